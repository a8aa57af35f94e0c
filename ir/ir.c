/* RA-IR core: operation tables, block building, printing, guard
 * evaluation.  See ir.h for the model. */
#include "ir/ir.h"

#include <stdlib.h>
#include <string.h>

#include "lang/base/arena.h"
#include "lang/base/diag.h"

const char *const ir_op_names[IR_NUM_OPS] = {
#define X(name, spelling, nargs) spelling,
    CX_IR_OPS(X)
#undef X
};

const int ir_op_nargs[IR_NUM_OPS] = {
#define X(name, spelling, nargs) nargs,
    CX_IR_OPS(X)
#undef X
};

int ir_emit(IrBlock *b, const IrInstr *ins) {
  if (b->n == b->cap) {
    b->cap = b->cap ? b->cap * 2 : 16;
    b->instrs = cx_xrealloc(b->instrs, sizeof *b->instrs * (size_t)b->cap);
  }
  IrInstr *d = &b->instrs[b->n];
  *d = *ins;
  if (ins->nargs > 0) {
    d->args = cx_xmalloc(sizeof(int) * (size_t)ins->nargs);
    memcpy(d->args, ins->args, sizeof(int) * (size_t)ins->nargs);
  } else {
    d->args = NULL;
  }
  return b->n++;
}

int ir_emit_remapped(IrBlock *b, const IrInstr *ins, const int *map) {
  int k = ir_emit(b, ins);
  int *args = b->instrs[k].args;
  for (int j = 0; j < ins->nargs; j++) args[j] = map[args[j]];
  return k;
}

void ir_block_free(IrBlock *b) {
  for (int i = 0; i < b->n; i++) free(b->instrs[i].args);
  free(b->instrs);
  b->instrs = NULL;
  b->n = b->cap = 0;
}

void ir_block_copy(IrBlock *dst, const IrBlock *src) {
  dst->instrs = NULL;
  dst->n = dst->cap = 0;
  for (int i = 0; i < src->n; i++) ir_emit(dst, &src->instrs[i]);
}

void ir_program_free(IrProgram *p) {
  if (!p) return;
  for (int k = 0; k < p->npasses; k++) {
    IrPass *ps = &p->passes[k];
    for (int i = 0; i < ps->nbranches; i++) {
      ir_block_free(&ps->branches[i].guard);
      ir_block_free(&ps->branches[i].body);
      free(ps->branches[i].results);
    }
    free(ps->branches);
    free(ps->comp_names);
    free(ps->comp_shapes);
  }
  free(p->passes);
  for (int i = 0; i < p->nreadouts; i++) ir_block_free(&p->readouts[i].body);
  free(p->readouts);
  for (int i = 0; i < p->noutputs; i++) ir_block_free(&p->outputs[i].body);
  free(p->outputs);
  free(p->params);
  free(p->fields);
  free(p->info.params);
  free(p->info.fields);
  free(p->info.outputs);
  free(p);
}

char *ir_type_str(const IrType *t, char *buf, size_t size) {
  if (t->kind == IRT_INT) snprintf(buf, size, "int");
  else if (t->kind == IRT_BOOL) snprintf(buf, size, "bool");
  else cx_shape_str(&t->shape, buf, size);
  return buf;
}

const char *ir_dir_name(IrDir d) { return d == IR_DIR_UP ? "up" : d == IR_DIR_DOWN ? "down" : "local"; }
const char *ir_dir_text(IrDir d) { return d == IR_DIR_UP ? "bottom-up" : d == IR_DIR_DOWN ? "top-down" : "local"; }

static bool v2_op(IrOp op) { return op >= IR_NPARENTS; }

bool ir_op_node_int(IrOp op) { return op == IR_NPARENTS || op == IR_INDEX || op == IR_DEPTH || op == IR_HEIGHT; }

bool ir_op_reads_node(IrOp op) {
  return op == IR_STATE || op == IR_FIELD || op == IR_ARITY || ir_op_node_int(op);
}

