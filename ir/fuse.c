/* Pass fusion for the compiled backend: the bottom-up and local passes of
 * a language v2 program as one v1-shaped pass (see ir.h, ir_fuse_passes).
 *
 * Every bottom-up and local pass can run in the height order of one
 * linearized batch: a node reads its own pass only at its children (an
 * earlier level) and earlier passes at itself or its children.  So the
 * compiled code runs them together, one kernel per (level, branch tuple)
 * group, a tuple naming the branch each pass takes at the node:
 *
 * - the fused branch of tuple (b_0, ..., b_{P-1}) holds when, for every
 *   pass q, b_q's guard holds (branch guards are exclusive: each is its
 *   path's conditions), so the tuples are exclusive and exhaustive, as
 *   branches are;
 * - its body is the passes' bodies back to back; a read of an earlier
 *   pass's state of the node itself becomes that body's result (an SSA
 *   value of the same block), and every other state read names its
 *   component in the fused state (the passes' components back to back);
 * - tuples whose guards no node can satisfy are left out when the guards
 *   read only the arity (enumerated over every arity that can matter).
 *
 * The readouts and outputs are copied with their state reads renamed the
 * same way (fused_block_copy; a readout keeps its index).  The
 * schedule, its passes (packed GEMMs, fusion, refactoring, leaf tables),
 * the code generator and the runtime then see one pass of v1 shape. */
#include "ir/ir.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lang/base/arena.h"
#include "lang/base/diag.h"

/* A phase's combinations of branches (one kernel each) at most, unless
 * one pass alone has more: a pass that would take its phase past it
 * starts another (ir_pass_phases). */
enum { MAX_TUPLES = 256 };

typedef struct Fused {
  IrProgram prog;      /* first: an IrProgram * is a Fused * */
  IrPass pass;
  IrFusion fusion;
  char **strs;         /* names made here */
  int nstrs;
} Fused;

static char *keep(Fused *f, char *s) {
  f->strs = cx_xrealloc(f->strs, sizeof *f->strs * (size_t)(f->nstrs + 1));
  f->strs[f->nstrs++] = s;
  return s;
}

