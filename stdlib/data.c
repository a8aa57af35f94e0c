/* Data files: format names and detection, reading a file or a string
 * with the format's reader, the dataset API and binding a dataset to a
 * model's input fields (cxrt.h).  Above the readers: this file calls
 * them (cxd_read_ptb, ...), and they, like it, build on the shared
 * machinery of reader.c (stdlib/reader.h); no reader calls another or
 * this file.
 *
 * Memory: a dataset owns one CxdPool; its structures, their arrays,
 * token strings, field names and path all live there, and
 * cxrt_dataset_free releases it in one call.  A failed read frees
 * everything it allocated and leaves *out zeroed. */
#include "stdlib/reader.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

/* ---- formats ----------------------------------------------------------------- */

const char *cxrt_format_name(CxrtDataFormat f) {
  switch (f) {
  case CXRT_FMT_AUTO: return "auto";
  case CXRT_FMT_PTB: return "ptb";
  case CXRT_FMT_CONLLU: return "conllu";
  case CXRT_FMT_GRAPH: return "graph";
  case CXRT_FMT_SEQ: return "seq";
  }
  return "?";
}

int cxrt_format_parse(const char *name, CxrtDataFormat *out) {
  static const struct { const char *name; CxrtDataFormat f; } names[] = {
    {"auto", CXRT_FMT_AUTO}, {"ptb", CXRT_FMT_PTB}, {"sst", CXRT_FMT_PTB},
    {"conllu", CXRT_FMT_CONLLU}, {"conll-u", CXRT_FMT_CONLLU}, {"graph", CXRT_FMT_GRAPH},
    {"seq", CXRT_FMT_SEQ}, {"sequence", CXRT_FMT_SEQ},
  };
  if (!name) return -1;
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (strcasecmp(name, names[i].name) == 0) {
      if (out) *out = names[i].f;
      return 0;
    }
  return -1;
}

/* The first line at or after *pos that is neither blank nor a '#'
 * comment; advances *pos past it. */
static bool next_content_line(const char *text, size_t len, size_t *pos, const char **lp,
                              size_t *ll) {
  while (*pos < len) {
    const char *p = text + *pos;
    const char *nl = memchr(p, '\n', len - *pos);
    size_t l = nl ? (size_t)(nl - p) : len - *pos;
    *pos += l + (nl ? 1 : 0);
    size_t i = 0;
    while (i < l && cxd_is_space(p[i])) i++;
    if (i == l || p[i] == '#') continue;
    *lp = p;
    *ll = l;
    return true;
  }
  return false;
}

/* `ID:` followed by a space, '|' or the end of the line. */
static bool graph_like(const char *p, size_t l) {
  size_t i = 0;
  while (i < l && cxd_is_space(p[i])) i++;
  size_t j = i;
  while (j < l && !cxd_is_space(p[j]) && p[j] != ':' && p[j] != '|') j++;
  size_t id_end = j;
  while (j < l && cxd_is_space(p[j])) j++;
  return id_end > i && j < l && p[j] == ':' &&
         (j + 1 == l || cxd_is_space(p[j + 1]) || p[j + 1] == '|');
}

/* Format from content, for files without a telling extension, decided by
 * the first line that is neither blank nor a comment:
 *   '(' first                        -> PTB
 *   exactly 10 tab-separated columns -> CoNLL-U
 *   `ID:` then a space, '|' or EOL   -> graph (if the next content lines,
 *                                       up to 8, all look so too: a text
 *                                       line may start "Note: ...")
 *   anything else                    -> sequences */
static CxrtDataFormat detect_content(const char *text, size_t len) {
  const char *p;
  size_t l, pos = 0;
  if (!next_content_line(text, len, &pos, &p, &l)) return CXRT_FMT_SEQ;
  size_t i = 0;
  while (i < l && cxd_is_space(p[i])) i++;
  if (p[i] == '(') return CXRT_FMT_PTB;
  size_t tabs = 0;
  for (size_t k = 0; k < l; k++) tabs += p[k] == '\t';
  if (tabs == 9) return CXRT_FMT_CONLLU;
  if (!graph_like(p, l)) return CXRT_FMT_SEQ;
  for (int k = 0; k < 8 && next_content_line(text, len, &pos, &p, &l); k++)
    if (!graph_like(p, l)) return CXRT_FMT_SEQ;
  return CXRT_FMT_GRAPH;
}

