/* The compiled-model runner's internals, shared by its files (the
 * project's pattern for split modules, as lang/sema/sema_internal.h):
 *   compiled.c       opening a model, runs and their buffers, running a
 *                    batch (linearize, check, pack, levels, outputs, scatter)
 *   compiled_blob.c  reading the description the generated code carries
 *   compiled_rows.c  the row checks: row indices the data determines,
 *                    checked before anything runs
 *   compiled_leaf.c  leaf tables and leaf-product tables
 *   compiled_pool.c  the thread pool that runs a big group in chunks
 *   compiled_readout.c  node-set reductions after the levels
 * Internal names start with cxc_ (libcortexrt exports only cxrt_*). */
#ifndef CXRT_COMPILED_INTERNAL_H
#define CXRT_COMPILED_INTERNAL_H

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

#include "stdlib/compiled.h"
typedef int (*ClassifyFn)(int32_t arity, const int32_t *fields);
typedef void (*RunFn)(CxrtFrame *f);
typedef void (*OutputFn)(CxrtFrame *f, const int32_t *nodes, int32_t count, float *out);
typedef void (*PackFn)(CxrtFrame *f);
typedef void (*KernelFn)(CxrtFrame *f, int32_t start, int32_t end);

typedef struct CTemp {
  int space;
  int64_t numel;
} CTemp;

typedef struct CLoc {
  const char *file;
  int line, col;
} CLoc;

typedef struct CKernel {
  const char *name;
  int source, max_child;
  int max_other;             /* highest entry of the other edges it reads
                                (a top-down rec's n.child[K]; -1 none) */
  int leaf_field;            /* leaf table key (model field), -1: none */
  int64_t leaf_rows;         /* keys in [0, leaf_rows) */
  uint8_t row_split;         /* threads may split a group by row blocks:
                                0 no, 1 when forced, 2 yes (ir/rowsplit.c) */
  int ntemps;
  CTemp *temps;
} CKernel;

typedef struct COutput {
  const char *kname;         /* the output kernel's name (out_logits) */
  CLoc loc;
  int64_t numel;
  int ntemps;
  CTemp *temps;
} COutput;

/* A readout (node-set reduction): its element kernel's rows, one per
 * node of the batch, reduced per structure (compiled_readout.c). */
typedef struct CReadout {
  const char *kname;
  int red;                   /* 0 sum, 1 max, 2 mean (AstReduceKind); 3: a
                                hoisted product (ir/hoist.c), no reduction */
  int kernel;                /* red 3: the kernel whose nodes it runs over */
  bool roots_only;           /* only structure-level outputs read its value:
                                written at the root alone */
  int64_t numel;
  int key_field;             /* red 3: its rows are a function of the params and
                                this int field (ir/leaftable.c): a hoist table
                                (compiled_readout.c); -1: none */
  int64_t key_rows;          /* the keys lie in [0, key_rows) */
  int ntemps;
  CTemp *temps;
} CReadout;

/* A leaf-product table (ir/leafprod.c, LoopLeafProd). */
typedef struct CLeafProd {
  int kernel;                /* the GEMM's kernel */
  int child;                 /* the child position its segment reads */
  int leaf_kernel;           /* children in this kernel's level-0 group */
  int key_field;
  int64_t key_rows;
  int64_t rows;              /* floats per key */
} CLeafProd;

typedef struct CInstr {
  uint8_t op, node, cmp;
  int32_t field, child, a, b;
  int64_t value;
} CInstr;

typedef struct CCheck {
  int block;                 /* branch b >= 0, output o as -1 - o */
  int kind;                  /* CX_CHECK_*: a row index, or a divisor */
  bool per_child;
  bool over_other;           /* per element over the other edges */
  const char *matrix;
  int64_t rows;
  CLoc loc;
  int field;                 /* the index is this field, else -1 */
  int n;
  CInstr *ins;               /* the index is ins[n - 1] */
} CCheck;

/* A site a kernel checks as it runs (compiled.h: the blob's sites). */
typedef struct CSite {
  int kernel, instr;         /* as the kernel records them: err[4], err[1] */
  int kind;                  /* CX_SITE_* */
  const char *matrix;
  int64_t rows;
  CLoc loc;
} CSite;

