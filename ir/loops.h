/* The loop IR: Cortex's ILIR, what the schedule makes of the RA-IR.
 *
 * The compiled code runs on a linearized batch (stdlib/cxrt.h,
 * CxrtLinearized): nodes renumbered so that the nodes of one (height
 * level, branch) group are contiguous, children in earlier levels.  For
 * each branch of the rec the schedule builds one KERNEL over a range
 * [start, end) of one group; `run` calls the kernels level by level.  A
 * branch whose body can run without children but also reads them through
 * reductions (a Child-Sum cell) is split in two kernels: one for leaves,
 * with the reductions folded to zero, one for the other nodes.  The
 * linearizer therefore sees KERNELS as its branches, and the generated
 * `classify` maps a node's arity and int fields to a kernel.
 *
 * Inside a kernel, every RA-IR value lives in one of three iteration
 * SPACES: invariant (params, constants and what depends only on them),
 * node (once per node of the group) or edge (once per child of a node of
 * the group: RA-IR's per-child values).  Values are either inline (loads
 * of params, states, fields, views such as rows, slices and transposes,
 * int arithmetic: recomputed where used), locals of a fused loop
 * (elementwise ops computed in one loop over the elements, for all nodes),
 * or materialized in a home: a dense scratch array [group size, numel]
 * ("temp"), the node's own state row, or the output row.
 *
 * Loop nests are statements (for loops, assignments, stores, ifs, dot
 * products) over typed expressions (loads with flat int64 indices, float
 * and int arithmetic).  Every decision of the schedule is explicit: the
 * program's LoopOptions say which optimizations ran, and each for loop
 * says what it iterates (nodes, children, rows of a weight, elements).
 * `cortex ir MODEL.cx --stage loops` prints it (loop_print). */
#ifndef CX_LOOPS_H
#define CX_LOOPS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "ir/ir.h"
#include "lang/base/arena.h"

/* ---- the decisions --------------------------------------------------------- */

