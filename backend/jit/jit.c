/* The run API of compiled models: see jit.h.
 *
 * A batch goes: linearize (stdlib) -> check row indices that come from
 * the data (so that a bad word id is reported exactly as the interpreter
 * reports it, before anything runs) -> run (one call: every level, every
 * kernel) -> outputs (one call per output over the roots or over every
 * node, in node order) -> optional NaN/Inf scan -> scatter into the
 * per-structure results. */
#include "backend/jit/jit_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "lang/diag.h"

typedef int (*ClassifyFn)(int32_t arity, const int32_t *fields);
typedef void (*RunFn)(JitFrame *f);
typedef void (*OutputFn)(JitFrame *f, const int32_t *nodes, int32_t count, float *out);

/* A ROW instruction whose index the data determines (fields, arity and
 * constants only): checked before running. */
typedef struct RowCheck {
  const IrBlock *block;
  int instr;
} RowCheck;

struct JitModel {
  const IrProgram *p;
  LoopProgram *lp;
  JitOptions opt;
  gcc_jit_result *result;
  ClassifyFn classify;
  RunFn run;
  OutputFn *outputs;
  int *max_child;                /* per kernel */
  /* row checks per RA-IR branch, and of the outputs */
  RowCheck **branch_rows;
  int *nbranch_rows;
  RowCheck *out_rows;
  int nout_rows;
  /* buffers, reused */
  CxrtLinearized lin;
  float **states;
  int64_t state_cap;             /* nodes */
  float *scratch;
  int64_t scratch_cap;           /* floats */
  float **outbuf;
  int64_t *outbuf_cap;           /* floats */
  const float **param_ptrs;
  int64_t err[5];
  int32_t valid;
  JitTimes times;
};

static int64_t numel_of(const CxShape *s) {
  int64_t n = 1;
  for (int d = 0; d < s->rank; d++) n *= s->dims[d];
  return n;
}

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* ---- compile --------------------------------------------------------------------- */

/* True when int value x of block b depends only on the structure. */
static bool data_int(const IrBlock *b, int x) {
  const IrInstr *in = &b->instrs[x];
  switch (in->op) {
  case IR_ICONST: case IR_FIELD: case IR_ARITY: break;
  case IR_IADD: case IR_ISUB: case IR_IMUL: case IR_IDIV: case IR_IMOD:
  case IR_ICMP: case IR_AND: case IR_OR: case IR_NOT: break;
  default: return false;
  }
  for (int a = 0; a < in->nargs; a++)
    if (!data_int(b, in->args[a])) return false;
  return true;
}

static RowCheck *collect_rows(const IrBlock *b, int *n) {
  RowCheck *r = NULL;
  *n = 0;
  for (int i = 0; i < b->n; i++) {
    if (b->instrs[i].op != IR_ROW || !data_int(b, b->instrs[i].args[1])) continue;
    r = cx_xrealloc(r, sizeof *r * (size_t)(*n + 1));
    r[*n].block = b;
    r[*n].instr = i;
    (*n)++;
  }
  return r;
}

static int compile_context(CxSession *s, JitModel *m, gcc_jit_context *ctx) {
  const LoopProgram *lp = m->lp;
  CxLoc loc = m->p->nbranches ? m->p->branches[0].loc : cx_noloc;
  m->result = gcc_jit_context_compile(ctx);
  if (!m->result || gcc_jit_context_get_first_error(ctx)) {
    jit_report(s, ctx, loc, "compiling the model");
    const char *env = getenv("CORTEX_MARCH");
    if (!m->opt.march && env && *env)
      diag_note(&s->diag, cx_noloc, "the target is -march=%s, from CORTEX_MARCH; unset it or use a value gcc's -march "
                                    "accepts (not 'native': libgccjit 12 rejects it)", env);
    return -1;
  }
  m->classify = (ClassifyFn)gcc_jit_result_get_code(m->result, "cx_classify");
  m->run = (RunFn)gcc_jit_result_get_code(m->result, "cx_run");
  m->outputs = cx_xcalloc((size_t)(lp->noutputs ? lp->noutputs : 1), sizeof *m->outputs);
  for (int o = 0; o < lp->noutputs; o++) {
    char name[160];
    jit_symbol(name, sizeof name, lp->outputs[o].name);
    m->outputs[o] = (OutputFn)gcc_jit_result_get_code(m->result, name);
    if (!m->outputs[o]) return jit_report(s, ctx, lp->outputs[o].loc, "an output function is missing");
  }
  if (!m->classify || !m->run) return jit_report(s, ctx, loc, "an entry point is missing");
  return 0;
}

