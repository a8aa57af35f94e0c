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
 * outputs such as attention weights alpha(n). */
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
    r->ro_elem[q] = cxc_grow_floats(r->ro_elem[q], &r->ro_elem_cap[q], need);
    r->ro_val[q] = cxc_grow_floats(r->ro_val[q], &r->ro_val_cap[q], need);
    if (!r->ro_elem[q] || !r->ro_val[q]) return -1;
  }
  for (int i = 0; i < nf; i++) r->vf_ext[i] = f->vfields[i];
  for (int q = 0; q < m->nreadouts; q++) r->vf_ext[nf + q] = r->ro_val[q];
  f->vfields = r->vf_ext;
  return 0;
}

/* Reduces rows [s0, s1) of x (numel floats each; row s0 + v is local node
 * v of the structure) into the value of every node of the structure. */
static void reduce_structure(const CReadout *ro, const float *x, const int32_t *global_of, int32_t s0, int32_t s1,
                             float *val) {
  int64_t numel = ro->numel;
  int32_t cnt = s1 - s0;
  for (int64_t j = 0; j < numel; j++) {
    float v = 0.0f;
    if (cnt > 0 && ro->red == 1) {
      v = x[(int64_t)s0 * numel + j];
      for (int32_t i = s0 + 1; i < s1; i++)
        if (x[(int64_t)i * numel + j] > v) v = x[(int64_t)i * numel + j];
    } else if (cnt > 0) {
      double acc = 0;
      for (int32_t i = s0; i < s1; i++) acc += x[(int64_t)i * numel + j];
      v = (float)(ro->red == 2 ? acc / cnt : acc);
    }
    for (int32_t i = s0; i < s1; i++) val[(int64_t)global_of[i] * numel + j] = v;
  }
}

void cxc_readouts_run(CxrtCompiledRun *r, CxrtFrame *f) {
  const CxrtCompiled *m = r->m;
  const CxrtLinearized *L = &r->lin;
  for (int q = 0; q < m->nreadouts; q++) {
    const CReadout *ro = &m->readouts[q];
    m->rofn[q](f, L->global_of, L->nnodes, r->ro_elem[q]);
    for (int32_t s = 0; s < L->nstructs; s++)
      reduce_structure(ro, r->ro_elem[q], L->global_of, L->struct_offset[s], L->struct_offset[s + 1], r->ro_val[q]);
  }
}
