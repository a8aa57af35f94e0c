/* Leaf constants: products with a child's state that a leaf kernel sets
 * to a param.
 *
 * MV-RNN's leaves return the param A0 as their matrix, and its internal
 * nodes compute W_M @ [A_l; A_r] (the schedule's matrix-matrix product,
 * rows r over columns c, one dot segment per child):
 *
 *   for r: for c: acc = sum(k) W_M[r, k] * A[c0][k, c] + sum(k) W_M[r, H + k] * A[c1][k, c]
 *
 * When c0 is a node of the leaf kernel, A[c0] is A0, and the first
 * segment is the constant W_M[:, :H] @ A0.  This pass finds
 *
 *   - per branch kernel, the state components it sets to a param, as
 *     `for li: ...; for j in 0..numel: state[i * numel + j] = P[j]` with
 *     no other store to that component in the kernel;
 *   - matrix-matrix products whose segment reads such a component of a
 *     child, `state[cv * numel + X(k, c)]` with cv a let from children[]
 *     and a row side that reads only params,
 *
 * and gives each such segment a pack: the segment's product with P in
 * place of the child's state, [rows, cols], which the code generator
 * fills when the params are bound (cx_pack).  At run time the product
 * checks whether the child is in that kernel's level-0 group (a leaf has
 * height 0); if so it starts from the pack and skips the segment.  The
 * statement itself is unchanged: it is still what the code computes, and
 * a child of any other kernel takes the general path.  81% of the SST
 * dev trees' internal nodes have a leaf child: MV-RNN does about half of
 * its FLOPs. */
#include <stdlib.h>

#include "ir/loops.h"

#define LC_MAX_SEGS 2 /* the code generator's variants: 2^segments */

/* ---- which kernels set a state component to a param ---------------------------- */

static int count_stores(const LoopBody *b, LoopArray a, int id) {
  int n = 0;
  for (int i = 0; i < b->n; i++) {
    const LoopStmt *s = b->s[i];
    if (s->kind == LS_STORE && s->array == a && s->id == id) n++;
    n += count_stores(&s->body, a, id) + count_stores(&s->els, a, id);
    if (s->kind == LS_GEMM && s->gemm->epilogue) n += count_stores(&s->gemm->epilogue->body, a, id);
  }
  return n;
}

/* The param that kernel k copies verbatim into state component comp of
 * every node (-1: none). */
static int param_copy(const LoopKernel *k, int comp) {
  if (k->kind != LK_BRANCH) return -1;
  int param = -1;
  for (int i = 0; i < k->stmts.n; i++) {
    const LoopStmt *s = k->stmts.s[i];
    if (s->kind != LS_FOR || s->role != LR_NODES || s->body.n < 1) continue;
    /* (every node of the group: 0..n) */
    if (s->lo->kind != LE_CONST || s->lo->i != 0 || s->hi->kind != LE_VAR) continue;
    const LoopStmt *el = s->body.s[s->body.n - 1];
    if (el->kind != LS_FOR || el->role != LR_ELEMS || el->body.n != 1) continue;
    const LoopStmt *st = el->body.s[0];
    if (st->kind != LS_STORE || st->array != LA_STATE || st->id != comp) continue;
    const LoopExpr *v = st->value, *ix = st->index;
    if (v->kind != LE_LOAD || v->array != LA_PARAM || v->a->kind != LE_VAR || v->a->var != el->var) return -1;
    if (el->lo->kind != LE_CONST || el->lo->i != 0 || el->hi->kind != LE_CONST) return -1;
    /* index: i * numel + j, numel the loop's */
    if (ix->kind != LE_BINARY || ix->op != LO_ADD || ix->b->kind != LE_VAR || ix->b->var != el->var) return -1;
    if (ix->a->kind != LE_BINARY || ix->a->op != LO_MUL || ix->a->a->kind != LE_VAR || ix->a->b->kind != LE_CONST ||
        ix->a->b->i != el->hi->i)
      return -1;
    param = v->id;
  }
  return param >= 0 && count_stores(&k->stmts, LA_STATE, comp) == 1 ? param : -1;
}

/* ---- products that read such a component of a child ---------------------------- */

/* Is var v set by one of the lets in b[0..upto) from children[]? */
static bool child_let(const LoopBody *b, int upto, int v) {
  for (int i = 0; i < upto; i++) {
    const LoopStmt *l = b->s[i];
    if (l->kind == LS_SET && l->var == v && l->value->kind == LE_LOAD && l->value->array == LA_CHILDREN) return true;
  }
  return false;
}

typedef struct Ctx {
  LoopProgram *lp;
  int kernel;                /* the kernel scanned */
  int *copy_kernel, *copy_param; /* per state component: a kernel setting it to a param, which param */
} Ctx;

/* s, the statement at position pos of node loop ns: a product rows x
 * cols with a leaf-constant segment? */
