/* Leaf tables (a keyed leaf kernel's states computed once per key and
 * copied) and leaf-product tables (a GEMM segment's sums with a leaf
 * child, by word; the GEMM writes a row at its first use): their slots,
 * the groups' node orders, their memory budget. */
#include "stdlib/compiled_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- leaf tables ------------------------------------------------------------------ */

static void leaf_free_table(const CxrtCompiled *m, LeafTable *t) {
  if (t->data)
    for (int c = 0; c < m->ncomps; c++) free(t->data[c]);
  free(t->data);
  free(t->slot_of);
  memset(t, 0, sizeof *t);
}

static void lp_free_table(CxrtCompiledRun *r, LpTable *t) {
  r->lp_bytes -= t->cap * r->m->lprods[t - r->lp].rows * 4;
  free(t->slot_of);
  free(t->data);
  t->slot_of = NULL;
  t->data = NULL;
  t->nslots = t->cap = 0;
  t->on = false;
}

static void ht_free_table(CxrtCompiledRun *r, int q) {
  LpTable *t = &r->ht[q];
  r->lp_bytes -= t->cap * r->m->readouts[q].numel * 4;
  free(t->slot_of);
  free(t->data);
  memset(t, 0, sizeof *t);
}

void cxc_leaf_free_all(CxrtCompiledRun *r) {
  if (r->leaf)
    for (int k = 0; k < r->m->nkernels; k++) leaf_free_table(r->m, &r->leaf[k]);
  if (r->lp)
    for (int t = 0; t < r->m->nlprods; t++) lp_free_table(r, &r->lp[t]);
  if (r->ht)
    for (int q = 0; q < r->m->nreadouts; q++) ht_free_table(r, q);
  r->leaf_planned = false;
}

void cxrt_compiled_run_set_leaf_table(CxrtCompiledRun *r, CxrtLeafTableMode mode, int64_t budget_bytes) {
  cxc_leaf_free_all(r);
  free(r->leaf_for);
  r->leaf_for = NULL;
  r->leaf_mode = mode == CXRT_LEAF_TABLE_ON || mode == CXRT_LEAF_TABLE_OFF ? mode : CXRT_LEAF_TABLE_AUTO;
  r->leaf_budget = budget_bytes < 0 ? CXRT_LEAF_TABLE_BUDGET : budget_bytes;
}

int cxrt_leaf_table_parse(const char *s, CxrtLeafTableMode *mode) {
  if (!s) return -1;
  if (strcmp(s, "auto") == 0) *mode = CXRT_LEAF_TABLE_AUTO;
  else if (strcmp(s, "on") == 0) *mode = CXRT_LEAF_TABLE_ON;
  else if (strcmp(s, "off") == 0) *mode = CXRT_LEAF_TABLE_OFF;
  else return -1;
  return 0;
}

int64_t cxrt_compiled_run_leaf_keys(const CxrtCompiledRun *r, int64_t *computed) {
  int64_t n = 0;
  for (int k = 0; k < r->m->nkernels; k++)
    if (r->leaf[k].on) n += r->leaf[k].nslots;
  if (computed) *computed = r->leaf_computed;
  return n;
}

int64_t cxrt_compiled_run_leaf_prod_rows(const CxrtCompiledRun *r, int64_t *computed) {
  int64_t n = 0;
  for (int t = 0; t < r->m->nlprods; t++)
    if (r->lp[t].on) n += r->lp[t].nslots;
  if (computed) *computed = r->lp_computed;
  return n;
}

int64_t cxrt_compiled_run_hoist_rows(const CxrtCompiledRun *r, int64_t *computed) {
  int64_t n = 0;
  for (int q = 0; q < r->m->nreadouts; q++)
    if (r->ht[q].on) n += r->ht[q].nslots;
  if (computed) *computed = r->ht_computed;
  return n;
}

/* Bytes of kernel k's full table (rows x every state float x 4), as a
 * double: it may exceed int64 for a corrupt-looking but valid model. */
