/* The RA-IR verifier, run after lowering and after every pass (QBE's
 * ssacheck).  A failure is a bug in Cortex, never in the user's model, so
 * it is reported as an internal error naming the block and instruction.
 *
 * Besides SSA order, argument counts and the main shape rules, it checks
 * the language v2 invariants: ranges (a per-element value and its
 * per-element arguments share one range; a reduction reduces a
 * per-element argument over its range; node-set ranges only in
 * readouts), which pass's state a block may read and where (a pass reads
 * its own state only on the side its direction allows, and only passes
 * before it elsewhere), parent reads only for trees and sequences, and
 * readout reads only of earlier readouts. */
#include "ir/ir.h"

#include <string.h>

#include "lang/base/diag.h"

/* Where a block sits, which decides what it may read. */
typedef enum BlockKind { BK_GUARD, BK_BODY, BK_READOUT, BK_OUTPUT } BlockKind;

typedef struct Verify {
  const IrProgram *p;
  CxDiagEngine *diag;
  const char *where;
  int errors;
  int pass;       /* BK_BODY / BK_GUARD: the pass */
  int readout;    /* BK_READOUT: its index (reads only earlier ones) */
  int branch;     /* BK_BODY / BK_GUARD: the branch */
} Verify;

static void fail(Verify *v, int idx, const IrInstr *in, const char *what) {
  v->errors++;
  diag_report(v->diag, DIAG_ERROR, in ? in->loc : cx_noloc,
              "internal compiler error: IR verifier: %s: %%%d (%s): %s", v->where, idx,
              in ? ir_op_names[in->op] : "-", what);
}

static bool is_tensor(const IrInstr *in) { return in->type.kind == IRT_TENSOR; }

static bool node_op(IrOp op) {
  return op == IR_STATE || op == IR_FIELD || op == IR_ARITY || op == IR_NPARENTS || op == IR_INDEX || op == IR_DEPTH ||
         op == IR_HEIGHT;
}

/* Whether in reads, in a fused program with phases (ir/fuse.c), a
 * component that an earlier phase computed: of the node itself, or of
 * one of the other edges (a top-down rec's real children). */
static bool earlier_phase(const Verify *v, const IrInstr *in) {
  const IrFusion *fu = v->p->fusion;
  if (!fu || fu->nphases < 2) return false;
  if (in->a.node != NODE_SELF && !ir_instr_reads_other(in)) return false;
  int q = fu->npasses - 1;
  while (q > 0 && fu->comp_base[q] > in->a.comp) q--;
  return fu->pass_phase[q] < fu->branch_phase[v->branch];
}

/* A read of pass `rec`'s state at `node` from block kind k. */
static void check_state(Verify *v, BlockKind k, int i, const IrInstr *in) {
  const IrProgram *p = v->p;
  if (in->a.rec < 0 || in->a.rec >= p->npasses) {
    fail(v, i, in, "state of a pass that does not exist");
    return;
  }
  const IrPass *ps = &p->passes[in->a.rec];
  if (in->a.comp < 0 || in->a.comp >= ps->ncomps) fail(v, i, in, "bad state component");
  else if (!is_tensor(in) || !cx_shape_eq(&in->type.shape, &ps->comp_shapes[in->a.comp]))
    fail(v, i, in, "state type differs from the pass's component");
  if (k != BK_BODY) return;
  if (in->a.rec > v->pass) {
    fail(v, i, in, "reads the state of a later pass");
  } else if (in->a.rec == v->pass) {
    /* Its own state: only where the direction puts it before the node. */
    bool child = in->a.node == NODE_CHILD || (in->a.node == NODE_RED && in->range == IR_RANGE_CHILDREN);
    bool parent = in->a.node == NODE_PARENT || (in->a.node == NODE_RED && in->range == IR_RANGE_PARENTS);
    IrDir d = p->passes[v->pass].dir;
    if (!(d == IR_DIR_UP && child) && !(d == IR_DIR_DOWN && parent) && !earlier_phase(v, in))
      fail(v, i, in, "a pass reads its own state where its direction has not computed it");
  }
}

