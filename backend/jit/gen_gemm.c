/* LS_GEMM (ir/gemm.c): tiles of nodes x panel rows over a packed weight
 * panel with vector FMAs along the rows, the row blocks walked forward or
 * backward, leaf-product table rows read and written, the fused
 * element-wise epilogue after each row block. */
#include "backend/jit/codegen_internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- LS_GEMM: the packed, register-blocked microkernel --------------------------- */

gcc_jit_lvalue *cg_gemm_local(JitState *J, gcc_jit_location *loc, gcc_jit_type *t, const char *what) {
  char name[32];
  snprintf(name, sizeof name, "%s%d", what, J->nblocks++);
  return gcc_jit_function_new_local(J->fn, loc, t, name);
}

/* The node loop's lets for node li0 + t, t a run-time tile position
 * (row checks included).  body false: the node var alone (li, mapped as
 * the tables and pairs want), for a store that reads nothing else the
 * lets set. */
static void gemm_lets(JitState *J, PGemm *g, gcc_jit_rvalue *t, bool body) {
  gcc_jit_lvalue *li = J->vars[g->nodes->var];
  gcc_jit_block_add_assignment(J->block, g->loc, li,
                               gcc_jit_context_new_binary_op(J->ctx, g->loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(g->li0), t));
  if (g->nchild > 1) {
    /* pair v = li * nchild + m: child m of node li */
    int cv = g->gs->gemm->child_var;
    gcc_jit_rvalue *A = iconst(J, g->nchild);
    gcc_jit_block_add_assignment(J->block, g->loc, J->vars[cv],
                                 gcc_jit_context_new_binary_op(J->ctx, g->loc, GCC_JIT_BINARY_OP_MODULO, J->t_i64, rv(li), A));
    gcc_jit_block_add_assignment(J->block, g->loc, li,
                                 gcc_jit_context_new_binary_op(J->ctx, g->loc, GCC_JIT_BINARY_OP_DIVIDE, J->t_i64, rv(li), A));
  }
  if (g->gs->gemm->lprod) {
    /* leaf-product tables: position li is node perm[start + li] */
    gcc_jit_context *c = J->ctx;
    /* perm through an empty asm: the test is then not invariant in the t
       loops, which GCC would otherwise unswitch (two copies of each) */
    gcc_jit_lvalue *pl = cg_vtmp(J, J->block, g->loc, J->t_pi32, "gperm", cg_frame_field(J, J->f_lp_perm));
    gcc_jit_extended_asm_add_output_operand(gcc_jit_block_add_extended_asm(J->block, g->loc, ""), NULL, "+r", pl);
    gcc_jit_rvalue *perm = rv(pl);
    gcc_jit_rvalue *start = rv(J->vars[J->k->var_start]);
    gcc_jit_block *map = cg_new_block(J, "gperm"), *join = cg_new_block(J, "gpermj");
    gcc_jit_block_end_with_conditional(
        J->block, g->loc, gcc_jit_context_new_comparison(c, g->loc, GCC_JIT_COMPARISON_NE, perm, gcc_jit_context_null(c, J->t_pi32)),
        map, join);
    gcc_jit_rvalue *node = rv(gcc_jit_context_new_array_access(
        c, g->loc, perm, gcc_jit_context_new_binary_op(c, g->loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, start, rv(li))));
    gcc_jit_block_add_assignment(map, g->loc, li,
                                 gcc_jit_context_new_binary_op(c, g->loc, GCC_JIT_BINARY_OP_MINUS, J->t_i64,
                                                               gcc_jit_context_new_cast(c, g->loc, node, J->t_i64), start));
    gcc_jit_block_end_with_jump(map, g->loc, join);
    J->block = join;
  }
  for (int i = 0; body && i < g->nodes->body.n - 2 && J->block; i++) cg_stmt(J, g->nodes->body.s[i]);
}

/* k unrolled U times into U sets of accumulators, summed at the end:
 * a tile of one node has V chains of FMAs, too few to cover the FMA
 * latency when V is 2 (a level of one tree has 1-3 nodes).  U depends
 * on V only, never on the tile's node count, so a node's sums do not
 * depend on how many nodes share its tile: results are bit-identical
 * whatever the batch, the threads or the leaf tables (tests/test_jit.c).
 * U = 2 with AVX-512 and 2 vectors of rows (-fgemm-rows=32: 4 chains for
 * one node, 16 accumulators of 32 registers for four); else 1 (4 vectors
 * already give one node 4 chains; AVX2 has only 16 registers). */
#define GEMM_MAX_UNROLL 2

typedef gcc_jit_lvalue *GemmAccs[GEMM_MAX_UNROLL][GEMM_MAX_NODES][GEMM_MAX_VECS];

/* The unroll of k (above): it depends on the vectors per row only. */
static int gemm_unroll(JitState *J, int V) { return J->vw == 16 && V <= 2 ? 2 : 1; }

gcc_jit_rvalue *cg_vzero(JitState *J, gcc_jit_location *loc) {
  gcc_jit_rvalue *zeros[16];
  for (int l = 0; l < J->vw; l++) zeros[l] = fconst(J, J->t_f32, 0);
  return gcc_jit_context_new_rvalue_from_vector(J->ctx, loc, J->t_vf, (size_t)J->vw, zeros);
}

/* ---- bf16 panels (gemm_bf16) ----------------------------------------------------
 * Two layouts, both half the f32 panel's bytes, each 32-bit word a pair
 * of bf16 (rounded to nearest even from the f32 weights):
 * - CG_BF16_WIDEN: every 2W consecutive floats of a k (rows i and W + i
 *   of a pair of vectors) are W words, row i in the low half, row W + i
 *   in the high half.  The microkernel widens a word vector with one
 *   shift (the low rows) and one and (the high rows), exactly: a bf16 is
 *   the top half of an f32.  Every product is bf16 weight x f32 state,
 *   accumulated in f32 as the f32 panels are.
 * - CG_BF16_DOT (gemm_bf16_dot, AVX512-BF16): the k's paired, word r of
 *   pair p of a row block = row r at k = 2p (low half) and 2p + 1 (high
 *   half), and each vector of words goes to vdpbf16ps with a broadcast
 *   pair of the state rounded to bf16 (vcvtne2ps2bf16): 32 products an
 *   instruction, no widening, the sums in f32.  The states' rounding is
 *   the price (2^-9 relative, as the weights').  It needs whole pairs:
 *   every segment of the contraction even.  libgccjit 12 has no target
 *   builtins, so both instructions are extended asm.
 * Either packing is an in-place compaction of the packed f32 panel
 * (cg_bf16_pack), so the panel's row blocks are where they were, at half
 * the offset. */

static void bf16_types(JitState *J) {
  if (J->t_vu) return;
  J->t_u32 = gcc_jit_context_get_type(J->ctx, GCC_JIT_TYPE_UINT32_T);
  J->t_vu = gcc_jit_type_get_vector(J->t_u32, (size_t)J->vw);
  J->t_pvu = gcc_jit_type_get_pointer(gcc_jit_type_get_aligned(J->t_vu, 4));
}

/* May this context emit vdpbf16ps?  The option, AVX-512, and a host CPU
 * that runs it unless the target was named (-march, CORTEX_MARCH): then
 * the option alone says. */
static bool bf16_dot_ok(JitState *J) {
  if (!J->lp->opt.gemm_bf16_dot || J->vw != 16) return false;
  const char *env = getenv("CORTEX_MARCH");
  return J->o->march || (env && *env) || jit_cpu_bf16();
}

/* The panel type of the GEMM gs: f32 unless the option is on and its
 * rows are whole pairs of vectors; the dot layout where the CPU has it
 * and every segment is whole pairs of k's. */
int cg_gemm_bf16(JitState *J, const LoopStmt *gs) {
  int W = cg_vec_width(J);
  const LoopGemm *G = gs->gemm;
  if (!J->lp->opt.gemm_bf16 || W == 0 || G->rows % (2 * W) != 0) return CG_F32;
  bf16_types(J);
  if (!bf16_dot_ok(J)) return CG_BF16_WIDEN;
  const LoopStmt *ns = gs->body.s[0]->body.s[0], *d = ns->body.s[ns->body.n - 2];
  for (int i = 0; i < d->nsegs; i++)
    if (d->segs[i].len % 2) return CG_BF16_WIDEN;
  return CG_BF16_DOT;
}

