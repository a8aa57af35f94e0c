/* The thread pool: T - 1 workers, a big group cut in T contiguous chunks,
 * each with its own scratch and error record; levels stay in order. */
#define _GNU_SOURCE /* pthread_setaffinity_np, CPU_SET */
#include "stdlib/compiled_internal.h"
#include "stdlib/errstr.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the thread pool ------------------------------------------------------------ */

/* Dispatch without an OS wait per level: the caller publishes a job by
 * bumping `gen`; a worker spins on it (POOL_SPIN pauses, ~0.1 ms) and
 * only then sleeps on the condvar, so a batch's levels reach it through
 * memory while a machine with more runnable threads than CPUs (or a run
 * between batches) does not burn.  The caller spins on `pending` the same
 * way.  A sleeper is never missed: it counts itself in `sleepers` under
 * the mutex before re-checking gen, and the caller reads `sleepers` after
 * bumping gen (both seq_cst): one of them sees the other. */
#define POOL_SPIN 4096

static inline void cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#endif
}

void cxc_chunk_of(int32_t start, int32_t end, int T, int i, int32_t *lo, int32_t *hi) {
  int64_t n = (int64_t)end - start;
  *lo = start + (int32_t)(n * i / T);
  *hi = start + (int32_t)(n * (i + 1) / T);
}

/* Pin the calling thread to cpu; 0 or an errno. */
static int pin_to(int cpu) {
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  return pthread_setaffinity_np(pthread_self(), sizeof set, &set);
}

/* The barrier of a row-split kernel (CxrtFrame.sync): all T threads of
 * the job call it the same number of times. */
static void pool_sync(void *arg) {
  Pool *p = arg;
  uint64_t g = atomic_load(&p->bar_gen);
  if (atomic_fetch_add(&p->bar_count, 1) == p->nthreads - 1) {
    atomic_store(&p->bar_count, 0);
    atomic_fetch_add(&p->bar_gen, 1);
    if (atomic_load(&p->bar_sleepers) > 0) {
      pthread_mutex_lock(&p->mu);
      pthread_cond_broadcast(&p->bar_cv);
      pthread_mutex_unlock(&p->mu);
    }
    return;
  }
  for (int i = 0; i < POOL_SPIN; i++) {
    if (atomic_load_explicit(&p->bar_gen, memory_order_acquire) != g) return;
    cpu_relax();
  }
  pthread_mutex_lock(&p->mu);
  atomic_fetch_add(&p->bar_sleepers, 1);
  while (atomic_load(&p->bar_gen) == g) pthread_cond_wait(&p->bar_cv, &p->mu);
  atomic_fetch_sub(&p->bar_sleepers, 1);
  pthread_mutex_unlock(&p->mu);
}

/* Worker w's part of the job. */
static void run_part(Pool *p, Worker *w) {
  CxrtFrame g = p->frame;
  memset(w->err, 0, sizeof w->err);
  g.err = w->err;
  if (p->job.rows) { /* row split: the whole group, part idx of its rows, the caller's scratch */
    g.part = w->idx;
    p->job.fn(&g, p->job.start, p->job.end);
    return;
  }
  int32_t lo, hi;
  cxc_chunk_of(p->job.start, p->job.end, p->nthreads, w->idx, &lo, &hi);
  if (lo >= hi) return;
  g.scratch = w->scratch;
  p->job.fn(&g, lo, hi);
}

