/* backend/jit/vmath.c: cx_vexpf, cx_vtanhf and cx_vsigmoidf, JIT-compiled
 * into loops over arrays (as the generated kernels use them), against
 * libm computed in double: dense sweeps over the ranges that matter (max
 * error in ulps of the float result, bounded by vmath.h's documented
 * CX_*_MAX_ULP), the IEEE special values, and the loops' vectorization.
 * Built four times: computing in double inside (the default) and in float
 * (-fvec-math-float), each for this CPU's -march (FMA contraction on
 * x86-64-v3/v4) and for plain x86-64 with -ffp-contract=off, since all
 * must meet their bounds. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "backend/jit/jit.h"
#include "backend/jit/vmath.h"

enum { OP_EXP, OP_TANH, OP_SIGMOID, NOPS };
static const char *op_names[NOPS] = {"exp", "tanh", "sigmoid"};
/* [in_double][op] */
static const int op_bounds[2][NOPS] = {{CX_VEXPF_FLOAT_MAX_ULP, CX_VTANHF_FLOAT_MAX_ULP, CX_VSIGMOIDF_FLOAT_MAX_ULP},
                                       {CX_VEXPF_MAX_ULP, CX_VTANHF_MAX_ULP, CX_VSIGMOIDF_MAX_ULP}};

typedef void (*ApplyFn)(const float *in, float *out, int n);

typedef struct Variant {
  char what[64];
  bool in_double;
  gcc_jit_result *res;
  ApplyFn fn[NOPS];
} Variant;

enum { NVARIANTS = 4 };
static Variant variants[NVARIANTS];

/* void apply_OP(const float *in, float *out, int n): out[i] = OP(in[i]) */
static void build(gcc_jit_context *c, bool in_double) {
  CxVmath vm;
  cx_vmath_init(c, &vm, in_double);
  gcc_jit_function *fns[NOPS] = {vm.expf, vm.tanhf, vm.sigmoidf};
  gcc_jit_type *f = gcc_jit_context_get_type(c, GCC_JIT_TYPE_FLOAT), *pf = gcc_jit_type_get_pointer(f);
  gcc_jit_type *ti = gcc_jit_context_get_type(c, GCC_JIT_TYPE_INT);
  for (int k = 0; k < NOPS; k++) {
    char name[32];
    snprintf(name, sizeof name, "apply_%s", op_names[k]);
    gcc_jit_param *ps[3] = {gcc_jit_context_new_param(c, NULL, pf, "in"),
                            gcc_jit_context_new_param(c, NULL, pf, "out"),
                            gcc_jit_context_new_param(c, NULL, ti, "n")};
    gcc_jit_function *fn = gcc_jit_context_new_function(
        c, NULL, GCC_JIT_FUNCTION_EXPORTED, gcc_jit_context_get_type(c, GCC_JIT_TYPE_VOID), name, 3, ps, 0);
    gcc_jit_lvalue *i = gcc_jit_function_new_local(fn, NULL, ti, "i");
    gcc_jit_block *b0 = gcc_jit_function_new_block(fn, "entry"), *bt = gcc_jit_function_new_block(fn, "test"),
                  *bb = gcc_jit_function_new_block(fn, "body"), *be = gcc_jit_function_new_block(fn, "exit");
    gcc_jit_rvalue *iv = gcc_jit_lvalue_as_rvalue(i);
    gcc_jit_block_add_assignment(b0, NULL, i, gcc_jit_context_zero(c, ti));
    gcc_jit_block_end_with_jump(b0, NULL, bt);
    gcc_jit_block_end_with_conditional(
        bt, NULL, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, iv, gcc_jit_param_as_rvalue(ps[2])),
        bb, be);
    gcc_jit_rvalue *x =
        gcc_jit_lvalue_as_rvalue(gcc_jit_context_new_array_access(c, NULL, gcc_jit_param_as_rvalue(ps[0]), iv));
    gcc_jit_block_add_assignment(bb, NULL, gcc_jit_context_new_array_access(c, NULL, gcc_jit_param_as_rvalue(ps[1]), iv),
                                 gcc_jit_context_new_call(c, NULL, fns[k], 1, &x));
    gcc_jit_block_add_assignment_op(bb, NULL, i, GCC_JIT_BINARY_OP_PLUS, gcc_jit_context_one(c, ti));
    gcc_jit_block_end_with_jump(bb, NULL, bt);
    gcc_jit_block_end_with_void_return(be, NULL);
  }
}

