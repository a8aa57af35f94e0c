/* The compiled backend: loop IR -> libgccjit -> machine code (a private .so,
 * in the compiled-code cache, or in a built executable or shared
 * library), and the run API every user of compiled models shares
 * (`cortex run --jit`, `cortex bench`, the REPL).
 *
 * Using it:
 *
 *   JitOptions o;  jit_default_options(&o);
 *   JitModel *m = jit_compile(session, ir, &o);         // NULL: reported
 *      (or jit_compile_cached(session, ir, &o, NULL, "", &info))
 *   jit_run_batch(m, params, dataset, first, count, field_map, results, &err);
 *   jit_free(m);
 *
 * jit_run_batch linearizes structures [first, first + count) of the
 * dataset together (stdlib's cxrt_linearize, with the generated classify
 * function), runs the levels of the batch through the generated kernels
 * (one call per level and kernel), computes the outputs and scatters them into results[0..count) in
 * exactly the layout the interpreter produces (per-node outputs in node
 * order).  Buffers (the linearized batch, states, scratch, output rows)
 * belong to the model and are reused: once warm, a batch of the same size
 * allocates nothing.  A JitModel runs one batch at a time.
 *
 * The batch loop itself is the runtime's (stdlib/compiled.c,
 * cxrt_compiled_run_batch), because built programs and libraries run it
 * without the compiler: everything it needs besides the code (params,
 * fields, outputs, kernels' scratch layouts, row checks, names and source
 * lines for messages) travels with the code as a description that the
 * generated cx_model hands out (stdlib/compiled.h, written by blob.c).
 *
 * ---- The generated ABI ------------------------------------------------------
 *
 * All generated functions take the frame below (JitFrame, mirrored as a
 * libgccjit struct type, so the field order and types are the ABI):
 *
 *   int  classify(int32_t arity, const int32_t *fields);
 *        -> the kernel (the linearizer's branch) of a node, -1 for none;
 *           fields are the node's int fields in the model's order.  It
 *           evaluates the rec's guards in order; a branch split for
 *           leaves returns its leaf kernel when arity == 0.
 *   void KERNEL(JitFrame *f, int32_t start, int32_t end);
 *        one per kernel (LoopProgram.kernels, named as there): computes
 *        the state rows of nodes [start, end), which are one (level,
 *        kernel) group of the batch.
 *   void OUTPUT(JitFrame *f, const int32_t *nodes, int32_t count, float *out);
 *        one per output: out[p * numel ...] = the output of node nodes[p].
 *        Its temps use f->scratch with node_cap = count.
 *   void run(JitFrame *f);
 *        for level in [0, f->nlevels), for kernel b: the group
 *        [group_start[level * nkernels + b], ... + 1) through KERNEL b.
 *   A KERNEL whose GEMMs have leaf-product tables (LoopProgram.lprods)
 *   reads each node's slot in f->lp_slot[t] (>= 0: its row in
 *   f->lp_data[t]; -2 - s: write its sums into row s; NULL: no tables,
 *   as cx_run leaves them).
 *
 *   int32_t cx_model(const uint8_t **blob, int64_t *len, void **entries, int32_t cap);
 *        the model's description and its entry points (classify, run,
 *        the outputs): what the runtime loads (stdlib/compiled.h).
 *
 * Names are those of LoopKernel.name ("branch1_internal", "out_logits")
 * prefixed with "cx_" ("cx_branch1_internal"), plus "cx_classify",
 * "cx_run" and "cx_model".  Scratch temps of a kernel are laid out back to back from
 * f->scratch (loop_temp_offset), rows f->node_cap / f->edge_cap.  A row
 * index out of range (E[n.word] with a word id >= V) is clamped to 0 and
 * recorded in f->err (the first one): err[0] = 1, err[1] = the RA-IR
 * instruction, err[2] = the node, err[3] = the index, err[4] = the kernel
 * (or -1 - output).  jit_run_batch checks row indices before running, so
 * this is a safety net.  A built shared library also has the NAME_*
 * functions of its NAME.h, which forward to the runtime's cxrt_embed_*. */
