/* Unit tests for the vocabulary (stdlib/vocab.c): growth in order of
 * first appearance, freezing and unk, loading (CRLF, duplicates, empty
 * lines, bad files) and saving. */
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

static char dir[64];

static int setup(void **state) {
  (void)state;
  snprintf(dir, sizeof dir, "/tmp/cxvocabXXXXXX");
  return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state) {
  (void)state;
  char cmd[128];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  return system(cmd) == 0 ? 0 : -1;
}

/* Writes len bytes to DIR/name; returns the path (static buffer). */
static const char *write_file(const char *name, const char *text, size_t len) {
  static char path[128];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "wb");
  assert_non_null(f);
  fwrite(text, 1, len, f);
  fclose(f);
  return path;
}
#define WRITE(name, lit) write_file(name, lit, sizeof(lit) - 1)

static void test_grow(void **state) {
  (void)state;
  CxrtVocab *v = cxrt_vocab_new();
  assert_int_equal(cxrt_vocab_size(v), 0);
  assert_false(cxrt_vocab_frozen(v));
  assert_int_equal(cxrt_vocab_lookup(v, "the"), 0);
  assert_int_equal(cxrt_vocab_lookup(v, "cat"), 1);
  assert_int_equal(cxrt_vocab_lookup(v, "the"), 0);
  assert_int_equal(cxrt_vocab_lookup(v, "The"), 2); /* case matters */
  assert_int_equal(cxrt_vocab_lookup(v, "naïve"), 3);
  assert_int_equal(cxrt_vocab_size(v), 4);
  assert_string_equal(cxrt_vocab_word(v, 1), "cat");
  assert_string_equal(cxrt_vocab_word(v, 3), "naïve");
  assert_null(cxrt_vocab_word(v, 4));
  assert_null(cxrt_vocab_word(v, -1));
  assert_int_equal(cxrt_vocab_lookup(NULL, "x"), -1);
  assert_int_equal(cxrt_vocab_size(NULL), 0);

  /* Many tokens: ids stay dense and stable across table growth. */
  char tok[32];
  for (int i = 0; i < 100000; i++) {
    snprintf(tok, sizeof tok, "w%d", i);
    assert_int_equal(cxrt_vocab_lookup(v, tok), 4 + i);
  }
  for (int i = 0; i < 100000; i += 997) {
    snprintf(tok, sizeof tok, "w%d", i);
    assert_int_equal(cxrt_vocab_lookup(v, tok), 4 + i);
    assert_string_equal(cxrt_vocab_word(v, 4 + i), tok);
  }
  assert_int_equal(cxrt_vocab_size(v), 100004);
  cxrt_vocab_free(v);
  cxrt_vocab_free(NULL);
}

static void test_freeze_unk(void **state) {
  (void)state;
  CxrtVocab *v = cxrt_vocab_new();
  CxrtError err = {0};
  cxrt_vocab_lookup(v, "a");
  /* unk on a growing vocabulary gives the token an id. */
  assert_int_equal(cxrt_vocab_set_unk(v, "<unk>", &err), 0);
  assert_int_equal(cxrt_vocab_lookup(v, "<unk>"), 1);
  cxrt_vocab_freeze(v);
  assert_true(cxrt_vocab_frozen(v));
  assert_int_equal(cxrt_vocab_lookup(v, "zzz"), 1); /* unknown -> unk */
  assert_int_equal(cxrt_vocab_size(v), 2);
  cxrt_vocab_free(v);

  v = cxrt_vocab_new();
  cxrt_vocab_lookup(v, "a");
  cxrt_vocab_freeze(v);
  assert_int_equal(cxrt_vocab_lookup(v, "b"), -1); /* frozen, no unk */
  assert_int_equal(cxrt_vocab_size(v), 1);
  assert_int_equal(cxrt_vocab_set_unk(v, "<unk>", &err), -1);
  assert_string_equal(err.msg, "the --unk token '<unk>' is not in the vocabulary; add it to the "
                               "vocabulary file or pass one of its tokens");
  assert_int_equal(cxrt_vocab_set_unk(v, "", &err), -1);
  assert_int_equal(cxrt_vocab_set_unk(v, "a", &err), 0);
  assert_int_equal(cxrt_vocab_lookup(v, "b"), 0);
  cxrt_vocab_free(v);
}

