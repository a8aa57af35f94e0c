/* Unit tests for the .cx scanner (parser/cx_scan.l) through the token dump
 * API cx_lex: token kinds, spellings and values, locations, and the exact
 * text of every lexical error. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parser/parser.h"

/* ---- fixture: a source manager, an arena and a collecting sink ---- */

typedef struct Fx {
  CxSourceMgr sm;
  CxDiagEngine diag;
  CxArena arena;
  CxInterner names;
  char lines[64][256];
  int nlines;
  CxToken *toks;
  int ntoks;
} Fx;

static void collect(void *user, const CxDiagEngine *eng, const CxDiagnostic *d) {
  Fx *fx = user;
  if (fx->nlines < 64) diag_format_line(eng, d, fx->lines[fx->nlines++], sizeof fx->lines[0]);
}

static int setup(void **state) {
  Fx *fx = calloc(1, sizeof *fx);
  src_init(&fx->sm);
  diag_init(&fx->diag, &fx->sm);
  fx->diag.sink = collect;
  fx->diag.user = fx;
  fx->diag.error_limit = 0;
  arena_init(&fx->arena);
  intern_init(&fx->names);
  *state = fx;
  return 0;
}

static int teardown(void **state) {
  Fx *fx = *state;
  arena_free(&fx->arena);
  intern_free(&fx->names);
  src_free(&fx->sm);
  free(fx);
  return 0;
}

/* Lexes len bytes (may contain NUL) as file "t.cx". */
static int lex_n(Fx *fx, const char *text, size_t len) {
  int id = src_add_buffer(&fx->sm, "t.cx", text, len);
  CxParseEnv env = {&fx->arena, &fx->names, &fx->diag, 0};
  fx->ntoks = cx_lex(&env, id, &fx->toks);
  return fx->ntoks;
}

static int lex(Fx *fx, const char *text) { return lex_n(fx, text, strlen(text)); }

static void assert_loc(CxLoc l, int fl, int fc, int ll, int lc) {
  assert_int_equal(l.first_line, fl);
  assert_int_equal(l.first_column, fc);
  assert_int_equal(l.last_line, ll);
  assert_int_equal(l.last_column, lc);
}

/* ---- tests ---- */

static void test_every_token_kind(void **state) {
  Fx *fx = *state;
  const char *src =
      "x 12 1.5 \"s\" model import const param input fn rec output let return if else in "
      "int tree dag seq + - * / % @ == != < <= > >= && || ! << >> = : ; , . ( ) [ ] { } ->";
  static const CxTokenKind want[] = {
      CX_TOK_IDENT, CX_TOK_INT_LIT, CX_TOK_FLOAT_LIT, CX_TOK_STRING_LIT,
      CX_TOK_MODEL, CX_TOK_IMPORT, CX_TOK_CONST, CX_TOK_PARAM, CX_TOK_INPUT, CX_TOK_FN,
      CX_TOK_REC, CX_TOK_OUTPUT, CX_TOK_LET, CX_TOK_RETURN, CX_TOK_IF, CX_TOK_ELSE, CX_TOK_IN,
      CX_TOK_INT, CX_TOK_TREE, CX_TOK_DAG, CX_TOK_SEQ,
      CX_TOK_PLUS, CX_TOK_MINUS, CX_TOK_STAR, CX_TOK_SLASH, CX_TOK_PERCENT, CX_TOK_AT,
      CX_TOK_EQ, CX_TOK_NE, CX_TOK_LT, CX_TOK_LE, CX_TOK_GT, CX_TOK_GE, CX_TOK_AND, CX_TOK_OR,
      CX_TOK_NOT, CX_TOK_SHL, CX_TOK_SHR,
      CX_TOK_ASSIGN, CX_TOK_COLON, CX_TOK_SEMI, CX_TOK_COMMA, CX_TOK_DOT, CX_TOK_LPAREN,
      CX_TOK_RPAREN, CX_TOK_LBRACKET, CX_TOK_RBRACKET, CX_TOK_LBRACE, CX_TOK_RBRACE, CX_TOK_ARROW,
      CX_TOK_EOF,
  };
  int n = (int)(sizeof want / sizeof want[0]);
  assert_int_equal(lex(fx, src), n);
  /* Every kind but EOF appears exactly once, and in enum order. */
  assert_int_equal(n, CX_TOK_COUNT);
  for (int i = 0; i < n; i++) assert_int_equal(fx->toks[i].kind, want[i]);
  /* The spelling is the source text; re-joining the spellings gives it back. */
  char joined[512] = "";
  for (int i = 0; i + 1 < n; i++) {
    if (i) strcat(joined, " ");
    strcat(joined, fx->toks[i].text);
  }
  assert_string_equal(joined, src);
  assert_string_equal(fx->toks[n - 1].text, "");
  assert_int_equal(fx->diag.errors, 0);
}

