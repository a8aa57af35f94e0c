/* Semantic analysis of statements and fn calls.
 *
 * Blocks: lets (scoped to their block), returns checked against the
 * declared type, `if` conditions held to the structural rule, every path
 * returning, unreachable code.
 *
 * Fn calls: a fn is a template.  At each call the shape variables are
 * bound by matching the arguments' shapes against the parameter types,
 * the body is deep-copied and the copy is typed with those values; the
 * copy is what lowering inlines (AstInlined in the call's sem). */
#include "lang/sema/sema_internal.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

static const char *owner_text(Sema *S, const Ctx *c) {
  if (c->kind == CTX_REC) return arena_printf(S->arena, "the rec '%s'", c->owner->name);
  if (c->kind == CTX_FN) return arena_printf(S->arena, "fn '%s'", c->owner->name);
  return "this";
}

static void note_ret(Sema *S, const Ctx *c) {
  const char *t = sema_loc_text(S, c->ret_loc);
  if (t) sema_note(S, c->ret_loc, "return type declared here as %s", t);
}

/* ---- let ---- */

static void check_let(Sema *S, Ctx *c, AstStmt *st) {
  AstExpr *v = st->u.let.value;
  st->sem.used = false;
  CxType t = sema_expr(S, c, v);
  if (v) switch (t.kind) {
    case TY_BOOL:
      sema_error(S, v->loc, "'%s' is a condition; a let cannot hold a condition: test it directly in an 'if'",
                 sema_expr_text(S, v));
      t = sema_ty_unknown();
      break;
    case TY_NODE:
      sema_error(S, v->loc, "a let cannot hold a node; write '%s' where it is used, e.g. %s(%s)", sema_expr_text(S, v),
                 S->rec ? S->rec->name : "node", sema_expr_text(S, v));
      t = sema_ty_unknown();
      break;
    case TY_NODES: t = sema_ty_unknown(); break;
    default: break;
    }
  if (!st->u.let.name) return;
  sema_check_shadow(S, c, "let", st->u.let.name, st->u.let.name_loc);
  Local *l = sema_push_local(S, st->u.let.name, LOCAL_LET, st->u.let.name_loc);
  l->let = st;
  l->type = t;
  l->value = v;
  l->is_const = v && t.kind == TY_INT && v->sem.is_const;
  l->ival = v ? v->sem.ival : 0;
}

/* ---- return ---- */

static void check_return(Sema *S, Ctx *c, AstStmt *st) {
  AstExpr *v = st->u.ret.value;
  const char *who = owner_text(S, c);
  if (!v) {
    sema_error(S, st->loc, "%s must return a value", who);
    return;
  }
  const CxType *rt = &c->ret;
  if (v->kind == EXPR_TUPLE) {
    memset(&v->sem, 0, sizeof v->sem);
    for (int i = 0; i < v->u.tuple.nitems; i++) sema_expr(S, c, v->u.tuple.items[i]);
    if (!c->has_ret) return;
    if (rt->kind != TY_TUPLE) {
      sema_error(S, v->loc, "%s returns %s, not a tuple", who, sema_type_str(S, rt));
      note_ret(S, c);
      return;
    }
    if (v->u.tuple.nitems != rt->nfields) {
      sema_error(S, v->loc, "%s returns %d components %s, but this tuple has %d", who, rt->nfields, sema_type_str(S, rt),
                 v->u.tuple.nitems);
      note_ret(S, c);
      return;
    }
    bool ok = true;
    for (int i = 0; i < rt->nfields; i++) {
      AstExpr *item = v->u.tuple.items[i];
      CxShape s;
      if (!item || sema_want_tensor(S, c, item, &s) <= 0) {
        ok = false;
        continue;
      }
      if (!sema_shape_eq(&s, &rt->field_shapes[i])) {
        sema_error(S, item->loc, "component '%s' of the returned tuple has shape %s, but %s declares %s : %s",
                   rt->field_names[i], sema_shape_str(S, &s), who, rt->field_names[i],
                   sema_shape_str(S, &rt->field_shapes[i]));
        sema_note_operand(S, item);
        note_ret(S, c);
        ok = false;
      }
    }
    if (ok) v->sem.type = *rt;
    return;
  }
  CxType t = sema_expr(S, c, v);
  if (!c->has_ret || t.kind == TY_UNKNOWN) return;
  const char *x = sema_expr_text(S, v);
  if (rt->kind == TY_TUPLE) {
    if (t.kind == TY_TUPLE) {
      if (t.nfields != rt->nfields) {
        sema_error(S, v->loc, "%s returns %d components %s, but '%s' has %d: %s", who, rt->nfields, sema_type_str(S, rt), x,
                   t.nfields, sema_type_str(S, &t));
        note_ret(S, c);
        return;
      }
      for (int i = 0; i < rt->nfields; i++)
        if (!sema_shape_eq(&t.field_shapes[i], &rt->field_shapes[i])) {
          sema_error(S, v->loc, "%s returns %s, but '%s' is %s: component '%s' has shape %s instead of %s", who,
                     sema_type_str(S, rt), x, sema_type_str(S, &t), rt->field_names[i],
                     sema_shape_str(S, &t.field_shapes[i]), sema_shape_str(S, &rt->field_shapes[i]));
          note_ret(S, c);
          return;
        }
      return;
    }
    /* A one-component tuple takes its component as a bare value:
     * `rec up(n) -> (h : [H])` returns `tanh(...)` (there is no
     * one-element tuple syntax to write instead). */
    if (rt->nfields == 1 && t.kind == TY_TENSOR) {
      if (!sema_shape_eq(&t.shape, &rt->field_shapes[0])) {
        sema_error(S, v->loc, "%s returns %s, but '%s' has shape %s instead of %s", who, sema_type_str(S, rt), x,
                   sema_shape_str(S, &t.shape), sema_shape_str(S, &rt->field_shapes[0]));
        sema_note_operand(S, v);
        note_ret(S, c);
      }
      return;
    }
    char *names = arena_strdup(S->arena, "(");
    for (int i = 0; i < rt->nfields; i++)
      names = arena_printf(S->arena, "%s%s%s", names, i ? ", " : "", rt->field_names[i]);
    CxShape s;
    if (t.kind == TY_TENSOR || sema_want_tensor(S, c, v, &s) > 0)
      sema_error(S, v->loc, "%s returns the tuple %s; return every component, e.g. 'return %s);'", who,
                 sema_type_str(S, rt), names);
    return;
  }
  if (t.kind == TY_TUPLE) {
    sema_error(S, v->loc, "%s returns %s, but '%s' is a tuple %s; select a component, e.g. %s.%s", who,
               sema_type_str(S, rt), x, sema_type_str(S, &t), x, t.field_names[0]);
    return;
  }
  if (t.kind == TY_INT && v->sem.is_const) {
    /* An int where a tensor is returned is a typo more often than a
     * scalar: make the float explicit. */
    sema_error(S, v->loc, "%s returns %s, but '%s' is an int; a tensor value is needed (write a float literal such as 1.0)",
               who, sema_type_str(S, rt), x);
    return;
  }
  CxShape s;
  if (sema_want_tensor(S, c, v, &s) <= 0) return;
  if (!sema_shape_eq(&s, &rt->shape)) {
    sema_error(S, v->loc, "%s returns %s, but this value has shape %s", who, sema_shape_str(S, &rt->shape),
               sema_shape_str(S, &s));
    sema_note_operand(S, v);
    note_ret(S, c);
  }
}

