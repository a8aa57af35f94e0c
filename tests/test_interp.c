/* The reference interpreter: values computed by hand, deep and long
 * structures without recursion, DAG memoization, and its runtime errors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "backend/interp/interp.h"
#include "tests/testutil.h"

typedef struct Fixture {
  CxSession s;
  TestDiags d;
  IrProgram *p;
  CxrtTensor *params;
  CxrtDataset data;
  CxrtVocab *vocab;
  int field_map[8];
  Interp *in;
  CxrtResult res;
  CxrtError err;
} Fixture;

static void setup(Fixture *f, const char *model, const char *data, CxrtDataFormat fmt, float scale, bool check) {
  memset(f, 0, sizeof *f);
  tu_session(&f->s, &f->d);
  f->p = tu_ir(&f->s, model, true);
  if (!f->p) {
    for (int i = 0; i < f->d.n; i++) fprintf(stderr, "%s\n", f->d.lines[i]);
    fail_msg("model did not compile");
  }
  f->params = tu_params(f->p, scale);
  if (tu_data(data, fmt, f->p, &f->data, f->field_map, &f->vocab, &f->err)) fail_msg("data: %s", f->err.msg);
  InterpOptions o = {.check_nonfinite = check};
  f->in = interp_new(f->p, f->params, &o);
}

static void teardown(Fixture *f) {
  interp_free(f->in);
  cxrt_result_free(&f->res);
  cxrt_dataset_free(&f->data);
  cxrt_vocab_free(f->vocab);
  cxrt_tensors_free(f->params, f->p->nparams);
  free(f->params);
  ir_program_free(f->p);
  session_free(&f->s);
}

#define TREEFC                                                          \
  "const H = 1;\nconst V = 2;\nparam E : [V, H];\nparam W : [H, H];\n" \
  "param b : [H];\ninput t : tree[2] { word : int };\n"                 \
  "rec node(n) -> [H] {\n  if leaf(n) { return E[n.word]; }\n"          \
  "  return tanh(W @ (node(n.child[0]) + node(n.child[1])) + b);\n}\n"  \
  "output root = node(t.root);\noutput h(n) = node(n);\n"

static void test_values_by_hand(void **state) {
  (void)state;
  Fixture f;
  setup(&f, TREEFC, "(0 (0 a) (0 (0 b) (0 a)))\n", CXRT_FMT_PTB, 0.5f, true);
  assert_int_equal(interp_run(f.in, &f.data, 0, f.field_map, &f.res, &f.err), 0);
  /* Params: E, W, b in that order; tu_params: scale * sin(1.37 j + 0.61 i + 0.2). */
  float e0 = f.params[0].data[0], e1 = f.params[0].data[1], w = f.params[1].data[0], bb = f.params[2].data[0];
  float inner = tanhf(w * (e1 + e0) + bb);
  float root = tanhf(w * (e0 + inner) + bb);
  assert_int_equal(f.res.nnodes, 5);
  assert_float_equal(f.res.values[0][0], root, 1e-6);
  /* Per-node values in node order (pre-order): root, a, inner, b, a. */
  float want[5] = {root, e0, inner, e1, e0};
  for (int i = 0; i < 5; i++) assert_float_equal(f.res.values[1][i], want[i], 1e-6);
  assert_float_equal(interp_state(f.in, 2, 0)[0], inner, 1e-6);
  assert_string_equal(f.p->branches[interp_branch(f.in, 1)].label, "leaf");
  assert_string_equal(f.p->branches[interp_branch(f.in, 0)].label, "internal");
  teardown(&f);
}

static char *repeat_tokens(int n) {
  char *s = malloc((size_t)n * 2 + 2), *p = s;
  for (int i = 0; i < n; i++) {
    *p++ = i % 2 ? 'b' : 'a';
    *p++ = ' ';
  }
  *p++ = '\n';
  *p = '\0';
  return s;
}

