/* Loop IR expressions and statements to libgccjit, one to one: a
 * statement's for loops are blocks, loads and stores array accesses;
 * the shapes the microkernels know go to gen_dot.c, gen_gemm.c and
 * gen_colgemm.c. */
#include "backend/jit/codegen_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- expressions ---------------------------------------------------------------- */

gcc_jit_type *cg_jtype(JitState *J, LoopType t) {
  switch (t) {
  case LT_F32: return J->t_f32;
  case LT_F64: return J->t_f64;
  case LT_I64: return J->t_i64;
  case LT_BOOL: return J->t_bool;
  }
  return J->t_i64;
}

void cg_fail(JitState *J, const char *what) {
  if (J->failed) return;
  J->failed = true;
  jit_report(J->s, J->ctx, J->k ? J->k->loc : cx_noloc, what);
}

gcc_jit_rvalue *cg_frame_field(JitState *J, gcc_jit_field *f) {
  return rv(gcc_jit_rvalue_dereference_field(J->frame_ptr, NULL, f));
}

/* The base pointer of an array, loaded in the entry block on first use. */
gcc_jit_rvalue *cg_array_ptr(JitState *J, LoopArray a, int id) {
  switch (a) {
  case LA_NODES: return J->nodes_arg;
  case LA_OUT: return J->out_arg;
  case LA_FIELDS: return J->fields_arg;
  default: break;
  }
  if (id < 0 || id >= J->nptrs[a]) {
    cg_fail(J, "array index out of range in the loop IR");
    return gcc_jit_context_null(J->ctx, J->t_pf32);
  }
  if (J->ptrs[a][id]) return J->ptrs[a][id];
  if (!J->frame_ptr) {
    cg_fail(J, "array read without a frame");
    return gcc_jit_context_null(J->ctx, J->t_pf32);
  }
  gcc_jit_rvalue *val = NULL;
  gcc_jit_type *t = J->t_pf32;
  char name[64];
  switch (a) {
  case LA_PARAM:
    val = rv(gcc_jit_context_new_array_access(J->ctx, NULL, cg_frame_field(J, J->f_params), iconst(J, id)));
    snprintf(name, sizeof name, "P_%s", J->lp->ir->params[id].name);
    break;
  case LA_PACKED:
    val = rv(gcc_jit_context_new_array_access(J->ctx, NULL, cg_frame_field(J, J->f_packed), iconst(J, id)));
    snprintf(name, sizeof name, "PK_%d", id);
    break;
  case LA_STATE:
    val = rv(gcc_jit_context_new_array_access(J->ctx, NULL, cg_frame_field(J, J->f_states), iconst(J, id)));
    snprintf(name, sizeof name, "S_%d", id);
    break;
  case LA_VFIELD:
    val = rv(gcc_jit_context_new_array_access(J->ctx, NULL, cg_frame_field(J, J->f_vfields), iconst(J, id)));
    snprintf(name, sizeof name, "F_%d", id);
    break;
  case LA_CHILDREN:
    val = cg_frame_field(J, J->f_children);
    t = J->t_pi32;
    snprintf(name, sizeof name, "children");
    break;
  case LA_CHILD_START:
    val = cg_frame_field(J, J->f_child_start);
    t = J->t_pi32;
    snprintf(name, sizeof name, "child_start");
    break;
  case LA_IFIELDS:
    val = cg_frame_field(J, J->f_ifields);
    t = J->t_pi32;
    snprintf(name, sizeof name, "ifields");
    break;
  case LA_NINTS: case LA_ROOT_OF: {
    /* the frame's last fields, which only a model that reads them has */
    bool nints = a == LA_NINTS;
    if (!(nints ? J->lp->node_ints : J->lp->root_ids)) {
      cg_fail(J, nints ? "the node ints read by a model that says it reads none"
                       : "the roots read by a model that says it reads none");
      return gcc_jit_context_null(J->ctx, J->t_pi32);
    }
    val = cg_frame_field(J, nints ? J->f_nints : J->f_root_of);
    t = J->t_pi32;
    snprintf(name, sizeof name, "%s", nints ? "nints" : "root_of");
    break;
  }
  case LA_OTHER_START:
  case LA_OTHERS:
    if (!J->lp->other_edges) {
      cg_fail(J, "the other edges read by a model that says it reads none");
      return gcc_jit_context_null(J->ctx, J->t_pi32);
    }
    val = cg_frame_field(J, a == LA_OTHERS ? J->f_other_nodes : J->f_other_start);
    t = J->t_pi32;
    snprintf(name, sizeof name, a == LA_OTHERS ? "other_nodes" : "other_start");
    break;
  case LA_TEMP:
    /* Temps are set up eagerly at entry (see cg_temps_init). */
  default:
    cg_fail(J, "unknown array in the loop IR");
    return gcc_jit_context_null(J->ctx, J->t_pf32);
  }
  gcc_jit_lvalue *l = gcc_jit_function_new_local(J->fn, NULL, t, name);
  gcc_jit_block_add_assignment(J->entry, NULL, l, val);
  J->ptrs[a][id] = rv(l);
  return J->ptrs[a][id];
}