static void test_keywords_and_identifiers(void **state) {
  Fx *fx = *state;
  /* Keywords are whole words; sum/max/mean are ordinary identifiers. */
  lex(fx, "model models _model Model int int8 in inx tree3 sum max mean x_1 _ A9");
  static const CxTokenKind want[] = {CX_TOK_MODEL, CX_TOK_IDENT, CX_TOK_IDENT, CX_TOK_IDENT,
                                     CX_TOK_INT, CX_TOK_IDENT, CX_TOK_IN, CX_TOK_IDENT,
                                     CX_TOK_IDENT, CX_TOK_IDENT, CX_TOK_IDENT, CX_TOK_IDENT,
                                     CX_TOK_IDENT, CX_TOK_IDENT, CX_TOK_IDENT, CX_TOK_EOF};
  assert_int_equal(fx->ntoks, 16);
  for (int i = 0; i < 16; i++) assert_int_equal(fx->toks[i].kind, want[i]);
  /* Identifiers are interned: equal names are one pointer. */
  assert_string_equal(fx->toks[9].v.str, "sum");
  assert_ptr_equal(fx->toks[9].v.str, intern_cstr(&fx->names, "sum"));

  /* cx_keywords is in CxTokenKind order. */
  int k = 0;
  for (; cx_keywords[k]; k++) {
    Fx *f2;
    setup((void **)&f2);
    lex(f2, cx_keywords[k]);
    assert_int_equal(f2->ntoks, 2);
    assert_int_equal(f2->toks[0].kind, CX_TOK_MODEL + k);
    char quoted[32];
    snprintf(quoted, sizeof quoted, "'%s'", cx_keywords[k]);
    assert_string_equal(cx_token_kind_name(f2->toks[0].kind), quoted);
    teardown((void **)&f2);
  }
  assert_int_equal(k, 17);
  assert_int_equal(CX_TOK_MODEL + k - 1, CX_TOK_SEQ);
}

static void test_token_kind_names(void **state) {
  (void)state;
  assert_string_equal(cx_token_kind_name(CX_TOK_EOF), "end of input");
  assert_string_equal(cx_token_kind_name(CX_TOK_IDENT), "identifier");
  assert_string_equal(cx_token_kind_name(CX_TOK_LET), "'let'");
  assert_string_equal(cx_token_kind_name(CX_TOK_ARROW), "'->'");
  assert_string_equal(cx_token_kind_name(CX_TOK_SEMI), "';'");
  assert_string_equal(cx_token_kind_name(CX_TOK_COUNT), "?");
  for (int k = 0; k < CX_TOK_COUNT; k++) assert_non_null(cx_token_kind_name((CxTokenKind)k));
}

