/* The two AST printers of ast.h:
 *
 *  - ast_print_source writes canonical .cx text.  Parsing it gives back
 *    the same AST (the parser's round-trip tests check print -> parse ->
 *    print is a fixed point), so it adds exactly the parentheses the
 *    grammar needs and no others.
 *  - ast_dump writes the tree one node a line for `cortex ir --stage ast`:
 *
 *      rec node(n) -> (h : [H], c : [H]) @20:1-34:1
 *        let i @29:3-29:52
 *          call sigmoid @29:11-29:52 : [256]
 *            binary + @29:19-29:51 : [256]
 *
 * Both recurse over the tree.  The parser bounds its depth; for trees
 * built elsewhere the printers stop at PRINT_DEPTH_LIMIT and print "...",
 * so a bad tree gives bad output rather than a crashed compiler. */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/base/ast.h"

enum { PRINT_DEPTH_LIMIT = 10000 };

/* ---- numbers and strings ---- */

/* The shortest %g form that reads back to the same double, always with a
 * '.' or an exponent so that it lexes as a float, and with '.' whatever
 * LC_NUMERIC says. */
static void format_double(char *buf, size_t size, double v) {
  if (!isfinite(v)) {
    /* Not producible by the parser; keep the output readable. */
    snprintf(buf, size, isnan(v) ? "nan" : v < 0 ? "-inf" : "inf");
    return;
  }
  for (int prec = 15; prec <= 17; prec++) {
    snprintf(buf, size, "%.*g", prec, v);
    if (strtod(buf, NULL) == v) break;
  }
  const char *dp = localeconv()->decimal_point;
  if (dp && *dp && strcmp(dp, ".") != 0) {
    char *at = strstr(buf, dp);
    if (at) {
      size_t dl = strlen(dp);
      *at = '.';
      memmove(at + 1, at + dl, strlen(at + dl) + 1);
    }
  }
  if (!strpbrk(buf, ".eE")) {
    size_t n = strlen(buf);
    if (n + 2 < size) memcpy(buf + n, ".0", 3);
  }
}

static void print_string(FILE *out, const char *s) {
  fputc('"', out);
  for (; s && *s; s++) {
    switch (*s) {
    case '"': fputs("\\\"", out); break;
    case '\\': fputs("\\\\", out); break;
    case '\n': fputs("\\n", out); break;
    case '\t': fputs("\\t", out); break;
    default: fputc(*s, out); break;
    }
  }
  fputc('"', out);
}

/* ---- expressions as source ---- */

/* Binding strength, loosest first.  REDUCE sits between + and *: the
 * body of a reduction is a multiplicative-level expression. */
enum {
  PREC_LOWEST,
  PREC_OR,
  PREC_AND,
  PREC_EQ,      /* non-associative */
  PREC_CMP,     /* non-associative */
  PREC_SHIFT,
  PREC_ADD,
  PREC_REDUCE,
  PREC_MUL,
  PREC_UNARY,
  PREC_POSTFIX,
  PREC_PRIMARY,
};

static int binary_prec(AstOp op) {
  switch (op) {
  case OP_OR: return PREC_OR;
  case OP_AND: return PREC_AND;
  case OP_EQ: case OP_NE: return PREC_EQ;
  case OP_LT: case OP_LE: case OP_GT: case OP_GE: return PREC_CMP;
  case OP_SHL: case OP_SHR: return PREC_SHIFT;
  case OP_ADD: case OP_SUB: return PREC_ADD;
  case OP_MUL: case OP_DIV: case OP_MOD: case OP_MATMUL: return PREC_MUL;
  case OP_NEG: case OP_NOT: return PREC_UNARY;
  }
  return PREC_LOWEST;
}

static int expr_prec(const AstExpr *e) {
  switch (e->kind) {
  case EXPR_BINARY: return binary_prec(e->u.binary.op);
  case EXPR_UNARY: return PREC_UNARY;
  case EXPR_REDUCE: return PREC_REDUCE;
  case EXPR_CALL: case EXPR_FIELD: case EXPR_INDEX: case EXPR_SLICE: return PREC_POSTFIX;
  default: return PREC_PRIMARY;
  }
}

