/* The loop IR builder: expressions (constants, vars, loads, casts, folded
 * int arithmetic), statements, variables, and the scratch layout the
 * runtime reads (loop_temp_offset). */
#include "ir/schedule_internal.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ---- construction helpers ---------------------------------------------------- */

void loop_default_options(LoopOptions *o) {
  memset(o, 0, sizeof *o);
  o->leaf_split = true;
  o->fuse_elementwise = true;
  o->batch_matmul = true;
  o->merge_matmul_sum = true;
  o->dot_lanes = 8;
  o->dot_double = false;
  o->state_home = true;
  o->vec_dot = true;
  o->gemm_kernel = 4;
  o->vec_hsum_double = true;
  o->dot_comp = 2;
  o->gemm_pack = true;
  o->gemm_fuse = true;
  o->gemm_sweep = true;
  o->gemm_epilogue = true;
  o->gemm_bf16 = false;
  o->gemm_bf16_dot = false; /* the JIT's default: the CPU's (backend/jit/options.c) */
  o->gemm_pairs_once = true;
  o->leaf_const = true;
  o->leaf_prod = true;
  o->gemm_nodes = 4;
  o->gemm_rows = 32;
  o->vec_math = true;
  o->vec_math_float = false;
  o->elem_interchange = true;
  o->vec_elems = true;
  o->quad_form = true;
  o->hoist = true;
  o->sum_matmul = true;
  o->col_vec = true;
  o->flat_edges = true;
}

void sc_body_push(LoopBody *b, LoopStmt *s) {
  if (b->n == b->cap) {
    b->cap = b->cap ? b->cap * 2 : 8;
    b->s = cx_xrealloc(b->s, sizeof *b->s * (size_t)b->cap);
  }
  b->s[b->n++] = s;
}

/* Appends all of src to dst (src's array is freed). */
void sc_body_append(LoopBody *dst, LoopBody *src) {
  for (int i = 0; i < src->n; i++) sc_body_push(dst, src->s[i]);
  free(src->s);
  memset(src, 0, sizeof *src);
}

void sc_body_free(LoopBody *b) {
  for (int i = 0; i < b->n; i++) {
    sc_body_free(&b->s[i]->body);
    sc_body_free(&b->s[i]->els);
    if (b->s[i]->kind == LS_GEMM && b->s[i]->gemm->epilogue) sc_body_free(&b->s[i]->gemm->epilogue->body);
  }
  free(b->s);
  memset(b, 0, sizeof *b);
}

static LoopExpr *ex_new(Builder *B, LoopExprKind kind, LoopType t) {
  LoopExpr *e = arena_alloc(&B->lp->arena, sizeof *e);
  e->kind = kind;
  e->type = t;
  return e;
}

LoopExpr *sc_ex_f32(Builder *B, double v) {
  LoopExpr *e = ex_new(B, LE_CONST, LT_F32);
  e->f = v;
  return e;
}

LoopExpr *sc_ex_f64(Builder *B, double v) {
  LoopExpr *e = ex_new(B, LE_CONST, LT_F64);
  e->f = v;
  return e;
}

LoopExpr *sc_ex_i64(Builder *B, int64_t v) {
  LoopExpr *e = ex_new(B, LE_CONST, LT_I64);
  e->i = v;
  return e;
}

LoopExpr *sc_ex_var(Builder *B, int var) {
  LoopExpr *e = ex_new(B, LE_VAR, B->k->vars[var].type);
  e->var = var;
  return e;
}

LoopExpr *sc_ex_cast(Builder *B, LoopExpr *a, LoopType t) {
  if (a->type == t) return a;
  if (a->kind == LE_CONST && t == LT_F64 && a->type == LT_F32) return sc_ex_f64(B, a->f);
  LoopExpr *e = ex_new(B, LE_CAST, t);
  e->a = a;
  return e;
}

static bool is_i64_const(const LoopExpr *e, int64_t v) {
  return e->kind == LE_CONST && e->type == LT_I64 && e->i == v;
}

LoopExpr *sc_ex_bin(Builder *B, LoopOp op, LoopExpr *a, LoopExpr *b) {
  /* Index arithmetic stays readable: fold x + 0, x * 1, x * 0, consts. */
  if (a->type == LT_I64 && b->type == LT_I64) {
    if (a->kind == LE_CONST && b->kind == LE_CONST && (op == LO_ADD || op == LO_SUB || op == LO_MUL)) {
      uint64_t x = (uint64_t)a->i, y = (uint64_t)b->i;
      return sc_ex_i64(B, (int64_t)(op == LO_ADD ? x + y : op == LO_SUB ? x - y : x * y));
    }
    if (op == LO_ADD && is_i64_const(b, 0)) return a;
    if (op == LO_ADD && is_i64_const(a, 0)) return b;
    if (op == LO_SUB && is_i64_const(b, 0)) return a;
    if (op == LO_MUL && (is_i64_const(b, 1))) return a;
    if (op == LO_MUL && (is_i64_const(a, 1))) return b;
    if (op == LO_MUL && (is_i64_const(a, 0) || is_i64_const(b, 0))) return sc_ex_i64(B, 0);
  }
  LoopType t = a->type;
  if (op >= LO_LT && op <= LO_NE) t = LT_BOOL;
  if (op == LO_AND || op == LO_OR) t = LT_BOOL;
  LoopExpr *e = ex_new(B, LE_BINARY, t);
  e->op = op;
  e->a = a;
  e->b = b;
  return e;
}