static void test_numbers(void **state) {
  Fx *fx = *state;
  lex(fx, "0 42 007 9223372036854775807 1.0 .5 1e-3 1.5E+2 2. 3e2 0.25e1");
  assert_int_equal(fx->ntoks, 12);
  assert_int_equal(fx->toks[0].kind, CX_TOK_INT_LIT);
  assert_int_equal(fx->toks[0].v.ival, 0);
  assert_int_equal(fx->toks[1].v.ival, 42);
  assert_int_equal(fx->toks[2].v.ival, 7);
  assert_true(fx->toks[3].v.ival == INT64_MAX);
  static const double f[] = {1.0, 0.5, 1e-3, 150.0, 2.0, 300.0, 2.5};
  for (int i = 0; i < 7; i++) {
    assert_int_equal(fx->toks[4 + i].kind, CX_TOK_FLOAT_LIT);
    assert_true(fx->toks[4 + i].v.fval == f[i]);
  }
  assert_string_equal(fx->toks[7].text, "1.5E+2");
  assert_int_equal(fx->diag.errors, 0);
}

static void test_number_errors(void **state) {
  Fx *fx = *state;
  lex(fx, "9223372036854775808 12abc 1.5f 1e999 2e x");
  assert_int_equal(fx->diag.errors, 5);
  assert_string_equal(fx->lines[0], "t.cx:1:1: error: integer literal '9223372036854775808' is too large");
  assert_string_equal(fx->lines[1], "t.cx:1:23: error: invalid suffix 'abc' on number '12'");
  assert_string_equal(fx->lines[2], "t.cx:1:30: error: invalid suffix 'f' on number '1.5'");
  assert_string_equal(fx->lines[3], "t.cx:1:32: error: float literal '1e999' is too large");
  assert_string_equal(fx->lines[4], "t.cx:1:39: error: invalid suffix 'e' on number '2'");
  /* Each bad number is still one number token, so the parser does not
   * pile a syntax error on top. */
  assert_int_equal(fx->ntoks, 7);
  assert_int_equal(fx->toks[0].kind, CX_TOK_INT_LIT);
  assert_int_equal(fx->toks[1].kind, CX_TOK_INT_LIT);
  assert_int_equal(fx->toks[1].v.ival, 12);
  assert_string_equal(fx->toks[1].text, "12abc");
  assert_int_equal(fx->toks[2].kind, CX_TOK_FLOAT_LIT);
  assert_true(fx->toks[2].v.fval == 1.5);
  assert_int_equal(fx->toks[3].kind, CX_TOK_FLOAT_LIT);
  assert_int_equal(fx->toks[4].kind, CX_TOK_INT_LIT);
  assert_int_equal(fx->toks[5].kind, CX_TOK_IDENT);
}

static void test_long_literal_is_abbreviated(void **state) {
  Fx *fx = *state;
  char big[200];
  memset(big, '9', 100);
  big[100] = 0;
  lex(fx, big);
  assert_string_equal(fx->lines[0], "t.cx:1:1: error: integer literal "
                                    "'9999999999999999999999999999999999999999...' is too large");
}

static void test_strings(void **state) {
  Fx *fx = *state;
  lex(fx, "\"nn.cx\" \"a\\\"b\\\\c\\nd\\te\" \"\"");
  assert_int_equal(fx->ntoks, 4);
  assert_int_equal(fx->toks[0].kind, CX_TOK_STRING_LIT);
  assert_string_equal(fx->toks[0].v.str, "nn.cx");
  assert_string_equal(fx->toks[0].text, "\"nn.cx\"");
  assert_string_equal(fx->toks[1].v.str, "a\"b\\c\nd\te");
  assert_string_equal(fx->toks[2].v.str, "");
  assert_int_equal(fx->diag.errors, 0);
}

static void test_string_errors(void **state) {
  Fx *fx = *state;
  lex(fx, "x \"ab\\qc\"\n  \"open\nimport");
  assert_int_equal(fx->diag.errors, 2);
  assert_string_equal(fx->lines[0], "t.cx:1:6: error: unknown escape sequence '\\q'");
  assert_string_equal(fx->lines[1], "t.cx:2:3: error: unterminated string literal");
  assert_int_equal(fx->ntoks, 5);
  assert_string_equal(fx->toks[1].v.str, "abqc");
  /* The unterminated string ends with its line; lexing goes on. */
  assert_int_equal(fx->toks[2].kind, CX_TOK_STRING_LIT);
  assert_string_equal(fx->toks[2].v.str, "open");
  assert_loc(fx->toks[2].loc, 2, 3, 2, 7);
  assert_int_equal(fx->toks[3].kind, CX_TOK_IMPORT);
  assert_loc(fx->toks[3].loc, 3, 1, 3, 6);
}

