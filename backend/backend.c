/* The backends' tables (backend/backend.h): the interpreter and the
 * compiled code behind one set of entry points. */
#include "backend/backend.h"

#include <stdlib.h>
#include <time.h>

#include "backend/interp/interp.h"

struct CxEngine {
  const IrProgram *p;
  bool check_nonfinite;
  const CxrtTensor *params;    /* the interpreter's were made for these */
  Interp *interp;              /* the interpreter's */
  JitModel *jit;               /* the compiled code's */
  IrProgram *fused;            /* the compiled code's passes fused, for the
                                  map of its states and branches to them
                                  (a cached model has no schedule); NULL */
  int32_t valid;
  double execute_ms;
  /* the compiled code's last batch, for order(): a pass's nodes in the
   * order the interpreter computes them (children first; a top-down pass
   * the reverse), so --trace lists the same order with both backends */
  const CxrtDataset *last_d;
  int32_t last_first;
  struct JitOrder *order;
};

typedef struct JitOrder {
  CxrtFacts facts;
  int32_t of;                  /* the structure facts holds; -1: none */
  int32_t *rev;
  int32_t cap;
} JitOrder;

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* ---- the interpreter ------------------------------------------------------------ */

static CxEngine *interp_open(CxSession *s, const IrProgram *p, const CxEngineOptions *o, CxrtError *err) {
  (void)s;
  CxEngine *e = calloc(1, sizeof *e);
  if (!e) {
    cxrt_errorf(err, "", 0, 0, "out of memory for the interpreter");
    return NULL;
  }
  e->p = p;
  e->check_nonfinite = o->check_nonfinite;
  return e;
}

static int interp_run_batch(CxEngine *e, const CxrtTensor *params, const CxrtDataset *d, int32_t first,
                            int32_t count, const int *field_map, CxrtResult *results, CxrtError *err) {
  /* the interpreter is made for its params: again when they change */
  if (!e->interp || e->params != params) {
    interp_free(e->interp);
    InterpOptions io = {.check_nonfinite = e->check_nonfinite};
    e->interp = interp_new(e->p, params, &io);
    e->params = params;
  }
  double t0 = now_ms();
  int rc = 0;
  e->valid = 0;
  for (int32_t k = 0; k < count && rc == 0; k++) {
    rc = interp_run(e->interp, d, first + k, field_map, &results[k], err);
    if (rc == 0) e->valid = k + 1;
  }
  e->execute_ms += now_ms() - t0;
  return rc ? -1 : 0;
}

static int32_t interp_valid(const CxEngine *e) { return e->valid; }

/* The interpreter keeps the states of the structure it ran last: the one
 * structure of a run (max_batch 1). */
static const float *interp_engine_state(const CxEngine *e, int32_t si, int pass, int32_t node, int comp) {
  return si == 0 && e->interp ? interp_pass_state(e->interp, pass, node, comp) : NULL;
}

static int interp_engine_branch(const CxEngine *e, int32_t si, int pass, int32_t node) {
  return si == 0 && e->interp ? interp_pass_branch(e->interp, pass, node) : -1;
}

static const int32_t *interp_engine_order(const CxEngine *e, int32_t si, int pass, int32_t *n) {
  *n = 0;
  return si == 0 && e->interp ? interp_pass_order(e->interp, pass, n) : NULL;
}

/* The interpreter is made again for the params at the next run (it reads
 * them as it goes, but a new set may have the old one's address). */
static void interp_params_changed(CxEngine *e) {
  interp_free(e->interp);
  e->interp = NULL;
}

static CxEngineTimes interp_times(const CxEngine *e) { return (CxEngineTimes){0, e->execute_ms, 0, NULL}; }

static int interp_set_threads(CxEngine *e, int threads, CxrtError *err) {
  (void)e;
  return threads == 1 ? 0 : cxrt_errorf(err, "", 0, 0, "the interpreter runs on one thread, not %d", threads);
}

static void interp_close(CxEngine *e) {
  if (!e) return;
  interp_free(e->interp);
  free(e);
}

const CxBackend cx_backend_interp = {
    "interp", 1, interp_open, interp_run_batch, interp_valid, interp_engine_state, interp_engine_branch,
    interp_engine_order, interp_params_changed, interp_times, interp_set_threads, interp_close,
};

/* ---- the compiled code ------------------------------------------------------------ */

static CxEngine *jit_open(CxSession *s, const IrProgram *p, const CxEngineOptions *o, CxrtError *err) {
  CxEngine *e = calloc(1, sizeof *e);
  if (!e) {
    cxrt_errorf(err, "", 0, 0, "out of memory");
    return NULL;
  }
  JitOptions jo;
  if (o->jit) jo = *o->jit;
  else jit_default_options(&jo);
  jo.check_nonfinite = o->check_nonfinite;
  e->jit = o->cache ? jit_compile_cached(s, p, &jo, NULL, o->cache_extra ? o->cache_extra : "", o->cache_info)
                    : jit_compile_uncached(s, p, &jo, o->cache_info);
  if (!e->jit) {
    free(e);
    return NULL;
  }
  /* The fusion is deterministic: the same tuples as the compiled code's. */
  if (ir_needs_fusion(p)) e->fused = ir_fuse_passes(p);
  e->p = p;
  e->order = calloc(1, sizeof *e->order); /* NULL: --trace lists node order */
  CxrtCompiledRun *run = jit_compiled_run(e->jit);
  cxrt_compiled_run_set_leaf_table(run, o->leaf_table, -1);
  if (o->threads > 1 && cxrt_compiled_run_set_threads(run, o->threads, 0, err)) {
    jit_free(e->jit);
    ir_fused_free(e->fused);
    free(e);
    return NULL;
  }
  return e;
}

