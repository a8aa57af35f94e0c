/* The backend interface (backend/backend.h): the interpreter and the
 * compiled code run the same model through the same table, give the same
 * results, states and branches, say how many results are valid after a
 * failure, and report errors in the same words. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "backend/backend.h"
#include "tests/testutil.h"

#define MODEL                                                                      \
  "model m;\nconst H = 16;\nconst V = 8;\nparam E : [V, H];\nparam W, U : [H, H];\n" \
  "param b : [H];\ninput t : tree[2] { word : int };\n"                            \
  "rec node(n) -> [H] { if leaf(n) { return tanh(E[n.word]); }\n"                 \
  "  return tanh(U @ node(n.child[0]) + W @ node(n.child[1]) + b); }\n"           \
  "output h = node(t.root);\n"

/* Four trees of seven words (ids 0..6 < V). */
#define DATA "(1 (2 a) (3 b))\n(0 (1 c) (1 (1 d) (2 e)))\n(0 (1 f) (1 g))\n(2 (1 a) (1 f))\n"

typedef struct Fix {
  CxSession s;
  IrProgram *ir;
  CxrtTensor *params;
  CxrtDataset data;
  CxrtVocab *vocab;
  int map[4];
} Fix;

static int setup(void **state) {
  Fix *f = calloc(1, sizeof *f);
  tu_session(&f->s, NULL);
  f->ir = tu_ir(&f->s, MODEL, true);
  assert_non_null(f->ir);
  f->params = tu_params(f->ir, 0.3f);
  CxrtError err = {0};
  assert_int_equal(tu_data(DATA, CXRT_FMT_PTB, f->ir, &f->data, f->map, &f->vocab, &err), 0);
  *state = f;
  return 0;
}

static int teardown(void **state) {
  Fix *f = *state;
  cxrt_dataset_free(&f->data);
  cxrt_vocab_free(f->vocab);
  cxrt_tensors_free(f->params, f->ir->nparams);
  free(f->params);
  ir_program_free(f->ir);
  session_free(&f->s);
  free(f);
  return 0;
}

/* Runs every structure through b in runs of at most `batch`; outputs into
 * out[structure * H + j]. */
static void run_all(Fix *f, const CxBackend *b, int batch, float *out, int *branch_of_root) {
  CxEngineOptions o = {.check_nonfinite = true};
  CxRunner r;
  CxrtError err = {0};
  assert_int_equal(cx_runner_open(&r, b, &f->s, f->ir, &o, &err), 0);
  if (b->max_batch && batch > b->max_batch) batch = b->max_batch;
  CxrtResult res[4];
  memset(res, 0, sizeof res);
  int32_t n = f->data.nstructs;
  for (int32_t i = 0; i < n; i += batch) {
    int32_t cnt = n - i < batch ? n - i : batch;
    assert_int_equal(r.b->run(r.e, f->params, &f->data, i, cnt, f->map, res, &err), 0);
    for (int32_t k = 0; k < cnt; k++) {
      memcpy(out + (size_t)(i + k) * 16, res[k].values[0], 16 * sizeof(float));
      assert_non_null(r.b->state(r.e, k, 0, 0, 0));
      branch_of_root[i + k] = r.b->branch(r.e, k, 0, f->data.structs[i + k].root);
    }
  }
  CxEngineTimes t = r.b->times(r.e);
  assert_true(t.execute_ms >= 0);
  for (int k = 0; k < 4; k++) cxrt_result_free(&res[k]);
  cx_runner_close(&r);
}

static void test_same_results_through_one_table(void **state) {
  Fix *f = *state;
  float a[4 * 16], c[4 * 16];
  int ba[4], bc[4];
  run_all(f, cx_backend(false), 4, a, ba);
  run_all(f, cx_backend(true), 4, c, bc);
  assert_string_equal(cx_backend(false)->name, "interp");
  assert_string_equal(cx_backend(true)->name, "jit");
  for (int i = 0; i < 4 * 16; i++)
    if (fabsf(a[i] - c[i]) > 1e-5f) fail_msg("output %d: interp %g, jit %g", i, (double)a[i], (double)c[i]);
  for (int i = 0; i < 4; i++) {
    assert_int_equal(ba[i], bc[i]);
    assert_int_equal(ba[i], 1); /* the root is internal */
  }
  /* batch 1 and batch 4 of the compiled code agree bit for bit */
  run_all(f, cx_backend(true), 1, a, ba);
  assert_memory_equal(a, c, sizeof a);
}

static void test_valid_results_after_a_failure(void **state) {
  Fix *f = *state;
  /* a leaf of the third tree gets word id 9, beyond E's V = 8 rows */
  CxrtStructure *s2 = &f->data.structs[2];
  int32_t leaf = 0;
  while (s2->child_start[leaf + 1] > s2->child_start[leaf]) leaf++;
  int32_t *word = &s2->ifields[(int64_t)leaf * f->data.nfields + f->map[0]];
  int32_t saved = *word;
  *word = 9;
  char msg[2][sizeof ((CxrtError *)0)->msg];
  for (int jit = 0; jit < 2; jit++) {
    CxEngineOptions o = {.check_nonfinite = true};
    CxRunner r;
    CxrtError err = {0};
    assert_int_equal(cx_runner_open(&r, cx_backend(jit), &f->s, f->ir, &o, &err), 0);
    CxrtResult res[4];
    memset(res, 0, sizeof res);
    int batch = r.b->max_batch ? r.b->max_batch : 4;
    int32_t done = 0;
    int rc = 0;
    for (int32_t i = 0; i < 4 && rc == 0; i += batch) {
      rc = r.b->run(r.e, f->params, &f->data, i, batch, f->map, res, &err);
      done = i + (rc ? r.b->valid(r.e) : batch);
    }
    assert_int_equal(rc, -1);
    assert_int_equal(done, 2); /* the two trees before the bad one */
    snprintf(msg[jit], sizeof msg[jit], "%s", err.msg);
    for (int k = 0; k < 4; k++) cxrt_result_free(&res[k]);
    cx_runner_close(&r);
  }
  assert_string_equal(msg[0], msg[1]);
  assert_non_null(strstr(msg[0], "out of range for E"));
  *word = saved;
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_same_results_through_one_table, setup, teardown),
      cmocka_unit_test_setup_teardown(test_valid_results_after_a_failure, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
