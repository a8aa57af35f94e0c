/* The model's description that compiled code carries (the "blob" of
 * stdlib/compiled.h), written from the RA-IR and its schedule: what the
 * runtime's runner needs besides the code, so that a cached .so, a built
 * executable or a built shared library runs without the compiler.  The
 * reader is stdlib/compiled.c; the format is documented in compiled.h. */
#include "backend/jit/jit_internal.h"

#include <stdlib.h>
#include <string.h>

#include "stdlib/compiled.h"

typedef struct Buf {
  uint8_t *p;
  size_t n, cap;
} Buf;

static void put(Buf *b, const void *data, size_t n) {
  if (b->n + n > b->cap) {
    while (b->n + n > b->cap) b->cap = b->cap ? b->cap * 2 : 1024;
    b->p = cx_xrealloc(b->p, b->cap);
  }
  memcpy(b->p + b->n, data, n);
  b->n += n;
}

static void put_le(Buf *b, uint64_t v, int n) {
  uint8_t tmp[8];
  for (int i = 0; i < n; i++) tmp[i] = (uint8_t)(v >> (8 * i));
  put(b, tmp, (size_t)n);
}

static void u8(Buf *b, unsigned v) { put_le(b, v, 1); }
static void u32(Buf *b, uint32_t v) { put_le(b, v, 4); }
static void i32(Buf *b, int32_t v) { put_le(b, (uint32_t)v, 4); }
static void i64(Buf *b, int64_t v) { put_le(b, (uint64_t)v, 8); }

static void str(Buf *b, const char *s) {
  size_t n = s ? strlen(s) : 0;
  u32(b, (uint32_t)n);
  put(b, s ? s : "", n);
}

static void shape(Buf *b, int rank, const int64_t *dims) {
  u32(b, (uint32_t)rank);
  for (int d = 0; d < rank; d++) i64(b, dims[d]);
}

static const char *loc_file(const IrProgram *p, CxLoc loc) {
  return p->src && loc.file_id >= 0 ? src_path(p->src, loc.file_id) : p->model_file;
}

static void loc(Buf *b, const IrProgram *p, CxLoc l) {
  str(b, loc_file(p, l));
  i32(b, l.first_line);
  i32(b, l.first_column);
}

static void temps(Buf *b, const LoopKernel *k) {
  u32(b, (uint32_t)k->ntemps);
  for (int t = 0; t < k->ntemps; t++) {
    u8(b, k->temps[t].space == SP_INV ? CX_SPACE_INV : k->temps[t].space == SP_NODE ? CX_SPACE_NODE : CX_SPACE_EDGE);
    i64(b, k->temps[t].numel);
  }
}

/* ---- row checks ------------------------------------------------------------------- */

static void mark(const IrBlock *b, int x, int *map) {
  if (map[x] >= 0) return;
  map[x] = 0;
  for (int a = 0; a < b->instrs[x].nargs; a++) mark(b, b->instrs[x].args[a], map);
}

static int iop(IrOp op) {
  switch (op) {
  case IR_NPARENTS: case IR_INDEX: case IR_DEPTH: case IR_HEIGHT: return CX_IOP_NINT;
  case IR_ICONST: return CX_IOP_CONST;
  case IR_FIELD: return CX_IOP_FIELD;
  case IR_ARITY: return CX_IOP_ARITY;
  case IR_IADD: return CX_IOP_ADD;
  case IR_ISUB: return CX_IOP_SUB;
  case IR_IMUL: return CX_IOP_MUL;
  case IR_IDIV: return CX_IOP_DIV;
  case IR_IMOD: return CX_IOP_MOD;
  case IR_IMIN: return CX_IOP_MIN;
  case IR_IMAX: return CX_IOP_MAX;
  case IR_ICMP: return CX_IOP_CMP;
  case IR_AND: return CX_IOP_AND;
  case IR_OR: return CX_IOP_OR;
  default: return CX_IOP_NOT;
  }
}

static int cmp_code(int ast_op) {
  switch ((AstOp)ast_op) {
  case OP_EQ: return CX_CMP_EQ;
  case OP_NE: return CX_CMP_NE;
  case OP_LT: return CX_CMP_LT;
  case OP_LE: return CX_CMP_LE;
  case OP_GT: return CX_CMP_GT;
  default: return CX_CMP_GE;
  }
}

