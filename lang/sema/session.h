/* A compilation session: the state every front-end phase shares.
 *
 * One session holds the source manager, diagnostics, interned names, the
 * AST arena, the import search path and the -D overrides.  `cortex check`,
 * `cortex run` and `cortex build` create one per model; the REPL keeps one
 * for its whole life and re-checks the accumulated declarations. */
#ifndef CX_SESSION_H
#define CX_SESSION_H

#include <stdbool.h>
#include <stdint.h>

#include "lang/base/arena.h"
#include "lang/base/ast.h"
#include "lang/base/diag.h"
#include "lang/base/intern.h"
#include "lang/base/source.h"

typedef struct CxDefine {
  const char *name;      /* interned */
  int64_t value;
  bool used;             /* matched a const (unused -D is a warning) */
  const char *via;       /* what set it, for messages: NULL for -D NAME=VALUE, ":set" for the
                          * REPL's :set NAME VALUE (see cx_define_origin) */
} CxDefine;

typedef struct CxSession {
  CxSourceMgr src;
  CxDiagEngine diag;
  CxInterner names;
  CxArena arena;         /* ASTs and typed ASTs */
  const char **search_path; /* extra import folders (CORTEX_PATH, -I) */
  int nsearch;
  const char *stdlib_dir;   /* the installed stdlib folder (may be NULL) */
  CxDefine *defines;
  int ndefines;
} CxSession;

void session_init(CxSession *s);
void session_free(CxSession *s);
/* Adds -D NAME=VALUE (text form "NAME=INT"); returns false (and reports) on
 * a malformed definition. */
bool session_add_define(CxSession *s, const char *text);
/* How a message names what set def, into buf: "-D H=0", or ":set H 0"
 * when def->via is ":set". */
const char *cx_define_origin(const CxDefine *def, char *buf, size_t size);
/* Parses "NAME=INT" (NAME an identifier, INT decimal with an optional
 * sign): 0 with the name's length and the value, CX_DEFINE_MALFORMED, or
 * CX_DEFINE_RANGE (the value does not fit in 64 bits).  For command lines
 * that check -D before a session exists. */
enum { CX_DEFINE_MALFORMED = -1, CX_DEFINE_RANGE = -2 };
int cx_define_parse(const char *text, size_t *name_len, int64_t *value);
void session_add_search_dir(CxSession *s, const char *dir);

/* The checked program: a model with its imports flattened, every name
 * resolved and every expression typed.  Lives in the session arena. */
typedef struct CxProgram {
  const char *model_name;
  AstModule *main;
  AstDecl **consts;   int nconsts;   /* in declaration order, imports first */
  AstDecl **params;   int nparams;   /* sem.index = position here */
  AstDecl *input;
  AstDecl **fns;      int nfns;
  AstDecl *rec;                      /* the first rec in source order */
  AstDecl **recs;     int nrecs;     /* every rec, in pass (dependency) order;
                                        sem.index = position here */
  AstDecl **outputs;  int noutputs;  /* sem.index = position here */
} CxProgram;

/* Parses the file at path with its imports and checks it.  Returns NULL
 * when there were errors (all reported through s->diag). */
CxProgram *cx_load_program(CxSession *s, const char *path);
/* The same for a module already parsed (the REPL builds one). */
CxProgram *cx_check_module(CxSession *s, AstModule *m);

/* Built-in functions known to sema (for "did you mean", completion).
 * cx_builtin_names[id] is the name of CxBuiltinId id; a call to a builtin
 * has sem.ref REF_BUILTIN (REF_LEAF for leaf) and sem.index = its id. */
typedef enum CxBuiltinId {
  BUILTIN_SIGMOID, BUILTIN_TANH, BUILTIN_RELU, BUILTIN_EXP, BUILTIN_LOG,
  BUILTIN_SQRT, BUILTIN_ABS,                  /* elementwise, shape kept */
  BUILTIN_SOFTMAX, BUILTIN_LOG_SOFTMAX,       /* [N] -> [N] */
  BUILTIN_ARGMAX,                             /* [N] -> int */
  BUILTIN_SUM, BUILTIN_MEAN,                  /* any tensor -> [] */
  BUILTIN_DOT,                                /* [N], [N] -> [] */
  BUILTIN_MAX, BUILTIN_MIN,                   /* elementwise of two */
  BUILTIN_CONCAT,                             /* along axis 0 */
  BUILTIN_TRANSPOSE,                          /* [M, N] -> [N, M] */
  BUILTIN_ZEROS, BUILTIN_ONES,                /* zeros([D, ...]) */
  BUILTIN_LEAF,                               /* leaf(node) -> condition */
  BUILTIN_ROOT,                               /* root(node) -> condition (v2) */
  BUILTIN_FLOAT,                              /* float(int or condition) -> [] (v2) */
  BUILTIN_COUNT
} CxBuiltinId;
extern const char *const cx_builtin_names[];  /* NULL-terminated */

#endif
