/* Results and how `cortex run` (and every built binary) prints them:
 * the text, JSON Lines and TSV forms of LANGUAGE.md. */
#include "stdlib/cxrt.h"
#include "stdlib/reader.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

int64_t cxrt_output_numel(const CxrtOutputInfo *o) {
  int64_t n = 1;
  for (int d = 0; d < o->rank; d++) n *= o->dims[d];
  return n;
}

int cxrt_result_init(CxrtResult *res, const CxrtModelInfo *m, int32_t nnodes) {
  if (res->noutputs != m->noutputs || !res->values) {
    cxrt_result_free(res);
    res->values = calloc((size_t)(m->noutputs ? m->noutputs : 1), sizeof *res->values);
    res->cap = calloc((size_t)(m->noutputs ? m->noutputs : 1), sizeof *res->cap);
    if (!res->values || !res->cap) {
      cxrt_result_free(res);
      return -1;
    }
    res->noutputs = m->noutputs;
  }
  res->nnodes = nnodes;
  for (int o = 0; o < m->noutputs; o++) {
    /* 16 floats of slack, as every buffer the compiled backend's kernels
     * write has: they write a lone structure's outputs here (compiled_pool.c) */
    int64_t need = cxrt_output_numel(&m->outputs[o]) * (m->outputs[o].per_node ? nnodes : 1) + 16;
    if (need > res->cap[o] || !res->values[o]) {
      free(res->values[o]);
      res->values[o] = malloc(sizeof(float) * (size_t)need);
      res->cap[o] = res->values[o] ? need : 0;
      if (!res->values[o]) return -1; /* the buffers allocated stay, for a later call or cxrt_result_free */
    }
  }
  return 0;
}

void cxrt_result_free(CxrtResult *res) {
  for (int o = 0; o < res->noutputs; o++) free(res->values[o]);
  free(res->values);
  free(res->cap);
  memset(res, 0, sizeof *res);
}

int cxrt_output_format_parse(const char *name, CxrtOutputFormat *out) {
  if (strcmp(name, "text") == 0) *out = CXRT_OUT_TEXT;
  else if (strcmp(name, "json") == 0) *out = CXRT_OUT_JSON;
  else if (strcmp(name, "tsv") == 0) *out = CXRT_OUT_TSV;
  else return -1;
  return 0;
}

/* ---- JSON ---- */

static void json_number(FILE *out, float v, bool is_int) {
  if (is_int) fprintf(out, "%lld", (long long)v);
  else if (!isfinite(v)) fputs("null", out); /* JSON has no NaN/Inf */
  else fprintf(out, "%.9g", (double)v);
}

/* A value of the given rank as nested arrays. */
static void json_value(FILE *out, const CxrtOutputInfo *o, const float *v, int dim) {
  if (dim == o->rank) {
    json_number(out, v[0], o->is_int);
    return;
  }
  int64_t stride = 1;
  for (int d = dim + 1; d < o->rank; d++) stride *= o->dims[d];
  fputc('[', out);
  for (int64_t i = 0; i < o->dims[dim]; i++) {
    if (i) fputs(", ", out);
    json_value(out, o, v + i * stride, dim + 1);
  }
  fputc(']', out);
}

/* Tokens are bytes from the data (a graph file's "a\xffb" is one): JSON
 * gets valid UTF-8 whatever they hold.  A byte that does not start a
 * valid UTF-8 character becomes U+FFFD (\ufffd, what a UTF-8 decoder
 * with replacement gives); '"', '\\' and control characters are
 * escaped. */
static void json_string(FILE *out, const char *s) {
  fputc('"', out);
  size_t n = strlen(s);
  for (size_t i = 0; i < n;) {
    unsigned char c = (unsigned char)s[i];
    if (c >= 0x80) {
      size_t l = cxd_utf8_char(s + i, n - i);
      if (l == 0) {
        fputs("\\ufffd", out);
        i++;
      } else {
        fwrite(s + i, 1, l, out);
        i += l;
      }
      continue;
    }
    if (c == '"' || c == '\\') fprintf(out, "\\%c", c);
    else if (c < 0x20) fprintf(out, "\\u%04x", c);
    else fputc(c, out);
    i++;
  }
  fputc('"', out);
}

/* A token in a line of the text format: control characters as \t, \n,
 * \r or \xHH and bytes that are not UTF-8 as \xHH, so that no token
 * breaks a line or the terminal; the rest as it is (backslashes too: the
 * text format is for reading). */
static void text_string(FILE *out, const char *s) {
  size_t n = strlen(s);
  for (size_t i = 0; i < n;) {
    unsigned char c = (unsigned char)s[i];
    size_t l = c >= 0x80 ? cxd_utf8_char(s + i, n - i) : 1;
    if (c == '\t') fputs("\\t", out);
    else if (c == '\n') fputs("\\n", out);
    else if (c == '\r') fputs("\\r", out);
    else if (c < 0x20 || c == 0x7f || l == 0) fprintf(out, "\\x%02X", c);
    else fwrite(s + i, 1, l, out);
    i += l ? l : 1;
  }
}

/* A TSV field: a tab, a newline, a carriage return and a backslash as
 * \t, \n, \r and \\ (PostgreSQL's text format; one left-to-right pass
 * undoes it), everything else as it is. */
static void tsv_string(FILE *out, const char *s) {
  for (; *s; s++) {
    if (*s == '\t') fputs("\\t", out);
    else if (*s == '\n') fputs("\\n", out);
    else if (*s == '\r') fputs("\\r", out);
    else if (*s == '\\') fputs("\\\\", out);
    else fputc(*s, out);
  }
}

