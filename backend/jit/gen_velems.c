/* Element loops as explicit vector code (LoopOptions.vec_elems).
 *
 * A fused element loop (LR_ELEMS, or a GEMM's fused epilogue on a row
 * block) of plain float arithmetic,
 *
 *   for j in lo..hi:
 *     v1 = t0[li * 256 + j] + b[j]
 *     v2 = sigmoid(v1)
 *     h[i * 256 + j] = v2 * c[c0 * 256 + j]
 *
 * used to be left to GCC's loop vectorizer: it versions each such loop
 * behind run-time overlap checks (one per store and access pair, up to
 * 64) with the scalar loop as the fallback, and widens every inlined
 * sigmoid and tanh of the body once for the vector loop and once more for
 * the scalar one.  On models with many gates that was most of the compile
 * (issue 17: the arity-10 stress model spent 55% of GCC's time there).
 * Here the code generator writes the loop over whole vectors itself,
 * U of them a step (up to 4: the most that divide the vectors evenly
 * and keep a step within 128 vector operations),
 * each statement for the U vectors, and the math calls of a step
 * batched: the statements run in order of depth (0: no math call; d: a
 * call whose argument has depth d - 1), and before the statements of
 * depth d, every call of depth d of one function is one call on the
 * U vectors of each argument.  A TreeLSTM cell (i, f_l, f_r, o, u, then
 * tanh(c)):
 *
 *   for (jv = 0; jv < full; jv += U W) {      // W floats: 16 with AVX-512
 *     j = lo + jv
 *     vv6_u = *(vf *)&t0[li * 256 + j + u W] + *(vf *)&b_i[j + u W]   (u < U)
 *     ... the other gates' arguments (depth 0)
 *     vbuf[0 .. 4U) = the four sigmoid arguments;  cx_vsigmoid_a_p0(vbuf, 4 U W)
 *     vbuf[0 .. U) = u's argument;  cx_vtanh_a_p0(vbuf, U W)
 *     c = i * u + ... (depth 1), stored;  tanh(c) (depth 2);  h stored
 *   }
 *   for (; jv < n; jv++) <the scalar body>    // the rest, if any
 *
 * A math function is one exported function per context and function,
 * `p[i] = cx_vsigmoidf(p[i])` over the buffer: a loop GCC vectorizes
 * once, whose ~20 constants are loaded once per call, so a call per
 * batch rather than per vector (measured: one call per vector made the
 * TreeLSTM 3.5% slower at batch 10).  Every lane computes the same
 * operations as the scalar loop (no reassociation), each value once,
 * with the same uses: only their order within the block differs, and
 * that a call stays a call in the caller's basic block, where GCC decides
 * FMA contraction as before (see afun), so the results are bit-identical
 * (tests/test_jit.c, test_vec_elems_identical).  Stores may move
 * against loads because no load reads what the body stores (below).
 *
 * It applies when every statement of the body is a float set or a store
 * of float arithmetic (+ - * /, negation, sigmoid, tanh and exp with
 * vec_math) over constants, float vars (set once, earlier in the body,
 * or invariant: broadcast) and float loads whose index steps by one with j
 * (vector loads) or does not depend on it (broadcast), every store's
 * index steps by one with j, and no load reads a temp or output the
 * body stores (a state it stores, it reads only in other nodes' rows:
 * a rec's state at n never depends on itself, sema rejects the cycle,
 * so the node's own row is written and not read in its kernel).
 * Anything else (max, relu, comparisons, casts, row checks, inner
 * loops) keeps the scalar loop.
 * The fused locals of an element loop are not read after it (the
 * schedule's homes carry values out of it), so leaving the scalar vars
 * unset is safe. */
#include "backend/jit/codegen_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Vectors per step of the loop (a math call's argument is this many). */
#define VSTEP_MAX 4
/* ... as long as a step stays within this many vector operations */
#define VOPS_STEP 128
/* At most this many math calls in one body (more: the scalar loop). */
#define VCALLS_MAX 64

