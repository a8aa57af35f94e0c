/* The built-in functions: their names (cx_builtin_names, for "did you
 * mean" and completion), their signatures, and their typing rules.
 *
 * A call to a builtin keeps its arguments as written; sema records the
 * builtin's id (CxBuiltinId, lang/session.h) in sem.index and its result
 * type.  A compile-time int argument where a tensor is expected is an f32
 * scalar, as in arithmetic. */
#include "lang/sema/sema_internal.h"

#include <inttypes.h>
#include <string.h>

typedef struct BuiltinInfo {
  int min_args, max_args; /* max_args < 0: no limit */
  const char *usage;
} BuiltinInfo;

const char *const cx_builtin_names[] = {
    [BUILTIN_SIGMOID] = "sigmoid", [BUILTIN_TANH] = "tanh",       [BUILTIN_RELU] = "relu",
    [BUILTIN_EXP] = "exp",         [BUILTIN_LOG] = "log",         [BUILTIN_SQRT] = "sqrt",
    [BUILTIN_ABS] = "abs",         [BUILTIN_SOFTMAX] = "softmax", [BUILTIN_LOG_SOFTMAX] = "log_softmax",
    [BUILTIN_ARGMAX] = "argmax",   [BUILTIN_SUM] = "sum",         [BUILTIN_MEAN] = "mean",
    [BUILTIN_DOT] = "dot",         [BUILTIN_MAX] = "max",         [BUILTIN_MIN] = "min",
    [BUILTIN_CONCAT] = "concat",   [BUILTIN_TRANSPOSE] = "transpose", [BUILTIN_ZEROS] = "zeros",
    [BUILTIN_ONES] = "ones",       [BUILTIN_LEAF] = "leaf",       [BUILTIN_ROOT] = "root",
    [BUILTIN_FLOAT] = "float",     [BUILTIN_COUNT] = NULL,
};

static const BuiltinInfo info[BUILTIN_COUNT] = {
    [BUILTIN_SIGMOID] = {1, 1, "sigmoid(x)"},
    [BUILTIN_TANH] = {1, 1, "tanh(x)"},
    [BUILTIN_RELU] = {1, 1, "relu(x)"},
    [BUILTIN_EXP] = {1, 1, "exp(x)"},
    [BUILTIN_LOG] = {1, 1, "log(x)"},
    [BUILTIN_SQRT] = {1, 1, "sqrt(x)"},
    [BUILTIN_ABS] = {1, 1, "abs(x)"},
    [BUILTIN_SOFTMAX] = {1, 1, "softmax(x) with x : [N]"},
    [BUILTIN_LOG_SOFTMAX] = {1, 1, "log_softmax(x) with x : [N]"},
    [BUILTIN_ARGMAX] = {1, 1, "argmax(x) with x : [N]"},
    [BUILTIN_SUM] = {1, 1, "sum(x), or sum(k in n.children) EXPR"},
    [BUILTIN_MEAN] = {1, 1, "mean(x), or mean(k in n.children) EXPR"},
    [BUILTIN_DOT] = {2, 2, "dot(a, b) with a, b : [N]"},
    [BUILTIN_MAX] = {2, 2, "max(a, b), or max(k in n.children) EXPR"},
    [BUILTIN_MIN] = {2, 2, "min(a, b)"},
    [BUILTIN_CONCAT] = {2, -1, "concat(a, b, ...)"},
    [BUILTIN_TRANSPOSE] = {1, 1, "transpose(M) with M : [R, C]"},
    [BUILTIN_ZEROS] = {1, 1, "zeros([D, ...])"},
    [BUILTIN_ONES] = {1, 1, "ones([D, ...])"},
    [BUILTIN_LEAF] = {1, 1, "leaf(n)"},
    [BUILTIN_ROOT] = {1, 1, "root(n)"},
    [BUILTIN_FLOAT] = {1, 1, "float(E) with E a run-time int or a condition"},
};

int sema_builtin_id(const char *name) {
  if (!name) return -1;
  for (int i = 0; i < BUILTIN_COUNT; i++)
    if (strcmp(cx_builtin_names[i], name) == 0) return i;
  return -1;
}

