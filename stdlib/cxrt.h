/* The Cortex runtime: the library that `cortex run`, built executables,
 * built shared libraries and the REPL all link.
 *
 * It knows nothing of the .cx language: a model reaches it as a
 * CxrtModelInfo (params, input kind and fields, outputs), which the
 * compiler fills from the checked program and built binaries embed.
 *
 * Conventions: functions return 0 on success and -1 on failure after
 * filling a CxrtError; they never print and never exit.  Names are
 * cxrt_*, because generated code resolves them by name. */
#ifndef CXRT_H
#define CXRT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- errors ------------------------------------------------------------ */

typedef struct CxrtError {
  char file[512];   /* file the error is about ("" if none) */
  int line, col;    /* 1-based; 0 when unknown */
  char msg[1536];   /* what is wrong and how to fix it; no trailing newline */
} CxrtError;

/* Fills err (when not NULL) and returns -1. */
int cxrt_errorf(CxrtError *err, const char *file, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* "file:line:col: error: msg" (parts omitted when unknown). */
void cxrt_error_print(FILE *out, const CxrtError *err);

/* ---- input files ----------------------------------------------------------- */

/* Data and vocabulary files are read whole, up to a limit (1 GiB unless
 * the caller says otherwise: --max-input-size): a FIFO or a device such
 * as /dev/zero, which has no end, stops there with an error. */
#define CXRT_DEFAULT_MAX_INPUT ((int64_t)1 << 30)
/* "1024", "64K", "512M", "1G", "2T" (powers of 1024; "KiB", "MB"... too)
 * -> bytes, at least 1.  0, or -1 when malformed. */
int cxrt_parse_size(const char *s, int64_t *out);
/* "1 GiB", "512 MiB", "1000 bytes" into buf; returns buf. */
char *cxrt_size_str(char *buf, size_t size, int64_t bytes);
/* What a file of this st_mode is, for messages: "a FIFO", "a character
 * device", "a folder", ... */
const char *cxrt_file_kind(unsigned mode);

/* ---- tensors and weights ------------------------------------------------- */

enum { CXRT_MAX_RANK = 4 };

typedef struct CxrtTensor {
  char *name;
  int rank;
  int64_t dims[CXRT_MAX_RANK];
  float *data;          /* row-major, 64-byte aligned, owned */
} CxrtTensor;

/* Number of elements (1 for rank 0); -1 when the rank or a dimension is
 * invalid or the product overflows. */
int64_t cxrt_tensor_numel(const CxrtTensor *t);
/* Fills t: name = strdup(name) (may be NULL), the shape, and zeroed data,
 * 64-byte aligned (never NULL, even for 0 elements).  On failure t is
 * left empty (all zero). */
int cxrt_tensor_alloc(CxrtTensor *t, const char *name, int rank, const int64_t *dims,
                      CxrtError *err);
/* Frees t's name and data and zeroes it; t may be NULL. */
void cxrt_tensor_free(CxrtTensor *t);
/* "[256, 256]" ("[]" for rank 0) into buf; returns buf. */
char *cxrt_shape_str(char *buf, size_t size, int rank, const int64_t *dims);
/* A name made safe to quote in a message: at most about 100 bytes (cut at
 * a UTF-8 boundary, "..." appended), control characters as '?'.  Names in
 * weights files come from untrusted input.  Returns buf. */
char *cxrt_safe_name(char *buf, size_t size, const char *name);

/* A set of named tensors: what a safetensors file holds. */
typedef struct CxrtWeights {
  CxrtTensor *tensors;
  int ntensors;
  char *path;           /* file it came from (for messages), may be NULL */
} CxrtWeights;

void cxrt_weights_free(CxrtWeights *w);
const CxrtTensor *cxrt_weights_find(const CxrtWeights *w, const char *name);

/* safetensors.c: F32 read/write; F16, BF16 and F64 converted to F32 on
 * read.  Every header field is validated before any data is touched. */
int cxrt_safetensors_read(const char *path, CxrtWeights *out, CxrtError *err);
int cxrt_safetensors_read_mem(const void *buf, size_t len, const char *name,
                              CxrtWeights *out, CxrtError *err);
/* Writes to a temporary file beside path and renames it into place. */
int cxrt_safetensors_write(const char *path, const CxrtWeights *w, CxrtError *err);

/* ---- the model as the runtime sees it ------------------------------------ */

typedef enum CxrtInputKind { CXRT_TREE, CXRT_DAG, CXRT_SEQ } CxrtInputKind;
typedef enum CxrtFieldKind { CXRT_FIELD_INT, CXRT_FIELD_VEC } CxrtFieldKind;

typedef struct CxrtParamInfo {
  const char *name;     /* name in the model */
  const char *key;      /* key in the weights file (== name unless bound) */
  int64_t slice_lo, slice_hi; /* rows [lo, hi) of the stored tensor; hi < 0: whole */
  int rank;
  int64_t dims[CXRT_MAX_RANK];
  const char *model_file; /* where the param is declared, for messages */
  int line, col;
} CxrtParamInfo;

typedef struct CxrtFieldInfo {
  const char *name;
  CxrtFieldKind kind;
  int dim;              /* CXRT_FIELD_VEC: vector length */
} CxrtFieldInfo;

typedef struct CxrtOutputInfo {
  const char *name;
  bool per_node;        /* output NAME(n) = ... */
  bool is_int;          /* argmax */
  int rank;             /* of one value */
  int64_t dims[CXRT_MAX_RANK];
} CxrtOutputInfo;

typedef struct CxrtModelInfo {
  const char *name;
  CxrtParamInfo *params;
  int nparams;
  CxrtInputKind input_kind;
  int max_arity;        /* tree[N]: N; tree[*] and dag: -1; seq: 1 */
  const char *input_name;
  CxrtFieldInfo *fields;
  int nfields;
  CxrtOutputInfo *outputs;
  int noutputs;
} CxrtModelInfo;

/* Binds weights to the model's params: looks each param up by key, checks
 * the shape (after its slice) and copies it into params[i] (a tensor of the
 * param's own shape).  A missing tensor or a shape mismatch is an error
 * naming the tensor, both shapes and the model line; extra tensors are
 * reported through warn (may be NULL) and ignored. */
typedef void (*CxrtWarnFn)(void *user, const char *msg);
int cxrt_bind_weights(const CxrtModelInfo *m, const CxrtWeights *w, CxrtTensor *params,
                      CxrtWarnFn warn, void *user, CxrtError *err);
/* The first NaN or Inf of the bound params: an error naming the param
 * (and where it is declared), the element (flat and [row, col]), its
 * tensor and the weights file (weights, may be NULL); 0 when all are
 * finite.  What `cortex run` (both backends) and built programs check
 * after binding, unless --allow-nan. */
int cxrt_params_check_finite(const CxrtModelInfo *m, const CxrtTensor *params, const char *weights,
                             CxrtError *err);
/* Deterministic initialization (init.c): see docs/formats.md. */
int cxrt_init_weights(const CxrtModelInfo *m, uint64_t seed, CxrtWeights *out, CxrtError *err);
void cxrt_tensors_free(CxrtTensor *t, int n);

/* ---- data: structures ------------------------------------------------------ */

/* One input structure (a tree, a DAG or a sequence) with its fields.
 * Nodes are numbered 0..nnodes-1 in node order (PTB pre-order, CoNLL-U
 * token order, graph-format line order, sequence token order). */
typedef struct CxrtStructure {
  int32_t nnodes;
  int32_t *child_start;  /* nnodes + 1 offsets into children (CSR) */
  int32_t *children;     /* child node ids, in order */
  int32_t root;          /* the unique node that is no node's child */
  int32_t *ifields;      /* [nnodes * dataset nfields]: int field f of node i
                            at [i * nfields + f] (unused for vec fields) */
  float **vfields;       /* per field: [nnodes * dim] floats, NULL for int fields */
  const char **tokens;   /* per node: its token (leaf word), NULL if none */
  int32_t *line, *col;   /* per node: position in the data file */
  int32_t first_line;    /* line where the structure starts */
} CxrtStructure;

typedef struct CxrtVocab CxrtVocab;

typedef struct CxrtDataset {
  char *path;
  CxrtStructure *structs;
  int32_t nstructs;
  CxrtFieldInfo *fields; /* what the file provides (word, label, upos, ...) */
  int nfields;
  void *pool;            /* owns the structures' arrays and token strings */
} CxrtDataset;

typedef enum CxrtDataFormat {
  CXRT_FMT_AUTO, CXRT_FMT_PTB, CXRT_FMT_CONLLU, CXRT_FMT_GRAPH, CXRT_FMT_SEQ
} CxrtDataFormat;

/* Reads a data file.  vocab maps tokens to word ids (it grows, unless it
 * was loaded from a file and frozen); NULL: ids private to the dataset.
 * max_arity: the model's tree[N] (-1, or 0, for any), checked with the
 * line:col of the offending node.  kind: a node may have several parents
 * only for CXRT_DAG.  opt NULL: auto format, any arity, DAGs allowed.
 * Fields each format provides (all int unless the graph file says
 * otherwise): PTB word, label; CoNLL-U word, upos, head, deprel;
 * sequences word; the graph format whatever its first node gives. */
typedef struct CxrtReadOptions {
  CxrtDataFormat format;
  int max_arity;
  CxrtInputKind kind;
  int64_t max_nodes;     /* per structure; 0 = default limit */
  int64_t max_bytes;     /* the largest file read; 0 = CXRT_DEFAULT_MAX_INPUT */
} CxrtReadOptions;

int cxrt_data_read(const char *path, const CxrtReadOptions *opt, CxrtVocab *vocab,
                   CxrtDataset *out, CxrtError *err);
int cxrt_data_read_mem(const char *text, size_t len, const char *name,
                       const CxrtReadOptions *opt, CxrtVocab *vocab,
                       CxrtDataset *out, CxrtError *err);
/* The words of a structure in node order ("It works ."), malloc'd; ""
 * without tokens; NULL when out of memory. */
char *cxrt_structure_text(const CxrtStructure *s);
void cxrt_dataset_free(CxrtDataset *d);
/* The graph text format (what `cortex run --dump` writes): node ids
 * 0..n-1, every field, a `word` as its token where the node has one.
 * Read back with the same vocab, it gives the same structures, fields and
 * ids.  vocab may be NULL; given, a word mapped to unk is written as the
 * unk's id.  Returns 0, or -1 on a write error. */
int cxrt_graph_write(FILE *out, const CxrtDataset *d, const CxrtVocab *vocab);
const char *cxrt_format_name(CxrtDataFormat f);
int cxrt_format_parse(const char *name, CxrtDataFormat *out);

/* Checks that the dataset provides every field the model declares, with
 * the right kind and dimension; fills map[i] = dataset field index of the
 * model's field i. */
int cxrt_dataset_bind(const CxrtDataset *d, const CxrtModelInfo *m, int *map, CxrtError *err);

/* ---- structure facts (language v2) --------------------------------------- */

/* What the top-down and position-aware constructs need of a structure,
 * computed by cxrt_structure_facts in O(nodes + edges), without
 * recursion, into buffers that grow geometrically and are reused by the
 * next call (no per-node allocation).  Zero it before the first use;
 * cxrt_facts_free releases it. */
typedef struct CxrtFacts {
  int32_t nnodes;
  int32_t *parent_start;   /* nnodes + 1 offsets into parents (CSR) */
  int32_t *parents;        /* parent ids, ascending for each node; a tree
                              or seq node has at most one */
  int32_t *index;          /* position among the first parent's children;
                              0 at the root */
  int32_t *depth;          /* longest path from the root (0 there) */
  int32_t *height;         /* longest path down to a leaf (0 at a leaf) */
  int32_t *order;          /* every node, children before their parents */
  /* capacities (elements) and work space */
  int64_t cap_nodes, cap_edges;
  int32_t *stack, *pos;
} CxrtFacts;

/* Fills f for structure sidx of d.  A child id outside the structure or a
 * cycle is an error naming the node's line:col in d's file. */
int cxrt_structure_facts(const CxrtDataset *d, int32_t sidx, CxrtFacts *f, CxrtError *err);
void cxrt_facts_free(CxrtFacts *f);

/* ---- vocabulary ------------------------------------------------------------ */

CxrtVocab *cxrt_vocab_new(void);
void cxrt_vocab_free(CxrtVocab *v);
/* One token a line, id = line number - 1; the result is frozen. */
int cxrt_vocab_load(CxrtVocab *v, const char *path, CxrtError *err);
/* The same with a size limit for the file (0: CXRT_DEFAULT_MAX_INPUT). */
int cxrt_vocab_load_max(CxrtVocab *v, const char *path, int64_t max_bytes, CxrtError *err);
/* The same from text[0..len) (need not be NUL-terminated); name is used in
 * messages (NULL: "<memory>"). */
int cxrt_vocab_load_mem(CxrtVocab *v, const char *text, size_t len, const char *name, CxrtError *err);
int cxrt_vocab_save(const CxrtVocab *v, const char *path, CxrtError *err);
/* Unknown words map to unk (which must be in a frozen vocabulary). */
int cxrt_vocab_set_unk(CxrtVocab *v, const char *unk, CxrtError *err);
/* id of token; adds it when not frozen; -1 when frozen, unknown, no unk. */
int32_t cxrt_vocab_lookup(CxrtVocab *v, const char *token);
int32_t cxrt_vocab_size(const CxrtVocab *v);
const char *cxrt_vocab_word(const CxrtVocab *v, int32_t id);
bool cxrt_vocab_frozen(const CxrtVocab *v);
/* Stops the vocabulary from growing (e.g. after reading training data, so
 * that test data maps unknown words to unk). */
void cxrt_vocab_freeze(CxrtVocab *v);

/* ---- the linearizer (linearize.c) ---------------------------------------- */

/* A batch of structures taken apart for the compiled code: every node gets
 * a new id so that the nodes of one height level and one branch are
 * contiguous, levels in increasing height (every child lies in an earlier
 * level than its parents; leaves are level 0), and within a level the
 * branches in order.  The nodes of (level l, branch b) are
 *   [group_start[l * nbranches + b], group_start[l * nbranches + b + 1]).
 * A node shared by several parents of a DAG appears once.  Arrays are
 * owned by the CxrtLinearized and reused by the next cxrt_linearize call
 * into it (no allocation once the buffers are large enough). */
typedef struct CxrtLinearized {
  int32_t nnodes, nstructs, nlevels, nbranches;
  int32_t *group_start;    /* nlevels * nbranches + 1 entries */
  int32_t *child_start;    /* nnodes + 1: CSR over new ids */
  int32_t *children;       /* new ids of the children, in order */
  int32_t *ifields;        /* [nnodes * nfields] in the MODEL's field order
                              (vector fields' columns unused) */
  int32_t nfields;         /* the model's field count */
  float **vfields;         /* per model field: [nnodes * dim], NULL for int */
  int32_t *struct_of;      /* new id -> index of its structure in the batch */
  int32_t *local_of;       /* new id -> its index within its structure */
  int32_t *struct_offset;  /* nstructs + 1: prefix sums of node counts */
  int32_t *global_of;      /* [struct_offset[s] + local] -> new id */
  int32_t *root;           /* per structure: new id of its root */
  int64_t cap_nodes, cap_edges, cap_groups, cap_structs; /* buffer sizes */
  void *work;              /* internal scratch (heights, stacks) */
  /* With CxrtLinearizeSpec.node_ints: [nnodes * CXRT_NINTS] by new id, each
   * node's index, depth, height and number of parents (the structure
   * facts, cxrt_structure_facts); without it, not filled (NULL until a
   * call with node ints). */
  int32_t *nints;
  int64_t cap_nints;
} CxrtLinearized;

/* The node ints of CxrtLinearized.nints, per node in this order; the
 * classify function gets them too, after the int fields
 * (fields[nfields + CXRT_NINT_DEPTH], ...).  With
 * CxrtLinearizeSpec.node_ints_of, index, depth and height are its
 * structures' (a reversed structure's NPARENTS is the real arity). */
enum { CXRT_NINT_INDEX, CXRT_NINT_DEPTH, CXRT_NINT_HEIGHT, CXRT_NINT_NPARENTS, CXRT_NINTS };

/* Which branch a node runs, from its arity and its int fields (in the
 * model's field order); -1 when no branch applies (an error). */
typedef int (*CxrtClassifyFn)(void *ctx, int32_t arity, const int32_t *fields);

/* Nodes in one batch of compiled code, all structures together (the
 * default of CxrtLinearizeSpec.max_nodes and the C API's limit). */
#define CXRT_MAX_BATCH_NODES 10000000

typedef struct CxrtLinearizeSpec {
  int nbranches;
  CxrtClassifyFn classify;
  void *ctx;
  const int *branch_max_child; /* per branch: highest n.child[K] read, -1 none */
  const CxrtModelInfo *model;  /* fields: names, kinds, dims */
  const int *field_map;        /* model field -> dataset field (cxrt_dataset_bind) */
  int64_t max_nodes;           /* whole-batch limit; 0 = CXRT_MAX_BATCH_NODES */
  /* For the message of a node that lacks a child its branch reads (may
   * be NULL): per branch, "branch 'internal' of rec 'node'" and where it
   * is in the model, "treefc.cx:29:3". */
  const char *const *branch_names;
  const char *const *branch_locs;
  /* The model reads n.index, n.depth, n.height or root(n): fill
   * CxrtLinearized.nints and give classify the node's after its fields
   * (O(nodes + edges) more; a v1 model leaves it false). */
  bool node_ints;
  /* With node_ints, may be NULL: the dataset whose structures give the
   * node index, depth and height (to nints and classify), the same nodes
   * in the same order as d's but other edges: a compiled top-down phase
   * linearizes the reversed structures (d) and reads the real ones'
   * node ints.  The number of parents is d's either way. */
  const CxrtDataset *node_ints_of;
  /* Every node in level 0, whatever its height: for a model whose passes
   * are all local and read no other node's state (nothing orders the
   * nodes), so that each branch runs once over the whole batch. */
  bool one_level;
} CxrtLinearizeSpec;

/* Linearizes structures [first, first + count) of d.  Errors (a node
 * whose branch reads a child it lacks, no branch, too many nodes) name the
 * node with its data-file position.  O(nodes + edges) time and memory. */
int cxrt_linearize(const CxrtLinearizeSpec *spec, const CxrtDataset *d, int32_t first, int32_t count,
                   CxrtLinearized *out, CxrtError *err);
void cxrt_linearized_free(CxrtLinearized *l);
/* The error for node `node` of structure sidx of d, which has `arity`
 * children while its branch reads n.child[need]: one message for the
 * interpreter and the compiled code ("node 1 of structure 0 (d.graph:2:1,
 * 'b') has 1 child but branch 'internal' of rec 'node' reads n.child[1]
 * (m.cx:29:3); guard that branch with a test of n.arity ..."), at the
 * node's line and column.  branch NULL: "its branch"; branch_loc may be
 * NULL. */
/* "WHERE: field 'word' = 23000 is out of range for E, which has 22000
 * rows; ..." with the fix for the value: a vocabulary that fits, or for
 * a negative id (the word of a node that has none, as PTB's internal
 * nodes), a guard.  Both backends' message; returns -1. */
int cxrt_field_row_error(CxrtError *err, const char *file, int line, int col, const char *where, const char *field,
                         int64_t idx, const char *matrix, int64_t rows);
int cxrt_missing_child_error(CxrtError *err, const CxrtDataset *d, int32_t sidx, int32_t node, int32_t arity,
                             int need, const char *branch, const char *branch_loc);

/* ---- output files (atomic.c) ---------------------------------------------- */

/* The one writer of every output file.  A regular file (or a new one) is
 * written to a temporary file in its folder ("PATH.tmp.XXXXXX") and
 * renamed over it at commit: never half-written, the old file intact on
 * failure; the new file keeps the old one's permission bits (a new one:
 * 0666 less the umask; CXRT_ATOMIC_EXECUTABLE: always 0777 less it).  A symbolic link is
 * followed: its target is replaced so, and the link stays.  Anything
 * else (a device such as /dev/null or /dev/full, a FIFO, a terminal) is
 * written in place, never replaced.  A folder is an error.  Write errors
 * (a full disk, /dev/full) are reported at commit at the latest. */
typedef struct CxrtAtomicFile CxrtAtomicFile;
enum {
  CXRT_ATOMIC_EXTERNAL = 1,   /* another program writes cxrt_atomic_temp_path (no stream) */
  CXRT_ATOMIC_EXECUTABLE = 2, /* created 0777 less the umask, whatever the old file's mode */
  CXRT_ATOMIC_PRIVATE = 4,    /* created 0600 */
  CXRT_ATOMIC_REPLACE = 8     /* always replace the path itself: no link followed, nothing written in place */
};
CxrtAtomicFile *cxrt_atomic_open(const char *path, CxrtError *err); /* flags 0 */
CxrtAtomicFile *cxrt_atomic_open_ex(const char *path, int flags, CxrtError *err);
FILE *cxrt_atomic_stream(CxrtAtomicFile *f);
/* The file an external writer writes (CXRT_ATOMIC_EXTERNAL). */
const char *cxrt_atomic_temp_path(CxrtAtomicFile *f);
int cxrt_atomic_commit(CxrtAtomicFile *f, CxrtError *err); /* frees f */
void cxrt_atomic_abort(CxrtAtomicFile *f);                  /* frees f, removes the temp */

/* Temporary files the writer (and other code) registers while they exist,
 * so that a program interrupted by a signal can remove them:
 * cxrt_temp_cleanup is async-signal-safe; a program's handler for SIGINT,
 * SIGTERM, SIGHUP calls it and re-raises the signal.  The runtime installs
 * no handler of its own.  path must stay valid until unregistered;
 * register returns a slot (-1 when the table of 64 is full). */
int cxrt_temp_register(const char *path);
void cxrt_temp_unregister(int slot);
void cxrt_temp_cleanup(void);
/* Creates and registers "base.tmp.XXXXXX" (exclusive, mode less the
 * umask), the calling thread's signals held in between so that no signal
 * finds it unregistered: the fd, *path (malloc'ed) and *slot; -1 with
 * errno set. */
int cxrt_temp_create(const char *base, unsigned mode, char **path, int *slot);

/* ---- results ------------------------------------------------------------ */

/* The outputs of one structure.  values[o] holds output o: numel floats
 * for a per-structure output, nnodes * numel (node order) for a per-node
 * one.  Int outputs (argmax) are stored as exact floats. */
typedef struct CxrtResult {
  int32_t nnodes;
  int32_t root;          /* the structure's root (TSV puts root values there) */
  const char *text;      /* the structure's words, printed when not NULL */
  float **values;
  int noutputs;
  int64_t *cap;          /* floats allocated per output (buffers are reused) */
} CxrtResult;

int64_t cxrt_output_numel(const CxrtOutputInfo *o);
/* (Re)sizes res for a structure of nnodes nodes; keeps buffers that fit.
 * -1 when out of memory (res stays valid to free or to init again). */
int cxrt_result_init(CxrtResult *res, const CxrtModelInfo *m, int32_t nnodes);
void cxrt_result_free(CxrtResult *res);

typedef enum CxrtOutputFormat { CXRT_OUT_TEXT, CXRT_OUT_JSON, CXRT_OUT_TSV } CxrtOutputFormat;
int cxrt_output_format_parse(const char *name, CxrtOutputFormat *out);
/* Prints the outputs of structure `index` as LANGUAGE.md specifies
 * ("What cortex run prints").  TSV prints its header when index == 0. */
void cxrt_print_result(FILE *out, const CxrtModelInfo *m, CxrtOutputFormat fmt, int index,
                       const CxrtResult *res);

/* ---- progress (progress.c) ------------------------------------------------ */

/* A progress bar for long runs, redrawn in place with '\r':
 *   label [#######.............] 1234/5000 2.1k/s ETA 0:03
 * (total <= 0: "label 1234 2.1k/s 0:03").  A UI helper and the one part of
 * the runtime that prints: only to the stream it is given, and only when
 * the caller enables it (a program passes isatty(2) for stderr; the
 * library never decides that on its own).  Even then it draws only when
 * the work is long: more than CXRT_PROGRESS_MIN_ITEMS items, or after
 * CXRT_PROGRESS_DELAY seconds; and at most once per
 * CXRT_PROGRESS_INTERVAL.  cxrt_progress_end finishes the line (the final
 * count, rate and "in M:SS") if anything was drawn, and prints nothing
 * otherwise.  A zeroed CxrtProgress is inactive: update and end do
 * nothing, so an error path may call end whether or not begin ran; end
 * twice is harmless.  The *_at variants take the time (seconds on any
 * monotonic clock) instead of reading it, for tests. */
enum { CXRT_PROGRESS_MIN_ITEMS = 2000, CXRT_PROGRESS_BAR = 20 };
#define CXRT_PROGRESS_DELAY 1.0     /* seconds before a short job shows a bar */
#define CXRT_PROGRESS_INTERVAL 0.1  /* seconds between two drawings */

typedef struct CxrtProgress {
  FILE *out;
  bool enabled, active, shown;
  int64_t total, done;
  const char *label;      /* borrowed; may be NULL */
  double start, last_draw;
  int last_len;           /* length of the line last drawn */
} CxrtProgress;

void cxrt_progress_begin(CxrtProgress *p, FILE *out, bool enable, int64_t total, const char *label);
void cxrt_progress_update(CxrtProgress *p, int64_t done);
void cxrt_progress_end(CxrtProgress *p);
void cxrt_progress_begin_at(CxrtProgress *p, FILE *out, bool enable, int64_t total, const char *label,
                            double now);
void cxrt_progress_update_at(CxrtProgress *p, int64_t done, double now);
void cxrt_progress_end_at(CxrtProgress *p, double now);
/* Seconds on CLOCK_MONOTONIC. */
double cxrt_progress_clock(void);
/* The line itself (no '\r'), snprintf-style; final: "in M:SS" instead of
 * the ETA. */
int cxrt_progress_format(char *buf, size_t size, const char *label, int64_t done, int64_t total, double elapsed,
                         bool final);

/* ---- compiled models (compiled.c) ------------------------------------------- */

/* A compiled model without the compiler: what `cortex run --jit`, the
 * compiled-code cache, built executables and built shared libraries run.
 * The generated code exports one function of this type, cx_model, that
 * hands out the model's description (a byte blob: params, fields,
 * outputs, kernels, messages) and its entry points; the contract is in
 * stdlib/compiled.h of the source tree.  The runner below linearizes a
 * batch, checks row indices that come from the data, calls the generated
 * code once per batch and scatters the outputs into CxrtResults, exactly
 * as `cortex run` prints them. */
typedef int32_t (*CxrtModelFn)(const uint8_t **blob, int64_t *len, void **entries, int32_t cap);

typedef struct CxrtCompiled CxrtCompiled;

/* Reads the description of fn's model (every length and index checked;
 * a blob from another Cortex ABI is an error).  Immutable afterwards:
 * share it between threads. */
CxrtCompiled *cxrt_compiled_open(CxrtModelFn fn, CxrtError *err);
void cxrt_compiled_free(CxrtCompiled *m);
const CxrtModelInfo *cxrt_compiled_info(const CxrtCompiled *m);
/* The rec's branches and state components (for --trace). */
int cxrt_compiled_nbranches(const CxrtCompiled *m);
const char *cxrt_compiled_branch_label(const CxrtCompiled *m, int branch);
int cxrt_compiled_ncomps(const CxrtCompiled *m);
const char *cxrt_compiled_comp_name(const CxrtCompiled *m, int comp); /* NULL: untupled */
int64_t cxrt_compiled_comp_numel(const CxrtCompiled *m, int comp);

/* The buffers of one batch at a time (linearized batch, states, scratch,
 * output rows), reused from batch to batch: once warm, a batch of the
 * same size allocates nothing.  One per thread. */
typedef struct CxrtCompiledRun CxrtCompiledRun;

/* check_nonfinite: after a batch, scan states and outputs for NaN/Inf
 * (an error naming the node). */
CxrtCompiledRun *cxrt_compiled_run_new(const CxrtCompiled *m, bool check_nonfinite);
void cxrt_compiled_run_free(CxrtCompiledRun *r);
/* Runs structures [first, first + count) of d as one batch and fills
 * results[0..count) (initialized or reused like cxrt_result_init).
 * params: bound by cxrt_bind_weights to cxrt_compiled_info(m).  Returns
 * 0, or -1 with err filled; then cxrt_compiled_run_valid says how many
 * leading results are complete (the structures before the failing one,
 * as with the interpreter).  Errors: the linearizer's (a node that
 * matches no branch or lacks a child its branch reads), a row index out
 * of range (the interpreter's message), NaN/Inf (check_nonfinite). */
int cxrt_compiled_run_batch(CxrtCompiledRun *r, const CxrtTensor *params, const CxrtDataset *d, int32_t first,
                            int32_t count, const int *field_map, CxrtResult *results, CxrtError *err);
int32_t cxrt_compiled_run_valid(const CxrtCompiledRun *r);
/* The params' data changed in place since the last batch: the weights'
 * packed copies (GEMM panels, made when params are first seen, keyed by
 * their data pointers) are made again on the next batch. */
void cxrt_compiled_run_params_changed(CxrtCompiledRun *r);
/* Leaf tables: a kernel whose states depend only on the params and one
 * int field of the node (the TreeLSTM leaf: a function of the word id;
 * `cortex ir --stage loops` says which) gets them computed once per
 * distinct key, by the kernel itself, and copied: bit-identical results.
 * AUTO (the default): lazily, each key on its first use, when every
 * table of the model at full size (keys x state floats x 4 bytes) fits
 * budget_bytes (< 0: CXRT_LEAF_TABLE_BUDGET, 256 MiB); else off.  ON:
 * every key at once on the first batch with a set of params, whatever
 * the budget (a batch fails with an error if the memory cannot be had).
 * OFF: never.  Tables are dropped with the packed panels (other params
 * pointers, cxrt_compiled_run_params_changed) and when the mode changes.
 * The same mode governs the leaf-product tables (ir/leafprod.c: a GEMM
 * segment's sums for a leaf child, by its word), which are always filled
 * lazily, each key on its first use, while all of them together fit the
 * budget (AUTO; ON: while the memory lasts); their results are
 * bit-identical with the tables and without. */
typedef enum CxrtLeafTableMode { CXRT_LEAF_TABLE_AUTO, CXRT_LEAF_TABLE_ON, CXRT_LEAF_TABLE_OFF } CxrtLeafTableMode;
#define CXRT_LEAF_TABLE_BUDGET ((int64_t)256 << 20)
void cxrt_compiled_run_set_leaf_table(CxrtCompiledRun *r, CxrtLeafTableMode mode, int64_t budget_bytes);
/* "auto", "on", "off" -> mode; -1 for anything else. */
int cxrt_leaf_table_parse(const char *s, CxrtLeafTableMode *mode);
/* Keys held in the run's leaf tables now; *computed (if not NULL): keys
 * computed since the run was made (a key computed again after new
 * params counts twice). */
int64_t cxrt_compiled_run_leaf_keys(const CxrtCompiledRun *r, int64_t *computed);
/* The same for the leaf-product tables: rows held, rows computed. */
int64_t cxrt_compiled_run_leaf_prod_rows(const CxrtCompiledRun *r, int64_t *computed);
/* The same for the hoist tables (a hoisted W @ E[n.word] by word): keys
 * held, keys computed. */
int64_t cxrt_compiled_run_hoist_rows(const CxrtCompiledRun *r, int64_t *computed);
/* Threads: a group (the nodes of one level and kernel) of at least
 * min_nodes nodes (<= 0: CXRT_THREAD_MIN_NODES) is cut in `threads`
 * contiguous chunks run at once, by the caller and threads - 1 pool
 * threads (started here; 1: none), each with its own scratch; levels
 * stay in order.  A smaller group of a kernel that ir/rowsplit.c found
 * row-splittable runs on every thread at once, each computing its share
 * of the row blocks of every GEMM (and the element-wise work fused into
 * them) for all the group's nodes.  The threads are pinned to CPUs of
 * the caller's affinity mask, one per core first (the caller too, for
 * the rest of a batch, when it is found off its CPU), and meet through memory (a bounded spin,
 * then a condvar).  Environment: CORTEX_ROW_SPLIT=0 turns the row split
 * off, CORTEX_PIN=0 the pinning; CPUs sharing a core never row-split.
 * Results are bit-identical to one thread.  Leaf-table
 * groups and outputs run on the caller.  -1 with err filled when the
 * threads cannot be started (the run is then single-threaded). */
#define CXRT_THREAD_MIN_NODES 64
#define CXRT_MAX_THREADS 256
int cxrt_compiled_run_set_threads(CxrtCompiledRun *r, int threads, int64_t min_nodes, CxrtError *err);
int cxrt_compiled_run_threads(const CxrtCompiledRun *r);
/* What the pool could not do as asked, for the user (NULL: nothing):
 * threads not pinned (fewer CPUs in the affinity mask than threads, or
 * CORTEX_PIN=0), CPUs of one core (no row split), CORTEX_ROW_SPLIT=0. */
const char *cxrt_compiled_run_threads_note(const CxrtCompiledRun *r);
/* Groups run split by rows since the threads were set (the ablation's
 * and the tests' evidence that the row split ran). */
int64_t cxrt_compiled_run_row_split_groups(const CxrtCompiledRun *r);
/* After a batch, for structure si of the batch (0-based) and its node
 * `node` (node order): state component comp (NULL when out of range) and
 * the rec branch the node ran (-1). */
const float *cxrt_compiled_run_state(const CxrtCompiledRun *r, int32_t si, int32_t node, int comp);
int cxrt_compiled_run_branch(const CxrtCompiledRun *r, int32_t si, int32_t node);
/* The same in phase `phase` of a model whose passes run in phases (its
 * top-down passes: ir/fuse.c); phase 0 of any other model. */
int cxrt_compiled_run_phase_branch(const CxrtCompiledRun *r, int phase, int32_t si, int32_t node);
/* Milliseconds spent linearizing and executing, accumulated over batches. */
void cxrt_compiled_run_times(const CxrtCompiledRun *r, double *linearize_ms, double *execute_ms);

/* ---- built executables (runner.c) ------------------------------------------- */

/* The whole program `cortex build MODEL.cx -o NAME` makes: the options of
 * `cortex run` that need no compiler (--data, --data-format, --weights or
 * --seed, --vocab, --unk, --batch, --limit, --format, --with-text, -o,
 * --allow-nan, --time) and exactly its output.  The built program's main
 * is `return cxrt_runner_main(argc, argv, cx_model);`. */
int cxrt_runner_main(int argc, char **argv, CxrtModelFn fn);

/* ---- built shared libraries (embed.c) -------------------------------------- */

/* What the generated NAME_* functions of `cortex build --shared` forward
 * to (NAME.h documents them for users).  A structure is given as arrays
 * the caller owns: nodes 0..nnodes-1, children as CSR (child_start has
 * nnodes + 1 offsets into children), int fields in the model's field
 * order, int_fields[node * nfields + f] (NULL when the model has no int
 * field; vector fields' columns unused), vec_fields[f] = [nnodes * dim]
 * floats (NULL for int fields; vec_fields itself NULL when the model has
 * no vector field).  The root is the one node that is no node's child. */
typedef struct CxrtEmbedStructure {
  int32_t nnodes;
  const int32_t *child_start;
  const int32_t *children;
  const int32_t *int_fields;
  const float *const *vec_fields;
} CxrtEmbedStructure;

typedef struct CxrtEmbedBatch {
  int32_t count;
  const CxrtEmbedStructure *structures;
} CxrtEmbedBatch;

typedef struct CxrtEmbedModel CxrtEmbedModel;
typedef struct CxrtEmbedOutputs CxrtEmbedOutputs;

/* Errors: a message (no trailing newline) in err[0..errlen) and NULL / -1.
 * A loaded model is read-only: cxrt_embed_run may be called from several
 * threads at once (each call takes a workspace from a small pool). */
CxrtEmbedModel *cxrt_embed_load(CxrtModelFn fn, const char *weights_path, char *err, size_t errlen);
CxrtEmbedModel *cxrt_embed_load_memory(CxrtModelFn fn, const void *safetensors, size_t len, char *err,
                                       size_t errlen);
CxrtEmbedModel *cxrt_embed_init(CxrtModelFn fn, uint64_t seed, char *err, size_t errlen);
void cxrt_embed_free(CxrtEmbedModel *m);
int cxrt_embed_run(CxrtEmbedModel *m, const CxrtEmbedBatch *batch, CxrtEmbedOutputs **out, char *err,
                   size_t errlen);
/* Output `output` of structure `structure`: *count floats (numel, or
 * nnodes * numel for a per-node output, node order); NULL when out of
 * range.  Int outputs (argmax) are exact floats. */
const float *cxrt_embed_output(const CxrtEmbedOutputs *o, int output, int structure, int64_t *count);
void cxrt_embed_outputs_free(CxrtEmbedOutputs *o);

#ifdef __cplusplus
}
#endif
#endif