/* the vector math functions, by op */
static int vfun_index(LoopOp op) { return op == LO_SIGMOID ? 0 : op == LO_TANH ? 1 : op == LO_EXP ? 2 : -1; }

/* ---- the analysis ---------------------------------------------------------------- */

typedef struct VCheck {
  JitState *J;
  const LoopBody *b;
  int jvar;
  bool *set;    /* per var: set by a statement before the current one */
  bool *setany; /* per var: set anywhere in the body */
} VCheck;

static bool stores_array(const LoopBody *b, LoopArray a, int id) {
  for (int i = 0; i < b->n; i++)
    if (b->s[i]->kind == LS_STORE && b->s[i]->array == a && b->s[i]->id == id) return true;
  return false;
}

static bool vexpr_ok(const VCheck *c, const LoopExpr *e) {
  if (e->type != LT_F32) return false;
  switch (e->kind) {
  case LE_CONST: return true;
  case LE_VAR: return c->set[e->var] || !c->setany[e->var];
  case LE_LOAD:
    if (e->array >= LA_CHILDREN) return false;
    for (int v = 0; v < c->J->k->nvars; v++)
      if (c->setany[v] && loop_expr_reads(e->a, v)) return false;
    if (loop_expr_reads(e->a, c->jvar) && !loop_index_steps_by_one(e->a, c->jvar)) return false;
    if (e->array != LA_STATE && stores_array(c->b, e->array, e->id)) return false;
    return true;
  case LE_UNARY:
    if (e->a->type != LT_F32) return false;
    if (e->op == LO_NEG) return vexpr_ok(c, e->a);
    return vfun_index(e->op) >= 0 && c->J->lp->opt.vec_math && vexpr_ok(c, e->a);
  case LE_BINARY:
    if (e->op != LO_ADD && e->op != LO_SUB && e->op != LO_MUL && e->op != LO_DIV) return false;
    return e->a->type == LT_F32 && e->b->type == LT_F32 && vexpr_ok(c, e->a) && vexpr_ok(c, e->b);
  default: return false;
  }
}

/* The vector operations of e: its float loads, arithmetic and calls. */
static int vector_ops(const LoopExpr *e) {
  if (!e || e->type != LT_F32) return 0;
  if (e->kind == LE_LOAD) return 1;
  return (e->kind == LE_UNARY || e->kind == LE_BINARY) + vector_ops(e->a) + vector_ops(e->b);
}

/* Vectors per step: the most, up to VSTEP_MAX, that divide the full
 * ones and keep the step within VOPS_STEP vector operations.  Unrolling
 * a small body (a TreeLSTM cell, 31 operations) gives the core
 * independent work to overlap: U = 1 instead of 4 made the TreeLSTM 9%
 * slower at batch 10.  A body of ~100 (the arity-10 stress model's
 * nine-child branch) has that work within one vector already, and its
 * unrolled copies only cost GCC time: this budget (U = 1 or 2 on its six
 * biggest bodies) saved 8-13% of its compile CPU, at run time within
 * noise (docs/performance.md, "Compile time"). */
static int vectors_per_step(const LoopBody *b, int64_t nvec) {
  int ops = 0;
  for (int i = 0; i < b->n; i++) ops += vector_ops(b->s[i]->value) + (b->s[i]->kind == LS_STORE);
  int U = 1;
  for (int u = 2; u <= VSTEP_MAX; u++)
    if (nvec % u == 0 && u * ops <= VOPS_STEP) U = u;
  return U;
}

static int count_calls(const LoopExpr *e) {
  if (!e || e->kind == LE_LOAD) return 0;
  return (e->kind == LE_UNARY && vfun_index(e->op) >= 0) + count_calls(e->a) + count_calls(e->b);
}