struct CxrtCompiled {
  CxrtModelInfo info;
  bool node_ints;            /* the linearizer fills nints (compiled.h) */
  bool root_ids;             /* the readout stage fills root_of (compiled.h) */
  bool one_level;            /* the batch runs as one level (compiled.h) */
  bool other_edges;          /* the frame gets the other edges (compiled.h) */
  const char *model_file, *rec_name;
  int ncomps;
  const char **comp_names;
  int64_t *comp_numel;
  int nbranches;
  const char **branch_labels;
  CLoc *branch_locs;
  const char **branch_readers; /* per branch: its missing-child error's name of it, NULL: the label's */
  CLoc *branch_reader_locs;
  int nkernels;
  CKernel *kernels;
  int *max_child;            /* per kernel, for the linearizer */
  char **kernel_branch;      /* per kernel: "branch 'internal' of rec 'node'" (its messages) */
  char **kernel_loc;         /* per kernel: where that branch is, "m.cx:29:3" */
  COutput *outputs;          /* info.noutputs */
  int nchecks;
  CCheck *checks;
  int nsites;
  CSite *sites;
  int **bchecks, *nbchecks;  /* per branch: indices into checks */
  int **ochecks, *nochecks;  /* per output, then per readout (noutputs + r) */
  bool any_checks;
  bool guard_checks;         /* some check is of a guard's divisor */
  ClassifyFn classify;
  RunFn run;
  OutputFn *outfn;
  PackFn pack;
  KernelFn *kernfn;          /* per kernel */
  int npacks;
  int64_t *pack_floats;      /* per panel */
  int nlprods;
  CLeafProd *lprods;
  int nreadouts;
  CReadout *readouts;
  OutputFn *rofn;            /* per readout: its element kernel */
  /* Phases (ir/fuse.c): the batch is linearized once per phase, a
   * reversed phase over the reversed structure (its parents as
   * children), and phase ph runs the kernels of phase ph. */
  int nphases;
  bool *phase_reversed;
  bool *phase_one_level;     /* the phase runs as one level (compiled.h) */
  const char **phase_name;   /* its recs ("down", "up+score") */
  bool phased;               /* the batch runs by phases: several, or one
                                reversed (a model whose recs are all
                                top-down) */
  uint8_t *kernel_phase;     /* per kernel */
  uint8_t *branch_phase;     /* per branch: the phase of its kernels */
  char *strings;             /* every string of the description */
  size_t strings_used, strings_cap;
};

