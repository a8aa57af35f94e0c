/* Lowering the typed AST to RA-IR.
 *
 * Each rec becomes a pass (in the order sema gave, dependencies first).
 * A rec body is walked once per control path: an `if` on the structure
 * forks the walk, and each complete path (ending in a return) becomes a
 * branch whose guard is the conjunction of the conditions taken.  Lets
 * before the fork are copied into both paths (DCE removes what a path does
 * not use).  `if`s whose condition is a compile-time int are decided here.
 * Calls to fns are inlined from the typed copy sema made for the call.
 *
 * Outputs are straight-line blocks (an expression, or lets and a return).
 * Each node-set reduction in one is then hoisted, with what it reads, into
 * a readout (see hoist_readouts). */
#include "ir/ir.h"

#include <stdlib.h>
#include <string.h>

#include "lang/base/diag.h"

/* A lowered expression: a value, a tuple of values, or a node. */
typedef enum ValKind { VAL_NONE, VAL_VALUE, VAL_TUPLE, VAL_NODE } ValKind;

typedef struct Val {
  ValKind kind;
  int idx;          /* VAL_VALUE: instruction index */
  int *comps;       /* VAL_TUPLE: one index per component */
  int ncomps;
  IrNodeRef node;   /* VAL_NODE */
  int child;
} Val;

/* Bindings of lets and fn arguments, keyed by their AST node. */
typedef struct Binding {
  const void *key;
  Val val;
} Binding;

typedef struct Frame {
  Val *args;
  int nargs;
} Frame;

/* The statements still to lower on the current path: a stack of blocks. */
typedef struct Cont {
  AstStmt **stmts;
  int n, i;
  const struct Cont *next;
} Cont;

typedef struct Lower {
  CxSession *s;
  const CxProgram *prog;
  IrProgram *p;
  CxArena arena;           /* Vals, tuples and bindings */
  IrBlock *blk;            /* where value instructions go */
  IrBlock guard;           /* the current path's guard */
  int guard_val;
  IrBlock body;            /* the current path's body */
  IrPass *pass;            /* the pass being lowered (NULL: an output) */
  IrRange range;           /* inside a reduction's body: its range */
  Binding *binds;
  int nbinds, capbinds;
  Frame frames[64];
  int nframes;
  bool failed;
} Lower;

static Val lower_expr(Lower *L, const AstExpr *e);

static void lower_error(Lower *L, CxLoc loc, const char *msg) {
  diag_error(&L->s->diag, loc, "%s", msg);
  L->failed = true;
}

/* ---- bindings ---- */

static void bind(Lower *L, const void *key, Val v) {
  for (int i = L->nbinds - 1; i >= 0; i--)
    if (L->binds[i].key == key) {
      L->binds[i].val = v;
      return;
    }
  if (L->nbinds == L->capbinds) {
    L->capbinds = L->capbinds ? L->capbinds * 2 : 64;
    L->binds = cx_xrealloc(L->binds, sizeof *L->binds * (size_t)L->capbinds);
  }
  L->binds[L->nbinds].key = key;
  L->binds[L->nbinds].val = v;
  L->nbinds++;
}

static bool lookup(Lower *L, const void *key, Val *out) {
  for (int i = L->nbinds - 1; i >= 0; i--)
    if (L->binds[i].key == key) {
      *out = L->binds[i].val;
      return true;
    }
  return false;
}

/* ---- emitting ---- */

static IrType tensor_type(const CxShape *s) {
  IrType t = {IRT_TENSOR, *s};
  return t;
}

static const IrType int_type = {IRT_INT, {0, {0}}};
static const IrType bool_type = {IRT_BOOL, {0, {0}}};

static int emit(Lower *L, IrOp op, IrType type, CxLoc loc, int nargs, const int *args, const IrInstr *attrs) {
  IrInstr in;
  if (attrs) in = *attrs;
  else memset(&in, 0, sizeof in);
  in.op = op;
  in.type = type;
  in.loc = loc;
  in.nargs = nargs;
  in.args = (int *)args;
  bool node_leaf = op == IR_STATE || op == IR_FIELD || op == IR_ARITY || op == IR_NPARENTS || op == IR_INDEX ||
                   op == IR_DEPTH || op == IR_HEIGHT;
  in.per_child = node_leaf && in.a.node == NODE_RED;
  in.range = in.per_child ? L->range : IR_RANGE_CHILDREN;
  for (int i = 0; i < nargs; i++)
    if (L->blk->instrs[args[i]].per_child) {
      in.per_child = true;
      in.range = L->blk->instrs[args[i]].range;
    }
  if (op == IR_REDUCE) {
    in.range = L->blk->instrs[args[0]].range;
    in.per_child = false;
  }
  return ir_emit(L->blk, &in);
}

static int emit1(Lower *L, IrOp op, IrType t, CxLoc loc, int a) { return emit(L, op, t, loc, 1, &a, NULL); }
static int emit2(Lower *L, IrOp op, IrType t, CxLoc loc, int a, int b) {
  int args[2] = {a, b};
  return emit(L, op, t, loc, 2, args, NULL);
}

static int emit_iconst(Lower *L, int64_t v, CxLoc loc) {
  IrInstr a = {0};
  a.a.ival = v;
  return emit(L, IR_ICONST, int_type, loc, 0, NULL, &a);
}

static int emit_fill(Lower *L, double v, const CxShape *shape, CxLoc loc) {
  IrInstr a = {0};
  a.a.fval = v;
  return emit(L, IR_FILL, tensor_type(shape), loc, 0, NULL, &a);
}

