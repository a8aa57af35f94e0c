/* Matrix-matrix products (N > 1 columns) as register tiles along the
 * columns, and the leaf constants of ir/leafconst.c: one variant per
 * combination of leaf and non-leaf children. */
#include "backend/jit/codegen_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- matrix-matrix products: vectors along the columns ------------------------- */

/* for r in rows: for c in 0..N: acc = sum_k a(r, k) * b(k, c); store(r, c)
 * where b and the store are unit stride in c and a does not read c (the
 * A @ B of MV-RNN's W_M @ [A_l; A_r]): tiles of CG_ROWS rows x CG_VECS
 * vectors of columns, per k one broadcast of a(r, k) per row and one
 * vector load of b(k, c..) per vector, FMAs, vector stores.  Leftover
 * rows and columns run the statement as it is.  Returns false when s does
 * not have that shape. */
#define CG_ROWS 6
#define CG_VECS 4
#define CG_KBLOCK 64

static bool colgemm_shape(JitState *J, const LoopStmt *s, const LoopStmt **cs, const LoopStmt **d, const LoopStmt **st) {
  if (s->role != LR_ROWS || s->body.n != 1 || cg_vec_width(J) == 0) return false;
  const LoopStmt *c = s->body.s[0];
  if (c->kind != LS_FOR || c->role != LR_COLS || c->body.n != 2) return false;
  const LoopStmt *dot = c->body.s[0], *store = c->body.s[1];
  if (dot->kind != LS_DOT || dot->acc != LT_F32 || store->kind != LS_STORE) return false;
  if (store->value->kind != LE_VAR || store->value->var != dot->var) return false;
  if (!loop_index_steps_by_one(store->index, c->var)) return false;
  if (loop_expr_reads(c->lo, s->var) || loop_expr_reads(c->hi, s->var)) return false;
  for (int g = 0; g < dot->nsegs; g++) {
    const LoopDotSeg *sg = &dot->segs[g];
    if (loop_expr_reads(sg->a, c->var) || sg->b->kind != LE_LOAD || sg->b->type != LT_F32 || sg->b->array >= LA_CHILDREN ||
        !loop_index_steps_by_one(sg->b->a, c->var) || loop_expr_reads(sg->b, s->var))
      return false;
    if (sg->a->kind != LE_LOAD || sg->a->type != LT_F32) return false;
  }
  *cs = c;
  *d = dot;
  *st = store;
  return true;
}

typedef struct ColGemm {
  const LoopStmt *rows, *cols, *dot, *store;
  gcc_jit_location *loc;
  gcc_jit_lvalue *r0, *rhi, *c0;
  int seg;                   /* the k block: segment seg, k in [klo, khi) */
  int64_t klo, khi;
  bool first;                /* the first block: start from 0, else from the stored sums */
} ColGemm;

/* One tile: rows r0 .. r0 + T, columns c0 .. c0 + CG_VECS vectors. */
static void colgemm_tile(JitState *J, ColGemm *g, int T) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = g->loc;
  int W = J->vw, V = CG_VECS;
  const LoopStmt *d = g->dot, *st = g->store;
  gcc_jit_lvalue *r = J->vars[g->rows->var], *cv = J->vars[g->cols->var], *kv = J->vars[d->kvar];
  gcc_jit_rvalue *zeros[16];
  for (int l = 0; l < W; l++) zeros[l] = fconst(J, J->t_f32, 0);
  gcc_jit_rvalue *cg_vzero = gcc_jit_context_new_rvalue_from_vector(c, loc, J->t_vf, (size_t)W, zeros);
