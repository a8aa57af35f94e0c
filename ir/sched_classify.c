/* Classification: each RA-IR value of a kernel is inline, int,
 * elementwise (a member of a fused cluster) or heavy (a nest of its own),
 * in one of three spaces; clusters are closed where something needs a
 * member outside the loop (see schedule.c's top). */
#include "ir/schedule_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- classification ------------------------------------------------------------- */

int64_t sc_shape_numel(const CxShape *s) {
  int64_t n = 1;
  for (int d = 0; d < s->rank; d++) n *= s->dims[d];
  return n;
}

const IrInstr *sc_ins(const Sched *S, int i) { return &S->b->instrs[i]; }

void sc_internal(Sched *S, int i, const char *what) {
  if (S->failed) return;
  S->failed = true;
  diag_report(S->diag, DIAG_ERROR, i >= 0 ? sc_ins(S, i)->loc : cx_noloc,
              "internal compiler error: schedule: %s (kernel %s, %%%d %s)", what, S->B.k->name, i,
              i >= 0 ? ir_op_names[sc_ins(S, i)->op] : "-");
}

static Cls classify_op(const IrInstr *in) {
  if (in->type.kind != IRT_TENSOR) return in->op == IR_ARGMAX ? C_HEAVY : C_INT;
  switch (in->op) {
  case IR_PARAM: case IR_FILL: case IR_STATE: case IR_FIELD: case IR_READOUT:
  case IR_SLICE: case IR_TRANSPOSE: case IR_ROW: case IR_FLOAT: case IR_QFOLD:
    return C_INLINE;
  case IR_ADD: case IR_SUB: case IR_MUL: case IR_DIV: case IR_MAX: case IR_MIN:
  case IR_NEG: case IR_SIGMOID: case IR_TANH: case IR_RELU: case IR_EXP: case IR_LOG:
  case IR_SQRT: case IR_ABS: case IR_REDUCE:
    return C_EW;
  default:
    return C_HEAVY;
  }
}

static bool is_result(const Sched *S, int i) {
  const LoopKernel *k = S->B.k;
  int nres = S->output ? 1 : S->p->ncomps;
  for (int c = 0; c < nres; c++)
    if (k->results[c] == i) return true;
  return false;
}

/* A matmul that can be a term of a merged sum: invariant matrix, vector
 * operand, used once (by the add). */
static bool mergeable_mm(const Sched *S, int i) {
  const IrInstr *in = sc_ins(S, i);
  if (in->op != IR_MATMUL || S->v[i].nuses != 1 || is_result(S, i)) return false;
  const IrInstr *a = sc_ins(S, in->args[0]), *x = sc_ins(S, in->args[1]);
  return S->v[in->args[0]].space == SP_INV && x->type.shape.rank == 1 && a->type.shape.rank == 2 &&
         S->v[i].space != SP_INV;
}

static bool merge_chain(const Sched *S, int i, LoopSpace space);

static bool merge_term(const Sched *S, int i, LoopSpace space) {
  if (S->v[i].space != space) return false;
  if (mergeable_mm(S, i)) return true;
  return sc_ins(S, i)->op == IR_ADD && S->v[i].nuses == 1 && !is_result(S, i) && merge_chain(S, i, space);
}

static bool merge_chain(const Sched *S, int i, LoopSpace space) {
  const IrInstr *in = sc_ins(S, i);
  return in->op == IR_ADD && merge_term(S, in->args[0], space) && merge_term(S, in->args[1], space);
}

static void mark_merged(Sched *S, int i) {
  const IrInstr *in = sc_ins(S, i);
  if (in->op == IR_ADD) {
    mark_merged(S, in->args[0]);
    mark_merged(S, in->args[1]);
  }
  S->v[i].cls = C_MERGED;
}

void sc_analyze(Sched *S) {
  const IrBlock *b = S->b;
  for (int i = 0; i < b->n; i++) {
    const IrInstr *in = sc_ins(S, i);
    Val *v = &S->v[i];
    v->cluster = -1;
    v->cls = classify_op(in);
    v->numel = in->type.kind == IRT_TENSOR ? sc_shape_numel(&in->type.shape) : 1;
    LoopSpace sp = SP_INV;
    if (in->op == IR_STATE || in->op == IR_FIELD || in->op == IR_ARITY || in->op == IR_READOUT || ir_op_node_int(in->op))
      sp = SP_NODE;
    for (int a = 0; a < in->nargs; a++) {
      S->v[in->args[a]].nuses++;
      if (S->v[in->args[a]].space > sp) sp = S->v[in->args[a]].space;
    }
    if (in->op == IR_REDUCE) sp = SP_NODE;
    if (in->per_child) sp = SP_EDGE;
    v->space = sp;
  }
  /* Concats read only as the k operand of matrix products: segments. */
  for (int i = 0; i < b->n; i++) {
    if (sc_ins(S, i)->op != IR_CONCAT || is_result(S, i)) continue;
    bool only_mm = true;
    for (int j = i + 1; j < b->n && only_mm; j++)
      for (int a = 0; a < sc_ins(S, j)->nargs; a++)
        if (sc_ins(S, j)->args[a] == i && !(sc_ins(S, j)->op == IR_MATMUL && a == 1)) only_mm = false;
    if (only_mm) S->v[i].cls = C_VCONCAT;
  }
  /* Sums of matrix products: one dot product per row. */
  if (S->B.lp->opt.merge_matmul_sum) {
    for (int i = b->n - 1; i >= 0; i--) {
      if (S->v[i].cls != C_EW || !merge_chain(S, i, S->v[i].space)) continue;
      if (S->v[i].space == SP_INV) continue;
      mark_merged(S, sc_ins(S, i)->args[0]);
      mark_merged(S, sc_ins(S, i)->args[1]);
      S->v[i].cls = C_HEAVY;
      S->v[i].merged_root = true;
    }
  }
}

