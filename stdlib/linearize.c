/* The linearizer: a batch of structures turned into the flat arrays the
 * compiled code runs over (DESIGN.md, "Execution model of compiled code").
 *
 * Every node of the batch gets a new id.  New ids are ordered by
 *   (level, branch, structure, node order)
 * where a node's level is its height (0 without children, else 1 + the
 * highest level of its children) and its branch is what the model's
 * classify function says.  So each level is a contiguous range, split
 * into one contiguous group per branch, and every child lies in an
 * earlier level than its parents: the compiled code runs levels in
 * order, one fused kernel per (level, branch) group, and every child
 * state it reads is already computed.  Ties are broken by (structure,
 * node order), so the result is deterministic and a group lists its
 * nodes in the order a user would.  With spec->one_level (a model whose
 * passes are all local: no node waits for another) every node is in
 * level 0 and each branch is one group over the whole batch.
 *
 * The batch works on "old" indices g = struct_offset[s] + local, i.e. the
 * nodes of the batch's structures laid end to end; global_of maps them to
 * new ids.  The steps:
 *   1. per structure, heights by an iterative post-order DFS (an explicit
 *      stack: a 100,000-element sequence is 100,000 levels deep and must
 *      not cost 100,000 C frames), which also catches cycles;
 *      then each node's branch from classify, with the checks that the
 *      branch matches and reads only children the node has;
 *   2. a stable counting sort by key = level * nbranches + branch, which
 *      yields group_start and the new ids;
 *   3. the outputs, scattered to their new positions: struct_of,
 *      local_of, the CSR over new ids, fields, roots.
 * With spec->node_ints (a model that reads n.index, n.depth, n.height or
 * root(n)), step 1 also takes each structure's facts (cxrt_structure_facts:
 * iterative, its buffers kept in Work) before classifying it, classify
 * gets the node's ints after its fields, and step 3 scatters them from a
 * scratch array by old index into out->nints by new id.
 * Time and memory are O(nodes + edges + groups).  A DAG node shared by
 * several parents is one node of its structure, so it gets one new id.
 *
 * Memory: the work arrays of steps 1-2 live in output arrays that are not
 * yet filled (the DFS stack in struct_of/local_of, heights and then keys
 * in global_of), so a batch needs no per-node scratch beyond its outputs.
 * Every buffer grows geometrically (cxd_grow) and is kept for the next
 * call: once a batch of a given size has been linearized into a
 * CxrtLinearized, equal or smaller batches allocate nothing.  The public
 * capacities count elements: cap_nodes of child_start, struct_of,
 * local_of and global_of; cap_edges of children; cap_groups of
 * group_start; cap_structs of struct_offset and root.
 *
 * Spec conveniences beyond cxrt.h: classify == NULL puts every node in
 * branch 0 (a model with a single branch), and branch_max_child == NULL
 * skips the child-read check.  classify always gets a valid fields
 * pointer, even for a model without fields.
 *
 * A CxrtLinearized must be zeroed before its first use
 * (CxrtLinearized l = {0}).  After a failed call its buffers stay owned
 * (free them with cxrt_linearized_free, or reuse them) and its counts are
 * zero, so a half-built batch is never mistaken for a result. */
#include "stdlib/reader.h"

#include <stdlib.h>
#include <string.h>

enum {
  DEFAULT_MAX_NODES = CXRT_MAX_BATCH_NODES,
  /* Node ids and CSR offsets are int32: a batch stays below this. */
  HARD_MAX_NODES = INT32_MAX - 1,
  /* Heights while the DFS runs (a height is >= 0 once known). */
  H_UNSEEN = -1,
  H_ON_STACK = -2,
  /* Int fields listed in a "matches no branch" message. */
  SHOW_FIELDS = 8
};

/* Scratch and buffers that are not part of the public struct. */
typedef struct Work {
  int32_t *cursor;      /* per group: next new id (counting sort) */
  int64_t cap_cursor;
  int32_t *fieldbuf;    /* one node's int fields in model order, for classify */
  int64_t cap_fieldbuf;
  int64_t cap_ifields;  /* elements of out->ifields */
  /* Vector field buffers per model field slot.  They are owned here, not
   * by out->vfields, so that a slot that holds an int field in this call
   * (vfields[f] == NULL) keeps the buffer a vec field left in it. */
  float **vbuf;
  int64_t *vcap;
  int64_t nslots;       /* allocated slots of vbuf, vcap and out->vfields */
  /* spec->node_ints: the facts of the structure being walked, and every
   * node's ints by old index until step 3 scatters them to out->nints */
  CxrtFacts facts;
  int32_t *old_nints;
  int64_t cap_old_nints;
} Work;

