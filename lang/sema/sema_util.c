/* Semantic analysis helpers: diagnostics with duplicate suppression and
 * call-chain notes, type and expression spellings for messages, operator
 * locations, "did you mean" candidates. */
#include "lang/sema/sema_internal.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ---- diagnostics ---- */

static bool loc_eq(CxLoc a, CxLoc b) {
  return a.file_id == b.file_id && a.first_line == b.first_line && a.first_column == b.first_column &&
         a.last_line == b.last_line && a.last_column == b.last_column;
}

/* An inlined fn body is typed once per call, so the same mistake in it
 * would be reported once per call.  Inside a fn body a location reports
 * at most one error (the first call's wording wins); elsewhere the exact
 * same message at the same place is dropped (a type shared by several
 * params is evaluated once per param). */
static bool seen_before(Sema *S, CxSeverity sev, CxLoc loc, const char *msg) {
  if (loc.file_id < 0) return false;
  bool by_loc = S->inst != NULL;
  for (int i = 0; i < S->nseen; i++) {
    const SeenDiag *d = &S->seen[i];
    if (d->sev == sev && loc_eq(d->loc, loc) && (by_loc || !d->msg || strcmp(d->msg, msg) == 0)) return true;
  }
  if (S->nseen == S->capseen) {
    S->capseen = S->capseen ? S->capseen * 2 : 32;
    S->seen = cx_xrealloc(S->seen, sizeof *S->seen * (size_t)S->capseen);
  }
  S->seen[S->nseen].sev = sev;
  S->seen[S->nseen].loc = loc;
  S->seen[S->nseen].msg = by_loc ? NULL : msg;
  S->nseen++;
  return false;
}

void sema_flush(Sema *S) {
  FnInst *in = S->pending_chain;
  S->pending_chain = NULL;
  if (S->suppressed) return;
  for (; in; in = in->outer)
    if (in->call) diag_note(S->diag, in->call->loc, "in call to '%s' from here", in->fn->name);
}

static bool vreport(Sema *S, CxSeverity sev, CxLoc loc, const char *fmt, va_list ap) {
  sema_flush(S);
  char *msg = arena_vprintf(S->arena, fmt, ap);
  if (seen_before(S, sev, loc, msg)) {
    S->suppressed = true;
    return false;
  }
  S->suppressed = false;
  diag_report(S->diag, sev, loc, "%s", msg);
  /* The chain of calls goes out after the diagnostic's own notes.  Only
   * errors get it: the warnings inside a fn body (unused let, unreachable
   * code) do not depend on the call. */
  S->pending_chain = sev == DIAG_ERROR ? S->inst : NULL;
  return true;
}

bool sema_error(Sema *S, CxLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  bool r = vreport(S, DIAG_ERROR, loc, fmt, ap);
  va_end(ap);
  return r;
}

bool sema_warning(Sema *S, CxLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  bool r = vreport(S, DIAG_WARNING, loc, fmt, ap);
  va_end(ap);
  return r;
}

void sema_note(Sema *S, CxLoc loc, const char *fmt, ...) {
  if (S->suppressed) return;
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(S->diag, DIAG_NOTE, loc, fmt, ap);
  va_end(ap);
}

bool sema_stop(const Sema *S) { return diag_should_stop(S->diag); }

/* ---- names and types ---- */

/* Names are interned, but a module parsed with another interner (a test,
 * an embedding) must still resolve, so fall back to comparing text. */
bool sema_name_eq(const char *a, const char *b) {
  return a == b || (a && b && strcmp(a, b) == 0);
}

CxType sema_ty_unknown(void) {
  CxType t;
  memset(&t, 0, sizeof t);
  return t;
}

CxType sema_ty_int(void) {
  CxType t = sema_ty_unknown();
  t.kind = TY_INT;
  return t;
}

CxType sema_ty_bool(void) {
  CxType t = sema_ty_unknown();
  t.kind = TY_BOOL;
  return t;
}

CxType sema_ty_tensor(const CxShape *s) {
  CxType t = sema_ty_unknown();
  t.kind = TY_TENSOR;
  t.shape = *s;
  return t;
}

bool sema_shape_fits(Sema *S, CxLoc loc, const CxShape *s, const char *what) {
  const int64_t limit = (int64_t)1 << 40;
  int64_t bytes = 4;
  bool over = false;
  for (int i = 0; i < s->rank; i++)
    if (__builtin_mul_overflow(bytes, s->dims[i], &bytes)) over = true;
  if (over)
    sema_error(S, loc, "%s has shape %s, which would need more than 2^63 bytes; a tensor may use at most 1 TiB (%" PRId64 " bytes)",
               what, sema_shape_str(S, s), limit);
  else if (bytes > limit)
    sema_error(S, loc, "%s has shape %s, which would need %" PRId64 " bytes; a tensor may use at most 1 TiB (%" PRId64 " bytes)", what,
               sema_shape_str(S, s), bytes, limit);
  return !over && bytes <= limit;
}