/* ---- clusters and nests -------------------------------------------------------- */

static void push_nest(Sched *S, NestKind kind, int id) {
  if (S->nnests == S->capnests) {
    S->capnests = S->capnests ? S->capnests * 2 : 16;
    S->nests = cx_xrealloc(S->nests, sizeof *S->nests * (size_t)S->capnests);
  }
  S->nests[S->nnests].kind = kind;
  S->nests[S->nnests].id = id;
  S->nnests++;
}

static int new_cluster(Sched *S, LoopSpace space, int64_t numel) {
  if (S->ncl == S->capcl) {
    S->capcl = S->capcl ? S->capcl * 2 : 8;
    S->cl = cx_xrealloc(S->cl, sizeof *S->cl * (size_t)S->capcl);
  }
  Cluster *c = &S->cl[S->ncl];
  memset(c, 0, sizeof *c);
  c->space = space;
  c->numel = numel;
  return S->ncl++;
}

static int open_cluster(Sched *S, LoopSpace space, int64_t numel) {
  if (S->B.lp->opt.fuse_elementwise)
    for (int c = 0; c < S->ncl; c++)
      if (!S->cl[c].closed && S->cl[c].space == space && S->cl[c].numel == numel) return c;
  return new_cluster(S, space, numel);
}

void sc_close_cluster(Sched *S, int c) {
  if (S->cl[c].closed) return;
  S->cl[c].closed = true;
  push_nest(S, NEST_CLUSTER, c);
}

static void cluster_add(Sched *S, int c, int i) {
  Cluster *cl = &S->cl[c];
  if (cl->n == cl->cap) {
    cl->cap = cl->cap ? cl->cap * 2 : 8;
    cl->members = cx_xrealloc(cl->members, sizeof(int) * (size_t)cl->cap);
  }
  cl->members[cl->n++] = i;
  S->v[i].cluster = c;
}

static void cluster_copy(Sched *S, int c, int value, HomeKind dest, int dest_id) {
  Cluster *cl = &S->cl[c];
  if (cl->ncopies == cl->capcopies) {
    cl->capcopies = cl->capcopies ? cl->capcopies * 2 : 4;
    cl->copies = cx_xrealloc(cl->copies, sizeof *cl->copies * (size_t)cl->capcopies);
  }
  cl->copies[cl->ncopies].value = value;
  cl->copies[cl->ncopies].dest = dest;
  cl->copies[cl->ncopies].dest_id = dest_id;
  cl->ncopies++;
}

static void need(Sched *S, int x, int c, bool direct);

/* The per-child elementwise values a reduction (or an edge cluster)
 * computes inline for value root: marks them in `in_sub`. */
void sc_edge_subgraph(Sched *S, int root, bool *in_sub) {
  if (S->v[root].cls != C_EW || S->v[root].space != SP_EDGE) return;
  in_sub[root] = true;
  for (int i = root; i >= 0; i--) {
    if (!in_sub[i]) continue;
    const IrInstr *in = sc_ins(S, i);
    for (int a = 0; a < in->nargs; a++) {
      int x = in->args[a];
      if (S->v[x].cls == C_EW && S->v[x].space == SP_EDGE) in_sub[x] = true;
    }
  }
}

/* What the inline subgraph of an edge value needs (c: the cluster the
 * subgraph is computed in). */
static void need_subgraph(Sched *S, int root, int c) {
  bool *in_sub = cx_xcalloc((size_t)S->n, sizeof *in_sub);
  sc_edge_subgraph(S, root, in_sub);
  if (!in_sub[root]) need(S, root, c, S->v[root].numel == S->cl[c].numel);
  for (int i = 0; i <= root; i++) {
    if (!in_sub[i]) continue;
    const IrInstr *in = sc_ins(S, i);
    for (int a = 0; a < in->nargs; a++) {
      int x = in->args[a];
      if (in_sub[x]) continue;
      bool direct = S->v[x].numel == S->v[i].numel && S->v[i].numel == S->cl[c].numel;
      need(S, x, c, direct);
    }
  }
  free(in_sub);
}

