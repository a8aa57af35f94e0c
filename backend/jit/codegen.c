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

#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "lang/base/diag.h"

typedef struct JitState {
  CxSession *s;
  gcc_jit_context *ctx;
  const LoopProgram *lp;
  const JitOptions *o;
  /* types */
  gcc_jit_type *t_void, *t_f32, *t_f64, *t_i32, *t_i64, *t_bool, *t_int;
  gcc_jit_type *t_pf32, *t_ppf32, *t_pi32, *t_ppi32, *t_pi64;
  gcc_jit_struct *frame;
  gcc_jit_type *t_frame, *t_pframe;
  /* the frame's fields (stdlib/compiled.h, CX_FRAME_FIELDS): f_params, ... */
#define CX_JIT_FIELD_MEMBER(ctype, jtype, name) gcc_jit_field *f_##name;
  CX_FRAME_FIELDS(CX_JIT_FIELD_MEMBER)
#undef CX_JIT_FIELD_MEMBER
  /* libm and helpers */
  gcc_jit_function *m_expf, *m_tanhf, *m_logf, *m_sqrtf, *m_fabsf, *m_exp, *m_log;
  gcc_jit_function *h_sigmoid, *h_fmax, *h_fmin, *h_relu, *h_idiv, *h_imod;
  CxVmath vm; /* vec_math: vectorizable exp, tanh, sigmoid (vmath.c) */
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
} JitState;

/* ---- locations and errors ----------------------------------------------------- */

static gcc_jit_location *jloc(JitState *J, CxLoc loc) {
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

/* ---- types, imports, helpers --------------------------------------------------- */

static gcc_jit_field *field(JitState *J, gcc_jit_type *t, const char *name) {
  return gcc_jit_context_new_field(J->ctx, NULL, t, name);
}

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
  /* JitFrame: the runtime's CxrtFrame, from the same field list. */
#define CX_JIT_FIELD_NEW(ctype, jtype, name) J->f_##name = field(J, J->t_##jtype, #name);
#define CX_JIT_FIELD_REF(ctype, jtype, name) J->f_##name,
  CX_FRAME_FIELDS(CX_JIT_FIELD_NEW)
  gcc_jit_field *fs[] = {CX_FRAME_FIELDS(CX_JIT_FIELD_REF)};
#undef CX_JIT_FIELD_NEW
#undef CX_JIT_FIELD_REF
  J->frame = gcc_jit_context_new_struct_type(c, NULL, "JitFrame", (int)(sizeof fs / sizeof *fs), fs);
  J->t_frame = gcc_jit_struct_as_type(J->frame);
  J->t_pframe = gcc_jit_type_get_pointer(J->t_frame);
}

static gcc_jit_function *import1(JitState *J, const char *name, gcc_jit_type *t) {
  gcc_jit_param *p = gcc_jit_context_new_param(J->ctx, NULL, t, "x");
  return gcc_jit_context_new_function(J->ctx, NULL, GCC_JIT_FUNCTION_IMPORTED, t, name, 1, &p, 0);
}

static gcc_jit_rvalue *rv(gcc_jit_lvalue *l) { return gcc_jit_lvalue_as_rvalue(l); }
static gcc_jit_rvalue *prv(gcc_jit_param *p) { return gcc_jit_param_as_rvalue(p); }

static gcc_jit_rvalue *fconst(JitState *J, gcc_jit_type *t, double v) {
  return gcc_jit_context_new_rvalue_from_double(J->ctx, t, v);
}

static gcc_jit_rvalue *iconst(JitState *J, int64_t v) {
  return gcc_jit_context_new_rvalue_from_long(J->ctx, J->t_i64, (long)v);
}

/* The body of a two-way helper: if (cond) return then; return els. */
static void helper2(gcc_jit_function *fn, gcc_jit_rvalue *cond, gcc_jit_rvalue *then, gcc_jit_rvalue *els) {
  gcc_jit_block *b0 = gcc_jit_function_new_block(fn, "entry");
  gcc_jit_block *b1 = gcc_jit_function_new_block(fn, "then");
  gcc_jit_block *b2 = gcc_jit_function_new_block(fn, "else");
  gcc_jit_block_end_with_conditional(b0, NULL, cond, b1, b2);
  gcc_jit_block_end_with_return(b1, NULL, then);
  gcc_jit_block_end_with_return(b2, NULL, els);
}

static gcc_jit_function *new_helper(JitState *J, const char *name, gcc_jit_type *t, gcc_jit_param **ps, int np) {
  return gcc_jit_context_new_function(J->ctx, NULL, GCC_JIT_FUNCTION_ALWAYS_INLINE, t, name, np, ps, 0);
}

static void init_helpers(JitState *J) {
  gcc_jit_context *c = J->ctx;
  J->m_expf = import1(J, "expf", J->t_f32);
  J->m_tanhf = import1(J, "tanhf", J->t_f32);
  J->m_logf = import1(J, "logf", J->t_f32);
  J->m_sqrtf = import1(J, "sqrtf", J->t_f32);
  J->m_fabsf = import1(J, "fabsf", J->t_f32);
  J->m_exp = import1(J, "exp", J->t_f64);
  J->m_log = import1(J, "log", J->t_f64);
  if (J->lp->opt.vec_math) cx_vmath_init(c, &J->vm);

  /* float cx_sigmoid(float x): the interpreter's stable form. */
  {
    gcc_jit_param *x = gcc_jit_context_new_param(c, NULL, J->t_f32, "x");
    gcc_jit_function *fn = new_helper(J, "cx_sigmoid", J->t_f32, &x, 1);
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
    J->h_sigmoid = fn;
  }
  /* max(a, b) = a > b || isnan(a) ? a : b; min likewise (interpreter). */
  for (int w = 0; w < 2; w++) {
    gcc_jit_param *ps[2] = {gcc_jit_context_new_param(c, NULL, J->t_f32, "a"),
                            gcc_jit_context_new_param(c, NULL, J->t_f32, "b")};
    gcc_jit_function *fn = new_helper(J, w ? "cx_fmin" : "cx_fmax", J->t_f32, ps, 2);
    gcc_jit_rvalue *cmp = gcc_jit_context_new_comparison(c, NULL, w ? GCC_JIT_COMPARISON_LT : GCC_JIT_COMPARISON_GT,
                                                         prv(ps[0]), prv(ps[1]));
    gcc_jit_rvalue *nan = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_NE, prv(ps[0]), prv(ps[0]));
    gcc_jit_rvalue *cond = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_LOGICAL_OR, J->t_bool, cmp, nan);
    helper2(fn, cond, prv(ps[0]), prv(ps[1]));
    if (w) J->h_fmin = fn;
    else J->h_fmax = fn;
  }
  /* relu(x) = x > 0 || isnan(x) ? x : 0 */
  {
    gcc_jit_param *x = gcc_jit_context_new_param(c, NULL, J->t_f32, "x");
    gcc_jit_function *fn = new_helper(J, "cx_relu", J->t_f32, &x, 1);
    gcc_jit_rvalue *cmp = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_GT, prv(x), fconst(J, J->t_f32, 0));
    gcc_jit_rvalue *nan = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_NE, prv(x), prv(x));
    gcc_jit_rvalue *cond = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_LOGICAL_OR, J->t_bool, cmp, nan);
    helper2(fn, cond, prv(x), fconst(J, J->t_f32, 0));
    J->h_relu = fn;
  }
  /* int64 x / y and x % y, 0 when y == 0 or the quotient overflows. */
  for (int w = 0; w < 2; w++) {
    gcc_jit_param *ps[2] = {gcc_jit_context_new_param(c, NULL, J->t_i64, "x"),
                            gcc_jit_context_new_param(c, NULL, J->t_i64, "y")};
    gcc_jit_function *fn = new_helper(J, w ? "cx_imod" : "cx_idiv", J->t_i64, ps, 2);
    gcc_jit_rvalue *y0 = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_EQ, prv(ps[1]), iconst(J, 0));
    gcc_jit_rvalue *ym = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_EQ, prv(ps[1]), iconst(J, -1));
    gcc_jit_rvalue *xm = gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_EQ, prv(ps[0]),
                                                        iconst(J, INT64_MIN));
    gcc_jit_rvalue *ov = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_LOGICAL_AND, J->t_bool, ym, xm);
    gcc_jit_rvalue *bad = gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_LOGICAL_OR, J->t_bool, y0, ov);
    gcc_jit_rvalue *q = gcc_jit_context_new_binary_op(c, NULL, w ? GCC_JIT_BINARY_OP_MODULO : GCC_JIT_BINARY_OP_DIVIDE,
                                                      J->t_i64, prv(ps[0]), prv(ps[1]));
    helper2(fn, bad, iconst(J, 0), q);
    if (w) J->h_imod = fn;
    else J->h_idiv = fn;
  }
}

/* ---- expressions ---------------------------------------------------------------- */

static gcc_jit_type *jtype(JitState *J, LoopType t) {
  switch (t) {
  case LT_F32: return J->t_f32;
  case LT_F64: return J->t_f64;
  case LT_I64: return J->t_i64;
  case LT_BOOL: return J->t_bool;
  }
  return J->t_i64;
}

static void fail(JitState *J, const char *what) {
  if (J->failed) return;
  J->failed = true;
  jit_report(J->s, J->ctx, J->k ? J->k->loc : cx_noloc, what);
}

static gcc_jit_rvalue *frame_field(JitState *J, gcc_jit_field *f) {
  return rv(gcc_jit_rvalue_dereference_field(J->frame_ptr, NULL, f));
}

/* The base pointer of an array, loaded in the entry block on first use. */
static gcc_jit_rvalue *array_ptr(JitState *J, LoopArray a, int id) {
  switch (a) {
  case LA_NODES: return J->nodes_arg;
  case LA_OUT: return J->out_arg;
  case LA_FIELDS: return J->fields_arg;
  default: break;
  }
  if (id < 0 || id >= J->nptrs[a]) {
    fail(J, "array index out of range in the loop IR");
    return gcc_jit_context_null(J->ctx, J->t_pf32);
  }
  if (J->ptrs[a][id]) return J->ptrs[a][id];
  if (!J->frame_ptr) {
    fail(J, "array read without a frame");
    return gcc_jit_context_null(J->ctx, J->t_pf32);
  }
  gcc_jit_rvalue *val = NULL;
  gcc_jit_type *t = J->t_pf32;
  char name[64];
  switch (a) {
  case LA_PARAM:
    val = rv(gcc_jit_context_new_array_access(J->ctx, NULL, frame_field(J, J->f_params), iconst(J, id)));
    snprintf(name, sizeof name, "P_%s", J->lp->ir->params[id].name);
    break;
  case LA_PACKED:
    val = rv(gcc_jit_context_new_array_access(J->ctx, NULL, frame_field(J, J->f_packed), iconst(J, id)));
    snprintf(name, sizeof name, "PK_%d", id);
    break;
  case LA_STATE:
    val = rv(gcc_jit_context_new_array_access(J->ctx, NULL, frame_field(J, J->f_states), iconst(J, id)));
    snprintf(name, sizeof name, "S_%d", id);
    break;
  case LA_VFIELD:
    val = rv(gcc_jit_context_new_array_access(J->ctx, NULL, frame_field(J, J->f_vfields), iconst(J, id)));
    snprintf(name, sizeof name, "F_%d", id);
    break;
  case LA_CHILDREN:
    val = frame_field(J, J->f_children);
    t = J->t_pi32;
    snprintf(name, sizeof name, "children");
    break;
  case LA_CHILD_START:
    val = frame_field(J, J->f_child_start);
    t = J->t_pi32;
    snprintf(name, sizeof name, "child_start");
    break;
  case LA_IFIELDS:
    val = frame_field(J, J->f_ifields);
    t = J->t_pi32;
    snprintf(name, sizeof name, "ifields");
    break;
  case LA_TEMP:
    /* Temps are set up eagerly at entry (see temps_init). */
  default:
    fail(J, "unknown array in the loop IR");
    return gcc_jit_context_null(J->ctx, J->t_pf32);
  }
  gcc_jit_lvalue *l = gcc_jit_function_new_local(J->fn, NULL, t, name);
  gcc_jit_block_add_assignment(J->entry, NULL, l, val);
  J->ptrs[a][id] = rv(l);
  return J->ptrs[a][id];
}

static gcc_jit_rvalue *expr(JitState *J, const LoopExpr *e);

static gcc_jit_rvalue *call1(JitState *J, gcc_jit_function *f, gcc_jit_rvalue *a) {
  return gcc_jit_context_new_call(J->ctx, NULL, f, 1, &a);
}

