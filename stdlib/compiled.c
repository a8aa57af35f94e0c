/* Running compiled models: see cxrt.h ("compiled models") and the
 * contract with the generated code in stdlib/compiled.h.
 *
 * This is the part of the compiled backend that needs no compiler, so
 * that `cortex run --jit`, the compiled-code cache, built executables and
 * built shared libraries all run a batch through the same code:
 *
 *   linearize (linearize.c, with the generated classify)
 *   -> check the row indices that come from the data (so that a bad word
 *      id is reported exactly as the interpreter reports it, before
 *      anything runs)
 *   -> pack the GEMMs' weight panels (once per set of params)
 *   -> the levels in order: each (level, kernel) group through its kernel
 *      (a tabulable leaf group through its leaf table, a big group in
 *      chunks on the thread pool with --threads)
 *   -> outputs (one call per output over the roots or over every node)
 *   -> optional NaN/Inf scan
 *   -> scatter into the per-structure results, in node order.
 *
 * The model's description comes from the blob the generated code carries:
 * read once (cxrt_compiled_open) into an immutable CxrtCompiled; the
 * buffers of a batch live in a CxrtCompiledRun, one per thread. */
#include "stdlib/compiled.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "stdlib/compiled_internal.h"

/* ---- scratch layout (loop_temp_offset of ir/schedule.c) ------------------------ */

int64_t cxc_temps_floats(const CTemp *t, int n, int64_t node_cap, int64_t edge_cap) {
  int64_t off = 0;
  for (int i = 0; i < n; i++) {
    int64_t rows = t[i].space == CX_SPACE_INV ? 1 : t[i].space == CX_SPACE_NODE ? node_cap : edge_cap;
    off += (rows * t[i].numel + 15) & ~(int64_t)15;
  }
  return off;
}

/* ---- runs ------------------------------------------------------------------------ */

CxrtCompiledRun *cxrt_compiled_run_new(const CxrtCompiled *m, bool check_nonfinite) {
  CxrtCompiledRun *r = zalloc(1, sizeof *r);
  if (!r) return NULL;
  r->m = m;
  r->check_nonfinite = check_nonfinite;
  r->states = zalloc((size_t)m->ncomps, sizeof *r->states);
  r->outbuf = zalloc((size_t)m->info.noutputs, sizeof *r->outbuf);
  r->outbuf_cap = zalloc((size_t)m->info.noutputs, sizeof *r->outbuf_cap);
  r->out = zalloc((size_t)m->info.noutputs, sizeof *r->out);
  r->param_ptrs = zalloc((size_t)m->info.nparams, sizeof *r->param_ptrs);
  r->packed = zalloc((size_t)(m->npacks ? m->npacks : 1), sizeof *r->packed);
  r->fieldbuf = zalloc((size_t)m->info.nfields + CXRT_NINTS, sizeof *r->fieldbuf);
  r->leaf_mode = CXRT_LEAF_TABLE_AUTO;
  r->leaf_budget = CXRT_LEAF_TABLE_BUDGET;
  r->leaf = zalloc((size_t)(m->nkernels ? m->nkernels : 1), sizeof *r->leaf);
  r->leaf_states = zalloc((size_t)(m->ncomps ? m->ncomps : 1), sizeof *r->leaf_states);
  r->lp = zalloc((size_t)(m->nlprods ? m->nlprods : 1), sizeof *r->lp);
  r->lp_slot = zalloc((size_t)(m->nlprods ? m->nlprods : 1), sizeof *r->lp_slot);
  r->lp_data = zalloc((size_t)(m->nlprods ? m->nlprods : 1), sizeof *r->lp_data);
  int nq = m->nreadouts ? m->nreadouts : 1;
  r->ht = zalloc((size_t)nq, sizeof *r->ht);
  r->ro_elem = zalloc((size_t)nq, sizeof *r->ro_elem);
  r->ro_val = zalloc((size_t)nq, sizeof *r->ro_val);
  r->ro_elem_cap = zalloc((size_t)nq, sizeof *r->ro_elem_cap);
  r->ro_val_cap = zalloc((size_t)nq, sizeof *r->ro_val_cap);
  r->vf_ext = zalloc((size_t)(m->info.nfields + nq), sizeof *r->vf_ext);
  r->threads = 1;
  r->thread_min_nodes = CXRT_THREAD_MIN_NODES;
  r->plin = zalloc((size_t)m->nphases + 1, sizeof *r->plin);
  r->states_alt = zalloc((size_t)m->ncomps, sizeof *r->states_alt);
  r->phase_lin = zalloc((size_t)m->nphases, sizeof *r->phase_lin);
  if (!r->plin || !r->states_alt || !r->phase_lin || !r->states || !r->outbuf || !r->outbuf_cap || !r->out || !r->param_ptrs || !r->packed || !r->fieldbuf || !r->leaf ||
      !r->leaf_states || !r->lp || !r->lp_slot || !r->lp_data || !r->ht || !r->ro_elem || !r->ro_val || !r->ro_elem_cap ||
      !r->ro_val_cap || !r->vf_ext) {
    cxrt_compiled_run_free(r);
    return NULL;
  }
  return r;
}

