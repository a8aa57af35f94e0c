/* AST construction and copying (see ast.h). */
#include "config.h"

#include "lang/base/ast.h"
#include "lang/base/diag.h"

#include <stdarg.h>
#include <string.h>

AstExpr *ast_expr_new(CxArena *a, AstExprKind kind, CxLoc loc) {
  AstExpr *e = arena_alloc(a, sizeof *e); /* zeroed: sem starts empty */
  e->kind = kind;
  e->loc = loc;
  return e;
}

AstStmt *ast_stmt_new(CxArena *a, AstStmtKind kind, CxLoc loc) {
  AstStmt *s = arena_alloc(a, sizeof *s);
  s->kind = kind;
  s->loc = loc;
  return s;
}

AstDecl *ast_decl_new(CxArena *a, AstDeclKind kind, CxLoc loc) {
  AstDecl *d = arena_alloc(a, sizeof *d);
  d->kind = kind;
  d->loc = loc;
  d->name_loc = cx_noloc;
  return d;
}

AstType *ast_type_new(CxArena *a, AstTypeKind kind, CxLoc loc) {
  AstType *t = arena_alloc(a, sizeof *t);
  t->kind = kind;
  t->loc = loc;
  return t;
}

/* ---- deep copies ----
 *
 * The parser bounds AST depth (parser/parse_internal.h: at most 4096
 * levels), and sema's copies add a few levels at most, so a deeper tree
 * means a bug somewhere: stop with an internal error rather than risk the
 * C stack. */
enum { CLONE_DEPTH_LIMIT = 10000 };

static AstExpr *clone_expr(CxArena *a, const AstExpr *e, int depth);

static AstExpr **clone_exprs(CxArena *a, AstExpr *const *es, int n, int depth) {
  if (n <= 0) return NULL;
  AstExpr **out = arena_alloc(a, sizeof *out * (size_t)n);
  for (int i = 0; i < n; i++) out[i] = clone_expr(a, es[i], depth);
  return out;
}

static AstExpr *clone_expr(CxArena *a, const AstExpr *e, int depth) {
  if (!e) return NULL;
  if (depth > CLONE_DEPTH_LIMIT) cx_internal_error(__FILE__, __LINE__, "AST too deep to copy");
  AstExpr *c = ast_expr_new(a, e->kind, e->loc);
  c->u = e->u; /* scalars, names and locations; children replaced below */
  int d = depth + 1;
  switch (e->kind) {
  case EXPR_INT:
  case EXPR_FLOAT:
  case EXPR_NAME:
    break;
  case EXPR_UNARY:
    c->u.unary.operand = clone_expr(a, e->u.unary.operand, d);
    break;
  case EXPR_BINARY:
    c->u.binary.lhs = clone_expr(a, e->u.binary.lhs, d);
    c->u.binary.rhs = clone_expr(a, e->u.binary.rhs, d);
    break;
  case EXPR_CALL:
    c->u.call.args = clone_exprs(a, e->u.call.args, e->u.call.nargs, d);
    break;
  case EXPR_FIELD:
    c->u.field.base = clone_expr(a, e->u.field.base, d);
    break;
  case EXPR_INDEX:
    c->u.index.base = clone_expr(a, e->u.index.base, d);
    c->u.index.index = clone_expr(a, e->u.index.index, d);
    break;
  case EXPR_SLICE:
    c->u.slice.base = clone_expr(a, e->u.slice.base, d);
    c->u.slice.lo = clone_expr(a, e->u.slice.lo, d);
    c->u.slice.hi = clone_expr(a, e->u.slice.hi, d);
    break;
  case EXPR_TUPLE:
    c->u.tuple.items = clone_exprs(a, e->u.tuple.items, e->u.tuple.nitems, d);
    break;
  case EXPR_REDUCE:
    c->u.reduce.over = clone_expr(a, e->u.reduce.over, d);
    c->u.reduce.body = clone_expr(a, e->u.reduce.body, d);
    break;
  case EXPR_SHAPE:
    c->u.shape.dims = clone_exprs(a, e->u.shape.dims, e->u.shape.ndims, d);
    break;
  }
  return c;
}

static AstBlock *clone_block(CxArena *a, const AstBlock *b, int depth);

