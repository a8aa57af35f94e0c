/* RA-IR: lowering, the passes and the verifier, checked on the printed IR
 * of small models. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "tests/testutil.h"

#define HEAD "model m;\nconst H = 4;\nconst V = 10;\nparam E : [V, H];\nparam W, U : [H, H];\nparam b : [H];\n"

static char *ir_of(const char *text, bool optimize, int *nbranches) {
  CxSession s;
  TestDiags d;
  tu_session(&s, &d);
  IrProgram *p = tu_ir(&s, text, optimize);
  if (!p) {
    for (int i = 0; i < d.n; i++) fprintf(stderr, "%s\n", d.lines[i]);
    fail_msg("model did not compile");
  }
  char *t = tu_ir_text(p);
  if (nbranches) *nbranches = p->nbranches;
  ir_program_free(p);
  session_free(&s);
  return t;
}

static void test_leaf_and_internal_branches(void **state) {
  (void)state;
  int nb;
  char *t = ir_of(HEAD "input t : tree[2] { word : int };\n"
                       "rec node(n) -> [H] {\n"
                       "  if leaf(n) { return E[n.word]; }\n"
                       "  return tanh(W @ (node(n.child[0]) + node(n.child[1])) + b);\n"
                       "}\n"
                       "output h = node(t.root);\n",
                  true, &nb);
  assert_int_equal(nb, 2);
  assert_non_null(strstr(t, "branch 0 leaf when %2"));
  assert_non_null(strstr(t, "branch 1 internal when %3"));
  assert_non_null(strstr(t, "= row %0, %1"));
  assert_non_null(strstr(t, "state child[0]"));
  assert_non_null(strstr(t, "state child[1]"));
  /* The leaf branch reads no child state. */
  char *internal = strstr(t, "branch 1");
  assert_true(tu_count(t, "state child") == tu_count(internal, "state child"));
  free(t);
}

static void test_fold_removes_products_with_zeros(void **state) {
  (void)state;
  /* A shared cell called with zeros at the leaf: U @ 0 must disappear
   * from the leaf branch, and the internal branch keeps its U product. */
  const char *src = HEAD "input t : tree[2] { word : int };\n"
                         "fn cell(x : [H], hp : [H]) -> [H] { return tanh(W @ x + U @ hp + b); }\n"
                         "rec node(n) -> [H] {\n"
                         "  if leaf(n) { return cell(E[n.word], zeros([H])); }\n"
                         "  return cell(node(n.child[0]), node(n.child[1]));\n"
                         "}\n"
                         "output h = node(t.root);\n";
  char *opt = ir_of(src, true, NULL), *raw = ir_of(src, false, NULL);
  char *opt_internal = strstr(opt, "branch 1"), *raw_internal = strstr(raw, "branch 1");
  int opt_leaf_mm = tu_count(opt, "matmul") - tu_count(opt_internal, "matmul");
  int raw_leaf_mm = tu_count(raw, "matmul") - tu_count(raw_internal, "matmul");
  assert_int_equal(raw_leaf_mm, 2);
  assert_int_equal(opt_leaf_mm, 1);
  assert_int_equal(tu_count(opt_internal, "matmul"), 2);
  assert_int_equal(tu_count(opt, "fill"), 0);
  free(opt);
  free(raw);
}

static void test_cse_and_dce(void **state) {
  (void)state;
  const char *src = HEAD "input t : tree[2] { word : int };\n"
                         "rec node(n) -> [H] {\n"
                         "  if leaf(n) { return E[n.word]; }\n"
                         "  let l = node(n.child[0]);\n"
                         "  let a = W @ l;\n"
                         "  let c = W @ l;\n"
                         "  return a + c + node(n.child[1]);\n"
                         "}\n"
                         "output h = node(t.root);\n";
  char *opt = ir_of(src, true, NULL), *raw = ir_of(src, false, NULL);
  assert_int_equal(tu_count(raw, "matmul"), 2);
  assert_int_equal(tu_count(opt, "matmul"), 1);
  /* The leaf branch's copy of nothing: DCE leaves exactly row + its inputs. */
  char *leaf = strstr(opt, "branch 0"), *end = strstr(opt, "branch 1");
  size_t n = (size_t)(end - leaf);
  char *leaf_only = strndup(leaf, n);
  assert_int_equal(tu_count(leaf_only, " = "), 3 + 3); /* guard 3, body: param, field, row */
  free(leaf_only);
  free(opt);
  free(raw);
}