#define CG_PLUS(a, b) gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, (a), (b))
  gcc_jit_lvalue *acc[CG_ROWS][CG_VECS];
  for (int t = 0; t < T; t++)
    for (int v = 0; v < V; v++) {
      if (g->first) {
        acc[t][v] = cg_vtmp(J, J->block, loc, J->t_vf, "cgacc", cg_vzero);
        continue;
      }
      /* the sums of the earlier k blocks, from where they were stored */
      gcc_jit_block_add_assignment(J->block, loc, r, CG_PLUS(rv(g->r0), iconst(J, t)));
      gcc_jit_block_add_assignment(J->block, loc, cv, CG_PLUS(rv(g->c0), iconst(J, v * W)));
      gcc_jit_rvalue *p = gcc_jit_lvalue_get_address(
          gcc_jit_context_new_array_access(c, loc, cg_array_ptr(J, st->array, st->id), cg_expr(J, st->index)), loc);
      acc[t][v] = cg_vtmp(J, J->block, loc, J->t_vf, "cgacc",
                       rv(gcc_jit_rvalue_dereference(gcc_jit_context_new_cast(c, loc, p, J->t_pvf), loc)));
    }
  for (int s = g->seg; s == g->seg; s++) {
    gcc_jit_block_add_assignment(J->block, loc, kv, iconst(J, g->klo));
    gcc_jit_block *kt = cg_new_block(J, "cgk"), *kb = cg_new_block(J, "cgkb"), *ka = cg_new_block(J, "cgka");
    gcc_jit_block_end_with_jump(J->block, loc, kt);
    gcc_jit_block_end_with_conditional(
        kt, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_LT, rv(kv), iconst(J, g->khi)), kb, ka);
    J->block = kb;
    const LoopExpr *bl = d->segs[s].b;
    gcc_jit_lvalue *bv[CG_VECS];
    for (int v = 0; v < V; v++) {
      gcc_jit_block_add_assignment(J->block, loc, cv, CG_PLUS(rv(g->c0), iconst(J, v * W)));
      gcc_jit_rvalue *p = gcc_jit_lvalue_get_address(
          gcc_jit_context_new_array_access(c, loc, cg_array_ptr(J, bl->array, bl->id), cg_expr(J, bl->a)), loc);
      bv[v] = cg_vtmp(J, J->block, loc, J->t_vf, "cgb",
                   rv(gcc_jit_rvalue_dereference(gcc_jit_context_new_cast(c, loc, p, J->t_pvf), loc)));
    }
    for (int t = 0; t < T; t++) {
      gcc_jit_block_add_assignment(J->block, loc, r, CG_PLUS(rv(g->r0), iconst(J, t)));
      gcc_jit_lvalue *as = cg_vtmp(J, J->block, loc, J->t_f32, "cga", cg_expr(J, d->segs[s].a));
      gcc_jit_rvalue *lanes[16];
      for (int l = 0; l < W; l++) lanes[l] = rv(as);
      gcc_jit_lvalue *ab =
          cg_vtmp(J, J->block, loc, J->t_vf, "cgab", gcc_jit_context_new_rvalue_from_vector(c, loc, J->t_vf, (size_t)W, lanes));
      for (int v = 0; v < V; v++)
        gcc_jit_block_add_assignment_op(J->block, loc, acc[t][v], GCC_JIT_BINARY_OP_PLUS,
                                        cg_vbin(J, loc, GCC_JIT_BINARY_OP_MULT, rv(bv[v]), rv(ab)));
    }
    gcc_jit_block_add_assignment_op(J->block, loc, kv, GCC_JIT_BINARY_OP_PLUS, iconst(J, 1));
    gcc_jit_block_end_with_jump(J->block, loc, kt);
    J->block = ka;
  }
  for (int t = 0; t < T; t++)
    for (int v = 0; v < V; v++) {
      gcc_jit_block_add_assignment(J->block, loc, r, CG_PLUS(rv(g->r0), iconst(J, t)));
      gcc_jit_block_add_assignment(J->block, loc, cv, CG_PLUS(rv(g->c0), iconst(J, v * W)));
      gcc_jit_rvalue *p = gcc_jit_lvalue_get_address(
          gcc_jit_context_new_array_access(c, loc, cg_array_ptr(J, st->array, st->id), cg_expr(J, st->index)), loc);
      gcc_jit_block_add_assignment(J->block, loc, gcc_jit_rvalue_dereference(gcc_jit_context_new_cast(c, loc, p, J->t_pvf), loc),
                                   rv(acc[t][v]));
    }
#undef CG_PLUS
}

/* while (r0 + T <= rhi) { tile; r0 += T } */
static void colgemm_rows(JitState *J, ColGemm *g, int T) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = g->loc;
  gcc_jit_block *rt = cg_new_block(J, "cgrow"), *rb = cg_new_block(J, "cgrb"), *ra = cg_new_block(J, "cgra");
  gcc_jit_block_end_with_jump(J->block, loc, rt);
  gcc_jit_rvalue *last = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(g->r0), iconst(J, T - 1));
  gcc_jit_block_end_with_conditional(rt, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_LT, last, rv(g->rhi)),
                                     rb, ra);
  J->block = rb;
  colgemm_tile(J, g, T);
  gcc_jit_block_add_assignment_op(J->block, loc, g->r0, GCC_JIT_BINARY_OP_PLUS, iconst(J, T));
  gcc_jit_block_end_with_jump(J->block, loc, rt);
  J->block = ra;
}

