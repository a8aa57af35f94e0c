/* Vectorizable float exp, tanh and sigmoid for the generated code.
 *
 * libm's expf/tanhf are calls GCC cannot vectorize, so a fused
 * element-wise loop that applies them runs one element at a time.  These
 * are the same functions written in a libgccjit context as always-inline
 * float -> float functions built only from arithmetic (in double inside,
 * so that the results are within about half an ulp), int64 shifts, a
 * double/int64 union and selects (if/else assigning a value), which GCC
 * -O3 inlines and if-converts: a loop calling them vectorizes (zmm code
 * with -march=x86-64-v4).  The context needs -fno-trapping-math: GCC 12
 * does not if-convert the float <-> double conversions otherwise.  The method, the measured error
 * bounds and the IEEE edge cases are in docs/vector-math.md. */
#ifndef CX_VMATH_H
#define CX_VMATH_H

#include <libgccjit.h>

/* Max error measured against libm in double (tests/test_vmath.c checks
 * these over every 2^k-th float of the ranges that matter, in ulps of the
 * correctly rounded float result). */
#define CX_VEXPF_MAX_ULP 1
#define CX_VTANHF_MAX_ULP 1
#define CX_VSIGMOIDF_MAX_ULP 1

typedef struct CxVmath {
  gcc_jit_context *ctx;
  gcc_jit_type *u;            /* the double/int64 union of cx_vexpd */
  gcc_jit_field *fi, *fd;
  gcc_jit_function *expf;     /* cx_vexpf */
  gcc_jit_function *tanhf;    /* cx_vtanhf */
  gcc_jit_function *sigmoidf; /* cx_vsigmoidf */
  /* the same functions as plain internal ones (GCC inlines them or not,
     as it sees fit), made on demand by cx_vmath_called */
  gcc_jit_function *expd_call, *expf_call, *tanhf_call, *sigmoidf_call;
} CxVmath;

/* Creates cx_vexpf, cx_vtanhf and cx_vsigmoidf (ALWAYS_INLINE) in ctx,
 * once per context.  Never fails by itself: errors, if any, are the
 * context's (gcc_jit_context_get_first_error). */
void cx_vmath_init(gcc_jit_context *ctx, CxVmath *vm);

/* The internal (not always-inline) twin of vm->expf, tanhf or sigmoidf,
 * created on first use; NULL for any other function.  GCC refuses to
 * compile a function into which it cannot inline every always-inline
 * call ("--param large-function-growth limit reached"): the code
 * generator calls the twins past a per-function budget (codegen.c,
 * helper_call). */
gcc_jit_function *cx_vmath_called(CxVmath *vm, const gcc_jit_function *inl);

#endif
