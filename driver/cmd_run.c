/* cortex run MODEL.cx --data FILE ...: run a model on data and print its
 * outputs.  The interpreter is the default backend ("cortex run for quick
 * interpretation"); --jit compiles the model (through the compiled-code
 * cache, backend/jit/cache.c, unless --no-cache) and runs the structures
 * in batches of --batch B.  A long interpreted run ends with a hint that
 * says how much faster the compiled code runs this model, from the time
 * per node both measured last (kept in the cache folder). */
#include "driver/driver.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "backend/backend.h"
#include "backend/jit/jit.h"
#include "driver/handover.h"
#include "driver/load.h"
#include "stdlib/runopts.h"

typedef struct RunOptions {
  FrontOptions fo;
  CxrtRunArgs a;            /* shared with built executables (stdlib/runopts.h) */
} RunOptions;

static void run_usage(FILE *out) {
  fprintf(out,
          "Usage: cortex run MODEL.cx --data FILE (--weights W.safetensors | --seed N) [OPTIONS]\n"
          "\n"
          "Runs the model on every structure of FILE and prints its outputs.\n"
          "\n");
  cxrt_run_args_usage(out, CXRT_RUN_CORTEX);
  front_usage(out);
}

static int parse_run_args(RunOptions *o, int argc, char **argv) {
  char msg[512];
  cxrt_run_args_init(&o->a);
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      run_usage(stdout);
      return 1;
    }
    int r = front_option(&o->fo, "run", argc, argv, &i);
    if (r < 0) return -1;
    if (r) continue;
    r = cxrt_run_args_parse(&o->a, CXRT_RUN_CORTEX, argc, argv, &i, msg, sizeof msg);
    if (r < 0) {
      usage_error("run", "%s", msg);
      return -1;
    }
    if (r) continue;
    if (driver_model_argument("run", &o->fo, a, run_usage)) return -1;
  }
  if (!o->fo.model) {
    usage_error("run", "no model given (e.g. cortex run examples/treelstm.cx --data FILE --seed 1)");
    return -1;
  }
  if (cxrt_run_args_check(&o->a, o->fo.model, msg, sizeof msg)) {
    usage_error("run", "%s", msg);
    return -1;
  }
  if (driver_check_weights_dtype("run", &o->fo, o->a.jit)) return -1;
  if (o->a.handover && !o->a.jit) {
    usage_error("run", "--handover needs --jit (the interpreter serves while the model compiles)");
    return -1;
  }
  /* A warning, not an error: scripts pass one set of options to both
   * backends. */
  if (o->a.threads > 1 && !o->a.jit)
    fprintf(stderr, "cortex run: warning: --threads %d has no effect without --jit: the interpreter runs on one thread\n",
            o->a.threads);
  return 0;
}

/* One node's line: its branch, token and state components in pass k,
 * from the engine that ran structure si of its last run. */
static void trace_node(const CxRunner *run, int32_t si, const IrProgram *p, int k, const CxrtStructure *s, int index,
                       int32_t v) {
  const IrPass *ps = &p->passes[k];
  int b = run->b->branch(run->e, si, k, v);
  fprintf(stderr, "trace #%d node %d [%s]", index, v, b >= 0 ? ps->branches[b].label : "?");
  if (s->tokens && s->tokens[v]) fprintf(stderr, " '%s'", s->tokens[v]);
  for (int c = 0; c < ps->ncomps; c++) {
    const float *x = run->b->state(run->e, si, k, v, c);
    int64_t n = 1;
    for (int d = 0; d < ps->comp_shapes[c].rank; d++) n *= ps->comp_shapes[c].dims[d];
    fprintf(stderr, " %s=[", ps->comp_names[c] ? ps->comp_names[c] : "state");
    for (int64_t j = 0; x && j < n; j++) {
      if (n > 8 && j == 6) {
        fprintf(stderr, ", ...");
        j = n - 2;
      }
      fprintf(stderr, "%s%.6g", j ? ", " : "", (double)x[j]);
    }
    fputc(']', stderr);
  }
  fputc('\n', stderr);
}

/* --trace on stderr.  A v1 program traces its one rec in node order, as
 * before v2.  With several passes (or a top-down one) each pass is headed
 * by its name and direction and lists its nodes in the order the
 * interpreter computes them, with either backend (backend.h, order()). */
