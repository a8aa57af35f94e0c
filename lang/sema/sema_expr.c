/* Semantic analysis of expressions: name resolution, node-access forms,
 * compile-time ints, and static shape inference.
 *
 * sema_expr types one expression and fills its `sem` (see lang/ast.h):
 * the type, what a name or node form refers to, and for compile-time ints
 * (and conditions) their value.  An operand whose type is TY_UNKNOWN had
 * its error reported already, so every rule accepts it silently and the
 * result is TY_UNKNOWN again: one mistake gives one message. */
#include "lang/sema/sema_internal.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

const char sema_tensor_cond_msg[] =
    "condition depends on a tensor value: control flow may only depend on the structure "
    "(leaf(n), n.arity, int fields, consts), which lets Cortex linearize and batch the computation";

/* ---- locals ---- */

Local *sema_push_local(Sema *S, const char *name, LocalKind kind, CxLoc loc) {
  if (S->nlocals == S->caplocals) {
    S->caplocals = S->caplocals ? S->caplocals * 2 : 32;
    S->locals = cx_xrealloc(S->locals, sizeof *S->locals * (size_t)S->caplocals);
  }
  Local *l = &S->locals[S->nlocals++];
  memset(l, 0, sizeof *l);
  l->name = name;
  l->kind = kind;
  l->loc = loc;
  return l;
}

Local *sema_find_local(Sema *S, const Ctx *c, const char *name) {
  for (int i = S->nlocals - 1; i >= c->base; i--)
    if (sema_name_eq(S->locals[i].name, name)) return &S->locals[i];
  return NULL;
}

static const char *local_kind_text(LocalKind k) {
  switch (k) {
  case LOCAL_LET: return "let";
  case LOCAL_FN_ARG: return "fn parameter";
  case LOCAL_SHAPE_VAR: return "shape variable";
  case LOCAL_NODE_VAR: return "node variable";
  case LOCAL_REDUCE_VAR: return "reduction variable";
  }
  return "name";
}

/* A let (or a node or reduction variable) may not hide a name the reader
 * would take it for.  Inside a fn, only the fn's own names and the
 * globals of the fn's own file count: a library's fn must not break
 * because the model that imports it has a param of the same name. */
bool sema_check_shadow(Sema *S, Ctx *c, const char *kindtext, const char *name, CxLoc loc) {
  if (!name) return false;
  Local *l = sema_find_local(S, c, name);
  if (l) {
    CxLoc prev = l->loc;
    sema_error(S, loc, "%s '%s' shadows the %s '%s'; choose another name", kindtext, name,
               local_kind_text(l->kind), name);
    sema_note(S, prev, "'%s' previously declared here", name);
    return true;
  }
  AstDecl *d = sema_global(S, name);
  if (!d || (d->kind != DECL_CONST && d->kind != DECL_PARAM && d->kind != DECL_INPUT)) return false;
  if (c->kind == CTX_FN && c->owner && !sema_name_eq(c->owner->sem.file, d->sem.file)) return false;
  sema_error(S, loc, "%s '%s' shadows the %s '%s'; choose another name", kindtext, name, sema_decl_kind_text(d), name);
  sema_note(S, d->name_loc, "'%s' previously declared here", name);
  return true;
}

/* ---- describing values ---- */

const char *sema_describe(Sema *S, const AstExpr *e) {
  const char *x = sema_expr_text(S, e);
  const CxType *t = &e->sem.type;
  switch (t->kind) {
  case TY_INT: return arena_printf(S->arena, "'%s' is an int", x);
  case TY_BOOL: return arena_printf(S->arena, "'%s' is a condition", x);
  case TY_TENSOR:
    if (e->kind == EXPR_FLOAT) return arena_printf(S->arena, "'%s' is a float", x);
    return arena_printf(S->arena, "'%s' is a tensor %s", x, sema_shape_str(S, &t->shape));
  case TY_TUPLE: return arena_printf(S->arena, "'%s' is a tuple %s", x, sema_type_str(S, t));
  case TY_NODE: return arena_printf(S->arena, "'%s' is a node", x);
  case TY_NODES: return arena_printf(S->arena, "'%s' is the children of a node", x);
  case TY_UNKNOWN: break;
  }
  return arena_printf(S->arena, "'%s' has no type", x);
}

static const char *rec_name(Sema *S) { return S->rec ? S->rec->name : "node"; }

int sema_want_tensor(Sema *S, Ctx *c, AstExpr *e, CxShape *shape) {
  (void)c;
  const char *x;
  switch (e->sem.type.kind) {
  case TY_UNKNOWN: return 0;
  case TY_TENSOR: *shape = e->sem.type.shape; return 1;
  case TY_INT:
    /* An int literal or const among tensors is an f32 scalar (`1 - z`). */
    if (e->sem.is_const) {
      memset(shape, 0, sizeof *shape);
      return 1;
    }
    x = sema_expr_text(S, e);
    /* A field (or a name for one) is most likely meant as an index; other
     * run-time ints (n.arity, argmax(...), arithmetic) are not. */
    if (e->kind == EXPR_NAME || e->sem.ref == REF_FIELD)
      sema_error(S, e->loc, "'%s' is an int; use it as an index, e.g. E[%s]", x, x);
    else
      sema_error(S, e->loc, "'%s' is an int known only at run time; only compile-time ints (literals, consts) can be used as tensor scalars",
                 x);
    sema_note(S, e->loc, "float(%s) converts it to a scalar []", x);
    return -1;
  case TY_BOOL:
    sema_error(S, e->loc, "'%s' is a condition, not a tensor; conditions can only be tested by 'if'",
               sema_expr_text(S, e));
    return -1;
  case TY_TUPLE:
    x = sema_expr_text(S, e);
    sema_error(S, e->loc, "'%s' is a tuple %s, not a tensor; select a component, e.g. %s.%s", x,
               sema_type_str(S, &e->sem.type), x, e->sem.type.field_names[0]);
    return -1;
  case TY_NODE:
    x = sema_expr_text(S, e);
    sema_error(S, e->loc, "'%s' is a node, not a tensor; apply the rec to get its state, e.g. %s(%s)", x,
               rec_name(S), x);
    return -1;
  case TY_NODES: return -1; /* reported where it was written */
  }
  return 0;
}

int sema_want_int(Sema *S, AstExpr *e, const char *what) {
  switch (e->sem.type.kind) {
  case TY_UNKNOWN: return 0;
  case TY_INT: return 1;
  case TY_NODES: return -1;
  default:
    sema_error(S, e->loc, "%s must be an int, but %s", what, sema_describe(S, e));
    return -1;
  }
}

bool sema_const_int(Sema *S, AstExpr *e, const char *what, int64_t *val) {
  switch (e->sem.type.kind) {
  case TY_UNKNOWN: return false;
  case TY_INT:
    if (e->sem.is_const) {
      *val = e->sem.ival;
      return true;
    }
    sema_error(S, e->loc, "%s must be a compile-time int (int literals, consts and their arithmetic), but '%s' is only known at run time",
               what, sema_expr_text(S, e));
    return false;
  case TY_NODES: return false;
  default:
    sema_error(S, e->loc, "%s must be a compile-time int, but %s", what, sema_describe(S, e));
    return false;
  }
}