bool ir_index_is_pos(const IrInstr *in) {
  if (in->op != IR_INDEX || in->a.ival == 1) return false;
  if (in->a.ival == 2) return true;
  return in->a.node == NODE_CHILD || (in->a.node == NODE_RED && in->per_child && in->range == IR_RANGE_CHILDREN);
}

bool ir_instr_reads_nints(const IrInstr *in) {
  if (!ir_op_node_int(in->op)) return false;
  /* k.index of a children reduction is the loop's position, and
   * n.child[K].index is K (as the interpreter has it). */
  if (ir_index_is_pos(in)) return false;
  return true;
}

bool ir_int_from_structure(const IrBlock *b, int x) {
  const IrInstr *in = &b->instrs[x];
  switch (in->op) {
  case IR_ICONST: case IR_FIELD: case IR_ARITY: case IR_NPARENTS: case IR_INDEX: case IR_DEPTH: case IR_HEIGHT: break;
  case IR_IADD: case IR_ISUB: case IR_IMUL: case IR_IDIV: case IR_IMOD: case IR_IMIN: case IR_IMAX:
  case IR_ICMP: case IR_AND: case IR_OR: case IR_NOT: break;
  default: return false;
  }
  for (int a = 0; a < in->nargs; a++)
    if (!ir_int_from_structure(b, in->args[a])) return false;
  return true;
}

/* a + b and a * b of bounds, saturating at INT64_MIN / INT64_MAX (which
 * stay "no bound") */
static int64_t sat(__int128 v) { return v >= INT64_MAX ? INT64_MAX : v <= INT64_MIN ? INT64_MIN : (int64_t)v; }
static bool unbounded(int64_t v) { return v == INT64_MIN || v == INT64_MAX; }

/* The bounds of instruction i from its operands' (lo[], hi[]). */
static void int_range(const IrBlock *b, int i, const int64_t *lo, const int64_t *hi, int64_t *olo, int64_t *ohi) {
  *olo = INT64_MIN;
  *ohi = INT64_MAX;
  const IrInstr *in = &b->instrs[i];
  int64_t l0 = INT64_MIN, h0 = INT64_MAX, l1 = INT64_MIN, h1 = INT64_MAX;
  if (in->nargs >= 1 && in->args[0] >= 0 && in->args[0] < i) l0 = lo[in->args[0]], h0 = hi[in->args[0]];
  if (in->nargs >= 2 && in->args[1] >= 0 && in->args[1] < i) l1 = lo[in->args[1]], h1 = hi[in->args[1]];
  switch (in->op) {
  case IR_ICONST: *olo = *ohi = in->a.ival; break;
  case IR_ARITY: case IR_NPARENTS: case IR_INDEX: case IR_DEPTH: case IR_HEIGHT: *olo = 0; break;
  case IR_ARGMAX: {
    const IrType *t = &b->instrs[in->args[0]].type;
    int64_t n = 1;
    for (int d = 0; d < t->shape.rank; d++) n *= t->shape.dims[d];
    *olo = 0;
    *ohi = n - 1;
    break;
  }
  case IR_ICMP: case IR_AND: case IR_OR: case IR_NOT: *olo = 0; *ohi = 1; break;
  case IR_IADD:
    if (!unbounded(l0) && !unbounded(l1)) *olo = sat((__int128)l0 + l1);
    if (!unbounded(h0) && !unbounded(h1)) *ohi = sat((__int128)h0 + h1);
    break;
  case IR_ISUB:
    if (!unbounded(l0) && !unbounded(h1)) *olo = sat((__int128)l0 - h1);
    if (!unbounded(h0) && !unbounded(l1)) *ohi = sat((__int128)h0 - l1);
    break;
  case IR_IMUL:
    if (l0 >= 0 && l1 >= 0) { /* the common case: sizes and counts */
      *olo = sat((__int128)l0 * l1);
      if (!unbounded(h0) && !unbounded(h1)) *ohi = sat((__int128)h0 * h1);
    }
    break;
  case IR_IMIN:
    *olo = l0 < l1 ? l0 : l1;
    *ohi = h0 < h1 ? h0 : h1;
    break;
  case IR_IMAX:
    *olo = l0 > l1 ? l0 : l1;
    *ohi = h0 > h1 ? h0 : h1;
    break;
  case IR_IDIV: case IR_IMOD:
    /* a non-negative value over a positive one: at most the value */
    if (l0 >= 0 && l1 >= 1) {
      *olo = 0;
      *ohi = h0;
    }
    break;
  default: break;
  }
}

