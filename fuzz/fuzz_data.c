/* The data readers' fuzz targets (fuzz_ptb.c, fuzz_conllu.c, fuzz_graph.c,
 * fuzz_seq.c) share this body: the input is read as a data file of one
 * format, twice (any arity and DAGs allowed; then as a tree[2]), and a
 * structure that was read must
 *   - be well formed (CSR offsets, children and root in range),
 *   - survive the graph dump: cxrt_graph_write then reading the dump with
 *     the same vocabulary gives the same structures, fields, tokens and
 *     ids, and adds no word to the vocabulary (docs/formats.md),
 *   - linearize: every child in an earlier level than its parent. */
#include "fuzz/fuzz.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Noreturn void cxfuzz_fail(const char *what, ...) {
  va_list ap;
  va_start(ap, what);
  fprintf(stderr, "cxfuzz: property broken: ");
  vfprintf(stderr, what, ap);
  fputc('\n', stderr);
  va_end(ap);
  abort();
}

static void check_structure(const CxrtDataset *d, int32_t si) {
  const CxrtStructure *s = &d->structs[si];
  CXFUZZ_CHECK(s->nnodes > 0, "structure %d has no nodes", si);
  CXFUZZ_CHECK(s->root >= 0 && s->root < s->nnodes, "structure %d: root %d out of range", si, s->root);
  CXFUZZ_CHECK(s->child_start[0] == 0, "structure %d: child_start[0] != 0", si);
  for (int32_t v = 0; v < s->nnodes; v++) {
    CXFUZZ_CHECK(s->child_start[v + 1] >= s->child_start[v], "structure %d: child_start decreases", si);
    for (int32_t k = s->child_start[v]; k < s->child_start[v + 1]; k++)
      CXFUZZ_CHECK(s->children[k] >= 0 && s->children[k] < s->nnodes && s->children[k] != v,
                   "structure %d: node %d has child %d", si, v, s->children[k]);
    if (s->tokens && s->tokens[v]) (void)strlen(s->tokens[v]); /* readable */
  }
  for (int f = 0; f < d->nfields; f++)
    if (d->fields[f].kind == CXRT_FIELD_VEC)
      for (int64_t j = 0; j < (int64_t)s->nnodes * d->fields[f].dim; j++) (void)s->vfields[f][j];
}

static bool same_float(float a, float b) { return a == b || (isnan(a) && isnan(b)); }

static void check_same(const CxrtDataset *a, const CxrtDataset *b) {
  CXFUZZ_CHECK(a->nstructs == b->nstructs, "dump: %d structures read back as %d", a->nstructs, b->nstructs);
  CXFUZZ_CHECK(a->nfields == b->nfields, "dump: %d fields read back as %d", a->nfields, b->nfields);
  for (int f = 0; f < a->nfields; f++) {
    CXFUZZ_CHECK(strcmp(a->fields[f].name, b->fields[f].name) == 0, "dump: field %d renamed", f);
    CXFUZZ_CHECK(a->fields[f].kind == b->fields[f].kind, "dump: field %s changed kind", a->fields[f].name);
    CXFUZZ_CHECK(a->fields[f].kind != CXRT_FIELD_VEC || a->fields[f].dim == b->fields[f].dim,
                 "dump: field %s changed dimension", a->fields[f].name);
  }
  for (int32_t si = 0; si < a->nstructs; si++) {
    const CxrtStructure *s = &a->structs[si], *t = &b->structs[si];
    CXFUZZ_CHECK(s->nnodes == t->nnodes, "dump: structure %d has %d nodes, read back %d", si, s->nnodes,
                 t->nnodes);
    CXFUZZ_CHECK(s->root == t->root, "dump: structure %d changed root", si);
    for (int32_t v = 0; v <= s->nnodes; v++)
      CXFUZZ_CHECK(s->child_start[v] == t->child_start[v], "dump: structure %d node %d changed arity", si, v);
    for (int32_t k = 0; k < s->child_start[s->nnodes]; k++)
      CXFUZZ_CHECK(s->children[k] == t->children[k], "dump: structure %d changed children", si);
    for (int32_t v = 0; v < s->nnodes; v++) {
      const char *x = s->tokens ? s->tokens[v] : NULL, *y = t->tokens ? t->tokens[v] : NULL;
      CXFUZZ_CHECK((!x && !y) || (x && y && strcmp(x, y) == 0), "dump: structure %d node %d: token '%s' read back as '%s'",
                   si, v, x ? x : "(none)", y ? y : "(none)");
      for (int f = 0; f < a->nfields; f++) {
        if (a->fields[f].kind == CXRT_FIELD_INT) {
          int32_t p = s->ifields[(int64_t)v * a->nfields + f], q = t->ifields[(int64_t)v * b->nfields + f];
          CXFUZZ_CHECK(p == q, "dump: structure %d node %d field %s: %d read back as %d", si, v,
                       a->fields[f].name, p, q);
        } else {
          int dim = a->fields[f].dim;
          for (int j = 0; j < dim; j++)
            CXFUZZ_CHECK(same_float(s->vfields[f][(int64_t)v * dim + j], t->vfields[f][(int64_t)v * dim + j]),
                         "dump: structure %d node %d field %s[%d]: %.9g read back as %.9g", si, v,
                         a->fields[f].name, j, (double)s->vfields[f][(int64_t)v * dim + j],
                         (double)t->vfields[f][(int64_t)v * dim + j]);
        }
      }
    }
  }
}

