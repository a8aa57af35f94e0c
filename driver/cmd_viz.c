/* cortex viz MODEL.cx --data FILE --index K [-o OUT.dot|.svg|.png|.pdf]:
 * one input structure as a Graphviz graph, showing how the compiled code
 * sees it.
 *
 * Nodes are the structure's nodes (node index, token, the model's int
 * fields), edges go from parent to child in child order.  The fill colour
 * is the node's height level, the shape (and border) the branch of the
 * rec it runs, and "#ID @Ln" its id in the linearized batch and its
 * level: exactly what cxrt_linearize gives the compiled code for a batch
 * of this one structure (levels in order, leaves first; within a level,
 * one contiguous group per branch).  Nodes of a level share a rank, so
 * the picture reads bottom-up in the order the code computes it.
 *
 * A language v2 program is drawn once per pass, a cluster each, with
 * that pass's levels (bottom-up: height; top-down: depth; local: one)
 * and branches, which the reference interpreter decides (v2 guards read
 * root(n), n.depth, n.index, ...): it runs the structure once with zero
 * weights.
 *
 * The DOT text is written to standard output, to OUT.dot (or .gv), or
 * piped through Graphviz's `dot -Tsvg|-Tpng|-Tpdf` into OUT; files are
 * written through a temporary file and renamed into place when complete. */
#include "driver/driver.h"
#include "stdlib/runopts.h"

#include "backend/backend.h"

#include <errno.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

typedef struct VizOptions {
  FrontOptions fo;
  const char *data, *vocab, *unk, *output;
  CxrtDataFormat data_format;
  int64_t index;
} VizOptions;

static void viz_usage(FILE *out) {
  fprintf(out,
          "Usage: cortex viz MODEL.cx --data FILE [--index K] [-o OUT.dot|.svg|.png|.pdf] [OPTIONS]\n"
          "\n"
          "Draws structure K of FILE as a Graphviz graph: each node with its index, token\n"
          "and int fields; colour = height level, shape = the branch of the rec it runs;\n"
          "\"#ID @Ln\" = its position in the order the compiled code computes the nodes\n"
          "(level by level, leaves first, grouped by branch).  A model of several recs\n"
          "(language v2) is drawn once per pass: bottom-up by height, top-down by depth,\n"
          "local as one level.  No weights are needed.\n"
          "\n"
          "Options:\n"
          "  --data FILE          the structures: PTB/SST trees, CoNLL-U, graph format or sequences\n"
          "  --data-format F      ptb, conllu, graph or seq (default: from the extension or content)\n"
          "  --vocab FILE         vocabulary, one token a line (default: built from the data)\n"
          "  --unk TOKEN          map unknown words to TOKEN (must be in the vocabulary)\n"
          "  --index K            the structure to draw, from 0 (default 0)\n"
          "  -o, --output OUT     write to OUT: .dot or .gv (DOT text), .svg, .png or .pdf\n"
          "                       (rendered with Graphviz's dot); default: DOT on standard output\n"
          "  --weights FILE, --seed N\n"
          "                       accepted and ignored, so a `cortex run` line works unchanged\n");
  front_usage(out);
}

static int parse_i64(const char *s, int64_t *out) {
  char *end;
  errno = 0;
  long long v = strtoll(s, &end, 10);
  if (errno || end == s || *end || v < 0) return -1;
  *out = v;
  return 0;
}

