/* The schedule: RA-IR -> loop IR (see loops.h for the model).
 *
 * Per kernel (a branch, a leaf-specialized variant of one, or an output),
 * the instructions are classified:
 *   inline   params, fills, states, fields and views of them (rows,
 *            slices, transposes): loads, recomputed where used;
 *   int      int/bool arithmetic (row indices, int outputs): expressions;
 *   ew       elementwise ops and reductions over children: members of a
 *            fused CLUSTER, one loop over the elements for all nodes of the
 *            group, each member a scalar local of that loop;
 *   heavy    matrix products, dots, sums, softmax, argmax, concat: a loop
 *            nest of their own writing a home (temp, state or output row).
 * Instructions are visited in SSA order.  A cluster stays open (it can
 * take more members) until something needs one of its members outside
 * the loop: a heavy op, a view, another space or size.  Then the member
 * is materialized and the cluster closed, i.e. committed to the nest list
 * at that point, after everything it reads and before its reader.  Per
 * child elementwise values are computed inside the reduction's loop over
 * the children; only when a per-child heavy op reads them are they
 * materialized in an edge temp.
 *
 * Loop nests are generated at the end, when every home is known.  Lets
 * (child ids, row indices with their range checks) are created on demand
 * in the prologue of the loop they depend on: the node loop for node
 * values, the child loop for per-child ones, before the nest for
 * invariant ones. */
#include "ir/loops.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lang/base/diag.h"
#include "ir/schedule_internal.h"

/* ---- a kernel ------------------------------------------------------------------ */

/* Whether a block has per-element values (an output's reductions), or
 * (other) values per element of the other edges. */
static bool per_element(const IrBlock *b, bool other) {
  for (int i = 0; i < b->n; i++)
    if (b->instrs[i].per_child && (!other || b->instrs[i].range == IR_RANGE_PARENTS)) return true;
  return false;
}

/* The highest entry of the other edges a block reads (-1: none). */
static int max_other(const IrBlock *b) {
  int m = -1;
  for (int i = 0; i < b->n; i++) {
    const IrInstr *in = &b->instrs[i];
    if (ir_op_reads_node(in->op) && in->a.node == NODE_PARENT && in->a.child > m) m = in->a.child;
  }
  return m;
}

/* Whether p's kernels or outputs read the other edges (loops.h,
 * LoopProgram.other_edges). */
static bool reads_other_edges(const IrProgram *p) {
  for (int x = 0; x < p->nbranches + p->noutputs; x++) {
    const IrBlock *b = x < p->nbranches ? &p->branches[x].body : &p->outputs[x - p->nbranches].body;
    for (int i = 0; i < b->n; i++)
      if (ir_instr_reads_other(&b->instrs[i])) return true;
  }
  return false;
}