static gcc_jit_rvalue *call2(JitState *J, gcc_jit_function *f, gcc_jit_rvalue *a, gcc_jit_rvalue *b) {
  gcc_jit_rvalue *args[2] = {a, b};
  return gcc_jit_context_new_call(J->ctx, NULL, f, 2, args);
}

static gcc_jit_rvalue *expr(JitState *J, const LoopExpr *e) {
  gcc_jit_context *c = J->ctx;
  switch (e->kind) {
  case LE_CONST:
    if (e->type == LT_F32 || e->type == LT_F64) return fconst(J, jtype(J, e->type), e->f);
    if (e->type == LT_BOOL)
      return gcc_jit_context_new_comparison(c, NULL, e->i ? GCC_JIT_COMPARISON_EQ : GCC_JIT_COMPARISON_NE,
                                            iconst(J, 0), iconst(J, 0));
    return iconst(J, e->i);
  case LE_VAR:
    return rv(J->vars[e->var]);
  case LE_LOAD: {
    gcc_jit_rvalue *p = array_ptr(J, e->array, e->id);
    gcc_jit_rvalue *v = rv(gcc_jit_context_new_array_access(c, NULL, p, expr(J, e->a)));
    return e->array >= LA_CHILDREN ? gcc_jit_context_new_cast(c, NULL, v, J->t_i64) : v;
  }
  case LE_CAST:
    return gcc_jit_context_new_cast(c, NULL, expr(J, e->a), jtype(J, e->type));
  case LE_UNARY: {
    gcc_jit_rvalue *a = expr(J, e->a);
    bool dbl = e->a->type == LT_F64;
    switch (e->op) {
    case LO_NEG: return gcc_jit_context_new_unary_op(c, NULL, GCC_JIT_UNARY_OP_MINUS, jtype(J, e->type), a);
    case LO_NOT: return gcc_jit_context_new_unary_op(c, NULL, GCC_JIT_UNARY_OP_LOGICAL_NEGATE, J->t_bool, a);
    case LO_SIGMOID: return call1(J, J->lp->opt.vec_math ? J->vm.sigmoidf : J->h_sigmoid, a);
    case LO_TANH: return call1(J, J->lp->opt.vec_math ? J->vm.tanhf : J->m_tanhf, a);
    case LO_RELU: return call1(J, J->h_relu, a);
    case LO_EXP: return call1(J, dbl ? J->m_exp : J->lp->opt.vec_math ? J->vm.expf : J->m_expf, a);
    case LO_LOG: return call1(J, dbl ? J->m_log : J->m_logf, a);
    case LO_SQRT: return call1(J, J->m_sqrtf, a);
    case LO_ABS: return call1(J, J->m_fabsf, a);
    case LO_ISNAN: return gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_NE, a, a);
    default: break;
    }
    fail(J, "unknown unary op in the loop IR");
    return a;
  }
  case LE_BINARY: {
    gcc_jit_rvalue *a = expr(J, e->a), *b = expr(J, e->b);
    gcc_jit_type *t = jtype(J, e->a->type);
    bool isint = e->a->type == LT_I64;
    enum gcc_jit_binary_op bop;
    enum gcc_jit_comparison cmp;
    switch (e->op) {
    case LO_ADD: bop = GCC_JIT_BINARY_OP_PLUS; goto binop;
    case LO_SUB: bop = GCC_JIT_BINARY_OP_MINUS; goto binop;
    case LO_MUL: bop = GCC_JIT_BINARY_OP_MULT; goto binop;
    case LO_DIV:
      if (isint) return call2(J, J->h_idiv, a, b);
      bop = GCC_JIT_BINARY_OP_DIVIDE;
      goto binop;
    case LO_MOD:
      if (isint) return call2(J, J->h_imod, a, b);
      fail(J, "float modulo in the loop IR");
      return a;
    case LO_MAX: return call2(J, J->h_fmax, a, b);
    case LO_MIN: return call2(J, J->h_fmin, a, b);
    case LO_AND: return gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_LOGICAL_AND, J->t_bool, a, b);
    case LO_OR: return gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_LOGICAL_OR, J->t_bool, a, b);
    case LO_LT: cmp = GCC_JIT_COMPARISON_LT; goto compare;
    case LO_LE: cmp = GCC_JIT_COMPARISON_LE; goto compare;
    case LO_GT: cmp = GCC_JIT_COMPARISON_GT; goto compare;
    case LO_GE: cmp = GCC_JIT_COMPARISON_GE; goto compare;
    case LO_EQ: cmp = GCC_JIT_COMPARISON_EQ; goto compare;
    case LO_NE: cmp = GCC_JIT_COMPARISON_NE; goto compare;
    default:
      fail(J, "unknown binary op in the loop IR");
      return a;
    }
  binop:
    return gcc_jit_context_new_binary_op(c, NULL, bop, t, a, b);
  compare:
    return gcc_jit_context_new_comparison(c, NULL, cmp, a, b);
  }
  }
  return iconst(J, 0);
}

/* ---- statements ----------------------------------------------------------------- */

static gcc_jit_block *new_block(JitState *J, const char *what) {
  char name[48];
  snprintf(name, sizeof name, "%s%d", what, J->nblocks++);
  return gcc_jit_function_new_block(J->fn, name);
}

static void assign(JitState *J, gcc_jit_location *loc, gcc_jit_lvalue *l, gcc_jit_rvalue *v, LoopType lt,
                   const LoopExpr *e) {
  if (e && e->type != lt) v = gcc_jit_context_new_cast(J->ctx, loc, v, jtype(J, lt));
  gcc_jit_block_add_assignment(J->block, loc, l, v);
}

static void body(JitState *J, const LoopBody *b);

/* for (var = lo; var < hi; var++) body, as test and body blocks. */
static void emit_for(JitState *J, gcc_jit_location *loc, gcc_jit_lvalue *var, gcc_jit_rvalue *lo, gcc_jit_rvalue *hi,
                     int64_t step, const LoopBody *b, void (*inner)(JitState *, void *), void *user) {
  gcc_jit_block_add_assignment(J->block, loc, var, lo);
  gcc_jit_block *test = new_block(J, "for"), *bb = new_block(J, "body"), *after = new_block(J, "after");
  gcc_jit_block_end_with_jump(J->block, loc, test);
  gcc_jit_block_end_with_conditional(test, loc, gcc_jit_context_new_comparison(J->ctx, loc, GCC_JIT_COMPARISON_LT, rv(var), hi),
                                     bb, after);
  J->block = bb;
  if (b) body(J, b);
  if (inner) inner(J, user);
  if (J->block) {
    gcc_jit_block_add_assignment_op(J->block, loc, var, GCC_JIT_BINARY_OP_PLUS, iconst(J, step));
    gcc_jit_block_end_with_jump(J->block, loc, test);
  }
  J->block = after;
}

typedef struct DotCtx {
  const LoopStmt *s;
  gcc_jit_lvalue *lanes, *k0, *l, *kv;
  const LoopDotSeg *seg;
  gcc_jit_type *acc;
  gcc_jit_location *loc;
  int64_t base;            /* tail: kvar - base is the lane */
  bool single;             /* one sequential sum: always lane 0 */
} DotCtx;

static gcc_jit_lvalue *lane_at(JitState *J, DotCtx *d, gcc_jit_rvalue *ix) {
  return gcc_jit_context_new_array_access(J->ctx, d->loc, rv(d->lanes), ix);
}

static gcc_jit_rvalue *dot_term(JitState *J, DotCtx *d) {
  gcc_jit_rvalue *a = expr(J, d->seg->a), *b = expr(J, d->seg->b);
  if (d->acc != J->t_f32) {
    a = gcc_jit_context_new_cast(J->ctx, d->loc, a, d->acc);
    b = gcc_jit_context_new_cast(J->ctx, d->loc, b, d->acc);
  }
  return gcc_jit_context_new_binary_op(J->ctx, d->loc, GCC_JIT_BINARY_OP_MULT, d->acc, a, b);
}

/* lanes[l] += a(k0 + l) * b(k0 + l) */
static void dot_lane_step(JitState *J, void *user) {
  DotCtx *d = user;
  gcc_jit_block_add_assignment(
      J->block, d->loc, d->kv,
      gcc_jit_context_new_binary_op(J->ctx, d->loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(d->k0), rv(d->l)));
  gcc_jit_block_add_assignment_op(J->block, d->loc, lane_at(J, d, rv(d->l)), GCC_JIT_BINARY_OP_PLUS, dot_term(J, d));
}

static void dot_block(JitState *J, void *user) {
  DotCtx *d = user;
  emit_for(J, d->loc, d->l, iconst(J, 0), iconst(J, d->s->lanes), 1, NULL, dot_lane_step, d);
}

/* tail: lanes[k - base] += a(k) * b(k) */
static void dot_tail_step(JitState *J, void *user) {
  DotCtx *d = user;
  gcc_jit_rvalue *lane = d->single ? iconst(J, 0)
                                   : gcc_jit_context_new_binary_op(J->ctx, d->loc, GCC_JIT_BINARY_OP_MINUS, J->t_i64,
                                                                   rv(d->kv), iconst(J, d->base));
  gcc_jit_block_add_assignment_op(J->block, d->loc, lane_at(J, d, lane), GCC_JIT_BINARY_OP_PLUS, dot_term(J, d));
}

/* var = sum over segments of a * b: `lanes` independent partial sums
 * (lanes[l] takes the terms with k = l mod lanes), added pairwise. */
static void emit_dot(JitState *J, const LoopStmt *s, gcc_jit_location *loc) {
  DotCtx d;
  memset(&d, 0, sizeof d);
  d.s = s;
  d.loc = loc;
  d.acc = jtype(J, s->acc);
  /* compensated float dots (dot_comp): where not a vector dot, in double */
  if (s->acc == LT_F32 && J->lp->opt.dot_comp) d.acc = J->t_f64;
  d.kv = J->vars[s->kvar];
  int L = s->lanes > 0 ? s->lanes : 1;
  char name[32];
  snprintf(name, sizeof name, "lanes%d", J->nblocks++);
  d.lanes = gcc_jit_function_new_local(J->fn, loc, gcc_jit_context_new_array_type(J->ctx, loc, d.acc, L), name);
  d.k0 = gcc_jit_function_new_local(J->fn, loc, J->t_i64, "k0");
  d.l = gcc_jit_function_new_local(J->fn, loc, J->t_i64, "l");
  for (int l = 0; l < L; l++) gcc_jit_block_add_assignment(J->block, loc, lane_at(J, &d, iconst(J, l)), fconst(J, d.acc, 0));
  for (int g = 0; g < s->nsegs; g++) {
    d.seg = &s->segs[g];
    int64_t full = d.seg->len / L * L;
    if (full > 0 && L > 1) {
      /* for (k0 = 0; k0 < full; k0 += L) for (l = 0; l < L; l++) ... */
      emit_for(J, loc, d.k0, iconst(J, 0), iconst(J, full), L, NULL, dot_block, &d);
    } else {
      full = 0;
    }
    d.base = full;
    d.single = L == 1;
    if (L == 1) {
      /* one sequential sum: lanes[0] += a(k) * b(k) */
      emit_for(J, loc, d.kv, iconst(J, 0), iconst(J, d.seg->len), 1, NULL, dot_tail_step, &d);
    } else if (full < d.seg->len) {
      emit_for(J, loc, d.kv, iconst(J, full), iconst(J, d.seg->len), 1, NULL, dot_tail_step, &d);
    }
  }
  /* pairwise sum of the lanes */
  gcc_jit_rvalue **vals = cx_xmalloc(sizeof *vals * (size_t)L);
  for (int l = 0; l < L; l++) vals[l] = rv(lane_at(J, &d, iconst(J, l)));
  for (int n = L; n > 1; n = (n + 1) / 2) {
    for (int i = 0; i < n / 2; i++)
      vals[i] = gcc_jit_context_new_binary_op(J->ctx, loc, GCC_JIT_BINARY_OP_PLUS, d.acc, vals[2 * i], vals[2 * i + 1]);
    if (n % 2) vals[n / 2] = vals[n - 1];
  }
  gcc_jit_rvalue *sum = vals[0];
  free(vals);
  if (d.acc != jtype(J, J->k->vars[s->var].type)) sum = gcc_jit_context_new_cast(J->ctx, loc, sum, jtype(J, J->k->vars[s->var].type));
  gcc_jit_block_add_assignment(J->block, loc, J->vars[s->var], sum);
}

/* ---- vector dot products and the matmul microkernel ---------------------------------- */

/* Floats per vector for a -march: AVX-512 16, else (AVX2) 8. */
static int march_width(const char *m) { return strstr(m, "v4") || strstr(m, "avx512") ? 16 : 8; }

