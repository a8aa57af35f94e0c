/* Semantic analysis: the checks of whole declarations and the driver that
 * runs them in order.
 *
 *   1. imports are resolved (module.c); every file's declarations are
 *      flattened, imports first, and entered in the global namespace;
 *   2. declarations are checked in order: consts are evaluated (lazily,
 *      so order does not matter, with cycle detection and -D overrides),
 *      param, input, fn and rec signatures are resolved to types;
 *   3. the rec bodies and the outputs are typed (sema_stmt.c, sema_expr.c),
 *      inlining a typed copy of a fn body at each call; typing a rec body
 *      records how it applies itself and other recs;
 *   4. the recs get their directions and their pass order (a cycle
 *      between recs is reported), then what is missing is reported, then
 *      the unused-name warnings.
 *
 * The phases run in this order so that every body sees complete
 * signatures; inside a phase, declarations go in source order so the
 * diagnostics come out in reading order. */
#include "lang/sema/sema_internal.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* ---- the global namespace: a hash table of declarations by name ---- */

static uint64_t hash_name(const char *s) {
  uint64_t h = 1469598103934665603ull; /* FNV-1a */
  for (; *s; s++) {
    h ^= (unsigned char)*s;
    h *= 1099511628211ull;
  }
  return h;
}

AstDecl *sema_global(Sema *S, const char *name) {
  if (!name || S->gcap == 0) return NULL;
  size_t j = hash_name(name) & (S->gcap - 1);
  for (AstDecl *d; (d = S->gslots[j]); j = (j + 1) & (S->gcap - 1))
    if (sema_name_eq(d->name, name)) return d;
  return NULL;
}

static void gput(Sema *S, AstDecl *d) {
  if ((S->glen + 1) * 2 > S->gcap) {
    size_t cap = S->gcap ? S->gcap * 2 : 64;
    AstDecl **slots = cx_xcalloc(cap, sizeof *slots);
    for (size_t i = 0; i < S->gcap; i++) {
      AstDecl *o = S->gslots[i];
      if (!o) continue;
      size_t j = hash_name(o->name) & (cap - 1);
      while (slots[j]) j = (j + 1) & (cap - 1);
      slots[j] = o;
    }
    free(S->gslots);
    S->gslots = slots;
    S->gcap = cap;
  }
  size_t j = hash_name(d->name) & (S->gcap - 1);
  while (S->gslots[j]) j = (j + 1) & (S->gcap - 1);
  S->gslots[j] = d;
  S->glen++;
}

const char *sema_decl_kind_text(const AstDecl *d) {
  switch (d->kind) {
  case DECL_MODEL: return "model";
  case DECL_IMPORT: return "import";
  case DECL_CONST: return "const";
  case DECL_PARAM: return "param";
  case DECL_INPUT: return "input";
  case DECL_FN: return "fn";
  case DECL_REC: return "rec";
  case DECL_OUTPUT: return "output";
  }
  return "declaration";
}

/* A declaration left out of the program.  The namespaces are built
 * before anything is checked, but the reason is reported when the checks
 * reach the declaration, so the diagnostics stay in reading order. */
typedef enum RejectKind {
  REJ_REDEFINED, REJ_OUTPUT_REDEFINED, REJ_SECOND_INPUT, REJ_BUILTIN_FN, REJ_BUILTIN_REC,
} RejectKind;

typedef struct Rejected {
  AstDecl *d, *prev;
  RejectKind why;
} Rejected;

static void reject(Sema *S, CxPtrVec *v, AstDecl *d, AstDecl *prev, RejectKind why) {
  Rejected *r = arena_alloc(S->arena, sizeof *r);
  r->d = d;
  r->prev = prev;
  r->why = why;
  ptrvec_push(S->arena, v, r);
}

static void report_rejected(Sema *S, const Rejected *r) {
  AstDecl *d = r->d, *prev = r->prev;
  switch (r->why) {
  case REJ_REDEFINED:
    sema_error(S, d->name_loc, "redefinition of '%s'", d->name);
    sema_note(S, prev->name_loc, "'%s' first declared here", d->name);
    break;
  case REJ_OUTPUT_REDEFINED:
    sema_error(S, d->name_loc, "redefinition of output '%s'", d->name);
    sema_note(S, prev->name_loc, "output '%s' first declared here", d->name);
    break;
  case REJ_SECOND_INPUT:
    sema_error(S, d->name_loc, "the model already has an input, '%s'; a model reads exactly one input", prev->name);
    sema_note(S, prev->name_loc, "the input '%s' is declared here", prev->name);
    break;
  case REJ_BUILTIN_FN:
  case REJ_BUILTIN_REC:
    sema_error(S, d->name_loc, "%s '%s' has the name of a built-in function; choose another name",
               r->why == REJ_BUILTIN_FN ? "fn" : "rec", d->name);
    break;
  }
}

/* Enters d in the global namespace; a second declaration of a name is
 * rejected (an error with a note at the first, possibly in another file). */
static bool declare(Sema *S, CxPtrVec *rejected, AstDecl *d) {
  AstDecl *prev = sema_global(S, d->name);
  if (prev) {
    reject(S, rejected, d, prev, REJ_REDEFINED);
    return false;
  }
  gput(S, d);
  return true;
}

