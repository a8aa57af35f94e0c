/* The code generator: loop IR -> libgccjit (tut05's shape: one state
 * struct caching types, imported functions and the function being built).
 *
 * A loop IR kernel maps one to one to a C function: its vars are locals,
 * its for loops are blocks (test, body, step), loads and stores are array
 * accesses with int64 indices.  Array base pointers (a param's data, a
 * state component, a temp in the scratch buffer) are loaded once, in the
 * entry block, on first use.  The few conditionals an expression needs
 * (sigmoid's stable form, max/min with NaN, int division by zero) live in
 * small always-inline helper functions, so expressions stay trees.
 * Every statement carries the .cx location of the RA-IR instruction it
 * computes, so with debug info gdb steps through the model source. */
#include "backend/jit/jit_internal.h"
#include "backend/jit/vmath.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "lang/base/diag.h"
#include "backend/jit/codegen_internal.h"

/* ---- locations and errors ----------------------------------------------------- */

gcc_jit_location *cg_jloc(JitState *J, CxLoc loc) {
  if (!J->o->debuginfo || loc.file_id < 0 || !J->lp->ir->src) return NULL;
  const char *path = src_path(J->lp->ir->src, loc.file_id);
  if (!path) return NULL;
  return gcc_jit_context_new_location(J->ctx, path, loc.first_line, loc.first_column);
}

int jit_report(CxSession *s, gcc_jit_context *ctx, CxLoc loc, const char *what) {
  const char *e = ctx ? gcc_jit_context_get_first_error(ctx) : NULL;
  diag_report(&s->diag, DIAG_ERROR, loc, "internal compiler error: libgccjit: %s%s%s", what, e ? ": " : "",
              e ? e : "");
  return -1;
}

void jit_symbol(char *buf, size_t size, const char *kernel_name) { snprintf(buf, size, "cx_%s", kernel_name); }

static void init_types(JitState *J) {
  gcc_jit_context *c = J->ctx;
  J->t_void = gcc_jit_context_get_type(c, GCC_JIT_TYPE_VOID);
  J->t_f32 = gcc_jit_context_get_type(c, GCC_JIT_TYPE_FLOAT);
  J->t_f64 = gcc_jit_context_get_type(c, GCC_JIT_TYPE_DOUBLE);
  J->t_i32 = gcc_jit_context_get_int_type(c, 4, 1);
  J->t_i64 = gcc_jit_context_get_int_type(c, 8, 1);
  J->t_bool = gcc_jit_context_get_type(c, GCC_JIT_TYPE_BOOL);
  J->t_int = gcc_jit_context_get_type(c, GCC_JIT_TYPE_INT);
  J->t_pf32 = gcc_jit_type_get_pointer(J->t_f32);
  J->t_ppf32 = gcc_jit_type_get_pointer(J->t_pf32);
  J->t_pi32 = gcc_jit_type_get_pointer(J->t_i32);
  J->t_ppi32 = gcc_jit_type_get_pointer(J->t_pi32);
  J->t_pi64 = gcc_jit_type_get_pointer(J->t_i64);
  J->t_voidp = gcc_jit_context_get_type(c, GCC_JIT_TYPE_VOID_PTR);
  J->t_syncfn = gcc_jit_context_new_function_ptr_type(c, NULL, J->t_void, 1, &J->t_voidp, 0);
  /* JitFrame: the runtime's CxrtFrame, from the same field list. */
#define CX_JIT_FIELD_NEW(ctype, cg_jtype, name) J->f_##name = field(J, J->t_##cg_jtype, #name);
#define CX_JIT_FIELD_REF(ctype, cg_jtype, name) J->f_##name,
  CX_FRAME_FIELDS(CX_JIT_FIELD_NEW)
  gcc_jit_field *fs[] = {CX_FRAME_FIELDS(CX_JIT_FIELD_REF)};
#undef CX_JIT_FIELD_NEW
#undef CX_JIT_FIELD_REF
  /* nints, root_of and the other edges are the last fields: a model that
   * reads none of them declares the frame without them (the same layout
   * up to there, and a v1 model's C as before the fields); one that reads
   * a later one declares the earlier ones too, which keeps its offset. */
  int nfs = (int)(sizeof fs / sizeof *fs);
  bool others = J->lp->other_edges, roots = J->lp->root_ids || others, ints = J->lp->node_ints || roots;
  if (!others) nfs -= 2;
  if (!roots) nfs--;
  if (!ints) nfs--;
  J->frame = gcc_jit_context_new_struct_type(c, NULL, "JitFrame", nfs, fs);
  J->t_frame = gcc_jit_struct_as_type(J->frame);
  J->t_pframe = gcc_jit_type_get_pointer(J->t_frame);
}

