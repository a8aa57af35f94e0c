/* Embedding a compiled Cortex model in a C program.
 *
 * libtreefc.so and treefc.h come from
 *   cortex build examples/treefc.cx --shared -o libtreefc.so
 * and this program from
 *   cc embed.c -o embed -I. -L. -ltreefc -Wl,-rpath,'$ORIGIN'
 * Run it with a weights file (cortex init-weights writes one):
 *   ./embed weights.safetensors
 * It builds two small trees as parent/child arrays, runs them as one
 * batch and prints the outputs as JSON Lines, the lines
 *   cortex run examples/treefc.cx --data trees.txt --weights weights.safetensors --format json
 * prints for the same trees (trees.txt below: word ids are given in order
 * of first appearance, as cortex run numbers the words it reads):
 *   (1 (2 a) (3 b))
 *   (0 (1 c) (2 (3 a) (4 d)))
 * See docs/embedding.md. */
#include <stdio.h>
#include <stdlib.h>

#include "treefc.h"

/* One value (SIZE floats) as a JSON array, as cortex run prints it. */
static void print_value(const float *v, int64_t n) {
  putchar('[');
  for (int64_t i = 0; i < n; i++) printf("%s%.9g", i ? ", " : "", (double)v[i]);
  putchar(']');
}

static void print_output(const treefc_outputs *out, const char *name, int output, int per_node, int64_t size,
                         int structure) {
  int64_t count;
  const float *v = treefc_output(out, output, structure, &count);
  printf("\"%s\": ", name);
  if (!per_node) {
    print_value(v, count);
    return;
  }
  putchar('[');
  for (int64_t node = 0; node < count / size; node++) {
    if (node) printf(", ");
    print_value(v + node * size, size);
  }
  putchar(']');
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s WEIGHTS.safetensors\n", argv[0]);
    return 2;
  }
  char err[1024];
  treefc_model *m = treefc_load(argv[1], err, sizeof err);
  if (!m) {
    fprintf(stderr, "embed: %s\n", err);
    return 1;
  }

  /* Tree 0, (1 (2 a) (3 b)): node 0 is the root, nodes 1 and 2 its
   * children, the leaves a and b (word ids 0 and 1).  Nodes are numbered
   * in pre-order, as cortex run numbers PTB trees; any numbering works,
   * but per-node outputs come back in this order. */
  const int32_t start0[] = {0, 2, 2, 2};     /* node v's children: children0[start0[v] .. start0[v + 1]) */
  const int32_t children0[] = {1, 2};
  const int32_t words0[] = {-1, 0, 1};       /* treefc_NUM_FIELDS == 1: the word of each node */

  /* Tree 1, (0 (1 c) (2 (3 a) (4 d))): the root 0 has children 1 (c) and
   * 2; node 2 has children 3 (a) and 4 (d). */
  const int32_t start1[] = {0, 2, 2, 4, 4, 4};
  const int32_t children1[] = {1, 2, 3, 4};
  const int32_t words1[] = {-1, 2, -1, 0, 3};

  const treefc_structure trees[2] = {
      {3, start0, children0, words0, NULL},
      {5, start1, children1, words1, NULL},
  };
  const treefc_batch batch = {2, trees};
  treefc_outputs *out;
  if (treefc_run(m, &batch, &out, err, sizeof err) != 0) {
    fprintf(stderr, "embed: %s\n", err);
    treefc_free(m);
    return 1;
  }
  for (int s = 0; s < batch.count; s++) {
    printf("{\"index\": %d, \"nodes\": %d, \"outputs\": {", s, trees[s].nnodes);
    print_output(out, "h_root", treefc_OUTPUT_h_root, treefc_OUTPUT_h_root_PER_NODE, treefc_OUTPUT_h_root_SIZE, s);
    printf(", ");
    print_output(out, "h", treefc_OUTPUT_h, treefc_OUTPUT_h_PER_NODE, treefc_OUTPUT_h_SIZE, s);
    printf("}}\n");
  }
  treefc_outputs_free(out);
  treefc_free(m);
  return 0;
}
