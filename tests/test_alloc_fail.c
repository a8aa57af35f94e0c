/* Running out of memory anywhere in the runtime is an error returned to
 * the caller, never an abort, a crash or a leak (cxrt.h's contract).
 *
 * In the style of Lua's ltests.c (`failnext`): tests/failalloc.c puts
 * itself in front of malloc and friends; for k = 1, 2, ... allocation k
 * of an operation fails (once) until the operation runs through without
 * reaching allocation k.  Every case must then end either in an error
 * whose message says that memory ran out, or, where the runtime has a
 * way around it (a leaf table it does without, a batch it linearizes
 * again one structure at a time), in exactly the results of a run
 * without the failure; and afterwards every block allocated since the
 * operation started must be freed again (counted by failalloc.c, and by
 * LeakSanitizer in a sanitizer build).
 *
 * Operations: each data reader (PTB, CoNLL-U, graph, sequences; from
 * memory and from a file), the vocabulary, safetensors read and write,
 * initialization and binding of weights, cxrt_compiled_open,
 * cxrt_compiled_run_new + cxrt_compiled_run_batch (cold, warm, leaf
 * tables on, threads), and the NAME_load / NAME_load_memory / NAME_init /
 * NAME_run API of a library made by `cortex build --shared` ($CORTEX). */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "backend/jit/jit_internal.h"
#include "stdlib/compiled.h"
#include "tests/failalloc.h"
#include "tests/testutil.h"

static char g_dir[256];

/* ---- the sweep -------------------------------------------------------------------- */

typedef struct Case Case;
struct Case {
  const char *name;
  int (*run)(Case *c, char *msg, size_t len); /* 0, or -1 with msg */
  bool (*same)(Case *c);                      /* after a run that succeeded: its results are right */
  void (*undo)(Case *c);                      /* frees what run made, whatever it returned */
  void *ctx;
};

static bool says_memory(const char *msg) {
  return strcasestr(msg, "memory") || strcasestr(msg, "allocate");
}

/* Fails allocation k of c->run for k = 1, 2, ...; returns the number of
 * allocations the run makes. */
static long sweep(Case *c) {
  char msg[2048];
  msg[0] = '\0';
  /* Once without failures: it works, and one-time allocations (stdio
   * buffers) are made before anything is counted. */
  int rc = c->run(c, msg, sizeof msg);
  if (rc) fail_msg("%s: fails without an injected failure: %s", c->name, msg);
  if (c->same && !c->same(c)) fail_msg("%s: wrong results without an injected failure", c->name);
  c->undo(c);
  for (long k = 1;; k++) {
    msg[0] = '\0';
    long live = failalloc_live();
    failalloc_arm(k);
    rc = c->run(c, msg, sizeof msg);
    bool fired = failalloc_disarm();
    if (rc) {
      if (!fired) fail_msg("%s: fails with no allocation failed: %s", c->name, msg);
      if (!msg[0]) fail_msg("%s: allocation %ld failed: an error without a message", c->name, k);
      if (!says_memory(msg)) fail_msg("%s: allocation %ld failed, but the error says: %s", c->name, k, msg);
    } else if (c->same && !c->same(c)) {
      fail_msg("%s: allocation %ld failed, the run went on, and its results are wrong", c->name, k);
    }
    c->undo(c);
    long now = failalloc_live();
    if (now != live) fail_msg("%s: allocation %ld failed: %ld blocks leaked", c->name, k, now - live);
    if (!fired) {
      printf("%s: %ld allocations, each failed once\n", c->name, k - 1);
      return k - 1;
    }
  }
}

static void copy_err(char *msg, size_t len, const CxrtError *e) { snprintf(msg, len, "%s", e->msg); }

/* ---- data readers and the vocabulary ------------------------------------------------ */

static const char ptb_text[] = "(1 (2 a) (3 b))\n(1 (2 c) (1 (2 a) (2 d)))\n(2 e)\n";
static const char conllu_text[] =
    "# text = the cat sat\n"
    "1\tthe\tthe\tDET\tDT\t_\t2\tdet\t_\t_\n"
    "2\tcat\tcat\tNOUN\tNN\t_\t3\tnsubj\t_\t_\n"
    "3\tsat\tsit\tVERB\tVBD\t_\t0\troot\t_\t_\n"
    "\n"
    "1\tyes\tyes\tINTJ\tUH\t_\t0\troot\t_\t_\n"
    "\n";
