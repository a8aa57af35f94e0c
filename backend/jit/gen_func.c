/* The functions of a model's context: a kernel per branch (or leaf
 * variant) and per output, classify, the panel packing and the level
 * loop. */
#include "backend/jit/codegen_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- functions -------------------------------------------------------------------- */

static void begin_function(JitState *J, const LoopKernel *k, gcc_jit_function *fn) {
  J->k = k;
  J->fn = fn;
  J->nblocks = 0;
  J->entry = gcc_jit_function_new_block(fn, "entry");
  J->start = J->block = cg_new_block(J, "start");
  J->vars = cx_xcalloc((size_t)(k->nvars ? k->nvars : 1), sizeof *J->vars);
  for (int v = 0; v < k->nvars; v++) {
    char name[80];
    snprintf(name, sizeof name, "%s_%d", k->vars[v].name, v);
    J->vars[v] = gcc_jit_function_new_local(fn, NULL, cg_jtype(J, k->vars[v].type), name);
  }
  const IrProgram *p = J->lp->ir;
  int counts[LA_FIELDS + 1] = {0};
  counts[LA_PARAM] = p->nparams;
  counts[LA_STATE] = p->ncomps;
  counts[LA_TEMP] = k->ntemps;
  counts[LA_PACKED] = J->lp->npacks;
  counts[LA_VFIELD] = p->nfields + J->lp->nreadouts; /* then the readouts' values */
  counts[LA_CHILDREN] = counts[LA_CHILD_START] = counts[LA_IFIELDS] = counts[LA_NINTS] = counts[LA_ROOT_OF] = 1;
  counts[LA_OTHER_START] = counts[LA_OTHERS] = 1;
  for (int a = 0; a <= LA_FIELDS; a++) {
    J->nptrs[a] = counts[a];
    J->ptrs[a] = cx_xcalloc((size_t)(counts[a] ? counts[a] : 1), sizeof *J->ptrs[a]);
  }
}

static void end_function(JitState *J, bool ret_void) {
  if (J->block) {
    if (ret_void) gcc_jit_block_end_with_void_return(J->block, NULL);
    else gcc_jit_block_end_with_return(J->block, NULL, gcc_jit_context_new_rvalue_from_int(J->ctx, J->t_int, -1));
  }
  /* The entry block holds the base pointers loaded on demand. */
  gcc_jit_block_end_with_jump(J->entry, NULL, J->start);
  free(J->vars);
  J->vars = NULL;
  for (int a = 0; a <= LA_FIELDS; a++) {
    free(J->ptrs[a]);
    J->ptrs[a] = NULL;
  }
  J->k = NULL;
}

/* Temp base pointers: scratch + offset, offsets as loop_temp_offset. */
void cg_temps_init(JitState *J, gcc_jit_rvalue *node_cap, gcc_jit_rvalue *edge_cap) {
  const LoopKernel *k = J->k;
  if (!k->ntemps) return;
  gcc_jit_context *c = J->ctx;
  gcc_jit_rvalue *scratch = cg_frame_field(J, J->f_scratch);
  gcc_jit_lvalue *off = gcc_jit_function_new_local(J->fn, NULL, J->t_i64, "toff");
  gcc_jit_block_add_assignment(J->entry, NULL, off, iconst(J, 0));
  for (int t = 0; t < k->ntemps; t++) {
    const LoopTemp *tp = &k->temps[t];
    gcc_jit_lvalue *l = gcc_jit_function_new_local(J->fn, NULL, J->t_pf32, tp->name);
    gcc_jit_block_add_assignment(J->entry, NULL, l,
                                 gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(c, NULL, scratch, rv(off)), NULL));
    J->ptrs[LA_TEMP][t] = rv(l);
    gcc_jit_rvalue *rows = tp->space == SP_INV ? iconst(J, 1) : tp->space == SP_NODE ? node_cap : edge_cap;
    gcc_jit_rvalue *n = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MULT, J->t_i64, rows, iconst(J, tp->numel));
    n = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_PLUS, J->t_i64, n, iconst(J, 15));
    n = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_BITWISE_AND, J->t_i64, n, iconst(J, ~(int64_t)15));
    gcc_jit_block_add_assignment_op(J->entry, NULL, off, GCC_JIT_BINARY_OP_PLUS, n);
  }
}

