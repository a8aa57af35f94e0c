/* The reference interpreter: see interp.h.
 *
 * Values of a node's branch live in one scratch buffer reset per node.
 * A per-child value holds one copy per child, back to back.  Matrix
 * products and sums accumulate in double: the interpreter is the
 * reference, so it is the more accurate side of every comparison. */
#include "backend/interp/interp.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/base/arena.h"

typedef struct Slot {
  float *f;          /* tensor data (per-element: one copy per element) */
  int64_t i;         /* int / bool value (node-level only) */
  int64_t *iv;       /* per-element ints (fields of k), NULL otherwise */
} Slot;

/* One pass's results for the structure being run. */
typedef struct PassState {
  float **states;        /* per component: [nnodes * size] */
  int64_t *comp_size;
  int32_t *branch;       /* branch each node ran */
} PassState;

struct Interp {
  const IrProgram *p;
  const CxrtTensor *params;
  InterpOptions opt;
  /* per structure */
  int32_t cap_nodes;
  PassState *passes;     /* one per IR pass */
  int32_t *rorder;       /* parents-first order (the facts' order reversed) */
  CxrtFacts facts;       /* parents, positions, depth, height, order */
  float **readouts;      /* per readout: its value */
  /* scratch for one block evaluation */
  float *scratch;
  int64_t scratch_cap, scratch_used;
  int64_t *iscratch;
  int64_t iscratch_cap, iscratch_used;
  Slot *slots;
  int slots_cap;
  /* the structure being run */
  const CxrtDataset *d;
  const CxrtStructure *s;
  int sidx;
  const int *field_map;
  bool ran;              /* s has been run (the states are valid) */
  /* the first op of the block being evaluated that made a NaN/Inf: an
   * error only if it reaches the node's state, a readout or an output
   * (what the compiled code checks), reported as that op */
  bool nf_seen;
  CxrtError nf_err;
};

static int64_t shape_numel(const CxShape *s) {
  int64_t n = 1;
  for (int d = 0; d < s->rank; d++) n *= s->dims[d];
  return n;
}

Interp *interp_new(const IrProgram *p, const CxrtTensor *params, const InterpOptions *opt) {
  Interp *in = cx_xcalloc(1, sizeof *in);
  in->p = p;
  in->params = params;
  if (opt) in->opt = *opt;
  in->passes = cx_xcalloc((size_t)(p->npasses ? p->npasses : 1), sizeof *in->passes);
  for (int k = 0; k < p->npasses; k++) {
    const IrPass *ps = &p->passes[k];
    in->passes[k].states = cx_xcalloc((size_t)ps->ncomps, sizeof *in->passes[k].states);
    in->passes[k].comp_size = cx_xcalloc((size_t)ps->ncomps, sizeof *in->passes[k].comp_size);
    for (int c = 0; c < ps->ncomps; c++) in->passes[k].comp_size[c] = shape_numel(&ps->comp_shapes[c]);
  }
  in->readouts = cx_xcalloc((size_t)(p->nreadouts ? p->nreadouts : 1), sizeof *in->readouts);
  for (int r = 0; r < p->nreadouts; r++) {
    const IrInstr *res = &p->readouts[r].body.instrs[p->readouts[r].result];
    in->readouts[r] = cx_xcalloc((size_t)shape_numel(&res->type.shape) + 1, sizeof(float));
  }
  return in;
}

void interp_free(Interp *in) {
  if (!in) return;
  for (int k = 0; k < in->p->npasses; k++) {
    for (int c = 0; c < in->p->passes[k].ncomps; c++) free(in->passes[k].states[c]);
    free(in->passes[k].states);
    free(in->passes[k].comp_size);
    free(in->passes[k].branch);
  }
  free(in->passes);
  for (int r = 0; r < in->p->nreadouts; r++) free(in->readouts[r]);
  free(in->readouts);
  free(in->rorder);
  cxrt_facts_free(&in->facts);
  free(in->scratch);
  free(in->iscratch);
  free(in->slots);
  free(in);
}

const float *interp_pass_state(const Interp *in, int pass, int node, int comp) {
  if (!in->s || !in->ran || pass < 0 || pass >= in->p->npasses || node < 0 || node >= in->s->nnodes || comp < 0 ||
      comp >= in->p->passes[pass].ncomps)
    return NULL;
  return in->passes[pass].states[comp] + (int64_t)node * in->passes[pass].comp_size[comp];
}