/* Points at the declaration that gave an operand its shape. */
void sema_note_operand(Sema *S, const AstExpr *e) {
  if (e->kind != EXPR_NAME || e->sem.type.kind != TY_TENSOR) return;
  const char *shape = sema_shape_str(S, &e->sem.type.shape);
  switch (e->sem.ref) {
  case REF_PARAM:
    sema_note(S, e->sem.decl->name_loc, "param '%s' declared here with shape %s", e->u.name, shape);
    break;
  case REF_LET:
    sema_note(S, e->sem.let_stmt->u.let.name_loc, "'%s' defined here with shape %s", e->u.name, shape);
    break;
  case REF_FN_ARG:
    if (S->inst && S->inst->call && e->sem.index < S->inst->fn->u.fn.nparams)
      sema_note(S, S->inst->fn->u.fn.params[e->sem.index]->loc, "parameter '%s' has shape %s in this call",
                e->u.name, shape);
    break;
  default: break;
  }
}

/* ---- compile-time ints ---- */

bool sema_fold_int(Sema *S, AstOp op, int64_t a, int64_t b, CxLoc oploc, int64_t *out) {
  bool over = false;
  switch (op) {
  case OP_ADD: over = __builtin_add_overflow(a, b, out); break;
  case OP_SUB: over = __builtin_sub_overflow(a, b, out); break;
  case OP_MUL: over = __builtin_mul_overflow(a, b, out); break;
  case OP_DIV:
  case OP_MOD:
    if (b == 0) {
      sema_error(S, oploc, "division by zero");
      return false;
    }
    if (a == INT64_MIN && b == -1) {
      over = true;
      break;
    }
    *out = op == OP_DIV ? a / b : a % b;
    break;
  case OP_SHL:
  case OP_SHR:
    if (b < 0 || b > 63) {
      sema_error(S, oploc, "shift count %" PRId64 " is out of range (0 to 63)", b);
      return false;
    }
    if (op == OP_SHR) {
      *out = a >> b; /* arithmetic shift: GCC's documented behaviour */
    } else if (b == 63) {
      over = a != 0 && a != -1;
      *out = a == 0 ? 0 : INT64_MIN;
    } else {
      over = __builtin_mul_overflow(a, (int64_t)1 << b, out);
    }
    break;
  default: return false;
  }
  if (over) {
    sema_error(S, oploc, "compile-time int overflow: %" PRId64 " %s %" PRId64 " does not fit in 64 bits", a,
               sema_op_text(op), b);
    return false;
  }
  return true;
}

/* ---- names ---- */

static void value_candidates(Sema *S, const Ctx *c) {
  sema_cand_reset(S);
  bool consts_only = c->kind == CTX_CONST || c->kind == CTX_DIM;
  for (int i = c->base; i < S->nlocals; i++) sema_cand_add(S, S->locals[i].name);
  for (int i = 0; i < S->ndecls; i++) {
    AstDecl *d = S->decls[i];
    if (consts_only ? d->kind == DECL_CONST
                    : (d->kind == DECL_CONST || d->kind == DECL_PARAM || d->kind == DECL_INPUT ||
                       d->kind == DECL_FN || d->kind == DECL_REC))
      sema_cand_add(S, d->name);
  }
  /* root and float (v2) are left out: as names they are rarely meant,
   * and v1's suggestions for a misspelled name stay what they were. */
  if (!consts_only)
    for (int i = 0; cx_builtin_names[i]; i++)
      if (i != BUILTIN_ROOT && i != BUILTIN_FLOAT) sema_cand_add(S, cx_builtin_names[i]);
}

static CxType type_name(Sema *S, Ctx *c, AstExpr *e) {
  const char *name = e->u.name;
  Local *l = sema_find_local(S, c, name);
  if (l) {
    switch (l->kind) {
    case LOCAL_LET:
      e->sem.ref = REF_LET;
      e->sem.let_stmt = l->let;
      l->let->sem.used = true;
      break;
    case LOCAL_FN_ARG:
      e->sem.ref = REF_FN_ARG;
      e->sem.index = l->index;
      if (l->param) l->param->used = true;
      break;
    case LOCAL_SHAPE_VAR:
      e->sem.ref = REF_SHAPE_VAR;
      e->sem.index = l->index;
      break;
    case LOCAL_NODE_VAR: e->sem.ref = REF_NODE_VAR; break;
    case LOCAL_REDUCE_VAR:
      e->sem.ref = REF_REDUCE_VAR;
      e->sem.index = l->index;
      break;
    }
    e->sem.is_const = l->is_const;
    e->sem.ival = l->ival;
    return l->type;
  }
  AstDecl *d = sema_global(S, name);
  bool ct = c->kind == CTX_CONST || c->kind == CTX_DIM;
  if (d) {
    if (d->kind == DECL_CONST) return sema_const_ref(S, d, e);
    if (ct) {
      sema_error(S, e->loc, "%s can only use int literals and consts, but '%s' is a %s", c->what, name,
                 d->kind == DECL_REC ? "rec" : sema_decl_kind_text(d));
      return sema_ty_unknown();
    }
    switch (d->kind) {
    case DECL_PARAM:
      e->sem.ref = REF_PARAM;
      e->sem.decl = d;
      d->sem.used = true;
      return d->sem.type;
    case DECL_INPUT:
      e->sem.ref = REF_INPUT;
      e->sem.decl = d;
      if (c->kind == CTX_FN)
        sema_error(S, e->loc, "fn '%s' cannot use the input '%s': fns are pure tensor helpers; pass them what they need as arguments",
                   c->owner->name, name);
      else
        sema_error(S, e->loc, "the input '%s' is not a value; its root node is %s.root", name, name);
      return sema_ty_unknown();
    case DECL_FN:
    case DECL_REC:
      sema_error(S, e->loc, "'%s' is a %s; call it, e.g. %s(...)", name, sema_decl_kind_text(d), name);
      return sema_ty_unknown();
    default: break;
    }
  }
  if (!ct && sema_builtin_id(name) >= 0) {
    sema_error(S, e->loc, "'%s' is a built-in function; call it, e.g. %s(...)", name, name);
    return sema_ty_unknown();
  }
  if (c->kind == CTX_FN && S->rec && sema_name_eq(S->rec->u.rec.node_var, name)) {
    sema_error(S, e->loc, "unknown name '%s': fns cannot use nodes; pass them the values they need as arguments", name);
    return sema_ty_unknown();
  }
  value_candidates(S, c);
  const char *dym = sema_did_you_mean(S, name);
  /* `word` (or `wrod`) for `n.word`: fields are names too, but reached
   * through the node. */
  if (c->node_var && S->input) {
    sema_cand_reset(S);
    for (int i = 0; i < S->input->u.input.nfields; i++)
      if (S->input->u.input.fields[i]) sema_cand_add(S, S->input->u.input.fields[i]->name);
    const char *best = NULL;
    for (int i = 0; i < S->ncand && !best; i++)
      if (sema_name_eq(S->cand[i], name)) best = S->cand[i];
    if (!best && !*dym) best = sema_closest(S, name);
    if (best) dym = arena_printf(S->arena, "; did you mean '%s.%s'?", c->node_var, best);
  }
  sema_error(S, e->loc, "unknown name '%s'%s", name, dym);
  return sema_ty_unknown();
}

/* ---- operators ---- */

static int want_cond(Sema *S, AstExpr *e, AstOp op) {
  const char *x;
  switch (e->sem.type.kind) {
  case TY_UNKNOWN: return 0;
  case TY_BOOL: return 1;
  case TY_TENSOR:
  case TY_TUPLE: sema_error(S, e->loc, "%s", sema_tensor_cond_msg); return -1;
  case TY_INT:
    x = sema_expr_text(S, e);
    sema_error(S, e->loc, "'%s' needs conditions, but '%s' is an int; compare it, e.g. '%s != 0'", sema_op_text(op), x, x);
    return -1;
  case TY_NODES: return -1;
  default:
    sema_error(S, e->loc, "'%s' needs conditions, but %s", sema_op_text(op), sema_describe(S, e));
    return -1;
  }
}

