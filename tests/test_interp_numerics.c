/* Numerical robustness of the reference interpreter: inputs that drive
 * exp, tanh, sigmoid, softmax and log_softmax to overflow give the IEEE
 * results PyTorch (float32) gives, and a value that does become NaN or
 * Inf is an error naming the op and the node, unless the run allows it
 * (--allow-nan), in which case it is the IEEE value.
 *
 * Values come from a vector field of a one-node sequence (computed at run
 * time) and, where noted, from literals (which the RA-IR passes may fold
 * at compile time: both paths must agree). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/interp/interp.h"
#include "tests/testutil.h"

typedef struct Run {
  CxSession s;
  TestDiags d;
  IrProgram *p;
  CxrtDataset data;
  CxrtVocab *vocab;
  int map[4];
  Interp *in;
  CxrtResult res;
  CxrtError err;
  int rc;
} Run;

/* Runs `outputs` (output declarations over x = node(s.root), a [dim]
 * vector whose values are xs) on a one-node sequence. */
static void run(Run *r, int dim, const char *xs, const char *outputs, bool check_nonfinite) {
  memset(r, 0, sizeof *r);
  char model[4096], data[512];
  snprintf(model, sizeof model,
           "model m;\ninput s : seq { x : [%d] };\nrec node(n) -> [%d] { return n.x; }\n%s", dim, dim, outputs);
  snprintf(data, sizeof data, "0: | x=%s\n", xs);
  tu_session(&r->s, &r->d);
  r->p = tu_ir(&r->s, model, true);
  if (!r->p) {
    for (int i = 0; i < r->d.n; i++) fprintf(stderr, "%s\n", r->d.lines[i]);
    fail_msg("model did not compile:\n%s", model);
  }
  if (tu_data(data, CXRT_FMT_GRAPH, r->p, &r->data, r->map, &r->vocab, &r->err)) fail_msg("data: %s", r->err.msg);
  InterpOptions o = {.check_nonfinite = check_nonfinite};
  r->in = interp_new(r->p, NULL, &o);
  r->rc = interp_run(r->in, &r->data, 0, r->map, &r->res, &r->err);
}

static void done(Run *r) {
  interp_free(r->in);
  cxrt_result_free(&r->res);
  cxrt_dataset_free(&r->data);
  cxrt_vocab_free(r->vocab);
  ir_program_free(r->p);
  session_free(&r->s);
}

/* Output o, element j, compared exactly (bits for signed zeros and inf). */
static void expect_exact(const Run *r, int o, int j, float want) {
  float got = r->res.values[o][j];
  if (isnan(want)) {
    if (!isnan(got)) fail_msg("output %d[%d] = %.9g, expected NaN", o, j, (double)got);
    return;
  }
  if (got != want || signbit(got) != signbit(want))
    fail_msg("output %d[%d] = %.9g, expected exactly %.9g", o, j, (double)got, (double)want);
}

static void expect_near(const Run *r, int o, int j, float want, float tol) {
  float got = r->res.values[o][j];
  if (!(fabsf(got - want) <= tol)) fail_msg("output %d[%d] = %.9g, expected %.9g", o, j, (double)got, (double)want);
}

static void test_sigmoid_saturates(void **state) {
  (void)state;
  Run r;
  /* torch.sigmoid(torch.tensor([-1000., 1000., -88.8, 0., 88.8, -1e30, 1e30])) */
  run(&r, 7, "-1000.0,1000.0,-88.8,0.0,88.8,-1e30,1e30", "output y = sigmoid(node(s.root));\n", true);
  assert_int_equal(r.rc, 0);
  expect_exact(&r, 0, 0, 0.0f);
  expect_exact(&r, 0, 1, 1.0f);
  expect_near(&r, 0, 2, 2.72049906e-39f, 1e-44f); /* subnormal, not flushed to 0 */
  expect_exact(&r, 0, 3, 0.5f);
  expect_exact(&r, 0, 4, 1.0f);
  expect_exact(&r, 0, 5, 0.0f);
  expect_exact(&r, 0, 6, 1.0f);
  done(&r);
}