static int nint_slot(const IrInstr *in) {
  switch (in->op) {
  case IR_INDEX: return ir_index_is_pos(in) && in->a.node == NODE_RED ? CXRT_NINTS : CXRT_NINT_INDEX;
  case IR_DEPTH: return CXRT_NINT_DEPTH;
  case IR_HEIGHT: return CXRT_NINT_HEIGHT;
  default: return CXRT_NINT_NPARENTS;
  }
}

/* The check of instruction i of blk, or -1: a ROW whose index the data
 * determines (CX_CHECK_ROW), or a division by a non-constant (which the
 * gate lets run only when the data determines it). */
static int check_kind(const IrBlock *blk, int i, bool guard) {
  const IrInstr *ins = &blk->instrs[i];
  if (ins->op == IR_ROW && ir_int_from_structure(blk, ins->args[1])) return guard ? -1 : CX_CHECK_ROW;
  if (ir_runtime_divisor(blk, ins) && ir_int_from_structure(blk, ins->args[1]))
    return ins->op == IR_IDIV ? guard ? CX_CHECK_GUARD_DIV : CX_CHECK_DIV : guard ? CX_CHECK_GUARD_MOD : CX_CHECK_MOD;
  return -1;
}

/* The checks of one block, in instruction order (the interpreter's): row
 * indices and divisors that the data (fields, arity, node ints,
 * constants) determines. */
static int block_checks(Buf *b, const IrProgram *p, const IrBlock *blk, int block_id, bool guard) {
  int count = 0;
  int *map = cx_xmalloc(sizeof(int) * (size_t)(blk->n ? blk->n : 1));
  for (int i = 0; i < blk->n; i++) {
    const IrInstr *ins = &blk->instrs[i];
    int kind = check_kind(blk, i, guard);
    if (kind < 0) continue;
    count++;
    if (!b) continue;
    bool row = kind == CX_CHECK_ROW;
    const IrInstr *mat = &blk->instrs[ins->args[0]], *ix = &blk->instrs[ins->args[1]];
    i32(b, block_id);
    u8(b, (unsigned)kind);
    u8(b, !ix->per_child ? 0 : ix->range == IR_RANGE_PARENTS ? 2 : 1);
    str(b, !row ? "" : mat->op == IR_PARAM ? p->params[mat->a.param].name : "the matrix");
    i64(b, row ? mat->type.shape.dims[0] : 0);
    loc(b, p, ins->loc);
    i32(b, row && ix->op == IR_FIELD ? ix->a.field : -1);
    for (int k = 0; k < blk->n; k++) map[k] = -1;
    mark(blk, ins->args[1], map);
    int n = 0;
    for (int k = 0; k < blk->n; k++)
      if (map[k] >= 0) map[k] = n++;
    u32(b, (uint32_t)n);
    for (int k = 0; k < blk->n; k++) {
      if (map[k] < 0) continue;
      const IrInstr *in = &blk->instrs[k];
      /* n.child[K].index is K (not a reversed n.parent.index), and so is
       * entry K of the other edges' in a reversed block (a real child) */
      bool child_index = ir_index_is_pos(in) && (in->a.node == NODE_CHILD || in->a.node == NODE_PARENT);
      u8(b, child_index ? CX_IOP_CONST : (unsigned)iop(in->op));
      u8(b, in->a.node == NODE_CHILD ? CX_NODE_CHILD : in->a.node == NODE_RED ? CX_NODE_RED
            : in->a.node == NODE_PARENT ? CX_NODE_OTHER : CX_NODE_SELF);
      u8(b, in->op == IR_ICMP ? (unsigned)cmp_code(in->a.cmp) : 0);
      i32(b, in->op == IR_FIELD ? in->a.field : ir_op_node_int(in->op) && !child_index ? nint_slot(in) : 0);
      i32(b, in->a.child > 0 ? in->a.child : 0);
      i32(b, in->nargs > 0 ? map[in->args[0]] : -1);
      i32(b, in->nargs > 1 ? map[in->args[1]] : -1);
      i64(b, in->op == IR_ICONST ? in->a.ival : child_index ? in->a.child : 0);
    }
  }
  free(map);
  return count;
}

