/* Vectorizable float exp, tanh and sigmoid (see vmath.h and
 * docs/vector-math.md): computed in double inside for results within
 * half an ulp (the default), or in float (-fvec-math-float).
 *
 * Every function computes all its candidate results unconditionally and
 * then picks one with "if (cond) r = value;" blocks: GCC turns those into
 * selects (vector blends) so that no branch is left in a loop that calls
 * them (with -fno-trapping-math: GCC 12 keeps the branches around the
 * float <-> double conversions otherwise).  Nothing here depends on
 * -ffast-math, and the results are within the documented bound with or
 * without FMA contraction (-ffp-contract). */
#include "backend/jit/vmath.h"

#include <stddef.h>
#include <stdbool.h>
#include <stdio.h>

typedef struct VB {
  gcc_jit_context *c;
  gcc_jit_type *f, *i;
  gcc_jit_function *fn;
  gcc_jit_block *b; /* the current block */
  int nblocks;
} VB;

static gcc_jit_rvalue *K(VB *v, double x) { return gcc_jit_context_new_rvalue_from_double(v->c, v->f, x); }
static gcc_jit_rvalue *bin(VB *v, enum gcc_jit_binary_op op, gcc_jit_type *t, gcc_jit_rvalue *a, gcc_jit_rvalue *b) {
  return gcc_jit_context_new_binary_op(v->c, NULL, op, t, a, b);
}
static gcc_jit_rvalue *add(VB *v, gcc_jit_rvalue *a, gcc_jit_rvalue *b) { return bin(v, GCC_JIT_BINARY_OP_PLUS, v->f, a, b); }
static gcc_jit_rvalue *sub(VB *v, gcc_jit_rvalue *a, gcc_jit_rvalue *b) { return bin(v, GCC_JIT_BINARY_OP_MINUS, v->f, a, b); }
static gcc_jit_rvalue *mul(VB *v, gcc_jit_rvalue *a, gcc_jit_rvalue *b) { return bin(v, GCC_JIT_BINARY_OP_MULT, v->f, a, b); }
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

/* A function of one T (float or double) returning T; v->f is T, v->i the
 * int of its size. */
