/* The .cx grammar (bison 3.8, pure, LALR(1) with LAC).
 *
 * The parser only builds the AST (lang/base/ast.h): names are not resolved and
 * imports are not followed.  Every node gets the source range of the text
 * it came from, computed by YYLLOC_DEFAULT from the ranges of its parts.
 *
 * Expression precedence, lowest first (Python-like: @ binds like *):
 *
 *   ||   &&   == != (non-assoc)   < <= > >= (non-assoc)   << >>   + -
 *   reduction body   * / % @   unary - !   postfix: f(..) .name [i] [a:b]
 *
 * A reduction `sum(k in n.children) BODY` takes a multiplicative-level
 * BODY: it extends over * / % @ but stops before + and anything looser, so
 *   sum(k in n.children) f * node(k).c + b
 * is (sum(k in n.children) (f * node(k).c)) + b.  This is written with the
 * %precedence REDUCE level between + and *, which resolves the shift/reduce
 * choices after a body the way the rule above says; no conflict remains
 * (%expect 0).
 *
 * Error recovery, so one run reports several independent errors:
 *  - a missing ';' before a keyword or '}' is reported without disturbing
 *    the parse at all (see `semi`);
 *  - a broken statement skips to its ';' (or to the '}' of its block);
 *  - a broken fn/rec header skips to the body, which is still parsed;
 *  - a broken if condition skips to the then-block;
 *  - anything else at declaration level skips to the next ';' or '}'.
 * bison itself keeps quiet until three tokens were shifted after an error,
 * which suppresses most cascades.  Once the diagnostics engine reaches its
 * error limit, the lexer feeds end-of-input and the parse aborts.
 *
 * Nesting is bounded (parse.c): the lexer counts open brackets, every
 * finished declaration's AST depth is checked, and YYMAXDEPTH catches
 * bracket-free pathologies; all three report "nesting deeper than N
 * levels", so neither this parser nor a later recursive pass can run out
 * of stack. */

%require "3.8"
%language "c"

/* A pure (reentrant) parser: no globals; the scanner and the parser state
 * are passed in, the lookahead's value and location live on the stack. */
%define api.pure full
/* Prefix every external symbol: the program may link other bison parsers. */
%define api.prefix {cx_yy}
%define api.token.prefix {TOK_}
/* Each %token/%type names the C type of its value; no %union to keep in sync. */
%define api.value.type union
%define api.header.include {"parser/cx_parse.h"}
%locations
/* Locations are CxLoc, which uses bison's field names and adds file_id. */
%define api.location.type {CxLoc}
/* Syntax errors go through diag_error with our own GCC-style wording. */
%define parse.error custom
/* Look-ahead correction: the "expected" list is exact even in states that
 * perform default reductions. */
%define parse.lac full
%param {yyscan_t scanner} {CxParser *p}
%expect 0

%code requires {
#include <stdbool.h>
#include <stdint.h>

#include "lang/base/arena.h"
#include "lang/base/ast.h"
#include "lang/base/source.h"

#ifndef YY_TYPEDEF_YY_SCANNER_T
#define YY_TYPEDEF_YY_SCANNER_T
typedef void *yyscan_t;
#endif

typedef struct CxParser CxParser;

/* Semantic values that are not AST nodes. */
typedef struct CxNameLoc { const char *name; CxLoc loc; } CxNameLoc;
typedef struct CxInputKindVal { AstInputKind kind; int arity; CxLoc arity_loc; } CxInputKindVal;
typedef struct CxParamBinding { const char *key; CxLoc key_loc; AstExpr *lo, *hi; } CxParamBinding;
typedef struct CxTupleFieldVal { const char *name; CxLoc loc; AstType *type; } CxTupleFieldVal;
}

%code provides {
int cx_yylex(CX_YYSTYPE *lval, CX_YYLTYPE *lloc, yyscan_t scanner, CxParser *p);
}