static void print_expr_prec(FILE *out, const AstExpr *e, int min_prec, int depth);

static void print_expr_list(FILE *out, AstExpr *const *es, int n, int depth) {
  for (int i = 0; i < n; i++) {
    if (i) fputs(", ", out);
    print_expr_prec(out, es[i], PREC_LOWEST, depth);
  }
}

/* min_prec: the loosest expression that may appear here unparenthesized.
 * Why the reduction needs no special case beyond its level: a reduction
 * ends its body at the first + or looser operator, so it is safe wherever
 * the next operator after it (if any) is + or looser.  That holds when it
 * is an operand of + (either side) or looser; as an operand of * / @, a
 * unary operator, a postfix or another reduction's body its level is
 * below the minimum and it gets parentheses. */
static void print_expr_prec(FILE *out, const AstExpr *e, int min_prec, int depth) {
  if (!e) {
    fputs("<null>", out);
    return;
  }
  if (depth > PRINT_DEPTH_LIMIT) {
    fputs("...", out);
    return;
  }
  int prec = expr_prec(e);
  bool paren = prec < min_prec;
  if (paren) fputc('(', out);
  int d = depth + 1;
  switch (e->kind) {
  case EXPR_INT:
    fprintf(out, "%lld", (long long)e->u.ival);
    break;
  case EXPR_FLOAT: {
    char buf[64];
    format_double(buf, sizeof buf, e->u.fval);
    fputs(buf, out);
    break;
  }
  case EXPR_NAME:
    fputs(e->u.name, out);
    break;
  case EXPR_UNARY:
    fputs(ast_op_spelling(e->u.unary.op), out);
    /* "- -x", not "--x": easier to read, and safe if '--' ever lexes. */
    if (e->u.unary.operand && e->u.unary.operand->kind == EXPR_UNARY) fputc(' ', out);
    print_expr_prec(out, e->u.unary.operand, PREC_UNARY, d);
    break;
  case EXPR_BINARY: {
    bool nonassoc = prec == PREC_EQ || prec == PREC_CMP;
    print_expr_prec(out, e->u.binary.lhs, nonassoc ? prec + 1 : prec, d);
    fprintf(out, " %s ", ast_op_spelling(e->u.binary.op));
    print_expr_prec(out, e->u.binary.rhs, prec + 1, d);
    break;
  }
  case EXPR_CALL:
    fprintf(out, "%s(", e->u.call.callee);
    print_expr_list(out, e->u.call.args, e->u.call.nargs, d);
    fputc(')', out);
    break;
  case EXPR_FIELD:
  case EXPR_INDEX:
  case EXPR_SLICE: {
    const AstExpr *base = e->kind == EXPR_FIELD ? e->u.field.base
                          : e->kind == EXPR_INDEX ? e->u.index.base : e->u.slice.base;
    /* `2.h` would lex as the float `2.` glued to `h`. */
    bool number = base && (base->kind == EXPR_INT || base->kind == EXPR_FLOAT);
    if (number) fputc('(', out);
    print_expr_prec(out, base, PREC_POSTFIX, d);
    if (number) fputc(')', out);
    if (e->kind == EXPR_FIELD) {
      fprintf(out, ".%s", e->u.field.name);
    } else if (e->kind == EXPR_INDEX) {
      fputc('[', out);
      print_expr_prec(out, e->u.index.index, PREC_LOWEST, d);
      fputc(']', out);
    } else {
      fputc('[', out);
      print_expr_prec(out, e->u.slice.lo, PREC_LOWEST, d);
      fputc(':', out);
      print_expr_prec(out, e->u.slice.hi, PREC_LOWEST, d);
      fputc(']', out);
    }
    break;
  }
  case EXPR_TUPLE:
    fputc('(', out);
    print_expr_list(out, e->u.tuple.items, e->u.tuple.nitems, d);
    fputc(')', out);
    break;
  case EXPR_REDUCE:
    fprintf(out, "%s(%s in ", ast_reduce_name(e->u.reduce.op), e->u.reduce.var);
    print_expr_prec(out, e->u.reduce.over, PREC_LOWEST, d);
    fputs(") ", out);
    print_expr_prec(out, e->u.reduce.body, PREC_MUL, d);
    break;
  case EXPR_SHAPE:
    fputc('[', out);
    print_expr_list(out, e->u.shape.dims, e->u.shape.ndims, d);
    fputc(']', out);
    break;
  }
  if (paren) fputc(')', out);
}