gcc_jit_function *cg_gen_branch_kernel(JitState *J, const LoopKernel *k, int id) {
  char name[160];
  jit_symbol(name, sizeof name, k->name);
  gcc_jit_param *ps[3] = {gcc_jit_context_new_param(J->ctx, NULL, J->t_pframe, "f"),
                          gcc_jit_context_new_param(J->ctx, NULL, J->t_i32, "start"),
                          gcc_jit_context_new_param(J->ctx, NULL, J->t_i32, "end")};
  gcc_jit_function *fn =
      gcc_jit_context_new_function(J->ctx, cg_jloc(J, k->loc), GCC_JIT_FUNCTION_EXPORTED, J->t_void, name, 3, ps, 0);
  J->kernel_id = id;
  J->frame_ptr = prv(ps[0]);
  J->nodes_arg = J->out_arg = J->fields_arg = NULL;
  begin_function(J, k, fn);
  gcc_jit_block_add_assignment(J->entry, NULL, J->vars[k->var_start], gcc_jit_context_new_cast(J->ctx, NULL, prv(ps[1]), J->t_i64));
  gcc_jit_block_add_assignment(J->entry, NULL, J->vars[k->var_end], gcc_jit_context_new_cast(J->ctx, NULL, prv(ps[2]), J->t_i64));
  cg_temps_init(J, cg_frame_field(J, J->f_node_cap), cg_frame_field(J, J->f_edge_cap));
  cg_body(J, &k->stmts);
  end_function(J, true);
  return fn;
}

gcc_jit_function *cg_gen_output_kernel(JitState *J, const LoopKernel *k, int id) {
  char name[160];
  jit_symbol(name, sizeof name, k->name);
  gcc_jit_param *ps[4] = {gcc_jit_context_new_param(J->ctx, NULL, J->t_pframe, "f"),
                          gcc_jit_context_new_param(J->ctx, NULL, J->t_pi32, "nodes"),
                          gcc_jit_context_new_param(J->ctx, NULL, J->t_i32, "count"),
                          gcc_jit_context_new_param(J->ctx, NULL, J->t_pf32, "out")};
  gcc_jit_function *fn =
      gcc_jit_context_new_function(J->ctx, cg_jloc(J, k->loc), GCC_JIT_FUNCTION_EXPORTED, J->t_void, name, 4, ps, 0);
  J->kernel_id = -1 - id;
  J->frame_ptr = prv(ps[0]);
  J->nodes_arg = prv(ps[1]);
  J->out_arg = prv(ps[3]);
  J->fields_arg = NULL;
  begin_function(J, k, fn);
  gcc_jit_block_add_assignment(J->entry, NULL, J->vars[k->var_count], gcc_jit_context_new_cast(J->ctx, NULL, prv(ps[2]), J->t_i64));
  /* Per-edge temps (an output's reductions) have a row per edge of the
   * batch: the runtime sets the frame's edge_cap to their number. */
  bool edges = false;
  for (int t = 0; t < k->ntemps; t++) edges = edges || k->temps[t].space == SP_EDGE;
  cg_temps_init(J, rv(J->vars[k->var_count]), edges ? cg_frame_field(J, J->f_edge_cap) : iconst(J, 0));
  cg_body(J, &k->stmts);
  end_function(J, true);
  return fn;
}

/* ---- classify: the guards without the negations the earlier tests imply ---- */

static bool guard_eq(const LoopExpr *a, const LoopExpr *b) {
  if (a == b) return true;
  if (!a || !b || a->kind != b->kind || a->type != b->type) return false;
  switch (a->kind) {
  case LE_CONST: return a->i == b->i && a->f == b->f;
  case LE_VAR: return a->var == b->var;
  case LE_LOAD: return a->array == b->array && a->id == b->id && guard_eq(a->a, b->a);
  case LE_CAST:
  case LE_UNARY: return a->op == b->op && guard_eq(a->a, b->a);
  case LE_BINARY: return a->op == b->op && guard_eq(a->a, b->a) && guard_eq(a->b, b->b);
  }
  return false;
}

