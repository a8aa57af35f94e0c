/* The C API of a library built by `cortex build --shared` (tests/build.sh
 * compiles this against libtreefc.so and treefc.h): outputs equal to
 * cortex run's (printed as JSON Lines for the script to compare), errors
 * for malformed structures, and thread safety: 8 threads x 1,000 runs on
 * one loaded model, every result equal (bit for bit) to the sequential one.
 *
 *   embed_check WEIGHTS OUT.json TREES.graph
 * writes the outputs of a fixed batch of trees to OUT.json and the trees
 * to TREES.graph (graph format, words wK: run it with a vocabulary
 * w0..w39 to give cortex run the same word ids).
 *
 *   embed_check WEIGHTS --loads
 * only loads the weights on 4 threads at once, 5 times each (each model
 * run once and compared with a model loaded before): for valgrind's
 * helgrind, which sees races in uninstrumented code too (cJSON's). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "treefc.h"

enum { THREADS = 8, RUNS = 1000, NSTRUCT = 5 };

static int failures;
#define CHECK(cond, ...)                     \
  do {                                       \
    if (!(cond)) {                           \
      fprintf(stderr, "FAIL: " __VA_ARGS__); \
      fputc('\n', stderr);                   \
      failures++;                            \
    }                                        \
  } while (0)

/* A batch of binary trees: structure s is a random full binary tree of
 * 2 * (s + 1) + 1 nodes with word ids below 40 (deterministic). */
typedef struct Batch {
  treefc_structure s[NSTRUCT];
  int32_t *start[NSTRUCT], *children[NSTRUCT], *words[NSTRUCT];
  treefc_batch b;
} Batch;

static uint32_t lcg(uint32_t *x) {
  *x = *x * 1103515245u + 12345u;
  return *x >> 16;
}

static void make_batch(Batch *B) {
  uint32_t x = 7;
  for (int s = 0; s < NSTRUCT; s++) {
    int n = 2 * (s + 1) + 1;
    int32_t *start = calloc((size_t)n + 1, sizeof *start), *kids = calloc((size_t)n, sizeof *kids),
            *words = calloc((size_t)n, sizeof *words);
    int32_t *left = calloc((size_t)n, sizeof *left), *right = calloc((size_t)n, sizeof *right);
    int32_t *leaves = calloc((size_t)n, sizeof *leaves);
    int nl = 1, nodes = 1;
    leaves[0] = 0;
    for (int v = 0; v < n; v++) left[v] = right[v] = -1;
    while (nodes + 2 <= n) {
      int i = (int)(lcg(&x) % (uint32_t)nl);
      int leaf = leaves[i];
      leaves[i] = leaves[--nl];
      left[leaf] = nodes;
      right[leaf] = nodes + 1;
      leaves[nl++] = nodes;
      leaves[nl++] = nodes + 1;
      nodes += 2;
    }
    int e = 0;
    for (int v = 0; v < n; v++) {
      start[v] = e;
      if (left[v] >= 0) {
        kids[e++] = left[v];
        kids[e++] = right[v];
      }
      words[v] = left[v] >= 0 ? 0 : (int32_t)(lcg(&x) % 40);
    }
    start[n] = e;
    free(left);
    free(right);
    free(leaves);
    B->start[s] = start;
    B->children[s] = kids;
    B->words[s] = words;
    B->s[s] = (treefc_structure){n, start, kids, words, NULL};
  }
  B->b = (treefc_batch){NSTRUCT, B->s};
}

static void free_batch(Batch *B) {
  for (int s = 0; s < NSTRUCT; s++) {
    free(B->start[s]);
    free(B->children[s]);
    free(B->words[s]);
  }
}

static treefc_model *model;
static Batch batch;
static treefc_outputs *reference;

static int same(const treefc_outputs *a, const treefc_outputs *b) {
  for (int s = 0; s < NSTRUCT; s++)
    for (int o = 0; o < treefc_NUM_OUTPUTS; o++) {
      int64_t na, nb;
      const float *x = treefc_output(a, o, s, &na), *y = treefc_output(b, o, s, &nb);
      if (!x || !y || na != nb || memcmp(x, y, sizeof(float) * (size_t)na) != 0) return 0;
    }
  return 1;
}

static void *worker(void *arg) {
  long bad = 0;
  char err[512];
  for (int i = 0; i < RUNS; i++) {
    treefc_outputs *out;
    if (treefc_run(model, &batch.b, &out, err, sizeof err) != 0) {
      bad++;
      continue;
    }
    if (!same(out, reference)) bad++;
    treefc_outputs_free(out);
  }
  *(long *)arg = bad;
  return NULL;
}

