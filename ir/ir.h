/* RA-IR: the recursive API IR.
 *
 * A model is a list of passes (language v2: one per rec, in dependency
 * order, each with a direction), then readouts, then outputs.  Each pass
 * is what v1 called the rec: a list of branches.  Each branch is what one node
 * computes when its guard holds (leaf, internal, an arity or field case):
 * a guard (a tiny int/bool dataflow graph over the node's structure) and a
 * body (a dataflow graph of tensor ops in SSA form whose leaves are params,
 * the node's fields and its children's states).  Branches are exclusive
 * and exhaustive: a node runs the first branch whose guard holds.
 *
 * Reductions over children are flat, not nested regions: an instruction is
 * either node-level or per-child (`per_child`).  Per-child values are
 * computed once for every child of the node (they may use node-level
 * values); IR_REDUCE turns a per-child value into a node-level one.  All
 * reductions of a branch range over the same n.children, so the compiler
 * can run every per-child instruction in one loop.
 *
 * v2 generalizes `per_child` to "per element of a reduction range": the
 * instruction's `range` says which (the children, the parents, or, in a
 * readout, every node of the structure); a block may mix children and
 * parents reductions, never nested.
 *
 * Each output is a single-branch function of one node (the root for
 * per-structure outputs, every node for per-node outputs) whose state it
 * reads with IR_STATE of the SELF node.  A node-set reduction (`sum(k in
 * t.nodes) ...`) is hoisted out of its output into a readout, a block
 * computed once per structure (its SELF is the root, its per-element
 * values range over all nodes), which outputs read with IR_READOUT.
 *
 * The compiled backend runs one pass of v1 shape (a program of several
 * bottom-up and local passes is fused into one: ir_fuse_passes), the two
 * contraction shapes of `@` and node-set reductions of one pass;
 * ir_compiled_unsupported says what it cannot run.
 *
 * Blocks are arrays of instructions; an instruction's arguments are
 * indices of earlier instructions of the same block (SSA by position). */
#ifndef CX_IR_H
#define CX_IR_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "lang/base/ast.h"
#include "lang/sema/session.h"
#include "lang/base/source.h"
#include "stdlib/cxrt.h"