%code {
#include <string.h>

#include "parser/parse_internal.h"

/* bison's default copies the four line/column fields only; file_id must
 * follow too.  An empty rule gets an empty range at the end of the
 * previous symbol, as in bison's default. */
#define YYLLOC_DEFAULT(Cur, Rhs, N)                                     \
  do {                                                                  \
    if (N) {                                                            \
      (Cur).file_id = YYRHSLOC(Rhs, 1).file_id;                         \
      (Cur).first_line = YYRHSLOC(Rhs, 1).first_line;                   \
      (Cur).first_column = YYRHSLOC(Rhs, 1).first_column;               \
      (Cur).last_line = YYRHSLOC(Rhs, N).last_line;                     \
      (Cur).last_column = YYRHSLOC(Rhs, N).last_column;                 \
    } else {                                                            \
      (Cur).file_id = YYRHSLOC(Rhs, 0).file_id;                         \
      (Cur).first_line = (Cur).last_line = YYRHSLOC(Rhs, 0).last_line;  \
      (Cur).first_column = (Cur).last_column = YYRHSLOC(Rhs, 0).last_column; \
    }                                                                   \
  } while (0)

/* The stacks grow on the heap up to this many entries.  Well below it the
 * lexer's bracket count and the AST depth check report "nesting deeper
 * than N levels"; only pathological input without brackets (thousands of
 * unary minus signs) reaches it, and cx_yyerror words that the same way. */
#define YYMAXDEPTH 100000

static void cx_yyerror(CxLoc *loc, yyscan_t scanner, CxParser *p, const char *msg);

#define A (p->arena)

static AstExpr *mk_binary(CxParser *p, AstOp op, AstExpr *l, AstExpr *r, CxLoc loc) {
  AstExpr *e = ast_expr_new(A, EXPR_BINARY, loc);
  e->u.binary.op = op;
  e->u.binary.lhs = l;
  e->u.binary.rhs = r;
  return e;
}

static AstExpr *mk_unary(CxParser *p, AstOp op, AstExpr *x, CxLoc loc) {
  AstExpr *e = ast_expr_new(A, EXPR_UNARY, loc);
  e->u.unary.op = op;
  e->u.unary.operand = x;
  return e;
}

static CxNameLoc *mk_name(CxParser *p, const char *name, CxLoc loc) {
  CxNameLoc *n = arena_alloc(A, sizeof *n);
  n->name = name;
  n->loc = loc;
  return n;
}

static CxPtrVec vec1(CxParser *p, void *item) {
  CxPtrVec v = {0};
  ptrvec_push(A, &v, item);
  return v;
}

static AstBlock *mk_block(CxParser *p, CxPtrVec stmts, CxLoc loc) {
  AstBlock *b = arena_alloc(A, sizeof *b);
  b->stmts = (AstStmt **)stmts.items;
  b->nstmts = stmts.len;
  b->loc = loc;
  return b;
}

static AstDecl *mk_decl(CxParser *p, AstDeclKind kind, CxLoc loc, const char *name, CxLoc name_loc) {
  AstDecl *d = ast_decl_new(A, kind, loc);
  d->name = name;
  d->name_loc = name_loc;
  return d;
}
}

/* Internal: the lexer injects one of these first to select the mode. */
%token START_MODULE START_REPL

/* Declared first so that "expected one of" lists start with them. */
%token SEMI COMMA RPAREN RBRACKET RBRACE COLON ASSIGN ARROW LBRACE LPAREN LBRACKET
%token <const char *> IDENT STRING
%token <int64_t> INTEGER
%token <double> FLOAT
%token MODEL IMPORT CONST PARAM INPUT FN REC OUTPUT LET RETURN IF ELSE IN
%token KW_INT TREE DAG SEQ
%token PLUS MINUS STAR SLASH PERCENT AT EQ NE LT LE GT GE AND OR NOT SHL SHR DOT

%left OR
%left AND
%nonassoc EQ NE
%nonassoc LT LE GT GE
%left SHL SHR
%left PLUS MINUS
%precedence REDUCE
%left STAR SLASH PERCENT AT
%precedence UNARY

