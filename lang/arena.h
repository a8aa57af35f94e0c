/* Arenas: bump allocators freed all at once.
 *
 * Every AST of a compilation unit, every IR function and every REPL entry
 * lives in an arena, so that a failed compile frees everything in one call
 * and no error path has to unwind individual allocations.  Out of memory is
 * not recoverable in the compiler: arena_alloc aborts with a message. */
#ifndef CX_ARENA_H
#define CX_ARENA_H

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
 * Abort on out of memory with a message: the compiler cannot continue. */
void *cx_xmalloc(size_t size);
void *cx_xcalloc(size_t n, size_t size);
void *cx_xrealloc(void *p, size_t size);
char *cx_xstrdup(const char *s);

#endif