JitModel *jit_compile(CxSession *s, const IrProgram *p, const JitOptions *o) {
  JitOptions def;
  if (!o) {
    jit_default_options(&def);
    o = &def;
  }
  JitModel *m = cx_xcalloc(1, sizeof *m);
  m->p = p;
  m->opt = *o;
  m->lp = loop_schedule(p, &o->loops, &s->diag);
  if (!m->lp) {
    jit_free(m);
    return NULL;
  }
  gcc_jit_context *ctx = jit_build(s, m->lp, o);
  if (!ctx) {
    jit_free(m);
    return NULL;
  }
  int rc = compile_context(s, m, ctx);
  /* The result owns the code; the context can go. */
  gcc_jit_context_release(ctx);
  if (rc) {
    jit_free(m);
    return NULL;
  }
  const LoopProgram *lp = m->lp;
  m->max_child = cx_xcalloc((size_t)(lp->nkernels ? lp->nkernels : 1), sizeof *m->max_child);
  for (int k = 0; k < lp->nkernels; k++) m->max_child[k] = lp->kernels[k].max_child;
  m->branch_rows = cx_xcalloc((size_t)(p->nbranches ? p->nbranches : 1), sizeof *m->branch_rows);
  m->nbranch_rows = cx_xcalloc((size_t)(p->nbranches ? p->nbranches : 1), sizeof *m->nbranch_rows);
  for (int b = 0; b < p->nbranches; b++) m->branch_rows[b] = collect_rows(&p->branches[b].body, &m->nbranch_rows[b]);
  for (int q = 0; q < p->noutputs; q++) {
    int n;
    RowCheck *r = collect_rows(&p->outputs[q].body, &n);
    if (n) {
      m->out_rows = cx_xrealloc(m->out_rows, sizeof *m->out_rows * (size_t)(m->nout_rows + n));
      memcpy(m->out_rows + m->nout_rows, r, sizeof *r * (size_t)n);
      m->nout_rows += n;
    }
    free(r);
  }
  m->states = cx_xcalloc((size_t)(p->ncomps ? p->ncomps : 1), sizeof *m->states);
  m->outbuf = cx_xcalloc((size_t)(p->noutputs ? p->noutputs : 1), sizeof *m->outbuf);
  m->outbuf_cap = cx_xcalloc((size_t)(p->noutputs ? p->noutputs : 1), sizeof *m->outbuf_cap);
  m->param_ptrs = cx_xcalloc((size_t)(p->nparams ? p->nparams : 1), sizeof *m->param_ptrs);
  return m;
}

void jit_free(JitModel *m) {
  if (!m) return;
  if (m->result) gcc_jit_result_release(m->result);
  const IrProgram *p = m->p;
  if (m->states)
    for (int c = 0; c < p->ncomps; c++) free(m->states[c]);
  free(m->states);
  if (m->outbuf)
    for (int o = 0; o < p->noutputs; o++) free(m->outbuf[o]);
  free(m->outbuf);
  free(m->outbuf_cap);
  free(m->scratch);
  free(m->param_ptrs);
  free(m->outputs);
  free(m->max_child);
  if (m->branch_rows)
    for (int b = 0; b < p->nbranches; b++) free(m->branch_rows[b]);
  free(m->branch_rows);
  free(m->nbranch_rows);
  free(m->out_rows);
  cxrt_linearized_free(&m->lin);
  loop_program_free(m->lp);
  free(m);
}

