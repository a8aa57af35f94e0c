/* cortex init-weights MODEL.cx --seed N -o W.safetensors */
#include "driver/driver.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

static void init_usage(FILE *out) {
  fprintf(out, "Usage: cortex init-weights MODEL.cx --seed N -o W.safetensors\n"
               "\n"
               "Writes deterministic random weights for every param of the model: the same\n"
               "seed gives the same bytes on every machine (docs/formats.md has the formula).\n"
               "\n"
               "Options:\n"
               "  --seed N             the seed (default 0)\n"
               "  -o, --output FILE    where to write (replaced only when complete)\n"
               "\n"
               "Says what it wrote on stderr: cortex: wrote 21 params (6.5 M floats) to FILE\n"
               "\n"
               "Model options:\n");
  front_usage(out);
}

/* What was written, on stderr as compilers report their side products
 * (stdout stays free for data): "cortex: wrote 23 params (5.6 M floats) to
 * w.safetensors". */
static void report_written(const CxrtWeights *w, const char *path) {
  int64_t floats = 0;
  for (int i = 0; i < w->ntensors; i++) {
    int64_t n = cxrt_tensor_numel(&w->tensors[i]);
    if (n > 0) floats += n;
  }
  char amount[32];
  if (floats < 10000) snprintf(amount, sizeof amount, "%" PRId64, floats);
  else if (floats < 1000000) snprintf(amount, sizeof amount, "%.1f k", (double)floats / 1e3);
  else if (floats < 1000000000) snprintf(amount, sizeof amount, "%.1f M", (double)floats / 1e6);
  else snprintf(amount, sizeof amount, "%.1f G", (double)floats / 1e9);
  fprintf(stderr, "cortex: wrote %d param%s (%s float%s) to %s\n", w->ntensors, w->ntensors == 1 ? "" : "s", amount,
          floats == 1 ? "" : "s", path);
}

int cmd_init_weights(int argc, char **argv) {
  FrontOptions fo = {0};
  const char *out = NULL;
  unsigned long long seed = 0;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      init_usage(stdout);
      return EXIT_OK;
    }
    int r = front_option(&fo, "init-weights", argc, argv, &i);
    if (r < 0) return EXIT_USAGE;
    if (r) continue;
    if (strcmp(a, "-o") == 0 || strcmp(a, "--output") == 0 || strcmp(a, "--seed") == 0) {
      if (i + 1 >= argc) return usage_error("init-weights", "option '%s' needs an argument", a);
      const char *v = argv[++i];
      if (a[1] == 'o' || a[2] == 'o') {
        out = v;
      } else {
        char *end;
        errno = 0;
        seed = strtoull(v, &end, 10);
        if (errno || end == v || *end || v[0] == '-')
          return usage_error("init-weights", "--seed expects a non-negative integer, not '%s'", v);
      }
    } else if (a[0] == '-' && a[1]) {
      return driver_unknown_option("init-weights", a, init_usage);
    } else if (fo.model) {
      return usage_error("init-weights", "more than one model given ('%s' and '%s')", fo.model, a);
    } else {
      fo.model = a;
    }
  }
  if (!fo.model) return usage_error("init-weights", "no model given");
  if (!out) return usage_error("init-weights", "no output file: pass -o W.safetensors");
  if (driver_output_not_input("init-weights", out, "the model", fo.model)) return EXIT_USAGE;
  CxSession s;
  driver_session(&s, &fo);
  int status = EXIT_USER;
  IrProgram *ir = NULL;
  CxProgram *prog = driver_load(&s, &fo);
  if (prog && (ir = driver_lower(&s, prog, &fo)) && driver_params_fit(&s, ir->params, ir->nparams, 1, false) == 0) {
    CxrtWeights w = {0};
    CxrtError err = {0};
    if (cxrt_init_weights(&ir->info, seed, &w, &err) || cxrt_safetensors_write(out, &w, &err)) {
      driver_print_error(&err, driver_color_stderr(fo.color));
    } else {
      report_written(&w, out);
      status = EXIT_OK;
    }
    cxrt_weights_free(&w);
  }
  ir_program_free(ir);
  session_free(&s);
  front_options_free(&fo);
  return status;
}
