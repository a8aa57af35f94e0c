/* Internal interface of backend/jit: the code generator (codegen.c) and
 * the run API (jit.c). */
#ifndef CX_JIT_INTERNAL_H
#define CX_JIT_INTERNAL_H

#include <libgccjit.h>

#include "backend/jit/jit.h"

/* Builds the whole loop program into a new libgccjit context with the
 * options set (optimization level, -march, debug info).  Returns the
 * context for the caller to compile or dump, or NULL after reporting
 * through s->diag. */
gcc_jit_context *jit_build(CxSession *s, const LoopProgram *lp, const JitOptions *o);

/* Reports a libgccjit error (the context's first error, or what) as an
 * internal compiler error at loc.  Returns -1. */
int jit_report(CxSession *s, gcc_jit_context *ctx, CxLoc loc, const char *what);

/* Generated names ("cx_" + the kernel's name). */
void jit_symbol(char *buf, size_t size, const char *kernel_name);

#endif