static int want_cmp(Sema *S, AstExpr *e, AstOp op) {
  switch (e->sem.type.kind) {
  case TY_UNKNOWN: return 0;
  case TY_INT: return 1;
  case TY_TENSOR:
  case TY_TUPLE: sema_error(S, e->loc, "%s", sema_tensor_cond_msg); return -1;
  case TY_BOOL:
    sema_error(S, e->loc, "'%s' compares ints, but '%s' is a condition; combine conditions with && and ||",
               sema_op_text(op), sema_expr_text(S, e));
    return -1;
  case TY_NODE:
    sema_error(S, e->loc, "'%s' compares ints, but '%s' is a node; compare its arity or an int field, e.g. %s.arity",
               sema_op_text(op), sema_expr_text(S, e), sema_expr_text(S, e));
    return -1;
  case TY_NODES: return -1;
  }
  return 0;
}

static bool is_cmp(AstOp op) { return op >= OP_EQ && op <= OP_GE; }

static int64_t compare(AstOp op, int64_t a, int64_t b) {
  switch (op) {
  case OP_EQ: return a == b;
  case OP_NE: return a != b;
  case OP_LT: return a < b;
  case OP_LE: return a <= b;
  case OP_GT: return a > b;
  case OP_GE: return a >= b;
  default: return 0;
  }
}

static CxType type_unary(Sema *S, Ctx *c, AstExpr *e) {
  AstExpr *x = e->u.unary.operand;
  CxType t = sema_expr(S, c, x);
  if (t.kind == TY_UNKNOWN || !x) return sema_ty_unknown();
  if (e->u.unary.op == OP_NOT) {
    if (want_cond(S, x, OP_NOT) <= 0) return sema_ty_unknown();
    e->sem.is_const = x->sem.is_const;
    e->sem.ival = !x->sem.ival;
    return sema_ty_bool();
  }
  if (e->u.unary.op != OP_NEG) return sema_ty_unknown();
  if (t.kind == TY_INT) {
    if (x->sem.is_const) {
      if (x->sem.ival == INT64_MIN) {
        sema_error(S, sema_op_loc(S, e), "compile-time int overflow: -(%" PRId64 ") does not fit in 64 bits", x->sem.ival);
        return sema_ty_unknown();
      }
      e->sem.is_const = true;
      e->sem.ival = -x->sem.ival;
    }
    return sema_ty_int();
  }
  CxShape s;
  if (sema_want_tensor(S, c, x, &s) <= 0) return sema_ty_unknown();
  return sema_ty_tensor(&s);
}

static CxType type_binary(Sema *S, Ctx *c, AstExpr *e) {
  AstOp op = e->u.binary.op;
  AstExpr *l = e->u.binary.lhs, *r = e->u.binary.rhs;
  CxType lt = sema_expr(S, c, l), rt = sema_expr(S, c, r);
  if (!l || !r) return sema_ty_unknown();

  if (op == OP_AND || op == OP_OR) {
    int a = want_cond(S, l, op), b = want_cond(S, r, op);
    if (a <= 0 || b <= 0) return sema_ty_unknown();
    if (l->sem.is_const && r->sem.is_const) {
      e->sem.is_const = true;
      e->sem.ival = op == OP_AND ? (l->sem.ival && r->sem.ival) : (l->sem.ival || r->sem.ival);
    } else if (l->sem.is_const || r->sem.is_const) {
      /* false && x, true || x: decided whatever x is. */
      int64_t k = l->sem.is_const ? l->sem.ival : r->sem.ival;
      if ((op == OP_AND && !k) || (op == OP_OR && k)) {
        e->sem.is_const = true;
        e->sem.ival = op == OP_OR;
      }
    }
    return sema_ty_bool();
  }
  if (is_cmp(op)) {
    /* One message per comparison: `sum(x) > 0.0` reads two tensors. */
    int a = want_cmp(S, l, op);
    int b = a < 0 && (rt.kind == TY_TENSOR || rt.kind == TY_TUPLE) ? -1 : want_cmp(S, r, op);
    if (a <= 0 || b <= 0) return sema_ty_unknown();
    if (l->sem.is_const && r->sem.is_const) {
      e->sem.is_const = true;
      e->sem.ival = compare(op, l->sem.ival, r->sem.ival);
    }
    return sema_ty_bool();
  }
  if (lt.kind == TY_UNKNOWN || rt.kind == TY_UNKNOWN) return sema_ty_unknown();

  CxLoc oploc = sema_op_loc(S, e);
  if (lt.kind == TY_INT && rt.kind == TY_INT) {
    if (op == OP_MATMUL) {
      sema_error(S, oploc, "'@' multiplies matrices, but both operands are ints");
      return sema_ty_unknown();
    }
    bool both = l->sem.is_const && r->sem.is_const;
    if ((op == OP_SHL || op == OP_SHR) && !both) {
      AstExpr *bad = l->sem.is_const ? r : l;
      sema_error(S, oploc, "'%s' needs compile-time ints (int literals, consts), but '%s' is only known at run time",
                 sema_op_text(op), sema_expr_text(S, bad));
      return sema_ty_unknown();
    }
    if (both) {
      int64_t v;
      if (!sema_fold_int(S, op, l->sem.ival, r->sem.ival, oploc, &v)) return sema_ty_unknown();
      e->sem.is_const = true;
      e->sem.ival = v;
    } else if ((op == OP_DIV || op == OP_MOD) && r->sem.is_const && r->sem.ival == 0) {
      sema_error(S, oploc, "division by zero");
      return sema_ty_unknown();
    }
    return sema_ty_int();
  }
  if (op == OP_MOD || op == OP_SHL || op == OP_SHR) {
    AstExpr *bad = lt.kind == TY_INT ? r : l;
    sema_error(S, oploc, "'%s' works on ints only, but %s", sema_op_text(op), sema_describe(S, bad));
    return sema_ty_unknown();
  }
  CxShape a, b;
  int ka = sema_want_tensor(S, c, l, &a), kb = sema_want_tensor(S, c, r, &b);
  if (ka <= 0 || kb <= 0) return sema_ty_unknown();
  const char *as = sema_shape_str(S, &a), *bs = sema_shape_str(S, &b);
  if (op == OP_MATMUL) {
    /* [M, K] @ [K] -> [M], [M, K] @ [K, N] -> [M, N], and (v2) the
     * contractions [A, B, C] @ [C] -> [A, B] and [K] @ [K, N] -> [N]: the
     * last axis of the left operand meets the first of the right one. */
    const char *why = NULL;
    bool vec_mat = a.rank == 1 && b.rank == 2, tensor_vec = a.rank == 3;
    if (a.rank == 3 && b.rank != 1)
      why = "a rank-3 tensor [A, B, C] contracts with a vector [C] only";
    else if ((a.rank == 1 && b.rank != 2) || (a.rank != 1 && a.rank != 2 && a.rank != 3))
      why = "the left operand must be a matrix [M, K]"; /* v1's words; [K] @ [K, N] and [A, B, C] @ [C] also fit */
    else if (a.rank == 2 && b.rank != 1 && b.rank != 2)
      why = "the right operand must be a vector [K] or a matrix [K, N]";
    else if (a.dims[a.rank - 1] != b.dims[0])
      why = arena_printf(S->arena, "the inner dimensions %" PRId64 " and %" PRId64 " differ", a.dims[a.rank - 1], b.dims[0]);
    if (why) {
      sema_error(S, oploc, "shapes %s and %s do not fit '@': %s", as, bs, why);
      sema_note_operand(S, l);
      sema_note_operand(S, r);
      return sema_ty_unknown();
    }
    CxShape s;
    memset(&s, 0, sizeof s);
    if (vec_mat) {
      s.rank = 1;
      s.dims[0] = b.dims[1];
    } else if (tensor_vec) {
      s.rank = 2;
      s.dims[0] = a.dims[0];
      s.dims[1] = a.dims[1];
    } else {
      s.rank = b.rank;
      s.dims[0] = a.dims[0];
      if (b.rank == 2) s.dims[1] = b.dims[1];
    }
    if (!sema_shape_fits(S, oploc, &s, "the result of '@'")) return sema_ty_unknown();
    return sema_ty_tensor(&s);
  }
  if (a.rank == 0) return sema_ty_tensor(&b);
  if (b.rank == 0 || sema_shape_eq(&a, &b)) return sema_ty_tensor(&a);
  sema_error(S, oploc, "shapes %s and %s do not fit '%s': elementwise operations need equal shapes (or a scalar on one side)",
             as, bs, sema_op_text(op));
  sema_note_operand(S, l);
  sema_note_operand(S, r);
  return sema_ty_unknown();
}