static char *keep_printf(Fused *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static char *keep_printf(Fused *f, const char *fmt, ...) {
  va_list ap, aq;
  va_start(ap, fmt);
  va_copy(aq, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *s = cx_xmalloc(n > 0 ? (size_t)n + 1 : 1);
  if (n > 0) vsnprintf(s, (size_t)n + 1, fmt, aq);
  else s[0] = '\0';
  va_end(aq);
  return keep(f, s);
}

static char *join(Fused *f, const char *a, const char *sep, const char *b) {
  return keep_printf(f, "%s%s%s", a, sep, b);
}

/* ---- phases and the reversed structure ---- */

void ir_reverse_block(IrBlock *b) {
  for (int i = 0; i < b->n; i++) {
    IrInstr *in = &b->instrs[i];
    /* The two directions swap: a parents range is the reversed children,
     * and a children range (or n.child[K]) the other edges, the real
     * children, which the frame carries beside the reversed structure
     * (CxrtFrame.other_start).  p.index of `p in n.parents` and
     * n.parent.index are the node's own index (a.ival 1), k.index of `k
     * in n.children` and n.child[K].index its position (a.ival 2), as the
     * interpreter has them (ir_index_is_pos). */
    if ((in->per_child || in->op == IR_REDUCE) && in->range != IR_RANGE_NODES) {
      bool was_children = in->range == IR_RANGE_CHILDREN;
      in->range = was_children ? IR_RANGE_PARENTS : IR_RANGE_CHILDREN;
      if (in->op == IR_INDEX && in->a.node == NODE_RED) in->a.ival = was_children ? 2 : 1;
    }
    if (!ir_op_reads_node(in->op)) continue;
    if (in->a.node == NODE_CHILD) {
      in->a.node = NODE_PARENT; /* entry a.child of the other edges */
      if (in->op == IR_INDEX) in->a.ival = 2;
    } else if (in->a.node == NODE_PARENT) {
      in->a.node = NODE_CHILD;
      in->a.child = 0;
      if (in->op == IR_INDEX) in->a.ival = 1;
    }
    /* A node's parents are its reversed children and its children its
     * reversed parents: n.arity is the reversed structure's parent count
     * (a node int, CXRT_NINT_NPARENTS of a reversed phase).  n.index,
     * n.depth and n.height stay: a reversed phase's node ints are the
     * real structure's (CxrtLinearizeSpec.node_ints_of). */
    if (in->op == IR_NPARENTS) in->op = IR_ARITY;
    else if (in->op == IR_ARITY) in->op = IR_NPARENTS;
  }
}

/* Whether pass ps reads a node's children (n.child[K], `k in
 * n.children`), or with `parents` its parents (n.parent, `p in
 * n.parents`): of passes whose phase is `phase` only (phase_of), or of
 * anything (phase_of NULL). */
static bool reads_edges(const IrPass *ps, bool parents, const int *phase_of, int phase) {
  IrNodeRef one = parents ? NODE_PARENT : NODE_CHILD;
  IrRange range = parents ? IR_RANGE_PARENTS : IR_RANGE_CHILDREN;
  for (int b = 0; b < ps->nbranches; b++) {
    const IrBlock *body = &ps->branches[b].body;
    for (int i = 0; i < body->n; i++) {
      const IrInstr *in = &body->instrs[i];
      bool hit = (ir_op_reads_node(in->op) && in->a.node == one) || ((in->per_child || in->op == IR_REDUCE) && in->range == range);
      if (hit && (!phase_of || (in->op == IR_STATE && phase_of[in->a.rec] == phase))) return true;
    }
  }
  return false;
}

static bool reads_children(const IrPass *ps, const int *phase_of, int phase) {
  return reads_edges(ps, false, phase_of, phase);
}

int ir_pass_phases(const IrProgram *p, int *phase_of, bool *reversed) {
  int n = 0;
  int64_t tuples = 1; /* the running phase's combinations of branches */
  bool alone = false;  /* the running phase holds a pass dividing in its guards */
  for (int q = 0; q < p->npasses; q++) {
    const IrPass *ps = &p->passes[q];
    bool cur_rev = n > 0 && reversed[n - 1];
    /* a local pass after top-down ones joins their phase when it reads no
     * children (else it starts a bottom-up phase) */
    bool rev = ps->dir == IR_DIR_DOWN || (ps->dir == IR_DIR_LOCAL && cur_rev && !reads_children(ps, NULL, 0));
    /* A top-down pass reads its node's children's states of passes that
     * ran before it, in an earlier phase: its children come after it in
     * a reversed phase's order. */
    bool split = rev && cur_rev && reads_children(ps, phase_of, n - 1);
    /* Likewise a bottom-up or local pass that reads its node's parent's
     * states of a pass of the running bottom-up phase: the parent comes
     * after its children there. */
    split = split || (!rev && n > 0 && !cur_rev && reads_edges(ps, true, phase_of, n - 1));
    /* A pass whose branches would take the phase past MAX_TUPLES
     * combinations (one kernel each) starts a phase of its own: phases run
     * one after the other, each over the whole batch, so a pass reads the
     * earlier one's states wherever it reads them. */
    int64_t nb = ps->nbranches > 0 ? ps->nbranches : 1;
    split = split || (n > 0 && rev == cur_rev && tuples * nb > MAX_TUPLES);
    /* A pass dividing by a run-time int in its guards runs alone: fused,
     * the row checks would evaluate other recs' guards that the
     * interpreter does not (ir_pass_guard_divides). */
    bool divides = ir_pass_guard_divides(ps);
    split = split || (n > 0 && (divides || alone));
    if (n == 0 || rev != cur_rev || split) {
      reversed[n++] = rev;
      tuples = 1;
    }
    alone = divides;
    tuples *= nb;
    phase_of[q] = n - 1;
  }
  return n;
}

bool ir_needs_fusion(const IrProgram *p) {
  if (p->npasses > 1) return true;
  return p->npasses == 1 && p->passes[0].dir == IR_DIR_DOWN;
}

int ir_fusion_tuples(const IrProgram *p) {
  int P = p->npasses;
  int *phase_of = cx_xcalloc((size_t)(P ? P : 1), sizeof *phase_of);
  bool *rev = cx_xcalloc((size_t)(P ? P : 1), sizeof *rev);
  int nph = ir_pass_phases(p, phase_of, rev);
  int total = 0;
  for (int ph = 0; ph < nph; ph++) {
    int n = 1; /* at most MAX_TUPLES, or one pass's branches */
    for (int q = 0; q < P; q++)
      if (phase_of[q] == ph) n *= p->passes[q].nbranches > 0 ? p->passes[q].nbranches : 1;
    total += n;
  }
  free(phase_of);
  free(rev);
  return total;
}

/* Appends src to dst with its args shifted by base; returns base. */
static int append_block(IrBlock *dst, const IrBlock *src) {
  int base = dst->n;
  for (int i = 0; i < src->n; i++) {
    IrInstr in = src->instrs[i];
    int args[8], *heap = NULL, *a = args;
    if (in.nargs > 8) a = heap = cx_xmalloc(sizeof(int) * (size_t)in.nargs);
    for (int j = 0; j < in.nargs; j++) a[j] = src->instrs[i].args[j] + base;
    in.args = a;
    ir_emit(dst, &in);
    free(heap);
  }
  return base;
}

static int emit_bool(IrBlock *g, IrOp op, int x, int y) {
  IrInstr in;
  memset(&in, 0, sizeof in);
  in.op = op;
  in.type.kind = IRT_BOOL;
  int args[2] = {x, y};
  in.nargs = op == IR_NOT ? 1 : 2;
  in.args = args;
  in.loc = cx_noloc;
  return ir_emit(g, &in);
}

static bool same_guard(const IrBranch *x, const IrBranch *y) {
  if (x->guard.n != y->guard.n || x->guard_value != y->guard_value) return false;
  for (int i = 0; i < x->guard.n; i++) {
    const IrInstr *a = &x->guard.instrs[i], *b = &y->guard.instrs[i];
    if (a->op != b->op || a->nargs != b->nargs || a->a.ival != b->a.ival || a->a.cmp != b->a.cmp ||
        a->a.field != b->a.field || a->a.node != b->a.node || a->a.child != b->a.child)
      return false;
    for (int j = 0; j < a->nargs; j++)
      if (a->args[j] != b->args[j]) return false;
  }
  return true;
}

/* The guard of tuple t into g: the conjunction of the passes' branch
 * guards, which lowering makes exclusive (each is the path of conditions
 * that leads to its return), so no earlier branch's negation is needed.
 * -1: always; -2: no node takes it (a branch after an unconditional one).
 * A guard the conjunction already has (passes that test leaf(n) alike)
 * is not repeated. */
static int tuple_guard(const IrPass *view, int q0, int q1, const int *t, IrBlock *g) {
  int acc = -1, nterms = 0;
  const IrBranch **terms = cx_xcalloc((size_t)(q1 - q0), sizeof *terms);
  for (int q = q0; q < q1 && acc != -2; q++) {
    const IrPass *ps = &view[q];
    for (int b = 0; b < t[q]; b++)
      if (ps->branches[b].guard_value < 0) acc = -2;
    const IrBranch *br = &ps->branches[t[q]];
    if (acc == -2 || br->guard_value < 0) continue;
    bool seen = false;
    for (int i = 0; i < nterms && !seen; i++) seen = same_guard(terms[i], br);
    if (seen) continue;
    int v = append_block(g, &br->guard) + br->guard_value;
    terms[nterms++] = br;
    acc = acc < 0 ? v : emit_bool(g, IR_AND, acc, v);
  }
  free(terms);
  return acc;
}

/* Which arities may take branch br: bit 0 arity 0, bit 1 an arity above
 * 0; both when its guard reads more than the arity (then it cannot tell).
 * The guard is evaluated (ir_eval_guard) at a node of each arity that can
 * matter: it compares the arity with constants, so every arity above the
 * largest constant behaves as the one just above it. */
int ir_branch_arities(const IrProgram *p, const IrBranch *br) {
  if (br->guard_value < 0) return 3;
  int64_t maxc = 0;
  for (int i = 0; i < br->guard.n; i++) {
    const IrInstr *in = &br->guard.instrs[i];
    switch (in->op) {
    case IR_ICONST:
      if (in->a.ival > maxc) maxc = in->a.ival;
      break;
    case IR_ARITY:
      if (in->a.node != NODE_SELF) return 3;
      break;
    case IR_ICMP: case IR_AND: case IR_OR: case IR_NOT: break;
    default: return 3; /* fields, arithmetic: not enumerated */
    }
  }
  if (maxc >= 4096) return 3; /* not worth enumerating */
  int32_t top = (int32_t)maxc + 1;
  if (p->max_arity >= 0 && p->max_arity < top) top = p->max_arity;
  int32_t child_start[2] = {0, 0};
  CxrtStructure one = {.nnodes = 1, .child_start = child_start};
  int mask = 0;
  for (int32_t ar = 0; ar <= top && mask != 3; ar++) {
    child_start[1] = ar;
    if (ir_eval_guard(br, &one, 0, NULL, 0)) mask |= ar == 0 ? 1 : 2;
  }
  return mask;
}

/* Appends pass q's branch body to the fused body; res[q][c] get its
 * results.  States of the node itself in an earlier pass are that pass's
 * results; other state reads are renamed to fused components. */
static void append_body(const IrProgram *p, const IrFusion *fu, int q0, int q, const IrBranch *br, IrBlock *dst,
                        int **res) {
  const IrBlock *src = &br->body;
  int *map = cx_xmalloc(sizeof(int) * (size_t)(src->n ? src->n : 1));
  for (int i = 0; i < src->n; i++) {
    IrInstr in = src->instrs[i];
    /* (a pass of an earlier phase is read from the state arrays) */
    if (in.op == IR_STATE && in.a.node == NODE_SELF && !in.per_child && in.a.rec != q && in.a.rec >= q0) {
      map[i] = res[in.a.rec][in.a.comp];
      continue;
    }
    if (in.op == IR_STATE) {
      in.a.comp = fu->comp_base[in.a.rec] + in.a.comp;
      in.a.rec = 0;
    }
    int args[8], *heap = NULL, *a = args;
    if (in.nargs > 8) a = heap = cx_xmalloc(sizeof(int) * (size_t)in.nargs);
    for (int j = 0; j < in.nargs; j++) a[j] = map[src->instrs[i].args[j]];
    in.args = a;
    map[i] = ir_emit(dst, &in);
    free(heap);
  }
  for (int c = 0; c < p->passes[q].ncomps; c++) res[q][c] = map[br->results[c]];
  free(map);
}

/* A copy of a block that runs after the passes (a readout, an output)
 * reading the fused state: pass q's component c, at any node (the node
 * itself, the reduction's k), is fused component comp_base[q] + c.  The
 * one place such reads are renamed, for every block outside the fused
 * branches. */
static void fused_block_copy(const IrFusion *fu, IrBlock *dst, const IrBlock *src) {
  ir_block_copy(dst, src);
  for (int i = 0; i < dst->n; i++) {
    IrInstr *in = &dst->instrs[i];
    if (in->op != IR_STATE) continue;
    in->a.comp = fu->comp_base[in->a.rec] + in->a.comp;
    in->a.rec = 0;
  }
}

/* A result for component g of the fused state in a phase that does not
 * compute it: an earlier phase's value, read back at the node itself (its
 * row is copied onto itself), or zeros for a later phase's (which
 * overwrites it).  Every kernel so writes every component and the
 * schedule sees a v1-shaped pass. */
static int other_phase_result(IrBlock *dst, int g, const CxShape *shape, bool earlier) {
  IrInstr in;
  memset(&in, 0, sizeof in);
  in.op = earlier ? IR_STATE : IR_FILL;
  in.type.kind = IRT_TENSOR;
  in.type.shape = *shape;
  in.a.node = NODE_SELF;
  in.a.comp = g;
  in.a.fval = 0.0;
  in.loc = cx_noloc;
  return ir_emit(dst, &in);
}

/* The tuples of phase ph (its passes [q0, q1), view: the passes as the
 * phase runs them, reversed for a reversed phase) appended to the fused
 * pass. */
static void fuse_phase(Fused *f, const IrProgram *p, const IrPass *view, int q0, int q1, int ph) {
  int P = p->npasses;
  IrFusion *fu = &f->fusion;
  IrPass *fp = &f->pass;
  int ntup = 1;
  for (int q = q0; q < q1; q++) ntup *= view[q].nbranches > 0 ? view[q].nbranches : 1;
  /* an arity-only guard is enumerated over the arities of the structure
   * the phase runs on: a reversed tree or seq node has at most 1 child */
  IrProgram pv = *p;
  if (fu->phase_reversed[ph]) pv.max_arity = p->input_kind == CXRT_DAG ? -1 : 1;
  int *t = cx_xcalloc((size_t)P, sizeof *t);
  int **res = cx_xcalloc((size_t)P, sizeof *res);
  for (int q = 0; q < P; q++) res[q] = cx_xcalloc((size_t)(p->passes[q].ncomps ? p->passes[q].ncomps : 1), sizeof **res);
  for (int n = 0; n < ntup; n++) {
    for (int q = q1 - 1, r = n; q >= q0; q--) {
      int nb = view[q].nbranches;
      t[q] = r % nb;
      r /= nb;
    }
    IrBranch *br = &fp->branches[fp->nbranches];
    memset(br, 0, sizeof *br);
    br->guard_value = tuple_guard(view, q0, q1, t, &br->guard);
    if (br->guard_value == -2 || !ir_branch_arities(&pv, br)) {
      ir_block_free(&br->guard);
      continue;
    }
    br->loc = view[q0].branches[t[q0]].loc;
    br->label = view[q0].branches[t[q0]].label;
    /* the pass branch whose child read the linearizer checks */
    int far = -1;
    for (int q = q0; q < q1; q++) {
      const IrBranch *ob = &p->passes[q].branches[t[q]];
      int mc = ir_branch_max_child(ob);
      if (mc > far) {
        far = mc;
        fu->child_reader[fp->nbranches] = keep_printf(f, "branch '%s' of rec '%s'", ob->label, p->passes[q].name);
        fu->child_reader_loc[fp->nbranches] = ob->loc;
      }
    }
    for (int q = 0; q < P; q++) fu->branch_of[fp->nbranches * P + q] = q >= q0 && q < q1 ? t[q] : -1;
    for (int q = q0; q < q1; q++) {
      append_body(p, fu, q0, q, &view[q].branches[t[q]], &br->body, res);
      if (q > q0) br->label = join(f, br->label, "+", view[q].branches[t[q]].label);
    }
    br->results = cx_xmalloc(sizeof(int) * (size_t)(fp->ncomps ? fp->ncomps : 1));
    for (int q = 0; q < P; q++) {
      if (q >= q0 && q < q1) {
        memcpy(br->results + fu->comp_base[q], res[q], sizeof(int) * (size_t)p->passes[q].ncomps);
        continue;
      }
      for (int c = 0; c < p->passes[q].ncomps; c++) {
        int g = fu->comp_base[q] + c;
        br->results[g] = other_phase_result(&br->body, g, &fp->comp_shapes[g], q < q0);
      }
    }
    fu->branch_phase[fp->nbranches] = ph;
    fp->nbranches++;
  }
  for (int q = 0; q < P; q++) free(res[q]);
  free(res);
  free(t);
}

/* A copy of pass ps with its blocks reversed. */
static void reversed_pass(IrPass *dst, const IrPass *ps) {
  *dst = *ps;
  dst->branches = cx_xcalloc((size_t)(ps->nbranches ? ps->nbranches : 1), sizeof *dst->branches);
  for (int b = 0; b < ps->nbranches; b++) {
    dst->branches[b] = ps->branches[b];
    ir_block_copy(&dst->branches[b].guard, &ps->branches[b].guard);
    ir_block_copy(&dst->branches[b].body, &ps->branches[b].body);
    ir_reverse_block(&dst->branches[b].guard);
    ir_reverse_block(&dst->branches[b].body);
  }
}

IrProgram *ir_fuse_passes(const IrProgram *p) {
  int P = p->npasses, ntup = ir_fusion_tuples(p);
  if (!ir_needs_fusion(p)) return NULL;
  Fused *f = cx_xcalloc(1, sizeof *f);
  f->prog = *p;
  IrFusion *fu = &f->fusion;
  fu->npasses = P;
  fu->comp_base = cx_xcalloc((size_t)P, sizeof *fu->comp_base);
  fu->pass_phase = cx_xcalloc((size_t)P, sizeof *fu->pass_phase);
  fu->phase_reversed = cx_xcalloc((size_t)P, sizeof *fu->phase_reversed);
  fu->phase_name = cx_xcalloc((size_t)P, sizeof *fu->phase_name);
  fu->nphases = ir_pass_phases(p, fu->pass_phase, fu->phase_reversed);
  IrPass *fp = &f->pass;
  fp->name = p->passes[0].name;
  /* Run in height order, and reading the states of children (of any of
   * the passes): bottom-up, even when every pass is local. */
  fp->dir = IR_DIR_UP;
  fp->loc = p->passes[0].loc;
  for (int q = 0; q < P; q++) {
    fu->comp_base[q] = fp->ncomps;
    fp->ncomps += p->passes[q].ncomps;
    if (q > 0) fp->name = join(f, fp->name, "+", p->passes[q].name);
    int ph = fu->pass_phase[q];
    fu->phase_name[ph] = fu->phase_name[ph] ? join(f, fu->phase_name[ph], "+", p->passes[q].name) : p->passes[q].name;
  }
  fp->comp_names = cx_xcalloc((size_t)fp->ncomps, sizeof *fp->comp_names);
  fp->comp_shapes = cx_xcalloc((size_t)fp->ncomps, sizeof *fp->comp_shapes);
  for (int q = 0; q < P; q++) {
    const IrPass *ps = &p->passes[q];
    for (int c = 0; c < ps->ncomps; c++) {
      int g = fu->comp_base[q] + c;
      fp->comp_shapes[g] = ps->comp_shapes[c];
      fp->comp_names[g] = ps->comp_names && ps->comp_names[c] ? join(f, ps->name, ".", ps->comp_names[c]) : ps->name;
    }
  }

  /* The tuples, phase by phase, pass q0's branch slowest. */
  fp->branches = cx_xcalloc((size_t)ntup, sizeof *fp->branches);
  fu->branch_of = cx_xcalloc((size_t)ntup * (size_t)P, sizeof *fu->branch_of);
  fu->branch_phase = cx_xcalloc((size_t)ntup, sizeof *fu->branch_phase);
  fu->child_reader = cx_xcalloc((size_t)ntup, sizeof *fu->child_reader);
  fu->child_reader_loc = cx_xcalloc((size_t)ntup, sizeof *fu->child_reader_loc);
  IrPass *view = cx_xcalloc((size_t)P, sizeof *view);
  for (int q = 0; q < P; q++) {
    if (fu->phase_reversed[fu->pass_phase[q]]) reversed_pass(&view[q], &p->passes[q]);
    else view[q] = p->passes[q];
  }
  for (int q0 = 0; q0 < P;) {
    int q1 = q0 + 1;
    while (q1 < P && fu->pass_phase[q1] == fu->pass_phase[q0]) q1++;
    fuse_phase(f, p, view, q0, q1, fu->pass_phase[q0]);
    q0 = q1;
  }
  for (int q = 0; q < P; q++) {
    if (!fu->phase_reversed[fu->pass_phase[q]]) continue;
    for (int b = 0; b < view[q].nbranches; b++) {
      ir_block_free(&view[q].branches[b].guard);
      ir_block_free(&view[q].branches[b].body);
    }
    free(view[q].branches);
  }
  free(view);

  /* Readouts and outputs read the fused components. */
  IrReadout *ros = cx_xcalloc((size_t)(p->nreadouts ? p->nreadouts : 1), sizeof *ros);
  for (int r = 0; r < p->nreadouts; r++) {
    ros[r] = p->readouts[r];
    fused_block_copy(fu, &ros[r].body, &p->readouts[r].body);
  }
  IrOutput *outs = cx_xcalloc((size_t)(p->noutputs ? p->noutputs : 1), sizeof *outs);
  for (int o = 0; o < p->noutputs; o++) {
    outs[o] = p->outputs[o];
    fused_block_copy(fu, &outs[o].body, &p->outputs[o].body);
  }

  IrProgram *fpr = &f->prog;
  fpr->passes = fp;
  fpr->npasses = 1;
  ir_alias_first_pass(fpr);
  fpr->outputs = outs;
  fpr->readouts = ros;
  fpr->fusion = fu;
  return fpr;
}

void ir_fused_free(IrProgram *prog) {
  if (!prog) return;
  Fused *f = (Fused *)prog;
  for (int b = 0; b < f->pass.nbranches; b++) {
    ir_block_free(&f->pass.branches[b].guard);
    ir_block_free(&f->pass.branches[b].body);
    free(f->pass.branches[b].results);
  }
  free(f->pass.branches);
  free(f->pass.comp_names);
  free(f->pass.comp_shapes);
  for (int r = 0; r < f->prog.nreadouts; r++) ir_block_free(&f->prog.readouts[r].body);
  free(f->prog.readouts);
  for (int o = 0; o < f->prog.noutputs; o++) ir_block_free(&f->prog.outputs[o].body);
  free(f->prog.outputs);
  free(f->fusion.comp_base);
  free(f->fusion.branch_of);
  free(f->fusion.pass_phase);
  free(f->fusion.branch_phase);
  free(f->fusion.child_reader);
  free(f->fusion.child_reader_loc);
  free(f->fusion.phase_reversed);
  free(f->fusion.phase_name);
  for (int i = 0; i < f->nstrs; i++) free(f->strs[i]);
  free(f->strs);
  free(f);
}
