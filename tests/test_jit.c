/* The compiled backend (ir/schedule + backend/jit) against the reference
 * interpreter: models compiled from strings through the whole pipeline,
 * run on small datasets, every output compared (relative 1e-5 or
 * absolute 1e-6), with several batch sizes and with the schedule's
 * optimizations on and off.  Also the loop IR's printed form, the error
 * paths (a row index out of range, NaN) and a 100,000-element sequence. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "backend/interp/interp.h"
#include "backend/jit/jit.h"
#include "ir/loops.h"
#include "lang/sema/session.h"
#include "parser/parser.h"

/* ---- fixtures --------------------------------------------------------------------- */

typedef struct Model {
  CxSession s;
  IrProgram *ir;
  CxrtTensor *params;
  CxrtVocab *vocab;
  CxrtDataset data;
  int *field_map;
} Model;

static Model *model_new(const char *src, const char *data, CxrtDataFormat fmt, uint64_t seed) {
  Model *m = calloc(1, sizeof *m);
  session_init(&m->s);
  m->s.diag.warnings_enabled = false;
  int id = src_add_buffer(&m->s.src, "test.cx", src, strlen(src));
  CxParseEnv env = {&m->s.arena, &m->s.names, &m->s.diag, 0};
  AstModule *mod = cx_parse_module(&env, id);
  assert_int_equal(m->s.diag.errors, 0);
  CxProgram *prog = cx_check_module(&m->s, mod);
  assert_non_null(prog);
  m->ir = ir_lower(&m->s, prog);
  assert_non_null(m->ir);
  assert_int_equal(ir_optimize(m->ir, &m->s.diag), 0);

  CxrtError err = {0};
  CxrtWeights w = {0};
  if (cxrt_init_weights(&m->ir->info, seed, &w, &err)) fail_msg("init: %s", err.msg);
  m->params = calloc((size_t)(m->ir->nparams ? m->ir->nparams : 1), sizeof *m->params);
  if (cxrt_bind_weights(&m->ir->info, &w, m->params, NULL, NULL, &err)) fail_msg("bind: %s", err.msg);
  cxrt_weights_free(&w);

  m->vocab = cxrt_vocab_new();
  CxrtReadOptions ro = {fmt, m->ir->max_arity, m->ir->input_kind, 0, 0};
  if (cxrt_data_read_mem(data, strlen(data), "test.data", &ro, m->vocab, &m->data, &err))
    fail_msg("data: %s:%d:%d: %s", err.file, err.line, err.col, err.msg);
  m->field_map = calloc((size_t)(m->ir->nfields ? m->ir->nfields : 1), sizeof *m->field_map);
  if (cxrt_dataset_bind(&m->data, &m->ir->info, m->field_map, &err)) fail_msg("bind data: %s", err.msg);
  return m;
}

static void model_free(Model *m) {
  cxrt_dataset_free(&m->data);
  cxrt_vocab_free(m->vocab);
  cxrt_tensors_free(m->params, m->ir->nparams);
  free(m->params);
  free(m->field_map);
  ir_program_free(m->ir);
  session_free(&m->s);
  free(m);
}

static JitModel *compile(Model *m, const JitOptions *o) {
  JitModel *j = jit_compile(&m->s, m->ir, o);
  assert_non_null(j);
  assert_int_equal(m->s.diag.errors, 0);
  return j;
}

/* Interpreter results of every structure. */
static CxrtResult *interp_all(Model *m) {
  CxrtResult *res = calloc((size_t)m->data.nstructs, sizeof *res);
  InterpOptions io = {.check_nonfinite = true};
  Interp *in = interp_new(m->ir, m->params, &io);
  CxrtError err = {0};
  for (int32_t i = 0; i < m->data.nstructs; i++)
    if (interp_run(in, &m->data, i, m->field_map, &res[i], &err)) fail_msg("interp: %s", err.msg);
  interp_free(in);
  return res;
}

static void results_free(CxrtResult *r, int n) {
  for (int i = 0; i < n; i++) cxrt_result_free(&r[i]);
  free(r);
}

static void expect_close(const Model *m, int sidx, const CxrtResult *want, const CxrtResult *got) {
  const CxrtModelInfo *info = &m->ir->info;
  assert_int_equal(got->nnodes, want->nnodes);
  assert_int_equal(got->root, want->root);
  for (int o = 0; o < info->noutputs; o++) {
    int64_t n = cxrt_output_numel(&info->outputs[o]) * (info->outputs[o].per_node ? want->nnodes : 1);
    for (int64_t j = 0; j < n; j++) {
      double w = want->values[o][j], g = got->values[o][j];
      double d = fabs(g - w);
      if (d > 1e-6 && d > 1e-5 * fabs(w))
        fail_msg("structure %d, output %s, element %lld: compiled %.9g, interpreter %.9g", sidx, info->outputs[o].name,
                 (long long)j, g, w);
    }
  }
}

/* Runs the compiled model in batches of `batch` and compares. */
static void check_batches(Model *m, JitModel *j, const CxrtResult *want, int batch) {
  CxrtResult *got = calloc((size_t)batch, sizeof *got);
  CxrtError err = {0};
  for (int32_t i = 0; i < m->data.nstructs; i += batch) {
    int32_t cnt = m->data.nstructs - i < batch ? m->data.nstructs - i : batch;
    if (jit_run_batch(j, m->params, &m->data, i, cnt, m->field_map, got, &err))
      fail_msg("jit (batch %d at %d): %s:%d:%d: %s", batch, i, err.file, err.line, err.col, err.msg);
    for (int32_t k = 0; k < cnt; k++) expect_close(m, i + k, &want[i + k], &got[k]);
  }
  results_free(got, batch);
}

/* Every schedule variant, every batch size, against the interpreter. */
static void check_model(const char *src, const char *data, CxrtDataFormat fmt) {
  Model *m = model_new(src, data, fmt, 11);
  CxrtResult *want = interp_all(m);
  JitOptions variants[4];
  for (int v = 0; v < 4; v++) jit_default_options(&variants[v]);
  /* everything off */
  variants[1].opt_level = 1;
  variants[1].loops.leaf_split = false;
  variants[1].loops.fuse_elementwise = false;
  variants[1].loops.batch_matmul = false;
  variants[1].loops.merge_matmul_sum = false;
  variants[1].loops.dot_lanes = 1;
  variants[1].loops.state_home = false;
  /* float accumulation in odd lanes (tails everywhere) */
  variants[2].opt_level = 2;
  variants[2].loops.dot_lanes = 3;
  variants[2].loops.dot_double = false;
  /* no debug info, no optimization */
  variants[3].opt_level = 0;
  variants[3].debuginfo = false;
  for (int v = 0; v < 4; v++) {
    JitModel *j = compile(m, &variants[v]);
    int sizes[] = {1, 2, 3, m->data.nstructs};
    for (int b = 0; b < 4; b++) check_batches(m, j, want, sizes[b]);
    jit_free(j);
  }
  results_free(want, m->data.nstructs);
  model_free(m);
}

/* ---- models ----------------------------------------------------------------------- */

/* Leaf and internal branches, a tuple state, sliced fused gates, outputs
 * per structure and per node, an argmax. */
static const char *const treelstm_src =
    "model m1;\n"
    "const H = 5;\n"
    "const C = 3;\n"
    "param E : [20, H];\n"
    "param W : [4 * H, H];\n"
    "param U_l, U_r : [4 * H, H];\n"
    "param b : [4 * H];\n"
    "param W_s : [C, H];\n"
    "param b_s : [C];\n"
    "input t : tree[2] { word : int, label : int };\n"
    "rec node(n) -> (h : [H], c : [H]) {\n"
    "  if leaf(n) {\n"
    "    let g = W @ E[n.word] + b;\n"
    "    let i = sigmoid(g[0:H]);\n"
    "    let o = sigmoid(g[H:2*H]);\n"
    "    let u = tanh(g[3*H:4*H]);\n"
    "    let c = i * u;\n"
    "    return (o * tanh(c), c);\n"
    "  }\n"
    "  let l = node(n.child[0]);\n"
    "  let r = node(n.child[1]);\n"
    "  let g = U_l @ l.h + U_r @ r.h + b;\n"
    "  let i = sigmoid(g[0:H]);\n"
    "  let f = sigmoid(g[H:2*H]);\n"
    "  let o = sigmoid(g[2*H:3*H]);\n"
    "  let u = tanh(g[3*H:4*H]);\n"
    "  let c = i * u + f * (l.c + r.c) / 2.0;\n"
    "  return (o * tanh(c), c);\n"
    "}\n"
    "output logits = W_s @ node(t.root).h + b_s;\n"
    "output label(n) = argmax(W_s @ node(n).h + b_s);\n"
    "output hs(n) = node(n).h;\n";

static const char *const ptb_data =
    "(1 (2 a) (3 b))\n"
    "(0 c)\n"
    "(2 (1 (0 a) (1 d)) (4 (3 e) (2 (1 f) (0 a))))\n"
    "(3 (1 g) (2 h))\n"
    "(4 (4 (4 (4 a) (3 b)) (2 c)) (1 d))\n"
    "(2 (2 i) (2 (2 j) (2 (2 k) (2 (2 l) (2 m)))))\n";

static void test_tree_leaf_internal(void **state) {
  (void)state;
  check_model(treelstm_src, ptb_data, CXRT_FMT_PTB);
}

/* tree[*]: reductions sum, max and mean, a per-child matrix product and
 * per-child elementwise work inside the reduction. */
static const char *const childsum_src =
    "model m2;\n"
    "const H = 4;\n"
    "param E : [10, H];\n"
    "param W, U, Uf : [H, H];\n"
    "param b : [H];\n"
    "input t : tree[*] { word : int };\n"
    "rec node(n) -> (h : [H], c : [H]) {\n"
    "  let x = E[n.word];\n"
    "  let hs = sum(k in n.children) node(k).h;\n"
    "  let hm = max(k in n.children) node(k).h;\n"
    "  let ha = mean(k in n.children) node(k).c;\n"
    "  let i = sigmoid(W @ x + U @ hs + b);\n"
    "  let fc = sum(k in n.children) (sigmoid(W @ x + Uf @ node(k).h + b) * node(k).c);\n"
    "  let c = i * tanh(W @ x + hm) + fc + 0.5 * ha;\n"
    "  let cnt = sum(k in n.children) 1.0;\n"
    "  let pd = sum(k in n.children) (sigmoid(dot(node(k).h, x)) * node(k).c);\n"
    "  let pm = sum(k in n.children) (Uf @ (node(k).h * x));\n"
    "  let ps = mean(k in n.children) softmax(node(k).c + b);\n"
    "  return (tanh(c) * i + 0.1 * cnt * pd + 0.2 * pm + ps, c);\n"
    "}\n"
    "output h_root = node(t.root).h;\n"
    "output h(n) = node(n).h;\n";