void ast_print_expr(FILE *out, const AstExpr *e) { print_expr_prec(out, e, PREC_LOWEST, 0); }

static void print_type(FILE *out, const AstType *t) {
  if (!t) {
    fputs("<null>", out);
    return;
  }
  switch (t->kind) {
  case ATY_INT:
    fputs("int", out);
    break;
  case ATY_TENSOR:
    fputc('[', out);
    print_expr_list(out, t->dims, t->ndims, 1);
    fputc(']', out);
    break;
  case ATY_TUPLE:
    fputc('(', out);
    for (int i = 0; i < t->nfields; i++) {
      fprintf(out, "%s%s : ", i ? ", " : "", t->field_names[i]);
      print_type(out, t->field_types[i]);
    }
    fputc(')', out);
    break;
  }
}

/* ---- statements and declarations as source ---- */

static void indent(FILE *out, int level) {
  for (int i = 0; i < level; i++) fputs("  ", out);
}

static void print_block_src(FILE *out, const AstBlock *b, int level, int depth);

/* Prints an if starting at the current column (after `} else `). */
static void print_if_src(FILE *out, const AstStmt *s, int level, int depth) {
  fputs("if ", out);
  print_expr_prec(out, s->u.if_.cond, PREC_LOWEST, depth + 1);
  fputc(' ', out);
  print_block_src(out, s->u.if_.then_b, level, depth + 1);
  const AstBlock *eb = s->u.if_.else_b;
  if (!eb) return;
  fputs(" else ", out);
  /* `else { if ... }` and `else if ...` are the same AST; print the
   * second, shorter form. */
  if (eb->nstmts == 1 && eb->stmts[0]->kind == STMT_IF) print_if_src(out, eb->stmts[0], level, depth + 1);
  else print_block_src(out, eb, level, depth + 1);
}

static void print_stmt_src(FILE *out, const AstStmt *s, int level, int depth) {
  indent(out, level);
  if (depth > PRINT_DEPTH_LIMIT) {
    fputs("...\n", out);
    return;
  }
  switch (s->kind) {
  case STMT_LET:
    fprintf(out, "let %s = ", s->u.let.name);
    print_expr_prec(out, s->u.let.value, PREC_LOWEST, depth + 1);
    fputs(";\n", out);
    break;
  case STMT_RETURN:
    fputs("return ", out);
    print_expr_prec(out, s->u.ret.value, PREC_LOWEST, depth + 1);
    fputs(";\n", out);
    break;
  case STMT_IF:
    print_if_src(out, s, level, depth);
    fputc('\n', out);
    break;
  }
}

/* Prints `{`, the statements one level deeper, and `}` (no newline). */
static void print_block_src(FILE *out, const AstBlock *b, int level, int depth) {
  fputs("{\n", out);
  for (int i = 0; b && i < b->nstmts; i++) print_stmt_src(out, b->stmts[i], level + 1, depth + 1);
  indent(out, level);
  fputc('}', out);
}

static void print_input_kind(FILE *out, const AstDecl *d) {
  switch (d->u.input.kind) {
  case INPUT_TREE:
    if (d->u.input.arity < 0) fputs("tree[*]", out);
    else fprintf(out, "tree[%d]", d->u.input.arity);
    break;
  case INPUT_DAG: fputs("dag", out); break;
  case INPUT_SEQ: fputs("seq", out); break;
  }
}

/* `param W : [H, H] = "key"[lo:hi]` without the ';' (both printers). */
static void print_param_head(FILE *out, const AstDecl *d) {
  fprintf(out, "param %s : ", d->name);
  print_type(out, d->u.param.type);
  if (!d->u.param.key) return;
  fputs(" = ", out);
  print_string(out, d->u.param.key);
  if (d->u.param.slice_lo && d->u.param.slice_hi) {
    fputc('[', out);
    ast_print_expr(out, d->u.param.slice_lo);
    fputc(':', out);
    ast_print_expr(out, d->u.param.slice_hi);
    fputc(']', out);
  }
}

