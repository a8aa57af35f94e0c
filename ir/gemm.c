/* The GEMM pass: batched matrix products over packed weight panels.
 *
 * The schedule writes a batched matrix product (weight rows outermost) as
 *
 *   for r in 0..R:                         // rows
 *     for li in 0..n:                      // nodes
 *       LETS                               // i = start + li, c0 = ..., row checks
 *       acc = sum(k) W[r * K + k] * x[X + k] (+ more segments)
 *       t[li * R + r] = acc
 *
 * which the code generator can only run as dot products along k, one
 * horizontal sum per (row, node).  When the row side reads nothing but the
 * row, k and the params (a weight matrix, or a slice of one), this pass
 * turns the nest into an LS_GEMM: the weights are copied once, when they
 * are bound, into panels of `rows` rows x K with the rows contiguous for
 * each k, and the code generator computes tiles of `nodes` nodes x `rows`
 * rows with vector FMAs along the rows (one panel vector load and one
 * broadcast of x per step, no horizontal sums, results stored as vectors).
 *
 * Horizontal fusion: adjacent nests of a kernel that read the same
 * operands (the same nodes and, segment by segment, the same x, up to the
 * names of their per-node lets) share one panel, their rows stacked: the
 * five TreeLSTM gates over [h_l; h_r] become one [5H, 2H] panel.
 *
 * The original nests stay in the LS_GEMM's body: they define what it
 * computes, `--stage loops` prints them under it, and a code generator
 * without the microkernel runs them as they are. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "ir/loops.h"


/* ---- equality up to the names of lets -------------------------------------------- */

/* map[a] = b: var a of the first nest is var b of the second (-1: not
 * bound yet; vars bound nowhere in the nests, e.g. start, must be equal). */
typedef struct VarMap {
  int *map;
  int n;
} VarMap;

static bool var_eq(VarMap *m, int a, int b) {
  if (a < 0 || a >= m->n) return a == b;
  if (m->map[a] < 0) return a == b;
  return m->map[a] == b;
}

static bool expr_eq(VarMap *m, const LoopExpr *a, const LoopExpr *b) {
  if (!a || !b) return a == b;
  if (a->kind != b->kind || a->type != b->type) return false;
  switch (a->kind) {
  case LE_CONST: return a->f == b->f && a->i == b->i;
  case LE_VAR: return var_eq(m, a->var, b->var);
  case LE_LOAD: return a->array == b->array && a->id == b->id && expr_eq(m, a->a, b->a);
  case LE_UNARY:
  case LE_CAST: return a->op == b->op && expr_eq(m, a->a, b->a);
  case LE_BINARY: return a->op == b->op && expr_eq(m, a->a, b->a) && expr_eq(m, a->b, b->b);
  }
  return false;
}

static bool bind(VarMap *m, int a, int b) {
  if (a < 0 || a >= m->n) return false;
  if (m->map[a] >= 0 && m->map[a] != b) return false;
  m->map[a] = b;
  return true;
}

static bool stmts_eq(VarMap *m, const LoopBody *a, const LoopBody *b, int upto_a, int upto_b);

static bool stmt_eq(VarMap *m, const LoopStmt *a, const LoopStmt *b) {
  if (a->kind != b->kind) return false;
  switch (a->kind) {
  case LS_SET:
    return expr_eq(m, a->value, b->value) && bind(m, a->var, b->var);
  case LS_IF:
    return expr_eq(m, a->value, b->value) && stmts_eq(m, &a->body, &b->body, a->body.n, b->body.n) &&
           stmts_eq(m, &a->els, &b->els, a->els.n, b->els.n);
  case LS_ROW_ERROR:
    return a->instr == b->instr && expr_eq(m, a->value, b->value) && expr_eq(m, a->index, b->index);
  default:
    return false;
  }
}

