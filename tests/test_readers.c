/* Unit tests for the data readers (stdlib/data.c, ptb.c, conllu.c,
 * graph.c, seqdata.c), the graph writer, dataset binding and the error
 * helpers.
 *
 * Every reader gets good input, each structural error with its exact
 * line:col and message, hostile input (NUL bytes, bad UTF-8, random
 * mutations), 100,000-node inputs that would overflow a recursive reader,
 * and the real files in $CORTEX_SHARED/data (SST and UD EWT). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "stdlib/cxrt.h"

/* ---- helpers ------------------------------------------------------------- */

static CxrtReadOptions opts(CxrtDataFormat f, int arity, CxrtInputKind kind) {
  CxrtReadOptions o = {f, arity, kind, 0, 0};
  return o;
}

/* Reads text, failing the test with the reader's message on error. */
static void read_ok_(const char *text, const char *name, CxrtReadOptions o, CxrtVocab *v,
                     CxrtDataset *d, const char *file, int line) {
  CxrtError err = {0};
  int rc = cxrt_data_read_mem(text, strlen(text), name, &o, v, d, &err);
  if (rc != 0) fail_msg("%s:%d: read failed: %s:%d:%d: %s", file, line, err.file, err.line, err.col, err.msg);
}
#define read_ok(t, n, o, v, d) read_ok_(t, n, o, v, d, __FILE__, __LINE__)

/* Expects an error at line:col whose message is exactly msg (or, when
 * msg ends with '*', starts with it). */
static void expect_err_(const char *text, size_t len, const char *name, CxrtReadOptions o,
                        CxrtVocab *v, int line, int col, const char *msg, const char *file,
                        int tline) {
  CxrtError err = {0};
  CxrtDataset d;
  int rc = cxrt_data_read_mem(text, len, name, &o, v, &d, &err);
  if (rc == 0) {
    cxrt_dataset_free(&d);
    fail_msg("%s:%d: expected an error, the read succeeded", file, tline);
  }
  assert_int_equal(rc, -1);
  assert_null(d.structs);
  assert_string_equal(err.file, name);
  size_t ml = strlen(msg);
  bool prefix = ml > 0 && msg[ml - 1] == '*';
  if ((prefix ? strncmp(err.msg, msg, ml - 1) : strcmp(err.msg, msg)) != 0 || err.line != line ||
      err.col != col)
    fail_msg("%s:%d: expected\n  %d:%d: %s\ngot\n  %d:%d: %s", file, tline, line, col, msg,
             err.line, err.col, err.msg);
}
#define expect_err(t, n, o, v, l, c, m) expect_err_(t, strlen(t), n, o, v, l, c, m, __FILE__, __LINE__)

static int32_t ifield(const CxrtDataset *d, const CxrtStructure *s, int32_t node, const char *name) {
  for (int f = 0; f < d->nfields; f++)
    if (strcmp(d->fields[f].name, name) == 0) return s->ifields[node * d->nfields + f];
  fail_msg("no field %s", name);
  return 0;
}

static int32_t nkids(const CxrtStructure *s, int32_t i) { return s->child_start[i + 1] - s->child_start[i]; }
static int32_t kid(const CxrtStructure *s, int32_t i, int k) { return s->children[s->child_start[i] + k]; }

/* Invariants every structure a reader returns must satisfy. */
static void check_structure(const CxrtDataset *d, const CxrtStructure *s) {
  assert_true(s->nnodes > 0);
  assert_int_equal(s->child_start[0], 0);
  int32_t *indeg = calloc((size_t)s->nnodes, sizeof *indeg);
  for (int32_t i = 0; i < s->nnodes; i++) {
    assert_true(s->child_start[i + 1] >= s->child_start[i]);
    for (int32_t k = s->child_start[i]; k < s->child_start[i + 1]; k++) {
      assert_true(s->children[k] >= 0 && s->children[k] < s->nnodes);
      indeg[s->children[k]]++;
    }
    assert_true(s->line[i] >= 1 && s->col[i] >= 1);
  }
  assert_true(s->root >= 0 && s->root < s->nnodes);
  assert_int_equal(indeg[s->root], 0);
  for (int32_t i = 0; i < s->nnodes; i++)
    if (i != s->root) assert_true(indeg[i] > 0);
  free(indeg);
  for (int f = 0; f < d->nfields; f++)
    if (d->fields[f].kind == CXRT_FIELD_VEC) assert_non_null(s->vfields[f]);
}

/* $CORTEX_SHARED/data/REL; fails (never skips) when the variable is
 * missing, because then the tests of real data would silently vanish. */
static const char *shared_path(const char *rel) {
  static char buf[4096];
  const char *dir = getenv("CORTEX_SHARED");
  if (!dir || !*dir)
    fail_msg("CORTEX_SHARED is not set: run the tests with `make check`, or set it to the "
             "shared folder (the one holding data/sst and data/ud)");
  snprintf(buf, sizeof buf, "%s/data/%s", dir, rel);
  if (access(buf, R_OK) != 0) fail_msg("cannot read %s (CORTEX_SHARED=%s)", buf, dir);
  return buf;
}

/* ---- error helpers -------------------------------------------------------- */

static void test_errorf_and_print(void **state) {
  (void)state;
  CxrtError e;
  assert_int_equal(cxrt_errorf(&e, "a.txt", 3, 4, "bad %s", "thing"), -1);
  assert_string_equal(e.file, "a.txt");
  assert_int_equal(e.line, 3);
  assert_int_equal(e.col, 4);
  assert_string_equal(e.msg, "bad thing");
  assert_int_equal(cxrt_errorf(NULL, "x", 1, 1, "ignored"), -1);

  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  cxrt_error_print(f, &e);
  cxrt_errorf(&e, "a.txt", 3, 0, "no column");
  cxrt_error_print(f, &e);
  cxrt_errorf(&e, "a.txt", 0, 0, "no line");
  cxrt_error_print(f, &e);
  cxrt_errorf(&e, NULL, 0, 0, "no file\n");
  cxrt_error_print(f, &e);
  fclose(f);
  assert_string_equal(buf, "a.txt:3:4: error: bad thing\n"
                           "a.txt:3: error: no column\n"
                           "a.txt: error: no line\n"
                           "error: no file\n");
  free(buf);

  /* Arguments may alias the error itself (re-wrapping a message). */
  cxrt_errorf(&e, "in.txt", 1, 2, "inner");
  cxrt_errorf(&e, e.file, e.line, e.col, "outer: %s", e.msg);
  assert_string_equal(e.msg, "outer: inner");
  assert_string_equal(e.file, "in.txt");

  /* Long messages are cut at a character boundary and marked. */
  char big[5000];
  for (size_t i = 0; i + 2 < sizeof big; i += 2) memcpy(big + i, "\xc3\xa9", 2); /* é */
  big[sizeof big - 1] = 0;
  big[sizeof big - 2] = 0;
  cxrt_errorf(&e, big, 1, 1, "%s", big);
  size_t ml = strlen(e.msg), fl = strlen(e.file);
  assert_true(ml < sizeof e.msg && fl < sizeof e.file);
  assert_string_equal(e.msg + ml - 3, "...");
  assert_string_equal(e.file + fl - 3, "...");
  assert_int_equal((ml - 3) % 2, 0); /* whole two-byte characters only */
}

/* ---- PTB -------------------------------------------------------------------- */

