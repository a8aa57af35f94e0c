/* The REPL core: see repl.h.
 *
 * The model being built is a table of declarations, one per key: a
 * const, param, fn or rec by its name (a model may have several recs,
 * language v2), an output by "output NAME", the input and the model name
 * in one slot each (a model has one of each), an import by its path.  A new declaration with the key of an old one
 * takes its place (and its position: the order stays that of first
 * appearance).  After every entry the table is put together as one module
 * and checked whole (cx_check_module); an entry that does not check is
 * dropped and the table is left as it was.
 *
 * A model under construction has no rec or no output yet, which sema
 * would report.  Until the user declares them, small stand-ins (a `seq`
 * input, a rec returning zeros([1]), an output) are added to the checked
 * module, so that everything declared so far is checked as it is entered.
 * A bare expression is checked and run the same way: the user's consts,
 * params and fns plus the stand-in input and rec, and the expression as
 * a per-structure output, interpreted on a one-node sequence.
 *
 * Re-checking a module re-annotates the ASTs it shares with the last good
 * check (an expression's check or a failed entry touch the same const,
 * param and fn declarations), so the last good program is marked stale
 * then and checked again, silently, before it is used. */
#include "config.h"
#include "driver/repl.h"
#include "driver/repl_internal.h"
#include "driver/load.h"
#include "driver/memfit.h"
#include "driver/handover.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "backend/jit/jit.h"
#include "ir/ir.h"
#include "ir/loops.h"
#include "lang/sema/session.h"
#include "parser/parser.h"
#include "stdlib/cxrt.h"

static const char stub_text[] =
    "input " STUB_INPUT " : seq;\n"
    "rec " STUB_REC "(__repl_n) -> [1] { return zeros([1]); }\n"
    "output __repl_output = zeros([1]);\n";

/* ---- small helpers ---------------------------------------------------------- */

