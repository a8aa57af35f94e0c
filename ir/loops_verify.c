/* The loop IR verifier, run after scheduling and after every loop pass
 * (loop_schedule), as ir/verify.c is for the RA-IR.  A failure is a bug
 * in Cortex, never in the user's model: it is reported as an internal
 * compiler error naming the stage, the kernel and the statement, and the
 * program is not compiled.  What it checks, per kernel in program order
 * (the order the code generator emits):
 * - every variable exists, is read with its declared type and is set
 *   before it is read (the kernel's arguments are set on entry).  The
 *   schedule creates lets on demand (child ids, row indices and their
 *   range checks) in the prologue of the loop they depend on; a nest
 *   pushed into its body before its operands are generated puts the loop
 *   ahead of those lets, which in C is a read of an uninitialized local
 *   that libgccjit compiles without a word (issue 19, finding 1);
 * - expressions are well formed: known kinds and ops, the operands each
 *   needs, types that fit (indices i64, float ops on floats, comparisons
 *   to bool), loads of arrays that exist in this kind of kernel with ids
 *   in range (params, states, temps, vector fields, packed panels);
 * - statements are well formed: for loops over i64 bounds, lets of their
 *   variable's type, stores of floats into writable arrays at i64 indices,
 *   bool conditions, dot products with segments, returns only in
 *   classify, row errors naming an RA-IR instruction;
 * - the passes' records agree with the statements: an LS_GEMM has its
 *   panel (whose record points back at it), members, tile sizes and
 *   leaf-product tables in range; a leaf constant's children, kernels and
 *   packs exist; the program's packs and tables name existing kernels.
 * The first failure of a kernel is reported (later ones usually follow
 * from it); every kernel is checked. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "ir/loops.h"
#include "lang/base/diag.h"

typedef struct LVerify {
  const LoopProgram *lp;
  const LoopKernel *k;
  const char *after;
  CxDiagEngine *diag;
  bool *set;
  bool failed;
} LVerify;

static const char *const stmt_names[] = {"for", "let", "store", "if", "dot", "row error", "return", "gemm"};

static void lv_fail(LVerify *v, const LoopStmt *s, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void lv_fail(LVerify *v, const LoopStmt *s, const char *fmt, ...) {
  if (v->failed) return;
  v->failed = true;
  char what[256], stmt[64] = "";
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof what, fmt, ap);
  va_end(ap);
  if (s && (unsigned)s->kind < sizeof stmt_names / sizeof *stmt_names) {
    if (s->instr >= 0) snprintf(stmt, sizeof stmt, ": %s computing %%%d", stmt_names[s->kind], s->instr);
    else snprintf(stmt, sizeof stmt, ": %s", stmt_names[s->kind]);
  }
  diag_report(v->diag, DIAG_ERROR, s ? s->loc : v->k->loc,
              "internal compiler error: loop IR verifier%s%s: kernel %s%s: %s", v->after ? ": after " : "",
              v->after ? v->after : "", v->k->name ? v->k->name : "?", stmt, what);
}

static const char *var_name(const LVerify *v, int var) {
  return var >= 0 && var < v->k->nvars && v->k->vars[var].name ? v->k->vars[var].name : "?";
}

static bool var_ok(LVerify *v, const LoopStmt *s, int var, const char *role) {
  if (var >= 0 && var < v->k->nvars) return true;
  lv_fail(v, s, "%s a variable that does not exist (var %d)", role, var);
  return false;
}

static void lv_def(LVerify *v, const LoopStmt *s, int var) {
  if (var_ok(v, s, var, "sets")) v->set[var] = true;
}

static bool is_float(LoopType t) { return t == LT_F32 || t == LT_F64; }
static bool is_int_array(LoopArray a) { return a >= LA_CHILDREN; }

/* Is array a (id) one this kernel may load? */
static void lv_array(LVerify *v, const LoopStmt *s, LoopArray a, int id) {
  const LoopProgram *lp = v->lp;
  const IrProgram *p = lp->ir;
  LoopKernelKind kind = v->k->kind;
  int n = -1;
  switch (a) {
  case LA_PARAM: n = p->nparams; break;
  case LA_STATE: n = p->ncomps; break;
  case LA_TEMP: n = v->k->ntemps; break;
  case LA_VFIELD:
    if (id >= 0 && id < p->nfields && !p->fields[id].is_vec) {
      lv_fail(v, s, "loads vector field %d, an int field", id);
      return;
    }
    n = p->nfields + lp->nreadouts; /* the readouts' per-node values follow the fields */
    break;
  case LA_PACKED: n = lp->npacks; break;
  case LA_OUT: case LA_NODES:
    if (kind != LK_OUTPUT) lv_fail(v, s, "%s outside an output kernel", a == LA_OUT ? "the output rows" : "the node list");
    return;
  case LA_FIELDS:
    if (kind != LK_CLASSIFY) lv_fail(v, s, "classify's fields outside classify");
    return;
  case LA_CHILDREN: case LA_CHILD_START: case LA_IFIELDS: case LA_NINTS: case LA_OTHER_START: case LA_OTHERS:
    if (kind == LK_CLASSIFY) lv_fail(v, s, "the batch's arrays in classify");
    return;
  case LA_ROOT_OF:
    if (v->k->readout < 0 || v->k->readout >= p->nreadouts) lv_fail(v, s, "the roots outside a readout's element kernel");
    else if (!lp->root_ids) lv_fail(v, s, "the roots read by a program that says it reads none");
    return;
  default: lv_fail(v, s, "an unknown array %d", (int)a); return;
  }
  if (kind == LK_CLASSIFY) lv_fail(v, s, "a float array in classify");
  else if (id < 0 || id >= n) lv_fail(v, s, "array id %d out of range (%d)", id, n);
}

