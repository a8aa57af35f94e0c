/* A model compiled in parts, in parallel (issue 17): see jit_internal.h,
 * "jit_compile_model", and docs/architecture.md ("Parallel compile").
 *
 * gcc_jit_context_compile runs GCC's whole back end on one translation
 * unit in one process, so one model's compile uses one core however many
 * there are.  Here the branch kernels, which are most of the code, are
 * split into parts balanced by size; each part is its own context,
 * compiled to an object file by its own child process (child.c), all at
 * once, each with the packing of its kernels' panels; part 0 holds
 * everything else (classify, run, the outputs, cx_pack, readouts, the
 * model entry) and calls the other parts' kernels as
 * imported functions.  A last, empty context links the objects into the
 * one shared object (or executable) that one compile would have made, so
 * the cache keeps one entry and the loader is unchanged. */
#include "config.h"

#include "backend/jit/jit_internal.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "lang/base/diag.h"

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* The size of a statement list, a proxy for its compile time: one per
 * statement, a GEMM (a microkernel of a few hundred lines) and a dot
 * (a row block) more. */
static long body_weight(const LoopBody *b) {
  long w = 0;
  for (int i = 0; i < b->n; i++) {
    const LoopStmt *st = b->s[i];
    w += 1 + body_weight(&st->body) + body_weight(&st->els);
    if (st->kind == LS_GEMM) w += 40;
    else if (st->kind == LS_DOT) w += 4;
  }
  return w;
}

/* Child q's captured stderr to this process's, as it would have gone. */
static void copy_stderr(const char *dir, int q) {
  char path[PATH_MAX + 32], buf[4096];
  snprintf(path, sizeof path, "%s/child%d.err", dir, q);
  FILE *f = fopen(path, "r");
  if (!f) return;
  size_t n;
  fflush(stderr);
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) fwrite(buf, 1, n, stderr);
  fclose(f);
}

/* jit_compile_child, keeping the child's CPU time in *cpu_ms. */
static int compile_one(gcc_jit_context *ctx, enum gcc_jit_output_kind kind, const char *out, const char *tmpdir,
                       double *cpu_ms, char *msg, size_t msglen) {
  JitChildren g;
  jit_children_begin(&g);
  int rc = jit_children_spawn(&g, ctx, kind, out, tmpdir, msg, msglen);
  char wmsg[4096];
  int wrc = jit_children_wait(&g, wmsg, sizeof wmsg);
  if (rc == 0 || wrc > 0) rc = wrc;
  if (rc == -1 && wrc == -1) snprintf(msg, msglen, "%s", wmsg);
  *cpu_ms = g.cpu_ms[0];
  return rc;
}

int jit_compile_jobs(const JitOptions *o) {
  long n = o->jobs;
  if (n <= 0) n = sysconf(_SC_NPROCESSORS_ONLN);
  if (n < 1) n = 1;
  if (n > JIT_MAX_CHILDREN - 1) n = JIT_MAX_CHILDREN - 1;
  return (int)n;
}

int jit_partition(const LoopProgram *lp, int jobs, int *kernel_part) {
  int nparts = jobs < 1 + lp->nkernels ? jobs : 1 + lp->nkernels;
  if (nparts < 2) {
    for (int b = 0; b < lp->nkernels; b++) kernel_part[b] = 0;
    return 1;
  }
  long load[JIT_MAX_CHILDREN] = {0};
  /* part 0's own load: classify (a chain of guards), outputs, readouts */
  load[0] = body_weight(&lp->classify.stmts);
  for (int q = 0; q < lp->noutputs; q++) load[0] += body_weight(&lp->outputs[q].stmts);
  for (int r = 0; r < lp->nreadouts; r++) {
    /* (one that compiles to an earlier one's code is that function:
       codegen.c, loop_kernel_same_code) */
    bool again = false;
    for (int q = 0; q < r && !again; q++) again = loop_kernel_same_code(&lp->readouts[q], &lp->readouts[r]);
    if (!again) load[0] += body_weight(&lp->readouts[r].stmts);
  }
  /* the largest kernel first to the least loaded part (LPT) */
  long *w = malloc((size_t)(lp->nkernels ? lp->nkernels : 1) * sizeof *w);
  if (!w) {
    for (int b = 0; b < lp->nkernels; b++) kernel_part[b] = 0;
    return 1;
  }
  for (int b = 0; b < lp->nkernels; b++) {
    w[b] = body_weight(&lp->kernels[b].stmts);
    kernel_part[b] = -1;
  }
  for (int done = 0; done < lp->nkernels; done++) {
    int big = -1;
    for (int b = 0; b < lp->nkernels; b++)
      if (kernel_part[b] < 0 && (big < 0 || w[b] > w[big])) big = b;
    int least = 0;
    for (int q = 1; q < nparts; q++)
      if (load[q] < load[least]) least = q;
    kernel_part[big] = least;
    load[least] += w[big];
  }
  free(w);
  /* parts left empty (fewer kernels than parts, or one huge part 0) are
     dropped: numbers stay dense */
  int map[JIT_MAX_CHILDREN], used = 1;
  map[0] = 0;
  for (int q = 1; q < nparts; q++) {
    bool any = false;
    for (int b = 0; b < lp->nkernels && !any; b++) any = kernel_part[b] == q;
    map[q] = any ? used++ : -1;
  }
  for (int b = 0; b < lp->nkernels; b++) kernel_part[b] = map[kernel_part[b]];
  return used;
}

