/* Source manager: see source.h. */
#include "lang/base/source.h"
#include "lang/base/arena.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "stdlib/errstr.h"

const CxLoc cx_noloc = {-1, 0, 0, 0, 0};

CxLoc loc_span(CxLoc a, CxLoc b) {
  if (a.file_id < 0) return b;
  if (b.file_id < 0 || b.file_id != a.file_id) return a;
  CxLoc r = a;
  r.last_line = b.last_line;
  r.last_column = b.last_column;
  return r;
}

void src_init(CxSourceMgr *sm) {
  sm->files = NULL;
  sm->nfiles = sm->cap = 0;
}

void src_free(CxSourceMgr *sm) {
  for (int i = 0; i < sm->nfiles; i++) {
    free(sm->files[i].path);
    free(sm->files[i].text);
    free(sm->files[i].line_starts);
  }
  free(sm->files);
  src_init(sm);
}

/* Adds a file whose text (len bytes and a NUL) the manager takes over. */
static int add_owned(CxSourceMgr *sm, const char *name, char *text, size_t len) {
  if (sm->nfiles == sm->cap) {
    int cap = sm->cap ? sm->cap * 2 : 8;
    sm->files = cx_xrealloc(sm->files, sizeof *sm->files * (size_t)cap);
    sm->cap = cap;
  }
  CxSourceFile *f = &sm->files[sm->nfiles];
  memset(f, 0, sizeof *f);
  f->path = cx_xstrdup(name);
  f->text = text;
  f->len = len;
  int cap = 64;
  f->line_starts = cx_xmalloc(sizeof(size_t) * (size_t)cap);
  f->nlines = 0;
  f->line_starts[f->nlines++] = 0;
  for (size_t i = 0; i < len; i++) {
    if (text[i] == '\n' && i + 1 < len) {
      if (f->nlines == cap) {
        cap *= 2;
        f->line_starts = cx_xrealloc(f->line_starts, sizeof(size_t) * (size_t)cap);
      }
      f->line_starts[f->nlines++] = i + 1;
    }
  }
  return sm->nfiles++;
}

int src_add_buffer(CxSourceMgr *sm, const char *name, const char *text, size_t len) {
  char *copy = cx_xmalloc(len + 1);
  memcpy(copy, text, len);
  copy[len] = '\0';
  return add_owned(sm, name, copy, len);
}

int src_load_file(CxSourceMgr *sm, const char *path) {
  size_t max = sm->max_file_bytes > 0 ? sm->max_file_bytes : CX_SRC_DEFAULT_MAX;
  /* A FIFO is read as cat reads it (the open waits for a writer); a
   * device or a pipe up to the limit. */
  int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) return -1;
  struct stat st;
  if (fstat(fd, &st) != 0) {
    int e = errno;
    close(fd);
    errno = e;
    return -1;
  }
  if (S_ISDIR(st.st_mode)) {
    close(fd);
    errno = EISDIR;
    return -1;
  }
  if (S_ISREG(st.st_mode) && (uint64_t)st.st_size > max) {
    close(fd);
    errno = EFBIG;
    return -1;
  }
  size_t cap = S_ISREG(st.st_mode) && st.st_size > 0 ? (size_t)st.st_size + 1 : 4096, len = 0;
  char *buf = malloc(cap);
  int err = buf ? 0 : ENOMEM;
  while (!err) {
    if (len + 1 >= cap) {
      /* Full: a device or a pipe, or a file that grew.  One more byte
       * decides: the end, or more than the limit allows. */
      char more;
      ssize_t n = read(fd, &more, 1);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        if (n < 0) err = errno;
        break;
      }
      if (len >= max) {
        err = EFBIG;
        break;
      }
      size_t ncap = cap * 2 > max + 1 ? max + 1 : cap * 2;
      char *nb = realloc(buf, ncap);
      if (!nb) {
        err = ENOMEM;
        break;
      }
      buf = nb;
      cap = ncap;
      buf[len++] = more;
      continue;
    }
    ssize_t n = read(fd, buf + len, cap - 1 - len);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) err = errno;
    if (n <= 0) break;
    len += (size_t)n;
  }
  close(fd);
  if (err) {
    free(buf);
    errno = err;
    return -1;
  }
  buf[len] = '\0';
  /* A UTF-8 byte-order mark (Windows editors write one) is not text:
   * dropped, so that columns count from what the editor shows. */
  if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0) memmove(buf, buf + 3, (len -= 3) + 1);
  return add_owned(sm, path, buf, len);
}

const char *src_load_why(const CxSourceMgr *sm, int errnum, char *buf, size_t size) {
  if (errnum == EFBIG) {
    size_t max = sm->max_file_bytes > 0 ? sm->max_file_bytes : CX_SRC_DEFAULT_MAX;
    const char *unit = "bytes";
    size_t v = max;
    if (max % ((size_t)1 << 30) == 0) v = max >> 30, unit = "GiB";
    else if (max % ((size_t)1 << 20) == 0) v = max >> 20, unit = "MiB";
    else if (max % ((size_t)1 << 10) == 0) v = max >> 10, unit = "KiB";
    snprintf(buf, size, "it is larger than %zu %s, the limit for an input file; raise it with --max-input-size", v,
             unit);
    return buf;
  }
  if (errnum == ENOMEM) return "out of memory reading it";
  if (errnum == EISDIR) return "it is a folder: give a .cx model file";
  return cx_errstr(errnum, buf, size);
}

const CxSourceFile *src_file(const CxSourceMgr *sm, int file_id) {
  if (!sm || file_id < 0 || file_id >= sm->nfiles) return NULL;
  return &sm->files[file_id];
}

const char *src_path(const CxSourceMgr *sm, int file_id) {
  const CxSourceFile *f = src_file(sm, file_id);
  return f ? f->path : "<unknown>";
}

const char *src_line(const CxSourceMgr *sm, int file_id, int line, size_t *len) {
  const CxSourceFile *f = src_file(sm, file_id);
  if (!f || line < 1 || line > f->nlines) return NULL;
  const char *s = f->text + f->line_starts[line - 1];
  const char *e = memchr(s, '\n', f->len - f->line_starts[line - 1]);
  size_t n = e ? (size_t)(e - s) : strlen(s);
  if (n && s[n - 1] == '\r') n--;
  if (len) *len = n;
  return s;
}