static bool check_arity(Sema *S, AstExpr *e, int id) {
  const BuiltinInfo *b = &info[id];
  int n = e->u.call.nargs;
  if (n >= b->min_args && (b->max_args < 0 || n <= b->max_args)) return true;
  const char *expected = b->max_args < 0 ? arena_printf(S->arena, "at least %d", b->min_args)
                                         : arena_printf(S->arena, "%d", b->min_args);
  sema_error(S, e->loc, "wrong number of arguments to '%s': expected %s, got %d (usage: %s)", cx_builtin_names[id],
             expected, n, b->usage);
  return false;
}

/* zeros([H, 2 * H]), ones([...]): the shape's dims are compile-time ints. */
static CxType fill_call(Sema *S, Ctx *c, AstExpr *e, int id) {
  const char *name = cx_builtin_names[id];
  if (!check_arity(S, e, id)) {
    for (int i = 0; i < e->u.call.nargs; i++)
      if (e->u.call.args[i] && e->u.call.args[i]->kind != EXPR_SHAPE) sema_expr(S, c, e->u.call.args[i]);
    return sema_ty_unknown();
  }
  AstExpr *a = e->u.call.args[0];
  if (!a) return sema_ty_unknown();
  if (a->kind != EXPR_SHAPE) {
    CxType t = sema_expr(S, c, a);
    if (t.kind != TY_UNKNOWN)
      sema_error(S, a->loc, "'%s' expects a shape, e.g. %s([H]), but %s", name, name, sema_describe(S, a));
    return sema_ty_unknown();
  }
  memset(&a->sem, 0, sizeof a->sem);
  if (a->u.shape.ndims > CX_MAX_RANK) {
    sema_error(S, a->loc, "the shape of '%s' has rank %d, but tensors have at most %d dimensions", name, a->u.shape.ndims,
               CX_MAX_RANK);
    return sema_ty_unknown();
  }
  CxShape s;
  memset(&s, 0, sizeof s);
  s.rank = a->u.shape.ndims;
  bool ok = true;
  for (int i = 0; i < s.rank; i++) {
    AstExpr *d = a->u.shape.dims[i];
    if (!d) {
      ok = false;
      continue;
    }
    CxType t = sema_expr(S, c, d);
    int64_t v;
    if (t.kind == TY_UNKNOWN || !sema_const_int(S, d, "a dimension", &v)) {
      ok = false;
      continue;
    }
    if (v <= 0) {
      sema_nonpositive_dim(S, d, arena_printf(S->arena, "%s(...)", name), v);
      ok = false;
      continue;
    }
    s.dims[i] = v;
  }
  if (!ok || !sema_shape_fits(S, a->loc, &s, arena_printf(S->arena, "%s(...)", name))) return sema_ty_unknown();
  /* The shape argument is typed as the tensor it describes. */
  a->sem.type = sema_ty_tensor(&s);
  return sema_ty_tensor(&s);
}

/* leaf(n) and (v2) root(n): conditions on a node. */
static CxType leaf_call(Sema *S, Ctx *c, AstExpr *e, int id) {
  const char *name = cx_builtin_names[id];
  if (c->kind == CTX_FN) {
    sema_error(S, e->loc, "%s() cannot be used in fn '%s': fns have no nodes; test %s(n) in the rec", name, c->owner->name,
               name);
    return sema_ty_unknown();
  }
  for (int i = 0; i < e->u.call.nargs; i++) sema_expr(S, c, e->u.call.args[i]);
  if (!check_arity(S, e, id)) return sema_ty_unknown();
  AstExpr *a = e->u.call.args[0];
  if (!a || a->sem.type.kind == TY_UNKNOWN) return sema_ty_unknown();
  if (a->sem.type.kind != TY_NODE) {
    sema_error(S, a->loc, "'%s' expects a node, e.g. %s(%s), but %s", name, name, c->node_var ? c->node_var : "n",
               sema_describe(S, a));
    return sema_ty_unknown();
  }
  return sema_ty_bool();
}