int interp_pass_branch(const Interp *in, int pass, int node) {
  if (!in->s || !in->ran || pass < 0 || pass >= in->p->npasses || node < 0 || node >= in->s->nnodes) return -1;
  return in->passes[pass].branch[node];
}

const float *interp_state(const Interp *in, int node, int comp) { return interp_pass_state(in, 0, node, comp); }
int interp_branch(const Interp *in, int node) { return interp_pass_branch(in, 0, node); }

const int32_t *interp_pass_order(const Interp *in, int pass, int32_t *n) {
  *n = in->s && in->ran ? in->s->nnodes : 0;
  if (!in->s || !in->ran || pass < 0 || pass >= in->p->npasses) return NULL;
  return in->p->passes[pass].dir == IR_DIR_DOWN ? in->rorder : in->facts.order;
}

/* ---- helpers ---- */

static const char *data_path(const Interp *in) { return in->d && in->d->path ? in->d->path : ""; }

static int node_line(const Interp *in, int32_t node) { return in->s->line ? in->s->line[node] : 0; }
static int node_col(const Interp *in, int32_t node) { return in->s->col ? in->s->col[node] : 0; }

static int32_t arity_of(const CxrtStructure *s, int32_t node) {
  return s->child_start[node + 1] - s->child_start[node];
}

static int32_t child_of(const CxrtStructure *s, int32_t node, int k) {
  return s->children[s->child_start[node] + k];
}

static float *scratch_alloc(Interp *in, int64_t n) {
  /* Offsets, not pointers, would survive a realloc; instead the scratch
   * is sized before a block runs (see block_need), so this never moves. */
  float *p = in->scratch + in->scratch_used;
  in->scratch_used += (n + 15) & ~(int64_t)15;
  return p;
}

static const char *loc_file(const Interp *in, CxLoc loc) {
  return in->p->src ? src_path(in->p->src, loc.file_id) : in->p->model_file;
}

/* The node, its position in the data and its token, for messages. */
static void describe_node(const Interp *in, int32_t node, char *buf, size_t size) {
  int line = node_line(in, node), col = node_col(in, node);
  const char *tok = in->s->tokens ? in->s->tokens[node] : NULL;
  int n = snprintf(buf, size, "node %d of structure %d", node, in->sidx);
  if (line > 0 && n > 0 && (size_t)n < size) n += snprintf(buf + n, size - (size_t)n, " (%s:%d:%d", data_path(in), line, col);
  if (tok && n > 0 && (size_t)n < size) n += snprintf(buf + n, size - (size_t)n, ", '%s'", tok);
  if (line > 0 && n > 0 && (size_t)n < size) snprintf(buf + n, size - (size_t)n, ")");
}

static int64_t field_int(const Interp *in, int field, int32_t node) {
  return in->s->ifields[(int64_t)node * in->d->nfields + in->field_map[field]];
}

static const float *field_vec(const Interp *in, int field, int32_t node) {
  int df = in->field_map[field];
  return in->s->vfields[df] + (int64_t)node * in->d->fields[df].dim;
}

static float sigmoidf_stable(float x) {
  /* Never computes exp of a large positive number: no overflow, and the
   * IEEE limits 0 and 1 come out exactly as PyTorch gives them. */
  if (x >= 0) return 1.0f / (1.0f + expf(-x));
  float e = expf(x);
  return e / (1.0f + e);
}

/* ---- evaluation of one block for one node ---- */

/* The node a block runs for and the elements of its reduction ranges
 * (children, parents, every node of the structure: NULL elems[r] means
 * the identity 0..count-1). */
typedef struct Ctx {
  int32_t self;
  const int32_t *elems[3];
  int32_t count[3];
} Ctx;

static Ctx node_ctx(const Interp *in, int32_t v) {
  Ctx cx;
  memset(&cx, 0, sizeof cx);
  cx.self = v;
  cx.elems[IR_RANGE_CHILDREN] = in->s->children + in->s->child_start[v];
  cx.count[IR_RANGE_CHILDREN] = arity_of(in->s, v);
  cx.elems[IR_RANGE_PARENTS] = in->facts.parents + in->facts.parent_start[v];
  cx.count[IR_RANGE_PARENTS] = in->facts.parent_start[v + 1] - in->facts.parent_start[v];
  cx.elems[IR_RANGE_NODES] = NULL;
  cx.count[IR_RANGE_NODES] = in->s->nnodes;
  return cx;
}

