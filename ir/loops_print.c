/* The textual form of the loop IR (`cortex ir MODEL.cx --stage loops`).
 *
 * C-like, one statement a line, loops as `for VAR in LO..HI:` with what
 * they iterate and the schedule's decision as a `//` comment.  Array
 * elements are flat, row-major: `h[c0 * 256 + k]` is element k of the
 * state h of node c0. */
#include "ir/loops.h"

#include <math.h>
#include <string.h>

static const char *const op_names[LO_NUM_OPS] = {
    [LO_ADD] = "+", [LO_SUB] = "-", [LO_MUL] = "*", [LO_DIV] = "/", [LO_MOD] = "%",
    [LO_MAX] = "max", [LO_MIN] = "min", [LO_LT] = "<", [LO_LE] = "<=", [LO_GT] = ">",
    [LO_GE] = ">=", [LO_EQ] = "==", [LO_NE] = "!=", [LO_AND] = "&&", [LO_OR] = "||",
    [LO_NEG] = "-", [LO_NOT] = "!", [LO_SIGMOID] = "sigmoid", [LO_TANH] = "tanh",
    [LO_RELU] = "relu", [LO_EXP] = "exp", [LO_LOG] = "log", [LO_SQRT] = "sqrt",
    [LO_ABS] = "abs", [LO_ISNAN] = "isnan",
};

const char *loop_op_name(LoopOp op) { return op < LO_NUM_OPS ? op_names[op] : "?"; }

static const char *type_name(LoopType t) {
  switch (t) {
  case LT_F32: return "f32";
  case LT_F64: return "f64";
  case LT_I64: return "i64";
  case LT_BOOL: return "bool";
  }
  return "?";
}

static const char *array_name(const LoopProgram *lp, const LoopKernel *k, LoopArray a, int id) {
  const IrProgram *p = lp->ir;
  switch (a) {
  case LA_PARAM: return id >= 0 && id < p->nparams ? p->params[id].name : "param?";
  case LA_STATE:
    if (id >= 0 && id < p->ncomps && p->comp_names && p->comp_names[id]) return p->comp_names[id];
    return "state";
  case LA_TEMP: return id >= 0 && id < k->ntemps ? k->temps[id].name : "t?";
  case LA_VFIELD: return id >= 0 && id < p->nfields ? p->fields[id].name : id >= p->nfields && id < p->nfields + p->nreadouts ? "readout"
                                                                                              : id >= p->nfields && id < p->nfields + lp->nreadouts ? "hoisted" : "field?";
  case LA_OUT: return "out";
  case LA_PACKED: return "panel";
  case LA_CHILDREN: return "children";
  case LA_CHILD_START: return "child_start";
  case LA_IFIELDS: return "ifields";
  case LA_NINTS: return "nints";
  case LA_ROOT_OF: return "root_of";
  case LA_OTHER_START: return "other_start";
  case LA_OTHERS: return "others";
  case LA_NODES: return "nodes";
  case LA_FIELDS: return "fields";
  }
  return "?";
}

static int prec(const LoopExpr *e) {
  if (e->kind != LE_BINARY) return e->kind == LE_UNARY && (e->op == LO_NEG || e->op == LO_NOT) ? 6 : 7;
  switch (e->op) {
  case LO_OR: return 1;
  case LO_AND: return 2;
  case LO_LT: case LO_LE: case LO_GT: case LO_GE: case LO_EQ: case LO_NE: return 3;
  case LO_ADD: case LO_SUB: return 4;
  case LO_MUL: case LO_DIV: case LO_MOD: return 5;
  default: return 7; /* max/min print as calls */
  }
}

static void pexpr(FILE *out, const LoopProgram *lp, const LoopKernel *k, const LoopExpr *e);

static void psub(FILE *out, const LoopProgram *lp, const LoopKernel *k, const LoopExpr *e, int ctx, bool right) {
  int p = prec(e);
  bool paren = p < ctx || (right && p == ctx && p >= 3);
  if (paren) fputc('(', out);
  pexpr(out, lp, k, e);
  if (paren) fputc(')', out);
}