const LoopProgram *jit_loops(const JitModel *m) { return m->lp; }
int32_t jit_valid_results(const JitModel *m) { return m->valid; }
JitTimes jit_times(const JitModel *m) { return m->times; }

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

static int32_t new_id(const JitModel *m, int32_t si, int32_t node) {
  const CxrtLinearized *L = &m->lin;
  if (si < 0 || si >= L->nstructs || node < 0 || node >= L->struct_offset[si + 1] - L->struct_offset[si]) return -1;
  return L->global_of[L->struct_offset[si] + node];
}

const float *jit_state(const JitModel *m, int32_t si, int32_t node, int comp) {
  int32_t id = new_id(m, si, node);
  if (id < 0 || comp < 0 || comp >= m->p->ncomps) return NULL;
  return m->states[comp] + (int64_t)id * numel_of(&m->p->comp_shapes[comp]);
}

int jit_branch(const JitModel *m, int32_t si, int32_t node) {
  int32_t id = new_id(m, si, node);
  return id < 0 ? -1 : m->lp->kernels[kernel_of(&m->lin, id)].source;
}

int jit_dump_c(CxSession *s, const IrProgram *p, const JitOptions *o, FILE *out) {
  LoopProgram *lp = loop_schedule(p, &o->loops, &s->diag);
  if (!lp) return -1;
  gcc_jit_context *ctx = jit_build(s, lp, o);
  if (!ctx) {
    loop_program_free(lp);
    return -1;
  }
  char path[] = "/tmp/cortex-c-XXXXXX";
  int fd = mkstemp(path);
  int rc = -1;
  if (fd >= 0) {
    gcc_jit_context_dump_to_file(ctx, path, 0);
    FILE *in = fopen(path, "r");
    if (in) {
      char buf[8192];
      size_t n;
      while ((n = fread(buf, 1, sizeof buf, in)) > 0) fwrite(buf, 1, n, out);
      fclose(in);
      rc = 0;
    }
    remove(path);
    close(fd);
  }
  if (rc) diag_report(&s->diag, DIAG_ERROR, cx_noloc, "cannot write the generated code to a temporary file");
  gcc_jit_context_release(ctx);
  loop_program_free(lp);
  return rc;
}

/* ---- messages (the interpreter's wording) -------------------------------------- */

static const char *loc_file(const IrProgram *p, CxLoc loc) {
  return p->src && loc.file_id >= 0 ? src_path(p->src, loc.file_id) : p->model_file;
}

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

static int64_t eval_int(const Eval *E, const IrBlock *b, int x, int32_t node, int32_t kid) {
  const IrInstr *in = &b->instrs[x];
  int64_t u = in->nargs > 0 ? eval_int(E, b, in->args[0], node, kid) : 0;
  int64_t v = in->nargs > 1 ? eval_int(E, b, in->args[1], node, kid) : 0;
  int32_t who = node;
  if (in->op == IR_FIELD || in->op == IR_ARITY) {
    if (in->a.node == NODE_CHILD) who = E->s->children[E->s->child_start[node] + in->a.child];
    else if (in->a.node == NODE_RED) who = kid;
  }
  switch (in->op) {
  case IR_ICONST: return in->a.ival;
  case IR_FIELD: return E->s->ifields[(int64_t)who * E->d->nfields + E->field_map[in->a.field]];
  case IR_ARITY: return E->s->child_start[who + 1] - E->s->child_start[who];
  case IR_IADD: return (int64_t)((uint64_t)u + (uint64_t)v);
  case IR_ISUB: return (int64_t)((uint64_t)u - (uint64_t)v);
  case IR_IMUL: return (int64_t)((uint64_t)u * (uint64_t)v);
  case IR_IDIV: return v == 0 || (v == -1 && u == INT64_MIN) ? 0 : u / v;
  case IR_IMOD: return v == 0 || (v == -1 && u == INT64_MIN) ? 0 : u % v;
  case IR_ICMP:
    switch ((AstOp)in->a.cmp) {
    case OP_EQ: return u == v;
    case OP_NE: return u != v;
    case OP_LT: return u < v;
    case OP_LE: return u <= v;
    case OP_GT: return u > v;
    default: return u >= v;
    }
  case IR_AND: return u && v;
  case IR_OR: return u || v;
  case IR_NOT: return !u;
  default: return 0;
  }
}

