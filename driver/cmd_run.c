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

typedef struct RunOptions {
  FrontOptions fo;
  const char *data, *weights, *vocab, *unk, *dump, *output;
  CxrtDataFormat data_format;
  CxrtOutputFormat format;
  bool have_seed;
  uint64_t seed;
  int batch;
  bool trace, allow_nan, with_text, jit, time, no_cache, no_progress;
  int64_t limit;
  int64_t max_nodes;        /* per structure; 0: the readers' default */
  CxrtLeafTableMode leaf_table;
  int threads;
} RunOptions;

static void run_usage(FILE *out) {
  fprintf(out,
          "Usage: cortex run MODEL.cx --data FILE (--weights W.safetensors | --seed N) [OPTIONS]\n"
          "\n"
          "Runs the model on every structure of FILE and prints its outputs.\n"
          "\n"
          "Data:\n"
          "  --data FILE          the structures: PTB/SST trees, CoNLL-U, graph format or sequences\n"
          "  --data-format F      ptb, conllu, graph or seq (default: from the extension or content)\n"
          "  --vocab FILE         vocabulary, one token a line (default: built from the data)\n"
          "  --unk TOKEN          map unknown words to TOKEN (must be in the vocabulary)\n"
          "  --limit N            only the first N structures\n"
          "  --max-nodes N        refuse a structure of more than N nodes (default 1000000)\n"
          "  --dump FILE          also write the structures read, in the graph format\n"
          "Weights:\n"
          "  --weights FILE       a safetensors file with one tensor per param\n"
          "  --seed N             deterministic random weights instead (see docs/formats.md)\n"
          "Execution:\n"
          "  --interp             the reference interpreter (the default)\n"
          "  --jit                compile the model (libgccjit) and run it level by level\n"
          "  --batch B            structures per batch of the compiled code (default 1;\n"
          "                       the interpreter runs one structure at a time)\n"
          "  --leaf-table M       auto (default), on or off: leaves whose states depend only on\n"
          "                       one int field (the word) computed once per distinct value,\n"
          "                       and products of such leaves with weights once per word\n"
          "                       (--jit; see docs/performance.md)\n"
          "  --threads T          run big levels on T threads (--jit; default 1)\n"
          "  --no-cache           compile in memory: neither use nor fill the compiled-code cache\n"
          "                       ($CORTEX_CACHE_DIR, else $XDG_CACHE_HOME/cortex or ~/.cache/cortex)\n"
          "  --time               print parse, compile (or cache hit), linearize and execute times\n"
          "                       on stderr\n"
          "  --trace              print every node's state, in node order, on stderr\n"
          "  --allow-nan          continue past NaN/Inf values instead of stopping\n"
          "Output:\n"
          "  --format F           text (default), json (JSON Lines) or tsv\n"
          "  --with-text          include each structure's words\n"
          "  -o, --output FILE    write the outputs to FILE (replaced only when complete)\n"
          "  --no-progress        no progress bar (one is drawn on stderr when it is a terminal,\n"
          "                       the outputs go elsewhere, and the run is long: over 2000\n"
          "                       structures or a second)\n");
  front_usage(out);
}

static int parse_u64(const char *s, uint64_t *out) {
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (errno || end == s || *end || s[0] == '-') return -1;
  *out = v;
  return 0;
}