static void test_ptb_good(void **state) {
  (void)state;
  CxrtVocab *v = cxrt_vocab_new();
  CxrtDataset d;
  read_ok("(3 (2 It) (4 (2 works) (2 .)))\n\n  (1 (2 a) (0 It))\n", "t.ptb",
          opts(CXRT_FMT_PTB, 2, CXRT_TREE), v, &d);
  assert_int_equal(d.nstructs, 2);
  assert_int_equal(d.nfields, 2);
  assert_string_equal(d.fields[0].name, "word");
  assert_string_equal(d.fields[1].name, "label");
  assert_string_equal(d.path, "t.ptb");
  const CxrtStructure *s = &d.structs[0];
  check_structure(&d, s);
  assert_int_equal(s->nnodes, 5);
  assert_int_equal(s->root, 0);
  assert_int_equal(s->first_line, 1);
  /* pre-order: (3 ...) (2 It) (4 ...) (2 works) (2 .) */
  int labels[] = {3, 2, 4, 2, 2};
  const char *toks[] = {NULL, "It", NULL, "works", "."};
  int cols[] = {1, 4, 11, 14, 24};
  for (int i = 0; i < 5; i++) {
    assert_int_equal(ifield(&d, s, i, "label"), labels[i]);
    assert_int_equal(s->line[i], 1);
    assert_int_equal(s->col[i], cols[i]);
    if (toks[i]) {
      assert_string_equal(s->tokens[i], toks[i]);
      assert_int_equal(ifield(&d, s, i, "word"), cxrt_vocab_lookup(v, toks[i]));
    } else {
      assert_null(s->tokens[i]);
      assert_int_equal(ifield(&d, s, i, "word"), -1);
    }
  }
  assert_int_equal(nkids(s, 0), 2);
  assert_int_equal(kid(s, 0, 0), 1);
  assert_int_equal(kid(s, 0, 1), 2);
  assert_int_equal(kid(s, 2, 0), 3);
  assert_int_equal(kid(s, 2, 1), 4);
  assert_int_equal(nkids(s, 1), 0);
  /* Vocabulary in order of first appearance; "It" keeps its id. */
  assert_int_equal(cxrt_vocab_lookup(v, "It"), 0);
  assert_int_equal(cxrt_vocab_lookup(v, "works"), 1);
  assert_int_equal(cxrt_vocab_lookup(v, "."), 2);
  assert_int_equal(cxrt_vocab_lookup(v, "a"), 3);
  s = &d.structs[1];
  check_structure(&d, s);
  assert_int_equal(s->first_line, 3);
  assert_int_equal(s->col[0], 3);
  assert_int_equal(ifield(&d, s, 2, "word"), 0);
  assert_int_equal(ifield(&d, s, 2, "label"), 0);
  /* One copy of each distinct token. */
  assert_ptr_equal(s->tokens[2], d.structs[0].tokens[1]);
  cxrt_dataset_free(&d);
  assert_null(d.pool);
  cxrt_vocab_free(v);
}

static void test_ptb_quirky_tokens(void **state) {
  (void)state;
  CxrtDataset d;
  /* SST's escapes, clitics, quotes and Unicode; CRLF; tabs; unary nodes;
   * negative labels; a vocabulary private to the dataset (NULL). */
  read_ok("(2 (2 -LRB-) (2 (2 's) (2 ``)))\r\n(4\t(3 café)\t(1 naïve…))\r\n(-1 (7 (2 x)))\n",
          "sst.txt", opts(CXRT_FMT_AUTO, -1, CXRT_TREE), NULL, &d);
  assert_int_equal(d.nstructs, 3);
  assert_string_equal(d.structs[0].tokens[1], "-LRB-");
  assert_string_equal(d.structs[0].tokens[3], "'s");
  assert_string_equal(d.structs[0].tokens[4], "``");
  assert_string_equal(d.structs[1].tokens[1], "café");
  assert_string_equal(d.structs[1].tokens[2], "naïve…");
  assert_int_equal(d.structs[1].col[2], 14); /* bytes, not characters */
  const CxrtStructure *s = &d.structs[2];
  assert_int_equal(s->nnodes, 3);
  assert_int_equal(ifield(&d, s, 0, "label"), -1);
  assert_int_equal(nkids(s, 0), 1);
  assert_int_equal(nkids(s, 1), 1);
  assert_int_equal(ifield(&d, s, 2, "word"), 5);
  cxrt_dataset_free(&d);
}

static void test_ptb_errors(void **state) {
  (void)state;
  CxrtReadOptions o = opts(CXRT_FMT_PTB, -1, CXRT_TREE);
  CxrtReadOptions bin = opts(CXRT_FMT_PTB, 2, CXRT_TREE);
  expect_err("(3 (2 a) (2 b)", "t.ptb", o, NULL, 1, 15,
             "unbalanced brackets: '(' opened at 1:1 is never closed; add ')'");
  /* The innermost open bracket is the one reported, at the line's end. */
  expect_err("(2 x)\n(3 (2 a) (2 (2 b) (2 c)\n", "t.ptb", o, NULL, 2, 24,
             "unbalanced brackets: '(' opened at 2:10 is never closed; add ')'");
  expect_err("(2 a))", "t.ptb", o, NULL, 1, 6, "unbalanced brackets: ')' closes nothing; remove it");
  expect_err(") (2 a)", "t.ptb", o, NULL, 1, 1, "unbalanced brackets: ')' closes nothing; remove it");
  expect_err("(3 (2 a) (2 b) (2 c))", "t.ptb", bin, NULL, 1, 1,
             "node has 3 children but the model's input is tree[2] (at most 2 children)");
  expect_err("\n(3 (2 a) (4 (2 b) (2 c) (2 d)))", "t.ptb", bin, NULL, 2, 10,
             "node has 3 children but the model's input is tree[2] (at most 2 children)");
  expect_err("(3 (2 a) (2 b))", "t.ptb", opts(CXRT_FMT_PTB, 1, CXRT_SEQ), NULL, 1, 1,
             "node has 2 children but the model's input is seq (a chain: at most 1 child)");
  expect_err("(NP (DT the))", "t.ptb", o, NULL, 1, 2,
             "expected an integer label after '(', got 'NP'; every bracket starts with its "
             "label, as in (3 (2 It) (2 works))");
  expect_err("(3 (2 a) ((2 b)))", "t.ptb", o, NULL, 1, 11,
             "expected an integer label after '(', got '('*");
  /* An integer too large is out of range, not "not an integer". */
  expect_err("(99999999999 a)", "t.ptb", o, NULL, 1, 2,
             "label 99999999999 is out of range: labels are 32-bit ints (-2147483648 to "
             "2147483647); use a smaller class number");
  expect_err("(2 (99999999999999999999 (2 a) (3 b)))", "t.ptb", o, NULL, 1, 5,
             "label 99999999999999999999 is out of range*");
  expect_err("(-2147483649 a)", "t.ptb", o, NULL, 1, 2, "label -2147483649 is out of range*");
  expect_err("(12x a)", "t.ptb", o, NULL, 1, 2, "expected an integer label after '(', got '12x'*");
  expect_err("(2 a (2 b))", "t.ptb", o, NULL, 1, 6,
             "unexpected '(' after a word: a bracket holds either one word, as in (2 word), or "
             "subtrees, as in (3 (2 a) (2 b))");
  expect_err("(3 (2 a) b)", "t.ptb", o, NULL, 1, 10, "word 'b' after a subtree*");
  expect_err("(2 a b)", "t.ptb", o, NULL, 1, 6,
             "second word 'b' in the bracket opened at 1:1; a leaf holds one word, as in (2 It)");
  expect_err("(3 (2))", "t.ptb", o, NULL, 1, 6,
             "the bracket opened at 1:4 holds a label but no word or subtree; a leaf is "
             "(LABEL WORD), as in (2 It)");
  expect_err("foo (2 a)", "t.ptb", o, NULL, 1, 1,
             "expected '(' to start a tree, got 'foo'; a PTB file holds one bracketed tree a "
             "line, as in (3 (2 It) (2 works))");
  expect_err("(2 a) (2 b)", "t.ptb", o, NULL, 1, 7,
             "unexpected '(2' after the end of the tree; a PTB file holds one tree a line");
  expect_err("(2 a) b", "t.ptb", o, NULL, 1, 7, "unexpected 'b' after the end of the tree*");

  /* A frozen vocabulary: unknown words are errors, or map to unk. */
  CxrtVocab *v = cxrt_vocab_new();
  cxrt_vocab_lookup(v, "<unk>");
  cxrt_vocab_lookup(v, "a");
  cxrt_vocab_freeze(v);
  expect_err("(2 a)\n(3 (2 a) (1 zz))", "t.ptb", o, v, 2, 13,
             "unknown word 'zz' and no --unk token; add it to the vocabulary or pass --unk TOKEN");
  CxrtError err;
  assert_int_equal(cxrt_vocab_set_unk(v, "<unk>", &err), 0);
  CxrtDataset d;
  read_ok("(3 (2 a) (1 zz))", "t.ptb", o, v, &d);
  assert_int_equal(ifield(&d, &d.structs[0], 2, "word"), 0);
  assert_string_equal(d.structs[0].tokens[2], "zz"); /* the token as written */
  assert_int_equal(cxrt_vocab_size(v), 2);
  cxrt_dataset_free(&d);
  cxrt_vocab_free(v);

  /* The node limit, at the first node past it. */
  CxrtReadOptions lim = o;
  lim.max_nodes = 3;
  expect_err("(2 a)\n(1 (2 a) (3 (4 b) (5 c)))", "t.ptb", lim, NULL, 2, 13,
             "the structure that starts on line 2 has more than 3 nodes, the limit per "
             "structure; raise the limit (--max-nodes) or split the structure");
}