static double leaf_full_bytes(const CxrtCompiled *m, int k) {
  double per = 0;
  for (int c = 0; c < m->ncomps; c++) per += (double)m->comp_numel[c];
  return (double)m->kernels[k].leaf_rows * per * 4.0;
}

/* Slots for at least `need` keys (at most the key range); -1: no memory. */
static int leaf_grow(CxrtCompiledRun *r, LeafTable *t, int64_t rows, int64_t need) {
  const CxrtCompiled *m = r->m;
  if (need <= t->cap) return 0;
  int64_t cap = t->cap > 0 ? t->cap * 2 : 64;
  if (cap < need) cap = need;
  if (cap > rows) cap = rows;
  for (int c = 0; c < m->ncomps; c++) {
    int64_t numel = m->comp_numel[c];
    double bytes = (double)cap * (double)numel * 4.0 + 64;
    float *p = bytes > 9e18 ? NULL : aligned_alloc(64, ((size_t)bytes + 63) & ~(size_t)63);
    if (!p) return -1;
    if (t->nslots) memcpy(p, t->data[c], sizeof(float) * (size_t)(t->nslots * numel));
    free(t->data[c]);
    t->data[c] = p;
  }
  t->cap = cap;
  return 0;
}

/* The states of keys[0..n) into slots [slot0, slot0 + n) of kernel k's
 * table: the kernel itself, run on mini-batches of LEAF_CHUNK fake nodes
 * whose only data is the key field (the kernel reads nothing else of a
 * node: ir/leaftable.c), its states pointing into the table. */
static void leaf_compute(CxrtCompiledRun *r, int k, const CxrtFrame *f, int64_t slot0, const int32_t *keys,
                         int64_t n) {
  const CxrtCompiled *m = r->m;
  const CKernel *kk = &m->kernels[k];
  LeafTable *t = &r->leaf[k];
  int nf = m->info.nfields;
  for (int64_t off = 0; off < n; off += LEAF_CHUNK) {
    int32_t cn = (int32_t)(n - off < LEAF_CHUNK ? n - off : LEAF_CHUNK);
    memset(r->leaf_ifields, 0, sizeof(int32_t) * (size_t)cn * (size_t)(nf ? nf : 1));
    for (int32_t i = 0; i < cn; i++) r->leaf_ifields[(int64_t)i * nf + kk->leaf_field] = keys[off + i];
    for (int c = 0; c < m->ncomps; c++) r->leaf_states[c] = t->data[c] + (slot0 + off) * m->comp_numel[c];
    CxrtFrame g = *f;
    g.states = r->leaf_states;
    g.ifields = r->leaf_ifields;
    g.nints = NULL; /* a tabulated kernel reads none (ir/leaftable.c) */
    g.child_start = r->leaf_child_start;
    g.children = r->leaf_child_start;
    g.scratch = r->leaf_scratch;
    g.node_cap = LEAF_CHUNK;
    g.edge_cap = 1;
    m->kernfn[k](&g, 0, cn);
  }
  r->leaf_computed += n;
}

/* Which kernels get a table (the mode and the budget), their key maps
 * and the scratch of the table frame. */
