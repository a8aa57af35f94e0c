/* Entry points of the parser (parser.h) and the parts of parsing that are
 * plain C rather than grammar: the token stream wrapper, the wording of
 * syntax errors, the nesting limit and the REPL helpers. */
#include "config.h"

#include <string.h>

#include "parser/parse_internal.h"

const char *const cx_keywords[] = {
    "model", "import", "const", "param", "input", "fn", "rec", "output", "let",
    "return", "if", "else", "in", "int", "tree", "dag", "seq", NULL,
};

static const char *const token_names[CX_TOK_COUNT] = {
    [CX_TOK_EOF] = "end of input",
    [CX_TOK_IDENT] = "identifier",
    [CX_TOK_INT_LIT] = "integer",
    [CX_TOK_FLOAT_LIT] = "number",
    [CX_TOK_STRING_LIT] = "string",
    [CX_TOK_MODEL] = "'model'",
    [CX_TOK_IMPORT] = "'import'",
    [CX_TOK_CONST] = "'const'",
    [CX_TOK_PARAM] = "'param'",
    [CX_TOK_INPUT] = "'input'",
    [CX_TOK_FN] = "'fn'",
    [CX_TOK_REC] = "'rec'",
    [CX_TOK_OUTPUT] = "'output'",
    [CX_TOK_LET] = "'let'",
    [CX_TOK_RETURN] = "'return'",
    [CX_TOK_IF] = "'if'",
    [CX_TOK_ELSE] = "'else'",
    [CX_TOK_IN] = "'in'",
    [CX_TOK_INT] = "'int'",
    [CX_TOK_TREE] = "'tree'",
    [CX_TOK_DAG] = "'dag'",
    [CX_TOK_SEQ] = "'seq'",
    [CX_TOK_PLUS] = "'+'",
    [CX_TOK_MINUS] = "'-'",
    [CX_TOK_STAR] = "'*'",
    [CX_TOK_SLASH] = "'/'",
    [CX_TOK_PERCENT] = "'%'",
    [CX_TOK_AT] = "'@'",
    [CX_TOK_EQ] = "'=='",
    [CX_TOK_NE] = "'!='",
    [CX_TOK_LT] = "'<'",
    [CX_TOK_LE] = "'<='",
    [CX_TOK_GT] = "'>'",
    [CX_TOK_GE] = "'>='",
    [CX_TOK_AND] = "'&&'",
    [CX_TOK_OR] = "'||'",
    [CX_TOK_NOT] = "'!'",
    [CX_TOK_SHL] = "'<<'",
    [CX_TOK_SHR] = "'>>'",
    [CX_TOK_ASSIGN] = "'='",
    [CX_TOK_COLON] = "':'",
    [CX_TOK_SEMI] = "';'",
    [CX_TOK_COMMA] = "','",
    [CX_TOK_DOT] = "'.'",
    [CX_TOK_LPAREN] = "'('",
    [CX_TOK_RPAREN] = "')'",
    [CX_TOK_LBRACKET] = "'['",
    [CX_TOK_RBRACKET] = "']'",
    [CX_TOK_LBRACE] = "'{'",
    [CX_TOK_RBRACE] = "'}'",
    [CX_TOK_ARROW] = "'->'",
};

const char *cx_token_kind_name(CxTokenKind kind) {
  if ((int)kind < 0 || kind >= CX_TOK_COUNT) return "?";
  return token_names[kind];
}

CxTokenKind cx_token_public_kind(int tok) {
  switch (tok) {
#define X(name, pub) \
  case TOK_##name:   \
    return pub;
    CX_TOKEN_MAP(X)
#undef X
  default:
    return CX_TOK_EOF;
  }
}

/* ---- the parser's view of the token stream ---- */

static int effective_depth(const CxParseEnv *env) {
  int d = env->max_depth > 0 ? env->max_depth : CX_PARSE_DEPTH_DEFAULT;
  return d > CX_PARSE_DEPTH_CAP ? CX_PARSE_DEPTH_CAP : d;
}

void cx_parser_nesting_error(CxParser *p, CxLoc loc) {
  diag_error(p->diag, loc,
             "nesting deeper than %d levels (each operator of a chain such as a + b + c is a level); split it with "
             "`let`s or `fn`s",
             p->max_depth);
}