static void print_decl_src(FILE *out, const AstDecl *d) {
  switch (d->kind) {
  case DECL_MODEL:
    fprintf(out, "model %s;\n", d->name);
    break;
  case DECL_IMPORT:
    fputs("import ", out);
    print_string(out, d->u.import.path);
    fputs(";\n", out);
    break;
  case DECL_CONST:
    fprintf(out, "const %s = ", d->name);
    ast_print_expr(out, d->u.const_.value);
    fputs(";\n", out);
    break;
  case DECL_PARAM:
    print_param_head(out, d);
    fputs(";\n", out);
    break;
  case DECL_INPUT:
    fprintf(out, "input %s : ", d->name);
    print_input_kind(out, d);
    fputs(" {", out);
    for (int i = 0; i < d->u.input.nfields; i++) {
      fprintf(out, "%s %s : ", i ? "," : "", d->u.input.fields[i]->name);
      print_type(out, d->u.input.fields[i]->type);
    }
    fputs(d->u.input.nfields ? " };\n" : "};\n", out);
    break;
  case DECL_FN:
    fprintf(out, "fn %s", d->name);
    if (d->u.fn.nshape_vars) {
      fputc('<', out);
      for (int i = 0; i < d->u.fn.nshape_vars; i++) fprintf(out, "%s%s", i ? ", " : "", d->u.fn.shape_vars[i]);
      fputc('>', out);
    }
    fputc('(', out);
    for (int i = 0; i < d->u.fn.nparams; i++) {
      fprintf(out, "%s%s : ", i ? ", " : "", d->u.fn.params[i]->name);
      print_type(out, d->u.fn.params[i]->type);
    }
    fputs(") -> ", out);
    print_type(out, d->u.fn.ret);
    fputc(' ', out);
    print_block_src(out, d->u.fn.body, 0, 0);
    fputc('\n', out);
    break;
  case DECL_REC:
    fprintf(out, "rec %s(%s) -> ", d->name, d->u.rec.node_var);
    print_type(out, d->u.rec.ret);
    fputc(' ', out);
    print_block_src(out, d->u.rec.body, 0, 0);
    fputc('\n', out);
    break;
  case DECL_OUTPUT:
    if (d->u.output.node_var) fprintf(out, "output %s(%s)", d->name, d->u.output.node_var);
    else fprintf(out, "output %s", d->name);
    if (d->u.output.body) {
      fputc(' ', out);
      print_block_src(out, d->u.output.body, 0, 0);
      fputc('\n', out);
      break;
    }
    fputs(" = ", out);
    ast_print_expr(out, d->u.output.value);
    fputs(";\n", out);
    break;
  }
}

void ast_print_source(FILE *out, const AstModule *m) {
  /* Declarations of one kind stay together; a blank line separates kinds
   * and surrounds every fn and rec. */
  for (int i = 0; i < m->ndecls; i++) {
    const AstDecl *d = m->decls[i];
    if (i > 0) {
      AstDeclKind prev = m->decls[i - 1]->kind;
      bool big = d->kind == DECL_FN || d->kind == DECL_REC || prev == DECL_FN || prev == DECL_REC;
      if (big || prev != d->kind) fputc('\n', out);
    }
    print_decl_src(out, d);
  }
}

/* ---- the readable tree ---- */

typedef struct Dump {
  FILE *out;
  bool with_types;
} Dump;

static void dump_loc(Dump *du, CxLoc l) {
  if (l.file_id < 0) return;
  fprintf(du->out, " @%d:%d-%d:%d", l.first_line, l.first_column, l.last_line, l.last_column);
}

static void dump_type_suffix(Dump *du, const CxType *t) {
  if (!du->with_types || t->kind == TY_UNKNOWN) return;
  char buf[512];
  fprintf(du->out, " : %s", cx_type_str(t, buf, sizeof buf));
}

static void dump_expr(Dump *du, const AstExpr *e, int level);

