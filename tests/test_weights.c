/* Unit tests for stdlib/tensor.c, weights.c and init.c: tensor helpers,
 * binding weights to params (missing, unused, mis-shaped, sliced) and the
 * seeded initialization (determinism, independence of params, statistics,
 * values pinned from tools/init_weights.py, slices, loading back). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "stdlib/cxrt.h"

/* ---- helpers -------------------------------------------------------------- */

static CxrtParamInfo param(const char *name, const char *key, int rank, int64_t d0, int64_t d1,
                           int line) {
  CxrtParamInfo p = {.name = name, .key = key ? key : name, .slice_lo = 0, .slice_hi = -1,
                     .rank = rank, .dims = {d0, d1}, .model_file = "model.cx", .line = line,
                     .col = 7};
  return p;
}

static CxrtParamInfo sliced(const char *name, const char *key, int64_t lo, int64_t hi,
                            int64_t d1) {
  CxrtParamInfo p = param(name, key, 2, hi - lo, d1, 9);
  p.slice_lo = lo;
  p.slice_hi = hi;
  return p;
}

static CxrtModelInfo model(CxrtParamInfo *params, int n) {
  CxrtModelInfo m = {.name = "test", .params = params, .nparams = n};
  return m;
}

/* A weights set of tensors named names[i] with shape [rows[i], cols[i]]
 * (cols 0: rank 1) and data = 100 * i + element index. */
static CxrtWeights weights(const char *const *names, const int64_t *rows, const int64_t *cols,
                           int n) {
  CxrtWeights w = {0};
  w.tensors = calloc((size_t)n, sizeof *w.tensors);
  w.ntensors = n;
  w.path = strdup("w.safetensors");
  for (int i = 0; i < n; i++) {
    int64_t dims[2] = {rows[i], cols[i]};
    assert_int_equal(cxrt_tensor_alloc(&w.tensors[i], names[i], cols[i] ? 2 : 1, dims, NULL), 0);
    int64_t k = cxrt_tensor_numel(&w.tensors[i]);
    for (int64_t j = 0; j < k; j++) w.tensors[i].data[j] = (float)(100 * i + j);
  }
  return w;
}

typedef struct {
  int n;
  char msgs[16][256];
} Warnings;

static void collect(void *user, const char *msg) {
  Warnings *w = user;
  if (w->n < 16) snprintf(w->msgs[w->n], sizeof w->msgs[0], "%s", msg);
  w->n++;
}

static void assert_contains(const char *hay, const char *needle) {
  if (!strstr(hay, needle)) {
    print_error("message: %s\nwanted: %s\n", hay, needle);
    fail();
  }
}

/* ---- tensors -------------------------------------------------------------- */