static void test_comments(void **state) {
  Fx *fx = *state;
  lex(fx, "a // line comment with \"quote and /* star\n"
          "b /* block\n spanning * lines ** */ c /**/ d /***/ e /* a*b/c */ f // end");
  assert_int_equal(fx->ntoks, 7);
  const char *want = "abcdef";
  for (int i = 0; i < 6; i++) {
    assert_int_equal(fx->toks[i].kind, CX_TOK_IDENT);
    assert_int_equal(fx->toks[i].text[0], want[i]);
  }
  /* Lines are counted through the block comment. */
  assert_loc(fx->toks[1].loc, 2, 1, 2, 1);
  assert_loc(fx->toks[2].loc, 3, 25, 3, 25);
  assert_int_equal(fx->diag.errors, 0);
}

static void test_unterminated_comment(void **state) {
  Fx *fx = *state;
  lex(fx, "x = 1;\n  y /* no end\n z * w");
  assert_int_equal(fx->diag.errors, 1);
  assert_string_equal(fx->lines[0], "t.cx:2:5: error: unterminated comment");
  /* Everything after the opening delimiter is comment. */
  assert_int_equal(fx->ntoks, 6);
  assert_int_equal(fx->toks[4].kind, CX_TOK_IDENT);
  assert_int_equal(fx->toks[5].kind, CX_TOK_EOF);
}

static void test_stray_characters(void **state) {
  Fx *fx = *state;
  /* GCC's wording; non-printable bytes in octal (here UTF-8 'é', DEL, a
   * control character and a NUL); lexing continues after each. */
  const char src[] = "a $ b ? `\xc3\xa9#\x7f\x01\0c";
  lex_n(fx, src, sizeof src - 1);
  assert_int_equal(fx->diag.errors, 9);
  assert_string_equal(fx->lines[0], "t.cx:1:3: error: stray '$' in program");
  assert_string_equal(fx->lines[1], "t.cx:1:7: error: stray '?' in program");
  assert_string_equal(fx->lines[2], "t.cx:1:9: error: stray '`' in program");
  assert_string_equal(fx->lines[3], "t.cx:1:10: error: stray '\\303' in program");
  assert_string_equal(fx->lines[4], "t.cx:1:11: error: stray '\\251' in program");
  assert_string_equal(fx->lines[5], "t.cx:1:12: error: stray '#' in program");
  assert_string_equal(fx->lines[6], "t.cx:1:13: error: stray '\\177' in program");
  assert_string_equal(fx->lines[7], "t.cx:1:14: error: stray '\\001' in program");
  assert_string_equal(fx->lines[8], "t.cx:1:15: error: stray '\\000' in program");
  assert_int_equal(fx->ntoks, 4);
  assert_string_equal(fx->toks[0].text, "a");
  assert_string_equal(fx->toks[1].text, "b");
  assert_string_equal(fx->toks[2].text, "c");
  assert_loc(fx->toks[2].loc, 1, 16, 1, 16);
}

