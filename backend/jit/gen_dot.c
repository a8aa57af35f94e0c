/* Dot products: the scalar form with dot_lanes partial sums, vector dots
 * (16 or 8 floats, compensated or widened to double), and row blocks of
 * vector dots sharing their operand loads (the matmul microkernel for
 * products that are not packed GEMMs). */
#include "backend/jit/codegen_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- vector dot products and the matmul microkernel ---------------------------------- */

/* Floats per vector for a -march: AVX-512 16, else (AVX2) 8. */
int cg_march_width(const char *m) { return strstr(m, "v4") || strstr(m, "avx512") ? 16 : 8; }

/* The vector width in floats (0: no vector dots). */
int cg_vec_width(JitState *J) {
  if (!J->lp->opt.vec_dot) return 0;
  if (!J->t_vf) {
    J->vw = cg_march_width(jit_march(J->o));
    J->t_vf = gcc_jit_type_get_vector(J->t_f32, (size_t)J->vw);
    /* unaligned loads: a vector type aligned like a float */
    J->t_pvf = gcc_jit_type_get_pointer(gcc_jit_type_get_aligned(J->t_vf, 4));
    gcc_jit_field *fs[2] = {gcc_jit_context_new_field(J->ctx, NULL, J->t_vf, "v"),
                            gcc_jit_context_new_field(J->ctx, NULL,
                                                      gcc_jit_context_new_array_type(J->ctx, NULL, J->t_f32, J->vw), "a")};
    J->t_vunion = gcc_jit_context_new_union_type(J->ctx, NULL, "cx_vf", 2, fs);
    J->f_vu_v = fs[0];
    J->f_vu_a = fs[1];
    J->t_vd = gcc_jit_type_get_vector(J->t_f64, (size_t)J->vw / 2);
    gcc_jit_field *fd[2] = {gcc_jit_context_new_field(J->ctx, NULL, J->t_vd, "v"),
                            gcc_jit_context_new_field(J->ctx, NULL,
                                                      gcc_jit_context_new_array_type(J->ctx, NULL, J->t_f64, J->vw / 2), "a")};
    J->t_vdunion = gcc_jit_context_new_union_type(J->ctx, NULL, "cx_vd", 2, fd);
    J->f_vdu_v = fd[0];
    J->f_vdu_a = fd[1];
  }
  return J->vw;
}

/* Can s be a vector dot?  With rvar >= 0 (a row block): per segment, the
 * side reading rvar is the row side (*rowside[g]: 0 = a, 1 = b); the other
 * side must not read it. */
bool cg_dot_vectorizable(JitState *J, const LoopStmt *s, int rvar, int *rowside) {
  if (s->kind != LS_DOT || s->acc != LT_F32 || cg_vec_width(J) == 0) return false;
  for (int g = 0; g < s->nsegs; g++) {
    const LoopExpr *x;
    if (!loop_load_unit_stride(s->segs[g].a, s->kvar, &x) || !loop_load_unit_stride(s->segs[g].b, s->kvar, &x)) return false;
    if (rvar >= 0) {
      bool ra = loop_expr_reads(s->segs[g].a, rvar), rb = loop_expr_reads(s->segs[g].b, rvar);
      if (ra && rb) return false;
      rowside[g] = rb ? 1 : 0;
    }
  }
  return true;
}

/* &array[X] as a float pointer local. */
gcc_jit_rvalue *cg_seg_base(JitState *J, gcc_jit_location *loc, const LoopExpr *load, int kvar, const char *what) {
  const LoopExpr *x = NULL;
  loop_load_unit_stride(load, kvar, &x);
  gcc_jit_rvalue *ix = x ? cg_expr(J, x) : iconst(J, 0);
  gcc_jit_rvalue *addr =
      gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(J->ctx, loc, cg_array_ptr(J, load->array, load->id), ix), loc);
  char name[32];
  snprintf(name, sizeof name, "%s%d", what, J->nblocks++);
  gcc_jit_lvalue *l = gcc_jit_function_new_local(J->fn, loc, J->t_pf32, name);
  gcc_jit_block_add_assignment(J->block, loc, l, gcc_jit_context_new_cast(J->ctx, loc, addr, J->t_pf32));
  return rv(l);
}