/* 100,000 levels of a right-branching binary tree: (0 (1 w) (0 (1 w) ...)). */
static void test_ptb_deep(void **state) {
  (void)state;
  enum { D = 100000 };
  size_t cap = (size_t)D * 16 + 64, o = 0;
  char *t = malloc(cap);
  for (int i = 0; i < D; i++) o += (size_t)sprintf(t + o, "(0 (1 w%d) ", i % 7);
  o += (size_t)sprintf(t + o, "(1 end)");
  for (int i = 0; i < D; i++) t[o++] = ')';
  t[o++] = '\n';
  t[o] = 0;
  CxrtDataset d;
  read_ok(t, "deep.ptb", opts(CXRT_FMT_PTB, 2, CXRT_TREE), NULL, &d);
  assert_int_equal(d.nstructs, 1);
  const CxrtStructure *s = &d.structs[0];
  assert_int_equal(s->nnodes, 2 * D + 1);
  check_structure(&d, s);
  /* Walk down the spine: node 2k is internal, 2k+1 its leaf. */
  int32_t n = s->root;
  for (int i = 0; i < D; i++) {
    assert_int_equal(nkids(s, n), 2);
    assert_int_equal(kid(s, n, 0), n + 1);
    n = kid(s, n, 1);
  }
  assert_int_equal(nkids(s, n), 0);
  assert_string_equal(s->tokens[n], "end");
  cxrt_dataset_free(&d);

  /* Unclosed at that depth: the innermost bracket is reported. */
  t[o - 2] = ' ';
  t[o - 1] = 0;
  CxrtError err;
  assert_int_equal(cxrt_data_read_mem(t, strlen(t), "deep.ptb", NULL, NULL, &d, &err), -1);
  assert_int_equal(err.line, 1);
  free(t);
}

static void test_ptb_sst(void **state) {
  (void)state;
  const char *files[] = {"sst/train.txt", "sst/dev.txt", "sst/test.txt"};
  int counts[] = {9645, 1101, 2210};
  CxrtVocab *v = cxrt_vocab_new();
  for (int f = 0; f < 3; f++) {
    CxrtDataset d;
    CxrtError err = {0};
    CxrtReadOptions o = opts(CXRT_FMT_AUTO, 2, CXRT_TREE);
    if (cxrt_data_read(shared_path(files[f]), &o, v, &d, &err) != 0)
      fail_msg("%s:%d:%d: %s", err.file, err.line, err.col, err.msg);
    assert_int_equal(d.nstructs, counts[f]);
    int32_t maxlen = 0;
    for (int32_t i = 0; i < d.nstructs; i++) {
      const CxrtStructure *s = &d.structs[i];
      check_structure(&d, s);
      assert_int_equal(s->first_line, i + 1); /* one tree a line, no blanks */
      int32_t words = 0;
      for (int32_t k = 0; k < s->nnodes; k++) {
        int32_t lab = ifield(&d, s, k, "label");
        assert_true(lab >= 0 && lab <= 4);
        if (nkids(s, k) == 0) {
          words++;
          assert_non_null(s->tokens[k]);
          assert_int_equal(ifield(&d, s, k, "word"), cxrt_vocab_lookup(v, s->tokens[k]));
        } else {
          assert_int_equal(nkids(s, k), 2); /* binary, no unary chains */
          assert_int_equal(ifield(&d, s, k, "word"), -1);
        }
      }
      assert_int_equal(s->nnodes, 2 * words - 1);
      if (words > maxlen) maxlen = words;
    }
    assert_true(maxlen >= 40);
    cxrt_dataset_free(&d);
  }
  assert_true(cxrt_vocab_size(v) > 15000);
  assert_true(cxrt_vocab_lookup(v, "-LRB-") >= 0);
  cxrt_vocab_free(v);
}

/* ---- CoNLL-U ---------------------------------------------------------------- */

static const char *conllu_good =
  "# sent_id = 1\n"
  "# text = I don't know.\n"
  "1\tI\tI\tPRON\tPRP\t_\t3\tnsubj\t3:nsubj\t_\n"
  "2-3\tdon't\t_\t_\t_\t_\t_\t_\t_\t_\n"
  "2\tdo\tdo\tAUX\tVBP\t_\t3\taux\t3:aux\t_\n"
  "3\tknow\tknow\tVERB\tVB\t_\t0\troot\t0:root\t_\n"
  "3.1\tknow\tknow\tVERB\tVB\t_\t_\t_\t3:conj\t_\n"
  "4\t.\t.\tPUNCT\t.\t_\t3\tpunct:x\t3:punct\t_\n"
  "\n"
  "\n"
  "# sent_id = 2\n"
  "1\tHi\thi\tINTJ\tUH\t_\t0\troot\t0:root\t_\r\n"
  "2\tthere\tthere\t_\tRB\t_\t1\t_\t_\tSpaceAfter=No\r\n";

static void test_conllu_good(void **state) {
  (void)state;
  CxrtVocab *v = cxrt_vocab_new();
  CxrtDataset d;
  read_ok(conllu_good, "t.conllu", opts(CXRT_FMT_AUTO, -1, CXRT_TREE), v, &d);
  assert_int_equal(d.nstructs, 2);
  assert_int_equal(d.nfields, 4);
  const char *names[] = {"word", "upos", "head", "deprel"};
  for (int f = 0; f < 4; f++) {
    assert_string_equal(d.fields[f].name, names[f]);
    assert_int_equal(d.fields[f].kind, CXRT_FIELD_INT);
  }
  const CxrtStructure *s = &d.structs[0];
  check_structure(&d, s);
  assert_int_equal(s->nnodes, 4);
  assert_int_equal(s->root, 2);
  assert_int_equal(s->first_line, 3);
  assert_int_equal(nkids(s, 2), 3); /* I, do, . in token order */
  assert_int_equal(kid(s, 2, 0), 0);
  assert_int_equal(kid(s, 2, 1), 1);
  assert_int_equal(kid(s, 2, 2), 3);
  assert_string_equal(s->tokens[1], "do");
  assert_int_equal(s->line[1], 5);
  assert_int_equal(s->line[3], 8);
  assert_int_equal(s->col[3], 1);
  assert_int_equal(ifield(&d, s, 0, "upos"), 10); /* PRON */
  assert_int_equal(ifield(&d, s, 3, "upos"), 12); /* PUNCT */
  assert_int_equal(ifield(&d, s, 2, "head"), 0);
  assert_int_equal(ifield(&d, s, 0, "head"), 3);
  assert_int_equal(ifield(&d, s, 0, "deprel"), 26); /* nsubj */
  assert_int_equal(ifield(&d, s, 3, "deprel"), 32); /* punct:x -> punct */
  assert_int_equal(ifield(&d, s, 2, "word"), cxrt_vocab_lookup(v, "know"));
  s = &d.structs[1];
  check_structure(&d, s);
  assert_int_equal(s->root, 0);
  assert_string_equal(s->tokens[1], "there"); /* no '\r' */
  assert_int_equal(ifield(&d, s, 1, "upos"), -1);
  assert_int_equal(ifield(&d, s, 1, "deprel"), -1);
  cxrt_dataset_free(&d);
  cxrt_vocab_free(v);
}

