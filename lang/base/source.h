/* Source manager: every source text (a file, a -e string, a REPL entry) is
 * kept whole in memory with a table of line starts, so diagnostics can
 * print any line long after parsing.  Locations are small value types. */
#ifndef CX_SOURCE_H
#define CX_SOURCE_H

#include <stdbool.h>
#include <stddef.h>

/* A source range.  Lines and columns are 1-based; columns count bytes and
 * last_column is inclusive.  file_id < 0 means "no location".  The field
 * names are bison's, so bison's default YYLLOC_DEFAULT works unchanged. */
typedef struct CxLoc {
  int file_id;
  int first_line, first_column;
  int last_line, last_column;
} CxLoc;

extern const CxLoc cx_noloc;

/* Range from the start of a to the end of b (same file). */
CxLoc loc_span(CxLoc a, CxLoc b);

typedef struct CxSourceFile {
  char *path;           /* as given (used in messages) */
  char *text;           /* NUL-terminated copy of the contents */
  size_t len;
  size_t *line_starts;  /* byte offset of each line */
  int nlines;
} CxSourceFile;

typedef struct CxSourceMgr {
  CxSourceFile *files;
  int nfiles, cap;
  size_t max_file_bytes;  /* the largest file src_load_file reads; 0: CX_SRC_DEFAULT_MAX */
} CxSourceMgr;

/* 1 GiB, the runtime's CXRT_DEFAULT_MAX_INPUT (--max-input-size). */
#define CX_SRC_DEFAULT_MAX ((size_t)1 << 30)

void src_init(CxSourceMgr *sm);
void src_free(CxSourceMgr *sm);
/* Adds a copy of text under the given display name; returns its file id. */
int src_add_buffer(CxSourceMgr *sm, const char *name, const char *text, size_t len);
/* Reads a whole file, at most max_file_bytes (a FIFO, a device: up to
 * that).  Returns its id, or -1 with errno set (the caller reports: it
 * knows where the path came from; src_load_why says what errno means:
 * EFBIG over the limit, ENOMEM, EISDIR a folder). */
int src_load_file(CxSourceMgr *sm, const char *path);
const char *src_load_why(const CxSourceMgr *sm, int errnum, char *buf, size_t size);
const CxSourceFile *src_file(const CxSourceMgr *sm, int file_id);
const char *src_path(const CxSourceMgr *sm, int file_id);
/* Pointer to the start of line `line` (1-based) and its length without the
 * newline; NULL when out of range. */
const char *src_line(const CxSourceMgr *sm, int file_id, int line, size_t *len);

#endif
