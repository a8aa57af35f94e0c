/* cortex bench MODEL.cx --data FILE [--batch 1,10] ...: times the model.
 *
 * The model is loaded, lowered and compiled once, the weights bound once
 * and the data parsed once; none of that is timed.  Then, for each batch
 * size B, it times calls, where one call is what serving a batch costs:
 * the backend's run (backend/backend.h) over B consecutive structures:
 * the compiled code's batch (linearize, row checks, the generated code,
 * the outputs, the NaN/Inf scans and the results), or with --interp the
 * interpreter over each of the B structures.  Call i (0-based,
 * after the warmup calls) runs full batch i mod (n / B) of the data, i.e.
 * structures [k * B, (k + 1) * B): the data is cycled through in order,
 * and the last n mod B structures are never run.  bench/compare.py relies
 * on that order to feed PyTorch the same structures.
 *
 * It reports the median, minimum and maximum milliseconds per call, as a
 * table (--format text) or one JSON object per batch size (--format json).
 *
 * With a list of thread counts (--threads 1,2) each batch size is timed
 * on every count in turn, in rounds of about BENCH_ROUND_MS (or a tenth of
 * --calls), the pool rebuilt and untimed calls run at each switch
 * (BENCH_SWITCH_WARMUP_MS): a
 * drift of a shared machine then falls on every count alike, and the
 * ratio of the medians (the "speedup" column, against the first count) is
 * measured in one run, as comparisons should be. */
#include "driver/driver.h"
#include "stdlib/runopts.h"
#include "lang/base/arena.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "backend/backend.h"
#include "backend/jit/jit.h"

enum { BENCH_MAX_BATCHES = 64, BENCH_MAX_THREAD_COUNTS = 8, BENCH_ROUNDS = 10 };
#define BENCH_ROUND_MS 100.0 /* a thread list's rounds, default mode */
/* Untimed calls after a switch of thread count last at least this long
 * (besides --warmup calls): the new pool's core has been idle, and its
 * first milliseconds run slow (measured: TreeLSTM H = 256 B = 1 on 2
 * threads, 0.54 ms a call in rounds of 5 calls after 2 warmup calls,
 * 0.15 ms in steady state). */
#define BENCH_SWITCH_WARMUP_MS 20.0
#define BENCH_MAX_CALLS 1000000 /* default mode: at most this many calls per batch size */

typedef struct BenchOptions {
  FrontOptions fo;
  const char *data, *weights, *vocab, *unk;
  CxrtDataFormat data_format;
  bool json, interp, allow_nan, have_seed, no_progress;
  bool batch_given;         /* --batch given; else the default 1,10 */
  uint64_t seed;
  int batches[BENCH_MAX_BATCHES];
  int nbatches;
  int threads[BENCH_MAX_THREAD_COUNTS]; /* --threads, in the order given */
  int nthreads;
  CxrtLeafTableMode leaf_table;
  int64_t calls;       /* 0: until the data is covered and min_time has passed */
  int64_t warmup;
  int64_t limit;
  double min_time, max_time; /* seconds, default mode */
  bool have_min_time;
} BenchOptions;