/* X-macro table of operations: name, spelling, number of args (-1: variadic). */
#define CX_IR_OPS(X)                                                  \
  /* leaves */                                                        \
  X(PARAM, "param", 0)          /* a.param: index of the param */     \
  X(FILL, "fill", 0)            /* a.fval broadcast to the type */    \
  X(ICONST, "iconst", 0)        /* a.ival (int or bool) */            \
  X(FIELD, "field", 0)          /* a.node, a.field: a node's field */ \
  X(ARITY, "arity", 0)          /* a.node: number of children */      \
  X(STATE, "state", 0)          /* a.node, a.comp: a node's state */  \
  /* int and bool (guards and row indices) */                         \
  X(IADD, "iadd", 2) X(ISUB, "isub", 2) X(IMUL, "imul", 2)            \
  X(IDIV, "idiv", 2) X(IMOD, "imod", 2)                               \
  X(ICMP, "icmp", 2)            /* a.cmp: an AstOp OP_EQ..OP_GE */    \
  X(AND, "and", 2) X(OR, "or", 2) X(NOT, "not", 1)                    \
  /* tensors; rank-0 operands of binary ops broadcast */              \
  X(ADD, "add", 2) X(SUB, "sub", 2) X(MUL, "mul", 2) X(DIV, "div", 2) \
  X(MAX, "max", 2) X(MIN, "min", 2)                                   \
  X(NEG, "neg", 1)                                                    \
  X(SIGMOID, "sigmoid", 1) X(TANH, "tanh", 1) X(RELU, "relu", 1)      \
  X(EXP, "exp", 1) X(LOG, "log", 1) X(SQRT, "sqrt", 1) X(ABS, "abs", 1) \
  X(SOFTMAX, "softmax", 1) X(LOG_SOFTMAX, "log_softmax", 1)           \
  X(MATMUL, "matmul", 2)        /* [M,K]@[K] or [M,K]@[K,N] */        \
  X(DOT, "dot", 2) X(SUM, "sum", 1) X(MEAN, "mean", 1)                \
  X(ARGMAX, "argmax", 1)        /* -> int */                          \
  X(CONCAT, "concat", -1)       /* along axis 0 */                    \
  X(SLICE, "slice", 1)          /* a.lo, a.hi along axis 0 */         \
  X(ROW, "row", 2)              /* tensor, int index */               \
  X(TRANSPOSE, "transpose", 1)                                        \
  X(REDUCE, "reduce", 1)        /* a.red: per-element value -> node */ \
  /* language v2 (appended: the v1 opcodes keep their numbers) */     \
  X(NPARENTS, "nparents", 0)    /* a.node: number of parents */       \
  X(INDEX, "index", 0)          /* a.node: position among the parent's \
                                   children (a children range's element: \
                                   its position in the child list) */ \
  X(DEPTH, "depth", 0)          /* a.node: longest path from the root */ \
  X(HEIGHT, "height", 0)        /* a.node: longest path to a leaf */  \
  X(IMIN, "imin", 2) X(IMAX, "imax", 2)                               \
  X(FLOAT, "float", 1)          /* int or bool -> [] */               \
  X(READOUT, "readout", 0)      /* a.ival: a readout's value */       \
  /* the loop stage's own (ir/quadform.c; never in a program) */       \
  X(QFOLD, "qfold", 1)          /* [A, D, D] -> [A, Q]: a quadratic    \
                                   form's tensor, symmetrized, one     \
                                   column per pair i <= j */           \
  X(QPAIRS, "qpairs", 1)        /* [D] -> [Q]: v_i * v_j, the pairs in \
                                   qfold's order */

typedef enum IrOp {
#define X(name, spelling, nargs) IR_##name,
  CX_IR_OPS(X)
#undef X
  IR_NUM_OPS
} IrOp;

extern const char *const ir_op_names[IR_NUM_OPS];
extern const int ir_op_nargs[IR_NUM_OPS];

/* Which node an IR_FIELD / IR_ARITY / IR_STATE reads. */
typedef enum IrNodeRef {
  NODE_SELF,     /* the node being computed (outputs: the output's node;
                    readouts and per-structure outputs: the root) */
  NODE_CHILD,    /* child a.child of the node */
  NODE_RED,      /* the current element of a reduction (per-element) */
  NODE_PARENT,   /* the parent of a tree or seq node (v2) */
  NODE_ROOT,     /* the root of the node's structure: only in a readout's
                    element kernel (ir/schedule.c), whose rows are every
                    node, where the readout's NODE_SELF reads go */
} IrNodeRef;

/* What a per-element (`per_child`) instruction ranges over (v2). */
typedef enum IrRange {
  IR_RANGE_CHILDREN,  /* k in n.children (v1; the zero value) */
  IR_RANGE_PARENTS,   /* p in n.parents */
  IR_RANGE_NODES,     /* k in NAME.nodes: every node (readouts only) */
} IrRange;

/* A pass's direction (v2). */
typedef enum IrDir {
  IR_DIR_UP,          /* applies itself to children: children first */
  IR_DIR_DOWN,        /* applies itself to the parent: parents first */
  IR_DIR_LOCAL,       /* applies itself to neither: any order */
} IrDir;

typedef enum IrTypeKind { IRT_TENSOR, IRT_INT, IRT_BOOL } IrTypeKind;

typedef struct IrType {
  IrTypeKind kind;
  CxShape shape;            /* IRT_TENSOR */
} IrType;