void rp_out_printf(Repl *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void rp_out_printf(Repl *r, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vfprintf(r->out, fmt, ap);
  va_end(ap);
}

static bool is_blank(const char *s) {
  for (; *s; s++)
    if (!isspace((unsigned char)*s)) return false;
  return true;
}

const char *rp_skip_space(const char *s) {
  while (*s && isspace((unsigned char)*s)) s++;
  return s;
}

bool rp_is_stub_name(const char *name) {
  return name && strncmp(name, STUB_PREFIX, strlen(STUB_PREFIX)) == 0;
}

/* The location of text[off, off+len) of source file fid. */
CxLoc rp_text_loc(Repl *r, int fid, size_t off, size_t len) {
  const CxSourceFile *f = src_file(&r->s.src, fid);
  CxLoc l = {fid, 1, 1, 1, 1};
  size_t line_start = 0;
  for (size_t i = 0; i < off && i < f->len; i++)
    if (f->text[i] == '\n') {
      l.first_line++;
      line_start = i + 1;
    }
  l.first_column = (int)(off - line_start) + 1;
  l.last_line = l.first_line;
  l.last_column = l.first_column + (len ? (int)len - 1 : 0);
  return l;
}

void rp_print_runtime_error(Repl *r, const CxrtError *err) {
  cxrt_error_print(r->err, err);
}

static void repl_warn(void *user, const char *msg) {
  Repl *r = user;
  fprintf(r->err, "cortex: warning: %s\n", msg);
}

/* ---- diagnostics ---------------------------------------------------------- */

static void repl_sink(void *user, const CxDiagEngine *eng, const CxDiagnostic *d) {
  Repl *r = user;
  if (r->silent) return;
  if (d->severity == DIAG_NOTE) {
    if (r->drop_notes) return;
  } else {
    r->drop_notes = false;
  }
  if (d->severity == DIAG_WARNING && !(d->loc.file_id >= r->warn_lo && d->loc.file_id <= r->warn_hi)) {
    r->drop_notes = true;
    return;
  }
  CxDiagnostic c = *d;
  /* "The model has no rec" is about the whole model, not a place in the
   * empty buffer that stands for it. */
  if (c.loc.file_id == r->main_file) c.loc = cx_noloc;
  diag_print_sink(NULL, eng, &c);
}

/* Each entry starts with clean counters: the engine's error limit is per
 * entry, and sema compares error counts before and after. */
void rp_reset_diag(Repl *r) {
  r->s.diag.errors = 0;
  r->s.diag.warnings = 0;
  r->s.diag.limit_reached = false;
  r->s.diag.last_suppressed = false;
  r->drop_notes = false;
}

void rp_error_at(Repl *r, CxLoc at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void rp_error_at(Repl *r, CxLoc at, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(&r->s.diag, DIAG_ERROR, at, fmt, ap);
  va_end(ap);
}

/* ---- the session ---------------------------------------------------------- */

void rp_session_start(Repl *r) {
  session_init(&r->s);
  r->s.stdlib_dir = r->opt.stdlib_dir;
  for (int i = 0; i < r->opt.nsearch; i++) session_add_search_dir(&r->s, r->opt.search_dirs[i]);
  r->s.diag.out = r->err;
  r->s.diag.color = r->opt.color;
  r->s.diag.sink = repl_sink;
  r->s.diag.user = r;
  r->s.diag.warnings_enabled = !r->opt.no_warnings;
  r->warn_lo = INT_MAX;
  r->warn_hi = INT_MAX;
  for (int i = 0; i < r->opt.ndefines; i++) session_add_define(&r->s, r->opt.defines[i]);
  r->s.src.max_file_bytes = (size_t)r->opt.max_input;
  r->main_file = src_add_buffer(&r->s.src, "<repl>", "", 0);
  int sid = src_add_buffer(&r->s.src, "<repl-stub>", stub_text, strlen(stub_text));
  CxParseEnv env = {&r->s.arena, &r->s.names, &r->s.diag, 0};
  AstModule *m = cx_parse_module(&env, sid);
  CX_ASSERT(m && m->ndecls == 3);
  r->stub_input = m->decls[0];
  r->stub_rec = m->decls[1];
  r->stub_output = m->decls[2];
  r->prog_stale = true; /* the empty model is checked when first needed */
  r->gen++;
}

void rp_forget_data(Repl *r) {
  free(r->data_path);
  free(r->data_text);
  free(r->data_name);
  r->data_path = r->data_text = r->data_name = NULL;
  cxrt_dataset_free(&r->data);
  memset(&r->data, 0, sizeof r->data);
  cxrt_vocab_free(r->vocab);
  r->vocab = NULL;
  r->data_ok = false;
}

void rp_forget_weights(Repl *r) {
  cxrt_weights_free(&r->weights);
  memset(&r->weights, 0, sizeof r->weights);
  r->have_weights = false;
  cxrt_weights_free(&r->seeded);
  memset(&r->seeded, 0, sizeof r->seeded);
  r->seeded_ok = false;
}

void rp_session_stop(Repl *r) {
  cx_runner_close(&r->runner);
  ir_program_free(r->ir);
  r->ir = NULL;
  free(r->decls);
  r->decls = NULL;
  r->ndecls = 0;
  r->prog = NULL;
  r->prog_stale = false;
  session_free(&r->s);
}

Repl *repl_new(const ReplOptions *opt) {
  if (!opt || !opt->out) return NULL;
  Repl *r = cx_xcalloc(1, sizeof *r);
  r->opt = *opt;
  r->out = opt->out;
  r->err = opt->err ? opt->err : opt->out;
  rp_session_start(r);
  return r;
}

void repl_free(Repl *r) {
  if (!r) return;
  rp_session_stop(r);
  rp_forget_data(r);
  rp_forget_weights(r);
  if (r->dummy_ok) cxrt_dataset_free(&r->dummy);
  free(r->pending);
  free(r->last_entry);
  free(r->set_names);
  free(r);
}

int repl_entry_count(const Repl *r) { return r->entries; }

/* ---- the model: declarations and checks ---------------------------------- */

static const char *decl_key(Repl *r, const AstDecl *d) {
  switch (d->kind) {
  case DECL_MODEL: return "model";
  case DECL_INPUT: return "input";
  case DECL_IMPORT: return arena_printf(&r->s.arena, "import %s", d->u.import.path ? d->u.import.path : "");
  case DECL_OUTPUT: return arena_printf(&r->s.arena, "output %s", d->name ? d->name : "");
  case DECL_CONST:
  case DECL_PARAM:
  case DECL_FN:
  case DECL_REC: break;
  }
  return d->name ? d->name : "";
}

AstDecl *rp_find_kind(const ReplDecl *list, int n, AstDeclKind kind) {
  for (int i = 0; i < n; i++)
    if (list[i].decl->kind == kind) return list[i].decl;
  return NULL;
}

/* The module checked for a list of declarations.  For an expression
 * (value != NULL): the consts, params, fns and imports, the stand-in
 * input and rec, and the value as an output.  Otherwise the whole list
 * with stand-ins for what is still missing. */
static AstModule *build_module(Repl *r, const ReplDecl *list, int n, AstDecl *value, bool *stub_rec) {
  AstModule *m = arena_alloc(&r->s.arena, sizeof *m);
  m->path = "repl";
  m->file_id = r->main_file;
  m->decls = arena_alloc(&r->s.arena, sizeof *m->decls * (size_t)(n + 4));
  bool has_input = false, has_rec = false, has_output = false;
  for (int i = 0; i < n; i++) {
    AstDecl *d = list[i].decl;
    if (value && (d->kind == DECL_INPUT || d->kind == DECL_REC || d->kind == DECL_OUTPUT)) continue;
    has_input |= d->kind == DECL_INPUT;
    has_rec |= d->kind == DECL_REC;
    has_output |= d->kind == DECL_OUTPUT;
    m->decls[m->ndecls++] = d;
  }
  /* A stand-in only while nothing that needs the real thing exists: a rec
   * without an input (or an output without a rec) is an error to report. */
  *stub_rec = false;
  if (!has_input && !has_rec && !has_output) m->decls[m->ndecls++] = r->stub_input;
  if (!has_rec && !has_output) {
    m->decls[m->ndecls++] = r->stub_rec;
    *stub_rec = true;
  }
  if (value) m->decls[m->ndecls++] = value;
  else if (!has_output) m->decls[m->ndecls++] = r->stub_output;
  return m;
}

/* Checks a list of declarations.  quiet: no diagnostics at all. */
CxProgram *rp_check_list(Repl *r, const ReplDecl *list, int n, AstDecl *value, bool quiet) {
  bool stub_rec;
  AstModule *m = build_module(r, list, n, value, &stub_rec);
  rp_reset_diag(r);
  bool warnings = r->s.diag.warnings_enabled;
  /* With a stand-in rec nothing uses the params yet: no "never used". */
  if (stub_rec || value) r->s.diag.warnings_enabled = false;
  bool was_silent = r->silent;
  r->silent = quiet;
  CxProgram *p = cx_check_module(&r->s, m);
  r->silent = was_silent;
  r->s.diag.warnings_enabled = warnings;
  return p;
}

/* The last good check of the committed model, checked again if needed. */
CxProgram *rp_ensure_program(Repl *r) {
  if (!r->prog_stale) return r->prog;
  r->prog_stale = false;
  r->prog = rp_check_list(r, r->decls, r->ndecls, NULL, true);
  /* It checked before: only an imported file changed on disk can make it
   * fail now.  Say why. */
  if (!r->prog) r->prog = rp_check_list(r, r->decls, r->ndecls, NULL, false);
  return r->prog;
}

/* Reports what the model still lacks for `what`; true if complete. */
bool rp_need_complete(Repl *r, const char *what) {
  const char *missing = !rp_find_kind(r->decls, r->ndecls, DECL_INPUT) ? "input"
                        : !rp_find_kind(r->decls, r->ndecls, DECL_REC) ? "rec"
                        : !rp_find_kind(r->decls, r->ndecls, DECL_OUTPUT) ? "output"
                                                                        : NULL;
  if (!missing) return true;
  const char *example = missing[0] == 'i' ? "input t : tree[2] { word : int };"
                        : missing[0] == 'r' ? "rec node(n) -> [H] { ... }"
                                            : "output h = node(t.root);";
  rp_error_at(r, cx_noloc, "%s needs a whole model, and it has no %s yet; declare one, e.g. '%s'", what, missing, example);
  return false;
}

IrProgram *rp_ensure_ir(Repl *r) {
  if (r->ir && r->ir_gen == r->gen) return r->ir;
  cx_runner_close(&r->runner); /* made for the old IR */
  ir_program_free(r->ir);
  r->ir = NULL;
  CxProgram *p = rp_ensure_program(r);
  if (!p) return NULL;
  rp_reset_diag(r);
  IrProgram *ir = ir_lower(&r->s, p);
  if (!ir) return NULL;
  if (ir_optimize(ir, &r->s.diag)) {
    ir_program_free(ir);
    return NULL;
  }
  r->ir = ir;
  r->ir_gen = r->gen;
  return ir;
}

/* ---- printing types and values ------------------------------------------ */

const char *rp_input_kind_text(const AstDecl *in, char *buf, size_t size) {
  switch (in->u.input.kind) {
  case INPUT_TREE:
    if (in->u.input.arity < 0) snprintf(buf, size, "tree[*]");
    else snprintf(buf, size, "tree[%d]", in->u.input.arity);
    return buf;
  case INPUT_DAG: return "dag";
  case INPUT_SEQ: return "seq";
  }
  return "?";
}

const char *rp_field_type_text(const AstField *f, char *buf, size_t size) {
  if (!f->type || f->type->kind == ATY_INT) return "int";
  if (f->type->ndims == 1 && f->type->dims[0] && f->type->dims[0]->sem.is_const)
    snprintf(buf, size, "[%" PRId64 "]", f->type->dims[0]->sem.ival);
  else
    snprintf(buf, size, "[?]");
  return buf;
}

static const CxDefine *find_define(const Repl *r, const char *name) {
  for (int i = r->s.ndefines - 1; i >= 0; i--)
    if (strcmp(r->s.defines[i].name, name) == 0) return &r->s.defines[i];
  return NULL;
}

int rp_set_index(const Repl *r, const char *name) {
  for (int i = 0; i < r->nset; i++)
    if (r->set_names[i] == name) return i;
  return -1;
}

/* Where an override comes from: ":set H 5", or "-D H=8" (with
 * long: "... on the command line"). */
static const char *override_origin(const Repl *r, const CxDefine *def, bool lng, char *buf, size_t size) {
  if (rp_set_index(r, def->name) >= 0) snprintf(buf, size, ":set %s %" PRId64, def->name, def->value);
  else snprintf(buf, size, "-D %s=%" PRId64 "%s", def->name, def->value, lng ? " on the command line" : "");
  return buf;
}

/* A rec's direction as the REPL shows it ("bottom-up", "top-down",
 * "local"), or NULL when it goes without saying: a model of one rec that
 * is not top-down, as every v1 model (whose summaries stay as they were). */
const char *rp_rec_dir_text(const CxProgram *p, const AstDecl *rec) {
  int n = 0;
  for (int i = 0; p && i < p->nrecs; i++) n += !rp_is_stub_name(p->recs[i]->name);
  if (n <= 1 && rec->sem.dir != REC_DOWN) return NULL;
  return ir_dir_text(rec->sem.dir == REC_UP ? IR_DIR_UP : rec->sem.dir == REC_DOWN ? IR_DIR_DOWN : IR_DIR_LOCAL);
}

/* One line saying what a declaration now is ("param W : [4, 4]"). */
static void print_decl_summary(Repl *r, const AstDecl *d, bool replaced) {
  char b1[256], b2[64];
  const char *again = replaced ? "  (replaces the previous one)" : "";
  switch (d->kind) {
  case DECL_MODEL: rp_out_printf(r, "model %s%s\n", d->name, again); break;
  case DECL_IMPORT: rp_out_printf(r, "import \"%s\"%s\n", d->u.import.path, again); break;
  case DECL_CONST: {
    const CxDefine *def = find_define(r, d->name);
    if (!def) {
      rp_out_printf(r, "const %s = %" PRId64 "%s\n", d->name, d->sem.ival, again);
    } else if (rp_set_index(r, d->name) >= 0) {
      rp_out_printf(r, "const %s = %" PRId64 " (set by :set)%s\n", d->name, d->sem.ival, again);
    } else {
      rp_out_printf(r, "const %s = %" PRId64 " (set by %s)%s\n", d->name, d->sem.ival,
                 override_origin(r, def, false, b1, sizeof b1), again);
    }
    break;
  }
  case DECL_PARAM: rp_out_printf(r, "param %s : %s%s\n", d->name, cx_type_str(&d->sem.type, b1, sizeof b1), again); break;
  case DECL_INPUT: {
    rp_out_printf(r, "input %s : %s", d->name, rp_input_kind_text(d, b2, sizeof b2));
    for (int i = 0; i < d->u.input.nfields; i++) {
      const AstField *f = d->u.input.fields[i];
      rp_out_printf(r, "%s%s : %s", i ? ", " : " { ", f->name, rp_field_type_text(f, b1, sizeof b1));
    }
    rp_out_printf(r, "%s%s\n", d->u.input.nfields ? " }" : "", again);
    break;
  }
  case DECL_FN: rp_out_printf(r, "fn %s%s\n", d->name, again); break;
  case DECL_REC: {
    const char *dir = rp_rec_dir_text(r->prog, d);
    rp_out_printf(r, "rec %s(%s) -> %s%s%s%s\n", d->name, d->u.rec.node_var ? d->u.rec.node_var : "n",
                  cx_type_str(&d->sem.type, b1, sizeof b1), dir ? ", " : "", dir ? dir : "", again);
    break;
  }
  case DECL_OUTPUT:
    if (d->u.output.node_var)
      rp_out_printf(r, "output %s(%s) : %s, per node%s\n", d->name, d->u.output.node_var,
                 cx_type_str(&d->sem.type, b1, sizeof b1), again);
    else
      rp_out_printf(r, "output %s : %s%s\n", d->name, cx_type_str(&d->sem.type, b1, sizeof b1), again);
    break;
  }
}

enum { SHOW_MAX = 8, SHOW_HEAD = 6 };

static void print_number(FILE *out, float v, bool is_int) {
  if (isnan(v)) fputs("nan", out);
  else if (isinf(v)) fputs(v < 0 ? "-inf" : "inf", out);
  else if (is_int) fprintf(out, "%lld", (long long)v);
  else fprintf(out, "%.6g", (double)v);
}

/* A tensor as nested brackets, one row of the last axis a line, long
 * axes abbreviated ("..."), like NumPy. */
void rp_print_tensor(FILE *out, const float *v, const int64_t *dims, int rank, bool is_int, int depth) {
  if (rank == 0) {
    print_number(out, v[0], is_int);
    return;
  }
  int64_t stride = 1;
  for (int d = 1; d < rank; d++) stride *= dims[d];
  fputc('[', out);
  for (int64_t i = 0; i < dims[0]; i++) {
    if (dims[0] > SHOW_MAX && i == SHOW_HEAD) {
      fputs(rank == 1 ? ", ..." : ",\n", out);
      if (rank > 1) fprintf(out, "%*s...", depth + 1, "");
      i = dims[0] - 2;
    }
    if (i) {
      if (rank == 1) fputs(", ", out);
      else fprintf(out, ",\n%*s", depth + 1, "");
    }
    rp_print_tensor(out, v + i * stride, dims + 1, rank - 1, is_int, depth + 1);
  }
  fputc(']', out);
}

/* ---- weights and data ------------------------------------------------------ */

static void mark_params(const IrBlock *b, bool *used) {
  for (int i = 0; i < b->n; i++)
    if (b->instrs[i].op == IR_PARAM) used[b->instrs[i].a.param] = true;
}

/* The params of ir from :weights, or seeded (:seed N, default 0).  For
 * an expression (all = false) only the params it reads are bound; the
 * others are zeros, so that a weights file without them does not matter. */
int rp_get_params(Repl *r, const IrProgram *ir, CxrtTensor **out, bool all) {
  CxrtError err = {0};
  bool *used = cx_xcalloc((size_t)ir->nparams + 1, sizeof *used);
  for (int b = 0; b < ir->nbranches; b++) mark_params(&ir->branches[b].body, used);
  for (int o = 0; o < ir->noutputs; o++) mark_params(&ir->outputs[o].body, used);
  CxrtModelInfo mi = ir->info;
  mi.params = cx_xcalloc((size_t)ir->nparams + 1, sizeof *mi.params);
  mi.nparams = 0;
  for (int i = 0; i < ir->nparams; i++)
    if (all || used[i]) mi.params[mi.nparams++] = ir->info.params[i];
  const CxrtWeights *w = &r->weights;
  int rc = 0;
  /* too big to fit: an error before anything is allocated (seeded
   * weights and their bound copy are two copies) */
  if (driver_params_fit(&r->s, ir->params, ir->nparams, r->have_weights ? 1 : 2, false)) {
    free(mi.params);
    free(used);
    *out = NULL;
    return -1;
  }
  if (!r->have_weights && mi.nparams > 0) {
    if (!r->seeded_ok || r->seeded_gen != r->gen || r->seeded_seed != r->seed) {
      cxrt_weights_free(&r->seeded);
      memset(&r->seeded, 0, sizeof r->seeded);
      r->seeded_ok = false;
      rc = cxrt_init_weights(&ir->info, r->seed, &r->seeded, &err);
      r->seeded_ok = rc == 0;
      r->seeded_gen = r->gen;
      r->seeded_seed = r->seed;
    }
    if (rc == 0 && !r->seed_given && !r->seed_noted) {
      fprintf(r->err, "note: no weights loaded: random weights from seed 0 (:weights FILE or :seed N to choose)\n");
      r->seed_noted = true;
    }
    w = &r->seeded;
  }
  CxrtTensor *bound = cx_xcalloc((size_t)mi.nparams + 1, sizeof *bound);
  bool warn = all && r->have_weights && !r->weights_warned;
  if (rc == 0 && mi.nparams > 0) {
    rc = cxrt_bind_weights(&mi, w, bound, warn ? repl_warn : NULL, r, &err);
    if (rc == 0 && warn) r->weights_warned = true;
  }
  CxrtTensor *params = NULL;
  if (rc == 0) {
    params = cx_xcalloc((size_t)(ir->nparams ? ir->nparams : 1), sizeof *params);
    for (int i = 0, j = 0; i < ir->nparams && rc == 0; i++) {
      const CxrtParamInfo *pi = &ir->info.params[i];
      if (all || used[i]) params[i] = bound[j++];
      else rc = cxrt_tensor_alloc(&params[i], pi->name, pi->rank, pi->dims, &err);
    }
    if (rc) {
      cxrt_tensors_free(params, ir->nparams);
      free(params);
      params = NULL;
    }
  }
  if (rc) rp_print_runtime_error(r, &err);
  free(bound);
  free(mi.params);
  free(used);
  *out = params;
  return rc ? -1 : 0;
}

void rp_free_params(CxrtTensor *params, int n) {
  if (!params) return;
  cxrt_tensors_free(params, n);
  free(params);
}

CxrtInputKind rp_runtime_kind(AstInputKind k) {
  return k == INPUT_TREE ? CXRT_TREE : k == INPUT_DAG ? CXRT_DAG : CXRT_SEQ;
}

/* (Re)reads the data for an input of the given kind and arity. */
int rp_read_data(Repl *r, CxrtInputKind kind, int arity) {
  DriverDataSpec spec = {.path = r->data_path, .text = r->data_text, .len = r->data_text ? strlen(r->data_text) : 0,
                         .name = r->data_name, .format = CXRT_FMT_AUTO, .max_bytes = r->opt.max_input};
  DriverData d;
  CxrtError err = {0};
  if (driver_data_load(&spec, kind, arity, &d, &err)) {
    rp_print_runtime_error(r, &err);
    return -1;
  }
  cxrt_dataset_free(&r->data);
  cxrt_vocab_free(r->vocab);
  r->data = d.data;
  r->vocab = d.vocab;
  free(d.field_map);
  r->data_ok = true;
  r->data_kind = kind;
  r->data_arity = arity;
  return 0;
}

int rp_ensure_data(Repl *r, const IrProgram *ir) {
  if (!r->data_path && !r->data_text) {
    rp_error_at(r, cx_noloc, "no data to run on: give some with :data FILE or :data (3 (2 a) (4 b))");
    return -1;
  }
  if (r->data_ok && r->data_kind == ir->input_kind && r->data_arity == ir->max_arity) return 0;
  return rp_read_data(r, ir->input_kind, ir->max_arity);
}

int64_t rp_count_nodes(const CxrtDataset *d) {
  int64_t n = 0;
  for (int32_t i = 0; i < d->nstructs; i++) n += d->structs[i].nnodes;
  return n;
}

/* ---- entries: declarations ------------------------------------------------ */

/* The text of an expression as typed ("2 * K"), cut with "..." when long
 * or when it runs over several lines. */
static const char *expr_text(Repl *r, const AstExpr *e, char *buf, size_t size) {
  size_t len;
  const char *line = src_line(&r->s.src, e->loc.file_id, e->loc.first_line, &len);
  size_t first = e->loc.first_column > 0 ? (size_t)e->loc.first_column - 1 : 0;
  size_t last = e->loc.last_line == e->loc.first_line && e->loc.last_column > 0 ? (size_t)e->loc.last_column : len;
  if (!line || first >= len) return "";
  if (last > len) last = len;
  size_t n = last > first ? last - first : 0;
  bool cut = e->loc.last_line != e->loc.first_line || n > 40;
  if (n > 40) n = 40;
  snprintf(buf, size, "%.*s%s", (int)n, line + first, cut ? "..." : "");
  return buf;
}

/* A const typed at the prompt whose value an override replaces: -D on
 * the command line and :set win over the model's own values (as in a
 * file), so the typed value is not used; say so and how to use it. */
static void warn_overridden(Repl *r, const AstDecl *d) {
  const CxDefine *def = find_define(r, d->name);
  const AstExpr *v = d->u.const_.value;
  if (!def || !v) return;
  if (v->kind == EXPR_INT && v->u.ival == def->value) return; /* the same value: nothing is lost */
  char origin[160], typed[64];
  const char *q = v->kind == EXPR_INT ? "" : "'";
  diag_warning(&r->s.diag, v->loc, "'%s' is set to %" PRId64 " by %s; the typed value %s%s%s is not used (:unset %s to use it)",
               d->name, def->value, override_origin(r, def, true, origin, sizeof origin), q,
               expr_text(r, v, typed, sizeof typed), q, d->name);
}

/* Makes table t (malloc'd, checked as p) the model. */
void rp_commit_decls(Repl *r, ReplDecl *t, int nt, CxProgram *p) {
  free(r->decls);
  r->decls = t;
  r->ndecls = nt;
  r->prog = p;
  r->prog_stale = false;
  r->gen++;
}

/* Adds declarations (replacing those with the same key), checks the
 * model and commits it; on an error the model stays as it was. */
ReplStatus rp_add_decls(Repl *r, AstDecl **decls, int n, const char *loaded) {
  int cap = r->ndecls + n + 1;
  ReplDecl *t = cx_xmalloc(sizeof *t * (size_t)cap);
  bool *fresh = cx_xcalloc((size_t)cap, sizeof *fresh);
  bool *replaced = cx_xcalloc((size_t)(n + 1), sizeof *replaced);
  if (r->ndecls) memcpy(t, r->decls, sizeof *t * (size_t)r->ndecls);
  int nt = r->ndecls;
  for (int i = 0; i < n; i++) {
    AstDecl *d = decls[i];
    if (!d) continue;
    const char *key = decl_key(r, d);
    int j = 0;
    while (j < nt && strcmp(t[j].key, key) != 0) j++;
    /* Twice in one entry: both go to sema, which reports the redefinition. */
    if (j < nt && !fresh[j]) {
      t[j].decl = d;
      fresh[j] = true;
      replaced[i] = true;
    } else {
      t[nt].key = key;
      t[nt].decl = d;
      fresh[nt++] = true;
    }
  }
  free(fresh);
  CxProgram *p = rp_check_list(r, t, nt, NULL, false);
  if (!p) {
    free(t);
    free(replaced);
    r->prog_stale = true;
    return REPL_ERROR;
  }
  rp_commit_decls(r, t, nt, p);
  if (loaded) {
    int count[DECL_OUTPUT + 1] = {0};
    const char *input = NULL, *model = NULL;
    for (int i = 0; i < n; i++) {
      if (!decls[i]) continue;
      count[decls[i]->kind]++;
      if (decls[i]->kind == DECL_INPUT) input = decls[i]->name;
      if (decls[i]->kind == DECL_MODEL) model = decls[i]->name;
    }
    rp_out_printf(r, "loaded %s", loaded);
    if (model) rp_out_printf(r, " (model %s)", model);
    const char *sep = ": ";
    static const struct { AstDeclKind k; const char *one, *many; } kinds[] = {
        {DECL_IMPORT, "import", "imports"}, {DECL_CONST, "const", "consts"}, {DECL_PARAM, "param", "params"},
        {DECL_FN, "fn", "fns"}};
    for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++)
      if (count[kinds[k].k]) {
        rp_out_printf(r, "%s%d %s", sep, count[kinds[k].k], count[kinds[k].k] == 1 ? kinds[k].one : kinds[k].many);
        sep = ", ";
      }
    if (input) {
      rp_out_printf(r, "%sinput %s", sep, input);
      sep = ", ";
    }
    /* the recs in the order they run: "rec node", "2 recs (up, down)" */
    if (count[DECL_REC]) {
      if (count[DECL_REC] > 1) rp_out_printf(r, "%s%d recs (", sep, count[DECL_REC]);
      else rp_out_printf(r, "%srec ", sep);
      for (int i = 0, k = 0; i < p->nrecs; i++)
        for (int j = 0; j < n; j++)
          if (decls[j] == p->recs[i]) rp_out_printf(r, "%s%s", k++ ? ", " : "", p->recs[i]->name);
      if (count[DECL_REC] > 1) rp_out_printf(r, ")");
      sep = ", ";
    }
    if (count[DECL_OUTPUT])
      rp_out_printf(r, "%s%d output%s", sep, count[DECL_OUTPUT], count[DECL_OUTPUT] == 1 ? "" : "s");
    rp_out_printf(r, "\n");
  } else {
    for (int i = 0; i < n; i++) {
      if (!decls[i]) continue;
      if (decls[i]->kind == DECL_CONST) warn_overridden(r, decls[i]);
      print_decl_summary(r, decls[i], replaced[i]);
    }
  }
  free(replaced);
  return REPL_OK;
}

/* ---- entries: expressions ---------------------------------------------------- */

/* The first use in e of one of the names (the input's and the recs': they
 * are not available to an expression at the prompt). */
static bool is_one_of(const char *name, const char *const *names, int n) {
  for (int i = 0; i < n; i++)
    if (name == names[i]) return true;
  return false;
}

static const AstExpr *find_use(const AstExpr *e, const char *const *a, int b, const char **which) {
  if (!e) return NULL;
  const AstExpr *f = NULL;
  switch (e->kind) {
  case EXPR_INT:
  case EXPR_FLOAT: return NULL;
  case EXPR_NAME:
    if (is_one_of(e->u.name, a, b)) {
      *which = e->u.name;
      return e;
    }
    return NULL;
  case EXPR_UNARY: return find_use(e->u.unary.operand, a, b, which);
  case EXPR_BINARY:
    if ((f = find_use(e->u.binary.lhs, a, b, which))) return f;
    return find_use(e->u.binary.rhs, a, b, which);
  case EXPR_CALL:
    if (is_one_of(e->u.call.callee, a, b)) {
      *which = e->u.call.callee;
      return e;
    }
    for (int i = 0; i < e->u.call.nargs; i++)
      if ((f = find_use(e->u.call.args[i], a, b, which))) return f;
    return NULL;
  case EXPR_FIELD: return find_use(e->u.field.base, a, b, which);
  case EXPR_INDEX:
    if ((f = find_use(e->u.index.base, a, b, which))) return f;
    return find_use(e->u.index.index, a, b, which);
  case EXPR_SLICE:
    if ((f = find_use(e->u.slice.base, a, b, which))) return f;
    if ((f = find_use(e->u.slice.lo, a, b, which))) return f;
    return find_use(e->u.slice.hi, a, b, which);
  case EXPR_TUPLE:
    for (int i = 0; i < e->u.tuple.nitems; i++)
      if ((f = find_use(e->u.tuple.items[i], a, b, which))) return f;
    return NULL;
  case EXPR_REDUCE:
    if ((f = find_use(e->u.reduce.over, a, b, which))) return f;
    return find_use(e->u.reduce.body, a, b, which);
  case EXPR_SHAPE:
    for (int i = 0; i < e->u.shape.ndims; i++)
      if ((f = find_use(e->u.shape.dims[i], a, b, which))) return f;
    return NULL;
  }
  return NULL;
}

static int dummy_data(Repl *r) {
  if (r->dummy_ok) return 0;
  CxrtError err = {0};
  CxrtReadOptions ro = {CXRT_FMT_SEQ, 1, CXRT_SEQ, 0, 0};
  if (cxrt_data_read_mem("x\n", 2, "<repl-value>", &ro, NULL, &r->dummy, &err)) {
    rp_print_runtime_error(r, &err);
    return -1;
  }
  r->dummy_ok = true;
  return 0;
}

/* The bytes that computing an expression's value takes: the result (with
 * its 16 floats of slack, output.c) and the interpreter's scratch, which
 * holds every intermediate value of the output's block (rounded up to 16
 * floats each) and is allocated at twice that (backend/interp/interp.c). */
static double value_need_bytes(const IrProgram *ir) {
  double scratch = 16;
  const IrBlock *b = &ir->outputs[0].body;
  for (int i = 0; i < b->n; i++) {
    const IrInstr *ins = &b->instrs[i];
    if (ins->type.kind != IRT_TENSOR) continue;
    double n = 1;
    for (int d = 0; d < ins->type.shape.rank; d++) n *= (double)ins->type.shape.dims[d];
    scratch += n + 16;
  }
  return 4 * ((double)cxrt_output_numel(&ir->info.outputs[0]) + 16 + 2 * scratch);
}

static ReplStatus eval_expr(Repl *r, AstExpr *e) {
  /* the input and every rec */
  AstDecl *in = rp_find_kind(r->decls, r->ndecls, DECL_INPUT);
  const char **names = cx_xcalloc((size_t)r->ndecls + 1, sizeof *names);
  int nnames = 0;
  for (int i = 0; i < r->ndecls; i++)
    if (r->decls[i].decl->kind == DECL_INPUT || r->decls[i].decl->kind == DECL_REC) names[nnames++] = r->decls[i].decl->name;
  const char *which = NULL;
  const AstExpr *use = find_use(e, names, nnames, &which);
  free(names);
  if (use) {
    bool is_rec = !in || which != in->name;
    rp_error_at(r, is_rec && use->kind == EXPR_CALL ? use->u.call.callee_loc : use->loc,
             "'%s' is the %s: an expression at the prompt is computed from consts, params and fns only", which,
             is_rec ? "rec" : "input");
    diag_note(&r->s.diag, cx_noloc, "to see the rec's states, use :trace on the current data");
    return REPL_ERROR;
  }
  AstDecl *od = ast_decl_new(&r->s.arena, DECL_OUTPUT, e->loc);
  od->name = intern_cstr(&r->s.names, VALUE_NAME);
  od->name_loc = e->loc;
  od->u.output.value = e;
  CxProgram *p = rp_check_list(r, r->decls, r->ndecls, od, false);
  r->prog_stale = true;
  if (!p) return REPL_ERROR;
  CxType t = od->sem.type;
  if (t.kind == TY_INT && e->sem.is_const) {
    rp_out_printf(r, "%" PRId64 " : int\n", e->sem.ival);
    return REPL_OK;
  }
  rp_reset_diag(r);
  IrProgram *ir = ir_lower(&r->s, p);
  if (!ir) return REPL_ERROR;
  if (ir_optimize(ir, &r->s.diag) || dummy_data(r)) {
    ir_program_free(ir);
    return REPL_ERROR;
  }
  CxrtTensor *params = NULL;
  if (rp_get_params(r, ir, &params, false)) {
    ir_program_free(ir);
    return REPL_ERROR;
  }
  /* a value too big for memory: an error at the expression before it is
   * allocated, as params too big get one (in rp_get_params, which comes
   * first for its notes on the params and the consts that size them) */
  char shape[128];
  double value_bytes = 4 * (double)cxrt_output_numel(&ir->info.outputs[0]);
  if (driver_value_fits(&r->s, e->loc, cx_shape_str(&t.shape, shape, sizeof shape), value_bytes,
                        value_need_bytes(ir))) {
    rp_free_params(params, ir->nparams);
    ir_program_free(ir);
    return REPL_ERROR;
  }
  ReplStatus st = REPL_ERROR;
  /* the interpreter, through the backends' table; a NaN is shown rather
   * than an error */
  CxEngineOptions eo = {.check_nonfinite = false};
  CxRunner run = {0};
  CxrtResult res = {0};
  CxrtError err = {0};
  int map[1] = {0};
  if (cxrt_result_init(&res, &ir->info, r->dummy.structs[0].nnodes)) {
    rp_error_at(r, e->loc, "out of memory for the value of this expression (%.0f bytes); compute a smaller value "
                "(a slice, a sum), or free memory", value_bytes);
  } else if (cx_runner_open(&run, &cx_backend_interp, &r->s, ir, &eo, &err) ||
      run.b->run(run.e, params, &r->dummy, 0, 1, map, &res, &err)) {
    /* an error with no place of its own (out of memory, ...) is the expression's */
    if (err.file[0]) rp_print_runtime_error(r, &err);
    else rp_error_at(r, e->loc, "%s", err.msg);
  } else {
    const CxrtOutputInfo *o = &ir->info.outputs[0];
    char buf[128];
    rp_print_tensor(r->out, res.values[0], o->dims, o->rank, o->is_int, 0);
    if (o->is_int) rp_out_printf(r, " : int\n");
    else rp_out_printf(r, " : %s\n", cx_shape_str(&t.shape, buf, sizeof buf));
    st = REPL_OK;
  }
  cxrt_result_free(&res);
  cx_runner_close(&run);
  rp_free_params(params, ir->nparams);
  ir_program_free(ir);
  return st;
}

/* ---- entries: code ------------------------------------------------------------- */

static ReplStatus eval_code(Repl *r, int fid) {
  CxParseEnv env = {&r->s.arena, &r->s.names, &r->s.diag, 0};
  CxReplParse rp;
  r->warn_lo = r->warn_hi = fid;
  ReplStatus st = REPL_OK;
  if (cx_parse_repl(&env, fid, &rp)) st = REPL_ERROR;
  else if (rp.expr) st = eval_expr(r, rp.expr);
  else if (rp.ndecls) st = rp_add_decls(r, rp.decls, rp.ndecls, NULL);
  r->warn_lo = r->warn_hi = INT_MAX;
  return st;
}

/* ---- running ---------------------------------------------------------------- */

/* ---- entries and lines ---------------------------------------------------- */

ReplStatus repl_eval(Repl *r, const char *entry) {
  if (is_blank(entry)) return REPL_OK;
  char name[32];
  snprintf(name, sizeof name, "<repl:%d>", ++r->entries);
  int fid = src_add_buffer(&r->s.src, name, entry, strlen(entry));
  rp_reset_diag(r);
  const char *text = src_file(&r->s.src, fid)->text;
  size_t off = (size_t)(rp_skip_space(text) - text);
  ReplStatus st = text[off] == ':' ? rp_run_command(r, fid, off) : eval_code(r, fid);
  fflush(r->out);
  fflush(r->err);
  return st;
}

/* Whether the pending text is a whole entry: a command is one line; code
 * continues while brackets are open. */
static bool entry_complete(const char *text) {
  const char *p = rp_skip_space(text);
  return *p == ':' || cx_open_brackets(text) <= 0;
}

ReplStatus repl_feed(Repl *r, const char *line) {
  size_t n = strlen(line);
  while (n && (line[n - 1] == '\n' || line[n - 1] == '\r')) n--;
  if (!r->plen) {
    bool blank = true;
    for (size_t i = 0; i < n && blank; i++) blank = isspace((unsigned char)line[i]);
    if (blank) return REPL_OK;
  }
  if (r->plen + n + 2 > r->pcap) {
    r->pcap = (r->plen + n + 2) * 2;
    r->pending = cx_xrealloc(r->pending, r->pcap);
  }
  memcpy(r->pending + r->plen, line, n);
  r->plen += n;
  r->pending[r->plen++] = '\n';
  r->pending[r->plen] = '\0';
  if (!entry_complete(r->pending)) return REPL_MORE;
  return repl_finish(r);
}

bool repl_pending(const Repl *r) { return r->plen > 0; }

void repl_cancel(Repl *r) { r->plen = 0; }

ReplStatus repl_finish(Repl *r) {
  if (!r->plen) return REPL_OK;
  char *text = cx_xstrdup(r->pending);
  r->plen = 0;
  free(r->last_entry);
  r->last_entry = cx_xstrdup(text);
  size_t n = strlen(r->last_entry);
  while (n && r->last_entry[n - 1] == '\n') r->last_entry[--n] = '\0';
  ReplStatus st = repl_eval(r, text);
  free(text);
  return st;
}

char *repl_take_entry(Repl *r) {
  char *e = r->last_entry;
  r->last_entry = NULL;
  return e;
}
