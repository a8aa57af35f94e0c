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

#include "backend/interp/interp.h"
#include "backend/jit/jit.h"
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
  if (cxrt_run_args_check(&o->a, msg, sizeof msg)) {
    usage_error("run", "%s", msg);
    return -1;
  }
  return 0;
}

/* Loads or initializes the weights and binds them to the params. */
int driver_params(const IrProgram *ir, const char *weights, bool have_seed, uint64_t seed, bool check_finite,
                  bool color, CxrtTensor **out) {
  CxrtWeights w = {0};
  CxrtError err = {0};
  int rc = weights ? cxrt_safetensors_read(weights, &w, &err) : cxrt_init_weights(&ir->info, seed, &w, &err);
  if (rc) {
    driver_print_error(&err, color);
    return -1;
  }
  (void)have_seed;
  CxrtTensor *params = calloc((size_t)(ir->nparams ? ir->nparams : 1), sizeof *params);
  bool c = color;
  rc = cxrt_bind_weights(&ir->info, &w, params, driver_warn, &c, &err);
  cxrt_weights_free(&w);
  if (rc == 0 && check_finite && cxrt_params_check_finite(&ir->info, params, weights, &err)) {
    cxrt_tensors_free(params, ir->nparams);
    rc = -1;
  }
  if (rc) {
    driver_print_error(&err, color);
    free(params);
    return -1;
  }
  *out = params;
  return 0;
}

/* A node's state and branch, from whichever backend ran it. */
typedef struct TraceSrc {
  const Interp *interp;
  const JitModel *jit;
  int32_t batch_index;      /* the structure's index in the JIT's batch */
} TraceSrc;

static const float *trace_state(const TraceSrc *t, int32_t v, int c) {
  return t->jit ? jit_state(t->jit, t->batch_index, v, c) : interp_state(t->interp, v, c);
}