/* Loads the model and runs the batch, LOADS times. */
enum { LOADERS = 4, LOADS = 5 };
static const char *weights_path;

static void *loader(void *arg) {
  long bad = 0;
  char err[512];
  for (int i = 0; i < LOADS; i++) {
    treefc_model *m = treefc_load(weights_path, err, sizeof err);
    treefc_outputs *out = NULL;
    if (!m || treefc_run(m, &batch.b, &out, err, sizeof err) != 0 || !same(out, reference)) bad++;
    treefc_outputs_free(out);
    treefc_free(m);
  }
  *(long *)arg = bad;
  return NULL;
}

static int concurrent_loads(void) {
  pthread_t t[LOADERS];
  long bad[LOADERS], total = 0;
  for (int i = 0; i < LOADERS; i++) pthread_create(&t[i], NULL, loader, &bad[i]);
  for (int i = 0; i < LOADERS; i++) {
    pthread_join(t[i], NULL);
    total += bad[i];
  }
  CHECK(total == 0, "%ld of %d concurrent loads failed or ran differently", total, LOADERS * LOADS);
  printf("%d concurrent loads (%d threads) run like the first one\n", LOADERS * LOADS, LOADERS);
  return failures ? 1 : 0;
}

/* Runs one structure and expects an error containing want. */
static void expect_error(const treefc_structure *s, const char *want) {
  treefc_batch b = {1, s};
  treefc_outputs *out = (treefc_outputs *)1;
  char err[512] = "";
  int rc = treefc_run(model, &b, &out, err, sizeof err);
  CHECK(rc == -1, "a malformed structure ran (expected '%s')", want);
  CHECK(out == NULL, "an error left outputs");
  CHECK(strstr(err, want) != NULL, "error '%s', expected it to contain '%s'", err, want);
}