static const char graph_text[] = "0: 1 2 | word=\"a\" label=1\n1: | word=b label=2\n2: | word=\"c\\x41\" label=0\n"
                                 "\n0: | word=d label=3\n";
static const char seq_text[] = "It works .\nSo does this one\n";
static const char vocab_text[] = "a\nb\nc\n<unk>\n";

typedef struct ReadCtx {
  CxrtDataFormat fmt;
  const char *text;
  const char *path;     /* read from this file instead of text */
  bool with_vocab;      /* a loaded vocabulary with --unk */
  CxrtVocab *vocab;
  CxrtDataset d;
  char *want;           /* the graph dump of the result without failures */
} ReadCtx;

static char *dump(const CxrtDataset *d, const CxrtVocab *v) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  assert_non_null(f);
  assert_int_equal(cxrt_graph_write(f, d, v), 0);
  fclose(f);
  return buf;
}

static int read_run(Case *c, char *msg, size_t len) {
  ReadCtx *r = c->ctx;
  CxrtError e = {0};
  r->vocab = cxrt_vocab_new();
  if (!r->vocab) {
    snprintf(msg, len, "cxrt_vocab_new: out of memory");
    return -1;
  }
  if (r->with_vocab && (cxrt_vocab_load_mem(r->vocab, vocab_text, strlen(vocab_text), "v.txt", &e) ||
                        cxrt_vocab_set_unk(r->vocab, "<unk>", &e))) {
    copy_err(msg, len, &e);
    return -1;
  }
  CxrtReadOptions o = {r->fmt, -1, CXRT_DAG, 0, 0};
  int rc = r->path ? cxrt_data_read(r->path, &o, r->vocab, &r->d, &e)
                   : cxrt_data_read_mem(r->text, strlen(r->text), "data", &o, r->vocab, &r->d, &e);
  if (rc) copy_err(msg, len, &e);
  return rc;
}

static bool read_same(Case *c) {
  ReadCtx *r = c->ctx;
  char *got = dump(&r->d, r->vocab);
  bool same = r->want ? strcmp(got, r->want) == 0 : true;
  if (!r->want) r->want = got;
  else free(got);
  return same;
}

static void read_undo(Case *c) {
  ReadCtx *r = c->ctx;
  cxrt_dataset_free(&r->d);
  memset(&r->d, 0, sizeof r->d);
  cxrt_vocab_free(r->vocab);
  r->vocab = NULL;
}

static void sweep_reader(const char *name, CxrtDataFormat fmt, const char *text, bool from_file, bool with_vocab) {
  ReadCtx r = {fmt, text, NULL, with_vocab, NULL, {0}, NULL};
  char path[512];
  if (from_file) {
    snprintf(path, sizeof path, "%s/%s.data", g_dir, name);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
    r.path = path;
  }
  Case c = {name, read_run, read_same, read_undo, &r};
  assert_true(sweep(&c) > 0);
  free(r.want);
}

static void test_readers(void **state) {
  (void)state;
  sweep_reader("ptb", CXRT_FMT_PTB, ptb_text, false, false);
  sweep_reader("ptb file", CXRT_FMT_PTB, ptb_text, true, false);
  sweep_reader("ptb auto, vocab, unk", CXRT_FMT_AUTO, ptb_text, false, true);
  sweep_reader("conllu", CXRT_FMT_CONLLU, conllu_text, false, false);
  sweep_reader("conllu file", CXRT_FMT_CONLLU, conllu_text, true, false);
  sweep_reader("graph", CXRT_FMT_GRAPH, graph_text, false, false);
  sweep_reader("graph file, vocab", CXRT_FMT_GRAPH, graph_text, true, true);
  sweep_reader("seq", CXRT_FMT_SEQ, seq_text, false, false);
  sweep_reader("seq file", CXRT_FMT_SEQ, seq_text, true, false);
}

typedef struct VocabCtx {
  const char *path;
  CxrtVocab *v;
} VocabCtx;

