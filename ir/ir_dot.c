/* The RA-IR as a Graphviz digraph (`cortex ir --stage ra --dot`).
 *
 * Layout: data flows top to bottom.  Each branch of the rec is a cluster
 * holding its guard (a dashed cluster of int/bool instructions, the value
 * that decides in bold) and its body; the body's per-child instructions
 * (computed once per child of the node) sit in their own shaded, dashed
 * cluster and have dashed borders, so what runs in the per-child loop is
 * visible at a glance.  Each output is a cluster of its own.  Node colours
 * tell the kind of instruction: params (yellow), reads of the structure
 * (fields, arity, children's states: green), constants (grey), products
 * (blue), reductions (red).  Edges go from an operand to its user; the
 * operands of an order-sensitive op (matmul, sub, concat, ...) are
 * numbered.
 *
 * Every node is declared inside its cluster before any edge is written,
 * and edges are written at the top level: in DOT a node belongs to every
 * subgraph that mentions it, edges included. */
#include "ir/ir_dot.h"

#include <string.h>

/* A DOT string body: quotes and backslashes escaped, control characters
 * replaced (names come from the model, so they are tame, but a label must
 * never break the file). */
static void esc(FILE *out, const char *s) {
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') {
      fputc('\\', out);
      fputc(c, out);
    } else if (c < 0x20 || c == 0x7f) {
      fputc('?', out);
    } else {
      fputc(c, out);
    }
  }
}

static const char *node_ref(IrNodeRef r, int child, char *buf, size_t size) {
  switch (r) {
  case NODE_SELF: return "n";
  case NODE_CHILD: snprintf(buf, size, "child[%d]", child); return buf;
  case NODE_RED: return "k";
  case NODE_PARENT: return "parent";
  case NODE_ROOT: return "root";
  }
  return "?";
}

/* "op detail", as `--stage ra` prints it without the operands. */
static void op_text(const IrProgram *p, const IrInstr *in, char *buf, size_t size) {
  char nb[32];
  const char *op = ir_op_names[in->op];
  switch (in->op) {
  case IR_PARAM: snprintf(buf, size, "%s %s", op, p->params[in->a.param].name); break;
  case IR_FILL: snprintf(buf, size, "%s %.6g", op, in->a.fval); break;
  case IR_ICONST: snprintf(buf, size, "%s %lld", op, (long long)in->a.ival); break;
  case IR_FIELD:
    snprintf(buf, size, "%s %s.%s", op, node_ref(in->a.node, in->a.child, nb, sizeof nb), p->fields[in->a.field].name);
    break;
  case IR_ARITY: case IR_NPARENTS: case IR_INDEX: case IR_DEPTH: case IR_HEIGHT:
    snprintf(buf, size, "%s %s", op, node_ref(in->a.node, in->a.child, nb, sizeof nb));
    break;
  case IR_STATE: {
    const IrPass *ps = in->a.rec >= 0 && in->a.rec < p->npasses ? &p->passes[in->a.rec] : NULL;
    const char *cn = ps && ps->comp_names ? ps->comp_names[in->a.comp] : NULL;
    if (p->npasses > 1 && ps)
      snprintf(buf, size, "%s %s(%s)%s%s", op, ps->name, node_ref(in->a.node, in->a.child, nb, sizeof nb), cn ? "." : "",
               cn ? cn : "");
    else
      snprintf(buf, size, "%s %s%s%s", op, node_ref(in->a.node, in->a.child, nb, sizeof nb), cn ? "." : "", cn ? cn : "");
    break;
  }
  case IR_READOUT: snprintf(buf, size, "%s r%lld", op, (long long)in->a.ival); break;
  case IR_ICMP: snprintf(buf, size, "%s %s", op, ast_op_spelling((AstOp)in->a.cmp)); break;
  case IR_SLICE: snprintf(buf, size, "%s [%lld:%lld]", op, (long long)in->a.lo, (long long)in->a.hi); break;
  case IR_REDUCE: snprintf(buf, size, "%s %s", op, ast_reduce_name(in->a.red)); break;
  default: snprintf(buf, size, "%s", op); break;
  }
}

