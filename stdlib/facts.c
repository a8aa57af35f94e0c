/* Structure facts (language v2): parents, child positions, depth, height
 * and a children-first order of one structure (see cxrt.h).
 *
 *   1. parents as CSR: a count per node over the child lists, prefix sums,
 *      then a fill that visits the nodes in id order, so each node's
 *      parents come out ascending; index[c] is c's position in the child
 *      list of its first (lowest-id) parent;
 *   2. height and the order by an iterative post-order DFS (an explicit
 *      stack: a 100,000-element seq is 100,000 levels deep), which also
 *      catches a cycle;
 *   3. depth by a sweep over the order backwards (parents before their
 *      children): the longest path from the root, so in a DAG a node's
 *      depth exceeds each of its parents'.
 * O(nodes + edges) time; the buffers are the CxrtFacts' own, grown by
 * doubling and kept for the next structure. */
#include "stdlib/reader.h"

#include <stdlib.h>
#include <string.h>

void cxrt_facts_free(CxrtFacts *f) {
  if (!f) return;
  free(f->parent_start);
  free(f->parents);
  free(f->index);
  free(f->depth);
  free(f->height);
  free(f->order);
  free(f->stack);
  free(f->pos);
  memset(f, 0, sizeof *f);
}

static int node_line(const CxrtStructure *s, int32_t v) { return s->line ? s->line[v] : 0; }
static int node_col(const CxrtStructure *s, int32_t v) { return s->col ? s->col[v] : 0; }

/* Every node array holds cap_nodes elements (n + 2 suffices for all). */
static int grow(CxrtFacts *f, int32_t n, int64_t e, CxrtError *err, const char *path) {
  int64_t need = (int64_t)n + 2;
  if (need > f->cap_nodes) {
    int64_t cap = f->cap_nodes < 16 ? 16 : f->cap_nodes;
    while (cap < need) cap *= 2;
    int32_t **arrays[] = {&f->parent_start, &f->index, &f->depth, &f->height, &f->order, &f->stack, &f->pos};
    for (size_t i = 0; i < sizeof arrays / sizeof *arrays; i++) {
      int32_t *np = realloc(*arrays[i], sizeof(int32_t) * (size_t)cap);
      if (!np) return cxrt_errorf(err, path, 0, 0, "out of memory for the facts of a structure of %d nodes", (int)n);
      *arrays[i] = np;
    }
    f->cap_nodes = cap;
  }
  if (cxd_grow(&f->parents, &f->cap_edges, e + 1, sizeof(int32_t)))
    return cxrt_errorf(err, path, 0, 0, "out of memory for the facts of a structure of %d nodes", (int)n);
  return 0;
}

int cxrt_structure_facts(const CxrtDataset *d, int32_t sidx, CxrtFacts *f, CxrtError *err) {
  const CxrtStructure *s = &d->structs[sidx];
  const char *path = d->path ? d->path : "";
  int32_t n = s->nnodes;
  int64_t e = s->child_start[n];
  if (grow(f, n, e, err, path)) return -1;
  f->nnodes = n;

  /* 1. parents and positions */
  int32_t *ps = f->parent_start;
  memset(ps, 0, sizeof(int32_t) * (size_t)(n + 2));
  for (int32_t v = 0; v < n; v++)
    for (int32_t j = s->child_start[v]; j < s->child_start[v + 1]; j++) {
      int32_t c = s->children[j];
      if (c < 0 || c >= n)
        return cxrt_errorf(err, path, node_line(s, v), node_col(s, v), "node %d has a child %d outside the structure",
                           (int)v, (int)c);
      ps[c + 2]++;
    }
  /* ps[c + 1] becomes the start of c's parents; the fill advances it to
   * the end, which is the start of c + 1's. */
  for (int32_t v = 0; v < n; v++) ps[v + 2] += ps[v + 1];
  for (int32_t v = 0; v < n; v++) f->index[v] = -1;
  for (int32_t v = 0; v < n; v++)
    for (int32_t j = s->child_start[v]; j < s->child_start[v + 1]; j++) {
      int32_t c = s->children[j];
      f->parents[ps[c + 1]++] = v;
      if (f->index[c] < 0) f->index[c] = j - s->child_start[v];
    }
  ps[0] = 0;
  for (int32_t v = 0; v < n; v++)
    if (f->index[v] < 0) f->index[v] = 0;

  /* 2. heights and the children-first order: post-order DFS; height -1
   * marks "unseen", -2 "on the stack". */
  int32_t *h = f->height, norder = 0;
  for (int32_t v = 0; v < n; v++) h[v] = -1;
  for (int32_t start = 0; start < n; start++) {
    if (h[start] != -1) continue;
    int32_t sp = 0;
    f->stack[sp] = start;
    f->pos[sp++] = 0;
    h[start] = -2;
    while (sp > 0) {
      int32_t v = f->stack[sp - 1], k = f->pos[sp - 1];
      int32_t a = s->child_start[v + 1] - s->child_start[v];
      if (k < a) {
        f->pos[sp - 1]++;
        int32_t c = s->children[s->child_start[v] + k];
        if (h[c] == -2)
          return cxrt_errorf(err, path, node_line(s, c), node_col(s, c), "the structure has a cycle through node %d",
                             (int)c);
        if (h[c] == -1) {
          h[c] = -2;
          f->stack[sp] = c;
          f->pos[sp++] = 0;
        }
        continue;
      }
      int32_t best = -1;
      for (int32_t j = s->child_start[v]; j < s->child_start[v + 1]; j++)
        if (h[s->children[j]] > best) best = h[s->children[j]];
      h[v] = best + 1;
      f->order[norder++] = v;
      sp--;
    }
  }

  /* 3. depths, parents first */
  for (int32_t v = 0; v < n; v++) f->depth[v] = 0;
  for (int32_t t = n - 1; t >= 0; t--) {
    int32_t v = f->order[t];
    for (int32_t j = s->child_start[v]; j < s->child_start[v + 1]; j++) {
      int32_t c = s->children[j];
      if (f->depth[c] < f->depth[v] + 1) f->depth[c] = f->depth[v] + 1;
    }
  }
  return 0;
}