static Val value(int idx) {
  Val v = {VAL_VALUE, idx, NULL, 0, NODE_SELF, 0};
  return v;
}

static Val node_val(IrNodeRef r, int child) {
  Val v = {VAL_NODE, -1, NULL, 0, r, child};
  return v;
}

/* The value of an expression that must be a single value. */
static int lower_value(Lower *L, const AstExpr *e) {
  Val v = lower_expr(L, e);
  if (v.kind == VAL_VALUE) return v.idx;
  if (!L->failed) lower_error(L, e->loc, "internal: expected a value here");
  return emit_iconst(L, 0, e->loc);
}

/* A tensor operand; compile-time ints become f32 scalars. */
static int lower_tensor(Lower *L, const AstExpr *e) {
  if (e->sem.type.kind == TY_INT || e->kind == EXPR_INT) {
    static const CxShape scalar = {0, {0}};
    if (e->sem.is_const || e->kind == EXPR_INT)
      return emit_fill(L, (double)(e->kind == EXPR_INT ? e->u.ival : e->sem.ival), &scalar, e->loc);
    lower_error(L, e->loc, "an int that is not a compile-time constant cannot be used as a tensor");
    return emit_fill(L, 0, &scalar, e->loc);
  }
  return lower_value(L, e);
}

static IrType type_of(const AstExpr *e) {
  if (e->sem.type.kind == TY_TENSOR) return tensor_type(&e->sem.type.shape);
  if (e->sem.type.kind == TY_BOOL) return bool_type;
  return int_type;
}

/* ---- node forms ---- */

/* The state of pass `rec` (a rec's sem.index) at a node. */
static Val rec_state(Lower *L, Val node, int rec, CxLoc loc) {
  const IrPass *p = &L->p->passes[rec];
  if (p->ncomps == 1 && !p->comp_names[0]) {
    IrInstr a = {0};
    a.a.node = node.node;
    a.a.child = node.child;
    a.a.comp = 0;
    a.a.rec = rec;
    return value(emit(L, IR_STATE, tensor_type(&p->comp_shapes[0]), loc, 0, NULL, &a));
  }
  Val t = {VAL_TUPLE, -1, arena_alloc(&L->arena, sizeof(int) * (size_t)p->ncomps), p->ncomps, NODE_SELF, 0};
  for (int c = 0; c < p->ncomps; c++) {
    IrInstr a = {0};
    a.a.node = node.node;
    a.a.child = node.child;
    a.a.comp = c;
    a.a.rec = rec;
    t.comps[c] = emit(L, IR_STATE, tensor_type(&p->comp_shapes[c]), loc, 0, NULL, &a);
  }
  return t;
}

/* A node leaf instruction (arity, nparents, index, ...) of a node. */
static int emit_node_op(Lower *L, IrOp op, Val node, CxLoc loc) {
  IrInstr a = {0};
  a.a.node = node.node;
  a.a.child = node.child;
  return emit(L, op, int_type, loc, 0, NULL, &a);
}

static Val lower_node(Lower *L, const AstExpr *e) {
  Val v = lower_expr(L, e);
  if (v.kind != VAL_NODE) {
    if (!L->failed) lower_error(L, e->loc, "internal: expected a node here");
    return node_val(NODE_SELF, 0);
  }
  return v;
}

/* ---- built-in calls ---- */

static const struct { const char *name; IrOp op; } unary_builtins[] = {
    {"sigmoid", IR_SIGMOID}, {"tanh", IR_TANH}, {"relu", IR_RELU}, {"exp", IR_EXP},
    {"log", IR_LOG}, {"sqrt", IR_SQRT}, {"abs", IR_ABS}, {"softmax", IR_SOFTMAX},
    {"log_softmax", IR_LOG_SOFTMAX}, {"argmax", IR_ARGMAX}, {"sum", IR_SUM},
    {"mean", IR_MEAN}, {"transpose", IR_TRANSPOSE},
};

