/* Internal interface of backend/jit: the code generator (codegen.c) and
 * the run API (jit.c). */
#ifndef CX_JIT_INTERNAL_H
#define CX_JIT_INTERNAL_H

#include <libgccjit.h>

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
/* After a stopped compile's files are removed: delivers the signal
 * (raise: its default action ends the process, a handler runs) and, if
 * the process lives on, reports "the compile was stopped by SIGINT".
 * Returns -1. */
int jit_stopped(CxSession *s, int sig);
/* A new private folder in $TMPDIR (else /tmp): 0, or -1 with why. */
int jit_temp_dir(char *buf, size_t size, char *why, size_t whylen);
/* Removes a file or a folder with everything in it (errors ignored). */
void jit_remove_tree(const char *path);

/* Generated names ("cx_" + the kernel's name). */
void jit_symbol(char *buf, size_t size, const char *kernel_name);

#endif
