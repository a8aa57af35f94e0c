/* The run API of compiled models: see jit.h.
 *
 * Compiling: schedule (ir/schedule.c) -> one libgccjit context with every
 * kernel, classify, run, the outputs and the model entry cx_model with
 * its description (codegen.c, blob.c) -> a shared object, compiled in a
 * child process (child.c) into a private folder and loaded here, or
 * through the cache (cache.c).
 *
 * Running is the runtime's business (stdlib/compiled.c): the same code
 * runs a batch for `cortex run --jit`, the cache's .so files and the
 * programs and libraries `cortex build` makes.  A JitModel is that
 * runtime model plus where its code lives (a dlopen handle). */
#include "backend/jit/jit_internal.h"

#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lang/base/diag.h"
#include "stdlib/errstr.h"

struct JitModel {
  const IrProgram *p;
  LoopProgram *lp;               /* NULL when loaded from the cache */
  JitOptions opt;
  void *dl;                      /* the shared object */
  JitFile file;                  /* its file, kept for gdb (-fdebuginfo) */
  CxrtCompiled *cm;
  CxrtCompiledRun *run;
};

JitModel *jit_model_new(CxSession *s, const IrProgram *p, const JitOptions *o, LoopProgram *lp, void *dl,
                        CxrtModelFn fn, JitFile file) {
  JitModel *m = cx_xcalloc(1, sizeof *m);
  m->p = p;
  m->lp = lp;
  m->opt = *o;
  m->dl = dl;
  m->file = file;
  CxrtError err;
  memset(&err, 0, sizeof err);
  m->cm = cxrt_compiled_open(fn, &err);
  if (!m->cm) {
    CxLoc loc = p->nbranches ? p->branches[0].loc : cx_noloc;
    diag_report(&s->diag, DIAG_ERROR, loc, "internal compiler error: the compiled model does not load: %s", err.msg);
    jit_free(m);
    return NULL;
  }
  m->run = cxrt_compiled_run_new(m->cm, o->check_nonfinite);
  return m;
}

/* ---- compile --------------------------------------------------------------------- */

void jit_march_note(CxSession *s, const JitOptions *o) {
  const char *env = getenv("CORTEX_MARCH");
  if (!o->march && env && *env)
    diag_note(&s->diag, cx_noloc, "the target is -march=%s, from CORTEX_MARCH; unset it or use a value gcc's -march "
                                  "accepts (not 'native': libgccjit 12 rejects it)", env);
}

gcc_jit_context *jit_build_model(CxSession *s, const IrProgram *p, const JitOptions *o, const char *api_prefix,
                                 LoopProgram **lp_out) {
  LoopProgram *lp = loop_schedule(p, &o->loops, &s->diag);
  if (!lp) return NULL;
  size_t len = 0;
  uint8_t *blob = jit_blob(lp, &len);
  JitEmit emit = {blob, len, api_prefix};
  gcc_jit_context *ctx = jit_build(s, lp, o, &emit);
  free(blob); /* the context copied it (gcc_jit_global_set_initializer) */
  if (!ctx) {
    loop_program_free(lp);
    return NULL;
  }
  *lp_out = lp;
  return ctx;
}

void *jit_load_file(JitFile *f, bool keep, CxrtModelFn *fn, char *why, size_t whylen) {
  void *dl = dlopen(f->path, RTLD_NOW | RTLD_LOCAL);
  if (!dl) {
    const char *e = dlerror();
    snprintf(why, whylen, "it does not load: %s", e ? e : "?");
  } else if (!(*fn = (CxrtModelFn)dlsym(dl, CX_MODEL_SYMBOL))) {
    dlclose(dl);
    dl = NULL;
    snprintf(why, whylen, "it has no model entry");
  }
  if (!dl || !keep) jit_file_remove(f);
  return dl;
}

void jit_file_remove(JitFile *f) {
  if (!f->path) return;
  unlink(f->path);
  cxrt_temp_unregister(f->slot);
  free(f->path);
  f->path = NULL;
}

JitModel *jit_compile(CxSession *s, const IrProgram *p, const JitOptions *o) { return jit_compile_info(s, p, o, NULL); }