static void lv_expr(LVerify *v, const LoopStmt *s, const LoopExpr *e) {
  if (!e) {
    lv_fail(v, s, "a missing expression");
    return;
  }
  if ((unsigned)e->type > LT_BOOL) {
    lv_fail(v, s, "an expression of unknown type %d", (int)e->type);
    return;
  }
  switch (e->kind) {
  case LE_CONST: return;
  case LE_VAR:
    if (!var_ok(v, s, e->var, "reads")) return;
    if (!v->set[e->var]) lv_fail(v, s, "reads a variable before it is set: '%s' (var %d)", var_name(v, e->var), e->var);
    else if (e->type != v->k->vars[e->var].type)
      lv_fail(v, s, "reads '%s' (var %d) with another type than its own", var_name(v, e->var), e->var);
    return;
  case LE_LOAD:
    lv_array(v, s, e->array, e->id);
    if (!e->a || e->a->type != LT_I64) {
      lv_fail(v, s, "a load without an i64 index");
      return;
    }
    if (e->type != (is_int_array(e->array) ? LT_I64 : LT_F32)) lv_fail(v, s, "a load of the wrong type");
    lv_expr(v, s, e->a);
    return;
  case LE_CAST:
    if (!e->a) lv_fail(v, s, "a cast without an operand");
    else lv_expr(v, s, e->a);
    return;
  case LE_UNARY:
    if (!e->a || (unsigned)e->op >= LO_NUM_OPS || e->op < LO_NEG) {
      lv_fail(v, s, "a unary expression without an operand or with a binary op");
      return;
    }
    if (e->op == LO_NOT ? e->a->type != LT_BOOL || e->type != LT_BOOL
        : e->op == LO_ISNAN ? !is_float(e->a->type) || e->type != LT_BOOL
        : e->op == LO_NEG || e->op == LO_ABS ? e->a->type != e->type || e->type == LT_BOOL
                                             : !is_float(e->a->type) || e->a->type != e->type)
      lv_fail(v, s, "%s of the wrong type", loop_op_name(e->op));
    lv_expr(v, s, e->a);
    return;
  case LE_BINARY:
    if (!e->a || !e->b || (unsigned)e->op >= LO_NEG) {
      lv_fail(v, s, "a binary expression without two operands or with a unary op");
      return;
    }
    if (e->a->type != e->b->type) lv_fail(v, s, "%s of operands of two types", loop_op_name(e->op));
    else if (e->op == LO_AND || e->op == LO_OR ? e->a->type != LT_BOOL || e->type != LT_BOOL
             : e->op >= LO_LT && e->op <= LO_NE ? e->type != LT_BOOL
                                                : e->type != e->a->type || e->type == LT_BOOL)
      lv_fail(v, s, "%s of the wrong type", loop_op_name(e->op));
    lv_expr(v, s, e->a);
    lv_expr(v, s, e->b);
    return;
  }
  lv_fail(v, s, "an expression of unknown kind %d", (int)e->kind);
}

