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

bool loop_stmt_writes(const LoopStmt *s, int v) { return stmt_writes(s, v); }

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

/* ---- kernels that compile to the same code ------------------------------------- */

static bool kexpr_eq(const LoopExpr *a, const LoopExpr *b) {
  if (!a || !b) return a == b;
  if (a->kind != b->kind || a->type != b->type) return false;
  switch (a->kind) {
  case LE_CONST: return a->i == b->i && (a->f == b->f || (a->f != a->f && b->f != b->f));
  case LE_VAR: return a->var == b->var;
  case LE_LOAD: return a->array == b->array && a->id == b->id && kexpr_eq(a->a, b->a);
  case LE_UNARY:
  case LE_CAST: return a->op == b->op && kexpr_eq(a->a, b->a);
  case LE_BINARY: return a->op == b->op && kexpr_eq(a->a, b->a) && kexpr_eq(a->b, b->b);
  }
  return false;
}

static bool kstmt_eq(const LoopStmt *a, const LoopStmt *b);

static bool kbody_eq(const LoopBody *a, const LoopBody *b) {
  if (a->n != b->n) return false;
  for (int i = 0; i < a->n; i++)
    if (!kstmt_eq(a->s[i], b->s[i])) return false;
  return true;
}

/* Two GEMMs whose members are equal read equal panels: the panel is what
 * the members' weights, row offsets, rows and k make of the params, so
 * the pack ids themselves need not be. */
static bool kgemm_eq(const LoopGemm *a, const LoopGemm *b, int members) {
  if (a->ktot != b->ktot || a->rows != b->rows || a->nodes != b->nodes || a->sweep != b->sweep || a->uniform != b->uniform ||
      a->sync_before != b->sync_before || a->nchild != b->nchild || a->child_var != b->child_var || a->lprod || b->lprod)
    return false;
  for (int m = 0; m < members; m++)
    if (a->row_off[m] != b->row_off[m]) return false;
  if (!a->epilogue != !b->epilogue || (a->epilogue && !kstmt_eq(a->epilogue, b->epilogue))) return false;
  return !a->child_nest == !b->child_nest && (!a->child_nest || kstmt_eq(a->child_nest, b->child_nest));
}

static bool kstmt_eq(const LoopStmt *a, const LoopStmt *b) {
  if (a->kind != b->kind || a->var != b->var || a->role != b->role || a->array != b->array || a->id != b->id ||
      a->kvar != b->kvar || a->nsegs != b->nsegs || a->lanes != b->lanes || a->acc != b->acc || a->leafc || b->leafc)
    return false;
  /* a row error reports its instruction */
  if (a->kind == LS_ROW_ERROR && a->instr != b->instr) return false;
  if (!kexpr_eq(a->lo, b->lo) || !kexpr_eq(a->hi, b->hi) || !kexpr_eq(a->value, b->value) || !kexpr_eq(a->index, b->index))
    return false;
  for (int g = 0; g < a->nsegs; g++)
    if (a->segs[g].len != b->segs[g].len || !kexpr_eq(a->segs[g].a, b->segs[g].a) || !kexpr_eq(a->segs[g].b, b->segs[g].b))
      return false;
  if (!kbody_eq(&a->body, &b->body) || !kbody_eq(&a->els, &b->els)) return false;
  if (a->kind == LS_GEMM) return a->gemm && b->gemm && kgemm_eq(a->gemm, b->gemm, a->body.n);
  return true;
}

bool loop_kernel_same_code(const LoopKernel *a, const LoopKernel *b) {
  if (a->kind != b->kind || a->nvars != b->nvars || a->ntemps != b->ntemps || a->var_start != b->var_start ||
      a->var_end != b->var_end || a->var_count != b->var_count || a->var_arity != b->var_arity ||
      a->out_numel != b->out_numel || a->int_result != b->int_result || a->row_split != b->row_split ||
      a->max_child != b->max_child)
    return false;
  for (int v = 0; v < a->nvars; v++)
    if (a->vars[v].type != b->vars[v].type) return false;
  for (int t = 0; t < a->ntemps; t++)
    if (a->temps[t].space != b->temps[t].space || a->temps[t].numel != b->temps[t].numel) return false;
  return kbody_eq(&a->stmts, &b->stmts);
}
