/* What every data reader (ptb.c, conllu.c, graph.c, seqdata.c) shares:
 * the dataset's pool, loading a file and checking that it is text, lines,
 * and the structure builder with its checks (stdlib/reader.h).  The
 * format dispatch, the dataset API and binding to a model live in
 * data.c, above the readers.
 *
 * Every reader works on one NUL-terminated in-memory copy of the file, so
 * lines of any length cost nothing special and no reader can read past the
 * end (the NUL stops every scan, and NUL bytes inside the file are
 * rejected up front).  A reader never recurses: nesting is an explicit
 * stack, and the checks in cxd_finish (arity, one parent, cycles, one
 * root) are linear passes over the builder's edge list.
 *
 * Memory: a dataset owns one CxdPool; its structures, their arrays,
 * token strings, field names and path all live there, and
 * cxrt_dataset_free releases it in one call.  A failed read frees
 * everything it allocated and leaves *out zeroed. */
#include "stdlib/reader.h"
#include "stdlib/errstr.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

/* ---- pool ------------------------------------------------------------------ */

typedef struct PoolChunk {
  struct PoolChunk *next;
  size_t cap, used;
} PoolChunk;

/* Chunk headers are padded so that data starts 16-byte aligned. */
#define CHUNK_HDR ((sizeof(PoolChunk) + 15) & ~(size_t)15)

struct CxdPool {
  PoolChunk *head;
  size_t next_size;     /* size of the next ordinary chunk (doubles) */
};

CxdPool *cxd_pool_new(void) {
  CxdPool *p = calloc(1, sizeof *p);
  if (p) p->next_size = 64 * 1024;
  return p;
}

void cxd_pool_free(CxdPool *p) {
  if (!p) return;
  PoolChunk *c = p->head;
  while (c) {
    PoolChunk *next = c->next;
    free(c);
    c = next;
  }
  free(p);
}

void *cxd_pool_alloc(CxdPool *p, size_t size) {
  if (!p) return NULL;
  if (size == 0) size = 1;
  if (size > SIZE_MAX - 64) return NULL;
  size = (size + 15) & ~(size_t)15;
  PoolChunk *c = p->head;
  if (!c || c->cap - c->used < size) {
    /* Chunk sizes double (up to 16 MiB), so a dataset of N bytes uses
     * O(log N) chunks; an allocation larger than that gets a chunk of its
     * own, linked behind the current one so the current one's free tail
     * stays in use. */
    size_t cap = p->next_size;
    if (cap < size) cap = size;
    /* calloc: pool memory is handed out zeroed and never reused. */
    PoolChunk *nc = calloc(1, CHUNK_HDR + cap);
    if (!nc) return NULL;
    nc->cap = cap;
    if (p->next_size < 16 * 1024 * 1024) p->next_size *= 2;
    if (c && cap == size && c->cap - c->used > 256) {
      nc->next = c->next;
      c->next = nc;
      nc->used = size;
      return (char *)nc + CHUNK_HDR;
    }
    nc->next = c;
    p->head = c = nc;
  }
  void *r = (char *)c + CHUNK_HDR + c->used;
  c->used += size;
  return r;
}

void *cxd_pool_array(CxdPool *p, size_t n, size_t size) {
  if (size && n > SIZE_MAX / size) return NULL;
  return cxd_pool_alloc(p, n * size);
}

char *cxd_pool_strndup(CxdPool *p, const char *s, size_t len) {
  if (len == SIZE_MAX) return NULL;
  char *d = cxd_pool_alloc(p, len + 1);
  if (!d) return NULL;
  memcpy(d, s, len);
  d[len] = '\0';
  return d;
}

int cxd_grow(void *buf, int64_t *cap, int64_t need, size_t elem) {
  if (need <= *cap) return 0;
  int64_t nc = *cap < 16 ? 16 : *cap;
  while (nc < need) {
    if (nc > INT64_MAX / 2) return -1;
    nc *= 2;
  }
  if ((uint64_t)nc > SIZE_MAX / elem) return -1;
  void **pp = buf;
  void *np = realloc(*pp, (size_t)nc * elem);
  if (!np) return -1;
  *pp = np;
  *cap = nc;
  return 0;
}

