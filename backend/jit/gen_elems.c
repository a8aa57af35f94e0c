/* Element loops with reductions over the children inside, interchanged
 * (LoopOptions.elem_interchange).
 *
 * A fused element loop of a node with a reduction over its children,
 *
 *   for j in lo..hi:                  // LR_ELEMS
 *     ...
 *     acc = C                         // a constant
 *     for kk in 0..nk:                // LR_CHILDREN: lets and float sets
 *       ck = children[cs + kk]; ...; acc = acc + f(j, kk)
 *     v = (f32)acc
 *     ...
 *
 * has an inner loop of run-time length in every element, so GCC does not
 * vectorize the element loop: Child-Sum's per-child forget gates and
 * TBCNN's position-weighted children ran one float at a time (a third of
 * Child-Sum's call at H = 512).  Here each such reduction is computed
 * first, element loop innermost, into an array of its accumulator type:
 *
 *   red[j] = C for every j
 *   for kk in 0..nk: for j in lo..hi: acc = red[j]; <the kk body>; red[j] = acc
 *   for j in lo..hi: ...; acc = red[j]; v = (f32)acc; ...
 *
 * Every element's sum takes the same terms in the same order, so the
 * results are bit-identical.  It applies when the kk body (sets, and ifs
 * of sets and row checks) reads, besides its own sets, kk, j and acc,
 * only vars the element loop does not set (the node's lets), loads no
 * array the element loop stores (a state is the exception: the loop
 * stores the node's own row, the children's rows are other nodes'), and
 * nothing after it reads its sets but acc; with row checks in a moved
 * reduction, the element loop has none of its own (the first error
 * recorded stays the same: within one reduction, the first bad child is
 * met at the first element in both orders). */
#include "backend/jit/codegen_internal.h"

#include <stdlib.h>

/* At most this many elements: the arrays are on the kernel's stack. */
#define ELEMS_MAX 4096
/* At most this many reductions in one element loop. */
#define REDS_MAX 8

typedef struct Red {
  int at;                  /* the LR_CHILDREN loop's position in the body */
  const LoopStmt *init;    /* acc = C, right before it */
  const LoopStmt *loop;
  int acc;
  gcc_jit_lvalue *arr;     /* red[hi - lo] */
} Red;

static bool sets_var(const LoopBody *b, int v) {
  for (int i = 0; i < b->n; i++)
    if (loop_stmt_writes(b->s[i], v)) return true;
  return false;
}

/* Does a statement of b store into (array, id)? */
static bool body_stores(const LoopBody *b, LoopArray array, int id) {
  for (int i = 0; i < b->n; i++) {
    const LoopStmt *s = b->s[i];
    if (s->kind == LS_STORE && s->array == array && s->id == id) return true;
    if (s->kind == LS_GEMM) return true; /* (not in element loops; be safe) */
    if (body_stores(&s->body, array, id) || body_stores(&s->els, array, id)) return true;
  }
  return false;
}

/* Are e's loads safe to move before the element loop body b? */
static bool loads_ok(const LoopExpr *e, const LoopBody *b) {
  if (!e) return true;
  if (e->kind == LE_LOAD && e->array != LA_STATE && body_stores(b, e->array, e->id)) return false;
  return loads_ok(e->a, b) && loads_ok(e->b, b);
}

/* Is s, or does it hold, a row check (LS_ROW_ERROR)? */
static bool has_row_error(const LoopStmt *s) {
  if (s->kind == LS_ROW_ERROR) return true;
  for (int i = 0; i < s->body.n; i++)
    if (has_row_error(s->body.s[i])) return true;
  for (int i = 0; i < s->els.n; i++)
    if (has_row_error(s->els.s[i])) return true;
  return false;
}

/* May the kk body b move out of the element loop body e?  Sets, and ifs
 * of sets and row checks (an index out of range: TBCNN's E[k.word]),
 * whose values and indices load only what e does not store. */