/* The vector width in floats (0: no vector dots). */
static int vec_width(JitState *J) {
  if (!J->lp->opt.vec_dot) return 0;
  if (!J->t_vf) {
    J->vw = march_width(jit_march(J->o));
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
static bool dot_vectorizable(JitState *J, const LoopStmt *s, int rvar, int *rowside) {
  if (s->kind != LS_DOT || s->acc != LT_F32 || vec_width(J) == 0) return false;
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
static gcc_jit_rvalue *seg_base(JitState *J, gcc_jit_location *loc, const LoopExpr *load, int kvar, const char *what) {
  const LoopExpr *x = NULL;
  loop_load_unit_stride(load, kvar, &x);
  gcc_jit_rvalue *ix = x ? expr(J, x) : iconst(J, 0);
  gcc_jit_rvalue *addr =
      gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(J->ctx, loc, array_ptr(J, load->array, load->id), ix), loc);
  char name[32];
  snprintf(name, sizeof name, "%s%d", what, J->nblocks++);
  gcc_jit_lvalue *l = gcc_jit_function_new_local(J->fn, loc, J->t_pf32, name);
  gcc_jit_block_add_assignment(J->block, loc, l, gcc_jit_context_new_cast(J->ctx, loc, addr, J->t_pf32));
  return rv(l);
}

static gcc_jit_rvalue *vload(JitState *J, gcc_jit_location *loc, gcc_jit_rvalue *base, gcc_jit_rvalue *k) {
  gcc_jit_rvalue *p = gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(J->ctx, loc, base, k), loc);
  return rv(gcc_jit_rvalue_dereference(gcc_jit_context_new_cast(J->ctx, loc, p, J->t_pvf), loc));
}

#define VDOT_MAX 8

/* A fresh local of type t set to v in block bb. */
static gcc_jit_lvalue *vtmp(JitState *J, gcc_jit_block *bb, gcc_jit_location *loc, gcc_jit_type *t, const char *what,
                            gcc_jit_rvalue *v) {
  char name[32];
  snprintf(name, sizeof name, "%s%d", what, J->nblocks++);
  gcc_jit_lvalue *l = gcc_jit_function_new_local(J->fn, loc, t, name);
  gcc_jit_block_add_assignment(bb, loc, l, v);
  return l;
}

static gcc_jit_rvalue *vbin(JitState *J, gcc_jit_location *loc, enum gcc_jit_binary_op op, gcc_jit_rvalue *a,
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
    gcc_jit_block_add_assignment(bb, loc, wv, vload(J, loc, pr[j], k));
    snprintf(name, sizeof name, "up%d", J->nblocks++);
    gcc_jit_lvalue *up = gcc_jit_function_new_local(J->fn, loc, J->t_vunion, name);
    gcc_jit_lvalue *pv = gcc_jit_lvalue_access_field(up, loc, J->f_vu_v);
    gcc_jit_block_add_assignment(bb, loc, pv, vbin(J, loc, GCC_JIT_BINARY_OP_MULT, rv(wv), rv(xv)));
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
    gcc_jit_lvalue *t = vtmp(J, bb, loc, J->t_vf, "t", vbin(J, loc, GCC_JIT_BINARY_OP_PLUS, s, p));
    gcc_jit_lvalue *z = vtmp(J, bb, loc, J->t_vf, "z", vbin(J, loc, GCC_JIT_BINARY_OP_MINUS, rv(t), s));
    gcc_jit_rvalue *e = vbin(J, loc, GCC_JIT_BINARY_OP_PLUS,
                             vbin(J, loc, GCC_JIT_BINARY_OP_MINUS, s, vbin(J, loc, GCC_JIT_BINARY_OP_MINUS, rv(t), rv(z))),
                             vbin(J, loc, GCC_JIT_BINARY_OP_MINUS, p, rv(z)));
    gcc_jit_lvalue *el = vtmp(J, bb, loc, J->t_vf, "e", e);
    gcc_jit_block_add_assignment(bb, loc, acc[j], rv(t));
    gcc_jit_block_add_assignment_op(bb, loc, cacc[j], GCC_JIT_BINARY_OP_PLUS,
                                    vbin(J, loc, GCC_JIT_BINARY_OP_PLUS, rv(el), rv(gcc_jit_lvalue_access_field(uq, loc, J->f_vu_v))));
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
static void emit_vdots(JitState *J, gcc_jit_location *loc, const LoopStmt *s, int R, int rvar, gcc_jit_lvalue **rows,
                       const int *rowside, gcc_jit_rvalue **sums) {
  gcc_jit_context *c = J->ctx;
  int W = vec_width(J);
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
  gcc_jit_rvalue *vzero = gcc_jit_context_new_rvalue_from_vector(c, loc, at, (size_t)(comp == 2 ? W / 2 : W), zeros);
  for (int j = 0; j < R; j++) {
    snprintf(name, sizeof name, "vacc%d_%d", J->nblocks, j);
    acc[j] = gcc_jit_function_new_local(J->fn, loc, at, name);
    gcc_jit_block_add_assignment(J->block, loc, acc[j], vzero);
    snprintf(name, sizeof name, "tacc%d_%d", J->nblocks, j);
    tail[j] = gcc_jit_function_new_local(J->fn, loc, tt, name);
    gcc_jit_block_add_assignment(J->block, loc, tail[j], fconst(J, tt, 0));
    if (comp) {
      snprintf(name, sizeof name, "vcmp%d_%d", J->nblocks, j);
      cacc[j] = gcc_jit_function_new_local(J->fn, loc, at, name);
      gcc_jit_block_add_assignment(J->block, loc, cacc[j], vzero);
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
      pr[j] = seg_base(J, loc, rowx, s->kvar, "pw");
    }
    if (rvar >= 0) J->vars[rvar] = saved;
    gcc_jit_rvalue *pc = seg_base(J, loc, colx, s->kvar, "px");
    int64_t full = seg->len / W * W;
    snprintf(name, sizeof name, "kv%d", J->nblocks++);
    gcc_jit_lvalue *kv = gcc_jit_function_new_local(J->fn, loc, J->t_i64, name);
    for (int pass = 0; pass < 2; pass++) {
      int64_t lo = pass ? full : 0, hi = pass ? seg->len : full;
      if (lo >= hi) continue;
      gcc_jit_block_add_assignment(J->block, loc, kv, iconst(J, lo));
      gcc_jit_block *test = new_block(J, "vfor"), *bb = new_block(J, "vbody"), *after = new_block(J, "vafter");
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
        gcc_jit_block_add_assignment(bb, loc, xv, vload(J, loc, pc, rv(kv)));
        if (comp) {
          emit_vdot2_step(J, bb, loc, R, pr, rv(kv), xv, acc, cacc);
        } else {
          for (int j = 0; j < R; j++)
            gcc_jit_block_add_assignment_op(
                bb, loc, acc[j], GCC_JIT_BINARY_OP_PLUS,
                gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MULT, J->t_vf, vload(J, loc, pr[j], rv(kv)), rv(xv)));
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

static void stmt(JitState *J, const LoopStmt *s);

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
  for (int i = 0; i < g->nodes->body.n - 2 && J->block; i++) stmt(J, g->nodes->body.s[i]);
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
  emit_vdots(J, g->loc, g->dot, g->R, rvar, rows, g->rowside, sums);
  for (int j = 0; j < g->R; j++) {
    gcc_jit_rvalue *v = sums[j];
    if (J->k->vars[g->dot->var].type != LT_F32)
      v = gcc_jit_context_new_cast(J->ctx, g->loc, v, jtype(J, J->k->vars[g->dot->var].type));
    gcc_jit_block_add_assignment(J->block, g->loc, J->vars[g->dot->var], v);
    J->vars[rvar] = rows[j];
    stmt(J, g->store);
    J->vars[rvar] = r0;
  }
}

static void gemm_rowblock(JitState *J, void *user) {
  GemmCtx *g = user;
  emit_for(J, g->loc, J->vars[g->nodes->var], expr(J, g->nodes->lo), expr(J, g->nodes->hi), 1, NULL, gemm_node, g);
}

static bool emit_gemm(JitState *J, const LoopStmt *s, gcc_jit_location *loc) {
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
  if (!dot_vectorizable(J, d, s->var, g.rowside)) return false;
  gcc_jit_context *c = J->ctx;
  gcc_jit_lvalue *r = J->vars[s->var];
  char name[32];
  snprintf(name, sizeof name, "rlo%d", J->nblocks++);
  gcc_jit_lvalue *lo = gcc_jit_function_new_local(J->fn, loc, J->t_i64, name);
  gcc_jit_block_add_assignment(J->block, loc, lo, expr(J, s->lo));
  snprintf(name, sizeof name, "rhi%d", J->nblocks++);
  gcc_jit_lvalue *hi = gcc_jit_function_new_local(J->fn, loc, J->t_i64, name);
  gcc_jit_block_add_assignment(J->block, loc, hi, expr(J, s->hi));
  snprintf(name, sizeof name, "rmid%d", J->nblocks++);
  gcc_jit_lvalue *mid = gcc_jit_function_new_local(J->fn, loc, J->t_i64, name);
  /* mid = hi - (hi - lo) % R (hi >= lo: the loop is empty otherwise) */
  gcc_jit_rvalue *span = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MINUS, J->t_i64, rv(hi), rv(lo));
  gcc_jit_block_add_assignment(
      J->block, loc, mid,
      gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MINUS, J->t_i64, rv(hi),
                                    gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MODULO, J->t_i64, span, iconst(J, R))));
  emit_for(J, loc, r, rv(lo), rv(mid), R, NULL, gemm_rowblock, &g);
  if (J->block) emit_for(J, loc, r, rv(mid), rv(hi), 1, &s->body, NULL, NULL);
  return true;
}

/* ---- LS_GEMM: the packed, register-blocked microkernel --------------------------- */

static gcc_jit_lvalue *gemm_local(JitState *J, gcc_jit_location *loc, gcc_jit_type *t, const char *what) {
  char name[32];
  snprintf(name, sizeof name, "%s%d", what, J->nblocks++);
  return gcc_jit_function_new_local(J->fn, loc, t, name);
}

#define GEMM_MAX_NODES 8
#define GEMM_MAX_VECS 8

typedef struct PGemm {
  const LoopStmt *gs, *rows, *nodes, *dot, *store;
  gcc_jit_location *loc;
  gcc_jit_lvalue *pw;        /* the row block's panel: [ktot][rows] */
  gcc_jit_lvalue *li0;       /* the tile's first node */
  gcc_jit_lvalue *nhi;       /* the node loop's end */
  bool clamp;                /* a tile past the end: its nodes clamped to nhi - 1 */
  gcc_jit_lvalue *r0;        /* the row block's first row */
  gcc_jit_lvalue *prow0;     /* its first panel row (the member's offset + r0) */
  int V;                     /* vectors per panel row */
  int valid;                 /* rows of the block to store (< rows: the last, partial block) */
} PGemm;

/* The node loop's lets for node li0 + t (row checks included); clamped
 * to the last node, the tile's extra nodes compute and store that node's
 * values again, bit for bit the same. */
static void gemm_lets(JitState *J, PGemm *g, int t) {
  gcc_jit_lvalue *li = J->vars[g->nodes->var];
  gcc_jit_block_add_assignment(
      J->block, g->loc, li, gcc_jit_context_new_binary_op(J->ctx, g->loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(g->li0), iconst(J, t)));
  if (g->clamp && t > 0) {
    gcc_jit_rvalue *lastn = gcc_jit_context_new_binary_op(J->ctx, g->loc, GCC_JIT_BINARY_OP_MINUS, J->t_i64, rv(g->nhi), iconst(J, 1));
    gcc_jit_block *over = new_block(J, "gclamp"), *join = new_block(J, "gclampj");
    gcc_jit_block_end_with_conditional(J->block, g->loc, gcc_jit_context_new_comparison(J->ctx, g->loc, GCC_JIT_COMPARISON_GT, rv(li), lastn),
                                       over, join);
    gcc_jit_block_add_assignment(over, g->loc, li, lastn);
    gcc_jit_block_end_with_jump(over, g->loc, join);
    J->block = join;
  }
  if (g->gs->gemm->lprod) {
    /* leaf-product tables: position li is node perm[start + li] */
    gcc_jit_context *c = J->ctx;
    gcc_jit_rvalue *perm = frame_field(J, J->f_lp_perm);
    gcc_jit_rvalue *start = rv(J->vars[J->k->var_start]);
    gcc_jit_block *map = new_block(J, "gperm"), *join = new_block(J, "gpermj");
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
  for (int i = 0; i < g->nodes->body.n - 2 && J->block; i++) stmt(J, g->nodes->body.s[i]);
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

/* Rests of at most this many nodes get a tile of their own size. */
#define GEMM_EXACT_REST 3

typedef gcc_jit_lvalue *GemmAccs[GEMM_MAX_UNROLL][GEMM_MAX_NODES][GEMM_MAX_VECS];

/* The unroll of k (above): it depends on the vectors per row only. */
static int gemm_unroll(JitState *J, int V) { return J->vw == 16 && V <= 2 ? 2 : 1; }

static gcc_jit_rvalue *vzero(JitState *J, gcc_jit_location *loc) {
  gcc_jit_rvalue *zeros[16];
  for (int l = 0; l < J->vw; l++) zeros[l] = fconst(J, J->t_f32, 0);
  return gcc_jit_context_new_rvalue_from_vector(J->ctx, loc, J->t_vf, (size_t)J->vw, zeros);
}

/* One segment's k loop: accs[u][t][v] += panel[k][v] * x_t[k] over len
 * k's, U at a time while whole, then one at a time; pp walks the panel
 * (RB floats per k) and ends past the segment. */
static void gemm_seg_loop(JitState *J, gcc_jit_location *loc, int T, int V, int RB, GemmAccs accs, gcc_jit_rvalue **px,
                          gcc_jit_lvalue *kv, gcc_jit_lvalue *pp, int64_t len) {
  gcc_jit_context *c = J->ctx;
  int W = J->vw, U = gemm_unroll(J, V);
  gcc_jit_block_add_assignment(J->block, loc, kv, iconst(J, 0));
  int64_t whole = len / U * U;
  for (int pass = 0; pass < 2; pass++) {
    int step = pass ? 1 : U;
    int64_t hi = pass ? len : whole;
    if ((pass ? len - whole : whole) == 0) continue;
    gcc_jit_block *test = new_block(J, "gfor"), *bb = new_block(J, "gbody"), *after = new_block(J, "gafter");
    gcc_jit_block_end_with_jump(J->block, loc, test);
    gcc_jit_block_end_with_conditional(
        test, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_LT, rv(kv), iconst(J, hi)), bb, after);
    for (int u = 0; u < step; u++) {
      gcc_jit_lvalue *wv[GEMM_MAX_VECS];
      for (int v = 0; v < V; v++) wv[v] = vtmp(J, bb, loc, J->t_vf, "gw", vload(J, loc, rv(pp), iconst(J, u * RB + v * W)));
      gcc_jit_rvalue *ku = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(kv), iconst(J, u));
      for (int t = 0; t < T; t++) {
        gcc_jit_rvalue *xs = rv(gcc_jit_context_new_array_access(c, loc, px[t], ku));
        gcc_jit_lvalue *xl = vtmp(J, bb, loc, J->t_f32, "gxs", xs);
        gcc_jit_rvalue *lanes[16];
        for (int l = 0; l < W; l++) lanes[l] = rv(xl);
        gcc_jit_lvalue *xb =
            vtmp(J, bb, loc, J->t_vf, "gxb", gcc_jit_context_new_rvalue_from_vector(c, loc, J->t_vf, (size_t)W, lanes));
        for (int v = 0; v < V; v++)
          gcc_jit_block_add_assignment_op(bb, loc, accs[u][t][v], GCC_JIT_BINARY_OP_PLUS,
                                          vbin(J, loc, GCC_JIT_BINARY_OP_MULT, rv(wv[v]), rv(xb)));
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

/* The unrolled sets' sums into set 0, pairwise: (a0 + a1) + (a2 + a3). */
static void gemm_usum(JitState *J, gcc_jit_location *loc, int T, int V, GemmAccs accs) {
  int U = gemm_unroll(J, V);
  for (int w = 1; w < U; w *= 2)
    for (int u = 0; u + w < U; u += 2 * w)
      for (int t = 0; t < T; t++)
        for (int v = 0; v < V; v++)
          gcc_jit_block_add_assignment_op(J->block, loc, accs[u][t][v], GCC_JIT_BINARY_OP_PLUS, rv(accs[u + w][t][v]));
}

static void gemm_zero(JitState *J, gcc_jit_location *loc, int T, int V, GemmAccs accs) {
  int U = gemm_unroll(J, V);
  for (int u = 0; u < U; u++)
    for (int t = 0; t < T; t++)
      for (int v = 0; v < V; v++) gcc_jit_block_add_assignment(J->block, loc, accs[u][t][v], vzero(J, loc));
}

/* Segment s of a tile with a leaf-product table (ir/leafprod.c), from
 * each node's slot (f->lp_slot[tab][node]): when every node of the tile
 * has a filled row (slot >= 0), the sums are the table's rows and the
 * panel's part is skipped; else the k loop, after which a node that the
 * runtime made its word's writer (slot -2 - s: the word's first use)
 * stores its sums into row s.  accs[0] holds the segment's sums after it. */
static void gemm_lp_segment(JitState *J, PGemm *g, int T, GemmAccs accs, gcc_jit_rvalue **px, gcc_jit_lvalue *kv,
                            gcc_jit_lvalue *pp, int64_t len, int tab, gcc_jit_lvalue **lit) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = g->loc;
  int V = g->V, W = J->vw, RB = g->gs->gemm->rows;
  const LoopLeafProd *L = &J->lp->lprods[tab];
  gcc_jit_lvalue *ok = vtmp(J, J->block, loc, J->t_bool, "lpok", gcc_jit_context_new_rvalue_from_int(c, J->t_bool, 0));
  gcc_jit_lvalue *slot[GEMM_MAX_NODES];
  for (int t = 0; t < T; t++) slot[t] = vtmp(J, J->block, loc, J->t_i64, "lpslot", iconst(J, -1));
  gcc_jit_rvalue *tabs = frame_field(J, J->f_lp_slot);
  gcc_jit_block *chk = new_block(J, "lpchk"), *decided = new_block(J, "lpdec");
  gcc_jit_block_end_with_conditional(
      J->block, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_NE, tabs, gcc_jit_context_null(c, J->t_ppi32)),
      chk, decided);
  J->block = chk;
  gcc_jit_rvalue *sl = rv(gcc_jit_context_new_array_access(c, loc, tabs, iconst(J, tab)));
  gcc_jit_rvalue *all = NULL;
  for (int t = 0; t < T; t++) {
    gcc_jit_rvalue *node = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64,
                                                         rv(J->vars[J->k->var_start]), rv(lit[t]));
    gcc_jit_block_add_assignment(J->block, loc, slot[t],
                                 gcc_jit_context_new_cast(c, loc, rv(gcc_jit_context_new_array_access(c, loc, sl, node)), J->t_i64));
    gcc_jit_rvalue *has = gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_GE, rv(slot[t]), iconst(J, 0));
    all = all ? gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_LOGICAL_AND, J->t_bool, all, has) : has;
  }
  gcc_jit_block_add_assignment(J->block, loc, ok, all);
  gcc_jit_block_end_with_jump(J->block, loc, decided);
  J->block = decided;
  gcc_jit_block *hit = new_block(J, "lphit"), *miss = new_block(J, "lpmiss"), *join = new_block(J, "lpjoin");
  gcc_jit_block_end_with_conditional(J->block, loc, rv(ok), hit, miss);
  gcc_jit_rvalue *data = rv(gcc_jit_context_new_array_access(c, loc, frame_field(J, J->f_lp_data), iconst(J, tab)));
  /* the table row of slot s at this row block: data + s * rows + prow0 */
  gcc_jit_rvalue *rows[GEMM_MAX_NODES];
  /* hit: the rows; the panel's part skipped */
  J->block = hit;
  for (int t = 0; t < T; t++) {
    rows[t] = gcc_jit_context_new_binary_op(
        c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64,
        gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MULT, J->t_i64, rv(slot[t]), iconst(J, L->rows)), rv(g->prow0));
    for (int v = 0; v < V; v++)
      gcc_jit_block_add_assignment(
          J->block, loc, accs[0][t][v],
          vload(J, loc, data, gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rows[t], iconst(J, v * W))));
  }
  gcc_jit_block_add_assignment(
      J->block, loc, pp, gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(c, loc, rv(pp), iconst(J, len * RB)), loc));
  gcc_jit_block_end_with_jump(J->block, loc, join);
  /* miss: the k loop, then the writers' stores (a writer's slot is -2 - s) */
  J->block = miss;
  gemm_seg_loop(J, loc, T, V, RB, accs, px, kv, pp, len);
  gemm_usum(J, loc, T, V, accs);
  for (int t = 0; t < T; t++) {
    gcc_jit_block *wr = new_block(J, "lpwr"), *next = new_block(J, "lpwn");
    gcc_jit_block_end_with_conditional(
        J->block, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_LE, rv(slot[t]), iconst(J, -2)), wr, next);
    J->block = wr;
    gcc_jit_rvalue *s = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MINUS, J->t_i64, iconst(J, -2), rv(slot[t]));
    gcc_jit_rvalue *row = gcc_jit_context_new_binary_op(
        c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64,
        gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MULT, J->t_i64, s, iconst(J, L->rows)), rv(g->prow0));
    for (int v = 0; v < V; v++) {
      gcc_jit_rvalue *ix = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, row, iconst(J, v * W));
      gcc_jit_rvalue *p = gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(c, loc, data, ix), loc);
      gcc_jit_block_add_assignment(J->block, loc, gcc_jit_rvalue_dereference(gcc_jit_context_new_cast(c, loc, p, J->t_pvf), loc),
                                   rv(accs[0][t][v]));
    }
    gcc_jit_block_end_with_jump(J->block, loc, next);
    J->block = next;
  }
  gcc_jit_block_end_with_jump(J->block, loc, join);
  J->block = join;
}