/* ---- messages ---------------------------------------------------------- */

/* " (3:5, 'works')": where node i is, with the parts that are known. */
static void node_where(char *buf, size_t cap, const CxrtStructure *st, int32_t i) {
  char pos[32] = "", shown[CXD_SHOW] = "";
  if (st->line && st->line[i] > 0)
    snprintf(pos, sizeof pos, "%d:%d", (int)st->line[i], st->col ? (int)st->col[i] : 0);
  const char *tok = st->tokens ? st->tokens[i] : NULL;
  if (tok) cxd_show(shown, sizeof shown, tok, strlen(tok));
  if (pos[0] && tok) snprintf(buf, cap, " (%s, '%s')", pos, shown);
  else if (pos[0]) snprintf(buf, cap, " (%s)", pos);
  else if (tok) snprintf(buf, cap, " ('%s')", shown);
  else buf[0] = '\0';
}

static int node_line(const CxrtStructure *st, int32_t i) { return st->line ? st->line[i] : 0; }
static int node_col(const CxrtStructure *st, int32_t i) { return st->col ? st->col[i] : 0; }

static const char *dpath(const CxrtDataset *d) { return d->path ? d->path : ""; }

static int no_branch_error(CxrtError *err, const CxrtModelInfo *m, const CxrtDataset *d,
                           const CxrtStructure *st, int32_t sidx, int32_t i, int32_t arity,
                           const int32_t *fields) {
  char where[CXD_SHOW + 48], vals[512] = "";
  node_where(where, sizeof where, st, i);
  /* What classify saw, so the user can tell which condition failed. */
  int shown = 0;
  for (int f = 0; f < m->nfields; f++) {
    if (m->fields[f].kind != CXRT_FIELD_INT) continue;
    size_t l = strlen(vals);
    if (shown == SHOW_FIELDS) {
      snprintf(vals + l, sizeof vals - l, ", ...");
      break;
    }
    snprintf(vals + l, sizeof vals - l, ", %s=%d", m->fields[f].name ? m->fields[f].name : "?",
             (int)fields[f]);
    shown++;
  }
  return cxrt_errorf(err, dpath(d), node_line(st, i), node_col(st, i),
                     "node %d of structure %d%s matches no branch of the model (arity %d%s); "
                     "every node must take one of the rec's branches, so add a branch (or a "
                     "final return) for such nodes, or check the data", (int)i, (int)sidx, where, (int)arity, vals);
}

int cxrt_missing_child_error(CxrtError *err, const CxrtDataset *d, int32_t sidx, int32_t node, int32_t arity,
                             int need, const char *branch, const char *branch_loc) {
  const CxrtStructure *st = &d->structs[sidx];
  /* The node as the interpreter names it: " (path:line:col, 'token')". */
  char where[CXD_SHOW + 600] = "", shown[CXD_SHOW] = "", in_model[600] = "";
  const char *tok = st->tokens ? st->tokens[node] : NULL;
  if (tok) cxd_show(shown, sizeof shown, tok, strlen(tok));
  int line = node_line(st, node), col = node_col(st, node);
  if (line > 0 && tok) snprintf(where, sizeof where, " (%s:%d:%d, '%s')", dpath(d), line, col, shown);
  else if (line > 0) snprintf(where, sizeof where, " (%s:%d:%d)", dpath(d), line, col);
  else if (tok) snprintf(where, sizeof where, " ('%s')", shown);
  if (branch_loc && *branch_loc) snprintf(in_model, sizeof in_model, " (%s)", branch_loc);
  return cxrt_errorf(err, dpath(d), line, col,
                     "node %d of structure %d%s has %d %s but %s reads n.child[%d]%s; "
                     "guard that branch with a test of n.arity (e.g. `if n.arity == %d`) or "
                     "check the data", (int)node, (int)sidx, where, (int)arity,
                     arity == 1 ? "child" : "children", branch && *branch ? branch : "its branch", need, in_model,
                     need + 1);
}