static CxrtDataFormat detect(const char *name, const char *text, size_t len) {
  const char *base = strrchr(name, '/');
  base = base ? base + 1 : name;
  const char *dot = strrchr(base, '.');
  if (dot) {
    const char *ext = dot + 1;
    if (strcasecmp(ext, "conllu") == 0 || strcasecmp(ext, "conll") == 0) return CXRT_FMT_CONLLU;
    if (strcasecmp(ext, "graph") == 0 || strcasecmp(ext, "g") == 0) return CXRT_FMT_GRAPH;
    if (strcasecmp(ext, "seq") == 0) return CXRT_FMT_SEQ;
    if (strcasecmp(ext, "ptb") == 0) return CXRT_FMT_PTB;
    /* .txt says little: SST ships as .txt, but so do plain sentences. */
  }
  return detect_content(text, len);
}

/* ---- reading ---------------------------------------------------------------- */

static void reader_free_scratch(CxdReader *r) {
  free(r->structs);
  free(r->line);
  free(r->col);
  free(r->tokens);
  free(r->ifields);
  free(r->vf);
  free(r->ids);
  free(r->idlen);
  free(r->aux_col);
  free(r->eparent);
  free(r->echild);
  free(r->deg);
  free(r->indeg);
  free(r->rstart);
  free(r->rlist);
  free(r->queue);
  free(r->rem);
  free(r->tokcache);
}

/* Reads text[0..len) (NUL-terminated, checked as text by the caller). */
static int read_text(const char *name, const char *text, size_t len, const CxrtReadOptions *opt,
                     CxrtVocab *vocab, CxrtDataset *out, CxrtError *err) {
  if (cxd_check_text(name, text, len, err) < 0) return -1;
  size_t start = 0;
  if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) start = 3; /* UTF-8 BOM */
  if (len == start) return cxrt_errorf(err, name, 0, 0, "no structures in %s (the file is empty)", name);

  CxrtReadOptions o = {CXRT_FMT_AUTO, -1, CXRT_DAG, 0, 0};
  if (opt) o = *opt;
  /* 0 means "any" like -1, so that a zero-initialized options struct
   * reads every file (there is no tree[0]). */
  if (o.max_arity <= 0) o.max_arity = -1;
  if (o.max_nodes <= 0) o.max_nodes = 1000000;
  if (o.max_nodes > INT32_MAX - 1) o.max_nodes = INT32_MAX - 1;
  if (o.format == CXRT_FMT_AUTO) o.format = detect(name, text + start, len - start);

  CxdReader r;
  memset(&r, 0, sizeof r);
  r.name = name;
  r.text = text;
  r.len = len;
  r.pos = start;
  r.max_arity = o.max_arity;
  r.kind = o.kind;
  r.max_nodes = o.max_nodes;
  r.err = err;
  r.pool = cxd_pool_new();
  CxrtVocab *own = NULL;
  if (!vocab) vocab = own = cxrt_vocab_new(); /* ids are then private to this dataset */
  r.vocab = vocab;
  int rc;
  if (!r.pool || !vocab) {
    rc = cxrt_errorf(err, name, 0, 0, "out of memory while reading %s", name);
  } else {
    switch (o.format) {
    case CXRT_FMT_PTB: rc = cxd_read_ptb(&r); break;
    case CXRT_FMT_CONLLU: rc = cxd_read_conllu(&r); break;
    case CXRT_FMT_GRAPH: rc = cxd_read_graph(&r); break;
    case CXRT_FMT_SEQ: rc = cxd_read_seq(&r); break;
    default: rc = cxrt_errorf(err, name, 0, 0, "unknown data format %d", (int)o.format); break;
    }
  }
  if (rc == 0 && r.nstructs == 0)
    rc = cxrt_errorf(err, name, 0, 0,
                     "no structures in %s (it holds only blank lines%s); a %s file holds %s",
                     name, o.format == CXRT_FMT_PTB || o.format == CXRT_FMT_SEQ ? "" : " and comments",
                     cxrt_format_name(o.format),
                     o.format == CXRT_FMT_PTB ? "one bracketed tree a line, e.g. (3 (2 It) (2 works))"
                     : o.format == CXRT_FMT_CONLLU ? "sentences of tab-separated token lines"
                     : o.format == CXRT_FMT_GRAPH ? "node lines such as `0: 1 2 | label=3`"
                                                  : "one sequence of tokens a line");
  if (rc == 0) {
    out->path = cxd_pool_strndup(r.pool, name, strlen(name));
    out->structs = cxd_pool_array(r.pool, (size_t)r.nstructs, sizeof *out->structs);
    if (!r.fields) cxd_set_fields(&r, NULL, 0);
    if (!out->path || !out->structs || !r.fields) {
      rc = cxrt_errorf(err, name, 0, 0, "out of memory while reading %s", name);
    } else {
      memcpy(out->structs, r.structs, (size_t)r.nstructs * sizeof *out->structs);
      out->nstructs = (int32_t)r.nstructs;
      out->fields = r.fields;
      out->nfields = r.nfields;
      out->pool = r.pool;
      r.pool = NULL;
    }
  }
  if (rc != 0) memset(out, 0, sizeof *out);
  cxd_pool_free(r.pool);
  reader_free_scratch(&r);
  cxrt_vocab_free(own);
  return rc;
}

