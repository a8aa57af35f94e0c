/* Phases of a compiled model (ir/fuse.c, ir_pass_phases): a model with
 * top-down recs runs its passes in phases, each a bottom-up program over
 * its own linearization of the batch.  A reversed phase (the top-down
 * passes, with the local passes after them) runs over the structure with
 * its edges reversed: a node's children are its parents, so its levels
 * are the depth levels (a DAG's longest path from a root), its leaves the
 * roots, and n.parent is child 0.  Between phases the states already
 * computed move into the next phase's numbering (one row gather per
 * component); the readouts and outputs run on the last phase's.
 *
 * The reversed structures are built in O(nodes + edges) into buffers of
 * the run that grow geometrically and are reused (no per-node allocation);
 * they share the dataset's fields, tokens and positions, so every message
 * names the node as the data file does.
 *
 * The other edges (compiled.h, CxrtFrame.other_start): a numbering's
 * edges of the other direction, built per phase and for the outputs
 * when the model reads them, so that an output reduces over its node's
 * parents and a top-down rec reads its node's real children. */
#include <stdlib.h>
#include <string.h>

#include "stdlib/compiled_internal.h"

/* classify with the node's phase folded into its arity (ir/loops.h). */
int cxc_phase_classify_tramp(void *ctx, int32_t arity, const int32_t *fields) {
  const CPhaseCtx *c = ctx;
  return c->m->classify(arity + c->phase * CXRT_PHASE_ARITY, fields);
}

static int grow_i32(int32_t **p, int64_t *cap, int64_t need) {
  if (need <= *cap) return 0;
  int64_t n = *cap > 0 ? *cap : 64;
  while (n < need) n *= 2;
  int32_t *q = realloc(*p, sizeof(int32_t) * (size_t)n);
  if (!q) return -1;
  *p = q;
  *cap = n;
  return 0;
}

int cxc_reverse_batch(CxrtCompiledRun *r, const CxrtDataset *d, int32_t first, int32_t count, CxrtDataset *out) {
  int64_t nn = 0, ne = 0;
  for (int32_t s = first; s < first + count; s++) {
    nn += d->structs[s].nnodes + 1;
    ne += d->structs[s].child_start ? d->structs[s].child_start[d->structs[s].nnodes] : 0;
  }
  if (grow_i32(&r->rev_cs, &r->rev_cs_cap, nn + 1) || grow_i32(&r->rev_ch, &r->rev_ch_cap, ne + 1)) return -1;
  if ((int64_t)(first + count) > r->rev_structs_cap) {
    CxrtStructure *q = realloc(r->rev_structs, sizeof *q * (size_t)(first + count));
    if (!q) return -1;
    r->rev_structs = q;
    r->rev_structs_cap = first + count;
  }
  *out = *d;
  out->structs = r->rev_structs;
  out->nstructs = first + count;
  int64_t co = 0, eo = 0;
  for (int32_t s = first; s < first + count; s++) {
    const CxrtStructure *st = &d->structs[s];
    CxrtStructure *rs = &r->rev_structs[s];
    *rs = *st; /* fields, tokens, positions and the root are the structure's */
    int32_t n = st->nnodes;
    int32_t *cs = r->rev_cs + co, *ch = r->rev_ch + eo;
    rs->child_start = cs;
    rs->children = ch;
    memset(cs, 0, sizeof(int32_t) * (size_t)(n + 1));
    int32_t e = st->child_start ? st->child_start[n] : 0;
    /* count each node's parents; a malformed child id is left for the
     * linearizer of phase 0, which reports it, to have seen first */
    for (int32_t k = 0; k < e; k++) {
      int32_t c = st->children[k];
      if (c >= 0 && c < n) cs[c + 1]++;
    }
    for (int32_t v = 0; v < n; v++) cs[v + 1] += cs[v];
    /* parents in increasing id order: a stable fill, node by node */
    for (int32_t v = 0; v < n; v++)
      for (int32_t k = st->child_start[v]; k < st->child_start[v + 1]; k++) {
        int32_t c = st->children[k];
        if (c >= 0 && c < n) ch[cs[c]++] = v;
      }
    for (int32_t v = n; v > 0; v--) cs[v] = cs[v - 1];
    cs[0] = 0;
    co += n + 1;
    eo += cs[n];
  }
  return 0;
}

