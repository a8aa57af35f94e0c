/* The run API of compiled models: see jit.h.
 *
 * Compiling: schedule (ir/schedule.c) -> one libgccjit context with every
 * kernel, classify, run, the outputs and the model entry cx_model with
 * its description (codegen.c, blob.c) -> machine code, in memory here or
 * as a shared object through the cache (cache.c).
 *
 * Running is the runtime's business (stdlib/compiled.c): the same code
 * runs a batch for `cortex run --jit`, the cache's .so files and the
 * programs and libraries `cortex build` makes.  A JitModel is that
 * runtime model plus where its code lives (a gcc_jit_result or a dlopen
 * handle). */
#include "backend/jit/jit_internal.h"

#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lang/base/diag.h"

struct JitModel {
  const IrProgram *p;
  LoopProgram *lp;               /* NULL when loaded from the cache */
  JitOptions opt;
  gcc_jit_result *result;        /* in memory */
  void *dl;                      /* a cached shared object */
  CxrtCompiled *cm;
  CxrtCompiledRun *run;
};

JitModel *jit_model_new(CxSession *s, const IrProgram *p, const JitOptions *o, LoopProgram *lp,
                        gcc_jit_result *result, void *dl, CxrtModelFn fn) {
  JitModel *m = cx_xcalloc(1, sizeof *m);
  m->p = p;
  m->lp = lp;
  m->opt = *o;
  m->result = result;
  m->dl = dl;
  CxrtError err;
  memset(&err, 0, sizeof err);
  m->cm = cxrt_compiled_open(fn, &err);
  if (!m->cm) {
    CxLoc loc = p->nbranches ? p->branches[0].loc : cx_noloc;
    diag_report(&s->diag, DIAG_ERROR, loc, "internal compiler error: the compiled model does not load: %s", err.msg);
    jit_free(m);
    return NULL;
  }
  m->run = cxrt_compiled_run_new(m->cm, o->check_nonfinite);
  return m;
}

/* ---- compile --------------------------------------------------------------------- */

/* Holds every signal but those a fault raises (which must not be
 * blocked); *old gets the mask to restore.  The children the driver
 * starts (as, ld) inherit the mask, which is as harmless: they are
 * short and write files. */
static void hold_signals(sigset_t *old) {
  sigset_t all;
  sigfillset(&all);
  static const int faults[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS};
  for (size_t i = 0; i < sizeof faults / sizeof *faults; i++) sigdelset(&all, faults[i]);
  pthread_sigmask(SIG_BLOCK, &all, old);
}

/* gcc's driver, run in-process, installs handlers of its own for these
 * (gcc.c, driver::global_initializations) and leaves them: the program's
 * handler for SIGINT, SIGTERM and SIGHUP (cortex's removes its temporary
 * output files; the REPL's cancels a :run) would be gone after the first
 * compile.  They are put back before the held signals are delivered. */
static const int driver_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGCHLD};
enum { NDRIVER_SIGNALS = sizeof driver_signals / sizeof *driver_signals };

typedef struct HeldSignals {
  sigset_t mask;
  struct sigaction act[NDRIVER_SIGNALS];
} HeldSignals;

static void hold(HeldSignals *h) {
  hold_signals(&h->mask);
  for (int i = 0; i < NDRIVER_SIGNALS; i++) sigaction(driver_signals[i], NULL, &h->act[i]);
}

static void release(const HeldSignals *h) {
  for (int i = 0; i < NDRIVER_SIGNALS; i++) sigaction(driver_signals[i], &h->act[i], NULL);
  pthread_sigmask(SIG_SETMASK, &h->mask, NULL);
}

gcc_jit_result *jit_gcc_compile(gcc_jit_context *ctx) {
  HeldSignals h;
  hold(&h);
  gcc_jit_result *r = gcc_jit_context_compile(ctx);
  release(&h);
  return r;
}

void jit_gcc_compile_to_file(gcc_jit_context *ctx, enum gcc_jit_output_kind kind, const char *path) {
  HeldSignals h;
  hold(&h);
  gcc_jit_context_compile_to_file(ctx, kind, path);
  release(&h);
}

void jit_march_note(CxSession *s, const JitOptions *o) {
  const char *env = getenv("CORTEX_MARCH");
  if (!o->march && env && *env)
    diag_note(&s->diag, cx_noloc, "the target is -march=%s, from CORTEX_MARCH; unset it or use a value gcc's -march "
                                  "accepts (not 'native': libgccjit 12 rejects it)", env);
}

