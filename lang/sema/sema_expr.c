/* Semantic analysis of expressions: name resolution, compile-time ints,
 * operators, calls and static shape inference; the node-access forms and
 * reductions are in sema_node.c.
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

const char *sema_rec_name(Sema *S) { return S->rec ? S->rec->name : "node"; }

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
               sema_rec_name(S), x);
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
    /* The values often come from the command line: say which. */
    for (int i = 0; i < S->s->ndefines; i++)
      if (S->s->defines[i].used) {
        char origin[160];
        sema_note(S, oploc, "%s = %" PRId64 " from %s", S->s->defines[i].name, S->s->defines[i].value,
                  cx_define_origin(&S->s->defines[i], origin, sizeof origin));
      }
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
    else if (a.rank == 1 && b.rank == 1)
      why = "two vectors do not multiply with '@': use dot(a, b) for their inner product";
    else if (a.rank == 1 && b.rank != 2)
      why = "a vector [K] on the left needs a matrix [K, N] on the right";
    else if (a.rank != 1 && a.rank != 2 && a.rank != 3)
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
    case EXPR_FIELD: t = sema_type_field(S, c, e); break;
    case EXPR_INDEX: t = sema_type_index(S, c, e); break;
    case EXPR_SLICE: t = sema_type_slice(S, c, e); break;
    case EXPR_REDUCE: t = sema_type_reduce(S, c, e); break;
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