struct CxrtCompiledRun {
  const CxrtCompiled *m;
  bool check_nonfinite;
  CxrtLinearized lin;
  float **states;
  int64_t state_cap;         /* nodes */
  float *scratch;
  int64_t scratch_cap;       /* floats */
  float **outbuf;
  int64_t *outbuf_cap;       /* floats */
  float **out;               /* where this batch's outputs go: outbuf, or
                              * a lone structure's own result (run_batch) */
  float **ro_elem, **ro_val; /* per readout: element rows, values by node */
  int64_t *ro_elem_cap, *ro_val_cap;
  double *ro_acc;            /* one readout value's sums, in double */
  int64_t ro_acc_cap;
  const float **vf_ext;      /* the fields' vfields, then ro_val */
  int32_t *hoist_nodes;      /* a hoisted product's nodes (compiled_readout.c) */
  int64_t hoist_nodes_cap;
  int32_t *root_of;          /* the frame's root_of (compiled_readout.c) */
  int64_t root_of_cap;
  const float **param_ptrs;
  float **packed;            /* the panels, packed from packed_for */
  const float **packed_for;  /* the params' data the panels hold (NULL: none yet) */
  int32_t *fieldbuf;         /* one node's int fields, model order, then its
                                node ints (classify's fields) */
  CxrtFacts facts;           /* a structure's, for its row checks */
  /* leaf tables (per kernel; see cxrt_compiled_run_set_leaf_table) */
  CxrtLeafTableMode leaf_mode;
  int64_t leaf_budget;
  bool leaf_planned;         /* which kernels get a table: decided */
  struct LeafTable *leaf;    /* [nkernels] */
  const float **leaf_for;    /* the params' data the tables hold (NULL: none yet) */
  float *leaf_scratch;
  int64_t leaf_scratch_cap;
  int32_t *leaf_ifields;     /* [LEAF_CHUNK * nfields] */
  int32_t *leaf_child_start; /* [LEAF_CHUNK + 1], zeros */
  int32_t *leaf_new;         /* a group's new keys */
  int64_t leaf_new_cap;
  float **leaf_states;       /* [ncomps]: the table frame's states */
  int64_t leaf_computed;
  /* leaf-product tables (per m->lprods; on with the leaf tables) */
  struct LpTable *lp;
  const int32_t **lp_slot;   /* per table: its node_slot (the frame's lp_slot) */
  const float **lp_data;     /* per table: its data */
  bool lp_ok;                /* the frame gets the tables */
  int32_t *lp_perm;          /* [nnodes]: the group's order for the GEMMs */
  int64_t lp_perm_cap;
  /* hoist tables (per readout; a keyed hoisted product's rows by key,
   * compiled_readout.c; on with the leaf tables, their rows in lp_bytes) */
  struct LpTable *ht;        /* [nreadouts] (node_slot unused) */
  int32_t *ht_new;           /* the nodes of a hoist's new keys */
  int64_t ht_new_cap;
  int64_t ht_computed;       /* rows computed since the run was made */
  int64_t lp_bytes;          /* the tables' rows, all tables */
  int64_t lp_computed;       /* rows computed since the run was made */
  struct Pool *pool;         /* threads > 1 (cxrt_compiled_run_set_threads) */
  int threads;
  int64_t thread_min_nodes;
  int64_t row_groups;        /* groups run split by rows */
  int64_t err[5];
  int32_t valid;
  double linearize_ms, execute_ms;
  /* phases (compiled_phase.c): the linearizations of the phases before
   * the last (lin is the last's, or the running phase's while it runs),
   * the states' second buffers for the gather between phases, and the
   * reversed structures */
  CxrtLinearized *plin;      /* [nphases + 1] */
  const CxrtLinearized **phase_lin; /* [nphases]: after a batch, where each
                                phase's linearization is */
  float **states_alt;        /* [ncomps] */
  int64_t alt_cap;           /* nodes */
  CxrtStructure *rev_structs;
  int64_t rev_structs_cap;
  int32_t *rev_cs, *rev_ch;
  int64_t rev_cs_cap, rev_ch_cap;
  /* the other edges of the running numbering (cxc_other_edges) */
  int32_t *oth_start, *oth_nodes;
  int64_t oth_start_cap, oth_nodes_cap;
};

/* What classify gets for one phase (cxc_phase_classify_tramp). */
typedef struct CPhaseCtx {
  const CxrtCompiled *m;
  int phase;
} CPhaseCtx;

static inline double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* calloc of at least one byte: NULL only when out of memory (each
 * caller reports it; the runtime never aborts). */
static inline void *zalloc(size_t n, size_t size) { return calloc(n ? n : 1, size ? size : 1); }

typedef struct LeafTable {
  bool on;                   /* this kernel has a table in this run */
  int32_t *slot_of;          /* [rows]: the key's slot, -1: not computed */
  int64_t nslots, cap;       /* slots used, slots allocated */
  float **data;              /* [ncomps]: [cap, numel], 64-byte aligned */
} LeafTable;

#define LEAF_CHUNK 256

typedef struct LpTable {
  bool on;
  int32_t *slot_of;          /* [key_rows], -1: not computed */
  float *data;               /* [cap, rows], 64-byte aligned */
  int64_t nslots, cap;
  int32_t *node_slot;        /* [node_cap] */
  int64_t node_cap;
} LpTable;

/* A worker's record, on cache lines of its own: the caller never writes
 * it during a job (the worker clears err itself), so the worker starts a
 * job without a transfer of this line. */
