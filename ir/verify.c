/* The RA-IR verifier, run after lowering and after every pass (QBE's
 * ssacheck).  A failure is a bug in Cortex, never in the user's model, so
 * it is reported as an internal error naming the block and instruction. */
#include "ir/ir.h"

#include <string.h>

#include "lang/diag.h"

typedef struct Verify {
  const IrProgram *p;
  CxDiagEngine *diag;
  const char *where;
  int errors;
} Verify;

static void fail(Verify *v, int idx, const IrInstr *in, const char *what) {
  v->errors++;
  diag_report(v->diag, DIAG_ERROR, in ? in->loc : cx_noloc,
              "internal compiler error: IR verifier: %s: %%%d (%s): %s", v->where, idx,
              in ? ir_op_names[in->op] : "-", what);
}

static bool is_tensor(const IrInstr *in) { return in->type.kind == IRT_TENSOR; }

static void check_block(Verify *v, const IrBlock *b, bool guard, bool allow_children) {
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
      if (b->instrs[in->args[j]].per_child) any_pc = true;
    }
    if (in->op == IR_REDUCE) {
      if (in->per_child) fail(v, i, in, "a reduction must be node-level");
      if (!b->instrs[in->args[0]].per_child) fail(v, i, in, "a reduction's argument must be per-child");
    } else if (any_pc && !in->per_child) {
      fail(v, i, in, "node-level instruction uses a per-child value");
    }
    if ((in->op == IR_STATE || in->op == IR_FIELD || in->op == IR_ARITY)) {
      if (in->a.node == NODE_RED && !in->per_child) fail(v, i, in, "reads the reduction child but is not per-child");
      if (in->a.node != NODE_SELF && !allow_children) fail(v, i, in, "reads a child where no child exists");
      if (in->op == IR_STATE && (in->a.comp < 0 || in->a.comp >= v->p->ncomps)) fail(v, i, in, "bad state component");
      if (in->op == IR_FIELD && (in->a.field < 0 || in->a.field >= v->p->nfields)) fail(v, i, in, "bad field");
    }
    if (in->op == IR_PARAM && (in->a.param < 0 || in->a.param >= v->p->nparams)) fail(v, i, in, "bad param");
    if (guard) {
      switch (in->op) {
      case IR_ICONST: case IR_FIELD: case IR_ARITY: case IR_IADD: case IR_ISUB: case IR_IMUL:
      case IR_IDIV: case IR_IMOD: case IR_ICMP: case IR_AND: case IR_OR: case IR_NOT:
        break;
      default:
        fail(v, i, in, "not allowed in a guard");
      }
      if (in->op == IR_FIELD && v->p->fields[in->a.field].is_vec) fail(v, i, in, "vector field in a guard");
    }
    /* Shape rules of the main tensor ops. */
    const IrInstr *x = in->nargs > 0 ? &b->instrs[in->args[0]] : NULL;
    const IrInstr *y = in->nargs > 1 ? &b->instrs[in->args[1]] : NULL;
    switch (in->op) {
    case IR_MATMUL:
      if (!is_tensor(x) || !is_tensor(y) || x->type.shape.rank != 2 || y->type.shape.rank < 1 ||
          y->type.shape.rank > 2 || x->type.shape.dims[1] != y->type.shape.dims[0] ||
          in->type.shape.dims[0] != x->type.shape.dims[0])
        fail(v, i, in, "matmul shapes do not fit");
      break;
    case IR_ADD: case IR_SUB: case IR_MUL: case IR_DIV: case IR_MAX: case IR_MIN:
      if (!is_tensor(x) || !is_tensor(y) || !is_tensor(in)) {
        fail(v, i, in, "elementwise op on a non-tensor");
        break;
      }
      if ((x->type.shape.rank && !cx_shape_eq(&x->type.shape, &in->type.shape)) ||
          (y->type.shape.rank && !cx_shape_eq(&y->type.shape, &in->type.shape)))
        fail(v, i, in, "elementwise shapes differ");
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
  Verify v = {p, diag, "", 0};
  char where[64];
  for (int b = 0; b < p->nbranches; b++) {
    const IrBranch *br = &p->branches[b];
    snprintf(where, sizeof where, "branch %d guard", b);
    v.where = where;
    check_block(&v, &br->guard, true, false);
    if (br->guard_value >= br->guard.n) fail(&v, br->guard_value, NULL, "guard value out of range");
    else if (br->guard_value >= 0 && br->guard.instrs[br->guard_value].type.kind == IRT_TENSOR)
      fail(&v, br->guard_value, &br->guard.instrs[br->guard_value], "guard is a tensor");
    snprintf(where, sizeof where, "branch %d", b);
    v.where = where;
    check_block(&v, &br->body, false, true);
    for (int c = 0; c < p->ncomps; c++) {
      int r = br->results[c];
      if (r < 0 || r >= br->body.n) {
        fail(&v, r, NULL, "result out of range");
        continue;
      }
      const IrInstr *in = &br->body.instrs[r];
      if (in->per_child || in->type.kind != IRT_TENSOR || !cx_shape_eq(&in->type.shape, &p->comp_shapes[c]))
        fail(&v, r, in, "result does not match the state component's type");
    }
  }
  for (int o = 0; o < p->noutputs; o++) {
    snprintf(where, sizeof where, "output %s", p->outputs[o].name);
    v.where = where;
    check_block(&v, &p->outputs[o].body, false, false);
    if (p->outputs[o].result < 0 || p->outputs[o].result >= p->outputs[o].body.n)
      fail(&v, p->outputs[o].result, NULL, "output result out of range");
  }
  return v.errors;
}
