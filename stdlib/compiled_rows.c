/* The row checks: the int expressions of E[n.word]-style row indices and
 * of int divisors that the data determines, evaluated for every node of a
 * batch before anything runs, so that a bad word id or a zero divisor is
 * reported with exactly the interpreter's message (the kernels' cx_idiv
 * gives 0 for a zero divisor: never a trap, and never reached, since a
 * batch with one does not run). */
#include "stdlib/compiled_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- row index checks ------------------------------------------------------------ */

typedef struct Eval {
  const CxrtDataset *d;
  const CxrtStructure *s;
  /* s's other edges (compiled.h, CxrtFrame.other_start): the reversed
   * structure's for a bottom-up numbering (a node's parents), the real
   * one's for a reversed phase (its children); NULL when the model reads
   * none.  The same node ids as s. */
  const CxrtStructure *os;
  const int *field_map;
  /* the node ints of s's nodes: from its facts, or from the linearized
   * batch (nints by new id, global_of + the structure's offset) */
  const CxrtFacts *facts;
  const int32_t *lin_nints, *lin_global;
  int32_t pos;               /* a per-child check: the child's position */
  /* When set, the number of parents is this structure's arity: the real
   * one for a reversed phase's checks with the real facts (its parents
   * are the real children), the reversed one for the outputs' checks
   * with a reversed phase's nints */
  const CxrtStructure *npar_of;
  /* A readout's checks: a per-element check ranges over every node of
   * the structure (k in t.nodes), not over the children */
  bool all_nodes;
} Eval;

static int64_t node_int(const Eval *E, int32_t who, int k) {
  if (k == CXRT_NINTS) return E->pos; /* k.index of a children reduction */
  if (k == CXRT_NINT_NPARENTS && E->npar_of) return E->npar_of->child_start[who + 1] - E->npar_of->child_start[who];
  if (E->lin_nints) return E->lin_nints[(int64_t)E->lin_global[who] * CXRT_NINTS + k];
  if (!E->facts) return 0;
  const CxrtFacts *f = E->facts;
  switch (k) {
  case CXRT_NINT_INDEX: return f->index[who];
  case CXRT_NINT_DEPTH: return f->depth[who];
  case CXRT_NINT_HEIGHT: return f->height[who];
  default: return f->parent_start[who + 1] - f->parent_start[who];
  }
}

static int64_t eval_int(const Eval *E, const CCheck *c, int x, int32_t node, int32_t kid) {
  const CInstr *in = &c->ins[x];
  int64_t u = in->a >= 0 ? eval_int(E, c, in->a, node, kid) : 0;
  int64_t v = in->b >= 0 ? eval_int(E, c, in->b, node, kid) : 0;
  int32_t who = node;
  if (in->op == CX_IOP_FIELD || in->op == CX_IOP_ARITY || in->op == CX_IOP_NINT) {
    if (in->node == CX_NODE_CHILD || in->node == CX_NODE_OTHER) {
      const CxrtStructure *es = in->node == CX_NODE_CHILD ? E->s : E->os;
      if (!es) return 0;
      int32_t k = es->child_start[node] + in->child;
      if (k >= es->child_start[node + 1]) return 0; /* the linearizer or the branch guards report it */
      who = es->children[k];
    } else if (in->node == CX_NODE_RED) {
      who = kid;
    }
    if (who < 0) return 0;
  }
  switch (in->op) {
  case CX_IOP_CONST: return in->value;
  case CX_IOP_FIELD: return E->s->ifields[(int64_t)who * E->d->nfields + E->field_map[in->field]];
  case CX_IOP_ARITY: return E->s->child_start[who + 1] - E->s->child_start[who];
  case CX_IOP_NINT: return node_int(E, who, in->field);
  case CX_IOP_ADD: return (int64_t)((uint64_t)u + (uint64_t)v);
  case CX_IOP_SUB: return (int64_t)((uint64_t)u - (uint64_t)v);
  case CX_IOP_MUL: return (int64_t)((uint64_t)u * (uint64_t)v);
  case CX_IOP_DIV: return v == 0 || (v == -1 && u == INT64_MIN) ? 0 : u / v;
  case CX_IOP_MOD: return v == 0 || (v == -1 && u == INT64_MIN) ? 0 : u % v;
  case CX_IOP_MIN: return u < v ? u : v;
  case CX_IOP_MAX: return u > v ? u : v;
  case CX_IOP_CMP:
    switch (in->cmp) {
    case CX_CMP_EQ: return u == v;
    case CX_CMP_NE: return u != v;
    case CX_CMP_LT: return u < v;
    case CX_CMP_LE: return u <= v;
    case CX_CMP_GT: return u > v;
    default: return u >= v;
    }
  case CX_IOP_AND: return u && v;
  case CX_IOP_OR: return u || v;
  case CX_IOP_NOT: return !u;
  default: return 0;
  }
}