/* Checks the row checks of node `node`; on a bad index fills err like the
 * interpreter and returns -1. */
static int check_node_rows(const JitModel *m, const Eval *E, int sidx, const RowCheck *rc, int n, int32_t node,
                           CxrtError *err) {
  const IrProgram *p = m->p;
  for (int r = 0; r < n; r++) {
    const IrBlock *b = rc[r].block;
    const IrInstr *ins = &b->instrs[rc[r].instr];
    const IrInstr *mat = &b->instrs[ins->args[0]], *ix = &b->instrs[ins->args[1]];
    int64_t rows = mat->type.shape.dims[0];
    int32_t nk = ix->per_child ? E->s->child_start[node + 1] - E->s->child_start[node] : 1;
    for (int32_t k = 0; k < nk; k++) {
      int32_t kid = ix->per_child ? E->s->children[E->s->child_start[node] + k] : -1;
      int64_t idx = eval_int(E, b, ins->args[1], node, kid);
      if (idx >= 0 && idx < rows) continue;
      if (!err) return -1;
      char where[512];
      describe_node(E->d, sidx, node, where, sizeof where);
      const char *what = mat->op == IR_PARAM ? p->params[mat->a.param].name : "the matrix";
      if (ix->op == IR_FIELD)
        return cxrt_errorf(err, loc_file(p, ins->loc), ins->loc.first_line, ins->loc.first_column,
                           "%s: field '%s' = %lld is out of range for %s, which has %lld rows; "
                           "use a vocabulary of at most %lld words (--vocab with --unk) or raise the model's size",
                           where, p->fields[ix->a.field].name, (long long)idx, what, (long long)rows,
                           (long long)rows);
      return cxrt_errorf(err, loc_file(p, ins->loc), ins->loc.first_line, ins->loc.first_column,
                         "%s: row %lld is out of range for %s, which has %lld rows", where, (long long)idx, what,
                         (long long)rows);
    }
  }
  return 0;
}

/* Structure sidx in the interpreter's order: children first (post-order
 * from node 0 on), then the outputs.  Fills err at the first bad index. */
static int check_structure_rows(const JitModel *m, const CxrtDataset *d, int sidx, const int *field_map,
                                CxrtError *err) {
  const IrProgram *p = m->p;
  const CxrtStructure *s = &d->structs[sidx];
  Eval E = {d, s, field_map};
  int32_t n = s->nnodes;
  int32_t *stack = cx_xmalloc(sizeof(int32_t) * (size_t)(n ? n : 1));
  int32_t *pos = cx_xmalloc(sizeof(int32_t) * (size_t)(n ? n : 1));
  unsigned char *mark = cx_xcalloc((size_t)(n ? n : 1), 1);
  int rc = 0;
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
        int b = ir_classify(p, s, d->nfields, field_map, v);
        if (b >= 0) rc = check_node_rows(m, &E, sidx, m->branch_rows[b], m->nbranch_rows[b], v, err);
      }
    }
  }
  for (int q = 0; q < p->noutputs && !rc; q++) {
    RowCheck *rows = NULL;
    int nr = 0;
    for (int r = 0; r < m->nout_rows; r++)
      if (m->out_rows[r].block == &p->outputs[q].body) {
        rows = rows ? rows : &m->out_rows[r];
        nr++;
      }
    if (!nr) continue;
    int32_t lo = p->outputs[q].per_node ? 0 : s->root, hi = p->outputs[q].per_node ? n : s->root + 1;
    for (int32_t v = lo; v < hi && !rc; v++) rc = check_node_rows(m, &E, sidx, rows, nr, v, err);
  }
  free(stack);
  free(pos);
  free(mark);
  return rc;
}

