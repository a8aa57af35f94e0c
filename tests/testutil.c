/* Helpers shared by the tests that compile models from strings. */
#include "tests/testutil.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parser/parser.h"

static void keep(void *user, const CxDiagEngine *eng, const CxDiagnostic *dg) {
  TestDiags *d = user;
  if (d && d->n < 64) diag_format_line(eng, dg, d->lines[d->n++], sizeof d->lines[0]);
}

void tu_session(CxSession *s, TestDiags *d) {
  session_init(s);
  s->diag.sink = keep;
  s->diag.user = d;
  if (d) d->n = 0;
}

CxProgram *tu_check(CxSession *s, const char *text) {
  int id = src_add_buffer(&s->src, "test.cx", text, strlen(text));
  CxParseEnv env = {&s->arena, &s->names, &s->diag, 0};
  AstModule *m = cx_parse_module(&env, id);
  if (!m || s->diag.errors) return NULL;
  return cx_check_module(s, m);
}

IrProgram *tu_ir(CxSession *s, const char *text, bool optimize) {
  CxProgram *prog = tu_check(s, text);
  if (!prog) return NULL;
  IrProgram *p = ir_lower(s, prog);
  if (!p) return NULL;
  if (optimize ? ir_optimize(p, &s->diag) : ir_verify(p, &s->diag)) {
    ir_program_free(p);
    return NULL;
  }
  return p;
}

char *tu_ir_text(const IrProgram *p) {
  char *buf = NULL;
  size_t size = 0;
  FILE *f = open_memstream(&buf, &size);
  ir_print(f, p);
  fclose(f);
  return buf;
}

int tu_data(const char *text, CxrtDataFormat fmt, const IrProgram *p, CxrtDataset *d, int *field_map,
            CxrtVocab **vocab, CxrtError *err) {
  *vocab = cxrt_vocab_new();
  CxrtReadOptions o = {fmt, p->max_arity, p->input_kind, 0, 0};
  if (cxrt_data_read_mem(text, strlen(text), "data.txt", &o, *vocab, d, err)) return -1;
  return cxrt_dataset_bind(d, &p->info, field_map, err);
}

CxrtTensor *tu_params(const IrProgram *p, float scale) {
  CxrtTensor *t = calloc((size_t)(p->nparams ? p->nparams : 1), sizeof *t);
  for (int i = 0; i < p->nparams; i++) {
    int64_t n = 1;
    for (int d = 0; d < p->params[i].shape.rank; d++) n *= p->params[i].shape.dims[d];
    t[i].name = strdup(p->params[i].name);
    t[i].rank = p->params[i].shape.rank;
    for (int d = 0; d < t[i].rank; d++) t[i].dims[d] = p->params[i].shape.dims[d];
    t[i].data = malloc(sizeof(float) * (size_t)(n ? n : 1));
    for (int64_t j = 0; j < n; j++) t[i].data[j] = scale * sinf(1.37f * (float)j + 0.61f * (float)i + 0.2f);
  }
  return t;
}

int tu_count(const char *text, const char *needle) {
  int n = 0;
  for (const char *p = text; (p = strstr(p, needle)); p += strlen(needle)) n++;
  return n;
}
