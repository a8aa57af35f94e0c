/* String interning: equal names become the same pointer, so the front end
 * compares identifiers with == and hashes them by address. */
#ifndef CX_INTERN_H
#define CX_INTERN_H

#include <stddef.h>
#include "lang/base/arena.h"

typedef struct CxInterner {
  CxArena arena;        /* owns the strings */
  const char **slots;   /* open addressing, power-of-two size */
  size_t cap, len;
} CxInterner;

void intern_init(CxInterner *in);
void intern_free(CxInterner *in);
const char *intern(CxInterner *in, const char *s, size_t len);
const char *intern_cstr(CxInterner *in, const char *s);

#endif