static const char *const tree_graph_data =
    "0: 1 2 3 | word=a\n"
    "1: | word=b\n"
    "2: 4 | word=c\n"
    "3: | word=d\n"
    "4: 5 6 7 8 | word=a\n"
    "5: | word=e\n"
    "6: | word=f\n"
    "7: | word=b\n"
    "8: | word=c\n"
    "\n"
    "0: | word=g\n"
    "\n"
    "r: x y | word=h\n"
    "x: | word=a\n"
    "y: z | word=b\n"
    "z: | word=c\n";

static void test_childsum_reductions(void **state) {
  (void)state;
  check_model(childsum_src, tree_graph_data, CXRT_FMT_GRAPH);
}

/* A DAG whose node `a` has three parents: computed once. */
static const char *const dag_src =
    "model m3;\n"
    "const H = 3;\n"
    "param E : [8, H];\n"
    "param U, W : [H, H];\n"
    "param b : [H];\n"
    "input g : dag { feat : int };\n"
    "rec node(n) -> [H] {\n"
    "  return tanh(U @ E[n.feat] + sum(k in n.children) (W @ node(k)) + b);\n"
    "}\n"
    "output h_root = node(g.root);\n"
    "output h(n) = node(n);\n";

static const char *const dag_data =
    "a: | feat=1\n"
    "b: a | feat=2\n"
    "c: a | feat=3\n"
    "d: b c | feat=4\n"
    "e: d a c | feat=5\n"
    "\n"
    "p: | feat=7\n"
    "q: p p2 | feat=0\n"
    "p2: | feat=6\n";

static void test_dag_shared_node(void **state) {
  (void)state;
  check_model(dag_src, dag_data, CXRT_FMT_GRAPH);
}

/* Matrix-valued states (MV-RNN): matrix @ vector per node, concat as the
 * k operand, matrix-matrix products, transposes, rank-2 outputs. */
/* MV-RNN up to its matrix product (H defined before). */
#define MVRNN_HEAD                                   \
  "param E : [20, H];\n"                             \
  "param A0 : [H, H];\n"                             \
  "param W : [H, 2 * H];\n"                          \
  "param bias : [H];\n"                              \
  "param W_M : [H, 2 * H];\n"                        \
  "input t : tree[2] { word : int };\n"              \
  "rec node(n) -> (a : [H], A : [H, H]) {\n"         \
  "  if leaf(n) { return (E[n.word], A0); }\n"       \
  "  let l = node(n.child[0]);\n"                    \
  "  let r = node(n.child[1]);\n"                    \
  "  return (tanh(W @ concat(r.A @ l.a, l.A @ r.a) + bias), "

static const char *const mvrnn_src =
    "model m4;\n"
    "const H = 3;\n" MVRNN_HEAD "W_M @ concat(l.A, transpose(r.A)));\n"
    "}\n"
    "output p = node(t.root).a;\n"
    "output P = node(t.root).A;\n"
    "output PT(n) = transpose(node(n).A);\n";

static void test_rank2_state(void **state) {
  (void)state;
  check_model(mvrnn_src, ptb_data, CXRT_FMT_PTB);
}

/* Many ops: softmax, log_softmax, dot, sum, mean, max/min, relu, exp, log,
 * sqrt, abs, neg, div, slices, transposes, concat, rank-0 params and
 * broadcasting, int arithmetic in a row index, a guard on a field. */
static const char *const ops_src =
    "model m5;\n"
    "const H = 4;\n"
    "param E : [10, H];\n"
    "param W : [H, H];\n"
    "param M : [H, 2 * H];\n"
    "param s0 : [];\n"
    "param bv : [H];\n"
    "input t : tree[2] { word : int, label : int };\n"
    "rec node(n) -> (h : [H], z : [2 * H]) {\n"
    "  let x = E[(n.label + 1) % 10];\n"
    "  if leaf(n) {\n"
    "    if n.label == 2 {\n"
    "      return (softmax(W @ x), concat(x, relu(x)));\n"
    "    }\n"
    "    return (log_softmax(x) * s0, concat(exp(x) - 1.0, -x));\n"
    "  }\n"
    "  let l = node(n.child[0]);\n"
    "  let r = node(n.child[1]);\n"
    "  let d = dot(l.h, r.h);\n"
    "  let y = max(l.h, r.h) - min(l.h, r.h) + d * abs(l.h) / (1.0 + sum(r.h * r.h)) + mean(l.z);\n"
    "  let zz = M @ l.z + transpose(M)[0:H] @ y;\n"
    "  let inv = softmax(W @ bv) + transpose(W)[1];\n"
    "  return (tanh(zz) + sqrt(abs(y) + 1.0) + log(abs(y) + 1.0) * inv, concat(y, r.z[H:2*H]));\n"
    "}\n"
    "output h_root = node(t.root).h;\n"
    "output z(n) = node(n).z;\n"
    "output sm = softmax(node(t.root).z);\n"
    "output best(n) = argmax(node(n).z);\n";

static void test_many_ops(void **state) {
  (void)state;
  check_model(ops_src, ptb_data, CXRT_FMT_PTB);
}

/* Vector fields, of the node and of each child in a reduction; an int
 * output; a guard on the arity. */
static const char *const vec_src =
    "model m7;\n"
    "const H = 3;\n"
    "param E : [8, H];\n"
    "param V : [H, 2];\n"
    "param W : [H, H];\n"
    "input t : tree[*] { feat : int, x : [2] };\n"
    "rec node(n) -> [H] {\n"
    "  if n.arity == 1 {\n"
    "    return tanh(V @ n.x + W @ node(n.child[0]));\n"
    "  }\n"
    "  return tanh(E[n.feat] + V @ n.x + sum(k in n.children) (V @ k.x * node(k)));\n"
    "}\n"
    "output h_root = node(t.root);\n"
    "output h(n) = node(n);\n"
    "output f(n) = n.feat;\n";

static const char *const vec_data =
    "0: 1 2 | feat=1 x=0.5,-1.0\n"
    "1: | feat=2 x=0.25,2.0\n"
    "2: 3 | feat=3 x=-0.5,0.125\n"
    "3: 4 5 6 | feat=4 x=1.5,1.0\n"
    "4: | feat=5 x=0,0\n"
    "5: | feat=6 x=2,-2\n"
    "6: | feat=7 x=-1,0.75\n"
    "\n"
    "a: | feat=0 x=1,1\n";

static void test_vector_fields(void **state) {
  (void)state;
  check_model(vec_src, vec_data, CXRT_FMT_GRAPH);
}

/* A 100,000-element sequence: 100,000 levels. */
static const char *const seq_src =
    "model m6;\n"
    "const H = 4;\n"
    "param E : [50, H];\n"
    "param W, U : [H, H];\n"
    "param b : [H];\n"
    "input s : seq { word : int };\n"
    "rec node(n) -> (h : [H], c : [H]) {\n"
    "  let x = E[n.word];\n"
    "  if leaf(n) { let c = tanh(W @ x + b); return (sigmoid(c), c); }\n"
    "  let p = node(n.child[0]);\n"
    "  let c = 0.5 * p.c + 0.5 * tanh(W @ x + U @ p.h + b);\n"
    "  return (sigmoid(c) * tanh(c), c);\n"
    "}\n"
    "output h_last = node(s.root).h;\n"
    "output h(n) = node(n).h;\n";

static void test_long_sequence(void **state) {
  (void)state;
  size_t n = 100000;
  char *data = malloc(n * 4 + 64);
  size_t len = 0;
  uint32_t x = 12345;
  for (size_t i = 0; i < n; i++) {
    x = x * 1103515245u + 12345u;
    len += (size_t)sprintf(data + len, "%sw%u", i ? " " : "", (x >> 16) % 40);
  }
  len += (size_t)sprintf(data + len, "\nw1 w2 w3\n");
  Model *m = model_new(seq_src, data, CXRT_FMT_SEQ, 5);
  free(data);
  assert_int_equal(m->data.structs[0].nnodes, (int32_t)n);
  CxrtResult *want = interp_all(m);
  JitOptions o;
  jit_default_options(&o);
  JitModel *j = compile(m, &o);
  check_batches(m, j, want, 2);
  check_batches(m, j, want, 1);
  jit_free(j);
  results_free(want, m->data.nstructs);
  model_free(m);
}

/* ---- the loop IR ------------------------------------------------------------------- */

static char *print_loops(const IrProgram *ir, const LoopOptions *o, CxDiagEngine *diag) {
  LoopProgram *lp = loop_schedule(ir, o, diag);
  assert_non_null(lp);
  char *buf = NULL;
  size_t size = 0;
  FILE *f = open_memstream(&buf, &size);
  loop_print(f, lp);
  fclose(f);
  loop_program_free(lp);
  return buf;
}

static void expect_text(const char *text, const char *want) {
  if (!strstr(text, want)) fail_msg("the loop IR lacks '%s':\n%s", want, text);
}