static void checks(Buf *b, const IrProgram *p) {
  int n = 0;
  for (int pass = 0; pass < 2; pass++) {
    if (pass) u32(b, (uint32_t)n);
    Buf *to = pass ? b : NULL;
    for (int br = 0; br < p->nbranches; br++) {
      n += block_checks(to, p, &p->branches[br].guard, br, true);
      n += block_checks(to, p, &p->branches[br].body, br, false);
    }
    for (int o = 0; o < p->noutputs; o++) n += block_checks(to, p, &p->outputs[o].body, -1 - o, false);
    /* a readout's: per element (every node) or at the root */
    for (int r = 0; r < p->nreadouts; r++)
      n += block_checks(to, p, &p->readouts[r].body, -1 - p->noutputs - r, false);
  }
}

/* The sites of kernel k (id as the kernels record it in err[4]) where it
 * checks a value as it runs: a row index or a divisor computed from
 * tensors (ir/sched_gen.c; a superset: every such instruction of its
 * RA-IR), so that the runtime reports an error with the interpreter's
 * location and words. */
static int kernel_sites(Buf *b, const IrProgram *p, const LoopKernel *k, int id) {
  int n = 0;
  for (int i = 0; i < k->body.n; i++) {
    const IrInstr *in = &k->body.instrs[i];
    bool row = in->op == IR_ROW && k->body.instrs[in->args[1]].op != IR_ICONST;
    if (!row && !ir_divisor_checked_in_kernel(&k->body, in)) continue;
    n++;
    if (!b) continue;
    const IrInstr *mat = &k->body.instrs[in->args[0]];
    i32(b, id);
    i32(b, i);
    u8(b, row ? CX_SITE_ROW : in->op == IR_IDIV ? CX_SITE_DIV : CX_SITE_MOD);
    str(b, !row ? "" : mat->op == IR_PARAM ? p->params[mat->a.param].name : "the matrix");
    i64(b, row ? mat->type.shape.dims[0] : 0);
    loc(b, p, in->loc);
  }
  return n;
}

static void sites(Buf *b, const LoopProgram *lp) {
  int n = 0;
  for (int pass = 0; pass < 2; pass++) {
    if (pass) u32(b, (uint32_t)n);
    Buf *to = pass ? b : NULL;
    for (int k = 0; k < lp->nkernels; k++) n += kernel_sites(to, lp->ir, &lp->kernels[k], k);
    for (int o = 0; o < lp->noutputs; o++) n += kernel_sites(to, lp->ir, &lp->outputs[o], -1 - o);
    for (int r = 0; r < lp->nreadouts; r++) n += kernel_sites(to, lp->ir, &lp->readouts[r], -1 - lp->noutputs - r);
  }
}

/* ---- the description ---------------------------------------------------------------- */