/* float(E) (v2): a run-time int or a condition as an f32 scalar. */
static CxType float_call(Sema *S, Ctx *c, AstExpr *e) {
  for (int i = 0; i < e->u.call.nargs; i++) sema_expr(S, c, e->u.call.args[i]);
  if (!check_arity(S, e, BUILTIN_FLOAT)) return sema_ty_unknown();
  AstExpr *a = e->u.call.args[0];
  if (!a) return sema_ty_unknown();
  switch (a->sem.type.kind) {
  case TY_UNKNOWN: return sema_ty_unknown();
  case TY_INT:
  case TY_BOOL: return sema_ty_scalar();
  case TY_TENSOR:
    sema_error(S, a->loc, "'float' converts a run-time int or a condition to a scalar, but '%s' is a tensor %s, which is float already",
               sema_expr_text(S, a), sema_shape_str(S, &a->sem.type.shape));
    sema_note_operand(S, a);
    return sema_ty_unknown();
  default:
    sema_error(S, a->loc, "'float' converts a run-time int or a condition to a scalar, but %s", sema_describe(S, a));
    return sema_ty_unknown();
  }
}

/* min(a, b) and max(a, b) of ints (v2) when one of them is a run-time
 * int: an int, folded when both are known.  Two compile-time ints keep
 * their v1 meaning (scalar tensors). */
static bool int_minmax(const AstExpr *a, const AstExpr *b) {
  return a && b && a->sem.type.kind == TY_INT && b->sem.type.kind == TY_INT && (!a->sem.is_const || !b->sem.is_const);
}

static CxType elementwise2(Sema *S, AstExpr *e, const CxShape *a, const CxShape *b) {
  if (a->rank == 0) return sema_ty_tensor(b);
  if (b->rank == 0 || sema_shape_eq(a, b)) return sema_ty_tensor(a);
  sema_error(S, e->loc, "shapes %s and %s do not fit '%s': elementwise functions need equal shapes (or a scalar on one side)",
             sema_shape_str(S, a), sema_shape_str(S, b), e->u.call.callee);
  sema_note_operand(S, e->u.call.args[0]);
  sema_note_operand(S, e->u.call.args[1]);
  return sema_ty_unknown();
}

static CxType concat_call(Sema *S, Ctx *c, AstExpr *e) {
  int n = e->u.call.nargs;
  CxShape first, total;
  int firsti = -1;
  bool ok = true;
  for (int i = 0; i < n; i++) {
    AstExpr *a = e->u.call.args[i];
    CxShape s;
    int k = a ? sema_want_tensor(S, c, a, &s) : 0;
    if (k <= 0) {
      ok = false;
      continue;
    }
    if (s.rank == 0) {
      sema_error(S, a->loc, "'concat' joins tensors along their first axis, but '%s' is a scalar []", sema_expr_text(S, a));
      ok = false;
      continue;
    }
    if (firsti < 0) {
      first = total = s;
      firsti = i;
      continue;
    }
    bool fits = s.rank == first.rank;
    for (int d = 1; fits && d < s.rank; d++)
      if (s.dims[d] != first.dims[d]) fits = false;
    if (!fits) {
      sema_error(S, a->loc, "'concat' joins along the first axis, so all dimensions but the first must be equal: argument %d has shape %s, but argument %d has %s",
                 i + 1, sema_shape_str(S, &s), firsti + 1, sema_shape_str(S, &first));
      ok = false;
      continue;
    }
    if (__builtin_add_overflow(total.dims[0], s.dims[0], &total.dims[0])) {
      sema_error(S, e->loc, "the result of 'concat' is too large");
      return sema_ty_unknown();
    }
  }
  if (!ok || firsti < 0 || !sema_shape_fits(S, e->loc, &total, "the result of 'concat'")) return sema_ty_unknown();
  return sema_ty_tensor(&total);
}

