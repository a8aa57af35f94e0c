/* Weights and data for a run (driver/load.h). */
#include "driver/load.h"

#include <stdlib.h>
#include <string.h>

int driver_weights_load(const IrProgram *ir, const char *weights, uint64_t seed, bool check_finite, CxrtWarnFn warn,
                        void *user, CxrtTensor **out, CxrtError *err) {
  CxrtWeights w = {0};
  *out = NULL;
  int rc = weights ? cxrt_safetensors_read(weights, &w, err) : cxrt_init_weights(&ir->info, seed, &w, err);
  if (rc) return -1;
  CxrtTensor *params = calloc((size_t)(ir->nparams ? ir->nparams : 1), sizeof *params);
  if (!params) {
    cxrt_weights_free(&w);
    cxrt_errorf(err, "", 0, 0, "out of memory for the params");
    return -1;
  }
  rc = cxrt_bind_weights(&ir->info, &w, params, warn, user, err);
  cxrt_weights_free(&w);
  if (rc == 0 && check_finite && cxrt_params_check_finite(&ir->info, params, weights, err)) {
    cxrt_tensors_free(params, ir->nparams);
    rc = -1;
  }
  if (rc) {
    free(params);
    return -1;
  }
  *out = params;
  return 0;
}

void driver_params_free(CxrtTensor *params, int nparams) {
  if (!params) return;
  cxrt_tensors_free(params, nparams);
  free(params);
}

int driver_data_load(const DriverDataSpec *spec, CxrtInputKind kind, int max_arity, DriverData *out, CxrtError *err) {
  memset(out, 0, sizeof *out);
  if (!(out->vocab = cxrt_vocab_new())) {
    cxrt_errorf(err, "", 0, 0, "out of memory for a vocabulary");
    return -1;
  }
  int rc = 0;
  if (spec->vocab) rc = cxrt_vocab_load_max(out->vocab, spec->vocab, spec->max_bytes, err);
  if (rc == 0 && spec->unk) rc = cxrt_vocab_set_unk(out->vocab, spec->unk, err);
  CxrtReadOptions ro = {spec->format, max_arity, kind, spec->max_nodes, spec->max_bytes};
  if (rc == 0)
    rc = spec->text ? cxrt_data_read_mem(spec->text, spec->len, spec->name, &ro, out->vocab, &out->data, err)
                    : cxrt_data_read(spec->path, &ro, out->vocab, &out->data, err);
  if (rc) {
    driver_data_free(out);
    return -1;
  }
  return 0;
}

int driver_data_bind(DriverData *d, const CxrtModelInfo *m, CxrtError *err) {
  free(d->field_map);
  d->field_map = calloc((size_t)(m->nfields ? m->nfields : 1), sizeof *d->field_map);
  if (!d->field_map) {
    cxrt_errorf(err, "", 0, 0, "out of memory");
    return -1;
  }
  return cxrt_dataset_bind(&d->data, m, d->field_map, err);
}

void driver_data_free(DriverData *d) {
  cxrt_dataset_free(&d->data);
  cxrt_vocab_free(d->vocab);
  free(d->field_map);
  memset(d, 0, sizeof *d);
}
