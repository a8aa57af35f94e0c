/* RA-IR passes: constant folding (with the zero/one algebra that removes
 * the products with zeros a shared cell creates at leaves), common
 * subexpression elimination and dead code elimination.
 *
 * Each pass rebuilds a block front to back with a map from old to new
 * instruction indices, so a rewrite may point an instruction at an
 * earlier value (an alias) without a separate copy-propagation pass. */
#include "ir/ir.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/base/diag.h"

typedef struct Rebuild {
  IrBlock out;
  int *map;      /* old index -> new index */
  int changed;
} Rebuild;

static bool same_type(const IrType *a, const IrType *b) {
  if (a->kind != b->kind) return false;
  return a->kind != IRT_TENSOR || cx_shape_eq(&a->shape, &b->shape);
}

static bool is_fill(const IrBlock *b, int i, double v) {
  const IrInstr *in = &b->instrs[i];
  return in->op == IR_FILL && in->a.fval == v;
}

static bool is_iconst(const IrBlock *b, int i) { return b->instrs[i].op == IR_ICONST; }

static int64_t numel(const CxShape *s) {
  int64_t n = 1;
  for (int d = 0; d < s->rank; d++) n *= s->dims[d];
  return n;
}

static int emit_fill_like(IrBlock *b, const IrInstr *orig, double v) {
  IrInstr in;
  memset(&in, 0, sizeof in);
  in.op = IR_FILL;
  in.type = orig->type;
  in.per_child = orig->per_child;
  in.range = orig->per_child ? orig->range : IR_RANGE_CHILDREN;
  in.a.fval = v;
  in.loc = orig->loc;
  in.name = orig->name;
  return ir_emit(b, &in);
}

static int emit_iconst_like(IrBlock *b, const IrInstr *orig, int64_t v) {
  IrInstr in;
  memset(&in, 0, sizeof in);
  in.op = IR_ICONST;
  in.type = orig->type;
  in.a.ival = v;
  in.loc = orig->loc;
  in.name = orig->name;
  return ir_emit(b, &in);
}

static double sigmoid_d(double x) { return x >= 0 ? 1.0 / (1.0 + exp(-x)) : exp(x) / (1.0 + exp(x)); }

/* Folds instruction `in` whose args are already remapped into b.
 * Returns the index of an equivalent value, or -1 to keep it. */