typedef struct LoopOptions {
  bool leaf_split;        /* kernels specialized for leaves (reductions -> 0) */
  bool fuse_elementwise;  /* elementwise chains share one loop over elements;
                             off: every elementwise value gets its own nest */
  bool batch_matmul;      /* W @ x_i: rows of W outermost, then the group's
                             nodes, then k (each weight row read once per
                             group); off: nodes outermost */
  bool merge_matmul_sum;  /* W1 @ x1 + W2 @ x2 as one dot product per row */
  int dot_lanes;          /* independent partial sums per dot product
                             (1: one sequential sum); vectorizable without
                             reassociation, and more accurate */
  bool dot_double;        /* accumulate matmuls in double (like the
                             interpreter) instead of float */
  bool state_home;        /* results written straight into the state arrays
                             and output rows (no copy from a temp) */
  bool vec_dot;           /* float dot products with unit-stride operands as
                             vector FMAs (16 floats with AVX-512, else 8),
                             one accumulator vector per dot: codegen */
  int gemm_kernel;        /* batched matmuls (rows outermost, then nodes):
                             a microkernel computing this many weight rows
                             per node at once, sharing each operand vector
                             load (needs vec_dot; 0 or 1: off): codegen */
  bool vec_hsum_double;   /* vector dots: the lanes added in double */
  int dot_comp;           /* float dots made accurate (0: off): 1 =
                             compensated (Ogita-Rump-Oishi Dot2: FMA
                             TwoProduct + TwoSum per vector lane, the error
                             terms summed apart, all added in double at the
                             end; as accurate as twice the working
                             precision); 2 = float vectors widened to double
                             and summed in double vectors (the products
                             exact).  Either way the scalar fallback of a
                             float dot accumulates in double: codegen */
  bool gemm_pack;         /* batched matmuls with a weight-only row side as
                             GEMMs over packed weight panels (LS_GEMM; the
                             ir/gemm.c pass): the weights re-laid out once,
                             when they are bound, in panels of gemm_rows
                             rows x K (k-major, rows contiguous); a
                             register-blocked microkernel computes
                             gemm_nodes nodes x gemm_rows rows per step
                             with vector FMAs along the rows (float
                             accumulation, as BLAS), no horizontal sums */
  bool gemm_fuse;         /* horizontal fusion: adjacent GEMMs of a kernel
                             that read the same operands (same nodes, same
                             child states) share one panel: the TreeLSTM
                             gates as one [5H, 2H] GEMM */
  bool gemm_sweep;        /* GEMMs walk their panels forward on even levels
                             and backward on odd ones: the rows used last
                             at one level, still in L2, come first at the
                             next (panels bigger than L2 at batch 1) */
  bool gemm_epilogue;     /* the element-wise loop after a GEMM (bias,
                             activations, gate products) fused into it:
                             run per row block of 32 rows, right after the
                             block's tiles, on the rows in L1/L2 */
  bool gemm_bf16;         /* packed GEMM panels stored in bf16 (rounded to
                             nearest even from the f32 weights when they
                             are bound; products accumulated in f32): half
                             the bytes per level at batch 1.  Off by
                             default (--weights-dtype bf16).  A panel whose
                             gemm_rows is not a multiple of two vectors
                             stays f32 (backend/jit/gen_gemm.c) */
  bool gemm_bf16_dot;     /* with gemm_bf16, on a CPU with AVX512-BF16:
                             the panels paired along k and multiplied by
                             vdpbf16ps, the GEMM operands (states) rounded
                             to bf16 as well (twice the products per
                             instruction, no widening of the weights).
                             Off: bf16 weights times f32 states.  The
                             default is the host CPU's support
                             (jit_default_options) */
  bool gemm_pairs_once;   /* with gemm_bf16_dot, in a kernel that is not
                             row-split: each node's operands rounded to bf16
                             pairs once per GEMM, into a temp, instead of
                             once per row block (ir/dotpairs.c) */
  int gemm_nodes;         /* nodes per microkernel tile (1..8) */
  int gemm_rows;          /* rows per panel: a multiple of 16 (<= 64) */
  bool sum_matmul;        /* algebraic refactoring: a reduction over the
                             children of W @ x_k (W the same for every
                             child) computed as W @ (the reduction of x_k):
                             one product per node instead of per edge
                             (ir/refactor.c) */
  bool flat_edges;        /* a batched per-edge product of child states (W @
                             node(k).h in a reduction) loops over the
                             group's edges flat, so the GEMM pass tiles it */
  bool col_vec;           /* matrix-matrix products (N > 1 columns, unit
                             stride along them) as register tiles of 4 rows
                             x 4 vectors of columns: broadcasts of the left
                             operand, vector loads of the right one, no
                             horizontal sums: codegen */
  bool leaf_const;        /* a matrix-matrix product of a child's state
                             that some leaf kernel sets to a param (MV-RNN:
                             a leaf's matrix is A0) uses, for a child of
                             that kernel, the product with the param,
                             computed once when the params are bound
                             (ir/leafconst.c; with col_vec) */
  bool leaf_prod;         /* a packed GEMM's segment over a child's state,
                             when the child is a leaf whose states are a
                             function of one int field (the word id), reads
                             the segment's product from a per-word table
                             instead of computing it (ir/leafprod.c; the
                             GEMM writes a word's row at its first use) */
  bool hoist;             /* a matrix product of a kernel whose nodes have
                             children that reads no child (W @ x, x from
                             the node's own fields and the params) runs
                             once for all the kernel's nodes of the batch,
                             before the level loop, as one GEMM (a hoist
                             kernel, ir/hoist.c); the level kernels read
                             its rows like a vector field */
  bool quad_form;         /* (V @ v) @ v with V : [A, D, D] a param as one
                             product over the pairs i <= j, the tensor
                             symmetrized when packed (ir/quadform.c):
                             half the weights and multiply-adds */
  bool elem_interchange;  /* a reduction over the children inside a fused
                             element loop computed first, element loop
                             innermost, into an array, so both loops
                             vectorize (bit-identical sums):
                             backend/jit/gen_elems.c */
  bool vec_math;          /* float sigmoid, tanh and exp as inline
                             vectorizable code (backend/jit/vmath.c, within
                             0.5 ulp, docs/vector-math.md) instead of libm
                             calls, so fused elementwise loops vectorize:
                             codegen */
  bool vec_math_float;    /* off by default: vec_math's functions computing
                             in float inside (within 2.5 ulp, twice the
                             lanes) instead of double */
  bool vec_elems;         /* fused element loops of float arithmetic
                             written as explicit vector code (up to four
                             vectors a step, the math calls of a step
                             batched by depth) instead of left to GCC's
                             vectorizer: bit-identical results, about half
                             the compile of gated models:
                             backend/jit/gen_velems.c */
} LoopOptions;

