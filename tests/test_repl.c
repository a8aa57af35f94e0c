/* The REPL core (driver/repl.c) without a terminal: lines are fed to it
 * and what it writes to its FILE* (an open_memstream) is compared exactly.
 * Continuation, redefinition, :set, :shapes, expression values, an error
 * and then the session going on, :reset, :run, completion, Ctrl-C. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "driver/repl.h"
#include "stdlib/cxrt.h"

typedef struct T {
  Repl *r;
  FILE *out;
  char *buf;
  size_t len;
  size_t taken;           /* output already returned by take() */
  char *last;
  atomic_int stop;
} T;

/* A session with the command line's -D overrides ("NAME=INT"). */
static void start_with(T *t, const char *const *defines, int ndefines) {
  memset(t, 0, sizeof *t);
  t->out = open_memstream(&t->buf, &t->len);
  assert_non_null(t->out);
  ReplOptions o = {.out = t->out, .err = t->out, .stdlib_dir = CX_SRC_STDLIB_DIR, .interrupt = &t->stop,
                   .defines = defines, .ndefines = ndefines};
  t->r = repl_new(&o);
  assert_non_null(t->r);
}

static void start(T *t) { start_with(t, NULL, 0); }

static void stop(T *t) {
  repl_free(t->r);
  fclose(t->out);
  free(t->buf);
  free(t->last);
}

/* What the REPL wrote since the last call. */
static const char *take(T *t) {
  fflush(t->out);
  free(t->last);
  t->last = strndup(t->buf + t->taken, t->len - t->taken);
  t->taken = t->len;
  return t->last;
}

/* Feeds lines (one string, '\n'-separated) and returns the last status. */
static ReplStatus feed(T *t, const char *lines) {
  if (!*lines) return repl_feed(t->r, "");
  ReplStatus st = REPL_OK;
  const char *p = lines;
  while (*p) {
    const char *nl = strchr(p, '\n');
    size_t n = nl ? (size_t)(nl - p) : strlen(p);
    char *line = strndup(p, n);
    st = repl_feed(t->r, line);
    free(line);
    p += n + (nl != NULL);
  }
  return st;
}

/* Feeds and checks the status and the exact output. */
#define EXPECT(t, lines, status, text)           \
  do {                                           \
    assert_int_equal(feed(t, lines), status);    \
    assert_string_equal(take(t), text);          \
  } while (0)

static void test_continuation(void **state) {
  (void)state;
  T t;
  start(&t);
  EXPECT(&t, "const H = 2;", REPL_OK, "const H = 2\n");
  assert_int_equal(feed(&t, "fn f(x : [H]) -> [H] {"), REPL_MORE);
  assert_true(repl_pending(t.r));
  assert_int_equal(feed(&t, "  let y = x * 2.0;  // a { in a comment"), REPL_MORE);
  assert_int_equal(feed(&t, ""), REPL_MORE); /* a blank line inside an entry */
  assert_int_equal(feed(&t, "  return y;"), REPL_MORE);
  EXPECT(&t, "}", REPL_OK, "fn f\n");
  assert_false(repl_pending(t.r));
  /* an expression continues while parentheses are open */
  assert_int_equal(feed(&t, "f(ones([H])"), REPL_MORE);
  EXPECT(&t, "  + 1.0)", REPL_OK, "[4, 4] : [2]\n");
  /* blank lines and comments alone do nothing */
  EXPECT(&t, "   ", REPL_OK, "");
  EXPECT(&t, "// nothing", REPL_OK, "");
  /* a command is one line, whatever its brackets */
  EXPECT(&t, ":set H (", REPL_ERROR,
         "<repl:5>:1:8: error: :set expects an integer value, e.g. :set H 512\n"
         "    1 | :set H (\n"
         "      |        ^\n");
  /* Ctrl-C drops the unfinished entry */
  assert_int_equal(feed(&t, "rec node(n) -> [H] {"), REPL_MORE);
  repl_cancel(t.r);
  assert_false(repl_pending(t.r));
  EXPECT(&t, "H", REPL_OK, "2 : int\n");
  /* end of input in the middle of an entry: its syntax error */
  assert_int_equal(feed(&t, "fn g(x : [H]) -> [H] {"), REPL_MORE);
  assert_int_equal(repl_finish(t.r), REPL_ERROR);
  assert_string_equal(take(&t), "<repl:7>:1:23: error: expected a statement or '}' at end of input\n"
                                "    1 | fn g(x : [H]) -> [H] {\n"
                                "      |                       ^\n"
                                "<repl:7>:1:22: note: to match this '{'\n"
                                "    1 | fn g(x : [H]) -> [H] {\n"
                                "      |                      ^\n");
  stop(&t);
}

