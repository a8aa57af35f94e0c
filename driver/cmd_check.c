/* cortex check MODEL.cx...: parse and check, print diagnostics. */
#include "driver/driver.h"
#include "lang/base/arena.h"

#include <stdlib.h>
#include <string.h>

static void check_usage(FILE *out) {
  fprintf(out, "Usage: cortex check [OPTIONS] MODEL.cx...\n"
               "\n"
               "Parses and checks each model: syntax, names, shapes, the structural rules.\n"
               "Exit status 0 when every model is free of errors, 1 otherwise.\n"
               "\n"
               "Options:\n");
  front_usage(out);
}

int cmd_check(int argc, char **argv) {
  FrontOptions fo = {0};
  const char **models = NULL;
  int nmodels = 0;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
      check_usage(stdout);
      return EXIT_OK;
    }
    int r = front_option(&fo, "check", argc, argv, &i);
    if (r < 0 || (!r && argv[i][0] == '-' && argv[i][1])) {
      free(models);
      return r < 0 ? EXIT_USAGE : driver_unknown_option("check", argv[i], check_usage);
    }
    if (r) continue;
    models = cx_xrealloc(models, sizeof *models * (size_t)(nmodels + 1));
    models[nmodels++] = argv[i];
  }
  if (nmodels == 0) return usage_error("check", "no model given (e.g. cortex check examples/treelstm.cx)");
  int status = EXIT_OK;
  for (int m = 0; m < nmodels; m++) {
    fo.model = models[m];
    CxSession s;
    driver_session(&s, &fo);
    CxProgram *p = driver_load(&s, &fo);
    if (!p) status = EXIT_USER;
    else {
      /* params that alone exceed the memory: a warning */
      IrParam *ps = calloc((size_t)(p->nparams ? p->nparams : 1), sizeof *ps);
      for (int i = 0; ps && i < p->nparams; i++) {
        ps[i].name = p->params[i]->name;
        ps[i].shape = p->params[i]->sem.type.shape;
        ps[i].loc = p->params[i]->name_loc;
      }
      if (ps) driver_params_fit(&s, ps, p->nparams, 1, true);
      free(ps);
      if (fo.werror && s.diag.warnings) status = EXIT_USER;
    }
    session_free(&s);
  }
  free(models);
  front_options_free(&fo);
  return status;
}
