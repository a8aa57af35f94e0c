/* The model description compiled code carries (backend/jit/blob.c writes
 * it, stdlib/compiled.c reads it): a round trip keeps the CxrtModelInfo,
 * branches and state components, and the reader survives every truncation
 * and every flipped byte of a real description (an error or a consistent
 * model, never a crash: run it under --enable-sanitizers), another ABI
 * version and a wrong number of entry points; the same for a model whose
 * node-set reductions read the root and index a param by the data (the
 * root-ids flag and the readouts' row checks). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "backend/jit/jit_internal.h"
#include "parser/parser.h"

static const char *const src =
    "model m1;\n"
    "const H = 3;\n"
    "param E : [20, H];\n"
    "param W : [H, H];\n"
    "param b : [H];\n"
    "input t : tree[2] { word : int, label : int };\n"
    "rec node(n) -> (h : [H], c : [H]) {\n"
    "  if leaf(n) { return (tanh(E[n.word]), E[n.word + 1]); }\n"
    "  let l = node(n.child[0]);\n"
    "  let r = node(n.child[1]);\n"
    "  return (tanh(W @ (l.h + r.h) + b), l.c * r.c);\n"
    "}\n"
    "output root = node(t.root).h;\n"
    "output lab(n) = argmax(node(n).c);\n";

/* Readout elements reading the root (root_of) and a row by the data (a
 * readout's check, after the outputs' in the description). */
static const char *const src_readout =
    "model m2;\n"
    "const H = 3;\n"
    "param E : [20, H];\n"
    "input t : tree[*] { word : int };\n"
    "rec node(n) -> [H] { return tanh(sum(k in n.children) node(k) + E[n.word]); }\n"
    "output s = sum(k in t.nodes) (dot(node(k), node(t.root)) * E[(k.word + t.root.word) % 20]);\n"
    "output o = node(t.root) * E[t.root.word];\n";

/* The fake model entry: the description under test, dummy entry points. */
static const uint8_t *g_blob;
static int64_t g_len;
static int32_t g_entries;

static void dummy(void) {}

static int32_t fake_model(const uint8_t **blob, int64_t *len, void **entries, int32_t cap) {
  *blob = g_blob;
  *len = g_len;
  for (int32_t i = 0; i < cap && i < g_entries; i++) entries[i] = (void *)dummy;
  return g_entries;
}

typedef struct Fixture {
  CxSession s;
  IrProgram *ir;
  LoopProgram *lp;
  uint8_t *blob;
  size_t len;
} Fixture;

static Fixture *fixture(const char *text) {
  Fixture *f = calloc(1, sizeof *f);
  session_init(&f->s);
  f->s.diag.warnings_enabled = false;
  int id = src_add_buffer(&f->s.src, "test.cx", text, strlen(text));
  CxParseEnv env = {&f->s.arena, &f->s.names, &f->s.diag, 0};
  AstModule *mod = cx_parse_module(&env, id);
  assert_int_equal(f->s.diag.errors, 0);
  CxProgram *prog = cx_check_module(&f->s, mod);
  assert_non_null(prog);
  f->ir = ir_lower(&f->s, prog);
  assert_non_null(f->ir);
  assert_int_equal(ir_optimize(f->ir, &f->s.diag), 0);
  LoopOptions o;
  loop_default_options(&o);
  f->lp = loop_schedule(f->ir, &o, &f->s.diag);
  assert_non_null(f->lp);
  f->blob = jit_blob(f->lp, &f->len);
  return f;
}

static void fixture_free(Fixture *f) {
  free(f->blob);
  loop_program_free(f->lp);
  ir_program_free(f->ir);
  session_free(&f->s);
  free(f);
}