CxType sema_builtin_call(Sema *S, Ctx *c, AstExpr *e, int id) {
  e->sem.ref = id == BUILTIN_LEAF ? REF_LEAF : id == BUILTIN_ROOT ? REF_IS_ROOT : REF_BUILTIN;
  e->sem.index = id;
  if (id == BUILTIN_ZEROS || id == BUILTIN_ONES) return fill_call(S, c, e, id);
  if (id == BUILTIN_LEAF || id == BUILTIN_ROOT) return leaf_call(S, c, e, id);
  if (id == BUILTIN_FLOAT) return float_call(S, c, e);
  for (int i = 0; i < e->u.call.nargs; i++) sema_expr(S, c, e->u.call.args[i]);
  if (!check_arity(S, e, id)) return sema_ty_unknown();
  const char *name = cx_builtin_names[id];
  AstExpr *a = e->u.call.args[0];
  CxShape s, t;
  if (!a) return sema_ty_unknown();
  switch ((CxBuiltinId)id) {
  case BUILTIN_SIGMOID:
  case BUILTIN_TANH:
  case BUILTIN_RELU:
  case BUILTIN_EXP:
  case BUILTIN_LOG:
  case BUILTIN_SQRT:
  case BUILTIN_ABS:
    if (sema_want_tensor(S, c, a, &s) <= 0) return sema_ty_unknown();
    return sema_ty_tensor(&s);
  case BUILTIN_SOFTMAX:
  case BUILTIN_LOG_SOFTMAX:
  case BUILTIN_ARGMAX:
    if (sema_want_tensor(S, c, a, &s) <= 0) return sema_ty_unknown();
    if (s.rank != 1) {
      sema_error(S, a->loc, "'%s' expects a vector [N], but '%s' has shape %s", name, sema_expr_text(S, a),
                 sema_shape_str(S, &s));
      sema_note_operand(S, a);
      return sema_ty_unknown();
    }
    return id == BUILTIN_ARGMAX ? sema_ty_int() : sema_ty_tensor(&s);
  case BUILTIN_SUM:
  case BUILTIN_MEAN:
    if (sema_want_tensor(S, c, a, &s) <= 0) return sema_ty_unknown();
    return sema_ty_scalar();
  case BUILTIN_DOT: {
    AstExpr *b = e->u.call.args[1];
    int ka = sema_want_tensor(S, c, a, &s), kb = b ? sema_want_tensor(S, c, b, &t) : 0;
    if (ka <= 0 || kb <= 0) return sema_ty_unknown();
    if (s.rank != 1 || t.rank != 1 || s.dims[0] != t.dims[0]) {
      sema_error(S, e->loc, "'dot' expects two vectors of the same size, but got %s and %s", sema_shape_str(S, &s),
                 sema_shape_str(S, &t));
      sema_note_operand(S, a);
      sema_note_operand(S, b);
      return sema_ty_unknown();
    }
    return sema_ty_scalar();
  }
  case BUILTIN_MAX:
  case BUILTIN_MIN: {
    AstExpr *b = e->u.call.args[1];
    if (int_minmax(a, b)) return sema_ty_int();
    int ka = sema_want_tensor(S, c, a, &s), kb = b ? sema_want_tensor(S, c, b, &t) : 0;
    if (ka <= 0 || kb <= 0) return sema_ty_unknown();
    return elementwise2(S, e, &s, &t);
  }
  case BUILTIN_CONCAT: return concat_call(S, c, e);
  case BUILTIN_TRANSPOSE:
    if (sema_want_tensor(S, c, a, &s) <= 0) return sema_ty_unknown();
    if (s.rank != 2) {
      sema_error(S, a->loc, "'transpose' expects a matrix [R, C], but '%s' has shape %s", sema_expr_text(S, a),
                 sema_shape_str(S, &s));
      return sema_ty_unknown();
    }
    t = s;
    t.dims[0] = s.dims[1];
    t.dims[1] = s.dims[0];
    return sema_ty_tensor(&t);
  case BUILTIN_ZEROS:
  case BUILTIN_ONES:
  case BUILTIN_LEAF:
  case BUILTIN_ROOT:
  case BUILTIN_FLOAT:
  case BUILTIN_COUNT: break;
  }
  return sema_ty_unknown();
}
