/* Every compile in a child process: see jit_internal.h, "Compiling in a
 * child process", and docs/architecture.md.
 *
 * libgccjit compiles in the calling process: GCC's passes, then its
 * driver, which runs the assembler and the linker as child processes and
 * waits for them, and which exit()s the whole process when a signal
 * interrupts that wait.  Holding the signals for the whole compile
 * (what Cortex did first) made compiles impossible to stop: a model that
 * compiles for ten minutes ignored SIGTERM, and a Ctrl-C was acted on
 * only after the compile.  So the compile runs in a forked child, in its
 * own process group and with its own private TMPDIR (where libgccjit
 * makes its libgccjit-XXXXXX folder); the parent waits with SIGINT,
 * SIGTERM and SIGHUP live.  When one arrives the parent kills the child's
 * process group (the child, and the assembler or linker it runs),
 * removes the private folder, and gives the signal back to the caller,
 * which removes its own files and delivers it (jit_stopped).
 *
 * Fork safety: the child runs only libgccjit's compile of a context that
 * this thread built, file calls and _exit.  glibc makes malloc usable in
 * the child of a multithreaded parent (its fork handlers), and nothing
 * the child calls takes a lock another thread of the parent could hold:
 * the runtime's thread pool (stdlib/compiled.c) shares no lock with
 * libgccjit, and the drivers create it only after the compile. */
#include "config.h"

#include "backend/jit/jit_internal.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "lang/base/diag.h"
#include "stdlib/errstr.h"

enum { CHILD_MSG_MAX = 4000 }; /* below PIPE_BUF: the child's one write never blocks */

/* The signals that stop a compile. */
static const int stop_signals[] = {SIGINT, SIGTERM, SIGHUP};

/* Holds every signal but those a fault raises (which must not be
 * blocked); *old gets the mask to restore. */
static void hold_signals(sigset_t *old) {
  sigset_t all;
  sigfillset(&all);
  static const int faults[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS};
  for (size_t i = 0; i < sizeof faults / sizeof *faults; i++) sigdelset(&all, faults[i]);
  pthread_sigmask(SIG_BLOCK, &all, old);
}

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw) {
  (void)st;
  (void)flag;
  (void)ftw;
  remove(path);
  return 0;
}

void jit_remove_tree(const char *path) {
  if (path && *path) nftw(path, remove_one, 16, FTW_DEPTH | FTW_PHYS);
}

int jit_temp_dir(char *buf, size_t size, char *why, size_t whylen) {
  const char *tmp = getenv("TMPDIR");
  if (!tmp || !*tmp) tmp = "/tmp";
  if ((size_t)snprintf(buf, size, "%s/cortex-jit-XXXXXX", tmp) >= size) {
    snprintf(why, whylen, "the temporary folder's path %s is too long", tmp);
    return -1;
  }
  if (!mkdtemp(buf)) {
    snprintf(why, whylen, "cannot create a folder in %s: %s (set TMPDIR to a folder you can write)", tmp,
             CX_STRERROR(errno));
    return -1;
  }
  return 0;
}

/* gcc's driver installs handlers of its own for these (gcc.c,
 * driver::global_initializations) and leaves them: in the child that is
 * harmless, in this process the program's handlers for SIGINT, SIGTERM
 * and SIGHUP (cortex's removes its temporary output files; the REPL's
 * cancels a :run) would be gone after the compile. */
static const int driver_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGCHLD};
enum { NDRIVER_SIGNALS = sizeof driver_signals / sizeof *driver_signals };

/* The compile in this process (the fallback when fork fails), its
 * signals held and the handlers gcc's driver replaces put back before
 * they are delivered. */