/* (one pass over the block up to x, in order: operands come first, and a
 * value shared by many uses is bounded once) */
void ir_int_range(const IrBlock *b, int x, int64_t *lo, int64_t *hi) {
  *lo = INT64_MIN;
  *hi = INT64_MAX;
  if (x < 0 || x >= b->n) return;
  int64_t *l = cx_xmalloc(sizeof(int64_t) * (size_t)(x + 1)), *h = cx_xmalloc(sizeof(int64_t) * (size_t)(x + 1));
  for (int i = 0; i <= x; i++) int_range(b, i, l, h, &l[i], &h[i]);
  *lo = l[x];
  *hi = h[x];
  free(l);
  free(h);
}

/* Whether int value x is never 0. */
static bool int_nonzero(const IrBlock *b, int x) {
  int64_t lo, hi;
  ir_int_range(b, x, &lo, &hi);
  return lo > 0 || hi < 0;
}

bool ir_runtime_divisor(const IrBlock *b, const IrInstr *in) {
  return (in->op == IR_IDIV || in->op == IR_IMOD) && b->instrs[in->args[1]].op != IR_ICONST;
}

bool ir_pass_guard_divides(const IrPass *ps) {
  for (int b = 0; b < ps->nbranches; b++) {
    const IrBlock *g = &ps->branches[b].guard;
    for (int i = 0; i < g->n; i++)
      if (ir_runtime_divisor(g, &g->instrs[i]) && !int_nonzero(g, g->instrs[i].args[1])) return true;
  }
  return false;
}

bool ir_divisor_checked_in_kernel(const IrBlock *b, const IrInstr *in) {
  return ir_runtime_divisor(b, in) && !ir_int_from_structure(b, in->args[1]) && !int_nonzero(b, in->args[1]);
}

/* Whether a block reads node ints from the structure facts or divides by
 * a run-time value: what the compiled backend runs since issue 16's
 * items 1 and 4, and what a v1 program never does. */
static bool block_v2_ints(const IrBlock *b) {
  for (int i = 0; i < b->n; i++)
    if (ir_instr_reads_nints(&b->instrs[i]) || ir_runtime_divisor(b, &b->instrs[i])) return true;
  return false;
}

bool ir_instr_reads_other(const IrInstr *in) {
  return (ir_op_reads_node(in->op) && in->a.node == NODE_PARENT) ||
         ((in->per_child || in->op == IR_REDUCE) && in->range == IR_RANGE_PARENTS);
}

/* What in a block the compiled backend cannot run, or NULL.  other: the
 * block runs where the frame holds the edges of the other direction
 * (CxrtFrame.other_start, other_nodes: the parents in a bottom-up
 * numbering, an output's too, a reversed phase's real children,
 * ir_reverse_block), so it may reduce over them (IR_RANGE_PARENTS) and
 * read entry K of them (NODE_PARENT, a.child); the row checks follow them
 * too (stdlib/compiled_rows.c, CX_NODE_OTHER). */
static const char *block_unsupported_in(const IrBlock *b, bool other, bool guard) {
  for (int i = 0; i < b->n; i++) {
    const IrInstr *in = &b->instrs[i];
    if (!other && (in->per_child || in->op == IR_REDUCE) && in->range == IR_RANGE_PARENTS) return "reductions over parents";
    if (!other && ir_instr_reads_other(in)) return "reads of n.parent";
    /* The row checks (stdlib/compiled_rows.c) find a zero divisor before
     * the run, with the interpreter's message, when the structure
     * determines it; a divisor computed from tensors (argmax) that may be
     * 0 is checked by the kernel that computes it
     * (ir_divisor_checked_in_kernel), but not in a condition: classify
     * has no error record. */
    if (guard && ir_divisor_checked_in_kernel(b, in)) return "int divisions by a value computed from tensors in conditions";
    if (v2_op(in->op) && !ir_op_node_int(in->op) && in->op != IR_IMIN && in->op != IR_IMAX && in->op != IR_FLOAT &&
        in->op != IR_READOUT)
      return "language v2 instructions";
  }
  return NULL;
}

