/* A progress bar for long runs: see cxrt.h, "progress".
 *
 *   label [#######.............] 1234/5000 2.1k/s ETA 0:03
 *
 * The caller decides whether drawing is allowed at all (enable: in
 * practice "stderr is a terminal"); this file only decides when: once the
 * work is long (more than CXRT_PROGRESS_MIN_ITEMS items, or running for
 * CXRT_PROGRESS_DELAY seconds), at most once per CXRT_PROGRESS_INTERVAL.
 * Each redraw starts with '\r' and pads with spaces over a longer previous
 * line; cxrt_progress_end draws the final state and ends the line, but only
 * when something was drawn, so a short or disabled run leaves no trace. */
#include "stdlib/cxrt.h"

#include <string.h>
#include <time.h>

double cxrt_progress_clock(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void cxrt_progress_begin_at(CxrtProgress *p, FILE *out, bool enable, int64_t total, const char *label,
                            double now) {
  memset(p, 0, sizeof *p);
  p->out = out;
  p->enabled = enable && out != NULL;
  p->total = total;
  p->label = label;
  p->start = now;
  p->active = true;
}

void cxrt_progress_begin(CxrtProgress *p, FILE *out, bool enable, int64_t total, const char *label) {
  cxrt_progress_begin_at(p, out, enable, total, label, cxrt_progress_clock());
}

/* "1234", "2.1k", "35k", "1.2M" for a rate. */
static void fmt_rate(char *buf, size_t size, double r) {
  if (r < 9.95) snprintf(buf, size, "%.1f", r);
  else if (r < 999.5) snprintf(buf, size, "%.0f", r);
  else if (r < 9950) snprintf(buf, size, "%.1fk", r / 1e3);
  else if (r < 999500) snprintf(buf, size, "%.0fk", r / 1e3);
  else snprintf(buf, size, "%.1fM", r / 1e6);
}

/* "0:03", "12:34", "1:02:03"; "?:??" when unknown. */
static void fmt_time(char *buf, size_t size, double secs) {
  if (!(secs >= 0) || secs > 359999) {
    snprintf(buf, size, "?:??");
    return;
  }
  long t = (long)(secs + 0.5);
  if (t >= 3600) snprintf(buf, size, "%ld:%02ld:%02ld", t / 3600, t / 60 % 60, t % 60);
  else snprintf(buf, size, "%ld:%02ld", t / 60, t % 60);
}

int cxrt_progress_format(char *buf, size_t size, const char *label, int64_t done, int64_t total, double elapsed,
                         bool final) {
  char rate[32], tm[32], bar[CXRT_PROGRESS_BAR + 1];
  double r = elapsed > 0 ? (double)done / elapsed : 0;
  fmt_rate(rate, sizeof rate, r);
  if (final) fmt_time(tm, sizeof tm, elapsed);
  else fmt_time(tm, sizeof tm, r > 0 && total > 0 ? (double)(total - (done < total ? done : total)) / r : -1);
  const char *lab = label && *label ? label : "", *sp = label && *label ? " " : "";
  if (total <= 0) { /* unknown total: count, rate and elapsed time */
    fmt_time(tm, sizeof tm, elapsed);
    return snprintf(buf, size, "%s%s%lld %s/s %s%s", lab, sp, (long long)done, rate, final ? "in " : "", tm);
  }
  int64_t d = done < 0 ? 0 : done > total ? total : done;
  int fill = (int)((double)d / (double)total * CXRT_PROGRESS_BAR);
  for (int i = 0; i < CXRT_PROGRESS_BAR; i++) bar[i] = i < fill ? '#' : '.';
  bar[CXRT_PROGRESS_BAR] = '\0';
  return snprintf(buf, size, "%s%s[%s] %lld/%lld %s/s %s %s", lab, sp, bar, (long long)done, (long long)total, rate,
                  final ? "in" : "ETA", tm);
}

static void draw(CxrtProgress *p, double now, bool final) {
  char line[512];
  int n = cxrt_progress_format(line, sizeof line, p->label, p->done, p->total, now - p->start, final);
  if (n < 0) return;
  if (n >= (int)sizeof line) n = (int)sizeof line - 1;
  fputc('\r', p->out);
  fputs(line, p->out);
  /* Spaces over the tail of a longer previous line. */
  for (int i = n; i < p->last_len; i++) fputc(' ', p->out);
  if (final) fputc('\n', p->out);
  fflush(p->out);
  p->last_len = n;
  p->last_draw = now;
  p->shown = true;
}

void cxrt_progress_update_at(CxrtProgress *p, int64_t done, double now) {
  if (!p->active) return;
  p->done = done;
  if (!p->enabled) return;
  bool is_long = p->total > CXRT_PROGRESS_MIN_ITEMS || now - p->start >= CXRT_PROGRESS_DELAY;
  if (!is_long) return;
  /* The first drawing waits one interval after the start too, so the
   * rate it shows is measured over some time. */
  double since = now - (p->shown ? p->last_draw : p->start);
  if (since < CXRT_PROGRESS_INTERVAL) return;
  draw(p, now, false);
}

void cxrt_progress_update(CxrtProgress *p, int64_t done) {
  if (!p->active || !p->enabled) {
    p->done = done;
    return;
  }
  cxrt_progress_update_at(p, done, cxrt_progress_clock());
}

void cxrt_progress_end_at(CxrtProgress *p, double now) {
  if (!p->active) return;
  p->active = false;
  if (p->enabled && p->shown) draw(p, now, true);
}

void cxrt_progress_end(CxrtProgress *p) {
  if (!p->active) return;
  cxrt_progress_end_at(p, p->enabled && p->shown ? cxrt_progress_clock() : p->start);
}