static int compile_here(gcc_jit_context *ctx, enum gcc_jit_output_kind kind, const char *out, char *msg,
                        size_t msglen) {
  sigset_t old;
  struct sigaction act[NDRIVER_SIGNALS];
  hold_signals(&old);
  for (int i = 0; i < NDRIVER_SIGNALS; i++) sigaction(driver_signals[i], NULL, &act[i]);
  gcc_jit_context_compile_to_file(ctx, kind, out);
  for (int i = 0; i < NDRIVER_SIGNALS; i++) sigaction(driver_signals[i], &act[i], NULL);
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  const char *e = gcc_jit_context_get_first_error(ctx);
  if (!e) return 0;
  snprintf(msg, msglen, "%s", e);
  return -1;
}

static void child_main(gcc_jit_context *ctx, enum gcc_jit_output_kind kind, const char *out, const char *tmpdir,
                       pid_t parent, int errfd, const char *stderr_path) {
  setpgid(0, 0);
  if (stderr_path) {
    int fd = open(stderr_path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd >= 0) dup2(fd, 2); /* (dup2 clears close-on-exec: as and ld write there too) */
  }
  /* the parent's death (even by SIGKILL) ends the compile too */
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent) _exit(125);
  for (size_t i = 0; i < sizeof stop_signals / sizeof *stop_signals; i++) signal(stop_signals[i], SIG_DFL);
  /* GCC's driver exits when a signal interrupts its waits: none reaches
     it here (the parent stops the child with SIGKILL, which needs no
     handler) */
  sigset_t old;
  hold_signals(&old);
  setenv("TMPDIR", tmpdir, 1);
  gcc_jit_context_compile_to_file(ctx, kind, out);
  const char *e = gcc_jit_context_get_first_error(ctx);
  if (e) {
    size_t n = strlen(e);
    if (n > CHILD_MSG_MAX) n = CHILD_MSG_MAX;
    ssize_t w = write(errfd, e, n);
    (void)w;
    _exit(1);
  }
  _exit(0);
}

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

void jit_children_begin(JitChildren *g) {
  memset(g, 0, sizeof *g);
  g->failed = -1;
  /* The stop signals the caller neither blocks nor ignores (a shell
   * ignores SIGINT in a background job), and SIGCHLD, are held from
   * before the first fork (none is lost in between) and taken with
   * sigtimedwait. */
  pthread_sigmask(SIG_SETMASK, NULL, &g->old);
  sigemptyset(&g->wait_set);
  for (size_t i = 0; i < sizeof stop_signals / sizeof *stop_signals; i++) {
    struct sigaction sa;
    if (!sigismember(&g->old, stop_signals[i]) && sigaction(stop_signals[i], NULL, &sa) == 0 &&
        sa.sa_handler != SIG_IGN)
      sigaddset(&g->wait_set, stop_signals[i]);
  }
  sigaddset(&g->wait_set, SIGCHLD);
  pthread_sigmask(SIG_BLOCK, &g->wait_set, NULL);
}

/* Kills every child still running (its process group: the child and its
 * assembler or linker) and reaps it. */
static void kill_children(JitChildren *g) {
  for (int i = 0; i < g->n; i++) {
    if (g->pid[i] <= 0 || g->done[i]) continue;
    killpg(g->pid[i], SIGKILL);
    kill(g->pid[i], SIGKILL);
  }
  double t0 = now_ms();
  for (int i = 0; i < g->n; i++) {
    if (g->pid[i] <= 0 || g->done[i]) continue;
    while (waitpid(g->pid[i], &g->status[i], 0) < 0 && errno == EINTR && now_ms() - t0 < 5000) {
    }
    g->done[i] = true;
  }
}

static pthread_mutex_t fork_mutex = PTHREAD_MUTEX_INITIALIZER;
/* compiles waiting to fork: the other side lets them go first (a mutex
   is not fair, and a thread that relocks it between two structures
   would starve the compile, which then sees no stop signal either) */
static atomic_int fork_wanted;