static Val lower_builtin(Lower *L, const AstExpr *e) {
  const char *f = e->u.call.callee;
  int n = e->u.call.nargs;
  AstExpr **args = e->u.call.args;
  IrType t = type_of(e);
  for (size_t i = 0; i < sizeof unary_builtins / sizeof *unary_builtins; i++)
    if (strcmp(f, unary_builtins[i].name) == 0 && n == 1)
      return value(emit1(L, unary_builtins[i].op, t, e->loc, lower_tensor(L, args[0])));
  if ((strcmp(f, "max") == 0 || strcmp(f, "min") == 0) && n == 2 && e->sem.type.kind == TY_INT) {
    int a = lower_value(L, args[0]), b = lower_value(L, args[1]);
    return value(emit2(L, f[1] == 'a' ? IR_IMAX : IR_IMIN, int_type, e->loc, a, b));
  }
  if (strcmp(f, "float") == 0 && n == 1) {
    static const CxShape scalar = {0, {0}};
    const AstExpr *x = args[0];
    if (x->sem.is_const && x->sem.type.kind == TY_INT) return value(emit_fill(L, (double)x->sem.ival, &scalar, e->loc));
    return value(emit1(L, IR_FLOAT, tensor_type(&scalar), e->loc, lower_value(L, x)));
  }
  if ((strcmp(f, "max") == 0 || strcmp(f, "min") == 0 || strcmp(f, "dot") == 0) && n == 2) {
    int a = lower_tensor(L, args[0]), b = lower_tensor(L, args[1]);
    IrOp op = f[1] == 'a' ? IR_MAX : f[1] == 'i' ? IR_MIN : IR_DOT;
    return value(emit2(L, op, t, e->loc, a, b));
  }
  if (strcmp(f, "concat") == 0) {
    int *ix = arena_alloc(&L->arena, sizeof(int) * (size_t)(n ? n : 1));
    for (int i = 0; i < n; i++) ix[i] = lower_tensor(L, args[i]);
    return value(emit(L, IR_CONCAT, t, e->loc, n, ix, NULL));
  }
  if (strcmp(f, "zeros") == 0 || strcmp(f, "ones") == 0)
    return value(emit_fill(L, f[0] == 'o' ? 1.0 : 0.0, &e->sem.type.shape, e->loc));
  if (strcmp(f, "leaf") == 0 || strcmp(f, "root") == 0) {
    /* leaf(n): arity n == 0; root(n): nparents n == 0. */
    Val node = lower_node(L, args[0]);
    int ar = emit_node_op(L, f[0] == 'l' ? IR_ARITY : IR_NPARENTS, node, e->loc);
    IrInstr c = {0};
    c.a.cmp = OP_EQ;
    int zero = emit_iconst(L, 0, e->loc);
    int args2[2] = {ar, zero};
    return value(emit(L, IR_ICMP, bool_type, e->loc, 2, args2, &c));
  }
  lower_error(L, e->loc, "internal: unknown built-in in lowering");
  return value(emit_iconst(L, 0, e->loc));
}

/* ---- fn inlining ---- */

static Val lower_fn_block(Lower *L, const AstBlock *b, bool *returned);

static Val lower_inlined(Lower *L, const AstExpr *e) {
  const AstInlined *in = e->sem.inlined;
  if (!in || !in->body) {
    lower_error(L, e->loc, "internal: fn call without an inlined body");
    return value(emit_iconst(L, 0, e->loc));
  }
  if (L->nframes == (int)(sizeof L->frames / sizeof *L->frames)) {
    lower_error(L, e->loc, "fn calls nested too deeply (more than 64 levels)");
    return value(emit_iconst(L, 0, e->loc));
  }
  int nargs = e->u.call.nargs;
  Val *args = arena_alloc(&L->arena, sizeof(Val) * (size_t)(nargs ? nargs : 1));
  for (int i = 0; i < nargs; i++) {
    const AstExpr *a = in->args ? in->args[i] : e->u.call.args[i];
    if (a->sem.type.kind == TY_TENSOR && (a->kind == EXPR_INT))
      args[i] = value(lower_tensor(L, a));
    else
      args[i] = lower_expr(L, a);
  }
  L->frames[L->nframes].args = args;
  L->frames[L->nframes].nargs = nargs;
  L->nframes++;
  bool returned = false;
  Val r = lower_fn_block(L, in->body, &returned);
  L->nframes--;
  if (!returned && !L->failed) lower_error(L, e->loc, "internal: inlined fn did not return");
  /* a fn of a one-component tuple may return the bare value (sema) */
  if (r.kind == VAL_VALUE && e->sem.type.kind == TY_TUPLE && e->sem.type.nfields == 1) {
    int *c = arena_alloc(&L->arena, sizeof(int));
    *c = r.idx;
    r = (Val){VAL_TUPLE, -1, c, 1, NODE_SELF, 0};
  }
  return r;
}

static bool const_cond(const AstExpr *c, bool *val) {
  if (!c->sem.is_const) return false;
  *val = c->sem.ival != 0;
  return true;
}

static Val lower_fn_block(Lower *L, const AstBlock *b, bool *returned) {
  for (int i = 0; i < b->nstmts && !L->failed; i++) {
    const AstStmt *st = b->stmts[i];
    switch (st->kind) {
    case STMT_LET: bind(L, st, lower_expr(L, st->u.let.value)); break;
    case STMT_RETURN: *returned = true; return lower_expr(L, st->u.ret.value);
    case STMT_IF: {
      bool c;
      if (!const_cond(st->u.if_.cond, &c)) {
        lower_error(L, st->u.if_.cond->loc, "a condition inside a fn must be a compile-time constant");
        return value(emit_iconst(L, 0, st->loc));
      }
      const AstBlock *taken = c ? st->u.if_.then_b : st->u.if_.else_b;
      if (taken) {
        Val r = lower_fn_block(L, taken, returned);
        if (*returned) return r;
      }
      break;
    }
    }
  }
  Val none = {VAL_NONE, -1, NULL, 0, NODE_SELF, 0};
  return none;
}

/* ---- expressions ---- */

static IrOp int_binop(AstOp op) {
  switch (op) {
  case OP_ADD: return IR_IADD;
  case OP_SUB: return IR_ISUB;
  case OP_MUL: return IR_IMUL;
  case OP_DIV: return IR_IDIV;
  case OP_MOD: return IR_IMOD;
  default: return IR_NUM_OPS;
  }
}