static gcc_jit_param *begin(VB *v, gcc_jit_context *c, const char *name, enum gcc_jit_types T,
                            enum gcc_jit_function_kind kind) {
  v->c = c;
  v->f = gcc_jit_context_get_type(c, T);
  v->i = gcc_jit_context_get_int_type(c, T == GCC_JIT_TYPE_DOUBLE ? 8 : 4, 1);
  gcc_jit_param *x = gcc_jit_context_new_param(c, NULL, v->f, "x");
  v->fn = gcc_jit_context_new_function(c, NULL, kind, v->f, name, 1, &x, 0);
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

/* double cx_vexpd(double x), the core of all three (in double, so that
 * rounding the final result to float is the only sizable error: results
 * within about 0.5 ulp, like glibc's float functions, which also work in
 * double):
 *
 *   x clamped to [-104, 89] (selects; NaN passes): e^-104 < 2^-150 and
 *   e^89 > FLT_MAX still round to float 0 and inf, so the conversion to
 *   float gives the IEEE results at the extremes, gradual underflow
 *   included.
 *   t = x log2(e) + 1.5 * 2^52, k = t - 1.5 * 2^52 = rint(x / ln2)
 *   r = (x - k ln2_hi) - k ln2_lo (Cody-Waite, ln2_hi with 32 significant
 *   bits: k ln2_hi exact), |r| <= ln2 / 2
 *   e^r: its Taylor polynomial of degree 11 (truncation < 7e-15 relative)
 *   2^k: the low bits of t's representation are k + 2^51 + 2^52 (as an
 *   int64); ((bits(t) + 1023) << 52) are the bits of 2^k (k + 1023 is in
 *   [873, 1151]: no carry into the sign), through a local union (GCC
 *   makes it a bit cast, which vectorizes; no float -> int64 conversion,
 *   which AVX2 lacks). */
static gcc_jit_function *make_expd(gcc_jit_context *c, gcc_jit_type *u, gcc_jit_field *fi, gcc_jit_field *fd,
                                   const char *name, enum gcc_jit_function_kind kind) {
  VB v0, *v = &v0;
  gcc_jit_param *x = begin(v, c, name, GCC_JIT_TYPE_DOUBLE, kind);
  gcc_jit_lvalue *xc = let(v, v->f, "xc", gcc_jit_param_as_rvalue(x));
  sel(v, cmp(v, GCC_JIT_COMPARISON_LT, rv(xc), K(v, -104.0)), xc, K(v, -104.0));
  sel(v, cmp(v, GCC_JIT_COMPARISON_GT, rv(xc), K(v, 89.0)), xc, K(v, 89.0));
  const double magic = 6755399441055744.0; /* 1.5 * 2^52 */
  gcc_jit_lvalue *t = let(v, v->f, "t", add(v, mul(v, rv(xc), K(v, 1.4426950408889634074)), K(v, magic)));
  gcc_jit_lvalue *k = let(v, v->f, "k", sub(v, rv(t), K(v, magic)));
  gcc_jit_lvalue *r = let(v, v->f, "r", sub(v, rv(xc), mul(v, rv(k), K(v, 0x1.62e42feep-1))));
  gcc_jit_block_add_assignment(v->b, NULL, r, sub(v, rv(r), mul(v, rv(k), K(v, 0x1.a39ef35793c76p-33))));
  double P[12];
  double fact = 1;
  for (int i = 0; i < 12; i++) {
    if (i) fact *= i;
    P[11 - i] = 1 / fact;
  }
  gcc_jit_rvalue *p = horner(v, "p", rv(r), P, 12);
  gcc_jit_lvalue *ut = gcc_jit_function_new_local(v->fn, NULL, u, "ut");
  gcc_jit_block_add_assignment(v->b, NULL, gcc_jit_lvalue_access_field(ut, NULL, fd), rv(t));
  gcc_jit_lvalue *us = gcc_jit_function_new_local(v->fn, NULL, u, "us");
  gcc_jit_rvalue *bits = rv(gcc_jit_lvalue_access_field(ut, NULL, fi));
  gcc_jit_rvalue *one023 = gcc_jit_context_new_rvalue_from_long(c, v->i, 1023);
  gcc_jit_block_add_assignment(
      v->b, NULL, gcc_jit_lvalue_access_field(us, NULL, fi),
      bin(v, GCC_JIT_BINARY_OP_LSHIFT, v->i, bin(v, GCC_JIT_BINARY_OP_PLUS, v->i, bits, one023),
          gcc_jit_context_new_rvalue_from_long(c, v->i, 52)));
  gcc_jit_block_end_with_return(v->b, NULL, mul(v, p, rv(gcc_jit_lvalue_access_field(us, NULL, fd))));
  return v->fn;
}

static gcc_jit_rvalue *to_double(VB *v, gcc_jit_rvalue *x) {
  return gcc_jit_context_new_cast(v->c, NULL, x, gcc_jit_context_get_type(v->c, GCC_JIT_TYPE_DOUBLE));
}
static gcc_jit_rvalue *to_float(VB *v, gcc_jit_rvalue *x) {
  return gcc_jit_context_new_cast(v->c, NULL, x, gcc_jit_context_get_type(v->c, GCC_JIT_TYPE_FLOAT));
}

/* float cx_vexpf(float x) = (float) cx_vexpd(x) */
static gcc_jit_function *make_exp(gcc_jit_context *c, gcc_jit_function *expd, const char *name,
                                      enum gcc_jit_function_kind kind) {
  VB v0, *v = &v0;
  gcc_jit_param *x = begin(v, c, name, GCC_JIT_TYPE_FLOAT, kind);
  gcc_jit_rvalue *xd = to_double(v, gcc_jit_param_as_rvalue(x));
  gcc_jit_block_end_with_return(v->b, NULL, to_float(v, gcc_jit_context_new_call(c, NULL, expd, 1, &xd)));
  return v->fn;
}

/* float cx_vtanhf(float x) = copysign(t(|x|), x), in double:
 *   t(a) = (E - 1) / (E + 1), E = e^(2a): E - 1 cancels for small a, but
 *          double keeps more than 30 good bits down to a = 2^-14;
 *   t(a) = a for a < 2^-14 (tanh a = a (1 - a^2/3 ...) rounds to a);
 *   t is exactly 1 once 2 / (E + 1) is below half an ulp of float 1
 *   (a > 9.01), and for a = inf (E clamped to e^89).
 * copysign keeps tanh(-0) = -0; NaN propagates through E. */
static gcc_jit_function *make_tanh(gcc_jit_context *c, gcc_jit_function *expd, const char *name,
                                       enum gcc_jit_function_kind kind) {
  VB v0, *v = &v0;
  gcc_jit_param *x = begin(v, c, name, GCC_JIT_TYPE_FLOAT, kind);
  gcc_jit_rvalue *px = gcc_jit_param_as_rvalue(x);
  gcc_jit_type *d = gcc_jit_context_get_type(c, GCC_JIT_TYPE_DOUBLE);
  gcc_jit_lvalue *a = let(v, v->f, "a", gcc_jit_context_new_unary_op(c, NULL, GCC_JIT_UNARY_OP_ABS, v->f, px));
  gcc_jit_rvalue *a2 = to_double(v, add(v, rv(a), rv(a)));
  gcc_jit_lvalue *e = let(v, d, "e", gcc_jit_context_new_call(c, NULL, expd, 1, &a2));
  gcc_jit_rvalue *one = gcc_jit_context_new_rvalue_from_double(c, d, 1.0);
  gcc_jit_lvalue *t = let(v, v->f, "t",
                          to_float(v, bin(v, GCC_JIT_BINARY_OP_DIVIDE, d, bin(v, GCC_JIT_BINARY_OP_MINUS, d, rv(e), one),
                                          bin(v, GCC_JIT_BINARY_OP_PLUS, d, rv(e), one))));
  sel(v, cmp(v, GCC_JIT_COMPARISON_LT, rv(a), K(v, 0x1p-14)), t, rv(a));
  gcc_jit_function *copysignf = gcc_jit_context_get_builtin_function(c, "__builtin_copysignf");
  gcc_jit_rvalue *args[2] = {rv(t), px};
  gcc_jit_block_end_with_return(v->b, NULL, gcc_jit_context_new_call(c, NULL, copysignf, 2, args));
  return v->fn;
}

/* float cx_vsigmoidf(float x) = (x < 0 ? e : 1) / (1 + e), e = e^-|x|, in
 * double: never an overflow (e <= 1), so +-inf give exactly 1 and 0; the
 * result rounds to 1 for x > 17.33 and to 0 below -103.97, as the true
 * value does; NaN propagates through e. */
static gcc_jit_function *make_sigmoid(gcc_jit_context *c, gcc_jit_function *expd, const char *name,
                                          enum gcc_jit_function_kind kind) {
  VB v0, *v = &v0;
  gcc_jit_param *x = begin(v, c, name, GCC_JIT_TYPE_FLOAT, kind);
  gcc_jit_rvalue *px = gcc_jit_param_as_rvalue(x);
  gcc_jit_type *d = gcc_jit_context_get_type(c, GCC_JIT_TYPE_DOUBLE);
  gcc_jit_rvalue *ma = to_double(v, gcc_jit_context_new_unary_op(
      c, NULL, GCC_JIT_UNARY_OP_MINUS, v->f, gcc_jit_context_new_unary_op(c, NULL, GCC_JIT_UNARY_OP_ABS, v->f, px)));
  gcc_jit_lvalue *e = let(v, d, "e", gcc_jit_context_new_call(c, NULL, expd, 1, &ma));
  gcc_jit_lvalue *num = let(v, d, "num", gcc_jit_context_new_rvalue_from_double(c, d, 1.0));
  sel(v, cmp(v, GCC_JIT_COMPARISON_LT, px, K(v, 0.0)), num, rv(e));
  gcc_jit_rvalue *den = bin(v, GCC_JIT_BINARY_OP_PLUS, d, gcc_jit_context_new_rvalue_from_double(c, d, 1.0), rv(e));
  gcc_jit_block_end_with_return(v->b, NULL, to_float(v, bin(v, GCC_JIT_BINARY_OP_DIVIDE, d, rv(num), den)));
  return v->fn;
}

/* ---- in float (-fvec-math-float) -------------------------------------------------------
 *
 * The same three functions computed in float throughout: twice the lanes
 * of the double ones and no conversions, for up to 2 ulp more error
 * (vmath.h's CX_*_MAX_ULP; docs/vector-math.md). */

/* float cx_vexpf(float x), in float: the steps of cx_vexpd.
 *   x clamped to [-104, 89] (NaN passes);
 *   t = x log2(e) + 1.5 * 2^23, k = t - 1.5 * 2^23 = rint(x / ln2);
 *   r = (x - k C1) - k C2, C1 = 0.693359375 (9 significant bits: k C1 is
 *   exact for |k| < 2^15), C2 = ln2 - C1; |r| <= ln2 / 2 (plus an ulp);
 *   e^r = 1 + (r + r^2 P(r)), P the Taylor polynomial of (e^r - 1 - r) / r^2
 *   of degree 5 (truncation below 6e-9 relative, a tenth of an ulp): the
 *   final addition is the only rounding at the scale of the result;
 *   2^k in two halves, 2^k1 2^k2 with k1 = k >> 1 and k2 = k - k1, both
 *   normal floats for every k in [-151, 129]: the first product is exact,
 *   the second rounds once (gradual underflow included) and overflows to
 *   inf past FLT_MAX.  The low bits of t's representation are
 *   k + 2^22 + 2^23, so bits(t) - bits(1.5 * 2^23) = k, through a local
 *   float/int32 union (a bit cast). */
static gcc_jit_function *make_exp32(gcc_jit_context *c, gcc_jit_type *u, gcc_jit_field *fi, gcc_jit_field *ff,
                                    const char *name, enum gcc_jit_function_kind kind) {
  VB v0, *v = &v0;
  gcc_jit_param *x = begin(v, c, name, GCC_JIT_TYPE_FLOAT, kind);
  gcc_jit_lvalue *xc = let(v, v->f, "xc", gcc_jit_param_as_rvalue(x));
  sel(v, cmp(v, GCC_JIT_COMPARISON_LT, rv(xc), K(v, -104.0)), xc, K(v, -104.0));
  sel(v, cmp(v, GCC_JIT_COMPARISON_GT, rv(xc), K(v, 89.0)), xc, K(v, 89.0));
  const double magic = 12582912.0; /* 1.5 * 2^23 */
  gcc_jit_lvalue *t = let(v, v->f, "t", add(v, mul(v, rv(xc), K(v, 1.44269504088896341)), K(v, magic)));
  gcc_jit_lvalue *k = let(v, v->f, "k", sub(v, rv(t), K(v, magic)));
  gcc_jit_lvalue *r = let(v, v->f, "r", sub(v, rv(xc), mul(v, rv(k), K(v, 0.693359375))));
  gcc_jit_block_add_assignment(v->b, NULL, r, sub(v, rv(r), mul(v, rv(k), K(v, -2.12194440054690583e-4))));
  const double P[6] = {1.0 / 5040, 1.0 / 720, 1.0 / 120, 1.0 / 24, 1.0 / 6, 0.5};
  gcc_jit_rvalue *p = horner(v, "p", rv(r), P, 6);
  gcc_jit_lvalue *q = let(v, v->f, "q", add(v, rv(r), mul(v, mul(v, rv(r), rv(r)), p)));
  gcc_jit_block_add_assignment(v->b, NULL, q, add(v, K(v, 1.0), rv(q)));
  gcc_jit_lvalue *ut = gcc_jit_function_new_local(v->fn, NULL, u, "ut");
  gcc_jit_block_add_assignment(v->b, NULL, gcc_jit_lvalue_access_field(ut, NULL, ff), rv(t));
  gcc_jit_lvalue *ki = let(v, v->i, "ki", bin(v, GCC_JIT_BINARY_OP_MINUS, v->i, rv(gcc_jit_lvalue_access_field(ut, NULL, fi)),
                                              gcc_jit_context_new_rvalue_from_int(c, v->i, 0x4B400000)));
  gcc_jit_lvalue *k1 = let(v, v->i, "k1", bin(v, GCC_JIT_BINARY_OP_RSHIFT, v->i, rv(ki), gcc_jit_context_new_rvalue_from_int(c, v->i, 1)));
  gcc_jit_lvalue *us[2];
  gcc_jit_rvalue *ks[2] = {rv(k1), bin(v, GCC_JIT_BINARY_OP_MINUS, v->i, rv(ki), rv(k1))};
  for (int h = 0; h < 2; h++) {
    us[h] = gcc_jit_function_new_local(v->fn, NULL, u, h ? "s2" : "s1");
    gcc_jit_block_add_assignment(
        v->b, NULL, gcc_jit_lvalue_access_field(us[h], NULL, fi),
        bin(v, GCC_JIT_BINARY_OP_LSHIFT, v->i,
            bin(v, GCC_JIT_BINARY_OP_PLUS, v->i, ks[h], gcc_jit_context_new_rvalue_from_int(c, v->i, 127)),
            gcc_jit_context_new_rvalue_from_int(c, v->i, 23)));
  }
  gcc_jit_block_end_with_return(v->b, NULL, mul(v, mul(v, rv(q), rv(gcc_jit_lvalue_access_field(us[0], NULL, ff))),
                                                rv(gcc_jit_lvalue_access_field(us[1], NULL, ff))));
  return v->fn;
}

/* float cx_vtanhf(float x) = copysign(t(|x|), x), in float:
 *   t(a) = a + a z P(z), z = a^2, for a < 0.625 (Cephes' tanhf
 *          polynomial: no cancellation near 0, and t(a) = a exactly for
 *          tiny and subnormal a);
 *   t(a) = 1 - 2 / (E + 1), E = e^(2a) with 2a clamped to 20, elsewhere
 *          (exactly 1 once 2 / (E + 1) is below half an ulp of 1). */
static gcc_jit_function *make_tanh32(gcc_jit_context *c, gcc_jit_function *exp32, const char *name,
                                     enum gcc_jit_function_kind kind) {
  VB v0, *v = &v0;
  gcc_jit_param *x = begin(v, c, name, GCC_JIT_TYPE_FLOAT, kind);
  gcc_jit_rvalue *px = gcc_jit_param_as_rvalue(x);
  gcc_jit_lvalue *a = let(v, v->f, "a", gcc_jit_context_new_unary_op(c, NULL, GCC_JIT_UNARY_OP_ABS, v->f, px));
  gcc_jit_lvalue *a2 = let(v, v->f, "a2", add(v, rv(a), rv(a)));
  sel(v, cmp(v, GCC_JIT_COMPARISON_GT, rv(a2), K(v, 20.0)), a2, K(v, 20.0));
  gcc_jit_rvalue *a2r = rv(a2);
  gcc_jit_lvalue *e = let(v, v->f, "e", gcc_jit_context_new_call(c, NULL, exp32, 1, &a2r));
  gcc_jit_lvalue *t = let(v, v->f, "t", sub(v, K(v, 1.0), gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_DIVIDE, v->f, K(v, 2.0), add(v, rv(e), K(v, 1.0)))));
  gcc_jit_lvalue *z = let(v, v->f, "z", mul(v, rv(a), rv(a)));
  const double P[5] = {-5.70498872745e-3, 2.06390887954e-2, -5.37397155531e-2, 1.33314422036e-1, -3.33332819422e-1};
  gcc_jit_rvalue *p = horner(v, "p", rv(z), P, 5);
  gcc_jit_rvalue *small = add(v, rv(a), mul(v, mul(v, rv(a), rv(z)), p));
  sel(v, cmp(v, GCC_JIT_COMPARISON_LT, rv(a), K(v, 0.625)), t, small);
  gcc_jit_function *copysignf = gcc_jit_context_get_builtin_function(c, "__builtin_copysignf");
  gcc_jit_rvalue *args[2] = {rv(t), px};
  gcc_jit_block_end_with_return(v->b, NULL, gcc_jit_context_new_call(c, NULL, copysignf, 2, args));
  return v->fn;
}

