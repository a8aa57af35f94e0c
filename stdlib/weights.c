/* Weights sets and binding them to a model's params.
 *
 * Binding is where a user learns that the file they were handed does not
 * fit the model, so its messages carry everything needed to fix that: the
 * tensor's key, the param and where it is declared, both shapes, what the
 * file does hold, and the closest key when the name looks misspelled. */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "stdlib/cxrt.h"

void cxrt_tensors_free(CxrtTensor *t, int n) {
  if (!t) return;
  for (int i = 0; i < n; i++) cxrt_tensor_free(&t[i]);
}

void cxrt_weights_free(CxrtWeights *w) {
  if (!w) return;
  cxrt_tensors_free(w->tensors, w->ntensors);
  free(w->tensors);
  free(w->path);
  memset(w, 0, sizeof *w);
}

const CxrtTensor *cxrt_weights_find(const CxrtWeights *w, const char *name) {
  if (!w || !name) return NULL;
  /* Linear: binding does one lookup per param, and even a file of a few
   * thousand tensors costs microseconds; weights sets built by hand need
   * not be sorted. */
  for (int i = 0; i < w->ntensors; i++)
    if (w->tensors[i].name && strcmp(w->tensors[i].name, name) == 0) return &w->tensors[i];
  return NULL;
}

/* ---- messages ------------------------------------------------------------ */

static const char *param_key(const CxrtParamInfo *p) { return p->key ? p->key : p->name; }

/* "model.cx:7:7" ("" when the location is unknown). */
static char *loc_str(char *buf, size_t size, const CxrtParamInfo *p) {
  if (!p->model_file || !p->model_file[0]) buf[0] = 0;
  else if (p->line > 0 && p->col > 0) snprintf(buf, size, "%s:%d:%d", p->model_file, p->line, p->col);
  else if (p->line > 0) snprintf(buf, size, "%s:%d", p->model_file, p->line);
  else snprintf(buf, size, "%s", p->model_file);
  return buf;
}

/* loc wrapped as pre + loc + post, or "" when loc is empty. */
static char *wrap(char *buf, size_t size, const char *pre, const char *loc, const char *post) {
  if (loc[0]) snprintf(buf, size, "%s%s%s", pre, loc, post);
  else buf[0] = 0;
  return buf;
}

/* Edit distance (insert, delete, substitute), stopping early past limit:
 * names are short, so the quadratic table is tiny. */
