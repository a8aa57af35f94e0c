/* The interpreter serves while the model compiles (driver/handover.h). */
#include "driver/handover.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* The signals the compile thread takes and the caller's thread holds. */
static void stop_set(sigset_t *set) {
  sigemptyset(set);
  sigaddset(set, SIGINT);
  sigaddset(set, SIGTERM);
  sigaddset(set, SIGHUP);
  sigaddset(set, SIGCHLD);
}

static void *compile_thread(void *arg) {
  Handover *h = arg;
  /* the caller's mask as it was: the compile's child.c takes the stop
     signals that were live (not those the caller blocked) */
  pthread_sigmask(SIG_SETMASK, &h->old, NULL);
  double t0 = now_ms();
  h->rc = cx_runner_open(&h->jit, &cx_backend_jit, h->s, h->ir, &h->eo, &h->err);
  h->compile_ms = now_ms() - t0;
  /* nothing more may reach this thread: a stop signal now waits for the
     caller's thread (handover_finish) */
  sigset_t all;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, NULL);
  atomic_store(&h->done, true);
  return NULL;
}

int handover_start(Handover *h, CxSession *s, const IrProgram *ir, const CxEngineOptions *eo, CxrtError *err) {
  memset(h, 0, sizeof *h);
  atomic_init(&h->done, false);
  h->s = s;
  h->ir = ir;
  h->eo = *eo;
  sigset_t set;
  stop_set(&set);
  pthread_sigmask(SIG_BLOCK, &set, &h->old);
  int e = pthread_create(&h->thread, NULL, compile_thread, h);
  if (e != 0) {
    pthread_sigmask(SIG_SETMASK, &h->old, NULL);
    cxrt_errorf(err, "", 0, 0, "cannot start the compile thread: %s", strerror(e));
    return -1;
  }
  h->started = true;
  return 0;
}

bool handover_ready(Handover *h) { return h->started && atomic_load(&h->done); }

int handover_finish(Handover *h, CxRunner *jit, CxrtError *err) {
  if (!h->started) return -1;
  pthread_join(h->thread, NULL);
  h->started = false;
  pthread_sigmask(SIG_SETMASK, &h->old, NULL);
  if (h->rc) {
    *err = h->err;
    return -1;
  }
  *jit = h->jit;
  return 0;
}

int32_t handover_at(void) {
  const char *v = getenv("CORTEX_HANDOVER_AT");
  if (!v || !*v) return -1;
  char *end;
  errno = 0;
  long k = strtol(v, &end, 10);
  return errno || *end || k < 0 || k > INT32_MAX ? -1 : (int32_t)k;
}