gcc_jit_rvalue *cg_expr(JitState *J, const LoopExpr *e);

static gcc_jit_rvalue *call1(JitState *J, gcc_jit_function *f, gcc_jit_rvalue *a) {
  return gcc_jit_context_new_call(J->ctx, NULL, f, 1, &a);
}

/* GCC's size estimate of an inlined call (measured: the limit, 2,700
 * insns or twice the caller's own size, was reached by 46 chained vector
 * tanh, 68 sigmoid, 80 exp computing in float, and by 58, 65 and 75
 * computing in double; the costs bound both), and the budget per
 * function: the growth that stays within the limit whatever the caller's
 * own size S, since S + 1,200 <= max(2 S, 2,700) for every S (the least
 * slack is 1,350, at S = 1,350).  The zoo's kernels spend at most 318 (the
 * attention TreeLSTM's: a GEMM epilogue of 3 sigmoid and 2 tanh per tile
 * shape, and its scores), so their code is what it was.
 *
 * GCC also bounds the growth of the whole unit (--param
 * inline-unit-growth=40, large-unit-insns=10,000): a unit of size U may
 * grow to max(U, 10,000) * 1.4, which leaves at least 4,000 whatever U
 * (10,000 * 1.4 - U >= 4,000 for U <= 10,000, 0.4 U >= 4,000 above).  So
 * the unit has a budget of 4,000 too, counted over every function of the
 * context: eight kernels of 15 chained tanh each (750, within the
 * function's budget) spent 6,000 and failed to compile
 * (tests/regress/differential/inline_unit_growth_branches.cx).  The zoo's
 * units spend at most 980 (the bidirectional TreeLSTM's);
 * bench/stress/arity10.cx reaches the budget. */
enum { INLINE_BUDGET = 1200, UNIT_INLINE_BUDGET = 4000, COST_VTANH = 62, COST_VSIGMOID = 44, COST_VEXP = 38,
       COST_SMALL = 8 };

/* A call of an always-inline helper `inl` (a vmath function or J->h[id],
 * id < 0 for vmath), or of its internal twin once the function being
 * built, or the whole unit, has spent its budget. */
static gcc_jit_rvalue *helper_call(JitState *J, gcc_jit_function *inl, int id, int cost, int nargs,
                                   gcc_jit_rvalue **args) {
  if (J->inline_fn != J->fn) {
    J->inline_fn = J->fn;
    J->inline_cost = 0;
  }
  gcc_jit_function *f = inl;
  if (J->inline_cost + cost > INLINE_BUDGET || J->unit_inline_cost + cost > UNIT_INLINE_BUDGET) {
    if (id >= 0) {
      if (!J->h_call[id]) J->h_call[id] = cg_make_helper(J, (HelperId)id, GCC_JIT_FUNCTION_INTERNAL);
      f = J->h_call[id];
    } else {
      f = cx_vmath_called(&J->vm, inl);
    }
  } else {
    J->inline_cost += cost;
    J->unit_inline_cost += cost;
  }
  return gcc_jit_context_new_call(J->ctx, NULL, f, nargs, args);
}