LoopExpr *sc_ex_un(Builder *B, LoopOp op, LoopExpr *a) {
  LoopExpr *e = ex_new(B, LE_UNARY, op == LO_ISNAN || op == LO_NOT ? LT_BOOL : a->type);
  e->op = op;
  e->a = a;
  return e;
}

LoopExpr *sc_ex_load(Builder *B, LoopArray arr, int id, LoopExpr *index) {
  LoopExpr *e = ex_new(B, LE_LOAD, arr >= LA_CHILDREN ? LT_I64 : LT_F32);
  e->array = arr;
  e->id = id;
  e->a = index;
  return e;
}

int sc_new_var(Builder *B, LoopType t, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
int sc_new_var(Builder *B, LoopType t, const char *fmt, ...) {
  LoopKernel *k = B->k;
  if (k->nvars == k->capvars) {
    k->capvars = k->capvars ? k->capvars * 2 : 32;
    k->vars = cx_xrealloc(k->vars, sizeof *k->vars * (size_t)k->capvars);
  }
  va_list ap;
  va_start(ap, fmt);
  k->vars[k->nvars].name = arena_vprintf(&B->lp->arena, fmt, ap);
  va_end(ap);
  k->vars[k->nvars].type = t;
  return k->nvars++;
}

LoopStmt *sc_st_new(Builder *B, LoopStmtKind kind, int instr, CxLoc loc) {
  LoopStmt *s = arena_alloc(&B->lp->arena, sizeof *s);
  s->kind = kind;
  s->instr = instr;
  s->loc = loc;
  s->var = -1;
  return s;
}

LoopStmt *sc_st_set(Builder *B, int var, LoopExpr *v, int instr, CxLoc loc) {
  LoopStmt *s = sc_st_new(B, LS_SET, instr, loc);
  s->var = var;
  s->value = v;
  return s;
}

LoopStmt *sc_st_for(Builder *B, int var, LoopExpr *lo, LoopExpr *hi, LoopRole role, int instr, CxLoc loc) {
  LoopStmt *s = sc_st_new(B, LS_FOR, instr, loc);
  s->var = var;
  s->lo = lo;
  s->hi = hi;
  s->role = role;
  return s;
}

LoopStmt *sc_st_store(Builder *B, LoopArray arr, int id, LoopExpr *index, LoopExpr *v, int instr, CxLoc loc) {
  LoopStmt *s = sc_st_new(B, LS_STORE, instr, loc);
  s->array = arr;
  s->id = id;
  s->index = index;
  s->value = v;
  return s;
}

int sc_add_temp(Builder *B, LoopSpace space, int64_t numel, int instr) { return loop_kernel_add_temp(B->lp, B->k, space, numel, instr); }

int loop_kernel_add_temp(LoopProgram *lp, LoopKernel *k, LoopSpace space, int64_t numel, int instr) {
  if (k->ntemps == k->captemps) {
    k->captemps = k->captemps ? k->captemps * 2 : 8;
    k->temps = cx_xrealloc(k->temps, sizeof *k->temps * (size_t)k->captemps);
  }
  LoopTemp *t = &k->temps[k->ntemps];
  t->name = arena_printf(&lp->arena, "t%d", k->ntemps);
  t->space = space;
  t->numel = numel;
  t->instr = instr;
  return k->ntemps++;
}

/* ---- scratch layout ------------------------------------------------------------ */

int64_t loop_temp_rows(const LoopTemp *t, int64_t node_cap, int64_t edge_cap) {
  return t->space == SP_INV ? 1 : t->space == SP_NODE ? node_cap : edge_cap;
}

static int64_t round16(int64_t n) { return (n + 15) & ~(int64_t)15; }

int64_t loop_temp_offset(const LoopKernel *k, int t, int64_t node_cap, int64_t edge_cap) {
  int64_t off = 0;
  for (int u = 0; u < t; u++) off += round16(k->temps[u].numel * loop_temp_rows(&k->temps[u], node_cap, edge_cap));
  return off;
}

int64_t loop_scratch_floats(const LoopKernel *k, int64_t node_cap, int64_t edge_cap) {
  return loop_temp_offset(k, k->ntemps, node_cap, edge_cap);
}
