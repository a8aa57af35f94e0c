/* Shared pieces of the cortex subcommands: front-end options, sessions,
 * loading and lowering a model, printing errors. */
#include "config.h"
#include "driver/driver.h"
#include "stdlib/runopts.h"
#include "backend/jit/jit.h"
#include "stdlib/closest.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static bool is_dir(const char *p) {
  struct stat st;
  return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

const char *driver_stdlib_dir(void) {
  static char found[PATH_MAX];
  if (found[0]) return found;
  /* 1. Relative to the executable: PREFIX/bin/cortex -> PREFIX/share/cortex/cx,
   *    or the build tree's ./cortex -> ./stdlib/cx. */
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) {
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (slash) {
      *slash = '\0';
      /* libtool puts the real binary in .libs/ */
      size_t len = strlen(exe);
      if (len >= 6 && strcmp(exe + len - 6, "/.libs") == 0) exe[len - 6] = '\0';
      snprintf(found, sizeof found, "%s/../share/%s/cx", exe, PACKAGE);
      if (is_dir(found)) return found;
      snprintf(found, sizeof found, "%s/stdlib/cx", exe);
      if (is_dir(found)) return found;
    }
  }
  /* 2. The configured install folder, then the source tree (VPATH builds). */
  snprintf(found, sizeof found, "%s", CX_STDLIB_DIR);
  if (is_dir(found)) return found;
  snprintf(found, sizeof found, "%s", CX_SRC_STDLIB_DIR);
  return found;
}

bool driver_color_stderr(CxColorMode mode) {
  if (mode == COLOR_ALWAYS) return true;
  if (mode == COLOR_NEVER) return false;
  const char *term = getenv("TERM");
  return isatty(2) && term && strcmp(term, "dumb") != 0 && !getenv("NO_COLOR");
}

int driver_stdout_errno;

void driver_flush(FILE *f) {
  /* a write that failed inside an earlier fputs leaves the stream in
     error with its buffer dropped, and fflush then succeeds: errno is
     still that write's */
  bool failed = fflush(f) != 0 || ferror(f);
  if (failed && f == stdout && !driver_stdout_errno) driver_stdout_errno = errno;
}

int usage_error(const char *cmd, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *msg = NULL;
  int n = vasprintf(&msg, fmt, ap);
  va_end(ap);
  fprintf(stderr, "cortex %s: ", cmd);
  if (n >= 0) cx_put_quotes_cut(stderr, msg);
  else fputs("bad usage", stderr);
  free(msg);
  fprintf(stderr, "\nTry 'cortex %s --help' for more information.\n", cmd);
  return EXIT_USAGE;
}

int driver_output_not_input(const char *cmd, const char *out, const char *what, const char *in) {
  char msg[512];
  return cxrt_output_not_input("the output", out, what, in, msg, sizeof msg) ? usage_error(cmd, "%s", msg) : 0;
}

/* The options a command's help lists: the first column of its option
 * lines, those indented by exactly two blanks ("  -o, --output FILE   the
 * program" gives -o and --output; the column ends at two blanks). */
static int help_options(void (*usage)(FILE *), char ***out) {
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  *out = NULL;
  if (!f) return 0;
  usage(f);
  fclose(f);
  int n = 0;
  char **v = NULL;
  static const char optchars[] = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  for (char *line = text; line && *line;) {
    char *nl = strchr(line, '\n');
    if (nl) *nl = '\0';
    if (strncmp(line, "  -", 3) == 0) {
      char *col_end = strstr(line + 2, "  ");
      if (col_end) *col_end = '\0';
      /* tokens separated by ", " */
      for (char *tok = line + 2; tok; ) {
        char *next = strstr(tok, ", ");
        size_t k = strspn(tok, optchars);
        char **nv = tok[0] == '-' && k > 1 ? realloc(v, sizeof *v * (size_t)(n + 1)) : NULL;
        if (nv) {
          v = nv;
          if ((v[n] = strndup(tok, k))) n++;
        }
        tok = next ? next + 2 : NULL;
      }
    }
    line = nl ? nl + 1 : NULL;
  }
  free(text);
  *out = v;
  return n;
}