static gcc_jit_function *import1(JitState *J, const char *name, gcc_jit_type *t) {
  gcc_jit_param *p = gcc_jit_context_new_param(J->ctx, NULL, t, "x");
  return gcc_jit_context_new_function(J->ctx, NULL, GCC_JIT_FUNCTION_IMPORTED, t, name, 1, &p, 0);
}

/* The cg_body of a two-way helper: if (cond) return then; return els. */
static void helper2(gcc_jit_function *fn, gcc_jit_rvalue *cond, gcc_jit_rvalue *then, gcc_jit_rvalue *els) {
  gcc_jit_block *b0 = gcc_jit_function_new_block(fn, "entry");
  gcc_jit_block *b1 = gcc_jit_function_new_block(fn, "then");
  gcc_jit_block *b2 = gcc_jit_function_new_block(fn, "else");
  gcc_jit_block_end_with_conditional(b0, NULL, cond, b1, b2);
  gcc_jit_block_end_with_return(b1, NULL, then);
  gcc_jit_block_end_with_return(b2, NULL, els);
}

/* The helpers the expressions call (sigmoid's stable form, max/min with
 * NaN, relu, int division by zero): always-inline, so that a fused loop
 * that calls them vectorizes.  GCC compiles no function into which it
 * cannot inline every always-inline call, and a kernel that calls them
 * hundreds of times (60 chained tanh) hits its growth limit
 * ("inlining failed in call to 'always_inline' 'cx_vtanhf': --param
 * large-function-growth limit reached"): helper_call therefore gives each
 * function a budget, and calls past it go to a plain internal twin of the
 * helper, which GCC inlines or calls as it sees fit (gen_expr.c). */
static const char *const helper_names[HX_COUNT] = {"cx_sigmoid", "cx_fmax", "cx_fmin", "cx_relu", "cx_idiv", "cx_imod",
                                                    "cx_imin", "cx_imax"};