/* The conjuncts of e (its && operands, flattened), appended to *v. */
static void conjuncts(const LoopExpr *e, const LoopExpr ***v, int *n, int *cap) {
  if (e->kind == LE_BINARY && e->op == LO_AND) {
    conjuncts(e->a, v, n, cap);
    conjuncts(e->b, v, n, cap);
    return;
  }
  if (*n == *cap) {
    *cap = *cap ? *cap * 2 : 8;
    *v = cx_xrealloc(*v, sizeof **v * (size_t)*cap);
  }
  (*v)[(*n)++] = e;
}

typedef struct Guard {
  const LoopExpr **c; /* the conjuncts */
  int n, cap;
} Guard;

/* Whether conjunct i of g, !X, holds whenever the conjuncts before it do
 * and every earlier tested guard was false: some earlier guard is those
 * conjuncts and X (then X is false where they hold). */
static bool implied(const Guard *earlier, int ne, const Guard *g, int i) {
  const LoopExpr *x = g->c[i];
  if (x->kind != LE_UNARY || x->op != LO_NOT) return false;
  Guard xs = {0};
  conjuncts(x->a, &xs.c, &xs.n, &xs.cap);
  bool found = false;
  for (int j = 0; j < ne && !found; j++) {
    const Guard *e = &earlier[j];
    if (e->n != i + xs.n) continue;
    bool same = true;
    for (int q = 0; q < i && same; q++) same = guard_eq(e->c[q], g->c[q]);
    for (int q = 0; q < xs.n && same; q++) same = guard_eq(e->c[i + q], xs.c[q]);
    found = same;
  }
  free(xs.c);
  return found;
}

/* classify's statements are `if (guard) { ...; return K; }` in branch
 * order, then `return -1`.  A branch's guard repeats the negations of
 * every condition before it (the guards are exclusive: branch k's is
 * !c0 && ... && !c(k-1) && ck), so 160 branches made 12,880 comparisons
 * in one function, and GCC's VRP and jump threading on that chain grew
 * about cubically (issue 19: 182 s of GCC for 160 branches).  The tests
 * run in order and each returns, so where branch k is tested every
 * earlier one was false: a conjunct !X whose earlier conjuncts P, with X,
 * make an earlier guard is implied (P holds and P && X is false) and is
 * left out, by induction over the conjuncts.  The chain becomes one
 * condition per branch, the classification unchanged (the loop IR keeps
 * the exclusive guards: `cortex ir --stage loops` prints them). */
static void classify_body(JitState *J, const LoopBody *b) {
  Guard *done = cx_xcalloc((size_t)(b->n ? b->n : 1), sizeof *done);
  int ndone = 0;
  for (int i = 0; i < b->n && J->block; i++) {
    const LoopStmt *s = b->s[i];
    bool returns = s->kind == LS_IF && s->els.n == 0 && s->body.n > 0 && s->body.s[s->body.n - 1]->kind == LS_RETURN;
    if (!returns) {
      cg_stmt(J, s);
      continue;
    }
    Guard *g = &done[ndone];
    conjuncts(s->value, &g->c, &g->n, &g->cap);
    gcc_jit_location *loc = cg_jloc(J, s->loc);
    gcc_jit_rvalue *cond = NULL;
    for (int q = 0; q < g->n; q++) {
      if (implied(done, ndone, g, q)) continue;
      gcc_jit_rvalue *c = cg_expr(J, g->c[q]);
      if (g->c[q]->type != LT_BOOL) c = gcc_jit_context_new_cast(J->ctx, loc, c, J->t_bool);
      cond = cond ? gcc_jit_context_new_binary_op(J->ctx, loc, GCC_JIT_BINARY_OP_LOGICAL_AND, J->t_bool, cond, c) : c;
    }
    ndone++;
    if (!cond) {
      /* every conjunct implied: the branch takes every node left */
      cg_body(J, &s->body);
      break;
    }
    gcc_jit_block *then = cg_new_block(J, "then"), *next = cg_new_block(J, "next");
    gcc_jit_block_end_with_conditional(J->block, loc, cond, then, next);
    J->block = then;
    cg_body(J, &s->body);
    J->block = next;
  }
  for (int i = 0; i < ndone; i++) free(done[i].c);
  free(done);
}