static void test_columns_tabs_and_lines(void **state) {
  Fx *fx = *state;
  /* Columns count bytes (a tab is one column: the caret line copies tabs),
   * last_column is inclusive, CRLF line ends count the CR as a column. */
  lex(fx, "\tlet  x\t=\t42;\r\n\n  \t W_i@x\n->");
  assert_int_equal(fx->ntoks, 10);
  assert_loc(fx->toks[0].loc, 1, 2, 1, 4);    /* let */
  assert_loc(fx->toks[1].loc, 1, 7, 1, 7);    /* x */
  assert_loc(fx->toks[2].loc, 1, 9, 1, 9);    /* = */
  assert_loc(fx->toks[3].loc, 1, 11, 1, 12);  /* 42 */
  assert_loc(fx->toks[4].loc, 1, 13, 1, 13);  /* ; */
  assert_loc(fx->toks[5].loc, 3, 5, 3, 7);    /* W_i */
  assert_loc(fx->toks[6].loc, 3, 8, 3, 8);    /* @ */
  assert_loc(fx->toks[7].loc, 3, 9, 3, 9);    /* x */
  assert_loc(fx->toks[8].loc, 4, 1, 4, 2);    /* -> */
  /* End of input sits just after the last token. */
  assert_int_equal(fx->toks[9].kind, CX_TOK_EOF);
  assert_loc(fx->toks[9].loc, 4, 3, 4, 3);
  for (int i = 0; i < 10; i++) assert_int_equal(fx->toks[i].loc.file_id, 0);
}

static void test_operators_longest_match(void **state) {
  Fx *fx = *state;
  lex(fx, "a<=b<<c<d->e- >f>>=g!=!h&&&i|");
  static const CxTokenKind want[] = {
      CX_TOK_IDENT, CX_TOK_LE, CX_TOK_IDENT, CX_TOK_SHL, CX_TOK_IDENT, CX_TOK_LT, CX_TOK_IDENT,
      CX_TOK_ARROW, CX_TOK_IDENT, CX_TOK_MINUS, CX_TOK_GT, CX_TOK_IDENT, CX_TOK_SHR, CX_TOK_ASSIGN,
      CX_TOK_IDENT, CX_TOK_NE, CX_TOK_NOT, CX_TOK_IDENT, CX_TOK_AND, CX_TOK_IDENT, CX_TOK_EOF};
  int n = (int)(sizeof want / sizeof want[0]);
  /* "&&&" is && then a stray '&'; a lone '|' is stray too. */
  assert_int_equal(fx->diag.errors, 2);
  assert_string_equal(fx->lines[0], "t.cx:1:27: error: stray '&' in program");
  assert_string_equal(fx->lines[1], "t.cx:1:29: error: stray '|' in program");
  assert_int_equal(fx->ntoks, n);
  for (int i = 0; i < n; i++) assert_int_equal(fx->toks[i].kind, want[i]);
}

static void test_empty_input(void **state) {
  Fx *fx = *state;
  lex(fx, "");
  assert_int_equal(fx->ntoks, 1);
  assert_int_equal(fx->toks[0].kind, CX_TOK_EOF);
  assert_loc(fx->toks[0].loc, 1, 1, 1, 1);
  assert_int_equal(fx->diag.errors, 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_every_token_kind, setup, teardown),
      cmocka_unit_test_setup_teardown(test_keywords_and_identifiers, setup, teardown),
      cmocka_unit_test_setup_teardown(test_token_kind_names, setup, teardown),
      cmocka_unit_test_setup_teardown(test_numbers, setup, teardown),
      cmocka_unit_test_setup_teardown(test_number_errors, setup, teardown),
      cmocka_unit_test_setup_teardown(test_long_literal_is_abbreviated, setup, teardown),
      cmocka_unit_test_setup_teardown(test_strings, setup, teardown),
      cmocka_unit_test_setup_teardown(test_string_errors, setup, teardown),
      cmocka_unit_test_setup_teardown(test_comments, setup, teardown),
      cmocka_unit_test_setup_teardown(test_unterminated_comment, setup, teardown),
      cmocka_unit_test_setup_teardown(test_stray_characters, setup, teardown),
      cmocka_unit_test_setup_teardown(test_columns_tabs_and_lines, setup, teardown),
      cmocka_unit_test_setup_teardown(test_operators_longest_match, setup, teardown),
      cmocka_unit_test_setup_teardown(test_empty_input, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