static void check_block(Verify *v, const IrBlock *b, BlockKind k) {
  const IrProgram *p = v->p;
  for (int i = 0; i < b->n; i++) {
    const IrInstr *in = &b->instrs[i];
    if ((int)in->op < 0 || in->op >= IR_NUM_OPS) {
      fail(v, i, NULL, "bad opcode");
      continue;
    }
    int want = ir_op_nargs[in->op];
    if (want >= 0 && in->nargs != want) fail(v, i, in, "wrong number of arguments");
    if (in->op == IR_CONCAT && in->nargs < 1) fail(v, i, in, "concat without arguments");
    bool any_pc = false;
    for (int j = 0; j < in->nargs; j++) {
      if (in->args[j] < 0 || in->args[j] >= i) {
        fail(v, i, in, "argument does not refer to an earlier instruction");
        return;
      }
      const IrInstr *a = &b->instrs[in->args[j]];
      if (a->per_child) {
        any_pc = true;
        if ((in->per_child || in->op == IR_REDUCE) && a->range != in->range)
          fail(v, i, in, "uses a per-element value of another range");
      }
    }
    if ((int)in->range < IR_RANGE_CHILDREN || in->range > IR_RANGE_NODES) fail(v, i, in, "bad range");
    if (in->op == IR_REDUCE) {
      if (in->per_child) fail(v, i, in, "a reduction must be node-level");
      if (!b->instrs[in->args[0]].per_child) fail(v, i, in, "a reduction's argument must be per-element");
    } else if (any_pc && !in->per_child) {
      fail(v, i, in, "node-level instruction uses a per-child value");
    }
    if (in->per_child || in->op == IR_REDUCE) {
      if (in->range == IR_RANGE_NODES && k != BK_READOUT) fail(v, i, in, "a node-set range outside a readout");
      if (in->range != IR_RANGE_NODES && k == BK_READOUT) fail(v, i, in, "a readout ranges over the structure's nodes only");
    }
    if (node_op(in->op)) {
      if (in->a.node == NODE_RED && !in->per_child) fail(v, i, in, "reads the reduction child but is not per-child");
      if (in->a.node == NODE_CHILD && k != BK_BODY) fail(v, i, in, "reads a child where no child exists");
      if (in->a.node == NODE_CHILD && (in->a.child < 0)) fail(v, i, in, "bad child index");
      /* (in a reversed phase's branch, NODE_PARENT is entry a.child of the
       * other edges, a real child: ir_reverse_block) */
      const IrFusion *fu = p->fusion;
      bool other_entry = fu && k == BK_BODY && fu->phase_reversed[fu->branch_phase[v->branch]];
      if (in->a.node == NODE_PARENT && (k != BK_BODY || (p->input_kind == CXRT_DAG && !other_entry)))
        fail(v, i, in, "reads a parent where there is no single parent");
      if (in->a.node != NODE_SELF && k == BK_GUARD) fail(v, i, in, "a guard reads another node");
      if (in->op == IR_STATE) check_state(v, k, i, in);
      if (in->op == IR_FIELD && (in->a.field < 0 || in->a.field >= p->nfields)) fail(v, i, in, "bad field");
      if (in->op != IR_STATE && in->op != IR_FIELD && in->type.kind != IRT_INT) fail(v, i, in, "a node int is not an int");
    }
    if (in->op == IR_PARAM && (in->a.param < 0 || in->a.param >= p->nparams)) fail(v, i, in, "bad param");
    if (in->op == IR_READOUT) {
      int lim = k == BK_READOUT ? v->readout : p->nreadouts;
      if (in->a.ival < 0 || in->a.ival >= lim) fail(v, i, in, "reads a readout that is not computed before it");
      else if (!is_tensor(in)) fail(v, i, in, "a readout is a tensor");
      if (k == BK_GUARD || k == BK_BODY) fail(v, i, in, "a pass reads a readout");
    }
    if (k == BK_GUARD) {
      switch (in->op) {
      case IR_ICONST: case IR_FIELD: case IR_ARITY: case IR_NPARENTS: case IR_INDEX: case IR_DEPTH:
      case IR_HEIGHT: case IR_IADD: case IR_ISUB: case IR_IMUL: case IR_IDIV: case IR_IMOD: case IR_IMIN:
      case IR_IMAX: case IR_ICMP: case IR_AND: case IR_OR: case IR_NOT:
        break;
      default:
        fail(v, i, in, "not allowed in a guard");
      }
      if (in->op == IR_FIELD && in->a.field >= 0 && in->a.field < p->nfields && p->fields[in->a.field].is_vec)
        fail(v, i, in, "vector field in a guard");
    }
    /* Shape rules of the main tensor ops. */
    const IrInstr *x = in->nargs > 0 ? &b->instrs[in->args[0]] : NULL;
    const IrInstr *y = in->nargs > 1 ? &b->instrs[in->args[1]] : NULL;
    switch (in->op) {
    case IR_MATMUL: {
      /* [M, K] @ [K] / [K, N]; (v2) [A, B, C] @ [C] -> [A, B], [K] @ [K, N] -> [N] */
      bool ok = is_tensor(x) && is_tensor(y) && is_tensor(in);
      if (ok) {
        const CxShape *a = &x->type.shape, *c = &y->type.shape, *r = &in->type.shape;
        if (a->rank == 2 && (c->rank == 1 || c->rank == 2))
          ok = a->dims[1] == c->dims[0] && r->rank == c->rank && r->dims[0] == a->dims[0] &&
               (c->rank == 1 || r->dims[1] == c->dims[1]);
        else if (a->rank == 3 && c->rank == 1)
          ok = a->dims[2] == c->dims[0] && r->rank == 2 && r->dims[0] == a->dims[0] && r->dims[1] == a->dims[1];
        else if (a->rank == 1 && c->rank == 2)
          ok = a->dims[0] == c->dims[0] && r->rank == 1 && r->dims[0] == c->dims[1];
        else
          ok = false;
      }
      if (!ok) fail(v, i, in, "matmul shapes do not fit");
      break;
    }
    case IR_ADD: case IR_SUB: case IR_MUL: case IR_DIV: case IR_MAX: case IR_MIN:
      if (!is_tensor(x) || !is_tensor(y) || !is_tensor(in)) {
        fail(v, i, in, "elementwise op on a non-tensor");
        break;
      }
      if ((x->type.shape.rank && !cx_shape_eq(&x->type.shape, &in->type.shape)) ||
          (y->type.shape.rank && !cx_shape_eq(&y->type.shape, &in->type.shape)))
        fail(v, i, in, "elementwise shapes differ");
      break;
    case IR_IMIN: case IR_IMAX: case IR_IADD: case IR_ISUB: case IR_IMUL: case IR_IDIV: case IR_IMOD:
      if (x->type.kind != IRT_INT || y->type.kind != IRT_INT || in->type.kind != IRT_INT)
        fail(v, i, in, "int op on a non-int");
      break;
    case IR_QFOLD:
    case IR_QPAIRS:
      fail(v, i, in, "a loop-stage op (ir/quadform.c) in a program");
      break;
    case IR_FLOAT:
      if (is_tensor(x) || !is_tensor(in) || in->type.shape.rank != 0) fail(v, i, in, "float of a tensor, or not a scalar");
      break;
    case IR_ROW:
      if (!is_tensor(x) || y->type.kind != IRT_INT) fail(v, i, in, "row of a non-tensor or by a non-int");
      break;
    default:
      break;
    }
  }
}

