/* The thread pool: T - 1 workers, a big group cut in T contiguous chunks,
 * each with its own scratch and error record; levels stay in order. */
#include "stdlib/compiled_internal.h"
#include "stdlib/errstr.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the thread pool ------------------------------------------------------------ */

void cxc_chunk_of(int32_t start, int32_t end, int T, int i, int32_t *lo, int32_t *hi) {
  int64_t n = (int64_t)end - start;
  *lo = start + (int32_t)(n * i / T);
  *hi = start + (int32_t)(n * (i + 1) / T);
}

static void *worker_main(void *arg) {
  Worker *w = arg;
  Pool *p = w->pool;
  uint64_t seen = 0;
  pthread_mutex_lock(&p->mu);
  for (;;) {
    while (!p->quit && p->gen == seen) pthread_cond_wait(&p->go, &p->mu);
    if (p->quit) break;
    seen = p->gen;
    KernelFn fn = p->fn;
    CxrtFrame g = *p->f;
    int32_t lo, hi;
    cxc_chunk_of(p->start, p->end, p->nthreads, w->idx, &lo, &hi);
    pthread_mutex_unlock(&p->mu);
    if (lo < hi) {
      g.scratch = w->scratch;
      g.err = w->err;
      fn(&g, lo, hi);
    }
    pthread_mutex_lock(&p->mu);
    if (--p->pending == 0) pthread_cond_signal(&p->done);
  }
  pthread_mutex_unlock(&p->mu);
  return NULL;
}

void cxc_pool_free(Pool *p) {
  if (!p) return;
  pthread_mutex_lock(&p->mu);
  p->quit = true;
  pthread_cond_broadcast(&p->go);
  pthread_mutex_unlock(&p->mu);
  for (int i = 0; i < p->started; i++) pthread_join(p->w[i].tid, NULL);
  for (int i = 0; i < p->nthreads - 1; i++) free(p->w[i].scratch);
  pthread_mutex_destroy(&p->mu);
  pthread_cond_destroy(&p->go);
  pthread_cond_destroy(&p->done);
  free(p->w);
  free(p);
}

int cxrt_compiled_run_set_threads(CxrtCompiledRun *r, int threads, int64_t min_nodes, CxrtError *err) {
  if (threads < 1 || threads > CXRT_MAX_THREADS)
    return cxrt_errorf(err, "", 0, 0, "the number of threads must be from 1 to %d, not %d", CXRT_MAX_THREADS, threads);
  cxc_pool_free(r->pool);
  r->pool = NULL;
  r->threads = 1;
  r->thread_min_nodes = min_nodes > 0 ? min_nodes : CXRT_THREAD_MIN_NODES;
  if (threads == 1) return 0;
  Pool *p = calloc(1, sizeof *p);
  Worker *w = p ? calloc((size_t)threads - 1, sizeof *w) : NULL;
  if (!p || !w) {
    free(p);
    free(w);
    return cxrt_errorf(err, "", 0, 0, "cannot allocate a pool of %d threads", threads);
  }
  pthread_mutex_init(&p->mu, NULL);
  pthread_cond_init(&p->go, NULL);
  pthread_cond_init(&p->done, NULL);
  p->nthreads = threads;
  p->w = w;
  for (int i = 0; i < threads - 1; i++) {
    w[i].pool = p;
    w[i].idx = i + 1;
    int rc = pthread_create(&w[i].tid, NULL, worker_main, &w[i]);
    if (rc) {
      cxc_pool_free(p);
      return cxrt_errorf(err, "", 0, 0, "cannot start %d threads: %s", threads, CX_STRERROR(rc));
    }
    p->started++;
  }
  r->pool = p;
  r->threads = threads;
  return 0;
}

int cxrt_compiled_run_threads(const CxrtCompiledRun *r) { return r->threads; }

/* The workers' scratch, as big as the caller's (a chunk needs at most
 * what the whole group needs). */
