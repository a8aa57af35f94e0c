/* Shared pieces of the cortex subcommands: front-end options, sessions,
 * loading and lowering a model, printing errors. */
#include "config.h"
#include "driver/driver.h"
#include "backend/jit/jit.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
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

int usage_error(const char *cmd, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "cortex %s: ", cmd);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fprintf(stderr, "\nTry 'cortex %s --help' for more information.\n", cmd);
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
        "  -fNAME, -fno-NAME    turn a compiler optimization on or off (-fno-gemm-pack,\n"
        "                       -fno-gemm-fuse, -fno-leaf-split, ...; -fNAME=N for numbers:\n"
        "                       -fgemm-nodes=6); `cortex ir --stage loops` shows them all\n",
        out);
}

/* -fNAME[=N] / -fno-NAME -> (name, value); false if malformed. */
static bool parse_fflag(const char *a, char *name, size_t size, int *value) {
  const char *p = a + 2;
  bool no = strncmp(p, "no-", 3) == 0;
  if (no) p += 3;
  const char *eq = strchr(p, '=');
  size_t n = eq ? (size_t)(eq - p) : strlen(p);
  if (n == 0 || n >= size || (no && eq)) return false;
  memcpy(name, p, n);
  name[n] = '\0';
  *value = !no;
  if (eq) {
    char *end;
    long v = strtol(eq + 1, &end, 10);
    if (!eq[1] || *end || v < 0 || v > 1000000) return false;
    *value = (int)v;
  }
  return true;
}

void driver_jit_options(const FrontOptions *fo, JitOptions *jo) {
  jit_default_options(jo);
  for (int i = 0; i < fo->nfflags; i++) {
    char name[64];
    int v;
    if (parse_fflag(fo->fflags[i], name, sizeof name, &v)) jit_set_option(jo, name, v);
  }
}

void front_options_free(FrontOptions *fo) {
  free(fo->defines);
  free(fo->include_dirs);
  free(fo->fflags);
  fo->defines = fo->include_dirs = fo->fflags = NULL;
  fo->ndefines = fo->nincludes = fo->nfflags = 0;
}

static void push(const char ***v, int *n, const char *s) {
  *v = realloc(*v, sizeof **v * (size_t)(*n + 1));
  if (!*v) abort();
  (*v)[(*n)++] = s;
}

int front_option(FrontOptions *fo, const char *cmd, int argc, char **argv, int *i) {
  const char *a = argv[*i];
  if (strcmp(a, "-D") == 0 || strcmp(a, "-I") == 0) {
    if (*i + 1 >= argc) {
      usage_error(cmd, "option '%s' needs an argument (e.g. %s)", a, a[1] == 'D' ? "-D H=512" : "-I DIR");
      return -1;
    }
    if (a[1] == 'D') push(&fo->defines, &fo->ndefines, argv[++*i]);
    else push(&fo->include_dirs, &fo->nincludes, argv[++*i]);
    return 1;
  }
  if (strncmp(a, "-D", 2) == 0) {
    push(&fo->defines, &fo->ndefines, a + 2);
    return 1;
  }
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
    char name[64];
    int v;
    JitOptions probe;
    jit_default_options(&probe);
    if (!parse_fflag(a, name, sizeof name, &v) || jit_set_option(&probe, name, v)) {
      char known[1024] = "";
      bool is_int;
      const char *n;
      for (int k = 0; (n = jit_option_name(k, &is_int)); k++) {
        size_t len = strlen(known);
        snprintf(known + len, sizeof known - len, "%s-f%s%s", k ? ", " : "", n, is_int ? "=N" : "");
      }
      for (char *c = known; *c; c++)
        if (*c == '_') *c = '-';
      usage_error(cmd, "unknown or malformed option '%s'; the compiler's options are %s (and -fno-NAME)", a, known);
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

int driver_model_argument(const char *cmd, FrontOptions *fo, const char *a) {
  if (a[0] == '-' && a[1]) {
    usage_error(cmd, "unknown option '%s'", a);
    return -1;
  }
  if (fo->model) {
    usage_error(cmd, "more than one model given ('%s' and '%s')", fo->model, a);
    return -1;
  }
  fo->model = a;
  return 0;
}