static void test_loop_ir_print(void **state) {
  (void)state;
  Model *m = model_new(childsum_src, tree_graph_data, CXRT_FMT_GRAPH, 1);
  LoopOptions o;
  loop_default_options(&o);
  char *t = print_loops(m->ir, &o, &m->s.diag);
  /* the branch is split: a leaf kernel without reductions */
  expect_text(t, "kernel branch0_all_leaf(nodes [start, end)):");
  expect_text(t, "specialized for leaves");
  expect_text(t, "kernel branch0_all_nonleaf(nodes [start, end)):");
  expect_text(t, "if arity == 0:");
  /* batched matrix products: weight rows outermost, then the nodes */
  expect_text(t, "for r in 0..4:    // rows; matrix product, batched: weight rows outermost");
  expect_text(t, "for li in 0..n:    // nodes");
  /* indirect child reads and a fused elementwise loop with a reduction */
  expect_text(t, "ck = children[cs + kk]");
  expect_text(t, "// children; reduce sum over the children");
  expect_text(t, "// elements; fused:");
  expect_text(t, "temps:");
  expect_text(t, "[edges, 4]");
  /* the leaf kernel reads no children */
  char *leaf = strstr(t, "kernel branch0_all_leaf");
  char *next = strstr(t, "kernel branch0_all_nonleaf");
  assert_non_null(leaf);
  assert_non_null(next);
  *next = '\0';
  assert_null(strstr(leaf, "children["));
  free(t);

  /* every decision can be turned off and says so */
  o.leaf_split = o.batch_matmul = o.merge_matmul_sum = o.fuse_elementwise = false;
  t = print_loops(m->ir, &o, &m->s.diag);
  expect_text(t, "leaf_split=0 fuse_elementwise=0 batch_matmul=0 merge_matmul_sum=0");
  expect_text(t, "matrix product, per node");
  assert_null(strstr(t, "branch0_all_leaf"));
  assert_null(strstr(t, "fused:"));
  free(t);
  model_free(m);

  /* U_l @ l.h + U_r @ r.h: one dot product per row over both */
  m = model_new(treelstm_src, ptb_data, CXRT_FMT_PTB, 1);
  loop_default_options(&o);
  t = print_loops(m->ir, &o, &m->s.diag);
  expect_text(t, "merged sum of matrix products, batched");
  expect_text(t, "U_l[r * 5 + k] * h[c0 * 5 + k] + sum(k in 0..5) U_r[r * 5 + k] * h[c1 * 5 + k]");
  free(t);
  model_free(m);
}

static void test_dump_c(void **state) {
  (void)state;
  Model *m = model_new(treelstm_src, ptb_data, CXRT_FMT_PTB, 1);
  JitOptions o;
  jit_default_options(&o);
  char *buf = NULL;
  size_t size = 0;
  FILE *f = open_memstream(&buf, &size);
  assert_int_equal(jit_dump_c(&m->s, m->ir, &o, f), 0);
  fclose(f);
  expect_text(buf, "cx_run");
  expect_text(buf, "cx_classify");
  expect_text(buf, "cx_branch1_internal");
  expect_text(buf, "cx_out_logits");
  expect_text(buf, "struct JitFrame");
  free(buf);
  model_free(m);
}

static void test_march(void **state) {
  (void)state;
  JitOptions o;
  jit_default_options(&o);
  const char *m = jit_march(&o);
  assert_non_null(m);
  assert_true(strncmp(m, "x86-64", 6) == 0 || getenv("CORTEX_MARCH"));
  o.march = "x86-64";
  assert_string_equal(jit_march(&o), "x86-64");
}

/* A signal whose handler was installed without SA_RESTART (the REPL's
 * SIGINT and SIGWINCH, libFuzzer's SIGALRM) arriving while libgccjit's
 * embedded gcc driver waits for the assembler made the driver exit() the
 * process ("failed to get exit status: Interrupted system call").  The
 * compile runs in a child process that holds its signals, and the
 * parent's wait takes the interruptions (backend/jit/child.c). */
static volatile sig_atomic_t got_usr1;
static void on_usr1(int sig) {
  (void)sig;
  got_usr1++;
}

static void test_signal_during_compile(void **state) {
  (void)state;
  Model *m = model_new(treelstm_src, ptb_data, CXRT_FMT_PTB, 1);
  struct sigaction sa, old;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_usr1;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0; /* no SA_RESTART */
  sigaction(SIGUSR1, &sa, &old);
  got_usr1 = 0;
  pid_t parent = getpid();
  pid_t child = fork();
  assert_true(child >= 0);
  if (child == 0) { /* a signal every millisecond for 3 s */
    for (int i = 0; i < 3000 && kill(parent, SIGUSR1) == 0; i++) usleep(1000);
    _exit(0);
  }
  JitOptions o;
  jit_default_options(&o);
  o.opt_level = 0;
  JitModel *j = compile(m, &o);
  jit_free(j);
  kill(child, SIGKILL);
  waitpid(child, NULL, 0);
  sigaction(SIGUSR1, &old, NULL);
  assert_true(got_usr1 > 0);
  model_free(m);
}

/* Hundreds of calls of the always-inline helpers in one kernel: GCC
 * refused to compile 60 chained tanh or 250 nested ones ("inlining failed
 * in call to 'always_inline' 'cx_vtanhf': --param large-function-growth
 * limit reached", issue 19); past a budget the calls go to plain twins
 * (codegen.c, helper_call).  Each model once, at the default -O3, where
 * GCC inlines, against the interpreter. */
static char *chain_src(const char *const *ops, int nops, int n, bool nested) {
  size_t cap = 4096 + (size_t)n * 64;
  char *s = malloc(cap);
  size_t k = (size_t)snprintf(s, cap,
                              "model chain;\n"
                              "const H = 16;\n"
                              "param E : [20, H];\n"
                              "param W, U : [H, H];\n"
                              "input t : tree[2] { word : int };\n"
                              "rec node(n) -> [H] {\n"
                              "  if leaf(n) { return E[n.word]; }\n"
                              "  let x0 = W @ node(n.child[0]) + U @ node(n.child[1]);\n");
  if (nested) {
    k += (size_t)snprintf(s + k, cap - k, "  return ");
    for (int i = 0; i < n; i++) k += (size_t)snprintf(s + k, cap - k, "%s(", ops[i % nops]);
    k += (size_t)snprintf(s + k, cap - k, "x0");
    for (int i = 0; i < n; i++) k += (size_t)snprintf(s + k, cap - k, ")");
    k += (size_t)snprintf(s + k, cap - k, ";\n");
  } else {
    for (int i = 1; i <= n; i++) {
      char prev[16];
      snprintf(prev, sizeof prev, "x%d", i - 1);
      k += (size_t)snprintf(s + k, cap - k, "  let x%d = ", i);
      for (const char *p = ops[i % nops]; *p; p++) {
        if (*p == '#') k += (size_t)snprintf(s + k, cap - k, "%s", prev);
        else s[k++] = *p;
      }
      k += (size_t)snprintf(s + k, cap - k, ";\n");
    }
    k += (size_t)snprintf(s + k, cap - k, "  return x%d;\n", n);
  }
  snprintf(s + k, cap - k, "}\noutput h(n) = node(n);\n");
  return s;
}

static void check_default(const char *src) {
  Model *m = model_new(src, ptb_data, CXRT_FMT_PTB, 11);
  CxrtResult *want = interp_all(m);
  JitOptions o;
  jit_default_options(&o);
  JitModel *j = compile(m, &o);
  check_batches(m, j, want, m->data.nstructs);
  jit_free(j);
  results_free(want, m->data.nstructs);
  model_free(m);
}

static void test_inline_budget(void **state) {
  (void)state;
  static const char *const tanh1[] = {"tanh(#)"};
  static const char *const mix[] = {"tanh(#)",     "sigmoid(#)",     "exp(# * 0.01)",       "max(#, # * 0.5)",
                                    "relu(#) - 0.1", "min(#, # * 0.5)", "sigmoid(-#) * 2.0"};
  static const char *const nest[] = {"tanh"};
  char *src = chain_src(tanh1, 1, 60, false);
  check_default(src);
  free(src);
  src = chain_src(nest, 1, 250, true);
  check_default(src);
  free(src);
  src = chain_src(mix, 7, 300, false);
  check_default(src);
  free(src);
}

/* ---- errors ------------------------------------------------------------------------ */

/* A word id beyond E's rows: the same message as the interpreter, and the
 * structures before it still have their results. */
static void test_row_out_of_range(void **state) {
  (void)state;
  const char *data =
      "(1 (2 a) (3 b))\n"
      "(1 (2 c) (3 d))\n"
      "(1 (2 e) (3 f) )\n"
      "(1 (2 g) (3 h))\n";
  char *src = strdup(treelstm_src);
  char *p = strstr(src, "param E : [20, H]");
  assert_non_null(p);
  memcpy(p, "param E : [ 6, H]", 17);
  Model *m = model_new(src, data, CXRT_FMT_PTB, 1);
  free(src);

  InterpOptions io = {.check_nonfinite = true};
  Interp *in = interp_new(m->ir, m->params, &io);
  CxrtResult r = {0};
  CxrtError want = {0};
  int32_t bad = -1;
  for (int32_t i = 0; i < m->data.nstructs && bad < 0; i++)
    if (interp_run(in, &m->data, i, m->field_map, &r, &want)) bad = i;
  interp_free(in);
  cxrt_result_free(&r);
  assert_int_equal(bad, 3);

  JitOptions o;
  jit_default_options(&o);
  JitModel *j = compile(m, &o);
  CxrtResult got[4] = {0};
  CxrtError err = {0};
  assert_int_equal(jit_run_batch(j, m->params, &m->data, 0, 4, m->field_map, got, &err), -1);
  assert_string_equal(err.msg, want.msg);
  assert_string_equal(err.file, want.file);
  assert_int_equal(err.line, want.line);
  assert_int_equal(err.col, want.col);
  assert_int_equal(jit_valid_results(j), 3);
  assert_int_equal(got[2].nnodes, 3);
  for (int k = 0; k < 4; k++) cxrt_result_free(&got[k]);
  jit_free(j);
  model_free(m);
}

static void test_nonfinite(void **state) {
  (void)state;
  const char *src =
      "model nan;\n"
      "const H = 4;\n"
      "param E : [10, H];\n"
      "input t : tree[2] { word : int };\n"
      "rec node(n) -> [H] {\n"
      "  if leaf(n) { return sqrt(E[n.word]); }\n"
      "  return node(n.child[0]) + node(n.child[1]);\n"
      "}\n"
      "output h = node(t.root);\n";
  Model *m = model_new(src, "(1 (2 a) (3 b))\n(1 (2 c) (3 d))\n", CXRT_FMT_PTB, 1);
  JitOptions o;
  jit_default_options(&o);
  JitModel *j = compile(m, &o);
  CxrtResult got[2] = {0};
  CxrtError err = {0};
  assert_int_equal(jit_run_batch(j, m->params, &m->data, 0, 2, m->field_map, got, &err), -1);
  if (!strstr(err.msg, "is NaN") || !strstr(err.msg, "of structure 0") || !strstr(err.msg, "--interp") ||
      !strstr(err.msg, "--allow-nan"))
    fail_msg("unexpected message: %s", err.msg);
  assert_int_equal(jit_valid_results(j), 0);
  jit_free(j);

  o.check_nonfinite = false;
  j = compile(m, &o);
  assert_int_equal(jit_run_batch(j, m->params, &m->data, 0, 2, m->field_map, got, &err), 0);
  assert_true(isnan(got[0].values[0][1]) || isnan(got[0].values[0][0]) || isnan(got[0].values[0][2]) ||
              isnan(got[0].values[0][3]));
  for (int k = 0; k < 2; k++) cxrt_result_free(&got[k]);
  jit_free(j);
  model_free(m);
}