static int32_t elem_of(const Ctx *cx, IrRange r, int k) { return cx->elems[r] ? cx->elems[r][k] : k; }

static int32_t ref_node(const Interp *in, const Ctx *cx, const IrInstr *ins, int kid) {
  switch (ins->a.node) {
  case NODE_SELF: return cx->self;
  case NODE_CHILD: return child_of(in->s, cx->self, ins->a.child);
  case NODE_RED: return elem_of(cx, ins->range, kid);
  case NODE_PARENT: return in->facts.parents[in->facts.parent_start[cx->self]];
  case NODE_ROOT: return in->s->root;
  }
  return cx->self;
}

static int32_t reps_of(const Ctx *cx, const IrInstr *ins) { return ins->per_child ? cx->count[ins->range] : 1; }

static int64_t block_need(const IrBlock *b, const Ctx *cx) {
  int64_t need = 0;
  for (int i = 0; i < b->n; i++) {
    const IrInstr *ins = &b->instrs[i];
    if (ins->type.kind != IRT_TENSOR) continue;
    int64_t n = shape_numel(&ins->type.shape);
    if (ins->per_child) n *= reps_of(cx, ins) > 0 ? reps_of(cx, ins) : 1;
    need += (n + 15) & ~(int64_t)15;
  }
  return need + 16;
}

static bool all_finite(const float *x, int64_t n) {
  for (int64_t j = 0; j < n; j++)
    if (!isfinite(x[j])) return false;
  return true;
}

static int check_finite(Interp *in, const Ctx *cx, const IrInstr *ins, const float *v, int64_t n,
                        CxrtError *err) {
  for (int64_t j = 0; j < n; j++) {
    if (isfinite(v[j])) continue;
    char where[512];
    describe_node(in, cx->self, where, sizeof where);
    return cxrt_errorf(err, loc_file(in, ins->loc), ins->loc.first_line, ins->loc.first_column,
                       "'%s' produced %s at %s (element %lld); pass --allow-nan to continue",
                       ir_op_names[ins->op], isnan(v[j]) ? "NaN" : "Inf", where, (long long)j);
  }
  return 0;
}

static int eval_tensor(Interp *in, const Ctx *cx, const IrBlock *b, int i, int kid, float *out,
                       CxrtError *err) {
  const IrInstr *ins = &b->instrs[i];
  Slot *S = in->slots;
  int64_t n = shape_numel(&ins->type.shape);
#define ARGF(j) (S[ins->args[j]].f + (b->instrs[ins->args[j]].per_child ? \
                 (int64_t)kid * shape_numel(&b->instrs[ins->args[j]].type.shape) : 0))
