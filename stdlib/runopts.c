/* The options of `cortex run` and of built executables: the table, the
 * parser and the usage text (stdlib/runopts.h). */
#include "stdlib/runopts.h"
#include "stdlib/closest.h"

#include <errno.h>
#include <stdio.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef enum OptId {
  O_DATA, O_DATA_FORMAT, O_VOCAB, O_UNK, O_LIMIT, O_MAX_INPUT, O_MAX_NODES, O_DUMP,
  O_WEIGHTS, O_SEED,
  O_INTERP, O_JIT, O_HANDOVER, O_NO_HANDOVER, O_BATCH, O_LEAF_TABLE, O_THREADS, O_NO_CACHE, O_TIME, O_TRACE, O_ALLOW_NAN,
  O_FORMAT, O_WITH_TEXT, O_OUTPUT, O_NO_PROGRESS,
} OptId;

typedef struct OptDef {
  OptId id;
  const char *name;   /* "--data" */
  const char *alias;  /* "-o", or NULL */
  const char *arg;    /* the value's name in the help ("FILE", or "=SIZE" printed
                         joined to the name); NULL: a flag */
  unsigned who;       /* CXRT_RUN_CORTEX, CXRT_RUN_BUILT or both */
  const char *section;
  const char *help;   /* lines of the help text, '\n' between them */
  const char *built;  /* a built executable's text where it differs (NULL: help) */
} OptDef;