gcc_jit_function *cg_make_helper(JitState *J, HelperId id, enum gcc_jit_function_kind kind) {
  gcc_jit_context *c = J->ctx;
  char name[32];
  snprintf(name, sizeof name, "%s%s", helper_names[id], kind == GCC_JIT_FUNCTION_ALWAYS_INLINE ? "" : "_call");
  switch (id) {
  case HX_SIGMOID: {
    /* float cx_sigmoid(float x): the interpreter's stable form. */
    gcc_jit_param *x = gcc_jit_context_new_param(c, NULL, J->t_f32, "x");
    gcc_jit_function *fn = gcc_jit_context_new_function(c, NULL, kind, J->t_f32, name, 1, &x, 0);
    gcc_jit_block *b0 = gcc_jit_function_new_block(fn, "entry");
    gcc_jit_block *pos = gcc_jit_function_new_block(fn, "pos");
    gcc_jit_block *neg = gcc_jit_function_new_block(fn, "neg");
    gcc_jit_rvalue *one = fconst(J, J->t_f32, 1.0);
    gcc_jit_block_end_with_conditional(
        b0, NULL, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_GE, prv(x), fconst(J, J->t_f32, 0)), pos,
        neg);
    gcc_jit_rvalue *mx = gcc_jit_context_new_unary_op(c, NULL, GCC_JIT_UNARY_OP_MINUS, J->t_f32, prv(x));
    gcc_jit_rvalue *e1 = gcc_jit_context_new_call(c, NULL, J->m_expf, 1, &mx);
    gcc_jit_block_end_with_return(
        pos, NULL,
        gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_DIVIDE, J->t_f32, one,
                                      gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_PLUS, J->t_f32, one, e1)));
    gcc_jit_lvalue *e = gcc_jit_function_new_local(fn, NULL, J->t_f32, "e");
    gcc_jit_rvalue *px = prv(x);
    gcc_jit_block_add_assignment(neg, NULL, e, gcc_jit_context_new_call(c, NULL, J->m_expf, 1, &px));
    gcc_jit_block_end_with_return(
        neg, NULL,
        gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_DIVIDE, J->t_f32, rv(e),
                                      gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_PLUS, J->t_f32, one, rv(e))));
    return fn;
  }
  case HX_FMAX:
  case HX_FMIN: {
    /* max(a, b) = a > b || isnan(a) ? a : b; min likewise (interpreter). */
    bool mn = id == HX_FMIN;
    gcc_jit_param *ps[2] = {gcc_jit_context_new_param(c, NULL, J->t_f32, "a"),
                            gcc_jit_context_new_param(c, NULL, J->t_f32, "b")};
    gcc_jit_function *fn = gcc_jit_context_new_function(c, NULL, kind, J->t_f32, name, 2, ps, 0);
    gcc_jit_rvalue *cmp = gcc_jit_context_new_comparison(c, NULL, mn ? GCC_JIT_COMPARISON_LT : GCC_JIT_COMPARISON_GT,
                                                         prv(ps[0]), prv(ps[1]));
    gcc_jit_rvalue *nan = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_NE, prv(ps[0]), prv(ps[0]));
    gcc_jit_rvalue *cond = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_LOGICAL_OR, J->t_bool, cmp, nan);
    helper2(fn, cond, prv(ps[0]), prv(ps[1]));
    return fn;
  }
  case HX_RELU: {
    /* relu(x) = x > 0 || isnan(x) ? x : 0 */
    gcc_jit_param *x = gcc_jit_context_new_param(c, NULL, J->t_f32, "x");
    gcc_jit_function *fn = gcc_jit_context_new_function(c, NULL, kind, J->t_f32, name, 1, &x, 0);
    gcc_jit_rvalue *cmp = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_GT, prv(x), fconst(J, J->t_f32, 0));
    gcc_jit_rvalue *nan = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_NE, prv(x), prv(x));
    gcc_jit_rvalue *cond = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_LOGICAL_OR, J->t_bool, cmp, nan);
    helper2(fn, cond, prv(x), fconst(J, J->t_f32, 0));
    return fn;
  }
  case HX_IMIN:
  case HX_IMAX: {
    /* int64 min(x, y) and max(x, y) */
    gcc_jit_param *ps[2] = {gcc_jit_context_new_param(c, NULL, J->t_i64, "x"),
                            gcc_jit_context_new_param(c, NULL, J->t_i64, "y")};
    gcc_jit_function *fn = gcc_jit_context_new_function(c, NULL, kind, J->t_i64, name, 2, ps, 0);
    gcc_jit_rvalue *cmp = gcc_jit_context_new_comparison(c, NULL, id == HX_IMIN ? GCC_JIT_COMPARISON_LT : GCC_JIT_COMPARISON_GT,
                                                         prv(ps[0]), prv(ps[1]));
    helper2(fn, cmp, prv(ps[0]), prv(ps[1]));
    return fn;
  }
  case HX_IDIV:
  case HX_IMOD:
  default: {
    /* int64 x / y and x % y, 0 when y == 0 or the quotient overflows. */
    bool mod = id == HX_IMOD;
    gcc_jit_param *ps[2] = {gcc_jit_context_new_param(c, NULL, J->t_i64, "x"),
                            gcc_jit_context_new_param(c, NULL, J->t_i64, "y")};
    gcc_jit_function *fn = gcc_jit_context_new_function(c, NULL, kind, J->t_i64, name, 2, ps, 0);
    gcc_jit_rvalue *y0 = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_EQ, prv(ps[1]), iconst(J, 0));
    gcc_jit_rvalue *ym = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_EQ, prv(ps[1]), iconst(J, -1));
    gcc_jit_rvalue *xm = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_EQ, prv(ps[0]),
                                                        iconst(J, INT64_MIN));
    gcc_jit_rvalue *ov = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_LOGICAL_AND, J->t_bool, ym, xm);
    gcc_jit_rvalue *bad = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_LOGICAL_OR, J->t_bool, y0, ov);
    gcc_jit_rvalue *q = gcc_jit_context_new_binary_op(c, NULL, mod ? GCC_JIT_BINARY_OP_MODULO : GCC_JIT_BINARY_OP_DIVIDE,
                                                      J->t_i64, prv(ps[0]), prv(ps[1]));
    helper2(fn, bad, iconst(J, 0), q);
    return fn;
  }
  }
}

