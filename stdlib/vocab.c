/* The vocabulary: token <-> word id.
 *
 * Two ways to get one, as in LANGUAGE.md:
 *   - `--vocab FILE`: one token a line, id = line number - 1.  The loaded
 *     vocabulary is frozen: an unknown word in the data maps to the unk
 *     token (`--unk TOKEN`) or is an error.
 *   - no file: the readers grow the vocabulary from the data, so ids follow
 *     the order in which words first appear.
 *
 * Representation: id -> token is an array of strings kept in a pool (one
 * allocation per chunk, not per token); token -> id is an open-addressing
 * hash table of ids (linear probing, load factor at most 1/2), with each
 * token's hash and length cached so that probing rarely touches strings
 * and growing never rehashes them. */
#include "stdlib/reader.h"

#include <stdlib.h>
#include <string.h>

struct CxrtVocab {
  const char **words;   /* id -> token (pool strings) */
  size_t *lens;
  uint64_t *hashes;
  int32_t n;
  int64_t cap;
  int32_t *table;       /* ids, -1 = empty slot */
  size_t tsize;         /* power of two (0 before the first token) */
  CxdPool *strings;
  bool frozen;
  int32_t unk;          /* -1: none */
  char *path;           /* loaded from ("" otherwise); malloc'd */
};

/* FNV-1a, 64 bits: simple, and good enough for word tokens. */
static uint64_t hash_bytes(const char *s, size_t len) {
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < len; i++) {
    h ^= (unsigned char)s[i];
    h *= 1099511628211ull;
  }
  return h;
}

CxrtVocab *cxrt_vocab_new(void) {
  CxrtVocab *v = calloc(1, sizeof *v);
  if (!v) return NULL;
  v->strings = cxd_pool_new();
  v->path = calloc(1, 1);
  if (!v->strings || !v->path) {
    cxd_pool_free(v->strings);
    free(v->path);
    free(v);
    return NULL;
  }
  v->unk = -1;
  return v;
}

void cxrt_vocab_free(CxrtVocab *v) {
  if (!v) return;
  free(v->words);
  free(v->lens);
  free(v->hashes);
  free(v->table);
  cxd_pool_free(v->strings);
  free(v->path);
  free(v);
}

/* Forgets every token (used when a load fails half-way, so that a failed
 * load leaves an empty vocabulary rather than a prefix of the file). */
static void vocab_clear(CxrtVocab *v) {
  v->n = 0;
  v->unk = -1;
  v->frozen = false;
  if (v->table) memset(v->table, 0xff, v->tsize * sizeof *v->table);
  cxd_pool_free(v->strings);
  v->strings = cxd_pool_new(); /* NULL on OOM: vocab_add then fails */
}

/* Slot of (tok, len, h): the slot holding it, or the empty slot where it
 * would go. */
static size_t find_slot(const CxrtVocab *v, const char *tok, size_t len, uint64_t h) {
  size_t mask = v->tsize - 1;
  size_t i = (size_t)h & mask;
  for (;;) {
    int32_t id = v->table[i];
    if (id < 0) return i;
    if (v->hashes[id] == h && v->lens[id] == len && memcmp(v->words[id], tok, len) == 0)
      return i;
    i = (i + 1) & mask;
  }
}

static int rehash(CxrtVocab *v, size_t tsize) {
  int32_t *t = malloc(tsize * sizeof *t);
  if (!t) return -1;
  memset(t, 0xff, tsize * sizeof *t);
  free(v->table);
  v->table = t;
  v->tsize = tsize;
  size_t mask = tsize - 1;
  for (int32_t id = 0; id < v->n; id++) {
    size_t i = (size_t)v->hashes[id] & mask;
    while (t[i] >= 0) i = (i + 1) & mask;
    t[i] = id;
  }
  return 0;
}

/* Adds a token known to be absent.  Returns its id, or -1 out of memory
 * (or past INT32_MAX tokens). */