static void test_long_sequence(void **state) {
  (void)state;
  Fixture f;
  char *data = repeat_tokens(100000);
  setup(&f,
        "const H = 2;\nconst V = 2;\nparam E : [V, H];\nparam W : [H, H];\ninput s : seq { word : int };\n"
        "rec node(n) -> [H] {\n  if leaf(n) { return E[n.word]; }\n"
        "  return tanh(W @ node(n.child[0]) + E[n.word]);\n}\noutput last = node(s.root);\n",
        data, CXRT_FMT_SEQ, 0.5f, true);
  free(data);
  assert_int_equal(f.data.structs[0].nnodes, 100000);
  assert_int_equal(interp_run(f.in, &f.data, 0, f.field_map, &f.res, &f.err), 0);
  /* The same recurrence, directly. */
  const float *E = f.params[0].data, *W = f.params[1].data;
  double h[2] = {E[0], E[1]};
  for (int i = 1; i < 100000; i++) {
    const float *x = E + (i % 2) * 2;
    float a = (float)(W[0] * h[0] + W[1] * h[1]) + x[0], c = (float)(W[2] * h[0] + W[3] * h[1]) + x[1];
    h[0] = tanhf(a);
    h[1] = tanhf(c);
  }
  assert_float_equal(f.res.values[0][0], h[0], 1e-4);
  assert_float_equal(f.res.values[0][1], h[1], 1e-4);
  teardown(&f);
}

/* A right-branching PTB tree `depth` internal nodes deep (2 depth + 1
 * nodes): each internal node has a leaf 'a' on the left; the last leaf is
 * 'b'.  Caller frees. */
static char *deep_tree_text(int depth) {
  size_t cap = (size_t)depth * 16 + 64, len = 0;
  char *s = malloc(cap);
  for (int i = 0; i < depth; i++) len += (size_t)sprintf(s + len, "(0 (0 a) ");
  len += (size_t)sprintf(s + len, "(0 b)");
  for (int i = 0; i < depth; i++) s[len++] = ')';
  s[len++] = '\n';
  s[len] = '\0';
  return s;
}

static void test_deep_tree(void **state) {
  (void)state;
  /* A right-branching tree 50,000 internal nodes deep (100,001 nodes). */
  int depth = 50000;
  char *s = deep_tree_text(depth);
  Fixture f;
  setup(&f, TREEFC, s, CXRT_FMT_PTB, 0.5f, true);
  free(s);
  assert_int_equal(f.data.structs[0].nnodes, 2 * depth + 1);
  assert_int_equal(interp_run(f.in, &f.data, 0, f.field_map, &f.res, &f.err), 0);
  float e0 = f.params[0].data[0], e1 = f.params[0].data[1], w = f.params[1].data[0], bb = f.params[2].data[0];
  float h = e1;
  for (int i = 0; i < depth; i++) h = tanhf(w * (e0 + h) + bb);
  assert_float_equal(f.res.values[0][0], h, 1e-5);
  teardown(&f);
}

static void test_dag_nodes_computed_once(void **state) {
  (void)state;
  /* 2 nodes per level, each depending on both nodes below, 40 levels:
   * 2^40 paths, so only a memoizing evaluator finishes. */
  char *g = malloc(40 * 64 + 64), *p = g;
  p += sprintf(p, "0: | feat=0\n1: | feat=1\n");
  for (int i = 1; i < 40; i++)
    p += sprintf(p, "%d: %d %d | feat=%d\n%d: %d %d | feat=%d\n", 2 * i, 2 * i - 2, 2 * i - 1, i % 2, 2 * i + 1,
                 2 * i - 2, 2 * i - 1, (i + 1) % 2);
  p += sprintf(p, "top: 78 79 | feat=0\n");
  Fixture f;
  setup(&f,
        "const H = 3;\nconst V = 2;\nparam E : [V, H];\nparam W : [H, H];\ninput g : dag { feat : int };\n"
        "rec node(n) -> [H] {\n  return tanh(E[n.feat] + sum(k in n.children) (W @ node(k)));\n}\n"
        "output root = node(g.root);\n",
        g, CXRT_FMT_GRAPH, 0.3f, true);
  free(g);
  clock_t t0 = clock();
  assert_int_equal(interp_run(f.in, &f.data, 0, f.field_map, &f.res, &f.err), 0);
  assert_true((double)(clock() - t0) / CLOCKS_PER_SEC < 5.0);
  assert_int_equal(f.res.nnodes, 81);
  for (int j = 0; j < 3; j++) assert_true(fabsf(f.res.values[0][j]) < 1.0f);
  teardown(&f);
}