static void push_decl(Sema *S, AstDecl *d) {
  if (S->ndecls == S->capdecls) {
    S->capdecls = S->capdecls ? S->capdecls * 2 : 64;
    S->decls = cx_xrealloc(S->decls, sizeof *S->decls * (size_t)S->capdecls);
  }
  S->decls[S->ndecls++] = d;
}

/* ---- consts ---- */

static CxDefine *find_define(Sema *S, const char *name) {
  for (int i = S->s->ndefines - 1; i >= 0; i--)
    if (sema_name_eq(S->s->defines[i].name, name)) return &S->s->defines[i];
  return NULL;
}

void sema_eval_const(Sema *S, AstDecl *d, CxLoc use) {
  if (d->sem.evaluated || d->sem.evaluating) return;
  CxDefine *def = find_define(S, d->name);
  if (def) {
    /* -D replaces the value; the written expression is not evaluated. */
    def->used = true;
    d->sem.evaluated = true;
    d->sem.ival = def->value;
    d->sem.type = sema_ty_int();
    return;
  }
  if (S->nconst_stack >= SEMA_MAX_CONST_DEPTH) {
    sema_error(S, use.file_id >= 0 ? use : d->name_loc,
               "const '%s' is defined through more than %d other consts", d->name, SEMA_MAX_CONST_DEPTH);
    d->sem.evaluated = true;
    return;
  }
  if (S->nconst_stack == S->capconst_stack) {
    S->capconst_stack = S->capconst_stack ? S->capconst_stack * 2 : 16;
    S->const_stack = cx_xrealloc(S->const_stack, sizeof *S->const_stack * (size_t)S->capconst_stack);
  }
  S->const_stack[S->nconst_stack++] = d;
  d->sem.evaluating = true;
  /* A const is global: evaluating it lazily from inside a fn body must
   * not attach that call's notes to its errors. */
  FnInst *saved = S->inst;
  S->inst = NULL;
  Ctx c;
  memset(&c, 0, sizeof c);
  c.kind = CTX_CONST;
  c.owner = d;
  c.base = S->nlocals;
  c.what = arena_printf(S->arena, "the value of const '%s'", d->name);
  AstExpr *v = d->u.const_.value;
  CxType t = v ? sema_expr(S, &c, v) : sema_ty_unknown();
  S->inst = saved;
  S->nconst_stack--;
  d->sem.evaluating = false;
  d->sem.evaluated = true;
  if (t.kind == TY_UNKNOWN) return;
  if (t.kind == TY_INT && v->sem.is_const) {
    d->sem.type = sema_ty_int();
    d->sem.ival = v->sem.ival;
    return;
  }
  sema_error(S, v->loc, "the value of const '%s' must be a compile-time int, but %s", d->name,
             sema_describe(S, v));
}

/* Called when a const is referenced while it is being evaluated. */
static void const_cycle(Sema *S, AstDecl *d, CxLoc at) {
  int from = 0;
  for (int i = 0; i < S->nconst_stack; i++)
    if (S->const_stack[i] == d) from = i;
  char *chain = arena_strdup(S->arena, "");
  for (int i = from; i < S->nconst_stack; i++)
    chain = arena_printf(S->arena, "%s%s -> ", chain, S->const_stack[i]->name);
  sema_error(S, at, "cycle in const definitions: %s%s", chain, d->name);
}

CxType sema_const_ref(Sema *S, AstDecl *d, AstExpr *e) {
  e->sem.ref = REF_CONST;
  e->sem.decl = d;
  if (d->sem.evaluating) {
    const_cycle(S, d, e->loc);
    return sema_ty_unknown();
  }
  sema_eval_const(S, d, e->loc);
  if (d->sem.type.kind != TY_INT) return sema_ty_unknown();
  e->sem.is_const = true;
  e->sem.ival = d->sem.ival;
  return sema_ty_int();
}

/* ---- declared types ---- */

/* True the first time it is called for a location and a tag.  The table
 * of reported diagnostics doubles as the set of marks: a mark is an entry
 * with the severity of a note, which no reported diagnostic has there. */
static bool first_time(Sema *S, CxLoc loc, const char *tag) {
  for (int i = 0; i < S->nseen; i++) {
    const SeenDiag *m = &S->seen[i];
    if (m->sev == DIAG_NOTE && m->msg == tag && m->loc.file_id == loc.file_id &&
        m->loc.first_line == loc.first_line && m->loc.first_column == loc.first_column)
      return false;
  }
  if (S->nseen == S->capseen) {
    S->capseen = S->capseen ? S->capseen * 2 : 32;
    S->seen = cx_xrealloc(S->seen, sizeof *S->seen * (size_t)S->capseen);
  }
  S->seen[S->nseen++] = (SeenDiag){loc, DIAG_NOTE, tag};
  return true;
}

/* The first const in a (typed) dimension expression whose value is not
 * positive, or NULL. */
