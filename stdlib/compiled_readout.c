/* The readout stage of a compiled model: node-set reductions (`sum(k in
 * t.nodes) ...`, max, mean), after every level and before the outputs.
 *
 * Each readout's element (what the reduction sums) is a per-node kernel
 * of the generated code (LoopProgram.readouts), run once over every node
 * of the batch, batched like a level; its rows are then reduced per
 * structure, in the structure's node order and in double, exactly as the
 * interpreter reduces them, so that a structure's values do not depend on
 * the batch it is in nor on --threads.  The value is written for every
 * node of the structure into a [nnodes, numel] buffer by node id, which
 * the generated code reads like a vector field (frame vfields[nfields +
 * r]): later readouts, per-structure outputs (at the root) and per-node
 * outputs such as attention weights alpha(n).  When only per-structure
 * outputs read it (CReadout.roots_only, TBCNN's pooled vector), it is
 * written at the root alone (a [512] vector copied to every node of a
 * 23-node tree is 47 KB a call).
 *
 * The hoisted products (ir/hoist.c) share the machinery: a per-node
 * kernel and a [nnodes, numel] buffer by node id read like a vector
 * field, but run before the levels over the nodes of one kernel only, and
 * with no reduction: node i's row is its own value. */
#include <stdlib.h>
#include <string.h>

#include "stdlib/compiled_internal.h"

/* Every readout's buffers for nnodes nodes and the frame's vfields with
 * the readouts after the fields; -1 when out of memory. */
int cxc_readouts_prepare(CxrtCompiledRun *r, CxrtFrame *f, int64_t nnodes) {
  const CxrtCompiled *m = r->m;
  if (m->nreadouts == 0) return 0;
  int nf = m->info.nfields;
  for (int q = 0; q < m->nreadouts; q++) {
    int64_t need = nnodes * m->readouts[q].numel + 16;
    if (m->readouts[q].numel > r->ro_acc_cap) {
      double *a = realloc(r->ro_acc, sizeof(double) * (size_t)m->readouts[q].numel);
      if (!a) return -1;
      r->ro_acc = a;
      r->ro_acc_cap = m->readouts[q].numel;
    }
    r->ro_elem[q] = cxc_grow_floats(r->ro_elem[q], &r->ro_elem_cap[q], need);
    r->ro_val[q] = cxc_grow_floats(r->ro_val[q], &r->ro_val_cap[q], need);
    if (!r->ro_elem[q] || !r->ro_val[q]) return -1;
  }
  if (m->root_ids && nnodes + 1 > r->root_of_cap) {
    int32_t *p = realloc(r->root_of, sizeof(int32_t) * (size_t)(nnodes + 1));
    if (!p) return -1;
    r->root_of = p;
    r->root_of_cap = nnodes + 1;
  }
  for (int i = 0; i < nf; i++) r->vf_ext[i] = f->vfields[i];
  for (int q = 0; q < m->nreadouts; q++) r->vf_ext[nf + q] = r->ro_val[q];
  f->vfields = r->vf_ext;
  return 0;
}

/* first[j] = row[j] if row[j] > first[j] (a NaN in first stays, a NaN in
 * row is not taken: the interpreter's max).  Blocks of 8 with a
 * select and an unconditional store, which GCC at -O2 turns into vector
 * max instructions (x86's maxps is exactly this select); the 0-7 left
 * one at a time.  (A conditional store per element ran scalar: 9-12% of
 * a TBCNN call at H = 512, perf.) */
static void max_row(float *restrict first, const float *restrict row, int64_t numel) {
  int64_t j = 0;
  for (; j + 8 <= numel; j += 8)
    for (int k = 0; k < 8; k++) {
      float a = row[j + k], b = first[j + k];
      first[j + k] = a > b ? a : b;
    }
  for (; j < numel; j++) {
    float a = row[j], b = first[j];
    first[j] = a > b ? a : b;
  }
}

/* Reduces rows [s0, s1) of x (numel floats each; row s0 + v is local node
 * v of the structure) into the value of every node of the structure (of
 * its root alone when only the roots read it), row by row (unit stride),
 * each element accumulated in node order. */