static void print_trace(const CxRunner *run, int32_t si, const IrProgram *p, const CxrtStructure *s, int index) {
  if (!ir_is_v1(p)) {
    for (int k = 0; k < p->npasses; k++) {
      const IrPass *ps = &p->passes[k];
      fprintf(stderr, "trace #%d pass %d rec %s (%s)\n", index, k, ps->name, ir_dir_text(ps->dir));
      int32_t n;
      const int32_t *order = run->b->order(run->e, si, k, &n);
      if (order)
        for (int32_t i = 0; i < n; i++) trace_node(run, si, p, k, s, index, order[i]);
      else
        for (int32_t v = 0; v < s->nnodes; v++) trace_node(run, si, p, k, s, index, v);
    }
    return;
  }
  for (int32_t v = 0; v < s->nnodes; v++) trace_node(run, si, p, 0, s, index, v);
}

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* Prints structure i's outputs. */
static void print_one(FILE *out, const RunOptions *o, const IrProgram *ir, const CxrtDataset *data, int32_t i,
                      CxrtResult *res) {
  char *text = o->a.with_text ? cxrt_structure_text(&data->structs[i]) : NULL;
  res->text = text;
  cxrt_print_result(out, &ir->info, o->a.format, i, res);
  res->text = NULL;
  free(text);
}

/* The time per node of this run goes to the model's statistics in the
 * cache folder; an interpreted run of over a second ends with a note
 * saying what --jit would gain, measured when a compiled run of the same
 * model (sources and -D values) has been timed.  exec_ms: the execution
 * time of the backend that ran (the compiled code's, with jit). */
static void speed_hint(const CxSession *s, const char *extra, bool jit, int64_t nodes, double exec_ms,
                       double total_ms) {
  char dir[4096], hash[65];
  bool have_dir = jit_cache_dir(dir, sizeof dir);
  if (have_dir && nodes > 0) {
    jit_model_hash(s, extra, hash);
    if (jit) jit_stats_record(dir, hash, 0, exec_ms * 1e6 / (double)nodes);
    else jit_stats_record(dir, hash, exec_ms * 1e6 / (double)nodes, 0);
  }
  if (jit || total_ms <= 1000) return;
  JitStats st = {0, 0};
  if (have_dir && nodes > 0) jit_stats_read(dir, hash, &st);
  double factor = st.jit_ns > 0 && st.interp_ns > 0 ? st.interp_ns / st.jit_ns : 0;
  if (factor >= 1.5)
    fprintf(stderr, "cortex: note: interpreted in %.1f s; --jit (or cortex build) runs this model about %.*fx faster\n",
            total_ms / 1000, factor >= 10 ? 0 : 1, factor);
  else if (factor == 0)
    fprintf(stderr, "cortex: note: interpreted in %.1f s; --jit or cortex build would be faster\n", total_ms / 1000);
}