static const char *block_unsupported(const IrBlock *b) { return block_unsupported_in(b, false, false); }

/* Whether a block uses v2's two contraction shapes of `@`. */
static bool block_contracts(const IrBlock *b) {
  for (int i = 0; i < b->n; i++) {
    const IrInstr *in = &b->instrs[i];
    if (in->op == IR_MATMUL && in->nargs == 2 && b->instrs[in->args[0]].type.shape.rank != 2) return true;
  }
  return false;
}

/* What of a readout the compiled backend cannot run, or NULL.  Its
 * element kernel runs over every node of the batch, k being the node: an
 * element reads k, and the node-level values read the root (NODE_SELF),
 * which the kernel finds through the frame's root_of (ir/schedule.c).
 * Row indices and divisors that the data determines are checked before
 * the batch runs (stdlib/compiled_rows.c), at every element as the
 * interpreter evaluates them; one computed from tensors (argmax) is
 * checked by the element kernel as it runs (ir/sched_gen.c), as in a
 * pass. */
static const char *readout_unsupported(const IrReadout *ro) {
  const IrBlock *b = &ro->body;
  const IrInstr *res = ro->result >= 0 && ro->result < b->n ? &b->instrs[ro->result] : NULL;
  if (!res || res->op != IR_REDUCE || res->range != IR_RANGE_NODES) return "node-set reductions of this form";
  if (res->type.kind != IRT_TENSOR) return "node-set reductions of ints";
  for (int i = 0; i < b->n; i++) {
    const IrInstr *in = &b->instrs[i];
    if (in->op == IR_REDUCE && i != ro->result) return "reductions inside node-set reductions";
    if (in->per_child && in->range != IR_RANGE_NODES) return "reductions inside node-set reductions";
    if (ir_op_reads_node(in->op) && in->a.node != (in->per_child ? NODE_RED : NODE_SELF))
      return "node-set reductions that read other nodes than the element and the root";
  }
  return block_unsupported(b);
}

/* What of a pass block the compiled backend cannot run, or NULL.  A block
 * of a bottom-up phase reads n's parents as the other edges; one of a
 * reversed phase (top-down passes) is checked as it runs, reversed: its
 * reads of n's children are then reads of the other edges. */
static const char *pass_block_unsupported(const IrBlock *b, bool reversed, bool guard) {
  if (!reversed) return block_unsupported_in(b, true, guard);
  IrBlock r;
  ir_block_copy(&r, b);
  ir_reverse_block(&r);
  const char *w = block_unsupported_in(&r, true, guard);
  ir_block_free(&r);
  return w;
}

/* What in p's passes the compiled backend cannot run, or NULL.  Top-down
 * passes run in phases of their own over the reversed structure
 * (ir/fuse.c, ir_pass_phases). */
static const char *passes_unsupported(const IrProgram *p) {
  int P = p->npasses;
  int *phase_of = cx_xcalloc((size_t)(P ? P : 1), sizeof *phase_of);
  bool *rev = cx_xcalloc((size_t)(P ? P : 1), sizeof *rev);
  const char *w = NULL;
  ir_pass_phases(p, phase_of, rev);
  for (int k = 0; k < P && !w; k++)
    for (int b = 0; b < p->passes[k].nbranches && !w; b++) {
      bool r = rev[phase_of[k]];
      w = pass_block_unsupported(&p->passes[k].branches[b].guard, r, true);
      if (!w) w = pass_block_unsupported(&p->passes[k].branches[b].body, r, false);
    }
  free(phase_of);
  free(rev);
  return w;
}

