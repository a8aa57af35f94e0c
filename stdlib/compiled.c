/* Running compiled models: see cxrt.h ("compiled models") and the
 * contract with the generated code in stdlib/compiled.h.
 *
 * This is the part of the compiled backend that needs no compiler, so
 * that `cortex run --jit`, the compiled-code cache, built executables and
 * built shared libraries all run a batch through the same code:
 *
 *   linearize (linearize.c, with the generated classify)
 *   -> check the row indices that come from the data (so that a bad word
 *      id is reported exactly as the interpreter reports it, before
 *      anything runs)
 *   -> pack the GEMMs' weight panels (once per set of params)
 *   -> the levels in order: each (level, kernel) group through its kernel
 *      (a tabulable leaf group through its leaf table, a big group in
 *      chunks on the thread pool with --threads)
 *   -> outputs (one call per output over the roots or over every node)
 *   -> optional NaN/Inf scan
 *   -> scatter into the per-structure results, in node order.
 *
 * The model's description comes from the blob the generated code carries:
 * read once (cxrt_compiled_open) into an immutable CxrtCompiled; the
 * buffers of a batch live in a CxrtCompiledRun, one per thread. */
#include "stdlib/compiled.h"
#include "stdlib/errstr.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef int (*ClassifyFn)(int32_t arity, const int32_t *fields);
typedef void (*RunFn)(CxrtFrame *f);
typedef void (*OutputFn)(CxrtFrame *f, const int32_t *nodes, int32_t count, float *out);
typedef void (*PackFn)(CxrtFrame *f);
typedef void (*KernelFn)(CxrtFrame *f, int32_t start, int32_t end);

typedef struct CTemp {
  int space;
  int64_t numel;
} CTemp;

typedef struct CLoc {
  const char *file;
  int line, col;
} CLoc;

typedef struct CKernel {
  const char *name;
  int source, max_child;
  int leaf_field;            /* leaf table key (model field), -1: none */
  int64_t leaf_rows;         /* keys in [0, leaf_rows) */
  int ntemps;
  CTemp *temps;
} CKernel;

typedef struct COutput {
  const char *kname;         /* the output kernel's name (out_logits) */
  CLoc loc;
  int64_t numel;
  int ntemps;
  CTemp *temps;
} COutput;

/* A leaf-product table (ir/leafprod.c, LoopLeafProd). */
typedef struct CLeafProd {
  int kernel;                /* the GEMM's kernel */
  int child;                 /* the child position its segment reads */
  int leaf_kernel;           /* children in this kernel's level-0 group */
  int key_field;
  int64_t key_rows;
  int64_t rows;              /* floats per key */
} CLeafProd;

typedef struct CInstr {
  uint8_t op, node, cmp;
  int32_t field, child, a, b;
  int64_t value;
} CInstr;

typedef struct CCheck {
  int block;                 /* branch b >= 0, output o as -1 - o */
  bool per_child;
  const char *matrix;
  int64_t rows;
  CLoc loc;
  int field;                 /* the index is this field, else -1 */
  int n;
  CInstr *ins;               /* the index is ins[n - 1] */
} CCheck;

struct CxrtCompiled {
  CxrtModelInfo info;
  const char *model_file, *rec_name;
  int ncomps;
  const char **comp_names;
  int64_t *comp_numel;
  int nbranches;
  const char **branch_labels;
  CLoc *branch_locs;
  int nkernels;
  CKernel *kernels;
  int *max_child;            /* per kernel, for the linearizer */
  char **kernel_branch;      /* per kernel: "branch 'internal' of rec 'node'" (its messages) */
  char **kernel_loc;         /* per kernel: where that branch is, "m.cx:29:3" */
  COutput *outputs;          /* info.noutputs */
  int nchecks;
  CCheck *checks;
  int **bchecks, *nbchecks;  /* per branch: indices into checks */
  int **ochecks, *nochecks;  /* per output */
  bool any_checks;
  ClassifyFn classify;
  RunFn run;
  OutputFn *outfn;
  PackFn pack;
  KernelFn *kernfn;          /* per kernel */
  int npacks;
  int64_t *pack_floats;      /* per panel */
  int nlprods;
  CLeafProd *lprods;
  char *strings;             /* every string of the description */
  size_t strings_used, strings_cap;
};

struct CxrtCompiledRun {
  const CxrtCompiled *m;
  bool check_nonfinite;
  CxrtLinearized lin;
  float **states;
  int64_t state_cap;         /* nodes */
  float *scratch;
  int64_t scratch_cap;       /* floats */
  float **outbuf;
  int64_t *outbuf_cap;       /* floats */
  const float **param_ptrs;
  float **packed;            /* the panels, packed from packed_for */
  const float **packed_for;  /* the params' data the panels hold (NULL: none yet) */
  int32_t *fieldbuf;         /* one node's int fields, model order */
  /* leaf tables (per kernel; see cxrt_compiled_run_set_leaf_table) */
  CxrtLeafTableMode leaf_mode;
  int64_t leaf_budget;
  bool leaf_planned;         /* which kernels get a table: decided */
  struct LeafTable *leaf;    /* [nkernels] */
  const float **leaf_for;    /* the params' data the tables hold (NULL: none yet) */
  float *leaf_scratch;
  int64_t leaf_scratch_cap;
  int32_t *leaf_ifields;     /* [LEAF_CHUNK * nfields] */
  int32_t *leaf_child_start; /* [LEAF_CHUNK + 1], zeros */
  int32_t *leaf_new;         /* a group's new keys */
  int64_t leaf_new_cap;
  float **leaf_states;       /* [ncomps]: the table frame's states */
  int64_t leaf_computed;
  /* leaf-product tables (per m->lprods; on with the leaf tables) */
  struct LpTable *lp;
  const int32_t **lp_slot;   /* per table: its node_slot (the frame's lp_slot) */
  const float **lp_data;     /* per table: its data */
  bool lp_ok;                /* the frame gets the tables */
  int32_t *lp_perm;          /* [nnodes]: the group's order for the GEMMs */
  int64_t lp_perm_cap;
  int64_t lp_bytes;          /* the tables' rows, all tables */
  int64_t lp_computed;       /* rows computed since the run was made */
  struct Pool *pool;         /* threads > 1 (cxrt_compiled_run_set_threads) */
  int threads;
  int64_t thread_min_nodes;
  int64_t err[5];
  int32_t valid;
  double linearize_ms, execute_ms;
};

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* calloc of at least one byte: NULL only when out of memory (each
 * caller reports it; the runtime never aborts). */