static int jit_engine_run(CxEngine *e, const CxrtTensor *params, const CxrtDataset *d, int32_t first, int32_t count,
                          const int *field_map, CxrtResult *results, CxrtError *err) {
  e->last_d = d;
  e->last_first = first;
  if (e->order) e->order->of = -1; /* once per structure, not per pass */
  return jit_run_batch(e->jit, params, d, first, count, field_map, results, err);
}

static int32_t jit_engine_valid(const CxEngine *e) { return jit_valid_results(e->jit); }

/* The compiled code runs its passes fused (ir/fuse.c): pass k's component
 * c is fused component comp_base[k] + c, and a node's fused branch names
 * the branch of every pass.  Results are listed in node order. */
static const float *jit_engine_state(const CxEngine *e, int32_t si, int pass, int32_t node, int comp) {
  const IrFusion *fu = e->fused ? e->fused->fusion : NULL;
  if (!fu) return pass == 0 ? jit_state(e->jit, si, node, comp) : NULL;
  if (pass < 0 || pass >= fu->npasses) return NULL;
  return jit_state(e->jit, si, node, fu->comp_base[pass] + comp);
}

static int jit_engine_branch(const CxEngine *e, int32_t si, int pass, int32_t node) {
  const IrFusion *fu = e->fused ? e->fused->fusion : NULL;
  if (!fu) return pass == 0 ? jit_branch(e->jit, si, node) : -1;
  if (pass < 0 || pass >= fu->npasses) return -1;
  /* with phases (top-down passes), the node's branch in its pass's phase */
  int b = fu->nphases > 1 ? jit_phase_branch(e->jit, fu->pass_phase[pass], si, node) : jit_branch(e->jit, si, node);
  return b >= 0 ? fu->branch_of[b * fu->npasses + pass] : -1;
}

static const int32_t *jit_engine_order(const CxEngine *e, int32_t si, int pass, int32_t *n) {
  *n = 0;
  JitOrder *o = e->order;
  if (!o || !e->last_d || pass < 0 || pass >= e->p->npasses) return NULL;
  CxrtError err;
  if (o->of != e->last_first + si) {
    if (cxrt_structure_facts(e->last_d, e->last_first + si, &o->facts, &err)) return NULL; /* node order */
    o->of = e->last_first + si;
  }
  int32_t nn = o->facts.nnodes;
  if (e->p->passes[pass].dir != IR_DIR_DOWN) {
    *n = nn;
    return o->facts.order;
  }
  if (nn > o->cap) {
    int32_t *r = realloc(o->rev, sizeof *r * (size_t)nn);
    if (!r) return NULL;
    o->rev = r;
    o->cap = nn;
  }
  for (int32_t t = 0; t < nn; t++) o->rev[t] = o->facts.order[nn - 1 - t];
  *n = nn;
  return o->rev;
}

static void jit_engine_params_changed(CxEngine *e) { jit_params_changed(e->jit); }

static CxEngineTimes jit_engine_times(const CxEngine *e) {
  JitTimes t = jit_times(e->jit);
  const CxrtCompiledRun *run = jit_compiled_run(e->jit);
  return (CxEngineTimes){t.linearize_ms, t.execute_ms, cxrt_compiled_run_row_split_groups(run),
                         cxrt_compiled_run_threads_note(run)};
}

static int jit_set_threads(CxEngine *e, int threads, CxrtError *err) {
  return cxrt_compiled_run_set_threads(jit_compiled_run(e->jit), threads, 0, err);
}

static void jit_close(CxEngine *e) {
  if (!e) return;
  if (e->order) {
    cxrt_facts_free(&e->order->facts);
    free(e->order->rev);
    free(e->order);
  }
  jit_free(e->jit);
  ir_fused_free(e->fused);
  free(e);
}

const CxBackend cx_backend_jit = {
    "jit", 0, jit_open, jit_engine_run, jit_engine_valid, jit_engine_state, jit_engine_branch, jit_engine_order,
    jit_engine_params_changed, jit_engine_times, jit_set_threads, jit_close,
};

/* ---- a runner --------------------------------------------------------------------- */

int cx_runner_open(CxRunner *r, const CxBackend *b, CxSession *s, const IrProgram *p, const CxEngineOptions *o,
                   CxrtError *err) {
  r->b = b;
  r->e = b->open(s, p, o, err);
  return r->e ? 0 : -1;
}

void cx_runner_close(CxRunner *r) {
  if (r->b && r->e) r->b->free(r->e);
  r->e = NULL;
}
