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

/* The elements of the (now folded) reductions over children: at a leaf
 * there are none, so their row reads and int divisions check nothing
 * (the passes keep such checks live, ir/passes.c): dropped before them. */
static void drop_children_elements(IrBlock *b, int *results, int nresults) {
  int *map = cx_xmalloc(sizeof(int) * (size_t)(b->n ? b->n : 1));
  IrBlock out = {0};
  for (int i = 0; i < b->n; i++) {
    const IrInstr *in = &b->instrs[i];
    map[i] = in->per_child && in->range != IR_RANGE_PARENTS ? -1 : ir_emit_remapped(&out, in, map);
  }
  for (int k = 0; k < nresults; k++)
    if (results[k] >= 0) results[k] = map[results[k]];
  ir_block_free(b);
  *b = out;
  free(map);
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
  drop_children_elements(&tmp.body, results, p->ncomps);
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