static gcc_jit_context *context(const char *march, bool contract_off, bool in_double) {
  gcc_jit_context *c = gcc_jit_context_acquire();
  gcc_jit_context_set_int_option(c, GCC_JIT_INT_OPTION_OPTIMIZATION_LEVEL, 3);
  char opt[96];
  snprintf(opt, sizeof opt, "-march=%s", march);
  gcc_jit_context_add_command_line_option(c, opt);
  if (contract_off) gcc_jit_context_add_command_line_option(c, "-ffp-contract=off");
  gcc_jit_context_add_command_line_option(c, "-fno-trapping-math"); /* as codegen with vec_math (vmath.h) */
  build(c, in_double);
  return c;
}

static int setup(void **state) {
  (void)state;
  for (int v = 0; v < NVARIANTS; v++) {
    bool plain = v & 1;
    variants[v].in_double = v >= 2;
    gcc_jit_context *c = plain ? context("x86-64", true, variants[v].in_double)
                               : context(jit_march(NULL), false, variants[v].in_double);
    snprintf(variants[v].what, sizeof variants[v].what, "%s%s", plain ? "x86-64, -ffp-contract=off" : jit_march(NULL),
             variants[v].in_double ? "" : ", in float");
    variants[v].res = gcc_jit_context_compile(c);
    if (!variants[v].res) fail_msg("compile: %s", gcc_jit_context_get_first_error(c));
    for (int k = 0; k < NOPS; k++) {
      char name[32];
      snprintf(name, sizeof name, "apply_%s", op_names[k]);
      variants[v].fn[k] = (ApplyFn)gcc_jit_result_get_code(variants[v].res, name);
      if (!variants[v].fn[k]) fail_msg("no %s", name);
    }
    gcc_jit_context_release(c);
  }
  return 0;
}

static int teardown(void **state) {
  (void)state;
  for (int v = 0; v < NVARIANTS; v++) gcc_jit_result_release(variants[v].res);
  return 0;
}

/* ---- the reference ------------------------------------------------------------------ */

static double ref(int op, double x) {
  switch (op) {
  case OP_EXP: return exp(x);
  case OP_TANH: return tanh(x);
  default: {
    if (x >= 0) return 1 / (1 + exp(-x));
    double e = exp(x);
    return e / (1 + e);
  }
  }
}

/* |got - want| in ulps of the float nearest want (the subnormal spacing
 * below FLT_MIN); 0 when both are the same infinity, HUGE_VAL when only
 * one is infinite or either is NaN. */
static double ulp_error(float got, double want) {
  if (isnan(got) || isnan(want)) return HUGE_VAL;
  float wf = (float)want;
  if (isinf(wf) || isinf(got)) return isinf(wf) && got == wf ? 0 : HUGE_VAL;
  double a = fabs(want);
  double ulp;
  if (a < FLT_MIN) ulp = ldexp(1, -149);
  else {
    int e;
    frexp(a, &e); /* a = m 2^e, m in [0.5, 1) */
    ulp = ldexp(1, e - 24);
  }
  return fabs((double)got - want) / ulp;
}

static float bits_float(uint32_t u) {
  float f;
  memcpy(&f, &u, sizeof f);
  return f;
}

typedef struct Stats {
  double max_ulp, max_abs;
  float worst;
  long n;
} Stats;

/* Every stride-th float from +0 up to the bit pattern of hi, both signs
 * (stride a prime, so that every low mantissa bit
 * pattern occurs). */
