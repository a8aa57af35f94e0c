/* Unit tests for the linearizer (stdlib/linearize.c).
 *
 * Datasets come from text through the real readers (PTB, graph, seq), so
 * node order, positions and tokens are the ones users see.  Small cases
 * check exact ids, levels, groups and messages; 100,000-element inputs
 * check that nothing recurses; a seeded random test checks every
 * invariant on trees and DAGs of up to 500 nodes; the reuse test checks
 * that a second, no larger batch allocates nothing.  The structure facts
 * (stdlib/facts.c) are tested here too: they are the linearizer's next input. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stdlib/cxrt.h"

/* ---- helpers ------------------------------------------------------------- */

static void read_ok_(const char *text, CxrtDataFormat fmt, CxrtInputKind kind, CxrtVocab *v,
                     CxrtDataset *d, const char *file, int line) {
  CxrtReadOptions o = {fmt, -1, kind, 0, 0};
  CxrtError err = {0};
  if (cxrt_data_read_mem(text, strlen(text), "data.txt", &o, v, d, &err) != 0)
    fail_msg("%s:%d: read failed: %d:%d: %s", file, line, err.line, err.col, err.msg);
}
#define read_ok(t, f, k, v, d) read_ok_(t, f, k, v, d, __FILE__, __LINE__)

/* Branches: 0 = leaf, 1 = internal. */
static int classify_leaf(void *ctx, int32_t arity, const int32_t *fields) {
  (void)ctx;
  (void)fields;
  return arity == 0 ? 0 : 1;
}

/* A model over (label, word): the reverse of PTB's (word, label), so that
 * the field map is not the identity. */
static CxrtFieldInfo label_word[] = {{"label", CXRT_FIELD_INT, 0}, {"word", CXRT_FIELD_INT, 0}};
static CxrtFieldInfo label_only[] = {{"label", CXRT_FIELD_INT, 0}};

static CxrtModelInfo model_of(CxrtFieldInfo *f, int n) {
  CxrtModelInfo m;
  memset(&m, 0, sizeof m);
  m.name = "test";
  m.input_kind = CXRT_TREE;
  m.max_arity = -1;
  m.input_name = "t";
  m.fields = f;
  m.nfields = n;
  return m;
}

/* A spec (with its field map, bound through cxrt_dataset_bind). */
typedef struct Setup {
  CxrtModelInfo m;
  int map[8];
  CxrtLinearizeSpec spec;
} Setup;

static void setup(Setup *s, const CxrtDataset *d, CxrtFieldInfo *f, int nf, int nbranches,
                  CxrtClassifyFn cl, const int *max_child) {
  memset(s, 0, sizeof *s);
  s->m = model_of(f, nf);
  CxrtError err = {0};
  if (cxrt_dataset_bind(d, &s->m, s->map, &err) != 0) fail_msg("bind: %s", err.msg);
  s->spec.nbranches = nbranches;
  s->spec.classify = cl;
  s->spec.branch_max_child = max_child;
  s->spec.model = &s->m;
  s->spec.field_map = s->map;
}

static void lin_ok_(const CxrtLinearizeSpec *spec, const CxrtDataset *d, int32_t first,
                    int32_t count, CxrtLinearized *l, const char *file, int line) {
  CxrtError err = {0};
  if (cxrt_linearize(spec, d, first, count, l, &err) != 0)
    fail_msg("%s:%d: linearize failed: %d:%d: %s", file, line, err.line, err.col, err.msg);
}
#define lin_ok(s, d, f, c, l) lin_ok_(s, d, f, c, l, __FILE__, __LINE__)

/* Expects an error at line:col with exactly msg; the result is empty. */
static void lin_err_(const CxrtLinearizeSpec *spec, const CxrtDataset *d, int32_t first,
                     int32_t count, CxrtLinearized *l, int line, int col, const char *msg,
                     const char *file, int tline) {
  CxrtError err = {0};
  if (cxrt_linearize(spec, d, first, count, l, &err) == 0)
    fail_msg("%s:%d: expected an error, linearize succeeded", file, tline);
  if (strcmp(err.msg, msg) != 0 || err.line != line || err.col != col)
    fail_msg("%s:%d: expected\n  %d:%d: %s\ngot\n  %d:%d: %s", file, tline, line, col, msg,
             err.line, err.col, err.msg);
  assert_string_equal(err.file, d->path ? d->path : "");
  assert_int_equal(l->nnodes, 0);
  assert_int_equal(l->nstructs, 0);
  assert_int_equal(l->nlevels, 0);
}
#define lin_err(s, d, f, c, l, li, co, m) lin_err_(s, d, f, c, l, li, co, m, __FILE__, __LINE__)

