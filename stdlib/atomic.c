/* Output files: the runtime's one writer (see cxrt.h, "output files").
 *
 * What the path names decides how it is written:
 *   - a regular file, or nothing yet: a temporary file in the same folder,
 *     renamed over the path only when complete, so an interrupted or
 *     failed write leaves the previous file intact;
 *   - a symbolic link: followed; its target is replaced that way (in the
 *     target's folder) and the link stays;
 *   - anything else (a device such as /dev/null or /dev/full, a FIFO, a
 *     terminal, /dev/stdout): written in place, as the shell's '>' would,
 *     never replaced;
 *   - a folder: an error.
 * With CXRT_ATOMIC_REPLACE the path itself is always replaced (the cache,
 * in a folder of its own, where a link or a FIFO is an intruder).
 *
 * Temporary files are created with open(O_CREAT | O_EXCL) and an
 * explicit mode, so the process umask applies without the process-wide
 * umask() call (a threaded host may create files at the same time).
 * They are registered while they exist (a fixed table of atomic slots):
 * cxrt_temp_cleanup, async-signal-safe, removes them, and the programs'
 * signal handlers call it (the runtime installs no handler). */
#include "stdlib/cxrt.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "stdlib/errstr.h"

/* ---- the registry of temporary files ------------------------------------ */

enum { TEMP_SLOTS = 64 };
static _Atomic(const char *) temps[TEMP_SLOTS];

int cxrt_temp_register(const char *path) {
  for (int i = 0; i < TEMP_SLOTS; i++) {
    const char *expected = NULL;
    if (atomic_compare_exchange_strong(&temps[i], &expected, path)) return i;
  }
  return -1; /* full: the file is written all the same, only not removed on a signal */
}

void cxrt_temp_unregister(int slot) {
  if (slot >= 0 && slot < TEMP_SLOTS) atomic_store(&temps[slot], NULL);
}

void cxrt_temp_cleanup(void) {
  /* Only async-signal-safe calls: lock-free loads and unlink. */
  for (int i = 0; i < TEMP_SLOTS; i++) {
    const char *p = atomic_exchange(&temps[i], NULL);
    if (p) unlink(p);
  }
}

/* ---- temporary names ---------------------------------------------------- */

/* Creates "base.tmp.XXXXXX" (exclusive, close-on-exec) with the given
 * mode, to which the kernel applies the umask.  The fd, with *out the
 * malloc'ed name; -1 with errno set. */
static int create_temp(const char *base, mode_t mode, char **out) {
  static atomic_uint counter;
  static const char alphabet[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  size_t len = strlen(base);
  char *tmp = malloc(len + 12);
  if (!tmp) {
    errno = ENOMEM;
    return -1;
  }
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  uint64_t x = (uint64_t)ts.tv_nsec ^ (uint64_t)ts.tv_sec << 30 ^ (uint64_t)getpid() << 40;
  for (int attempt = 0; attempt < 100; attempt++) {
    x += 0x9E3779B97F4A7C15ull * (1 + atomic_fetch_add(&counter, 1));
    uint64_t z = x;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    memcpy(tmp, base, len);
    memcpy(tmp + len, ".tmp.", 5);
    for (int i = 0; i < 6; i++, z /= 62) tmp[len + 5 + i] = alphabet[z % 62];
    tmp[len + 11] = 0;
    int fd = open(tmp, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode);
    if (fd >= 0) {
      *out = tmp;
      return fd;
    }
    if (errno != EEXIST) break;
  }
  int e = errno;
  free(tmp);
  errno = e;
  return -1;
}

int cxrt_temp_create(const char *base, unsigned mode, char **path, int *slot) {
  /* The thread's signals are held from the open to the registration: a
   * signal in between (a preempted process resumes with one pending)
   * would otherwise find the file not yet registered and leave it. */
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &old);
  int fd = create_temp(base, (mode_t)mode, path);
  *slot = fd >= 0 ? cxrt_temp_register(*path) : -1;
  int e = errno;
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  errno = e;
  return fd;
}

/* ---- the writer --------------------------------------------------------- */

struct CxrtAtomicFile {
  FILE *fp;          /* the stream (CXRT_ATOMIC_EXTERNAL: none) */
  char *path;        /* as given, for messages */
  char *target;      /* the file replaced (a link's target) or written in place */
  char *tmp;         /* the temporary file, NULL when writing in place */
  int slot;          /* tmp's registry slot */
  int flags;
  bool in_place;
  mode_t mode;       /* what the replaced file gets */
};

static void release(CxrtAtomicFile *f) {
  free(f->path);
  free(f->target);
  free(f->tmp);
  free(f);
}

