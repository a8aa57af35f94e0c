/* Shared pieces of the cortex subcommands. */
#ifndef CX_DRIVER_H
#define CX_DRIVER_H

#include <stdbool.h>
#include <stdio.h>

#include "driver/load.h"
#include "driver/memfit.h"
#include "ir/ir.h"
#include "lang/sema/session.h"
#include "stdlib/cxrt.h"

/* Exit statuses: 0 success, 1 a user error (model, data, weights), 2 bad
 * usage of the command line. */
enum { EXIT_OK = 0, EXIT_USER = 1, EXIT_USAGE = 2 };

/* Options every model-reading command accepts. */
typedef struct FrontOptions {
  const char *model;
  const char **defines;     /* "NAME=INT" */
  int ndefines;
  const char **include_dirs;
  int nincludes;
  CxColorMode color;
  bool no_warnings;
  bool werror;
  bool no_opt;              /* skip RA-IR passes (for debugging) */
  const char **fflags;      /* -fNAME, -fno-NAME, -fNAME=N: compiler options */
  int nfflags;
  int64_t max_input;        /* --max-input-size: the largest model, data or vocabulary file; 0: 1 GiB */
} FrontOptions;

/* Parses one of the shared front-end options at argv[*i] (advancing *i
 * past a separate argument); returns 1 if it was one, 0 if not, -1 on a
 * usage error (already reported). */
int front_option(FrontOptions *fo, const char *cmd, int argc, char **argv, int *i);
/* A usage error (reported, -1) when the -f options ask for bf16 weights
 * (--weights-dtype bf16) but the command runs the interpreter (!jit). */
int driver_check_weights_dtype(const char *cmd, const FrontOptions *fo, bool jit);
/* Matches argv[*i] against the options in names (NULL-terminated) that
 * take a value, written "--opt VALUE" or "--opt=VALUE": 1 with *name and
 * *val set, 0 when it is none of them, -1 when the value is missing
 * (reported). */
int driver_option_value(const char *cmd, const char *const *names, int argc, char **argv, int *i,
                        const char **name, const char **val);
/* An argument that is not an option names the model: 0, or -1 for an
 * unknown option (reported with driver_unknown_option) or a second model. */
int driver_model_argument(const char *cmd, FrontOptions *fo, const char *a, void (*usage)(FILE *));
/* "unknown option 'ARG'", with "did you mean" the closest option that the
 * command's help (usage, which writes it) lists; returns EXIT_USAGE. */
int driver_unknown_option(const char *cmd, const char *arg, void (*usage)(FILE *));
/* Help text lines for the shared options. */
void front_usage(FILE *out);
/* Frees what front_option collected (not fo itself). */
void front_options_free(FrontOptions *fo);
/* Frees every FrontOptions that front_option filled and no one freed
 * (a command's early return on a usage error); run_command calls it. */
void driver_front_options_cleanup(void);
/* The compiler's options: defaults, CORTEX_JIT_OPTIONS, then the -f flags. */
struct JitOptions;
void driver_jit_options(const FrontOptions *fo, struct JitOptions *jo);
/* CORTEX_JIT_OPTIONS checked (jit_env_options): 0, or -1 after printing
 * "cortex CMD: CORTEX_JIT_OPTIONS: ..." with what to fix. */
int driver_check_env_options(const char *cmd);

/* A session set up from the options (stdlib folder, -I, -D, colour). */
void driver_session(CxSession *s, const FrontOptions *fo);
/* Loads and checks fo->model; NULL after printing diagnostics. */
CxProgram *driver_load(CxSession *s, const FrontOptions *fo);
/* Lowers and optimizes; NULL after printing diagnostics. */
IrProgram *driver_lower(CxSession *s, const CxProgram *prog, const FrontOptions *fo);

/* Prints a runtime error GCC style ("file:line:col: error: msg"). */
void driver_print_error(const CxrtError *err, bool color);
void driver_warn(void *user, const char *msg);
/* "cortex CMD: msg" + hint, exit status EXIT_USAGE.  A quoted span of
 * msg ('ARG') longer than 80 bytes is cut with "...". */
int usage_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A usage error (EXIT_USAGE, after printing it) when the output file
 * `out` is the input file `in` (`what`: "the model", "--data" ...): the
 * input would be lost; 0 otherwise, also when either is NULL. */
int driver_output_not_input(const char *cmd, const char *out, const char *what, const char *in);
/* "cortex: error: msg", status EXIT_USER. */
int user_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
bool driver_color_stderr(CxColorMode mode);
/* fflush for output shown as it is made (bench's rows): the first failure's
 * errno is kept for main's check of standard output at close. */
void driver_flush(FILE *f);
extern int driver_stdout_errno;

/* The standard library folder for imports (installed or in the source). */
const char *driver_stdlib_dir(void);

/* Loads --weights or initializes from --seed, and binds them; with
 * check_finite (no --allow-nan) a NaN or Inf in them is an error, the
 * same for both backends.  Its warnings (an unused tensor) follow -w and
 * -Werror as the model's do.  Prints errors. */
int driver_params(const IrProgram *ir, const FrontOptions *fo, const char *weights, uint64_t seed,
                  bool check_finite, bool color, CxrtTensor **out);

/* A model with what it runs on: its weights bound and its data read
 * (driver/load.h), as cortex run, bench and viz load them. */
typedef struct DriverModel {
  IrProgram *ir;
  CxrtTensor *params;       /* NULL with no_weights */
  DriverData d;             /* empty without data */
} DriverModel;
typedef struct DriverOpen {
  const char *weights;      /* --weights, or NULL: seeded from seed */
  uint64_t seed;
  bool check_finite;        /* no --allow-nan */
  bool no_weights;          /* neither loaded nor seeded (cortex viz) */
  const DriverDataSpec *data; /* NULL: no data; its max_bytes 0: fo->max_input */
  bool no_bind;             /* read the data but bind it later */
  int batch;                /* structures in the first batch (the memory
                               check counts their states); 0: 1 */
  const char *compiled_only; /* non-NULL: a program the compiled code does
                               not run yet is an error: "WHAT, which does
                               not run X yet" (ir_compiled_unsupported) */
} DriverOpen;
/* Loads fo->model and lowers it (*t_lowered: the time then, in ms of
 * CLOCK_MONOTONIC; may be NULL), checks that its params fit, loads or
 * seeds the weights, reads and binds the data.  0, or -1 after printing
 * the errors; m is freed with driver_model_close either way. */
int driver_open_model(CxSession *s, const FrontOptions *fo, const DriverOpen *op, bool color, double *t_lowered,
                      DriverModel *m);
void driver_model_close(DriverModel *m);

int cmd_check(int argc, char **argv);
int cmd_ir(int argc, char **argv);
int cmd_run(int argc, char **argv);
int cmd_bench(int argc, char **argv);
int cmd_init_weights(int argc, char **argv);
int cmd_repl(int argc, char **argv);
int cmd_viz(int argc, char **argv);
int cmd_build(int argc, char **argv);

#endif