static void reduce_structure(const CReadout *ro, const float *x, const int32_t *global_of, int32_t root, int32_t s0,
                             int32_t s1, double *acc, float *val) {
  int64_t numel = ro->numel;
  int32_t cnt = s1 - s0;
  if (cnt <= 0) return;
  float *first = val + (int64_t)root * numel;
  if (ro->red == 1) {
    memcpy(first, x + (int64_t)s0 * numel, sizeof(float) * (size_t)numel);
    for (int32_t i = s0 + 1; i < s1; i++) max_row(first, x + (int64_t)i * numel, numel);
  } else {
    for (int64_t j = 0; j < numel; j++) acc[j] = 0;
    for (int32_t i = s0; i < s1; i++) {
      const float *row = x + (int64_t)i * numel;
      for (int64_t j = 0; j < numel; j++) acc[j] += row[j];
    }
    for (int64_t j = 0; j < numel; j++) first[j] = (float)(ro->red == 2 ? acc[j] / cnt : acc[j]);
  }
  if (ro->roots_only) return;
  for (int32_t i = s0; i < s1; i++)
    if (global_of[i] != root) memcpy(val + (int64_t)global_of[i] * numel, first, sizeof(float) * (size_t)numel);
}

void cxc_readouts_run(CxrtCompiledRun *r, CxrtFrame *f) {
  const CxrtCompiled *m = r->m;
  const CxrtLinearized *L = &r->lin;
  /* Each node's root, for the elements that read it (dot(up(k),
   * up(t.root))): in the numbering the readouts run in, which after
   * phases is not the first linearization's. */
  if (m->root_ids) {
    for (int32_t i = 0; i < L->nnodes; i++) r->root_of[i] = L->root[L->struct_of[i]];
    f->root_of = r->root_of;
  }
  for (int q = 0; q < m->nreadouts; q++) {
    const CReadout *ro = &m->readouts[q];
    if (ro->red == 3) continue; /* a hoisted product: before the levels */
    m->rofn[q](f, L->global_of, L->nnodes, r->ro_elem[q]);
    for (int32_t s = 0; s < L->nstructs; s++)
      reduce_structure(ro, r->ro_elem[q], L->global_of, L->root[s], L->struct_offset[s], L->struct_offset[s + 1],
                       r->ro_acc, r->ro_val[q]);
  }
}

/* Every hoisted product, over the nodes of its kernel in node order (one
 * call, one GEMM over all of them), its rows then put at their nodes' ids
 * (in place when the nodes are one range); -1 when out of memory. */
int cxc_hoists_run(CxrtCompiledRun *r, CxrtFrame *f) {
  const CxrtCompiled *m = r->m;
  const CxrtLinearized *L = &r->lin;
  for (int q = 0; q < m->nreadouts; q++) {
    const CReadout *ro = &m->readouts[q];
    if (ro->red != 3) continue;
    if (L->nnodes + 1 > r->hoist_nodes_cap) {
      int32_t *p = realloc(r->hoist_nodes, sizeof(int32_t) * (size_t)(L->nnodes + 1));
      if (!p) return -1;
      r->hoist_nodes = p;
      r->hoist_nodes_cap = L->nnodes + 1;
    }
    int32_t n = 0;
    for (int32_t lv = 0; lv < L->nlevels; lv++) {
      int32_t g = lv * L->nbranches + ro->kernel;
      for (int32_t i = L->group_start[g]; i < L->group_start[g + 1]; i++) r->hoist_nodes[n++] = i;
    }
    if (n == 0) continue;
    if (cxc_hoist_table_run(r, q, f, r->hoist_nodes, n)) continue;
    int64_t numel = ro->numel;
    int32_t lo = r->hoist_nodes[0];
    if (r->hoist_nodes[n - 1] - lo == n - 1) {
      m->rofn[q](f, r->hoist_nodes, n, r->ro_val[q] + (int64_t)lo * numel);
      continue;
    }
    m->rofn[q](f, r->hoist_nodes, n, r->ro_elem[q]);
    for (int32_t i = 0; i < n; i++)
      memcpy(r->ro_val[q] + (int64_t)r->hoist_nodes[i] * numel, r->ro_elem[q] + (int64_t)i * numel,
             sizeof(float) * (size_t)numel);
  }
  return 0;
}
