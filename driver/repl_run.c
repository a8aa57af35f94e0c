/* Running the model in the REPL (:run, :trace): the engine of the chosen
 * backend, opened again only after a change of the model or the backend;
 * with :handover on, the interpreter serves while the model compiles on a
 * thread (driver/handover.h) and the compiled code takes over between
 * batches.  Split from repl.c (see repl_internal.h). */
#include "config.h"
#include "driver/repl_internal.h"
#include "driver/handover.h"

#include <inttypes.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <time.h>

#include "backend/jit/jit.h"
#include "ir/ir.h"
#include "stdlib/cxrt.h"

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* One node's line of :trace: its branch, token and state components in
 * pass k, from the engine that ran structure si of its last run. */
static void trace_node(Repl *r, const CxRunner *run, int32_t si, const IrProgram *p, int k, const CxrtStructure *s,
                       int index, int32_t v) {
  const IrPass *ps = &p->passes[k];
  int b = run->b->branch(run->e, si, k, v);
  rp_out_printf(r, "trace #%d node %d [%s]", index, v, b >= 0 ? ps->branches[b].label : "?");
  if (s->tokens && s->tokens[v]) rp_out_printf(r, " '%s'", s->tokens[v]);
  for (int c = 0; c < ps->ncomps; c++) {
    const float *x = run->b->state(run->e, si, k, v, c);
    int64_t n = 1;
    for (int d = 0; d < ps->comp_shapes[c].rank; d++) n *= ps->comp_shapes[c].dims[d];
    rp_out_printf(r, " %s=", ps->comp_names[c] ? ps->comp_names[c] : "state");
    if (x) rp_print_tensor(r->out, x, &n, 1, false, 0);
  }
  rp_out_printf(r, "\n");
}

/* Every node's state and branch for :trace, as cortex run --trace: a v1
 * program's one rec in node order; with several passes (or a top-down
 * one) each pass headed by its name and direction, its nodes in the
 * order it computed them. */
static void print_trace(Repl *r, const CxRunner *run, int32_t si, const IrProgram *p, const CxrtStructure *s,
                        int index) {
  if (ir_is_v1(p)) {
    for (int32_t v = 0; v < s->nnodes; v++) trace_node(r, run, si, p, 0, s, index, v);
    return;
  }
  for (int k = 0; k < p->npasses; k++) {
    const IrPass *ps = &p->passes[k];
    rp_out_printf(r, "trace #%d pass %d rec %s (%s)\n", index, k, ps->name, ir_dir_text(ps->dir));
    int32_t n;
    const int32_t *order = run->b->order(run->e, si, k, &n);
    if (order)
      for (int32_t i = 0; i < n; i++) trace_node(r, run, si, p, k, s, index, order[i]);
    else
      for (int32_t v = 0; v < s->nnodes; v++) trace_node(r, run, si, p, k, s, index, v);
  }
}

void rp_jit_options(JitOptions *jo) {
  jit_default_options(jo);
  jo->check_nonfinite = true;
}

/* Whether the engine of the chosen backend is open for the current model. */
static bool runner_current(const Repl *r) {
  return r->runner.e && r->runner.b == cx_backend(r->use_jit) && r->runner_gen == r->gen;
}

/* What the compiled code does not run yet, said the REPL's way: true when
 * ir runs (always, with the interpreter). */
static bool backend_runs(Repl *r, const IrProgram *ir) {
  const char *why = r->use_jit ? ir_compiled_unsupported(ir) : NULL;
  if (why) rp_error_at(r, cx_noloc, "the compiled backend does not run %s yet; :backend interp runs this model", why);
  return !why;
}

/* The engine of the chosen backend (:backend) for ir, opened again after
 * a change of the model or of the backend (the compiled one compiles:
 * *compile_ms). */
static CxRunner *ensure_runner(Repl *r, IrProgram *ir, double *compile_ms) {
  const CxBackend *b = cx_backend(r->use_jit);
  if (runner_current(r)) return &r->runner;
  cx_runner_close(&r->runner);
  if (!backend_runs(r, ir)) return NULL;
  JitOptions jo;
  rp_jit_options(&jo);
  CxEngineOptions o = {.check_nonfinite = true, .jit = &jo};
  CxrtError err = {0};
  double t0 = now_ms();
  rp_reset_diag(r);
  int rc = cx_runner_open(&r->runner, b, &r->s, ir, &o, &err);
  if (r->use_jit) *compile_ms = now_ms() - t0;
  if (rc) {
    if (err.msg[0]) rp_print_runtime_error(r, &err);
    return NULL;
  }
  r->runner_gen = r->gen;
  return &r->runner;
}

