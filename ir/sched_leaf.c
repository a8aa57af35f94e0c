/* Leaf specialization: a branch that reads children only through
 * reductions gets a kernel for leaves, its body with those reductions
 * folded to zero (RA-IR copy, then the passes again). */
#include "ir/schedule_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- leaf specialization --------------------------------------------------------- */

/* (Reductions over the other edges, a top-down rec's real children, do
 * not depend on the arity the kernels are split by: they stay.) */
bool sc_has_children_work(const IrBranch *br) {
  for (int i = 0; i < br->body.n; i++)
    if ((br->body.instrs[i].per_child || br->body.instrs[i].op == IR_REDUCE) && br->body.instrs[i].range != IR_RANGE_PARENTS)
      return true;
  return false;
}

/* The branch body at a node without children: reductions over them are
 * zero (sum, max and mean of nothing), then fold, CSE and DCE. */
bool sc_leaf_body(const IrProgram *p, const IrBranch *br, IrBlock *out, int *results, CxDiagEngine *diag) {
  IrBranch tmp;
  memset(&tmp, 0, sizeof tmp);
  tmp.label = br->label;
  ir_block_copy(&tmp.guard, &br->guard);
  tmp.guard_value = br->guard_value;
  ir_block_copy(&tmp.body, &br->body);
  tmp.results = results;
  memcpy(results, br->results, sizeof(int) * (size_t)p->ncomps);
  tmp.loc = br->loc;
  for (int i = 0; i < tmp.body.n; i++) {
    IrInstr *in = &tmp.body.instrs[i];
    if (in->op != IR_REDUCE || in->range == IR_RANGE_PARENTS) continue;
    free(in->args);
    in->args = NULL;
    in->nargs = 0;
    in->op = IR_FILL;
    in->a.fval = 0.0;
    in->per_child = false;
  }
  IrPass qp = p->passes[0];
  qp.branches = &tmp;
  qp.nbranches = 1;
  IrProgram q = *p;
  q.passes = &qp;
  q.npasses = 1;
  q.branches = &tmp;
  q.nbranches = 1;
  q.nreadouts = 0;
  q.noutputs = 0;
  /* the one branch keeps its phase (the verifier lets it read an
   * earlier phase's states at the node) */
  IrFusion fu;
  if (p->fusion && br >= p->branches && br < p->branches + p->nbranches) {
    fu = *p->fusion;
    fu.branch_phase += br - p->branches;
    q.fusion = &fu;
  }
  int rc = ir_optimize(&q, diag);
  ir_block_free(&tmp.guard);
  *out = tmp.body;
  return rc == 0;
}
