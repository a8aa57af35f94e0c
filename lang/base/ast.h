/* The abstract syntax tree of a .cx module, and the annotations semantic
 * analysis adds to it (the "typed AST").
 *
 * Every node lives in the compilation unit's arena and carries its source
 * range.  Lists are arrays (pointer + count) built with ptrvec_push during
 * parsing.  Names are interned: compare them with ==.
 *
 * Node access is not special syntax: `n.child[1]` is an INDEX of a FIELD
 * "child" of NAME n, `t.root` a FIELD, `leaf(n)` and `node(k)` CALLs.
 * Semantic analysis recognises these forms and records what they mean in
 * the `sem` part of the expression. */
#ifndef CX_AST_H
#define CX_AST_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "lang/base/arena.h"
#include "lang/base/source.h"

/* ---- types (filled by sema; the parser leaves them AST_TY_UNKNOWN) ---- */

enum { CX_MAX_RANK = 4 };

typedef enum CxTypeKind {
  TY_UNKNOWN,  /* not yet checked, or an error was already reported */
  TY_INT,      /* compile-time or structural integer (fields, arity) */
  TY_BOOL,     /* structural condition */
  TY_TENSOR,   /* f32 tensor; rank 0 is a scalar float */
  TY_TUPLE,    /* result of a rec or fn returning (h : [H], c : [H]) */
  TY_NODE,     /* a node of the input structure (n, n.child[0], k) */
  TY_NODES,    /* n.children, n.parents, t.nodes (only as a reduction's range) */
} CxTypeKind;

typedef struct CxShape {
  int rank;
  int64_t dims[CX_MAX_RANK];
} CxShape;

typedef struct CxType CxType;
struct CxType {
  CxTypeKind kind;
  CxShape shape;               /* TY_TENSOR */
  int nfields;                 /* TY_TUPLE */
  const char **field_names;    /* TY_TUPLE: component names */
  CxShape *field_shapes;       /* TY_TUPLE: component shapes */
};

/* ---- type expressions as written ---- */

typedef struct AstExpr AstExpr;
typedef struct AstStmt AstStmt;
typedef struct AstDecl AstDecl;

typedef enum AstTypeKind { ATY_INT, ATY_TENSOR, ATY_TUPLE } AstTypeKind;

typedef struct AstType AstType;
struct AstType {
  AstTypeKind kind;
  CxLoc loc;
  /* ATY_TENSOR: dimension expressions ([H, 2*H]; [] is a scalar) */
  AstExpr **dims;
  int ndims;
  /* ATY_TUPLE: (h : [H], c : [H]) */
  const char **field_names;
  CxLoc *field_locs;
  AstType **field_types;
  int nfields;
};

/* ---- expressions ---- */

typedef enum AstExprKind {
  EXPR_INT,       /* 42 */
  EXPR_FLOAT,     /* 0.5, 1e-3 */
  EXPR_NAME,      /* x */
  EXPR_UNARY,     /* -x, !c */
  EXPR_BINARY,    /* a + b, a @ b, a == b, a && b */
  EXPR_CALL,      /* f(a, b); also leaf(n), node(k), zeros([H]) */
  EXPR_FIELD,     /* x.name (n.word, t.root, l.h, n.children, n.arity) */
  EXPR_INDEX,     /* x[i] (n.child[0], E[n.word]) */
  EXPR_SLICE,     /* x[a:b] */
  EXPR_TUPLE,     /* (a, b) -- only as a return value */
  EXPR_REDUCE,    /* sum(k in n.children) body; also max, mean */
  EXPR_SHAPE,     /* [H, 2*H] as the argument of zeros/ones */
} AstExprKind;

typedef enum AstOp {
  OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_MATMUL,
  OP_MOD, OP_SHL, OP_SHR,          /* compile-time ints only */
  OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT, OP_GE,
  OP_AND, OP_OR,
  OP_NEG, OP_NOT,
} AstOp;

typedef enum AstReduceKind { RED_SUM, RED_MAX, RED_MEAN } AstReduceKind;

/* What a reduction ranges over (v2): a node's children, its parents, or
 * every node of the structure (a node-set reduction, outputs only). */
typedef enum AstRangeKind { RANGE_CHILDREN, RANGE_PARENTS, RANGE_NODES } AstRangeKind;

/* The built-in node ints besides arity (v2): sem.index of REF_NODE_INT. */
typedef enum AstNodeInt { NODE_INT_INDEX, NODE_INT_DEPTH, NODE_INT_HEIGHT } AstNodeInt;

/* A rec's direction (v2), inferred by sema from how it applies itself. */
typedef enum AstRecDir { REC_LOCAL, REC_UP, REC_DOWN } AstRecDir;