/* Whether pass k is the only pass of its phase. */
static bool pass_alone_in_phase(const IrProgram *p, int k) {
  int P = p->npasses;
  int *phase_of = cx_xcalloc((size_t)(P ? P : 1), sizeof *phase_of);
  bool *rev = cx_xcalloc((size_t)(P ? P : 1), sizeof *rev);
  ir_pass_phases(p, phase_of, rev);
  bool alone = true;
  for (int q = 0; q < P; q++)
    if (q != k && phase_of[q] == phase_of[k]) alone = false;
  free(phase_of);
  free(rev);
  return alone;
}

/* What in p's passes, readouts and outputs the compiled backend cannot
 * run (several passes are fine: they are fused), or NULL. */
static const char *blocks_unsupported(const IrProgram *p) {
  for (int r = 0; r < p->nreadouts; r++) {
    const char *w = readout_unsupported(&p->readouts[r]);
    if (w) return w;
  }
  for (int k = 0; k < p->npasses; k++) {
    for (int b = 0; b < p->passes[k].nbranches; b++) {
      const IrBlock *g = &p->passes[k].branches[b].guard;
      for (int i = 0; i < g->n; i++)
        if (ir_op_node_int(g->instrs[i].op) && g->instrs[i].a.node != NODE_SELF)
          return "conditions on the structure facts of other nodes than n";
    }
    /* The checks evaluate a node's guards up to its branch; a fused guard
     * holds every rec's, some of which the interpreter never evaluates at
     * that node (a zero divisor there is no error), so a pass dividing in
     * its guards runs in a phase of its own (ir_pass_phases), and one that
     * shares its phase is refused. */
    if (p->npasses > 1 && ir_pass_guard_divides(&p->passes[k]) && !pass_alone_in_phase(p, k))
      return "int divisions by a run-time value in the conditions of a model of several recs";
  }
  const char *w = passes_unsupported(p);
  if (w) return w;
  /* An output may reduce over its node's children and parents: its
   * kernel runs over the structure as it is, the parents being the other
   * edges (stdlib/compiled_phase.c, cxc_other_edges). */
  for (int o = 0; o < p->noutputs; o++) {
    w = block_unsupported_in(&p->outputs[o].body, true, false);
    if (w) return w;
  }
  return NULL;
}

void ir_alias_first_pass(IrProgram *p) {
  if (p->npasses <= 0) return;
  const IrPass *first = &p->passes[0];
  p->rec_name = first->name;
  p->ncomps = first->ncomps;
  p->comp_names = first->comp_names;
  p->comp_shapes = first->comp_shapes;
  p->branches = first->branches;
  p->nbranches = first->nbranches;
}

const char *ir_compiled_unsupported(const IrProgram *p) {
  const char *w = blocks_unsupported(p);
  if (w) return w;
  return NULL;
}

/* A rec that reads no child is a local pass; v1 ran it (a model whose
 * every branch is a leaf branch), so a v1 program is one pass that is not
 * top-down, with v1 instructions only, no readouts and none of v2's
 * contraction shapes (which the compiled backend runs too, but a program
 * using them prints as v2). */
bool ir_is_v1(const IrProgram *p) {
  if (p->npasses > 1 || (p->npasses == 1 && p->passes[0].dir == IR_DIR_DOWN) || p->nreadouts > 0 || blocks_unsupported(p)) return false;
  for (int k = 0; k < p->npasses; k++)
    for (int b = 0; b < p->passes[k].nbranches; b++)
      if (block_contracts(&p->passes[k].branches[b].body) || block_v2_ints(&p->passes[k].branches[b].body) ||
          block_v2_ints(&p->passes[k].branches[b].guard))
        return false;
  for (int o = 0; o < p->noutputs; o++) {
    const IrBlock *b = &p->outputs[o].body;
    if (block_contracts(b) || block_v2_ints(b)) return false;
    for (int i = 0; i < b->n; i++) /* v2: an output's reductions over n's children or parents */
      if (b->instrs[i].per_child || b->instrs[i].op == IR_REDUCE) return false;
  }
  return true;
}

