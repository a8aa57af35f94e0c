/* The program `cortex build MODEL.cx -o NAME` makes (cxrt.h, "built
 * executables"): `cortex run`'s data, weights and output options, and
 * exactly its output, for the model compiled into the program.  The
 * batch loop is the one `cortex run --jit` runs (cxrt_compiled_run_batch),
 * and printing is cxrt_print_result, so the two print the same bytes. */
#include "stdlib/cxrt.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef struct RunnerOptions {
  const char *prog;
  const char *data, *weights, *vocab, *unk, *output;
  int64_t max_input;        /* --max-input-size; 0: 1 GiB */
  CxrtDataFormat data_format;
  CxrtOutputFormat format;
  bool have_seed, with_text, allow_nan, time;
  uint64_t seed;
  int batch;
  int64_t limit;
  CxrtLeafTableMode leaf_table;
  int threads;
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
          "\n"
          "Data:\n"
          "  --data FILE          the structures: PTB/SST trees, CoNLL-U, graph format or sequences\n"
          "  --data-format F      ptb, conllu, graph or seq (default: from the extension or content)\n"
          "  --vocab FILE         vocabulary, one token a line (default: built from the data)\n"
          "  --unk TOKEN          map unknown words to TOKEN (must be in the vocabulary)\n"
          "  --limit N            only the first N structures\n"
          "  --max-input-size=SIZE\n"
          "                       the largest data or vocabulary file read\n"
          "                       (default 1G; K, M, G, T suffixes)\n"
          "Weights:\n"
          "  --weights FILE       a safetensors file with one tensor per param\n"
          "  --seed N             deterministic random weights instead (as cortex run --seed)\n"
          "Execution:\n"
          "  --batch B            structures per batch (default 1)\n"
"  --leaf-table M       auto (default), on or off: leaves whose states depend only on\n"
          "                       one int field computed once per distinct value, and\n"
          "                       products of such leaves with weights once per word\n"
"  --threads T          run big levels on T threads (default 1)\n"
          "  --allow-nan          continue past NaN/Inf values instead of stopping\n"
          "  --time               print linearize and execute times on stderr\n"
          "Output:\n"
          "  --format F           text (default), json (JSON Lines) or tsv\n"
          "  --with-text          include each structure's words\n"
          "  -o, --output FILE    write the outputs to FILE (replaced only when complete)\n",
          o->prog, m->name ? m->name : "?");
}

static int usage_error(const RunnerOptions *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int usage_error(const RunnerOptions *o, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "%s: ", o->prog);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fprintf(stderr, "\nTry '%s --help' for more information.\n", o->prog);
  return 2;
}

static int parse_u64(const char *s, uint64_t *out) {
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (errno || end == s || *end || s[0] == '-') return -1;
  *out = v;
  return 0;
}

