/* Generation: the loop nests of a kernel's values once every home is
 * known: node, child and edge loops, lets created on demand in the
 * prologue of the loop they depend on, row indices with their range
 * checks, matrix products batched over the group. */
#include "ir/schedule_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- generation ----------------------------------------------------------------- */

typedef struct Gen {
  Sched *S;
  LoopSpace space;
  int li, i;            /* node loop: row and node id (-1: none) */
  int cs, nk;           /* child_start[i] and arity (on demand) */
  int ocs, onk;         /* the same over the other edges (other_start) */
  int kk, ck, e;        /* child loop: child number, child id, edge row */
  LoopBody *top, *npro, *cpro;
  int *local;           /* per instr: its local in the current element loop */
  int *child_let;       /* per child number: var of child(i, c) */
  int *other_let;       /* per NODE_PARENT entry K: var of others[ocs + K] */
  int max_other;        /* the highest such K (-1: none) */
  int *int_node, *int_child, *int_top; /* per instr: int lets ([x]: a row
                                          index, [n + x]: a checked divisor) */
} Gen;

static void gen_init(Gen *g, Sched *S, LoopBody *top) {
  memset(g, 0, sizeof *g);
  g->S = S;
  g->li = g->i = g->cs = g->nk = g->ocs = g->onk = g->kk = g->ck = g->e = -1;
  g->top = top;
  int n = S->n ? S->n : 1;
  g->local = cx_xmalloc(sizeof(int) * (size_t)n);
  g->int_node = cx_xmalloc(sizeof(int) * 2 * (size_t)n);
  g->int_child = cx_xmalloc(sizeof(int) * 2 * (size_t)n);
  g->int_top = cx_xmalloc(sizeof(int) * 2 * (size_t)n);
  for (int i = 0; i < n; i++) g->local[i] = -1;
  for (int i = 0; i < 2 * n; i++) g->int_node[i] = g->int_child[i] = g->int_top[i] = -1;
  int mc = S->B.k->max_child + 1;
  g->child_let = cx_xmalloc(sizeof(int) * (size_t)(mc > 0 ? mc : 1));
  for (int i = 0; i < mc; i++) g->child_let[i] = -1;
  g->max_other = S->B.k->max_other;
  g->other_let = cx_xmalloc(sizeof(int) * (size_t)(g->max_other + 2));
  for (int i = 0; i <= g->max_other; i++) g->other_let[i] = -1;
}

static void gen_free(Gen *g) {
  free(g->local);
  free(g->int_node);
  free(g->int_child);
  free(g->int_top);
  free(g->child_let);
  free(g->other_let);
}

#define BLD (&g->S->B)

static CxLoc iloc(const Gen *g, int i) { return i >= 0 ? g->S->b->instrs[i].loc : g->S->B.k->loc; }

/* The node's first edge in its CSR: the children's (cs) or, other, the
 * other direction's (ocs: an output's parents, a top-down rec's real
 * children, CxrtFrame.other_start). */
static int cs_let(Gen *g, bool other) {
  int *cs = other ? &g->ocs : &g->cs;
  if (*cs < 0) {
    *cs = sc_new_var(BLD, LT_I64, other ? "ocs" : "cs");
    LoopArray a = other ? LA_OTHER_START : LA_CHILD_START;
    sc_body_push(g->npro, sc_st_set(BLD, *cs, sc_ex_load(BLD, a, 0, sc_ex_var(BLD, g->i)), -1, iloc(g, -1)));
  }
  return *cs;
}

/* The node's number of edges in that CSR. */
static int nk_let(Gen *g, bool other) {
  int *nk = other ? &g->onk : &g->nk;
  if (*nk < 0) {
    int cs = cs_let(g, other);
    *nk = sc_new_var(BLD, LT_I64, other ? "onk" : "nk");
    LoopArray a = other ? LA_OTHER_START : LA_CHILD_START;
    LoopExpr *next = sc_ex_load(BLD, a, 0, sc_ex_bin(BLD, LO_ADD, sc_ex_var(BLD, g->i), sc_ex_i64(BLD, 1)));
    sc_body_push(g->npro, sc_st_set(BLD, *nk, sc_ex_bin(BLD, LO_SUB, next, sc_ex_var(BLD, cs)), -1, iloc(g, -1)));
  }
  return *nk;
}

/* Entry K of the node's edges in that CSR, made once: child(i, K), or
 * other, NODE_PARENT's entry K (its parent, K = 0, or in a reversed phase
 * its real child K). */
static int edge_let(Gen *g, bool other, int c, int instr) {
  int *let = other ? g->other_let : g->child_let;
  if (let[c] < 0) {
    int cs = cs_let(g, other);
    let[c] = sc_new_var(BLD, LT_I64, "%s%d", other ? "o" : "c", c);
    LoopArray a = other ? LA_OTHERS : LA_CHILDREN;
    LoopExpr *ix = sc_ex_bin(BLD, LO_ADD, sc_ex_var(BLD, cs), sc_ex_i64(BLD, c));
    sc_body_push(g->npro, sc_st_set(BLD, let[c], sc_ex_load(BLD, a, 0, ix), instr, iloc(g, instr)));
  }
  return let[c];
}

static LoopExpr *node_expr(Gen *g, IrNodeRef r, int child, int instr) {
  switch (r) {
  case NODE_SELF: return sc_ex_var(BLD, g->i);
  case NODE_CHILD: return sc_ex_var(BLD, edge_let(g, false, child, instr));
  case NODE_RED:
    if (g->ck < 0) {
      sc_internal(g->S, instr, "a per-child value read outside a loop over the children");
      return sc_ex_i64(BLD, 0);
    }
    return sc_ex_var(BLD, g->ck);
  case NODE_PARENT: return sc_ex_var(BLD, edge_let(g, true, child, instr));
  case NODE_ROOT: /* a readout's element kernel: its row's root */
    return sc_ex_load(BLD, LA_ROOT_OF, 0, sc_ex_var(BLD, g->i));
  }
  return sc_ex_var(BLD, g->i);
}

static LoopExpr *arity_of(Gen *g, LoopExpr *node) {
  LoopExpr *next = sc_ex_load(BLD, LA_CHILD_START, 0, sc_ex_bin(BLD, LO_ADD, node, sc_ex_i64(BLD, 1)));
  return sc_ex_bin(BLD, LO_SUB, next, sc_ex_load(BLD, LA_CHILD_START, 0, node));
}

static LoopExpr *access(Gen *g, int x, LoopExpr *idx, bool direct);

/* A node int from the structure facts: nints[node * CXRT_NINTS + slot]. */
static LoopExpr *node_int(Gen *g, const IrInstr *in, int x) {
  LoopExpr *node = node_expr(g, in->a.node, in->a.child, x);
  LoopExpr *ix = sc_ex_bin(BLD, LO_ADD, sc_ex_bin(BLD, LO_MUL, node, sc_ex_i64(BLD, CXRT_NINTS)),
                           sc_ex_i64(BLD, sc_nint_slot(in->op)));
  return sc_ex_load(BLD, LA_NINTS, 0, ix);
}