static bool stmts_eq(VarMap *m, const LoopBody *a, const LoopBody *b, int upto_a, int upto_b) {
  if (upto_a != upto_b) return false;
  for (int i = 0; i < upto_a; i++)
    if (!stmt_eq(m, a->s[i], b->s[i])) return false;
  return true;
}

/* ---- candidates ------------------------------------------------------------------ */

typedef struct Cand {
  const LoopStmt *rows, *nodes, *dot, *store;
  int64_t R;
} Cand;

static bool reads_param(const LoopExpr *e) {
  if (!e) return false;
  if (e->kind == LE_LOAD) return e->array == LA_PARAM;
  return reads_param(e->a) || reads_param(e->b);
}

/* Is s `for r in 0..R: for li: LETS; acc = dot; store` with a weight-only
 * row side (segment side a), unit stride along k on both sides, and a
 * store index unit-stride in r? */
static bool candidate(const LoopStmt *s, Cand *c) {
  if (s->kind != LS_FOR || s->role != LR_ROWS || s->body.n != 1) return false;
  if (s->lo->kind != LE_CONST || s->lo->i != 0 || s->hi->kind != LE_CONST || s->hi->i < 16) return false;
  const LoopStmt *ns = s->body.s[0];
  if (ns->kind != LS_FOR || ns->role != LR_NODES || ns->body.n < 2) return false;
  if (loop_expr_reads(ns->lo, s->var) || loop_expr_reads(ns->hi, s->var)) return false;
  const LoopStmt *d = ns->body.s[ns->body.n - 2], *st = ns->body.s[ns->body.n - 1];
  if (d->kind != LS_DOT || d->acc != LT_F32 || st->kind != LS_STORE) return false;
  if (st->value->kind != LE_VAR || st->value->var != d->var) return false;
  if (!loop_index_var_plus(st->index, s->var, NULL)) return false;
  for (int i = 0; i < ns->body.n - 2; i++) {
    const LoopStmt *l = ns->body.s[i];
    if (l->kind != LS_SET && l->kind != LS_IF && l->kind != LS_ROW_ERROR) return false;
    if (l->kind == LS_SET && (l->var == s->var || l->var == d->var)) return false;
    if (loop_stmt_reads(l, s->var)) return false;
  }
  int allowed[2] = {s->var, d->kvar};
  for (int g = 0; g < d->nsegs; g++) {
    const LoopDotSeg *sg = &d->segs[g];
    if (!loop_load_unit_stride(sg->b, d->kvar, NULL) || !loop_expr_reads_only(sg->a, allowed, 2, true)) return false;
    /* the row side: a param's row, or any function of r, k and the
     * params (ir/quadform.c's folded tensor), evaluated when packing */
    if (sg->a->kind == LE_LOAD && !loop_load_unit_stride(sg->a, d->kvar, NULL)) return false;
    if (sg->a->type != LT_F32 || !reads_param(sg->a)) return false;
    if (loop_expr_reads(sg->b, s->var)) return false;
  }
  c->rows = s;
  c->nodes = ns;
  c->dot = d;
  c->store = st;
  c->R = s->hi->i;
  return true;
}

/* Do b's nest read the same operands as a's (the same node loop, lets
 * and segment operands, up to the names of the lets)? */
/* *same_store: also the same rows and the same store but for the temp
 * (b's code is a's with another temp: one loop over the members). */