#ifndef CX_JIT_H
#define CX_JIT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "ir/ir.h"
#include "ir/loops.h"
#include "lang/sema/session.h"
#include "stdlib/compiled.h"
#include "stdlib/cxrt.h"

/* The frame is the runtime's CxrtFrame (stdlib/compiled.h), which runs
 * the generated code without the compiler. */
typedef CxrtFrame JitFrame;

typedef struct JitOptions {
  int opt_level;           /* GCC_JIT_INT_OPTION_OPTIMIZATION_LEVEL: 3 */
  const char *march;       /* NULL: from the CPU (env CORTEX_MARCH overrides) */
  bool debuginfo;          /* source locations and -g: gdb steps through the .cx
                              (default off: -fdebuginfo) */
  bool check_nonfinite;    /* after a run, scan states and outputs for NaN/Inf */
  bool print_errors;       /* libgccjit's own errors also on stderr (debugging) */
  bool dump_asm;           /* GCC_JIT_BOOL_OPTION_DUMP_GENERATED_CODE */
  int jobs;                /* compile processes at once (-fjobs=N): 0 = one
                              per online CPU; 1 = one unit, as before
                              (backend/jit/parallel.c) */
  LoopOptions loops;       /* the schedule's decisions */
} JitOptions;

/* Defaults: -O3, -march from the CPU, debug info, NaN checks, and
 * loop_default_options, then the environment variable CORTEX_JIT_OPTIONS,
 * e.g. "gemm_pack=0,dot_lanes=16,opt_level=2", which overrides any option
 * by name (a switch's name alone means on); when one of its entries is bad, none
 * is applied (jit_env_options says why). */
void jit_default_options(JitOptions *o);
/* The fork guard: the compile holds it across each fork() of a compile
 * process; a thread that runs beside a compile (the handover's
 * interpreter, driver/handover.h) holds it while it runs and prints a
 * structure, so the child never inherits a lock that thread holds (an
 * allocator's: glibc's malloc is fork-safe, ASan's is not). */
void jit_fork_guard(bool lock);

/* Sets the option NAME (a LoopOptions field, or opt_level, debuginfo,
 * print_errors, dump_asm; '-' and '_' alike) to value (0/1 for the
 * switches).  Returns 0, -1 for an unknown name, -2 for a value out of
 * its range. */
int jit_set_option(JitOptions *o, const char *name, int value);
/* One option as the user wrote it: flag true for the command line's
 * -fNAME, -fno-NAME, -fNAME=N (text without the "-f"), false for an
 * entry of CORTEX_JIT_OPTIONS (NAME, NAME=N).  Every name is checked
 * (an unknown one gets "did you mean"), every value for its type (a
 * switch takes 0 or 1, a number needs one) and its range.  0, or -1 with
 * msg ("'-fgemm-nodes=0' is out of range: it takes a number from 1 to
 * 8"). */
int jit_parse_option(JitOptions *o, const char *text, bool flag, char *msg, size_t msglen);
/* CORTEX_JIT_OPTIONS (entries separated by commas) into o: 0, or -1 with
 * msg naming the variable and the bad entry. */
int jit_env_options(JitOptions *o, char *msg, size_t msglen);
/* The names jit_set_option knows, NULL-terminated; *is_int (if non-NULL)
 * per name: takes a number rather than on/off. */
const char *jit_option_name(int i, bool *is_int);
/* The -march the options (or the CPU, or CORTEX_MARCH) select. */
const char *jit_march(const JitOptions *o);
/* Does this CPU have AVX512-BF16 (the bf16 dot products, gemm_bf16_dot)? */
bool jit_cpu_bf16(void);

typedef struct JitModel JitModel;

/* Schedules and compiles p (optimized and verified), in a child process
 * into a private temporary folder (jit_internal.h, "Compiling in a child
 * process"), and loads it.  NULL after reporting through s->diag
 * ("internal compiler error: libgccjit: ...", or "the compile was
 * stopped by SIGINT" when a signal stopped it and its handler returned:
 * the signal is delivered again once the compile's files are gone). */