/* ---- if ---- */

static void child_cond_error(Sema *S, Ctx *c, AstExpr *at, AstExpr *node) {
  const char *nv = c->node_var ? c->node_var : "n";
  sema_error(S, at->loc, "the condition tests '%s', but an 'if' may only test the node '%s' itself (leaf(%s), %s.arity, its int fields) and consts: each node chooses its branch from its own structure",
             sema_expr_text(S, node), nv, nv, nv);
}

/* Finds what breaks the structural rule in a typed condition (which is a
 * TY_BOOL, so comparisons have already rejected tensors): an int computed
 * from tensors (argmax), directly or through a let, or a node other than
 * n itself.  at: where to report (the let's name when following one). */
static bool cond_walk(Sema *S, Ctx *c, AstExpr *e, AstExpr *at, int depth) {
  if (!e || depth > SEMA_MAX_EXPR_DEPTH) return true;
  AstExpr *where = at ? at : e;
  switch (e->kind) {
  case EXPR_NAME:
    if (e->sem.ref == REF_LET && e->sem.let_stmt && !e->sem.is_const) {
      if (!cond_walk(S, c, e->sem.let_stmt->u.let.value, where, depth + 1)) {
        if (!at) sema_note(S, e->sem.let_stmt->u.let.name_loc, "'%s' is defined here", e->u.name);
        return false;
      }
    }
    return true;
  case EXPR_UNARY: return cond_walk(S, c, e->u.unary.operand, at, depth + 1);
  case EXPR_BINARY:
    return cond_walk(S, c, e->u.binary.lhs, at, depth + 1) && cond_walk(S, c, e->u.binary.rhs, at, depth + 1);
  case EXPR_FIELD:
    if ((e->sem.ref == REF_FIELD || e->sem.ref == REF_ARITY || e->sem.ref == REF_NODE_INT) && e->u.field.base &&
        e->u.field.base->sem.ref != REF_NODE_VAR) {
      child_cond_error(S, c, where, e->u.field.base);
      return false;
    }
    return true;
  case EXPR_CALL:
    if (e->sem.ref == REF_BUILTIN && (e->sem.index == BUILTIN_MIN || e->sem.index == BUILTIN_MAX) &&
        e->sem.type.kind == TY_INT) {
      for (int i = 0; i < e->u.call.nargs; i++)
        if (!cond_walk(S, c, e->u.call.args[i], at, depth + 1)) return false;
      return true;
    }
    if (e->sem.ref == REF_LEAF || e->sem.ref == REF_IS_ROOT) {
      AstExpr *a = e->u.call.nargs == 1 ? e->u.call.args[0] : NULL;
      if (a && a->sem.type.kind == TY_NODE && a->sem.ref != REF_NODE_VAR) {
        child_cond_error(S, c, where, a);
        return false;
      }
      return true;
    }
    if (e->sem.type.kind == TY_INT && !e->sem.is_const) {
      sema_error(S, where->loc, "%s", sema_tensor_cond_msg);
      return false;
    }
    return true;
  default: return true;
  }
}