CxType sema_ty_scalar(void) {
  CxShape s;
  memset(&s, 0, sizeof s);
  return sema_ty_tensor(&s);
}

bool sema_shape_eq(const CxShape *a, const CxShape *b) {
  if (a->rank != b->rank) return false;
  for (int i = 0; i < a->rank; i++)
    if (a->dims[i] != b->dims[i]) return false;
  return true;
}

const char *sema_shape_str(Sema *S, const CxShape *s) {
  char *r = arena_strdup(S->arena, "[");
  for (int i = 0; i < s->rank && i < CX_MAX_RANK; i++)
    r = arena_printf(S->arena, "%s%s%" PRId64, r, i ? ", " : "", s->dims[i]);
  return arena_printf(S->arena, "%s]", r);
}

const char *sema_type_str(Sema *S, const CxType *t) {
  switch (t->kind) {
  case TY_UNKNOWN: return "?";
  case TY_INT: return "int";
  case TY_BOOL: return "condition";
  case TY_TENSOR: return sema_shape_str(S, &t->shape);
  case TY_NODE: return "node";
  case TY_NODES: return "children";
  case TY_TUPLE: {
    char *r = arena_strdup(S->arena, "(");
    for (int i = 0; i < t->nfields; i++)
      r = arena_printf(S->arena, "%s%s%s : %s", r, i ? ", " : "", t->field_names[i],
                       sema_shape_str(S, &t->field_shapes[i]));
    return arena_printf(S->arena, "%s)", r);
  }
  }
  return "?";
}

/* ---- source text ---- */

static bool offset_of(const CxSourceFile *f, int line, int col, size_t *off) {
  if (!f || line < 1 || line > f->nlines || col < 1) return false;
  size_t o = f->line_starts[line - 1] + (size_t)(col - 1);
  if (o > f->len) return false;
  *off = o;
  return true;
}

enum { MAX_TEXT = 72 };

const char *sema_loc_text(Sema *S, CxLoc loc) {
  const CxSourceFile *f = src_file(&S->s->src, loc.file_id);
  size_t start, end;
  if (!offset_of(f, loc.first_line, loc.first_column, &start) ||
      !offset_of(f, loc.last_line, loc.last_column, &end) || end < start || end >= f->len)
    return NULL;
  end++; /* last_column is inclusive */
  /* Copy with comments dropped and whitespace runs collapsed, so an
   * expression spread over lines reads as one. */
  char *out = arena_alloc(S->arena, end - start + 1);
  size_t n = 0;
  bool space = false;
  for (size_t i = start; i < end; i++) {
    char ch = f->text[i];
    if (ch == '/' && i + 1 < end && f->text[i + 1] == '/') {
      while (i < end && f->text[i] != '\n') i++;
      space = true;
      continue;
    }
    if (ch == '/' && i + 1 < end && f->text[i + 1] == '*') {
      i += 2;
      while (i + 1 < end && !(f->text[i] == '*' && f->text[i + 1] == '/')) i++;
      i++;
      space = true;
      continue;
    }
    if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r') {
      space = true;
      continue;
    }
    if (space && n > 0) out[n++] = ' ';
    space = false;
    out[n++] = ch;
  }
  out[n] = '\0';
  if (n == 0) return NULL;
  if (n > MAX_TEXT) return arena_printf(S->arena, "%.*s...", MAX_TEXT - 3, out);
  return out;
}

const char *sema_expr_text(Sema *S, const AstExpr *e) {
  if (!e) return "?";
  const char *t = sema_loc_text(S, e->loc);
  if (t) return t;
  switch (e->kind) {
  case EXPR_NAME: return e->u.name ? e->u.name : "?";
  case EXPR_INT: return arena_printf(S->arena, "%" PRId64, e->u.ival);
  case EXPR_FIELD:
    return arena_printf(S->arena, "%s.%s", sema_expr_text(S, e->u.field.base),
                        e->u.field.name ? e->u.field.name : "?");
  default: return "this expression";
  }
}

const char *sema_op_text(AstOp op) {
  static const char *const text[] = {
      [OP_ADD] = "+", [OP_SUB] = "-", [OP_MUL] = "*", [OP_DIV] = "/", [OP_MATMUL] = "@",
      [OP_MOD] = "%", [OP_SHL] = "<<", [OP_SHR] = ">>", [OP_EQ] = "==", [OP_NE] = "!=",
      [OP_LT] = "<", [OP_LE] = "<=", [OP_GT] = ">", [OP_GE] = ">=", [OP_AND] = "&&",
      [OP_OR] = "||", [OP_NEG] = "-", [OP_NOT] = "!",
  };
  if ((int)op < 0 || (size_t)op >= sizeof text / sizeof *text || !text[op]) return "?";
  return text[op];
}