int main(int argc, char **argv) {
  if (argc != 4 && !(argc == 3 && strcmp(argv[2], "--loads") == 0)) {
    fprintf(stderr, "usage: embed_check WEIGHTS OUT.json TREES.graph\n       embed_check WEIGHTS --loads\n");
    return 2;
  }
  weights_path = argv[1];
  char err[512];
  CHECK(treefc_load("/nonexistent.safetensors", err, sizeof err) == NULL, "loaded a missing file");
  CHECK(strstr(err, "nonexistent") != NULL, "the error does not name the file: %s", err);
  model = treefc_load(argv[1], err, sizeof err);
  if (!model) {
    fprintf(stderr, "FAIL: %s\n", err);
    return 1;
  }
  make_batch(&batch);
  if (treefc_run(model, &batch.b, &reference, err, sizeof err) != 0) {
    fprintf(stderr, "FAIL: %s\n", err);
    return 1;
  }
  if (argc == 3) {
    int rc = concurrent_loads();
    treefc_outputs_free(reference);
    free_batch(&batch);
    treefc_free(model);
    return rc;
  }

  /* The outputs as JSON Lines, as cortex run prints them. */
  FILE *f = fopen(argv[2], "w");
  for (int s = 0; s < NSTRUCT && f; s++) {
    fprintf(f, "{\"index\": %d, \"nodes\": %d, \"outputs\": {", s, batch.s[s].nnodes);
    for (int o = 0; o < treefc_NUM_OUTPUTS; o++) {
      int64_t n;
      const float *v = treefc_output(reference, o, s, &n);
      int per_node = o == treefc_OUTPUT_h;
      fprintf(f, "%s\"%s\": %s", o ? ", " : "", o == treefc_OUTPUT_h ? "h" : "h_root", per_node ? "[" : "");
      int64_t size = treefc_OUTPUT_h_SIZE;
      for (int64_t i = 0; i < n; i++) {
        if (i % size == 0) fprintf(f, "%s[", i ? "], " : "");
        else fprintf(f, ", ");
        fprintf(f, "%.9g", (double)v[i]);
      }
      fprintf(f, "]%s", per_node ? "]" : "");
    }
    fprintf(f, "}}\n");
  }
  if (f) fclose(f);
  f = fopen(argv[3], "w");
  for (int s = 0; s < NSTRUCT && f; s++) {
    for (int v = 0; v < batch.s[s].nnodes; v++) {
      fprintf(f, "%d:", v);
      for (int k = batch.start[s][v]; k < batch.start[s][v + 1]; k++) fprintf(f, " %d", batch.children[s][k]);
      fprintf(f, " | word=w%d\n", batch.words[s][v]);
    }
    fprintf(f, "\n");
  }
  if (f) fclose(f);

  /* Out of range queries. */
  int64_t n = 5;
  CHECK(treefc_output(reference, treefc_NUM_OUTPUTS, 0, &n) == NULL && n == 0, "output index out of range");
  CHECK(treefc_output(reference, 0, NSTRUCT, &n) == NULL, "structure index out of range");

  /* Malformed structures. */
  int32_t words[4] = {-1, 1, 2, 3};
  int32_t cs_cycle[] = {0, 1, 2, 2}, ch_cycle[] = {1, 0};
  treefc_structure s1 = {3, cs_cycle, ch_cycle, words, NULL};
  expect_error(&s1, "has a cycle through node ");
  /* beside the root 0: 1 -> 2 -> 1; the message names 1 or 2, not 0 */
  int32_t cs_below[] = {0, 0, 1, 2}, ch_below[] = {2, 1};
  treefc_structure s1b = {3, cs_below, ch_below, words, NULL};
  expect_error(&s1b, "has a cycle through node ");
  {
    treefc_batch b = {1, &s1b};
    treefc_outputs *o = NULL;
    char cyc[512] = "";
    CHECK(treefc_run(model, &b, &o, cyc, sizeof cyc) == -1 && !strstr(cyc, "node 0"), "the cycle's node: %s", cyc);
  }
  int32_t cs3[] = {0, 3, 3, 3, 3}, ch3[] = {1, 2, 3};
  treefc_structure s2 = {4, cs3, ch3, words, NULL};
  expect_error(&s2, "at most 2");
  int32_t cs_bad[] = {0, 2, 2, 2}, ch_bad[] = {1, 7};
  treefc_structure s3 = {3, cs_bad, ch_bad, words, NULL};
  expect_error(&s3, "not a node");
  int32_t cs_two[] = {0, 1, 2, 2}, ch_two[] = {2, 2};
  treefc_structure s4 = {3, cs_two, ch_two, words, NULL};
  expect_error(&s4, "several parents");
  int32_t cs_none[] = {0, 0, 0, 0};
  treefc_structure s5 = {3, cs_none, NULL, words, NULL};
  expect_error(&s5, "several roots");
  treefc_structure s6 = {3, cs3, ch3, NULL, NULL};
  s6.child_start = (int32_t[]){0, 2, 2, 2};
  s6.children = (int32_t[]){1, 2};
  expect_error(&s6, "int_fields");
  int32_t big[3] = {-1, 5, 1000000};
  treefc_structure s7 = {3, (int32_t[]){0, 2, 2, 2}, (int32_t[]){1, 2}, big, NULL};
  expect_error(&s7, "out of range for E");
  treefc_structure s8 = {0, (int32_t[]){0}, NULL, NULL, NULL};
  expect_error(&s8, "at least one");
  /* A node count past the limit with small arrays: the limit is checked
   * before any array is read (it read child_start[2^31 - 1]). */
  treefc_structure s9 = {INT32_MAX, (int32_t[]){0, 2, 2, 2}, (int32_t[]){1, 2}, words, NULL};
  expect_error(&s9, "a batch may have at most 10000000");
  treefc_structure two_big[2] = {{6000000, (int32_t[]){0, 2, 2, 2}, (int32_t[]){1, 2}, words, NULL},
                                 {6000000, (int32_t[]){0, 2, 2, 2}, (int32_t[]){1, 2}, words, NULL}};
  treefc_batch big_batch = {2, two_big};
  treefc_outputs *big_out = (treefc_outputs *)1;
  CHECK(treefc_run(model, &big_batch, &big_out, err, sizeof err) == -1 && big_out == NULL &&
            strstr(err, "structure 1 has 6000000") != NULL,
        "a batch of 12000000 nodes: '%s'", err);
  /* An empty batch is fine. */
  treefc_batch empty = {0, NULL};
  treefc_outputs *out;
  CHECK(treefc_run(model, &empty, &out, err, sizeof err) == 0, "an empty batch failed: %s", err);
  treefc_outputs_free(out);

  /* 8 threads x 1,000 runs on the one model. */
  pthread_t t[THREADS];
  long bad[THREADS];
  for (int i = 0; i < THREADS; i++) pthread_create(&t[i], NULL, worker, &bad[i]);
  long total = 0;
  for (int i = 0; i < THREADS; i++) {
    pthread_join(t[i], NULL);
    total += bad[i];
  }
  CHECK(total == 0, "%ld of %d concurrent runs differ from the sequential one", total, THREADS * RUNS);
  printf("%d concurrent runs (%d threads) equal the sequential one\n", THREADS * RUNS, THREADS);

  treefc_outputs_free(reference);
  free_batch(&batch);
  treefc_free(model);
  return failures ? 1 : 0;
}