static void sweep(ApplyFn fn, int op, float hi, uint32_t stride, Stats *st) {
  uint32_t top;
  memcpy(&top, &hi, sizeof top);
  enum { CHUNK = 4096 };
  static float in[CHUNK], out[CHUNK];
  memset(st, 0, sizeof *st);
  for (int sign = 0; sign < 2; sign++) {
    uint32_t u = 0;
    while (u <= top) {
      int n = 0;
      for (; n < CHUNK && u <= top; n++, u += stride) in[n] = bits_float(u | (sign ? 0x80000000u : 0));
      fn(in, out, n);
      for (int i = 0; i < n; i++) {
        double want = ref(op, in[i]);
        double e = ulp_error(out[i], want);
        if (e > st->max_ulp) {
          st->max_ulp = e;
          st->worst = in[i];
        }
        double ab = isinf((float)want) ? 0 : fabs((double)out[i] - want);
        if (ab > st->max_abs) st->max_abs = ab;
      }
      st->n += n;
    }
  }
}

static void check_sweep(int op, float hi) {
  for (int v = 0; v < NVARIANTS; v++) {
    Stats st;
    /* CX_VMATH_STRIDE=1 sweeps every float (docs/vector-math.md's numbers) */
    const char *env = getenv("CX_VMATH_STRIDE");
    uint32_t stride = env && atoi(env) > 0 ? (uint32_t)atoi(env) : 2039;
    sweep(variants[v].fn[op], op, hi, stride, &st);
    print_message("%s (%s): %ld points in [-%g, %g]: max %.3f ulp (at %.9g), max abs error %.3g\n", op_names[op],
                  variants[v].what, st.n, hi, hi, st.max_ulp, st.worst, st.max_abs);
    int bound = op_bounds[variants[v].in_double][op];
    if (st.max_ulp > bound)
      fail_msg("%s (%s): %.3f ulp at %.9g > %d", op_names[op], variants[v].what, st.max_ulp, st.worst, bound);
  }
}

/* exp: beyond +-104 the results are 0 or inf (special values below) */
static void test_exp_sweep(void **state) {
  (void)state;
  check_sweep(OP_EXP, 104.0f);
}
static void test_tanh_sweep(void **state) {
  (void)state;
  check_sweep(OP_TANH, 12.0f);
}
static void test_sigmoid_sweep(void **state) {
  (void)state;
  check_sweep(OP_SIGMOID, 110.0f);
}

/* ---- special values ------------------------------------------------------------------ */

static float apply1(int v, int op, float x) {
  /* through a 32-element array, so that the vector loop computes it */
  float in[32], out[32];
  for (int i = 0; i < 32; i++) in[i] = x;
  variants[v].fn[op](in, out, 32);
  for (int i = 1; i < 32; i++) assert_memory_equal(&out[0], &out[i], sizeof(float));
  return out[0];
}

static void assert_same(float got, float want, const char *what, float x) {
  if (isnan(want) ? !isnan(got) : memcmp(&got, &want, sizeof got) != 0)
    fail_msg("%s(%a) = %a, expected %a", what, (double)x, (double)got, (double)want);
}