int driver_unknown_option(const char *cmd, const char *arg, void (*usage)(FILE *)) {
  char **opts = NULL;
  int n = usage ? help_options(usage, &opts) : 0;
  char name[64];
  size_t k = strcspn(arg, "=");
  snprintf(name, sizeof name, "%.*s", (int)(k < sizeof name ? k : sizeof name - 1), arg);
  const char *close = diag_closest(name, (const char *const *)opts, n);
  if (close) usage_error(cmd, "unknown option '%s'; did you mean '%s'?", arg, close);
  else usage_error(cmd, "unknown option '%s'", arg);
  for (int i = 0; i < n; i++) free(opts[i]);
  free(opts);
  return EXIT_USAGE;
}

int user_error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "cortex: error: ");
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
  return EXIT_USER;
}

void driver_print_error(const CxrtError *err, bool color) {
  const char *b = color ? "\033[1m" : "", *r = color ? "\033[1;31m" : "", *z = color ? "\033[0m" : "";
  if (err->file[0] && err->line > 0)
    fprintf(stderr, "%s%s:%d:%d:%s %serror:%s %s\n", b, err->file, err->line, err->col > 0 ? err->col : 1, z, r, z,
            err->msg);
  else if (err->file[0])
    fprintf(stderr, "%s%s:%s %serror:%s %s\n", b, err->file, z, r, z, err->msg);
  else
    fprintf(stderr, "%scortex:%s %serror:%s %s\n", b, z, r, z, err->msg);
}

void driver_warn(void *user, const char *msg) {
  bool color = user && *(bool *)user;
  fprintf(stderr, "%scortex:%s %swarning:%s %s\n", color ? "\033[1m" : "", color ? "\033[0m" : "",
          color ? "\033[1;35m" : "", color ? "\033[0m" : "", msg);
}

void front_usage(FILE *out) {
  fputs("  -D NAME=INT          override a const of the model (repeatable)\n"
        "  -I DIR               also look for imports in DIR (repeatable)\n"
        "  -w                   do not print warnings\n"
        "  -Werror              treat warnings as errors\n"
        "  --color=WHEN         colour diagnostics: auto (default), always, never\n"
        "  -O0                  do not optimize the RA-IR (for debugging the compiler)\n"
        "  -fNAME, -fno-NAME    turn a compiler optimization on or off (-fno-gemm-pack,\n"
        "                       -fno-gemm-fuse, -fno-leaf-split, ...; -fNAME=N for numbers:\n"
        "                       -fgemm-nodes=6); `cortex ir --stage loops` shows their values\n"
        "  --weights-dtype T    f32 (default) or bf16: the compiled code's packed weight\n"
        "                       panels in bfloat16, products summed in f32 (half the\n"
        "                       bytes per level; see docs/performance.md); on a CPU\n"
        "                       with AVX512-BF16 the states the panels multiply are\n"
        "                       rounded to bf16 too (vdpbf16ps)\n"
        "  -fgemm-bf16, -fno-gemm-bf16\n"
        "                       the same as --weights-dtype bf16, f32 (the last wins)\n"
        "  -fno-gemm-bf16-dot   bf16 weights times f32 states, without AVX512-BF16's dot\n"
        "                       products (slower, the states exact)\n"
        "  -fno-gemm-pairs-once with them: the states rounded to bf16 at every row block\n"
        "                       of a GEMM, not once (the same bits; slower)\n"
        "  -fjobs=N             compile in up to N parallel processes (0, the default:\n"
        "                       one per CPU; 1: the model as one unit)\n"
        "  --max-input-size=SIZE\n"
        "                       the largest model, data or vocabulary file read\n"
        "                       (default 1G; K, M, G, T suffixes)\n",
        out);
  /* a long help may fill the buffer of a failing stdout here: keep why
     (the stream keeps only that it failed) */
  driver_flush(out);
}

void driver_jit_options(const FrontOptions *fo, JitOptions *jo) {
  jit_default_options(jo);
  char msg[512];
  /* (each flag was checked by front_option) */
  for (int i = 0; i < fo->nfflags; i++) jit_parse_option(jo, fo->fflags[i] + 2, true, msg, sizeof msg);
}

