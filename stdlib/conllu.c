/* CoNLL-U dependency trees (Universal Dependencies).
 *
 * A sentence is a run of token lines ended by a blank line (or the end of
 * the file); each token line has 10 tab-separated columns
 *   ID FORM LEMMA UPOS XPOS FEATS HEAD DEPREL DEPS MISC
 * Skipped: `#` comment lines, multi-word token lines (ID `3-4`) and empty
 * nodes (ID `8.1`), as the UD guidelines ask of a reader of basic trees.
 *
 * The tree: a token's children are the tokens whose HEAD is its ID, in
 * token order; the root is the token whose HEAD is 0 (exactly one per
 * sentence).  Nodes are numbered in token order (node i = ID i+1), each at
 * column 1 of its line.
 *
 * Fields (all int):
 *   word    vocabulary id of FORM
 *   upos    index of UPOS in cxd_upos_tags (-1 for `_`)
 *   head    the HEAD column as written (0 for the root)
 *   deprel  index of DEPREL's universal part (before any `:subtype`) in
 *           cxd_deprels (-1 for `_`)
 * An unknown UPOS or DEPREL is an error: it means the file is not UD, and
 * silently mapping it to -1 would hide that. */
#include "stdlib/reader.h"

#include <stdlib.h>
#include <string.h>

enum { F_WORD, F_UPOS, F_HEAD, F_DEPREL, NFIELDS };

const char *const cxd_upos_tags[17] = {
  "ADJ", "ADP", "ADV", "AUX", "CCONJ", "DET", "INTJ", "NOUN", "NUM",
  "PART", "PRON", "PROPN", "PUNCT", "SCONJ", "SYM", "VERB", "X",
};

const char *const cxd_deprels[37] = {
  "acl", "advcl", "advmod", "amod", "appos", "aux", "case", "cc", "ccomp",
  "clf", "compound", "conj", "cop", "csubj", "dep", "det", "discourse",
  "dislocated", "expl", "fixed", "flat", "goeswith", "iobj", "list", "mark",
  "nmod", "nsubj", "nummod", "obj", "obl", "orphan", "parataxis", "punct",
  "reparandum", "root", "vocative", "xcomp",
};

static int find_tag(const char *const *tags, int n, const char *s, size_t len) {
  for (int i = 0; i < n; i++)
    if (strlen(tags[i]) == len && memcmp(tags[i], s, len) == 0) return i;
  return -1;
}

static bool all_digits(const char *s, size_t len) {
  if (len == 0) return false;
  for (size_t i = 0; i < len; i++)
    if (s[i] < '0' || s[i] > '9') return false;
  return true;
}

typedef struct Sentence {
  int32_t *heads;       /* per token: its HEAD */
  int64_t cap;
} Sentence;

/* Checks the HEADs of the sentence read so far, adds its edges and
 * stores it. */
static int finish_sentence(CxdReader *r, Sentence *s) {
  int32_t n = r->n;
  if (n == 0) return 0; /* only comments, multi-word or empty-node lines */
  int32_t root = -1;
  for (int32_t i = 0; i < n; i++) {
    int32_t h = s->heads[i];
    if (h > n)
      return cxd_error(r, r->line[i], r->aux_col[i],
                       "HEAD %d is out of range: the sentence has %d tokens", (int)h, (int)n);
    if (h == 0) {
      if (root >= 0)
        return cxd_error(r, r->line[i], r->aux_col[i],
                         "tokens %d and %d both have HEAD 0: a sentence has exactly one root; "
                         "attach one of them to another token", (int)root + 1, (int)i + 1);
      root = i;
    }
  }
  if (root < 0)
    return cxd_error(r, r->first_line, 1,
                     "no token of this sentence has HEAD 0: a sentence needs exactly one root, "
                     "the token whose HEAD is 0");
  for (int32_t i = 0; i < n; i++)
    if (s->heads[i] > 0 && cxd_add_edge(r, s->heads[i] - 1, i) < 0) return -1;
  return cxd_finish(r);
}

static void list_tags(char *buf, size_t cap, const char *const *tags, int n) {
  size_t o = 0;
  buf[0] = '\0';
  for (int i = 0; i < n && o + 1 < cap; i++)
    o += (size_t)snprintf(buf + o, cap - o, "%s%s", i ? " " : "", tags[i]);
}