static void test_reduction_is_per_child(void **state) {
  (void)state;
  char *t = ir_of(HEAD "input t : tree[*] { word : int };\n"
                       "rec node(n) -> [H] {\n"
                       "  return tanh(E[n.word] + sum(k in n.children) (U @ node(k)));\n"
                       "}\n"
                       "output h = node(t.root);\n",
                  true, NULL);
  assert_non_null(strstr(t, "branch 0 all (always)"));
  assert_non_null(strstr(t, "k %"));            /* per-child instructions */
  assert_non_null(strstr(t, "= state k"));
  assert_non_null(strstr(t, "= reduce sum"));
  free(t);
}

static void test_field_cases_make_branches(void **state) {
  (void)state;
  int nb;
  char *t = ir_of(HEAD "input t : tree[*] { word : int, kind : int };\n"
                       "rec node(n) -> [H] {\n"
                       "  if n.kind == 2 && n.arity > 0 { return tanh(W @ node(n.child[0])); }\n"
                       "  else if n.kind == 3 { return E[n.word] + b; }\n"
                       "  return E[n.word];\n"
                       "}\n"
                       "output h = node(t.root);\n",
                  true, &nb);
  assert_int_equal(nb, 3);
  assert_int_equal(tu_count(t, "branch "), 3);
  assert_non_null(strstr(t, "= field n.kind"));
  assert_non_null(strstr(t, "= and"));
  free(t);
}

static void test_const_condition_is_decided_statically(void **state) {
  (void)state;
  int nb;
  char *t = ir_of(HEAD "const USE_B = 0;\ninput t : tree[2] { word : int };\n"
                       "rec node(n) -> [H] {\n"
                       "  if leaf(n) { return E[n.word]; }\n"
                       "  let s = node(n.child[0]) + node(n.child[1]);\n"
                       "  if USE_B == 1 { return s + b; }\n"
                       "  return s;\n"
                       "}\n"
                       "output h = node(t.root);\n",
                  true, &nb);
  assert_int_equal(nb, 2);
  assert_null(strstr(t, "= param b "));
  assert_non_null(strstr(t, "= param E"));
  assert_int_equal(tu_count(t, "= param "), 1);
  free(t);
}

static void test_verifier_rejects_bad_ir(void **state) {
  (void)state;
  CxSession s;
  TestDiags d;
  tu_session(&s, &d);
  IrProgram *p = tu_ir(&s, HEAD "input t : tree[2] { word : int };\n"
                                "rec node(n) -> [H] { if leaf(n) { return E[n.word]; }\n"
                                "  return node(n.child[0]) + node(n.child[1]); }\n"
                                "output h = node(t.root);\n",
                       true);
  assert_non_null(p);
  assert_int_equal(ir_verify(p, &s.diag), 0);
  /* A forward reference breaks SSA order. */
  IrBlock *b = &p->branches[1].body;
  int saved = b->instrs[b->n - 1].args[0];
  b->instrs[b->n - 1].args[0] = b->n - 1;
  assert_true(ir_verify(p, &s.diag) > 0);
  assert_non_null(strstr(d.lines[d.n - 1], "internal compiler error: IR verifier: branch 1"));
  b->instrs[b->n - 1].args[0] = saved;
  /* A result of the wrong shape. */
  int r = p->branches[0].results[0];
  p->branches[0].results[0] = 1; /* the int field */
  assert_true(ir_verify(p, &s.diag) > 0);
  p->branches[0].results[0] = r;
  assert_int_equal(ir_verify(p, &s.diag), 0);
  /* The loop stage's own ops (ir/quadform.c) never in a program. */
  IrInstr *last = &b->instrs[b->n - 1], saved_in = *last;
  last->op = IR_QPAIRS;
  last->nargs = 1;
  assert_true(ir_verify(p, &s.diag) > 0);
  assert_non_null(strstr(d.lines[d.n - 1], "loop-stage op"));
  *last = saved_in;
  assert_int_equal(ir_verify(p, &s.diag), 0);
  ir_program_free(p);
  session_free(&s);
}

