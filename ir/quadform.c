/* Quadratic forms with half the weights: (V @ v) @ v -> qfold(V) @ qpairs(v).
 *
 * The RNTN's tensor layer (Socher et al. 2013), written as the paper does,
 * `(V @ v) @ v` with V : [A, D, D], computes h_a = sum_ij V[a,i,j] v_i v_j.
 * As two products it streams all of V (A * D * D floats) per level and then
 * runs a per-node matrix-vector product over the [A, D] intermediate.  Since
 * v_i v_j = v_j v_i, only the pairs i <= j matter:
 *
 *   h_a = sum_{i <= j} S[a, (i, j)] v_i v_j,
 *   S[a, (i, i)] = V[a,i,i],  S[a, (i, j)] = V[a,i,j] + V[a,j,i]  (i < j)
 *
 * which is one matrix-vector product `qfold(V) @ qpairs(v)` over
 * D (D + 1) / 2 columns: half the weights to stream and half the
 * multiply-adds, and a product the GEMM pass packs (and merges with the
 * `W @ v` beside it) like any other.  qfold depends on the params alone,
 * so the panel is folded once, when the weights are bound; qpairs is a
 * node's D (D + 1) / 2 products, a small element loop.
 *
 * The pairs are laid out so that both sides are simple loops: with
 * W = (D + 1) / 2, pair column i * W + d (i < D, d < W) is
 * (i, (i + d) mod D), and for an even D the last D / 2 columns are
 * (i, i + D / 2), i < D / 2.  Every unordered pair appears exactly once
 * (d is the distance from i going up, mod D; an even D's half-way pairs
 * would appear twice, from each end, so they get columns of their own).
 *
 * The rewrite is done on a kernel's own copy of the RA-IR, like the
 * refactorings of ir/refactor.c: the interpreter runs the program as
 * written and the differential tests check the two against each other
 * (the sums differ by float rounding only).  LoopOptions.quad_form
 * (-fno-quad-form) turns it off. */
#include <stdlib.h>

#include "ir/loops.h"

int64_t loop_qpairs_width(int64_t D) { return (D + 1) / 2; }

int64_t loop_qpairs_len(int64_t D) { return D * loop_qpairs_width(D) + (D % 2 == 0 ? D / 2 : 0); }

/* Is m2 = (V @ x) @ x, with V : [A, D, D] a param, x : [D], the inner
 * product used by the outer one only, neither per element? */
static bool quad_form(const IrBlock *b, const int *uses, int m2) {
  const IrInstr *o = &b->instrs[m2];
  if (o->op != IR_MATMUL || o->nargs != 2 || o->per_child) return false;
  int m1 = o->args[0], x = o->args[1];
  const IrInstr *in = &b->instrs[m1];
  if (in->op != IR_MATMUL || in->nargs != 2 || in->per_child || uses[m1] != 1 || in->args[1] != x) return false;
  const IrInstr *V = &b->instrs[in->args[0]], *X = &b->instrs[x];
  if (V->op != IR_PARAM || V->type.kind != IRT_TENSOR || V->type.shape.rank != 3) return false;
  if (X->type.kind != IRT_TENSOR || X->type.shape.rank != 1) return false;
  int64_t D = X->type.shape.dims[0];
  return D >= 2 && V->type.shape.dims[1] == D && V->type.shape.dims[2] == D;
}

int loop_refactor_quad_forms(IrBlock *b, int *results, int nresults) {
  int n = b->n, count = 0;
  int *uses = calloc((size_t)(n ? n : 1), sizeof *uses);
  int *map = malloc(sizeof(int) * (size_t)(n ? n : 1));
  bool *hit = calloc((size_t)(n ? n : 1), sizeof *hit);
  if (!uses || !map || !hit) goto out;
  for (int i = 0; i < n; i++)
    for (int a = 0; a < b->instrs[i].nargs; a++) uses[b->instrs[i].args[a]]++;
  for (int i = 0; i < n; i++)
    if (quad_form(b, uses, i)) {
      hit[i] = true;
      count++;
    }
  if (count == 0) goto out;
  IrBlock nb = {0};
  for (int i = 0; i < n; i++) {
    const IrInstr *in = &b->instrs[i];
    if (!hit[i]) {
      map[i] = ir_emit_remapped(&nb, in, map);
      continue;
    }
    const IrInstr *inner = &b->instrs[in->args[0]], *V = &b->instrs[inner->args[0]];
    int64_t A = V->type.shape.dims[0], D = V->type.shape.dims[1], Q = loop_qpairs_len(D);
    IrInstr f = *inner;                        /* qfold V : [A, Q] */
    int fa = map[inner->args[0]];
    f.op = IR_QFOLD;
    f.nargs = 1;
    f.args = &fa;
    f.name = NULL;
    f.type.shape.rank = 2;
    f.type.shape.dims[0] = A;
    f.type.shape.dims[1] = Q;
    int fold = ir_emit(&nb, &f);
    IrInstr p = *in;                           /* qpairs x : [Q] */
    int pa = map[in->args[1]];
    p.op = IR_QPAIRS;
    p.nargs = 1;
    p.args = &pa;
    p.name = NULL;
    p.type.shape.rank = 1;
    p.type.shape.dims[0] = Q;
    int pairs = ir_emit(&nb, &p);
    IrInstr m = *in;                           /* fold @ pairs : [A] */
    int ma[2] = {fold, pairs};
    m.args = ma;
    map[i] = ir_emit(&nb, &m);
  }
  for (int c = 0; c < nresults; c++)
    if (results[c] >= 0) results[c] = map[results[c]];
  ir_block_free(b);
  *b = nb;
  ir_block_dce(b, results, nresults); /* the inner products, now unread */
out:
  free(uses);
  free(map);
  free(hit);
  return count;
}