int cx_yylex(CX_YYSTYPE *lval, CX_YYLTYPE *lloc, void *scanner, CxParser *p) {
  if (p->start_token) {
    int t = p->start_token;
    p->start_token = 0;
    *lloc = (CxLoc){p->file_id, 1, 1, 1, 1};
    return t;
  }
  /* After a fatal error, pretend the input ended: the parser's error
   * recovery gives up at end of input, which unwinds cleanly. */
  if (p->stop || diag_should_stop(p->diag)) {
    p->stop = true;
    *lloc = (CxLoc){p->file_id, p->end_line, p->end_col, p->end_line, p->end_col};
    return TOK_YYEOF;
  }
  int t = cx_scanner_next(scanner, lval, lloc);
  switch (t) {
  case TOK_LPAREN:
  case TOK_LBRACKET:
  case TOK_LBRACE:
    /* The grammar recurses on brackets: bound them before bison's stack
     * and every later recursive pass have to cope with them. */
    if (++p->brackets > p->max_depth) {
      cx_parser_nesting_error(p, *lloc);
      p->stop = true;
      return TOK_YYEOF;
    }
    break;
  case TOK_RPAREN:
  case TOK_RBRACKET:
  case TOK_RBRACE:
    if (p->brackets > 0) p->brackets--;
    break;
  default:
    break;
  }
  if (diag_should_stop(p->diag)) { /* the scanner hit the error limit */
    p->stop = true;
    return TOK_YYEOF;
  }
  return t;
}

/* ---- wording of syntax errors ---- */

void cx_describe_token(const CxParser *p, CxTokenKind kind, char *buf, size_t size) {
  const char *text = p->text + p->tok_start;
  int len = (int)p->tok_len;
  const int max = 40;
  const char *ellipsis = len > max ? "..." : "";
  if (len > max) len = max;
  switch (kind) {
  case CX_TOK_IDENT:
    snprintf(buf, size, "identifier '%.*s%s'", len, text, ellipsis);
    break;
  case CX_TOK_INT_LIT:
  case CX_TOK_FLOAT_LIT:
    snprintf(buf, size, "number '%.*s%s'", len, text, ellipsis);
    break;
  case CX_TOK_STRING_LIT:
    snprintf(buf, size, "string %.*s%s", len, text, ellipsis);
    break;
  default:
    snprintf(buf, size, "%s", cx_token_kind_name(kind));
    break;
  }
}

void cx_parser_missing_semi(CxParser *p, int tok, CxLoc loc) {
  bool want[CX_TOK_COUNT] = {false};
  want[CX_TOK_SEMI] = true;
  char msg[256];
  cx_syntax_error_message(p, want, cx_token_public_kind(tok), msg, sizeof msg);
  diag_error(p->diag, loc, "%s", msg);
  if (diag_should_stop(p->diag)) p->stop = true;
}

/* Tokens that may continue a complete expression.  'in' is one because
 * `f(x` may still become the reduction `sum(x in ...)`. */
static bool is_continuation(CxTokenKind k) {
  return (k >= CX_TOK_PLUS && k <= CX_TOK_SHR && k != CX_TOK_NOT) || k == CX_TOK_DOT ||
         k == CX_TOK_LBRACKET || k == CX_TOK_LPAREN || k == CX_TOK_IN;
}

/* Takes a whole class out of `set` if every member is there. */
static bool take_class(bool *set, const CxTokenKind *members, int n) {
  for (int i = 0; i < n; i++)
    if (!set[members[i]]) return false;
  for (int i = 0; i < n; i++) set[members[i]] = false;
  return true;
}

/* The message is built from what bison would accept:
 *  0. Where a ';' fits, the tokens that may follow a declaration or a
 *     statement are acceptable too (the grammar tolerates a missing ';');
 *     they are dropped.
 *  1. After a complete expression every binary operator, '.', '[' and '('
 *     (and 'in' after a name) is acceptable; listing them drowns what is
 *     missing.  When '+' is in the set, those continuations are dropped,
 *     which turns `f(x y` into "expected ',' or ')' before identifier 'y'".
 *     A comparison that would chain (`a < b < c`) gets its own message.
 *  2. Whole classes are named instead of listed: every declaration
 *     keyword is "a declaration", let/return/if "a statement", the tokens
 *     that start an expression "an expression".  End of input is dropped
 *     when anything else is possible.
 *  3. One item: "expected X before Y"; two: "expected X or Z before Y";
 *     more: "unexpected Y; expected one of A, B, C, D, E, ...".  At the end
 *     of the input, "before Y" reads "at end of input". */