void loop_default_options(LoopOptions *o);

/* ---- expressions ----------------------------------------------------------- */

typedef enum LoopType { LT_F32, LT_F64, LT_I64, LT_BOOL } LoopType;

/* Arrays a kernel addresses.  Float arrays first. */
typedef enum LoopArray {
  LA_PARAM,        /* params[id]: a param's data, row-major */
  LA_STATE,        /* states[id]: state component id, [nnodes, size] by node id */
  LA_TEMP,         /* temps[id]: a scratch array of the kernel */
  LA_VFIELD,       /* vfields[id]: a vector field, [nnodes, dim] */
  LA_OUT,          /* output kernels: the output rows, [count, numel] */
  LA_PACKED,       /* packed[id]: a GEMM's weight panels (LoopPack) */
  LA_CHILDREN,     /* int32: children (CSR over node ids) */
  LA_CHILD_START,  /* int32: child_start, nnodes + 1 */
  LA_IFIELDS,      /* int32: [nnodes * nfields], the model's field order */
  LA_NINTS,        /* int32: [nnodes * CXRT_NINTS], the node ints (index, depth,
                      height, nparents; cxrt.h) */
  LA_ROOT_OF,      /* int32: [nnodes], the root of each node's structure (the
                      readout element kernels' NODE_ROOT) */
  LA_OTHER_START,  /* int32: other_start, nnodes + 1: the edges of the other
                      direction (CSR over node ids; IR_RANGE_PARENTS and
                      NODE_PARENT): a node's parents in a bottom-up numbering,
                      its real children in a reversed phase's */
  LA_OTHERS,       /* int32: other_nodes */
  LA_NODES,        /* int32: output kernels: the node of each row */
  LA_FIELDS,       /* int32: classify: the node's int fields */
} LoopArray;

typedef enum LoopOp {
  /* binary: float or int by type */
  LO_ADD, LO_SUB, LO_MUL, LO_DIV, LO_MOD,
  LO_MAX, LO_MIN,                     /* float, NaN-propagating from the left (as the interpreter) */
  LO_LT, LO_LE, LO_GT, LO_GE, LO_EQ, LO_NE, /* -> bool */
  LO_AND, LO_OR,                      /* bool */
  /* unary */
  LO_NEG, LO_NOT, LO_SIGMOID, LO_TANH, LO_RELU, LO_EXP, LO_LOG, LO_SQRT, LO_ABS,
  LO_ISNAN,                           /* float -> bool */
  LO_NUM_OPS
} LoopOp;

typedef enum LoopExprKind { LE_CONST, LE_VAR, LE_LOAD, LE_UNARY, LE_BINARY, LE_CAST } LoopExprKind;

typedef struct LoopExpr {
  LoopExprKind kind;
  LoopType type;
  LoopOp op;                 /* LE_UNARY, LE_BINARY */
  double f;                  /* LE_CONST of a float type */
  int64_t i;                 /* LE_CONST of an int type (bool: 0/1) */
  int var;                   /* LE_VAR */
  LoopArray array;           /* LE_LOAD */
  int id;                    /* LE_LOAD: which param, state, temp, field */
  struct LoopExpr *a, *b;    /* operands; LE_LOAD: a = element index (i64) */
} LoopExpr;

/* ---- statements ------------------------------------------------------------ */

/* What a for loop iterates: printed, and the handle of later passes
 * (tiling the node loop, parallelizing it, unrolling the element loop). */
typedef enum LoopRole {
  LR_NODES,        /* the nodes of the group (or the output's node list) */
  LR_CHILDREN,     /* the children of a node */
  LR_ROWS,         /* the rows r of a matrix product */
  LR_COLS,         /* the columns c of a matrix-matrix product */
  LR_ELEMS,        /* the elements j of a value (fused elementwise loops) */
  LR_LEVELS,       /* run: the height levels */
} LoopRole;

