/* Unit tests for semantic analysis (lang/sema*.c, module.c, builtins.c,
 * session.c): each rule of the language has a clean program that checks
 * with the expected types and a bad one whose first diagnostic is pinned
 * exactly ("file:line:col: severity: message"). */
/* vasprintf */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lang/sema/session.h"
#include "parser/parser.h"

/* ---- formatted strings, freed after the last test ---- */

static char **pool;
static int npool;

static char *xfmt(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *xfmt(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *r = NULL;
  if (vasprintf(&r, fmt, ap) < 0) r = NULL;
  va_end(ap);
  assert_non_null(r);
  pool = realloc(pool, sizeof *pool * (size_t)(npool + 1));
  pool[npool++] = r;
  return r;
}

static int free_pool(void **state) {
  (void)state;
  for (int i = 0; i < npool; i++) free(pool[i]);
  free(pool);
  pool = NULL;
  npool = 0;
  return 0;
}

/* ---- fixture: a session whose diagnostics are collected as text ---- */

typedef struct Fix {
  CxSession s;
  char **lines; /* "m.cx:3:5: error: ..." */
  int n, cap;
  AstModule *m;
  CxProgram *p;
} Fix;

static void collect(void *user, const CxDiagEngine *eng, const CxDiagnostic *d) {
  Fix *f = user;
  char buf[4096];
  diag_format_line(eng, d, buf, sizeof buf);
  if (f->n == f->cap) {
    f->cap = f->cap ? f->cap * 2 : 16;
    f->lines = realloc(f->lines, sizeof *f->lines * (size_t)f->cap);
  }
  f->lines[f->n++] = strdup(buf);
}

static Fix *fix_new(void) {
  Fix *f = calloc(1, sizeof *f);
  session_init(&f->s);
  f->s.diag.sink = collect;
  f->s.diag.user = f;
  return f;
}

static void fix_free(Fix *f) {
  for (int i = 0; i < f->n; i++) free(f->lines[i]);
  free(f->lines);
  session_free(&f->s);
  free(f);
}

static void dump(const Fix *f) {
  for (int i = 0; i < f->n; i++) print_message("    | %s\n", f->lines[i]);
}

static AstModule *parse(Fix *f, const char *name, const char *text) {
  int id = src_add_buffer(&f->s.src, name, text, strlen(text));
  CxParseEnv env = {&f->s.arena, &f->s.names, &f->s.diag, 0};
  AstModule *m = cx_parse_module(&env, id);
  if (f->s.diag.errors) {
    dump(f);
    fail_msg("the test program does not parse");
  }
  return m;
}

/* Parses and checks `text` as m.cx. */
static Fix *check(const char *text) {
  Fix *f = fix_new();
  f->m = parse(f, "m.cx", text);
  f->p = cx_check_module(&f->s, f->m);
  return f;
}

static void expect_clean(Fix *f) {
  if (f->n != 0 || !f->p) {
    dump(f);
    fail_msg("expected no diagnostics");
  }
}

/* The first diagnostic, exactly. */
static void expect_first(Fix *f, const char *want) {
  if (f->n == 0 || strcmp(f->lines[0], want) != 0) {
    print_message("  want: %s\n", want);
    dump(f);
    fail_msg("first diagnostic differs");
  }
}

/* All diagnostics, exactly, in order (NULL-terminated). */
static void expect_all(Fix *f, const char *const *want) {
  int n = 0;
  while (want[n]) n++;
  bool ok = n == f->n;
  for (int i = 0; ok && i < n; i++) ok = strcmp(want[i], f->lines[i]) == 0;
  if (!ok) {
    for (int i = 0; i < n; i++) print_message("  want: %s\n", want[i]);
    dump(f);
    fail_msg("diagnostics differ");
  }
}

/* Checks text and pins its first diagnostic; the program must fail if
 * that diagnostic is an error. */
static void bad(const char *text, const char *want) {
  Fix *f = check(text);
  expect_first(f, want);
  if (strstr(want, ": error: ")) assert_null(f->p);
  fix_free(f);
}

static const char *shape(Fix *f, const CxType *t) {
  static char buf[256];
  (void)f;
  if (t->kind != TY_TENSOR) return t->kind == TY_INT ? "int" : t->kind == TY_TUPLE ? "tuple" : "?";
  int n = snprintf(buf, sizeof buf, "[");
  for (int i = 0; i < t->shape.rank; i++)
    n += snprintf(buf + n, sizeof buf - (size_t)n, "%s%lld", i ? ", " : "", (long long)t->shape.dims[i]);
  snprintf(buf + n, sizeof buf - (size_t)n, "]");
  return buf;
}

static AstStmt *find_let_in(AstBlock *b, const char *name) {
  if (!b) return NULL;
  for (int i = 0; i < b->nstmts; i++) {
    AstStmt *s = b->stmts[i];
    if (s->kind == STMT_LET && strcmp(s->u.let.name, name) == 0) return s;
    if (s->kind == STMT_IF) {
      AstStmt *r = find_let_in(s->u.if_.then_b, name);
      if (!r) r = find_let_in(s->u.if_.else_b, name);
      if (r) return r;
    }
  }
  return NULL;
}

/* The value of the first let called name in the rec. */
static AstExpr *rec_let(Fix *f, const char *name) {
  assert_non_null(f->p);
  AstStmt *s = find_let_in(f->p->rec->u.rec.body, name);
  assert_non_null(s);
  return s->u.let.value;
}

/* ---- the whole treelstm of LANGUAGE.md ---- */

static const char treelstm[] =
    "// Binary TreeLSTM (Tai et al., 2015) with a sentiment classifier.\n"
    "model treelstm;\n"
    "\n"
    "const H = 256;                 // compile-time ints; `-D H=512` overrides\n"
    "const V = 10000;\n"
    "const C = 5;\n"
    "\n"
    "param E : [V, H];              // learned f32 tensors, loaded by name\n"
    "param W_i, W_o, W_u : [H, H];\n"
    "param U_i_l, U_i_r, U_fl_l, U_fl_r, U_fr_l, U_fr_r : [H, H];\n"
    "param U_o_l, U_o_r, U_u_l, U_u_r : [H, H];\n"
    "param b_i, b_fl, b_fr, b_o, b_u : [H];\n"
    "param W_s : [C, H];\n"
    "param b_s : [C];\n"
    "\n"
    "input t : tree[2] { word : int, label : int };\n"
    "\n"
    "rec node(n) -> (h : [H], c : [H]) {\n"
    "  if leaf(n) {\n"
    "    let x = E[n.word];\n"
    "    let c = sigmoid(W_i @ x + b_i) * tanh(W_u @ x + b_u);\n"
    "    return (sigmoid(W_o @ x + b_o) * tanh(c), c);\n"
    "  }\n"
    "  let l = node(n.child[0]);\n"
    "  let r = node(n.child[1]);\n"
    "  let i  = sigmoid(U_i_l  @ l.h + U_i_r  @ r.h + b_i);\n"
    "  let fl = sigmoid(U_fl_l @ l.h + U_fl_r @ r.h + b_fl);\n"
    "  let fr = sigmoid(U_fr_l @ l.h + U_fr_r @ r.h + b_fr);\n"
    "  let o  = sigmoid(U_o_l  @ l.h + U_o_r  @ r.h + b_o);\n"
    "  let u  = tanh(U_u_l @ l.h + U_u_r @ r.h + b_u);\n"
    "  let c = i * u + fl * l.c + fr * r.c;\n"
    "  return (o * tanh(c), c);\n"
    "}\n"
    "\n"
    "output logits = W_s @ node(t.root).h + b_s;          // one value per structure\n"
    "output sentiment(n) = argmax(W_s @ node(n).h + b_s);  // one value per node\n";

static void test_treelstm_clean(void **state) {
  (void)state;
  Fix *f = check(treelstm);
  const char *want[] = {"m.cx:16:33: warning: field 'label' of the input 't' is never used", NULL};
  expect_all(f, want);
  CxProgram *p = f->p;
  assert_non_null(p);
  assert_string_equal(p->model_name, "treelstm");
  assert_int_equal(p->nconsts, 3);
  assert_int_equal(p->nparams, 21);
  assert_int_equal(p->noutputs, 2);
  assert_int_equal(p->nfns, 0);
  assert_non_null(p->rec);
  assert_non_null(p->input);
  for (int i = 0; i < p->nparams; i++) assert_int_equal(p->params[i]->sem.index, i);
  assert_string_equal(p->params[0]->name, "E");
  assert_string_equal(shape(f, &p->params[0]->sem.type), "[10000, 256]");
  assert_string_equal(shape(f, &p->params[19]->sem.type), "[5, 256]");
  /* The rec's state is a tuple (h : [256], c : [256]). */
  const CxType *rt = &p->rec->sem.type;
  assert_int_equal(rt->kind, TY_TUPLE);
  assert_int_equal(rt->nfields, 2);
  assert_string_equal(rt->field_names[0], "h");
  assert_string_equal(rt->field_names[1], "c");
  assert_int_equal(rt->field_shapes[1].dims[0], 256);
  /* Outputs: a [5] per structure, an int per node. */
  assert_string_equal(shape(f, &p->outputs[0]->sem.type), "[5]");
  assert_int_equal(p->outputs[1]->sem.type.kind, TY_INT);
  assert_int_equal(p->outputs[1]->sem.index, 1);
  /* Selected expressions. */
  AstExpr *x = rec_let(f, "x");
  assert_int_equal(x->sem.ref, REF_ROW);
  assert_string_equal(shape(f, &x->sem.type), "[256]");
  assert_int_equal(x->u.index.index->sem.ref, REF_FIELD);
  assert_int_equal(x->u.index.index->sem.index, 0);
  AstExpr *l = rec_let(f, "l");
  assert_int_equal(l->sem.ref, REF_REC_CALL);
  assert_int_equal(l->sem.type.kind, TY_TUPLE);
  assert_int_equal(l->u.call.args[0]->sem.ref, REF_CHILD);
  assert_int_equal(l->u.call.args[0]->sem.index, 0);
  AstExpr *i = rec_let(f, "i");
  assert_int_equal(i->sem.ref, REF_BUILTIN);
  assert_int_equal(i->sem.index, BUILTIN_SIGMOID);
  /* U_i_l @ l.h: the l.h is a tuple component of a let. */
  AstExpr *sum = i->u.call.args[0]->u.binary.lhs;
  AstExpr *lh = sum->u.binary.lhs->u.binary.rhs;
  assert_int_equal(lh->sem.ref, REF_TUPLE_GET);
  assert_int_equal(lh->sem.index, 0);
  assert_int_equal(lh->u.field.base->sem.ref, REF_LET);
  assert_ptr_equal(lh->u.field.base->sem.let_stmt, find_let_in(p->rec->u.rec.body, "l"));
  AstStmt *cond = p->rec->u.rec.body->stmts[0];
  assert_int_equal(cond->u.if_.cond->sem.type.kind, TY_BOOL);
  assert_int_equal(cond->u.if_.cond->sem.ref, REF_LEAF);
  assert_false(cond->u.if_.cond->sem.is_const);
  /* Every param is used; the label field is not. */
  for (int k = 0; k < p->nparams; k++) assert_true(p->params[k]->sem.used);
  assert_false(p->input->u.input.fields[1]->used);
  fix_free(f);
}

/* ---- consts ---- */

static void test_consts(void **state) {
  (void)state;
  Fix *f = check("const A = B * 2 + (C << 3) - 17 % 5;\n" /* forward references */
                 "const B = C / 2;\n"
                 "const C = -(4 >> 1) + 12;\n"
                 "param W : [A, B];\n"
                 "input t : seq { word : int };\n"
                 "rec node(n) -> [B] { return W[n.word]; }\n"
                 "output o(n) = node(n);\n");
  expect_clean(f);
  assert_int_equal(f->p->consts[0]->sem.ival, 5 * 2 + (10 << 3) - 2);
  assert_int_equal(f->p->consts[1]->sem.ival, 5);
  assert_int_equal(f->p->consts[2]->sem.ival, 10);
  assert_string_equal(shape(f, &f->p->params[0]->sem.type), "[88, 5]");
  fix_free(f);

  bad("const A = B + 1;\nconst B = C;\nconst C = A * 2;\n", "m.cx:3:11: error: cycle in const definitions: A -> B -> C -> A");
  bad("const A = A;\n", "m.cx:1:11: error: cycle in const definitions: A -> A");
  bad("const Z = 0;\nconst A = 10 / Z;\n", "m.cx:2:14: error: division by zero");
  bad("const A = 9223372036854775807;\nconst B = A + 1;\n",
      "m.cx:2:13: error: compile-time int overflow: 9223372036854775807 + 1 does not fit in 64 bits");
  bad("const A = 1 << 64;\n", "m.cx:1:13: error: shift count 64 is out of range (0 to 63)");
  bad("const A = 1.5;\n", "m.cx:1:11: error: the value of const 'A' must be a compile-time int, not a float");
  bad("param E : [4];\nconst A = E;\n",
      "m.cx:2:11: error: the value of const 'A' can only use int literals and consts, but 'E' is a param");
  bad("const HH = 4;\nconst A = H;\n", "m.cx:2:11: error: unknown name 'H'; did you mean 'HH'?");
  bad("const A = 1 < 2;\n", "m.cx:1:11: error: the value of const 'A' must be a compile-time int, but '1 < 2' is a condition");
}

/* ---- -D overrides ---- */

static const char small_model[] =
    "const H = 4;\n"
    "param W : [H, H];\n"
    "input t : tree[2] { word : int };\n"
    "rec node(n) -> [H] {\n"
    "  if leaf(n) { return W[n.word]; }\n"
    "  return W @ (node(n.child[0]) + node(n.child[1]));\n"
    "}\n"
    "output h = node(t.root);\n";

static void test_defines(void **state) {
  (void)state;
  Fix *f = fix_new();
  assert_true(session_add_define(&f->s, "H=512"));
  assert_true(session_add_define(&f->s, "HH=3"));
  f->m = parse(f, "m.cx", small_model);
  f->p = cx_check_module(&f->s, f->m);
  assert_non_null(f->p);
  const char *want[] = {"cortex: warning: -D HH: no const named 'HH' in the model; did you mean 'H'?", NULL};
  expect_all(f, want);
  assert_string_equal(shape(f, &f->p->params[0]->sem.type), "[512, 512]");
  assert_string_equal(shape(f, &f->p->rec->sem.type), "[512]");
  assert_true(f->s.defines[0].used);
  assert_false(f->s.defines[1].used);
  fix_free(f);

  /* A later -D for the same name wins; no suggestion when nothing is close. */
  f = fix_new();
  assert_true(session_add_define(&f->s, "H=8"));
  assert_true(session_add_define(&f->s, "H=16"));
  assert_true(session_add_define(&f->s, "LAYERS=-3"));
  f->m = parse(f, "m.cx", small_model);
  f->p = cx_check_module(&f->s, f->m);
  const char *want2[] = {"cortex: warning: -D LAYERS: no const named 'LAYERS' in the model", NULL};
  expect_all(f, want2);
  assert_string_equal(shape(f, &f->p->params[0]->sem.type), "[16, 16]");
  assert_int_equal(f->s.defines[1].value, -3);
  fix_free(f);

  /* Malformed definitions. */
  f = fix_new();
  assert_false(session_add_define(&f->s, "H"));
  assert_false(session_add_define(&f->s, "H=abc"));
  assert_false(session_add_define(&f->s, "=3"));
  assert_false(session_add_define(&f->s, "1H=3"));
  assert_false(session_add_define(&f->s, "H=3x"));
  assert_false(session_add_define(&f->s, "H=99999999999999999999"));
  assert_int_equal(f->n, 6);
  assert_string_equal(f->lines[0], "cortex: error: malformed -D 'H': expected NAME=INT, e.g. -D H=512");
  assert_string_equal(f->lines[5], "cortex: error: -D H=99999999999999999999: the value does not fit in a 64-bit int");
  assert_int_equal(f->s.ndefines, 0);
  fix_free(f);

  /* A -D that makes a dimension zero is reported once, at the first use of
   * the const, however many params (and the rec) use it. */
  f = fix_new();
  assert_true(session_add_define(&f->s, "H=0"));
  f->m = parse(f, "m.cx",
               "const H = 4;\n"
               "param A, B, C : [H, H];\n"
               "param b : [H];\n"
               "param U : [2 * H, H];\n"
               "input t : tree[2];\n"
               "rec node(n) -> [H] {\n"
               "  if leaf(n) { return b; }\n"
               "  return A @ node(n.child[0]) + B @ node(n.child[1]) + C @ b;\n"
               "}\n"
               "output h = node(t.root);\n");
  f->p = cx_check_module(&f->s, f->m);
  const char *want3[] = {
      "m.cx:2:18: error: dimension 'H' of param 'A' is 0 (H = 0 from -D H=0); dimensions must be positive", NULL};
  expect_all(f, want3);
  fix_free(f);
}

/* ---- names ---- */

static void test_names(void **state) {
  (void)state;
  /* did you mean: a param, a field, a builtin, a fn, a tuple component */
  bad("param W_i : [2, 2];\nparam b : [2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> [2] { return W_x @ b; }\noutput h = node(t.root);\n",
      "m.cx:4:29: error: unknown name 'W_x'; did you mean 'W_i'?");
  bad("param E : [9, 2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> [2] { return E[n.wrod]; }\noutput h = node(t.root);\n",
      "m.cx:3:33: error: unknown field 'wrod' of 'n'; did you mean 'word'?");
  bad("param b : [2];\ninput t : seq { word : int };\n"
      "rec node(n) -> [2] { return sigmod(b); }\noutput h = node(t.root);\n",
      "m.cx:3:29: error: unknown function 'sigmod'; did you mean 'sigmoid'?");
  bad("fn linear<M, N>(w : [M, N], x : [N]) -> [M] { return w @ x; }\n"
      "param W : [2, 2];\nparam b : [2];\ninput t : seq { word : int };\n"
      "rec node(n) -> [2] { return lineer(W, b); }\noutput h = node(t.root);\n",
      "m.cx:5:29: error: unknown function 'lineer'; did you mean 'linear'?");
  bad("param b : [2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> (h : [2], c : [2]) {\n"
      "  if leaf(n) { return (b, b); }\n"
      "  let l = node(n.child[0]);\n"
      "  return (l.hh, l.c);\n"
      "}\noutput h = node(t.root).h;\n",
      "m.cx:6:13: error: the tuple 'l' has no component 'hh'; did you mean 'h'?");
  bad("param b : [2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> (h : [2], c : [2]) {\n"
      "  if leaf(n) { return (b, b); }\n"
      "  return (node(n.child[0]).state, b);\n"
      "}\noutput h = node(t.root).h;\n",
      "m.cx:5:28: error: the tuple 'node(n.child[0])' has no component 'state'; its components are h and c");
  /* a bare field name */
  bad("param E : [9, 2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> [2] { return E[word]; }\noutput h = node(t.root);\n",
      "m.cx:3:31: error: unknown name 'word'; did you mean 'n.word'?");
  bad("param E : [9, 2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> [2] { return E[wrod]; }\noutput h = node(t.root);\n",
      "m.cx:3:31: error: unknown name 'wrod'; did you mean 'n.word'?");
  /* no suggestion from far-fetched names */
  bad("const A = 1;\nconst C = B;\n", "m.cx:2:11: error: unknown name 'B'");
  /* calling a param, using a fn as a value */
  bad("param W : [2, 2];\ninput t : seq { word : int };\n"
      "rec node(n) -> [2] { return W(n); }\noutput h = node(t.root);\n",
      "m.cx:3:29: error: 'W' is a param, not a function");
  bad("param W : [2, 2];\ninput t : seq { word : int };\n"
      "rec node(n) -> [2] { return W @ tanh; }\noutput h = node(t.root);\n",
      "m.cx:3:33: error: 'tanh' is a built-in function; call it, e.g. tanh(...)");
  bad("param W : [2, 2];\ninput t : seq { word : int };\n"
      "rec node(n) -> [2] { return t; }\noutput h = node(t.root);\n",
      "m.cx:3:29: error: the input 't' is not a value; its root node is t.root");
}

static void test_duplicates_and_shadowing(void **state) {
  (void)state;
  Fix *f = check("const H = 2;\nparam H : [2];\n");
  const char *want[] = {"m.cx:2:7: error: redefinition of 'H'", "m.cx:1:7: note: 'H' first declared here", NULL};
  assert_true(f->n >= 2);
  assert_string_equal(f->lines[0], want[0]);
  assert_string_equal(f->lines[1], want[1]);
  fix_free(f);
  bad("param W : [2];\ninput t : seq { word : int };\n"
      "rec node(n) -> [2] { return W; }\noutput h = node(t.root);\noutput h = W;\n",
      "m.cx:5:8: error: redefinition of output 'h'");
  f = check("param W : [2];\ninput t : seq;\n"
            "rec node(n) -> [2] {\n  let W = W * 2.0;\n  return W;\n}\noutput h = node(t.root);\n");
  const char *want2[] = {"m.cx:4:7: error: let 'W' shadows the param 'W'; choose another name",
                         "m.cx:1:7: note: 'W' previously declared here", NULL};
  expect_all(f, want2);
  fix_free(f);
  bad("param b : [2];\ninput t : seq { word : int };\n"
      "rec node(n) -> [2] {\n  let x = b;\n  if leaf(n) { let x = b * 2; return x; }\n  return x;\n}\noutput h = node(t.root);\n",
      "m.cx:5:20: error: let 'x' shadows the let 'x'; choose another name");
  bad("param b : [2];\ninput t : seq { word : int };\n"
      "rec node(n) -> [2] {\n  let n = b;\n  return n;\n}\noutput h = node(t.root);\n",
      "m.cx:4:7: error: let 'n' shadows the node variable 'n'; choose another name");
  bad("fn f(x : [2], x : [2]) -> [2] { return x; }\n", "m.cx:1:15: error: duplicate parameter 'x' in fn 'f'");
  bad("fn relu(x : [2]) -> [2] { return x; }\n",
      "m.cx:1:4: error: fn 'relu' has the name of a built-in function; choose another name");
  bad("input t : seq { word : int, word : int };\n", "m.cx:1:29: error: duplicate field 'word' in the input 't'");
  bad("input t : seq { arity : int };\n",
      "m.cx:1:17: error: 'arity' cannot be a field name: n.arity is a node's number of children");
  /* sibling blocks may reuse a name */
  f = check("param b : [2];\ninput t : seq;\n"
            "rec node(n) -> [2] {\n  if leaf(n) { let c = b; return c; }\n  let c = b + node(n.child[0]);\n  return c;\n}\n"
            "output h = node(t.root);\n");
  expect_clean(f);
  fix_free(f);
}

/* ---- shapes ---- */

static void test_shapes(void **state) {
  (void)state;
  Fix *f = check("param W : [5, 256];\nparam x : [128];\ninput t : seq;\n"
                 "rec node(n) -> [5] { return W @ x; }\noutput h = node(t.root);\n");
  const char *want[] = {
      "m.cx:4:31: error: shapes [5, 256] and [128] do not fit '@': the inner dimensions 256 and 128 differ",
      "m.cx:1:7: note: param 'W' declared here with shape [5, 256]",
      "m.cx:2:7: note: param 'x' declared here with shape [128]", NULL};
  expect_all(f, want);
  fix_free(f);
  bad("param a : [3];\nparam b : [4];\ninput t : seq { word : int };\n"
      "rec node(n) -> [3] {\n  let s = a +\n    b;\n  return s;\n}\noutput h = node(t.root);\n",
      "m.cx:5:13: error: shapes [3] and [4] do not fit '+': elementwise operations need equal shapes (or a scalar on one side)");
  bad("param a : [3];\ninput t : seq { word : int };\n"
      "rec node(n) -> [3] { return a @ a; }\noutput h = node(t.root);\n",
      "m.cx:3:31: error: shapes [3] and [3] do not fit '@': two vectors do not multiply with '@': use dot(a, b) for "
      "their inner product");
  bad("param a : [3];\nparam T : [2, 2, 3];\ninput t : seq { word : int };\n"
      "rec node(n) -> [3] { return a @ T; }\noutput h = node(t.root);\n",
      "m.cx:4:31: error: shapes [3] and [2, 2, 3] do not fit '@': a vector [K] on the left needs a matrix [K, N] on the "
      "right");
  /* [K] @ [K, N] is a contraction since v2 (v1 said "for x @ W, write
   * transpose(W) @ x"); its dimensions are checked like a product's. */
  bad("param a : [3];\nparam M : [4, 3];\ninput t : seq { word : int };\n"
      "rec node(n) -> [3] { return a @ M; }\noutput h = node(t.root);\n",
      "m.cx:4:31: error: shapes [3] and [4, 3] do not fit '@': the inner dimensions 3 and 4 differ");
  bad("param a : [3];\ninput t : seq { word : int };\n"
      "rec node(n) -> [4] { return a; }\noutput h = node(t.root);\n",
      "m.cx:3:29: error: the rec 'node' returns [4], but this value has shape [3]");

  /* Matrix products, scalars, int literals and consts as scalars. */
  f = check("const K = 3;\nparam A : [2, 3];\nparam B : [3, 4];\nparam v : [4];\nparam s : [];\n"
            "input t : seq;\n"
            "rec node(n) -> [2] {\n"
            "  let m = A @ B;\n"
            "  let y = m @ v * 0.5 + s - K;\n"
            "  let z = (1 - y) / 2;\n"
            "  let w = -z;\n"
            "  let k = K * 2 + 1;\n"
            "  return w + y[k - 7];\n"
            "}\noutput h = node(t.root);\n");
  expect_clean(f);
  assert_string_equal(shape(f, &rec_let(f, "m")->sem.type), "[2, 4]");
  assert_string_equal(shape(f, &rec_let(f, "y")->sem.type), "[2]");
  assert_string_equal(shape(f, &rec_let(f, "z")->sem.type), "[2]");
  AstExpr *k = rec_let(f, "k");
  assert_int_equal(k->sem.type.kind, TY_INT);
  assert_true(k->sem.is_const);
  assert_int_equal(k->sem.ival, 7);
  fix_free(f);
}

static void test_int_vs_tensor(void **state) {
  (void)state;
  bad("param E : [9, 2];\ninput t : seq { word : int };\n"
      "rec node(n) -> [2] { return E[0] * n.word; }\noutput h = node(t.root);\n",
      "m.cx:3:36: error: 'n.word' is an int; use it as an index, e.g. E[n.word]");
  bad("param E : [9, 2];\ninput t : seq { word : int };\n"
      "rec node(n) -> [2] { return sigmoid(n.word); }\noutput h = node(t.root);\n",
      "m.cx:3:37: error: 'n.word' is an int; use it as an index, e.g. E[n.word]");
  bad("param E : [9, 2];\ninput t : seq { word : int };\n"
      "rec node(n) -> [2] { return E[1.0]; }\noutput h = node(t.root);\n",
      "m.cx:3:31: error: the index of 'E' must be an int (a row number), but '1.0' is a float");
  bad("param E : [9, 2];\ninput t : seq { word : int };\n"
      "rec node(n) -> [2] { return E[n]; }\noutput h = node(t.root);\n",
      "m.cx:3:31: error: 'n' is a node; index with one of its int fields, e.g. E[n.word]");
  bad("param E : [9, 2];\ninput t : seq { word : int };\n"
      "rec node(n) -> [2] { return E[9]; }\noutput h = node(t.root);\n",
      "m.cx:3:31: error: row 9 is out of range for 'E' [9, 2] (rows 0 to 8)");
  bad("param E : [9, 2];\ninput t : seq { word : int };\n"
      "rec node(n) -> [2] { return E[0][1:3]; }\noutput h = node(t.root);\n",
      "m.cx:3:29: error: slice [1:3] is out of range for dimension 0 of 'E[0]' [2], which is 2 (need 0 <= lo < hi <= 2)");
  bad("param E : [9, 2];\ninput t : seq { word : int };\n"
      "rec node(n) -> [2] { return E[0][0:n.word]; }\noutput h = node(t.root);\n",
      "m.cx:3:36: error: a slice bound must be a compile-time int (int literals, consts and their arithmetic), but 'n.word' is only known at run time");
  bad("param E : [9, 2];\ninput t : seq { word : int, pos : int };\n"
      "rec node(n) -> [2] { return E[n.word << n.pos]; }\noutput h = node(t.root);\n",
      "m.cx:3:38: error: '<<' needs compile-time ints (int literals, consts), but 'n.word' is only known at run time");
  /* int arithmetic on fields stays an int and indexes; vector fields are tensors */
  Fix *f = check("param E : [9, 2];\ninput t : seq { word : int, pos : int, emb : [2] };\n"
                 "rec node(n) -> [2] {\n  let i = n.word * 2 + n.pos % 3;\n  return E[i] + n.emb + E[8][0:2];\n}\n"
                 "output h = node(t.root);\n");
  expect_clean(f);
  AstExpr *i = rec_let(f, "i");
  assert_int_equal(i->sem.type.kind, TY_INT);
  assert_false(i->sem.is_const);
  fix_free(f);
}

/* ---- tuples ---- */

static void test_tuples(void **state) {
  (void)state;
  bad("param b : [2];\nparam c : [3];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> (h : [2], c : [2]) {\n  return (b, c);\n}\noutput h = node(t.root).h;\n",
      "m.cx:5:14: error: component 'c' of the returned tuple has shape [3], but the rec 'node' declares c : [2]");
  bad("param b : [2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> (h : [2], c : [2]) {\n  return (b, b, b);\n}\noutput h = node(t.root).h;\n",
      "m.cx:4:10: error: the rec 'node' returns 2 components (h : [2], c : [2]), but this tuple has 3");
  bad("param b : [2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> (h : [2], c : [2]) {\n  return b;\n}\noutput h = node(t.root).h;\n",
      "m.cx:4:10: error: the rec 'node' returns the tuple (h : [2], c : [2]); return every component, e.g. 'return (h, c);'");
  bad("param b : [2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> (h : [2], c : [2]) {\n  if leaf(n) { return (b, b); }\n  let l = node(n.child[0]);\n"
      "  return (l + b, b);\n}\noutput h = node(t.root).h;\n",
      "m.cx:6:11: error: 'l' is a tuple (h : [2], c : [2]), not a tensor; select a component, e.g. l.h");
  bad("param b : [2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> (h : [2], c : [2]) {\n  return (b, b);\n}\noutput h = node(t.root);\n",
      "m.cx:6:12: error: output 'h' is a tuple (h : [2], c : [2]); select one component, e.g. node(t.root).h");
  bad("param b : [2];\ninput t : seq { word : int };\n"
      "rec node(n) -> [2] {\n  return (b, b);\n}\noutput h = node(t.root);\n",
      "m.cx:4:10: error: the rec 'node' returns [2], not a tuple");
  /* a one-component tuple takes its component bare (there is no
     one-element tuple syntax), of its shape only */
  Fix *f = check("param b : [2];\ninput t : tree[2] { word : int };\n"
                 "fn act(x : [2]) -> (v : [2]) {\n  return tanh(x);\n}\n"
                 "rec node(n) -> (h : [2]) {\n  return act(b * float(n.word)).v;\n}\noutput h = node(t.root).h;\n");
  expect_clean(f);
  fix_free(f);
  bad("param b : [3];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> (h : [2]) {\n  return tanh(b);\n}\noutput h = node(t.root).h;\n",
      "m.cx:4:10: error: the rec 'node' returns (h : [2]), but 'tanh(b)' has shape [3] instead of [2]");
}

/* ---- fns ---- */

static const char fn_model[] =
    "fn linear<M, N>(W : [M, N], x : [N], b : [M]) -> [M] {\n"
    "  return W @ x + b;\n"
    "}\n"
    "fn cell<M>(x : [M]) -> (h : [M], c : [M]) {\n"
    "  return (tanh(x), x);\n"
    "}\n"
    "const H = 4;\n"
    "param E : [10, 3];\n"
    "param W1 : [H, 3];\n"
    "param b1 : [H];\n"
    "param W2 : [2, H];\n"
    "param b2 : [2];\n"
    "input t : seq { word : int };\n"
    "rec node(n) -> (h : [H], c : [H]) {\n"
    "  let a = linear(W1, E[n.word], b1);\n"
    "  let s = cell(a);\n"
    "  return (s.h, s.c);\n"
    "}\n"
    "output y = linear(W2, node(t.root).h, b2);\n";

static void test_fn_generics(void **state) {
  (void)state;
  Fix *f = check(fn_model);
  expect_clean(f);
  AstExpr *a = rec_let(f, "a");
  assert_int_equal(a->sem.ref, REF_FN_CALL);
  assert_string_equal(a->sem.decl->name, "linear");
  assert_string_equal(shape(f, &a->sem.type), "[4]");
  AstInlined *in = a->sem.inlined;
  assert_non_null(in);
  assert_ptr_equal(in->fn, a->sem.decl);
  assert_ptr_equal(in->args, a->u.call.args);
  assert_int_equal(in->shape_vals[0], 4); /* M */
  assert_int_equal(in->shape_vals[1], 3); /* N */
  /* The copy is typed: `W @ x + b` with W an argument. */
  AstExpr *ret = in->body->stmts[0]->u.ret.value;
  assert_ptr_not_equal(ret, f->p->fns[0]->u.fn.body->stmts[0]->u.ret.value);
  assert_string_equal(shape(f, &ret->sem.type), "[4]");
  AstExpr *w = ret->u.binary.lhs->u.binary.lhs;
  assert_int_equal(w->sem.ref, REF_FN_ARG);
  assert_int_equal(w->sem.index, 0);
  assert_string_equal(shape(f, &w->sem.type), "[4, 3]");
  /* The second call binds other values in another copy. */
  AstExpr *y = f->p->outputs[0]->u.output.value;
  assert_string_equal(shape(f, &y->sem.type), "[2]");
  assert_int_equal(y->sem.inlined->shape_vals[0], 2);
  assert_int_equal(y->sem.inlined->shape_vals[1], 4);
  assert_ptr_not_equal(y->sem.inlined->body, in->body);
  /* A fn returning a tuple. */
  AstExpr *s = rec_let(f, "s");
  assert_int_equal(s->sem.type.kind, TY_TUPLE);
  assert_int_equal(s->sem.inlined->shape_vals[0], 4);
  fix_free(f);
}

static void test_fn_errors(void **state) {
  (void)state;
  /* a conflict between two arguments */
  Fix *f = check("fn linear<M, N>(W : [M, N], x : [N]) -> [M] { return W @ x; }\n"
                 "param W : [4, 3];\nparam x : [5];\ninput t : seq;\n"
                 "rec node(n) -> [4] { return linear(W, x); }\noutput h = node(t.root);\n");
  const char *want[] = {
      "m.cx:5:39: error: conflicting sizes for shape variable 'N' of 'linear': 3 from argument 'W' [4, 3] and 5 from argument 'x' [5]",
      "m.cx:1:4: note: 'linear' declared here: linear<M, N>(W : [M, N], x : [N]) -> [M]", NULL};
  expect_all(f, want);
  fix_free(f);
  /* arity */
  f = check("fn linear<M, N>(W : [M, N], x : [N]) -> [M] { return W @ x; }\n"
            "param W : [4, 3];\ninput t : seq;\n"
            "rec node(n) -> [4] { return linear(W); }\noutput h = node(t.root);\n");
  const char *want2[] = {
      "m.cx:4:29: error: wrong number of arguments to 'linear': expected 2, got 1 (signature: linear<M, N>(W : [M, N], x : [N]) -> [M])",
      "m.cx:1:4: note: 'linear' declared here", NULL};
  expect_all(f, want2);
  fix_free(f);
  /* rank */
  bad("fn f<N>(x : [N]) -> [N] { return x; }\nparam W : [4, 3];\ninput t : seq { word : int };\n"
      "rec node(n) -> [4] { return f(W); }\noutput h = node(t.root);\n",
      "m.cx:4:31: error: argument 'x' of 'f' must have rank 1 ([N]), but it has shape [4, 3]");
  /* An error inside a fn body: reported once, with the call that led there. */
  f = check("fn bad<N>(x : [N]) -> [N] {\n  return x + sigmoid(x, x);\n}\n"
            "param a : [4];\nparam b : [3];\ninput t : seq;\n"
            "rec node(n) -> [4] {\n  let p = bad(b);\n  return bad(a) + p[0];\n}\noutput h = node(t.root);\n");
  const char *want3[] = {
      "m.cx:2:14: error: wrong number of arguments to 'sigmoid': expected 1, got 2 (usage: sigmoid(x))",
      "m.cx:8:11: note: in call to 'bad' from here", NULL};
  expect_all(f, want3);
  fix_free(f);
  /* A shape error that depends on the call, through two levels of fns. */
  f = check("fn inner<M, N>(W : [M, N], x : [M]) -> [M] {\n  return W @ x;\n}\n"
            "fn outer<M, N>(W : [M, N], x : [M]) -> [M] {\n  return inner(W, x);\n}\n"
            "param W : [4, 3];\nparam x : [4];\ninput t : seq;\n"
            "rec node(n) -> [4] { return outer(W, x); }\noutput h = node(t.root);\n");
  const char *want4[] = {
      "m.cx:2:12: error: shapes [4, 3] and [4] do not fit '@': the inner dimensions 3 and 4 differ",
      "m.cx:1:16: note: parameter 'W' has shape [4, 3] in this call",
      "m.cx:1:28: note: parameter 'x' has shape [4] in this call",
      "m.cx:5:10: note: in call to 'inner' from here",
      "m.cx:10:29: note: in call to 'outer' from here", NULL};
  expect_all(f, want4);
  fix_free(f);
  /* recursion, nodes in fns */
  bad("fn f<N>(x : [N]) -> [N] { return g(x); }\nfn g<N>(x : [N]) -> [N] { return f(x); }\n"
      "param a : [4];\ninput t : seq { word : int };\n"
      "rec node(n) -> [4] { return f(a); }\noutput h = node(t.root);\n",
      "m.cx:2:34: error: fn 'f' calls itself (f -> g -> f); fns are inlined and cannot be recursive: the rec is the only recursion");
  bad("fn f<N>(x : [N]) -> [N] { return x + node(x); }\n"
      "param a : [4];\ninput t : seq { word : int };\n"
      "rec node(n) -> [4] { return f(a); }\noutput h = node(t.root);\n",
      "m.cx:1:38: error: fn 'f' cannot call the rec 'node': fns have no nodes; compute node states in the rec and pass them as arguments");
  bad("fn f<N>(x : [N]) -> [N] { return x * n.word; }\n"
      "param a : [4];\ninput t : seq { word : int };\n"
      "rec node(n) -> [4] { return f(a); }\noutput h = node(t.root);\n",
      "m.cx:1:38: error: unknown name 'n': fns cannot use nodes; pass them the values they need as arguments");
  bad("fn f<N>(x : [N]) -> [N] {\n  if leaf(x) { return x; }\n  return x;\n}\n"
      "param a : [4];\ninput t : seq { word : int };\n"
      "rec node(n) -> [4] { return f(a); }\noutput h = node(t.root);\n",
      "m.cx:2:6: error: leaf() cannot be used in fn 'f': fns have no nodes; test leaf(n) in the rec");
  bad("fn f<N>(x : [N], i : int) -> [N] {\n  if i > 0 { return x; }\n  return -x;\n}\n"
      "param a : [4];\ninput t : seq { word : int };\n"
      "rec node(n) -> [4] { return f(a, n.word); }\noutput h = node(t.root);\n",
      "m.cx:2:6: error: the condition of an 'if' in fn 'f' must be decided at compile time (consts, shape variables, int literals): a fn is inlined and cannot branch on values");
  bad("fn f<N, K>(x : [N]) -> [K] { return x; }\n",
      "m.cx:1:9: error: shape variable 'K' of fn 'f' is not a whole dimension of any parameter, so no call can bind it");
  bad("fn f<N>(x : [N]) -> [N] { return x; }\n"
      "param a : [4];\ninput t : seq { word : int };\n"
      "rec node(n) -> [4] { return f(1); }\noutput h = node(t.root);\n",
      "m.cx:4:31: error: argument 'x' of 'f' must be a tensor [N], but '1' is an int (write a float literal such as 1.0)");
  bad("fn f<N>(x : [2 * N]) -> [N] { return x[0:N]; }\n",
      "m.cx:1:6: error: shape variable 'N' of fn 'f' is not a whole dimension of any parameter, so no call can bind it");
  bad("fn f<N>(x : [N], y : [2 * N]) -> [N] { return x + y[0:N]; }\n"
      "param a : [3];\nparam b : [5];\ninput t : seq;\n"
      "rec node(n) -> [3] { return f(a, b); }\noutput h = node(t.root);\n",
      "m.cx:5:34: error: argument 'y' of 'f' must have shape [6] (declared [2 * N]), but it has shape [5]");
  bad("fn f<N>(x : [N], y : [N - 3]) -> [N] { return x; }\n"
      "param a : [3];\ninput t : seq;\n"
      "rec node(n) -> [3] { return f(a, a); }\noutput h = node(t.root);\n",
      "m.cx:1:23: error: dimension 'N - 3' of parameter 'y' of fn 'f' is 0; dimensions must be positive");
  bad("fn f<N>(x : [N]) -> [K] { return x; }\n", "m.cx:1:22: error: unknown name 'K'");
  bad("fn f<N>(x : [N]) -> (h : [N], h : [N]) { return (x, x); }\n",
      "m.cx:1:31: error: duplicate component 'h' in the return type of fn 'f'");
  bad("fn f<N>(x : [N]) -> [N] { return x; }\nparam a : [3];\ninput t : seq;\n"
      "rec node(n) -> [3] { return f(a)[0]; }\noutput h = node(t.root);\n",
      "m.cx:4:29: error: the rec 'node' returns [3], but this value has shape []");
}

/* A fn's compile-time if: only the branch taken is typed for a call. */
static void test_fn_static_if(void **state) {
  (void)state;
  Fix *f = check("fn pick<M, N>(W : [M, N], x : [N]) -> [M] {\n"
                 "  if M == N { return x; }\n"
                 "  return W @ x;\n"
                 "}\n"
                 "fn shift<N>(x : [N], k : int) -> [N] {\n"
                 "  if k == 0 { return x; } else { return -x; }\n"
                 "}\n"
                 "param A : [3, 3];\nparam B : [2, 3];\nparam x : [3];\ninput t : seq;\n"
                 "rec node(n) -> [2] {\n"
                 "  let a = pick(A, x);\n"
                 "  let b = pick(B, shift(a, 1));\n"
                 "  return b;\n"
                 "}\noutput h = node(t.root);\n");
  expect_clean(f);
  AstStmt *st = rec_let(f, "a")->sem.inlined->body->stmts[0];
  assert_int_equal(st->kind, STMT_IF);
  assert_true(st->u.if_.cond->sem.is_const);
  assert_int_equal(st->u.if_.cond->sem.ival, 1);
  AstExpr *b = rec_let(f, "b");
  AstStmt *st2 = b->sem.inlined->body->stmts[0];
  assert_true(st2->u.if_.cond->sem.is_const);
  assert_int_equal(st2->u.if_.cond->sem.ival, 0);
  AstExpr *sh = b->u.call.args[1];
  assert_true(sh->sem.inlined->body->stmts[0]->u.if_.cond->sem.is_const);
  fix_free(f);
}

/* ---- the rec ---- */

static void test_rec_rules(void **state) {
  (void)state;
  bad("param E : [9, 2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> [2] {\n  if leaf(n) { return E[n.word]; }\n  return node(n);\n}\noutput h = node(t.root);\n",
      "m.cx:5:15: error: the rec 'node' may only be applied to a child of 'n' (n.child[K] or a reduction variable); recursion on anything else may not terminate and cannot be linearized");
  bad("param E : [9, 2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> [2] {\n  if leaf(n) { return E[n.word]; }\n  return node(t.root);\n}\noutput h = node(t.root);\n",
      "m.cx:5:15: error: the rec 'node' may only be applied to a child of 'n' (n.child[K] or a reduction variable); recursion on anything else may not terminate and cannot be linearized");
  bad("param E : [9, 2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> [2] {\n  if leaf(n) { return E[n.word]; }\n  return node(n.child[2]);\n}\noutput h = node(t.root);\n",
      "m.cx:5:23: error: n.child[2] is out of range: the input 't' is tree[2] (children 0 and 1)");
  bad("param E : [9, 2];\ninput s : seq { word : int };\n"
      "rec node(n) -> [2] {\n  if leaf(n) { return E[n.word]; }\n  return node(n.child[1]);\n}\noutput h = node(s.root);\n",
      "m.cx:5:23: error: n.child[1] is out of range: the input 's' is seq (child 0 only)");
  bad("param E : [9, 2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> [2] {\n  if leaf(n) { return E[n.word]; }\n  return node(n.child[n.word]);\n}\noutput h = node(t.root);\n",
      "m.cx:5:23: error: the child index must be a compile-time int; to visit every child use a reduction, e.g. sum(k in n.children) node(k)");
  bad("param E : [9, 2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> [2] {\n  if leaf(n) { return E[n.word]; }\n  return node(n.child[0].child[1]);\n}\noutput h = node(t.root);\n",
      "m.cx:5:15: error: 'n.child[0].child[1]' reaches beyond the children of 'n': the rec may only read its own node's children");
  bad("param E : [9, 2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> [2] {\n  if leaf(n) { return E[n.word]; }\n  let l = n.children;\n  return E[0];\n}\noutput h = node(t.root);\n",
      "m.cx:5:11: error: 'n.children' can only be the range of a reduction, e.g. sum(k in n.children) node(k)");
  bad("param E : [9, 2];\ninput t : tree[*] { word : int };\n"
      "rec node(n) -> [2] {\n  return E[n.word] + sum(k in n.children) node(k) * sum(j in n.children) node(j);\n}\noutput h = node(t.root);\n",
      "m.cx:4:53: error: reductions over children cannot be nested");
  bad("param E : [9, 2];\ninput t : tree[*] { word : int };\n"
      "rec node(n) -> [2] {\n  return sum(k in n.child[0]) E[0];\n}\noutput h = node(t.root);\n",
      "m.cx:4:19: error: a reduction ranges over the children of the node: sum(k in n.children) ...");
  bad("param E : [9, 2];\ninput t : tree[*] { word : int };\n"
      "rec node(n) -> [2] {\n  return t.root.word + E[0];\n}\noutput h = node(t.root);\n",
      "m.cx:4:10: error: 't.root' cannot be used in the rec: the rec computes one node from its own children; use 't.root' in a per-structure output (output NAME = ...)");
  /* missing return */
  bad("param E : [9, 2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> [2] {\n  if leaf(n) { return E[n.word]; }\n  let x = E[1];\n}\noutput h = node(t.root);\n",
      "m.cx:6:1: error: control reaches the end of rec 'node' without returning a value");
  bad("param E : [9, 2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> [2] {\n  if leaf(n) { return E[n.word]; } else if n.arity == 1 { return E[1]; }\n}\noutput h = node(t.root);\n",
      "m.cx:5:1: error: control reaches the end of rec 'node' without returning a value");
  /* unreachable code is a warning */
  Fix *f = check("param E : [9, 2];\ninput t : tree[2] { word : int };\n"
                 "rec node(n) -> [2] {\n  if leaf(n) { return E[n.word]; } else { return E[1]; }\n  return E[2];\n}\n"
                 "output h = node(t.root);\n");
  const char *want[] = {"m.cx:5:3: warning: unreachable statement: every path before it has returned", NULL};
  expect_all(f, want);
  assert_non_null(f->p);
  fix_free(f);
  /* reductions, dag, arity, fields of children and of k */
  f = check("param E : [9, 2];\nparam W : [2, 2];\ninput g : dag { feat : int };\n"
            "rec node(n) -> [2] {\n"
            "  let s = sum(k in n.children) (W @ node(k) + E[k.feat]);\n"
            "  let m = max(k in n.children) node(k);\n"
            "  let a = mean(k in n.children) 1;\n"
            "  if n.arity > 2 && !leaf(n) { return s + a + E[n.child[5].feat]; }\n"
            "  return tanh(E[n.feat] + s + m);\n"
            "}\noutput h_root = node(g.root);\noutput h(n) = node(n);\noutput deg(n) = n.arity;\n");
  expect_clean(f);
  AstExpr *s = rec_let(f, "s");
  assert_int_equal(s->kind, EXPR_REDUCE);
  assert_string_equal(shape(f, &s->sem.type), "[2]");
  assert_int_equal(s->u.reduce.over->sem.ref, REF_CHILDREN);
  AstExpr *nk = s->u.reduce.body->u.binary.lhs->u.binary.rhs;
  assert_int_equal(nk->sem.ref, REF_REC_CALL);
  assert_int_equal(nk->u.call.args[0]->sem.ref, REF_REDUCE_VAR);
  assert_string_equal(shape(f, &rec_let(f, "a")->sem.type), "[]");
  assert_int_equal(f->p->outputs[2]->sem.type.kind, TY_INT);
  fix_free(f);
}

static void test_conditions(void **state) {
  (void)state;
  bad("param E : [9, 2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> [2] {\n  if leaf(n) { return E[n.word]; }\n  let l = node(n.child[0]);\n"
      "  if sum(l) > 0.0 { return l; }\n  return E[0];\n}\noutput h = node(t.root);\n",
      "m.cx:6:6: error: condition depends on a tensor value: control flow may only depend on the structure (leaf(n), n.arity, int fields, consts), which lets Cortex linearize and batch the computation");
  Fix *f = check("param E : [9, 2];\ninput t : tree[2] { word : int };\n"
                 "rec node(n) -> [2] {\n  if leaf(n) { return E[n.word]; }\n  let c = argmax(node(n.child[0]));\n"
                 "  if c == 1 { return E[1]; }\n  return E[0];\n}\noutput h = node(t.root);\n");
  const char *want[] = {
      "m.cx:6:6: error: condition depends on a tensor value: control flow may only depend on the structure (leaf(n), n.arity, int fields, consts), which lets Cortex linearize and batch the computation",
      "m.cx:5:7: note: 'c' is defined here", NULL};
  expect_all(f, want);
  fix_free(f);
  bad("param E : [9, 2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> [2] {\n  if node(n.child[0]) { return E[0]; }\n  return E[1];\n}\noutput h = node(t.root);\n",
      "m.cx:4:6: error: condition depends on a tensor value: control flow may only depend on the structure (leaf(n), n.arity, int fields, consts), which lets Cortex linearize and batch the computation");
  bad("param E : [9, 2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> [2] {\n  if leaf(n.child[0]) { return E[0]; }\n  return E[1];\n}\noutput h = node(t.root);\n",
      "m.cx:4:6: error: the condition tests 'n.child[0]', but an 'if' may only test the node 'n' itself (leaf(n), n.arity, its int fields) and consts: each node chooses its branch from its own structure");
  bad("param E : [9, 2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> [2] {\n  if n.word { return E[0]; }\n  return E[1];\n}\noutput h = node(t.root);\n",
      "m.cx:4:6: error: the condition of an 'if' must be a comparison or leaf(...), but 'n.word' is an int; write e.g. 'n.word != 0'");
  bad("param E : [9, 2];\ninput t : tree[2] { word : int };\n"
      "rec node(n) -> [2] {\n  let c = leaf(n);\n  return E[1];\n}\noutput h = node(t.root);\n",
      "m.cx:4:11: error: 'leaf(n)' is a condition; a let cannot hold a condition: test it directly in an 'if'");
  /* structural conditions, with consts and int arithmetic */
  f = check("const K = 3;\nparam E : [9, 2];\ninput t : tree[*] { word : int, tag : int };\n"
            "rec node(n) -> [2] {\n  let w = n.word + 1;\n"
            "  if (leaf(n) || n.arity * 2 >= K) && !(w % 2 == 0) && n.tag != -1 { return E[0]; }\n"
            "  if K > 2 { return E[1]; }\n  return E[2];\n}\noutput h = node(t.root);\n");
  expect_clean(f);
  AstStmt *st = f->p->rec->u.rec.body->stmts[2];
  assert_true(st->u.if_.cond->sem.is_const);
  assert_int_equal(st->u.if_.cond->sem.ival, 1);
  fix_free(f);
}

/* ---- builtins ---- */

static void test_builtins(void **state) {
  (void)state;
  Fix *f = check("param A : [3, 4];\nparam v : [4];\nparam u : [3];\ninput t : seq;\n"
                 "rec node(n) -> [3] {\n"
                 "  let a = softmax(log_softmax(u));\n"
                 "  let b = dot(v, v) * sum(A) + mean(u) + abs(sqrt(exp(log(relu(u)))));\n"
                 "  let c = concat(u, v, u);\n"
                 "  let d = transpose(A);\n"
                 "  let e = zeros([2 * 2, 3]) + ones([4, 3]);\n"
                 "  let g = max(a, 0) + min(b, a);\n"
                 "  let k = argmax(c);\n"
                 "  return g + transpose(e) @ v + d[k][0:3] + c[0:3];\n"
                 "}\noutput h = node(t.root);\n");
  expect_clean(f);
  assert_string_equal(shape(f, &rec_let(f, "b")->sem.type), "[3]");
  assert_string_equal(shape(f, &rec_let(f, "c")->sem.type), "[10]");
  assert_string_equal(shape(f, &rec_let(f, "d")->sem.type), "[4, 3]");
  assert_string_equal(shape(f, &rec_let(f, "e")->sem.type), "[4, 3]");
  assert_int_equal(rec_let(f, "k")->sem.type.kind, TY_INT);
  assert_int_equal(rec_let(f, "d")->sem.index, BUILTIN_TRANSPOSE);
  fix_free(f);
  for (int i = 0; cx_builtin_names[i]; i++) assert_true(i < BUILTIN_COUNT);
  assert_string_equal(cx_builtin_names[BUILTIN_LOG_SOFTMAX], "log_softmax");
  assert_null(cx_builtin_names[BUILTIN_COUNT]);

  const char *pre = "param A : [3, 4];\nparam v : [4];\ninput t : seq { word : int };\n";
  static const struct { const char *body, *want; } cases[] = {
      {"return dot(v);", "m.cx:4:29: error: wrong number of arguments to 'dot': expected 2, got 1 (usage: dot(a, b) with a, b : [N])"},
      {"return softmax(A);", "m.cx:4:37: error: 'softmax' expects a vector [N], but 'A' has shape [3, 4]"},
      {"return dot(v, A[0][0:3]);", "m.cx:4:29: error: 'dot' expects two vectors of the same size, but got [4] and [3]"},
      {"return max(A, v);", "m.cx:4:29: error: shapes [3, 4] and [4] do not fit 'max': elementwise functions need equal shapes (or a scalar on one side)"},
      {"return concat(A, v);", "m.cx:4:39: error: 'concat' joins along the first axis, so all dimensions but the first must be equal: argument 2 has shape [4], but argument 1 has [3, 4]"},
      {"return concat(v);", "m.cx:4:29: error: wrong number of arguments to 'concat': expected at least 2, got 1 (usage: concat(a, b, ...))"},
      {"return concat(v, 1.0);", "m.cx:4:39: error: 'concat' joins tensors along their first axis, but '1.0' is a scalar []"},
      {"return transpose(v);", "m.cx:4:39: error: 'transpose' expects a matrix [R, C], but 'v' has shape [4]"},
      {"return zeros(v);", "m.cx:4:35: error: 'zeros' expects a shape, e.g. zeros([H]), but 'v' is a tensor [4]"},
      {"return zeros([4, 0]);", "m.cx:4:39: error: dimension '0' of zeros(...) is 0; dimensions must be positive"},
      {"return ones([n.word]);", "m.cx:4:35: error: a dimension must be a compile-time int (int literals, consts and their arithmetic), but 'n.word' is only known at run time"},
      {"return [4];", "m.cx:4:29: error: a shape such as [H] can only be the argument of zeros or ones, e.g. zeros([H])"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    bad(xfmt("%srec node(n) -> [4] { %s }\noutput h = node(t.root);\n", pre, cases[i].body), cases[i].want);
  }
}

/* ---- declarations: params, input, outputs, model ---- */

static void test_params(void **state) {
  (void)state;
  bad("const H = 2;\nparam W : [H, H - 2];\n", "m.cx:2:15: error: dimension 'H - 2' of param 'W' is 0; dimensions must be positive");
  bad("param W : [1, 2, 3, 4];\n", "m.cx:1:11: error: param 'W' has rank 4, but a param has rank 0 to 3");
  bad("param E : [1000000, 1000000];\n",
      "m.cx:1:11: error: param 'E' would need 4000000000000 bytes; a param may use at most 1 TiB (1099511627776 bytes)");
  bad("param E : [4611686018427387904, 4];\n",
      "m.cx:1:11: error: param 'E' would need more than 2^63 bytes; a param may use at most 1 TiB (1099511627776 bytes)");
  bad("param W : [4, 2] = \"enc.weight\"[0:3];\n",
      "m.cx:1:33: error: the slice [0:3] selects 3 rows of 'enc.weight', but param 'W' has shape [4, 2] and needs 4 rows, e.g. [0:4]");
  bad("param W : [4, 2] = \"enc.weight\"[4:4];\n",
      "m.cx:1:33: error: invalid slice [4:4] of 'enc.weight': the bounds must satisfy 0 <= lo < hi");
  bad("param W : [4, 2] = \"enc.weight\"[0:W];\n",
      "m.cx:1:35: error: a slice bound can only use int literals and consts, but 'W' is a param");
  bad("param W : [2.5];\n", "m.cx:1:12: error: a dimension must be a compile-time int, not a float");
  /* A mistake in a type shared by several names (`param A, B : T;`) is
   * reported once; a const that is not positive once, with its definition. */
  Fix *g = check("const Z = 0;\nparam _A, _B : [2 - 2, Z];\nparam _C : [Z];\ninput t : seq;\n"
                 "rec node(n) -> [2] { return zeros([2]); }\noutput h = node(t.root);\n");
  const char *want_once[] = {
      "m.cx:2:17: error: dimension '2 - 2' of param '_A' is 0; dimensions must be positive",
      "m.cx:2:24: error: dimension 'Z' of param '_A' is 0; dimensions must be positive",
      "m.cx:1:7: note: 'Z' is defined here", NULL};
  expect_all(g, want_once);
  fix_free(g);
  Fix *f = check("const H = 2;\nparam W : [H, 3] = \"enc.weight\"[H:2*H];\nparam s : [];\ninput t : seq { word : int };\n"
                 "rec node(n) -> [3] { return W[n.word] * s; }\noutput h = node(t.root);\n");
  expect_clean(f);
  AstDecl *w = f->p->params[0];
  assert_string_equal(w->u.param.key, "enc.weight");
  assert_int_equal(w->u.param.slice_lo->sem.ival, 2);
  assert_int_equal(w->u.param.slice_hi->sem.ival, 4);
  assert_true(w->u.param.slice_hi->sem.is_const);
  assert_int_equal(f->p->params[1]->sem.type.shape.rank, 0);
  fix_free(f);
}

static void test_input_and_outputs(void **state) {
  (void)state;
  bad("param E : [9, 2];\n", "m.cx:1:1: error: the model has no input; declare the structure it reads, e.g. 'input t : tree[2] { word : int };'");
  bad("param E : [9, 2];\ninput t : seq { word : int };\noutput h = E;\n",
      "m.cx:1:1: error: the model has no rec; declare the recursion, e.g. 'rec node(n) -> [H] { ... }'");
  bad("param E : [9, 2];\ninput t : seq { word : int };\nrec cell(n) -> [2] { return E[n.word]; }\n",
      "m.cx:1:1: error: the model has no output; declare one, e.g. 'output result = cell(t.root);'");
  Fix *f = check("input t : seq { word : int };\ninput u : dag { word : int };\n");
  const char *want[] = {"m.cx:2:7: error: the model already has an input, 't'; a model reads exactly one input",
                        "m.cx:1:7: note: the input 't' is declared here"};
  assert_true(f->n >= 2);
  assert_string_equal(f->lines[0], want[0]);
  assert_string_equal(f->lines[1], want[1]);
  fix_free(f);
  /* Several recs are fine since v2; two of one name are not. */
  bad("param E : [9, 2];\ninput t : seq { word : int };\n"
      "rec a(n) -> [2] { return E[n.word]; }\nrec a(n) -> [2] { return E[n.word]; }\n",
      "m.cx:4:5: error: redefinition of 'a'");
  bad("input t : seq { m : [2, 2] };\n", "m.cx:1:21: error: field 'm' must be an int or a vector [D], not '[2, 2]'");
  /* outputs */
  const char *pre = "param E : [9, 2];\ninput t : tree[2] { word : int, emb : [2] };\n"
                    "rec node(n) -> [2] { if leaf(n) { return E[n.word] + n.emb; } return node(n.child[0]); }\n";
  static const struct { const char *out, *want; } cases[] = {
      {"output h = node(n);", "m.cx:4:17: error: unknown name 'n'"},
      {"output h(n) = node(t.root);", "m.cx:4:20: error: in a per-node output the rec 'node' applies to the output's node: node(n)"},
      {"output h = node(t.root.child[0]);", "m.cx:4:17: error: 't.root.child[0]' is only available in the rec; an output sees its node as a whole (node(n), n.FIELD)"},
      {"output h(n) = t.root.word;", "m.cx:4:15: error: 't.root' can only be used in a per-structure output; a per-node output sees its own node 'n'"},
      {"output h = t.root;", "m.cx:4:12: error: output 'h' is a node; apply the rec to it to output its state, e.g. node(t.root)"},
      {"output h(n) = leaf(n);", "m.cx:4:15: error: output 'h' must be a tensor or an int, but 'leaf(n)' is a condition"},
      /* v2: per-node outputs may reduce over their node's children */
      {"output h = sum(k in t.root.children) node(k);", "m.cx:4:12: error: a reduction over children can only be used in a rec or a per-node output; compute it there and output the rec's state, e.g. node(t.root)"},
      {"output h = t.leaves;", "m.cx:4:14: error: the input 't' has no member 'leaves'; its root node is t.root"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    bad(xfmt("%s%s\n", pre, cases[i].out), cases[i].want);
  }
  f = check("param E : [9, 2];\ninput t : tree[2] { word : int, emb : [2] };\n"
            "rec node(n) -> [2] { if leaf(n) { return E[n.word]; } return node(n.child[0]); }\n"
            "output a = node(t.root) + t.root.emb;\noutput w(n) = n.word;\noutput e(n) = n.emb * 2;\n");
  expect_clean(f);
  assert_string_equal(shape(f, &f->p->outputs[0]->sem.type), "[2]");
  assert_int_equal(f->p->outputs[1]->sem.type.kind, TY_INT);
  AstExpr *root = f->p->outputs[0]->u.output.value->u.binary.lhs->u.call.args[0];
  assert_int_equal(root->sem.ref, REF_ROOT);
  assert_int_equal(root->u.field.base->sem.ref, REF_INPUT);
  assert_string_equal(f->p->model_name, "m");
  fix_free(f);
}

static void test_unused_warnings(void **state) {
  (void)state;
  Fix *f = check("fn f<N>(x : [N], y : [N]) -> [N] { let z = x; return x; }\n"
                 "param E : [9, 2];\nparam W_x : [2, 2];\nparam _spare : [2];\n"
                 "input t : seq { word : int, label : int };\n"
                 "rec node(n) -> [2] {\n  let unused = E[0];\n  let _ok = E[1];\n  return f(E[n.word], E[0]) + f(E[1], E[2]);\n}\n"
                 "output h = node(t.root);\n");
  const char *want[] = {
      "m.cx:1:40: warning: let 'z' is never used",
      "m.cx:7:7: warning: let 'unused' is never used",
      "m.cx:1:18: warning: parameter 'y' of fn 'f' is never used",
      "m.cx:3:7: warning: param 'W_x' is never used",
      "m.cx:5:29: warning: field 'label' of the input 't' is never used",
      NULL};
  expect_all(f, want);
  assert_non_null(f->p);
  assert_int_equal(f->s.diag.warnings, 5);
  assert_int_equal(f->s.diag.errors, 0);
  fix_free(f);
}

/* ---- robustness: every rule's error on a broken program, no crash ---- */

static void test_many_errors_keep_going(void **state) {
  (void)state;
  Fix *f = check("const A = B;\nparam W : [A, 3];\nparam E : [9, 3];\ninput t : tree[2] { word : int };\n"
                 "rec node(n) -> [3] {\n  let x = W @ E[n.wrod];\n  let y = x + foo;\n  return y + E[n.word];\n}\n"
                 "output h = node(t.root);\n");
  const char *want[] = {
      "m.cx:1:11: error: unknown name 'B'",
      "m.cx:6:19: error: unknown field 'wrod' of 'n'; did you mean 'word'?",
      "m.cx:4:7: note: the fields of the input 't' are declared here",
      "m.cx:7:15: error: unknown name 'foo'",
      NULL};
  expect_all(f, want);
  assert_null(f->p);
  fix_free(f);
}

/* ---- imports ---- */

static void write_file(const char *dir, const char *name, const char *text) {
  FILE *fp = fopen(xfmt("%s/%s", dir, name), "w");
  assert_non_null(fp);
  fputs(text, fp);
  fclose(fp);
}

static const char *make_dir(const char *parent, const char *sub) {
  if (parent) {
    char *d = xfmt("%s/%s", parent, sub);
    assert_int_equal(mkdir(d, 0700), 0);
    return d;
  }
  char *d = xfmt("/tmp/cx_sema_XXXXXX");
  assert_non_null(mkdtemp(d));
  return d;
}

static void rm_tree(const char *dir) { assert_int_equal(system(xfmt("rm -rf '%s'", dir)), 0); }

static const char nn_cx[] = "fn linear<M, N>(w : [M, N], x : [N], bias : [M]) -> [M] { return w @ x + bias; }\n";
static const char use_nn[] =
    "import \"nn.cx\";\n"
    "param W : [2, 3];\nparam E : [9, 3];\nparam b : [2];\n"
    "input t : seq { word : int };\n"
    "rec node(n) -> [2] { return linear(W, E[n.word], b); }\n"
    "output h = node(t.root);\n";

static Fix *load(const char *path, const char *stdlib_dir) {
  Fix *f = fix_new();
  f->s.stdlib_dir = stdlib_dir;
  f->p = cx_load_program(&f->s, path);
  return f;
}

static void test_import_search(void **state) {
  (void)state;
  const char *root = make_dir(NULL, NULL);
  const char *lib = make_dir(root, "lib"), *std = make_dir(root, "std"), *extra = make_dir(root, "extra");
  const char *main_path = xfmt("%s/model.cx", root);
  write_file(root, "model.cx", use_nn);

  /* Not found: the message lists where it looked. */
  Fix *f = load(main_path, std);
  assert_null(f->p);
  const char *want[] = {
      xfmt("%s:1:8: error: cannot find imported file 'nn.cx' (looked in: %s, %s)", main_path, root, std), NULL};
  expect_all(f, want);
  fix_free(f);

  /* In CORTEX_PATH (read by session_init; empty entries skipped). */
  write_file(extra, "nn.cx", nn_cx);
  setenv("CORTEX_PATH", xfmt("%s::%s:", lib, extra), 1);
  f = fix_new();
  unsetenv("CORTEX_PATH");
  assert_int_equal(f->s.nsearch, 2);
  f->s.stdlib_dir = std;
  f->p = cx_load_program(&f->s, main_path);
  expect_clean(f);
  assert_int_equal(f->p->nfns, 1);
  assert_string_equal(f->p->fns[0]->sem.file, xfmt("%s/nn.cx", extra));
  assert_string_equal(f->p->model_name, "model");
  fix_free(f);

  /* The stdlib folder comes before the search path (-I). */
  write_file(std, "nn.cx", nn_cx);
  f = fix_new();
  f->s.stdlib_dir = std;
  session_add_search_dir(&f->s, extra);
  f->p = cx_load_program(&f->s, main_path);
  expect_clean(f);
  assert_string_equal(f->p->fns[0]->sem.file, xfmt("%s/nn.cx", std));
  fix_free(f);

  /* Beside the importing file comes first. */
  write_file(root, "nn.cx", nn_cx);
  f = load(main_path, std);
  expect_clean(f);
  assert_string_equal(f->p->fns[0]->sem.file, xfmt("%s/nn.cx", root));
  AstDecl *imp = f->p->main->decls[0];
  assert_int_equal(imp->kind, DECL_IMPORT);
  assert_int_equal(imp->u.import.ndecls, 1);
  assert_ptr_equal(imp->u.import.decls[0], f->p->fns[0]);
  fix_free(f);

  /* A missing main file. */
  const char *missing = xfmt("%s/nope.cx", root);
  f = load(missing, NULL);
  assert_null(f->p);
  const char *want2[] = {xfmt("cortex: error: cannot open '%s': No such file or directory", missing), NULL};
  expect_all(f, want2);
  fix_free(f);

  /* A malformed -D fails the load even when the model is fine. */
  f = fix_new();
  assert_false(session_add_define(&f->s, "H"));
  f->p = cx_load_program(&f->s, main_path);
  assert_null(f->p);
  fix_free(f);
  rm_tree(root);
}

static void test_import_graph(void **state) {
  (void)state;
  const char *root = make_dir(NULL, NULL);
  const char *sub = make_dir(root, "sub");
  const char *a = xfmt("%s/a.cx", root), *b = xfmt("%s/b.cx", root), *c = xfmt("%s/sub/c.cx", root);
  const char *d = xfmt("%s/sub/d.cx", root);

  /* A cycle: a imports b imports a. */
  write_file(root, "a.cx", "import \"b.cx\";\nconst A = 1;\n");
  write_file(root, "b.cx", "const B = 2;\nimport \"a.cx\";\n");
  Fix *f = load(a, NULL);
  const char *want[] = {xfmt("%s:2:8: error: import cycle: %s imports %s imports %s", b, a, b, a),
                        xfmt("%s:1:8: note: '%s' imports '%s' here", a, a, b), NULL};
  expect_all(f, want);
  assert_null(f->p);
  fix_free(f);

  /* A file importing itself. */
  write_file(root, "a.cx", "const A = 1;\nimport \"a.cx\";\n");
  f = load(a, NULL);
  const char *want1[] = {xfmt("%s:2:8: error: import cycle: %s imports %s", a, a, a), NULL};
  expect_all(f, want1);
  fix_free(f);

  /* A diamond: c.cx is parsed once; a nested import resolves beside its
   * own file. */
  write_file(root, "a.cx",
             "import \"b.cx\";\nimport \"sub/c.cx\";\n"
             "param E : [9, K];\ninput t : seq { word : int };\n"
             "rec node(n) -> [K] { return twice(E[n.word]) + half(E[0]); }\noutput h = node(t.root);\n");
  write_file(root, "b.cx", "import \"sub/c.cx\";\nfn half<N>(x : [N]) -> [N] { return x / 2; }\n");
  write_file(sub, "c.cx", "import \"d.cx\";\nfn twice<N>(x : [N]) -> [N] { return x * D; }\n");
  write_file(sub, "d.cx", "const K = 4;\nconst D = 2;\n");
  f = load(a, NULL);
  expect_clean(f);
  assert_int_equal(f->s.src.nfiles, 4);
  /* Every file after the files it imports. */
  assert_int_equal(f->p->nfns, 2);
  assert_string_equal(f->p->fns[0]->name, "twice");
  assert_string_equal(f->p->fns[0]->sem.file, c);
  assert_string_equal(f->p->fns[1]->name, "half");
  assert_int_equal(f->p->nconsts, 2);
  assert_string_equal(f->p->consts[0]->sem.file, d);
  fix_free(f);

  /* Duplicates across files, and declarations only the main file may have. */
  write_file(root, "b.cx", "const K = 5;\ninput u : seq { word : int };\nmodel other;\n");
  write_file(root, "a.cx", "import \"b.cx\";\nconst K = 4;\n");
  f = load(a, NULL);
  assert_true(f->n >= 4);
  assert_string_equal(f->lines[0], xfmt("%s:2:1: error: an input can only be declared in the main model file, not in an imported file: imported files provide consts, params and fns", b));
  assert_string_equal(f->lines[1], xfmt("%s:3:1: error: the model name can only be declared in the main model file, not in an imported file: imported files provide consts, params and fns", b));
  assert_string_equal(f->lines[2], xfmt("%s:2:7: error: redefinition of 'K'", a));
  assert_string_equal(f->lines[3], xfmt("%s:1:7: note: 'K' first declared here", b));
  fix_free(f);

  /* A syntax error in an import stops before checking. */
  write_file(root, "b.cx", "const K = ;\n");
  f = load(a, NULL);
  assert_null(f->p);
  assert_int_equal(f->s.diag.errors, 1);
  fix_free(f);
  rm_tree(root);
}

/* ---- the REPL path: a module re-checked after more declarations ---- */

static void test_recheck(void **state) {
  (void)state;
  Fix *f = fix_new();
  assert_true(session_add_define(&f->s, "H=3"));
  AstModule *m = parse(f, "<repl>", small_model);
  CxProgram *p1 = cx_check_module(&f->s, m);
  assert_non_null(p1);
  CxProgram *p2 = cx_check_module(&f->s, m);
  assert_non_null(p2);
  assert_int_equal(p2->params[0]->sem.type.shape.dims[0], 3);
  assert_string_equal(p2->model_name, "<repl>");
  assert_int_equal(f->n, 0);
  fix_free(f);
}

/* Every example model of the project checks without a warning (when
 * the examples are there: make check runs from the build tree). */
/* Language v2 leaves v1 programs' names alone: a fn or rec named root or
 * float, input fields named depth, index or parents, stay what they were. */
static void test_v1_names_keep_meaning(void **state) {
  (void)state;
  Fix *f = check("param E : [4, 2];\ninput t : tree[2] { word : int, depth : int, parents : int };\n"
                 "fn root(x : [2]) -> [2] { return x; }\n"
                 "fn float(x : [2]) -> [2] { return x * 2.0; }\n"
                 "rec node(n) -> [2] {\n  if n.depth > 0 { return root(E[n.parents]); }\n"
                 "  return float(E[n.word]);\n}\noutput h = node(t.root);\n");
  expect_clean(f);
  AstStmt *st = f->p->rec->u.rec.body->stmts[0];
  AstExpr *depth = st->u.if_.cond->u.binary.lhs;
  assert_int_equal(depth->sem.ref, REF_FIELD);
  AstExpr *call = st->u.if_.then_b->stmts[0]->u.ret.value;
  assert_int_equal(call->sem.ref, REF_FN_CALL);
  assert_int_equal(call->u.call.args[0]->u.index.index->sem.ref, REF_FIELD);
  fix_free(f);
  /* Without such fields and fns they are v2's built-ins. */
  f = check("param E : [4, 2];\ninput t : tree[2] { word : int };\n"
            "rec node(n) -> [2] {\n  if n.depth > 0 { return E[n.word] * float(n.index); }\n"
            "  return E[n.word];\n}\noutput h = node(t.root);\n");
  expect_clean(f);
  st = f->p->rec->u.rec.body->stmts[0];
  assert_int_equal(st->u.if_.cond->u.binary.lhs->sem.ref, REF_NODE_INT);
  fix_free(f);
}

/* The pass order: dependencies first, independent recs in source order,
 * and each rec's direction. */
static void test_pass_order(void **state) {
  (void)state;
  Fix *f = check("param E : [4, 2];\ninput t : tree[2] { word : int };\n"
                 "rec late(n) -> [2] { return down(n) + up(n); }\n"
                 "rec down(n) -> [2] { if root(n) { return up(n); } return down(n.parent); }\n"
                 "rec solo(n) -> [2] { return E[n.word]; }\n"
                 "rec up(n) -> [2] { if leaf(n) { return E[n.word]; } return up(n.child[0]); }\n"
                 "output h(n) = late(n) + solo(n);\n");
  expect_clean(f);
  assert_int_equal(f->p->nrecs, 4);
  /* solo depends on nothing and comes before up in the source */
  const char *want[] = {"solo", "up", "down", "late"};
  AstRecDir dirs[] = {REC_LOCAL, REC_UP, REC_DOWN, REC_LOCAL};
  for (int i = 0; i < 4; i++) {
    assert_string_equal(f->p->recs[i]->name, want[i]);
    assert_int_equal(f->p->recs[i]->sem.dir, dirs[i]);
    assert_int_equal(f->p->recs[i]->sem.index, i);
  }
  fix_free(f);
}

/* Where the root may not go: what proves it and what does not. */
static void test_root_rule(void **state) {
  (void)state;
  const char *pre = "param E : [4, 2];\ninput t : tree[2];\n";
  static const char *const ok[] = {
      "rec d(n) -> [2] { if root(n) { return E[0]; } return d(n.parent); }\n",
      "rec d(n) -> [2] { if !root(n) { return d(n.parent); } return E[0]; }\n",
      "rec d(n) -> [2] { if n.depth > 0 && leaf(n) { return d(n.parent); } return E[0]; }\n",
      "rec d(n) -> [2] { if root(n) { return E[0]; } else { return d(n.parent); } }\n",
      "rec d(n) -> [2] { if n.depth == 0 { return E[0]; } if leaf(n) { return d(n.parent); } return d(n.parent) * 2.0; }\n",
      "rec d(n) -> [2] { if leaf(n) { if root(n) { return E[0]; } return d(n.parent); } return sum(p in n.parents) d(p); }\n",
  };
  for (size_t i = 0; i < sizeof ok / sizeof *ok; i++) {
    Fix *f = check(xfmt("%s%soutput h(n) = d(n);\n", pre, ok[i]));
    if (!f->p) print_message("  case %zu\n", i);
    expect_clean(f);
    fix_free(f);
  }
  static const char *const no[] = {
      "rec d(n) -> [2] { if leaf(n) { return E[0]; } return d(n.parent); }\n",
      "rec d(n) -> [2] { if root(n) || leaf(n) { return d(n.parent); } return E[0]; }\n",
      "rec d(n) -> [2] { if root(n) { let _x = E[0]; } return d(n.parent); }\n",
      "rec d(n) -> [2] { if n.depth >= 0 { return d(n.parent); } return E[0]; }\n",
  };
  for (size_t i = 0; i < sizeof no / sizeof *no; i++) {
    Fix *f = check(xfmt("%s%soutput h(n) = d(n);\n", pre, no[i]));
    if (f->p || f->n == 0 || !strstr(f->lines[0], "'n.parent' is read where 'n' may be the root")) {
      print_message("  case %zu\n", i);
      dump(f);
      fail_msg("expected the root error");
    }
    fix_free(f);
  }
}

static void test_examples(void **state) {
  (void)state;
  const char *top = getenv("top_srcdir");
  if (!top) top = ".";
  static const char *const names[] = {"treefc.cx", "treernn.cx", "treelstm.cx", "treegru.cx", "childsum_treelstm.cx",
                                      "mvrnn.cx", "dagrnn.cx", "seqlstm.cx", "bitreelstm.cx", "bigru.cx",
                                      "attn_treelstm.cx", "rntn.cx", "tbcnn.cx"};
  for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
    const char *path = xfmt("%s/examples/%s", top, names[i]);
    if (access(path, R_OK) != 0) continue;
    Fix *f = load(path, xfmt("%s/stdlib/cx", top));
    if (!f->p || f->s.diag.warnings) {
      print_message("  %s\n", path);
      dump(f);
      fail_msg("example does not check cleanly");
    }
    fix_free(f);
  }
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_treelstm_clean),
      cmocka_unit_test(test_consts),
      cmocka_unit_test(test_defines),
      cmocka_unit_test(test_names),
      cmocka_unit_test(test_duplicates_and_shadowing),
      cmocka_unit_test(test_shapes),
      cmocka_unit_test(test_int_vs_tensor),
      cmocka_unit_test(test_tuples),
      cmocka_unit_test(test_fn_generics),
      cmocka_unit_test(test_fn_errors),
      cmocka_unit_test(test_fn_static_if),
      cmocka_unit_test(test_rec_rules),
      cmocka_unit_test(test_conditions),
      cmocka_unit_test(test_builtins),
      cmocka_unit_test(test_params),
      cmocka_unit_test(test_input_and_outputs),
      cmocka_unit_test(test_unused_warnings),
      cmocka_unit_test(test_many_errors_keep_going),
      cmocka_unit_test(test_import_search),
      cmocka_unit_test(test_import_graph),
      cmocka_unit_test(test_recheck),
      cmocka_unit_test(test_examples),
      cmocka_unit_test(test_v1_names_keep_meaning),
      cmocka_unit_test(test_pass_order),
      cmocka_unit_test(test_root_rule),
  };
  return cmocka_run_group_tests(tests, NULL, free_pool);
}