bool ir_reads_nints(const IrProgram *p) {
  const IrBlock *blocks[3];
  for (int k = 0; k < p->npasses; k++)
    for (int b = 0; b < p->passes[k].nbranches; b++) {
      blocks[0] = &p->passes[k].branches[b].guard;
      blocks[1] = &p->passes[k].branches[b].body;
      for (int j = 0; j < 2; j++)
        for (int i = 0; i < blocks[j]->n; i++)
          if (ir_instr_reads_nints(&blocks[j]->instrs[i])) return true;
    }
  for (int o = 0; o < p->noutputs + p->nreadouts; o++) {
    const IrBlock *b = o < p->noutputs ? &p->outputs[o].body : &p->readouts[o - p->noutputs].body;
    for (int i = 0; i < b->n; i++)
      if (ir_instr_reads_nints(&b->instrs[i])) return true;
  }
  return false;
}

static const char *node_name(IrNodeRef r, int child, char *buf, size_t size) {
  switch (r) {
  case NODE_SELF: return "n";
  case NODE_CHILD: snprintf(buf, size, "child[%d]", child); return buf;
  case NODE_RED: return "k";
  case NODE_PARENT: return "parent";
  case NODE_ROOT: return "root";
  }
  return "?";
}

static const char *range_name(IrRange r) {
  return r == IR_RANGE_CHILDREN ? "k" : r == IR_RANGE_PARENTS ? "p" : "m";
}

static void print_instr(FILE *out, const IrProgram *p, const IrInstr *in, int idx, bool v1) {
  char tb[64], nb[32];
  /* A per-element value is marked with its range's variable: k (children,
   * as in v1), p (parents), m (the structure's nodes). */
  const char *mark = in->per_child ? (in->range == IR_RANGE_CHILDREN ? "k " : in->range == IR_RANGE_PARENTS ? "p " : "m ")
                                   : "  ";
  fprintf(out, "    %s%%%d : %s = %s", mark, idx, ir_type_str(&in->type, tb, sizeof tb), ir_op_names[in->op]);
  const char *node = in->a.node == NODE_RED && !v1 ? range_name(in->range) : node_name(in->a.node, in->a.child, nb, sizeof nb);
  switch (in->op) {
  case IR_PARAM: fprintf(out, " %s", p->params[in->a.param].name); break;
  case IR_FILL: fprintf(out, " %.9g", in->a.fval); break;
  case IR_ICONST: fprintf(out, " %lld", (long long)in->a.ival); break;
  case IR_FIELD: fprintf(out, " %s.%s", node, p->fields[in->a.field].name); break;
  case IR_ARITY: case IR_NPARENTS: case IR_INDEX: case IR_DEPTH: case IR_HEIGHT: fprintf(out, " %s", node); break;
  case IR_STATE: {
    const IrPass *ps = in->a.rec >= 0 && in->a.rec < p->npasses ? &p->passes[in->a.rec] : NULL;
    if (v1 || !ps) fprintf(out, " %s", node);
    else fprintf(out, " %s(%s)", ps->name, node);
    if (ps && ps->comp_names && ps->comp_names[in->a.comp]) fprintf(out, ".%s", ps->comp_names[in->a.comp]);
    break;
  }
  case IR_ICMP: fprintf(out, " %s", ast_op_spelling((AstOp)in->a.cmp)); break;
  case IR_SLICE: fprintf(out, " [%lld:%lld]", (long long)in->a.lo, (long long)in->a.hi); break;
  case IR_REDUCE:
    fprintf(out, " %s", ast_reduce_name(in->a.red));
    if (!v1) fprintf(out, " over %s", in->range == IR_RANGE_CHILDREN ? "children" : in->range == IR_RANGE_PARENTS ? "parents" : "nodes");
    break;
  case IR_READOUT: fprintf(out, " r%lld", (long long)in->a.ival); break;
  default: break;
  }
  for (int i = 0; i < in->nargs; i++) fprintf(out, "%s%%%d", i ? ", " : " ", in->args[i]);
  if (in->name) fprintf(out, "    ; %s", in->name);
  if (in->loc.file_id >= 0) {
    fprintf(out, "%s@", in->name ? " " : "    ; ");
    /* Locations inside an imported file (an inlined fn) name the file. */
    if (p->src && in->loc.file_id != p->main_file_id) {
      const char *path = src_path(p->src, in->loc.file_id), *slash = strrchr(path, '/');
      fprintf(out, "%s:", slash ? slash + 1 : path);
    }
    fprintf(out, "%d:%d", in->loc.first_line, in->loc.first_column);
  }
  fputc('\n', out);
}