static int parse_viz_args(VizOptions *o, int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      viz_usage(stdout);
      return 1;
    }
    int r = front_option(&o->fo, "viz", argc, argv, &i);
    if (r < 0) return -1;
    if (r) continue;
    static const char *const with_arg[] = {"--data", "--data-format", "--vocab", "--unk", "--index",
                                           "--output", "-o", "--weights", "--seed", NULL};
    const char *val = NULL, *name = NULL;
    int m = driver_option_value("viz", with_arg, argc, argv, &i, &name, &val);
    if (m < 0) return -1;
    if (m == 0) {
      if (driver_model_argument("viz", &o->fo, a, viz_usage)) return -1;
      continue;
    }
    if (strcmp(name, "--data") == 0) o->data = val;
    else if (strcmp(name, "--vocab") == 0) o->vocab = val;
    else if (strcmp(name, "--unk") == 0) o->unk = val;
    else if (strcmp(name, "--output") == 0 || strcmp(name, "-o") == 0) o->output = val;
    else if (strcmp(name, "--data-format") == 0) {
      if (cxrt_format_parse(val, &o->data_format)) {
        usage_error("viz", "unknown data format '%s' (expected ptb, conllu, graph or seq)", val);
        return -1;
      }
    } else if (strcmp(name, "--index") == 0) {
      if (parse_i64(val, &o->index) || o->index > INT32_MAX) {
        usage_error("viz", "--index expects a structure number (0, 1, ...), not '%s'", val);
        return -1;
      }
    }
    /* --weights and --seed: accepted and ignored. */
  }
  if (!o->fo.model) {
    usage_error("viz", "no model given (e.g. cortex viz examples/treelstm.cx --data FILE --index 0)");
    return -1;
  }
  if (!o->data) {
    usage_error("viz", "no data given: pass --data FILE");
    return -1;
  }
  if (o->unk && !o->vocab) {
    usage_error("viz", "%s", CXRT_UNK_NEEDS_VOCAB);
    return -1;
  }
  if (driver_output_not_input("viz", o->output, "the model", o->fo.model) ||
      driver_output_not_input("viz", o->output, "--data", o->data) ||
      driver_output_not_input("viz", o->output, "--vocab", o->vocab))
    return -1;
  return 0;
}

/* ---- what to write ---------------------------------------------------- */

/* The -T format for OUT's extension, "" for DOT text, NULL if unknown. */
static const char *render_format(const char *path) {
  const char *slash = strrchr(path, '/'), *dot = strrchr(path, '.');
  if (!dot || (slash && dot < slash)) return NULL;
  if (strcmp(dot, ".dot") == 0 || strcmp(dot, ".gv") == 0) return "";
  if (strcmp(dot, ".svg") == 0) return "svg";
  if (strcmp(dot, ".png") == 0) return "png";
  if (strcmp(dot, ".pdf") == 0) return "pdf";
  return NULL;
}

/* Graphviz's dot in PATH, into buf; NULL if not found. */
static const char *find_dot(char *buf, size_t size) {
  const char *path = getenv("PATH");
  if (!path || !*path) path = "/usr/local/bin:/usr/bin:/bin";
  while (*path) {
    const char *colon = strchr(path, ':');
    size_t len = colon ? (size_t)(colon - path) : strlen(path);
    if (len == 0) snprintf(buf, size, "./dot");
    else snprintf(buf, size, "%.*s/dot", (int)len, path);
    struct stat st;
    if (stat(buf, &st) == 0 && S_ISREG(st.st_mode) && access(buf, X_OK) == 0) return buf;
    path += len;
    if (*path == ':') path++;
  }
  return NULL;
}

/* Pipes text through `dot -TFMT` into path (atomically). */
static int render(const char *dotexe, const char *fmt, const char *text, size_t len, const char *path,
                  CxrtError *err) {
  CxrtAtomicFile *af = cxrt_atomic_open(path, err);
  if (!af) return -1;
  FILE *dst = cxrt_atomic_stream(af);
  fflush(dst);
  int fds[2];
  if (pipe(fds) != 0) {
    cxrt_atomic_abort(af);
    return cxrt_errorf(err, path, 0, 0, "cannot run dot: %s", strerror(errno));
  }
  char targ[16];
  snprintf(targ, sizeof targ, "-T%s", fmt);
  char *args[] = {(char *)"dot", targ, NULL};
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, fds[0], 0);
  posix_spawn_file_actions_adddup2(&fa, fileno(dst), 1);
  posix_spawn_file_actions_addclose(&fa, fds[1]);
  pid_t pid;
  int rc = posix_spawn(&pid, dotexe, &fa, NULL, args, environ);
  posix_spawn_file_actions_destroy(&fa);
  close(fds[0]);
  if (rc != 0) {
    close(fds[1]);
    cxrt_atomic_abort(af);
    return cxrt_errorf(err, path, 0, 0, "cannot run '%s': %s", dotexe, strerror(rc));
  }
  /* dot may exit early (a syntax error); a write to its closed pipe must
   * fail with EPIPE, not kill us. */
  struct sigaction ign = {0}, old;
  ign.sa_handler = SIG_IGN;
  sigaction(SIGPIPE, &ign, &old);
  size_t off = 0;
  int werr = 0;
  while (off < len) {
    ssize_t w = write(fds[1], text + off, len - off);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) {
      werr = errno;
      break;
    }
    off += (size_t)w;
  }
  close(fds[1]);
  sigaction(SIGPIPE, &old, NULL);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    cxrt_atomic_abort(af);
    if (WIFEXITED(status))
      return cxrt_errorf(err, path, 0, 0, "'%s -T%s' failed (exit status %d); %s was not written", dotexe, fmt,
                         WEXITSTATUS(status), path);
    return cxrt_errorf(err, path, 0, 0, "'%s -T%s' was killed by signal %d; %s was not written", dotexe, fmt,
                       WTERMSIG(status), path);
  }
  if (werr) {
    cxrt_atomic_abort(af);
    return cxrt_errorf(err, path, 0, 0, "cannot write to dot: %s", strerror(werr));
  }
  return cxrt_atomic_commit(af, err);
}