gcc_jit_rvalue *cg_vload(JitState *J, gcc_jit_location *loc, gcc_jit_rvalue *base, gcc_jit_rvalue *k) {
  gcc_jit_rvalue *p = gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(J->ctx, loc, base, k), loc);
  return rv(gcc_jit_rvalue_dereference(gcc_jit_context_new_cast(J->ctx, loc, p, J->t_pvf), loc));
}

/* A fresh local of type t set to v in block bb. */
gcc_jit_lvalue *cg_vtmp(JitState *J, gcc_jit_block *bb, gcc_jit_location *loc, gcc_jit_type *t, const char *what,
                            gcc_jit_rvalue *v) {
  char name[32];
  snprintf(name, sizeof name, "%s%d", what, J->nblocks++);
  gcc_jit_lvalue *l = gcc_jit_function_new_local(J->fn, loc, t, name);
  gcc_jit_block_add_assignment(bb, loc, l, v);
  return l;
}

gcc_jit_rvalue *cg_vbin(JitState *J, gcc_jit_location *loc, enum gcc_jit_binary_op op, gcc_jit_rvalue *a,
                            gcc_jit_rvalue *b) {
  return gcc_jit_context_new_binary_op(J->ctx, loc, op, J->t_vf, a, b);
}

/* One chunk of R compensated dots (Dot2), x the shared operand vector:
 *   p = w*x;  q = fma(w, x, -p)          (TwoProduct: w*x = p + q exactly)
 *   t = s + p;  z = t - s;  e = (s - (t - z)) + (p - z)   (TwoSum: s + p = t + e)
 *   s = t;  c += e + q
 * The FMA is __builtin_fmaf lane by lane through the union (GCC turns the
 * W calls into one vfmsub); the context is compiled with
 * -ffp-contract=off, so no other product is fused into an addition (that
 * would break the error-free transformations). */
