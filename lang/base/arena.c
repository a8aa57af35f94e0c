/* Arenas: see arena.h. */
#include "lang/base/arena.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct CxArenaChunk {
  CxArenaChunk *next;
  size_t size, used;
  /* payload follows, 16-byte aligned */
  _Alignas(16) unsigned char data[];
};

enum { CHUNK_MIN = 16 * 1024 };

static _Thread_local CxOomGuard *oom_guard;

void cx_oom_push(CxOomGuard *g) {
  g->prev = oom_guard;
  g->size = 0;
  oom_guard = g;
}

void cx_oom_pop(CxOomGuard *g) {
  /* After a longjmp g is already off the stack: unwind to its parent. */
  for (CxOomGuard *x = oom_guard; x; x = x->prev)
    if (x == g) {
      oom_guard = g->prev;
      return;
    }
}

static _Noreturn void out_of_memory(size_t size) {
  CxOomGuard *g = oom_guard;
  if (g) {
    oom_guard = g->prev;
    g->size = size;
    longjmp(g->jb, 1);
  }
  fprintf(stderr, "cortex: fatal: out of memory allocating %zu bytes\n", size);
  abort();
}

void *cx_xmalloc(size_t size) {
  void *p = malloc(size ? size : 1);
  if (!p) out_of_memory(size);
  return p;
}

void *cx_xcalloc(size_t n, size_t size) {
  void *p = calloc(n ? n : 1, size ? size : 1);
  if (!p) out_of_memory(n && size > (size_t)-1 / n ? (size_t)-1 : n * size);
  return p;
}

void *cx_xrealloc(void *p, size_t size) {
  void *q = realloc(p, size ? size : 1);
  if (!q) out_of_memory(size);
  return q;
}

char *cx_xstrdup(const char *s) {
  size_t n = strlen(s) + 1;
  return memcpy(cx_xmalloc(n), s, n);
}

void arena_init(CxArena *a) {
  a->head = NULL;
  a->total = 0;
}

void arena_free(CxArena *a) {
  CxArenaChunk *c = a->head;
  while (c) {
    CxArenaChunk *next = c->next;
    free(c);
    c = next;
  }
  a->head = NULL;
  a->total = 0;
}

void *arena_alloc(CxArena *a, size_t size) {
  size = (size + 15) & ~(size_t)15;
  if (size == 0) size = 16;
  CxArenaChunk *c = a->head;
  if (!c || c->size - c->used < size) {
    size_t cap = size > CHUNK_MIN ? size : CHUNK_MIN;
    if (c && cap < c->size * 2 && c->size < (1u << 20)) cap = c->size * 2;
    c = malloc(sizeof *c + cap);
    if (!c) out_of_memory(size);
    c->size = cap;
    c->used = 0;
    c->next = a->head;
    a->head = c;
  }
  void *p = c->data + c->used;
  c->used += size;
  a->total += size;
  memset(p, 0, size);
  return p;
}

void *arena_memdup(CxArena *a, const void *p, size_t size) {
  void *q = arena_alloc(a, size);
  if (size) memcpy(q, p, size);
  return q;
}

char *arena_strndup(CxArena *a, const char *s, size_t len) {
  char *q = arena_alloc(a, len + 1);
  memcpy(q, s, len);
  q[len] = '\0';
  return q;
}

char *arena_strdup(CxArena *a, const char *s) {
  return arena_strndup(a, s, strlen(s));
}

char *arena_vprintf(CxArena *a, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  if (n < 0) n = 0;
  char *s = arena_alloc(a, (size_t)n + 1);
  vsnprintf(s, (size_t)n + 1, fmt, ap);
  return s;
}

char *arena_printf(CxArena *a, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *s = arena_vprintf(a, fmt, ap);
  va_end(ap);
  return s;
}

void ptrvec_push(CxArena *a, CxPtrVec *v, void *item) {
  if (v->len == v->cap) {
    int cap = v->cap ? v->cap * 2 : 4;
    void **items = arena_alloc(a, sizeof(void *) * (size_t)cap);
    if (v->len) memcpy(items, v->items, sizeof(void *) * (size_t)v->len);
    v->items = items;
    v->cap = cap;
  }
  v->items[v->len++] = item;
}