/* ---- the graph -------------------------------------------------------- */

/* ColorBrewer Set3: twelve light colours that black text reads on;
 * level L gets palette[L % 12]. */
static const char *const palette[] = {"#8dd3c7", "#ffffb3", "#bebada", "#fb8072", "#80b1d3", "#fdb462",
                                      "#b3de69", "#fccde5", "#d9d9d9", "#bc80bd", "#ccebc5", "#ffed6f"};
enum { NPALETTE = (int)(sizeof palette / sizeof *palette), LEGEND_LEVELS = 16 };

/* Shapes for branches that are neither "leaf" nor "internal". */
static const char *const case_shapes[] = {"hexagon", "octagon", "diamond", "house", "invhouse",
                                          "parallelogram", "trapezium", "pentagon", "septagon"};

/* A top-down pass's root group is specialized as leaves are: drawn alike
 * ("root" as "leaf", "nonroot" as "internal"). */
static bool is_first_group(const IrBranch *br) { return strcmp(br->label, "leaf") == 0 || strcmp(br->label, "root") == 0; }
static bool is_rest_group(const IrBranch *br) {
  return strcmp(br->label, "internal") == 0 || strcmp(br->label, "all") == 0 || strcmp(br->label, "nonroot") == 0;
}

static const char *branch_shape(const IrBranch *br, int b) {
  if (is_first_group(br)) return "ellipse";
  if (is_rest_group(br)) return "box";
  return case_shapes[b % (int)(sizeof case_shapes / sizeof *case_shapes)];
}

/* Border: leaves thin, internal nodes bold, case branches doubled. */
static const char *branch_border(const IrBranch *br) {
  if (is_first_group(br)) return "penwidth=1";
  if (is_rest_group(br)) return "penwidth=2";
  return "penwidth=1.5, peripheries=2";
}

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

static const char *base_name(const char *p) {
  const char *s = strrchr(p, '/');
  return s ? s + 1 : p;
}

/* One pass's order of computation, as the drawing needs it: ids are the
 * positions in that order, level by level, one group per branch. */
typedef struct Layout {
  const IrBranch *branches;
  int nbranches, nlevels;
  const int32_t *group_start; /* nlevels * nbranches + 1: the ids of level lv, branch b */
  const int32_t *node_of;     /* id -> node */
  const int32_t *id_of;       /* node -> id */
  const int32_t *level, *branch; /* by id */
  const char *prefix;         /* of the DOT names: "" (v1), "p0_" (pass 0) */
  const char *first_level;    /* what level 0 is: "leaves", "root", "all nodes" */
} Layout;

typedef struct Viz {
  const IrProgram *ir;
  const CxrtDataset *d;
  const CxrtStructure *s;
  int32_t index;
  int base;                   /* label_base */
  Layout *lay;                /* one per pass (v1: one) */
  int nlay;
} Viz;

/* The number a node is labelled with: its index (cortex run's node
 * order), plus 1 when the data numbers its nodes from 1 and says so in a
 * `head` field, as CoNLL-U does (node i is token ID i+1, HEAD names the
 * parent's ID, 0 the root): then the labels and head= agree.  Decided
 * from the data, not the format, so a graph file with a head field of the
 * same meaning is drawn the same way. */
