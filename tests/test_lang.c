/* Unit tests for lang/ core: arenas, interning, source locations, the
 * diagnostics engine and its GCC-style rendering. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/base/arena.h"
#include "lang/base/diag.h"
#include "lang/base/intern.h"
#include "lang/base/source.h"

static void test_arena_alloc_zeroed_aligned(void **state) {
  (void)state;
  CxArena a;
  arena_init(&a);
  for (int i = 1; i < 2000; i += 7) {
    unsigned char *p = arena_alloc(&a, (size_t)i);
    assert_int_equal((uintptr_t)p % 16, 0);
    for (int j = 0; j < i; j++) assert_int_equal(p[j], 0);
    memset(p, 0xab, (size_t)i);
  }
  /* A block larger than a chunk still works. */
  char *big = arena_alloc(&a, 1 << 20);
  big[(1 << 20) - 1] = 1;
  assert_true(a.total >= (1 << 20));
  arena_free(&a);
  assert_null(a.head);
  assert_int_equal(a.total, 0);
}

static void test_arena_strings(void **state) {
  (void)state;
  CxArena a;
  arena_init(&a);
  assert_string_equal(arena_strndup(&a, "abcdef", 3), "abc");
  assert_string_equal(arena_printf(&a, "%s=%d", "H", 256), "H=256");
  char longbuf[3000];
  memset(longbuf, 'x', sizeof longbuf - 1);
  longbuf[sizeof longbuf - 1] = 0;
  assert_string_equal(arena_printf(&a, "%s", longbuf), longbuf);
  CxPtrVec v = {0};
  for (intptr_t i = 0; i < 100; i++) ptrvec_push(&a, &v, (void *)i);
  assert_int_equal(v.len, 100);
  for (intptr_t i = 0; i < 100; i++) assert_int_equal((intptr_t)v.items[i], i);
  arena_free(&a);
}

static void test_intern(void **state) {
  (void)state;
  CxInterner in;
  intern_init(&in);
  const char *a = intern_cstr(&in, "hidden");
  const char *b = intern(&in, "hidden_size", 6);
  assert_ptr_equal(a, b);
  assert_string_equal(b, "hidden");
  assert_ptr_not_equal(intern_cstr(&in, "hidde"), a);
  /* Growth keeps identities. */
  const char *names[1000];
  char buf[32];
  for (int i = 0; i < 1000; i++) {
    snprintf(buf, sizeof buf, "n%d", i);
    names[i] = intern_cstr(&in, buf);
  }
  for (int i = 0; i < 1000; i++) {
    snprintf(buf, sizeof buf, "n%d", i);
    assert_ptr_equal(intern_cstr(&in, buf), names[i]);
  }
  assert_ptr_equal(intern_cstr(&in, "hidden"), a);
  intern_free(&in);
}

static void test_source_lines(void **state) {
  (void)state;
  CxSourceMgr sm;
  src_init(&sm);
  const char *text = "line one\nline two\r\n\nlast";
  int id = src_add_buffer(&sm, "t.cx", text, strlen(text));
  assert_int_equal(id, 0);
  size_t len;
  const char *l = src_line(&sm, id, 2, &len);
  assert_non_null(l);
  assert_int_equal(len, 8);
  assert_memory_equal(l, "line two", 8);
  l = src_line(&sm, id, 3, &len);
  assert_int_equal(len, 0);
  l = src_line(&sm, id, 4, &len);
  assert_memory_equal(l, "last", 4);
  assert_null(src_line(&sm, id, 5, &len));
  assert_null(src_line(&sm, id, 0, &len));
  assert_null(src_line(&sm, 7, 1, &len));
  assert_string_equal(src_path(&sm, id), "t.cx");
  assert_int_equal(src_load_file(&sm, "/nonexistent/file.cx"), -1);
  src_free(&sm);
}

static void test_loc_span(void **state) {
  (void)state;
  CxLoc a = {0, 1, 5, 1, 7}, b = {0, 2, 3, 2, 9};
  CxLoc s = loc_span(a, b);
  assert_int_equal(s.first_line, 1);
  assert_int_equal(s.first_column, 5);
  assert_int_equal(s.last_line, 2);
  assert_int_equal(s.last_column, 9);
  assert_int_equal(loc_span(cx_noloc, b).first_line, 2);
}

/* A sink that keeps the formatted first lines. */
typedef struct Collected {
  char lines[32][256];
  int n;
} Collected;

static void collect(void *user, const CxDiagEngine *eng, const CxDiagnostic *d) {
  Collected *c = user;
  if (c->n < 32) diag_format_line(eng, d, c->lines[c->n++], sizeof c->lines[0]);
}

static void test_diag_format_and_limit(void **state) {
  (void)state;
  CxSourceMgr sm;
  src_init(&sm);
  const char *text = "let a = W_x @ x;\n";
  int id = src_add_buffer(&sm, "m.cx", text, strlen(text));
  CxDiagEngine eng;
  diag_init(&eng, &sm);
  Collected c = {0};
  eng.sink = collect;
  eng.user = &c;
  eng.error_limit = 3;
  CxLoc loc = {id, 1, 9, 1, 11};
  diag_error(&eng, loc, "unknown name '%s'", "W_x");
  diag_note(&eng, loc, "a note");
  diag_warning(&eng, loc, "w");
  assert_int_equal(c.n, 3);
  assert_string_equal(c.lines[0], "m.cx:1:9: error: unknown name 'W_x'");
  assert_string_equal(c.lines[1], "m.cx:1:9: note: a note");
  assert_string_equal(c.lines[2], "m.cx:1:9: warning: w");
  diag_error(&eng, loc, "e2");
  diag_error(&eng, loc, "e3");
  assert_true(diag_should_stop(&eng));
  assert_string_equal(c.lines[5], "cortex: fatal error: too many errors emitted, stopping now");
  diag_error(&eng, loc, "e4");
  diag_note(&eng, loc, "note of a suppressed error");
  assert_int_equal(c.n, 6);
  assert_int_equal(eng.errors, 3);
  assert_int_equal(eng.warnings, 1);
  src_free(&sm);
}