static void product(Ctx *x, const LoopStmt *ns, int pos, LoopStmt *s) {
  const IrProgram *p = x->lp->ir;
  if (s->kind != LS_FOR || s->role != LR_ROWS || s->body.n != 1) return;
  const LoopStmt *cs = s->body.s[0];
  if (cs->kind != LS_FOR || cs->role != LR_COLS || cs->body.n != 2) return;
  const LoopStmt *d = cs->body.s[0], *st = cs->body.s[1];
  if (d->kind != LS_DOT || st->kind != LS_STORE || d->nsegs > LC_MAX_SEGS) return;
  if (s->lo->kind != LE_CONST || s->lo->i != 0 || s->hi->kind != LE_CONST || cs->lo->kind != LE_CONST || cs->lo->i != 0 ||
      cs->hi->kind != LE_CONST)
    return;
  LoopLeafConst *lc = NULL;
  for (int g = 0; g < d->nsegs; g++) {
    const LoopExpr *a = d->segs[g].a, *b = d->segs[g].b;
    if (b->kind != LE_LOAD || b->array != LA_STATE || b->id < 0 || b->id >= p->ncomps || x->copy_kernel[b->id] < 0) continue;
    int rk[2] = {s->var, d->kvar}, kc[2] = {d->kvar, cs->var};
    if (!loop_expr_reads_only(a, rk, 2, true)) continue;
    /* b's index: cv * numel + X(k, c) */
    const LoopExpr *ix = b->a;
    if (ix->kind != LE_BINARY || ix->op != LO_ADD || ix->a->kind != LE_BINARY || ix->a->op != LO_MUL) continue;
    const LoopExpr *cv = ix->a->a, *ne = ix->a->b;
    if (cv->kind != LE_VAR || ne->kind != LE_CONST || !child_let(&ns->body, pos, cv->var)) continue;
    /* (X(k, c) = Y(k) + c: the column tiles' shape, else no use for a pack) */
    if (!loop_expr_reads_only(ix->b, kc, 2, false) || !loop_index_var_plus(ix->b, cs->var, NULL)) continue;
    LoopExpr *op = arena_alloc(&x->lp->arena, sizeof *op);
    *op = *b;
    op->array = LA_PARAM;
    op->id = x->copy_param[b->id];
    op->a = ix->b;
    if (!lc) {
      lc = arena_alloc(&x->lp->arena, sizeof *lc);
      lc->nsegs = d->nsegs;
      lc->child_var = arena_alloc(&x->lp->arena, sizeof(int) * (size_t)d->nsegs);
      lc->kernel = arena_alloc(&x->lp->arena, sizeof(int) * (size_t)d->nsegs);
      lc->pack = arena_alloc(&x->lp->arena, sizeof(int) * (size_t)d->nsegs);
      for (int h = 0; h < d->nsegs; h++) lc->child_var[h] = lc->kernel[h] = lc->pack[h] = -1;
    }
    LoopProgram *lp = x->lp;
    lp->packs = cx_xrealloc(lp->packs, sizeof *lp->packs * (size_t)(lp->npacks + 1));
    lp->packs[lp->npacks] = (LoopPack){x->kernel, NULL, s->hi->i * cs->hi->i, s, g, op};
    lc->child_var[g] = cv->var;
    lc->kernel[g] = x->copy_kernel[b->id];
    lc->pack[g] = lp->npacks++;
  }
  s->leafc = lc;
}

static void scan(Ctx *x, LoopBody *b) {
  for (int i = 0; i < b->n; i++) {
    LoopStmt *ns = b->s[i];
    if (ns->kind != LS_FOR || ns->role != LR_NODES) continue;
    for (int j = 0; j < ns->body.n; j++) product(x, ns, j, ns->body.s[j]);
  }
}

void loop_leaf_const_pass(LoopProgram *lp) {
  if (!lp->opt.leaf_const || !lp->opt.col_vec) return;
  int nc = lp->ir->ncomps;
  Ctx x = {lp, -1, cx_xcalloc((size_t)nc + 1, sizeof(int)), cx_xcalloc((size_t)nc + 1, sizeof(int))};
  for (int c = 0; c < nc; c++) {
    x.copy_kernel[c] = x.copy_param[c] = -1;
    for (int k = 0; k < lp->nkernels && x.copy_kernel[c] < 0; k++) {
      int prm = param_copy(&lp->kernels[k], c);
      if (prm >= 0) {
        x.copy_kernel[c] = k;
        x.copy_param[c] = prm;
      }
    }
  }
  for (int k = 0; k < lp->nkernels; k++) {
    /* children lie in the kernel's own phase, so only its leaves copy */
    bool same = true;
    for (int c = 0; c < nc; c++)
      if (x.copy_kernel[c] >= 0 && lp->kernels[x.copy_kernel[c]].phase != lp->kernels[k].phase) same = false;
    if (!same) continue;
    x.kernel = k;
    scan(&x, &lp->kernels[k].stmts);
  }
  free(x.copy_kernel);
  free(x.copy_param);
}