static void colgemm_leftover_row(JitState *J, void *user) {
  ColGemm *g = user;
  cg_emit_for(J, g->loc, J->vars[g->cols->var], rv(g->c0), cg_expr(J, g->cols->hi), 1, &g->cols->body, NULL, NULL);
}

/* Column blocks outermost (a block of the right operand, K x 64 floats,
 * stays in L2 for all the rows), then tiles of rows; the columns left
 * over run as written. */
/* skip: segments not computed (their sums already in the output, from
 * leaf constants). */
static void colgemm_segments(JitState *J, const LoopStmt *s, gcc_jit_location *loc, unsigned skip) {
  ColGemm g = {.rows = s, .loc = loc};
  colgemm_shape(J, s, &g.cols, &g.dot, &g.store);
  gcc_jit_context *c = J->ctx;
  int CB = CG_VECS * J->vw;
  char name[32];
  snprintf(name, sizeof name, "cgr%d", J->nblocks++);
  g.r0 = gcc_jit_function_new_local(J->fn, loc, J->t_i64, name);
  snprintf(name, sizeof name, "cghi%d", J->nblocks++);
  g.rhi = gcc_jit_function_new_local(J->fn, loc, J->t_i64, name);
  snprintf(name, sizeof name, "cgc%d", J->nblocks++);
  g.c0 = gcc_jit_function_new_local(J->fn, loc, J->t_i64, name);
  snprintf(name, sizeof name, "cgchi%d", J->nblocks++);
  gcc_jit_lvalue *chi = gcc_jit_function_new_local(J->fn, loc, J->t_i64, name);
  gcc_jit_block_add_assignment(J->block, loc, g.rhi, cg_expr(J, s->hi));
  gcc_jit_block_add_assignment(J->block, loc, chi, cg_expr(J, g.cols->hi));
  gcc_jit_block_add_assignment(J->block, loc, g.c0, cg_expr(J, g.cols->lo));
  gcc_jit_block *ct = cg_new_block(J, "cgcol"), *cb = cg_new_block(J, "cgcb"), *ca = cg_new_block(J, "cgca");
  gcc_jit_block_end_with_jump(J->block, loc, ct);
  gcc_jit_rvalue *last = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(g.c0), iconst(J, CB - 1));
  gcc_jit_block_end_with_conditional(ct, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_LT, last, rv(chi)),
                                     cb, ca);
  J->block = cb;
  /* k in blocks of CG_KBLOCK: a CG_KBLOCK x CB block of the right operand
     (16 KB) stays in L1 for all the row tiles; the partial sums go
     through the output between blocks (float, as in registers) */
  bool started = skip != 0;
  for (int sg = 0; sg < g.dot->nsegs; sg++)
    for (int64_t kb = 0; kb < g.dot->segs[sg].len && !(skip & (1u << sg)); kb += CG_KBLOCK) {
      g.seg = sg;
      g.klo = kb;
      g.khi = kb + CG_KBLOCK < g.dot->segs[sg].len ? kb + CG_KBLOCK : g.dot->segs[sg].len;
      g.first = !started;
      started = true;
      gcc_jit_block_add_assignment(J->block, loc, g.r0, cg_expr(J, s->lo));
      colgemm_rows(J, &g, CG_ROWS);
      colgemm_rows(J, &g, 1);
    }
  gcc_jit_block_add_assignment_op(J->block, loc, g.c0, GCC_JIT_BINARY_OP_PLUS, iconst(J, CB));
  gcc_jit_block_end_with_jump(J->block, loc, ct);
  J->block = ca;
  cg_emit_for(J, loc, J->vars[s->var], cg_expr(J, s->lo), rv(g.rhi), 1, NULL, colgemm_leftover_row, &g);
}

/* ---- leaf constants (ir/leafconst.c) --------------------------------------------- */

typedef struct LeafFill {
  const LoopStmt *rows, *cols, *store;
  unsigned mask;             /* the segments whose packs are summed */
  int64_t C;
} LeafFill;

/* out(r, c) = the sum of the masked segments' packs at [r * C + c] */
static void leaf_fill_elem(JitState *J, void *user) {
  LeafFill *f = user;
  gcc_jit_context *c = J->ctx;
  const LoopLeafConst *lc = f->rows->leafc;
  gcc_jit_rvalue *ix = gcc_jit_context_new_binary_op(
      c, NULL, GCC_JIT_BINARY_OP_PLUS, J->t_i64,
      gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MULT, J->t_i64, rv(J->vars[f->rows->var]), iconst(J, f->C)),
      rv(J->vars[f->cols->var]));
  gcc_jit_rvalue *sum = NULL;
  for (int g = 0; g < lc->nsegs; g++) {
    if (!(f->mask & (1u << g))) continue;
    gcc_jit_rvalue *v = rv(gcc_jit_context_new_array_access(c, NULL, cg_array_ptr(J, LA_PACKED, lc->pack[g]), ix));
    sum = sum ? gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_PLUS, J->t_f32, sum, v) : v;
  }
  gcc_jit_block_add_assignment(
      J->block, NULL,
      gcc_jit_context_new_array_access(c, NULL, cg_array_ptr(J, f->store->array, f->store->id), cg_expr(J, f->store->index)), sum);
}