/* float cx_vsigmoidf(float x) = (x < 0 ? e : 1) / (1 + e), e = e^-|x|,
 * in float (the stable form of the double variant). */
static gcc_jit_function *make_sigmoid32(gcc_jit_context *c, gcc_jit_function *exp32, const char *name,
                                        enum gcc_jit_function_kind kind) {
  VB v0, *v = &v0;
  gcc_jit_param *x = begin(v, c, name, GCC_JIT_TYPE_FLOAT, kind);
  gcc_jit_rvalue *px = gcc_jit_param_as_rvalue(x);
  gcc_jit_rvalue *ma = gcc_jit_context_new_unary_op(
      c, NULL, GCC_JIT_UNARY_OP_MINUS, v->f, gcc_jit_context_new_unary_op(c, NULL, GCC_JIT_UNARY_OP_ABS, v->f, px));
  gcc_jit_lvalue *e = let(v, v->f, "e", gcc_jit_context_new_call(c, NULL, exp32, 1, &ma));
  gcc_jit_lvalue *num = let(v, v->f, "num", K(v, 1.0));
  sel(v, cmp(v, GCC_JIT_COMPARISON_LT, px, K(v, 0.0)), num, rv(e));
  gcc_jit_block_end_with_return(v->b, NULL, gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_DIVIDE, v->f, rv(num), add(v, K(v, 1.0), rv(e))));
  return v->fn;
}