/* What a name or a node-access form refers to, decided by sema. */
typedef enum SemRefKind {
  REF_NONE,
  REF_CONST,        /* decl = the const; value in sem.ival */
  REF_PARAM,        /* decl = the param */
  REF_LET,          /* let_stmt = the defining let */
  REF_FN_ARG,       /* inside an inlined fn body: index in sem.index */
  REF_SHAPE_VAR,    /* a fn's shape variable: value in sem.ival */
  REF_NODE_VAR,     /* the rec's node parameter n, or an output's node var */
  REF_REDUCE_VAR,   /* the bound variable k of a reduction: AstRangeKind in sem.index */
  REF_INPUT,        /* the input name t (only `t.root`, `t.nodes` are valid) */
  REF_ROOT,         /* t.root */
  REF_CHILD,        /* n.child[K]: constant index in sem.index */
  REF_CHILDREN,     /* n.children */
  REF_ARITY,        /* n.arity */
  REF_FIELD,        /* n.FIELD: field index in sem.index */
  REF_LEAF,         /* leaf(n) */
  REF_REC_CALL,     /* node(x): a rec (sem.decl) applied to a node expression */
  REF_PARENT,       /* n.parent (v2) */
  REF_PARENTS,      /* n.parents (v2, a reduction's range) */
  REF_NODES,        /* t.nodes (v2, a node-set reduction's range) */
  REF_NODE_INT,     /* n.index, n.depth, n.height (v2): AstNodeInt in sem.index */
  REF_IS_ROOT,      /* root(n) (v2) */
  REF_TUPLE_GET,    /* x.h: component index in sem.index */
  REF_BUILTIN,      /* sigmoid(x) ...: builtin id in sem.index */
  REF_FN_CALL,      /* a call to a fn; sem.inlined holds the typed copy */
  REF_ROW,          /* M[i]: row i of a matrix (i an int expression) */
} SemRefKind;

typedef struct AstInlined AstInlined;

struct AstExpr {
  AstExprKind kind;
  CxLoc loc;
  union {
    int64_t ival;                                  /* EXPR_INT */
    double fval;                                   /* EXPR_FLOAT */
    const char *name;                              /* EXPR_NAME */
    struct { AstOp op; AstExpr *operand; } unary;  /* EXPR_UNARY */
    struct { AstOp op; AstExpr *lhs, *rhs; } binary;
    struct {                                       /* EXPR_CALL */
      const char *callee;
      CxLoc callee_loc;
      AstExpr **args;
      int nargs;
    } call;
    struct { AstExpr *base; const char *name; CxLoc name_loc; } field;
    struct { AstExpr *base, *index; } index;
    struct { AstExpr *base, *lo, *hi; } slice;     /* lo/hi never NULL */
    struct { AstExpr **items; int nitems; } tuple;
    struct {                                       /* EXPR_REDUCE (sem.index: AstRangeKind) */
      AstReduceKind op;
      const char *var;                             /* k */
      CxLoc var_loc;
      AstExpr *over;                               /* n.children */
      AstExpr *body;
    } reduce;
    struct { AstExpr **dims; int ndims; } shape;   /* EXPR_SHAPE */
  } u;

  /* Filled by semantic analysis. */
  struct {
    CxType type;
    SemRefKind ref;
    AstDecl *decl;        /* REF_CONST, REF_PARAM, REF_FN_CALL (the fn) */
    AstStmt *let_stmt;    /* REF_LET */
    int index;            /* see SemRefKind */
    int64_t ival;         /* value of a compile-time int (consts, shape vars,
                             int literals and const arithmetic) */
    bool is_const;        /* a compile-time int with value ival */
    AstInlined *inlined;  /* REF_FN_CALL */
  } sem;
};

/* ---- statements ---- */

typedef enum AstStmtKind { STMT_LET, STMT_RETURN, STMT_IF } AstStmtKind;

typedef struct AstBlock {
  AstStmt **stmts;
  int nstmts;
  CxLoc loc;
} AstBlock;

struct AstStmt {
  AstStmtKind kind;
  CxLoc loc;
  union {
    struct { const char *name; CxLoc name_loc; AstExpr *value; } let;
    struct { AstExpr *value; } ret;            /* a tuple is an EXPR_TUPLE */
    struct { AstExpr *cond; AstBlock *then_b, *else_b; } if_; /* else_b may be NULL; `else if` nests an if in a block */
  } u;
  struct {
    bool used;            /* a let read somewhere (for -Wunused) */
  } sem;
};

/* A typed copy of a fn body made by sema for one call site, with the
 * shape variables bound; lowering walks it in place of the fn. */
struct AstInlined {
  AstDecl *fn;
  AstBlock *body;         /* deep copy, typed for this call */
  int64_t *shape_vals;    /* one per shape variable of the fn */
  AstExpr **args;         /* the call's argument expressions */
};

/* ---- declarations ---- */