static void bench_usage(FILE *out) {
  fprintf(out,
          "Usage: cortex bench MODEL.cx --data FILE [--batch 1,10] [OPTIONS]\n"
          "\n"
          "Times the model: for each batch size B, calls that each run B consecutive\n"
          "structures of FILE (linearize + execute with the compiled code, or the\n"
          "interpreter with --interp), cycling through the data in order.  Loading,\n"
          "compiling, binding the weights and reading the data are not timed.  Prints\n"
          "the median, minimum and maximum milliseconds per call.\n"
          "\n"
          "Data and weights:\n"
          "  --data FILE          the structures: PTB/SST trees, CoNLL-U, graph format or sequences\n"
          "  --data-format F      ptb, conllu, graph or seq (default: from the extension or content)\n"
          "  --vocab FILE         vocabulary, one token a line (default: built from the data)\n"
          "  --unk TOKEN          map unknown words to TOKEN (must be in the vocabulary)\n"
          "  --limit N            only the first N structures\n"
          "  --weights FILE       a safetensors file with one tensor per param\n"
          "  --seed N             deterministic random weights (the default: --seed 1)\n"
          "Measurement:\n"
          "  --batch B[,B...]     structures per call, one measurement per size (default 1,10;\n"
          "                       a default size larger than the data is left out)\n"
          "  --calls N            timed calls per batch size (default: enough to run every\n"
          "                       structure once and to take at least --min-time, at most\n"
          "                       1,000,000 calls and --max-time)\n"
          "  --min-time S         seconds per batch size in the default mode (default 1)\n"
          "  --max-time S         at most this many seconds per batch size in the default\n"
          "                       mode, even if the data is not covered (default 60)\n"
          "  --warmup K           untimed calls before each measurement (default 2)\n"
          "  --threads T[,T...]   run big levels on T threads (the compiled code; default 1;\n"
          "                       the interpreter is single-threaded); a list times every\n"
          "                       count in turn, in rounds, and prints each one's speedup\n"
          "                       over the first (--threads 1,2)\n"
          "  --leaf-table M       auto (default), on or off: leaf states tabulated per distinct\n"
          "                       key, and leaf-child and hoisted products per word (see\n"
          "                       cortex run --help); tables persist across calls\n"
          "  --interp             time the reference interpreter instead of the compiled code\n"
          "  --jit                time the compiled code (the default)\n"
          "  --allow-nan          skip the NaN/Inf checks (part of every call by default)\n"
          "Output:\n"
          "  --format F           text (a table, the default) or json (one line per batch size)\n"
          "  --no-progress        no progress bar (one is drawn on stderr when it is a terminal\n"
          "                       and a measurement takes over a second)\n"
          "Model options:\n");
  front_usage(out);
}

static int parse_u64(const char *s, uint64_t *out) {
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (errno || end == s || *end || s[0] == '-' || s[0] == '+' || s[0] == ' ') return -1;
  *out = v;
  return 0;
}

/* "1,10,100" -> out[0..*n) (--batch, --threads). */
static int parse_int_list(const char *name, const char *val, int *out, int *n, int max, int64_t limit) {
  *n = 0;
  const char *p = val;
  for (;;) {
    const char *comma = strchr(p, ',');
    size_t len = comma ? (size_t)(comma - p) : strlen(p);
    char buf[32];
    uint64_t v;
    if (len == 0 || len >= sizeof buf) goto bad;
    memcpy(buf, p, len);
    buf[len] = '\0';
    if (parse_u64(buf, &v) || v == 0 || v > (uint64_t)limit) goto bad;
    if (*n == max) {
      usage_error("bench", "%s: at most %d values", name, max);
      return -1;
    }
    out[(*n)++] = (int)v;
    if (!comma) return 0;
    p = comma + 1;
  }
bad:
  usage_error("bench", "%s expects positive integers (at most %lld) separated by commas (e.g. %s), not '%s'", name,
              (long long)limit, strcmp(name, "--batch") ? "1,2" : "1,10", val);
  return -1;
}

static int parse_seconds(const char *name, const char *val, double *out) {
  char *end;
  errno = 0;
  double v = strtod(val, &end);
  if (errno || end == val || *end || !(v > 0) || v > 1e6) {
    usage_error("bench", "%s expects a positive number of seconds, not '%s'", name, val);
    return -1;
  }
  *out = v;
  return 0;
}