/* A node whose branch reads a child it lacks: the linearizer's error,
 * with the structures before it computed. */
static void test_missing_child(void **state) {
  (void)state;
  Model *m = model_new(treelstm_src, "(1 (2 a) (3 b))\n(1 (2 c))\n(1 (2 a) (3 b))\n", CXRT_FMT_PTB, 1);
  JitOptions o;
  jit_default_options(&o);
  JitModel *j = compile(m, &o);
  CxrtResult got[3] = {0};
  CxrtError err = {0};
  assert_int_equal(jit_run_batch(j, m->params, &m->data, 0, 3, m->field_map, got, &err), -1);
  assert_int_equal(jit_valid_results(j), 1);
  assert_int_equal(got[0].nnodes, 3);
  assert_non_null(strstr(err.msg, "child"));
  for (int k = 0; k < 3; k++) cxrt_result_free(&got[k]);
  jit_free(j);
  model_free(m);
}

/* The same batch twice: same results (buffers reused), and the states
 * the trace reads. */
static void test_rerun_and_state(void **state) {
  (void)state;
  Model *m = model_new(treelstm_src, ptb_data, CXRT_FMT_PTB, 3);
  JitOptions o;
  jit_default_options(&o);
  JitModel *j = compile(m, &o);
  int n = m->data.nstructs;
  CxrtResult *a = calloc((size_t)n, sizeof *a), *b = calloc((size_t)n, sizeof *b);
  CxrtError err = {0};
  assert_int_equal(jit_run_batch(j, m->params, &m->data, 0, n, m->field_map, a, &err), 0);
  assert_int_equal(jit_run_batch(j, m->params, &m->data, 0, n, m->field_map, b, &err), 0);
  for (int i = 0; i < n; i++)
    for (int o2 = 0; o2 < m->ir->noutputs; o2++) {
      int64_t k = cxrt_output_numel(&m->ir->info.outputs[o2]) * (m->ir->info.outputs[o2].per_node ? a[i].nnodes : 1);
      assert_memory_equal(a[i].values[o2], b[i].values[o2], sizeof(float) * (size_t)k);
    }
  /* hs(n) is the state h of node n */
  for (int i = 0; i < n; i++)
    for (int32_t v = 0; v < a[i].nnodes; v++) {
      const float *h = jit_state(j, i, v, 0);
      assert_non_null(h);
      assert_memory_equal(h, b[i].values[2] + v * 5, sizeof(float) * 5);
      int br = jit_branch(j, i, v);
      const CxrtStructure *s = &m->data.structs[i];
      assert_int_equal(br, s->child_start[v + 1] == s->child_start[v] ? 0 : 1);
    }
  assert_null(jit_state(j, n, 0, 0));
  results_free(a, n);
  results_free(b, n);
  jit_free(j);
  model_free(m);
}

/* ---- leaf tables ------------------------------------------------------------------ */

/* Every state and output of every structure, run in batches of `batch`
 * with leaf-table mode `mode`: one flat float array (bit patterns). */
static float *run_all_states(Model *m, JitModel *j, int batch, size_t *len) {
  const CxrtModelInfo *info = &m->ir->info;
  size_t cap = 1024, n = 0;
  float *all = malloc(cap * sizeof *all);
  CxrtResult *got = calloc((size_t)batch, sizeof *got);
  CxrtError err = {0};
  for (int32_t i = 0; i < m->data.nstructs; i += batch) {
    int32_t cnt = m->data.nstructs - i < batch ? m->data.nstructs - i : batch;
    if (jit_run_batch(j, m->params, &m->data, i, cnt, m->field_map, got, &err))
      fail_msg("jit (batch %d at %d): %s", batch, i, err.msg);
    for (int32_t k = 0; k < cnt; k++) {
      for (int32_t v = 0; v < got[k].nnodes; v++)
        for (int c = 0; c < m->ir->ncomps; c++) {
          int64_t numel = 1;
          for (int d = 0; d < m->ir->comp_shapes[c].rank; d++) numel *= m->ir->comp_shapes[c].dims[d];
          const float *x = jit_state(j, k, v, c);
          assert_non_null(x);
          while (n + (size_t)numel > cap) all = realloc(all, (cap *= 2) * sizeof *all);
          memcpy(all + n, x, sizeof(float) * (size_t)numel);
          n += (size_t)numel;
        }
      for (int o = 0; o < info->noutputs; o++) {
        int64_t numel = cxrt_output_numel(&info->outputs[o]) * (info->outputs[o].per_node ? got[k].nnodes : 1);
        while (n + (size_t)numel > cap) all = realloc(all, (cap *= 2) * sizeof *all);
        memcpy(all + n, got[k].values[o], sizeof(float) * (size_t)numel);
        n += (size_t)numel;
      }
    }
  }
  results_free(got, batch);
  *len = n;
  return all;
}

/* With leaf tables (auto, on) the states and outputs are bit-identical to
 * the kernels run directly (off), in batches of 1, 2 and all: keys seen in
 * an earlier batch come from the table. */
static void check_leaf_table(const char *src, const char *data, CxrtDataFormat fmt, bool tabulable) {
  Model *m = model_new(src, data, fmt, 7);
  JitOptions o;
  jit_default_options(&o);
  JitModel *j = compile(m, &o);
  bool any = false, hoists = false;
  for (int k = 0; k < jit_loops(j)->nkernels; k++) any = any || jit_loops(j)->kernels[k].leaf_key_field >= 0;
  for (int q = 0; q < jit_loops(j)->nreadouts; q++) hoists = hoists || jit_loops(j)->readouts[q].leaf_key_field >= 0;
  assert_int_equal(any || hoists, tabulable);
  CxrtCompiledRun *r = jit_compiled_run(j);
  int sizes[] = {1, 2, m->data.nstructs};
  for (int b = 0; b < 3; b++) {
    size_t n0, n1, n2;
    cxrt_compiled_run_set_leaf_table(r, CXRT_LEAF_TABLE_OFF, -1);
    float *off = run_all_states(m, j, sizes[b], &n0);
    assert_int_equal(cxrt_compiled_run_leaf_keys(r, NULL), 0);
    assert_int_equal(cxrt_compiled_run_hoist_rows(r, NULL), 0);
    cxrt_compiled_run_set_leaf_table(r, CXRT_LEAF_TABLE_AUTO, -1);
    int64_t before = 0, after = 0, h_before = 0, h_after = 0;
    cxrt_compiled_run_leaf_keys(r, &before);
    cxrt_compiled_run_hoist_rows(r, &h_before);
    float *aut = run_all_states(m, j, sizes[b], &n1);
    int64_t keys = cxrt_compiled_run_leaf_keys(r, &after);
    /* a hoisted W @ E[n.word]: each word's rows computed once too */
    int64_t hkeys = cxrt_compiled_run_hoist_rows(r, &h_after);
    if (hoists) {
      assert_true(hkeys > 0);
      assert_int_equal(h_after - h_before, hkeys);
    } else {
      assert_int_equal(hkeys, 0);
    }
    if (any) {
      assert_true(keys > 0);
      /* each key computed once, whatever the number of batches */
      assert_int_equal(after - before, keys);
    } else {
      assert_int_equal(keys, 0);
    }
    /* leaf-product rows likewise, when the model has such tables */
    int64_t lp_after = 0, lp_rows = cxrt_compiled_run_leaf_prod_rows(r, &lp_after);
    if (jit_loops(j)->nlprods) {
      assert_true(lp_rows > 0);
      assert_true(lp_after >= lp_rows);
    } else {
      assert_int_equal(lp_rows, 0);
    }
    cxrt_compiled_run_set_leaf_table(r, CXRT_LEAF_TABLE_ON, -1);
    float *on = run_all_states(m, j, sizes[b], &n2);
    assert_int_equal(n0, n1);
    assert_int_equal(n0, n2);
    assert_memory_equal(off, aut, n0 * sizeof(float));
    assert_memory_equal(off, on, n0 * sizeof(float));
    /* a budget too small for the table: off */
    cxrt_compiled_run_set_leaf_table(r, CXRT_LEAF_TABLE_AUTO, 1);
    free(aut);
    aut = run_all_states(m, j, sizes[b], &n1);
    assert_int_equal(cxrt_compiled_run_leaf_keys(r, NULL), 0);
    assert_int_equal(cxrt_compiled_run_leaf_prod_rows(r, NULL), 0);
    assert_int_equal(cxrt_compiled_run_hoist_rows(r, NULL), 0);
    assert_memory_equal(off, aut, n0 * sizeof(float));
    free(off);
    free(aut);
    free(on);
  }
  jit_free(j);
  model_free(m);
}

static char *with_h(const char *src, const char *from, const char *to) {
  const char *p = strstr(src, from);
  assert_non_null(p);
  char *out = malloc(strlen(src) + strlen(to) + 1);
  memcpy(out, src, (size_t)(p - src));
  strcpy(out + (p - src), to);
  strcat(out, p + strlen(from));
  return out;
}

static void test_leaf_table_identical(void **state) {
  (void)state;
  check_leaf_table(treelstm_src, ptb_data, CXRT_FMT_PTB, true);
  /* wide enough for the packed GEMMs, with partial tiles and row blocks */
  char *wide = with_h(treelstm_src, "const H = 5;", "const H = 37;");
  check_leaf_table(wide, ptb_data, CXRT_FMT_PTB, true);
  free(wide);
  check_leaf_table(childsum_src, tree_graph_data, CXRT_FMT_GRAPH, true);
  check_leaf_table(dag_src, dag_data, CXRT_FMT_GRAPH, true);
  /* a sequence cell: its leaves tabulated and its hoisted W @ E[n.word]
     (hoist tables), words repeated within and across sequences */
  check_leaf_table(seq_src, "w1 w2 w3 w2 w1\nw4 w2 w9 w1\nw3\nw9 w9 w8 w7 w6 w5 w4\nw2 w1\n", CXRT_FMT_SEQ, true);
  /* not tabulable: rows gathered, nothing computed (MV-RNN's leaves); a
     vector field; a field in arithmetic */
  check_leaf_table(mvrnn_src, ptb_data, CXRT_FMT_PTB, false);
  check_leaf_table(vec_src, vec_data, CXRT_FMT_GRAPH, false);
  check_leaf_table(ops_src, ptb_data, CXRT_FMT_PTB, false);
}