static int32_t vocab_add(CxrtVocab *v, const char *tok, size_t len, uint64_t h) {
  if (v->n == INT32_MAX || !v->strings) return -1;
  if ((size_t)v->n + 1 > v->tsize / 2) {
    size_t ts = v->tsize ? v->tsize * 2 : 64;
    if (ts < v->tsize || rehash(v, ts) < 0) return -1;
  }
  if (v->n >= v->cap) {
    /* The three per-id arrays share one capacity; each grows to the same
     * new size, and v->cap moves only once all three have. */
    int64_t c1 = v->cap, c2 = v->cap, c3 = v->cap;
    if (cxd_grow(&v->words, &c1, v->n + 1, sizeof *v->words) < 0 ||
        cxd_grow(&v->lens, &c2, v->n + 1, sizeof *v->lens) < 0 ||
        cxd_grow(&v->hashes, &c3, v->n + 1, sizeof *v->hashes) < 0)
      return -1;
    v->cap = c1;
  }
  char *s = cxd_pool_strndup(v->strings, tok, len);
  if (!s) return -1;
  int32_t id = v->n++;
  v->words[id] = s;
  v->lens[id] = len;
  v->hashes[id] = h;
  v->table[find_slot(v, tok, len, h)] = id;
  return id;
}

/* id of the token or -1, without adding or mapping to unk. */
static int32_t vocab_find(const CxrtVocab *v, const char *tok, size_t len, uint64_t h) {
  if (v->tsize == 0) return -1;
  return v->table[find_slot(v, tok, len, h)];
}

int cxd_vocab_get(CxrtVocab *v, const char *tok, size_t len, int32_t *id) {
  uint64_t h = hash_bytes(tok, len);
  int32_t found = vocab_find(v, tok, len, h);
  if (found >= 0) {
    *id = found;
    return 0;
  }
  if (v->frozen) {
    if (v->unk < 0) return 1;
    *id = v->unk;
    return 0;
  }
  int32_t added = vocab_add(v, tok, len, h);
  if (added < 0) return -1;
  *id = added;
  return 0;
}

int32_t cxrt_vocab_lookup(CxrtVocab *v, const char *token) {
  if (!v || !token) return -1;
  int32_t id;
  return cxd_vocab_get(v, token, strlen(token), &id) == 0 ? id : -1;
}

int32_t cxrt_vocab_size(const CxrtVocab *v) { return v ? v->n : 0; }

const char *cxrt_vocab_word(const CxrtVocab *v, int32_t id) {
  if (!v || id < 0 || id >= v->n) return NULL;
  return v->words[id];
}

bool cxrt_vocab_frozen(const CxrtVocab *v) { return v && v->frozen; }

void cxrt_vocab_freeze(CxrtVocab *v) {
  if (v) v->frozen = true;
}

int cxrt_vocab_set_unk(CxrtVocab *v, const char *unk, CxrtError *err) {
  if (!v || !unk)
    return cxrt_errorf(err, "", 0, 0, "no vocabulary or no unk token given (internal misuse)");
  char shown[CXD_SHOW];
  size_t len = strlen(unk);
  if (len == 0)
    return cxrt_errorf(err, "", 0, 0, "the --unk token is empty; pass a token of the vocabulary, e.g. --unk '<unk>'");
  uint64_t h = hash_bytes(unk, len);
  int32_t id = vocab_find(v, unk, len, h);
  if (id < 0) {
    if (v->frozen)
      return cxrt_errorf(err, v->path, 0, 0,
                         "the --unk token '%s' is not in the vocabulary%s%s; add it to the "
                         "vocabulary file or pass one of its tokens",
                         cxd_show(shown, sizeof shown, unk, len), v->path[0] ? " " : "",
                         v->path);
    /* A growing vocabulary never needs unk for lookups, but giving the
     * token an id now makes it part of a vocabulary saved later. */
    id = vocab_add(v, unk, len, h);
    if (id < 0) return cxrt_errorf(err, "", 0, 0, "out of memory while adding the --unk token");
  }
  v->unk = id;
  return 0;
}

