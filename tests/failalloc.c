/* Allocation-failure injection for tests, in the style of Lua's ltests.c
 * (`failnext`): the test program defines malloc, calloc, realloc, free,
 * aligned_alloc, posix_memalign, memalign, strdup and strndup itself, so
 * that every allocation of the process goes through here: the runtime's
 * (libcortexrt.so or the runtime linked into a built shared library),
 * cJSON's, and libc's own (fopen's FILE, stdio buffers).  Each forwards
 * to the next definition (libc's, or the sanitizer's in an ASan build:
 * LeakSanitizer then still sees every block).  Nothing of this is in the
 * product: a program that does not link this file pays nothing.
 *
 *   failalloc_arm(k): the k-th allocation from now fails (returns NULL,
 *                     errno ENOMEM), once; the ones after it succeed.
 *   failalloc_disarm(): stops; true when the failure was injected.
 *   failalloc_live(): blocks allocated here and not freed yet (a leak
 *                     check that needs no sanitizer).
 *
 * CX_FAILALLOC_BACKTRACE=1 in the environment prints the stack of each
 * refused allocation to stderr (build with -rdynamic for the names).
 *
 * dlsym itself may allocate before the next definitions are known: those
 * first blocks come from a small static arena and are never freed. */
#define _GNU_SOURCE
#include "tests/failalloc.h"

#include <dlfcn.h>
#include <execinfo.h>
#include <errno.h>
#include <malloc.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void *(*next_malloc)(size_t);
static void *(*next_calloc)(size_t, size_t);
static void *(*next_realloc)(void *, size_t);
static void (*next_free)(void *);
static void *(*next_aligned_alloc)(size_t, size_t);
static int (*next_posix_memalign)(void **, size_t, size_t);
static void *(*next_memalign)(size_t, size_t);

/* Called before the sanitizers' runtime is set up (ASan's own start-up
 * allocates through here): no instrumentation. */
#define NOSAN __attribute__((no_sanitize("address", "undefined")))

static _Atomic long countdown; /* > 0: allocations until the failing one */
/* Only the thread that armed the countdown has its allocations counted and
 * failed: a thread the code under test starts allocates in glibc's and
 * the sanitizers' thread set-up (pthread_getattr_np), where a failure is
 * a sanitizer CHECK, not a path of ours. */
static pthread_t armer;
static atomic_bool fired;
static _Atomic long live;
static atomic_int resolving;

static _Alignas(64) unsigned char arena[1 << 16];
static size_t arena_used;

NOSAN static bool in_arena(const void *p) {
  return (const unsigned char *)p >= arena && (const unsigned char *)p < arena + sizeof arena;
}

NOSAN static void *arena_alloc(size_t n) {
  size_t at = (arena_used + 63) & ~(size_t)63;
  if (n > sizeof arena - at) return NULL;
  arena_used = at + n;
  return memset(arena + at, 0, n);
}

NOSAN static bool resolve(void) {
  if (next_free) return true;
  if (atomic_exchange(&resolving, 1)) return false; /* dlsym is allocating */
  next_malloc = (void *(*)(size_t))dlsym(RTLD_NEXT, "malloc");
  next_calloc = (void *(*)(size_t, size_t))dlsym(RTLD_NEXT, "calloc");
  next_realloc = (void *(*)(void *, size_t))dlsym(RTLD_NEXT, "realloc");
  next_aligned_alloc = (void *(*)(size_t, size_t))dlsym(RTLD_NEXT, "aligned_alloc");
  next_posix_memalign = (int (*)(void **, size_t, size_t))dlsym(RTLD_NEXT, "posix_memalign");
  next_memalign = (void *(*)(size_t, size_t))dlsym(RTLD_NEXT, "memalign");
  next_free = (void (*)(void *))dlsym(RTLD_NEXT, "free");
  return next_free != NULL;
}

/* true: this allocation is the one to fail. */
NOSAN static bool fail_now(void) {
  long c = atomic_load(&countdown);
  if (c > 0 && !pthread_equal(pthread_self(), armer)) return false;
  while (c > 0) {
    if (atomic_compare_exchange_weak(&countdown, &c, c - 1)) {
      if (c == 1) {
        atomic_store(&fired, true);
        if (getenv("CX_FAILALLOC_BACKTRACE")) { /* who was refused: for debugging a finding */
          void *frames[24];
          backtrace_symbols_fd(frames, backtrace(frames, 24), 2);
          write(2, "--\n", 3);
        }
        errno = ENOMEM;
        return true;
      }
      return false;
    }
  }
  return false;
}

NOSAN static void *counted(void *p) {
  if (p) atomic_fetch_add(&live, 1);
  return p;
}

/* backtrace's first call loads libgcc_s: before anything is counted. */
__attribute__((constructor)) static void warm_backtrace(void) {
  if (getenv("CX_FAILALLOC_BACKTRACE")) {
    void *frame[1];
    backtrace(frame, 1);
  }
}

NOSAN void failalloc_arm(long k) {
  armer = pthread_self();
  atomic_store(&fired, false);
  atomic_store(&countdown, k);
}

NOSAN bool failalloc_disarm(void) {
  atomic_store(&countdown, 0);
  return atomic_load(&fired);
}

NOSAN long failalloc_live(void) { return atomic_load(&live); }

NOSAN void *malloc(size_t n) {
  if (!resolve()) return arena_alloc(n);
  if (fail_now()) return NULL;
  return counted(next_malloc(n));
}

NOSAN void *calloc(size_t n, size_t size) {
  if (!resolve()) return size && n > SIZE_MAX / size ? NULL : arena_alloc(n * size);
  if (fail_now()) return NULL;
  return counted(next_calloc(n, size));
}

NOSAN void *realloc(void *p, size_t n) {
  if (!resolve()) return NULL;
  if (in_arena(p)) {
    void *q = malloc(n);
    if (q) memcpy(q, p, n < (size_t)(arena + sizeof arena - (unsigned char *)p) ? n : (size_t)(arena + sizeof arena - (unsigned char *)p));
    return q;
  }
  if (fail_now()) return NULL;
  void *q = next_realloc(p, n);
  if (!p && q) atomic_fetch_add(&live, 1);
  return q;
}

NOSAN void free(void *p) {
  if (!p || in_arena(p)) return;
  if (!resolve()) return;
  atomic_fetch_sub(&live, 1);
  next_free(p);
}

NOSAN void *aligned_alloc(size_t align, size_t n) {
  if (!resolve()) return NULL;
  if (fail_now()) return NULL;
  return counted(next_aligned_alloc(align, n));
}

NOSAN int posix_memalign(void **out, size_t align, size_t n) {
  if (!resolve()) return ENOMEM;
  if (fail_now()) return ENOMEM;
  int rc = next_posix_memalign(out, align, n);
  if (rc == 0) counted(*out);
  return rc;
}

NOSAN void *memalign(size_t align, size_t n) {
  if (!resolve()) return NULL;
  if (fail_now()) return NULL;
  return counted(next_memalign(align, n));
}

NOSAN char *strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *p = malloc(n);
  return p ? memcpy(p, s, n) : NULL;
}

NOSAN char *strndup(const char *s, size_t max) {
  size_t n = strnlen(s, max);
  char *p = malloc(n + 1);
  if (!p) return NULL;
  memcpy(p, s, n);
  p[n] = '\0';
  return p;
}