static void test_conllu_errors(void **state) {
  (void)state;
  CxrtReadOptions o = opts(CXRT_FMT_CONLLU, -1, CXRT_TREE);
  expect_err("1\tThe\tthe\tDET\n", "t.conllu", o, NULL, 1, 1,
             "expected 10 tab-separated columns (ID FORM LEMMA UPOS XPOS FEATS HEAD DEPREL DEPS "
             "MISC), got 4; write _ for an empty column");
  expect_err("1 The the DET DT _ 0 root _ _\n", "t.conllu", o, NULL, 1, 1,
             "expected 10 tab-separated columns (ID FORM LEMMA UPOS XPOS FEATS HEAD DEPREL DEPS "
             "MISC), got 1; separate the columns with tabs, not spaces");
  expect_err("1\ta\ta\tX\t_\t_\t0\troot\t_\t_\n2\tb\tb\tX\t_\t_\t42\tdep\t_\t_\n", "t.conllu", o,
             NULL, 2, 13, "HEAD 42 is out of range: the sentence has 2 tokens");
  expect_err("1\ta\ta\tX\t_\t_\t0\troot\t_\t_\n2\tb\tb\tX\t_\t_\t0\troot\t_\t_\n", "t.conllu", o,
             NULL, 2, 13,
             "tokens 1 and 2 both have HEAD 0: a sentence has exactly one root; attach one of "
             "them to another token");
  expect_err("# c\n1\ta\ta\tX\t_\t_\t2\tdep\t_\t_\n2\tb\tb\tX\t_\t_\t1\tdep\t_\t_\n", "t.conllu",
             o, NULL, 2, 1,
             "no token of this sentence has HEAD 0: a sentence needs exactly one root, the token "
             "whose HEAD is 0");
  expect_err("1\ta\ta\tX\t_\t_\t2\tdep\t_\t_\n2\tb\tb\tX\t_\t_\t1\tdep\t_\t_\n"
             "3\tc\tc\tX\t_\t_\t0\troot\t_\t_\n", "t.conllu", o, NULL, 1, 13,
             "cycle in the HEAD column: token 1 is its own ancestor (1 -> 2 -> 1, each arrow "
             "going from a token to its HEAD); every token must reach the root (HEAD 0) through "
             "its HEADs");
  expect_err("1\ta\ta\tX\t_\t_\t0\troot\t_\t_\n2\tb\tb\tX\t_\t_\t2\tdep\t_\t_\n", "t.conllu", o,
             NULL, 2, 13, "cycle in the HEAD column: token 2 is its own ancestor (2 -> 2*");
  expect_err("1\ta\ta\tFOO\t_\t_\t0\troot\t_\t_\n", "t.conllu", o, NULL, 1, 7,
             "unknown UPOS tag 'FOO'; the UD tags are ADJ ADP ADV AUX CCONJ DET INTJ NOUN NUM "
             "PART PRON PROPN PUNCT SCONJ SYM VERB X (or _ for none)");
  expect_err("1\ta\ta\tX\t_\t_\t0\tfoo:bar\t_\t_\n", "t.conllu", o, NULL, 1, 15,
             "unknown DEPREL 'foo:bar'; the universal relations are acl advcl*");
  expect_err("1\ta\ta\tX\t_\t_\t0\troot\t_\t_\n3\tb\tb\tX\t_\t_\t1\tdep\t_\t_\n", "t.conllu", o,
             NULL, 2, 1,
             "token ID 3 out of order: expected 2 (IDs count 1, 2, 3, ... within a sentence; is "
             "the blank line between two sentences missing?)");
  expect_err("x\ta\ta\tX\t_\t_\t0\troot\t_\t_\n", "t.conllu", o, NULL, 1, 1,
             "expected a token ID (1, 2, 3, ...), a range such as 3-4 or an empty node such as "
             "8.1, got 'x'");
  expect_err("1\ta\ta\tX\t_\t_\t_\troot\t_\t_\n", "t.conllu", o, NULL, 1, 13,
             "HEAD expected a token ID or 0 for the root, got '_'");
  /* integers beyond int32: out of range or out of order, not "expected" */
  expect_err("1\ta\ta\tX\t_\t_\t99999999999\troot\t_\t_\n", "t.conllu", o, NULL, 1, 13,
             "HEAD 99999999999 is out of range: a HEAD is the ID of a token of the sentence, or 0 for the root");
  expect_err("1\ta\ta\tX\t_\t_\t0\troot\t_\t_\n99999999999\tb\tb\tX\t_\t_\t1\tdep\t_\t_\n", "t.conllu", o,
             NULL, 2, 1, "token ID 99999999999 out of order: expected 2 (IDs count 1, 2, 3, ... within a sentence)");
  expect_err("1\t\ta\tX\t_\t_\t0\troot\t_\t_\n", "t.conllu", o, NULL, 1, 3,
             "the FORM column is empty*");
  /* tree[2]: the token with three dependents. */
  expect_err("1\ta\ta\tX\t_\t_\t4\tdep\t_\t_\n2\tb\tb\tX\t_\t_\t4\tdep\t_\t_\n"
             "3\tc\tc\tX\t_\t_\t4\tdep\t_\t_\n4\td\td\tX\t_\t_\t0\troot\t_\t_\n", "t.conllu",
             opts(CXRT_FMT_CONLLU, 2, CXRT_TREE), NULL, 4, 1,
             "token 4 has 3 children but the model's input is tree[2] (at most 2 children)");
}

static void test_conllu_ewt(void **state) {
  (void)state;
  const char *path = shared_path("ud/en_ewt-ud-dev.conllu");
  /* Count the plain token lines independently of the reader. */
  FILE *f = fopen(path, "r");
  assert_non_null(f);
  char line[65536];
  long tokens = 0, multi = 0, empty = 0;
  while (fgets(line, sizeof line, f)) {
    if (line[0] < '0' || line[0] > '9') continue;
    size_t k = strspn(line, "0123456789");
    if (line[k] == '\t') tokens++;
    else if (line[k] == '-') multi++;
    else if (line[k] == '.') empty++;
  }
  fclose(f);
  assert_true(multi > 0 && empty > 0);

  CxrtVocab *v = cxrt_vocab_new();
  CxrtDataset d;
  CxrtError err = {0};
  CxrtReadOptions o = opts(CXRT_FMT_AUTO, -1, CXRT_TREE);
  if (cxrt_data_read(path, &o, v, &d, &err) != 0)
    fail_msg("%s:%d:%d: %s", err.file, err.line, err.col, err.msg);
  assert_int_equal(d.nstructs, 2001);
  long total = 0;
  int32_t longest = 0;
  for (int32_t i = 0; i < d.nstructs; i++) {
    const CxrtStructure *s = &d.structs[i];
    check_structure(&d, s);
    total += s->nnodes;
    if (s->nnodes > longest) longest = s->nnodes;
    assert_int_equal(ifield(&d, s, s->root, "head"), 0);
    assert_int_equal(ifield(&d, s, s->root, "deprel"), 34); /* root */
    for (int32_t k = 0; k < s->nnodes; k++) {
      assert_true(ifield(&d, s, k, "upos") >= 0);
      assert_true(ifield(&d, s, k, "deprel") >= 0);
      for (int32_t c = s->child_start[k]; c < s->child_start[k + 1]; c++)
        assert_int_equal(ifield(&d, s, s->children[c], "head"), k + 1);
    }
  }
  assert_int_equal(total, tokens);
  assert_true(longest >= 50);
  assert_int_equal(d.structs[0].nnodes, 7); /* From the AP comes this story : */
  assert_string_equal(d.structs[0].tokens[3], "comes");
  assert_int_equal(d.structs[0].root, 3);
  cxrt_dataset_free(&d);
  cxrt_vocab_free(v);
}

/* ---- graph format ------------------------------------------------------------- */

static void test_graph_good(void **state) {
  (void)state;
  CxrtVocab *v = cxrt_vocab_new();
  CxrtDataset d;
  const char *text =
    "# a tree with forward references and identifiers\n"
    "root: left right | word=-1 label=3 vec=0.5,1\n"
    "  left: | word=It label=2 vec=1e-3,-2.5\n"
    "# a comment inside\n"
    "right:|word=\"1990\" label=4 vec=0,0\n"
    "\n\n"
    "0: 1 2 |  label=1 vec=1.5,2 word=7\n"
    "1: 2 | word=\"a \\\"quoted\\\"\\tword\" label=0 vec=3,4\n"
    "2: | label=0 word=It vec=5,6\n";
  read_ok(text, "t.graph", opts(CXRT_FMT_AUTO, -1, CXRT_DAG), v, &d);
  assert_int_equal(d.nstructs, 2);
  assert_int_equal(d.nfields, 3);
  assert_string_equal(d.fields[0].name, "word");
  assert_int_equal(d.fields[0].kind, CXRT_FIELD_INT);
  assert_string_equal(d.fields[1].name, "label");
  assert_string_equal(d.fields[2].name, "vec");
  assert_int_equal(d.fields[2].kind, CXRT_FIELD_VEC);
  assert_int_equal(d.fields[2].dim, 2);
  const CxrtStructure *s = &d.structs[0];
  check_structure(&d, s);
  assert_int_equal(s->nnodes, 3);
  assert_int_equal(s->root, 0);
  assert_int_equal(kid(s, 0, 0), 1);
  assert_int_equal(kid(s, 0, 1), 2);
  assert_int_equal(s->line[1], 3);
  assert_int_equal(s->col[1], 3);
  assert_int_equal(ifield(&d, s, 0, "word"), -1);
  assert_null(s->tokens[0]);
  assert_string_equal(s->tokens[1], "It");
  assert_string_equal(s->tokens[2], "1990");
  assert_int_equal(ifield(&d, s, 1, "word"), cxrt_vocab_lookup(v, "It"));
  assert_int_equal(ifield(&d, s, 2, "word"), cxrt_vocab_lookup(v, "1990"));
  assert_int_equal(ifield(&d, s, 2, "label"), 4);
  assert_true(s->vfields[2][0] == 0.5f && s->vfields[2][1] == 1.0f);
  assert_true(s->vfields[2][2] == 1e-3f && s->vfields[2][3] == -2.5f);
  s = &d.structs[1];
  check_structure(&d, s);
  assert_int_equal(s->first_line, 8);
  /* A DAG: node 2 has two parents. */
  assert_int_equal(nkids(s, 0), 2);
  assert_int_equal(kid(s, 1, 0), 2);
  assert_int_equal(ifield(&d, s, 0, "word"), 7);
  assert_null(s->tokens[0]);
  assert_string_equal(s->tokens[1], "a \"quoted\"\tword");
  assert_int_equal(ifield(&d, s, 2, "word"), cxrt_vocab_lookup(v, "It"));
  assert_true(s->vfields[2][2 * 2 + 1] == 6.0f);
  cxrt_dataset_free(&d);

  /* No fields at all; a self-contained chain. */
  read_ok("a: b\nb: c\nc:\n", "t.graph", opts(CXRT_FMT_GRAPH, 1, CXRT_SEQ), v, &d);
  assert_int_equal(d.nfields, 0);
  assert_int_equal(d.structs[0].root, 0);
  cxrt_dataset_free(&d);
  cxrt_vocab_free(v);
}