static gcc_jit_rvalue *hcall1(JitState *J, HelperId id, gcc_jit_rvalue *a) {
  return helper_call(J, J->h[id], id, id == HX_SIGMOID ? COST_SMALL * 2 : COST_SMALL, 1, &a);
}

static gcc_jit_rvalue *hcall2(JitState *J, HelperId id, gcc_jit_rvalue *a, gcc_jit_rvalue *b) {
  gcc_jit_rvalue *args[2] = {a, b};
  if (!J->h[id]) J->h[id] = cg_make_helper(J, id, GCC_JIT_FUNCTION_ALWAYS_INLINE); /* HX_ON_DEMAND and above */
  return helper_call(J, J->h[id], id, COST_SMALL, 2, args);
}

static gcc_jit_rvalue *vcall(JitState *J, gcc_jit_function *inl, int cost, gcc_jit_rvalue *a) {
  return helper_call(J, inl, -1, cost, 1, &a);
}

/* One inlined call per vector function and context: within the unit's
 * budget whatever the functions before it spent (3 x COST_VTANH at most). */
gcc_jit_rvalue *cg_vmath_inline(JitState *J, LoopOp op, gcc_jit_rvalue *a) {
  gcc_jit_function *f = op == LO_SIGMOID ? J->vm.sigmoidf : op == LO_TANH ? J->vm.tanhf : J->vm.expf;
  J->unit_inline_cost += op == LO_SIGMOID ? COST_VSIGMOID : op == LO_TANH ? COST_VTANH : COST_VEXP;
  return gcc_jit_context_new_call(J->ctx, NULL, f, 1, &a);
}