static void emit_vdot2_step(JitState *J, gcc_jit_block *bb, gcc_jit_location *loc, int R, gcc_jit_rvalue **pr,
                            gcc_jit_rvalue *k, gcc_jit_lvalue *xv, gcc_jit_lvalue **acc, gcc_jit_lvalue **cacc) {
  gcc_jit_context *c = J->ctx;
  int W = J->vw;
  char name[32];
  snprintf(name, sizeof name, "ux%d", J->nblocks++);
  gcc_jit_lvalue *ux = gcc_jit_function_new_local(J->fn, loc, J->t_vunion, name);
  gcc_jit_block_add_assignment(bb, loc, gcc_jit_lvalue_access_field(ux, loc, J->f_vu_v), rv(xv));
  gcc_jit_rvalue *xa = rv(gcc_jit_lvalue_access_field(ux, loc, J->f_vu_a));
  for (int j = 0; j < R; j++) {
    snprintf(name, sizeof name, "uw%d", J->nblocks++);
    gcc_jit_lvalue *uw = gcc_jit_function_new_local(J->fn, loc, J->t_vunion, name);
    gcc_jit_lvalue *wv = gcc_jit_lvalue_access_field(uw, loc, J->f_vu_v);
    gcc_jit_block_add_assignment(bb, loc, wv, cg_vload(J, loc, pr[j], k));
    snprintf(name, sizeof name, "up%d", J->nblocks++);
    gcc_jit_lvalue *up = gcc_jit_function_new_local(J->fn, loc, J->t_vunion, name);
    gcc_jit_lvalue *pv = gcc_jit_lvalue_access_field(up, loc, J->f_vu_v);
    gcc_jit_block_add_assignment(bb, loc, pv, cg_vbin(J, loc, GCC_JIT_BINARY_OP_MULT, rv(wv), rv(xv)));
    snprintf(name, sizeof name, "uq%d", J->nblocks++);
    gcc_jit_lvalue *uq = gcc_jit_function_new_local(J->fn, loc, J->t_vunion, name);
    gcc_jit_rvalue *wa = rv(gcc_jit_lvalue_access_field(uw, loc, J->f_vu_a));
    gcc_jit_rvalue *pa = rv(gcc_jit_lvalue_access_field(up, loc, J->f_vu_a));
    gcc_jit_rvalue *qa = rv(gcc_jit_lvalue_access_field(uq, loc, J->f_vu_a));
    for (int l = 0; l < W; l++) {
      gcc_jit_rvalue *ix = iconst(J, l);
      gcc_jit_rvalue *args[3] = {
          rv(gcc_jit_context_new_array_access(c, loc, wa, ix)), rv(gcc_jit_context_new_array_access(c, loc, xa, ix)),
          gcc_jit_context_new_unary_op(c, loc, GCC_JIT_UNARY_OP_MINUS, J->t_f32,
                                       rv(gcc_jit_context_new_array_access(c, loc, pa, ix)))};
      gcc_jit_block_add_assignment(bb, loc, gcc_jit_context_new_array_access(c, loc, qa, ix),
                                   gcc_jit_context_new_call(c, loc, J->b_fmaf, 3, args));
    }
    gcc_jit_rvalue *p = rv(pv), *s = rv(acc[j]);
    gcc_jit_lvalue *t = cg_vtmp(J, bb, loc, J->t_vf, "t", cg_vbin(J, loc, GCC_JIT_BINARY_OP_PLUS, s, p));
    gcc_jit_lvalue *z = cg_vtmp(J, bb, loc, J->t_vf, "z", cg_vbin(J, loc, GCC_JIT_BINARY_OP_MINUS, rv(t), s));
    gcc_jit_rvalue *e = cg_vbin(J, loc, GCC_JIT_BINARY_OP_PLUS,
                             cg_vbin(J, loc, GCC_JIT_BINARY_OP_MINUS, s, cg_vbin(J, loc, GCC_JIT_BINARY_OP_MINUS, rv(t), rv(z))),
                             cg_vbin(J, loc, GCC_JIT_BINARY_OP_MINUS, p, rv(z)));
    gcc_jit_lvalue *el = cg_vtmp(J, bb, loc, J->t_vf, "e", e);
    gcc_jit_block_add_assignment(bb, loc, acc[j], rv(t));
    gcc_jit_block_add_assignment_op(bb, loc, cacc[j], GCC_JIT_BINARY_OP_PLUS,
                                    cg_vbin(J, loc, GCC_JIT_BINARY_OP_PLUS, rv(el), rv(gcc_jit_lvalue_access_field(uq, loc, J->f_vu_v))));
  }
}

/* dot_comp=2: floats base[k + h W/2 ...] widened to W/2 doubles (a local;
 * GCC turns the lane-wise conversions into one vcvtps2pd). */
static gcc_jit_lvalue *vwiden(JitState *J, gcc_jit_block *bb, gcc_jit_location *loc, gcc_jit_rvalue *base, gcc_jit_rvalue *k,
                              int h) {
  gcc_jit_context *c = J->ctx;
  int H = J->vw / 2;
  char name[32];
  snprintf(name, sizeof name, "ud%d", J->nblocks++);
  gcc_jit_lvalue *u = gcc_jit_function_new_local(J->fn, loc, J->t_vdunion, name);
  gcc_jit_rvalue *arr = rv(gcc_jit_lvalue_access_field(u, loc, J->f_vdu_a));
  for (int l = 0; l < H; l++) {
    gcc_jit_rvalue *ix = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, k, iconst(J, h * H + l));
    gcc_jit_block_add_assignment(bb, loc, gcc_jit_context_new_array_access(c, loc, arr, iconst(J, l)),
                                 gcc_jit_context_new_cast(c, loc, rv(gcc_jit_context_new_array_access(c, loc, base, ix)), J->t_f64));
  }
  return gcc_jit_lvalue_access_field(u, loc, J->f_vdu_v);
}