static void leaf_fill_row(JitState *J, void *user) {
  LeafFill *f = user;
  cg_emit_for(J, NULL, J->vars[f->cols->var], iconst(J, 0), iconst(J, f->C), 1, NULL, leaf_fill_elem, f);
}

/* A product with leaf constants: per combination of children that are
 * (or are not) nodes of the kernels that hold the params, the packs of
 * the first summed into the output, then the other segments computed on
 * top of them (none left: done). */
static void emit_leaf_const_product(JitState *J, const LoopStmt *s, gcc_jit_location *loc) {
  gcc_jit_context *c = J->ctx;
  const LoopLeafConst *lc = s->leafc;
  const LoopStmt *cs, *d, *st;
  colgemm_shape(J, s, &cs, &d, &st);
  /* is_leaf[g]: the child is in the level-0 group of lc->kernel[g] */
  gcc_jit_rvalue *is_leaf[8] = {0};
  unsigned able = 0;
  gcc_jit_rvalue *gs = cg_frame_field(J, J->f_group_start);
  for (int g = 0; g < lc->nsegs; g++) {
    if (lc->pack[g] < 0) continue;
    able |= 1u << g;
    gcc_jit_rvalue *lo = gcc_jit_context_new_cast(
        c, loc, rv(gcc_jit_context_new_array_access(c, loc, gs, iconst(J, lc->kernel[g]))), J->t_i64);
    gcc_jit_rvalue *hi = gcc_jit_context_new_cast(
        c, loc, rv(gcc_jit_context_new_array_access(c, loc, gs, iconst(J, lc->kernel[g] + 1))), J->t_i64);
    gcc_jit_rvalue *cv = rv(J->vars[lc->child_var[g]]);
    gcc_jit_lvalue *t = cg_vtmp(J, J->block, loc, J->t_bool, "lcleaf",
                             gcc_jit_context_new_binary_op(
                                 c, loc, GCC_JIT_BINARY_OP_LOGICAL_AND, J->t_bool,
                                 gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_GE, cv, lo),
                                 gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_LT, cv, hi)));
    is_leaf[g] = rv(t);
  }
  gcc_jit_block *join = cg_new_block(J, "lcjoin");
  unsigned all = (1u << lc->nsegs) - 1;
  for (unsigned mask = able;; mask = (mask - 1) & able) {
    /* this combination: exactly the segments of mask have leaf children */
    gcc_jit_rvalue *cond = NULL;
    for (int g = 0; g < lc->nsegs; g++) {
      if (!(able & (1u << g))) continue;
      gcc_jit_rvalue *t = is_leaf[g];
      if (!(mask & (1u << g))) t = gcc_jit_context_new_unary_op(c, loc, GCC_JIT_UNARY_OP_LOGICAL_NEGATE, J->t_bool, t);
      cond = cond ? gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_LOGICAL_AND, J->t_bool, cond, t) : t;
    }
    gcc_jit_block *then = cg_new_block(J, "lcthen"), *els = cg_new_block(J, "lcelse");
    if (mask) gcc_jit_block_end_with_conditional(J->block, loc, cond, then, els);
    else gcc_jit_block_end_with_jump(J->block, loc, then);
    J->block = then;
    if (mask) {
      LeafFill f = {s, cs, st, mask, cs->hi->i};
      cg_emit_for(J, loc, J->vars[s->var], iconst(J, 0), iconst(J, s->hi->i), 1, NULL, leaf_fill_row, &f);
    }
    if (J->block && mask != all) colgemm_segments(J, s, loc, mask);
    if (J->block) gcc_jit_block_end_with_jump(J->block, loc, join);
    J->block = els;
    if (!mask) break;
  }
  /* (the last combination, mask 0, jumped unconditionally: els is dead) */
  gcc_jit_block_end_with_jump(J->block, loc, join);
  J->block = join;
}