/* In the order of the help text. */
static const OptDef opts[] = {
    {O_DATA, "--data", NULL, "FILE", CXRT_RUN_BOTH, "Data",
     "the structures: PTB/SST trees, CoNLL-U, graph format or sequences\n"
     "(- for standard input)", NULL},
    {O_DATA_FORMAT, "--data-format", NULL, "F", CXRT_RUN_BOTH, "Data",
     "ptb, conllu, graph or seq (default: from the extension or content)", NULL},
    {O_VOCAB, "--vocab", NULL, "FILE", CXRT_RUN_BOTH, "Data",
     "vocabulary, one token a line (default: built from the data)", NULL},
    {O_UNK, "--unk", NULL, "TOKEN", CXRT_RUN_BOTH, "Data", "map unknown words to TOKEN (must be in the vocabulary)",
     NULL},
    {O_LIMIT, "--limit", NULL, "N", CXRT_RUN_BOTH, "Data", "only the first N structures", NULL},
    /* cortex run has it among the front-end options (driver/common.c),
     * for every command that reads a file. */
    {O_MAX_INPUT, "--max-input-size", NULL, "=SIZE", CXRT_RUN_BUILT, "Data",
     "the largest data or vocabulary file read\n(default 1G; K, M, G, T suffixes)", NULL},
    {O_MAX_NODES, "--max-nodes", NULL, "N", CXRT_RUN_CORTEX, "Data",
     "refuse a structure of more than N nodes (default 1000000)", NULL},
    {O_DUMP, "--dump", NULL, "FILE", CXRT_RUN_CORTEX, "Data", "also write the structures read, in the graph format",
     NULL},
    {O_WEIGHTS, "--weights", NULL, "FILE", CXRT_RUN_BOTH, "Weights", "a safetensors file with one tensor per param",
     NULL},
    {O_SEED, "--seed", NULL, "N", CXRT_RUN_BOTH, "Weights", "deterministic random weights instead (see docs/formats.md)",
     "deterministic random weights instead (as cortex run --seed)"},
    {O_INTERP, "--interp", NULL, NULL, CXRT_RUN_CORTEX, "Execution", "the reference interpreter (the default)", NULL},
    {O_JIT, "--jit", NULL, NULL, CXRT_RUN_CORTEX, "Execution", "compile the model (libgccjit) and run it level by level",
     NULL},
    {O_HANDOVER, "--handover", NULL, NULL, CXRT_RUN_CORTEX, "Execution",
     "with --jit: the interpreter runs the first structures while the\n"
     "model compiles, the compiled code the rest (results may differ\n"
     "from --jit's in the last digits; --time says who ran how many)",
     NULL},
    {O_NO_HANDOVER, "--no-handover", NULL, NULL, CXRT_RUN_CORTEX, "Execution",
     "with --jit: compile first, then run everything compiled (the default)", NULL},
    {O_BATCH, "--batch", NULL, "B", CXRT_RUN_BOTH, "Execution",
     "structures per batch of the compiled code (default 1;\nthe interpreter runs one structure at a time)",
     "structures per batch (default 1)"},
    {O_LEAF_TABLE, "--leaf-table", NULL, "M", CXRT_RUN_BOTH, "Execution",
     "auto (default), on or off: leaves whose states depend only on\n"
     "one int field (the word) computed once per distinct value,\n"
     "and products of such leaves, or of the word's row, with\n"
     "weights once per word (--jit; see docs/performance.md)",
     "auto (default), on or off: leaves whose states depend only on\n"
     "one int field (the word) computed once per distinct value,\n"
     "and products of such leaves, or of the word's row, with\n"
     "weights once per word"},
    {O_THREADS, "--threads", NULL, "T", CXRT_RUN_BOTH, "Execution", "run big levels on T threads (--jit; default 1)",
     "run big levels on T threads (default 1)"},
    {O_NO_CACHE, "--no-cache", NULL, NULL, CXRT_RUN_CORTEX, "Execution",
     "compile in memory: neither use nor fill the compiled-code cache\n"
     "($CORTEX_CACHE_DIR, else $XDG_CACHE_HOME/cortex or ~/.cache/cortex)",
     NULL},
    {O_TIME, "--time", NULL, NULL, CXRT_RUN_BOTH, "Execution",
     "print parse, compile (or cache hit), linearize and execute times\non stderr",
     "print linearize and execute times on stderr"},
    {O_TRACE, "--trace", NULL, NULL, CXRT_RUN_CORTEX, "Execution", "print every node's state, in node order, on stderr",
     NULL},
    {O_ALLOW_NAN, "--allow-nan", NULL, NULL, CXRT_RUN_BOTH, "Execution",
     "continue past NaN/Inf values instead of stopping", NULL},
    {O_FORMAT, "--format", NULL, "F", CXRT_RUN_BOTH, "Output", "text (default), json (JSON Lines) or tsv", NULL},
    {O_WITH_TEXT, "--with-text", NULL, NULL, CXRT_RUN_BOTH, "Output", "include each structure's words", NULL},
    {O_OUTPUT, "--output", "-o", "FILE", CXRT_RUN_BOTH, "Output",
     "write the outputs to FILE (replaced only when complete)", NULL},
    {O_NO_PROGRESS, "--no-progress", NULL, NULL, CXRT_RUN_CORTEX, "Output",
     "no progress bar (one is drawn on stderr when it is a terminal,\n"
     "the outputs go elsewhere, and the run is long: over 2000\n"
     "structures or a second)",
     NULL},
};
enum { NOPTS = sizeof opts / sizeof *opts };

void cxrt_run_args_init(CxrtRunArgs *a) {
  memset(a, 0, sizeof *a);
  a->batch = 1;
}

static int bad(char *msg, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int bad(char *msg, size_t size, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, size, fmt, ap);
  va_end(ap);
  return -1;
}

/* A value as a message quotes it: longer than 80 bytes, its first 77 (at a
 * UTF-8 character boundary) and "...", so that a 130 KB argument is not
 * echoed whole (the driver's usage_error cuts its quotes the same way). */
enum { QUOTE_MAX = 80 };
static const char *cut(char buf[QUOTE_MAX + 1], const char *v) {
  size_t n = strlen(v);
  if (n <= QUOTE_MAX) return v;
  size_t keep = QUOTE_MAX - 3;
  while (keep > 0 && ((unsigned char)v[keep] & 0xC0) == 0x80) keep--;
  snprintf(buf, QUOTE_MAX + 1, "%.*s...", (int)keep, v);
  return buf;
}

static int parse_u64(const char *s, uint64_t *out) {
  char *end;
  errno = 0;
  unsigned long long v = strtoull(s, &end, 10);
  if (errno || end == s || *end || s[0] == '-') return -1;
  *out = v;
  return 0;
}