static void pexpr(FILE *out, const LoopProgram *lp, const LoopKernel *k, const LoopExpr *e) {
  switch (e->kind) {
  case LE_CONST:
    if (e->type == LT_I64) fprintf(out, "%lld", (long long)e->i);
    else if (e->type == LT_BOOL) fprintf(out, "%s", e->i ? "true" : "false");
    else if (isinf(e->f)) fprintf(out, "%sinf", e->f < 0 ? "-" : "");
    else fprintf(out, "%.9g%s", e->f, e->type == LT_F64 ? "d" : "");
    break;
  case LE_VAR: fprintf(out, "%s", k->vars[e->var].name); break;
  case LE_LOAD:
    fprintf(out, "%s[", array_name(lp, k, e->array, e->id));
    pexpr(out, lp, k, e->a);
    fputc(']', out);
    break;
  case LE_CAST:
    fprintf(out, "(%s)", type_name(e->type));
    psub(out, lp, k, e->a, 6, false);
    break;
  case LE_UNARY:
    if (e->op == LO_NEG || e->op == LO_NOT) {
      fputs(op_names[e->op], out);
      psub(out, lp, k, e->a, 6, false);
    } else {
      fprintf(out, "%s(", op_names[e->op]);
      pexpr(out, lp, k, e->a);
      fputc(')', out);
    }
    break;
  case LE_BINARY:
    if (e->op == LO_MAX || e->op == LO_MIN) {
      fprintf(out, "%s(", op_names[e->op]);
      pexpr(out, lp, k, e->a);
      fputs(", ", out);
      pexpr(out, lp, k, e->b);
      fputc(')', out);
      break;
    }
    psub(out, lp, k, e->a, prec(e), false);
    fprintf(out, " %s ", op_names[e->op]);
    psub(out, lp, k, e->b, prec(e), true);
    break;
  }
}

void loop_print_expr(FILE *out, const LoopProgram *lp, const LoopKernel *k, const LoopExpr *e) {
  pexpr(out, lp, k, e);
}

static const char *role_name(LoopRole r) {
  switch (r) {
  case LR_NODES: return "nodes";
  case LR_CHILDREN: return "children";
  case LR_ROWS: return "rows";
  case LR_COLS: return "columns";
  case LR_ELEMS: return "elements";
  case LR_LEVELS: return "levels";
  }
  return "?";
}

static void indent(FILE *out, int d) {
  for (int i = 0; i < d; i++) fputs("  ", out);
}

static void pbody(FILE *out, const LoopProgram *lp, const LoopKernel *k, const LoopBody *b, int d);