/* One node's line: its branch, token and state components in pass k. */
static void trace_node(const TraceSrc *t, const IrProgram *p, int k, const CxrtStructure *s, int index, int32_t v) {
  const IrPass *ps = &p->passes[k];
  int b = t->jit ? jit_branch(t->jit, t->batch_index, v) : interp_pass_branch(t->interp, k, v);
  fprintf(stderr, "trace #%d node %d [%s]", index, v, b >= 0 ? ps->branches[b].label : "?");
  if (s->tokens && s->tokens[v]) fprintf(stderr, " '%s'", s->tokens[v]);
  for (int c = 0; c < ps->ncomps; c++) {
    const float *x = t->jit ? trace_state(t, v, c) : interp_pass_state(t->interp, k, v, c);
    int64_t n = 1;
    for (int d = 0; d < ps->comp_shapes[c].rank; d++) n *= ps->comp_shapes[c].dims[d];
    fprintf(stderr, " %s=[", ps->comp_names[c] ? ps->comp_names[c] : "state");
    for (int64_t j = 0; j < n; j++) {
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

/* A v1 program traces its one rec in node order, as before v2.  With
 * several passes (or a top-down one) each pass is headed by its name and
 * direction and lists its nodes in the order it computed them. */
static void print_trace(const TraceSrc *t, const IrProgram *p, const CxrtStructure *s, int index) {
  if (!ir_is_v1(p) && t->interp) {
    for (int k = 0; k < p->npasses; k++) {
      const IrPass *ps = &p->passes[k];
      fprintf(stderr, "trace #%d pass %d rec %s (%s)\n", index, k, ps->name,
              ps->dir == IR_DIR_UP ? "bottom-up" : ps->dir == IR_DIR_DOWN ? "top-down" : "local");
      int32_t n;
      const int32_t *order = interp_pass_order(t->interp, k, &n);
      for (int32_t i = 0; order && i < n; i++) trace_node(t, p, k, s, index, order[i]);
    }
    return;
  }
  for (int32_t v = 0; v < s->nnodes; v++) trace_node(t, p, 0, s, index, v);
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
 * model (sources and -D values) has been timed.  exec_ms: the
 * interpreter's execution time (the compiled code's comes from jit). */
static void speed_hint(const CxSession *s, const char *extra, const JitModel *jit, int64_t nodes, double exec_ms,
                       double total_ms) {
  char dir[4096], hash[65];
  bool have_dir = jit_cache_dir(dir, sizeof dir);
  if (have_dir && nodes > 0) {
    jit_model_hash(s, extra, hash);
    if (jit) jit_stats_record(dir, hash, 0, jit_times(jit).execute_ms * 1e6 / (double)nodes);
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
  IrProgram *ir = NULL;
  CxrtTensor *params = NULL;
  CxrtVocab *vocab = cxrt_vocab_new();
  CxrtDataset data = {0};
  CxrtResult res = {0};
  Interp *interp = NULL;
  JitModel *jit = NULL;
  CxrtResult *results = NULL;
  int nresults = 0;
  CxrtAtomicFile *af = NULL;
  int *field_map = NULL;
  CxrtError err = {0};
  CxrtProgress bar = {0};

  double t_start = now_ms();
  CxProgram *prog = driver_load(&s, &o.fo);
  if (!prog || !(ir = driver_lower(&s, prog, &o.fo))) goto done;
  double t_parsed = now_ms(), t_compiled = t_parsed;
  /* Too big to fit fails before anything is allocated (the weights and
   * their bound copy, both there while binding). */
  if (driver_params_fit(&s, ir->params, ir->nparams, 2, false)) goto done;
  if (driver_params(ir, o.a.weights, o.a.have_seed, o.a.seed, !o.a.allow_nan, color, &params)) goto done;

  if (o.a.vocab && cxrt_vocab_load_max(vocab, o.a.vocab, o.fo.max_input, &err)) goto runtime_error;
  if (o.a.unk && cxrt_vocab_set_unk(vocab, o.a.unk, &err)) goto runtime_error;
  CxrtReadOptions ro = {o.a.data_format, ir->max_arity, ir->input_kind, o.a.max_nodes, o.fo.max_input};
  if (cxrt_data_read(o.a.data, &ro, vocab, &data, &err)) goto runtime_error;
  field_map = calloc((size_t)(ir->nfields ? ir->nfields : 1), sizeof *field_map);
  if (cxrt_dataset_bind(&data, &ir->info, field_map, &err)) goto runtime_error;
  if (o.a.dump) {
    CxrtAtomicFile *df = cxrt_atomic_open(o.a.dump, &err);
    if (!df) goto runtime_error;
    cxrt_graph_write(cxrt_atomic_stream(df), &data, vocab);
    if (cxrt_atomic_commit(df, &err)) goto runtime_error;
  }

  /* Compiled once the weights and the data are known to be good. */
  JitCacheInfo cache;
  memset(&cache, 0, sizeof cache);
  const char *extra = o.fo.no_opt ? "O0" : "";
  if (o.a.jit) {
    JitOptions jo;
    driver_jit_options(&o.fo, &jo);
    jo.check_nonfinite = !o.a.allow_nan;
    double t0 = now_ms();
    jit = o.a.no_cache ? jit_compile(&s, ir, &jo) : jit_compile_cached(&s, ir, &jo, NULL, extra, &cache);
    if (!jit) goto done;
    cxrt_compiled_run_set_leaf_table(jit_compiled_run(jit), o.a.leaf_table, -1);
    if (o.a.threads > 1 && cxrt_compiled_run_set_threads(jit_compiled_run(jit), o.a.threads, 0, &err)) goto runtime_error;
    t_compiled = t_parsed + (now_ms() - t0);
  }

  FILE *out = stdout;
  if (o.a.output) {
    if (!(af = cxrt_atomic_open(o.a.output, &err))) goto runtime_error;
    out = cxrt_atomic_stream(af);
  }
  int32_t n = data.nstructs;
  if (o.a.limit > 0 && o.a.limit < n) n = (int32_t)o.a.limit;
  double t_run = now_ms();
  /* A progress bar for long runs, on stderr when it is a terminal and the
   * results do not go to the same terminal (nor --trace lines). */
  cxrt_progress_begin(&bar, stderr, isatty(2) && !o.a.trace && !o.a.no_progress && (af || !isatty(1)), n, "run");
  int64_t nodes = 0;
  for (int32_t i = 0; i < n; i++) nodes += data.structs[i].nnodes;
  if (jit) {
    nresults = o.a.batch < n ? o.a.batch : (n > 0 ? n : 1);
    if (nresults < 1) nresults = 1;
    results = calloc((size_t)nresults, sizeof *results);
    for (int32_t i = 0; i < n; i += o.a.batch) {
      int32_t cnt = n - i < o.a.batch ? n - i : o.a.batch;
      int rc = jit_run_batch(jit, params, &data, i, cnt, field_map, results, &err);
      int32_t valid = rc ? jit_valid_results(jit) : cnt;
      for (int32_t k = 0; k < valid; k++) {
        if (o.a.trace) {
          TraceSrc t = {NULL, jit, k};
          print_trace(&t, ir, &data.structs[i + k], i + k);
        }
        print_one(out, &o, ir, &data, i + k, &results[k]);
      }
      cxrt_progress_update(&bar, i + valid);
      if (rc) {
        fflush(out);
        goto runtime_error;
      }
    }
  } else {
    InterpOptions io = {.check_nonfinite = !o.a.allow_nan};
    interp = interp_new(ir, params, &io);
    for (int32_t i = 0; i < n; i++) {
      if (interp_run(interp, &data, i, field_map, &res, &err)) goto runtime_error;
      if (o.a.trace) {
        TraceSrc t = {interp, NULL, 0};
        print_trace(&t, ir, &data.structs[i], i);
      }
      print_one(out, &o, ir, &data, i, &res);
      cxrt_progress_update(&bar, i + 1);
    }
  }
  cxrt_progress_end(&bar);
  double t_end = now_ms();
  if (o.a.time) {
    fprintf(stderr, "time: parse %.3f ms\n", t_parsed - t_start);
    if (jit) {
      JitTimes jt = jit_times(jit);
      if (cache.state == JIT_CACHE_HIT) fprintf(stderr, "time: cache hit %.3f ms\n", t_compiled - t_parsed);
      else fprintf(stderr, "time: compile %.3f ms\n", t_compiled - t_parsed);
      fprintf(stderr, "time: linearize %.3f ms\n", jt.linearize_ms);
      fprintf(stderr, "time: execute %.3f ms\n", jt.execute_ms);
      fprintf(stderr, "cache: %s\n", o.a.no_cache || cache.state == JIT_CACHE_OFF ? "off"
                                     : cache.state == JIT_CACHE_HIT             ? "hit"
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
  if (!o.a.no_cache) speed_hint(&s, extra, jit, nodes, jit ? 0 : t_end - t_run, t_end - t_start);
  status = EXIT_OK;
  goto done;

runtime_error:
  cxrt_progress_end(&bar);
  driver_print_error(&err, color);
done:
  cxrt_atomic_abort(af);
  interp_free(interp);
  jit_free(jit);
  for (int k = 0; k < nresults; k++) cxrt_result_free(&results[k]);
  free(results);
  cxrt_result_free(&res);
  free(field_map);
  cxrt_dataset_free(&data);
  cxrt_vocab_free(vocab);
  if (params) cxrt_tensors_free(params, ir->nparams);
  free(params);
  ir_program_free(ir);
  session_free(&s);
  front_options_free(&o.fo);
  return status;
}