int driver_check_weights_dtype(const char *cmd, const FrontOptions *fo, bool jit) {
  if (jit) return 0;
  JitOptions jo;
  driver_jit_options(fo, &jo);
  if (!jo.loops.gemm_bf16) return 0;
  usage_error(cmd, "--weights-dtype bf16 (-fgemm-bf16) is for the compiled code: add --jit (the interpreter computes in f32)");
  return -1;
}

int driver_check_env_options(const char *cmd) {
  JitOptions probe;
  jit_default_options(&probe);
  char msg[1024];
  if (jit_env_options(&probe, msg, sizeof msg) == 0) return 0;
  fprintf(stderr, "cortex %s: %s\nUnset it, or see 'cortex %s --help' for the -f options it takes (with '_' for '-').\n",
          cmd, msg, cmd);
  return -1;
}

/* The arrays front_option allocates (-D, -I, -f) that front_options_free
 * has not freed yet: a command that returns early on a usage error
 * leaves them to driver_front_options_cleanup, which run_command calls
 * after every command, so that no early return leaks them.  (The arrays,
 * not the FrontOptions: those live on the commands' stacks.) */
enum { MAX_LIVE = 32 };
static void *live[MAX_LIVE];

static void track(void *old, void *now) {
  for (int k = 0; k < MAX_LIVE; k++)
    if (old && live[k] == old) {
      live[k] = now;
      return;
    }
  for (int k = 0; k < MAX_LIVE; k++)
    if (!live[k]) {
      live[k] = now;
      return;
    }
}

static void untrack(const void *p) {
  for (int k = 0; p && k < MAX_LIVE; k++)
    if (live[k] == p) live[k] = NULL;
}

void driver_front_options_cleanup(void) {
  for (int k = 0; k < MAX_LIVE; k++) {
    free(live[k]);
    live[k] = NULL;
  }
}

void front_options_free(FrontOptions *fo) {
  untrack(fo->defines);
  untrack(fo->include_dirs);
  untrack(fo->fflags);
  free(fo->defines);
  free(fo->include_dirs);
  free(fo->fflags);
  fo->defines = fo->include_dirs = fo->fflags = NULL;
  fo->ndefines = fo->nincludes = fo->nfflags = 0;
}

static void push(const char ***v, int *n, const char *s) {
  void *old = (void *)*v;
  *v = cx_xrealloc(*v, sizeof **v * (size_t)(*n + 1));
  track(old, (void *)*v);
  (*v)[(*n)++] = s;
}

/* A -D argument: NAME=INT, or a usage error (status 2, as for any
 * malformed argument). */
static int add_define(FrontOptions *fo, const char *cmd, const char *text) {
  size_t name_len;
  int64_t value;
  int rc = cx_define_parse(text, &name_len, &value);
  if (rc == CX_DEFINE_RANGE) {
    usage_error(cmd, "-D '%s': the value does not fit in a 64-bit int", text);
    return -1;
  }
  if (rc) {
    usage_error(cmd, "malformed -D '%s': expected NAME=INT, e.g. -D H=512", text);
    return -1;
  }
  /* As gcc does for a macro defined twice: the last one wins, with a
   * warning when the value differs. */
  for (int k = fo->ndefines - 1; k >= 0; k--) {
    size_t len;
    int64_t v;
    if (cx_define_parse(fo->defines[k], &len, &v) || len != name_len || memcmp(fo->defines[k], text, len)) continue;
    if (v != value)
      fprintf(stderr, "cortex %s: warning: -D %s replaces -D %s (the last one wins)\n", cmd, text, fo->defines[k]);
    break;
  }
  push(&fo->defines, &fo->ndefines, text);
  return 1;
}