void cxrt_compiled_run_free(CxrtCompiledRun *r) {
  if (!r) return;
  if (r->states)
    for (int c = 0; c < r->m->ncomps; c++) free(r->states[c]);
  free(r->states);
  if (r->outbuf)
    for (int o = 0; o < r->m->info.noutputs; o++) free(r->outbuf[o]);
  free(r->outbuf);
  free(r->outbuf_cap);
  free(r->out);
  for (int q = 0; q < r->m->nreadouts; q++) {
    if (r->ro_elem) free(r->ro_elem[q]);
    if (r->ro_val) free(r->ro_val[q]);
  }
  free(r->ro_elem);
  free(r->ro_val);
  free(r->ro_elem_cap);
  free(r->ro_val_cap);
  free(r->vf_ext);
  free(r->hoist_nodes);
  free(r->root_of);
  free(r->ro_acc);
  free(r->scratch);
  free(r->param_ptrs);
  if (r->packed)
    for (int p = 0; p < r->m->npacks; p++) free(r->packed[p]);
  free(r->packed);
  free(r->packed_for);
  free(r->fieldbuf);
  cxrt_facts_free(&r->facts);
  cxc_leaf_free_all(r);
  cxc_pool_free(r->pool);
  free(r->leaf);
  free(r->leaf_for);
  free(r->leaf_scratch);
  free(r->leaf_ifields);
  free(r->leaf_child_start);
  free(r->leaf_new);
  free(r->leaf_states);
  if (r->lp)
    for (int t = 0; t < r->m->nlprods; t++) free(r->lp[t].node_slot);
  free(r->lp);
  free(r->lp_slot);
  free(r->lp_data);
  free(r->lp_perm);
  free(r->ht);
  free(r->ht_new);
  cxrt_linearized_free(&r->lin);
  cxc_phases_free(r);
  free(r);
}

int32_t cxrt_compiled_run_valid(const CxrtCompiledRun *r) { return r->valid; }

void cxrt_compiled_run_params_changed(CxrtCompiledRun *r) {
  free(r->packed_for);
  r->packed_for = NULL;
  free(r->leaf_for);
  r->leaf_for = NULL;
}

float *cxc_grow_floats(float *p, int64_t *cap, int64_t need);

/* The GEMMs' weight panels for params (r->param_ptrs): packed once per
 * set of params (by their data pointers; a caller that rewrites weights
 * in place says so with cxrt_compiled_run_params_changed). */
int cxc_ensure_packed(CxrtCompiledRun *r, CxrtFrame *f) {
  const CxrtCompiled *m = r->m;
  int np = m->info.nparams;
  if (m->npacks == 0) return 0;
  if (r->packed_for && (np == 0 || memcmp(r->packed_for, r->param_ptrs, sizeof *r->param_ptrs * (size_t)np) == 0))
    return 0;
  for (int p = 0; p < m->npacks; p++) {
    if (!r->packed[p]) {
      int64_t dummy = 0;
      r->packed[p] = cxc_grow_floats(NULL, &dummy, m->pack_floats[p] + 16);
      if (!r->packed[p]) return -1;
    }
    memset(r->packed[p], 0, sizeof(float) * (size_t)m->pack_floats[p]);
  }
  if (!r->packed_for && !(r->packed_for = zalloc((size_t)(np ? np : 1), sizeof *r->packed_for))) return -1;
  m->pack(f);
  memcpy(r->packed_for, r->param_ptrs, sizeof *r->param_ptrs * (size_t)np);
  return 0;
}