static void test_graph_errors(void **state) {
  (void)state;
  CxrtReadOptions dag = opts(CXRT_FMT_GRAPH, -1, CXRT_DAG);
  CxrtReadOptions tree = opts(CXRT_FMT_GRAPH, -1, CXRT_TREE);
  expect_err("0: 1 z\n1:\n", "t.graph", dag, NULL, 1, 6,
             "unknown child 'z': no node 'z:' in this structure (a blank line ends a structure)");
  expect_err("0: 1\n\n1:\n", "t.graph", dag, NULL, 1, 4, "unknown child '1'*");
  expect_err("0: 1\n1:\n  0: \n", "t.graph", dag, NULL, 3, 3,
             "duplicate node id '0': already defined at 1:1; node ids are unique within a "
             "structure");
  expect_err("7: 3\n3: 7\n", "t.graph", dag, NULL, 1, 1,
             "cycle in the graph: node 7 is its own descendant (7 -> 3 -> 7); a structure must "
             "be acyclic, so remove one of these edges");
  expect_err("r: a\na: b\nb: c\nc: a\n", "t.graph", dag, NULL, 2, 1,
             "cycle in the graph: node a is its own descendant (a -> b -> c -> a)*");
  /* In a tree every node has one parent: a cycle is then cut off from
   * the root. */
  expect_err("r: x\nx:\nb: a\na: b\n", "t.graph", tree, NULL, 3, 1,
             "cycle in the graph: node b is its own descendant (b -> a -> b)*");
  expect_err("r: x\nx: x\n", "t.graph", dag, NULL, 2, 1,
             "cycle in the graph: node x is its own descendant (x -> x)*");
  expect_err("0: 1\n1:\n4: 5\n5:\n", "t.graph", dag, NULL, 3, 1,
             "no unique root: nodes 0 and 4 are not the child of any node; a structure has "
             "exactly one root, so add the missing edges or separate the structures with a "
             "blank line");
  expect_err("a:\nb:\nc:\nd:\ne:\nf:\ng:\n", "t.graph", dag, NULL, 2, 1,
             "no unique root: nodes a, b, c, d, e (and 2 more) are not the child of any node*");
  expect_err("r: a b\na: c\nb: c\nc:\n", "t.graph", tree, NULL, 4, 1,
             "node c has 2 parents (a and b) but the model's input is a tree, where a node has "
             "one parent; declare the input as dag to share nodes");
  expect_err("r: a b c\na: c\nb: c\nc:\n", "t.graph", tree, NULL, 4, 1,
             "node c has 3 parents (r, a and 1 more) but the model's input is a tree*");
  expect_err("r: a b c\na:\nb:\nc:\n", "t.graph", opts(CXRT_FMT_GRAPH, 2, CXRT_TREE), NULL, 1, 1,
             "node r has 3 children but the model's input is tree[2] (at most 2 children)");
  expect_err("0: | label=abc\n", "t.graph", dag, NULL, 1, 12,
             "field 'label' expected a number: an integer (label=3) or floats separated by "
             "commas (label=0.5,1.0), got 'abc'");
  expect_err("0: 1 | label=1\n1: | label=x2\n", "t.graph", dag, NULL, 2, 12,
             "expected a decimal integer for int field 'label' (an int on the file's first "
             "node, line 1), got 'x2'");
  /* Int fields are int32: a decimal integer outside that range is out of
   * range at its column (not a vector of one that the model then
   * rejects), on the first node and on later ones. */
  expect_err("0: 1 | x=1,2,3 k=99999999999\n1: | x=1,2,3 k=2\n", "t.graph", dag, NULL, 1, 18,
             "field 'k' = 99999999999 is out of range for an int (-2147483648 to 2147483647: "
             "int fields are 32-bit); use a smaller value, or write a float (k=99999999999.0) "
             "for a vector of one");
  expect_err("0: | k=-2147483649\n", "t.graph", dag, NULL, 1, 8,
             "field 'k' = -2147483649 is out of range for an int*");
  expect_err("0: 1 | k=1\n1: | k=2147483648\n", "t.graph", dag, NULL, 2, 8,
             "field 'k' = 2147483648 is out of range for an int (-2147483648 to 2147483647: "
             "int fields are 32-bit); use a smaller value");
  expect_err("0: | word=99999999999\n", "t.graph", dag, NULL, 1, 11,
             "word id 99999999999 is out of range: ids are 32-bit ints (-2147483648 to "
             "2147483647); a token that looks like an integer is written in quotes "
             "(word=\"99999999999\")");
  /* Numbers are decimal: hex is an error at its column, as an int or as
   * a vector element. */
  expect_err("0: 1 | x=1,2,3 k=0x10\n1: | x=1,2,3 k=2\n", "t.graph", dag, NULL, 1, 18,
             "field 'k' has the hexadecimal value '0x10'; numbers in the graph format are "
             "decimal (0.5, -2, 1e-3): write it in decimal (16)");
  expect_err("0: 1 | x=1,2,3 k=1\n1: | x=1,2,3 k=0x10\n", "t.graph", dag, NULL, 2, 16,
             "expected a decimal integer for int field 'k' (an int on the file's first node, "
             "line 1), got '0x10'");
  expect_err("0: | x=1,0x1p-1,3\n", "t.graph", dag, NULL, 1, 10,
             "field 'x' has the hexadecimal value '0x1p-1'; numbers in the graph format are "
             "decimal (0.5, -2, 1e-3): write it in decimal (0.5)");
  /* Vector values are finite: NaN and infinities are errors at their
   * column, like overflow. */
  expect_err("0: 1 | x=1,2,3 k=1\n1: | x=1,nan,3 k=2\n", "t.graph", dag, NULL, 2, 10,
             "field 'x' has the non-finite value 'nan'; vector values must be finite numbers "
             "(NaN and infinities are not data): replace it");
  expect_err("0: | x=-inf\n", "t.graph", dag, NULL, 1, 8,
             "field 'x' has the non-finite value '-inf'*");
  expect_err("0: | x=1,Infinity\n", "t.graph", dag, NULL, 1, 10,
             "field 'x' has the non-finite value 'Infinity'*");
  expect_err("0: | x=NAN(1)\n", "t.graph", dag, NULL, 1, 8, "field 'x' has the non-finite value*");
  expect_err("0: | x=1,1e999,3\n", "t.graph", dag, NULL, 1, 10,
             "field 'x' value 1e999 is out of range for a float (the largest is about 3.4e38); "
             "vector values are 32-bit floats");
  expect_err("0: | x=1,1.5x\n", "t.graph", dag, NULL, 1, 10,
             "field 'x' expected numbers separated by commas, got '1.5x'");
  expect_err("0: | x=1,+\n", "t.graph", dag, NULL, 1, 10,
             "field 'x' expected numbers separated by commas, got '+'");
  expect_err("0: | x=1,2e\n", "t.graph", dag, NULL, 1, 10,
             "field 'x' expected numbers separated by commas, got '2e'");
  expect_err("0: 1 | word=1 label=2\n1: | word=3\n", "t.graph", dag, NULL, 2, 1,
             "node 1 lacks field 'label'; every node of a file gives the same fields (here: "
             "word, label)");
  expect_err("0: 1 | word=1\n1: | word=3 feat=1\n", "t.graph", dag, NULL, 2, 13,
             "field 'feat' of node 1 is not on the file's first node (line 1), which gives: "
             "word; every node of a file gives the same fields");
  expect_err("0: 1 | v=1,2\n1: | v=3,4,5\n", "t.graph", dag, NULL, 2, 8,
             "field 'v' of node 1 has 3 values, but the file's first node (line 1) gives it 2; "
             "every node gives a field the same length");
  expect_err("0: | v=1,2,3\n\n0: | v=3\n", "t.graph", dag, NULL, 3, 8,
             "field 'v' of node 0 has 1 value, but the file's first node (line 1) gives it 3*");
  expect_err("0: | v=1,x\n", "t.graph", dag, NULL, 1, 10,
             "field 'v' expected numbers separated by commas, got 'x'");
  expect_err("0: | v=1,,2\n", "t.graph", dag, NULL, 1, 10,
             "field 'v' expected numbers separated by commas, got ''");
  expect_err("0: | v=1e999\n", "t.graph", dag, NULL, 1, 8,
             "field 'v' value 1e999 is out of range for a float*");
  expect_err("0: | a=1 a=2\n", "t.graph", dag, NULL, 1, 10, "field 'a' is given twice on node 0");
  expect_err("0 1 2\n", "t.graph", dag, NULL, 1, 3,
             "expected ':' after the node id '0'; a node line reads `ID: CHILD ... | "
             "field=VALUE ...`");
  expect_err(": 1\n", "t.graph", dag, NULL, 1, 1, "expected a node id at the start of the line, got ':'*");
  expect_err("0: 1 2: 3\n", "t.graph", dag, NULL, 1, 7,
             "unexpected ':' after the child '2'; put each node on its own line (`ID: CHILD ...`)");
  expect_err("0: | 9x=1\n", "t.graph", dag, NULL, 1, 6,
             "'9x' is not a field name: a name is letters, digits and _, and does not start "
             "with a digit");
  expect_err("0: | x\n", "t.graph", dag, NULL, 1, 6, "expected name=VALUE after '|', got 'x'");
  expect_err("0: | x= y=1\n", "t.graph", dag, NULL, 1, 8, "field 'x' has no value after '='");
  expect_err("0: | word=\"abc\n", "t.graph", dag, NULL, 1, 11,
             "the string that starts here is never closed; add '\"' before the end of the line");
  expect_err("0: | word=\"a\\qb\"\n", "t.graph", dag, NULL, 1, 13, "unknown escape '\\q'*");
  expect_err("0: | word=\"\"\n", "t.graph", dag, NULL, 1, 11,
             "the word is empty; give a token, or -1 for no word");
  expect_err("0: | label=\"3\"\n", "t.graph", dag, NULL, 1, 12,
             "field 'label' expected a number, got a string; only `word` takes tokens");
  expect_err("0: | word=-2\n", "t.graph", dag, NULL, 1, 11,
             "word id -2 is negative; a word is a vocabulary id >= 0, or -1 for none");
  CxrtVocab *v = cxrt_vocab_new();
  cxrt_vocab_lookup(v, "a");
  cxrt_vocab_freeze(v);
  expect_err("0: 1 | word=0\n1: | word=5\n", "t.graph", dag, v, 2, 11,
             "word id 5 is out of range: the vocabulary has 1 tokens");
  expect_err("0: | word=b\n", "t.graph", dag, v, 1, 11, "unknown word 'b' and no --unk token*");
  cxrt_vocab_free(v);
}