static void dump_exprs(Dump *du, AstExpr *const *es, int n, int level) {
  for (int i = 0; i < n; i++) dump_expr(du, es[i], level);
}

static void dump_expr(Dump *du, const AstExpr *e, int level) {
  FILE *out = du->out;
  indent(out, level);
  if (!e) {
    fputs("<null>\n", out);
    return;
  }
  if (level > PRINT_DEPTH_LIMIT) {
    fputs("...\n", out);
    return;
  }
  switch (e->kind) {
  case EXPR_INT: fprintf(out, "int %lld", (long long)e->u.ival); break;
  case EXPR_FLOAT: {
    char buf[64];
    format_double(buf, sizeof buf, e->u.fval);
    fprintf(out, "float %s", buf);
    break;
  }
  case EXPR_NAME: fprintf(out, "name %s", e->u.name); break;
  case EXPR_UNARY: fprintf(out, "unary %s", ast_op_spelling(e->u.unary.op)); break;
  case EXPR_BINARY: fprintf(out, "binary %s", ast_op_spelling(e->u.binary.op)); break;
  case EXPR_CALL: fprintf(out, "call %s", e->u.call.callee); break;
  case EXPR_FIELD: fprintf(out, "field %s", e->u.field.name); break;
  case EXPR_INDEX: fputs("index", out); break;
  case EXPR_SLICE: fputs("slice", out); break;
  case EXPR_TUPLE: fputs("tuple", out); break;
  case EXPR_REDUCE:
    fprintf(out, "reduce %s %s", ast_reduce_name(e->u.reduce.op), e->u.reduce.var);
    break;
  case EXPR_SHAPE: fputs("shape", out); break;
  }
  dump_loc(du, e->loc);
  dump_type_suffix(du, &e->sem.type);
  fputc('\n', out);
  int l = level + 1;
  switch (e->kind) {
  case EXPR_INT:
  case EXPR_FLOAT:
  case EXPR_NAME:
    break;
  case EXPR_UNARY: dump_expr(du, e->u.unary.operand, l); break;
  case EXPR_BINARY:
    dump_expr(du, e->u.binary.lhs, l);
    dump_expr(du, e->u.binary.rhs, l);
    break;
  case EXPR_CALL: dump_exprs(du, e->u.call.args, e->u.call.nargs, l); break;
  case EXPR_FIELD: dump_expr(du, e->u.field.base, l); break;
  case EXPR_INDEX:
    dump_expr(du, e->u.index.base, l);
    dump_expr(du, e->u.index.index, l);
    break;
  case EXPR_SLICE:
    dump_expr(du, e->u.slice.base, l);
    dump_expr(du, e->u.slice.lo, l);
    dump_expr(du, e->u.slice.hi, l);
    break;
  case EXPR_TUPLE: dump_exprs(du, e->u.tuple.items, e->u.tuple.nitems, l); break;
  case EXPR_REDUCE:
    dump_expr(du, e->u.reduce.over, l);
    dump_expr(du, e->u.reduce.body, l);
    break;
  case EXPR_SHAPE: dump_exprs(du, e->u.shape.dims, e->u.shape.ndims, l); break;
  }
}

static void dump_block(Dump *du, const AstBlock *b, int level);

static void dump_stmt(Dump *du, const AstStmt *s, int level) {
  FILE *out = du->out;
  indent(out, level);
  if (level > PRINT_DEPTH_LIMIT) {
    fputs("...\n", out);
    return;
  }
  switch (s->kind) {
  case STMT_LET:
    fprintf(out, "let %s", s->u.let.name);
    dump_loc(du, s->loc);
    fputc('\n', out);
    dump_expr(du, s->u.let.value, level + 1);
    break;
  case STMT_RETURN:
    fputs("return", out);
    dump_loc(du, s->loc);
    fputc('\n', out);
    dump_expr(du, s->u.ret.value, level + 1);
    break;
  case STMT_IF:
    fputs("if", out);
    dump_loc(du, s->loc);
    fputc('\n', out);
    dump_expr(du, s->u.if_.cond, level + 1);
    indent(out, level + 1);
    fputs("then", out);
    if (s->u.if_.then_b) dump_loc(du, s->u.if_.then_b->loc);
    fputc('\n', out);
    dump_block(du, s->u.if_.then_b, level + 2);
    if (s->u.if_.else_b) {
      indent(out, level + 1);
      fputs("else", out);
      dump_loc(du, s->u.if_.else_b->loc);
      fputc('\n', out);
      dump_block(du, s->u.if_.else_b, level + 2);
    }
    break;
  }
}