static AstDecl *nonpositive_const(const AstExpr *e) {
  if (!e) return NULL;
  switch (e->kind) {
  case EXPR_NAME:
    return e->sem.ref == REF_CONST && e->sem.is_const && e->sem.ival <= 0 ? e->sem.decl : NULL;
  case EXPR_UNARY: return nonpositive_const(e->u.unary.operand);
  case EXPR_BINARY: {
    AstDecl *k = nonpositive_const(e->u.binary.lhs);
    return k ? k : nonpositive_const(e->u.binary.rhs);
  }
  default: return NULL;
  }
}

/* A dimension that is not positive.  When a const in it is not positive,
 * every use of the const fails the same way (`-D H=0` breaks every [H, H]
 * and [2 * H]) and the fix is at the const or in the -D: report the first
 * use only, and say where the value came from. */
void sema_nonpositive_dim(Sema *S, AstExpr *d, const char *what, int64_t v) {
  static const char tag[] = "non-positive const";
  const char *x = sema_expr_text(S, d);
  AstDecl *k = nonpositive_const(d);
  if (!k) {
    sema_error(S, d->loc, "dimension '%s' of %s is %" PRId64 "; dimensions must be positive", x, what, v);
    return;
  }
  if (!first_time(S, k->name_loc, tag)) return;
  CxDefine *def = find_define(S, k->name);
  if (def) {
    char origin[160];
    sema_error(S, d->loc, "dimension '%s' of %s is %" PRId64 " (%s = %" PRId64 " from %s); dimensions must be positive",
               x, what, v, k->name, def->value, cx_define_origin(def, origin, sizeof origin));
  } else {
    sema_error(S, d->loc, "dimension '%s' of %s is %" PRId64 "; dimensions must be positive", x, what, v);
    sema_note(S, k->name_loc, "'%s' is defined here", k->name);
  }
}

/* The dimensions of a declared tensor type, without the size limit. */
static bool resolve_dims(Sema *S, Ctx *c, AstType *t, const char *what, CxShape *out) {
  memset(out, 0, sizeof *out);
  if (!t) return false;
  if (t->kind != ATY_TENSOR) {
    sema_error(S, t->loc, "%s must have a tensor type such as [H], not %s", what,
               t->kind == ATY_INT ? "int" : "a tuple");
    return false;
  }
  if (t->ndims > CX_MAX_RANK) {
    sema_error(S, t->loc, "%s has rank %d, but tensors have at most %d dimensions", what, t->ndims, CX_MAX_RANK);
    return false;
  }
  bool ok = true;
  out->rank = t->ndims;
  for (int i = 0; i < t->ndims; i++) {
    AstExpr *d = t->dims[i];
    if (!d) {
      ok = false;
      continue;
    }
    CxType dt = sema_expr(S, c, d);
    int64_t v;
    if (dt.kind == TY_UNKNOWN || !sema_const_int(S, d, "a dimension", &v)) {
      ok = false;
      continue;
    }
    if (v <= 0) {
      sema_nonpositive_dim(S, d, what, v);
      ok = false;
      continue;
    }
    out->dims[i] = v;
  }
  return ok;
}

bool sema_resolve_shape(Sema *S, Ctx *c, AstType *t, const char *what, CxShape *out) {
  return resolve_dims(S, c, t, what, out) && sema_shape_fits(S, t->loc, out, what);
}

bool sema_resolve_type(Sema *S, Ctx *c, AstType *t, const char *what, CxType *out) {
  *out = sema_ty_unknown();
  if (!t) return false;
  switch (t->kind) {
  case ATY_INT: *out = sema_ty_int(); return true;
  case ATY_TENSOR: {
    CxShape s;
    if (!sema_resolve_shape(S, c, t, what, &s)) return false;
    *out = sema_ty_tensor(&s);
    return true;
  }
  case ATY_TUPLE: {
    bool ok = t->nfields > 0;
    CxType r = sema_ty_unknown();
    r.kind = TY_TUPLE;
    r.nfields = t->nfields;
    r.field_names = arena_alloc(S->arena, sizeof *r.field_names * (size_t)(t->nfields + 1));
    r.field_shapes = arena_alloc(S->arena, sizeof *r.field_shapes * (size_t)(t->nfields + 1));
    for (int i = 0; i < t->nfields; i++) {
      const char *name = t->field_names[i];
      r.field_names[i] = name;
      for (int j = 0; j < i; j++)
        if (sema_name_eq(t->field_names[j], name)) {
          sema_error(S, t->field_locs[i], "duplicate component '%s' in the type of %s", name, what);
          sema_note(S, t->field_locs[j], "'%s' first declared here", name);
          ok = false;
          break;
        }
      AstType *ft = t->field_types[i];
      if (!ft) {
        ok = false;
        continue;
      }
      if (ft->kind != ATY_TENSOR) {
        sema_error(S, ft->loc, "component '%s' of %s must be a tensor type such as [H]", name, what);
        ok = false;
        continue;
      }
      const char *cw = arena_printf(S->arena, "component '%s' of %s", name, what);
      if (!sema_resolve_shape(S, c, ft, cw, &r.field_shapes[i])) ok = false;
    }
    if (!ok) return false;
    *out = r;
    return true;
  }
  }
  return false;
}

static Ctx dim_ctx(Sema *S, AstDecl *owner, const char *what) {
  Ctx c;
  memset(&c, 0, sizeof c);
  c.kind = CTX_DIM;
  c.owner = owner;
  c.base = S->nlocals;
  c.what = what;
  return c;
}