/* ---- files and text -------------------------------------------------------- */

int cxd_read_file(const char *path, int64_t max, char **buf, size_t *len, CxrtError *err) {
  *buf = NULL;
  *len = 0;
  if (max <= 0) max = CXRT_DEFAULT_MAX_INPUT;
  char lim[32];
  cxrt_size_str(lim, sizeof lim, max);
  /* A blocking open: a FIFO is read as cat reads it, once a writer has
   * opened it.  Devices and pipes are read up to the limit. */
  FILE *f = fopen(path, "rb");
  if (!f) {
    int e = errno;
    return cxrt_errorf(err, path, 0, 0, "cannot open %s: %s; check the path", path, CX_STRERROR(e));
  }
  struct stat st;
  if (fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
    fclose(f);
    return cxrt_errorf(err, path, 0, 0, "%s is a folder, not a file; pass the data file inside it",
                       path);
  }
  bool regular = S_ISREG(st.st_mode);
  if (regular && st.st_size > max) {
    fclose(f);
    return cxrt_errorf(err, path, 0, 0,
                       "%s is %lld bytes, more than the limit of %s for an input file; raise it "
                       "with --max-input-size (e.g. --max-input-size=%lldG)",
                       path, (long long)st.st_size, lim, (long long)(st.st_size >> 30) + 1);
  }
  /* Regular files: one read of the known size.  Pipes and devices report
   * no useful size, so the buffer also grows while reading. */
  int64_t cap = (regular && st.st_size > 0) ? (int64_t)st.st_size + 1 : 65536;
  char *b = NULL;
  int64_t bcap = 0;
  if (cxd_grow(&b, &bcap, cap, 1) < 0) {
    fclose(f);
    return cxrt_errorf(err, path, 0, 0, "out of memory reading %s (%lld bytes)", path,
                       (long long)cap);
  }
  size_t n = 0;
  for (;;) {
    if ((int64_t)n + 1 >= bcap) {
      /* Full: probe for one more byte before growing, so that a regular
       * file read in one go is not copied into a bigger buffer. */
      int ch = fgetc(f);
      if (ch == EOF) break;
      if ((int64_t)n >= max) goto too_big;
      int64_t want = (int64_t)n + 65536 > max + 1 ? max + 1 : (int64_t)n + 65536;
      if (cxd_grow(&b, &bcap, want, 1) < 0) {
        free(b);
        fclose(f);
        return cxrt_errorf(err, path, 0, 0, "out of memory reading %s (%zu bytes read)", path, n);
      }
      b[n++] = (char)ch;
      if (ch == 0) break;
      continue;
    }
    size_t got = fread(b + n, 1, (size_t)bcap - n - 1, f);
    /* A text file has no NUL byte: stop at the first (/dev/zero), and let
     * cxd_check_text report it, or an earlier bad byte, with its place. */
    char *nul = got ? memchr(b + n, 0, got) : NULL;
    n += got;
    if (nul) {
      n = (size_t)(nul - b) + 1;
      break;
    }
    if ((int64_t)n > max) goto too_big; /* the buffer grows in powers of two */
    if (got == 0) break;
  }
  if (ferror(f)) {
    int e = errno;
    free(b);
    fclose(f);
    return cxrt_errorf(err, path, 0, 0, "cannot read %s: %s", path, CX_STRERROR(e));
  }
  fclose(f);
  b[n] = '\0';
  *buf = b;
  *len = n;
  return 0;
too_big:
  free(b);
  fclose(f);
  return cxrt_errorf(err, path, 0, 0,
                     "%s has more than %s, the limit for an input file (is it an endless "
                     "stream?); raise it with --max-input-size", path, lim);
}

/* Length of the valid UTF-8 character at s (n bytes available), or 0 if
 * the bytes there are not one (overlong forms, surrogates and code points
 * past U+10FFFF included, as the standard says). */