typedef struct Worker {
  _Alignas(64) struct Pool *pool;
  int idx;                   /* its chunk: 1..T-1 */
  pthread_t tid;
  float *scratch;
  int64_t scratch_cap;
  int64_t err[5];
} Worker;

/* The job a worker reads when gen changes: on gen's cache line, so that
 * seeing the new gen brings fn, start and end with it (one core-to-core
 * transfer, ~0.3 us on the machines measured, instead of two in a row). */
typedef struct PoolJob {
  _Atomic uint64_t gen;      /* bumped per job */
  KernelFn fn;
  int32_t start, end;
  bool rows;                 /* by rows: every thread the whole group */
} PoolJob;

/* Allocated 64-byte aligned (posix_memalign): the lines each side writes
 * during a job are apart, so a spinning reader is not disturbed by
 * unrelated writes (false sharing). */
typedef struct Pool {
  pthread_mutex_t mu;
  pthread_cond_t go, done, bar_cv;
  int nthreads;              /* T, the caller included */
  int started;               /* workers running */
  Worker *w;                 /* [T - 1], 64-byte aligned */
  /* placement: thread t on cpus[t] (core ids core[t]) when pinned */
  int cpus[CXRT_MAX_THREADS];
  long core[CXRT_MAX_THREADS];
  bool pinned, distinct_cores;
  int row_split;             /* small groups of kernels with at least this
                                CKernel.row_split by rows (0: none) */
  bool caller_pinned;        /* during a batch; its mask to restore */
  cpu_set_t caller_mask;
  char note[192];            /* cxrt_compiled_run_threads_note */
  /* written by the caller per job */
  _Alignas(64) PoolJob job;
  _Atomic int sleepers;      /* workers asleep on go */
  _Atomic bool quit;
  _Alignas(64) CxrtFrame frame; /* the caller's frame, copied per job */
  /* written by the workers per job */
  _Alignas(64) _Atomic int pending; /* workers still running the job */
  _Atomic int waiting;       /* the caller asleep on done */
  /* the row-split kernels' barrier (CxrtFrame.sync), written by all */
  _Alignas(64) _Atomic int bar_count;
  _Atomic int bar_sleepers;
  _Atomic uint64_t bar_gen;
} Pool;


/* ---- leaf tables: the types (the code is after the runs) -------------------------- */

/* A kernel's table: the states of each computed key, in slots assigned
 * in order of first use (so that a group's new keys are contiguous and
 * one kernel call computes them). */

/* Keys computed per kernel call when filling a table. */

/* A leaf-product table (CLeafProd): rows by slot, a key's slot, and the
 * slot of each node of the group being run (what the GEMM reads). */


/* ---- the thread pool: the types (the code is after the runs) ----------------------- */

/* T - 1 workers; a big group's [start, end) is cut in T contiguous chunks,
 * the caller running chunk 0 and worker w chunk w, each with its own
 * scratch and error record (a frame copy); a small group of a row-split
 * kernel runs whole on every thread, thread t computing part t of every
 * GEMM's row blocks in the caller's scratch; the caller waits for all of
 * them before the next group, so levels stay in order. */


/* ---- shared between the files (each described where it is defined) ---- */

int64_t cxc_temps_floats(const CTemp *t, int n, int64_t node_cap, int64_t edge_cap);
int cxc_ensure_packed(CxrtCompiledRun *r, CxrtFrame *f);
int cxc_kernel_of(const CxrtLinearized *L, int32_t id);
void cxc_describe_node(const CxrtDataset *d, int sidx, int32_t node, char *buf, size_t size);
/* The interpreter's words for a zero divisor and a row out of range at
 * `where` (cxc_describe_node), at file:line:col: for the row checks and
 * for what the kernels record as they run (compiled_pool.c). */
int cxc_zero_divisor_error(CxrtError *err, const char *file, int line, int col, bool div, const char *where);
int cxc_row_error(CxrtError *err, const char *file, int line, int col, const char *where, int64_t row,
                  const char *matrix, int64_t rows);
