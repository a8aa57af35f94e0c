/* The program `cortex build MODEL.cx -o NAME` makes (cxrt.h, "built
 * executables"): `cortex run`'s data, weights and output options, and
 * exactly its output, for the model compiled into the program.  The
 * batch loop is the one `cortex run --jit` runs (cxrt_compiled_run_batch),
 * and printing is cxrt_print_result, so the two print the same bytes. */
#define _GNU_SOURCE /* vasprintf */
#include "stdlib/cxrt.h"
#include "stdlib/runopts.h"
#include "stdlib/closest.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef struct RunnerOptions {
  const char *prog;
  CxrtRunArgs a;             /* cortex run's options (stdlib/runopts.h) */
} RunnerOptions;

static bool color_stderr(void) {
  const char *term = getenv("TERM");
  return isatty(2) && term && strcmp(term, "dumb") != 0 && !getenv("NO_COLOR");
}

static void print_error(const RunnerOptions *o, const CxrtError *err) {
  bool c = color_stderr();
  const char *b = c ? "\033[1m" : "", *r = c ? "\033[1;31m" : "", *z = c ? "\033[0m" : "";
  if (err->file[0] && err->line > 0)
    fprintf(stderr, "%s%s:%d:%d:%s %serror:%s %s\n", b, err->file, err->line, err->col > 0 ? err->col : 1, z, r, z,
            err->msg);
  else if (err->file[0])
    fprintf(stderr, "%s%s:%s %serror:%s %s\n", b, err->file, z, r, z, err->msg);
  else
    fprintf(stderr, "%s%s:%s %serror:%s %s\n", b, o->prog, z, r, z, err->msg);
}

static void warn(void *user, const char *msg) {
  const RunnerOptions *o = user;
  bool c = color_stderr();
  fprintf(stderr, "%s%s:%s %swarning:%s %s\n", c ? "\033[1m" : "", o->prog, c ? "\033[0m" : "",
          c ? "\033[1;35m" : "", c ? "\033[0m" : "", msg);
}

static void usage(FILE *out, const RunnerOptions *o, const CxrtModelInfo *m) {
  fprintf(out,
          "Usage: %s --data FILE (--weights W.safetensors | --seed N) [OPTIONS]\n"
          "\n"
          "Runs the Cortex model '%s' (compiled by cortex build) on every structure of\n"
          "FILE and prints its outputs, as `cortex run` does.\n"
          "\n",
          o->prog, m->name ? m->name : "?");
  cxrt_run_args_usage(out, CXRT_RUN_BUILT);
}

static int usage_error(const RunnerOptions *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int usage_error(const RunnerOptions *o, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *msg = NULL;
  int n = vasprintf(&msg, fmt, ap);
  va_end(ap);
  fprintf(stderr, "%s: ", o->prog);
  /* quoted arguments cut to their first bytes, as cortex run does */
  if (n >= 0) cx_put_quotes_cut(stderr, msg);
  else fputs("bad usage", stderr);
  free(msg);
  fprintf(stderr, "\nTry '%s --help' for more information.\n", o->prog);
  return 2;
}

/* 0 ok, 1 help printed, 2 usage error. */
static int parse_args(RunnerOptions *o, int argc, char **argv, const CxrtModelInfo *m) {
  char msg[512];
  cxrt_run_args_init(&o->a);
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      usage(stdout, o, m);
      return 1;
    }
    int r = cxrt_run_args_parse(&o->a, CXRT_RUN_BUILT, argc, argv, &i, msg, sizeof msg);
    if (r < 0) return usage_error(o, "%s", msg);
    if (r) continue;
    if (a[0] == '-' && a[1]) {
      const char *close = cxrt_run_option_closest(a, CXRT_RUN_BUILT);
      if (close) return usage_error(o, "unknown option '%s'; did you mean '%s'?", a, close);
      return usage_error(o, "unknown option '%s'", a);
    }
    return usage_error(o, "unexpected argument '%s' (the model is built in; pass the data with --data)", a);
  }
  if (cxrt_run_args_check(&o->a, NULL, msg, sizeof msg)) return usage_error(o, "%s", msg);
  return 0;
}

