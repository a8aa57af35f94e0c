/* Internal interface of backend/jit: the code generator (codegen.c) and
 * the run API (jit.c). */
#ifndef CX_JIT_INTERNAL_H
#define CX_JIT_INTERNAL_H

#include <libgccjit.h>
#include <signal.h>
#include <sys/types.h>

#include "backend/jit/jit.h"

/* What a context holds besides the kernels: the model entry cx_model
 * with its description (stdlib/compiled.h; blob NULL: none, for dumps),
 * and for a shared library the NAME_* API (api_prefix NAME) forwarding
 * to the runtime's cxrt_embed_* functions. */
typedef struct JitEmit {
  const uint8_t *blob;
  size_t blob_len;
  const char *api_prefix;
} JitEmit;

/* Builds the whole loop program into a new libgccjit context with the
 * options set (optimization level, -march, debug info).  Returns the
 * context for the caller to compile or dump, or NULL after reporting
 * through s->diag.  emit may be NULL. */
gcc_jit_context *jit_build(CxSession *s, const LoopProgram *lp, const JitOptions *o, const JitEmit *emit);

/* One part of a parallel compile (parallel.c): kernel_part[b] is the
 * part that defines branch kernel b.  Part self > 0 holds only its
 * kernels; part 0 the rest (classify, run, the outputs, pack, readouts,
 * the model entry and API), calling the other parts' kernels as imported
 * functions, which the link resolves. */
typedef struct JitPart {
  int self;
  const int *kernel_part;
} JitPart;
/* jit_build for one part (part NULL: the whole model, jit_build). */
gcc_jit_context *jit_build_part(CxSession *s, const LoopProgram *lp, const JitOptions *o, const JitEmit *emit,
                                const JitPart *part);

/* The model's description (blob.c; the format is in stdlib/compiled.h),
 * malloc'd. */
uint8_t *jit_blob(const LoopProgram *lp, size_t *len);

/* Reports a libgccjit error (the context's first error, or what) as an
 * internal compiler error at loc.  Returns -1. */
int jit_report(CxSession *s, gcc_jit_context *ctx, CxLoc loc, const char *what);

/* Schedules p and builds its context with the model entry (and, with
 * api_prefix, the NAME_* API); *lp gets the schedule.  NULL after
 * reporting. */
gcc_jit_context *jit_build_model(CxSession *s, const IrProgram *p, const JitOptions *o, const char *api_prefix,
                                 LoopProgram **lp);
/* The file a library is loaded from: a temporary file registered with
 * the runtime (cxrt_temp_create: a signal that ends the program removes
 * it), path NULL when there is none. */
typedef struct JitFile {
  char *path; /* malloc'd */
  int slot;   /* cxrt_temp_register's */
} JitFile;
/* Loads f (dlopen, and its cx_model in *fn) and removes it, or with keep
 * (debug info: gdb finds the code by the file's path) leaves it for
 * jit_file_remove.  The handle, or NULL with why (f removed). */
void *jit_load_file(JitFile *f, bool keep, CxrtModelFn *fn, char *why, size_t whylen);
void jit_file_remove(JitFile *f);
/* A JitModel around compiled code (a dlopen handle, which it then owns)
 * and its entry fn; takes lp (may be NULL) and file (the library's, kept
 * with debug info, removed at jit_free; path NULL for none).  NULL after
 * reporting (and closing dl, removing file). */
JitModel *jit_model_new(CxSession *s, const IrProgram *p, const JitOptions *o, LoopProgram *lp, void *dl,
                        CxrtModelFn fn, JitFile file);
/* After a compile error: a note when CORTEX_MARCH chose the target. */
void jit_march_note(CxSession *s, const JitOptions *o);

/* ---- Compiling in a child process (child.c) ----
 *
 * Every compile (jit_compile, the cache's misses, cortex build) runs
 * gcc_jit_context_compile_to_file in a forked child, in its own process
 * group, with TMPDIR set to a private folder, while this thread waits
 * with SIGINT, SIGTERM and SIGHUP live (those the caller has not
 * blocked).  Such a signal kills the child's process group (the child,
 * the assembler or linker) and removes the private folder at once.
 *
 * Compiles ctx to out (of kind) that way; tmpdir: the child's TMPDIR (the
 * caller's folder, which it removes), or NULL for one made and removed
 * here.  Returns 0; -1 with msg (libgccjit's first error, or why the
 * child failed); or the number of the signal that stopped it (out may
 * be half-written: the caller removes its files, then calls
 * jit_stopped).  When fork fails, compiles in this process with its
 * signals held (not stoppable), as a fallback. */
int jit_compile_child(gcc_jit_context *ctx, enum gcc_jit_output_kind kind, const char *out, const char *tmpdir,
                      char *msg, size_t msglen);
