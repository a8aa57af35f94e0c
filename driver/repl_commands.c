/* The REPL's commands (:load, :data, :weights, :seed, :set, :unset, :run,
 * :trace, :time, :ir, :backend, :shapes, :forget, :reset, :help, :quit) and their
 * table, which :help and completion read.  Each command parses its
 * argument, reports a bad one at its place in the entry, and does its
 * work through the core (driver/repl_internal.h). */
#include "config.h"
#include "driver/repl_internal.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ir/loops.h"
#include "parser/parser.h"

/* ---- commands ---------------------------------------------------------------- */

struct Cmd {
  int fid;                /* the entry's buffer */
  const char *text;       /* its text */
  size_t name_off, name_len;
  size_t arg_off, arg_len; /* the arguments, trimmed */
};

static CxLoc cmd_loc(Repl *r, const Cmd *c) { return rp_text_loc(r, c->fid, c->name_off, c->name_len); }
static CxLoc arg_loc(Repl *r, const Cmd *c) {
  if (!c->arg_len) return rp_text_loc(r, c->fid, c->name_off + c->name_len, 1);
  return rp_text_loc(r, c->fid, c->arg_off, c->arg_len);
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
    rp_error_at(r, cmd_loc(r, c), ":load needs a file, e.g. :load examples/treelstm.cx");
    return REPL_ERROR;
  }
  char *path = cmd_args(c);
  int id = src_load_file(&r->s.src, path);
  if (id < 0) {
    char why[160];
    rp_error_at(r, arg_loc(r, c), "cannot open '%s': %s", path, src_load_why(&r->s.src, errno, why, sizeof why));
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
    st = rp_add_decls(r, m->decls, m->ndecls, path);
  }
  r->warn_lo = r->warn_hi = INT_MAX;
  free(path);
  return st;
}