static bool kk_body_ok(const LoopBody *b, const LoopBody *e) {
  for (int i = 0; i < b->n; i++) {
    const LoopStmt *t = b->s[i];
    switch (t->kind) {
    case LS_SET:
      if (!loads_ok(t->value, e)) return false;
      break;
    case LS_ROW_ERROR:
      if (!loads_ok(t->value, e) || !loads_ok(t->index, e)) return false;
      break;
    case LS_IF:
      if (!loads_ok(t->value, e) || !kk_body_ok(&t->body, e) || !kk_body_ok(&t->els, e)) return false;
      break;
    default:
      return false;
    }
  }
  return true;
}

/* Is the LR_CHILDREN loop f at position at of the element loop s a
 * reduction that may move (the header's conditions)? */
static bool movable(const JitState *J, const LoopStmt *s, int at, Red *r) {
  const LoopStmt *f = s->body.s[at];
  if (f->kind != LS_FOR || f->role != LR_CHILDREN || at == 0 || f->body.n == 0) return false;
  const LoopStmt *init = s->body.s[at - 1], *last = f->body.s[f->body.n - 1];
  if (init->kind != LS_SET || init->value->kind != LE_CONST || last->kind != LS_SET || last->var != init->var) return false;
  int acc = init->var;
  LoopType at_t = J->k->vars[acc].type;
  if (at_t != LT_F32 && at_t != LT_F64) return false;
  if (!kk_body_ok(&f->body, &s->body)) return false;
  for (int v = 0; v < J->k->nvars; v++) {
    bool set_inside = v == f->var || sets_var(&f->body, v);
    if (loop_stmt_reads(f, v) && !set_inside && v != s->var && sets_var(&s->body, v)) return false;
    if (!set_inside || v == acc || v == f->var) continue;
    /* a kk-local set: set before it is read in each kk (no value carried
       from one child or element to the next but acc's) ... */
    for (int i = 0; i < f->body.n; i++) {
      const LoopStmt *t = f->body.s[i];
      if (!loop_stmt_touches(t, v)) continue;
      if (t->kind != LS_SET || t->var != v || loop_expr_reads(t->value, v)) return false;
      break;
    }
    /* ... and nothing else in the element loop reads it */
    for (int i = 0; i < s->body.n; i++)
      if (i != at && loop_stmt_reads(s->body.s[i], v)) return false;
  }
  /* acc: set by the init and the loop only */
  for (int i = 0; i < s->body.n; i++)
    if (i != at && i != at - 1 && loop_stmt_writes(s->body.s[i], acc)) return false;
  *r = (Red){at, init, f, acc, NULL};
  return true;
}

static gcc_jit_lvalue *red_at(JitState *J, gcc_jit_location *loc, Red *r, gcc_jit_rvalue *j, int64_t lo) {
  gcc_jit_rvalue *ix = gcc_jit_context_new_binary_op(J->ctx, loc, GCC_JIT_BINARY_OP_MINUS, J->t_i64, j, iconst(J, lo));
  return gcc_jit_context_new_array_access(J->ctx, loc, rv(r->arr), ix);
}

typedef struct ElemCtx {
  const LoopStmt *s;
  Red *reds;
  int nreds, cur;
  int64_t lo;
  gcc_jit_location *loc;
} ElemCtx;

/* red[j] = C */
static void init_body(JitState *J, void *u) {
  ElemCtx *x = u;
  Red *r = &x->reds[x->cur];
  cg_stmt(J, r->init);
  if (J->block)
    gcc_jit_block_add_assignment(J->block, x->loc, red_at(J, x->loc, r, rv(J->vars[x->s->var]), x->lo), rv(J->vars[r->acc]));
}