static void print_block(FILE *out, const IrProgram *p, const IrBlock *b, bool v1) {
  for (int i = 0; i < b->n; i++) print_instr(out, p, &b->instrs[i], i, v1);
}

static void print_comps(FILE *out, const IrPass *ps) {
  char tb[64];
  fprintf(out, "(");
  for (int c = 0; c < ps->ncomps; c++)
    fprintf(out, "%s%s%s%s", c ? ", " : "", ps->comp_names && ps->comp_names[c] ? ps->comp_names[c] : "",
            ps->comp_names && ps->comp_names[c] ? " : " : "", cx_shape_str(&ps->comp_shapes[c], tb, sizeof tb));
  fprintf(out, ")\n");
}

static void print_branches(FILE *out, const IrProgram *p, const IrPass *ps, bool v1) {
  for (int b = 0; b < ps->nbranches; b++) {
    const IrBranch *br = &ps->branches[b];
    fprintf(out, "  branch %d %s", b, br->label);
    if (br->guard_value < 0) fprintf(out, " (always)\n");
    else fprintf(out, " when %%%d\n", br->guard_value);
    if (br->guard.n) {
      fprintf(out, "   guard:\n");
      print_block(out, p, &br->guard, v1);
    }
    fprintf(out, "   body:\n");
    print_block(out, p, &br->body, v1);
    fprintf(out, "    return (");
    for (int c = 0; c < ps->ncomps; c++) fprintf(out, "%s%%%d", c ? ", " : "", br->results[c]);
    fprintf(out, ")\n");
  }
}

void ir_print(FILE *out, const IrProgram *p) {
  char tb[64];
  fprintf(out, "model %s\n", p->model_name);
  static const char *kinds[] = {"tree", "dag", "seq"};
  fprintf(out, "input %s : %s", p->input_name, kinds[p->input_kind]);
  if (p->input_kind == CXRT_TREE) {
    if (p->max_arity < 0) fprintf(out, "[*]");
    else fprintf(out, "[%d]", p->max_arity);
  }
  fprintf(out, " {");
  for (int i = 0; i < p->nfields; i++) {
    if (p->fields[i].is_vec) fprintf(out, "%s %s : [%d]", i ? "," : "", p->fields[i].name, p->fields[i].dim);
    else fprintf(out, "%s %s : int", i ? "," : "", p->fields[i].name);
  }
  fprintf(out, " }\n");
  for (int i = 0; i < p->nparams; i++) {
    const IrParam *pr = &p->params[i];
    fprintf(out, "param %s : %s", pr->name, cx_shape_str(&pr->shape, tb, sizeof tb));
    if (pr->key != pr->name && strcmp(pr->key, pr->name) != 0) fprintf(out, " = \"%s\"", pr->key);
    if (pr->slice_hi >= 0) fprintf(out, "[%lld:%lld]", (long long)pr->slice_lo, (long long)pr->slice_hi);
    fputc('\n', out);
  }
  /* A v1 program prints as before v2 (its one pass is "the rec"). */
  bool v1 = ir_is_v1(p);
  for (int k = 0; k < p->npasses; k++) {
    const IrPass *ps = &p->passes[k];
    if (v1) fprintf(out, "rec %s -> ", ps->name);
    else fprintf(out, "pass %d %s %s -> ", k, ps->name,
                 ps->dir == IR_DIR_UP ? "(bottom-up)" : ps->dir == IR_DIR_DOWN ? "(top-down)" : "(local)");
    print_comps(out, ps);
    print_branches(out, p, ps, v1);
  }
  for (int r = 0; r < p->nreadouts; r++) {
    const IrReadout *ro = &p->readouts[r];
    fprintf(out, "readout r%d (per structure, for output %s)\n", r, ro->output);
    print_block(out, p, &ro->body, v1);
    fprintf(out, "    return %%%d\n", ro->result);
  }
  for (int o = 0; o < p->noutputs; o++) {
    const IrOutput *op = &p->outputs[o];
    fprintf(out, "output %s%s\n", op->name, op->per_node ? "(n)" : "");
    print_block(out, p, &op->body, v1);
    fprintf(out, "    return %%%d\n", op->result);
  }
}