static void test_redefinition(void **state) {
  (void)state;
  T t;
  start(&t);
  EXPECT(&t, "const H = 4;\nparam W : [H, H];", REPL_OK, "const H = 4\nparam W : [4, 4]\n");
  EXPECT(&t, "const H = 8;", REPL_OK, "const H = 8  (replaces the previous one)\n");
  EXPECT(&t, "sum(ones([H, H]))", REPL_OK, "64 : []\n");
  /* a param may become another shape, and a name another kind */
  EXPECT(&t, "param W : [2, H];", REPL_OK, "param W : [2, 8]  (replaces the previous one)\n");
  EXPECT(&t, "const W = 3;", REPL_OK, "const W = 3  (replaces the previous one)\n");
  EXPECT(&t, "W + H", REPL_OK, "11 : int\n");
  /* the input: one slot, whatever the name; a rec by its name (a model
   * may have several: test_several_recs) */
  EXPECT(&t, "input s : seq { word : int };\nparam E : [10, H];", REPL_OK,
         "input s : seq { word : int }\nparam E : [10, 8]\n");
  EXPECT(&t, "input t : seq { word : int };", REPL_OK, "input t : seq { word : int }  (replaces the previous one)\n");
  EXPECT(&t, "rec b(n) -> [H] { return E[n.word]; }", REPL_OK, "rec b(n) -> [8]\n");
  EXPECT(&t, "rec b(n) -> [H] { return E[n.word] * 2.0; }", REPL_OK,
         "rec b(n) -> [8]  (replaces the previous one)\n");
  EXPECT(&t, "output o = b(t.root);", REPL_OK, "output o : [8]\n");
  EXPECT(&t, "output o(n) = b(n)[0:2];", REPL_OK, "output o(n) : [2], per node  (replaces the previous one)\n");
  /* twice in one entry is a redefinition, as in a file */
  EXPECT(&t, "const C = 1; const C = 2;", REPL_ERROR,
         "<repl:15>:1:20: error: redefinition of 'C'\n"
         "    1 | const C = 1; const C = 2;\n"
         "      |                    ^\n"
         "<repl:15>:1:7: note: 'C' first declared here\n"
         "    1 | const C = 1; const C = 2;\n"
         "      |       ^\n");
  stop(&t);
}

static void test_set(void **state) {
  (void)state;
  T t;
  start(&t);
  EXPECT(&t, "const H = 4;\nparam W : [H, 2 * H];", REPL_OK, "const H = 4\nparam W : [4, 8]\n");
  EXPECT(&t, ":set H 16", REPL_OK, "const H = 16 (set by :set)\n");
  EXPECT(&t, ":shapes", REPL_OK,
         "consts: H = 16\n"
         "params:\n"
         "  W  [16, 32]\n"
         "input: none yet\n"
         "rec: none yet\n"
         "outputs: none yet\n");
  EXPECT(&t, ":set H=3", REPL_OK, "const H = 3 (set by :set)\n");
  EXPECT(&t, ":set", REPL_OK, "H = 3\n");
  /* :set wins over the written value, also after a redefinition, and says so */
  EXPECT(&t, "const H = 5;", REPL_OK,
         "<repl:7>:1:11: warning: 'H' is set to 3 by :set H 3; the typed value 5 is not used (:unset H to use it)\n"
         "    1 | const H = 5;\n"
         "      |           ^\n"
         "const H = 3 (set by :set)  (replaces the previous one)\n");
  EXPECT(&t, ":set J 1", REPL_ERROR,
         "<repl:8>:1:6: error: no const named 'J' in the model; did you mean 'H'?\n"
         "    1 | :set J 1\n"
         "      |      ^\n");
  /* a value the model does not accept is not applied */
  assert_int_equal(feed(&t, ":set H 0"), REPL_ERROR);
  const char *e = take(&t);
  assert_non_null(strstr(e, "note: :set H 0 is not applied"));
  /* and the error says the 0 came from :set, not from -D on the command line */
  assert_non_null(strstr(e, "error: dimension 'H' of param 'W' is 0 (H = 0 from :set H 0); dimensions must be positive"));
  assert_null(strstr(e, "-D"));
  EXPECT(&t, "H", REPL_OK, "3 : int\n");
  /* so does the note of params too big for memory */
  setenv("CORTEX_MEMORY", "1M", 1);
  EXPECT(&t, ":set H 1000", REPL_OK, "const H = 1000 (set by :set)\n");
  assert_int_equal(feed(&t, "sum(W)"), REPL_ERROR);
  e = take(&t);
  unsetenv("CORTEX_MEMORY");
  assert_non_null(strstr(e, "note: the largest, W : [H, 2 * H] = [1000, 2000]: 7.6 MiB (H set by :set H 1000)"));
  stop(&t);
}

#define TREE_MODEL                                                              \
  "const H = 2;\nconst V = 3;\nparam E : [V, H];\nparam W : [H, H];\n"          \
  "param b : [H];\ninput t : tree[2] { word : int };\n"                        \
  "rec node(n) -> (h : [H], c : [H]) {\n"                                      \
  "  if leaf(n) { return (E[n.word], zeros([H])); }\n"                         \
  "  let s = node(n.child[0]).h + node(n.child[1]).h;\n"                       \
  "  return (W @ s + b, s);\n}\n"                                               \
  "output root = node(t.root).h;\noutput best(n) = argmax(node(n).h);\n"