static void check_cond(Sema *S, Ctx *c, AstExpr *cond) {
  if (!cond) return;
  CxType t = sema_expr(S, c, cond);
  const char *x;
  switch (t.kind) {
  case TY_UNKNOWN: return;
  case TY_TENSOR:
  case TY_TUPLE: sema_error(S, cond->loc, "%s", sema_tensor_cond_msg); return;
  case TY_INT:
    x = sema_expr_text(S, cond);
    sema_error(S, cond->loc, "the condition of an 'if' must be a comparison or leaf(...), but '%s' is an int; write e.g. '%s != 0'",
               x, x);
    return;
  case TY_NODE:
  case TY_NODES:
    sema_error(S, cond->loc, "the condition of an 'if' must be a comparison or leaf(...), but %s", sema_describe(S, cond));
    return;
  case TY_BOOL: break;
  }
  if (c->kind == CTX_FN) {
    if (!cond->sem.is_const && cond_walk(S, c, cond, NULL, 0))
      sema_error(S, cond->loc, "the condition of an 'if' in fn '%s' must be decided at compile time (consts, shape variables, int literals): a fn is inlined and cannot branch on values",
                 c->owner->name);
    return;
  }
  cond_walk(S, c, cond, NULL, 0);
}

/* Whether a block returns on every path, from its syntax alone (for the
 * branch of a fn's compile-time `if` that this call does not take). */
static bool returns_syntactically(const AstBlock *b) {
  if (!b) return false;
  for (int i = 0; i < b->nstmts; i++) {
    const AstStmt *st = b->stmts[i];
    if (!st) continue;
    if (st->kind == STMT_RETURN) return true;
    if (st->kind == STMT_IF && st->u.if_.else_b && returns_syntactically(st->u.if_.then_b) &&
        returns_syntactically(st->u.if_.else_b))
      return true;
  }
  return false;
}

/* The value of an int expression at every root, if it is the same at
 * every root (consts; n.depth and n.index are 0 there). */
static bool int_at_root(const AstExpr *e, int64_t *v) {
  if (!e) return false;
  if (e->sem.is_const && e->sem.type.kind == TY_INT) {
    *v = e->sem.ival;
    return true;
  }
  if (e->kind == EXPR_FIELD && e->sem.ref == REF_NODE_INT && e->u.field.base &&
      e->u.field.base->sem.ref == REF_NODE_VAR && (e->sem.index == NODE_INT_DEPTH || e->sem.index == NODE_INT_INDEX)) {
    *v = 0;
    return true;
  }
  int64_t a, b;
  if (e->kind == EXPR_BINARY && (e->u.binary.op == OP_ADD || e->u.binary.op == OP_SUB) &&
      int_at_root(e->u.binary.lhs, &a) && int_at_root(e->u.binary.rhs, &b)) {
    if (e->u.binary.op == OP_ADD ? __builtin_add_overflow(a, b, v) : __builtin_sub_overflow(a, b, v)) return false;
    return true;
  }
  return false;
}

/* A condition's value at every root: 1 (true at every root), 0 (false
 * at every root) or -1 (it depends).  This is how a guard proves that the
 * root cannot reach a branch that reads n.parent: `!root(n)`, `n.depth >
 * 0` or a conjunction containing one is 0 at the root. */
static int at_root(const AstExpr *e, int depth) {
  if (!e || depth > SEMA_MAX_EXPR_DEPTH) return -1;
  if (e->sem.is_const && e->sem.type.kind == TY_BOOL) return e->sem.ival != 0;
  int a, b;
  int64_t x, y;
  switch (e->kind) {
  case EXPR_CALL:
    if (e->sem.ref == REF_IS_ROOT && e->u.call.nargs == 1 && e->u.call.args[0] &&
        e->u.call.args[0]->sem.ref == REF_NODE_VAR)
      return 1;
    return -1;
  case EXPR_UNARY:
    if (e->u.unary.op != OP_NOT) return -1;
    a = at_root(e->u.unary.operand, depth + 1);
    return a < 0 ? -1 : !a;
  case EXPR_BINARY:
    switch (e->u.binary.op) {
    case OP_AND:
      a = at_root(e->u.binary.lhs, depth + 1);
      b = at_root(e->u.binary.rhs, depth + 1);
      return a == 0 || b == 0 ? 0 : a == 1 && b == 1 ? 1 : -1;
    case OP_OR:
      a = at_root(e->u.binary.lhs, depth + 1);
      b = at_root(e->u.binary.rhs, depth + 1);
      return a == 1 || b == 1 ? 1 : a == 0 && b == 0 ? 0 : -1;
    case OP_EQ: case OP_NE: case OP_LT: case OP_LE: case OP_GT: case OP_GE:
      if (!int_at_root(e->u.binary.lhs, &x) || !int_at_root(e->u.binary.rhs, &y)) return -1;
      switch (e->u.binary.op) {
      case OP_EQ: return x == y;
      case OP_NE: return x != y;
      case OP_LT: return x < y;
      case OP_LE: return x <= y;
      case OP_GT: return x > y;
      default: return x >= y;
      }
    default: return -1;
    }
  default: return -1;
  }
}