static bool same_operands(const LoopKernel *k, const Cand *a, const Cand *b, bool *same_store) {
  if (a->dot->nsegs != b->dot->nsegs) return false;
  VarMap m = {cx_xmalloc(sizeof(int) * (size_t)(k->nvars + 1)), k->nvars};
  for (int v = 0; v < k->nvars; v++) m.map[v] = -1;
  bool ok = expr_eq(&m, a->nodes->lo, b->nodes->lo) && expr_eq(&m, a->nodes->hi, b->nodes->hi) &&
            bind(&m, a->nodes->var, b->nodes->var) &&
            stmts_eq(&m, &a->nodes->body, &b->nodes->body, a->nodes->body.n - 2, b->nodes->body.n - 2) &&
            bind(&m, a->dot->kvar, b->dot->kvar);
  for (int g = 0; ok && g < a->dot->nsegs; g++)
    ok = a->dot->segs[g].len == b->dot->segs[g].len && expr_eq(&m, a->dot->segs[g].b, b->dot->segs[g].b);
  *same_store = ok && a->R == b->R && a->store->array == LA_TEMP && b->store->array == LA_TEMP &&
                bind(&m, a->rows->var, b->rows->var) && expr_eq(&m, a->store->index, b->store->index);
  free(m.map);
  return ok;
}

/* ---- per-child products of one weight ----------------------------------------- */

/* children[X + K] (K = 0 when the index is X alone): *x = X, *k = K. */
static bool child_load(const LoopExpr *e, const LoopExpr **x, int64_t *k) {
  if (e->kind != LE_LOAD || e->array != LA_CHILDREN) return false;
  const LoopExpr *ix = e->a;
  *k = 0;
  if (ix->kind == LE_BINARY && ix->op == LO_ADD && ix->b->kind == LE_CONST && ix->b->type == LT_I64) {
    *k = ix->b->i;
    ix = ix->a;
  }
  *x = ix;
  return true;
}

/* Is b's nest a's for child K0 + m instead of child K0: the same node
 * loop (from 0), lets equal up to names but for one let, at the same
 * position *pos in every member, `c = children[X + K]` in a and
 * `children[X + K + m]` in b; then the same segments (the weights
 * identical, the other operand up to names: the other child's state),
 * rows and store index, into another temp?  (TreeLSTM forget gates
 * written per child: `U_f @ node(n.child[j]).h` for each j.) */
static bool next_child(const LoopKernel *k, const Cand *a, const Cand *b, int m, int *pos) {
  if (a->dot->nsegs != b->dot->nsegs || a->R != b->R || a->store->array != LA_TEMP || b->store->array != LA_TEMP ||
      a->store->id == b->store->id)
    return false;
  const LoopStmt *na = a->nodes, *nb = b->nodes;
  if (na->lo->kind != LE_CONST || na->lo->i != 0 || na->body.n != nb->body.n) return false;
  VarMap vm = {cx_xmalloc(sizeof(int) * (size_t)(k->nvars + 1)), k->nvars};
  for (int v = 0; v < k->nvars; v++) vm.map[v] = -1;
  bool ok = expr_eq(&vm, na->lo, nb->lo) && expr_eq(&vm, na->hi, nb->hi) && bind(&vm, na->var, nb->var) &&
            bind(&vm, a->rows->var, b->rows->var) && bind(&vm, a->dot->kvar, b->dot->kvar);
  int at = -1;
  for (int i = 0; ok && i < na->body.n - 2; i++) {
    const LoopStmt *x = na->body.s[i], *y = nb->body.s[i];
    if (stmt_eq(&vm, x, y)) continue;
    const LoopExpr *xa, *xb;
    int64_t ka, kb;
    ok = at < 0 && (*pos < 0 || *pos == i) && x->kind == LS_SET && y->kind == LS_SET && child_load(x->value, &xa, &ka) &&
         child_load(y->value, &xb, &kb) && kb == ka + m && expr_eq(&vm, xa, xb) && bind(&vm, x->var, y->var);
    at = i;
  }
  ok = ok && at >= 0;
  for (int g = 0; ok && g < a->dot->nsegs; g++)
    ok = a->dot->segs[g].len == b->dot->segs[g].len && expr_eq(&vm, a->dot->segs[g].a, b->dot->segs[g].a) &&
         expr_eq(&vm, a->dot->segs[g].b, b->dot->segs[g].b);
  ok = ok && expr_eq(&vm, a->store->index, b->store->index);
  free(vm.map);
  if (ok) *pos = at;
  return ok;
}