static void test_shapes(void **state) {
  (void)state;
  T t;
  start(&t);
  EXPECT(&t, TREE_MODEL, REPL_OK,
         "const H = 2\nconst V = 3\nparam E : [3, 2]\nparam W : [2, 2]\nparam b : [2]\n"
         "input t : tree[2] { word : int }\n"
         "rec node(n) -> (h : [2], c : [2])\n"
         "output root : [2]\noutput best(n) : int, per node\n");
  EXPECT(&t, ":shapes", REPL_OK,
         "consts: H = 2, V = 3\n"
         "params:\n"
         "  E  [3, 2]\n"
         "  W  [2, 2]\n"
         "  b  [2]\n"
         "input t : tree[2]\n"
         "  word  int\n"
         "rec node(n) -> (h : [2], c : [2])\n"
         "outputs:\n"
         "  root     [2]\n"
         "  best(n)  int, per node\n");
  stop(&t);
}

/* Language v2: a bottom-up and a top-down rec over the same tree. */
#define UP_REC                                                                 \
  "rec up(n) -> [H] {\n"                                                      \
  "  if leaf(n) { return E[n.word]; }\n"                                      \
  "  return tanh(W @ (up(n.child[0]) + up(n.child[1])));\n}"
#define DOWN_REC                                                               \
  "rec down(n) -> (h : [H], d : [1]) {\n"                                     \
  "  if root(n) { return (up(n), zeros([1])); }\n"                            \
  "  let p = down(n.parent);\n"                                               \
  "  return (tanh(W @ p.h + up(n)), p.d + 1.0);\n}"

static void test_several_recs(void **state) {
  (void)state;
  T t;
  start(&t);
  EXPECT(&t, "const H = 2;\nparam E : [3, H];\nparam W : [H, H];\ninput t : tree[2] { word : int };", REPL_OK,
         "const H = 2\nparam E : [3, 2]\nparam W : [2, 2]\ninput t : tree[2] { word : int }\n");
  /* one bottom-up rec: shown as before language v2 */
  EXPECT(&t, UP_REC, REPL_OK, "rec up(n) -> [2]\n");
  EXPECT(&t, "output r = up(t.root);", REPL_OK, "output r : [2]\n");
  /* a second rec is added, with its direction */
  EXPECT(&t, DOWN_REC, REPL_OK, "rec down(n) -> (h : [2], d : [1]), top-down\n");
  EXPECT(&t, "output depth(n) = down(n).d;", REPL_OK, "output depth(n) : [1], per node\n");
  EXPECT(&t, ":shapes", REPL_OK,
         "consts: H = 2\n"
         "params:\n"
         "  E  [3, 2]\n"
         "  W  [2, 2]\n"
         "input t : tree[2]\n"
         "  word  int\n"
         "rec up(n) -> [2], bottom-up (pass 0)\n"
         "rec down(n) -> (h : [2], d : [1]), top-down (pass 1)\n"
         "outputs:\n"
         "  r         [2]\n"
         "  depth(n)  [1], per node\n");
  /* a rec of an existing name replaces it, in its place */
  EXPECT(&t, "rec up(n) -> [H] {\n  if leaf(n) { return E[n.word] * 0.0; }\n  return up(n.child[0]) + up(n.child[1]);\n}",
         REPL_OK, "rec up(n) -> [2], bottom-up  (replaces the previous one)\n");
  /* the outputs of both passes run: depth counts the edges from the root */
  EXPECT(&t, ":data (1 (2 a) (3 (4 b) (5 c)))", REPL_OK, "1 structure, 5 nodes\n");
  EXPECT(&t, ":seed 1", REPL_OK, "random weights from seed 1\n");
  EXPECT(&t, ":run tsv", REPL_OK,
         "index\tnode\tr\tdepth\n"
         "0\t0\t0,0\t0\n"
         "0\t1\t\t1\n"
         "0\t2\t\t1\n"
         "0\t3\t\t2\n"
         "0\t4\t\t2\n");
  /* :trace shows each pass, headed by its rec and direction */
  assert_int_equal(feed(&t, ":trace"), REPL_OK);
  const char *tr = take(&t);
  assert_non_null(strstr(tr, "trace #0 pass 0 rec up (bottom-up)\n"));
  assert_non_null(strstr(tr, "trace #0 pass 1 rec down (top-down)\ntrace #0 node 0 [root] h=[0, 0] d=[0]\n"));
  assert_non_null(strstr(tr, "trace #0 node 4 [nonroot] 'c' h=[0, 0] d=[2]\n"));
  /* a cycle is refused with sema's diagnostics, and the model stays */
  EXPECT(&t, "rec up(n) -> [H] { return down(n).h; }", REPL_ERROR,
         "<repl:15>:1:27: error: the recs depend on each other in a cycle: 'up' -> 'down' -> 'up' ('up' applies "
         "'down' here); recs run as passes one after another, so a rec may only apply recs that do not apply it "
         "back\n"
         "    1 | rec up(n) -> [H] { return down(n).h; }\n"
         "      |                           ^~~~~~~\n"
         "<repl:7>:2:24: note: 'down' applies 'up' here\n"
         "    2 |   if root(n) { return (up(n), zeros([1])); }\n"
         "      |                        ^~~~~\n");
  /* a rec applied both ways, as in a file */
  assert_int_equal(feed(&t, "rec both(n) -> [H] { if leaf(n) { return E[n.word]; } if root(n) { return both(n.child[0]); } return both(n.parent); }"),
                   REPL_ERROR);
  assert_non_null(strstr(take(&t), "error: the rec 'both' applies itself both to a child and to the parent"));
  /* every rec is out of an expression's reach */
  EXPECT(&t, "down(t.root).h", REPL_ERROR,
         "<repl:17>:1:1: error: 'down' is the rec: an expression at the prompt is computed from consts, params and fns only\n"
         "    1 | down(t.root).h\n"
         "      | ^~~~\n"
         "cortex: note: to see the rec's states, use :trace on the current data\n");
  /* :forget takes a rec out, once nothing applies it */
  EXPECT(&t, ":forget down", REPL_ERROR,
         "<repl:8>:1:19: error: unknown function 'down'; did you mean 'dot'?\n"
         "    1 | output depth(n) = down(n).d;\n"
         "      |                   ^~~~\n"
         "cortex: note: :forget down is not applied: the model needs rec 'down'\n");
  EXPECT(&t, ":forget depth", REPL_OK, "forgot output depth\n");
  EXPECT(&t, ":forget down", REPL_OK, "forgot rec down\n");
  EXPECT(&t, ":forget dwn", REPL_ERROR,
         "<repl:21>:1:9: error: nothing named 'dwn' was declared (:shapes lists the model)\n"
         "    1 | :forget dwn\n"
         "      |         ^~~\n");
  EXPECT(&t, ":forget", REPL_ERROR,
         "<repl:22>:1:8: error: :forget expects the name of one declaration, e.g. :forget down\n"
         "    1 | :forget\n"
         "      |        ^\n");
  /* with one bottom-up rec left, the model shows as a v1 one again */
  EXPECT(&t, ":shapes", REPL_OK,
         "consts: H = 2\n"
         "params:\n"
         "  E  [3, 2]\n"
         "  W  [2, 2]\n"
         "input t : tree[2]\n"
         "  word  int\n"
         "rec up(n) -> [2]\n"
         "outputs:\n"
         "  r  [2]\n");
  /* two recs in one entry, the first applying the second */
  EXPECT(&t, "rec x(n) -> [H] { return y(n) * 2.0; } rec y(n) -> [H] { return E[n.word]; }", REPL_OK,
         "rec x(n) -> [2], local\nrec y(n) -> [2], local\n");
  stop(&t);
}

