/* Reading a compiled model's description (the blob, stdlib/compiled.h):
 * every length and index checked against the blob's size, another ABI
 * version an error. */
#include "stdlib/compiled_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- reading the description --------------------------------------------------- */

typedef struct Reader {
  const uint8_t *p, *end;
  bool bad;
  bool oom;                  /* bad because memory ran out, not the blob */
  CxrtCompiled *m;
} Reader;

/* An array of the description; NULL (and the reader stopped) when out
 * of memory. */
static void *rd_alloc(Reader *r, size_t n, size_t size) {
  void *p = zalloc(n, size);
  if (!p) r->bad = r->oom = true;
  return p;
}

static uint64_t rd_bytes(Reader *r, int n) {
  if (r->bad || r->end - r->p < n) {
    r->bad = true;
    return 0;
  }
  uint64_t v = 0;
  for (int i = 0; i < n; i++) v |= (uint64_t)r->p[i] << (8 * i);
  r->p += n;
  return v;
}

static uint8_t rd_u8(Reader *r) { return (uint8_t)rd_bytes(r, 1); }
static uint32_t rd_u32(Reader *r) { return (uint32_t)rd_bytes(r, 4); }
static int32_t rd_i32(Reader *r) { return (int32_t)(uint32_t)rd_bytes(r, 4); }
static int64_t rd_i64(Reader *r) { return (int64_t)rd_bytes(r, 8); }

/* A count of items each at least `min` bytes long: bounded by what is left. */
static int rd_count(Reader *r, size_t min) {
  uint32_t n = rd_u32(r);
  if (r->bad || n > (uint32_t)((size_t)(r->end - r->p) / (min ? min : 1)) || n > 1000000) {
    r->bad = true;
    return 0;
  }
  return (int)n;
}

static const char *rd_str(Reader *r) {
  uint32_t n = rd_u32(r);
  if (r->bad || n > (size_t)(r->end - r->p)) {
    r->bad = true;
    return "";
  }
  CxrtCompiled *m = r->m;
  if (m->strings_used + n + 1 > m->strings_cap) { /* cannot happen: cap is the blob's size */
    r->bad = true;
    return "";
  }
  char *s = m->strings + m->strings_used;
  memcpy(s, r->p, n);
  s[n] = '\0';
  for (uint32_t i = 0; i < n; i++)
    if (!s[i]) r->bad = true;
  m->strings_used += n + 1;
  r->p += n;
  return s;
}

static CLoc rd_loc(Reader *r) {
  CLoc l;
  l.file = rd_str(r);
  l.line = rd_i32(r);
  l.col = rd_i32(r);
  return l;
}

static void rd_shape(Reader *r, int *rank, int64_t *dims) {
  uint32_t n = rd_u32(r);
  if (n > CXRT_MAX_RANK) {
    r->bad = true;
    n = 0;
  }
  *rank = (int)n;
  for (uint32_t d = 0; d < n; d++) {
    dims[d] = rd_i64(r);
    if (dims[d] < 0) r->bad = true;
  }
}

static CTemp *rd_temps(Reader *r, int *n) {
  *n = rd_count(r, 9);
  CTemp *t = rd_alloc(r, (size_t)*n, sizeof *t);
  for (int i = 0; i < *n && !r->bad; i++) {
    t[i].space = rd_u8(r);
    t[i].numel = rd_i64(r);
    if (t[i].space > CX_SPACE_EDGE || t[i].numel < 0 || t[i].numel > ((int64_t)1 << 40)) r->bad = true;
  }
  return t;
}