static void test_tensor_helpers(void **state) {
  (void)state;
  CxrtTensor t = {.rank = 0};
  assert_int_equal(cxrt_tensor_numel(&t), 1);
  t.rank = 3;
  t.dims[0] = 2, t.dims[1] = 3, t.dims[2] = 4;
  assert_int_equal(cxrt_tensor_numel(&t), 24);
  t.dims[1] = 0;
  assert_int_equal(cxrt_tensor_numel(&t), 0);
  t.dims[1] = -1;
  assert_int_equal(cxrt_tensor_numel(&t), -1);
  t.rank = 5;
  assert_int_equal(cxrt_tensor_numel(&t), -1);
  t.rank = 4;
  t.dims[0] = t.dims[1] = t.dims[2] = t.dims[3] = INT64_C(1) << 20;
  assert_int_equal(cxrt_tensor_numel(&t), -1); /* 2^80 overflows */
  assert_int_equal(cxrt_tensor_numel(NULL), -1);

  CxrtTensor a;
  CxrtError err;
  int64_t dims[2] = {3, 5};
  assert_int_equal(cxrt_tensor_alloc(&a, "x", 2, dims, &err), 0);
  assert_string_equal(a.name, "x");
  assert_int_equal((uintptr_t)a.data % 64, 0);
  for (int i = 0; i < 15; i++) assert_true(a.data[i] == 0.0f);
  cxrt_tensor_free(&a);
  assert_null(a.data);
  assert_null(a.name);
  int64_t zero[1] = {0};
  assert_int_equal(cxrt_tensor_alloc(&a, NULL, 1, zero, &err), 0);
  assert_non_null(a.data);
  cxrt_tensor_free(&a);
  cxrt_tensor_free(NULL);
  int64_t bad[1] = {-2};
  assert_int_equal(cxrt_tensor_alloc(&a, "y", 1, bad, &err), -1);
  assert_contains(err.msg, "tensor shape [-2] is invalid");
  assert_null(a.data);
  assert_int_equal(cxrt_tensor_alloc(&a, "y", 7, bad, &err), -1);
  assert_contains(err.msg, "rank 7");

  char buf[64];
  assert_string_equal(cxrt_shape_str(buf, sizeof buf, 0, NULL), "[]");
  assert_string_equal(cxrt_shape_str(buf, sizeof buf, 2, dims), "[3, 5]");
  assert_string_equal(cxrt_shape_str(buf, 5, 2, dims), "[3, ");
  char name[16];
  assert_string_equal(cxrt_safe_name(name, sizeof name, "a\nb\x1b"), "a?b?");
  assert_string_equal(cxrt_safe_name(name, sizeof name, "abcdefghijklmnopqrst"), "abcdefghijkl...");
  /* A cut never splits a UTF-8 character. */
  assert_string_equal(cxrt_safe_name(name, sizeof name, "abcdefghijk\xc3\xa9xyzw"),
                      "abcdefghijk...");
  assert_string_equal(cxrt_safe_name(name, sizeof name, "abcdefghij\xc3\xa9xyzw"),
                      "abcdefghij\xc3\xa9...");
  assert_string_equal(cxrt_safe_name(name, sizeof name, NULL), "(null)");

  CxrtWeights w = {0};
  cxrt_weights_free(&w);
  cxrt_weights_free(NULL);
  assert_null(cxrt_weights_find(&w, "x"));
  cxrt_tensors_free(NULL, 3);
}

/* ---- binding -------------------------------------------------------------- */

static void test_bind_ok_and_unused(void **state) {
  (void)state;
  const char *names[] = {"E", "W", "b", "extra1", "lin.weight", "extra2"};
  int64_t rows[] = {10, 4, 4, 1, 4, 2}, cols[] = {4, 4, 0, 0, 4, 2};
  CxrtWeights w = weights(names, rows, cols, 6);
  CxrtParamInfo ps[] = {param("E", NULL, 2, 10, 4, 1), param("W", NULL, 2, 4, 4, 2),
                        param("b", NULL, 1, 4, 0, 3), param("U", "lin.weight", 2, 4, 4, 4)};
  CxrtModelInfo m = model(ps, 4);
  CxrtTensor params[4];
  Warnings warn = {0};
  CxrtError err;
  assert_int_equal(cxrt_bind_weights(&m, &w, params, collect, &warn, &err), 0);
  assert_string_equal(params[0].name, "E");
  assert_string_equal(params[3].name, "U"); /* the param's name, not the key */
  assert_int_equal(params[3].rank, 2);
  assert_true(params[1].data[5] == 105.0f);
  assert_true(params[3].data[15] == 415.0f);
  assert_int_equal((uintptr_t)params[2].data % 64, 0);
  assert_true(params[1].data != w.tensors[1].data); /* a copy */
  assert_int_equal(warn.n, 2);
  assert_string_equal(warn.msgs[0], "unused tensor 'extra1' in w.safetensors");
  assert_string_equal(warn.msgs[1], "unused tensor 'extra2' in w.safetensors");
  cxrt_tensors_free(params, 4);
  /* warn may be NULL. */
  assert_int_equal(cxrt_bind_weights(&m, &w, params, NULL, NULL, &err), 0);
  cxrt_tensors_free(params, 4);
  cxrt_weights_free(&w);
}