/* Weights with known values, written to a temporary file. */
static char *write_weights(void) {
  static float E[] = {1, 2, 3, 4, 5, 6}, W[] = {1, 0, 0, -1}, b[] = {0.5f, 0.25f};
  CxrtTensor ts[3] = {
      {"E", 2, {3, 2}, E}, {"W", 2, {2, 2}, W}, {"b", 1, {2}, b}};
  CxrtWeights w = {ts, 3, NULL};
  char *path = strdup("/tmp/cortex-test-repl-XXXXXX");
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  close(fd);
  CxrtError err;
  if (cxrt_safetensors_write(path, &w, &err)) fail_msg("%s", err.msg);
  return path;
}

static void test_expression_values(void **state) {
  (void)state;
  T t;
  start(&t);
  EXPECT(&t, "2 * 3 + 1", REPL_OK, "7 : int\n");
  EXPECT(&t, "ones([3]) * 2.0", REPL_OK, "[2, 2, 2] : [3]\n");
  EXPECT(&t, "zeros([2, 3]) + 0.5", REPL_OK, "[[0.5, 0.5, 0.5],\n [0.5, 0.5, 0.5]] : [2, 3]\n");
  EXPECT(&t, "argmax(concat(zeros([2]), ones([1])))", REPL_OK, "2 : int\n");
  EXPECT(&t, "sum(ones([10]))", REPL_OK, "10 : []\n");
  EXPECT(&t, "ones([12]);", REPL_OK, "[1, 1, 1, 1, 1, 1, ..., 1, 1] : [12]\n");
  EXPECT(&t, "log(-1.0)", REPL_OK, "nan : []\n");
  char *path = write_weights();
  feed(&t, TREE_MODEL);
  take(&t);
  char cmd[256];
  snprintf(cmd, sizeof cmd, ":weights %s", path);
  assert_int_equal(feed(&t, cmd), REPL_OK);
  take(&t);
  EXPECT(&t, "W @ b", REPL_OK, "[0.5, -0.25] : [2]\n");
  EXPECT(&t, "E[2] + b", REPL_OK, "[5.5, 6.25] : [2]\n");
  EXPECT(&t, "transpose(E)", REPL_OK, "[[1, 3, 5],\n [2, 4, 6]] : [2, 3]\n");
  EXPECT(&t, "softmax(zeros([4]))", REPL_OK, "[0.25, 0.25, 0.25, 0.25] : [4]\n");
  /* fns are in scope, also imported ones */
  EXPECT(&t, "import \"nn.cx\";", REPL_OK, "import \"nn.cx\"\n");
  EXPECT(&t, "linear(W, b, b)", REPL_OK, "[1, 0] : [2]\n");
  /* the input and the rec are not */
  EXPECT(&t, "node(t.root).h", REPL_ERROR,
         "<repl:24>:1:1: error: 'node' is the rec: an expression at the prompt is computed from consts, params and fns only\n"
         "    1 | node(t.root).h\n"
         "      | ^~~~\n"
         "cortex: note: to see the rec's states, use :trace on the current data\n");
  /* a value too big for memory is an error at the expression, before it is
   * allocated (not minutes of paging, nor "out of memory" with no place) */
  setenv("CORTEX_MEMORY", "1M", 1);
  EXPECT(&t, "zeros([1000000])", REPL_ERROR,
         "<repl:25>:1:1: error: the value of this expression, of shape [1000000], is 4000000 bytes (3.8 MiB); "
         "computing it needs 12000320 bytes (11.4 MiB, with the intermediate values), more than CORTEX_MEMORY "
         "(1.0 MiB); compute a smaller value (a slice, a sum), or set CORTEX_MEMORY to the memory this may use\n"
         "    1 | zeros([1000000])\n"
         "      | ^~~~~~~~~~~~~~~~\n");
  assert_int_equal(feed(&t, "sum(exp(zeros([1000000])))"), REPL_ERROR); /* a small value of big intermediates */
  assert_non_null(strstr(take(&t), "<repl:26>:1:1: error: the value of this expression, of shape [], is 4 bytes; "
                                   "computing it needs 16000588 bytes (15.3 MiB, with the intermediate values)"));
  EXPECT(&t, "ones([3]) * 2.0", REPL_OK, "[2, 2, 2] : [3]\n");
  setenv("CORTEX_MEMORY", "1T", 1);
  assert_int_equal(feed(&t, "ones([99999999999])"), REPL_ERROR);
  assert_non_null(strstr(take(&t), "<repl:28>:1:1: error: the value of this expression, of shape [99999999999], is "
                                   "399999999996 bytes (372.5 GiB); computing it needs 1200000000308 bytes"));
  unsetenv("CORTEX_MEMORY");
  unlink(path);
  free(path);
  stop(&t);
}