/* The first structure of the batch with a bad row index, or -1. */
static int32_t find_bad_rows(const JitModel *m, const CxrtDataset *d, int32_t first, int32_t count, const int *field_map) {
  const IrProgram *p = m->p;
  bool any = m->nout_rows > 0;
  for (int b = 0; b < p->nbranches; b++) any = any || m->nbranch_rows[b] > 0;
  if (!any) return -1;
  const CxrtLinearized *L = &m->lin;
  for (int32_t si = 0; si < count; si++) {
    const CxrtStructure *s = &d->structs[first + si];
    Eval E = {d, s, field_map};
    for (int32_t v = 0; v < s->nnodes; v++) {
      /* the node's kernel from the linearization: its group */
      int32_t id = L->global_of[L->struct_offset[si] + v];
      int b = m->lp->kernels[kernel_of(L, id)].source;
      if (check_node_rows(m, &E, first + si, m->branch_rows[b], m->nbranch_rows[b], v, NULL)) return si;
    }
    for (int q = 0; q < p->noutputs; q++) {
      int32_t lo2 = p->outputs[q].per_node ? 0 : s->root, hi2 = p->outputs[q].per_node ? s->nnodes : s->root + 1;
      for (int r = 0; r < m->nout_rows; r++) {
        if (m->out_rows[r].block != &p->outputs[q].body) continue;
        for (int32_t v = lo2; v < hi2; v++)
          if (check_node_rows(m, &E, first + si, &m->out_rows[r], 1, v, NULL)) return si;
      }
    }
  }
  return -1;
}

/* ---- running a batch ------------------------------------------------------------- */

static int classify_tramp(void *ctx, int32_t arity, const int32_t *fields) {
  return ((JitModel *)ctx)->classify(arity, fields);
}

static float *grow_floats(float *p, int64_t *cap, int64_t need) {
  if (need <= *cap && p) return p;
  int64_t n = *cap > 0 ? *cap : 256;
  while (n < need) n *= 2;
  free(p);
  p = aligned_alloc(64, (size_t)((n * 4 + 63) & ~(int64_t)63));
  if (!p) {
    fprintf(stderr, "cortex: out of memory (%lld floats)\n", (long long)n);
    abort();
  }
  *cap = n;
  return p;
}

/* First non-finite value of a structure's states (lowest level first) or
 * outputs; fills err. */