static void test_tanh_saturates(void **state) {
  (void)state;
  Run r;
  run(&r, 5, "-1000.0,1000.0,-0.0,20.0,-1e30", "output y = tanh(node(s.root));\n", true);
  assert_int_equal(r.rc, 0);
  expect_exact(&r, 0, 0, -1.0f);
  expect_exact(&r, 0, 1, 1.0f);
  expect_exact(&r, 0, 2, -0.0f);
  expect_exact(&r, 0, 3, 1.0f);
  expect_exact(&r, 0, 4, -1.0f);
  done(&r);
}

static void test_softmax_large_logits(void **state) {
  (void)state;
  Run r;
  /* softmax([1000, 0]) = [1, 0]; log_softmax([1000, 0]) = [0, -1000]: finite. */
  run(&r, 2, "1000.0,0.0",
      "output sm = softmax(node(s.root));\noutput lsm = log_softmax(node(s.root));\n"
      "output rev = softmax(-node(s.root));\noutput lrev = log_softmax(-node(s.root));\n",
      true);
  assert_int_equal(r.rc, 0);
  expect_exact(&r, 0, 0, 1.0f);
  expect_exact(&r, 0, 1, 0.0f);
  expect_exact(&r, 1, 0, 0.0f);
  expect_exact(&r, 1, 1, -1000.0f);
  expect_exact(&r, 2, 0, 0.0f);
  expect_exact(&r, 2, 1, 1.0f);
  expect_exact(&r, 3, 0, -1000.0f);
  expect_exact(&r, 3, 1, 0.0f);
  done(&r);
  /* Equal huge logits share the mass. */
  run(&r, 3, "3e38,3e38,-3e38", "output sm = softmax(node(s.root));\n", true);
  assert_int_equal(r.rc, 0);
  expect_exact(&r, 0, 0, 0.5f);
  expect_exact(&r, 0, 1, 0.5f);
  expect_exact(&r, 0, 2, 0.0f);
  done(&r);
  /* log_softmax: -3e38 - 3e38 - log 2 is below -FLT_MAX, so -inf in
   * float32 (as PyTorch's float32 log_softmax gives), reported unless
   * allowed; the others are -log 2. */
  run(&r, 3, "3e38,3e38,-3e38", "output lsm = log_softmax(node(s.root));\n", false);
  assert_int_equal(r.rc, 0);
  expect_near(&r, 0, 0, -0.693147182f, 1e-7f);
  expect_near(&r, 0, 1, -0.693147182f, 1e-7f);
  expect_exact(&r, 0, 2, -INFINITY);
  done(&r);
  run(&r, 2, "-1000.0,1000.0", "output lsm = log_softmax(node(s.root));\n", true);
  assert_int_equal(r.rc, 0);
  expect_exact(&r, 0, 0, -2000.0f);
  expect_exact(&r, 0, 1, 0.0f);
  done(&r);
}

static void test_log_softmax_overflow_is_reported(void **state) {
  (void)state;
  Run r;
  run(&r, 2, "3e38,-3e38", "output lsm = log_softmax(node(s.root));\n", true);
  assert_int_equal(r.rc, -1);
  assert_non_null(strstr(r.err.msg, "'log_softmax' produced Inf"));
  done(&r);
  run(&r, 2, "3e38,-3e38", "output lsm = log_softmax(node(s.root));\n", false);
  assert_int_equal(r.rc, 0);
  expect_exact(&r, 0, 0, 0.0f);
  expect_exact(&r, 0, 1, -INFINITY);
  done(&r);
}