static gcc_jit_rvalue *u32const(JitState *J, uint32_t v) { return gcc_jit_context_new_rvalue_from_long(J->ctx, J->t_u32, (long)v); }

static gcc_jit_rvalue *vu_splat(JitState *J, gcc_jit_location *loc, uint32_t v) {
  gcc_jit_rvalue *lanes[16];
  for (int l = 0; l < J->vw; l++) lanes[l] = u32const(J, v);
  return gcc_jit_context_new_rvalue_from_vector(J->ctx, loc, J->t_vu, (size_t)J->vw, lanes);
}

static gcc_jit_rvalue *ubin(JitState *J, enum gcc_jit_binary_op op, gcc_jit_type *t, gcc_jit_rvalue *a, gcc_jit_rvalue *b) {
  return gcc_jit_context_new_binary_op(J->ctx, NULL, op, t, a, b);
}

/* The bf16 of f32 bits x, in the low 16 bits: rounded to nearest, ties to
 * even; a NaN stays a NaN (quieted) instead of rounding to infinity. */
static gcc_jit_rvalue *bf16_round(JitState *J, gcc_jit_lvalue *out, gcc_jit_rvalue *x) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_rvalue *odd = ubin(J, GCC_JIT_BINARY_OP_BITWISE_AND, J->t_u32, ubin(J, GCC_JIT_BINARY_OP_RSHIFT, J->t_u32, x, u32const(J, 16)),
                             u32const(J, 1));
  gcc_jit_rvalue *rne = ubin(J, GCC_JIT_BINARY_OP_RSHIFT, J->t_u32,
                             ubin(J, GCC_JIT_BINARY_OP_PLUS, J->t_u32, ubin(J, GCC_JIT_BINARY_OP_PLUS, J->t_u32, x, u32const(J, 0x7fff)), odd),
                             u32const(J, 16));
  gcc_jit_block_add_assignment(J->block, NULL, out, rne);
  gcc_jit_rvalue *nan = gcc_jit_context_new_comparison(
      c, NULL, GCC_JIT_COMPARISON_GT, ubin(J, GCC_JIT_BINARY_OP_BITWISE_AND, J->t_u32, x, u32const(J, 0x7fffffff)), u32const(J, 0x7f800000));
  gcc_jit_block *isnan = cg_new_block(J, "bfnan"), *join = cg_new_block(J, "bfj");
  gcc_jit_block_end_with_conditional(J->block, NULL, nan, isnan, join);
  gcc_jit_block_add_assignment(isnan, NULL, out,
                               ubin(J, GCC_JIT_BINARY_OP_BITWISE_OR, J->t_u32, ubin(J, GCC_JIT_BINARY_OP_RSHIFT, J->t_u32, x, u32const(J, 16)),
                                    u32const(J, 0x40)));
  gcc_jit_block_end_with_jump(isnan, NULL, join);
  J->block = join;
  return rv(out);
}

/* In cx_pack, after the f32 panel of floats (a multiple of 2S) is
 * written: the panel compacted in place into its bf16 pairs, word j =
 * group q = j / S, lane j % S from floats 2S q + j % S and that + S, with
 * S = W (CG_BF16_WIDEN: rows i and W + i) or the panel's rows
 * (CG_BF16_DOT: k's 2p and 2p + 1 of a row block, every segment even).
 * Word j is written after both its floats are read, and no later word's
 * floats lie below j, so the order of j makes it safe. */
void cg_bf16_pack(JitState *J, gcc_jit_rvalue *panel, int64_t floats, int mode, int rows) {
  gcc_jit_context *c = J->ctx;
  int W = mode == CG_BF16_DOT ? rows : J->vw;
  gcc_jit_lvalue *j = gcc_jit_function_new_local(J->fn, NULL, J->t_i64, "bfj");
  gcc_jit_lvalue *lo = gcc_jit_function_new_local(J->fn, NULL, J->t_u32, "bflo");
  gcc_jit_lvalue *hi = gcc_jit_function_new_local(J->fn, NULL, J->t_u32, "bfhi");
  gcc_jit_block_add_assignment(J->block, NULL, j, iconst(J, 0));
  gcc_jit_block *test = cg_new_block(J, "bft"), *body = cg_new_block(J, "bfb"), *after = cg_new_block(J, "bfa");
  gcc_jit_block_end_with_jump(J->block, NULL, test);
  gcc_jit_block_end_with_conditional(test, NULL, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, rv(j), iconst(J, floats / 2)),
                                     body, after);
  J->block = body;
  gcc_jit_rvalue *grp = ubin(J, GCC_JIT_BINARY_OP_DIVIDE, J->t_i64, rv(j), iconst(J, W));
  gcc_jit_rvalue *src = ubin(J, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(j), ubin(J, GCC_JIT_BINARY_OP_MULT, J->t_i64, grp, iconst(J, W)));
  gcc_jit_rvalue *a = gcc_jit_context_new_bitcast(c, NULL, rv(gcc_jit_context_new_array_access(c, NULL, panel, src)), J->t_u32);
  gcc_jit_rvalue *b = gcc_jit_context_new_bitcast(
      c, NULL, rv(gcc_jit_context_new_array_access(c, NULL, panel, ubin(J, GCC_JIT_BINARY_OP_PLUS, J->t_i64, src, iconst(J, W)))), J->t_u32);
  gcc_jit_lvalue *av = gcc_jit_function_new_local(J->fn, NULL, J->t_u32, "bfa");
  gcc_jit_lvalue *bv = gcc_jit_function_new_local(J->fn, NULL, J->t_u32, "bfb");
  gcc_jit_block_add_assignment(J->block, NULL, av, a);
  gcc_jit_block_add_assignment(J->block, NULL, bv, b);
  bf16_round(J, lo, rv(av));
  bf16_round(J, hi, rv(bv));
  gcc_jit_rvalue *word =
      ubin(J, GCC_JIT_BINARY_OP_BITWISE_OR, J->t_u32, rv(lo), ubin(J, GCC_JIT_BINARY_OP_LSHIFT, J->t_u32, rv(hi), u32const(J, 16)));
  gcc_jit_block_add_assignment(J->block, NULL, gcc_jit_context_new_array_access(c, NULL, panel, rv(j)),
                               gcc_jit_context_new_bitcast(c, NULL, word, J->t_f32));
  gcc_jit_block_add_assignment_op(J->block, NULL, j, GCC_JIT_BINARY_OP_PLUS, iconst(J, 1));
  gcc_jit_block_end_with_jump(J->block, NULL, test);
  J->block = after;
}

/* The panel's 4-byte units per k: RB floats, or RB / 2 words of bf16 pairs. */
static int gemm_kstride(const PGemm *g) { return g->bf16 != CG_F32 ? g->gs->gemm->rows / 2 : g->gs->gemm->rows; }

/* The V row vectors of the panel at pp + off into wv: V loads, or V / 2
 * word loads, each widened into its low rows (shifted up) and its high
 * rows (masked). */
static void gemm_load_rows(JitState *J, gcc_jit_block *bb, gcc_jit_location *loc, bool bf16, int V, gcc_jit_rvalue *pp, int64_t off,
                           gcc_jit_lvalue **wv) {
  int W = J->vw;
  if (!bf16) {
    for (int v = 0; v < V; v++) wv[v] = cg_vtmp(J, bb, loc, J->t_vf, "gw", cg_vload(J, loc, pp, iconst(J, off + v * W)));
    return;
  }
  for (int v = 0; v < V; v += 2) {
    gcc_jit_rvalue *p = gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(J->ctx, loc, pp, iconst(J, off + v / 2 * W)), loc);
    gcc_jit_lvalue *w = cg_vtmp(J, bb, loc, J->t_vu, "gwu",
                                rv(gcc_jit_rvalue_dereference(gcc_jit_context_new_cast(J->ctx, loc, p, J->t_pvu), loc)));
    gcc_jit_rvalue *low = gcc_jit_context_new_binary_op(J->ctx, loc, GCC_JIT_BINARY_OP_LSHIFT, J->t_vu, rv(w), vu_splat(J, loc, 16));
    gcc_jit_rvalue *high = gcc_jit_context_new_binary_op(J->ctx, loc, GCC_JIT_BINARY_OP_BITWISE_AND, J->t_vu, rv(w), vu_splat(J, loc, 0xffff0000u));
    wv[v] = cg_vtmp(J, bb, loc, J->t_vf, "gw", gcc_jit_context_new_bitcast(J->ctx, loc, low, J->t_vf));
    wv[v + 1] = cg_vtmp(J, bb, loc, J->t_vf, "gw", gcc_jit_context_new_bitcast(J->ctx, loc, high, J->t_vf));
  }
}