/* Can body b, over element var jvar, be written as vector code? */
static bool vbody_ok(JitState *J, const LoopBody *b, int jvar) {
  if (b->n == 0) return false;
  int nv = J->k->nvars;
  bool *set = calloc((size_t)nv * 2, sizeof *set);
  if (!set) return false; /* (then the scalar loop: nothing to report) */
  VCheck c = {J, b, jvar, set, set + nv};
  bool ok = true;
  int calls = 0;
  for (int i = 0; i < b->n && ok; i++) {
    const LoopStmt *s = b->s[i];
    if (s->kind == LS_SET && J->k->vars[s->var].type == LT_F32 && s->var != jvar && !c.setany[s->var])
      c.setany[s->var] = true; /* (each var set once: one value, one depth) */
    else if (s->kind != LS_STORE) ok = false;
    calls += ok ? count_calls(s->value) : 0;
  }
  if (calls > VCALLS_MAX) ok = false;
  for (int i = 0; i < b->n && ok; i++) {
    const LoopStmt *s = b->s[i];
    if (s->kind == LS_SET) {
      ok = vexpr_ok(&c, s->value);
      c.set[s->var] = true;
    } else {
      ok = s->array < LA_CHILDREN && loop_index_steps_by_one(s->index, jvar) && vexpr_ok(&c, s->value);
      for (int v = 0; v < nv && ok; v++)
        if (c.setany[v] && loop_expr_reads(s->index, v)) ok = false;
    }
  }
  free(set);
  return ok;
}

/* ---- the code --------------------------------------------------------------------- */

/* void cx_vsigmoid_a (float *p, long long n): p[i] = cx_vsigmoidf (p[i])
 * for i < n (and tanh, exp), once per context: a loop GCC vectorizes
 * once, the function's constants loaded once per call. */
static gcc_jit_function *afun(JitState *J, LoopOp op) {
  int k = vfun_index(op);
  if (J->vfn[k]) return J->vfn[k];
  static const char *const names[3] = {"sigmoid", "tanh", "exp"};
  char name[48];
  snprintf(name, sizeof name, "cx_v%s_a_p%d", names[k], J->part ? J->part->self : 0);
  gcc_jit_context *c = J->ctx;
  gcc_jit_param *ps[2] = {gcc_jit_context_new_param(c, NULL, J->t_pf32, "p"), gcc_jit_context_new_param(c, NULL, J->t_i64, "n")};
  /* exported, as the GEMM tiles: GCC never inlines a function another
     object could interpose, so a call stays one call in the caller's
     basic block.  Inlined, its loop would split that block, and GCC fuses
     a product into an addition (FMA) only within a block: the caller's
     contractions, hence its results, would differ from the scalar
     loop's. */
  gcc_jit_function *fn = gcc_jit_context_new_function(c, NULL, GCC_JIT_FUNCTION_EXPORTED, J->t_void, name, 2, ps, 0);
  gcc_jit_lvalue *i = gcc_jit_function_new_local(fn, NULL, J->t_i64, "i");
  gcc_jit_block *entry = gcc_jit_function_new_block(fn, "entry"), *test = gcc_jit_function_new_block(fn, "test"),
                *body = gcc_jit_function_new_block(fn, "elem"), *done = gcc_jit_function_new_block(fn, "done");
  gcc_jit_block_add_assignment(entry, NULL, i, iconst(J, 0));
  gcc_jit_block_end_with_jump(entry, NULL, test);
  gcc_jit_rvalue *more = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, rv(i), prv(ps[1]));
  gcc_jit_block_end_with_conditional(test, NULL, more, body, done);
  gcc_jit_lvalue *el = gcc_jit_context_new_array_access(c, NULL, prv(ps[0]), rv(i));
  gcc_jit_block_add_assignment(body, NULL, el, cg_vmath_inline(J, op, rv(el)));
  gcc_jit_block_add_assignment_op(body, NULL, i, GCC_JIT_BINARY_OP_PLUS, iconst(J, 1));
  gcc_jit_block_end_with_jump(body, NULL, test);
  gcc_jit_block_end_with_void_return(done, NULL);
  return J->vfn[k] = fn;
}

