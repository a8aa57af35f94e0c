/* strerror for library code that may run in a threaded host: strerror's
 * buffer is shared (POSIX does not make it thread-safe); strerror_r fills
 * the caller's.  CX_STRERROR(e) is a drop-in for strerror(e) whose text
 * lives until the end of the enclosing block (a compound literal).
 * Header-only, so every layer can use it without linking the runtime. */
#ifndef CX_ERRSTR_H
#define CX_ERRSTR_H

#include <stdio.h>
#include <string.h>

/* strerror_r is the XSI one (int) or the GNU one (char *) depending on
 * the feature macros; _Generic picks the right reading of its result. */
static inline const char *cx_errstr_xsi(int rc, char *buf, size_t size, int e) {
  if (rc != 0) snprintf(buf, size, "error %d", e);
  return buf;
}
static inline const char *cx_errstr_gnu(const char *p, char *buf, size_t size, int e) {
  (void)buf, (void)size, (void)e;
  return p;
}
static inline const char *cx_errstr(int e, char *buf, size_t size) {
  return _Generic(strerror_r(e, buf, size), int: cx_errstr_xsi, default: cx_errstr_gnu)(strerror_r(e, buf, size),
                                                                                       buf, size, e);
}
#define CX_STRERROR(e) cx_errstr((e), (char[128]){0}, 128)

#endif