#define ARGN(j) shape_numel(&b->instrs[ins->args[j]].type.shape)
  switch (ins->op) {
  case IR_PARAM:
    memcpy(out, in->params[ins->a.param].data, sizeof(float) * (size_t)n);
    break;
  case IR_FILL:
    for (int64_t j = 0; j < n; j++) out[j] = (float)ins->a.fval;
    break;
  case IR_FIELD:
    memcpy(out, field_vec(in, ins->a.field, ref_node(in, cx, ins, kid)), sizeof(float) * (size_t)n);
    break;
  case IR_STATE: {
    int32_t node = ref_node(in, cx, ins, kid);
    const PassState *ps = &in->passes[ins->a.rec];
    memcpy(out, ps->states[ins->a.comp] + (int64_t)node * ps->comp_size[ins->a.comp], sizeof(float) * (size_t)n);
    break;
  }
  case IR_READOUT:
    memcpy(out, in->readouts[ins->a.ival], sizeof(float) * (size_t)n);
    break;
  case IR_FLOAT: {
    const IrInstr *x = &b->instrs[ins->args[0]];
    out[0] = (float)(x->per_child ? S[ins->args[0]].iv[kid] : S[ins->args[0]].i);
    break;
  }
  case IR_ADD: case IR_SUB: case IR_MUL: case IR_DIV: case IR_MAX: case IR_MIN: {
    const float *x = ARGF(0), *y = ARGF(1);
    int64_t sx = ARGN(0) == 1 && n != 1 ? 0 : 1, sy = ARGN(1) == 1 && n != 1 ? 0 : 1;
    for (int64_t j = 0; j < n; j++) {
      float a = x[j * sx], c = y[j * sy];
      switch (ins->op) {
      case IR_ADD: out[j] = a + c; break;
      case IR_SUB: out[j] = a - c; break;
      case IR_MUL: out[j] = a * c; break;
      case IR_DIV: out[j] = a / c; break;
      case IR_MAX: out[j] = a > c || isnan(a) ? a : c; break;
      default: out[j] = a < c || isnan(a) ? a : c; break;
      }
    }
    break;
  }
  case IR_NEG: { const float *x = ARGF(0); for (int64_t j = 0; j < n; j++) out[j] = -x[j]; break; }
  case IR_SIGMOID: { const float *x = ARGF(0); for (int64_t j = 0; j < n; j++) out[j] = sigmoidf_stable(x[j]); break; }
  case IR_TANH: { const float *x = ARGF(0); for (int64_t j = 0; j < n; j++) out[j] = tanhf(x[j]); break; }
  case IR_RELU: { const float *x = ARGF(0); for (int64_t j = 0; j < n; j++) out[j] = x[j] > 0 ? x[j] : (isnan(x[j]) ? x[j] : 0.0f); break; }
  case IR_EXP: { const float *x = ARGF(0); for (int64_t j = 0; j < n; j++) out[j] = expf(x[j]); break; }
  case IR_LOG: { const float *x = ARGF(0); for (int64_t j = 0; j < n; j++) out[j] = logf(x[j]); break; }
  case IR_SQRT: { const float *x = ARGF(0); for (int64_t j = 0; j < n; j++) out[j] = sqrtf(x[j]); break; }
  case IR_ABS: { const float *x = ARGF(0); for (int64_t j = 0; j < n; j++) out[j] = fabsf(x[j]); break; }
  case IR_SOFTMAX: case IR_LOG_SOFTMAX: {
    const float *x = ARGF(0);
    float m = -INFINITY;
    for (int64_t j = 0; j < n; j++) m = x[j] > m ? x[j] : m;
    double sum = 0;
    for (int64_t j = 0; j < n; j++) sum += exp((double)x[j] - m);
    for (int64_t j = 0; j < n; j++)
      out[j] = ins->op == IR_SOFTMAX ? (float)(exp((double)x[j] - m) / sum) : (float)((double)x[j] - m - log(sum));
    break;
  }
  case IR_MATMUL: {
    /* out[r, c] = sum_k W[r, k] x[k, c], where r runs over every axis of
     * the left operand but its last ([M, K] @ [K], [M, K] @ [K, N], and
     * [A, B, C] @ [C] with r = (a, b)) and, for [K] @ [K, N], M = 1. */
    const IrInstr *w = &b->instrs[ins->args[0]], *xv = &b->instrs[ins->args[1]];
    const float *W = ARGF(0), *x = ARGF(1);
    int64_t K = w->type.shape.dims[w->type.shape.rank - 1];
    int64_t M = shape_numel(&w->type.shape) / K;
    int64_t N = xv->type.shape.rank == 2 ? xv->type.shape.dims[1] : 1;
    for (int64_t r = 0; r < M; r++)
      for (int64_t c = 0; c < N; c++) {
        double acc = 0;
        for (int64_t k = 0; k < K; k++) acc += (double)W[r * K + k] * x[k * N + c];
        out[r * N + c] = (float)acc;
      }
    break;
  }
  case IR_DOT: {
    const float *x = ARGF(0), *y = ARGF(1);
    double acc = 0;
    for (int64_t j = 0; j < ARGN(0); j++) acc += (double)x[j] * y[j];
    out[0] = (float)acc;
    break;
  }
  case IR_SUM: case IR_MEAN: {
    const float *x = ARGF(0);
    double acc = 0;
    int64_t m = ARGN(0);
    for (int64_t j = 0; j < m; j++) acc += x[j];
    out[0] = (float)(ins->op == IR_MEAN ? acc / (double)m : acc);
    break;
  }
  case IR_CONCAT: {
    int64_t off = 0;
    for (int a = 0; a < ins->nargs; a++) {
      int64_t m = ARGN(a);
      memcpy(out + off, ARGF(a), sizeof(float) * (size_t)m);
      off += m;
    }
    break;
  }
  case IR_SLICE: {
    const IrInstr *x = &b->instrs[ins->args[0]];
    int64_t row = shape_numel(&x->type.shape) / x->type.shape.dims[0];
    memcpy(out, ARGF(0) + ins->a.lo * row, sizeof(float) * (size_t)n);
    break;
  }
  case IR_ROW: {
    const IrInstr *m = &b->instrs[ins->args[0]];
    const IrInstr *ix = &b->instrs[ins->args[1]];
    int64_t idx = ix->per_child ? S[ins->args[1]].iv[kid] : S[ins->args[1]].i;
    int64_t rows = m->type.shape.dims[0];
    if (idx < 0 || idx >= rows) {
      char where[512];
      describe_node(in, cx->self, where, sizeof where);
      const char *what = m->op == IR_PARAM ? in->p->params[m->a.param].name : "the matrix";
      if (ix->op == IR_FIELD)
        return cxrt_field_row_error(err, loc_file(in, ins->loc), ins->loc.first_line, ins->loc.first_column, where,
                                    in->p->fields[ix->a.field].name, idx, what, rows);
      return cxrt_errorf(err, loc_file(in, ins->loc), ins->loc.first_line, ins->loc.first_column,
                         "%s: row %lld is out of range for %s, which has %lld rows", where, (long long)idx,
                         what, (long long)rows);
    }
    memcpy(out, ARGF(0) + idx * n, sizeof(float) * (size_t)n);
    break;
  }
  case IR_TRANSPOSE: {
    const IrInstr *x = &b->instrs[ins->args[0]];
    int64_t R = x->type.shape.dims[0], C = x->type.shape.dims[1];
    const float *src = ARGF(0);
    for (int64_t r = 0; r < R; r++)
      for (int64_t c = 0; c < C; c++) out[c * R + r] = src[r * C + c];
    break;
  }
  case IR_REDUCE: {
    const float *x = S[ins->args[0]].f;
    int32_t cnt = cx->count[ins->range];
    for (int64_t j = 0; j < n; j++) out[j] = 0.0f;
    if (cnt == 0) break;
    if (ins->a.red == RED_MAX) {
      memcpy(out, x, sizeof(float) * (size_t)n);
      for (int32_t k = 1; k < cnt; k++)
        for (int64_t j = 0; j < n; j++) out[j] = x[k * n + j] > out[j] ? x[k * n + j] : out[j];
    } else {
      for (int64_t j = 0; j < n; j++) {
        double acc = 0;
        for (int32_t k = 0; k < cnt; k++) acc += x[(int64_t)k * n + j];
        out[j] = (float)(ins->a.red == RED_MEAN ? acc / cnt : acc);
      }
    }
    break;
  }
  default:
    return cxrt_errorf(err, loc_file(in, ins->loc), ins->loc.first_line, ins->loc.first_column,
                       "internal error: the interpreter cannot evaluate '%s'", ir_op_names[ins->op]);
  }