static void fork_lock(bool lock) {
  if (lock) {
    atomic_fetch_add(&fork_wanted, 1);
    pthread_mutex_lock(&fork_mutex);
    atomic_fetch_sub(&fork_wanted, 1);
  } else {
    pthread_mutex_unlock(&fork_mutex);
  }
}

void jit_fork_guard(bool lock) {
  if (!lock) {
    pthread_mutex_unlock(&fork_mutex);
    return;
  }
  while (atomic_load(&fork_wanted) > 0) sched_yield();
  pthread_mutex_lock(&fork_mutex);
}

int jit_children_spawn(JitChildren *g, gcc_jit_context *ctx, enum gcc_jit_output_kind kind, const char *out,
                       const char *tmpdir, char *msg, size_t msglen) {
  msg[0] = '\0';
  if (g->n >= JIT_MAX_CHILDREN) {
    snprintf(msg, msglen, "more than %d compile processes at once", JIT_MAX_CHILDREN);
    return -1;
  }
  int pfd[2];
  if (pipe2(pfd, O_CLOEXEC) != 0) {
    snprintf(msg, msglen, "cannot create a pipe: %s", CX_STRERROR(errno));
    return -1;
  }
  /* Nothing buffered is written twice should gcc exit() the child
     through its fatal-error path (which flushes stdio). */
  fflush(NULL);
  pid_t parent = getpid();
  char errpath[PATH_MAX];
  if (g->stderr_dir) snprintf(errpath, sizeof errpath, "%s/child%d.err", g->stderr_dir, g->n);
  /* (the fork guard: no other thread of the process is inside a run that
     allocates, whose allocator lock the child would inherit held) */
  fork_lock(true);
  pid_t pid = fork();
  if (pid == 0) child_main(ctx, kind, out, tmpdir, parent, pfd[1], g->stderr_dir ? errpath : NULL);
  fork_lock(false);
  close(pfd[1]);
  int i = g->n++;
  g->out[i] = out;
  if (pid < 0) {
    /* No process to spare: compile here, as before, not stoppable. */
    close(pfd[0]);
    g->pid[i] = -1;
    g->fd[i] = -1;
    g->done[i] = true;
    if (!(g->msg[i] = malloc(CHILD_MSG_MAX + 1))) {
      g->status[i] = 1 << 8; /* as an exit status 1 */
      snprintf(msg, msglen, "out of memory");
      return -1;
    }
    g->msg[i][0] = '\0';
    sigset_t cur;
    pthread_sigmask(SIG_SETMASK, &g->old, &cur);
    int rc = compile_here(ctx, kind, out, g->msg[i], CHILD_MSG_MAX + 1);
    pthread_sigmask(SIG_SETMASK, &cur, NULL);
    g->status[i] = rc == 0 ? 0 : 1 << 8;
    return 0;
  }
  setpgid(pid, pid); /* (also in the child: whichever runs first) */
  g->pid[i] = pid;
  g->fd[i] = pfd[0];
  return 0;
}

/* What child i reported: 0 when it succeeded, else -1 with msg. */
static int child_result(JitChildren *g, int i, char *msg, size_t msglen) {
  char buf[CHILD_MSG_MAX + 1];
  buf[0] = '\0';
  if (g->msg[i]) {
    snprintf(buf, sizeof buf, "%s", g->msg[i]);
  } else if (g->fd[i] >= 0) {
    ssize_t n = read(g->fd[i], buf, CHILD_MSG_MAX);
    buf[n > 0 ? n : 0] = '\0';
  }
  int status = g->status[i];
  struct stat st;
  if (status == -2 ? !buf[0] && stat(g->out[i], &st) == 0 && st.st_size > 0
                   : status != -1 && WIFEXITED(status) && WEXITSTATUS(status) == 0)
    return 0;
  if (buf[0]) snprintf(msg, msglen, "%s", buf);
  else if (status < 0) snprintf(msg, msglen, "lost the compile process (its exit status is unknown)");
  else if (WIFSIGNALED(status)) {
    const char *d = sigdescr_np(WTERMSIG(status));
    snprintf(msg, msglen, "the compile process died of signal %d (%s)", WTERMSIG(status), d ? d : "?");
  } else {
    snprintf(msg, msglen, "the compile process failed (exit status %d)", WEXITSTATUS(status));
  }
  return -1;
}