/* ---- node forms ---- */

/* t.root outside a per-structure output. */
static bool root_allowed(Sema *S, Ctx *c, AstExpr *root) {
  if (c->kind == CTX_OUTPUT && !c->node_var) return true;
  const char *x = sema_expr_text(S, root);
  if (c->kind == CTX_REC)
    sema_error(S, root->loc, "'%s' cannot be used in the rec: the rec computes one node from its own children; use '%s' in a per-structure output (output NAME = ...)",
               x, x);
  else
    sema_error(S, root->loc, "'%s' can only be used in a per-structure output; a per-node output sees its own node '%s'", x,
               c->node_var ? c->node_var : "n");
  return false;
}

static CxType input_member(Sema *S, Ctx *c, AstExpr *e, AstDecl *input) {
  const char *name = e->u.field.name;
  if (sema_name_eq(name, "nodes")) {
    /* t.nodes (v2): the range of a node-set reduction in an output. */
    const char *x = sema_expr_text(S, e);
    if (c->kind == CTX_FN) {
      sema_error(S, e->loc, "fn '%s' cannot use the input '%s': fns are pure tensor helpers; pass them what they need as arguments",
                 c->owner->name, input->name);
    } else if (c->kind == CTX_REC) {
      sema_error(S, e->loc, "'%s' cannot be used in a rec: a rec computes one node from its neighbours; reduce over all nodes in an output, e.g. output NAME = sum(k in %s) ...",
                 x, x);
    } else if (!c->allow_children) {
      sema_error(S, e->loc, "'%s' can only be the range of a node-set reduction, e.g. sum(k in %s) %s(k)", x, x,
                 rec_name(S));
    } else {
      e->sem.ref = REF_NODES;
      CxType t = sema_ty_unknown();
      t.kind = TY_NODES;
      return t;
    }
    return sema_ty_unknown();
  }
  if (!sema_name_eq(name, "root")) {
    sema_error(S, e->u.field.name_loc, "the input '%s' has no member '%s'; its root node is %s.root", input->name,
               name ? name : "?", input->name);
    if (name) sema_note(S, e->u.field.name_loc, "and %s.nodes, in a reduction, ranges over all its nodes", input->name);
    return sema_ty_unknown();
  }
  if (c->kind == CTX_FN) {
    sema_error(S, e->loc, "fn '%s' cannot use the input '%s': fns are pure tensor helpers; pass them what they need as arguments",
               c->owner->name, input->name);
    return sema_ty_unknown();
  }
  /* Its uses say what is wrong with it (node(t.root) in the rec is the
   * recursion rule, not a misplaced root). */
  e->sem.ref = REF_ROOT;
  CxType t = sema_ty_unknown();
  t.kind = TY_NODE;
  return t;
}

static const char *first_int_field(Sema *S) {
  if (S->input)
    for (int i = 0; i < S->input->u.input.nfields; i++)
      if (S->field_types && S->field_types[i].kind == TY_INT && S->input->u.input.fields[i])
        return S->input->u.input.fields[i]->name;
  return "word";
}

