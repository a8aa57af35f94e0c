/* The small internal header the data readers share: what reader.c gives
 * them (the pool, files and text, lines, the structure builder) and what
 * each of them gives data.c (cxd_read_ptb, ...), plus the vocabulary's
 * internals (vocab.c).  Not part of the public API.  The layers: reader.c
 * below, the readers (ptb.c, conllu.c, graph.c, seqdata.c) on it, each on
 * its own, and data.c above them; no reader includes or calls another.
 *
 * The shape of a reader: data.c loads the whole file into one
 * NUL-terminated buffer, checks that it is text, picks the format and
 * hands a CxdReader to the format's read function.  That function walks
 * the buffer line by line and, for each structure, adds nodes (with their
 * file positions and fields) and parent->child edges to the reader's
 * builder, then calls cxd_finish, which checks the structure (arity,
 * parents, cycles, root) and copies it into the dataset's pool.
 *
 * Memory: the builder's arrays are scratch buffers grown by doubling and
 * reused from one structure to the next; each finished structure costs a
 * handful of pool allocations, never one per node.  Everything a dataset
 * owns lives in its CxdPool, freed at once by cxrt_dataset_free. */
#ifndef CXRT_READER_H
#define CXRT_READER_H

#include "stdlib/cxrt.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---- pool: a chunked bump allocator owned by one dataset ---------------- */

typedef struct CxdPool CxdPool;

CxdPool *cxd_pool_new(void);
void cxd_pool_free(CxdPool *p);
/* Zero-filled, 16-byte aligned; NULL when out of memory. */
void *cxd_pool_alloc(CxdPool *p, size_t size);
/* n * size with an overflow check. */
void *cxd_pool_array(CxdPool *p, size_t n, size_t size);
char *cxd_pool_strndup(CxdPool *p, const char *s, size_t len);

/* Grows *buf (elements of elem bytes, capacity *cap) to hold at least
 * need elements, doubling.  Returns 0, or -1 when out of memory (the old
 * buffer is kept). */
int cxd_grow(void *buf, int64_t *cap, int64_t need, size_t elem);

/* ---- vocabulary internals ---------------------------------------------- */

/* Looks a token (not NUL-terminated) up; adds it when the vocabulary is
 * not frozen; maps it to unk when frozen and unk is set.  Returns 0 with
 * *id set, 1 when unknown (frozen, no unk), -1 when out of memory. */
int cxd_vocab_get(CxrtVocab *v, const char *tok, size_t len, int32_t *id);

/* ---- files --------------------------------------------------------------- */

/* Reads a whole file into a malloc'd buffer with a NUL after its len
 * bytes: at most max bytes (0: CXRT_DEFAULT_MAX_INPUT), and no further
 * than the first NUL byte (len then includes it, for cxd_check_text to
 * report).  Errors name the path and strerror. */
int cxd_read_file(const char *path, int64_t max, char **buf, size_t *len, CxrtError *err);
/* Rejects what is not text: a NUL byte anywhere, or bytes that are not
 * UTF-8, with the line:col of the first bad byte. */
int cxd_check_text(const char *name, const char *buf, size_t len, CxrtError *err);
/* Length of the valid UTF-8 character at s (n bytes available), 0 if the
 * bytes there are not one. */
size_t cxd_utf8_char(const char *s, size_t n);

/* ---- text helpers ------------------------------------------------------- */

static inline bool cxd_is_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* Renders s[0..len) for an error message: control characters and quotes
 * escaped, long tokens shortened with "...".  Returns buf. */
const char *cxd_show(char *buf, size_t cap, const char *s, size_t len);
enum { CXD_SHOW = 96 }; /* a good buffer size for cxd_show */

/* Appends s to the NUL-terminated buf (cap bytes), cutting what does not
 * fit. */
void cxd_cat(char *buf, size_t cap, const char *s);

/* A decimal int32 with an optional sign, nothing else.  0; -1 when s is
 * not a decimal integer; -2 when it is one outside the int32 range
 * (CXD_I32_RANGE, for messages). */
int cxd_parse_i32(const char *s, size_t len, int32_t *out);
#define CXD_I32_RANGE "-2147483648 to 2147483647"

/* One line of the buffer: [p, p+len) without the '\n' and without a
 * trailing '\r' (CRLF files read like LF files). */
typedef struct CxdLine {
  const char *p;
  size_t len;
  int32_t no;          /* 1-based line number */
} CxdLine;