/* The numbers the graph format accepts: decimal ints at the int32
 * limits, decimal floats in every spelling strtof agrees on, underflow
 * to a denormal or 0; a token that looks like a large integer, quoted. */
static void test_graph_numbers(void **state) {
  (void)state;
  CxrtDataset d;
  CxrtVocab *v = cxrt_vocab_new();
  read_ok("0: 1 | k=2147483647 x=.5,5.,-1e-3,1E+2,+2,1e-45,1e-50 word=\"99999999999\"\n"
          "1: | k=-2147483648 x=0,-0,3.4e38,1,1,1,1 word=-1\n",
          "t.graph", opts(CXRT_FMT_GRAPH, -1, CXRT_DAG), v, &d);
  const CxrtStructure *s = &d.structs[0];
  assert_int_equal(ifield(&d, s, 0, "k"), INT32_MAX);
  assert_int_equal(ifield(&d, s, 1, "k"), INT32_MIN);
  assert_string_equal(s->tokens[0], "99999999999");
  int x = -1;
  for (int f = 0; f < d.nfields; f++)
    if (strcmp(d.fields[f].name, "x") == 0) x = f;
  assert_int_equal(d.fields[x].kind, CXRT_FIELD_VEC);
  assert_int_equal(d.fields[x].dim, 7);
  const float want[] = {0.5f, 5.0f, -1e-3f, 100.0f, 2.0f, 1e-45f, 0.0f, 0.0f, -0.0f, 3.4e38f};
  for (int k = 0; k < 10; k++) assert_true(s->vfields[x][k] == want[k]);
  /* Written back, the integer-like token is quoted and reads back as the
   * same token. */
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  assert_non_null(f);
  assert_int_equal(cxrt_graph_write(f, &d, v), 0);
  fclose(f);
  assert_non_null(strstr(buf, "word=\"99999999999\""));
  CxrtDataset e;
  read_ok(buf, "t.graph", opts(CXRT_FMT_GRAPH, -1, CXRT_DAG), v, &e);
  assert_string_equal(e.structs[0].tokens[0], "99999999999");
  cxrt_dataset_free(&e);
  free(buf);
  cxrt_dataset_free(&d);
  cxrt_vocab_free(v);
}

/* Compares two datasets node by node. */
static void assert_same(const CxrtDataset *a, const CxrtDataset *b) {
  assert_int_equal(a->nstructs, b->nstructs);
  assert_int_equal(a->nfields, b->nfields);
  for (int f = 0; f < a->nfields; f++) {
    assert_string_equal(a->fields[f].name, b->fields[f].name);
    assert_int_equal(a->fields[f].kind, b->fields[f].kind);
    assert_int_equal(a->fields[f].dim, b->fields[f].dim);
  }
  for (int32_t i = 0; i < a->nstructs; i++) {
    const CxrtStructure *s = &a->structs[i], *t = &b->structs[i];
    assert_int_equal(s->nnodes, t->nnodes);
    assert_int_equal(s->root, t->root);
    assert_memory_equal(s->child_start, t->child_start, (size_t)(s->nnodes + 1) * sizeof(int32_t));
    assert_memory_equal(s->children, t->children, (size_t)s->child_start[s->nnodes] * sizeof(int32_t));
    if (a->nfields)
      assert_memory_equal(s->ifields, t->ifields, (size_t)s->nnodes * (size_t)a->nfields * sizeof(int32_t));
    for (int f = 0; f < a->nfields; f++)
      if (a->fields[f].kind == CXRT_FIELD_VEC)
        assert_memory_equal(s->vfields[f], t->vfields[f],
                            (size_t)s->nnodes * (size_t)a->fields[f].dim * sizeof(float));
    for (int32_t k = 0; k < s->nnodes; k++) {
      if (s->tokens[k] && t->tokens[k]) assert_string_equal(s->tokens[k], t->tokens[k]);
      else assert_true(!s->tokens[k] == !t->tokens[k]);
    }
  }
}

/* Writes d as graph text and reads it back with the same vocabulary. */
static void round_trip(const CxrtDataset *d, CxrtVocab *v, CxrtDataset *back) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  assert_int_equal(cxrt_graph_write(f, d, v), 0);
  fclose(f);
  CxrtError err = {0};
  CxrtReadOptions o = opts(CXRT_FMT_AUTO, -1, CXRT_DAG);
  if (cxrt_data_read_mem(buf, len, "dump.graph", &o, v, back, &err) != 0)
    fail_msg("re-reading the dump failed: %d:%d: %s", err.line, err.col, err.msg);
  free(buf);
}