/* --stage loops names the key, or prints nothing for a leaf that reads a
 * vector field or two int fields. */
static void test_leaf_table_print(void **state) {
  (void)state;
  LoopOptions o;
  loop_default_options(&o);
  Model *m = model_new(treelstm_src, ptb_data, CXRT_FMT_PTB, 1);
  char *t = print_loops(m->ir, &o, &m->s.diag);
  expect_text(t, "kernel branch0_leaf(nodes [start, end)):    // branch 0 'leaf', leaf table: keyed by field 'word', 20 rows");
  free(t);
  model_free(m);
  m = model_new(vec_src, vec_data, CXRT_FMT_GRAPH, 1);
  t = print_loops(m->ir, &o, &m->s.diag);
  assert_null(strstr(t, "leaf table"));
  free(t);
  model_free(m);
  /* two int fields: word and label, both row indices */
  char *two = with_h(treelstm_src, "let g = W @ E[n.word] + b;", "let g = W @ (E[n.word] + E[n.label]) + b;");
  m = model_new(two, ptb_data, CXRT_FMT_PTB, 1);
  free(two);
  t = print_loops(m->ir, &o, &m->s.diag);
  assert_null(strstr(t, "leaf table"));
  free(t);
  model_free(m);
}

/* New weights empty the tables: other params pointers, and the same
 * pointers rewritten in place with cxrt_compiled_run_params_changed. */
static void check_leaf_table_new_params(const char *src, const char *data, CxrtDataFormat fmt) {
  Model *m = model_new(src, data, fmt, 3);
  Model *m2 = model_new(src, data, fmt, 4);
  JitOptions o;
  jit_default_options(&o);
  JitModel *j = compile(m, &o), *ref = compile(m, &o);
  cxrt_compiled_run_set_leaf_table(jit_compiled_run(ref), CXRT_LEAF_TABLE_OFF, -1);
  for (int mode = 0; mode < 2; mode++) {
    cxrt_compiled_run_set_leaf_table(jit_compiled_run(j), mode ? CXRT_LEAF_TABLE_ON : CXRT_LEAF_TABLE_AUTO, -1);
    size_t n1, n2;
    float *a = run_all_states(m, j, 2, &n1), *b;
    int64_t c0, c1, h0, h1;
    cxrt_compiled_run_leaf_keys(jit_compiled_run(j), &c0);
    cxrt_compiled_run_hoist_rows(jit_compiled_run(j), &h0);
    /* other params (m2's weights, same data): recomputed */
    CxrtTensor *keep = m->params;
    m->params = m2->params;
    a = (free(a), run_all_states(m, j, 2, &n1));
    b = run_all_states(m, ref, 2, &n2);
    assert_int_equal(n1, n2);
    assert_memory_equal(a, b, n1 * sizeof(float));
    cxrt_compiled_run_leaf_keys(jit_compiled_run(j), &c1);
    cxrt_compiled_run_hoist_rows(jit_compiled_run(j), &h1);
    assert_true(c1 > c0);
    /* (a model with a hoist table recomputes its rows too) */
    assert_true(h1 >= h0);
    if (h0 > 0) assert_true(h1 > h0);
    free(a);
    free(b);
    m->params = keep;
    a = run_all_states(m, j, 2, &n1);
    /* the same pointers, new values: E scaled in place */
    CxrtTensor *E = &m->params[0];
    int64_t ne = 1;
    for (int d = 0; d < E->rank; d++) ne *= E->dims[d];
    for (int64_t i = 0; i < ne; i++) E->data[i] *= 1.5f;
    jit_params_changed(j);
    jit_params_changed(ref);
    free(a);
    a = run_all_states(m, j, 2, &n1);
    b = run_all_states(m, ref, 2, &n2);
    assert_memory_equal(a, b, n1 * sizeof(float));
    free(a);
    free(b);
    for (int64_t i = 0; i < ne; i++) E->data[i] /= 1.5f;
    jit_params_changed(j);
    jit_params_changed(ref);
  }
  jit_free(j);
  jit_free(ref);
  model_free(m);
  model_free(m2);
}

static void test_leaf_table_new_params(void **state) {
  (void)state;
  check_leaf_table_new_params(treelstm_src, ptb_data, CXRT_FMT_PTB);
  check_leaf_table_new_params(seq_src, "w1 w2 w3 w2 w1\nw4 w2 w9 w1\nw3 w5\n", CXRT_FMT_SEQ);
  /* packed GEMMs with leaf-product tables (U_l @ l.h, U_r @ r.h) */
  char *wide = with_h(treelstm_src, "const H = 5;", "const H = 37;");
  Model *m = model_new(wide, ptb_data, CXRT_FMT_PTB, 1);
  JitOptions o;
  jit_default_options(&o);
  JitModel *j = compile(m, &o);
  assert_int_equal(jit_loops(j)->nlprods, 2);
  jit_free(j);
  model_free(m);
  check_leaf_table_new_params(wide, ptb_data, CXRT_FMT_PTB);
  free(wide);
}

/* ---- leaf-child products (ir/leafprod.c) ----------------------------------------- */

static void check_threads_full(const char *src, const char *data, CxrtDataFormat fmt, const JitOptions *opts,
                               bool expect_rows);
#define check_threads(src, data, fmt) check_threads_full(src, data, fmt, NULL, false)
#define check_threads_rows(src, data, fmt, expect_rows) check_threads_full(src, data, fmt, NULL, expect_rows)
#define check_threads_opts(src, data, fmt, opts) check_threads_full(src, data, fmt, opts, false)

/* TreeRNN at H = 37: packed GEMMs (rows >= 16) over the children's states,
 * a leaf that only gathers a row of E (keyed, not tabulated). */
static const char *const treernn_src =
    "model r37;\n"
    "const H = 37;\n"
    "param E : [20, H];\n"
    "param W_l, W_r : [H, H];\n"
    "param b : [H];\n"
    "input t : tree[2] { word : int, label : int };\n"
    "rec node(n) -> [H] {\n"
    "  if leaf(n) { return E[n.word]; }\n"
    "  return tanh(W_l @ node(n.child[0]) + W_r @ node(n.child[1]) + b);\n"
    "}\n"
    "output h(n) = node(n);\n";

static int count_lprods(const char *src, bool on) {
  Model *m = model_new(src, ptb_data, CXRT_FMT_PTB, 1);
  LoopOptions o;
  loop_default_options(&o);
  o.leaf_prod = on;
  LoopProgram *lp = loop_schedule(m->ir, &o, &m->s.diag);
  assert_non_null(lp);
  int n = lp->nlprods;
  for (int t = 0; t < n; t++) {
    assert_int_equal(lp->lprods[t].child, t); /* segment t reads child t */
    assert_int_equal(lp->lprods[t].rows, 64); /* 37 rows padded to blocks of 32 (the loop defaults) */
  }
  loop_program_free(lp);
  model_free(m);
  return n;
}

/* Which segments get a table: child states of a keyed leaf, not a sum of
 * them (TreeFC's W @ (l + r)), not when the leaf reads two fields; none
 * with -fno-leaf-prod.  And the results: bit-identical with the tables
 * and without, in any batch (check_leaf_table). */
static void test_leaf_prod(void **state) {
  (void)state;
  assert_int_equal(count_lprods(treernn_src, true), 2);
  assert_int_equal(count_lprods(treernn_src, false), 0);
  char *fc = with_h(treernn_src, "W_l @ node(n.child[0]) + W_r @ node(n.child[1])",
                    "W_l @ (node(n.child[0]) + node(n.child[1]))");
  assert_int_equal(count_lprods(fc, true), 0);
  free(fc);
  char *two = with_h(treernn_src, "return E[n.word];", "return E[n.word] + E[n.label];");
  assert_int_equal(count_lprods(two, true), 0);
  free(two);
  check_leaf_table(treernn_src, ptb_data, CXRT_FMT_PTB, false);
  check_threads(treernn_src, ptb_data, CXRT_FMT_PTB);
}

/* ---- leaf constants (ir/leafconst.c) ---------------------------------------------- */

/* MV-RNN at H = 64 (a full block of 64 columns): the product W_M @ [A_l; A_r] takes a leaf child's
 * segment from a pack (A0 is every leaf's matrix). */
static const char *const mvrnn64_src =
    "model m64;\n"
    "const H = 64;\n" MVRNN_HEAD "W_M @ concat(l.A, r.A));\n"
    "}\n"
    "output P = node(t.root).A;\n";

/* a and b within 1e-5 of the largest magnitude (float sums in another
 * order), and not all zero */
static void assert_close(const float *a, const float *b, size_t n) {
  float big = 0;
  for (size_t i = 0; i < n; i++) big = fabsf(b[i]) > big ? fabsf(b[i]) : big;
  assert_true(big > 0);
  for (size_t i = 0; i < n; i++)
    if (fabsf(a[i] - b[i]) > 1e-5f * big) fail_msg("element %zu: %.9g, expected %.9g", i, (double)a[i], (double)b[i]);
}

/* The packs follow the params: the same results as without leaf
 * constants, after new params and after A0 rewritten in place. */