JitModel *jit_compile(CxSession *s, const IrProgram *p, const JitOptions *o);
void jit_free(JitModel *m);
/* The schedule; NULL for a model loaded from the cache. */
const LoopProgram *jit_loops(const JitModel *m);

/* Runs structures [first, first + count) of d as one batch and fills
 * results[0..count) (each initialized or reused like cxrt_result_init
 * does).  Returns 0, or -1 with err filled: then the results of the
 * structures before the failing one are complete (jit_valid_results).
 * Errors: from the linearizer (a node that matches no branch, or lacks a
 * child its branch reads), a row index out of range (the same message as
 * the interpreter), a NaN or Inf in a state or an output (when
 * check_nonfinite: names the node; the interpreter names the op). */
int jit_run_batch(JitModel *m, const CxrtTensor *params, const CxrtDataset *d, int32_t first, int32_t count,
                  const int *field_map, CxrtResult *results, CxrtError *err);
/* After a failed jit_run_batch: how many leading results are valid. */
/* The params' data changed in place since the last batch (the weights'
 * packed GEMM panels are made again): cxrt_compiled_run_params_changed. */
void jit_params_changed(JitModel *m);
/* The model's compiled-model run (its batch buffers): for the runtime's
 * settings (cxrt_compiled_run_set_leaf_table). */
CxrtCompiledRun *jit_compiled_run(JitModel *m);
int32_t jit_valid_results(const JitModel *m);
/* After jit_run_batch, for structure si of the batch (0-based) and its
 * node `node` (in node order): state component comp (NULL when out of
 * range), and the RA-IR branch the node ran (-1).  For --trace. */
const float *jit_state(const JitModel *m, int32_t si, int32_t node, int comp);
int jit_branch(const JitModel *m, int32_t si, int32_t node);
int jit_phase_branch(const JitModel *m, int phase, int32_t si, int32_t node);

/* Time spent in the last jit_run_batch calls (accumulated; ms). */
typedef struct JitTimes {
  double linearize_ms, execute_ms;
} JitTimes;
JitTimes jit_times(const JitModel *m);

/* Writes the code libgccjit receives as C-like pseudo-source
 * (gcc_jit_context_dump_to_file), without compiling it. */
int jit_dump_c(CxSession *s, const IrProgram *p, const JitOptions *o, FILE *out);

/* ---- the compiled-code cache (cache.c) ----------------------------------------------
 *
 * jit_compile through a folder of shared objects: on a miss the model is
 * compiled to KEY.so there (GCC_JIT_OUTPUT_KIND_DYNAMIC_LIBRARY) and
 * loaded; on a hit KEY.so is only verified and dlopen'ed (a few ms
 * instead of a compile).  The key is a SHA-256 of everything that decides
 * the code: every source file the session loaded (path and text, in
 * order), the -D values, `extra` (the caller's other switches, e.g. -O0),
 * every option that changes the code (JitOptions with its LoopOptions,
 * hashed as bytes so that new fields count too), the -march, the
 * libgccjit version, the Cortex version and ABI (CX_ABI_VERSION) and the
 * identity of the cortex executable (size and time), so that a rebuilt
 * compiler never reuses an older one's code.  An entry is verified before
 * it is loaded (owner, permissions, key, SHA-256 of the content recorded
 * at write), and what is loaded is a private copy of exactly the bytes
 * hashed; a bad one is removed (when ours), reported as a warning and
 * compiled again, never loaded.  Writes are atomic. */

typedef enum JitCacheState { JIT_CACHE_OFF, JIT_CACHE_HIT, JIT_CACHE_MISS } JitCacheState;