static int read_blob(Reader *r) {
  CxrtCompiled *m = r->m;
  CxrtModelInfo *info = &m->info;
  if (r->end - r->p < 16 || memcmp(r->p, CX_BLOB_MAGIC, 8) != 0) return -1;
  r->p += 8;
  if (rd_u32(r) != CX_BLOB_VERSION || rd_u32(r) != CX_ABI_VERSION) return -2;
  info->name = rd_str(r);
  m->model_file = rd_str(r);
  m->rec_name = rd_str(r);
  info->input_name = rd_str(r);
  uint32_t kind = rd_u32(r);
  if (kind > CXRT_SEQ) r->bad = true;
  info->input_kind = (CxrtInputKind)kind;
  info->max_arity = rd_i32(r);
  uint8_t flags = rd_u8(r);
  if (flags > 15) r->bad = true;
  m->node_ints = (flags & 1) != 0;
  m->root_ids = (flags & 2) != 0;
  m->one_level = (flags & 4) != 0;
  m->other_edges = (flags & 8) != 0;

  info->nparams = rd_count(r, 24);
  info->params = rd_alloc(r, (size_t)info->nparams, sizeof *info->params);
  for (int i = 0; i < info->nparams && !r->bad; i++) {
    CxrtParamInfo *p = &info->params[i];
    p->name = rd_str(r);
    p->key = rd_str(r);
    p->slice_lo = rd_i64(r);
    p->slice_hi = rd_i64(r);
    rd_shape(r, &p->rank, p->dims);
    CLoc l = rd_loc(r);
    p->model_file = l.file;
    p->line = l.line;
    p->col = l.col;
  }
  info->nfields = rd_count(r, 12);
  info->fields = rd_alloc(r, (size_t)info->nfields, sizeof *info->fields);
  for (int i = 0; i < info->nfields && !r->bad; i++) {
    info->fields[i].name = rd_str(r);
    uint32_t k = rd_u32(r);
    if (k > CXRT_FIELD_VEC) r->bad = true;
    info->fields[i].kind = (CxrtFieldKind)k;
    info->fields[i].dim = rd_i32(r);
    if (info->fields[i].dim < 0) r->bad = true;
  }
  m->ncomps = rd_count(r, 12);
  m->comp_names = rd_alloc(r, (size_t)m->ncomps, sizeof *m->comp_names);
  m->comp_numel = rd_alloc(r, (size_t)m->ncomps, sizeof *m->comp_numel);
  for (int c = 0; c < m->ncomps && !r->bad; c++) {
    const char *n = rd_str(r);
    m->comp_names[c] = *n ? n : NULL;
    m->comp_numel[c] = rd_i64(r);
    if (m->comp_numel[c] < 0) r->bad = true;
  }
  m->nbranches = rd_count(r, 16);
  m->branch_labels = rd_alloc(r, (size_t)m->nbranches, sizeof *m->branch_labels);
  m->branch_locs = rd_alloc(r, (size_t)m->nbranches, sizeof *m->branch_locs);
  m->branch_readers = rd_alloc(r, (size_t)m->nbranches, sizeof *m->branch_readers);
  m->branch_reader_locs = rd_alloc(r, (size_t)m->nbranches, sizeof *m->branch_reader_locs);
  for (int b = 0; b < m->nbranches && !r->bad; b++) {
    m->branch_labels[b] = rd_str(r);
    m->branch_locs[b] = rd_loc(r);
    const char *reader = rd_str(r);
    m->branch_readers[b] = *reader ? reader : NULL;
    m->branch_reader_locs[b] = rd_loc(r);
  }
  m->nkernels = rd_count(r, 16);
  m->kernels = rd_alloc(r, (size_t)m->nkernels, sizeof *m->kernels);
  m->max_child = rd_alloc(r, (size_t)m->nkernels, sizeof *m->max_child);
  for (int k = 0; k < m->nkernels && !r->bad; k++) {
    CKernel *kk = &m->kernels[k];
    kk->name = rd_str(r);
    kk->source = rd_i32(r);
    kk->max_child = rd_i32(r);
    kk->max_other = rd_i32(r);
    kk->leaf_field = rd_i32(r);
    kk->leaf_rows = rd_i64(r);
    kk->row_split = rd_u8(r);
    if (kk->row_split > 2) r->bad = true;
    kk->temps = rd_temps(r, &kk->ntemps);
    if (kk->leaf_field < -1 || kk->leaf_field >= info->nfields ||
        (kk->leaf_field >= 0 && (info->fields[kk->leaf_field].kind != CXRT_FIELD_INT || kk->leaf_rows < 1 ||
                                 kk->leaf_rows > INT32_MAX)) ||
        (kk->leaf_field < 0 && kk->leaf_rows != 0))
      r->bad = true;
    if (kk->source < 0 || kk->source >= m->nbranches || kk->max_child < -1 || kk->max_other < -1) r->bad = true;
    m->max_child[k] = kk->max_child;
  }
  info->noutputs = rd_count(r, 20);
  info->outputs = rd_alloc(r, (size_t)info->noutputs, sizeof *info->outputs);
  m->outputs = rd_alloc(r, (size_t)info->noutputs, sizeof *m->outputs);
  for (int o = 0; o < info->noutputs && !r->bad; o++) {
    CxrtOutputInfo *oi = &info->outputs[o];
    COutput *co = &m->outputs[o];
    oi->name = rd_str(r);
    co->kname = rd_str(r);
    oi->per_node = rd_u8(r) != 0;
    oi->is_int = rd_u8(r) != 0;
    rd_shape(r, &oi->rank, oi->dims);
    co->loc = rd_loc(r);
    co->numel = rd_i64(r);
    co->temps = rd_temps(r, &co->ntemps);
    if (!r->bad && co->numel != cxrt_output_numel(oi)) r->bad = true;
  }
  m->nchecks = rd_count(r, 30);
  m->checks = rd_alloc(r, (size_t)m->nchecks, sizeof *m->checks);
  for (int c = 0; c < m->nchecks && !r->bad; c++) {
    CCheck *k = &m->checks[c];
    k->block = rd_i32(r);
    k->kind = rd_u8(r);
    unsigned per = rd_u8(r);
    k->per_child = per != 0;
    k->over_other = per == 2;
    if (per > 2) r->bad = true;
    k->matrix = rd_str(r);
    k->rows = rd_i64(r);
    k->loc = rd_loc(r);
    k->field = rd_i32(r);
    k->n = rd_count(r, 27);
    k->ins = rd_alloc(r, (size_t)k->n, sizeof *k->ins);
    /* (a readout's block, below -noutputs, is checked with the readouts) */
    if (k->block >= m->nbranches || k->field < -1 || k->field >= info->nfields ||
        k->n < 1 || k->kind > CX_CHECK_GUARD_MOD || (k->kind >= CX_CHECK_GUARD_DIV && k->block < 0))
      r->bad = true;
    for (int i = 0; i < k->n && !r->bad; i++) {
      CInstr *in = &k->ins[i];
      in->op = rd_u8(r);
      in->node = rd_u8(r);
      in->cmp = rd_u8(r);
      in->field = rd_i32(r);
      in->child = rd_i32(r);
      in->a = rd_i32(r);
      in->b = rd_i32(r);
      in->value = rd_i64(r);
      if (in->op >= CX_IOP_COUNT || in->node > CX_NODE_OTHER || in->cmp > CX_CMP_GE || in->a >= i || in->b >= i ||
          in->child < 0 || (in->op == CX_IOP_FIELD && (in->field < 0 || in->field >= info->nfields)) ||
          (in->op == CX_IOP_NINT && (in->field < 0 || in->field > CXRT_NINTS || (in->field < CXRT_NINTS && !m->node_ints))))
        r->bad = true;
      /* ops with operands need them */
      int nargs = in->op == CX_IOP_NOT ? 1 : in->op >= CX_IOP_ADD && in->op != CX_IOP_NINT ? 2 : 0;
      if ((nargs >= 1 && in->a < 0) || (nargs >= 2 && in->b < 0)) r->bad = true;
    }
  }
  m->npacks = rd_count(r, 8);
  m->pack_floats = rd_alloc(r, (size_t)m->npacks, sizeof *m->pack_floats);
  for (int p = 0; p < m->npacks && !r->bad; p++) {
    m->pack_floats[p] = rd_i64(r);
    if (m->pack_floats[p] < 0 || m->pack_floats[p] > ((int64_t)1 << 40)) r->bad = true;
  }
  m->nlprods = rd_count(r, 32);
  m->lprods = rd_alloc(r, (size_t)(m->nlprods ? m->nlprods : 1), sizeof *m->lprods);
  for (int t = 0; t < m->nlprods && !r->bad; t++) {
    CLeafProd *L = &m->lprods[t];
    L->kernel = rd_i32(r);
    L->child = rd_i32(r);
    L->leaf_kernel = rd_i32(r);
    L->key_field = rd_i32(r);
    L->key_rows = rd_i64(r);
    L->rows = rd_i64(r);
    if (L->kernel < 0 || L->kernel >= m->nkernels || L->leaf_kernel < 0 || L->leaf_kernel >= m->nkernels ||
        L->child < 0 || L->child > 1000 || L->key_field < 0 || L->key_field >= m->info.nfields ||
        m->info.fields[L->key_field].kind != CXRT_FIELD_INT || L->key_rows < 1 || L->key_rows > INT32_MAX ||
        L->rows < 1 || L->rows > ((int64_t)1 << 30))
      r->bad = true;
  }
  m->nreadouts = rd_count(r, 29);
  m->readouts = rd_alloc(r, (size_t)(m->nreadouts ? m->nreadouts : 1), sizeof *m->readouts);
  for (int q = 0; q < m->nreadouts && !r->bad; q++) {
    CReadout *ro = &m->readouts[q];
    ro->kname = rd_str(r);
    uint8_t red = rd_u8(r);
    ro->red = red & 15;
    ro->roots_only = (red & 16) != 0;
    if ((red & ~31) || (ro->roots_only && ro->red == 3)) r->bad = true;
    ro->kernel = rd_i32(r);
    ro->numel = rd_i64(r);
    ro->key_field = rd_i32(r);
    ro->key_rows = rd_i64(r);
    ro->temps = rd_temps(r, &ro->ntemps);
    if (ro->red > 3 || ro->numel < 1 || ro->numel > ((int64_t)1 << 30)) r->bad = true;
    if (ro->key_field < -1 || ro->key_field >= info->nfields ||
        (ro->key_field >= 0 && (ro->red != 3 || info->fields[ro->key_field].kind != CXRT_FIELD_INT ||
                                ro->key_rows < 1 || ro->key_rows > INT32_MAX)))
      r->bad = true;
    /* a hoisted product (red 3) runs over one kernel's nodes, after the
     * node-set reductions in the list */
    if (ro->red == 3 ? ro->kernel < 0 || ro->kernel >= m->nkernels : ro->kernel != -1) r->bad = true;
    if (ro->red != 3 && q > 0 && m->readouts[q - 1].red == 3) r->bad = true;
  }
  for (int c = 0; c < m->nchecks && !r->bad; c++) {
    int64_t q = -1 - (int64_t)info->noutputs - m->checks[c].block;
    if (q >= 0 && (q >= m->nreadouts || m->readouts[q].red == 3)) r->bad = true;
  }
  m->nphases = rd_count(r, 1);
  if (m->nphases < 1 || m->nphases > 64) r->bad = true;
  m->phase_reversed = rd_alloc(r, (size_t)(m->nphases > 0 ? m->nphases : 1), sizeof *m->phase_reversed);
  m->phase_name = rd_alloc(r, (size_t)(m->nphases > 0 ? m->nphases : 1), sizeof *m->phase_name);
  m->phase_one_level = rd_alloc(r, (size_t)(m->nphases > 0 ? m->nphases : 1), sizeof *m->phase_one_level);
  for (int ph = 0; ph < m->nphases && !r->bad; ph++) {
    uint8_t v = rd_u8(r);
    if (v >= 3) r->bad = true; /* (a reversed phase is never one level) */
    m->phase_reversed[ph] = (v & 1) != 0;
    m->phase_one_level[ph] = (v & 2) != 0;
    m->phase_name[ph] = rd_str(r);
  }
  m->kernel_phase = rd_alloc(r, (size_t)(m->nkernels ? m->nkernels : 1), sizeof *m->kernel_phase);
  for (int k = 0; k < m->nkernels && !r->bad; k++) {
    m->kernel_phase[k] = rd_u8(r);
    if (m->kernel_phase[k] >= m->nphases) r->bad = true;
  }
  m->phased = !r->bad && (m->nphases > 1 || m->phase_reversed[0]);
  m->branch_phase = rd_alloc(r, (size_t)(m->nbranches ? m->nbranches : 1), 1);
  for (int k = 0; k < m->nkernels && !r->bad; k++)
    if (m->kernels[k].source >= 0 && m->kernels[k].source < m->nbranches)
      m->branch_phase[m->kernels[k].source] = m->kernel_phase[k];
  m->nsites = rd_count(r, 29);
  m->sites = rd_alloc(r, (size_t)(m->nsites ? m->nsites : 1), sizeof *m->sites);
  for (int q = 0; q < m->nsites && !r->bad; q++) {
    CSite *st = &m->sites[q];
    st->kernel = rd_i32(r);
    st->instr = rd_i32(r);
    st->kind = rd_u8(r);
    st->matrix = rd_str(r);
    st->rows = rd_i64(r);
    st->loc = rd_loc(r);
    if (st->kernel >= m->nkernels || -1 - (int64_t)st->kernel >= (int64_t)info->noutputs + m->nreadouts ||
        st->instr < 0 || st->kind > CX_SITE_MOD || st->rows < 0)
      r->bad = true;
  }
  if (rd_u32(r) != 0 || r->p != r->end) r->bad = true;
  /* A leaf table's keys are rows of a param: some row check of the
   * kernel's branch indexes a param of exactly leaf_rows rows by the key
   * field itself, so every key the table computes is a valid row. */
  for (int k = 0; k < m->nkernels && !r->bad; k++) {
    const CKernel *kk = &m->kernels[k];
    if (kk->leaf_field < 0) continue;
    bool found = false;
    for (int c = 0; c < m->nchecks && !found; c++) {
      const CCheck *ch = &m->checks[c];
      found = ch->kind == CX_CHECK_ROW && ch->block == kk->source && !ch->per_child && ch->field == kk->leaf_field && ch->n == 1 &&
              ch->ins[0].op == CX_IOP_FIELD && ch->ins[0].node == CX_NODE_SELF &&
              ch->ins[0].field == kk->leaf_field && ch->rows == kk->leaf_rows;
    }
    if (!found) r->bad = true;
  }
  return r->bad ? -1 : 0;
}