bool cg_emit_colgemm(JitState *J, const LoopStmt *s, gcc_jit_location *loc) {
  const LoopStmt *cs, *d, *st;
  if (!colgemm_shape(J, s, &cs, &d, &st)) return false;
  if (s->leafc && J->lp->opt.leaf_const) emit_leaf_const_product(J, s, loc);
  else colgemm_segments(J, s, loc, 0);
  return true;
}

/* The emission state of one LS_GEMM. */
typedef struct GemmEmit {
  const LoopStmt *s;
  const LoopGemm *G;
  PGemm g;
  gcc_jit_location *loc;
  gcc_jit_rvalue *panel;
  gcc_jit_lvalue *q;         /* the row block counter */
  gcc_jit_lvalue *dir;       /* the sweep: 1 backward (odd levels); NULL: none */
  gcc_jit_lvalue *mv, *me, *mtemp, *mtab; /* uniform members: counter, member, its temp, the temps */
  gcc_jit_lvalue *jj;        /* the epilogue's element counter */
  int temp0;                 /* uniform: member 0's temp, replaced by the member's */
  int member;                /* the member when one at a time */
} GemmEmit;

/* x, or lohi - x backward: x + dir * (lohi - 2x). */
static gcc_jit_rvalue *swept_rv(JitState *J, GemmEmit *X, gcc_jit_rvalue *x, gcc_jit_rvalue *lohi) {
  if (!X->dir) return x;
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = X->loc;
  gcc_jit_rvalue *twice = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MULT, J->t_i64, iconst(J, 2), x);
  gcc_jit_rvalue *d = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MINUS, J->t_i64, lohi, twice);
  return gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, x,
                                       gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MULT, J->t_i64, rv(X->dir), d));
}

static gcc_jit_rvalue *swept(JitState *J, GemmEmit *X, gcc_jit_rvalue *x, int64_t lohi) {
  return swept_rv(J, X, x, iconst(J, lohi));
}

static gcc_jit_rvalue *bin(JitState *J, gcc_jit_location *loc, enum gcc_jit_binary_op op, gcc_jit_rvalue *a, gcc_jit_rvalue *b) {
  return gcc_jit_context_new_binary_op(J->ctx, loc, op, J->t_i64, a, b);
}

/* lv = a op b ? then : els (a branch in the generated code). */
static void set_choice(JitState *J, gcc_jit_location *loc, gcc_jit_lvalue *lv, gcc_jit_rvalue *els, enum gcc_jit_comparison op,
                       gcc_jit_rvalue *a, gcc_jit_rvalue *b, gcc_jit_rvalue *then) {
  gcc_jit_block_add_assignment(J->block, loc, lv, els);
  gcc_jit_block *yes = cg_new_block(J, "gset"), *join = cg_new_block(J, "gsetj");
  gcc_jit_block_end_with_conditional(J->block, loc, gcc_jit_context_new_comparison(J->ctx, loc, op, a, b), yes, join);
  gcc_jit_block_add_assignment(yes, loc, lv, then);
  gcc_jit_block_end_with_jump(yes, loc, join);
  J->block = join;
}

/* A row-split kernel's share of nb row blocks (stdlib/compiled.h, part
 * and nparts): [nb p / P, nb (p + 1) / P) into *lo, *hi, with p = 0 and
 * P = 1 when nparts <= 1. */
static void row_share(JitState *J, GemmEmit *X, int64_t nb, gcc_jit_lvalue *lo, gcc_jit_lvalue *hi) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = X->loc;
  gcc_jit_rvalue *np = gcc_jit_context_new_cast(c, loc, cg_frame_field(J, J->f_nparts), J->t_i64);
  gcc_jit_rvalue *pt = gcc_jit_context_new_cast(c, loc, cg_frame_field(J, J->f_part), J->t_i64);
  gcc_jit_lvalue *P = cg_gemm_local(J, loc, J->t_i64, "grP"), *p = cg_gemm_local(J, loc, J->t_i64, "grp");
  set_choice(J, loc, P, np, GCC_JIT_COMPARISON_LE, np, iconst(J, 1), iconst(J, 1));
  set_choice(J, loc, p, pt, GCC_JIT_COMPARISON_LE, np, iconst(J, 1), iconst(J, 0));
  gcc_jit_block_add_assignment(J->block, loc, lo, bin(J, loc, GCC_JIT_BINARY_OP_DIVIDE, bin(J, loc, GCC_JIT_BINARY_OP_MULT, iconst(J, nb), rv(p)), rv(P)));
  gcc_jit_block_add_assignment(
      J->block, loc, hi,
      bin(J, loc, GCC_JIT_BINARY_OP_DIVIDE,
          bin(J, loc, GCC_JIT_BINARY_OP_MULT, iconst(J, nb), bin(J, loc, GCC_JIT_BINARY_OP_PLUS, rv(p), iconst(J, 1))), rv(P)));
}