typedef struct VLoop {
  const LoopBody *b;
  int jvar;
  gcc_jit_location *loc;
  gcc_jit_rvalue *base;    /* j = base + jv */
  gcc_jit_lvalue *jv;
  int U;                   /* vectors per step */
  gcc_jit_lvalue *(*vv)[VSTEP_MAX]; /* per var: its U vectors, once set in the body */
  int *vdepth;             /* per var set in the body: the depth of its value */
  int *sdepth;             /* per statement: the depth of its value */
  int maxd;                /* the deepest statement */
  int bufvecs;             /* vectors in buf: the largest batch of calls */
  gcc_jit_lvalue *buf;     /* vf[bufvecs]: a batch's arguments, then its results */
  /* the calls computed so far in the current group, and their results */
  const LoopExpr *call[VCALLS_MAX];
  gcc_jit_lvalue *res[VCALLS_MAX][VSTEP_MAX];
  int ncalls;
} VLoop;

/* The depth of e: 0 without math calls, else 1 + the depth of the
 * deepest call's argument (the calls it waits for). */
static int vdepth(const VLoop *L, const LoopExpr *e) {
  if (!e || e->kind == LE_LOAD || e->kind == LE_CONST) return 0;
  if (e->kind == LE_VAR) return L->vdepth[e->var];
  int da = vdepth(L, e->a), db = vdepth(L, e->b);
  int d = da > db ? da : db;
  return e->kind == LE_UNARY && vfun_index(e->op) >= 0 ? d + 1 : d;
}

static gcc_jit_rvalue *splat(JitState *J, gcc_jit_location *loc, gcc_jit_rvalue *x) {
  gcc_jit_rvalue *el[64];
  for (int l = 0; l < J->vw; l++) el[l] = x;
  return gcc_jit_context_new_rvalue_from_vector(J->ctx, loc, J->t_vf, (size_t)J->vw, el);
}

/* index + u W */
static gcc_jit_rvalue *lane_index(JitState *J, VLoop *L, const LoopExpr *ix, int u) {
  gcc_jit_rvalue *i = cg_expr(J, ix);
  if (!u) return i;
  return gcc_jit_context_new_binary_op(J->ctx, L->loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, i, iconst(J, (int64_t)u * J->vw));
}

/* e's vector u of the step (elements j + u W ...). */
static gcc_jit_rvalue *vexpr(JitState *J, VLoop *L, const LoopExpr *e, int u) {
  gcc_jit_context *c = J->ctx;
  switch (e->kind) {
  case LE_VAR:
    if (L->vv[e->var][0]) return rv(L->vv[e->var][u]);
    return splat(J, L->loc, rv(J->vars[e->var]));
  case LE_LOAD:
    if (loop_expr_reads(e->a, L->jvar)) return cg_vload(J, L->loc, cg_array_ptr(J, e->array, e->id), lane_index(J, L, e->a, u));
    return splat(J, L->loc, cg_expr(J, e));
  case LE_UNARY:
    if (e->op == LO_NEG) return gcc_jit_context_new_unary_op(c, L->loc, GCC_JIT_UNARY_OP_MINUS, J->t_vf, vexpr(J, L, e->a, u));
    for (int k = 0; k < L->ncalls; k++)
      if (L->call[k] == e) return rv(L->res[k][u]);
    cg_fail(J, "vector element loop: a math call not computed");
    return splat(J, L->loc, fconst(J, J->t_f32, 0));
  case LE_BINARY: {
    enum gcc_jit_binary_op op = e->op == LO_ADD   ? GCC_JIT_BINARY_OP_PLUS
                                : e->op == LO_SUB ? GCC_JIT_BINARY_OP_MINUS
                                : e->op == LO_MUL ? GCC_JIT_BINARY_OP_MULT
                                                  : GCC_JIT_BINARY_OP_DIVIDE;
    gcc_jit_rvalue *a = vexpr(J, L, e->a, u);
    return cg_vbin(J, L->loc, op, a, vexpr(J, L, e->b, u));
  }
  default: /* LE_CONST (vbody_ok admits nothing else) */
    return splat(J, L->loc, cg_expr(J, e));
  }
}