static int fold_one(IrBlock *b, const IrInstr *in) {
  const int *a = in->args;
  const IrInstr *x = in->nargs > 0 ? &b->instrs[a[0]] : NULL;
  const IrInstr *y = in->nargs > 1 ? &b->instrs[a[1]] : NULL;
  /* An alias may only replace a value of the same type and domain. */
#define ALIAS_OK(v) (same_type(&(v)->type, &in->type) && (v)->per_child == in->per_child && \
                     (!in->per_child || (v)->range == in->range))
  switch (in->op) {
  case IR_ADD:
    if (is_fill(b, a[1], 0) && ALIAS_OK(x)) return a[0];
    if (is_fill(b, a[0], 0) && ALIAS_OK(y)) return a[1];
    if (x->op == IR_FILL && y->op == IR_FILL) return emit_fill_like(b, in, (double)((float)x->a.fval + (float)y->a.fval));
    break;
  case IR_SUB:
    if (is_fill(b, a[1], 0) && ALIAS_OK(x)) return a[0];
    if (x->op == IR_FILL && y->op == IR_FILL) return emit_fill_like(b, in, (double)((float)x->a.fval - (float)y->a.fval));
    break;
  case IR_MUL:
    if (is_fill(b, a[0], 0) || is_fill(b, a[1], 0)) return emit_fill_like(b, in, 0.0);
    if (is_fill(b, a[1], 1) && ALIAS_OK(x)) return a[0];
    if (is_fill(b, a[0], 1) && ALIAS_OK(y)) return a[1];
    if (x->op == IR_FILL && y->op == IR_FILL) return emit_fill_like(b, in, (double)((float)x->a.fval * (float)y->a.fval));
    break;
  case IR_DIV:
    if (is_fill(b, a[1], 1) && ALIAS_OK(x)) return a[0];
    if (is_fill(b, a[0], 0) && y->op == IR_FILL && y->a.fval != 0) return emit_fill_like(b, in, 0.0);
    break;
  case IR_MATMUL:
    if (is_fill(b, a[0], 0) || is_fill(b, a[1], 0)) return emit_fill_like(b, in, 0.0);
    break;
  case IR_NEG:
    if (x->op == IR_FILL) return emit_fill_like(b, in, -x->a.fval);
    break;
  case IR_SIGMOID: if (x->op == IR_FILL) return emit_fill_like(b, in, (float)sigmoid_d((float)x->a.fval)); break;
  case IR_TANH: if (x->op == IR_FILL) return emit_fill_like(b, in, tanhf((float)x->a.fval)); break;
  case IR_RELU: if (x->op == IR_FILL) return emit_fill_like(b, in, x->a.fval > 0 ? x->a.fval : 0.0); break;
  case IR_ABS: if (x->op == IR_FILL) return emit_fill_like(b, in, fabs(x->a.fval)); break;
  case IR_MAX:
    if (x->op == IR_FILL && y->op == IR_FILL) return emit_fill_like(b, in, fmax(x->a.fval, y->a.fval));
    break;
  case IR_MIN:
    if (x->op == IR_FILL && y->op == IR_FILL) return emit_fill_like(b, in, fmin(x->a.fval, y->a.fval));
    break;
  case IR_ROW:
  case IR_SLICE:
  case IR_TRANSPOSE:
    if (x->op == IR_FILL) return emit_fill_like(b, in, x->a.fval);
    break;
  case IR_MEAN:
    if (x->op == IR_FILL) return emit_fill_like(b, in, x->a.fval);
    break;
  case IR_SUM:
    if (x->op == IR_FILL) return emit_fill_like(b, in, (float)(x->a.fval * (double)numel(&x->type.shape)));
    break;
  case IR_REDUCE:
    /* (A node-set reduction stays one: it is its readout's result, which
     * the verifier and both backends take as the reduction; of zeros it
     * computes zeros.) */
    if (in->range != IR_RANGE_NODES && is_fill(b, a[0], 0)) return emit_fill_like(b, in, 0.0);
    break;
  case IR_CONCAT: {
    bool all = true;
    for (int i = 0; i < in->nargs; i++)
      if (b->instrs[a[i]].op != IR_FILL || b->instrs[a[i]].a.fval != b->instrs[a[0]].a.fval) all = false;
    if (all) return emit_fill_like(b, in, b->instrs[a[0]].a.fval);
    break;
  }
  case IR_IADD: case IR_ISUB: case IR_IMUL: case IR_IDIV: case IR_IMOD:
  case IR_ICMP: case IR_AND: case IR_OR:
    if (is_iconst(b, a[0]) && is_iconst(b, a[1])) {
      int64_t p = x->a.ival, q = y->a.ival, r = 0;
      switch (in->op) {
      case IR_IADD: r = (int64_t)((uint64_t)p + (uint64_t)q); break;
      case IR_ISUB: r = (int64_t)((uint64_t)p - (uint64_t)q); break;
      case IR_IMUL: r = (int64_t)((uint64_t)p * (uint64_t)q); break;
      case IR_IDIV: if (q == 0 || (q == -1 && p == INT64_MIN)) return -1; r = p / q; break;
      case IR_IMOD: if (q == 0 || (q == -1 && p == INT64_MIN)) return -1; r = p % q; break;
      case IR_AND: r = p && q; break;
      case IR_OR: r = p || q; break;
      default:
        switch ((AstOp)in->a.cmp) {
        case OP_EQ: r = p == q; break;
        case OP_NE: r = p != q; break;
        case OP_LT: r = p < q; break;
        case OP_LE: r = p <= q; break;
        case OP_GT: r = p > q; break;
        case OP_GE: r = p >= q; break;
        default: return -1;
        }
      }
      return emit_iconst_like(b, in, r);
    }
    break;
  case IR_NOT:
    if (is_iconst(b, a[0])) return emit_iconst_like(b, in, !x->a.ival);
    break;
  case IR_IMIN:
  case IR_IMAX:
    if (is_iconst(b, a[0]) && is_iconst(b, a[1])) {
      int64_t p = x->a.ival, q = y->a.ival;
      return emit_iconst_like(b, in, in->op == IR_IMIN ? (p < q ? p : q) : (p > q ? p : q));
    }
    break;
  case IR_FLOAT:
    if (is_iconst(b, a[0])) return emit_fill_like(b, in, (double)(float)x->a.ival);
    break;
  default:
    break;
  }
#undef ALIAS_OK
  return -1;
}

static bool same_instr(const IrInstr *p, const IrInstr *q) {
  if (p->op != q->op || p->nargs != q->nargs || p->per_child != q->per_child) return false;
  if ((p->per_child || p->op == IR_REDUCE) && p->range != q->range) return false;
  if (p->a.rec != q->a.rec) return false;
  if (!same_type(&p->type, &q->type)) return false;
  for (int i = 0; i < p->nargs; i++)
    if (p->args[i] != q->args[i]) return false;
  return p->a.param == q->a.param && p->a.field == q->a.field && p->a.comp == q->a.comp &&
         p->a.child == q->a.child && p->a.cmp == q->a.cmp && p->a.node == q->a.node &&
         p->a.red == q->a.red && p->a.ival == q->a.ival && p->a.lo == q->a.lo && p->a.hi == q->a.hi &&
         (p->a.fval == q->a.fval || (isnan(p->a.fval) && isnan(q->a.fval)));
}

