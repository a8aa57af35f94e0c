/* Vectorizable float exp, tanh and sigmoid (see vmath.h and
 * docs/vector-math.md).
 *
 * Every function computes all its candidate results unconditionally and
 * then picks one with "if (cond) r = value;" blocks: GCC turns those into
 * selects (vector blends) so that no branch is left in a loop that calls
 * them.  Nothing here depends on -ffast-math, and the results are the
 * same with or without FMA contraction (-ffp-contract) up to the
 * documented error bound. */
#include "backend/jit/vmath.h"

#include <stddef.h>
#include <stdio.h>

typedef struct VB {
  gcc_jit_context *c;
  gcc_jit_type *f, *i;
  gcc_jit_function *fn;
  gcc_jit_block *b; /* the current block */
  int nblocks;
} VB;

static gcc_jit_rvalue *K(VB *v, double x) { return gcc_jit_context_new_rvalue_from_double(v->c, v->f, x); }
static gcc_jit_rvalue *KI(VB *v, int x) { return gcc_jit_context_new_rvalue_from_int(v->c, v->i, x); }
static gcc_jit_rvalue *bin(VB *v, enum gcc_jit_binary_op op, gcc_jit_type *t, gcc_jit_rvalue *a, gcc_jit_rvalue *b) {
  return gcc_jit_context_new_binary_op(v->c, NULL, op, t, a, b);
}
static gcc_jit_rvalue *add(VB *v, gcc_jit_rvalue *a, gcc_jit_rvalue *b) { return bin(v, GCC_JIT_BINARY_OP_PLUS, v->f, a, b); }
static gcc_jit_rvalue *sub(VB *v, gcc_jit_rvalue *a, gcc_jit_rvalue *b) { return bin(v, GCC_JIT_BINARY_OP_MINUS, v->f, a, b); }
static gcc_jit_rvalue *mul(VB *v, gcc_jit_rvalue *a, gcc_jit_rvalue *b) { return bin(v, GCC_JIT_BINARY_OP_MULT, v->f, a, b); }
static gcc_jit_rvalue *dvd(VB *v, gcc_jit_rvalue *a, gcc_jit_rvalue *b) { return bin(v, GCC_JIT_BINARY_OP_DIVIDE, v->f, a, b); }
static gcc_jit_rvalue *rv(gcc_jit_lvalue *l) { return gcc_jit_lvalue_as_rvalue(l); }
static gcc_jit_rvalue *cmp(VB *v, enum gcc_jit_comparison op, gcc_jit_rvalue *a, gcc_jit_rvalue *b) {
  return gcc_jit_context_new_comparison(v->c, NULL, op, a, b);
}

/* A local initialized to val (named statements keep the trees small and
 * the dumped code readable). */
static gcc_jit_lvalue *let(VB *v, gcc_jit_type *t, const char *name, gcc_jit_rvalue *val) {
  gcc_jit_lvalue *l = gcc_jit_function_new_local(v->fn, NULL, t, name);
  gcc_jit_block_add_assignment(v->b, NULL, l, val);
  return l;
}

/* if (cond) l = val;  (a select after if-conversion) */
static void sel(VB *v, gcc_jit_rvalue *cond, gcc_jit_lvalue *l, gcc_jit_rvalue *val) {
  char name[16];
  snprintf(name, sizeof name, "s%d", v->nblocks);
  gcc_jit_block *then = gcc_jit_function_new_block(v->fn, name);
  snprintf(name, sizeof name, "j%d", v->nblocks++);
  gcc_jit_block *join = gcc_jit_function_new_block(v->fn, name);
  gcc_jit_block_end_with_conditional(v->b, NULL, cond, then, join);
  gcc_jit_block_add_assignment(then, NULL, l, val);
  gcc_jit_block_end_with_jump(then, NULL, join);
  v->b = join;
}

static gcc_jit_param *begin(VB *v, gcc_jit_context *c, const char *name) {
  v->c = c;
  v->f = gcc_jit_context_get_type(c, GCC_JIT_TYPE_FLOAT);
  v->i = gcc_jit_context_get_int_type(c, 4, 1);
  gcc_jit_param *x = gcc_jit_context_new_param(c, NULL, v->f, "x");
  v->fn = gcc_jit_context_new_function(c, NULL, GCC_JIT_FUNCTION_ALWAYS_INLINE, v->f, name, 1, &x, 0);
  v->b = gcc_jit_function_new_block(v->fn, "entry");
  v->nblocks = 0;
  return x;
}

/* Horner: c[0] x^(n-1) + ... + c[n-1] */
static gcc_jit_rvalue *horner(VB *v, const char *name, gcc_jit_rvalue *x, const double *c, int n) {
  gcc_jit_lvalue *p = let(v, v->f, name, K(v, c[0]));
  for (int k = 1; k < n; k++) gcc_jit_block_add_assignment(v->b, NULL, p, add(v, mul(v, rv(p), x), K(v, c[k])));
  return rv(p);
}