/* One segment's k loop: accs[u][t][v] += panel[k][v] * x_t[k] over len
 * k's (a value of the tile function), U at a time while whole, then one
 * at a time; pp walks the panel (RB 4-byte units per k: gemm_kstride)
 * and ends past the segment. */
static void gemm_seg_loop(JitState *J, gcc_jit_location *loc, int T, int V, int RB, bool bf16, GemmAccs accs, gcc_jit_rvalue **px,
                          gcc_jit_lvalue *kv, gcc_jit_lvalue *pp, gcc_jit_rvalue *len) {
  gcc_jit_context *c = J->ctx;
  int W = J->vw, U = gemm_unroll(J, V);
  gcc_jit_block_add_assignment(J->block, loc, kv, iconst(J, 0));
  gcc_jit_rvalue *whole =
      U == 1 ? len
             : gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MULT, J->t_i64,
                                             gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_DIVIDE, J->t_i64, len, iconst(J, U)),
                                             iconst(J, U));
  for (int pass = 0; pass < (U > 1 ? 2 : 1); pass++) {
    int step = pass ? 1 : U;
    gcc_jit_rvalue *hi = pass ? len : whole;
    gcc_jit_block *test = cg_new_block(J, "gfor"), *bb = cg_new_block(J, "gbody"), *after = cg_new_block(J, "gafter");
    gcc_jit_block_end_with_jump(J->block, loc, test);
    gcc_jit_block_end_with_conditional(test, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_LT, rv(kv), hi), bb, after);
    for (int u = 0; u < step; u++) {
      gcc_jit_lvalue *wv[GEMM_MAX_VECS];
      gemm_load_rows(J, bb, loc, bf16, V, rv(pp), (int64_t)u * RB, wv);
      gcc_jit_rvalue *ku = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(kv), iconst(J, u));
      for (int t = 0; t < T; t++) {
        gcc_jit_rvalue *xs = rv(gcc_jit_context_new_array_access(c, loc, px[t], ku));
        gcc_jit_lvalue *xl = cg_vtmp(J, bb, loc, J->t_f32, "gxs", xs);
        gcc_jit_rvalue *lanes[16];
        for (int l = 0; l < W; l++) lanes[l] = rv(xl);
        gcc_jit_lvalue *xb =
            cg_vtmp(J, bb, loc, J->t_vf, "gxb", gcc_jit_context_new_rvalue_from_vector(c, loc, J->t_vf, (size_t)W, lanes));
        for (int v = 0; v < V; v++)
          gcc_jit_block_add_assignment_op(bb, loc, accs[u][t][v], GCC_JIT_BINARY_OP_PLUS,
                                          cg_vbin(J, loc, GCC_JIT_BINARY_OP_MULT, rv(wv[v]), rv(xb)));
      }
    }
    gcc_jit_block_add_assignment(
        bb, loc, pp,
        gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(c, loc, rv(pp), iconst(J, (int64_t)step * RB)), loc));
    gcc_jit_block_add_assignment_op(bb, loc, kv, GCC_JIT_BINARY_OP_PLUS, iconst(J, step));
    gcc_jit_block_end_with_jump(bb, loc, test);
    J->block = after;
  }
}

/* ---- the bf16 dot products (CG_BF16_DOT) ------------------------------------------- */

/* The states' bf16 pairs are made per chunk of at most 2 DOT_CHUNK k's,
 * DOT_CHUNK words per node in the tile function's buffer. */
#define DOT_CHUNK 256

static gcc_jit_lvalue *dot_local(JitState *J, gcc_jit_type *t, const char *what) {
  return gcc_jit_function_new_local(J->fn, NULL, t, what);
}

/* A loop while cond: returns the body block (J->block is the body), and
 * sets *after to the block after it. */
static gcc_jit_block *dot_while(JitState *J, gcc_jit_rvalue *cond, gcc_jit_block **test, gcc_jit_block **after, const char *what) {
  *test = cg_new_block(J, what);
  gcc_jit_block *body = cg_new_block(J, what);
  *after = cg_new_block(J, what);
  gcc_jit_block_end_with_jump(J->block, NULL, *test);
  gcc_jit_block_end_with_conditional(*test, NULL, cond, body, *after);
  J->block = body;
  return body;
}

/* *(vu *)dst = the 32 bf16 of the floats lo[0..16), hi[0..16) in order
 * (vcvtne2ps2bf16 takes the high half first; AT&T operand order). */
static void dot_convert32(JitState *J, gcc_jit_rvalue *lo, gcc_jit_rvalue *hi, gcc_jit_rvalue *dst) {
  gcc_jit_lvalue *w = dot_local(J, J->t_vu, "bfx");
  gcc_jit_extended_asm *a = gcc_jit_block_add_extended_asm(J->block, NULL, "vcvtne2ps2bf16 %2, %1, %0");
  gcc_jit_extended_asm_add_output_operand(a, NULL, "=v", w);
  gcc_jit_extended_asm_add_input_operand(a, NULL, "v", hi);
  gcc_jit_extended_asm_add_input_operand(a, NULL, "v", lo);
  gcc_jit_block_add_assignment(J->block, NULL, gcc_jit_rvalue_dereference(gcc_jit_context_new_cast(J->ctx, NULL, dst, J->t_pvu), NULL), rv(w));
}

static gcc_jit_rvalue *fat(JitState *J, gcc_jit_rvalue *p, gcc_jit_rvalue *i) {
  return gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(J->ctx, NULL, p, i), NULL);
}
static gcc_jit_rvalue *vf_at(JitState *J, gcc_jit_rvalue *p, gcc_jit_rvalue *i) {
  return rv(gcc_jit_rvalue_dereference(gcc_jit_context_new_cast(J->ctx, NULL, fat(J, p, i), J->t_pvf), NULL));
}

/* The function dst[0 .. n / 2) = the bf16 pairs of x[0 .. n), n even,
 *   void cx_bf16pairs_pP(float *x, long long n, uint32_t *dst)
 * one per part, called per node and chunk (once per context, not once
 * per tile function: issue 17).  32 floats an instruction, the last < 32
 * through a zero-padded copy (x may end at a page's end; the words past
 * n / 2 are written, never read). */