/* T nodes x V vectors of rows: acc[t][v] = sum_k panel[k][v] * x_t[k],
 * one panel vector load per (k, v) and one broadcast per (k, t), k
 * unrolled U times into U accumulator sets; then the stores (vectors, or
 * lane by lane for the partial block).  A GEMM with leaf-product tables
 * sums each segment on its own and adds the sums in segment order. */
static void gemm_tile(JitState *J, PGemm *g, int T) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = g->loc;
  const LoopDotSeg *segs = g->dot->segs;
  const int *lprod = g->gs->gemm->lprod;
  int nsegs = g->dot->nsegs, W = J->vw, V = g->V, RB = g->gs->gemm->rows;
  gcc_jit_rvalue *px[64][GEMM_MAX_NODES];
  gcc_jit_lvalue *lit[GEMM_MAX_NODES];
  for (int t = 0; t < T && J->block; t++) {
    gemm_lets(J, g, t);
    if (lprod) lit[t] = vtmp(J, J->block, loc, J->t_i64, "glit", rv(J->vars[g->nodes->var]));
    for (int s = 0; s < nsegs; s++) px[s][t] = seg_base(J, loc, segs[s].b, g->dot->kvar, "gx");
  }
  if (!J->block) return;
  int U = gemm_unroll(J, V);
  GemmAccs accs;
  for (int u = 0; u < U; u++)
    for (int t = 0; t < T; t++)
      for (int v = 0; v < V; v++) accs[u][t][v] = vtmp(J, J->block, loc, J->t_vf, "gacc", vzero(J, loc));
  gcc_jit_lvalue *(*acc)[GEMM_MAX_VECS] = accs[0];
  gcc_jit_lvalue *tot[GEMM_MAX_NODES][GEMM_MAX_VECS];
  char name[32];
  snprintf(name, sizeof name, "gk%d", J->nblocks++);
  gcc_jit_lvalue *kv = gcc_jit_function_new_local(J->fn, loc, J->t_i64, name);
  snprintf(name, sizeof name, "gp%d", J->nblocks++);
  gcc_jit_lvalue *pp = gcc_jit_function_new_local(J->fn, loc, J->t_pf32, name);
  gcc_jit_block_add_assignment(J->block, loc, pp, rv(g->pw));
  if (!lprod) {
    for (int s = 0; s < nsegs; s++) gemm_seg_loop(J, loc, T, V, RB, accs, px[s], kv, pp, segs[s].len);
    gemm_usum(J, loc, T, V, accs);
  } else {
    for (int s = 0; s < nsegs && J->block; s++) {
      if (s > 0) gemm_zero(J, loc, T, V, accs);
      if (lprod[s] >= 0) {
        gemm_lp_segment(J, g, T, accs, px[s], kv, pp, segs[s].len, lprod[s], lit);
      } else {
        gemm_seg_loop(J, loc, T, V, RB, accs, px[s], kv, pp, segs[s].len);
        gemm_usum(J, loc, T, V, accs);
      }
      for (int t = 0; t < T; t++)
        for (int v = 0; v < V; v++) {
          if (s == 0) tot[t][v] = vtmp(J, J->block, loc, J->t_vf, "gtot", rv(accs[0][t][v]));
          else gcc_jit_block_add_assignment_op(J->block, loc, tot[t][v], GCC_JIT_BINARY_OP_PLUS, rv(accs[0][t][v]));
        }
    }
    acc = tot;
  }
  /* the stores, with each node's lets again (the store may use them) */
  int rvar = g->rows->var, dvar = g->dot->var;
  for (int t = 0; t < T && J->block; t++) {
    gemm_lets(J, g, t);
    for (int v = 0; v < V && J->block; v++) {
      int lanes = g->valid - v * W;
      if (lanes <= 0) break;
      gcc_jit_block_add_assignment(J->block, loc, J->vars[rvar],
                                   gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(g->r0), iconst(J, v * W)));
      if (lanes >= W) {
        gcc_jit_rvalue *base = array_ptr(J, g->store->array, g->store->id);
        gcc_jit_rvalue *p = gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(c, loc, base, expr(J, g->store->index)), loc);
        gcc_jit_block_add_assignment(J->block, loc, gcc_jit_rvalue_dereference(gcc_jit_context_new_cast(c, loc, p, J->t_pvf), loc),
                                     rv(acc[t][v]));
        continue;
      }
      snprintf(name, sizeof name, "gu%d", J->nblocks++);
      gcc_jit_lvalue *u = gcc_jit_function_new_local(J->fn, loc, J->t_vunion, name);
      gcc_jit_block_add_assignment(J->block, loc, gcc_jit_lvalue_access_field(u, loc, J->f_vu_v), rv(acc[t][v]));
      gcc_jit_rvalue *arr = rv(gcc_jit_lvalue_access_field(u, loc, J->f_vu_a));
      for (int l = 0; l < lanes && J->block; l++) {
        gcc_jit_block_add_assignment(J->block, loc, J->vars[rvar],
                                     gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(g->r0),
                                                                   iconst(J, v * W + l)));
        gcc_jit_rvalue *lv = rv(gcc_jit_context_new_array_access(c, loc, arr, iconst(J, l)));
        if (J->k->vars[dvar].type != LT_F32) lv = gcc_jit_context_new_cast(c, loc, lv, jtype(J, J->k->vars[dvar].type));
        gcc_jit_block_add_assignment(J->block, loc, J->vars[dvar], lv);
        stmt(J, g->store);
      }
    }
  }
}