/* acc = red[j]; the kk body; red[j] = acc */
static void kk_elem_body(JitState *J, void *u) {
  ElemCtx *x = u;
  Red *r = &x->reds[x->cur];
  gcc_jit_block_add_assignment(J->block, x->loc, J->vars[r->acc], rv(red_at(J, x->loc, r, rv(J->vars[x->s->var]), x->lo)));
  cg_body(J, &r->loop->body);
  if (J->block)
    gcc_jit_block_add_assignment(J->block, x->loc, red_at(J, x->loc, r, rv(J->vars[x->s->var]), x->lo), rv(J->vars[r->acc]));
}

/* for j: red[j] = acc... per kk */
static void kk_body(JitState *J, void *u) {
  ElemCtx *x = u;
  cg_emit_for(J, x->loc, J->vars[x->s->var], cg_expr(J, x->s->lo), cg_expr(J, x->s->hi), 1, NULL, kk_elem_body, x);
}

/* The element loop itself: each moved reduction's init and loop become
 * acc = red[j]. */
static void main_body(JitState *J, void *u) {
  ElemCtx *x = u;
  int m = 0;
  for (int i = 0; i < x->s->body.n && J->block; i++) {
    if (m < x->nreds && i == x->reds[m].at - 1) continue; /* the init */
    if (m < x->nreds && i == x->reds[m].at) {
      Red *r = &x->reds[m++];
      gcc_jit_block_add_assignment(J->block, x->loc, J->vars[r->acc], rv(red_at(J, x->loc, r, rv(J->vars[x->s->var]), x->lo)));
      continue;
    }
    cg_stmt(J, x->s->body.s[i]);
  }
}

bool cg_emit_elems(JitState *J, const LoopStmt *s, gcc_jit_location *loc) {
  if (!J->lp->opt.elem_interchange || s->role != LR_ELEMS || s->lo->kind != LE_CONST || s->hi->kind != LE_CONST) return false;
  int64_t lo = s->lo->i, n = s->hi->i - lo;
  if (n < 2 || n > ELEMS_MAX) return false;
  Red reds[REDS_MAX];
  int nreds = 0;
  for (int i = 0; i < s->body.n; i++) {
    const LoopStmt *f = s->body.s[i];
    if (f->kind != LS_FOR) continue;
    if (nreds == REDS_MAX || !movable(J, s, i, &reds[nreds])) return false; /* (any other inner loop: as it was) */
    nreds++;
  }
  if (!nreds) return false;
  /* A row check of a moved reduction now runs before the element loop's
     own: the first error recorded could change, so none of its own. */
  bool moved_checks = false;
  for (int m = 0; m < nreds; m++) moved_checks = moved_checks || has_row_error(reds[m].loop);
  if (moved_checks)
    for (int i = 0, m = 0; i < s->body.n; i++) {
      if (m < nreds && (i == reds[m].at - 1 || i == reds[m].at)) {
        if (i == reds[m].at) m++;
        continue;
      }
      if (has_row_error(s->body.s[i])) return false;
    }
  ElemCtx x = {s, reds, nreds, 0, lo, loc};
  for (int m = 0; m < nreds; m++) {
    Red *r = &reds[m];
    char name[32];
    snprintf(name, sizeof name, "red%d", J->nblocks++);
    r->arr = gcc_jit_function_new_local(J->fn, loc, gcc_jit_context_new_array_type(J->ctx, loc, cg_jtype(J, J->k->vars[r->acc].type), (int)n),
                                        name);
    x.cur = m;
    cg_emit_for(J, loc, J->vars[s->var], cg_expr(J, s->lo), cg_expr(J, s->hi), 1, NULL, init_body, &x);
    if (!J->block) return true;
    cg_emit_for(J, loc, J->vars[r->loop->var], cg_expr(J, r->loop->lo), cg_expr(J, r->loop->hi), 1, NULL, kk_body, &x);
    if (!J->block) return true;
  }
  cg_emit_for(J, loc, J->vars[s->var], cg_expr(J, s->lo), cg_expr(J, s->hi), 1, NULL, main_body, &x);
  return true;
}