gcc_jit_context *jit_build_model(CxSession *s, const IrProgram *p, const JitOptions *o, const char *api_prefix,
                                 LoopProgram **lp_out) {
  LoopProgram *lp = loop_schedule(p, &o->loops, &s->diag);
  if (!lp) return NULL;
  size_t len = 0;
  uint8_t *blob = jit_blob(lp, &len);
  JitEmit emit = {blob, len, api_prefix};
  gcc_jit_context *ctx = jit_build(s, lp, o, &emit);
  free(blob); /* the context copied it (gcc_jit_global_set_initializer) */
  if (!ctx) {
    loop_program_free(lp);
    return NULL;
  }
  *lp_out = lp;
  return ctx;
}

JitModel *jit_compile(CxSession *s, const IrProgram *p, const JitOptions *o) {
  JitOptions def;
  if (!o) {
    jit_default_options(&def);
    o = &def;
  }
  LoopProgram *lp = NULL;
  gcc_jit_context *ctx = jit_build_model(s, p, o, NULL, &lp);
  if (!ctx) return NULL;
  CxLoc loc = p->nbranches ? p->branches[0].loc : cx_noloc;
  gcc_jit_result *result = jit_gcc_compile(ctx);
  if (!result || gcc_jit_context_get_first_error(ctx)) {
    jit_report(s, ctx, loc, "compiling the model");
    jit_march_note(s, o);
    if (result) gcc_jit_result_release(result);
    gcc_jit_context_release(ctx);
    loop_program_free(lp);
    return NULL;
  }
  CxrtModelFn fn = (CxrtModelFn)gcc_jit_result_get_code(result, CX_MODEL_SYMBOL);
  if (!fn) {
    jit_report(s, ctx, loc, "the model entry is missing");
    gcc_jit_result_release(result);
    gcc_jit_context_release(ctx);
    loop_program_free(lp);
    return NULL;
  }
  /* The result owns the code; the context can go. */
  gcc_jit_context_release(ctx);
  return jit_model_new(s, p, o, lp, result, NULL, fn);
}

void jit_free(JitModel *m) {
  if (!m) return;
  cxrt_compiled_run_free(m->run);
  cxrt_compiled_free(m->cm);
  if (m->result) gcc_jit_result_release(m->result);
  if (m->dl) dlclose(m->dl);
  loop_program_free(m->lp);
  free(m);
}

const LoopProgram *jit_loops(const JitModel *m) { return m->lp; }
void jit_params_changed(JitModel *m) { cxrt_compiled_run_params_changed(m->run); }
CxrtCompiledRun *jit_compiled_run(JitModel *m) { return m->run; }

int32_t jit_valid_results(const JitModel *m) { return cxrt_compiled_run_valid(m->run); }

JitTimes jit_times(const JitModel *m) {
  JitTimes t = {0, 0};
  cxrt_compiled_run_times(m->run, &t.linearize_ms, &t.execute_ms);
  return t;
}

const float *jit_state(const JitModel *m, int32_t si, int32_t node, int comp) {
  return cxrt_compiled_run_state(m->run, si, node, comp);
}

int jit_branch(const JitModel *m, int32_t si, int32_t node) { return cxrt_compiled_run_branch(m->run, si, node); }

int jit_run_batch(JitModel *m, const CxrtTensor *params, const CxrtDataset *d, int32_t first, int32_t count,
                  const int *field_map, CxrtResult *results, CxrtError *err) {
  return cxrt_compiled_run_batch(m->run, params, d, first, count, field_map, results, err);
}

int jit_dump_c(CxSession *s, const IrProgram *p, const JitOptions *o, FILE *out) {
  LoopProgram *lp = loop_schedule(p, &o->loops, &s->diag);
  if (!lp) return -1;
  gcc_jit_context *ctx = jit_build(s, lp, o, NULL);
  if (!ctx) {
    loop_program_free(lp);
    return -1;
  }
  char *path = NULL;
  int slot, rc = -1;
  int fd = cxrt_temp_create("/tmp/cortex-c", 0600, &path, &slot); /* removed if a signal ends us */
  if (fd >= 0) {
    gcc_jit_context_dump_to_file(ctx, path, 0);
    FILE *in = fopen(path, "r");
    if (in) {
      char buf[8192];
      size_t n;
      while ((n = fread(buf, 1, sizeof buf, in)) > 0) fwrite(buf, 1, n, out);
      fclose(in);
      rc = 0;
    }
    remove(path);
    cxrt_temp_unregister(slot);
    close(fd);
    free(path);
  }
  if (rc) diag_report(&s->diag, DIAG_ERROR, cx_noloc, "cannot write the generated code to a temporary file");
  gcc_jit_context_release(ctx);
  loop_program_free(lp);
  return rc;
}