static bool schedule_kernel(LoopProgram *lp, LoopKernel *k, bool output, CxDiagEngine *diag) {
  if (lp->opt.sum_matmul) {
    int first, n = loop_refactor_sum_matmul(&k->body, &first);
    if (n > 0)
      k->note = arena_printf(&lp->arena, "%d reduction%s of W @ x_k refactored to W @ (reduction of x_k), first %%%d", n,
                             n == 1 ? "" : "s", first);
    int w = loop_refactor_weighted_sums(&k->body, k->results, output ? 1 : lp->ir->ncomps);
    if (w > 0)
      k->note = arena_printf(&lp->arena, "%s%s%d reduction%s of s_k * (W @ x_k) + ... refactored to W @ (reduction of s_k x_k) + ...",
                             k->note ? k->note : "", k->note ? "; " : "", w, w == 1 ? "" : "s");
  }
  if (lp->opt.quad_form) {
    int q = loop_refactor_quad_forms(&k->body, k->results, output ? 1 : lp->ir->ncomps);
    if (q > 0)
      k->note = arena_printf(&lp->arena, "%s%s%d quadratic form%s (V @ v) @ v as one product over the pairs i <= j",
                             k->note ? k->note : "", k->note ? "; " : "", q, q == 1 ? "" : "s");
  }
  Sched S;
  memset(&S, 0, sizeof S);
  S.B.lp = lp;
  S.B.k = k;
  S.p = lp->ir;
  S.b = &k->body;
  S.diag = diag;
  S.output = output;
  S.n = k->body.n;
  S.v = cx_xcalloc((size_t)(S.n ? S.n : 1), sizeof *S.v);
  Builder *B = &S.B;

  /* Arguments and kernel-level lets. */
  if (output) {
    k->var_count = sc_new_var(B, LT_I64, "count");
    S.var_count = k->var_count;
    /* An output's nodes are any of the batch: a per-edge temp's row is
     * the edge's own index (ebase 0), rows for every edge of the batch. */
    if (per_element(&k->body, false)) {
      S.var_ebase = S.var_oebase = sc_new_var(B, LT_I64, "ebase");
      sc_body_push(&k->stmts, sc_st_set(B, S.var_ebase, sc_ex_i64(B, 0), -1, k->loc));
    }
  } else {
    k->var_start = sc_new_var(B, LT_I64, "start");
    k->var_end = sc_new_var(B, LT_I64, "end");
    S.var_count = sc_new_var(B, LT_I64, "n");
    S.var_ebase = sc_new_var(B, LT_I64, "ebase");
    sc_body_push(&k->stmts, sc_st_set(B, S.var_count, sc_ex_bin(B, LO_SUB, sc_ex_var(B, k->var_end), sc_ex_var(B, k->var_start)), -1, k->loc));
    sc_body_push(&k->stmts, sc_st_set(B, S.var_ebase, sc_ex_load(B, LA_CHILD_START, 0, sc_ex_var(B, k->var_start)), -1, k->loc));
    /* (a kernel that ranges over the other edges: their first one) */
    if (per_element(&k->body, true)) {
      S.var_oebase = sc_new_var(B, LT_I64, "oebase");
      sc_body_push(&k->stmts, sc_st_set(B, S.var_oebase, sc_ex_load(B, LA_OTHER_START, 0, sc_ex_var(B, k->var_start)), -1, k->loc));
    }
  }

  sc_analyze(&S);
  for (int i = 0; i < S.n && !S.failed; i++) {
    switch (S.v[i].cls) {
    case C_EW: sc_add_ew(&S, i); break;
    case C_HEAVY: sc_add_heavy(&S, i); break;
    default: break;
    }
  }
  /* Results: homes first (a value computed into its state row directly),
   * then every open cluster is committed, then the copies. */
  int nres = output ? 1 : lp->ir->ncomps;
  HomeKind dest = output ? HOME_OUT : HOME_STATE;
  for (int c = 0; c < nres; c++) sc_add_result(&S, k->results[c], dest, output ? 0 : c, true);
  for (int c = 0; c < S.ncl; c++)
    if (!S.cl[c].closed && S.cl[c].n > 0) sc_close_cluster(&S, c);
  for (int c = 0; c < nres; c++) sc_add_result(&S, k->results[c], dest, output ? 0 : c, false);
  for (int c = 0; c < S.ncl; c++)
    if (!S.cl[c].closed && (S.cl[c].n > 0 || S.cl[c].ncopies > 0)) sc_close_cluster(&S, c);

  /* Temps for what is materialized in scratch. */
  for (int i = 0; i < S.n; i++)
    if (S.v[i].stored && S.v[i].home == HOME_TEMP) S.v[i].home_id = sc_add_temp(B, S.v[i].space, S.v[i].numel, i);

  for (int q = 0; q < S.nnests && !S.failed; q++) {
    if (S.nests[q].kind == NEST_CLUSTER) sc_gen_cluster(&S, &S.cl[S.nests[q].id], &k->stmts);
    else sc_gen_heavy(&S, S.nests[q].id, &k->stmts);
  }

  for (int c = 0; c < S.ncl; c++) {
    free(S.cl[c].members);
    free(S.cl[c].copies);
  }
  free(S.cl);
  free(S.nests);
  free(S.v);
  return !S.failed;
}

/* ---- classify -------------------------------------------------------------------- */