typedef enum LoopStmtKind {
  LS_FOR,          /* for var in [lo, hi): body */
  LS_SET,          /* var = value (int lets, float locals, accumulators) */
  LS_STORE,        /* array[id][index] = value (float) */
  LS_IF,           /* if value: body else els */
  LS_DOT,          /* var = sum over segments of a(k) * b(k) */
  LS_ROW_ERROR,    /* record a row index out of range: value = the index,
                      index = the node; instr = the RA-IR row instruction */
  LS_RETURN,       /* return value (classify) */
  LS_GEMM,         /* a packed GEMM (LoopGemm): body = its member row loops */
} LoopStmtKind;

typedef struct LoopBody {
  struct LoopStmt **s;
  int n, cap;
} LoopBody;

/* One contraction segment: k runs over [0, len); a and b use var k. */
typedef struct LoopDotSeg {
  int64_t len;
  LoopExpr *a, *b;
} LoopDotSeg;

/* LS_GEMM: one or more batched matrix products (members: row loops of
 * the shape `for r: for li in nodes: LETS; acc = dot; store`) over one
 * packed panel.  Member m's rows are panel rows [row_off[m], + its row
 * count), padded to a multiple of rows; the panel's k runs over the
 * member's dot segments back to back (every member has the same
 * segments' lengths: fused members read the same operands). */
typedef struct LoopGemm {
  int pack;                  /* LoopProgram.packs index */
  int64_t *row_off;          /* per member (body.s[m]) */
  int64_t ktot;              /* the panel's k: sum of the segments' lengths */
  int rows;                  /* panel rows (LoopOptions.gemm_rows, or 16) */
  int nodes;                 /* nodes per microkernel tile */
  struct LoopStmt *epilogue; /* the element-wise node loop after it,
                                run per row block on the rows just
                                computed (LoopOptions.gemm_epilogue); NULL:
                                not fused, it follows in the kernel */
  bool sweep;                /* walk the panel backward on odd levels
                                (LoopOptions.gemm_sweep) */
  int *lprod;                /* per dot segment: LoopProgram.lprods index, -1
                                none; NULL: no segment has a table (then the
                                segments are one FMA chain, else each its own
                                sum, added in segment order) */
  bool sync_before;          /* row-split kernels: the threads meet at a
                                barrier before it (it may read what an
                                earlier GEMM stored for every row;
                                ir/rowsplit.c) */
  bool uniform;              /* every member is member 0 storing into another
                                temp, with as many rows: the code generator
                                emits member 0 once, in a loop over the
                                members (less code to compile) */
  /* Per-child products merged (ir/gemm.c, LoopOptions.flat_edges): member
   * m is member 0 with child K0 + m in place of child K0 (the same
   * weights, another child's state, another temp), nchild > 1 members.
   * The members share one panel (row_off all 0) and the code generator
   * tiles (node, child) pairs v = li * nchild + m: child_nest is member
   * 0's node loop whose child let reads children[X + K0 + child_var],
   * run with li = v / nchild, child_var = v % nchild, storing into
   * member m's temp.  One GEMM's code instead of one per child. */
  int nchild;
  struct LoopStmt *child_nest;
  int child_var;
  /* The bf16 dot products' operands (ir/dotpairs.c): temp pairs_temp
   * holds pairs_words words per tile index (a node, an edge, or with
   * nchild > 1 a (node, child) pair: nchild of them a node's row),
   * segment s's bf16 pairs from word loop_dot_pairs_offset(s), made at
   * the GEMM's first row block and read by every later one.  -1: none
   * (each row block rounds them again). */
  int pairs_temp;
  int64_t pairs_words;
} LoopGemm;

/* A matrix-matrix product (LR_ROWS over LR_COLS, ir/leafconst.c) whose
 * segment s reads a child's state component that kernel `kernel` sets to
 * a param: for a child in that kernel's level-0 group, the segment's
 * product is the constant pack `pack` ([rows, cols], row-major). */
typedef struct LoopLeafConst {
  int nsegs;
  int *child_var;            /* per segment: the child's node-id var (-1: none) */
  int *kernel;               /* the kernel whose nodes hold the param */
  int *pack;                 /* LoopProgram.packs */
} LoopLeafConst;