static void init_helpers(JitState *J) {
  J->m_expf = import1(J, "expf", J->t_f32);
  J->m_tanhf = import1(J, "tanhf", J->t_f32);
  J->m_logf = import1(J, "logf", J->t_f32);
  J->m_sqrtf = import1(J, "sqrtf", J->t_f32);
  J->m_fabsf = import1(J, "fabsf", J->t_f32);
  J->m_exp = import1(J, "exp", J->t_f64);
  J->m_log = import1(J, "log", J->t_f64);
  if (J->lp->opt.vec_math) cx_vmath_init(J->ctx, &J->vm, !J->lp->opt.vec_math_float);
  for (int h = 0; h < HX_ON_DEMAND; h++) J->h[h] = cg_make_helper(J, (HelperId)h, GCC_JIT_FUNCTION_ALWAYS_INLINE);
}

/* ---- the model's context ------------------------------------------------- */

/* A branch kernel another part of a parallel compile defines: declared
 * with gen_func.c's signature, cx_KERNEL(frame, start, end). */
static gcc_jit_function *import_kernel(JitState *J, const LoopKernel *k) {
  char name[160];
  jit_symbol(name, sizeof name, k->name);
  gcc_jit_param *ps[3] = {gcc_jit_context_new_param(J->ctx, NULL, J->t_pframe, "f"),
                          gcc_jit_context_new_param(J->ctx, NULL, J->t_i32, "start"),
                          gcc_jit_context_new_param(J->ctx, NULL, J->t_i32, "end")};
  return gcc_jit_context_new_function(J->ctx, NULL, GCC_JIT_FUNCTION_IMPORTED, J->t_void, name, 3, ps, 0);
}

gcc_jit_context *jit_build(CxSession *s, const LoopProgram *lp, const JitOptions *o, const JitEmit *emit) {
  return jit_build_part(s, lp, o, emit, NULL);
}

