/* Questions about loop IR expressions and statements (loops.h, "queries"),
 * asked by the passes (ir/gemm.c, ir/leafconst.c, ir/leafprod.c), the
 * verifier and the code generator.  One definition each, named by what it
 * computes, so that "does this read v" means the same thing in every
 * pass: reads are LE_VAR uses anywhere inside (operands, load indices,
 * dot segments, nested bodies, a fused epilogue); writes are the targets
 * of LS_SET, LS_DOT (and its contraction variable) and LS_FOR. */
#include "ir/loops.h"

bool loop_expr_reads(const LoopExpr *e, int v) {
  if (!e) return false;
  if (e->kind == LE_VAR) return e->var == v;
  return loop_expr_reads(e->a, v) || loop_expr_reads(e->b, v);
}

static bool body_reads(const LoopBody *b, int v) {
  for (int i = 0; i < b->n; i++)
    if (loop_stmt_reads(b->s[i], v)) return true;
  return false;
}

bool loop_stmt_reads(const LoopStmt *s, int v) {
  if (loop_expr_reads(s->lo, v) || loop_expr_reads(s->hi, v) || loop_expr_reads(s->value, v) ||
      loop_expr_reads(s->index, v))
    return true;
  for (int g = 0; s->kind == LS_DOT && g < s->nsegs; g++)
    if (loop_expr_reads(s->segs[g].a, v) || loop_expr_reads(s->segs[g].b, v)) return true;
  if (s->kind == LS_GEMM && s->gemm && s->gemm->epilogue && loop_stmt_reads(s->gemm->epilogue, v)) return true;
  return body_reads(&s->body, v) || body_reads(&s->els, v);
}

/* Does s or a statement inside it write v? */
static bool stmt_writes(const LoopStmt *s, int v) {
  if ((s->kind == LS_SET || s->kind == LS_DOT || s->kind == LS_FOR) && s->var == v) return true;
  if (s->kind == LS_DOT && s->kvar == v) return true;
  if (s->kind == LS_GEMM && s->gemm && s->gemm->epilogue && stmt_writes(s->gemm->epilogue, v)) return true;
  for (int i = 0; i < s->body.n; i++)
    if (stmt_writes(s->body.s[i], v)) return true;
  for (int i = 0; i < s->els.n; i++)
    if (stmt_writes(s->els.s[i], v)) return true;
  return false;
}

bool loop_stmt_touches(const LoopStmt *s, int v) { return stmt_writes(s, v) || loop_stmt_reads(s, v); }

bool loop_expr_reads_only(const LoopExpr *e, const int *vars, int nvars, bool param_loads) {
  if (!e) return true;
  if (e->kind == LE_VAR) {
    for (int i = 0; i < nvars; i++)
      if (e->var == vars[i]) return true;
    return false;
  }
  if (e->kind == LE_LOAD && !(param_loads && e->array == LA_PARAM)) return false;
  return loop_expr_reads_only(e->a, vars, nvars, param_loads) && loop_expr_reads_only(e->b, vars, nvars, param_loads);
}

bool loop_index_var_plus(const LoopExpr *ix, int v, const LoopExpr **x) {
  const LoopExpr *rest = NULL;
  if (ix->kind == LE_VAR && ix->var == v) {
    rest = NULL;
  } else if (ix->kind != LE_BINARY || ix->op != LO_ADD) {
    return false;
  } else if (ix->b->kind == LE_VAR && ix->b->var == v && !loop_expr_reads(ix->a, v)) {
    rest = ix->a;
  } else if (ix->a->kind == LE_VAR && ix->a->var == v && !loop_expr_reads(ix->b, v)) {
    rest = ix->b;
  } else {
    return false;
  }
  if (x) *x = rest;
  return true;
}

bool loop_load_unit_stride(const LoopExpr *e, int v, const LoopExpr **x) {
  if (e->kind != LE_LOAD || e->type != LT_F32 || e->array >= LA_CHILDREN) return false;
  return loop_index_var_plus(e->a, v, x);
}

bool loop_index_affine(const LoopExpr *e, int v, int64_t *coef) {
  if (!loop_expr_reads(e, v)) {
    *coef = 0;
    return true;
  }
  int64_t ca, cb;
  switch (e->kind) {
  case LE_VAR: *coef = 1; return true;
  case LE_BINARY:
    if (e->type != LT_I64 || !loop_index_affine(e->a, v, &ca) || !loop_index_affine(e->b, v, &cb)) return false;
    if (e->op == LO_ADD) *coef = ca + cb;
    else if (e->op == LO_SUB) *coef = ca - cb;
    else if (e->op == LO_MUL && cb == 0 && e->b->kind == LE_CONST) *coef = ca * e->b->i;
    else if (e->op == LO_MUL && ca == 0 && e->a->kind == LE_CONST) *coef = cb * e->a->i;
    else return false;
    return true;
  default: return false;
  }
}

bool loop_index_steps_by_one(const LoopExpr *ix, int v) {
  int64_t coef;
  return loop_index_affine(ix, v, &coef) && coef == 1;
}