typedef struct LoopStmt {
  LoopStmtKind kind;
  int instr;                 /* the RA-IR instruction it computes (-1) */
  CxLoc loc;                 /* where in the .cx source (debug info) */
  int var;                   /* FOR: loop var; SET, DOT: target var */
  LoopExpr *lo, *hi;         /* FOR */
  LoopRole role;             /* FOR */
  LoopExpr *value;           /* SET, STORE, IF (condition), ROW_ERROR, RETURN */
  LoopArray array;           /* STORE */
  int id;                    /* STORE */
  LoopExpr *index;           /* STORE; ROW_ERROR: the node */
  LoopBody body, els;        /* FOR, IF */
  /* LS_DOT */
  int kvar;                  /* the contraction variable */
  LoopDotSeg *segs;
  int nsegs;
  int lanes;                 /* partial sums (LoopOptions.dot_lanes) */
  LoopType acc;              /* accumulator type */
  const char *note;          /* the decision behind a nest, printed */
  LoopGemm *gemm;            /* LS_GEMM */
  LoopLeafConst *leafc;      /* LS_FOR (LR_ROWS): see LoopLeafConst */
} LoopStmt;

/* ---- kernels --------------------------------------------------------------- */

typedef enum LoopSpace { SP_INV, SP_NODE, SP_EDGE } LoopSpace;

typedef struct LoopVar {
  const char *name;
  LoopType type;
} LoopVar;

/* A scratch array: rows 1 (invariant), the group's node count (node) or
 * its edge count (edge), numel floats each.  Each kernel's temps are laid
 * out back to back in the one scratch buffer, each rounded up to 16
 * floats (64 bytes); see loop_temp_offset. */
typedef struct LoopTemp {
  const char *name;
  LoopSpace space;
  int64_t numel;
  int instr;
} LoopTemp;

typedef enum LoopKernelKind { LK_BRANCH, LK_OUTPUT, LK_CLASSIFY } LoopKernelKind;
/* LoopKernel.row_split (ir/rowsplit.c; the blob's u8): no; only when
 * forced (small panels); yes. */
enum { LOOP_ROW_SPLIT_NO = 0, LOOP_ROW_SPLIT_FORCED = 1, LOOP_ROW_SPLIT_YES = 2 };
typedef enum LoopVariant { LV_ALL, LV_LEAF, LV_INTERNAL } LoopVariant;

typedef struct LoopKernel {
  const char *name;          /* C identifier: branch1_internal, out_logits */
  LoopKernelKind kind;
  int source;                /* RA-IR branch or output index */
  int phase;                 /* its phase (IrFusion), 0 without phases */
  LoopVariant variant;       /* leaf split: LV_LEAF runs arity 0 only */
  int max_child;             /* highest n.child[K] read (-1 none) */
  int max_other;             /* highest entry K of the other edges read
                                (NODE_PARENT: a top-down rec's n.child[K]
                                in a reversed phase; -1 none) */
  IrBlock body;              /* the RA-IR block scheduled (owned; for a leaf
                                variant, the specialized copy) */
  int *results;              /* per state component (or the output's result) */
  LoopVar *vars;
  int nvars, capvars;
  LoopTemp *temps;
  int ntemps, captemps;
  LoopBody stmts;
  /* arguments: LK_BRANCH (start, end); LK_OUTPUT (count; nodes and out
   * are the LA_NODES / LA_OUT arrays); LK_CLASSIFY (arity; LA_FIELDS) */
  int var_start, var_end, var_count, var_arity;
  int leaf_key_field;        /* LK_BRANCH: the states are a function of the
                                params and this int field alone (a model
                                field index; -1: not tabulable); see
                                ir/leaftable.c */
  int64_t leaf_key_rows;     /* its keys lie in [0, leaf_key_rows) */
  int key_field;             /* LK_BRANCH: the states are a function of the
                                params and this field alone, tabulated or
                                not (-1: not) */
  int64_t key_rows;
  int64_t out_numel;         /* LK_OUTPUT: floats per row */
  bool int_result;           /* LK_OUTPUT: an int output (exact floats) */
  int readout;               /* LK_OUTPUT: the element kernel of this readout
                                (its rows are every node's element value;
                                source is then the readout), else -1 */
  CxLoc loc;
  const char *note;          /* rewrites of its RA-IR (printed on the header) */
  int row_split;             /* LK_BRANCH: threads can split a group by the
                                GEMMs' row blocks (ir/rowsplit.c):
                                LOOP_ROW_SPLIT_* */
  const char *row_split_refusal; /* else why not (a static string) */
} LoopKernel;