static bool check_if(Sema *S, Ctx *c, AstStmt *st) {
  AstExpr *cond = st->u.if_.cond;
  AstBlock *tb = st->u.if_.then_b, *eb = st->u.if_.else_b;
  if (c->kind == CTX_OUTPUT) {
    sema_error(S, st->loc, "an output cannot branch: it is one function of its node; compute what differs per branch in a rec and output its state");
    return false;
  }
  check_cond(S, c, cond);
  if (c->kind == CTX_REC) {
    /* Where the root may go (v2): each side starts with the root excluded
     * when the condition proves it, and after the if the root is excluded
     * when no side it can enter falls through. */
    int r = cond && cond->sem.type.kind == TY_BOOL ? at_root(cond, 0) : -1;
    bool excl0 = c->root_excluded;
    c->root_excluded = excl0 || r == 0;
    bool rt = tb && sema_block(S, c, tb);
    bool then_end = rt || c->root_excluded;
    c->root_excluded = excl0 || r == 1;
    bool re = eb && sema_block(S, c, eb);
    bool else_end = re || c->root_excluded;
    c->root_excluded = then_end && else_end;
    return rt && re;
  }
  if (c->kind == CTX_FN && cond && cond->sem.type.kind == TY_BOOL && cond->sem.is_const) {
    /* Decided at compile time for this call: only the branch taken is
     * typed (the other may not fit these shapes) and lowered. */
    bool take_then = cond->sem.ival != 0;
    bool rt = take_then ? (tb && sema_block(S, c, tb)) : returns_syntactically(tb);
    bool re = take_then ? returns_syntactically(eb) : (eb && sema_block(S, c, eb));
    return rt && re;
  }
  bool rt = tb && sema_block(S, c, tb);
  bool re = eb && sema_block(S, c, eb);
  return rt && re;
}

/* ---- blocks ---- */

/* must_return: for a whole body, the owner named in the "control reaches
 * the end" error, reported before the block's unused-let warnings. */
static bool block(Sema *S, Ctx *c, AstBlock *b, const char *must_return) {
  if (!b) return false;
  int mark = S->nlocals;
  int errors_before = S->s->diag.errors;
  bool returns = false, warned = false;
  for (int i = 0; i < b->nstmts && !sema_stop(S); i++) {
    AstStmt *st = b->stmts[i];
    if (!st) continue;
    if (returns && !warned) {
      sema_warning(S, st->loc, "unreachable statement: every path before it has returned");
      warned = true;
    }
    switch (st->kind) {
    case STMT_LET: check_let(S, c, st); break;
    case STMT_RETURN:
      check_return(S, c, st);
      returns = true;
      break;
    case STMT_IF:
      if (check_if(S, c, st)) returns = true;
      break;
    }
  }
  if (must_return && !returns && !sema_stop(S)) {
    /* At the closing brace: that is where control runs off the end. */
    CxLoc at = b->loc;
    if (at.file_id >= 0 && at.last_line > 0) {
      at.first_line = at.last_line;
      at.first_column = at.last_column;
    } else {
      at = c->owner->name_loc;
    }
    sema_error(S, at, "control reaches the end of %s without returning a value", must_return);
  }
  /* After an error in the block, a let's use may be what failed: its
   * warning would be noise (as for unused params and fields). */
  for (int i = mark; i < S->nlocals && !sema_stop(S) && S->s->diag.errors == errors_before; i++) {
    Local *l = &S->locals[i];
    if (l->kind == LOCAL_LET && l->let && !l->let->sem.used && l->name && l->name[0] != '_')
      sema_warning(S, l->loc, "let '%s' is never used", l->name);
  }
  S->nlocals = mark;
  return returns;
}

bool sema_block(Sema *S, Ctx *c, AstBlock *b) { return block(S, c, b, NULL); }

void sema_body(Sema *S, Ctx *c, AstBlock *b, const char *owner) { block(S, c, b, owner); }

/* ---- fn signatures ---- */

static int shape_var_index(const AstDecl *fn, const AstExpr *d) {
  if (!d || d->kind != EXPR_NAME) return -1;
  for (int i = 0; i < fn->u.fn.nshape_vars; i++)
    if (sema_name_eq(fn->u.fn.shape_vars[i], d->u.name)) return i;
  return -1;
}

static const char *type_text(Sema *S, const AstType *t) {
  if (!t) return "?";
  const char *x = sema_loc_text(S, t->loc);
  if (x) return x;
  return t->kind == ATY_INT ? "int" : "?";
}