static gcc_jit_function *dot_convert_fn(JitState *J) {
  if (J->bf16conv) return J->bf16conv;
  gcc_jit_context *c = J->ctx;
  gcc_jit_param *prm[3] = {gcc_jit_context_new_param(c, NULL, J->t_pf32, "x"), gcc_jit_context_new_param(c, NULL, J->t_i64, "n"),
                           gcc_jit_context_new_param(c, NULL, gcc_jit_type_get_pointer(J->t_u32), "dst")};
  char name[48];
  snprintf(name, sizeof name, "cx_bf16pairs_p%d", J->part ? J->part->self : 0);
  gcc_jit_function *fn = gcc_jit_context_new_function(c, NULL, GCC_JIT_FUNCTION_EXPORTED, J->t_void, name, 3, prm, 0);
  gcc_jit_function *caller = J->fn;
  gcc_jit_block *cblock = J->block;
  J->fn = fn;
  J->block = gcc_jit_function_new_block(fn, "entry");
  gcc_jit_rvalue *x = prv(prm[0]), *n = prv(prm[1]), *dst = prv(prm[2]);
  gcc_jit_lvalue *tail = dot_local(J, gcc_jit_context_new_array_type(c, NULL, J->t_f32, 32), "bftail");
  gcc_jit_lvalue *i = dot_local(J, J->t_i64, "bfi");
  gcc_jit_block_add_assignment(J->block, NULL, i, iconst(J, 0));
  gcc_jit_block *test, *after;
  dot_while(J,
            gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LE,
                                           gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(i), iconst(J, 32)), n),
            &test, &after, "bfc");
  gcc_jit_rvalue *half = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_DIVIDE, J->t_i64, rv(i), iconst(J, 2));
  dot_convert32(J, vf_at(J, x, rv(i)), vf_at(J, x, gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(i), iconst(J, 16))),
                fat(J, dst, half));
  gcc_jit_block_add_assignment_op(J->block, NULL, i, GCC_JIT_BINARY_OP_PLUS, iconst(J, 32));
  gcc_jit_block_end_with_jump(J->block, NULL, test);
  J->block = after;
  /* the rest (0 .. 30 floats) */
  gcc_jit_block *rest = cg_new_block(J, "bfr"), *done = cg_new_block(J, "bfd");
  gcc_jit_block_end_with_conditional(J->block, NULL, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, rv(i), n), rest, done);
  J->block = rest;
  gcc_jit_rvalue *tp = fat(J, rv(tail), iconst(J, 0));
  for (int h = 0; h < 2; h++)
    gcc_jit_block_add_assignment(J->block, NULL, gcc_jit_rvalue_dereference(gcc_jit_context_new_cast(c, NULL, fat(J, tp, iconst(J, 16 * h)), J->t_pvf), NULL),
                                 cg_vzero(J, NULL));
  gcc_jit_lvalue *j = dot_local(J, J->t_i64, "bfj");
  gcc_jit_block_add_assignment(J->block, NULL, j, iconst(J, 0));
  gcc_jit_rvalue *left = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MINUS, J->t_i64, n, rv(i));
  dot_while(J, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, rv(j), left), &test, &after, "bft");
  /* j through an empty asm: a copy of at most 30 floats, not worth GCC's
     vectorized and versioned loops */
  gcc_jit_extended_asm_add_output_operand(gcc_jit_block_add_extended_asm(J->block, NULL, ""), NULL, "+r", j);
  gcc_jit_block_add_assignment(J->block, NULL, gcc_jit_context_new_array_access(c, NULL, tp, rv(j)),
                               rv(gcc_jit_context_new_array_access(
                                   c, NULL, x, gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(i), rv(j)))));
  gcc_jit_block_add_assignment_op(J->block, NULL, j, GCC_JIT_BINARY_OP_PLUS, iconst(J, 1));
  gcc_jit_block_end_with_jump(J->block, NULL, test);
  J->block = after;
  half = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_DIVIDE, J->t_i64, rv(i), iconst(J, 2));
  dot_convert32(J, vf_at(J, tp, iconst(J, 0)), vf_at(J, tp, iconst(J, 16)), fat(J, dst, half));
  gcc_jit_block_end_with_jump(J->block, NULL, done);
  gcc_jit_block_end_with_void_return(done, NULL);
  J->fn = caller;
  J->block = cblock;
  J->bf16conv = fn;
  return fn;
}

/* accs[u][t][v] += the products of pairs [0, pairs) of node t's words
 * xw[t] with the panel at pp, U pairs at a time while whole, then one at
 * a time; pp ends past them. */
static void gemm_dot_pairs(JitState *J, int T, int V, int RB, GemmAccs accs, gcc_jit_rvalue **xw, gcc_jit_lvalue *pp,
                           gcc_jit_rvalue *pairs) {
  gcc_jit_context *c = J->ctx;
  int W = J->vw, U = gemm_unroll(J, V);
  gcc_jit_lvalue *kv = dot_local(J, J->t_i64, "bfk");
  gcc_jit_block_add_assignment(J->block, NULL, kv, iconst(J, 0));
  gcc_jit_rvalue *whole =
      U == 1 ? pairs
             : gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MULT, J->t_i64,
                                             gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_DIVIDE, J->t_i64, pairs, iconst(J, U)),
                                             iconst(J, U));
  for (int pass = 0; pass < (U > 1 ? 2 : 1); pass++) {
    int step = pass ? 1 : U;
    gcc_jit_block *test, *after;
    gcc_jit_block *bb =
        dot_while(J, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, rv(kv), pass ? pairs : whole), &test, &after, "bfpair");
    for (int u = 0; u < step; u++) {
      gcc_jit_lvalue *wv[GEMM_MAX_VECS];
      for (int v = 0; v < V; v++)
        wv[v] = cg_vtmp(J, bb, NULL, J->t_vu, "bfw",
                        rv(gcc_jit_rvalue_dereference(
                            gcc_jit_context_new_cast(c, NULL, fat(J, rv(pp), iconst(J, (int64_t)u * 2 * RB + v * W)), J->t_pvu), NULL)));
      gcc_jit_rvalue *ku = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(kv), iconst(J, u));
      for (int t = 0; t < T; t++) {
        gcc_jit_lvalue *xl = cg_vtmp(J, bb, NULL, J->t_u32, "bfxs", rv(gcc_jit_context_new_array_access(c, NULL, xw[t], ku)));
        gcc_jit_rvalue *lanes[16];
        for (int l = 0; l < W; l++) lanes[l] = rv(xl);
        gcc_jit_lvalue *xb = cg_vtmp(J, bb, NULL, J->t_vu, "bfxb", gcc_jit_context_new_rvalue_from_vector(c, NULL, J->t_vu, (size_t)W, lanes));
        for (int v = 0; v < V; v++) {
          gcc_jit_extended_asm *a = gcc_jit_block_add_extended_asm(bb, NULL, "vdpbf16ps %2, %1, %0");
          gcc_jit_extended_asm_add_output_operand(a, NULL, "+v", accs[u][t][v]);
          gcc_jit_extended_asm_add_input_operand(a, NULL, "v", rv(wv[v]));
          gcc_jit_extended_asm_add_input_operand(a, NULL, "v", rv(xb));
        }
      }
    }
    gcc_jit_block_add_assignment(bb, NULL, pp, fat(J, rv(pp), iconst(J, (int64_t)step * 2 * RB)));
    gcc_jit_block_add_assignment_op(bb, NULL, kv, GCC_JIT_BINARY_OP_PLUS, iconst(J, step));
    gcc_jit_block_end_with_jump(bb, NULL, test);
    J->block = after;
  }
}

/* One segment's k loop with the dot layout.  xbuf NULL: px[t] are node
 * t's bf16 pairs already (CG_BF16_PAIRS), one loop over them.  Else per
 * chunk of the segment, each node's states to bf16 pairs in xbuf
 * (DOT_CHUNK words per node), then the chunk's pairs.  pp walks the panel
 * (2 RB 4-byte units per pair) and ends past the segment. */
static void gemm_dot_segment(JitState *J, int T, int V, int RB, GemmAccs accs, gcc_jit_rvalue **px, gcc_jit_lvalue *pp, gcc_jit_rvalue *len,
                             gcc_jit_rvalue *xbuf) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_rvalue *xw[GEMM_MAX_NODES];
  gcc_jit_type *pu32 = gcc_jit_type_get_pointer(J->t_u32);
  if (!xbuf) {
    for (int t = 0; t < T; t++) xw[t] = gcc_jit_context_new_cast(c, NULL, px[t], pu32);
    gemm_dot_pairs(J, T, V, RB, accs, xw, pp, gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_DIVIDE, J->t_i64, len, iconst(J, 2)));
    return;
  }
  gcc_jit_lvalue *c0 = dot_local(J, J->t_i64, "bfc0"), *n = dot_local(J, J->t_i64, "bfn");
  gcc_jit_block_add_assignment(J->block, NULL, c0, iconst(J, 0));
  gcc_jit_block *ctest, *cafter;
  dot_while(J, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, rv(c0), len), &ctest, &cafter, "bfchunk");
  gcc_jit_block_add_assignment(J->block, NULL, n, gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MINUS, J->t_i64, len, rv(c0)));
  gcc_jit_block *cap = cg_new_block(J, "bfcap"), *capped = cg_new_block(J, "bfcapped");
  gcc_jit_block_end_with_conditional(J->block, NULL, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_GT, rv(n), iconst(J, 2 * DOT_CHUNK)),
                                     cap, capped);
  gcc_jit_block_add_assignment(cap, NULL, n, iconst(J, 2 * DOT_CHUNK));
  gcc_jit_block_end_with_jump(cap, NULL, capped);
  J->block = capped;
  for (int t = 0; t < T; t++) {
    gcc_jit_rvalue *args[3] = {fat(J, px[t], rv(c0)), rv(n), fat(J, xbuf, iconst(J, t * DOT_CHUNK))};
    gcc_jit_block_add_eval(J->block, NULL, gcc_jit_context_new_call(c, NULL, dot_convert_fn(J), 3, args));
    xw[t] = fat(J, xbuf, iconst(J, t * DOT_CHUNK));
  }
  gemm_dot_pairs(J, T, V, RB, accs, xw, pp, gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_DIVIDE, J->t_i64, rv(n), iconst(J, 2)));
  gcc_jit_block_add_assignment_op(J->block, NULL, c0, GCC_JIT_BINARY_OP_PLUS, rv(n));
  gcc_jit_block_end_with_jump(J->block, NULL, ctest);
  J->block = cafter;
}