static void test_bind_missing(void **state) {
  (void)state;
  const char *names[] = {"E", "U_i", "b_i", "W_s", "b_s", "A", "B", "C", "D", "F"};
  int64_t rows[] = {10, 4, 4, 5, 5, 1, 1, 1, 1, 1}, cols[] = {4, 4, 0, 4, 0, 0, 0, 0, 0, 0};
  CxrtWeights w = weights(names, rows, cols, 10);
  CxrtParamInfo ps[] = {param("E", NULL, 2, 10, 4, 6), param("W_i", NULL, 2, 256, 256, 7)};
  CxrtModelInfo m = model(ps, 2);
  CxrtTensor params[2];
  CxrtError err;
  assert_int_equal(cxrt_bind_weights(&m, &w, params, NULL, NULL, &err), -1);
  assert_string_equal(err.file, "w.safetensors");
  assert_int_equal(err.line, 0);
  assert_contains(err.msg, "missing tensor 'W_i' (param W_i : [256, 256] declared at "
                           "model.cx:7:7); the weights file has 'E', 'U_i', 'b_i', 'W_s', "
                           "'b_s', 'A', 'B', 'C', ... (10 in all)");
  /* E was bound before the failure and has been freed again. */
  assert_null(params[0].data);
  assert_null(params[0].name);

  /* Close names are suggested: a typo, a prefix. */
  ps[1] = param("U_j", NULL, 2, 4, 4, 7);
  assert_int_equal(cxrt_bind_weights(&m, &w, params, NULL, NULL, &err), -1);
  assert_contains(err.msg, "did you mean 'U_i'? bind it with `param U_j : [4, 4] = \"U_i\";`");
  /* ... of the param's shape: of b_i [4] and b_s [5], as close to b_j
   * [5], b_s; a close name of another shape is named with its shape, and
   * no binding to it is suggested. */
  ps[1] = param("b_j", NULL, 1, 5, 0, 7);
  assert_int_equal(cxrt_bind_weights(&m, &w, params, NULL, NULL, &err), -1);
  assert_contains(err.msg, "did you mean 'b_s'? bind it with `param b_j : [5] = \"b_s\";`");
  ps[1] = param("U_j", NULL, 2, 5, 4, 7);
  assert_int_equal(cxrt_bind_weights(&m, &w, params, NULL, NULL, &err), -1);
  assert_contains(err.msg, "the nearest name, 'U_i', is [4, 4], not [5, 4]: pass the weights saved for "
                           "this model, or bind the param to the file's key with `param U_j : [5, 4] = \"KEY\";`");
  assert_null(strstr(err.msg, "did you mean"));
  cxrt_weights_free(&w);

  const char *n2[] = {"model.encoder.W", "other"};
  int64_t r2[] = {4, 4}, c2[] = {4, 4};
  w = weights(n2, r2, c2, 2);
  ps[1] = param("W", NULL, 2, 4, 4, 7);
  assert_int_equal(cxrt_bind_weights(&m, &w, params, NULL, NULL, &err), -1);
  assert_contains(err.msg, "missing tensor 'E'"); /* params are bound in order */
  ps[0] = ps[1];
  m.nparams = 1;
  assert_int_equal(cxrt_bind_weights(&m, &w, params, NULL, NULL, &err), -1);
  assert_contains(err.msg, "the weights file has 'model.encoder.W', 'other'; did you mean "
                           "'model.encoder.W'?");
  cxrt_weights_free(&w);

  /* An empty file, and a param without a known location. */
  CxrtWeights empty = {0};
  ps[0].model_file = NULL;
  assert_int_equal(cxrt_bind_weights(&m, &empty, params, NULL, NULL, &err), -1);
  assert_string_equal(err.file, "");
  assert_contains(err.msg, "missing tensor 'W' (param W : [4, 4]); the weights file has no "
                           "tensors at all");
}