const char *sema_fn_signature(Sema *S, const AstDecl *fn) {
  char *r = arena_strdup(S->arena, fn->name);
  if (fn->u.fn.nshape_vars > 0) {
    for (int i = 0; i < fn->u.fn.nshape_vars; i++)
      r = arena_printf(S->arena, "%s%s%s", r, i ? ", " : "<", fn->u.fn.shape_vars[i]);
    r = arena_printf(S->arena, "%s>", r);
  }
  r = arena_printf(S->arena, "%s(", r);
  for (int i = 0; i < fn->u.fn.nparams; i++) {
    const AstFnParam *p = fn->u.fn.params[i];
    if (p) r = arena_printf(S->arena, "%s%s%s : %s", r, i ? ", " : "", p->name, type_text(S, p->type));
  }
  r = arena_printf(S->arena, "%s)", r);
  if (fn->u.fn.ret) r = arena_printf(S->arena, "%s -> %s", r, type_text(S, fn->u.fn.ret));
  return r;
}

/* A dimension in a fn's signature may use int literals, consts and the
 * fn's shape variables; its value is computed at each call. */
static bool check_dim(Sema *S, AstDecl *fn, AstExpr *d) {
  if (!d) return false;
  switch (d->kind) {
  case EXPR_INT: return true;
  case EXPR_NAME: {
    if (shape_var_index(fn, d) >= 0) return true;
    AstDecl *g = sema_global(S, d->u.name);
    if (g && g->kind == DECL_CONST) return true;
    if (g) {
      sema_error(S, d->loc, "a dimension can only use int literals, consts and shape variables, but '%s' is a %s",
                 d->u.name, sema_decl_kind_text(g));
      return false;
    }
    sema_cand_reset(S);
    for (int i = 0; i < fn->u.fn.nshape_vars; i++) sema_cand_add(S, fn->u.fn.shape_vars[i]);
    for (int i = 0; i < S->ndecls; i++)
      if (S->decls[i]->kind == DECL_CONST) sema_cand_add(S, S->decls[i]->name);
    sema_error(S, d->loc, "unknown name '%s'%s", d->u.name, sema_did_you_mean(S, d->u.name));
    return false;
  }
  case EXPR_UNARY:
    if (d->u.unary.op == OP_NEG) return check_dim(S, fn, d->u.unary.operand);
    break;
  case EXPR_BINARY:
    switch (d->u.binary.op) {
    case OP_ADD: case OP_SUB: case OP_MUL: case OP_DIV: case OP_MOD: case OP_SHL: case OP_SHR: {
      bool a = check_dim(S, fn, d->u.binary.lhs);
      bool b = check_dim(S, fn, d->u.binary.rhs);
      return a && b;
    }
    default: break;
    }
    break;
  default: break;
  }
  sema_error(S, d->loc, "a dimension must be a compile-time int expression (int literals, consts, shape variables and + - * / %% << >>)");
  return false;
}

static bool check_dims(Sema *S, AstDecl *fn, const AstType *t, const char *what) {
  if (t->ndims > CX_MAX_RANK) {
    sema_error(S, t->loc, "%s has rank %d, but tensors have at most %d dimensions", what, t->ndims, CX_MAX_RANK);
    return false;
  }
  bool ok = true;
  for (int i = 0; i < t->ndims; i++)
    if (!check_dim(S, fn, t->dims[i])) ok = false;
  return ok;
}

