/* cortex build MODEL.cx -o NAME [--shared]: the model compiled once into
 * a native executable (`cortex run`'s data, weights and output options,
 * exactly its output) or a shared library with a C API (libNAME.so and
 * NAME.h).  See backend/jit/jit.h ("cortex build") and docs/embedding.md. */
#include "config.h"
#include "driver/driver.h"

#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "backend/jit/jit.h"
#include "lang/base/diag.h"

#define ARCHIVE "libcortexbuild.a"

typedef struct BuildOptions {
  FrontOptions fo;
  const char *output, *name, *march;
  bool shared;
} BuildOptions;

static void build_usage(FILE *out) {
  fprintf(out,
          "Usage: cortex build MODEL.cx -o NAME [--shared] [OPTIONS]\n"
          "\n"
          "Compiles the model into a native program, or with --shared into a shared\n"
          "library with a C API.  What is built needs no Cortex compiler: the runtime\n"
          "is linked in.\n"
          "\n"
          "  -o, --output FILE    the program, or libNAME.so with --shared (required)\n"
          "  --shared             a shared library; also writes NAME.h beside it, the\n"
          "                       documented C API (NAME_load, NAME_run, ...)\n"
          "  --name NAME          the prefix of the C API (default: from the file name,\n"
          "                       libNAME.so -> NAME)\n"
          "  --march ARCH         the target CPU, as gcc's -march (default: this machine's\n"
          "                       x86-64 level; x86-64 runs on any 64-bit x86)\n"
          "\n"
          "The program takes `cortex run`'s options: --data, --data-format, --weights or\n"
          "--seed, --vocab, --unk, --batch, --limit, --max-input-size, --format,\n"
          "--with-text, -o (--output), --leaf-table, --threads, --allow-nan and --time,\n"
          "and prints exactly what `cortex run --jit` prints.\n"
          "\n"
          "Model options:\n");
  front_usage(out);
  fprintf(out,
          "\n"
          "Examples:\n"
          "  cortex build examples/treelstm.cx -o treelstm\n"
          "  ./treelstm --data examples/data/sst_dev_50.txt --seed 1 --format json\n"
          "  cortex build examples/treefc.cx -D H=64 --shared -o libtreefc.so\n");
}

static int parse_build_args(BuildOptions *o, int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      build_usage(stdout);
      return 1;
    }
    int r = front_option(&o->fo, "build", argc, argv, &i);
    if (r < 0) return -1;
    if (r) continue;
    if (strcmp(a, "--shared") == 0) {
      o->shared = true;
      continue;
    }
    static const char *const with_arg[] = {"--output", "-o", "--name", "--march", NULL};
    const char *val = NULL, *name = NULL;
    for (int k = 0; with_arg[k]; k++) {
      size_t n = strlen(with_arg[k]);
      if (strcmp(a, with_arg[k]) == 0) {
        if (i + 1 >= argc) {
          usage_error("build", "option '%s' needs an argument", a);
          return -1;
        }
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
      if (a[0] == '-' && a[1]) {
        driver_unknown_option("build", a, build_usage);
        return -1;
      }
      if (o->fo.model) {
        usage_error("build", "more than one model given ('%s' and '%s')", o->fo.model, a);
        return -1;
      }
      o->fo.model = a;
      continue;
    }
    if (strcmp(name, "--name") == 0) o->name = val;
    else if (strcmp(name, "--march") == 0) o->march = val;
    else o->output = val;
  }
  if (!o->fo.model) {
    usage_error("build", "no model given (e.g. cortex build examples/treelstm.cx -o treelstm)");
    return -1;
  }
  if (!o->output || !*o->output) {
    usage_error("build", "no output given: pass -o NAME (or -o libNAME.so with --shared)");
    return -1;
  }
  if (driver_output_not_input("build", o->output, "the model", o->fo.model)) return -1;
  return 0;
}

static bool is_file(const char *p) {
  struct stat st;
  return stat(p, &st) == 0 && S_ISREG(st.st_mode);
}

/* The runtime archive: beside the executable in a build tree (libtool's
 * .libs/ stripped), PREFIX/lib/cortex relative to an installed one, then
 * the configured folder. */
static const char *runtime_archive(void) {
  static char found[PATH_MAX];
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) {
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (slash) {
      *slash = '\0';
      size_t len = strlen(exe);
      if (len >= 6 && strcmp(exe + len - 6, "/.libs") == 0) exe[len - 6] = '\0';
      snprintf(found, sizeof found, "%s/%s", exe, ARCHIVE);
      if (is_file(found)) return found;
      snprintf(found, sizeof found, "%s/../lib/%s/%s", exe, PACKAGE, ARCHIVE);
      if (is_file(found)) return found;
    }
  }
  snprintf(found, sizeof found, "%s/%s", CX_PKGLIB_DIR, ARCHIVE);
  return is_file(found) ? found : NULL;
}