static void test_leaf_const_params(void **state) {
  (void)state;
  Model *m = model_new(mvrnn64_src, ptb_data, CXRT_FMT_PTB, 3);
  Model *m2 = model_new(mvrnn64_src, ptb_data, CXRT_FMT_PTB, 4);
  JitOptions o, off;
  jit_default_options(&o);
  jit_default_options(&off);
  off.loops.leaf_const = false;
  JitModel *j = compile(m, &o), *ref = compile(m, &off);
  const LoopProgram *lp = jit_loops(j);
  assert_int_equal(lp->npacks, jit_loops(ref)->npacks + 2); /* one per segment */
  size_t n1, n2;
  CxrtTensor *keep = m->params;
  for (int round = 0; round < 3; round++) {
    if (round == 1) m->params = m2->params;
    if (round == 2) {
      /* A0 (param 1) scaled in place */
      CxrtTensor *A0 = &m->params[1];
      for (int64_t i = 0; i < A0->dims[0] * A0->dims[1]; i++) A0->data[i] *= 1.5f;
      jit_params_changed(j);
      jit_params_changed(ref);
    }
    float *a = run_all_states(m, j, 3, &n1), *b = run_all_states(m, ref, 3, &n2);
    assert_int_equal(n1, n2);
    assert_close(a, b, n1);
    free(a);
    free(b);
  }
  m->params = keep;
  jit_free(j);
  jit_free(ref);
  model_free(m);
  model_free(m2);
}

/* Threads: every group cut in chunks (min_nodes 1) on 2 and 4 threads,
 * or every group of a row-splittable kernel split by rows on 2, 3 and 4
 * (the row split on and off), with and without leaf tables:
 * bit-identical to one thread.  OPTS: the compile's options (NULL: the
 * defaults). */
static void check_threads_full(const char *src, const char *data, CxrtDataFormat fmt, const JitOptions *opts,
                               bool expect_rows) {
  JitOptions defaults;
  jit_default_options(&defaults);
  if (!opts) opts = &defaults;
  Model *m = model_new(src, data, fmt, 5);
  JitModel *j = compile(m, opts);
  CxrtCompiledRun *r = jit_compiled_run(j);
  CxrtError err = {0};
  for (int lt = 0; lt < 2; lt++) {
    cxrt_compiled_run_set_leaf_table(r, lt ? CXRT_LEAF_TABLE_AUTO : CXRT_LEAF_TABLE_OFF, -1);
    int sizes[] = {1, m->data.nstructs};
    for (int b = 0; b < 2; b++) {
      size_t n1, nt;
      assert_int_equal(cxrt_compiled_run_set_threads(r, 1, 0, &err), 0);
      float *one = run_all_states(m, j, sizes[b], &n1);
      int ts[] = {2, 4};
      for (int t = 0; t < 2; t++) {
        assert_int_equal(cxrt_compiled_run_set_threads(r, ts[t], 1, &err), 0);
        assert_int_equal(cxrt_compiled_run_threads(r), ts[t]);
        float *many = run_all_states(m, j, sizes[b], &nt);
        assert_int_equal(n1, nt);
        assert_memory_equal(one, many, n1 * sizeof(float));
        free(many);
      }
      /* small groups by rows (ir/rowsplit.c; forced: this machine may
         have fewer cores than threads), none by nodes; and off */
      int64_t row_groups = -1;
      for (int t = 2; t <= 4; t++) {
        setenv("CORTEX_ROW_SPLIT", "force", 1);
        assert_int_equal(cxrt_compiled_run_set_threads(r, t, INT64_MAX, &err), 0);
        float *many = run_all_states(m, j, sizes[b], &nt);
        assert_int_equal(n1, nt);
        assert_memory_equal(one, many, n1 * sizeof(float));
        free(many);
        if (row_groups < 0) row_groups = cxrt_compiled_run_row_split_groups(r);
        assert_int_equal(cxrt_compiled_run_row_split_groups(r), row_groups);
        setenv("CORTEX_ROW_SPLIT", "0", 1);
        assert_int_equal(cxrt_compiled_run_set_threads(r, t, INT64_MAX, &err), 0);
        many = run_all_states(m, j, sizes[b], &nt);
        assert_memory_equal(one, many, n1 * sizeof(float));
        free(many);
        assert_int_equal(cxrt_compiled_run_row_split_groups(r), 0);
        unsetenv("CORTEX_ROW_SPLIT");
      }
      if (expect_rows) assert_true(row_groups > 0);
      free(one);
    }
  }
  assert_int_equal(cxrt_compiled_run_set_threads(r, 0, 0, &err), -1);
  assert_non_null(strstr(err.msg, "number of threads"));
  jit_free(j);
  model_free(m);
}

/* Row-splittable (ir/rowsplit.c): gates of separate weights, fused
 * epilogues; the internal kernel's second GEMM reads every row of the
 * first one's r * l.h (as TreeGRU's U (r * h)): the threads meet before
 * it.  H = 40: two full blocks of 16 rows and a partial one. */
static const char *const rows_src =
    "model rs;\n"
    "const H = 40;\n"
    "param E : [20, H];\n"
    "param W_i, W_u : [H, H];\n"
    "param U_il, U_ir, U_ul, U_ur, V : [H, H];\n"
    "input t : tree[2] { word : int, label : int };\n"
    "rec node(n) -> (h : [H], c : [H]) {\n"
    "  if leaf(n) {\n"
    "    let c = sigmoid(W_i @ E[n.word]) * tanh(W_u @ E[n.word]);\n"
    "    return (tanh(c), c);\n"
    "  }\n"
    "  let l = node(n.child[0]);\n"
    "  let r = node(n.child[1]);\n"
    "  let z = sigmoid(U_il @ l.h + U_ir @ r.h);\n"
    "  let rl = sigmoid(U_ul @ l.h + U_ur @ r.h) * l.h;\n"
    "  let c = z * tanh(V @ rl) + (l.c + r.c) / 2.0;\n"
    "  return (tanh(c), c);\n"
    "}\n"
    "output hs(n) = node(n).h;\n";

static void test_threads_identical(void **state) {
  (void)state;
  /* treelstm_src: its gates are slices of one product, read across
     the row blocks: no row split */
  check_threads(treelstm_src, ptb_data, CXRT_FMT_PTB);
  char *wide = with_h(treelstm_src, "const H = 5;", "const H = 37;");
  check_threads(wide, ptb_data, CXRT_FMT_PTB);
  free(wide);
  check_threads_rows(rows_src, ptb_data, CXRT_FMT_PTB, true);
  /* 4 blocks of 64 rows and a partial one: uneven shares on 3 threads */
  char *wider = with_h(rows_src, "const H = 40;", "const H = 300;");
  check_threads_rows(wider, ptb_data, CXRT_FMT_PTB, true);
  free(wider);
  check_threads(childsum_src, tree_graph_data, CXRT_FMT_GRAPH);
  check_threads(dag_src, dag_data, CXRT_FMT_GRAPH);
  check_threads(ops_src, ptb_data, CXRT_FMT_PTB);
  check_threads(vec_src, vec_data, CXRT_FMT_GRAPH);
}

/* Element loops with child reductions interchanged (elem_interchange,
 * gen_elems.c): each element's sums take the same terms in the same
 * order, so the states are bit-identical to the loops as they were; sum,
 * max and mean reductions, per-child gates and products (childsum_src),
 * vector fields of the children (vec_src), at H = 4 and 37, batch 1 and 3. */
static void check_interchange(const char *src, const char *data, CxrtDataFormat fmt) {
  Model *m = model_new(src, data, fmt, 5);
  JitOptions on, off;
  jit_default_options(&on);
  off = on;
  on.loops.elem_interchange = true;
  off.loops.elem_interchange = false;
  JitModel *a = compile(m, &on), *b = compile(m, &off);
  for (int batch = 1; batch <= 3; batch += 2) {
    size_t na, nb;
    float *x = run_all_states(m, a, batch, &na), *y = run_all_states(m, b, batch, &nb);
    assert_int_equal(na, nb);
    assert_memory_equal(x, y, na * sizeof *x);
    free(x);
    free(y);
  }
  jit_free(a);
  jit_free(b);
  model_free(m);
}

/* A moved reduction with a row check (TBCNN's E[k.word] of each child):
 * two children's words out of range, the same first error with and
 * without the interchange (the first bad child, at the first element). */
static void test_elem_interchange_row_error(void **state) {
  (void)state;
  const char *src = "model ri;\nconst H = 37;\nparam E : [20, H];\nparam b : [H];\n"
                    "input t : tree[*] { word : int };\n"
                    "rec node(n) -> [H] {\n"
                    "  return tanh(sum(k in n.children) ((1.0 + float(k.index)) * E[k.word]) + b);\n"
                    "}\noutput h(n) = node(n);\n";
  Model *m = model_new(src, tree_graph_data, CXRT_FMT_GRAPH, 5);
  /* the root's second and third children: words 25 and 30 */
  CxrtStructure *st = &m->data.structs[0];
  int32_t r = st->root, c0 = st->child_start[r], nk = st->child_start[r + 1] - c0;
  assert_true(nk >= 3);
  st->ifields[(int64_t)st->children[c0 + 1] * m->data.nfields + m->field_map[0]] = 25;
  st->ifields[(int64_t)st->children[c0 + 2] * m->data.nfields + m->field_map[0]] = 30;
  char msg[2][2048];
  for (int on = 0; on < 2; on++) {
    JitOptions o;
    jit_default_options(&o);
    o.loops.elem_interchange = on;
    JitModel *j = compile(m, &o);
    CxrtError err = {0};
    CxrtResult *got = calloc((size_t)m->data.nstructs, sizeof *got);
    assert_int_equal(jit_run_batch(j, m->params, &m->data, 0, m->data.nstructs, m->field_map, got, &err), -1);
    snprintf(msg[on], sizeof msg[on], "%s", err.msg);
    results_free(got, m->data.nstructs);
    jit_free(j);
  }
  assert_non_null(strstr(msg[0], "25"));
  assert_string_equal(msg[0], msg[1]);
  model_free(m);
}

static void test_elem_interchange_identical(void **state) {
  (void)state;
  check_interchange(childsum_src, tree_graph_data, CXRT_FMT_GRAPH);
  char *wide = with_h(childsum_src, "const H = 4;", "const H = 37;");
  check_interchange(wide, tree_graph_data, CXRT_FMT_GRAPH);
  free(wide);
  check_interchange(vec_src, vec_data, CXRT_FMT_GRAPH);
}

/* Element loops as explicit vector code (vec_elems, gen_velems.c): every
 * lane computes what the scalar loop computed, in the same order, and the
 * math calls stay calls (FMA contraction unchanged), so the states are
 * bit-identical to the loops left to GCC's vectorizer.  H = 37: two
 * vectors of 16 (or four of 8) and a scalar rest; 48: three vectors a
 * step; 64: four; a fused GEMM epilogue (the TreeLSTM's gates), plain
 * element loops (the sequence cell), negation, division and exp (ops),
 * per-child gates (Child-Sum), in double and in float vector math. */