static void test_graph_round_trip(void **state) {
  (void)state;
  CxrtVocab *v = cxrt_vocab_new();
  CxrtDataset d, back;

  /* PTB: leaves write word=TOKEN, internal nodes word=-1; numeric-looking
   * and odd tokens are quoted. */
  read_ok("(3 (2 It) (4 (2 1990) (2 \"a\\b\")))\n(1 (0 -5) (2 #))\n", "t.ptb",
          opts(CXRT_FMT_PTB, -1, CXRT_TREE), v, &d);
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  assert_int_equal(cxrt_graph_write(f, &d, v), 0);
  fclose(f);
  assert_non_null(strstr(buf, "0: 1 2 | word=-1 label=3\n1: | word=It label=2\n"));
  assert_non_null(strstr(buf, "3: | word=\"1990\" label=2\n"));
  assert_non_null(strstr(buf, "4: | word=\"\\\"a\\\\b\\\"\" label=2\n"));
  assert_non_null(strstr(buf, "\n\n0: 1 2 | word=-1 label=1\n1: | word=\"-5\" label=0\n2: | word=# label=2\n"));
  free(buf);
  round_trip(&d, v, &back);
  assert_same(&d, &back);
  cxrt_dataset_free(&back);
  cxrt_dataset_free(&d);

  /* Graph with vectors (a one-element vector stays a vector) and a DAG. */
  read_ok("0: 1 2 | word=5 x=1.0 v=0.1,-2e-30,3.5\n1: 2 | word=\"7\" x=2 v=1,2,3\n"
          "2: | word=-1 x=-0.0 v=1e30,0.333333343,-1\n",
          "t.graph", opts(CXRT_FMT_GRAPH, -1, CXRT_DAG), v, &d);
  assert_int_equal(d.fields[1].kind, CXRT_FIELD_VEC);
  round_trip(&d, v, &back);
  assert_same(&d, &back);
  cxrt_dataset_free(&back);
  cxrt_dataset_free(&d);

  /* CoNLL-U, and the whole SST dev set. */
  read_ok(conllu_good, "t.conllu", opts(CXRT_FMT_CONLLU, -1, CXRT_TREE), v, &d);
  round_trip(&d, v, &back);
  assert_same(&d, &back);
  cxrt_dataset_free(&back);
  cxrt_dataset_free(&d);

  CxrtError err = {0};
  CxrtReadOptions o = opts(CXRT_FMT_AUTO, 2, CXRT_TREE);
  if (cxrt_data_read(shared_path("sst/dev.txt"), &o, v, &d, &err) != 0)
    fail_msg("%s: %s", err.file, err.msg);
  round_trip(&d, v, &back);
  assert_same(&d, &back);
  cxrt_dataset_free(&back);

  /* With a frozen vocabulary and unk, an unknown word is written as the
   * unk id so that it reads back to the same id. */
  cxrt_dataset_free(&d);
  CxrtVocab *fv = cxrt_vocab_new();
  cxrt_vocab_lookup(fv, "<unk>");
  cxrt_vocab_lookup(fv, "It");
  cxrt_vocab_freeze(fv);
  assert_int_equal(cxrt_vocab_set_unk(fv, "<unk>", &err), 0);
  read_ok("(3 (2 It) (2 works))\n", "t.ptb", opts(CXRT_FMT_PTB, 2, CXRT_TREE), fv, &d);
  round_trip(&d, fv, &back);
  assert_int_equal(back.structs[0].ifields[2 * 2], 0);
  assert_string_equal(back.structs[0].tokens[1], "It");
  cxrt_dataset_free(&back);
  cxrt_dataset_free(&d);
  cxrt_vocab_free(fv);
  cxrt_vocab_free(v);
}

/* ---- sequences ----------------------------------------------------------------- */

static void test_seq(void **state) {
  (void)state;
  CxrtVocab *v = cxrt_vocab_new();
  CxrtDataset d;
  read_ok("the cat  sat\n\n\tthe dog\r\n", "t.seq", opts(CXRT_FMT_AUTO, 1, CXRT_SEQ), v, &d);
  assert_int_equal(d.nstructs, 2);
  assert_int_equal(d.nfields, 1);
  assert_string_equal(d.fields[0].name, "word");
  const CxrtStructure *s = &d.structs[0];
  check_structure(&d, s);
  assert_int_equal(s->nnodes, 3);
  assert_int_equal(s->root, 2);
  assert_int_equal(nkids(s, 0), 0);
  assert_int_equal(kid(s, 1, 0), 0);
  assert_int_equal(kid(s, 2, 0), 1);
  assert_int_equal(s->col[2], 10);
  assert_int_equal(s->ifields[2], 2);
  s = &d.structs[1];
  assert_int_equal(s->first_line, 3);
  assert_int_equal(s->col[0], 2);
  assert_int_equal(s->ifields[0], 0);
  assert_string_equal(s->tokens[1], "dog");
  cxrt_dataset_free(&d);

  CxrtVocab *fv = cxrt_vocab_new();
  cxrt_vocab_lookup(fv, "the");
  cxrt_vocab_freeze(fv);
  expect_err("the the\nthe cat", "t.seq", opts(CXRT_FMT_SEQ, 1, CXRT_SEQ), fv, 2, 5,
             "unknown word 'cat' and no --unk token; add it to the vocabulary or pass --unk TOKEN");
  cxrt_vocab_free(fv);
  CxrtReadOptions lim = opts(CXRT_FMT_SEQ, 1, CXRT_SEQ);
  lim.max_nodes = 2;
  expect_err("a b\na b c\n", "t.seq", lim, NULL, 2, 5, "the structure that starts on line 2*");

  /* 100,000 elements. */
  enum { N = 100000 };
  char *t = malloc((size_t)N * 8 + 2);
  size_t o = 0;
  for (int i = 0; i < N; i++) o += (size_t)sprintf(t + o, "w%d ", i % 1000);
  t[o++] = '\n';
  t[o] = 0;
  read_ok(t, "long.seq", opts(CXRT_FMT_SEQ, 1, CXRT_SEQ), v, &d);
  s = &d.structs[0];
  assert_int_equal(s->nnodes, N);
  assert_int_equal(s->root, N - 1);
  check_structure(&d, s);
  for (int32_t i = 1; i < N; i++) assert_int_equal(kid(s, i, 0), i - 1);
  cxrt_dataset_free(&d);
  free(t);
  cxrt_vocab_free(v);
}

/* ---- files, text checks, detection, binding ---------------------------------- */

static void test_bad_files(void **state) {
  (void)state;
  CxrtDataset d;
  CxrtError err = {0};
  assert_int_equal(cxrt_data_read("/nonexistent/x.ptb", NULL, NULL, &d, &err), -1);
  assert_string_equal(err.file, "/nonexistent/x.ptb");
  assert_string_equal(err.msg, "cannot open /nonexistent/x.ptb: No such file or directory; check the path");
  assert_int_equal(cxrt_data_read("/tmp", NULL, NULL, &d, &err), -1);
  assert_string_equal(err.msg, "/tmp is a folder, not a file; pass the data file inside it");

  char dir[] = "/tmp/cxrdXXXXXX";
  assert_non_null(mkdtemp(dir));
  char path[64];
  snprintf(path, sizeof path, "%s/empty.txt", dir);
  FILE *f = fopen(path, "w");
  fclose(f);
  assert_int_equal(cxrt_data_read(path, NULL, NULL, &d, &err), -1);
  char want[256];
  snprintf(want, sizeof want, "no structures in %s (the file is empty)", path);
  assert_string_equal(err.msg, want);
  assert_int_equal(err.line, 0);
  /* A real file, read whole (also through the pipe-style growth). */
  f = fopen(path, "w");
  fputs("(2 a)\n(3 (2 b) (2 c))\n", f);
  fclose(f);
  assert_int_equal(cxrt_data_read(path, NULL, NULL, &d, &err), 0);
  assert_int_equal(d.nstructs, 2);
  cxrt_dataset_free(&d);
  remove(path);
  rmdir(dir);

  CxrtReadOptions o = opts(CXRT_FMT_AUTO, -1, CXRT_DAG);
  expect_err("", "e.ptb", o, NULL, 0, 0, "no structures in e.ptb (the file is empty)");
  expect_err("\xEF\xBB\xBF", "e.ptb", o, NULL, 0, 0, "no structures in e.ptb (the file is empty)");
  expect_err("\n  \n\t\n", "b.ptb", o, NULL, 0, 0,
             "no structures in b.ptb (it holds only blank lines); a ptb file holds one bracketed "
             "tree a line, e.g. (3 (2 It) (2 works))");
  expect_err("# only\n\n# comments\n", "c.graph", o, NULL, 0, 0,
             "no structures in c.graph (it holds only blank lines and comments)*");
  expect_err_("(2 a)\n(2 b\0c)", 12, "n.ptb", o, NULL, 2, 5,
              "not a text file: it contains a NUL byte (at byte offset 10); data files are "
              "UTF-8 text, so check that this is the right file", __FILE__, __LINE__);
  expect_err("(2 caf\xe9)\n", "l.ptb", o, NULL, 1, 7,
             "not UTF-8 text: byte 0xE9 does not start a valid UTF-8 character; convert the file "
             "to UTF-8 (e.g. iconv -f latin1 -t utf-8)");
  expect_err("(2 \xc0\xaf)\n", "l.ptb", o, NULL, 1, 4, "not UTF-8 text: byte 0xC0*"); /* overlong */
  expect_err("(2 \xed\xa0\x80)\n", "l.ptb", o, NULL, 1, 4, "not UTF-8 text: byte 0xED*"); /* surrogate */
  expect_err("(2 a\xe2\x82)\n", "l.ptb", o, NULL, 1, 5, "not UTF-8 text*"); /* truncated */
  /* Binary junk: rejected, never read past its end. */
  unsigned char junk[300];
  for (int i = 0; i < 300; i++) junk[i] = (unsigned char)(i * 37 + 11);
  assert_int_equal(cxrt_data_read_mem((const char *)junk, sizeof junk, "j.bin", NULL, NULL, &d, &err), -1);

  /* A BOM is skipped. */
  read_ok("\xEF\xBB\xBF(2 a)\n", "bom.ptb", o, NULL, &d);
  assert_string_equal(d.structs[0].tokens[0], "a");
  cxrt_dataset_free(&d);
}