static void test_exp_overflow_is_an_error(void **state) {
  (void)state;
  Run r;
  /* exp(1000) = inf: an error naming the op, the node and the model line. */
  run(&r, 2, "1000.0,-1000.0", "output y = exp(node(s.root));\n", true);
  assert_int_equal(r.rc, -1);
  assert_non_null(strstr(r.err.msg, "'exp' produced Inf"));
  assert_non_null(strstr(r.err.msg, "node 0 of structure 0"));
  assert_non_null(strstr(r.err.msg, "element 0"));
  assert_non_null(strstr(r.err.msg, "--allow-nan"));
  assert_int_equal(r.err.line, 4);
  done(&r);
  /* --allow-nan: the IEEE values, +inf and 0. */
  run(&r, 2, "1000.0,-1000.0", "output y = exp(node(s.root));\n", false);
  assert_int_equal(r.rc, 0);
  expect_exact(&r, 0, 0, INFINITY);
  expect_exact(&r, 0, 1, 0.0f);
  done(&r);
}

static void test_other_nonfinite_results(void **state) {
  (void)state;
  Run r;
  /* log(0) = -inf, sqrt(-1) = NaN, 1e20 * 1e20 = inf: each an error, or
   * the IEEE value when allowed. */
  run(&r, 1, "0.0", "output y = log(node(s.root));\n", true);
  assert_int_equal(r.rc, -1);
  assert_non_null(strstr(r.err.msg, "'log' produced Inf"));
  done(&r);
  run(&r, 1, "-1.0", "output y = sqrt(node(s.root));\n", true);
  assert_int_equal(r.rc, -1);
  assert_non_null(strstr(r.err.msg, "'sqrt' produced NaN"));
  done(&r);
  run(&r, 1, "1e20", "output y = node(s.root) * node(s.root);\n", true);
  assert_int_equal(r.rc, -1);
  assert_non_null(strstr(r.err.msg, "'mul' produced Inf"));
  done(&r);
  run(&r, 3, "0.0,-1.0,1e20",
      "output l = log(node(s.root));\noutput q = sqrt(node(s.root));\noutput m = node(s.root) * node(s.root);\n"
      "output r = relu(-node(s.root) * 1e30);\n",
      false);
  assert_int_equal(r.rc, 0);
  expect_exact(&r, 0, 0, -INFINITY);
  expect_exact(&r, 1, 1, NAN);
  expect_exact(&r, 2, 2, INFINITY);
  expect_exact(&r, 3, 2, 0.0f); /* relu(-inf) */
  done(&r);
}

static void test_folded_constants_agree(void **state) {
  (void)state;
  Run r;
  /* The same saturating ops on literals, which the passes may fold. */
  run(&r, 2, "0.0,0.0",
      "output a = sigmoid(node(s.root) - 1000.0);\noutput b = sigmoid(node(s.root) + 1000.0);\n"
      "output c = tanh(node(s.root) - 1000.0);\noutput d = softmax(concat(zeros([1]) + 1000.0, zeros([1])));\n"
      "output e = log_softmax(concat(zeros([1]) + 1000.0, zeros([1])));\noutput f = sigmoid(zeros([2]) - 1000.0);\n",
      true);
  assert_int_equal(r.rc, 0);
  expect_exact(&r, 0, 0, 0.0f);
  expect_exact(&r, 1, 1, 1.0f);
  expect_exact(&r, 2, 0, -1.0f);
  expect_exact(&r, 3, 0, 1.0f);
  expect_exact(&r, 3, 1, 0.0f);
  expect_exact(&r, 4, 0, 0.0f);
  expect_exact(&r, 4, 1, -1000.0f);
  expect_exact(&r, 5, 0, 0.0f);
  expect_exact(&r, 5, 1, 0.0f);
  done(&r);
  run(&r, 1, "0.0", "output y = exp(zeros([1]) + 1000.0);\n", true);
  assert_int_equal(r.rc, -1);
  assert_non_null(strstr(r.err.msg, "produced Inf"));
  done(&r);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_sigmoid_saturates),
    cmocka_unit_test(test_tanh_saturates),
    cmocka_unit_test(test_softmax_large_logits),
    cmocka_unit_test(test_log_softmax_overflow_is_reported),
    cmocka_unit_test(test_exp_overflow_is_an_error),
    cmocka_unit_test(test_other_nonfinite_results),
    cmocka_unit_test(test_folded_constants_agree),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