static const char *fill_of(IrOp op) {
  switch (op) {
  case IR_PARAM: return "#fff2cc";
  case IR_FIELD: case IR_ARITY: case IR_STATE: return "#d9ead3";
  case IR_FILL: case IR_ICONST: return "#eeeeee";
  case IR_MATMUL: case IR_DOT: return "#cfe2f3";
  case IR_REDUCE: return "#f4cccc";
  default: return "#ffffff";
  }
}

static bool is_leaf(IrOp op) {
  return op == IR_PARAM || op == IR_FILL || op == IR_ICONST || op == IR_FIELD || op == IR_ARITY ||
         op == IR_STATE;
}

/* Ops whose operands are not interchangeable: their edges are numbered. */
static bool ordered(IrOp op) {
  switch (op) {
  case IR_SUB: case IR_DIV: case IR_MATMUL: case IR_CONCAT: case IR_ROW:
  case IR_ISUB: case IR_IDIV: case IR_IMOD: case IR_ICMP:
    return true;
  default:
    return false;
  }
}

static void instr_node(FILE *out, const IrProgram *p, const char *prefix, const IrInstr *in, int idx, bool decisive) {
  char ob[256], tb[64];
  op_text(p, in, ob, sizeof ob);
  fprintf(out, "    %s%d [label=\"%%%d ", prefix, idx, idx);
  esc(out, ob);
  fprintf(out, "\\n%s%s", in->per_child ? "per child: " : "", ir_type_str(&in->type, tb, sizeof tb));
  if (in->name) {
    fputs("\\nlet ", out);
    esc(out, in->name);
  }
  fprintf(out, "\", shape=%s, style=\"filled%s%s\", fillcolor=\"%s\"", is_leaf(in->op) ? "ellipse" : "box",
          is_leaf(in->op) ? "" : ",rounded", in->per_child ? ",dashed" : "", fill_of(in->op));
  if (decisive) fputs(", penwidth=2.5", out);
  if (in->loc.file_id >= 0 && in->loc.first_line > 0) {
    fputs(", tooltip=\"", out);
    if (p->src && in->loc.file_id != p->main_file_id) {
      const char *path = src_path(p->src, in->loc.file_id), *slash = strrchr(path, '/');
      esc(out, slash ? slash + 1 : path);
      fputc(':', out);
    } else if (p->model_file) {
      const char *slash = strrchr(p->model_file, '/');
      esc(out, slash ? slash + 1 : p->model_file);
      fputc(':', out);
    }
    fprintf(out, "%d:%d\"", in->loc.first_line, in->loc.first_column);
  }
  fputs("];\n", out);
}

/* The nodes of a block; per-child instructions in a nested cluster. */
static void block_nodes(FILE *out, const IrProgram *p, const char *prefix, const IrBlock *b, int decisive) {
  bool any_child = false;
  for (int i = 0; i < b->n; i++) {
    if (b->instrs[i].per_child) any_child = true;
    else instr_node(out, p, prefix, &b->instrs[i], i, i == decisive);
  }
  if (!any_child) return;
  fprintf(out, "    subgraph cluster_%sk {\n", prefix);
  fputs("    label=\"per child k (once for every child of the node)\"; style=\"filled,dashed\"; "
        "fillcolor=\"#f1ecfb\"; color=\"#8e7cc3\";\n",
        out);
  for (int i = 0; i < b->n; i++)
    if (b->instrs[i].per_child) instr_node(out, p, prefix, &b->instrs[i], i, i == decisive);
  fputs("    }\n", out);
}