static LoopExpr *as_i64(Gen *g, LoopExpr *e) { return e->type == LT_I64 ? e : sc_ex_cast(BLD, e, LT_I64); }

static int checked_int(Gen *g, int x, int64_t rows, int instr);

/* An int/bool value as an expression. */
static LoopExpr *int_expr(Gen *g, int x) {
  Sched *S = g->S;
  const IrInstr *in = sc_ins(S, x);
  LoopExpr *a = NULL, *b = NULL;
  if (in->op != IR_ARGMAX) {
    if (in->nargs > 0) a = int_expr(g, in->args[0]);
    if (in->nargs > 1) b = int_expr(g, in->args[1]);
  }
  switch (in->op) {
  case IR_ICONST: return in->type.kind == IRT_BOOL ? sc_ex_cast(BLD, sc_ex_i64(BLD, in->a.ival != 0), LT_BOOL)
                                                   : sc_ex_i64(BLD, in->a.ival);
  case IR_FIELD: {
    LoopExpr *node = node_expr(g, in->a.node, in->a.child, x);
    LoopExpr *ix = sc_ex_bin(BLD, LO_ADD, sc_ex_bin(BLD, LO_MUL, node, sc_ex_i64(BLD, S->p->nfields)), sc_ex_i64(BLD, in->a.field));
    return sc_ex_load(BLD, LA_IFIELDS, 0, ix);
  }
  case IR_ARITY: return arity_of(g, node_expr(g, in->a.node, in->a.child, x));
  case IR_IADD: return sc_ex_bin(BLD, LO_ADD, as_i64(g, a), as_i64(g, b));
  case IR_ISUB: return sc_ex_bin(BLD, LO_SUB, as_i64(g, a), as_i64(g, b));
  case IR_IMUL: return sc_ex_bin(BLD, LO_MUL, as_i64(g, a), as_i64(g, b));
  case IR_IDIV: case IR_IMOD:
    /* a divisor from tensors that may be 0: checked where computed */
    if (ir_divisor_checked_in_kernel(S->b, in)) b = sc_ex_var(BLD, checked_int(g, in->args[1], 0, x));
    return sc_ex_bin(BLD, in->op == IR_IDIV ? LO_DIV : LO_MOD, as_i64(g, a), as_i64(g, b));
  case IR_IMIN: return sc_ex_bin(BLD, LO_MIN, as_i64(g, a), as_i64(g, b));
  case IR_IMAX: return sc_ex_bin(BLD, LO_MAX, as_i64(g, a), as_i64(g, b));
  case IR_INDEX:
    /* k.index in a children reduction: the loop's position; n.child[K]:
     * K (as the interpreter has it) */
    if (ir_index_is_pos(in) && in->a.node == NODE_RED) {
      if (g->kk < 0) {
        sc_internal(S, x, "a child's index outside a loop over the children");
        return sc_ex_i64(BLD, 0);
      }
      return sc_ex_var(BLD, g->kk);
    }
    if (ir_index_is_pos(in)) return sc_ex_i64(BLD, in->a.child);
    return node_int(g, in, x);
  case IR_DEPTH: case IR_HEIGHT: case IR_NPARENTS: return node_int(g, in, x);
  case IR_ICMP: {
    static const LoopOp m[] = {[OP_EQ] = LO_EQ, [OP_NE] = LO_NE, [OP_LT] = LO_LT,
                               [OP_LE] = LO_LE, [OP_GT] = LO_GT, [OP_GE] = LO_GE};
    return sc_ex_bin(BLD, m[in->a.cmp], as_i64(g, a), as_i64(g, b));
  }
  case IR_AND: return sc_ex_bin(BLD, LO_AND, sc_ex_cast(BLD, a, LT_BOOL), sc_ex_cast(BLD, b, LT_BOOL));
  case IR_OR: return sc_ex_bin(BLD, LO_OR, sc_ex_cast(BLD, a, LT_BOOL), sc_ex_cast(BLD, b, LT_BOOL));
  case IR_NOT: return sc_ex_un(BLD, LO_NOT, sc_ex_cast(BLD, a, LT_BOOL));
  case IR_ARGMAX: return sc_ex_cast(BLD, access(g, x, sc_ex_i64(BLD, 0), false), LT_I64);
  default:
    sc_internal(S, x, "not an int value");
    return sc_ex_i64(BLD, 0);
  }
}

/* The space an int value depends on. */
static LoopSpace int_space(Sched *S, int x) { return S->v[x].space; }

/* Int value x, materialized once where it is computed and checked there
 * (rows > 0: a row index, bad outside [0, rows); rows == 0: a divisor
 * computed from tensors, bad when 0).  A bad value records an error for
 * instruction instr (whose location and kind the runtime reports: the
 * blob's sites, stdlib/compiled_pool.c) and is replaced by row 0 or
 * divisor 1, so that nothing reads out of bounds or traps before the call
 * returns the error. */