static LoopExpr *guard_expr(Builder *B, const IrBlock *g, int x, LoopExpr *arity) {
  const IrInstr *in = &g->instrs[x];
  LoopExpr *a = in->nargs > 0 ? guard_expr(B, g, in->args[0], arity) : NULL;
  LoopExpr *b = in->nargs > 1 ? guard_expr(B, g, in->args[1], arity) : NULL;
  if (a && a->type == LT_BOOL && in->op != IR_AND && in->op != IR_OR && in->op != IR_NOT) a = sc_ex_cast(B, a, LT_I64);
  if (b && b->type == LT_BOOL && in->op != IR_AND && in->op != IR_OR) b = sc_ex_cast(B, b, LT_I64);
  switch (in->op) {
  case IR_ICONST: return in->type.kind == IRT_BOOL ? sc_ex_cast(B, sc_ex_i64(B, in->a.ival != 0), LT_BOOL) : sc_ex_i64(B, in->a.ival);
  case IR_ARITY: return arity;
  case IR_FIELD: return sc_ex_load(B, LA_FIELDS, 0, sc_ex_i64(B, in->a.field));
  /* the node ints follow the int fields (classify reads n's only) */
  case IR_NPARENTS: case IR_INDEX: case IR_DEPTH: case IR_HEIGHT:
    return sc_ex_load(B, LA_FIELDS, 0, sc_ex_i64(B, B->lp->ir->nfields + sc_nint_slot(in->op)));
  case IR_IADD: return sc_ex_bin(B, LO_ADD, a, b);
  case IR_ISUB: return sc_ex_bin(B, LO_SUB, a, b);
  case IR_IMUL: return sc_ex_bin(B, LO_MUL, a, b);
  case IR_IDIV: return sc_ex_bin(B, LO_DIV, a, b);
  case IR_IMOD: return sc_ex_bin(B, LO_MOD, a, b);
  case IR_IMIN: return sc_ex_bin(B, LO_MIN, a, b);
  case IR_IMAX: return sc_ex_bin(B, LO_MAX, a, b);
  case IR_ICMP: {
    static const LoopOp m[] = {[OP_EQ] = LO_EQ, [OP_NE] = LO_NE, [OP_LT] = LO_LT,
                               [OP_LE] = LO_LE, [OP_GT] = LO_GT, [OP_GE] = LO_GE};
    return sc_ex_bin(B, m[in->a.cmp], a, b);
  }
  case IR_AND: return sc_ex_bin(B, LO_AND, sc_ex_cast(B, a, LT_BOOL), sc_ex_cast(B, b, LT_BOOL));
  case IR_OR: return sc_ex_bin(B, LO_OR, sc_ex_cast(B, a, LT_BOOL), sc_ex_cast(B, b, LT_BOOL));
  case IR_NOT: return sc_ex_un(B, LO_NOT, sc_ex_cast(B, a, LT_BOOL));
  default: return sc_ex_i64(B, 0);
  }
}

static LoopStmt *st_return(Builder *B, int64_t v, CxLoc loc) {
  LoopStmt *s = sc_st_new(B, LS_RETURN, -1, loc);
  s->value = sc_ex_i64(B, v);
  return s;
}

