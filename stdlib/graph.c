/* The Cortex graph text format: trees and DAGs, one node a line.
 *
 *   # a comment (a line whose first non-blank character is '#')
 *   root: a b      | word=-1  label=3  vec=0.5,1.0
 *   a:             | word=It  label=2  vec=0,1.5
 *   b:             | word="1990" label=2 vec=1e-3,2
 *                                       <- a blank line ends a structure
 *   0: 1 | ...
 *
 * Grammar of a node line:
 *   line   = ID ":" CHILD* ( "|" FIELD* )?
 *   ID     = any run of characters other than whitespace, ':' and '|'
 *            (non-negative integers and identifiers alike; compared as text)
 *   CHILD  = an ID of the same structure; forward references are fine
 *   FIELD  = NAME "=" VALUE     NAME = [A-Za-z_][A-Za-z0-9_]*
 *   VALUE  = INT                an int field        label=3
 *          | FLOAT ("," FLOAT)* a vector field      vec=0.5,1.0 (x=1.0 is a
 *                               vector of one; x=1 is an int)
 *          | TOKEN | STRING     only for `word`, see below
 *   INT    = [+-]? DIGIT+, decimal, within int32 (a larger one is an
 *            error, not a vector of one)
 *   FLOAT  = [+-]? (DIGIT+ ("." DIGIT*)? | "." DIGIT+) ([eE] [+-]? DIGIT+)?,
 *            finite as an f32; no hex, nan or inf (errors at their
 *            column, though strtof would read them)
 * Nodes are numbered in line order; a node's position is its ID.  The
 * first node of the file fixes the fields: every node of the file gives
 * the same names, an int or a vector of the same length each (an error
 * names the node and the field otherwise).
 *
 * The `word` field (decision):
 *   `word` is always an int field holding a vocabulary id.  Its value is
 *   either an integer, taken as the id itself (-1: no word, as on PTB's
 *   internal nodes), or a token, looked up in (or added to) the
 *   vocabulary exactly as a PTB leaf or a sequence token is.  A token is
 *   any value that is not an integer (word=the, word=-LRB-, word=3.5), or
 *   a double-quoted string with C escapes (\" \\ \n \t \r \xHH), which is
 *   how a token that looks like an integer is written (word="1990").
 *   So hand-written files may use words, and files written by
 *   cxrt_graph_write keep their tokens readable.
 *
 * cxrt_graph_write writes node ids 0..n-1 in node order, children in
 * order, and every field; a `word` is written as its token when the node
 * has one (given the vocabulary, only when that token is exactly the
 * vocabulary's word for the id: an unk-mapped word is written as the
 * unk's id), else as the integer (ids read as integers stay integers).  Read back with the same vocabulary,
 * the file yields the same structures, node order, fields and ids. */
#include "stdlib/reader.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

enum { MAX_FIELDS = 256, MAX_DIM = 1 << 20 };

/* One `name=value` item of a line, before it is stored. */
typedef struct Item {
  const char *name, *val;
  size_t nlen, vlen;    /* vlen includes the quotes of a STRING */
  int32_t col, vcol;
  bool quoted;
} Item;

/* A child reference, resolved once the structure is complete. */
typedef struct Ref {
  const char *p;
  int32_t len, line, col, parent;
} Ref;

typedef struct Graph {
  Item *items;
  int64_t cap_items;
  Ref *refs;
  int64_t nrefs, cap_refs;
  int32_t *table;       /* id hash table: node indices, -1 empty */
  int64_t cap_table;
  char *sbuf;           /* an unescaped STRING */
  int64_t cap_sbuf;
  bool schema;          /* the file's fields are fixed */
  int32_t schema_line;  /* line of the node that fixed them */
  char schema_names[512]; /* "word, label" for messages */
} Graph;

static uint64_t hash_id(const char *s, size_t len) {
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < len; i++) h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
  return h;
}

