/* Leaf-child products: per-word tables of a GEMM segment's sums.
 *
 * TreeRNN's internal nodes compute W_l h_l + W_r h_r, one packed GEMM
 * whose two dot segments read the children's states.  When the left
 * child is a leaf, h_l = E[word]: its segment's sums W_l E[word] depend
 * on the params and the word alone.  81% of the SST trees' internal
 * nodes have a leaf child, and half of all child edges end at a leaf, so
 * a table of those sums by word takes half of the internal nodes'
 * multiply-adds away once the words have been seen; at batch 1, where a
 * level streams the whole panel, a tile whose nodes all have a leaf as
 * that child skips the segment's part of the panel.
 *
 * This pass finds, in every packed GEMM of a branch kernel, the segments
 * whose operand is `state[cv * numel + k]` (unit stride in k, nothing
 * else) with cv a let `children[child_start[i] + j]`, and a keyed leaf
 * kernel (ir/leaftable.c: its states are a function of the params and
 * one int field, tabulated or not), and gives each a table
 * (LoopProgram.lprods, LoopGemm.lprod).  The code generator then sums
 * every segment of that GEMM on its own and adds the sums in segment
 * order, so that a sum read from the table (computed by the same code,
 * on one node) is bit for bit the one the tile would have computed:
 * results do not depend on which tiles took the table.  A word's row is
 * written by the GEMM itself, by the node the runtime (stdlib/compiled.c)
 * makes its writer at the word's first use; the runtime empties the
 * tables when the params change, and orders each group's nodes by the
 * rows they have, so that the nodes of a tile skip together. */
#include <stdlib.h>

#include "ir/loops.h"

static const LoopStmt *let_of(const LoopBody *b, int upto, int v) {
  for (int i = 0; i < upto; i++)
    if (b->s[i]->kind == LS_SET && b->s[i]->var == v) return b->s[i];
  return NULL;
}

/* Is v (a let of the node loop ns, before position upto) the child
 * children[child_start[i] + j], i = start + li?  Returns j, or -1. */
static int child_position(const LoopKernel *k, const LoopStmt *ns, int upto, int v) {
  const LoopStmt *l = let_of(&ns->body, upto, v);
  if (!l || l->value->kind != LE_LOAD || l->value->array != LA_CHILDREN) return -1;
  const LoopExpr *ix = l->value->a;
  int64_t j = 0;
  if (ix->kind == LE_BINARY && ix->op == LO_ADD && ix->b->kind == LE_CONST) {
    j = ix->b->i;
    ix = ix->a;
  }
  if (ix->kind != LE_VAR || j < 0 || j > 1000) return -1;
  const LoopStmt *cs = let_of(&ns->body, upto, ix->var);
  if (!cs || cs->value->kind != LE_LOAD || cs->value->array != LA_CHILD_START || cs->value->a->kind != LE_VAR) return -1;
  const LoopStmt *il = let_of(&ns->body, upto, cs->value->a->var);
  if (!il || il->value->kind != LE_BINARY || il->value->op != LO_ADD) return -1;
  const LoopExpr *a = il->value->a, *b = il->value->b;
  if (a->kind != LE_VAR || b->kind != LE_VAR) return -1;
  bool ok = (a->var == k->var_start && b->var == ns->var) || (b->var == k->var_start && a->var == ns->var);
  return ok ? (int)j : -1;
}

static void gemm(LoopProgram *lp, int kernel, LoopStmt *gs, int leaf_kernel) {
  const LoopKernel *k = &lp->kernels[kernel];
  const LoopKernel *lk = &lp->kernels[leaf_kernel];
  LoopGemm *G = gs->gemm;
  /* merged per-child members (ir/gemm.c): a tile's nodes read different
     children, which one table slot per node cannot describe */
  if (G->nchild) return;
  const LoopStmt *ns = gs->body.s[0]->body.s[0];
  const LoopStmt *d = ns->body.s[ns->body.n - 2];
  int upto = ns->body.n - 2;
  int64_t koff = 0;
  for (int g = 0; g < d->nsegs; koff += d->segs[g].len, g++) {
    const LoopExpr *b = d->segs[g].b;
    if (b->kind != LE_LOAD || b->array != LA_STATE) continue;
    const LoopExpr *ix = b->a;
    /* cv * numel + X(k): X unit stride in k, nothing but cv and k */
    if (ix->kind != LE_BINARY || ix->op != LO_ADD || ix->a->kind != LE_BINARY || ix->a->op != LO_MUL) continue;
    const LoopExpr *cv = ix->a->a;
    if (cv->kind != LE_VAR || ix->a->b->kind != LE_CONST) continue;
    if (!loop_expr_reads_only(ix->b, &d->kvar, 1, false) || !loop_index_var_plus(ix->b, d->kvar, NULL)) continue;
    int j = child_position(k, ns, upto, cv->var);
    if (j < 0) continue;
    /* A word's row holds the panel's rows: a few times the segment's
     * length for gate GEMMs (TreeLSTM: 5H rows for a K = H segment), but
     * H * 2H for the RNTN's [H, 2H, 2H] contraction, whose rows are then
     * 32 KB a word at H = 64 and 512 KB at H = 256.  Writing such rows
     * for every new word cost more than the products it saves: the RNTN
     * at H = 64 over 100 SST dev trees seen once took 7.8-8.5 ms a call
     * with the tables and 0.65-0.81 without (warm, both ~equal).  So no
     * table for a panel of more than 8 rows per k of the segment. */
    if (lp->packs[G->pack].floats / G->ktot > 8 * d->segs[g].len) continue;
    if (!G->lprod) {
      G->lprod = arena_alloc(&lp->arena, sizeof(int) * (size_t)d->nsegs);
      for (int h = 0; h < d->nsegs; h++) G->lprod[h] = -1;
    }
    lp->lprods = cx_xrealloc(lp->lprods, sizeof *lp->lprods * (size_t)(lp->nlprods + 1));
    lp->lprods[lp->nlprods] = (LoopLeafProd){kernel, gs, g, j, leaf_kernel, lk->key_field, lk->key_rows,
                                             lp->packs[G->pack].floats / G->ktot, koff};
    G->lprod[g] = lp->nlprods++;
  }
}

void loop_leaf_prod_pass(LoopProgram *lp) {
  if (!lp->opt.leaf_prod) return;
  /* the leaves: the first keyed kernel that reads no child */
  int leaf = -1;
  for (int k = 0; k < lp->nkernels && leaf < 0; k++)
    if (lp->kernels[k].kind == LK_BRANCH && lp->kernels[k].key_field >= 0 && lp->kernels[k].max_child < 0) leaf = k;
  if (leaf < 0) return;
  for (int k = 0; k < lp->nkernels; k++) {
    /* (children lie in the kernel's own phase: a later phase's GEMM
     * never reads the leaves of phase 0) */
    if (k == leaf || lp->kernels[k].kind != LK_BRANCH || lp->kernels[k].phase != lp->kernels[leaf].phase) continue;
    LoopBody *b = &lp->kernels[k].stmts;
    for (int i = 0; i < b->n; i++)
      if (b->s[i]->kind == LS_GEMM) gemm(lp, k, b->s[i], leaf);
  }
}