void cxrt_compiled_run_times(const CxrtCompiledRun *r, double *linearize_ms, double *execute_ms) {
  if (linearize_ms) *linearize_ms = r->linearize_ms;
  if (execute_ms) *execute_ms = r->execute_ms;
}

/* The kernel of new node id (its group). */
int cxc_kernel_of(const CxrtLinearized *L, int32_t id) {
  int lo = 0, hi = L->nlevels * L->nbranches;
  while (hi - lo > 1) {
    int mid = (lo + hi) / 2;
    if (L->group_start[mid] <= id) lo = mid;
    else hi = mid;
  }
  return lo % L->nbranches;
}

static int32_t new_id(const CxrtCompiledRun *r, int32_t si, int32_t node) {
  const CxrtLinearized *L = &r->lin;
  if (si < 0 || si >= L->nstructs || node < 0 || node >= L->struct_offset[si + 1] - L->struct_offset[si]) return -1;
  return L->global_of[L->struct_offset[si] + node];
}

const float *cxrt_compiled_run_state(const CxrtCompiledRun *r, int32_t si, int32_t node, int comp) {
  int32_t id = new_id(r, si, node);
  if (id < 0 || comp < 0 || comp >= r->m->ncomps || !r->states[comp]) return NULL;
  return r->states[comp] + (int64_t)id * r->m->comp_numel[comp];
}

int cxrt_compiled_run_phase_branch(const CxrtCompiledRun *r, int phase, int32_t si, int32_t node) {
  if (!r->m->phased || phase < 0 || phase >= r->m->nphases) return phase == 0 ? cxrt_compiled_run_branch(r, si, node) : -1;
  const CxrtLinearized *L = r->phase_lin[phase];
  if (!L || si < 0 || si >= L->nstructs || node < 0 || node >= L->struct_offset[si + 1] - L->struct_offset[si]) return -1;
  return r->m->kernels[cxc_kernel_of(L, L->global_of[L->struct_offset[si] + node])].source;
}

int cxrt_compiled_run_branch(const CxrtCompiledRun *r, int32_t si, int32_t node) {
  int32_t id = new_id(r, si, node);
  if (id < 0) return -1;
  return r->m->kernels[cxc_kernel_of(&r->lin, id)].source;
}

/* ---- messages (the interpreter's wording) -------------------------------------- */

void cxc_describe_node(const CxrtDataset *d, int sidx, int32_t node, char *buf, size_t size) {
  const CxrtStructure *s = &d->structs[sidx];
  int line = s->line ? s->line[node] : 0, col = s->col ? s->col[node] : 0;
  const char *tok = s->tokens ? s->tokens[node] : NULL;
  const char *path = d->path ? d->path : "";
  int n = snprintf(buf, size, "node %d of structure %d", node, sidx);
  if (line > 0 && n > 0 && (size_t)n < size) n += snprintf(buf + n, size - (size_t)n, " (%s:%d:%d", path, line, col);
  if (tok && n > 0 && (size_t)n < size) n += snprintf(buf + n, size - (size_t)n, ", '%s'", tok);
  if (line > 0 && n > 0 && (size_t)n < size) snprintf(buf + n, size - (size_t)n, ")");
}

/* ---- running a batch ------------------------------------------------------------- */

int cxc_classify_tramp(void *ctx, int32_t arity, const int32_t *fields) {
  return ((const CxrtCompiled *)ctx)->classify(arity, fields);
}

/* p grown to at least need floats, 64-byte aligned (contents not kept);
 * NULL when there is not enough memory (*cap then 0; the caller reports). */
float *cxc_grow_floats(float *p, int64_t *cap, int64_t need) {
  if (need <= *cap && p) return p;
  int64_t n = *cap > 0 ? *cap : 256;
  while (n < need) n *= 2;
  free(p);
  p = n > ((int64_t)1 << 60) / 4 ? NULL : aligned_alloc(64, (size_t)((n * 4 + 63) & ~(int64_t)63));
  *cap = p ? n : 0;
  return p;
}

/* Any NaN or Inf in x[0..n)?  A float is not finite when its exponent
 * bits are all ones: (u & 0x7fffffff) + 0x00800000 then carries into the
 * sign bit.  An integer OR over blocks of 64 with a constant trip count,
 * which GCC vectorizes at -O2; the batch's states are scanned this way
 * first, and only a batch with a non-finite value is searched for the
 * first one (cxc_scan_nonfinite). */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