/* The node loop the code generator runs for merged per-child members:
 * member 0's, its child let reading children[X + K0 + cv]. */
static LoopStmt *child_nest(LoopProgram *lp, LoopKernel *k, const Cand *c, int pos) {
  if (k->nvars == k->capvars) {
    k->capvars = k->capvars ? k->capvars * 2 : 32;
    k->vars = cx_xrealloc(k->vars, sizeof *k->vars * (size_t)k->capvars);
  }
  int cv = k->nvars++;
  k->vars[cv] = (LoopVar){"gchild", LT_I64};
  LoopStmt *ns = arena_memdup(&lp->arena, c->nodes, sizeof *ns);
  ns->body.s = arena_memdup(&lp->arena, c->nodes->body.s, sizeof *ns->body.s * (size_t)c->nodes->body.n);
  ns->body.cap = ns->body.n;
  const LoopStmt *let = c->nodes->body.s[pos];
  const LoopExpr *x;
  int64_t k0;
  child_load(let->value, &x, &k0);
  LoopExpr *var = arena_alloc(&lp->arena, sizeof *var);
  *var = (LoopExpr){.kind = LE_VAR, .type = LT_I64, .var = cv};
  LoopExpr *off = var;
  if (k0) {
    LoopExpr *kc = arena_alloc(&lp->arena, sizeof *kc);
    *kc = (LoopExpr){.kind = LE_CONST, .type = LT_I64, .i = k0};
    off = arena_alloc(&lp->arena, sizeof *off);
    *off = (LoopExpr){.kind = LE_BINARY, .type = LT_I64, .op = LO_ADD, .a = var, .b = kc};
  }
  LoopExpr *ix = arena_alloc(&lp->arena, sizeof *ix);
  *ix = (LoopExpr){.kind = LE_BINARY, .type = LT_I64, .op = LO_ADD, .a = (LoopExpr *)x, .b = off};
  LoopExpr *ld = arena_memdup(&lp->arena, let->value, sizeof *ld);
  ld->a = ix;
  LoopStmt *nl = arena_memdup(&lp->arena, let, sizeof *nl);
  nl->value = ld;
  ns->body.s[pos] = nl;
  return ns;
}

/* ---- epilogue fusion ------------------------------------------------------------- */

/* The GEMM is followed by its element-wise epilogue:
 *
 *   for li in nodes:  LETS;  for j in 0..R:  SETS and STORES
 *
 * (bias, activations, gate products: the fused element-wise loop the
 * schedule writes after the products).  When every iteration (li, j)
 * reads the GEMM's outputs only at its own (li, row j), writes only its
 * own elements and reads nothing another iteration writes, the epilogue
 * can run per row block, right after the block's tiles, on the rows
 * just computed (still in L1/L2): the code generator runs it for j in
 * [r0, r0 + rows) after the block of every member.  The checks below. */

typedef struct EpiCheck {
  const LoopStmt *gs, *epi, *elems;
  int nvars;
  bool *child;               /* vars set from children[]: a child's node id */
} EpiCheck;

/* Does the epilogue store into (array, id)? */
static bool epi_writes(const EpiCheck *x, LoopArray a, int id) {
  const LoopBody *b = &x->elems->body;
  for (int i = 0; i < b->n; i++)
    if (b->s[i]->kind == LS_STORE && b->s[i]->array == a && b->s[i]->id == id) return true;
  return false;
}

/* The member whose outputs are temp id (-1: none). */
static int member_of_temp(const LoopStmt *gs, int id) {
  for (int m = 0; m < gs->body.n; m++) {
    const LoopStmt *ns = gs->body.s[m]->body.s[0];
    const LoopStmt *st = ns->body.s[ns->body.n - 1];
    if (st->array == LA_TEMP && st->id == id) return m;
  }
  return -1;
}