gcc_jit_rvalue *cg_expr(JitState *J, const LoopExpr *e) {
  gcc_jit_context *c = J->ctx;
  switch (e->kind) {
  case LE_CONST:
    if (e->type == LT_F32 || e->type == LT_F64) return fconst(J, cg_jtype(J, e->type), e->f);
    if (e->type == LT_BOOL)
      return gcc_jit_context_new_comparison(c, NULL, e->i ? GCC_JIT_COMPARISON_EQ : GCC_JIT_COMPARISON_NE,
                                            iconst(J, 0), iconst(J, 0));
    return iconst(J, e->i);
  case LE_VAR:
    return rv(J->vars[e->var]);
  case LE_LOAD: {
    gcc_jit_rvalue *p = cg_array_ptr(J, e->array, e->id);
    gcc_jit_rvalue *v = rv(gcc_jit_context_new_array_access(c, NULL, p, cg_expr(J, e->a)));
    return e->array >= LA_CHILDREN ? gcc_jit_context_new_cast(c, NULL, v, J->t_i64) : v;
  }
  case LE_CAST:
    return gcc_jit_context_new_cast(c, NULL, cg_expr(J, e->a), cg_jtype(J, e->type));
  case LE_UNARY: {
    gcc_jit_rvalue *a = cg_expr(J, e->a);
    bool dbl = e->a->type == LT_F64;
    switch (e->op) {
    case LO_NEG: return gcc_jit_context_new_unary_op(c, NULL, GCC_JIT_UNARY_OP_MINUS, cg_jtype(J, e->type), a);
    case LO_NOT: return gcc_jit_context_new_unary_op(c, NULL, GCC_JIT_UNARY_OP_LOGICAL_NEGATE, J->t_bool, a);
    case LO_SIGMOID:
      return J->lp->opt.vec_math ? vcall(J, J->vm.sigmoidf, COST_VSIGMOID, a) : hcall1(J, HX_SIGMOID, a);
    case LO_TANH: return J->lp->opt.vec_math ? vcall(J, J->vm.tanhf, COST_VTANH, a) : call1(J, J->m_tanhf, a);
    case LO_RELU: return hcall1(J, HX_RELU, a);
    case LO_EXP:
      return dbl ? call1(J, J->m_exp, a) : J->lp->opt.vec_math ? vcall(J, J->vm.expf, COST_VEXP, a) : call1(J, J->m_expf, a);
    case LO_LOG: return call1(J, dbl ? J->m_log : J->m_logf, a);
    case LO_SQRT: return call1(J, J->m_sqrtf, a);
    case LO_ABS: return call1(J, J->m_fabsf, a);
    case LO_ISNAN: return gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_NE, a, a);
    default: break;
    }
    cg_fail(J, "unknown unary op in the loop IR");
    return a;
  }
  case LE_BINARY: {
    gcc_jit_rvalue *a = cg_expr(J, e->a), *b = cg_expr(J, e->b);
    gcc_jit_type *t = cg_jtype(J, e->a->type);
    bool isint = e->a->type == LT_I64;
    enum gcc_jit_binary_op bop;
    enum gcc_jit_comparison cmp;
    switch (e->op) {
    case LO_ADD: bop = GCC_JIT_BINARY_OP_PLUS; goto binop;
    case LO_SUB: bop = GCC_JIT_BINARY_OP_MINUS; goto binop;
    case LO_MUL: bop = GCC_JIT_BINARY_OP_MULT; goto binop;
    case LO_DIV:
      if (isint) return hcall2(J, HX_IDIV, a, b);
      bop = GCC_JIT_BINARY_OP_DIVIDE;
      goto binop;
    case LO_MOD:
      if (isint) return hcall2(J, HX_IMOD, a, b);
      cg_fail(J, "float modulo in the loop IR");
      return a;
    case LO_MAX: return hcall2(J, isint ? HX_IMAX : HX_FMAX, a, b);
    case LO_MIN: return hcall2(J, isint ? HX_IMIN : HX_FMIN, a, b);
    case LO_AND: return gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_LOGICAL_AND, J->t_bool, a, b);
    case LO_OR: return gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_LOGICAL_OR, J->t_bool, a, b);
    case LO_LT: cmp = GCC_JIT_COMPARISON_LT; goto compare;
    case LO_LE: cmp = GCC_JIT_COMPARISON_LE; goto compare;
    case LO_GT: cmp = GCC_JIT_COMPARISON_GT; goto compare;
    case LO_GE: cmp = GCC_JIT_COMPARISON_GE; goto compare;
    case LO_EQ: cmp = GCC_JIT_COMPARISON_EQ; goto compare;
    case LO_NE: cmp = GCC_JIT_COMPARISON_NE; goto compare;
    default:
      cg_fail(J, "unknown binary op in the loop IR");
      return a;
    }
  binop:
    return gcc_jit_context_new_binary_op(c, NULL, bop, t, a, b);
  compare:
    return gcc_jit_context_new_comparison(c, NULL, cmp, a, b);
  }
  }
  return iconst(J, 0);
}

/* ---- statements ----------------------------------------------------------------- */

gcc_jit_block *cg_new_block(JitState *J, const char *what) {
  char name[48];
  snprintf(name, sizeof name, "%s%d", what, J->nblocks++);
  return gcc_jit_function_new_block(J->fn, name);
}

static void assign(JitState *J, gcc_jit_location *loc, gcc_jit_lvalue *l, gcc_jit_rvalue *v, LoopType lt,
                   const LoopExpr *e) {
  if (e && e->type != lt) v = gcc_jit_context_new_cast(J->ctx, loc, v, cg_jtype(J, lt));
  gcc_jit_block_add_assignment(J->block, loc, l, v);
}