static int malformed_error(CxrtError *err, const CxrtDataset *d, int32_t sidx, const char *what) {
  return cxrt_errorf(err, dpath(d), 0, 0,
                     "structure %d of %s is malformed (%s); structures must come from the data "
                     "readers (internal error)", (int)sidx, dpath(d), what);
}

static int nomem(CxrtError *err, const CxrtDataset *d, int64_t nodes) {
  return cxrt_errorf(err, dpath(d), 0, 0,
                     "out of memory linearizing a batch of %lld nodes; use a smaller batch "
                     "(--batch)", (long long)nodes);
}

/* ---- buffers --------------------------------------------------------------- */

/* Grows every buffer the batch needs except the groups' (known only after
 * the heights).  All sizes are at least 1, so that a successful call never
 * leaves a NULL array behind, even for an empty batch. */
static int grow_buffers(CxrtLinearized *out, Work *w, const CxrtModelInfo *m, int64_t nnodes,
                        int64_t nedges, int64_t nstructs) {
  int64_t need = nnodes + 1;
  if (need > out->cap_nodes) {
    /* Each cxd_grow updates its own copy of the capacity; the shared one
     * is raised only when all four arrays have grown (a failure leaves
     * some arrays bigger than cap_nodes says, which is harmless). */
    int64_t c1 = out->cap_nodes, c2 = c1, c3 = c1, c4 = c1;
    if (cxd_grow(&out->child_start, &c1, need, sizeof(int32_t)) < 0 ||
        cxd_grow(&out->struct_of, &c2, need, sizeof(int32_t)) < 0 ||
        cxd_grow(&out->local_of, &c3, need, sizeof(int32_t)) < 0 ||
        cxd_grow(&out->global_of, &c4, need, sizeof(int32_t)) < 0)
      return -1;
    out->cap_nodes = c1;
  }
  if (cxd_grow(&out->children, &out->cap_edges, nedges > 0 ? nedges : 1, sizeof(int32_t)) < 0)
    return -1;
  need = nstructs + 1;
  if (need > out->cap_structs) {
    int64_t c1 = out->cap_structs, c2 = c1;
    if (cxd_grow(&out->struct_offset, &c1, need, sizeof(int32_t)) < 0 ||
        cxd_grow(&out->root, &c2, need, sizeof(int32_t)) < 0)
      return -1;
    out->cap_structs = c1;
  }
  int64_t nf = m->nfields;
  need = nnodes * nf;
  if (cxd_grow(&out->ifields, &w->cap_ifields, need > 0 ? need : 1, sizeof(int32_t)) < 0 ||
      cxd_grow(&w->fieldbuf, &w->cap_fieldbuf, nf + CXRT_NINTS, sizeof(int32_t)) < 0)
    return -1;
  if (nf > w->nslots) {
    int64_t c1 = w->nslots, c2 = c1, c3 = c1;
    if (cxd_grow(&out->vfields, &c1, nf, sizeof(float *)) < 0 ||
        cxd_grow(&w->vbuf, &c2, nf, sizeof(float *)) < 0 ||
        cxd_grow(&w->vcap, &c3, nf, sizeof(int64_t)) < 0)
      return -1;
    size_t add = (size_t)(c1 - w->nslots);
    memset(out->vfields + w->nslots, 0, add * sizeof(float *));
    memset(w->vbuf + w->nslots, 0, add * sizeof(float *));
    memset(w->vcap + w->nslots, 0, add * sizeof(int64_t));
    w->nslots = c1;
  }
  for (int f = 0; f < m->nfields; f++) {
    out->vfields[f] = NULL;
    if (m->fields[f].kind != CXRT_FIELD_VEC) continue;
    need = nnodes * m->fields[f].dim;
    if (cxd_grow(&w->vbuf[f], &w->vcap[f], need > 0 ? need : 1, sizeof(float)) < 0) return -1;
    out->vfields[f] = w->vbuf[f];
  }
  return 0;
}

/* ---- checks before any work -------------------------------------------------- */

/* The arguments, the field map against both schemas, and the batch's
 * totals against the limits.  Sets *nnodes and *nedges. */