static bool is_name(const char *s, size_t len) {
  if (len == 0 || (s[0] >= '0' && s[0] <= '9')) return false;
  for (size_t i = 0; i < len; i++) {
    char c = s[i];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'))
      return false;
  }
  return true;
}

static bool is_word_field(const char *s, size_t len) { return len == 4 && memcmp(s, "word", 4) == 0; }

static int hexval(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* Scans a STRING starting at p (on '"'); sets *endp past the closing
 * quote.  With out != NULL, also writes the unescaped bytes. */
static int scan_string(CxdReader *r, const CxdLine *l, const char *p, const char **endp, char *out,
                       size_t *outlen) {
  const char *end = l->p + l->len;
  const char *q = p + 1;
  size_t o = 0;
  while (q < end && *q != '"') {
    char c = *q++;
    if (c == '\\') {
      if (q >= end) break;
      char e = *q++;
      switch (e) {
      case '"': c = '"'; break;
      case '\\': c = '\\'; break;
      case 'n': c = '\n'; break;
      case 't': c = '\t'; break;
      case 'r': c = '\r'; break;
      case 'x': {
        int h1 = q < end ? hexval(q[0]) : -1, h2 = q + 1 < end ? hexval(q[1]) : -1;
        if (h1 < 0 || h2 < 0 || (h1 == 0 && h2 == 0))
          return cxd_error(r, l->no, cxd_col(l, q - 2),
                           "bad escape in a string: \\x takes two hex digits (not 00)");
        c = (char)(h1 * 16 + h2);
        q += 2;
        break;
      }
      default:
        return cxd_error(r, l->no, cxd_col(l, q - 2),
                         "unknown escape '\\%c' in a string; use \\\" \\\\ \\n \\t \\r or \\xHH",
                         e >= 0x20 && e < 0x7f ? e : '?');
      }
    }
    if (out) out[o] = c;
    o++;
  }
  if (q >= end)
    return cxd_error(r, l->no, cxd_col(l, p),
                     "the string that starts here is never closed; add '\"' before the end of "
                     "the line");
  q++; /* the closing quote */
  if (q < end && !cxd_is_space(*q))
    return cxd_error(r, l->no, cxd_col(l, q),
                     "expected a space after the closing '\"' of a string");
  *endp = q;
  if (outlen) *outlen = o;
  return 0;
}

/* Kind of a value: an int (optional sign, decimal digits; also when it
 * is too large for one, which is then an error), else a vector. */
static bool looks_int(const char *v, size_t len) {
  int32_t x;
  return cxd_parse_i32(v, len, &x) != -1;
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* A decimal float: [+-] digits [. digits] [(e|E) [+-] digits], at least
 * one digit in the mantissa (".5" and "5." too).  No hex, inf or nan. */
static bool decimal_float(const char *s, size_t n) {
  size_t i = 0, digits = 0;
  if (i < n && (s[i] == '+' || s[i] == '-')) i++;
  for (; i < n && is_digit(s[i]); i++) digits++;
  if (i < n && s[i] == '.')
    for (i++; i < n && is_digit(s[i]); i++) digits++;
  if (digits == 0) return false;
  if (i < n && (s[i] == 'e' || s[i] == 'E')) {
    size_t e = 0;
    i++;
    if (i < n && (s[i] == '+' || s[i] == '-')) i++;
    for (; i < n && is_digit(s[i]); i++) e++;
    if (e == 0) return false;
  }
  return i == n;
}

/* What strtof would also read, but the format does not: NaN and infinity
 * ("nan", "-inf", "Infinity", "nan(0x1)") and hex floats ("0x1p3"). */
static bool nonfinite_word(const char *s, size_t n) {
  size_t i = 0;
  if (i < n && (s[i] == '+' || s[i] == '-')) i++;
  return (n - i >= 3 && (strncasecmp(s + i, "nan", 3) == 0 || strncasecmp(s + i, "inf", 3) == 0));
}
static bool hex_number(const char *s, size_t n) {
  size_t i = 0;
  if (i < n && (s[i] == '+' || s[i] == '-')) i++;
  return n - i >= 2 && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X');
}

/* One element of a vector field: a decimal float that is finite as an
 * f32.  Returns 0 with *out set, or an error at col. */
static int parse_element(CxdReader *r, const CxdLine *l, int32_t col, const char *field,
                         const char *p, size_t n, float *out) {
  char el[CXD_SHOW];
  cxd_show(el, sizeof el, p, n);
  if (nonfinite_word(p, n))
    return cxd_error(r, l->no, col,
                     "field '%s' has the non-finite value '%s'; vector values must be finite "
                     "numbers (NaN and infinities are not data): replace it", field, el);
  /* strtof on a bounded, NUL-terminated copy: the value is followed by
   * more of the line, and strtof must not read past the element. */
  char num[64];
  if (hex_number(p, n)) {
    char dec[48] = "";
    if (n < sizeof num) {
      memcpy(num, p, n);
      num[n] = '\0';
      char *stop;
      double d = strtod(num, &stop);
      if (stop == num + n && isfinite(d)) snprintf(dec, sizeof dec, " (%.9g)", d);
    }
    return cxd_error(r, l->no, col,
                     "field '%s' has the hexadecimal value '%s'; numbers in the graph format "
                     "are decimal (0.5, -2, 1e-3): write it in decimal%s", field, el, dec);
  }
  if (n == 0 || n >= sizeof num || !decimal_float(p, n))
    return cxd_error(r, l->no, col, "field '%s' expected numbers separated by commas, got '%s'",
                     field, el);
  memcpy(num, p, n);
  num[n] = '\0';
  float x = strtof(num, NULL);
  /* ERANGE: underflow to a denormal or 0 is fine, overflow is not. */
  if (!isfinite(x))
    return cxd_error(r, l->no, col,
                     "field '%s' value %s is out of range for a float (the largest is about "
                     "3.4e38); vector values are 32-bit floats", field, el);
  *out = x;
  return 0;
}

/* Fixes the file's fields from its first node line. */
static int set_schema(CxdReader *r, Graph *g, const Item *items, int n, const CxdLine *l) {
  CxrtFieldInfo f[MAX_FIELDS] = {{0}};
  char names[MAX_FIELDS][64];
  int64_t stride = 0;
  for (int i = 0; i < n; i++) {
    const Item *it = &items[i];
    if (it->nlen >= sizeof names[i])
      return cxd_error(r, l->no, it->col, "field name too long (at most %d characters)",
                       (int)sizeof names[i] - 1);
    memcpy(names[i], it->name, it->nlen);
    names[i][it->nlen] = '\0';
    f[i].name = names[i];
    f[i].dim = 0;
    int32_t iv;
    int irc = it->quoted ? -1 : cxd_parse_i32(it->val, it->vlen, &iv);
    if (irc == -2 && !is_word_field(it->name, it->nlen)) {
      char shown[CXD_SHOW];
      cxd_show(shown, sizeof shown, it->val, it->vlen);
      return cxd_error(r, l->no, it->vcol,
                       "field '%s' = %s is out of range for an int (" CXD_I32_RANGE
                       ": int fields are 32-bit); use a smaller value, or write a float "
                       "(%s=%s.0) for a vector of one", names[i], shown, names[i], shown);
    }
    if (is_word_field(it->name, it->nlen) || irc == 0) {
      f[i].kind = CXRT_FIELD_INT;
    } else {
      if (it->quoted)
        return cxd_error(r, l->no, it->vcol,
                         "field '%s' expected a number, got a string; only `word` takes tokens",
                         names[i]);
      /* Neither an int nor a vector: say what either would look like,
       * since this first node is what fixes the field's kind. */
      const char *comma = memchr(it->val, ',', it->vlen);
      size_t el = comma ? (size_t)(comma - it->val) : it->vlen;
      /* A hex, NaN or infinite value gets its own message, from
       * parse_element, when the node's values are stored. */
      if (!decimal_float(it->val, el) && !hex_number(it->val, el) &&
          !nonfinite_word(it->val, el)) {
        char shown[CXD_SHOW];
        return cxd_error(r, l->no, it->vcol,
                         "field '%s' expected a number: an integer (%s=3) or floats separated by "
                         "commas (%s=0.5,1.0), got '%s'", names[i], names[i], names[i],
                         cxd_show(shown, sizeof shown, it->val, it->vlen));
      }
      size_t dim = 1;
      for (size_t k = 0; k < it->vlen; k++) dim += it->val[k] == ',';
      if (dim > MAX_DIM)
        return cxd_error(r, l->no, it->vcol, "field '%s' has more than %d values", names[i],
                         MAX_DIM);
      f[i].kind = CXRT_FIELD_VEC;
      f[i].dim = (int)dim;
    }
    stride += f[i].dim;
    if (stride > MAX_DIM)
      return cxd_error(r, l->no, it->vcol, "the vector fields hold more than %d values a node",
                       MAX_DIM);
  }
  if (cxd_set_fields(r, f, n) < 0) return -1;
  g->schema = true;
  g->schema_line = l->no;
  g->schema_names[0] = '\0';
  for (int i = 0; i < n; i++) {
    size_t o = strlen(g->schema_names);
    snprintf(g->schema_names + o, sizeof g->schema_names - o, "%s%s", i ? ", " : "", names[i]);
  }
  if (n == 0) snprintf(g->schema_names, sizeof g->schema_names, "none");
  return 0;
}

/* Stores one item's value in node i's field f. */
static int store_value(CxdReader *r, Graph *g, const CxdLine *l, int32_t node, int f, const Item *it) {
  const CxrtFieldInfo *fi = &r->fields[f];
  char shown[CXD_SHOW], name[CXD_SHOW];
  cxd_show(shown, sizeof shown, it->val, it->vlen);
  cxd_show(name, sizeof name, r->ids[node], (size_t)r->idlen[node]);
  if (fi->kind == CXRT_FIELD_INT) {
    int32_t v;
    int irc = it->quoted ? -1 : cxd_parse_i32(it->val, it->vlen, &v);
    if (irc == -2) {
      if (strcmp(fi->name, "word") == 0)
        return cxd_error(r, l->no, it->vcol,
                         "word id %s is out of range: ids are 32-bit ints (" CXD_I32_RANGE
                         "); a token that looks like an integer is written in quotes "
                         "(word=\"%s\")", shown, shown);
      return cxd_error(r, l->no, it->vcol,
                       "field '%s' = %s is out of range for an int (" CXD_I32_RANGE
                       ": int fields are 32-bit); use a smaller value", fi->name, shown);
    }
    if (irc == 0) {
      if (strcmp(fi->name, "word") == 0) {
        if (v < -1)
          return cxd_error(r, l->no, it->vcol,
                           "word id %d is negative; a word is a vocabulary id >= 0, or -1 for "
                           "none", (int)v);
        if (v >= 0 && cxrt_vocab_frozen(r->vocab) && v >= cxrt_vocab_size(r->vocab))
          return cxd_error(r, l->no, it->vcol,
                           "word id %d is out of range: the vocabulary has %d tokens", (int)v,
                           (int)cxrt_vocab_size(r->vocab));
      }
      CXD_IFIELD(r, node, f) = v;
      return 0;
    }
    if (strcmp(fi->name, "word") != 0)
      return cxd_error(r, l->no, it->vcol,
                       "expected a decimal integer for int field '%s' (an int on the file's "
                       "first node, line %d), got '%s'", fi->name, (int)g->schema_line, shown);
    /* A token. */
    const char *tok = it->val;
    size_t len = it->vlen;
    if (it->quoted) {
      if (cxd_grow(&g->sbuf, &g->cap_sbuf, (int64_t)it->vlen + 1, 1) < 0) return cxd_nomem(r);
      const char *endp;
      if (scan_string(r, l, it->val, &endp, g->sbuf, &len) < 0) return -1;
      tok = g->sbuf;
    }
    if (len == 0)
      return cxd_error(r, l->no, it->vcol, "the word is empty; give a token, or -1 for no word");
    int32_t id;
    const char *str;
    if (cxd_word(r, tok, len, l->no, it->vcol, &id, &str) < 0) return -1;
    CXD_IFIELD(r, node, f) = id;
    r->tokens[node] = str;
    return 0;
  }
  /* A vector: exactly dim comma-separated floats. */
  if (it->quoted)
    return cxd_error(r, l->no, it->vcol, "field '%s' expected numbers separated by commas, got a "
                     "string", fi->name);
  float *dst = r->vf + (int64_t)node * r->vec_stride + r->vec_off[f];
  const char *p = it->val, *end = it->val + it->vlen;
  int k = 0;
  for (;;) {
    const char *e = memchr(p, ',', (size_t)(end - p));
    if (!e) e = end;
    size_t nl = (size_t)(e - p);
    if (k >= fi->dim) {
      int count = 1;
      for (const char *q = it->val; q < end; q++) count += *q == ',';
      return cxd_error(r, l->no, it->vcol,
                       "field '%s' of node %s has %d values, but the file's first node (line "
                       "%d) gives it %d; every node gives a field the same length", fi->name,
                       name, count, (int)g->schema_line, fi->dim);
    }
    float x = 0;
    if (parse_element(r, l, it->vcol + (int32_t)(p - it->val), fi->name, p, nl, &x) < 0)
      return -1;
    dst[k++] = x;
    if (e == end) break;
    p = e + 1;
  }
  if (k != fi->dim)
    return cxd_error(r, l->no, it->vcol,
                     "field '%s' of node %s has %d value%s, but the file's first node (line %d) "
                     "gives it %d; every node gives a field the same length", fi->name, name, k,
                     k == 1 ? "" : "s", (int)g->schema_line, fi->dim);
  return 0;
}

/* One node line (p: its first non-blank character). */
static int node_line(CxdReader *r, Graph *g, const CxdLine *l, const char *p) {
  const char *end = l->p + l->len;
  char shown[CXD_SHOW];
  const char *id = p;
  while (p < end && !cxd_is_space(*p) && *p != ':' && *p != '|') p++;
  size_t idl = (size_t)(p - id);
  int32_t idcol = cxd_col(l, id);
  if (idl == 0)
    return cxd_error(r, l->no, idcol,
                     "expected a node id at the start of the line, got '%c'; a node line reads "
                     "`ID: CHILD ... | field=VALUE ...`", *p);
  while (p < end && cxd_is_space(*p)) p++;
  if (p >= end || *p != ':')
    return cxd_error(r, l->no, p >= end ? cxd_col(l, end) : cxd_col(l, p),
                     "expected ':' after the node id '%s'; a node line reads `ID: CHILD ... | "
                     "field=VALUE ...`", cxd_show(shown, sizeof shown, id, idl));
  p++;
  if (idl > INT32_MAX) return cxd_error(r, l->no, idcol, "node id too long");

  /* Children, up to '|' or the end of the line; resolved later. */
  int64_t first_ref = g->nrefs;
  while (p < end) {
    if (cxd_is_space(*p)) {
      p++;
      continue;
    }
    if (*p == '|') break;
    const char *t = p;
    while (p < end && !cxd_is_space(*p) && *p != '|') {
      if (*p == ':')
        return cxd_error(r, l->no, cxd_col(l, p),
                         "unexpected ':' after the child '%s'; put each node on its own line "
                         "(`ID: CHILD ...`)", cxd_show(shown, sizeof shown, t, (size_t)(p - t)));
      p++;
    }
    if (cxd_grow(&g->refs, &g->cap_refs, g->nrefs + 1, sizeof *g->refs) < 0) return cxd_nomem(r);
    if ((size_t)(p - t) > INT32_MAX) return cxd_error(r, l->no, cxd_col(l, t), "child id too long");
    g->refs[g->nrefs++] = (Ref){t, (int32_t)(p - t), l->no, cxd_col(l, t), -1};
  }

  /* Fields. */
  int nitems = 0;
  if (p < end && *p == '|') {
    p++;
    while (p < end) {
      if (cxd_is_space(*p)) {
        p++;
        continue;
      }
      const char *nm = p;
      while (p < end && !cxd_is_space(*p) && *p != '=') p++;
      if (p >= end || *p != '=')
        return cxd_error(r, l->no, cxd_col(l, nm),
                         "expected name=VALUE after '|', got '%s'",
                         cxd_show(shown, sizeof shown, nm, (size_t)(p - nm)));
      size_t nml = (size_t)(p - nm);
      if (!is_name(nm, nml))
        return cxd_error(r, l->no, cxd_col(l, nm),
                         "'%s' is not a field name: a name is letters, digits and _, and does "
                         "not start with a digit", cxd_show(shown, sizeof shown, nm, nml));
      p++;
      const char *v = p;
      bool quoted = p < end && *p == '"';
      if (quoted) {
        if (scan_string(r, l, p, &p, NULL, NULL) < 0) return -1;
      } else {
        while (p < end && !cxd_is_space(*p)) p++;
      }
      if (p == v)
        return cxd_error(r, l->no, cxd_col(l, v), "field '%s' has no value after '='",
                         cxd_show(shown, sizeof shown, nm, nml));
      if (nitems >= MAX_FIELDS)
        return cxd_error(r, l->no, cxd_col(l, nm), "more than %d fields on one node", MAX_FIELDS);
      if (cxd_grow(&g->items, &g->cap_items, nitems + 1, sizeof *g->items) < 0) return cxd_nomem(r);
      g->items[nitems++] = (Item){nm, v, nml, (size_t)(p - v), cxd_col(l, nm), cxd_col(l, v), quoted};
    }
  }

  /* A field given twice is an error, before anything is stored. */
  for (int i = 0; i < nitems; i++)
    for (int j = 0; j < i; j++)
      if (g->items[i].nlen == g->items[j].nlen &&
          memcmp(g->items[i].name, g->items[j].name, g->items[i].nlen) == 0)
        return cxd_error(r, l->no, g->items[i].col, "field '%s' is given twice on node %s",
                         cxd_show(shown, sizeof shown, g->items[i].name, g->items[i].nlen),
                         cxd_show((char[CXD_SHOW]){0}, CXD_SHOW, id, idl));

  if (!g->schema && set_schema(r, g, g->items, nitems, l) < 0) return -1;

  int32_t node = cxd_add_node(r, l->no, idcol);
  if (node < 0) return -1;
  int64_t c1 = r->cap_ids, c2 = r->cap_ids;
  if (cxd_grow(&r->ids, &c1, (int64_t)node + 1, sizeof *r->ids) < 0 ||
      cxd_grow(&r->idlen, &c2, (int64_t)node + 1, sizeof *r->idlen) < 0)
    return cxd_nomem(r);
  r->cap_ids = c1;
  r->ids[node] = id;
  r->idlen[node] = (int32_t)idl;
  for (int64_t k = first_ref; k < g->nrefs; k++) g->refs[k].parent = node;

  unsigned char seen[MAX_FIELDS] = {0};
  for (int i = 0; i < nitems; i++) {
    const Item *it = &g->items[i];
    int f = -1;
    for (int k = 0; k < r->nfields && f < 0; k++)
      if (strlen(r->fields[k].name) == it->nlen && memcmp(r->fields[k].name, it->name, it->nlen) == 0)
        f = k;
    if (f < 0)
      return cxd_error(r, l->no, it->col,
                       "field '%s' of node %s is not on the file's first node (line %d), which "
                       "gives: %s; every node of a file gives the same fields",
                       cxd_show(shown, sizeof shown, it->name, it->nlen),
                       cxd_show((char[CXD_SHOW]){0}, CXD_SHOW, id, idl), (int)g->schema_line,
                       g->schema_names);
    seen[f] = 1;
    if (store_value(r, g, l, node, f, it) < 0) return -1;
  }
  for (int f = 0; f < r->nfields; f++)
    if (!seen[f])
      return cxd_error(r, l->no, idcol,
                       "node %s lacks field '%s'; every node of a file gives the same fields "
                       "(here: %s)", cxd_show(shown, sizeof shown, id, idl), r->fields[f].name,
                       g->schema_names);
  return 0;
}

/* Resolves the structure's child references and stores it. */
static int end_structure(CxdReader *r, Graph *g) {
  int32_t n = r->n;
  if (n == 0) return 0;
  char shown[CXD_SHOW];
  int64_t size = 16;
  while (size < 2 * (int64_t)n) size *= 2;
  if (cxd_grow(&g->table, &g->cap_table, size, sizeof *g->table) < 0) return cxd_nomem(r);
  int32_t *t = g->table;
  memset(t, 0xff, (size_t)size * sizeof *t);
  uint64_t mask = (uint64_t)size - 1;
  for (int32_t i = 0; i < n; i++) {
    uint64_t h = hash_id(r->ids[i], (size_t)r->idlen[i]) & mask;
    while (t[h] >= 0) {
      int32_t j = t[h];
      if (r->idlen[j] == r->idlen[i] && memcmp(r->ids[j], r->ids[i], (size_t)r->idlen[i]) == 0)
        return cxd_error(r, r->line[i], r->col[i],
                         "duplicate node id '%s': already defined at %d:%d; node ids are unique "
                         "within a structure",
                         cxd_show(shown, sizeof shown, r->ids[i], (size_t)r->idlen[i]),
                         (int)r->line[j], (int)r->col[j]);
      h = (h + 1) & mask;
    }
    t[h] = i;
  }
  for (int64_t k = 0; k < g->nrefs; k++) {
    const Ref *ref = &g->refs[k];
    uint64_t h = hash_id(ref->p, (size_t)ref->len) & mask;
    int32_t child = -1;
    while (t[h] >= 0) {
      int32_t j = t[h];
      if (r->idlen[j] == ref->len && memcmp(r->ids[j], ref->p, (size_t)ref->len) == 0) {
        child = j;
        break;
      }
      h = (h + 1) & mask;
    }
    if (child < 0)
      return cxd_error(r, ref->line, ref->col,
                       "unknown child '%s': no node '%s:' in this structure (a blank line ends "
                       "a structure)", cxd_show(shown, sizeof shown, ref->p, (size_t)ref->len),
                       shown);
    if (cxd_add_edge(r, ref->parent, child) < 0) return -1;
  }
  g->nrefs = 0;
  return cxd_finish(r);
}

int cxd_read_graph(CxdReader *r) {
  r->naming = CXD_NAME_ID;
  Graph g;
  memset(&g, 0, sizeof g);
  int rc = 0;
  CxdLine l;
  while (rc == 0 && cxd_next_line(r, &l)) {
    const char *p = l.p, *end = l.p + l.len;
    while (p < end && cxd_is_space(*p)) p++;
    if (p == end) rc = end_structure(r, &g);
    else if (*p != '#') rc = node_line(r, &g, &l, p);
  }
  if (rc == 0) rc = end_structure(r, &g);
  free(g.items);
  free(g.refs);
  free(g.table);
  free(g.sbuf);
  return rc;
}

/* ---- writing ---------------------------------------------------------------- */

/* A token may be written bare when the reader would read it back as the
 * same token: not empty, no whitespace, quotes, backslashes, control
 * characters or bytes that are not UTF-8 (a \xHH escape can make those),
 * and not an integer (which would read as an id). */
static bool bare_ok(const char *s) {
  if (!*s || looks_int(s, strlen(s)) || s[0] == '"') return false;
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if (*p <= ' ' || *p == 0x7f || *p == '"' || *p == '\\') return false;
    if (*p >= 0x80) {
      /* 4: the longest character; the check stops at the NUL, which is
       * no continuation byte. */
      size_t l = cxd_utf8_char((const char *)p, 4);
      if (l == 0) return false;
      p += l - 1;
    }
  }
  return true;
}

static void write_token(FILE *out, const char *s) {
  if (bare_ok(s)) {
    fputs(s, out);
    return;
  }
  fputc('"', out);
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    size_t l = *p >= 0x80 ? cxd_utf8_char((const char *)p, 4) : 1;
    if (*p == '"' || *p == '\\') fprintf(out, "\\%c", *p);
    else if (*p == '\n') fputs("\\n", out);
    else if (*p == '\t') fputs("\\t", out);
    else if (*p == '\r') fputs("\\r", out);
    else if (*p < 0x20 || *p == 0x7f || l == 0) fprintf(out, "\\x%02x", *p); /* the file stays UTF-8 */
    else {
      fwrite(p, 1, l, out);
      p += l - 1;
    }
  }
  fputc('"', out);
}

