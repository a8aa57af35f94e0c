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
/* A JitModel around compiled code (in a gcc_jit_result or a dlopen
 * handle, which it then owns) and its entry fn; takes lp (may be NULL).
 * NULL after reporting (and releasing result / dl). */
JitModel *jit_model_new(CxSession *s, const IrProgram *p, const JitOptions *o, LoopProgram *lp,
                        gcc_jit_result *result, void *dl, CxrtModelFn fn);
/* After a compile error: a note when CORTEX_MARCH chose the target. */
void jit_march_note(CxSession *s, const JitOptions *o);

/* gcc_jit_context_compile and gcc_jit_context_compile_to_file with the
 * calling thread's asynchronous signals held (pthread_sigmask) until
 * they return, then delivered.  libgccjit runs gcc's driver in-process,
 * and the driver exit()s the whole process when a signal with a handler
 * installed without SA_RESTART interrupts its wait for the assembler or
 * the linker ("fatal error: failed to get exit status: Interrupted system
 * call"): the REPL's SIGINT and SIGWINCH handlers, libFuzzer's SIGALRM.
 * Every compile goes through these two. */
gcc_jit_result *jit_gcc_compile(gcc_jit_context *ctx);
void jit_gcc_compile_to_file(gcc_jit_context *ctx, enum gcc_jit_output_kind kind, const char *path);

/* Generated names ("cx_" + the kernel's name). */
void jit_symbol(char *buf, size_t size, const char *kernel_name);

#endif