int front_option(FrontOptions *fo, const char *cmd, int argc, char **argv, int *i) {
  const char *a = argv[*i];
  if (strcmp(a, "-D") == 0 || strcmp(a, "-I") == 0) {
    if (*i + 1 >= argc) {
      usage_error(cmd, "option '%s' needs an argument (e.g. %s)", a, a[1] == 'D' ? "-D H=512" : "-I DIR");
      return -1;
    }
    if (a[1] == 'D') return add_define(fo, cmd, argv[++*i]);
    push(&fo->include_dirs, &fo->nincludes, argv[++*i]);
    return 1;
  }
  if (strncmp(a, "-D", 2) == 0) return add_define(fo, cmd, a + 2);
  if (strncmp(a, "-I", 2) == 0) {
    push(&fo->include_dirs, &fo->nincludes, a + 2);
    return 1;
  }
  if (strcmp(a, "-w") == 0) {
    fo->no_warnings = true;
    return 1;
  }
  if (strcmp(a, "-Werror") == 0) {
    fo->werror = true;
    return 1;
  }
  if (strcmp(a, "-O0") == 0) {
    fo->no_opt = true;
    return 1;
  }
  static const char *const size_opt[] = {"--max-input-size", NULL};
  const char *opt, *val;
  int m = driver_option_value(cmd, size_opt, argc, argv, i, &opt, &val);
  if (m < 0) return -1;
  if (m) {
    if (cxrt_parse_size(val, &fo->max_input)) {
      usage_error(cmd, "--max-input-size expects a size such as 1048576, 64M, 1G or 2T, not '%s'", val);
      return -1;
    }
    return 1;
  }
  /* --weights-dtype: the packed GEMM panels' element type, the switch
     -fgemm-bf16 under a name that says what it does (pushed as that flag,
     so that the last of the two written wins) */
  static const char *const dtype_opt[] = {"--weights-dtype", NULL};
  m = driver_option_value(cmd, dtype_opt, argc, argv, i, &opt, &val);
  if (m < 0) return -1;
  if (m) {
    static const char *const dtypes[] = {"f32", "bf16"};
    if (strcmp(val, "f32") != 0 && strcmp(val, "bf16") != 0) {
      const char *near = cx_closest(val, dtypes, 2);
      char hint[64] = "";
      if (near) snprintf(hint, sizeof hint, "; did you mean '%s'?", near);
      usage_error(cmd, "--weights-dtype expects f32 or bf16, not '%s'%s", val, hint);
      return -1;
    }
    push(&fo->fflags, &fo->nfflags, strcmp(val, "bf16") == 0 ? "-fgemm-bf16" : "-fno-gemm-bf16");
    return 1;
  }
  if (strncmp(a, "--color", 7) == 0 || strncmp(a, "-fdiagnostics-color", 19) == 0) {
    const char *eq = strchr(a, '=');
    const char *w = eq ? eq + 1 : "always";
    if (strcmp(w, "auto") == 0) fo->color = COLOR_AUTO;
    else if (strcmp(w, "always") == 0) fo->color = COLOR_ALWAYS;
    else if (strcmp(w, "never") == 0) fo->color = COLOR_NEVER;
    else {
      usage_error(cmd, "invalid --color value '%s' (expected auto, always or never)", w);
      return -1;
    }
    return 1;
  }
  if (strncmp(a, "-f", 2) == 0 && a[2]) {
    JitOptions probe;
    jit_default_options(&probe);
    char msg[512];
    if (jit_parse_option(&probe, a + 2, true, msg, sizeof msg) != 0) {
      usage_error(cmd, "%s", msg);
      return -1;
    }
    push(&fo->fflags, &fo->nfflags, a);
    return 1;
  }
  return 0;
}

void driver_session(CxSession *s, const FrontOptions *fo) {
  session_init(s);
  s->stdlib_dir = driver_stdlib_dir();
  diag_set_color(&s->diag, fo->color);
  s->diag.warnings_enabled = !fo->no_warnings;
  for (int i = 0; i < fo->nincludes; i++) session_add_search_dir(s, fo->include_dirs[i]);
  for (int i = 0; i < fo->ndefines; i++) session_add_define(s, fo->defines[i]);
  s->src.max_file_bytes = (size_t)fo->max_input;
}

CxProgram *driver_load(CxSession *s, const FrontOptions *fo) {
  if (s->diag.errors) return NULL; /* a malformed -D */
  CxProgram *p = cx_load_program(s, fo->model);
  if (p && fo->werror && s->diag.warnings) {
    diag_report(&s->diag, DIAG_ERROR, cx_noloc, "warnings are errors (-Werror)");
    return NULL;
  }
  return p;
}

IrProgram *driver_lower(CxSession *s, const CxProgram *prog, const FrontOptions *fo) {
  IrProgram *ir = ir_lower(s, prog);
  if (!ir) return NULL;
  if (fo->no_opt ? ir_verify(ir, &s->diag) : ir_optimize(ir, &s->diag)) {
    ir_program_free(ir);
    return NULL;
  }
  return ir;
}