JitModel *jit_compile_info(CxSession *s, const IrProgram *p, const JitOptions *o, JitCompileInfo *info) {
  JitOptions def;
  if (info) memset(info, 0, sizeof *info);
  if (!o) {
    jit_default_options(&def);
    o = &def;
  }
  LoopProgram *lp = NULL;
  CxLoc loc = p->nbranches ? p->branches[0].loc : cx_noloc;
  /* The child writes the library into a private folder. */
  char dir[PATH_MAX], path[PATH_MAX + 16], msg[4096];
  JitCompileInfo own;
  if (!info) info = &own;
  int rc = jit_compile_model(s, p, o, NULL, GCC_JIT_OUTPUT_KIND_DYNAMIC_LIBRARY, NULL, NULL, &lp, info, msg,
                             sizeof msg);
  if (rc == -2) return NULL;
  snprintf(dir, sizeof dir, "%s", info->dir);
  snprintf(path, sizeof path, "%s/model.so", dir);
  /* Loaded from a registered file beside the folder, which goes at once
     (the file too, but with debug info: kept until jit_free for gdb, as
     libgccjit kept its own). */
  JitFile f = {NULL, -1};
  if (rc == 0) {
    char base[PATH_MAX];
    snprintf(base, sizeof base, "%.*s", (int)(strrchr(dir, '/') - dir), dir);
    snprintf(base + strlen(base), sizeof base - strlen(base), "/cortex-jit");
    int fd = cxrt_temp_create(base, 0600, &f.path, &f.slot);
    if (fd < 0 || chmod(path, 0600) != 0 || rename(path, f.path) != 0) {
      snprintf(msg, sizeof msg, "cannot move the compiled library to %s: %s", base, CX_STRERROR(errno));
      rc = -1;
    }
    if (fd >= 0) close(fd);
  }
  jit_remove_tree(dir);
  void *dl = NULL;
  CxrtModelFn fn = NULL;
  if (rc == 0 && !(dl = jit_load_file(&f, o->debuginfo, &fn, msg, sizeof msg))) rc = -1;
  if (rc != 0) {
    jit_file_remove(&f);
    loop_program_free(lp);
    if (rc > 0) return jit_stopped(s, rc), NULL;
    diag_report(&s->diag, DIAG_ERROR, loc, "internal compiler error: libgccjit: compiling the model: %s", msg);
    jit_march_note(s, o);
    return NULL;
  }
  return jit_model_new(s, p, o, lp, dl, fn, f);
}

void jit_free(JitModel *m) {
  if (!m) return;
  cxrt_compiled_run_free(m->run);
  cxrt_compiled_free(m->cm);
  if (m->dl) dlclose(m->dl);
  jit_file_remove(&m->file);
  loop_program_free(m->lp);
  free(m);
}

const LoopProgram *jit_loops(const JitModel *m) { return m->lp; }
void jit_params_changed(JitModel *m) { cxrt_compiled_run_params_changed(m->run); }
CxrtCompiledRun *jit_compiled_run(JitModel *m) { return m->run; }

int32_t jit_valid_results(const JitModel *m) { return cxrt_compiled_run_valid(m->run); }

JitTimes jit_times(const JitModel *m) {
  JitTimes t = {0, 0};
  cxrt_compiled_run_times(m->run, &t.linearize_ms, &t.execute_ms);
  return t;
}

const float *jit_state(const JitModel *m, int32_t si, int32_t node, int comp) {
  return cxrt_compiled_run_state(m->run, si, node, comp);
}

int jit_branch(const JitModel *m, int32_t si, int32_t node) { return cxrt_compiled_run_branch(m->run, si, node); }
int jit_phase_branch(const JitModel *m, int phase, int32_t si, int32_t node) {
  return cxrt_compiled_run_phase_branch(m->run, phase, si, node);
}

int jit_run_batch(JitModel *m, const CxrtTensor *params, const CxrtDataset *d, int32_t first, int32_t count,
                  const int *field_map, CxrtResult *results, CxrtError *err) {
  return cxrt_compiled_run_batch(m->run, params, d, first, count, field_map, results, err);
}

int jit_dump_c(CxSession *s, const IrProgram *p, const JitOptions *o, FILE *out) {
  LoopProgram *lp = loop_schedule(p, &o->loops, &s->diag);
  if (!lp) return -1;
  gcc_jit_context *ctx = jit_build(s, lp, o, NULL);
  if (!ctx) {
    loop_program_free(lp);
    return -1;
  }
  char *path = NULL;
  int slot, rc = -1;
  int fd = cxrt_temp_create("/tmp/cortex-c", 0600, &path, &slot); /* removed if a signal ends us */
  if (fd >= 0) {
    gcc_jit_context_dump_to_file(ctx, path, 0);
    FILE *in = fopen(path, "r");
    if (in) {
      char buf[8192];
      size_t n;
      while ((n = fread(buf, 1, sizeof buf, in)) > 0) fwrite(buf, 1, n, out);
      fclose(in);
      rc = 0;
    }
    remove(path);
    cxrt_temp_unregister(slot);
    close(fd);
    free(path);
  }
  if (rc) diag_report(&s->diag, DIAG_ERROR, cx_noloc, "cannot write the generated code to a temporary file");
  gcc_jit_context_release(ctx);
  loop_program_free(lp);
  return rc;
}