static int pool_scratch(CxrtCompiledRun *r, int64_t need) {
  Pool *p = r->pool;
  if (!p) return 0;
  for (int i = 0; i < p->nthreads - 1; i++)
    if (!(p->w[i].scratch = cxc_grow_floats(p->w[i].scratch, &p->w[i].scratch_cap, need))) return -1;
  return 0;
}

/* Kernel fn on group [start, end): in chunks on the pool when it is big. */
void cxc_run_group(CxrtCompiledRun *r, KernelFn fn, CxrtFrame *f, int32_t start, int32_t end) {
  Pool *p = r->pool;
  if (!p || (int64_t)end - start < r->thread_min_nodes) {
    fn(f, start, end);
    return;
  }
  for (int i = 0; i < p->nthreads - 1; i++) memset(p->w[i].err, 0, sizeof p->w[i].err);
  pthread_mutex_lock(&p->mu);
  p->fn = fn;
  p->f = f;
  p->start = start;
  p->end = end;
  p->pending = p->nthreads - 1;
  p->gen++;
  pthread_cond_broadcast(&p->go);
  pthread_mutex_unlock(&p->mu);
  int32_t lo, hi;
  cxc_chunk_of(start, end, p->nthreads, 0, &lo, &hi);
  if (lo < hi) fn(f, lo, hi);
  pthread_mutex_lock(&p->mu);
  while (p->pending > 0) pthread_cond_wait(&p->done, &p->mu);
  pthread_mutex_unlock(&p->mu);
  /* the first error in chunk order, as one thread would have recorded */
  for (int i = 0; i < p->nthreads - 1 && !f->err[0]; i++)
    if (p->w[i].err[0]) memcpy(f->err, p->w[i].err, sizeof p->w[i].err);
}

/* A buffer of the batch could not be had: an error, not an abort (the
 * embedding program decides), and the next batch starts afresh. */
static int out_of_memory(CxrtCompiledRun *r, CxrtError *err, const char *what, int64_t nnodes) {
  r->valid = 0;
  for (int c = 0; c < r->m->ncomps; c++) {
    free(r->states[c]);
    r->states[c] = NULL;
  }
  r->state_cap = 0;
  cxrt_errorf(err, r->m->model_file, 0, 0,
              "out of memory for %s of a batch of %lld nodes; run smaller batches (--batch) or free memory", what,
              (long long)nnodes);
  return -1;
}