static void test_nonfinite_reported(void **state) {
  (void)state;
  const char *model = "const H = 2;\nconst V = 2;\nparam E : [V, H];\nparam W : [H, H];\n"
                      "input t : tree[2] { word : int };\n"
                      "rec node(n) -> [H] {\n  if leaf(n) { return E[n.word]; }\n"
                      "  return exp(W @ (node(n.child[0]) + node(n.child[1])));\n}\n"
                      "output root = node(t.root);\n";
  Fixture f;
  setup(&f, model, "(0 (0 a) (0 b))\n", CXRT_FMT_PTB, 1000.0f, true);
  assert_int_equal(interp_run(f.in, &f.data, 0, f.field_map, &f.res, &f.err), -1);
  assert_non_null(strstr(f.err.msg, "'exp' produced Inf at node 0 of structure 0"));
  assert_int_equal(f.err.line, 8);
  assert_string_equal(f.err.file, "test.cx");
  teardown(&f);
  setup(&f, model, "(0 (0 a) (0 b))\n", CXRT_FMT_PTB, 1000.0f, false);
  assert_int_equal(interp_run(f.in, &f.data, 0, f.field_map, &f.res, &f.err), 0);
  assert_true(isinf(f.res.values[0][0]) || isinf(f.res.values[0][1]));
  teardown(&f);
}

static void test_row_out_of_range(void **state) {
  (void)state;
  Fixture f;
  setup(&f, TREEFC, "(0 (0 a) (0 (0 b) (0 zebra)))\n", CXRT_FMT_PTB, 0.5f, true);
  assert_int_equal(interp_run(f.in, &f.data, 0, f.field_map, &f.res, &f.err), -1);
  assert_non_null(strstr(f.err.msg, "'zebra'"));
  assert_non_null(strstr(f.err.msg, "field 'word' = 2 is out of range for E, which has 2 rows"));
  assert_non_null(strstr(f.err.msg, "data.txt:1:"));
  teardown(&f);
}

static void test_missing_child(void **state) {
  (void)state;
  Fixture f;
  setup(&f,
        "const H = 1;\nconst V = 2;\nparam E : [V, H];\ninput t : tree[*] { word : int };\n"
        "rec node(n) -> [H] {\n  if leaf(n) { return E[n.word]; }\n"
        "  return node(n.child[0]) + node(n.child[1]);\n}\noutput root = node(t.root);\n",
        "(0 (0 (0 a)) (0 b))\n", CXRT_FMT_PTB, 0.5f, true);
  assert_int_equal(interp_run(f.in, &f.data, 0, f.field_map, &f.res, &f.err), -1);
  assert_non_null(strstr(f.err.msg, "node 1 of structure 0"));
  assert_non_null(strstr(f.err.msg, "has 1 child but branch 'internal' of rec 'node' reads n.child[1]"));
  assert_int_equal(f.err.line, 1);
  assert_int_equal(f.err.col, 4);
  teardown(&f);
}


/* ---- language v2 ---- */

/* A top-down pass after a bottom-up one, by hand on a 5-node tree:
 * down(root) = up(root); down(n) = W * down(parent) + up(n) + index. */
#define BIDIR                                                                             \
  "const H = 1;\nconst V = 2;\nparam E : [V, H];\nparam W : [H, H];\n"                    \
  "input t : tree[2] { word : int };\n"                                                   \
  "rec up(n) -> [H] {\n  if leaf(n) { return E[n.word]; }\n"                             \
  "  return up(n.child[0]) + up(n.child[1]);\n}\n"                                        \
  "rec down(n) -> [H] {\n  if root(n) { return up(n); }\n"                                \
  "  return W @ down(n.parent) + up(n) + float(n.index);\n}\n"                            \
  "output d(n) = down(n);\noutput ints(n) = n.depth * 100 + n.height * 10 + n.index;\n"

