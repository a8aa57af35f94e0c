/* The schedule: RA-IR -> loop IR (see loops.h for the model).
 *
 * Per kernel (a branch, a leaf-specialized variant of one, or an output),
 * the instructions are classified:
 *   inline   params, fills, states, fields and views of them (rows,
 *            slices, transposes): loads, recomputed where used;
 *   int      int/bool arithmetic (row indices, int outputs): expressions;
 *   ew       elementwise ops and reductions over children: members of a
 *            fused CLUSTER, one loop over the elements for all nodes of the
 *            group, each member a scalar local of that loop;
 *   heavy    matrix products, dots, sums, softmax, argmax, concat: a loop
 *            nest of their own writing a home (temp, state or output row).
 * Instructions are visited in SSA order.  A cluster stays open (it can
 * take more members) until something needs one of its members outside
 * the loop: a heavy op, a view, another space or size.  Then the member
 * is materialized and the cluster closed, i.e. committed to the nest list
 * at that point, after everything it reads and before its reader.  Per
 * child elementwise values are computed inside the reduction's loop over
 * the children; only when a per-child heavy op reads them are they
 * materialized in an edge temp.
 *
 * Loop nests are generated at the end, when every home is known.  Lets
 * (child ids, row indices with their range checks) are created on demand
 * in the prologue of the loop they depend on: the node loop for node
 * values, the child loop for per-child ones, before the nest for
 * invariant ones. */
#include "ir/loops.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/base/diag.h"

/* ---- construction helpers ---------------------------------------------------- */

void loop_default_options(LoopOptions *o) {
  memset(o, 0, sizeof *o);
  o->leaf_split = true;
  o->fuse_elementwise = true;
  o->batch_matmul = true;
  o->merge_matmul_sum = true;
  o->dot_lanes = 8;
  o->dot_double = false;
  o->state_home = true;
  o->vec_dot = true;
  o->gemm_kernel = 4;
  o->vec_hsum_double = true;
  o->dot_comp = 2;
  o->gemm_pack = true;
  o->gemm_fuse = true;
  o->gemm_sweep = true;
  o->gemm_epilogue = true;
  o->leaf_const = true;
  o->leaf_prod = true;
  o->gemm_nodes = 4;
  o->gemm_rows = 32;
  o->vec_math = true;
  o->sum_matmul = true;
  o->col_vec = true;
  o->flat_edges = true;
}

static void body_push(LoopBody *b, LoopStmt *s) {
  if (b->n == b->cap) {
    b->cap = b->cap ? b->cap * 2 : 8;
    b->s = cx_xrealloc(b->s, sizeof *b->s * (size_t)b->cap);
  }
  b->s[b->n++] = s;
}

/* Appends all of src to dst (src's array is freed). */
static void body_append(LoopBody *dst, LoopBody *src) {
  for (int i = 0; i < src->n; i++) body_push(dst, src->s[i]);
  free(src->s);
  memset(src, 0, sizeof *src);
}

static void body_free(LoopBody *b) {
  for (int i = 0; i < b->n; i++) {
    body_free(&b->s[i]->body);
    body_free(&b->s[i]->els);
    if (b->s[i]->kind == LS_GEMM && b->s[i]->gemm->epilogue) body_free(&b->s[i]->gemm->epilogue->body);
  }
  free(b->s);
  memset(b, 0, sizeof *b);
}

typedef struct Builder {
  LoopProgram *lp;
  LoopKernel *k;
} Builder;

static LoopExpr *ex_new(Builder *B, LoopExprKind kind, LoopType t) {
  LoopExpr *e = arena_alloc(&B->lp->arena, sizeof *e);
  e->kind = kind;
  e->type = t;
  return e;
}

static LoopExpr *ex_f32(Builder *B, double v) {
  LoopExpr *e = ex_new(B, LE_CONST, LT_F32);
  e->f = v;
  return e;
}

static LoopExpr *ex_f64(Builder *B, double v) {
  LoopExpr *e = ex_new(B, LE_CONST, LT_F64);
  e->f = v;
  return e;
}

static LoopExpr *ex_i64(Builder *B, int64_t v) {
  LoopExpr *e = ex_new(B, LE_CONST, LT_I64);
  e->i = v;
  return e;
}

static LoopExpr *ex_var(Builder *B, int var) {
  LoopExpr *e = ex_new(B, LE_VAR, B->k->vars[var].type);
  e->var = var;
  return e;
}

static LoopExpr *ex_cast(Builder *B, LoopExpr *a, LoopType t) {
  if (a->type == t) return a;
  if (a->kind == LE_CONST && t == LT_F64 && a->type == LT_F32) return ex_f64(B, a->f);
  LoopExpr *e = ex_new(B, LE_CAST, t);
  e->a = a;
  return e;
}

static bool is_i64_const(const LoopExpr *e, int64_t v) {
  return e->kind == LE_CONST && e->type == LT_I64 && e->i == v;
}

static LoopExpr *ex_bin(Builder *B, LoopOp op, LoopExpr *a, LoopExpr *b) {
  /* Index arithmetic stays readable: fold x + 0, x * 1, x * 0, consts. */
  if (a->type == LT_I64 && b->type == LT_I64) {
    if (a->kind == LE_CONST && b->kind == LE_CONST && (op == LO_ADD || op == LO_SUB || op == LO_MUL)) {
      uint64_t x = (uint64_t)a->i, y = (uint64_t)b->i;
      return ex_i64(B, (int64_t)(op == LO_ADD ? x + y : op == LO_SUB ? x - y : x * y));
    }
    if (op == LO_ADD && is_i64_const(b, 0)) return a;
    if (op == LO_ADD && is_i64_const(a, 0)) return b;
    if (op == LO_SUB && is_i64_const(b, 0)) return a;
    if (op == LO_MUL && (is_i64_const(b, 1))) return a;
    if (op == LO_MUL && (is_i64_const(a, 1))) return b;
    if (op == LO_MUL && (is_i64_const(a, 0) || is_i64_const(b, 0))) return ex_i64(B, 0);
  }
  LoopType t = a->type;
  if (op >= LO_LT && op <= LO_NE) t = LT_BOOL;
  if (op == LO_AND || op == LO_OR) t = LT_BOOL;
  LoopExpr *e = ex_new(B, LE_BINARY, t);
  e->op = op;
  e->a = a;
  e->b = b;
  return e;
}

static LoopExpr *ex_un(Builder *B, LoopOp op, LoopExpr *a) {
  LoopExpr *e = ex_new(B, LE_UNARY, op == LO_ISNAN || op == LO_NOT ? LT_BOOL : a->type);
  e->op = op;
  e->a = a;
  return e;
}

static LoopExpr *ex_load(Builder *B, LoopArray arr, int id, LoopExpr *index) {
  LoopExpr *e = ex_new(B, LE_LOAD, arr >= LA_CHILDREN ? LT_I64 : LT_F32);
  e->array = arr;
  e->id = id;
  e->a = index;
  return e;
}