/* ---- the reader --------------------------------------------------------- */

/* How cxd_finish names nodes in its messages. */
typedef enum CxdNaming {
  CXD_NAME_NODE,       /* PTB: "node" (positions say which) */
  CXD_NAME_TOKEN,      /* CoNLL-U: "token 4" (1-based IDs) */
  CXD_NAME_ID,         /* graph: "node 'x'" (the IDs as written) */
  CXD_NAME_ELEMENT     /* sequences: "element 4" (1-based) */
} CxdNaming;

typedef struct CxdReader {
  /* input */
  const char *name;        /* file name for messages */
  const char *text;        /* NUL-terminated */
  size_t len;
  size_t pos;              /* next unread byte (cxd_next_line) */
  int32_t lineno;          /* number of the last line returned */
  int max_arity;           /* -1: any */
  CxrtInputKind kind;
  int64_t max_nodes;
  CxrtVocab *vocab;
  CxrtError *err;
  CxdNaming naming;

  /* output */
  CxdPool *pool;
  CxrtFieldInfo *fields;   /* dataset schema (pool) */
  int nfields;
  int vec_stride;          /* sum of the vec fields' dims */
  int *vec_off;            /* per field: offset of its floats in a node's
                              vec block (vec fields only; pool) */
  CxrtStructure *structs;  /* scratch, copied to the pool at the end */
  int64_t nstructs, cap_structs;

  /* builder for the structure being read (scratch, reused) */
  int32_t n;               /* nodes so far */
  int64_t cap_nodes;
  int32_t *line, *col;     /* per node */
  const char **tokens;     /* per node (pool strings) */
  int64_t cap_ifields, cap_vf;
  int32_t *ifields;        /* [n * nfields] */
  float *vf;               /* [n * vec_stride] */
  const char **ids;        /* graph: per node, its ID (into text) */
  int32_t *idlen;
  int64_t cap_ids;
  int32_t *aux_col;        /* CoNLL-U: per node, the HEAD column (cycle
                              errors point there); NULL otherwise */
  int64_t cap_aux;
  int32_t *eparent, *echild; /* edges in the order they were added */
  int64_t ne, cap_edges;
  int32_t first_line;      /* line where the structure starts */

  /* scratch for cxd_finish */
  int32_t *deg, *indeg, *rstart, *rlist, *queue, *rem;
  int64_t cap_fin, cap_rlist;

  /* token strings by word id, to store each distinct token once */
  const char **tokcache;
  int64_t cap_tokcache;
} CxdReader;

/* Next line, or false at the end of the buffer. */
bool cxd_next_line(CxdReader *r, CxdLine *out);
/* 1-based column of p within line l (saturating). */
int32_t cxd_col(const CxdLine *l, const char *p);

/* Declares the dataset's fields (copied into the pool); called once,
 * before the first node. */
int cxd_set_fields(CxdReader *r, const CxrtFieldInfo *f, int n);
/* Appends a node; returns its index, or -1 (error set) past max_nodes or
 * out of memory.  Its int fields start at -1, its vec fields at 0. */
int32_t cxd_add_node(CxdReader *r, int32_t line, int32_t col);
int cxd_add_edge(CxdReader *r, int32_t parent, int32_t child);
/* Int field f of node i (an lvalue). */
#define CXD_IFIELD(r, i, f) ((r)->ifields[(int64_t)(i) * (r)->nfields + (f)])
/* Looks a word up in the vocabulary and stores its token string;
 * unknown words are an error at line:col. */
int cxd_word(CxdReader *r, const char *tok, size_t len, int32_t line, int32_t col,
             int32_t *id, const char **str);
/* Checks the structure built so far, stores it in the dataset and resets
 * the builder.  Does nothing when the builder is empty. */
int cxd_finish(CxdReader *r);
/* Error at line:col of the file being read; returns -1. */
int cxd_error(CxdReader *r, int32_t line, int32_t col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
int cxd_nomem(CxdReader *r);

int cxd_read_ptb(CxdReader *r);
int cxd_read_conllu(CxdReader *r);
int cxd_read_graph(CxdReader *r);
int cxd_read_seq(CxdReader *r);

/* The UD tag sets, shared by the CoNLL-U reader and its tests. */
extern const char *const cxd_upos_tags[17];
extern const char *const cxd_deprels[37];

#endif