static size_t utf8_char(const unsigned char *s, size_t n) {
  unsigned c = s[0];
  if (c < 0x80) return 1;
  size_t len;
  unsigned min;
  unsigned cp;
  if (c >= 0xC2 && c <= 0xDF) len = 2, min = 0x80, cp = c & 0x1F;
  else if (c >= 0xE0 && c <= 0xEF) len = 3, min = 0x800, cp = c & 0x0F;
  else if (c >= 0xF0 && c <= 0xF4) len = 4, min = 0x10000, cp = c & 0x07;
  else return 0;
  if (n < len) return 0;
  for (size_t i = 1; i < len; i++) {
    if ((s[i] & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (s[i] & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return len;
}

size_t cxd_utf8_char(const char *s, size_t n) { return n ? utf8_char((const unsigned char *)s, n) : 0; }

int cxd_check_text(const char *name, const char *buf, size_t len, CxrtError *err) {
  const unsigned char *s = (const unsigned char *)buf;
  int32_t line = 1;
  size_t line_start = 0;
  size_t i = 0;
  while (i < len) {
    unsigned c = s[i];
    if (c >= 0x20 && c < 0x80) { /* the common case: printable ASCII */
      i++;
      continue;
    }
    if (c == '\n') {
      if (line < INT32_MAX) line++;
      line_start = ++i;
      continue;
    }
    size_t off = i - line_start + 1;
    int32_t col = off > INT32_MAX ? INT32_MAX : (int32_t)off;
    if (c == 0)
      return cxrt_errorf(err, name, line, col,
                         "not a text file: it contains a NUL byte (at byte offset %zu); data "
                         "files are UTF-8 text, so check that this is the right file", i);
    if (c < 0x80) { /* other control characters (tab, CR, ...) are fine */
      i++;
      continue;
    }
    size_t l = utf8_char(s + i, len - i);
    if (l == 0)
      return cxrt_errorf(err, name, line, col,
                         "not UTF-8 text: byte 0x%02X does not start a valid UTF-8 character; "
                         "convert the file to UTF-8 (e.g. iconv -f latin1 -t utf-8)", c);
    i += l;
  }
  return 0;
}

const char *cxd_show(char *buf, size_t cap, const char *s, size_t len) {
  /* Room after `limit` for one escape (4 bytes), "..." and the NUL. */
  size_t o = 0, limit = cap > 12 ? cap - 8 : 0;
  size_t i = 0;
  while (i < len && o < limit) {
    unsigned char c = (unsigned char)s[i];
    if (c >= 0x80) {
      /* Copy a whole UTF-8 character or nothing, so a shortened token
       * never ends in half a character; stray bytes are escaped. */
      size_t l = utf8_char((const unsigned char *)s + i, len - i);
      if (l > 0) {
        if (o + l > limit) break;
        memcpy(buf + o, s + i, l);
        o += l;
        i += l;
        continue;
      }
    }
    if (c == '\t') buf[o++] = '\\', buf[o++] = 't';
    else if (c == '\n') buf[o++] = '\\', buf[o++] = 'n';
    else if (c == '\r') buf[o++] = '\\', buf[o++] = 'r';
    else if (c < 0x20 || c >= 0x7f) o += (size_t)snprintf(buf + o, 5, "\\x%02x", c);
    else buf[o++] = (char)c;
    i++;
  }
  if (i < len) {
    memcpy(buf + o, "...", 3);
    o += 3;
  }
  buf[o] = '\0';
  return buf;
}

int cxd_parse_i32(const char *s, size_t len, int32_t *out) {
  size_t i = 0;
  bool neg = false;
  if (i < len && (s[i] == '-' || s[i] == '+')) neg = s[i++] == '-';
  if (i == len) return -1;
  int64_t v = 0;
  bool big = false;
  for (; i < len; i++) {
    if (s[i] < '0' || s[i] > '9') return -1;
    /* Keep scanning past the range: "99999999999x" is not an integer at
     * all, "99999999999" is one that does not fit. */
    if (!big) v = v * 10 + (s[i] - '0');
    if (v > (int64_t)INT32_MAX + 1) big = true;
  }
  if (neg) v = -v;
  if (big || v < INT32_MIN || v > INT32_MAX) return -2;
  *out = (int32_t)v;
  return 0;
}

bool cxd_next_line(CxdReader *r, CxdLine *out) {
  if (r->pos >= r->len) return false;
  const char *p = r->text + r->pos;
  const char *nl = memchr(p, '\n', r->len - r->pos);
  size_t l = nl ? (size_t)(nl - p) : r->len - r->pos;
  r->pos += l + (nl ? 1 : 0);
  if (r->lineno < INT32_MAX) r->lineno++;
  if (l > 0 && p[l - 1] == '\r') l--;
  out->p = p;
  out->len = l;
  out->no = r->lineno;
  return true;
}

int32_t cxd_col(const CxdLine *l, const char *p) {
  size_t off = (size_t)(p - l->p) + 1;
  return off > INT32_MAX ? INT32_MAX : (int32_t)off;
}

/* ---- the structure builder ------------------------------------------------ */

int cxd_error(CxdReader *r, int32_t line, int32_t col, const char *fmt, ...) {
  if (!r->err) return -1;
  char msg[2048];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  return cxrt_errorf(r->err, r->name, line, col, "%s", msg);
}

int cxd_nomem(CxdReader *r) {
  return cxd_error(r, r->lineno, 0, "out of memory while reading %s (line %d)", r->name,
                   (int)r->lineno);
}

int cxd_set_fields(CxdReader *r, const CxrtFieldInfo *f, int n) {
  r->fields = cxd_pool_array(r->pool, (size_t)(n > 0 ? n : 1), sizeof *r->fields);
  r->vec_off = cxd_pool_array(r->pool, (size_t)(n > 0 ? n : 1), sizeof *r->vec_off);
  if (!r->fields || !r->vec_off) return cxd_nomem(r);
  r->vec_stride = 0;
  for (int i = 0; i < n; i++) {
    r->fields[i] = f[i];
    r->fields[i].name = cxd_pool_strndup(r->pool, f[i].name, strlen(f[i].name));
    if (!r->fields[i].name) return cxd_nomem(r);
    if (f[i].kind == CXRT_FIELD_VEC) {
      r->vec_off[i] = r->vec_stride;
      r->vec_stride += f[i].dim;
    } else {
      r->fields[i].dim = 0;
    }
  }
  r->nfields = n;
  return 0;
}

int32_t cxd_add_node(CxdReader *r, int32_t line, int32_t col) {
  if (r->n >= r->max_nodes)
    return cxd_error(r, line, col,
                     "the structure that starts on line %d has more than %lld nodes, the limit "
                     "per structure; raise the limit (--max-nodes) or split the structure",
                     (int)(r->first_line ? r->first_line : line), (long long)r->max_nodes);
  int64_t need = (int64_t)r->n + 1;
  if (need > r->cap_nodes) {
    int64_t c1 = r->cap_nodes, c2 = r->cap_nodes, c3 = r->cap_nodes;
    if (cxd_grow(&r->line, &c1, need, sizeof *r->line) < 0 ||
        cxd_grow(&r->col, &c2, need, sizeof *r->col) < 0 ||
        cxd_grow(&r->tokens, &c3, need, sizeof *r->tokens) < 0)
      return cxd_nomem(r);
    r->cap_nodes = c1;
  }
  if (cxd_grow(&r->ifields, &r->cap_ifields, need * r->nfields, sizeof *r->ifields) < 0 ||
      cxd_grow(&r->vf, &r->cap_vf, need * r->vec_stride, sizeof *r->vf) < 0)
    return cxd_nomem(r);
  int32_t i = r->n++;
  if (r->first_line == 0) r->first_line = line;
  r->line[i] = line;
  r->col[i] = col;
  r->tokens[i] = NULL;
  for (int f = 0; f < r->nfields; f++) CXD_IFIELD(r, i, f) = -1;
  if (r->vec_stride)
    memset(r->vf + (int64_t)i * r->vec_stride, 0, (size_t)r->vec_stride * sizeof *r->vf);
  return i;
}

int cxd_add_edge(CxdReader *r, int32_t parent, int32_t child) {
  if (r->ne >= r->cap_edges) {
    int64_t c1 = r->cap_edges, c2 = r->cap_edges;
    if (cxd_grow(&r->eparent, &c1, r->ne + 1, sizeof *r->eparent) < 0 ||
        cxd_grow(&r->echild, &c2, r->ne + 1, sizeof *r->echild) < 0)
      return cxd_nomem(r);
    r->cap_edges = c1;
  }
  r->eparent[r->ne] = parent;
  r->echild[r->ne] = child;
  r->ne++;
  return 0;
}

int cxd_word(CxdReader *r, const char *tok, size_t len, int32_t line, int32_t col, int32_t *id,
             const char **str) {
  char shown[CXD_SHOW];
  int rc = cxd_vocab_get(r->vocab, tok, len, id);
  if (rc < 0) return cxd_nomem(r);
  if (rc > 0)
    return cxd_error(r, line, col,
                     "unknown word '%s' and no --unk token; add it to the vocabulary or pass "
                     "--unk TOKEN", cxd_show(shown, sizeof shown, tok, len));
  /* Keep one copy of each distinct token: the cache holds, per word id,
   * the pool string of that id's own token (never an unk-mapped word). */
  if (*id < r->cap_tokcache) {
    const char *c = r->tokcache[*id];
    if (c && strncmp(c, tok, len) == 0 && c[len] == '\0') {
      *str = c;
      return 0;
    }
  }
  char *s = cxd_pool_strndup(r->pool, tok, len);
  if (!s) return cxd_nomem(r);
  *str = s;
  const char *w = cxrt_vocab_word(r->vocab, *id);
  if (w && strcmp(w, s) == 0) {
    int64_t old = r->cap_tokcache;
    if (cxd_grow(&r->tokcache, &r->cap_tokcache, (int64_t)*id + 1, sizeof *r->tokcache) < 0)
      return 0; /* the cache is only an economy */
    memset(r->tokcache + old, 0, (size_t)(r->cap_tokcache - old) * sizeof *r->tokcache);
    r->tokcache[*id] = s;
  }
  return 0;
}

/* How node i is named in messages: "node", "token 4", "node x",
 * "element 4".  (PTB nodes have no names; their positions say which.) */
static const char *node_name(const CxdReader *r, int32_t i, char *buf, size_t cap) {
  char shown[CXD_SHOW];
  switch (r->naming) {
  case CXD_NAME_TOKEN: snprintf(buf, cap, "token %d", (int)i + 1); break;
  case CXD_NAME_ELEMENT: snprintf(buf, cap, "element %d", (int)i + 1); break;
  case CXD_NAME_ID:
    snprintf(buf, cap, "node %s", cxd_show(shown, sizeof shown, r->ids[i], (size_t)r->idlen[i]));
    break;
  default: snprintf(buf, cap, "node"); break;
  }
  return buf;
}

/* The bare name (no noun) of node i, for lists and cycle paths. */
static const char *bare_name(const CxdReader *r, int32_t i, char *buf, size_t cap) {
  if (r->naming == CXD_NAME_ID) return cxd_show(buf, cap, r->ids[i], (size_t)r->idlen[i]);
  snprintf(buf, cap, "%d", (int)(r->naming == CXD_NAME_NODE ? i : i + 1));
  return buf;
}

/* Appends to a message buffer, never overflowing it. */
void cxd_cat(char *buf, size_t cap, const char *s) {
  size_t l = strlen(buf);
  if (l + 1 < cap) snprintf(buf + l, cap - l, "%s", s);
}

static int arity_error(CxdReader *r, int32_t i, int32_t deg) {
  char name[CXD_SHOW + 16];
  node_name(r, i, name, sizeof name);
  if (r->kind == CXRT_SEQ)
    return cxd_error(r, r->line[i], r->col[i],
                     "%s has %d children but the model's input is seq (a chain: at most 1 child)",
                     name, (int)deg);
  return cxd_error(r, r->line[i], r->col[i],
                   "%s has %d children but the model's input is tree[%d] (at most %d %s)", name,
                   (int)deg, r->max_arity, r->max_arity, r->max_arity == 1 ? "child" : "children");
}

static int parents_error(CxdReader *r, int32_t i, int32_t indeg) {
  int32_t p[2] = {0, 0}, np = 0;
  for (int64_t e = 0; e < r->ne && np < 2; e++)
    if (r->echild[e] == i) p[np++] = r->eparent[e];
  char name[CXD_SHOW + 16], a[CXD_SHOW], b[CXD_SHOW];
  node_name(r, i, name, sizeof name);
  bare_name(r, p[0], a, sizeof a);
  bare_name(r, np > 1 ? p[1] : p[0], b, sizeof b);
  char more[48] = "";
  if (indeg > 2) snprintf(more, sizeof more, " and %d more", (int)indeg - 2);
  return cxd_error(r, r->line[i], r->col[i],
                   "%s has %d parents (%s%s%s%s) but the model's input is a %s, where a node has "
                   "one parent; declare the input as dag to share nodes", name, (int)indeg, a,
                   indeg > 2 ? ", " : " and ", b, more, r->kind == CXRT_SEQ ? "seq" : "tree");
}

/* Reports the cycle through the remaining nodes (rem[i] > 0 after Kahn's
 * algorithm: each has a child that is also remaining).  Walks children
 * from the first such node until a node repeats: the repeated stretch is
 * a cycle.  It is rotated to start at its smallest node, so the message
 * does not depend on where the walk began. */
static int cycle_error(CxdReader *r, const int32_t *child_start, const int32_t *children,
                       const int32_t *rem, int32_t *mark, int32_t *path) {
  int32_t n = r->n, s = 0;
  while (s < n && rem[s] == 0) s++;
  for (int32_t i = 0; i < n; i++) mark[i] = 0;
  int32_t len = 0, cur = s;
  while (mark[cur] == 0) {
    mark[cur] = ++len;
    path[len - 1] = cur;
    int32_t next = -1;
    for (int32_t k = child_start[cur]; k < child_start[cur + 1]; k++)
      if (rem[children[k]] > 0) {
        next = children[k];
        break;
      }
    if (next < 0) break; /* cannot happen: Kahn left only nodes on/into cycles */
    cur = next;
  }
  int32_t *cyc = path + (mark[cur] - 1);
  int32_t clen = len - (mark[cur] - 1);
  /* CoNLL-U speaks of HEADs, which point from child to parent. */
  bool up = r->naming == CXD_NAME_TOKEN;
  if (up)
    for (int32_t a = 0, b = clen - 1; a < b; a++, b--) {
      int32_t t = cyc[a];
      cyc[a] = cyc[b];
      cyc[b] = t;
    }
  int32_t m = 0;
  for (int32_t k = 1; k < clen; k++)
    if (cyc[k] < cyc[m]) m = k;
  char msg[1024] = "", nm[CXD_SHOW];
  for (int32_t k = 0; k <= clen; k++) {
    /* Long cycles: the first 8 nodes, "...", the last node, the start. */
    if (clen > 10 && k == 8) {
      cxd_cat(msg, sizeof msg, " -> ...");
      k = clen - 1;
    }
    if (k > 0) cxd_cat(msg, sizeof msg, " -> ");
    cxd_cat(msg, sizeof msg, bare_name(r, cyc[(m + k) % clen], nm, sizeof nm));
  }
  int32_t first = cyc[m];
  char name[CXD_SHOW + 16];
  node_name(r, first, name, sizeof name);
  int32_t col = r->aux_col ? r->aux_col[first] : r->col[first];
  if (up)
    return cxd_error(r, r->line[first], col,
                     "cycle in the HEAD column: %s is its own ancestor (%s, each arrow going from "
                     "a token to its HEAD); every token must reach the root (HEAD 0) through its "
                     "HEADs", name, msg);
  return cxd_error(r, r->line[first], col,
                   "cycle in the graph: %s is its own descendant (%s); a structure must be "
                   "acyclic, so remove one of these edges", name, msg);
}

static int roots_error(CxdReader *r, const int32_t *indeg) {
  enum { SHOW = 5 };
  int32_t n = r->n, count = 0, first[SHOW];
  for (int32_t i = 0; i < n; i++)
    if (indeg[i] == 0) {
      if (count < SHOW) first[count] = i;
      count++;
    }
  /* "0 and 4", "0, 4 and 9", "0, 4, 9, 10, 11 (and 3 more)" */
  char list[768] = "", nm[CXD_SHOW];
  int32_t shown = count < SHOW ? count : SHOW;
  for (int32_t k = 0; k < shown; k++) {
    if (k > 0) cxd_cat(list, sizeof list, k == shown - 1 && count <= SHOW ? " and " : ", ");
    cxd_cat(list, sizeof list, bare_name(r, first[k], nm, sizeof nm));
  }
  if (count > SHOW) {
    char more[64];
    snprintf(more, sizeof more, " (and %d more)", (int)(count - SHOW));
    cxd_cat(list, sizeof list, more);
  }
  /* The first node that makes the root ambiguous (count >= 2 here: a
   * nonempty acyclic structure has at least one root). */
  int32_t at = count > 1 ? first[1] : 0;
  return cxd_error(r, r->line[at], r->col[at],
                   "no unique root: nodes %s are not the child of any node; a structure has "
                   "exactly one root, so add the missing edges or separate the structures with "
                   "a blank line", list);
}

int cxd_finish(CxdReader *r) {
  int32_t n = r->n;
  if (n == 0) return 0;
  int64_t ne = r->ne;
  int64_t c = r->cap_fin;
  if (n + 1 > c) {
    int64_t c1 = c, c2 = c, c3 = c, c4 = c, c5 = c;
    if (cxd_grow(&r->deg, &c1, n + 1, sizeof *r->deg) < 0 ||
        cxd_grow(&r->indeg, &c2, n + 1, sizeof *r->indeg) < 0 ||
        cxd_grow(&r->rstart, &c3, n + 1, sizeof *r->rstart) < 0 ||
        cxd_grow(&r->queue, &c4, n + 1, sizeof *r->queue) < 0 ||
        cxd_grow(&r->rem, &c5, n + 1, sizeof *r->rem) < 0)
      return cxd_nomem(r);
    r->cap_fin = c1;
  }
  if (cxd_grow(&r->rlist, &r->cap_rlist, ne + 1, sizeof *r->rlist) < 0) return cxd_nomem(r);
  int32_t *deg = r->deg, *indeg = r->indeg, *rstart = r->rstart, *queue = r->queue, *rem = r->rem;
  memset(deg, 0, (size_t)n * sizeof *deg);
  memset(indeg, 0, (size_t)n * sizeof *indeg);
  for (int64_t e = 0; e < ne; e++) {
    deg[r->eparent[e]]++;
    indeg[r->echild[e]]++;
  }

  /* Arity and parent counts first: they are the errors a user most likely
   * made (a PTB tree fed to tree[2], a DAG fed to a tree model), and each
   * points at one node. */
  if (r->max_arity >= 0)
    for (int32_t i = 0; i < n; i++)
      if (deg[i] > r->max_arity) return arity_error(r, i, deg[i]);
  if (r->kind != CXRT_DAG)
    for (int32_t i = 0; i < n; i++)
      if (indeg[i] > 1) return parents_error(r, i, indeg[i]);

  /* The structure's CSR, children in the order their edges were added
   * (the order of the file), by a stable counting sort. */
  CxrtStructure s = {0};
  s.nnodes = n;
  s.child_start = cxd_pool_array(r->pool, (size_t)n + 1, sizeof(int32_t));
  s.children = cxd_pool_array(r->pool, (size_t)(ne > 0 ? ne : 1), sizeof(int32_t));
  if (!s.child_start || !s.children) return cxd_nomem(r);
  s.child_start[0] = 0;
  for (int32_t i = 0; i < n; i++) s.child_start[i + 1] = s.child_start[i] + deg[i];
  for (int32_t i = 0; i < n; i++) queue[i] = s.child_start[i];
  for (int64_t e = 0; e < ne; e++) s.children[queue[r->eparent[e]]++] = r->echild[e];

  /* Reverse CSR (child -> parents) for Kahn's algorithm. */
  rstart[0] = 0;
  for (int32_t i = 0; i < n; i++) rstart[i + 1] = rstart[i] + indeg[i];
  for (int32_t i = 0; i < n; i++) queue[i] = rstart[i];
  for (int64_t e = 0; e < ne; e++) r->rlist[queue[r->echild[e]]++] = r->eparent[e];

  /* Cycles: Kahn's algorithm from the leaves up.  A node is done once all
   * its children are; whatever is left lies on a cycle or above one. */
  int32_t head = 0, tail = 0;
  for (int32_t i = 0; i < n; i++) {
    rem[i] = deg[i];
    if (rem[i] == 0) queue[tail++] = i;
  }
  while (head < tail) {
    int32_t i = queue[head++];
    for (int32_t k = rstart[i]; k < rstart[i + 1]; k++)
      if (--rem[r->rlist[k]] == 0) queue[tail++] = r->rlist[k];
  }
  if (tail < n) return cycle_error(r, s.child_start, s.children, rem, deg, queue);

  int32_t roots = 0;
  for (int32_t i = 0; i < n; i++)
    if (indeg[i] == 0) {
      if (roots == 0) s.root = i;
      roots++;
    }
  if (roots != 1) return roots_error(r, indeg);

  /* Copy the node arrays out of the scratch buffers. */
  s.line = cxd_pool_array(r->pool, (size_t)n, sizeof(int32_t));
  s.col = cxd_pool_array(r->pool, (size_t)n, sizeof(int32_t));
  s.tokens = cxd_pool_array(r->pool, (size_t)n, sizeof(char *));
  if (!s.line || !s.col || !s.tokens) return cxd_nomem(r);
  memcpy(s.line, r->line, (size_t)n * sizeof(int32_t));
  memcpy(s.col, r->col, (size_t)n * sizeof(int32_t));
  memcpy(s.tokens, r->tokens, (size_t)n * sizeof(char *));
  if (r->nfields > 0) {
    size_t nf = (size_t)r->nfields;
    s.ifields = cxd_pool_array(r->pool, (size_t)n * nf, sizeof(int32_t));
    s.vfields = cxd_pool_array(r->pool, nf, sizeof(float *));
    if (!s.ifields || !s.vfields) return cxd_nomem(r);
    memcpy(s.ifields, r->ifields, (size_t)n * nf * sizeof(int32_t));
    for (int f = 0; f < r->nfields; f++) {
      if (r->fields[f].kind != CXRT_FIELD_VEC) continue;
      size_t dim = (size_t)r->fields[f].dim;
      float *v = cxd_pool_array(r->pool, (size_t)n * dim, sizeof(float));
      if (!v) return cxd_nomem(r);
      for (int32_t i = 0; i < n; i++)
        memcpy(v + (size_t)i * dim, r->vf + (size_t)i * (size_t)r->vec_stride + (size_t)r->vec_off[f],
               dim * sizeof(float));
      s.vfields[f] = v;
    }
  }
  s.first_line = r->first_line;

  if (r->nstructs >= INT32_MAX)
    return cxd_error(r, r->first_line, 1, "too many structures in one file (more than %d)",
                     (int)INT32_MAX);
  if (cxd_grow(&r->structs, &r->cap_structs, r->nstructs + 1, sizeof *r->structs) < 0)
    return cxd_nomem(r);
  r->structs[r->nstructs++] = s;
  r->n = 0;
  r->ne = 0;
  r->first_line = 0;
  return 0;
}