/* Loads buf[0..len) (the text of the vocabulary file path). */
static int load_text(CxrtVocab *v, const char *buf, size_t len, const char *path, CxrtError *err) {
  if (v->n > 0)
    return cxrt_errorf(err, path, 0, 0,
                       "cannot load %s into a vocabulary that already holds %d tokens "
                       "(ids come from line numbers); load it into a new vocabulary",
                       path, (int)v->n);
  if (cxd_check_text(path, buf, len, err) < 0) return -1;
  char *np = malloc(strlen(path) + 1);
  if (!np) return cxrt_errorf(err, path, 0, 0, "out of memory while loading the vocabulary");
  strcpy(np, path);
  free(v->path);
  v->path = np;

  size_t pos = 0;
  /* A UTF-8 byte order mark is not part of the first token. */
  if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0) pos = 3;
  int32_t lineno = 0;
  int32_t empty_line = 0; /* first empty line not yet followed by a token */
  while (pos < len) {
    const char *p = buf + pos;
    const char *nl = memchr(p, '\n', len - pos);
    size_t l = nl ? (size_t)(nl - p) : len - pos;
    pos += l + (nl ? 1 : 0);
    if (lineno < INT32_MAX) lineno++;
    if (l > 0 && p[l - 1] == '\r') l--;
    if (l == 0) {
      /* Empty lines at the very end are harmless (an extra newline);
       * one in the middle would shift every later id by one. */
      if (!empty_line) empty_line = lineno;
      continue;
    }
    if (empty_line) {
      vocab_clear(v);
      return cxrt_errorf(err, path, empty_line, 1,
                         "empty line in the vocabulary: every line holds one token and a "
                         "token's id is its line number - 1; remove the empty line");
    }
    uint64_t h = hash_bytes(p, l);
    int32_t old = vocab_find(v, p, l, h);
    if (old >= 0) {
      char shown[CXD_SHOW];
      cxd_show(shown, sizeof shown, p, l);
      vocab_clear(v);
      return cxrt_errorf(err, path, lineno, 1,
                         "duplicate token '%s': it is already on line %d (id %d); every "
                         "token must appear once, because its line gives its id",
                         shown, (int)old + 1, (int)old);
    }
    if (vocab_add(v, p, l, h) < 0) {
      vocab_clear(v);
      return cxrt_errorf(err, path, lineno, 1,
                         "out of memory while loading the vocabulary (line %d)", (int)lineno);
    }
  }
  if (v->n == 0)
    return cxrt_errorf(err, path, 0, 0,
                       "the vocabulary %s is empty; it needs one token a line", path);
  v->frozen = true;
  return 0;
}

int cxrt_vocab_load(CxrtVocab *v, const char *path, CxrtError *err) { return cxrt_vocab_load_max(v, path, 0, err); }

int cxrt_vocab_load_max(CxrtVocab *v, const char *path, int64_t max_bytes, CxrtError *err) {
  if (!v || !path) return cxrt_errorf(err, "", 0, 0, "no vocabulary or no path given (internal misuse)");
  char *buf;
  size_t len;
  if (cxd_read_file(path, max_bytes, &buf, &len, err) < 0) return -1;
  int rc = load_text(v, buf, len, path, err);
  free(buf);
  return rc;
}

int cxrt_vocab_load_mem(CxrtVocab *v, const char *text, size_t len, const char *name, CxrtError *err) {
  if (!name) name = "<memory>";
  if (!v || (!text && len)) return cxrt_errorf(err, name, 0, 0, "no vocabulary or no text given (internal misuse)");
  return load_text(v, text ? text : "", len, name, err);
}

int cxrt_vocab_save(const CxrtVocab *v, const char *path, CxrtError *err) {
  if (!v || !path) return cxrt_errorf(err, "", 0, 0, "no vocabulary or no path given (internal misuse)");
  char shown[CXD_SHOW];
  /* Check first, so that an unsavable vocabulary leaves no file behind. */
  for (int32_t id = 0; id < v->n; id++) {
    if (v->lens[id] == 0)
      return cxrt_errorf(err, path, 0, 0,
                         "cannot save the vocabulary: token %d is empty, and an empty line "
                         "cannot hold it in the one-token-a-line format", (int)id);
    if (memchr(v->words[id], '\n', v->lens[id]) || memchr(v->words[id], '\r', v->lens[id]))
      return cxrt_errorf(err, path, 0, 0,
                         "cannot save the vocabulary: token %d ('%s') contains a line "
                         "break, which the one-token-a-line format cannot hold", (int)id,
                         cxd_show(shown, sizeof shown, v->words[id], v->lens[id]));
  }
  /* Written beside the target and renamed into place (atomic.c), so a
   * failed save never leaves a truncated vocabulary where a good one was. */
  CxrtAtomicFile *af = cxrt_atomic_open(path, err);
  if (!af) return -1;
  FILE *f = cxrt_atomic_stream(af);
  for (int32_t id = 0; id < v->n; id++) {
    fwrite(v->words[id], 1, v->lens[id], f);
    fputc('\n', f);
  }
  return cxrt_atomic_commit(af, err);
}