bool sema_check_fn_sig(Sema *S, AstDecl *fn) {
  FnInfo *info = &S->fninfo[fn->sem.index];
  bool ok = true;
  int nv = fn->u.fn.nshape_vars;
  for (int i = 0; i < nv; i++)
    for (int j = 0; j < i; j++)
      if (sema_name_eq(fn->u.fn.shape_vars[i], fn->u.fn.shape_vars[j])) {
        sema_error(S, fn->u.fn.shape_var_locs[i], "duplicate shape variable '%s' in fn '%s'", fn->u.fn.shape_vars[i],
                   fn->name);
        sema_note(S, fn->u.fn.shape_var_locs[j], "'%s' first declared here", fn->u.fn.shape_vars[i]);
        ok = false;
        break;
      }
  /* A shape variable named like a const of the fn's own file is legal
   * (the contract says nothing against it) but almost always a mistake:
   * inside the fn the name is the size the arguments give, not the
   * const's value.  Warn rather than refuse, so such files keep working. */
  for (int i = 0; i < nv; i++) {
    AstDecl *d = sema_global(S, fn->u.fn.shape_vars[i]);
    if (!d || d->kind != DECL_CONST || !sema_name_eq(d->sem.file, fn->sem.file)) continue;
    if (sema_warning(S, fn->u.fn.shape_var_locs[i],
                     "shape variable '%s' of fn '%s' hides the const '%s': inside '%s' it is the size the arguments "
                     "give, not the const's value; rename the shape variable, or drop it and use the const",
                     fn->u.fn.shape_vars[i], fn->name, fn->u.fn.shape_vars[i], fn->name))
      sema_note(S, d->name_loc, "const '%s' declared here", fn->u.fn.shape_vars[i]);
  }
  for (int i = 0; i < fn->u.fn.nparams; i++) {
    AstFnParam *p = fn->u.fn.params[i];
    if (!p || !p->name || !p->type) {
      ok = false;
      continue;
    }
    p->used = false;
    for (int j = 0; j < i; j++) {
      AstFnParam *q = fn->u.fn.params[j];
      if (q && sema_name_eq(q->name, p->name)) {
        sema_error(S, p->loc, "duplicate parameter '%s' in fn '%s'", p->name, fn->name);
        sema_note(S, q->loc, "'%s' first declared here", p->name);
        ok = false;
        break;
      }
    }
    for (int j = 0; j < nv; j++)
      if (sema_name_eq(fn->u.fn.shape_vars[j], p->name)) {
        sema_error(S, p->loc, "parameter '%s' of fn '%s' has the name of one of its shape variables", p->name, fn->name);
        sema_note(S, fn->u.fn.shape_var_locs[j], "shape variable '%s' declared here", p->name);
        ok = false;
        break;
      }
    const char *what = arena_printf(S->arena, "parameter '%s' of fn '%s'", p->name, fn->name);
    if (p->type->kind == ATY_TUPLE) {
      sema_error(S, p->type->loc, "%s cannot be a tuple; pass its components as separate parameters", what);
      ok = false;
    } else if (p->type->kind == ATY_TENSOR && !check_dims(S, fn, p->type, what)) {
      ok = false;
    }
  }
  AstType *ret = fn->u.fn.ret;
  const char *rwhat = arena_printf(S->arena, "the return type of fn '%s'", fn->name);
  if (!ret) {
    ok = false;
  } else if (ret->kind == ATY_INT) {
    sema_error(S, ret->loc, "fn '%s' must return a tensor or a tuple of tensors, not an int", fn->name);
    ok = false;
  } else if (ret->kind == ATY_TENSOR) {
    if (!check_dims(S, fn, ret, rwhat)) ok = false;
  } else {
    for (int i = 0; i < ret->nfields; i++) {
      AstType *ft = ret->field_types[i];
      if (!ft) {
        ok = false;
        continue;
      }
      for (int j = 0; j < i; j++)
        if (sema_name_eq(ret->field_names[i], ret->field_names[j])) {
          sema_error(S, ret->field_locs[i], "duplicate component '%s' in %s", ret->field_names[i], rwhat);
          sema_note(S, ret->field_locs[j], "'%s' first declared here", ret->field_names[i]);
          ok = false;
          break;
        }
      if (ft->kind != ATY_TENSOR) {
        sema_error(S, ft->loc, "component '%s' of %s must be a tensor type such as [M]", ret->field_names[i], rwhat);
        ok = false;
      } else if (!check_dims(S, fn, ft, rwhat)) {
        ok = false;
      }
    }
  }
  /* Calls bind a shape variable from an argument's dimension, so each
   * must be a whole dimension of some parameter. */
  for (int v = 0; v < nv; v++) {
    bool bound = false;
    for (int i = 0; i < fn->u.fn.nparams && !bound; i++) {
      AstFnParam *p = fn->u.fn.params[i];
      if (!p || !p->type || p->type->kind != ATY_TENSOR) continue;
      for (int j = 0; j < p->type->ndims; j++)
        if (shape_var_index(fn, p->type->dims[j]) == v) bound = true;
    }
    if (!bound) {
      sema_error(S, fn->u.fn.shape_var_locs[v], "shape variable '%s' of fn '%s' is not a whole dimension of any parameter, so no call can bind it",
                 fn->u.fn.shape_vars[v], fn->name);
      ok = false;
    }
  }
  info->sig_ok = ok;
  if (ok && nv == 0) {
    Ctx dc;
    memset(&dc, 0, sizeof dc);
    dc.kind = CTX_DIM;
    dc.owner = fn;
    dc.base = S->nlocals;
    dc.what = "a dimension";
    CxType rt;
    if (sema_resolve_type(S, &dc, ret, rwhat, &rt)) fn->sem.type = rt;
    else info->sig_ok = false;
  }
  return info->sig_ok;
}

/* ---- fn calls ---- */

static FnInst *new_inst(Sema *S, AstDecl *fn, AstExpr *call) {
  FnInst *in = arena_alloc(S->arena, sizeof *in);
  in->fn = fn;
  in->call = call;
  in->outer = S->inst;
  in->depth = S->inst ? S->inst->depth + 1 : 1;
  return in;
}

static Ctx fn_ctx(AstDecl *fn, int base, const CxType *ret, FnInst *inst) {
  Ctx c;
  memset(&c, 0, sizeof c);
  c.kind = CTX_FN;
  c.owner = fn;
  c.base = base;
  c.has_ret = ret->kind != TY_UNKNOWN;
  c.ret = *ret;
  c.ret_loc = fn->u.fn.ret ? fn->u.fn.ret->loc : fn->name_loc;
  c.inst = inst;
  return c;
}