static int parse_bench_args(BenchOptions *o, int argc, char **argv) {
  o->batches[0] = 1;
  o->batches[1] = 10;
  o->nbatches = 2;
  o->threads[0] = 1;
  o->nthreads = 1;
  o->warmup = 2;
  o->min_time = 1.0;
  o->max_time = 60.0;
  o->seed = 1;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      bench_usage(stdout);
      return 1;
    }
    int r = front_option(&o->fo, "bench", argc, argv, &i);
    if (r < 0) return -1;
    if (r) continue;
    if (strcmp(a, "--interp") == 0) { o->interp = true; continue; }
    if (strcmp(a, "--jit") == 0) { o->interp = false; continue; }
    if (strcmp(a, "--allow-nan") == 0) { o->allow_nan = true; continue; }
    if (strcmp(a, "--no-progress") == 0) { o->no_progress = true; continue; }
    static const char *const with_arg[] = {"--data", "--data-format", "--weights", "--seed", "--vocab",
                                           "--unk", "--batch", "--format", "--calls", "--warmup",
                                           "--threads", "--limit", "--min-time", "--max-time", "--leaf-table",
                                           NULL};
    const char *val = NULL, *name = NULL;
    int m = driver_option_value("bench", with_arg, argc, argv, &i, &name, &val);
    if (m < 0) return -1;
    if (m == 0) {
      if (driver_model_argument("bench", &o->fo, a, bench_usage)) return -1;
      continue;
    }
    uint64_t v;
    if (strcmp(name, "--data") == 0) o->data = val;
    else if (strcmp(name, "--weights") == 0) o->weights = val;
    else if (strcmp(name, "--vocab") == 0) o->vocab = val;
    else if (strcmp(name, "--unk") == 0) o->unk = val;
    else if (strcmp(name, "--leaf-table") == 0) {
      if (cxrt_leaf_table_parse(val, &o->leaf_table)) {
        usage_error("bench", "--leaf-table expects auto, on or off, not '%s'", val);
        return -1;
      }
    } else if (strcmp(name, "--data-format") == 0) {
      if (cxrt_format_parse(val, &o->data_format)) {
        usage_error("bench", "unknown data format '%s' (expected ptb, conllu, graph or seq)", val);
        return -1;
      }
    } else if (strcmp(name, "--format") == 0) {
      if (strcmp(val, "text") == 0) o->json = false;
      else if (strcmp(val, "json") == 0) o->json = true;
      else {
        usage_error("bench", "unknown output format '%s' (expected text or json)", val);
        return -1;
      }
    } else if (strcmp(name, "--seed") == 0) {
      if (parse_u64(val, &o->seed)) {
        usage_error("bench", "--seed expects a non-negative integer, not '%s'", val);
        return -1;
      }
      o->have_seed = true;
    } else if (strcmp(name, "--batch") == 0) {
      if (parse_int_list(name, val, o->batches, &o->nbatches, BENCH_MAX_BATCHES, INT32_MAX)) return -1;
      o->batch_given = true;
    } else if (strcmp(name, "--threads") == 0) {
      if (parse_int_list(name, val, o->threads, &o->nthreads, BENCH_MAX_THREAD_COUNTS, CXRT_MAX_THREADS)) return -1;
    } else if (strcmp(name, "--min-time") == 0) {
      if (parse_seconds(name, val, &o->min_time)) return -1;
      o->have_min_time = true;
    } else if (strcmp(name, "--max-time") == 0) {
      if (parse_seconds(name, val, &o->max_time)) return -1;
    } else if (strcmp(name, "--warmup") == 0) {
      if (parse_u64(val, &v) || v > BENCH_MAX_CALLS) {
        usage_error("bench", "--warmup expects an integer from 0 to %d, not '%s'", BENCH_MAX_CALLS, val);
        return -1;
      }
      o->warmup = (int64_t)v;
    } else { /* --calls, --limit: positive */
      if (parse_u64(val, &v) || v == 0 || v > INT32_MAX) {
        usage_error("bench", "%s expects a positive integer, not '%s'", name, val);
        return -1;
      }
      if (strcmp(name, "--calls") == 0) o->calls = (int64_t)v;
      else o->limit = (int64_t)v;
    }
  }
  if (!o->fo.model) {
    usage_error("bench", "no model given (e.g. cortex bench examples/treelstm.cx --data FILE --batch 1,10)");
    return -1;
  }
  if (!o->data) {
    usage_error("bench", "no data given: pass --data FILE");
    return -1;
  }
  if (o->weights && o->have_seed) {
    usage_error("bench", "--weights and --seed both given: choose one");
    return -1;
  }
  if (o->unk && !o->vocab) {
    usage_error("bench", "%s", CXRT_UNK_NEEDS_VOCAB);
    return -1;
  }
  if (o->nthreads > 1 && o->interp) {
    usage_error("bench", "--threads %d,...: a list of thread counts times the compiled code; the interpreter runs on "
                "one thread (drop --interp)", o->threads[0]);
    return -1;
  }
  if (driver_check_weights_dtype("bench", &o->fo, !o->interp)) return -1;
  if (o->max_time < o->min_time && !o->have_min_time) o->min_time = o->max_time;
  if (o->max_time < o->min_time) {
    usage_error("bench", "--max-time %g is less than --min-time %g", o->max_time, o->min_time);
    return -1;
  }
  return 0;
}

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* A JSON string: the model name and the data path come from the user. */
static void json_string(FILE *out, const char *s) {
  fputc('"', out);
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (*p == '"' || *p == '\\') fprintf(out, "\\%c", *p);
    else if (*p < 0x20) fprintf(out, "\\u%04x", *p);
    else fputc(*p, out);
  }
  fputc('"', out);
}

