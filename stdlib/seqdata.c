/* Sequences: one a line, whitespace-separated tokens.
 *
 *   the cat sat on the mat
 *
 * Element i's only child is element i-1, so the chain's root is the last
 * element (a model's `seq` recursion runs from the first token to the
 * last).  Field: `word`, the token's vocabulary id.  Nodes are numbered in
 * token order, each at its token's line:col.  Blank lines are skipped;
 * there are no comments, since `#` is an ordinary token. */
#include "stdlib/reader.h"

int cxd_read_seq(CxdReader *r) {
  static const CxrtFieldInfo fields[] = {{"word", CXRT_FIELD_INT, 0}};
  if (cxd_set_fields(r, fields, 1) < 0) return -1;
  r->naming = CXD_NAME_ELEMENT;
  CxdLine l;
  while (cxd_next_line(r, &l)) {
    const char *p = l.p, *end = l.p + l.len;
    int32_t prev = -1;
    while (p < end) {
      if (cxd_is_space(*p)) {
        p++;
        continue;
      }
      const char *t = p;
      while (p < end && !cxd_is_space(*p)) p++;
      int32_t col = cxd_col(&l, t);
      int32_t node = cxd_add_node(r, l.no, col);
      if (node < 0) return -1;
      int32_t id;
      const char *tok;
      if (cxd_word(r, t, (size_t)(p - t), l.no, col, &id, &tok) < 0) return -1;
      CXD_IFIELD(r, node, 0) = id;
      r->tokens[node] = tok;
      if (prev >= 0 && cxd_add_edge(r, node, prev) < 0) return -1;
      prev = node;
    }
    if (cxd_finish(r) < 0) return -1;
  }
  return 0;
}
