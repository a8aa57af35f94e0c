/* Semantic analysis: the interface shared by lang/sema*.c, lang/module.c
 * and lang/builtins.c.  Nothing here is visible outside lang/.
 *
 * The checker walks the flattened declarations of a model (imports first)
 * with one state struct, Sema.  Expressions are typed in a context (Ctx)
 * that says where they occur (a const, a shape, the rec, a fn body, an
 * output), which decides what names and node forms are allowed.  Locals
 * (lets, fn arguments, shape variables, the node variable, a reduction's
 * variable) live on one stack; a context sees the part above its `base`,
 * so an inlined fn body never sees its caller's lets.
 *
 * Every diagnostic goes through sema_error / sema_warning / sema_note:
 * they suppress duplicates (the same fn body is typed once per call), and
 * an error inside an inlined fn body is followed by "in call to 'f' from
 * here" notes for the chain of calls that led to it. */
#ifndef CX_SEMA_INTERNAL_H
#define CX_SEMA_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "lang/sema/session.h"

/* ---- locals ---- */

typedef enum LocalKind {
  LOCAL_LET,
  LOCAL_FN_ARG,
  LOCAL_SHAPE_VAR,
  LOCAL_NODE_VAR,
  LOCAL_REDUCE_VAR,
} LocalKind;

typedef struct Local {
  const char *name;
  LocalKind kind;
  CxLoc loc;
  AstStmt *let;         /* LOCAL_LET */
  AstFnParam *param;    /* LOCAL_FN_ARG (the fn's declaration, for -Wunused) */
  int index;            /* fn argument / shape variable index; reduction depth */
  CxType type;
  bool is_const;        /* a compile-time int (or condition) with value ival */
  int64_t ival;
  AstExpr *value;       /* what the name stands for: a let's value or the
                           caller's argument (condition checks follow it) */
} Local;

/* ---- contexts ---- */

typedef enum CtxKind {
  CTX_CONST,   /* the value of a const */
  CTX_DIM,     /* a dimension or bound in a declaration's type */
  CTX_REC,     /* the rec body */
  CTX_FN,      /* an inlined fn body (or the one standalone check) */
  CTX_OUTPUT,  /* an output's value */
} CtxKind;

/* One fn body being typed for one call.  Arena-allocated: a deferred
 * "in call to" note may refer to it after the call was typed. */
typedef struct FnInst {
  AstDecl *fn;
  AstExpr *call;          /* NULL for the standalone check of an uncalled fn */
  struct FnInst *outer;   /* the call this one is nested in */
  int depth;
} FnInst;

typedef struct Ctx {
  CtxKind kind;
  AstDecl *owner;         /* the const, param, fn, rec or output */
  int base;               /* first visible local */
  const char *node_var;   /* the rec's n, or a per-node output's n */
  bool has_ret;
  CxType ret;             /* rec / fn: the declared return type */
  CxLoc ret_loc;
  int reduce_depth;       /* reductions around the current expression */
  int reduce_range;       /* the AstRangeKind of the enclosing reduction */
  bool allow_children;    /* typing the `over` of a reduction */
  bool root_excluded;     /* CTX_REC: the root cannot reach the statement
                             being typed (an earlier `if root(n)` returned,
                             or a guard excludes it), so n.parent exists */
  FnInst *inst;           /* CTX_FN: the call being typed */
  const char *what;       /* CTX_CONST / CTX_DIM: "the value of const 'H'" */
} Ctx;

/* What sema learns about a rec while typing the bodies (v2): how it
 * applies itself (its direction) and which recs it applies (the edges of
 * the pass dependency graph). */
typedef struct RecDep {
  struct RecInfo *to;
  CxLoc loc;              /* the first application */
} RecDep;

typedef struct RecInfo {
  AstDecl *d;
  CxLoc up_loc, down_loc; /* first self-application to a child / the parent */
  bool up, down, both_reported;
  RecDep *deps;
  int ndeps, capdeps;
  bool placed;            /* ordering: already a pass */
} RecInfo;

/* Per-fn facts, indexed by the fn's sem.index (its position in prog->fns). */
typedef struct FnInfo {
  bool sig_ok;            /* the signature checked clean: calls can bind it */
  bool typed;             /* its body was typed at least once */
  int ncalls;
} FnInfo;