static void test_error_then_continue(void **state) {
  (void)state;
  T t;
  start(&t);
  EXPECT(&t, "const H = 4;\nparam W : [H, H];", REPL_OK, "const H = 4\nparam W : [4, 4]\n");
  EXPECT(&t, "param b : [H, Q];", REPL_ERROR,
         "<repl:3>:1:15: error: unknown name 'Q'\n"
         "    1 | param b : [H, Q];\n"
         "      |               ^\n");
  /* the caret is on the line typed, in a multi-line entry too */
  EXPECT(&t, "fn f(x : [H]) -> [H] {\n  let y = W @ x;\n  return y + W;\n}", REPL_ERROR,
         "<repl:4>:3:12: error: shapes [4] and [4, 4] do not fit '+': elementwise operations need equal shapes "
         "(or a scalar on one side)\n"
         "    3 |   return y + W;\n"
         "      |            ^\n"
         "<repl:4>:2:7: note: 'y' defined here with shape [4]\n"
         "    2 |   let y = W @ x;\n"
         "      |       ^\n"
         "<repl:2>:1:7: note: param 'W' declared here with shape [4, 4]\n"
         "    1 | param W : [H, H];\n"
         "      |       ^\n");
  /* a redefinition that breaks what exists is refused, with the old
   * declaration's line */
  EXPECT(&t, "const H = 0;", REPL_ERROR,
         "<repl:2>:1:12: error: dimension 'H' of param 'W' is 0; dimensions must be positive\n"
         "    1 | param W : [H, H];\n"
         "      |            ^\n"
         "<repl:5>:1:7: note: 'H' is defined here\n"
         "    1 | const H = 0;\n"
         "      |       ^\n");
  EXPECT(&t, "H", REPL_OK, "4 : int\n");
  EXPECT(&t, "param b : [H];", REPL_OK, "param b : [4]\n");
  EXPECT(&t, ":lod x", REPL_ERROR,
         "<repl:8>:1:1: error: unknown command ':lod'; did you mean ':load'?\n"
         "    1 | :lod x\n"
         "      | ^~~~\n");
  EXPECT(&t, ":run", REPL_ERROR,
         "cortex: error: :run needs a whole model, and it has no input yet; declare one, e.g. "
         "'input t : tree[2] { word : int };'\n");
  EXPECT(&t, "rec node(n) -> [H] { return b; }", REPL_ERROR,
         "cortex: error: the model has no input; declare the structure it reads, e.g. "
         "'input t : tree[2] { word : int };'\n");
  assert_int_equal(feed(&t, "b * 2.0"), REPL_OK);
  assert_non_null(strstr(take(&t), "note: no weights loaded: random weights from seed 0"));
  assert_int_equal(repl_entry_count(t.r), 11);
  stop(&t);
}

