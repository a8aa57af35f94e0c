/* The compiled backend: loop IR -> libgccjit -> machine code in memory,
 * and the run API every user of compiled models shares (`cortex run
 * --jit` now; built binaries, `cortex bench` and the REPL later).
 *
 * Using it:
 *
 *   JitOptions o;  jit_default_options(&o);
 *   JitModel *m = jit_compile(session, ir, &o);         // NULL: reported
 *   jit_run_batch(m, params, dataset, first, count, field_map, results, &err);
 *   jit_free(m);
 *
 * jit_run_batch linearizes structures [first, first + count) of the
 * dataset together (stdlib's cxrt_linearize, with the generated classify
 * function), runs every level of the batch in one call into the generated
 * code, computes the outputs and scatters them into results[0..count) in
 * exactly the layout the interpreter produces (per-node outputs in node
 * order).  Buffers (the linearized batch, states, scratch, output rows)
 * belong to the model and are reused: once warm, a batch of the same size
 * allocates nothing.  A JitModel runs one batch at a time.
 *
 * ---- The generated ABI ------------------------------------------------------
 *
 * All generated functions take the frame below (JitFrame, mirrored as a
 * libgccjit struct type, so the field order and types are the ABI):
 *
 *   int  classify(int32_t arity, const int32_t *fields);
 *        -> the kernel (the linearizer's branch) of a node, -1 for none;
 *           fields are the node's int fields in the model's order.  It
 *           evaluates the rec's guards in order; a branch split for
 *           leaves returns its leaf kernel when arity == 0.
 *   void KERNEL(JitFrame *f, int32_t start, int32_t end);
 *        one per kernel (LoopProgram.kernels, named as there): computes
 *        the state rows of nodes [start, end), which are one (level,
 *        kernel) group of the batch.
 *   void OUTPUT(JitFrame *f, const int32_t *nodes, int32_t count, float *out);
 *        one per output: out[p * numel ...] = the output of node nodes[p].
 *        Its temps use f->scratch with node_cap = count.
 *   void run(JitFrame *f);
 *        for level in [0, f->nlevels), for kernel b: the group
 *        [group_start[level * nkernels + b], ... + 1) through KERNEL b.
 *
 * Names are those of LoopKernel.name ("branch1_internal", "out_logits")
 * prefixed with "cx_" ("cx_branch1_internal"), plus "cx_classify" and
 * "cx_run".  Scratch temps of a kernel are laid out back to back from
 * f->scratch (loop_temp_offset), rows f->node_cap / f->edge_cap.  A row
 * index out of range (E[n.word] with a word id >= V) is clamped to 0 and
 * recorded in f->err (the first one): err[0] = 1, err[1] = the RA-IR
 * instruction, err[2] = the node, err[3] = the index, err[4] = the kernel
 * (or -1 - output).  jit_run_batch checks row indices before running, so
 * this is a safety net. */
#ifndef CX_JIT_H
#define CX_JIT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "ir/ir.h"
#include "ir/loops.h"
#include "lang/session.h"
#include "stdlib/cxrt.h"

typedef struct JitFrame {
  const float *const *params;   /* [nparams] */
  float *const *states;         /* [ncomps]: [nnodes * size] by node id */
  const float *const *vfields;  /* [nfields]: NULL for int fields */
  const int32_t *child_start;   /* [nnodes + 1] */
  const int32_t *children;
  const int32_t *ifields;       /* [nnodes * nfields], the model's order */
  const int32_t *group_start;   /* [nlevels * nkernels + 1] */
  float *scratch;               /* 64-byte aligned */
  int64_t *err;                 /* [5], see above */
  int64_t node_cap, edge_cap;   /* rows of node / edge temps */
  int32_t nlevels, nkernels;
} JitFrame;

typedef struct JitOptions {
  int opt_level;           /* GCC_JIT_INT_OPTION_OPTIMIZATION_LEVEL: 3 */
  const char *march;       /* NULL: from the CPU (env CORTEX_MARCH overrides) */
  bool debuginfo;          /* source locations and -g: gdb steps through the .cx */
  bool check_nonfinite;    /* after a run, scan states and outputs for NaN/Inf */
  bool print_errors;       /* libgccjit's own errors also on stderr (debugging) */
  bool dump_asm;           /* GCC_JIT_BOOL_OPTION_DUMP_GENERATED_CODE */
  LoopOptions loops;       /* the schedule's decisions */
} JitOptions;

/* Defaults: -O3, -march from the CPU, debug info, NaN checks, and
 * loop_default_options.  A debugging aid until the command line has flags
 * for them: the environment variable CORTEX_JIT_OPTIONS, e.g.
 * "dot_double=0,dot_lanes=16,fuse_elementwise=0,opt_level=2", overrides
 * any LoopOptions field by name and opt_level, debuginfo, print_errors,
 * dump_asm. */
void jit_default_options(JitOptions *o);
/* The -march the options (or the CPU, or CORTEX_MARCH) select. */
const char *jit_march(const JitOptions *o);

typedef struct JitModel JitModel;

/* Schedules and compiles p (optimized and verified).  NULL after
 * reporting through s->diag ("internal compiler error: libgccjit: ..."). */
JitModel *jit_compile(CxSession *s, const IrProgram *p, const JitOptions *o);
void jit_free(JitModel *m);
const LoopProgram *jit_loops(const JitModel *m);

/* Runs structures [first, first + count) of d as one batch and fills
 * results[0..count) (each initialized or reused like cxrt_result_init
 * does).  Returns 0, or -1 with err filled: then the results of the
 * structures before the failing one are complete (jit_valid_results).
 * Errors: from the linearizer (a node that matches no branch, or lacks a
 * child its branch reads), a row index out of range (the same message as
 * the interpreter), a NaN or Inf in a state or an output (when
 * check_nonfinite: names the node; the interpreter names the op). */
int jit_run_batch(JitModel *m, const CxrtTensor *params, const CxrtDataset *d, int32_t first, int32_t count,
                  const int *field_map, CxrtResult *results, CxrtError *err);
/* After a failed jit_run_batch: how many leading results are valid. */
int32_t jit_valid_results(const JitModel *m);
/* After jit_run_batch, for structure si of the batch (0-based) and its
 * node `node` (in node order): state component comp (NULL when out of
 * range), and the RA-IR branch the node ran (-1).  For --trace. */
const float *jit_state(const JitModel *m, int32_t si, int32_t node, int comp);
int jit_branch(const JitModel *m, int32_t si, int32_t node);

/* Time spent in the last jit_run_batch calls (accumulated; ms). */
typedef struct JitTimes {
  double linearize_ms, execute_ms;
} JitTimes;
JitTimes jit_times(const JitModel *m);

/* Writes the code libgccjit receives as C-like pseudo-source
 * (gcc_jit_context_dump_to_file), without compiling it. */
int jit_dump_c(CxSession *s, const IrProgram *p, const JitOptions *o, FILE *out);

#endif
