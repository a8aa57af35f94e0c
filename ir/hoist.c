/* Hoisting child-independent matrix products out of the recursion
 * (LoopOptions.hoist; issue 18).
 *
 * In a kernel whose nodes have children, a product `W @ x` whose matrix
 * is invariant and whose vector reads nothing but the node's own fields
 * and the params (the x-side `W x` of a sequence LSTM or GRU, Child-Sum's
 * `W x`) does not depend on the level: it is computed once, before the
 * level loop, for all of the kernel's nodes of the batch by a per-node
 * kernel (a "hoist kernel", LoopProgram.readouts after the program's own
 * readouts), as one packed GEMM over every such node instead of one small
 * product per level (cuDNN's trick).  The level kernel reads the rows
 * like a vector field, by node id (an IR_READOUT of the hoist), and its
 * own GEMM keeps the child side only: at batch 1 a sequence LSTM streams
 * [4H, H] of weights per element instead of [4H, 2H].
 *
 * Only the kernel that computes a product takes it: its hoist runs over
 * that kernel's nodes alone (a node of another branch may not even have
 * a valid word id).  Leaf kernels keep their own products: their nodes
 * are one level already, batched in one call.
 *
 * The sum changes order: W x + U h is two float sums added, where the
 * level kernel summed [W U] . [x; h] in one chain; the results move by
 * float rounding (tests/json_close.py's tolerance), and stay
 * bit-identical whatever the batch and the threads (a node's hoisted row
 * does not depend on its tile). */
#include <stdlib.h>
#include <string.h>

#include "ir/loops.h"
#include "lang/base/arena.h"

enum { R_NODE = 1, R_BAD = 2 };

/* What instruction i's cone reads: R_NODE (the node's own fields), R_BAD
 * (anything of another node, a state, a reduction, a structure fact). */
static int reads(const IrBlock *b, int i, int *memo) {
  if (memo[i] >= 0) return memo[i];
  const IrInstr *in = &b->instrs[i];
  int r = 0;
  switch (in->op) {
  case IR_FIELD: r = in->a.node == NODE_SELF ? R_NODE : R_BAD; break;
  case IR_STATE: case IR_ARITY: case IR_REDUCE: case IR_READOUT: case IR_NPARENTS:
  case IR_INDEX: case IR_DEPTH: case IR_HEIGHT:
    r = R_BAD;
    break;
  default: break;
  }
  if (in->per_child) r |= R_BAD;
  for (int a = 0; a < in->nargs && !(r & R_BAD); a++) r |= reads(b, in->args[a], memo);
  return memo[i] = r;
}

static bool hoistable(const IrBlock *b, int i, int *memo) {
  const IrInstr *in = &b->instrs[i];
  if (in->op != IR_MATMUL || in->per_child || in->type.kind != IRT_TENSOR || in->type.shape.rank != 1) return false;
  const IrInstr *w = &b->instrs[in->args[0]], *x = &b->instrs[in->args[1]];
  return w->type.shape.rank == 2 && x->type.shape.rank == 1 && reads(b, in->args[0], memo) == 0 &&
         reads(b, in->args[1], memo) == R_NODE;
}

int loop_hoist_rewrite(LoopProgram *lp, LoopKernel *k, int first, IrBlock **blocks, int **results, int *cap) {
  IrBlock *b = &k->body;
  if (!lp->opt.hoist || b->n == 0) return 0;
  int *memo = cx_xmalloc(sizeof(int) * (size_t)b->n);
  for (int i = 0; i < b->n; i++) memo[i] = -1;
  int n = 0;
  for (int i = 0; i < b->n; i++) {
    if (!hoistable(b, i, memo)) continue;
    int h = first + n;
    if (h >= *cap) {
      *cap = *cap ? *cap * 2 : 8;
      *blocks = cx_xrealloc(*blocks, sizeof **blocks * (size_t)*cap);
      *results = cx_xrealloc(*results, sizeof **results * (size_t)*cap);
    }
    /* The hoist kernel's block: the product and what it reads. */
    ir_block_copy(&(*blocks)[h], b);
    (*results)[h] = i;
    ir_block_dce(&(*blocks)[h], &(*results)[h], 1);
    /* The level kernel reads the hoisted rows of its node instead. */
    IrInstr *in = &b->instrs[i];
    free(in->args);
    in->args = NULL;
    in->nargs = 0;
    in->op = IR_READOUT;
    in->a.ival = lp->ir->nreadouts + h;
    memo[i] = R_BAD;
    n++;
  }
  free(memo);
  if (n) ir_block_dce(b, k->results, lp->ir->ncomps);
  return n;
}