/* Drops the temporary file. */
static void drop_temp(CxrtAtomicFile *f) {
  if (!f->tmp) return;
  unlink(f->tmp);
  cxrt_temp_unregister(f->slot);
}

/* The target of the link at path (followed to the end, the last one may
 * dangle), malloc'ed; NULL with errno set. */
static char *follow_links(const char *path) {
  char *cur = strdup(path);
  for (int hops = 0; cur && hops < 40; hops++) {
    struct stat st;
    if (lstat(cur, &st) != 0 || !S_ISLNK(st.st_mode)) return cur;
    char link[PATH_MAX];
    ssize_t n = readlink(cur, link, sizeof link - 1);
    if (n < 0) {
      free(cur);
      return NULL;
    }
    link[n] = '\0';
    const char *slash = strrchr(cur, '/');
    size_t dirlen = link[0] == '/' || !slash ? 0 : (size_t)(slash - cur + 1);
    char *next = malloc(dirlen + (size_t)n + 1);
    if (next) {
      memcpy(next, cur, dirlen);
      memcpy(next + dirlen, link, (size_t)n + 1);
    }
    free(cur);
    cur = next;
  }
  if (cur) {
    free(cur);
    errno = ELOOP;
  }
  return NULL;
}

static CxrtAtomicFile *fail_open(CxrtAtomicFile *f, CxrtError *err, const char *what, int e) {
  cxrt_errorf(err, f->path, 0, 0, "cannot write '%s': %s%s", f->path, what, what[0] ? "" : CX_STRERROR(e));
  if (f->fp) fclose(f->fp);
  drop_temp(f);
  release(f);
  return NULL;
}

CxrtAtomicFile *cxrt_atomic_open_ex(const char *path, int flags, CxrtError *err) {
  if (!path || !*path) {
    cxrt_errorf(err, "", 0, 0, "no output file given");
    return NULL;
  }
  CxrtAtomicFile *f = calloc(1, sizeof *f);
  if (!f || !(f->path = strdup(path))) {
    free(f);
    cxrt_errorf(err, path, 0, 0, "out of memory opening '%s'", path);
    return NULL;
  }
  f->slot = -1;
  f->flags = flags;
  bool external = flags & CXRT_ATOMIC_EXTERNAL;
  mode_t base = flags & CXRT_ATOMIC_PRIVATE ? 0600 : flags & CXRT_ATOMIC_EXECUTABLE ? 0777 : 0666;

  /* What the path names. */
  struct stat st;
  bool exists;
  if (flags & CXRT_ATOMIC_REPLACE) {
    exists = lstat(path, &st) == 0;
    if (exists && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)) exists = false; /* replaced, mode not kept */
    f->target = strdup(path);
  } else if (stat(path, &st) == 0) {
    exists = true;
    if (!S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)) f->in_place = true;
    /* A link to a regular file: replace its target, in the target's folder. */
    struct stat lst;
    f->target = S_ISREG(st.st_mode) && lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode) ? realpath(path, NULL)
                                                                                   : strdup(path);
  } else if (errno == ENOENT) {
    exists = false;
    f->target = follow_links(path); /* a dangling link: create its target */
  } else {
    return fail_open(f, err, "", errno);
  }
  if (!f->target) return fail_open(f, err, "", errno);
  if (exists && S_ISDIR(st.st_mode)) return fail_open(f, err, "", EISDIR);

  if (f->in_place) {
    /* A device, a FIFO, a terminal: written as it is.  A FIFO blocks
     * here until a reader opens it, as the shell's '>' does. */
    if (!external) {
      int fd = open(f->target, O_WRONLY | O_CLOEXEC | O_NOCTTY);
      if (fd < 0) return fail_open(f, err, "", errno);
      if (!(f->fp = fdopen(fd, "wb"))) {
        int e = errno;
        close(fd);
        return fail_open(f, err, "", e);
      }
      return f;
    }
    /* Another program writes a path (the linker): a private temporary
     * file in $TMPDIR, copied into the target at commit. */
    const char *dir = getenv("TMPDIR");
    if (!dir || dir[0] != '/') dir = "/tmp";
    size_t n = strlen(dir) + 16;
    char *tbase = malloc(n);
    if (!tbase) return fail_open(f, err, "out of memory", 0);
    snprintf(tbase, n, "%s/cortex-out", dir);
    int fd = cxrt_temp_create(tbase, 0600, &f->tmp, &f->slot);
    free(tbase);
    if (fd < 0) return fail_open(f, err, "", errno);
    close(fd);
    return f;
  }

  /* A regular file or a new one: a temporary file beside the target.  It
   * is never more open than the file it replaces (created with that
   * file's permission bits, the umask applied, then given them exactly)
   * or, for a new file, than the umask allows.  A program is always
   * created 0777 less the umask, as the linker does: a rebuilt program
   * must run whatever the file it replaces was. */
  mode_t keep = exists && !(flags & (CXRT_ATOMIC_PRIVATE | CXRT_ATOMIC_REPLACE | CXRT_ATOMIC_EXECUTABLE))
                    ? st.st_mode & 0777
                    : 0;
  int fd = cxrt_temp_create(f->target, keep ? keep : base, &f->tmp, &f->slot);
  if (fd < 0) {
    int e = errno;
    cxrt_errorf(err, path, 0, 0, "cannot create a temporary file beside '%s': %s; check that the folder exists and "
                "is writable", f->target, CX_STRERROR(e));
    release(f);
    return NULL;
  }
  struct stat tst;
  if ((keep && fchmod(fd, keep) != 0) || fstat(fd, &tst) != 0) {
    int e = errno;
    close(fd);
    return fail_open(f, err, "", e);
  }
  f->mode = tst.st_mode & 07777;
  if (external) {
    close(fd);
    return f;
  }
  if (!(f->fp = fdopen(fd, "wb"))) {
    int e = errno;
    close(fd);
    return fail_open(f, err, "", e);
  }
  return f;
}