static int vocab_run(Case *c, char *msg, size_t len) {
  VocabCtx *x = c->ctx;
  CxrtError e = {0};
  x->v = cxrt_vocab_new();
  if (!x->v) {
    snprintf(msg, len, "cxrt_vocab_new: out of memory");
    return -1;
  }
  int rc = x->path ? cxrt_vocab_load(x->v, x->path, &e)
                   : cxrt_vocab_load_mem(x->v, vocab_text, strlen(vocab_text), NULL, &e);
  if (!rc) rc = cxrt_vocab_set_unk(x->v, "<unk>", &e);
  if (rc) copy_err(msg, len, &e);
  return rc;
}

static bool vocab_same(Case *c) {
  VocabCtx *x = c->ctx;
  return cxrt_vocab_size(x->v) == 4 && strcmp(cxrt_vocab_word(x->v, 2), "c") == 0 &&
         cxrt_vocab_lookup(x->v, "zebra") == 3;
}

static void vocab_undo(Case *c) {
  VocabCtx *x = c->ctx;
  cxrt_vocab_free(x->v);
  x->v = NULL;
}

static void test_vocab(void **state) {
  (void)state;
  char path[512];
  snprintf(path, sizeof path, "%s/vocab.txt", g_dir);
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fputs(vocab_text, f);
  fclose(f);
  VocabCtx x = {NULL, NULL};
  Case c = {"vocab", vocab_run, vocab_same, vocab_undo, &x};
  assert_true(sweep(&c) > 0);
  x.path = path;
  c.name = "vocab file";
  assert_true(sweep(&c) > 0);
}

/* ---- the model -------------------------------------------------------------------- */

/* Leaf tables (tanh of a row of E), leaf-child products (Wl @ l with a
 * leaf l), packed panels, a per-node and a per-structure output. */
static const char model_src[] =
    "model afm;\n"
    "const H = 4;\n"
    "param E : [10, H];\n"
    "param Wl : [H, H];\n"
    "param Wr : [H, H];\n"
    "param b : [H];\n"
    "input t : tree[2] { word : int };\n"
    "rec node(n) -> [H] {\n"
    "  if leaf(n) { return tanh(E[n.word]); }\n"
    "  return tanh(Wl @ node(n.child[0]) + Wr @ node(n.child[1]) + b);\n"
    "}\n"
    "output h_root = node(t.root);\n"
    "output h(n) = node(n);\n";

typedef struct Model {
  CxSession s;
  IrProgram *ir;
  LoopProgram *lp;
  char dir[4096];  /* the compiled library's private folder */
  void *dl;
  CxrtModelFn fn;
} Model;

static Model *g_model;

static Model *model_compile(void) {
  Model *m = calloc(1, sizeof *m);
  tu_session(&m->s, NULL);
  m->ir = tu_ir(&m->s, model_src, true);
  assert_non_null(m->ir);
  JitOptions o;
  jit_default_options(&o);
  o.opt_level = 0;
  gcc_jit_context *ctx = jit_build_model(&m->s, m->ir, &o, NULL, &m->lp);
  assert_non_null(ctx);
  /* compiled as jit_compile does: in a child process, then loaded */
  char msg[4096], path[4200];
  assert_int_equal(jit_temp_dir(m->dir, sizeof m->dir, msg, sizeof msg), 0);
  snprintf(path, sizeof path, "%s/model.so", m->dir);
  assert_int_equal(jit_compile_child(ctx, GCC_JIT_OUTPUT_KIND_DYNAMIC_LIBRARY, path, m->dir, msg, sizeof msg), 0);
  gcc_jit_context_release(ctx);
  JitFile f = {strdup(path), -1}; /* kept: the folder goes at model_free */
  m->dl = jit_load_file(&f, true, &m->fn, msg, sizeof msg);
  free(f.path);
  assert_non_null(m->dl);
  return m;
}

static void model_free(Model *m) {
  dlclose(m->dl);
  jit_remove_tree(m->dir);
  loop_program_free(m->lp);
  ir_program_free(m->ir);
  session_free(&m->s);
  free(m);
}

/* ---- weights ------------------------------------------------------------------------ */

typedef struct WeightsCtx {
  const CxrtModelInfo *info;
  const char *path;       /* read this file; NULL: write it (or init, bind) */
  const void *mem;
  size_t len;
  int what;               /* 0 read, 1 write, 2 init + bind */
  CxrtWeights w;
  CxrtTensor *params;
} WeightsCtx;