static CxType node_field(Sema *S, Ctx *c, AstExpr *e, AstExpr *base) {
  const char *name = e->u.field.name;
  const char *bx = sema_expr_text(S, base);
  SemRefKind bref = base->sem.ref;
  if (!name) return sema_ty_unknown();
  if (bref == REF_ROOT && !root_allowed(S, c, base)) return sema_ty_unknown();
  const char *nv = c->node_var ? c->node_var : "n";
  if (strcmp(name, "child") == 0) {
    sema_error(S, e->loc, "'%s.child' must be indexed with a compile-time int, e.g. %s.child[0]", bx, bx);
    return sema_ty_unknown();
  }
  bool per_node = c->kind == CTX_REC || (c->kind == CTX_OUTPUT && c->node_var);
  bool children = strcmp(name, "children") == 0, parents = strcmp(name, "parents") == 0;
  /* `children` is reserved (v1); a v1 input may have a field `parents`. */
  for (int i = 0; parents && S->input && i < S->input->u.input.nfields; i++)
    if (S->input->u.input.fields[i] && sema_name_eq(S->input->u.input.fields[i]->name, name)) parents = false;
  if (children || parents) {
    if (per_node && bref == REF_NODE_VAR && c->allow_children) {
      e->sem.ref = children ? REF_CHILDREN : REF_PARENTS;
      CxType t = sema_ty_unknown();
      t.kind = TY_NODES;
      return t;
    }
    if (!per_node)
      sema_error(S, e->loc, "'%s.%s' is only available in a reduction inside a rec or a per-node output", bx, name);
    else if (bref != REF_NODE_VAR)
      sema_error(S, e->loc, "'%s.%s' reaches beyond the %s of '%s': the rec may only read its own node's %s", bx, name,
                 name, nv, name);
    else
      sema_error(S, e->loc, "'%s.%s' can only be the range of a reduction, e.g. sum(k in %s.%s) %s(k)", bx, name, bx, name,
                 rec_name(S));
    return sema_ty_unknown();
  }
  if (strcmp(name, "arity") == 0) {
    e->sem.ref = REF_ARITY;
    return sema_ty_int();
  }
  if (!S->input) return sema_ty_unknown(); /* reported: the model has no input */
  /* A declared field of that name wins over the built-ins below, so a v1
   * input with a field `depth` keeps its meaning. */
  for (int i = 0; i < S->input->u.input.nfields; i++) {
    AstField *f = S->input->u.input.fields[i];
    if (f && sema_name_eq(f->name, name)) {
      f->used = true;
      e->sem.ref = REF_FIELD;
      e->sem.index = i;
      return S->field_types[i];
    }
  }
  bool dag = S->input->u.input.kind == INPUT_DAG;
  if (strcmp(name, "parent") == 0) {
    /* n.parent (v2): the parent of a tree or seq node, where the root
     * cannot be. */
    if (dag) {
      sema_error(S, e->loc, "'%s.parent' is not available in a dag: a node may have several parents; reduce over them with 'p in %s.parents'",
                 bx, bx);
      return sema_ty_unknown();
    }
    if (!per_node || bref != REF_NODE_VAR) {
      if (!per_node)
        sema_error(S, e->loc, "'%s.parent' is only available in a rec or a per-node output", bx);
      else
        sema_error(S, e->loc, "'%s.parent' reaches beyond the parent of '%s': a rec may only read its own node's parent", bx,
                   nv);
      return sema_ty_unknown();
    }
    if (c->kind == CTX_OUTPUT) {
      sema_error(S, e->loc, "'%s.parent' is read where '%s' may be the root, which has no parent; an output cannot test root(%s): reduce over 'p in %s.parents' (empty at the root), e.g. sum(p in %s.parents) %s(p)",
                 bx, nv, nv, nv, nv, rec_name(S));
      return sema_ty_unknown();
    }
    if (!c->root_excluded) {
      sema_error(S, e->loc, "'%s.parent' is read where '%s' may be the root, which has no parent; return before it with 'if root(%s) { ... }', or guard it with 'if !root(%s)' (or reduce over 'p in %s.parents', empty at the root)",
                 bx, nv, nv, nv, nv);
      return sema_ty_unknown();
    }
    e->sem.ref = REF_PARENT;
    CxType t = sema_ty_unknown();
    t.kind = TY_NODE;
    return t;
  }
  static const char *const node_ints[] = {[NODE_INT_INDEX] = "index", [NODE_INT_DEPTH] = "depth",
                                          [NODE_INT_HEIGHT] = "height"};
  for (int k = 0; k < 3; k++) {
    if (strcmp(name, node_ints[k]) != 0) continue;
    /* In a dag a node has no single parent, so no position among its
     * parent's children; a child of a reduction over children has one. */
    bool child_pos = (bref == REF_REDUCE_VAR && base->sem.index == RANGE_CHILDREN) || bref == REF_CHILD;
    if (k == NODE_INT_INDEX && dag && !child_pos) {
      sema_error(S, e->loc, "'%s.index' is not available in a dag: a node has no single parent; 'k.index' of 'k in %s.children' is a child's position",
                 bx, nv);
      return sema_ty_unknown();
    }
    e->sem.ref = REF_NODE_INT;
    e->sem.index = k;
    return sema_ty_int();
  }
  sema_cand_reset(S);
  for (int i = 0; i < S->input->u.input.nfields; i++)
    if (S->input->u.input.fields[i]) sema_cand_add(S, S->input->u.input.fields[i]->name);
  sema_cand_add(S, "arity");
  sema_cand_add(S, "child");
  sema_cand_add(S, "children");
  sema_cand_add(S, "parent");
  sema_cand_add(S, "parents");
  sema_cand_add(S, "index");
  sema_cand_add(S, "depth");
  sema_cand_add(S, "height");
  sema_error(S, e->u.field.name_loc, "unknown field '%s' of '%s'%s", name, bx, sema_did_you_mean(S, name));
  sema_note(S, S->input->name_loc, "the fields of the input '%s' are declared here", S->input->name);
  return sema_ty_unknown();
}

/* The field `e` of a base whose type is already known. */
static CxType field_of(Sema *S, Ctx *c, AstExpr *e, const CxType *bt) {
  AstExpr *base = e->u.field.base;
  const char *name = e->u.field.name;
  const char *bx = sema_expr_text(S, base);
  switch (bt->kind) {
  case TY_UNKNOWN:
  case TY_NODES: return sema_ty_unknown();
  case TY_NODE: return node_field(S, c, e, base);
  case TY_TUPLE:
    for (int i = 0; i < bt->nfields; i++)
      if (sema_name_eq(bt->field_names[i], name)) {
        e->sem.ref = REF_TUPLE_GET;
        e->sem.index = i;
        return sema_ty_tensor(&bt->field_shapes[i]);
      }
    sema_cand_reset(S);
    for (int i = 0; i < bt->nfields; i++) sema_cand_add(S, bt->field_names[i]);
    {
      const char *dym = sema_did_you_mean(S, name);
      if (*dym) {
        sema_error(S, e->u.field.name_loc, "the tuple '%s' has no component '%s'%s", bx, name, dym);
      } else {
        char *list = arena_strdup(S->arena, "");
        for (int i = 0; i < bt->nfields; i++)
          list = arena_printf(S->arena, "%s%s%s", list, i == 0 ? "" : i == bt->nfields - 1 ? " and " : ", ",
                              bt->field_names[i]);
        sema_error(S, e->u.field.name_loc, "the tuple '%s' has no component '%s'; its components are %s", bx, name, list);
      }
    }
    return sema_ty_unknown();
  case TY_TENSOR:
    sema_error(S, e->u.field.name_loc, "'%s' is a tensor %s; it has no component '%s'", bx,
               sema_shape_str(S, &bt->shape), name);
    return sema_ty_unknown();
  case TY_INT:
  case TY_BOOL:
    sema_error(S, e->u.field.name_loc, "%s; it has no field '%s'", sema_describe(S, base), name);
    return sema_ty_unknown();
  }
  return sema_ty_unknown();
}

static CxType type_field(Sema *S, Ctx *c, AstExpr *e) {
  AstExpr *base = e->u.field.base;
  if (!base) return sema_ty_unknown();
  if (base->kind == EXPR_NAME && !sema_find_local(S, c, base->u.name)) {
    AstDecl *d = sema_global(S, base->u.name);
    if (d && d->kind == DECL_INPUT) {
      memset(&base->sem, 0, sizeof base->sem);
      base->sem.ref = REF_INPUT;
      base->sem.decl = d;
      return input_member(S, c, e, d);
    }
    /* `t.root` in a model without an input: "the model has no input" says
     * it, "unknown name 't'" before it would only be a consequence. */
    if (!d && !S->input && sema_name_eq(e->u.field.name, "root")) {
      memset(&base->sem, 0, sizeof base->sem);
      return sema_ty_unknown();
    }
  }
  CxType bt = sema_expr(S, c, base);
  return field_of(S, c, e, &bt);
}

/* n.child[K] */
static CxType child_access(Sema *S, Ctx *c, AstExpr *e, AstExpr *field, AstExpr *node) {
  AstExpr *ix = e->u.index.index;
  sema_expr(S, c, ix);
  field->sem.type.kind = TY_NODES;
  const char *x = sema_expr_text(S, e);
  const char *nv = c->node_var ? c->node_var : "n";
  if (node->sem.ref == REF_ROOT && !root_allowed(S, c, node)) return sema_ty_unknown();
  if (c->kind != CTX_REC) {
    sema_error(S, e->loc, "'%s' is only available in the rec; an output sees its node as a whole (%s(%s), %s.FIELD)", x,
               rec_name(S), nv, nv);
    return sema_ty_unknown();
  }
  if (node->sem.ref != REF_NODE_VAR) {
    sema_error(S, e->loc, "'%s' reaches beyond the children of '%s': the rec may only read its own node's children", x, nv);
    return sema_ty_unknown();
  }
  int64_t k;
  if (!ix || ix->sem.type.kind == TY_UNKNOWN) return sema_ty_unknown();
  if (ix->sem.type.kind == TY_INT && !ix->sem.is_const) {
    sema_error(S, ix->loc, "the child index must be a compile-time int; to visit every child use a reduction, e.g. sum(k in %s.children) %s(k)",
               nv, rec_name(S));
    return sema_ty_unknown();
  }
  if (!sema_const_int(S, ix, "the child index", &k)) return sema_ty_unknown();
  if (k < 0) {
    sema_error(S, ix->loc, "%s.child[%" PRId64 "] is out of range: child indexes start at 0", nv, k);
    return sema_ty_unknown();
  }
  const AstDecl *in = S->input;
  if (in && ((in->u.input.kind == INPUT_TREE && in->u.input.arity > 0 && k >= in->u.input.arity) ||
             (in->u.input.kind == INPUT_SEQ && k >= 1))) {
    sema_error(S, ix->loc, "%s.child[%" PRId64 "] is out of range: the input '%s' is %s (%s)", nv, k, in->name,
               sema_input_kind_text(S, in), sema_arity_text(S, in));
    return sema_ty_unknown();
  }
  e->sem.ref = REF_CHILD;
  e->sem.index = k > INT32_MAX ? INT32_MAX : (int)k;
  CxType t = sema_ty_unknown();
  t.kind = TY_NODE;
  return t;
}