/* The unrolled sets' sums into set 0, pairwise: (a0 + a1) + (a2 + a3). */
static void gemm_usum(JitState *J, gcc_jit_location *loc, int T, int V, GemmAccs accs) {
  int U = gemm_unroll(J, V);
  for (int w = 1; w < U; w *= 2)
    for (int u = 0; u + w < U; u += 2 * w)
      for (int t = 0; t < T; t++)
        for (int v = 0; v < V; v++)
          gcc_jit_block_add_assignment_op(J->block, loc, accs[u][t][v], GCC_JIT_BINARY_OP_PLUS, rv(accs[u + w][t][v]));
}

/* ---- the tile functions: one per shape class, shared by the GEMMs ----------------
 * A tile's k loops (gemm_seg_loop over its segments, the unrolled sets
 * summed) are most of a GEMM's code, and a model has many GEMM sites,
 * each calling tiles of 1..N nodes (issue 17).  They depend on the tile's
 * nodes T, the vectors per panel row V, the panel's k stride RB and bf16
 * only, so each such class is one function of the context,
 *   void cx_tileT_V_RB[b]_pP(float *pp, float **px, long long xs,
 *                            long long *lens, long long nsegs, float *out)
 * px[s * xs + t] node t's operand at segment s, lens[s] the segment's k's,
 * out the T x V vectors of sums, read back by the caller.  Each node's
 * sums are the same operations in the same order at every site and tile
 * size, so results are bit-identical to the inline loops and across
 * batches.  The function is exported (named per part: the parts' objects
 * are linked into one) so that GCC, compiling -fPIC, keeps it out of line:
 * an exported function may be interposed, and libgccjit 12 has no
 * noinline attribute.  A built shared library exports its NAME_* API
 * only (build.c's version script). */
typedef struct CgTileFn {
  int T, V, RB;
  int bf16;
  gcc_jit_function *fn;
} CgTileFn;

static gcc_jit_function *tile_fn(JitState *J, int T, int V, int RB, int bf16) {
  for (int i = 0; i < J->ntiles; i++) {
    const CgTileFn *f = &J->tiles[i];
    if (f->T == T && f->V == V && f->RB == RB && f->bf16 == bf16) return f->fn;
  }
  gcc_jit_context *c = J->ctx;
  gcc_jit_param *prm[6] = {
      gcc_jit_context_new_param(c, NULL, J->t_pf32, "pp"),    gcc_jit_context_new_param(c, NULL, J->t_ppf32, "px"),
      gcc_jit_context_new_param(c, NULL, J->t_i64, "xs"),
      gcc_jit_context_new_param(c, NULL, J->t_pi64, "lens"),  gcc_jit_context_new_param(c, NULL, J->t_i64, "nsegs"),
      gcc_jit_context_new_param(c, NULL, J->t_pf32, "out")};
  char name[80];
  snprintf(name, sizeof name, "cx_tile%d_%d_%d%s_p%d", T, V, RB, bf16 == CG_BF16_PAIRS ? "dp" : bf16 == CG_BF16_DOT ? "d" : bf16 ? "b" : "", J->part ? J->part->self : 0);
  gcc_jit_function *fn = gcc_jit_context_new_function(c, NULL, GCC_JIT_FUNCTION_EXPORTED, J->t_void, name, 6, prm, 0);
  gcc_jit_function *caller = J->fn;
  gcc_jit_block *cblock = J->block;
  J->fn = fn;
  J->block = gcc_jit_function_new_block(fn, "entry");
  int U = gemm_unroll(J, V), W = J->vw;
  GemmAccs accs;
  for (int u = 0; u < U; u++)
    for (int t = 0; t < T; t++)
      for (int v = 0; v < V; v++) accs[u][t][v] = cg_vtmp(J, J->block, NULL, J->t_vf, "acc", cg_vzero(J, NULL));
  gcc_jit_lvalue *pp = cg_vtmp(J, J->block, NULL, J->t_pf32, "p", prv(prm[0]));
  gcc_jit_lvalue *kv = gcc_jit_function_new_local(fn, NULL, J->t_i64, "k");
  gcc_jit_lvalue *sv = cg_vtmp(J, J->block, NULL, J->t_i64, "s", iconst(J, 0));
  gcc_jit_lvalue *len = gcc_jit_function_new_local(fn, NULL, J->t_i64, "len");
  gcc_jit_rvalue *xs[GEMM_MAX_NODES], *xbuf = NULL;
  if (bf16 == CG_BF16_DOT) {
    /* the states' pairs (through a pointer: GCC sees no bound to unroll by) */
    gcc_jit_lvalue *buf = dot_local(J, gcc_jit_context_new_array_type(c, NULL, J->t_u32, T * DOT_CHUNK), "bfbuf");
    xbuf = rv(cg_vtmp(J, J->block, NULL, gcc_jit_type_get_pointer(J->t_u32), "bfp", fat(J, rv(buf), iconst(J, 0))));
  }
  gcc_jit_block *test = cg_new_block(J, "seg"), *body = cg_new_block(J, "segbody"), *after = cg_new_block(J, "segdone");
  gcc_jit_block_end_with_jump(J->block, NULL, test);
  gcc_jit_block_end_with_conditional(test, NULL, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, rv(sv), prv(prm[4])),
                                     body, after);
  J->block = body;
  for (int t = 0; t < T; t++) {
    gcc_jit_rvalue *ix = gcc_jit_context_new_binary_op(
        c, NULL, GCC_JIT_BINARY_OP_PLUS, J->t_i64, gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MULT, J->t_i64, rv(sv), prv(prm[2])),
        iconst(J, t));
    xs[t] = rv(cg_vtmp(J, J->block, NULL, J->t_pf32, "x", rv(gcc_jit_context_new_array_access(c, NULL, prv(prm[1]), ix))));
  }
  gcc_jit_block_add_assignment(J->block, NULL, len, rv(gcc_jit_context_new_array_access(c, NULL, prv(prm[3]), rv(sv))));
  if (bf16 == CG_BF16_DOT || bf16 == CG_BF16_PAIRS)
    gemm_dot_segment(J, T, V, RB, accs, xs, pp, rv(len), xbuf);
  else
    gemm_seg_loop(J, NULL, T, V, RB, bf16 != CG_F32, accs, xs, kv, pp, rv(len));
  gcc_jit_block_add_assignment_op(J->block, NULL, sv, GCC_JIT_BINARY_OP_PLUS, iconst(J, 1));
  gcc_jit_block_end_with_jump(J->block, NULL, test);
  J->block = after;
  gemm_usum(J, NULL, T, V, accs);
  for (int t = 0; t < T; t++)
    for (int v = 0; v < V; v++) {
      gcc_jit_rvalue *p = gcc_jit_lvalue_get_address(
          gcc_jit_context_new_array_access(c, NULL, prv(prm[5]), iconst(J, (int64_t)(t * V + v) * W)), NULL);
      gcc_jit_block_add_assignment(J->block, NULL, gcc_jit_rvalue_dereference(gcc_jit_context_new_cast(c, NULL, p, J->t_pvf), NULL),
                                   rv(accs[0][t][v]));
    }
  gcc_jit_block_end_with_void_return(J->block, NULL);
  J->fn = caller;
  J->block = cblock;
  J->tiles = cx_xrealloc(J->tiles, (size_t)(J->ntiles + 1) * sizeof *J->tiles);
  J->tiles[J->ntiles++] = (CgTileFn){T, V, RB, bf16, fn};
  return fn;
}