int jit_children_wait(JitChildren *g, char *msg, size_t msglen) {
  msg[0] = '\0';
  int stopped = 0, rc = 0;
  for (;;) {
    /* reap whatever ended; the first failure stops the others (its
       message is the one reported: once) */
    int running = 0;
    for (int i = 0; i < g->n; i++) {
      if (g->done[i]) continue;
      struct rusage ru;
      pid_t w = wait4(g->pid[i], &g->status[i], WNOHANG, &ru);
      if (w == g->pid[i])
        g->cpu_ms[i] = (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e3 +
                       (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e3;
      if (w == 0) {
        running++;
        continue;
      }
      if (w < 0 && errno == EINTR) {
        running++;
        continue;
      }
      if (w < 0) {
        /* ECHILD: the host set SIGCHLD to SIG_IGN, the child was reaped
           unseen; it succeeded when it wrote no error and out exists */
        g->status[i] = errno == ECHILD ? -2 : -1;
      }
      g->done[i] = true;
    }
    for (int i = 0; i < g->n && rc == 0; i++)
      if (g->done[i] && !g->reported[i]) {
        g->reported[i] = true;
        if (child_result(g, i, msg, msglen) != 0) {
          rc = -1;
          g->failed = i;
        }
      }
    if (rc != 0 || !running) break;
    /* SIGCHLD wakes this at once; the timeout covers a SIGCHLD set to
       SIG_IGN, which is then never queued */
    struct timespec ts = {0, 100 * 1000 * 1000};
    siginfo_t si;
    int sig = sigtimedwait(&g->wait_set, &si, &ts);
    if (sig > 0 && sig != SIGCHLD) {
      stopped = sig;
      break;
    }
  }
  kill_children(g);
  /* A stop signal taken here is the caller's to deliver (jit_stopped);
     SIGCHLDs of the children are consumed (pending ones of other
     children stay pending: sigtimedwait takes one at a time, and only
     while the children ran). */
  pthread_sigmask(SIG_SETMASK, &g->old, NULL);
  for (int i = 0; i < g->n; i++) {
    if (g->fd[i] >= 0) close(g->fd[i]);
    free(g->msg[i]);
  }
  g->nreaped = g->n;
  g->n = 0;
  return stopped ? stopped : rc;
}

int jit_compile_child(gcc_jit_context *ctx, enum gcc_jit_output_kind kind, const char *out, const char *tmpdir,
                      char *msg, size_t msglen) {
  msg[0] = '\0';
  char own[PATH_MAX];
  if (!tmpdir) {
    if (jit_temp_dir(own, sizeof own, msg, msglen)) return -1;
    tmpdir = own;
  }
  JitChildren g;
  jit_children_begin(&g);
  int rc = jit_children_spawn(&g, ctx, kind, out, tmpdir, msg, msglen);
  if (rc == 0) rc = jit_children_wait(&g, msg, msglen);
  else pthread_sigmask(SIG_SETMASK, &g.old, NULL);
  if (tmpdir == own) jit_remove_tree(own);
  return rc;
}

int jit_stopped(CxSession *s, int sig) {
  /* The signal the compile was stopped for, delivered now that its files
   * are gone: its default action ends the process as it would have (a
   * shell sees 128 + sig), a handler (the REPL's Ctrl-C) runs, and then
   * the compile is an error. */
  raise(sig);
  const char *name = sigabbrev_np(sig);
  diag_report(&s->diag, DIAG_ERROR, cx_noloc, "the compile was stopped by SIG%s", name ? name : "?");
  return -1;
}
