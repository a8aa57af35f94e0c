/* cortex build: a model compiled and linked into an executable or a
 * shared library (see jit.h, "cortex build"), and the NAME.h header of a
 * shared library's C API. */
#include "config.h"

#include "backend/jit/jit_internal.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lang/base/diag.h"
#include "stdlib/errstr.h"

/* Splits libs at spaces into driver options. */
static void add_libs(gcc_jit_context *ctx, const char *libs) {
  char buf[1024], *save = NULL;
  snprintf(buf, sizeof buf, "%s", libs ? libs : "");
  for (char *tok = strtok_r(buf, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save))
    gcc_jit_context_add_driver_option(ctx, tok);
}

/* The link's driver options: the runtime archive, the libraries and, for
 * a shared library, the version script and the soname. */
typedef struct BuildLink {
  const JitBuildOptions *b;
  const char *script;
} BuildLink;

static void build_link(gcc_jit_context *ctx, void *user) {
  const BuildLink *bl = user;
  gcc_jit_context_add_driver_option(ctx, bl->b->archive);
  add_libs(ctx, bl->b->libs);
  if (!bl->script) return;
  char opt[PATH_MAX + 64];
  snprintf(opt, sizeof opt, "-Wl,--version-script=%s", bl->script);
  gcc_jit_context_add_driver_option(ctx, opt);
  const char *base = strrchr(bl->b->output, '/');
  snprintf(opt, sizeof opt, "-Wl,-soname,%s", base ? base + 1 : bl->b->output);
  gcc_jit_context_add_driver_option(ctx, opt);
}

int jit_build_file(CxSession *s, const IrProgram *p, const JitOptions *o, const JitBuildOptions *b) {
  CxLoc loc = p->nbranches ? p->branches[0].loc : cx_noloc;
  LoopProgram *lp = NULL;
  BuildLink bl = {b, NULL};

  /* The runtime's writer (stdlib/atomic.c): linked into a temporary file
   * beside the output and renamed, never half-written; a device or a FIFO
   * is written in place; a link's target is replaced. */
  char *script = NULL;
  int rc = -1, script_slot = -1, stopped = 0; /* stopped: the signal that stopped the compile */
  CxrtError err;
  CxrtAtomicFile *af = cxrt_atomic_open_ex(b->output, CXRT_ATOMIC_EXTERNAL | CXRT_ATOMIC_EXECUTABLE, &err);
  if (!af) {
    diag_error(&s->diag, cx_noloc, "%s", err.msg);
    goto out;
  }
  if (b->shared) {
    /* Export the NAME_* API and nothing else: the runtime inside stays
     * private, so two built models live in one process. */
    char vbase[PATH_MAX];
    if (snprintf(vbase, sizeof vbase, "%s.ver", cxrt_atomic_temp_path(af)) >= (int)sizeof vbase) {
      diag_error(&s->diag, cx_noloc, "the output path '%s' is too long", b->output);
      goto out;
    }
    int sfd = cxrt_temp_create(vbase, 0600, &script, &script_slot);
    FILE *f = sfd >= 0 ? fdopen(sfd, "w") : NULL;
    if (!f) {
      diag_error(&s->diag, cx_noloc, "cannot write a version script beside '%s': %s", b->output,
                 CX_STRERROR(errno));
      if (sfd >= 0) close(sfd);
      goto out;
    }
    fprintf(f, "{\n  global: %s_*;\n  local: *;\n};\n", b->api_name);
    if (fclose(f) != 0) {
      diag_error(&s->diag, cx_noloc, "cannot write a version script beside '%s': %s", b->output,
                 CX_STRERROR(errno));
      goto out;
    }
    bl.script = script;
  }
  char msg[4096];
  /* the model in parts (-fjobs), linked with the runtime at the end */
  JitLink link = {build_link, &bl};
  stopped = jit_compile_model(s, p, o, b->shared ? b->api_name : NULL,
                              b->shared ? GCC_JIT_OUTPUT_KIND_DYNAMIC_LIBRARY : GCC_JIT_OUTPUT_KIND_EXECUTABLE,
                              cxrt_atomic_temp_path(af), &link, &lp, NULL, msg, sizeof msg);
  if (stopped == -2) {
    stopped = 0;
    goto out;
  }
  if (stopped < 0) {
    diag_report(&s->diag, DIAG_ERROR, loc, "internal compiler error: libgccjit: %s: %s",
                b->shared ? "linking the shared library" : "linking the executable", msg);
    jit_march_note(s, o);
    goto out;
  }
  if (stopped > 0) goto out; /* the files go first, then the signal */
  rc = cxrt_atomic_commit(af, &err);
  af = NULL;
  if (rc) diag_error(&s->diag, cx_noloc, "%s", err.msg);
out:
  cxrt_atomic_abort(af);
  if (script) {
    unlink(script);
    cxrt_temp_unregister(script_slot);
    free(script);
  }
  loop_program_free(lp);
  if (stopped > 0) jit_stopped(s, stopped);
  return rc;
}