%type <AstExpr *> expr postfix primary reduce_head
%type <AstStmt *> stmt if_stmt
%type <AstBlock *> block else_part
%type <AstType *> type tensor_type
%type <AstField *> field
%type <AstFnParam *> fn_param
%type <CxTupleFieldVal *> tuple_field
%type <CxInputKindVal> input_kind
%type <CxParamBinding> param_binding
%type <CxPtrVec> stmts expr_list args dims name_list shape_vars fn_params fn_param_list
%type <CxPtrVec> input_fields field_list tuple_fields

%%

start
  : START_MODULE module
  | START_REPL repl
  ;

module
  : %empty
  | module decl
  ;

/* One or more declarations, or one expression with an optional ';'. */
repl
  : module
  | expr          { p->repl_expr = cx_parser_check_expr(p, $1); }
  | expr SEMI     { p->repl_expr = cx_parser_check_expr(p, $1); }
  ;

/* The ';' that ends a declaration or a statement.  A missing one is the
 * commonest syntax error, and bison's error recovery cannot repair it
 * well: with LAC the error is detected before the finished expression is
 * reduced, so recovery pops the whole declaration or statement.  Instead
 * the grammar accepts the omission (the empty alternative is reduced only
 * when the lookahead can follow a complete declaration or statement: a
 * keyword, '}' or end of input, so it causes no conflict) and the action
 * reports it.  The declaration or statement is kept whole and the parse
 * goes on without entering error recovery. */
semi
  : SEMI
  | %empty
      {
        /* Reported just after the previous token, where the ';' belongs
         * (like GCC), not at the next line's keyword.  @$ of an empty rule
         * is the end of the symbol before it. */
        CxLoc at = @$;
        at.first_column = at.last_column = at.last_column + 1;
        cx_parser_missing_semi(p, yychar, at);
      }
  ;

/* ---- declarations ----
 * A declaration's range runs from its keyword to the token before ';'. */