/* ---- a GEMM site: one code path for every tile size --------------------------------
 * The node tiles of a row block are N nodes, then the 1..N-1 left (a
 * level of one tree has 1-3 nodes: one pass over the panel for them, not
 * one per node).  The site's code does not depend on the tile's size tn:
 * the lets, operands and stores loop over t < tn at run time, and only
 * the call picks the shape class's function of tn nodes (tile_fn).  So
 * a site is compiled once, not once per tile size (issue 17). */
typedef struct GSite {
  gcc_jit_lvalue *t;     /* the run-time tile position */
  gcc_jit_lvalue *tn;    /* the tile's nodes, 1..N */
  gcc_jit_lvalue *xa;    /* operands: xa[s * N + t] */
  gcc_jit_lvalue *la;    /* segment lengths */
  gcc_jit_lvalue *oa;    /* sums: oa[t * V + v] */
  gcc_jit_lvalue *seg;   /* one segment's sums (leaf-product tables) */
  gcc_jit_lvalue *lit;   /* each node's li before the lets (tables) */
  gcc_jit_lvalue *slot;  /* each node's table slot */
  int N;
} GSite;

static gcc_jit_rvalue *ibin(JitState *J, gcc_jit_location *loc, enum gcc_jit_binary_op op, gcc_jit_rvalue *a, gcc_jit_rvalue *b) {
  return gcc_jit_context_new_binary_op(J->ctx, loc, op, J->t_i64, a, b);
}
static gcc_jit_lvalue *at(JitState *J, gcc_jit_location *loc, gcc_jit_lvalue *arr, gcc_jit_rvalue *i) {
  return gcc_jit_context_new_array_access(J->ctx, loc, rv(arr), i);
}
static gcc_jit_rvalue *addr(JitState *J, gcc_jit_location *loc, gcc_jit_lvalue *arr, gcc_jit_rvalue *i) {
  return gcc_jit_lvalue_get_address(at(J, loc, arr, i), loc);
}
/* oa[t * V + v] */
static gcc_jit_lvalue *sum_at(JitState *J, PGemm *g, gcc_jit_lvalue *arr, gcc_jit_rvalue *t, int v) {
  return at(J, g->loc, arr, ibin(J, g->loc, GCC_JIT_BINARY_OP_PLUS, ibin(J, g->loc, GCC_JIT_BINARY_OP_MULT, t, iconst(J, g->V)), iconst(J, v)));
}

/* A site's array of n elements, used through a pointer: GCC bounds a
 * loop by the arrays it indexes and would then peel the t loops
 * completely (tn <= N), N copies of the site again; through a pointer
 * it sees no bound. */
static gcc_jit_lvalue *site_array(JitState *J, gcc_jit_location *loc, gcc_jit_type *elem, int n, const char *what) {
  gcc_jit_lvalue *arr = cg_gemm_local(J, loc, gcc_jit_context_new_array_type(J->ctx, loc, elem, n), what);
  return cg_vtmp(J, J->block, loc, gcc_jit_type_get_pointer(elem), what, addr(J, loc, arr, iconst(J, 0)));
}

/* for (t = 0; t < n; t++) { ... }: tloop_begin leaves J->block in the
 * body, tloop_end closes it */
typedef struct TLoop {
  gcc_jit_block *test, *after;
  gcc_jit_lvalue *t;
} TLoop;
static TLoop tloop_begin(JitState *J, gcc_jit_location *loc, gcc_jit_lvalue *t, gcc_jit_rvalue *n) {
  TLoop L = {cg_new_block(J, "gt"), cg_new_block(J, "gtend"), t};
  gcc_jit_block *body = cg_new_block(J, "gtb");
  gcc_jit_block_add_assignment(J->block, loc, t, iconst(J, 0));
  gcc_jit_block_end_with_jump(J->block, loc, L.test);
  /* t through an empty asm: GCC cannot count the iterations, so its
     loop vectorizer (if-conversion, versioning) gives up at once on
     these loops of 1-N nodes, which it could not speed up anyway */
  gcc_jit_extended_asm_add_output_operand(gcc_jit_block_add_extended_asm(L.test, loc, ""), NULL, "+r", t);
  gcc_jit_block_end_with_conditional(L.test, loc, gcc_jit_context_new_comparison(J->ctx, loc, GCC_JIT_COMPARISON_LT, rv(t), n), body,
                                     L.after);
  J->block = body;
  return L;
}
static void tloop_end(JitState *J, gcc_jit_location *loc, TLoop L) {
  if (J->block) {
    gcc_jit_block_add_assignment_op(J->block, loc, L.t, GCC_JIT_BINARY_OP_PLUS, iconst(J, 1));
    gcc_jit_block_end_with_jump(J->block, loc, L.test);
  }
  J->block = L.after;
}

/* The k loops of segments [s0, s0 + ns) from panel pp into out (tn x V
 * vectors), by the function of the shape class with tn nodes. */
static void gemm_call_tile(JitState *J, PGemm *g, GSite *S, int s0, int ns, gcc_jit_rvalue *pp, gcc_jit_lvalue *out) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = g->loc;
  gcc_jit_rvalue *args[6] = {pp,
                             addr(J, loc, S->xa, iconst(J, s0 * S->N)),
                             iconst(J, S->N),
                             addr(J, loc, S->la, iconst(J, s0)),
                             iconst(J, ns),
                             gcc_jit_context_new_cast(c, loc, addr(J, loc, out, iconst(J, 0)), J->t_pf32)};
  gcc_jit_block *done = cg_new_block(J, "gtcalled");
  for (int T = S->N; T >= 1 && J->block; T--) {
    gcc_jit_block *call = J->block, *next = NULL;
    if (T > 1) {
      call = cg_new_block(J, "gtcall");
      next = cg_new_block(J, "gtnext");
      gcc_jit_block_end_with_conditional(J->block, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_EQ, rv(S->tn), iconst(J, T)),
                                         call, next);
    }
    gcc_jit_block_add_eval(call, loc, gcc_jit_context_new_call(c, loc, tile_fn(J, T, g->V, gemm_kstride(g), g->pairs ? CG_BF16_PAIRS : g->bf16), 6, args));
    gcc_jit_block_end_with_jump(call, loc, done);
    J->block = next;
  }
  /* tn opaque again (cg_gemm_block), else GCC copies what follows into
     each call's path, where tn is a constant */
  gcc_jit_extended_asm_add_output_operand(gcc_jit_block_add_extended_asm(done, loc, ""), NULL, "+r", S->tn);
  J->block = done;
}

/* Segment seg of a tile with a leaf-product table (ir/leafprod.c), from
 * each node's slot (f->lp_slot[tab][node]): when every node of the tile
 * has a filled row (slot >= 0), the sums are the table's rows and the
 * panel's part is skipped; else the k loop, after which a node that the
 * runtime made its word's writer (slot -2 - s: the word's first use)
 * stores its sums into row s.  out holds the segment's sums after it;
 * pp is past the segment. */