/* 2^n for -126 <= n <= 127 as float bits (n + 127) << 23, through a local
 * union (GCC makes it a bit cast, which vectorizes). */
static gcc_jit_rvalue *pow2i(VB *v, gcc_jit_type *u, gcc_jit_field *fi, gcc_jit_field *ff, const char *name,
                             gcc_jit_rvalue *n) {
  gcc_jit_lvalue *l = gcc_jit_function_new_local(v->fn, NULL, u, name);
  gcc_jit_rvalue *bits = bin(v, GCC_JIT_BINARY_OP_LSHIFT, v->i, bin(v, GCC_JIT_BINARY_OP_PLUS, v->i, n, KI(v, 127)),
                             KI(v, 23));
  gcc_jit_block_add_assignment(v->b, NULL, gcc_jit_lvalue_access_field(l, NULL, fi), bits);
  return rv(gcc_jit_lvalue_access_field(l, NULL, ff));
}

/* float cx_vexpf(float x)
 *
 *   x clamped to [-104, 89] (selects; NaN passes): below, e^x < 2^-150
 *   rounds to 0; above, e^x > FLT_MAX rounds to inf, and the clamped
 *   arguments still round that way, so the final multiply gives the IEEE
 *   results, including the gradual underflow.
 *   k = rint(x / ln2) (adding and subtracting 1.5 * 2^23), n = (int)k
 *   r = (x - k ln2_hi) - k ln2_lo: Cody-Waite, ln2_hi with 9 significant
 *   bits so that k ln2_hi is exact for |k| <= 2^15; |r| <= ln2 / 2
 *   e^r = 1 + r + r^2 P(r), P of degree 5 (Cephes expf's minimax fit)
 *   e^x = (e^r * 2^n1) * 2^n2 with n1 = n >> 1, n2 = n - n1: both scale
 *   factors are normal floats for n in [-150, 128], the first product is
 *   exact, so the result is rounded once even where it is subnormal. */
static gcc_jit_function *make_exp(gcc_jit_context *c, gcc_jit_type *u, gcc_jit_field *fi, gcc_jit_field *ff) {
  VB v0, *v = &v0;
  gcc_jit_param *x = begin(v, c, "cx_vexpf");
  gcc_jit_lvalue *xc = let(v, v->f, "xc", gcc_jit_param_as_rvalue(x));
  sel(v, cmp(v, GCC_JIT_COMPARISON_LT, rv(xc), K(v, -104.0)), xc, K(v, -104.0));
  sel(v, cmp(v, GCC_JIT_COMPARISON_GT, rv(xc), K(v, 89.0)), xc, K(v, 89.0));
  const double magic = 12582912.0; /* 1.5 * 2^23 */
  gcc_jit_lvalue *k = let(v, v->f, "k", add(v, mul(v, rv(xc), K(v, 1.44269504088896341)), K(v, magic)));
  gcc_jit_block_add_assignment(v->b, NULL, k, sub(v, rv(k), K(v, magic)));
  gcc_jit_lvalue *n = let(v, v->i, "n", gcc_jit_context_new_cast(c, NULL, rv(k), v->i));
  gcc_jit_lvalue *r = let(v, v->f, "r", sub(v, rv(xc), mul(v, rv(k), K(v, 0.693359375))));
  gcc_jit_block_add_assignment(v->b, NULL, r, sub(v, rv(r), mul(v, rv(k), K(v, -2.12194440e-4))));
  static const double P[] = {1.9875691500e-4, 1.3981999507e-3, 8.3334519073e-3,
                             4.1665795894e-2, 1.6666665459e-1, 5.0000001201e-1};
  gcc_jit_rvalue *p = horner(v, "p", rv(r), P, 6);
  gcc_jit_lvalue *r2 = let(v, v->f, "r2", mul(v, rv(r), rv(r)));
  gcc_jit_lvalue *y = let(v, v->f, "y", add(v, add(v, mul(v, p, rv(r2)), rv(r)), K(v, 1.0)));
  gcc_jit_lvalue *n1 = let(v, v->i, "n1", bin(v, GCC_JIT_BINARY_OP_RSHIFT, v->i, rv(n), KI(v, 1)));
  gcc_jit_lvalue *n2 = let(v, v->i, "n2", bin(v, GCC_JIT_BINARY_OP_MINUS, v->i, rv(n), rv(n1)));
  gcc_jit_rvalue *s1 = pow2i(v, u, fi, ff, "u1", rv(n1));
  gcc_jit_rvalue *s2 = pow2i(v, u, fi, ff, "u2", rv(n2));
  gcc_jit_lvalue *e = let(v, v->f, "e", mul(v, rv(y), s1));
  gcc_jit_block_end_with_return(v->b, NULL, mul(v, rv(e), s2));
  return v->fn;
}