int cxc_zero_divisor_error(CxrtError *err, const char *file, int line, int col, bool div, const char *where) {
  return cxrt_errorf(err, file, line, col,
                     "int %s by zero at %s: the divisor is 0 at this node; guard it, e.g. with max(..., 1)",
                     div ? "division" : "remainder", where);
}

int cxrt_field_row_error(CxrtError *err, const char *file, int line, int col, const char *where, const char *field,
                         int64_t idx, const char *matrix, int64_t rows) {
  if (idx < 0)
    return cxrt_errorf(err, file, line, col,
                       "%s: field '%s' = %lld is out of range for %s, which has %lld rows; a negative %s is a node "
                       "without one (a PTB tree's internal nodes have word -1): read it only where it is set, "
                       "e.g. under `if leaf(n)`",
                       where, field, (long long)idx, matrix, (long long)rows, field);
  return cxrt_errorf(err, file, line, col,
                     "%s: field '%s' = %lld is out of range for %s, which has %lld rows; "
                     "use a vocabulary of at most %lld words (--vocab with --unk) or raise the model's size",
                     where, field, (long long)idx, matrix, (long long)rows, (long long)rows);
}

int cxc_row_error(CxrtError *err, const char *file, int line, int col, const char *where, int64_t row,
                  const char *matrix, int64_t rows) {
  return cxrt_errorf(err, file, line, col, "%s: row %lld is out of range for %s, which has %lld rows", where,
                     (long long)row, matrix, (long long)rows);
}

/* The interpreter's message for a zero divisor of check c at node `node`. */
static int zero_divisor_error(const CxrtCompiled *m, const CxrtDataset *d, int sidx, const CCheck *c, int32_t node,
                              CxrtError *err) {
  char where[512];
  cxc_describe_node(d, sidx, node, where, sizeof where);
  const char *file = c->loc.file[0] ? c->loc.file : m->model_file;
  bool div = c->kind == CX_CHECK_DIV || c->kind == CX_CHECK_GUARD_DIV;
  return cxc_zero_divisor_error(err, file, c->loc.line, c->loc.col, div, where);
}

/* Checks the checks ids[0..n) for node `node` (guards: only those of its
 * guard checks, else only the others); on a bad one fills err like the
 * interpreter and returns -1. */
static int check_node(const CxrtCompiled *m, const Eval *E, int sidx, const int *ids, int n, bool guards,
                      int32_t node, CxrtError *err) {
  for (int r = 0; r < n; r++) {
    const CCheck *c = &m->checks[ids[r]];
    if ((c->kind >= CX_CHECK_GUARD_DIV) != guards) continue;
    /* per element: over every node (a readout's), the children or the
     * other edges */
    const CxrtStructure *es = c->over_other ? E->os : E->s;
    if (!es) continue;
    int32_t nk = !c->per_child ? 1 : E->all_nodes ? es->nnodes : es->child_start[node + 1] - es->child_start[node];
    for (int32_t k = 0; k < nk; k++) {
      int32_t kid = !c->per_child ? -1 : E->all_nodes ? k : es->children[es->child_start[node] + k];
      Eval Ek = *E;
      Ek.pos = k;
      int64_t idx = eval_int(&Ek, c, c->n - 1, node, kid);
      if (c->kind != CX_CHECK_ROW) {
        if (idx != 0) continue;
        return err ? zero_divisor_error(m, E->d, sidx, c, node, err) : -1;
      }
      if (idx >= 0 && idx < c->rows) continue;
      if (!err) return -1;
      char where[512];
      cxc_describe_node(E->d, sidx, node, where, sizeof where);
      const char *file = c->loc.file[0] ? c->loc.file : m->model_file;
      if (c->field >= 0)
        return cxrt_field_row_error(err, file, c->loc.line, c->loc.col, where, m->info.fields[c->field].name, idx,
                                    c->matrix, c->rows);
      return cxc_row_error(err, file, c->loc.line, c->loc.col, where, idx, c->matrix, c->rows);
    }
  }
  return 0;
}