static void block_edges(FILE *out, const char *prefix, const IrBlock *b) {
  for (int i = 0; i < b->n; i++) {
    const IrInstr *in = &b->instrs[i];
    for (int a = 0; a < in->nargs; a++) {
      fprintf(out, "  %s%d -> %s%d", prefix, in->args[a], prefix, i);
      if (ordered(in->op) && in->nargs > 1) fprintf(out, " [headlabel=\"%d\"]", a);
      if (b->instrs[in->args[a]].per_child && !in->per_child) fputs(" [style=bold, color=\"#8e7cc3\"]", out);
      fputs(";\n", out);
    }
  }
}

/* One pass's branches as clusters; ids start with pre ("b" for a v1
 * program, as before v2; "p0b" ... with several passes). */
static void pass_clusters(FILE *out, const IrProgram *p, const IrPass *ps, const char *pre) {
  char pb[48];
  for (int bi = 0; bi < ps->nbranches; bi++) {
    const IrBranch *br = &ps->branches[bi];
    fprintf(out, "  subgraph cluster_%s%d {\n", pre, bi);
    fprintf(out, "    label=\"branch %d: ", bi);
    esc(out, br->label ? br->label : "?");
    fputs(br->guard_value < 0 ? " (always)\"" : "\"", out);
    fputs("; style=rounded; color=\"#444444\";\n", out);
    if (br->guard.n) {
      snprintf(pb, sizeof pb, "%s%dg", pre, bi);
      fprintf(out, "    subgraph cluster_%s%dguard {\n", pre, bi);
      fputs("    label=\"guard (bold: the decision)\"; style=dashed; color=\"#999999\";\n", out);
      block_nodes(out, p, pb, &br->guard, br->guard_value);
      fputs("    }\n", out);
    }
    snprintf(pb, sizeof pb, "%s%di", pre, bi);
    block_nodes(out, p, pb, &br->body, -1);
    fprintf(out, "    %s%dret [label=\"return ", pre, bi);
    esc(out, ps->name ? ps->name : "state");
    fputs("(n)\", shape=house, style=\"filled,bold\", fillcolor=\"#ead1dc\"];\n", out);
    fputs("  }\n", out);
  }
}

static void pass_edges(FILE *out, const IrPass *ps, const char *pre) {
  char pb[48];
  for (int bi = 0; bi < ps->nbranches; bi++) {
    const IrBranch *br = &ps->branches[bi];
    snprintf(pb, sizeof pb, "%s%dg", pre, bi);
    block_edges(out, pb, &br->guard);
    snprintf(pb, sizeof pb, "%s%di", pre, bi);
    block_edges(out, pb, &br->body);
    for (int c = 0; c < ps->ncomps; c++) {
      if (!br->results || br->results[c] < 0 || br->results[c] >= br->body.n) continue;
      fprintf(out, "  %s%di%d -> %s%dret", pre, bi, br->results[c], pre, bi);
      if (ps->comp_names && ps->comp_names[c]) {
        fputs(" [label=\"", out);
        esc(out, ps->comp_names[c]);
        fputs("\"]", out);
      }
      fputs(";\n", out);
    }
  }
}

