/* The reference interpreter: evaluates RA-IR one node at a time.
 *
 * It is the reference semantics the compiled code must match and the
 * debugger users reach for: the passes run in order, each computing every
 * node once (DAG nodes shared by several parents too) in the order its
 * direction needs: a bottom-up (or local) pass children first, a top-down
 * pass parents first, both from the structure facts' order, found with an
 * explicit stack (a 100,000-deep tree does not touch the C stack).  Then
 * the readouts (once per structure), then the outputs.  It can stop at the
 * first NaN or Inf with the node, the op and its source line. */
#ifndef CX_INTERP_H
#define CX_INTERP_H

#include <stdbool.h>

#include "ir/ir.h"
#include "stdlib/cxrt.h"

typedef struct InterpOptions {
  bool check_nonfinite;      /* stop at the first NaN/Inf (default on) */
} InterpOptions;

/* Per-structure evaluation state, reusable across structures. */
typedef struct Interp Interp;

Interp *interp_new(const IrProgram *p, const CxrtTensor *params, const InterpOptions *opt);
void interp_free(Interp *in);

/* Evaluates structure s of dataset d (field_map from cxrt_dataset_bind)
 * and fills res (allocated by the caller with cxrt_result_init).  On a
 * runtime error (an index out of range, a missing child, a NaN) fills err
 * and returns -1. */
int interp_run(Interp *in, const CxrtDataset *d, int sidx, const int *field_map, CxrtResult *res,
               CxrtError *err);

/* After interp_run: node i's state component c of the first pass (NULL
 * if out of range). */
const float *interp_state(const Interp *in, int node, int comp);
/* The branch node i ran in the first pass. */
int interp_branch(const Interp *in, int node);
/* The same for any pass. */
const float *interp_pass_state(const Interp *in, int pass, int node, int comp);
int interp_pass_branch(const Interp *in, int pass, int node);
/* The order pass `pass` computed the nodes in (*n of them). */
const int32_t *interp_pass_order(const Interp *in, int pass, int32_t *n);

#endif