typedef struct SeenDiag {
  CxLoc loc;
  CxSeverity sev;
  const char *msg;        /* NULL: the location alone identifies it */
} SeenDiag;

typedef struct Sema {
  CxSession *s;
  CxDiagEngine *diag;
  CxArena *arena;
  CxProgram *prog;
  AstModule *main;

  /* The files of the model, every file after the files it imports. */
  AstModule **mods;
  int nmods, capmods;
  /* Every declaration of every file (imports excluded), in that order. */
  AstDecl **decls;
  int ndecls, capdecls;

  /* The global namespace: consts, params, the input, fns, the rec. */
  AstDecl **gslots;
  size_t gcap, glen;

  AstDecl *input, *rec;   /* rec: the first rec in source order */
  struct RecInfo *recs;   /* every rec, in source order */
  int nrecs;
  void **rejected;        /* declarations left out, reported in order */
  int nrejected;
  CxType *field_types;    /* one per input field */
  FnInfo *fninfo;

  Local *locals;
  int nlocals, caplocals;

  AstDecl **const_stack;  /* consts being evaluated (cycle detection) */
  int nconst_stack, capconst_stack;

  FnInst *inst;           /* innermost fn body being typed */
  long ninlined;          /* fn bodies copied so far (budget) */
  int depth;              /* expression nesting (stack guard) */

  /* Diagnostics. */
  bool suppressed;        /* the last error or warning was a duplicate */
  FnInst *pending_chain;  /* "in call to" notes still to print */
  SeenDiag *seen;
  int nseen, capseen;

  /* Scratch list of names for "did you mean". */
  const char **cand;
  int ncand, capcand;
} Sema;

enum {
  SEMA_MAX_FN_DEPTH = 32,        /* fn calls nested inside fn bodies */
  SEMA_MAX_INLINED = 20000,      /* fn bodies copied per model */
  SEMA_MAX_CONST_DEPTH = 256,    /* consts defined through other consts */
  SEMA_MAX_EXPR_DEPTH = 1000,    /* stack guard, far above the parser's limit */
};

/* ---- sema_util.c: diagnostics, strings, small helpers ---- */

