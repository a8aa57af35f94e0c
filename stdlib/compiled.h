/* The contract between the generated code and the runtime's compiled-model
 * runner (stdlib/compiled.c).  Internal: included by the runtime and by
 * the compiler (backend/jit), never installed; users see the opaque
 * CxrtCompiled of cxrt.h.
 *
 * ---- The frame ----------------------------------------------------------------
 *
 * Every generated kernel takes a CxrtFrame *.  Its fields are listed once,
 * in CX_FRAME_FIELDS below, which expands both to the C struct the runtime
 * fills and to the libgccjit struct type "JitFrame" the generated code
 * reads (backend/jit/codegen.c): the field order and types ARE the ABI,
 * versioned by CX_ABI_VERSION.  See backend/jit/jit.h for what each
 * generated function does with it.
 *
 * ---- The model entry --------------------------------------------------------------
 *
 * Every compiled model (in memory, a cached .so, a built executable or
 * shared library) exports one function
 *
 *   int32_t cx_model(const uint8_t **blob, int64_t *len, void **entries, int32_t cap);
 *
 * which points *blob at the model's description (below), stores up to cap
 * entry points in entries and returns how many there are:
 *   entries[0]      int  cx_classify(int32_t arity, const int32_t *fields)
 *   entries[1]      void cx_run(CxrtFrame *f)
 *   entries[2 + o]  void cx_out_NAME(CxrtFrame *f, const int32_t *nodes, int32_t count, float *out)
 *   entries[2 + O]  void cx_pack(CxrtFrame *f)       (O outputs): fills the GEMMs' weight
 *                   panels f->packed[p] (zeroed by the caller) from f->params
 *   entries[3 + O + k]  void cx_KERNEL(CxrtFrame *f, int32_t start, int32_t end), kernel k
 *
 * The runtime runs the levels itself (kernel k on group (level, k) of the
 * linearized batch, levels in order) and packs the panels once per set of
 * bound params; cx_run does the same level loop for other callers.
 *
 * ---- The description (the "blob") -------------------------------------------------
 *
 * What the runner needs that is not code: the CxrtModelInfo (params,
 * input, fields, outputs), the state components, the kernels' scratch
 * layouts, branch labels and source locations for messages, and the row
 * checks (a row index that the data determines, e.g. E[n.word], is
 * checked before running, so that a bad word id is reported exactly as the
 * interpreter reports it).  Little-endian, every item in order:
 *
 *   u8[8] "CXMODEL\0"  u32 CX_BLOB_VERSION  u32 CX_ABI_VERSION
 *   str model name, str model file, str rec name, str input name
 *   u32 input kind, i32 max arity, u8 flags (bit 0: node ints, the linearizer
 *                   fills nints; bit 1: root ids, the runtime fills root_of;
 *                   bit 2: one level, every pass local and reading no other
 *                   node's state, so the linearizer puts every node in level 0;
 *                   bit 3: other edges, the runtime fills other_start and
 *                   other_nodes)
 *   u32 nparams   { str name, str key, i64 slice_lo, i64 slice_hi, shape, loc }
 *   u32 nfields   { str name, u32 kind, i32 dim }
 *   u32 ncomps    { str name ("" when untupled), i64 numel }
 *   u32 nbranches { str label, loc, str child reader (a fused branch: "branch 'case' of
 *                   rec 'b'", the pass branch that reads the largest child index,
 *                   which the missing-child error names; "": the label's), loc }
 *   u32 nkernels  { str name, i32 source branch, i32 max_child, i32 max other (the
 *                   highest entry of the other edges read, -1: none), i32 leaf key field
 *                   (-1: none), i64 leaf key rows (0 with no key), u8 row split
 *                   (ir/rowsplit.c: 0 no, 1 only when forced, 2 yes), temps }
 *   u32 noutputs  { str name, str kernel name, u8 per_node, u8 is_int, shape, loc, i64 numel, temps }
 *   u32 nchecks   { i32 block (branch b >= 0, output o as -1 - o, readout r as
 *                   -1 - noutputs - r), u8 kind (CX_CHECK_*), u8 per element (0 no,
 *                   1 over the children: a readout's, every node of the structure;
 *                   2 over the other edges, CxrtFrame.other_start),
 *                   str matrix, i64 rows, loc, i32 field (index is that field, else -1),
 *                   u32 n { u8 op, u8 node (CX_NODE_*), u8 cmp, i32 field, i32 child, i32 a, i32 b, i64 value } }
 *   u32 npacks    { i64 floats }
 *   u32 nlprods   { i32 kernel, i32 child position, i32 leaf kernel, i32 key field,
 *                   i64 key rows, i64 rows }   (leaf-product tables, ir/leafprod.c)
 *   u32 nreadouts { str element kernel name, u8 reduction (sum, max, mean, 3: none;
 *                   + 16 when only structure-level outputs read its value, at the root),
 *                   i32 kernel (-1, or for a reduction 3 the kernel whose nodes it
 *                   runs over), i64 numel, i32 key field (a hoisted product of the
 *                   params and this int field alone, tabulated by key; -1: none),
 *                   i64 key rows (0 with no key), temps }
 *                 (node-set reductions, then the hoisted products (ir/hoist.c)
 *                 run before the levels; stdlib/compiled_readout.c)
 *   u32 nphases { u8 flags (1: reversed, 2: one level), str name (its recs) }  u8 phase[nkernels]   (ir/fuse.c: a reversed
 *                 phase runs over the structure with its edges reversed;
 *                 classify takes a node of phase p with arity + p * CXRT_PHASE_ARITY)
 *   u32 nsites    { i32 kernel (as err[4]: kernel k >= 0, output o as -1 - o, readout r
 *                   as -1 - noutputs - r), i32 instruction (err[1]), u8 kind (CX_SITE_*),
 *                   str matrix, i64 rows, loc }   (what a kernel checks as it runs: row
 *                   indices and divisors computed from tensors; the error's words)
 *   u32 0 (end mark)
 * where str = u32 length + bytes (no NUL), shape = u32 rank + i64 dims[rank],
 * loc = str file + i32 line + i32 col, temps = u32 n { u8 space, i64 numel }.
 * The reader checks every length and index against the blob's size. */