/* Member m's block at r0 (its panel rows from moff): the node tiles. */
static void gemm_member(JitState *J, GemmEmit *X, int m, gcc_jit_rvalue *moff) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = X->loc;
  PGemm *g = &X->g;
  g->rows = X->s->body.s[m];
  g->nodes = X->G->nchild > 1 ? X->G->child_nest : g->rows->body.s[0];
  g->dot = g->nodes->body.s[g->nodes->body.n - 2];
  g->store = g->nodes->body.s[g->nodes->body.n - 1];
  /* pw = panel + (moff + r0) * ktot (halved for bf16 pairs: moff + r0
     is a multiple of the rows, which are even) */
  gcc_jit_rvalue *first = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(g->r0), moff);
  if (g->bf16) first = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_DIVIDE, J->t_i64, first, iconst(J, 2));
  gcc_jit_rvalue *off = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MULT, J->t_i64, first, iconst(J, X->G->ktot));
  gcc_jit_block_add_assignment(J->block, loc, g->pw,
                               gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(c, loc, X->panel, off), loc));
  gcc_jit_block_add_assignment(J->block, loc, g->prow0,
                               gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(g->r0), moff));
  if (g->nchild < 2) {
    cg_gemm_block(J, g);
    return;
  }
  /* merged per-child members: each pair stores into its member's temp */
  gcc_jit_rvalue *saved = J->ptrs[LA_TEMP][X->temp0];
  J->ptrs[LA_TEMP][X->temp0] = rv(g->mtemp);
  cg_gemm_block(J, g);
  J->ptrs[LA_TEMP][X->temp0] = saved;
}

/* Every member's block at r0.  Uniform members: member 0's code once,
 * in a loop over the members (backward when the sweep is), its temp
 * replaced by the member's. */
static void gemm_members(JitState *J, GemmEmit *X) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = X->loc;
  int n = X->s->body.n;
  if (X->G->nchild > 1) {
    gemm_member(J, X, 0, iconst(J, 0));
    return;
  }
  if (!X->G->uniform) {
    for (int m = 0; m < n && J->block; m++) gemm_member(J, X, m, iconst(J, X->G->row_off[m]));
    return;
  }
  gcc_jit_block_add_assignment(J->block, loc, X->mv, iconst(J, 0));
  gcc_jit_block *test = cg_new_block(J, "gmem"), *bb = cg_new_block(J, "gmbody"), *after = cg_new_block(J, "gmafter");
  gcc_jit_block_end_with_jump(J->block, loc, test);
  gcc_jit_block_end_with_conditional(test, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_LT, rv(X->mv), iconst(J, n)),
                                     bb, after);
  J->block = bb;
  gcc_jit_block_add_assignment(J->block, loc, X->me, swept(J, X, rv(X->mv), n - 1));
  gcc_jit_block_add_assignment(J->block, loc, X->mtemp, rv(gcc_jit_context_new_array_access(c, loc, rv(X->mtab), rv(X->me))));
  gcc_jit_rvalue *saved = J->ptrs[LA_TEMP][X->temp0];
  J->ptrs[LA_TEMP][X->temp0] = rv(X->mtemp);
  gemm_member(J, X, 0,
              gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MULT, J->t_i64, rv(X->me), iconst(J, X->G->row_off[1])));
  J->ptrs[LA_TEMP][X->temp0] = saved;
  if (J->block) {
    gcc_jit_block_add_assignment_op(J->block, loc, X->mv, GCC_JIT_BINARY_OP_PLUS, iconst(J, 1));
    gcc_jit_block_end_with_jump(J->block, loc, test);
  }
  J->block = after;
}

/* The fused epilogue on the block's rows: for each node, its lets, then
 * j = r0 + jj for jj in [0, valid) (a constant trip count: one or two
 * vectors). */
static void epilogue_elems(JitState *J, void *user) {
  GemmEmit *X = user;
  const LoopStmt *E = X->G->epilogue, *el = E->body.s[E->body.n - 1];
  gcc_jit_block_add_assignment(J->block, X->loc, J->vars[el->var],
                               gcc_jit_context_new_binary_op(J->ctx, X->loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(X->g.r0),
                                                             rv(X->jj)));
  cg_body(J, &el->body);
}