static Val lower_binary(Lower *L, const AstExpr *e) {
  AstOp op = e->u.binary.op;
  const AstExpr *l = e->u.binary.lhs, *r = e->u.binary.rhs;
  switch (op) {
  case OP_AND:
  case OP_OR:
    return value(emit2(L, op == OP_AND ? IR_AND : IR_OR, bool_type, e->loc, lower_value(L, l), lower_value(L, r)));
  case OP_EQ: case OP_NE: case OP_LT: case OP_LE: case OP_GT: case OP_GE: {
    int args[2] = {lower_value(L, l), lower_value(L, r)};
    IrInstr a = {0};
    a.a.cmp = op;
    return value(emit(L, IR_ICMP, bool_type, e->loc, 2, args, &a));
  }
  default: break;
  }
  if (e->sem.type.kind == TY_INT) {
    IrOp iop = int_binop(op);
    if (iop == IR_NUM_OPS) {
      lower_error(L, e->loc, "internal: unsupported int operator");
      return value(emit_iconst(L, 0, e->loc));
    }
    return value(emit2(L, iop, int_type, e->loc, lower_value(L, l), lower_value(L, r)));
  }
  int a = lower_tensor(L, l), b = lower_tensor(L, r);
  IrOp top;
  switch (op) {
  case OP_ADD: top = IR_ADD; break;
  case OP_SUB: top = IR_SUB; break;
  case OP_MUL: top = IR_MUL; break;
  case OP_DIV: top = IR_DIV; break;
  case OP_MATMUL: top = IR_MATMUL; break;
  default:
    lower_error(L, e->loc, "internal: unsupported tensor operator");
    return value(a);
  }
  return value(emit2(L, top, type_of(e), e->loc, a, b));
}

static Val lower_reduce(Lower *L, const AstExpr *e) {
  IrRange saved = L->range;
  AstRangeKind rk = (AstRangeKind)e->sem.index;
  L->range = rk == RANGE_PARENTS ? IR_RANGE_PARENTS : rk == RANGE_NODES ? IR_RANGE_NODES : IR_RANGE_CHILDREN;
  int body = lower_tensor(L, e->u.reduce.body);
  if (!L->blk->instrs[body].per_child) {
    /* The body does not depend on the element: make it per-element so the
     * reduction counts the elements (sum of a constant is arity * it). */
    static const CxShape scalar = {0, {0}};
    IrInstr a = {0};
    a.a.fval = 1.0;
    a.a.node = NODE_RED;
    int one = emit(L, IR_FILL, tensor_type(&scalar), e->loc, 0, NULL, &a);
    L->blk->instrs[one].per_child = true;
    L->blk->instrs[one].range = L->range;
    body = emit2(L, IR_MUL, L->blk->instrs[body].type, e->loc, body, one);
  }
  L->range = saved;
  IrInstr a = {0};
  a.a.red = e->u.reduce.op;
  return value(emit(L, IR_REDUCE, type_of(e), e->loc, 1, &body, &a));
}