void cx_syntax_error_message(const CxParser *p, const bool expected[CX_TOK_COUNT],
                             CxTokenKind got, char *buf, size_t size) {
  bool set[CX_TOK_COUNT];
  memcpy(set, expected, sizeof set);
  static const CxTokenKind decl_class[] = {CX_TOK_MODEL, CX_TOK_IMPORT, CX_TOK_CONST, CX_TOK_PARAM,
                                           CX_TOK_INPUT, CX_TOK_FN, CX_TOK_REC, CX_TOK_OUTPUT};
  static const CxTokenKind stmt_class[] = {CX_TOK_LET, CX_TOK_RETURN, CX_TOK_IF};
  static const CxTokenKind expr_class[] = {CX_TOK_IDENT, CX_TOK_INT_LIT, CX_TOK_FLOAT_LIT, CX_TOK_LPAREN,
                                           CX_TOK_LBRACKET, CX_TOK_MINUS, CX_TOK_NOT};
  if (set[CX_TOK_SEMI]) {
    /* The grammar tolerates a missing ';' (and reports it), so wherever a
     * ';' fits, whatever may follow the declaration or statement fits too.
     * Those tokens are not what the user should add. */
    for (int i = 0; i < 8; i++) set[decl_class[i]] = false;
    for (int i = 0; i < 3; i++) set[stmt_class[i]] = false;
    set[CX_TOK_RBRACE] = false;
    set[CX_TOK_EOF] = false;
  }
  if (set[CX_TOK_PLUS])
    for (int k = 0; k < CX_TOK_COUNT; k++)
      if (is_continuation((CxTokenKind)k)) set[k] = false;

  const char *items[CX_TOK_COUNT + 3];
  int n = 0;
  if (take_class(set, decl_class, 8)) items[n++] = "a declaration";
  if (take_class(set, stmt_class, 3)) items[n++] = "a statement";
  if (take_class(set, expr_class, 7)) items[n++] = "an expression";
  bool eof = set[CX_TOK_EOF];
  set[CX_TOK_EOF] = false;
  for (int k = 0; k < CX_TOK_COUNT; k++)
    if (set[k]) items[n++] = cx_token_kind_name((CxTokenKind)k);
  if (n == 0 && eof) items[n++] = cx_token_kind_name(CX_TOK_EOF);

  char what[128];
  cx_describe_token(p, got, what, sizeof what);
  bool at_end = got == CX_TOK_EOF;
  /* `a < b < c`: the comparison levels are non-associative, because the
   * C meaning ((a < b) < c) is never what a model means. */
  bool comparison = got >= CX_TOK_EQ && got <= CX_TOK_GE;
  if (comparison && expected[CX_TOK_PLUS] && !expected[got]) {
    snprintf(buf, size, "comparisons do not chain (%s): to test a range, write 'a < x && x < b'", what);
    return;
  }
  if (n == 1 || n == 2) {
    char list[256];
    if (n == 1) snprintf(list, sizeof list, "%s", items[0]);
    else snprintf(list, sizeof list, "%s or %s", items[0], items[1]);
    if (at_end) snprintf(buf, size, "expected %s at end of input", list);
    else snprintf(buf, size, "expected %s before %s", list, what);
    return;
  }
  size_t off = (size_t)snprintf(buf, size, "unexpected %s", what);
  for (int i = 0; i < n && i < 5 && off < size; i++)
    off += (size_t)snprintf(buf + off, size - off, "%s%s", i ? ", " : "; expected one of ", items[i]);
  if (n > 5 && off < size) snprintf(buf + off, size - off, ", ...");
}

/* ---- the nesting limit on the AST ----
 *
 * The lexer bounds bracket nesting, but an AST can be deep without
 * brackets: `- - - x`, `a + b + ... + z`, long `else if` chains.  Every
 * later pass walks the AST recursively, so the parser guarantees that no
 * path from a declaration is longer than max_depth nodes: a subtree below
 * that depth is reported and replaced by a literal 0 (the compile fails
 * anyway).  The walk itself never goes deeper than the limit. */

typedef struct DepthWalk {
  CxParser *p;
  bool reported;   /* one error per declaration */
} DepthWalk;

static bool too_deep(DepthWalk *w, int depth, CxLoc loc) {
  if (depth <= w->p->max_depth) return false;
  if (!w->reported) cx_parser_nesting_error(w->p, loc);
  w->reported = true;
  return true;
}

static void walk_expr(DepthWalk *w, AstExpr **ep, int depth);

static void walk_exprs(DepthWalk *w, AstExpr **es, int n, int depth) {
  for (int i = 0; i < n; i++) walk_expr(w, &es[i], depth);
}

