/* The code generator's internals, shared by its files (the project's
 * pattern for split modules, as lang/sema/sema_internal.h):
 *   codegen.c      the state: types, imported functions and helpers,
 *                  locations, and building a model's whole context
 *   gen_expr.c     expressions and statements, one to one
 *   gen_dot.c      dot products: scalar lanes, vector dots, row blocks of
 *                  vector dots sharing their operand loads
 *   gen_gemm.c     LS_GEMM: the packed, register-blocked microkernel and
 *                  its epilogue
 *   gen_colgemm.c  matrix-matrix products (column tiles) and leaf
 *                  constants
 *   gen_elems.c    element loops with child reductions interchanged
 *   gen_velems.c   element loops as explicit vector code
 *   gen_func.c     the functions: kernels, outputs, classify, pack, run
 *   gen_entry.c    the model entry (cx_model) and the C API of built
 *                  shared libraries
 *   options.c      JitOptions: defaults, names, CORTEX_JIT_OPTIONS, -march
 * Internal names start with cg_; a few tiny helpers are static inline
 * here. */
#ifndef CX_JIT_CODEGEN_INTERNAL_H
#define CX_JIT_CODEGEN_INTERNAL_H

#include <libgccjit.h>
#include <stdbool.h>
#include <stdint.h>

#include "backend/jit/jit_internal.h"
#include "backend/jit/vmath.h"

/* The helpers of the expressions (codegen.c, cg_make_helper). */
/* Helpers below HX_ON_DEMAND are made for every model; the int min and
 * max only when a model uses them (hcall2), so every v1 model's C keeps
 * the functions it had. */
typedef enum HelperId { HX_SIGMOID, HX_FMAX, HX_FMIN, HX_RELU, HX_IDIV, HX_IMOD, HX_IMIN, HX_IMAX, HX_COUNT } HelperId;
#define HX_ON_DEMAND HX_IMIN

typedef struct JitState {
  CxSession *s;
  gcc_jit_context *ctx;
  const LoopProgram *lp;
  const JitOptions *o;
  /* the part being built (parallel.c; NULL: the whole model): a part
     holds its kernels and the panel packing of their products */
  const struct JitPart *part;
  /* types */
  gcc_jit_type *t_void, *t_f32, *t_f64, *t_i32, *t_i64, *t_bool, *t_int;
  gcc_jit_type *t_pf32, *t_ppf32, *t_pi32, *t_ppi32, *t_pi64;
  gcc_jit_type *t_voidp, *t_syncfn; /* void *, void (*)(void *) */
  gcc_jit_struct *frame;
  gcc_jit_type *t_frame, *t_pframe;
  /* the frame's fields (stdlib/compiled.h, CX_FRAME_FIELDS): f_params, ... */
#define CX_JIT_FIELD_MEMBER(ctype, jtype, name) gcc_jit_field *f_##name;
  CX_FRAME_FIELDS(CX_JIT_FIELD_MEMBER)
#undef CX_JIT_FIELD_MEMBER
  /* libm and helpers */
  gcc_jit_function *m_expf, *m_tanhf, *m_logf, *m_sqrtf, *m_fabsf, *m_exp, *m_log;
  gcc_jit_function *h[HX_COUNT], *h_call[HX_COUNT]; /* always-inline, and the twins (on demand) */
  CxVmath vm; /* vec_math: vectorizable exp, tanh, sigmoid (vmath.c) */
  gcc_jit_function *inline_fn; /* the function inline_cost counts for */
  int inline_cost;             /* its always-inline calls so far (gen_expr.c, helper_call) */
  int unit_inline_cost;        /* those of every function of the context */
  /* the function being built */
  const LoopKernel *k;
  int kernel_id;              /* for the error record: kernel, or -1 - output */
  gcc_jit_function *fn;
  gcc_jit_block *entry, *start, *block;
  gcc_jit_lvalue **vars;
  gcc_jit_rvalue *frame_ptr;  /* the JitFrame * argument (NULL in classify) */
  gcc_jit_rvalue **ptrs[LA_FIELDS + 1];
  int nptrs[LA_FIELDS + 1];
  gcc_jit_rvalue *nodes_arg, *out_arg, *fields_arg;
  int nblocks;
  bool failed;
  /* vector dots (vec_width) */
  int vw;
  gcc_jit_type *t_vf, *t_pvf, *t_vunion;
  gcc_jit_function *b_fmaf; /* __builtin_fmaf (compensated vector dots) */
  gcc_jit_field *f_vu_v, *f_vu_a;
  /* dot_comp=2: W/2 doubles, and a union with an array of them */
  gcc_jit_type *t_vd, *t_vdunion;
  gcc_jit_field *f_vdu_v, *f_vdu_a;
  /* gemm_bf16: uint32, W of them, a pointer to them (cg_gemm_bf16) */
  gcc_jit_type *t_u32, *t_vu, *t_pvu;
  /* the context's GEMM tile functions, one per shape class (gen_gemm.c) */
  struct CgTileFn *tiles;
  int ntiles;
  /* the part's panel-segment copy (gen_func.c), made on first use */
  gcc_jit_function *packseg;
  /* the part's states-to-bf16-pairs conversion (gen_gemm.c), on first use */
  gcc_jit_function *bf16conv;
  /* vec_elems: sigmoid, tanh and exp over a buffer of floats, in place (gen_velems.c), on first use */
  gcc_jit_function *vfn[3];
} JitState;

