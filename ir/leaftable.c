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
 * The hoisted products (ir/hoist.c) of the same form, W @ E[n.word], are
 * marked the same way (leaf_key_field on their readout kernel): the
 * runtime tabulates their rows by key (stdlib/compiled_readout.c).
 *
 * This pass only decides and records (LoopKernel.leaf_key_field,
 * leaf_key_rows; key_field and key_rows whether tabulated or not, for
 * ir/leafprod.c); the kernel's code is unchanged, and the runtime calls it
 * on a mini-batch of keys to fill the table. */
#include "ir/loops.h"

/* Whether block b reads, of its node, exactly one int field and only as
 * the row index of params (no child state, reduction, arity or node int):
 * then *field, and in *rows the smallest row count among the params it
 * indexes (the keys' range). */
static bool one_key(const IrProgram *p, const IrBlock *b, int *field, int64_t *rows) {
  *field = -1;
  *rows = -1;
  for (int i = 0; i < b->n; i++) {
    const IrInstr *in = &b->instrs[i];
    if (in->per_child) return false;
    switch (in->op) {
    case IR_STATE:
    case IR_ARITY:
    case IR_NPARENTS:
    case IR_INDEX:
    case IR_DEPTH:
    case IR_HEIGHT:
    case IR_READOUT:
    case IR_REDUCE: return false;
    case IR_FIELD:
      if (in->a.node != NODE_SELF || in->a.field < 0 || in->a.field >= p->nfields || p->fields[in->a.field].is_vec)
        return false;
      if (*field >= 0 && *field != in->a.field) return false; /* two fields */
      *field = in->a.field;
      break;
    default: break;
    }
    /* every use of a field: the row index of a param */
    for (int a = 0; a < in->nargs; a++) {
      const IrInstr *arg = &b->instrs[in->args[a]];
      if (arg->op != IR_FIELD) continue;
      if (in->op != IR_ROW || a != 1) return false;
      const IrInstr *mat = &b->instrs[in->args[0]];
      if (mat->op != IR_PARAM || mat->type.kind != IRT_TENSOR || mat->type.shape.rank < 1) return false;
      int64_t r = mat->type.shape.dims[0];
      if (*rows < 0 || r < *rows) *rows = r;
    }
  }
  /* a field read but never used as a row index has no bound: no key */
  return *field >= 0 && *rows >= 1 && *rows <= INT32_MAX;
}

/* Whether b computes something: not only gathers rows of params. */
static bool does_work(const IrBlock *b) {
  for (int i = 0; i < b->n; i++) {
    IrOp op = b->instrs[i].op;
    if (op != IR_PARAM && op != IR_FIELD && op != IR_ROW && op != IR_ICONST && op != IR_FILL) return true;
  }
  return false;
}

static void analyze(const IrProgram *p, LoopKernel *k) {
  k->leaf_key_field = -1;
  k->leaf_key_rows = 0;
  int field;
  int64_t rows;
  if (!one_key(p, &k->body, &field, &rows)) return;
  k->key_field = field;
  k->key_rows = rows;
  /* nothing computed, rows gathered: no table */
  if (!does_work(&k->body)) return;
  /* the state results must not be the field itself (they are tensors) */
  for (int c = 0; c < p->ncomps; c++)
    if (k->results[c] < 0 || k->results[c] >= k->body.n || k->body.instrs[k->results[c]].type.kind != IRT_TENSOR) return;
  k->leaf_key_field = field;
  k->leaf_key_rows = rows;
}

/* A hoisted product (ir/hoist.c) that is a function of the params and one
 * field of its node, W @ E[n.word] (a sequence LSTM's x side): its rows
 * can be tabulated by key like a leaf's states (stdlib/compiled_readout.c,
 * hoist tables), computed once per word and copied. */
static void analyze_hoist(const IrProgram *p, LoopKernel *k) {
  k->leaf_key_field = -1;
  k->leaf_key_rows = 0;
  int field;
  int64_t rows;
  if (!one_key(p, &k->body, &field, &rows) || !does_work(&k->body)) return;
  if (k->results[0] < 0 || k->results[0] >= k->body.n || k->body.instrs[k->results[0]].type.kind != IRT_TENSOR) return;
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
  for (int h = 0; h < lp->nhoists; h++) analyze_hoist(lp->ir, &lp->readouts[lp->ir->nreadouts + h]);
}