/* The checks of readout q, as the interpreter evaluates its block once
 * per structure with the root as its node: each instruction at every
 * element (node) in order, then the next; a bad one is reported at the
 * root, as the interpreter names it. */
static int check_readout_rows(const CxrtCompiled *m, const Eval *E, int sidx, int q, CxrtError *err) {
  Eval R = *E;
  R.all_nodes = true;
  int o = m->info.noutputs + q;
  return check_node(m, &R, sidx, m->ochecks[o], m->nochecks[o], false, E->s->root, err);
}

/* A node of branch b, as the interpreter evaluates it: the guards of
 * the branches of b's phase up to b in order (classify tested them), then
 * b's body.  (Another phase's guards are its other recs': a pass dividing
 * in its guards is alone in its phase, ir_pass_phases, so these are the
 * guards the interpreter evaluates for that rec at the node.) */
static int check_node_rows(const CxrtCompiled *m, const Eval *E, int sidx, int b, int32_t node, CxrtError *err) {
  for (int j = 0; j <= b && m->guard_checks; j++)
    if (m->branch_phase[j] == m->branch_phase[b] && check_node(m, E, sidx, m->bchecks[j], m->nbchecks[j], true, node, err))
      return -1;
  return check_node(m, E, sidx, m->bchecks[b], m->nbchecks[b], false, node, err);
}

/* The rec branch of a node in phase ph, from the generated classify (E:
 * over the phase's structure, reversed or not). */
static int branch_of(CxrtCompiledRun *r, const Eval *E, int32_t v, int ph) {
  const CxrtCompiled *m = r->m;
  for (int f = 0; f < m->info.nfields; f++)
    r->fieldbuf[f] = m->info.fields[f].kind == CXRT_FIELD_INT
                         ? E->s->ifields[(int64_t)v * E->d->nfields + E->field_map[f]]
                         : 0;
  for (int k = 0; k < CXRT_NINTS; k++) r->fieldbuf[m->info.nfields + k] = m->node_ints ? (int32_t)node_int(E, v, k) : 0;
  int32_t arity = E->s->child_start[v + 1] - E->s->child_start[v];
  if (m->phased) arity += ph * CXRT_PHASE_ARITY;
  int k = m->classify(arity, r->fieldbuf);
  return k >= 0 && k < m->nkernels ? m->kernels[k].source : -1;
}

/* Structure sidx in the interpreter's order: children first (post-order
 * from node 0 on), then the outputs.  Fills err at the first bad index. */
int cxc_check_structure_rows(CxrtCompiledRun *r, const CxrtDataset *d, const CxrtDataset *rd, int sidx,
                             const int *field_map, CxrtError *err) {
  const CxrtCompiled *m = r->m;
  const CxrtStructure *s = &d->structs[sidx];
  Eval E = {d, s, rd ? &rd->structs[sidx] : NULL, field_map, NULL, NULL, NULL, 0, NULL, false};
  if (m->node_ints || rd) {
    if (cxrt_structure_facts(d, sidx, &r->facts, err) < 0) return -1;
    E.facts = m->node_ints ? &r->facts : NULL;
  }
  int32_t n = s->nnodes;
  int32_t *stack = zalloc((size_t)n, sizeof(int32_t));
  int32_t *pos = zalloc((size_t)n, sizeof(int32_t));
  unsigned char *mark = zalloc((size_t)n, 1);
  int rc = 0;
  if (!stack || !pos || !mark)
    rc = cxrt_errorf(err, d->path ? d->path : "", 0, 0,
                     "out of memory checking the row indices of structure %d (%d nodes)", sidx, n);
  /* phase by phase (the passes run in that order), each in post-order */
  for (int ph = 0; ph < m->nphases && !rc; ph++) {
  if (m->phased && m->phase_reversed[ph] && rd) {
    /* a reversed phase parents first, as the interpreter runs a
     * top-down pass: the facts' order reversed */
    Eval K = E;
    K.d = rd;
    K.s = &rd->structs[sidx];
    K.os = s;
    K.npar_of = s;
    for (int32_t t = n - 1; t >= 0 && !rc; t--) {
      int32_t v = r->facts.order[t];
      int b = branch_of(r, &K, v, ph);
      if (b >= 0) rc = check_node_rows(m, &K, sidx, b, v, err);
    }
    continue;
  }
  if (ph > 0) memset(mark, 0, (size_t)n);
  for (int32_t start = 0; start < n && !rc; start++) {
    if (mark[start]) continue;
    int32_t sp = 0;
    stack[sp] = start;
    pos[sp++] = 0;
    mark[start] = 1;
    while (sp > 0 && !rc) {
      int32_t v = stack[sp - 1], k = pos[sp - 1];
      if (k < s->child_start[v + 1] - s->child_start[v]) {
        pos[sp - 1]++;
        int32_t c = s->children[s->child_start[v] + k];
        if (c >= 0 && c < n && !mark[c]) {
          mark[c] = 1;
          stack[sp] = c;
          pos[sp++] = 0;
        }
      } else {
        sp--;
        int b = branch_of(r, &E, v, ph);
        if (b >= 0) rc = check_node_rows(m, &E, sidx, b, v, err);
      }
    }
  }
  }
  for (int q = 0; q < m->nreadouts && !rc; q++) /* after the passes, before the outputs */
    if (m->readouts[q].red != 3) rc = check_readout_rows(m, &E, sidx, q, err);
  for (int q = 0; q < m->info.noutputs && !rc; q++) {
    if (!m->nochecks[q]) continue;
    bool per_node = m->info.outputs[q].per_node;
    int32_t lo = per_node ? 0 : s->root, hi = per_node ? n : s->root + 1;
    for (int32_t v = lo; v < hi && !rc; v++) rc = check_node(m, &E, sidx, m->ochecks[q], m->nochecks[q], false, v, err);
  }
  free(stack);
  free(pos);
  free(mark);
  return rc;
}

