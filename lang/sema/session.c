/* Compilation sessions: see session.h. */
#include "lang/sema/session.h"

#include <errno.h>
#include <stdio.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "lang/sema/sema_internal.h"
#include "parser/parser.h"

static void add_dir(CxSession *s, const char *dir, size_t len) {
  if (len == 0) return; /* "a::b" or a trailing ':' name no folder */
  s->search_path = cx_xrealloc(s->search_path, sizeof *s->search_path * (size_t)(s->nsearch + 1));
  s->search_path[s->nsearch++] = arena_strndup(&s->arena, dir, len);
}

void session_init(CxSession *s) {
  memset(s, 0, sizeof *s);
  src_init(&s->src);
  diag_init(&s->diag, &s->src);
  intern_init(&s->names);
  arena_init(&s->arena);
  /* CORTEX_PATH: colon-separated folders searched for imports after the
   * importing file's folder and the standard library. */
  const char *env = getenv("CORTEX_PATH");
  while (env && *env) {
    const char *colon = strchr(env, ':');
    size_t n = colon ? (size_t)(colon - env) : strlen(env);
    add_dir(s, env, n);
    env = colon ? colon + 1 : NULL;
  }
}

void session_free(CxSession *s) {
  free(s->search_path);
  free(s->defines);
  arena_free(&s->arena);
  intern_free(&s->names);
  src_free(&s->src);
  memset(s, 0, sizeof *s);
}

void session_add_search_dir(CxSession *s, const char *dir) {
  if (dir) add_dir(s, dir, strlen(dir));
}

static bool is_ident_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static bool is_ident_char(char c) { return is_ident_start(c) || (c >= '0' && c <= '9'); }

int cx_define_parse(const char *text, size_t *name_len, int64_t *value) {
  const char *eq = text ? strchr(text, '=') : NULL;
  bool ok = eq && eq > text && is_ident_start(text[0]);
  for (const char *p = text; ok && p < eq; p++) ok = is_ident_char(*p);
  if (!ok) return CX_DEFINE_MALFORMED;
  const char *num = eq + 1;
  char *end;
  errno = 0;
  long long v = strtoll(num, &end, 10);
  if (end == num || *end != '\0' || (*num != '-' && *num != '+' && (*num < '0' || *num > '9')))
    return CX_DEFINE_MALFORMED;
  if (errno == ERANGE) return CX_DEFINE_RANGE;
  *name_len = (size_t)(eq - text);
  *value = v;
  return 0;
}

bool session_add_define(CxSession *s, const char *text) {
  size_t name_len = 0;
  int64_t v = 0;
  int rc = cx_define_parse(text, &name_len, &v);
  if (rc == CX_DEFINE_RANGE) {
    diag_error(&s->diag, cx_noloc, "-D %s: the value does not fit in a 64-bit int", text);
    return false;
  }
  if (rc) {
    diag_error(&s->diag, cx_noloc, "malformed -D '%s': expected NAME=INT, e.g. -D H=512", text ? text : "");
    return false;
  }
  const char *name = intern(&s->names, text, name_len);
  /* A later -D for the same name replaces the earlier one. */
  for (int i = 0; i < s->ndefines; i++)
    if (s->defines[i].name == name) {
      s->defines[i].value = v;
      s->defines[i].via = NULL;
      return true;
    }
  s->defines = cx_xrealloc(s->defines, sizeof *s->defines * (size_t)(s->ndefines + 1));
  s->defines[s->ndefines].name = name;
  s->defines[s->ndefines].value = v;
  s->defines[s->ndefines].used = false;
  s->defines[s->ndefines].via = NULL;
  s->ndefines++;
  return true;
}

const char *cx_define_origin(const CxDefine *def, char *buf, size_t size) {
  if (def->via) snprintf(buf, size, "%s %s %" PRId64, def->via, def->name, def->value);
  else snprintf(buf, size, "-D %s=%" PRId64, def->name, def->value);
  return buf;
}

CxProgram *cx_load_program(CxSession *s, const char *path) {
  int errors = s->diag.errors;
  int id = src_load_file(&s->src, path);
  if (id < 0) {
    char why[160];
    diag_error(&s->diag, cx_noloc, "cannot open '%s': %s", path, src_load_why(&s->src, errno, why, sizeof why));
    return NULL;
  }
  CxParseEnv env = {&s->arena, &s->names, &s->diag, 0};
  AstModule *m = cx_parse_module(&env, id);
  if (!m) return NULL;
  if (!m->path) m->path = src_path(&s->src, id);
  CxProgram *p = sema_check(s, m, errors);
  /* An earlier error (a malformed -D) also means the program is not
   * what the user asked for. */
  return s->diag.errors > 0 ? NULL : p;
}

CxProgram *cx_check_module(CxSession *s, AstModule *m) {
  if (!m) return NULL;
  return sema_check(s, m, s->diag.errors);
}