static int checked_int(Gen *g, int x, int64_t rows, int instr) {
  Sched *S = g->S;
  LoopSpace sp = int_space(S, x);
  /* (a row index and a divisor of the same value are two lets) */
  int *memo = (sp == SP_EDGE ? g->int_child : sp == SP_NODE ? g->int_node : g->int_top) + (rows > 0 ? 0 : S->n);
  LoopBody *pro = sp == SP_EDGE ? g->cpro : sp == SP_NODE ? g->npro : g->top;
  if (!pro) {
    sc_internal(S, instr, rows > 0 ? "a row index outside of its loop" : "a divisor outside of its loop");
    return sc_new_var(BLD, LT_I64, "bad");
  }
  if (memo[x] >= 0) return memo[x];
  int var = sc_new_var(BLD, LT_I64, rows > 0 ? "ix%d" : "dv%d", x);
  CxLoc loc = iloc(g, instr);
  sc_body_push(pro, sc_st_set(BLD, var, as_i64(g, int_expr(g, x)), instr, loc));
  LoopExpr *v = sc_ex_var(BLD, var);
  LoopExpr *bad = rows > 0 ? sc_ex_bin(BLD, LO_OR, sc_ex_bin(BLD, LO_LT, v, sc_ex_i64(BLD, 0)),
                                       sc_ex_bin(BLD, LO_GE, sc_ex_var(BLD, var), sc_ex_i64(BLD, rows)))
                           : sc_ex_bin(BLD, LO_EQ, v, sc_ex_i64(BLD, 0));
  LoopStmt *chk = sc_st_new(BLD, LS_IF, instr, loc);
  chk->value = bad;
  LoopStmt *rec = sc_st_new(BLD, LS_ROW_ERROR, instr, loc);
  rec->value = sc_ex_var(BLD, var);
  /* (an invariant value is computed before the node loop: no node yet) */
  rec->index = sp != SP_INV && g->i >= 0 ? sc_ex_var(BLD, g->i) : sc_ex_i64(BLD, -1);
  sc_body_push(&chk->body, rec);
  sc_body_push(&chk->body, sc_st_set(BLD, var, sc_ex_i64(BLD, rows > 0 ? 0 : 1), instr, loc));
  sc_body_push(pro, chk);
  memo[x] = var;
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
    if (v->space == SP_INV) row = sc_ex_i64(BLD, 0);
    else if (v->space == SP_NODE) row = sc_ex_var(BLD, g->li);
    else if (g->e >= 0) row = sc_ex_var(BLD, g->e);
    else {
      sc_internal(S, x, "a per-child temp read outside a loop over the children");
      row = sc_ex_i64(BLD, 0);
    }
    break;
  case HOME_STATE:
    *arr = LA_STATE;
    *id = v->home_id;
    row = sc_ex_var(BLD, g->i);
    break;
  case HOME_OUT:
    *arr = LA_OUT;
    *id = 0;
    row = sc_ex_var(BLD, g->li);
    break;
  case HOME_NONE:
    sc_internal(S, x, "a value without a home");
    *arr = LA_TEMP;
    *id = 0;
    row = sc_ex_i64(BLD, 0);
    break;
  }
  if ((v->space == SP_NODE || v->home != HOME_TEMP) && g->li < 0) {
    sc_internal(S, x, "a node value read outside a loop over the nodes");
    row = sc_ex_i64(BLD, 0);
  }
  return sc_ex_bin(BLD, LO_ADD, sc_ex_bin(BLD, LO_MUL, row, sc_ex_i64(BLD, v->numel)), idx);
}

/* Element idx of qfold V : [A, Q] (ir/quadform.c): with idx = a Q + q,
 * the pair (i, j) of column q, S = V[a,i,j] + V[a,j,i], or V[a,i,i] on
 * the diagonal (the second load masked: 0 or 1 times it).  Read when the
 * panel is packed, so the divisions cost nothing per call. */
static LoopExpr *qfold_access(Gen *g, int x, LoopExpr *idx) {
  Sched *S = g->S;
  const IrInstr *V = sc_ins(S, sc_ins(S, x)->args[0]);
  int64_t D = V->type.shape.dims[1], W = loop_qpairs_width(D), Q = loop_qpairs_len(D);
#define I(v) sc_ex_i64(BLD, (v))
#define BIN(op, a, b) sc_ex_bin(BLD, LO_##op, (a), (b))
  LoopExpr *a, *q;
  if (idx->kind == LE_BINARY && idx->op == LO_ADD && idx->a->kind == LE_BINARY && idx->a->op == LO_MUL &&
      idx->a->b->kind == LE_CONST && idx->a->b->i == Q) {
    a = idx->a->a; /* a matrix product's r Q + k: row r, column k */
    q = idx->b;
  } else {
    a = BIN(DIV, idx, I(Q));
    q = BIN(MOD, idx, I(Q));
  }
  LoopExpr *i = BIN(DIV, q, I(W)), *d = BIN(MOD, q, I(W));
  if (Q > D * W) {
    /* the even D's last D / 2 columns: (q - D W, that + D / 2) */
    LoopExpr *t = sc_ex_cast(BLD, BIN(GE, q, I(D * W)), LT_I64), *nt = BIN(SUB, I(1), t);
    LoopExpr *kk = BIN(SUB, q, BIN(MUL, t, I(D * W)));
    i = BIN(ADD, BIN(MUL, nt, BIN(DIV, kk, I(W))), BIN(MUL, t, kk));
    d = BIN(ADD, BIN(MUL, nt, BIN(MOD, kk, I(W))), BIN(MUL, t, I(D / 2)));
  }
  LoopExpr *j = BIN(MOD, BIN(ADD, i, d), I(D)), *base = BIN(MUL, a, I(D * D));
  LoopExpr *vij = access(g, sc_ins(S, x)->args[0], BIN(ADD, base, BIN(ADD, BIN(MUL, i, I(D)), j)), false);
  LoopExpr *vji = access(g, sc_ins(S, x)->args[0], BIN(ADD, base, BIN(ADD, BIN(MUL, j, I(D)), i)), false);
  LoopExpr *off = sc_ex_cast(BLD, sc_ex_cast(BLD, BIN(NE, d, I(0)), LT_I64), LT_F32);
  return BIN(ADD, vij, BIN(MUL, off, vji));
#undef I
#undef BIN
}

/* Element idx (flat, row-major) of value x.  direct: idx is the current
 * element of a fused loop, so x's local there may be used. */