static int scan_nonfinite(const JitModel *m, const CxrtDataset *d, int32_t si, int32_t sidx, CxrtError *err) {
  const IrProgram *p = m->p;
  const CxrtLinearized *L = &m->lin;
  int32_t n = L->struct_offset[si + 1] - L->struct_offset[si];
  int32_t best = -1, best_local = -1, best_comp = -1;
  int64_t best_j = 0;
  float best_v = 0;
  for (int32_t v = 0; v < n; v++) {
    int32_t id = L->global_of[L->struct_offset[si] + v];
    if (best >= 0 && id > best) continue;
    for (int c = 0; c < p->ncomps; c++) {
      int64_t size = numel_of(&p->comp_shapes[c]);
      const float *x = m->states[c] + (int64_t)id * size;
      for (int64_t j = 0; j < size; j++)
        if (!isfinite(x[j])) {
          best = id;
          best_local = v;
          best_comp = c;
          best_j = j;
          best_v = x[j];
          c = p->ncomps;
          break;
        }
    }
  }
  if (best >= 0) {
    char where[512];
    describe_node(d, sidx, best_local, where, sizeof where);
    int k = kernel_of(L, best);
    const IrBranch *br = &p->branches[m->lp->kernels[k].source];
    const char *cname = p->comp_names && p->comp_names[best_comp] ? p->comp_names[best_comp] : "state";
    return cxrt_errorf(err, loc_file(p, br->loc), br->loc.first_line, br->loc.first_column,
                       "the %s of %s is %s (element %lld), computed by branch '%s' of rec '%s'; "
                       "the compiled code does not know which op made it: rerun with --interp to find the op, "
                       "or pass --allow-nan to continue",
                       cname, where, isnan(best_v) ? "NaN" : "Inf", (long long)best_j, br->label, p->rec_name);
  }
  for (int o = 0; o < p->noutputs; o++) {
    const IrOutput *op = &p->outputs[o];
    int64_t numel = cxrt_output_numel(&p->info.outputs[o]);
    int64_t row0 = op->per_node ? L->struct_offset[si] : si, rows = op->per_node ? n : 1;
    const float *x = m->outbuf[o] + row0 * numel;
    for (int64_t j = 0; j < rows * numel; j++) {
      if (isfinite(x[j])) continue;
      char where[512];
      int32_t node = op->per_node ? (int32_t)(j / numel) : d->structs[sidx].root;
      describe_node(d, sidx, node, where, sizeof where);
      return cxrt_errorf(err, loc_file(p, op->loc), op->loc.first_line, op->loc.first_column,
                         "output '%s' of %s is %s (element %lld); the compiled code does not know which op made it: "
                         "rerun with --interp to find the op, or pass --allow-nan to continue",
                         op->name, where, isnan(x[j]) ? "NaN" : "Inf", (long long)(j % numel));
    }
  }
  return 0;
}