static void test_load(void **state) {
  (void)state;
  CxrtError err = {0};
  CxrtVocab *v = cxrt_vocab_new();
  /* CRLF lines, a BOM, Unicode, tokens with inner spaces kept as they
   * are, trailing empty lines ignored. */
  const char *p = WRITE("v.txt", "\xEF\xBB\xBF<unk>\r\nthe\r\ncafé\na b\n\n\n");
  assert_int_equal(cxrt_vocab_load(v, p, &err), 0);
  assert_true(cxrt_vocab_frozen(v));
  assert_int_equal(cxrt_vocab_size(v), 4);
  assert_int_equal(cxrt_vocab_lookup(v, "<unk>"), 0);
  assert_int_equal(cxrt_vocab_lookup(v, "the"), 1);
  assert_int_equal(cxrt_vocab_lookup(v, "café"), 2);
  assert_int_equal(cxrt_vocab_lookup(v, "a b"), 3);
  assert_int_equal(cxrt_vocab_lookup(v, "the\r"), -1);
  assert_int_equal(cxrt_vocab_lookup(v, "new"), -1);
  assert_int_equal(cxrt_vocab_set_unk(v, "<unk>", &err), 0);
  assert_int_equal(cxrt_vocab_lookup(v, "new"), 0);
  assert_int_equal(cxrt_vocab_size(v), 4);
  /* A second load into the same vocabulary is refused. */
  assert_int_equal(cxrt_vocab_load(v, p, &err), -1);
  assert_non_null(strstr(err.msg, "already holds 4 tokens"));
  cxrt_vocab_free(v);

  /* No final newline. */
  v = cxrt_vocab_new();
  p = WRITE("v2.txt", "x\ny");
  assert_int_equal(cxrt_vocab_load(v, p, &err), 0);
  assert_int_equal(cxrt_vocab_size(v), 2);
  cxrt_vocab_free(v);
}

static void test_load_errors(void **state) {
  (void)state;
  CxrtError err = {0};
  CxrtVocab *v = cxrt_vocab_new();
  const char *p = WRITE("dup.txt", "a\nb\r\nc\nb\n");
  assert_int_equal(cxrt_vocab_load(v, p, &err), -1);
  assert_string_equal(err.file, p);
  assert_int_equal(err.line, 4);
  assert_int_equal(err.col, 1);
  assert_string_equal(err.msg, "duplicate token 'b': it is already on line 2 (id 1); every token "
                               "must appear once, because its line gives its id");
  /* A failed load leaves the vocabulary empty and usable. */
  assert_int_equal(cxrt_vocab_size(v), 0);
  assert_false(cxrt_vocab_frozen(v));
  p = WRITE("gap.txt", "a\n\nb\n");
  assert_int_equal(cxrt_vocab_load(v, p, &err), -1);
  assert_int_equal(err.line, 2);
  assert_string_equal(err.msg, "empty line in the vocabulary: every line holds one token and a "
                               "token's id is its line number - 1; remove the empty line");
  p = WRITE("empty.txt", "");
  assert_int_equal(cxrt_vocab_load(v, p, &err), -1);
  assert_non_null(strstr(err.msg, "is empty"));
  p = write_file("nul.txt", "a\nb\0c\n", 6);
  assert_int_equal(cxrt_vocab_load(v, p, &err), -1);
  assert_int_equal(err.line, 2);
  assert_int_equal(err.col, 2);
  assert_non_null(strstr(err.msg, "not a text file"));
  assert_int_equal(cxrt_vocab_load(v, "/nonexistent/vocab.txt", &err), -1);
  assert_string_equal(err.msg, "cannot open /nonexistent/vocab.txt: No such file or directory; "
                               "check the path");
  assert_int_equal(cxrt_vocab_load(v, dir, &err), -1);
  assert_non_null(strstr(err.msg, "is a folder"));
  /* Still usable after all that. */
  assert_int_equal(cxrt_vocab_lookup(v, "ok"), 0);
  cxrt_vocab_free(v);
}

static void test_save(void **state) {
  (void)state;
  CxrtError err = {0};
  CxrtVocab *v = cxrt_vocab_new();
  const char *words[] = {"<unk>", "the", "-LRB-", "café", "'s"};
  for (int i = 0; i < 5; i++) cxrt_vocab_lookup(v, words[i]);
  char path[128];
  snprintf(path, sizeof path, "%s/saved.txt", dir);
  assert_int_equal(cxrt_vocab_save(v, path, &err), 0);
  CxrtVocab *w = cxrt_vocab_new();
  assert_int_equal(cxrt_vocab_load(w, path, &err), 0);
  assert_int_equal(cxrt_vocab_size(w), 5);
  for (int i = 0; i < 5; i++) assert_int_equal(cxrt_vocab_lookup(w, words[i]), i);
  cxrt_vocab_free(w);

  /* A token the format cannot hold: nothing is written. */
  cxrt_vocab_lookup(v, "two\nlines");
  snprintf(path, sizeof path, "%s/bad.txt", dir);
  assert_int_equal(cxrt_vocab_save(v, path, &err), -1);
  assert_string_equal(err.msg, "cannot save the vocabulary: token 5 ('two\\nlines') contains a "
                               "line break, which the one-token-a-line format cannot hold");
  assert_int_equal(access(path, F_OK), -1);
  snprintf(path, sizeof path, "%s/no/such/dir/v.txt", dir);
  CxrtVocab *ok = cxrt_vocab_new();
  cxrt_vocab_lookup(ok, "a");
  assert_int_equal(cxrt_vocab_save(ok, path, &err), -1);
  assert_non_null(strstr(err.msg, "No such file or directory"));
  cxrt_vocab_free(ok);
  cxrt_vocab_free(v);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_grow),
    cmocka_unit_test(test_freeze_unk),
    cmocka_unit_test(test_load),
    cmocka_unit_test(test_load_errors),
    cmocka_unit_test(test_save),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