static CxType type_index(Sema *S, Ctx *c, AstExpr *e) {
  AstExpr *base = e->u.index.base, *ix = e->u.index.index;
  if (!base || !ix) return sema_ty_unknown();
  CxType bt;
  if (base->kind == EXPR_FIELD && sema_name_eq(base->u.field.name, "child") && base->u.field.base) {
    /* n.child[K] is one form: type the node, then decide. */
    memset(&base->sem, 0, sizeof base->sem);
    AstExpr *node = base->u.field.base;
    CxType nt;
    bool input = false;
    if (node->kind == EXPR_NAME && !sema_find_local(S, c, node->u.name)) {
      AstDecl *d = sema_global(S, node->u.name);
      input = d && d->kind == DECL_INPUT;
    }
    nt = input ? type_field(S, c, base) : sema_expr(S, c, node);
    if (input) {
      sema_expr(S, c, ix);
      return sema_ty_unknown();
    }
    if (nt.kind == TY_NODE) return child_access(S, c, e, base, node);
    bt = field_of(S, c, base, &nt);
    base->sem.type = bt;
  } else {
    bt = sema_expr(S, c, base);
  }
  CxType it = sema_expr(S, c, ix);
  if (bt.kind == TY_UNKNOWN) return sema_ty_unknown();
  const char *bx = sema_expr_text(S, base);
  if (bt.kind != TY_TENSOR) {
    if (bt.kind == TY_TUPLE)
      sema_error(S, e->loc, "'%s' is a tuple %s; select a component before indexing, e.g. %s.%s[...]", bx,
                 sema_type_str(S, &bt), bx, bt.field_names[0]);
    else if (bt.kind != TY_NODES)
      sema_error(S, e->loc, "cannot index '%s': %s", bx, sema_describe(S, base));
    return sema_ty_unknown();
  }
  if (bt.shape.rank == 0) {
    sema_error(S, e->loc, "cannot index '%s': it is a scalar []", bx);
    return sema_ty_unknown();
  }
  if (it.kind == TY_UNKNOWN) return sema_ty_unknown();
  if (it.kind == TY_NODE) {
    const char *x = sema_expr_text(S, ix);
    sema_error(S, ix->loc, "'%s' is a node; index with one of its int fields, e.g. %s[%s.%s]", x, bx, x, first_int_field(S));
    return sema_ty_unknown();
  }
  if (it.kind != TY_INT) {
    sema_error(S, ix->loc, "the index of '%s' must be an int (a row number), but %s", bx, sema_describe(S, ix));
    return sema_ty_unknown();
  }
  if (ix->sem.is_const && (ix->sem.ival < 0 || ix->sem.ival >= bt.shape.dims[0])) {
    sema_error(S, ix->loc, "row %" PRId64 " is out of range for '%s' %s (rows 0 to %" PRId64 ")", ix->sem.ival, bx,
               sema_shape_str(S, &bt.shape), bt.shape.dims[0] - 1);
    return sema_ty_unknown();
  }
  e->sem.ref = REF_ROW;
  CxShape s;
  memset(&s, 0, sizeof s);
  s.rank = bt.shape.rank - 1;
  for (int i = 0; i < s.rank; i++) s.dims[i] = bt.shape.dims[i + 1];
  return sema_ty_tensor(&s);
}

static CxType type_slice(Sema *S, Ctx *c, AstExpr *e) {
  AstExpr *base = e->u.slice.base, *lo = e->u.slice.lo, *hi = e->u.slice.hi;
  CxType bt = sema_expr(S, c, base);
  CxType lt = sema_expr(S, c, lo), ht = sema_expr(S, c, hi);
  if (!base || !lo || !hi || bt.kind == TY_UNKNOWN) return sema_ty_unknown();
  const char *bx = sema_expr_text(S, base);
  CxShape s;
  if (bt.kind == TY_TENSOR && bt.shape.rank == 0) {
    sema_error(S, e->loc, "cannot slice '%s': it is a scalar []", bx);
    return sema_ty_unknown();
  }
  if (bt.kind != TY_TENSOR || bt.shape.rank == 0) {
    if (sema_want_tensor(S, c, base, &s) > 0) sema_error(S, e->loc, "cannot slice '%s': %s", bx, sema_describe(S, base));
    return sema_ty_unknown();
  }
  s = bt.shape;
  int64_t a, b;
  if (lt.kind == TY_UNKNOWN || ht.kind == TY_UNKNOWN) return sema_ty_unknown();
  bool oka = sema_const_int(S, lo, "a slice bound", &a);
  bool okb = sema_const_int(S, hi, "a slice bound", &b);
  if (!oka || !okb) return sema_ty_unknown();
  int64_t d = s.dims[0];
  if (a < 0 || b <= a || b > d) {
    sema_error(S, e->loc, "slice [%" PRId64 ":%" PRId64 "] is out of range for dimension 0 of '%s' %s, which is %" PRId64
               " (need 0 <= lo < hi <= %" PRId64 ")",
               a, b, bx, sema_shape_str(S, &s), d, d);
    return sema_ty_unknown();
  }
  s.dims[0] = b - a;
  return sema_ty_tensor(&s);
}

/* ---- reductions ---- */

static const char *reduce_name(AstReduceKind k) {
  switch (k) {
  case RED_SUM: return "sum";
  case RED_MAX: return "max";
  case RED_MEAN: return "mean";
  }
  return "sum";
}

/* Whether a typed expression depends on the node variable of a per-node
 * output (directly, through a let, or through an inlined fn's arguments);
 * *at is set to the use. */
static bool uses_node_var(const AstExpr *e, const AstExpr **at, int depth) {
  if (!e || depth > SEMA_MAX_EXPR_DEPTH) return false;
  switch (e->kind) {
  case EXPR_NAME:
    if (e->sem.ref == REF_NODE_VAR) {
      *at = e;
      return true;
    }
    if (e->sem.ref == REF_LET && e->sem.let_stmt && uses_node_var(e->sem.let_stmt->u.let.value, at, depth + 1)) {
      *at = e;
      return true;
    }
    return false;
  case EXPR_UNARY: return uses_node_var(e->u.unary.operand, at, depth + 1);
  case EXPR_BINARY:
    return uses_node_var(e->u.binary.lhs, at, depth + 1) || uses_node_var(e->u.binary.rhs, at, depth + 1);
  case EXPR_CALL:
    for (int i = 0; i < e->u.call.nargs; i++)
      if (uses_node_var(e->u.call.args[i], at, depth + 1)) return true;
    return false;
  case EXPR_FIELD: return uses_node_var(e->u.field.base, at, depth + 1);
  case EXPR_INDEX:
    return uses_node_var(e->u.index.base, at, depth + 1) || uses_node_var(e->u.index.index, at, depth + 1);
  case EXPR_SLICE: return uses_node_var(e->u.slice.base, at, depth + 1);
  case EXPR_REDUCE: return uses_node_var(e->u.reduce.over, at, depth + 1) || uses_node_var(e->u.reduce.body, at, depth + 1);
  default: return false;
  }
}