static void epilogue_node(JitState *J, void *user) {
  GemmEmit *X = user;
  const LoopStmt *E = X->G->epilogue;
  for (int i = 0; i < E->body.n - 1 && J->block; i++) cg_stmt(J, E->body.s[i]);
  const LoopStmt *el = E->body.s[E->body.n - 1];
  if (J->block && !cg_emit_velems(J, X->loc, &el->body, el->var, rv(X->g.r0), X->g.valid))
    cg_emit_for(J, X->loc, X->jj, iconst(J, 0), iconst(J, X->g.valid), 1, NULL, epilogue_elems, X);
}

/* The row blocks of R rows, the full ones in a loop (backward when the
 * sweep is), the partial one after it; in each, every member (members
 * all of R rows) and the epilogue, or member X->member alone. */
static void gemm_row_blocks(JitState *J, GemmEmit *X, int64_t R, bool all) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = X->loc;
  int rows = X->G->rows;
  int64_t full = R / rows;
  /* a row-split kernel: this call's share [slo, shi) of the blocks, the
     full ones [slo, min(shi, full)) swept within it, the partial one
     when shi > full */
  gcc_jit_lvalue *slo = NULL, *shi = NULL, *fhi = NULL;
  if (J->k->row_split) { /* NO, or FORCED / YES: the runtime decides */
    slo = cg_gemm_local(J, loc, J->t_i64, "grlo");
    shi = cg_gemm_local(J, loc, J->t_i64, "grhi");
    fhi = cg_gemm_local(J, loc, J->t_i64, "grfhi");
    row_share(J, X, full + (R % rows ? 1 : 0), slo, shi);
    set_choice(J, loc, fhi, rv(shi), GCC_JIT_COMPARISON_GT, rv(shi), iconst(J, full), iconst(J, full));
  }
  for (int pass = 0; pass < 2 && J->block; pass++) {
    int64_t lo = pass ? full : 0, hi = pass ? (R % rows ? full + 1 : full) : full;
    if (lo >= hi) continue;
    X->g.valid = pass ? (int)(R % rows) : rows;
    gcc_jit_rvalue *qlo = iconst(J, lo), *qhi = iconst(J, hi);
    if (slo && !pass) qlo = rv(slo), qhi = rv(fhi);
    if (slo && pass) {
      /* the partial block is the last: this share's when shi > full */
      gcc_jit_lvalue *plo = cg_gemm_local(J, loc, J->t_i64, "grplo");
      set_choice(J, loc, plo, iconst(J, full), GCC_JIT_COMPARISON_LT, rv(shi), iconst(J, hi), iconst(J, hi));
      qlo = rv(plo);
    }
    gcc_jit_block_add_assignment(J->block, loc, X->q, qlo);
    gcc_jit_block *test = cg_new_block(J, "grow"), *bb = cg_new_block(J, "grbody"), *after = cg_new_block(J, "grafter");
    gcc_jit_block_end_with_jump(J->block, loc, test);
    gcc_jit_block_end_with_conditional(test, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_LT, rv(X->q), qhi),
                                       bb, after);
    J->block = bb;
    gcc_jit_rvalue *blk = hi - lo <= 1 ? rv(X->q)
                          : slo        ? swept_rv(J, X, rv(X->q), bin(J, loc, GCC_JIT_BINARY_OP_MINUS,
                                                                      bin(J, loc, GCC_JIT_BINARY_OP_PLUS, rv(slo), rv(fhi)), iconst(J, 1)))
                                       : swept(J, X, rv(X->q), lo + hi - 1);
    gcc_jit_block_add_assignment(J->block, loc, X->g.r0,
                                 gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MULT, J->t_i64, blk, iconst(J, rows)));
    if (!all) {
      gemm_member(J, X, X->member, iconst(J, X->G->row_off[X->member]));
    } else {
      gemm_members(J, X);
      const LoopStmt *E = X->G->epilogue;
      if (E && J->block) cg_emit_for(J, loc, J->vars[E->var], cg_expr(J, E->lo), cg_expr(J, E->hi), 1, NULL, epilogue_node, X);
    }
    if (J->block) {
      gcc_jit_block_add_assignment_op(J->block, loc, X->q, GCC_JIT_BINARY_OP_PLUS, iconst(J, 1));
      gcc_jit_block_end_with_jump(J->block, loc, test);
    }
    J->block = after;
  }
}

/* Row blocks outermost, every member's block in each (then the fused
 * epilogue on those rows); members of different sizes one after another
 * instead. */