/* One measurement: a batch size's timed calls on one thread count. */
typedef struct BenchResult {
  int batch, threads;
  int64_t calls;
  double median_ms, min_ms, max_ms, mean_ms;
  double nodes_per_call;
  double linearize_ms, execute_ms; /* per call, mean (compiled code only) */
  double row_split_groups;         /* per call, mean: groups split by rows */
  double speedup;                  /* a thread list: the first count's median over this one's */
  char threads_note[256];          /* the pool's (cxrt_compiled_run_threads_note), or "" */
  bool covered;                    /* every structure used ran at least once */
  bool capped;                     /* default mode: stopped by --max-time or the call cap before that */
} BenchResult;

/* What one call runs. */
typedef struct Bench {
  const BenchOptions *o;
  const IrProgram *ir;
  const CxrtTensor *params;
  const CxrtDataset *data;
  int32_t nstructs;        /* structures used: min(data, --limit) */
  const int *field_map;
  CxRunner run;            /* the backend's engine (backend/backend.h) */
  bool jit;                /* the compiled code (else the interpreter) */
  bool bf16;               /* its panels in bf16 (--weights-dtype) */
  CxrtResult *results;     /* [max batch] */
  CxrtError err;
} Bench;

/* B structures from first, in runs of at most the backend's max_batch
 * (the interpreter's is one). */
static int one_call(Bench *b, int32_t first, int batch) {
  const CxBackend *be = b->run.b;
  int step = be->max_batch && be->max_batch < batch ? be->max_batch : batch;
  for (int k = 0; k < batch; k += step)
    if (be->run(b->run.e, b->params, b->data, first + k, batch - k < step ? batch - k : step, b->field_map,
                b->results + k, &b->err))
      return -1;
  return 0;
}

/* The calls of one thread count, gathered over the rounds. */
typedef struct Samples {
  double *t;
  int64_t n, cap;
  double nodes, elapsed_ms;
  double linearize_ms, execute_ms, row_split_groups;
  char threads_note[256];
} Samples;

/* Whether thread count's samples are complete (default mode: the data
 * covered and --min-time spent, or a cap reached). */
static bool samples_done(const BenchOptions *o, const Samples *s, int32_t nfull) {
  if (o->calls) return s->n >= o->calls;
  return (s->n >= nfull && s->elapsed_ms >= o->min_time * 1e3) || s->n >= BENCH_MAX_CALLS ||
         s->elapsed_ms >= o->max_time * 1e3;
}

/* Timed calls into s until it is complete, or (round_ms > 0) this round's
 * time or (round_calls > 0) its calls are spent.  The call index goes on
 * from s->n, so that each count cycles through the data in order. */