static int check_batch(const CxrtLinearizeSpec *spec, const CxrtDataset *d, int32_t first,
                       int32_t count, int64_t *nnodes, int64_t *nedges, CxrtError *err) {
  const char *path = dpath(d);
  const CxrtModelInfo *m = spec->model;
  if (spec->nbranches < 1)
    return cxrt_errorf(err, path, 0, 0, "the model has %d branches; it needs at least one "
                       "(internal error)", spec->nbranches);
  if (first < 0 || count < 0 || first > d->nstructs || count > d->nstructs - first)
    return cxrt_errorf(err, path, 0, 0,
                       "structures %lld to %lld are not all in %s, which holds %d (internal "
                       "error)", (long long)first, (long long)first + count - 1, path,
                       (int)d->nstructs);
  if (m->nfields < 0 || (m->nfields > 0 && (!m->fields || !spec->field_map)))
    return cxrt_errorf(err, path, 0, 0, "the model's fields or the field map are missing "
                       "(internal error: bind the dataset with cxrt_dataset_bind first)");
  for (int f = 0; f < m->nfields; f++) {
    int df = spec->field_map[f];
    const CxrtFieldInfo *mf = &m->fields[f];
    if (df < 0 || df >= d->nfields || d->fields[df].kind != mf->kind ||
        (mf->kind == CXRT_FIELD_VEC && (mf->dim < 0 || d->fields[df].dim != mf->dim)))
      return cxrt_errorf(err, path, 0, 0,
                         "the model's field '%s' is not bound to a matching field of %s "
                         "(internal error: bind the dataset with cxrt_dataset_bind first)",
                         mf->name ? mf->name : "?", path);
  }

  int64_t limit = spec->max_nodes > 0 ? spec->max_nodes : DEFAULT_MAX_NODES;
  if (limit > HARD_MAX_NODES) limit = HARD_MAX_NODES;
  int64_t n = 0, e = 0;
  int32_t over = -1; /* the structure at which the limit is passed */
  for (int32_t s = 0; s < count; s++) {
    const CxrtStructure *st = &d->structs[first + s];
    if (st->nnodes < 1 || !st->child_start || st->root < 0 || st->root >= st->nnodes ||
        (d->nfields > 0 && !st->ifields))
      return malformed_error(err, d, first + s, "no nodes, no root or no arrays");
    for (int f = 0; f < m->nfields; f++)
      if (m->fields[f].kind == CXRT_FIELD_VEC && (!st->vfields || !st->vfields[spec->field_map[f]]))
        return malformed_error(err, d, first + s, "a vector field without values");
    n += st->nnodes;
    e += st->child_start[st->nnodes];
    if (n > limit && over < 0) over = s;
  }
  if (over >= 0) {
    const CxrtStructure *st = &d->structs[first + over];
    if (st->nnodes > limit)
      return cxrt_errorf(err, path, st->first_line, 0,
                         "structure %d has %d nodes, more than the limit of %lld nodes per "
                         "batch; raise the limit or split the structure", (int)(first + over),
                         (int)st->nnodes, (long long)limit);
    return cxrt_errorf(err, path, st->first_line, 0,
                       "the batch of structures %d to %d has %lld nodes, more than the limit "
                       "of %lld nodes per batch (passed at structure %d); use a smaller batch "
                       "(--batch)", (int)first, (int)(first + count - 1), (long long)n,
                       (long long)limit, (int)(first + over));
  }
  if (e > INT32_MAX)
    return cxrt_errorf(err, path, 0, 0,
                       "the batch of structures %d to %d has %lld edges, more than %d; use a "
                       "smaller batch (--batch)", (int)first, (int)(first + count - 1),
                       (long long)e, (int)INT32_MAX);
  *nnodes = n;
  *nedges = e;
  return 0;
}

/* ---- step 1: heights and branches ---------------------------------------------- */

/* Heights of structure st's nodes into h[0..n) by an iterative
 * post-order DFS, with the stack in sn (nodes) and sk (each node's next
 * child offset), both of n entries: a node is pushed at most once, so the
 * stack never holds more than n.  Every node is a start (not only the
 * root), so even a structure with unreachable nodes gets all heights.
 * A child found on the stack closes a cycle. */