static void test_bind_shape_mismatch(void **state) {
  (void)state;
  const char *names[] = {"W_i", "W_t", "b"};
  int64_t rows[] = {128, 8, 5}, cols[] = {256, 4, 0};
  CxrtWeights w = weights(names, rows, cols, 3);
  CxrtParamInfo ps[] = {param("W_i", NULL, 2, 256, 256, 7)};
  CxrtModelInfo m = model(ps, 1);
  CxrtTensor params[1];
  CxrtError err;
  assert_int_equal(cxrt_bind_weights(&m, &w, params, NULL, NULL, &err), -1);
  assert_string_equal(err.file, "w.safetensors");
  assert_contains(err.msg, "tensor 'W_i' has shape [128, 256] but param W_i is declared "
                           "[256, 256] (model.cx:7:7)");
  ps[0] = param("W_t", NULL, 2, 4, 8, 3);
  assert_int_equal(cxrt_bind_weights(&m, &w, params, NULL, NULL, &err), -1);
  assert_contains(err.msg, "tensor 'W_t' has shape [8, 4] but param W_t is declared [4, 8] "
                           "(model.cx:3:7); it looks transposed");
  ps[0] = param("b", NULL, 2, 5, 1, 3); /* rank differs */
  assert_int_equal(cxrt_bind_weights(&m, &w, params, NULL, NULL, &err), -1);
  assert_contains(err.msg, "tensor 'b' has shape [5] but param b is declared [5, 1]");
  ps[0] = param("b", NULL, 0, 0, 0, 3);
  assert_int_equal(cxrt_bind_weights(&m, &w, params, NULL, NULL, &err), -1);
  assert_contains(err.msg, "tensor 'b' has shape [5] but param b is declared []");
  cxrt_weights_free(&w);
}

static void test_bind_slices(void **state) {
  (void)state;
  const char *names[] = {"lstm.w", "s"};
  int64_t rows[] = {16, 1}, cols[] = {3, 0};
  CxrtWeights w = weights(names, rows, cols, 2);
  w.tensors[1].rank = 0; /* a scalar */
  CxrtParamInfo ps[] = {sliced("W_i", "lstm.w", 0, 4, 3), sliced("W_f", "lstm.w", 4, 8, 3),
                        sliced("W_u", "lstm.w", 12, 16, 3), sliced("W_e", "lstm.w", 5, 5, 3)};
  CxrtModelInfo m = model(ps, 4);
  CxrtTensor params[4];
  Warnings warn = {0};
  CxrtError err;
  assert_int_equal(cxrt_bind_weights(&m, &w, params, collect, &warn, &err), 0);
  assert_int_equal(params[1].dims[0], 4);
  assert_int_equal(params[1].dims[1], 3);
  assert_true(params[0].data[0] == 0.0f);
  assert_true(params[1].data[0] == 12.0f); /* row 4 starts at element 12 */
  assert_true(params[2].data[11] == 47.0f);
  assert_int_equal(params[3].dims[0], 0);
  assert_int_equal(warn.n, 1); /* only s */
  cxrt_tensors_free(params, 4);

  /* Out of range. */
  ps[2] = sliced("W_u", "lstm.w", 12, 20, 3);
  assert_int_equal(cxrt_bind_weights(&m, &w, params, NULL, NULL, &err), -1);
  assert_contains(err.msg, "param W_u (model.cx:9:7) takes rows [12, 20) of tensor 'lstm.w', "
                           "but the tensor has shape [16, 3]");
  assert_null(params[0].data);
  ps[2] = sliced("W_u", "lstm.w", 12, 16, 3);
  ps[2].slice_lo = 17;
  assert_int_equal(cxrt_bind_weights(&m, &w, params, NULL, NULL, &err), -1);
  assert_contains(err.msg, "takes rows [17, 16)");
  /* Right rows, wrong width. */
  ps[2] = sliced("W_u", "lstm.w", 12, 16, 4);
  assert_int_equal(cxrt_bind_weights(&m, &w, params, NULL, NULL, &err), -1);
  assert_contains(err.msg, "tensor 'lstm.w' has shape [16, 3] (rows [12, 16) of it: [4, 3]) "
                           "but param W_u is declared [4, 4] (model.cx:9:7)");
  /* Slicing a scalar. */
  ps[2] = sliced("W_u", "s", 0, 1, 3);
  assert_int_equal(cxrt_bind_weights(&m, &w, params, NULL, NULL, &err), -1);
  assert_contains(err.msg, "takes rows [0, 1) of tensor 's', but the tensor has shape []");
  cxrt_weights_free(&w);
}