gcc_jit_function *cg_gen_classify(JitState *J, const LoopKernel *k) {
  gcc_jit_param *ps[2] = {gcc_jit_context_new_param(J->ctx, NULL, J->t_i32, "arity"),
                          gcc_jit_context_new_param(J->ctx, NULL, J->t_pi32, "fields")};
  gcc_jit_function *fn =
      gcc_jit_context_new_function(J->ctx, cg_jloc(J, k->loc), GCC_JIT_FUNCTION_EXPORTED, J->t_int, "cx_classify", 2, ps, 0);
  J->kernel_id = 0;
  J->frame_ptr = NULL;
  J->nodes_arg = J->out_arg = NULL;
  J->fields_arg = prv(ps[1]);
  begin_function(J, k, fn);
  gcc_jit_block_add_assignment(J->entry, NULL, J->vars[k->var_arity], gcc_jit_context_new_cast(J->ctx, NULL, prv(ps[0]), J->t_i64));
  classify_body(J, &k->stmts);
  end_function(J, false);
  return fn;
}

/* void cx_pack_N(JitFrame *f): pack N's panels from f->params:
 * panel[((row_off + r) / rows * ktot + koff + k) * rows + (row_off + r) % rows]
 *   = the member's weight W(r, k) (its dot's row side), padding rows 0
 * (the runtime allocates panels zeroed). */
/* A leaf constant: D[r * C + c] += a(r, k) * operand(k, c) over the
 * segment's k, the operand the param in place of the child's state. */
typedef struct LeafPack {
  const LoopPack *pk;
  const LoopStmt *cols, *dot;
  gcc_jit_lvalue *a;
} LeafPack;

static void leaf_pack_elem(JitState *J, void *user) {
  LeafPack *lp = user;
  gcc_jit_context *c = J->ctx;
  int64_t C = lp->cols->hi->i;
  gcc_jit_rvalue *ix = gcc_jit_context_new_binary_op(
      c, NULL, GCC_JIT_BINARY_OP_PLUS, J->t_i64,
      gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MULT, J->t_i64, rv(J->vars[lp->pk->prod->var]), iconst(J, C)),
      rv(J->vars[lp->cols->var]));
  gcc_jit_block_add_assignment_op(J->block, NULL, gcc_jit_context_new_array_access(c, NULL, cg_array_ptr(J, LA_PACKED, (int)(lp->pk - J->lp->packs)), ix),
                                  GCC_JIT_BINARY_OP_PLUS,
                                  gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MULT, J->t_f32, rv(lp->a),
                                                                cg_expr(J, lp->pk->operand)));
}

static void leaf_pack_k(JitState *J, void *user) {
  LeafPack *lp = user;
  gcc_jit_block_add_assignment(J->block, NULL, lp->a, cg_expr(J, lp->dot->segs[lp->pk->seg].a));
  cg_emit_for(J, NULL, J->vars[lp->cols->var], iconst(J, 0), iconst(J, lp->cols->hi->i), 1, NULL, leaf_pack_elem, lp);
}

static void leaf_pack_row(JitState *J, void *user) {
  LeafPack *lp = user;
  cg_emit_for(J, NULL, J->vars[lp->dot->kvar], iconst(J, 0), iconst(J, lp->dot->segs[lp->pk->seg].len), 1, NULL, leaf_pack_k, lp);
}

/* The part that packs panel p: its branch kernel's (parallel.c), part 0
 * for an output's or a hoisted product's. */
static int pack_part(const JitState *J, int p) {
  int k = J->lp->packs[p].kernel;
  return J->part && k >= 0 ? J->part->kernel_part[k] : 0;
}

