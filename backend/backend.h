/* One interface through which the driver (`cortex run`, `cortex bench`)
 * and the REPL run a model, whichever backend runs it: a table of entry
 * points per backend, in the spirit of QBE's Target.  A caller picks a
 * CxBackend (cx_backend_interp, cx_backend_jit), opens an engine on a
 * lowered program and its bound params, runs batches of structures, and
 * asks the engine for states and branches (--trace), times and the
 * number of valid results after a failure; it never tests which backend
 * it has.
 *
 * Room for what comes (issues 16 and 17):
 * - another backend is another table.  "The interpreter serves the first
 *   batches while the compiled code is built in the background, then
 *   hands over" is a backend whose open starts the compile on a thread
 *   and opens an interpreter engine, and whose run forwards to whichever
 *   is ready (results are identical by the differential tests); callers
 *   do not change.
 * - a model of several passes (recs, language v2) keeps one engine:
 *   state(), branch() and order() take the pass, and results carry every
 *   output.
 * - an engine is one caller's (its buffers are reused across batches);
 *   parallel callers open one each. */
#ifndef CX_BACKEND_H
#define CX_BACKEND_H

#include <stdbool.h>
#include <stdint.h>

#include "backend/jit/jit.h"
#include "ir/ir.h"
#include "lang/sema/session.h"
#include "stdlib/cxrt.h"

typedef struct CxEngine CxEngine;

typedef struct CxEngineOptions {
  bool check_nonfinite;          /* a NaN/Inf in a state or output is an error */
  /* the compiled code (ignored by the interpreter) */
  const JitOptions *jit;         /* NULL: jit_default_options */
  bool cache;                    /* through the compiled-code cache */
  const char *cache_extra;       /* the cache key's other switches (-O0) */
  JitCacheInfo *cache_info;      /* what the cache did (may be NULL) */
  CxrtLeafTableMode leaf_table;
  int threads;                   /* > 1: big levels on the runtime's pool */
} CxEngineOptions;

typedef struct CxEngineTimes {
  double linearize_ms, execute_ms; /* accumulated over the runs; the
                                      interpreter has no linearize */
  int64_t row_split_groups;        /* compiled code on threads: groups split
                                      by rows, accumulated */
  const char *threads_note;        /* what the thread pool could not do as
                                      asked (NULL: nothing) */
} CxEngineTimes;

typedef struct CxBackend {
  const char *name;              /* "interp", "jit" */
  int max_batch;                 /* structures per run (0: any) */
  /* Prepares p to run; the compiled backend compiles it.  NULL after
   * reporting through s->diag (a compile) or err (the runtime's
   * settings). */
  CxEngine *(*open)(CxSession *s, const IrProgram *p, const CxEngineOptions *o, CxrtError *err);
  /* Runs structures [first, first + count) of d (count <= max_batch)
   * with params (bound to p's) into results[0..count).  0, or -1 with
   * err: then valid() results are complete. */
  int (*run)(CxEngine *e, const CxrtTensor *params, const CxrtDataset *d, int32_t first, int32_t count,
             const int *field_map, CxrtResult *results, CxrtError *err);
  int32_t (*valid)(const CxEngine *e);
  /* After a run: structure si of it (0-based), pass `pass` (a rec of
   * IrProgram.passes; 0 for a v1 model), node `node`: state component
   * comp of that pass (NULL out of range) and the branch of that pass it
   * ran; the order the interpreter computes the pass's nodes in (children
   * first; a top-down pass the reverse), which the compiled code, running
   * a level's nodes together, gives too (*n of them; NULL: node order). */
  const float *(*state)(const CxEngine *e, int32_t si, int pass, int32_t node, int comp);
  int (*branch)(const CxEngine *e, int32_t si, int pass, int32_t node);
  const int32_t *(*order)(const CxEngine *e, int32_t si, int pass, int32_t *n);
  /* The params' data was rewritten in place since the last run (the
   * compiled code packs its weight panels again). */
  void (*params_changed)(CxEngine *e);
  CxEngineTimes (*times)(const CxEngine *e);
  /* Runs the next batches on `threads` threads (the open option's
   * meaning; a new pool, the params and tables kept); 0, or -1 with err
   * (the interpreter runs on one thread: more is an error). */
  int (*set_threads)(CxEngine *e, int threads, CxrtError *err);
  void (*free)(CxEngine *e);
} CxBackend;

extern const CxBackend cx_backend_interp, cx_backend_jit;

/* The compiled backend if jit, else the interpreter. */
static inline const CxBackend *cx_backend(bool jit) { return jit ? &cx_backend_jit : &cx_backend_interp; }

/* An engine and the table it was opened with. */
typedef struct CxRunner {
  const CxBackend *b;
  CxEngine *e;
} CxRunner;

/* b->open into r; 0, or -1 (reported as open says). */
int cx_runner_open(CxRunner *r, const CxBackend *b, CxSession *s, const IrProgram *p, const CxEngineOptions *o,
                   CxrtError *err);
void cx_runner_close(CxRunner *r);

#endif