enum { JIT_BATCH = 64 }; /* structures per compiled batch (Ctrl-C is seen between batches) */

/* A :run's handover (:handover on): the compile on a thread
 * (driver/handover.h), the interpreter's engine serving meanwhile.  The
 * options live here because the thread reads them until it is joined. */
typedef struct Serve {
  Handover ho;
  JitOptions jo;
  CxEngineOptions eo;
  CxRunner interp;
  bool serving;       /* the compile is running: interp runs the structures */
  int32_t interpreted;
  double compile_ms;
} Serve;

/* Starts the compile on a thread and opens the interpreter: true, or
 * false when the handover cannot start (the caller compiles as without
 * it; an interpreter that fails to open is reported). */
static bool serve_start(Repl *r, IrProgram *ir, Serve *sv, bool *failed) {
  *failed = false;
  rp_jit_options(&sv->jo);
  sv->eo = (CxEngineOptions){.check_nonfinite = true, .jit = &sv->jo};
  CxrtError err = {0};
  cx_runner_close(&r->runner);
  rp_reset_diag(r);
  if (handover_start(&sv->ho, &r->s, ir, &sv->eo, &err)) return false;
  if (cx_runner_open(&sv->interp, &cx_backend_interp, &r->s, ir, &sv->eo, &err)) {
    CxRunner unused = {0};
    CxrtError e2;
    if (handover_finish(&sv->ho, &unused, &e2) == 0) cx_runner_close(&unused);
    if (err.msg[0]) rp_print_runtime_error(r, &err);
    *failed = true;
    return false;
  }
  sv->serving = true;
  return true;
}

/* Waits for the compile and keeps its engine as the REPL's runner for the
 * model: 0, or -1 with the compile's error reported (a compile error
 * through the session, as it happened; a runtime one here). */
static int serve_finish(Repl *r, Serve *sv) {
  sv->serving = false;
  CxRunner jit = {0};
  CxrtError err = {0};
  int rc = handover_finish(&sv->ho, &jit, &err);
  sv->compile_ms = sv->ho.compile_ms;
  if (rc) {
    if (err.msg[0]) rp_print_runtime_error(r, &err);
    return -1;
  }
  r->runner = jit;
  r->runner_gen = r->gen;
  return 0;
}