/* A shared library's calls between its own functions (a kernel's calls
 * of the GEMM tiles, the vector math, the packing) bound at link time:
 * without it each goes through the PLT, since another object could
 * interpose an exported name.  (A built library's version script makes
 * those names local anyway; an executable has no PLT for them.) */
static void bind_locally(gcc_jit_context *ctx, enum gcc_jit_output_kind kind) {
  if (kind == GCC_JIT_OUTPUT_KIND_DYNAMIC_LIBRARY) gcc_jit_context_add_driver_option(ctx, "-Wl,-Bsymbolic");
}

int jit_compile_lp(CxSession *s, const LoopProgram *lp, const JitOptions *o, const JitEmit *emit,
                   enum gcc_jit_output_kind kind, const char *out, const JitLink *link, JitCompileInfo *info,
                   char *msg, size_t msglen) {
  msg[0] = '\0';
  JitCompileInfo dummy;
  if (!info) info = &dummy;
  memset(info, 0, sizeof *info);
  double t0 = now_ms();
  int *kernel_part = malloc((size_t)(lp->nkernels ? lp->nkernels : 1) * sizeof *kernel_part);
  if (!kernel_part) {
    snprintf(msg, msglen, "out of memory");
    return -1;
  }
  int nparts = jit_partition(lp, jit_compile_jobs(o), kernel_part);
  info->nparts = nparts;
  if (nparts == 1) {
    /* one unit, as before */
    free(kernel_part);
    gcc_jit_context *ctx = jit_build(s, lp, o, emit);
    if (!ctx) return -2;
    if (link && link->add) link->add(ctx, link->user);
    bind_locally(ctx, kind);
    /* one child; the private folder made after the build (a stop signal then finds no folder
       to leave behind) */
    char own[PATH_MAX], path[PATH_MAX + 16];
    int rc = jit_temp_dir(own, sizeof own, msg, msglen);
    if (rc != 0) {
      diag_error(&s->diag, cx_noloc, "cannot compile the model: %s", msg);
      rc = -2;
    }
    if (rc == 0 && !out) {
      snprintf(info->dir, sizeof info->dir, "%s", own);
      snprintf(path, sizeof path, "%s/model.so", own);
      out = path;
    }
    if (rc == 0) {
      rc = compile_one(ctx, kind, out, own, &info->part_cpu_ms[0], msg, msglen);
      if (rc != 0 || !info->dir[0]) jit_remove_tree(own);
      if (rc != 0) info->dir[0] = '\0';
    }
    gcc_jit_context_release(ctx);
    info->wall_ms = now_ms() - t0;
    return rc;
  }
  /* the signals held from before the folder exists (the window a stop
     signal would leave it behind in) */
  JitChildren g;
  jit_children_begin(&g);
  char dir[PATH_MAX];
  if (jit_temp_dir(dir, sizeof dir, msg, msglen)) {
    diag_error(&s->diag, cx_noloc, "cannot compile the model: %s", msg);
    free(kernel_part);
    jit_children_wait(&g, msg, msglen); /* (no child: restores the mask) */
    return -2;
  }
  char paths[JIT_MAX_CHILDREN][PATH_MAX + 32], model[PATH_MAX + 16];
  if (!out) {
    snprintf(model, sizeof model, "%s/model.so", dir);
    out = model;
  }
  g.stderr_dir = dir;
  int rc = 0;
  /* each part's context is built and handed to its child at once, so
     building the next overlaps the compiles already running; the
     parent's copy goes right after the fork */
  for (int q = 0; q < nparts && rc == 0; q++) {
    double b0 = now_ms();
    JitPart part = {q, kernel_part};
    gcc_jit_context *ctx = jit_build_part(s, lp, o, q == 0 ? emit : NULL, &part);
    info->build_ms += now_ms() - b0;
    if (!ctx) {
      rc = -2;
      break;
    }
    /* for tests/parallel_compile.sh: part N of the compile fails (gcc
       rejects the option), the others compile */
    const char *fail = getenv("CORTEX_JIT_FAIL_PART");
    if (fail && *fail && atoi(fail) == q) gcc_jit_context_add_command_line_option(ctx, "-fcortex-test-failure");
    snprintf(paths[q], sizeof paths[q], "%s/part%d.o", dir, q);
    rc = jit_children_spawn(&g, ctx, GCC_JIT_OUTPUT_KIND_OBJECT_FILE, paths[q], dir, msg, msglen);
    gcc_jit_context_release(ctx);
  }
  char wmsg[4096];
  int wrc = jit_children_wait(&g, wmsg, sizeof wmsg);
  for (int q = 0; q < g.nreaped && q < JIT_MAX_CHILDREN; q++) info->part_cpu_ms[q] = g.cpu_ms[q];
  /* what gcc itself wrote, as one compile would have: after a failure
     the failing part's (every part fails alike for a bad -march: it is
     shown once), else every part's (warnings) */
  if (wrc <= 0)
    for (int q = 0; q < g.nreaped; q++)
      if (wrc == 0 || q == g.failed) copy_stderr(dir, q);
  if (rc == 0 && wrc != 0) {
    rc = wrc;
    snprintf(msg, msglen, "%s", wmsg);
  } else if (wrc > 0) {
    rc = wrc; /* a stop signal wins over a build error */
  }
  free(kernel_part);
  info->parts_ms = now_ms() - t0;
  if (rc == 0) {
    /* the link: an empty unit, the parts' objects as driver options */
    double l0 = now_ms();
    gcc_jit_context *lctx = gcc_jit_context_acquire();
    if (!lctx) {
      snprintf(msg, msglen, "cannot create a context");
      rc = -1;
    } else {
      gcc_jit_context_set_int_option(lctx, GCC_JIT_INT_OPTION_OPTIMIZATION_LEVEL, 0);
      gcc_jit_context_set_bool_option(lctx, GCC_JIT_BOOL_OPTION_DEBUGINFO, o->debuginfo);
      for (int q = 0; q < nparts; q++) gcc_jit_context_add_driver_option(lctx, paths[q]);
      gcc_jit_context_add_driver_option(lctx, "-lm");
      if (link && link->add) link->add(lctx, link->user);
      bind_locally(lctx, kind);
      rc = compile_one(lctx, kind, out, dir, &info->link_cpu_ms, msg, msglen);
      gcc_jit_context_release(lctx);
    }
    info->link_ms = now_ms() - l0;
  }
  if (rc == 0 && out == model) {
    /* the caller's to move the library out of and remove */
    snprintf(info->dir, sizeof info->dir, "%s", dir);
  } else {
    jit_remove_tree(dir);
  }
  info->wall_ms = now_ms() - t0;
  return rc;
}

int jit_compile_model(CxSession *s, const IrProgram *p, const JitOptions *o, const char *api_prefix,
                      enum gcc_jit_output_kind kind, const char *out, const JitLink *link, LoopProgram **lp_out,
                      JitCompileInfo *info, char *msg, size_t msglen) {
  msg[0] = '\0';
  *lp_out = NULL;
  LoopProgram *lp = loop_schedule(p, &o->loops, &s->diag);
  if (!lp) return -2;
  size_t len = 0;
  uint8_t *blob = jit_blob(lp, &len);
  JitEmit emit = {blob, len, api_prefix};
  int rc = jit_compile_lp(s, lp, o, &emit, kind, out, link, info, msg, msglen);
  free(blob);
  if (rc == -2) {
    loop_program_free(lp);
    return -2;
  }
  *lp_out = lp;
  return rc;
}