typedef struct IrInstr {
  IrOp op;
  IrType type;
  bool per_child;           /* computed once per element of `range` (v1:
                               once per child of the node) */
  IrRange range;            /* per_child (and reduce): which range */
  int nargs;
  int *args;                /* indices of earlier instructions */
  struct {
    int param, field, comp, child, cmp;
    int rec;                /* IR_STATE: the pass whose state it reads */
    IrNodeRef node;
    AstReduceKind red;
    int64_t ival, lo, hi;
    double fval;
  } a;
  CxLoc loc;                /* source of the expression that made it */
  const char *name;         /* the let it was bound to, for printing */
} IrInstr;

typedef struct IrBlock {
  IrInstr *instrs;
  int n, cap;
} IrBlock;

typedef struct IrBranch {
  const char *label;        /* "leaf", "internal", "case 2", ... */
  IrBlock guard;            /* int/bool instructions over NODE_SELF */
  int guard_value;          /* index in guard of the bool, -1 = always */
  IrBlock body;
  int *results;             /* one per state component: index in body */
  CxLoc loc;
} IrBranch;

/* One rec as a pass (v2). */
typedef struct IrPass {
  const char *name;         /* the rec */
  IrDir dir;
  int ncomps;               /* state components (1 for a tensor rec) */
  const char **comp_names;  /* NULL entries for an untupled rec */
  CxShape *comp_shapes;
  IrBranch *branches;
  int nbranches;
  CxLoc loc;
} IrPass;

/* A value per structure (v2): a node-set reduction and what it reads,
 * computed after every pass and before the outputs. */
typedef struct IrReadout {
  const char *output;       /* the output it was hoisted from */
  IrBlock body;
  int result;
  CxLoc loc;
} IrReadout;

typedef struct IrOutput {
  const char *name;
  bool per_node;
  IrBlock body;
  int result;
  CxLoc loc;
} IrOutput;

typedef struct IrParam {
  const char *name, *key;
  int64_t slice_lo, slice_hi; /* slice_hi < 0: whole tensor */
  CxShape shape;
  CxLoc loc;
} IrParam;

typedef struct IrField {
  const char *name;
  bool is_vec;
  int dim;
} IrField;

/* How a fused program (ir_fuse_passes) maps back to its passes. */
typedef struct IrFusion {
  int npasses;              /* of the original program */
  int *comp_base;           /* per pass: its first fused state component */
  int *branch_of;           /* [fused branch * npasses + pass]: the pass's branch
                               (-1: the pass is in another phase) */
  /* Phases (ir_pass_phases): maximal runs of passes that run in one
   * order.  A reversed phase (top-down passes, with the local passes
   * after them) runs bottom-up over the reversed structure: its blocks
   * are rewritten (ir_reverse_block), parents read as children. */
  int nphases;
  int *pass_phase;          /* per pass */
  int *branch_phase;        /* per fused branch */
  /* per fused branch: the pass branch that reads the largest child
   * index, as the missing-child error names it ("branch 'case' of rec
   * 'b'", and where it is), or NULL when no pass branch reads a child */
  const char **child_reader;
  CxLoc *child_reader_loc;
  bool *phase_reversed;     /* per phase */
  const char **phase_name;  /* per phase: its passes' names, '+'-joined */
} IrFusion;

typedef struct IrProgram {
  const char *model_name;
  const char *model_file;
  CxSourceMgr *src;         /* for printing locations (borrowed) */
  int main_file_id;         /* the model's own file */
  IrParam *params;
  int nparams;
  CxrtInputKind input_kind;
  const char *input_name;
  int max_arity;            /* tree[N]: N; tree[*], dag: -1; seq: 1 */
  IrField *fields;
  int nfields;
  IrPass *passes;           /* in dependency order (v1: one) */
  int npasses;
  /* passes[0], for the compiled backend, which runs one pass: these
   * alias its fields (owned by passes; never free them separately). */
  const char *rec_name;
  int ncomps;
  const char **comp_names;
  CxShape *comp_shapes;
  IrBranch *branches;
  int nbranches;
  IrReadout *readouts;
  int nreadouts;
  IrOutput *outputs;
  int noutputs;
  CxrtModelInfo info;       /* the runtime's view, filled by ir_lower */
  const IrFusion *fusion;   /* a fused program's map to its passes; NULL */
} IrProgram;