#undef ARGF
#undef ARGN
  return 0;
}

static int eval_int(Interp *in, const Ctx *cx, const IrBlock *b, int i, int kid, int64_t *res, CxrtError *err) {
  const IrInstr *ins = &b->instrs[i];
  Slot *S = in->slots;
#define ARGI(j) (b->instrs[ins->args[j]].per_child ? S[ins->args[j]].iv[kid] : S[ins->args[j]].i)
  int64_t x = ins->nargs > 0 && b->instrs[ins->args[0]].type.kind != IRT_TENSOR ? ARGI(0) : 0;
  int64_t y = ins->nargs > 1 && b->instrs[ins->args[1]].type.kind != IRT_TENSOR ? ARGI(1) : 0;
#undef ARGI
  int64_t r = 0;
  switch (ins->op) {
  case IR_ICONST: r = ins->a.ival; break;
  case IR_ARITY: r = arity_of(in->s, ref_node(in, cx, ins, kid)); break;
  case IR_NPARENTS: {
    int32_t v = ref_node(in, cx, ins, kid);
    r = in->facts.parent_start[v + 1] - in->facts.parent_start[v];
    break;
  }
  case IR_INDEX:
    /* An element of a reduction over children: its position in the list
     * (well defined in a DAG too); any other node: its position under
     * its (first) parent. */
    if (ins->a.node == NODE_RED && ins->range == IR_RANGE_CHILDREN) r = kid;
    else if (ins->a.node == NODE_CHILD) r = ins->a.child;
    else r = in->facts.index[ref_node(in, cx, ins, kid)];
    break;
  case IR_DEPTH: r = in->facts.depth[ref_node(in, cx, ins, kid)]; break;
  case IR_HEIGHT: r = in->facts.height[ref_node(in, cx, ins, kid)]; break;
  case IR_FIELD: r = field_int(in, ins->a.field, ref_node(in, cx, ins, kid)); break;
  case IR_IADD: r = (int64_t)((uint64_t)x + (uint64_t)y); break;
  case IR_ISUB: r = (int64_t)((uint64_t)x - (uint64_t)y); break;
  case IR_IMUL: r = (int64_t)((uint64_t)x * (uint64_t)y); break;
  case IR_IMIN: r = x < y ? x : y; break;
  case IR_IMAX: r = x > y ? x : y; break;
  case IR_IDIV:
  case IR_IMOD:
    if (y == 0) {
      char where[512];
      describe_node(in, cx->self, where, sizeof where);
      return cxrt_errorf(err, loc_file(in, ins->loc), ins->loc.first_line, ins->loc.first_column,
                         "int %s by zero at %s: the divisor is 0 at this node; guard it, e.g. with max(..., 1)",
                         ins->op == IR_IDIV ? "division" : "remainder", where);
    }
    r = y == -1 && x == INT64_MIN ? 0 : ins->op == IR_IDIV ? x / y : x % y;
    break;
  case IR_ICMP:
    switch ((AstOp)ins->a.cmp) {
    case OP_EQ: r = x == y; break;
    case OP_NE: r = x != y; break;
    case OP_LT: r = x < y; break;
    case OP_LE: r = x <= y; break;
    case OP_GT: r = x > y; break;
    default: r = x >= y; break;
    }
    break;
  case IR_AND: r = x && y; break;
  case IR_OR: r = x || y; break;
  case IR_NOT: r = !x; break;
  case IR_ARGMAX: {
    const IrInstr *a = &b->instrs[ins->args[0]];
    int64_t m = shape_numel(&a->type.shape);
    const float *v = S[ins->args[0]].f + (a->per_child ? (int64_t)kid * m : 0);
    int64_t best = 0;
    for (int64_t j = 1; j < m; j++)
      if (v[j] > v[best] || (isnan(v[j]) && !isnan(v[best]))) best = j;
    r = best;
    break;
  }
  default: r = 0; break;
  }
  *res = r;
  return 0;
}