/* R dot products of the same shape, row j with var rvar = rows[j] (R = 1:
 * rvar -1): each one accumulator vector (lane l takes k = l mod W, FMA;
 * dot_comp=1: plus an error vector, emit_vdot2_step; 2: two double vectors),
 * a scalar tail, then the lanes added pairwise.  The operand side that does
 * not depend on the row is loaded once per chunk for all R rows.  Sets
 * sums[j] to float rvalues (locals). */
void cg_emit_vdots(JitState *J, gcc_jit_location *loc, const LoopStmt *s, int R, int rvar, gcc_jit_lvalue **rows,
                       const int *rowside, gcc_jit_rvalue **sums) {
  gcc_jit_context *c = J->ctx;
  int W = cg_vec_width(J);
  char name[32];
  gcc_jit_lvalue *acc[VDOT_MAX], *tail[VDOT_MAX], *cacc[VDOT_MAX] = {0};
  /* dot_comp=1: Dot2 (Ogita, Rump, Oishi 2005) per lane: acc the sum, cacc
   * the rounding errors of the products (FMA) and of the additions
   * (TwoSum); the tail in double. */
  int comp = J->lp->opt.dot_comp;
  gcc_jit_type *tt = comp ? J->t_f64 : J->t_f32;
  /* dot_comp=2: the products of floats exact in double, summed in two
   * double vectors per dot (acc: the low halves, cacc: the high) */
  gcc_jit_type *at = comp == 2 ? J->t_vd : J->t_vf;
  if (comp && !J->b_fmaf) J->b_fmaf = gcc_jit_context_get_builtin_function(c, "__builtin_fmaf");
  gcc_jit_rvalue *zeros[16];
  for (int l = 0; l < W; l++) zeros[l] = fconst(J, comp == 2 ? J->t_f64 : J->t_f32, 0);
  gcc_jit_rvalue *cg_vzero = gcc_jit_context_new_rvalue_from_vector(c, loc, at, (size_t)(comp == 2 ? W / 2 : W), zeros);
  for (int j = 0; j < R; j++) {
    snprintf(name, sizeof name, "vacc%d_%d", J->nblocks, j);
    acc[j] = gcc_jit_function_new_local(J->fn, loc, at, name);
    gcc_jit_block_add_assignment(J->block, loc, acc[j], cg_vzero);
    snprintf(name, sizeof name, "tacc%d_%d", J->nblocks, j);
    tail[j] = gcc_jit_function_new_local(J->fn, loc, tt, name);
    gcc_jit_block_add_assignment(J->block, loc, tail[j], fconst(J, tt, 0));
    if (comp) {
      snprintf(name, sizeof name, "vcmp%d_%d", J->nblocks, j);
      cacc[j] = gcc_jit_function_new_local(J->fn, loc, at, name);
      gcc_jit_block_add_assignment(J->block, loc, cacc[j], cg_vzero);
    }
  }
  J->nblocks++;
  gcc_jit_lvalue *saved = rvar >= 0 ? J->vars[rvar] : NULL;
  for (int g = 0; g < s->nsegs; g++) {
    const LoopDotSeg *seg = &s->segs[g];
    int rs = rvar >= 0 ? rowside[g] : 0;
    const LoopExpr *rowx = rs ? seg->b : seg->a, *colx = rs ? seg->a : seg->b;
    gcc_jit_rvalue *pr[VDOT_MAX];
    for (int j = 0; j < R; j++) {
      if (rvar >= 0) J->vars[rvar] = rows[j];
      pr[j] = cg_seg_base(J, loc, rowx, s->kvar, "pw");
    }
    if (rvar >= 0) J->vars[rvar] = saved;
    gcc_jit_rvalue *pc = cg_seg_base(J, loc, colx, s->kvar, "px");
    int64_t full = seg->len / W * W;
    snprintf(name, sizeof name, "kv%d", J->nblocks++);
    gcc_jit_lvalue *kv = gcc_jit_function_new_local(J->fn, loc, J->t_i64, name);
    for (int pass = 0; pass < 2; pass++) {
      int64_t lo = pass ? full : 0, hi = pass ? seg->len : full;
      if (lo >= hi) continue;
      gcc_jit_block_add_assignment(J->block, loc, kv, iconst(J, lo));
      gcc_jit_block *test = cg_new_block(J, "vfor"), *bb = cg_new_block(J, "vbody"), *after = cg_new_block(J, "vafter");
      gcc_jit_block_end_with_jump(J->block, loc, test);
      gcc_jit_block_end_with_conditional(
          test, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_LT, rv(kv), iconst(J, hi)), bb, after);
      if (!pass) {
        if (comp == 2) {
          for (int h = 0; h < 2; h++) {
            gcc_jit_lvalue *xd = vwiden(J, bb, loc, pc, rv(kv), h);
            for (int j = 0; j < R; j++)
              gcc_jit_block_add_assignment_op(
                  bb, loc, h ? cacc[j] : acc[j], GCC_JIT_BINARY_OP_PLUS,
                  gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MULT, J->t_vd, rv(vwiden(J, bb, loc, pr[j], rv(kv), h)),
                                                rv(xd)));
          }
          gcc_jit_block_add_assignment_op(bb, loc, kv, GCC_JIT_BINARY_OP_PLUS, iconst(J, W));
          gcc_jit_block_end_with_jump(bb, loc, test);
          J->block = after;
          continue;
        }
        snprintf(name, sizeof name, "vx%d", J->nblocks++);
        gcc_jit_lvalue *xv = gcc_jit_function_new_local(J->fn, loc, J->t_vf, name);
        gcc_jit_block_add_assignment(bb, loc, xv, cg_vload(J, loc, pc, rv(kv)));
        if (comp) {
          emit_vdot2_step(J, bb, loc, R, pr, rv(kv), xv, acc, cacc);
        } else {
          for (int j = 0; j < R; j++)
            gcc_jit_block_add_assignment_op(
                bb, loc, acc[j], GCC_JIT_BINARY_OP_PLUS,
                gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MULT, J->t_vf, cg_vload(J, loc, pr[j], rv(kv)), rv(xv)));
        }
      } else {
        gcc_jit_rvalue *xs = rv(gcc_jit_context_new_array_access(c, loc, pc, rv(kv)));
        if (comp) xs = gcc_jit_context_new_cast(c, loc, xs, tt);
        for (int j = 0; j < R; j++) {
          gcc_jit_rvalue *ws = rv(gcc_jit_context_new_array_access(c, loc, pr[j], rv(kv)));
          if (comp) ws = gcc_jit_context_new_cast(c, loc, ws, tt);
          gcc_jit_block_add_assignment_op(bb, loc, tail[j], GCC_JIT_BINARY_OP_PLUS,
                                          gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MULT, tt, ws, xs));
        }
      }
      gcc_jit_block_add_assignment_op(bb, loc, kv, GCC_JIT_BINARY_OP_PLUS, iconst(J, pass ? 1 : W));
      gcc_jit_block_end_with_jump(bb, loc, test);
      J->block = after;
    }
  }
  for (int j = 0; j < R; j++) {
    gcc_jit_rvalue *vals[16];
    /* the lanes and the tail added in double: one rounding at the end */
    gcc_jit_type *ht = J->lp->opt.vec_hsum_double || comp ? J->t_f64 : J->t_f32;
    if (comp == 2) {
      for (int h = 0; h < 2; h++) {
        snprintf(name, sizeof name, "vud%d", J->nblocks++);
        gcc_jit_lvalue *u = gcc_jit_function_new_local(J->fn, loc, J->t_vdunion, name);
        gcc_jit_block_add_assignment(J->block, loc, gcc_jit_lvalue_access_field(u, loc, J->f_vdu_v), rv(h ? cacc[j] : acc[j]));
        gcc_jit_rvalue *arr = rv(gcc_jit_lvalue_access_field(u, loc, J->f_vdu_a));
        for (int l = 0; l < W / 2; l++)
          vals[h * W / 2 + l] = rv(gcc_jit_context_new_array_access(c, loc, arr, iconst(J, l)));
      }
    } else {
      snprintf(name, sizeof name, "vu%d", J->nblocks++);
      gcc_jit_lvalue *u = gcc_jit_function_new_local(J->fn, loc, J->t_vunion, name);
      gcc_jit_block_add_assignment(J->block, loc, gcc_jit_lvalue_access_field(u, loc, J->f_vu_v), rv(acc[j]));
      gcc_jit_lvalue *arr = gcc_jit_lvalue_access_field(u, loc, J->f_vu_a);
      for (int l = 0; l < W; l++)
        vals[l] = gcc_jit_context_new_cast(c, loc, rv(gcc_jit_context_new_array_access(c, loc, rv(arr), iconst(J, l))), ht);
    }
    if (comp == 1) {
      /* Dot2's finish: the error terms added to the sums, lane by lane, in double */
      snprintf(name, sizeof name, "vuc%d", J->nblocks++);
      gcc_jit_lvalue *uc = gcc_jit_function_new_local(J->fn, loc, J->t_vunion, name);
      gcc_jit_block_add_assignment(J->block, loc, gcc_jit_lvalue_access_field(uc, loc, J->f_vu_v), rv(cacc[j]));
      gcc_jit_lvalue *carr = gcc_jit_lvalue_access_field(uc, loc, J->f_vu_a);
      for (int l = 0; l < W; l++)
        vals[l] = gcc_jit_context_new_binary_op(
            c, loc, GCC_JIT_BINARY_OP_PLUS, ht, vals[l],
            gcc_jit_context_new_cast(c, loc, rv(gcc_jit_context_new_array_access(c, loc, rv(carr), iconst(J, l))), ht));
    }
    for (int n = W; n > 1; n /= 2)
      for (int i = 0; i < n / 2; i++)
        vals[i] = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, ht, vals[i], vals[i + n / 2]);
    snprintf(name, sizeof name, "vsum%d", J->nblocks++);
    gcc_jit_lvalue *sum = gcc_jit_function_new_local(J->fn, loc, J->t_f32, name);
    gcc_jit_block_add_assignment(
        J->block, loc, sum,
        gcc_jit_context_new_cast(c, loc,
                                 gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, ht, vals[0],
                                                               gcc_jit_context_new_cast(c, loc, rv(tail[j]), ht)),
                                 J->t_f32));
    sums[j] = rv(sum);
  }
}