/* ---- params ---- */

/* `param A, B, C : [H, H];` makes three declarations that share one type
 * (and binding): the first one that was checked, if d is not it. */
static AstDecl *checked_sibling(Sema *S, int i) {
  AstDecl *d = S->decls[i];
  for (int j = i - 1; j >= 0; j--) {
    AstDecl *o = S->decls[j];
    if (o->kind != DECL_PARAM || o->u.param.type != d->u.param.type) break;
    if (o->sem.index < S->prog->nparams && S->prog->params[o->sem.index] == o) return o;
  }
  return NULL;
}

static void check_param(Sema *S, int di) {
  AstDecl *d = S->decls[di];
  AstType *t = d->u.param.type;
  if (!t) return;
  /* A shared type is checked once, so a mistake in it is reported once. */
  AstDecl *sib = checked_sibling(S, di);
  if (sib) {
    d->sem.type = sib->sem.type;
    return;
  }
  const char *what = arena_printf(S->arena, "param '%s'", d->name);
  if (t->kind != ATY_TENSOR) {
    sema_error(S, t->loc, "param '%s' must have a tensor type such as [H, H]; params are f32 tensors", d->name);
    return;
  }
  if (t->ndims > 3) {
    sema_error(S, t->loc, "param '%s' has rank %d, but a param has rank 0 to 3", d->name, t->ndims);
    return;
  }
  Ctx c = dim_ctx(S, d, "a dimension");
  CxShape shape;
  if (!resolve_dims(S, &c, t, what, &shape)) return;
  /* The weights are loaded whole into memory: refuse sizes no machine
   * has rather than fail at load time (or overflow a size computation). */
  const int64_t limit = (int64_t)1 << 40;
  int64_t bytes = 4;
  bool over = false;
  for (int i = 0; i < shape.rank; i++)
    if (__builtin_mul_overflow(bytes, shape.dims[i], &bytes)) over = true;
  if (over)
    sema_error(S, t->loc, "param '%s' would need more than 2^63 bytes; a param may use at most 1 TiB (%" PRId64 " bytes)",
               d->name, limit);
  else if (bytes > limit)
    sema_error(S, t->loc, "param '%s' would need %" PRId64 " bytes; a param may use at most 1 TiB (%" PRId64 " bytes)",
               d->name, bytes, limit);
  if (over || bytes > limit) return;
  d->sem.type = sema_ty_tensor(&shape);

  AstExpr *lo = d->u.param.slice_lo, *hi = d->u.param.slice_hi;
  if (!lo || !hi) return;
  const char *key = d->u.param.key ? d->u.param.key : d->name;
  Ctx sc = dim_ctx(S, d, "a slice bound");
  CxType lt = sema_expr(S, &sc, lo), ht = sema_expr(S, &sc, hi);
  int64_t l, h;
  if (lt.kind == TY_UNKNOWN || ht.kind == TY_UNKNOWN) return;
  if (!sema_const_int(S, lo, "a slice bound", &l) || !sema_const_int(S, hi, "a slice bound", &h)) return;
  CxLoc at = loc_span(lo->loc, hi->loc);
  if (shape.rank == 0) {
    sema_error(S, at, "param '%s' is a scalar; a slice [lo:hi] selects rows of a stored tensor for a param of rank 1 or more",
               d->name);
    return;
  }
  if (l < 0 || h <= l) {
    sema_error(S, at, "invalid slice [%" PRId64 ":%" PRId64 "] of '%s': the bounds must satisfy 0 <= lo < hi", l, h, key);
    return;
  }
  if (h - l != shape.dims[0])
    sema_error(S, at, "the slice [%" PRId64 ":%" PRId64 "] selects %" PRId64 " rows of '%s', but param '%s' has shape %s and needs %" PRId64 " rows, e.g. [%" PRId64 ":%" PRId64 "]",
               l, h, h - l, key, d->name, sema_shape_str(S, &shape), shape.dims[0], l, l + shape.dims[0]);
}

/* ---- the input ---- */

static void check_input(Sema *S, AstDecl *d) {
  if (d->u.input.kind == INPUT_TREE && d->u.input.arity != -1 && d->u.input.arity < 1)
    sema_error(S, d->u.input.arity_loc, "tree[%d] is not a valid input: a tree's arity must be at least 1 (tree[*] allows any arity)",
               d->u.input.arity);
  int nf = d->u.input.nfields;
  S->field_types = arena_alloc(S->arena, sizeof *S->field_types * (size_t)(nf + 1));
  for (int i = 0; i < nf; i++) {
    AstField *f = d->u.input.fields[i];
    if (!f) continue;
    f->used = false;
    for (int j = 0; j < i; j++) {
      AstField *g = d->u.input.fields[j];
      if (g && sema_name_eq(g->name, f->name)) {
        sema_error(S, f->loc, "duplicate field '%s' in the input '%s'", f->name, d->name);
        sema_note(S, g->loc, "'%s' first declared here", f->name);
        break;
      }
    }
    static const struct { const char *name, *why; } reserved[] = {
        {"child", "n.child[K] is a node's K-th child"},
        {"children", "n.children ranges over a node's children"},
        {"arity", "n.arity is a node's number of children"},
    };
    for (size_t r = 0; r < sizeof reserved / sizeof *reserved; r++)
      if (f->name && strcmp(f->name, reserved[r].name) == 0)
        sema_error(S, f->loc, "'%s' cannot be a field name: %s", f->name, reserved[r].why);
    AstType *t = f->type;
    if (!t) continue;
    if (t->kind == ATY_INT) {
      S->field_types[i] = sema_ty_int();
    } else if (t->kind == ATY_TENSOR && t->ndims == 1) {
      Ctx c = dim_ctx(S, d, "a dimension");
      CxShape s;
      if (sema_resolve_shape(S, &c, t, arena_printf(S->arena, "field '%s'", f->name), &s))
        S->field_types[i] = sema_ty_tensor(&s);
    } else {
      const char *tt = sema_loc_text(S, t->loc);
      sema_error(S, t->loc, "field '%s' must be an int or a vector [D], not %s", f->name,
                 tt ? arena_printf(S->arena, "'%s'", tt) : "this type");
    }
  }
}

