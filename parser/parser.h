/* Entry points of the .cx parser (flex + bison, reentrant and pure).
 *
 * The parser builds the AST and nothing else: names are not resolved and
 * imports are not followed (lang/sema.c does both).  Syntax errors go to
 * the diagnostics engine; the parser recovers at the next declaration or
 * statement, so one run reports several independent errors. */
#ifndef CX_PARSER_H
#define CX_PARSER_H

#include "lang/arena.h"
#include "lang/ast.h"
#include "lang/diag.h"
#include "lang/intern.h"

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
 * optional trailing ';'.  Exactly one of *decls / *expr is set on success. */
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

#endif