static void lv_body(LVerify *v, const LoopBody *b);
static void lv_stmt(LVerify *v, const LoopStmt *s);

static void lv_gemm(LVerify *v, const LoopStmt *s) {
  const LoopProgram *lp = v->lp;
  const LoopGemm *g = s->gemm;
  if (!g) {
    lv_fail(v, s, "a GEMM without its record");
    return;
  }
  if (g->pack < 0 || g->pack >= lp->npacks) lv_fail(v, s, "a GEMM's panel %d out of range (%d)", g->pack, lp->npacks);
  else if (lp->packs[g->pack].gemm != s) lv_fail(v, s, "a GEMM whose panel %d belongs to another statement", g->pack);
  if (s->body.n < 1 || !g->row_off) lv_fail(v, s, "a GEMM without members");
  if (g->nodes < 1 || g->nodes > 8) lv_fail(v, s, "a GEMM tile of %d nodes (1..8)", g->nodes);
  if (g->rows < 16 || g->rows % 16) lv_fail(v, s, "a GEMM panel of %d rows (a multiple of 16)", g->rows);
  if (g->ktot < 1) lv_fail(v, s, "a GEMM over k = %lld", (long long)g->ktot);
  for (int m = 0; m < s->body.n && !v->failed; m++) {
    const LoopStmt *r = s->body.s[m];
    if (r->kind != LS_FOR || r->role != LR_ROWS) lv_fail(v, s, "a GEMM member %d that is not a row loop", m);
  }
  if (g->lprod && s->body.n >= 1 && s->body.s[0]->body.n == 1) {
    const LoopStmt *ns = s->body.s[0]->body.s[0];
    const LoopStmt *d = ns->body.n >= 2 ? ns->body.s[ns->body.n - 2] : NULL;
    if (!d || d->kind != LS_DOT) {
      lv_fail(v, s, "a GEMM with leaf-product tables but no dot product in its first member");
    } else {
      for (int q = 0; q < d->nsegs && !v->failed; q++) {
        int t = g->lprod[q];
        if (t < -1 || t >= lp->nlprods) lv_fail(v, s, "segment %d's leaf-product table %d out of range", q, t);
        else if (t >= 0 && (lp->lprods[t].gemm != s || lp->lprods[t].seg != q))
          lv_fail(v, s, "segment %d's leaf-product table %d is another GEMM's or segment's", q, t);
      }
    }
  }
  if (g->pairs_temp >= v->k->ntemps || g->pairs_temp < -1) lv_fail(v, s, "a GEMM's bf16 pairs temp %d out of range", g->pairs_temp);
  else if (g->pairs_temp >= 0 && v->k->row_split != LOOP_ROW_SPLIT_NO)
    lv_fail(v, s, "a GEMM of a row-split kernel with a bf16 pairs temp (its threads would share it)");
  else if (g->pairs_temp >= 0 && v->k->temps[g->pairs_temp].numel != g->pairs_words * (g->nchild > 1 ? g->nchild : 1))
    lv_fail(v, s, "a GEMM's bf16 pairs temp t%d of %lld words, not %lld per tile index", g->pairs_temp,
            (long long)v->k->temps[g->pairs_temp].numel, (long long)g->pairs_words);
  lv_body(v, &s->body);
  if (g->epilogue) lv_stmt(v, g->epilogue);
}