void cg_emit_packed_gemm(JitState *J, const LoopStmt *s, gcc_jit_location *loc) {
  gcc_jit_context *c = J->ctx;
  const LoopGemm *G = s->gemm;
  int W = cg_vec_width(J);
  if (W == 0 || G->rows % W || G->rows / W > GEMM_MAX_VECS || G->nodes > GEMM_MAX_NODES || G->nodes < 1) {
    cg_fail(J, "a packed GEMM the code generator cannot tile (vector width, tile size)");
    return;
  }
  GemmEmit X = {.s = s, .G = G, .loc = loc, .panel = cg_array_ptr(J, LA_PACKED, G->pack), .temp0 = -1};
  X.g = (PGemm){.gs = s, .loc = loc, .V = G->rows / W, .bf16 = cg_gemm_bf16(J, s)};
  X.g.pw = cg_gemm_local(J, loc, J->t_pf32, "gpw");
  X.g.li0 = cg_gemm_local(J, loc, J->t_i64, "gli");
  X.g.nhi = cg_gemm_local(J, loc, J->t_i64, "gnhi");
  X.g.r0 = cg_gemm_local(J, loc, J->t_i64, "gr");
  X.g.prow0 = cg_gemm_local(J, loc, J->t_i64, "gprow");
  X.q = cg_gemm_local(J, loc, J->t_i64, "gq");
  X.jj = cg_gemm_local(J, loc, J->t_i64, "gj");
  if (G->sweep) {
    /* backward (dir = 1) on odd levels */
    X.dir = cg_gemm_local(J, loc, J->t_i64, "gdir");
    gcc_jit_rvalue *lvl = gcc_jit_context_new_cast(c, loc, cg_frame_field(J, J->f_level), J->t_i64);
    gcc_jit_block_add_assignment(J->block, loc, X.dir,
                                 gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_BITWISE_AND, J->t_i64, lvl, iconst(J, 1)));
  }
  if (G->uniform || G->nchild > 1) {
    const LoopStmt *n0 = s->body.s[0]->body.s[0];
    X.temp0 = n0->body.s[n0->body.n - 1]->id;
    X.mtab = cg_gemm_local(J, loc, gcc_jit_context_new_array_type(c, loc, J->t_pf32, s->body.n), "gtab");
    for (int m = 0; m < s->body.n; m++) {
      const LoopStmt *nm = s->body.s[m]->body.s[0];
      gcc_jit_block_add_assignment(J->block, loc, gcc_jit_context_new_array_access(c, loc, rv(X.mtab), iconst(J, m)),
                                   cg_array_ptr(J, LA_TEMP, nm->body.s[nm->body.n - 1]->id));
    }
    X.mv = cg_gemm_local(J, loc, J->t_i64, "gm");
    X.me = cg_gemm_local(J, loc, J->t_i64, "gme");
    X.mtemp = cg_gemm_local(J, loc, J->t_pf32, "gmt");
    if (G->nchild > 1) X.g.nchild = G->nchild, X.g.mtab = X.mtab, X.g.mtemp = X.mtemp;
  }
  if (J->k->row_split && G->sync_before) {
    /* the parts meet: this GEMM may read rows the others stored */
    gcc_jit_rvalue *fn = cg_frame_field(J, J->f_sync);
    gcc_jit_block *call = cg_new_block(J, "gsync"), *join = cg_new_block(J, "gsyncj");
    gcc_jit_block_end_with_conditional(
        J->block, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_NE, fn, gcc_jit_context_null(c, J->t_syncfn)), call,
        join);
    gcc_jit_rvalue *arg = cg_frame_field(J, J->f_sync_arg);
    gcc_jit_block_add_eval(call, loc, gcc_jit_context_new_call_through_ptr(c, loc, fn, 1, &arg));
    gcc_jit_block_end_with_jump(call, loc, join);
    J->block = join;
  }
  if (G->pairs_temp >= 0 && X.g.bf16 == CG_BF16_DOT) { /* never in a row-split kernel (ir/dotpairs.c, the verifier) */
    X.g.pairs = cg_array_ptr(J, LA_TEMP, G->pairs_temp);
    X.g.fresh = cg_gemm_local(J, loc, J->t_i64, "gfresh");
    gcc_jit_block_add_assignment(J->block, loc, X.g.fresh, iconst(J, 1));
  }
  int64_t R = s->body.s[0]->hi->i;
  bool same = true;
  for (int m = 1; m < s->body.n; m++) same = same && s->body.s[m]->hi->i == R;
  if (same || G->uniform) {
    gemm_row_blocks(J, &X, R, true);
    return;
  }
  for (int m = 0; m < s->body.n && J->block; m++) {
    X.member = m;
    gemm_row_blocks(J, &X, s->body.s[m]->hi->i, false);
  }
}