/* NAME from -o: libNAME.so -> NAME, else the file name up to its first
 * dot; characters that cannot be in a C identifier become '_'. */
static void api_name(const char *output, char *buf, size_t size) {
  const char *base = strrchr(output, '/');
  base = base ? base + 1 : output;
  if (strncmp(base, "lib", 3) == 0 && base[3] && base[3] != '.') base += 3;
  size_t n = 0;
  for (const char *c = base; *c && *c != '.' && n + 2 < size; c++)
    buf[n++] = isalnum((unsigned char)*c) ? *c : '_';
  buf[n] = '\0';
  if (n == 0 || isdigit((unsigned char)buf[0])) {
    memmove(buf + 1, buf, n + 1 < size - 1 ? n + 1 : size - 2);
    buf[0] = 'm';
  }
}

static bool c_identifier(const char *s) {
  if (!*s || isdigit((unsigned char)*s)) return false;
  for (; *s; s++)
    if (!isalnum((unsigned char)*s) && *s != '_') return false;
  return true;
}

/* Did a -f flag turn the bf16 dot products on (the flags applied over
 * a default of off)? */
static bool bf16_dot_asked(const FrontOptions *fo) {
  JitOptions jo;
  jit_default_options(&jo);
  jo.loops.gemm_bf16_dot = false;
  char msg[256];
  for (int i = 0; i < fo->nfflags; i++) jit_parse_option(&jo, fo->fflags[i] + 2, true, msg, sizeof msg);
  return jo.loops.gemm_bf16_dot;
}

int cmd_build(int argc, char **argv) {
  BuildOptions o;
  memset(&o, 0, sizeof o);
  int pr = parse_build_args(&o, argc, argv);
  if (pr) return pr > 0 ? EXIT_OK : EXIT_USAGE;

  char name[128];
  if (o.name) {
    if (!c_identifier(o.name) || strlen(o.name) >= sizeof name) {
      front_options_free(&o.fo);
      return usage_error("build", "--name '%s' is not a C identifier", o.name);
    }
    snprintf(name, sizeof name, "%s", o.name);
  } else {
    api_name(o.output, name, sizeof name);
  }
  const char *archive = runtime_archive();
  if (!archive) {
    front_options_free(&o.fo);
    return user_error("cannot find the runtime archive %s (looked beside cortex and in %s); reinstall Cortex",
                      ARCHIVE, CX_PKGLIB_DIR);
  }

  CxSession s;
  driver_session(&s, &o.fo);
  int status = EXIT_USER;
  IrProgram *ir = NULL;
  FILE *h = NULL;
  char hpath[PATH_MAX] = "";
  CxProgram *prog = driver_load(&s, &o.fo);
  if (!prog || !(ir = driver_lower(&s, prog, &o.fo))) goto done;

  JitOptions jo;
  driver_jit_options(&o.fo, &jo);
  if (o.march) {
    jo.march = o.march;
    /* another CPU may lack AVX512-BF16: its dot products only when asked */
    if (!bf16_dot_asked(&o.fo)) jo.loops.gemm_bf16_dot = false;
  }
  JitBuildOptions bo = {o.output, o.shared, name, archive, CX_BUILD_LIBS};
  if (jit_build_file(&s, ir, &jo, &bo)) goto done;
  if (o.shared) {
    /* NAME.h beside the library. */
    const char *slash = strrchr(o.output, '/');
    int dirlen = slash ? (int)(slash - o.output + 1) : 0;
    snprintf(hpath, sizeof hpath, "%.*s%s.h", dirlen, o.output, name);
    CxrtError err = {0};
    CxrtAtomicFile *af = cxrt_atomic_open(hpath, &err);
    if (!af) {
      driver_print_error(&err, driver_color_stderr(o.fo.color));
      goto done;
    }
    h = cxrt_atomic_stream(af);
    jit_write_header(h, ir, name, slash ? slash + 1 : o.output);
    if (cxrt_atomic_commit(af, &err)) {
      driver_print_error(&err, driver_color_stderr(o.fo.color));
      goto done;
    }
  }
  status = EXIT_OK;
done:
  ir_program_free(ir);
  session_free(&s);
  front_options_free(&o.fo);
  return status;
}
