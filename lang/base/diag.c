/* The diagnostics engine: see diag.h. */
#include "lang/base/diag.h"
#include "lang/base/arena.h"
#include "stdlib/closest.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *sev_name[] = {"note", "warning", "error", "fatal error"};
static const char *sev_color[] = {"\033[1;36m", "\033[1;35m", "\033[1;31m", "\033[1;31m"};
#define BOLD "\033[1m"
#define GREEN "\033[1;32m"
#define RESET "\033[0m"

void diag_init(CxDiagEngine *eng, CxSourceMgr *src) {
  memset(eng, 0, sizeof *eng);
  eng->src = src;
  eng->sink = diag_print_sink;
  eng->error_limit = 20;
  eng->warnings_enabled = true;
  eng->out = stderr;
}

void diag_set_color(CxDiagEngine *eng, CxColorMode mode) {
  if (mode == COLOR_AUTO) {
    const char *term = getenv("TERM");
    eng->color = isatty(fileno(eng->out ? eng->out : stderr)) && term && strcmp(term, "dumb") != 0
                 && !getenv("NO_COLOR");
  } else {
    eng->color = mode == COLOR_ALWAYS;
  }
}

bool diag_should_stop(const CxDiagEngine *eng) { return eng->limit_reached; }

typedef struct CxHeldDiag {
  CxSeverity sev;
  CxLoc loc;
  char *msg;
} CxHeldDiag;

static void emit(CxDiagEngine *eng, CxSeverity sev, CxLoc loc, const char *msg) {
  if (eng->hold > 0) {
    if (eng->nheld == eng->capheld) {
      eng->capheld = eng->capheld ? 2 * eng->capheld : 16;
      eng->held = cx_xrealloc(eng->held, sizeof *eng->held * (size_t)eng->capheld);
    }
    eng->held[eng->nheld++] = (CxHeldDiag){sev, loc, cx_xstrdup(msg)};
    return;
  }
  CxDiagnostic d = {sev, loc, msg};
  if (eng->sink) eng->sink(eng->user, eng, &d);
}

void diag_hold(CxDiagEngine *eng) { eng->hold++; }

/* A held error or warning with its notes, and where it sorts. */
typedef struct HeldEntry {
  int first, n;           /* held[first .. first + n) */
  int file, line, col;    /* file -1: not on a line, a group of its own */
  int group;              /* the first entry of its line */
} HeldEntry;

static int by_line(const void *a, const void *b) {
  const HeldEntry *x = a, *y = b;
  if (x->file != y->file) return x->file < y->file ? -1 : 1;
  if (x->line != y->line) return x->line < y->line ? -1 : 1;
  return x->first < y->first ? -1 : x->first > y->first;
}

static int by_group_col(const void *a, const void *b) {
  const HeldEntry *x = a, *y = b;
  if (x->group != y->group) return x->group < y->group ? -1 : 1;
  if (x->col != y->col) return x->col < y->col ? -1 : 1;
  return x->first < y->first ? -1 : x->first > y->first;
}

void diag_release(CxDiagEngine *eng) {
  if (eng->hold <= 0 || --eng->hold > 0) return;
  int n = eng->nheld;
  HeldEntry *e = cx_xmalloc(sizeof *e * (size_t)(n + 1));
  int ne = 0;
  for (int i = 0; i < n; i++) {
    const CxHeldDiag *h = &eng->held[i];
    if (h->sev == DIAG_NOTE && ne > 0) {
      e[ne - 1].n++;
      continue;
    }
    /* Only errors are ordered: a warning (a let never used) stays where
     * it was reported, after the error it follows from. */
    bool on_line = h->sev == DIAG_ERROR && h->loc.file_id >= 0 && h->loc.first_line > 0;
    e[ne] = (HeldEntry){i, 1, on_line ? h->loc.file_id : -1, on_line ? h->loc.first_line : -1 - i,
                        h->loc.first_column, i};
    ne++;
  }
  /* Sorted by line, the errors of a line are together, the first reported
   * first: each takes that one's index as its group; then by group (the
   * order lines were first reported in) and column. */
  qsort(e, (size_t)ne, sizeof *e, by_line);
  for (int k = 1; k < ne; k++)
    if (e[k].file >= 0 && e[k].file == e[k - 1].file && e[k].line == e[k - 1].line) e[k].group = e[k - 1].group;
  qsort(e, (size_t)ne, sizeof *e, by_group_col);
  for (int k = 0; k < ne; k++)
    for (int i = e[k].first; i < e[k].first + e[k].n; i++) {
      CxHeldDiag *h = &eng->held[i];
      CxDiagnostic d = {h->sev, h->loc, h->msg};
      if (eng->sink) eng->sink(eng->user, eng, &d);
    }
  for (int i = 0; i < n; i++) free(eng->held[i].msg);
  free(eng->held);
  free(e);
  eng->held = NULL;
  eng->nheld = eng->capheld = 0;
}

enum { MSG_MAX = 4096 }; /* longest message kept whole, in bytes */