/* A packed weight panel: what `pack` writes from the params when they are
 * bound (stdlib/compiled.c): floats = rows x ktot, zero padded. */
typedef struct LoopPack {
  int kernel;                /* the kernel (or -1 - output) of the GEMM */
  LoopStmt *gemm;            /* the LS_GEMM; NULL: a leaf constant */
  int64_t floats;
  /* a leaf constant (ir/leafconst.c): segment seg of the product `prod`
     (LR_ROWS over LR_COLS) with its child operand replaced by `operand`,
     a load of the param: [rows, cols] row-major */
  const LoopStmt *prod;
  int seg;
  LoopExpr *operand;
} LoopPack;

/* A table of leaf-child products (ir/leafprod.c): for segment `seg` of
 * the LS_GEMM `gemm` in kernel `kernel`, whose operand is the state of
 * child `child` (children[child_start[i] + child]), and a child in the
 * level-0 group of kernel `leaf_kernel` (states a function of int field
 * `key_field`, keys in [0, key_rows)), the segment's sums for every
 * panel row (`rows` floats, the panel's padded rows) by key.  The
 * GEMM itself writes a key's row on its first use (the node the runtime
 * makes the key's writer), and reads it when every node of a tile has a
 * filled row. */
typedef struct LoopLeafProd {
  int kernel;
  const LoopStmt *gemm;
  int seg;
  int child;
  int leaf_kernel;
  int key_field;
  int64_t key_rows;
  int64_t rows;              /* floats per key: the panel's rows */
  int64_t koff;              /* the segment's first k in the panel */
} LoopLeafProd;

/* readout_red of a hoist kernel: no reduction, rows by node id. */
#define CX_HOIST_RED 3
/* The classify of a program with phases takes a node of phase p with its
 * arity + p * CX_PHASE_ARITY (arities stay below it: a batch has fewer
 * nodes), so one classify serves every phase; stdlib/compiled.h has the
 * runtime's copy, CXRT_PHASE_ARITY. */
#define CX_PHASE_ARITY (1 << 26)

typedef struct LoopProgram {
  const IrProgram *ir;       /* what was scheduled: the program, or with
                                several passes their fusion (owned) */
  IrProgram *fused;          /* ir when it is a fusion (ir/fuse.c); NULL */
  LoopOptions opt;
  CxArena arena;             /* expressions, statements, names */
  LoopKernel *kernels;       /* the linearizer's branches, in order */
  int nkernels;
  LoopKernel *outputs;       /* one per IrProgram output */
  int noutputs;
  /* One per IrProgram readout: the per-node kernel of its reduction's
   * element (the runtime reduces its rows per structure, in node order,
   * and every node of the structure then reads the value like a vector
   * field: LA_VFIELD id nfields + r, readout_numel[r] floats per node). */
  LoopKernel *readouts;
  int nreadouts;
  int *readout_red;          /* AstReduceKind; CX_HOIST_RED for a hoist */
  bool *readout_roots_only;  /* only structure-level outputs read its value
                                (at the root): the runtime writes it there
                                alone, not at every node */
  /* Hoisted products (ir/hoist.c): readouts[ir->nreadouts + h] for h <
   * nhoists is a per-node kernel computing a child-independent matrix
   * product of kernel hoist_kernel[h] for that kernel's nodes only, run
   * before the level loop; its rows are the LA_VFIELD nfields +
   * ir->nreadouts + h by node id, read there through an IR_READOUT. */
  int nhoists;
  int *hoist_kernel;
  int64_t *readout_numel;
  LoopKernel classify;       /* (arity, fields) -> kernel, -1: none; with
                                phases, a node of phase p is classified
                                with arity + p * CX_PHASE_ARITY */
  bool node_ints;            /* some kernel or classify reads the node ints
                                (LA_NINTS; classify's fields[nfields + k]) */
  bool root_ids;             /* some readout element reads the root
                                (LA_ROOT_OF: the frame's root_of) */
  bool one_level;            /* every pass local, reading no other node's
                                state: the batch runs as one level */
  bool other_edges;          /* some kernel or output reads the edges of the
                                other direction (LA_OTHERS: an output's
                                parents, a top-down rec's children) */
  /* Phases (IrFusion; 1 without): each runs its kernels over its own
   * linearization, a reversed one over the reversed structure. */
  int nphases;
  const bool *phase_reversed;
  /* per phase: its passes are all local and read no other node's state
     of a pass of that phase, so the phase runs as one level (the whole
     program's one_level, phase by phase) */
  bool *phase_one_level;
  LoopPack *packs;           /* weight panels of the GEMMs */
  int npacks;
  LoopLeafProd *lprods;      /* tables of leaf-child products */
  int nlprods;
} LoopProgram;