/* -1: out of memory. */
static int index_checks(CxrtCompiled *m) {
  /* the outputs' lists, then the readouts' (block -1 - o) */
  int nb = m->nbranches, no = m->info.noutputs + m->nreadouts;
  m->bchecks = zalloc((size_t)nb, sizeof *m->bchecks);
  m->nbchecks = zalloc((size_t)nb, sizeof *m->nbchecks);
  m->ochecks = zalloc((size_t)no, sizeof *m->ochecks);
  m->nochecks = zalloc((size_t)no, sizeof *m->nochecks);
  if (!m->bchecks || !m->nbchecks || !m->ochecks || !m->nochecks) return -1;
  for (int b = 0; b < nb; b++)
    if (!(m->bchecks[b] = zalloc((size_t)m->nchecks, sizeof(int)))) return -1;
  for (int o = 0; o < no; o++)
    if (!(m->ochecks[o] = zalloc((size_t)m->nchecks, sizeof(int)))) return -1;
  for (int c = 0; c < m->nchecks; c++) {
    int blk = m->checks[c].block;
    if (blk >= 0) m->bchecks[blk][m->nbchecks[blk]++] = c;
    else m->ochecks[-1 - blk][m->nochecks[-1 - blk]++] = c;
  }
  m->any_checks = m->nchecks > 0;
  for (int c = 0; c < m->nchecks; c++)
    if (m->checks[c].kind >= CX_CHECK_GUARD_DIV) m->guard_checks = true;
  return 0;
}