static void test_reset(void **state) {
  (void)state;
  T t;
  start(&t);
  feed(&t, TREE_MODEL);
  feed(&t, ":set H 3");
  feed(&t, ":data (1 (2 a) (3 b))");
  take(&t);
  EXPECT(&t, ":reset", REPL_OK, "session reset: no declarations, data or weights\n");
  EXPECT(&t, ":shapes", REPL_OK, "input: none yet\nrec: none yet\noutputs: none yet\n");
  EXPECT(&t, ":set", REPL_OK, "no consts are set (:set NAME VALUE)\n");
  EXPECT(&t, ":data", REPL_OK, "no data (:data FILE or :data (3 (2 a) (4 b)))\n");
  EXPECT(&t, "H", REPL_ERROR,
         "<repl:4>:1:1: error: unknown name 'H'\n"
         "    1 | H\n"
         "      | ^\n");
  /* entries are numbered from 1 again */
  assert_int_equal(repl_entry_count(t.r), 4);
  EXPECT(&t, "const H = 1;", REPL_OK, "const H = 1\n");
  stop(&t);
}

static void test_run(void **state) {
  (void)state;
  T t;
  start(&t);
  char *path = write_weights();
  feed(&t, TREE_MODEL);
  take(&t);
  EXPECT(&t, ":data (1 (2 a) (3 (4 b) (5 c)))", REPL_OK, "1 structure, 5 nodes\n");
  char cmd[256];
  snprintf(cmd, sizeof cmd, ":weights %s", path);
  assert_int_equal(feed(&t, cmd), REPL_OK);
  assert_int_equal(strncmp(take(&t), "3 tensors from /tmp/", 20), 0);
  /* a=0 b=1 c=2: E rows [1,2] [3,4] [5,6]; internal: s = l.h + r.h,
   * h = W @ s + b with W = diag(1, -1), b = (0.5, 0.25), c = s */
  EXPECT(&t, ":run", REPL_OK,
         "#0 (5 nodes)\n"
         "  root = [10, 8]\n"
         "  best = [0, 1, 0, 1, 1] (per node)\n");
  EXPECT(&t, ":trace", REPL_OK,
         "trace #0 node 0 [internal] h=[10, 8] c=[9.5, -7.75]\n"
         "trace #0 node 1 [leaf] 'a' h=[1, 2] c=[0, 0]\n"
         "trace #0 node 2 [internal] h=[8.5, -9.75] c=[8, 10]\n"
         "trace #0 node 3 [leaf] 'b' h=[3, 4] c=[0, 0]\n"
         "trace #0 node 4 [leaf] 'c' h=[5, 6] c=[0, 0]\n"
         "#0 (5 nodes)\n"
         "  root = [10, 8]\n"
         "  best = [0, 1, 0, 1, 1] (per node)\n");
  EXPECT(&t, ":run json", REPL_OK,
         "{\"index\": 0, \"nodes\": 5, \"outputs\": {\"root\": [10, 8], \"best\": [0, 1, 0, 1, 1]}}\n");
  /* Ctrl-C (the flag the terminal's handler sets) stops a run */
  t.stop = 1;
  EXPECT(&t, ":run", REPL_INTERRUPTED, "interrupted after 0 of 1 structures\n");
  assert_int_equal(t.stop, 0);
  /* a model that changes is run as it is now */
  EXPECT(&t, "output root = node(t.root).c;", REPL_OK, "output root : [2]  (replaces the previous one)\n");
  EXPECT(&t, ":run", REPL_OK,
         "#0 (5 nodes)\n"
         "  root = [9.5, -7.75]\n"
         "  best = [0, 1, 0, 1, 1] (per node)\n");
  /* runtime errors are reported and the session goes on */
  EXPECT(&t, ":data (1 (2 a) (3 (4 b) (5 c) (6 d)))", REPL_ERROR,
         "<repl:18>:1:16: error: node has 3 children but the model's input is tree[2] (at most 2 children)\n");
  EXPECT(&t, ":data (1 (2 a) (3 (4 b) (5 (6 c) (7 d))))", REPL_OK, "1 structure, 7 nodes\n");
  /* d has id 3, but V = 3: the error names the rec's line as typed */
  EXPECT(&t, ":run", REPL_ERROR,
         "<repl:7>:2:24: error: node 6 of structure 0 (<repl:19>:1:34, 'd'): field 'word' = 3 is out of range "
         "for E, which has 3 rows; use a vocabulary of at most 3 words (--vocab with --unk) or raise the model's "
         "size\n");
  unlink(path);
  free(path);
  stop(&t);
}

static void test_ir_and_backend(void **state) {
  (void)state;
  T t;
  start(&t);
  EXPECT(&t, ":ir ra", REPL_ERROR,
         "cortex: error: :ir ra needs a whole model, and it has no input yet; declare one, e.g. "
         "'input t : tree[2] { word : int };'\n");
  feed(&t, TREE_MODEL);
  take(&t);
  assert_int_equal(feed(&t, ":ir ra"), REPL_OK);
  assert_non_null(strstr(take(&t), "branch"));
  assert_int_equal(feed(&t, ":ir ast"), REPL_OK);
  assert_non_null(strstr(take(&t), "rec node(n)"));
  assert_int_equal(feed(&t, ":ir loops"), REPL_OK);
  assert_non_null(strstr(take(&t), "kernel"));
  EXPECT(&t, ":ir x", REPL_ERROR,
         "<repl:14>:1:5: error: unknown stage 'x' (expected ast, ra, loops or c)\n"
         "    1 | :ir x\n"
         "      |     ^\n");
  EXPECT(&t, ":backend interp", REPL_OK, "backend: interp (the reference interpreter)\n");
  EXPECT(&t, ":time", REPL_OK, "timing of :run is on\n");
  EXPECT(&t, ":time", REPL_OK, "timing of :run is off\n");
  stop(&t);
}