int cmd_run(int argc, char **argv) {
  RunOptions o;
  memset(&o, 0, sizeof o);
  int pr = parse_run_args(&o, argc, argv);
  if (pr) return pr > 0 ? EXIT_OK : EXIT_USAGE;
  bool color = driver_color_stderr(o.fo.color);

  CxSession s;
  driver_session(&s, &o.fo);
  int status = EXIT_USER;
  DriverModel m = {0};
  CxRunner run = {0};
  CxrtResult *results = NULL;
  int nresults = 0;
  CxrtAtomicFile *af = NULL;
  CxrtError err = {0};
  CxrtProgress bar = {0};
  Handover ho; /* --handover */
  CxRunner interp = {0};
  bool serving = false;
  int32_t n_interp = 0;

  double t_start = now_ms(), t_parsed = t_start, t_compiled = t_start;
  DriverDataSpec ds = {.path = o.a.data, .format = o.a.data_format, .vocab = o.a.vocab, .unk = o.a.unk,
                       .max_nodes = o.a.max_nodes};
  DriverOpen op = {.weights = o.a.weights, .seed = o.a.seed, .check_finite = !o.a.allow_nan, .data = &ds,
                   .batch = o.a.batch};
  if (driver_open_model(&s, &o.fo, &op, color, &t_parsed, &m)) goto done;
  const IrProgram *ir = m.ir;
  if (o.a.dump) {
    CxrtAtomicFile *df = cxrt_atomic_open(o.a.dump, &err);
    if (!df) goto runtime_error;
    cxrt_graph_write(cxrt_atomic_stream(df), &m.d.data, m.d.vocab);
    if (cxrt_atomic_commit(df, &err)) goto runtime_error;
  }

  /* Compiled once the weights and the data are known to be good. */
  JitCacheInfo cache;
  memset(&cache, 0, sizeof cache);
  const char *extra = o.fo.no_opt ? "O0" : "";
  JitOptions jo;
  driver_jit_options(&o.fo, &jo);
  CxEngineOptions eo = {.check_nonfinite = !o.a.allow_nan,
                        .jit = &jo,
                        .cache = !o.a.no_cache,
                        .cache_extra = extra,
                        .cache_info = &cache,
                        .leaf_table = o.a.leaf_table,
                        .threads = o.a.threads};
  double t0 = now_ms();
  CxrtError oerr = {0};
  /* --handover: the compile on a thread, the interpreter serving until
     it is done (driver/handover.h) */
  if (o.a.handover && handover_start(&ho, &s, ir, &eo, &oerr) == 0) {
    serving = true;
    if (cx_runner_open(&interp, &cx_backend_interp, &s, ir, &eo, &oerr)) {
      CxRunner unused = {0};
      if (handover_finish(&ho, &unused, &err) == 0) cx_runner_close(&unused);
      serving = false;
      err = oerr;
      goto runtime_error;
    }
    run = interp;
  } else if (cx_runner_open(&run, cx_backend(o.a.jit), &s, ir, &eo, &oerr)) {
    if (!oerr.msg[0]) goto done; /* a compile error, reported */
    err = oerr;
    goto runtime_error;
  }
  t_compiled = t_parsed + (now_ms() - t0);

  FILE *out = stdout;
  if (o.a.output) {
    if (!(af = cxrt_atomic_open(o.a.output, &err))) goto runtime_error;
    out = cxrt_atomic_stream(af);
  }
  const CxrtDataset *data = &m.d.data;
  int32_t n = data->nstructs;
  if (o.a.limit > 0 && o.a.limit < n) n = (int32_t)o.a.limit;
  double t_run = now_ms();
  /* A progress bar for long runs, on stderr when it is a terminal and the
   * results do not go to the same terminal (nor --trace lines). */
  cxrt_progress_begin(&bar, stderr, isatty(2) && !o.a.trace && !o.a.no_progress && (af || !isatty(1)), n, "run");
  int64_t nodes = 0;
  for (int32_t i = 0; i < n; i++) nodes += data->structs[i].nnodes;
  /* batches of --batch (the interpreter: one structure at a time) */
  int batch = run.b->max_batch && run.b->max_batch < o.a.batch ? run.b->max_batch : o.a.batch;
  nresults = batch < n ? batch : (n > 0 ? n : 1);
  results = calloc((size_t)nresults, sizeof *results);
  if (!results) {
    cxrt_errorf(&err, "", 0, 0, "out of memory for the results of a batch");
    goto runtime_error;
  }
  /* CORTEX_HANDOVER_AT=K (tests): the interpreter serves exactly the
     first K structures, then waits for the compile, whenever it ends */
  int32_t hand_at = handover_at();
  for (int32_t i = 0; i < n; i += batch) {
    if (serving && (hand_at >= 0 ? i >= hand_at : handover_ready(&ho))) {
      /* the compiled code takes over from structure i */
      serving = false;
      n_interp = i;
      CxRunner jit = {0};
      if (handover_finish(&ho, &jit, &err)) {
        fflush(out);
        if (!err.msg[0]) goto done; /* a compile error, reported */
        goto runtime_error;
      }
      t_compiled = t_parsed + ho.compile_ms;
      run = jit;
      batch = run.b->max_batch && run.b->max_batch < o.a.batch ? run.b->max_batch : o.a.batch;
      if (batch > nresults) {
        CxrtResult *r2 = realloc(results, (size_t)batch * sizeof *results);
        if (!r2) {
          cxrt_errorf(&err, "", 0, 0, "out of memory for the results of a batch");
          goto runtime_error;
        }
        memset(r2 + nresults, 0, (size_t)(batch - nresults) * sizeof *r2);
        results = r2;
        nresults = batch;
      }
    }
    int32_t cnt = n - i < batch ? n - i : batch;
    bool guard = serving; /* (the compile forks: jit_fork_guard) */
    if (guard) jit_fork_guard(true);
    int rc = run.b->run(run.e, m.params, data, i, cnt, m.d.field_map, results, &err);
    int32_t valid = rc ? run.b->valid(run.e) : cnt;
    for (int32_t k = 0; k < valid; k++) {
      if (o.a.trace) print_trace(&run, k, ir, &data->structs[i + k], i + k);
      print_one(out, &o, ir, data, i + k, &results[k]);
    }
    if (serving) fflush(out); /* the point of serving: results now, also into a pipe */
    if (guard) jit_fork_guard(false);
    cxrt_progress_update(&bar, i + valid);
    if (rc) {
      fflush(out);
      goto runtime_error;
    }
  }
  cxrt_progress_end(&bar);
  double t_end = now_ms();
  if (serving) {
    /* the interpreter ran everything: the compile still ends (it fills
       the cache for the next run), its result unused */
    serving = false;
    n_interp = n;
    fflush(out);
    CxRunner jit = {0};
    if (handover_finish(&ho, &jit, &err)) {
      if (!err.msg[0]) goto done;
      goto runtime_error;
    }
    t_compiled = t_parsed + ho.compile_ms;
    interp = run;
    run = jit;
  }
  CxEngineTimes et = run.b->times(run.e);
  if (o.a.time && o.a.handover) {
    CxEngineTimes it = interp.b ? interp.b->times(interp.e) : (CxEngineTimes){0};
    fprintf(stderr, "time: handover: interpreted %" PRId32 " structures (%.3f ms), compiled %" PRId32 "\n", n_interp,
            it.execute_ms, n - n_interp);
  }
  if (o.a.time) {
    fprintf(stderr, "time: parse %.3f ms\n", t_parsed - t_start);
    if (o.a.jit) {
      if (cache.state == JIT_CACHE_HIT) fprintf(stderr, "time: cache hit %.3f ms\n", t_compiled - t_parsed);
      else fprintf(stderr, "time: compile %.3f ms\n", t_compiled - t_parsed);
      if (cache.state != JIT_CACHE_HIT && cache.compile_parts > 1)
        fprintf(stderr, "time: compile parts %d, cpu %.3f ms (largest part %.3f ms), link %.3f ms (cpu %.3f ms)\n",
                cache.compile_parts, cache.compile_cpu_ms, cache.compile_cpu_max_ms, cache.link_ms, cache.link_cpu_ms);
      else if (cache.state != JIT_CACHE_HIT && cache.compile_parts == 1)
        fprintf(stderr, "time: compile parts 1, cpu %.3f ms\n", cache.compile_cpu_ms);
      fprintf(stderr, "time: linearize %.3f ms\n", et.linearize_ms);
      fprintf(stderr, "time: execute %.3f ms\n", et.execute_ms);
      fprintf(stderr, "cache: %s\n", o.a.no_cache || cache.state == JIT_CACHE_OFF ? "off"
                                     : cache.state == JIT_CACHE_HIT              ? "hit"
                                                                                 : "miss");
    } else {
      fprintf(stderr, "time: execute %.3f ms\n", t_end - t_run);
    }
  }
  /* Standard output is checked when main closes it (stdlib/program.h). */
  if (af) {
    int rc = cxrt_atomic_commit(af, &err);
    af = NULL;
    if (rc) goto runtime_error;
  }
  /* (after a handover neither backend ran every node: no measurement) */
  if (!o.a.no_cache && !(o.a.handover && n_interp > 0))
    speed_hint(&s, extra, o.a.jit, nodes, o.a.jit ? et.execute_ms : t_end - t_run, t_end - t_start);
  status = EXIT_OK;
  goto done;

runtime_error:
  cxrt_progress_end(&bar);
  driver_print_error(&err, color);
done:
  if (serving) {
    /* an error while the interpreter served: the compile is waited for
       (its files go with it), its result unused */
    CxRunner jit = {0};
    CxrtError e2;
    if (handover_finish(&ho, &jit, &e2) == 0) cx_runner_close(&jit);
  }
  cxrt_atomic_abort(af);
  if (interp.e && interp.e != run.e) cx_runner_close(&interp);
  cx_runner_close(&run);
  for (int k = 0; k < nresults; k++) cxrt_result_free(&results[k]);
  free(results);
  driver_model_close(&m);
  session_free(&s);
  front_options_free(&o.fo);
  return status;
}