static int heights(const CxrtDataset *d, const CxrtStructure *st, int32_t sidx, int32_t *h,
                   int32_t *sn, int32_t *sk, int32_t *maxh, CxrtError *err) {
  int32_t n = st->nnodes;
  const int32_t *cs = st->child_start, *ch = st->children;
  if (cs[0] != 0) return malformed_error(err, d, sidx, "child_start[0] is not 0");
  for (int32_t i = 0; i < n; i++) {
    if (cs[i + 1] < cs[i]) return malformed_error(err, d, sidx, "child_start decreases");
    h[i] = H_UNSEEN;
  }
  for (int32_t start = 0; start < n; start++) {
    if (h[start] != H_UNSEEN) continue;
    int32_t top = 0;
    h[start] = H_ON_STACK;
    sn[top] = start;
    sk[top++] = cs[start];
    while (top > 0) {
      int32_t v = sn[top - 1];
      if (sk[top - 1] < cs[v + 1]) {
        int32_t c = ch[sk[top - 1]++];
        if (c < 0 || c >= n) return malformed_error(err, d, sidx, "a child index out of range");
        if (h[c] == H_ON_STACK) {
          char where[CXD_SHOW + 48];
          node_where(where, sizeof where, st, c);
          return cxrt_errorf(err, dpath(d), node_line(st, c), node_col(st, c),
                             "structure %d has a cycle: node %d%s is its own descendant; a "
                             "structure must be acyclic, so remove an edge of the cycle",
                             (int)sidx, (int)c, where);
        }
        if (h[c] == H_UNSEEN) {
          h[c] = H_ON_STACK;
          sn[top] = c;
          sk[top++] = cs[c];
        }
        continue;
      }
      /* All children done: a second look at them costs O(arity), so the
       * whole DFS stays O(nodes + edges) without a running max per frame. */
      int32_t hv = 0;
      for (int32_t k = cs[v]; k < cs[v + 1]; k++)
        if (h[ch[k]] + 1 > hv) hv = h[ch[k]] + 1;
      h[v] = hv;
      if (hv > *maxh) *maxh = hv;
      top--;
    }
  }
  return 0;
}

/* Classifies structure st's nodes, storing branches in br[0..n) and
 * checking that each branch reads only children its node has. */
static int branches(const CxrtLinearizeSpec *spec, const CxrtDataset *d, const CxrtStructure *st,
                    int32_t sidx, int32_t *br, int32_t *fb, const int32_t *nints, CxrtError *err) {
  const CxrtModelInfo *m = spec->model;
  const int *map = spec->field_map;
  int dnf = d->nfields;
  for (int32_t i = 0; i < st->nnodes; i++) {
    int32_t arity = st->child_start[i + 1] - st->child_start[i];
    /* The node's int fields in the model's order; a vector field's
     * column is 0 (classify may only test int fields). */
    for (int f = 0; f < m->nfields; f++)
      fb[f] = m->fields[f].kind == CXRT_FIELD_INT ? st->ifields[(int64_t)i * dnf + map[f]] : 0;
    for (int k = 0; k < CXRT_NINTS; k++) fb[m->nfields + k] = nints ? nints[(int64_t)i * CXRT_NINTS + k] : 0;
    int b = spec->classify ? spec->classify(spec->ctx, arity, fb) : 0;
    if (b < 0) return no_branch_error(err, m, d, st, sidx, i, arity, fb);
    if (b >= spec->nbranches)
      return cxrt_errorf(err, dpath(d), node_line(st, i), node_col(st, i),
                         "node %d of structure %d was classified into branch %d, but the model "
                         "has %d branches (internal error)", (int)i, (int)sidx, b,
                         spec->nbranches);
    if (spec->branch_max_child && arity <= spec->branch_max_child[b])
      return cxrt_missing_child_error(err, d, sidx, i, arity, spec->branch_max_child[b],
                                      spec->branch_names ? spec->branch_names[b] : NULL,
                                      spec->branch_locs ? spec->branch_locs[b] : NULL);
    br[i] = b;
  }
  return 0;
}

/* ---- node ints ------------------------------------------------------------------ */

/* Structure st's node ints into ni[i * CXRT_NINTS ...] by its node order,
 * from the structure facts (iterative: a 100,000-deep tree or a
 * 1,000,000-element seq costs no C stack; the facts' buffers are reused). */