static void expect_completions(T *t, const char *line, int start, const char *want) {
  char **list = NULL;
  int n = repl_complete(t->r, line, start, &list);
  char got[1024] = "";
  for (int i = 0; i < n; i++) {
    strcat(got, i ? " " : "");
    strcat(got, list[i]);
  }
  repl_free_completions(list);
  assert_string_equal(got, want);
}

static void test_completion(void **state) {
  (void)state;
  T t;
  start(&t);
  feed(&t, TREE_MODEL);
  feed(&t, "param W_s : [2, H];");
  take(&t);
  expect_completions(&t, ":s", 0, ":seed :set :shapes");
  expect_completions(&t, "  :ti", 2, ":time");
  expect_completions(&t, ":ir ", 4, "ast c loops ra");
  expect_completions(&t, ":set ", 5, "H V");
  expect_completions(&t, ":unset ", 7, "");
  feed(&t, ":set V 30");
  take(&t);
  expect_completions(&t, ":unset ", 7, "V");
  expect_completions(&t, "W", 0, "W W_s");
  expect_completions(&t, "let x = W_", 8, "W_s");
  expect_completions(&t, "sig", 0, "sigmoid");
  expect_completions(&t, "re", 0, "rec relu return");
  expect_completions(&t, "n.w", 0, "n.word");
  expect_completions(&t, "node(n).", 0, "node(n).arity node(n).c node(n).child node(n).children node(n).depth node(n).h node(n).height node(n).index "
                   "node(n).nodes node(n).parent node(n).parents node(n).root node(n).word");
  expect_completions(&t, "b", 0, "b best");
  char **list = NULL;
  assert_int_equal(repl_complete(t.r, ":load exa", 6, &list), -1);
  assert_int_equal(repl_complete(t.r, "zzz", 0, &list), 0);
  repl_free_completions(list);
  /* imported names once their import checked */
  feed(&t, "import \"nn.cx\";");
  expect_completions(&t, "linear", 0, "linear linear2");
  stop(&t);
}

/* -D on the command line wins over typed consts, as over a file's, with a
 * warning naming it; :unset gives the typed value back, :reset the -D. */
static void test_define_override(void **state) {
  (void)state;
  static const char *const defs[] = {"H=8"};
  T t;
  start_with(&t, defs, 1);
  EXPECT(&t, "const H = 16;", REPL_OK,
         "<repl:1>:1:11: warning: 'H' is set to 8 by -D H=8 on the command line; the typed value 16 is not used "
         "(:unset H to use it)\n"
         "    1 | const H = 16;\n"
         "      |           ^~\n"
         "const H = 8 (set by -D H=8)\n");
  /* the same value loses nothing: no warning */
  EXPECT(&t, "const H = 8;", REPL_OK, "const H = 8 (set by -D H=8)  (replaces the previous one)\n");
  /* an expression is quoted as typed */
  EXPECT(&t, "const H = 2 * 5;", REPL_OK,
         "<repl:3>:1:11: warning: 'H' is set to 8 by -D H=8 on the command line; the typed value '2 * 5' is not used "
         "(:unset H to use it)\n"
         "    1 | const H = 2 * 5;\n"
         "      |           ^~~~~\n"
         "const H = 8 (set by -D H=8)  (replaces the previous one)\n");
  EXPECT(&t, ":set", REPL_OK, "H = 8 (-D)\n");
  EXPECT(&t, "param W : [H, 2];", REPL_OK, "param W : [8, 2]\n");
  EXPECT(&t, ":unset H", REPL_OK, "const H = 10\n");
  EXPECT(&t, ":shapes", REPL_OK,
         "consts: H = 10\nparams:\n  W  [10, 2]\ninput: none yet\nrec: none yet\noutputs: none yet\n");
  EXPECT(&t, ":set", REPL_OK, "no consts are set (:set NAME VALUE)\n");
  EXPECT(&t, ":unset H", REPL_ERROR,
         "<repl:9>:1:8: error: 'H' is not set: no const is set by -D or :set\n"
         "    1 | :unset H\n"
         "      |        ^\n");
  /* :set after -D: now :set's */
  EXPECT(&t, ":set H 3", REPL_OK, "const H = 3 (set by :set)\n");
  EXPECT(&t, ":set", REPL_OK, "H = 3\n");
  EXPECT(&t, ":unset", REPL_ERROR,
         "<repl:12>:1:7: error: :unset expects the name of a const set by -D or :set, e.g. :unset H\n"
         "    1 | :unset\n"
         "      |       ^\n");
  EXPECT(&t, ":unset Q", REPL_ERROR,
         "<repl:13>:1:8: error: 'Q' is not set by -D or :set (:set lists what is)\n"
         "    1 | :unset Q\n"
         "      |        ^\n");
  /* an :unset the model does not check with is not applied */
  EXPECT(&t, ":unset H", REPL_OK, "const H = 10\n");
  EXPECT(&t, ":set H 3", REPL_OK, "const H = 3 (set by :set)\n");
  EXPECT(&t, "const H = 0;", REPL_OK,
         "<repl:16>:1:11: warning: 'H' is set to 3 by :set H 3; the typed value 0 is not used (:unset H to use it)\n"
         "    1 | const H = 0;\n"
         "      |           ^\n"
         "const H = 3 (set by :set)  (replaces the previous one)\n");
  assert_int_equal(feed(&t, ":unset H"), REPL_ERROR);
  assert_non_null(strstr(take(&t), "note: :unset H is not applied: the model does not check with its own value of 'H'"));
  EXPECT(&t, "H", REPL_OK, "3 : int\n");
  stop(&t);
  /* :reset: the command line's -D again */
  start_with(&t, defs, 1);
  feed(&t, ":load " CX_SRC_STDLIB_DIR "/../../examples/treefc.cx");
  feed(&t, ":unset H");
  take(&t);
  EXPECT(&t, "H", REPL_OK, "256 : int\n");
  feed(&t, ":reset");
  take(&t);
  EXPECT(&t, "const H = 1;", REPL_OK,
         "<repl:1>:1:11: warning: 'H' is set to 8 by -D H=8 on the command line; the typed value 1 is not used "
         "(:unset H to use it)\n"
         "    1 | const H = 1;\n"
         "      |           ^\n"
         "const H = 8 (set by -D H=8)\n");
  stop(&t);
}

