/* Fuzz target: the REPL core (driver/repl.h), fed the input one line at a
 * time as the terminal layer would, then ended as at Ctrl-D
 * (repl_finish); every line is also offered to tab completion.
 *
 * Left out, because their cost is not the REPL's: lines that compile with
 * libgccjit (`:backend`, `:ir c`: slow, and libgccjit keeps memory LSan
 * reports, tests/lsan.supp), and lines that evaluate (`:run`, `:trace`,
 * and an entry that is an expression): evaluation initializes every
 * param, and a model may declare params of up to 1 TiB, which the REPL
 * rightly attempts; fuzz_frontend interprets small programs instead.
 * Declarations, their replacement and re-checking, the other commands
 * (`:load`, `:data`, `:weights` read files), continuation lines and
 * completion are all fed. */
#include "fuzz/fuzz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver/repl.h"

#ifndef CX_SRC_STDLIB_DIR
#define CX_SRC_STDLIB_DIR "stdlib/cx"
#endif

static bool starts_with_word(const char *s, const char *w) {
  size_t n = strlen(w);
  return strncmp(s, w, n) == 0 && !((s[n] >= 'a' && s[n] <= 'z') || (s[n] >= 'A' && s[n] <= 'Z') ||
                                     (s[n] >= '0' && s[n] <= '9') || s[n] == '_');
}

/* Whether a line is fed (see above).  pending: it continues an entry. */
static bool fed(const char *line, bool pending) {
  while (*line == ' ' || *line == '\t') line++;
  if (*line == ':') {
    const char *c = line + 1;
    while (*c == ' ' || *c == '\t') c++;
    if (starts_with_word(c, "backend") || starts_with_word(c, "run") || starts_with_word(c, "trace")) return false;
    if (starts_with_word(c, "ir")) {
      c += 2;
      while (*c == ' ' || *c == '\t') c++;
      return !starts_with_word(c, "c");
    }
    return true;
  }
  if (pending || !*line || strncmp(line, "//", 2) == 0 || strncmp(line, "/*", 2) == 0) return true;
  static const char *const decl[] = {"model", "import", "const", "param", "input", "fn", "rec", "output", NULL};
  for (int i = 0; decl[i]; i++)
    if (starts_with_word(line, decl[i])) return true;
  return false; /* an expression */
}

int cxfuzz_repl(const uint8_t *data, size_t size) {
  char *out = NULL;
  size_t outlen = 0;
  FILE *f = open_memstream(&out, &outlen);
  if (!f) return 0;
  ReplOptions o = {.out = f, .err = f, .stdlib_dir = CX_SRC_STDLIB_DIR};
  Repl *r = repl_new(&o);
  CXFUZZ_CHECK(r != NULL, "repl_new failed");
  char *line = malloc(size + 1);
  size_t pos = 0;
  bool quit = false;
  while (pos < size && !quit) {
    const uint8_t *nl = memchr(data + pos, '\n', size - pos);
    size_t len = nl ? (size_t)(nl - (data + pos)) : size - pos;
    memcpy(line, data + pos, len);
    line[len] = '\0'; /* a NUL inside the line ends it, as in a C string from the terminal */
    pos += len + (nl ? 1 : 0);
    char **cands = NULL;
    size_t ll = strlen(line);
    int start = (int)ll;
    while (start > 0 && line[start - 1] != ' ' && line[start - 1] != '\t' && line[start - 1] != '(') start--;
    /* Even with no candidate the list is allocated (an empty one); -1
     * (a file name) leaves cands alone. */
    int n = repl_complete(r, line, start, &cands);
    CXFUZZ_CHECK(n < 0 || (cands && !cands[n]), "the completion list is not NULL-terminated");
    repl_free_completions(cands);
    if (!fed(line, repl_pending(r))) continue;
    ReplStatus st = repl_feed(r, line);
    CXFUZZ_CHECK(st == REPL_OK || st == REPL_MORE || st == REPL_ERROR || st == REPL_QUIT,
                 "repl_feed returned %d", (int)st);
    CXFUZZ_CHECK((st == REPL_MORE) == repl_pending(r), "REPL_MORE and repl_pending disagree");
    quit = st == REPL_QUIT;
    if (size % 7 == 3 && repl_pending(r)) repl_cancel(r); /* Ctrl-C now and then */
  }
  if (!quit) repl_finish(r);
  CXFUZZ_CHECK(!repl_pending(r) || quit, "an entry is still pending after repl_finish");
  free(line);
  repl_free(r);
  fclose(f);
  free(out);
  return 0;
}

CXFUZZ_TARGET(cxfuzz_repl)