static LoopExpr *access(Gen *g, int x, LoopExpr *idx, bool direct) {
  Sched *S = g->S;
  Val *v = &S->v[x];
  const IrInstr *in = sc_ins(S, x);
  if (g->local[x] >= 0 && (direct || v->numel == 1)) return sc_ex_var(BLD, g->local[x]);
  if (v->stored) {
    LoopArray arr;
    int id;
    LoopExpr *ix = home_index(g, x, idx, &arr, &id);
    return sc_ex_load(BLD, arr, id, ix);
  }
  switch (in->op) {
  case IR_PARAM: return sc_ex_load(BLD, LA_PARAM, in->a.param, idx);
  case IR_FILL: return sc_ex_f32(BLD, (float)in->a.fval);
  case IR_FLOAT: /* an int (or a condition, 0 or 1) as a scalar */
    return sc_ex_cast(BLD, as_i64(g, int_expr(g, in->args[0])), LT_F32);
  case IR_STATE: {
    LoopExpr *node = node_expr(g, in->a.node, in->a.child, x);
    int64_t size = sc_shape_numel(&S->p->comp_shapes[in->a.comp]);
    return sc_ex_load(BLD, LA_STATE, in->a.comp, sc_ex_bin(BLD, LO_ADD, sc_ex_bin(BLD, LO_MUL, node, sc_ex_i64(BLD, size)), idx));
  }
  case IR_FIELD: {
    LoopExpr *node = node_expr(g, in->a.node, in->a.child, x);
    int64_t dim = S->p->fields[in->a.field].dim;
    return sc_ex_load(BLD, LA_VFIELD, in->a.field, sc_ex_bin(BLD, LO_ADD, sc_ex_bin(BLD, LO_MUL, node, sc_ex_i64(BLD, dim)), idx));
  }
  case IR_READOUT: {
    /* The structure's value, which the readout stage has written for
     * every node of the structure (LoopProgram.readouts). */
    LoopExpr *node = node_expr(g, NODE_SELF, 0, x);
    int64_t numel = sc_shape_numel(&in->type.shape);
    return sc_ex_load(BLD, LA_VFIELD, S->p->nfields + (int)in->a.ival,
                      sc_ex_bin(BLD, LO_ADD, sc_ex_bin(BLD, LO_MUL, node, sc_ex_i64(BLD, numel)), idx));
  }
  case IR_SLICE: {
    const IrInstr *a = sc_ins(S, in->args[0]);
    int64_t row = sc_shape_numel(&a->type.shape) / a->type.shape.dims[0];
    return access(g, in->args[0], sc_ex_bin(BLD, LO_ADD, idx, sc_ex_i64(BLD, in->a.lo * row)), false);
  }
  case IR_TRANSPOSE: {
    const IrInstr *a = sc_ins(S, in->args[0]);
    int64_t R = a->type.shape.dims[0], C = a->type.shape.rank > 1 ? a->type.shape.dims[1] : 1;
    LoopExpr *r = sc_ex_bin(BLD, LO_MOD, idx, sc_ex_i64(BLD, R)), *c = sc_ex_bin(BLD, LO_DIV, idx, sc_ex_i64(BLD, R));
    return access(g, in->args[0], sc_ex_bin(BLD, LO_ADD, sc_ex_bin(BLD, LO_MUL, r, sc_ex_i64(BLD, C)), c), false);
  }
  case IR_ROW: {
    const IrInstr *m = sc_ins(S, in->args[0]);
    int64_t rows = m->type.shape.dims[0], rowsize = sc_shape_numel(&m->type.shape) / rows;
    int ix = checked_int(g, in->args[1], rows, x);
    return access(g, in->args[0], sc_ex_bin(BLD, LO_ADD, sc_ex_bin(BLD, LO_MUL, sc_ex_var(BLD, ix), sc_ex_i64(BLD, rowsize)), idx),
                  false);
  }
  case IR_QFOLD: return qfold_access(g, x, idx);
  default:
    sc_internal(S, x, "a value read where it is not available");
    return sc_ex_f32(BLD, 0);
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
  const IrInstr *in = sc_ins(S, x);
  LoopExpr *args[2] = {NULL, NULL};
  for (int a = 0; a < in->nargs && a < 2; a++) {
    int y = in->args[a];
    bool bcast = S->v[y].numel == 1 && S->v[x].numel != 1;
    args[a] = access(g, y, bcast ? sc_ex_i64(BLD, 0) : j, !bcast);
  }
  LoopOp op = ew_op(in->op);
  if (op == LO_NUM_OPS) {
    sc_internal(S, x, "not an elementwise op");
    return sc_ex_f32(BLD, 0);
  }
  return in->nargs == 2 ? sc_ex_bin(BLD, op, args[0], args[1]) : sc_ex_un(BLD, op, args[0]);
}

/* Node loop: for li in [0, count): i = start + li (or nodes[li]). */
static LoopStmt *open_nodes(Gen *g, int instr, LoopBody *pro) {
  Sched *S = g->S;
  LoopKernel *k = S->B.k;
  g->li = sc_new_var(BLD, LT_I64, "li");
  g->i = sc_new_var(BLD, LT_I64, "i");
  g->cs = g->nk = g->ocs = g->onk = -1;
  for (int c = 0; c <= k->max_child; c++) g->child_let[c] = -1;
  for (int c = 0; c <= g->max_other; c++) g->other_let[c] = -1;
  for (int x = 0; x < 2 * S->n; x++) g->int_node[x] = -1;
  LoopStmt *f = sc_st_for(BLD, g->li, sc_ex_i64(BLD, 0), sc_ex_var(BLD, S->var_count), LR_NODES, instr, iloc(g, instr));
  LoopExpr *node = S->output ? sc_ex_load(BLD, LA_NODES, 0, sc_ex_var(BLD, g->li))
                             : sc_ex_bin(BLD, LO_ADD, sc_ex_var(BLD, k->var_start), sc_ex_var(BLD, g->li));
  sc_body_push(&f->body, sc_st_set(BLD, g->i, node, -1, iloc(g, instr)));
  memset(pro, 0, sizeof *pro);
  g->npro = pro;
  return f;
}

static void close_nodes(Gen *g, LoopStmt *f, LoopBody *inner) {
  sc_body_append(&f->body, g->npro);
  sc_body_append(&f->body, inner);
  g->npro = NULL;
}

/* Child loop: for kk in [lo, nk): ck = children[cs + kk], e = cs - ebase + kk;
 * over the other edges when instr (a per-element value or a reduction)
 * ranges over parents (others[ocs + kk], oebase). */
static LoopStmt *open_children(Gen *g, int instr, int64_t lo, LoopBody *pro) {
  Sched *S = g->S;
  bool other = instr >= 0 && sc_ins(S, instr)->range == IR_RANGE_PARENTS;
  int cs = cs_let(g, other), nk = nk_let(g, other);
  g->kk = sc_new_var(BLD, LT_I64, "kk");
  g->ck = sc_new_var(BLD, LT_I64, "ck");
  g->e = sc_new_var(BLD, LT_I64, "e");
  for (int x = 0; x < 2 * S->n; x++) g->int_child[x] = -1;
  LoopStmt *f = sc_st_for(BLD, g->kk, sc_ex_i64(BLD, lo), sc_ex_var(BLD, nk), LR_CHILDREN, instr, iloc(g, instr));
  LoopExpr *at = sc_ex_bin(BLD, LO_ADD, sc_ex_var(BLD, cs), sc_ex_var(BLD, g->kk));
  sc_body_push(&f->body, sc_st_set(BLD, g->ck, sc_ex_load(BLD, other ? LA_OTHERS : LA_CHILDREN, 0, at), -1, iloc(g, instr)));
  LoopExpr *e = sc_ex_bin(BLD, LO_SUB, at, sc_ex_var(BLD, other ? S->var_oebase : S->var_ebase));
  sc_body_push(&f->body, sc_st_set(BLD, g->e, e, -1, iloc(g, instr)));
  memset(pro, 0, sizeof *pro);
  g->cpro = pro;
  return f;
}

static void close_children(Gen *g, LoopStmt *f, LoopBody *inner) {
  sc_body_append(&f->body, g->cpro);
  sc_body_append(&f->body, inner);
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
    sc_body_push(&sl->inner_nodes, sl->kids);
  }
  close_nodes(g, sl->nodes, &sl->inner_nodes);
  sc_body_push(sl->out, sl->nodes);
  g->li = g->i = -1;
}

static LoopStmt *store_home(Gen *g, int x, LoopExpr *idx, LoopExpr *value) {
  LoopArray arr;
  int id;
  LoopExpr *ix = home_index(g, x, idx, &arr, &id);
  return sc_st_store(BLD, arr, id, ix, value, x, iloc(g, x));
}