static void *worker_main(void *arg) {
  Worker *w = arg;
  Pool *p = w->pool;
  if (p->pinned) pin_to(p->cpus[w->idx]); /* checked in set_threads: the CPU is in the mask */
  uint64_t seen = 0;
  for (;;) {
    uint64_t gen = seen;
    for (int i = 0; i < POOL_SPIN && gen == seen && !atomic_load_explicit(&p->quit, memory_order_relaxed); i++) {
      gen = atomic_load_explicit(&p->job.gen, memory_order_acquire);
      if (gen == seen) cpu_relax();
    }
    if (gen == seen) {
      pthread_mutex_lock(&p->mu);
      atomic_fetch_add(&p->sleepers, 1);
      while (!atomic_load(&p->quit) && (gen = atomic_load(&p->job.gen)) == seen) pthread_cond_wait(&p->go, &p->mu);
      atomic_fetch_sub(&p->sleepers, 1);
      pthread_mutex_unlock(&p->mu);
    }
    if (atomic_load(&p->quit)) break;
    seen = gen;
    run_part(p, w);
    if (atomic_fetch_sub(&p->pending, 1) == 1 && atomic_load(&p->waiting)) {
      pthread_mutex_lock(&p->mu);
      pthread_cond_signal(&p->done);
      pthread_mutex_unlock(&p->mu);
    }
  }
  return NULL;
}

void cxc_pool_free(Pool *p) {
  if (!p) return;
  pthread_mutex_lock(&p->mu);
  atomic_store(&p->quit, true);
  pthread_cond_broadcast(&p->go);
  pthread_mutex_unlock(&p->mu);
  for (int i = 0; i < p->started; i++) pthread_join(p->w[i].tid, NULL);
  for (int i = 0; i < p->nthreads - 1; i++) free(p->w[i].scratch);
  pthread_mutex_destroy(&p->mu);
  pthread_cond_destroy(&p->go);
  pthread_cond_destroy(&p->done);
  pthread_cond_destroy(&p->bar_cv);
  free(p->w);
  free(p);
}

/* An int from a sysfs file, -1 when there is none. */
static long sysfs_long(int cpu, const char *what) {
  char path[128];
  snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu%d/topology/%s", cpu, what);
  FILE *f = fopen(path, "r");
  long v = -1;
  if (f) {
    if (fscanf(f, "%ld", &v) != 1) v = -1;
    fclose(f);
  }
  return v;
}

static bool env_off(const char *name) {
  const char *v = getenv(name);
  return v && (!strcmp(v, "0") || !strcmp(v, "off") || !strcmp(v, "no"));
}

/* The CPUs of the caller's affinity mask, one per core first (a core's
 * hyperthreads share its FMA units and L2), into p->cpus; pinned when
 * there are at least T; whether T CPUs on T different cores exist. */
static void pool_place(Pool *p, int T) {
  cpu_set_t mask;
  int all[CXRT_MAX_THREADS], n = 0;
  long core[CXRT_MAX_THREADS];
  p->pinned = false;
  p->distinct_cores = true;
  if (pthread_getaffinity_np(pthread_self(), sizeof mask, &mask) != 0) {
    snprintf(p->note, sizeof p->note, "threads not pinned: the affinity mask cannot be read");
    return;
  }
  for (int c = 0; c < CPU_SETSIZE && n < CXRT_MAX_THREADS; c++)
    if (CPU_ISSET(c, &mask)) {
      core[n] = sysfs_long(c, "physical_package_id") * 65536 + sysfs_long(c, "core_id");
      all[n++] = c;
    }
  int k = 0;
  bool used[CXRT_MAX_THREADS] = {false};
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < n && k < T; i++) {
      if (used[i]) continue;
      bool dup = false;
      for (int j = 0; j < k && !pass; j++) dup = dup || (core[i] >= 0 && p->core[j] == core[i]);
      if (dup) continue;
      used[i] = true;
      p->core[k] = core[i];
      p->cpus[k++] = all[i];
    }
  for (int i = 0; i < k; i++)
    for (int j = 0; j < i; j++)
      if (p->core[i] >= 0 && p->core[i] == p->core[j]) p->distinct_cores = false;
  if (n < T) {
    p->distinct_cores = false;
    snprintf(p->note, sizeof p->note, "threads not pinned: %d threads, %d CPUs in the affinity mask", T, n);
    return;
  }
  if (env_off("CORTEX_PIN")) {
    snprintf(p->note, sizeof p->note, "threads not pinned (CORTEX_PIN=%s)", getenv("CORTEX_PIN"));
    return;
  }
  p->pinned = true;
  if (!p->distinct_cores)
    snprintf(p->note, sizeof p->note,
             "%d threads but fewer cores in the affinity mask: CPUs of one core share its FMA units, so small levels "
             "are not split by rows",
             T);
}

