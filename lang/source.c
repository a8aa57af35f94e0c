/* Source manager: see source.h. */
#include "lang/source.h"
#include "lang/arena.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

int src_add_buffer(CxSourceMgr *sm, const char *name, const char *text, size_t len) {
  if (sm->nfiles == sm->cap) {
    sm->cap = sm->cap ? sm->cap * 2 : 8;
    sm->files = cx_xrealloc(sm->files, sizeof *sm->files * (size_t)sm->cap);
  }
  CxSourceFile *f = &sm->files[sm->nfiles];
  f->path = cx_xstrdup(name);
  f->text = cx_xmalloc(len + 1);
  memcpy(f->text, text, len);
  f->text[len] = '\0';
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

int src_load_file(CxSourceMgr *sm, const char *path) {
  FILE *fp = fopen(path, "rb");
  if (!fp) return -1;
  size_t cap = 4096, len = 0;
  char *buf = cx_xmalloc(cap);
  for (;;) {
    if (len == cap) buf = cx_xrealloc(buf, cap *= 2);
    size_t n = fread(buf + len, 1, cap - len, fp);
    len += n;
    if (n == 0) break;
  }
  int err = ferror(fp) ? errno : 0;
  fclose(fp);
  if (err) {
    free(buf);
    errno = err ? err : EIO;
    return -1;
  }
  int id = src_add_buffer(sm, path, buf, len);
  free(buf);
  return id;
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