/* 0 ok, 1 help printed, 2 usage error. */
static int parse_args(RunnerOptions *o, int argc, char **argv, const CxrtModelInfo *m) {
  o->batch = 1;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      usage(stdout, o, m);
      return 1;
    }
    if (strcmp(a, "--with-text") == 0) { o->with_text = true; continue; }
    if (strcmp(a, "--allow-nan") == 0) { o->allow_nan = true; continue; }
    if (strcmp(a, "--time") == 0) { o->time = true; continue; }
    static const char *const with_arg[] = {"--data", "--data-format", "--weights", "--seed", "--vocab", "--unk",
                                           "--batch", "--format", "--output", "-o", "--limit", "--leaf-table",
                                           "--threads", "--max-input-size", NULL};
    const char *val = NULL, *name = NULL;
    for (int k = 0; with_arg[k]; k++) {
      size_t n = strlen(with_arg[k]);
      if (strcmp(a, with_arg[k]) == 0) {
        if (i + 1 >= argc) return usage_error(o, "option '%s' needs an argument", a);
        name = with_arg[k];
        val = argv[++i];
        break;
      }
      if (strncmp(a, with_arg[k], n) == 0 && a[n] == '=') {
        name = with_arg[k];
        val = a + n + 1;
        break;
      }
    }
    if (!name) {
      if (a[0] == '-' && a[1]) return usage_error(o, "unknown option '%s'", a);
      return usage_error(o, "unexpected argument '%s' (the model is built in; pass the data with --data)", a);
    }
    if (strcmp(name, "--data") == 0) o->data = val;
    else if (strcmp(name, "--weights") == 0) o->weights = val;
    else if (strcmp(name, "--vocab") == 0) o->vocab = val;
    else if (strcmp(name, "--unk") == 0) o->unk = val;
    else if (strcmp(name, "--output") == 0 || strcmp(name, "-o") == 0) o->output = val;
    else if (strcmp(name, "--max-input-size") == 0) {
      if (cxrt_parse_size(val, &o->max_input))
        return usage_error(o, "--max-input-size expects a size such as 1048576, 64M, 1G or 2T, not '%s'", val);
    } else if (strcmp(name, "--leaf-table") == 0) {
      if (cxrt_leaf_table_parse(val, &o->leaf_table))
        return usage_error(o, "--leaf-table expects auto, on or off, not '%s'", val);
    } else if (strcmp(name, "--threads") == 0) {
      uint64_t v;
      if (parse_u64(val, &v) || v == 0 || v > CXRT_MAX_THREADS)
        return usage_error(o, "--threads expects an integer from 1 to %d, not '%s'", CXRT_MAX_THREADS, val);
      o->threads = (int)v;
    } else if (strcmp(name, "--data-format") == 0) {
      if (cxrt_format_parse(val, &o->data_format))
        return usage_error(o, "unknown data format '%s' (expected ptb, conllu, graph or seq)", val);
    } else if (strcmp(name, "--format") == 0) {
      if (cxrt_output_format_parse(val, &o->format))
        return usage_error(o, "unknown output format '%s' (expected text, json or tsv)", val);
    } else if (strcmp(name, "--seed") == 0) {
      if (parse_u64(val, &o->seed)) return usage_error(o, "--seed expects a non-negative integer, not '%s'", val);
      o->have_seed = true;
    } else {
      uint64_t v;
      if (parse_u64(val, &v) || v == 0 || v > INT32_MAX)
        return usage_error(o, "%s expects a positive integer, not '%s'", name, val);
      if (name[2] == 'b') o->batch = (int)v;
      else o->limit = (int64_t)v;
    }
  }
  if (!o->data) return usage_error(o, "no data given: pass --data FILE");
  if (o->weights && o->have_seed) return usage_error(o, "--weights and --seed both given: choose one");
  if (!o->weights && !o->have_seed)
    return usage_error(o, "no weights: pass --weights FILE.safetensors, or --seed N for deterministic random weights");
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
  int rc = o.weights ? cxrt_safetensors_read(o.weights, &w, &err) : cxrt_init_weights(info, o.seed, &w, &err);
  if (rc) goto runtime_error;
  if (cxrt_bind_weights(info, &w, params, warn, &o, &err)) goto runtime_error;
  bound = true;
  if (!o.allow_nan && cxrt_params_check_finite(info, params, o.weights, &err)) goto runtime_error;
  cxrt_weights_free(&w);
  if (o.vocab && cxrt_vocab_load_max(vocab, o.vocab, o.max_input, &err)) goto runtime_error;
  if (o.unk && cxrt_vocab_set_unk(vocab, o.unk, &err)) goto runtime_error;
  CxrtReadOptions ro = {o.data_format, info->max_arity, info->input_kind, 0, o.max_input};
  if (cxrt_data_read(o.data, &ro, vocab, &data, &err)) goto runtime_error;
  if (cxrt_dataset_bind(&data, info, field_map, &err)) goto runtime_error;

  FILE *out = stdout;
  if (o.output) {
    if (!(af = cxrt_atomic_open(o.output, &err))) goto runtime_error;
    out = cxrt_atomic_stream(af);
  }
  int32_t n = data.nstructs;
  if (o.limit > 0 && o.limit < n) n = (int32_t)o.limit;
  run = cxrt_compiled_run_new(cm, !o.allow_nan);
  nresults = o.batch < n ? o.batch : (n > 0 ? n : 1);
  results = calloc((size_t)nresults, sizeof *results);
  if (!run || !results) {
    cxrt_errorf(&err, "", 0, 0, "out of memory for the buffers of a run");
    goto runtime_error;
  }
  cxrt_compiled_run_set_leaf_table(run, o.leaf_table, -1);
  if (o.threads > 1 && cxrt_compiled_run_set_threads(run, o.threads, 0, &err)) goto runtime_error;
  for (int32_t i = 0; i < n; i += o.batch) {
    int32_t cnt = n - i < o.batch ? n - i : o.batch;
    int brc = cxrt_compiled_run_batch(run, params, &data, i, cnt, field_map, results, &err);
    int32_t valid = brc ? cxrt_compiled_run_valid(run) : cnt;
    for (int32_t k = 0; k < valid; k++) {
      char *text = o.with_text ? cxrt_structure_text(&data.structs[i + k]) : NULL;
      if (o.with_text && !text) {
        cxrt_errorf(&err, "", 0, 0, "out of memory for the text of structure %d", i + k);
        fflush(out);
        goto runtime_error;
      }
      results[k].text = text;
      cxrt_print_result(out, info, o.format, i + k, &results[k]);
      results[k].text = NULL;
      free(text);
    }
    if (brc) {
      fflush(out);
      goto runtime_error;
    }
  }
  if (o.time) {
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