/* The evaluation context of the batch's structure si: E for the readouts
 * and outputs, K for the rec branches (over the phase's structure). */
static void batch_evals(const CxrtCompiledRun *r, const CxrtDataset *d, const CxrtDataset *rd, bool reversed,
                        int32_t first, int32_t si, const int *field_map, Eval *E, Eval *K) {
  const CxrtCompiled *m = r->m;
  const CxrtLinearized *L = &r->lin;
  const CxrtStructure *s = &d->structs[first + si];
  const CxrtStructure *rs = rd ? &rd->structs[first + si] : NULL;
  *E = (Eval){d, s, rs, field_map, NULL, m->node_ints ? L->nints : NULL, L->global_of + L->struct_offset[si], 0, NULL,
              false};
  *K = *E;
  if (reversed) {
    K->d = rd;
    K->s = rs;
    K->os = s;
    E->npar_of = K->s; /* the outputs': the real parent count */
  }
}

/* The first structure of the batch with a bad row index, or -1.  rd: the
 * reversed structures, or NULL; reversed: the running phase runs over
 * them.  The rec branches' reads are checked group by group, in new-id
 * order, so that each node's branch is its group's (no search per node);
 * the first bad structure is the smallest one found. */
int32_t cxc_find_bad_rows(const CxrtCompiledRun *r, const CxrtDataset *d, const CxrtDataset *rd, bool reversed,
                          int32_t first, int32_t count, const int *field_map) {
  const CxrtCompiled *m = r->m;
  if (!m->any_checks) return -1;
  const CxrtLinearized *L = &r->lin;
  int32_t bad = -1, cur = -1;
  Eval E, K;
  for (int g = 0; g < L->nlevels * L->nbranches; g++) {
    int b = m->kernels[g % L->nbranches].source;
    for (int32_t id = L->group_start[g]; id < L->group_start[g + 1]; id++) {
      int32_t si = L->struct_of[id];
      if (bad >= 0 && si >= bad) continue;
      if (si != cur) batch_evals(r, d, rd, reversed, first, cur = si, field_map, &E, &K);
      if (check_node_rows(m, &K, first + si, b, L->local_of[id], NULL)) bad = si;
    }
  }
  int32_t upto = bad >= 0 ? bad : count;
  for (int32_t si = 0; si < upto; si++) {
    batch_evals(r, d, rd, reversed, first, si, field_map, &E, &K);
    const CxrtStructure *s = E.s;
    for (int q = 0; q < m->nreadouts; q++)
      if (m->readouts[q].red != 3 && check_readout_rows(m, &E, first + si, q, NULL)) return si;
    for (int q = 0; q < m->info.noutputs; q++) {
      if (!m->nochecks[q]) continue;
      bool per_node = m->info.outputs[q].per_node;
      int32_t lo = per_node ? 0 : s->root, hi = per_node ? s->nnodes : s->root + 1;
      for (int32_t v = lo; v < hi; v++)
        if (check_node(m, &E, first + si, m->ochecks[q], m->nochecks[q], false, v, NULL)) return si;
    }
  }
  return bad;
}