static void test_top_down_by_hand(void **state) {
  (void)state;
  Fixture f;
  setup(&f, BIDIR, "(0 (0 a) (0 (0 b) (0 a)))\n", CXRT_FMT_PTB, 0.5f, true);
  assert_int_equal(f.p->npasses, 2);
  assert_int_equal(f.p->passes[0].dir, IR_DIR_UP);
  assert_int_equal(f.p->passes[1].dir, IR_DIR_DOWN);
  assert_int_equal(interp_run(f.in, &f.data, 0, f.field_map, &f.res, &f.err), 0);
  float a = f.params[0].data[0], b = f.params[0].data[1], w = f.params[1].data[0];
  /* nodes in pre-order: 0 root, 1 a, 2 inner, 3 b, 4 a */
  float up[5] = {a + (b + a), a, b + a, b, a};
  float d0 = up[0], d1 = w * d0 + up[1] + 0, d2 = w * d0 + up[2] + 1;
  float d3 = w * d2 + up[3] + 0, d4 = w * d2 + up[4] + 1;
  float want[5] = {d0, d1, d2, d3, d4};
  for (int i = 0; i < 5; i++) assert_float_equal(f.res.values[0][i], want[i], 1e-6);
  float ints[5] = {20, 100, 111, 200, 201};
  for (int i = 0; i < 5; i++) assert_float_equal(f.res.values[1][i], ints[i], 0);
  assert_string_equal(f.p->passes[1].branches[interp_pass_branch(f.in, 1, 0)].label, "root");
  assert_string_equal(f.p->passes[1].branches[interp_pass_branch(f.in, 1, 3)].label, "nonroot");
  /* The top-down pass ran parents first. */
  int32_t n;
  const int32_t *order = interp_pass_order(f.in, 1, &n);
  assert_int_equal(n, 5);
  assert_int_equal(order[0], 0);
  teardown(&f);
}

/* A 100,000-element seq run backward by a top-down rec (no C recursion). */
static void test_long_sequence_backward(void **state) {
  (void)state;
  Fixture f;
  char *data = repeat_tokens(100000);
  setup(&f,
        "const H = 2;\nconst V = 2;\nparam E : [V, H];\nparam W : [H, H];\ninput s : seq { word : int };\n"
        "rec back(n) -> [H] {\n  if root(n) { return E[n.word]; }\n"
        "  return tanh(W @ back(n.parent) + E[n.word]);\n}\noutput first(n) = back(n);\n",
        data, CXRT_FMT_SEQ, 0.5f, true);
  free(data);
  assert_int_equal(f.p->passes[0].dir, IR_DIR_DOWN);
  assert_int_equal(interp_run(f.in, &f.data, 0, f.field_map, &f.res, &f.err), 0);
  /* The root is the last element; element 0 is computed last. */
  const float *E = f.params[0].data, *W = f.params[1].data;
  double h[2] = {E[(99999 % 2) * 2], E[(99999 % 2) * 2 + 1]};
  for (int i = 99998; i >= 0; i--) {
    const float *x = E + (i % 2) * 2;
    float a = (float)(W[0] * h[0] + W[1] * h[1]) + x[0], c = (float)(W[2] * h[0] + W[3] * h[1]) + x[1];
    h[0] = tanhf(a);
    h[1] = tanhf(c);
  }
  assert_float_equal(f.res.values[0][0], h[0], 1e-4);
  assert_float_equal(f.res.values[0][1], h[1], 1e-4);
  teardown(&f);
}

/* A 100,001-node tree 50,000 deep, top-down: depth grows by one per level. */
static void test_deep_tree_top_down(void **state) {
  (void)state;
  int depth = 50000;
  char *s = deep_tree_text(depth);
  Fixture f;
  setup(&f,
        "const H = 1;\nconst V = 2;\nparam E : [V, H];\ninput t : tree[2] { word : int };\n"
        "rec d(n) -> [H] {\n  if root(n) { return zeros([H]); }\n  return d(n.parent) + 1.0;\n}\n"
        "output deepest = max(k in t.nodes) d(k);\noutput depth(n) = n.depth;\n",
        s, CXRT_FMT_PTB, 0.5f, true);
  free(s);
  assert_int_equal(interp_run(f.in, &f.data, 0, f.field_map, &f.res, &f.err), 0);
  assert_float_equal(f.res.values[0][0], (float)depth, 0);
  assert_float_equal(f.res.values[1][2 * depth], (float)depth, 0); /* the last leaf 'b' */
  teardown(&f);
}