/* The linearizer's names of the kernels' branches; -1: out of memory. */
static int name_kernels(CxrtCompiled *m) {
  m->kernel_branch = zalloc((size_t)m->nkernels, sizeof *m->kernel_branch);
  m->kernel_loc = zalloc((size_t)m->nkernels, sizeof *m->kernel_loc);
  if (!m->kernel_branch || !m->kernel_loc) return -1;
  for (int k = 0; k < m->nkernels; k++) {
    int b = m->kernels[k].source;
    const char *reader = m->branch_readers[b];
    const CLoc *l = reader ? &m->branch_reader_locs[b] : &m->branch_locs[b];
    /* with phases, the recs of the kernel's phase (a top-down rec's own
     * name when it runs alone); a fused branch: the pass branch that
     * reads the child */
    const char *rec = m->phased ? m->phase_name[m->kernel_phase[k]] : m->rec_name;
    size_t n = strlen(reader ? reader : m->branch_labels[b]) + strlen(rec) + 32;
    size_t nl = strlen(l->file[0] ? l->file : m->model_file) + 32;
    if (!(m->kernel_branch[k] = malloc(n)) || !(m->kernel_loc[k] = malloc(nl))) return -1;
    if (reader) snprintf(m->kernel_branch[k], n, "%s", reader);
    else snprintf(m->kernel_branch[k], n, "branch '%s' of rec '%s'", m->branch_labels[b], rec);
    snprintf(m->kernel_loc[k], nl, "%s:%d:%d", l->file[0] ? l->file : m->model_file, l->line, l->col);
  }
  return 0;
}

