/* Imports: `import "nn.cx";` makes another file's declarations part of
 * the model.
 *
 * A path is looked up beside the importing file, then in the standard
 * library folder (session->stdlib_dir), then in each search folder
 * (session->search_path: CORTEX_PATH, then -I, in order).  Files are
 * identified by their real path, so a file imported twice (a diamond) is
 * parsed once, and a file that imports itself through others is a cycle.
 * Each DECL_IMPORT gets the imported file's top-level declarations in
 * u.import.decls (shared when the file is imported twice); S->mods lists
 * every file once, after the files it imports, the main file last. */
#include "lang/sema/sema_internal.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "parser/parser.h"

enum { MAX_IMPORT_DEPTH = 256 };

typedef struct ModEntry {
  const char *key;      /* the real path (or the display path of a buffer) */
  AstModule *mod;
  bool done;            /* false while its imports are being loaded */
} ModEntry;

typedef struct Frame {
  AstModule *mod;
  const char *key;
  AstDecl *via;         /* the import that leads to the next frame */
} Frame;

typedef struct Loader {
  Sema *S;
  ModEntry *ents;
  int nents, capents;
  Frame *stack;
  int depth, capstack;
} Loader;

static const char *display_path(Sema *S, const AstModule *m) {
  return m->path ? m->path : src_path(&S->s->src, m->file_id);
}

static const char *canonical(Sema *S, const char *path) {
  char *r = realpath(path, NULL);
  if (!r) return arena_strdup(S->arena, path);
  const char *k = arena_strdup(S->arena, r);
  free(r);
  return k;
}

/* The folder part of a path: "" for a bare file name. */
static const char *dir_of(Sema *S, const char *path) {
  const char *slash = strrchr(path, '/');
  if (!slash) return "";
  if (slash == path) return "/";
  return arena_strndup(S->arena, path, (size_t)(slash - path));
}

static const char *join(Sema *S, const char *dir, const char *file) {
  if (!dir || !*dir || strcmp(dir, ".") == 0) return arena_strdup(S->arena, file);
  size_t n = strlen(dir);
  return arena_printf(S->arena, "%s%s%s", dir, dir[n - 1] == '/' ? "" : "/", file);
}