static Val lower_expr(Lower *L, const AstExpr *e) {
  if (L->failed) return value(0 < L->blk->n ? 0 : emit_iconst(L, 0, e->loc));
  if (e->sem.is_const && e->sem.type.kind == TY_INT) return value(emit_iconst(L, e->sem.ival, e->loc));
  switch (e->kind) {
  case EXPR_INT:
    return value(emit_iconst(L, e->u.ival, e->loc));
  case EXPR_FLOAT: {
    static const CxShape scalar = {0, {0}};
    return value(emit_fill(L, e->u.fval, &scalar, e->loc));
  }
  case EXPR_NAME:
    switch (e->sem.ref) {
    case REF_CONST: return value(emit_iconst(L, e->sem.decl ? e->sem.decl->sem.ival : e->sem.ival, e->loc));
    case REF_SHAPE_VAR: return value(emit_iconst(L, e->sem.ival, e->loc));
    case REF_PARAM: {
      IrInstr a = {0};
      a.a.param = e->sem.decl->sem.index;
      return value(emit(L, IR_PARAM, type_of(e), e->loc, 0, NULL, &a));
    }
    case REF_LET: {
      Val v;
      if (lookup(L, e->sem.let_stmt, &v)) return v;
      lower_error(L, e->loc, "internal: let used before it was lowered");
      return value(emit_iconst(L, 0, e->loc));
    }
    case REF_FN_ARG:
      if (L->nframes > 0 && e->sem.index >= 0 && e->sem.index < L->frames[L->nframes - 1].nargs)
        return L->frames[L->nframes - 1].args[e->sem.index];
      lower_error(L, e->loc, "internal: fn argument outside of an inlined call");
      return value(emit_iconst(L, 0, e->loc));
    case REF_NODE_VAR: return node_val(NODE_SELF, 0);
    case REF_REDUCE_VAR: return node_val(NODE_RED, 0);
    case REF_INPUT: return node_val(NODE_SELF, 0);
    default: break;
    }
    break;
  case EXPR_FIELD:
    switch (e->sem.ref) {
    case REF_ROOT: return node_val(NODE_SELF, 0);
    case REF_ARITY: return value(emit_node_op(L, IR_ARITY, lower_node(L, e->u.field.base), e->loc));
    case REF_NODE_INT: {
      static const IrOp ops[] = {[NODE_INT_INDEX] = IR_INDEX, [NODE_INT_DEPTH] = IR_DEPTH, [NODE_INT_HEIGHT] = IR_HEIGHT};
      Val n = lower_node(L, e->u.field.base);
      if (n.node == NODE_CHILD && e->sem.index == NODE_INT_INDEX) return value(emit_iconst(L, n.child, e->loc));
      return value(emit_node_op(L, ops[e->sem.index], n, e->loc));
    }
    case REF_PARENT: {
      Val n = lower_node(L, e->u.field.base);
      if (n.node != NODE_SELF) {
        lower_error(L, e->loc, "internal: only the parent of the node itself can be read");
        return node_val(NODE_SELF, 0);
      }
      return node_val(NODE_PARENT, 0);
    }
    case REF_FIELD: {
      Val n = lower_node(L, e->u.field.base);
      IrInstr a = {0};
      a.a.node = n.node;
      a.a.child = n.child;
      a.a.field = e->sem.index;
      return value(emit(L, IR_FIELD, type_of(e), e->loc, 0, NULL, &a));
    }
    case REF_TUPLE_GET: {
      Val t = lower_expr(L, e->u.field.base);
      if (t.kind == VAL_TUPLE && e->sem.index >= 0 && e->sem.index < t.ncomps) return value(t.comps[e->sem.index]);
      lower_error(L, e->loc, "internal: component of something that is not a tuple");
      return value(emit_iconst(L, 0, e->loc));
    }
    default: break;
    }
    break;
  case EXPR_INDEX:
    if (e->sem.ref == REF_CHILD) {
      Val base = lower_node(L, e->u.index.base->kind == EXPR_FIELD ? e->u.index.base->u.field.base : e->u.index.base);
      if (base.node != NODE_SELF) {
        lower_error(L, e->loc, "only children of the node itself can be read");
        return node_val(NODE_SELF, 0);
      }
      return node_val(NODE_CHILD, e->sem.index);
    }
    if (e->sem.ref == REF_ROW) {
      int m = lower_tensor(L, e->u.index.base);
      int i = lower_value(L, e->u.index.index);
      return value(emit2(L, IR_ROW, type_of(e), e->loc, m, i));
    }
    break;
  case EXPR_SLICE: {
    int x = lower_tensor(L, e->u.slice.base);
    IrInstr a = {0};
    a.a.lo = e->u.slice.lo->sem.is_const ? e->u.slice.lo->sem.ival : e->u.slice.lo->u.ival;
    a.a.hi = e->u.slice.hi->sem.is_const ? e->u.slice.hi->sem.ival : e->u.slice.hi->u.ival;
    return value(emit(L, IR_SLICE, type_of(e), e->loc, 1, &x, &a));
  }
  case EXPR_UNARY:
    if (e->u.unary.op == OP_NOT) return value(emit1(L, IR_NOT, bool_type, e->loc, lower_value(L, e->u.unary.operand)));
    if (e->sem.type.kind == TY_INT)
      return value(emit2(L, IR_ISUB, int_type, e->loc, emit_iconst(L, 0, e->loc), lower_value(L, e->u.unary.operand)));
    return value(emit1(L, IR_NEG, type_of(e), e->loc, lower_tensor(L, e->u.unary.operand)));
  case EXPR_BINARY:
    return lower_binary(L, e);
  case EXPR_CALL:
    switch (e->sem.ref) {
    case REF_REC_CALL: return rec_state(L, lower_node(L, e->u.call.args[0]), e->sem.decl->sem.index, e->loc);
    case REF_FN_CALL: return lower_inlined(L, e);
    case REF_LEAF:
    case REF_IS_ROOT:
    case REF_BUILTIN: return lower_builtin(L, e);
    default:
      if (strcmp(e->u.call.callee, "leaf") == 0) return lower_builtin(L, e);
      break;
    }
    break;
  case EXPR_TUPLE: {
    Val t = {VAL_TUPLE, -1, arena_alloc(&L->arena, sizeof(int) * (size_t)e->u.tuple.nitems), e->u.tuple.nitems,
             NODE_SELF, 0};
    for (int i = 0; i < e->u.tuple.nitems; i++) t.comps[i] = lower_tensor(L, e->u.tuple.items[i]);
    return t;
  }
  case EXPR_REDUCE:
    return lower_reduce(L, e);
  case EXPR_SHAPE:
    break;
  }
  lower_error(L, e->loc, "internal: expression form not supported by the lowering");
  return value(emit_iconst(L, 0, e->loc));
}

/* ---- the rec: paths to branches ---- */

static void name_last(Lower *L, Val v, const char *name) {
  if (v.kind == VAL_VALUE && v.idx >= 0 && v.idx < L->blk->n && !L->blk->instrs[v.idx].name)
    L->blk->instrs[v.idx].name = name;
}

static void finish_branch(Lower *L, const AstStmt *ret) {
  IrPass *p = L->pass;
  Val v = lower_expr(L, ret->u.ret.value);
  if (L->failed) return;
  int *results = cx_xmalloc(sizeof(int) * (size_t)p->ncomps);
  if (v.kind == VAL_TUPLE && v.ncomps == p->ncomps) {
    memcpy(results, v.comps, sizeof(int) * (size_t)p->ncomps);
  } else if (v.kind == VAL_VALUE && p->ncomps == 1) {
    results[0] = v.idx;
  } else {
    free(results);
    lower_error(L, ret->loc, "internal: return value does not match the rec's type");
    return;
  }
  p->branches = cx_xrealloc(p->branches, sizeof *p->branches * (size_t)(p->nbranches + 1));
  IrBranch *br = &p->branches[p->nbranches++];
  memset(br, 0, sizeof *br);
  ir_block_copy(&br->guard, &L->guard);
  br->guard_value = L->guard_val;
  ir_block_copy(&br->body, &L->body);
  br->results = results;
  br->loc = ret->loc;
}

static void lower_path(Lower *L, const Cont *k);

