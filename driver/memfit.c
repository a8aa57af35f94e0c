/* Does a model's set of params fit in memory?  (cortex run, bench,
 * init-weights and check, and the REPL.) */
#include "config.h"
#include "driver/memfit.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "lang/base/diag.h"

/* "1.5 GiB" */
static void human_bytes(char *buf, size_t size, double b) {
  static const char *const unit[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB"};
  int u = 0;
  while (b >= 1024 && u < 5) {
    b /= 1024;
    u++;
  }
  if (u == 0) snprintf(buf, size, "%.0f bytes", b);
  else snprintf(buf, size, "%.1f %s", b, unit[u]);
}

/* A size with an optional K, M, G or T suffix (powers of 1024); -1 if
 * malformed. */
static int64_t parse_size(const char *s) {
  char *end;
  errno = 0;
  double v = strtod(s, &end);
  if (errno || end == s || v < 0) return -1;
  double m = 1;
  if (*end == 'K' || *end == 'k') m = 1024.0, end++;
  else if (*end == 'M' || *end == 'm') m = 1024.0 * 1024, end++;
  else if (*end == 'G' || *end == 'g') m = 1024.0 * 1024 * 1024, end++;
  else if (*end == 'T' || *end == 't') m = 1024.0 * 1024 * 1024 * 1024, end++;
  if (*end == 'i' && m > 1) end++;
  if (*end == 'B') end++;
  if (*end || v * m > 9e18) return -1;
  return (int64_t)(v * m);
}

/* The cgroup v2 memory.max of this process; -1 when none or unlimited. */
static int64_t cgroup_memory_max(void) {
  FILE *f = fopen("/proc/self/cgroup", "r");
  if (!f) return -1;
  char line[4096], path[4200];
  int64_t r = -1;
  while (fgets(line, sizeof line, f)) {
    if (strncmp(line, "0::", 3) != 0) continue;
    line[strcspn(line, "\n")] = '\0';
    snprintf(path, sizeof path, "/sys/fs/cgroup%s/memory.max", strcmp(line + 3, "/") == 0 ? "" : line + 3);
    FILE *g = fopen(path, "r");
    char v[64];
    if (g && fgets(v, sizeof v, g) && strncmp(v, "max", 3) != 0) {
      v[strcspn(v, "\n")] = '\0';
      r = parse_size(v);
    }
    if (g) fclose(g);
  }
  fclose(f);
  return r;
}

int64_t driver_memory_limit(const char **what) {
  const char *env = getenv("CORTEX_MEMORY");
  if (env && *env) {
    int64_t v = parse_size(env);
    if (v >= 0) {
      *what = "CORTEX_MEMORY";
      return v;
    }
  }
  long pages = sysconf(_SC_PHYS_PAGES), psize = sysconf(_SC_PAGESIZE);
  int64_t lim = pages > 0 && psize > 0 ? (int64_t)pages * psize : INT64_MAX;
  *what = "the machine's memory";
  int64_t cg = cgroup_memory_max();
  if (cg >= 0 && cg < lim) {
    lim = cg;
    *what = "the cgroup's memory.max";
  }
  struct rlimit rl;
  if (getrlimit(RLIMIT_AS, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY && (int64_t)rl.rlim_cur < lim) {
    lim = (int64_t)rl.rlim_cur;
    *what = "the address-space limit (ulimit -v)";
  }
  return lim;
}

/* The declaration of param p as written ("E : [V, H]") and the -D values
 * among its names ("H set by -D H=100000"). */
static void param_source(const CxSession *s, const IrParam *p, char *decl, size_t dsize, char *set, size_t ssize) {
  decl[0] = set[0] = '\0';
  size_t len = 0;
  const char *line = p->loc.first_line > 0 ? src_line(&s->src, p->loc.file_id, p->loc.first_line, &len) : NULL;
  if (!line) return;
  const char *b = line + (p->loc.first_column > 0 ? p->loc.first_column - 1 : 0), *e = b;
  while (e < line + len && *e != ';' && *e != '\n' && !(e[0] == '/' && e + 1 < line + len && e[1] == '/')) e++;
  while (e > b && (e[-1] == ' ' || e[-1] == '\t')) e--;
  snprintf(decl, dsize, "%.*s", (int)(e - b > 200 ? 200 : e - b), b);
  size_t n = 0;
  for (int i = 0; i < s->ndefines; i++) {
    const char *name = s->defines[i].name;
    size_t nl = strlen(name);
    for (const char *q = decl; (q = strstr(q, name)) != NULL; q += nl) {
      bool start = q == decl || !(q[-1] == '_' || (q[-1] >= 'a' && q[-1] <= 'z') || (q[-1] >= 'A' && q[-1] <= 'Z') ||
                                  (q[-1] >= '0' && q[-1] <= '9'));
      char c = q[nl];
      bool end = !(c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'));
      if (!start || !end) continue;
      char origin[160];
      int w = snprintf(set + n, ssize - n, "%s%s set by %s", n ? ", " : "", name,
                       cx_define_origin(&s->defines[i], origin, sizeof origin));
      if (w > 0 && (size_t)w < ssize - n) n += (size_t)w;
      break;
    }
  }
}

static int fits(CxSession *s, const IrParam *params, int nparams, double copies, double state, int64_t nodes,
                bool warn_only) {
  double total = 0;
  for (int i = 0; i < nparams; i++) {
    double n = 4;
    for (int d = 0; d < params[i].shape.rank; d++) n *= (double)params[i].shape.dims[d];
    total += n;
  }
  const char *what = NULL;
  int64_t lim = driver_memory_limit(&what);
  if (total * copies + state <= (double)lim || (nparams == 0 && state == 0)) return 0;
  /* the three largest */
  int top[3] = {-1, -1, -1};
  double topb[3] = {0, 0, 0};
  for (int i = 0; i < nparams; i++) {
    double n = 4;
    for (int d = 0; d < params[i].shape.rank; d++) n *= (double)params[i].shape.dims[d];
    for (int k = 0; k < 3; k++)
      if (top[k] < 0 || n > topb[k]) {
        for (int j = 2; j > k; j--) top[j] = top[j - 1], topb[j] = topb[j - 1];
        top[k] = i;
        topb[k] = n;
        break;
      }
  }
  char need[32], have[32], one[32];
  human_bytes(need, sizeof need, total * copies + state);
  human_bytes(have, sizeof have, (double)lim);
  human_bytes(one, sizeof one, total);
  CxLoc at = top[0] >= 0 ? params[top[0]].loc : cx_noloc;
  char st[32];
  human_bytes(st, sizeof st, state);
  if (warn_only)
    diag_warning(&s->diag, at,
                 "the params alone need %s, more than %s (%s): cortex run and init-weights will refuse "
                 "this model; lower its sizes (-D)",
                 one, what, have);
  else if (state > 0)
    diag_error(&s->diag, at,
               "the params and the states of the first batch need %s (params %s, twice while the weights are "
               "read and bound; states %s for %lld nodes), more than %s (%s); lower the model's sizes (-D) or "
               "--batch, or set CORTEX_MEMORY to the memory this may use",
               need, one, st, (long long)nodes, what, have);
  else if (copies > 1)
    diag_error(&s->diag, at,
               "the params need %s (%s, twice while the weights are read and bound), more than %s (%s); "
               "lower the model's sizes (-D), or set CORTEX_MEMORY to the memory this may use",
               need, one, what, have);
  else
    diag_error(&s->diag, at,
               "the params need %s, more than %s (%s); lower the model's sizes (-D), or set CORTEX_MEMORY to "
               "the memory this may use",
               need, what, have);
  for (int k = 0; k < 3 && top[k] >= 0; k++) {
    const IrParam *q = &params[top[k]];
    char decl[256], set[512], shape[160], size[32];
    param_source(s, q, decl, sizeof decl, set, sizeof set);
    cxrt_shape_str(shape, sizeof shape, q->shape.rank, q->shape.dims);
    human_bytes(size, sizeof size, topb[k]);
    diag_note(&s->diag, q->loc, "%s %s = %s: %s%s%s%s", k == 0 ? "the largest," : "then", decl[0] ? decl : q->name,
              shape, size, set[0] ? " (" : "", set, set[0] ? ")" : "");
  }
  return warn_only ? 0 : -1;
}

int driver_params_fit(CxSession *s, const IrParam *params, int nparams, double copies, bool warn_only) {
  return fits(s, params, nparams, copies, 0, 0, warn_only);
}

double driver_state_bytes(const IrProgram *ir, int64_t nodes) {
  double per_node = 0;
  for (int p = 0; p < ir->npasses; p++)
    for (int c = 0; c < ir->passes[p].ncomps; c++) {
      double n = 4;
      const CxShape *sh = &ir->passes[p].comp_shapes[c];
      for (int d = 0; d < sh->rank; d++) n *= (double)sh->dims[d];
      per_node += n;
    }
  return per_node * (double)nodes;
}

int driver_run_fits(CxSession *s, const IrProgram *ir, int64_t nodes) {
  return fits(s, ir->params, ir->nparams, 2, driver_state_bytes(ir, nodes), nodes, false);
}

int driver_value_fits(CxSession *s, CxLoc at, const char *shape, double value, double need) {
  const char *what = NULL;
  int64_t lim = driver_memory_limit(&what);
  if (need <= (double)lim) return 0;
  char h[32], v[40] = "", n[32], have[32];
  human_bytes(h, sizeof h, value);
  if (value >= 1024) snprintf(v, sizeof v, " (%s)", h);
  human_bytes(n, sizeof n, need);
  human_bytes(have, sizeof have, (double)lim);
  diag_error(&s->diag, at,
             "the value of this expression, of shape %s, is %.0f bytes%s; computing it needs %.0f bytes (%s, with "
             "the intermediate values), more than %s (%s); compute a smaller value (a slice, a sum), or set "
             "CORTEX_MEMORY to the memory this may use",
             shape, value, v, need, n, what, have);
  return -1;
}