/* Lowers a checked program.  Returns NULL after reporting (only internal
 * limits can fail here: sema has checked everything). */
IrProgram *ir_lower(CxSession *s, const CxProgram *prog);
void ir_program_free(IrProgram *p);

/* Block building. */
int ir_emit(IrBlock *b, const IrInstr *ins); /* copies args; returns index */
/* ir_emit of ins with each argument a renamed to map[a]: the copy of an
 * instruction from the block being rebuilt into the new one. */
int ir_emit_remapped(IrBlock *b, const IrInstr *ins, const int *map);
void ir_block_free(IrBlock *b);
void ir_block_copy(IrBlock *dst, const IrBlock *src);

/* Verifier: SSA order, argument counts and types, per-child discipline,
 * guard contents.  Reports through diag as internal errors; returns the
 * number of problems. */
int ir_verify(const IrProgram *p, CxDiagEngine *diag);

/* Dead code of one block, keeping roots (which are remapped). */
int ir_block_dce(IrBlock *blk, int *roots, int nroots);

/* NULL when the compiled backend can run p (bottom-up and local passes
 * with v1 instructions, matmuls of any shape, readouts of their states),
 * else what it cannot run yet ("top-down recs"), for the message
 * "the compiled backend does not run %s yet; run without --jit". */
const char *ir_compiled_unsupported(const IrProgram *p);
/* Points p's v1 fields (rec_name, ncomps, comp_names, comp_shapes,
 * branches, nbranches) at passes[0], when there is one. */
void ir_alias_first_pass(IrProgram *p);
/* Whether p is a v1 program (one pass, v1 instructions, no readouts, no
 * contraction shapes): printed and compiled exactly as before v2. */
bool ir_is_v1(const IrProgram *p);

/* Pass fusion (ir/fuse.c): the bottom-up and local passes of p as one
 * pass over branch tuples (one branch per pass), the passes' states back
 * to back, the readouts and outputs reading them; a program of v1 shape
 * for the schedule, sharing p's params, fields and info (p must outlive
 * it).
 * NULL when p has one pass that is not top-down (ir_needs_fusion).
 * The result is freed with ir_fused_free, never ir_program_free. */
IrProgram *ir_fuse_passes(const IrProgram *p);
void ir_fused_free(IrProgram *fused);
/* Which arities may take branch br when its guard reads only the arity:
 * bit 0 arity 0, bit 1 more; 3 when the guard reads more (fields). */
int ir_branch_arities(const IrProgram *p, const IrBranch *br);
/* The number of branch tuples of p's passes (summed over the phases). */
int ir_fusion_tuples(const IrProgram *p);
/* Whether the compiled backend runs p through ir_fuse_passes: several
 * passes, or a top-down one. */
bool ir_needs_fusion(const IrProgram *p);
/* The phases of p's passes, in pass order: a run of bottom-up and local
 * passes is one phase (height order); a top-down pass starts a reversed
 * phase (depth order), which the local passes after it join when they
 * read no children, and which a top-down pass reading the children's
 * states of one of its passes ends (those run before it).  Fills
 * phase_of[npasses] and reversed[npasses] (per phase) and returns the
 * number of phases. */
int ir_pass_phases(const IrProgram *p, int *phase_of, bool *reversed);
/* Rewrites a block of a top-down pass into bottom-up form over the
 * reversed structure (a node's children are its parents): n.parent is
 * child 0, `p in n.parents` a children reduction, the number of parents
 * the arity; and the other way round, n.child[K] is entry K of the other
 * edges (NODE_PARENT, a.child K: the real children, which the compiled
 * code has beside the reversed structure), `k in n.children` a parents
 * range, the arity the number of parents. */
void ir_reverse_block(IrBlock *b);
const char *ir_dir_name(IrDir d);  /* "up", "down", "local" */
const char *ir_dir_text(IrDir d);  /* "bottom-up", "top-down", "local" */