/* Schedules an optimized, verified RA-IR program.  opt NULL: defaults.
 * Returns NULL after reporting an internal error through diag. */
LoopProgram *loop_schedule(const IrProgram *p, const LoopOptions *opt, CxDiagEngine *diag);
void loop_program_free(LoopProgram *lp);

/* The GEMM pass (ir/gemm.c): batched matmuls -> LS_GEMM over packed
 * panels, adjacent ones reading the same operands fused (gemm_pack,
 * gemm_fuse).  Part of loop_schedule. */
void loop_gemm_pass(LoopProgram *lp);

/* sum_k W @ x_k -> W @ sum_k x_k (and mean) in a kernel's RA-IR copy, in
 * place; returns the number of rewrites, *first the first rewritten
 * reduction (ir/refactor.c). */
int loop_refactor_sum_matmul(IrBlock *b, int *first);
/* sum_k (s_k * (A @ x_k) + ...) -> A @ sum_k s_k x_k + ...: the number of
 * reductions rewritten; results (nresults) follow the renumbered block. */
int loop_refactor_weighted_sums(IrBlock *b, int *results, int nresults);
/* (V @ v) @ v, V : [A, D, D] a param -> qfold(V) @ qpairs(v) over the
 * loop_qpairs_len(D) pairs i <= j (ir/quadform.c); returns the number of
 * rewrites, results (nresults) follow the renumbered block. */
int loop_refactor_quad_forms(IrBlock *b, int *results, int nresults);
/* qpairs' layout: column i * W + d is the pair (i, (i + d) mod D) for
 * i < D, d < W = loop_qpairs_width(D); for an even D the D / 2 columns
 * after them are (i, i + D / 2), i < D / 2. */
int64_t loop_qpairs_width(int64_t D);
int64_t loop_qpairs_len(int64_t D);


/* Leaf constants (ir/leafconst.c): products of children's states that a
 * leaf kernel sets to a param get a precomputed pack per segment
 * (LoopStmt.leafc).  Part of loop_schedule (leaf_const, col_vec). */
void loop_leaf_const_pass(LoopProgram *lp);

/* Leaf-child products (ir/leafprod.c): GEMM segments over a child's
 * state that a keyed leaf kernel computes get a per-key table
 * (LoopGemm.lprod, LoopProgram.lprods).  Part of loop_schedule, after
 * the leaf-table analysis (leaf_prod, gemm_pack). */
void loop_leaf_prod_pass(LoopProgram *lp);

/* Hoisting (ir/hoist.c): the child-independent matrix products of the
 * branch kernel k (whose nodes have children; its RA-IR copy, before it
 * is scheduled) become reads of hoist kernels, their blocks appended to
 * *blocks (results in *results, one each), numbered from `first`.
 * Returns how many (0 with LoopOptions.hoist off). */
int loop_hoist_rewrite(LoopProgram *lp, LoopKernel *k, int first, IrBlock **blocks, int **results, int *cap);

/* The leaf-table analysis (ir/leaftable.c): fills leaf_key_field and
 * leaf_key_rows of every branch kernel.  Part of loop_schedule. */
void loop_leaf_table_pass(LoopProgram *lp);

/* Which branch kernels can run row-split on several threads, and where
 * their threads meet (ir/rowsplit.c).  Part of loop_schedule. */
void loop_row_split_pass(LoopProgram *lp);

/* The bf16 dot products' operand temps (ir/dotpairs.c: LoopGemm.pairs_temp),
 * in the kernels that are not row-split.  Part of loop_schedule, after
 * the row-split analysis (gemm_bf16, gemm_bf16_dot, gemm_pairs_once). */