int ir_verify(const IrProgram *p, CxDiagEngine *diag) {
  Verify v = {p, diag, "", 0, 0, 0, 0};
  char where[160];
  if (p->npasses > 0 && p->branches != p->passes[0].branches) {
    v.where = "program";
    fail(&v, 0, NULL, "the program's branches are not its first pass's");
  }
  for (int k = 0; k < p->npasses; k++) {
    const IrPass *ps = &p->passes[k];
    v.pass = k;
    for (int b = 0; b < ps->nbranches; b++) {
      const IrBranch *br = &ps->branches[b];
      v.branch = b;
      if (p->npasses > 1) snprintf(where, sizeof where, "pass %d (%s) branch %d guard", k, ps->name, b);
      else snprintf(where, sizeof where, "branch %d guard", b);
      v.where = where;
      check_block(&v, &br->guard, BK_GUARD);
      if (br->guard_value >= br->guard.n) fail(&v, br->guard_value, NULL, "guard value out of range");
      else if (br->guard_value >= 0 && br->guard.instrs[br->guard_value].type.kind == IRT_TENSOR)
        fail(&v, br->guard_value, &br->guard.instrs[br->guard_value], "guard is a tensor");
      if (p->npasses > 1) snprintf(where, sizeof where, "pass %d (%s) branch %d", k, ps->name, b);
      else snprintf(where, sizeof where, "branch %d", b);
      v.where = where;
      check_block(&v, &br->body, BK_BODY);
      for (int c = 0; c < ps->ncomps; c++) {
        int r = br->results[c];
        if (r < 0 || r >= br->body.n) {
          fail(&v, r, NULL, "result out of range");
          continue;
        }
        const IrInstr *in = &br->body.instrs[r];
        if (in->per_child || in->type.kind != IRT_TENSOR || !cx_shape_eq(&in->type.shape, &ps->comp_shapes[c]))
          fail(&v, r, in, "result does not match the state component's type");
      }
    }
  }
  for (int r = 0; r < p->nreadouts; r++) {
    const IrReadout *ro = &p->readouts[r];
    snprintf(where, sizeof where, "readout r%d", r);
    v.where = where;
    v.readout = r;
    check_block(&v, &ro->body, BK_READOUT);
    if (ro->result < 0 || ro->result >= ro->body.n) fail(&v, ro->result, NULL, "readout result out of range");
    else if (ro->body.instrs[ro->result].op != IR_REDUCE || ro->body.instrs[ro->result].range != IR_RANGE_NODES)
      fail(&v, ro->result, &ro->body.instrs[ro->result], "a readout's result is not a node-set reduction");
  }
  for (int o = 0; o < p->noutputs; o++) {
    snprintf(where, sizeof where, "output %s", p->outputs[o].name);
    v.where = where;
    check_block(&v, &p->outputs[o].body, BK_OUTPUT);
    if (p->outputs[o].result < 0 || p->outputs[o].result >= p->outputs[o].body.n)
      fail(&v, p->outputs[o].result, NULL, "output result out of range");
  }
  return v.errors;
}