static int eval_block(Interp *in, const Ctx *cx, const IrBlock *b, CxrtError *err) {
  if (b->n > in->slots_cap) {
    in->slots_cap = b->n * 2;
    in->slots = cx_xrealloc(in->slots, sizeof *in->slots * (size_t)in->slots_cap);
  }
  int64_t need = block_need(b, cx);
  if (need > in->scratch_cap) {
    in->scratch_cap = need * 2;
    free(in->scratch);
    in->scratch = aligned_alloc(64, (size_t)((in->scratch_cap * 4 + 63) & ~63));
    if (!in->scratch) {
      in->scratch_cap = 0;
      return cxrt_errorf(err, "", 0, 0, "out of memory in the interpreter");
    }
  }
  in->scratch_used = 0;
  int64_t ineed = 0;
  for (int i = 0; i < b->n; i++) ineed += reps_of(cx, &b->instrs[i]) > 0 ? reps_of(cx, &b->instrs[i]) : 1;
  if (ineed > in->iscratch_cap) {
    in->iscratch_cap = ineed * 2;
    in->iscratch = cx_xrealloc(in->iscratch, sizeof(int64_t) * (size_t)in->iscratch_cap);
  }
  in->iscratch_used = 0;
  for (int i = 0; i < b->n; i++) {
    const IrInstr *ins = &b->instrs[i];
    Slot *sl = &in->slots[i];
    sl->f = NULL;
    sl->iv = NULL;
    int reps = reps_of(cx, ins);
    if (ins->type.kind == IRT_TENSOR) {
      int64_t n = shape_numel(&ins->type.shape);
      sl->f = scratch_alloc(in, n * (ins->per_child ? (reps > 0 ? reps : 1) : 1));
      for (int k = 0; k < reps; k++)
        if (eval_tensor(in, cx, b, i, k, sl->f + (int64_t)k * n, err)) return -1;
      if (in->opt.check_nonfinite && !in->nf_seen && ins->op != IR_PARAM && ins->op != IR_STATE &&
          ins->op != IR_FIELD && ins->op != IR_READOUT && check_finite(in, cx, ins, sl->f, n * reps, &in->nf_err))
        in->nf_seen = true;
    } else if (ins->per_child) {
      sl->iv = in->iscratch + in->iscratch_used;
      in->iscratch_used += reps > 0 ? reps : 1;
      for (int k = 0; k < reps; k++)
        if (eval_int(in, cx, b, i, k, &sl->iv[k], err)) return -1;
    } else {
      if (eval_int(in, cx, b, i, 0, &sl->i, err)) return -1;
    }
  }
  return 0;
}

