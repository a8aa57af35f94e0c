/* The loop IR verifier (ir/loops_verify.c) and the loop IR queries
 * (ir/loops_query.c): a scheduled program passes; each kind of breakage
 * a pass could leave behind is fed to the verifier and reported as an
 * internal compiler error naming the stage and the kernel. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "ir/loops.h"
#include "tests/testutil.h"

/* H = 16: the products are packed GEMMs; the leaf is keyed by the word,
 * so the internal kernel's GEMM gets leaf-product tables. */
#define MODEL                                                                        \
  "model m;\nconst H = 16;\nconst V = 10;\nparam E : [V, H];\nparam W, U : [H, H];\n" \
  "param b : [H];\ninput t : tree[2] { word : int };\n"                              \
  "rec node(n) -> [H] { if leaf(n) { return tanh(W @ E[n.word] + b); }\n"           \
  "  return tanh(U @ node(n.child[0]) + W @ node(n.child[1]) + b); }\n"             \
  "output h = node(t.root);\n"

typedef struct Fix {
  CxSession s;
  TestDiags d;
  IrProgram *ir;
  LoopProgram *lp;
} Fix;

static int setup(void **state) {
  Fix *f = calloc(1, sizeof *f);
  tu_session(&f->s, &f->d);
  f->ir = tu_ir(&f->s, MODEL, true);
  assert_non_null(f->ir);
  f->lp = loop_schedule(f->ir, NULL, &f->s.diag);
  assert_non_null(f->lp);
  *state = f;
  return 0;
}

static int teardown(void **state) {
  Fix *f = *state;
  loop_program_free(f->lp);
  ir_program_free(f->ir);
  session_free(&f->s);
  free(f);
  return 0;
}

/* The first statement of kind `kind` in b, depth first (GEMM members and
 * epilogues included). */
static LoopStmt *find(LoopBody *b, LoopStmtKind kind) {
  for (int i = 0; i < b->n; i++) {
    LoopStmt *s = b->s[i];
    if (s->kind == kind) return s;
    LoopStmt *t = find(&s->body, kind);
    if (!t) t = find(&s->els, kind);
    if (t) return t;
  }
  return NULL;
}

/* The internal (non-leaf) branch kernel. */
static LoopKernel *internal(Fix *f) {
  for (int i = 0; i < f->lp->nkernels; i++)
    if (f->lp->kernels[i].max_child >= 0) return &f->lp->kernels[i];
  fail_msg("no internal kernel");
  return NULL;
}

/* The verifier rejects the program with a message containing `what`,
 * for kernel `kernel` (NULL: any). */
static void expect_ice(Fix *f, const char *kernel, const char *what) {
  int before = f->d.n;
  assert_false(loop_verify(f->lp, "TEST", &f->s.diag));
  assert_true(f->d.n > before);
  const char *line = f->d.lines[f->d.n - 1];
  if (!strstr(line, "internal compiler error: loop IR verifier: after TEST: ") || !strstr(line, what) ||
      (kernel && !strstr(line, kernel)))
    fail_msg("unexpected message: %s (wanted '%s')", line, what);
}

static void test_scheduled_program_verifies(void **state) {
  Fix *f = *state;
  assert_true(loop_verify(f->lp, "TEST", &f->s.diag));
  assert_int_equal(f->d.n, 0);
  /* the fixture has what the other tests break */
  LoopKernel *k = internal(f);
  LoopStmt *g = find(&k->stmts, LS_GEMM);
  assert_non_null(g);
  assert_non_null(g->gemm->lprod);
  assert_true(f->lp->nlprods > 0);
}

static void test_read_before_set(void **state) {
  Fix *f = *state;
  LoopKernel *k = internal(f);
  /* a let that reads a variable set nowhere before it (a new one) */
  LoopStmt *s = find(&k->stmts, LS_SET);
  assert_non_null(s);
  LoopExpr *saved = s->value;
  k->vars = realloc(k->vars, sizeof *k->vars * (size_t)(k->nvars + 1));
  k->vars[k->nvars] = (LoopVar){"ghost", saved->type};
  LoopExpr ghost = {.kind = LE_VAR, .type = saved->type, .var = k->nvars++};
  s->value = &ghost;
  expect_ice(f, k->name, "reads a variable before it is set: 'ghost'");
  /* and one that does not exist at all */
  ghost.var = k->nvars + 5;
  expect_ice(f, k->name, "reads a variable that does not exist");
  s->value = saved;
  k->nvars--;
  assert_true(loop_verify(f->lp, "TEST", &f->s.diag));
}

/* Issue 19, finding 1: `P5[1] @ P6` with a rank-3 P5 is invariant (no
 * node in it); its row loop read the row index ix1 before the let that
 * sets it (the let went into the same top-level body after the loop),
 * so the compiled code read row 0.  The schedule puts the let first; the
 * verifier rejects the old order. */
