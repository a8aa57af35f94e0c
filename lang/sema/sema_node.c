/* Semantic analysis of the node forms and of reductions: node(...) calls
 * of a rec, n.child[K], n.parent and the other node reads, the loops over
 * children and parents, root(n), and sum/max/mean over a node's children
 * or over a structure's nodes (see sema_expr.c for the rest of an
 * expression's rules). */
#include "lang/sema/sema_internal.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* ---- node forms ---- */

/* t.root outside a per-structure output. */
/* "children" or "parents": what a reduction over a node's edges ranges
 * over, for the hint that moves it into a rec of its own. */
static const char *inner_range_name(const AstExpr *over) {
  return over && over->kind == EXPR_FIELD && over->u.field.name ? over->u.field.name : "children";
}

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
                 sema_rec_name(S));
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
                 sema_rec_name(S));
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
                 bx, nv, nv, nv, nv, sema_rec_name(S));
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

CxType sema_type_field(Sema *S, Ctx *c, AstExpr *e) {
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
               sema_rec_name(S), nv, nv);
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
               nv, sema_rec_name(S));
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

CxType sema_type_index(Sema *S, Ctx *c, AstExpr *e) {
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
    nt = input ? sema_type_field(S, c, base) : sema_expr(S, c, node);
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

CxType sema_type_slice(Sema *S, Ctx *c, AstExpr *e) {
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

CxType sema_type_reduce(Sema *S, Ctx *c, AstExpr *e) {
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
               over->u.field.name, sema_rec_name(S),
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
    sema_error(S, e->loc, "reductions cannot be nested: this %s(... in %s) is inside a reduction over %s; compute it in a let "
               "before, or, when it reads the outer element, in a rec of its own applied to it (rec r(n) { return "
               "%s(... in n.%s); } then r(k))",
               op, sema_expr_text(S, over), range_text(c->reduce_range), op, inner_range_name(over));
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
      sema_error(S, e->loc, "reductions cannot be nested: this %s(... in %s) is inside a reduction over %s; compute it in a let "
               "before, or, when it reads the outer element, in a rec of its own applied to it (rec r(n) { return "
               "%s(... in n.%s); } then r(k))",
                 op, sema_expr_text(S, over), range_text(c->reduce_range), op, inner_range_name(over));
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