static void pstmt(FILE *out, const LoopProgram *lp, const LoopKernel *k, const LoopStmt *s, int d) {
  indent(out, d);
  switch (s->kind) {
  case LS_FOR:
    fprintf(out, "for %s in ", k->vars[s->var].name);
    loop_print_expr(out, lp, k, s->lo);
    fputs("..", out);
    loop_print_expr(out, lp, k, s->hi);
    fprintf(out, ":    // %s", role_name(s->role));
    if (s->note) fprintf(out, "; %s", s->note);
    fputc('\n', out);
    for (int g = 0; s->leafc && g < s->leafc->nsegs; g++) {
      const LoopLeafConst *lc = s->leafc;
      if (lc->pack[g] < 0) continue;
      const LoopPack *pk = &lp->packs[lc->pack[g]];
      indent(out, d + 1);
      fprintf(out, "// segment %d, when %s is a node of %s (level 0): pack%d = the product with ", g,
              k->vars[lc->child_var[g]].name, lp->kernels[lc->kernel[g]].name, lc->pack[g]);
      loop_print_expr(out, lp, k, pk->operand);
      fputs(", computed when the params are bound\n", out);
    }
    pbody(out, lp, k, &s->body, d + 1);
    return;
  case LS_SET:
    fprintf(out, "%s = ", k->vars[s->var].name);
    loop_print_expr(out, lp, k, s->value);
    break;
  case LS_STORE:
    fprintf(out, "%s[", array_name(lp, k, s->array, s->id));
    loop_print_expr(out, lp, k, s->index);
    fputs("] = ", out);
    loop_print_expr(out, lp, k, s->value);
    break;
  case LS_IF:
    fputs("if ", out);
    loop_print_expr(out, lp, k, s->value);
    fputc(':', out);
    if (s->note) fprintf(out, "    // %s", s->note);
    fputc('\n', out);
    pbody(out, lp, k, &s->body, d + 1);
    if (s->els.n) {
      indent(out, d);
      fputs("else:\n", out);
      pbody(out, lp, k, &s->els, d + 1);
    }
    return;
  case LS_DOT:
    fprintf(out, "%s = sum(%s in ", k->vars[s->var].name, k->vars[s->kvar].name);
    for (int g = 0; g < s->nsegs; g++) {
      if (g) fprintf(out, " + sum(%s in ", k->vars[s->kvar].name);
      fprintf(out, "0..%lld) ", (long long)s->segs[g].len);
      loop_print_expr(out, lp, k, s->segs[g].a);
      fputs(" * ", out);
      loop_print_expr(out, lp, k, s->segs[g].b);
    }
    fprintf(out, "    // %d %s partial sum%s", s->lanes, s->acc == LT_F64 ? "double" : "float", s->lanes == 1 ? "" : "s");
    break;
  case LS_ROW_ERROR: {
    /* a row index out of range, or a zero divisor (ir/sched_gen.c) */
    IrOp op = s->instr >= 0 && s->instr < k->body.n ? k->body.instrs[s->instr].op : IR_ROW;
    bool div = op == IR_IDIV || op == IR_IMOD;
    fprintf(out, "%s(%%%d, node ", div ? "zero_divisor_error" : "row_error", s->instr);
    loop_print_expr(out, lp, k, s->index);
    if (!div) {
      fputs(", index ", out);
      loop_print_expr(out, lp, k, s->value);
    }
    fputc(')', out);
    break;
  }
  case LS_RETURN:
    fputs("return ", out);
    loop_print_expr(out, lp, k, s->value);
    break;
  case LS_GEMM: {
    const LoopGemm *g = s->gemm;
    int64_t rows = 0;
    for (int m = 0; m < (g->nchild ? 1 : s->body.n); m++) rows += s->body.s[m]->hi->i;
    fprintf(out, "gemm panel%d[%lld, %lld]:    // %s; tiles of %d nodes x %d rows, float FMAs along the rows%s\n",
            g->pack, (long long)rows, (long long)g->ktot, s->note ? s->note : "packed", g->nodes, g->rows,
            g->sweep ? "; the panel walked backward on odd levels" : "");
    if (g->sync_before) {
      indent(out, d + 1);
      fprintf(out, "// row split: the threads meet before it (it reads what the GEMMs before it stored)\n");
    }
    if (g->pairs_temp >= 0) {
      indent(out, d + 1);
      fprintf(out, "// bf16 dot products: each operand rounded to bf16 pairs once, at the first row block, into %s\n",
              k->temps[g->pairs_temp].name);
    }
    const LoopStmt *n0 = s->body.s[0]->body.s[0]; /* member 0's node loop: LETS; dot; store */
    for (int q = 0; g->lprod && q < n0->body.s[n0->body.n - 2]->nsegs; q++) {
      if (g->lprod[q] < 0) continue;
      const LoopLeafProd *t = &lp->lprods[g->lprod[q]];
      indent(out, d + 1);
      fprintf(out,
              "// segment %d (k %lld..): leaf-product table %d: for child %d in %s's level-0 group, its sums by "
              "%s (each segment its own sum, added in order)\n",
              q, (long long)t->koff, g->lprod[q], t->child, lp->kernels[t->leaf_kernel].name,
              lp->ir->fields[t->key_field].name);
    }
    for (int m = 0; m < s->body.n; m++) {
      indent(out, d + 1);
      fprintf(out, "// panel rows %lld..%lld:\n", (long long)g->row_off[m],
              (long long)(g->row_off[m] + s->body.s[m]->hi->i));
      pstmt(out, lp, k, s->body.s[m], d + 1);
    }
    if (g->epilogue) {
      indent(out, d + 1);
      fprintf(out, "// epilogue, after each row block of every member: j over the block's %d rows\n", g->rows);
      pstmt(out, lp, k, g->epilogue, d + 1);
    }
    return;
  }
  }
  if (s->instr >= 0 && s->kind != LS_ROW_ERROR && s->kind != LS_DOT) fprintf(out, "    // %%%d", s->instr);
  fputc('\n', out);
}

static void pbody(FILE *out, const LoopProgram *lp, const LoopKernel *k, const LoopBody *b, int d) {
  for (int i = 0; i < b->n; i++) pstmt(out, lp, k, b->s[i], d);
}

static const char *space_name(LoopSpace s) { return s == SP_INV ? "1" : s == SP_NODE ? "nodes" : "edges"; }