int cxrt_data_read(const char *path, const CxrtReadOptions *opt, CxrtVocab *vocab,
                   CxrtDataset *out, CxrtError *err) {
  if (!out) return cxrt_errorf(err, path ? path : "", 0, 0, "no dataset to read into (internal misuse)");
  memset(out, 0, sizeof *out);
  if (!path) return cxrt_errorf(err, "", 0, 0, "no data file given; pass one with --data FILE");
  char *buf;
  size_t len;
  if (cxd_read_file(path, opt ? opt->max_bytes : 0, &buf, &len, err) < 0) return -1;
  int rc = read_text(path, buf, len, opt, vocab, out, err);
  free(buf);
  return rc;
}

int cxrt_data_read_mem(const char *text, size_t len, const char *name, const CxrtReadOptions *opt,
                       CxrtVocab *vocab, CxrtDataset *out, CxrtError *err) {
  if (!name) name = "<memory>";
  if (!out) return cxrt_errorf(err, name, 0, 0, "no dataset to read into (internal misuse)");
  memset(out, 0, sizeof *out);
  if (!text && len) return cxrt_errorf(err, name, 0, 0, "no text given (internal misuse)");
  /* The readers rely on a NUL after the last byte. */
  char *copy = malloc(len + 1);
  if (!copy) return cxrt_errorf(err, name, 0, 0, "out of memory reading %s", name);
  if (len) memcpy(copy, text, len);
  copy[len] = '\0';
  int rc = read_text(name, copy, len, opt, vocab, out, err);
  free(copy);
  return rc;
}

char *cxrt_structure_text(const CxrtStructure *s) {
  size_t len = 0;
  for (int32_t v = 0; v < s->nnodes; v++)
    if (s->tokens && s->tokens[v]) len += strlen(s->tokens[v]) + 1;
  char *t = malloc(len + 1), *p = t;
  if (!t) return NULL;
  for (int32_t v = 0; v < s->nnodes; v++)
    if (s->tokens && s->tokens[v]) {
      size_t n = strlen(s->tokens[v]);
      if (p != t) *p++ = ' ';
      memcpy(p, s->tokens[v], n);
      p += n;
    }
  *p = '\0';
  return t;
}

void cxrt_dataset_free(CxrtDataset *d) {
  if (!d) return;
  cxd_pool_free(d->pool);
  memset(d, 0, sizeof *d);
}

/* ---- binding to the model ------------------------------------------------ */

static void describe_kind(char *buf, size_t cap, CxrtFieldKind k, int dim) {
  if (k == CXRT_FIELD_VEC) snprintf(buf, cap, "a vector [%d]", dim);
  else snprintf(buf, cap, "an int");
}

int cxrt_dataset_bind(const CxrtDataset *d, const CxrtModelInfo *m, int *map, CxrtError *err) {
  if (!d || !m) return cxrt_errorf(err, "", 0, 0, "no dataset or no model to bind (internal misuse)");
  const char *path = d->path ? d->path : "";
  for (int i = 0; i < m->nfields; i++) {
    const CxrtFieldInfo *mf = &m->fields[i];
    int found = -1;
    for (int j = 0; j < d->nfields && found < 0; j++)
      if (strcmp(d->fields[j].name, mf->name) == 0) found = j;
    if (found < 0) {
      char have[512] = "";
      for (int j = 0; j < d->nfields; j++) {
        if (j) cxd_cat(have, sizeof have, ", ");
        cxd_cat(have, sizeof have, d->fields[j].name);
      }
      if (d->nfields == 0)
        return cxrt_errorf(err, path, 0, 0,
                           "the model's input field '%s' is not in %s (it provides no fields); "
                           "add the field to the data or remove it from the model's input",
                           mf->name, path);
      return cxrt_errorf(err, path, 0, 0,
                         "the model's input field '%s' is not in %s (it provides: %s); add the "
                         "field to the data or remove it from the model's input", mf->name, path,
                         have);
    }
    const CxrtFieldInfo *df = &d->fields[found];
    if (df->kind != mf->kind || (mf->kind == CXRT_FIELD_VEC && df->dim != mf->dim)) {
      char want[64], got[64];
      describe_kind(want, sizeof want, mf->kind, mf->dim);
      describe_kind(got, sizeof got, df->kind, df->dim);
      return cxrt_errorf(err, path, 0, 0,
                         "the model's input field '%s' is %s, but %s gives it as %s; make the "
                         "model's input and the data agree", mf->name, want, path, got);
    }
    if (map) map[i] = found;
  }
  return 0;
}