static const char *range_text(AstRangeKind r) {
  return r == RANGE_CHILDREN ? "children" : r == RANGE_PARENTS ? "parents" : "nodes";
}

static CxType type_reduce(Sema *S, Ctx *c, AstExpr *e) {
  const char *op = reduce_name(e->u.reduce.op);
  AstExpr *over = e->u.reduce.over;
  if (c->kind == CTX_FN) {
    sema_error(S, e->loc, "fn '%s' cannot reduce over children: fns have no nodes; reduce in the rec and pass the result",
               c->owner->name);
    return sema_ty_unknown();
  }
  /* A structure-level output has no node whose children or parents it
   * could reduce over (v1 allowed reductions in the rec only). */
  bool node_range = over && over->kind == EXPR_FIELD && over->u.field.name &&
                    (strcmp(over->u.field.name, "children") == 0 || strcmp(over->u.field.name, "parents") == 0);
  if (c->kind == CTX_OUTPUT && !c->node_var && node_range && c->reduce_depth == 0) {
    sema_error(S, e->loc, "a reduction over %s can only be used in a rec or a per-node output; compute it there and output the rec's state, e.g. %s(%s)",
               over->u.field.name, rec_name(S),
               S->input ? arena_printf(S->arena, "%s.root", S->input->name) : "t.root");
    return sema_ty_unknown();
  }
  bool nested_children = c->reduce_depth > 0 && node_range && strcmp(over->u.field.name, "children") == 0 &&
                         c->reduce_range == RANGE_CHILDREN;
  if (nested_children) {
    sema_error(S, e->loc, "reductions over children cannot be nested");
    return sema_ty_unknown();
  }
  if (c->reduce_depth > 0 && node_range) {
    sema_error(S, e->loc, "reductions cannot be nested: this %s(... in %s) is inside a reduction over %s; compute it in a let before",
               op, sema_expr_text(S, over), range_text(c->reduce_range));
    return sema_ty_unknown();
  }
  bool saved_allow = c->allow_children;
  c->allow_children = true;
  CxType ot = sema_expr(S, c, over);
  c->allow_children = saved_allow;
  if (over && ot.kind != TY_NODES && ot.kind != TY_UNKNOWN) {
    if (c->kind == CTX_OUTPUT && !c->node_var)
      sema_error(S, over->loc, "a reduction in a per-structure output ranges over all nodes of the structure: %s(%s in %s.nodes) ...",
                 op, e->u.reduce.var ? e->u.reduce.var : "k", S->input ? S->input->name : "t");
    else
      sema_error(S, over->loc, "a reduction ranges over the children of the node: %s(%s in %s.children) ...", op,
                 e->u.reduce.var ? e->u.reduce.var : "k", c->node_var ? c->node_var : "n");
  }
  if (ot.kind != TY_NODES) {
    /* Still type the body, for its own mistakes. */
    int mark = S->nlocals;
    if (e->u.reduce.var) sema_push_local(S, e->u.reduce.var, LOCAL_REDUCE_VAR, e->u.reduce.var_loc)->type.kind = TY_NODE;
    c->reduce_depth++;
    sema_expr(S, c, e->u.reduce.body);
    c->reduce_depth--;
    S->nlocals = mark;
    return sema_ty_unknown();
  }
  AstRangeKind range = over->sem.ref == REF_PARENTS ? RANGE_PARENTS : over->sem.ref == REF_NODES ? RANGE_NODES : RANGE_CHILDREN;
  if (c->reduce_depth > 0) {
    if (range == RANGE_NODES && c->reduce_range == RANGE_NODES)
      sema_error(S, e->loc, "node-set reductions do not nest: compute the inner one in a let before the outer one");
    else
      sema_error(S, e->loc, "reductions cannot be nested: this %s(... in %s) is inside a reduction over %s; compute it in a let before",
                 op, sema_expr_text(S, over), range_text(c->reduce_range));
    return sema_ty_unknown();
  }
  int mark = S->nlocals;
  if (e->u.reduce.var) {
    sema_check_shadow(S, c, "reduction variable", e->u.reduce.var, e->u.reduce.var_loc);
    Local *l = sema_push_local(S, e->u.reduce.var, LOCAL_REDUCE_VAR, e->u.reduce.var_loc);
    l->type.kind = TY_NODE;
    l->index = range;
  }
  e->sem.index = range;
  c->reduce_depth++;
  c->reduce_range = range;
  sema_expr(S, c, e->u.reduce.body);
  c->reduce_depth--;
  S->nlocals = mark;
  AstExpr *body = e->u.reduce.body;
  if (!body || body->sem.type.kind == TY_UNKNOWN) return sema_ty_unknown();
  CxShape s;
  if (body->sem.type.kind != TY_TENSOR && !(body->sem.type.kind == TY_INT && body->sem.is_const)) {
    if (body->sem.type.kind == TY_TUPLE)
      sema_error(S, body->loc, "the body of %s(...) must be a tensor, but %s; select a component, e.g. %s.%s", op,
                 sema_describe(S, body), sema_expr_text(S, body), body->sem.type.field_names[0]);
    else if (sema_want_tensor(S, c, body, &s) > 0)
      sema_error(S, body->loc, "the body of %s(...) must be a tensor, but %s", op, sema_describe(S, body));
    return sema_ty_unknown();
  }
  if (sema_want_tensor(S, c, body, &s) <= 0) return sema_ty_unknown();
  /* Computed once per structure: it may not depend on a per-node
   * output's own node. */
  const AstExpr *at = NULL;
  if (range == RANGE_NODES && c->node_var && uses_node_var(body, &at, 0)) {
    sema_error(S, at->loc, "the body of a node-set reduction cannot use '%s', the node of output '%s': it is computed once per structure, for all nodes; use '%s' outside the reduction",
               c->node_var, c->owner->name, sema_expr_text(S, at));
    return sema_ty_unknown();
  }
  return sema_ty_tensor(&s);
}

/* ---- calls ---- */

/* Records that the rec being typed applies itself to a child (REC_UP)
 * or to the parent (REC_DOWN); both is an error, reported once. */
static void note_direction(Sema *S, RecInfo *r, bool up, CxLoc loc) {
  if (!r) return;
  if (up && !r->up) {
    r->up = true;
    r->up_loc = loc;
  } else if (!up && !r->down) {
    r->down = true;
    r->down_loc = loc;
  }
  if (r->up && r->down && !r->both_reported) {
    r->both_reported = true;
    const char *name = r->d->name;
    sema_error(S, loc, "the rec '%s' applies itself both to a child and to the parent; a rec runs in one direction, bottom-up or top-down: split it into two recs (one may apply the other)",
               name);
    if (up) sema_note(S, r->down_loc, "'%s' is applied to the parent here", name);
    else sema_note(S, r->up_loc, "'%s' is applied to a child here", name);
  }
}

static void add_dep(Sema *S, RecInfo *from, RecInfo *to, CxLoc loc) {
  if (!from || !to) return;
  for (int i = 0; i < from->ndeps; i++)
    if (from->deps[i].to == to) return;
  if (from->ndeps == from->capdeps) {
    from->capdeps = from->capdeps ? from->capdeps * 2 : 4;
    from->deps = cx_xrealloc(from->deps, sizeof *from->deps * (size_t)from->capdeps);
  }
  from->deps[from->ndeps++] = (RecDep){to, loc};
}