int cxrt_compiled_run_set_threads(CxrtCompiledRun *r, int threads, int64_t min_nodes, CxrtError *err) {
  if (threads < 1 || threads > CXRT_MAX_THREADS)
    return cxrt_errorf(err, "", 0, 0, "the number of threads must be from 1 to %d, not %d", CXRT_MAX_THREADS, threads);
  cxc_pool_free(r->pool);
  r->pool = NULL;
  r->threads = 1;
  r->thread_min_nodes = min_nodes > 0 ? min_nodes : CXRT_THREAD_MIN_NODES;
  r->row_groups = 0;
  if (threads == 1) return 0;
  void *pv = NULL, *wv = NULL;
  if (posix_memalign(&pv, 64, sizeof(Pool)) != 0 ||
      posix_memalign(&wv, 64, sizeof(Worker) * ((size_t)threads - 1)) != 0) {
    free(pv);
    return cxrt_errorf(err, "", 0, 0, "cannot allocate a pool of %d threads", threads);
  }
  Pool *p = memset(pv, 0, sizeof(Pool));
  Worker *w = memset(wv, 0, sizeof(Worker) * ((size_t)threads - 1));
  pthread_mutex_init(&p->mu, NULL);
  pthread_cond_init(&p->go, NULL);
  pthread_cond_init(&p->done, NULL);
  pthread_cond_init(&p->bar_cv, NULL);
  p->nthreads = threads;
  p->w = w;
  pool_place(p, threads);
  const char *rs = getenv("CORTEX_ROW_SPLIT");
  p->row_split = rs && !strcmp(rs, "force") ? 1 : p->distinct_cores && !env_off("CORTEX_ROW_SPLIT") ? 2 : 0;
  if (p->distinct_cores && !p->row_split && !p->note[0])
    snprintf(p->note, sizeof p->note, "small levels not split by rows (CORTEX_ROW_SPLIT=%s)", getenv("CORTEX_ROW_SPLIT"));
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

int64_t cxrt_compiled_run_row_split_groups(const CxrtCompiledRun *r) { return r->row_groups; }

const char *cxrt_compiled_run_threads_note(const CxrtCompiledRun *r) {
  return r->pool && r->pool->note[0] ? r->pool->note : NULL;
}

/* The workers' scratch, as big as the caller's (a chunk needs at most
 * what the whole group needs). */
static int pool_scratch(CxrtCompiledRun *r, int64_t need) {
  Pool *p = r->pool;
  if (!p) return 0;
  for (int i = 0; i < p->nthreads - 1; i++)
    if (!(p->w[i].scratch = cxc_grow_floats(p->w[i].scratch, &p->w[i].scratch_cap, need))) return -1;
  return 0;
}

/* The caller on its CPU (pinned pools), checked at every group on the
 * pool: a caller already on cpus[0] is left alone (sched_getcpu reads the
 * kernel's per-thread record, no system call; pinning and unpinning cost
 * ~4 us a batch, measured: 2 threads, TreeLSTM H = 16, row split forced);
 * one elsewhere is pinned there until the end of the batch, when its own
 * mask comes back. */
static void pin_caller(CxrtCompiledRun *r, bool on) {
  Pool *p = r->pool;
  if (!p || !p->pinned) return;
  if (on) {
    if (p->caller_pinned || sched_getcpu() == p->cpus[0]) return;
    p->caller_pinned = pthread_getaffinity_np(pthread_self(), sizeof p->caller_mask, &p->caller_mask) == 0 &&
                       pin_to(p->cpus[0]) == 0;
  } else if (p->caller_pinned) {
    pthread_setaffinity_np(pthread_self(), sizeof p->caller_mask, &p->caller_mask);
    p->caller_pinned = false;
  }
}

/* Kernel k on group [start, end): a big group in node chunks on the pool;
 * a small one of a row-split kernel by row blocks on the pool, every
 * thread on every node (ir/rowsplit.c); else on the caller. */
void cxc_run_group(CxrtCompiledRun *r, int k, CxrtFrame *f, int32_t start, int32_t end) {
  Pool *p = r->pool;
  KernelFn fn = r->m->kernfn[k];
  bool big = p && (int64_t)end - start >= r->thread_min_nodes;
  bool rows = p && !big && p->row_split && r->m->kernels[k].row_split >= p->row_split;
  if (!big && !rows) {
    fn(f, start, end);
    return;
  }
  pin_caller(r, true);
  if (rows) {
    r->row_groups++;
    f->part = 0;
    f->nparts = p->nthreads;
    f->sync = pool_sync;
    f->sync_arg = p;
  }
  p->frame = *f;
  p->job.fn = fn;
  p->job.start = start;
  p->job.end = end;
  p->job.rows = rows;
  atomic_store(&p->pending, p->nthreads - 1);
  atomic_fetch_add(&p->job.gen, 1);
  if (atomic_load(&p->sleepers) > 0) {
    pthread_mutex_lock(&p->mu);
    pthread_cond_broadcast(&p->go);
    pthread_mutex_unlock(&p->mu);
  }
  if (rows) {
    fn(f, start, end);
  } else {
    int32_t lo, hi;
    cxc_chunk_of(start, end, p->nthreads, 0, &lo, &hi);
    if (lo < hi) fn(f, lo, hi);
  }
  bool done = false;
  for (int i = 0; i < POOL_SPIN && !done; i++) {
    done = atomic_load_explicit(&p->pending, memory_order_acquire) == 0;
    if (!done) cpu_relax();
  }
  if (!done) {
    pthread_mutex_lock(&p->mu);
    atomic_store(&p->waiting, 1);
    while (atomic_load(&p->pending) > 0) pthread_cond_wait(&p->done, &p->mu);
    atomic_store(&p->waiting, 0);
    pthread_mutex_unlock(&p->mu);
  }
  f->nparts = 0;
  f->sync = NULL;
  f->sync_arg = NULL;
  /* the first error in chunk (or part) order, as one thread would have recorded */
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

/* Phases (compiled_phase.c): linearization ph swapped with lin, so that
 * everything reading lin sees it; and the frame's view of lin. */
static void swap_lin(CxrtCompiledRun *r, int ph) {
  CxrtLinearized tmp = r->lin;
  r->lin = r->plin[ph];
  r->plin[ph] = tmp;
}

static void frame_lin(CxrtCompiledRun *r, CxrtFrame *f) {
  const CxrtLinearized *L = &r->lin;
  f->vfields = (const float *const *)L->vfields;
  f->child_start = L->child_start;
  f->children = L->children;
  f->ifields = L->ifields;
  f->nints = r->m->node_ints ? L->nints : NULL;
  f->group_start = L->group_start;
  f->nlevels = L->nlevels;
  if (r->m->nreadouts > 0) {
    for (int i = 0; i < r->m->info.nfields; i++) r->vf_ext[i] = L->vfields[i];
    f->vfields = r->vf_ext;
  }
}

/* The error a kernel recorded as it ran (backend/jit/jit.h: err[0..5)),
 * in the interpreter's words at the site's location (the blob's sites):
 * a row index or a divisor computed from tensors, at node `local` of
 * structure `sidx`. */
static void kernel_error(const CxrtCompiled *m, const CxrtDataset *d, int32_t sidx, int32_t local, const int64_t *rec,
                         CxrtError *err) {
  char where[512];
  cxc_describe_node(d, sidx, local, where, sizeof where);
  const CSite *st = NULL;
  for (int q = 0; q < m->nsites && !st; q++)
    if (m->sites[q].kernel == rec[4] && m->sites[q].instr == rec[1]) st = &m->sites[q];
  if (!st) { /* (every site a kernel records is in the blob: ir/sched_gen.c, backend/jit/blob.c) */
    cxrt_errorf(err, m->model_file, 0, 0, "%s: a value is out of range (instruction %%%lld)", where, (long long)rec[1]);
    return;
  }
  const char *file = st->loc.file[0] ? st->loc.file : m->model_file;
  if (st->kind == CX_SITE_ROW)
    cxc_row_error(err, file, st->loc.line, st->loc.col, where, rec[3], st->matrix, st->rows);
  else
    cxc_zero_divisor_error(err, file, st->loc.line, st->loc.col, st->kind == CX_SITE_DIV, where);
}

/* Structure sidx's result, sized for its outputs; -1 when out of memory. */
static int init_result(const CxrtCompiled *m, const CxrtDataset *d, int32_t sidx, CxrtResult *res, CxrtError *err) {
  if (cxrt_result_init(res, &m->info, d->structs[sidx].nnodes) == 0) return 0;
  return cxrt_errorf(err, m->model_file, 0, 0, "out of memory for the outputs of structure %d (%d nodes)", sidx,
                     d->structs[sidx].nnodes);
}

static int run_batch(CxrtCompiledRun *r, const CxrtTensor *params, const CxrtDataset *d, int32_t first,
                     int32_t count, const int *field_map, CxrtResult *results, CxrtError *err) {
  const CxrtCompiled *m = r->m;
  const CxrtModelInfo *info = &m->info;
  CxrtLinearized *L = &r->lin;
  r->valid = 0;

  double t0 = now_ms();
  CxrtLinearizeSpec spec = {m->nkernels, cxc_classify_tramp, (void *)m, m->max_child, info, field_map, 0,
                            (const char *const *)m->kernel_branch, (const char *const *)m->kernel_loc,
                            m->node_ints, NULL, m->one_level};
  /* One linearization per phase (compiled_phase.c): phase ph < P - 1 into
   * plin[ph], the last into lin; a reversed phase over the reversed
   * structures.  Every one before anything runs, so that a structure one
   * of them rejects is found first. */
  int P = m->nphases;
  bool phased = m->phased;
  CxrtDataset rd; /* the reversed structures, kept for the row checks */
  bool have_rd = false;
  for (int ph = 0; ph < P && phased; ph++) {
    CPhaseCtx ctx = {m, ph};
    CxrtLinearizeSpec ps = spec;
    ps.classify = cxc_phase_classify_tramp;
    ps.ctx = &ctx;
    ps.one_level = m->one_level || m->phase_one_level[ph];
    const CxrtDataset *dp = d;
    if (m->phase_reversed[ph]) {
      if (!have_rd && cxc_reverse_batch(r, d, first, count, &rd))
        return out_of_memory(r, err, "the reversed structures", count);
      have_rd = true;
      dp = &rd;
      ps.node_ints_of = d; /* the real n.depth, not the reversed one's */
    }
    if (cxrt_linearize(&ps, dp, first, count, ph == P - 1 ? L : &r->plin[ph], err)) return -2;
    if (m->phase_reversed[ph] && cxc_check_other_children(r, ph == P - 1 ? L : &r->plin[ph], d, first, err)) return -2;
  }
  if (!phased && cxrt_linearize(&spec, d, first, count, L, err)) return -2;
  /* (a bottom-up numbering's other edges are the reversed structures') */
  if (m->other_edges && !have_rd) {
    if (cxc_reverse_batch(r, d, first, count, &rd)) return out_of_memory(r, err, "the reversed structures", count);
    have_rd = true;
  }
  /* The readouts and outputs read the structure as it is (leaf(k), its
   * children): after a reversed last phase the states move into phase
   * 0's numbering, or, when phase 0 is reversed too, into plin[P], the
   * structure linearized for that alone (one group). */
  int outph = phased && m->phase_reversed[P - 1] ? (m->phase_reversed[0] ? P : 0) : -1;
  if (outph == P) {
    CxrtLinearizeSpec os = spec;
    os.classify = NULL;
    os.branch_max_child = NULL;
    if (cxrt_linearize(&os, d, first, count, &r->plin[P], err)) return -2;
  }
  double t1 = now_ms();
  r->linearize_ms += t1 - t0;

  /* Row indices and int divisors from the data, checked like the
   * interpreter does. */
  const CxrtDataset *rdp = have_rd ? &rd : NULL;
  int32_t bad = cxc_find_bad_rows(r, d, rdp, phased && m->phase_reversed[P - 1], first, count, field_map);
  for (int ph = 0; ph + 1 < P; ph++) { /* the other phases' branches too */
    swap_lin(r, ph);
    int32_t b2 = cxc_find_bad_rows(r, d, rdp, m->phase_reversed[ph], first, count, field_map);
    swap_lin(r, ph);
    if (b2 >= 0 && (bad < 0 || b2 < bad)) bad = b2;
  }
  CxrtError bad_err;
  memset(&bad_err, 0, sizeof bad_err);
  if (bad >= 0 && cxc_check_structure_rows(r, d, rdp, first + bad, field_map, &bad_err) == 0)
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
  for (int ph = 0; ph < P; ph++) {
    const CxrtLinearized *Lp = ph == P - 1 || P <= 1 ? L : &r->plin[ph];
    int ngroups = Lp->nlevels * Lp->nbranches;
    for (int g = 0; g < ngroups; g++) {
      int64_t sz = Lp->group_start[g + 1] - Lp->group_start[g];
      int64_t ed = (int64_t)Lp->child_start[Lp->group_start[g + 1]] - Lp->child_start[Lp->group_start[g]];
      if (m->other_edges) { /* a group's other edges share the edge temps */
        int64_t oed = cxc_other_group_edges(Lp, phased && m->phase_reversed[ph] ? d : &rd, first,
                                            Lp->group_start[g], Lp->group_start[g + 1]);
        if (oed > ed) ed = oed;
      }
      if (sz > node_cap) node_cap = sz;
      if (ed > edge_cap) edge_cap = ed;
    }
  }
  int64_t need = 16;
  for (int k = 0; k < m->nkernels; k++) {
    int64_t f = cxc_temps_floats(m->kernels[k].temps, m->kernels[k].ntemps, node_cap, edge_cap);
    if (f > need) need = f;
  }
  /* an output's per-edge temps (its reductions over n's children or
   * parents) have a row per edge of the batch (as many either way) */
  int64_t out_edges = L->child_start[nnodes] > 0 ? L->child_start[nnodes] : 1;
  for (int o = 0; o < info->noutputs; o++) {
    int64_t rows = info->outputs[o].per_node ? nnodes : L->nstructs;
    int64_t f = cxc_temps_floats(m->outputs[o].temps, m->outputs[o].ntemps, rows, out_edges);
    if (f > need) need = f;
    if (count > 1) {
      r->outbuf[o] = cxc_grow_floats(r->outbuf[o], &r->outbuf_cap[o], rows * m->outputs[o].numel + 16);
      if (!r->outbuf[o]) return out_of_memory(r, err, "the outputs", nnodes);
      r->out[o] = r->outbuf[o];
    }
  }
  /* A lone structure's outputs are written straight into its result, in
   * the same layout (the per-node rows in node order), with no copy; its
   * buffers have the same 16 floats of slack as outbuf. */
  if (count == 1) {
    if (init_result(m, d, first, &results[0], err)) return -1;
    for (int o = 0; o < info->noutputs; o++) r->out[o] = results[0].values[o];
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
  f.nints = m->node_ints ? L->nints : NULL;
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
  /* The phases in order, each on its own linearization (swapped into
   * lin while it runs, so everything below sees the running phase's); the
   * states computed so far move into each next phase's numbering. */
  int32_t err_si = -1, err_local = 0;
  for (int ph = 0; ph < (P > 1 ? P : 1); ph++) {
    bool swapped = P > 1 && ph < P - 1;
    if (swapped) swap_lin(r, ph);
    if (ph > 0 && cxc_permute_states(r, ph - 1 < P - 1 ? &r->plin[ph - 1] : L, L))
      return out_of_memory(r, err, "the states", nnodes);
    if (phased) frame_lin(r, &f);
    if (m->other_edges && cxc_other_edges(r, phased && m->phase_reversed[ph] ? d : &rd, first, &f))
      return out_of_memory(r, err, "the other edges", nnodes);
    if (cxc_hoists_run(r, &f)) return out_of_memory(r, err, "the hoisted products", nnodes);
    for (int32_t lv = 0; lv < L->nlevels; lv++)
      for (int k = 0; k < m->nkernels; k++) {
        if (P > 1 && m->kernel_phase[k] != ph) continue;
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
        cxc_run_group(r, k, &f, gs, ge);
      }
    /* the first row error's node, in this phase's numbering */
    if (r->err[0] && err_si < 0) {
      int64_t node = r->err[2];
      err_si = node >= 0 && node < L->nnodes ? L->struct_of[node] : 0;
      err_local = node >= 0 && node < L->nnodes ? L->local_of[node] : 0;
    }
    if (swapped) swap_lin(r, ph);
  }
  if (outph >= 0) {
    if (cxc_permute_states(r, L, &r->plin[outph])) return out_of_memory(r, err, "the states", nnodes);
    swap_lin(r, outph);
    frame_lin(r, &f);
  }
  for (int ph = 0; ph < P && phased; ph++)
    r->phase_lin[ph] = ph < P - 1 ? (outph == ph ? &r->lin : &r->plin[ph]) : outph >= 0 ? &r->plin[outph] : &r->lin;
  pin_caller(r, false);
  /* the outputs' numbering is bottom-up: their other edges are parents */
  if (m->other_edges && cxc_other_edges(r, &rd, first, &f)) return out_of_memory(r, err, "the other edges", nnodes);
  cxc_readouts_run(r, &f);
  f.edge_cap = out_edges;
  for (int o = 0; o < info->noutputs; o++) {
    bool per_node = info->outputs[o].per_node;
    m->outfn[o](&f, per_node ? L->global_of : L->root, per_node ? L->nnodes : L->nstructs, r->out[o]);
  }
  double t2 = now_ms();
  r->execute_ms += t2 - t1;

  /* An error a kernel recorded is the first of the batch in the kernels'
   * order (level by level), not in the structures' order: run the batch
   * one structure at a time (cxrt_compiled_run_batch), so that the error
   * is the first structure's and those before it get their results, as
   * with the interpreter. */
  if (r->err[0] && count > 1) {
    r->valid = 0;
    return -2;
  }
  /* Errors: row indices, then (in structure order) NaN/Inf. */
  int32_t limit = count;
  int rc = 0;
  if (bad >= 0) {
    limit = bad;
    *err = bad_err;
    rc = -1;
  } else if (r->err[0]) {
    /* an error of the readouts or outputs: its node in their numbering */
    if (err_si < 0) {
      int64_t node = r->err[2];
      err_si = node >= 0 && node < L->nnodes ? L->struct_of[node] : 0;
      err_local = node >= 0 && node < L->nnodes ? L->local_of[node] : 0;
    }
    limit = err_si;
    kernel_error(m, d, first + err_si, err_local, r->err, err);
    rc = -1;
  }
  bool nonfinite = false;
  if (r->check_nonfinite) {
    for (int c = 0; c < m->ncomps && !nonfinite; c++)
      nonfinite = cxc_any_nonfinite(r->states[c], L->nnodes * m->comp_numel[c]);
    for (int o = 0; o < info->noutputs && !nonfinite; o++) {
      int64_t rows = info->outputs[o].per_node ? L->nnodes : L->nstructs;
      nonfinite = cxc_any_nonfinite(r->out[o], rows * m->outputs[o].numel);
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
    /* (a lone structure's result is initialized and written in place) */
    if (count > 1 && init_result(m, d, first + si, res, err)) {
      limit = si;
      rc = -1;
      break;
    }
    res->root = s->root;
    if (count == 1) break;
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
  /* The linearizer rejected a structure of the batch, or a kernel
   * recorded an error: run them one by one, so the structures before it
   * still get their results (as with the interpreter) and the error is the
   * first one's. */
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
