/* Algebraic refactoring in the schedule: sum_k W @ x_k -> W @ sum_k x_k.
 *
 * A reduction over the children of a matrix product whose matrix does not
 * depend on the child (DAG-RNN's sum(k in n.children) (W @ node(k)), or
 * a mean) costs one matrix-vector product per edge; by linearity it equals
 * one product per node of the reduced operand.  The rewrite is done on a
 * kernel's own copy of the RA-IR (LoopKernel.body), so the interpreter,
 * which runs the program as written, checks it in the differential tests;
 * the results differ by float rounding only.  LoopOptions.sum_matmul
 * (-fno-sum-matmul) turns it off; `--stage loops` names the rewritten
 * instructions on the kernel's header. */
#include <stdlib.h>

#include "ir/loops.h"

/* In place, using the slots of the two instructions (the product is used
 * only by the reduction, so it is free to take the reduction of x):
 *   %m = matmul %W, %x (per child)      %m = reduce sum %x
 *   %r = reduce sum %m              ->  %r = matmul %W, %m
 * Returns the number of rewrites; *first the first %r (-1 none). */
int loop_refactor_sum_matmul(IrBlock *b, int *first) {
  int n = b->n, count = 0;
  *first = -1;
  int *uses = calloc((size_t)(n ? n : 1), sizeof *uses);
  if (!uses) return 0;
  for (int i = 0; i < n; i++)
    for (int a = 0; a < b->instrs[i].nargs; a++) uses[b->instrs[i].args[a]]++;
  for (int r = 0; r < n; r++) {
    IrInstr *red = &b->instrs[r];
    if (red->op != IR_REDUCE || (red->a.red != RED_SUM && red->a.red != RED_MEAN) || red->nargs != 1) continue;
    int m = red->args[0];
    IrInstr *mm = &b->instrs[m];
    if (mm->op != IR_MATMUL || !mm->per_child || uses[m] != 1 || mm->nargs != 2) continue;
    int w = mm->args[0], x = mm->args[1];
    if (b->instrs[w].per_child || !b->instrs[x].per_child || mm->type.shape.rank != 1) continue;
    int *rargs = malloc(sizeof(int) * 2), *margs = malloc(sizeof(int));
    if (!rargs || !margs) {
      free(rargs);
      free(margs);
      break;
    }
    IrInstr newm = *red, newr = *mm;
    newm.type = b->instrs[x].type; /* the reduced operand */
    newm.per_child = false;
    newm.nargs = 1;
    margs[0] = x;
    newm.args = margs;
    newr.type = red->type;
    newr.per_child = false;
    newr.nargs = 2;
    rargs[0] = w;
    rargs[1] = m;
    newr.args = rargs;
    newr.name = red->name;
    free(mm->args);
    free(red->args);
    *mm = newm;
    *red = newr;
    if (*first < 0) *first = r;
    count++;
  }
  free(uses);
  return count;
}