static gcc_jit_lvalue *vlocal(JitState *J, VLoop *L, const char *what) {
  char name[48];
  snprintf(name, sizeof name, "%s_%d", what, J->nblocks++);
  return gcc_jit_function_new_local(J->fn, L->loc, J->t_vf, name);
}

/* The calls of function f at depth d in e (innermost first), into
 * out[*n] (NULL: just counted). */
static void calls_at(const VLoop *L, const LoopExpr *e, int f, int d, const LoopExpr **out, int *n) {
  if (!e || e->kind == LE_LOAD) return;
  calls_at(L, e->a, f, d, out, n);
  calls_at(L, e->b, f, d, out, n);
  if (e->kind == LE_UNARY && vfun_index(e->op) == f && vdepth(L, e) == d) {
    if (out) out[*n] = e;
    (*n)++;
  }
}

/* The body in depth order: for each depth d, its calls of depth d, one
 * batch per function (the U vectors of each call's argument into buf,
 * one call on all of them, the results out of buf), then its statements
 * of depth d in their order.  A statement of depth d reads only vars of
 * depth <= d, so every value is computed before it is used, and each
 * once, as in the body's order: the operations and their uses are the
 * same, only their order in the block differs. */
static void vbody(JitState *J, VLoop *L) {
  gcc_jit_context *c = J->ctx;
  L->ncalls = 0;
  for (int d = 0; d <= L->maxd && !J->failed; d++) {
    for (int f = 0; f < 3 && d > 0; f++) {
      const LoopExpr *batch[VCALLS_MAX];
      int n = 0;
      for (int i = 0; i < L->b->n; i++) calls_at(L, L->b->s[i]->value, f, d, batch, &n);
      if (!n) continue;
      if (!L->buf) {
        char name[32];
        snprintf(name, sizeof name, "vbuf%d", J->nblocks++);
        L->buf = gcc_jit_function_new_local(J->fn, L->loc, gcc_jit_context_new_array_type(c, L->loc, J->t_vf, L->bufvecs), name);
      }
      for (int k = 0; k < n; k++)
        for (int u = 0; u < L->U; u++)
          gcc_jit_block_add_assignment(J->block, L->loc,
                                       gcc_jit_context_new_array_access(c, L->loc, rv(L->buf), iconst(J, k * L->U + u)),
                                       vexpr(J, L, batch[k]->a, u));
      gcc_jit_rvalue *first = gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(c, L->loc, rv(L->buf), iconst(J, 0)), L->loc);
      gcc_jit_rvalue *args[2] = {gcc_jit_context_new_cast(c, L->loc, first, J->t_pf32), iconst(J, (int64_t)n * L->U * J->vw)};
      gcc_jit_block_add_eval(J->block, L->loc, gcc_jit_context_new_call(c, L->loc, afun(J, batch[0]->op), 2, args));
      for (int k = 0; k < n; k++) {
        L->call[L->ncalls] = batch[k];
        for (int u = 0; u < L->U; u++)
          L->res[L->ncalls][u] = cg_vtmp(J, J->block, L->loc, J->t_vf, "vr",
                                         rv(gcc_jit_context_new_array_access(c, L->loc, rv(L->buf), iconst(J, k * L->U + u))));
        L->ncalls++;
      }
    }
    for (int i = 0; i < L->b->n; i++) {
      const LoopStmt *s = L->b->s[i];
      if (L->sdepth[i] != d) continue;
      for (int u = 0; u < L->U; u++) {
        gcc_jit_rvalue *v = vexpr(J, L, s->value, u);
        if (s->kind == LS_SET) {
          if (!L->vv[s->var][u]) L->vv[s->var][u] = vlocal(J, L, J->k->vars[s->var].name);
          gcc_jit_block_add_assignment(J->block, L->loc, L->vv[s->var][u], v);
        } else {
          gcc_jit_rvalue *p = gcc_jit_lvalue_get_address(
              gcc_jit_context_new_array_access(c, L->loc, cg_array_ptr(J, s->array, s->id), lane_index(J, L, s->index, u)), L->loc);
          gcc_jit_block_add_assignment(J->block, L->loc,
                                       gcc_jit_rvalue_dereference(gcc_jit_context_new_cast(c, L->loc, p, J->t_pvf), L->loc), v);
        }
      }
    }
  }
}