/* Only child ids (and free vars other than the node's own) in e: an
 * element of another node, at an earlier level. */
static bool child_index(const EpiCheck *x, const LoopExpr *e, int own_free) {
  if (!e) return true;
  if (e->kind == LE_VAR) return e->var == own_free || (e->var >= 0 && e->var < x->nvars && x->child[e->var]);
  if (e->kind == LE_CONST) return true;
  if (e->kind == LE_LOAD) return false;
  return child_index(x, e->a, own_free) && child_index(x, e->b, own_free);
}

/* The loads of e, read in the epilogue (j its element var) or in the
 * GEMM (j -1, k its contraction var). */
static bool loads_ok(EpiCheck *x, const LoopExpr *e, int j, int k) {
  if (!e) return true;
  if (e->kind == LE_LOAD && e->array < LA_CHILDREN) {
    int m = e->array == LA_TEMP ? member_of_temp(x->gs, e->id) : -1;
    if (m >= 0) {
      /* the GEMM's own outputs: only in the epilogue, at (li, j) */
      if (j < 0) return false;
      const LoopStmt *rows = x->gs->body.s[m], *ns = rows->body.s[0];
      VarMap vm = {cx_xmalloc(sizeof(int) * (size_t)(x->nvars + 1)), x->nvars};
      for (int v = 0; v < x->nvars; v++) vm.map[v] = -1;
      bool ok = bind(&vm, rows->var, j) && bind(&vm, ns->var, x->epi->var) &&
                expr_eq(&vm, ns->body.s[ns->body.n - 1]->index, e->a);
      free(vm.map);
      return ok;
    }
    if (epi_writes(x, e->array, e->id))
      /* what the epilogue writes: states of children only */
      if (e->array != LA_STATE || !child_index(x, e->a, j >= 0 ? j : k)) return false;
  }
  return loads_ok(x, e->a, j, k) && loads_ok(x, e->b, j, k);
}

static bool stmt_loads_ok(EpiCheck *x, const LoopStmt *s, int j, int k) {
  if (!loads_ok(x, s->lo, j, k) || !loads_ok(x, s->hi, j, k) || !loads_ok(x, s->value, j, k) ||
      !loads_ok(x, s->index, j, k))
    return false;
  if (s->kind == LS_DOT)
    for (int g = 0; g < s->nsegs; g++)
      if (!loads_ok(x, s->segs[g].a, j, s->kvar) || !loads_ok(x, s->segs[g].b, j, s->kvar)) return false;
  for (int i = 0; i < s->body.n; i++)
    if (!stmt_loads_ok(x, s->body.s[i], j, k)) return false;
  for (int i = 0; i < s->els.n; i++)
    if (!stmt_loads_ok(x, s->els.s[i], j, k)) return false;
  return true;
}

/* Marks the vars a body's lets set from children[]. */
static void mark_children(EpiCheck *x, const LoopBody *b, int upto) {
  for (int i = 0; i < upto; i++) {
    const LoopStmt *l = b->s[i];
    if (l->kind == LS_SET && l->var >= 0 && l->var < x->nvars && l->value->kind == LE_LOAD && l->value->array == LA_CHILDREN)
      x->child[l->var] = true;
  }
}