/* One member's row block at r0: node tiles of gemm->nodes, then one
 * tile of exactly the nodes left.  A level of one tree has 1-3 nodes:
 * one pass over the panel for it, not one per node (at batch 1 the
 * panel's bytes, not the FMAs, bound the time). */
static void gemm_block(JitState *J, PGemm *g) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = g->loc;
  int N = g->gs->gemm->nodes;
  gcc_jit_lvalue *nhi = g->nhi;
  gcc_jit_block_add_assignment(J->block, loc, nhi, expr(J, g->nodes->hi));
  gcc_jit_block_add_assignment(J->block, loc, g->li0, expr(J, g->nodes->lo));
  int last = N - 1;
  gcc_jit_block *test = new_block(J, "gtile"), *bb = new_block(J, "gtbody"), *after = new_block(J, "gtafter");
  gcc_jit_block_end_with_jump(J->block, loc, test);
  gcc_jit_rvalue *end = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(g->li0), iconst(J, last));
  gcc_jit_block_end_with_conditional(test, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_LT, end, rv(nhi)), bb,
                                     after);
  J->block = bb;
  gemm_tile(J, g, N);
  if (J->block) {
    gcc_jit_block_add_assignment_op(J->block, loc, g->li0, GCC_JIT_BINARY_OP_PLUS, iconst(J, N));
    gcc_jit_block_end_with_jump(J->block, loc, test);
  }
  J->block = after;
  /* the rest, nhi - li0 in [0, N): 1-3 nodes (a level of one tree) by a
     tile of exactly as many, more by a tile of N clamped to the last node
     (fewer tile variants to compile) */
  gcc_jit_block *done = new_block(J, "gtdone");
  gcc_jit_rvalue *rest = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MINUS, J->t_i64, rv(nhi), rv(g->li0));
  int exact = last < GEMM_EXACT_REST ? last : GEMM_EXACT_REST;
  /* a kernel that reads no child runs level 0, every leaf of the batch at
     once (dozens): its rest is one clamped tile (less code to compile) */
  if (J->k->kind == LK_BRANCH && J->k->max_child < 0) exact = 0;
  for (int T = 1; T <= exact && J->block; T++) {
    gcc_jit_block *tb = new_block(J, "gtrest"), *nb = new_block(J, "gtnext");
    gcc_jit_block_end_with_conditional(J->block, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_EQ, rest, iconst(J, T)),
                                       tb, nb);
    J->block = tb;
    gemm_tile(J, g, T);
    if (J->block) gcc_jit_block_end_with_jump(J->block, loc, done);
    J->block = nb;
  }
  if (exact < last && J->block) {
    gcc_jit_block *tb = new_block(J, "gtclamp");
    gcc_jit_block_end_with_conditional(J->block, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_GT, rest, iconst(J, exact)),
                                       tb, done);
    J->block = tb;
    g->clamp = true;
    gemm_tile(J, g, N);
    g->clamp = false;
  }
  if (J->block) gcc_jit_block_end_with_jump(J->block, loc, done);
  J->block = done;
}

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
  if (s->role != LR_ROWS || s->body.n != 1 || vec_width(J) == 0) return false;
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
  gcc_jit_rvalue *vzero = gcc_jit_context_new_rvalue_from_vector(c, loc, J->t_vf, (size_t)W, zeros);
#define CG_PLUS(a, b) gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, (a), (b))
  gcc_jit_lvalue *acc[CG_ROWS][CG_VECS];
  for (int t = 0; t < T; t++)
    for (int v = 0; v < V; v++) {
      if (g->first) {
        acc[t][v] = vtmp(J, J->block, loc, J->t_vf, "cgacc", vzero);
        continue;
      }
      /* the sums of the earlier k blocks, from where they were stored */
      gcc_jit_block_add_assignment(J->block, loc, r, CG_PLUS(rv(g->r0), iconst(J, t)));
      gcc_jit_block_add_assignment(J->block, loc, cv, CG_PLUS(rv(g->c0), iconst(J, v * W)));
      gcc_jit_rvalue *p = gcc_jit_lvalue_get_address(
          gcc_jit_context_new_array_access(c, loc, array_ptr(J, st->array, st->id), expr(J, st->index)), loc);
      acc[t][v] = vtmp(J, J->block, loc, J->t_vf, "cgacc",
                       rv(gcc_jit_rvalue_dereference(gcc_jit_context_new_cast(c, loc, p, J->t_pvf), loc)));
    }
  for (int s = g->seg; s == g->seg; s++) {
    gcc_jit_block_add_assignment(J->block, loc, kv, iconst(J, g->klo));
    gcc_jit_block *kt = new_block(J, "cgk"), *kb = new_block(J, "cgkb"), *ka = new_block(J, "cgka");
    gcc_jit_block_end_with_jump(J->block, loc, kt);
    gcc_jit_block_end_with_conditional(
        kt, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_LT, rv(kv), iconst(J, g->khi)), kb, ka);
    J->block = kb;
    const LoopExpr *bl = d->segs[s].b;
    gcc_jit_lvalue *bv[CG_VECS];
    for (int v = 0; v < V; v++) {
      gcc_jit_block_add_assignment(J->block, loc, cv, CG_PLUS(rv(g->c0), iconst(J, v * W)));
      gcc_jit_rvalue *p = gcc_jit_lvalue_get_address(
          gcc_jit_context_new_array_access(c, loc, array_ptr(J, bl->array, bl->id), expr(J, bl->a)), loc);
      bv[v] = vtmp(J, J->block, loc, J->t_vf, "cgb",
                   rv(gcc_jit_rvalue_dereference(gcc_jit_context_new_cast(c, loc, p, J->t_pvf), loc)));
    }
    for (int t = 0; t < T; t++) {
      gcc_jit_block_add_assignment(J->block, loc, r, CG_PLUS(rv(g->r0), iconst(J, t)));
      gcc_jit_lvalue *as = vtmp(J, J->block, loc, J->t_f32, "cga", expr(J, d->segs[s].a));
      gcc_jit_rvalue *lanes[16];
      for (int l = 0; l < W; l++) lanes[l] = rv(as);
      gcc_jit_lvalue *ab =
          vtmp(J, J->block, loc, J->t_vf, "cgab", gcc_jit_context_new_rvalue_from_vector(c, loc, J->t_vf, (size_t)W, lanes));
      for (int v = 0; v < V; v++)
        gcc_jit_block_add_assignment_op(J->block, loc, acc[t][v], GCC_JIT_BINARY_OP_PLUS,
                                        vbin(J, loc, GCC_JIT_BINARY_OP_MULT, rv(bv[v]), rv(ab)));
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
          gcc_jit_context_new_array_access(c, loc, array_ptr(J, st->array, st->id), expr(J, st->index)), loc);
      gcc_jit_block_add_assignment(J->block, loc, gcc_jit_rvalue_dereference(gcc_jit_context_new_cast(c, loc, p, J->t_pvf), loc),
                                   rv(acc[t][v]));
    }
#undef CG_PLUS
}

/* while (r0 + T <= rhi) { tile; r0 += T } */
static void colgemm_rows(JitState *J, ColGemm *g, int T) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = g->loc;
  gcc_jit_block *rt = new_block(J, "cgrow"), *rb = new_block(J, "cgrb"), *ra = new_block(J, "cgra");
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
  emit_for(J, g->loc, J->vars[g->cols->var], rv(g->c0), expr(J, g->cols->hi), 1, &g->cols->body, NULL, NULL);
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
  gcc_jit_block_add_assignment(J->block, loc, g.rhi, expr(J, s->hi));
  gcc_jit_block_add_assignment(J->block, loc, chi, expr(J, g.cols->hi));
  gcc_jit_block_add_assignment(J->block, loc, g.c0, expr(J, g.cols->lo));
  gcc_jit_block *ct = new_block(J, "cgcol"), *cb = new_block(J, "cgcb"), *ca = new_block(J, "cgca");
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
      gcc_jit_block_add_assignment(J->block, loc, g.r0, expr(J, s->lo));
      colgemm_rows(J, &g, CG_ROWS);
      colgemm_rows(J, &g, 1);
    }
  gcc_jit_block_add_assignment_op(J->block, loc, g.c0, GCC_JIT_BINARY_OP_PLUS, iconst(J, CB));
  gcc_jit_block_end_with_jump(J->block, loc, ct);
  J->block = ca;
  emit_for(J, loc, J->vars[s->var], expr(J, s->lo), rv(g.rhi), 1, NULL, colgemm_leftover_row, &g);
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
    gcc_jit_rvalue *v = rv(gcc_jit_context_new_array_access(c, NULL, array_ptr(J, LA_PACKED, lc->pack[g]), ix));
    sum = sum ? gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_PLUS, J->t_f32, sum, v) : v;
  }
  gcc_jit_block_add_assignment(
      J->block, NULL,
      gcc_jit_context_new_array_access(c, NULL, array_ptr(J, f->store->array, f->store->id), expr(J, f->store->index)), sum);
}

static void leaf_fill_row(JitState *J, void *user) {
  LeafFill *f = user;
  emit_for(J, NULL, J->vars[f->cols->var], iconst(J, 0), iconst(J, f->C), 1, NULL, leaf_fill_elem, f);
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
  gcc_jit_rvalue *gs = frame_field(J, J->f_group_start);
  for (int g = 0; g < lc->nsegs; g++) {
    if (lc->pack[g] < 0) continue;
    able |= 1u << g;
    gcc_jit_rvalue *lo = gcc_jit_context_new_cast(
        c, loc, rv(gcc_jit_context_new_array_access(c, loc, gs, iconst(J, lc->kernel[g]))), J->t_i64);
    gcc_jit_rvalue *hi = gcc_jit_context_new_cast(
        c, loc, rv(gcc_jit_context_new_array_access(c, loc, gs, iconst(J, lc->kernel[g] + 1))), J->t_i64);
    gcc_jit_rvalue *cv = rv(J->vars[lc->child_var[g]]);
    gcc_jit_lvalue *t = vtmp(J, J->block, loc, J->t_bool, "lcleaf",
                             gcc_jit_context_new_binary_op(
                                 c, loc, GCC_JIT_BINARY_OP_LOGICAL_AND, J->t_bool,
                                 gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_GE, cv, lo),
                                 gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_LT, cv, hi)));
    is_leaf[g] = rv(t);
  }
  gcc_jit_block *join = new_block(J, "lcjoin");
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
    gcc_jit_block *then = new_block(J, "lcthen"), *els = new_block(J, "lcelse");
    if (mask) gcc_jit_block_end_with_conditional(J->block, loc, cond, then, els);
    else gcc_jit_block_end_with_jump(J->block, loc, then);
    J->block = then;
    if (mask) {
      LeafFill f = {s, cs, st, mask, cs->hi->i};
      emit_for(J, loc, J->vars[s->var], iconst(J, 0), iconst(J, s->hi->i), 1, NULL, leaf_fill_row, &f);
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

static bool emit_colgemm(JitState *J, const LoopStmt *s, gcc_jit_location *loc) {
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
static gcc_jit_rvalue *swept(JitState *J, GemmEmit *X, gcc_jit_rvalue *x, int64_t lohi) {
  if (!X->dir) return x;
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = X->loc;
  gcc_jit_rvalue *twice = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MULT, J->t_i64, iconst(J, 2), x);
  gcc_jit_rvalue *d = gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MINUS, J->t_i64, iconst(J, lohi), twice);
  return gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, x,
                                       gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MULT, J->t_i64, rv(X->dir), d));
}