/* The weights' warnings under -w and -Werror. */
typedef struct WeightsWarn {
  bool color, quiet;
  int count;
} WeightsWarn;

static void weights_warn(void *user, const char *msg) {
  WeightsWarn *w = user;
  w->count++;
  if (!w->quiet) driver_warn(&w->color, msg);
}

int driver_params(const IrProgram *ir, const FrontOptions *fo, const char *weights, uint64_t seed,
                  bool check_finite, bool color, CxrtTensor **out) {
  CxrtError err = {0};
  WeightsWarn w = {.color = color, .quiet = fo->no_warnings};
  if (driver_weights_load(ir, weights, seed, check_finite, weights_warn, &w, out, &err)) {
    driver_print_error(&err, color);
    return -1;
  }
  if (w.count && fo->werror && !fo->no_warnings) {
    driver_params_free(*out, ir->nparams);
    *out = NULL;
    user_error("warnings are errors (-Werror)");
    return -1;
  }
  return 0;
}

int driver_open_model(CxSession *s, const FrontOptions *fo, const DriverOpen *op, bool color, double *t_lowered,
                      DriverModel *m) {
  memset(m, 0, sizeof *m);
  CxProgram *prog = driver_load(s, fo);
  if (!prog || !(m->ir = driver_lower(s, prog, fo))) return -1;
  if (t_lowered) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    *t_lowered = (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
  }
  const IrProgram *ir = m->ir;
  const char *why = op->compiled_only ? ir_compiled_unsupported(ir) : NULL;
  if (why) {
    user_error("%s, which does not run %s yet", op->compiled_only, why);
    return -1;
  }
  /* The data first (its size is bounded by --max-input-size), so that
   * the memory check counts the states of the first batch too. */
  int64_t first_nodes = 0;
  if (op->data) {
    CxrtError err = {0};
    DriverDataSpec ds = *op->data;
    if (!ds.max_bytes) ds.max_bytes = fo->max_input;
    if (driver_data_load(&ds, ir->input_kind, ir->max_arity, &m->d, &err) ||
        (!op->no_bind && driver_data_bind(&m->d, &ir->info, &err))) {
      driver_print_error(&err, color);
      return -1;
    }
    const CxrtDataset *d = &m->d.data;
    for (int32_t k = 0; k < d->nstructs && k < (op->batch > 0 ? op->batch : 1); k++) first_nodes += d->structs[k].nnodes;
  }
  if (!op->no_weights) {
    /* Too big to fit fails before the weights are allocated (the weights
     * and their bound copy, both there while binding, and the states). */
    if (driver_run_fits(s, ir, first_nodes)) return -1;
    if (driver_params(ir, fo, op->weights, op->seed, op->check_finite, color, &m->params)) return -1;
  }
  return 0;
}

void driver_model_close(DriverModel *m) {
  driver_data_free(&m->d);
  if (m->ir) driver_params_free(m->params, m->ir->nparams);
  ir_program_free(m->ir);
  memset(m, 0, sizeof *m);
}

int driver_option_value(const char *cmd, const char *const *names, int argc, char **argv, int *i,
                        const char **name, const char **val) {
  const char *a = argv[*i];
  for (int k = 0; names[k]; k++) {
    size_t n = strlen(names[k]);
    if (strcmp(a, names[k]) == 0) {
      if (*i + 1 >= argc) {
        usage_error(cmd, "option '%s' needs an argument", a);
        return -1;
      }
      *name = names[k];
      *val = argv[++*i];
      return 1;
    }
    if (strncmp(a, names[k], n) == 0 && a[n] == '=') {
      *name = names[k];
      *val = a + n + 1;
      return 1;
    }
  }
  return 0;
}

int driver_model_argument(const char *cmd, FrontOptions *fo, const char *a, void (*usage)(FILE *)) {
  if (a[0] == '-' && a[1]) {
    driver_unknown_option(cmd, a, usage);
    return -1;
  }
  if (fo->model) {
    usage_error(cmd, "more than one model given ('%s' and '%s')", fo->model, a);
    return -1;
  }
  fo->model = a;
  return 0;
}