/* The part's one panel-segment copy (issue 17: a model's packs were a
 * pair of loops per member and segment, each compiled, vectorized and
 * unrolled on its own; most are a param read at an affine index):
 *   void cx_packseg_pP(float *panel, float *src, long long rs, long long ks,
 *                      long long nr, long long len, long long row_off,
 *                      long long koff, long long rows, long long ktot)
 * panel[((row_off + r) / rows * ktot + koff + k) * rows + (row_off + r) % rows]
 *   = src[r * rs + k * ks] for r < nr, k < len. */
static gcc_jit_function *packseg_fn(JitState *J) {
  if (J->packseg) return J->packseg;
  gcc_jit_context *c = J->ctx;
  static const char *const names[10] = {"panel", "src", "rs", "ks", "nr", "len", "row_off", "koff", "rows", "ktot"};
  gcc_jit_param *prm[10];
  for (int i = 0; i < 10; i++) prm[i] = gcc_jit_context_new_param(c, NULL, i < 2 ? J->t_pf32 : J->t_i64, names[i]);
  char name[48];
  snprintf(name, sizeof name, "cx_packseg_p%d", J->part ? J->part->self : 0);
  gcc_jit_function *fn = gcc_jit_context_new_function(c, NULL, GCC_JIT_FUNCTION_EXPORTED, J->t_void, name, 10, prm, 0);
  gcc_jit_lvalue *r = gcc_jit_function_new_local(fn, NULL, J->t_i64, "r"), *k = gcc_jit_function_new_local(fn, NULL, J->t_i64, "k");
  gcc_jit_block *b = gcc_jit_function_new_block(fn, "entry"), *rt = gcc_jit_function_new_block(fn, "rt"),
                *rb = gcc_jit_function_new_block(fn, "rb"), *kt = gcc_jit_function_new_block(fn, "kt"),
                *kb = gcc_jit_function_new_block(fn, "kb"), *ka = gcc_jit_function_new_block(fn, "ka"),
                *done = gcc_jit_function_new_block(fn, "done");
#define P(i) gcc_jit_param_as_rvalue(prm[i])
#define BIN(op, a, b) gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_##op, J->t_i64, (a), (b))
  gcc_jit_block_add_assignment(b, NULL, r, iconst(J, 0));
  gcc_jit_block_end_with_jump(b, NULL, rt);
  gcc_jit_block_end_with_conditional(rt, NULL, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, rv(r), P(4)), rb, done);
  gcc_jit_block_add_assignment(rb, NULL, k, iconst(J, 0));
  gcc_jit_block_end_with_jump(rb, NULL, kt);
  gcc_jit_block_end_with_conditional(kt, NULL, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, rv(k), P(5)), kb, ka);
  gcc_jit_rvalue *row = BIN(PLUS, rv(r), P(6));
  gcc_jit_rvalue *kk = BIN(PLUS, BIN(MULT, BIN(DIVIDE, row, P(8)), P(9)), BIN(PLUS, rv(k), P(7)));
  gcc_jit_rvalue *ix = BIN(PLUS, BIN(MULT, kk, P(8)), BIN(MODULO, row, P(8)));
  gcc_jit_rvalue *sx = BIN(PLUS, BIN(MULT, rv(r), P(2)), BIN(MULT, rv(k), P(3)));
  gcc_jit_block_add_assignment(kb, NULL, gcc_jit_context_new_array_access(c, NULL, P(0), ix),
                               rv(gcc_jit_context_new_array_access(c, NULL, P(1), sx)));
  gcc_jit_block_add_assignment_op(kb, NULL, k, GCC_JIT_BINARY_OP_PLUS, iconst(J, 1));
  gcc_jit_block_end_with_jump(kb, NULL, kt);
  gcc_jit_block_add_assignment_op(ka, NULL, r, GCC_JIT_BINARY_OP_PLUS, iconst(J, 1));
  gcc_jit_block_end_with_jump(ka, NULL, rt);
  gcc_jit_block_end_with_void_return(done, NULL);
#undef P
#undef BIN
  return J->packseg = fn;
}

/* Segment g of member m by cx_packseg, when its weight is a param read
 * at an index affine in r and k and reading nothing else; else false. */