uint8_t *jit_blob(const LoopProgram *lp, size_t *len) {
  const IrProgram *p = lp->ir;
  const CxrtModelInfo *info = &p->info;
  Buf b = {0};
  put(&b, CX_BLOB_MAGIC, 8);
  u32(&b, CX_BLOB_VERSION);
  u32(&b, CX_ABI_VERSION);
  str(&b, p->model_name);
  str(&b, p->model_file);
  str(&b, p->rec_name);
  str(&b, p->input_name);
  u32(&b, (uint32_t)p->input_kind);
  i32(&b, p->max_arity);
  u8(&b, (uint8_t)((lp->node_ints ? 1 : 0) | (lp->root_ids ? 2 : 0) | (lp->one_level ? 4 : 0) |
                    (lp->other_edges ? 8 : 0)));

  u32(&b, (uint32_t)info->nparams);
  for (int i = 0; i < info->nparams; i++) {
    const CxrtParamInfo *pi = &info->params[i];
    str(&b, pi->name);
    str(&b, pi->key);
    i64(&b, pi->slice_lo);
    i64(&b, pi->slice_hi);
    shape(&b, pi->rank, pi->dims);
    str(&b, pi->model_file);
    i32(&b, pi->line);
    i32(&b, pi->col);
  }
  u32(&b, (uint32_t)info->nfields);
  for (int f = 0; f < info->nfields; f++) {
    str(&b, info->fields[f].name);
    u32(&b, (uint32_t)info->fields[f].kind);
    i32(&b, info->fields[f].dim);
  }
  u32(&b, (uint32_t)p->ncomps);
  for (int c = 0; c < p->ncomps; c++) {
    int64_t n = 1;
    for (int d = 0; d < p->comp_shapes[c].rank; d++) n *= p->comp_shapes[c].dims[d];
    str(&b, p->comp_names ? p->comp_names[c] : NULL);
    i64(&b, n);
  }
  u32(&b, (uint32_t)p->nbranches);
  for (int br = 0; br < p->nbranches; br++) {
    str(&b, p->branches[br].label);
    loc(&b, p, p->branches[br].loc);
    /* a fused branch: the pass branch its missing-child error names */
    const char *reader = p->fusion ? p->fusion->child_reader[br] : NULL;
    str(&b, reader ? reader : "");
    loc(&b, p, reader ? p->fusion->child_reader_loc[br] : p->branches[br].loc);
  }
  u32(&b, (uint32_t)lp->nkernels);
  for (int k = 0; k < lp->nkernels; k++) {
    str(&b, lp->kernels[k].name);
    i32(&b, lp->kernels[k].source);
    i32(&b, lp->kernels[k].max_child);
    i32(&b, lp->kernels[k].max_other);
    i32(&b, lp->kernels[k].leaf_key_field);
    i64(&b, lp->kernels[k].leaf_key_rows);
    u8(&b, lp->kernels[k].row_split);
    temps(&b, &lp->kernels[k]);
  }
  u32(&b, (uint32_t)info->noutputs);
  for (int o = 0; o < info->noutputs; o++) {
    const CxrtOutputInfo *oi = &info->outputs[o];
    str(&b, oi->name);
    str(&b, lp->outputs[o].name);
    u8(&b, oi->per_node);
    u8(&b, oi->is_int);
    shape(&b, oi->rank, oi->dims);
    loc(&b, p, p->outputs[o].loc);
    i64(&b, lp->outputs[o].out_numel);
    temps(&b, &lp->outputs[o]);
  }
  checks(&b, p);
  u32(&b, (uint32_t)lp->npacks);
  for (int k = 0; k < lp->npacks; k++) i64(&b, lp->packs[k].floats);
  u32(&b, (uint32_t)lp->nlprods);
  for (int t = 0; t < lp->nlprods; t++) {
    const LoopLeafProd *L = &lp->lprods[t];
    i32(&b, L->kernel);
    i32(&b, L->child);
    i32(&b, L->leaf_kernel);
    i32(&b, L->key_field);
    i64(&b, L->key_rows);
    i64(&b, L->rows);
  }
  u32(&b, (uint32_t)lp->nreadouts);
  for (int r = 0; r < lp->nreadouts; r++) {
    str(&b, lp->readouts[r].name);
    u8(&b, (uint8_t)(lp->readout_red[r] | (lp->readout_roots_only[r] ? 16 : 0)));
    i32(&b, r >= lp->ir->nreadouts ? lp->hoist_kernel[r - lp->ir->nreadouts] : -1);
    i64(&b, lp->readout_numel[r]);
    i32(&b, lp->readouts[r].leaf_key_field);
    i64(&b, lp->readouts[r].leaf_key_field >= 0 ? lp->readouts[r].leaf_key_rows : 0);
    temps(&b, &lp->readouts[r]);
  }
  /* phases: each one's kind and name (its recs), then each kernel's phase */
  u32(&b, (uint32_t)lp->nphases);
  for (int ph = 0; ph < lp->nphases; ph++) {
    u8(&b, (uint8_t)((lp->phase_reversed && lp->phase_reversed[ph] ? 1 : 0) |
                     (lp->phase_one_level && lp->phase_one_level[ph] ? 2 : 0)));
    str(&b, lp->ir->fusion ? lp->ir->fusion->phase_name[ph] : lp->ir->rec_name);
  }
  for (int k = 0; k < lp->nkernels; k++) u8(&b, (uint8_t)lp->kernels[k].phase);
  sites(&b, lp);
  u32(&b, 0);
  *len = b.n;
  return b.p;
}