/* Member m's block at r0 (its panel rows from moff): the node tiles. */
static void gemm_member(JitState *J, GemmEmit *X, int m, gcc_jit_rvalue *moff) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = X->loc;
  PGemm *g = &X->g;
  g->rows = X->s->body.s[m];
  g->nodes = g->rows->body.s[0];
  g->dot = g->nodes->body.s[g->nodes->body.n - 2];
  g->store = g->nodes->body.s[g->nodes->body.n - 1];
  /* pw = panel + (moff + r0) * ktot */
  gcc_jit_rvalue *off = gcc_jit_context_new_binary_op(
      c, loc, GCC_JIT_BINARY_OP_MULT, J->t_i64,
      gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(g->r0), moff), iconst(J, X->G->ktot));
  gcc_jit_block_add_assignment(J->block, loc, g->pw,
                               gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(c, loc, X->panel, off), loc));
  gcc_jit_block_add_assignment(J->block, loc, g->prow0,
                               gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_PLUS, J->t_i64, rv(g->r0), moff));
  gemm_block(J, g);
}

/* Every member's block at r0.  Uniform members: member 0's code once,
 * in a loop over the members (backward when the sweep is), its temp
 * replaced by the member's. */
static void gemm_members(JitState *J, GemmEmit *X) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = X->loc;
  int n = X->s->body.n;
  if (!X->G->uniform) {
    for (int m = 0; m < n && J->block; m++) gemm_member(J, X, m, iconst(J, X->G->row_off[m]));
    return;
  }
  gcc_jit_block_add_assignment(J->block, loc, X->mv, iconst(J, 0));
  gcc_jit_block *test = new_block(J, "gmem"), *bb = new_block(J, "gmbody"), *after = new_block(J, "gmafter");
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
  body(J, &el->body);
}

static void epilogue_node(JitState *J, void *user) {
  GemmEmit *X = user;
  const LoopStmt *E = X->G->epilogue;
  for (int i = 0; i < E->body.n - 1 && J->block; i++) stmt(J, E->body.s[i]);
  if (J->block) emit_for(J, X->loc, X->jj, iconst(J, 0), iconst(J, X->g.valid), 1, NULL, epilogue_elems, X);
}

/* The row blocks of R rows, the full ones in a loop (backward when the
 * sweep is), the partial one after it; in each, every member (members
 * all of R rows) and the epilogue, or member X->member alone. */