CxType sema_fn_call(Sema *S, Ctx *c, AstExpr *e, AstDecl *fn) {
  int n = e->u.call.nargs;
  AstExpr **args = e->u.call.args;
  for (int i = 0; i < n; i++) sema_expr(S, c, args[i]);
  e->sem.ref = REF_FN_CALL;
  e->sem.decl = fn;
  FnInfo *info = &S->fninfo[fn->sem.index];
  info->ncalls++;
  if (!info->sig_ok) return sema_ty_unknown();
  int np = fn->u.fn.nparams;
  if (n != np) {
    sema_error(S, e->loc, "wrong number of arguments to '%s': expected %d, got %d (signature: %s)", fn->name, np, n,
               sema_fn_signature(S, fn));
    sema_note(S, fn->name_loc, "'%s' declared here", fn->name);
    return sema_ty_unknown();
  }
  for (FnInst *in = S->inst; in; in = in->outer)
    if (in->fn == fn) {
      char *chain = arena_strdup(S->arena, fn->name);
      for (FnInst *k = S->inst; k != in; k = k->outer) chain = arena_printf(S->arena, "%s -> %s", k->fn->name, chain);
      chain = arena_printf(S->arena, "%s -> %s", in->fn->name, chain);
      sema_error(S, e->loc, "fn '%s' calls itself (%s); fns are inlined and cannot be recursive: the rec is the only recursion",
                 fn->name, chain);
      return sema_ty_unknown();
    }
  int depth = S->inst ? S->inst->depth + 1 : 1;
  if (depth > SEMA_MAX_FN_DEPTH) {
    sema_error(S, e->loc, "fn calls are nested more than %d deep", SEMA_MAX_FN_DEPTH);
    return sema_ty_unknown();
  }
  if (S->ninlined >= SEMA_MAX_INLINED) {
    if (S->ninlined++ == SEMA_MAX_INLINED)
      sema_error(S, e->loc, "too many fn calls to inline: more than %d in this model", SEMA_MAX_INLINED);
    return sema_ty_unknown();
  }

  /* Bind the shape variables from the arguments' shapes. */
  int nv = fn->u.fn.nshape_vars;
  int64_t *vals = arena_alloc(S->arena, sizeof *vals * (size_t)(nv + 1));
  int *who = arena_alloc(S->arena, sizeof *who * (size_t)(nv + 1));
  for (int v = 0; v < nv; v++) who[v] = -1;
  bool bad = false, incomplete = false;
  for (int i = 0; i < np && !bad; i++) {
    AstFnParam *p = fn->u.fn.params[i];
    AstExpr *a = args[i];
    if (!a || a->sem.type.kind == TY_UNKNOWN) {
      incomplete = true;
      continue;
    }
    if (p->type->kind == ATY_INT) {
      if (a->sem.type.kind != TY_INT) {
        sema_error(S, a->loc, "argument '%s' of '%s' must be an int, but %s", p->name, fn->name, sema_describe(S, a));
        bad = true;
      }
      continue;
    }
    if (a->sem.type.kind == TY_INT && a->sem.is_const) {
      sema_error(S, a->loc, "argument '%s' of '%s' must be a tensor %s, but '%s' is an int (write a float literal such as 1.0)",
                 p->name, fn->name, type_text(S, p->type), sema_expr_text(S, a));
      bad = true;
      continue;
    }
    CxShape s;
    int k = sema_want_tensor(S, c, a, &s);
    if (k == 0) incomplete = true;
    if (k <= 0) {
      bad = k < 0;
      continue;
    }
    if (s.rank != p->type->ndims) {
      sema_error(S, a->loc, "argument '%s' of '%s' must have rank %d (%s), but it has shape %s", p->name, fn->name,
                 p->type->ndims, type_text(S, p->type), sema_shape_str(S, &s));
      sema_note(S, fn->name_loc, "'%s' declared here: %s", fn->name, sema_fn_signature(S, fn));
      bad = true;
      continue;
    }
    for (int j = 0; j < s.rank; j++) {
      int v = shape_var_index(fn, p->type->dims[j]);
      if (v < 0) continue;
      if (who[v] < 0) {
        who[v] = i;
        vals[v] = s.dims[j];
      } else if (vals[v] != s.dims[j]) {
        AstExpr *first = args[who[v]];
        sema_error(S, a->loc, "conflicting sizes for shape variable '%s' of '%s': %" PRId64 " from argument '%s' %s and %" PRId64 " from argument '%s' %s",
                   fn->u.fn.shape_vars[v], fn->name, vals[v], fn->u.fn.params[who[v]]->name,
                   sema_shape_str(S, &first->sem.type.shape), s.dims[j], p->name, sema_shape_str(S, &s));
        sema_note(S, fn->name_loc, "'%s' declared here: %s", fn->name, sema_fn_signature(S, fn));
        bad = true;
        break;
      }
    }
  }
  if (bad || incomplete) return sema_ty_unknown();

  FnInst *inst = new_inst(S, fn, e);
  FnInst *saved = S->inst;
  int base = S->nlocals;
  for (int v = 0; v < nv; v++) {
    Local *l = sema_push_local(S, fn->u.fn.shape_vars[v], LOCAL_SHAPE_VAR, fn->u.fn.shape_var_locs[v]);
    l->index = v;
    l->type = sema_ty_int();
    l->is_const = true;
    l->ival = vals[v];
  }
  /* Dimensions written as expressions ([2 * N]) and the return type, with
   * the values bound by this call.  Errors here are about this call. */
  Ctx dc;
  memset(&dc, 0, sizeof dc);
  dc.kind = CTX_DIM;
  dc.owner = fn;
  dc.base = base;
  dc.what = "a dimension";
  S->inst = inst;
  int mismatch = -1;
  CxShape want;
  for (int i = 0; i < np && !bad && mismatch < 0; i++) {
    AstFnParam *p = fn->u.fn.params[i];
    if (p->type->kind != ATY_TENSOR) continue;
    bool simple = true;
    for (int j = 0; j < p->type->ndims; j++)
      if (shape_var_index(fn, p->type->dims[j]) < 0) simple = false;
    if (simple) continue;
    if (!sema_resolve_shape(S, &dc, p->type, arena_printf(S->arena, "parameter '%s' of fn '%s'", p->name, fn->name), &want))
      bad = true;
    else if (!sema_shape_eq(&want, &args[i]->sem.type.shape))
      mismatch = i;
  }
  CxType ret = sema_ty_unknown();
  if (!bad && mismatch < 0 &&
      !sema_resolve_type(S, &dc, fn->u.fn.ret, arena_printf(S->arena, "the return type of fn '%s'", fn->name), &ret))
    bad = true;
  S->inst = saved;
  if (mismatch >= 0) {
    AstFnParam *p = fn->u.fn.params[mismatch];
    sema_error(S, args[mismatch]->loc, "argument '%s' of '%s' must have shape %s (declared %s), but it has shape %s", p->name,
               fn->name, sema_shape_str(S, &want), type_text(S, p->type),
               sema_shape_str(S, &args[mismatch]->sem.type.shape));
    sema_note(S, fn->name_loc, "'%s' declared here: %s", fn->name, sema_fn_signature(S, fn));
    bad = true;
  }
  if (bad || !fn->u.fn.body) {
    S->nlocals = base;
    return bad ? sema_ty_unknown() : ret;
  }

  /* The arguments, then a typed copy of the body for this call. */
  for (int i = 0; i < np; i++) {
    AstFnParam *p = fn->u.fn.params[i];
    Local *l = sema_push_local(S, p->name, LOCAL_FN_ARG, p->loc);
    l->index = i;
    l->param = p;
    l->value = args[i];
    l->type = args[i]->sem.type;
    if (p->type->kind == ATY_INT) {
      l->type = sema_ty_int();
      l->is_const = args[i]->sem.is_const;
      l->ival = args[i]->sem.ival;
    }
  }
  S->ninlined++;
  AstBlock *body = ast_block_clone(S->arena, fn->u.fn.body);
  Ctx fc = fn_ctx(fn, base, &ret, inst);
  info->typed = true;
  S->inst = inst;
  sema_body(S, &fc, body, arena_printf(S->arena, "fn '%s'", fn->name));
  S->inst = saved;
  S->nlocals = base;

  AstInlined *in = arena_alloc(S->arena, sizeof *in);
  in->fn = fn;
  in->body = body;
  in->shape_vals = vals;
  in->args = args;
  e->sem.inlined = in;
  return ret;
}