void loop_print_kernel(FILE *out, const LoopProgram *lp, const LoopKernel *k) {
  const IrProgram *p = lp->ir;
  switch (k->kind) {
  case LK_CLASSIFY:
    fprintf(out, "kernel classify(arity, fields) -> kernel:\n");
    break;
  case LK_BRANCH: {
    const IrBranch *br = &p->branches[k->source];
    fprintf(out, "kernel %s(nodes [start, end)):    // branch %d '%s'", k->name, k->source, br->label);
    bool rev = lp->phase_reversed && lp->phase_reversed[k->phase];
    bool one = lp->phase_one_level && lp->phase_one_level[k->phase];
    if (lp->nphases > 1)
      fprintf(out, ", phase %d (%s, %s)", k->phase, p->fusion->phase_name[k->phase],
              rev   ? "top-down: levels by depth, over the reversed structure, parents read as children"
              : one ? "local: one level"
                    : "bottom-up: levels by height");
    if (k->variant == LV_LEAF && rev) fprintf(out, ", specialized for roots (reductions over no parents are 0)");
    else if (k->variant == LV_LEAF) fprintf(out, ", specialized for leaves (reductions over no children are 0)");
    if (k->variant == LV_INTERNAL) fprintf(out, rev ? ", nodes with parents" : ", nodes with children");
    if (k->leaf_key_field >= 0)
      fprintf(out, ", leaf table: keyed by field '%s', %lld rows", p->fields[k->leaf_key_field].name,
              (long long)k->leaf_key_rows);
    if (k->row_split == LOOP_ROW_SPLIT_YES) fprintf(out, "; row split: threads take row blocks of its GEMMs");
    else if (k->row_split) fprintf(out, "; row split only when forced (panels under 256 KB: less work than a hand-off)");
    else fprintf(out, "; no row split (%s)", k->row_split_refusal);
    fputc('\n', out);
    break;
  }
  case LK_OUTPUT:
    if (k->readout >= p->nreadouts) {
      int h = k->readout - p->nreadouts;
      fprintf(out, "kernel %s(nodes[0..count)) -> out[count, %lld]:    // hoisted product h%d of %s, by node id",
              k->name, (long long)k->out_numel, h, lp->kernels[lp->hoist_kernel[h]].name);
      if (k->leaf_key_field >= 0)
        fprintf(out, "; hoist table: keyed by field '%s', %lld rows", p->fields[k->leaf_key_field].name,
                (long long)k->leaf_key_rows);
      fputc('\n', out);
      break;
    }
    if (k->readout >= 0) {
      fprintf(out, "kernel %s(nodes[0..count)) -> out[count, %lld]:    // readout r%d's element, for output %s\n",
              k->name, (long long)k->out_numel, k->readout, p->readouts[k->readout].output);
      break;
    }
    fprintf(out, "kernel %s(nodes[0..count)) -> out[count, %lld]:    // output %s%s\n", k->name,
            (long long)k->out_numel, p->outputs[k->source].name, k->int_result ? " (int)" : "");
    break;
  }
  if (k->note) fprintf(out, "  // %s\n", k->note);
  if (k->ntemps) {
    fprintf(out, "  temps:");
    for (int t = 0; t < k->ntemps; t++)
      fprintf(out, "%s %s[%s, %lld] (%%%d)", t ? "," : "", k->temps[t].name, space_name(k->temps[t].space),
              (long long)k->temps[t].numel, k->temps[t].instr);
    fputc('\n', out);
  }
  pbody(out, lp, k, &k->stmts, 1);
}