static int run_batch(CxrtCompiledRun *r, const CxrtTensor *params, const CxrtDataset *d, int32_t first,
                     int32_t count, const int *field_map, CxrtResult *results, CxrtError *err) {
  const CxrtCompiled *m = r->m;
  const CxrtModelInfo *info = &m->info;
  CxrtLinearized *L = &r->lin;
  r->valid = 0;

  double t0 = now_ms();
  CxrtLinearizeSpec spec = {m->nkernels, cxc_classify_tramp, (void *)m, m->max_child, info, field_map, 0,
                            (const char *const *)m->kernel_branch, (const char *const *)m->kernel_loc};
  if (cxrt_linearize(&spec, d, first, count, L, err)) return -2;
  double t1 = now_ms();
  r->linearize_ms += t1 - t0;

  /* Row indices from the data, checked like the interpreter does. */
  int32_t bad = cxc_find_bad_rows(r, d, first, count, field_map);
  CxrtError bad_err;
  memset(&bad_err, 0, sizeof bad_err);
  if (bad >= 0 && cxc_check_structure_rows(r, d, first + bad, field_map, &bad_err) == 0)
    cxrt_errorf(&bad_err, d->path ? d->path : "", 0, 0, "internal error: a bad row index vanished");

  /* Buffers. */
  int64_t nnodes = L->nnodes;
  if (nnodes > r->state_cap || (m->ncomps && !r->states[0])) {
    int64_t cap = r->state_cap > 0 ? r->state_cap : 64;
    while (cap < nnodes) cap *= 2;
    for (int c = 0; c < m->ncomps; c++) {
      int64_t dummy = 0;
      free(r->states[c]);
      r->states[c] = NULL;
      r->states[c] = cxc_grow_floats(NULL, &dummy, cap * m->comp_numel[c] + 16);
      if (!r->states[c]) cap = 0;
    }
    r->state_cap = cap;
    if (cap == 0) return out_of_memory(r, err, "the states", nnodes);
  }
  int64_t node_cap = 1, edge_cap = 1;
  int ngroups = L->nlevels * L->nbranches;
  for (int g = 0; g < ngroups; g++) {
    int64_t sz = L->group_start[g + 1] - L->group_start[g];
    int64_t ed = (int64_t)L->child_start[L->group_start[g + 1]] - L->child_start[L->group_start[g]];
    if (sz > node_cap) node_cap = sz;
    if (ed > edge_cap) edge_cap = ed;
  }
  int64_t need = 16;
  for (int k = 0; k < m->nkernels; k++) {
    int64_t f = cxc_temps_floats(m->kernels[k].temps, m->kernels[k].ntemps, node_cap, edge_cap);
    if (f > need) need = f;
  }
  for (int o = 0; o < info->noutputs; o++) {
    int64_t rows = info->outputs[o].per_node ? nnodes : L->nstructs;
    int64_t f = cxc_temps_floats(m->outputs[o].temps, m->outputs[o].ntemps, rows, 0);
    if (f > need) need = f;
    r->outbuf[o] = cxc_grow_floats(r->outbuf[o], &r->outbuf_cap[o], rows * m->outputs[o].numel + 16);
    if (!r->outbuf[o]) return out_of_memory(r, err, "the outputs", nnodes);
  }
  for (int q = 0; q < m->nreadouts; q++) {
    int64_t f = cxc_temps_floats(m->readouts[q].temps, m->readouts[q].ntemps, nnodes, 0);
    if (f > need) need = f;
  }
  r->scratch = cxc_grow_floats(r->scratch, &r->scratch_cap, need);
  if (!r->scratch || pool_scratch(r, need)) return out_of_memory(r, err, "the scratch buffers", nnodes);
  for (int i = 0; i < info->nparams; i++) r->param_ptrs[i] = params[i].data;

  CxrtFrame f;
  memset(&f, 0, sizeof f);
  f.params = r->param_ptrs;
  f.packed = r->packed;
  f.states = r->states;
  f.vfields = (const float *const *)L->vfields;
  f.child_start = L->child_start;
  f.children = L->children;
  f.ifields = L->ifields;
  f.group_start = L->group_start;
  f.scratch = r->scratch;
  memset(r->err, 0, sizeof r->err);
  f.err = r->err;
  f.node_cap = node_cap;
  f.edge_cap = edge_cap;
  f.nlevels = L->nlevels;
  f.nkernels = L->nbranches;
  if (cxc_readouts_prepare(r, &f, nnodes)) return out_of_memory(r, err, "the node-set reductions", nnodes);
  if (cxc_ensure_packed(r, &f)) return out_of_memory(r, err, "the packed weights", nnodes);
  if (cxc_leaf_prepare(r, &f, err)) return -1;
  r->lp_ok = m->nlprods > 0 && r->leaf_mode != CXRT_LEAF_TABLE_OFF;
  if (cxc_hoists_run(r, &f)) return out_of_memory(r, err, "the hoisted products", nnodes);
  for (int32_t lv = 0; lv < L->nlevels; lv++)
    for (int k = 0; k < m->nkernels; k++) {
      f.level = lv;
      int32_t g = lv * m->nkernels + k;
      int32_t gs = L->group_start[g], ge = L->group_start[g + 1];
      if (gs >= ge || cxc_leaf_run_group(r, k, &f, gs, ge)) continue;
      bool ordered = false;
      if (r->lp_ok) {
        cxc_lp_group(r, k, gs, ge);
        ordered = r->lp_ok && cxc_lp_order(r, k, gs, ge);
      }
      f.lp_slot = r->lp_ok ? r->lp_slot : NULL;
      f.lp_data = r->lp_ok ? r->lp_data : NULL;
      f.lp_perm = ordered ? r->lp_perm : NULL;
      cxc_run_group(r, m->kernfn[k], &f, gs, ge);
    }
  cxc_readouts_run(r, &f);
  for (int o = 0; o < info->noutputs; o++) {
    bool per_node = info->outputs[o].per_node;
    m->outfn[o](&f, per_node ? L->global_of : L->root, per_node ? L->nnodes : L->nstructs, r->outbuf[o]);
  }
  double t2 = now_ms();
  r->execute_ms += t2 - t1;

  /* Errors: row indices, then (in structure order) NaN/Inf. */
  int32_t limit = count;
  int rc = 0;
  if (bad >= 0) {
    limit = bad;
    *err = bad_err;
    rc = -1;
  } else if (r->err[0]) {
    int64_t node = r->err[2];
    int32_t si = node >= 0 && node < L->nnodes ? L->struct_of[node] : 0;
    limit = si;
    char where[512];
    cxc_describe_node(d, first + si, node >= 0 && node < L->nnodes ? L->local_of[node] : 0, where, sizeof where);
    int64_t k = r->err[4];
    const char *kname = k >= 0 && k < m->nkernels       ? m->kernels[k].name
                        : -1 - k >= 0 && -1 - k < info->noutputs ? m->outputs[-1 - k].kname
                                                                 : "?";
    cxrt_errorf(err, m->model_file, 0, 0, "%s: row %lld is out of range (instruction %%%lld of %s)", where,
                (long long)r->err[3], (long long)r->err[1], kname);
    rc = -1;
  }
  bool nonfinite = false;
  if (r->check_nonfinite) {
    for (int c = 0; c < m->ncomps && !nonfinite; c++)
      nonfinite = cxc_any_nonfinite(r->states[c], L->nnodes * m->comp_numel[c]);
    for (int o = 0; o < info->noutputs && !nonfinite; o++) {
      int64_t rows = info->outputs[o].per_node ? L->nnodes : L->nstructs;
      nonfinite = cxc_any_nonfinite(r->outbuf[o], rows * m->outputs[o].numel);
    }
  }
  if (nonfinite) {
    for (int32_t si = 0; si < limit; si++)
      if (cxc_scan_nonfinite(r, d, si, first + si, err)) {
        limit = si;
        rc = -1;
        break;
      }
  }

  /* Results, in the interpreter's layout. */
  for (int32_t si = 0; si < limit; si++) {
    const CxrtStructure *s = &d->structs[first + si];
    CxrtResult *res = &results[si];
    if (cxrt_result_init(res, info, s->nnodes)) {
      limit = si;
      rc = cxrt_errorf(err, m->model_file, 0, 0, "out of memory for the outputs of structure %d (%d nodes)",
                       first + si, s->nnodes);
      break;
    }
    res->root = s->root;
    for (int o = 0; o < info->noutputs; o++) {
      int64_t numel = m->outputs[o].numel;
      if (info->outputs[o].per_node)
        memcpy(res->values[o], r->outbuf[o] + (int64_t)L->struct_offset[si] * numel,
               sizeof(float) * (size_t)(numel * s->nnodes));
      else
        memcpy(res->values[o], r->outbuf[o] + (int64_t)si * numel, sizeof(float) * (size_t)numel);
    }
  }
  r->valid = limit;
  return rc;
}

int cxrt_compiled_run_batch(CxrtCompiledRun *r, const CxrtTensor *params, const CxrtDataset *d, int32_t first,
                            int32_t count, const int *field_map, CxrtResult *results, CxrtError *err) {
  int rc = run_batch(r, params, d, first, count, field_map, results, err);
  if (rc != -2) return rc;
  if (count == 1) {
    r->valid = 0;
    return -1;
  }
  /* The linearizer rejected a structure of the batch: run them one by one,
   * so the structures before it still get their results (as with the
   * interpreter) and the error is the first one's. */
  for (int32_t i = 0; i < count; i++) {
    rc = run_batch(r, params, d, first + i, 1, field_map, &results[i], err);
    if (rc) {
      r->valid = i + (r->valid > 0 ? r->valid : 0);
      return -1;
    }
  }
  r->valid = count;
  return 0;
}
