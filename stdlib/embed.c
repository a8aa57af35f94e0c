/* The C API of built shared libraries (cxrt.h, "built shared libraries"):
 * what the generated NAME_* functions forward to, with the model's entry
 * cx_model as first argument.
 *
 * A model is its CxrtCompiled description, its bound params (read-only
 * once loaded) and a pool of CxrtCompiledRun workspaces behind a mutex:
 * a run takes one (or makes one), runs, and gives it back, so concurrent
 * runs on one model never share buffers and a warm pool allocates only
 * the results.  A batch of caller-owned arrays is checked (offsets,
 * child ids, arity, parents, cycles, a unique root, fields) and then
 * seen as a CxrtDataset without copying. */
#include "stdlib/cxrt.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct CxrtEmbedModel {
  CxrtCompiled *cm;
  const CxrtModelInfo *info;
  CxrtTensor *params;
  pthread_mutex_t lock;
  CxrtCompiledRun **pool;
  int npool, cappool;
};

struct CxrtEmbedOutputs {
  const CxrtModelInfo *info;
  int32_t count;
  CxrtResult *results;
};

static void set_err(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void set_err(char *err, size_t errlen, const char *fmt, ...) {
  if (!err || !errlen) return;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(err, errlen, fmt, ap);
  va_end(ap);
}

static void set_cxrt_err(char *err, size_t errlen, const CxrtError *e) {
  if (e->file[0] && e->line > 0) set_err(err, errlen, "%s:%d:%d: %s", e->file, e->line, e->col > 0 ? e->col : 1, e->msg);
  else if (e->file[0]) set_err(err, errlen, "%s: %s", e->file, e->msg);
  else set_err(err, errlen, "%s", e->msg);
}

/* The model with its weights: w NULL means seeded weights. */
static CxrtEmbedModel *make(CxrtModelFn fn, CxrtWeights *w, bool seeded, uint64_t seed, char *err, size_t errlen) {
  CxrtError e;
  memset(&e, 0, sizeof e);
  CxrtCompiled *cm = cxrt_compiled_open(fn, &e);
  if (!cm) {
    set_cxrt_err(err, errlen, &e);
    return NULL;
  }
  const CxrtModelInfo *info = cxrt_compiled_info(cm);
  CxrtWeights own = {0};
  if (seeded) {
    if (cxrt_init_weights(info, seed, &own, &e)) {
      set_cxrt_err(err, errlen, &e);
      cxrt_compiled_free(cm);
      return NULL;
    }
    w = &own;
  }
  CxrtTensor *params = calloc((size_t)(info->nparams ? info->nparams : 1), sizeof *params);
  CxrtEmbedModel *m = calloc(1, sizeof *m);
  if (!params || !m) {
    set_err(err, errlen, "out of memory");
    free(params);
    free(m);
    cxrt_weights_free(&own);
    cxrt_compiled_free(cm);
    return NULL;
  }
  int rc = cxrt_bind_weights(info, w, params, NULL, NULL, &e);
  cxrt_weights_free(&own);
  if (rc) {
    set_cxrt_err(err, errlen, &e);
    free(params);
    free(m);
    cxrt_compiled_free(cm);
    return NULL;
  }
  m->cm = cm;
  m->info = info;
  m->params = params;
  pthread_mutex_init(&m->lock, NULL);
  return m;
}

CxrtEmbedModel *cxrt_embed_load(CxrtModelFn fn, const char *weights_path, char *err, size_t errlen) {
  if (!weights_path) {
    set_err(err, errlen, "no weights file given");
    return NULL;
  }
  CxrtWeights w = {0};
  CxrtError e;
  memset(&e, 0, sizeof e);
  if (cxrt_safetensors_read(weights_path, &w, &e)) {
    set_cxrt_err(err, errlen, &e);
    return NULL;
  }
  CxrtEmbedModel *m = make(fn, &w, false, 0, err, errlen);
  cxrt_weights_free(&w);
  return m;
}

CxrtEmbedModel *cxrt_embed_load_memory(CxrtModelFn fn, const void *safetensors, size_t len, char *err,
                                       size_t errlen) {
  if (!safetensors) {
    set_err(err, errlen, "no weights given");
    return NULL;
  }
  CxrtWeights w = {0};
  CxrtError e;
  memset(&e, 0, sizeof e);
  if (cxrt_safetensors_read_mem(safetensors, len, "<memory>", &w, &e)) {
    set_cxrt_err(err, errlen, &e);
    return NULL;
  }
  CxrtEmbedModel *m = make(fn, &w, false, 0, err, errlen);
  cxrt_weights_free(&w);
  return m;
}

CxrtEmbedModel *cxrt_embed_init(CxrtModelFn fn, uint64_t seed, char *err, size_t errlen) {
  return make(fn, NULL, true, seed, err, errlen);
}

void cxrt_embed_free(CxrtEmbedModel *m) {
  if (!m) return;
  for (int i = 0; i < m->npool; i++) cxrt_compiled_run_free(m->pool[i]);
  free(m->pool);
  pthread_mutex_destroy(&m->lock);
  cxrt_tensors_free(m->params, m->info->nparams);
  free(m->params);
  cxrt_compiled_free(m->cm);
  free(m);
}

/* ---- checking a batch -------------------------------------------------------------- */

/* Checks structure si and fills *st (the caller's arrays; root found).
 * indeg: scratch of nnodes ints, queue: scratch of nnodes ints. */
static int check_structure(const CxrtModelInfo *info, const CxrtEmbedStructure *in, int32_t si, CxrtStructure *st,
                           int32_t *indeg, int32_t *queue, char *err, size_t errlen) {
  int32_t n = in->nnodes;
  const int32_t *cs = in->child_start;
  if (n < 1) {
    set_err(err, errlen, "structure %d has %d nodes; it needs at least one (its root)", si, n);
    return -1;
  }
  if (!cs || (cs[n] > 0 && !in->children)) {
    set_err(err, errlen, "structure %d: child_start%s is NULL", si, cs ? " is given but children" : "");
    return -1;
  }
  if (cs[0] != 0) {
    set_err(err, errlen, "structure %d: child_start[0] is %d; it must be 0", si, cs[0]);
    return -1;
  }
  for (int32_t v = 0; v < n; v++) {
    int32_t arity = cs[v + 1] - cs[v];
    if (cs[v + 1] < cs[v]) {
      set_err(err, errlen, "structure %d: child_start decreases at node %d (%d, then %d)", si, v, cs[v], cs[v + 1]);
      return -1;
    }
    if (info->max_arity >= 0 && arity > info->max_arity) {
      set_err(err, errlen, "structure %d: node %d has %d children; the model's input allows at most %d", si, v, arity,
              info->max_arity);
      return -1;
    }
  }
  memset(indeg, 0, sizeof(int32_t) * (size_t)n);
  for (int32_t v = 0; v < n; v++)
    for (int32_t k = cs[v]; k < cs[v + 1]; k++) {
      int32_t c = in->children[k];
      if (c < 0 || c >= n) {
        set_err(err, errlen, "structure %d: node %d has child %d, which is not a node (0..%d)", si, v, c, n - 1);
        return -1;
      }
      if (c == v) {
        set_err(err, errlen, "structure %d: node %d is its own child", si, v);
        return -1;
      }
      indeg[c]++;
      if (info->input_kind != CXRT_DAG && indeg[c] > 1) {
        set_err(err, errlen, "structure %d: node %d has several parents; only a dag input allows that", si, c);
        return -1;
      }
    }
  int32_t root = -1;
  for (int32_t v = 0; v < n; v++) {
    if (indeg[v]) continue;
    if (root >= 0) {
      set_err(err, errlen, "structure %d has several roots (nodes %d and %d are no node's child)", si, root, v);
      return -1;
    }
    root = v;
  }
  if (root < 0) {
    set_err(err, errlen, "structure %d has no root (every node is a child): it has a cycle", si);
    return -1;
  }
  /* Kahn from the root: every node is reached iff there is no cycle. */
  int32_t head = 0, tail = 0;
  queue[tail++] = root;
  while (head < tail) {
    int32_t v = queue[head++];
    for (int32_t k = cs[v]; k < cs[v + 1]; k++)
      if (--indeg[in->children[k]] == 0) queue[tail++] = in->children[k];
  }
  if (tail < n) {
    /* The nodes not reached (indeg > 0 left) each have a parent not
     * reached: walking up such parents n times lands on the cycle. */
    int32_t *up = queue, v = -1;
    for (int32_t p = 0; p < n; p++)
      if (indeg[p])
        for (int32_t k = cs[p]; k < cs[p + 1]; k++)
          if (indeg[in->children[k]]) up[in->children[k]] = p, v = p;
    for (int32_t i = 0; i < n && v >= 0; i++) v = up[v];
    set_err(err, errlen, "structure %d has a cycle through node %d: a node cannot be its own descendant", si, v);
    return -1;
  }
  bool has_int = false;
  for (int f = 0; f < info->nfields; f++) {
    if (info->fields[f].kind == CXRT_FIELD_INT) {
      has_int = true;
      continue;
    }
    if (!in->vec_fields || !in->vec_fields[f]) {
      set_err(err, errlen, "structure %d: vector field '%s' is not given (vec_fields[%d])", si, info->fields[f].name, f);
      return -1;
    }
  }
  if (has_int && !in->int_fields) {
    set_err(err, errlen, "structure %d: int_fields is NULL but the model reads int fields", si);
    return -1;
  }
  memset(st, 0, sizeof *st);
  st->nnodes = n;
  st->child_start = (int32_t *)cs;
  st->children = (int32_t *)in->children;
  st->root = root;
  st->ifields = (int32_t *)in->int_fields;
  st->vfields = (float **)in->vec_fields;
  return 0;
}

/* ---- running ------------------------------------------------------------------------ */

/* NULL: out of memory. */
static CxrtCompiledRun *take(CxrtEmbedModel *m) {
  CxrtCompiledRun *r = NULL;
  pthread_mutex_lock(&m->lock);
  if (m->npool > 0) r = m->pool[--m->npool];
  pthread_mutex_unlock(&m->lock);
  return r ? r : cxrt_compiled_run_new(m->cm, false);
}

static void give_back(CxrtEmbedModel *m, CxrtCompiledRun *r) {
  pthread_mutex_lock(&m->lock);
  if (m->npool == m->cappool) {
    int cap = m->cappool ? m->cappool * 2 : 8;
    CxrtCompiledRun **p = realloc(m->pool, sizeof *p * (size_t)cap);
    if (!p) {
      pthread_mutex_unlock(&m->lock);
      cxrt_compiled_run_free(r);
      return;
    }
    m->pool = p;
    m->cappool = cap;
  }
  m->pool[m->npool++] = r;
  pthread_mutex_unlock(&m->lock);
}

int cxrt_embed_run(CxrtEmbedModel *m, const CxrtEmbedBatch *batch, CxrtEmbedOutputs **out, char *err,
                   size_t errlen) {
  if (out) *out = NULL;
  if (!m || !batch || !out || batch->count < 0 || (batch->count > 0 && !batch->structures)) {
    set_err(err, errlen, "%s", !m ? "no model" : !out ? "no place for the outputs" : "no batch");
    return -1;
  }
  const CxrtModelInfo *info = m->info;
  int32_t count = batch->count;
  /* The sizes first, before anything is allocated or read from the
   * caller's arrays: a node count past the limit is an error, not an
   * attempt to read that many offsets. */
  int64_t total = 0;
  for (int32_t i = 0; i < count; i++) {
    int32_t n = batch->structures[i].nnodes;
    if (n < 1) {
      set_err(err, errlen, "structure %d has %d nodes; it needs at least one (its root)", i, n);
      return -1;
    }
    total += n;
    if (total > CXRT_MAX_BATCH_NODES) {
      set_err(err, errlen,
              "the batch has more than %d nodes (structure %d has %d); a batch may have at most %d: "
              "run the structures in smaller batches",
              CXRT_MAX_BATCH_NODES, i, n, CXRT_MAX_BATCH_NODES);
      return -1;
    }
  }
  CxrtStructure *structs = calloc((size_t)(count ? count : 1), sizeof *structs);
  int32_t **zero_fields = calloc((size_t)(count ? count : 1), sizeof *zero_fields);
  int *map = calloc((size_t)(info->nfields ? info->nfields : 1), sizeof *map);
  CxrtEmbedOutputs *o = calloc(1, sizeof *o);
  int32_t maxn = 1;
  for (int32_t i = 0; i < count; i++)
    if (batch->structures[i].nnodes > maxn) maxn = batch->structures[i].nnodes;
  int32_t *indeg = malloc(sizeof(int32_t) * (size_t)maxn), *queue = malloc(sizeof(int32_t) * (size_t)maxn);
  int rc = -1;
  if (!structs || !zero_fields || !map || !o || !indeg || !queue) {
    set_err(err, errlen, "out of memory");
    goto done;
  }
  for (int f = 0; f < info->nfields; f++) map[f] = f;
  for (int32_t i = 0; i < count; i++) {
    if (check_structure(info, &batch->structures[i], i, &structs[i], indeg, queue, err, errlen)) goto done;
    if (info->nfields > 0 && !structs[i].ifields) {
      /* Only vector fields: the runtime still indexes an int table. */
      zero_fields[i] = calloc((size_t)structs[i].nnodes * (size_t)info->nfields, sizeof(int32_t));
      if (!zero_fields[i]) {
        set_err(err, errlen, "out of memory");
        goto done;
      }
      structs[i].ifields = zero_fields[i];
    }
  }
  CxrtDataset d;
  memset(&d, 0, sizeof d);
  d.structs = structs;
  d.nstructs = count;
  d.fields = info->fields;
  d.nfields = info->nfields;
  o->info = info;
  o->count = count;
  o->results = calloc((size_t)(count ? count : 1), sizeof *o->results);
  if (!o->results) {
    set_err(err, errlen, "out of memory");
    goto done;
  }
  if (count > 0) {
    CxrtCompiledRun *r = take(m);
    if (!r) {
      set_err(err, errlen, "out of memory for the workspace of a run");
      goto done;
    }
    CxrtError e;
    memset(&e, 0, sizeof e);
    int brc = cxrt_compiled_run_batch(r, m->params, &d, 0, count, map, o->results, &e);
    give_back(m, r);
    if (brc) {
      set_cxrt_err(err, errlen, &e);
      goto done;
    }
  }
  *out = o;
  o = NULL;
  rc = 0;
done:
  cxrt_embed_outputs_free(o);
  if (zero_fields)
    for (int32_t i = 0; i < count; i++) free(zero_fields[i]);
  free(zero_fields);
  free(structs);
  free(map);
  free(indeg);
  free(queue);
  return rc;
}

const float *cxrt_embed_output(const CxrtEmbedOutputs *o, int output, int structure, int64_t *count) {
  if (count) *count = 0;
  if (!o || output < 0 || output >= o->info->noutputs || structure < 0 || structure >= o->count) return NULL;
  const CxrtResult *r = &o->results[structure];
  const CxrtOutputInfo *oi = &o->info->outputs[output];
  if (count) *count = cxrt_output_numel(oi) * (oi->per_node ? r->nnodes : 1);
  return r->values[output];
}

void cxrt_embed_outputs_free(CxrtEmbedOutputs *o) {
  if (!o) return;
  if (o->results)
    for (int32_t i = 0; i < o->count; i++) cxrt_result_free(&o->results[i]);
  free(o->results);
  free(o);
}