void loop_dot_pairs_pass(LoopProgram *lp);
/* Where segment s of a GEMM's operands starts in a tile index's words of
 * its pairs temp: 16 words (32 k's) per whole or partial 32 k's of the
 * segments before it (the conversion writes whole vectors). */
int64_t loop_dot_pairs_offset(const LoopStmt *dot, int s);

/* A new temp of kernel k (named t<id>, instr the RA-IR instruction it
 * holds, or -1): its id. */
int loop_kernel_add_temp(LoopProgram *lp, LoopKernel *k, LoopSpace space, int64_t numel, int instr);

/* The loop IR verifier (ir/loops_verify.c): variables set before they are
 * read, expressions and statements well formed and typed, array ids in
 * range, the passes' records (GEMM panels, leaf constants, leaf-product
 * tables) consistent with the statements.  Run by loop_schedule after
 * scheduling and after every pass (after: which, for the message).  A
 * failure is reported through diag as an internal compiler error; returns
 * false then. */
bool loop_verify(const LoopProgram *lp, const char *after, CxDiagEngine *diag);

/* ---- queries (ir/loops_query.c) --------------------------------------------- */

/* Does e read var v (an LE_VAR anywhere in it)? */
bool loop_expr_reads(const LoopExpr *e, int v);
/* Does s read v: its expressions, dot segments, nested bodies, a fused
 * epilogue? */
bool loop_stmt_reads(const LoopStmt *s, int v);
/* Does s read or write v (writes: the target of LS_SET, LS_DOT and
 * LS_FOR, a dot's contraction variable), itself or inside? */
bool loop_stmt_touches(const LoopStmt *s, int v);
/* Does s or a statement inside it write v (LS_SET, LS_DOT and its
 * contraction variable, LS_FOR)? */
bool loop_stmt_writes(const LoopStmt *s, int v);
/* Does e read no var but vars[0..nvars), and load nothing (param_loads:
 * nothing but params)? */
bool loop_expr_reads_only(const LoopExpr *e, const int *vars, int nvars, bool param_loads);
/* Is index ix `v`, `X + v` or `v + X` with X free of v?  *x = X (NULL for
 * `v`; x may be NULL). */
bool loop_index_var_plus(const LoopExpr *ix, int v, const LoopExpr **x);
/* A float array load (not an int array) whose index is v plus X (as
 * above). */
bool loop_load_unit_stride(const LoopExpr *e, int v, const LoopExpr **x);
/* Is int expression e affine in v?  *coef = its coefficient (0: free of v). */
bool loop_index_affine(const LoopExpr *e, int v, int64_t *coef);
/* An index that steps by one with v: index(v + l) = index(v) + l. */
bool loop_index_steps_by_one(const LoopExpr *ix, int v);
/* Would a and b compile to the same function: the same statements, vars
 * (by number and type) and temps, GEMMs over equal panels (their pack
 * ids may differ), no leaf tables or constants?  (Names, locations and
 * notes aside: a hoist of the same product in several branches, issue
 * 17.) */
bool loop_kernel_same_code(const LoopKernel *a, const LoopKernel *b);

/* Scratch layout: the offset (in floats) of temp t, and the floats a
 * kernel needs, for groups of at most node_cap nodes and edge_cap edges
 * (output kernels: node_cap = the number of rows). */
int64_t loop_temp_rows(const LoopTemp *t, int64_t node_cap, int64_t edge_cap);
int64_t loop_temp_offset(const LoopKernel *k, int t, int64_t node_cap, int64_t edge_cap);
int64_t loop_scratch_floats(const LoopKernel *k, int64_t node_cap, int64_t edge_cap);

/* The textual form of `cortex ir --stage loops`. */
void loop_print(FILE *out, const LoopProgram *lp);
void loop_print_kernel(FILE *out, const LoopProgram *lp, const LoopKernel *k);
void loop_print_expr(FILE *out, const LoopProgram *lp, const LoopKernel *k, const LoopExpr *e);
const char *loop_op_name(LoopOp op);

/* Per-node helpers of the linearized ABI shared by the schedule and its
 * users: which RA-IR branch a kernel runs. */
static inline int loop_kernel_branch(const LoopProgram *lp, int kernel) {
  return lp->kernels[kernel].source;
}

#endif