CxrtAtomicFile *cxrt_atomic_open(const char *path, CxrtError *err) { return cxrt_atomic_open_ex(path, 0, err); }

FILE *cxrt_atomic_stream(CxrtAtomicFile *f) { return f->fp; }

const char *cxrt_atomic_temp_path(CxrtAtomicFile *f) { return f->tmp ? f->tmp : f->target; }

/* Copies the external writer's temporary file into the target in place. */
static int copy_in_place(CxrtAtomicFile *f, int *e) {
  int in = open(f->tmp, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
  if (in < 0) {
    *e = errno;
    return -1;
  }
  int out = open(f->target, O_WRONLY | O_CLOEXEC | O_NOCTTY);
  if (out < 0) {
    *e = errno;
    close(in);
    return -1;
  }
  char buf[65536];
  int rc = 0;
  for (;;) {
    ssize_t n = read(in, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      if (n < 0) *e = errno, rc = -1;
      break;
    }
    for (ssize_t done = 0; done < n && rc == 0;) {
      ssize_t w = write(out, buf + done, (size_t)(n - done));
      if (w < 0 && errno == EINTR) continue;
      if (w <= 0) *e = w < 0 ? errno : EIO, rc = -1;
      else done += w;
    }
    if (rc) break;
  }
  close(in);
  if (close(out) != 0 && rc == 0) *e = errno, rc = -1;
  return rc;
}

int cxrt_atomic_commit(CxrtAtomicFile *f, CxrtError *err) {
  int e = 0, rc = 0;
  if (f->fp) {
    /* The stream's errors (a full disk, /dev/full) show at the latest
     * here; a replaced file is synced before the rename, so that a crash
     * right after it cannot leave an empty file where the old one was. */
    errno = 0;
    if (fflush(f->fp) != 0 || ferror(f->fp)) e = errno ? errno : EIO, rc = -1;
    else if (!f->in_place && fsync(fileno(f->fp)) != 0) e = errno, rc = -1;
    if (fclose(f->fp) != 0 && rc == 0) e = errno, rc = -1;
    f->fp = NULL;
  } else if (f->in_place) {
    rc = copy_in_place(f, &e);
  } else {
    /* An external writer (the linker creates its output anew): the mode
     * the temporary file was created with, then synced. */
    int fd = open(f->tmp, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0 || fchmod(fd, f->mode) != 0 || fsync(fd) != 0) e = errno, rc = -1;
    if (fd >= 0) close(fd);
  }
  if (rc == 0 && !f->in_place && rename(f->tmp, f->target) != 0) {
    e = errno;
    rc = cxrt_errorf(err, f->path, 0, 0, "cannot replace '%s': %s", f->target, CX_STRERROR(e));
  } else if (rc) {
    cxrt_errorf(err, f->path, 0, 0, "cannot write '%s': %s", f->path, CX_STRERROR(e));
  }
  if (rc || f->in_place) drop_temp(f);
  else cxrt_temp_unregister(f->slot);
  release(f);
  return rc;
}

void cxrt_atomic_abort(CxrtAtomicFile *f) {
  if (!f) return;
  if (f->fp) fclose(f->fp);
  drop_temp(f);
  release(f);
}