static bool pack_by_call(JitState *J, const LoopGemm *G, const LoopStmt *rs, const LoopStmt *d, int g, int m, int64_t koff,
                         gcc_jit_rvalue *panel) {
  const LoopExpr *a = d->segs[g].a;
  int vars[2] = {rs->var, d->kvar};
  int64_t cr, ck;
  if (a->kind != LE_LOAD || a->array != LA_PARAM || a->type != LT_F32 || !loop_expr_reads_only(a->a, vars, 2, false) ||
      !loop_index_affine(a->a, rs->var, &cr) || !loop_index_affine(a->a, d->kvar, &ck))
    return false;
  gcc_jit_context *c = J->ctx;
  gcc_jit_block_add_assignment(J->block, NULL, J->vars[rs->var], iconst(J, 0));
  gcc_jit_block_add_assignment(J->block, NULL, J->vars[d->kvar], iconst(J, 0));
  gcc_jit_lvalue *first = gcc_jit_context_new_array_access(c, NULL, cg_array_ptr(J, LA_PARAM, a->id), cg_expr(J, a->a));
  gcc_jit_rvalue *src = gcc_jit_lvalue_get_address(first, NULL);
  gcc_jit_rvalue *args[10] = {panel, src, iconst(J, cr), iconst(J, ck), cg_expr(J, rs->hi), iconst(J, d->segs[g].len),
                              iconst(J, G->row_off[m]), iconst(J, koff), iconst(J, G->rows), iconst(J, G->ktot)};
  gcc_jit_block_add_eval(J->block, NULL, gcc_jit_context_new_call(c, NULL, packseg_fn(J), 10, args));
  return true;
}