static void gemm_lp_segment(JitState *J, PGemm *g, GSite *S, int seg, gcc_jit_lvalue *pp, int tab, gcc_jit_lvalue *out) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = g->loc;
  int V = g->V, W = J->vw, RB = gemm_kstride(g);
  int64_t len = g->dot->segs[seg].len;
  const LoopLeafProd *L = &J->lp->lprods[tab];
  gcc_jit_rvalue *tabs = cg_frame_field(J, J->f_lp_slot);
  gcc_jit_rvalue *have = gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_NE, tabs, gcc_jit_context_null(c, J->t_ppi32));
  gcc_jit_lvalue *ok = cg_vtmp(J, J->block, loc, J->t_bool, "lpok", gcc_jit_context_new_rvalue_from_int(c, J->t_bool, 0));
  gcc_jit_block *chk = cg_new_block(J, "lpchk"), *decided = cg_new_block(J, "lpdec");
  gcc_jit_block_end_with_conditional(J->block, loc, have, chk, decided);
  J->block = chk;
  gcc_jit_block_add_assignment(J->block, loc, ok, gcc_jit_context_new_rvalue_from_int(c, J->t_bool, 1));
  gcc_jit_rvalue *sl = rv(gcc_jit_context_new_array_access(c, loc, tabs, iconst(J, tab)));
  TLoop tl = tloop_begin(J, loc, S->t, rv(S->tn));
  gcc_jit_lvalue *slot = at(J, loc, S->slot, rv(S->t));
  gcc_jit_rvalue *node = ibin(J, loc, GCC_JIT_BINARY_OP_PLUS, rv(J->vars[J->k->var_start]), rv(at(J, loc, S->lit, rv(S->t))));
  gcc_jit_block_add_assignment(J->block, loc, slot,
                               gcc_jit_context_new_cast(c, loc, rv(gcc_jit_context_new_array_access(c, loc, sl, node)), J->t_i64));
  gcc_jit_block_add_assignment(
      J->block, loc, ok,
      gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_LOGICAL_AND, J->t_bool, rv(ok),
                                    gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_GE, rv(slot), iconst(J, 0))));
  tloop_end(J, loc, tl);
  gcc_jit_block_end_with_jump(J->block, loc, decided);
  J->block = decided;
  gcc_jit_block *hit = cg_new_block(J, "lphit"), *miss = cg_new_block(J, "lpmiss"), *join = cg_new_block(J, "lpjoin");
  gcc_jit_block_end_with_conditional(J->block, loc, rv(ok), hit, miss);
  gcc_jit_rvalue *data = rv(gcc_jit_context_new_array_access(c, loc, cg_frame_field(J, J->f_lp_data), iconst(J, tab)));
  /* the table row of slot s at this row block: data + s * rows + prow0 */
  /* hit: the rows; the panel's part skipped */
  J->block = hit;
  tl = tloop_begin(J, loc, S->t, rv(S->tn));
  gcc_jit_rvalue *row = ibin(J, loc, GCC_JIT_BINARY_OP_PLUS, ibin(J, loc, GCC_JIT_BINARY_OP_MULT, rv(slot), iconst(J, L->rows)), rv(g->prow0));
  for (int v = 0; v < V; v++)
    gcc_jit_block_add_assignment(J->block, loc, sum_at(J, g, out, rv(S->t), v),
                                 cg_vload(J, loc, data, ibin(J, loc, GCC_JIT_BINARY_OP_PLUS, row, iconst(J, v * W))));
  tloop_end(J, loc, tl);
  gcc_jit_block_end_with_jump(J->block, loc, join);
  /* miss: the k loop, then the writers' stores (a writer's slot is -2 - s) */
  J->block = miss;
  gemm_call_tile(J, g, S, seg, 1, rv(pp), out);
  gcc_jit_block *wl = cg_new_block(J, "lpwl");
  gcc_jit_block_end_with_conditional(J->block, loc, have, wl, join);
  J->block = wl;
  tl = tloop_begin(J, loc, S->t, rv(S->tn));
  gcc_jit_block *wr = cg_new_block(J, "lpwr"), *next = cg_new_block(J, "lpwn");
  gcc_jit_block_end_with_conditional(J->block, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_LE, rv(slot), iconst(J, -2)), wr,
                                     next);
  J->block = wr;
  gcc_jit_rvalue *s = ibin(J, loc, GCC_JIT_BINARY_OP_MINUS, iconst(J, -2), rv(slot));
  gcc_jit_rvalue *wrow = ibin(J, loc, GCC_JIT_BINARY_OP_PLUS, ibin(J, loc, GCC_JIT_BINARY_OP_MULT, s, iconst(J, L->rows)), rv(g->prow0));
  for (int v = 0; v < V; v++) {
    gcc_jit_rvalue *p = gcc_jit_lvalue_get_address(
        gcc_jit_context_new_array_access(c, loc, data, ibin(J, loc, GCC_JIT_BINARY_OP_PLUS, wrow, iconst(J, v * W))), loc);
    gcc_jit_block_add_assignment(J->block, loc, gcc_jit_rvalue_dereference(gcc_jit_context_new_cast(c, loc, p, J->t_pvf), loc),
                                 rv(sum_at(J, g, out, rv(S->t), v)));
  }
  gcc_jit_block_end_with_jump(J->block, loc, next);
  J->block = next;
  tloop_end(J, loc, tl);
  gcc_jit_block_end_with_jump(J->block, loc, join);
  J->block = join;
  gcc_jit_block_add_assignment(J->block, loc, pp, addr(J, loc, pp, iconst(J, len * RB)));
}

/* Node t's operands as bf16 pairs (PGemm.pairs; ir/dotpairs.c): at the
 * GEMM's first row block each segment's states rounded into the pairs
 * temp, at tile index li0 + t (words loop_dot_pairs_offset on); the
 * operand pointers then point there, for the tile function of
 * CG_BF16_PAIRS. */
static void gemm_tile_pairs(JitState *J, PGemm *g, GSite *S) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = g->loc;
  const LoopGemm *G = g->gs->gemm;
  int N = S->N;
  gcc_jit_type *pu32 = gcc_jit_type_get_pointer(J->t_u32);
  gcc_jit_rvalue *row = ibin(J, loc, GCC_JIT_BINARY_OP_MULT, ibin(J, loc, GCC_JIT_BINARY_OP_PLUS, rv(g->li0), rv(S->t)),
                             iconst(J, G->pairs_words));
  gcc_jit_lvalue *base = cg_vtmp(J, J->block, loc, pu32, "gpair",
                                 fat(J, gcc_jit_context_new_cast(c, loc, g->pairs, pu32), row));
  gcc_jit_block *conv = cg_new_block(J, "gpconv"), *join = cg_new_block(J, "gpjoin");
  gcc_jit_block_end_with_conditional(J->block, loc,
                                     gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_NE, rv(g->fresh), iconst(J, 0)), conv,
                                     join);
  for (int s = 0; s < g->dot->nsegs; s++) {
    gcc_jit_lvalue *xa = at(J, loc, S->xa, ibin(J, loc, GCC_JIT_BINARY_OP_PLUS, rv(S->t), iconst(J, s * N)));
    gcc_jit_rvalue *dst = fat(J, rv(base), iconst(J, loop_dot_pairs_offset(g->dot, s)));
    gcc_jit_rvalue *args[3] = {rv(xa), iconst(J, g->dot->segs[s].len), dst};
    gcc_jit_block_add_eval(conv, loc, gcc_jit_context_new_call(c, loc, dot_convert_fn(J), 3, args));
    gcc_jit_block_add_assignment(join, loc, xa, gcc_jit_context_new_cast(c, loc, dst, J->t_pf32));
  }
  gcc_jit_block_end_with_jump(conv, loc, join);
  J->block = join;
}

/* One tile of tn nodes from li0: tn x V vectors of rows,
 * acc[t][v] = sum_k panel[k][v] * x_t[k] (tile_fn); then the stores
 * (vectors, or lane by lane for the partial block).  A GEMM with
 * leaf-product tables sums each segment on its own and adds the sums in
 * segment order. */