typedef enum AstDeclKind {
  DECL_MODEL,   /* model NAME; */
  DECL_IMPORT,  /* import "nn.cx"; */
  DECL_CONST,   /* const H = 256; */
  DECL_PARAM,   /* param W : [H, H] = "key"[0:H]; one decl per name */
  DECL_INPUT,   /* input t : tree[2] { word : int, ... }; */
  DECL_FN,      /* fn name<M, N>(x : [N], ...) -> T { ... } */
  DECL_REC,     /* rec node(n) -> T { ... } */
  DECL_OUTPUT,  /* output NAME = e;  output NAME(n) = e; */
} AstDeclKind;

typedef enum AstInputKind { INPUT_TREE, INPUT_DAG, INPUT_SEQ } AstInputKind;

typedef struct AstField {
  const char *name;
  CxLoc loc;
  AstType *type;          /* ATY_INT or a rank-1 ATY_TENSOR */
  bool used;              /* set by sema (for -Wunused) */
} AstField;

typedef struct AstFnParam {
  const char *name;
  CxLoc loc;
  AstType *type;
  bool used;
} AstFnParam;

struct AstDecl {
  AstDeclKind kind;
  CxLoc loc;              /* the whole declaration */
  const char *name;       /* model, const, param, input, fn, rec, output; import: NULL */
  CxLoc name_loc;
  union {
    struct { const char *path; CxLoc path_loc; AstDecl **decls; int ndecls; } import;
    struct { AstExpr *value; } const_;
    struct {
      AstType *type;          /* ATY_TENSOR */
      const char *key;        /* weights key; NULL = the param's own name */
      CxLoc key_loc;
      AstExpr *slice_lo, *slice_hi; /* "key"[lo:hi] rows of the stored tensor; NULL if none */
    } param;
    struct {
      AstInputKind kind;
      int arity;              /* tree[N]: N; tree[*]: -1; dag, seq: -1 / 1 */
      CxLoc arity_loc;
      AstField **fields;
      int nfields;
    } input;
    struct {
      const char **shape_vars; CxLoc *shape_var_locs; int nshape_vars;
      AstFnParam **params; int nparams;
      AstType *ret;
      AstBlock *body;
    } fn;
    struct {
      const char *node_var;   /* n */
      CxLoc node_var_loc;
      AstType *ret;
      AstBlock *body;
    } rec;
    struct {
      const char *node_var;   /* NULL for a per-structure output */
      CxLoc node_var_loc;
      AstExpr *value;         /* output NAME = value; (NULL for a block) */
      AstBlock *body;         /* output NAME { lets; return ...; } (v2), or NULL */
    } output;
  } u;
  struct {
    CxType type;            /* param: its tensor type; fn/rec: return type; output: value type */
    int64_t ival;           /* const: value */
    bool evaluated;         /* const: value known (cycle detection) */
    bool evaluating;
    bool used;              /* for -Wunused (params) */
    int index;              /* param: index among the model's params; output: index;
                               rec: its pass (position in CxProgram.recs) */
    AstRecDir dir;          /* rec: its direction */
    const char *file;       /* path of the file that declared it */
  } sem;
};

/* A parsed module (one .cx file; imports are resolved by sema). */
typedef struct AstModule {
  const char *path;
  int file_id;
  AstDecl **decls;
  int ndecls;
} AstModule;

/* ---- construction helpers (used by the parser and by sema's copier) ---- */

AstExpr *ast_expr_new(CxArena *a, AstExprKind kind, CxLoc loc);
AstStmt *ast_stmt_new(CxArena *a, AstStmtKind kind, CxLoc loc);
AstDecl *ast_decl_new(CxArena *a, AstDeclKind kind, CxLoc loc);
AstType *ast_type_new(CxArena *a, AstTypeKind kind, CxLoc loc);
/* Deep copy of an expression / block (sem annotations reset). */
AstExpr *ast_expr_clone(CxArena *a, const AstExpr *e);
AstBlock *ast_block_clone(CxArena *a, const AstBlock *b);

const char *ast_op_spelling(AstOp op);          /* "+", "@", "==", "!" */
const char *ast_reduce_name(AstReduceKind k);   /* "sum", "max", "mean" */

/* Printers (ast_print.c).
 * ast_dump: the readable tree of `cortex ir --stage ast`, one node a line
 *   with its kind, its source range and, after sema, its type.
 * ast_print_source: .cx source text that parses back to the same AST
 *   (the parser round-trip tests rely on this). */
void ast_dump(FILE *out, const AstModule *m, bool with_types);
void ast_print_source(FILE *out, const AstModule *m);
void ast_print_expr(FILE *out, const AstExpr *e);
/* "[5, 256]", "int", "(h : [256], c : [256])" into buf. */
char *cx_type_str(const CxType *t, char *buf, size_t size);
char *cx_shape_str(const CxShape *s, char *buf, size_t size);
bool cx_shape_eq(const CxShape *a, const CxShape *b);

#endif
