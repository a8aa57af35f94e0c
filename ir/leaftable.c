/* Leaf tables: which branch kernels compute a function of one int field.
 *
 * A kernel whose RA-IR body reads no child state, no reduction, no arity,
 * no vector field and exactly one int field of its own node, and uses
 * that field only as the row index of params (E[n.word]), computes states
 * that depend on the params and on that field's value alone.  The runtime
 * (stdlib/compiled.c) can then compute the states once per distinct key
 * and copy them: the TreeLSTM's leaves, a function of the word id.  Keys
 * lie in [0, rows), rows the smallest row count among the indexed params:
 * a key outside it is already a row-check error before anything runs.
 *
 * A kernel that computes nothing, only gathers rows of params and
 * constants (TreeFC's and TreeRNN's E[n.word], MV-RNN's (E[n.word], A0)),
 * is not tabulated: it already is a table lookup, and a table would only
 * add a copy (measured 2-5% slower at batch 1).
 *
 * This pass only decides and records (LoopKernel.leaf_key_field,
 * leaf_key_rows; key_field and key_rows whether tabulated or not, for
 * ir/leafprod.c); the kernel's code is unchanged, and the runtime calls it
 * on a mini-batch of keys to fill the table. */
#include "ir/loops.h"

static void analyze(const IrProgram *p, LoopKernel *k) {
  k->leaf_key_field = -1;
  k->leaf_key_rows = 0;
  const IrBlock *b = &k->body;
  int field = -1;
  int64_t rows = -1;
  for (int i = 0; i < b->n; i++) {
    const IrInstr *in = &b->instrs[i];
    if (in->per_child) return;
    switch (in->op) {
    case IR_STATE:
    case IR_ARITY:
    case IR_NPARENTS:
    case IR_INDEX:
    case IR_DEPTH:
    case IR_HEIGHT:
    case IR_REDUCE: return;
    case IR_FIELD:
      if (in->a.node != NODE_SELF || in->a.field < 0 || in->a.field >= p->nfields || p->fields[in->a.field].is_vec)
        return;
      if (field >= 0 && field != in->a.field) return; /* two fields */
      field = in->a.field;
      break;
    default: break;
    }
    /* every use of a field: the row index of a param */
    for (int a = 0; a < in->nargs; a++) {
      const IrInstr *arg = &b->instrs[in->args[a]];
      if (arg->op != IR_FIELD) continue;
      if (in->op != IR_ROW || a != 1) return;
      const IrInstr *mat = &b->instrs[in->args[0]];
      if (mat->op != IR_PARAM || mat->type.kind != IRT_TENSOR || mat->type.shape.rank < 1) return;
      int64_t r = mat->type.shape.dims[0];
      if (rows < 0 || r < rows) rows = r;
    }
  }
  /* a field read but never used as a row index has no bound: not tabulable */
  if (field < 0 || rows < 1 || rows > INT32_MAX) return;
  k->key_field = field;
  k->key_rows = rows;
  /* nothing computed, rows gathered: no table */
  bool work = false;
  for (int i = 0; i < b->n && !work; i++) {
    IrOp op = b->instrs[i].op;
    work = op != IR_PARAM && op != IR_FIELD && op != IR_ROW && op != IR_ICONST && op != IR_FILL;
  }
  if (!work) return;
  /* the state results must not be the field itself (they are tensors) */
  for (int c = 0; c < p->ncomps; c++)
    if (k->results[c] < 0 || k->results[c] >= b->n || b->instrs[k->results[c]].type.kind != IRT_TENSOR) return;
  k->leaf_key_field = field;
  k->leaf_key_rows = rows;
}

void loop_leaf_table_pass(LoopProgram *lp) {
  for (int i = 0; i < lp->nkernels; i++) {
    LoopKernel *k = &lp->kernels[i];
    k->leaf_key_field = -1;
    k->leaf_key_rows = 0;
    k->key_field = -1;
    k->key_rows = 0;
    if (k->kind == LK_BRANCH) analyze(lp->ir, k);
  }
}