static int run_calls(Bench *b, int batch, Samples *s, double round_ms, int64_t round_calls, CxrtProgress *prog,
                     int64_t *done_calls) {
  const BenchOptions *o = b->o;
  int32_t nfull = b->nstructs / batch;
  CxEngineTimes t0 = b->run.b->times(b->run.e);
  double start = now_ms();
  for (int64_t k = 0; !samples_done(o, s, nfull); k++) {
    if ((round_ms > 0 && now_ms() - start >= round_ms) || (round_calls > 0 && k >= round_calls)) break;
    if (s->n == s->cap) {
      s->cap = s->cap ? s->cap * 2 : 1024;
      s->t = cx_xrealloc(s->t, sizeof *s->t * (size_t)s->cap);
    }
    int32_t first = (int32_t)(s->n % nfull) * batch;
    double c0 = now_ms();
    int rc = one_call(b, first, batch);
    double c1 = now_ms();
    if (rc) return -1;
    s->t[s->n++] = c1 - c0;
    s->elapsed_ms += c1 - c0;
    for (int j = 0; j < batch; j++) s->nodes += b->data->structs[first + j].nnodes;
    cxrt_progress_update(prog, ++*done_calls);
  }
  CxEngineTimes t1 = b->run.b->times(b->run.e);
  s->linearize_ms += t1.linearize_ms - t0.linearize_ms;
  s->execute_ms += t1.execute_ms - t0.execute_ms;
  s->row_split_groups += (double)(t1.row_split_groups - t0.row_split_groups);
  snprintf(s->threads_note, sizeof s->threads_note, "%s", t1.threads_note ? t1.threads_note : "");
  return 0;
}

/* --warmup untimed calls, and more until min_ms have passed. */
static int warmup_calls(Bench *b, int batch, double min_ms) {
  int32_t nfull = b->nstructs / batch;
  double start = now_ms();
  for (int64_t w = 0; w < b->o->warmup || now_ms() - start < min_ms; w++)
    if (one_call(b, (int32_t)(w % nfull) * batch, batch)) return -1;
  return 0;
}

static void summarize(const Samples *s, int batch, int threads, int32_t nfull, bool capped_possible,
                      BenchResult *r) {
  memset(r, 0, sizeof *r);
  r->batch = batch;
  r->threads = threads;
  int64_t n = s->n;
  double sum = 0;
  for (int64_t i = 0; i < n; i++) sum += s->t[i];
  qsort(s->t, (size_t)n, sizeof *s->t, cmp_double);
  r->calls = n;
  r->covered = n >= nfull;
  r->capped = capped_possible && n < nfull;
  r->min_ms = s->t[0];
  r->max_ms = s->t[n - 1];
  r->median_ms = n % 2 ? s->t[n / 2] : (s->t[n / 2 - 1] + s->t[n / 2]) / 2;
  r->mean_ms = sum / (double)n;
  r->nodes_per_call = s->nodes / (double)n;
  r->linearize_ms = s->linearize_ms / (double)n;
  r->execute_ms = s->execute_ms / (double)n;
  r->row_split_groups = s->row_split_groups / (double)n;
  r->speedup = 1;
}

/* Batch size `batch` on every thread count of the list: r[0..nthreads).
 * One count runs its calls in one go, as it always did; a list runs
 * them in rounds, switching the engine's threads between them. */
static int measure(Bench *b, int batch, BenchResult *r) {
  const BenchOptions *o = b->o;
  int nt = b->jit ? o->nthreads : 1;
  int32_t nfull = b->nstructs / batch; /* full batches in the data */
  Samples s[BENCH_MAX_THREAD_COUNTS];
  memset(s, 0, sizeof s);
  char label[64];
  snprintf(label, sizeof label, "B=%d calls", batch);
  CxrtProgress prog;
  cxrt_progress_begin(&prog, stderr, isatty(2) && !o->no_progress, o->calls * nt, label);
  int64_t done_calls = 0;
  double round_ms = nt > 1 && !o->calls ? BENCH_ROUND_MS : 0;
  int64_t round_calls = nt > 1 && o->calls ? (o->calls + BENCH_ROUNDS - 1) / BENCH_ROUNDS : 0;
  int rc = 0;
  if (nt == 1) rc = warmup_calls(b, batch, 0);
  for (bool all = false; !rc && !all;) {
    all = true;
    for (int k = 0; k < nt && !rc; k++) {
      if (samples_done(o, &s[k], nfull)) continue;
      if (nt > 1)
        rc = b->run.b->set_threads(b->run.e, o->threads[k], &b->err) ||
             warmup_calls(b, batch, BENCH_SWITCH_WARMUP_MS);
      if (!rc) rc = run_calls(b, batch, &s[k], round_ms, round_calls, &prog, &done_calls);
      all = all && samples_done(o, &s[k], nfull);
    }
  }
  cxrt_progress_end(&prog);
  for (int k = 0; k < nt && !rc; k++) {
    summarize(&s[k], batch, b->jit ? o->threads[k] : 1, nfull, !o->calls, &r[k]);
    memcpy(r[k].threads_note, s[k].threads_note, sizeof r[k].threads_note);
    if (k > 0) r[k].speedup = r[0].median_ms / r[k].median_ms;
  }
  for (int k = 0; k < nt; k++) free(s[k].t);
  return rc ? -1 : 0;
}