static CxrtCompiled *compiled_oom(CxrtError *err) {
  cxrt_errorf(err, "", 0, 0, "out of memory reading the compiled model's description");
  return NULL;
}

CxrtCompiled *cxrt_compiled_open(CxrtModelFn fn, CxrtError *err) {
  if (!fn) {
    cxrt_errorf(err, "", 0, 0, "no compiled model (cx_model is missing)");
    return NULL;
  }
  const uint8_t *blob = NULL;
  int64_t len = 0;
  int32_t n = fn(&blob, &len, NULL, 0);
  if (!blob || len <= 0 || n < 2) {
    cxrt_errorf(err, "", 0, 0, "the compiled model carries no description");
    return NULL;
  }
  CxrtCompiled *m = zalloc(1, sizeof *m);
  if (m) m->strings_cap = (size_t)len + 1;
  if (!m || !(m->strings = zalloc(m->strings_cap, 1))) {
    cxrt_compiled_free(m);
    return compiled_oom(err);
  }
  Reader r = {blob, blob + len, false, false, m};
  int rc = read_blob(&r);
  if (rc) {
    if (r.oom) compiled_oom(err);
    else if (rc == -2)
      cxrt_errorf(err, "", 0, 0, "the compiled model was made by another version of Cortex (ABI %u, expected %d); "
                                 "rebuild it with this cortex", blob[12] | blob[13] << 8, CX_ABI_VERSION);
    else cxrt_errorf(err, "", 0, 0, "the compiled model's description is corrupt");
    cxrt_compiled_free(m);
    return NULL;
  }
  int want = 3 + m->info.noutputs + m->nkernels + m->nreadouts;
  if (n != want) {
    cxrt_errorf(err, "", 0, 0, "the compiled model has %d entry points, its description %d", n, want);
    cxrt_compiled_free(m);
    return NULL;
  }
  void **entries = zalloc((size_t)n, sizeof *entries);
  m->outfn = zalloc((size_t)m->info.noutputs, sizeof *m->outfn);
  m->kernfn = zalloc((size_t)(m->nkernels ? m->nkernels : 1), sizeof *m->kernfn);
  m->rofn = zalloc((size_t)(m->nreadouts ? m->nreadouts : 1), sizeof *m->rofn);
  if (!entries || !m->outfn || !m->kernfn || !m->rofn || index_checks(m) || name_kernels(m)) {
    free(entries);
    cxrt_compiled_free(m);
    return compiled_oom(err);
  }
  fn(&blob, &len, entries, n);
  m->classify = (ClassifyFn)entries[0];
  m->run = (RunFn)entries[1];
  for (int o = 0; o < m->info.noutputs; o++) m->outfn[o] = (OutputFn)entries[2 + o];
  m->pack = (PackFn)entries[2 + m->info.noutputs];
  for (int k = 0; k < m->nkernels; k++) m->kernfn[k] = (KernelFn)entries[3 + m->info.noutputs + k];
  for (int q = 0; q < m->nreadouts; q++) m->rofn[q] = (OutputFn)entries[3 + m->info.noutputs + m->nkernels + q];
  free(entries);
  bool missing = !m->classify || !m->run || !m->pack;
  for (int o = 0; o < m->info.noutputs; o++) missing = missing || !m->outfn[o];
  for (int k = 0; k < m->nkernels; k++) missing = missing || !m->kernfn[k];
  for (int q = 0; q < m->nreadouts; q++) missing = missing || !m->rofn[q];
  if (missing) {
    cxrt_errorf(err, "", 0, 0, "an entry point of the compiled model is missing");
    cxrt_compiled_free(m);
    return NULL;
  }
  return m;
}