/* The bounds of int values (ir_int_range): what lets --jit run a divisor
 * computed from tensors unchecked, or a row index in a node-set reduction. */
static void test_int_range(void **state) {
  (void)state;
  CxSession s;
  TestDiags d;
  tu_session(&s, &d);
  IrProgram *p = tu_ir(&s, HEAD "input t : tree[*] { word : int };\n"
                                "rec node(n) -> [H] { return E[n.word] * float(7 / (argmax(E[n.word]) + 1))\n"
                                "  * float(7 / max(n.word, 2)) * float(7 / (argmax(E[n.word]) - 1))\n"
                                "  * float(n.arity / max(n.depth, 1)) * float(7 / (n.word * 2)) * float(7 / min(n.arity, -1)); }\n"
                                "output h = node(t.root);\n",
                       false);
  assert_non_null(p);
  const int64_t want[][2] = {{1, 4}, {2, INT64_MAX}, {-1, 2}, {1, INT64_MAX}, {INT64_MIN, INT64_MAX}, {-1, -1}};
  /* the kernels check only the one from tensors whose bounds hold 0 */
  const bool checked[] = {false, false, true, false, false, false};
  int k = 0;
  const IrBlock *b = &p->branches[0].body;
  for (int i = 0; i < b->n; i++) {
    if (b->instrs[i].op != IR_IDIV) continue;
    assert_true(k < 6);
    int64_t lo, hi;
    ir_int_range(b, b->instrs[i].args[1], &lo, &hi);
    assert_int_equal(lo, want[k][0]);
    assert_int_equal(hi, want[k][1]);
    assert_int_equal(ir_divisor_checked_in_kernel(b, &b->instrs[i]), checked[k]);
    k++;
  }
  assert_int_equal(k, 6);
  ir_program_free(p);
  session_free(&s);
}

static void test_model_info(void **state) {
  (void)state;
  CxSession s;
  tu_session(&s, NULL);
  IrProgram *p = tu_ir(&s, HEAD "param Wk : [H, H] = \"enc.weight\"[0:4];\n"
                                "input t : tree[2] { word : int };\n"
                                "rec node(n) -> (h : [H], c : [H]) { if leaf(n) { return (E[n.word], b); }\n"
                                "  return (Wk @ node(n.child[0]).h, W @ node(n.child[1]).c + U @ b); }\n"
                                "output logits = node(t.root).h;\n"
                                "output cls(n) = argmax(node(n).c);\n",
                       true);
  assert_non_null(p);
  const CxrtModelInfo *m = &p->info;
  assert_int_equal(m->nparams, 5);
  assert_string_equal(m->params[4].key, "enc.weight");
  assert_int_equal(m->params[4].slice_lo, 0);
  assert_int_equal(m->params[4].slice_hi, 4);
  assert_int_equal(m->noutputs, 2);
  assert_false(m->outputs[0].per_node);
  assert_int_equal(m->outputs[0].rank, 1);
  assert_true(m->outputs[1].per_node);
  assert_true(m->outputs[1].is_int);
  assert_int_equal(p->ncomps, 2);
  assert_string_equal(p->comp_names[1], "c");
  ir_program_free(p);
  session_free(&s);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_leaf_and_internal_branches),
      cmocka_unit_test(test_fold_removes_products_with_zeros),
      cmocka_unit_test(test_cse_and_dce),
      cmocka_unit_test(test_reduction_is_per_child),
      cmocka_unit_test(test_field_cases_make_branches),
      cmocka_unit_test(test_const_condition_is_decided_statically),
      cmocka_unit_test(test_verifier_rejects_bad_ir),
      cmocka_unit_test(test_int_range),
      cmocka_unit_test(test_model_info),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