static const char *THREADS_NOTE = "the interpreter runs single-threaded";

/* The machine a measurement ran on, for the tables it goes into: the CPU
 * model (/proc/cpuinfo's "model name"; "unknown CPU" elsewhere), the
 * CPUs online and the load average when the bench started. */
typedef struct BenchMachine {
  char cpu[128];
  long cpus;
  double load;
} BenchMachine;

static void bench_machine(BenchMachine *bm) {
  snprintf(bm->cpu, sizeof bm->cpu, "unknown CPU");
  FILE *f = fopen("/proc/cpuinfo", "r");
  char line[512];
  while (f && fgets(line, sizeof line, f)) {
    char *colon = strchr(line, ':');
    if (strncmp(line, "model name", 10) != 0 || !colon) continue;
    char *v = colon + 1;
    while (*v == ' ' || *v == '\t') v++;
    v[strcspn(v, "\n")] = '\0';
    if (*v) snprintf(bm->cpu, sizeof bm->cpu, "%s", v);
    break;
  }
  if (f) fclose(f);
  bm->cpus = sysconf(_SC_NPROCESSORS_ONLN);
  if (getloadavg(&bm->load, 1) != 1) bm->load = -1;
}

static void print_json(const Bench *b, const BenchMachine *bm, const BenchResult *r, double compile_ms) {
  const BenchOptions *o = b->o;
  FILE *out = stdout;
  fputs("{\"model\": ", out);
  json_string(out, b->ir->info.name ? b->ir->info.name : "");
  fprintf(out, ", \"batch\": %d, \"threads\": %d, \"calls\": %" PRId64, r->batch, r->threads, r->calls);
  fprintf(out, ", \"median_ms\": %.6f, \"min_ms\": %.6f, \"max_ms\": %.6f, \"mean_ms\": %.6f", r->median_ms,
          r->min_ms, r->max_ms, r->mean_ms);
  fprintf(out, ", \"backend\": \"%s\", \"nodes_per_call\": %.2f", b->jit ? "jit" : "interp", r->nodes_per_call);
  if (b->jit)
    fprintf(out, ", \"linearize_ms\": %.6f, \"execute_ms\": %.6f, \"compile_ms\": %.3f, \"weights_dtype\": \"%s\"",
            r->linearize_ms, r->execute_ms, compile_ms, b->bf16 ? "bf16" : "f32");
  fprintf(out, ", \"warmup\": %" PRId64 ", \"structures\": %d, \"data\": ", o->warmup, (int)b->nstructs);
  json_string(out, o->data);
  fprintf(out, ", \"data_covered\": %s, \"cpu\": ", r->covered ? "true" : "false");
  json_string(out, bm->cpu);
  fprintf(out, ", \"cpus\": %ld", bm->cpus);
  if (bm->load >= 0) fprintf(out, ", \"loadavg\": %.2f", bm->load);
  if (o->threads[0] > 1 && !b->jit)
    fprintf(out, ", \"threads_requested\": %d, \"note\": \"%s\"", o->threads[0], THREADS_NOTE);
  if (o->nthreads > 1 && b->jit)
    fprintf(out, ", \"speedup\": %.4f, \"speedup_vs_threads\": %d", r->speedup, o->threads[0]);
  if (r->threads > 1 && b->jit) {
    fprintf(out, ", \"row_split_groups\": %.2f", r->row_split_groups);
    if (r->threads_note[0]) {
      fputs(", \"threads_note\": ", out);
      json_string(out, r->threads_note);
    }
  }
  fputs("}\n", out);
  driver_flush(out);
}