/* Materializes an elementwise value. */
static void materialize(Sched *S, int x) {
  Val *v = &S->v[x];
  if (v->stored) return;
  v->stored = true;
  v->home = HOME_TEMP;
  if (v->space == SP_EDGE) {
    /* Computed (with its per-child subgraph) in an edge cluster of its own. */
    int c = new_cluster(S, SP_EDGE, v->numel);
    need_subgraph(S, x, c);
    bool *in_sub = cx_xcalloc((size_t)S->n, sizeof *in_sub);
    sc_edge_subgraph(S, x, in_sub);
    for (int i = 0; i <= x; i++)
      if (in_sub[i]) cluster_add(S, c, i);
    free(in_sub);
    sc_close_cluster(S, c);
    return;
  }
  if (v->cluster >= 0) sc_close_cluster(S, v->cluster);
}

/* Makes value x available to a reader: inside cluster c (-1: a heavy
 * nest), directly at the reader's element (direct) or at any index. */
static void need(Sched *S, int x, int c, bool direct) {
  Val *v = &S->v[x];
  const IrInstr *in = sc_ins(S, x);
  switch (v->cls) {
  case C_INT:
  case C_INLINE:
    /* Loads and views: what they read must be addressable. */
    for (int a = 0; a < in->nargs; a++)
      if (sc_ins(S, in->args[a])->type.kind == IRT_TENSOR) need(S, in->args[a], c, false);
    break;
  case C_VCONCAT:
    for (int a = 0; a < in->nargs; a++) need(S, in->args[a], -1, false);
    break;
  case C_HEAVY:
  case C_MERGED:
    break;
  case C_EW:
    if (v->stored) break;
    if (direct && c >= 0 && v->cluster == c && !S->cl[c].closed) break;
    materialize(S, x);
    break;
  }
}

void sc_add_ew(Sched *S, int i) {
  const IrInstr *in = sc_ins(S, i);
  Val *v = &S->v[i];
  if (v->space == SP_EDGE) return; /* computed where it is read */
  for (;;) {
    int c = open_cluster(S, v->space, v->numel);
    if (in->op == IR_REDUCE) {
      need_subgraph(S, in->args[0], c);
    } else {
      for (int a = 0; a < in->nargs; a++)
        need(S, in->args[a], c, S->v[in->args[a]].numel == v->numel);
    }
    if (!S->cl[c].closed) {
      cluster_add(S, c, i);
      if (!S->B.lp->opt.fuse_elementwise) {
        v->stored = true;
        v->home = HOME_TEMP;
        sc_close_cluster(S, c);
      }
      return;
    }
  }
}

/* The operands of a heavy op (and of the matmuls of a merged sum). */
static void add_heavy_needs(Sched *S, int i) {
  const IrInstr *in = sc_ins(S, i);
  if (S->v[i].cls == C_MERGED || (S->v[i].merged_root && in->op == IR_ADD)) {
    if (in->op == IR_ADD) {
      add_heavy_needs(S, in->args[0]);
      add_heavy_needs(S, in->args[1]);
      return;
    }
  }
  for (int a = 0; a < in->nargs; a++)
    if (sc_ins(S, in->args[a])->type.kind == IRT_TENSOR) need(S, in->args[a], -1, false);
}

void sc_add_heavy(Sched *S, int i) {
  add_heavy_needs(S, i);
  S->v[i].stored = true;
  S->v[i].home = HOME_TEMP;
  push_nest(S, NEST_HEAVY, i);
}

/* Result value x goes to (dest, id). */
void sc_add_result(Sched *S, int x, HomeKind dest, int id, bool first_pass) {
  Val *v = &S->v[x];
  bool homeable = v->space == SP_NODE && (v->cls == C_EW || v->cls == C_HEAVY) && S->B.lp->opt.state_home;
  if (first_pass) {
    if (homeable && (v->home == HOME_NONE || v->home == HOME_TEMP)) {
      v->stored = true;
      v->home = dest;
      v->home_id = id;
      return;
    }
    return;
  }
  if (v->stored && v->home == dest && v->home_id == id) return;
  /* A copy, in a cluster of its own (after everything it could read). */
  if (v->cls == C_EW) materialize(S, x);
  int c = -1;
  for (int k = 0; k < S->ncl; k++)
    if (!S->cl[k].closed && S->cl[k].space == SP_NODE && S->cl[k].numel == v->numel && S->cl[k].n == 0) c = k;
  if (c < 0) c = new_cluster(S, SP_NODE, v->numel);
  need(S, x, c, false);
  cluster_copy(S, c, x, dest, id);
}