static int parse_run_args(RunOptions *o, int argc, char **argv) {
  o->batch = 1;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      run_usage(stdout);
      return 1;
    }
    int r = front_option(&o->fo, "run", argc, argv, &i);
    if (r < 0) return -1;
    if (r) continue;
    /* Flags without an argument. */
    if (strcmp(a, "--interp") == 0) { o->jit = false; continue; }
    if (strcmp(a, "--jit") == 0) { o->jit = true; continue; }
    if (strcmp(a, "--time") == 0) { o->time = true; continue; }
    if (strcmp(a, "--no-cache") == 0) { o->no_cache = true; continue; }
    if (strcmp(a, "--no-progress") == 0) { o->no_progress = true; continue; }
    if (strcmp(a, "--trace") == 0) { o->trace = true; continue; }
    if (strcmp(a, "--allow-nan") == 0) { o->allow_nan = true; continue; }
    if (strcmp(a, "--with-text") == 0) { o->with_text = true; continue; }
    /* Options with an argument: --opt VALUE or --opt=VALUE. */
    static const char *const with_arg[] = {"--data", "--data-format", "--weights", "--seed", "--vocab", "--unk",
                                           "--batch", "--format", "--dump", "--output", "-o", "--limit",
                                           "--max-nodes", "--leaf-table", "--threads", NULL};
    const char *val = NULL, *name = NULL;
    int m = driver_option_value("run", with_arg, argc, argv, &i, &name, &val);
    if (m < 0) return -1;
    if (m == 0) {
      if (driver_model_argument("run", &o->fo, a, run_usage)) return -1;
      continue;
    }
    if (strcmp(name, "--data") == 0) o->data = val;
    else if (strcmp(name, "--weights") == 0) o->weights = val;
    else if (strcmp(name, "--vocab") == 0) o->vocab = val;
    else if (strcmp(name, "--unk") == 0) o->unk = val;
    else if (strcmp(name, "--dump") == 0) o->dump = val;
    else if (strcmp(name, "--output") == 0 || strcmp(name, "-o") == 0) o->output = val;
    else if (strcmp(name, "--leaf-table") == 0) {
      if (cxrt_leaf_table_parse(val, &o->leaf_table)) {
        usage_error("run", "--leaf-table expects auto, on or off, not '%s'", val);
        return -1;
      }
    } else if (strcmp(name, "--data-format") == 0) {
      if (cxrt_format_parse(val, &o->data_format)) {
        usage_error("run", "unknown data format '%s' (expected ptb, conllu, graph or seq)", val);
        return -1;
      }
    } else if (strcmp(name, "--format") == 0) {
      if (cxrt_output_format_parse(val, &o->format)) {
        usage_error("run", "unknown output format '%s' (expected text, json or tsv)", val);
        return -1;
      }
    } else if (strcmp(name, "--seed") == 0) {
      if (parse_u64(val, &o->seed)) {
        usage_error("run", "--seed expects a non-negative integer, not '%s'", val);
        return -1;
      }
      o->have_seed = true;
    } else if (strcmp(name, "--threads") == 0) {
      uint64_t v;
      if (parse_u64(val, &v) || v == 0 || v > CXRT_MAX_THREADS) {
        usage_error("run", "--threads expects an integer from 1 to %d, not '%s'", CXRT_MAX_THREADS, val);
        return -1;
      }
      o->threads = (int)v;
    } else if (strcmp(name, "--batch") == 0 || strcmp(name, "--limit") == 0) {
      uint64_t v;
      if (parse_u64(val, &v) || v == 0 || v > INT32_MAX) {
        usage_error("run", "%s expects a positive integer, not '%s'", name, val);
        return -1;
      }
      if (name[2] == 'b') o->batch = (int)v;
      else o->limit = (int64_t)v;
    } else if (strcmp(name, "--max-nodes") == 0) {
      uint64_t v;
      if (parse_u64(val, &v) || v == 0 || v >= INT32_MAX) {
        usage_error("run", "--max-nodes expects a positive integer below 2147483647, not '%s'", val);
        return -1;
      }
      o->max_nodes = (int64_t)v;
    }
  }
  if (!o->fo.model) {
    usage_error("run", "no model given (e.g. cortex run examples/treelstm.cx --data FILE --seed 1)");
    return -1;
  }
  if (!o->data) {
    usage_error("run", "no data given: pass --data FILE");
    return -1;
  }
  if (o->weights && o->have_seed) {
    usage_error("run", "--weights and --seed both given: choose one");
    return -1;
  }
  if (!o->weights && !o->have_seed) {
    usage_error("run", "no weights: pass --weights FILE.safetensors, or --seed N for deterministic random weights");
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
  char *text = o->with_text ? cxrt_structure_text(&data->structs[i]) : NULL;
  res->text = text;
  cxrt_print_result(out, &ir->info, o->format, i, res);
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
  if (driver_params(ir, o.weights, o.have_seed, o.seed, !o.allow_nan, color, &params)) goto done;

  if (o.vocab && cxrt_vocab_load_max(vocab, o.vocab, o.fo.max_input, &err)) goto runtime_error;
  if (o.unk && cxrt_vocab_set_unk(vocab, o.unk, &err)) goto runtime_error;
  CxrtReadOptions ro = {o.data_format, ir->max_arity, ir->input_kind, o.max_nodes, o.fo.max_input};
  if (cxrt_data_read(o.data, &ro, vocab, &data, &err)) goto runtime_error;
  field_map = calloc((size_t)(ir->nfields ? ir->nfields : 1), sizeof *field_map);
  if (cxrt_dataset_bind(&data, &ir->info, field_map, &err)) goto runtime_error;
  if (o.dump) {
    CxrtAtomicFile *df = cxrt_atomic_open(o.dump, &err);
    if (!df) goto runtime_error;
    cxrt_graph_write(cxrt_atomic_stream(df), &data, vocab);
    if (cxrt_atomic_commit(df, &err)) goto runtime_error;
  }

  /* Compiled once the weights and the data are known to be good. */
  JitCacheInfo cache;
  memset(&cache, 0, sizeof cache);
  const char *extra = o.fo.no_opt ? "O0" : "";
  if (o.jit) {
    JitOptions jo;
    driver_jit_options(&o.fo, &jo);
    jo.check_nonfinite = !o.allow_nan;
    double t0 = now_ms();
    jit = o.no_cache ? jit_compile(&s, ir, &jo) : jit_compile_cached(&s, ir, &jo, NULL, extra, &cache);
    if (!jit) goto done;
    cxrt_compiled_run_set_leaf_table(jit_compiled_run(jit), o.leaf_table, -1);
    if (o.threads > 1 && cxrt_compiled_run_set_threads(jit_compiled_run(jit), o.threads, 0, &err)) goto runtime_error;
    t_compiled = t_parsed + (now_ms() - t0);
  }

  FILE *out = stdout;
  if (o.output) {
    if (!(af = cxrt_atomic_open(o.output, &err))) goto runtime_error;
    out = cxrt_atomic_stream(af);
  }
  int32_t n = data.nstructs;
  if (o.limit > 0 && o.limit < n) n = (int32_t)o.limit;
  double t_run = now_ms();
  /* A progress bar for long runs, on stderr when it is a terminal and the
   * results do not go to the same terminal (nor --trace lines). */
  cxrt_progress_begin(&bar, stderr, isatty(2) && !o.trace && !o.no_progress && (af || !isatty(1)), n, "run");
  int64_t nodes = 0;
  for (int32_t i = 0; i < n; i++) nodes += data.structs[i].nnodes;
  if (jit) {
    nresults = o.batch < n ? o.batch : (n > 0 ? n : 1);
    if (nresults < 1) nresults = 1;
    results = calloc((size_t)nresults, sizeof *results);
    for (int32_t i = 0; i < n; i += o.batch) {
      int32_t cnt = n - i < o.batch ? n - i : o.batch;
      int rc = jit_run_batch(jit, params, &data, i, cnt, field_map, results, &err);
      int32_t valid = rc ? jit_valid_results(jit) : cnt;
      for (int32_t k = 0; k < valid; k++) {
        if (o.trace) {
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
    InterpOptions io = {.check_nonfinite = !o.allow_nan};
    interp = interp_new(ir, params, &io);
    for (int32_t i = 0; i < n; i++) {
      if (interp_run(interp, &data, i, field_map, &res, &err)) goto runtime_error;
      if (o.trace) {
        TraceSrc t = {interp, NULL, 0};
        print_trace(&t, ir, &data.structs[i], i);
      }
      print_one(out, &o, ir, &data, i, &res);
      cxrt_progress_update(&bar, i + 1);
    }
  }
  cxrt_progress_end(&bar);
  double t_end = now_ms();
  if (o.time) {
    fprintf(stderr, "time: parse %.3f ms\n", t_parsed - t_start);
    if (jit) {
      JitTimes jt = jit_times(jit);
      if (cache.state == JIT_CACHE_HIT) fprintf(stderr, "time: cache hit %.3f ms\n", t_compiled - t_parsed);
      else fprintf(stderr, "time: compile %.3f ms\n", t_compiled - t_parsed);
      fprintf(stderr, "time: linearize %.3f ms\n", jt.linearize_ms);
      fprintf(stderr, "time: execute %.3f ms\n", jt.execute_ms);
      fprintf(stderr, "cache: %s\n", o.no_cache || cache.state == JIT_CACHE_OFF ? "off"
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
  if (!o.no_cache) speed_hint(&s, extra, jit, nodes, jit ? 0 : t_end - t_run, t_end - t_start);
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