static void print_text_header(const Bench *b, const BenchMachine *bm, double compile_ms) {
  const BenchOptions *o = b->o;
  printf("%s (%s): %s", b->ir->info.name ? b->ir->info.name : "?", o->fo.model,
         b->jit ? "compiled (libgccjit)" : "interpreter");
  if (!b->jit) printf(", 1 thread");
  else if (o->nthreads == 1) printf(", %d thread%s", o->threads[0], o->threads[0] == 1 ? "" : "s");
  else {
    printf(", threads");
    for (int k = 0; k < o->nthreads; k++) printf("%s%d", k ? "," : " ", o->threads[k]);
    printf(" in turn (rounds of %s)", o->calls ? "a tenth of --calls" : "0.1 s");
  }
  if (b->jit) printf(", compiled in %.0f ms%s", compile_ms, b->bf16 ? ", bf16 weights" : "");
  printf("\ndata: %s, %d structure%s; weights: ", o->data, (int)b->nstructs, b->nstructs == 1 ? "" : "s");
  if (o->weights) printf("%s", o->weights);
  else printf("--seed %" PRIu64, o->seed);
  printf("; %" PRId64 " warmup call%s per batch size%s\n", o->warmup, o->warmup == 1 ? "" : "s",
         b->jit && o->nthreads > 1 ? " and switch" : "");
  printf("machine: %s, %ld CPU%s online", bm->cpu, bm->cpus, bm->cpus == 1 ? "" : "s");
  if (bm->load >= 0) printf(", load average %.2f at the start", bm->load);
  putchar('\n');
  printf("%7s", "batch");
  if (b->jit && o->nthreads > 1) printf(" %7s", "threads");
  printf(" %8s %11s %11s %11s %11s %10s %12s", "calls", "nodes/call", "median ms", "min ms", "max ms", "us/node",
         "structures/s");
  if (b->jit) printf(" %12s %12s", "linearize ms", "execute ms");
  if (b->jit && o->nthreads > 1) printf(" %8s", "speedup");
  putchar('\n');
  driver_flush(stdout);
}

static void print_text_row(const Bench *b, const BenchResult *r) {
  printf("%7d", r->batch);
  if (b->jit && b->o->nthreads > 1) printf(" %7d", r->threads);
  printf(" %8" PRId64 " %11.1f %11.3f %11.3f %11.3f %10.2f %12.1f", r->calls, r->nodes_per_call, r->median_ms,
         r->min_ms, r->max_ms, r->nodes_per_call > 0 ? r->median_ms * 1e3 / r->nodes_per_call : 0,
         r->median_ms > 0 ? r->batch * 1e3 / r->median_ms : 0);
  if (b->jit) printf(" %12.3f %12.3f", r->linearize_ms, r->execute_ms);
  if (b->jit && b->o->nthreads > 1) printf(" %7.2fx", r->speedup);
  if (r->capped) printf("  (stopped after %.0f s before running every structure)", b->o->max_time);
  putchar('\n');
  driver_flush(stdout);
}