/* ---- initialization ------------------------------------------------------- */

static uint32_t bits(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

static void test_init_pinned(void **state) {
  (void)state;
  /* Computed with tools/init_weights.py (docs/formats.md's algorithm):
   *   normals('W', 42, 6, 1/sqrt(8)), normals('b', 42, 3, 0.1), ... */
  static const uint32_t W[6] = {0x3e502cf0, 0xbef41262, 0xbd1c6a97,
                                0xbe6d7fab, 0xbd5429d4, 0x3e9713b7};
  static const uint32_t b[3] = {0x3e3f75fa, 0x3e1df794, 0x3ce059af};
  static const uint32_t s = 0x3d5f710e;
  CxrtParamInfo ps[] = {param("W", NULL, 2, 4, 8, 1), param("b", NULL, 1, 3, 0, 2),
                        param("s", NULL, 0, 0, 0, 3)};
  CxrtModelInfo m = model(ps, 3);
  CxrtWeights w;
  CxrtError err;
  assert_int_equal(cxrt_init_weights(&m, 42, &w, &err), 0);
  assert_int_equal(w.ntensors, 3);
  assert_null(w.path);
  const CxrtTensor *tw = cxrt_weights_find(&w, "W");
  const CxrtTensor *tb = cxrt_weights_find(&w, "b");
  const CxrtTensor *ts = cxrt_weights_find(&w, "s");
  assert_non_null(tw);
  assert_non_null(tb);
  assert_non_null(ts);
  assert_int_equal(ts->rank, 0);
  assert_int_equal(tw->dims[1], 8);
  for (int i = 0; i < 6; i++) assert_int_equal(bits(tw->data[i]), W[i]);
  for (int i = 0; i < 3; i++) assert_int_equal(bits(tb->data[i]), b[i]);
  assert_int_equal(bits(ts->data[0]), s);
  assert_true(fabsf(tw->data[0] - 0.203296423f) < 1e-9f);
  cxrt_weights_free(&w);
}

static void test_init_determinism(void **state) {
  (void)state;
  CxrtParamInfo ps[] = {param("E", NULL, 2, 50, 8, 1), param("W", NULL, 2, 8, 8, 2),
                        param("b", NULL, 1, 8, 0, 3)};
  CxrtModelInfo m = model(ps, 3);
  CxrtWeights a, b, c;
  CxrtError err;
  assert_int_equal(cxrt_init_weights(&m, 7, &a, &err), 0);
  assert_int_equal(cxrt_init_weights(&m, 7, &b, &err), 0);
  assert_int_equal(cxrt_init_weights(&m, 8, &c, &err), 0);
  for (int i = 0; i < 3; i++) {
    int64_t n = cxrt_tensor_numel(&a.tensors[i]);
    assert_memory_equal(a.tensors[i].data, b.tensors[i].data, (size_t)n * 4);
    assert_memory_not_equal(a.tensors[i].data, c.tensors[i].data, (size_t)n * 4);
  }
  /* Params named alike differ; adding, removing or reordering params
   * changes nobody else's values. */
  assert_memory_not_equal(a.tensors[1].data, a.tensors[0].data, 64 * 4);
  CxrtParamInfo ps2[] = {param("new", NULL, 2, 3, 3, 1), param("W", NULL, 2, 8, 8, 2)};
  CxrtModelInfo m2 = model(ps2, 2);
  CxrtWeights d;
  assert_int_equal(cxrt_init_weights(&m2, 7, &d, &err), 0);
  assert_memory_equal(cxrt_weights_find(&d, "W")->data, cxrt_weights_find(&a, "W")->data, 64 * 4);
  cxrt_weights_free(&a);
  cxrt_weights_free(&b);
  cxrt_weights_free(&c);
  cxrt_weights_free(&d);
}

static void test_init_statistics(void **state) {
  (void)state;
  CxrtParamInfo ps[] = {param("W", NULL, 2, 256, 512, 1), param("b", NULL, 1, 20000, 0, 2)};
  CxrtModelInfo m = model(ps, 2);
  CxrtWeights w;
  CxrtError err;
  assert_int_equal(cxrt_init_weights(&m, 1, &w, &err), 0);
  const double want_std[2] = {1.0 / sqrt(512.0), 0.1};
  for (int t = 0; t < 2; t++) {
    const CxrtTensor *x = &w.tensors[t];
    int64_t n = cxrt_tensor_numel(x);
    double sum = 0, sum2 = 0, sum4 = 0;
    int64_t within1 = 0;
    for (int64_t i = 0; i < n; i++) {
      double v = x->data[i] / want_std[t];
      assert_true(isfinite(v));
      sum += v, sum2 += v * v, sum4 += v * v * v * v;
      within1 += fabs(v) < 1.0;
    }
    double mean = sum / (double)n, var = sum2 / (double)n - mean * mean;
    /* A standard normal: mean 0, variance 1, kurtosis 3, 68.3% within 1. */
    assert_true(fabs(mean) < 0.03);
    assert_true(fabs(var - 1.0) < 0.03);
    assert_true(fabs(sum4 / (double)n - 3.0) < 0.15);
    assert_true(fabs((double)within1 / (double)n - 0.6827) < 0.01);
  }
  cxrt_weights_free(&w);
}

static void test_init_slices(void **state) {
  (void)state;
  /* Gates sharing one stored tensor, rows 8..12 covered by no param. */
  CxrtParamInfo ps[] = {sliced("W_i", "lstm.w", 0, 4, 3), sliced("W_f", "lstm.w", 4, 8, 3),
                        sliced("W_o", "lstm.w", 12, 16, 3), param("b", NULL, 1, 3, 0, 4)};
  CxrtModelInfo m = model(ps, 4);
  CxrtWeights w;
  CxrtError err;
  assert_int_equal(cxrt_init_weights(&m, 5, &w, &err), 0);
  assert_int_equal(w.ntensors, 2);
  const CxrtTensor *t = cxrt_weights_find(&w, "lstm.w");
  assert_non_null(t);
  assert_int_equal(t->rank, 2);
  assert_int_equal(t->dims[0], 16);
  assert_int_equal(t->dims[1], 3);
  for (int i = 24; i < 36; i++) assert_true(t->data[i] == 0.0f);

  /* Each slice holds its param's own stream: the values a standalone
   * param of that name and shape gets. */
  CxrtParamInfo alone[] = {param("W_f", NULL, 2, 4, 3, 1)};
  CxrtModelInfo m1 = model(alone, 1);
  CxrtWeights a;
  assert_int_equal(cxrt_init_weights(&m1, 5, &a, &err), 0);
  assert_memory_equal(t->data + 12, a.tensors[0].data, 12 * 4);
  cxrt_weights_free(&a);

  /* And it loads back through a file. */
  char path[] = "/tmp/cx-init-XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  close(fd);
  assert_int_equal(cxrt_safetensors_write(path, &w, &err), 0);
  CxrtWeights r;
  assert_int_equal(cxrt_safetensors_read(path, &r, &err), 0);
  unlink(path);
  CxrtTensor params[4];
  Warnings warn = {0};
  assert_int_equal(cxrt_bind_weights(&m, &r, params, collect, &warn, &err), 0);
  assert_int_equal(warn.n, 0);
  assert_memory_equal(params[1].data, t->data + 12, 12 * 4);
  assert_memory_equal(params[2].data, t->data + 36, 12 * 4);
  cxrt_tensors_free(params, 4);
  cxrt_weights_free(&r);
  cxrt_weights_free(&w);

  /* A whole param fixes the stored shape; slices must fit it. */
  CxrtParamInfo mix[] = {param("all", "k", 2, 8, 3, 1), sliced("top", "k", 0, 2, 3)};
  CxrtModelInfo m2 = model(mix, 2);
  assert_int_equal(cxrt_init_weights(&m2, 5, &w, &err), 0);
  assert_int_equal(w.ntensors, 1);
  assert_int_equal(w.tensors[0].dims[0], 8);
  cxrt_weights_free(&w);
  mix[1] = sliced("top", "k", 6, 10, 3);
  assert_int_equal(cxrt_init_weights(&m2, 5, &w, &err), -1);
  assert_string_equal(err.file, "model.cx");
  assert_int_equal(err.line, 1);
  assert_contains(err.msg, "param all takes tensor 'k' whole, but another param takes rows "
                           "beyond its end");
  assert_null(w.tensors);
  mix[1] = sliced("top", "k", 0, 2, 4);
  assert_int_equal(cxrt_init_weights(&m2, 5, &w, &err), -1);
  assert_contains(err.msg, "params all and top share tensor 'k' but their shapes [8, 3] and "
                           "[2, 4] do not fit one tensor");
  mix[1] = param("again", "k", 2, 4, 3, 2);
  assert_int_equal(cxrt_init_weights(&m2, 5, &w, &err), -1);
  assert_contains(err.msg, "params all and again both take tensor 'k' whole but declare "
                           "different shapes");
  mix[1] = sliced("top", "k", 0, 2, 3);
  mix[1].dims[0] = 3;
  assert_int_equal(cxrt_init_weights(&m2, 5, &w, &err), -1);
  assert_contains(err.msg, "param top takes rows [0, 2) of tensor 'k', which does not match "
                           "its declared first dimension");
  mix[1] = param("bad", NULL, 2, -1, 3, 2);
  assert_int_equal(cxrt_init_weights(&m2, 5, &w, &err), -1);
  assert_contains(err.msg, "param bad has an invalid shape");
}

/* init -> write -> read -> bind gives back exactly the initial values. */
static void test_init_round_trip(void **state) {
  (void)state;
  CxrtParamInfo ps[] = {param("E", NULL, 2, 30, 8, 1), param("W", "enc.lin.weight", 2, 8, 16, 2),
                        param("b", NULL, 1, 8, 0, 3), param("s", NULL, 0, 0, 0, 4)};
  CxrtModelInfo m = model(ps, 4);
  CxrtWeights w, r;
  CxrtError err;
  assert_int_equal(cxrt_init_weights(&m, 99, &w, &err), 0);
  assert_non_null(cxrt_weights_find(&w, "enc.lin.weight"));
  char path[] = "/tmp/cx-init-XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  close(fd);
  assert_int_equal(cxrt_safetensors_write(path, &w, &err), 0);
  assert_int_equal(cxrt_safetensors_read(path, &r, &err), 0);
  unlink(path);
  CxrtTensor params[4];
  assert_int_equal(cxrt_bind_weights(&m, &r, params, NULL, NULL, &err), 0);
  for (int i = 0; i < 4; i++) {
    const CxrtTensor *t = cxrt_weights_find(&w, ps[i].key);
    assert_memory_equal(params[i].data, t->data, (size_t)cxrt_tensor_numel(t) * 4);
  }
  cxrt_tensors_free(params, 4);
  cxrt_weights_free(&r);
  cxrt_weights_free(&w);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_tensor_helpers),
      cmocka_unit_test(test_bind_ok_and_unused),
      cmocka_unit_test(test_bind_missing),
      cmocka_unit_test(test_bind_shape_mismatch),
      cmocka_unit_test(test_bind_slices),
      cmocka_unit_test(test_init_pinned),
      cmocka_unit_test(test_init_determinism),
      cmocka_unit_test(test_init_statistics),
      cmocka_unit_test(test_init_slices),
      cmocka_unit_test(test_init_round_trip),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
