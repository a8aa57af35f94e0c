/* The REPL core: see repl.h.
 *
 * The model being built is a table of declarations, one per key: a
 * const, param or fn by its name, an output by "output NAME", the input,
 * the rec and the model name in one slot each (a model has one of each),
 * an import by its path.  A new declaration with the key of an old one
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
#include "driver/memfit.h"

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

#include "backend/interp/interp.h"
#include "backend/jit/jit.h"
#include "ir/ir.h"
#include "ir/loops.h"
#include "lang/sema/session.h"
#include "parser/parser.h"
#include "stdlib/cxrt.h"

/* Names of the stand-ins; a user's model cannot collide by accident. */
#define STUB_INPUT "__repl_input"
#define STUB_REC "__repl_rec"
#define STUB_PREFIX "__repl"
#define VALUE_NAME "value"   /* the output an expression becomes */

static const char stub_text[] =
    "input " STUB_INPUT " : seq;\n"
    "rec " STUB_REC "(__repl_n) -> [1] { return zeros([1]); }\n"
    "output __repl_output = zeros([1]);\n";

typedef struct ReplDecl {
  const char *key;        /* see the top of the file (session arena) */
  AstDecl *decl;
} ReplDecl;

struct Repl {
  ReplOptions opt;
  FILE *out, *err;
  CxSession s;
  int main_file;          /* the empty "<repl>" buffer of the checked module */
  AstDecl *stub_input, *stub_rec, *stub_output;

  ReplDecl *decls;        /* the model: committed declarations */
  int ndecls;
  unsigned gen;           /* bumped by every change of the model or of :set */
  CxProgram *prog;        /* the last check of the committed model */
  bool prog_stale;        /* ASTs re-annotated since: check again before use */
  IrProgram *ir;          /* lowered from prog, for generation ir_gen */
  unsigned ir_gen;
  bool use_jit;           /* :backend jit */
  JitModel *jit;          /* compiled from ir, for generation jit_gen */
  unsigned jit_gen;

  int entries;            /* N of the last <repl:N> */
  char *pending;          /* lines of an unfinished entry */
  size_t plen, pcap;
  char *last_entry;       /* the last whole entry, for repl_take_entry */

  /* Diagnostics: warnings are shown only for the files of the entry at
   * hand (a re-check would repeat every older warning). */
  int warn_lo, warn_hi;
  bool silent;
  bool drop_notes;

  /* Data: the source is kept, the dataset re-read when the model's input
   * kind or arity changes. */
  char *data_path;        /* a file ... */
  char *data_text;        /* ... or inline text (named data_name) */
  char *data_name;
  bool data_ok;
  CxrtDataset data;
  CxrtVocab *vocab;
  CxrtInputKind data_kind;
  int data_arity;
  CxrtDataset dummy;      /* one node, to evaluate expressions */
  bool dummy_ok;

  /* Weights: a file, or seeded (cached per model generation). */
  CxrtWeights weights;
  bool have_weights, weights_warned;
  uint64_t seed;
  bool seed_given, seed_noted;
  CxrtWeights seeded;
  bool seeded_ok;
  unsigned seeded_gen;
  uint64_t seeded_seed;

  bool timing;

  /* The consts :set overrides (interned); the session's other overrides
   * are the command line's -D. */
  const char **set_names;
  int nset;
};

/* ---- small helpers ---------------------------------------------------------- */

