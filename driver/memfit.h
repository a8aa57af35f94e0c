/* Whether a model's params fit in the memory this process may use
 * (driver/memfit.c). */
#ifndef CX_DRIVER_MEMFIT_H
#define CX_DRIVER_MEMFIT_H

#include <stdbool.h>
#include <stdint.h>

#include "ir/ir.h"
#include "lang/sema/session.h"

/* The memory this process may use, in bytes, and *what limits it: the
 * least of the machine's memory (sysconf), the cgroup's memory.max and
 * RLIMIT_AS (ulimit -v); the environment variable CORTEX_MEMORY (bytes,
 * with a K, M, G or T suffix) replaces them, e.g. for tests. */
int64_t driver_memory_limit(const char **what);
/* Whether `copies` copies of the params fit in driver_memory_limit: if
 * not, an error (a warning with warn_only) at the largest param,
 * with notes for the three largest, their declarations, sizes and the
 * -D values they use.  -1 when they do not fit (0 with warn_only). */
int driver_params_fit(CxSession *s, const IrParam *params, int nparams, double copies, bool warn_only);
/* The bytes of the per-node states of every pass for `nodes` nodes. */
double driver_state_bytes(const IrProgram *ir, int64_t nodes);
/* driver_params_fit for a run: the params (twice: read and bound) and the
 * states of the first batch, `nodes` nodes (0: none counted).  The error
 * names the largest params and, when they count, the states' share. */
int driver_run_fits(CxSession *s, const IrProgram *ir, int64_t nodes);
/* Whether a value computed at the REPL's prompt fits in driver_memory_limit:
 * `value` bytes of the value (its shape as text in `shape`), `need` bytes
 * to compute it (the value and the intermediate values).  If not, an error
 * at `at` naming both sizes and the limit, and how to raise it; -1. */
int driver_value_fits(CxSession *s, CxLoc at, const char *shape, double value, double need);

#endif