static void print_json(FILE *out, const CxrtModelInfo *m, int index, const CxrtResult *res) {
  fprintf(out, "{\"index\": %d, \"nodes\": %d, ", index, res->nnodes);
  if (res->text) {
    fputs("\"text\": ", out);
    json_string(out, res->text);
    fputs(", ", out);
  }
  fputs("\"outputs\": {", out);
  for (int o = 0; o < m->noutputs; o++) {
    const CxrtOutputInfo *oi = &m->outputs[o];
    if (o) fputs(", ", out);
    json_string(out, oi->name);
    fputs(": ", out);
    int64_t n = cxrt_output_numel(oi);
    if (oi->per_node) {
      fputc('[', out);
      for (int32_t v = 0; v < res->nnodes; v++) {
        if (v) fputs(", ", out);
        json_value(out, oi, res->values[o] + (int64_t)v * n, 0);
      }
      fputc(']', out);
    } else {
      json_value(out, oi, res->values[o], 0);
    }
  }
  fputs("}}\n", out);
}

/* ---- text ---- */

enum { TEXT_MAX_SHOWN = 8 };

static void text_number(FILE *out, float v, bool is_int) {
  if (is_int) fprintf(out, "%lld", (long long)v);
  else fprintf(out, "%.6g", (double)v);
}

/* A flat run of n numbers, abbreviated past TEXT_MAX_SHOWN. */
static void text_run(FILE *out, const float *v, int64_t n, bool is_int) {
  fputc('[', out);
  for (int64_t i = 0; i < n; i++) {
    if (n > TEXT_MAX_SHOWN && i == TEXT_MAX_SHOWN - 2) {
      fprintf(out, ", ...");
      i = n - 2;
    }
    if (i) fputs(", ", out);
    text_number(out, v[i], is_int);
  }
  fputc(']', out);
}

static void text_value(FILE *out, const CxrtOutputInfo *o, const float *v) {
  int64_t n = cxrt_output_numel(o);
  if (o->rank == 0) {
    text_number(out, v[0], o->is_int);
    return;
  }
  text_run(out, v, n, o->is_int);
  if (n > TEXT_MAX_SHOWN || o->rank > 1) {
    fputs(" (", out);
    for (int d = 0; d < o->rank; d++) fprintf(out, "%s%lld", d ? "x" : "", (long long)o->dims[d]);
    fputs(")", out);
  }
}

static void print_text(FILE *out, const CxrtModelInfo *m, int index, const CxrtResult *res) {
  fprintf(out, "#%d (%d node%s)", index, res->nnodes, res->nnodes == 1 ? "" : "s");
  if (res->text) {
    fputc(' ', out);
    text_string(out, res->text);
  }
  fputc('\n', out);
  for (int o = 0; o < m->noutputs; o++) {
    const CxrtOutputInfo *oi = &m->outputs[o];
    fprintf(out, "  %s = ", oi->name);
    if (oi->per_node && oi->rank == 0) {
      text_run(out, res->values[o], res->nnodes, oi->is_int);
      fputs(" (per node)", out);
    } else if (oi->per_node) {
      int64_t n = cxrt_output_numel(oi);
      fprintf(out, "per node, %d values (the first shown):\n", res->nnodes);
      for (int32_t v = 0; v < res->nnodes && v < 3; v++) {
        fprintf(out, "    [%d] ", v);
        text_value(out, oi, res->values[o] + (int64_t)v * n);
        fputc('\n', out);
      }
      if (res->nnodes > 3) fprintf(out, "    ... (%d more)", res->nnodes - 3);
      else continue;
    } else {
      text_value(out, oi, res->values[o]);
    }
    fputc('\n', out);
  }
}

/* ---- TSV ----
 * Rows per structure, or per node when the model has per-node outputs;
 * structure-level outputs then sit on the root's row.  A tensor value is
 * its elements joined by commas (row-major). */

static void tsv_value(FILE *out, const CxrtOutputInfo *o, const float *v) {
  int64_t n = cxrt_output_numel(o);
  for (int64_t i = 0; i < n; i++) {
    if (i) fputc(',', out);
    if (o->is_int) fprintf(out, "%lld", (long long)v[i]);
    else fprintf(out, "%.9g", (double)v[i]);
  }
}

static void print_tsv(FILE *out, const CxrtModelInfo *m, int index, const CxrtResult *res, int32_t root) {
  bool per_node = false;
  for (int o = 0; o < m->noutputs; o++) per_node |= m->outputs[o].per_node;
  if (index == 0) {
    fputs(per_node ? "index\tnode" : "index", out);
    if (res->text) fputs("\ttext", out);
    for (int o = 0; o < m->noutputs; o++) fprintf(out, "\t%s", m->outputs[o].name);
    fputc('\n', out);
  }
  int32_t rows = per_node ? res->nnodes : 1;
  for (int32_t v = 0; v < rows; v++) {
    fprintf(out, "%d", index);
    if (per_node) fprintf(out, "\t%d", v);
    if (res->text) {
      fputc('\t', out);
      if (!per_node || v == root) tsv_string(out, res->text);
    }
    for (int o = 0; o < m->noutputs; o++) {
      const CxrtOutputInfo *oi = &m->outputs[o];
      fputc('\t', out);
      if (oi->per_node) tsv_value(out, oi, res->values[o] + (int64_t)v * cxrt_output_numel(oi));
      else if (!per_node || v == root) tsv_value(out, oi, res->values[o]);
    }
    fputc('\n', out);
  }
}

void cxrt_print_result(FILE *out, const CxrtModelInfo *m, CxrtOutputFormat fmt, int index,
                       const CxrtResult *res) {
  switch (fmt) {
  case CXRT_OUT_JSON: print_json(out, m, index, res); break;
  case CXRT_OUT_TSV: print_tsv(out, m, index, res, res->root); break;
  default: print_text(out, m, index, res); break;
  }
}