static void out_printf(Repl *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void out_printf(Repl *r, const char *fmt, ...) {
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

static const char *skip_space(const char *s) {
  while (*s && isspace((unsigned char)*s)) s++;
  return s;
}

static bool is_stub_name(const char *name) {
  return name && strncmp(name, STUB_PREFIX, strlen(STUB_PREFIX)) == 0;
}

/* The location of text[off, off+len) of source file fid. */
static CxLoc text_loc(Repl *r, int fid, size_t off, size_t len) {
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

static void print_runtime_error(Repl *r, const CxrtError *err) {
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
static void reset_diag(Repl *r) {
  r->s.diag.errors = 0;
  r->s.diag.warnings = 0;
  r->s.diag.limit_reached = false;
  r->s.diag.last_suppressed = false;
  r->drop_notes = false;
}

static void error_at(Repl *r, CxLoc at, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void error_at(Repl *r, CxLoc at, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  diag_vreport(&r->s.diag, DIAG_ERROR, at, fmt, ap);
  va_end(ap);
}

/* ---- the session ---------------------------------------------------------- */

static void session_start(Repl *r) {
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

static void forget_data(Repl *r) {
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

static void forget_weights(Repl *r) {
  cxrt_weights_free(&r->weights);
  memset(&r->weights, 0, sizeof r->weights);
  r->have_weights = false;
  cxrt_weights_free(&r->seeded);
  memset(&r->seeded, 0, sizeof r->seeded);
  r->seeded_ok = false;
}

static void session_stop(Repl *r) {
  jit_free(r->jit);
  r->jit = NULL;
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
  session_start(r);
  return r;
}

void repl_free(Repl *r) {
  if (!r) return;
  session_stop(r);
  forget_data(r);
  forget_weights(r);
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
  case DECL_REC: return "rec";
  case DECL_IMPORT: return arena_printf(&r->s.arena, "import %s", d->u.import.path ? d->u.import.path : "");
  case DECL_OUTPUT: return arena_printf(&r->s.arena, "output %s", d->name ? d->name : "");
  case DECL_CONST:
  case DECL_PARAM:
  case DECL_FN: break;
  }
  return d->name ? d->name : "";
}

static AstDecl *find_kind(const ReplDecl *list, int n, AstDeclKind kind) {
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
static CxProgram *check_list(Repl *r, const ReplDecl *list, int n, AstDecl *value, bool quiet) {
  bool stub_rec;
  AstModule *m = build_module(r, list, n, value, &stub_rec);
  reset_diag(r);
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
static CxProgram *ensure_program(Repl *r) {
  if (!r->prog_stale) return r->prog;
  r->prog_stale = false;
  r->prog = check_list(r, r->decls, r->ndecls, NULL, true);
  /* It checked before: only an imported file changed on disk can make it
   * fail now.  Say why. */
  if (!r->prog) r->prog = check_list(r, r->decls, r->ndecls, NULL, false);
  return r->prog;
}

/* Reports what the model still lacks for `what`; true if complete. */
static bool need_complete(Repl *r, const char *what) {
  const char *missing = !find_kind(r->decls, r->ndecls, DECL_INPUT) ? "input"
                        : !find_kind(r->decls, r->ndecls, DECL_REC) ? "rec"
                        : !find_kind(r->decls, r->ndecls, DECL_OUTPUT) ? "output"
                                                                        : NULL;
  if (!missing) return true;
  const char *example = missing[0] == 'i' ? "input t : tree[2] { word : int };"
                        : missing[0] == 'r' ? "rec node(n) -> [H] { ... }"
                                            : "output h = node(t.root);";
  error_at(r, cx_noloc, "%s needs a whole model, and it has no %s yet; declare one, e.g. '%s'", what, missing, example);
  return false;
}

static IrProgram *ensure_ir(Repl *r) {
  if (r->ir && r->ir_gen == r->gen) return r->ir;
  jit_free(r->jit); /* compiled from the old IR */
  r->jit = NULL;
  ir_program_free(r->ir);
  r->ir = NULL;
  CxProgram *p = ensure_program(r);
  if (!p) return NULL;
  reset_diag(r);
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

static const char *input_kind_text(const AstDecl *in, char *buf, size_t size) {
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

static const char *field_type_text(const AstField *f, char *buf, size_t size) {
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

static int set_index(const Repl *r, const char *name) {
  for (int i = 0; i < r->nset; i++)
    if (r->set_names[i] == name) return i;
  return -1;
}

/* Where an override comes from: ":set H 5", or "-D H=8" (with
 * long: "... on the command line"). */
static const char *override_origin(const Repl *r, const CxDefine *def, bool lng, char *buf, size_t size) {
  if (set_index(r, def->name) >= 0) snprintf(buf, size, ":set %s %" PRId64, def->name, def->value);
  else snprintf(buf, size, "-D %s=%" PRId64 "%s", def->name, def->value, lng ? " on the command line" : "");
  return buf;
}

/* One line saying what a declaration now is ("param W : [4, 4]"). */
static void print_decl_summary(Repl *r, const AstDecl *d, bool replaced) {
  char b1[256], b2[64];
  const char *again = replaced ? "  (replaces the previous one)" : "";
  switch (d->kind) {
  case DECL_MODEL: out_printf(r, "model %s%s\n", d->name, again); break;
  case DECL_IMPORT: out_printf(r, "import \"%s\"%s\n", d->u.import.path, again); break;
  case DECL_CONST: {
    const CxDefine *def = find_define(r, d->name);
    if (!def) {
      out_printf(r, "const %s = %" PRId64 "%s\n", d->name, d->sem.ival, again);
    } else if (set_index(r, d->name) >= 0) {
      out_printf(r, "const %s = %" PRId64 " (set by :set)%s\n", d->name, d->sem.ival, again);
    } else {
      out_printf(r, "const %s = %" PRId64 " (set by %s)%s\n", d->name, d->sem.ival,
                 override_origin(r, def, false, b1, sizeof b1), again);
    }
    break;
  }
  case DECL_PARAM: out_printf(r, "param %s : %s%s\n", d->name, cx_type_str(&d->sem.type, b1, sizeof b1), again); break;
  case DECL_INPUT: {
    out_printf(r, "input %s : %s", d->name, input_kind_text(d, b2, sizeof b2));
    for (int i = 0; i < d->u.input.nfields; i++) {
      const AstField *f = d->u.input.fields[i];
      out_printf(r, "%s%s : %s", i ? ", " : " { ", f->name, field_type_text(f, b1, sizeof b1));
    }
    out_printf(r, "%s%s\n", d->u.input.nfields ? " }" : "", again);
    break;
  }
  case DECL_FN: out_printf(r, "fn %s%s\n", d->name, again); break;
  case DECL_REC:
    out_printf(r, "rec %s(%s) -> %s%s\n", d->name, d->u.rec.node_var ? d->u.rec.node_var : "n",
               cx_type_str(&d->sem.type, b1, sizeof b1), again);
    break;
  case DECL_OUTPUT:
    if (d->u.output.node_var)
      out_printf(r, "output %s(%s) : %s, per node%s\n", d->name, d->u.output.node_var,
                 cx_type_str(&d->sem.type, b1, sizeof b1), again);
    else
      out_printf(r, "output %s : %s%s\n", d->name, cx_type_str(&d->sem.type, b1, sizeof b1), again);
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
static void print_tensor(FILE *out, const float *v, const int64_t *dims, int rank, bool is_int, int depth) {
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
    print_tensor(out, v + i * stride, dims + 1, rank - 1, is_int, depth + 1);
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
static int get_params(Repl *r, const IrProgram *ir, CxrtTensor **out, bool all) {
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
  if (rc) print_runtime_error(r, &err);
  free(bound);
  free(mi.params);
  free(used);
  *out = params;
  return rc ? -1 : 0;
}

static void free_params(CxrtTensor *params, int n) {
  if (!params) return;
  cxrt_tensors_free(params, n);
  free(params);
}

static CxrtInputKind runtime_kind(AstInputKind k) {
  return k == INPUT_TREE ? CXRT_TREE : k == INPUT_DAG ? CXRT_DAG : CXRT_SEQ;
}

/* (Re)reads the data for an input of the given kind and arity. */
static int read_data(Repl *r, CxrtInputKind kind, int arity) {
  CxrtDataset d;
  memset(&d, 0, sizeof d);
  CxrtVocab *v = cxrt_vocab_new();
  CxrtError err = {0};
  CxrtReadOptions ro = {CXRT_FMT_AUTO, arity, kind, 0, r->opt.max_input};
  int rc = r->data_text ? cxrt_data_read_mem(r->data_text, strlen(r->data_text), r->data_name, &ro, v, &d, &err)
                        : cxrt_data_read(r->data_path, &ro, v, &d, &err);
  if (rc) {
    print_runtime_error(r, &err);
    cxrt_vocab_free(v);
    return -1;
  }
  cxrt_dataset_free(&r->data);
  cxrt_vocab_free(r->vocab);
  r->data = d;
  r->vocab = v;
  r->data_ok = true;
  r->data_kind = kind;
  r->data_arity = arity;
  return 0;
}

static int ensure_data(Repl *r, const IrProgram *ir) {
  if (!r->data_path && !r->data_text) {
    error_at(r, cx_noloc, "no data to run on: give some with :data FILE or :data (3 (2 a) (4 b))");
    return -1;
  }
  if (r->data_ok && r->data_kind == ir->input_kind && r->data_arity == ir->max_arity) return 0;
  return read_data(r, ir->input_kind, ir->max_arity);
}

static int64_t count_nodes(const CxrtDataset *d) {
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

/* Adds declarations (replacing those with the same key), checks the
 * model and commits it; on an error the model stays as it was. */
static ReplStatus add_decls(Repl *r, AstDecl **decls, int n, const char *loaded) {
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
  CxProgram *p = check_list(r, t, nt, NULL, false);
  if (!p) {
    free(t);
    free(replaced);
    r->prog_stale = true;
    return REPL_ERROR;
  }
  free(r->decls);
  r->decls = t;
  r->ndecls = nt;
  r->prog = p;
  r->prog_stale = false;
  r->gen++;
  if (loaded) {
    int count[DECL_OUTPUT + 1] = {0};
    const char *input = NULL, *rec = NULL, *model = NULL;
    for (int i = 0; i < n; i++) {
      if (!decls[i]) continue;
      count[decls[i]->kind]++;
      if (decls[i]->kind == DECL_INPUT) input = decls[i]->name;
      if (decls[i]->kind == DECL_REC) rec = decls[i]->name;
      if (decls[i]->kind == DECL_MODEL) model = decls[i]->name;
    }
    out_printf(r, "loaded %s", loaded);
    if (model) out_printf(r, " (model %s)", model);
    const char *sep = ": ";
    static const struct { AstDeclKind k; const char *one, *many; } kinds[] = {
        {DECL_IMPORT, "import", "imports"}, {DECL_CONST, "const", "consts"}, {DECL_PARAM, "param", "params"},
        {DECL_FN, "fn", "fns"}};
    for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++)
      if (count[kinds[k].k]) {
        out_printf(r, "%s%d %s", sep, count[kinds[k].k], count[kinds[k].k] == 1 ? kinds[k].one : kinds[k].many);
        sep = ", ";
      }
    if (input) {
      out_printf(r, "%sinput %s", sep, input);
      sep = ", ";
    }
    if (rec) {
      out_printf(r, "%srec %s", sep, rec);
      sep = ", ";
    }
    if (count[DECL_OUTPUT])
      out_printf(r, "%s%d output%s", sep, count[DECL_OUTPUT], count[DECL_OUTPUT] == 1 ? "" : "s");
    out_printf(r, "\n");
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

/* The first use of the input's or the rec's name in e (they are not
 * available to an expression at the prompt). */
static const AstExpr *find_use(const AstExpr *e, const char *a, const char *b, const char **which) {
  if (!e) return NULL;
  const AstExpr *f = NULL;
  switch (e->kind) {
  case EXPR_INT:
  case EXPR_FLOAT: return NULL;
  case EXPR_NAME:
    if ((a && e->u.name == a) || (b && e->u.name == b)) {
      *which = e->u.name;
      return e;
    }
    return NULL;
  case EXPR_UNARY: return find_use(e->u.unary.operand, a, b, which);
  case EXPR_BINARY:
    if ((f = find_use(e->u.binary.lhs, a, b, which))) return f;
    return find_use(e->u.binary.rhs, a, b, which);
  case EXPR_CALL:
    if ((a && e->u.call.callee == a) || (b && e->u.call.callee == b)) {
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
    print_runtime_error(r, &err);
    return -1;
  }
  r->dummy_ok = true;
  return 0;
}

static ReplStatus eval_expr(Repl *r, AstExpr *e) {
  AstDecl *in = find_kind(r->decls, r->ndecls, DECL_INPUT), *rec = find_kind(r->decls, r->ndecls, DECL_REC);
  const char *which = NULL;
  const AstExpr *use = find_use(e, in ? in->name : NULL, rec ? rec->name : NULL, &which);
  if (use) {
    bool is_rec = rec && which == rec->name;
    error_at(r, is_rec && use->kind == EXPR_CALL ? use->u.call.callee_loc : use->loc,
             "'%s' is the %s: an expression at the prompt is computed from consts, params and fns only", which,
             is_rec ? "rec" : "input");
    diag_note(&r->s.diag, cx_noloc, "to see the rec's states, use :trace on the current data");
    return REPL_ERROR;
  }
  AstDecl *od = ast_decl_new(&r->s.arena, DECL_OUTPUT, e->loc);
  od->name = intern_cstr(&r->s.names, VALUE_NAME);
  od->name_loc = e->loc;
  od->u.output.value = e;
  CxProgram *p = check_list(r, r->decls, r->ndecls, od, false);
  r->prog_stale = true;
  if (!p) return REPL_ERROR;
  CxType t = od->sem.type;
  if (t.kind == TY_INT && e->sem.is_const) {
    out_printf(r, "%" PRId64 " : int\n", e->sem.ival);
    return REPL_OK;
  }
  reset_diag(r);
  IrProgram *ir = ir_lower(&r->s, p);
  if (!ir) return REPL_ERROR;
  if (ir_optimize(ir, &r->s.diag) || dummy_data(r)) {
    ir_program_free(ir);
    return REPL_ERROR;
  }
  CxrtTensor *params = NULL;
  if (get_params(r, ir, &params, false)) {
    ir_program_free(ir);
    return REPL_ERROR;
  }
  ReplStatus st = REPL_ERROR;
  InterpOptions io = {.check_nonfinite = false}; /* show a NaN rather than stop */
  Interp *interp = interp_new(ir, params, &io);
  CxrtResult res = {0};
  CxrtError err = {0};
  int map[1] = {0};
  cxrt_result_init(&res, &ir->info, r->dummy.structs[0].nnodes);
  if (interp_run(interp, &r->dummy, 0, map, &res, &err)) {
    print_runtime_error(r, &err);
  } else {
    const CxrtOutputInfo *o = &ir->info.outputs[0];
    char buf[128];
    print_tensor(r->out, res.values[0], o->dims, o->rank, o->is_int, 0);
    if (o->is_int) out_printf(r, " : int\n");
    else out_printf(r, " : %s\n", cx_shape_str(&t.shape, buf, sizeof buf));
    st = REPL_OK;
  }
  cxrt_result_free(&res);
  interp_free(interp);
  free_params(params, ir->nparams);
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
  else if (rp.ndecls) st = add_decls(r, rp.decls, rp.ndecls, NULL);
  r->warn_lo = r->warn_hi = INT_MAX;
  return st;
}

/* ---- running ---------------------------------------------------------------- */

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* A node's state and branch, from whichever backend ran it. */
typedef struct TraceSrc {
  const Interp *interp;
  const JitModel *jit;
  int32_t batch_index;    /* the structure's index in the JIT's batch */
} TraceSrc;

static void print_trace(Repl *r, const TraceSrc *t, const IrProgram *p, const CxrtStructure *s, int index) {
  for (int32_t v = 0; v < s->nnodes; v++) {
    int b = t->jit ? jit_branch(t->jit, t->batch_index, v) : interp_branch(t->interp, v);
    out_printf(r, "trace #%d node %d [%s]", index, v, b >= 0 ? p->branches[b].label : "?");
    if (s->tokens && s->tokens[v]) out_printf(r, " '%s'", s->tokens[v]);
    for (int c = 0; c < p->ncomps; c++) {
      const float *x = t->jit ? jit_state(t->jit, t->batch_index, v, c) : interp_state(t->interp, v, c);
      int64_t n = 1;
      for (int d = 0; d < p->comp_shapes[c].rank; d++) n *= p->comp_shapes[c].dims[d];
      out_printf(r, " %s=", p->comp_names[c] ? p->comp_names[c] : "state");
      if (x) print_tensor(r->out, x, &n, 1, false, 0);
    }
    out_printf(r, "\n");
  }
}

static void jit_options(JitOptions *jo) {
  jit_default_options(jo);
  jo->check_nonfinite = true;
}

/* The compiled model (:backend jit), compiled again after a change. */
static JitModel *ensure_jit(Repl *r, IrProgram *ir, double *compile_ms) {
  if (r->jit && r->jit_gen == r->gen) return r->jit;
  jit_free(r->jit);
  JitOptions jo;
  jit_options(&jo);
  double t0 = now_ms();
  reset_diag(r);
  r->jit = jit_compile(&r->s, ir, &jo);
  *compile_ms = now_ms() - t0;
  r->jit_gen = r->gen;
  return r->jit;
}

enum { JIT_BATCH = 64 }; /* structures per compiled batch (Ctrl-C is seen between batches) */

static ReplStatus run_model(Repl *r, bool trace, CxrtOutputFormat fmt) {
  if (!need_complete(r, trace ? ":trace" : ":run")) return REPL_ERROR;
  IrProgram *ir = ensure_ir(r);
  if (!ir || ensure_data(r, ir)) return REPL_ERROR;
  double compile_ms = 0;
  JitModel *jit = NULL;
  if (r->use_jit && !(jit = ensure_jit(r, ir, &compile_ms))) return REPL_ERROR;
  CxrtTensor *params = NULL;
  if (get_params(r, ir, &params, true)) return REPL_ERROR;
  CxrtError err = {0};
  int *map = cx_xcalloc((size_t)(ir->nfields ? ir->nfields : 1), sizeof *map);
  if (cxrt_dataset_bind(&r->data, &ir->info, map, &err)) {
    print_runtime_error(r, &err);
    free(map);
    free_params(params, ir->nparams);
    return REPL_ERROR;
  }
  ReplStatus st = REPL_OK;
  volatile sig_atomic_t *stop = r->opt.interrupt; /* the caller clears it before each entry */
  double ms = 0;
  int32_t done = 0, n = r->data.nstructs;
  int64_t nodes = 0;
  Interp *interp = NULL;
  CxrtResult *results = NULL;
  int batch = jit ? (n < JIT_BATCH ? (n > 0 ? n : 1) : JIT_BATCH) : 1;
  JitTimes before = {0, 0};
  if (jit) {
    /* params are bound afresh for every run (new :weights, :seed) */
    jit_params_changed(jit);
    results = cx_xcalloc((size_t)batch, sizeof *results);
    before = jit_times(jit);
  } else {
    InterpOptions io = {.check_nonfinite = true};
    interp = interp_new(ir, params, &io);
    results = cx_xcalloc(1, sizeof *results);
  }
  for (int32_t i = 0; i < n && st == REPL_OK; i += batch) {
    if (stop && *stop) {
      *stop = 0;
      fprintf(r->err, "interrupted after %d of %d structures\n", done, n);
      st = REPL_INTERRUPTED;
      break;
    }
    int32_t cnt = n - i < batch ? n - i : batch;
    double t0 = now_ms();
    int rc = jit ? jit_run_batch(jit, params, &r->data, i, cnt, map, results, &err)
                 : interp_run(interp, &r->data, i, map, &results[0], &err);
    ms += now_ms() - t0;
    int32_t valid = rc ? (jit ? jit_valid_results(jit) : 0) : cnt;
    for (int32_t k = 0; k < valid; k++) {
      if (trace) {
        TraceSrc t = {interp, jit, k};
        print_trace(r, &t, ir, &r->data.structs[i + k], i + k);
      }
      cxrt_print_result(r->out, &ir->info, fmt, i + k, &results[k]);
      done++;
      nodes += r->data.structs[i + k].nnodes;
    }
    if (rc) {
      fflush(r->out);
      print_runtime_error(r, &err);
      st = REPL_ERROR;
    }
  }
  if (r->timing && st != REPL_ERROR) {
    out_printf(r, "time: %.3f ms for %d structure%s (%" PRId64 " nodes), %s\n", ms, done, done == 1 ? "" : "s", nodes,
               jit ? "compiled" : "interpreted");
    if (jit) {
      JitTimes after = jit_times(jit);
      if (compile_ms > 0) out_printf(r, "time: compile %.3f ms\n", compile_ms);
      out_printf(r, "time: linearize %.3f ms, execute %.3f ms\n", after.linearize_ms - before.linearize_ms,
                 after.execute_ms - before.execute_ms);
    }
  }
  for (int k = 0; k < batch; k++) cxrt_result_free(&results[k]);
  free(results);
  interp_free(interp);
  free(map);
  free_params(params, ir->nparams);
  return st;
}

/* ---- commands ---------------------------------------------------------------- */

typedef struct Cmd {
  int fid;                /* the entry's buffer */
  const char *text;       /* its text */
  size_t name_off, name_len;
  size_t arg_off, arg_len; /* the arguments, trimmed */
} Cmd;

static CxLoc cmd_loc(Repl *r, const Cmd *c) { return text_loc(r, c->fid, c->name_off, c->name_len); }
static CxLoc arg_loc(Repl *r, const Cmd *c) {
  if (!c->arg_len) return text_loc(r, c->fid, c->name_off + c->name_len, 1);
  return text_loc(r, c->fid, c->arg_off, c->arg_len);
}

/* The arguments as a C string (malloc'd). */
static char *cmd_args(const Cmd *c) {
  char *s = cx_xmalloc(c->arg_len + 1);
  memcpy(s, c->text + c->arg_off, c->arg_len);
  s[c->arg_len] = '\0';
  return s;
}

/* Splits the arguments at blanks: the k-th word (offset and length). */
static bool cmd_word(const Cmd *c, int k, size_t *off, size_t *len) {
  size_t i = c->arg_off, end = c->arg_off + c->arg_len;
  for (int w = 0;; w++) {
    while (i < end && isspace((unsigned char)c->text[i])) i++;
    if (i >= end) return false;
    size_t s = i;
    while (i < end && !isspace((unsigned char)c->text[i])) i++;
    if (w == k) {
      *off = s;
      *len = i - s;
      return true;
    }
  }
}

static ReplStatus cmd_help(Repl *r, const Cmd *c);

static ReplStatus cmd_quit(Repl *r, const Cmd *c) { return REPL_QUIT; }

static bool is_file(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* Imports of a loaded file are looked up beside it (the checked module
 * itself has no folder): an import found there gets that path. */
static void rebase_imports(Repl *r, AstModule *m, const char *path) {
  const char *slash = strrchr(path, '/');
  if (!slash) return;
  for (int i = 0; i < m->ndecls; i++) {
    AstDecl *d = m->decls[i];
    if (!d || d->kind != DECL_IMPORT || !d->u.import.path || d->u.import.path[0] == '/') continue;
    char *cand = arena_printf(&r->s.arena, "%.*s/%s", (int)(slash - path), path, d->u.import.path);
    if (is_file(cand)) d->u.import.path = cand;
  }
}

static ReplStatus cmd_load(Repl *r, const Cmd *c) {
  if (!c->arg_len) {
    error_at(r, cmd_loc(r, c), ":load needs a file, e.g. :load examples/treelstm.cx");
    return REPL_ERROR;
  }
  char *path = cmd_args(c);
  int id = src_load_file(&r->s.src, path);
  if (id < 0) {
    char why[160];
    error_at(r, arg_loc(r, c), "cannot open '%s': %s", path, src_load_why(&r->s.src, errno, why, sizeof why));
    free(path);
    return REPL_ERROR;
  }
  CxParseEnv env = {&r->s.arena, &r->s.names, &r->s.diag, 0};
  r->warn_lo = id;
  r->warn_hi = INT_MAX;
  AstModule *m = cx_parse_module(&env, id);
  ReplStatus st = REPL_ERROR;
  if (r->s.diag.errors == 0) {
    rebase_imports(r, m, path);
    st = add_decls(r, m->decls, m->ndecls, path);
  }
  r->warn_lo = r->warn_hi = INT_MAX;
  free(path);
  return st;
}

static ReplStatus cmd_data(Repl *r, const Cmd *c) {
  if (!c->arg_len) {
    if (!r->data_path && !r->data_text) out_printf(r, "no data (:data FILE or :data (3 (2 a) (4 b)))\n");
    else if (r->data_ok)
      out_printf(r, "%s: %d structure%s, %" PRId64 " nodes\n", r->data_path ? r->data_path : r->data_name,
                 r->data.nstructs, r->data.nstructs == 1 ? "" : "s", count_nodes(&r->data));
    else out_printf(r, "%s (not read yet)\n", r->data_path ? r->data_path : r->data_name);
    return REPL_OK;
  }
  char *arg = cmd_args(c);
  char *path = NULL, *text = NULL, *name = NULL;
  if (is_file(arg)) {
    path = arg;
  } else if (arg[0] == '(' || strpbrk(arg, " \t\n:")) {
    /* Inline text: the entry with the command blanked out, so that the
     * reader's line:col are those of the line typed. */
    size_t n = strlen(c->text);
    text = cx_xmalloc(n + 1);
    memcpy(text, c->text, n + 1);
    memset(text, ' ', c->arg_off);
    name = cx_xstrdup(src_path(&r->s.src, c->fid));
    free(arg);
  } else {
    struct stat st;
    error_at(r, arg_loc(r, c), "cannot open '%s': %s", arg, stat(arg, &st) == 0 ? "not a regular file" : strerror(ENOENT));
    diag_note(&r->s.diag, cx_noloc, "inline data starts with '(' (PTB) or has several tokens, e.g. :data (3 (2 a) (4 b))");
    free(arg);
    return REPL_ERROR;
  }
  /* Read now, to report problems at once; with the model's input kind when
   * there is one (a later change of the input reads it again). */
  char *old_path = r->data_path, *old_text = r->data_text, *old_name = r->data_name;
  r->data_path = path;
  r->data_text = text;
  r->data_name = name;
  CxrtInputKind kind = CXRT_DAG;
  int arity = -1;
  AstDecl *in = find_kind(r->decls, r->ndecls, DECL_INPUT);
  if (in) {
    kind = runtime_kind(in->u.input.kind);
    arity = in->u.input.kind == INPUT_SEQ ? 1 : in->u.input.arity;
  }
  bool had = r->data_ok;
  r->data_ok = false;
  if (read_data(r, kind, arity)) {
    r->data_path = old_path;
    r->data_text = old_text;
    r->data_name = old_name;
    r->data_ok = had;
    free(path);
    free(text);
    free(name);
    return REPL_ERROR;
  }
  free(old_path);
  free(old_text);
  free(old_name);
  out_printf(r, "%d structure%s, %" PRId64 " nodes\n", r->data.nstructs, r->data.nstructs == 1 ? "" : "s",
             count_nodes(&r->data));
  return REPL_OK;
}

static ReplStatus cmd_weights(Repl *r, const Cmd *c) {
  if (!c->arg_len) {
    if (r->have_weights) out_printf(r, "weights: %s (%d tensors)\n", r->weights.path ? r->weights.path : "?", r->weights.ntensors);
    else out_printf(r, "weights: random, seed %" PRIu64 "\n", r->seed);
    return REPL_OK;
  }
  char *path = cmd_args(c);
  CxrtWeights w;
  memset(&w, 0, sizeof w);
  CxrtError err = {0};
  if (cxrt_safetensors_read(path, &w, &err)) {
    print_runtime_error(r, &err);
    free(path);
    return REPL_ERROR;
  }
  forget_weights(r);
  r->weights = w;
  r->have_weights = true;
  r->weights_warned = false;
  out_printf(r, "%d tensor%s from %s\n", w.ntensors, w.ntensors == 1 ? "" : "s", path);
  free(path);
  return REPL_OK;
}

static bool parse_int64(const char *s, size_t n, int64_t *out) {
  char buf[32];
  if (n == 0 || n >= sizeof buf) return false;
  memcpy(buf, s, n);
  buf[n] = '\0';
  char *end;
  errno = 0;
  long long v = strtoll(buf, &end, 10);
  if (errno || *end || !(isdigit((unsigned char)buf[0]) || buf[0] == '-' || buf[0] == '+')) return false;
  *out = v;
  return true;
}

static ReplStatus cmd_seed(Repl *r, const Cmd *c) {
  int64_t v;
  if (!parse_int64(c->text + c->arg_off, c->arg_len, &v) || v < 0) {
    error_at(r, arg_loc(r, c), ":seed expects a non-negative integer, e.g. :seed 1");
    return REPL_ERROR;
  }
  forget_weights(r);
  r->seed = (uint64_t)v;
  r->seed_given = true;
  out_printf(r, "random weights from seed %" PRIu64 "\n", r->seed);
  return REPL_OK;
}

static bool is_ident(const char *s, size_t n) {
  if (n == 0 || !(isalpha((unsigned char)s[0]) || s[0] == '_')) return false;
  for (size_t i = 1; i < n; i++)
    if (!(isalnum((unsigned char)s[i]) || s[i] == '_')) return false;
  return true;
}

static ReplStatus cmd_set(Repl *r, const Cmd *c) {
  if (!c->arg_len) {
    if (!r->s.ndefines) out_printf(r, "no consts are set (:set NAME VALUE)\n");
    for (int i = 0; i < r->s.ndefines; i++) {
      const CxDefine *def = &r->s.defines[i];
      out_printf(r, "%s = %" PRId64 "%s\n", def->name, def->value, set_index(r, def->name) >= 0 ? "" : " (-D)");
    }
    return REPL_OK;
  }
  /* NAME VALUE or NAME=VALUE */
  size_t noff, nlen, voff = 0, vlen = 0;
  cmd_word(c, 0, &noff, &nlen);
  const char *eq = memchr(c->text + noff, '=', nlen);
  if (eq) {
    voff = (size_t)(eq - c->text) + 1;
    vlen = noff + nlen - voff;
    nlen = (size_t)(eq - c->text) - noff;
    size_t o, l;
    if (vlen == 0 && cmd_word(c, 1, &o, &l)) {
      voff = o;
      vlen = l;
    }
  } else if (!cmd_word(c, 1, &voff, &vlen)) {
    vlen = 0;
  }
  int64_t v;
  if (!is_ident(c->text + noff, nlen)) {
    error_at(r, text_loc(r, c->fid, noff, nlen), ":set expects a const name and a value, e.g. :set H 512");
    return REPL_ERROR;
  }
  if (!parse_int64(c->text + voff, vlen, &v)) {
    error_at(r, vlen ? text_loc(r, c->fid, voff, vlen) : arg_loc(r, c), ":set expects an integer value, e.g. :set %.*s 512",
             (int)nlen, c->text + noff);
    return REPL_ERROR;
  }
  const char *name = intern(&r->s.names, c->text + noff, nlen);
  CxProgram *p = ensure_program(r);
  bool found = false;
  const char **names = cx_xcalloc((size_t)(p ? p->nconsts : 0) + 1, sizeof *names);
  for (int i = 0; p && i < p->nconsts; i++) {
    names[i] = p->consts[i]->name;
    found |= names[i] == name;
  }
  if (!found) {
    const char *close = diag_closest(name, names, p ? p->nconsts : 0);
    if (close) error_at(r, text_loc(r, c->fid, noff, nlen), "no const named '%s' in the model; did you mean '%s'?", name, close);
    else error_at(r, text_loc(r, c->fid, noff, nlen), "no const named '%s' in the model", name);
    free(names);
    return REPL_ERROR;
  }
  free(names);
  /* Keep the overrides as they were, to restore them if the model does not
   * check with the new value. */
  int nold = r->s.ndefines;
  CxDefine *old = cx_xmalloc(sizeof *old * (size_t)(nold + 1));
  if (nold) memcpy(old, r->s.defines, sizeof *old * (size_t)nold);
  char def[128];
  snprintf(def, sizeof def, "%s=%" PRId64, name, v);
  session_add_define(&r->s, def);
  CxProgram *np = check_list(r, r->decls, r->ndecls, NULL, false);
  if (!np) {
    free(r->s.defines);
    r->s.defines = old;
    r->s.ndefines = nold;
    r->prog_stale = true;
    r->s.diag.last_suppressed = false;
    diag_note(&r->s.diag, cx_noloc, ":set %s %" PRId64 " is not applied: the model does not check with it", name, v);
    return REPL_ERROR;
  }
  free(old);
  r->prog = np;
  r->prog_stale = false;
  r->gen++;
  if (set_index(r, name) < 0) {
    r->set_names = cx_xrealloc(r->set_names, sizeof *r->set_names * (size_t)(r->nset + 1));
    r->set_names[r->nset++] = name;
  }
  out_printf(r, "const %s = %" PRId64 " (set by :set)\n", name, v);
  return REPL_OK;
}

/* :unset NAME: the model's own value again, whether -D or :set set it. */
static ReplStatus cmd_unset(Repl *r, const Cmd *c) {
  size_t noff = 0, nlen = 0;
  if (!cmd_word(c, 0, &noff, &nlen) || !is_ident(c->text + noff, nlen)) {
    error_at(r, arg_loc(r, c), ":unset expects the name of a const set by -D or :set, e.g. :unset H");
    return REPL_ERROR;
  }
  const char *name = intern(&r->s.names, c->text + noff, nlen);
  int k = -1;
  for (int i = 0; i < r->s.ndefines; i++)
    if (r->s.defines[i].name == name) k = i;
  if (k < 0) {
    if (r->s.ndefines)
      error_at(r, text_loc(r, c->fid, noff, nlen), "'%s' is not set by -D or :set (:set lists what is)", name);
    else
      error_at(r, text_loc(r, c->fid, noff, nlen), "'%s' is not set: no const is set by -D or :set", name);
    return REPL_ERROR;
  }
  CxDefine removed = r->s.defines[k];
  memmove(r->s.defines + k, r->s.defines + k + 1, sizeof *r->s.defines * (size_t)(r->s.ndefines - k - 1));
  r->s.ndefines--;
  CxProgram *np = check_list(r, r->decls, r->ndecls, NULL, false);
  if (!np) {
    memmove(r->s.defines + k + 1, r->s.defines + k, sizeof *r->s.defines * (size_t)(r->s.ndefines - k));
    r->s.defines[k] = removed;
    r->s.ndefines++;
    r->prog_stale = true;
    r->s.diag.last_suppressed = false;
    diag_note(&r->s.diag, cx_noloc, ":unset %s is not applied: the model does not check with its own value of '%s'",
              name, name);
    return REPL_ERROR;
  }
  int si = set_index(r, name);
  if (si >= 0) r->set_names[si] = r->set_names[--r->nset];
  r->prog = np;
  r->prog_stale = false;
  r->gen++;
  for (int i = 0; i < np->nconsts; i++)
    if (np->consts[i]->name == name) {
      out_printf(r, "const %s = %" PRId64 "\n", name, np->consts[i]->sem.ival);
      return REPL_OK;
    }
  out_printf(r, "'%s' is no longer set\n", name);
  return REPL_OK;
}

static ReplStatus cmd_run(Repl *r, const Cmd *c) {
  CxrtOutputFormat fmt = CXRT_OUT_TEXT;
  if (c->arg_len) {
    char *a = cmd_args(c);
    int bad = cxrt_output_format_parse(a, &fmt);
    free(a);
    if (bad) {
      error_at(r, arg_loc(r, c), "unknown output format (expected text, json or tsv)");
      return REPL_ERROR;
    }
  }
  return run_model(r, false, fmt);
}

static ReplStatus cmd_trace(Repl *r, const Cmd *c) { return run_model(r, true, CXRT_OUT_TEXT); }

static ReplStatus cmd_time(Repl *r, const Cmd *c) {
  r->timing = !r->timing;
  out_printf(r, "timing of :run is %s\n", r->timing ? "on" : "off");
  return REPL_OK;
}

static ReplStatus cmd_ir(Repl *r, const Cmd *c) {
  char *stage = c->arg_len ? cmd_args(c) : cx_xstrdup("ra");
  bool ast = strcmp(stage, "ast") == 0, ra = strcmp(stage, "ra") == 0;
  bool loops = strcmp(stage, "loops") == 0, code = strcmp(stage, "c") == 0;
  ReplStatus st = REPL_ERROR;
  if (!ast && !ra && !loops && !code) {
    error_at(r, arg_loc(r, c), "unknown stage '%s' (expected ast, ra, loops or c)", stage);
  } else if (ast) {
    if (ensure_program(r)) {
      AstModule m = {.path = "repl", .file_id = r->main_file};
      m.decls = cx_xmalloc(sizeof *m.decls * (size_t)(r->ndecls + 1));
      for (int i = 0; i < r->ndecls; i++) m.decls[m.ndecls++] = r->decls[i].decl;
      ast_dump(r->out, &m, true);
      free(m.decls);
      st = REPL_OK;
    }
  } else if (need_complete(r, ra ? ":ir ra" : loops ? ":ir loops" : ":ir c")) {
    IrProgram *ir = ensure_ir(r);
    if (ir && ra) {
      ir_print(r->out, ir);
      st = REPL_OK;
    } else if (ir && loops) {
      LoopProgram *lp = loop_schedule(ir, NULL, &r->s.diag);
      if (lp) {
        loop_print(r->out, lp);
        loop_program_free(lp);
        st = REPL_OK;
      }
    } else if (ir && code) {
      JitOptions jo;
      jit_options(&jo);
      if (jit_dump_c(&r->s, ir, &jo, r->out) == 0) st = REPL_OK;
    }
  }
  free(stage);
  return st;
}

static ReplStatus cmd_backend(Repl *r, const Cmd *c) {
  char *b = cmd_args(c);
  ReplStatus st = REPL_OK;
  if (!*b) {
    /* just say which */
  } else if (strcmp(b, "interp") == 0 || strcmp(b, "jit") == 0) {
    r->use_jit = b[0] == 'j';
  } else {
    error_at(r, arg_loc(r, c), "unknown backend '%s' (expected interp or jit)", b);
    st = REPL_ERROR;
  }
  if (st == REPL_OK) {
    if (r->use_jit) {
      JitOptions jo;
      jit_options(&jo);
      out_printf(r, "backend: jit (compiled with libgccjit for %s at the next :run)\n", jit_march(&jo));
    } else {
      out_printf(r, "backend: interp (the reference interpreter)\n");
    }
  }
  free(b);
  return st;
}

static int name_width(const char *const *names, int n, int min) {
  int w = min;
  for (int i = 0; i < n; i++)
    if (names[i] && (int)strlen(names[i]) > w) w = (int)strlen(names[i]);
  return w;
}

static ReplStatus cmd_shapes(Repl *r, const Cmd *c) {
  CxProgram *p = ensure_program(r);
  if (!p) return REPL_ERROR;
  char buf[256];
  if (p->nconsts) {
    out_printf(r, "consts:");
    for (int i = 0; i < p->nconsts; i++)
      out_printf(r, "%s %s = %" PRId64, i ? "," : "", p->consts[i]->name, p->consts[i]->sem.ival);
    out_printf(r, "\n");
  }
  if (p->nparams) {
    out_printf(r, "params:\n");
    int w = 0;
    for (int i = 0; i < p->nparams; i++)
      if ((int)strlen(p->params[i]->name) > w) w = (int)strlen(p->params[i]->name);
    for (int i = 0; i < p->nparams; i++)
      out_printf(r, "  %-*s  %s\n", w, p->params[i]->name, cx_type_str(&p->params[i]->sem.type, buf, sizeof buf));
  }
  const AstDecl *in = p->input;
  if (in && !is_stub_name(in->name)) {
    char kb[32];
    out_printf(r, "input %s : %s\n", in->name, input_kind_text(in, kb, sizeof kb));
    const char **names = cx_xcalloc((size_t)in->u.input.nfields + 1, sizeof *names);
    for (int i = 0; i < in->u.input.nfields; i++) names[i] = in->u.input.fields[i]->name;
    int w = name_width(names, in->u.input.nfields, 0);
    for (int i = 0; i < in->u.input.nfields; i++)
      out_printf(r, "  %-*s  %s\n", w, names[i], field_type_text(in->u.input.fields[i], buf, sizeof buf));
    free(names);
  } else {
    out_printf(r, "input: none yet\n");
  }
  const AstDecl *rec = p->rec;
  if (rec && !is_stub_name(rec->name)) {
    out_printf(r, "rec %s(%s) -> %s\n", rec->name, rec->u.rec.node_var, cx_type_str(&rec->sem.type, buf, sizeof buf));
  } else {
    out_printf(r, "rec: none yet\n");
  }
  int nout = 0;
  for (int i = 0; i < p->noutputs; i++) nout += !is_stub_name(p->outputs[i]->name);
  if (!nout) {
    out_printf(r, "outputs: none yet\n");
    return REPL_OK;
  }
  out_printf(r, "outputs:\n");
  const char **labels = cx_xcalloc((size_t)p->noutputs + 1, sizeof *labels);
  char **own = cx_xcalloc((size_t)p->noutputs + 1, sizeof *own);
  for (int i = 0; i < p->noutputs; i++) {
    const AstDecl *o = p->outputs[i];
    if (is_stub_name(o->name)) continue;
    if (o->u.output.node_var) {
      size_t n = strlen(o->name) + strlen(o->u.output.node_var) + 3;
      own[i] = cx_xmalloc(n);
      snprintf(own[i], n, "%s(%s)", o->name, o->u.output.node_var);
      labels[i] = own[i];
    } else {
      labels[i] = o->name;
    }
  }
  int w = name_width(labels, p->noutputs, 0);
  for (int i = 0; i < p->noutputs; i++) {
    if (!labels[i]) continue;
    const AstDecl *o = p->outputs[i];
    out_printf(r, "  %-*s  %s%s\n", w, labels[i], cx_type_str(&o->sem.type, buf, sizeof buf),
               o->u.output.node_var ? ", per node" : "");
    free(own[i]);
  }
  free(own);
  free(labels);
  return REPL_OK;
}

static ReplStatus cmd_reset(Repl *r, const Cmd *c) {
  session_stop(r);
  forget_data(r);
  forget_weights(r);
  r->seed = 0;
  r->seed_given = r->seed_noted = false;
  r->entries = 0;
  r->nset = 0;
  session_start(r);
  out_printf(r, "session reset: no declarations, data or weights\n");
  return REPL_OK;
}

typedef struct ReplCommand {
  const char *name;
  ReplStatus (*run)(Repl *r, const Cmd *c);
  const char *args, *help;
} ReplCommand;

static const ReplCommand commands[] = {
    {"load", cmd_load, "FILE.cx", "add every declaration of a model file (imports work)"},
    {"data", cmd_data, "FILE|TEXT", "data to run on: a file, or inline, e.g. :data (3 (2 a) (4 b))"},
    {"weights", cmd_weights, "FILE", "weights from a safetensors file"},
    {"seed", cmd_seed, "N", "deterministic random weights from seed N (the default is 0)"},
    {"set", cmd_set, "NAME VALUE", "override a const, like -D NAME=VALUE (:set alone lists them)"},
    {"unset", cmd_unset, "NAME", "drop the override of -D or :set: the model's own value"},
    {"run", cmd_run, "[json|tsv]", "run the model on the data (interpreted unless :backend jit)"},
    {"trace", cmd_trace, "", "run, printing every node's state"},
    {"ir", cmd_ir, "ast|ra|loops|c", "print the model at a stage of the compiler"},
    {"backend", cmd_backend, "interp|jit", "choose how :run executes"},
    {"time", cmd_time, "", "toggle timing of :run"},
    {"shapes", cmd_shapes, "", "list the params, the input's fields, the rec's state and the outputs"},
    {"reset", cmd_reset, "", "forget every declaration, :set, :unset, data and weights"},
    {"help", cmd_help, "", "this list"},
    {"quit", cmd_quit, "", "leave (also Ctrl-D)"},
};
enum { NCOMMANDS = sizeof commands / sizeof *commands };

static ReplStatus cmd_help(Repl *r, const Cmd *c) {
  out_printf(r, "Enter declarations (const, param, input, fn, rec, output, import) over one or\n"
                "more lines: a new one replaces the old one of the same name.  An expression\n"
                "over consts, params and fns prints its value and shape.\n\nCommands:\n");
  for (int i = 0; i < NCOMMANDS; i++) {
    char head[40];
    snprintf(head, sizeof head, ":%s %s", commands[i].name, commands[i].args);
    out_printf(r, "  %-24s %s\n", head, commands[i].help);
  }
  out_printf(r, "\nCtrl-C cancels the current input or a long :run; Ctrl-D quits.\n");
  return REPL_OK;
}

static ReplStatus run_command(Repl *r, int fid, size_t off) {
  Cmd c;
  memset(&c, 0, sizeof c);
  c.fid = fid;
  c.text = src_file(&r->s.src, fid)->text;
  size_t i = off + 1;
  c.name_off = off;
  while (c.text[i] && (isalnum((unsigned char)c.text[i]) || c.text[i] == '-' || c.text[i] == '_')) i++;
  c.name_len = i - off;
  while (c.text[i] && isspace((unsigned char)c.text[i])) i++;
  c.arg_off = i;
  size_t end = strlen(c.text);
  while (end > i && isspace((unsigned char)c.text[end - 1])) end--;
  c.arg_len = end - i;
  const char *name = c.text + off + 1;
  size_t nlen = c.name_len - 1;
  static const struct { const char *alias, *name; } aliases[] = {
      {"q", "quit"}, {"exit", "quit"}, {"h", "help"}, {"?", "help"}};
  if (nlen == 0 && c.text[off + 1] == '?') {
    name = "help";
    nlen = 4;
  }
  for (size_t a = 0; a < sizeof aliases / sizeof *aliases; a++)
    if (strlen(aliases[a].alias) == nlen && strncmp(name, aliases[a].alias, nlen) == 0) {
      name = aliases[a].name;
      nlen = strlen(name);
    }
  for (int k = 0; k < NCOMMANDS; k++)
    if (strlen(commands[k].name) == nlen && strncmp(name, commands[k].name, nlen) == 0)
      return commands[k].run(r, &c);
  char *typed = arena_strndup(&r->s.arena, c.text + off + 1, c.name_len - 1);
  const char *names[NCOMMANDS];
  for (int k = 0; k < NCOMMANDS; k++) names[k] = commands[k].name;
  const char *close = diag_closest(typed, names, NCOMMANDS);
  CxLoc at = text_loc(r, fid, off, c.name_len ? c.name_len : 1);
  if (close) error_at(r, at, "unknown command ':%s'; did you mean ':%s'?", typed, close);
  else error_at(r, at, "unknown command ':%s' (:help lists the commands)", typed);
  return REPL_ERROR;
}

/* ---- entries and lines ---------------------------------------------------- */

ReplStatus repl_eval(Repl *r, const char *entry) {
  if (is_blank(entry)) return REPL_OK;
  char name[32];
  snprintf(name, sizeof name, "<repl:%d>", ++r->entries);
  int fid = src_add_buffer(&r->s.src, name, entry, strlen(entry));
  reset_diag(r);
  const char *text = src_file(&r->s.src, fid)->text;
  size_t off = (size_t)(skip_space(text) - text);
  ReplStatus st = text[off] == ':' ? run_command(r, fid, off) : eval_code(r, fid);
  fflush(r->out);
  fflush(r->err);
  return st;
}

/* Whether the pending text is a whole entry: a command is one line; code
 * continues while brackets are open. */
static bool entry_complete(const char *text) {
  const char *p = skip_space(text);
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

/* ---- completion -------------------------------------------------------------- */

typedef struct Names {
  char **v;
  int n, cap;
  const char *typed;      /* the identifier being completed */
  const char *keep;       /* text of the word before it, kept ("n.", ":") */
  size_t keep_len;
} Names;

static void names_add(Names *ns, const char *name) {
  if (!name || is_stub_name(name) || strncmp(name, ns->typed, strlen(ns->typed)) != 0) return;
  size_t ln = strlen(name);
  char *s = cx_xmalloc(ns->keep_len + ln + 1);
  memcpy(s, ns->keep, ns->keep_len);
  memcpy(s + ns->keep_len, name, ln + 1);
  if (ns->n + 2 > ns->cap) {
    ns->cap = ns->cap ? ns->cap * 2 : 32;
    ns->v = cx_xrealloc(ns->v, sizeof *ns->v * (size_t)ns->cap);
  }
  ns->v[ns->n++] = s;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static bool is_ident_char(char c) { return isalnum((unsigned char)c) || c == '_'; }

int repl_complete(Repl *r, const char *line, int start, char ***out) {
  size_t len = strlen(line);
  if (start < 0 || (size_t)start > len) start = (int)len;
  /* The identifier at the end of the line; what precedes it in the word
   * (the caller's word may run from an earlier break) is kept. */
  size_t id = len;
  while (id > (size_t)start && is_ident_char(line[id - 1])) id--;
  Names ns = {0};
  ns.typed = line + id;
  ns.keep = line + start;
  ns.keep_len = id - (size_t)start;
  const char *p = skip_space(line);
  size_t lead = (size_t)(p - line);
  if (*p == ':') {
    if (id == lead + 1) {
      for (int k = 0; k < NCOMMANDS; k++) names_add(&ns, commands[k].name);
    } else {
      const char *cmd = p + 1;
      size_t cl = 0;
      while (cmd[cl] && !isspace((unsigned char)cmd[cl])) cl++;
#define IS(s) (cl == strlen(s) && strncmp(cmd, s, cl) == 0)
      if (IS("load") || IS("data") || IS("weights")) return -1;
      if (IS("ir")) {
        static const char *const st[] = {"ast", "ra", "loops", "c"};
        for (int i = 0; i < 4; i++) names_add(&ns, st[i]);
      } else if (IS("backend")) {
        names_add(&ns, "interp");
        names_add(&ns, "jit");
      } else if (IS("run")) {
        names_add(&ns, "json");
        names_add(&ns, "tsv");
        names_add(&ns, "text");
      } else if (IS("set")) {
        CxProgram *prog = ensure_program(r);
        for (int i = 0; prog && i < prog->nconsts; i++) names_add(&ns, prog->consts[i]->name);
      } else if (IS("unset")) {
        for (int i = 0; i < r->s.ndefines; i++) names_add(&ns, r->s.defines[i].name);
      }
#undef IS
    }
  } else if (id > 0 && line[id - 1] == '.') {
    /* n.FIELD, t.root, l.h: the input's fields, node forms, components */
    static const char *const forms[] = {"child", "children", "arity", "root"};
    for (int i = 0; i < 4; i++) names_add(&ns, forms[i]);
    AstDecl *in = find_kind(r->decls, r->ndecls, DECL_INPUT);
    for (int i = 0; in && i < in->u.input.nfields; i++) names_add(&ns, in->u.input.fields[i]->name);
    AstDecl *rec = find_kind(r->decls, r->ndecls, DECL_REC);
    if (rec && rec->u.rec.ret && rec->u.rec.ret->kind == ATY_TUPLE)
      for (int i = 0; i < rec->u.rec.ret->nfields; i++) names_add(&ns, rec->u.rec.ret->field_names[i]);
  } else {
    for (int i = 0; cx_keywords[i]; i++) names_add(&ns, cx_keywords[i]);
    for (int i = 0; cx_builtin_names[i]; i++) names_add(&ns, cx_builtin_names[i]);
    for (int i = 0; i < r->ndecls; i++) {
      const AstDecl *d = r->decls[i].decl;
      if (d->kind != DECL_IMPORT && d->kind != DECL_MODEL) names_add(&ns, d->name);
    }
    /* and what imports bring (the last good check has them) */
    CxProgram *prog = ensure_program(r);
    for (int i = 0; prog && i < prog->nconsts; i++) names_add(&ns, prog->consts[i]->name);
    for (int i = 0; prog && i < prog->nparams; i++) names_add(&ns, prog->params[i]->name);
    for (int i = 0; prog && i < prog->nfns; i++) names_add(&ns, prog->fns[i]->name);
  }
  if (ns.n) qsort(ns.v, (size_t)ns.n, sizeof *ns.v, cmp_str);
  int k = 0;
  for (int i = 0; i < ns.n; i++) {
    if (k && strcmp(ns.v[k - 1], ns.v[i]) == 0) {
      free(ns.v[i]);
      continue;
    }
    ns.v[k++] = ns.v[i];
  }
  if (!ns.v) ns.v = cx_xmalloc(sizeof *ns.v);
  ns.v[k] = NULL;
  *out = ns.v;
  return k;
}

void repl_free_completions(char **list) {
  if (!list) return;
  for (char **p = list; *p; p++) free(*p);
  free(list);
}