/* ---- the rec ---- */

static void check_rec_sig(Sema *S, AstDecl *d) {
  AstType *t = d->u.rec.ret;
  if (!t) return;
  if (t->kind == ATY_INT) {
    sema_error(S, t->loc, "the rec '%s' must return a tensor or a tuple of tensors, not an int", d->name);
    return;
  }
  Ctx c = dim_ctx(S, d, "a dimension");
  CxType rt;
  if (sema_resolve_type(S, &c, t, arena_printf(S->arena, "the rec '%s'", d->name), &rt)) d->sem.type = rt;
}

RecInfo *sema_rec(Sema *S, const char *name) {
  for (int i = 0; name && i < S->nrecs; i++)
    if (sema_name_eq(S->recs[i].d->name, name)) return &S->recs[i];
  return NULL;
}

RecInfo *sema_rec_info(Sema *S, const AstDecl *rec) {
  for (int i = 0; i < S->nrecs; i++)
    if (S->recs[i].d == rec) return &S->recs[i];
  return NULL;
}

static void check_rec_body(Sema *S, AstDecl *d) {
  if (!d->u.rec.body) return;
  Ctx c;
  memset(&c, 0, sizeof c);
  c.kind = CTX_REC;
  c.owner = d;
  c.base = S->nlocals;
  c.node_var = d->u.rec.node_var;
  c.has_ret = d->sem.type.kind != TY_UNKNOWN;
  c.ret = d->sem.type;
  c.ret_loc = d->u.rec.ret ? d->u.rec.ret->loc : d->name_loc;
  if (c.node_var) {
    sema_check_shadow(S, &c, "node variable", c.node_var, d->u.rec.node_var_loc);
    sema_push_local(S, c.node_var, LOCAL_NODE_VAR, d->u.rec.node_var_loc)->type.kind = TY_NODE;
  }
  sema_body(S, &c, d->u.rec.body, arena_printf(S->arena, "rec '%s'", d->name));
  S->nlocals = c.base;
}

/* ---- outputs ---- */

/* The value a block output returns: its last statement (sema_body has
 * reported a block that does not end in a return). */
static AstExpr *block_result(const AstBlock *b) {
  if (!b || b->nstmts == 0) return NULL;
  const AstStmt *st = b->stmts[b->nstmts - 1];
  return st && st->kind == STMT_RETURN ? st->u.ret.value : NULL;
}

static void check_output(Sema *S, AstDecl *d) {
  AstExpr *v = d->u.output.value;
  AstBlock *body = d->u.output.body;
  if (!v && !body) return;
  Ctx c;
  memset(&c, 0, sizeof c);
  c.kind = CTX_OUTPUT;
  c.owner = d;
  c.base = S->nlocals;
  c.node_var = d->u.output.node_var;
  if (c.node_var) {
    sema_check_shadow(S, &c, "node variable", c.node_var, d->u.output.node_var_loc);
    sema_push_local(S, c.node_var, LOCAL_NODE_VAR, d->u.output.node_var_loc)->type.kind = TY_NODE;
  }
  CxType t;
  if (body) {
    int errors = S->diag->errors;
    sema_body(S, &c, body, arena_printf(S->arena, "output '%s'", d->name));
    v = block_result(body);
    S->nlocals = c.base;
    if (!v || S->diag->errors > errors) return;
    if (v->kind == EXPR_TUPLE) {
      sema_error(S, v->loc, "output '%s' returns a tuple; an output is one tensor or int: return one value", d->name);
      return;
    }
    t = v->sem.type;
  } else {
    t = sema_expr(S, &c, v);
    S->nlocals = c.base;
  }
  const char *recname = S->rec ? S->rec->name : "node";
  switch (t.kind) {
  case TY_UNKNOWN:
  case TY_TENSOR:
  case TY_INT:
    d->sem.type = t;
    return;
  case TY_TUPLE:
    sema_error(S, v->loc, "output '%s' is a tuple %s; select one component, e.g. %s.%s", d->name,
               sema_type_str(S, &t), sema_expr_text(S, v), t.field_names[0]);
    return;
  case TY_NODE:
    sema_error(S, v->loc, "output '%s' is a node; apply the rec to it to output its state, e.g. %s(%s)", d->name,
               recname, sema_expr_text(S, v));
    return;
  case TY_BOOL:
  case TY_NODES:
    sema_error(S, v->loc, "output '%s' must be a tensor or an int, but %s", d->name, sema_describe(S, v));
    return;
  }
}