void cxrt_compiled_free(CxrtCompiled *m) {
  if (!m) return;
  free(m->info.params);
  free(m->info.fields);
  free(m->info.outputs);
  free(m->comp_names);
  free(m->comp_numel);
  free(m->branch_labels);
  free(m->branch_locs);
  free(m->branch_readers);
  free(m->branch_reader_locs);
  if (m->kernels)
    for (int k = 0; k < m->nkernels; k++) free(m->kernels[k].temps);
  free(m->kernels);
  free(m->max_child);
  for (int k = 0; k < m->nkernels; k++) {
    if (m->kernel_branch) free(m->kernel_branch[k]);
    if (m->kernel_loc) free(m->kernel_loc[k]);
  }
  free(m->kernel_branch);
  free(m->kernel_loc);
  if (m->outputs)
    for (int o = 0; o < m->info.noutputs; o++) free(m->outputs[o].temps);
  free(m->outputs);
  if (m->checks)
    for (int c = 0; c < m->nchecks; c++) free(m->checks[c].ins);
  free(m->checks);
  if (m->bchecks)
    for (int b = 0; b < m->nbranches; b++) free(m->bchecks[b]);
  if (m->ochecks)
    for (int o = 0; o < m->info.noutputs + m->nreadouts; o++) free(m->ochecks[o]);
  free(m->bchecks);
  free(m->nbchecks);
  free(m->ochecks);
  free(m->nochecks);
  free(m->outfn);
  free(m->kernfn);
  if (m->readouts)
    for (int q = 0; q < m->nreadouts; q++) free(m->readouts[q].temps);
  free(m->readouts);
  free(m->rofn);
  free(m->pack_floats);
  free(m->lprods);
  free(m->sites);
  free(m->phase_reversed);
  free(m->phase_one_level);
  free(m->phase_name);
  free(m->kernel_phase);
  free(m->branch_phase);
  free(m->strings);
  free(m);
}

const CxrtModelInfo *cxrt_compiled_info(const CxrtCompiled *m) { return &m->info; }
int cxrt_compiled_nbranches(const CxrtCompiled *m) { return m->nbranches; }
const char *cxrt_compiled_branch_label(const CxrtCompiled *m, int b) {
  return b >= 0 && b < m->nbranches ? m->branch_labels[b] : NULL;
}
int cxrt_compiled_ncomps(const CxrtCompiled *m) { return m->ncomps; }
const char *cxrt_compiled_comp_name(const CxrtCompiled *m, int c) {
  return c >= 0 && c < m->ncomps ? m->comp_names[c] : NULL;
}
int64_t cxrt_compiled_comp_numel(const CxrtCompiled *m, int c) {
  return c >= 0 && c < m->ncomps ? m->comp_numel[c] : 0;
}
