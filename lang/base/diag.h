/* The diagnostics engine.
 *
 * Library code reports every problem here and returns; it never prints and
 * never exits.  The engine counts errors, stops accepting them after a limit
 * (so a broken file cannot flood the terminal) and hands each diagnostic to
 * a sink.  The default sink prints like GCC:
 *
 *   model.cx:12:9: error: unknown name 'W_x'; did you mean 'W_i'?
 *      12 |   let a = W_x @ x;
 *         |           ^~~
 *
 * Tests install a collecting sink and compare the text exactly. */
#ifndef CX_DIAG_H
#define CX_DIAG_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>

#include "lang/base/source.h"

typedef enum CxSeverity {
  DIAG_NOTE,
  DIAG_WARNING,
  DIAG_ERROR,
  DIAG_FATAL, /* "too many errors" and internal errors */
} CxSeverity;

typedef struct CxDiagnostic {
  CxSeverity severity;
  CxLoc loc;
  const char *message; /* valid only during the sink call */
} CxDiagnostic;

struct CxDiagEngine;
typedef void (*CxDiagSink)(void *user, const struct CxDiagEngine *eng,
                           const CxDiagnostic *d);

typedef enum CxColorMode { COLOR_AUTO, COLOR_ALWAYS, COLOR_NEVER } CxColorMode;

struct CxHeldDiag;

typedef struct CxDiagEngine {
  CxSourceMgr *src;
  CxDiagSink sink;
  void *user;
  int errors, warnings;
  int error_limit;       /* 20 by default; 0 = no limit */
  bool limit_reached;    /* set once the limit note went out */
  bool last_suppressed;  /* notes follow the fate of their error */
  bool warnings_enabled;
  bool color;            /* used by the default printing sink */
  FILE *out;             /* where the default sink prints (stderr) */
  int hold;              /* diag_hold depth */
  struct CxHeldDiag *held;
  int nheld, capheld;
} CxDiagEngine;

/* Default: prints to stderr without colour, limit 20, warnings on. */
void diag_init(CxDiagEngine *eng, CxSourceMgr *src);
void diag_set_color(CxDiagEngine *eng, CxColorMode mode);

void diag_report(CxDiagEngine *eng, CxSeverity sev, CxLoc loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void diag_vreport(CxDiagEngine *eng, CxSeverity sev, CxLoc loc, const char *fmt, va_list ap)
    __attribute__((format(printf, 4, 0)));
void diag_error(CxDiagEngine *eng, CxLoc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void diag_warning(CxDiagEngine *eng, CxLoc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void diag_note(CxDiagEngine *eng, CxLoc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Holds what is reported from now on until the matching diag_release,
 * which hands it to the sink with the errors of each source line in
 * column order (each followed by its notes), at the place of the line's
 * first error; warnings and diagnostics without a line stay where they
 * were reported.  A pass that reports in its own order (sema checks every
 * signature before any body) thus prints the several errors of one line
 * left to right.  Counting (errors, the limit) happens when reported, as
 * without holding.  Nests; diag_release of the outermost hold prints. */
void diag_hold(CxDiagEngine *eng);
void diag_release(CxDiagEngine *eng);

/* True once the error limit was reached: long passes should stop. */
bool diag_should_stop(const CxDiagEngine *eng);

/* The GCC-style first line "file:line:col: error: msg" (no newline) into
 * buf; returns buf.  Used by golden tests and the REPL. */
char *diag_format_line(const CxDiagEngine *eng, const CxDiagnostic *d, char *buf, size_t size);

/* The default sink: the first line, the source line and the caret range. */
void diag_print_sink(void *user, const CxDiagEngine *eng, const CxDiagnostic *d);

/* "did you mean" helper: Damerau-Levenshtein distance, and the closest of
 * candidates within a distance that scales with the length (NULL if none). */
int diag_edit_distance(const char *a, const char *b);
const char *diag_closest(const char *name, const char *const *candidates, int n);

/* Internal bugs.  These abort: they mean Cortex itself is wrong. */
#define CX_UNREACHABLE() cx_internal_error(__FILE__, __LINE__, "unreachable code reached")
#define CX_ASSERT(c) ((c) ? (void)0 : cx_internal_error(__FILE__, __LINE__, "assertion failed: " #c))
_Noreturn void cx_internal_error(const char *file, int line, const char *msg);

#endif