decl
  : MODEL IDENT semi
      { cx_parser_add_decl(p, mk_decl(p, DECL_MODEL, loc_span(@1, @2), $2, @2)); }
  | IMPORT STRING semi
      {
        AstDecl *d = mk_decl(p, DECL_IMPORT, loc_span(@1, @2), NULL, cx_noloc);
        d->u.import.path = $2;
        d->u.import.path_loc = @2;
        cx_parser_add_decl(p, d);
      }
  | CONST IDENT ASSIGN expr semi
      {
        AstDecl *d = mk_decl(p, DECL_CONST, loc_span(@1, @4), $2, @2);
        d->u.const_.value = $4;
        cx_parser_add_decl(p, d);
      }
  | PARAM name_list COLON tensor_type param_binding semi
      {
        /* `param A, B : T;` declares one param per name, sharing T. */
        CxLoc loc = $5.key ? loc_span(@1, @5) : loc_span(@1, @4);
        for (int i = 0; i < $2.len; i++) {
          CxNameLoc *n = $2.items[i];
          AstDecl *d = mk_decl(p, DECL_PARAM, loc, n->name, n->loc);
          d->u.param.type = $4;
          d->u.param.key = $5.key;
          d->u.param.key_loc = $5.key_loc;
          d->u.param.slice_lo = $5.lo;
          d->u.param.slice_hi = $5.hi;
          cx_parser_add_decl(p, d);
        }
      }
  | INPUT IDENT COLON input_kind input_fields semi
      {
        /* An omitted field block has an empty range at the end of the kind. */
        bool no_block = @5.first_line == @4.last_line && @5.first_column == @4.last_column;
        CxLoc loc = no_block ? loc_span(@1, @4) : loc_span(@1, @5);
        AstDecl *d = mk_decl(p, DECL_INPUT, loc, $2, @2);
        d->u.input.kind = $4.kind;
        d->u.input.arity = $4.arity;
        d->u.input.arity_loc = $4.arity_loc;
        d->u.input.fields = (AstField **)$5.items;
        d->u.input.nfields = $5.len;
        cx_parser_add_decl(p, d);
      }
  | FN IDENT shape_vars LPAREN fn_params RPAREN ARROW type block
      {
        AstDecl *d = mk_decl(p, DECL_FN, @$, $2, @2);
        d->u.fn.nshape_vars = $3.len;
        if ($3.len) {
          d->u.fn.shape_vars = arena_alloc(A, sizeof(char *) * (size_t)$3.len);
          d->u.fn.shape_var_locs = arena_alloc(A, sizeof(CxLoc) * (size_t)$3.len);
          for (int i = 0; i < $3.len; i++) {
            CxNameLoc *n = $3.items[i];
            d->u.fn.shape_vars[i] = n->name;
            d->u.fn.shape_var_locs[i] = n->loc;
          }
        }
        d->u.fn.params = (AstFnParam **)$5.items;
        d->u.fn.nparams = $5.len;
        d->u.fn.ret = $8;
        d->u.fn.body = $9;
        cx_parser_add_decl(p, d);
      }
  | REC IDENT LPAREN IDENT RPAREN ARROW type block
      {
        AstDecl *d = mk_decl(p, DECL_REC, @$, $2, @2);
        d->u.rec.node_var = $4;
        d->u.rec.node_var_loc = @4;
        d->u.rec.ret = $7;
        d->u.rec.body = $8;
        cx_parser_add_decl(p, d);
      }
  | OUTPUT IDENT ASSIGN expr semi
      {
        AstDecl *d = mk_decl(p, DECL_OUTPUT, loc_span(@1, @4), $2, @2);
        d->u.output.value = $4;
        cx_parser_add_decl(p, d);
      }
  | OUTPUT IDENT LPAREN IDENT RPAREN ASSIGN expr semi
      {
        AstDecl *d = mk_decl(p, DECL_OUTPUT, loc_span(@1, @7), $2, @2);
        d->u.output.node_var = $4;
        d->u.output.node_var_loc = @4;
        d->u.output.value = $7;
        cx_parser_add_decl(p, d);
      }
  /* Block outputs (v2): `output NAME { let ...; return E; }`. */
  | OUTPUT IDENT block
      {
        AstDecl *d = mk_decl(p, DECL_OUTPUT, @$, $2, @2);
        d->u.output.body = $3;
        cx_parser_add_decl(p, d);
      }
  | OUTPUT IDENT LPAREN IDENT RPAREN block
      {
        AstDecl *d = mk_decl(p, DECL_OUTPUT, @$, $2, @2);
        d->u.output.node_var = $4;
        d->u.output.node_var_loc = @4;
        d->u.output.body = $6;
        cx_parser_add_decl(p, d);
      }
  /* Recovery.  A broken fn or rec header still gets its body parsed (and
   * checked for errors); the declaration itself is dropped. */
  | FN error block
  | REC error block
  | INPUT error SEMI
  | INPUT error RBRACE
  | INPUT error RBRACE SEMI
  | error SEMI
  | error RBRACE
  ;

name_list
  : IDENT                  { $$ = vec1(p, mk_name(p, $1, @1)); }
  | name_list COMMA IDENT  { $$ = $1; ptrvec_push(A, &$$, mk_name(p, $3, @3)); }
  ;

param_binding
  : %empty                 { $$ = (CxParamBinding){NULL, cx_noloc, NULL, NULL}; }
  | ASSIGN STRING          { $$ = (CxParamBinding){$2, @2, NULL, NULL}; }
  | ASSIGN STRING LBRACKET expr COLON expr RBRACKET
                           { $$ = (CxParamBinding){$2, @2, $4, $6}; }
  ;

input_kind
  : TREE LBRACKET INTEGER RBRACKET
      {
        if ($3 < 1 || $3 > 1000000) {
          diag_error(p->diag, @3, "tree arity must be between 1 and 1000000, not %lld",
                     (long long)$3);
          $$ = (CxInputKindVal){INPUT_TREE, 2, @3};
        } else {
          $$ = (CxInputKindVal){INPUT_TREE, (int)$3, @3};
        }
      }
  | TREE LBRACKET STAR RBRACKET  { $$ = (CxInputKindVal){INPUT_TREE, -1, @3}; }
  | DAG                          { $$ = (CxInputKindVal){INPUT_DAG, -1, @1}; }
  | SEQ                          { $$ = (CxInputKindVal){INPUT_SEQ, 1, @1}; }
  ;