static void test_detect(void **state) {
  (void)state;
  CxrtDataFormat f = CXRT_FMT_AUTO;
  assert_int_equal(cxrt_format_parse("ptb", &f), 0);
  assert_int_equal(f, CXRT_FMT_PTB);
  assert_int_equal(cxrt_format_parse("conllu", &f), 0);
  assert_int_equal(f, CXRT_FMT_CONLLU);
  assert_int_equal(cxrt_format_parse("graph", &f), 0);
  assert_int_equal(f, CXRT_FMT_GRAPH);
  assert_int_equal(cxrt_format_parse("seq", &f), 0);
  assert_int_equal(f, CXRT_FMT_SEQ);
  assert_int_equal(cxrt_format_parse("auto", &f), 0);
  assert_int_equal(f, CXRT_FMT_AUTO);
  assert_int_equal(cxrt_format_parse("json", &f), -1);
  assert_string_equal(cxrt_format_name(CXRT_FMT_CONLLU), "conllu");
  assert_string_equal(cxrt_format_name(CXRT_FMT_PTB), "ptb");

  CxrtReadOptions o = opts(CXRT_FMT_AUTO, -1, CXRT_DAG);
  struct { const char *name, *text, *field; int nodes; } cases[] = {
    {"a.txt", "(2 (2 a) (2 b))\n", "label", 3},           /* .txt with '(' -> PTB */
    {"a.txt", "a b c\n", NULL, 3},                        /* .txt without -> content: seq */
    {"data", "  \n(2 a)\n", "label", 1},                  /* content: PTB */
    {"data", "# c\n1\ta\ta\tX\t_\t_\t0\troot\t_\t_\n", "upos", 1}, /* content: CoNLL-U */
    {"data", "# c\nr: a | k=1\na: | k=2\n", "k", 2},      /* content: graph */
    {"data", "r:\n", NULL, 1},                            /* content: graph */
    {"data", "note:this is text\n", NULL, 3},             /* content: seq */
    {"data", "Note: this is\nnot a graph\n", NULL, 3},    /* content: seq */
    {"x.conllu", "1\ta\ta\tX\t_\t_\t0\troot\t_\t_\n", "head", 1},
    {"x.g", "0:|k=1\n", "k", 1},
    {"x.seq", "(a b)\n", NULL, 2},                        /* extension wins */
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    CxrtDataset d;
    read_ok(cases[i].text, cases[i].name, o, NULL, &d);
    assert_int_equal(d.structs[0].nnodes, cases[i].nodes);
    if (cases[i].field) {
      bool found = false;
      for (int k = 0; k < d.nfields; k++) found |= strcmp(d.fields[k].name, cases[i].field) == 0;
      if (!found) fail_msg("case %zu: no field %s", i, cases[i].field);
    }
    cxrt_dataset_free(&d);
  }
}

static void test_bind(void **state) {
  (void)state;
  CxrtDataset d;
  read_ok("0: 1 | word=the label=1 feat=0.5,0.5\n1: | word=a label=2 feat=1,2\n", "t.graph",
          opts(CXRT_FMT_GRAPH, -1, CXRT_TREE), NULL, &d);
  CxrtFieldInfo mf[] = {{"label", CXRT_FIELD_INT, 0}, {"feat", CXRT_FIELD_VEC, 2},
                        {"word", CXRT_FIELD_INT, 0}};
  CxrtModelInfo m = {0};
  m.fields = mf;
  m.nfields = 3;
  int map[3] = {-1, -1, -1};
  CxrtError err = {0};
  assert_int_equal(cxrt_dataset_bind(&d, &m, map, &err), 0);
  assert_int_equal(map[0], 1);
  assert_int_equal(map[1], 2);
  assert_int_equal(map[2], 0);
  mf[1].dim = 3;
  assert_int_equal(cxrt_dataset_bind(&d, &m, map, &err), -1);
  assert_string_equal(err.msg, "the model's input field 'feat' is a vector [3], but t.graph gives "
                               "it as a vector [2]; make the model's input and the data agree");
  mf[1].kind = CXRT_FIELD_INT;
  assert_int_equal(cxrt_dataset_bind(&d, &m, map, &err), -1);
  assert_string_equal(err.msg, "the model's input field 'feat' is an int, but t.graph gives it as "
                               "a vector [2]; make the model's input and the data agree");
  cxrt_dataset_free(&d);

  read_ok("(2 a)", "t.ptb", opts(CXRT_FMT_PTB, -1, CXRT_TREE), NULL, &d);
  mf[1].kind = CXRT_FIELD_VEC;
  assert_int_equal(cxrt_dataset_bind(&d, &m, map, &err), -1);
  assert_string_equal(err.file, "t.ptb");
  assert_string_equal(err.msg, "the model's input field 'feat' is not in t.ptb (it provides: word, "
                               "label); add the field to the data or remove it from the model's "
                               "input");
  cxrt_dataset_free(&d);
}

/* ---- hostile input: random mutations of good files ---------------------------- */

static uint64_t rng = 88172645463325252ull;
static uint64_t next_rand(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

static void test_mutations(void **state) {
  (void)state;
  const char *seeds[] = {
    "(3 (2 It) (4 (2 works) (2 .)))\n(1 (2 a) (0 b))\n",
    conllu_good,
    "root: left right | word=-1 label=3 vec=0.5,1\nleft: | word=It label=2 vec=1,2\n"
    "right: | word=\"x y\" label=4 vec=0,0\n\n0: | word=1 label=1 vec=1,1\n",
    "the cat sat\nthe dog\n",
  };
  const char alphabet[] = "()\t\n :|=,\"\\#-.0123456789abc_\r\xc3\xa9";
  int ok = 0, failed = 0;
  for (int iter = 0; iter < 4000; iter++) {
    const char *seed = seeds[iter % 4];
    size_t len = strlen(seed);
    char buf[1024];
    memcpy(buf, seed, len);
    int edits = 1 + (int)(next_rand() % 4);
    for (int e = 0; e < edits; e++) {
      size_t at = (size_t)(next_rand() % (len + 1));
      switch (next_rand() % 4) {
      case 0: if (at < len) buf[at] = alphabet[next_rand() % (sizeof alphabet - 1)]; break;
      case 1: /* insert */
        if (len + 1 < sizeof buf) {
          memmove(buf + at + 1, buf + at, len - at);
          buf[at] = alphabet[next_rand() % (sizeof alphabet - 1)];
          len++;
        }
        break;
      case 2: /* delete */
        if (at < len) {
          memmove(buf + at, buf + at + 1, len - at - 1);
          len--;
        }
        break;
      default: len = at; break; /* truncate */
      }
    }
    CxrtReadOptions o = opts((CxrtDataFormat)(iter % 5), (int)(next_rand() % 4) - 1,
                             (CxrtInputKind)(next_rand() % 3));
    CxrtDataset d;
    CxrtError err = {0};
    /* Exact length, no NUL after: the reader must not look past it. */
    char *exact = malloc(len ? len : 1);
    memcpy(exact, buf, len);
    int rc = cxrt_data_read_mem(exact, len, "m.txt", &o, NULL, &d, &err);
    free(exact);
    if (rc == 0) {
      ok++;
      for (int32_t i = 0; i < d.nstructs; i++) check_structure(&d, &d.structs[i]);
      char *out = NULL;
      size_t olen = 0;
      FILE *f = open_memstream(&out, &olen);
      assert_int_equal(cxrt_graph_write(f, &d, NULL), 0);
      fclose(f);
      free(out);
      cxrt_dataset_free(&d);
    } else {
      failed++;
      assert_int_equal(rc, -1);
      assert_true(err.msg[0] != '\0');
      assert_string_equal(err.file, "m.txt");
    }
  }
  assert_true(ok > 100 && failed > 100);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_errorf_and_print),
    cmocka_unit_test(test_ptb_good),
    cmocka_unit_test(test_ptb_quirky_tokens),
    cmocka_unit_test(test_ptb_errors),
    cmocka_unit_test(test_ptb_deep),
    cmocka_unit_test(test_ptb_sst),
    cmocka_unit_test(test_conllu_good),
    cmocka_unit_test(test_conllu_errors),
    cmocka_unit_test(test_conllu_ewt),
    cmocka_unit_test(test_graph_good),
    cmocka_unit_test(test_graph_errors),
      cmocka_unit_test(test_graph_numbers),
    cmocka_unit_test(test_graph_round_trip),
    cmocka_unit_test(test_seq),
    cmocka_unit_test(test_bad_files),
    cmocka_unit_test(test_detect),
    cmocka_unit_test(test_bind),
    cmocka_unit_test(test_mutations),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