static void check_vec_elems(const char *src, const char *data, CxrtDataFormat fmt, bool math_float) {
  Model *m = model_new(src, data, fmt, 5);
  JitOptions on, off;
  jit_default_options(&on);
  on.loops.vec_math_float = math_float;
  off = on;
  on.loops.vec_elems = true;
  off.loops.vec_elems = false;
  JitModel *a = compile(m, &on), *b = compile(m, &off);
  for (int batch = 1; batch <= 3; batch += 2) {
    size_t na, nb;
    float *x = run_all_states(m, a, batch, &na), *y = run_all_states(m, b, batch, &nb);
    assert_int_equal(na, nb);
    assert_memory_equal(x, y, na * sizeof *x);
    free(x);
    free(y);
  }
  jit_free(a);
  jit_free(b);
  model_free(m);
}

static void test_vec_elems_identical(void **state) {
  (void)state;
  static const char *const hs[] = {"const H = 37;", "const H = 48;", "const H = 64;"};
  for (int f = 0; f < 2; f++) {
    for (int h = 0; h < 3; h++) {
      char *tl = with_h(treelstm_src, "const H = 5;", hs[h]);
      check_vec_elems(tl, ptb_data, CXRT_FMT_PTB, f);
      free(tl);
      char *sq = with_h(seq_src, "const H = 4;", hs[h]);
      check_vec_elems(sq, "w1 w2 w3 w2 w1\nw4 w2 w9 w1\nw3\n", CXRT_FMT_SEQ, f);
      free(sq);
    }
    char *ops = with_h(ops_src, "const H = 4;", "const H = 37;");
    check_vec_elems(ops, ptb_data, CXRT_FMT_PTB, f);
    free(ops);
    char *cs = with_h(childsum_src, "const H = 4;", "const H = 48;");
    check_vec_elems(cs, tree_graph_data, CXRT_FMT_GRAPH, f);
    free(cs);
  }
}

/* ---- quadratic forms (quad_form, ir/quadform.c) ------------------------------------ */

/* An RNTN cell: (V @ v) @ v over v = [h_l; h_r] (D = 2H), or with the
 * right child cut short by one (D = 2H - 1, odd: no half-way columns). */
static char *rntn_src(int H, bool odd, const char *quad) {
  char *src = NULL;
  size_t size = 0;
  FILE *f = open_memstream(&src, &size);
  fprintf(f,
          "model q;\nconst H = %d;\nconst D = %s;\nparam E : [20, H];\nparam V : [H, D, D];\nparam U : [H, D, D];\n"
          "param W : [H, D];\nparam b : [H];\ninput t : tree[2] { word : int };\n"
          "rec node(n) -> [H] {\n  if leaf(n) { return E[n.word]; }\n"
          "  let v = concat(node(n.child[0]), node(n.child[1])%s);\n"
          "  let u = 0.5 * v;\n"
          "  return tanh(%s + W @ v + b);\n}\n"
          "output h(n) = node(n);\noutput root = node(t.root);\n",
          H, odd ? "2 * H - 1" : "2 * H", odd ? "[0:H-1]" : "", quad);
  fclose(f);
  return src;
}

static int count_quad_forms(const char *src) {
  Model *m = model_new(src, ptb_data, CXRT_FMT_PTB, 1);
  LoopOptions o;
  loop_default_options(&o);
  char *text = print_loops(m->ir, &o, &m->s.diag);
  int n = 0;
  for (const char *p = text; (p = strstr(p, "quadratic form")); p++) n++;
  free(text);
  model_free(m);
  return n;
}

/* (V @ v) @ v as one product over the pairs i <= j: against the
 * interpreter in every schedule variant and batch (check_model), with
 * an even D (its half-way columns) and an odd one, unpacked (8 rows) and
 * packed (20 rows, merged with W @ v); and close to the two products
 * (-fno-quad-form).  Not rewritten: a form over two vectors, a tensor
 * that is not a param. */
static void test_quad_form(void **state) {
  (void)state;
  const char *quads[] = {"(V @ v) @ v", "(V @ v) @ v + (U @ u) @ u"};
  for (int q = 0; q < 2; q++)
    for (int odd = 0; odd < 2; odd++)
      for (int H = 8; H <= 20; H += 12) {
        char *src = rntn_src(H, odd, quads[q]);
        assert_int_equal(count_quad_forms(src), 1); /* the kernel's note */
        check_model(src, ptb_data, CXRT_FMT_PTB);
        Model *m = model_new(src, ptb_data, CXRT_FMT_PTB, 3);
        JitOptions on, off;
        jit_default_options(&on);
        off = on;
        off.loops.quad_form = false;
        JitModel *a = compile(m, &on), *b = compile(m, &off);
        size_t na, nb;
        float *x = run_all_states(m, a, 2, &na), *y = run_all_states(m, b, 2, &nb);
        assert_int_equal(na, nb);
        assert_close(x, y, na);
        free(x);
        free(y);
        jit_free(a);
        jit_free(b);
        model_free(m);
        free(src);
      }
  const char *others[] = {"(V @ v) @ u", "((V + U) @ v) @ v", "(V @ u) @ v"};
  for (int q = 0; q < 3; q++) {
    char *src = rntn_src(20, false, others[q]);
    assert_int_equal(count_quad_forms(src), 0);
    check_model(src, ptb_data, CXRT_FMT_PTB);
    free(src);
  }
}

/* ---- bf16 panels (gemm_bf16, --weights-dtype bf16) -------------------------------- */

/* The bf16 of x, back as a float: round to nearest, ties to even (the
 * test's own rounding, by the definition, not the code generator's). */
static float bf16_of(float x) {
  uint32_t u;
  memcpy(&u, &x, sizeof u);
  uint32_t lo = u & 0xffff, hi = u & 0xffff0000u;
  if (lo > 0x8000 || (lo == 0x8000 && (hi & 0x10000))) hi += 0x10000;
  memcpy(&x, &hi, sizeof x);
  return x;
}

/* The states and outputs of every structure, in batches of 1 and then of
 * 3, compiled with opts (bf16 on or off), the params named in `rounded`
 * (space-separated: the GEMMs' weights) rounded to bf16 first. */
static float *bf16_run(const char *src, const char *data, CxrtDataFormat fmt, const JitOptions *opts, const char *rounded,
                       size_t *n) {
  Model *m = model_new(src, data, fmt, 7);
  char list[200];
  snprintf(list, sizeof list, " %s ", rounded ? rounded : "");
  for (int p = 0; p < m->ir->nparams; p++) {
    char name[80];
    snprintf(name, sizeof name, " %s ", m->ir->info.params[p].name);
    if (!strstr(list, name)) continue;
    int64_t numel = cxrt_tensor_numel(&m->params[p]);
    for (int64_t i = 0; i < numel; i++) m->params[p].data[i] = bf16_of(m->params[p].data[i]);
  }
  JitModel *j = compile(m, opts);
  size_t n1, n3;
  float *one = run_all_states(m, j, 1, &n1);
  float *three = run_all_states(m, j, 3, &n3);
  one = realloc(one, (n1 + n3) * sizeof *one);
  memcpy(one + n1, three, n3 * sizeof *one);
  free(three);
  *n = n1 + n3;
  jit_free(j);
  model_free(m);
  return one;
}

/* bf16 panels hold the weights rounded to nearest even and nothing else
 * changes: a bf16 run is bit-identical to an f32 run whose GEMM weights
 * (`gemms`: the panels' params; E, the biases and the 3-row W_s are not
 * packed) were rounded to bf16 beforehand (the same tiles, the same sums
 * in the same order), and differs from the f32 run of the weights as they
 * are (the panels are bf16 indeed).  With AVX-512 (16 lanes, pairs of 16
 * rows in a word vector) and AVX2 (-march x86-64-v3: 8 lanes), blocks of
 * 64 and 32 rows (4 and 2 vectors; 8 and 4 with AVX2), partial blocks
 * (H = 37), leaf-product tables, the TreeLSTM's fused [5H, 2H] panel.  A
 * panel of 16-row blocks with 16 lanes (-fgemm-rows=16, or a matrix of
 * fewer rows than gemm_rows: TreeRNN at H = 37) has no pair of vectors
 * and stays f32 (`bf16` false): bit-identical to f32 as it is. */
static void check_bf16_exact(const char *src, const char *gemms, const char *data, CxrtDataFormat fmt, const char *march,
                             int rows, bool bf16) {
  JitOptions f32, bf;
  jit_default_options(&f32);
  f32.march = march;
  if (rows) f32.loops.gemm_rows = rows;
  bf = f32;
  bf.loops.gemm_bf16 = true;
  bf.loops.gemm_bf16_dot = false; /* bf16 x f32: the dot products round the states too (test_bf16_dot) */
  size_t n0, n1, n2;
  float *want = bf16_run(src, data, fmt, &f32, bf16 ? gemms : NULL, &n0);
  float *got = bf16_run(src, data, fmt, &bf, NULL, &n1);
  float *plain = bf16_run(src, data, fmt, &f32, NULL, &n2);
  assert_int_equal(n0, n1);
  assert_int_equal(n0, n2);
  for (size_t i = 0; i < n0; i++)
    if (memcmp(&want[i], &got[i], sizeof(float)) != 0)
      fail_msg("%s (%s) rows %d, value %zu of %zu: bf16 panels %.9g, f32 of bf16 weights %.9g", gemms, march, rows, i, n0,
               (double)got[i], (double)want[i]);
  if (bf16) assert_true(memcmp(plain, got, n0 * sizeof(float)) != 0);
  free(want);
  free(got);
  free(plain);
}

static void test_bf16_exact(void **state) {
  (void)state;
  char *wide = with_h(treelstm_src, "const H = 5;", "const H = 37;");
  char *rnn64 = with_h(treernn_src, "const H = 37;", "const H = 64;");
  const char *marches[] = {"x86-64-v4", "x86-64-v3"};
  for (int a = 0; a < 2; a++) {
    bool avx512 = a == 0;
    check_bf16_exact(wide, "W U_l U_r", ptb_data, CXRT_FMT_PTB, marches[a], 0, true);
    check_bf16_exact(wide, "W U_l U_r", ptb_data, CXRT_FMT_PTB, marches[a], 16, !avx512);
    if (avx512) {
      check_bf16_exact(wide, "W U_l U_r", ptb_data, CXRT_FMT_PTB, marches[a], 32, true);
      check_bf16_exact(rnn64, "W_l W_r", ptb_data, CXRT_FMT_PTB, marches[a], 64, true);
      check_bf16_exact(treernn_src, "W_l W_r", ptb_data, CXRT_FMT_PTB, marches[a], 0, false);
    }
  }
  free(wide);
  free(rnn64);
}

