/* Loading what a run needs besides the model: its weights (a safetensors
 * file or seeded values, bound to the params and checked finite) and its
 * data (the structures of a file or a string, read with the model's input
 * kind and arity, their fields bound to the model's).  One helper each,
 * used by `cortex run`, `cortex bench`, `cortex viz` (driver_open_model
 * in common.c composes them with the model) and the REPL.  Library code:
 * errors come back in a CxrtError for the caller to print. */
#ifndef CX_DRIVER_LOAD_H
#define CX_DRIVER_LOAD_H

#include <stdbool.h>
#include <stdint.h>

#include "ir/ir.h"
#include "stdlib/cxrt.h"

/* Loads weights (a safetensors path) or initializes them from seed
 * (weights NULL), binds them to ir's params (warnings to warn) and, with
 * check_finite, rejects a NaN or Inf in them.  0 with *out (free with
 * driver_params_free), or -1 with err. */
int driver_weights_load(const IrProgram *ir, const char *weights, uint64_t seed, bool check_finite, CxrtWarnFn warn,
                        void *user, CxrtTensor **out, CxrtError *err);
void driver_params_free(CxrtTensor *params, int nparams);

typedef struct DriverDataSpec {
  const char *path;          /* a file, or */
  const char *text;          /* the text itself (len bytes), named name */
  size_t len;
  const char *name;
  CxrtDataFormat format;
  const char *vocab, *unk;   /* --vocab, --unk (NULL: none) */
  int64_t max_nodes;         /* 0: the readers' default */
  int64_t max_bytes;         /* --max-input-size: the largest data or vocabulary
                                file; 0: 1 GiB */
} DriverDataSpec;

typedef struct DriverData {
  CxrtVocab *vocab;
  CxrtDataset data;
  int *field_map;            /* cxrt_dataset_bind's, per model field */
} DriverData;

/* Reads the data for an input of kind and max_arity (the model's, or
 * the REPL's declaration).  0, or -1 with err (*out is then empty). */
int driver_data_load(const DriverDataSpec *spec, CxrtInputKind kind, int max_arity, DriverData *out, CxrtError *err);
/* Binds the data's fields to the model's (d->field_map). */
int driver_data_bind(DriverData *d, const CxrtModelInfo *m, CxrtError *err);
void driver_data_free(DriverData *d);

#endif