static void *zalloc(size_t n, size_t size) { return calloc(n ? n : 1, size ? size : 1); }

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
  for (int b = 0; b < m->nbranches && !r->bad; b++) {
    m->branch_labels[b] = rd_str(r);
    m->branch_locs[b] = rd_loc(r);
  }
  m->nkernels = rd_count(r, 16);
  m->kernels = rd_alloc(r, (size_t)m->nkernels, sizeof *m->kernels);
  m->max_child = rd_alloc(r, (size_t)m->nkernels, sizeof *m->max_child);
  for (int k = 0; k < m->nkernels && !r->bad; k++) {
    CKernel *kk = &m->kernels[k];
    kk->name = rd_str(r);
    kk->source = rd_i32(r);
    kk->max_child = rd_i32(r);
    kk->leaf_field = rd_i32(r);
    kk->leaf_rows = rd_i64(r);
    kk->temps = rd_temps(r, &kk->ntemps);
    if (kk->leaf_field < -1 || kk->leaf_field >= info->nfields ||
        (kk->leaf_field >= 0 && (info->fields[kk->leaf_field].kind != CXRT_FIELD_INT || kk->leaf_rows < 1 ||
                                 kk->leaf_rows > INT32_MAX)) ||
        (kk->leaf_field < 0 && kk->leaf_rows != 0))
      r->bad = true;
    if (kk->source < 0 || kk->source >= m->nbranches || kk->max_child < -1) r->bad = true;
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
    k->per_child = rd_u8(r) != 0;
    k->matrix = rd_str(r);
    k->rows = rd_i64(r);
    k->loc = rd_loc(r);
    k->field = rd_i32(r);
    k->n = rd_count(r, 27);
    k->ins = rd_alloc(r, (size_t)k->n, sizeof *k->ins);
    if (k->block >= m->nbranches || k->block < -info->noutputs || k->field < -1 || k->field >= info->nfields ||
        k->n < 1)
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
      if (in->op >= CX_IOP_COUNT || in->node > CX_NODE_RED || in->cmp > CX_CMP_GE || in->a >= i || in->b >= i ||
          in->child < 0 || (in->op == CX_IOP_FIELD && (in->field < 0 || in->field >= info->nfields)))
        r->bad = true;
      /* ops with operands need them */
      int nargs = in->op == CX_IOP_NOT ? 1 : in->op >= CX_IOP_ADD ? 2 : 0;
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
      found = ch->block == kk->source && !ch->per_child && ch->field == kk->leaf_field && ch->n == 1 &&
              ch->ins[0].op == CX_IOP_FIELD && ch->ins[0].node == CX_NODE_SELF &&
              ch->ins[0].field == kk->leaf_field && ch->rows == kk->leaf_rows;
    }
    if (!found) r->bad = true;
  }
  return r->bad ? -1 : 0;
}

/* -1: out of memory. */
static int index_checks(CxrtCompiled *m) {
  int nb = m->nbranches, no = m->info.noutputs;
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
  return 0;
}