/* A DAG: p in n.parents, depth as the longest path, k.index of children. */
static void test_dag_parents(void **state) {
  (void)state;
  Fixture f;
  setup(&f,
        "const H = 1;\nconst V = 4;\nparam E : [V, H];\ninput g : dag { feat : int };\n"
        "rec down(n) -> [H] {\n  return E[n.feat] + sum(p in n.parents) down(p);\n}\n"
        "output d(n) = down(n);\noutput depth(n) = n.depth;\noutput np(n) = sum(p in n.parents) 1.0;\n"
        "output pos(n) = sum(k in n.children) float(k.index);\n",
        "a: | feat=0\nb: a | feat=1\nc: a b | feat=2\ntop: b c | feat=3\n", CXRT_FMT_GRAPH, 0.5f, true);
  assert_int_equal(f.p->passes[0].dir, IR_DIR_DOWN);
  assert_int_equal(interp_run(f.in, &f.data, 0, f.field_map, &f.res, &f.err), 0);
  const float *E = f.params[0].data;
  /* top is the root; c's parent is top, b's parents top and c, a's b and c. */
  float top = E[3], c = E[2] + top, b = E[1] + top + c, a = E[0] + b + c;
  float want[4] = {a, b, c, top};
  for (int i = 0; i < 4; i++) assert_float_equal(f.res.values[0][i], want[i], 1e-6);
  float depth[4] = {3, 2, 1, 0}, np[4] = {2, 2, 1, 0}, pos[4] = {0, 0, 1, 1};
  for (int i = 0; i < 4; i++) {
    assert_float_equal(f.res.values[1][i], depth[i], 0);
    assert_float_equal(f.res.values[2][i], np[i], 0);
    assert_float_equal(f.res.values[3][i], pos[i], 0);
  }
  teardown(&f);
}

/* Readouts: attention weights per node that sum to one, a node-set max,
 * and the same max shared by two outputs (one readout after CSE). */
static void test_readouts(void **state) {
  (void)state;
  Fixture f;
  setup(&f,
        "const H = 2;\nconst V = 2;\nparam E : [V, H];\nparam w : [H];\ninput t : tree[2] { word : int };\n"
        "rec up(n) -> [H] {\n  if leaf(n) { return E[n.word]; }\n  return tanh(up(n.child[0]) + up(n.child[1]));\n}\n"
        "output m = max(k in t.nodes) dot(w, up(k));\n"
        "output alpha(n) {\n  let m = max(k in t.nodes) dot(w, up(k));\n"
        "  return exp(dot(w, up(n)) - m) / sum(k in t.nodes) exp(dot(w, up(k)) - m);\n}\n",
        "(0 (0 a) (0 (0 b) (0 a)))\n", CXRT_FMT_PTB, 0.5f, true);
  assert_int_equal(f.p->nreadouts, 2); /* optimized: the max once (CSE), the sum */
  assert_int_equal(interp_run(f.in, &f.data, 0, f.field_map, &f.res, &f.err), 0);
  double total = 0, best = -1e30;
  for (int i = 0; i < 5; i++) {
    const float *h = interp_state(f.in, i, 0);
    double s = (double)f.params[1].data[0] * h[0] + (double)f.params[1].data[1] * h[1];
    if (s > best) best = s;
    total += f.res.values[1][i];
  }
  assert_float_equal(total, 1.0, 1e-6);
  assert_float_equal(f.res.values[0][0], best, 1e-6);
  teardown(&f);
}