/* %.9g round-trips a float; a value that prints like an integer gets a
 * ".0" so that a one-element vector does not read back as an int. */
static void write_float(FILE *out, float x) {
  char b[48];
  snprintf(b, sizeof b, "%.9g", (double)x);
  if (!strpbrk(b, ".eEn")) strcat(b, ".0"); /* 'n': inf, nan */
  fputs(b, out);
}

int cxrt_graph_write(FILE *out, const CxrtDataset *d, const CxrtVocab *vocab) {
  if (!out || !d) return -1;
  char shown[CXD_SHOW];
  const char *path = d->path ? d->path : "";
  fprintf(out, "# cortex graph format: %d structure%s from %s; fields:", (int)d->nstructs,
          d->nstructs == 1 ? "" : "s", cxd_show(shown, sizeof shown, path, strlen(path)));
  for (int f = 0; f < d->nfields; f++) fprintf(out, " %s", d->fields[f].name);
  fputs(d->nfields ? "\n" : " none\n", out);
  int word = -1;
  for (int f = 0; f < d->nfields; f++)
    if (d->fields[f].kind == CXRT_FIELD_INT && strcmp(d->fields[f].name, "word") == 0) word = f;
  for (int32_t s = 0; s < d->nstructs; s++) {
    const CxrtStructure *st = &d->structs[s];
    if (s > 0) fputc('\n', out);
    for (int32_t i = 0; i < st->nnodes; i++) {
      fprintf(out, "%d:", (int)i);
      for (int32_t k = st->child_start[i]; k < st->child_start[i + 1]; k++)
        fprintf(out, " %d", (int)st->children[k]);
      if (d->nfields) fputs(" |", out);
      for (int f = 0; f < d->nfields; f++) {
        fprintf(out, " %s=", d->fields[f].name);
        if (d->fields[f].kind == CXRT_FIELD_VEC) {
          const float *v = st->vfields[f] + (int64_t)i * d->fields[f].dim;
          for (int k = 0; k < d->fields[f].dim; k++) {
            if (k) fputc(',', out);
            write_float(out, v[k]);
          }
          continue;
        }
        int32_t x = st->ifields[(int64_t)i * d->nfields + f];
        const char *tok = NULL;
        if (f == word && x >= 0) {
          tok = st->tokens ? st->tokens[i] : NULL;
          /* Only a token the vocabulary maps back to this very id (not an
           * unk-mapped word, whose id must be written as it is). */
          const char *w = vocab && tok ? cxrt_vocab_word(vocab, x) : NULL;
          if (vocab && tok && (!w || strcmp(w, tok) != 0)) tok = NULL;
        }
        if (tok && *tok) write_token(out, tok);
        else fprintf(out, "%d", (int)x);
      }
      fputc('\n', out);
    }
  }
  return ferror(out) ? -1 : 0;
}