static void lower_if(Lower *L, const AstStmt *st, const Cont *rest) {
  bool c;
  if (const_cond(st->u.if_.cond, &c)) {
    const AstBlock *taken = c ? st->u.if_.then_b : st->u.if_.else_b;
    if (taken) {
      Cont k = {taken->stmts, taken->nstmts, 0, rest};
      lower_path(L, &k);
    } else {
      lower_path(L, rest);
    }
    return;
  }
  /* Lower the condition into the guard block. */
  IrBlock *saved_blk = L->blk;
  L->blk = &L->guard;
  int cond = lower_value(L, st->u.if_.cond);
  int ncond = emit1(L, IR_NOT, bool_type, st->u.if_.cond->loc, cond);
  L->blk = saved_blk;
  for (int i = 0; i < L->guard.n; i++)
    if (L->guard.instrs[i].op == IR_FIELD || L->guard.instrs[i].op == IR_ARITY || L->guard.instrs[i].op == IR_NPARENTS ||
        L->guard.instrs[i].op == IR_INDEX || L->guard.instrs[i].op == IR_DEPTH || L->guard.instrs[i].op == IR_HEIGHT)
      if (L->guard.instrs[i].a.node != NODE_SELF) {
        lower_error(L, st->u.if_.cond->loc, "a condition may only test the node itself (not its children)");
        return;
      }
  if (L->failed) return;

  /* Save the state of the path, walk both sides. */
  IrBlock guard0, body0;
  ir_block_copy(&guard0, &L->guard);
  ir_block_copy(&body0, &L->body);
  int gv0 = L->guard_val;
  for (int side = 0; side < 2 && !L->failed; side++) {
    if (side == 1) {
      ir_block_free(&L->guard);
      ir_block_free(&L->body);
      ir_block_copy(&L->guard, &guard0);
      ir_block_copy(&L->body, &body0);
      L->guard_val = gv0;
    }
    int c_here = side == 0 ? cond : ncond;
    if (L->guard_val < 0) {
      L->guard_val = c_here;
    } else {
      IrBlock *sb = L->blk;
      L->blk = &L->guard;
      L->guard_val = emit2(L, IR_AND, bool_type, st->u.if_.cond->loc, L->guard_val, c_here);
      L->blk = sb;
    }
    const AstBlock *b = side == 0 ? st->u.if_.then_b : st->u.if_.else_b;
    if (b) {
      Cont k = {b->stmts, b->nstmts, 0, rest};
      lower_path(L, &k);
    } else {
      lower_path(L, rest);
    }
  }
  ir_block_free(&guard0);
  ir_block_free(&body0);
}

static void lower_path(Lower *L, const Cont *k) {
  while (k && !L->failed) {
    if (k->i >= k->n) {
      k = k->next;
      continue;
    }
    const AstStmt *st = k->stmts[k->i];
    Cont next = *k;
    next.i++;
    switch (st->kind) {
    case STMT_LET: {
      Val v = lower_expr(L, st->u.let.value);
      name_last(L, v, st->u.let.name);
      bind(L, st, v);
      /* `next` lives in this frame: keep walking iteratively from a copy. */
      Cont *heap = arena_alloc(&L->arena, sizeof *heap);
      *heap = next;
      k = heap;
      break;
    }
    case STMT_RETURN:
      finish_branch(L, st);
      return;
    case STMT_IF: {
      Cont *heap = arena_alloc(&L->arena, sizeof *heap);
      *heap = next;
      lower_if(L, st, heap);
      return;
    }
    }
  }
  /* Sema guarantees every path returns. */
  if (!L->failed) lower_error(L, L->pass->loc, "internal: a path through the rec does not return");
}

static void label_branches(IrPass *p) {
  for (int b = 0; b < p->nbranches; b++) {
    IrBranch *br = &p->branches[b];
    br->label = "case";
    if (br->guard_value < 0) {
      br->label = p->nbranches == 1 ? "all" : "otherwise";
      continue;
    }
    const IrInstr *g = &br->guard.instrs[br->guard_value];
    bool negated = false;
    if (g->op == IR_NOT) {
      negated = true;
      g = &br->guard.instrs[g->args[0]];
    }
    if (g->op == IR_ICMP && g->a.cmp == OP_EQ && br->guard.instrs[g->args[0]].op == IR_ARITY &&
        br->guard.instrs[g->args[1]].op == IR_ICONST && br->guard.instrs[g->args[1]].a.ival == 0)
      br->label = negated ? "internal" : "leaf";
    if (g->op == IR_ICMP && g->a.cmp == OP_EQ && br->guard.instrs[g->args[0]].op == IR_NPARENTS &&
        br->guard.instrs[g->args[1]].op == IR_ICONST && br->guard.instrs[g->args[1]].a.ival == 0)
      br->label = negated ? "nonroot" : "root";
  }
}

/* ---- readouts ---- */

/* Moves every node-set reduction of output o, with the instructions it
 * reads, into a readout of its own and puts an IR_READOUT in its place.
 * The reduction's argument is per-element over the structure's nodes;
 * what it reads at node level are params, constants, earlier readouts
 * and (in a per-structure output) the root, which is a readout's SELF
 * too.  Sema has made sure a per-node output's node-set reductions do
 * not read its node.  The copies left in the output are dead (DCE). */