static void dump_block(Dump *du, const AstBlock *b, int level) {
  for (int i = 0; b && i < b->nstmts; i++) dump_stmt(du, b->stmts[i], level);
}

static void dump_decl(Dump *du, const AstDecl *d, int level) {
  FILE *out = du->out;
  indent(out, level);
  CxLoc loc = d->loc;
  switch (d->kind) {
  case DECL_MODEL:
    fprintf(out, "model %s", d->name);
    break;
  case DECL_IMPORT:
    fputs("import ", out);
    print_string(out, d->u.import.path);
    if (d->u.import.ndecls) fprintf(out, " (%d declarations)", d->u.import.ndecls);
    break;
  case DECL_CONST:
    fprintf(out, "const %s", d->name);
    if (du->with_types && d->sem.evaluated) fprintf(out, " = %lld", (long long)d->sem.ival);
    break;
  case DECL_PARAM:
    /* Several params may share one declaration: show the name's range. */
    print_param_head(out, d);
    loc = d->name_loc;
    break;
  case DECL_INPUT:
    fprintf(out, "input %s : ", d->name);
    print_input_kind(out, d);
    break;
  case DECL_FN:
    fprintf(out, "fn %s", d->name);
    if (d->u.fn.nshape_vars) {
      fputc('<', out);
      for (int i = 0; i < d->u.fn.nshape_vars; i++) fprintf(out, "%s%s", i ? ", " : "", d->u.fn.shape_vars[i]);
      fputc('>', out);
    }
    fputs(" -> ", out);
    print_type(out, d->u.fn.ret);
    break;
  case DECL_REC:
    fprintf(out, "rec %s(%s) -> ", d->name, d->u.rec.node_var);
    print_type(out, d->u.rec.ret);
    break;
  case DECL_OUTPUT:
    if (d->u.output.node_var) fprintf(out, "output %s(%s)", d->name, d->u.output.node_var);
    else fprintf(out, "output %s", d->name);
    break;
  }
  dump_loc(du, loc);
  if (d->kind != DECL_CONST) dump_type_suffix(du, &d->sem.type);
  fputc('\n', out);
  int l = level + 1;
  switch (d->kind) {
  case DECL_MODEL:
  case DECL_IMPORT:
  case DECL_PARAM:
    break;
  case DECL_CONST:
    dump_expr(du, d->u.const_.value, l);
    break;
  case DECL_INPUT:
    for (int i = 0; i < d->u.input.nfields; i++) {
      const AstField *f = d->u.input.fields[i];
      indent(out, l);
      fprintf(out, "field %s : ", f->name);
      print_type(out, f->type);
      dump_loc(du, f->loc);
      fputc('\n', out);
    }
    break;
  case DECL_FN:
    for (int i = 0; i < d->u.fn.nparams; i++) {
      const AstFnParam *a = d->u.fn.params[i];
      indent(out, l);
      fprintf(out, "arg %s : ", a->name);
      print_type(out, a->type);
      dump_loc(du, a->loc);
      fputc('\n', out);
    }
    dump_block(du, d->u.fn.body, l);
    break;
  case DECL_REC:
    dump_block(du, d->u.rec.body, l);
    break;
  case DECL_OUTPUT:
    if (d->u.output.body) dump_block(du, d->u.output.body, l);
    else dump_expr(du, d->u.output.value, l);
    break;
  }
}

void ast_dump(FILE *out, const AstModule *m, bool with_types) {
  Dump du = {out, with_types};
  fprintf(out, "module %s\n", m->path ? m->path : "<input>");
  for (int i = 0; i < m->ndecls; i++) dump_decl(&du, m->decls[i], 1);
}