/* The field block may be omitted (a structure with no data) and may end
 * with a comma. */
input_fields
  : %empty                          { $$ = (CxPtrVec){0}; }
  | LBRACE RBRACE                   { $$ = (CxPtrVec){0}; }
  | LBRACE field_list RBRACE        { $$ = $2; }
  | LBRACE field_list COMMA RBRACE  { $$ = $2; }
  ;

field_list
  : field                   { $$ = vec1(p, $1); }
  | field_list COMMA field  { $$ = $1; ptrvec_push(A, &$$, $3); }
  ;

/* A field's and a fn parameter's range cover `name : type`. */
field
  : IDENT COLON KW_INT
      {
        $$ = arena_alloc(A, sizeof *$$);
        $$->name = $1;
        $$->loc = @$;
        $$->type = ast_type_new(A, ATY_INT, @3);
      }
  | IDENT COLON tensor_type
      {
        $$ = arena_alloc(A, sizeof *$$);
        $$->name = $1;
        $$->loc = @$;
        $$->type = $3;
      }
  ;

/* fn NAME<M, N>: the brackets are only possible right after a fn's name,
 * so they never meet the comparison operators. */
shape_vars
  : %empty            { $$ = (CxPtrVec){0}; }
  | LT name_list GT   { $$ = $2; }
  ;

fn_params
  : %empty         { $$ = (CxPtrVec){0}; }
  | fn_param_list
  ;

fn_param_list
  : fn_param                      { $$ = vec1(p, $1); }
  | fn_param_list COMMA fn_param  { $$ = $1; ptrvec_push(A, &$$, $3); }
  ;

fn_param
  : IDENT COLON type
      {
        $$ = arena_alloc(A, sizeof *$$);
        $$->name = $1;
        $$->loc = @$;
        $$->type = $3;
      }
  ;

/* ---- types ---- */

type
  : tensor_type
  | KW_INT  { $$ = ast_type_new(A, ATY_INT, @1); }
  | LPAREN tuple_fields RPAREN
      {
        $$ = ast_type_new(A, ATY_TUPLE, @$);
        int n = $2.len;
        $$->nfields = n;
        $$->field_names = arena_alloc(A, sizeof(char *) * (size_t)n);
        $$->field_locs = arena_alloc(A, sizeof(CxLoc) * (size_t)n);
        $$->field_types = arena_alloc(A, sizeof(AstType *) * (size_t)n);
        for (int i = 0; i < n; i++) {
          CxTupleFieldVal *f = $2.items[i];
          $$->field_names[i] = f->name;
          $$->field_locs[i] = f->loc;
          $$->field_types[i] = f->type;
        }
      }
  ;

tensor_type
  : LBRACKET dims RBRACKET
      {
        $$ = ast_type_new(A, ATY_TENSOR, @$);
        $$->dims = (AstExpr **)$2.items;
        $$->ndims = $2.len;
      }
  ;

dims
  : %empty     { $$ = (CxPtrVec){0}; }
  | expr_list
  ;

tuple_fields
  : tuple_field                     { $$ = vec1(p, $1); }
  | tuple_fields COMMA tuple_field  { $$ = $1; ptrvec_push(A, &$$, $3); }
  ;

tuple_field
  : IDENT COLON tensor_type
      {
        $$ = arena_alloc(A, sizeof *$$);
        $$->name = $1;
        $$->loc = @1;
        $$->type = $3;
      }
  ;

/* ---- statements ---- */

block
  : LBRACE stmts RBRACE        { $$ = mk_block(p, $2, @$); }
  | LBRACE stmts error RBRACE  { $$ = mk_block(p, $2, @$); }
  ;

stmts
  : %empty      { $$ = (CxPtrVec){0}; }
  | stmts stmt  { $$ = $1; if ($2) ptrvec_push(A, &$$, $2); }
  ;