int cmd_bench(int argc, char **argv) {
  BenchOptions o;
  memset(&o, 0, sizeof o);
  int pr = parse_bench_args(&o, argc, argv);
  if (pr) return pr > 0 ? EXIT_OK : EXIT_USAGE;
  bool color = driver_color_stderr(o.fo.color);

  CxSession s;
  driver_session(&s, &o.fo);
  int status = EXIT_USER;
  DriverModel m = {0};
  Bench b;
  memset(&b, 0, sizeof b);
  int maxb = 0;
  CxrtError err = {0};

  DriverDataSpec ds = {.path = o.data, .format = o.data_format, .vocab = o.vocab, .unk = o.unk};
  DriverOpen op = {.weights = o.weights, .seed = o.seed, .check_finite = !o.allow_nan, .data = &ds};
  for (int i = 0; i < o.nbatches; i++)
    if (o.batches[i] > op.batch) op.batch = o.batches[i];
  if (driver_open_model(&s, &o.fo, &op, color, NULL, &m)) goto done;
  const IrProgram *ir = m.ir;
  const CxrtDataset *data = &m.d.data;
  int32_t n = data->nstructs;
  if (o.limit > 0 && o.limit < n) n = (int32_t)o.limit;
  /* The default sizes that the data cannot fill are left out (a file of
   * 3 structures is timed at batch 1); a size asked for is an error. */
  for (int i = 0; !o.batch_given && i < o.nbatches; i++)
    if (o.batches[i] > n && n > 0) {
      fprintf(stderr, "cortex bench: note: batch %d left out: %s has %d structure%s%s\n", o.batches[i], o.data, (int)n,
              n == 1 ? "" : "s", o.limit > 0 && o.limit < data->nstructs ? " (after --limit)" : "");
      memmove(&o.batches[i], &o.batches[i + 1], sizeof o.batches[0] * (size_t)(o.nbatches - i - 1));
      o.nbatches--, i--;
    }
  for (int i = 0; i < o.nbatches; i++) {
    if (o.batches[i] > n) {
      status = user_error("--batch %d needs at least %d structures; %s has %d%s", o.batches[i], o.batches[i],
                          o.data, (int)n, o.limit > 0 && o.limit < data->nstructs ? " (after --limit)" : "");
      goto done;
    }
    if (o.batches[i] > maxb) maxb = o.batches[i];
  }
  if (o.threads[0] > 1 && o.interp)
    fprintf(stderr, "cortex bench: note: --threads %d: %s\n", o.threads[0], THREADS_NOTE);

  b.o = &o;
  b.ir = ir;
  b.params = m.params;
  b.data = data;
  b.nstructs = n;
  b.field_map = m.d.field_map;
  b.results = cx_xcalloc((size_t)maxb, sizeof *b.results);
  b.jit = !o.interp;
  /* What the compiled code does not run yet (language v2's top-down
   * recs, ...) is refused before compiling, the bench's way: the
   * interpreter times every model. */
  const char *why = b.jit ? ir_compiled_unsupported(ir) : NULL;
  if (why) {
    status = user_error("the compiled backend does not run %s yet; time the interpreter with --interp", why);
    goto done;
  }
  JitOptions jo;
  driver_jit_options(&o.fo, &jo);
  b.bf16 = b.jit && jo.loops.gemm_bf16;
  CxEngineOptions eo = {.check_nonfinite = !o.allow_nan, .jit = &jo, .leaf_table = o.leaf_table, .threads = o.threads[0]};
  double t0 = now_ms();
  CxrtError oerr = {0};
  if (cx_runner_open(&b.run, cx_backend(b.jit), &s, ir, &eo, &oerr)) {
    if (!oerr.msg[0]) goto done; /* a compile error, reported */
    err = oerr;
    goto runtime_error;
  }
  double compile_ms = b.jit ? now_ms() - t0 : 0;

  BenchMachine bm;
  bench_machine(&bm);
  if (!o.json) print_text_header(&b, &bm, compile_ms);
  BenchResult r[BENCH_MAX_THREAD_COUNTS];
  for (int i = 0; i < o.nbatches; i++) {
    if (measure(&b, o.batches[i], r)) {
      err = b.err;
      goto runtime_error;
    }
    for (int k = 0; k < (b.jit ? o.nthreads : 1); k++) {
      if (o.json) print_json(&b, &bm, &r[k], compile_ms);
      else print_text_row(&b, &r[k]);
    }
  }
  if (!o.json && o.threads[0] > 1 && o.interp) printf("note: --threads %d: %s\n", o.threads[0], THREADS_NOTE);
  for (int k = 0; !o.json && b.jit && k < o.nthreads && o.nbatches > 0; k++)
    if (r[k].threads_note[0]) printf("note: --threads %d: %s\n", r[k].threads, r[k].threads_note);
  status = EXIT_OK; /* standard output is checked when main closes it */
  goto done;

runtime_error:
  driver_print_error(&err, color);
done:
  cx_runner_close(&b.run);
  for (int k = 0; k < maxb && b.results; k++) cxrt_result_free(&b.results[k]);
  free(b.results);
  driver_model_close(&m);
  session_free(&s);
  front_options_free(&o.fo);
  return status;
}
