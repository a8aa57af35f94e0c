/* cortex run --jit --handover: the interpreter serves the first
 * structures while the model compiles, then the compiled code runs the
 * rest (docs/architecture.md, "The interpreter serves while compiling").
 *
 * The compile (cx_runner_open of the compiled backend: the cache, the
 * parallel parts, every compile in child processes) runs on a thread of
 * its own; the caller's thread runs the interpreter.  They share nothing
 * mutable: the compile thread alone uses the session (its diagnostics)
 * and the options until handover_finish joins it; both read the lowered
 * program, which neither writes.  The stop signals (SIGINT, SIGTERM,
 * SIGHUP) and SIGCHLD are blocked in the caller's thread from
 * handover_start to handover_finish, so that they reach the compile
 * thread, which stops its compile processes and delivers them as a
 * compile without handover does (jit_stopped). */
#ifndef CX_DRIVER_HANDOVER_H
#define CX_DRIVER_HANDOVER_H

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "backend/backend.h"

typedef struct Handover {
  pthread_t thread;
  bool started;
  atomic_bool done;   /* the compile ended (the thread is about to end) */
  sigset_t old;       /* the caller's signal mask before start */
  CxSession *s;
  const IrProgram *ir;
  CxEngineOptions eo;
  CxRunner jit;       /* the compiled backend, once open */
  CxrtError err;      /* its open's runtime error (a compile error is
                         reported through the session instead) */
  int rc;             /* cx_runner_open's */
  double compile_ms;  /* the compile thread's wall time */
} Handover;

/* Starts the compile of ir on a thread (eo is copied; what it points to
 * must outlive handover_finish).  0, or -1 with err (no thread: the
 * caller compiles as without handover). */
int handover_start(Handover *h, CxSession *s, const IrProgram *ir, const CxEngineOptions *eo, CxrtError *err);
/* True once the compile has ended (handover_finish will not wait). */
bool handover_ready(Handover *h);
/* Waits for the compile, joins the thread, restores the signal mask.
 * 0 with *jit the compiled backend's runner, or -1: err set (a runtime
 * setting), or a compile error reported through the session (err.msg
 * empty). */
int handover_finish(Handover *h, CxRunner *jit, CxrtError *err);
/* CORTEX_HANDOVER_AT=K, K >= 0 (for tests): the interpreter serves
 * exactly the first K structures and the compiled code the rest however
 * long the compile takes (the caller waits for it at K), so the split
 * does not depend on the machine's speed; -1 when unset or not a
 * number (the handover as soon as the compile is done). */
int32_t handover_at(void);

#endif