/* A statement's range runs from its keyword to the token before ';'. */
stmt
  : LET IDENT ASSIGN expr semi
      {
        $$ = ast_stmt_new(A, STMT_LET, loc_span(@1, @4));
        $$->u.let.name = $2;
        $$->u.let.name_loc = @2;
        $$->u.let.value = $4;
      }
  | RETURN expr semi
      {
        $$ = ast_stmt_new(A, STMT_RETURN, loc_span(@1, @2));
        $$->u.ret.value = $2;
      }
  | RETURN LPAREN expr COMMA expr_list RPAREN semi
      {
        /* A tuple is written only here, so it is not an ordinary primary:
         * `(a, b)` anywhere else is a syntax error, not a sema error. */
        AstExpr *t = ast_expr_new(A, EXPR_TUPLE, loc_span(@2, @6));
        int n = 1 + $5.len;
        t->u.tuple.items = arena_alloc(A, sizeof(AstExpr *) * (size_t)n);
        t->u.tuple.items[0] = $3;
        for (int i = 0; i < $5.len; i++) t->u.tuple.items[i + 1] = $5.items[i];
        t->u.tuple.nitems = n;
        $$ = ast_stmt_new(A, STMT_RETURN, loc_span(@1, @6));
        $$->u.ret.value = t;
      }
  | if_stmt
  | error SEMI  { $$ = NULL; }
  ;

if_stmt
  : IF expr block else_part
      {
        $$ = ast_stmt_new(A, STMT_IF, @$);
        $$->u.if_.cond = $2;
        $$->u.if_.then_b = $3;
        $$->u.if_.else_b = $4;
      }
  | IF error block else_part  { $$ = NULL; }
  ;

/* `else if` is an else block whose only statement is the nested if. */
else_part
  : %empty        { $$ = NULL; }
  | ELSE block    { $$ = $2; }
  | ELSE if_stmt
      {
        CxPtrVec v = {0};
        if ($2) ptrvec_push(A, &v, $2);
        $$ = mk_block(p, v, @2);
      }
  ;

/* ---- expressions ---- */

expr
  : expr OR expr       { $$ = mk_binary(p, OP_OR, $1, $3, @$); }
  | expr AND expr      { $$ = mk_binary(p, OP_AND, $1, $3, @$); }
  | expr EQ expr       { $$ = mk_binary(p, OP_EQ, $1, $3, @$); }
  | expr NE expr       { $$ = mk_binary(p, OP_NE, $1, $3, @$); }
  | expr LT expr       { $$ = mk_binary(p, OP_LT, $1, $3, @$); }
  | expr LE expr       { $$ = mk_binary(p, OP_LE, $1, $3, @$); }
  | expr GT expr       { $$ = mk_binary(p, OP_GT, $1, $3, @$); }
  | expr GE expr       { $$ = mk_binary(p, OP_GE, $1, $3, @$); }
  | expr SHL expr      { $$ = mk_binary(p, OP_SHL, $1, $3, @$); }
  | expr SHR expr      { $$ = mk_binary(p, OP_SHR, $1, $3, @$); }
  | expr PLUS expr     { $$ = mk_binary(p, OP_ADD, $1, $3, @$); }
  | expr MINUS expr    { $$ = mk_binary(p, OP_SUB, $1, $3, @$); }
  | expr STAR expr     { $$ = mk_binary(p, OP_MUL, $1, $3, @$); }
  | expr SLASH expr    { $$ = mk_binary(p, OP_DIV, $1, $3, @$); }
  | expr PERCENT expr  { $$ = mk_binary(p, OP_MOD, $1, $3, @$); }
  | expr AT expr       { $$ = mk_binary(p, OP_MATMUL, $1, $3, @$); }
  | MINUS expr %prec UNARY  { $$ = mk_unary(p, OP_NEG, $2, @$); }
  | NOT expr %prec UNARY    { $$ = mk_unary(p, OP_NOT, $2, @$); }
  | reduce_head expr %prec REDUCE
      {
        $$ = $1;
        $$->u.reduce.body = $2;
        $$->loc = @$;
      }
  | postfix
  ;