static ReplStatus cmd_data(Repl *r, const Cmd *c) {
  if (!c->arg_len) {
    if (!r->data_path && !r->data_text) rp_out_printf(r, "no data (:data FILE or :data (3 (2 a) (4 b)))\n");
    else if (r->data_ok)
      rp_out_printf(r, "%s: %d structure%s, %" PRId64 " nodes\n", r->data_path ? r->data_path : r->data_name,
                 r->data.nstructs, r->data.nstructs == 1 ? "" : "s", rp_count_nodes(&r->data));
    else rp_out_printf(r, "%s (not read yet)\n", r->data_path ? r->data_path : r->data_name);
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
    rp_error_at(r, arg_loc(r, c), "cannot open '%s': %s", arg, stat(arg, &st) == 0 ? "not a regular file" : strerror(ENOENT));
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
  AstDecl *in = rp_find_kind(r->decls, r->ndecls, DECL_INPUT);
  if (in) {
    kind = rp_runtime_kind(in->u.input.kind);
    arity = in->u.input.kind == INPUT_SEQ ? 1 : in->u.input.arity;
  }
  bool had = r->data_ok;
  r->data_ok = false;
  if (rp_read_data(r, kind, arity)) {
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
  rp_out_printf(r, "%d structure%s, %" PRId64 " nodes\n", r->data.nstructs, r->data.nstructs == 1 ? "" : "s",
             rp_count_nodes(&r->data));
  return REPL_OK;
}

static ReplStatus cmd_weights(Repl *r, const Cmd *c) {
  if (!c->arg_len) {
    if (r->have_weights) rp_out_printf(r, "weights: %s (%d tensors)\n", r->weights.path ? r->weights.path : "?", r->weights.ntensors);
    else rp_out_printf(r, "weights: random, seed %" PRIu64 "\n", r->seed);
    return REPL_OK;
  }
  char *path = cmd_args(c);
  CxrtWeights w;
  memset(&w, 0, sizeof w);
  CxrtError err = {0};
  if (cxrt_safetensors_read(path, &w, &err)) {
    rp_print_runtime_error(r, &err);
    free(path);
    return REPL_ERROR;
  }
  rp_forget_weights(r);
  r->weights = w;
  r->have_weights = true;
  r->weights_warned = false;
  rp_out_printf(r, "%d tensor%s from %s\n", w.ntensors, w.ntensors == 1 ? "" : "s", path);
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
    rp_error_at(r, arg_loc(r, c), ":seed expects a non-negative integer, e.g. :seed 1");
    return REPL_ERROR;
  }
  rp_forget_weights(r);
  r->seed = (uint64_t)v;
  r->seed_given = true;
  rp_out_printf(r, "random weights from seed %" PRIu64 "\n", r->seed);
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
    if (!r->s.ndefines) rp_out_printf(r, "no consts are set (:set NAME VALUE)\n");
    for (int i = 0; i < r->s.ndefines; i++) {
      const CxDefine *def = &r->s.defines[i];
      rp_out_printf(r, "%s = %" PRId64 "%s\n", def->name, def->value, rp_set_index(r, def->name) >= 0 ? "" : " (-D)");
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
    rp_error_at(r, rp_text_loc(r, c->fid, noff, nlen), ":set expects a const name and a value, e.g. :set H 512");
    return REPL_ERROR;
  }
  if (!parse_int64(c->text + voff, vlen, &v)) {
    rp_error_at(r, vlen ? rp_text_loc(r, c->fid, voff, vlen) : arg_loc(r, c), ":set expects an integer value, e.g. :set %.*s 512",
             (int)nlen, c->text + noff);
    return REPL_ERROR;
  }
  const char *name = intern(&r->s.names, c->text + noff, nlen);
  CxProgram *p = rp_ensure_program(r);
  bool found = false;
  const char **names = cx_xcalloc((size_t)(p ? p->nconsts : 0) + 1, sizeof *names);
  for (int i = 0; p && i < p->nconsts; i++) {
    names[i] = p->consts[i]->name;
    found |= names[i] == name;
  }
  if (!found) {
    const char *close = diag_closest(name, names, p ? p->nconsts : 0);
    if (close) rp_error_at(r, rp_text_loc(r, c->fid, noff, nlen), "no const named '%s' in the model; did you mean '%s'?", name, close);
    else rp_error_at(r, rp_text_loc(r, c->fid, noff, nlen), "no const named '%s' in the model", name);
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
  for (int i = 0; i < r->s.ndefines; i++)
    if (r->s.defines[i].name == name) r->s.defines[i].via = ":set"; /* messages say ":set H 0", not -D */
  CxProgram *np = rp_check_list(r, r->decls, r->ndecls, NULL, false);
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
  if (rp_set_index(r, name) < 0) {
    r->set_names = cx_xrealloc(r->set_names, sizeof *r->set_names * (size_t)(r->nset + 1));
    r->set_names[r->nset++] = name;
  }
  rp_out_printf(r, "const %s = %" PRId64 " (set by :set)\n", name, v);
  return REPL_OK;
}

/* :unset NAME: the model's own value again, whether -D or :set set it. */
static ReplStatus cmd_unset(Repl *r, const Cmd *c) {
  size_t noff = 0, nlen = 0;
  if (!cmd_word(c, 0, &noff, &nlen) || !is_ident(c->text + noff, nlen)) {
    rp_error_at(r, arg_loc(r, c), ":unset expects the name of a const set by -D or :set, e.g. :unset H");
    return REPL_ERROR;
  }
  const char *name = intern(&r->s.names, c->text + noff, nlen);
  int k = -1;
  for (int i = 0; i < r->s.ndefines; i++)
    if (r->s.defines[i].name == name) k = i;
  if (k < 0) {
    if (r->s.ndefines)
      rp_error_at(r, rp_text_loc(r, c->fid, noff, nlen), "'%s' is not set by -D or :set (:set lists what is)", name);
    else
      rp_error_at(r, rp_text_loc(r, c->fid, noff, nlen), "'%s' is not set: no const is set by -D or :set", name);
    return REPL_ERROR;
  }
  CxDefine removed = r->s.defines[k];
  memmove(r->s.defines + k, r->s.defines + k + 1, sizeof *r->s.defines * (size_t)(r->s.ndefines - k - 1));
  r->s.ndefines--;
  CxProgram *np = rp_check_list(r, r->decls, r->ndecls, NULL, false);
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
  int si = rp_set_index(r, name);
  if (si >= 0) r->set_names[si] = r->set_names[--r->nset];
  r->prog = np;
  r->prog_stale = false;
  r->gen++;
  for (int i = 0; i < np->nconsts; i++)
    if (np->consts[i]->name == name) {
      rp_out_printf(r, "const %s = %" PRId64 "\n", name, np->consts[i]->sem.ival);
      return REPL_OK;
    }
  rp_out_printf(r, "'%s' is no longer set\n", name);
  return REPL_OK;
}

static ReplStatus cmd_run(Repl *r, const Cmd *c) {
  CxrtOutputFormat fmt = CXRT_OUT_TEXT;
  if (c->arg_len) {
    char *a = cmd_args(c);
    int bad = cxrt_output_format_parse(a, &fmt);
    free(a);
    if (bad) {
      rp_error_at(r, arg_loc(r, c), "unknown output format (expected text, json or tsv)");
      return REPL_ERROR;
    }
  }
  return rp_run_model(r, false, fmt);
}

static ReplStatus cmd_trace(Repl *r, const Cmd *c) { return rp_run_model(r, true, CXRT_OUT_TEXT); }

static ReplStatus cmd_time(Repl *r, const Cmd *c) {
  r->timing = !r->timing;
  rp_out_printf(r, "timing of :run is %s\n", r->timing ? "on" : "off");
  return REPL_OK;
}

static ReplStatus cmd_ir(Repl *r, const Cmd *c) {
  char *stage = c->arg_len ? cmd_args(c) : cx_xstrdup("ra");
  bool ast = strcmp(stage, "ast") == 0, ra = strcmp(stage, "ra") == 0;
  bool loops = strcmp(stage, "loops") == 0, code = strcmp(stage, "c") == 0;
  ReplStatus st = REPL_ERROR;
  if (!ast && !ra && !loops && !code) {
    rp_error_at(r, arg_loc(r, c), "unknown stage '%s' (expected ast, ra, loops or c)", stage);
  } else if (ast) {
    if (rp_ensure_program(r)) {
      AstModule m = {.path = "repl", .file_id = r->main_file};
      m.decls = cx_xmalloc(sizeof *m.decls * (size_t)(r->ndecls + 1));
      for (int i = 0; i < r->ndecls; i++) m.decls[m.ndecls++] = r->decls[i].decl;
      ast_dump(r->out, &m, true);
      free(m.decls);
      st = REPL_OK;
    }
  } else if (rp_need_complete(r, ra ? ":ir ra" : loops ? ":ir loops" : ":ir c")) {
    IrProgram *ir = rp_ensure_ir(r);
    const char *why = ir && !ra ? ir_compiled_unsupported(ir) : NULL;
    if (why) {
      rp_error_at(r, arg_loc(r, c), "the compiled backend does not run %s yet, so the model has no %s stage; :ir ra shows its passes",
                  why, loops ? "loops" : "c");
    } else if (ir && ra) {
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
      rp_jit_options(&jo);
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
    rp_error_at(r, arg_loc(r, c), "unknown backend '%s' (expected interp or jit)", b);
    st = REPL_ERROR;
  }
  if (st == REPL_OK) {
    if (r->use_jit) {
      JitOptions jo;
      rp_jit_options(&jo);
      rp_out_printf(r, "backend: jit (compiled with libgccjit for %s at the next :run)\n", jit_march(&jo));
    } else {
      rp_out_printf(r, "backend: interp (the reference interpreter)\n");
    }
  }
  free(b);
  return st;
}

static ReplStatus cmd_handover(Repl *r, const Cmd *c) {
  char *a = cmd_args(c);
  ReplStatus st = REPL_OK;
  if (!strcmp(a, "on") || !strcmp(a, "off")) {
    r->handover = a[1] == 'n';
  } else if (*a) {
    rp_error_at(r, arg_loc(r, c), "expected on or off after :handover, not '%s'", a);
    st = REPL_ERROR;
  }
  if (st == REPL_OK)
    rp_out_printf(r, "handover is %s%s\n", r->handover ? "on" : "off",
                  !r->handover    ? " (a :run compiles first, with :backend jit)"
                  : r->use_jit    ? " (the interpreter serves a :run while the model compiles)"
                                  : " (it applies with :backend jit)");
  free(a);
  return st;
}

static int name_width(const char *const *names, int n, int min) {
  int w = min;
  for (int i = 0; i < n; i++)
    if (names[i] && (int)strlen(names[i]) > w) w = (int)strlen(names[i]);
  return w;
}

static ReplStatus cmd_shapes(Repl *r, const Cmd *c) {
  CxProgram *p = rp_ensure_program(r);
  if (!p) return REPL_ERROR;
  char buf[256];
  if (p->nconsts) {
    rp_out_printf(r, "consts:");
    for (int i = 0; i < p->nconsts; i++)
      rp_out_printf(r, "%s %s = %" PRId64, i ? "," : "", p->consts[i]->name, p->consts[i]->sem.ival);
    rp_out_printf(r, "\n");
  }
  if (p->nparams) {
    rp_out_printf(r, "params:\n");
    int w = 0;
    for (int i = 0; i < p->nparams; i++)
      if ((int)strlen(p->params[i]->name) > w) w = (int)strlen(p->params[i]->name);
    for (int i = 0; i < p->nparams; i++)
      rp_out_printf(r, "  %-*s  %s\n", w, p->params[i]->name, cx_type_str(&p->params[i]->sem.type, buf, sizeof buf));
  }
  const AstDecl *in = p->input;
  if (in && !rp_is_stub_name(in->name)) {
    char kb[32];
    rp_out_printf(r, "input %s : %s\n", in->name, rp_input_kind_text(in, kb, sizeof kb));
    const char **names = cx_xcalloc((size_t)in->u.input.nfields + 1, sizeof *names);
    for (int i = 0; i < in->u.input.nfields; i++) names[i] = in->u.input.fields[i]->name;
    int w = name_width(names, in->u.input.nfields, 0);
    for (int i = 0; i < in->u.input.nfields; i++)
      rp_out_printf(r, "  %-*s  %s\n", w, names[i], rp_field_type_text(in->u.input.fields[i], buf, sizeof buf));
    free(names);
  } else {
    rp_out_printf(r, "input: none yet\n");
  }
  /* every rec, in the order the passes run */
  int nrec = 0;
  for (int i = 0; i < p->nrecs; i++) {
    const AstDecl *rec = p->recs[i];
    if (rp_is_stub_name(rec->name)) continue;
    const char *dir = rp_rec_dir_text(p, rec);
    rp_out_printf(r, "rec %s(%s) -> %s", rec->name, rec->u.rec.node_var, cx_type_str(&rec->sem.type, buf, sizeof buf));
    if (dir) rp_out_printf(r, ", %s (pass %d)", dir, nrec);
    rp_out_printf(r, "\n");
    nrec++;
  }
  if (!nrec) rp_out_printf(r, "rec: none yet\n");
  int nout = 0;
  for (int i = 0; i < p->noutputs; i++) nout += !rp_is_stub_name(p->outputs[i]->name);
  if (!nout) {
    rp_out_printf(r, "outputs: none yet\n");
    return REPL_OK;
  }
  rp_out_printf(r, "outputs:\n");
  const char **labels = cx_xcalloc((size_t)p->noutputs + 1, sizeof *labels);
  char **own = cx_xcalloc((size_t)p->noutputs + 1, sizeof *own);
  for (int i = 0; i < p->noutputs; i++) {
    const AstDecl *o = p->outputs[i];
    if (rp_is_stub_name(o->name)) continue;
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
    rp_out_printf(r, "  %-*s  %s%s\n", w, labels[i], cx_type_str(&o->sem.type, buf, sizeof buf),
               o->u.output.node_var ? ", per node" : "");
    free(own[i]);
  }
  free(own);
  free(labels);
  return REPL_OK;
}

/* :forget NAME: takes a declaration out of the model (a const, param,
 * fn, rec or output by its name, the input by its name), if the model
 * still checks without it. */
static ReplStatus cmd_forget(Repl *r, const Cmd *c) {
  size_t noff = 0, nlen = 0;
  if (!cmd_word(c, 0, &noff, &nlen) || !is_ident(c->text + noff, nlen) || c->arg_len != nlen) {
    rp_error_at(r, arg_loc(r, c), ":forget expects the name of one declaration, e.g. :forget down");
    return REPL_ERROR;
  }
  const char *name = intern(&r->s.names, c->text + noff, nlen);
  int k = -1;
  for (int i = 0; i < r->ndecls && k < 0; i++) {
    const AstDecl *d = r->decls[i].decl;
    if (d->kind != DECL_IMPORT && d->kind != DECL_MODEL && d->name == name) k = i;
  }
  if (k < 0) {
    const char **names = cx_xcalloc((size_t)r->ndecls + 1, sizeof *names);
    int n = 0;
    for (int i = 0; i < r->ndecls; i++)
      if (r->decls[i].decl->kind != DECL_IMPORT && r->decls[i].decl->kind != DECL_MODEL) names[n++] = r->decls[i].decl->name;
    const char *close = diag_closest(name, names, n);
    CxLoc at = rp_text_loc(r, c->fid, noff, nlen);
    if (close) rp_error_at(r, at, "nothing named '%s' was declared; did you mean '%s'?", name, close);
    else rp_error_at(r, at, "nothing named '%s' was declared (:shapes lists the model)", name);
    free(names);
    return REPL_ERROR;
  }
  ReplDecl *t = cx_xmalloc(sizeof *t * (size_t)(r->ndecls + 1));
  int nt = 0;
  for (int i = 0; i < r->ndecls; i++)
    if (i != k) t[nt++] = r->decls[i];
  const AstDecl *gone = r->decls[k].decl;
  static const char *const kinds[] = {[DECL_CONST] = "const", [DECL_PARAM] = "param", [DECL_INPUT] = "input",
                                      [DECL_FN] = "fn", [DECL_REC] = "rec", [DECL_OUTPUT] = "output"};
  const char *kind = (size_t)gone->kind < sizeof kinds / sizeof *kinds && kinds[gone->kind] ? kinds[gone->kind] : "declaration";
  CxProgram *np = rp_check_list(r, t, nt, NULL, false);
  if (!np) {
    free(t);
    r->prog_stale = true;
    r->s.diag.last_suppressed = false;
    diag_note(&r->s.diag, cx_noloc, ":forget %s is not applied: the model needs %s '%s'", name, kind, name);
    return REPL_ERROR;
  }
  rp_commit_decls(r, t, nt, np);
  rp_out_printf(r, "forgot %s %s\n", kind, name);
  return REPL_OK;
}

static ReplStatus cmd_reset(Repl *r, const Cmd *c) {
  rp_session_stop(r);
  rp_forget_data(r);
  rp_forget_weights(r);
  r->seed = 0;
  r->seed_given = r->seed_noted = false;
  r->entries = 0;
  r->nset = 0;
  rp_session_start(r);
  rp_out_printf(r, "session reset: no declarations, data or weights\n");
  return REPL_OK;
}


const ReplCommand rp_commands[] = {
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
    {"handover", cmd_handover, "on|off", "with jit: the interpreter serves a :run while the model compiles"},
    {"time", cmd_time, "", "toggle timing of :run"},
    {"shapes", cmd_shapes, "", "list the params, the input's fields, each rec's state and the outputs"},
    {"forget", cmd_forget, "NAME", "take a declaration (a rec, fn, output, ...) out of the model"},
    {"reset", cmd_reset, "", "forget every declaration, :set, :unset, data and weights"},
    {"help", cmd_help, "", "this list"},
    {"quit", cmd_quit, "", "leave (also Ctrl-D)"},
};
enum { NCOMMANDS = sizeof rp_commands / sizeof *rp_commands };
const int rp_ncommands = NCOMMANDS;

static ReplStatus cmd_help(Repl *r, const Cmd *c) {
  rp_out_printf(r, "Enter declarations (const, param, input, fn, rec, output, import) over one or\n"
                "more lines: a new one replaces the old one of the same name.  An expression\n"
                "over consts, params and fns prints its value and shape.\n\nCommands:\n");
  for (int i = 0; i < NCOMMANDS; i++) {
    char head[40];
    snprintf(head, sizeof head, ":%s %s", rp_commands[i].name, rp_commands[i].args);
    rp_out_printf(r, "  %-24s %s\n", head, rp_commands[i].help);
  }
  rp_out_printf(r, "\nCtrl-C cancels the current input or a long :run; Ctrl-D quits.\n");
  return REPL_OK;
}

ReplStatus rp_run_command(Repl *r, int fid, size_t off) {
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
    if (strlen(rp_commands[k].name) == nlen && strncmp(name, rp_commands[k].name, nlen) == 0)
      return rp_commands[k].run(r, &c);
  char *typed = arena_strndup(&r->s.arena, c.text + off + 1, c.name_len - 1);
  const char *names[NCOMMANDS];
  for (int k = 0; k < NCOMMANDS; k++) names[k] = rp_commands[k].name;
  const char *close = diag_closest(typed, names, NCOMMANDS);
  CxLoc at = rp_text_loc(r, fid, off, c.name_len ? c.name_len : 1);
  if (close) rp_error_at(r, at, "unknown command ':%s'; did you mean ':%s'?", typed, close);
  else rp_error_at(r, at, "unknown command ':%s' (:help lists the commands)", typed);
  return REPL_ERROR;
}