static void expect_i32_(const int32_t *got, const int32_t *want, int n, const char *what,
                        const char *file, int line) {
  for (int i = 0; i < n; i++)
    if (got[i] != want[i])
      fail_msg("%s:%d: %s[%d] = %d, expected %d", file, line, what, i, (int)got[i], (int)want[i]);
}
#define expect_i32(got, ...)                                                                      \
  do {                                                                                            \
    const int32_t want_[] = {__VA_ARGS__};                                                        \
    expect_i32_(got, want_, (int)(sizeof want_ / sizeof want_[0]), #got, __FILE__, __LINE__);     \
  } while (0)

/* struct_of / local_of / global_of / struct_offset agree with each other. */
static void check_maps(const CxrtLinearized *l) {
  assert_int_equal(l->struct_offset[0], 0);
  assert_int_equal(l->struct_offset[l->nstructs], l->nnodes);
  for (int32_t v = 0; v < l->nnodes; v++) {
    int32_t s = l->struct_of[v], i = l->local_of[v];
    assert_true(s >= 0 && s < l->nstructs);
    assert_true(i >= 0 && i < l->struct_offset[s + 1] - l->struct_offset[s]);
    assert_int_equal(l->global_of[l->struct_offset[s] + i], v);
  }
}

/* ---- exact cases ------------------------------------------------------------ */

static void test_ptb_tree(void **state) {
  (void)state;
  CxrtVocab *v = cxrt_vocab_new();
  CxrtDataset d;
  read_ok("(3 (2 It) (4 (2 works) (2 .)))\n", CXRT_FMT_PTB, CXRT_TREE, v, &d);
  Setup s;
  static const int maxc[] = {-1, 1};
  setup(&s, &d, label_word, 2, 2, classify_leaf, maxc);
  CxrtLinearized l = {0};
  lin_ok(&s.spec, &d, 0, 1, &l);
  /* Pre-order 0:(3 1 2) 1:It 2:(4 3 4) 3:works 4:. ; heights 2 0 1 0 0. */
  assert_int_equal(l.nnodes, 5);
  assert_int_equal(l.nstructs, 1);
  assert_int_equal(l.nlevels, 3);
  assert_int_equal(l.nbranches, 2);
  assert_int_equal(l.nfields, 2);
  /* (level, branch) groups: (0,leaf) = the three leaves, (1,internal),
   * (2,internal); the other groups are empty. */
  expect_i32(l.group_start, 0, 3, 3, 3, 4, 4, 5);
  expect_i32(l.global_of, 4, 0, 3, 1, 2);
  expect_i32(l.local_of, 1, 3, 4, 2, 0);
  expect_i32(l.struct_of, 0, 0, 0, 0, 0);
  expect_i32(l.struct_offset, 0, 5);
  expect_i32(l.child_start, 0, 0, 0, 0, 2, 4);
  expect_i32(l.children, 1, 2, 0, 3);
  expect_i32(l.root, 4);
  /* (label, word) rows: It=0, works=1, .=2; internal nodes' word is -1. */
  expect_i32(l.ifields, 2, 0, 2, 1, 2, 2, 4, -1, 3, -1);
  assert_null(l.vfields[0]);
  assert_null(l.vfields[1]);
  check_maps(&l);
  cxrt_linearized_free(&l);
  assert_null(l.group_start);
  assert_null(l.work);
  assert_int_equal(l.cap_nodes, 0);
  cxrt_dataset_free(&d);
  cxrt_vocab_free(v);
}

/* one_level (a model of local passes): the same tree in level 0, one
 * group per branch in node order, the edges as before. */
static void test_one_level(void **state) {
  (void)state;
  CxrtVocab *v = cxrt_vocab_new();
  CxrtDataset d;
  read_ok("(3 (2 It) (4 (2 works) (2 .)))\n", CXRT_FMT_PTB, CXRT_TREE, v, &d);
  Setup s;
  static const int maxc[] = {-1, 1};
  setup(&s, &d, label_word, 2, 2, classify_leaf, maxc);
  s.spec.one_level = true;
  CxrtLinearized l = {0};
  lin_ok(&s.spec, &d, 0, 1, &l);
  assert_int_equal(l.nlevels, 1);
  /* (0,leaf) = It, works, . in node order; (0,internal) = nodes 0 and 2. */
  expect_i32(l.group_start, 0, 3, 5);
  expect_i32(l.global_of, 3, 0, 4, 1, 2);
  expect_i32(l.child_start, 0, 0, 0, 0, 2, 4);
  expect_i32(l.children, 0, 4, 1, 2);
  expect_i32(l.root, 3);
  check_maps(&l);
  cxrt_linearized_free(&l);
  cxrt_dataset_free(&d);
  cxrt_vocab_free(v);
}

static const char three_trees[] = "(1 (2 a) (3 b))\n"
                                  "(4 (5 c) (6 (7 d) (8 e)))\n"
                                  "(9 f)\n";

static void test_batch_of_three(void **state) {
  (void)state;
  CxrtDataset d;
  read_ok(three_trees, CXRT_FMT_PTB, CXRT_TREE, NULL, &d);
  Setup s;
  static const int maxc[] = {-1, 1};
  setup(&s, &d, label_word, 2, 2, classify_leaf, maxc);
  CxrtLinearized l = {0};
  lin_ok(&s.spec, &d, 0, 3, &l);
  assert_int_equal(l.nnodes, 9);
  assert_int_equal(l.nstructs, 3);
  assert_int_equal(l.nlevels, 3);
  /* Leaves of all three structures first, in (structure, node) order;
   * then the height-1 nodes of structures 0 and 1; then structure 1's root. */
  expect_i32(l.group_start, 0, 6, 6, 6, 8, 8, 9);
  expect_i32(l.struct_offset, 0, 3, 8, 9);
  expect_i32(l.global_of, 6, 0, 1, 8, 2, 7, 3, 4, 5);
  expect_i32(l.struct_of, 0, 0, 1, 1, 1, 2, 0, 1, 1);
  expect_i32(l.local_of, 1, 2, 1, 3, 4, 0, 0, 2, 0);
  expect_i32(l.child_start, 0, 0, 0, 0, 0, 0, 0, 2, 4, 6);
  expect_i32(l.children, 0, 1, 3, 4, 2, 7);
  expect_i32(l.root, 6, 8, 5);
  /* Labels moved with their nodes. */
  for (int32_t v = 0; v < 9; v++) {
    static const int32_t label_by_g[] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    int32_t g = l.struct_offset[l.struct_of[v]] + l.local_of[v];
    assert_int_equal(l.ifields[v * 2], label_by_g[g]);
  }
  check_maps(&l);

  /* A batch that starts later: struct_of counts from `first`. */
  lin_ok(&s.spec, &d, 1, 2, &l);
  assert_int_equal(l.nnodes, 6);
  assert_int_equal(l.nstructs, 2);
  expect_i32(l.group_start, 0, 4, 4, 4, 5, 5, 6);
  expect_i32(l.struct_offset, 0, 5, 6);
  expect_i32(l.global_of, 5, 0, 4, 1, 2, 3);
  expect_i32(l.struct_of, 0, 0, 0, 1, 0, 0);
  expect_i32(l.root, 5, 3);
  expect_i32(l.child_start, 0, 0, 0, 0, 0, 2, 4);
  expect_i32(l.children, 1, 2, 0, 4);
  check_maps(&l);
  cxrt_linearized_free(&l);
  cxrt_dataset_free(&d);
}

static void test_dag_shared_node(void **state) {
  (void)state;
  /* c has two parents (r and a); its level is 1 (above e), below a. */
  CxrtDataset d;
  read_ok("r: a c | label=0\n"
          "a: c | label=1\n"
          "c: e | label=2\n"
          "e: | label=3\n",
          CXRT_FMT_GRAPH, CXRT_DAG, NULL, &d);
  Setup s;
  static const int maxc[] = {-1, 0};
  setup(&s, &d, label_only, 1, 2, classify_leaf, maxc);
  CxrtLinearized l = {0};
  lin_ok(&s.spec, &d, 0, 1, &l);
  assert_int_equal(l.nnodes, 4); /* c appears once */
  assert_int_equal(l.nlevels, 4);
  expect_i32(l.group_start, 0, 1, 1, 1, 2, 2, 3, 3, 4);
  expect_i32(l.global_of, 3, 2, 1, 0); /* r a c e -> 3 2 1 0 */
  expect_i32(l.child_start, 0, 0, 1, 2, 4);
  expect_i32(l.children, 0, 1, 2, 1); /* c: e; a: c; r: a, c */
  expect_i32(l.root, 3);
  expect_i32(l.ifields, 3, 2, 1, 0);
  check_maps(&l);
  cxrt_linearized_free(&l);
  cxrt_dataset_free(&d);
}

static void test_sequence(void **state) {
  (void)state;
  CxrtDataset d;
  read_ok("the cat sat on mats\n", CXRT_FMT_SEQ, CXRT_SEQ, NULL, &d);
  CxrtFieldInfo word[] = {{"word", CXRT_FIELD_INT, 0}};
  Setup s;
  static const int maxc[] = {-1, 0};
  setup(&s, &d, word, 1, 2, classify_leaf, maxc);
  CxrtLinearized l = {0};
  lin_ok(&s.spec, &d, 0, 1, &l);
  /* Element i's child is element i-1: n elements, n levels, ids kept. */
  assert_int_equal(l.nnodes, 5);
  assert_int_equal(l.nlevels, 5);
  expect_i32(l.group_start, 0, 1, 1, 1, 2, 2, 3, 3, 4, 4, 5);
  expect_i32(l.global_of, 0, 1, 2, 3, 4);
  expect_i32(l.child_start, 0, 0, 1, 2, 3, 4);
  expect_i32(l.children, 0, 1, 2, 3);
  expect_i32(l.root, 4);
  expect_i32(l.ifields, 0, 1, 2, 3, 4);
  cxrt_linearized_free(&l);
  cxrt_dataset_free(&d);
}

enum { BIG = 100000 };

static void test_long_sequence(void **state) {
  (void)state;
  char *text = malloc((size_t)BIG * 2 + 2);
  assert_non_null(text);
  for (int i = 0; i < BIG; i++) {
    text[2 * i] = (char)('a' + i % 26);
    text[2 * i + 1] = ' ';
  }
  text[2 * BIG] = '\n';
  text[2 * BIG + 1] = '\0';
  CxrtDataset d;
  read_ok(text, CXRT_FMT_SEQ, CXRT_SEQ, NULL, &d);
  free(text);
  CxrtFieldInfo word[] = {{"word", CXRT_FIELD_INT, 0}};
  Setup s;
  static const int maxc[] = {-1, 0};
  setup(&s, &d, word, 1, 2, classify_leaf, maxc);
  CxrtLinearized l = {0};
  lin_ok(&s.spec, &d, 0, 1, &l);
  assert_int_equal(l.nnodes, BIG);
  assert_int_equal(l.nlevels, BIG);
  assert_int_equal(l.root[0], BIG - 1);
  assert_int_equal(l.group_start[1], 1);
  assert_int_equal(l.group_start[2 * BIG], BIG);
  for (int32_t v = 0; v < BIG; v++) {
    assert_int_equal(l.global_of[v], v);
    assert_int_equal(l.child_start[v + 1] - l.child_start[v], v > 0);
    if (v > 0) assert_int_equal(l.children[l.child_start[v]], v - 1);
    /* (level v, branch internal) holds exactly node v */
    assert_int_equal(l.group_start[2 * v + (v > 0)], v);
    assert_int_equal(l.ifields[v], v % 26);
  }
  cxrt_linearized_free(&l);
  cxrt_dataset_free(&d);
}

static void test_deep_tree(void **state) {
  (void)state;
  /* (1 (1 (1 ... (1 x) ... ))): node i's only child is node i+1. */
  size_t len = (size_t)BIG * 4 + 16, o = 0;
  char *text = malloc(len);
  assert_non_null(text);
  for (int i = 0; i < BIG - 1; i++) o += (size_t)sprintf(text + o, "(1 ");
  o += (size_t)sprintf(text + o, "(2 x)");
  for (int i = 0; i < BIG - 1; i++) text[o++] = ')';
  text[o++] = '\n';
  text[o] = '\0';
  CxrtDataset d;
  read_ok(text, CXRT_FMT_PTB, CXRT_TREE, NULL, &d);
  free(text);
  Setup s;
  static const int maxc[] = {-1, 0};
  setup(&s, &d, label_word, 2, 2, classify_leaf, maxc);
  CxrtLinearized l = {0};
  lin_ok(&s.spec, &d, 0, 1, &l);
  assert_int_equal(l.nnodes, BIG);
  assert_int_equal(l.nlevels, BIG);
  assert_int_equal(l.root[0], BIG - 1);
  for (int32_t g = 0; g < BIG; g++) assert_int_equal(l.global_of[g], BIG - 1 - g);
  for (int32_t v = 1; v < BIG; v++) {
    assert_int_equal(l.child_start[v + 1] - l.child_start[v], 1);
    assert_int_equal(l.children[l.child_start[v]], v - 1);
    assert_int_equal(l.ifields[2 * v], 1);
  }
  assert_int_equal(l.ifields[0], 2);
  check_maps(&l);
  cxrt_linearized_free(&l);
  cxrt_dataset_free(&d);
}

/* Node ints (spec.node_ints): a classify that sees them after the fields
 * and puts a node in branch 1 when its depth is even, and the nints by
 * new id. */
static int classify_depth(void *ctx, int32_t arity, const int32_t *fields) {
  const int *nf = ctx;
  (void)arity;
  return fields[*nf + CXRT_NINT_DEPTH] % 2 == 0;
}

/* Every node's height is its level, and a root has no parent. */
static void check_nints_levels(const CxrtLinearized *l) {
  for (int32_t lv = 0; lv < l->nlevels; lv++)
    for (int32_t v = l->group_start[lv * l->nbranches]; v < l->group_start[(lv + 1) * l->nbranches]; v++)
      assert_int_equal(l->nints[(int64_t)v * CXRT_NINTS + CXRT_NINT_HEIGHT], lv);
  for (int32_t v = 0; v < l->nnodes; v++) {
    const int32_t *ni = l->nints + (int64_t)v * CXRT_NINTS;
    if (v == l->root[l->struct_of[v]]) assert_int_equal(ni[CXRT_NINT_NPARENTS], 0);
  }
}

/* A 100,000-deep tree and a 1,000,000-element sequence: depths by an
 * explicit walk (no recursion), O(nodes); and a batch of a tree, a
 * DAG and a sequence with every int checked. */
static void test_node_ints(void **state) {
  (void)state;
  /* the deep tree: (1 (1 ... (2 x))), node i's only child is node i + 1 */
  size_t len = (size_t)BIG * 4 + 16, o = 0;
  char *text = malloc(len);
  assert_non_null(text);
  for (int i = 0; i < BIG - 1; i++) o += (size_t)sprintf(text + o, "(1 ");
  o += (size_t)sprintf(text + o, "(2 x)");
  for (int i = 0; i < BIG - 1; i++) text[o++] = ')';
  text[o++] = '\n';
  text[o] = '\0';
  CxrtDataset d;
  read_ok(text, CXRT_FMT_PTB, CXRT_TREE, NULL, &d);
  free(text);
  Setup s;
  static const int maxc[] = {-1, -1};
  setup(&s, &d, label_word, 2, 2, classify_depth, maxc);
  int nf = 2;
  s.spec.ctx = &nf;
  s.spec.node_ints = true;
  CxrtLinearized l = {0};
  lin_ok(&s.spec, &d, 0, 1, &l);
  assert_int_equal(l.nnodes, BIG);
  for (int32_t i = 0; i < BIG; i++) {
    int32_t v = l.global_of[i];
    const int32_t *ni = l.nints + (int64_t)v * CXRT_NINTS;
    assert_int_equal(ni[CXRT_NINT_DEPTH], i);
    assert_int_equal(ni[CXRT_NINT_HEIGHT], BIG - 1 - i);
    assert_int_equal(ni[CXRT_NINT_INDEX], 0);
    assert_int_equal(ni[CXRT_NINT_NPARENTS], i > 0);
    /* classify saw the depth: branch 1 for even depths */
    int32_t lv = BIG - 1 - i, b = l.group_start[lv * 2 + 1] <= v && v < l.group_start[lv * 2 + 2];
    assert_int_equal(b, i % 2 == 0);
  }
  check_nints_levels(&l);
  cxrt_dataset_free(&d);

  /* a 1,000,000-element sequence: element i has depth n - 1 - i */
  enum { LONG = 1000000 };
  text = malloc((size_t)LONG * 2 + 2);
  assert_non_null(text);
  for (int i = 0; i < LONG; i++) {
    text[2 * i] = (char)('a' + i % 26);
    text[2 * i + 1] = ' ';
  }
  text[2 * LONG] = '\n';
  text[2 * LONG + 1] = '\0';
  read_ok(text, CXRT_FMT_SEQ, CXRT_SEQ, NULL, &d);
  free(text);
  CxrtFieldInfo word[] = {{"word", CXRT_FIELD_INT, 0}};
  setup(&s, &d, word, 1, 2, classify_depth, maxc);
  nf = 1;
  s.spec.ctx = &nf;
  s.spec.node_ints = true;
  s.spec.max_nodes = LONG;
  lin_ok(&s.spec, &d, 0, 1, &l);
  assert_int_equal(l.nnodes, LONG);
  for (int32_t i = 0; i < LONG; i++) {
    const int32_t *ni = l.nints + (int64_t)l.global_of[i] * CXRT_NINTS;
    if (ni[CXRT_NINT_DEPTH] != LONG - 1 - i || ni[CXRT_NINT_HEIGHT] != i || ni[CXRT_NINT_INDEX] != 0 ||
        ni[CXRT_NINT_NPARENTS] != (i < LONG - 1))
      fail_msg("element %d: depth %d height %d index %d nparents %d", i, ni[0 + CXRT_NINT_DEPTH],
               ni[CXRT_NINT_HEIGHT], ni[CXRT_NINT_INDEX], ni[CXRT_NINT_NPARENTS]);
  }
  cxrt_dataset_free(&d);

  /* a tree and a DAG in one batch (the DAG: 3 -> {1, 2}, 1 -> {0}, 2 -> {0, 1}) */
  const char *graph = "a: b c d | label=1\nb: | label=2\nc: e | label=3\nd: | label=4\ne: | label=5\n\n"
                      "0: | label=1\n1: 0 | label=2\n2: 0 1 | label=3\n3: 1 2 | label=4\n";
  read_ok(graph, CXRT_FMT_GRAPH, CXRT_DAG, NULL, &d);
  setup(&s, &d, label_only, 1, 2, classify_depth, maxc);
  s.spec.ctx = &nf;
  s.spec.node_ints = true;
  lin_ok(&s.spec, &d, 0, 2, &l);
  /* by local id: index, depth, height, nparents */
  static const int32_t want[9][4] = {{0, 0, 2, 0}, {0, 1, 0, 1}, {1, 1, 1, 1}, {2, 1, 0, 1}, {0, 2, 0, 1},
                                     {0, 3, 0, 2}, {1, 2, 1, 2}, {1, 1, 2, 1}, {0, 0, 3, 0}};
  int32_t g = 0;
  for (int32_t st = 0; st < 2; st++)
    for (int32_t i = 0; i < d.structs[st].nnodes; i++, g++) {
      const int32_t *ni = l.nints + (int64_t)l.global_of[g] * CXRT_NINTS;
      int32_t id = st == 0 ? i : 5 + i;
      expect_i32(ni, want[id][0], want[id][1], want[id][2], want[id][3]);
    }
  check_nints_levels(&l);
  cxrt_linearized_free(&l);
  cxrt_dataset_free(&d);
}

/* spec.node_ints_of: the tree and DAG of test_node_ints linearized with
 * their edges reversed (a compiled top-down phase) read the REAL index,
 * depth and height, in nints and in classify (branch 1 for an even real
 * depth), and the reversed parent count, i.e. the real arity. */
static void test_node_ints_of(void **state) {
  (void)state;
  const char *graph = "a: b c d | label=1\nb: | label=2\nc: e | label=3\nd: | label=4\ne: | label=5\n\n"
                      "0: | label=1\n1: 0 | label=2\n2: 0 1 | label=3\n3: 1 2 | label=4\n";
  CxrtDataset d;
  read_ok(graph, CXRT_FMT_GRAPH, CXRT_DAG, NULL, &d);
  /* the reversed structures: each node's children are its parents */
  CxrtDataset rd = d;
  CxrtStructure rs[2];
  int32_t cs[2][8], ch[2][8];
  rd.structs = rs;
  for (int st = 0; st < 2; st++) {
    const CxrtStructure *o = &d.structs[st];
    rs[st] = *o;
    int32_t n = o->nnodes, e = 0;
    for (int32_t v = 0; v < n; v++) {
      cs[st][v] = e;
      for (int32_t u = 0; u < n; u++)
        for (int32_t k = o->child_start[u]; k < o->child_start[u + 1]; k++)
          if (o->children[k] == v) ch[st][e++] = u;
    }
    cs[st][n] = e;
    rs[st].child_start = cs[st];
    rs[st].children = ch[st];
  }
  Setup s;
  static const int maxc[] = {-1, -1};
  setup(&s, &rd, label_only, 1, 2, classify_depth, maxc);
  int nf = 1;
  s.spec.ctx = &nf;
  s.spec.node_ints = true;
  s.spec.node_ints_of = &d;
  CxrtLinearized l = {0};
  lin_ok(&s.spec, &rd, 0, 2, &l);
  /* by local id: the real index, depth, height, and the real arity */
  static const int32_t want[9][4] = {{0, 0, 2, 3}, {0, 1, 0, 0}, {1, 1, 1, 1}, {2, 1, 0, 0}, {0, 2, 0, 0},
                                     {0, 3, 0, 0}, {1, 2, 1, 1}, {1, 1, 2, 2}, {0, 0, 3, 2}};
  int32_t g = 0;
  for (int32_t st = 0; st < 2; st++)
    for (int32_t i = 0; i < d.structs[st].nnodes; i++, g++) {
      int32_t v = l.global_of[g];
      const int32_t *ni = l.nints + (int64_t)v * CXRT_NINTS;
      int32_t id = st == 0 ? i : 5 + i;
      expect_i32(ni, want[id][0], want[id][1], want[id][2], want[id][3]);
      /* classify saw the real depth: v's group is branch 1 for an even one */
      int32_t b = -1;
      for (int32_t q = 0; q < l.nlevels * l.nbranches; q++)
        if (l.group_start[q] <= v && v < l.group_start[q + 1]) b = q % l.nbranches;
      assert_int_equal(b, want[id][1] % 2 == 0);
    }
  cxrt_linearized_free(&l);
  cxrt_dataset_free(&d);
}

static void test_single_node(void **state) {
  (void)state;
  CxrtDataset d;
  read_ok("(2 hello)\n", CXRT_FMT_PTB, CXRT_TREE, NULL, &d);
  Setup s;
  static const int maxc[] = {-1, 1};
  setup(&s, &d, label_word, 2, 2, classify_leaf, maxc);
  CxrtLinearized l = {0};
  lin_ok(&s.spec, &d, 0, 1, &l);
  assert_int_equal(l.nnodes, 1);
  assert_int_equal(l.nlevels, 1);
  expect_i32(l.group_start, 0, 1, 1);
  expect_i32(l.child_start, 0, 0);
  expect_i32(l.global_of, 0);
  expect_i32(l.root, 0);
  expect_i32(l.ifields, 2, 0);
  cxrt_linearized_free(&l);
  cxrt_dataset_free(&d);
}

static void test_empty_batch(void **state) {
  (void)state;
  CxrtDataset d;
  read_ok(three_trees, CXRT_FMT_PTB, CXRT_TREE, NULL, &d);
  Setup s;
  static const int maxc[] = {-1, 1};
  setup(&s, &d, label_word, 2, 2, classify_leaf, maxc);
  CxrtLinearized l = {0};
  for (int32_t first = 0; first <= 3; first++) {
    lin_ok(&s.spec, &d, first, 0, &l);
    assert_int_equal(l.nnodes, 0);
    assert_int_equal(l.nstructs, 0);
    assert_int_equal(l.nlevels, 0);
    assert_int_equal(l.nbranches, 2);
    expect_i32(l.group_start, 0);
    expect_i32(l.struct_offset, 0);
    expect_i32(l.child_start, 0);
  }
  /* Past the end is misuse, not an empty batch. */
  CxrtError err = {0};
  assert_int_equal(cxrt_linearize(&s.spec, &d, 2, 2, &l, &err), -1);
  assert_string_equal(err.msg, "structures 2 to 3 are not all in data.txt, which holds 3 "
                               "(internal error)");
  cxrt_linearized_free(&l);
  cxrt_dataset_free(&d);
}

/* ---- errors -------------------------------------------------------------------- */

/* No branch for a leaf labelled 4. */
static int classify_no4(void *ctx, int32_t arity, const int32_t *fields) {
  (void)ctx;
  if (arity == 0 && fields[0] == 4) return -1;
  return arity == 0 ? 0 : 1;
}

static void test_no_branch(void **state) {
  (void)state;
  CxrtVocab *v = cxrt_vocab_new();
  CxrtDataset d;
  read_ok("(3 (2 It) (2 works))\n(1 (2 a) (4 b))\n", CXRT_FMT_PTB, CXRT_TREE, v, &d);
  Setup s;
  static const int maxc[] = {-1, 1};
  setup(&s, &d, label_word, 2, 2, classify_no4, maxc);
  CxrtLinearized l = {0};
  lin_ok(&s.spec, &d, 0, 1, &l);
  lin_err(&s.spec, &d, 0, 2, &l, 2, 10,
          "node 2 of structure 1 (2:10, 'b') matches no branch of the model (arity 0, "
          "label=4, word=3); every node must take one of the rec's branches, so add a branch "
          "(or a final return) for such nodes, or check the data");
  /* The CxrtLinearized stays usable after an error. */
  lin_ok(&s.spec, &d, 0, 1, &l);
  assert_int_equal(l.nnodes, 3);
  cxrt_linearized_free(&l);
  cxrt_dataset_free(&d);
  cxrt_vocab_free(v);
}

static void test_missing_child(void **state) {
  (void)state;
  CxrtVocab *v = cxrt_vocab_new();
  CxrtDataset d;
  read_ok("(3 (2 It) (4 (2 works)))\n", CXRT_FMT_PTB, CXRT_TREE, v, &d);
  Setup s;
  static const int maxc[] = {-1, 1};
  setup(&s, &d, label_word, 2, 2, classify_leaf, maxc);
  CxrtLinearized l = {0};
  lin_err(&s.spec, &d, 0, 1, &l, 1, 11,
          "node 2 of structure 0 (data.txt:1:11) has 1 child but its branch reads n.child[1]; guard "
          "that branch with a test of n.arity (e.g. `if n.arity == 2`) or check the data");
  /* A "leaf" branch that reads a child: the message names the token. */
  static const int leafreads[] = {0, 1};
  s.spec.branch_max_child = leafreads;
  lin_err(&s.spec, &d, 0, 1, &l, 1, 4,
          "node 1 of structure 0 (data.txt:1:4, 'It') has 0 children but its branch reads n.child[0]; "
          "guard that branch with a test of n.arity (e.g. `if n.arity == 1`) or check the data");
  /* With the branches' names (what the compiled code gives): the
   * interpreter's words. */
  static const char *const names[] = {"branch 'leaf' of rec 'node'", "branch 'internal' of rec 'node'"};
  static const char *const locs[] = {"m.cx:3:3", "m.cx:5:3"};
  s.spec.branch_max_child = maxc;
  s.spec.branch_names = names;
  s.spec.branch_locs = locs;
  lin_err(&s.spec, &d, 0, 1, &l, 1, 11,
          "node 2 of structure 0 (data.txt:1:11) has 1 child but branch 'internal' of rec 'node' reads "
          "n.child[1] (m.cx:5:3); guard that branch with a test of n.arity (e.g. `if n.arity == 2`) or check "
          "the data");
  s.spec.branch_names = s.spec.branch_locs = NULL;
  /* Reading only child[0] is fine for the unary node. */
  static const int unary_ok[] = {-1, 0};
  s.spec.branch_max_child = unary_ok;
  lin_ok(&s.spec, &d, 0, 1, &l);
  assert_int_equal(l.nnodes, 4);
  cxrt_linearized_free(&l);
  cxrt_dataset_free(&d);
  cxrt_vocab_free(v);
}

static void test_node_limit(void **state) {
  (void)state;
  CxrtDataset d;
  read_ok(three_trees, CXRT_FMT_PTB, CXRT_TREE, NULL, &d);
  Setup s;
  static const int maxc[] = {-1, 1};
  setup(&s, &d, label_word, 2, 2, classify_leaf, maxc);
  CxrtLinearized l = {0};
  s.spec.max_nodes = 9; /* exactly the batch: fine */
  lin_ok(&s.spec, &d, 0, 3, &l);
  assert_int_equal(l.nnodes, 9);
  s.spec.max_nodes = 8;
  lin_err(&s.spec, &d, 0, 3, &l, 3, 0,
          "the batch of structures 0 to 2 has 9 nodes, more than the limit of 8 nodes per batch "
          "(passed at structure 2); use a smaller batch (--batch)");
  s.spec.max_nodes = 4;
  lin_err(&s.spec, &d, 1, 2, &l, 2, 0,
          "structure 1 has 5 nodes, more than the limit of 4 nodes per batch; raise the limit "
          "or split the structure");
  cxrt_linearized_free(&l);
  cxrt_dataset_free(&d);
}

static void test_cycle_and_malformed(void **state) {
  (void)state;
  /* Readers reject cycles, so the structures are made by hand. */
  int32_t cs[] = {0, 1, 2, 3}, ch[] = {1, 2, 0};
  CxrtStructure st;
  memset(&st, 0, sizeof st);
  st.nnodes = 3;
  st.child_start = cs;
  st.children = ch;
  st.root = 0;
  CxrtDataset d;
  memset(&d, 0, sizeof d);
  d.path = "hand.graph";
  d.structs = &st;
  d.nstructs = 1;
  CxrtModelInfo m = model_of(NULL, 0);
  CxrtLinearizeSpec spec = {2, classify_leaf, NULL, NULL, &m, NULL, 0, NULL, NULL, false, NULL};
  CxrtLinearized l = {0};
  lin_err(&spec, &d, 0, 1, &l, 0, 0,
          "structure 0 has a cycle: node 0 is its own descendant; a structure must be acyclic, "
          "so remove an edge of the cycle");
  /* A self-loop, with a position. */
  int32_t cs2[] = {0, 0, 1}, ch2[] = {1}, line[] = {4, 5}, col[] = {1, 3};
  st.nnodes = 2;
  st.child_start = cs2;
  st.children = ch2;
  st.line = line;
  st.col = col;
  lin_err(&spec, &d, 0, 1, &l, 5, 3,
          "structure 0 has a cycle: node 1 (5:3) is its own descendant; a structure must be "
          "acyclic, so remove an edge of the cycle");
  /* A child index out of range. */
  ch2[0] = 7;
  lin_err(&spec, &d, 0, 1, &l, 0, 0,
          "structure 0 of hand.graph is malformed (a child index out of range); structures "
          "must come from the data readers (internal error)");
  /* Fixed, it works (and heights follow the edge 1 -> 0). */
  ch2[0] = 0;
  st.root = 1;
  lin_ok(&spec, &d, 0, 1, &l);
  expect_i32(l.global_of, 0, 1);
  expect_i32(l.root, 1);
  cxrt_linearized_free(&l);
}

/* ---- vector fields, several branches, reuse -------------------------------------- */

static const char vec_graph[] = "0: 1 2 | label=1 vec=0.5,1.5\n"
                                "1: | label=2 vec=1.0,2.0\n"
                                "2: | label=3 vec=-1.0,-2.0\n"
                                "\n"
                                "x: y | label=3 vec=7.0,8.0\n"
                                "y: | label=3 vec=9.0,10.0\n";

/* Model fields (vec, label): vec's column reads 0; leaves labelled 3 take
 * branch 2. */
static int classify_vec(void *ctx, int32_t arity, const int32_t *fields) {
  int *calls = ctx;
  (*calls)++;
  if (fields[0] != 0) return -1;
  if (arity > 0) return 1;
  return fields[1] == 3 ? 2 : 0;
}

static void test_vec_fields(void **state) {
  (void)state;
  CxrtDataset d;
  read_ok(vec_graph, CXRT_FMT_GRAPH, CXRT_DAG, NULL, &d);
  CxrtFieldInfo f[] = {{"vec", CXRT_FIELD_VEC, 2}, {"label", CXRT_FIELD_INT, 0}};
  Setup s;
  static const int maxc[] = {-1, 0, -1};
  setup(&s, &d, f, 2, 3, classify_vec, maxc);
  int calls = 0;
  s.spec.ctx = &calls;
  CxrtLinearized l = {0};
  lin_ok(&s.spec, &d, 0, 1, &l);
  assert_int_equal(calls, 3);
  assert_int_equal(l.nnodes, 3);
  assert_int_equal(l.nlevels, 2);
  expect_i32(l.group_start, 0, 1, 1, 2, 2, 3, 3);
  expect_i32(l.global_of, 2, 0, 1);
  expect_i32(l.ifields, 0, 2, 0, 3, 0, 1);
  assert_null(l.vfields[1]);
  const float want[] = {1, 2, -1, -2, 0.5f, 1.5f};
  for (int k = 0; k < 6; k++) assert_true(l.vfields[0][k] == want[k]);

  /* Both structures: x's leaf y is in (0, branch 2) after structure 0's. */
  lin_ok(&s.spec, &d, 0, 2, &l);
  assert_int_equal(l.nnodes, 5);
  expect_i32(l.group_start, 0, 1, 1, 3, 3, 5, 5);
  expect_i32(l.global_of, 3, 0, 1, 4, 2);
  expect_i32(l.root, 3, 4);
  const float want2[] = {1, 2, -1, -2, 9, 10, 0.5f, 1.5f, 7, 8};
  for (int k = 0; k < 10; k++) assert_true(l.vfields[0][k] == want2[k]);
  check_maps(&l);
  cxrt_linearized_free(&l);
  cxrt_dataset_free(&d);
}

/* Everything a call may allocate, to compare before and after. */
typedef struct Snap {
  void *p[12];
  int64_t cap[4];
  float *vf[2];
} Snap;

static Snap snap(const CxrtLinearized *l) {
  Snap s;
  memset(&s, 0, sizeof s);
  void *p[] = {l->group_start, l->child_start, l->children, l->ifields, l->vfields, l->struct_of,
               l->local_of, l->struct_offset, l->global_of, l->root, l->work, NULL};
  memcpy(s.p, p, sizeof p);
  s.cap[0] = l->cap_nodes;
  s.cap[1] = l->cap_edges;
  s.cap[2] = l->cap_groups;
  s.cap[3] = l->cap_structs;
  s.vf[0] = l->vfields[0];
  s.vf[1] = l->vfields[1];
  return s;
}

static void test_reuse(void **state) {
  (void)state;
  CxrtDataset d;
  read_ok(vec_graph, CXRT_FMT_GRAPH, CXRT_DAG, NULL, &d);
  CxrtFieldInfo f[] = {{"vec", CXRT_FIELD_VEC, 2}, {"label", CXRT_FIELD_INT, 0}};
  Setup s;
  static const int maxc[] = {-1, 0, -1};
  setup(&s, &d, f, 2, 3, classify_vec, maxc);
  int calls = 0;
  s.spec.ctx = &calls;
  CxrtLinearized l = {0};
  lin_ok(&s.spec, &d, 0, 2, &l);
  Snap a = snap(&l);
  assert_true(a.cap[0] >= 6 && a.cap[1] >= 3 && a.cap[2] >= 7 && a.cap[3] >= 3);
  lin_ok(&s.spec, &d, 0, 2, &l); /* equal */
  Snap b = snap(&l);
  assert_memory_equal(&a, &b, sizeof a);
  lin_ok(&s.spec, &d, 1, 1, &l); /* smaller */
  b = snap(&l);
  assert_memory_equal(&a, &b, sizeof a);
  assert_int_equal(l.nnodes, 2);
  expect_i32(l.global_of, 1, 0);
  lin_ok(&s.spec, &d, 0, 0, &l); /* empty */
  b = snap(&l);
  assert_memory_equal(&a, &b, sizeof a);
  /* A failed call keeps the buffers too. */
  s.spec.max_nodes = 1;
  CxrtError err = {0};
  assert_int_equal(cxrt_linearize(&s.spec, &d, 0, 2, &l, &err), -1);
  b = snap(&l);
  assert_memory_equal(&a, &b, sizeof a);
  cxrt_linearized_free(&l);
  cxrt_dataset_free(&d);

  /* A larger batch after a small one grows the buffers. */
  CxrtDataset big;
  read_ok("a b c d e f g h i j k l m n o p q r s t u v w x y z\n", CXRT_FMT_SEQ, CXRT_SEQ, NULL,
          &big);
  CxrtDataset small;
  read_ok("a\n", CXRT_FMT_SEQ, CXRT_SEQ, NULL, &small);
  CxrtFieldInfo word[] = {{"word", CXRT_FIELD_INT, 0}};
  static const int maxc2[] = {-1, 0};
  setup(&s, &small, word, 1, 2, classify_leaf, maxc2);
  lin_ok(&s.spec, &small, 0, 1, &l);
  int64_t c0 = l.cap_nodes;
  setup(&s, &big, word, 1, 2, classify_leaf, maxc2);
  lin_ok(&s.spec, &big, 0, 1, &l);
  assert_true(l.cap_nodes >= 27 && l.cap_nodes > c0);
  assert_int_equal(l.nlevels, 26);
  cxrt_linearized_free(&l);
  cxrt_dataset_free(&big);
  cxrt_dataset_free(&small);
}

/* ---- randomized property test --------------------------------------------------- */

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint32_t rnd(uint32_t n) {
  /* xorshift64*: fixed seed, so failures reproduce. */
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return (uint32_t)((rng_state * 0x2545F4914F6CDD1Dull) >> 33) % n;
}

/* Three branches: leaves; internal nodes with an even label (may read
 * child[0]); internal nodes with an odd label. */
static int classify_rand(void *ctx, int32_t arity, const int32_t *fields) {
  (void)ctx;
  if (fields[0] != 0) return -1; /* the vec column */
  if (arity == 0) return 0;
  return fields[1] % 2 == 0 ? 1 : 2;
}

/* Appends a random tree or DAG of n nodes in the graph format.  Node t
 * (topological index) gets its children among t+1..n-1, and its line is
 * at a random position, so that node order and topology are unrelated. */
static void gen_structure(char **buf, size_t *len, size_t *cap, int n, bool dag) {
  int *pos = malloc((size_t)n * sizeof *pos), *line_of = malloc((size_t)n * sizeof *line_of);
  int *parent = malloc((size_t)n * sizeof *parent);
  char *adj = calloc((size_t)n * (size_t)n, 1); /* adj[t * n + u]: edge t -> u */
  assert_true(pos && line_of && parent && adj);
  for (int t = 0; t < n; t++) pos[t] = t;
  for (int t = n - 1; t > 0; t--) {
    int j = (int)rnd((uint32_t)t + 1), x = pos[t];
    pos[t] = pos[j];
    pos[j] = x;
  }
  for (int t = 0; t < n; t++) line_of[pos[t]] = t;
  for (int u = 1; u < n; u++) adj[(size_t)rnd((uint32_t)u) * (size_t)n + (size_t)u] = 1;
  if (dag)
    for (int e = 0; e < n / 2; e++) {
      int t = (int)rnd((uint32_t)n), u = (int)rnd((uint32_t)n);
      if (t < u) adj[(size_t)t * (size_t)n + (size_t)u] = 1;
    }
  for (int p = 0; p < n; p++) {
    int t = line_of[p];
    while (*cap - *len < (size_t)n * 8 + 128) {
      *cap *= 2;
      *buf = realloc(*buf, *cap);
      assert_non_null(*buf);
    }
    *len += (size_t)sprintf(*buf + *len, "n%d:", t);
    /* Children in a random but fixed order: scan from a random start. */
    int start = (int)rnd((uint32_t)n);
    for (int k = 0; k < n; k++) {
      int u = (start + k) % n;
      if (adj[(size_t)t * (size_t)n + (size_t)u]) *len += (size_t)sprintf(*buf + *len, " n%d", u);
    }
    *len += (size_t)sprintf(*buf + *len, " | label=%d k=%d vec=%g,%g\n", (int)rnd(10),
                            (int)rnd(1000) - 500, (double)rnd(64) / 4, -(double)rnd(64) / 8);
  }
  *len += (size_t)sprintf(*buf + *len, "\n");
  free(pos);
  free(line_of);
  free(parent);
  free(adj);
}

/* Reference height by plain recursion (structures here are small). */
static int32_t ref_height(const CxrtStructure *st, int32_t i, int32_t *memo) {
  if (memo[i] >= 0) return memo[i];
  int32_t h = 0;
  for (int32_t k = st->child_start[i]; k < st->child_start[i + 1]; k++) {
    int32_t c = ref_height(st, st->children[k], memo) + 1;
    if (c > h) h = c;
  }
  return memo[i] = h;
}

static void check_invariants(const CxrtLinearizeSpec *spec, const CxrtDataset *d, int32_t first,
                             int32_t count, const CxrtLinearized *l) {
  const CxrtModelInfo *m = spec->model;
  int nb = spec->nbranches, nf = m->nfields;
  assert_int_equal(l->nstructs, count);
  assert_int_equal(l->nbranches, nb);
  assert_int_equal(l->nfields, nf);
  int32_t n = 0, maxh = -1;
  for (int32_t s = 0; s < count; s++) {
    assert_int_equal(l->struct_offset[s], n);
    n += d->structs[first + s].nnodes;
  }
  assert_int_equal(l->struct_offset[count], n);
  assert_int_equal(l->nnodes, n);
  int32_t *memo = malloc(((size_t)n + 1) * sizeof *memo), *level = malloc(((size_t)n + 1) * sizeof *level);
  char *seen = calloc((size_t)n + 1, 1);
  assert_true(memo && level && seen);
  for (int32_t g = 0; g < n; g++) memo[g] = -1;
  /* global_of is a bijection onto [0, n), and struct_of/local_of invert it. */
  for (int32_t s = 0; s < count; s++) {
    const CxrtStructure *st = &d->structs[first + s];
    int32_t off = l->struct_offset[s];
    for (int32_t i = 0; i < st->nnodes; i++) {
      int32_t v = l->global_of[off + i];
      assert_true(v >= 0 && v < n);
      assert_false(seen[v]);
      seen[v] = 1;
      assert_int_equal(l->struct_of[v], s);
      assert_int_equal(l->local_of[v], i);
      level[v] = ref_height(st, i, memo + off);
      if (level[v] > maxh) maxh = level[v];
    }
    assert_int_equal(l->root[s], l->global_of[off + st->root]);
  }
  assert_int_equal(l->nlevels, maxh + 1);
  /* Groups: monotone, covering, each node in the group of its (level,
   * branch), and (structure, node) increasing inside a group. */
  int64_t ng = (int64_t)l->nlevels * nb;
  assert_int_equal(l->group_start[0], 0);
  assert_int_equal(l->group_start[ng], n);
  int32_t *fb = malloc(((size_t)nf + 1) * sizeof *fb);
  for (int64_t gi = 0; gi < ng; gi++) {
    assert_true(l->group_start[gi] <= l->group_start[gi + 1]);
    for (int32_t v = l->group_start[gi]; v < l->group_start[gi + 1]; v++) {
      int32_t s = l->struct_of[v], i = l->local_of[v];
      const CxrtStructure *st = &d->structs[first + s];
      assert_int_equal(level[v], (int32_t)(gi / nb));
      int32_t arity = st->child_start[i + 1] - st->child_start[i];
      for (int f = 0; f < nf; f++)
        fb[f] = m->fields[f].kind == CXRT_FIELD_INT
                    ? st->ifields[i * d->nfields + spec->field_map[f]] : 0;
      assert_int_equal(spec->classify(spec->ctx, arity, fb), (int)(gi % nb));
      if (v + 1 < l->group_start[gi + 1])
        assert_true(l->struct_of[v + 1] > s ||
                    (l->struct_of[v + 1] == s && l->local_of[v + 1] > i));
      /* Children: same order, as new ids, all in earlier levels; the
       * height is exactly one more than the highest child. */
      assert_int_equal(l->child_start[v + 1] - l->child_start[v], arity);
      int32_t hmax = -1;
      for (int32_t k = 0; k < arity; k++) {
        int32_t c = l->children[l->child_start[v] + k];
        assert_int_equal(c, l->global_of[l->struct_offset[s] + st->children[st->child_start[i] + k]]);
        assert_true(level[c] < level[v]);
        if (level[c] > hmax) hmax = level[c];
      }
      assert_int_equal(level[v], hmax + 1);
      /* Fields moved with the node. */
      for (int f = 0; f < nf; f++) {
        int df = spec->field_map[f];
        if (m->fields[f].kind == CXRT_FIELD_INT) {
          assert_int_equal(l->ifields[(int64_t)v * nf + f], st->ifields[i * d->nfields + df]);
        } else {
          int dim = m->fields[f].dim;
          assert_memory_equal(l->vfields[f] + (int64_t)v * dim, st->vfields[df] + (int64_t)i * dim,
                              (size_t)dim * sizeof(float));
        }
      }
    }
  }
  assert_int_equal(l->child_start[0], 0);
  free(fb);
  free(memo);
  free(level);
  free(seen);
}

static void test_random(void **state) {
  (void)state;
  enum { NSTRUCT = 60 };
  CxrtFieldInfo f[] = {{"vec", CXRT_FIELD_VEC, 2}, {"label", CXRT_FIELD_INT, 0},
                       {"k", CXRT_FIELD_INT, 0}};
  static const int maxc[] = {-1, 0, -1};
  CxrtLinearized l = {0};
  for (int round = 0; round < 2; round++) {
    bool dag = round == 1;
    size_t cap = 1 << 16, len = 0;
    char *text = malloc(cap);
    assert_non_null(text);
    for (int s = 0; s < NSTRUCT; s++) {
      /* Mostly small, some up to 500 nodes. */
      int n = 1 + (int)(rnd(4) == 0 ? rnd(500) : rnd(40));
      gen_structure(&text, &len, &cap, n, dag);
    }
    text[len] = '\0';
    CxrtDataset d;
    read_ok(text, CXRT_FMT_GRAPH, dag ? CXRT_DAG : CXRT_TREE, NULL, &d);
    free(text);
    assert_int_equal(d.nstructs, NSTRUCT);
    Setup s;
    setup(&s, &d, f, 3, 3, classify_rand, maxc);
    /* Batches of every size from 0 to 12 at random offsets, into the
     * same CxrtLinearized, plus the whole dataset. */
    for (int b = 0; b < 80; b++) {
      int32_t count = (int32_t)rnd(13);
      int32_t first = (int32_t)rnd((uint32_t)(NSTRUCT - count + 1));
      lin_ok(&s.spec, &d, first, count, &l);
      check_invariants(&s.spec, &d, first, count, &l);
    }
    lin_ok(&s.spec, &d, 0, NSTRUCT, &l);
    check_invariants(&s.spec, &d, 0, NSTRUCT, &l);
    cxrt_dataset_free(&d);
  }
  cxrt_linearized_free(&l);
}


/* ---- structure facts (stdlib/facts.c) ------------------------------------ */

static void test_facts_tree(void **state) {
  (void)state;
  CxrtVocab *v = cxrt_vocab_new();
  CxrtDataset d = {0};
  read_ok("(0 (0 a) (0 (0 b) (0 c)))\n", CXRT_FMT_PTB, CXRT_TREE, v, &d);
  CxrtFacts f = {0};
  CxrtError err = {0};
  assert_int_equal(cxrt_structure_facts(&d, 0, &f, &err), 0);
  /* pre-order: 0 root, 1 a, 2 inner, 3 b, 4 c */
  int32_t parent[5] = {-1, 0, 0, 2, 2}, index[5] = {0, 0, 1, 0, 1};
  int32_t depth[5] = {0, 1, 1, 2, 2}, height[5] = {2, 0, 1, 0, 0};
  for (int i = 0; i < 5; i++) {
    int32_t np = f.parent_start[i + 1] - f.parent_start[i];
    assert_int_equal(np, parent[i] < 0 ? 0 : 1);
    if (np) assert_int_equal(f.parents[f.parent_start[i]], parent[i]);
    assert_int_equal(f.index[i], index[i]);
    assert_int_equal(f.depth[i], depth[i]);
    assert_int_equal(f.height[i], height[i]);
  }
  /* children before parents */
  int32_t at[5];
  for (int i = 0; i < 5; i++) at[f.order[i]] = i;
  for (int i = 1; i < 5; i++) assert_true(at[i] < at[parent[i]]);
  cxrt_facts_free(&f);
  cxrt_dataset_free(&d);
  cxrt_vocab_free(v);
}

static void test_facts_dag_and_errors(void **state) {
  (void)state;
  CxrtVocab *v = cxrt_vocab_new();
  CxrtDataset d = {0};
  /* a <- b, c; b <- c, top; c <- top: a's longest path from top is 3 */
  read_ok("a:\nb: a\nc: a b\ntop: b c\n", CXRT_FMT_GRAPH, CXRT_DAG, v, &d);
  CxrtFacts f = {0};
  CxrtError err = {0};
  assert_int_equal(cxrt_structure_facts(&d, 0, &f, &err), 0);
  int32_t depth[4] = {3, 2, 1, 0}, height[4] = {0, 1, 2, 3}, np[4] = {2, 2, 1, 0};
  for (int i = 0; i < 4; i++) {
    assert_int_equal(f.depth[i], depth[i]);
    assert_int_equal(f.height[i], height[i]);
    assert_int_equal(f.parent_start[i + 1] - f.parent_start[i], np[i]);
  }
  /* parents ascending: a's are b (1) and c (2) */
  assert_int_equal(f.parents[f.parent_start[0]], 1);
  assert_int_equal(f.parents[f.parent_start[0] + 1], 2);
  /* A cycle (built by hand: the readers refuse one) is an error. */
  d.structs[0].children[d.structs[0].child_start[0]] = 3; /* b's child a becomes top */
  assert_int_equal(cxrt_structure_facts(&d, 0, &f, &err), -1);
  assert_non_null(strstr(err.msg, "cycle"));
  cxrt_facts_free(&f);
  cxrt_dataset_free(&d);
  cxrt_vocab_free(v);
}

/* A 100,000-element sequence (100,000 deep): no recursion, and a smaller
 * structure afterwards reuses the buffers. */
static void test_facts_long_and_reuse(void **state) {
  (void)state;
  size_t n = 100000;
  char *text = malloc(n * 2 + 2);
  for (size_t i = 0; i < n; i++) {
    text[2 * i] = 'a';
    text[2 * i + 1] = ' ';
  }
  text[2 * n - 1] = '\n';
  text[2 * n] = 'b';
  text[2 * n + 1] = '\0';
  CxrtVocab *v = cxrt_vocab_new();
  CxrtDataset d = {0};
  read_ok(text, CXRT_FMT_SEQ, CXRT_SEQ, v, &d);
  free(text);
  assert_int_equal(d.structs[0].nnodes, (int32_t)n);
  CxrtFacts f = {0};
  CxrtError err = {0};
  assert_int_equal(cxrt_structure_facts(&d, 0, &f, &err), 0);
  assert_int_equal(f.depth[0], (int32_t)n - 1);         /* element 0 is the deepest */
  assert_int_equal(f.height[n - 1], (int32_t)n - 1);    /* the root, the last element */
  assert_int_equal(f.order[0], 0);
  int32_t *keep[3] = {f.parents, f.depth, f.order};
  assert_int_equal(cxrt_structure_facts(&d, 1, &f, &err), 0);
  assert_int_equal(f.nnodes, 1);
  assert_ptr_equal(keep[0], f.parents);
  assert_ptr_equal(keep[1], f.depth);
  assert_ptr_equal(keep[2], f.order);
  cxrt_facts_free(&f);
  cxrt_dataset_free(&d);
  cxrt_vocab_free(v);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_ptb_tree),
    cmocka_unit_test(test_one_level),
    cmocka_unit_test(test_batch_of_three),
    cmocka_unit_test(test_dag_shared_node),
    cmocka_unit_test(test_sequence),
    cmocka_unit_test(test_long_sequence),
    cmocka_unit_test(test_deep_tree),
    cmocka_unit_test(test_node_ints),
    cmocka_unit_test(test_node_ints_of),
    cmocka_unit_test(test_single_node),
    cmocka_unit_test(test_empty_batch),
    cmocka_unit_test(test_no_branch),
    cmocka_unit_test(test_missing_child),
    cmocka_unit_test(test_node_limit),
    cmocka_unit_test(test_cycle_and_malformed),
    cmocka_unit_test(test_vec_fields),
    cmocka_unit_test(test_reuse),
    cmocka_unit_test(test_random),
    cmocka_unit_test(test_facts_tree),
    cmocka_unit_test(test_facts_dag_and_errors),
    cmocka_unit_test(test_facts_long_and_reuse),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