static void test_invariant_row_product(void **state) {
  (void)state;
  CxSession s;
  TestDiags d;
  tu_session(&s, &d);
  IrProgram *ir = tu_ir(&s,
                        "const H = 5; param P5 : [3, 5, 4]; param P6 : [4];\n"
                        "input g : tree[2] { word : int }; rec node(n) -> [H] { return P5[1] @ P6; }\n"
                        "output o = node(g.root);\n",
                        true);
  assert_non_null(ir);
  LoopProgram *lp = loop_schedule(ir, NULL, &s.diag);
  if (!lp) fail_msg("the schedule was rejected: %s", d.n ? d.lines[d.n - 1] : "?");
  LoopKernel *k = &lp->kernels[0];
  int let = -1, loop = -1;
  for (int i = 0; i < k->stmts.n; i++) {
    LoopStmt *st = k->stmts.s[i];
    if (st->kind == LS_SET && let < 0 && strncmp(k->vars[st->var].name, "ix", 2) == 0) let = i;
    if (st->kind == LS_FOR && st->role == LR_ROWS && loop < 0) loop = i;
  }
  assert_true(let >= 0 && loop >= 0);
  assert_true(let < loop);
  /* the order the schedule had: the loop before the let */
  LoopStmt *t = k->stmts.s[let];
  memmove(&k->stmts.s[let], &k->stmts.s[let + 1], sizeof *k->stmts.s * (size_t)(loop - let));
  k->stmts.s[loop] = t;
  assert_false(loop_verify(lp, "TEST", &s.diag));
  if (!strstr(d.lines[d.n - 1], "reads a variable before it is set: 'ix"))
    fail_msg("unexpected message: %s", d.lines[d.n - 1]);
  loop_program_free(lp);
  ir_program_free(ir);
  session_free(&s);
}

static void test_bad_expressions(void **state) {
  Fix *f = *state;
  LoopKernel *k = internal(f);
  LoopStmt *st = find(&k->stmts, LS_STORE);
  assert_non_null(st);
  LoopExpr *value = st->value, *index = st->index;
  /* f32 + i64 */
  LoopExpr one = {.kind = LE_CONST, .type = LT_I64, .i = 1};
  LoopExpr add = {.kind = LE_BINARY, .type = LT_F32, .op = LO_ADD, .a = value, .b = &one};
  st->value = &add;
  expect_ice(f, k->name, "of operands of two types");
  /* a binary op without its second operand */
  add.b = NULL;
  expect_ice(f, k->name, "without two operands");
  /* a param that does not exist */
  LoopExpr zero = {.kind = LE_CONST, .type = LT_I64, .i = 0};
  LoopExpr load = {.kind = LE_LOAD, .type = LT_F32, .array = LA_PARAM, .id = f->ir->nparams, .a = &zero};
  st->value = &load;
  expect_ice(f, k->name, "array id 4 out of range (4)");
  /* a float index */
  load.id = 0;
  LoopExpr fidx = {.kind = LE_CONST, .type = LT_F32, .f = 0};
  load.a = &fidx;
  expect_ice(f, k->name, "a load without an i64 index");
  /* the output rows read in a branch kernel */
  load.a = &zero;
  load.array = LA_OUT;
  expect_ice(f, k->name, "the output rows outside an output kernel");
  /* the roots (a readout element's NODE_ROOT) in a branch kernel */
  LoopExpr root = {.kind = LE_LOAD, .type = LT_I64, .array = LA_ROOT_OF, .id = 0, .a = &zero};
  LoopExpr rootf = {.kind = LE_CAST, .type = LT_F32, .a = &root};
  st->value = &rootf;
  expect_ice(f, k->name, "the roots outside a readout's element kernel");
  /* a store of an int, and at a float index */
  st->value = &one;
  expect_ice(f, k->name, "a store of a value that is not f32");
  st->value = value;
  st->index = &fidx;
  expect_ice(f, k->name, "a store at an index that is not i64");
  st->index = index;
  /* a store into a param */
  LoopArray arr = st->array;
  st->array = LA_PARAM;
  expect_ice(f, k->name, "a store into a read-only array");
  st->array = arr;
  assert_true(loop_verify(f->lp, "TEST", &f->s.diag));
}

static void test_bad_statements(void **state) {
  Fix *f = *state;
  LoopKernel *k = internal(f);
  /* a return in a branch kernel */
  LoopExpr zero = {.kind = LE_CONST, .type = LT_I64, .i = 0};
  LoopStmt ret = {.kind = LS_RETURN, .instr = -1, .var = -1, .value = &zero};
  LoopStmt *extra = &ret;
  LoopBody saved = k->stmts;
  LoopStmt **s = malloc(sizeof *s * (size_t)(saved.n + 1));
  memcpy(s, saved.s, sizeof *s * (size_t)saved.n);
  s[saved.n] = extra;
  k->stmts = (LoopBody){s, saved.n + 1, saved.n + 1};
  expect_ice(f, k->name, "return: a return outside classify");
  /* an if on an int */
  ret.kind = LS_IF;
  expect_ice(f, k->name, "a condition that is not bool");
  /* a dot product without segments */
  ret.kind = LS_DOT;
  ret.nsegs = 0;
  expect_ice(f, k->name, "a dot product without segments");
  /* a for loop over float bounds */
  LoopExpr fz = {.kind = LE_CONST, .type = LT_F32, .f = 0};
  ret.kind = LS_FOR;
  ret.var = k->var_start;
  ret.lo = &fz;
  ret.hi = &fz;
  expect_ice(f, k->name, "a loop over bounds that are not i64");
  k->stmts = saved;
  free(s);
  assert_true(loop_verify(f->lp, "TEST", &f->s.diag));
}

