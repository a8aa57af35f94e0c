/* Runtime errors: one CxrtError per failed call.
 *
 * The runtime never prints and never exits; a failing function fills a
 * CxrtError and returns -1, and the caller (the driver, a built binary,
 * the REPL) decides what to do with it.  cxrt_error_print renders the
 * GCC-style line the driver shows: `file:line:col: error: msg`. */
#include "stdlib/cxrt.h"

#include <stdarg.h>
#include <string.h>

/* Copies src into dst (capacity cap >= 4), truncating at a UTF-8
 * character boundary and marking a truncation with "...", so that a
 * truncated message never ends in half a multi-byte character. */
static void copy_truncated(char *dst, size_t cap, const char *src, size_t len) {
  if (len < cap) {
    memcpy(dst, src, len);
    dst[len] = '\0';
    return;
  }
  size_t keep = cap - 4; /* room for "..." and the terminator */
  /* Back off over UTF-8 continuation bytes (10xxxxxx) so the cut falls
   * before the lead byte of a character, never inside it. */
  while (keep > 0 && ((unsigned char)src[keep] & 0xC0) == 0x80) keep--;
  memcpy(dst, src, keep);
  memcpy(dst + keep, "...", 4);
}

int cxrt_errorf(CxrtError *err, const char *file, int line, int col, const char *fmt, ...) {
  if (!err) return -1;
  /* Format into locals first: callers may pass err->file or err->msg as
   * arguments (re-wrapping an earlier error), and vsnprintf into a buffer
   * that is also one of its arguments is undefined behaviour. */
  char msg[4096];
  int n = 0;
  msg[0] = '\0';
  if (fmt) {
    va_list ap;
    va_start(ap, fmt);
    n = vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
  }
  size_t mlen;
  if (n < 0) {
    n = 0;
    msg[0] = '\0';
  }
  mlen = (size_t)n < sizeof msg ? (size_t)n : sizeof msg - 1;
  /* Strip trailing newlines: the printer adds exactly one. */
  while (mlen > 0 && (msg[mlen - 1] == '\n' || msg[mlen - 1] == '\r')) mlen--;

  char fbuf[sizeof err->file];
  size_t flen = file ? strlen(file) : 0;
  copy_truncated(fbuf, sizeof fbuf, file ? file : "", flen);

  memcpy(err->file, fbuf, sizeof fbuf);
  copy_truncated(err->msg, sizeof err->msg, msg, mlen);
  err->line = line > 0 ? line : 0;
  err->col = (col > 0 && line > 0) ? col : 0;
  return -1;
}

void cxrt_error_print(FILE *out, const CxrtError *err) {
  if (!out || !err) return;
  if (err->file[0]) {
    fputs(err->file, out);
    if (err->line > 0) {
      fprintf(out, ":%d", err->line);
      if (err->col > 0) fprintf(out, ":%d", err->col);
    }
    fputs(": ", out);
  }
  fprintf(out, "error: %s\n", err->msg);
}
