/* Vectorizable float exp, tanh and sigmoid for the generated code.
 *
 * libm's expf/tanhf are calls GCC cannot vectorize, so a fused
 * element-wise loop that applies them runs one element at a time.  These
 * are the same functions written in a libgccjit context as always-inline
 * float -> float functions built only from arithmetic, integer shifts, a
 * union of a float type and its integer, and selects (if/else assigning a
 * value), which GCC -O3 inlines and if-converts: a loop calling them
 * vectorizes (zmm code with -march=x86-64-v4).  They compute in double
 * inside by default (8 lanes and conversions, within about half an ulp),
 * or in float (16 lanes of a zmm register, within 2.5 ulp;
 * -fvec-math-float).
 * The context needs -fno-trapping-math: GCC 12 does not if-convert the
 * float <-> double conversions otherwise.  The methods, the measured
 * error bounds, the cost and the IEEE edge cases are in
 * docs/vector-math.md. */
#ifndef CX_VMATH_H
#define CX_VMATH_H

#include <libgccjit.h>
#include <stdbool.h>

/* Max error measured against libm in double (tests/test_vmath.c checks
 * these over every 2039th float of the ranges that matter, in ulps of the
 * correctly rounded float result), in float and in double inside. */
#define CX_VEXPF_MAX_ULP 1
#define CX_VTANHF_MAX_ULP 1
#define CX_VSIGMOIDF_MAX_ULP 1
#define CX_VEXPF_FLOAT_MAX_ULP 2
#define CX_VTANHF_FLOAT_MAX_ULP 2
#define CX_VSIGMOIDF_FLOAT_MAX_ULP 3

typedef struct CxVmath {
  gcc_jit_context *ctx;
  bool in_double;             /* the arithmetic inside: double, else float */
  gcc_jit_type *u;            /* the union of the exp core's type and its int */
  gcc_jit_field *fi, *ff;
  gcc_jit_function *expf;     /* cx_vexpf */
  gcc_jit_function *tanhf;    /* cx_vtanhf */
  gcc_jit_function *sigmoidf; /* cx_vsigmoidf */
  /* the same functions as plain internal ones (GCC inlines them or not,
     as it sees fit), made on demand by cx_vmath_called */
  bool twins;
  gcc_jit_function *expf_call, *tanhf_call, *sigmoidf_call;
} CxVmath;

/* Creates cx_vexpf, cx_vtanhf and cx_vsigmoidf (ALWAYS_INLINE) in ctx,
 * once per context, computing in double inside if in_double, else in
 * float.  Never fails by itself: errors, if any, are the context's
 * (gcc_jit_context_get_first_error). */
void cx_vmath_init(gcc_jit_context *ctx, CxVmath *vm, bool in_double);

/* The internal (not always-inline) twin of vm->expf, tanhf or sigmoidf,
 * created on first use; NULL for any other function.  GCC refuses to
 * compile a function into which it cannot inline every always-inline
 * call ("--param large-function-growth limit reached"): the code
 * generator calls the twins past a per-function budget (codegen.c,
 * helper_call). */
gcc_jit_function *cx_vmath_called(CxVmath *vm, const gcc_jit_function *inl);

#endif