static int new_var(Builder *B, LoopType t, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int new_var(Builder *B, LoopType t, const char *fmt, ...) {
  LoopKernel *k = B->k;
  if (k->nvars == k->capvars) {
    k->capvars = k->capvars ? k->capvars * 2 : 32;
    k->vars = cx_xrealloc(k->vars, sizeof *k->vars * (size_t)k->capvars);
  }
  va_list ap;
  va_start(ap, fmt);
  k->vars[k->nvars].name = arena_vprintf(&B->lp->arena, fmt, ap);
  va_end(ap);
  k->vars[k->nvars].type = t;
  return k->nvars++;
}

static LoopStmt *st_new(Builder *B, LoopStmtKind kind, int instr, CxLoc loc) {
  LoopStmt *s = arena_alloc(&B->lp->arena, sizeof *s);
  s->kind = kind;
  s->instr = instr;
  s->loc = loc;
  s->var = -1;
  return s;
}

static LoopStmt *st_set(Builder *B, int var, LoopExpr *v, int instr, CxLoc loc) {
  LoopStmt *s = st_new(B, LS_SET, instr, loc);
  s->var = var;
  s->value = v;
  return s;
}

static LoopStmt *st_for(Builder *B, int var, LoopExpr *lo, LoopExpr *hi, LoopRole role, int instr, CxLoc loc) {
  LoopStmt *s = st_new(B, LS_FOR, instr, loc);
  s->var = var;
  s->lo = lo;
  s->hi = hi;
  s->role = role;
  return s;
}

static LoopStmt *st_store(Builder *B, LoopArray arr, int id, LoopExpr *index, LoopExpr *v, int instr, CxLoc loc) {
  LoopStmt *s = st_new(B, LS_STORE, instr, loc);
  s->array = arr;
  s->id = id;
  s->index = index;
  s->value = v;
  return s;
}

static int add_temp(Builder *B, LoopSpace space, int64_t numel, int instr) {
  LoopKernel *k = B->k;
  if (k->ntemps == k->captemps) {
    k->captemps = k->captemps ? k->captemps * 2 : 8;
    k->temps = cx_xrealloc(k->temps, sizeof *k->temps * (size_t)k->captemps);
  }
  LoopTemp *t = &k->temps[k->ntemps];
  t->name = arena_printf(&B->lp->arena, "t%d", k->ntemps);
  t->space = space;
  t->numel = numel;
  t->instr = instr;
  return k->ntemps++;
}

/* ---- scratch layout ------------------------------------------------------------ */

int64_t loop_temp_rows(const LoopTemp *t, int64_t node_cap, int64_t edge_cap) {
  return t->space == SP_INV ? 1 : t->space == SP_NODE ? node_cap : edge_cap;
}

static int64_t round16(int64_t n) { return (n + 15) & ~(int64_t)15; }

int64_t loop_temp_offset(const LoopKernel *k, int t, int64_t node_cap, int64_t edge_cap) {
  int64_t off = 0;
  for (int u = 0; u < t; u++) off += round16(k->temps[u].numel * loop_temp_rows(&k->temps[u], node_cap, edge_cap));
  return off;
}

int64_t loop_scratch_floats(const LoopKernel *k, int64_t node_cap, int64_t edge_cap) {
  return loop_temp_offset(k, k->ntemps, node_cap, edge_cap);
}

/* ---- classification ------------------------------------------------------------- */

typedef enum Cls {
  C_INLINE,   /* loads and views */
  C_INT,      /* int/bool expressions */
  C_EW,       /* elementwise and reductions: cluster members */
  C_HEAVY,    /* own loop nest, materialized */
  C_VCONCAT,  /* a concat read only as a matmul operand: k segments */
  C_MERGED,   /* part of a merged matmul sum (computed by its root) */
} Cls;

typedef enum HomeKind { HOME_NONE, HOME_TEMP, HOME_STATE, HOME_OUT } HomeKind;

typedef struct Val {
  LoopSpace space;
  Cls cls;
  int64_t numel;
  int nuses;
  int cluster;        /* C_EW: its cluster (-1: none yet) */
  bool stored;        /* materialized in its home */
  HomeKind home;
  int home_id;        /* temp index, state component */
  bool merged_root;   /* C_HEAVY: an add chain of matmuls */
} Val;

typedef struct Copy {
  int value;          /* instruction to copy */
  HomeKind dest;      /* HOME_STATE or HOME_OUT */
  int dest_id;
} Copy;

typedef struct Cluster {
  LoopSpace space;
  int64_t numel;
  int *members;
  int n, cap;
  Copy *copies;
  int ncopies, capcopies;
  bool closed;
} Cluster;

typedef enum NestKind { NEST_CLUSTER, NEST_HEAVY } NestKind;
typedef struct Nest {
  NestKind kind;
  int id;
} Nest;

typedef struct Sched {
  Builder B;
  const IrProgram *p;
  const IrBlock *b;
  CxDiagEngine *diag;
  bool output;          /* an output kernel */
  Val *v;
  int n;
  Cluster *cl;
  int ncl, capcl;
  Nest *nests;
  int nnests, capnests;
  int var_count;        /* nodes in the group / rows of the output */
  int var_ebase;        /* child_start[start] (branch kernels) */
  bool failed;
} Sched;

static int64_t shape_numel(const CxShape *s) {
  int64_t n = 1;
  for (int d = 0; d < s->rank; d++) n *= s->dims[d];
  return n;
}

static const IrInstr *ins(const Sched *S, int i) { return &S->b->instrs[i]; }

static void internal(Sched *S, int i, const char *what) {
  if (S->failed) return;
  S->failed = true;
  diag_report(S->diag, DIAG_ERROR, i >= 0 ? ins(S, i)->loc : cx_noloc,
              "internal compiler error: schedule: %s (kernel %s, %%%d %s)", what, S->B.k->name, i,
              i >= 0 ? ir_op_names[ins(S, i)->op] : "-");
}

static Cls classify_op(const IrInstr *in) {
  if (in->type.kind != IRT_TENSOR) return in->op == IR_ARGMAX ? C_HEAVY : C_INT;
  switch (in->op) {
  case IR_PARAM: case IR_FILL: case IR_STATE: case IR_FIELD:
  case IR_SLICE: case IR_TRANSPOSE: case IR_ROW:
    return C_INLINE;
  case IR_ADD: case IR_SUB: case IR_MUL: case IR_DIV: case IR_MAX: case IR_MIN:
  case IR_NEG: case IR_SIGMOID: case IR_TANH: case IR_RELU: case IR_EXP: case IR_LOG:
  case IR_SQRT: case IR_ABS: case IR_REDUCE:
    return C_EW;
  default:
    return C_HEAVY;
  }
}

static bool is_result(const Sched *S, int i) {
  const LoopKernel *k = S->B.k;
  int nres = S->output ? 1 : S->p->ncomps;
  for (int c = 0; c < nres; c++)
    if (k->results[c] == i) return true;
  return false;
}

/* A matmul that can be a term of a merged sum: invariant matrix, vector
 * operand, used once (by the add). */
static bool mergeable_mm(const Sched *S, int i) {
  const IrInstr *in = ins(S, i);
  if (in->op != IR_MATMUL || S->v[i].nuses != 1 || is_result(S, i)) return false;
  const IrInstr *a = ins(S, in->args[0]), *x = ins(S, in->args[1]);
  return S->v[in->args[0]].space == SP_INV && x->type.shape.rank == 1 && a->type.shape.rank == 2 &&
         S->v[i].space != SP_INV;
}

static bool merge_chain(const Sched *S, int i, LoopSpace space);

static bool merge_term(const Sched *S, int i, LoopSpace space) {
  if (S->v[i].space != space) return false;
  if (mergeable_mm(S, i)) return true;
  return ins(S, i)->op == IR_ADD && S->v[i].nuses == 1 && !is_result(S, i) && merge_chain(S, i, space);
}

static bool merge_chain(const Sched *S, int i, LoopSpace space) {
  const IrInstr *in = ins(S, i);
  return in->op == IR_ADD && merge_term(S, in->args[0], space) && merge_term(S, in->args[1], space);
}

static void mark_merged(Sched *S, int i) {
  const IrInstr *in = ins(S, i);
  if (in->op == IR_ADD) {
    mark_merged(S, in->args[0]);
    mark_merged(S, in->args[1]);
  }
  S->v[i].cls = C_MERGED;
}

static void analyze(Sched *S) {
  const IrBlock *b = S->b;
  for (int i = 0; i < b->n; i++) {
    const IrInstr *in = ins(S, i);
    Val *v = &S->v[i];
    v->cluster = -1;
    v->cls = classify_op(in);
    v->numel = in->type.kind == IRT_TENSOR ? shape_numel(&in->type.shape) : 1;
    LoopSpace sp = SP_INV;
    if (in->op == IR_STATE || in->op == IR_FIELD || in->op == IR_ARITY) sp = SP_NODE;
    for (int a = 0; a < in->nargs; a++) {
      S->v[in->args[a]].nuses++;
      if (S->v[in->args[a]].space > sp) sp = S->v[in->args[a]].space;
    }
    if (in->op == IR_REDUCE) sp = SP_NODE;
    if (in->per_child) sp = SP_EDGE;
    v->space = sp;
  }
  /* Concats read only as the k operand of matrix products: segments. */
  for (int i = 0; i < b->n; i++) {
    if (ins(S, i)->op != IR_CONCAT || is_result(S, i)) continue;
    bool only_mm = true;
    for (int j = i + 1; j < b->n && only_mm; j++)
      for (int a = 0; a < ins(S, j)->nargs; a++)
        if (ins(S, j)->args[a] == i && !(ins(S, j)->op == IR_MATMUL && a == 1)) only_mm = false;
    if (only_mm) S->v[i].cls = C_VCONCAT;
  }
  /* Sums of matrix products: one dot product per row. */
  if (S->B.lp->opt.merge_matmul_sum) {
    for (int i = b->n - 1; i >= 0; i--) {
      if (S->v[i].cls != C_EW || !merge_chain(S, i, S->v[i].space)) continue;
      if (S->v[i].space == SP_INV) continue;
      mark_merged(S, ins(S, i)->args[0]);
      mark_merged(S, ins(S, i)->args[1]);
      S->v[i].cls = C_HEAVY;
      S->v[i].merged_root = true;
    }
  }
}

/* ---- clusters and nests -------------------------------------------------------- */

static void push_nest(Sched *S, NestKind kind, int id) {
  if (S->nnests == S->capnests) {
    S->capnests = S->capnests ? S->capnests * 2 : 16;
    S->nests = cx_xrealloc(S->nests, sizeof *S->nests * (size_t)S->capnests);
  }
  S->nests[S->nnests].kind = kind;
  S->nests[S->nnests].id = id;
  S->nnests++;
}

static int new_cluster(Sched *S, LoopSpace space, int64_t numel) {
  if (S->ncl == S->capcl) {
    S->capcl = S->capcl ? S->capcl * 2 : 8;
    S->cl = cx_xrealloc(S->cl, sizeof *S->cl * (size_t)S->capcl);
  }
  Cluster *c = &S->cl[S->ncl];
  memset(c, 0, sizeof *c);
  c->space = space;
  c->numel = numel;
  return S->ncl++;
}

static int open_cluster(Sched *S, LoopSpace space, int64_t numel) {
  if (S->B.lp->opt.fuse_elementwise)
    for (int c = 0; c < S->ncl; c++)
      if (!S->cl[c].closed && S->cl[c].space == space && S->cl[c].numel == numel) return c;
  return new_cluster(S, space, numel);
}

static void close_cluster(Sched *S, int c) {
  if (S->cl[c].closed) return;
  S->cl[c].closed = true;
  push_nest(S, NEST_CLUSTER, c);
}

static void cluster_add(Sched *S, int c, int i) {
  Cluster *cl = &S->cl[c];
  if (cl->n == cl->cap) {
    cl->cap = cl->cap ? cl->cap * 2 : 8;
    cl->members = cx_xrealloc(cl->members, sizeof(int) * (size_t)cl->cap);
  }
  cl->members[cl->n++] = i;
  S->v[i].cluster = c;
}

static void cluster_copy(Sched *S, int c, int value, HomeKind dest, int dest_id) {
  Cluster *cl = &S->cl[c];
  if (cl->ncopies == cl->capcopies) {
    cl->capcopies = cl->capcopies ? cl->capcopies * 2 : 4;
    cl->copies = cx_xrealloc(cl->copies, sizeof *cl->copies * (size_t)cl->capcopies);
  }
  cl->copies[cl->ncopies].value = value;
  cl->copies[cl->ncopies].dest = dest;
  cl->copies[cl->ncopies].dest_id = dest_id;
  cl->ncopies++;
}

static void need(Sched *S, int x, int c, bool direct);

/* The per-child elementwise values a reduction (or an edge cluster)
 * computes inline for value root: marks them in `in_sub`. */
static void edge_subgraph(Sched *S, int root, bool *in_sub) {
  if (S->v[root].cls != C_EW || S->v[root].space != SP_EDGE) return;
  in_sub[root] = true;
  for (int i = root; i >= 0; i--) {
    if (!in_sub[i]) continue;
    const IrInstr *in = ins(S, i);
    for (int a = 0; a < in->nargs; a++) {
      int x = in->args[a];
      if (S->v[x].cls == C_EW && S->v[x].space == SP_EDGE) in_sub[x] = true;
    }
  }
}

/* What the inline subgraph of an edge value needs (c: the cluster the
 * subgraph is computed in). */
static void need_subgraph(Sched *S, int root, int c) {
  bool *in_sub = cx_xcalloc((size_t)S->n, sizeof *in_sub);
  edge_subgraph(S, root, in_sub);
  if (!in_sub[root]) need(S, root, c, S->v[root].numel == S->cl[c].numel);
  for (int i = 0; i <= root; i++) {
    if (!in_sub[i]) continue;
    const IrInstr *in = ins(S, i);
    for (int a = 0; a < in->nargs; a++) {
      int x = in->args[a];
      if (in_sub[x]) continue;
      bool direct = S->v[x].numel == S->v[i].numel && S->v[i].numel == S->cl[c].numel;
      need(S, x, c, direct);
    }
  }
  free(in_sub);
}

/* Materializes an elementwise value. */
static void materialize(Sched *S, int x) {
  Val *v = &S->v[x];
  if (v->stored) return;
  v->stored = true;
  v->home = HOME_TEMP;
  if (v->space == SP_EDGE) {
    /* Computed (with its per-child subgraph) in an edge cluster of its own. */
    int c = new_cluster(S, SP_EDGE, v->numel);
    need_subgraph(S, x, c);
    bool *in_sub = cx_xcalloc((size_t)S->n, sizeof *in_sub);
    edge_subgraph(S, x, in_sub);
    for (int i = 0; i <= x; i++)
      if (in_sub[i]) cluster_add(S, c, i);
    free(in_sub);
    close_cluster(S, c);
    return;
  }
  if (v->cluster >= 0) close_cluster(S, v->cluster);
}

/* Makes value x available to a reader: inside cluster c (-1: a heavy
 * nest), directly at the reader's element (direct) or at any index. */
static void need(Sched *S, int x, int c, bool direct) {
  Val *v = &S->v[x];
  const IrInstr *in = ins(S, x);
  switch (v->cls) {
  case C_INT:
  case C_INLINE:
    /* Loads and views: what they read must be addressable. */
    for (int a = 0; a < in->nargs; a++)
      if (ins(S, in->args[a])->type.kind == IRT_TENSOR) need(S, in->args[a], c, false);
    break;
  case C_VCONCAT:
    for (int a = 0; a < in->nargs; a++) need(S, in->args[a], -1, false);
    break;
  case C_HEAVY:
  case C_MERGED:
    break;
  case C_EW:
    if (v->stored) break;
    if (direct && c >= 0 && v->cluster == c && !S->cl[c].closed) break;
    materialize(S, x);
    break;
  }
}

static void add_ew(Sched *S, int i) {
  const IrInstr *in = ins(S, i);
  Val *v = &S->v[i];
  if (v->space == SP_EDGE) return; /* computed where it is read */
  for (;;) {
    int c = open_cluster(S, v->space, v->numel);
    if (in->op == IR_REDUCE) {
      need_subgraph(S, in->args[0], c);
    } else {
      for (int a = 0; a < in->nargs; a++)
        need(S, in->args[a], c, S->v[in->args[a]].numel == v->numel);
    }
    if (!S->cl[c].closed) {
      cluster_add(S, c, i);
      if (!S->B.lp->opt.fuse_elementwise) {
        v->stored = true;
        v->home = HOME_TEMP;
        close_cluster(S, c);
      }
      return;
    }
  }
}

/* The operands of a heavy op (and of the matmuls of a merged sum). */
static void add_heavy_needs(Sched *S, int i) {
  const IrInstr *in = ins(S, i);
  if (S->v[i].cls == C_MERGED || (S->v[i].merged_root && in->op == IR_ADD)) {
    if (in->op == IR_ADD) {
      add_heavy_needs(S, in->args[0]);
      add_heavy_needs(S, in->args[1]);
      return;
    }
  }
  for (int a = 0; a < in->nargs; a++)
    if (ins(S, in->args[a])->type.kind == IRT_TENSOR) need(S, in->args[a], -1, false);
}

static void add_heavy(Sched *S, int i) {
  add_heavy_needs(S, i);
  S->v[i].stored = true;
  S->v[i].home = HOME_TEMP;
  push_nest(S, NEST_HEAVY, i);
}

/* Result value x goes to (dest, id). */
static void add_result(Sched *S, int x, HomeKind dest, int id, bool first_pass) {
  Val *v = &S->v[x];
  bool homeable = v->space == SP_NODE && (v->cls == C_EW || v->cls == C_HEAVY) && S->B.lp->opt.state_home;
  if (first_pass) {
    if (homeable && (v->home == HOME_NONE || v->home == HOME_TEMP)) {
      v->stored = true;
      v->home = dest;
      v->home_id = id;
      return;
    }
    return;
  }
  if (v->stored && v->home == dest && v->home_id == id) return;
  /* A copy, in a cluster of its own (after everything it could read). */
  if (v->cls == C_EW) materialize(S, x);
  int c = -1;
  for (int k = 0; k < S->ncl; k++)
    if (!S->cl[k].closed && S->cl[k].space == SP_NODE && S->cl[k].numel == v->numel && S->cl[k].n == 0) c = k;
  if (c < 0) c = new_cluster(S, SP_NODE, v->numel);
  need(S, x, c, false);
  cluster_copy(S, c, x, dest, id);
}

/* ---- generation ----------------------------------------------------------------- */

typedef struct Gen {
  Sched *S;
  LoopSpace space;
  int li, i;            /* node loop: row and node id (-1: none) */
  int cs, nk;           /* child_start[i] and arity (on demand) */
  int kk, ck, e;        /* child loop: child number, child id, edge row */
  LoopBody *top, *npro, *cpro;
  int *local;           /* per instr: its local in the current element loop */
  int *child_let;       /* per child number: var of child(i, c) */
  int *int_node, *int_child, *int_top; /* per instr: int lets */
} Gen;

static void gen_init(Gen *g, Sched *S, LoopBody *top) {
  memset(g, 0, sizeof *g);
  g->S = S;
  g->li = g->i = g->cs = g->nk = g->kk = g->ck = g->e = -1;
  g->top = top;
  int n = S->n ? S->n : 1;
  g->local = cx_xmalloc(sizeof(int) * (size_t)n);
  g->int_node = cx_xmalloc(sizeof(int) * (size_t)n);
  g->int_child = cx_xmalloc(sizeof(int) * (size_t)n);
  g->int_top = cx_xmalloc(sizeof(int) * (size_t)n);
  for (int i = 0; i < n; i++) g->local[i] = g->int_node[i] = g->int_child[i] = g->int_top[i] = -1;
  int mc = S->B.k->max_child + 1;
  g->child_let = cx_xmalloc(sizeof(int) * (size_t)(mc > 0 ? mc : 1));
  for (int i = 0; i < mc; i++) g->child_let[i] = -1;
}

static void gen_free(Gen *g) {
  free(g->local);
  free(g->int_node);
  free(g->int_child);
  free(g->int_top);
  free(g->child_let);
}

#define BLD (&g->S->B)

static CxLoc iloc(const Gen *g, int i) { return i >= 0 ? g->S->b->instrs[i].loc : g->S->B.k->loc; }

static int cs_let(Gen *g) {
  if (g->cs < 0) {
    g->cs = new_var(BLD, LT_I64, "cs");
    body_push(g->npro, st_set(BLD, g->cs, ex_load(BLD, LA_CHILD_START, 0, ex_var(BLD, g->i)), -1, iloc(g, -1)));
  }
  return g->cs;
}

static int nk_let(Gen *g) {
  if (g->nk < 0) {
    int cs = cs_let(g);
    g->nk = new_var(BLD, LT_I64, "nk");
    LoopExpr *next = ex_load(BLD, LA_CHILD_START, 0, ex_bin(BLD, LO_ADD, ex_var(BLD, g->i), ex_i64(BLD, 1)));
    body_push(g->npro, st_set(BLD, g->nk, ex_bin(BLD, LO_SUB, next, ex_var(BLD, cs)), -1, iloc(g, -1)));
  }
  return g->nk;
}

static int child_let(Gen *g, int c, int instr) {
  if (g->child_let[c] < 0) {
    int cs = cs_let(g);
    g->child_let[c] = new_var(BLD, LT_I64, "c%d", c);
    LoopExpr *ix = ex_bin(BLD, LO_ADD, ex_var(BLD, cs), ex_i64(BLD, c));
    body_push(g->npro, st_set(BLD, g->child_let[c], ex_load(BLD, LA_CHILDREN, 0, ix), instr, iloc(g, instr)));
  }
  return g->child_let[c];
}

static LoopExpr *node_expr(Gen *g, IrNodeRef r, int child, int instr) {
  switch (r) {
  case NODE_SELF: return ex_var(BLD, g->i);
  case NODE_CHILD: return ex_var(BLD, child_let(g, child, instr));
  case NODE_RED:
    if (g->ck < 0) {
      internal(g->S, instr, "a per-child value read outside a loop over the children");
      return ex_i64(BLD, 0);
    }
    return ex_var(BLD, g->ck);
  case NODE_PARENT: /* refused by loop_schedule (ir_compiled_unsupported) */
    internal(g->S, instr, "a parent read in the compiled backend");
    return ex_i64(BLD, 0);
  }
  return ex_var(BLD, g->i);
}

static LoopExpr *arity_of(Gen *g, LoopExpr *node) {
  LoopExpr *next = ex_load(BLD, LA_CHILD_START, 0, ex_bin(BLD, LO_ADD, node, ex_i64(BLD, 1)));
  return ex_bin(BLD, LO_SUB, next, ex_load(BLD, LA_CHILD_START, 0, node));
}

static LoopExpr *access(Gen *g, int x, LoopExpr *idx, bool direct);

static LoopExpr *as_i64(Gen *g, LoopExpr *e) { return e->type == LT_I64 ? e : ex_cast(BLD, e, LT_I64); }

/* An int/bool value as an expression. */
static LoopExpr *int_expr(Gen *g, int x) {
  Sched *S = g->S;
  const IrInstr *in = ins(S, x);
  LoopExpr *a = NULL, *b = NULL;
  if (in->op != IR_ARGMAX) {
    if (in->nargs > 0) a = int_expr(g, in->args[0]);
    if (in->nargs > 1) b = int_expr(g, in->args[1]);
  }
  switch (in->op) {
  case IR_ICONST: return in->type.kind == IRT_BOOL ? ex_cast(BLD, ex_i64(BLD, in->a.ival != 0), LT_BOOL)
                                                   : ex_i64(BLD, in->a.ival);
  case IR_FIELD: {
    LoopExpr *node = node_expr(g, in->a.node, in->a.child, x);
    LoopExpr *ix = ex_bin(BLD, LO_ADD, ex_bin(BLD, LO_MUL, node, ex_i64(BLD, S->p->nfields)), ex_i64(BLD, in->a.field));
    return ex_load(BLD, LA_IFIELDS, 0, ix);
  }
  case IR_ARITY: return arity_of(g, node_expr(g, in->a.node, in->a.child, x));
  case IR_IADD: return ex_bin(BLD, LO_ADD, as_i64(g, a), as_i64(g, b));
  case IR_ISUB: return ex_bin(BLD, LO_SUB, as_i64(g, a), as_i64(g, b));
  case IR_IMUL: return ex_bin(BLD, LO_MUL, as_i64(g, a), as_i64(g, b));
  case IR_IDIV: return ex_bin(BLD, LO_DIV, as_i64(g, a), as_i64(g, b));
  case IR_IMOD: return ex_bin(BLD, LO_MOD, as_i64(g, a), as_i64(g, b));
  case IR_ICMP: {
    static const LoopOp m[] = {[OP_EQ] = LO_EQ, [OP_NE] = LO_NE, [OP_LT] = LO_LT,
                               [OP_LE] = LO_LE, [OP_GT] = LO_GT, [OP_GE] = LO_GE};
    return ex_bin(BLD, m[in->a.cmp], as_i64(g, a), as_i64(g, b));
  }
  case IR_AND: return ex_bin(BLD, LO_AND, ex_cast(BLD, a, LT_BOOL), ex_cast(BLD, b, LT_BOOL));
  case IR_OR: return ex_bin(BLD, LO_OR, ex_cast(BLD, a, LT_BOOL), ex_cast(BLD, b, LT_BOOL));
  case IR_NOT: return ex_un(BLD, LO_NOT, ex_cast(BLD, a, LT_BOOL));
  case IR_ARGMAX: return ex_cast(BLD, access(g, x, ex_i64(BLD, 0), false), LT_I64);
  default:
    internal(S, x, "not an int value");
    return ex_i64(BLD, 0);
  }
}

/* The space an int value depends on. */
static LoopSpace int_space(Sched *S, int x) { return S->v[x].space; }

/* A row index, range-checked once where it is computed. */
static int row_index(Gen *g, int ix, int64_t rows, int row_instr) {
  Sched *S = g->S;
  LoopSpace sp = int_space(S, ix);
  int *memo = sp == SP_EDGE ? g->int_child : sp == SP_NODE ? g->int_node : g->int_top;
  LoopBody *pro = sp == SP_EDGE ? g->cpro : sp == SP_NODE ? g->npro : g->top;
  if (!pro) {
    internal(S, row_instr, "a row index outside of its loop");
    return new_var(BLD, LT_I64, "bad");
  }
  if (memo[ix] >= 0) return memo[ix];
  int var = new_var(BLD, LT_I64, "ix%d", ix);
  CxLoc loc = iloc(g, row_instr);
  body_push(pro, st_set(BLD, var, as_i64(g, int_expr(g, ix)), row_instr, loc));
  LoopExpr *bad = ex_bin(BLD, LO_OR, ex_bin(BLD, LO_LT, ex_var(BLD, var), ex_i64(BLD, 0)),
                         ex_bin(BLD, LO_GE, ex_var(BLD, var), ex_i64(BLD, rows)));
  LoopStmt *chk = st_new(BLD, LS_IF, row_instr, loc);
  chk->value = bad;
  LoopStmt *rec = st_new(BLD, LS_ROW_ERROR, row_instr, loc);
  rec->value = ex_var(BLD, var);
  rec->index = g->i >= 0 ? ex_var(BLD, g->i) : ex_i64(BLD, -1);
  body_push(&chk->body, rec);
  body_push(&chk->body, st_set(BLD, var, ex_i64(BLD, 0), row_instr, loc));
  body_push(pro, chk);
  memo[ix] = var;
  return var;
}

/* Where a materialized value lives: array, id and flat index. */
static LoopExpr *home_index(Gen *g, int x, LoopExpr *idx, LoopArray *arr, int *id) {
  Sched *S = g->S;
  Val *v = &S->v[x];
  LoopExpr *row = NULL;
  switch (v->home) {
  case HOME_TEMP:
    *arr = LA_TEMP;
    *id = v->home_id;
    if (v->space == SP_INV) row = ex_i64(BLD, 0);
    else if (v->space == SP_NODE) row = ex_var(BLD, g->li);
    else if (g->e >= 0) row = ex_var(BLD, g->e);
    else {
      internal(S, x, "a per-child temp read outside a loop over the children");
      row = ex_i64(BLD, 0);
    }
    break;
  case HOME_STATE:
    *arr = LA_STATE;
    *id = v->home_id;
    row = ex_var(BLD, g->i);
    break;
  case HOME_OUT:
    *arr = LA_OUT;
    *id = 0;
    row = ex_var(BLD, g->li);
    break;
  case HOME_NONE:
    internal(S, x, "a value without a home");
    *arr = LA_TEMP;
    *id = 0;
    row = ex_i64(BLD, 0);
    break;
  }
  if ((v->space == SP_NODE || v->home != HOME_TEMP) && g->li < 0) {
    internal(S, x, "a node value read outside a loop over the nodes");
    row = ex_i64(BLD, 0);
  }
  return ex_bin(BLD, LO_ADD, ex_bin(BLD, LO_MUL, row, ex_i64(BLD, v->numel)), idx);
}

/* Element idx (flat, row-major) of value x.  direct: idx is the current
 * element of a fused loop, so x's local there may be used. */
static LoopExpr *access(Gen *g, int x, LoopExpr *idx, bool direct) {
  Sched *S = g->S;
  Val *v = &S->v[x];
  const IrInstr *in = ins(S, x);
  if (g->local[x] >= 0 && (direct || v->numel == 1)) return ex_var(BLD, g->local[x]);
  if (v->stored) {
    LoopArray arr;
    int id;
    LoopExpr *ix = home_index(g, x, idx, &arr, &id);
    return ex_load(BLD, arr, id, ix);
  }
  switch (in->op) {
  case IR_PARAM: return ex_load(BLD, LA_PARAM, in->a.param, idx);
  case IR_FILL: return ex_f32(BLD, (float)in->a.fval);
  case IR_STATE: {
    LoopExpr *node = node_expr(g, in->a.node, in->a.child, x);
    int64_t size = shape_numel(&S->p->comp_shapes[in->a.comp]);
    return ex_load(BLD, LA_STATE, in->a.comp, ex_bin(BLD, LO_ADD, ex_bin(BLD, LO_MUL, node, ex_i64(BLD, size)), idx));
  }
  case IR_FIELD: {
    LoopExpr *node = node_expr(g, in->a.node, in->a.child, x);
    int64_t dim = S->p->fields[in->a.field].dim;
    return ex_load(BLD, LA_VFIELD, in->a.field, ex_bin(BLD, LO_ADD, ex_bin(BLD, LO_MUL, node, ex_i64(BLD, dim)), idx));
  }
  case IR_SLICE: {
    const IrInstr *a = ins(S, in->args[0]);
    int64_t row = shape_numel(&a->type.shape) / a->type.shape.dims[0];
    return access(g, in->args[0], ex_bin(BLD, LO_ADD, idx, ex_i64(BLD, in->a.lo * row)), false);
  }
  case IR_TRANSPOSE: {
    const IrInstr *a = ins(S, in->args[0]);
    int64_t R = a->type.shape.dims[0], C = a->type.shape.rank > 1 ? a->type.shape.dims[1] : 1;
    LoopExpr *r = ex_bin(BLD, LO_MOD, idx, ex_i64(BLD, R)), *c = ex_bin(BLD, LO_DIV, idx, ex_i64(BLD, R));
    return access(g, in->args[0], ex_bin(BLD, LO_ADD, ex_bin(BLD, LO_MUL, r, ex_i64(BLD, C)), c), false);
  }
  case IR_ROW: {
    const IrInstr *m = ins(S, in->args[0]);
    int64_t rows = m->type.shape.dims[0], rowsize = shape_numel(&m->type.shape) / rows;
    int ix = row_index(g, in->args[1], rows, x);
    return access(g, in->args[0], ex_bin(BLD, LO_ADD, ex_bin(BLD, LO_MUL, ex_var(BLD, ix), ex_i64(BLD, rowsize)), idx),
                  false);
  }
  default:
    internal(S, x, "a value read where it is not available");
    return ex_f32(BLD, 0);
  }
}

static LoopOp ew_op(IrOp op) {
  switch (op) {
  case IR_ADD: return LO_ADD;
  case IR_SUB: return LO_SUB;
  case IR_MUL: return LO_MUL;
  case IR_DIV: return LO_DIV;
  case IR_MAX: return LO_MAX;
  case IR_MIN: return LO_MIN;
  case IR_NEG: return LO_NEG;
  case IR_SIGMOID: return LO_SIGMOID;
  case IR_TANH: return LO_TANH;
  case IR_RELU: return LO_RELU;
  case IR_EXP: return LO_EXP;
  case IR_LOG: return LO_LOG;
  case IR_SQRT: return LO_SQRT;
  case IR_ABS: return LO_ABS;
  default: return LO_NUM_OPS;
  }
}

/* An elementwise instruction at element j (rank-0 operands broadcast). */
static LoopExpr *ew_expr(Gen *g, int x, LoopExpr *j) {
  Sched *S = g->S;
  const IrInstr *in = ins(S, x);
  LoopExpr *args[2] = {NULL, NULL};
  for (int a = 0; a < in->nargs && a < 2; a++) {
    int y = in->args[a];
    bool bcast = S->v[y].numel == 1 && S->v[x].numel != 1;
    args[a] = access(g, y, bcast ? ex_i64(BLD, 0) : j, !bcast);
  }
  LoopOp op = ew_op(in->op);
  if (op == LO_NUM_OPS) {
    internal(S, x, "not an elementwise op");
    return ex_f32(BLD, 0);
  }
  return in->nargs == 2 ? ex_bin(BLD, op, args[0], args[1]) : ex_un(BLD, op, args[0]);
}

/* Node loop: for li in [0, count): i = start + li (or nodes[li]). */
static LoopStmt *open_nodes(Gen *g, int instr, LoopBody *pro) {
  Sched *S = g->S;
  LoopKernel *k = S->B.k;
  g->li = new_var(BLD, LT_I64, "li");
  g->i = new_var(BLD, LT_I64, "i");
  g->cs = g->nk = -1;
  for (int c = 0; c <= k->max_child; c++) g->child_let[c] = -1;
  for (int x = 0; x < S->n; x++) g->int_node[x] = -1;
  LoopStmt *f = st_for(BLD, g->li, ex_i64(BLD, 0), ex_var(BLD, S->var_count), LR_NODES, instr, iloc(g, instr));
  LoopExpr *node = S->output ? ex_load(BLD, LA_NODES, 0, ex_var(BLD, g->li))
                             : ex_bin(BLD, LO_ADD, ex_var(BLD, k->var_start), ex_var(BLD, g->li));
  body_push(&f->body, st_set(BLD, g->i, node, -1, iloc(g, instr)));
  memset(pro, 0, sizeof *pro);
  g->npro = pro;
  return f;
}

static void close_nodes(Gen *g, LoopStmt *f, LoopBody *inner) {
  body_append(&f->body, g->npro);
  body_append(&f->body, inner);
  g->npro = NULL;
}

/* Child loop: for kk in [lo, nk): ck = children[cs + kk], e = cs - ebase + kk. */
static LoopStmt *open_children(Gen *g, int instr, int64_t lo, LoopBody *pro) {
  Sched *S = g->S;
  int cs = cs_let(g), nk = nk_let(g);
  g->kk = new_var(BLD, LT_I64, "kk");
  g->ck = new_var(BLD, LT_I64, "ck");
  g->e = new_var(BLD, LT_I64, "e");
  for (int x = 0; x < S->n; x++) g->int_child[x] = -1;
  LoopStmt *f = st_for(BLD, g->kk, ex_i64(BLD, lo), ex_var(BLD, nk), LR_CHILDREN, instr, iloc(g, instr));
  LoopExpr *at = ex_bin(BLD, LO_ADD, ex_var(BLD, cs), ex_var(BLD, g->kk));
  body_push(&f->body, st_set(BLD, g->ck, ex_load(BLD, LA_CHILDREN, 0, at), -1, iloc(g, instr)));
  LoopExpr *e = ex_bin(BLD, LO_SUB, at, ex_var(BLD, S->var_ebase));
  body_push(&f->body, st_set(BLD, g->e, e, -1, iloc(g, instr)));
  memset(pro, 0, sizeof *pro);
  g->cpro = pro;
  return f;
}

static void close_children(Gen *g, LoopStmt *f, LoopBody *inner) {
  body_append(&f->body, g->cpro);
  body_append(&f->body, inner);
  g->cpro = NULL;
  g->kk = g->ck = g->e = -1;
}

/* The loops of a space around a nest body: returns the body to fill;
 * finish with space_close. */
typedef struct SpaceLoops {
  LoopStmt *nodes, *kids;
  LoopBody npro, cpro, inner_nodes, inner_kids;
  LoopBody *out;       /* where the loops go */
} SpaceLoops;

static LoopBody *space_open(Gen *g, SpaceLoops *sl, LoopSpace sp, int instr, LoopBody *out) {
  memset(sl, 0, sizeof *sl);
  sl->out = out;
  if (sp == SP_INV) return out;
  sl->nodes = open_nodes(g, instr, &sl->npro);
  if (sp == SP_NODE) return &sl->inner_nodes;
  sl->kids = open_children(g, instr, 0, &sl->cpro);
  return &sl->inner_kids;
}

static void space_close(Gen *g, SpaceLoops *sl) {
  if (!sl->nodes) return;
  if (sl->kids) {
    close_children(g, sl->kids, &sl->inner_kids);
    body_push(&sl->inner_nodes, sl->kids);
  }
  close_nodes(g, sl->nodes, &sl->inner_nodes);
  body_push(sl->out, sl->nodes);
  g->li = g->i = -1;
}

static LoopStmt *store_home(Gen *g, int x, LoopExpr *idx, LoopExpr *value) {
  LoopArray arr;
  int id;
  LoopExpr *ix = home_index(g, x, idx, &arr, &id);
  return st_store(BLD, arr, id, ix, value, x, iloc(g, x));
}

static LoopStmt *store_dest(Gen *g, HomeKind dest, int id, int64_t numel, LoopExpr *idx, LoopExpr *value, int x) {
  LoopExpr *row = ex_var(BLD, dest == HOME_STATE ? g->i : g->li);
  LoopExpr *ix = ex_bin(BLD, LO_ADD, ex_bin(BLD, LO_MUL, row, ex_i64(BLD, numel)), idx);
  return st_store(BLD, dest == HOME_STATE ? LA_STATE : LA_OUT, dest == HOME_STATE ? id : 0, ix, value, x, iloc(g, x));
}

/* A reduction over the children, at element j, into local `var`. */
static void gen_reduce(Gen *g, int x, LoopExpr *j, int var, LoopBody *out) {
  Sched *S = g->S;
  const IrInstr *in = ins(S, x);
  int arg = in->args[0];
  CxLoc loc = iloc(g, x);
  bool *in_sub = cx_xcalloc((size_t)S->n, sizeof *in_sub);
  edge_subgraph(S, arg, in_sub);
  int acc = var;
  if (in->a.red != RED_MAX) {
    acc = new_var(BLD, LT_F64, "acc%d", x);
    body_push(out, st_set(BLD, acc, ex_f64(BLD, 0), x, loc));
  } else {
    body_push(out, st_set(BLD, var, ex_f32(BLD, 0), x, loc));
  }
  LoopBody cpro, inner = {0};
  LoopStmt *f = open_children(g, x, 0, &cpro);
  f->note = arena_printf(&S->B.lp->arena, "reduce %s over the children", ast_reduce_name(in->a.red));
  for (int y = 0; y <= arg; y++) {
    if (!in_sub[y]) continue;
    int lv = new_var(BLD, LT_F32, "v%dk", y);
    LoopExpr *at = S->v[y].numel == 1 ? ex_i64(BLD, 0) : j;
    body_push(&inner, st_set(BLD, lv, ew_expr(g, y, at), y, iloc(g, y)));
    g->local[y] = lv;
  }
  LoopExpr *val = access(g, arg, S->v[arg].numel == 1 && S->v[x].numel != 1 ? ex_i64(BLD, 0) : j, true);
  if (in->a.red == RED_MAX) {
    LoopStmt *iff = st_new(BLD, LS_IF, x, loc);
    iff->value = ex_bin(BLD, LO_OR, ex_bin(BLD, LO_EQ, ex_var(BLD, g->kk), ex_i64(BLD, 0)),
                        ex_bin(BLD, LO_GT, val, ex_var(BLD, var)));
    body_push(&iff->body, st_set(BLD, var, val, x, loc));
    body_push(&inner, iff);
  } else {
    body_push(&inner, st_set(BLD, acc, ex_bin(BLD, LO_ADD, ex_var(BLD, acc), ex_cast(BLD, val, LT_F64)), x, loc));
  }
  int nk = g->nk;
  close_children(g, f, &inner);
  body_push(out, f);
  for (int y = 0; y <= arg; y++)
    if (in_sub[y]) g->local[y] = -1;
  free(in_sub);
  if (in->a.red == RED_SUM) {
    body_push(out, st_set(BLD, var, ex_cast(BLD, ex_var(BLD, acc), LT_F32), x, loc));
  } else if (in->a.red == RED_MEAN) {
    body_push(out, st_set(BLD, var, ex_f32(BLD, 0), x, loc));
    LoopStmt *iff = st_new(BLD, LS_IF, x, loc);
    iff->value = ex_bin(BLD, LO_GT, ex_var(BLD, nk), ex_i64(BLD, 0));
    LoopExpr *mean = ex_bin(BLD, LO_DIV, ex_var(BLD, acc), ex_cast(BLD, ex_var(BLD, nk), LT_F64));
    body_push(&iff->body, st_set(BLD, var, ex_cast(BLD, mean, LT_F32), x, loc));
    body_push(out, iff);
  }
}

static const char *members_note(Sched *S, const Cluster *cl) {
  char buf[256];
  int n = snprintf(buf, sizeof buf, "%s", cl->n > 1 ? "fused:" : cl->n == 1 ? "elementwise:" : "copy:");
  for (int m = 0; m < cl->n && n < (int)sizeof buf - 16; m++)
    n += snprintf(buf + n, sizeof buf - (size_t)n, " %%%d", cl->members[m]);
  if (n >= (int)sizeof buf - 16) snprintf(buf + sizeof buf - 5, 5, "...");
  return arena_strdup(&S->B.lp->arena, buf);
}

static void gen_cluster(Sched *S, Cluster *cl, LoopBody *out) {
  Gen gg, *g = &gg;
  LoopBody top = {0};
  gen_init(g, S, &top);
  int first = cl->n ? cl->members[0] : cl->ncopies ? cl->copies[0].value : -1;
  SpaceLoops sl;
  LoopBody *body = space_open(g, &sl, cl->space, first, &top);
  int jv = new_var(BLD, LT_I64, "j");
  LoopStmt *fj = st_for(BLD, jv, ex_i64(BLD, 0), ex_i64(BLD, cl->numel), LR_ELEMS, first, iloc(g, first));
  fj->note = members_note(S, cl);
  LoopExpr *j = ex_var(BLD, jv);
  for (int m = 0; m < cl->n; m++) {
    int x = cl->members[m];
    int var = new_var(BLD, LT_F32, "v%d", x);
    /* (an edge cluster's per-child subgraph may hold rank-0 values) */
    LoopExpr *at = S->v[x].numel == 1 ? ex_i64(BLD, 0) : j;
    if (ins(S, x)->op == IR_REDUCE) gen_reduce(g, x, j, var, &fj->body);
    else body_push(&fj->body, st_set(BLD, var, ew_expr(g, x, at), x, iloc(g, x)));
    g->local[x] = var;
    if (S->v[x].stored) body_push(&fj->body, store_home(g, x, at, ex_var(BLD, var)));
  }
  for (int c = 0; c < cl->ncopies; c++) {
    const Copy *cp = &cl->copies[c];
    const IrInstr *in = ins(S, cp->value);
    LoopExpr *val = in->type.kind == IRT_TENSOR ? access(g, cp->value, S->v[cp->value].numel == 1 ? ex_i64(BLD, 0) : j, true)
                                                : ex_cast(BLD, as_i64(g, int_expr(g, cp->value)), LT_F32);
    body_push(&fj->body, store_dest(g, cp->dest, cp->dest_id, cl->numel, j, val, cp->value));
  }
  body_push(body, fj);
  space_close(g, &sl);
  body_append(out, &top);
  gen_free(g);
}

/* Weight rows outermost, then the nodes: for matrix-vector products with
 * a shared matrix (each weight row read once per group).  A matrix-matrix
 * product (N > 1 columns, MV-RNN's W_M @ [A_l; A_r]) keeps the nodes
 * outermost: its other operand is the node's own matrix, which then stays
 * in cache for all rows (the code generator vectorizes along the columns). */
static bool rows_outer(Sched *S, LoopSpace a_space, LoopSpace out_space, int64_t N) {
  return S->B.lp->opt.batch_matmul && a_space == SP_INV && out_space != SP_INV && N == 1;
}

/* The segments of a matrix product term A @ B at row r, column c. */
static void mm_segments(Gen *g, int mm, LoopExpr *r, LoopExpr *c, int kvar, LoopDotSeg **segs, int *nsegs, int *cap) {
  Sched *S = g->S;
  const IrInstr *in = ins(S, mm);
  const IrInstr *A = ins(S, in->args[0]);
  int bx = in->args[1];
  int64_t K = A->type.shape.dims[1];
  int64_t N = in->type.shape.rank == 2 ? in->type.shape.dims[1] : 1;
  LoopExpr *k = ex_var(BLD, kvar);
  int nparts = S->v[bx].cls == C_VCONCAT ? ins(S, bx)->nargs : 1;
  int64_t off = 0;
  for (int p = 0; p < nparts; p++) {
    int part = S->v[bx].cls == C_VCONCAT ? ins(S, bx)->args[p] : bx;
    const IrInstr *P = ins(S, part);
    int64_t len = P->type.shape.dims[0];
    if (*nsegs == *cap) {
      *cap = *cap ? *cap * 2 : 4;
      *segs = cx_xrealloc(*segs, sizeof **segs * (size_t)*cap);
    }
    LoopDotSeg *sg = &(*segs)[(*nsegs)++];
    sg->len = len;
    LoopExpr *ka = ex_bin(BLD, LO_ADD, k, ex_i64(BLD, off));
    sg->a = access(g, in->args[0], ex_bin(BLD, LO_ADD, ex_bin(BLD, LO_MUL, r, ex_i64(BLD, K)), ka), false);
    sg->b = access(g, part, ex_bin(BLD, LO_ADD, ex_bin(BLD, LO_MUL, k, ex_i64(BLD, N)), c), false);
    off += len;
  }
}

static void collect_terms(Sched *S, int x, int *terms, int *n) {
  const IrInstr *in = ins(S, x);
  if (in->op == IR_ADD && (S->v[x].merged_root || S->v[x].cls == C_MERGED)) {
    collect_terms(S, in->args[0], terms, n);
    collect_terms(S, in->args[1], terms, n);
  } else {
    terms[(*n)++] = x;
  }
}

/* A batched per-edge product whose operands are child states only (Child-
 * Sum's U_f @ node(k).h): it can run over the group's edges as one flat
 * loop, which the GEMM pass then tiles like nodes. */
static bool flat_edges(Sched *S, int x, const int *terms, int nterms) {
  if (S->v[x].space != SP_EDGE || S->output || !S->B.lp->opt.flat_edges) return false;
  for (int t = 0; t < nterms; t++) {
    int bx = ins(S, terms[t])->args[1];
    int nparts = S->v[bx].cls == C_VCONCAT ? ins(S, bx)->nargs : 1;
    for (int p = 0; p < nparts; p++) {
      int part = S->v[bx].cls == C_VCONCAT ? ins(S, bx)->args[p] : bx;
      const IrInstr *P = ins(S, part);
      if (P->op != IR_STATE || P->a.node != NODE_RED || S->v[part].home != HOME_NONE) return false;
    }
  }
  return true;
}

static void gen_matmul(Sched *S, int x, LoopBody *out) {
  Gen gg, *g = &gg;
  LoopBody top = {0};
  gen_init(g, S, &top);
  const IrInstr *in = ins(S, x);
  int *terms = cx_xmalloc(sizeof(int) * (size_t)(S->n + 1));
  int nterms = 0;
  collect_terms(S, x, terms, &nterms);
  int64_t M = in->type.shape.dims[0];
  int64_t N = in->type.shape.rank == 2 ? in->type.shape.dims[1] : 1;
  LoopSpace a_space = SP_INV;
  for (int t = 0; t < nterms; t++)
    if (S->v[ins(S, terms[t])->args[0]].space > a_space) a_space = S->v[ins(S, terms[t])->args[0]].space;
  bool outer = rows_outer(S, a_space, S->v[x].space, N);
  CxLoc loc = iloc(g, x);
  int rv = new_var(BLD, LT_I64, "r");
  int cv = N > 1 ? new_var(BLD, LT_I64, "c") : -1;
  int kv = new_var(BLD, LT_I64, "k");
  int acc = new_var(BLD, LT_F32, "acc%d", x);
  LoopStmt *fr = st_for(BLD, rv, ex_i64(BLD, 0), ex_i64(BLD, M), LR_ROWS, x, loc);
  LoopExpr *r = ex_var(BLD, rv), *c = cv >= 0 ? ex_var(BLD, cv) : ex_i64(BLD, 0);
  SpaceLoops sl;
  memset(&sl, 0, sizeof sl);
  LoopBody *inner;
  LoopStmt *flat = NULL;
  if (outer && flat_edges(S, x, terms, nterms)) {
    /* the group's edges as one flat loop: e in 0..ne, ck = children[ebase + e] */
    LoopKernel *k = S->B.k;
    int ne = new_var(BLD, LT_I64, "ne");
    body_push(&top, st_set(BLD, ne,
                           ex_bin(BLD, LO_SUB, ex_load(BLD, LA_CHILD_START, 0, ex_var(BLD, k->var_end)),
                                  ex_var(BLD, S->var_ebase)),
                           -1, loc));
    g->e = new_var(BLD, LT_I64, "e");
    g->ck = new_var(BLD, LT_I64, "ck");
    flat = st_for(BLD, g->e, ex_i64(BLD, 0), ex_var(BLD, ne), LR_NODES, x, loc);
    flat->note = "the group's edges, flat";
    body_push(&flat->body, st_set(BLD, g->ck,
                                  ex_load(BLD, LA_CHILDREN, 0, ex_bin(BLD, LO_ADD, ex_var(BLD, S->var_ebase), ex_var(BLD, g->e))),
                                  -1, loc));
    body_push(&fr->body, flat);
    inner = &flat->body;
  } else if (outer) {
    inner = space_open(g, &sl, S->v[x].space, x, &fr->body);
  } else {
    LoopBody *b = space_open(g, &sl, S->v[x].space, x, &top);
    body_push(b, fr);
    inner = &fr->body;
  }
  LoopStmt *dot = st_new(BLD, LS_DOT, x, loc);
  dot->var = acc;
  dot->kvar = kv;
  dot->lanes = S->B.lp->opt.dot_lanes > 0 ? S->B.lp->opt.dot_lanes : 1;
  dot->acc = S->B.lp->opt.dot_double ? LT_F64 : LT_F32;
  int cap = 0;
  for (int t = 0; t < nterms; t++) mm_segments(g, terms[t], r, c, kv, &dot->segs, &dot->nsegs, &cap);
  LoopStmt *st = store_home(g, x, ex_bin(BLD, LO_ADD, ex_bin(BLD, LO_MUL, r, ex_i64(BLD, N)), c), ex_var(BLD, acc));
  if (cv >= 0) {
    LoopStmt *fc = st_for(BLD, cv, ex_i64(BLD, 0), ex_i64(BLD, N), LR_COLS, x, loc);
    body_push(&fc->body, dot);
    body_push(&fc->body, st);
    body_push(inner, fc);
  } else {
    body_push(inner, dot);
    body_push(inner, st);
  }
  if (!flat) space_close(g, &sl);
  if (outer) body_push(&top, fr);
  const char *what = nterms > 1 ? "merged sum of matrix products" : "matrix product";
  fr->note = outer ? arena_printf(&S->B.lp->arena, "%s, batched: weight rows outermost, each row read once per group", what)
                   : arena_printf(&S->B.lp->arena, "%s, per node", what);
  if (!outer && sl.nodes) sl.nodes->note = fr->note;
  body_append(out, &top);
  free(terms);
  gen_free(g);
}

/* The other heavy ops: one node (or edge) at a time. */
static void gen_heavy(Sched *S, int x, LoopBody *out) {
  const IrInstr *in = ins(S, x);
  if (in->op == IR_MATMUL || S->v[x].merged_root) {
    gen_matmul(S, x, out);
    return;
  }
  Gen gg, *g = &gg;
  LoopBody top = {0};
  gen_init(g, S, &top);
  CxLoc loc = iloc(g, x);
  SpaceLoops sl;
  LoopBody *b = space_open(g, &sl, S->v[x].space, x, &top);
  if (sl.nodes) sl.nodes->note = arena_printf(&S->B.lp->arena, "%s", ir_op_names[in->op]);
  int a0 = in->nargs > 0 ? in->args[0] : -1;
  int64_t n = a0 >= 0 ? S->v[a0].numel : 1;
  switch (in->op) {
  case IR_DOT: {
    int acc = new_var(BLD, LT_F32, "acc%d", x), kv = new_var(BLD, LT_I64, "k");
    LoopStmt *dot = st_new(BLD, LS_DOT, x, loc);
    dot->var = acc;
    dot->kvar = kv;
    dot->lanes = 1;
    dot->acc = LT_F64;
    dot->segs = cx_xcalloc(1, sizeof *dot->segs);
    dot->nsegs = 1;
    dot->segs[0].len = n;
    dot->segs[0].a = access(g, a0, ex_var(BLD, kv), false);
    dot->segs[0].b = access(g, in->args[1], ex_var(BLD, kv), false);
    body_push(b, dot);
    body_push(b, store_home(g, x, ex_i64(BLD, 0), ex_var(BLD, acc)));
    break;
  }
  case IR_SUM:
  case IR_MEAN: {
    int acc = new_var(BLD, LT_F64, "acc%d", x), jv = new_var(BLD, LT_I64, "j");
    body_push(b, st_set(BLD, acc, ex_f64(BLD, 0), x, loc));
    LoopStmt *f = st_for(BLD, jv, ex_i64(BLD, 0), ex_i64(BLD, n), LR_ELEMS, x, loc);
    LoopExpr *v = ex_cast(BLD, access(g, a0, ex_var(BLD, jv), false), LT_F64);
    body_push(&f->body, st_set(BLD, acc, ex_bin(BLD, LO_ADD, ex_var(BLD, acc), v), x, loc));
    body_push(b, f);
    LoopExpr *res = ex_var(BLD, acc);
    if (in->op == IR_MEAN) res = ex_bin(BLD, LO_DIV, res, ex_f64(BLD, (double)n));
    body_push(b, store_home(g, x, ex_i64(BLD, 0), ex_cast(BLD, res, LT_F32)));
    break;
  }
  case IR_SOFTMAX:
  case IR_LOG_SOFTMAX: {
    int m = new_var(BLD, LT_F32, "max%d", x), s = new_var(BLD, LT_F64, "sum%d", x);
    int j1 = new_var(BLD, LT_I64, "j"), j2 = new_var(BLD, LT_I64, "j"), j3 = new_var(BLD, LT_I64, "j");
    body_push(b, st_set(BLD, m, ex_f32(BLD, -INFINITY), x, loc));
    LoopStmt *f1 = st_for(BLD, j1, ex_i64(BLD, 0), ex_i64(BLD, n), LR_ELEMS, x, loc);
    LoopExpr *v1 = access(g, a0, ex_var(BLD, j1), false);
    LoopStmt *iff = st_new(BLD, LS_IF, x, loc);
    iff->value = ex_bin(BLD, LO_GT, v1, ex_var(BLD, m));
    body_push(&iff->body, st_set(BLD, m, v1, x, loc));
    body_push(&f1->body, iff);
    body_push(b, f1);
    body_push(b, st_set(BLD, s, ex_f64(BLD, 0), x, loc));
    LoopStmt *f2 = st_for(BLD, j2, ex_i64(BLD, 0), ex_i64(BLD, n), LR_ELEMS, x, loc);
    LoopExpr *d2 = ex_bin(BLD, LO_SUB, ex_cast(BLD, access(g, a0, ex_var(BLD, j2), false), LT_F64),
                          ex_cast(BLD, ex_var(BLD, m), LT_F64));
    body_push(&f2->body, st_set(BLD, s, ex_bin(BLD, LO_ADD, ex_var(BLD, s), ex_un(BLD, LO_EXP, d2)), x, loc));
    body_push(b, f2);
    LoopStmt *f3 = st_for(BLD, j3, ex_i64(BLD, 0), ex_i64(BLD, n), LR_ELEMS, x, loc);
    LoopExpr *d3 = ex_bin(BLD, LO_SUB, ex_cast(BLD, access(g, a0, ex_var(BLD, j3), false), LT_F64),
                          ex_cast(BLD, ex_var(BLD, m), LT_F64));
    LoopExpr *res = in->op == IR_SOFTMAX ? ex_bin(BLD, LO_DIV, ex_un(BLD, LO_EXP, d3), ex_var(BLD, s))
                                         : ex_bin(BLD, LO_SUB, d3, ex_un(BLD, LO_LOG, ex_var(BLD, s)));
    body_push(&f3->body, store_home(g, x, ex_var(BLD, j3), ex_cast(BLD, res, LT_F32)));
    body_push(b, f3);
    break;
  }
  case IR_ARGMAX: {
    int best = new_var(BLD, LT_I64, "best%d", x), bv = new_var(BLD, LT_F32, "bestv%d", x);
    int jv = new_var(BLD, LT_I64, "j"), xv = new_var(BLD, LT_F32, "x%d", x);
    body_push(b, st_set(BLD, best, ex_i64(BLD, 0), x, loc));
    body_push(b, st_set(BLD, bv, access(g, a0, ex_i64(BLD, 0), false), x, loc));
    LoopStmt *f = st_for(BLD, jv, ex_i64(BLD, 1), ex_i64(BLD, n), LR_ELEMS, x, loc);
    body_push(&f->body, st_set(BLD, xv, access(g, a0, ex_var(BLD, jv), false), x, loc));
    LoopStmt *iff = st_new(BLD, LS_IF, x, loc);
    LoopExpr *gt = ex_bin(BLD, LO_GT, ex_var(BLD, xv), ex_var(BLD, bv));
    LoopExpr *nan = ex_bin(BLD, LO_AND, ex_un(BLD, LO_ISNAN, ex_var(BLD, xv)),
                           ex_un(BLD, LO_NOT, ex_un(BLD, LO_ISNAN, ex_var(BLD, bv))));
    iff->value = ex_bin(BLD, LO_OR, gt, nan);
    body_push(&iff->body, st_set(BLD, best, ex_var(BLD, jv), x, loc));
    body_push(&iff->body, st_set(BLD, bv, ex_var(BLD, xv), x, loc));
    body_push(&f->body, iff);
    body_push(b, f);
    body_push(b, store_home(g, x, ex_i64(BLD, 0), ex_cast(BLD, ex_var(BLD, best), LT_F32)));
    break;
  }
  case IR_CONCAT: {
    int64_t off = 0;
    for (int a = 0; a < in->nargs; a++) {
      int part = in->args[a];
      int64_t pn = S->v[part].numel;
      int jv = new_var(BLD, LT_I64, "j");
      LoopStmt *f = st_for(BLD, jv, ex_i64(BLD, 0), ex_i64(BLD, pn), LR_ELEMS, x, loc);
      LoopExpr *j = ex_var(BLD, jv);
      body_push(&f->body, store_home(g, x, ex_bin(BLD, LO_ADD, j, ex_i64(BLD, off)), access(g, part, j, false)));
      body_push(b, f);
      off += pn;
    }
    break;
  }
  default:
    internal(S, x, "no loop nest for this op");
    break;
  }
  space_close(g, &sl);
  body_append(out, &top);
  gen_free(g);
}

#undef BLD

/* ---- a kernel ------------------------------------------------------------------ */

static bool schedule_kernel(LoopProgram *lp, LoopKernel *k, bool output, CxDiagEngine *diag) {
  if (lp->opt.sum_matmul) {
    int first, n = loop_refactor_sum_matmul(&k->body, &first);
    if (n > 0)
      k->note = arena_printf(&lp->arena, "%d reduction%s of W @ x_k refactored to W @ (reduction of x_k), first %%%d", n,
                             n == 1 ? "" : "s", first);
  }
  Sched S;
  memset(&S, 0, sizeof S);
  S.B.lp = lp;
  S.B.k = k;
  S.p = lp->ir;
  S.b = &k->body;
  S.diag = diag;
  S.output = output;
  S.n = k->body.n;
  S.v = cx_xcalloc((size_t)(S.n ? S.n : 1), sizeof *S.v);
  Builder *B = &S.B;

  /* Arguments and kernel-level lets. */
  if (output) {
    k->var_count = new_var(B, LT_I64, "count");
    S.var_count = k->var_count;
  } else {
    k->var_start = new_var(B, LT_I64, "start");
    k->var_end = new_var(B, LT_I64, "end");
    S.var_count = new_var(B, LT_I64, "n");
    S.var_ebase = new_var(B, LT_I64, "ebase");
    body_push(&k->stmts, st_set(B, S.var_count, ex_bin(B, LO_SUB, ex_var(B, k->var_end), ex_var(B, k->var_start)), -1, k->loc));
    body_push(&k->stmts, st_set(B, S.var_ebase, ex_load(B, LA_CHILD_START, 0, ex_var(B, k->var_start)), -1, k->loc));
  }

  analyze(&S);
  for (int i = 0; i < S.n && !S.failed; i++) {
    switch (S.v[i].cls) {
    case C_EW: add_ew(&S, i); break;
    case C_HEAVY: add_heavy(&S, i); break;
    default: break;
    }
  }
  /* Results: homes first (a value computed into its state row directly),
   * then every open cluster is committed, then the copies. */
  int nres = output ? 1 : lp->ir->ncomps;
  HomeKind dest = output ? HOME_OUT : HOME_STATE;
  for (int c = 0; c < nres; c++) add_result(&S, k->results[c], dest, output ? 0 : c, true);
  for (int c = 0; c < S.ncl; c++)
    if (!S.cl[c].closed && S.cl[c].n > 0) close_cluster(&S, c);
  for (int c = 0; c < nres; c++) add_result(&S, k->results[c], dest, output ? 0 : c, false);
  for (int c = 0; c < S.ncl; c++)
    if (!S.cl[c].closed && (S.cl[c].n > 0 || S.cl[c].ncopies > 0)) close_cluster(&S, c);

  /* Temps for what is materialized in scratch. */
  for (int i = 0; i < S.n; i++)
    if (S.v[i].stored && S.v[i].home == HOME_TEMP) S.v[i].home_id = add_temp(B, S.v[i].space, S.v[i].numel, i);

  for (int q = 0; q < S.nnests && !S.failed; q++) {
    if (S.nests[q].kind == NEST_CLUSTER) gen_cluster(&S, &S.cl[S.nests[q].id], &k->stmts);
    else gen_heavy(&S, S.nests[q].id, &k->stmts);
  }

  for (int c = 0; c < S.ncl; c++) {
    free(S.cl[c].members);
    free(S.cl[c].copies);
  }
  free(S.cl);
  free(S.nests);
  free(S.v);
  return !S.failed;
}

/* ---- leaf specialization --------------------------------------------------------- */

static bool has_children_work(const IrBranch *br) {
  for (int i = 0; i < br->body.n; i++)
    if (br->body.instrs[i].per_child || br->body.instrs[i].op == IR_REDUCE) return true;
  return false;
}

/* The branch body at a node without children: reductions are zero
 * (sum, max and mean of nothing), then fold, CSE and DCE. */
static bool leaf_body(const IrProgram *p, const IrBranch *br, IrBlock *out, int *results, CxDiagEngine *diag) {
  IrBranch tmp;
  memset(&tmp, 0, sizeof tmp);
  tmp.label = br->label;
  ir_block_copy(&tmp.guard, &br->guard);
  tmp.guard_value = br->guard_value;
  ir_block_copy(&tmp.body, &br->body);
  tmp.results = results;
  memcpy(results, br->results, sizeof(int) * (size_t)p->ncomps);
  tmp.loc = br->loc;
  for (int i = 0; i < tmp.body.n; i++) {
    IrInstr *in = &tmp.body.instrs[i];
    if (in->op != IR_REDUCE) continue;
    free(in->args);
    in->args = NULL;
    in->nargs = 0;
    in->op = IR_FILL;
    in->a.fval = 0.0;
    in->per_child = false;
  }
  IrPass qp = p->passes[0];
  qp.branches = &tmp;
  qp.nbranches = 1;
  IrProgram q = *p;
  q.passes = &qp;
  q.npasses = 1;
  q.branches = &tmp;
  q.nbranches = 1;
  q.nreadouts = 0;
  q.noutputs = 0;
  int rc = ir_optimize(&q, diag);
  ir_block_free(&tmp.guard);
  *out = tmp.body;
  return rc == 0;
}

/* ---- classify -------------------------------------------------------------------- */

static LoopExpr *guard_expr(Builder *B, const IrBlock *g, int x) {
  const IrInstr *in = &g->instrs[x];
  LoopExpr *a = in->nargs > 0 ? guard_expr(B, g, in->args[0]) : NULL;
  LoopExpr *b = in->nargs > 1 ? guard_expr(B, g, in->args[1]) : NULL;
  if (a && a->type == LT_BOOL && in->op != IR_AND && in->op != IR_OR && in->op != IR_NOT) a = ex_cast(B, a, LT_I64);
  if (b && b->type == LT_BOOL && in->op != IR_AND && in->op != IR_OR) b = ex_cast(B, b, LT_I64);
  switch (in->op) {
  case IR_ICONST: return in->type.kind == IRT_BOOL ? ex_cast(B, ex_i64(B, in->a.ival != 0), LT_BOOL) : ex_i64(B, in->a.ival);
  case IR_ARITY: return ex_var(B, B->k->var_arity);
  case IR_FIELD: return ex_load(B, LA_FIELDS, 0, ex_i64(B, in->a.field));
  case IR_IADD: return ex_bin(B, LO_ADD, a, b);
  case IR_ISUB: return ex_bin(B, LO_SUB, a, b);
  case IR_IMUL: return ex_bin(B, LO_MUL, a, b);
  case IR_IDIV: return ex_bin(B, LO_DIV, a, b);
  case IR_IMOD: return ex_bin(B, LO_MOD, a, b);
  case IR_ICMP: {
    static const LoopOp m[] = {[OP_EQ] = LO_EQ, [OP_NE] = LO_NE, [OP_LT] = LO_LT,
                               [OP_LE] = LO_LE, [OP_GT] = LO_GT, [OP_GE] = LO_GE};
    return ex_bin(B, m[in->a.cmp], a, b);
  }
  case IR_AND: return ex_bin(B, LO_AND, ex_cast(B, a, LT_BOOL), ex_cast(B, b, LT_BOOL));
  case IR_OR: return ex_bin(B, LO_OR, ex_cast(B, a, LT_BOOL), ex_cast(B, b, LT_BOOL));
  case IR_NOT: return ex_un(B, LO_NOT, ex_cast(B, a, LT_BOOL));
  default: return ex_i64(B, 0);
  }
}

static LoopStmt *st_return(Builder *B, int64_t v, CxLoc loc) {
  LoopStmt *s = st_new(B, LS_RETURN, -1, loc);
  s->value = ex_i64(B, v);
  return s;
}

static void build_classify(LoopProgram *lp, const int *first_kernel, const bool *split) {
  const IrProgram *p = lp->ir;
  LoopKernel *k = &lp->classify;
  k->name = "classify";
  k->kind = LK_CLASSIFY;
  k->source = -1;
  k->max_child = -1;
  k->loc = p->nbranches ? p->branches[0].loc : cx_noloc;
  Builder B = {lp, k};
  k->var_arity = new_var(&B, LT_I64, "arity");
  for (int b = 0; b < p->nbranches; b++) {
    const IrBranch *br = &p->branches[b];
    LoopBody *into = &k->stmts;
    LoopStmt *iff = NULL;
    if (br->guard_value >= 0) {
      iff = st_new(&B, LS_IF, -1, br->loc);
      iff->value = ex_cast(&B, guard_expr(&B, &br->guard, br->guard_value), LT_BOOL);
      iff->note = arena_printf(&lp->arena, "branch %d %s", b, br->label);
      into = &iff->body;
    }
    if (split[b]) {
      LoopStmt *leaf = st_new(&B, LS_IF, -1, br->loc);
      leaf->value = ex_bin(&B, LO_EQ, ex_var(&B, k->var_arity), ex_i64(&B, 0));
      leaf->note = "leaf specialization";
      body_push(&leaf->body, st_return(&B, first_kernel[b], br->loc));
      body_push(into, leaf);
      body_push(into, st_return(&B, first_kernel[b] + 1, br->loc));
    } else {
      body_push(into, st_return(&B, first_kernel[b], br->loc));
    }
    if (iff) body_push(&k->stmts, iff);
    else break; /* an unconditional branch ends the search */
  }
  body_push(&k->stmts, st_return(&B, -1, k->loc));
}

/* ---- the program ----------------------------------------------------------------- */

static const char *c_ident(CxArena *a, const char *s) {
  char *r = arena_strdup(a, s);
  for (char *q = r; *q; q++)
    if (!((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || (*q >= '0' && *q <= '9') || *q == '_')) *q = '_';
  return r;
}

static void kernel_free(LoopKernel *k) {
  ir_block_free(&k->body);
  free(k->results);
  free(k->vars);
  free(k->temps);
  body_free(&k->stmts);
}

void loop_program_free(LoopProgram *lp) {
  if (!lp) return;
  for (int i = 0; i < lp->nkernels; i++) kernel_free(&lp->kernels[i]);
  for (int i = 0; i < lp->noutputs; i++) kernel_free(&lp->outputs[i]);
  kernel_free(&lp->classify);
  free(lp->kernels);
  free(lp->outputs);
  free(lp->packs);
  free(lp->lprods);
  arena_free(&lp->arena);
  free(lp);
}

/* Moves every DOT's segments into the arena (so all statement memory is
 * the arena's or a body array). */
static void dot_segs_to_arena(CxArena *a, LoopBody *b) {
  for (int i = 0; i < b->n; i++) {
    LoopStmt *s = b->s[i];
    if (s->kind == LS_DOT && s->segs) {
      LoopDotSeg *segs = arena_memdup(a, s->segs, sizeof *s->segs * (size_t)s->nsegs);
      free(s->segs);
      s->segs = segs;
    }
    dot_segs_to_arena(a, &s->body);
    dot_segs_to_arena(a, &s->els);
  }
}

LoopProgram *loop_schedule(const IrProgram *p, const LoopOptions *opt, CxDiagEngine *diag) {
  /* Language v2 programs (several passes, top-down recs, readouts, ...)
   * run in the interpreter until the schedule takes passes. */
  const char *why = ir_compiled_unsupported(p);
  if (why) {
    diag_error(diag, cx_noloc, "the compiled backend does not run %s yet; run without --jit", why);
    return NULL;
  }
  LoopProgram *lp = cx_xcalloc(1, sizeof *lp);
  lp->ir = p;
  if (opt) lp->opt = *opt;
  else loop_default_options(&lp->opt);
  arena_init(&lp->arena);
  bool ok = true;

  int *first = cx_xcalloc((size_t)(p->nbranches ? p->nbranches : 1), sizeof *first);
  bool *split = cx_xcalloc((size_t)(p->nbranches ? p->nbranches : 1), sizeof *split);
  lp->kernels = cx_xcalloc((size_t)(2 * p->nbranches + 1), sizeof *lp->kernels);
  for (int b = 0; b < p->nbranches && ok; b++) {
    const IrBranch *br = &p->branches[b];
    int mc = ir_branch_max_child(br);
    split[b] = lp->opt.leaf_split && mc < 0 && has_children_work(br);
    first[b] = lp->nkernels;
    for (int v = 0; v < (split[b] ? 2 : 1) && ok; v++) {
      LoopKernel *k = &lp->kernels[lp->nkernels++];
      k->kind = LK_BRANCH;
      k->source = b;
      k->leaf_key_field = k->key_field = -1; /* none until the leaf-table analysis */
      k->variant = !split[b] ? LV_ALL : v == 0 ? LV_LEAF : LV_INTERNAL;
      k->max_child = mc;
      k->loc = br->loc;
      k->results = cx_xmalloc(sizeof(int) * (size_t)p->ncomps);
      k->name = arena_printf(&lp->arena, "branch%d_%s%s", b, c_ident(&lp->arena, br->label),
                             k->variant == LV_LEAF ? "_leaf" : k->variant == LV_INTERNAL ? "_nonleaf" : "");
      if (k->variant == LV_LEAF) {
        ok = leaf_body(p, br, &k->body, k->results, diag);
      } else {
        ir_block_copy(&k->body, &br->body);
        memcpy(k->results, br->results, sizeof(int) * (size_t)p->ncomps);
      }
      if (ok) ok = schedule_kernel(lp, k, false, diag);
    }
  }
  lp->noutputs = p->noutputs;
  lp->outputs = cx_xcalloc((size_t)(p->noutputs ? p->noutputs : 1), sizeof *lp->outputs);
  for (int o = 0; o < p->noutputs && ok; o++) {
    const IrOutput *op = &p->outputs[o];
    LoopKernel *k = &lp->outputs[o];
    k->kind = LK_OUTPUT;
    k->source = o;
    k->max_child = -1;
    k->loc = op->loc;
    k->name = arena_printf(&lp->arena, "out_%s", c_ident(&lp->arena, op->name));
    ir_block_copy(&k->body, &op->body);
    k->results = cx_xmalloc(sizeof(int));
    k->results[0] = op->result;
    k->out_numel = cxrt_output_numel(&p->info.outputs[o]);
    k->int_result = p->info.outputs[o].is_int;
    ok = schedule_kernel(lp, k, true, diag);
  }
  if (ok) build_classify(lp, first, split);
  free(first);
  free(split);
  for (int i = 0; i < lp->nkernels; i++) dot_segs_to_arena(&lp->arena, &lp->kernels[i].stmts);
  for (int i = 0; i < lp->noutputs; i++) dot_segs_to_arena(&lp->arena, &lp->outputs[i].stmts);
  /* The verifier after scheduling and after every pass, as the RA-IR's
   * runs between its passes: a pass that breaks the program is named. */
  if (ok) ok = loop_verify(lp, "scheduling", diag);
  if (ok) loop_gemm_pass(lp);
  if (ok) ok = loop_verify(lp, "the GEMM pass", diag);
  if (ok) loop_leaf_const_pass(lp);
  if (ok) ok = loop_verify(lp, "the leaf-constant pass", diag);
  if (ok) loop_leaf_table_pass(lp);
  if (ok) ok = loop_verify(lp, "the leaf-table analysis", diag);
  if (ok) loop_leaf_prod_pass(lp);
  if (ok) ok = loop_verify(lp, "the leaf-product pass", diag);
  if (!ok) {
    loop_program_free(lp);
    return NULL;
  }
  return lp;
}