static int label_base(const CxrtDataset *d, const CxrtStructure *s) {
  int head = -1;
  for (int f = 0; f < d->nfields; f++)
    if (d->fields[f].kind == CXRT_FIELD_INT && d->fields[f].name && strcmp(d->fields[f].name, "head") == 0) head = f;
  if (head < 0 || !s->ifields) return 0;
  for (int32_t u = 0; u < s->nnodes; u++)
    if (u == s->root && s->ifields[(int64_t)u * d->nfields + head] != 0) return 0;
  for (int32_t u = 0; u < s->nnodes; u++)
    for (int32_t e = s->child_start[u]; e < s->child_start[u + 1]; e++)
      if (s->ifields[(int64_t)s->children[e] * d->nfields + head] != u + 1) return 0;
  return 1;
}

/* The nodes of one layout, in node order: label (number, token, the
 * file's int fields, "#ID @Ln"), shape and border by branch, fill by level. */
static void write_nodes(FILE *out, const Viz *v, const Layout *lay) {
  const CxrtStructure *s = v->s;
  int base = v->base;
  int32_t nnodes = s->nnodes;
  for (int32_t u = 0; u < nnodes; u++) {
    int32_t id = lay->id_of[u];
    int lv = lay->level[id], b = lay->branch[id];
    const IrBranch *br = &lay->branches[b];
    fprintf(out, "  %sn%d [label=\"%d", lay->prefix, u, u + base);
    if (s->tokens && s->tokens[u]) {
      fputs(": ", out);
      esc(out, s->tokens[u]);
    }
    if (u == s->root) fputs(" (root)", out);
    /* Every int field the file provides (the model's and others, such
     * as SST's sentiment label or CoNLL-U's upos). */
    bool first = true;
    for (int f = 0; f < v->d->nfields; f++) {
      if (v->d->fields[f].kind != CXRT_FIELD_INT) continue;
      fputs(first ? "\\n" : " ", out);
      first = false;
      esc(out, v->d->fields[f].name);
      fprintf(out, "=%d", s->ifields[(int64_t)u * v->d->nfields + f]);
    }
    fprintf(out, "\\n#%d @L%d\", shape=%s, %s, fillcolor=\"%s\", tooltip=\"", id, lv, branch_shape(br, b),
            branch_border(br), palette[lv % NPALETTE]);
    if (base) fprintf(out, "token %d, node %d of cortex run", u + base, u);
    else fprintf(out, "node %d", u);
    if (s->line && s->line[u] > 0) fprintf(out, " (line %d, column %d)", s->line[u], s->col ? s->col[u] : 0);
    fprintf(out, ": branch %d ", b);
    esc(out, br->label);
    fprintf(out, ", level %d, computed as #%d of %d\"];\n", lv, id, nnodes);
  }
}

/* Edges, parent to child, in child order; one rank per level, its nodes
 * listed in the order they are computed. */
static void write_edges_and_ranks(FILE *out, const Viz *v, const Layout *lay) {
  const CxrtStructure *s = v->s;
  int nb = lay->nbranches;
  for (int32_t u = 0; u < s->nnodes; u++)
    for (int32_t e = s->child_start[u]; e < s->child_start[u + 1]; e++)
      fprintf(out, "  %sn%d -> %sn%d;\n", lay->prefix, u, lay->prefix, s->children[e]);
  for (int lv = 0; lv < lay->nlevels; lv++) {
    fprintf(out, "  { rank=same; /* L%d */", lv);
    for (int32_t id = lay->group_start[lv * nb]; id < lay->group_start[(lv + 1) * nb]; id++)
      fprintf(out, " %sn%d;", lay->prefix, lay->node_of[id]);
    fputs(" }\n", out);
  }
}