gcc_jit_context *jit_build_part(CxSession *s, const LoopProgram *lp, const JitOptions *o, const JitEmit *emit,
                                const JitPart *part) {
  gcc_jit_context *ctx = gcc_jit_context_acquire();
  if (!ctx) {
    diag_report(&s->diag, DIAG_ERROR, cx_noloc, "internal compiler error: libgccjit: cannot create a context");
    return NULL;
  }
  gcc_jit_context_set_int_option(ctx, GCC_JIT_INT_OPTION_OPTIMIZATION_LEVEL, o->opt_level);
  gcc_jit_context_set_bool_option(ctx, GCC_JIT_BOOL_OPTION_DEBUGINFO, o->debuginfo);
  gcc_jit_context_set_bool_option(ctx, GCC_JIT_BOOL_OPTION_DUMP_GENERATED_CODE, o->dump_asm);
  gcc_jit_context_set_bool_allow_unreachable_blocks(ctx, 1);
  gcc_jit_context_set_bool_print_errors_to_stderr(ctx, o->print_errors);
  char march[96];
  snprintf(march, sizeof march, "-march=%s", jit_march(o));
  gcc_jit_context_add_command_line_option(ctx, march);
  /* compensated float dots: no product may be fused into an addition
     behind the error-free transformations' back (the one FMA they need
     is explicit) */
  if (lp->opt.dot_comp == 1 && !lp->opt.dot_double) gcc_jit_context_add_command_line_option(ctx, "-ffp-contract=off");
  /* vec_math: a fused elementwise loop reads a dozen arrays (temps,
     biases, child states) and writes the state rows; GCC vectorizes it
     behind run-time overlap checks, one per (store, access) pair, more
     than its default limit of 10 (docs/vector-math.md) */
  /* and the vmath functions convert float <-> double, which GCC 12 only
     if-converts without -ftrapping-math (no code reads the FP exception
     flags; no result changes) */
  if (lp->opt.vec_math) {
    gcc_jit_context_add_command_line_option(ctx, "--param=vect-max-version-for-alias-checks=64");
    gcc_jit_context_add_command_line_option(ctx, "-fno-trapping-math");
  }
  /* GCC's -O3 unroll-and-jam fuses two iterations of a child-reduction's
     outer loop (for each child: for j: red[j] += f(child row)[j]) into one
     inner body, which its vectorizer then gives up on: Child-Sum's forget
     gates ran as scalar, branchy sigmoids.  Off, the inner loops vectorize
     and the sums keep their order (bit-identical results); Child-Sum and
     attention TreeLSTM H=512 run 12-20% faster, no other zoo model's code
     changes but the DAG-RNN's, at equal speed (docs/performance.md) */
  gcc_jit_context_add_command_line_option(ctx, "-fno-loop-unroll-and-jam");
  gcc_jit_context_add_driver_option(ctx, "-lm");

  JitState J;
  memset(&J, 0, sizeof J);
  J.s = s;
  J.ctx = ctx;
  J.lp = lp;
  J.o = o;
  J.part = part;
  init_types(&J);
  init_helpers(&J);
  gcc_jit_function **kernels = cx_xcalloc((size_t)(lp->nkernels ? lp->nkernels : 1), sizeof *kernels);
  /* entries: classify, run, the outputs, pack, the kernels, the readouts'
   * element kernels (stdlib/compiled.h) */
  int nentries = 3 + lp->noutputs + lp->nkernels + lp->nreadouts;
  gcc_jit_function **entries = cx_xcalloc((size_t)nentries, sizeof *entries);
  /* a part: its own kernels; part 0 declares the others' and holds the rest */
  int self = part ? part->self : 0;
  for (int b = 0; b < lp->nkernels && !J.failed; b++) {
    int kp = part ? part->kernel_part[b] : 0;
    if (kp == self) kernels[b] = cg_gen_branch_kernel(&J, &lp->kernels[b], b);
    else if (self == 0) kernels[b] = import_kernel(&J, &lp->kernels[b]);
  }
  if (self != 0) {
    cg_gen_part_packs(&J);
    goto done;
  }
  for (int q = 0; q < lp->noutputs && !J.failed; q++) entries[2 + q] = cg_gen_output_kernel(&J, &lp->outputs[q], q);
  if (!J.failed) entries[0] = cg_gen_classify(&J, &lp->classify);
  if (!J.failed) entries[1] = cg_gen_run(&J, kernels);
  if (!J.failed) entries[2 + lp->noutputs] = cg_gen_pack(&J);
  for (int b = 0; b < lp->nkernels; b++) entries[3 + lp->noutputs + b] = kernels[b];
  /* a readout or hoist kernel that compiles to an earlier one's code (the
     same product hoisted in several branches: arity10's W_i @ E[n.word]
     in each of its nine) is that function, once (issue 17) */
  for (int r = 0; r < lp->nreadouts && !J.failed; r++) {
    gcc_jit_function **e = &entries[3 + lp->noutputs + lp->nkernels];
    for (int q = 0; q < r && !e[r]; q++)
      if (loop_kernel_same_code(&lp->readouts[q], &lp->readouts[r])) e[r] = e[q];
    if (!e[r]) e[r] = cg_gen_output_kernel(&J, &lp->readouts[r], lp->noutputs + r);
  }
  if (!J.failed && emit && emit->blob) {
    gcc_jit_function *model = cg_gen_model_entry(&J, emit, entries, nentries);
    if (emit->api_prefix) cg_gen_api(&J, emit->api_prefix, model);
  }
done:
  free(entries);
  free(kernels);
  free(J.tiles);
  if (!J.failed && gcc_jit_context_get_first_error(ctx)) {
    jit_report(s, ctx, lp->ir->nbranches ? lp->ir->branches[0].loc : cx_noloc, "building the code");
    J.failed = true;
  }
  if (J.failed) {
    gcc_jit_context_release(ctx);
    return NULL;
  }
  return ctx;
}