/* Several errors in one entry (one line) print left to right, although
 * the params' signatures are checked before the bodies. */
static void test_errors_in_column_order(void **state) {
  (void)state;
  T t;
  start(&t);
  assert_int_equal(feed(&t, "input t : tree[2] { word : int }; output h = node(t.root) + zz; "
                            "rec node(n) -> [4] { return zeros([4]) + q1; } param W : [qq, 2];"),
                   REPL_ERROR);
  const char *got = take(&t);
  const char *zz = strstr(got, "<repl:1>:1:61: error: unknown name 'zz'");
  const char *q1 = strstr(got, "<repl:1>:1:106: error: unknown name 'q1'");
  const char *qq = strstr(got, "<repl:1>:1:123: error: unknown name 'qq'");
  if (!zz || !q1 || !qq || !(zz < q1 && q1 < qq)) fail_msg("not in column order:\n%s", got);
  stop(&t);
}

/* What the terminal adds to its history: one line per whole entry. */
static void test_history_entries(void **state) {
  (void)state;
  T t;
  start(&t);
  assert_null(repl_take_entry(t.r));
  assert_int_equal(feed(&t, "const H = 4;"), REPL_OK);
  char *e = repl_take_entry(t.r);
  assert_string_equal(e, "const H = 4;");
  free(e);
  assert_null(repl_take_entry(t.r)); /* taken */
  assert_int_equal(repl_feed(t.r, "fn f(x : [H]) -> [H] {"), REPL_MORE);
  assert_null(repl_take_entry(t.r));
  assert_int_equal(repl_feed(t.r, "  return x + 1.0;"), REPL_MORE);
  assert_int_equal(repl_feed(t.r, "}\n"), REPL_OK);
  e = repl_take_entry(t.r);
  assert_string_equal(e, "fn f(x : [H]) -> [H] {\n  return x + 1.0;\n}");
  /* fed back whole (a recalled entry), it is one entry again */
  take(&t);
  assert_int_equal(repl_feed(t.r, e), REPL_OK);
  assert_string_equal(take(&t), "fn f  (replaces the previous one)\n");
  free(e);
  e = repl_take_entry(t.r);
  assert_string_equal(e, "fn f(x : [H]) -> [H] {\n  return x + 1.0;\n}");
  free(e);
  /* blank lines, cancelled entries: nothing */
  assert_int_equal(repl_feed(t.r, "   "), REPL_OK);
  assert_null(repl_take_entry(t.r));
  assert_int_equal(repl_feed(t.r, "param W : [H,"), REPL_MORE);
  repl_cancel(t.r);
  assert_null(repl_take_entry(t.r));
  /* an entry with an error is history too (to fix it) */
  assert_int_equal(feed(&t, ":set Q 1"), REPL_ERROR);
  e = repl_take_entry(t.r);
  assert_string_equal(e, ":set Q 1");
  free(e);
  stop(&t);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_continuation),      cmocka_unit_test(test_redefinition),
      cmocka_unit_test(test_set),               cmocka_unit_test(test_shapes),
      cmocka_unit_test(test_expression_values), cmocka_unit_test(test_error_then_continue),
      cmocka_unit_test(test_reset),             cmocka_unit_test(test_run),
      cmocka_unit_test(test_ir_and_backend),    cmocka_unit_test(test_completion),
      cmocka_unit_test(test_define_override),   cmocka_unit_test(test_history_entries),
      cmocka_unit_test(test_errors_in_column_order), cmocka_unit_test(test_several_recs),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