static gcc_jit_function *gen_pack_one(JitState *J, int p) {
  gcc_jit_context *c = J->ctx;
  const LoopPack *pk = &J->lp->packs[p];
  /* its kernel: a branch kernel, an output (-1 - o) or a hoist kernel
     (-1 - noutputs - r, ir/hoist.c) */
  int o = -1 - pk->kernel;
  const LoopKernel *k = pk->kernel >= 0       ? &J->lp->kernels[pk->kernel]
                        : o < J->lp->noutputs ? &J->lp->outputs[o]
                                              : &J->lp->readouts[o - J->lp->noutputs];
  char name[48];
  snprintf(name, sizeof name, "cx_pack_%d", p);
  gcc_jit_param *pf = gcc_jit_context_new_param(c, NULL, J->t_pframe, "f");
  /* in a part of its own, part 0's cx_pack calls it */
  int owner = pack_part(J, p);
  if (owner != (J->part ? J->part->self : 0))
    return gcc_jit_context_new_function(c, NULL, GCC_JIT_FUNCTION_IMPORTED, J->t_void, name, 1, &pf, 0);
  gcc_jit_function *fn = gcc_jit_context_new_function(c, NULL, owner ? GCC_JIT_FUNCTION_EXPORTED : GCC_JIT_FUNCTION_INTERNAL,
                                                      J->t_void, name, 1, &pf, 0);
  J->kernel_id = 0;
  J->frame_ptr = prv(pf);
  J->nodes_arg = J->out_arg = J->fields_arg = NULL;
  begin_function(J, k, fn);
  if (!pk->gemm) {
    /* a leaf constant (the runtime zeroed it) */
    LeafPack lp = {pk, pk->prod->body.s[0], pk->prod->body.s[0]->body.s[0], NULL};
    lp.a = gcc_jit_function_new_local(fn, NULL, J->t_f32, "lca");
    cg_emit_for(J, NULL, J->vars[pk->prod->var], iconst(J, 0), iconst(J, pk->prod->hi->i), 1, NULL, leaf_pack_row, &lp);
    end_function(J, true);
    return fn;
  }
  const LoopGemm *G = pk->gemm->gemm;
  gcc_jit_rvalue *panel = cg_array_ptr(J, LA_PACKED, p);
  for (int m = 0; m < pk->gemm->body.n; m++) {
    const LoopStmt *rs = pk->gemm->body.s[m], *ns = rs->body.s[0], *d = ns->body.s[ns->body.n - 2];
    gcc_jit_lvalue *r = J->vars[rs->var], *kv = J->vars[d->kvar];
    int64_t koff = 0;
    for (int g = 0; g < d->nsegs; g++) {
      if (pack_by_call(J, G, rs, d, g, m, koff, panel)) {
        koff += d->segs[g].len;
        continue;
      }
      gcc_jit_block_add_assignment(J->block, NULL, r, iconst(J, 0));
      gcc_jit_block *rt = cg_new_block(J, "pr"), *rb = cg_new_block(J, "prb"), *ra = cg_new_block(J, "pra");
      gcc_jit_block_end_with_jump(J->block, NULL, rt);
      gcc_jit_block_end_with_conditional(rt, NULL, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, rv(r), cg_expr(J, rs->hi)),
                                         rb, ra);
      J->block = rb;
      gcc_jit_block_add_assignment(J->block, NULL, kv, iconst(J, 0));
      gcc_jit_block *kt = cg_new_block(J, "pk"), *kb = cg_new_block(J, "pkb"), *ka = cg_new_block(J, "pka");
      gcc_jit_block_end_with_jump(J->block, NULL, kt);
      gcc_jit_block_end_with_conditional(
          kt, NULL, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, rv(kv), iconst(J, d->segs[g].len)), kb, ka);
      J->block = kb;
      gcc_jit_rvalue *row = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(r), iconst(J, G->row_off[m]));
      gcc_jit_rvalue *blk = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_DIVIDE, J->t_i64, row, iconst(J, G->rows));
      gcc_jit_rvalue *in = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MODULO, J->t_i64, row, iconst(J, G->rows));
      gcc_jit_rvalue *kk = gcc_jit_context_new_binary_op(
          c, NULL, GCC_JIT_BINARY_OP_PLUS, J->t_i64,
          gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MULT, J->t_i64, blk, iconst(J, G->ktot)),
          gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(kv), iconst(J, koff)));
      gcc_jit_rvalue *ix = gcc_jit_context_new_binary_op(
          c, NULL, GCC_JIT_BINARY_OP_PLUS, J->t_i64,
          gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MULT, J->t_i64, kk, iconst(J, G->rows)), in);
      gcc_jit_block_add_assignment(J->block, NULL, gcc_jit_context_new_array_access(c, NULL, panel, ix), cg_expr(J, d->segs[g].a));
      gcc_jit_block_add_assignment_op(J->block, NULL, kv, GCC_JIT_BINARY_OP_PLUS, iconst(J, 1));
      gcc_jit_block_end_with_jump(J->block, NULL, kt);
      J->block = ka;
      gcc_jit_block_add_assignment_op(J->block, NULL, r, GCC_JIT_BINARY_OP_PLUS, iconst(J, 1));
      gcc_jit_block_end_with_jump(J->block, NULL, rt);
      J->block = ra;
      koff += d->segs[g].len;
    }
  }
  int dtype = cg_gemm_bf16(J, pk->gemm);
  if (dtype != CG_F32) cg_bf16_pack(J, panel, pk->floats, dtype, G->rows);
  end_function(J, true);
  return fn;
}

/* A part's packing functions, exported for part 0's cx_pack. */
void cg_gen_part_packs(JitState *J) {
  for (int p = 0; p < J->lp->npacks && !J->failed; p++)
    if (pack_part(J, p) == J->part->self) gen_pack_one(J, p);
}

/* void cx_pack(JitFrame *f): every panel (stdlib/compiled.h). */
gcc_jit_function *cg_gen_pack(JitState *J) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_function **one = cx_xcalloc((size_t)(J->lp->npacks + 1), sizeof *one);
  for (int p = 0; p < J->lp->npacks && !J->failed; p++) one[p] = gen_pack_one(J, p);
  gcc_jit_param *pf = gcc_jit_context_new_param(c, NULL, J->t_pframe, "f");
  gcc_jit_function *fn = gcc_jit_context_new_function(c, NULL, GCC_JIT_FUNCTION_EXPORTED, J->t_void, "cx_pack", 1, &pf, 0);
  gcc_jit_block *b = gcc_jit_function_new_block(fn, "entry");
  for (int p = 0; p < J->lp->npacks && !J->failed; p++) {
    gcc_jit_rvalue *arg = prv(pf);
    gcc_jit_block_add_eval(b, NULL, gcc_jit_context_new_call(c, NULL, one[p], 1, &arg));
  }
  gcc_jit_block_end_with_void_return(b, NULL);
  free(one);
  return fn;
}