static void leaf_plan(CxrtCompiledRun *r) {
  const CxrtCompiled *m = r->m;
  double used = 0;
  int64_t need = 16;
  for (int k = 0; k < m->nkernels; k++) {
    LeafTable *t = &r->leaf[k];
    const CKernel *kk = &m->kernels[k];
    leaf_free_table(m, t);
    if (kk->leaf_field < 0 || r->leaf_mode == CXRT_LEAF_TABLE_OFF) continue;
    double bytes = leaf_full_bytes(m, k);
    if (r->leaf_mode == CXRT_LEAF_TABLE_AUTO && used + bytes > (double)r->leaf_budget) continue;
    used += bytes;
    t->slot_of = malloc(sizeof(int32_t) * (size_t)kk->leaf_rows);
    t->data = calloc((size_t)(m->ncomps ? m->ncomps : 1), sizeof *t->data);
    if (!t->slot_of || !t->data) {
      leaf_free_table(m, t);
      continue;
    }
    memset(t->slot_of, 0xff, sizeof(int32_t) * (size_t)kk->leaf_rows);
    t->on = true;
    int64_t f = cxc_temps_floats(kk->temps, kk->ntemps, LEAF_CHUNK, 1);
    if (f > need) need = f;
  }
  r->leaf_scratch = cxc_grow_floats(r->leaf_scratch, &r->leaf_scratch_cap, need);
  if (!r->leaf_ifields)
    r->leaf_ifields = zalloc((size_t)LEAF_CHUNK * (size_t)(m->info.nfields ? m->info.nfields : 1), sizeof(int32_t));
  if (!r->leaf_child_start) r->leaf_child_start = zalloc(LEAF_CHUNK + 1, sizeof(int32_t));
  if (!r->leaf_scratch || !r->leaf_ifields || !r->leaf_child_start) /* no memory for the table frame: no tables */
    for (int k = 0; k < m->nkernels; k++) leaf_free_table(m, &r->leaf[k]);
  for (int t = 0; t < m->nlprods; t++) {
    LpTable *lt = &r->lp[t];
    lp_free_table(r, lt);
    if (r->leaf_mode == CXRT_LEAF_TABLE_OFF) continue;
    lt->slot_of = malloc(sizeof(int32_t) * (size_t)m->lprods[t].key_rows);
    if (!lt->slot_of) continue;
    memset(lt->slot_of, 0xff, sizeof(int32_t) * (size_t)m->lprods[t].key_rows);
    lt->on = true;
  }
  for (int q = 0; q < m->nreadouts; q++) {
    LpTable *ht = &r->ht[q];
    ht_free_table(r, q);
    if (r->leaf_mode == CXRT_LEAF_TABLE_OFF || m->readouts[q].key_field < 0) continue;
    ht->slot_of = malloc(sizeof(int32_t) * (size_t)m->readouts[q].key_rows);
    if (!ht->slot_of) continue;
    memset(ht->slot_of, 0xff, sizeof(int32_t) * (size_t)m->readouts[q].key_rows);
    ht->on = true;
  }
  r->leaf_planned = true;
}

/* Before a batch (the panels packed): the tables of these params.  New
 * params empty them; mode ON then computes every key.  -1 with err
 * filled when ON cannot have its memory. */
int cxc_leaf_prepare(CxrtCompiledRun *r, const CxrtFrame *f, CxrtError *err) {
  const CxrtCompiled *m = r->m;
  int np = m->info.nparams;
  if (r->leaf_mode == CXRT_LEAF_TABLE_OFF) return 0;
  if (!r->leaf_planned) leaf_plan(r);
  if (r->leaf_for && (np == 0 || memcmp(r->leaf_for, r->param_ptrs, sizeof *r->param_ptrs * (size_t)np) == 0))
    return 0;
  for (int k = 0; k < m->nkernels; k++) {
    LeafTable *t = &r->leaf[k];
    if (!t->on) continue;
    if (t->nslots) memset(t->slot_of, 0xff, sizeof(int32_t) * (size_t)m->kernels[k].leaf_rows);
    t->nslots = 0;
  }
  for (int q = 0; q < m->nlprods; q++) {
    LpTable *t = &r->lp[q];
    if (t->on && t->nslots) memset(t->slot_of, 0xff, sizeof(int32_t) * (size_t)m->lprods[q].key_rows);
    t->nslots = 0;
  }
  for (int q = 0; q < m->nreadouts; q++) {
    LpTable *t = &r->ht[q];
    if (t->on && t->nslots) memset(t->slot_of, 0xff, sizeof(int32_t) * (size_t)m->readouts[q].key_rows);
    t->nslots = 0;
  }
  if (r->leaf_mode == CXRT_LEAF_TABLE_ON) {
    for (int k = 0; k < m->nkernels; k++) {
      LeafTable *t = &r->leaf[k];
      const CKernel *kk = &m->kernels[k];
      if (kk->leaf_field < 0) continue;
      int32_t *keys = t->on ? malloc(sizeof(int32_t) * (size_t)kk->leaf_rows) : NULL;
      if (!keys || leaf_grow(r, t, kk->leaf_rows, kk->leaf_rows)) {
        free(keys);
        leaf_free_table(m, t);
        r->leaf_planned = false;
        return cxrt_errorf(err, m->model_file, 0, 0,
                           "leaf table of kernel %s: cannot allocate %.0f bytes (--leaf-table on); "
                           "use --leaf-table auto or off",
                           kk->name, leaf_full_bytes(m, k));
      }
      for (int32_t i = 0; i < (int32_t)kk->leaf_rows; i++) {
        keys[i] = i;
        t->slot_of[i] = i;
      }
      leaf_compute(r, k, f, 0, keys, kk->leaf_rows);
      t->nslots = kk->leaf_rows;
      free(keys);
    }
  }
  if (!r->leaf_for && !(r->leaf_for = zalloc((size_t)(np ? np : 1), sizeof *r->leaf_for))) {
    cxc_leaf_free_all(r); /* the tables cannot be tied to these params: none this batch */
    return 0;
  }
  memcpy(r->leaf_for, r->param_ptrs, sizeof *r->param_ptrs * (size_t)np);
  return 0;
}