static AstStmt *clone_stmt(CxArena *a, const AstStmt *s, int depth) {
  if (depth > CLONE_DEPTH_LIMIT) cx_internal_error(__FILE__, __LINE__, "AST too deep to copy");
  AstStmt *c = ast_stmt_new(a, s->kind, s->loc);
  c->u = s->u;
  int d = depth + 1;
  switch (s->kind) {
  case STMT_LET:
    c->u.let.value = clone_expr(a, s->u.let.value, d);
    break;
  case STMT_RETURN:
    c->u.ret.value = clone_expr(a, s->u.ret.value, d);
    break;
  case STMT_IF:
    c->u.if_.cond = clone_expr(a, s->u.if_.cond, d);
    c->u.if_.then_b = clone_block(a, s->u.if_.then_b, d);
    c->u.if_.else_b = clone_block(a, s->u.if_.else_b, d);
    break;
  }
  return c;
}

static AstBlock *clone_block(CxArena *a, const AstBlock *b, int depth) {
  if (!b) return NULL;
  AstBlock *c = arena_alloc(a, sizeof *c);
  c->loc = b->loc;
  c->nstmts = b->nstmts;
  if (b->nstmts > 0) {
    c->stmts = arena_alloc(a, sizeof *c->stmts * (size_t)b->nstmts);
    for (int i = 0; i < b->nstmts; i++) c->stmts[i] = clone_stmt(a, b->stmts[i], depth);
  }
  return c;
}

AstExpr *ast_expr_clone(CxArena *a, const AstExpr *e) { return clone_expr(a, e, 0); }

AstBlock *ast_block_clone(CxArena *a, const AstBlock *b) { return clone_block(a, b, 0); }

/* ---- spellings ---- */

const char *ast_op_spelling(AstOp op) {
  switch (op) {
  case OP_ADD: return "+";
  case OP_SUB: return "-";
  case OP_MUL: return "*";
  case OP_DIV: return "/";
  case OP_MATMUL: return "@";
  case OP_MOD: return "%";
  case OP_SHL: return "<<";
  case OP_SHR: return ">>";
  case OP_EQ: return "==";
  case OP_NE: return "!=";
  case OP_LT: return "<";
  case OP_LE: return "<=";
  case OP_GT: return ">";
  case OP_GE: return ">=";
  case OP_AND: return "&&";
  case OP_OR: return "||";
  case OP_NEG: return "-";
  case OP_NOT: return "!";
  }
  return "?";
}

const char *ast_reduce_name(AstReduceKind k) {
  switch (k) {
  case RED_SUM: return "sum";
  case RED_MAX: return "max";
  case RED_MEAN: return "mean";
  }
  return "?";
}

/* ---- shapes and types ---- */

bool cx_shape_eq(const CxShape *a, const CxShape *b) {
  if (a->rank != b->rank) return false;
  for (int i = 0; i < a->rank && i < CX_MAX_RANK; i++)
    if (a->dims[i] != b->dims[i]) return false;
  return true;
}

/* Appends to buf[*off..size) and keeps *off <= size, so a long tuple type
 * is truncated rather than overflowing. */
static void put(char *buf, size_t size, size_t *off, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void put(char *buf, size_t size, size_t *off, const char *fmt, ...) {
  if (*off >= size) return;
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf + *off, size - *off, fmt, ap);
  va_end(ap);
  if (n < 0) return;
  *off += (size_t)n;
  if (*off > size) *off = size;
}

static void put_shape(char *buf, size_t size, size_t *off, const CxShape *s) {
  put(buf, size, off, "[");
  for (int i = 0; i < s->rank && i < CX_MAX_RANK; i++)
    put(buf, size, off, "%s%lld", i ? ", " : "", (long long)s->dims[i]);
  put(buf, size, off, "]");
}

char *cx_shape_str(const CxShape *s, char *buf, size_t size) {
  if (size == 0) return buf;
  buf[0] = 0;
  size_t off = 0;
  put_shape(buf, size, &off, s);
  return buf;
}

char *cx_type_str(const CxType *t, char *buf, size_t size) {
  if (size == 0) return buf;
  buf[0] = 0;
  size_t off = 0;
  switch (t->kind) {
  case TY_UNKNOWN: put(buf, size, &off, "?"); break;
  case TY_INT: put(buf, size, &off, "int"); break;
  case TY_BOOL: put(buf, size, &off, "bool"); break;
  case TY_TENSOR: put_shape(buf, size, &off, &t->shape); break;
  case TY_NODE: put(buf, size, &off, "node"); break;
  case TY_NODES: put(buf, size, &off, "nodes"); break;
  case TY_TUPLE:
    put(buf, size, &off, "(");
    for (int i = 0; i < t->nfields; i++) {
      put(buf, size, &off, "%s%s : ", i ? ", " : "",
          t->field_names && t->field_names[i] ? t->field_names[i] : "?");
      if (t->field_shapes) put_shape(buf, size, &off, &t->field_shapes[i]);
    }
    put(buf, size, &off, ")");
    break;
  }
  return buf;
}