typedef struct JitCacheInfo {
  JitCacheState state;
  double lookup_ms;        /* key, verification, dlopen: all a hit costs */
  double compile_ms;       /* a miss (or off): schedule, generate, compile, store */
  int compile_parts;       /* a compile's parts (1: one unit; -fjobs) */
  double compile_cpu_ms;   /* with several parts: their compile processes'
                              CPU time, summed, and the largest */
  double compile_cpu_max_ms;
  double link_ms;          /* with several parts: the link of their objects, */
  double link_cpu_ms;      /* and its process's CPU time */
  char key[65];
  char dir[4096];
} JitCacheInfo;

/* The cache folder: $CORTEX_CACHE_DIR, else $XDG_CACHE_HOME/cortex, else
 * $HOME/.cache/cortex.  False when none is set. */
bool jit_cache_dir(char *buf, size_t size);
/* Compiles through the cache in dir (NULL: jit_cache_dir; created with
 * mode 0700).  Without a usable folder (none set, or one another user
 * could write: a warning), compiles in memory and says JIT_CACHE_OFF.
 * info may be NULL. */
JitModel *jit_compile_cached(CxSession *s, const IrProgram *p, const JitOptions *o, const char *dir,
                             const char *extra, JitCacheInfo *info);
/* jit_compile (--no-cache), saying what the compile did in info (state
 * JIT_CACHE_OFF; may be NULL). */
JitModel *jit_compile_uncached(CxSession *s, const IrProgram *p, const JitOptions *o, JitCacheInfo *info);
/* The hit path of jit_compile_cached: the entry of key in dir (a folder
 * that passed the checks), verified and loaded; NULL when it is absent
 * or, with *rejected and why, when it fails verification (nothing is
 * removed or compiled here). */
JitModel *jit_cache_lookup(CxSession *s, const IrProgram *p, const JitOptions *o, const char *dir, const char *key,
                           bool *rejected, char *why, size_t whylen);
/* The key (64 hex digits). */
void jit_cache_key(const CxSession *s, const JitOptions *o, const char *extra, char hex[65]);
/* The model's identity without the options: sources, -D values, extra. */
void jit_model_hash(const CxSession *s, const char *extra, char hex[65]);

/* Last measured time per node (ns) of a model, interpreted and compiled
 * (0: unknown), kept in DIR/MODEL_HASH.stats for the interpreter's hint. */
typedef struct JitStats {
  double interp_ns, jit_ns;
} JitStats;
int jit_stats_read(const char *dir, const char *model_hash, JitStats *st);
/* Updates the values given (> 0); the file is replaced atomically. */
int jit_stats_record(const char *dir, const char *model_hash, double interp_ns, double jit_ns);

/* ---- cortex build (build.c) -----------------------------------------------------------
 *
 * A model compiled once into a file that runs without Cortex's compiler:
 * an executable (the runtime's runner main, cxrt_runner_main: `cortex
 * run`'s data, weights and output options and exactly its output) or a
 * shared library exporting only the NAME_* API of NAME.h.  libgccjit
 * compiles the model and links it (GCC_JIT_OUTPUT_KIND_EXECUTABLE or
 * DYNAMIC_LIBRARY) with the runtime's static PIC archive (libcortexbuild.a:
 * the runtime plus the runner's main), so what is built depends only on
 * libc, libm, libpthread and libcjson: not on libgccjit and not on the
 * place libcortexrt.so was built or installed. */

typedef struct JitBuildOptions {
  const char *output;      /* the file to write */
  bool shared;             /* a shared library (else an executable) */
  const char *api_name;    /* shared: the NAME of NAME_* (a C identifier) */
  const char *archive;     /* the runtime archive to link */
  const char *libs;        /* what the archive needs: "-lcjson -lm -lpthread" */
} JitBuildOptions;

/* Compiles and links; 0, or -1 after reporting through s->diag. */
int jit_build_file(CxSession *s, const IrProgram *p, const JitOptions *o, const JitBuildOptions *b);
/* Writes NAME.h, the documented C API of a shared library built with
 * api_name NAME. */
void jit_write_header(FILE *out, const IrProgram *p, const char *name, const char *libfile);

#endif