static int weights_run(Case *c, char *msg, size_t len) {
  WeightsCtx *x = c->ctx;
  CxrtError e = {0};
  int rc;
  if (x->what == 0) {
    rc = x->mem ? cxrt_safetensors_read_mem(x->mem, x->len, "w", &x->w, &e) : cxrt_safetensors_read(x->path, &x->w, &e);
  } else if (x->what == 1) {
    rc = cxrt_init_weights(x->info, 5, &x->w, &e);
    if (!rc) rc = cxrt_safetensors_write(x->path, &x->w, &e);
  } else {
    rc = cxrt_init_weights(x->info, 5, &x->w, &e);
    x->params = calloc((size_t)x->info->nparams, sizeof *x->params);
    if (!rc && !x->params) rc = cxrt_errorf(&e, "", 0, 0, "test: out of memory");
    if (!rc) rc = cxrt_bind_weights(x->info, &x->w, x->params, NULL, NULL, &e);
  }
  if (rc) copy_err(msg, len, &e);
  return rc;
}

static bool weights_same(Case *c) {
  WeightsCtx *x = c->ctx;
  if (x->what == 2) return x->params[0].data && x->params[0].dims[0] == 10;
  CxrtWeights w = {0};
  CxrtError e = {0};
  if (x->what == 1 && cxrt_safetensors_read(x->path, &w, &e)) return false;
  const CxrtWeights *g = x->what == 1 ? &w : &x->w;
  const CxrtTensor *t = cxrt_weights_find(g, "Wr");
  bool ok = g->ntensors == 4 && t && t->rank == 2 && t->dims[1] == 4;
  cxrt_weights_free(&w);
  return ok;
}

static void weights_undo(Case *c) {
  WeightsCtx *x = c->ctx;
  cxrt_weights_free(&x->w);
  memset(&x->w, 0, sizeof x->w);
  if (x->params) cxrt_tensors_free(x->params, x->info->nparams);
  free(x->params);
  x->params = NULL;
}

/* No temporary file of a failed write is left beside the target. */
static void no_temp_files(const char *prefix) {
  char cmd[1024];
  snprintf(cmd, sizeof cmd, "ls -a '%s' | grep -c '^%s.' >/dev/null", g_dir, prefix);
  if (system(cmd) == 0) fail_msg("a failed write left a temporary file beside %s in %s", prefix, g_dir);
}

static void test_weights(void **state) {
  (void)state;
  CxrtError e = {0};
  CxrtCompiled *cm = cxrt_compiled_open(g_model->fn, &e);
  assert_non_null(cm);
  const CxrtModelInfo *info = cxrt_compiled_info(cm);
  char path[512], wpath[512];
  snprintf(path, sizeof path, "%s/w.safetensors", g_dir);
  snprintf(wpath, sizeof wpath, "%s/written.safetensors", g_dir);
  CxrtWeights w = {0};
  assert_int_equal(cxrt_init_weights(info, 5, &w, &e), 0);
  assert_int_equal(cxrt_safetensors_write(path, &w, &e), 0);
  cxrt_weights_free(&w);
  FILE *f = fopen(path, "rb");
  assert_non_null(f);
  static unsigned char buf[1 << 16];
  size_t n = fread(buf, 1, sizeof buf, f);
  fclose(f);

  WeightsCtx x = {info, path, NULL, 0, 0, {0}, NULL};
  Case c = {"safetensors read", weights_run, weights_same, weights_undo, &x};
  assert_true(sweep(&c) > 0);
  x.mem = buf;
  x.len = n;
  c.name = "safetensors read from memory";
  assert_true(sweep(&c) > 0);
  WeightsCtx y = {info, wpath, NULL, 0, 1, {0}, NULL};
  Case d = {"init-weights + safetensors write", weights_run, weights_same, weights_undo, &y};
  assert_true(sweep(&d) > 0);
  no_temp_files("written.safetensors");
  WeightsCtx z = {info, NULL, NULL, 0, 2, {0}, NULL};
  Case b = {"init-weights + bind", weights_run, weights_same, weights_undo, &z};
  assert_true(sweep(&b) > 0);
  cxrt_compiled_free(cm);
}

/* ---- compiled models ---------------------------------------------------------------- */

typedef struct OpenCtx {
  CxrtCompiled *cm;
} OpenCtx;