#ifndef CXRT_COMPILED_H
#define CXRT_COMPILED_H

#include <stdint.h>

#include "stdlib/cxrt.h"

/* The generated code's ABI (frame layout, entry points, blob meaning).
 * Part of the compiled-code cache key. */
#define CX_ABI_VERSION 8
#define CX_BLOB_VERSION 17
#define CX_BLOB_MAGIC "CXMODEL"   /* + NUL: 8 bytes */

/* The frame, defined once: X(C type, libgccjit type, name) per field, in
 * ABI order.  The runtime's struct below and the code generator's
 * libgccjit struct "JitFrame" (backend/jit/codegen.c, init_types) both
 * expand this list, so their fields cannot drift apart; the libgccjit
 * type names J->t_TYPE (ppf32: float **, pi32: int32_t *, i64: int64_t,
 * ...).  Adding, removing, retyping or reordering a field changes the
 * ABI: bump CX_ABI_VERSION and CX_ABI_FRAME_FIELDS (checked below);
 * CX_FRAME_SIGNATURE, the list as text, is part of the cache key, so a
 * cached model never runs on another layout even if nobody does. */
#define CX_FRAME_FIELDS(X)                                                     \
  X(const float *const *, ppf32, params)   /* [nparams] */                    \
  X(float *const *, ppf32, packed)         /* [npacks]: GEMM weight panels */ \
  X(float *const *, ppf32, states)         /* [ncomps]: [nnodes * size] */    \
  X(const float *const *, ppf32, vfields)  /* [nfields]: NULL for int ones */ \
  X(const int32_t *, pi32, child_start)    /* [nnodes + 1] */                 \
  X(const int32_t *, pi32, children)                                          \
  X(const int32_t *, pi32, ifields)        /* [nnodes * nfields] */           \
  X(const int32_t *, pi32, group_start)    /* [nlevels * nkernels + 1] */     \
  X(float *, pf32, scratch)                /* 64-byte aligned */              \
  X(int64_t *, pi64, err)                  /* [5]: backend/jit/jit.h */       \
  X(int64_t, i64, node_cap)                /* rows of node temps */           \
  X(int64_t, i64, edge_cap)                /* rows of edge temps */           \
  X(int32_t, i32, nlevels)                                                    \
  X(int32_t, i32, nkernels)                                                   \
  X(int32_t, i32, level)                   /* the level being run */          \
  X(const int32_t *const *, ppi32, lp_slot)                                   \
  X(const float *const *, ppf32, lp_data)                                     \
  X(const int32_t *, pi32, lp_perm)                                           \
  X(int32_t, i32, part)                                                       \
  X(int32_t, i32, nparts)                                                     \
  X(CxrtSyncFn, syncfn, sync)                                                 \
  X(void *, voidp, sync_arg)                                                  \
  X(const int32_t *, pi32, nints)          /* [nnodes * CXRT_NINTS] */      \
  X(const int32_t *, pi32, root_of)        /* [nnodes] */                 \
  X(const int32_t *, pi32, other_start)    /* [nnodes + 1] */                 \
  X(const int32_t *, pi32, other_nodes)

