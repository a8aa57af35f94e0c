/* Fuzz target: safetensors weights, through cxrt_safetensors_read_mem.
 * Tensors that load must be readable to their last element (ASan checks
 * the buffers), bind to a model whose params are those very tensors, and
 * give clean errors when bound to a model that asks for other names and
 * transposed shapes. */
#include "fuzz/fuzz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void warn(void *user, const char *msg) {
  CXFUZZ_CHECK(msg && msg[0], "an empty warning");
  ++*(int *)user;
}

int cxfuzz_safetensors(const uint8_t *data, size_t size) {
  CxrtWeights w = {0};
  CxrtError err;
  memset(&err, 0, sizeof err);
  if (cxrt_safetensors_read_mem(data, size, "fuzz.safetensors", &w, &err) != 0) {
    CXFUZZ_CHECK(err.msg[0] != '\0', "a failed read left no message");
    CXFUZZ_CHECK(w.tensors == NULL && w.ntensors == 0, "a failed read left tensors");
    return 0;
  }
  int n = w.ntensors;
  CxrtParamInfo *ps = calloc((size_t)n + 1, sizeof *ps);
  char (*names)[64] = calloc((size_t)n + 1, sizeof *names);
  volatile float sink = 0;
  for (int i = 0; i < n; i++) {
    const CxrtTensor *t = &w.tensors[i];
    int64_t numel = cxrt_tensor_numel(t);
    CXFUZZ_CHECK(numel >= 0 && t->data && t->name, "tensor %d: bad numel, data or name", i);
    CXFUZZ_CHECK(cxrt_weights_find(&w, t->name) == t, "tensor '%s' is not found by name", t->name);
    if (numel > 0) sink += t->data[0] + t->data[numel - 1];
    ps[i].name = ps[i].key = t->name;
    ps[i].slice_hi = -1;
    ps[i].rank = t->rank;
    memcpy(ps[i].dims, t->dims, sizeof t->dims);
    ps[i].model_file = "fuzz.cx";
    ps[i].line = i + 1;
    ps[i].col = 7;
  }
  (void)sink;
  CxrtModelInfo m = {0};
  m.name = "fuzz";
  m.params = ps;
  m.nparams = n;
  CxrtTensor *params = calloc((size_t)n + 1, sizeof *params);
  CXFUZZ_CHECK(cxrt_bind_weights(&m, &w, params, NULL, NULL, &err) == 0, "the file's own tensors do not bind: %s",
               err.msg);
  for (int i = 0; i < n; i++) {
    int64_t numel = cxrt_tensor_numel(&params[i]);
    CXFUZZ_CHECK(numel == cxrt_tensor_numel(&w.tensors[i]) &&
                 memcmp(params[i].data, w.tensors[i].data, sizeof(float) * (size_t)numel) == 0,
                 "param %d is not a copy of its tensor", i);
  }
  cxrt_tensors_free(params, n);
  /* Names off by one letter, shapes transposed, and a row slice: errors
   * with suggestions, never a crash. */
  for (int i = 0; i < n; i++) {
    snprintf(names[i], sizeof names[i], "%.40sx", w.tensors[i].name);
    ps[i].name = ps[i].key = i % 2 ? names[i] : w.tensors[i].name;
    for (int d = 0; d < ps[i].rank / 2; d++) {
      int64_t t = ps[i].dims[d];
      ps[i].dims[d] = ps[i].dims[ps[i].rank - 1 - d];
      ps[i].dims[ps[i].rank - 1 - d] = t;
    }
    if (i % 3 == 2 && ps[i].rank > 0) {
      ps[i].slice_lo = 1;
      ps[i].slice_hi = 1 + ps[i].dims[0];
    }
  }
  int warnings = 0;
  if (cxrt_bind_weights(&m, &w, params, warn, &warnings, &err) == 0) cxrt_tensors_free(params, n);
  else CXFUZZ_CHECK(err.msg[0] != '\0', "a failed bind left no message");
  free(params);
  free(names);
  free(ps);
  cxrt_weights_free(&w);
  return 0;
}

CXFUZZ_TARGET(cxfuzz_safetensors)
