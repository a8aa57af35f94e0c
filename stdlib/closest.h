/* Two small text helpers that the compiler's diagnostics (lang/base/diag.c),
 * the cortex command (driver/common.c) and built executables
 * (stdlib/runner.c) share, header-only so that each layer keeps its own
 * link dependencies:
 *   cx_edit_distance  Damerau-Levenshtein distance (adjacent transpositions
 *                     count 1), 1000 past 64 bytes;
 *   cx_closest        the candidate a typo most likely meant, or NULL;
 *   cx_put_quotes_cut writes a message with every quoted span ('...') over
 *                     CX_QUOTE_MAX bytes cut, at a UTF-8 character boundary,
 *                     to its first bytes and "...", so that a usage error
 *                     does not echo a 130 KB argument whole. */
#ifndef CX_CLOSEST_H
#define CX_CLOSEST_H

#include <stdio.h>
#include <string.h>

enum { CX_QUOTE_MAX = 80 };

static inline int cx_edit_distance(const char *a, const char *b) {
  int n = (int)strlen(a), m = (int)strlen(b);
  if (n > 64 || m > 64) return 1000;
  int d[65][65];
  for (int i = 0; i <= n; i++) d[i][0] = i;
  for (int j = 0; j <= m; j++) d[0][j] = j;
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++) {
      int cost = a[i - 1] != b[j - 1];
      int v = d[i - 1][j] + 1;
      if (d[i][j - 1] + 1 < v) v = d[i][j - 1] + 1;
      if (d[i - 1][j - 1] + cost < v) v = d[i - 1][j - 1] + cost;
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < v)
        v = d[i - 2][j - 2] + 1;
      d[i][j] = v;
    }
  return d[n][m];
}

/* Within 1 edit for names up to 2 bytes, 2 up to 5, else 3. */
static inline const char *cx_closest(const char *name, const char *const *candidates, int n) {
  int len = (int)strlen(name);
  int limit = len <= 2 ? 1 : len <= 5 ? 2 : 3;
  const char *best = NULL;
  int best_d = limit + 1;
  for (int i = 0; i < n; i++) {
    if (!candidates[i] || strcmp(candidates[i], name) == 0) continue;
    int dist = cx_edit_distance(name, candidates[i]);
    if (dist < best_d) {
      best_d = dist;
      best = candidates[i];
    }
  }
  return best;
}

static inline void cx_put_quotes_cut(FILE *out, const char *msg) {
  const char *p = msg;
  for (;;) {
    const char *open = strchr(p, '\'');
    const char *close = open ? strchr(open + 1, '\'') : NULL;
    if (!close) break;
    size_t n = (size_t)(close - open - 1);
    if (n > CX_QUOTE_MAX) {
      size_t keep = CX_QUOTE_MAX - 3;
      while (keep > 0 && ((unsigned char)open[1 + keep] & 0xC0) == 0x80) keep--;
      fprintf(out, "%.*s%.*s...", (int)(open + 1 - p), p, (int)keep, open + 1);
    } else {
      fprintf(out, "%.*s", (int)(close - p), p);
    }
    p = close;
    fputc('\'', out);
    p++;
  }
  fputs(p, out);
}

#endif
