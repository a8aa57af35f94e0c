/* test_init_dump SEED OUT.safetensors PARAM...
 *
 * Writes cxrt_init_weights' result for the params given on the command
 * line, in the syntax of tools/init_weights.py (NAME[=KEY][@LO:HI]:DIMS,
 * DIMS = D0xD1x..., empty for a scalar), so that tests/init_weights_py.sh
 * can compare the C runtime with the specification's Python version
 * byte for byte.  A stand-in for `cortex init-weights` that needs no
 * model file. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stdlib/cxrt.h"

static int parse_param(char *spec, CxrtParamInfo *p) {
  memset(p, 0, sizeof *p);
  p->slice_hi = -1;
  p->model_file = "cmdline";
  char *colon = strrchr(spec, ':');
  if (!colon) return -1;
  *colon = 0;
  char *dims = colon + 1;
  /* The row range "@LO:HI" sits before the last colon. */
  char *at = strrchr(spec, '@');
  if (at) {
    *at = 0;
    char *lo_hi = at + 1, *c = strchr(lo_hi, ':');
    if (!c) return -1;
    p->slice_lo = strtoll(lo_hi, NULL, 10);
    p->slice_hi = strtoll(c + 1, NULL, 10);
  }
  char *eq = strchr(spec, '=');
  if (eq) *eq = 0;
  p->name = spec;
  p->key = eq ? eq + 1 : spec;
  for (char *d = dims; *d;) {
    if (p->rank == CXRT_MAX_RANK) return -1;
    char *end;
    p->dims[p->rank++] = strtoll(d, &end, 10);
    if (end == d) return -1;
    d = *end == 'x' ? end + 1 : end;
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: %s SEED OUT.safetensors NAME[=KEY][@LO:HI]:DIMS...\n", argv[0]);
    return 2;
  }
  int n = argc - 3;
  CxrtParamInfo *params = calloc((size_t)n, sizeof *params);
  if (!params) return 1;
  for (int i = 0; i < n; i++)
    if (parse_param(argv[i + 3], &params[i])) {
      fprintf(stderr, "%s: bad param spec '%s'\n", argv[0], argv[i + 3]);
      return 2;
    }
  CxrtModelInfo m = {.name = "dump", .params = params, .nparams = n};
  CxrtWeights w;
  CxrtError err;
  uint64_t seed = strtoull(argv[1], NULL, 10);
  if (cxrt_init_weights(&m, seed, &w, &err) || cxrt_safetensors_write(argv[2], &w, &err)) {
    cxrt_error_print(stderr, &err);
    return 1;
  }
  cxrt_weights_free(&w);
  free(params);
  return 0;
}