/* The AST keeps no location for an operator token, but the source does:
 * it is the first occurrence of the operator's spelling between the end
 * of the left operand and the start of the right one (outside comments;
 * only parentheses and blanks can be there besides it). */
CxLoc sema_op_loc(Sema *S, const AstExpr *e) {
  if (e->kind == EXPR_UNARY) {
    CxLoc l = e->loc;
    l.last_line = l.first_line;
    l.last_column = l.first_column + (int)strlen(sema_op_text(e->u.unary.op)) - 1;
    return e->loc.file_id >= 0 ? l : e->loc;
  }
  if (e->kind != EXPR_BINARY || !e->u.binary.lhs || !e->u.binary.rhs) return e->loc;
  CxLoc a = e->u.binary.lhs->loc, b = e->u.binary.rhs->loc;
  if (a.file_id != b.file_id || a.file_id < 0) return e->loc;
  const CxSourceFile *f = src_file(&S->s->src, a.file_id);
  size_t p, q;
  if (!offset_of(f, a.last_line, a.last_column, &p) || !offset_of(f, b.first_line, b.first_column, &q))
    return e->loc;
  p++;
  if (p > q || q > f->len) return e->loc;
  const char *op = sema_op_text(e->u.binary.op);
  size_t oplen = strlen(op);
  int line = a.last_line, col = a.last_column + 1;
  for (size_t i = p; i < q; i++) {
    const char *t = f->text + i;
    if (t[0] == '/' && i + 1 < q && t[1] == '/') {
      while (i < q && f->text[i] != '\n') i++;
      line++;
      col = 1;
      continue;
    }
    if (t[0] == '/' && i + 1 < q && t[1] == '*') {
      i += 2;
      col += 2;
      while (i + 1 < q && !(f->text[i] == '*' && f->text[i + 1] == '/')) {
        if (f->text[i] == '\n') {
          line++;
          col = 1;
        } else {
          col++;
        }
        i++;
      }
      i++;
      col += 2;
      continue;
    }
    if (i + oplen <= q && strncmp(t, op, oplen) == 0) {
      CxLoc r = {a.file_id, line, col, line, col + (int)oplen - 1};
      return r;
    }
    if (t[0] == '\n') {
      line++;
      col = 1;
    } else {
      col++;
    }
  }
  return e->loc;
}

const char *sema_input_kind_text(Sema *S, const AstDecl *input) {
  switch (input->u.input.kind) {
  case INPUT_TREE:
    if (input->u.input.arity < 0) return "tree[*]";
    return arena_printf(S->arena, "tree[%d]", input->u.input.arity);
  case INPUT_DAG: return "dag";
  case INPUT_SEQ: return "seq";
  }
  return "?";
}

/* The valid child indexes of an input with a fixed arity. */
const char *sema_arity_text(Sema *S, const AstDecl *input) {
  int n = input->u.input.kind == INPUT_SEQ ? 1 : input->u.input.arity;
  if (n <= 1) return "child 0 only";
  if (n == 2) return "children 0 and 1";
  return arena_printf(S->arena, "children 0 to %d", n - 1);
}

/* ---- "did you mean" ---- */

void sema_cand_reset(Sema *S) { S->ncand = 0; }

void sema_cand_add(Sema *S, const char *name) {
  if (!name) return;
  if (S->ncand == S->capcand) {
    S->capcand = S->capcand ? S->capcand * 2 : 64;
    S->cand = cx_xrealloc(S->cand, sizeof *S->cand * (size_t)S->capcand);
  }
  S->cand[S->ncand++] = name;
}

/* diag_closest allows one edit for any name of one or two letters, and
 * two for three to five: 'B' would suggest 'A', 'foo' would suggest 'log'.
 * A suggestion must also keep most of the name: fewer edits than its
 * length, and at most half of it (but 'hh' -> 'h' stays). */
static bool plausible(const char *name, const char *cand) {
  int n = (int)strlen(name), m = (int)strlen(cand);
  int longest = n > m ? n : m;
  int d = diag_edit_distance(name, cand);
  int half = longest / 2 > 1 ? longest / 2 : 1;
  return d < longest && d <= half;
}

const char *sema_closest(Sema *S, const char *name) {
  if (!name || S->ncand == 0) return NULL;
  const char **ok = arena_alloc(S->arena, sizeof *ok * (size_t)S->ncand);
  int n = 0;
  for (int i = 0; i < S->ncand; i++)
    if (S->cand[i] && plausible(name, S->cand[i])) ok[n++] = S->cand[i];
  return diag_closest(name, ok, n);
}

const char *sema_did_you_mean(Sema *S, const char *name) {
  const char *best = sema_closest(S, name);
  return best ? arena_printf(S->arena, "; did you mean '%s'?", best) : "";
}