static void gemm_row_blocks(JitState *J, GemmEmit *X, int64_t R, bool all) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_location *loc = X->loc;
  int rows = X->G->rows;
  int64_t full = R / rows;
  for (int pass = 0; pass < 2 && J->block; pass++) {
    int64_t lo = pass ? full : 0, hi = pass ? (R % rows ? full + 1 : full) : full;
    if (lo >= hi) continue;
    X->g.valid = pass ? (int)(R % rows) : rows;
    gcc_jit_block_add_assignment(J->block, loc, X->q, iconst(J, lo));
    gcc_jit_block *test = new_block(J, "grow"), *bb = new_block(J, "grbody"), *after = new_block(J, "grafter");
    gcc_jit_block_end_with_jump(J->block, loc, test);
    gcc_jit_block_end_with_conditional(test, loc, gcc_jit_context_new_comparison(c, loc, GCC_JIT_COMPARISON_LT, rv(X->q), iconst(J, hi)),
                                       bb, after);
    J->block = bb;
    gcc_jit_rvalue *blk = hi - lo > 1 ? swept(J, X, rv(X->q), lo + hi - 1) : rv(X->q);
    gcc_jit_block_add_assignment(J->block, loc, X->g.r0,
                                 gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_MULT, J->t_i64, blk, iconst(J, rows)));
    if (!all) {
      gemm_member(J, X, X->member, iconst(J, X->G->row_off[X->member]));
    } else {
      gemm_members(J, X);
      const LoopStmt *E = X->G->epilogue;
      if (E && J->block) emit_for(J, loc, J->vars[E->var], expr(J, E->lo), expr(J, E->hi), 1, NULL, epilogue_node, X);
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
static void emit_packed_gemm(JitState *J, const LoopStmt *s, gcc_jit_location *loc) {
  gcc_jit_context *c = J->ctx;
  const LoopGemm *G = s->gemm;
  int W = vec_width(J);
  if (W == 0 || G->rows % W || G->rows / W > GEMM_MAX_VECS || G->nodes > GEMM_MAX_NODES || G->nodes < 1) {
    fail(J, "a packed GEMM the code generator cannot tile (vector width, tile size)");
    return;
  }
  GemmEmit X = {.s = s, .G = G, .loc = loc, .panel = array_ptr(J, LA_PACKED, G->pack), .temp0 = -1};
  X.g = (PGemm){.gs = s, .loc = loc, .V = G->rows / W};
  X.g.pw = gemm_local(J, loc, J->t_pf32, "gpw");
  X.g.li0 = gemm_local(J, loc, J->t_i64, "gli");
  X.g.nhi = gemm_local(J, loc, J->t_i64, "gnhi");
  X.g.r0 = gemm_local(J, loc, J->t_i64, "gr");
  X.g.prow0 = gemm_local(J, loc, J->t_i64, "gprow");
  X.q = gemm_local(J, loc, J->t_i64, "gq");
  X.jj = gemm_local(J, loc, J->t_i64, "gj");
  if (G->sweep) {
    /* backward (dir = 1) on odd levels */
    X.dir = gemm_local(J, loc, J->t_i64, "gdir");
    gcc_jit_rvalue *lvl = gcc_jit_context_new_cast(c, loc, frame_field(J, J->f_level), J->t_i64);
    gcc_jit_block_add_assignment(J->block, loc, X.dir,
                                 gcc_jit_context_new_binary_op(c, loc, GCC_JIT_BINARY_OP_BITWISE_AND, J->t_i64, lvl, iconst(J, 1)));
  }
  if (G->uniform) {
    const LoopStmt *n0 = s->body.s[0]->body.s[0];
    X.temp0 = n0->body.s[n0->body.n - 1]->id;
    X.mtab = gemm_local(J, loc, gcc_jit_context_new_array_type(c, loc, J->t_pf32, s->body.n), "gtab");
    for (int m = 0; m < s->body.n; m++) {
      const LoopStmt *nm = s->body.s[m]->body.s[0];
      gcc_jit_block_add_assignment(J->block, loc, gcc_jit_context_new_array_access(c, loc, rv(X.mtab), iconst(J, m)),
                                   array_ptr(J, LA_TEMP, nm->body.s[nm->body.n - 1]->id));
    }
    X.mv = gemm_local(J, loc, J->t_i64, "gm");
    X.me = gemm_local(J, loc, J->t_i64, "gme");
    X.mtemp = gemm_local(J, loc, J->t_pf32, "gmt");
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

static void stmt(JitState *J, const LoopStmt *s) {
  if (!J->block || J->failed) return;
  gcc_jit_location *loc = jloc(J, s->loc);
  gcc_jit_context *c = J->ctx;
  switch (s->kind) {
  case LS_FOR:
    if (s->role == LR_ROWS && emit_gemm(J, s, loc)) break;
    if (s->role == LR_ROWS && J->lp->opt.col_vec && emit_colgemm(J, s, loc)) break;
    emit_for(J, loc, J->vars[s->var], expr(J, s->lo), expr(J, s->hi), 1, &s->body, NULL, NULL);
    break;
  case LS_SET:
    assign(J, loc, J->vars[s->var], expr(J, s->value), J->k->vars[s->var].type, s->value);
    break;
  case LS_STORE: {
    gcc_jit_lvalue *dst = gcc_jit_context_new_array_access(c, loc, array_ptr(J, s->array, s->id), expr(J, s->index));
    assign(J, loc, dst, expr(J, s->value), LT_F32, s->value);
    break;
  }
  case LS_IF: {
    gcc_jit_block *then = new_block(J, "then"), *els = new_block(J, "else"), *join = new_block(J, "join");
    gcc_jit_rvalue *cond = expr(J, s->value);
    if (s->value->type != LT_BOOL) cond = gcc_jit_context_new_cast(c, loc, cond, J->t_bool);
    gcc_jit_block_end_with_conditional(J->block, loc, cond, then, els);
    J->block = then;
    body(J, &s->body);
    if (J->block) gcc_jit_block_end_with_jump(J->block, loc, join);
    J->block = els;
    body(J, &s->els);
    if (J->block) gcc_jit_block_end_with_jump(J->block, loc, join);
    J->block = join;
    break;
  }
  case LS_DOT:
    if (dot_vectorizable(J, s, -1, NULL)) {
      gcc_jit_rvalue *sum;
      emit_vdots(J, loc, s, 1, -1, NULL, NULL, &sum);
      if (J->k->vars[s->var].type != LT_F32) sum = gcc_jit_context_new_cast(c, loc, sum, jtype(J, J->k->vars[s->var].type));
      gcc_jit_block_add_assignment(J->block, loc, J->vars[s->var], sum);
    } else {
      emit_dot(J, s, loc);
    }
    break;
  case LS_ROW_ERROR: {
    /* if (err[0] == 0) { err[0] = 1; err[1] = instr; err[2] = node; err[3] = index; err[4] = kernel; } */
    gcc_jit_rvalue *err = frame_field(J, J->f_err);
    gcc_jit_block *rec = new_block(J, "rowerr"), *join = new_block(J, "join");
    gcc_jit_rvalue *first = gcc_jit_context_new_comparison(
        c, loc, GCC_JIT_COMPARISON_EQ, rv(gcc_jit_context_new_array_access(c, loc, err, iconst(J, 0))), iconst(J, 0));
    gcc_jit_block_end_with_conditional(J->block, loc, first, rec, join);
    gcc_jit_rvalue *vals[5] = {iconst(J, 1), iconst(J, s->instr), expr(J, s->index), expr(J, s->value),
                               iconst(J, J->kernel_id)};
    for (int i = 0; i < 5; i++)
      gcc_jit_block_add_assignment(rec, loc, gcc_jit_context_new_array_access(c, loc, err, iconst(J, i)), vals[i]);
    gcc_jit_block_end_with_jump(rec, loc, join);
    J->block = join;
    break;
  }
  case LS_RETURN:
    gcc_jit_block_end_with_return(J->block, loc, gcc_jit_context_new_cast(c, loc, expr(J, s->value), J->t_int));
    J->block = NULL;
    break;
  case LS_GEMM:
    emit_packed_gemm(J, s, loc);
    break;
  }
}

static void body(JitState *J, const LoopBody *b) {
  for (int i = 0; i < b->n && J->block; i++) stmt(J, b->s[i]);
}

/* ---- functions -------------------------------------------------------------------- */

static void begin_function(JitState *J, const LoopKernel *k, gcc_jit_function *fn) {
  J->k = k;
  J->fn = fn;
  J->nblocks = 0;
  J->entry = gcc_jit_function_new_block(fn, "entry");
  J->start = J->block = new_block(J, "start");
  J->vars = cx_xcalloc((size_t)(k->nvars ? k->nvars : 1), sizeof *J->vars);
  for (int v = 0; v < k->nvars; v++) {
    char name[80];
    snprintf(name, sizeof name, "%s_%d", k->vars[v].name, v);
    J->vars[v] = gcc_jit_function_new_local(fn, NULL, jtype(J, k->vars[v].type), name);
  }
  const IrProgram *p = J->lp->ir;
  int counts[LA_FIELDS + 1] = {0};
  counts[LA_PARAM] = p->nparams;
  counts[LA_STATE] = p->ncomps;
  counts[LA_TEMP] = k->ntemps;
  counts[LA_PACKED] = J->lp->npacks;
  counts[LA_VFIELD] = p->nfields;
  counts[LA_CHILDREN] = counts[LA_CHILD_START] = counts[LA_IFIELDS] = 1;
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
static void temps_init(JitState *J, gcc_jit_rvalue *node_cap, gcc_jit_rvalue *edge_cap) {
  const LoopKernel *k = J->k;
  if (!k->ntemps) return;
  gcc_jit_context *c = J->ctx;
  gcc_jit_rvalue *scratch = frame_field(J, J->f_scratch);
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

static gcc_jit_function *gen_branch_kernel(JitState *J, const LoopKernel *k, int id) {
  char name[160];
  jit_symbol(name, sizeof name, k->name);
  gcc_jit_param *ps[3] = {gcc_jit_context_new_param(J->ctx, NULL, J->t_pframe, "f"),
                          gcc_jit_context_new_param(J->ctx, NULL, J->t_i32, "start"),
                          gcc_jit_context_new_param(J->ctx, NULL, J->t_i32, "end")};
  gcc_jit_function *fn =
      gcc_jit_context_new_function(J->ctx, jloc(J, k->loc), GCC_JIT_FUNCTION_EXPORTED, J->t_void, name, 3, ps, 0);
  J->kernel_id = id;
  J->frame_ptr = prv(ps[0]);
  J->nodes_arg = J->out_arg = J->fields_arg = NULL;
  begin_function(J, k, fn);
  gcc_jit_block_add_assignment(J->entry, NULL, J->vars[k->var_start], gcc_jit_context_new_cast(J->ctx, NULL, prv(ps[1]), J->t_i64));
  gcc_jit_block_add_assignment(J->entry, NULL, J->vars[k->var_end], gcc_jit_context_new_cast(J->ctx, NULL, prv(ps[2]), J->t_i64));
  temps_init(J, frame_field(J, J->f_node_cap), frame_field(J, J->f_edge_cap));
  body(J, &k->stmts);
  end_function(J, true);
  return fn;
}

static gcc_jit_function *gen_output_kernel(JitState *J, const LoopKernel *k, int id) {
  char name[160];
  jit_symbol(name, sizeof name, k->name);
  gcc_jit_param *ps[4] = {gcc_jit_context_new_param(J->ctx, NULL, J->t_pframe, "f"),
                          gcc_jit_context_new_param(J->ctx, NULL, J->t_pi32, "nodes"),
                          gcc_jit_context_new_param(J->ctx, NULL, J->t_i32, "count"),
                          gcc_jit_context_new_param(J->ctx, NULL, J->t_pf32, "out")};
  gcc_jit_function *fn =
      gcc_jit_context_new_function(J->ctx, jloc(J, k->loc), GCC_JIT_FUNCTION_EXPORTED, J->t_void, name, 4, ps, 0);
  J->kernel_id = -1 - id;
  J->frame_ptr = prv(ps[0]);
  J->nodes_arg = prv(ps[1]);
  J->out_arg = prv(ps[3]);
  J->fields_arg = NULL;
  begin_function(J, k, fn);
  gcc_jit_block_add_assignment(J->entry, NULL, J->vars[k->var_count], gcc_jit_context_new_cast(J->ctx, NULL, prv(ps[2]), J->t_i64));
  temps_init(J, rv(J->vars[k->var_count]), iconst(J, 0));
  body(J, &k->stmts);
  end_function(J, true);
  return fn;
}

static gcc_jit_function *gen_classify(JitState *J, const LoopKernel *k) {
  gcc_jit_param *ps[2] = {gcc_jit_context_new_param(J->ctx, NULL, J->t_i32, "arity"),
                          gcc_jit_context_new_param(J->ctx, NULL, J->t_pi32, "fields")};
  gcc_jit_function *fn =
      gcc_jit_context_new_function(J->ctx, jloc(J, k->loc), GCC_JIT_FUNCTION_EXPORTED, J->t_int, "cx_classify", 2, ps, 0);
  J->kernel_id = 0;
  J->frame_ptr = NULL;
  J->nodes_arg = J->out_arg = NULL;
  J->fields_arg = prv(ps[1]);
  begin_function(J, k, fn);
  gcc_jit_block_add_assignment(J->entry, NULL, J->vars[k->var_arity], gcc_jit_context_new_cast(J->ctx, NULL, prv(ps[0]), J->t_i64));
  body(J, &k->stmts);
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
  gcc_jit_block_add_assignment_op(J->block, NULL, gcc_jit_context_new_array_access(c, NULL, array_ptr(J, LA_PACKED, (int)(lp->pk - J->lp->packs)), ix),
                                  GCC_JIT_BINARY_OP_PLUS,
                                  gcc_jit_context_new_binary_op(c, NULL, GCC_JIT_BINARY_OP_MULT, J->t_f32, rv(lp->a),
                                                                expr(J, lp->pk->operand)));
}

static void leaf_pack_k(JitState *J, void *user) {
  LeafPack *lp = user;
  gcc_jit_block_add_assignment(J->block, NULL, lp->a, expr(J, lp->dot->segs[lp->pk->seg].a));
  emit_for(J, NULL, J->vars[lp->cols->var], iconst(J, 0), iconst(J, lp->cols->hi->i), 1, NULL, leaf_pack_elem, lp);
}

static void leaf_pack_row(JitState *J, void *user) {
  LeafPack *lp = user;
  emit_for(J, NULL, J->vars[lp->dot->kvar], iconst(J, 0), iconst(J, lp->dot->segs[lp->pk->seg].len), 1, NULL, leaf_pack_k, lp);
}

static gcc_jit_function *gen_pack_one(JitState *J, int p) {
  gcc_jit_context *c = J->ctx;
  const LoopPack *pk = &J->lp->packs[p];
  const LoopKernel *k = pk->kernel >= 0 ? &J->lp->kernels[pk->kernel] : &J->lp->outputs[-1 - pk->kernel];
  char name[48];
  snprintf(name, sizeof name, "cx_pack_%d", p);
  gcc_jit_param *pf = gcc_jit_context_new_param(c, NULL, J->t_pframe, "f");
  gcc_jit_function *fn = gcc_jit_context_new_function(c, NULL, GCC_JIT_FUNCTION_INTERNAL, J->t_void, name, 1, &pf, 0);
  J->kernel_id = 0;
  J->frame_ptr = prv(pf);
  J->nodes_arg = J->out_arg = J->fields_arg = NULL;
  begin_function(J, k, fn);
  if (!pk->gemm) {
    /* a leaf constant (the runtime zeroed it) */
    LeafPack lp = {pk, pk->prod->body.s[0], pk->prod->body.s[0]->body.s[0], NULL};
    lp.a = gcc_jit_function_new_local(fn, NULL, J->t_f32, "lca");
    emit_for(J, NULL, J->vars[pk->prod->var], iconst(J, 0), iconst(J, pk->prod->hi->i), 1, NULL, leaf_pack_row, &lp);
    end_function(J, true);
    return fn;
  }
  const LoopGemm *G = pk->gemm->gemm;
  gcc_jit_rvalue *panel = array_ptr(J, LA_PACKED, p);
  for (int m = 0; m < pk->gemm->body.n; m++) {
    const LoopStmt *rs = pk->gemm->body.s[m], *ns = rs->body.s[0], *d = ns->body.s[ns->body.n - 2];
    gcc_jit_lvalue *r = J->vars[rs->var], *kv = J->vars[d->kvar];
    int64_t koff = 0;
    for (int g = 0; g < d->nsegs; g++) {
      gcc_jit_block_add_assignment(J->block, NULL, r, iconst(J, 0));
      gcc_jit_block *rt = new_block(J, "pr"), *rb = new_block(J, "prb"), *ra = new_block(J, "pra");
      gcc_jit_block_end_with_jump(J->block, NULL, rt);
      gcc_jit_block_end_with_conditional(rt, NULL, gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, rv(r), expr(J, rs->hi)),
                                         rb, ra);
      J->block = rb;
      gcc_jit_block_add_assignment(J->block, NULL, kv, iconst(J, 0));
      gcc_jit_block *kt = new_block(J, "pk"), *kb = new_block(J, "pkb"), *ka = new_block(J, "pka");
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
      gcc_jit_block_add_assignment(J->block, NULL, gcc_jit_context_new_array_access(c, NULL, panel, ix), expr(J, d->segs[g].a));
      gcc_jit_block_add_assignment_op(J->block, NULL, kv, GCC_JIT_BINARY_OP_PLUS, iconst(J, 1));
      gcc_jit_block_end_with_jump(J->block, NULL, kt);
      J->block = ka;
      gcc_jit_block_add_assignment_op(J->block, NULL, r, GCC_JIT_BINARY_OP_PLUS, iconst(J, 1));
      gcc_jit_block_end_with_jump(J->block, NULL, rt);
      J->block = ra;
      koff += d->segs[g].len;
    }
  }
  end_function(J, true);
  return fn;
}

/* void cx_pack(JitFrame *f): every panel (stdlib/compiled.h). */
static gcc_jit_function *gen_pack(JitState *J) {
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
static gcc_jit_function *gen_run(JitState *J, gcc_jit_function **kernels) {
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
  gcc_jit_block_add_assignment(b0, NULL, gs, frame_field(J, J->f_group_start));
  gcc_jit_block_add_assignment(b0, NULL, nl, gcc_jit_context_new_cast(c, NULL, frame_field(J, J->f_nlevels), J->t_i64));
  J->block = b0;
  gcc_jit_block_add_assignment(J->block, NULL, lv, iconst(J, 0));
  gcc_jit_block *test = new_block(J, "level"), *bb = new_block(J, "groups"), *after = new_block(J, "done");
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
    gcc_jit_block *call = new_block(J, "call"), *next = new_block(J, "next");
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

/* ---- the model entry and the embedding API ----------------------------------------- */

/* int32_t cx_model(const uint8_t **blob, int64_t *len, void **entries, int32_t cap):
 * the description and the entry points (stdlib/compiled.h). */
static gcc_jit_function *gen_model_entry(JitState *J, const JitEmit *emit, gcc_jit_function **entries, int n) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_type *t_u8 = gcc_jit_context_get_int_type(c, 1, 0);
  gcc_jit_type *t_pu8 = gcc_jit_type_get_pointer(gcc_jit_type_get_const(t_u8));
  gcc_jit_type *t_voidp = gcc_jit_context_get_type(c, GCC_JIT_TYPE_VOID_PTR);
  gcc_jit_type *arr = gcc_jit_context_new_array_type(c, NULL, t_u8, (int)emit->blob_len);
  gcc_jit_lvalue *g = gcc_jit_context_new_global(c, NULL, GCC_JIT_GLOBAL_INTERNAL, arr, "cx_model_blob");
  gcc_jit_global_set_initializer(g, emit->blob, emit->blob_len);
  gcc_jit_param *ps[4] = {gcc_jit_context_new_param(c, NULL, gcc_jit_type_get_pointer(t_pu8), "blob"),
                          gcc_jit_context_new_param(c, NULL, J->t_pi64, "len"),
                          gcc_jit_context_new_param(c, NULL, gcc_jit_type_get_pointer(t_voidp), "entries"),
                          gcc_jit_context_new_param(c, NULL, J->t_i32, "cap")};
  gcc_jit_function *fn = gcc_jit_context_new_function(c, NULL, GCC_JIT_FUNCTION_EXPORTED, J->t_i32, "cx_model", 4, ps, 0);
  gcc_jit_block *b = gcc_jit_function_new_block(fn, "entry");
  gcc_jit_rvalue *first = gcc_jit_lvalue_get_address(
      gcc_jit_context_new_array_access(c, NULL, rv(g), gcc_jit_context_zero(c, J->t_i32)), NULL);
  gcc_jit_block_add_assignment(b, NULL, gcc_jit_rvalue_dereference(prv(ps[0]), NULL),
                               gcc_jit_context_new_cast(c, NULL, first, t_pu8));
  gcc_jit_block_add_assignment(b, NULL, gcc_jit_rvalue_dereference(prv(ps[1]), NULL), iconst(J, (int64_t)emit->blob_len));
  for (int i = 0; i < n; i++) {
    char name[32];
    snprintf(name, sizeof name, "set%d", i);
    gcc_jit_block *set = gcc_jit_function_new_block(fn, name);
    snprintf(name, sizeof name, "next%d", i);
    gcc_jit_block *next = gcc_jit_function_new_block(fn, name);
    gcc_jit_block_end_with_conditional(
        b, NULL,
        gcc_jit_context_new_comparison(c, NULL, GCC_JIT_COMPARISON_LT, gcc_jit_context_new_rvalue_from_int(c, J->t_i32, i),
                                       prv(ps[3])),
        set, next);
    gcc_jit_lvalue *slot = gcc_jit_context_new_array_access(c, NULL, prv(ps[2]), gcc_jit_context_new_rvalue_from_int(c, J->t_i32, i));
    gcc_jit_block_add_assignment(set, NULL, slot,
                                 gcc_jit_context_new_cast(c, NULL, gcc_jit_function_get_address(entries[i], NULL), t_voidp));
    gcc_jit_block_end_with_jump(set, NULL, next);
    b = next;
  }
  gcc_jit_block_end_with_return(b, NULL, gcc_jit_context_new_rvalue_from_int(c, J->t_i32, n));
  return fn;
}

/* One exported NAME_SUFFIX function that returns (or evaluates) a call of
 * the runtime's IMPORT with the model entry first when with_model. */
static void gen_forward(JitState *J, const char *prefix, const char *suffix, const char *import, gcc_jit_type *ret,
                        gcc_jit_type **types, const char **names, int np, gcc_jit_function *model) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_type *t_voidp = gcc_jit_context_get_type(c, GCC_JIT_TYPE_VOID_PTR);
  gcc_jit_param *ps[8], *ips[9];
  int ni = 0;
  if (model) ips[ni++] = gcc_jit_context_new_param(c, NULL, t_voidp, "model");
  for (int i = 0; i < np; i++) {
    ps[i] = gcc_jit_context_new_param(c, NULL, types[i], names[i]);
    ips[ni++] = gcc_jit_context_new_param(c, NULL, types[i], names[i]);
  }
  gcc_jit_function *imp = gcc_jit_context_new_function(c, NULL, GCC_JIT_FUNCTION_IMPORTED, ret, import, ni, ips, 0);
  char name[256];
  snprintf(name, sizeof name, "%s_%s", prefix, suffix);
  gcc_jit_function *fn = gcc_jit_context_new_function(c, NULL, GCC_JIT_FUNCTION_EXPORTED, ret, name, np, ps, 0);
  gcc_jit_block *b = gcc_jit_function_new_block(fn, "entry");
  gcc_jit_rvalue *args[9];
  int na = 0;
  if (model) args[na++] = gcc_jit_context_new_cast(c, NULL, gcc_jit_function_get_address(model, NULL), t_voidp);
  for (int i = 0; i < np; i++) args[na++] = prv(ps[i]);
  gcc_jit_rvalue *call = gcc_jit_context_new_call(c, NULL, imp, na, args);
  if (ret == J->t_void) {
    gcc_jit_block_add_eval(b, NULL, call);
    gcc_jit_block_end_with_void_return(b, NULL);
  } else {
    gcc_jit_block_end_with_return(b, NULL, call);
  }
}

/* The NAME_* API of a built shared library (NAME.h documents it). */
static void gen_api(JitState *J, const char *prefix, gcc_jit_function *model) {
  gcc_jit_context *c = J->ctx;
  gcc_jit_type *vp = gcc_jit_context_get_type(c, GCC_JIT_TYPE_VOID_PTR);
  gcc_jit_type *cvp = gcc_jit_type_get_pointer(gcc_jit_type_get_const(gcc_jit_context_get_type(c, GCC_JIT_TYPE_VOID)));
  gcc_jit_type *ccp = gcc_jit_context_get_type(c, GCC_JIT_TYPE_CONST_CHAR_PTR);
  gcc_jit_type *cp = gcc_jit_type_get_pointer(gcc_jit_context_get_type(c, GCC_JIT_TYPE_CHAR));
  gcc_jit_type *sz = gcc_jit_context_get_type(c, GCC_JIT_TYPE_SIZE_T);
  gcc_jit_type *u64 = gcc_jit_context_get_int_type(c, 8, 0);
  gcc_jit_type *cfp = gcc_jit_type_get_pointer(gcc_jit_type_get_const(J->t_f32));
  gcc_jit_type *vpp = gcc_jit_type_get_pointer(vp);
  {
    gcc_jit_type *t[] = {ccp, cp, sz};
    const char *n[] = {"weights_path", "err", "errlen"};
    gen_forward(J, prefix, "load", "cxrt_embed_load", vp, t, n, 3, model);
  }
  {
    gcc_jit_type *t[] = {cvp, sz, cp, sz};
    const char *n[] = {"safetensors", "len", "err", "errlen"};
    gen_forward(J, prefix, "load_memory", "cxrt_embed_load_memory", vp, t, n, 4, model);
  }
  {
    gcc_jit_type *t[] = {u64, cp, sz};
    const char *n[] = {"seed", "err", "errlen"};
    gen_forward(J, prefix, "init", "cxrt_embed_init", vp, t, n, 3, model);
  }
  {
    gcc_jit_type *t[] = {vp};
    const char *n[] = {"m"};
    gen_forward(J, prefix, "free", "cxrt_embed_free", J->t_void, t, n, 1, NULL);
  }
  {
    gcc_jit_type *t[] = {vp, cvp, vpp, cp, sz};
    const char *n[] = {"m", "batch", "out", "err", "errlen"};
    gen_forward(J, prefix, "run", "cxrt_embed_run", J->t_int, t, n, 5, NULL);
  }
  {
    gcc_jit_type *t[] = {cvp, J->t_int, J->t_int, J->t_pi64};
    const char *n[] = {"out", "output", "structure", "count"};
    gen_forward(J, prefix, "output", "cxrt_embed_output", cfp, t, n, 4, NULL);
  }
  {
    gcc_jit_type *t[] = {vp};
    const char *n[] = {"out"};
    gen_forward(J, prefix, "outputs_free", "cxrt_embed_outputs_free", J->t_void, t, n, 1, NULL);
  }
}

/* ---- options ----------------------------------------------------------------------- */

/* The best x86-64 level this CPU runs, found once (pthread_once: the
 * compiler may run in a threaded host). */
static const char *cpu_march;

static void find_cpu_march(void) {
  const char *found;
  __builtin_cpu_init();
#if defined(__clang__)
  /* Only for the fuzzing build (fuzz/run.sh compiles the JIT with clang,
   * so that it is instrumented): clang 14 knows no level names and not
   * every feature of a level (f16c, lzcnt, movbe, xsave, cx16), so the
   * levels are told by the features it can test, which every CPU with
   * those also has.  The product is built with gcc: the branch below. */
  bool v2 = __builtin_cpu_supports("sse4.2") && __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("ssse3");
  bool v3 = v2 && __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("bmi") &&
            __builtin_cpu_supports("bmi2");
  bool v4 = v3 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
            __builtin_cpu_supports("avx512cd") && __builtin_cpu_supports("avx512dq") &&
            __builtin_cpu_supports("avx512vl");
  found = v4 ? "x86-64-v4" : v3 ? "x86-64-v3" : v2 ? "x86-64-v2" : "x86-64";
#else
  if (__builtin_cpu_supports("x86-64-v4")) found = "x86-64-v4";
  else if (__builtin_cpu_supports("x86-64-v3")) found = "x86-64-v3";
  else if (__builtin_cpu_supports("x86-64-v2")) found = "x86-64-v2";
  else found = "x86-64";
#endif
  cpu_march = found;
}

const char *jit_march(const JitOptions *o) {
  if (o && o->march) return o->march;
  const char *env = getenv("CORTEX_MARCH");
  if (env && *env) return env;
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, find_cpu_march);
  return cpu_march;
}

/* The options by name: what -fNAME and CORTEX_JIT_OPTIONS set. */
typedef struct NamedOption {
  const char *name;
  size_t off;                /* offsetof in JitOptions */
  bool is_int;
} NamedOption;

#define LOOPB(f) {#f, offsetof(JitOptions, loops) + offsetof(LoopOptions, f), false}
#define LOOPI(f) {#f, offsetof(JitOptions, loops) + offsetof(LoopOptions, f), true}
static const NamedOption named_options[] = {
    LOOPB(leaf_split), LOOPB(fuse_elementwise), LOOPB(batch_matmul), LOOPB(merge_matmul_sum),
    LOOPI(dot_lanes), LOOPB(dot_double), LOOPB(state_home), LOOPB(vec_dot), LOOPI(gemm_kernel),
    LOOPB(vec_hsum_double), LOOPI(dot_comp), LOOPB(gemm_pack), LOOPB(gemm_fuse), LOOPB(gemm_sweep), LOOPB(gemm_epilogue), LOOPB(leaf_const), LOOPB(leaf_prod), LOOPI(gemm_nodes),
    LOOPI(gemm_rows), LOOPB(vec_math), LOOPB(sum_matmul), LOOPB(col_vec), LOOPB(flat_edges),
    {"opt_level", offsetof(JitOptions, opt_level), true},
    {"debuginfo", offsetof(JitOptions, debuginfo), false},
    {"print_errors", offsetof(JitOptions, print_errors), false},
    {"dump_asm", offsetof(JitOptions, dump_asm), false},
};
#undef LOOPB
#undef LOOPI

const char *jit_option_name(int i, bool *is_int) {
  if (i < 0 || (size_t)i >= sizeof named_options / sizeof *named_options) return NULL;
  if (is_int) *is_int = named_options[i].is_int;
  return named_options[i].name;
}

int jit_set_option(JitOptions *o, const char *name, int value) {
  for (size_t k = 0; k < sizeof named_options / sizeof *named_options; k++) {
    const char *n = named_options[k].name, *p = name;
    while (*n && (*p == *n || (*p == '-' && *n == '_'))) n++, p++;
    if (*n || *p) continue;
    char *field = (char *)o + named_options[k].off;
    if (named_options[k].is_int) memcpy(field, &value, sizeof value);
    else *(bool *)field = value != 0;
    return 0;
  }
  return -1;
}

/* CORTEX_JIT_OPTIONS="gemm_pack=0,dot_lanes=1,...": jit_set_option by
 * name; unknown names are ignored (an environment variable outlives the
 * options it names). */
static void env_options(JitOptions *o) {
  const char *env = getenv("CORTEX_JIT_OPTIONS");
  if (!env) return;
  char buf[512];
  snprintf(buf, sizeof buf, "%s", env);
  char *save = NULL;
  for (char *tok = strtok_r(buf, ", ", &save); tok; tok = strtok_r(NULL, ", ", &save)) {
    char *eq = strchr(tok, '=');
    int v = eq ? atoi(eq + 1) : 1;
    if (eq) *eq = '\0';
    jit_set_option(o, tok, v);
  }
}

void jit_default_options(JitOptions *o) {
  memset(o, 0, sizeof *o);
  o->opt_level = 3;
  /* off by default, as gcc without -g: it costs 15-20% of the compile
     time (TreeLSTM: 1.08 -> 0.89 s) and only gdb uses it (-fdebuginfo) */
  o->debuginfo = false;
  o->check_nonfinite = true;
  loop_default_options(&o->loops);
  /* The GEMM tile for the registers: AVX-512 (32 of them) 4 nodes x 64
     rows, 16 accumulators, 4 panel loads and 4 broadcasts per 16 FMAs
     (TreeLSTM H = 512, batch 10: 3-4% faster than 4 x 32; 6 x 64 is 2%
     faster again but compiles 15-40% slower); AVX2 (16 registers)
     3 nodes x 32 rows, 12 accumulators. */
  bool wide = march_width(jit_march(o)) == 16;
  o->loops.gemm_nodes = wide ? 4 : 3;
  o->loops.gemm_rows = wide ? 64 : 32;
  env_options(o);
}

gcc_jit_context *jit_build(CxSession *s, const LoopProgram *lp, const JitOptions *o, const JitEmit *emit) {
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
  gcc_jit_context_add_driver_option(ctx, "-lm");

  JitState J;
  memset(&J, 0, sizeof J);
  J.s = s;
  J.ctx = ctx;
  J.lp = lp;
  J.o = o;
  init_types(&J);
  init_helpers(&J);
  gcc_jit_function **kernels = cx_xcalloc((size_t)(lp->nkernels ? lp->nkernels : 1), sizeof *kernels);
  /* entries: classify, run, the outputs, pack, the kernels (stdlib/compiled.h) */
  int nentries = 3 + lp->noutputs + lp->nkernels;
  gcc_jit_function **entries = cx_xcalloc((size_t)nentries, sizeof *entries);
  for (int b = 0; b < lp->nkernels && !J.failed; b++) kernels[b] = gen_branch_kernel(&J, &lp->kernels[b], b);
  for (int q = 0; q < lp->noutputs && !J.failed; q++) entries[2 + q] = gen_output_kernel(&J, &lp->outputs[q], q);
  if (!J.failed) entries[0] = gen_classify(&J, &lp->classify);
  if (!J.failed) entries[1] = gen_run(&J, kernels);
  if (!J.failed) entries[2 + lp->noutputs] = gen_pack(&J);
  for (int b = 0; b < lp->nkernels; b++) entries[3 + lp->noutputs + b] = kernels[b];
  if (!J.failed && emit && emit->blob) {
    gcc_jit_function *model = gen_model_entry(&J, emit, entries, nentries);
    if (emit->api_prefix) gen_api(&J, emit->api_prefix, model);
  }
  free(entries);
  free(kernels);
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
