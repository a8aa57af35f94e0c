/* The REPL's internals, shared by its four files (the project's pattern
 * for split modules, as lang/sema/sema_internal.h): the core (repl.c: the
 * session, the model's declarations and checks, entries, weights and
 * data), the commands (repl_commands.c: :load, :data, :run, ...,
 * and their table), running (repl_run.c: :run and :trace on the
 * chosen backend, the handover) and completion (repl_complete.c).  Not part of the
 * REPL's API (driver/repl.h).  Internal names start with rp_. */
#ifndef CX_DRIVER_REPL_INTERNAL_H
#define CX_DRIVER_REPL_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "backend/backend.h"
#include "backend/jit/jit.h"
#include "driver/repl.h"
#include "ir/ir.h"
#include "lang/sema/session.h"
#include "stdlib/cxrt.h"

/* Names of the stand-ins; a user's model cannot collide by accident. */
#define STUB_INPUT "__repl_input"
#define STUB_REC "__repl_rec"
#define STUB_PREFIX "__repl"
#define VALUE_NAME "value"   /* the output an expression becomes */


typedef struct ReplDecl {
  const char *key;        /* see the top of repl.c (session arena) */
  AstDecl *decl;
} ReplDecl;

struct Repl {
  ReplOptions opt;
  FILE *out, *err;
  CxSession s;
  int main_file;          /* the empty "<repl>" buffer of the checked module */
  AstDecl *stub_input, *stub_rec, *stub_output;

  ReplDecl *decls;        /* the model: committed declarations */
  int ndecls;
  unsigned gen;           /* bumped by every change of the model or of :set */
  CxProgram *prog;        /* the last check of the committed model */
  bool prog_stale;        /* ASTs re-annotated since: check again before use */
  IrProgram *ir;          /* lowered from prog, for generation ir_gen */
  unsigned ir_gen;
  bool use_jit;           /* :backend jit */
  bool handover;          /* :handover on: with jit, the interpreter serves
                             a :run while the model compiles */
  CxRunner runner;        /* the backend's engine (backend/backend.h) for
                             ir, generation runner_gen; the compiled one
                             is compiled again only after a change */
  unsigned runner_gen;

  int entries;            /* N of the last <repl:N> */
  char *pending;          /* lines of an unfinished entry */
  size_t plen, pcap;
  char *last_entry;       /* the last whole entry, for repl_take_entry */

  /* Diagnostics: warnings are shown only for the files of the entry at
   * hand (a re-check would repeat every older warning). */
  int warn_lo, warn_hi;
  bool silent;
  bool drop_notes;

  /* Data: the source is kept, the dataset re-read when the model's input
   * kind or arity changes. */
  char *data_path;        /* a file ... */
  char *data_text;        /* ... or inline text (named data_name) */
  char *data_name;
  bool data_ok;
  CxrtDataset data;
  CxrtVocab *vocab;
  CxrtInputKind data_kind;
  int data_arity;
  CxrtDataset dummy;      /* one node, to evaluate expressions */
  bool dummy_ok;

  /* Weights: a file, or seeded (cached per model generation). */
  CxrtWeights weights;
  bool have_weights, weights_warned;
  uint64_t seed;
  bool seed_given, seed_noted;
  CxrtWeights seeded;
  bool seeded_ok;
  unsigned seeded_gen;
  uint64_t seeded_seed;

  bool timing;

  /* The consts :set overrides (interned); the session's other overrides
   * are the command line's -D. */
  const char **set_names;
  int nset;
};

/* ---- the core (repl.c; each is described where it is defined) ----------------- */

ReplStatus rp_add_decls(Repl *r, AstDecl **decls, int n, const char *loaded);
void rp_commit_decls(Repl *r, ReplDecl *t, int nt, CxProgram *p);
CxProgram *rp_check_list(Repl *r, const ReplDecl *list, int n, AstDecl *value, bool quiet);
int64_t rp_count_nodes(const CxrtDataset *d);
IrProgram *rp_ensure_ir(Repl *r);
CxProgram *rp_ensure_program(Repl *r);
int rp_ensure_data(Repl *r, const IrProgram *ir);
void rp_error_at(Repl *r, CxLoc at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
const char *rp_field_type_text(const AstField *f, char *buf, size_t size);
AstDecl *rp_find_kind(const ReplDecl *list, int n, AstDeclKind kind);
void rp_forget_data(Repl *r);
void rp_forget_weights(Repl *r);
void rp_free_params(CxrtTensor *params, int n);
int rp_get_params(Repl *r, const IrProgram *ir, CxrtTensor **out, bool all);
const char *rp_input_kind_text(const AstDecl *in, char *buf, size_t size);
bool rp_is_stub_name(const char *name);
bool rp_need_complete(Repl *r, const char *what);
void rp_out_printf(Repl *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void rp_print_runtime_error(Repl *r, const CxrtError *err);
void rp_print_tensor(FILE *out, const float *v, const int64_t *dims, int rank, bool is_int, int depth);
int rp_read_data(Repl *r, CxrtInputKind kind, int arity);
void rp_reset_diag(Repl *r);
const char *rp_rec_dir_text(const CxProgram *p, const AstDecl *rec);
CxrtInputKind rp_runtime_kind(AstInputKind k);
void rp_session_start(Repl *r);
void rp_session_stop(Repl *r);
int rp_set_index(const Repl *r, const char *name);
const char *rp_skip_space(const char *s);
CxLoc rp_text_loc(Repl *r, int fid, size_t off, size_t len);

/* ---- running (repl_run.c) ------------------------------------------------------ */

ReplStatus rp_run_model(Repl *r, bool trace, CxrtOutputFormat fmt);
void rp_jit_options(JitOptions *jo);

/* ---- the commands (repl_commands.c) --------------------------------------------- */

/* A command line being run (":load FILE"). */
typedef struct Cmd Cmd;
typedef struct ReplCommand {
  const char *name;
  ReplStatus (*run)(Repl *r, const Cmd *c);
  const char *args, *help;
} ReplCommand;
/* Every command, in the order :help lists them. */
extern const ReplCommand rp_commands[];
extern const int rp_ncommands;
/* Runs the command at text[off] (a ':') of entry fid. */
ReplStatus rp_run_command(Repl *r, int fid, size_t off);

#endif