static void hoist_readouts(Lower *L, IrOutput *o) {
  IrBlock *b = &o->body;
  bool *in_slice = NULL;
  int *map = NULL;
  for (int i = 0; i < b->n && !L->failed; i++) {
    IrInstr *red = &b->instrs[i];
    if (red->op != IR_REDUCE || red->range != IR_RANGE_NODES) continue;
    in_slice = cx_xrealloc(in_slice, sizeof *in_slice * (size_t)b->n);
    map = cx_xrealloc(map, sizeof *map * (size_t)b->n);
    memset(in_slice, 0, sizeof *in_slice * (size_t)b->n);
    in_slice[i] = true;
    for (int j = i; j >= 0; j--)
      if (in_slice[j])
        for (int a = 0; a < b->instrs[j].nargs; a++) in_slice[b->instrs[j].args[a]] = true;
    IrReadout ro;
    memset(&ro, 0, sizeof ro);
    ro.output = o->name;
    ro.loc = red->loc;
    for (int j = 0; j <= i; j++) {
      if (!in_slice[j]) continue;
      IrInstr c = b->instrs[j];
      bool reads_node = c.op == IR_STATE || c.op == IR_FIELD || c.op == IR_ARITY || c.op == IR_NPARENTS ||
                        c.op == IR_INDEX || c.op == IR_DEPTH || c.op == IR_HEIGHT;
      if (o->per_node && reads_node && !c.per_child) {
        lower_error(L, c.loc, "internal: a node-set reduction of a per-node output reads the output's node");
        break;
      }
      int args[64];
      int *heap = NULL, *av = c.nargs <= 64 ? args : (heap = cx_xmalloc(sizeof(int) * (size_t)c.nargs));
      for (int a = 0; a < c.nargs; a++) av[a] = map[c.args[a]];
      c.args = av;
      map[j] = ir_emit(&ro.body, &c);
      free(heap);
    }
    ro.result = map[i];
    int idx = L->p->nreadouts;
    L->p->readouts = cx_xrealloc(L->p->readouts, sizeof *L->p->readouts * (size_t)(idx + 1));
    L->p->readouts[idx] = ro;
    L->p->nreadouts++;
    /* The reduction becomes a read of the readout (no arguments). */
    red = &b->instrs[i];
    free(red->args);
    red->args = NULL;
    red->nargs = 0;
    red->op = IR_READOUT;
    red->per_child = false;
    red->range = IR_RANGE_CHILDREN;
    red->a.ival = idx;
  }
  free(in_slice);
  free(map);
  if (L->p->nreadouts > 0) ir_block_dce(b, &o->result, 1);
}

/* ---- model info for the runtime ---- */

static void fill_info(IrProgram *p) {
  CxrtModelInfo *m = &p->info;
  m->name = p->model_name;
  m->nparams = p->nparams;
  m->params = cx_xcalloc((size_t)(p->nparams ? p->nparams : 1), sizeof *m->params);
  for (int i = 0; i < p->nparams; i++) {
    const IrParam *ip = &p->params[i];
    CxrtParamInfo *pi = &m->params[i];
    pi->name = ip->name;
    pi->key = ip->key;
    pi->slice_lo = ip->slice_lo;
    pi->slice_hi = ip->slice_hi;
    pi->rank = ip->shape.rank;
    for (int d = 0; d < ip->shape.rank; d++) pi->dims[d] = ip->shape.dims[d];
    pi->model_file = p->src ? src_path(p->src, ip->loc.file_id) : p->model_file;
    pi->line = ip->loc.first_line;
    pi->col = ip->loc.first_column;
  }
  m->input_kind = p->input_kind;
  m->max_arity = p->max_arity;
  m->input_name = p->input_name;
  m->nfields = p->nfields;
  m->fields = cx_xcalloc((size_t)(p->nfields ? p->nfields : 1), sizeof *m->fields);
  for (int i = 0; i < p->nfields; i++) {
    m->fields[i].name = p->fields[i].name;
    m->fields[i].kind = p->fields[i].is_vec ? CXRT_FIELD_VEC : CXRT_FIELD_INT;
    m->fields[i].dim = p->fields[i].dim;
  }
  m->noutputs = p->noutputs;
  m->outputs = cx_xcalloc((size_t)(p->noutputs ? p->noutputs : 1), sizeof *m->outputs);
  for (int i = 0; i < p->noutputs; i++) {
    const IrOutput *o = &p->outputs[i];
    const IrInstr *r = &o->body.instrs[o->result];
    CxrtOutputInfo *oi = &m->outputs[i];
    oi->name = o->name;
    oi->per_node = o->per_node;
    oi->is_int = r->type.kind != IRT_TENSOR;
    oi->rank = r->type.kind == IRT_TENSOR ? r->type.shape.rank : 0;
    for (int d = 0; d < oi->rank; d++) oi->dims[d] = r->type.shape.dims[d];
  }
}

/* After passes move instructions, the info's output types stay valid
 * (passes keep result types), so fill_info runs once at the end of
 * lowering. */