/* void cx_run(JitFrame *f): every level, every kernel's group in it. */
gcc_jit_function *cg_gen_run(JitState *J, gcc_jit_function **kernels) {
  gcc_jit_context *c = J->ctx;
  const LoopProgram *lp = J->lp;
  gcc_jit_param *pf = gcc_jit_context_new_param(c, NULL, J->t_pframe, "f");
  gcc_jit_function *fn = gcc_jit_context_new_function(c, NULL, GCC_JIT_FUNCTION_EXPORTED, J->t_void, "cx_run", 1, &pf, 0);
  J->fn = fn;
  J->frame_ptr = prv(pf);
  J->nblocks = 0;
  gcc_jit_block *b0 = gcc_jit_function_new_block(fn, "entry");
  gcc_jit_lvalue *gs = gcc_jit_function_new_local(fn, NULL, J->t_pi32, "gs");
  gcc_jit_lvalue *nl = gcc_jit_function_new_local(fn, NULL, J->t_i64, "nlevels");
  gcc_jit_lvalue *lv = gcc_jit_function_new_local(fn, NULL, J->t_i64, "level");
  gcc_jit_lvalue *st = gcc_jit_function_new_local(fn, NULL, J->t_i32, "s");
  gcc_jit_lvalue *en = gcc_jit_function_new_local(fn, NULL, J->t_i32, "e");
  gcc_jit_block_add_assignment(b0, NULL, gs, cg_frame_field(J, J->f_group_start));
  gcc_jit_block_add_assignment(b0, NULL, nl, gcc_jit_context_new_cast(c, NULL, cg_frame_field(J, J->f_nlevels), J->t_i64));
  J->block = b0;
  gcc_jit_block_add_assignment(J->block, NULL, lv, iconst(J, 0));
  gcc_jit_block *test = cg_new_block(J, "level"), *bb = cg_new_block(J, "groups"), *after = cg_new_block(J, "done");
  gcc_jit_block_end_with_jump(J->block, NULL, test);
  gcc_jit_block_end_with_conditional(test, NULL, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, rv(lv), rv(nl)),
                                     bb, after);
  J->block = bb;
  gcc_jit_block_add_assignment(J->block, NULL, gcc_jit_rvalue_dereference_field(prv(pf), NULL, J->f_level),
                               gcc_jit_context_new_cast(c, NULL, rv(lv), J->t_i32));
  for (int b = 0; b < lp->nkernels; b++) {
    gcc_jit_rvalue *base = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MULT, J->t_i64, rv(lv),
                                                         iconst(J, lp->nkernels));
    gcc_jit_rvalue *i0 = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_PLUS, J->t_i64, base, iconst(J, b));
    gcc_jit_rvalue *i1 = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_PLUS, J->t_i64, i0, iconst(J, 1));
    gcc_jit_block_add_assignment(J->block, NULL, st, rv(gcc_jit_context_new_array_access(c, NULL, rv(gs), i0)));
    gcc_jit_block_add_assignment(J->block, NULL, en, rv(gcc_jit_context_new_array_access(c, NULL, rv(gs), i1)));
    gcc_jit_block *call = cg_new_block(J, "call"), *next = cg_new_block(J, "next");
    gcc_jit_block_end_with_conditional(J->block, NULL, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, rv(st), rv(en)),
                                       call, next);
    gcc_jit_rvalue *args[3] = {prv(pf), rv(st), rv(en)};
    gcc_jit_block_add_eval(call, NULL, gcc_jit_context_new_call(c, NULL, kernels[b], 3, args));
    gcc_jit_block_end_with_jump(call, NULL, next);
    J->block = next;
  }
  gcc_jit_block_add_assignment_op(J->block, NULL, lv, GCC_JIT_BINARY_OP_PLUS, iconst(J, 1));
  gcc_jit_block_end_with_jump(J->block, NULL, test);
  gcc_jit_block_end_with_void_return(after, NULL);
  return fn;
}