void diag_vreport(CxDiagEngine *eng, CxSeverity sev, CxLoc loc, const char *fmt, va_list ap) {
  if (sev == DIAG_NOTE) {
    if (eng->last_suppressed) return;
  } else if (sev == DIAG_WARNING && !eng->warnings_enabled) {
    eng->last_suppressed = true;
    return;
  } else if (eng->limit_reached) {
    eng->last_suppressed = true;
    return;
  }
  eng->last_suppressed = false;
  char buf[1024];
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(buf, sizeof buf, fmt, ap2);
  va_end(ap2);
  char *msg = buf;
  char *heap = NULL;
  if (n >= (int)sizeof buf) {
    heap = cx_xmalloc((size_t)n + 1);
    vsnprintf(heap, (size_t)n + 1, fmt, ap);
    msg = heap;
    /* A message quoting a name of megabytes is cut (at a UTF-8 character
     * boundary): a hostile file must not flood the terminal. */
    if (n > MSG_MAX) {
      int cut = MSG_MAX - 3;
      while (cut > 0 && ((unsigned char)heap[cut] & 0xC0) == 0x80) cut--;
      memcpy(heap + cut, "...", 4);
    }
  }
  if (sev == DIAG_WARNING) eng->warnings++;
  if (sev >= DIAG_ERROR) eng->errors++;
  emit(eng, sev, loc, msg);
  free(heap);
  if (sev == DIAG_ERROR && eng->error_limit > 0 && eng->errors >= eng->error_limit) {
    eng->limit_reached = true;
    emit(eng, DIAG_FATAL, cx_noloc, "too many errors emitted, stopping now");
  }
}

void diag_report(CxDiagEngine *eng, CxSeverity sev, CxLoc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(eng, sev, loc, fmt, ap);
  va_end(ap);
}

#define DEFINE_SHORTHAND(name, sev)                               \
  void name(CxDiagEngine *eng, CxLoc loc, const char *fmt, ...) { \
    va_list ap;                                                   \
    va_start(ap, fmt);                                            \
    diag_vreport(eng, sev, loc, fmt, ap);                         \
    va_end(ap);                                                   \
  }
DEFINE_SHORTHAND(diag_error, DIAG_ERROR)
DEFINE_SHORTHAND(diag_warning, DIAG_WARNING)
DEFINE_SHORTHAND(diag_note, DIAG_NOTE)

char *diag_format_line(const CxDiagEngine *eng, const CxDiagnostic *d, char *buf, size_t size) {
  if (d->loc.file_id >= 0 && eng->src)
    snprintf(buf, size, "%s:%d:%d: %s: %s", src_path(eng->src, d->loc.file_id),
             d->loc.first_line, d->loc.first_column, sev_name[d->severity], d->message);
  else
    snprintf(buf, size, "cortex: %s: %s", sev_name[d->severity], d->message);
  return buf;
}

void diag_print_sink(void *user, const CxDiagEngine *eng, const CxDiagnostic *d) {
  (void)user;
  FILE *out = eng->out ? eng->out : stderr;
  bool c = eng->color;
  const CxLoc *l = &d->loc;
  if (l->file_id >= 0 && eng->src)
    fprintf(out, "%s%s:%d:%d:%s ", c ? BOLD : "", src_path(eng->src, l->file_id),
            l->first_line, l->first_column, c ? RESET : "");
  else
    fprintf(out, "%scortex:%s ", c ? BOLD : "", c ? RESET : "");
  fprintf(out, "%s%s:%s %s\n", c ? sev_color[d->severity] : "", sev_name[d->severity],
          c ? RESET : "", d->message);
  if (l->file_id < 0 || !eng->src || l->first_line <= 0) return;
  size_t len;
  const char *line = src_line(eng->src, l->file_id, l->first_line, &len);
  if (!line) return;
  /* Underline: caret at the first column, tildes to the end of the range
   * (or of the line when the range continues on a later line).  Tabs in
   * the source are copied so the caret lines up.  A line longer than
   * LINE_SHOW bytes (minified or generated code, a 10 MB line) is shown
   * as a window of WINDOW bytes around the caret, cut at UTF-8 character
   * boundaries, with "..." where it was cut. */
  enum { LINE_SHOW = 240, WINDOW = 160 };
  size_t first = l->first_column < 1 ? 1 : (size_t)l->first_column;
  size_t last = l->last_line > l->first_line ? len : (l->last_column < 1 ? 0 : (size_t)l->last_column);
  if (last < first) last = first;
  if (first > len + 1) first = len + 1;
  size_t ws = 0, we = len; /* the bytes shown: [ws, we) */
  if (len > LINE_SHOW) {
    ws = first - 1 > WINDOW / 4 ? first - 1 - WINDOW / 4 : 0;
    while (ws > 0 && ((unsigned char)line[ws] & 0xC0) == 0x80) ws--;
    we = ws + WINDOW < len ? ws + WINDOW : len;
    while (we < len && ((unsigned char)line[we] & 0xC0) == 0x80) we--;
  }
  const char *pre = ws > 0 ? "..." : "", *post = we < len ? "..." : "";
  fprintf(out, "%5d | %s%.*s%s\n", l->first_line, pre, (int)(we - ws), line + ws, post);
  fprintf(out, "      | %s", ws > 0 ? "   " : "");
  for (size_t i = ws + 1; i < first; i++) fputc(line[i - 1] == '\t' ? '\t' : ' ', out);
  if (c) fputs(GREEN, out);
  fputc('^', out);
  for (size_t i = first + 1; i <= last && i <= we; i++) fputc('~', out);
  if (c) fputs(RESET, out);
  fputc('\n', out);
}

int diag_edit_distance(const char *a, const char *b) { return cx_edit_distance(a, b); }

const char *diag_closest(const char *name, const char *const *candidates, int n) {
  return cx_closest(name, candidates, n);
}

_Noreturn void cx_internal_error(const char *file, int line, const char *msg) {
  fprintf(stderr, "cortex: internal compiler error: %s (%s:%d)\n"
                  "please report this with the model that triggered it\n",
          msg, file, line);
  abort();
}