static CxType rec_call(Sema *S, Ctx *c, AstExpr *e, AstDecl *rec) {
  e->sem.ref = REF_REC_CALL;
  e->sem.decl = rec;
  if (c->kind == CTX_FN) {
    sema_error(S, e->loc, "fn '%s' cannot call the rec '%s': fns have no nodes; compute node states in the rec and pass them as arguments",
               c->owner->name, rec->name);
    return sema_ty_unknown();
  }
  int n = e->u.call.nargs;
  for (int i = 0; i < n; i++) sema_expr(S, c, e->u.call.args[i]);
  const char *nv = c->node_var ? c->node_var : "n";
  if (n != 1) {
    sema_error(S, e->loc, "wrong number of arguments to the rec '%s': expected 1 node, got %d (e.g. %s(%s.child[0]))",
               rec->name, n, rec->name, nv);
    return rec->sem.type;
  }
  AstExpr *a = e->u.call.args[0];
  if (!a || a->sem.type.kind == TY_UNKNOWN) return rec->sem.type;
  SemRefKind r = a->sem.type.kind == TY_NODE ? a->sem.ref : REF_NONE;
  int range = r == REF_REDUCE_VAR ? a->sem.index : -1;
  bool child = r == REF_CHILD || range == RANGE_CHILDREN;
  bool parent = r == REF_PARENT || range == RANGE_PARENTS;
  if (c->kind == CTX_REC) {
    RecInfo *self = sema_rec_info(S, c->owner), *to = sema_rec_info(S, rec);
    if (rec == c->owner) {
      if (child || parent) {
        note_direction(S, self, child, a->loc);
      } else if (self && self->down && !self->up) {
        sema_error(S, a->loc, "the rec '%s' may only be applied to the parent of '%s' (%s.parent or a reduction variable over %s.parents); recursion on anything else may not terminate and cannot be linearized",
                   rec->name, nv, nv, nv);
      } else {
        sema_error(S, a->loc, "the rec '%s' may only be applied to a child of '%s' (%s.child[K] or a reduction variable); recursion on anything else may not terminate and cannot be linearized",
                   rec->name, nv, nv);
      }
    } else if (child || parent || r == REF_NODE_VAR) {
      add_dep(S, self, to, e->loc);
    } else {
      sema_error(S, a->loc, "in the rec '%s', the rec '%s' may only be applied to '%s', a child of '%s' or its parent",
                 c->owner->name, rec->name, nv, nv);
    }
  } else if (c->kind == CTX_OUTPUT) {
    if (c->node_var && r != REF_NODE_VAR && r != REF_REDUCE_VAR)
      sema_error(S, a->loc, "in a per-node output the rec '%s' applies to the output's node: %s(%s)", rec->name, rec->name,
                 c->node_var);
    else if (!c->node_var && r != REF_ROOT && range != RANGE_NODES)
      sema_error(S, a->loc, "in a per-structure output the rec '%s' applies to the root of the input: %s(%s.root)", rec->name,
                 rec->name, S->input ? S->input->name : "t");
  }
  return rec->sem.type;
}

static CxType type_call(Sema *S, Ctx *c, AstExpr *e) {
  const char *name = e->u.call.callee;
  int id = sema_builtin_id(name);
  /* root and float became built-ins in v2: a v1 model's own fn or rec of
   * that name keeps its meaning. */
  if ((id == BUILTIN_ROOT || id == BUILTIN_FLOAT) &&
      (sema_rec(S, name) || (sema_global(S, name) && sema_global(S, name)->kind == DECL_FN)))
    id = -1;
  if (id >= 0) return sema_builtin_call(S, c, e, id);
  RecInfo *ri = sema_rec(S, name);
  if (ri) return rec_call(S, c, e, ri->d);
  AstDecl *d = sema_global(S, name);
  if (d && d->kind == DECL_FN) return sema_fn_call(S, c, e, d);
  for (int i = 0; i < e->u.call.nargs; i++) sema_expr(S, c, e->u.call.args[i]);
  Local *l = sema_find_local(S, c, name);
  if (l) {
    sema_error(S, e->u.call.callee_loc, "'%s' is a %s, not a function", name, local_kind_text(l->kind));
    return sema_ty_unknown();
  }
  if (d) {
    sema_error(S, e->u.call.callee_loc, "'%s' is a%s %s, not a function", name, d->kind == DECL_INPUT ? "n" : "",
               sema_decl_kind_text(d));
    return sema_ty_unknown();
  }
  sema_cand_reset(S);
  for (int i = 0; cx_builtin_names[i]; i++) sema_cand_add(S, cx_builtin_names[i]);
  for (int i = 0; i < S->ndecls; i++)
    if (S->decls[i]->kind == DECL_FN || S->decls[i]->kind == DECL_REC) sema_cand_add(S, S->decls[i]->name);
  sema_error(S, e->u.call.callee_loc, "unknown function '%s'%s", name ? name : "?", sema_did_you_mean(S, name));
  return sema_ty_unknown();
}

/* ---- the dispatcher ---- */

CxType sema_expr(Sema *S, Ctx *c, AstExpr *e) {
  if (!e) return sema_ty_unknown();
  memset(&e->sem, 0, sizeof e->sem);
  if (S->depth >= SEMA_MAX_EXPR_DEPTH) {
    sema_error(S, e->loc, "expression nests too deeply");
    return sema_ty_unknown();
  }
  S->depth++;
  CxType t = sema_ty_unknown();
  if ((c->kind == CTX_CONST || c->kind == CTX_DIM) && e->kind != EXPR_INT && e->kind != EXPR_NAME &&
      e->kind != EXPR_UNARY && e->kind != EXPR_BINARY) {
    if (e->kind == EXPR_FLOAT)
      sema_error(S, e->loc, "%s must be a compile-time int, not a float", c->what);
    else
      sema_error(S, e->loc, "%s must be a compile-time int expression (int literals, consts and + - * / %% << >>)", c->what);
  } else {
    switch (e->kind) {
    case EXPR_INT:
      e->sem.is_const = true;
      e->sem.ival = e->u.ival;
      t = sema_ty_int();
      break;
    case EXPR_FLOAT: t = sema_ty_scalar(); break;
    case EXPR_NAME: t = type_name(S, c, e); break;
    case EXPR_UNARY: t = type_unary(S, c, e); break;
    case EXPR_BINARY: t = type_binary(S, c, e); break;
    case EXPR_CALL: t = type_call(S, c, e); break;
    case EXPR_FIELD: t = type_field(S, c, e); break;
    case EXPR_INDEX: t = type_index(S, c, e); break;
    case EXPR_SLICE: t = type_slice(S, c, e); break;
    case EXPR_REDUCE: t = type_reduce(S, c, e); break;
    case EXPR_TUPLE:
      for (int i = 0; i < e->u.tuple.nitems; i++) sema_expr(S, c, e->u.tuple.items[i]);
      sema_error(S, e->loc, "a tuple can only be returned, e.g. 'return (a, b);'; to use several values, bind each with let");
      break;
    case EXPR_SHAPE:
      sema_error(S, e->loc, "a shape such as [H] can only be the argument of zeros or ones, e.g. zeros([H])");
      break;
    }
  }
  S->depth--;
  e->sem.type = t;
  return t;
}
