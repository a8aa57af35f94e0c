/* Unit tests for the .cx parser (parser/cx_parse.y, parser/parse.c) and the
 * AST utilities (lang/base/ast.c, lang/base/ast_print.c): every construct of the
 * language, precedence, source ranges, the printers and their round trip,
 * syntax errors and recovery, the error cap, the nesting limit, the REPL
 * entry points. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parser/parser.h"

/* ---- fixture ---- */

typedef struct Fx {
  CxSourceMgr sm;
  CxDiagEngine diag;
  CxArena arena;
  CxInterner names;
  int max_depth;
  char lines[64][512];
  int nlines;
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

static CxParseEnv env_of(Fx *fx) {
  CxParseEnv env = {&fx->arena, &fx->names, &fx->diag, fx->max_depth};
  return env;
}

static AstModule *parse(Fx *fx, const char *text) {
  int id = src_add_buffer(&fx->sm, "t.cx", text, strlen(text));
  CxParseEnv env = env_of(fx);
  return cx_parse_module(&env, id);
}

static int parse_repl(Fx *fx, const char *text, CxReplParse *out) {
  int id = src_add_buffer(&fx->sm, "r.cx", text, strlen(text));
  CxParseEnv env = env_of(fx);
  return cx_parse_repl(&env, id, out);
}

/* Printer output into a heap string (caller frees). */
static char *source_of(const AstModule *m) {
  char *buf = NULL;
  size_t size = 0;
  FILE *f = open_memstream(&buf, &size);
  ast_print_source(f, m);
  fclose(f);
  return buf;
}

static char *dump_of(const AstModule *m, bool with_types) {
  char *buf = NULL;
  size_t size = 0;
  FILE *f = open_memstream(&buf, &size);
  ast_dump(f, m, with_types);
  fclose(f);
  return buf;
}

static char *expr_text(const AstExpr *e) {
  char *buf = NULL;
  size_t size = 0;
  FILE *f = open_memstream(&buf, &size);
  ast_print_expr(f, e);
  fclose(f);
  return buf;
}

/* A fully parenthesized prefix form of an expression, to check the shape
 * of the tree independently of the printer under test. */
static void sexpr_to(FILE *f, const AstExpr *e) {
  switch (e->kind) {
  case EXPR_INT: fprintf(f, "%lld", (long long)e->u.ival); break;
  case EXPR_FLOAT: fprintf(f, "%g", e->u.fval); break;
  case EXPR_NAME: fputs(e->u.name, f); break;
  case EXPR_UNARY:
    fprintf(f, "(%s ", ast_op_spelling(e->u.unary.op));
    sexpr_to(f, e->u.unary.operand);
    fputc(')', f);
    break;
  case EXPR_BINARY:
    fprintf(f, "(%s ", ast_op_spelling(e->u.binary.op));
    sexpr_to(f, e->u.binary.lhs);
    fputc(' ', f);
    sexpr_to(f, e->u.binary.rhs);
    fputc(')', f);
    break;
  case EXPR_CALL:
    fprintf(f, "(call %s", e->u.call.callee);
    for (int i = 0; i < e->u.call.nargs; i++) {
      fputc(' ', f);
      sexpr_to(f, e->u.call.args[i]);
    }
    fputc(')', f);
    break;
  case EXPR_FIELD:
    fputs("(. ", f);
    sexpr_to(f, e->u.field.base);
    fprintf(f, " %s)", e->u.field.name);
    break;
  case EXPR_INDEX:
    fputs("([] ", f);
    sexpr_to(f, e->u.index.base);
    fputc(' ', f);
    sexpr_to(f, e->u.index.index);
    fputc(')', f);
    break;
  case EXPR_SLICE:
    fputs("([:] ", f);
    sexpr_to(f, e->u.slice.base);
    fputc(' ', f);
    sexpr_to(f, e->u.slice.lo);
    fputc(' ', f);
    sexpr_to(f, e->u.slice.hi);
    fputc(')', f);
    break;
  case EXPR_TUPLE:
    fputs("(tuple", f);
    for (int i = 0; i < e->u.tuple.nitems; i++) {
      fputc(' ', f);
      sexpr_to(f, e->u.tuple.items[i]);
    }
    fputc(')', f);
    break;
  case EXPR_REDUCE:
    fprintf(f, "(%s %s ", ast_reduce_name(e->u.reduce.op), e->u.reduce.var);
    sexpr_to(f, e->u.reduce.over);
    fputc(' ', f);
    sexpr_to(f, e->u.reduce.body);
    fputc(')', f);
    break;
  case EXPR_SHAPE:
    fputs("(shape", f);
    for (int i = 0; i < e->u.shape.ndims; i++) {
      fputc(' ', f);
      sexpr_to(f, e->u.shape.dims[i]);
    }
    fputc(')', f);
    break;
  }
}

static char *sexpr(const AstExpr *e) {
  char *buf = NULL;
  size_t size = 0;
  FILE *f = open_memstream(&buf, &size);
  sexpr_to(f, e);
  fclose(f);
  return buf;
}

/* Parses one expression (REPL expression mode) and returns its prefix form. */
static char *parse_sexpr(Fx *fx, const char *text) {
  CxReplParse r;
  int errors = parse_repl(fx, text, &r);
  assert_int_equal(errors, 0);
  assert_non_null(r.expr);
  return sexpr(r.expr);
}

/* A macro, so a failure reports the caller's line. */
#define assert_loc(l, fl, fc, ll, lc)          \
  do {                                         \
    CxLoc l_ = (l);                            \
    assert_int_equal(l_.first_line, (fl));     \
    assert_int_equal(l_.first_column, (fc));   \
    assert_int_equal(l_.last_line, (ll));      \
    assert_int_equal(l_.last_column, (lc));    \
  } while (0)

/* print -> parse -> print must be a fixed point, without errors. */
static void assert_round_trip(Fx *fx, const AstModule *m) {
  char *a = source_of(m);
  int errors = fx->diag.errors;
  AstModule *m2 = parse(fx, a);
  assert_int_equal(fx->diag.errors, errors);
  assert_int_equal(m2->ndecls, m->ndecls);
  char *b = source_of(m2);
  assert_string_equal(a, b);
  free(a);
  free(b);
}

/* ---- the model of LANGUAGE.md ---- */

static const char *const treelstm_src =
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

static void test_treelstm_model(void **state) {
  Fx *fx = *state;
  AstModule *m = parse(fx, treelstm_src);
  assert_int_equal(fx->diag.errors, 0);
  assert_string_equal(m->path, "t.cx");
  /* model + 3 consts + 21 params + input + rec + 2 outputs */
  assert_int_equal(m->ndecls, 29);
  static const AstDeclKind kinds[] = {DECL_MODEL, DECL_CONST, DECL_CONST, DECL_CONST};
  for (int i = 0; i < 4; i++) assert_int_equal(m->decls[i]->kind, kinds[i]);
  for (int i = 4; i < 25; i++) assert_int_equal(m->decls[i]->kind, DECL_PARAM);
  assert_int_equal(m->decls[25]->kind, DECL_INPUT);
  assert_int_equal(m->decls[26]->kind, DECL_REC);
  assert_int_equal(m->decls[27]->kind, DECL_OUTPUT);
  assert_int_equal(m->decls[28]->kind, DECL_OUTPUT);

  AstDecl *model = m->decls[0];
  assert_string_equal(model->name, "treelstm");
  assert_loc(model->loc, 2, 1, 2, 14);
  assert_loc(model->name_loc, 2, 7, 2, 14);

  AstDecl *h = m->decls[1];
  assert_string_equal(h->name, "H");
  assert_int_equal(h->u.const_.value->kind, EXPR_INT);
  assert_int_equal(h->u.const_.value->u.ival, 256);
  assert_loc(h->loc, 4, 1, 4, 13); /* the ';' is not part of the range */

  /* `param W_i, W_o, W_u : [H, H];`: one decl per name, one shared type. */
  AstDecl *wi = m->decls[5], *wo = m->decls[6], *wu = m->decls[7];
  assert_string_equal(wi->name, "W_i");
  assert_string_equal(wo->name, "W_o");
  assert_string_equal(wu->name, "W_u");
  assert_ptr_equal(wi->u.param.type, wu->u.param.type);
  assert_int_equal(wi->u.param.type->kind, ATY_TENSOR);
  assert_int_equal(wi->u.param.type->ndims, 2);
  assert_string_equal(wi->u.param.type->dims[1]->u.name, "H");
  assert_null(wi->u.param.key);
  assert_null(wi->u.param.slice_lo);
  assert_loc(wi->name_loc, 9, 7, 9, 9);
  assert_loc(wo->name_loc, 9, 12, 9, 14);
  assert_loc(wi->loc, 9, 1, 9, 28);
  assert_loc(wi->u.param.type->loc, 9, 23, 9, 28);
  assert_string_equal(m->decls[24]->name, "b_s");
  assert_int_equal(m->decls[24]->u.param.type->ndims, 1);

  AstDecl *in = m->decls[25];
  assert_string_equal(in->name, "t");
  assert_int_equal(in->u.input.kind, INPUT_TREE);
  assert_int_equal(in->u.input.arity, 2);
  assert_loc(in->u.input.arity_loc, 16, 16, 16, 16);
  assert_int_equal(in->u.input.nfields, 2);
  assert_string_equal(in->u.input.fields[0]->name, "word");
  assert_int_equal(in->u.input.fields[0]->type->kind, ATY_INT);
  assert_string_equal(in->u.input.fields[1]->name, "label");
  assert_loc(in->loc, 16, 1, 16, 45);

  AstDecl *rec = m->decls[26];
  assert_string_equal(rec->name, "node");
  assert_string_equal(rec->u.rec.node_var, "n");
  assert_loc(rec->u.rec.node_var_loc, 18, 10, 18, 10);
  assert_loc(rec->loc, 18, 1, 33, 1);
  AstType *ret = rec->u.rec.ret;
  assert_int_equal(ret->kind, ATY_TUPLE);
  assert_int_equal(ret->nfields, 2);
  assert_string_equal(ret->field_names[0], "h");
  assert_string_equal(ret->field_names[1], "c");
  assert_int_equal(ret->field_types[1]->kind, ATY_TENSOR);
  assert_loc(ret->field_locs[1], 18, 26, 18, 26);

  AstBlock *body = rec->u.rec.body;
  assert_int_equal(body->nstmts, 10);
  AstStmt *iff = body->stmts[0];
  assert_int_equal(iff->kind, STMT_IF);
  assert_null(iff->u.if_.else_b); /* a returning branch stands without else */
  char *cond = sexpr(iff->u.if_.cond);
  assert_string_equal(cond, "(call leaf n)");
  free(cond);
  assert_int_equal(iff->u.if_.then_b->nstmts, 3);
  AstStmt *leaf_ret = iff->u.if_.then_b->stmts[2];
  assert_int_equal(leaf_ret->kind, STMT_RETURN);
  /* `return (a, b);` is one EXPR_TUPLE. */
  AstExpr *tup = leaf_ret->u.ret.value;
  assert_int_equal(tup->kind, EXPR_TUPLE);
  assert_int_equal(tup->u.tuple.nitems, 2);
  assert_loc(tup->loc, 22, 12, 22, 48);
  assert_loc(leaf_ret->loc, 22, 5, 22, 48);
  char *s = sexpr(tup);
  assert_string_equal(s, "(tuple (* (call sigmoid (+ (@ W_o x) b_o)) (call tanh c)) c)");
  free(s);

  AstStmt *let_x = iff->u.if_.then_b->stmts[0];
  assert_int_equal(let_x->kind, STMT_LET);
  assert_string_equal(let_x->u.let.name, "x");
  assert_loc(let_x->u.let.name_loc, 20, 9, 20, 9);
  s = sexpr(let_x->u.let.value);
  assert_string_equal(s, "([] E (. n word))");
  free(s);

  AstStmt *let_l = body->stmts[1];
  s = sexpr(let_l->u.let.value);
  assert_string_equal(s, "(call node ([] (. n child) 0))");
  free(s);
  assert_loc(let_l->u.let.value->u.call.callee_loc, 24, 11, 24, 14);

  AstStmt *let_c = body->stmts[8];
  s = sexpr(let_c->u.let.value);
  assert_string_equal(s, "(+ (+ (* i u) (* fl (. l c))) (* fr (. r c)))");
  free(s);
  assert_loc(let_c->u.let.value->loc, 31, 11, 31, 37);

  AstDecl *logits = m->decls[27];
  assert_string_equal(logits->name, "logits");
  assert_null(logits->u.output.node_var);
  s = sexpr(logits->u.output.value);
  assert_string_equal(s, "(+ (@ W_s (. (call node (. t root)) h)) b_s)");
  free(s);
  assert_loc(logits->u.output.value->loc, 35, 17, 35, 42);
  assert_loc(logits->u.output.value->u.binary.lhs->loc, 35, 17, 35, 36);

  AstDecl *sent = m->decls[28];
  assert_string_equal(sent->u.output.node_var, "n");
  assert_loc(sent->u.output.node_var_loc, 36, 18, 36, 18);
  assert_int_equal(sent->u.output.value->kind, EXPR_CALL);
  assert_string_equal(sent->u.output.value->u.call.callee, "argmax");

  assert_round_trip(fx, m);
}

/* ---- a file with every construct ---- */

static const char *const everything_src =
    "// every construct of the language\n"
    "model everything;\n"
    "import \"nn.cx\";\n"
    "import \"dir/with \\\"quotes\\\"\\\\.cx\";\n"
    "const H = 256;\n"
    "const H2 = 2 * H + (H - 1) / 2 % 3;\n"
    "const S = 1 << 4 >> 1;\n"
    "param A, B : [H, H];\n"
    "param s : [];\n"
    "param T3 : [2, H, 2 * H];\n"
    "param W : [H, H] = \"encoder.lin.weight\";\n"
    "param Wq, Wk : [H, H] = \"attn.in_proj_weight\"[H:2 * H];\n"
    "input t : tree[*] { word : int, label : int, vec : [H], };\n"
    "fn lin<M, N>(w : [M, N], x : [N], b : [M]) -> [M] {\n"
    "  return w @ x + b;\n"
    "}\n"
    "fn pair<M>(a : [M], b : [M]) -> (h : [M], c : [M]) {\n"
    "  return (a, b);\n"
    "}\n"
    "fn three() -> int { return 3; }\n"
    "rec node(n) -> (h : [H], c : [H]) {\n"
    "  if leaf(n) {\n"
    "    return pair(zeros([H]), ones([H]));\n"
    "  } else if n.arity == 1 && !(n.label >= 2) || n.word != -1 {\n"
    "    let k0 = node(n.child[0]);\n"
    "    return (k0.h, k0.c);\n"
    "  } else if n.arity < 3 {\n"
    "    let m = max(k in n.children) node(k).h;\n"
    "    let a = mean(k in n.children) node(k).c * 0.5;\n"
    "    return (m, a);\n"
    "  } else {\n"
    "    let s = sum(k in n.children) node(k).h * 1e-3 + -1.5;\n"
    "    let v = n.vec[0:H / 2];\n"
    "    let e = concat(v, v)[1:H + 1];\n"
    "    let z = n.label > 1 || n.label <= 0;\n"
    "    return (tanh(A @ s % 2.), relu(B @ e) / sqrt(abs(s)));\n"
    "  }\n"
    "}\n"
    "output logits = lin(A, node(t.root).h, B[0]);\n"
    "output per(n) = argmax(node(n).h);\n";

static void test_every_construct(void **state) {
  Fx *fx = *state;
  AstModule *m = parse(fx, everything_src);
  assert_int_equal(fx->diag.errors, 0);
  assert_int_equal(m->ndecls, 20);

  assert_int_equal(m->decls[1]->kind, DECL_IMPORT);
  assert_null(m->decls[1]->name);
  assert_string_equal(m->decls[1]->u.import.path, "nn.cx");
  assert_loc(m->decls[1]->u.import.path_loc, 3, 8, 3, 14);
  assert_string_equal(m->decls[2]->u.import.path, "dir/with \"quotes\"\\.cx");

  char *s = sexpr(m->decls[4]->u.const_.value);
  assert_string_equal(s, "(+ (* 2 H) (% (/ (- H 1) 2) 3))");
  free(s);
  s = sexpr(m->decls[5]->u.const_.value);
  assert_string_equal(s, "(>> (<< 1 4) 1)");
  free(s);

  assert_int_equal(m->decls[8]->u.param.type->ndims, 0); /* param s : []; */
  assert_int_equal(m->decls[9]->u.param.type->ndims, 3);
  AstDecl *w = m->decls[10];
  assert_string_equal(w->u.param.key, "encoder.lin.weight");
  assert_loc(w->u.param.key_loc, 11, 20, 11, 39);
  assert_null(w->u.param.slice_lo);
  assert_loc(w->loc, 11, 1, 11, 39);
  AstDecl *wq = m->decls[11], *wk = m->decls[12];
  assert_string_equal(wq->name, "Wq");
  assert_string_equal(wk->name, "Wk");
  assert_string_equal(wk->u.param.key, "attn.in_proj_weight");
  s = sexpr(wk->u.param.slice_lo);
  assert_string_equal(s, "H");
  free(s);
  s = sexpr(wk->u.param.slice_hi);
  assert_string_equal(s, "(* 2 H)");
  free(s);

  AstDecl *in = m->decls[13];
  assert_int_equal(in->u.input.arity, -1); /* tree[*] */
  assert_int_equal(in->u.input.nfields, 3); /* trailing comma allowed */
  assert_int_equal(in->u.input.fields[2]->type->kind, ATY_TENSOR);
  assert_int_equal(in->u.input.fields[2]->type->ndims, 1);

  AstDecl *lin = m->decls[14];
  assert_int_equal(lin->kind, DECL_FN);
  assert_int_equal(lin->u.fn.nshape_vars, 2);
  assert_string_equal(lin->u.fn.shape_vars[0], "M");
  assert_string_equal(lin->u.fn.shape_vars[1], "N");
  assert_loc(lin->u.fn.shape_var_locs[1], 14, 11, 14, 11);
  assert_int_equal(lin->u.fn.nparams, 3);
  assert_string_equal(lin->u.fn.params[0]->name, "w");
  assert_int_equal(lin->u.fn.params[0]->type->ndims, 2);
  assert_loc(lin->u.fn.params[1]->loc, 14, 26, 14, 32);
  assert_int_equal(lin->u.fn.ret->kind, ATY_TENSOR);
  assert_int_equal(lin->u.fn.body->nstmts, 1);
  AstDecl *pair = m->decls[15];
  assert_int_equal(pair->u.fn.ret->kind, ATY_TUPLE);
  assert_int_equal(pair->u.fn.body->stmts[0]->u.ret.value->kind, EXPR_TUPLE);
  AstDecl *three = m->decls[16];
  assert_int_equal(three->u.fn.nshape_vars, 0);
  assert_null(three->u.fn.shape_vars);
  assert_int_equal(three->u.fn.nparams, 0);
  assert_int_equal(three->u.fn.ret->kind, ATY_INT);

  /* else if: the else block holds exactly the nested if. */
  AstStmt *if1 = m->decls[17]->u.rec.body->stmts[0];
  assert_int_equal(if1->kind, STMT_IF);
  AstBlock *else1 = if1->u.if_.else_b;
  assert_non_null(else1);
  assert_int_equal(else1->nstmts, 1);
  AstStmt *if2 = else1->stmts[0];
  assert_int_equal(if2->kind, STMT_IF);
  assert_loc(else1->loc, 24, 10, 37, 3);
  assert_loc(if2->loc, 24, 10, 37, 3);
  s = sexpr(if2->u.if_.cond);
  assert_string_equal(s, "(|| (&& (== (. n arity) 1) (! (>= (. n label) 2))) (!= (. n word) (- 1)))");
  free(s);
  AstStmt *if3 = if2->u.if_.else_b->stmts[0];
  assert_int_equal(if3->kind, STMT_IF);
  AstBlock *last = if3->u.if_.else_b;
  assert_int_equal(last->nstmts, 5);
  s = sexpr(if3->u.if_.then_b->stmts[0]->u.let.value);
  assert_string_equal(s, "(max k (. n children) (. (call node k) h))");
  free(s);
  s = sexpr(if3->u.if_.then_b->stmts[1]->u.let.value);
  assert_string_equal(s, "(mean k (. n children) (* (. (call node k) c) 0.5))");
  free(s);
  s = sexpr(last->stmts[0]->u.let.value);
  assert_string_equal(s, "(+ (sum k (. n children) (* (. (call node k) h) 0.001)) (- 1.5))");
  free(s);
  s = sexpr(last->stmts[1]->u.let.value);
  assert_string_equal(s, "([:] (. n vec) 0 (/ H 2))");
  free(s);
  s = sexpr(last->stmts[2]->u.let.value);
  assert_string_equal(s, "([:] (call concat v v) 1 (+ H 1))");
  free(s);
  s = sexpr(last->stmts[3]->u.let.value);
  assert_string_equal(s, "(|| (> (. n label) 1) (<= (. n label) 0))");
  free(s);
  s = sexpr(last->stmts[4]->u.ret.value);
  assert_string_equal(s, "(tuple (call tanh (% (@ A s) 2)) (/ (call relu (@ B e)) (call sqrt (call abs s))))");
  free(s);
  AstExpr *red = last->stmts[0]->u.let.value->u.binary.lhs;
  assert_int_equal(red->kind, EXPR_REDUCE);
  assert_int_equal(red->u.reduce.op, RED_SUM);
  assert_string_equal(red->u.reduce.var, "k");
  assert_loc(red->u.reduce.var_loc, 32, 17, 32, 17);
  assert_loc(red->loc, 32, 13, 32, 49);

  AstExpr *zeros = if1->u.if_.then_b->stmts[0]->u.ret.value->u.call.args[0];
  assert_int_equal(zeros->kind, EXPR_CALL);
  assert_int_equal(zeros->u.call.args[0]->kind, EXPR_SHAPE);
  assert_int_equal(zeros->u.call.args[0]->u.shape.ndims, 1);
  assert_loc(zeros->u.call.args[0]->loc, 23, 23, 23, 25);

  assert_round_trip(fx, m);
  /* The canonical text itself: separate params, grouped declarations. */
  char *text = source_of(m);
  assert_non_null(strstr(text, "model everything;\n\nimport \"nn.cx\";\n"
                               "import \"dir/with \\\"quotes\\\"\\\\.cx\";\n\nconst H = 256;\n"));
  assert_non_null(strstr(text, "param Wq : [H, H] = \"attn.in_proj_weight\"[H:2 * H];\n"
                               "param Wk : [H, H] = \"attn.in_proj_weight\"[H:2 * H];\n"));
  assert_non_null(strstr(text, "input t : tree[*] { word : int, label : int, vec : [H] };\n"));
  assert_non_null(strstr(text, "\nfn lin<M, N>(w : [M, N], x : [N], b : [M]) -> [M] {\n"
                               "  return w @ x + b;\n}\n"));
  assert_non_null(strstr(text, "fn three() -> int {\n  return 3;\n}\n"));
  assert_non_null(strstr(text, "  } else if n.arity == 1 && !(n.label >= 2) || n.word != -1 {\n"));
  assert_non_null(strstr(text, "    let s = sum(k in n.children) node(k).h * 0.001 + -1.5;\n"));
  assert_non_null(strstr(text, "    return (tanh(A @ s % 2.0), relu(B @ e) / sqrt(abs(s)));\n  }\n}\n"));
  assert_non_null(strstr(text, "\noutput logits = lin(A, node(t.root).h, B[0]);\n"
                               "output per(n) = argmax(node(n).h);\n"));
  free(text);
}

static void test_input_kinds(void **state) {
  Fx *fx = *state;
  AstModule *m = parse(fx, "input g : dag { feat : int };\n"
                           "input s : seq {};\n"
                           "input x : tree[3];\n"
                           "input y : tree[2] { v : [4], };\n");
  assert_int_equal(fx->diag.errors, 0);
  assert_int_equal(m->ndecls, 4);
  assert_int_equal(m->decls[0]->u.input.kind, INPUT_DAG);
  assert_int_equal(m->decls[0]->u.input.arity, -1);
  assert_int_equal(m->decls[1]->u.input.kind, INPUT_SEQ);
  assert_int_equal(m->decls[1]->u.input.arity, 1);
  assert_int_equal(m->decls[1]->u.input.nfields, 0);
  assert_loc(m->decls[1]->loc, 2, 1, 2, 16);
  assert_int_equal(m->decls[2]->u.input.kind, INPUT_TREE);
  assert_int_equal(m->decls[2]->u.input.arity, 3);
  assert_loc(m->decls[2]->loc, 3, 1, 3, 17); /* no field block */
  assert_int_equal(m->decls[3]->u.input.nfields, 1);
  char *text = source_of(m);
  assert_string_equal(text, "input g : dag { feat : int };\n"
                            "input s : seq {};\n"
                            "input x : tree[3] {};\n"
                            "input y : tree[2] { v : [4] };\n");
  free(text);
  assert_round_trip(fx, m);
}

/* ---- precedence ---- */

static void test_precedence(void **state) {
  Fx *fx = *state;
  static const char *const cases[][2] = {
      {"a + b * c", "(+ a (* b c))"},
      {"W @ x + b", "(+ (@ W x) b)"},
      {"a * b @ c", "(@ (* a b) c)"},
      {"a @ b * c", "(* (@ a b) c)"},
      {"a - b - c", "(- (- a b) c)"},
      {"a / b % c * d", "(* (% (/ a b) c) d)"},
      {"-a * b", "(* (- a) b)"},
      {"-a @ x", "(@ (- a) x)"},
      {"- -a", "(- (- a))"},
      {"a - -b", "(- a (- b))"},
      {"!a && b || c", "(|| (&& (! a) b) c)"},
      {"a || b && c", "(|| a (&& b c))"},
      {"a == b && c < d", "(&& (== a b) (< c d))"},
      {"a < b == c >= d", "(== (< a b) (>= c d))"},
      {"a << 1 + 2", "(<< a (+ 1 2))"},
      {"a + b << c < d", "(< (<< (+ a b) c) d)"},
      {"(a + b) * c", "(* (+ a b) c)"},
      {"-(a + b)", "(- (+ a b))"},
      {"n.child[0]", "([] (. n child) 0)"},
      {"node(k).h", "(. (call node k) h)"},
      {"-node(k).h", "(- (. (call node k) h))"},
      {"x[1:2 * H]", "([:] x 1 (* 2 H))"},
      {"E[n.word][0]", "([] ([] E (. n word)) 0)"},
      {"(a + b).h", "(. (+ a b) h)"},
      {"sum(x)", "(call sum x)"},
      {"max(a, b)", "(call max a b)"},
      {"f()", "(call f)"},
      {"zeros([H, 2 * H])", "(call zeros (shape H (* 2 H)))"},
      {"ones([])", "(call ones (shape))"},
      /* The body of a reduction is multiplicative-level. */
      {"sum(k in n.children) f * node(k).c + b", "(+ (sum k (. n children) (* f (. (call node k) c))) b)"},
      {"a * sum(k in n.children) x * y", "(* a (sum k (. n children) (* x y)))"},
      {"a + sum(k in c) x", "(+ a (sum k c x))"},
      {"sum(k in c) x == y", "(== (sum k c x) y)"},
      {"sum(k in c) sum(j in c) x + 1", "(+ (sum k c (sum j c x)) 1)"},
      {"-sum(k in c) x * y", "(- (sum k c (* x y)))"},
      {"sum(k in c) -x @ W", "(sum k c (@ (- x) W))"},
      {"(sum(k in c) x) * y", "(* (sum k c x) y)"},
      {"mean(k in n.children) node(k)", "(mean k (. n children) (call node k))"},
      {"1.5e2 * .5 + 2.", "(+ (* 150 0.5) 2)"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char *got = parse_sexpr(fx, cases[i][0]);
    if (strcmp(got, cases[i][1]) != 0) print_error("case %zu: %s\n", i, cases[i][0]);
    assert_string_equal(got, cases[i][1]);
    free(got);
  }
}

/* The printer adds exactly the parentheses the parse needs: printing and
 * re-parsing gives the same tree, also for reductions in every position. */
static void test_print_expr_round_trip(void **state) {
  Fx *fx = *state;
  static const char *const cases[][2] = {
      {"a + b * c", "a + b * c"},
      {"(a + b) * c", "(a + b) * c"},
      {"a - (b - c)", "a - (b - c)"},
      {"(a - b) - c", "a - b - c"},
      {"(a == b) == c", "(a == b) == c"},
      {"a == (b == c)", "a == (b == c)"},
      {"(a < b) < c", "(a < b) < c"},
      {"-(-a)", "- -a"},
      {"!(a && b)", "!(a && b)"},
      {"(sum(k in c) x) * y", "(sum(k in c) x) * y"},
      {"a * (sum(k in c) x)", "a * (sum(k in c) x)"},
      {"(a * sum(k in c) x) * y", "a * (sum(k in c) x) * y"},
      {"a + sum(k in c) x * y", "a + sum(k in c) x * y"},
      {"(a + sum(k in c) x) * y", "(a + sum(k in c) x) * y"},
      {"sum(k in c) (x + y)", "sum(k in c) (x + y)"},
      {"sum(k in c) (sum(j in c) x)", "sum(k in c) (sum(j in c) x)"},
      {"-(sum(k in c) x)", "-(sum(k in c) x)"},
      {"(sum(k in c) x).h", "(sum(k in c) x).h"},
      {"(2).h", "(2).h"},
      {"(1.5)[0]", "(1.5)[0]"},
      {"(a + b)[0:2]", "(a + b)[0:2]"},
      {"x[(a + b):c * 2]", "x[a + b:c * 2]"},
      {"f((a), (b + c))", "f(a, b + c)"},
      {"0.1 + 1e300 * 3.0e-5 + 2", "0.1 + 1e+300 * 3e-05 + 2"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    CxReplParse r;
    assert_int_equal(parse_repl(fx, cases[i][0], &r), 0);
    char *text = expr_text(r.expr);
    if (strcmp(text, cases[i][1]) != 0) print_error("case %zu: %s\n", i, cases[i][0]);
    assert_string_equal(text, cases[i][1]);
    char *s1 = sexpr(r.expr);
    CxReplParse r2;
    assert_int_equal(parse_repl(fx, text, &r2), 0);
    char *s2 = sexpr(r2.expr);
    assert_string_equal(s1, s2);
    free(text);
    free(s1);
    free(s2);
  }
}

/* ---- syntax errors ---- */

static void test_independent_syntax_errors(void **state) {
  Fx *fx = *state;
  AstModule *m = parse(fx,
                       "model m;\n"
                       "const H = 256\n"
                       "param W : [H, H];\n"
                       "rec node(n) -> [H] {\n"
                       "  let x = W @ ;\n"
                       "  let y = f(x y);\n"
                       "  if leaf(n) { return x }\n"
                       "  return x\n"
                       "}\n"
                       "output o = node(t.root) +;\n"
                       "output p = (1, 2);\n"
                       "fn f<M, N(x : [N]) -> [M] { return x; }\n"
                       "input t : tree[2] { word int };\n"
                       "const A = 1 2;\n"
                       "output q = a < b < c;\n"
                       "const ok = 1;\n"
                       "import nn;\n"
                       "const ok2 = 1;\n"
                       "output r = f(;\n");
  static const char *const want[] = {
      "t.cx:2:14: error: expected ';' before 'param'",
      "t.cx:5:15: error: expected an expression before ';'",
      "t.cx:6:15: error: expected ',' or ')' before identifier 'y'",
      "t.cx:6:12: note: to match this '('",
      "t.cx:7:24: error: expected ';' before '}'",
      "t.cx:8:11: error: expected ';' before '}'",
      "t.cx:10:26: error: expected an expression before ';'",
      "t.cx:11:14: error: expected ')' before ','",
      "t.cx:11:12: note: to match this '('",
      "t.cx:12:10: error: expected '>' or ',' before '('",
      "t.cx:13:26: error: expected ':' before 'int'",
      "t.cx:14:13: error: expected ';' before number '2'",
      "t.cx:15:18: error: comparisons do not chain ('<'): to test a range, write 'a < x && x < b'",
      "t.cx:17:8: error: expected string before identifier 'nn'",
      "t.cx:19:14: error: expected an expression or ')' before ';'",
      "t.cx:19:13: note: to match this '('",
  };
  int n = (int)(sizeof want / sizeof want[0]);
  for (int i = 0; i < fx->nlines && i < n; i++) assert_string_equal(fx->lines[i], want[i]);
  assert_int_equal(fx->nlines, n);
  assert_int_equal(fx->diag.errors, n - 3); /* the notes point at the unclosed brackets */

  /* What survived: a missing ';' loses nothing; a broken statement or
   * declaration is dropped and the parse goes on after it. */
  assert_int_equal(m->ndecls, 6);
  assert_string_equal(m->decls[4]->name, "ok");
  assert_string_equal(m->decls[5]->name, "ok2");
  assert_int_equal(m->decls[0]->kind, DECL_MODEL);
  assert_int_equal(m->decls[1]->kind, DECL_CONST);
  assert_int_equal(m->decls[1]->u.const_.value->u.ival, 256);
  assert_int_equal(m->decls[2]->kind, DECL_PARAM);
  AstDecl *rec = m->decls[3];
  assert_int_equal(rec->kind, DECL_REC);
  assert_int_equal(rec->u.rec.body->nstmts, 2);
  assert_int_equal(rec->u.rec.body->stmts[0]->kind, STMT_IF);
  assert_int_equal(rec->u.rec.body->stmts[0]->u.if_.then_b->nstmts, 1);
  assert_int_equal(rec->u.rec.body->stmts[1]->kind, STMT_RETURN);
}

typedef struct ErrCase {
  const char *src;
  const char *msg;
} ErrCase;

static void test_error_messages(void **state) {
  Fx *fx = *state;
  static const ErrCase cases[] = {
      {"const = 3;", "t.cx:1:7: error: expected identifier before '='"},
      {"foo;", "t.cx:1:1: error: expected a declaration before identifier 'foo'"},
      {"rec r(n) -> [1] { foo; }", "t.cx:1:19: error: expected a statement or '}' before identifier 'foo'"},
      {"output o = 1", "t.cx:1:13: error: expected ';' at end of input"},
      {"output o = 1 +\n\n", "t.cx:1:15: error: expected an expression at end of input"},
      {"input t : tree[x] {};", "t.cx:1:16: error: expected integer or '*' before identifier 'x'"},
      {"input t : list;", "t.cx:1:11: error: unexpected identifier 'list'; expected one of 'tree', 'dag', 'seq'"},
      {"param W : [H] = \"k\"[0:H;", "t.cx:1:24: error: expected ']' before ';'"},
      {"param W : [H] )", "t.cx:1:15: error: expected '=' or ';' before ')'"},
      {"param W : int;", "t.cx:1:11: error: expected '[' before 'int'"},
      {"rec r(n) [1] { }", "t.cx:1:10: error: expected '->' before '['"},
      {"fn f(x : [N]) -> [N] { return x;", "t.cx:1:33: error: expected a statement or '}' at end of input"},
      {"output o = a == b == c;", "t.cx:1:19: error: comparisons do not chain ('=='): to test a range, write 'a < x && x < b'"},
      {"output o = (a, b);", "t.cx:1:14: error: expected ')' before ','"},
      {"output o = \"s\";", "t.cx:1:12: error: expected an expression before string \"s\""},
      {"output o = 2.x;", "t.cx:1:14: error: invalid suffix 'x' on number '2.'"},
      {"output o = foo(k in n) 1;", "t.cx:1:12: error: 'foo' is not a reduction; expected 'sum', 'max' or 'mean'"},
      {"input t : tree[0];", "t.cx:1:16: error: tree arity must be between 1 and 1000000, not 0"},
      {"rec r(n) -> [1] { if { } }", "t.cx:1:22: error: expected an expression before '{'"},
      {"rec r(n) -> [1] { if c { } ) }", "t.cx:1:28: error: unexpected ')'; expected one of a statement, 'else', '}'"},
      {"output averyveryveryveryveryveryveryveryverylongname averyveryveryveryveryveryveryveryverylongname",
       /* '{' since v2's block outputs (output NAME { ... }) */
       "t.cx:1:54: error: unexpected identifier 'averyveryveryveryveryveryveryveryverylon...'; expected one of '=', '(', '{'"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    fx->nlines = 0;
    parse(fx, cases[i].src);
    if (fx->nlines < 1 || strcmp(fx->lines[0], cases[i].msg) != 0) print_error("case %zu: %s\n", i, cases[i].src);
    assert_true(fx->nlines >= 1);
    assert_string_equal(fx->lines[0], cases[i].msg);
  }
}

static void test_missing_semicolon_keeps_declaration(void **state) {
  Fx *fx = *state;
  AstModule *m = parse(fx, "const H = 256\nparam W : [H]\noutput o = W\n");
  assert_int_equal(fx->diag.errors, 3);
  assert_string_equal(fx->lines[0], "t.cx:1:14: error: expected ';' before 'param'");
  assert_string_equal(fx->lines[1], "t.cx:2:14: error: expected ';' before 'output'");
  assert_string_equal(fx->lines[2], "t.cx:3:13: error: expected ';' at end of input");
  assert_int_equal(m->ndecls, 3);
  assert_int_equal(m->decls[2]->kind, DECL_OUTPUT);
  assert_string_equal(m->decls[2]->u.output.value->u.name, "W");
}

static void test_broken_header_still_checks_body(void **state) {
  Fx *fx = *state;
  /* The rec header is broken; its body is still parsed (and its error
   * reported), and the next declaration is fine. */
  AstModule *m = parse(fx, "rec node(n) -> [H {\n"
                           "  let x = 1;\n"
                           "  let y = ;\n"
                           "}\n"
                           "output o = 1;\n");
  assert_int_equal(fx->nlines, 3);
  assert_string_equal(fx->lines[0], "t.cx:1:19: error: expected ',' or ']' before '{'");
  assert_string_equal(fx->lines[1], "t.cx:1:16: note: to match this '['");
  assert_string_equal(fx->lines[2], "t.cx:3:11: error: expected an expression before ';'");
  assert_int_equal(m->ndecls, 1);
  assert_int_equal(m->decls[0]->kind, DECL_OUTPUT);
}

static void test_error_cap_stops_parse(void **state) {
  Fx *fx = *state;
  fx->diag.error_limit = 3;
  AstModule *m = parse(fx, "const a = ;\n"
                           "const b = 1;\n"
                           "const c = ;\n"
                           "const d = 2;\n"
                           "const e = ;\n"
                           "const f = 3;\n"
                           "const g = ;\n"
                           "const h = 4;\n");
  assert_int_equal(fx->nlines, 4);
  assert_string_equal(fx->lines[0], "t.cx:1:11: error: expected an expression before ';'");
  assert_string_equal(fx->lines[1], "t.cx:3:11: error: expected an expression before ';'");
  assert_string_equal(fx->lines[2], "t.cx:5:11: error: expected an expression before ';'");
  assert_string_equal(fx->lines[3], "cortex: fatal error: too many errors emitted, stopping now");
  assert_true(diag_should_stop(&fx->diag));
  /* The parse stopped at the third error: f and h were never parsed. */
  assert_int_equal(m->ndecls, 2);
  assert_string_equal(m->decls[0]->name, "b");
  assert_string_equal(m->decls[1]->name, "d");
}

static void test_error_cap_from_lexer(void **state) {
  Fx *fx = *state;
  fx->diag.error_limit = 2;
  AstModule *m = parse(fx, "const a = 1; $ $ $ $ const b = 2;");
  assert_int_equal(fx->diag.errors, 2);
  assert_int_equal(fx->nlines, 3);
  assert_int_equal(m->ndecls, 1);
}

/* ---- the nesting limit ---- */

static char *repeat(const char *prefix, const char *unit, int n, const char *mid, const char *unit2,
                    const char *suffix) {
  size_t len = strlen(prefix) + (strlen(unit) + strlen(unit2)) * (size_t)n + strlen(mid) + strlen(suffix) + 1;
  char *s = malloc(len);
  strcpy(s, prefix);
  for (int i = 0; i < n; i++) strcat(s, unit);
  strcat(s, mid);
  for (int i = 0; i < n; i++) strcat(s, unit2);
  strcat(s, suffix);
  return s;
}

static void test_nesting_limit_brackets(void **state) {
  Fx *fx = *state;
  char *ok = repeat("output o = ", "(", 255, "x", ")", ";");
  AstModule *m = parse(fx, ok);
  assert_int_equal(fx->diag.errors, 0);
  assert_int_equal(m->ndecls, 1);
  free(ok);
  char *bad = repeat("output o = ", "(", 300, "x", ")", ";");
  m = parse(fx, bad);
  assert_int_equal(fx->nlines, 1);
  /* The 257th open bracket (column 11 + 257). */
  assert_string_equal(fx->lines[0], "t.cx:1:268: error: nesting deeper than 256 levels (each operator of a chain such as a + b + c is a level); split it with `let`s or `fn`s");
  assert_int_equal(m->ndecls, 0);
  free(bad);
}

static void test_nesting_limit_configurable(void **state) {
  Fx *fx = *state;
  fx->max_depth = 8;
  parse(fx, "output o = f(g([((((x))))]));");
  assert_int_equal(fx->diag.errors, 0);
  parse(fx, "rec r(n) -> [1] {\n if a { if b { if c { if d { if e { if f { if g { if h { } } } } } } } }\n}");
  assert_int_equal(fx->nlines, 1);
  assert_string_equal(fx->lines[0], "t.cx:2:56: error: nesting deeper than 8 levels (each operator of a chain such as a + b + c is a level); split it with `let`s or `fn`s");
}

static void test_nesting_limit_without_brackets(void **state) {
  Fx *fx = *state;
  /* 300 unary minus signs: the AST is 301 deep. */
  char *neg = repeat("output o = ", "-", 300, "x", "", ";");
  AstModule *m = parse(fx, neg);
  assert_int_equal(fx->nlines, 1);
  assert_string_equal(fx->lines[0], "t.cx:1:268: error: nesting deeper than 256 levels (each operator of a chain such as a + b + c is a level); split it with `let`s or `fn`s");
  /* The subtree below the limit was cut, so printing is safe and short. */
  assert_int_equal(m->ndecls, 1);
  char *text = source_of(m);
  assert_true(strlen(text) < 600);
  free(text);
  free(neg);

  /* A long chain of + is deep on its left spine. */
  fx->nlines = 0;
  char *sum = repeat("output o = x", " + x", 400, "", "", ";");
  parse(fx, sum);
  assert_int_equal(fx->nlines, 1);
  assert_string_equal(fx->lines[0], "t.cx:1:12: error: nesting deeper than 256 levels (each operator of a chain such as a + b + c is a level); split it with `let`s or `fn`s");
  free(sum);

  /* else-if chains nest in the AST too. */
  fx->nlines = 0;
  char *elif = repeat("rec r(n) -> [1] {\n", "if a { } else ", 300, "{ }", "", "\n}");
  m = parse(fx, elif);
  assert_int_equal(fx->nlines, 1);
  assert_non_null(strstr(fx->lines[0], "error: nesting deeper than 256 levels"));
  free(elif);
  char *d = dump_of(m, false);
  assert_non_null(d);
  free(d);

  /* Far beyond bison's stack: still one clean error, no crash. */
  fx->nlines = 0;
  char *huge = repeat("output o = ", "- ", 150000, "x", "", ";");
  parse(fx, huge);
  assert_int_equal(fx->nlines, 1);
  assert_non_null(strstr(fx->lines[0], "error: nesting deeper than 256 levels"));
  free(huge);
}

/* ---- REPL entry ---- */

static void test_repl_modes(void **state) {
  Fx *fx = *state;
  CxReplParse r;
  assert_int_equal(parse_repl(fx, "W @ x + b", &r), 0);
  assert_non_null(r.expr);
  assert_null(r.decls);
  assert_int_equal(r.ndecls, 0);
  char *s = sexpr(r.expr);
  assert_string_equal(s, "(+ (@ W x) b)");
  free(s);
  assert_loc(r.expr->loc, 1, 1, 1, 9);

  assert_int_equal(parse_repl(fx, "node(t.root).h;", &r), 0);
  assert_non_null(r.expr);
  assert_int_equal(r.expr->kind, EXPR_FIELD);

  assert_int_equal(parse_repl(fx, "const H = 3; param A, B : [H];\nfn f() -> int { return H; }", &r), 0);
  assert_null(r.expr);
  assert_int_equal(r.ndecls, 4);
  assert_int_equal(r.decls[0]->kind, DECL_CONST);
  assert_string_equal(r.decls[2]->name, "B");
  assert_int_equal(r.decls[3]->kind, DECL_FN);

  assert_int_equal(parse_repl(fx, "  // nothing\n", &r), 0);
  assert_null(r.expr);
  assert_int_equal(r.ndecls, 0);

  assert_int_equal(fx->nlines, 0);
  assert_int_equal(parse_repl(fx, "let x = 3;", &r), 1);
  assert_string_equal(fx->lines[0], "r.cx:1:1: error: expected a declaration or an expression before 'let'; 'let' can only be used inside a rec or fn body");
  assert_int_equal(parse_repl(fx, "x; y", &r), 1);
  assert_string_equal(fx->lines[1], "r.cx:1:4: error: expected end of input before identifier 'y'");
  assert_null(r.expr); /* a half-parsed entry yields nothing */
  assert_int_equal(parse_repl(fx, "1 +", &r), 1);
  assert_string_equal(fx->lines[2], "r.cx:1:4: error: expected an expression at end of input");
  assert_int_equal(parse_repl(fx, "const H = 3 4", &r), 1);
  assert_int_equal(r.ndecls, 0);
}

static void test_open_brackets(void **state) {
  (void)state;
  assert_int_equal(cx_open_brackets(""), 0);
  assert_int_equal(cx_open_brackets("rec node(n) -> [H] {"), 1);
  assert_int_equal(cx_open_brackets("f(a, [b"), 2);
  assert_int_equal(cx_open_brackets("{ ( ) [ ] }"), 0);
  assert_int_equal(cx_open_brackets(")"), -1);
  assert_int_equal(cx_open_brackets("}{"), -1);
  assert_int_equal(cx_open_brackets("a /* ( [ { */ ("), 1);
  assert_int_equal(cx_open_brackets("a // ( [ {\n("), 1);
  assert_int_equal(cx_open_brackets("// (\n)"), -1);
  assert_int_equal(cx_open_brackets("import \"(\" ("), 1);
  assert_int_equal(cx_open_brackets("{ \"a\\\"(\" }"), 0);
  assert_int_equal(cx_open_brackets("x /* still open ("), 1);
  assert_int_equal(cx_open_brackets("{ x /* still open"), 2);
  assert_int_equal(cx_open_brackets("\"unterminated (\n)"), -1);
}

/* ---- the dump ---- */

static void test_dump(void **state) {
  Fx *fx = *state;
  AstModule *m = parse(fx, "model m;\n"
                           "const H = 4;\n"
                           "param W_i, W_o : [H, H] = \"w\"[0:2 * H];\n"
                           "input t : tree[2] { word : int };\n"
                           "rec node(n) -> [H] {\n"
                           "  if leaf(n) { return W_i[n.word]; } else { return -node(n.child[0]); }\n"
                           "}\n"
                           "output o = W_o @ node(t.root) + 1.5;\n");
  assert_int_equal(fx->diag.errors, 0);
  char *d = dump_of(m, true);
  assert_string_equal(d, "module t.cx\n"
                         "  model m @1:1-1:7\n"
                         "  const H @2:1-2:11\n"
                         "    int 4 @2:11-2:11\n"
                         "  param W_i : [H, H] = \"w\"[0:2 * H] @3:7-3:9\n"
                         "  param W_o : [H, H] = \"w\"[0:2 * H] @3:12-3:14\n"
                         "  input t : tree[2] @4:1-4:32\n"
                         "    field word : int @4:21-4:30\n"
                         "  rec node(n) -> [H] @5:1-7:1\n"
                         "    if @6:3-6:71\n"
                         "      call leaf @6:6-6:12\n"
                         "        name n @6:11-6:11\n"
                         "      then @6:14-6:36\n"
                         "        return @6:16-6:33\n"
                         "          index @6:23-6:33\n"
                         "            name W_i @6:23-6:25\n"
                         "            field word @6:27-6:32\n"
                         "              name n @6:27-6:27\n"
                         "      else @6:43-6:71\n"
                         "        return @6:45-6:68\n"
                         "          unary - @6:52-6:68\n"
                         "            call node @6:53-6:68\n"
                         "              index @6:58-6:67\n"
                         "                field child @6:58-6:64\n"
                         "                  name n @6:58-6:58\n"
                         "                int 0 @6:66-6:66\n"
                         "  output o @8:1-8:35\n"
                         "    binary + @8:12-8:35\n"
                         "      binary @ @8:12-8:29\n"
                         "        name W_o @8:12-8:14\n"
                         "        call node @8:18-8:29\n"
                         "          field root @8:23-8:28\n"
                         "            name t @8:23-8:23\n"
                         "      float 1.5 @8:33-8:35\n");
  free(d);

  /* After sema, types are shown when asked for. */
  AstDecl *out = m->decls[m->ndecls - 1];
  AstExpr *e = out->u.output.value;
  e->sem.type.kind = TY_TENSOR;
  e->sem.type.shape.rank = 1;
  e->sem.type.shape.dims[0] = 256;
  e->u.binary.rhs->sem.type.kind = TY_TENSOR; /* rank 0: a scalar */
  const char *names[] = {"h", "c"};
  CxShape shapes[2] = {{1, {256}}, {2, {5, 256}}};
  out->sem.type = (CxType){.kind = TY_TUPLE, .nfields = 2, .field_names = names, .field_shapes = shapes};
  m->decls[1]->sem.evaluated = true;
  m->decls[1]->sem.ival = 4;
  d = dump_of(m, true);
  assert_non_null(strstr(d, "  const H = 4 @2:1-2:11\n"));
  assert_non_null(strstr(d, "  output o @8:1-8:35 : (h : [256], c : [5, 256])\n"
                            "    binary + @8:12-8:35 : [256]\n"));
  assert_non_null(strstr(d, "      float 1.5 @8:33-8:35 : []\n"));
  free(d);
  d = dump_of(m, false);
  assert_non_null(strstr(d, "    binary + @8:12-8:35\n"));
  free(d);
}

/* ---- AST utilities ---- */

static void test_clone(void **state) {
  Fx *fx = *state;
  AstModule *m = parse(fx, everything_src);
  AstDecl *rec = m->decls[17];
  AstBlock *body = rec->u.rec.body;
  AstStmt *if1 = body->stmts[0];
  if1->u.if_.cond->sem.type.kind = TY_BOOL;
  if1->u.if_.cond->sem.ref = REF_LEAF;
  if1->sem.used = true;
  AstBlock *copy = ast_block_clone(&fx->arena, body);
  assert_ptr_not_equal(copy, body);
  assert_int_equal(copy->nstmts, body->nstmts);
  assert_ptr_not_equal(copy->stmts[0], body->stmts[0]);
  assert_ptr_not_equal(copy->stmts[0]->u.if_.cond, if1->u.if_.cond);
  assert_int_equal(copy->stmts[0]->u.if_.cond->sem.type.kind, TY_UNKNOWN);
  assert_int_equal(copy->stmts[0]->u.if_.cond->sem.ref, REF_NONE);
  assert_false(copy->stmts[0]->sem.used);
  assert_loc(copy->loc, body->loc.first_line, body->loc.first_column, body->loc.last_line,
             body->loc.last_column);
  /* Same text when printed in place of the original. */
  char *a = source_of(m);
  rec->u.rec.body = copy;
  char *b = source_of(m);
  assert_string_equal(a, b);
  free(a);
  free(b);
  /* Mutating the copy leaves the original alone. */
  copy->stmts[0]->u.if_.else_b->stmts[0]->u.if_.cond->u.binary.op = OP_AND;
  assert_int_equal(if1->u.if_.else_b->stmts[0]->u.if_.cond->u.binary.op, OP_OR);

  AstExpr *e = m->decls[18]->u.output.value;
  AstExpr *c = ast_expr_clone(&fx->arena, e);
  char *s1 = sexpr(e), *s2 = sexpr(c);
  assert_string_equal(s1, s2);
  free(s1);
  free(s2);
  assert_ptr_not_equal(c->u.call.args, e->u.call.args);
  assert_null(ast_expr_clone(&fx->arena, NULL));
  assert_null(ast_block_clone(&fx->arena, NULL));
}

static void test_constructors_and_spellings(void **state) {
  Fx *fx = *state;
  CxLoc l = {0, 1, 2, 3, 4};
  AstExpr *e = ast_expr_new(&fx->arena, EXPR_NAME, l);
  assert_int_equal(e->kind, EXPR_NAME);
  assert_loc(e->loc, 1, 2, 3, 4);
  assert_int_equal(e->sem.type.kind, TY_UNKNOWN);
  assert_null(e->sem.decl);
  AstStmt *s = ast_stmt_new(&fx->arena, STMT_RETURN, l);
  assert_int_equal(s->kind, STMT_RETURN);
  assert_null(s->u.ret.value);
  AstDecl *d = ast_decl_new(&fx->arena, DECL_CONST, l);
  assert_int_equal(d->kind, DECL_CONST);
  assert_null(d->name);
  AstType *t = ast_type_new(&fx->arena, ATY_TENSOR, l);
  assert_int_equal(t->kind, ATY_TENSOR);
  assert_int_equal(t->ndims, 0);

  static const char *const ops[] = {"+", "-", "*", "/", "@", "%", "<<", ">>", "==",
                                    "!=", "<", "<=", ">", ">=", "&&", "||", "-", "!"};
  for (int op = OP_ADD; op <= OP_NOT; op++) assert_string_equal(ast_op_spelling((AstOp)op), ops[op]);
  assert_string_equal(ast_reduce_name(RED_SUM), "sum");
  assert_string_equal(ast_reduce_name(RED_MAX), "max");
  assert_string_equal(ast_reduce_name(RED_MEAN), "mean");
}

static void test_type_strings(void **state) {
  (void)state;
  char buf[128];
  CxShape scalar = {0, {0}}, v = {1, {256}}, m = {2, {5, 256}}, m2 = {2, {5, 256}}, m3 = {2, {256, 5}};
  assert_string_equal(cx_shape_str(&scalar, buf, sizeof buf), "[]");
  assert_string_equal(cx_shape_str(&m, buf, sizeof buf), "[5, 256]");
  assert_true(cx_shape_eq(&m, &m2));
  assert_false(cx_shape_eq(&m, &m3));
  assert_false(cx_shape_eq(&m, &v));
  assert_true(cx_shape_eq(&scalar, &scalar));

  CxType t = {.kind = TY_TENSOR, .shape = v};
  assert_string_equal(cx_type_str(&t, buf, sizeof buf), "[256]");
  t.kind = TY_INT;
  assert_string_equal(cx_type_str(&t, buf, sizeof buf), "int");
  t.kind = TY_UNKNOWN;
  assert_string_equal(cx_type_str(&t, buf, sizeof buf), "?");
  t.kind = TY_BOOL;
  assert_string_equal(cx_type_str(&t, buf, sizeof buf), "bool");
  const char *names[] = {"h", "c"};
  CxShape shapes[] = {{1, {256}}, {1, {256}}};
  CxType tup = {.kind = TY_TUPLE, .nfields = 2, .field_names = names, .field_shapes = shapes};
  assert_string_equal(cx_type_str(&tup, buf, sizeof buf), "(h : [256], c : [256])");
  /* A short buffer truncates, never overflows. */
  char small[8];
  memset(small, 'x', sizeof small);
  cx_type_str(&tup, small, sizeof small);
  assert_string_equal(small, "(h : [2");
  cx_shape_str(&m, small, 4);
  assert_string_equal(small, "[5,");
}

int main(void) {
#define T(f) cmocka_unit_test_setup_teardown(f, setup, teardown)
  const struct CMUnitTest tests[] = {
      T(test_treelstm_model),
      T(test_every_construct),
      T(test_input_kinds),
      T(test_precedence),
      T(test_print_expr_round_trip),
      T(test_independent_syntax_errors),
      T(test_error_messages),
      T(test_missing_semicolon_keeps_declaration),
      T(test_broken_header_still_checks_body),
      T(test_error_cap_stops_parse),
      T(test_error_cap_from_lexer),
      T(test_nesting_limit_brackets),
      T(test_nesting_limit_configurable),
      T(test_nesting_limit_without_brackets),
      T(test_repl_modes),
      T(test_open_brackets),
      T(test_dump),
      T(test_clone),
      T(test_constructors_and_spellings),
      T(test_type_strings),
  };
#undef T
  return cmocka_run_group_tests(tests, NULL, NULL);
}