static void test_specials(void **state) {
  (void)state;
  const float inf = INFINITY, nan = NAN;
  for (int v = 0; v < NVARIANTS; v++) {
    /* exp */
    assert_same(apply1(v, OP_EXP, 0.0f), 1.0f, "exp", 0.0f);
    assert_same(apply1(v, OP_EXP, -0.0f), 1.0f, "exp", -0.0f);
    assert_same(apply1(v, OP_EXP, -inf), 0.0f, "exp", -inf);
    assert_same(apply1(v, OP_EXP, inf), inf, "exp", inf);
    assert_same(apply1(v, OP_EXP, FLT_MAX), inf, "exp", FLT_MAX);
    assert_same(apply1(v, OP_EXP, -FLT_MAX), 0.0f, "exp", -FLT_MAX);
    assert_true(isnan(apply1(v, OP_EXP, nan)));
    assert_true(isnan(apply1(v, OP_EXP, -nan)));
    assert_same(apply1(v, OP_EXP, 88.72283935546875f), inf, "exp", 88.72283935546875f); /* first overflow */
    float big = apply1(v, OP_EXP, 88.72283172607422f);                                    /* last finite */
    assert_true(isfinite(big) && big > 3.40e38f);
    assert_same(apply1(v, OP_EXP, 89.0f), inf, "exp", 89.0f);
    assert_same(apply1(v, OP_EXP, 1000.0f), inf, "exp", 1000.0f);
    assert_same(apply1(v, OP_EXP, -104.0f), 0.0f, "exp", -104.0f);
    assert_same(apply1(v, OP_EXP, -1000.0f), 0.0f, "exp", -1000.0f);
    float sub = apply1(v, OP_EXP, -100.0f); /* subnormal: 3.72e-44 */
    assert_true(sub > 0 && sub < FLT_MIN && ulp_error(sub, exp(-100.0)) <= 1);
    assert_same(apply1(v, OP_EXP, FLT_TRUE_MIN), 1.0f, "exp", FLT_TRUE_MIN);
    assert_same(apply1(v, OP_EXP, -FLT_TRUE_MIN), 1.0f, "exp", -FLT_TRUE_MIN);
    assert_same(apply1(v, OP_EXP, 1.0f), (float)M_E, "exp", 1.0f);
    /* tanh: odd, exact near 0, saturating exactly */
    assert_same(apply1(v, OP_TANH, 0.0f), 0.0f, "tanh", 0.0f);
    assert_same(apply1(v, OP_TANH, -0.0f), -0.0f, "tanh", -0.0f);
    assert_same(apply1(v, OP_TANH, FLT_TRUE_MIN), FLT_TRUE_MIN, "tanh", FLT_TRUE_MIN);
    assert_same(apply1(v, OP_TANH, -FLT_TRUE_MIN), -FLT_TRUE_MIN, "tanh", -FLT_TRUE_MIN);
    assert_same(apply1(v, OP_TANH, FLT_MIN), FLT_MIN, "tanh", FLT_MIN);
    assert_same(apply1(v, OP_TANH, 1e-20f), 1e-20f, "tanh", 1e-20f);
    assert_same(apply1(v, OP_TANH, inf), 1.0f, "tanh", inf);
    assert_same(apply1(v, OP_TANH, -inf), -1.0f, "tanh", -inf);
    assert_same(apply1(v, OP_TANH, FLT_MAX), 1.0f, "tanh", FLT_MAX);
    assert_same(apply1(v, OP_TANH, -FLT_MAX), -1.0f, "tanh", -FLT_MAX);
    assert_same(apply1(v, OP_TANH, 50.0f), 1.0f, "tanh", 50.0f);
    assert_same(apply1(v, OP_TANH, -50.0f), -1.0f, "tanh", -50.0f);
    assert_true(isnan(apply1(v, OP_TANH, nan)));
    /* where tanh reaches 1 in float: from about 9.011 on (tanh(x) >= 1 - 2^-25) */
    for (float x = 8.5f; x < 10.0f; x = nextafterf(x, 11.0f)) {
      float want = (float)tanh(x), got = apply1(v, OP_TANH, x);
      if (want == 1.0f) assert_same(got, 1.0f, "tanh", x);
      assert_true(got <= 1.0f && apply1(v, OP_TANH, -x) == -got);
      x = nextafterf(nextafterf(x, 11.0f), 11.0f); /* every 3rd float */
    }
    /* sigmoid */
    assert_same(apply1(v, OP_SIGMOID, 0.0f), 0.5f, "sigmoid", 0.0f);
    assert_same(apply1(v, OP_SIGMOID, -0.0f), 0.5f, "sigmoid", -0.0f);
    assert_same(apply1(v, OP_SIGMOID, inf), 1.0f, "sigmoid", inf);
    assert_same(apply1(v, OP_SIGMOID, -inf), 0.0f, "sigmoid", -inf);
    assert_same(apply1(v, OP_SIGMOID, FLT_MAX), 1.0f, "sigmoid", FLT_MAX);
    assert_same(apply1(v, OP_SIGMOID, -FLT_MAX), 0.0f, "sigmoid", -FLT_MAX);
    assert_same(apply1(v, OP_SIGMOID, 17.5f), 1.0f, "sigmoid", 17.5f);
    assert_same(apply1(v, OP_SIGMOID, 100.0f), 1.0f, "sigmoid", 100.0f);
    assert_same(apply1(v, OP_SIGMOID, -110.0f), 0.0f, "sigmoid", -110.0f);
    assert_same(apply1(v, OP_SIGMOID, FLT_TRUE_MIN), 0.5f, "sigmoid", FLT_TRUE_MIN);
    assert_true(isnan(apply1(v, OP_SIGMOID, nan)));
    assert_true(isnan(apply1(v, OP_SIGMOID, -nan)));
    /* where sigmoid reaches 1 and 0 in float: exactly as the rounded true value */
    for (float x = 15.0f; x < 18.0f; x = nextafterf(x, 20.0f)) {
      float want = (float)ref(OP_SIGMOID, x);
      if (want == 1.0f) assert_same(apply1(v, OP_SIGMOID, x), 1.0f, "sigmoid", x);
      assert_true(apply1(v, OP_SIGMOID, x) <= 1.0f);
      x = nextafterf(nextafterf(x, 20.0f), 20.0f);
    }
    for (float x = -102.0f; x > -106.0f; x = nextafterf(x, -200.0f)) {
      float want = (float)ref(OP_SIGMOID, x), got = apply1(v, OP_SIGMOID, x);
      if (want == 0.0f) assert_same(got, 0.0f, "sigmoid", x);
      assert_true(got >= 0.0f && ulp_error(got, ref(OP_SIGMOID, x)) <= 1);
      x = nextafterf(nextafterf(x, -200.0f), -200.0f);
    }
    /* no NaN from any infinite or huge input, every op */
    for (int op = 0; op < NOPS; op++) {
      const float xs[] = {inf, -inf, FLT_MAX, -FLT_MAX, 1e30f, -1e30f};
      for (size_t i = 0; i < sizeof xs / sizeof *xs; i++) assert_false(isnan(apply1(v, op, xs[i])));
    }
  }
}