static void gemm_tile(JitState *J, PGemm *g, GSite *S) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = g->loc;
  const LoopDotSeg *segs = g->dot->segs;
  const int *lprod = g->gs->gemm->lprod;
  int nsegs = g->dot->nsegs, W = J->vw, V = g->V, N = S->N;
  /* each node's lets and operands */
  TLoop tl = tloop_begin(J, loc, S->t, rv(S->tn));
  gemm_lets(J, g, rv(S->t), true);
  if (lprod && J->block) gcc_jit_block_add_assignment(J->block, loc, at(J, loc, S->lit, rv(S->t)), rv(J->vars[g->nodes->var]));
  for (int s = 0; s < nsegs && J->block; s++)
    gcc_jit_block_add_assignment(J->block, loc, at(J, loc, S->xa, ibin(J, loc, GCC_JIT_BINARY_OP_PLUS, rv(S->t), iconst(J, s * N))),
                                 cg_seg_base(J, loc, segs[s].b, g->dot->kvar, "gx"));
  if (g->pairs && J->block) gemm_tile_pairs(J, g, S);
  if (!J->block) return;
  tloop_end(J, loc, tl);
  if (!lprod) {
    gemm_call_tile(J, g, S, 0, nsegs, rv(g->pw), S->oa);
  } else {
    /* each segment on its own (a table's rows, or the k loops), the sums
       added in segment order */
    gcc_jit_lvalue *pp = cg_gemm_local(J, loc, J->t_pf32, "gp");
    gcc_jit_block_add_assignment(J->block, loc, pp, rv(g->pw));
    for (int s = 0; s < nsegs && J->block; s++) {
      gcc_jit_lvalue *out = s ? S->seg : S->oa;
      if (lprod[s] >= 0) {
        gemm_lp_segment(J, g, S, s, pp, lprod[s], out);
      } else {
        gemm_call_tile(J, g, S, s, 1, rv(pp), out);
        gcc_jit_block_add_assignment(J->block, loc, pp, addr(J, loc, pp, iconst(J, segs[s].len * gemm_kstride(g))));
      }
      if (!s) continue;
      tl = tloop_begin(J, loc, S->t, rv(S->tn));
      for (int v = 0; v < V; v++)
        gcc_jit_block_add_assignment_op(J->block, loc, sum_at(J, g, S->oa, rv(S->t), v), GCC_JIT_BINARY_OP_PLUS,
                                        rv(sum_at(J, g, S->seg, rv(S->t), v)));
      tloop_end(J, loc, tl);
    }
  }
  /* the stores, with each node's lets again when the store's index reads
     what they set (a state's row i = start + li); a temp's li * R + r
     needs li alone */
  int rvar = g->rows->var, dvar = g->dot->var;
  int only[2] = {g->nodes->var, rvar};
  bool lets = !loop_expr_reads_only(g->store->index, only, 2, false);
  tl = tloop_begin(J, loc, S->t, rv(S->tn));
  gemm_lets(J, g, rv(S->t), lets);
  if (g->nchild > 1 && J->block)
    gcc_jit_block_add_assignment(J->block, loc, g->mtemp,
                                 rv(gcc_jit_context_new_array_access(c, loc, rv(g->mtab), rv(J->vars[g->gs->gemm->child_var]))));
  for (int v = 0; v < V && J->block; v++) {
    int lanes = g->valid - v * W;
    if (lanes <= 0) break;
    gcc_jit_rvalue *sum = rv(sum_at(J, g, S->oa, rv(S->t), v));
    gcc_jit_block_add_assignment(J->block, loc, J->vars[rvar], ibin(J, loc, GCC_JIT_BINARY_OP_PLUS, rv(g->r0), iconst(J, v * W)));
    if (lanes >= W) {
      gcc_jit_rvalue *base = cg_array_ptr(J, g->store->array, g->store->id);
      gcc_jit_rvalue *p = gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(c, loc, base, cg_expr(J, g->store->index)), loc);
      gcc_jit_block_add_assignment(J->block, loc, gcc_jit_rvalue_dereference(gcc_jit_context_new_cast(c, loc, p, J->t_pvf), loc), sum);
      continue;
    }
    gcc_jit_lvalue *u = cg_gemm_local(J, loc, J->t_vunion, "gu");
    gcc_jit_block_add_assignment(J->block, loc, gcc_jit_lvalue_access_field(u, loc, J->f_vu_v), sum);
    gcc_jit_rvalue *arr = rv(gcc_jit_lvalue_access_field(u, loc, J->f_vu_a));
    for (int l = 0; l < lanes && J->block; l++) {
      gcc_jit_block_add_assignment(J->block, loc, J->vars[rvar], ibin(J, loc, GCC_JIT_BINARY_OP_PLUS, rv(g->r0), iconst(J, v * W + l)));
      gcc_jit_rvalue *lv = rv(gcc_jit_context_new_array_access(c, loc, arr, iconst(J, l)));
      if (J->k->vars[dvar].type != LT_F32) lv = gcc_jit_context_new_cast(c, loc, lv, cg_jtype(J, J->k->vars[dvar].type));
      gcc_jit_block_add_assignment(J->block, loc, J->vars[dvar], lv);
      cg_stmt(J, g->store);
    }
  }
  if (J->block) tloop_end(J, loc, tl);
}

/* One member's row block at r0: tiles of N nodes, the last of the 1..N
 * left.  A level of one tree has 1-3 nodes: one pass over the panel for
 * it, not one per node (at batch 1 the panel's bytes, not the FMAs,
 * bound the time). */
void cg_gemm_block(JitState *J, PGemm *g) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = g->loc;
  int N = g->gs->gemm->nodes, V = g->V, nsegs = g->dot->nsegs;
  if (nsegs > 64) {
    cg_fail(J, "a packed GEMM with more than 64 operand segments");
    return;
  }
  GSite S = {.N = N};
  S.t = cg_gemm_local(J, loc, J->t_i64, "gt");
  S.tn = cg_gemm_local(J, loc, J->t_i64, "gtn");
  S.xa = site_array(J, loc, J->t_pf32, nsegs * N, "gtx");
  S.la = site_array(J, loc, J->t_i64, nsegs, "gtl");
  S.oa = site_array(J, loc, J->t_vf, N * V, "gto");
  if (g->gs->gemm->lprod) {
    S.seg = site_array(J, loc, J->t_vf, N * V, "gts");
    S.lit = site_array(J, loc, J->t_i64, N, "glit");
    S.slot = site_array(J, loc, J->t_i64, N, "gslot");
  }
  for (int s = 0; s < nsegs; s++) gcc_jit_block_add_assignment(J->block, loc, at(J, loc, S.la, iconst(J, s)), iconst(J, g->dot->segs[s].len));
  gcc_jit_lvalue *nhi = g->nhi;
  gcc_jit_rvalue *hi = cg_expr(J, g->nodes->hi);
  if (g->nchild > 1) hi = ibin(J, loc, GCC_JIT_BINARY_OP_MULT, hi, iconst(J, g->nchild));
  gcc_jit_block_add_assignment(J->block, loc, nhi, hi);
  gcc_jit_block_add_assignment(J->block, loc, g->li0, cg_expr(J, g->nodes->lo));
  gcc_jit_block *test = cg_new_block(J, "gtile"), *bb = cg_new_block(J, "gtbody"), *part = cg_new_block(J, "gtpart"),
                *go = cg_new_block(J, "gtgo"), *after = cg_new_block(J, "gtafter");
  gcc_jit_block_end_with_jump(J->block, loc, test);
  gcc_jit_block_end_with_conditional(test, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_LT, rv(g->li0), rv(nhi)), bb, after);
  /* tn = min(N, nhi - li0) */
  gcc_jit_block_add_assignment(bb, loc, S.tn, ibin(J, loc, GCC_JIT_BINARY_OP_MINUS, rv(nhi), rv(g->li0)));
  gcc_jit_block_end_with_conditional(bb, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_GT, rv(S.tn), iconst(J, N)), part, go);
  gcc_jit_block_add_assignment(part, loc, S.tn, iconst(J, N));
  gcc_jit_block_end_with_jump(part, loc, go);
  /* an empty asm that "changes" tn: GCC no longer knows tn <= N, and
     does not peel the t loops completely (N copies of the site again) */
  gcc_jit_extended_asm_add_output_operand(gcc_jit_block_add_extended_asm(go, loc, ""), NULL, "+r", S.tn);
  J->block = go;
  gemm_tile(J, g, &S);
  if (J->block) {
    gcc_jit_block_add_assignment_op(J->block, loc, g->li0, GCC_JIT_BINARY_OP_PLUS, rv(S.tn));
    gcc_jit_block_end_with_jump(J->block, loc, test);
  }
  J->block = after;
  /* every node's pairs are made: the later blocks and members (which read
     the same operands) use them */
  if (g->pairs) gcc_jit_block_add_assignment(J->block, loc, g->fresh, iconst(J, 0));
}