/* The core (cx_vexpd, or the float cx_vexpf itself) and the three
 * functions, of the kind asked for, named with the suffix sfx. */
static void make_set(CxVmath *vm, const char *sfx, enum gcc_jit_function_kind kind, gcc_jit_function **core,
                     gcc_jit_function **expf, gcc_jit_function **tanhf, gcc_jit_function **sigmoidf) {
  char n[4][32];
  snprintf(n[0], sizeof n[0], "cx_vexpd%s", sfx);
  snprintf(n[1], sizeof n[1], "cx_vexpf%s", sfx);
  snprintf(n[2], sizeof n[2], "cx_vtanhf%s", sfx);
  snprintf(n[3], sizeof n[3], "cx_vsigmoidf%s", sfx);
  gcc_jit_context *c = vm->ctx;
  if (vm->in_double) {
    *core = make_expd(c, vm->u, vm->fi, vm->ff, n[0], kind);
    *expf = make_exp(c, *core, n[1], kind);
    *tanhf = make_tanh(c, *core, n[2], kind);
    *sigmoidf = make_sigmoid(c, *core, n[3], kind);
  } else {
    *core = *expf = make_exp32(c, vm->u, vm->fi, vm->ff, n[1], kind);
    *tanhf = make_tanh32(c, *core, n[2], kind);
    *sigmoidf = make_sigmoid32(c, *core, n[3], kind);
  }
}