/* sum(k in n.children): sum, max and mean are ordinary identifiers (sum(x)
 * is also a builtin call); the `in` after the first name is what makes
 * this a reduction. */
reduce_head
  : IDENT LPAREN IDENT IN expr RPAREN
      {
        $$ = ast_expr_new(A, EXPR_REDUCE, @$);
        if (strcmp($1, "sum") == 0) $$->u.reduce.op = RED_SUM;
        else if (strcmp($1, "max") == 0) $$->u.reduce.op = RED_MAX;
        else if (strcmp($1, "mean") == 0) $$->u.reduce.op = RED_MEAN;
        else diag_error(p->diag, @1, "'%s' is not a reduction; expected 'sum', 'max' or 'mean'", $1);
        $$->u.reduce.var = $3;
        $$->u.reduce.var_loc = @3;
        $$->u.reduce.over = $5;
      }
  ;

postfix
  : primary
  | IDENT LPAREN args RPAREN
      {
        $$ = ast_expr_new(A, EXPR_CALL, @$);
        $$->u.call.callee = $1;
        $$->u.call.callee_loc = @1;
        $$->u.call.args = (AstExpr **)$3.items;
        $$->u.call.nargs = $3.len;
      }
  | postfix DOT IDENT
      {
        $$ = ast_expr_new(A, EXPR_FIELD, @$);
        $$->u.field.base = $1;
        $$->u.field.name = $3;
        $$->u.field.name_loc = @3;
      }
  | postfix LBRACKET expr RBRACKET
      {
        $$ = ast_expr_new(A, EXPR_INDEX, @$);
        $$->u.index.base = $1;
        $$->u.index.index = $3;
      }
  | postfix LBRACKET expr COLON expr RBRACKET
      {
        $$ = ast_expr_new(A, EXPR_SLICE, @$);
        $$->u.slice.base = $1;
        $$->u.slice.lo = $3;
        $$->u.slice.hi = $5;
      }
  ;

primary
  : INTEGER  { $$ = ast_expr_new(A, EXPR_INT, @$); $$->u.ival = $1; }
  | FLOAT    { $$ = ast_expr_new(A, EXPR_FLOAT, @$); $$->u.fval = $1; }
  | IDENT    { $$ = ast_expr_new(A, EXPR_NAME, @$); $$->u.name = $1; }
  /* Parentheses make no node; the inner expression keeps its own range. */
  | LPAREN expr RPAREN  { $$ = $2; }
  /* A shape literal, the argument of zeros([H]) and ones([H, 2*H]). */
  | LBRACKET dims RBRACKET
      {
        $$ = ast_expr_new(A, EXPR_SHAPE, @$);
        $$->u.shape.dims = (AstExpr **)$2.items;
        $$->u.shape.ndims = $2.len;
      }
  ;

args
  : %empty  { $$ = (CxPtrVec){0}; }
  | expr_list
  ;

expr_list
  : expr                  { $$ = vec1(p, $1); }
  | expr_list COMMA expr  { $$ = $1; ptrvec_push(A, &$$, $3); }
  ;

%%

static CxTokenKind symbol_public_kind(yysymbol_kind_t s) {
  switch (s) {
#define X(name, pub) \
  case YYSYMBOL_##name: \
    return pub;
    CX_TOKEN_MAP(X)
#undef X
  default:
    return CX_TOK_EOF;
  }
}

/* The innermost bracket still open before the offending token (which
 * starts at p->tok_start), found by rescanning the text before it with
 * comments and strings skipped as the scanner skips them.  When the parser
 * would accept its closing bracket, a note points at it, as GCC does:
 * "to match this '('".  The rescan is linear in the text, so only the
 * first errors of a file get the note (the engine stops at 20 errors by
 * default anyway): a huge broken file cannot make parsing quadratic. */