/* The legend: branches, then levels from the last computed down. */
static void write_legend(FILE *out, const Layout *lay) {
  int nb = lay->nbranches;
  fprintf(out, "  subgraph cluster_%slegend {\n"
               "    label=\"legend\"; style=rounded; color=\"#999999\"; fontsize=10;\n"
               "    node [fontsize=9];\n",
          lay->prefix);
  int nlegend = 0;
  for (int b = 0; b < nb; b++) {
    int32_t count = 0;
    for (int lv = 0; lv < lay->nlevels; lv++) count += lay->group_start[lv * nb + b + 1] - lay->group_start[lv * nb + b];
    const IrBranch *br = &lay->branches[b];
    fprintf(out, "    %slg%d [label=\"branch %d: ", lay->prefix, nlegend++, b);
    esc(out, br->label);
    fprintf(out, "\\n%d node%s\", shape=%s, %s, fillcolor=\"#ffffff\"];\n", count, count == 1 ? "" : "s",
            branch_shape(br, b), branch_border(br));
  }
  if (lay->nlevels <= LEGEND_LEVELS) {
    for (int lv = lay->nlevels - 1; lv >= 0; lv--) {
      int32_t lo = lay->group_start[lv * nb], hi = lay->group_start[(lv + 1) * nb];
      fprintf(out, "    %slg%d [label=\"L%d%s%s%s: %d node%s, #%d", lay->prefix, nlegend++, lv, lv == 0 ? " (" : "",
              lv == 0 ? lay->first_level : "", lv == 0 ? ")" : "", hi - lo, hi - lo == 1 ? "" : "s", lo);
      if (hi - lo > 1) fprintf(out, "-#%d", hi - 1);
      fprintf(out, "\", shape=box, fillcolor=\"%s\"];\n", palette[lv % NPALETTE]);
    }
  } else {
    for (int c = 0; c < NPALETTE && c < lay->nlevels; c++) {
      fprintf(out, "    %slg%d [label=\"", lay->prefix, nlegend++);
      int shown = 0;
      for (int lv = c; lv < lay->nlevels; lv += NPALETTE) {
        if (shown == 3) {
          fputs(", ...", out);
          break;
        }
        fprintf(out, "%sL%d", shown ? ", " : "", lv);
        shown++;
      }
      fprintf(out, "\", shape=box, fillcolor=\"%s\"];\n", palette[c]);
    }
  }
  for (int i = 0; i + 1 < nlegend; i++) fprintf(out, "    %slg%d -> %slg%d [style=invis];\n", lay->prefix, i, lay->prefix, i + 1);
  fputs("  }\n", out);
}

static void write_graph_head(FILE *out, const Viz *v) {
  fputs("digraph \"", out);
  esc(out, base_name(v->d->path ? v->d->path : "data"));
  fprintf(out, " #%d\" {\n", v->index);
  fputs("  graph [fontname=\"Helvetica\", fontsize=12, labelloc=t, ordering=out, newrank=true, label=\"", out);
  esc(out, v->ir->model_name ? v->ir->model_name : "model");
  fputs(" on ", out);
  esc(out, base_name(v->d->path ? v->d->path : "data"));
}

static const char *const node_defaults = "  node [fontname=\"Helvetica\", fontsize=10, style=filled];\n"
                                         "  edge [arrowsize=0.6];\n";

static void write_dot(FILE *out, const Viz *v) {
  const CxrtStructure *s = v->s;
  const Layout *lay = &v->lay[0];
  write_graph_head(out, v);
  fprintf(out,
          ", structure #%d: %d node%s, %d level%s\\n"
          "colour: height level; shape: the branch run; #ID @Ln: order of computation "
          "(level by level, leaves first)%s\"];\n",
          v->index, s->nnodes, s->nnodes == 1 ? "" : "s", lay->nlevels, lay->nlevels == 1 ? "" : "s",
          v->base ? "\\nnodes numbered from 1, as head= numbers them (the token IDs)" : "");
  fputs(node_defaults, out);
  write_nodes(out, v, lay);
  write_edges_and_ranks(out, v, lay);
  write_legend(out, lay);
  fputs("}\n", out);
}

/* Language v2: the structure once per pass, in a cluster labelled with
 * the rec and its direction, coloured and numbered by that pass's levels
 * (bottom-up by height, top-down by depth, local one level), each with
 * its legend. */