void cg_stmt(JitState *J, const LoopStmt *s);

/* The microkernel: for r in [lo, hi): for li in nodes: LETS; acc = dot;
 * store  ->  for r0 step R: for li: LETS; R dots sharing each operand
 * vector; R stores; then the remaining rows as before.  Returns false
 * when s does not have that shape. */
typedef struct GemmCtx {
  const LoopStmt *rows, *nodes, *dot, *store;
  int R;
  int rowside[64];
  gcc_jit_location *loc;
} GemmCtx;

static void gemm_node(JitState *J, void *user) {
  GemmCtx *g = user;
  for (int i = 0; i < g->nodes->body.n - 2 && J->block; i++) cg_stmt(J, g->nodes->body.s[i]);
  if (!J->block) return;
  int rvar = g->rows->var;
  gcc_jit_lvalue *rows[VDOT_MAX], *r0 = J->vars[rvar];
  char name[32];
  for (int j = 0; j < g->R; j++) {
    snprintf(name, sizeof name, "r%d_%d", J->nblocks, j);
    rows[j] = gcc_jit_function_new_local(J->fn, g->loc, J->t_i64, name);
    gcc_jit_block_add_assignment(J->block, g->loc, rows[j],
                                 gcc_jit_context_new_binary_op(J->ctx, g->loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(r0), iconst(J, j)));
  }
  J->nblocks++;
  gcc_jit_rvalue *sums[VDOT_MAX];
  cg_emit_vdots(J, g->loc, g->dot, g->R, rvar, rows, g->rowside, sums);
  for (int j = 0; j < g->R; j++) {
    gcc_jit_rvalue *v = sums[j];
    if (J->k->vars[g->dot->var].type != LT_F32)
      v = gcc_jit_context_new_cast(J->ctx, g->loc, v, cg_jtype(J, J->k->vars[g->dot->var].type));
    gcc_jit_block_add_assignment(J->block, g->loc, J->vars[g->dot->var], v);
    J->vars[rvar] = rows[j];
    cg_stmt(J, g->store);
    J->vars[rvar] = r0;
  }
}