static void walk_expr(DepthWalk *w, AstExpr **ep, int depth) {
  AstExpr *e = *ep;
  if (!e) return;
  if (too_deep(w, depth, e->loc)) {
    AstExpr *zero = ast_expr_new(w->p->arena, EXPR_INT, e->loc);
    *ep = zero;
    return;
  }
  int d = depth + 1;
  switch (e->kind) {
  case EXPR_INT:
  case EXPR_FLOAT:
  case EXPR_NAME:
    break;
  case EXPR_UNARY:
    walk_expr(w, &e->u.unary.operand, d);
    break;
  case EXPR_BINARY:
    walk_expr(w, &e->u.binary.lhs, d);
    walk_expr(w, &e->u.binary.rhs, d);
    break;
  case EXPR_CALL:
    walk_exprs(w, e->u.call.args, e->u.call.nargs, d);
    break;
  case EXPR_FIELD:
    walk_expr(w, &e->u.field.base, d);
    break;
  case EXPR_INDEX:
    walk_expr(w, &e->u.index.base, d);
    walk_expr(w, &e->u.index.index, d);
    break;
  case EXPR_SLICE:
    walk_expr(w, &e->u.slice.base, d);
    walk_expr(w, &e->u.slice.lo, d);
    walk_expr(w, &e->u.slice.hi, d);
    break;
  case EXPR_TUPLE:
    walk_exprs(w, e->u.tuple.items, e->u.tuple.nitems, d);
    break;
  case EXPR_REDUCE:
    walk_expr(w, &e->u.reduce.over, d);
    walk_expr(w, &e->u.reduce.body, d);
    break;
  case EXPR_SHAPE:
    walk_exprs(w, e->u.shape.dims, e->u.shape.ndims, d);
    break;
  }
}

static void walk_type(DepthWalk *w, AstType *t, int depth) {
  if (!t) return;
  if (t->kind == ATY_TENSOR) walk_exprs(w, t->dims, t->ndims, depth + 1);
  for (int i = 0; i < t->nfields; i++) walk_type(w, t->field_types[i], depth + 1);
}

static void walk_block(DepthWalk *w, AstBlock *b, int depth);

static void walk_stmt(DepthWalk *w, AstStmt *s, int depth) {
  int d = depth + 1;
  switch (s->kind) {
  case STMT_LET:
    walk_expr(w, &s->u.let.value, d);
    break;
  case STMT_RETURN:
    walk_expr(w, &s->u.ret.value, d);
    break;
  case STMT_IF:
    walk_expr(w, &s->u.if_.cond, d);
    walk_block(w, s->u.if_.then_b, d);
    walk_block(w, s->u.if_.else_b, d);
    break;
  }
}

static void walk_block(DepthWalk *w, AstBlock *b, int depth) {
  if (!b) return;
  for (int i = 0; i < b->nstmts; i++) {
    if (too_deep(w, depth, b->stmts[i]->loc)) {
      b->nstmts = 0; /* drop the statements below the limit */
      return;
    }
    walk_stmt(w, b->stmts[i], depth);
  }
}

void cx_parser_add_decl(CxParser *p, AstDecl *d) {
  DepthWalk w = {p, false};
  switch (d->kind) {
  case DECL_MODEL:
  case DECL_IMPORT:
    break;
  case DECL_CONST:
    walk_expr(&w, &d->u.const_.value, 1);
    break;
  case DECL_PARAM:
    walk_type(&w, d->u.param.type, 0);
    walk_expr(&w, &d->u.param.slice_lo, 1);
    walk_expr(&w, &d->u.param.slice_hi, 1);
    break;
  case DECL_INPUT:
    for (int i = 0; i < d->u.input.nfields; i++) walk_type(&w, d->u.input.fields[i]->type, 1);
    break;
  case DECL_FN:
    for (int i = 0; i < d->u.fn.nparams; i++) walk_type(&w, d->u.fn.params[i]->type, 1);
    walk_type(&w, d->u.fn.ret, 0);
    walk_block(&w, d->u.fn.body, 1);
    break;
  case DECL_REC:
    walk_type(&w, d->u.rec.ret, 0);
    walk_block(&w, d->u.rec.body, 1);
    break;
  case DECL_OUTPUT:
    if (d->u.output.body) walk_block(&w, d->u.output.body, 1);
    else walk_expr(&w, &d->u.output.value, 1);
    break;
  }
  ptrvec_push(p->arena, &p->decls, d);
}

AstExpr *cx_parser_check_expr(CxParser *p, AstExpr *e) {
  DepthWalk w = {p, false};
  walk_expr(&w, &e, 1);
  return e;
}

/* ---- entry points ---- */