/* Option o with value val (NULL for a flag). */
static int set(CxrtRunArgs *a, const OptDef *o, const char *val, char *msg, size_t size) {
  uint64_t v;
  char shortened[QUOTE_MAX + 1];
  const char *q = val ? cut(shortened, val) : NULL; /* val as messages quote it */
  if (val && !*val && (o->id == O_DATA || o->id == O_VOCAB || o->id == O_UNK || o->id == O_DUMP ||
                       o->id == O_WEIGHTS || o->id == O_OUTPUT))
    return bad(msg, size, "%s expects %s, not an empty string", o->name, o->id == O_UNK ? "a token" : "a file name");
  switch (o->id) {
  case O_DATA: a->data = strcmp(val, "-") == 0 ? "/dev/stdin" : val; return 1; /* "-": standard input */
  case O_VOCAB: a->vocab = val; return 1;
  case O_UNK: a->unk = val; return 1;
  case O_DUMP: a->dump = val; return 1;
  case O_WEIGHTS: a->weights = val; return 1;
  case O_OUTPUT: a->output = val; return 1;
  case O_DATA_FORMAT:
    if (cxrt_format_parse(val, &a->data_format))
      return bad(msg, size, "unknown data format '%s' (expected ptb, conllu, graph or seq)", q);
    return 1;
  case O_FORMAT:
    if (cxrt_output_format_parse(val, &a->format))
      return bad(msg, size, "unknown output format '%s' (expected text, json or tsv)", q);
    return 1;
  case O_LEAF_TABLE:
    if (cxrt_leaf_table_parse(val, &a->leaf_table))
      return bad(msg, size, "--leaf-table expects auto, on or off, not '%s'", q);
    return 1;
  case O_SEED:
    if (parse_u64(val, &a->seed)) return bad(msg, size, "--seed expects a non-negative integer, not '%s'", q);
    a->have_seed = true;
    return 1;
  case O_THREADS:
    if (parse_u64(val, &v) || v == 0 || v > CXRT_MAX_THREADS)
      return bad(msg, size, "--threads expects an integer from 1 to %d, not '%s'", CXRT_MAX_THREADS, q);
    a->threads = (int)v;
    return 1;
  case O_BATCH: case O_LIMIT:
    if (parse_u64(val, &v) || v == 0 || v > INT32_MAX)
      return bad(msg, size, "%s expects a positive integer, not '%s'", o->name, q);
    if (o->id == O_BATCH) a->batch = (int)v;
    else a->limit = (int64_t)v;
    return 1;
  case O_MAX_INPUT:
    if (cxrt_parse_size(val, &a->max_input))
      return bad(msg, size, "--max-input-size expects a size such as 1048576, 64M, 1G or 2T, not '%s'", q);
    return 1;
  case O_MAX_NODES:
    if (parse_u64(val, &v) || v == 0 || v >= INT32_MAX)
      return bad(msg, size, "--max-nodes expects a positive integer below 2147483647, not '%s'", q);
    a->max_nodes = (int64_t)v;
    return 1;
  case O_INTERP: a->jit = false; return 1;
  case O_JIT: a->jit = true; return 1;
  case O_HANDOVER: a->handover = true; return 1;
  case O_NO_HANDOVER: a->handover = false; return 1;
  case O_NO_CACHE: a->no_cache = true; return 1;
  case O_TIME: a->time = true; return 1;
  case O_TRACE: a->trace = true; return 1;
  case O_ALLOW_NAN: a->allow_nan = true; return 1;
  case O_WITH_TEXT: a->with_text = true; return 1;
  case O_NO_PROGRESS: a->no_progress = true; return 1;
  }
  return 0;
}

int cxrt_run_args_parse(CxrtRunArgs *a, unsigned who, int argc, char **argv, int *i, char *msg, size_t size) {
  const char *arg = argv[*i];
  for (int k = 0; k < NOPTS; k++) {
    const OptDef *o = &opts[k];
    if (!(o->who & who)) continue;
    for (int n = 0; n < 2; n++) {
      const char *name = n ? o->alias : o->name;
      if (!name) continue;
      size_t len = strlen(name);
      if (strcmp(arg, name) == 0) {
        if (!o->arg) return set(a, o, NULL, msg, size);
        char shortened[QUOTE_MAX + 1];
        if (*i + 1 >= argc) return bad(msg, size, "option '%s' needs an argument", cut(shortened, arg));
        return set(a, o, argv[++*i], msg, size);
      }
      if (o->arg && strncmp(arg, name, len) == 0 && arg[len] == '=') return set(a, o, arg + len + 1, msg, size);
    }
  }
  return 0;
}