void ir_print_dot(FILE *out, const IrProgram *p) {
  char pb[48], tb[64];
  bool several = p->npasses > 1;
  fputs("digraph \"", out);
  esc(out, p->model_name ? p->model_name : "model");
  fputs(" RA-IR\" {\n", out);
  fputs("  graph [fontname=\"Helvetica\", fontsize=12, labelloc=t, newrank=true, label=\"model ", out);
  esc(out, p->model_name ? p->model_name : "?");
  if (several) {
    fprintf(out, ": the recursive IR of %d passes, in order:", p->npasses);
    for (int k = 0; k < p->npasses; k++)
      fprintf(out, "%s %s (%s)", k ? "," : "", p->passes[k].name, ir_dir_name(p->passes[k].dir));
    fputs("; a node runs the first branch whose guard holds\"];\n", out);
  } else {
    fprintf(out, ": the recursive IR of rec %s, %d branch%s (a node runs the first whose guard holds)\"];\n",
            p->rec_name ? p->rec_name : "?", p->nbranches, p->nbranches == 1 ? "" : "es");
  }
  fputs("  node [fontname=\"Helvetica\", fontsize=10];\n"
        "  edge [arrowsize=0.6, fontsize=8, fontname=\"Helvetica\"];\n",
        out);

  for (int k = 0; k < p->npasses; k++) {
    char pre[16];
    if (several) snprintf(pre, sizeof pre, "p%db", k);
    else snprintf(pre, sizeof pre, "b");
    if (several) {
      fprintf(out, "  subgraph cluster_pass%d {\n    label=\"pass %d: rec ", k, k);
      esc(out, p->passes[k].name);
      fprintf(out, " (%s)\"; style=bold; color=\"#674ea7\";\n", ir_dir_text(p->passes[k].dir));
    }
    pass_clusters(out, p, &p->passes[k], pre);
    if (several) fputs("  }\n", out);
  }
  for (int ri = 0; ri < p->nreadouts; ri++) {
    const IrReadout *r = &p->readouts[ri];
    fprintf(out, "  subgraph cluster_r%d {\n    label=\"readout r%d: once per structure (for ", ri, ri);
    esc(out, r->output ? r->output : "?");
    fputs(")\"; style=rounded; color=\"#6aa84f\";\n", out);
    snprintf(pb, sizeof pb, "r%di", ri);
    block_nodes(out, p, pb, &r->body, -1);
    fprintf(out, "    r%dret [label=\"r%d\", shape=house, style=\"filled,bold\", fillcolor=\"#d9ead3\"];\n", ri, ri);
    fputs("  }\n", out);
  }
  for (int oi = 0; oi < p->noutputs; oi++) {
    const IrOutput *o = &p->outputs[oi];
    fprintf(out, "  subgraph cluster_o%d {\n    label=\"output ", oi);
    esc(out, o->name ? o->name : "?");
    fputs(o->per_node ? "(n): every node\"" : ": the root\"", out);
    fputs("; style=rounded; color=\"#3d85c6\";\n", out);
    snprintf(pb, sizeof pb, "o%di", oi);
    block_nodes(out, p, pb, &o->body, -1);
    fprintf(out, "    o%dret [label=\"", oi);
    esc(out, o->name ? o->name : "?");
    if (o->result >= 0 && o->result < o->body.n)
      fprintf(out, "\\n%s", ir_type_str(&o->body.instrs[o->result].type, tb, sizeof tb));
    fputs("\", shape=house, style=\"filled,bold\", fillcolor=\"#cfe2f3\"];\n", out);
    fputs("  }\n", out);
  }

  /* Edges, at the top level (see the header comment). */
  for (int k = 0; k < p->npasses; k++) {
    char pre[16];
    if (several) snprintf(pre, sizeof pre, "p%db", k);
    else snprintf(pre, sizeof pre, "b");
    pass_edges(out, &p->passes[k], pre);
  }
  for (int ri = 0; ri < p->nreadouts; ri++) {
    const IrReadout *r = &p->readouts[ri];
    snprintf(pb, sizeof pb, "r%di", ri);
    block_edges(out, pb, &r->body);
    if (r->result >= 0 && r->result < r->body.n) fprintf(out, "  r%di%d -> r%dret;\n", ri, r->result, ri);
  }
  for (int oi = 0; oi < p->noutputs; oi++) {
    const IrOutput *o = &p->outputs[oi];
    snprintf(pb, sizeof pb, "o%di", oi);
    block_edges(out, pb, &o->body);
    if (o->result >= 0 && o->result < o->body.n) fprintf(out, "  o%di%d -> o%dret;\n", oi, o->result, oi);
  }
  fputs("}\n", out);
}