void cx_vmath_init(gcc_jit_context *ctx, CxVmath *vm, bool in_double) {
  gcc_jit_type *f = gcc_jit_context_get_type(ctx, in_double ? GCC_JIT_TYPE_DOUBLE : GCC_JIT_TYPE_FLOAT);
  gcc_jit_type *i = gcc_jit_context_get_int_type(ctx, in_double ? 8 : 4, 1);
  gcc_jit_field *fi = gcc_jit_context_new_field(ctx, NULL, i, "i");
  gcc_jit_field *ff = gcc_jit_context_new_field(ctx, NULL, f, in_double ? "d" : "f");
  gcc_jit_field *fs[2] = {fi, ff};
  vm->ctx = ctx;
  vm->in_double = in_double;
  vm->u = gcc_jit_context_new_union_type(ctx, NULL, "cx_vmath_bits", 2, fs);
  vm->fi = fi;
  vm->ff = ff;
  gcc_jit_function *core;
  make_set(vm, "", GCC_JIT_FUNCTION_ALWAYS_INLINE, &core, &vm->expf, &vm->tanhf, &vm->sigmoidf);
  vm->twins = false;
}

/* The twins call a twin of the core too: GCC may inline a twin into the
 * kernel, and an always-inline call inside it would then be the kernel's
 * again.  All four twins are made on the first call. */
gcc_jit_function *cx_vmath_called(CxVmath *vm, const gcc_jit_function *inl) {
  if (inl != vm->expf && inl != vm->tanhf && inl != vm->sigmoidf) return NULL;
  if (!vm->twins) {
    gcc_jit_function *core;
    make_set(vm, "_call", GCC_JIT_FUNCTION_INTERNAL, &core, &vm->expf_call, &vm->tanhf_call, &vm->sigmoidf_call);
    vm->twins = true;
  }
  return inl == vm->expf ? vm->expf_call : inl == vm->tanhf ? vm->tanhf_call : vm->sigmoidf_call;
}
