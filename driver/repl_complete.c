/* Completion for the REPL's line editor (repl_complete, driver/repl.h):
 * command names after ':', the model's names (consts, params, fns, the
 * recs, outputs), keywords and builtins, and the recs' state components
 * after "NAME.". */
#include "driver/repl_internal.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "parser/parser.h"

typedef struct Names {
  char **v;
  int n, cap;
  const char *typed;      /* the identifier being completed */
  const char *keep;       /* text of the word before it, kept ("n.", ":") */
  size_t keep_len;
} Names;

static void names_add(Names *ns, const char *name) {
  if (!name || rp_is_stub_name(name) || strncmp(name, ns->typed, strlen(ns->typed)) != 0) return;
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
  const char *p = rp_skip_space(line);
  size_t lead = (size_t)(p - line);
  if (*p == ':') {
    if (id == lead + 1) {
      for (int k = 0; k < rp_ncommands; k++) names_add(&ns, rp_commands[k].name);
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
      } else if (IS("handover")) {
        names_add(&ns, "on");
        names_add(&ns, "off");
      } else if (IS("run")) {
        names_add(&ns, "json");
        names_add(&ns, "tsv");
        names_add(&ns, "text");
      } else if (IS("set")) {
        CxProgram *prog = rp_ensure_program(r);
        for (int i = 0; prog && i < prog->nconsts; i++) names_add(&ns, prog->consts[i]->name);
      } else if (IS("forget")) {
        for (int i = 0; i < r->ndecls; i++) {
          const AstDecl *d = r->decls[i].decl;
          if (d->kind != DECL_IMPORT && d->kind != DECL_MODEL) names_add(&ns, d->name);
        }
      } else if (IS("unset")) {
        for (int i = 0; i < r->s.ndefines; i++) names_add(&ns, r->s.defines[i].name);
      }
#undef IS
    }
  } else if (id > 0 && line[id - 1] == '.') {
    /* n.FIELD, t.root, l.h: the input's fields, node forms, components */
    static const char *const forms[] = {"child", "children", "arity", "root", "parent", "parents",
                                        "index", "depth", "height", "nodes"};
    for (size_t i = 0; i < sizeof forms / sizeof *forms; i++) names_add(&ns, forms[i]);
    AstDecl *in = rp_find_kind(r->decls, r->ndecls, DECL_INPUT);
    for (int i = 0; in && i < in->u.input.nfields; i++) names_add(&ns, in->u.input.fields[i]->name);
    /* every rec's components */
    for (int k = 0; k < r->ndecls; k++) {
      const AstDecl *rec = r->decls[k].decl;
      if (rec->kind == DECL_REC && rec->u.rec.ret && rec->u.rec.ret->kind == ATY_TUPLE)
        for (int i = 0; i < rec->u.rec.ret->nfields; i++) names_add(&ns, rec->u.rec.ret->field_names[i]);
    }
  } else {
    for (int i = 0; cx_keywords[i]; i++) names_add(&ns, cx_keywords[i]);
    for (int i = 0; cx_builtin_names[i]; i++) names_add(&ns, cx_builtin_names[i]);
    for (int i = 0; i < r->ndecls; i++) {
      const AstDecl *d = r->decls[i].decl;
      if (d->kind != DECL_IMPORT && d->kind != DECL_MODEL) names_add(&ns, d->name);
    }
    /* and what imports bring (the last good check has them) */
    CxProgram *prog = rp_ensure_program(r);
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