IrProgram *ir_lower(CxSession *s, const CxProgram *prog) {
  IrProgram *p = cx_xcalloc(1, sizeof *p);
  Lower L;
  memset(&L, 0, sizeof L);
  L.s = s;
  L.prog = prog;
  L.p = p;
  arena_init(&L.arena);
  L.guard_val = -1;
  L.range = IR_RANGE_CHILDREN;

  p->model_name = prog->model_name;
  p->src = &s->src;
  p->model_file = prog->main ? prog->main->path : "";
  p->main_file_id = prog->main ? prog->main->file_id : -1;

  /* Params. */
  p->nparams = prog->nparams;
  p->params = cx_xcalloc((size_t)(prog->nparams ? prog->nparams : 1), sizeof *p->params);
  for (int i = 0; i < prog->nparams; i++) {
    const AstDecl *d = prog->params[i];
    IrParam *ip = &p->params[i];
    ip->name = d->name;
    ip->key = d->u.param.key ? d->u.param.key : d->name;
    ip->shape = d->sem.type.shape;
    ip->slice_lo = 0;
    ip->slice_hi = -1;
    if (d->u.param.slice_lo && d->u.param.slice_hi) {
      ip->slice_lo = d->u.param.slice_lo->sem.ival;
      ip->slice_hi = d->u.param.slice_hi->sem.ival;
    }
    ip->loc = d->name_loc;
  }

  /* Input. */
  const AstDecl *in = prog->input;
  p->input_name = in->name;
  p->input_kind = in->u.input.kind == INPUT_TREE ? CXRT_TREE : in->u.input.kind == INPUT_DAG ? CXRT_DAG : CXRT_SEQ;
  p->max_arity = in->u.input.kind == INPUT_SEQ ? 1 : in->u.input.kind == INPUT_DAG ? -1 : in->u.input.arity;
  p->nfields = in->u.input.nfields;
  p->fields = cx_xcalloc((size_t)(p->nfields ? p->nfields : 1), sizeof *p->fields);
  for (int i = 0; i < p->nfields; i++) {
    const AstField *f = in->u.input.fields[i];
    p->fields[i].name = f->name;
    p->fields[i].is_vec = f->type->kind == ATY_TENSOR;
    p->fields[i].dim = 0;
    if (p->fields[i].is_vec && f->type->ndims == 1) {
      const AstExpr *d = f->type->dims[0];
      p->fields[i].dim = (int)(d->sem.is_const ? d->sem.ival : d->kind == EXPR_INT ? d->u.ival : 0);
    }
  }

  /* The passes: one per rec, in sema's dependency order. */
  p->npasses = prog->nrecs;
  p->passes = cx_xcalloc((size_t)(prog->nrecs ? prog->nrecs : 1), sizeof *p->passes);
  for (int r = 0; r < prog->nrecs; r++) {
    const AstDecl *rec = prog->recs[r];
    IrPass *ps = &p->passes[r];
    ps->name = rec->name;
    ps->dir = rec->sem.dir == REC_UP ? IR_DIR_UP : rec->sem.dir == REC_DOWN ? IR_DIR_DOWN : IR_DIR_LOCAL;
    ps->loc = rec->loc;
    const CxType *rt = &rec->sem.type;
    if (rt->kind == TY_TUPLE) {
      ps->ncomps = rt->nfields;
      ps->comp_names = cx_xcalloc((size_t)ps->ncomps, sizeof *ps->comp_names);
      ps->comp_shapes = cx_xcalloc((size_t)ps->ncomps, sizeof *ps->comp_shapes);
      for (int c = 0; c < ps->ncomps; c++) {
        ps->comp_names[c] = rt->field_names[c];
        ps->comp_shapes[c] = rt->field_shapes[c];
      }
    } else {
      ps->ncomps = 1;
      ps->comp_names = cx_xcalloc(1, sizeof *ps->comp_names);
      ps->comp_shapes = cx_xcalloc(1, sizeof *ps->comp_shapes);
      ps->comp_shapes[0] = rt->shape;
    }
  }
  /* Branches, pass by pass. */
  for (int r = 0; r < prog->nrecs && !L.failed; r++) {
    const AstDecl *rec = prog->recs[r];
    L.pass = &p->passes[r];
    L.blk = &L.body;
    L.guard_val = -1;
    Cont k = {rec->u.rec.body->stmts, rec->u.rec.body->nstmts, 0, NULL};
    lower_path(&L, &k);
    ir_block_free(&L.guard);
    ir_block_free(&L.body);
    label_branches(L.pass);
  }
  L.pass = NULL;
  ir_alias_first_pass(p);

  /* Outputs, then their node-set reductions hoisted into readouts. */
  p->noutputs = prog->noutputs;
  p->outputs = cx_xcalloc((size_t)(prog->noutputs ? prog->noutputs : 1), sizeof *p->outputs);
  for (int i = 0; i < prog->noutputs && !L.failed; i++) {
    const AstDecl *d = prog->outputs[i];
    IrOutput *o = &p->outputs[i];
    o->name = d->name;
    o->per_node = d->u.output.node_var != NULL;
    o->loc = d->loc;
    L.blk = &o->body;
    const AstExpr *v = d->u.output.value;
    if (d->u.output.body) {
      /* A block output: lets, then the return (sema allows nothing else). */
      const AstBlock *b = d->u.output.body;
      v = NULL;
      for (int si = 0; si < b->nstmts && !L.failed; si++) {
        const AstStmt *st = b->stmts[si];
        if (st->kind == STMT_LET) {
          Val lv = lower_expr(&L, st->u.let.value);
          name_last(&L, lv, st->u.let.name);
          bind(&L, st, lv);
        } else if (st->kind == STMT_RETURN) {
          v = st->u.ret.value;
          break;
        }
      }
      if (!v) {
        if (!L.failed) lower_error(&L, d->loc, "internal: an output block without a return");
        break;
      }
    }
    o->result = v->sem.type.kind == TY_TENSOR ? lower_tensor(&L, v) : lower_value(&L, v);
    if (!L.failed) hoist_readouts(&L, o);
  }
  free(L.binds);
  arena_free(&L.arena);
  if (L.failed) {
    ir_program_free(p);
    return NULL;
  }
  fill_info(p);
  return p;
}