/* One step: j = base + jv, then the body. */
static void vstep(JitState *J, void *user) {
  VLoop *L = user;
  gcc_jit_context *c = J->ctx;
  gcc_jit_block_add_assignment(J->block, L->loc, J->vars[L->jvar],
                               gcc_jit_context_new_binary_op(c, L->loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, L->base, rv(L->jv)));
  vbody(J, L);
}

/* The largest batch of calls, in vectors (U each). */
static int batch_vectors(const VLoop *L) {
  int most = 0;
  for (int d = 1; d <= L->maxd; d++)
    for (int f = 0; f < 3; f++) {
      int n = 0;
      for (int i = 0; i < L->b->n; i++) calls_at(L, L->b->s[i]->value, f, d, NULL, &n);
      if (n > most) most = n;
    }
  return most * L->U;
}

typedef struct VRest {
  const LoopBody *b;
  int jvar;
  gcc_jit_rvalue *base;
  gcc_jit_lvalue *jv;
  gcc_jit_location *loc;
} VRest;

static void scalar_step(JitState *J, void *user) {
  VRest *R = user;
  gcc_jit_rvalue *j = gcc_jit_context_new_binary_op(J->ctx, R->loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, R->base, rv(R->jv));
  gcc_jit_block_add_assignment(J->block, R->loc, J->vars[R->jvar], j);
  cg_body(J, R->b);
}

bool cg_emit_velems(JitState *J, gcc_jit_location *loc, const LoopBody *b, int jvar, gcc_jit_rvalue *base, int64_t n) {
  if (!J->lp->opt.vec_elems || cg_vec_width(J) <= 0 || n < J->vw || !vbody_ok(J, b, jvar)) return false;
  int W = J->vw;
  int64_t full = n / W * W, nvec = n / W;
  VLoop L;
  memset(&L, 0, sizeof L);
  L.b = b;
  L.jvar = jvar;
  L.loc = loc;
  L.base = base;
  L.U = vectors_per_step(b, nvec);
  L.vv = calloc((size_t)J->k->nvars, sizeof *L.vv);
  L.vdepth = calloc((size_t)J->k->nvars, sizeof *L.vdepth);
  L.sdepth = calloc((size_t)b->n, sizeof *L.sdepth);
  if (!L.vv || !L.vdepth || !L.sdepth) {
    free(L.vv);
    free(L.vdepth);
    free(L.sdepth);
    cg_fail(J, "out of memory");
    return true;
  }
  for (int i = 0; i < b->n; i++) {
    L.sdepth[i] = vdepth(&L, b->s[i]->value);
    if (b->s[i]->kind == LS_SET) L.vdepth[b->s[i]->var] = L.sdepth[i];
    if (L.sdepth[i] > L.maxd) L.maxd = L.sdepth[i];
  }
  L.bufvecs = batch_vectors(&L);
  char name[32];
  snprintf(name, sizeof name, "jv%d", J->nblocks++);
  L.jv = gcc_jit_function_new_local(J->fn, loc, J->t_i64, name);
  cg_emit_for(J, loc, L.jv, iconst(J, 0), iconst(J, full), (int64_t)L.U * W, NULL, vstep, &L);
  if (J->block && full < n) {
    VRest R = {b, jvar, base, L.jv, loc};
    cg_emit_for(J, loc, L.jv, iconst(J, full), iconst(J, n), 1, NULL, scalar_step, &R);
  }
  free(L.vv);
  free(L.vdepth);
  free(L.sdepth);
  return true;
}

bool cg_emit_velems_for(JitState *J, const LoopStmt *s, gcc_jit_location *loc) {
  if (s->role != LR_ELEMS || s->lo->kind != LE_CONST || s->hi->kind != LE_CONST) return false;
  return cg_emit_velems(J, loc, &s->body, s->var, iconst(J, s->lo->i), s->hi->i - s->lo->i);
}