/* ---- NAME.h ------------------------------------------------------------------------- */

static void shape_str(char *buf, size_t size, int rank, const int64_t *dims) {
  int n = snprintf(buf, size, "[");
  for (int d = 0; d < rank && n > 0 && (size_t)n < size; d++)
    n += snprintf(buf + n, size - (size_t)n, "%s%lld", d ? ", " : "", (long long)dims[d]);
  if (n > 0 && (size_t)n < size) snprintf(buf + n, size - (size_t)n, "]");
}

void jit_write_header(FILE *out, const IrProgram *p, const char *name, const char *libfile) {
  const CxrtModelInfo *m = &p->info;
  char guard[256];
  size_t g = 0;
  for (const char *c = name; *c && g < sizeof guard - 3; c++) guard[g++] = (char)toupper((unsigned char)*c);
  snprintf(guard + g, sizeof guard - g, "_H");
  const char *kind = m->input_kind == CXRT_TREE ? "tree" : m->input_kind == CXRT_DAG ? "dag" : "seq";
  const char *N = name;

  const char *mfile = p->model_file ? strrchr(p->model_file, '/') : NULL;
  mfile = mfile ? mfile + 1 : p->model_file ? p->model_file : "?";
  fprintf(out, "/* %s.h: the C API of %s, the Cortex model '%s' (%s)\n", N, libfile, p->model_name, mfile);
  fprintf(out, " * compiled by `cortex build --shared`.  Generated: edit the model, not this file.\n");
  fprintf(out,
          " *\n"
          " * Use:\n"
          " *   cc prog.c -o prog -L. -l%s -Wl,-rpath,'$ORIGIN'      (or the folder of %s)\n"
          " *\n"
          " * The library is self-contained: the Cortex runtime is linked in and\n"
          " * private, and only the %s_* functions below are exported.\n"
          " *\n"
          " * A loaded model is read-only: %s_run may be called from several\n"
          " * threads at once on one model (each call uses its own workspace,\n"
          " * taken from a small pool).  Errors are messages written to err[0..errlen)\n"
          " * (NUL-terminated, no newline) with a NULL or -1 result.\n"
          " *\n"
          " * ---- Structures ----\n"
          " *\n"
          " * The input is a %s", N, libfile, N, N, kind);
  if (m->input_kind == CXRT_TREE)
    fprintf(out, m->max_arity >= 0 ? "[%d]" : "[*]", m->max_arity);
  fprintf(out,
          ": nodes 0..nnodes-1, each listing its children, in\n"
          " * order, as CSR: the children of node v are children[child_start[v] ..\n"
          " * child_start[v + 1]) (so child_start has nnodes + 1 entries and\n"
          " * child_start[0] = 0).  The root is the one node that is no node's child.\n");
  if (m->input_kind == CXRT_TREE && m->max_arity >= 0)
    fprintf(out, " * A tree: every node but the root has one parent; at most %d children a node.\n",
            m->max_arity);
  else if (m->input_kind == CXRT_TREE)
    fprintf(out, " * A tree: every node but the root has one parent.\n");
  if (m->input_kind == CXRT_DAG) fprintf(out, " * A DAG: a node may have several parents; no cycles.\n");
  if (m->input_kind == CXRT_SEQ)
    fprintf(out, " * A sequence: element i's only child is element i - 1; the root is the last.\n");
  fprintf(out,
          " * Outputs of a per-node output come in node order.\n"
          " *\n"
          " * Fields, per node: int fields in int_fields[node * %s_NUM_FIELDS + %s_FIELD_x];\n"
          " * a vector field x in vec_fields[%s_FIELD_x], nnodes * %s_FIELD_x_DIM floats.\n",
          N, N, N, N);
  fprintf(out, " *\n * ---- Weights ----\n *\n"
               " * A safetensors file (cortex init-weights writes one; docs/formats.md)\n"
               " * with one F32 (or F16, BF16, F64) tensor per param:\n");
  for (int i = 0; i < m->nparams; i++) {
    char sh[128];
    shape_str(sh, sizeof sh, m->params[i].rank, m->params[i].dims);
    fprintf(out, " *   %-12s %s", m->params[i].key, sh);
    if (m->params[i].slice_hi >= 0)
      fprintf(out, " (rows %lld..%lld of the stored tensor)", (long long)m->params[i].slice_lo,
              (long long)m->params[i].slice_hi);
    fprintf(out, "\n");
  }
  fprintf(out,
          " *\n"
          " * ---- Example ----\n"
          " *\n"
          " *   char err[512];\n"
          " *   %s_model *m = %s_load(\"weights.safetensors\", err, sizeof err);\n"
          " *   if (!m) { fprintf(stderr, \"%%s\\n\", err); return 1; }\n",
          N, N);
  bool has_int = false;
  for (int f = 0; f < m->nfields; f++) has_int = has_int || m->fields[f].kind == CXRT_FIELD_INT;
  fprintf(out,
          " *   // node 2 has children 0 and 1: a three-node tree rooted at 2\n"
          " *   int32_t child_start[] = {0, 0, 0, 2}, children[] = {0, 1};\n");
  if (has_int) fprintf(out, " *   int32_t fields[3 * %s_NUM_FIELDS] = {0};   // e.g. word ids\n", N);
  fprintf(out,
          " *   %s_structure s = {3, child_start, children, %s, NULL};\n"
          " *   %s_batch batch = {1, &s};\n"
          " *   %s_outputs *out;\n"
          " *   if (%s_run(m, &batch, &out, err, sizeof err) != 0) { fprintf(stderr, \"%%s\\n\", err); return 1; }\n",
          N, has_int ? "fields" : "NULL", N, N, N);
  if (m->noutputs)
    fprintf(out,
            " *   int64_t n;\n"
            " *   const float *v = %s_output(out, %s_OUTPUT_%s, 0, &n);   // n floats\n",
            N, N, m->outputs[0].name);
  fprintf(out,
          " *   %s_outputs_free(out);\n"
          " *   %s_free(m);\n"
          " */\n",
          N, N);
  fprintf(out, "#ifndef %s\n#define %s\n\n#include <stddef.h>\n#include <stdint.h>\n\n", guard, guard);
  fprintf(out, "#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n");

  fprintf(out, "/* The input: %s %s", kind, p->input_name ? p->input_name : "");
  if (m->input_kind == CXRT_TREE) fprintf(out, m->max_arity >= 0 ? " (at most %d children a node)" : " (any arity)", m->max_arity);
  fprintf(out, ". */\n");
  if (m->max_arity >= 0) fprintf(out, "#define %s_MAX_ARITY %d\n", N, m->max_arity);
  else fprintf(out, "#define %s_MAX_ARITY (-1)   /* any number of children */\n", N);
  fprintf(out, "#define %s_NUM_FIELDS %d\n", N, m->nfields);
  for (int f = 0; f < m->nfields; f++) {
    const CxrtFieldInfo *fi = &m->fields[f];
    fprintf(out, "#define %s_FIELD_%s %d   /* %s */\n", N, fi->name, f, fi->kind == CXRT_FIELD_INT ? "int" : "vector");
    if (fi->kind == CXRT_FIELD_VEC) fprintf(out, "#define %s_FIELD_%s_DIM %d\n", N, fi->name, fi->dim);
  }
  fprintf(out, "\n/* The outputs: index, floats per value, whether one value per node. */\n");
  fprintf(out, "#define %s_NUM_OUTPUTS %d\n", N, m->noutputs);
  for (int o = 0; o < m->noutputs; o++) {
    const CxrtOutputInfo *oi = &m->outputs[o];
    char sh[128];
    shape_str(sh, sizeof sh, oi->rank, oi->dims);
    fprintf(out, "#define %s_OUTPUT_%s %d   /* %s %s%s */\n", N, oi->name, o, oi->is_int ? "int" : "float",
            sh, oi->per_node ? ", per node" : ", per structure");
    fprintf(out, "#define %s_OUTPUT_%s_SIZE %lld\n", N, oi->name, (long long)cxrt_output_numel(oi));
    fprintf(out, "#define %s_OUTPUT_%s_PER_NODE %d\n", N, oi->name, oi->per_node ? 1 : 0);
  }
  fprintf(out,
          "\n"
          "typedef struct %s_model %s_model;\n"
          "typedef struct %s_outputs %s_outputs;\n"
          "\n"
          "/* One structure; the arrays stay the caller's (read during %s_run only). */\n"
          "typedef struct %s_structure {\n"
          "  int32_t nnodes;\n"
          "  const int32_t *child_start;     /* nnodes + 1 offsets into children */\n"
          "  const int32_t *children;        /* child node ids, in order */\n"
          "  const int32_t *int_fields;      /* [nnodes * %s_NUM_FIELDS]; NULL without int fields */\n"
          "  const float *const *vec_fields; /* per field: [nnodes * DIM] floats, NULL for int fields;\n"
          "                                     NULL without vector fields */\n"
          "} %s_structure;\n"
          "\n"
          "/* Structures run together (one batch: the compiled code runs the nodes of\n"
          " * all of them level by level). */\n"
          "typedef struct %s_batch {\n"
          "  int32_t count;\n"
          "  const %s_structure *structures;\n"
          "} %s_batch;\n"
          "\n"
          "/* Loads weights from a safetensors file, or from one in memory, or makes\n"
          " * the deterministic random weights of `cortex run --seed SEED`. */\n"
          "%s_model *%s_load(const char *weights_path, char *err, size_t errlen);\n"
          "%s_model *%s_load_memory(const void *safetensors, size_t len, char *err, size_t errlen);\n"
          "%s_model *%s_init(uint64_t seed, char *err, size_t errlen);\n"
          "void %s_free(%s_model *m);\n"
          "\n"
          "/* Runs a batch.  0 and *out (free it with %s_outputs_free), or -1 and a\n"
          " * message (a malformed structure, a field value out of range, ...). */\n"
          "int %s_run(%s_model *m, const %s_batch *batch, %s_outputs **out, char *err, size_t errlen);\n"
          "\n"
          "/* Output `output` (%s_OUTPUT_x) of structure `structure` of the batch:\n"
          " * *count floats (SIZE, or nnodes * SIZE in node order for a per-node\n"
          " * output; int outputs as exact floats).  NULL when out of range. */\n"
          "const float *%s_output(const %s_outputs *out, int output, int structure, int64_t *count);\n"
          "void %s_outputs_free(%s_outputs *out);\n"
          "\n"
          "#ifdef __cplusplus\n}\n#endif\n#endif\n",
          N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N);
}