static void test_gemm_records(void **state) {
  Fix *f = *state;
  LoopKernel *k = internal(f);
  LoopStmt *g = find(&k->stmts, LS_GEMM);
  LoopGemm *G = g->gemm;
  /* the panel of another statement */
  int pack = G->pack;
  G->pack = f->lp->npacks;
  expect_ice(f, k->name, "a GEMM's panel 2 out of range (2)");
  LoopStmt *owner = f->lp->packs[pack].gemm;
  G->pack = pack;
  f->lp->packs[pack].gemm = NULL;
  expect_ice(f, k->name, "belongs to another statement");
  f->lp->packs[pack].gemm = owner;
  /* a tile the microkernel cannot have */
  int nodes = G->nodes;
  G->nodes = 9;
  expect_ice(f, k->name, "a GEMM tile of 9 nodes");
  G->nodes = nodes;
  int rows = G->rows;
  G->rows = 24;
  expect_ice(f, k->name, "a GEMM panel of 24 rows");
  G->rows = rows;
  /* a segment's table that is another segment's */
  int q = 0;
  while (G->lprod[q] < 0) q++;
  int t = G->lprod[q];
  f->lp->lprods[t].seg = q + 1;
  expect_ice(f, k->name, "is another GEMM's or segment's");
  f->lp->lprods[t].seg = q;
  G->lprod[q] = f->lp->nlprods;
  expect_ice(f, k->name, "leaf-product table");
  G->lprod[q] = t;
  /* a table of a kernel that does not exist: a program record */
  int lk = f->lp->lprods[t].leaf_kernel;
  f->lp->lprods[t].leaf_kernel = f->lp->nkernels;
  expect_ice(f, NULL, "a leaf-product table of a kernel that does not exist");
  f->lp->lprods[t].leaf_kernel = lk;
  assert_true(loop_verify(f->lp, "TEST", &f->s.diag));
}

/* The queries mean one thing everywhere: reads vs touches, X + v. */
static void test_queries(void **state) {
  (void)state;
  LoopExpr v3 = {.kind = LE_VAR, .type = LT_I64, .var = 3}, v4 = {.kind = LE_VAR, .type = LT_I64, .var = 4};
  LoopExpr c8 = {.kind = LE_CONST, .type = LT_I64, .i = 8};
  LoopExpr mul = {.kind = LE_BINARY, .type = LT_I64, .op = LO_MUL, .a = &v4, .b = &c8};
  LoopExpr ix = {.kind = LE_BINARY, .type = LT_I64, .op = LO_ADD, .a = &mul, .b = &v3};
  const LoopExpr *x = NULL;
  assert_true(loop_expr_reads(&ix, 3) && loop_expr_reads(&ix, 4) && !loop_expr_reads(&ix, 5));
  assert_true(loop_index_var_plus(&ix, 3, &x));
  assert_ptr_equal(x, &mul);
  assert_false(loop_index_var_plus(&ix, 4, &x)); /* 8 * v4 + v3: not v4 plus something */
  assert_true(loop_index_steps_by_one(&ix, 3));
  assert_false(loop_index_steps_by_one(&ix, 4)); /* steps by 8 */
  int64_t coef;
  assert_true(loop_index_affine(&ix, 4, &coef));
  assert_int_equal(coef, 8);
  int only[2] = {3, 4};
  assert_true(loop_expr_reads_only(&ix, only, 2, false));
  assert_false(loop_expr_reads_only(&ix, only, 1, false));
  LoopExpr ld = {.kind = LE_LOAD, .type = LT_F32, .array = LA_PARAM, .a = &ix};
  assert_true(loop_expr_reads_only(&ld, only, 2, true));
  assert_false(loop_expr_reads_only(&ld, only, 2, false));
  assert_true(loop_load_unit_stride(&ld, 3, &x));
  ld.array = LA_CHILDREN;
  assert_false(loop_load_unit_stride(&ld, 3, &x));
  /* a let of v3 from v4: it reads 4, touches 3 and 4, reads nothing of 3 */
  LoopStmt let = {.kind = LS_SET, .var = 3, .value = &v4};
  assert_true(loop_stmt_reads(&let, 4));
  assert_false(loop_stmt_reads(&let, 3));
  assert_true(loop_stmt_touches(&let, 3));
  assert_false(loop_stmt_touches(&let, 5));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_scheduled_program_verifies, setup, teardown),
      cmocka_unit_test_setup_teardown(test_read_before_set, setup, teardown),
      cmocka_unit_test(test_invariant_row_product),
      cmocka_unit_test_setup_teardown(test_bad_expressions, setup, teardown),
      cmocka_unit_test_setup_teardown(test_bad_statements, setup, teardown),
      cmocka_unit_test_setup_teardown(test_gemm_records, setup, teardown),
      cmocka_unit_test(test_queries),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