/* The linearizer's names of the kernels' branches; -1: out of memory. */
static int name_kernels(CxrtCompiled *m) {
  m->kernel_branch = zalloc((size_t)m->nkernels, sizeof *m->kernel_branch);
  m->kernel_loc = zalloc((size_t)m->nkernels, sizeof *m->kernel_loc);
  if (!m->kernel_branch || !m->kernel_loc) return -1;
  for (int k = 0; k < m->nkernels; k++) {
    int b = m->kernels[k].source;
    const CLoc *l = &m->branch_locs[b];
    size_t n = strlen(m->branch_labels[b]) + strlen(m->rec_name) + 32;
    size_t nl = strlen(l->file[0] ? l->file : m->model_file) + 32;
    if (!(m->kernel_branch[k] = malloc(n)) || !(m->kernel_loc[k] = malloc(nl))) return -1;
    snprintf(m->kernel_branch[k], n, "branch '%s' of rec '%s'", m->branch_labels[b], m->rec_name);
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
  int want = 3 + m->info.noutputs + m->nkernels;
  if (n != want) {
    cxrt_errorf(err, "", 0, 0, "the compiled model has %d entry points, its description %d", n, want);
    cxrt_compiled_free(m);
    return NULL;
  }
  void **entries = zalloc((size_t)n, sizeof *entries);
  m->outfn = zalloc((size_t)m->info.noutputs, sizeof *m->outfn);
  m->kernfn = zalloc((size_t)(m->nkernels ? m->nkernels : 1), sizeof *m->kernfn);
  if (!entries || !m->outfn || !m->kernfn || index_checks(m) || name_kernels(m)) {
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
  free(entries);
  bool missing = !m->classify || !m->run || !m->pack;
  for (int o = 0; o < m->info.noutputs; o++) missing = missing || !m->outfn[o];
  for (int k = 0; k < m->nkernels; k++) missing = missing || !m->kernfn[k];
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
    for (int o = 0; o < m->info.noutputs; o++) free(m->ochecks[o]);
  free(m->bchecks);
  free(m->nbchecks);
  free(m->ochecks);
  free(m->nochecks);
  free(m->outfn);
  free(m->kernfn);
  free(m->pack_floats);
  free(m->lprods);
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

/* ---- scratch layout (loop_temp_offset of ir/schedule.c) ------------------------ */

static int64_t temps_floats(const CTemp *t, int n, int64_t node_cap, int64_t edge_cap) {
  int64_t off = 0;
  for (int i = 0; i < n; i++) {
    int64_t rows = t[i].space == CX_SPACE_INV ? 1 : t[i].space == CX_SPACE_NODE ? node_cap : edge_cap;
    off += (rows * t[i].numel + 15) & ~(int64_t)15;
  }
  return off;
}

/* ---- leaf tables: the types (the code is after the runs) -------------------------- */

/* A kernel's table: the states of each computed key, in slots assigned
 * in order of first use (so that a group's new keys are contiguous and
 * one kernel call computes them). */
typedef struct LeafTable {
  bool on;                   /* this kernel has a table in this run */
  int32_t *slot_of;          /* [rows]: the key's slot, -1: not computed */
  int64_t nslots, cap;       /* slots used, slots allocated */
  float **data;              /* [ncomps]: [cap, numel], 64-byte aligned */
} LeafTable;

/* Keys computed per kernel call when filling a table. */
#define LEAF_CHUNK 256

/* A leaf-product table (CLeafProd): rows by slot, a key's slot, and the
 * slot of each node of the group being run (what the GEMM reads). */
typedef struct LpTable {
  bool on;
  int32_t *slot_of;          /* [key_rows], -1: not computed */
  float *data;               /* [cap, rows], 64-byte aligned */
  int64_t nslots, cap;
  int32_t *node_slot;        /* [node_cap] */
  int64_t node_cap;
} LpTable;

static void leaf_free_all(CxrtCompiledRun *r);

/* ---- the thread pool: the types (the code is after the runs) ----------------------- */

/* T - 1 workers; a big group's [start, end) is cut in T contiguous chunks,
 * the caller running chunk 0 and worker w chunk w, each with its own
 * scratch and error record (a frame copy); the caller waits for all of
 * them before the next group, so levels stay in order. */
typedef struct Worker {
  struct Pool *pool;
  int idx;                   /* its chunk: 1..T-1 */
  pthread_t tid;
  float *scratch;
  int64_t scratch_cap;
  int64_t err[5];
} Worker;

typedef struct Pool {
  pthread_mutex_t mu;
  pthread_cond_t go, done;
  int nthreads;              /* T, the caller included */
  int started;               /* workers running */
  Worker *w;                 /* [T - 1] */
  uint64_t gen;              /* bumped per job */
  int pending;               /* workers still running the job */
  bool quit;
  /* the job */
  KernelFn fn;
  const CxrtFrame *f;
  int32_t start, end;
} Pool;

static void pool_free(Pool *p);
static void run_group(CxrtCompiledRun *r, KernelFn fn, CxrtFrame *f, int32_t start, int32_t end);

/* ---- runs ------------------------------------------------------------------------ */

CxrtCompiledRun *cxrt_compiled_run_new(const CxrtCompiled *m, bool check_nonfinite) {
  CxrtCompiledRun *r = zalloc(1, sizeof *r);
  if (!r) return NULL;
  r->m = m;
  r->check_nonfinite = check_nonfinite;
  r->states = zalloc((size_t)m->ncomps, sizeof *r->states);
  r->outbuf = zalloc((size_t)m->info.noutputs, sizeof *r->outbuf);
  r->outbuf_cap = zalloc((size_t)m->info.noutputs, sizeof *r->outbuf_cap);
  r->param_ptrs = zalloc((size_t)m->info.nparams, sizeof *r->param_ptrs);
  r->packed = zalloc((size_t)(m->npacks ? m->npacks : 1), sizeof *r->packed);
  r->fieldbuf = zalloc((size_t)m->info.nfields, sizeof *r->fieldbuf);
  r->leaf_mode = CXRT_LEAF_TABLE_AUTO;
  r->leaf_budget = CXRT_LEAF_TABLE_BUDGET;
  r->leaf = zalloc((size_t)(m->nkernels ? m->nkernels : 1), sizeof *r->leaf);
  r->leaf_states = zalloc((size_t)(m->ncomps ? m->ncomps : 1), sizeof *r->leaf_states);
  r->lp = zalloc((size_t)(m->nlprods ? m->nlprods : 1), sizeof *r->lp);
  r->lp_slot = zalloc((size_t)(m->nlprods ? m->nlprods : 1), sizeof *r->lp_slot);
  r->lp_data = zalloc((size_t)(m->nlprods ? m->nlprods : 1), sizeof *r->lp_data);
  r->threads = 1;
  r->thread_min_nodes = CXRT_THREAD_MIN_NODES;
  if (!r->states || !r->outbuf || !r->outbuf_cap || !r->param_ptrs || !r->packed || !r->fieldbuf || !r->leaf ||
      !r->leaf_states || !r->lp || !r->lp_slot || !r->lp_data) {
    cxrt_compiled_run_free(r);
    return NULL;
  }
  return r;
}

void cxrt_compiled_run_free(CxrtCompiledRun *r) {
  if (!r) return;
  if (r->states)
    for (int c = 0; c < r->m->ncomps; c++) free(r->states[c]);
  free(r->states);
  if (r->outbuf)
    for (int o = 0; o < r->m->info.noutputs; o++) free(r->outbuf[o]);
  free(r->outbuf);
  free(r->outbuf_cap);
  free(r->scratch);
  free(r->param_ptrs);
  if (r->packed)
    for (int p = 0; p < r->m->npacks; p++) free(r->packed[p]);
  free(r->packed);
  free(r->packed_for);
  free(r->fieldbuf);
  leaf_free_all(r);
  pool_free(r->pool);
  free(r->leaf);
  free(r->leaf_for);
  free(r->leaf_scratch);
  free(r->leaf_ifields);
  free(r->leaf_child_start);
  free(r->leaf_new);
  free(r->leaf_states);
  if (r->lp)
    for (int t = 0; t < r->m->nlprods; t++) free(r->lp[t].node_slot);
  free(r->lp);
  free(r->lp_slot);
  free(r->lp_data);
  free(r->lp_perm);
  cxrt_linearized_free(&r->lin);
  free(r);
}

int32_t cxrt_compiled_run_valid(const CxrtCompiledRun *r) { return r->valid; }

void cxrt_compiled_run_params_changed(CxrtCompiledRun *r) {
  free(r->packed_for);
  r->packed_for = NULL;
  free(r->leaf_for);
  r->leaf_for = NULL;
}

static float *grow_floats(float *p, int64_t *cap, int64_t need);

/* The GEMMs' weight panels for params (r->param_ptrs): packed once per
 * set of params (by their data pointers; a caller that rewrites weights
 * in place says so with cxrt_compiled_run_params_changed). */
static int ensure_packed(CxrtCompiledRun *r, CxrtFrame *f) {
  const CxrtCompiled *m = r->m;
  int np = m->info.nparams;
  if (m->npacks == 0) return 0;
  if (r->packed_for && (np == 0 || memcmp(r->packed_for, r->param_ptrs, sizeof *r->param_ptrs * (size_t)np) == 0))
    return 0;
  for (int p = 0; p < m->npacks; p++) {
    if (!r->packed[p]) {
      int64_t dummy = 0;
      r->packed[p] = grow_floats(NULL, &dummy, m->pack_floats[p] + 16);
      if (!r->packed[p]) return -1;
    }
    memset(r->packed[p], 0, sizeof(float) * (size_t)m->pack_floats[p]);
  }
  if (!r->packed_for && !(r->packed_for = zalloc((size_t)(np ? np : 1), sizeof *r->packed_for))) return -1;
  m->pack(f);
  memcpy(r->packed_for, r->param_ptrs, sizeof *r->param_ptrs * (size_t)np);
  return 0;
}

void cxrt_compiled_run_times(const CxrtCompiledRun *r, double *linearize_ms, double *execute_ms) {
  if (linearize_ms) *linearize_ms = r->linearize_ms;
  if (execute_ms) *execute_ms = r->execute_ms;
}

/* The kernel of new node id (its group). */
static int kernel_of(const CxrtLinearized *L, int32_t id) {
  int lo = 0, hi = L->nlevels * L->nbranches;
  while (hi - lo > 1) {
    int mid = (lo + hi) / 2;
    if (L->group_start[mid] <= id) lo = mid;
    else hi = mid;
  }
  return lo % L->nbranches;
}

static int32_t new_id(const CxrtCompiledRun *r, int32_t si, int32_t node) {
  const CxrtLinearized *L = &r->lin;
  if (si < 0 || si >= L->nstructs || node < 0 || node >= L->struct_offset[si + 1] - L->struct_offset[si]) return -1;
  return L->global_of[L->struct_offset[si] + node];
}

const float *cxrt_compiled_run_state(const CxrtCompiledRun *r, int32_t si, int32_t node, int comp) {
  int32_t id = new_id(r, si, node);
  if (id < 0 || comp < 0 || comp >= r->m->ncomps || !r->states[comp]) return NULL;
  return r->states[comp] + (int64_t)id * r->m->comp_numel[comp];
}

int cxrt_compiled_run_branch(const CxrtCompiledRun *r, int32_t si, int32_t node) {
  int32_t id = new_id(r, si, node);
  if (id < 0) return -1;
  return r->m->kernels[kernel_of(&r->lin, id)].source;
}

/* ---- messages (the interpreter's wording) -------------------------------------- */

static void describe_node(const CxrtDataset *d, int sidx, int32_t node, char *buf, size_t size) {
  const CxrtStructure *s = &d->structs[sidx];
  int line = s->line ? s->line[node] : 0, col = s->col ? s->col[node] : 0;
  const char *tok = s->tokens ? s->tokens[node] : NULL;
  const char *path = d->path ? d->path : "";
  int n = snprintf(buf, size, "node %d of structure %d", node, sidx);
  if (line > 0 && n > 0 && (size_t)n < size) n += snprintf(buf + n, size - (size_t)n, " (%s:%d:%d", path, line, col);
  if (tok && n > 0 && (size_t)n < size) n += snprintf(buf + n, size - (size_t)n, ", '%s'", tok);
  if (line > 0 && n > 0 && (size_t)n < size) snprintf(buf + n, size - (size_t)n, ")");
}

/* ---- row index checks ------------------------------------------------------------ */

typedef struct Eval {
  const CxrtDataset *d;
  const CxrtStructure *s;
  const int *field_map;
} Eval;

static int64_t eval_int(const Eval *E, const CCheck *c, int x, int32_t node, int32_t kid) {
  const CInstr *in = &c->ins[x];
  int64_t u = in->a >= 0 ? eval_int(E, c, in->a, node, kid) : 0;
  int64_t v = in->b >= 0 ? eval_int(E, c, in->b, node, kid) : 0;
  int32_t who = node;
  if (in->op == CX_IOP_FIELD || in->op == CX_IOP_ARITY) {
    if (in->node == CX_NODE_CHILD) {
      int32_t k = E->s->child_start[node] + in->child;
      if (k >= E->s->child_start[node + 1]) return 0; /* the linearizer reports it */
      who = E->s->children[k];
    } else if (in->node == CX_NODE_RED) {
      who = kid;
    }
    if (who < 0) return 0;
  }
  switch (in->op) {
  case CX_IOP_CONST: return in->value;
  case CX_IOP_FIELD: return E->s->ifields[(int64_t)who * E->d->nfields + E->field_map[in->field]];
  case CX_IOP_ARITY: return E->s->child_start[who + 1] - E->s->child_start[who];
  case CX_IOP_ADD: return (int64_t)((uint64_t)u + (uint64_t)v);
  case CX_IOP_SUB: return (int64_t)((uint64_t)u - (uint64_t)v);
  case CX_IOP_MUL: return (int64_t)((uint64_t)u * (uint64_t)v);
  case CX_IOP_DIV: return v == 0 || (v == -1 && u == INT64_MIN) ? 0 : u / v;
  case CX_IOP_MOD: return v == 0 || (v == -1 && u == INT64_MIN) ? 0 : u % v;
  case CX_IOP_CMP:
    switch (in->cmp) {
    case CX_CMP_EQ: return u == v;
    case CX_CMP_NE: return u != v;
    case CX_CMP_LT: return u < v;
    case CX_CMP_LE: return u <= v;
    case CX_CMP_GT: return u > v;
    default: return u >= v;
    }
  case CX_IOP_AND: return u && v;
  case CX_IOP_OR: return u || v;
  case CX_IOP_NOT: return !u;
  default: return 0;
  }
}

/* Checks the row checks ids[0..n) for node `node`; on a bad index fills
 * err like the interpreter and returns -1. */
static int check_node_rows(const CxrtCompiled *m, const Eval *E, int sidx, const int *ids, int n, int32_t node,
                           CxrtError *err) {
  for (int r = 0; r < n; r++) {
    const CCheck *c = &m->checks[ids[r]];
    int32_t nk = c->per_child ? E->s->child_start[node + 1] - E->s->child_start[node] : 1;
    for (int32_t k = 0; k < nk; k++) {
      int32_t kid = c->per_child ? E->s->children[E->s->child_start[node] + k] : -1;
      int64_t idx = eval_int(E, c, c->n - 1, node, kid);
      if (idx >= 0 && idx < c->rows) continue;
      if (!err) return -1;
      char where[512];
      describe_node(E->d, sidx, node, where, sizeof where);
      const char *file = c->loc.file[0] ? c->loc.file : m->model_file;
      if (c->field >= 0)
        return cxrt_errorf(err, file, c->loc.line, c->loc.col,
                           "%s: field '%s' = %lld is out of range for %s, which has %lld rows; "
                           "use a vocabulary of at most %lld words (--vocab with --unk) or raise the model's size",
                           where, m->info.fields[c->field].name, (long long)idx, c->matrix, (long long)c->rows,
                           (long long)c->rows);
      return cxrt_errorf(err, file, c->loc.line, c->loc.col, "%s: row %lld is out of range for %s, which has %lld rows",
                         where, (long long)idx, c->matrix, (long long)c->rows);
    }
  }
  return 0;
}

/* The rec branch of a node, from the generated classify. */
static int branch_of(CxrtCompiledRun *r, const Eval *E, int32_t v) {
  const CxrtCompiled *m = r->m;
  for (int f = 0; f < m->info.nfields; f++)
    r->fieldbuf[f] = m->info.fields[f].kind == CXRT_FIELD_INT
                         ? E->s->ifields[(int64_t)v * E->d->nfields + E->field_map[f]]
                         : 0;
  int k = m->classify(E->s->child_start[v + 1] - E->s->child_start[v], r->fieldbuf);
  return k >= 0 && k < m->nkernels ? m->kernels[k].source : -1;
}

/* Structure sidx in the interpreter's order: children first (post-order
 * from node 0 on), then the outputs.  Fills err at the first bad index. */
static int check_structure_rows(CxrtCompiledRun *r, const CxrtDataset *d, int sidx, const int *field_map,
                                CxrtError *err) {
  const CxrtCompiled *m = r->m;
  const CxrtStructure *s = &d->structs[sidx];
  Eval E = {d, s, field_map};
  int32_t n = s->nnodes;
  int32_t *stack = zalloc((size_t)n, sizeof(int32_t));
  int32_t *pos = zalloc((size_t)n, sizeof(int32_t));
  unsigned char *mark = zalloc((size_t)n, 1);
  int rc = 0;
  if (!stack || !pos || !mark)
    rc = cxrt_errorf(err, d->path ? d->path : "", 0, 0,
                     "out of memory checking the row indices of structure %d (%d nodes)", sidx, n);
  for (int32_t start = 0; start < n && !rc; start++) {
    if (mark[start]) continue;
    int32_t sp = 0;
    stack[sp] = start;
    pos[sp++] = 0;
    mark[start] = 1;
    while (sp > 0 && !rc) {
      int32_t v = stack[sp - 1], k = pos[sp - 1];
      if (k < s->child_start[v + 1] - s->child_start[v]) {
        pos[sp - 1]++;
        int32_t c = s->children[s->child_start[v] + k];
        if (c >= 0 && c < n && !mark[c]) {
          mark[c] = 1;
          stack[sp] = c;
          pos[sp++] = 0;
        }
      } else {
        sp--;
        int b = branch_of(r, &E, v);
        if (b >= 0) rc = check_node_rows(m, &E, sidx, m->bchecks[b], m->nbchecks[b], v, err);
      }
    }
  }
  for (int q = 0; q < m->info.noutputs && !rc; q++) {
    if (!m->nochecks[q]) continue;
    bool per_node = m->info.outputs[q].per_node;
    int32_t lo = per_node ? 0 : s->root, hi = per_node ? n : s->root + 1;
    for (int32_t v = lo; v < hi && !rc; v++) rc = check_node_rows(m, &E, sidx, m->ochecks[q], m->nochecks[q], v, err);
  }
  free(stack);
  free(pos);
  free(mark);
  return rc;
}

/* The first structure of the batch with a bad row index, or -1. */
static int32_t find_bad_rows(const CxrtCompiledRun *r, const CxrtDataset *d, int32_t first, int32_t count,
                             const int *field_map) {
  const CxrtCompiled *m = r->m;
  if (!m->any_checks) return -1;
  const CxrtLinearized *L = &r->lin;
  for (int32_t si = 0; si < count; si++) {
    const CxrtStructure *s = &d->structs[first + si];
    Eval E = {d, s, field_map};
    for (int32_t v = 0; v < s->nnodes; v++) {
      /* the node's kernel from the linearization: its group */
      int32_t id = L->global_of[L->struct_offset[si] + v];
      int b = m->kernels[kernel_of(L, id)].source;
      if (check_node_rows(m, &E, first + si, m->bchecks[b], m->nbchecks[b], v, NULL)) return si;
    }
    for (int q = 0; q < m->info.noutputs; q++) {
      if (!m->nochecks[q]) continue;
      bool per_node = m->info.outputs[q].per_node;
      int32_t lo = per_node ? 0 : s->root, hi = per_node ? s->nnodes : s->root + 1;
      for (int32_t v = lo; v < hi; v++)
        if (check_node_rows(m, &E, first + si, m->ochecks[q], m->nochecks[q], v, NULL)) return si;
    }
  }
  return -1;
}

/* ---- running a batch ------------------------------------------------------------- */

static int classify_tramp(void *ctx, int32_t arity, const int32_t *fields) {
  return ((const CxrtCompiled *)ctx)->classify(arity, fields);
}

/* p grown to at least need floats, 64-byte aligned (contents not kept);
 * NULL when there is not enough memory (*cap then 0; the caller reports). */
static float *grow_floats(float *p, int64_t *cap, int64_t need) {
  if (need <= *cap && p) return p;
  int64_t n = *cap > 0 ? *cap : 256;
  while (n < need) n *= 2;
  free(p);
  p = n > ((int64_t)1 << 60) / 4 ? NULL : aligned_alloc(64, (size_t)((n * 4 + 63) & ~(int64_t)63));
  *cap = p ? n : 0;
  return p;
}

/* Any NaN or Inf in x[0..n)?  A float is not finite when its exponent
 * bits are all ones: (u & 0x7fffffff) + 0x00800000 then carries into the
 * sign bit.  An integer OR over blocks of 64 with a constant trip count,
 * which GCC vectorizes at -O2; the batch's states are scanned this way
 * first, and only a batch with a non-finite value is searched for the
 * first one (scan_nonfinite). */
static bool any_nonfinite(const float *x, int64_t n) {
  uint32_t m = 0;
  int64_t j = 0;
  for (; j + 64 <= n; j += 64) {
    uint32_t b = 0;
    for (int l = 0; l < 64; l++) {
      uint32_t u;
      memcpy(&u, &x[j + l], sizeof u);
      b |= (u & 0x7fffffffu) + 0x00800000u;
    }
    m |= b;
  }
  for (; j < n; j++) {
    uint32_t u;
    memcpy(&u, &x[j], sizeof u);
    m |= (u & 0x7fffffffu) + 0x00800000u;
  }
  return (m >> 31) != 0;
}

/* First non-finite value of a structure's states (lowest level first) or
 * outputs; fills err. */
static int scan_nonfinite(const CxrtCompiledRun *r, const CxrtDataset *d, int32_t si, int32_t sidx, CxrtError *err) {
  const CxrtCompiled *m = r->m;
  const CxrtLinearized *L = &r->lin;
  int32_t n = L->struct_offset[si + 1] - L->struct_offset[si];
  int32_t best = -1, best_local = -1, best_comp = -1;
  int64_t best_j = 0;
  float best_v = 0;
  for (int32_t v = 0; v < n; v++) {
    int32_t id = L->global_of[L->struct_offset[si] + v];
    if (best >= 0 && id > best) continue;
    for (int c = 0; c < m->ncomps; c++) {
      int64_t size = m->comp_numel[c];
      const float *x = r->states[c] + (int64_t)id * size;
      for (int64_t j = 0; j < size; j++)
        if (!isfinite(x[j])) {
          best = id;
          best_local = v;
          best_comp = c;
          best_j = j;
          best_v = x[j];
          c = m->ncomps;
          break;
        }
    }
  }
  if (best >= 0) {
    char where[512];
    describe_node(d, sidx, best_local, where, sizeof where);
    int k = kernel_of(L, best);
    int b = m->kernels[k].source;
    const CLoc *bl = &m->branch_locs[b];
    const char *cname = m->comp_names[best_comp] ? m->comp_names[best_comp] : "state";
    return cxrt_errorf(err, bl->file[0] ? bl->file : m->model_file, bl->line, bl->col,
                       "the %s of %s is %s (element %lld), computed by branch '%s' of rec '%s'; "
                       "the compiled code does not know which op made it: rerun with --interp to find the op, "
                       "or pass --allow-nan to continue",
                       cname, where, isnan(best_v) ? "NaN" : "Inf", (long long)best_j, m->branch_labels[b],
                       m->rec_name);
  }
  for (int o = 0; o < m->info.noutputs; o++) {
    const CxrtOutputInfo *oi = &m->info.outputs[o];
    const COutput *co = &m->outputs[o];
    int64_t numel = co->numel;
    int64_t row0 = oi->per_node ? L->struct_offset[si] : si, rows = oi->per_node ? n : 1;
    const float *x = r->outbuf[o] + row0 * numel;
    for (int64_t j = 0; j < rows * numel; j++) {
      if (isfinite(x[j])) continue;
      char where[512];
      int32_t node = oi->per_node ? (int32_t)(j / numel) : d->structs[sidx].root;
      describe_node(d, sidx, node, where, sizeof where);
      return cxrt_errorf(err, co->loc.file[0] ? co->loc.file : m->model_file, co->loc.line, co->loc.col,
                         "output '%s' of %s is %s (element %lld); the compiled code does not know which op made it: "
                         "rerun with --interp to find the op, or pass --allow-nan to continue",
                         oi->name, where, isnan(x[j]) ? "NaN" : "Inf", (long long)(j % numel));
    }
  }
  return 0;
}

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

static void leaf_free_all(CxrtCompiledRun *r) {
  if (r->leaf)
    for (int k = 0; k < r->m->nkernels; k++) leaf_free_table(r->m, &r->leaf[k]);
  if (r->lp)
    for (int t = 0; t < r->m->nlprods; t++) lp_free_table(r, &r->lp[t]);
  r->leaf_planned = false;
}

void cxrt_compiled_run_set_leaf_table(CxrtCompiledRun *r, CxrtLeafTableMode mode, int64_t budget_bytes) {
  leaf_free_all(r);
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
    int64_t f = temps_floats(kk->temps, kk->ntemps, LEAF_CHUNK, 1);
    if (f > need) need = f;
  }
  r->leaf_scratch = grow_floats(r->leaf_scratch, &r->leaf_scratch_cap, need);
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
  r->leaf_planned = true;
}

/* Before a batch (the panels packed): the tables of these params.  New
 * params empty them; mode ON then computes every key.  -1 with err
 * filled when ON cannot have its memory. */
static int leaf_prepare(CxrtCompiledRun *r, const CxrtFrame *f, CxrtError *err) {
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
    leaf_free_all(r); /* the tables cannot be tied to these params: none this batch */
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
static bool leaf_run_group(CxrtCompiledRun *r, int k, const CxrtFrame *f, int32_t start, int32_t end) {
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

/* Room for `need` rows in table t (doubling), within the budget in
 * auto mode; -1: none (the caller turns the table off). */
static int lp_grow(CxrtCompiledRun *r, LpTable *t, int64_t need) {
  if (need <= t->cap) return 0;
  int64_t rows = r->m->lprods[t - r->lp].rows;
  int64_t cap = t->cap > 0 ? t->cap * 2 : 64;
  if (cap < need) cap = need;
  int64_t keys = r->m->lprods[t - r->lp].key_rows;
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

/* Before kernel k runs group [start, end):
 * each table of k gets the slot of every node's child (-1 unless that
 * child is a leaf of the table's leaf kernel with a key in range).  A
 * key's first use gets a new slot, and its node is the writer (-2 -
 * slot): the kernel computes that node's sums as without a table and
 * stores them in the row, which later groups read; other nodes of the
 * group with the same new key just compute (-1).  One writer per key, so
 * threads never write the same row.  A table that cannot grow is turned
 * off (its nodes get -1). */
static void lp_group(CxrtCompiledRun *r, int k, int32_t start, int32_t end) {
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

static void chunk_of(int32_t start, int32_t end, int T, int i, int32_t *lo, int32_t *hi);

/* The order of group [start, end) for kernel k's GEMMs: the nodes by the
 * set of k's tables in which they have a filled row (a stable counting
 * sort), so that a tile's nodes mostly skip the same segments.  Within
 * each thread's chunk when the group will be cut (a kernel call must
 * keep to its own nodes).  false: no order (no table, or more than 8). */
static bool lp_order(CxrtCompiledRun *r, int k, int32_t start, int32_t end) {
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
    if (chunks > 1) chunk_of(start, end, chunks, ch, &lo, &hi);
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

/* ---- the thread pool ------------------------------------------------------------ */

static void chunk_of(int32_t start, int32_t end, int T, int i, int32_t *lo, int32_t *hi) {
  int64_t n = (int64_t)end - start;
  *lo = start + (int32_t)(n * i / T);
  *hi = start + (int32_t)(n * (i + 1) / T);
}

static void *worker_main(void *arg) {
  Worker *w = arg;
  Pool *p = w->pool;
  uint64_t seen = 0;
  pthread_mutex_lock(&p->mu);
  for (;;) {
    while (!p->quit && p->gen == seen) pthread_cond_wait(&p->go, &p->mu);
    if (p->quit) break;
    seen = p->gen;
    KernelFn fn = p->fn;
    CxrtFrame g = *p->f;
    int32_t lo, hi;
    chunk_of(p->start, p->end, p->nthreads, w->idx, &lo, &hi);
    pthread_mutex_unlock(&p->mu);
    if (lo < hi) {
      g.scratch = w->scratch;
      g.err = w->err;
      fn(&g, lo, hi);
    }
    pthread_mutex_lock(&p->mu);
    if (--p->pending == 0) pthread_cond_signal(&p->done);
  }
  pthread_mutex_unlock(&p->mu);
  return NULL;
}

static void pool_free(Pool *p) {
  if (!p) return;
  pthread_mutex_lock(&p->mu);
  p->quit = true;
  pthread_cond_broadcast(&p->go);
  pthread_mutex_unlock(&p->mu);
  for (int i = 0; i < p->started; i++) pthread_join(p->w[i].tid, NULL);
  for (int i = 0; i < p->nthreads - 1; i++) free(p->w[i].scratch);
  pthread_mutex_destroy(&p->mu);
  pthread_cond_destroy(&p->go);
  pthread_cond_destroy(&p->done);
  free(p->w);
  free(p);
}

int cxrt_compiled_run_set_threads(CxrtCompiledRun *r, int threads, int64_t min_nodes, CxrtError *err) {
  if (threads < 1 || threads > CXRT_MAX_THREADS)
    return cxrt_errorf(err, "", 0, 0, "the number of threads must be from 1 to %d, not %d", CXRT_MAX_THREADS, threads);
  pool_free(r->pool);
  r->pool = NULL;
  r->threads = 1;
  r->thread_min_nodes = min_nodes > 0 ? min_nodes : CXRT_THREAD_MIN_NODES;
  if (threads == 1) return 0;
  Pool *p = calloc(1, sizeof *p);
  Worker *w = p ? calloc((size_t)threads - 1, sizeof *w) : NULL;
  if (!p || !w) {
    free(p);
    free(w);
    return cxrt_errorf(err, "", 0, 0, "cannot allocate a pool of %d threads", threads);
  }
  pthread_mutex_init(&p->mu, NULL);
  pthread_cond_init(&p->go, NULL);
  pthread_cond_init(&p->done, NULL);
  p->nthreads = threads;
  p->w = w;
  for (int i = 0; i < threads - 1; i++) {
    w[i].pool = p;
    w[i].idx = i + 1;
    int rc = pthread_create(&w[i].tid, NULL, worker_main, &w[i]);
    if (rc) {
      pool_free(p);
      return cxrt_errorf(err, "", 0, 0, "cannot start %d threads: %s", threads, CX_STRERROR(rc));
    }
    p->started++;
  }
  r->pool = p;
  r->threads = threads;
  return 0;
}

int cxrt_compiled_run_threads(const CxrtCompiledRun *r) { return r->threads; }

/* The workers' scratch, as big as the caller's (a chunk needs at most
 * what the whole group needs). */
static int pool_scratch(CxrtCompiledRun *r, int64_t need) {
  Pool *p = r->pool;
  if (!p) return 0;
  for (int i = 0; i < p->nthreads - 1; i++)
    if (!(p->w[i].scratch = grow_floats(p->w[i].scratch, &p->w[i].scratch_cap, need))) return -1;
  return 0;
}

/* Kernel fn on group [start, end): in chunks on the pool when it is big. */
static void run_group(CxrtCompiledRun *r, KernelFn fn, CxrtFrame *f, int32_t start, int32_t end) {
  Pool *p = r->pool;
  if (!p || (int64_t)end - start < r->thread_min_nodes) {
    fn(f, start, end);
    return;
  }
  for (int i = 0; i < p->nthreads - 1; i++) memset(p->w[i].err, 0, sizeof p->w[i].err);
  pthread_mutex_lock(&p->mu);
  p->fn = fn;
  p->f = f;
  p->start = start;
  p->end = end;
  p->pending = p->nthreads - 1;
  p->gen++;
  pthread_cond_broadcast(&p->go);
  pthread_mutex_unlock(&p->mu);
  int32_t lo, hi;
  chunk_of(start, end, p->nthreads, 0, &lo, &hi);
  if (lo < hi) fn(f, lo, hi);
  pthread_mutex_lock(&p->mu);
  while (p->pending > 0) pthread_cond_wait(&p->done, &p->mu);
  pthread_mutex_unlock(&p->mu);
  /* the first error in chunk order, as one thread would have recorded */
  for (int i = 0; i < p->nthreads - 1 && !f->err[0]; i++)
    if (p->w[i].err[0]) memcpy(f->err, p->w[i].err, sizeof p->w[i].err);
}

/* A buffer of the batch could not be had: an error, not an abort (the
 * embedding program decides), and the next batch starts afresh. */
static int out_of_memory(CxrtCompiledRun *r, CxrtError *err, const char *what, int64_t nnodes) {
  r->valid = 0;
  for (int c = 0; c < r->m->ncomps; c++) {
    free(r->states[c]);
    r->states[c] = NULL;
  }
  r->state_cap = 0;
  cxrt_errorf(err, r->m->model_file, 0, 0,
              "out of memory for %s of a batch of %lld nodes; run smaller batches (--batch) or free memory", what,
              (long long)nnodes);
  return -1;
}

static int run_batch(CxrtCompiledRun *r, const CxrtTensor *params, const CxrtDataset *d, int32_t first,
                     int32_t count, const int *field_map, CxrtResult *results, CxrtError *err) {
  const CxrtCompiled *m = r->m;
  const CxrtModelInfo *info = &m->info;
  CxrtLinearized *L = &r->lin;
  r->valid = 0;

  double t0 = now_ms();
  CxrtLinearizeSpec spec = {m->nkernels, classify_tramp, (void *)m, m->max_child, info, field_map, 0,
                            (const char *const *)m->kernel_branch, (const char *const *)m->kernel_loc};
  if (cxrt_linearize(&spec, d, first, count, L, err)) return -2;
  double t1 = now_ms();
  r->linearize_ms += t1 - t0;

  /* Row indices from the data, checked like the interpreter does. */
  int32_t bad = find_bad_rows(r, d, first, count, field_map);
  CxrtError bad_err;
  memset(&bad_err, 0, sizeof bad_err);
  if (bad >= 0 && check_structure_rows(r, d, first + bad, field_map, &bad_err) == 0)
    cxrt_errorf(&bad_err, d->path ? d->path : "", 0, 0, "internal error: a bad row index vanished");

  /* Buffers. */
  int64_t nnodes = L->nnodes;
  if (nnodes > r->state_cap || (m->ncomps && !r->states[0])) {
    int64_t cap = r->state_cap > 0 ? r->state_cap : 64;
    while (cap < nnodes) cap *= 2;
    for (int c = 0; c < m->ncomps; c++) {
      int64_t dummy = 0;
      free(r->states[c]);
      r->states[c] = NULL;
      r->states[c] = grow_floats(NULL, &dummy, cap * m->comp_numel[c] + 16);
      if (!r->states[c]) cap = 0;
    }
    r->state_cap = cap;
    if (cap == 0) return out_of_memory(r, err, "the states", nnodes);
  }
  int64_t node_cap = 1, edge_cap = 1;
  int ngroups = L->nlevels * L->nbranches;
  for (int g = 0; g < ngroups; g++) {
    int64_t sz = L->group_start[g + 1] - L->group_start[g];
    int64_t ed = (int64_t)L->child_start[L->group_start[g + 1]] - L->child_start[L->group_start[g]];
    if (sz > node_cap) node_cap = sz;
    if (ed > edge_cap) edge_cap = ed;
  }
  int64_t need = 16;
  for (int k = 0; k < m->nkernels; k++) {
    int64_t f = temps_floats(m->kernels[k].temps, m->kernels[k].ntemps, node_cap, edge_cap);
    if (f > need) need = f;
  }
  for (int o = 0; o < info->noutputs; o++) {
    int64_t rows = info->outputs[o].per_node ? nnodes : L->nstructs;
    int64_t f = temps_floats(m->outputs[o].temps, m->outputs[o].ntemps, rows, 0);
    if (f > need) need = f;
    r->outbuf[o] = grow_floats(r->outbuf[o], &r->outbuf_cap[o], rows * m->outputs[o].numel + 16);
    if (!r->outbuf[o]) return out_of_memory(r, err, "the outputs", nnodes);
  }
  r->scratch = grow_floats(r->scratch, &r->scratch_cap, need);
  if (!r->scratch || pool_scratch(r, need)) return out_of_memory(r, err, "the scratch buffers", nnodes);
  for (int i = 0; i < info->nparams; i++) r->param_ptrs[i] = params[i].data;

  CxrtFrame f;
  memset(&f, 0, sizeof f);
  f.params = r->param_ptrs;
  f.packed = r->packed;
  f.states = r->states;
  f.vfields = (const float *const *)L->vfields;
  f.child_start = L->child_start;
  f.children = L->children;
  f.ifields = L->ifields;
  f.group_start = L->group_start;
  f.scratch = r->scratch;
  memset(r->err, 0, sizeof r->err);
  f.err = r->err;
  f.node_cap = node_cap;
  f.edge_cap = edge_cap;
  f.nlevels = L->nlevels;
  f.nkernels = L->nbranches;
  if (ensure_packed(r, &f)) return out_of_memory(r, err, "the packed weights", nnodes);
  if (leaf_prepare(r, &f, err)) return -1;
  r->lp_ok = m->nlprods > 0 && r->leaf_mode != CXRT_LEAF_TABLE_OFF;
  for (int32_t lv = 0; lv < L->nlevels; lv++)
    for (int k = 0; k < m->nkernels; k++) {
      f.level = lv;
      int32_t g = lv * m->nkernels + k;
      int32_t gs = L->group_start[g], ge = L->group_start[g + 1];
      if (gs >= ge || leaf_run_group(r, k, &f, gs, ge)) continue;
      bool ordered = false;
      if (r->lp_ok) {
        lp_group(r, k, gs, ge);
        ordered = r->lp_ok && lp_order(r, k, gs, ge);
      }
      f.lp_slot = r->lp_ok ? r->lp_slot : NULL;
      f.lp_data = r->lp_ok ? r->lp_data : NULL;
      f.lp_perm = ordered ? r->lp_perm : NULL;
      run_group(r, m->kernfn[k], &f, gs, ge);
    }
  for (int o = 0; o < info->noutputs; o++) {
    bool per_node = info->outputs[o].per_node;
    m->outfn[o](&f, per_node ? L->global_of : L->root, per_node ? L->nnodes : L->nstructs, r->outbuf[o]);
  }
  double t2 = now_ms();
  r->execute_ms += t2 - t1;

  /* Errors: row indices, then (in structure order) NaN/Inf. */
  int32_t limit = count;
  int rc = 0;
  if (bad >= 0) {
    limit = bad;
    *err = bad_err;
    rc = -1;
  } else if (r->err[0]) {
    int64_t node = r->err[2];
    int32_t si = node >= 0 && node < L->nnodes ? L->struct_of[node] : 0;
    limit = si;
    char where[512];
    describe_node(d, first + si, node >= 0 && node < L->nnodes ? L->local_of[node] : 0, where, sizeof where);
    int64_t k = r->err[4];
    const char *kname = k >= 0 && k < m->nkernels       ? m->kernels[k].name
                        : -1 - k >= 0 && -1 - k < info->noutputs ? m->outputs[-1 - k].kname
                                                                 : "?";
    cxrt_errorf(err, m->model_file, 0, 0, "%s: row %lld is out of range (instruction %%%lld of %s)", where,
                (long long)r->err[3], (long long)r->err[1], kname);
    rc = -1;
  }
  bool nonfinite = false;
  if (r->check_nonfinite) {
    for (int c = 0; c < m->ncomps && !nonfinite; c++)
      nonfinite = any_nonfinite(r->states[c], L->nnodes * m->comp_numel[c]);
    for (int o = 0; o < info->noutputs && !nonfinite; o++) {
      int64_t rows = info->outputs[o].per_node ? L->nnodes : L->nstructs;
      nonfinite = any_nonfinite(r->outbuf[o], rows * m->outputs[o].numel);
    }
  }
  if (nonfinite) {
    for (int32_t si = 0; si < limit; si++)
      if (scan_nonfinite(r, d, si, first + si, err)) {
        limit = si;
        rc = -1;
        break;
      }
  }

  /* Results, in the interpreter's layout. */
  for (int32_t si = 0; si < limit; si++) {
    const CxrtStructure *s = &d->structs[first + si];
    CxrtResult *res = &results[si];
    if (cxrt_result_init(res, info, s->nnodes)) {
      limit = si;
      rc = cxrt_errorf(err, m->model_file, 0, 0, "out of memory for the outputs of structure %d (%d nodes)",
                       first + si, s->nnodes);
      break;
    }
    res->root = s->root;
    for (int o = 0; o < info->noutputs; o++) {
      int64_t numel = m->outputs[o].numel;
      if (info->outputs[o].per_node)
        memcpy(res->values[o], r->outbuf[o] + (int64_t)L->struct_offset[si] * numel,
               sizeof(float) * (size_t)(numel * s->nnodes));
      else
        memcpy(res->values[o], r->outbuf[o] + (int64_t)si * numel, sizeof(float) * (size_t)numel);
    }
  }
  r->valid = limit;
  return rc;
}

int cxrt_compiled_run_batch(CxrtCompiledRun *r, const CxrtTensor *params, const CxrtDataset *d, int32_t first,
                            int32_t count, const int *field_map, CxrtResult *results, CxrtError *err) {
  int rc = run_batch(r, params, d, first, count, field_map, results, err);
  if (rc != -2) return rc;
  if (count == 1) {
    r->valid = 0;
    return -1;
  }
  /* The linearizer rejected a structure of the batch: run them one by one,
   * so the structures before it still get their results (as with the
   * interpreter) and the error is the first one's. */
  for (int32_t i = 0; i < count; i++) {
    rc = run_batch(r, params, d, first + i, 1, field_map, &results[i], err);
    if (rc) {
      r->valid = i + (r->valid > 0 ? r->valid : 0);
      return -1;
    }
  }
  r->valid = count;
  return 0;
}