static void check_dump(const CxrtDataset *d, CxrtVocab *vocab) {
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  if (!f) return;
  int rc = cxrt_graph_write(f, d, vocab);
  fclose(f);
  CXFUZZ_CHECK(rc == 0, "cxrt_graph_write failed");
  int32_t words = cxrt_vocab_size(vocab);
  CxrtReadOptions o = {CXRT_FMT_GRAPH, -1, CXRT_DAG, 0, 0};
  CxrtDataset back;
  CxrtError err;
  if (cxrt_data_read_mem(text, len, "dump.graph", &o, vocab, &back, &err) != 0)
    cxfuzz_fail("the dump does not read back: %s:%d:%d: %s\n--- dump ---\n%s", err.file, err.line, err.col,
                err.msg, text);
  check_same(d, &back);
  CXFUZZ_CHECK(cxrt_vocab_size(vocab) == words, "reading the dump added words to the vocabulary");
  cxrt_dataset_free(&back);
  free(text);
}

/* Branches for the linearizer: leaf, internal, and internal with an odd
 * first int field. */
static int classify(void *ctx, int32_t arity, const int32_t *fields) {
  const CxrtDataset *d = ctx;
  if (arity == 0) return 0;
  return d->nfields > 0 && d->fields[0].kind == CXRT_FIELD_INT && (fields[0] & 1) ? 2 : 1;
}

static void check_linearize(const CxrtDataset *d) {
  int *map = calloc((size_t)d->nfields + 1, sizeof *map);
  for (int f = 0; f < d->nfields; f++) map[f] = f;
  CxrtModelInfo m = {0};
  m.fields = d->fields;
  m.nfields = d->nfields;
  m.input_kind = CXRT_DAG;
  m.max_arity = -1;
  const int maxc[3] = {-1, 0, 0};
  CxrtLinearizeSpec spec = {3, classify, (void *)d, maxc, &m, map, 0, NULL, NULL, false, NULL};
  CxrtLinearized l = {0};
  CxrtError err;
  /* The whole file, then a batch of the last structures only (buffers reused). */
  for (int pass = 0; pass < 2; pass++) {
    int32_t first = pass == 0 ? 0 : d->nstructs / 2;
    if (cxrt_linearize(&spec, d, first, d->nstructs - first, &l, &err) != 0) continue;
    int64_t want = 0;
    for (int32_t s = first; s < d->nstructs; s++) want += d->structs[s].nnodes;
    CXFUZZ_CHECK(l.nnodes == want, "linearize: %d nodes, expected %lld", l.nnodes, (long long)want);
    int32_t ngroups = l.nlevels * l.nbranches;
    CXFUZZ_CHECK(l.group_start[0] == 0 && l.group_start[ngroups] == l.nnodes, "linearize: bad group_start");
    for (int32_t g = 0; g < ngroups; g++) {
      CXFUZZ_CHECK(l.group_start[g] <= l.group_start[g + 1], "linearize: group_start decreases");
      int32_t level_start = l.group_start[g / l.nbranches * l.nbranches];
      for (int32_t v = l.group_start[g]; v < l.group_start[g + 1]; v++)
        for (int32_t k = l.child_start[v]; k < l.child_start[v + 1]; k++)
          CXFUZZ_CHECK(l.children[k] >= 0 && l.children[k] < level_start,
                       "linearize: node %d (level %d) has child %d in its level or later", v, g / l.nbranches,
                       l.children[k]);
    }
  }
  cxrt_linearized_free(&l);
  free(map);
}

int cxfuzz_data(const uint8_t *data, size_t size, CxrtDataFormat fmt) {
  for (int pass = 0; pass < 2; pass++) {
    CxrtReadOptions o = {fmt, -1, CXRT_DAG, 0, 0};
    if (pass == 1) o = (CxrtReadOptions){fmt, 2, CXRT_TREE, 0};
    CxrtVocab *vocab = cxrt_vocab_new();
    CxrtDataset d;
    CxrtError err;
    memset(&err, 0, sizeof err);
    if (cxrt_data_read_mem((const char *)data, size, "fuzz.data", &o, vocab, &d, &err) == 0) {
      for (int32_t s = 0; s < d.nstructs; s++) check_structure(&d, s);
      if (pass == 0) {
        check_dump(&d, vocab);
        check_linearize(&d);
      }
      cxrt_dataset_free(&d);
    } else {
      CXFUZZ_CHECK(err.msg[0] != '\0', "a failed read left no message");
      CXFUZZ_CHECK(d.structs == NULL && d.nstructs == 0, "a failed read left a dataset");
    }
    cxrt_vocab_free(vocab);
  }
  return 0;
}