bool cxrt_same_file(const char *out, const char *in) {
  struct stat so, si;
  if (!out || !in || stat(out, &so) || !S_ISREG(so.st_mode) || stat(in, &si)) return false;
  return so.st_dev == si.st_dev && so.st_ino == si.st_ino;
}

int cxrt_output_not_input(const char *what_out, const char *out, const char *what_in, const char *in, char *msg,
                          size_t size) {
  if (!cxrt_same_file(out, in)) return 0;
  char q[QUOTE_MAX + 1];
  return bad(msg, size, "%s '%s' is %s%s: writing it would destroy it; choose another output file", what_out,
             cut(q, out), what_in[0] == '-' ? "the file of " : "", what_in);
}

int cxrt_run_args_check(const CxrtRunArgs *a, const char *model, char *msg, size_t size) {
  if (!a->data) return bad(msg, size, "no data given: pass --data FILE");
  if (a->weights && a->have_seed) return bad(msg, size, "--weights and --seed both given: choose one");
  if (!a->weights && !a->have_seed)
    return bad(msg, size, "no weights: pass --weights FILE.safetensors, or --seed N for deterministic random weights");
  if (a->unk && !a->vocab)
    return bad(msg, size, "%s", CXRT_UNK_NEEDS_VOCAB);
  /* An output written over an input (gcc: "input file is the same as
   * output file"): the input would be lost. */
  const char *const outs[][2] = {{"the output", a->output}, {"the --dump file", a->dump}};
  const char *const ins[][2] = {{"the model", model}, {"--data", a->data}, {"--vocab", a->vocab},
                                {"--weights", a->weights}, {"--dump", a->dump}};
  char q[QUOTE_MAX + 1];
  if (a->output && a->dump && strcmp(a->output, a->dump) == 0)
    return bad(msg, size, "--output and --dump both write '%s': give them different files", cut(q, a->output));
  for (int o = 0; o < 2; o++)
    for (int i = 0; i < 5; i++)
      if (ins[i][1] != outs[o][1] && cxrt_output_not_input(outs[o][0], outs[o][1], ins[i][0], ins[i][1], msg, size))
        return -1;
  return 0;
}

void cxrt_run_args_usage(FILE *out, unsigned who) {
  const char *section = NULL;
  for (int k = 0; k < NOPTS; k++) {
    const OptDef *o = &opts[k];
    if (!(o->who & who)) continue;
    if (!section || strcmp(section, o->section) != 0) {
      section = o->section;
      fprintf(out, "%s:\n", section);
    }
    char left[64];
    snprintf(left, sizeof left, "%s%s%s%s%s", o->alias ? o->alias : "", o->alias ? ", " : "", o->name,
             o->arg && o->arg[0] != '=' ? " " : "", o->arg ? o->arg : "");
    const char *text = who == CXRT_RUN_BUILT && o->built ? o->built : o->help;
    /* A name wider than the column gets a line of its own. */
    if (strlen(left) > 20) fprintf(out, "  %s\n%23s", left, "");
    else fprintf(out, "  %-20s ", left);
    for (const char *p = text; *p; p++) {
      fputc(*p, out);
      if (*p == '\n') fprintf(out, "%23s", "");
    }
    fputc('\n', out);
  }
}

const char *cxrt_run_option_closest(const char *arg, unsigned who) {
  const char *cands[2 * NOPTS + 2];
  int n = 0;
  for (size_t k = 0; k < NOPTS; k++) {
    if (!(opts[k].who & who)) continue;
    cands[n++] = opts[k].name;
    if (opts[k].alias) cands[n++] = opts[k].alias;
  }
  cands[n++] = "--help";
  char name[72];
  size_t len = strcspn(arg, "=");
  snprintf(name, sizeof name, "%.*s", (int)(len < 71 ? len : 71), arg);
  return cx_closest(name, cands, n);
}