static void build_classify(LoopProgram *lp, const int *first_kernel, const bool *split) {
  const IrProgram *p = lp->ir;
  LoopKernel *k = &lp->classify;
  k->name = "classify";
  k->kind = LK_CLASSIFY;
  k->source = -1;
  k->max_child = k->max_other = -1;
  k->loc = p->nbranches ? p->branches[0].loc : cx_noloc;
  Builder B = {lp, k};
  k->var_arity = sc_new_var(&B, LT_I64, "arity");
  const int *bphase = p->fusion && lp->nphases > 1 ? p->fusion->branch_phase : NULL;
  for (int b = 0; b < p->nbranches; b++) {
    const IrBranch *br = &p->branches[b];
    LoopBody *into = &k->stmts;
    LoopStmt *iff = NULL;
    /* With phases, the node's phase is its arity's multiple of
     * CX_PHASE_ARITY: tested first, and the guard sees the rest. */
    int ph = bphase ? bphase[b] : 0;
    LoopExpr *arity = sc_ex_var(&B, k->var_arity), *in_phase = NULL;
    if (bphase) {
      LoopExpr *lo = sc_ex_i64(&B, (int64_t)ph * CX_PHASE_ARITY), *hi = sc_ex_i64(&B, (int64_t)(ph + 1) * CX_PHASE_ARITY);
      in_phase = sc_ex_bin(&B, LO_LT, sc_ex_var(&B, k->var_arity), hi);
      if (ph > 0) in_phase = sc_ex_bin(&B, LO_AND, sc_ex_bin(&B, LO_GE, sc_ex_var(&B, k->var_arity), lo), in_phase);
      if (ph > 0) arity = sc_ex_bin(&B, LO_SUB, sc_ex_var(&B, k->var_arity), lo);
    }
    if (br->guard_value >= 0 || in_phase) {
      iff = sc_st_new(&B, LS_IF, -1, br->loc);
      LoopExpr *g = br->guard_value >= 0 ? sc_ex_cast(&B, guard_expr(&B, &br->guard, br->guard_value, arity), LT_BOOL) : NULL;
      iff->value = in_phase && g ? sc_ex_bin(&B, LO_AND, in_phase, g) : in_phase ? in_phase : g;
      iff->note = bphase ? arena_printf(&lp->arena, "phase %d, branch %d %s", ph, b, br->label)
                         : arena_printf(&lp->arena, "branch %d %s", b, br->label);
      into = &iff->body;
    }
    if (split[b]) {
      LoopStmt *leaf = sc_st_new(&B, LS_IF, -1, br->loc);
      leaf->value = sc_ex_bin(&B, LO_EQ, arity, sc_ex_i64(&B, 0));
      leaf->note = bphase && p->fusion->phase_reversed[ph] ? "root specialization" : "leaf specialization";
      sc_body_push(&leaf->body, st_return(&B, first_kernel[b], br->loc));
      sc_body_push(into, leaf);
      sc_body_push(into, st_return(&B, first_kernel[b] + 1, br->loc));
    } else {
      sc_body_push(into, st_return(&B, first_kernel[b], br->loc));
    }
    if (iff) sc_body_push(&k->stmts, iff);
    else break; /* an unconditional branch ends the search */
  }
  sc_body_push(&k->stmts, st_return(&B, -1, k->loc));
}

/* ---- the program ----------------------------------------------------------------- */