static uint64_t instr_hash(const IrInstr *in) {
  uint64_t h = (uint64_t)in->op * 0x9E3779B97F4A7C15ull + (uint64_t)in->per_child;
  for (int i = 0; i < in->nargs; i++) h = (h ^ (uint64_t)in->args[i]) * 0x100000001B3ull;
  h ^= (uint64_t)(in->a.param * 31 + in->a.field * 17 + in->a.comp * 13 + in->a.child * 7 + (int)in->a.node);
  h ^= (uint64_t)in->a.ival * 0xff51afd7ed558ccdull;
  return h;
}

typedef enum PassKind { PASS_FOLD, PASS_CSE } PassKind;

/* Rebuilds one block, applying fold or CSE, and remaps its roots. */
static int rebuild_block(IrBlock *blk, int *roots, int nroots, PassKind kind) {
  Rebuild r;
  memset(&r, 0, sizeof r);
  r.map = cx_xmalloc(sizeof(int) * (size_t)(blk->n ? blk->n : 1));
  size_t hcap = 16;
  while (hcap < (size_t)blk->n * 2) hcap *= 2;
  int *table = NULL;
  if (kind == PASS_CSE) {
    table = cx_xmalloc(sizeof(int) * hcap);
    for (size_t i = 0; i < hcap; i++) table[i] = -1;
  }
  for (int i = 0; i < blk->n; i++) {
    IrInstr in = blk->instrs[i];
    int args[64];
    int *heap = NULL;
    int *av = in.nargs <= 64 ? args : (heap = cx_xmalloc(sizeof(int) * (size_t)in.nargs));
    for (int j = 0; j < in.nargs; j++) av[j] = r.map[in.args[j]];
    in.args = av;
    int target = -1;
    if (kind == PASS_FOLD) {
      target = fold_one(&r.out, &in);
    } else {
      size_t slot = instr_hash(&in) & (hcap - 1);
      while (table[slot] >= 0) {
        if (same_instr(&r.out.instrs[table[slot]], &in)) {
          target = table[slot];
          break;
        }
        slot = (slot + 1) & (hcap - 1);
      }
      if (target < 0) {
        target = ir_emit(&r.out, &in);
        table[slot] = target;
        free(heap);
        r.map[i] = target;
        continue;
      }
    }
    if (target >= 0) {
      r.changed++;
      r.map[i] = target;
    } else {
      r.map[i] = ir_emit(&r.out, &in);
    }
    free(heap);
  }
  for (int k = 0; k < nroots; k++)
    if (roots[k] >= 0) roots[k] = r.map[roots[k]];
  ir_block_free(blk);
  *blk = r.out;
  free(r.map);
  free(table);
  return r.changed;
}

/* A check that can stop the run with a data error: a row read whose
 * index is known only at run time, an int division or remainder by a
 * divisor that may be 0.  (A read of child K is checked per branch, from
 * the largest K its body reads: see keep_checks.) */
static bool may_fail(const IrBlock *b, const IrInstr *in) {
  if (in->op == IR_ROW) return b->instrs[in->args[1]].op != IR_ICONST;
  if (in->op == IR_IDIV || in->op == IR_IMOD)
    return b->instrs[in->args[1]].op != IR_ICONST || b->instrs[in->args[1]].a.ival == 0;
  return false;
}

static bool reads_child(const IrInstr *in) { return ir_op_reads_node(in->op) && in->a.node == NODE_CHILD; }

static void sweep(const IrBlock *blk, bool *live) {
  for (int i = blk->n - 1; i >= 0; i--)
    if (live[i])
      for (int j = 0; j < blk->instrs[i].nargs; j++) live[blk->instrs[i].args[j]] = true;
}

/* Optimization must not change whether a run fails: the checks of values
 * folded away (`G[n.word] * 0.0`) or never used stay live, and so does a
 * read of the largest child index the block reads, so that -O0 and -O2
 * report the same data errors. */
static void keep_checks(const IrBlock *blk, bool *live) {
  int far = -1, far_k = -1, live_k = -1;
  for (int i = 0; i < blk->n; i++) {
    const IrInstr *in = &blk->instrs[i];
    if (!reads_child(in)) continue;
    if (live[i] && in->a.child > live_k) live_k = in->a.child;
    if (in->a.child > far_k) far_k = in->a.child, far = i;
  }
  bool more = far_k > live_k;
  if (more) live[far] = true;
  for (int i = 0; i < blk->n; i++)
    if (!live[i] && may_fail(blk, &blk->instrs[i])) live[i] = more = true;
  if (more) sweep(blk, live);
}

