/* String interning with an open-addressing table of canonical pointers. */
#include "lang/base/intern.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static uint64_t hash_bytes(const char *s, size_t len) {
  uint64_t h = 1469598103934665603ull; /* FNV-1a */
  for (size_t i = 0; i < len; i++) {
    h ^= (unsigned char)s[i];
    h *= 1099511628211ull;
  }
  return h;
}

void intern_init(CxInterner *in) {
  arena_init(&in->arena);
  in->cap = 256;
  in->len = 0;
  in->slots = cx_xcalloc(in->cap, sizeof *in->slots);
}

void intern_free(CxInterner *in) {
  arena_free(&in->arena);
  free(in->slots);
  in->slots = NULL;
  in->cap = in->len = 0;
}

static void grow(CxInterner *in) {
  size_t cap = in->cap * 2;
  const char **slots = cx_xcalloc(cap, sizeof *slots);
  for (size_t i = 0; i < in->cap; i++) {
    const char *s = in->slots[i];
    if (!s) continue;
    size_t j = hash_bytes(s, strlen(s)) & (cap - 1);
    while (slots[j]) j = (j + 1) & (cap - 1);
    slots[j] = s;
  }
  free(in->slots);
  in->slots = slots;
  in->cap = cap;
}

const char *intern(CxInterner *in, const char *s, size_t len) {
  if ((in->len + 1) * 2 > in->cap) grow(in);
  size_t j = hash_bytes(s, len) & (in->cap - 1);
  for (;;) {
    const char *t = in->slots[j];
    if (!t) break;
    if (strncmp(t, s, len) == 0 && t[len] == '\0') return t;
    j = (j + 1) & (in->cap - 1);
  }
  const char *copy = arena_strndup(&in->arena, s, len);
  in->slots[j] = copy;
  in->len++;
  return copy;
}

const char *intern_cstr(CxInterner *in, const char *s) {
  return intern(in, s, strlen(s));
}
