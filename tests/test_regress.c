/* Replays fuzz inputs in-process, through the same entry points as the
 * fuzz targets (fuzz/fuzz_*.c, built here with the project's compiler and
 * flags, so under ASan and UBSan in a --enable-sanitizers build):
 *   - every saved finding, the files of tests/regress/TARGET/: inputs that once
 *     crashed, hung or leaked, kept after the fix;
 *   - every seed, the files of fuzz/corpus/TARGET/.
 * A crash or a sanitizer report fails the test (the file being run is
 * printed first); a hang is stopped after 120 s by SIGALRM.
 *
 *   tests/test_regress                 everything (top_srcdir from the environment)
 *   tests/test_regress TARGET FILE...  the given files only (reproducing a finding) */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fuzz/fuzz.h"

static const struct Target {
  const char *name;
  CxFuzzFn fn;
} targets[] = {
  {"frontend", cxfuzz_frontend}, {"ptb", cxfuzz_ptb},     {"conllu", cxfuzz_conllu},
  {"graph", cxfuzz_graph},       {"seq", cxfuzz_seq},     {"vocab", cxfuzz_vocab},
  {"safetensors", cxfuzz_safetensors}, {"repl", cxfuzz_repl},
};
enum { NTARGETS = sizeof targets / sizeof targets[0] };

static int run_file(const struct Target *t, const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "test_regress: cannot open %s: %s\n", path, strerror(errno));
    return -1;
  }
  size_t cap = 4096, len = 0;
  unsigned char *buf = malloc(cap);
  size_t got;
  while (buf && (got = fread(buf + len, 1, cap - len, f)) > 0) {
    len += got;
    if (len == cap) {
      unsigned char *nb = realloc(buf, cap *= 2);
      if (!nb) free(buf);
      buf = nb;
    }
  }
  fclose(f);
  if (!buf) {
    fprintf(stderr, "test_regress: out of memory reading %s\n", path);
    return -1;
  }
  /* Say which input runs before running it: a crash ends the process. */
  fprintf(stderr, "run %s %s (%zu bytes)\n", t->name, path, len);
  alarm(120);
  /* An exact-size copy, so ASan sees a read one past the end. */
  unsigned char *exact = malloc(len ? len : 1);
  if (len) memcpy(exact, buf, len);
  free(buf);
  t->fn(exact, len);
  free(exact);
  alarm(0);
  return 0;
}

static int cmp_names(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* Runs every regular file of dir (sorted by name); -1 on an error. */
static int run_dir(const struct Target *t, const char *dir, int *count) {
  DIR *d = opendir(dir);
  if (!d) return errno == ENOENT ? 0 : -1;
  char **names = NULL;
  size_t n = 0, cap = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    if (n == cap) names = realloc(names, (cap = cap ? cap * 2 : 16) * sizeof *names);
    names[n++] = strdup(e->d_name);
  }
  closedir(d);
  if (n) qsort(names, n, sizeof *names, cmp_names);
  int rc = 0;
  for (size_t i = 0; i < n; i++) {
    char path[4096];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", dir, names[i]);
    if (stat(path, &st) == 0 && S_ISREG(st.st_mode) && rc == 0) {
      if (run_file(t, path) < 0) rc = -1;
      else ++*count;
    }
    free(names[i]);
  }
  free(names);
  return rc;
}

static const struct Target *find_target(const char *name) {
  for (int i = 0; i < NTARGETS; i++)
    if (strcmp(targets[i].name, name) == 0) return &targets[i];
  return NULL;
}

int main(int argc, char **argv) {
  if (argc >= 2) {
    const struct Target *t = find_target(argv[1]);
    if (!t) {
      fprintf(stderr, "test_regress: unknown target '%s'\n", argv[1]);
      return 2;
    }
    for (int i = 2; i < argc; i++)
      if (run_file(t, argv[i]) < 0) return 1;
    printf("%d input(s) ran without a crash\n", argc - 2);
    return 0;
  }
  const char *top = getenv("top_srcdir");
  if (!top) top = ".";
  int total = 0;
  for (int i = 0; i < NTARGETS; i++) {
    int seeds = 0, found = 0;
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/fuzz/corpus/%s", top, targets[i].name);
    if (run_dir(&targets[i], dir, &seeds) < 0) return 1;
    snprintf(dir, sizeof dir, "%s/tests/regress/%s", top, targets[i].name);
    if (run_dir(&targets[i], dir, &found) < 0) return 1;
    printf("%-12s %3d seeds, %3d saved findings: no crash\n", targets[i].name, seeds, found);
    total += seeds + found;
  }
  if (total == 0) {
    fprintf(stderr, "test_regress: no inputs found under %s (set top_srcdir)\n", top);
    return 1;
  }
  return 0;
}