int cxrt_runner_main(int argc, char **argv, CxrtModelFn fn) {
  RunnerOptions o;
  memset(&o, 0, sizeof o);
  const char *slash = argc > 0 && argv[0] ? strrchr(argv[0], '/') : NULL;
  o.prog = slash ? slash + 1 : argc > 0 && argv[0] ? argv[0] : "model";
  CxrtError err;
  memset(&err, 0, sizeof err);
  CxrtCompiled *cm = cxrt_compiled_open(fn, &err);
  if (!cm) {
    print_error(&o, &err);
    return 1;
  }
  const CxrtModelInfo *info = cxrt_compiled_info(cm);
  int pr = parse_args(&o, argc, argv, info);
  if (pr) {
    cxrt_compiled_free(cm);
    return pr == 1 ? 0 : 2;
  }

  int status = 1;
  CxrtWeights w = {0};
  CxrtTensor *params = calloc((size_t)(info->nparams ? info->nparams : 1), sizeof *params);
  CxrtVocab *vocab = cxrt_vocab_new();
  CxrtDataset data = {0};
  CxrtCompiledRun *run = NULL;
  CxrtResult *results = NULL;
  int nresults = 0;
  CxrtAtomicFile *af = NULL;
  int *field_map = calloc((size_t)(info->nfields ? info->nfields : 1), sizeof *field_map);
  bool bound = false;

  if (!params || !vocab || !field_map) {
    cxrt_errorf(&err, "", 0, 0, "out of memory");
    goto runtime_error;
  }
  int rc = o.a.weights ? cxrt_safetensors_read(o.a.weights, &w, &err) : cxrt_init_weights(info, o.a.seed, &w, &err);
  if (rc) goto runtime_error;
  if (cxrt_bind_weights(info, &w, params, warn, &o, &err)) goto runtime_error;
  bound = true;
  if (!o.a.allow_nan && cxrt_params_check_finite(info, params, o.a.weights, &err)) goto runtime_error;
  cxrt_weights_free(&w);
  if (o.a.vocab && cxrt_vocab_load_max(vocab, o.a.vocab, o.a.max_input, &err)) goto runtime_error;
  if (o.a.unk && cxrt_vocab_set_unk(vocab, o.a.unk, &err)) goto runtime_error;
  CxrtReadOptions ro = {o.a.data_format, info->max_arity, info->input_kind, 0, o.a.max_input};
  if (cxrt_data_read(o.a.data, &ro, vocab, &data, &err)) goto runtime_error;
  if (cxrt_dataset_bind(&data, info, field_map, &err)) goto runtime_error;

  FILE *out = stdout;
  if (o.a.output) {
    if (!(af = cxrt_atomic_open(o.a.output, &err))) goto runtime_error;
    out = cxrt_atomic_stream(af);
  }
  int32_t n = data.nstructs;
  if (o.a.limit > 0 && o.a.limit < n) n = (int32_t)o.a.limit;
  run = cxrt_compiled_run_new(cm, !o.a.allow_nan);
  nresults = o.a.batch < n ? o.a.batch : (n > 0 ? n : 1);
  results = calloc((size_t)nresults, sizeof *results);
  if (!run || !results) {
    cxrt_errorf(&err, "", 0, 0, "out of memory for the buffers of a run");
    goto runtime_error;
  }
  cxrt_compiled_run_set_leaf_table(run, o.a.leaf_table, -1);
  if (o.a.threads > 1 && cxrt_compiled_run_set_threads(run, o.a.threads, 0, &err)) goto runtime_error;
  for (int32_t i = 0; i < n; i += o.a.batch) {
    int32_t cnt = n - i < o.a.batch ? n - i : o.a.batch;
    int brc = cxrt_compiled_run_batch(run, params, &data, i, cnt, field_map, results, &err);
    int32_t valid = brc ? cxrt_compiled_run_valid(run) : cnt;
    for (int32_t k = 0; k < valid; k++) {
      char *text = o.a.with_text ? cxrt_structure_text(&data.structs[i + k]) : NULL;
      if (o.a.with_text && !text) {
        cxrt_errorf(&err, "", 0, 0, "out of memory for the text of structure %d", i + k);
        fflush(out);
        goto runtime_error;
      }
      results[k].text = text;
      cxrt_print_result(out, info, o.a.format, i + k, &results[k]);
      results[k].text = NULL;
      free(text);
    }
    if (brc) {
      fflush(out);
      goto runtime_error;
    }
  }
  if (o.a.time) {
    double lin = 0, exe = 0;
    cxrt_compiled_run_times(run, &lin, &exe);
    fprintf(stderr, "time: linearize %.3f ms\n", lin);
    fprintf(stderr, "time: execute %.3f ms\n", exe);
  }
  /* Standard output is checked when main closes it (stdlib/program.h). */
  if (af) {
    int crc = cxrt_atomic_commit(af, &err);
    af = NULL;
    if (crc) goto runtime_error;
  }
  status = 0;
  goto done;

runtime_error:
  print_error(&o, &err);
done:
  cxrt_atomic_abort(af);
  for (int k = 0; results && k < nresults; k++) cxrt_result_free(&results[k]);
  free(results);
  cxrt_compiled_run_free(run);
  free(field_map);
  cxrt_dataset_free(&data);
  cxrt_vocab_free(vocab);
  cxrt_weights_free(&w);
  if (bound) cxrt_tensors_free(params, info->nparams);
  free(params);
  cxrt_compiled_free(cm);
  return status;
}