static void parser_init(CxParser *p, const CxParseEnv *env, int file_id, int start_token) {
  const CxSourceFile *f = src_file(env->diag->src, file_id);
  CX_ASSERT(f != NULL);
  memset(p, 0, sizeof *p);
  p->arena = env->arena;
  p->names = env->names;
  p->diag = env->diag;
  p->file_id = file_id;
  p->text = f->text;
  p->len = f->len;
  if (p->len > (size_t)INT32_MAX / 2) {
    /* flex buffers are indexed by int. */
    diag_error(env->diag, cx_noloc, "'%s' is too large to parse", f->path);
    p->len = 0;
  }
  p->max_depth = effective_depth(env);
  p->start_token = start_token;
}

static void parser_run(CxParser *p) {
  void *scanner = cx_scanner_open(p);
  /* 0: accepted; 1: aborted after errors (all reported); 2: the stacks
   * reached YYMAXDEPTH (reported by cx_yyerror).  The partial result is
   * returned either way. */
  (void)cx_yyparse(scanner, p);
  cx_scanner_close(scanner);
}

AstModule *cx_parse_module(const CxParseEnv *env, int file_id) {
  CxParser p;
  parser_init(&p, env, file_id, TOK_START_MODULE);
  parser_run(&p);
  AstModule *m = arena_alloc(env->arena, sizeof *m);
  m->path = src_path(env->diag->src, file_id);
  m->file_id = file_id;
  m->decls = (AstDecl **)p.decls.items;
  m->ndecls = p.decls.len;
  return m;
}

int cx_parse_repl(const CxParseEnv *env, int file_id, CxReplParse *out) {
  int errors = env->diag->errors;
  CxParser p;
  parser_init(&p, env, file_id, TOK_START_REPL);
  parser_run(&p);
  memset(out, 0, sizeof *out);
  int reported = env->diag->errors - errors;
  if (reported) return reported; /* a half-parsed entry is not evaluated */
  if (p.repl_expr) {
    out->expr = p.repl_expr;
  } else if (p.decls.len) {
    out->decls = (AstDecl **)p.decls.items;
    out->ndecls = p.decls.len;
  }
  return 0;
}

int cx_lex(const CxParseEnv *env, int file_id, CxToken **out) {
  CxParser p;
  parser_init(&p, env, file_id, 0);
  void *scanner = cx_scanner_open(&p);
  CxPtrVec toks = {0};
  for (;;) {
    CX_YYSTYPE val;
    CxLoc loc;
    memset(&val, 0, sizeof val);
    int t = cx_scanner_next(scanner, &val, &loc);
    CxToken *tok = arena_alloc(env->arena, sizeof *tok);
    tok->kind = t == TOK_YYEOF ? CX_TOK_EOF : cx_token_public_kind(t);
    tok->loc = loc;
    tok->text = arena_strndup(env->arena, p.text + p.tok_start, p.tok_len);
    switch (t) {
    case TOK_INTEGER: tok->v.ival = val.TOK_INTEGER; break;
    case TOK_FLOAT: tok->v.fval = val.TOK_FLOAT; break;
    case TOK_IDENT: tok->v.str = val.TOK_IDENT; break;
    case TOK_STRING: tok->v.str = val.TOK_STRING; break;
    default: break;
    }
    ptrvec_push(env->arena, &toks, tok);
    if (t == TOK_YYEOF) break;
  }
  cx_scanner_close(scanner);
  CxToken *arr = arena_alloc(env->arena, sizeof *arr * (size_t)toks.len);
  for (int i = 0; i < toks.len; i++) arr[i] = *(CxToken *)toks.items[i];
  *out = arr;
  return toks.len;
}

/* Counts ( [ { minus ) ] } outside comments and strings, for the REPL to
 * decide whether an entry continues on the next line.  An unterminated
 * block comment counts as one open bracket (more input is needed); an
 * unterminated string does not (strings end at the end of their line). */
int cx_open_brackets(const char *text) {
  int depth = 0;
  const char *s = text;
  while (*s) {
    char c = *s;
    if (c == '/' && s[1] == '/') {
      while (*s && *s != '\n') s++;
      continue;
    }
    if (c == '/' && s[1] == '*') {
      const char *end = strstr(s + 2, "*/");
      if (!end) return depth + 1;
      s = end + 2;
      continue;
    }
    if (c == '"') {
      s++;
      while (*s && *s != '"' && *s != '\n') {
        if (*s == '\\' && s[1] && s[1] != '\n') s++;
        s++;
      }
      if (*s == '"') s++;
      continue;
    }
    if (c == '(' || c == '[' || c == '{') depth++;
    else if (c == ')' || c == ']' || c == '}') {
      if (--depth < 0) return -1;
    }
    s++;
  }
  return depth;
}
