/* The schedule's internals, shared by its files (the project's pattern for
 * split modules, as lang/sema/sema_internal.h):
 *   schedule.c        a kernel, the generated classify, the program
 *                     (loop_schedule: kernels, outputs, then the passes
 *                     with the verifier after each)
 *   loops_build.c     the loop IR builder: expressions, statements, vars,
 *                     the scratch layout
 *   sched_classify.c  classification of a kernel's RA-IR values (inline,
 *                     int, elementwise, heavy), clusters and nests
 *   sched_gen.c       generation: the loop nests of every value, lets on
 *                     demand, homes
 *   sched_leaf.c      leaf specialization: a branch's body with its
 *                     reductions over no children folded
 * Internal names start with sc_. */
#ifndef CX_SCHEDULE_INTERNAL_H
#define CX_SCHEDULE_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "ir/loops.h"


typedef struct Builder {
  LoopProgram *lp;
  LoopKernel *k;
} Builder;

typedef enum Cls {
  C_INLINE,   /* loads and views */
  C_INT,      /* int/bool expressions */
  C_EW,       /* elementwise and reductions: cluster members */
  C_HEAVY,    /* own loop nest, materialized */
  C_VCONCAT,  /* a concat read only as a matmul operand: k segments */
  C_MERGED,   /* part of a merged matmul sum (computed by its root) */
} Cls;

typedef enum HomeKind { HOME_NONE, HOME_TEMP, HOME_STATE, HOME_OUT } HomeKind;

typedef struct Val {
  LoopSpace space;
  Cls cls;
  int64_t numel;
  int nuses;
  int cluster;        /* C_EW: its cluster (-1: none yet) */
  bool stored;        /* materialized in its home */
  HomeKind home;
  int home_id;        /* temp index, state component */
  bool merged_root;   /* C_HEAVY: an add chain of matmuls */
} Val;

typedef struct Copy {
  int value;          /* instruction to copy */
  HomeKind dest;      /* HOME_STATE or HOME_OUT */
  int dest_id;
} Copy;

typedef struct Cluster {
  LoopSpace space;
  int64_t numel;
  int *members;
  int n, cap;
  Copy *copies;
  int ncopies, capcopies;
  bool closed;
} Cluster;

typedef enum NestKind { NEST_CLUSTER, NEST_HEAVY } NestKind;
typedef struct Nest {
  NestKind kind;
  int id;
} Nest;

typedef struct Sched {
  Builder B;
  const IrProgram *p;
  const IrBlock *b;
  CxDiagEngine *diag;
  bool output;          /* an output kernel */
  Val *v;
  int n;
  Cluster *cl;
  int ncl, capcl;
  Nest *nests;
  int nnests, capnests;
  int var_count;        /* nodes in the group / rows of the output */
  int var_ebase;        /* child_start[start] (branch kernels) */
  int var_oebase;       /* other_start[start]: the other edges' (outputs:
                           both 0, a row per edge of the batch) */
  bool failed;
} Sched;



/* ---- shared between the files (each described where it is defined) ---- */

void sc_body_push(LoopBody *b, LoopStmt *s);
void sc_body_append(LoopBody *dst, LoopBody *src);
void sc_body_free(LoopBody *b);
LoopExpr *sc_ex_f32(Builder *B, double v);
LoopExpr *sc_ex_f64(Builder *B, double v);
LoopExpr *sc_ex_i64(Builder *B, int64_t v);
LoopExpr *sc_ex_var(Builder *B, int var);
LoopExpr *sc_ex_cast(Builder *B, LoopExpr *a, LoopType t);
LoopExpr *sc_ex_bin(Builder *B, LoopOp op, LoopExpr *a, LoopExpr *b);
LoopExpr *sc_ex_un(Builder *B, LoopOp op, LoopExpr *a);
LoopExpr *sc_ex_load(Builder *B, LoopArray arr, int id, LoopExpr *index);
int sc_new_var(Builder *B, LoopType t, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
LoopStmt *sc_st_new(Builder *B, LoopStmtKind kind, int instr, CxLoc loc);
LoopStmt *sc_st_set(Builder *B, int var, LoopExpr *v, int instr, CxLoc loc);
LoopStmt *sc_st_for(Builder *B, int var, LoopExpr *lo, LoopExpr *hi, LoopRole role, int instr, CxLoc loc);
LoopStmt *sc_st_store(Builder *B, LoopArray arr, int id, LoopExpr *index, LoopExpr *v, int instr, CxLoc loc);
int sc_add_temp(Builder *B, LoopSpace space, int64_t numel, int instr);
int64_t sc_shape_numel(const CxShape *s);
const IrInstr *sc_ins(const Sched *S, int i);
void sc_internal(Sched *S, int i, const char *what);
/* A node int's column in the linearizer's nints (cxrt.h, CXRT_NINT_*). */
static inline int sc_nint_slot(IrOp op) {
  return op == IR_INDEX ? CXRT_NINT_INDEX : op == IR_DEPTH ? CXRT_NINT_DEPTH : op == IR_HEIGHT ? CXRT_NINT_HEIGHT
                                                                                              : CXRT_NINT_NPARENTS;
}
void sc_analyze(Sched *S);
void sc_close_cluster(Sched *S, int c);
void sc_edge_subgraph(Sched *S, int root, bool *in_sub);
void sc_add_ew(Sched *S, int i);
void sc_add_heavy(Sched *S, int i);
void sc_add_result(Sched *S, int x, HomeKind dest, int id, bool first_pass);
void sc_gen_cluster(Sched *S, Cluster *cl, LoopBody *out);
bool sc_flat_edges(Sched *S, int x, const int *terms, int nterms);
void sc_gen_heavy(Sched *S, int x, LoopBody *out);
bool sc_has_children_work(const IrBranch *br);
bool sc_leaf_body(const IrProgram *p, const IrBranch *br, IrBlock *out, int *results, CxDiagEngine *diag);

#endif
