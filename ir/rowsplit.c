/* The row-split analysis: which branch kernels several threads can run
 * on the same group of nodes, each thread taking a contiguous range of
 * every GEMM's row blocks (stdlib/compiled_pool.c, "row split").
 *
 * A kernel qualifies when its statements are scalar lets and packed
 * GEMMs whose element-wise work is fused into them (the epilogue runs on
 * the row block just computed: row j of h needs only row j of each gate),
 * so that a thread's rows depend on nothing another thread computes in the
 * same call.  A GEMM after the first may read what an earlier one stored
 * for all rows (TreeGRU's U (r * h) reads every row of r * h): the threads
 * meet at a barrier before it (LoopGemm.sync_before).  Anything else at
 * the top of the kernel (an unfused loop, a reduction across rows, a
 * dot product over H, attention) runs whole on every row and is not
 * split: the kernel keeps the node split or runs on one thread.  A
 * kernel whose panels are small (under ROW_SPLIT_MIN_FLOATS) is split
 * only when forced (CORTEX_ROW_SPLIT=force): its level takes about as
 * long as handing it to another core (measured: TreeGRU at H = 64, 128
 * KB of panels, 2 threads took twice as long as 1 at batch 1).  Part of
 * loop_schedule. */
#include <stdbool.h>

#include "ir/loops.h"

/* 256 KB of panels: a TreeLSTM or TreeGRU at H = 128 and above. */
#define ROW_SPLIT_MIN_FLOATS 65536

/* Why kernel k cannot be row-split, or NULL when it can. */
static const char *row_split_refusal(const LoopProgram *lp, LoopKernel *k, int64_t *floats) {
  if (k->kind != LK_BRANCH) return "not a branch kernel";
  int ngemms = 0;
  *floats = 0;
  for (int i = 0; i < k->stmts.n; i++) {
    LoopStmt *s = k->stmts.s[i];
    if (s->kind == LS_SET) continue;
    if (s->kind != LS_GEMM) return "a loop outside the GEMMs runs on every row";
    LoopGemm *g = s->gemm;
    if (!g->epilogue) return "a GEMM's element-wise work is not fused into it";
    bool same = true;
    for (int m = 1; m < s->body.n; m++) same = same && s->body.s[m]->hi->i == s->body.s[0]->hi->i;
    if (!same && !g->uniform) return "a GEMM's members have different row counts";
    g->sync_before = ngemms > 0;
    *floats += lp->packs[g->pack].floats;
    ngemms++;
  }
  if (ngemms == 0) return "no GEMM";
  return NULL;
}

void loop_row_split_pass(LoopProgram *lp) {
  for (int i = 0; i < lp->noutputs; i++) lp->outputs[i].row_split = LOOP_ROW_SPLIT_NO;
  for (int i = 0; i < lp->nreadouts; i++) lp->readouts[i].row_split = LOOP_ROW_SPLIT_NO;
  for (int i = 0; i < lp->nkernels; i++) {
    LoopKernel *k = &lp->kernels[i];
    int64_t floats = 0;
    k->row_split_refusal = row_split_refusal(lp, k, &floats);
    k->row_split = k->row_split_refusal ? LOOP_ROW_SPLIT_NO
                   : floats < ROW_SPLIT_MIN_FLOATS ? LOOP_ROW_SPLIT_FORCED
                                                   : LOOP_ROW_SPLIT_YES;
    if (!k->row_split)
      for (int j = 0; j < k->stmts.n; j++)
        if (k->stmts.s[j]->kind == LS_GEMM) k->stmts.s[j]->gemm->sync_before = false;
  }
}