/* [A, B, C] @ [C] and [K] @ [K, N], against loops. */
static void test_contractions(void **state) {
  (void)state;
  Fixture f;
  setup(&f,
        "param T : [2, 3, 4];\nparam x : [4];\nparam y : [3];\nparam M : [3, 2];\ninput t : seq { word : int };\n"
        "rec r(n) -> [2] { return y @ M; }\noutput tv = T @ x;\noutput vm = r(t.root);\n"
        "output q = (T @ x) @ y;\n",
        "a\n", CXRT_FMT_SEQ, 0.5f, true);
  assert_int_equal(interp_run(f.in, &f.data, 0, f.field_map, &f.res, &f.err), 0);
  const float *T = f.params[0].data, *x = f.params[1].data, *y = f.params[2].data, *M = f.params[3].data;
  for (int a = 0; a < 2; a++) {
    double q = 0;
    for (int b = 0; b < 3; b++) {
      double acc = 0;
      for (int c = 0; c < 4; c++) acc += (double)T[(a * 3 + b) * 4 + c] * x[c];
      assert_float_equal(f.res.values[0][a * 3 + b], acc, 1e-6);
      q += (float)acc * (double)y[b];
    }
    assert_float_equal(f.res.values[2][a], q, 1e-5);
    double vm = 0;
    for (int k = 0; k < 3; k++) vm += (double)y[k] * M[k * 2 + a];
    assert_float_equal(f.res.values[1][a], vm, 1e-6);
  }
  teardown(&f);
}

/* Run-time int division by zero names the node. */
static void test_int_division_by_zero(void **state) {
  (void)state;
  Fixture f;
  setup(&f,
        "const H = 1;\nconst V = 2;\nparam E : [V, H];\ninput t : tree[2] { word : int };\n"
        "rec r(n) -> [H] {\n  if leaf(n) { return E[n.word]; }\n"
        "  return (r(n.child[0]) + r(n.child[1])) * float(10 / n.depth);\n}\noutput o = r(t.root);\n",
        "(0 (0 a) (0 (0 b) (0 a)))\n", CXRT_FMT_PTB, 0.5f, true);
  assert_int_equal(interp_run(f.in, &f.data, 0, f.field_map, &f.res, &f.err), -1);
  assert_non_null(strstr(f.err.msg, "int division by zero at node 0 of structure 0"));
  assert_int_equal(f.err.line, 7);
  teardown(&f);
}

/* TBCNN's position weight (LANGUAGE.md): k/(arity-1), 1/2 for an only child. */
static void test_position_weights(void **state) {
  (void)state;
  Fixture f;
  setup(&f,
        "input t : tree[*] { word : int };\nrec r(n) -> [] { return zeros([]); }\n"
        "output w(n) = sum(k in n.children)\n"
        "  ((float(k.index) / float(max(n.arity - 1, 1)) + 0.5 * float(n.arity == 1)) * (float(k.index) + 1.0));\n",
        "(0 (0 a) (0 b) (0 c))\n(0 (0 a))\n", CXRT_FMT_PTB, 0.5f, true);
  assert_int_equal(interp_run(f.in, &f.data, 0, f.field_map, &f.res, &f.err), 0);
  /* three children: weights 0, 0.5, 1 times 1, 2, 3 */
  assert_float_equal(f.res.values[0][0], 0.0 * 1 + 0.5 * 2 + 1.0 * 3, 1e-6);
  cxrt_result_free(&f.res);
  assert_int_equal(interp_run(f.in, &f.data, 1, f.field_map, &f.res, &f.err), 0);
  assert_float_equal(f.res.values[0][0], 0.5, 1e-6);
  teardown(&f);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_values_by_hand),
      cmocka_unit_test(test_long_sequence),
      cmocka_unit_test(test_deep_tree),
      cmocka_unit_test(test_dag_nodes_computed_once),
      cmocka_unit_test(test_nonfinite_reported),
      cmocka_unit_test(test_row_out_of_range),
      cmocka_unit_test(test_missing_child),
      cmocka_unit_test(test_top_down_by_hand),
      cmocka_unit_test(test_long_sequence_backward),
      cmocka_unit_test(test_deep_tree_top_down),
      cmocka_unit_test(test_dag_parents),
      cmocka_unit_test(test_readouts),
      cmocka_unit_test(test_contractions),
      cmocka_unit_test(test_int_division_by_zero),
      cmocka_unit_test(test_position_weights),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