int cxc_classify_tramp(void *ctx, int32_t arity, const int32_t *fields);
float *cxc_grow_floats(float *p, int64_t *cap, int64_t need);
bool cxc_any_nonfinite(const float *x, int64_t n);
int cxc_scan_nonfinite(const CxrtCompiledRun *r, const CxrtDataset *d, int32_t si, int32_t sidx, CxrtError *err);
/* The row checks (compiled_rows.c).  rd: the reversed structures
 * (cxc_reverse_batch), for a model with a reversed phase or reading the
 * other edges, else NULL; cxc_find_bad_rows checks lin's phase, which
 * runs over rd when `reversed`. */
int cxc_check_structure_rows(CxrtCompiledRun *r, const CxrtDataset *d, const CxrtDataset *rd, int sidx,
                             const int *field_map, CxrtError *err);
int32_t cxc_find_bad_rows(const CxrtCompiledRun *r, const CxrtDataset *d, const CxrtDataset *rd, bool reversed,
                          int32_t first, int32_t count, const int *field_map);
void cxc_leaf_free_all(CxrtCompiledRun *r);
int cxc_readouts_prepare(CxrtCompiledRun *r, CxrtFrame *f, int64_t nnodes);
void cxc_readouts_run(CxrtCompiledRun *r, CxrtFrame *f);
int cxc_hoists_run(CxrtCompiledRun *r, CxrtFrame *f);
int cxc_leaf_prepare(CxrtCompiledRun *r, const CxrtFrame *f, CxrtError *err);
bool cxc_leaf_run_group(CxrtCompiledRun *r, int k, const CxrtFrame *f, int32_t start, int32_t end);
/* Hoisted product q's rows of nodes[0..n) through its table (a keyed
 * hoist, ir/leaftable.c): the new keys' rows computed by its kernel on
 * their nodes, then every node's row copied from the table into ro_val.
 * false: no table (or it could not grow): the caller runs the kernel. */
bool cxc_hoist_table_run(CxrtCompiledRun *r, int q, CxrtFrame *f, const int32_t *nodes, int32_t n);
void cxc_lp_group(CxrtCompiledRun *r, int k, int32_t start, int32_t end);
bool cxc_lp_order(CxrtCompiledRun *r, int k, int32_t start, int32_t end);
void cxc_chunk_of(int32_t start, int32_t end, int T, int i, int32_t *lo, int32_t *hi);
void cxc_pool_free(Pool *p);
void cxc_run_group(CxrtCompiledRun *r, int k, CxrtFrame *f, int32_t start, int32_t end);
int cxc_phase_classify_tramp(void *ctx, int32_t arity, const int32_t *fields);
/* Structures [first, first + count) of d with their edges reversed, as
 * out (indexed as in d; out's other structures are not set); -1: out of
 * memory. */
int cxc_reverse_batch(CxrtCompiledRun *r, const CxrtDataset *d, int32_t first, int32_t count, CxrtDataset *out);
/* Every state row from from's numbering into to's; -1: out of memory. */
int cxc_permute_states(CxrtCompiledRun *r, const CxrtLinearized *from, const CxrtLinearized *to);
void cxc_phases_free(CxrtCompiledRun *r);
/* The other edges of r->lin (compiled.h, CxrtFrame.other_start): od's
 * edges, od being the structures of the other direction (the reversed
 * ones, cxc_reverse_batch, for a bottom-up numbering; the real ones for a
 * reversed phase's), into the frame; -1: out of memory. */
int cxc_other_edges(CxrtCompiledRun *r, const CxrtDataset *od, int32_t first, CxrtFrame *f);
/* A reversed phase's nodes (L) whose kernel reads a real child n.child[K]
 * (the other edges) they do not have: the linearizer's message for the
 * first (d: the real structures); -1 then. */
int cxc_check_other_children(const CxrtCompiledRun *r, const CxrtLinearized *L, const CxrtDataset *d, int32_t first,
                              CxrtError *err);
/* The other edges of the nodes [gs, ge) of L (a group), for the scratch. */
int64_t cxc_other_group_edges(const CxrtLinearized *L, const CxrtDataset *od, int32_t first, int32_t gs, int32_t ge);

#endif