/* One token line, split into its columns. */
static int token_line(CxdReader *r, const CxdLine *l, Sentence *s) {
  const char *col[10];
  size_t len[10];
  int ncols = 0;
  const char *p = l->p, *end = l->p + l->len;
  char shown[CXD_SHOW];
  for (;;) {
    const char *t = memchr(p, '\t', (size_t)(end - p));
    const char *e = t ? t : end;
    if (ncols < 10) {
      col[ncols] = p;
      len[ncols] = (size_t)(e - p);
    }
    ncols++;
    if (!t) break;
    p = t + 1;
  }
  if (ncols != 10) {
    bool spaces = ncols < 10 && memchr(l->p, ' ', l->len) != NULL;
    return cxd_error(r, l->no, 1,
                     "expected 10 tab-separated columns (ID FORM LEMMA UPOS XPOS FEATS HEAD "
                     "DEPREL DEPS MISC), got %d; %s", ncols,
                     spaces ? "separate the columns with tabs, not spaces"
                            : "write _ for an empty column");
  }

  /* ID: a token (1, 2, ...), a multi-word range (3-4) or an empty node
   * (8.1); only tokens are nodes of the basic tree. */
  const char *id = col[0];
  size_t idl = len[0];
  const char *sep = NULL;
  for (size_t i = 0; i < idl; i++)
    if (id[i] == '-' || id[i] == '.') {
      sep = id + i;
      break;
    }
  if (sep && all_digits(id, (size_t)(sep - id)) &&
      all_digits(sep + 1, idl - (size_t)(sep - id) - 1))
    return 0;
  int32_t idv = 0;
  int idrc = all_digits(id, idl) ? cxd_parse_i32(id, idl, &idv) : -1;
  if (idrc == -2)
    return cxd_error(r, l->no, 1, "token ID %s out of order: expected %d (IDs count 1, 2, 3, ... within a sentence)",
                     cxd_show(shown, sizeof shown, id, idl), (int)r->n + 1);
  if (idrc < 0 || idv < 1)
    return cxd_error(r, l->no, 1,
                     "expected a token ID (1, 2, 3, ...), a range such as 3-4 or an empty node "
                     "such as 8.1, got '%s'", cxd_show(shown, sizeof shown, id, idl));
  if (idv != r->n + 1)
    return cxd_error(r, l->no, 1,
                     "token ID %d out of order: expected %d (IDs count 1, 2, 3, ... within a "
                     "sentence; is the blank line between two sentences missing?)", (int)idv,
                     (int)r->n + 1);

  if (len[1] == 0)
    return cxd_error(r, l->no, cxd_col(l, col[1]),
                     "the FORM column is empty; write the token (columns are separated by "
                     "exactly one tab)");
  int32_t hcol = cxd_col(l, col[6]);
  int32_t upos = -1, deprel = -1;
  if (!(len[3] == 1 && col[3][0] == '_')) {
    upos = find_tag(cxd_upos_tags, 17, col[3], len[3]);
    if (upos < 0) {
      char tags[256];
      list_tags(tags, sizeof tags, cxd_upos_tags, 17);
      return cxd_error(r, l->no, cxd_col(l, col[3]),
                       "unknown UPOS tag '%s'; the UD tags are %s (or _ for none)",
                       cxd_show(shown, sizeof shown, col[3], len[3]), tags);
    }
  }
  int32_t head = 0;
  int hrc = all_digits(col[6], len[6]) ? cxd_parse_i32(col[6], len[6], &head) : -1;
  if (hrc == -2)
    return cxd_error(r, l->no, hcol,
                     "HEAD %s is out of range: a HEAD is the ID of a token of the sentence, or 0 for the root",
                     cxd_show(shown, sizeof shown, col[6], len[6]));
  if (hrc < 0)
    return cxd_error(r, l->no, hcol,
                     "HEAD expected a token ID or 0 for the root, got '%s'",
                     cxd_show(shown, sizeof shown, col[6], len[6]));
  if (!(len[7] == 1 && col[7][0] == '_')) {
    const char *colon = memchr(col[7], ':', len[7]);
    size_t base = colon ? (size_t)(colon - col[7]) : len[7];
    deprel = find_tag(cxd_deprels, 37, col[7], base);
    if (deprel < 0) {
      char rels[512];
      list_tags(rels, sizeof rels, cxd_deprels, 37);
      return cxd_error(r, l->no, cxd_col(l, col[7]),
                       "unknown DEPREL '%s'; the universal relations are %s (a subtype may "
                       "follow a colon, as in nmod:poss; _ for none)",
                       cxd_show(shown, sizeof shown, col[7], len[7]), rels);
    }
  }

  int32_t node = cxd_add_node(r, l->no, 1);
  if (node < 0) return -1;
  if (cxd_grow(&s->heads, &s->cap, (int64_t)node + 1, sizeof *s->heads) < 0 ||
      cxd_grow(&r->aux_col, &r->cap_aux, (int64_t)node + 1, sizeof *r->aux_col) < 0)
    return cxd_nomem(r);
  s->heads[node] = head;
  r->aux_col[node] = hcol;
  int32_t wid;
  const char *tok;
  if (cxd_word(r, col[1], len[1], l->no, cxd_col(l, col[1]), &wid, &tok) < 0) return -1;
  r->tokens[node] = tok;
  CXD_IFIELD(r, node, F_WORD) = wid;
  CXD_IFIELD(r, node, F_UPOS) = upos;
  CXD_IFIELD(r, node, F_HEAD) = head;
  CXD_IFIELD(r, node, F_DEPREL) = deprel;
  return 0;
}

int cxd_read_conllu(CxdReader *r) {
  static const CxrtFieldInfo fields[NFIELDS] = {
    {"word", CXRT_FIELD_INT, 0}, {"upos", CXRT_FIELD_INT, 0},
    {"head", CXRT_FIELD_INT, 0}, {"deprel", CXRT_FIELD_INT, 0},
  };
  if (cxd_set_fields(r, fields, NFIELDS) < 0) return -1;
  r->naming = CXD_NAME_TOKEN;
  Sentence s = {0};
  int rc = 0;
  CxdLine l;
  while (rc == 0 && cxd_next_line(r, &l)) {
    size_t i = 0;
    while (i < l.len && cxd_is_space(l.p[i])) i++;
    if (i == l.len) {
      rc = finish_sentence(r, &s);
      continue;
    }
    if (l.p[0] == '#') continue;
    rc = token_line(r, &l, &s);
  }
  if (rc == 0) rc = finish_sentence(r, &s);
  free(s.heads);
  return rc;
}