static void note_open_bracket(CxParser *p, const bool want[CX_TOK_COUNT]) {
  typedef struct Open { char c; int line, col; } Open;
  if (p->diag->errors > 20) return;
  int cap = p->max_depth + 2, depth = 0, line = 1, col = 1;
  Open *stack = arena_alloc(p->arena, sizeof *stack * (size_t)cap);
  const char *t = p->text;
  size_t end = p->tok_start < p->len ? p->tok_start : p->len;
  for (size_t i = 0; i < end; i++) {
    char c = t[i];
    if (c == '\n') {
      line++;
      col = 1;
      continue;
    }
    if (c == '/' && i + 1 < end && t[i + 1] == '/') {
      while (i + 1 < end && t[i + 1] != '\n') i++;
      continue;
    }
    if (c == '/' && i + 1 < end && t[i + 1] == '*') {
      for (i += 2, col += 2; i < end && !(t[i] == '*' && i + 1 < end && t[i + 1] == '/'); i++) {
        if (t[i] == '\n') {
          line++;
          col = 1;
        } else {
          col++;
        }
      }
      i++;
      col += 2;
      continue;
    }
    if (c == '"') {
      for (i++, col++; i < end && t[i] != '"' && t[i] != '\n'; i++, col++)
        if (t[i] == '\\' && i + 1 < end && t[i + 1] != '\n') {
          i++;
          col++;
        }
      if (i < end && t[i] == '\n') i--; /* the newline ends the string */
      else col++;
      continue;
    }
    if (c == '(' || c == '[' || c == '{') {
      if (depth < cap) stack[depth] = (Open){c, line, col};
      depth++;
    } else if ((c == ')' || c == ']' || c == '}') && depth > 0) {
      depth--;
    }
    col++;
  }
  if (depth == 0 || depth > cap) return;
  Open o = stack[depth - 1];
  CxTokenKind close = o.c == '(' ? CX_TOK_RPAREN : o.c == '[' ? CX_TOK_RBRACKET : CX_TOK_RBRACE;
  if (!want[close]) return;
  CxLoc at = {p->file_id, o.line, o.col, o.line, o.col};
  diag_note(p->diag, at, "to match this '%c'", o.c);
}

/* parse.error custom: collect what bison (with LAC, exactly) would accept
 * here and let parse.c word it. */
static int yyreport_syntax_error(const yypcontext_t *ctx, yyscan_t scanner, CxParser *p) {
  (void)scanner;
  if (p->stop) return 0; /* end of input faked after a fatal error */
  yysymbol_kind_t expected[YYNTOKENS];
  int n = yypcontext_expected_tokens(ctx, expected, YYNTOKENS);
  bool want[CX_TOK_COUNT] = {false};
  for (int i = 0; i < n; i++) {
    if (expected[i] == YYSYMBOL_YYEOF) want[CX_TOK_EOF] = true;
    else if (expected[i] != YYSYMBOL_START_MODULE && expected[i] != YYSYMBOL_START_REPL)
      want[symbol_public_kind(expected[i])] = true;
  }
  CxTokenKind got = symbol_public_kind(yypcontext_token(ctx));
  char msg[512];
  cx_syntax_error_message(p, want, got, msg, sizeof msg);
  /* A statement where a declaration must start: say where it belongs. */
  if ((got == CX_TOK_LET || got == CX_TOK_RETURN || got == CX_TOK_IF) && !want[got] && want[CX_TOK_CONST]) {
    size_t len = strlen(msg);
    snprintf(msg + len, sizeof msg - len, "; %s can only be used inside a rec or fn body", cx_token_kind_name(got));
  }
  diag_error(p->diag, *yypcontext_location(ctx), "%s", msg);
  note_open_bracket(p, want);
  /* At the error limit, stop: the lexer now returns end of input, on which
   * the error recovery gives up (YYABORT). */
  if (diag_should_stop(p->diag)) p->stop = true;
  return 0;
}

/* With parse.error custom, bison calls yyerror only when its stacks reach
 * YYMAXDEPTH ("memory exhausted"), i.e. on absurdly deep nesting. */
static void cx_yyerror(CxLoc *loc, yyscan_t scanner, CxParser *p, const char *msg) {
  (void)scanner;
  (void)msg;
  if (p->stop) return;
  cx_parser_nesting_error(p, *loc);
  p->stop = true;
}