static void write_dot_passes(FILE *out, const Viz *v) {
  const CxrtStructure *s = v->s;
  write_graph_head(out, v);
  fprintf(out,
          ", structure #%d: %d node%s, %d pass%s\\n"
          "one cluster per pass (rec), in the order they run; colour: the node's level in the pass "
          "(bottom-up: height, top-down: depth, local: one level); shape: the branch run; "
          "#ID @Ln: order of computation in the pass (level by level)%s\"];\n",
          v->index, s->nnodes, s->nnodes == 1 ? "" : "s", v->nlay, v->nlay == 1 ? "" : "es",
          v->base ? "\\nnodes numbered from 1, as head= numbers them (the token IDs)" : "");
  fputs(node_defaults, out);
  for (int k = 0; k < v->nlay; k++) {
    const IrPass *ps = &v->ir->passes[k];
    const Layout *lay = &v->lay[k];
    fprintf(out, "  subgraph cluster_pass%d {\n  label=\"pass %d: rec ", k, k);
    esc(out, ps->name);
    fprintf(out, " (%s%s), %d level%s\"; style=bold; color=\"#674ea7\";\n", ir_dir_text(ps->dir),
            ps->dir == IR_DIR_UP ? ", by height" : ps->dir == IR_DIR_DOWN ? ", by depth" : "", lay->nlevels,
            lay->nlevels == 1 ? "" : "s");
    write_nodes(out, v, lay);
    write_edges_and_ranks(out, v, lay);
    write_legend(out, lay);
    fputs("  }\n", out);
  }
  fputs("}\n", out);
}

/* The layouts of a v2 program's passes for structure k: the branch each
 * node runs in each pass, from the reference interpreter (a v2 guard may
 * read n.depth, n.index, root(n), ...: the interpreter is what decides),
 * run with zero weights (the branches do not depend on them); the level
 * from the structure facts.  Ids: level by level, one group per branch
 * in branch order, node order within a group (as the linearizer orders
 * one structure).  The arrays are freed by free_layouts. */
static int pass_layouts(CxSession *s, const IrProgram *ir, const CxrtDataset *d, int32_t k, const int *field_map,
                        Viz *v, CxrtError *err) {
  const CxrtStructure *st = &d->structs[k];
  int32_t n = st->nnodes;
  CxrtFacts facts;
  memset(&facts, 0, sizeof facts);
  CxrtTensor *params = cx_xcalloc((size_t)ir->nparams + 1, sizeof *params);
  CxRunner run = {0};
  CxrtResult res = {0};
  CxEngineOptions eo = {.check_nonfinite = false};
  int rc = -1;
  for (int i = 0; i < ir->nparams; i++) {
    const CxrtParamInfo *pi = &ir->info.params[i];
    if (cxrt_tensor_alloc(&params[i], pi->name, pi->rank, pi->dims, err)) goto out;
  }
  if (cxrt_structure_facts(d, k, &facts, err)) goto out;
  if (cxrt_result_init(&res, &ir->info, n)) {
    cxrt_errorf(err, "", 0, 0, "out of memory for the outputs of a structure of %d nodes", (int)n);
    goto out;
  }
  if (cx_runner_open(&run, &cx_backend_interp, s, ir, &eo, err) ||
      run.b->run(run.e, params, d, k, 1, field_map, &res, err))
    goto out;
  v->lay = cx_xcalloc((size_t)ir->npasses, sizeof *v->lay);
  v->nlay = ir->npasses;
  for (int p = 0; p < ir->npasses; p++) {
    const IrPass *ps = &ir->passes[p];
    Layout *lay = &v->lay[p];
    int nb = ps->nbranches;
    int32_t *level_of = cx_xmalloc(sizeof *level_of * (size_t)(n + 1)), *branch_of = cx_xmalloc(sizeof *branch_of * (size_t)(n + 1));
    int32_t *level = cx_xmalloc(sizeof *level * (size_t)(n + 1)), *branch = cx_xmalloc(sizeof *branch * (size_t)(n + 1));
    int32_t *node_of = cx_xmalloc(sizeof *node_of * (size_t)(n + 1)), *id_of = cx_xmalloc(sizeof *id_of * (size_t)(n + 1));
    int nlevels = 1;
    for (int32_t u = 0; u < n; u++) {
      level_of[u] = ps->dir == IR_DIR_UP ? facts.height[u] : ps->dir == IR_DIR_DOWN ? facts.depth[u] : 0;
      int b = run.b->branch(run.e, 0, p, u);
      branch_of[u] = b >= 0 && b < nb ? b : 0;
      if (level_of[u] + 1 > nlevels) nlevels = level_of[u] + 1;
    }
    int32_t *gs = cx_xcalloc((size_t)nlevels * (size_t)nb + 2, sizeof *gs);
    for (int32_t u = 0; u < n; u++) gs[level_of[u] * nb + branch_of[u] + 1]++;
    for (int g = 0; g < nlevels * nb; g++) gs[g + 1] += gs[g];
    int32_t *fill = cx_xmalloc(sizeof *fill * ((size_t)nlevels * (size_t)nb + 1));
    memcpy(fill, gs, sizeof *fill * (size_t)nlevels * (size_t)nb);
    for (int32_t u = 0; u < n; u++) {
      int32_t id = fill[level_of[u] * nb + branch_of[u]]++;
      node_of[id] = u;
      id_of[u] = id;
      level[id] = level_of[u];
      branch[id] = branch_of[u];
    }
    free(fill);
    free(level_of);
    free(branch_of);
    char *prefix = cx_xmalloc(16);
    snprintf(prefix, 16, "p%d_", p);
    *lay = (Layout){ps->branches, nb, nlevels, gs, node_of, id_of, level, branch, prefix,
                    ps->dir == IR_DIR_UP ? "leaves" : ps->dir == IR_DIR_DOWN ? "root" : "all nodes"};
  }
  rc = 0;
out:
  cxrt_result_free(&res);
  cx_runner_close(&run);
  cxrt_facts_free(&facts);
  if (params) cxrt_tensors_free(params, ir->nparams);
  free(params);
  return rc;
}