/* ---- the structure ---- */

static void ensure_nodes(Interp *in, int32_t n) {
  if (n <= in->cap_nodes) return;
  int32_t cap = n;
  for (int k = 0; k < in->p->npasses; k++) {
    PassState *ps = &in->passes[k];
    for (int c = 0; c < in->p->passes[k].ncomps; c++) {
      free(ps->states[c]);
      ps->states[c] = cx_xmalloc(sizeof(float) * (size_t)(ps->comp_size[c] * cap + 1));
    }
    ps->branch = cx_xrealloc(ps->branch, sizeof(int32_t) * (size_t)cap);
  }
  in->rorder = cx_xrealloc(in->rorder, sizeof(int32_t) * (size_t)cap);
  in->cap_nodes = cap;
}

/* The branch node v takes in pass ps: the first whose guard holds (the
 * interpreter evaluates guards itself: a v2 guard may divide by zero). */
static int classify(Interp *in, const IrPass *ps, int32_t v, int *out, CxrtError *err) {
  Ctx cx = node_ctx(in, v);
  for (int b = 0; b < ps->nbranches; b++) {
    const IrBranch *br = &ps->branches[b];
    if (br->guard_value < 0) {
      *out = b;
      return 0;
    }
    if (eval_block(in, &cx, &br->guard, err)) return -1;
    if (in->slots[br->guard_value].i) {
      *out = b;
      return 0;
    }
  }
  *out = -1;
  return 0;
}

/* Whether a branch reads its node's parent (NODE_PARENT). */
static bool reads_parent(const IrBranch *br) {
  for (int i = 0; i < br->body.n; i++)
    if (br->body.instrs[i].a.node == NODE_PARENT) {
      IrOp op = br->body.instrs[i].op;
      if (op == IR_STATE || op == IR_FIELD || op == IR_ARITY || op == IR_NPARENTS || op == IR_INDEX ||
          op == IR_DEPTH || op == IR_HEIGHT)
        return true;
    }
  return false;
}