/* Runs kernel k on group [start, end) through its table: the group's new
 * keys computed (one contiguous run of slots), then every node's states
 * copied from the table.  false: no table, or a key out of range (a row
 * error, reported before running: the kernel runs directly, as without
 * tables). */
bool cxc_leaf_run_group(CxrtCompiledRun *r, int k, const CxrtFrame *f, int32_t start, int32_t end) {
  const CxrtCompiled *m = r->m;
  LeafTable *t = &r->leaf[k];
  if (!t->on) return false;
  const CKernel *kk = &m->kernels[k];
  int nf = m->info.nfields, field = kk->leaf_field;
  int64_t rows = kk->leaf_rows;
  const int32_t *ifl = f->ifields;
  for (int32_t i = start; i < end; i++) {
    int32_t key = ifl[(int64_t)i * nf + field];
    if (key < 0 || key >= rows) return false;
  }
  int64_t n = end - start, nnew = 0;
  if (n > r->leaf_new_cap) {
    free(r->leaf_new);
    r->leaf_new = zalloc((size_t)n, sizeof(int32_t));
    r->leaf_new_cap = r->leaf_new ? n : 0;
    if (!r->leaf_new) return false; /* this group runs without its table */
  }
  for (int32_t i = start; i < end; i++) {
    int32_t key = ifl[(int64_t)i * nf + field];
    if (t->slot_of[key] >= 0) continue;
    t->slot_of[key] = (int32_t)(t->nslots + nnew);
    r->leaf_new[nnew++] = key;
  }
  if (nnew) {
    if (leaf_grow(r, t, rows, t->nslots + nnew)) {
      /* no memory for more keys (auto): this kernel runs without a table */
      leaf_free_table(m, t);
      return false;
    }
    leaf_compute(r, k, f, t->nslots, r->leaf_new, nnew);
    t->nslots += nnew;
  }
  for (int32_t i = start; i < end; i++) {
    int64_t slot = t->slot_of[ifl[(int64_t)i * nf + field]];
    for (int c = 0; c < m->ncomps; c++) {
      int64_t numel = m->comp_numel[c];
      memcpy(f->states[c] + (int64_t)i * numel, t->data[c] + slot * numel, sizeof(float) * (size_t)numel);
    }
  }
  return true;
}

/* Room for `need` keys of `rows` floats (of `keys` in all) in table t
 * (doubling), within the budget in auto mode; -1: none (the caller turns
 * the table off). */
