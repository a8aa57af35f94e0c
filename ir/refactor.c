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

/* ---- weighted sums of products ------------------------------------------------ */

/* sum_k (s_k * (A @ x_k) + t_k * (B @ y_k) - ...) -> A @ sum_k s_k x_k +
 * B @ sum_k t_k y_k - ...: TBCNN's position-weighted children (each child's
 * `eta_r(k) * (W_r @ x_k) + eta_l(k) * (W_l @ x_k)`), where the simple
 * rewrite above sees no product directly under the reduction.  Each term
 * becomes one product per node of a reduced operand, which the GEMM pass
 * packs, instead of a product per edge.  By linearity; the results differ
 * by float rounding only (the reductions accumulate in double as before). */

enum { MAX_TERMS = 16 };

typedef struct Term {
  int scale;                 /* a rank-0 factor (-1: none) */
  int w, x;                  /* the product's matrix and vector */
  bool neg;
} Term;

/* Whether i, used once, is a per-element product W @ x with W invariant
 * and an [M, K] @ [K] shape (the contractions keep their own form). */
static bool is_edge_product(const IrBlock *b, const int *uses, int i, IrRange range) {
  const IrInstr *in = &b->instrs[i];
  if (in->op != IR_MATMUL || !in->per_child || in->range != range || uses[i] != 1 || in->nargs != 2) return false;
  const IrInstr *w = &b->instrs[in->args[0]], *x = &b->instrs[in->args[1]];
  return !w->per_child && w->type.shape.rank == 2 && x->per_child && in->type.shape.rank == 1;
}

static bool is_scalar(const IrInstr *in) { return in->type.kind == IRT_TENSOR && in->type.shape.rank == 0; }

/* Splits the reduced value i into terms (sign neg); false when some part
 * is not a (scaled) product or is used elsewhere. */
static bool collect_terms(const IrBlock *b, const int *uses, int i, IrRange range, bool neg, Term *t, int *nt) {
  const IrInstr *in = &b->instrs[i];
  if (!in->per_child || in->range != range || uses[i] != 1) return false;
  if (in->op == IR_ADD || in->op == IR_SUB)
    return collect_terms(b, uses, in->args[0], range, neg, t, nt) &&
           collect_terms(b, uses, in->args[1], range, in->op == IR_SUB ? !neg : neg, t, nt);
  if (*nt >= MAX_TERMS) return false;
  if (is_edge_product(b, uses, i, range)) {
    t[(*nt)++] = (Term){-1, in->args[0], in->args[1], neg};
    return true;
  }
  if (in->op != IR_MUL) return false;
  for (int s = 0; s < 2; s++) {
    int f = in->args[s], p = in->args[1 - s];
    if (is_scalar(&b->instrs[f]) && is_edge_product(b, uses, p, range)) {
      const IrInstr *pm = &b->instrs[p];
      t[(*nt)++] = (Term){f, pm->args[0], pm->args[1], neg};
      return true;
    }
  }
  return false;
}

static int emit2(IrBlock *b, const IrInstr *like, IrOp op, IrType type, bool per_child, int a0, int a1) {
  IrInstr in = *like;
  int args[2] = {a0, a1};
  in.op = op;
  in.type = type;
  in.per_child = per_child;
  in.nargs = ir_op_nargs[op] == 1 ? 1 : 2;
  in.args = args;
  in.name = NULL;
  return ir_emit(b, &in);
}

/* Emits the rewritten reduction red (args mapped by map) into nb: the
 * index of its value. */
static int emit_terms(IrBlock *nb, const IrBlock *b, const IrInstr *red, const Term *t, int nt, const int *map) {
  int acc = -1;
  for (int j = 0; j < nt; j++) {
    const IrInstr *x = &b->instrs[t[j].x];
    int xv = map[t[j].x];
    if (t[j].scale >= 0) xv = emit2(nb, x, IR_MUL, x->type, true, map[t[j].scale], xv);
    IrInstr r = *red;
    r.type = x->type;
    r.args = &xv;
    r.nargs = 1;
    r.name = NULL;
    int sum = ir_emit(nb, &r);
    int prod = emit2(nb, red, IR_MATMUL, red->type, false, map[t[j].w], sum);
    if (acc < 0) acc = t[j].neg ? emit2(nb, red, IR_NEG, red->type, false, prod, -1) : prod;
    else acc = emit2(nb, red, t[j].neg ? IR_SUB : IR_ADD, red->type, false, acc, prod);
  }
  return acc;
}

int loop_refactor_weighted_sums(IrBlock *b, int *results, int nresults) {
  int n = b->n, count = 0;
  int *uses = calloc((size_t)(n ? n : 1), sizeof *uses);
  int *map = malloc(sizeof(int) * (size_t)(n ? n : 1));
  Term *terms = malloc(sizeof(Term) * (size_t)(n ? n : 1) * MAX_TERMS);
  int *nterms = calloc((size_t)(n ? n : 1), sizeof *nterms);
  if (!uses || !map || !terms || !nterms) goto out;
  for (int i = 0; i < n; i++)
    for (int a = 0; a < b->instrs[i].nargs; a++) uses[b->instrs[i].args[a]]++;
  for (int r = 0; r < n; r++) {
    const IrInstr *red = &b->instrs[r];
    if (red->op != IR_REDUCE || (red->a.red != RED_SUM && red->a.red != RED_MEAN) || red->nargs != 1 ||
        red->per_child || red->type.shape.rank != 1)
      continue;
    Term *t = &terms[(size_t)r * MAX_TERMS];
    int nt = 0;
    if (!collect_terms(b, uses, red->args[0], red->range, false, t, &nt)) continue;
    bool scaled = false;
    for (int j = 0; j < nt; j++) scaled |= t[j].scale >= 0;
    if (nt < 2 && !scaled) continue; /* the simple rewrite's case */
    nterms[r] = nt;
    count++;
  }
  if (count == 0) goto out;
  IrBlock nb = {0};
  for (int i = 0; i < n; i++) {
    if (nterms[i]) {
      map[i] = emit_terms(&nb, b, &b->instrs[i], &terms[(size_t)i * MAX_TERMS], nterms[i], map);
      continue;
    }
    map[i] = ir_emit_remapped(&nb, &b->instrs[i], map);
  }
  for (int c = 0; c < nresults; c++)
    if (results[c] >= 0) results[c] = map[results[c]];
  ir_block_free(b);
  *b = nb;
  ir_block_dce(b, results, nresults); /* the per-edge products, now unread */
out:
  free(uses);
  free(map);
  free(terms);
  free(nterms);
  return count;
}
