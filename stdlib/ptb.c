/* PTB / SST bracket trees, one tree a line:
 *
 *   (3 (2 It) (4 (2 works) (2 .)))
 *
 *   tree  = "(" LABEL ( WORD | tree+ ) ")"
 *   LABEL = an integer (SST: sentiment 0..4, on every node)
 *   WORD  = any run of characters other than whitespace and parentheses
 *           (SST has -LRB-, 's, `` and Unicode)
 *
 * Fields: `word` (the leaf's vocabulary id; -1 on internal nodes) and
 * `label`.  Nodes are numbered in pre-order, the order of their opening
 * brackets, and each node's position is its '('.  Blank lines are
 * skipped; a tree must fit on its line.
 *
 * Nesting is tracked with an explicit stack of open brackets, so a
 * 100,000-deep tree costs a 100,000-entry array, not 100,000 C frames. */
#include "stdlib/reader.h"

#include <stdlib.h>

enum { F_WORD, F_LABEL };

/* What an open bracket holds so far, after its label. */
typedef enum { HOLDS_NOTHING, HOLDS_WORD, HOLDS_SUBTREES } Holds;

typedef struct Open {
  int32_t node;
  int32_t col;          /* of its '(' */
  Holds holds;
} Open;

static bool is_word_char(char c) { return c && !cxd_is_space(c) && c != '(' && c != ')'; }

/* Reads one nonblank line (the tree starts at p).  stack/cap: scratch. */
static int read_tree(CxdReader *r, const CxdLine *l, const char *p, Open **stack, int64_t *cap) {
  const char *end = l->p + l->len;
  char shown[CXD_SHOW];
  int64_t depth = 0;
  bool done = false;    /* the line's tree is closed */
  while (p < end) {
    char c = *p;
    if (cxd_is_space(c)) {
      p++;
      continue;
    }
    int32_t col = cxd_col(l, p);
    if (c == ')' && depth == 0)
      return cxd_error(r, l->no, col, "unbalanced brackets: ')' closes nothing; remove it");
    if (done) {
      const char *q = p;
      while (q < end && !cxd_is_space(*q)) q++;
      return cxd_error(r, l->no, col,
                       "unexpected '%s' after the end of the tree; a PTB file holds one tree a "
                       "line", cxd_show(shown, sizeof shown, p, (size_t)(q - p)));
    }
    if (c == '(') {
      Open *top = depth ? &(*stack)[depth - 1] : NULL;
      if (top && top->holds == HOLDS_WORD)
        return cxd_error(r, l->no, col,
                         "unexpected '(' after a word: a bracket holds either one word, as in "
                         "(2 word), or subtrees, as in (3 (2 a) (2 b))");
      int32_t node = cxd_add_node(r, l->no, col);
      if (node < 0) return -1;
      if (top) {
        if (cxd_add_edge(r, top->node, node) < 0) return -1;
        top->holds = HOLDS_SUBTREES;
      }
      /* The label: the bracket's first token, an integer. */
      p++;
      while (p < end && cxd_is_space(*p)) p++;
      const char *t = p;
      while (p < end && is_word_char(*p)) p++;
      int32_t label;
      if (p == t) {
        const char *what = p >= end ? "the end of the line" : *p == '(' ? "'('" : "')'";
        return cxd_error(r, l->no, cxd_col(l, p),
                         "expected an integer label after '(', got %s; every bracket starts "
                         "with its label, as in (3 (2 It) (2 works))", what);
      }
      int prc = cxd_parse_i32(t, (size_t)(p - t), &label);
      if (prc == -2)
        return cxd_error(r, l->no, cxd_col(l, t),
                         "label %s is out of range: labels are 32-bit ints (" CXD_I32_RANGE
                         "); use a smaller class number",
                         cxd_show(shown, sizeof shown, t, (size_t)(p - t)));
      if (prc < 0)
        return cxd_error(r, l->no, cxd_col(l, t),
                         "expected an integer label after '(', got '%s'; every bracket starts "
                         "with its label, as in (3 (2 It) (2 works))",
                         cxd_show(shown, sizeof shown, t, (size_t)(p - t)));
      CXD_IFIELD(r, node, F_LABEL) = label;
      if (cxd_grow(stack, cap, depth + 1, sizeof **stack) < 0) return cxd_nomem(r);
      (*stack)[depth++] = (Open){node, col, HOLDS_NOTHING};
      continue;
    }
    if (c == ')') {
      Open *top = &(*stack)[depth - 1];
      if (top->holds == HOLDS_NOTHING)
        return cxd_error(r, l->no, col,
                         "the bracket opened at %d:%d holds a label but no word or subtree; a "
                         "leaf is (LABEL WORD), as in (2 It)", (int)l->no, (int)top->col);
      depth--;
      done = depth == 0;
      p++;
      continue;
    }
    /* A word. */
    const char *t = p;
    while (p < end && is_word_char(*p)) p++;
    size_t len = (size_t)(p - t);
    if (depth == 0) /* only before the first '(' (done is handled above) */
      return cxd_error(r, l->no, col,
                       "expected '(' to start a tree, got '%s'; a PTB file holds one bracketed "
                       "tree a line, as in (3 (2 It) (2 works))",
                       cxd_show(shown, sizeof shown, t, len));
    Open *top = &(*stack)[depth - 1];
    if (top->holds == HOLDS_WORD)
      return cxd_error(r, l->no, col,
                       "second word '%s' in the bracket opened at %d:%d; a leaf holds one word, "
                       "as in (2 It)", cxd_show(shown, sizeof shown, t, len), (int)l->no,
                       (int)top->col);
    if (top->holds == HOLDS_SUBTREES)
      return cxd_error(r, l->no, col,
                       "word '%s' after a subtree: a bracket holds either one word, as in "
                       "(2 word), or subtrees, as in (3 (2 a) (2 b))",
                       cxd_show(shown, sizeof shown, t, len));
    int32_t id;
    const char *tok;
    if (cxd_word(r, t, len, l->no, col, &id, &tok) < 0) return -1;
    CXD_IFIELD(r, top->node, F_WORD) = id;
    r->tokens[top->node] = tok;
    top->holds = HOLDS_WORD;
  }
  if (depth > 0) {
    Open *top = &(*stack)[depth - 1];
    return cxd_error(r, l->no, cxd_col(l, end),
                     "unbalanced brackets: '(' opened at %d:%d is never closed; add ')'",
                     (int)l->no, (int)top->col);
  }
  return cxd_finish(r);
}

int cxd_read_ptb(CxdReader *r) {
  static const CxrtFieldInfo fields[] = {{"word", CXRT_FIELD_INT, 0}, {"label", CXRT_FIELD_INT, 0}};
  if (cxd_set_fields(r, fields, 2) < 0) return -1;
  r->naming = CXD_NAME_NODE;
  Open *stack = NULL;
  int64_t cap = 0;
  int rc = 0;
  CxdLine l;
  while (rc == 0 && cxd_next_line(r, &l)) {
    const char *p = l.p, *end = l.p + l.len;
    while (p < end && cxd_is_space(*p)) p++;
    if (p == end) continue; /* blank line */
    rc = read_tree(r, &l, p, &stack, &cap);
  }
  free(stack);
  return rc;
}