/* Several compiles at once (a parallel compile's parts, jit_parallel.c):
 * begin holds the stop signals and SIGCHLD (nothing else may run
 * between begin and wait but spawns and building contexts); spawn forks
 * a child compiling ctx to out (fork failing: compiles here); wait
 * waits for all of them.  wait returns 0, -1 with msg (the first
 * failure's message: the other children are killed then, so an error is
 * reported once), or the stop signal (every child's process group was
 * killed); either way no child is left and the mask is restored.  A
 * spawn that fails (-1, msg) must still be followed by wait. */
enum { JIT_MAX_CHILDREN = 16 };
typedef struct JitChildren {
  sigset_t old, wait_set;
  int n;
  pid_t pid[JIT_MAX_CHILDREN];
  int fd[JIT_MAX_CHILDREN], status[JIT_MAX_CHILDREN];
  bool done[JIT_MAX_CHILDREN], reported[JIT_MAX_CHILDREN];
  const char *out[JIT_MAX_CHILDREN];
  char *msg[JIT_MAX_CHILDREN]; /* an in-process compile's error */
  double cpu_ms[JIT_MAX_CHILDREN]; /* after wait: each child's CPU time
                                      (with its assembler's), 0 if killed */
  int nreaped;                     /* after wait: how many were spawned */
  int failed;                      /* after wait: the child whose error msg is, or -1 */
  const char *stderr_dir;          /* set after begin: child i's stderr (gcc's
                                      own messages) goes to DIR/childI.err */
} JitChildren;
void jit_children_begin(JitChildren *g);
int jit_children_spawn(JitChildren *g, gcc_jit_context *ctx, enum gcc_jit_output_kind kind, const char *out,
                       const char *tmpdir, char *msg, size_t msglen);
int jit_children_wait(JitChildren *g, char *msg, size_t msglen);
/* After a stopped compile's files are removed: delivers the signal
 * (raise: its default action ends the process, a handler runs) and, if
 * the process lives on, reports "the compile was stopped by SIGINT".
 * Returns -1. */
int jit_stopped(CxSession *s, int sig);
/* A new private folder in $TMPDIR (else /tmp): 0, or -1 with why. */
int jit_temp_dir(char *buf, size_t size, char *why, size_t whylen);
/* Removes a file or a folder with everything in it (errors ignored). */
void jit_remove_tree(const char *path);

/* ---- A model compiled in parts, in parallel (parallel.c) ---- */

/* What a compile did (--time, the compile benchmark). */
typedef struct JitCompileInfo {
  int nparts;                          /* 1: one unit */
  double wall_ms, build_ms, parts_ms, link_ms, link_cpu_ms;
  double part_cpu_ms[JIT_MAX_CHILDREN]; /* each part's compile process */
  char dir[4096];                       /* out NULL: the private folder
                                           holding model.so (the caller
                                           removes it) */
} JitCompileInfo;
/* Driver options for the final link (cortex build: the runtime archive,
 * libraries, a version script), added to the context that links. */
typedef struct JitLink {
  void (*add)(gcc_jit_context *ctx, void *user);
  void *user;
} JitLink;
/* The compile processes o asks for: o->jobs, or one per online CPU (at
 * most JIT_MAX_CHILDREN - 1). */
int jit_compile_jobs(const JitOptions *o);
/* Splits lp's branch kernels into at most jobs parts (kernel_part[b]),
 * balanced by their size with part 0's own share (classify, outputs)
 * counted; returns the number of parts, every one non-empty. */
int jit_partition(const LoopProgram *lp, int jobs, int *kernel_part);
/* Builds and compiles lp to out (of kind): with one part as one context
 * in one child (jit_compile_child), else each part to an object file in
 * its own child, all at once, then one link.  Returns 0; -1 with msg (a
 * compile's or the link's first error: reported once); -2 after
 * reporting through s->diag (building a context failed); or the stop
 * signal (every child killed, the private folder removed; the caller
 * removes out's files and calls jit_stopped).  info may be NULL, except
 * with out NULL: then the library is DIR/model.so in a private folder
 * made after the build, info->dir, which the caller removes (on
 * success only; a failure removes it). */
int jit_compile_lp(CxSession *s, const LoopProgram *lp, const JitOptions *o, const JitEmit *emit,
                   enum gcc_jit_output_kind kind, const char *out, const JitLink *link, JitCompileInfo *info,
                   char *msg, size_t msglen);
/* Schedules p (*lp_out gets the schedule unless -2) and compiles it
 * with its model entry (and with api_prefix the NAME_* API) through
 * jit_compile_lp. */
int jit_compile_model(CxSession *s, const IrProgram *p, const JitOptions *o, const char *api_prefix,
                      enum gcc_jit_output_kind kind, const char *out, const JitLink *link, LoopProgram **lp_out,
                      JitCompileInfo *info, char *msg, size_t msglen);

/* jit_compile, saying what the compile did (info may be NULL). */
JitModel *jit_compile_info(CxSession *s, const IrProgram *p, const JitOptions *o, JitCompileInfo *info);

/* Generated names ("cx_" + the kernel's name). */
void jit_symbol(char *buf, size_t size, const char *kernel_name);

#endif
