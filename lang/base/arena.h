/* Arenas: bump allocators freed all at once.
 *
 * Every AST of a compilation unit, every IR function and every REPL entry
 * lives in an arena, so that a failed compile frees everything in one call
 * and no error path has to unwind individual allocations.  Out of memory
 * unwinds to the innermost CxOomGuard of the thread (below). */
#ifndef CX_ARENA_H
#define CX_ARENA_H

#include <setjmp.h>
#include <stddef.h>
#include <stdarg.h>

typedef struct CxArenaChunk CxArenaChunk;

typedef struct CxArena {
  CxArenaChunk *head;   /* newest chunk; older chunks follow ->next */
  size_t total;         /* bytes handed out, for statistics and tests */
} CxArena;

void arena_init(CxArena *a);
/* Frees every chunk; the arena can be used again afterwards. */
void arena_free(CxArena *a);
/* Zero-filled, aligned to 16 bytes. */
void *arena_alloc(CxArena *a, size_t size);
void *arena_memdup(CxArena *a, const void *p, size_t size);
char *arena_strndup(CxArena *a, const char *s, size_t len);
char *arena_strdup(CxArena *a, const char *s);
char *arena_printf(CxArena *a, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
char *arena_vprintf(CxArena *a, const char *fmt, va_list ap)
    __attribute__((format(printf, 2, 0)));

/* A growable array of pointers whose storage lives in an arena (growth
 * copies; the old block is simply abandoned to the arena). */
typedef struct CxPtrVec {
  void **items;
  int len, cap;
} CxPtrVec;

void ptrvec_push(CxArena *a, CxPtrVec *v, void *item);

/* xmalloc family for heap data that outlives arenas (runtime buffers).
 * Out of memory here or in an arena does not return: it longjmps to the
 * innermost guard of the calling thread, which the program set around
 * its use of the compiler (cortex's main, the REPL's entries):
 *
 *   CxOomGuard g;
 *   cx_oom_push(&g);
 *   if (setjmp(g.jb)) { report g.size; give up what was being done; }
 *   else { ... compile ...; }
 *   cx_oom_pop(&g);
 *
 * A big model or data set is a user's problem, so it must end in an
 * error, not an abort; what the unwound frames held is leaked (the
 * arenas are freed with their session).  Without a guard: a message on
 * stderr and abort(), the only way left. */
void *cx_xmalloc(size_t size);
void *cx_xcalloc(size_t n, size_t size);
void *cx_xrealloc(void *p, size_t size);
char *cx_xstrdup(const char *s);

typedef struct CxOomGuard {
  jmp_buf jb;
  struct CxOomGuard *prev;
  size_t size;             /* the allocation that failed */
} CxOomGuard;
void cx_oom_push(CxOomGuard *g);
/* Removes g (after the guarded code returned, or after the longjmp). */
void cx_oom_pop(CxOomGuard *g);

#endif