/* ---- passes: directions and the dependency order (v2) ---- */

/* A cycle among the recs not yet placed: every one of them applies at
 * least one other that is not placed, so following such edges from the
 * first one (in source order) must come back.  Reports it with a note per
 * edge. */
static void report_cycle(Sema *S) {
  int n = S->nrecs, start = -1;
  for (int i = 0; i < n && start < 0; i++)
    if (!S->recs[i].placed) start = i;
  if (start < 0) return;
  int *seen = cx_xmalloc(sizeof(int) * (size_t)n); /* position on the path, -1 */
  RecDep **edge = cx_xmalloc(sizeof(RecDep *) * (size_t)n);
  RecInfo **path = cx_xmalloc(sizeof(RecInfo *) * (size_t)n);
  for (int i = 0; i < n; i++) seen[i] = -1;
  int len = 0;
  RecInfo *r = &S->recs[start];
  while (seen[r - S->recs] < 0) {
    seen[r - S->recs] = len;
    path[len] = r;
    RecDep *next = NULL;
    for (int j = 0; j < r->ndeps && !next; j++)
      if (!r->deps[j].to->placed) next = &r->deps[j];
    edge[len++] = next;
    if (!next) break; /* cannot happen: r would have been placed */
    r = next->to;
  }
  int from = seen[r - S->recs];
  if (from >= 0 && edge[len - 1]) {
    char *chain = arena_strdup(S->arena, "");
    for (int i = from; i < len; i++) chain = arena_printf(S->arena, "%s'%s' -> ", chain, path[i]->d->name);
    chain = arena_printf(S->arena, "%s'%s'", chain, path[from]->d->name);
    sema_error(S, edge[from]->loc, "the recs depend on each other in a cycle: %s ('%s' applies '%s' here); recs run as passes one after another, so a rec may only apply recs that do not apply it back",
               chain, path[from]->d->name, edge[from]->to->d->name);
    /* The error is at the first edge; a note at each of the others. */
    for (int i = from + 1; i < len; i++)
      sema_note(S, edge[i]->loc, "'%s' applies '%s' here", path[i]->d->name, edge[i]->to->d->name);
  }
  free(seen);
  free(edge);
  free(path);
}

/* Every rec's direction, then the passes in dependency order: repeatedly
 * the first rec in source order whose applied recs are all placed, so
 * independent recs keep their source order. */
static void order_recs(Sema *S) {
  int n = S->nrecs;
  CxProgram *P = S->prog;
  P->recs = arena_alloc(S->arena, sizeof *P->recs * (size_t)(n + 1));
  P->nrecs = 0;
  for (int i = 0; i < n; i++) {
    RecInfo *r = &S->recs[i];
    r->d->sem.dir = r->up ? REC_UP : r->down ? REC_DOWN : REC_LOCAL;
  }
  for (int placed = 0; placed < n;) {
    int pick = -1;
    for (int i = 0; i < n && pick < 0; i++) {
      RecInfo *r = &S->recs[i];
      if (r->placed) continue;
      bool ready = true;
      for (int j = 0; j < r->ndeps && ready; j++)
        if (!r->deps[j].to->placed) ready = false;
      if (ready) pick = i;
    }
    if (pick < 0) {
      report_cycle(S);
      return;
    }
    S->recs[pick].placed = true;
    S->recs[pick].d->sem.index = P->nrecs;
    P->recs[P->nrecs++] = S->recs[pick].d;
    placed++;
  }
}

/* ---- the program ---- */

static const char *stem_of(Sema *S, const char *path) {
  const char *base = strrchr(path, '/');
  base = base ? base + 1 : path;
  const char *dot = strrchr(base, '.');
  size_t n = dot && dot != base ? (size_t)(dot - base) : strlen(base);
  return arena_strndup(S->arena, base, n);
}

static const char *module_path(Sema *S, const AstModule *m) {
  return m->path ? m->path : src_path(&S->s->src, m->file_id);
}

/* Where an error about the whole model goes: the start of the main file. */
static CxLoc file_loc(const AstModule *m) {
  CxLoc l = {m->file_id, 1, 1, 1, 1};
  return m->file_id >= 0 ? l : cx_noloc;
}

/* The built-ins v2 added (root, float): a v1 model may have declared a fn
 * or rec of that name, which then keeps its meaning. */
static bool v2_builtin(const char *name) {
  int id = sema_builtin_id(name);
  return id == BUILTIN_ROOT || id == BUILTIN_FLOAT;
}