bool sema_error(Sema *S, CxLoc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
bool sema_warning(Sema *S, CxLoc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void sema_note(Sema *S, CxLoc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Prints the "in call to" notes of the last diagnostic. */
void sema_flush(Sema *S);
bool sema_stop(const Sema *S);

bool sema_name_eq(const char *a, const char *b);
const char *sema_shape_str(Sema *S, const CxShape *s);
const char *sema_type_str(Sema *S, const CxType *t);
bool sema_shape_eq(const CxShape *a, const CxShape *b);
/* The source text of an expression, whitespace collapsed ("n.word"). */
const char *sema_expr_text(Sema *S, const AstExpr *e);
/* The source text of any range (declared types: "[M, N]"). */
const char *sema_loc_text(Sema *S, CxLoc loc);
/* The location of a binary operator's token (falls back to the whole
 * expression), so shape errors point at the '@' or '+'. */
CxLoc sema_op_loc(Sema *S, const AstExpr *e);
const char *sema_op_text(AstOp op);
/* "children 0 and 1" for tree[2] */
const char *sema_arity_text(Sema *S, const AstDecl *input);
const char *sema_input_kind_text(Sema *S, const AstDecl *input);

CxType sema_ty_unknown(void);
CxType sema_ty_int(void);
CxType sema_ty_bool(void);
CxType sema_ty_tensor(const CxShape *s);
CxType sema_ty_scalar(void);
/* Whether a tensor of shape s fits the size limit of values (1 TiB of f32,
 * as params; a product that overflows 64 bits included); reports at loc,
 * naming what ("zeros(...)", "the result of '@'"), when it does not. */
bool sema_shape_fits(Sema *S, CxLoc loc, const CxShape *s, const char *what);

void sema_cand_reset(Sema *S);
void sema_cand_add(Sema *S, const char *name);
/* The closest plausible candidate to name, or NULL. */
const char *sema_closest(Sema *S, const char *name);
/* "; did you mean 'x'?" for name among the candidates, or "". */
const char *sema_did_you_mean(Sema *S, const char *name);

/* ---- sema.c: globals, declarations ---- */

AstDecl *sema_global(Sema *S, const char *name);
const char *sema_decl_kind_text(const AstDecl *d);   /* "param", "const" */
/* Evaluates a const (once; -D overrides; cycles reported). */
void sema_eval_const(Sema *S, AstDecl *d, CxLoc use);
/* Annotates a name that refers to const d (TY_UNKNOWN after an error). */
CxType sema_const_ref(Sema *S, AstDecl *d, AstExpr *e);
/* Shape of a declared tensor type; false after reporting.  what names the
 * owner in messages ("param 'W'"). */
bool sema_resolve_shape(Sema *S, Ctx *c, AstType *t, const char *what, CxShape *out);
bool sema_resolve_type(Sema *S, Ctx *c, AstType *t, const char *what, CxType *out);

/* ---- sema_expr.c: expressions ---- */

/* The message for a condition that reads a tensor value. */
extern const char sema_tensor_cond_msg[];

CxType sema_expr(Sema *S, Ctx *c, AstExpr *e);
/* Classifies a typed operand where a tensor is expected.  1: a tensor
 * (a compile-time int counts as a scalar []), *shape set; 0: unknown type
 * (already reported); -1: reported why it is not a tensor. */
int sema_want_tensor(Sema *S, Ctx *c, AstExpr *e, CxShape *shape);
/* Same for an int: 1 (with *is_const / *val), 0 unknown, -1 reported.
 * what: "the index of 'E[...]'" etc., used in the message. */
int sema_want_int(Sema *S, AstExpr *e, const char *what);
/* A compile-time int (typed already): true with *val, false after reporting. */
bool sema_const_int(Sema *S, AstExpr *e, const char *what, int64_t *val);
/* Describes a non-tensor value for messages: "'l' is a tuple (h : [2])". */
const char *sema_describe(Sema *S, const AstExpr *e);
void sema_note_operand(Sema *S, const AstExpr *e);
bool sema_fold_int(Sema *S, AstOp op, int64_t a, int64_t b, CxLoc oploc, int64_t *out);

/* Locals. */
Local *sema_push_local(Sema *S, const char *name, LocalKind kind, CxLoc loc);
Local *sema_find_local(Sema *S, const Ctx *c, const char *name);
/* Reports a let/variable that shadows another name; returns true if so. */
bool sema_check_shadow(Sema *S, Ctx *c, const char *kindtext, const char *name, CxLoc loc);

/* ---- sema_stmt.c: blocks, returns, fn calls ---- */

/* Types a block; true when every path through it returns. */
bool sema_block(Sema *S, Ctx *c, AstBlock *b);
/* Checks a body: every path returns (error at the closing brace). */
void sema_body(Sema *S, Ctx *c, AstBlock *b, const char *owner_text);
CxType sema_fn_call(Sema *S, Ctx *c, AstExpr *e, AstDecl *fn);
bool sema_check_fn_sig(Sema *S, AstDecl *fn);
void sema_check_uncalled_fn(Sema *S, AstDecl *fn);
const char *sema_fn_signature(Sema *S, const AstDecl *fn);

/* The rec of that name, or NULL. */
RecInfo *sema_rec(Sema *S, const char *name);
RecInfo *sema_rec_info(Sema *S, const AstDecl *rec);

/* ---- builtins.c ---- */

int sema_builtin_id(const char *name);   /* -1 if not a builtin */
CxType sema_builtin_call(Sema *S, Ctx *c, AstExpr *e, int id);

/* ---- module.c: imports ---- */

/* Resolves the imports of main (recursively) and fills S->mods: every
 * file once, after the files it imports, main last. */
void sema_load_modules(Sema *S, AstModule *main);

/* ---- entry (sema.c) ---- */

CxProgram *sema_check(CxSession *s, AstModule *m, int errors_before);

/* Reports a dimension that is not positive; when a const in it is the
 * cause, only its first use, naming the -D that set it (sema.c). */
void sema_nonpositive_dim(Sema *S, AstExpr *d, const char *what, int64_t v);

/* Between sema_expr.c and sema_node.c (node forms and reductions). */
const char *sema_rec_name(Sema *S);
CxType sema_type_field(Sema *S, Ctx *c, AstExpr *e);
CxType sema_type_index(Sema *S, Ctx *c, AstExpr *e);
CxType sema_type_slice(Sema *S, Ctx *c, AstExpr *e);
CxType sema_type_reduce(Sema *S, Ctx *c, AstExpr *e);

#endif