/* Can e, the statement after the LS_GEMM gs, run fused per row block? */
static bool epilogue_fusable(const LoopKernel *k, const LoopStmt *gs, const LoopStmt *e) {
  if (!e || e->kind != LS_FOR || e->role != LR_NODES || e->body.n < 1) return false;
  const LoopStmt *n0 = gs->body.s[0]->body.s[0];
  VarMap id = {NULL, 0};
  if (!expr_eq(&id, e->lo, n0->lo) || !expr_eq(&id, e->hi, n0->hi)) return false;
  const LoopStmt *el = e->body.s[e->body.n - 1];
  if (el->kind != LS_FOR || el->role != LR_ELEMS || el->lo->kind != LE_CONST || el->lo->i != 0 ||
      el->hi->kind != LE_CONST)
    return false;
  for (int m = 0; m < gs->body.n; m++)
    if (gs->body.s[m]->hi->i != el->hi->i) return false;
  for (int i = 0; i < e->body.n - 1; i++) {
    LoopStmtKind kd = e->body.s[i]->kind;
    if (kd != LS_SET && kd != LS_IF && kd != LS_ROW_ERROR) return false;
  }
  for (int i = 0; i < el->body.n; i++) {
    const LoopStmt *t = el->body.s[i];
    if (t->kind == LS_SET) continue;
    if (t->kind != LS_STORE || (t->array != LA_STATE && t->array != LA_TEMP) || !loop_index_var_plus(t->index, el->var, NULL))
      return false;
    /* never into the GEMM's outputs */
    if (t->array == LA_TEMP && member_of_temp(gs, t->id) >= 0) return false;
  }
  EpiCheck x = {gs, e, el, k->nvars, cx_xcalloc((size_t)k->nvars + 1, sizeof(bool))};
  mark_children(&x, &e->body, e->body.n - 1);
  bool ok = true;
  for (int i = 0; ok && i < e->body.n; i++) ok = stmt_loads_ok(&x, e->body.s[i], i == e->body.n - 1 ? el->var : -1, -1);
  for (int m = 0; ok && m < gs->body.n; m++) {
    const LoopStmt *ns = gs->body.s[m]->body.s[0];
    mark_children(&x, &ns->body, ns->body.n - 2);
    ok = stmt_loads_ok(&x, gs->body.s[m], -1, -1);
  }
  free(x.child);
  return ok;
}

/* ---- the pass ---------------------------------------------------------------------- */

static void add_pack(LoopProgram *lp, int kernel, LoopStmt *gs) {
  lp->packs = cx_xrealloc(lp->packs, sizeof *lp->packs * (size_t)(lp->npacks + 1));
  LoopGemm *g = gs->gemm;
  int64_t rows = 0;
  for (int m = 0; m < gs->body.n; m++) {
    g->row_off[m] = g->nchild ? 0 : rows;
    int64_t R = gs->body.s[m]->hi->i;
    /* merged per-child members: one weight, one panel (every member
       packs the same rows) */
    if (!g->nchild || m == 0) rows += (R + g->rows - 1) / g->rows * g->rows;
  }
  g->pack = lp->npacks;
  lp->packs[lp->npacks++] = (LoopPack){kernel, gs, rows * g->ktot, NULL, 0, NULL};
}