/* The fields in words:
 * - level: GEMMs walk their panels backward on odd levels (LoopGemm.sweep).
 * - lp_slot, lp_data: leaf-product tables (ir/leafprod.c), NULL: none: per
 *   table, each node's slot (-1: none; read for the nodes of the group
 *   being run) and the rows by slot.
 * - lp_perm: with them, the order in which a GEMM with tables takes the
 *   nodes (position -> node id, for the group being run; NULL: as they
 *   are), nodes with the same filled rows together so that tiles can skip.
 * - part, nparts: a row-split call (ir/rowsplit.c, stdlib/compiled_pool.c)
 *   computes the row blocks [nb part / nparts, nb (part + 1) / nparts) of
 *   each GEMM of nb blocks (nparts <= 1: all), for every node of the
 *   group; the other parts run on other threads at the same time, sharing
 *   the scratch.  sync(sync_arg), when sync is not NULL, is the barrier
 *   where the parts meet before a GEMM with sync_before.
 * - nints: the node ints (index, depth, height, nparents; cxrt.h
 *   CXRT_NINT_*) by node id, from the linearizer, for a model that reads
 *   them (the blob's node_ints flag); NULL otherwise.  It is among the
 *   last fields so that the generated code of a model that reads none
 *   declares the frame without them: the other fields keep their offsets
 *   and a v1 model's C is unchanged.
 * - root_of: the root of each node's structure by node id, for a model
 *   whose readout elements read the root (the blob's root-ids flag:
 *   `dot(up(k), up(t.root))` runs over every node of the batch, each row
 *   reading its own structure's root); NULL otherwise.  After nints, for
 *   the same reason.
 * - other_start, other_nodes: the edges of the other direction, CSR by
 *   node id like child_start and children, for a model that reads them
 *   (the blob's other-edges flag; NULL otherwise): in a bottom-up
 *   numbering (a bottom-up phase, the outputs) a node's parents, in
 *   parent-id order; in a reversed phase's numbering its real children,
 *   in the data's order.  So an output reduces over its node's parents
 *   and a top-down rec reads its node's children (stdlib/compiled_phase.c,
 *   cxc_other_edges).  After nints, for the same reason. */
typedef void (*CxrtSyncFn)(void *);
#define CX_FRAME_C_FIELD(ctype, jtype, name) ctype name;
typedef struct CxrtFrame {
  CX_FRAME_FIELDS(CX_FRAME_C_FIELD)
} CxrtFrame;
#undef CX_FRAME_C_FIELD

/* The layout as text ("ppf32 params;ppf32 packed;..."), hashed into the
 * compiled-code cache key. */
#define CX_FRAME_SIG_ITEM(ctype, jtype, name) #jtype " " #name ";"
#define CX_FRAME_SIGNATURE CX_FRAME_FIELDS(CX_FRAME_SIG_ITEM)

/* The number of fields CX_ABI_VERSION was set for: a field added or
 * removed without bumping it does not compile. */
#define CX_ABI_FRAME_FIELDS 26
#define CX_FRAME_COUNT_ITEM(ctype, jtype, name) +1
_Static_assert(0 CX_FRAME_FIELDS(CX_FRAME_COUNT_ITEM) == CX_ABI_FRAME_FIELDS,
               "the frame changed: bump CX_ABI_VERSION and set CX_ABI_FRAME_FIELDS");
#undef CX_FRAME_COUNT_ITEM

/* Scratch temps (LoopTemp): rows 1, the group's nodes or its edges. */
enum { CX_SPACE_INV = 0, CX_SPACE_NODE = 1, CX_SPACE_EDGE = 2 };

/* Row-check expression ops: the int subset of the RA-IR. */
enum {
  CX_IOP_CONST, CX_IOP_FIELD, CX_IOP_ARITY, CX_IOP_ADD, CX_IOP_SUB, CX_IOP_MUL, CX_IOP_DIV,
  CX_IOP_MOD, CX_IOP_CMP, CX_IOP_AND, CX_IOP_OR, CX_IOP_NOT,
  CX_IOP_MIN, CX_IOP_MAX, /* language v2 (appended) */
  CX_IOP_NINT,            /* node int `field` (CXRT_NINT_*) of the node; field
                             CXRT_NINTS: a per-child check's child position */
  CX_IOP_COUNT
};
/* What a check tests: a row index in [0, rows), or an int divisor (of a
 * division or remainder, in a branch's body or an output, or in a
 * branch's guard) != 0. */
enum { CX_CHECK_ROW, CX_CHECK_DIV, CX_CHECK_MOD, CX_CHECK_GUARD_DIV, CX_CHECK_GUARD_MOD };
/* What a kernel checks as it runs (the blob's sites). */
enum { CX_SITE_ROW, CX_SITE_DIV, CX_SITE_MOD };
/* Which node a FIELD / ARITY / node int reads: n, its child `child`, the
 * element of a per-element check, or entry `child` of n's other edges
 * (its parent in a bottom-up numbering, its real child in a reversed
 * one). */
enum { CX_NODE_SELF = 0, CX_NODE_CHILD = 1, CX_NODE_RED = 2, CX_NODE_OTHER = 3 };
/* CX_IOP_CMP comparisons. */
enum { CX_CMP_EQ, CX_CMP_NE, CX_CMP_LT, CX_CMP_LE, CX_CMP_GT, CX_CMP_GE };

/* A node of phase p is classified with its arity + p * CXRT_PHASE_ARITY
 * (ir/loops.h, CX_PHASE_ARITY). */
#define CXRT_PHASE_ARITY (1 << 26)

/* The entry's name; its type is CxrtModelFn (cxrt.h). */
#define CX_MODEL_SYMBOL "cx_model"

#endif