/* The most rows a block of vector dots shares (gemm_kernel, gen_dot.c). */
#define VDOT_MAX 8

#define GEMM_MAX_NODES 8

#define GEMM_MAX_VECS 8

typedef struct PGemm {
  const LoopStmt *gs, *rows, *nodes, *dot, *store;
  gcc_jit_location *loc;
  gcc_jit_lvalue *pw;        /* the row block's panel: [ktot][rows] */
  gcc_jit_lvalue *li0;       /* the tile's first node */
  gcc_jit_lvalue *nhi;       /* the node loop's end */
  gcc_jit_lvalue *r0;        /* the row block's first row */
  gcc_jit_lvalue *prow0;     /* its first panel row (the member's offset + r0) */
  int V;                     /* vectors per panel row */
  int bf16;                  /* CG_F32, or the panel holds bf16 pairs (cg_gemm_bf16) */
  int valid;                 /* rows of the block to store (< rows: the last, partial block) */
  int nchild;                /* > 1: tiles of (node, child) pairs (LoopGemm.nchild) */
  gcc_jit_lvalue *mtab;      /* then the members' temps, */
  gcc_jit_lvalue *mtemp;     /* the current pair's member's temp */
  gcc_jit_rvalue *pairs;     /* CG_BF16_DOT with LoopGemm.pairs_temp: the temp of
                                the operands' bf16 pairs, else NULL */
  gcc_jit_lvalue *fresh;     /* then: nonzero until the first row block has
                                filled it */
} PGemm;

/* ---- types, imports, helpers --------------------------------------------------- */

static inline gcc_jit_field *field(JitState *J, gcc_jit_type *t, const char *name) {
  return gcc_jit_context_new_field(J->ctx, NULL, t, name);
}
static inline gcc_jit_rvalue *rv(gcc_jit_lvalue *l) { return gcc_jit_lvalue_as_rvalue(l); }
static inline gcc_jit_rvalue *prv(gcc_jit_param *p) { return gcc_jit_param_as_rvalue(p); }
static inline gcc_jit_rvalue *fconst(JitState *J, gcc_jit_type *t, double v) {
  return gcc_jit_context_new_rvalue_from_double(J->ctx, t, v);
}
static inline gcc_jit_rvalue *iconst(JitState *J, int64_t v) {
  return gcc_jit_context_new_rvalue_from_long(J->ctx, J->t_i64, (long)v);
}

/* ---- shared between the files (each described where it is defined) ---- */

gcc_jit_location *cg_jloc(JitState *J, CxLoc loc);
gcc_jit_type *cg_jtype(JitState *J, LoopType t);
void cg_fail(JitState *J, const char *what);
gcc_jit_rvalue *cg_frame_field(JitState *J, gcc_jit_field *f);
gcc_jit_rvalue *cg_array_ptr(JitState *J, LoopArray a, int id);
gcc_jit_function *cg_make_helper(JitState *J, HelperId id, enum gcc_jit_function_kind kind);
gcc_jit_rvalue *cg_expr(JitState *J, const LoopExpr *e);
gcc_jit_block *cg_new_block(JitState *J, const char *what);
void cg_emit_for(JitState *J, gcc_jit_location *loc, gcc_jit_lvalue *var, gcc_jit_rvalue *lo, gcc_jit_rvalue *hi,
                     int64_t step, const LoopBody *b, void (*inner)(JitState *, void *), void *user);