static LoopStmt *store_dest(Gen *g, HomeKind dest, int id, int64_t numel, LoopExpr *idx, LoopExpr *value, int x) {
  LoopExpr *row = sc_ex_var(BLD, dest == HOME_STATE ? g->i : g->li);
  LoopExpr *ix = sc_ex_bin(BLD, LO_ADD, sc_ex_bin(BLD, LO_MUL, row, sc_ex_i64(BLD, numel)), idx);
  return sc_st_store(BLD, dest == HOME_STATE ? LA_STATE : LA_OUT, dest == HOME_STATE ? id : 0, ix, value, x, iloc(g, x));
}

/* A reduction over the children, at element j, into local `var`. */
static void gen_reduce(Gen *g, int x, LoopExpr *j, int var, LoopBody *out) {
  Sched *S = g->S;
  const IrInstr *in = sc_ins(S, x);
  int arg = in->args[0];
  CxLoc loc = iloc(g, x);
  bool *in_sub = cx_xcalloc((size_t)S->n, sizeof *in_sub);
  sc_edge_subgraph(S, arg, in_sub);
  int acc = var;
  if (in->a.red != RED_MAX) {
    acc = sc_new_var(BLD, LT_F64, "acc%d", x);
    sc_body_push(out, sc_st_set(BLD, acc, sc_ex_f64(BLD, 0), x, loc));
  } else {
    sc_body_push(out, sc_st_set(BLD, var, sc_ex_f32(BLD, 0), x, loc));
  }
  LoopBody cpro, inner = {0};
  LoopStmt *f = open_children(g, x, 0, &cpro);
  f->note = arena_printf(&S->B.lp->arena, "reduce %s over the children", ast_reduce_name(in->a.red));
  for (int y = 0; y <= arg; y++) {
    if (!in_sub[y]) continue;
    int lv = sc_new_var(BLD, LT_F32, "v%dk", y);
    LoopExpr *at = S->v[y].numel == 1 ? sc_ex_i64(BLD, 0) : j;
    sc_body_push(&inner, sc_st_set(BLD, lv, ew_expr(g, y, at), y, iloc(g, y)));
    g->local[y] = lv;
  }
  LoopExpr *val = access(g, arg, S->v[arg].numel == 1 && S->v[x].numel != 1 ? sc_ex_i64(BLD, 0) : j, true);
  if (in->a.red == RED_MAX) {
    LoopStmt *iff = sc_st_new(BLD, LS_IF, x, loc);
    iff->value = sc_ex_bin(BLD, LO_OR, sc_ex_bin(BLD, LO_EQ, sc_ex_var(BLD, g->kk), sc_ex_i64(BLD, 0)),
                        sc_ex_bin(BLD, LO_GT, val, sc_ex_var(BLD, var)));
    sc_body_push(&iff->body, sc_st_set(BLD, var, val, x, loc));
    sc_body_push(&inner, iff);
  } else {
    sc_body_push(&inner, sc_st_set(BLD, acc, sc_ex_bin(BLD, LO_ADD, sc_ex_var(BLD, acc), sc_ex_cast(BLD, val, LT_F64)), x, loc));
  }
  int nk = in->range == IR_RANGE_PARENTS ? g->onk : g->nk;
  close_children(g, f, &inner);
  sc_body_push(out, f);
  for (int y = 0; y <= arg; y++)
    if (in_sub[y]) g->local[y] = -1;
  free(in_sub);
  if (in->a.red == RED_SUM) {
    sc_body_push(out, sc_st_set(BLD, var, sc_ex_cast(BLD, sc_ex_var(BLD, acc), LT_F32), x, loc));
  } else if (in->a.red == RED_MEAN) {
    sc_body_push(out, sc_st_set(BLD, var, sc_ex_f32(BLD, 0), x, loc));
    LoopStmt *iff = sc_st_new(BLD, LS_IF, x, loc);
    iff->value = sc_ex_bin(BLD, LO_GT, sc_ex_var(BLD, nk), sc_ex_i64(BLD, 0));
    LoopExpr *mean = sc_ex_bin(BLD, LO_DIV, sc_ex_var(BLD, acc), sc_ex_cast(BLD, sc_ex_var(BLD, nk), LT_F64));
    sc_body_push(&iff->body, sc_st_set(BLD, var, sc_ex_cast(BLD, mean, LT_F32), x, loc));
    sc_body_push(out, iff);
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

void sc_gen_cluster(Sched *S, Cluster *cl, LoopBody *out) {
  Gen gg, *g = &gg;
  LoopBody top = {0};
  gen_init(g, S, &top);
  int first = cl->n ? cl->members[0] : cl->ncopies ? cl->copies[0].value : -1;
  SpaceLoops sl;
  LoopBody *body = space_open(g, &sl, cl->space, first, &top);
  int jv = sc_new_var(BLD, LT_I64, "j");
  LoopStmt *fj = sc_st_for(BLD, jv, sc_ex_i64(BLD, 0), sc_ex_i64(BLD, cl->numel), LR_ELEMS, first, iloc(g, first));
  fj->note = members_note(S, cl);
  LoopExpr *j = sc_ex_var(BLD, jv);
  for (int m = 0; m < cl->n; m++) {
    int x = cl->members[m];
    int var = sc_new_var(BLD, LT_F32, "v%d", x);
    /* (an edge cluster's per-child subgraph may hold rank-0 values) */
    LoopExpr *at = S->v[x].numel == 1 ? sc_ex_i64(BLD, 0) : j;
    if (sc_ins(S, x)->op == IR_REDUCE) gen_reduce(g, x, j, var, &fj->body);
    else sc_body_push(&fj->body, sc_st_set(BLD, var, ew_expr(g, x, at), x, iloc(g, x)));
    g->local[x] = var;
    if (S->v[x].stored) sc_body_push(&fj->body, store_home(g, x, at, sc_ex_var(BLD, var)));
  }
  for (int c = 0; c < cl->ncopies; c++) {
    const Copy *cp = &cl->copies[c];
    const IrInstr *in = sc_ins(S, cp->value);
    LoopExpr *val = in->type.kind == IRT_TENSOR ? access(g, cp->value, S->v[cp->value].numel == 1 ? sc_ex_i64(BLD, 0) : j, true)
                                                : sc_ex_cast(BLD, as_i64(g, int_expr(g, cp->value)), LT_F32);
    sc_body_push(&fj->body, store_dest(g, cp->dest, cp->dest_id, cl->numel, j, val, cp->value));
  }
  sc_body_push(body, fj);
  space_close(g, &sl);
  sc_body_append(out, &top);
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

/* A matrix product A @ B as rows x k x columns: out[r * N + c] = sum_k
 * A[r * K + k] B[k * N + c].  The rows are every axis of A but its last:
 * [M, K] @ [K] and [M, K] @ [K, N] as written, [A, B, C] @ [C] as
 * [A * B, C] @ [C] (the result [A, B] is those rows in order), and
 * [K] @ [K, N] as one row. */
static void mm_dims(const Sched *S, int mm, int64_t *M, int64_t *K, int64_t *N) {
  const IrInstr *in = sc_ins(S, mm);
  const CxShape *a = &sc_ins(S, in->args[0])->type.shape, *b = &sc_ins(S, in->args[1])->type.shape;
  *K = a->dims[a->rank - 1];
  *M = sc_shape_numel(a) / *K;
  *N = b->rank == 2 ? b->dims[1] : 1;
}

/* The segments of a matrix product term A @ B at row r, column c. */
static void mm_segments(Gen *g, int mm, LoopExpr *r, LoopExpr *c, int kvar, LoopDotSeg **segs, int *nsegs, int *cap) {
  Sched *S = g->S;
  const IrInstr *in = sc_ins(S, mm);
  int bx = in->args[1];
  int64_t M, K, N;
  mm_dims(S, mm, &M, &K, &N);
  LoopExpr *k = sc_ex_var(BLD, kvar);
  int nparts = S->v[bx].cls == C_VCONCAT ? sc_ins(S, bx)->nargs : 1;
  int64_t off = 0;
  for (int p = 0; p < nparts; p++) {
    int part = S->v[bx].cls == C_VCONCAT ? sc_ins(S, bx)->args[p] : bx;
    const IrInstr *P = sc_ins(S, part);
    int64_t len = P->type.shape.dims[0];
    if (*nsegs == *cap) {
      *cap = *cap ? *cap * 2 : 4;
      *segs = cx_xrealloc(*segs, sizeof **segs * (size_t)*cap);
    }
    LoopDotSeg *sg = &(*segs)[(*nsegs)++];
    sg->len = len;
    LoopExpr *ka = sc_ex_bin(BLD, LO_ADD, k, sc_ex_i64(BLD, off));
    LoopExpr *rk = sc_ex_bin(BLD, LO_MUL, r, sc_ex_i64(BLD, K));
    /* A contraction's row side as (r K + off) + k, unit stride in k for
     * the GEMM pass (v1 products keep r K + (k + off), and their code). */
    if (sc_ins(S, in->args[0])->type.shape.rank != 2)
      sg->a = access(g, in->args[0], sc_ex_bin(BLD, LO_ADD, sc_ex_bin(BLD, LO_ADD, rk, sc_ex_i64(BLD, off)), k), false);
    else
      sg->a = access(g, in->args[0], sc_ex_bin(BLD, LO_ADD, rk, ka), false);
    sg->b = access(g, part, sc_ex_bin(BLD, LO_ADD, sc_ex_bin(BLD, LO_MUL, k, sc_ex_i64(BLD, N)), c), false);
    off += len;
  }
}

static void collect_terms(Sched *S, int x, int *terms, int *n) {
  const IrInstr *in = sc_ins(S, x);
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
bool sc_flat_edges(Sched *S, int x, const int *terms, int nterms) {
  if (S->v[x].space != SP_EDGE || S->output || !S->B.lp->opt.flat_edges) return false;
  if (sc_ins(S, x)->range == IR_RANGE_PARENTS) return false; /* (the flat loop is over the children) */
  for (int t = 0; t < nterms; t++) {
    int bx = sc_ins(S, terms[t])->args[1];
    int nparts = S->v[bx].cls == C_VCONCAT ? sc_ins(S, bx)->nargs : 1;
    for (int p = 0; p < nparts; p++) {
      int part = S->v[bx].cls == C_VCONCAT ? sc_ins(S, bx)->args[p] : bx;
      const IrInstr *P = sc_ins(S, part);
      if (P->op != IR_STATE || P->a.node != NODE_RED || S->v[part].home != HOME_NONE) return false;
    }
  }
  return true;
}

static void gen_matmul(Sched *S, int x, LoopBody *out) {
  Gen gg, *g = &gg;
  LoopBody top = {0};
  gen_init(g, S, &top);
  int *terms = cx_xmalloc(sizeof(int) * (size_t)(S->n + 1));
  int nterms = 0;
  collect_terms(S, x, terms, &nterms);
  int64_t M, K, N;
  mm_dims(S, terms[0], &M, &K, &N);
  LoopSpace a_space = SP_INV;
  for (int t = 0; t < nterms; t++)
    if (S->v[sc_ins(S, terms[t])->args[0]].space > a_space) a_space = S->v[sc_ins(S, terms[t])->args[0]].space;
  bool outer = rows_outer(S, a_space, S->v[x].space, N);
  CxLoc loc = iloc(g, x);
  int rv = sc_new_var(BLD, LT_I64, "r");
  int cv = N > 1 ? sc_new_var(BLD, LT_I64, "c") : -1;
  int kv = sc_new_var(BLD, LT_I64, "k");
  int acc = sc_new_var(BLD, LT_F32, "acc%d", x);
  LoopStmt *fr = sc_st_for(BLD, rv, sc_ex_i64(BLD, 0), sc_ex_i64(BLD, M), LR_ROWS, x, loc);
  LoopExpr *r = sc_ex_var(BLD, rv), *c = cv >= 0 ? sc_ex_var(BLD, cv) : sc_ex_i64(BLD, 0);
  SpaceLoops sl;
  memset(&sl, 0, sizeof sl);
  LoopBody *inner, *fr_body = NULL;
  LoopStmt *flat = NULL;
  if (outer && sc_flat_edges(S, x, terms, nterms)) {
    /* the group's edges as one flat loop: e in 0..ne, ck = children[ebase + e] */
    LoopKernel *k = S->B.k;
    int ne = sc_new_var(BLD, LT_I64, "ne");
    sc_body_push(&top, sc_st_set(BLD, ne,
                           sc_ex_bin(BLD, LO_SUB, sc_ex_load(BLD, LA_CHILD_START, 0, sc_ex_var(BLD, k->var_end)),
                                  sc_ex_var(BLD, S->var_ebase)),
                           -1, loc));
    g->e = sc_new_var(BLD, LT_I64, "e");
    g->ck = sc_new_var(BLD, LT_I64, "ck");
    flat = sc_st_for(BLD, g->e, sc_ex_i64(BLD, 0), sc_ex_var(BLD, ne), LR_NODES, x, loc);
    flat->note = "the group's edges, flat";
    sc_body_push(&flat->body, sc_st_set(BLD, g->ck,
                                  sc_ex_load(BLD, LA_CHILDREN, 0, sc_ex_bin(BLD, LO_ADD, sc_ex_var(BLD, S->var_ebase), sc_ex_var(BLD, g->e))),
                                  -1, loc));
    sc_body_push(&fr->body, flat);
    inner = &flat->body;
  } else if (outer) {
    inner = space_open(g, &sl, S->v[x].space, x, &fr->body);
  } else {
    /* fr goes into its space's body once it is complete: an invariant
     * product's body is `top`, where the row-index lets its operands
     * need (`P[1] @ x`: ix1 = 1) are pushed while the dot is built, and
     * they must come before the loop that reads them. */
    fr_body = space_open(g, &sl, S->v[x].space, x, &top);
    inner = &fr->body;
  }
  LoopStmt *dot = sc_st_new(BLD, LS_DOT, x, loc);
  dot->var = acc;
  dot->kvar = kv;
  dot->lanes = S->B.lp->opt.dot_lanes > 0 ? S->B.lp->opt.dot_lanes : 1;
  dot->acc = S->B.lp->opt.dot_double ? LT_F64 : LT_F32;
  int cap = 0;
  for (int t = 0; t < nterms; t++) mm_segments(g, terms[t], r, c, kv, &dot->segs, &dot->nsegs, &cap);
  LoopStmt *st = store_home(g, x, sc_ex_bin(BLD, LO_ADD, sc_ex_bin(BLD, LO_MUL, r, sc_ex_i64(BLD, N)), c), sc_ex_var(BLD, acc));
  if (cv >= 0) {
    LoopStmt *fc = sc_st_for(BLD, cv, sc_ex_i64(BLD, 0), sc_ex_i64(BLD, N), LR_COLS, x, loc);
    sc_body_push(&fc->body, dot);
    sc_body_push(&fc->body, st);
    sc_body_push(inner, fc);
  } else {
    sc_body_push(inner, dot);
    sc_body_push(inner, st);
  }
  if (fr_body) sc_body_push(fr_body, fr);
  if (!flat) space_close(g, &sl);
  if (outer) sc_body_push(&top, fr);
  const char *what = nterms > 1 ? "merged sum of matrix products" : "matrix product";
  fr->note = outer ? arena_printf(&S->B.lp->arena, "%s, batched: weight rows outermost, each row read once per group", what)
                   : arena_printf(&S->B.lp->arena, "%s, per node", what);
  if (!outer && sl.nodes) sl.nodes->note = fr->note;
  sc_body_append(out, &top);
  free(terms);
  gen_free(g);
}

/* The other heavy ops: one node (or edge) at a time. */
void sc_gen_heavy(Sched *S, int x, LoopBody *out) {
  const IrInstr *in = sc_ins(S, x);
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
    int acc = sc_new_var(BLD, LT_F32, "acc%d", x), kv = sc_new_var(BLD, LT_I64, "k");
    LoopStmt *dot = sc_st_new(BLD, LS_DOT, x, loc);
    dot->var = acc;
    dot->kvar = kv;
    /* in double, dot_lanes partial sums: one sequential sum was a chain
       of 512 dependent adds (attn_treelstm's scores, 2% of its call) */
    dot->lanes = S->B.lp->opt.dot_lanes > 0 ? S->B.lp->opt.dot_lanes : 1;
    dot->acc = LT_F64;
    dot->segs = cx_xcalloc(1, sizeof *dot->segs);
    dot->nsegs = 1;
    dot->segs[0].len = n;
    dot->segs[0].a = access(g, a0, sc_ex_var(BLD, kv), false);
    dot->segs[0].b = access(g, in->args[1], sc_ex_var(BLD, kv), false);
    sc_body_push(b, dot);
    sc_body_push(b, store_home(g, x, sc_ex_i64(BLD, 0), sc_ex_var(BLD, acc)));
    break;
  }
  case IR_SUM:
  case IR_MEAN: {
    int acc = sc_new_var(BLD, LT_F64, "acc%d", x), jv = sc_new_var(BLD, LT_I64, "j");
    sc_body_push(b, sc_st_set(BLD, acc, sc_ex_f64(BLD, 0), x, loc));
    LoopStmt *f = sc_st_for(BLD, jv, sc_ex_i64(BLD, 0), sc_ex_i64(BLD, n), LR_ELEMS, x, loc);
    LoopExpr *v = sc_ex_cast(BLD, access(g, a0, sc_ex_var(BLD, jv), false), LT_F64);
    sc_body_push(&f->body, sc_st_set(BLD, acc, sc_ex_bin(BLD, LO_ADD, sc_ex_var(BLD, acc), v), x, loc));
    sc_body_push(b, f);
    LoopExpr *res = sc_ex_var(BLD, acc);
    if (in->op == IR_MEAN) res = sc_ex_bin(BLD, LO_DIV, res, sc_ex_f64(BLD, (double)n));
    sc_body_push(b, store_home(g, x, sc_ex_i64(BLD, 0), sc_ex_cast(BLD, res, LT_F32)));
    break;
  }
  case IR_SOFTMAX:
  case IR_LOG_SOFTMAX: {
    int m = sc_new_var(BLD, LT_F32, "max%d", x), s = sc_new_var(BLD, LT_F64, "sum%d", x);
    int j1 = sc_new_var(BLD, LT_I64, "j"), j2 = sc_new_var(BLD, LT_I64, "j"), j3 = sc_new_var(BLD, LT_I64, "j");
    sc_body_push(b, sc_st_set(BLD, m, sc_ex_f32(BLD, -INFINITY), x, loc));
    LoopStmt *f1 = sc_st_for(BLD, j1, sc_ex_i64(BLD, 0), sc_ex_i64(BLD, n), LR_ELEMS, x, loc);
    LoopExpr *v1 = access(g, a0, sc_ex_var(BLD, j1), false);
    LoopStmt *iff = sc_st_new(BLD, LS_IF, x, loc);
    iff->value = sc_ex_bin(BLD, LO_GT, v1, sc_ex_var(BLD, m));
    sc_body_push(&iff->body, sc_st_set(BLD, m, v1, x, loc));
    sc_body_push(&f1->body, iff);
    sc_body_push(b, f1);
    sc_body_push(b, sc_st_set(BLD, s, sc_ex_f64(BLD, 0), x, loc));
    LoopStmt *f2 = sc_st_for(BLD, j2, sc_ex_i64(BLD, 0), sc_ex_i64(BLD, n), LR_ELEMS, x, loc);
    LoopExpr *d2 = sc_ex_bin(BLD, LO_SUB, sc_ex_cast(BLD, access(g, a0, sc_ex_var(BLD, j2), false), LT_F64),
                          sc_ex_cast(BLD, sc_ex_var(BLD, m), LT_F64));
    sc_body_push(&f2->body, sc_st_set(BLD, s, sc_ex_bin(BLD, LO_ADD, sc_ex_var(BLD, s), sc_ex_un(BLD, LO_EXP, d2)), x, loc));
    sc_body_push(b, f2);
    LoopStmt *f3 = sc_st_for(BLD, j3, sc_ex_i64(BLD, 0), sc_ex_i64(BLD, n), LR_ELEMS, x, loc);
    LoopExpr *d3 = sc_ex_bin(BLD, LO_SUB, sc_ex_cast(BLD, access(g, a0, sc_ex_var(BLD, j3), false), LT_F64),
                          sc_ex_cast(BLD, sc_ex_var(BLD, m), LT_F64));
    LoopExpr *res = in->op == IR_SOFTMAX ? sc_ex_bin(BLD, LO_DIV, sc_ex_un(BLD, LO_EXP, d3), sc_ex_var(BLD, s))
                                         : sc_ex_bin(BLD, LO_SUB, d3, sc_ex_un(BLD, LO_LOG, sc_ex_var(BLD, s)));
    sc_body_push(&f3->body, store_home(g, x, sc_ex_var(BLD, j3), sc_ex_cast(BLD, res, LT_F32)));
    sc_body_push(b, f3);
    break;
  }
  case IR_ARGMAX: {
    int best = sc_new_var(BLD, LT_I64, "best%d", x), bv = sc_new_var(BLD, LT_F32, "bestv%d", x);
    int jv = sc_new_var(BLD, LT_I64, "j"), xv = sc_new_var(BLD, LT_F32, "x%d", x);
    sc_body_push(b, sc_st_set(BLD, best, sc_ex_i64(BLD, 0), x, loc));
    sc_body_push(b, sc_st_set(BLD, bv, access(g, a0, sc_ex_i64(BLD, 0), false), x, loc));
    LoopStmt *f = sc_st_for(BLD, jv, sc_ex_i64(BLD, 1), sc_ex_i64(BLD, n), LR_ELEMS, x, loc);
    sc_body_push(&f->body, sc_st_set(BLD, xv, access(g, a0, sc_ex_var(BLD, jv), false), x, loc));
    LoopStmt *iff = sc_st_new(BLD, LS_IF, x, loc);
    LoopExpr *gt = sc_ex_bin(BLD, LO_GT, sc_ex_var(BLD, xv), sc_ex_var(BLD, bv));
    LoopExpr *nan = sc_ex_bin(BLD, LO_AND, sc_ex_un(BLD, LO_ISNAN, sc_ex_var(BLD, xv)),
                           sc_ex_un(BLD, LO_NOT, sc_ex_un(BLD, LO_ISNAN, sc_ex_var(BLD, bv))));
    iff->value = sc_ex_bin(BLD, LO_OR, gt, nan);
    sc_body_push(&iff->body, sc_st_set(BLD, best, sc_ex_var(BLD, jv), x, loc));
    sc_body_push(&iff->body, sc_st_set(BLD, bv, sc_ex_var(BLD, xv), x, loc));
    sc_body_push(&f->body, iff);
    sc_body_push(b, f);
    sc_body_push(b, store_home(g, x, sc_ex_i64(BLD, 0), sc_ex_cast(BLD, sc_ex_var(BLD, best), LT_F32)));
    break;
  }
  case IR_QPAIRS: {
    /* p[i W + d] = v[i] v[(i + d) mod D] (two loops over d, before and
     * after the wrap), then an even D's p[D W + i] = v[i] v[i + D / 2] */
    int64_t D = S->v[a0].numel, W = loop_qpairs_width(D);
    int iv = sc_new_var(BLD, LT_I64, "pi"), d1 = sc_new_var(BLD, LT_I64, "d"), d2 = sc_new_var(BLD, LT_I64, "d");
    LoopExpr *i = sc_ex_var(BLD, iv), *wrap = sc_ex_bin(BLD, LO_SUB, sc_ex_i64(BLD, D), i);
    LoopStmt *fi = sc_st_for(BLD, iv, sc_ex_i64(BLD, 0), sc_ex_i64(BLD, D), LR_ELEMS, x, loc);
    LoopStmt *f1 = sc_st_for(BLD, d1, sc_ex_i64(BLD, 0), sc_ex_bin(BLD, LO_MIN, sc_ex_i64(BLD, W), wrap), LR_ELEMS, x, loc);
    LoopStmt *f2 = sc_st_for(BLD, d2, sc_ex_bin(BLD, LO_MAX, sc_ex_i64(BLD, 0), wrap), sc_ex_i64(BLD, W), LR_ELEMS, x, loc);
    for (int h = 0; h < 2; h++) {
      LoopExpr *d = sc_ex_var(BLD, h ? d2 : d1);
      LoopExpr *j = sc_ex_bin(BLD, LO_ADD, i, d);
      if (h) j = sc_ex_bin(BLD, LO_SUB, j, sc_ex_i64(BLD, D));
      LoopExpr *prod = sc_ex_bin(BLD, LO_MUL, access(g, a0, i, false), access(g, a0, j, false));
      sc_body_push(h ? &f2->body : &f1->body,
                   store_home(g, x, sc_ex_bin(BLD, LO_ADD, sc_ex_bin(BLD, LO_MUL, i, sc_ex_i64(BLD, W)), d), prod));
    }
    sc_body_push(&fi->body, f1);
    sc_body_push(&fi->body, f2);
    sc_body_push(b, fi);
    if (D % 2 == 0) {
      int hv = sc_new_var(BLD, LT_I64, "pi");
      LoopExpr *h = sc_ex_var(BLD, hv);
      LoopStmt *fh = sc_st_for(BLD, hv, sc_ex_i64(BLD, 0), sc_ex_i64(BLD, D / 2), LR_ELEMS, x, loc);
      LoopExpr *prod = sc_ex_bin(BLD, LO_MUL, access(g, a0, h, false),
                                 access(g, a0, sc_ex_bin(BLD, LO_ADD, h, sc_ex_i64(BLD, D / 2)), false));
      sc_body_push(&fh->body, store_home(g, x, sc_ex_bin(BLD, LO_ADD, h, sc_ex_i64(BLD, D * W)), prod));
      sc_body_push(b, fh);
    }
    break;
  }
  case IR_CONCAT: {
    int64_t off = 0;
    for (int a = 0; a < in->nargs; a++) {
      int part = in->args[a];
      int64_t pn = S->v[part].numel;
      int jv = sc_new_var(BLD, LT_I64, "j");
      LoopStmt *f = sc_st_for(BLD, jv, sc_ex_i64(BLD, 0), sc_ex_i64(BLD, pn), LR_ELEMS, x, loc);
      LoopExpr *j = sc_ex_var(BLD, jv);
      sc_body_push(&f->body, store_home(g, x, sc_ex_bin(BLD, LO_ADD, j, sc_ex_i64(BLD, off)), access(g, part, j, false)));
      sc_body_push(b, f);
      off += pn;
    }
    break;
  }
  default:
    sc_internal(S, x, "no loop nest for this op");
    break;
  }
  space_close(g, &sl);
  sc_body_append(out, &top);
  gen_free(g);
}

#undef BLD