ReplStatus rp_run_model(Repl *r, bool trace, CxrtOutputFormat fmt) {
  if (!rp_need_complete(r, trace ? ":trace" : ":run")) return REPL_ERROR;
  IrProgram *ir = rp_ensure_ir(r);
  if (!ir || rp_ensure_data(r, ir)) return REPL_ERROR;
  double compile_ms = 0;
  Serve sv = {0};
  CxRunner *run = NULL;
  /* :handover on: the interpreter serves while the model compiles, for
     the structures it gets to; the compiled code runs the rest, and the
     next :run from the start.  The weights are bound first: their errors
     go through the session, which the compile thread then owns. */
  bool serve = r->use_jit && r->handover && !runner_current(r);
  if (serve ? !backend_runs(r, ir) : !(run = ensure_runner(r, ir, &compile_ms))) return REPL_ERROR;
  CxrtTensor *params = NULL;
  CxrtError err = {0};
  int *map = cx_xcalloc((size_t)(ir->nfields ? ir->nfields : 1), sizeof *map);
  ReplStatus st = REPL_OK;
  CxrtResult *results = NULL;
  int batch = 1;
  if (rp_get_params(r, ir, &params, true)) {
    st = REPL_ERROR;
    goto out;
  }
  if (cxrt_dataset_bind(&r->data, &ir->info, map, &err)) {
    rp_print_runtime_error(r, &err);
    st = REPL_ERROR;
    goto out;
  }
  if (serve) {
    bool failed;
    if (serve_start(r, ir, &sv, &failed)) run = &sv.interp;
    else if (failed || !(run = ensure_runner(r, ir, &compile_ms))) {
      st = REPL_ERROR;
      goto out;
    }
  }
  atomic_int *stop = r->opt.interrupt; /* the caller clears it before each entry */
  double ms = 0;
  int32_t done = 0, n = r->data.nstructs;
  int64_t nodes = 0;
  int nresults = n < JIT_BATCH ? (n > 0 ? n : 1) : JIT_BATCH;
  results = cx_xcalloc((size_t)nresults, sizeof *results);
  batch = nresults;
  if (run->b->max_batch && batch > run->b->max_batch) batch = run->b->max_batch;
  /* params are bound afresh for every run (new :weights, :seed) */
  run->b->params_changed(run->e);
  CxEngineTimes before = run->b->times(run->e);
  int32_t hand_at = handover_at(); /* CORTEX_HANDOVER_AT, for tests */
  for (int32_t i = 0; i < n && st == REPL_OK; i += batch) {
    if (stop && *stop) {
      *stop = 0;
      fprintf(r->err, "interrupted after %d of %d structures\n", done, n);
      st = REPL_INTERRUPTED;
      break;
    }
    if (sv.serving && (hand_at >= 0 ? i >= hand_at : handover_ready(&sv.ho))) {
      /* the compiled code takes over from structure i */
      sv.interpreted = i;
      if (serve_finish(r, &sv)) {
        st = REPL_ERROR;
        break;
      }
      run = &r->runner;
      batch = nresults;
      if (run->b->max_batch && batch > run->b->max_batch) batch = run->b->max_batch;
      run->b->params_changed(run->e);
      before = run->b->times(run->e);
    }
    int32_t cnt = n - i < batch ? n - i : batch;
    bool guard = sv.serving; /* (the compile forks: jit_fork_guard) */
    if (guard) jit_fork_guard(true);
    double t0 = now_ms();
    int rc = run->b->run(run->e, params, &r->data, i, cnt, map, results, &err);
    ms += now_ms() - t0;
    int32_t valid = rc ? run->b->valid(run->e) : cnt;
    for (int32_t k = 0; k < valid; k++) {
      if (trace) print_trace(r, run, k, ir, &r->data.structs[i + k], i + k);
      cxrt_print_result(r->out, &ir->info, fmt, i + k, &results[k]);
      done++;
      nodes += r->data.structs[i + k].nnodes;
    }
    if (sv.serving) fflush(r->out); /* the point of serving: results now */
    if (guard) jit_fork_guard(false);
    if (rc) {
      fflush(r->out);
      rp_print_runtime_error(r, &err);
      st = REPL_ERROR;
    }
  }
  if (sv.serving) {
    /* the interpreter ran every structure (or stopped): the compile is
       waited for, and the next :run starts compiled */
    sv.interpreted = done;
    fflush(r->out);
    if (serve_finish(r, &sv) && st == REPL_OK) st = REPL_ERROR;
  }
  if (r->timing && st != REPL_ERROR) {
    bool handed = sv.eo.jit != NULL;
    rp_out_printf(r, "time: %.3f ms for %d structure%s (%" PRId64 " nodes), %s\n", ms, done, done == 1 ? "" : "s",
                  nodes, handed ? "handover" : r->use_jit ? "compiled" : "interpreted");
    if (handed)
      rp_out_printf(r, "time: handover: interpreted %" PRId32 " structures, compiled %" PRId32 "\n",
                    sv.interpreted, done - sv.interpreted);
    if (r->use_jit && runner_current(r)) {
      if (handed) compile_ms = sv.compile_ms;
      if (compile_ms > 0) rp_out_printf(r, "time: compile %.3f ms\n", compile_ms);
      if (run == &r->runner) {
        CxEngineTimes after = run->b->times(run->e);
        rp_out_printf(r, "time: linearize %.3f ms, execute %.3f ms\n", after.linearize_ms - before.linearize_ms,
                      after.execute_ms - before.execute_ms);
      }
    }
  }
out:
  for (int k = 0; results && k < nresults; k++) cxrt_result_free(&results[k]);
  free(results);
  free(map);
  if (params) rp_free_params(params, ir->nparams);
  if (sv.serving && serve_finish(r, &sv) && st == REPL_OK) st = REPL_ERROR;
  cx_runner_close(&sv.interp);
  return st;
}