static bool is_file(const char *path) {
  struct stat st;
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static void add_module(Sema *S, AstModule *m) {
  if (S->nmods == S->capmods) {
    S->capmods = S->capmods ? S->capmods * 2 : 8;
    S->mods = cx_xrealloc(S->mods, sizeof *S->mods * (size_t)S->capmods);
  }
  S->mods[S->nmods++] = m;
}

static ModEntry *find_entry(Loader *L, const char *key) {
  for (int i = 0; i < L->nents; i++)
    if (strcmp(L->ents[i].key, key) == 0) return &L->ents[i];
  return NULL;
}

static int add_entry(Loader *L, const char *key, AstModule *m) {
  if (L->nents == L->capents) {
    L->capents = L->capents ? L->capents * 2 : 8;
    L->ents = cx_xrealloc(L->ents, sizeof *L->ents * (size_t)L->capents);
  }
  L->ents[L->nents].key = key;
  L->ents[L->nents].mod = m;
  L->ents[L->nents].done = false;
  return L->nents++;
}

/* Finds the file an import names; NULL after reporting where it looked. */
static const char *resolve(Loader *L, AstModule *from, AstDecl *imp) {
  Sema *S = L->S;
  const char *p = imp->u.import.path;
  if (!p || !*p) {
    sema_error(S, imp->u.import.path_loc, "an import needs a file name, e.g. import \"nn.cx\";");
    return NULL;
  }
  if (p[0] == '/') {
    if (is_file(p)) return p;
    struct stat st;
    if (stat(p, &st) == 0)
      sema_error(S, imp->u.import.path_loc, "cannot import '%s': it is %s, not a .cx file", p,
                 S_ISDIR(st.st_mode) ? "a folder" : "not a regular file");
    else sema_error(S, imp->u.import.path_loc, "cannot find imported file '%s'", p);
    return NULL;
  }
  CxPtrVec dirs = {0};
  const char *beside = dir_of(S, display_path(S, from));
  ptrvec_push(S->arena, &dirs, (void *)beside);
  if (S->s->stdlib_dir) ptrvec_push(S->arena, &dirs, (void *)S->s->stdlib_dir);
  for (int i = 0; i < S->s->nsearch; i++) ptrvec_push(S->arena, &dirs, (void *)S->s->search_path[i]);
  for (int i = 0; i < dirs.len; i++) {
    const char *cand = join(S, dirs.items[i], p);
    if (is_file(cand)) return cand;
  }
  char *list = arena_strdup(S->arena, "");
  for (int i = 0; i < dirs.len; i++) {
    const char *d = dirs.items[i];
    list = arena_printf(S->arena, "%s%s%s", list, i ? ", " : "", *d ? d : ".");
  }
  sema_error(S, imp->u.import.path_loc, "cannot find imported file '%s' (looked in: %s)", p, list);
  return NULL;
}

static void load(Loader *L, AstModule *m, const char *key);

static void import_one(Loader *L, AstModule *from, AstDecl *imp) {
  Sema *S = L->S;
  const char *path = resolve(L, from, imp);
  if (!path) return;
  const char *key = canonical(S, path);
  ModEntry *ent = find_entry(L, key);
  if (ent && !ent->done) {
    /* A file still loading its imports: the chain closes a cycle. */
    int from_frame = 0;
    for (int i = 0; i < L->depth; i++)
      if (strcmp(L->stack[i].key, key) == 0) from_frame = i;
    char *chain = arena_strdup(S->arena, "");
    for (int i = from_frame; i < L->depth; i++)
      chain = arena_printf(S->arena, "%s%s imports ", chain, display_path(S, L->stack[i].mod));
    chain = arena_printf(S->arena, "%s%s", chain, display_path(S, ent->mod));
    sema_error(S, imp->u.import.path_loc, "import cycle: %s", chain);
    for (int i = from_frame; i + 1 < L->depth; i++)
      sema_note(S, L->stack[i].via->u.import.path_loc, "'%s' imports '%s' here", display_path(S, L->stack[i].mod),
                display_path(S, L->stack[i + 1].mod));
    return;
  }
  if (ent) {
    imp->u.import.decls = ent->mod->decls;
    imp->u.import.ndecls = ent->mod->ndecls;
    return;
  }
  if (L->depth >= MAX_IMPORT_DEPTH) {
    sema_error(S, imp->u.import.path_loc, "imports are nested more than %d deep", MAX_IMPORT_DEPTH);
    return;
  }
  int id = src_load_file(&S->s->src, path);
  if (id < 0) {
    char why[160];
    sema_error(S, imp->u.import.path_loc, "cannot read imported file '%s': %s", path,
               src_load_why(&S->s->src, errno, why, sizeof why));
    return;
  }
  CxParseEnv env = {&S->s->arena, &S->s->names, &S->s->diag, 0};
  AstModule *m = cx_parse_module(&env, id);
  if (!m) return;
  if (!m->path) m->path = src_path(&S->s->src, id);
  imp->u.import.decls = m->decls;
  imp->u.import.ndecls = m->ndecls;
  L->stack[L->depth - 1].via = imp;
  load(L, m, key);
}

static void load(Loader *L, AstModule *m, const char *key) {
  int idx = add_entry(L, key, m);
  if (L->depth == L->capstack) {
    L->capstack = L->capstack ? L->capstack * 2 : 8;
    L->stack = cx_xrealloc(L->stack, sizeof *L->stack * (size_t)L->capstack);
  }
  L->stack[L->depth].mod = m;
  L->stack[L->depth].key = key;
  L->stack[L->depth].via = NULL;
  L->depth++;
  for (int i = 0; i < m->ndecls && !sema_stop(L->S); i++) {
    AstDecl *d = m->decls[i];
    if (d && d->kind == DECL_IMPORT) {
      d->u.import.decls = NULL;
      d->u.import.ndecls = 0;
      import_one(L, m, d);
    }
  }
  L->depth--;
  L->ents[idx].done = true;
  add_module(L->S, m);
}

void sema_load_modules(Sema *S, AstModule *main) {
  Loader L;
  memset(&L, 0, sizeof L);
  L.S = S;
  load(&L, main, canonical(S, display_path(S, main)));
  free(L.ents);
  free(L.stack);
}