/* Flattens the files' declarations and enters them in the namespaces. */
static void collect(Sema *S) {
  CxProgram *P = S->prog;
  AstDecl *model = NULL;
  for (int mi = 0; mi < S->nmods; mi++) {
    AstModule *m = S->mods[mi];
    bool is_main = m == S->main;
    const char *path = module_path(S, m);
    for (int i = 0; i < m->ndecls; i++) {
      AstDecl *d = m->decls[i];
      if (!d || d->kind == DECL_IMPORT) continue;
      memset(&d->sem, 0, sizeof d->sem);
      d->sem.file = path;
      if (!is_main && (d->kind == DECL_MODEL || d->kind == DECL_REC || d->kind == DECL_INPUT ||
                       d->kind == DECL_OUTPUT)) {
        static const char *const what[] = {
            [DECL_MODEL] = "the model name", [DECL_REC] = "a rec", [DECL_INPUT] = "an input",
            [DECL_OUTPUT] = "an output"};
        sema_error(S, d->loc, "%s can only be declared in the main model file, not in an imported file: imported files provide consts, params and fns",
                   what[d->kind]);
        continue;
      }
      if (!d->name) continue; /* a partial declaration from the parser's recovery */
      if (d->kind == DECL_MODEL) {
        if (model) {
          sema_error(S, d->loc, "the model is already named '%s'", model->name);
          sema_note(S, model->loc, "the model name is declared here");
        } else {
          model = d;
        }
        continue;
      }
      push_decl(S, d);
    }
  }
  P->model_name = model ? model->name : stem_of(S, module_path(S, S->main));

  CxPtrVec consts = {0}, params = {0}, fns = {0}, outputs = {0}, rejected = {0}, recs = {0};
  for (int i = 0; i < S->ndecls; i++) {
    AstDecl *d = S->decls[i];
    switch (d->kind) {
    case DECL_CONST:
      if (declare(S, &rejected, d)) ptrvec_push(S->arena, &consts, d);
      break;
    case DECL_PARAM:
      if (declare(S, &rejected, d)) {
        d->sem.index = params.len;
        ptrvec_push(S->arena, &params, d);
      }
      break;
    case DECL_FN:
      if (sema_builtin_id(d->name) >= 0 && !v2_builtin(d->name)) {
        reject(S, &rejected, d, NULL, REJ_BUILTIN_FN);
      } else if (declare(S, &rejected, d)) {
        d->sem.index = fns.len;
        ptrvec_push(S->arena, &fns, d);
      }
      break;
    case DECL_INPUT:
      if (S->input) reject(S, &rejected, d, S->input, REJ_SECOND_INPUT);
      else if (declare(S, &rejected, d)) S->input = d;
      break;
    case DECL_REC:
      if (sema_builtin_id(d->name) >= 0 && !v2_builtin(d->name)) {
        reject(S, &rejected, d, NULL, REJ_BUILTIN_REC);
      } else if (declare(S, &rejected, d)) {
        /* Several recs (v2): each becomes a pass. */
        if (!S->rec) S->rec = d;
        ptrvec_push(S->arena, &recs, d);
      }
      break;
    case DECL_OUTPUT: {
      AstDecl *prev = NULL;
      for (int j = 0; j < outputs.len && !prev; j++)
        if (sema_name_eq(((AstDecl *)outputs.items[j])->name, d->name)) prev = outputs.items[j];
      if (prev) {
        reject(S, &rejected, d, prev, REJ_OUTPUT_REDEFINED);
      } else {
        d->sem.index = outputs.len;
        ptrvec_push(S->arena, &outputs, d);
      }
      break;
    }
    case DECL_MODEL:
    case DECL_IMPORT: break;
    }
  }
  S->rejected = (void **)rejected.items;
  S->nrejected = rejected.len;
  P->consts = (AstDecl **)consts.items;
  P->nconsts = consts.len;
  P->params = (AstDecl **)params.items;
  P->nparams = params.len;
  P->fns = (AstDecl **)fns.items;
  P->nfns = fns.len;
  P->outputs = (AstDecl **)outputs.items;
  P->noutputs = outputs.len;
  P->input = S->input;
  P->rec = S->rec;
  S->nrecs = recs.len;
  S->recs = arena_alloc(S->arena, sizeof *S->recs * (size_t)(recs.len + 1));
  for (int i = 0; i < recs.len; i++) {
    memset(&S->recs[i], 0, sizeof S->recs[i]);
    S->recs[i].d = recs.items[i];
  }
  S->fninfo = arena_alloc(S->arena, sizeof *S->fninfo * (size_t)(fns.len + 1));
}

/* names_too: also the params, input fields and fn parameters that nothing
 * used.  Not after an error: the expression that failed may well be the
 * use (`W_x` for `W_i`), and the warning would only add noise. */