/* The runtime is built for the baseline x86-64 (SSE2: 4 floats a step);
 * GCC's clones give the loop AVX2's 8 and AVX-512's 16, picked once by
 * the CPU (an ifunc).  Not under the sanitizers, whose builds the
 * resolver would run before their runtime is up. */
__attribute__((target_clones("avx512f", "avx2", "default")))
#endif
bool cxc_any_nonfinite(const float *x, int64_t n) {
  uint32_t m = 0;
  int64_t j = 0;
  for (; j + 64 <= n; j += 64) {
    uint32_t b = 0;
    for (int l = 0; l < 64; l++) {
      uint32_t u;
      memcpy(&u, &x[j + l], sizeof u);
      b |= (u & 0x7fffffffu) + 0x00800000u;
    }
    m |= b;
  }
  for (; j < n; j++) {
    uint32_t u;
    memcpy(&u, &x[j], sizeof u);
    m |= (u & 0x7fffffffu) + 0x00800000u;
  }
  return (m >> 31) != 0;
}

/* First non-finite value of a structure's states (lowest level first) or
 * outputs; fills err. */
int cxc_scan_nonfinite(const CxrtCompiledRun *r, const CxrtDataset *d, int32_t si, int32_t sidx, CxrtError *err) {
  const CxrtCompiled *m = r->m;
  const CxrtLinearized *L = &r->lin;
  int32_t n = L->struct_offset[si + 1] - L->struct_offset[si];
  int32_t best = -1, best_local = -1, best_comp = -1;
  int64_t best_j = 0;
  float best_v = 0;
  for (int32_t v = 0; v < n; v++) {
    int32_t id = L->global_of[L->struct_offset[si] + v];
    if (best >= 0 && id > best) continue;
    for (int c = 0; c < m->ncomps; c++) {
      int64_t size = m->comp_numel[c];
      const float *x = r->states[c] + (int64_t)id * size;
      for (int64_t j = 0; j < size; j++)
        if (!isfinite(x[j])) {
          best = id;
          best_local = v;
          best_comp = c;
          best_j = j;
          best_v = x[j];
          c = m->ncomps;
          break;
        }
    }
  }
  if (best >= 0) {
    char where[512];
    cxc_describe_node(d, sidx, best_local, where, sizeof where);
    int k = cxc_kernel_of(L, best);
    int b = m->kernels[k].source;
    const CLoc *bl = &m->branch_locs[b];
    const char *cname = m->comp_names[best_comp] ? m->comp_names[best_comp] : "state";
    return cxrt_errorf(err, bl->file[0] ? bl->file : m->model_file, bl->line, bl->col,
                       "the %s of %s is %s (element %lld), computed by branch '%s' of rec '%s'; "
                       "the compiled code does not know which op made it: rerun with --interp to find the op, "
                       "or pass --allow-nan to continue",
                       cname, where, isnan(best_v) ? "NaN" : "Inf", (long long)best_j, m->branch_labels[b],
                       m->rec_name);
  }
  for (int o = 0; o < m->info.noutputs; o++) {
    const CxrtOutputInfo *oi = &m->info.outputs[o];
    const COutput *co = &m->outputs[o];
    int64_t numel = co->numel;
    int64_t row0 = oi->per_node ? L->struct_offset[si] : si, rows = oi->per_node ? n : 1;
    const float *x = r->out[o] + row0 * numel;
    for (int64_t j = 0; j < rows * numel; j++) {
      if (isfinite(x[j])) continue;
      char where[512];
      int32_t node = oi->per_node ? (int32_t)(j / numel) : d->structs[sidx].root;
      cxc_describe_node(d, sidx, node, where, sizeof where);
      return cxrt_errorf(err, co->loc.file[0] ? co->loc.file : m->model_file, co->loc.line, co->loc.col,
                         "output '%s' of %s is %s (element %lld); the compiled code does not know which op made it: "
                         "rerun with --interp to find the op, or pass --allow-nan to continue",
                         oi->name, where, isnan(x[j]) ? "NaN" : "Inf", (long long)(j % numel));
    }
  }
  return 0;
}