static void lv_leafc(LVerify *v, const LoopStmt *s) {
  const LoopLeafConst *lc = s->leafc;
  for (int g = 0; g < lc->nsegs && !v->failed; g++) {
    if (lc->child_var[g] < 0) continue;
    if (!var_ok(v, s, lc->child_var[g], "a leaf constant tests")) return;
    if (!v->set[lc->child_var[g]])
      lv_fail(v, s, "a leaf constant tests a child before it is set: '%s' (var %d)", var_name(v, lc->child_var[g]),
              lc->child_var[g]);
    else if (lc->kernel[g] < 0 || lc->kernel[g] >= v->lp->nkernels)
      lv_fail(v, s, "a leaf constant's kernel %d out of range", lc->kernel[g]);
    else if (lc->pack[g] < 0 || lc->pack[g] >= v->lp->npacks || v->lp->packs[lc->pack[g]].prod != s)
      lv_fail(v, s, "a leaf constant's pack %d is not this product's", lc->pack[g]);
  }
}

static void lv_stmt(LVerify *v, const LoopStmt *s) {
  if (v->failed) return;
  switch (s->kind) {
  case LS_FOR:
    lv_expr(v, s, s->lo);
    lv_expr(v, s, s->hi);
    if (v->failed) return;
    if (s->lo->type != LT_I64 || s->hi->type != LT_I64) lv_fail(v, s, "a loop over bounds that are not i64");
    if (var_ok(v, s, s->var, "loops over") && v->k->vars[s->var].type != LT_I64)
      lv_fail(v, s, "a loop variable '%s' that is not i64", var_name(v, s->var));
    lv_def(v, s, s->var);
    if (s->leafc) lv_leafc(v, s);
    lv_body(v, &s->body);
    return;
  case LS_SET:
    lv_expr(v, s, s->value);
    if (v->failed) return;
    if (var_ok(v, s, s->var, "sets") && v->k->vars[s->var].type != s->value->type)
      lv_fail(v, s, "sets '%s' (var %d) to a value of another type", var_name(v, s->var), s->var);
    lv_def(v, s, s->var);
    return;
  case LS_STORE:
    lv_expr(v, s, s->index);
    lv_expr(v, s, s->value);
    if (v->failed) return;
    if (s->array != LA_STATE && s->array != LA_TEMP && s->array != LA_OUT)
      lv_fail(v, s, "a store into a read-only array");
    else lv_array(v, s, s->array, s->id);
    if (s->index->type != LT_I64) lv_fail(v, s, "a store at an index that is not i64");
    if (s->value->type != LT_F32) lv_fail(v, s, "a store of a value that is not f32");
    return;
  case LS_IF:
    lv_expr(v, s, s->value);
    if (!v->failed && s->value->type != LT_BOOL) lv_fail(v, s, "a condition that is not bool");
    lv_body(v, &s->body);
    lv_body(v, &s->els);
    return;
  case LS_DOT:
    if (s->nsegs < 1 || !s->segs) {
      lv_fail(v, s, "a dot product without segments");
      return;
    }
    if (var_ok(v, s, s->kvar, "contracts over") && v->k->vars[s->kvar].type != LT_I64)
      lv_fail(v, s, "a contraction variable that is not i64");
    lv_def(v, s, s->kvar);
    for (int g = 0; g < s->nsegs && !v->failed; g++) {
      if (s->segs[g].len < 1) lv_fail(v, s, "segment %d of length %lld", g, (long long)s->segs[g].len);
      lv_expr(v, s, s->segs[g].a);
      lv_expr(v, s, s->segs[g].b);
      if (!v->failed && (!is_float(s->segs[g].a->type) || !is_float(s->segs[g].b->type)))
        lv_fail(v, s, "segment %d multiplies values that are not floats", g);
    }
    if (!v->failed && var_ok(v, s, s->var, "sets") && !is_float(v->k->vars[s->var].type))
      lv_fail(v, s, "a dot product into '%s', not a float", var_name(v, s->var));
    lv_def(v, s, s->var);
    return;
  case LS_ROW_ERROR:
    lv_expr(v, s, s->value);
    lv_expr(v, s, s->index);
    if (!v->failed && s->instr < 0) lv_fail(v, s, "a row error that names no RA-IR instruction");
    return;
  case LS_RETURN:
    if (v->k->kind != LK_CLASSIFY) lv_fail(v, s, "a return outside classify");
    lv_expr(v, s, s->value);
    return;
  case LS_GEMM: lv_gemm(v, s); return;
  }
  lv_fail(v, s, "a statement of unknown kind %d", (int)s->kind);
}