static int open_run(Case *c, char *msg, size_t len) {
  OpenCtx *x = c->ctx;
  CxrtError e = {0};
  x->cm = cxrt_compiled_open(g_model->fn, &e);
  if (!x->cm) {
    copy_err(msg, len, &e);
    return -1;
  }
  return 0;
}

static bool open_same(Case *c) {
  OpenCtx *x = c->ctx;
  const CxrtModelInfo *i = cxrt_compiled_info(x->cm);
  return i->nparams == 4 && i->noutputs == 2 && strcmp(i->params[2].name, "Wr") == 0 &&
         cxrt_compiled_nbranches(x->cm) == 2;
}

static void open_undo(Case *c) {
  OpenCtx *x = c->ctx;
  cxrt_compiled_free(x->cm);
  x->cm = NULL;
}

static void test_compiled_open(void **state) {
  (void)state;
  OpenCtx x = {NULL};
  Case c = {"cxrt_compiled_open", open_run, open_same, open_undo, &x};
  assert_true(sweep(&c) > 0);
}

typedef struct RunCtx {
  CxrtCompiled *cm;
  CxrtTensor *params;
  CxrtDataset d;
  int field_map[1];
  CxrtLeafTableMode leaf;
  int threads;
  bool warm;               /* the run object made (and a batch run) before the failures */
  CxrtCompiledRun *r;
  CxrtResult res[8];
  float want[8][64];       /* h_root, then h of every node */
  bool have_want;
} RunCtx;

static int run_run(Case *c, char *msg, size_t len) {
  RunCtx *x = c->ctx;
  CxrtError e = {0};
  if (!x->warm) {
    x->r = cxrt_compiled_run_new(x->cm, true);
    if (!x->r) {
      snprintf(msg, len, "cxrt_compiled_run_new: out of memory");
      return -1;
    }
    cxrt_compiled_run_set_leaf_table(x->r, x->leaf, -1);
    if (x->threads > 1 && cxrt_compiled_run_set_threads(x->r, x->threads, 1, &e)) {
      copy_err(msg, len, &e);
      return -1;
    }
  }
  int rc = cxrt_compiled_run_batch(x->r, x->params, &x->d, 0, x->d.nstructs, x->field_map, x->res, &e);
  if (rc) copy_err(msg, len, &e);
  return rc;
}

static bool run_same(Case *c) {
  RunCtx *x = c->ctx;
  for (int32_t s = 0; s < x->d.nstructs; s++) {
    float got[64];
    memcpy(got, x->res[s].values[0], sizeof(float) * 4);
    memcpy(got + 4, x->res[s].values[1], sizeof(float) * 4 * (size_t)x->res[s].nnodes);
    size_t n = sizeof(float) * (4 + 4 * (size_t)x->res[s].nnodes);
    if (!x->have_want) memcpy(x->want[s], got, n);
    else if (memcmp(x->want[s], got, n) != 0) return false;
  }
  x->have_want = true;
  return true;
}

static void run_undo(Case *c) {
  RunCtx *x = c->ctx;
  for (int s = 0; s < 8; s++) cxrt_result_free(&x->res[s]);
  if (!x->warm) {
    cxrt_compiled_run_free(x->r);
    x->r = NULL;
  }
}

static void sweep_run(const char *name, CxrtLeafTableMode leaf, int threads, bool warm) {
  CxrtError e = {0};
  RunCtx *x = calloc(1, sizeof *x);
  x->cm = cxrt_compiled_open(g_model->fn, &e);
  assert_non_null(x->cm);
  const CxrtModelInfo *info = cxrt_compiled_info(x->cm);
  CxrtWeights w = {0};
  assert_int_equal(cxrt_init_weights(info, 7, &w, &e), 0);
  x->params = calloc((size_t)info->nparams, sizeof *x->params);
  assert_int_equal(cxrt_bind_weights(info, &w, x->params, NULL, NULL, &e), 0);
  cxrt_weights_free(&w);
  CxrtReadOptions ro = {CXRT_FMT_PTB, 2, CXRT_TREE, 0, 0};
  assert_int_equal(cxrt_data_read_mem(ptb_text, strlen(ptb_text), "data", &ro, NULL, &x->d, &e), 0);
  assert_int_equal(cxrt_dataset_bind(&x->d, info, x->field_map, &e), 0);
  x->leaf = leaf;
  x->threads = threads;
  Case c = {name, run_run, run_same, run_undo, x};
  if (warm) {
    /* a run that has seen one structure: the failures hit a bigger batch */
    x->r = cxrt_compiled_run_new(x->cm, true);
    assert_non_null(x->r);
    cxrt_compiled_run_set_leaf_table(x->r, leaf, -1);
    assert_int_equal(cxrt_compiled_run_batch(x->r, x->params, &x->d, 2, 1, x->field_map, x->res, &e), 0);
    cxrt_result_free(&x->res[0]);
    x->warm = true;
  }
  assert_true(sweep(&c) > 0);
  /* After all those failures the run object still works. */
  if (warm) {
    assert_int_equal(cxrt_compiled_run_batch(x->r, x->params, &x->d, 0, x->d.nstructs, x->field_map, x->res, &e), 0);
    assert_true(run_same(&c));
    for (int s = 0; s < 8; s++) cxrt_result_free(&x->res[s]);
    cxrt_compiled_run_free(x->r);
  }
  cxrt_dataset_free(&x->d);
  cxrt_tensors_free(x->params, info->nparams);
  free(x->params);
  cxrt_compiled_free(x->cm);
  free(x);
}