static void test_round_trip(void **state) {
  (void)state;
  Fixture *f = fixture(src);
  g_blob = f->blob;
  g_len = (int64_t)f->len;
  g_entries = 3 + f->ir->noutputs + f->lp->nkernels;
  CxrtError err = {0};
  CxrtCompiled *m = cxrt_compiled_open(fake_model, &err);
  if (!m) fail_msg("%s", err.msg);
  const CxrtModelInfo *a = cxrt_compiled_info(m), *b = &f->ir->info;
  assert_string_equal(a->name, "m1");
  assert_int_equal(a->nparams, b->nparams);
  for (int i = 0; i < a->nparams; i++) {
    assert_string_equal(a->params[i].name, b->params[i].name);
    assert_string_equal(a->params[i].key, b->params[i].key);
    assert_int_equal(a->params[i].rank, b->params[i].rank);
    assert_memory_equal(a->params[i].dims, b->params[i].dims, sizeof(int64_t) * (size_t)a->params[i].rank);
    assert_int_equal(a->params[i].line, b->params[i].line);
    assert_string_equal(a->params[i].model_file, "test.cx");
  }
  assert_int_equal(a->input_kind, CXRT_TREE);
  assert_int_equal(a->max_arity, 2);
  assert_int_equal(a->nfields, 2);
  assert_string_equal(a->fields[1].name, "label");
  assert_int_equal(a->noutputs, 2);
  assert_string_equal(a->outputs[1].name, "lab");
  assert_true(a->outputs[1].per_node);
  assert_true(a->outputs[1].is_int);
  assert_false(a->outputs[0].per_node);
  assert_int_equal(a->outputs[0].dims[0], 3);
  assert_int_equal(cxrt_compiled_ncomps(m), 2);
  assert_string_equal(cxrt_compiled_comp_name(m, 1), "c");
  assert_int_equal(cxrt_compiled_comp_numel(m, 0), 3);
  assert_int_equal(cxrt_compiled_nbranches(m), 2);
  assert_string_equal(cxrt_compiled_branch_label(m, 0), f->ir->branches[0].label);
  assert_null(cxrt_compiled_branch_label(m, 2));
  cxrt_compiled_free(m);

  /* Entry points and description must agree. */
  g_entries = 2;
  assert_null(cxrt_compiled_open(fake_model, &err));
  assert_non_null(strstr(err.msg, "entry points"));
  /* Another ABI. */
  uint8_t *other = malloc(f->len);
  memcpy(other, f->blob, f->len);
  other[12] ^= 0x7f;
  g_blob = other;
  g_entries = 3 + f->ir->noutputs + f->lp->nkernels;
  assert_null(cxrt_compiled_open(fake_model, &err));
  assert_non_null(strstr(err.msg, "another version of Cortex"));
  free(other);
  assert_null(cxrt_compiled_open(NULL, &err));
  fixture_free(f);
}

/* The readouts' model opens with its entry points (its readouts' too). */
static void test_readout_round_trip(void **state) {
  (void)state;
  Fixture *f = fixture(src_readout);
  assert_true(f->lp->root_ids);
  g_blob = f->blob;
  g_len = (int64_t)f->len;
  g_entries = 3 + f->ir->noutputs + f->lp->nkernels + f->lp->nreadouts;
  CxrtError err = {0};
  CxrtCompiled *m = cxrt_compiled_open(fake_model, &err);
  if (!m) fail_msg("%s", err.msg);
  assert_int_equal(cxrt_compiled_info(m)->noutputs, 2);
  cxrt_compiled_free(m);
  fixture_free(f);
}

static void damaged(const char *text) {
  Fixture *f = fixture(text);
  uint8_t *buf = malloc(f->len);
  g_entries = 3 + f->ir->noutputs + f->lp->nkernels + f->lp->nreadouts;
  CxrtError err = {0};
  /* Every truncation fails. */
  for (size_t n = 0; n < f->len; n++) {
    memcpy(buf, f->blob, n);
    g_blob = buf;
    g_len = (int64_t)n;
    CxrtCompiled *m = cxrt_compiled_open(fake_model, &err);
    if (m) fail_msg("a description cut at %zu of %zu bytes was accepted", n, f->len);
  }
  /* Every flipped byte: rejected or read consistently. */
  int accepted = 0;
  for (size_t i = 0; i < f->len; i++)
    for (int bit = 0; bit < 8; bit += 3) {
      memcpy(buf, f->blob, f->len);
      buf[i] ^= (uint8_t)(1u << bit);
      g_blob = buf;
      g_len = (int64_t)f->len;
      CxrtCompiled *m = cxrt_compiled_open(fake_model, &err);
      if (!m) continue;
      accepted++;
      const CxrtModelInfo *info = cxrt_compiled_info(m);
      for (int o = 0; o < info->noutputs; o++) assert_true(cxrt_output_numel(&info->outputs[o]) >= 0);
      cxrt_compiled_free(m);
    }
  /* Most flips land in names and numbers the reader cannot judge. */
  assert_true(accepted > 0);
  free(buf);
  fixture_free(f);
}

static void test_damaged(void **state) {
  (void)state;
  damaged(src);
  damaged(src_readout);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_round_trip),
      cmocka_unit_test(test_readout_round_trip),
      cmocka_unit_test(test_damaged),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