static int run_pass(Interp *in, int k, CxrtError *err) {
  const IrProgram *p = in->p;
  const IrPass *ps = &p->passes[k];
  PassState *st = &in->passes[k];
  const CxrtStructure *s = in->s;
  const int32_t *order = ps->dir == IR_DIR_DOWN ? in->rorder : in->facts.order;
  for (int32_t t = 0; t < s->nnodes; t++) {
    int32_t v = order[t];
    int b;
    if (classify(in, ps, v, &b, err)) return -1;
    if (b < 0) {
      char where[512];
      describe_node(in, v, where, sizeof where);
      return cxrt_errorf(err, p->model_file, 0, 0, "%s matches no branch of rec '%s'", where, ps->name);
    }
    st->branch[v] = b;
    const IrBranch *br = &ps->branches[b];
    int need = ir_branch_max_child(br);
    int32_t ar = arity_of(s, v);
    if (need >= ar) {
      /* the compiled code's message (the linearizer's), word for word */
      char name[512], loc[600];
      snprintf(name, sizeof name, "branch '%s' of rec '%s'", br->label, ps->name);
      snprintf(loc, sizeof loc, "%s:%d:%d", p->src ? src_path(p->src, br->loc.file_id) : p->model_file,
               br->loc.first_line, br->loc.first_column);
      return cxrt_missing_child_error(err, in->d, in->sidx, v, ar, need, name, loc);
    }
    if (in->facts.parent_start[v + 1] == in->facts.parent_start[v] && reads_parent(br)) {
      /* Sema proves the root cannot reach a branch that reads n.parent. */
      char where[512];
      describe_node(in, v, where, sizeof where);
      return cxrt_errorf(err, data_path(in), node_line(in, v), node_col(in, v),
                         "internal error: %s is the root but branch '%s' of rec '%s' reads its parent", where,
                         br->label, ps->name);
    }
    Ctx cx = node_ctx(in, v);
    in->nf_seen = false;
    if (eval_block(in, &cx, &br->body, err)) return -1;
    for (int c = 0; c < ps->ncomps; c++) {
      const float *x = in->slots[br->results[c]].f;
      if (in->nf_seen && !all_finite(x, st->comp_size[c])) {
        *err = in->nf_err;
        return -1;
      }
      memcpy(st->states[c] + (int64_t)v * st->comp_size[c], x, sizeof(float) * (size_t)st->comp_size[c]);
    }
  }
  return 0;
}

int interp_run(Interp *in, const CxrtDataset *d, int sidx, const int *field_map, CxrtResult *res,
               CxrtError *err) {
  const IrProgram *p = in->p;
  in->d = d;
  in->sidx = sidx;
  in->s = &d->structs[sidx];
  in->field_map = field_map;
  in->ran = false;
  const CxrtStructure *s = in->s;
  ensure_nodes(in, s->nnodes);
  if (cxrt_structure_facts(d, sidx, &in->facts, err)) return -1;
  for (int32_t t = 0; t < s->nnodes; t++) in->rorder[t] = in->facts.order[s->nnodes - 1 - t];

  /* The passes, in dependency order. */
  for (int k = 0; k < p->npasses; k++)
    if (run_pass(in, k, err)) return -1;
  in->ran = true;

  /* Readouts: once per structure, their SELF the root. */
  for (int r = 0; r < p->nreadouts; r++) {
    const IrReadout *ro = &p->readouts[r];
    Ctx cx = node_ctx(in, s->root);
    in->nf_seen = false;
    if (eval_block(in, &cx, &ro->body, err)) return -1;
    const IrInstr *ri = &ro->body.instrs[ro->result];
    int64_t rn = shape_numel(&ri->type.shape);
    if (in->nf_seen && !all_finite(in->slots[ro->result].f, rn)) {
      *err = in->nf_err;
      return -1;
    }
    memcpy(in->readouts[r], in->slots[ro->result].f, sizeof(float) * (size_t)rn);
  }

  if (cxrt_result_init(res, &p->info, s->nnodes))
    return cxrt_errorf(err, p->model_file, 0, 0, "out of memory for the outputs of a structure of %d nodes",
                       s->nnodes);
  res->root = s->root;
  for (int o = 0; o < p->noutputs; o++) {
    const IrOutput *out = &p->outputs[o];
    int64_t m = cxrt_output_numel(&p->info.outputs[o]);
    int32_t first = out->per_node ? 0 : s->root, last = out->per_node ? s->nnodes : s->root + 1;
    for (int32_t v = first; v < last; v++) {
      Ctx cx = node_ctx(in, v);
      in->nf_seen = false;
      if (eval_block(in, &cx, &out->body, err)) return -1;
      const IrInstr *r = &out->body.instrs[out->result];
      if (in->nf_seen && r->type.kind == IRT_TENSOR && !all_finite(in->slots[out->result].f, m)) {
        *err = in->nf_err;
        return -1;
      }
      float *dst = res->values[o] + (out->per_node ? (int64_t)v * m : 0);
      if (r->type.kind == IRT_TENSOR) memcpy(dst, in->slots[out->result].f, sizeof(float) * (size_t)m);
      else dst[0] = (float)in->slots[out->result].i;
    }
  }
  return 0;
}
