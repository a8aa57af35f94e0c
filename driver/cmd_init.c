/* cortex init-weights MODEL.cx --seed N -o W.safetensors */
#include "driver/driver.h"

#include <errno.h>
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
               "  -o FILE              where to write (replaced only when complete)\n");
  front_usage(out);
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
      return usage_error("init-weights", "unknown option '%s'", a);
    } else if (fo.model) {
      return usage_error("init-weights", "more than one model given ('%s' and '%s')", fo.model, a);
    } else {
      fo.model = a;
    }
  }
  if (!fo.model) return usage_error("init-weights", "no model given");
  if (!out) return usage_error("init-weights", "no output file: pass -o W.safetensors");
  CxSession s;
  driver_session(&s, &fo);
  int status = EXIT_USER;
  IrProgram *ir = NULL;
  CxProgram *prog = driver_load(&s, &fo);
  if (prog && (ir = driver_lower(&s, prog, &fo)) && driver_params_fit(&s, ir->params, ir->nparams, 1, false) == 0) {
    CxrtWeights w = {0};
    CxrtError err = {0};
    if (cxrt_init_weights(&ir->info, seed, &w, &err) || cxrt_safetensors_write(out, &w, &err))
      driver_print_error(&err, driver_color_stderr(fo.color));
    else
      status = EXIT_OK;
    cxrt_weights_free(&w);
  }
  ir_program_free(ir);
  session_free(&s);
  front_options_free(&fo);
  return status;
}
