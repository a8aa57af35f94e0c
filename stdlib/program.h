/* What the main() of every Cortex program shares (cortex itself,
 * driver/main.c, and the executables cortex build makes,
 * stdlib/runner_main.c).  Header-only and static: this is program code,
 * not the runtime's (the runtime installs no signal handler and never
 * prints). */
#ifndef CX_PROGRAM_H
#define CX_PROGRAM_H

#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <string.h>

#include "stdlib/cxrt.h"

/* SIGINT, SIGTERM, SIGHUP: the output files being written are temporary
 * files the runtime registered (stdlib/atomic.c); remove them, then die
 * of the signal as if it had not been caught (the shell sees 128 + N).
 * Only async-signal-safe calls. */
static void cx_program_on_fatal_signal(int sig) {
  cxrt_temp_cleanup();
  signal(sig, SIG_DFL);
  raise(sig);
}

static inline void cx_program_signals(void) {
  static const int sigs[] = {SIGINT, SIGTERM, SIGHUP};
  for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++) {
    struct sigaction old;
    /* A signal ignored by whoever started us stays ignored (nohup). */
    if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN) continue;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = cx_program_on_fatal_signal;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaction(sigs[i], &sa, NULL);
  }
}

/* Standard output checked at close, as GNU's close_stdout does: a full
 * disk or /dev/full is an error, "PROG: error writing standard output:
 * No space left on device", and status 1 (or the status the command
 * already had); a closed stdout that was never written to is fine.
 * earlier_errno: the error of a flush made before (the stream keeps only
 * that one failed, not why), 0 if none. */
static inline int cx_program_close_stdout(const char *prog, int status, int earlier_errno) {
  bool pending = __fpending(stdout) != 0;
  bool failed = ferror(stdout) != 0;
  errno = 0;
  if (fflush(stdout) != 0) failed = true;
  int e = errno ? errno : earlier_errno;
  if (fclose(stdout) != 0 && (pending || errno != EBADF)) {
    failed = true;
    if (!e) e = errno;
  }
  if (!failed) return status;
  if (e) fprintf(stderr, "%s: error writing standard output: %s\n", prog, strerror(e));
  else fprintf(stderr, "%s: error writing standard output\n", prog);
  return status != 0 ? status : 1;
}

#endif