static void warn_unused(Sema *S, bool names_too) {
  for (int i = 0; i < S->s->ndefines; i++) {
    CxDefine *def = &S->s->defines[i];
    if (def->used) continue;
    bool later = false; /* -D H=1 -D H=2: only the last one applies */
    for (int j = i + 1; j < S->s->ndefines; j++)
      if (sema_name_eq(S->s->defines[j].name, def->name)) later = true;
    if (later) continue;
    sema_cand_reset(S);
    for (int j = 0; j < S->prog->nconsts; j++) sema_cand_add(S, S->prog->consts[j]->name);
    sema_warning(S, cx_noloc, "-D %s: no const named '%s' in the model%s", def->name, def->name,
                 sema_did_you_mean(S, def->name));
  }
  if (!names_too) return;
  for (int i = 0; i < S->ndecls; i++) {
    AstDecl *d = S->decls[i];
    switch (d->kind) {
    case DECL_PARAM:
      /* Without a rec nothing could use a param: the missing rec is the
       * message that matters. */
      if (S->rec && !d->sem.used && d->name[0] != '_' && d->sem.index < S->prog->nparams &&
          S->prog->params[d->sem.index] == d)
        sema_warning(S, d->name_loc, "param '%s' is never used", d->name);
      break;
    case DECL_INPUT:
      if (d != S->input || !S->rec) break;
      for (int f = 0; f < d->u.input.nfields; f++) {
        AstField *fl = d->u.input.fields[f];
        if (fl && !fl->used && fl->name && fl->name[0] != '_')
          sema_warning(S, fl->loc, "field '%s' of the input '%s' is never used", fl->name, d->name);
      }
      break;
    case DECL_FN:
      if (d->sem.index >= S->prog->nfns || S->prog->fns[d->sem.index] != d || !S->fninfo[d->sem.index].typed) break;
      for (int p = 0; p < d->u.fn.nparams; p++) {
        AstFnParam *fp = d->u.fn.params[p];
        if (fp && !fp->used && fp->name && fp->name[0] != '_')
          sema_warning(S, fp->loc, "parameter '%s' of fn '%s' is never used", fp->name, d->name);
      }
      break;
    default: break;
    }
  }
}

CxProgram *sema_check(CxSession *s, AstModule *m, int errors_before) {
  Sema S;
  memset(&S, 0, sizeof S);
  S.s = s;
  S.diag = &s->diag;
  S.arena = &s->arena;
  S.main = m;
  S.prog = arena_alloc(S.arena, sizeof *S.prog);
  S.prog->main = m;
  for (int i = 0; i < s->ndefines; i++) s->defines[i].used = false;

  sema_load_modules(&S, m);
  /* A file that did not parse (or import) cleanly has lost declarations:
   * checking it would mostly report names that the syntax error hid. */
  bool go = s->diag.errors == errors_before && !sema_stop(&S);
  if (go) collect(&S);

  /* Signatures, in declaration order, then bodies: an error of a body can
   * come after one of a later signature on the same line (a REPL entry
   * or a one-line model); held, they print in column order. */
  diag_hold(S.diag);
  /* Signatures, in declaration order. */
  int rej = 0;
  for (int i = 0; go && i < S.ndecls && !sema_stop(&S); i++) {
    AstDecl *d = S.decls[i];
    if (rej < S.nrejected && ((Rejected *)S.rejected[rej])->d == d) {
      report_rejected(&S, S.rejected[rej++]);
      continue;
    }
    switch (d->kind) {
    case DECL_CONST: sema_eval_const(&S, d, cx_noloc); break;
    case DECL_PARAM: check_param(&S, i); break;
    case DECL_INPUT:
      if (d == S.input) check_input(&S, d);
      break;
    case DECL_FN:
      if (d->sem.index < S.prog->nfns && S.prog->fns[d->sem.index] == d) sema_check_fn_sig(&S, d);
      break;
    case DECL_REC:
      if (sema_rec_info(&S, d)) check_rec_sig(&S, d);
      break;
    default: break;
    }
  }
  /* Bodies. */
  for (int i = 0; go && i < S.ndecls && !sema_stop(&S); i++) {
    AstDecl *d = S.decls[i];
    if (d->kind == DECL_REC && sema_rec_info(&S, d)) check_rec_body(&S, d);
    else if (d->kind == DECL_OUTPUT && d->sem.index < S.prog->noutputs && S.prog->outputs[d->sem.index] == d)
      check_output(&S, d);
  }
  /* Fns that no call typed: check the ones whose types are complete
   * without a call (no shape variables, no int parameters). */
  for (int i = 0; go && i < S.prog->nfns && !sema_stop(&S); i++)
    if (!S.fninfo[i].typed && S.fninfo[i].ncalls == 0) sema_check_uncalled_fn(&S, S.prog->fns[i]);
  diag_release(S.diag);

  if (go && !sema_stop(&S)) order_recs(&S);
  if (go && !sema_stop(&S)) {
    const char *in = S.input ? S.input->name : "t";
    const char *rec = S.rec ? S.rec->name : "node";
    if (!S.input)
      sema_error(&S, file_loc(m), "the model has no input; declare the structure it reads, e.g. 'input t : tree[2] { word : int };'");
    if (!S.rec)
      sema_error(&S, file_loc(m), "the model has no rec; declare the recursion, e.g. 'rec node(n) -> [H] { ... }'");
    if (S.prog->noutputs == 0)
      sema_error(&S, file_loc(m), "the model has no output; declare one, e.g. 'output result = %s(%s.root);'", rec, in);
  }
  if (go && !sema_stop(&S)) warn_unused(&S, s->diag.errors == errors_before);
  sema_flush(&S);

  free(S.gslots);
  free(S.locals);
  free(S.const_stack);
  free(S.seen);
  free(S.cand);
  free(S.mods);
  free(S.decls);
  for (int i = 0; i < S.nrecs; i++) free(S.recs[i].deps);
  return s->diag.errors > errors_before ? NULL : S.prog;
}