static int block_dce(IrBlock *blk, int *roots, int nroots, bool checks) {
  if (blk->n == 0) return 0;
  bool *live = cx_xcalloc((size_t)blk->n, sizeof *live);
  for (int k = 0; k < nroots; k++)
    if (roots[k] >= 0) live[roots[k]] = true;
  sweep(blk, live);
  if (checks) keep_checks(blk, live);
  int *map = cx_xmalloc(sizeof(int) * (size_t)blk->n);
  IrBlock out = {0};
  int removed = 0;
  for (int i = 0; i < blk->n; i++) {
    if (!live[i]) {
      map[i] = -1;
      removed++;
      continue;
    }
    map[i] = ir_emit_remapped(&out, &blk->instrs[i], map);
  }
  for (int k = 0; k < nroots; k++)
    if (roots[k] >= 0) roots[k] = map[roots[k]];
  ir_block_free(blk);
  *blk = out;
  free(map);
  free(live);
  return removed;
}

typedef int (*BlockFn)(IrBlock *blk, int *roots, int nroots, PassKind kind);

int ir_block_dce(IrBlock *blk, int *roots, int nroots) { return block_dce(blk, roots, nroots, false); }

static int dce_adapter(IrBlock *blk, int *roots, int nroots, PassKind kind) {
  (void)kind;
  return block_dce(blk, roots, nroots, true);
}

static int for_each_block(IrProgram *p, BlockFn fn, PassKind kind) {
  int n = 0;
  for (int k = 0; k < p->npasses; k++) {
    IrPass *ps = &p->passes[k];
    for (int b = 0; b < ps->nbranches; b++) {
      IrBranch *br = &ps->branches[b];
      n += fn(&br->guard, &br->guard_value, 1, kind);
      n += fn(&br->body, br->results, ps->ncomps, kind);
    }
  }
  for (int r = 0; r < p->nreadouts; r++) n += fn(&p->readouts[r].body, &p->readouts[r].result, 1, kind);
  for (int o = 0; o < p->noutputs; o++) n += fn(&p->outputs[o].body, &p->outputs[o].result, 1, kind);
  return n;
}

/* Two readouts that compute the same value (the same max in two outputs)
 * become one: later copies are dropped and their reads renumbered. */
static bool same_block(const IrBlock *a, int ra, const IrBlock *b, int rb) {
  if (a->n != b->n || ra != rb) return false;
  for (int i = 0; i < a->n; i++)
    if (!same_instr(&a->instrs[i], &b->instrs[i]) || !same_type(&a->instrs[i].type, &b->instrs[i].type)) return false;
  return true;
}

static void renumber_readouts(IrBlock *b, const int *map) {
  for (int i = 0; i < b->n; i++)
    if (b->instrs[i].op == IR_READOUT) b->instrs[i].a.ival = map[b->instrs[i].a.ival];
}

static int readout_cse(IrProgram *p) {
  if (p->nreadouts < 2) return 0;
  int *map = cx_xmalloc(sizeof(int) * (size_t)p->nreadouts);
  int kept = 0, merged = 0;
  for (int r = 0; r < p->nreadouts; r++) {
    IrReadout *ro = &p->readouts[r];
    renumber_readouts(&ro->body, map); /* its reads of earlier readouts */
    int same = -1;
    for (int q = 0; q < kept && same < 0; q++)
      if (same_block(&p->readouts[q].body, p->readouts[q].result, &ro->body, ro->result)) same = q;
    if (same >= 0) {
      map[r] = same;
      ir_block_free(&ro->body);
      merged++;
      continue;
    }
    map[r] = kept;
    if (kept != r) p->readouts[kept] = *ro;
    kept++;
  }
  p->nreadouts = kept;
  for (int o = 0; o < p->noutputs; o++) renumber_readouts(&p->outputs[o].body, map);
  free(map);
  return merged;
}

int ir_pass_fold(IrProgram *p) { return for_each_block(p, rebuild_block, PASS_FOLD); }
int ir_pass_cse(IrProgram *p) { return for_each_block(p, rebuild_block, PASS_CSE); }
int ir_pass_dce(IrProgram *p) { return for_each_block(p, dce_adapter, PASS_FOLD); }

int ir_optimize(IrProgram *p, CxDiagEngine *diag) {
  if (ir_verify(p, diag)) return -1;
  /* Fold and CSE feed each other (folding exposes equal fills, CSE
   * exposes x - x ...): iterate to a fixed point, a few rounds at most. */
  for (int round = 0; round < 4; round++) {
    int changed = ir_pass_fold(p);
    if (ir_verify(p, diag)) return -1;
    changed += ir_pass_cse(p);
    changed += readout_cse(p);
    if (ir_verify(p, diag)) return -1;
    if (!changed) break;
  }
  ir_pass_dce(p);
  return ir_verify(p, diag) ? -1 : 0;
}