static int run_batch(JitModel *m, const CxrtTensor *params, const CxrtDataset *d, int32_t first, int32_t count,
                     const int *field_map, CxrtResult *results, CxrtError *err) {
  const IrProgram *p = m->p;
  const LoopProgram *lp = m->lp;
  CxrtLinearized *L = &m->lin;
  m->valid = 0;

  double t0 = now_ms();
  CxrtLinearizeSpec spec = {lp->nkernels, classify_tramp, m, m->max_child, &p->info, field_map, 0};
  if (cxrt_linearize(&spec, d, first, count, L, err)) return -2;
  double t1 = now_ms();
  m->times.linearize_ms += t1 - t0;

  /* Row indices from the data, checked like the interpreter does. */
  int32_t bad = find_bad_rows(m, d, first, count, field_map);
  CxrtError bad_err;
  if (bad >= 0 && check_structure_rows(m, d, first + bad, field_map, &bad_err) == 0)
    cxrt_errorf(&bad_err, d->path ? d->path : "", 0, 0, "internal error: a bad row index vanished");

  /* Buffers. */
  int64_t nnodes = L->nnodes;
  if (nnodes > m->state_cap || !m->states[0]) {
    int64_t cap = m->state_cap > 0 ? m->state_cap : 64;
    while (cap < nnodes) cap *= 2;
    for (int c = 0; c < p->ncomps; c++) {
      int64_t dummy = 0;
      free(m->states[c]);
      m->states[c] = NULL;
      m->states[c] = grow_floats(NULL, &dummy, cap * numel_of(&p->comp_shapes[c]) + 16);
    }
    m->state_cap = cap;
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
  for (int k = 0; k < lp->nkernels; k++) {
    int64_t f = loop_scratch_floats(&lp->kernels[k], node_cap, edge_cap);
    if (f > need) need = f;
  }
  for (int o = 0; o < lp->noutputs; o++) {
    int64_t rows = p->outputs[o].per_node ? nnodes : L->nstructs;
    int64_t f = loop_scratch_floats(&lp->outputs[o], rows, 0);
    if (f > need) need = f;
    m->outbuf[o] = grow_floats(m->outbuf[o], &m->outbuf_cap[o], rows * lp->outputs[o].out_numel + 16);
  }
  m->scratch = grow_floats(m->scratch, &m->scratch_cap, need);
  for (int i = 0; i < p->nparams; i++) m->param_ptrs[i] = params[i].data;

  JitFrame f;
  memset(&f, 0, sizeof f);
  f.params = m->param_ptrs;
  f.states = m->states;
  f.vfields = (const float *const *)L->vfields;
  f.child_start = L->child_start;
  f.children = L->children;
  f.ifields = L->ifields;
  f.group_start = L->group_start;
  f.scratch = m->scratch;
  memset(m->err, 0, sizeof m->err);
  f.err = m->err;
  f.node_cap = node_cap;
  f.edge_cap = edge_cap;
  f.nlevels = L->nlevels;
  f.nkernels = L->nbranches;
  m->run(&f);
  for (int o = 0; o < lp->noutputs; o++) {
    bool per_node = p->outputs[o].per_node;
    m->outputs[o](&f, per_node ? L->global_of : L->root, per_node ? L->nnodes : L->nstructs, m->outbuf[o]);
  }
  double t2 = now_ms();
  m->times.execute_ms += t2 - t1;

  /* Errors: row indices, then (in structure order) NaN/Inf. */
  int32_t limit = count;
  int rc = 0;
  if (bad >= 0) {
    limit = bad;
    *err = bad_err;
    rc = -1;
  } else if (m->err[0]) {
    int64_t node = m->err[2];
    int32_t si = node >= 0 && node < L->nnodes ? L->struct_of[node] : 0;
    limit = si;
    char where[512];
    describe_node(d, first + si, node >= 0 && node < L->nnodes ? L->local_of[node] : 0, where, sizeof where);
    cxrt_errorf(err, p->model_file, 0, 0, "%s: row %lld is out of range (instruction %%%lld of %s)", where,
                (long long)m->err[3], (long long)m->err[1],
                m->err[4] >= 0 ? lp->kernels[m->err[4]].name : lp->outputs[-1 - m->err[4]].name);
    rc = -1;
  }
  if (m->opt.check_nonfinite) {
    for (int32_t si = 0; si < limit; si++)
      if (scan_nonfinite(m, d, si, first + si, err)) {
        limit = si;
        rc = -1;
        break;
      }
  }

  /* Results, in the interpreter's layout. */
  for (int32_t si = 0; si < limit; si++) {
    const CxrtStructure *s = &d->structs[first + si];
    CxrtResult *res = &results[si];
    cxrt_result_init(res, &p->info, s->nnodes);
    res->root = s->root;
    for (int o = 0; o < p->noutputs; o++) {
      int64_t numel = lp->outputs[o].out_numel;
      if (p->outputs[o].per_node)
        memcpy(res->values[o], m->outbuf[o] + (int64_t)L->struct_offset[si] * numel,
               sizeof(float) * (size_t)(numel * s->nnodes));
      else
        memcpy(res->values[o], m->outbuf[o] + (int64_t)si * numel, sizeof(float) * (size_t)numel);
    }
  }
  m->valid = limit;
  return rc;
}

int jit_run_batch(JitModel *m, const CxrtTensor *params, const CxrtDataset *d, int32_t first, int32_t count,
                  const int *field_map, CxrtResult *results, CxrtError *err) {
  int rc = run_batch(m, params, d, first, count, field_map, results, err);
  if (rc != -2) return rc;
  if (count == 1) {
    m->valid = 0;
    return -1;
  }
  /* The linearizer rejected a structure of the batch: run them one by one,
   * so the structures before it still get their results (as with the
   * interpreter) and the error is the first one's. */
  for (int32_t i = 0; i < count; i++) {
    rc = run_batch(m, params, d, first + i, 1, field_map, &results[i], err);
    if (rc) {
      int32_t v = i + (m->valid > 0 ? m->valid : 0);
      m->valid = v;
      return -1;
    }
  }
  m->valid = count;
  return 0;
}