void cg_stmt(JitState *J, const LoopStmt *s);
void cg_body(JitState *J, const LoopBody *b);
int cg_march_width(const char *m);
int cg_vec_width(JitState *J);
bool cg_dot_vectorizable(JitState *J, const LoopStmt *s, int rvar, int *rowside);
gcc_jit_rvalue *cg_seg_base(JitState *J, gcc_jit_location *loc, const LoopExpr *load, int kvar, const char *what);
gcc_jit_rvalue *cg_vload(JitState *J, gcc_jit_location *loc, gcc_jit_rvalue *base, gcc_jit_rvalue *k);
gcc_jit_lvalue *cg_vtmp(JitState *J, gcc_jit_block *bb, gcc_jit_location *loc, gcc_jit_type *t, const char *what,
                            gcc_jit_rvalue *v);
gcc_jit_rvalue *cg_vbin(JitState *J, gcc_jit_location *loc, enum gcc_jit_binary_op op, gcc_jit_rvalue *a,
                            gcc_jit_rvalue *b);
void cg_emit_vdots(JitState *J, gcc_jit_location *loc, const LoopStmt *s, int R, int rvar, gcc_jit_lvalue **rows,
                       const int *rowside, gcc_jit_rvalue **sums);
bool cg_emit_gemm(JitState *J, const LoopStmt *s, gcc_jit_location *loc);
gcc_jit_lvalue *cg_gemm_local(JitState *J, gcc_jit_location *loc, gcc_jit_type *t, const char *what);
gcc_jit_rvalue *cg_vzero(JitState *J, gcc_jit_location *loc);
void cg_gemm_block(JitState *J, PGemm *g);
/* A packed panel's number type (cg_gemm_bf16): f32; bf16 pairs of rows
 * widened to f32 (times f32 states); bf16 pairs along k multiplied by
 * vdpbf16ps (states rounded to bf16). */
/* CG_BF16_PAIRS: a tile function of the dot layout whose operands are
 * bf16 pairs already (PGemm.pairs), not f32 */
enum { CG_F32 = 0, CG_BF16_WIDEN = 1, CG_BF16_DOT = 2, CG_BF16_PAIRS = 3 };
/* An element loop with its child reductions interchanged (gen_elems.c); false: not applicable. */
bool cg_emit_elems(JitState *J, const LoopStmt *s, gcc_jit_location *loc);
/* Element loops as explicit vector code (gen_velems.c): body b over the
 * element var jvar, j = base + [0, n); false: not applicable (nothing
 * emitted).  _for: an LR_ELEMS loop with constant bounds. */
bool cg_emit_velems(JitState *J, gcc_jit_location *loc, const LoopBody *b, int jvar, gcc_jit_rvalue *base, int64_t n);
bool cg_emit_velems_for(JitState *J, const LoopStmt *s, gcc_jit_location *loc);
/* A float sigmoid, tanh or exp (LO_*) as an inlined vmath call, outside
 * the per-function inline budget (gen_expr.c; for gen_velems.c's lane loops). */
gcc_jit_rvalue *cg_vmath_inline(JitState *J, LoopOp op, gcc_jit_rvalue *a);
int cg_gemm_bf16(JitState *J, const LoopStmt *gs);
void cg_bf16_pack(JitState *J, gcc_jit_rvalue *panel, int64_t floats, int mode, int rows);
bool cg_emit_colgemm(JitState *J, const LoopStmt *s, gcc_jit_location *loc);
void cg_emit_packed_gemm(JitState *J, const LoopStmt *s, gcc_jit_location *loc);
void cg_temps_init(JitState *J, gcc_jit_rvalue *node_cap, gcc_jit_rvalue *edge_cap);
gcc_jit_function *cg_gen_branch_kernel(JitState *J, const LoopKernel *k, int id);
gcc_jit_function *cg_gen_output_kernel(JitState *J, const LoopKernel *k, int id);
gcc_jit_function *cg_gen_classify(JitState *J, const LoopKernel *k);
gcc_jit_function *cg_gen_pack(JitState *J);
void cg_gen_part_packs(JitState *J);
gcc_jit_function *cg_gen_run(JitState *J, gcc_jit_function **kernels);
gcc_jit_function *cg_gen_model_entry(JitState *J, const JitEmit *emit, gcc_jit_function **entries, int n);
void cg_gen_api(JitState *J, const char *prefix, gcc_jit_function *model);

#endif