/* The bf16 dot products (gemm_bf16_dot, vdpbf16ps): y(n) = W @ n.x over
 * an input vector x of K floats (128 rows: blocks of 64, pairs of vectors), every node's sums against two references
 * in double: the products of the weights and the states both rounded to
 * bf16 (what the dot products compute, up to the order of f32 sums:
 * 2^-20 of the terms' magnitudes covers it), and of the weights alone
 * (what the widening path computes), which the states' rounding moves by
 * ~2^-9 of the terms: the dot path must match the first and not the
 * second, and an odd K (no whole pairs) the second.  K = 64 (two
 * 32-float conversions), 70 (a tail of 6 through the padded copy), 1100
 * (three chunks: 512, 512, 76), 63 (odd: the widening path); 6 nodes in
 * one level (tiles of 4 and 2).  On a CPU without AVX512-BF16 the option
 * is off by default: that is what is asserted there. */
static void check_bf16_dot(int K, bool dot) {
  char src[400];
  snprintf(src, sizeof src,
           "model bd;\nparam W : [128, %d];\ninput t : tree[*] { x : [%d] };\n"
           "rec node(n) -> [128] { return W @ n.x; }\noutput y(n) = node(n);\n",
           K, K);
  size_t cap = 6 * (size_t)K * 24 + 200, len = 0;
  char *data = malloc(cap);
  uint64_t r = 12345;
  for (int v = 0; v < 6; v++) {
    len += (size_t)snprintf(data + len, cap - len, v == 0 ? "0: 1 2 3 4 5 | x=" : "%d: | x=", v);
    for (int k = 0; k < K; k++) {
      r = r * 6364136223846793005ull + 1442695040888963407ull;
      double x = ((double)(r >> 11) / 9007199254740992.0) * 2 - 1;
      len += (size_t)snprintf(data + len, cap - len, "%s%.9g", k ? "," : "", x);
    }
    len += (size_t)snprintf(data + len, cap - len, "\n");
  }
  Model *m = model_new(src, data, CXRT_FMT_GRAPH, 3);
  JitOptions o;
  jit_default_options(&o);
  o.march = "x86-64-v4";
  o.loops.gemm_bf16 = true;
  o.loops.gemm_bf16_dot = true;
  const float *W = m->params[0].data;
  JitModel *j = compile(m, &o);
  size_t n;
  float *got = run_all_states(m, j, 6, &n);
  assert_int_equal(n, 2 * 6 * 128); /* the states, then y (the same), node by node */
  const CxrtStructure *st = &m->data.structs[0];
  int xf = m->field_map[0];
  for (int v = 0; v < 6; v++) {
    for (int row = 0; row < 128; row++) {
      double both = 0, wonly = 0, mag = 0;
      for (int k = 0; k < K; k++) {
        float xv = st->vfields[xf][(size_t)v * K + k];
        float w = bf16_of(W[row * K + k]);
        both += (double)w * bf16_of(xv);
        wonly += (double)w * xv;
        mag += fabs((double)w * xv);
      }
      double y = got[(size_t)v * 128 + row], tight = mag * 0x1p-20 + 1e-30;
      double want = dot ? both : wonly, other = dot ? wonly : both;
      if (fabs(y - want) > tight)
        fail_msg("K %d node %d row %d: %.9g, want %.9g (%s), the other rounding %.9g", K, v, row, y, want,
                 dot ? "weights and states in bf16" : "weights in bf16", other);
    }
  }
  /* and the states' rounding shows: some row is off the other reference */
  bool apart = false;
  for (int v = 0; v < 6 && !apart; v++)
    for (int row = 0; row < 128 && !apart; row++) {
      double both = 0, wonly = 0, mag = 0;
      for (int k = 0; k < K; k++) {
        float xv = st->vfields[xf][(size_t)v * K + k], w = bf16_of(W[row * K + k]);
        both += (double)w * bf16_of(xv);
        wonly += (double)w * xv;
        mag += fabs((double)w * xv);
      }
      apart = fabs(both - wonly) > 16 * (mag * 0x1p-20);
    }
  assert_true(apart);
  free(got);
  jit_free(j);
  model_free(m);
  free(data);
}

static void test_bf16_dot(void **state) {
  (void)state;
  JitOptions o;
  jit_default_options(&o);
  if (!jit_cpu_bf16()) {
    print_message("this CPU has no AVX512-BF16: asserting only that the dot products are off by default\n");
    assert_false(o.loops.gemm_bf16_dot);
    return;
  }
  if (!getenv("CORTEX_MARCH")) assert_true(o.loops.gemm_bf16_dot);
  check_bf16_dot(64, true);
  check_bf16_dot(70, true);
  check_bf16_dot(1100, true);
  check_bf16_dot(63, false);
}

/* The dot products at batch 1 and 3 (bf16_run: tiles of 1..4 nodes), on
 * 2 and 4 threads: the same bits (a node's sums do not depend on its
 * tile); and not the widening path's. */
static void test_bf16_dot_identical(void **state) {
  (void)state;
  if (!jit_cpu_bf16()) {
    print_message("this CPU has no AVX512-BF16: the dot products are not compiled here\n");
    JitOptions o;
    jit_default_options(&o);
    assert_false(o.loops.gemm_bf16_dot);
    return;
  }
  JitOptions o;
  jit_default_options(&o);
  o.march = "x86-64-v4";
  o.loops.gemm_bf16 = true;
  o.loops.gemm_bf16_dot = true;
  char *h64 = with_h(treelstm_src, "const H = 5;", "const H = 64;");
  size_t n, nw;
  float *got = bf16_run(h64, ptb_data, CXRT_FMT_PTB, &o, NULL, &n);
  assert_int_equal(n % 2, 0);
  assert_memory_equal(got, got + n / 2, n / 2 * sizeof *got); /* batch 1 = batch 3 */
  o.loops.gemm_bf16_dot = false;
  float *widen = bf16_run(h64, ptb_data, CXRT_FMT_PTB, &o, NULL, &nw);
  assert_int_equal(n, nw);
  assert_true(memcmp(got, widen, n * sizeof *got) != 0);
  o.loops.gemm_bf16_dot = true;
  check_threads_opts(h64, ptb_data, CXRT_FMT_PTB, &o);
  free(got);
  free(widen);
  free(h64);
}

/* bf16 panels on 2 and 4 threads: bit-identical to 1 thread. */
static void test_bf16_threads(void **state) {
  (void)state;
  JitOptions o;
  jit_default_options(&o);
  o.loops.gemm_bf16 = true;
  char *wide = with_h(treelstm_src, "const H = 5;", "const H = 37;");
  check_threads_opts(wide, ptb_data, CXRT_FMT_PTB, &o);
  free(wide);
  check_threads_opts(treernn_src, ptb_data, CXRT_FMT_PTB, &o);
}

/* A row index out of range in a chunk run by a pool thread: the same
 * error as on one thread. */
static void test_threads_row_error(void **state) {
  (void)state;
  Model *m = model_new(treelstm_src, ptb_data, CXRT_FMT_PTB, 5);
  JitOptions o;
  jit_default_options(&o);
  JitModel *j = compile(m, &o);
  /* a word id past E's 20 rows, in the last structure's last leaf */
  CxrtStructure *s = &m->data.structs[m->data.nstructs - 1];
  int32_t leaf = -1;
  for (int32_t v = 0; v < s->nnodes; v++)
    if (s->child_start[v + 1] == s->child_start[v]) leaf = v;
  s->ifields[(int64_t)leaf * m->data.nfields + m->field_map[0]] = 25;
  char msg[2][2048];
  for (int t = 0; t < 2; t++) {
    CxrtError err = {0};
    assert_int_equal(cxrt_compiled_run_set_threads(jit_compiled_run(j), t ? 4 : 1, 1, &err), 0);
    CxrtResult *got = calloc((size_t)m->data.nstructs, sizeof *got);
    assert_int_equal(jit_run_batch(j, m->params, &m->data, 0, m->data.nstructs, m->field_map, got, &err), -1);
    assert_int_equal(jit_valid_results(j), m->data.nstructs - 1);
    snprintf(msg[t], sizeof msg[t], "%s", err.msg);
    results_free(got, m->data.nstructs);
  }
  assert_string_equal(msg[0], msg[1]);
  jit_free(j);
  model_free(m);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_tree_leaf_internal),
      cmocka_unit_test(test_childsum_reductions),
      cmocka_unit_test(test_dag_shared_node),
      cmocka_unit_test(test_rank2_state),
      cmocka_unit_test(test_many_ops),
      cmocka_unit_test(test_vector_fields),
      cmocka_unit_test(test_long_sequence),
      cmocka_unit_test(test_loop_ir_print),
      cmocka_unit_test(test_dump_c),
      cmocka_unit_test(test_march),
      cmocka_unit_test(test_signal_during_compile),
      cmocka_unit_test(test_inline_budget),
      cmocka_unit_test(test_row_out_of_range),
      cmocka_unit_test(test_nonfinite),
      cmocka_unit_test(test_missing_child),
      cmocka_unit_test(test_rerun_and_state),
      cmocka_unit_test(test_leaf_table_identical),
      cmocka_unit_test(test_leaf_table_print),
      cmocka_unit_test(test_leaf_table_new_params),
      cmocka_unit_test(test_leaf_prod),
      cmocka_unit_test(test_leaf_const_params),
      cmocka_unit_test(test_threads_identical),
      cmocka_unit_test(test_threads_row_error),
      cmocka_unit_test(test_elem_interchange_identical),
      cmocka_unit_test(test_vec_elems_identical),
      cmocka_unit_test(test_elem_interchange_row_error),
      cmocka_unit_test(test_quad_form),
      cmocka_unit_test(test_bf16_exact),
      cmocka_unit_test(test_bf16_threads),
      cmocka_unit_test(test_bf16_dot),
      cmocka_unit_test(test_bf16_dot_identical),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