void cg_body(JitState *J, const LoopBody *b);

/* for (var = lo; var < hi; var++) cg_body, as test and cg_body blocks. */
void cg_emit_for(JitState *J, gcc_jit_location *loc, gcc_jit_lvalue *var, gcc_jit_rvalue *lo, gcc_jit_rvalue *hi,
                     int64_t step, const LoopBody *b, void (*inner)(JitState *, void *), void *user) {
  gcc_jit_block_add_assignment(J->block, loc, var, lo);
  gcc_jit_block *test = cg_new_block(J, "for"), *bb = cg_new_block(J, "body"), *after = cg_new_block(J, "after");
  gcc_jit_block_end_with_jump(J->block, loc, test);
  gcc_jit_block_end_with_conditional(test, loc, gcc_jit_context_new_comparison(J->ctx, loc, GCC_JIT_COMPARISON_LT, rv(var), hi),
                                     bb, after);
  J->block = bb;
  if (b) cg_body(J, b);
  if (inner) inner(J, user);
  if (J->block) {
    gcc_jit_block_add_assignment_op(J->block, loc, var, GCC_JIT_BINARY_OP_PLUS, iconst(J, step));
    gcc_jit_block_end_with_jump(J->block, loc, test);
  }
  J->block = after;
}

typedef struct DotCtx {
  const LoopStmt *s;
  gcc_jit_lvalue *lanes, *k0, *l, *kv;
  const LoopDotSeg *seg;
  gcc_jit_type *acc;
  gcc_jit_location *loc;
  int64_t base;            /* tail: kvar - base is the lane */
  bool single;             /* one sequential sum: always lane 0 */
} DotCtx;

static gcc_jit_lvalue *lane_at(JitState *J, DotCtx *d, gcc_jit_rvalue *ix) {
  return gcc_jit_context_new_array_access(J->ctx, d->loc, rv(d->lanes), ix);
}

static gcc_jit_rvalue *dot_term(JitState *J, DotCtx *d) {
  gcc_jit_rvalue *a = cg_expr(J, d->seg->a), *b = cg_expr(J, d->seg->b);
  if (d->acc != J->t_f32) {
    a = gcc_jit_context_new_cast(J->ctx, d->loc, a, d->acc);
    b = gcc_jit_context_new_cast(J->ctx, d->loc, b, d->acc);
  }
  return gcc_jit_context_new_binary_op(J->ctx, d->loc, GCC_JIT_BINARY_OP_MULT, d->acc, a, b);
}

/* lanes[l] += a(k0 + l) * b(k0 + l) */
static void dot_lane_step(JitState *J, void *user) {
  DotCtx *d = user;
  gcc_jit_block_add_assignment(
      J->block, d->loc, d->kv,
      gcc_jit_context_new_binary_op(J->ctx, d->loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(d->k0), rv(d->l)));
  gcc_jit_block_add_assignment_op(J->block, d->loc, lane_at(J, d, rv(d->l)), GCC_JIT_BINARY_OP_PLUS, dot_term(J, d));
}

static void dot_block(JitState *J, void *user) {
  DotCtx *d = user;
  cg_emit_for(J, d->loc, d->l, iconst(J, 0), iconst(J, d->s->lanes), 1, NULL, dot_lane_step, d);
}

/* tail: lanes[k - base] += a(k) * b(k) */
static void dot_tail_step(JitState *J, void *user) {
  DotCtx *d = user;
  gcc_jit_rvalue *lane = d->single ? iconst(J, 0)
                                   : gcc_jit_context_new_binary_op(J->ctx, d->loc, GCC_JIT_BINARY_OP_MINUS, J->t_i64,
                                                                   rv(d->kv), iconst(J, d->base));
  gcc_jit_block_add_assignment_op(J->block, d->loc, lane_at(J, d, lane), GCC_JIT_BINARY_OP_PLUS, dot_term(J, d));
}