/* A fn no call reached: when its types do not depend on a call (no shape
 * variables, no int parameters whose values an `if` could test), check
 * its body once so its mistakes are not hidden until the first call. */
void sema_check_uncalled_fn(Sema *S, AstDecl *fn) {
  FnInfo *info = &S->fninfo[fn->sem.index];
  if (!info->sig_ok || fn->u.fn.nshape_vars > 0 || !fn->u.fn.body) return;
  for (int i = 0; i < fn->u.fn.nparams; i++)
    if (fn->u.fn.params[i]->type->kind == ATY_INT) return;
  int base = S->nlocals;
  Ctx dc;
  memset(&dc, 0, sizeof dc);
  dc.kind = CTX_DIM;
  dc.owner = fn;
  dc.base = base;
  dc.what = "a dimension";
  CxType *types = arena_alloc(S->arena, sizeof *types * (size_t)(fn->u.fn.nparams + 1));
  for (int i = 0; i < fn->u.fn.nparams; i++) {
    AstFnParam *p = fn->u.fn.params[i];
    if (!sema_resolve_type(S, &dc, p->type, arena_printf(S->arena, "parameter '%s' of fn '%s'", p->name, fn->name),
                           &types[i]))
      return;
  }
  for (int i = 0; i < fn->u.fn.nparams; i++) {
    Local *l = sema_push_local(S, fn->u.fn.params[i]->name, LOCAL_FN_ARG, fn->u.fn.params[i]->loc);
    l->index = i;
    l->param = fn->u.fn.params[i];
    l->type = types[i];
  }
  FnInst *inst = new_inst(S, fn, NULL);
  FnInst *saved = S->inst;
  Ctx fc = fn_ctx(fn, base, &fn->sem.type, inst);
  info->typed = true;
  S->inst = inst;
  sema_body(S, &fc, fn->u.fn.body, arena_printf(S->arena, "fn '%s'", fn->name));
  S->inst = saved;
  S->nlocals = base;
}