static size_t edit_distance(const char *a, const char *b, size_t limit) {
  size_t la = strlen(a), lb = strlen(b);
  if (la > 64 || lb > 64) return limit + 1;
  size_t d = la > lb ? la - lb : lb - la;
  if (d > limit) return limit + 1;
  size_t row[65];
  for (size_t j = 0; j <= lb; j++) row[j] = j;
  for (size_t i = 1; i <= la; i++) {
    size_t diag = row[0], best = row[0] = i;
    for (size_t j = 1; j <= lb; j++) {
      size_t up = row[j];
      size_t v = diag + (a[i - 1] != b[j - 1]);
      if (up + 1 < v) v = up + 1;
      if (row[j - 1] + 1 < v) v = row[j - 1] + 1;
      row[j] = v;
      diag = up;
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
  }
  return row[lb];
}

static bool same_shape(int ra, const int64_t *a, int rb, const int64_t *b) {
  if (ra != rb) return false;
  for (int i = 0; i < ra; i++)
    if (a[i] != b[i]) return false;
  return true;
}

/* Whether tensor t could be bound to p: its shape, or for a slice of
 * rows, its row shape and enough rows. */
static bool shape_fits(const CxrtParamInfo *p, const CxrtTensor *t) {
  if (p->slice_hi < 0) return same_shape(p->rank, p->dims, t->rank, t->dims);
  return t->rank == p->rank && t->rank > 0 && t->dims[0] >= p->slice_hi &&
         same_shape(p->rank - 1, p->dims + 1, t->rank - 1, t->dims + 1);
}

/* The tensor whose name is closest to p's key, if close enough to be a
 * likely typo: within a third of the key's length (at least 1, at most 3
 * edits), or the same name up to a "prefix." such as "model." or
 * "encoder." (distance 0).  Of equally close names, and before any name
 * of another shape, one of p's shape. */
static const CxrtTensor *closest(const CxrtWeights *w, const CxrtParamInfo *p, const char *key) {
  size_t klen = strlen(key);
  size_t limit = klen / 3 < 1 ? 1 : klen / 3 > 3 ? 3 : klen / 3;
  const CxrtTensor *best = NULL;
  size_t best_d = limit + 1;
  bool best_fits = false;
  for (int i = 0; i < w->ntensors; i++) {
    const CxrtTensor *t = &w->tensors[i];
    if (!t->name) continue;
    size_t nlen = strlen(t->name);
    size_t d = nlen > klen && t->name[nlen - klen - 1] == '.' && strcmp(t->name + nlen - klen, key) == 0
                   ? 0
                   : edit_distance(key, t->name, limit);
    if (d > limit) continue;
    bool fits = shape_fits(p, t);
    if ((fits && !best_fits) || (fits == best_fits && d < best_d)) best = t, best_d = d, best_fits = fits;
  }
  return best;
}

/* "E, U_i, W_s, ... (12 in all)": the first 8 names. */
static char *list_names(char *buf, size_t size, const CxrtWeights *w) {
  size_t len = 0;
  buf[0] = 0;
  if (w->ntensors == 0) {
    snprintf(buf, size, "no tensors at all");
    return buf;
  }
  int shown = w->ntensors < 8 ? w->ntensors : 8;
  for (int i = 0; i < shown && len < size; i++) {
    char q[64];
    int k = snprintf(buf + len, size - len, "%s'%s'", i ? ", " : "",
                     cxrt_safe_name(q, sizeof q, w->tensors[i].name));
    if (k < 0) break;
    len += (size_t)k;
  }
  if (w->ntensors > shown && len < size)
    snprintf(buf + len, size - len, ", ... (%d in all)", w->ntensors);
  return buf;
}

static int missing_error(const CxrtParamInfo *p, const CxrtWeights *w, const char *file,
                         CxrtError *err) {
  char qk[128], qn[128], loc[560], at[600], shape[160], names[700], hint[1024] = "";
  const char *key = param_key(p);
  cxrt_safe_name(qk, sizeof qk, key);
  cxrt_safe_name(qn, sizeof qn, p->name);
  cxrt_shape_str(shape, sizeof shape, p->rank, p->dims);
  const CxrtTensor *near = closest(w, p, key);
  char qc[128], ns[160];
  if (near && shape_fits(p, near)) {
    snprintf(hint, sizeof hint, "; did you mean '%s'? bind it with `param %s : %s = \"%s\";`",
             cxrt_safe_name(qc, sizeof qc, near->name), qn, shape, qc);
  } else if (near) {
    cxrt_shape_str(ns, sizeof ns, near->rank, near->dims);
    snprintf(hint, sizeof hint, "; the nearest name, '%s', is %s, not %s: pass the weights saved for this "
                                "model, or bind the param to the file's key with `param %s : %s = \"KEY\";`",
             cxrt_safe_name(qc, sizeof qc, near->name), ns, shape, qn, shape);
  } else if (w->ntensors > 0) {
    snprintf(hint, sizeof hint, "; pass the weights saved for this model, or bind the param "
                                "to the file's key with `param %s : %s = \"KEY\";`",
             qn, shape);
  }
  return cxrt_errorf(err, file, 0, 0,
                     "missing tensor '%s' (param %s : %s%s); the weights file has %s%s", qk,
                     qn, shape, wrap(at, sizeof at, " declared at ", loc_str(loc, sizeof loc, p), ""),
                     list_names(names, sizeof names, w),
                     hint);
}

/* ---- binding ------------------------------------------------------------ */

/* Binds param p from w into *out (allocated here). */
static int bind_one(const CxrtParamInfo *p, const CxrtWeights *w, const char *file,
                    CxrtTensor *out, CxrtError *err) {
  char qk[128], qn[128], loc[560], at[600], ps[160], ts[160];
  const char *key = param_key(p);
  cxrt_safe_name(qk, sizeof qk, key);
  cxrt_safe_name(qn, sizeof qn, p->name);
  loc_str(loc, sizeof loc, p);
  wrap(at, sizeof at, " (", loc, ")"); /* " (model.cx:7:7)" */
  CxrtTensor probe = {.rank = p->rank};
  if (p->rank >= 0 && p->rank <= CXRT_MAX_RANK)
    memcpy(probe.dims, p->dims, sizeof probe.dims);
  if (cxrt_tensor_numel(&probe) < 0)
    return cxrt_errorf(err, file, 0, 0, "param %s%s has an invalid shape (rank %d)", qn, at,
                       p->rank);
  cxrt_shape_str(ps, sizeof ps, p->rank, p->dims);

  const CxrtTensor *t = cxrt_weights_find(w, key);
  if (!t) return missing_error(p, w, file, err);
  int64_t tn = cxrt_tensor_numel(t);
  if (tn < 0 || (tn > 0 && !t->data))
    return cxrt_errorf(err, file, 0, 0,
                       "tensor '%s' in the weights is invalid (bad shape or no data)", qk);
  cxrt_shape_str(ts, sizeof ts, t->rank, t->dims);

  /* The stored rows this param takes: all of them, or [lo, hi). */
  int64_t lo = 0, rows = t->rank > 0 ? t->dims[0] : 0;
  int64_t sdims[CXRT_MAX_RANK];
  memcpy(sdims, t->dims, sizeof sdims);
  char sliced[200] = "";
  if (p->slice_hi >= 0) {
    lo = p->slice_lo;
    if (t->rank == 0 || p->slice_lo < 0 || p->slice_lo > p->slice_hi || p->slice_hi > rows)
      return cxrt_errorf(err, file, 0, 0,
                         "param %s%s takes rows [%lld, %lld) of tensor '%s', but the tensor "
                         "has shape %s; export the weights for this model, or fix the "
                         "param's row range",
                         qn, at, (long long)p->slice_lo, (long long)p->slice_hi, qk, ts);
    sdims[0] = p->slice_hi - p->slice_lo;
    char ss[160];
    snprintf(sliced, sizeof sliced, " (rows [%lld, %lld) of it: %s)", (long long)p->slice_lo,
             (long long)p->slice_hi, cxrt_shape_str(ss, sizeof ss, t->rank, sdims));
  }
  if (!same_shape(t->rank, sdims, p->rank, p->dims)) {
    const char *hint;
    /* A reversed matrix is the usual TensorFlow-vs-PyTorch mix-up. */
    if (t->rank == 2 && p->rank == 2 && sdims[0] == p->dims[1] && sdims[1] == p->dims[0])
      hint = "; it looks transposed: params use PyTorch's nn.Linear orientation [out, in], "
             "the orientation of W @ x";
    else
      hint = "; use weights exported for this model's sizes, or change the model's "
             "declaration (e.g. with -D)";
    return cxrt_errorf(err, file, 0, 0, "tensor '%s' has shape %s%s but param %s is declared "
                                        "%s%s%s",
                       qk, ts, sliced, qn, ps, at, hint);
  }

  if (cxrt_tensor_alloc(out, p->name, p->rank, p->dims, NULL))
    return cxrt_errorf(err, file, 0, 0, "out of memory binding param %s %s", qn, ps);
  /* Rows are contiguous in row-major order: one copy from row lo. */
  int64_t n = cxrt_tensor_numel(out);
  int64_t row = rows > 0 ? tn / rows : 0;
  if (n > 0) memcpy(out->data, t->data + lo * row, (size_t)n * sizeof(float));
  return 0;
}

int cxrt_bind_weights(const CxrtModelInfo *m, const CxrtWeights *w, CxrtTensor *params,
                      CxrtWarnFn warn, void *user, CxrtError *err) {
  const char *file = w->path ? w->path : "";
  for (int i = 0; i < m->nparams; i++) memset(&params[i], 0, sizeof params[i]);
  for (int i = 0; i < m->nparams; i++) {
    if (bind_one(&m->params[i], w, file, &params[i], err)) {
      cxrt_tensors_free(params, i);
      return -1;
    }
  }
  /* Unused tensors: likely a param renamed in the model or a file made
   * for another model, so say so, but they do no harm. */
  if (warn) {
    for (int j = 0; j < w->ntensors; j++) {
      const char *n = w->tensors[j].name;
      bool used = false;
      for (int i = 0; i < m->nparams && !used; i++)
        used = n && strcmp(param_key(&m->params[i]), n) == 0;
      if (used) continue;
      char q[128], msg[800];
      snprintf(msg, sizeof msg, "unused tensor '%s' in %s", cxrt_safe_name(q, sizeof q, n),
               w->path ? w->path : "the weights");
      warn(user, msg);
    }
  }
  return 0;
}

int cxrt_params_check_finite(const CxrtModelInfo *m, const CxrtTensor *params, const char *weights,
                             CxrtError *err) {
  for (int i = 0; i < m->nparams; i++) {
    const CxrtTensor *t = &params[i];
    int64_t n = cxrt_tensor_numel(t);
    for (int64_t j = 0; j < n; j++) {
      if (isfinite(t->data[j])) continue;
      const CxrtParamInfo *p = &m->params[i];
      /* the element's index, [row, col, ...], besides the flat one */
      char idx[160] = "", qk[128], qn[128], loc[560], at[600];
      int64_t rest = j;
      if (t->rank > 0) {
        int64_t sub[CXRT_MAX_RANK];
        for (int d = t->rank - 1; d >= 0; d--) {
          sub[d] = t->dims[d] > 0 ? rest % t->dims[d] : 0;
          rest = t->dims[d] > 0 ? rest / t->dims[d] : 0;
        }
        int len = snprintf(idx, sizeof idx, " [");
        for (int d = 0; d < t->rank && len > 0 && (size_t)len < sizeof idx; d++)
          len += snprintf(idx + len, sizeof idx - (size_t)len, "%s%lld", d ? ", " : "", (long long)sub[d]);
        if (len > 0 && (size_t)len < sizeof idx) snprintf(idx + len, sizeof idx - (size_t)len, "]");
      }
      cxrt_safe_name(qk, sizeof qk, param_key(p));
      cxrt_safe_name(qn, sizeof qn, p->name);
      loc_str(loc, sizeof loc, p);
      wrap(at, sizeof at, " (", loc, ")");
      return cxrt_errorf(err, weights ? weights : "", 0, 0,
                         "param %s%s holds %s at element %lld%s (tensor '%s'%s%s); the weights must be finite: "
                         "export them again, or pass --allow-nan to run with them",
                         qn, at, isnan(t->data[j]) ? "NaN" : "Inf", (long long)j, idx, qk,
                         weights && *weights ? " of " : "", weights ? weights : "");
    }
  }
  return 0;
}