/* Held diagnostics come out with each line's errors in column order,
 * notes after their error, lines in the order first reported; warnings
 * and errors without a line keep their place; counting and the limit work
 * as without holding. */
static void test_diag_hold_column_order(void **state) {
  (void)state;
  CxSourceMgr sm;
  src_init(&sm);
  const char *text = "const H = qq;\nparam W : [A, B, C];\n";
  int id = src_add_buffer(&sm, "m.cx", text, strlen(text));
  int other = src_add_buffer(&sm, "lib.cx", text, strlen(text));
  CxDiagEngine eng;
  diag_init(&eng, &sm);
  Collected c = {0};
  eng.sink = collect;
  eng.user = &c;
  diag_hold(&eng);
  diag_error(&eng, (CxLoc){id, 2, 18, 2, 18}, "C");
  diag_hold(&eng); /* nested: nothing until the outer release */
  diag_error(&eng, (CxLoc){id, 1, 11, 1, 12}, "qq");
  diag_release(&eng);
  diag_warning(&eng, (CxLoc){id, 2, 15, 2, 15}, "B");
  diag_error(&eng, (CxLoc){id, 2, 12, 2, 12}, "A");
  diag_note(&eng, (CxLoc){id, 1, 7, 1, 7}, "note of A");
  diag_error(&eng, cx_noloc, "no place");
  diag_error(&eng, (CxLoc){other, 2, 1, 2, 5}, "other file, same line number");
  diag_error(&eng, (CxLoc){id, 1, 1, 1, 1}, "line 1 again");
  assert_int_equal(c.n, 0);
  assert_int_equal(eng.errors, 6);
  assert_int_equal(eng.warnings, 1);
  diag_release(&eng);
  assert_int_equal(c.n, 8);
  assert_string_equal(c.lines[0], "m.cx:2:12: error: A");
  assert_string_equal(c.lines[1], "m.cx:1:7: note: note of A");
  assert_string_equal(c.lines[2], "m.cx:2:18: error: C");
  assert_string_equal(c.lines[3], "m.cx:1:1: error: line 1 again");
  assert_string_equal(c.lines[4], "m.cx:1:11: error: qq");
  assert_string_equal(c.lines[5], "m.cx:2:15: warning: B");
  assert_string_equal(c.lines[6], "cortex: error: no place");
  assert_string_equal(c.lines[7], "lib.cx:2:1: error: other file, same line number");
  /* released: printed at once again */
  diag_error(&eng, (CxLoc){id, 2, 1, 2, 1}, "after");
  assert_int_equal(c.n, 9);
  /* the limit's fatal note comes last, after the held errors */
  c.n = 0;
  eng.errors = 0;
  eng.error_limit = 2;
  diag_hold(&eng);
  diag_error(&eng, (CxLoc){id, 2, 18, 2, 18}, "C");
  diag_error(&eng, (CxLoc){id, 2, 12, 2, 12}, "A");
  diag_error(&eng, (CxLoc){id, 2, 15, 2, 15}, "dropped");
  assert_true(diag_should_stop(&eng));
  diag_release(&eng);
  assert_int_equal(c.n, 3);
  assert_string_equal(c.lines[0], "m.cx:2:12: error: A");
  assert_string_equal(c.lines[1], "m.cx:2:18: error: C");
  assert_string_equal(c.lines[2], "cortex: fatal error: too many errors emitted, stopping now");
  src_free(&sm);
}

static void test_diag_caret_rendering(void **state) {
  (void)state;
  CxSourceMgr sm;
  src_init(&sm);
  const char *text = "x\n\tlet a = W_x @ x;\n";
  int id = src_add_buffer(&sm, "m.cx", text, strlen(text));
  CxDiagEngine eng;
  diag_init(&eng, &sm);
  char *buf = NULL;
  size_t size = 0;
  eng.out = open_memstream(&buf, &size);
  CxLoc loc = {id, 2, 10, 2, 12};
  diag_error(&eng, loc, "bad");
  fclose(eng.out);
  assert_string_equal(buf, "m.cx:2:10: error: bad\n"
                           "    2 | \tlet a = W_x @ x;\n"
                           "      | \t        ^~~\n");
  free(buf);
  src_free(&sm);
}

static void test_edit_distance(void **state) {
  (void)state;
  assert_int_equal(diag_edit_distance("sigmoid", "sigmoid"), 0);
  assert_int_equal(diag_edit_distance("sigmod", "sigmoid"), 1);
  assert_int_equal(diag_edit_distance("tnah", "tanh"), 1); /* transposition */
  const char *cands[] = {"W_i", "W_o", "b_s", "sigmoid"};
  assert_string_equal(diag_closest("W_x", cands, 4), "W_i");
  assert_string_equal(diag_closest("sigmiod", cands, 4), "sigmoid");
  assert_null(diag_closest("completely_else", cands, 4));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_arena_alloc_zeroed_aligned),
      cmocka_unit_test(test_arena_strings),
      cmocka_unit_test(test_intern),
      cmocka_unit_test(test_source_lines),
      cmocka_unit_test(test_loc_span),
      cmocka_unit_test(test_diag_format_and_limit),
      cmocka_unit_test(test_diag_hold_column_order),
      cmocka_unit_test(test_diag_caret_rendering),
      cmocka_unit_test(test_edit_distance),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