static const char *c_ident(CxArena *a, const char *s) {
  char *r = arena_strdup(a, s);
  for (char *q = r; *q; q++)
    if (!((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') || (*q >= '0' && *q <= '9') || *q == '_')) *q = '_';
  return r;
}

static void kernel_free(LoopKernel *k) {
  ir_block_free(&k->body);
  free(k->results);
  free(k->vars);
  free(k->temps);
  sc_body_free(&k->stmts);
}

void loop_program_free(LoopProgram *lp) {
  if (!lp) return;
  for (int i = 0; i < lp->nkernels; i++) kernel_free(&lp->kernels[i]);
  for (int i = 0; i < lp->noutputs; i++) kernel_free(&lp->outputs[i]);
  for (int i = 0; i < lp->nreadouts; i++) kernel_free(&lp->readouts[i]);
  free(lp->readouts);
  free(lp->readout_red);
  free(lp->readout_roots_only);
  free(lp->readout_numel);
  free(lp->hoist_kernel);
  free(lp->phase_one_level);
  kernel_free(&lp->classify);
  ir_fused_free(lp->fused);
  free(lp->kernels);
  free(lp->outputs);
  free(lp->packs);
  free(lp->lprods);
  arena_free(&lp->arena);
  free(lp);
}

/* Moves every DOT's segments into the arena (so all statement memory is
 * the arena's or a body array). */
static void dot_segs_to_arena(CxArena *a, LoopBody *b) {
  for (int i = 0; i < b->n; i++) {
    LoopStmt *s = b->s[i];
    if (s->kind == LS_DOT && s->segs) {
      LoopDotSeg *segs = arena_memdup(a, s->segs, sizeof *s->segs * (size_t)s->nsegs);
      free(s->segs);
      s->segs = segs;
    }
    dot_segs_to_arena(a, &s->body);
    dot_segs_to_arena(a, &s->els);
  }
}

/* Whether p's passes may all run as one level: every one is local and no
 * branch reads a state of any node but its own (a local pass that reads
 * another's state of a child needs that child first), so a node's
 * computation needs nothing of the batch but the inputs (LANGUAGE.md,
 * "Execution": a local pass as one level). */
static bool one_level(const IrProgram *p) {
  for (int k = 0; k < p->npasses; k++) {
    if (p->passes[k].dir != IR_DIR_LOCAL) return false;
    for (int b = 0; b < p->passes[k].nbranches; b++) {
      const IrBlock *body = &p->passes[k].branches[b].body;
      for (int i = 0; i < body->n; i++)
        if (body->instrs[i].op == IR_STATE && (body->instrs[i].a.node != NODE_SELF || body->instrs[i].per_child))
          return false;
    }
  }
  return p->npasses > 0;
}

/* Per phase of p (ir_pass_phases): whether it may run as one level, as
 * one_level says for the whole program: its passes are local and read
 * other nodes' states (a parent's, a child's) only of passes of earlier
 * phases, complete before it starts.  (An arc score `arc(n)` reading
 * `up(n.parent)` in a phase after `up`'s.)  The phases are the fusion's
 * (ir_fuse_passes numbers them with the same ir_pass_phases; a program
 * it does not fuse has one); at least one entry, malloc'd. */
static bool *phases_one_level(const IrProgram *p) {
  int P = p->npasses;
  int *phase_of = cx_xcalloc((size_t)(P ? P : 1), sizeof *phase_of);
  bool *rev = cx_xcalloc((size_t)(P ? P : 1), sizeof *rev);
  int n = ir_pass_phases(p, phase_of, rev);
  bool *one = cx_xcalloc((size_t)(n ? n : 1), sizeof *one);
  for (int ph = 0; ph < n; ph++) one[ph] = !rev[ph];
  for (int q = 0; q < P; q++) {
    int ph = phase_of[q];
    if (p->passes[q].dir != IR_DIR_LOCAL) one[ph] = false;
    for (int b = 0; b < p->passes[q].nbranches && one[ph]; b++) {
      const IrBlock *body = &p->passes[q].branches[b].body;
      for (int i = 0; i < body->n; i++) {
        const IrInstr *in = &body->instrs[i];
        int rp = in->a.rec >= 0 && in->a.rec < P ? phase_of[in->a.rec] : ph;
        if (in->op == IR_STATE && (in->a.node != NODE_SELF || in->per_child) && rp >= ph) one[ph] = false;
      }
    }
  }
  free(phase_of);
  free(rev);
  return one;
}

/* A readout read in block b is read at each row's own node. */
static void mark_read_at_nodes(const IrBlock *b, int nreadouts, bool *roots_only) {
  for (int i = 0; i < b->n; i++) {
    const IrInstr *in = &b->instrs[i];
    if (in->op == IR_READOUT && in->a.ival >= 0 && in->a.ival < nreadouts) roots_only[in->a.ival] = false;
  }
}

/* Marks the readouts (node-set reductions) whose value only
 * structure-level outputs read: those read it at the root, while a later
 * readout's element or a per-node output (or, defensively, a branch)
 * reads it at each row's own node. */
static void readouts_roots_only(const IrProgram *p, bool *roots_only) {
  for (int r = 0; r < p->nreadouts; r++) roots_only[r] = true;
  for (int r = 0; r < p->nreadouts; r++) mark_read_at_nodes(&p->readouts[r].body, p->nreadouts, roots_only);
  for (int o = 0; o < p->noutputs; o++)
    if (p->outputs[o].per_node) mark_read_at_nodes(&p->outputs[o].body, p->nreadouts, roots_only);
  for (int q = 0; q < p->npasses; q++)
    for (int b = 0; b < p->passes[q].nbranches; b++)
      mark_read_at_nodes(&p->passes[q].branches[b].body, p->nreadouts, roots_only);
}

LoopProgram *loop_schedule(const IrProgram *p, const LoopOptions *opt, CxDiagEngine *diag) {
  /* Language v2 programs with top-down recs, readouts, node ints, ...
   * run in the interpreter until the schedule takes them. */
  const char *why = ir_compiled_unsupported(p);
  if (why) {
    diag_error(diag, cx_noloc, "the compiled backend does not run %s yet; run without --jit", why);
    return NULL;
  }
  LoopProgram *lp = cx_xcalloc(1, sizeof *lp);
  lp->ir = p;
  lp->one_level = one_level(p); /* of the passes as written, before fusion */
  lp->phase_one_level = phases_one_level(p);
  if (opt) lp->opt = *opt;
  else loop_default_options(&lp->opt);
  arena_init(&lp->arena);
  bool ok = true;
  /* Several bottom-up and local passes are scheduled as one pass over
   * their branch tuples (ir/fuse.c), optimized again as a whole (the
   * verifier checks the fusion). */
  if (ir_needs_fusion(p)) {
    lp->fused = ir_fuse_passes(p);
    ok = lp->fused && ir_optimize(lp->fused, diag) == 0;
    if (!ok) {
      if (!lp->fused) diag_error(diag, cx_noloc, "internal compiler error: the passes cannot be fused");
      loop_program_free(lp);
      return NULL;
    }
    lp->ir = p = lp->fused;
  }
  lp->node_ints = ir_reads_nints(p);
  lp->other_edges = reads_other_edges(p);
  lp->nphases = p->fusion ? p->fusion->nphases : 1;
  lp->phase_reversed = p->fusion ? p->fusion->phase_reversed : NULL;

  IrBlock *hblocks = NULL; /* the hoisted products (ir/hoist.c) */
  int *hresults = NULL, *hkernel = NULL, nhoists = 0, hcap = 0, hkcap = 0;
  int *first = cx_xcalloc((size_t)(p->nbranches ? p->nbranches : 1), sizeof *first);
  bool *split = cx_xcalloc((size_t)(p->nbranches ? p->nbranches : 1), sizeof *split);
  lp->kernels = cx_xcalloc((size_t)(2 * p->nbranches + 1), sizeof *lp->kernels);
  for (int b = 0; b < p->nbranches && ok; b++) {
    const IrBranch *br = &p->branches[b];
    int mc = ir_branch_max_child(br);
    split[b] = lp->opt.leaf_split && mc < 0 && sc_has_children_work(br);
    /* A fused branch's guard often says whether its nodes have children
     * (a leaf branch of one pass with a Child-Sum branch of another): then
     * it gets the one variant its nodes need.  (Not for one pass, whose
     * kernels stay as they were before v2.) */
    int arities = lp->fused && split[b] ? ir_branch_arities(p, br) : 3;
    bool leaf_only = arities == 1;
    if (arities != 3) split[b] = false;
    first[b] = lp->nkernels;
    for (int v = 0; v < (split[b] ? 2 : 1) && ok; v++) {
      LoopKernel *k = &lp->kernels[lp->nkernels++];
      k->kind = LK_BRANCH;
      k->source = b;
      k->phase = p->fusion ? p->fusion->branch_phase[b] : 0;
      k->leaf_key_field = k->key_field = -1; /* none until the leaf-table analysis */
      k->variant = leaf_only ? LV_LEAF : !split[b] ? LV_ALL : v == 0 ? LV_LEAF : LV_INTERNAL;
      k->max_child = mc;
      k->loc = br->loc;
      k->results = cx_xmalloc(sizeof(int) * (size_t)p->ncomps);
      /* A kernel of a later phase is named by its passes, and one of a
       * reversed phase (top-down) by the root group its leaves are. */
      bool rev = lp->phase_reversed && lp->phase_reversed[k->phase];
      const char *pre = k->phase > 0 || rev ? arena_printf(&lp->arena, "%s_", c_ident(&lp->arena, p->fusion->phase_name[k->phase])) : "";
      k->name = arena_printf(&lp->arena, "%sbranch%d_%s%s", pre, b, c_ident(&lp->arena, br->label),
                             k->variant == LV_LEAF ? (rev ? "_root" : "_leaf")
                             : k->variant == LV_INTERNAL ? (rev ? "_nonroot" : "_nonleaf") : "");
      int nh = 0;
      if (k->variant == LV_LEAF) {
        ok = sc_leaf_body(p, br, &k->body, k->results, diag);
      } else {
        ir_block_copy(&k->body, &br->body);
        memcpy(k->results, br->results, sizeof(int) * (size_t)p->ncomps);
        /* A kernel whose nodes have children: its products that read
         * no child run before the level loop (ir/hoist.c). */
        if (mc >= 0 || sc_has_children_work(br)) {
          nh = loop_hoist_rewrite(lp, k, nhoists, &hblocks, &hresults, &hcap);
          for (int h = nhoists; h < nhoists + nh; h++) {
            if (h >= hkcap) {
              hkcap = hkcap ? 2 * hkcap : 8;
              hkernel = cx_xrealloc(hkernel, sizeof *hkernel * (size_t)hkcap);
            }
            hkernel[h] = lp->nkernels - 1;
          }
          nhoists += nh;
        }
      }
      k->max_other = max_other(&k->body);
      if (ok) ok = schedule_kernel(lp, k, false, diag);
      if (ok && nh)
        k->note = arena_printf(&lp->arena, "%s%s%d child-independent matrix product%s hoisted before the level loop",
                               k->note ? k->note : "", k->note ? "; " : "", nh, nh == 1 ? "" : "s");
    }
  }
  lp->noutputs = p->noutputs;
  lp->outputs = cx_xcalloc((size_t)(p->noutputs ? p->noutputs : 1), sizeof *lp->outputs);
  for (int o = 0; o < p->noutputs && ok; o++) {
    const IrOutput *op = &p->outputs[o];
    LoopKernel *k = &lp->outputs[o];
    k->kind = LK_OUTPUT;
    k->source = o;
    k->readout = -1;
    k->max_child = k->max_other = -1;
    k->leaf_key_field = k->key_field = -1;
    k->loc = op->loc;
    k->name = arena_printf(&lp->arena, "out_%s", c_ident(&lp->arena, op->name));
    ir_block_copy(&k->body, &op->body);
    k->results = cx_xmalloc(sizeof(int));
    k->results[0] = op->result;
    k->out_numel = cxrt_output_numel(&p->info.outputs[o]);
    k->int_result = p->info.outputs[o].is_int;
    ok = schedule_kernel(lp, k, true, diag);
  }
  /* Readouts: each reduction's element as a per-node kernel, k being the
   * node (ir_compiled_unsupported has made sure the element reads no
   * other node and the reduction is the readout's result). */
  size_t nro = (size_t)(p->nreadouts + nhoists ? p->nreadouts + nhoists : 1);
  lp->nreadouts = p->nreadouts;
  lp->readouts = cx_xcalloc(nro, sizeof *lp->readouts);
  lp->readout_red = cx_xcalloc(nro, sizeof *lp->readout_red);
  lp->readout_roots_only = cx_xcalloc(nro, sizeof *lp->readout_roots_only);
  readouts_roots_only(p, lp->readout_roots_only);
  lp->readout_numel = cx_xcalloc(nro, sizeof *lp->readout_numel);
  for (int r = 0; r < p->nreadouts && ok; r++) {
    const IrReadout *ro = &p->readouts[r];
    const IrInstr *red = &ro->body.instrs[ro->result];
    LoopKernel *k = &lp->readouts[r];
    k->kind = LK_OUTPUT;
    k->source = r;
    k->readout = r;
    k->max_child = k->max_other = -1;
    k->leaf_key_field = k->key_field = -1;
    k->loc = ro->loc;
    k->name = arena_printf(&lp->arena, "readout%d_%s", r, c_ident(&lp->arena, ro->output));
    ir_block_copy(&k->body, &ro->body);
    for (int i = 0; i < k->body.n; i++) {
      IrInstr *in = &k->body.instrs[i];
      /* the readout's node-level values are the root's (its NODE_SELF):
       * here, for every row, its structure's root (the frame's root_of) */
      if (!in->per_child) {
        if (ir_op_reads_node(in->op) && in->a.node == NODE_SELF) in->a.node = NODE_ROOT;
        continue;
      }
      in->per_child = false;
      in->range = IR_RANGE_CHILDREN;
      if (in->a.node == NODE_RED) in->a.node = NODE_SELF;
    }
    k->results = cx_xmalloc(sizeof(int));
    k->results[0] = red->args[0];
    ir_block_dce(&k->body, k->results, 1);
    for (int i = 0; i < k->body.n; i++)
      if (ir_op_reads_node(k->body.instrs[i].op) && k->body.instrs[i].a.node == NODE_ROOT) lp->root_ids = true;
    lp->readout_red[r] = red->a.red;
    lp->readout_numel[r] = k->out_numel = sc_shape_numel(&red->type.shape);
    ok = schedule_kernel(lp, k, true, diag);
  }
  /* Hoisted products: per-node kernels after the readouts, each over
   * the nodes of the kernel that reads it. */
  lp->hoist_kernel = hkernel;
  for (int h = 0; h < nhoists && ok; h++) {
    int r = p->nreadouts + h;
    LoopKernel *k = &lp->readouts[r];
    k->kind = LK_OUTPUT;
    k->source = r;
    k->readout = r;
    k->max_child = k->max_other = -1;
    k->leaf_key_field = k->key_field = -1; /* none until the leaf-table analysis */
    k->body = hblocks[h];
    hblocks[h] = (IrBlock){0};
    k->loc = k->body.instrs[hresults[h]].loc;
    k->name = arena_printf(&lp->arena, "hoist%d_%s", h, lp->kernels[hkernel[h]].name);
    k->results = cx_xmalloc(sizeof(int));
    k->results[0] = hresults[h];
    lp->readout_red[r] = CX_HOIST_RED;
    lp->readout_numel[r] = k->out_numel = sc_shape_numel(&k->body.instrs[hresults[h]].type.shape);
    lp->nreadouts = r + 1;
    lp->nhoists = h + 1;
    ok = schedule_kernel(lp, k, true, diag);
  }
  for (int h = 0; h < nhoists; h++) ir_block_free(&hblocks[h]);
  free(hblocks);
  free(hresults);
  if (!lp->hoist_kernel) lp->hoist_kernel = cx_xcalloc(1, sizeof *lp->hoist_kernel);
  if (ok) build_classify(lp, first, split);
  free(first);
  free(split);
  for (int i = 0; i < lp->nkernels; i++) dot_segs_to_arena(&lp->arena, &lp->kernels[i].stmts);
  for (int i = 0; i < lp->noutputs; i++) dot_segs_to_arena(&lp->arena, &lp->outputs[i].stmts);
  for (int i = 0; i < lp->nreadouts; i++) dot_segs_to_arena(&lp->arena, &lp->readouts[i].stmts);
  /* The verifier after scheduling and after every pass, as the RA-IR's
   * runs between its passes: a pass that breaks the program is named. */
  if (ok) ok = loop_verify(lp, "scheduling", diag);
  if (ok) loop_gemm_pass(lp);
  if (ok) ok = loop_verify(lp, "the GEMM pass", diag);
  if (ok) loop_leaf_const_pass(lp);
  if (ok) ok = loop_verify(lp, "the leaf-constant pass", diag);
  if (ok) loop_leaf_table_pass(lp);
  if (ok) ok = loop_verify(lp, "the leaf-table analysis", diag);
  if (ok) loop_leaf_prod_pass(lp);
  if (ok) ok = loop_verify(lp, "the leaf-product pass", diag);
  if (ok) loop_row_split_pass(lp);
  if (ok) loop_dot_pairs_pass(lp);
  if (ok) ok = loop_verify(lp, "the bf16 pairs pass", diag);
  if (!ok) {
    loop_program_free(lp);
    return NULL;
  }
  return lp;
}