static void gemm_rowblock(JitState *J, void *user) {
  GemmCtx *g = user;
  cg_emit_for(J, g->loc, J->vars[g->nodes->var], cg_expr(J, g->nodes->lo), cg_expr(J, g->nodes->hi), 1, NULL, gemm_node, g);
}

bool cg_emit_gemm(JitState *J, const LoopStmt *s, gcc_jit_location *loc) {
  int R = J->lp->opt.gemm_kernel;
  if (R > VDOT_MAX) R = VDOT_MAX;
  if (R < 2 || s->role != LR_ROWS || s->body.n != 1) return false;
  const LoopStmt *ns = s->body.s[0];
  if (ns->kind != LS_FOR || ns->role != LR_NODES || ns->body.n < 2) return false;
  const LoopStmt *d = ns->body.s[ns->body.n - 2], *st = ns->body.s[ns->body.n - 1];
  if (d->kind != LS_DOT || st->kind != LS_STORE || d->nsegs > 64) return false;
  if (st->value->kind != LE_VAR || st->value->var != d->var) return false;
  if (loop_expr_reads(ns->lo, s->var) || loop_expr_reads(ns->hi, s->var)) return false;
  for (int i = 0; i < ns->body.n - 2; i++)
    if (loop_stmt_touches(ns->body.s[i], s->var) || loop_stmt_touches(ns->body.s[i], d->var)) return false;
  GemmCtx g = {.rows = s, .nodes = ns, .dot = d, .store = st, .R = R, .loc = loc};
  if (!cg_dot_vectorizable(J, d, s->var, g.rowside)) return false;
  gcc_jit_context *c = J->ctx;
  gcc_jit_lvalue *r = J->vars[s->var];
  char name[32];
  snprintf(name, sizeof name, "rlo%d", J->nblocks++);
  gcc_jit_lvalue *lo = gcc_jit_function_new_local(J->fn, loc, J->t_i64, name);
  gcc_jit_block_add_assignment(J->block, loc, lo, cg_expr(J, s->lo));
  snprintf(name, sizeof name, "rhi%d", J->nblocks++);
  gcc_jit_lvalue *hi = gcc_jit_function_new_local(J->fn, loc, J->t_i64, name);
  gcc_jit_block_add_assignment(J->block, loc, hi, cg_expr(J, s->hi));
  snprintf(name, sizeof name, "rmid%d", J->nblocks++);
  gcc_jit_lvalue *mid = gcc_jit_function_new_local(J->fn, loc, J->t_i64, name);
  /* mid = hi - (hi - lo) % R (hi >= lo: the loop is empty otherwise) */
  gcc_jit_rvalue *span = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MINUS, J->t_i64, rv(hi), rv(lo));
  gcc_jit_block_add_assignment(
      J->block, loc, mid,
      gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MINUS, J->t_i64, rv(hi),
                                    gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MODULO, J->t_i64, span, iconst(J, R))));
  cg_emit_for(J, loc, r, rv(lo), rv(mid), R, NULL, gemm_rowblock, &g);
  if (J->block) cg_emit_for(J, loc, r, rv(mid), rv(hi), 1, &s->body, NULL, NULL);
  return true;
}