/* Passes (ir/passes.c), each over every block; each returns the number of
 * instructions it removed or rewrote. */
int ir_pass_fold(IrProgram *p);   /* constant folding, zero/one algebra */
int ir_pass_cse(IrProgram *p);    /* common subexpressions */
int ir_pass_dce(IrProgram *p);    /* dead code */
/* The standard pipeline, the verifier between passes. */
int ir_optimize(IrProgram *p, CxDiagEngine *diag);

/* The textual form of `cortex ir --stage ra`. */
void ir_print(FILE *out, const IrProgram *p);
char *ir_type_str(const IrType *t, char *buf, size_t size);

/* Evaluates a branch guard (v1 instructions only: the compiled backend's
 * classification; the interpreter evaluates v2 guards itself) for node
 * `node` of a structure. */
bool ir_eval_guard(const IrBranch *br, const CxrtStructure *s, int nfields_data,
                   const int *field_map, int32_t node);
/* The node ints (nparents, index, depth, height): the compiled code reads
 * them from the linearizer's nints (cxrt.h, CXRT_NINT_*). */
bool ir_op_node_int(IrOp op);
/* Whether instructions of op read a node (a.node, a.child): a state, a
 * field, the arity, a node int. */
bool ir_op_reads_node(IrOp op);
/* Whether in reads a node of the other direction: n.parent (entry a.child
 * of the other edges in a reversed block) or an element of a parents
 * range (or reduces over one). */
bool ir_instr_reads_other(const IrInstr *in);
/* Whether an instruction reads the nints (k.index of a children
 * reduction and n.child[K].index are positions: it does not). */
/* Whether in is an IR_INDEX that is a position, not a node int: k.index
 * of a children reduction (the loop's position) or n.child[K].index (K).
 * In a reversed block (ir_reverse_block) the marks say: a.ival 1, the
 * node's own (n.parent.index and p.index of `p in n.parents`, now a
 * child's), a.ival 2, a position (n.child[K].index and k.index of `k in
 * n.children`, now entries of the other edges). */
bool ir_index_is_pos(const IrInstr *in);
bool ir_instr_reads_nints(const IrInstr *in);
/* Whether anything the compiled backend runs of p reads the nints. */
bool ir_reads_nints(const IrProgram *p);
/* Whether int value x of b depends on the structure only (fields, arity,
 * node ints, constants): the row checks can evaluate it before a run. */
bool ir_int_from_structure(const IrBlock *b, int x);
/* Whether in is an int division or remainder by a non-constant. */
bool ir_runtime_divisor(const IrBlock *b, const IrInstr *in);
/* Whether in is an int division or remainder whose divisor the kernels
 * check as they run: one computed from tensors (argmax) that may be 0 as
 * far as ir_int_range knows.  The row checks cannot evaluate it before a
 * run; a zero is recorded in the frame's err as a row error is, and the
 * runtime reports it as the interpreter does (stdlib/compiled_pool.c). */
bool ir_divisor_checked_in_kernel(const IrBlock *b, const IrInstr *in);
/* Whether a guard of pass ps divides by a run-time int that may be 0
 * (ir_int_range): such a pass runs in a phase of its own (ir_pass_phases),
 * so that the row checks evaluate its guards as the interpreter does, up
 * to the branch the node takes, and no other rec's. */
bool ir_pass_guard_divides(const IrPass *ps);
/* Bounds of int value x of b that hold at every node: [*lo, *hi], with
 * INT64_MIN / INT64_MAX for no bound (argmax of n elements is in [0, n),
 * arity and the node ints are >= 0, `max(e, 1)` >= 1, ...). */
void ir_int_range(const IrBlock *b, int x, int64_t *lo, int64_t *hi);
/* Index of the first branch whose guard holds. */
int ir_classify(const IrProgram *p, const CxrtStructure *s, int nfields_data,
                const int *field_map, int32_t node);
/* The largest constant child index a branch reads (-1: none). */
int ir_branch_max_child(const IrBranch *br);

#endif