static void test_compiled_run(void **state) {
  (void)state;
  sweep_run("cxrt_compiled_run_batch", CXRT_LEAF_TABLE_AUTO, 1, false);
  sweep_run("cxrt_compiled_run_batch, warm", CXRT_LEAF_TABLE_AUTO, 1, true);
  sweep_run("cxrt_compiled_run_batch, --leaf-table on", CXRT_LEAF_TABLE_ON, 1, false);
  sweep_run("cxrt_compiled_run_batch, --leaf-table off", CXRT_LEAF_TABLE_OFF, 1, false);
  sweep_run("cxrt_compiled_run_batch, 2 threads", CXRT_LEAF_TABLE_AUTO, 2, false);
}

/* ---- a library made by cortex build --shared --------------------------------------- */

typedef struct Api {
  void *dl;
  void *(*load)(const char *, char *, size_t);
  void *(*load_memory)(const void *, size_t, char *, size_t);
  void *(*init)(uint64_t, char *, size_t);
  void (*free_model)(void *);
  int (*run)(void *, const CxrtEmbedBatch *, void **, char *, size_t);
  const float *(*output)(const void *, int, int, int64_t *);
  void (*outputs_free)(void *);
} Api;

typedef struct EmbedCtx {
  Api *api;
  int what;                /* 0 load, 1 load_memory, 2 init, 3 run */
  const char *path;
  const void *mem;
  size_t len;
  void *model, *out;
  CxrtEmbedBatch batch;
  float want[2][4];
  bool have_want;
} EmbedCtx;

static int embed_run(Case *c, char *msg, size_t len) {
  EmbedCtx *x = c->ctx;
  if (x->what == 3) return x->api->run(x->model, &x->batch, &x->out, msg, len);
  x->model = x->what == 0   ? x->api->load(x->path, msg, len)
             : x->what == 1 ? x->api->load_memory(x->mem, x->len, msg, len)
                            : x->api->init(5, msg, len);
  return x->model ? 0 : -1;
}

static bool embed_same(Case *c) {
  EmbedCtx *x = c->ctx;
  if (x->what != 3) {
    /* a loaded model runs */
    void *out = NULL;
    char msg[512];
    if (x->api->run(x->model, &x->batch, &out, msg, sizeof msg)) return false;
    x->api->outputs_free(out);
    return true;
  }
  for (int s = 0; s < 2; s++) {
    int64_t n = 0;
    const float *h = x->api->output(x->out, 0, s, &n);
    if (!h || n != 4) return false;
    if (!x->have_want) memcpy(x->want[s], h, sizeof x->want[s]);
    else if (memcmp(x->want[s], h, sizeof x->want[s]) != 0) return false;
  }
  x->have_want = true;
  return true;
}

static void embed_undo(Case *c) {
  EmbedCtx *x = c->ctx;
  if (x->what == 3) {
    x->api->outputs_free(x->out);
    x->out = NULL;
  } else {
    x->api->free_model(x->model);
    x->model = NULL;
  }
}

static void *sym(void *dl, const char *name) {
  void *p = dlsym(dl, name);
  if (!p) fail_msg("the built library has no %s", name);
  return p;
}