static void free_pass_layouts(Viz *v) {
  for (int p = 0; p < v->nlay; p++) {
    Layout *l = &v->lay[p];
    free((void *)l->group_start);
    free((void *)l->node_of);
    free((void *)l->id_of);
    free((void *)l->level);
    free((void *)l->branch);
    free((void *)l->prefix);
  }
  free(v->lay);
  v->lay = NULL;
  v->nlay = 0;
}

/* The linearizer's classify, through the RA-IR guards: the node as a
 * one-node structure whose int fields are already in model order. */
typedef struct ClassifyCtx {
  const IrProgram *ir;
  int *identity;
} ClassifyCtx;

static int classify(void *ctx, int32_t arity, const int32_t *fields) {
  const ClassifyCtx *c = ctx;
  int32_t cs[2] = {0, arity};
  CxrtStructure one;
  memset(&one, 0, sizeof one);
  one.nnodes = 1;
  one.child_start = cs;
  one.ifields = (int32_t *)fields;
  return ir_classify(c->ir, &one, c->ir->nfields, c->identity, 0);
}

int cmd_viz(int argc, char **argv) {
  VizOptions o;
  memset(&o, 0, sizeof o);
  int pr = parse_viz_args(&o, argc, argv);
  if (pr) return pr > 0 ? EXIT_OK : EXIT_USAGE;
  bool color = driver_color_stderr(o.fo.color);
  const char *fmt = o.output ? render_format(o.output) : "";
  if (!fmt) {
    front_options_free(&o.fo);
    return usage_error("viz", "cannot tell the format of '%s' from its extension: use .dot, .gv, .svg, .png or .pdf",
                       o.output);
  }
  char dotbuf[4096];
  const char *dotexe = NULL;
  if (*fmt && !(dotexe = find_dot(dotbuf, sizeof dotbuf))) {
    front_options_free(&o.fo);
    return user_error("cannot write '%s': Graphviz's 'dot' program is not installed (apt-get install graphviz); "
                      "or write DOT text with -o FILE.dot and render it elsewhere",
                      o.output);
  }

  CxSession s;
  driver_session(&s, &o.fo);
  int status = EXIT_USER;
  DriverModel m = {0};
  CxrtLinearized lin = {0};
  int *identity = NULL, *max_child = NULL;
  int32_t *level = NULL, *branch = NULL;
  char *text = NULL;
  size_t textlen = 0;
  CxrtError err = {0};

  /* the data is bound after the index is checked */
  DriverDataSpec ds = {.path = o.data, .format = o.data_format, .vocab = o.vocab, .unk = o.unk};
  DriverOpen op = {.no_weights = true, .data = &ds, .no_bind = true};
  Viz v = {0};
  if (driver_open_model(&s, &o.fo, &op, color, NULL, &m)) goto done;
  const IrProgram *ir = m.ir;
  CxrtDataset *dp = &m.d.data;
  if (o.index >= dp->nstructs) {
    if (dp->nstructs == 0) status = user_error("'%s' holds no structure", o.data);
    else
      status = user_error("--index %lld is out of range: '%s' holds %d structure%s (0 to %d)", (long long)o.index,
                          o.data, dp->nstructs, dp->nstructs == 1 ? "" : "s", dp->nstructs - 1);
    goto done;
  }
  if (driver_data_bind(&m.d, &ir->info, &err)) goto runtime_error;
  const int *field_map = m.d.field_map;
  int32_t k = (int32_t)o.index;
  v = (Viz){ir, dp, &dp->structs[k], k, label_base(dp, &dp->structs[k]), NULL, 0};
  /* Language v2: each pass's levels, as the reference computes them. */
  if (!ir_is_v1(ir)) {
    if (pass_layouts(&s, ir, dp, k, field_map, &v, &err)) goto runtime_error;
    goto write;
  }
  size_t nf = (size_t)(ir->nfields ? ir->nfields : 1), nbr = (size_t)(ir->nbranches ? ir->nbranches : 1);
  identity = cx_xcalloc(nf, sizeof *identity);
  max_child = cx_xcalloc(nbr, sizeof *max_child);
  for (int f = 0; f < ir->nfields; f++) identity[f] = f;
  for (int b = 0; b < ir->nbranches; b++) max_child[b] = ir_branch_max_child(&ir->branches[b]);

  ClassifyCtx cc = {ir, identity};
  CxrtLinearizeSpec spec = {.nbranches = ir->nbranches,
                            .classify = classify,
                            .ctx = &cc,
                            .branch_max_child = max_child,
                            .model = &ir->info,
                            .field_map = field_map};
  if (cxrt_linearize(&spec, dp, k, 1, &lin, &err)) goto runtime_error;
  level = cx_xmalloc(sizeof *level * (size_t)(lin.nnodes ? lin.nnodes : 1));
  branch = cx_xmalloc(sizeof *branch * (size_t)(lin.nnodes ? lin.nnodes : 1));
  for (int lv = 0; lv < lin.nlevels; lv++)
    for (int b = 0; b < lin.nbranches; b++)
      for (int32_t id = lin.group_start[lv * lin.nbranches + b]; id < lin.group_start[lv * lin.nbranches + b + 1];
           id++) {
        level[id] = lv;
        branch[id] = b;
      }
  Layout lay1 = {ir->branches, lin.nbranches, lin.nlevels, lin.group_start, lin.local_of,
                 lin.global_of + lin.struct_offset[0], level, branch, "", "leaves"};
  v.lay = &lay1;
  v.nlay = 1;

write:;
  void (*draw)(FILE *, const Viz *) = ir_is_v1(ir) ? write_dot : write_dot_passes;
  if (!o.output) {
    draw(stdout, &v); /* checked when main closes standard output */
  } else if (!*fmt) {
    CxrtAtomicFile *af = cxrt_atomic_open(o.output, &err);
    if (!af) goto runtime_error;
    draw(cxrt_atomic_stream(af), &v);
    if (cxrt_atomic_commit(af, &err)) goto runtime_error;
  } else {
    FILE *mem = open_memstream(&text, &textlen);
    if (!mem) {
      cxrt_errorf(&err, "", 0, 0, "out of memory for the drawing");
      goto runtime_error;
    }
    draw(mem, &v);
    if (fclose(mem) != 0) {
      cxrt_errorf(&err, "", 0, 0, "out of memory for the drawing");
      goto runtime_error;
    }
    if (render(dotexe, fmt, text, textlen, o.output, &err)) goto runtime_error;
  }
  status = EXIT_OK;
  goto done;

runtime_error:
  driver_print_error(&err, color);
done:
  if (v.nlay && !ir_is_v1(v.ir)) free_pass_layouts(&v);
  free(text);
  free(level);
  free(branch);
  free(identity);
  free(max_child);
  cxrt_linearized_free(&lin);
  driver_model_close(&m);
  session_free(&s);
  front_options_free(&o.fo);
  return status;
}