/* The loops vectorize: this CPU's -march gives packed arithmetic of the
 * type computed in (mulps/mulpd, on any x86-64) and no calls, in float and
 * in double inside. */
static void test_vectorizes(void **state) {
  (void)state;
  for (int in_double = 0; in_double < 2; in_double++) {
    char path[] = "/tmp/cx-vmath-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    gcc_jit_context *c = context(jit_march(NULL), false, in_double);
    gcc_jit_context_compile_to_file(c, GCC_JIT_OUTPUT_KIND_ASSEMBLER, path);
    assert_null(gcc_jit_context_get_first_error(c));
    gcc_jit_context_release(c);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char line[512];
    int packed = 0, calls = 0;
    const char *mul = in_double ? "mulpd" : "mulps", *suffix = in_double ? "pd" : "ps";
    while (fgets(line, sizeof line, f)) {
      if (strstr(line, mul) || (strstr(line, "fmadd") && strstr(line, suffix))) packed++;
      if (strstr(line, "\tcall")) calls++;
    }
    fclose(f);
    remove(path);
    close(fd);
    print_message("in %s: %d packed multiplies, %d calls\n", in_double ? "double" : "float", packed, calls);
    assert_true(packed >= 3 * 5);
    assert_int_equal(calls, 0);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_exp_sweep),    cmocka_unit_test(test_tanh_sweep), cmocka_unit_test(test_sigmoid_sweep),
      cmocka_unit_test(test_specials),     cmocka_unit_test(test_vectorizes),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
