/* The bf16 dot products' operand temps: with AVX512-BF16 (gemm_bf16_dot),
 * a GEMM's operands (the nodes' f32 states) are rounded to bf16 pairs
 * before vdpbf16ps multiplies them with the panel.  The tile function
 * does it for its nodes at every row block: a [3H, H] panel at H = 512 in
 * blocks of 64 rows rounds each operand 24 times, 4-5% of a bf16 call of
 * the Child-Sum TreeLSTM or TBCNN at batch 1 (perf, 2026-12-07).  Here a
 * GEMM in a kernel that is not row-split gets a temp with room for every
 * tile index's pairs: the code generator rounds them at the GEMM's first
 * row block and points the later blocks' tiles at them.
 *
 * Row-split kernels keep the per-block rounding: their threads share the
 * kernel's temps and would write the same words.  A GEMM qualifies when
 * every segment is whole pairs (else the code generator does not use the
 * dot layout), its node loop starts at 0 (the tile index is the temp's
 * row) and member 0 stores into a temp, whose space (nodes or edges) the
 * pairs temp takes.  Part of loop_schedule, after the row-split analysis. */
#include <stdbool.h>

#include "ir/loops.h"

int64_t loop_dot_pairs_offset(const LoopStmt *dot, int s) {
  int64_t off = 0;
  for (int i = 0; i < s; i++) off += (dot->segs[i].len + 31) / 32 * 16;
  return off;
}

/* The temp of GEMM gs's pairs: its space, and words per tile index; false
 * when it does not qualify. */
static bool pairs_shape(const LoopKernel *k, const LoopStmt *gs, LoopSpace *space, int64_t *words) {
  const LoopGemm *G = gs->gemm;
  const LoopStmt *nodes = G->nchild > 1 ? G->child_nest : gs->body.s[0]->body.s[0];
  const LoopStmt *dot = nodes->body.s[nodes->body.n - 2], *store = nodes->body.s[nodes->body.n - 1];
  if (nodes->lo->kind != LE_CONST || nodes->lo->i != 0) return false;
  if (store->array != LA_TEMP || store->id < 0 || store->id >= k->ntemps) return false;
  for (int s = 0; s < dot->nsegs; s++)
    if (dot->segs[s].len % 2) return false;
  *space = k->temps[store->id].space;
  *words = loop_dot_pairs_offset(dot, dot->nsegs);
  return *space != SP_INV;
}

void loop_dot_pairs_pass(LoopProgram *lp) {
  const LoopOptions *o = &lp->opt;
  if (!o->gemm_bf16 || !o->gemm_bf16_dot || !o->gemm_pairs_once) return;
  for (int i = 0; i < lp->nkernels; i++) {
    LoopKernel *k = &lp->kernels[i];
    if (k->kind != LK_BRANCH || k->row_split != LOOP_ROW_SPLIT_NO) continue;
    for (int j = 0; j < k->stmts.n; j++) {
      LoopStmt *s = k->stmts.s[j];
      LoopSpace space;
      int64_t words;
      if (s->kind != LS_GEMM || !pairs_shape(k, s, &space, &words)) continue;
      s->gemm->pairs_words = words;
      /* with nchild > 1 the tile index is (node, child): nchild rows a node */
      s->gemm->pairs_temp = loop_kernel_add_temp(lp, k, space, words * (s->gemm->nchild > 1 ? s->gemm->nchild : 1), s->instr);
    }
  }
}