int cxc_permute_states(CxrtCompiledRun *r, const CxrtLinearized *from, const CxrtLinearized *to) {
  const CxrtCompiled *m = r->m;
  int64_t n = to->nnodes;
  if (r->alt_cap < r->state_cap) {
    for (int c = 0; c < m->ncomps; c++) {
      int64_t dummy = 0;
      free(r->states_alt[c]);
      r->states_alt[c] = cxc_grow_floats(NULL, &dummy, r->state_cap * m->comp_numel[c] + 16);
      if (!r->states_alt[c]) {
        r->alt_cap = 0;
        return -1;
      }
    }
    r->alt_cap = r->state_cap;
  }
  for (int c = 0; c < m->ncomps; c++) {
    int64_t numel = m->comp_numel[c];
    const float *src = r->states[c];
    float *dst = r->states_alt[c];
    for (int64_t g = 0; g < n; g++)
      memcpy(dst + (int64_t)to->global_of[g] * numel, src + (int64_t)from->global_of[g] * numel,
             sizeof(float) * (size_t)numel);
    r->states_alt[c] = r->states[c];
    r->states[c] = dst;
  }
  return 0;
}

/* A node's edges in od (the other direction), by its id in L. */
static const CxrtStructure *other_of(const CxrtLinearized *L, const CxrtDataset *od, int32_t first, int32_t id,
                                     int32_t *v) {
  *v = L->local_of[id];
  return &od->structs[first + L->struct_of[id]];
}

int64_t cxc_other_group_edges(const CxrtLinearized *L, const CxrtDataset *od, int32_t first, int32_t gs, int32_t ge) {
  int64_t n = 0;
  for (int32_t id = gs; id < ge; id++) {
    int32_t v;
    const CxrtStructure *s = other_of(L, od, first, id, &v);
    n += s->child_start[v + 1] - s->child_start[v];
  }
  return n;
}

/* In CSR by new id, so that a group's edges are contiguous as the
 * children's are (a kernel's per-edge temps are indexed from the group's
 * first, oebase); each node's in od's order: a node's parents in
 * parent-id order (cxc_reverse_batch), its real children in the data's. */
int cxc_other_edges(CxrtCompiledRun *r, const CxrtDataset *od, int32_t first, CxrtFrame *f) {
  const CxrtLinearized *L = &r->lin;
  int32_t n = L->nnodes;
  int64_t ne = 0;
  for (int32_t si = 0; si < L->nstructs; si++) {
    const CxrtStructure *s = &od->structs[first + si];
    ne += s->child_start[s->nnodes];
  }
  if (grow_i32(&r->oth_start, &r->oth_start_cap, (int64_t)n + 1) || grow_i32(&r->oth_nodes, &r->oth_nodes_cap, ne + 1))
    return -1;
  int32_t *os = r->oth_start;
  os[0] = 0;
  for (int32_t id = 0; id < n; id++) {
    int32_t v;
    const CxrtStructure *s = other_of(L, od, first, id, &v);
    os[id + 1] = os[id] + s->child_start[v + 1] - s->child_start[v];
  }
  for (int32_t id = 0; id < n; id++) {
    int32_t v;
    const CxrtStructure *s = other_of(L, od, first, id, &v);
    const int32_t *g = L->global_of + L->struct_offset[L->struct_of[id]];
    for (int32_t k = s->child_start[v]; k < s->child_start[v + 1]; k++) r->oth_nodes[os[id] + k - s->child_start[v]] = g[s->children[k]];
  }
  f->other_start = os;
  f->other_nodes = r->oth_nodes;
  return 0;
}

int cxc_check_other_children(const CxrtCompiledRun *r, const CxrtLinearized *L, const CxrtDataset *d, int32_t first,
                              CxrtError *err) {
  const CxrtCompiled *m = r->m;
  for (int g = 0; g < L->nlevels * L->nbranches; g++) {
    int k = g % L->nbranches, need = m->kernels[k].max_other;
    for (int32_t id = L->group_start[g]; id < L->group_start[g + 1] && need >= 0; id++) {
      int32_t v, si = L->struct_of[id];
      const CxrtStructure *s = other_of(L, d, first, id, &v);
      int32_t arity = s->child_start[v + 1] - s->child_start[v];
      if (arity <= need)
        return cxrt_missing_child_error(err, d, first + si, v, arity, need, m->kernel_branch[k], m->kernel_loc[k]);
    }
  }
  return 0;
}

void cxc_phases_free(CxrtCompiledRun *r) {
  if (r->plin)
    for (int ph = 0; ph <= r->m->nphases; ph++) cxrt_linearized_free(&r->plin[ph]);
  free(r->plin);
  free(r->phase_lin);
  if (r->states_alt)
    for (int c = 0; c < r->m->ncomps; c++) free(r->states_alt[c]);
  free(r->states_alt);
  free(r->rev_structs);
  free(r->rev_cs);
  free(r->rev_ch);
  free(r->oth_start);
  free(r->oth_nodes);
}