static void gemm_kernel(LoopProgram *lp, LoopKernel *k, int kernel) {
  const LoopOptions *o = &lp->opt;
  LoopBody *b = &k->stmts;
  LoopBody out = {0};
  Cand *cands = cx_xcalloc((size_t)(b->n + 1), sizeof *cands);
  for (int i = 0; i < b->n;) {
    Cand c;
    if (!candidate(b->s[i], &c)) {
      if (out.n == out.cap) {
        out.cap = out.cap ? out.cap * 2 : 8;
        out.s = cx_xrealloc(out.s, sizeof *out.s * (size_t)out.cap);
      }
      out.s[out.n++] = b->s[i++];
      continue;
    }
    int n = 0;
    cands[n++] = c;
    bool uniform = c.store->array == LA_TEMP;
    while (o->gemm_fuse && i + n < b->n) {
      Cand d;
      bool same_store;
      if (!candidate(b->s[i + n], &d) || !same_operands(k, &c, &d, &same_store)) break;
      uniform = uniform && same_store;
      cands[n++] = d;
    }
    /* else the same product for the next children: one GEMM over them */
    int pos = -1;
    while (n == 1 || pos >= 0) {
      Cand d;
      if (!o->flat_edges || i + n >= b->n || !candidate(b->s[i + n], &d) || !next_child(k, &c, &d, n, &pos)) break;
      cands[n++] = d;
    }
    LoopStmt *gs = arena_alloc(&lp->arena, sizeof *gs);
    gs->kind = LS_GEMM;
    gs->instr = b->s[i]->instr;
    gs->loc = b->s[i]->loc;
    gs->var = -1;
    gs->gemm = arena_alloc(&lp->arena, sizeof *gs->gemm);
    gs->gemm->sync_before = false; /* ir/rowsplit.c sets it */
    gs->gemm->pairs_temp = -1;     /* ir/dotpairs.c sets it */
    gs->gemm->row_off = arena_alloc(&lp->arena, sizeof(int64_t) * (size_t)n);
    int64_t minR = c.R;
    for (int m = 0; m < n; m++) {
      if (cands[m].R < minR) minR = cands[m].R;
      if (gs->body.n == gs->body.cap) {
        gs->body.cap = gs->body.cap ? gs->body.cap * 2 : 8;
        gs->body.s = cx_xrealloc(gs->body.s, sizeof *gs->body.s * (size_t)gs->body.cap);
      }
      gs->body.s[gs->body.n++] = b->s[i + m];
    }
    int rows = o->gemm_rows >= 16 && o->gemm_rows <= 64 ? o->gemm_rows / 16 * 16 : 32;
    if (minR < rows) rows = 16;
    gs->gemm->rows = rows;
    gs->gemm->nodes = o->gemm_nodes >= 1 && o->gemm_nodes <= 8 ? o->gemm_nodes : 4;
    gs->gemm->uniform = n > 1 && uniform && pos < 0;
    if (pos >= 0) {
      gs->gemm->nchild = n;
      gs->gemm->child_nest = child_nest(lp, k, &c, pos);
      gs->gemm->child_var = k->nvars - 1;
    }
    gs->gemm->sweep = o->gemm_sweep;
    for (int g = 0; g < c.dot->nsegs; g++) gs->gemm->ktot += c.dot->segs[g].len;
    gs->note = pos >= 0 ? arena_printf(&lp->arena,
                                       "%d products of one weight by consecutive children merged: one panel, tiles of "
                                       "(node, child) pairs",
                                       n)
               : n > 1  ? arena_printf(&lp->arena, "%d matrix products reading the same operands fused: one panel", n)
                        : "packed panel";
    add_pack(lp, kernel, gs);
    if (out.n == out.cap) {
      out.cap = out.cap ? out.cap * 2 : 8;
      out.s = cx_xrealloc(out.s, sizeof *out.s * (size_t)out.cap);
    }
    out.s[out.n++] = gs;
    i += n;
    if (o->gemm_epilogue && i < b->n && epilogue_fusable(k, gs, b->s[i])) {
      gs->gemm->epilogue = b->s[i++];
      gs->note = arena_printf(&lp->arena, "%s; element-wise epilogue fused", gs->note);
    }
  }
  free(cands);
  free(b->s);
  *b = out;
}

void loop_gemm_pass(LoopProgram *lp) {
  if (!lp->opt.gemm_pack || !lp->opt.vec_dot) return; /* the microkernel is vector code */
  for (int i = 0; i < lp->nkernels; i++) gemm_kernel(lp, &lp->kernels[i], i);
  for (int i = 0; i < lp->noutputs; i++) gemm_kernel(lp, &lp->outputs[i], -1 - i);
  /* the hoist kernels (ir/hoist.c), run once before the levels: no sweep */
  for (int h = 0; h < lp->nhoists; h++) {
    int r = lp->ir->nreadouts + h;
    gemm_kernel(lp, &lp->readouts[r], -1 - lp->noutputs - r);
    for (int i = 0; i < lp->readouts[r].stmts.n; i++)
      if (lp->readouts[r].stmts.s[i]->kind == LS_GEMM) lp->readouts[r].stmts.s[i]->gemm->sweep = false;
  }
}