/* var = sum over segments of a * b: `lanes` independent partial sums
 * (lanes[l] takes the terms with k = l mod lanes), added pairwise. */
static void emit_dot(JitState *J, const LoopStmt *s, gcc_jit_location *loc) {
  DotCtx d;
  memset(&d, 0, sizeof d);
  d.s = s;
  d.loc = loc;
  d.acc = cg_jtype(J, s->acc);
  /* compensated float dots (dot_comp): where not a vector dot, in double */
  if (s->acc == LT_F32 && J->lp->opt.dot_comp) d.acc = J->t_f64;
  d.kv = J->vars[s->kvar];
  int L = s->lanes > 0 ? s->lanes : 1;
  char name[32];
  snprintf(name, sizeof name, "lanes%d", J->nblocks++);
  d.lanes = gcc_jit_function_new_local(J->fn, loc, gcc_jit_context_new_array_type(J->ctx, loc, d.acc, L), name);
  d.k0 = gcc_jit_function_new_local(J->fn, loc, J->t_i64, "k0");
  d.l = gcc_jit_function_new_local(J->fn, loc, J->t_i64, "l");
  for (int l = 0; l < L; l++) gcc_jit_block_add_assignment(J->block, loc, lane_at(J, &d, iconst(J, l)), fconst(J, d.acc, 0));
  for (int g = 0; g < s->nsegs; g++) {
    d.seg = &s->segs[g];
    int64_t full = d.seg->len / L * L;
    if (full > 0 && L > 1) {
      /* for (k0 = 0; k0 < full; k0 += L) for (l = 0; l < L; l++) ... */
      cg_emit_for(J, loc, d.k0, iconst(J, 0), iconst(J, full), L, NULL, dot_block, &d);
    } else {
      full = 0;
    }
    d.base = full;
    d.single = L == 1;
    if (L == 1) {
      /* one sequential sum: lanes[0] += a(k) * b(k) */
      cg_emit_for(J, loc, d.kv, iconst(J, 0), iconst(J, d.seg->len), 1, NULL, dot_tail_step, &d);
    } else if (full < d.seg->len) {
      cg_emit_for(J, loc, d.kv, iconst(J, full), iconst(J, d.seg->len), 1, NULL, dot_tail_step, &d);
    }
  }
  /* pairwise sum of the lanes */
  gcc_jit_rvalue **vals = cx_xmalloc(sizeof *vals * (size_t)L);
  for (int l = 0; l < L; l++) vals[l] = rv(lane_at(J, &d, iconst(J, l)));
  for (int n = L; n > 1; n = (n + 1) / 2) {
    for (int i = 0; i < n / 2; i++)
      vals[i] = gcc_jit_context_new_binary_op(J->ctx, loc, GCC_JIT_BINARY_OP_PLUS, d.acc, vals[2 * i], vals[2 * i + 1]);
    if (n % 2) vals[n / 2] = vals[n - 1];
  }
  gcc_jit_rvalue *sum = vals[0];
  free(vals);
  if (d.acc != cg_jtype(J, J->k->vars[s->var].type)) sum = gcc_jit_context_new_cast(J->ctx, loc, sum, cg_jtype(J, J->k->vars[s->var].type));
  gcc_jit_block_add_assignment(J->block, loc, J->vars[s->var], sum);
}

/* ---- the statement dispatcher -------------------------------------------- */