static int table_grow(CxrtCompiledRun *r, LpTable *t, int64_t rows, int64_t keys, int64_t need) {
  if (need <= t->cap) return 0;
  int64_t cap = t->cap > 0 ? t->cap * 2 : 64;
  if (cap < need) cap = need;
  if (cap > keys) cap = keys;
  double bytes = (double)cap * (double)rows * 4.0;
  double after = (double)r->lp_bytes + bytes - (double)t->cap * (double)rows * 4.0;
  if (r->leaf_mode == CXRT_LEAF_TABLE_AUTO && after > (double)r->leaf_budget) return -1;
  float *p = bytes > 9e18 ? NULL : aligned_alloc(64, ((size_t)bytes + 63) & ~(size_t)63);
  if (!p) return -1;
  if (t->nslots) memcpy(p, t->data, sizeof(float) * (size_t)(t->nslots * rows));
  free(t->data);
  t->data = p;
  r->lp_bytes += (cap - t->cap) * rows * 4;
  t->cap = cap;
  return 0;
}

static int lp_grow(CxrtCompiledRun *r, LpTable *t, int64_t need) {
  const CLeafProd *L = &r->m->lprods[t - r->lp];
  return table_grow(r, t, L->rows, L->key_rows, need);
}

bool cxc_hoist_table_run(CxrtCompiledRun *r, int q, CxrtFrame *f, const int32_t *nodes, int32_t n) {
  const CxrtCompiled *m = r->m;
  LpTable *t = &r->ht[q];
  if (!t->on) return false;
  const CReadout *ro = &m->readouts[q];
  int nf = m->info.nfields, field = ro->key_field;
  int64_t numel = ro->numel;
  const int32_t *ifl = f->ifields;
  for (int32_t i = 0; i < n; i++) {
    int32_t key = ifl[(int64_t)nodes[i] * nf + field];
    if (key < 0 || key >= ro->key_rows) return false; /* (a row error, reported before the run) */
  }
  if (n > r->ht_new_cap) {
    free(r->ht_new);
    r->ht_new = zalloc((size_t)n, sizeof(int32_t));
    r->ht_new_cap = r->ht_new ? n : 0;
    if (!r->ht_new) return false; /* this batch computes the rows directly */
  }
  int32_t nnew = 0;
  for (int32_t i = 0; i < n; i++) {
    int32_t key = ifl[(int64_t)nodes[i] * nf + field];
    if (t->slot_of[key] >= 0) continue;
    t->slot_of[key] = (int32_t)(t->nslots + nnew);
    r->ht_new[nnew++] = nodes[i];
  }
  if (nnew) {
    if (table_grow(r, t, numel, ro->key_rows, t->nslots + nnew)) {
      ht_free_table(r, q); /* no memory or budget for more keys: no table for this product */
      return false;
    }
    /* the kernel on the nodes of the new keys, its rows into their slots */
    m->rofn[q](f, r->ht_new, nnew, t->data + t->nslots * numel);
    t->nslots += nnew;
    r->ht_computed += nnew;
  }
  float *val = r->ro_val[q];
  for (int32_t i = 0; i < n; i++) {
    int32_t key = ifl[(int64_t)nodes[i] * nf + field];
    memcpy(val + (int64_t)nodes[i] * numel, t->data + (int64_t)t->slot_of[key] * numel, sizeof(float) * (size_t)numel);
  }
  return true;
}

/* Before kernel k runs group [start, end):
 * each table of k gets the slot of every node's child (-1 unless that
 * child is a leaf of the table's leaf kernel with a key in range).  A
 * key's first use gets a new slot, and its node is the writer (-2 -
 * slot): the kernel computes that node's sums as without a table and
 * stores them in the row, which later groups read; other nodes of the
 * group with the same new key just compute (-1).  One writer per key, so
 * threads never write the same row.  A table that cannot grow is turned
 * off (its nodes get -1). */