static int node_ints(const CxrtDataset *d, const CxrtDataset *of, int32_t sidx, Work *w, int32_t *ni,
                     CxrtError *err) {
  if (cxrt_structure_facts(of ? of : d, sidx, &w->facts, err) < 0) return -1;
  const CxrtFacts *f = &w->facts;
  for (int32_t i = 0; i < f->nnodes; i++) {
    int32_t *row = ni + (int64_t)i * CXRT_NINTS;
    row[CXRT_NINT_INDEX] = f->index[i];
    row[CXRT_NINT_DEPTH] = f->depth[i];
    row[CXRT_NINT_HEIGHT] = f->height[i];
    row[CXRT_NINT_NPARENTS] = f->parent_start[i + 1] - f->parent_start[i];
  }
  if (!of) return 0;
  /* d's parent counts: its edges (a child id out of range is the
   * heights pass's error, reported before this runs) */
  const CxrtStructure *st = &d->structs[sidx];
  for (int32_t i = 0; i < st->nnodes; i++) ni[(int64_t)i * CXRT_NINTS + CXRT_NINT_NPARENTS] = 0;
  for (int32_t k = 0; st->child_start && k < st->child_start[st->nnodes]; k++) {
    int32_t c = st->children[k];
    if (c >= 0 && c < st->nnodes) ni[(int64_t)c * CXRT_NINTS + CXRT_NINT_NPARENTS]++;
  }
  return 0;
}

/* ---- the linearizer -------------------------------------------------------------- */

static int linearize(const CxrtLinearizeSpec *spec, const CxrtDataset *d, int32_t first,
                     int32_t count, CxrtLinearized *out, Work *w, CxrtError *err) {
  const CxrtModelInfo *m = spec->model;
  int64_t nn = 0, ne = 0;
  if (check_batch(spec, d, first, count, &nn, &ne, err) < 0) return -1;
  if (grow_buffers(out, w, m, nn, ne, count) < 0) return nomem(err, d, nn);
  int32_t n = (int32_t)nn, nb = spec->nbranches, nf = m->nfields;
  int32_t *old_ni = NULL;
  if (spec->node_ints) {
    int64_t need = (nn > 0 ? nn : 1) * CXRT_NINTS;
    if (cxd_grow(&w->old_nints, &w->cap_old_nints, need, sizeof(int32_t)) < 0 ||
        cxd_grow(&out->nints, &out->cap_nints, need, sizeof(int32_t)) < 0)
      return nomem(err, d, nn);
    old_ni = w->old_nints;
  }

  /* Step 1.  global_of[g] receives heights; struct_of and local_of hold
   * the DFS stack of the structure being walked (its own range, so the
   * branches of earlier structures, kept in struct_of, are not touched),
   * then struct_of[g] receives g's branch. */
  int32_t *key = out->global_of, *br = out->struct_of;
  int32_t maxh = -1, off = 0;
  out->struct_offset[0] = 0;
  for (int32_t s = 0; s < count; s++) {
    const CxrtStructure *st = &d->structs[first + s];
    int32_t *ni = old_ni ? old_ni + (int64_t)off * CXRT_NINTS : NULL;
    if (heights(d, st, first + s, key + off, out->struct_of + off, out->local_of + off, &maxh,
                err) < 0 ||
        (ni && node_ints(d, spec->node_ints_of, first + s, w, ni, err) < 0) ||
        branches(spec, d, st, first + s, br + off, w->fieldbuf, ni, err) < 0)
      return -1;
    off += st->nnodes;
    out->struct_offset[s + 1] = off;
  }

  /* Step 2: a stable counting sort of the nodes by (level, branch). */
  if (spec->one_level && n > 0) {
    for (int32_t g = 0; g < n; g++) key[g] = 0;
    maxh = 0;
  }
  int32_t nlevels = n > 0 ? maxh + 1 : 0;
  int64_t ngroups = (int64_t)nlevels * nb;
  if (ngroups > INT32_MAX - 1)
    return cxrt_errorf(err, dpath(d), 0, 0,
                       "the batch has %d levels and the model %d branches, too many groups; use "
                       "a smaller batch (--batch)", (int)nlevels, (int)nb);
  if (ngroups + 1 > out->cap_groups) {
    int64_t c1 = out->cap_groups;
    if (cxd_grow(&out->group_start, &c1, ngroups + 1, sizeof(int32_t)) < 0) return nomem(err, d, nn);
    out->cap_groups = c1;
  }
  if (cxd_grow(&w->cursor, &w->cap_cursor, ngroups > 0 ? ngroups : 1, sizeof(int32_t)) < 0)
    return nomem(err, d, nn);
  int32_t *gs = out->group_start;
  memset(gs, 0, (size_t)(ngroups + 1) * sizeof *gs);
  for (int32_t g = 0; g < n; g++) {
    key[g] = key[g] * nb + br[g];
    gs[key[g] + 1]++;
  }
  for (int64_t k = 0; k < ngroups; k++) gs[k + 1] += gs[k];
  if (ngroups > 0) memcpy(w->cursor, gs, (size_t)ngroups * sizeof *gs);
  /* In (structure, node order), which makes the sort stable.  Each key is
   * replaced by its node's new id, in place: global_of is done. */
  int32_t *global_of = out->global_of;
  for (int32_t g = 0; g < n; g++) global_of[g] = w->cursor[key[g]]++;

  /* Step 3: everything else, scattered to the new ids.  The branches in
   * struct_of were last read above, so struct_of can now be filled. */
  int dnf = d->nfields;
  const int *map = spec->field_map;
  int32_t *cstart = out->child_start;
  off = 0;
  for (int32_t s = 0; s < count; s++) {
    const CxrtStructure *st = &d->structs[first + s];
    for (int32_t i = 0; i < st->nnodes; i++) {
      int32_t v = global_of[off + i];
      out->struct_of[v] = s;
      out->local_of[v] = i;
      cstart[v + 1] = st->child_start[i + 1] - st->child_start[i];
      if (old_ni) memcpy(out->nints + (int64_t)v * CXRT_NINTS, old_ni + (int64_t)(off + i) * CXRT_NINTS,
                         sizeof(int32_t) * CXRT_NINTS);
      int32_t *row = out->ifields + (int64_t)v * nf;
      for (int f = 0; f < nf; f++) {
        if (m->fields[f].kind == CXRT_FIELD_INT) {
          row[f] = st->ifields[(int64_t)i * dnf + map[f]];
        } else {
          size_t dim = (size_t)m->fields[f].dim;
          row[f] = 0;
          memcpy(out->vfields[f] + (size_t)v * dim, st->vfields[map[f]] + (size_t)i * dim,
                 dim * sizeof(float));
        }
      }
    }
    out->root[s] = global_of[off + st->root];
    off += st->nnodes;
  }
  cstart[0] = 0;
  for (int32_t v = 0; v < n; v++) cstart[v + 1] += cstart[v];
  /* Children in their structure's order, as new ids. */
  off = 0;
  for (int32_t s = 0; s < count; s++) {
    const CxrtStructure *st = &d->structs[first + s];
    const int32_t *cs = st->child_start, *ch = st->children;
    for (int32_t i = 0; i < st->nnodes; i++) {
      int32_t *dst = out->children + cstart[global_of[off + i]];
      for (int32_t k = cs[i]; k < cs[i + 1]; k++) *dst++ = global_of[off + ch[k]];
    }
    off += st->nnodes;
  }

  out->nnodes = n;
  out->nstructs = count;
  out->nlevels = nlevels;
  out->nbranches = nb;
  out->nfields = nf;
  return 0;
}