/* ---- guards ---- */

static int64_t guard_field(const CxrtStructure *s, int nfields_data, const int *field_map, int field,
                           int32_t node) {
  return s->ifields[(int64_t)node * nfields_data + field_map[field]];
}

bool ir_eval_guard(const IrBranch *br, const CxrtStructure *s, int nfields_data,
                   const int *field_map, int32_t node) {
  if (br->guard_value < 0) return true;
  int64_t vals[64];
  int64_t *v = br->guard.n <= 64 ? vals : cx_xmalloc(sizeof(int64_t) * (size_t)br->guard.n);
  int32_t arity = s->child_start[node + 1] - s->child_start[node];
  for (int i = 0; i < br->guard.n; i++) {
    const IrInstr *in = &br->guard.instrs[i];
    int64_t x = in->nargs > 0 ? v[in->args[0]] : 0, y = in->nargs > 1 ? v[in->args[1]] : 0;
    int64_t r = 0;
    switch (in->op) {
    case IR_ICONST: r = in->a.ival; break;
    case IR_ARITY: r = arity; break;
    case IR_FIELD: r = guard_field(s, nfields_data, field_map, in->a.field, node); break;
    case IR_IADD: r = (int64_t)((uint64_t)x + (uint64_t)y); break;
    case IR_ISUB: r = (int64_t)((uint64_t)x - (uint64_t)y); break;
    case IR_IMUL: r = (int64_t)((uint64_t)x * (uint64_t)y); break;
    case IR_IDIV: r = y == 0 || (y == -1 && x == INT64_MIN) ? 0 : x / y; break;
    case IR_IMOD: r = y == 0 || (y == -1 && x == INT64_MIN) ? 0 : x % y; break;
    case IR_ICMP:
      switch ((AstOp)in->a.cmp) {
      case OP_EQ: r = x == y; break;
      case OP_NE: r = x != y; break;
      case OP_LT: r = x < y; break;
      case OP_LE: r = x <= y; break;
      case OP_GT: r = x > y; break;
      case OP_GE: r = x >= y; break;
      default: CX_UNREACHABLE();
      }
      break;
    case IR_AND: r = x && y; break;
    case IR_OR: r = x || y; break;
    case IR_NOT: r = !x; break;
    default: CX_UNREACHABLE();
    }
    v[i] = r;
  }
  bool res = v[br->guard_value] != 0;
  if (v != vals) free(v);
  return res;
}

int ir_classify(const IrProgram *p, const CxrtStructure *s, int nfields_data,
                const int *field_map, int32_t node) {
  for (int b = 0; b < p->nbranches; b++)
    if (ir_eval_guard(&p->branches[b], s, nfields_data, field_map, node)) return b;
  return -1;
}

int ir_branch_max_child(const IrBranch *br) {
  int m = -1;
  for (int i = 0; i < br->body.n; i++) {
    const IrInstr *in = &br->body.instrs[i];
    if ((in->op == IR_STATE || in->op == IR_FIELD || in->op == IR_ARITY || ir_op_node_int(in->op)) &&
        in->a.node == NODE_CHILD && in->a.child > m)
      m = in->a.child;
  }
  return m;
}
