/* Vectorizable float exp, tanh and sigmoid (see vmath.h and
 * docs/vector-math.md).
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

void cx_vmath_init(gcc_jit_context *ctx, CxVmath *vm) {
  gcc_jit_type *d = gcc_jit_context_get_type(ctx, GCC_JIT_TYPE_DOUBLE);
  gcc_jit_type *i = gcc_jit_context_get_int_type(ctx, 8, 1);
  gcc_jit_field *fi = gcc_jit_context_new_field(ctx, NULL, i, "i");
  gcc_jit_field *fd = gcc_jit_context_new_field(ctx, NULL, d, "d");
  gcc_jit_field *fs[2] = {fi, fd};
  vm->ctx = ctx;
  vm->u = gcc_jit_context_new_union_type(ctx, NULL, "cx_vmath_bits", 2, fs);
  vm->fi = fi;
  vm->fd = fd;
  gcc_jit_function *expd = make_expd(ctx, vm->u, fi, fd, "cx_vexpd", GCC_JIT_FUNCTION_ALWAYS_INLINE);
  vm->expf = make_exp(ctx, expd, "cx_vexpf", GCC_JIT_FUNCTION_ALWAYS_INLINE);
  vm->tanhf = make_tanh(ctx, expd, "cx_vtanhf", GCC_JIT_FUNCTION_ALWAYS_INLINE);
  vm->sigmoidf = make_sigmoid(ctx, expd, "cx_vsigmoidf", GCC_JIT_FUNCTION_ALWAYS_INLINE);
  vm->expd_call = vm->expf_call = vm->tanhf_call = vm->sigmoidf_call = NULL;
}

/* The twins call a twin of cx_vexpd too: GCC may inline a twin into the
 * kernel, and an always-inline call inside it would then be the kernel's
 * again. */
gcc_jit_function *cx_vmath_called(CxVmath *vm, const gcc_jit_function *inl) {
  gcc_jit_function **twin = inl == vm->expf       ? &vm->expf_call
                            : inl == vm->tanhf    ? &vm->tanhf_call
                            : inl == vm->sigmoidf ? &vm->sigmoidf_call
                                                  : NULL;
  if (!twin) return NULL;
  if (*twin) return *twin;
  if (!vm->expd_call) vm->expd_call = make_expd(vm->ctx, vm->u, vm->fi, vm->fd, "cx_vexpd_call", GCC_JIT_FUNCTION_INTERNAL);
  if (twin == &vm->expf_call) *twin = make_exp(vm->ctx, vm->expd_call, "cx_vexpf_call", GCC_JIT_FUNCTION_INTERNAL);
  else if (twin == &vm->tanhf_call) *twin = make_tanh(vm->ctx, vm->expd_call, "cx_vtanhf_call", GCC_JIT_FUNCTION_INTERNAL);
  else *twin = make_sigmoid(vm->ctx, vm->expd_call, "cx_vsigmoidf_call", GCC_JIT_FUNCTION_INTERNAL);
  return *twin;
}