int cxrt_linearize(const CxrtLinearizeSpec *spec, const CxrtDataset *d, int32_t first,
                   int32_t count, CxrtLinearized *out, CxrtError *err) {
  const char *path = d ? dpath(d) : "";
  if (!out) return cxrt_errorf(err, path, 0, 0, "no CxrtLinearized to fill (internal error)");
  /* Until the call succeeds the result is empty, never half-built. */
  out->nnodes = out->nstructs = out->nlevels = 0;
  if (!spec || !d || !spec->model)
    return cxrt_errorf(err, path, 0, 0, "no spec, model or dataset to linearize (internal error)");
  if (!out->work) {
    out->work = calloc(1, sizeof(Work));
    if (!out->work) return nomem(err, d, 0);
  }
  if (linearize(spec, d, first, count, out, out->work, err) < 0) {
    out->nnodes = out->nstructs = out->nlevels = 0;
    if (out->group_start) out->group_start[0] = 0;
    return -1;
  }
  return 0;
}

void cxrt_linearized_free(CxrtLinearized *l) {
  if (!l) return;
  Work *w = l->work;
  if (w) {
    for (int64_t f = 0; f < w->nslots; f++) free(w->vbuf[f]);
    free(w->vbuf);
    free(w->vcap);
    free(w->cursor);
    free(w->fieldbuf);
    free(w->old_nints);
    cxrt_facts_free(&w->facts);
    free(w);
  }
  free(l->group_start);
  free(l->child_start);
  free(l->children);
  free(l->ifields);
  free(l->vfields);
  free(l->struct_of);
  free(l->local_of);
  free(l->struct_offset);
  free(l->global_of);
  free(l->root);
  free(l->nints);
  memset(l, 0, sizeof *l);
}