void cg_stmt(JitState *J, const LoopStmt *s) {
  if (!J->block || J->failed) return;
  gcc_jit_location *loc = cg_jloc(J, s->loc);
  gcc_jit_context *c = J->ctx;
  switch (s->kind) {
  case LS_FOR:
    if (s->role == LR_ROWS && cg_emit_gemm(J, s, loc)) break;
    if (s->role == LR_ROWS && J->lp->opt.col_vec && cg_emit_colgemm(J, s, loc)) break;
    if (s->role == LR_ELEMS && cg_emit_velems_for(J, s, loc)) break;
    if (s->role == LR_ELEMS && cg_emit_elems(J, s, loc)) break;
    cg_emit_for(J, loc, J->vars[s->var], cg_expr(J, s->lo), cg_expr(J, s->hi), 1, &s->body, NULL, NULL);
    break;
  case LS_SET:
    assign(J, loc, J->vars[s->var], cg_expr(J, s->value), J->k->vars[s->var].type, s->value);
    break;
  case LS_STORE: {
    gcc_jit_lvalue *dst = gcc_jit_context_new_array_access(c, loc, cg_array_ptr(J, s->array, s->id), cg_expr(J, s->index));
    assign(J, loc, dst, cg_expr(J, s->value), LT_F32, s->value);
    break;
  }
  case LS_IF: {
    gcc_jit_block *then = cg_new_block(J, "then"), *els = cg_new_block(J, "else"), *join = cg_new_block(J, "join");
    gcc_jit_rvalue *cond = cg_expr(J, s->value);
    if (s->value->type != LT_BOOL) cond = gcc_jit_context_new_cast(c, loc, cond, J->t_bool);
    gcc_jit_block_end_with_conditional(J->block, loc, cond, then, els);
    J->block = then;
    cg_body(J, &s->body);
    if (J->block) gcc_jit_block_end_with_jump(J->block, loc, join);
    J->block = els;
    cg_body(J, &s->els);
    if (J->block) gcc_jit_block_end_with_jump(J->block, loc, join);
    J->block = join;
    break;
  }
  case LS_DOT:
    if (cg_dot_vectorizable(J, s, -1, NULL)) {
      gcc_jit_rvalue *sum;
      cg_emit_vdots(J, loc, s, 1, -1, NULL, NULL, &sum);
      if (J->k->vars[s->var].type != LT_F32) sum = gcc_jit_context_new_cast(c, loc, sum, cg_jtype(J, J->k->vars[s->var].type));
      gcc_jit_block_add_assignment(J->block, loc, J->vars[s->var], sum);
    } else {
      emit_dot(J, s, loc);
    }
    break;
  case LS_ROW_ERROR: {
    /* if (err[0] == 0) { err[0] = 1; err[1] = instr; err[2] = node; err[3] = index; err[4] = kernel; } */
    gcc_jit_rvalue *err = cg_frame_field(J, J->f_err);
    gcc_jit_block *rec = cg_new_block(J, "rowerr"), *join = cg_new_block(J, "join");
    gcc_jit_rvalue *first = gcc_jit_context_new_comparison(
        c, loc, GCC_JIT_COMPARISON_EQ, rv(gcc_jit_context_new_array_access(c, loc, err, iconst(J, 0))), iconst(J, 0));
    gcc_jit_block_end_with_conditional(J->block, loc, first, rec, join);
    gcc_jit_rvalue *vals[5] = {iconst(J, 1), iconst(J, s->instr), cg_expr(J, s->index), cg_expr(J, s->value),
                               iconst(J, J->kernel_id)};
    for (int i = 0; i < 5; i++)
      gcc_jit_block_add_assignment(rec, loc, gcc_jit_context_new_array_access(c, loc, err, iconst(J, i)), vals[i]);
    gcc_jit_block_end_with_jump(rec, loc, join);
    J->block = join;
    break;
  }
  case LS_RETURN:
    gcc_jit_block_end_with_return(J->block, loc, gcc_jit_context_new_cast(c, loc, cg_expr(J, s->value), J->t_int));
    J->block = NULL;
    break;
  case LS_GEMM:
    cg_emit_packed_gemm(J, s, loc);
    break;
  }
}

void cg_body(JitState *J, const LoopBody *b) {
  for (int i = 0; i < b->n && J->block; i++) cg_stmt(J, b->s[i]);
}