void cxc_lp_group(CxrtCompiledRun *r, int k, int32_t start, int32_t end) {
  const CxrtCompiled *m = r->m;
  const CxrtLinearized *L = &r->lin;
  int nf = m->info.nfields;
  for (int q = 0; q < m->nlprods; q++) {
    const CLeafProd *P = &m->lprods[q];
    LpTable *t = &r->lp[q];
    if (P->kernel != k) continue;
    if (L->nnodes > t->node_cap) {
      free(t->node_slot);
      t->node_slot = malloc(sizeof(int32_t) * (size_t)L->nnodes);
      t->node_cap = t->node_slot ? L->nnodes : 0;
      if (!t->node_slot) {
        /* no tables for the rest of the batch: drop them all, rows
           promised to writers in this group included */
        for (int z = 0; z < m->nlprods; z++) lp_free_table(r, &r->lp[z]);
        r->lp_ok = false;
        return;
      }
    }
    r->lp_slot[q] = t->node_slot;
    int32_t g0 = P->leaf_kernel, lo = L->group_start[g0], hi = L->group_start[g0 + 1];
    int64_t filled = t->nslots, nnew = 0;
    for (int32_t i = start; i < end; i++) {
      int32_t slot = -1, cs = L->child_start[i];
      if (t->on && L->child_start[i + 1] - cs > P->child) {
        int32_t c = L->children[cs + P->child];
        int32_t key = c >= lo && c < hi ? L->ifields[(int64_t)c * nf + P->key_field] : -1;
        if (key >= 0 && key < P->key_rows) {
          if (t->slot_of[key] < 0) {
            t->slot_of[key] = (int32_t)(filled + nnew++);
            slot = -2 - t->slot_of[key];
          } else if (t->slot_of[key] < filled) {
            slot = t->slot_of[key];
          }
        }
      }
      t->node_slot[i] = slot;
    }
    if (nnew && lp_grow(r, t, filled + nnew)) {
      lp_free_table(r, t);
      for (int32_t i = start; i < end; i++) t->node_slot[i] = -1;
      nnew = 0;
    }
    t->nslots += nnew;
    r->lp_computed += nnew;
    r->lp_data[q] = t->data;
  }
}

void cxc_chunk_of(int32_t start, int32_t end, int T, int i, int32_t *lo, int32_t *hi);

/* The order of group [start, end) for kernel k's GEMMs: the nodes by the
 * set of k's tables in which they have a filled row (a stable counting
 * sort), so that a tile's nodes mostly skip the same segments.  Within
 * each thread's chunk when the group will be cut (a kernel call must
 * keep to its own nodes).  false: no order (no table, or more than 8). */
bool cxc_lp_order(CxrtCompiledRun *r, int k, int32_t start, int32_t end) {
  const CxrtCompiled *m = r->m;
  int tabs[8], nt = 0;
  for (int q = 0; q < m->nlprods; q++)
    if (m->lprods[q].kernel == k) {
      if (nt == 8) return false;
      tabs[nt++] = q;
    }
  if (nt == 0) return false;
  if (r->lin.nnodes > r->lp_perm_cap) {
    free(r->lp_perm);
    r->lp_perm = malloc(sizeof(int32_t) * (size_t)r->lin.nnodes);
    r->lp_perm_cap = r->lp_perm ? r->lin.nnodes : 0;
    if (!r->lp_perm) return false;
  }
  int chunks = r->pool && (int64_t)end - start >= r->thread_min_nodes ? r->pool->nthreads : 1;
  for (int ch = 0; ch < chunks; ch++) {
    int32_t lo = start, hi = end;
    if (chunks > 1) cxc_chunk_of(start, end, chunks, ch, &lo, &hi);
    int32_t count[257] = {0};
    for (int pass = 0; pass < 2; pass++) {
      for (int32_t i = lo; i < hi; i++) {
        int pat = 0;
        for (int b = 0; b < nt; b++) pat |= (r->lp[tabs[b]].node_slot[i] >= 0) << b;
        if (pass == 0) count[pat + 1]++;
        else r->lp_perm[lo + count[pat]++] = i;
      }
      if (pass == 0)
        for (int p = 0; p < (1 << nt); p++) count[p + 1] += count[p];
    }
  }
  return true;
}
