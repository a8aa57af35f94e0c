/* Entry points of the .cx parser (flex + bison, reentrant and pure).
 *
 * The parser builds the AST and nothing else: names are not resolved and
 * imports are not followed (lang/sema/sema.c does both).  Syntax errors go to
 * the diagnostics engine; the parser recovers at the next declaration or
 * statement, so one run reports several independent errors. */
#ifndef CX_PARSER_H
#define CX_PARSER_H

#include "lang/base/arena.h"
#include "lang/base/ast.h"
#include "lang/base/diag.h"
#include "lang/base/intern.h"

typedef struct CxParseEnv {
  CxArena *arena;        /* where the AST goes */
  CxInterner *names;     /* identifiers are interned here */
  CxDiagEngine *diag;    /* errors are reported here */
  int max_depth;         /* nesting limit for expressions/blocks (0 = 256) */
} CxParseEnv;

/* Parses the source file `file_id` (already in diag->src).  Always returns
 * a module (possibly partial); check diag->errors. */
AstModule *cx_parse_module(const CxParseEnv *env, int file_id);

/* REPL entry: one or more declarations, or a single expression with an
 * optional trailing ';'.  Exactly one of *decls / *expr is set on success
 * (an empty or comment-only entry sets neither).  Returns the number of
 * errors reported while parsing it: 0 on success; otherwise *out is left
 * empty, since a half-parsed entry must not be evaluated. */
typedef struct CxReplParse {
  AstDecl **decls;
  int ndecls;
  AstExpr *expr;
} CxReplParse;
int cx_parse_repl(const CxParseEnv *env, int file_id, CxReplParse *out);

/* For REPL continuation: > 0 while brackets/braces/parentheses are open
 * (comments and strings respected); < 0 on an unmatched closer. */
int cx_open_brackets(const char *text);

/* Token spelling tables for tests and completion. */
extern const char *const cx_keywords[];   /* NULL-terminated */

/* ---- token dump (tests, REPL completion and highlighting) ---- */

/* Token kinds, independent of bison's numbering.  The keywords are
 * contiguous and in cx_keywords order: cx_keywords[k - CX_TOK_MODEL]. */
typedef enum CxTokenKind {
  CX_TOK_EOF,
  CX_TOK_IDENT, CX_TOK_INT_LIT, CX_TOK_FLOAT_LIT, CX_TOK_STRING_LIT,
  /* keywords */
  CX_TOK_MODEL, CX_TOK_IMPORT, CX_TOK_CONST, CX_TOK_PARAM, CX_TOK_INPUT,
  CX_TOK_FN, CX_TOK_REC, CX_TOK_OUTPUT, CX_TOK_LET, CX_TOK_RETURN,
  CX_TOK_IF, CX_TOK_ELSE, CX_TOK_IN, CX_TOK_INT, CX_TOK_TREE, CX_TOK_DAG,
  CX_TOK_SEQ,
  /* operators */
  CX_TOK_PLUS, CX_TOK_MINUS, CX_TOK_STAR, CX_TOK_SLASH, CX_TOK_PERCENT,
  CX_TOK_AT, CX_TOK_EQ, CX_TOK_NE, CX_TOK_LT, CX_TOK_LE, CX_TOK_GT,
  CX_TOK_GE, CX_TOK_AND, CX_TOK_OR, CX_TOK_NOT, CX_TOK_SHL, CX_TOK_SHR,
  /* punctuation */
  CX_TOK_ASSIGN, CX_TOK_COLON, CX_TOK_SEMI, CX_TOK_COMMA, CX_TOK_DOT,
  CX_TOK_LPAREN, CX_TOK_RPAREN, CX_TOK_LBRACKET, CX_TOK_RBRACKET,
  CX_TOK_LBRACE, CX_TOK_RBRACE, CX_TOK_ARROW,
  CX_TOK_COUNT
} CxTokenKind;

typedef struct CxToken {
  CxTokenKind kind;
  CxLoc loc;
  const char *text;      /* the spelling as written (arena); "" for EOF */
  union {
    int64_t ival;        /* CX_TOK_INT_LIT */
    double fval;         /* CX_TOK_FLOAT_LIT */
    const char *str;     /* CX_TOK_IDENT (interned), CX_TOK_STRING_LIT (unescaped) */
  } v;
} CxToken;

/* Scans file `file_id` into an array in env->arena.  Lexical errors go to
 * env->diag as during parsing (a bad byte is reported and skipped).
 * Returns the number of tokens including the final CX_TOK_EOF. */
int cx_lex(const CxParseEnv *env, int file_id, CxToken **out);

/* How a kind reads in messages: "identifier", "number", "string", "'let'",
 * "';'", "end of input". */
const char *cx_token_kind_name(CxTokenKind kind);

#endif