void loop_print(FILE *out, const LoopProgram *lp) {
  const IrProgram *p = lp->ir;
  const LoopOptions *o = &lp->opt;
  /* the level kernels, then what runs beside them */
  fprintf(out, "loops %s: %d kernel%s", p->model_name, lp->nkernels, lp->nkernels == 1 ? "" : "s");
  if (p->nreadouts > 0) fprintf(out, ", %d readout%s", p->nreadouts, p->nreadouts == 1 ? "" : "s");
  if (lp->nhoists > 0) fprintf(out, ", %d hoisted product%s", lp->nhoists, lp->nhoists == 1 ? "" : "s");
  fprintf(out, ", %d output%s\n", lp->noutputs, lp->noutputs == 1 ? "" : "s");
  fprintf(out, "options: leaf_split=%d fuse_elementwise=%d batch_matmul=%d merge_matmul_sum=%d dot_lanes=%d "
               "dot_double=%d state_home=%d vec_dot=%d gemm_kernel=%d vec_hsum_double=%d dot_comp=%d "
               "gemm_pack=%d gemm_fuse=%d gemm_sweep=%d gemm_epilogue=%d gemm_nodes=%d gemm_rows=%d vec_math=%d sum_matmul=%d col_vec=%d flat_edges=%d leaf_const=%d leaf_prod=%d hoist=%d elem_interchange=%d quad_form=%d\n",
          o->leaf_split, o->fuse_elementwise, o->batch_matmul, o->merge_matmul_sum, o->dot_lanes, o->dot_double,
          o->state_home, o->vec_dot, o->gemm_kernel, o->vec_hsum_double, o->dot_comp, o->gemm_pack, o->gemm_fuse,
          o->gemm_sweep, o->gemm_epilogue, o->gemm_nodes, o->gemm_rows, o->vec_math, o->sum_matmul, o->col_vec, o->flat_edges, o->leaf_const, o->leaf_prod, o->hoist, o->elem_interchange, o->quad_form);
  /* off by default: the line of every other program stays as it was */
  if (o->gemm_bf16) fprintf(out, "options: gemm_bf16=1 gemm_bf16_dot=%d gemm_pairs_once=%d\n", o->gemm_bf16_dot, o->gemm_pairs_once);
  if (o->vec_math_float) fprintf(out, "options: vec_math_float=1\n");
  if (!o->vec_elems) fprintf(out, "options: vec_elems=0\n"); /* on by default */
  fputc('\n', out);
  loop_print_kernel(out, lp, &lp->classify);
  fputc('\n', out);
  fprintf(out, "run(batch):\n");
  for (int ph = 0; ph < lp->nphases; ph++) {
    const char *ind = lp->nphases > 1 ? "  " : "";
    bool rev = lp->phase_reversed && lp->phase_reversed[ph];
    if (lp->nphases > 1)
      fprintf(out, "  phase %d (%s): linearize the batch%s%s\n", ph, p->fusion->phase_name[ph],
              rev                                                ? " with its edges reversed (parents as children, levels by depth)"
              : lp->phase_one_level && lp->phase_one_level[ph] ? " (one level)"
                                                                 : " (levels by height)",
              ph > 0 ? "; gather the states into its node numbering" : "");
    for (int h = 0; h < lp->nhoists; h++)
      if (lp->kernels[lp->hoist_kernel[h]].phase == ph)
        fprintf(out, "%s  %s(every node of %s); h%d = its rows by node id\n", ind, lp->readouts[p->nreadouts + h].name,
                lp->kernels[lp->hoist_kernel[h]].name, h);
    if (lp->one_level)
      fprintf(out, "%s  for level in 0..1:    // one level: every pass is local and reads no other node's state\n", ind);
    else if (lp->phase_one_level && lp->phase_one_level[ph])
      fprintf(out, "%s  for level in 0..1:    // one level: its passes are local and read other nodes' states of earlier phases only\n", ind);
    else
      fprintf(out, "%s  for level in 0..nlevels:    // levels; every child is in an earlier level\n", ind);
    for (int b = 0; b < lp->nkernels; b++)
      if (lp->kernels[b].phase == ph)
        fprintf(out, "%s    %s(group (level, %d))    // if not empty\n", ind, lp->kernels[b].name, b);
  }
  if (lp->nphases > 1 && lp->phase_reversed[lp->nphases - 1])
    fprintf(out, "  gather the states into the numbering of the structure as it is\n");
  static const char *const red_names[] = {"sum", "max", "mean"};
  for (int r = 0; r < p->nreadouts; r++)
    fprintf(out, "  %s(every node); r%d = %s of its rows per structure, in node order, %s\n",
            lp->readouts[r].name, r, red_names[lp->readout_red[r]],
            lp->readout_roots_only[r] ? "at its root (only structure-level outputs read it)"
                                      : "for every node of it");
  for (int o2 = 0; o2 < lp->noutputs; o2++)
    fprintf(out, "  %s(%s)\n", lp->outputs[o2].name,
            p->outputs[o2].per_node ? "every node, in node order" : "the roots");
  for (int b = 0; b < lp->nkernels; b++) {
    fputc('\n', out);
    loop_print_kernel(out, lp, &lp->kernels[b]);
  }
  for (int r = 0; r < lp->nreadouts; r++) {
    fputc('\n', out);
    loop_print_kernel(out, lp, &lp->readouts[r]);
  }
  for (int o2 = 0; o2 < lp->noutputs; o2++) {
    fputc('\n', out);
    loop_print_kernel(out, lp, &lp->outputs[o2]);
  }
}