/* float cx_vtanhf(float x) = copysign(t(|x|), x) with
 *   t(a) = a + a z Q(z), z = a^2 (Cephes tanhf's odd minimax
 *          polynomial) for a < 0.625: relative accuracy near 0;
 *   t(a) = 1 - 2 / (e^(2a) + 1) otherwise: exactly 1 once 2 / (e^(2a)+1)
 *          is below half an ulp of 1 (a > 9.01), and for a = inf.
 * copysign keeps tanh(-0) = -0; NaN fails a < 0.625 and the e^(2a) form
 * propagates it. */
static gcc_jit_function *make_tanh(gcc_jit_context *c, gcc_jit_function *vexp) {
  VB v0, *v = &v0;
  gcc_jit_param *x = begin(v, c, "cx_vtanhf");
  gcc_jit_rvalue *px = gcc_jit_param_as_rvalue(x);
  gcc_jit_lvalue *a = let(v, v->f, "a", gcc_jit_context_new_unary_op(c, NULL, GCC_JIT_UNARY_OP_ABS, v->f, px));
  gcc_jit_lvalue *z = let(v, v->f, "z", mul(v, rv(a), rv(a)));
  static const double Q[] = {-5.70498872745e-3, 2.06390887954e-2, -5.37397155531e-2, 1.33314422036e-1,
                             -3.33332819422e-1};
  gcc_jit_rvalue *q = horner(v, "q", rv(z), Q, 5);
  gcc_jit_lvalue *small = let(v, v->f, "small", add(v, mul(v, mul(v, rv(a), rv(z)), q), rv(a)));
  gcc_jit_rvalue *a2 = add(v, rv(a), rv(a));
  gcc_jit_lvalue *e = let(v, v->f, "e", gcc_jit_context_new_call(c, NULL, vexp, 1, &a2));
  gcc_jit_lvalue *t = let(v, v->f, "t", sub(v, K(v, 1.0), dvd(v, K(v, 2.0), add(v, rv(e), K(v, 1.0)))));
  sel(v, cmp(v, GCC_JIT_COMPARISON_LT, rv(a), K(v, 0.625)), t, rv(small));
  gcc_jit_function *copysignf = gcc_jit_context_get_builtin_function(c, "__builtin_copysignf");
  gcc_jit_rvalue *args[2] = {rv(t), px};
  gcc_jit_block_end_with_return(v->b, NULL, gcc_jit_context_new_call(c, NULL, copysignf, 2, args));
  return v->fn;
}

/* float cx_vsigmoidf(float x) = (x < 0 ? e : 1) / (1 + e), e = e^-|x|:
 * never an overflow (e <= 1), so +-inf give exactly 1 and 0; the result
 * rounds to 1 for x > 16.6 and to 0 below about -103.3, as the true value
 * does; NaN propagates through e. */
static gcc_jit_function *make_sigmoid(gcc_jit_context *c, gcc_jit_function *vexp) {
  VB v0, *v = &v0;
  gcc_jit_param *x = begin(v, c, "cx_vsigmoidf");
  gcc_jit_rvalue *px = gcc_jit_param_as_rvalue(x);
  gcc_jit_rvalue *ma = gcc_jit_context_new_unary_op(
      c, NULL, GCC_JIT_UNARY_OP_MINUS, v->f, gcc_jit_context_new_unary_op(c, NULL, GCC_JIT_UNARY_OP_ABS, v->f, px));
  gcc_jit_lvalue *e = let(v, v->f, "e", gcc_jit_context_new_call(c, NULL, vexp, 1, &ma));
  gcc_jit_lvalue *num = let(v, v->f, "num", K(v, 1.0));
  sel(v, cmp(v, GCC_JIT_COMPARISON_LT, px, K(v, 0.0)), num, rv(e));
  gcc_jit_block_end_with_return(v->b, NULL, dvd(v, rv(num), add(v, K(v, 1.0), rv(e))));
  return v->fn;
}

void cx_vmath_init(gcc_jit_context *ctx, CxVmath *vm) {
  gcc_jit_type *f = gcc_jit_context_get_type(ctx, GCC_JIT_TYPE_FLOAT);
  gcc_jit_type *i = gcc_jit_context_get_int_type(ctx, 4, 1);
  gcc_jit_field *fi = gcc_jit_context_new_field(ctx, NULL, i, "i");
  gcc_jit_field *ff = gcc_jit_context_new_field(ctx, NULL, f, "f");
  gcc_jit_field *fs[2] = {fi, ff};
  gcc_jit_type *u = gcc_jit_context_new_union_type(ctx, NULL, "cx_vmath_bits", 2, fs);
  vm->expf = make_exp(ctx, u, fi, ff);
  vm->tanhf = make_tanh(ctx, vm->expf);
  vm->sigmoidf = make_sigmoid(ctx, vm->expf);
}