static void lv_body(LVerify *v, const LoopBody *b) {
  for (int i = 0; i < b->n && !v->failed; i++) {
    if (!b->s[i]) lv_fail(v, NULL, "a missing statement");
    else lv_stmt(v, b->s[i]);
  }
}

static bool lv_kernel(const LoopProgram *lp, const LoopKernel *k, const char *after, CxDiagEngine *diag) {
  LVerify v = {lp, k, after, diag, cx_xcalloc((size_t)(k->nvars ? k->nvars : 1), sizeof(bool)), false};
  switch (k->kind) {
  case LK_BRANCH:
    lv_def(&v, NULL, k->var_start);
    lv_def(&v, NULL, k->var_end);
    if (k->leaf_key_field >= lp->ir->nfields || k->key_field >= lp->ir->nfields)
      lv_fail(&v, NULL, "a key field out of range");
    break;
  case LK_OUTPUT:
    lv_def(&v, NULL, k->var_count);
    if (k->leaf_key_field >= lp->ir->nfields) lv_fail(&v, NULL, "a key field out of range");
    break;
  case LK_CLASSIFY: lv_def(&v, NULL, k->var_arity); break;
  }
  for (int t = 0; t < k->ntemps && !v.failed; t++)
    if ((unsigned)k->temps[t].space > SP_EDGE || k->temps[t].numel < 1)
      lv_fail(&v, NULL, "temp %d of unknown space or no elements", t);
  lv_body(&v, &k->stmts);
  free(v.set);
  return !v.failed;
}

/* The program's records: each pack's and table's kernel exists. */
static bool lv_records(const LoopProgram *lp, const char *after, CxDiagEngine *diag) {
  const char *why = NULL;
  int which = -1;
  for (int i = 0; i < lp->npacks && !why; i++) {
    const LoopPack *pk = &lp->packs[i];
    if (pk->kernel >= lp->nkernels || -1 - pk->kernel >= lp->noutputs + lp->nreadouts) why = "a pack of a kernel that does not exist";
    else if (!pk->gemm && !pk->prod) why = "a pack that is neither a GEMM's panel nor a leaf constant";
    else if (pk->floats < 1) why = "a pack of no floats";
    which = i;
  }
  for (int i = 0; i < lp->nlprods && !why; i++) {
    const LoopLeafProd *t = &lp->lprods[i];
    if (t->kernel < 0 || t->kernel >= lp->nkernels || t->leaf_kernel < 0 || t->leaf_kernel >= lp->nkernels)
      why = "a leaf-product table of a kernel that does not exist";
    else if (!t->gemm || t->key_field < 0 || t->key_field >= lp->ir->nfields || t->key_rows < 1 || t->rows < 1)
      why = "a leaf-product table without its GEMM, key or rows";
    which = i;
  }
  if (!why) return true;
  diag_report(diag, DIAG_ERROR, cx_noloc, "internal compiler error: loop IR verifier%s%s: %s (%d)",
              after ? ": after " : "", after ? after : "", why, which);
  return false;
}

bool loop_verify(const LoopProgram *lp, const char *after, CxDiagEngine *diag) {
  bool ok = lv_records(lp, after, diag);
  for (int i = 0; i < lp->nkernels; i++) ok = lv_kernel(lp, &lp->kernels[i], after, diag) && ok;
  for (int i = 0; i < lp->noutputs; i++) ok = lv_kernel(lp, &lp->outputs[i], after, diag) && ok;
  for (int i = 0; i < lp->nreadouts; i++) ok = lv_kernel(lp, &lp->readouts[i], after, diag) && ok;
  ok = lv_kernel(lp, &lp->classify, after, diag) && ok;
  return ok;
}