static void test_embed(void **state) {
  (void)state;
  const char *cortex = getenv("CORTEX");
  if (!cortex || !*cortex) cortex = "./cortex";
  char model[512], lib[512], weights[512], cmd[4096];
  snprintf(model, sizeof model, "%s/afm.cx", g_dir);
  snprintf(lib, sizeof lib, "%s/libafm.so", g_dir);
  snprintf(weights, sizeof weights, "%s/afm.safetensors", g_dir);
  FILE *f = fopen(model, "w");
  assert_non_null(f);
  fputs(model_src, f);
  fclose(f);
  snprintf(cmd, sizeof cmd, "'%s' build '%s' --shared -o '%s' && '%s' init-weights '%s' --seed 5 -o '%s'", cortex, model,
           lib, cortex, model, weights);
  if (system(cmd) != 0) fail_msg("cannot build the library: %s", cmd);
  Api api;
  api.dl = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
  if (!api.dl) fail_msg("dlopen %s: %s", lib, dlerror());
  api.load = (void *(*)(const char *, char *, size_t))sym(api.dl, "afm_load");
  api.load_memory = (void *(*)(const void *, size_t, char *, size_t))sym(api.dl, "afm_load_memory");
  api.init = (void *(*)(uint64_t, char *, size_t))sym(api.dl, "afm_init");
  api.free_model = (void (*)(void *))sym(api.dl, "afm_free");
  api.run = (int (*)(void *, const CxrtEmbedBatch *, void **, char *, size_t))sym(api.dl, "afm_run");
  api.output = (const float *(*)(const void *, int, int, int64_t *))sym(api.dl, "afm_output");
  api.outputs_free = (void (*)(void *))sym(api.dl, "afm_outputs_free");

  static unsigned char buf[1 << 16];
  f = fopen(weights, "rb");
  assert_non_null(f);
  size_t n = fread(buf, 1, sizeof buf, f);
  fclose(f);

  /* (0 (1) (2)) and (0 (1) (2 (3) (4))), words 1, 2 and 3, 4, 5 */
  static const int32_t cs0[] = {0, 2, 2, 2}, ch0[] = {1, 2}, w0[] = {0, 1, 2};
  static const int32_t cs1[] = {0, 2, 2, 4, 4, 4}, ch1[] = {1, 2, 3, 4}, w1[] = {0, 3, 0, 4, 5};
  static const CxrtEmbedStructure trees[2] = {{3, cs0, ch0, w0, NULL}, {5, cs1, ch1, w1, NULL}};
  EmbedCtx x = {&api, 0, weights, buf, n, NULL, NULL, {2, trees}, {{0}}, false};
  Case c = {"afm_load", embed_run, embed_same, embed_undo, &x};
  assert_true(sweep(&c) > 0);
  x.what = 1;
  c.name = "afm_load_memory";
  assert_true(sweep(&c) > 0);
  x.what = 2;
  c.name = "afm_init";
  assert_true(sweep(&c) > 0);
  char msg[512];
  x.model = api.load(weights, msg, sizeof msg);
  if (!x.model) fail_msg("afm_load: %s", msg);
  x.what = 3;
  c.name = "afm_run";
  assert_true(sweep(&c) > 0);
  api.free_model(x.model);
  dlclose(api.dl);
}

static int setup(void **state) {
  (void)state;
  g_model = model_compile();
  /* libgccjit sets the locale; libc then loads its message catalogue on
   * the first strerror, once for the process: not a leak of the first
   * error path that reports errno. */
  return strerror(ENOMEM)[0] ? 0 : -1;
}

static int teardown(void **state) {
  (void)state;
  model_free(g_model);
  return 0;
}

int main(void) {
  snprintf(g_dir, sizeof g_dir, "%s/cortex-allocfail.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
  if (!mkdtemp(g_dir)) {
    perror("mkdtemp");
    return 1;
  }
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_readers),      cmocka_unit_test(test_vocab),
      cmocka_unit_test(test_weights),      cmocka_unit_test(test_compiled_open),
      cmocka_unit_test(test_compiled_run), cmocka_unit_test(test_embed),
  };
  int rc = cmocka_run_group_tests(tests, setup, teardown);
  char cmd[512];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", g_dir);
  if (system(cmd) != 0) fprintf(stderr, "cannot remove %s\n", g_dir);
  return rc;
}
