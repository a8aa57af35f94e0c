/* Unit tests for stdlib/safetensors.c: the writer's exact layout, write ->
 * read round trips, F16/BF16/F64 conversion, and every malformed-file case
 * with its own message, each read both from memory and from a file, plus
 * a sweep of corrupted and truncated files that must fail cleanly. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "stdlib/cxrt.h"

/* ---- helpers -------------------------------------------------------------- */

static char tmpdir[256];

static int setup_dir(void **state) {
  (void)state;
  snprintf(tmpdir, sizeof tmpdir, "%s/cx-st-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
  return mkdtemp(tmpdir) ? 0 : -1;
}

static int teardown_dir(void **state) {
  (void)state;
  DIR *d = opendir(tmpdir);
  if (d) {
    struct dirent *e;
    char p[600];
    while ((e = readdir(d))) {
      if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
      snprintf(p, sizeof p, "%s/%s", tmpdir, e->d_name);
      if (remove(p) != 0) rmdir(p);
    }
    closedir(d);
  }
  rmdir(tmpdir);
  return 0;
}

static char *tmp_path(const char *name) {
  static char p[4][600];
  static int k;
  char *s = p[k++ % 4];
  snprintf(s, sizeof p[0], "%s/%s", tmpdir, name);
  return s;
}

static size_t count_files(void) {
  DIR *d = opendir(tmpdir);
  size_t n = 0;
  struct dirent *e;
  while (d && (e = readdir(d)))
    if (e->d_name[0] != '.') n++;
  if (d) closedir(d);
  return n;
}

/* 8-byte length + header + data, in a malloc'd buffer. */
static unsigned char *make_file(const char *header, size_t hlen, const void *data, size_t dlen,
                                size_t *len) {
  unsigned char *b = malloc(8 + hlen + dlen + 1);
  for (int i = 0; i < 8; i++) b[i] = (unsigned char)((uint64_t)hlen >> (8 * i));
  memcpy(b + 8, header, hlen);
  if (dlen) memcpy(b + 8 + hlen, data, dlen);
  *len = 8 + hlen + dlen;
  return b;
}

static void write_bytes(const char *path, const void *b, size_t len) {
  FILE *f = fopen(path, "wb");
  assert_non_null(f);
  assert_int_equal(fwrite(b, 1, len, f), len);
  assert_int_equal(fclose(f), 0);
}

static unsigned char *read_bytes(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  assert_non_null(f);
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  unsigned char *b = malloc((size_t)n + 1);
  assert_int_equal(fread(b, 1, (size_t)n, f), (size_t)n);
  fclose(f);
  *len = (size_t)n;
  return b;
}

/* Reads buf both from memory and from a file; both must agree.  Returns
 * the result of the file read, in *w (caller frees). */
static int read_both(const unsigned char *buf, size_t len, CxrtWeights *w, CxrtError *err) {
  CxrtError e1;
  CxrtWeights m;
  memset(&e1, 0, sizeof e1);
  int rc1 = cxrt_safetensors_read_mem(buf, len, "mem.safetensors", &m, &e1);
  const char *path = tmp_path("case.safetensors");
  write_bytes(path, buf, len);
  memset(err, 0, sizeof *err);
  int rc2 = cxrt_safetensors_read(path, w, err);
  remove(path);
  assert_int_equal(rc1, rc2);
  if (rc1 == 0) {
    assert_int_equal(m.ntensors, w->ntensors);
    for (int i = 0; i < m.ntensors; i++) {
      assert_string_equal(m.tensors[i].name, w->tensors[i].name);
      int64_t n = cxrt_tensor_numel(&m.tensors[i]);
      assert_memory_equal(m.tensors[i].data, w->tensors[i].data, (size_t)n * 4 + (n == 0));
    }
    assert_string_equal(m.path, "mem.safetensors");
    assert_string_equal(w->path, path);
    cxrt_weights_free(&m);
  } else {
    /* Same message; the file field names each source. */
    assert_string_equal(e1.msg, err->msg);
    assert_string_equal(e1.file, "mem.safetensors");
    assert_string_equal(err->file, path);
    assert_null(w->tensors);
    assert_int_equal(w->ntensors, 0);
  }
  return rc2;
}

/* A header (as a C string) with data of dlen bytes must fail with a
 * message containing want. */
static void expect_bad(const char *header, size_t dlen, const char *want) {
  size_t len;
  unsigned char *data = calloc(dlen + 1, 1);
  unsigned char *b = make_file(header, strlen(header), data, dlen, &len);
  CxrtWeights w;
  CxrtError err;
  int rc = read_both(b, len, &w, &err);
  if (rc != -1 || !strstr(err.msg, want)) {
    print_error("header: %s\nwanted: %s\ngot rc=%d: %s\n", header, want, rc,
                rc ? err.msg : "(success)");
    if (rc == 0) cxrt_weights_free(&w);
    fail();
  }
  free(data);
  free(b);
}

static void expect_ok(const char *header, size_t dlen, int ntensors) {
  size_t len;
  unsigned char *data = calloc(dlen + 1, 1);
  unsigned char *b = make_file(header, strlen(header), data, dlen, &len);
  CxrtWeights w;
  CxrtError err;
  int rc = read_both(b, len, &w, &err);
  if (rc != 0) {
    print_error("header: %s\nunexpected error: %s\n", header, err.msg);
    fail();
  }
  assert_int_equal(w.ntensors, ntensors);
  cxrt_weights_free(&w);
  free(data);
  free(b);
}

/* ---- writer and round trip ------------------------------------------------ */

static void fill(CxrtTensor *t, const char *name, int rank, int64_t d0, int64_t d1, int64_t d2,
                 int64_t d3, float base) {
  int64_t dims[4] = {d0, d1, d2, d3};
  assert_int_equal(cxrt_tensor_alloc(t, name, rank, dims, NULL), 0);
  int64_t n = cxrt_tensor_numel(t);
  for (int64_t i = 0; i < n; i++) t->data[i] = base + (float)i * 0.25f;
}

static void test_round_trip(void **state) {
  (void)state;
  CxrtWeights w = {0};
  w.ntensors = 7;
  w.tensors = calloc(7, sizeof *w.tensors);
  fill(&w.tensors[0], "W_s", 2, 5, 3, 0, 0, 1.0f);
  fill(&w.tensors[1], "E", 2, 4, 3, 0, 0, -2.0f);
  fill(&w.tensors[2], "b", 1, 3, 0, 0, 0, 0.5f);
  fill(&w.tensors[3], "scalar", 0, 0, 0, 0, 0, 7.0f);
  fill(&w.tensors[4], "rank4", 4, 2, 1, 2, 3, 3.0f);
  fill(&w.tensors[5], "empty", 2, 0, 3, 0, 0, 0.0f);
  fill(&w.tensors[6], "enc.\"q\"\\é\n", 1, 2, 0, 0, 0, 9.0f);
  w.tensors[0].data[1] = -0.0f;
  w.tensors[0].data[2] = INFINITY;
  w.tensors[0].data[3] = NAN;
  CxrtError err;
  const char *path = tmp_path("rt.safetensors");
  assert_int_equal(cxrt_safetensors_write(path, &w, &err), 0);
  assert_int_equal(count_files(), 1); /* no temporary file left behind */

  /* The exact layout: keys sorted by name after __metadata__, contiguous
   * data in that order, header padded with spaces to a multiple of 8. */
  size_t len;
  unsigned char *b = read_bytes(path, &len);
  uint64_t n = 0;
  for (int i = 0; i < 8; i++) n |= (uint64_t)b[i] << (8 * i);
  assert_int_equal(n % 8, 0);
  const char *expect =
      "{\"__metadata__\":{\"format\":\"pt\"},"
      "\"E\":{\"dtype\":\"F32\",\"shape\":[4,3],\"data_offsets\":[0,48]},"
      "\"W_s\":{\"dtype\":\"F32\",\"shape\":[5,3],\"data_offsets\":[48,108]},"
      "\"b\":{\"dtype\":\"F32\",\"shape\":[3],\"data_offsets\":[108,120]},"
      "\"empty\":{\"dtype\":\"F32\",\"shape\":[0,3],\"data_offsets\":[120,120]},"
      "\"enc.\\\"q\\\"\\\\é\\n\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[120,128]},"
      "\"rank4\":{\"dtype\":\"F32\",\"shape\":[2,1,2,3],\"data_offsets\":[128,176]},"
      "\"scalar\":{\"dtype\":\"F32\",\"shape\":[],\"data_offsets\":[176,180]}}";
  size_t elen = strlen(expect);
  assert_true(n >= elen && n < elen + 8);
  assert_memory_equal(b + 8, expect, elen);
  for (size_t i = elen; i < n; i++) assert_int_equal(b[8 + i], ' ');
  assert_int_equal(len, 8 + n + 180);
  assert_memory_equal(b + 8 + n, w.tensors[1].data, 48); /* E first (little-endian host) */

  CxrtWeights r;
  assert_int_equal(read_both(b, len, &r, &err), 0);
  assert_int_equal(r.ntensors, 7);
  for (int i = 0; i < w.ntensors; i++) {
    const CxrtTensor *t = &w.tensors[i];
    const CxrtTensor *u = cxrt_weights_find(&r, t->name);
    assert_non_null(u);
    assert_int_equal(u->rank, t->rank);
    for (int d = 0; d < t->rank; d++) assert_int_equal(u->dims[d], t->dims[d]);
    assert_non_null(u->data);
    assert_int_equal((uintptr_t)u->data % 64, 0);
    int64_t k = cxrt_tensor_numel(t);
    if (k) assert_memory_equal(u->data, t->data, (size_t)k * 4); /* bits, incl. -0 and NaN */
  }
  assert_null(cxrt_weights_find(&r, "missing"));

  /* Writing again replaces the file whole. */
  w.ntensors = 1;
  assert_int_equal(cxrt_safetensors_write(path, &w, &err), 0);
  cxrt_weights_free(&r);
  assert_int_equal(cxrt_safetensors_read(path, &r, &err), 0);
  assert_int_equal(r.ntensors, 1);
  assert_int_equal(count_files(), 1);
  w.ntensors = 7;
  cxrt_weights_free(&r);
  cxrt_weights_free(&w);
  free(b);
}

static void test_write_empty_set(void **state) {
  (void)state;
  CxrtWeights w = {0};
  CxrtError err;
  const char *path = tmp_path("empty.safetensors");
  assert_int_equal(cxrt_safetensors_write(path, &w, &err), 0);
  CxrtWeights r;
  assert_int_equal(cxrt_safetensors_read(path, &r, &err), 0);
  assert_int_equal(r.ntensors, 0);
  cxrt_weights_free(&r);
  remove(path);
}

static void test_write_failures(void **state) {
  (void)state;
  CxrtWeights w = {0};
  w.ntensors = 2;
  w.tensors = calloc(2, sizeof *w.tensors);
  fill(&w.tensors[0], "a", 1, 2, 0, 0, 0, 1.0f);
  fill(&w.tensors[1], "b", 1, 2, 0, 0, 0, 1.0f);
  CxrtError err;

  /* An old file stays intact when the write fails. */
  const char *path = tmp_path("keep.safetensors");
  assert_int_equal(cxrt_safetensors_write(path, &w, &err), 0);
  size_t len0, len1;
  unsigned char *before = read_bytes(path, &len0);

  free(w.tensors[1].name);
  w.tensors[1].name = strdup("a");
  assert_int_equal(cxrt_safetensors_write(path, &w, &err), -1);
  assert_non_null(strstr(err.msg, "two tensors are named 'a'"));
  assert_string_equal(err.file, path);

  free(w.tensors[1].name);
  w.tensors[1].name = strdup("__metadata__");
  assert_int_equal(cxrt_safetensors_write(path, &w, &err), -1);
  assert_non_null(strstr(err.msg, "reserved"));

  free(w.tensors[1].name);
  w.tensors[1].name = strdup("bad\xff");
  assert_int_equal(cxrt_safetensors_write(path, &w, &err), -1);
  assert_non_null(strstr(err.msg, "not valid UTF-8"));

  free(w.tensors[1].name);
  w.tensors[1].name = strdup("b");
  float *keep = w.tensors[1].data;
  w.tensors[1].data = NULL;
  assert_int_equal(cxrt_safetensors_write(path, &w, &err), -1);
  assert_non_null(strstr(err.msg, "has no data"));
  w.tensors[1].data = keep;

  w.tensors[1].dims[0] = -1;
  assert_int_equal(cxrt_safetensors_write(path, &w, &err), -1);
  assert_non_null(strstr(err.msg, "shape is invalid"));
  w.tensors[1].dims[0] = 2;

  unsigned char *after = read_bytes(path, &len1);
  assert_int_equal(len0, len1);
  assert_memory_equal(before, after, len0);
  free(after);

  /* A folder that does not exist, and a path that is a folder: errors,
   * no temporary file left behind. */
  assert_int_equal(cxrt_safetensors_write(tmp_path("no/such/dir/w.safetensors"), &w, &err), -1);
  assert_non_null(strstr(err.msg, "cannot create a temporary file"));
  const char *dir = tmp_path("adir");
  assert_int_equal(mkdir(dir, 0755), 0);
  size_t files = count_files();
  assert_int_equal(cxrt_safetensors_write(dir, &w, &err), -1);
  assert_non_null(strstr(err.msg, "Is a directory"));
  assert_int_equal(count_files(), files);
  rmdir(dir);
  remove(path);
  free(before);
  cxrt_weights_free(&w);
}

/* ---- conversions ---------------------------------------------------------- */

static uint32_t bits(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

/* Reads one tensor 'x' of dtype with n elements from raw little-endian
 * bytes. */
static CxrtWeights read_raw(const char *dtype, const unsigned char *raw, size_t n,
                            size_t itemsize) {
  char header[200];
  snprintf(header, sizeof header,
           "{\"x\":{\"dtype\":\"%s\",\"shape\":[%zu],\"data_offsets\":[0,%zu]}}", dtype, n,
           n * itemsize);
  size_t len;
  unsigned char *b = make_file(header, strlen(header), raw, n * itemsize, &len);
  CxrtWeights w;
  CxrtError err;
  if (read_both(b, len, &w, &err)) {
    print_error("%s\n", err.msg);
    fail();
  }
  free(b);
  assert_int_equal(w.ntensors, 1);
  return w;
}

static void test_f16(void **state) {
  (void)state;
  /* Hand-picked values, checked bit for bit. */
  static const struct { uint16_t h; uint32_t f; } cases[] = {
      {0x3C00, 0x3F800000}, /* 1 */
      {0xC000, 0xC0000000}, /* -2 */
      {0x3555, 0x3EAAA000}, /* 0.333251953125 */
      {0x0001, 0x33800000}, /* smallest subnormal, 2^-24 */
      {0x0002, 0x34000000}, /* 2^-23 */
      {0x03FF, 0x387FC000}, /* largest subnormal */
      {0x8001, 0xB3800000}, /* -2^-24 */
      {0x0400, 0x38800000}, /* smallest normal, 2^-14 */
      {0x7BFF, 0x477FE000}, /* 65504, largest finite */
      {0x7C00, 0x7F800000}, /* inf */
      {0xFC00, 0xFF800000}, /* -inf */
      {0x0000, 0x00000000}, /* 0 */
      {0x8000, 0x80000000}, /* -0 */
      {0x7E00, 0x7FC00000}, /* quiet NaN */
      {0xFE01, 0xFFC02000}, /* NaN with sign and payload */
  };
  size_t n = sizeof cases / sizeof cases[0];
  unsigned char raw[64];
  for (size_t i = 0; i < n; i++) {
    raw[2 * i] = (unsigned char)cases[i].h;
    raw[2 * i + 1] = (unsigned char)(cases[i].h >> 8);
  }
  CxrtWeights w = read_raw("F16", raw, n, 2);
  for (size_t i = 0; i < n; i++) {
    if (bits(w.tensors[0].data[i]) != cases[i].f) {
      print_error("half 0x%04x: got 0x%08x, want 0x%08x\n", cases[i].h,
                  bits(w.tensors[0].data[i]), cases[i].f);
      fail();
    }
  }
  cxrt_weights_free(&w);

  /* All 65536 halves against the definition of the format. */
  unsigned char *all = malloc(2 * 65536);
  for (unsigned i = 0; i < 65536; i++) all[2 * i] = (unsigned char)i, all[2 * i + 1] = (unsigned char)(i >> 8);
  w = read_raw("F16", all, 65536, 2);
  for (unsigned i = 0; i < 65536; i++) {
    int sign = i >> 15, exp = (i >> 10) & 31, mant = i & 1023;
    float got = w.tensors[0].data[i];
    if (exp == 31 && mant) {
      assert_true(isnan(got));
      assert_int_equal(signbit(got) != 0, sign);
      continue;
    }
    double v = exp == 31 ? INFINITY
               : exp == 0 ? ldexp(mant, -24)
                          : ldexp(1024 + mant, exp - 25);
    if (sign) v = -v;
    if (bits(got) != bits((float)v)) {
      print_error("half 0x%04x: got %a, want %a\n", i, (double)got, v);
      fail();
    }
  }
  cxrt_weights_free(&w);
  free(all);
}

static void test_bf16(void **state) {
  (void)state;
  static const uint16_t in[] = {0x3F80, 0xC040, 0x7F80, 0xFF80, 0x8000, 0x7FC0, 0x0001, 0x3E9A};
  unsigned char raw[32];
  size_t n = sizeof in / sizeof in[0];
  for (size_t i = 0; i < n; i++) raw[2 * i] = (unsigned char)in[i], raw[2 * i + 1] = (unsigned char)(in[i] >> 8);
  CxrtWeights w = read_raw("BF16", raw, n, 2);
  for (size_t i = 0; i < n; i++) assert_int_equal(bits(w.tensors[0].data[i]), (uint32_t)in[i] << 16);
  assert_true(w.tensors[0].data[0] == 1.0f);
  assert_true(w.tensors[0].data[1] == -3.0f);
  assert_true(isinf(w.tensors[0].data[2]));
  assert_true(isnan(w.tensors[0].data[5]));
  cxrt_weights_free(&w);
}

static void test_f64(void **state) {
  (void)state;
  const double in[] = {1.0, -0.0, 0.1, 1e300, -1e300, 1e-50, INFINITY, NAN,
                       3.4028234663852886e38, 1.401298464324817e-45, -2.5};
  const uint32_t want[] = {0x3F800000, 0x80000000, 0x3DCCCCCD, 0x7F800000, 0xFF800000,
                           0x00000000, 0x7F800000, 0,          0x7F7FFFFF, 0x00000001,
                           0xC0200000};
  size_t n = sizeof in / sizeof in[0];
  unsigned char raw[8 * 16];
  for (size_t i = 0; i < n; i++) {
    uint64_t u;
    memcpy(&u, &in[i], 8);
    for (int k = 0; k < 8; k++) raw[8 * i + (size_t)k] = (unsigned char)(u >> (8 * k));
  }
  CxrtWeights w = read_raw("F64", raw, n, 8);
  for (size_t i = 0; i < n; i++) {
    if (isnan(in[i])) assert_true(isnan(w.tensors[0].data[i]));
    else assert_int_equal(bits(w.tensors[0].data[i]), want[i]);
  }
  cxrt_weights_free(&w);
}

/* Endianness: F32 data is little-endian in the file. */
static void test_f32_bytes(void **state) {
  (void)state;
  const unsigned char raw[8] = {0x00, 0x00, 0x80, 0x3F, 0x00, 0x00, 0x20, 0xC1};
  CxrtWeights w = read_raw("F32", raw, 2, 4);
  assert_true(w.tensors[0].data[0] == 1.0f);
  assert_true(w.tensors[0].data[1] == -10.0f);
  cxrt_weights_free(&w);
}

/* ---- malformed files ------------------------------------------------------ */

static void test_bad_prefix(void **state) {
  (void)state;
  CxrtWeights w;
  CxrtError err;
  unsigned char small[7] = {1, 0, 0, 0, 0, 0, 0};
  assert_int_equal(read_both(small, 7, &w, &err), -1);
  assert_non_null(strstr(err.msg, "too short to be safetensors (7 bytes"));
  assert_int_equal(read_both(small, 0, &w, &err), -1);
  assert_non_null(strstr(err.msg, "too short"));

  /* A PNG signature read as a length: absurd. */
  unsigned char png[16] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0};
  assert_int_equal(read_both(png, sizeof png, &w, &err), -1);
  assert_non_null(strstr(err.msg, "more than the 100 MB limit"));
  unsigned char big[12] = {0x01, 0xe1, 0xf5, 0x05}; /* 100000001 */
  assert_int_equal(read_both(big, sizeof big, &w, &err), -1);
  assert_non_null(strstr(err.msg, "100 MB"));

  unsigned char longer[12] = {5, 0, 0, 0, 0, 0, 0, 0, '{', '}', ' ', ' '};
  assert_int_equal(read_both(longer, sizeof longer, &w, &err), -1);
  assert_non_null(strstr(err.msg, "header length is 5 bytes, larger than the rest of the file "
                                  "(4 bytes)"));
  unsigned char zero[8] = {0};
  assert_int_equal(read_both(zero, 8, &w, &err), -1);
  assert_non_null(strstr(err.msg, "header is empty"));
  assert_int_equal(cxrt_safetensors_read_mem(NULL, 0, NULL, &w, &err), -1);
  assert_string_equal(err.file, "");
}

static void test_bad_text(void **state) {
  (void)state;
  expect_bad("{\"a\xff\":1}", 0, "not valid UTF-8 (an invalid byte sequence at byte 3");
  expect_bad("{\"\xc0\xaf\":1}", 0, "not valid UTF-8");         /* overlong '/' */
  expect_bad("{\"\xed\xa0\x80\":1}", 0, "not valid UTF-8");     /* surrogate */
  expect_bad("{\"\xf4\x90\x80\x80\":1}", 0, "not valid UTF-8"); /* > U+10FFFF */
  expect_bad("{\"\xe2\x82\":1}", 0, "not valid UTF-8");         /* cut short */
  {
    /* Not via expect_bad: strlen would stop at the NUL. */
    static const char h[] = "{\"a\":1\0 }";
    size_t len;
    unsigned char *b = make_file(h, sizeof h - 1, NULL, 0, &len);
    CxrtWeights w;
    CxrtError err;
    assert_int_equal(read_both(b, len, &w, &err), -1);
    assert_non_null(strstr(err.msg, "not valid UTF-8 (a NUL byte at byte 6 of the header)"));
    free(b);
  }
  expect_bad("not json", 0, "not valid JSON (error at byte 0");
  expect_bad("{\"a\": {}", 0, "not valid JSON");
  expect_bad("{} {}", 0, "not valid JSON (error at byte 3");
  expect_bad("{\"a\":\"\\ud800\"}", 0, "not valid JSON"); /* lone surrogate escape */
  expect_bad("[1, 2]", 0, "header is an array, but must be a JSON object");
  expect_bad("\"str\"", 0, "header is a string");
  expect_bad("42", 0, "header is a number");
  /* Deep nesting stops at cJSON's limit instead of the C stack. */
  size_t depth = 100000;
  char *deep = malloc(2 * depth + 8);
  strcpy(deep, "{\"a\":");
  memset(deep + 5, '[', depth);
  memset(deep + 5 + depth, ']', depth);
  strcpy(deep + 5 + 2 * depth, "}");
  expect_bad(deep, 0, "not valid JSON");
  free(deep);
}

static void test_bad_entries(void **state) {
  (void)state;
  expect_bad("{\"W\": 3}", 0, "header entry for tensor 'W' is a number, not an object");
  expect_bad("{\"W\": [1]}", 0, "tensor 'W' is an array, not an object");
  expect_bad("{\"W\": {\"shape\": [2], \"data_offsets\": [0, 8]}}", 8,
             "tensor 'W' has no \"dtype\"");
  expect_bad("{\"W\": {\"dtype\": 32, \"shape\": [2], \"data_offsets\": [0, 8]}}", 8,
             "tensor 'W' has a \"dtype\" that is a number, not a string");
  expect_bad("{\"W\": {\"dtype\": \"Q7\", \"shape\": [2], \"data_offsets\": [0, 8]}}", 8,
             "tensor 'W' has unknown dtype 'Q7'");
  expect_bad("{\"W\": {\"dtype\": \"f32\", \"shape\": [2], \"data_offsets\": [0, 8]}}", 8,
             "unknown dtype 'f32'");
  expect_bad("{\"step\": {\"dtype\": \"I64\", \"shape\": [], \"data_offsets\": [0, 8]}}", 8,
             "tensor 'step' has dtype I64, which Cortex cannot load");
  expect_bad("{\"m\": {\"dtype\": \"BOOL\", \"shape\": [3], \"data_offsets\": [0, 3]}}", 3,
             "tensor 'm' has dtype BOOL");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"data_offsets\": [0, 8]}}", 8,
             "tensor 'W' has no \"shape\"");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"shape\": 2, \"data_offsets\": [0, 8]}}", 8,
             "tensor 'W' has a \"shape\" that is a number, not an array");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"shape\": [2, -1], \"data_offsets\": [0, 8]}}", 8,
             "tensor 'W' has a \"shape\" whose element 1 is not a non-negative integer");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"shape\": [1.5], \"data_offsets\": [0, 8]}}", 8,
             "element 0 is not a non-negative integer");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"shape\": [\"2\"], \"data_offsets\": [0, 8]}}", 8,
             "element 0 is not a non-negative integer");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"shape\": [1e300], \"data_offsets\": [0, 8]}}", 8,
             "element 0 is not a non-negative integer");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"shape\": [1,1,1,1,2], \"data_offsets\": [0, 8]}}",
             8, "tensor 'W' has rank 5, but Cortex supports tensors of rank at most 4");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"shape\": [4294967296, 4294967296, 4294967296], "
             "\"data_offsets\": [0, 8]}}",
             8, "tensor 'W' has shape [4294967296, 4294967296, 4294967296], whose element "
                "count overflows");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"shape\": [2147483648, 2147483648], "
             "\"data_offsets\": [0, 8]}}",
             8, "whose byte size overflows");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"shape\": [2]}}", 8,
             "tensor 'W' has no \"data_offsets\"");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"shape\": [2], \"data_offsets\": [0, 4, 8]}}", 8,
             "tensor 'W' has \"data_offsets\" that are not two non-negative integers");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"shape\": [2], \"data_offsets\": [0]}}", 8,
             "not two non-negative integers");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"shape\": [2], \"data_offsets\": {\"a\": 0}}}", 8,
             "not two non-negative integers");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"shape\": [2], \"data_offsets\": [-8, 0]}}", 8,
             "not two non-negative integers");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"shape\": [2], \"data_offsets\": [0, 1e400]}}", 8,
             "not two non-negative integers");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"shape\": [0], \"data_offsets\": [8, 0]}}", 8,
             "tensor 'W' has data_offsets [8, 0]: begin is after end");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"shape\": [2], \"data_offsets\": [0, 8]}}", 7,
             "tensor 'W' has data_offsets [0, 8], but the file has only 7 bytes of data "
             "after the header");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"shape\": [2], \"data_offsets\": [0, "
             "9007199254740992]}}",
             8, "but the file has only 8 bytes");
  expect_bad("{\"W\": {\"dtype\": \"F32\", \"shape\": [3], \"data_offsets\": [0, 8]}}", 8,
             "tensor 'W' has 8 bytes of data (data_offsets [0, 8]), but dtype F32 and shape "
             "[3] need 12 bytes");
  expect_bad("{\"W\": {\"dtype\": \"F16\", \"shape\": [2, 2], \"data_offsets\": [0, 16]}}", 16,
             "dtype F16 and shape [2, 2] need 8 bytes");
  expect_bad("{\"A\": {\"dtype\": \"F32\", \"shape\": [2], \"data_offsets\": [0, 8]},"
             " \"B\": {\"dtype\": \"F32\", \"shape\": [2], \"data_offsets\": [4, 12]}}",
             12, "tensors 'A' (data_offsets [0, 8]) and 'B' (data_offsets [4, 12]) overlap");
  expect_bad("{\"B\": {\"dtype\": \"F32\", \"shape\": [4], \"data_offsets\": [0, 16]},"
             " \"A\": {\"dtype\": \"F32\", \"shape\": [1], \"data_offsets\": [8, 12]}}",
             16, "tensors 'B' (data_offsets [0, 16]) and 'A' (data_offsets [8, 12]) overlap");
  expect_bad("{\"A\": {\"dtype\": \"F32\", \"shape\": [1], \"data_offsets\": [0, 4]},"
             " \"A\": {\"dtype\": \"F32\", \"shape\": [1], \"data_offsets\": [4, 8]}}",
             8, "'A' appears twice in the safetensors header");
  expect_bad("{\"A\": {\"dtype\": \"F32\", \"dtype\": \"I64\", \"shape\": [1], "
             "\"data_offsets\": [0, 4]}}",
             8, "tensor 'A' has \"dtype\" twice");
  expect_bad("{\"__metadata__\": [], \"A\": {\"dtype\": \"F32\", \"shape\": [1], "
             "\"data_offsets\": [0, 4]}}",
             4, "\"__metadata__\" in the safetensors header is an array, but must be an object "
                "of strings");
  expect_bad("{\"__metadata__\": {\"format\": \"pt\", \"epoch\": 3}}", 0,
             "\"__metadata__\" entry 'epoch' is a number, but metadata values must be strings");
  expect_bad("{\"__metadata__\": {}, \"__metadata__\": {}}", 0, "'__metadata__' appears twice");
  /* A "\u0000" in a name: cJSON's strings end at a NUL, so "b\u0000x"
   * loaded as tensor 'b', and "b" with "b\u0000evil" was "'b' appears
   * twice".  Refused, naming the key as written and where it is. */
  expect_bad("{\"b\\u0000x\": {\"dtype\": \"F32\", \"shape\": [1], \"data_offsets\": [0, 4]}}", 4,
             "the tensor name \"b\\u0000x\" (at byte 1 of the safetensors header) holds a NUL "
             "character (\\u0000), which a tensor name cannot hold; rename the tensor without "
             "it and export the weights again");
  expect_bad("{\"b\": {\"dtype\": \"F32\", \"shape\": [1], \"data_offsets\": [0, 4]}, "
             "\"b\\u0000evil\": {\"dtype\": \"F32\", \"shape\": [1], \"data_offsets\": [4, 8]}}", 8,
             "the tensor name \"b\\u0000evil\" (at byte 62 of the safetensors header) holds a NUL");
  expect_bad("{\"__metadata__\\u0000\": {}}", 0, "the tensor name \"__metadata__\\u0000\" (at byte 1");
  /* In an entry too: "F32\u0000x" read as F32. */
  expect_bad("{\"W\": {\"dtype\": \"F32\\u0000x\", \"shape\": [1], \"data_offsets\": [0, 4]}}", 4,
             "the string \"F32\\u0000x\" (at byte 16 of the safetensors header) holds a NUL "
             "character (\\u0000), which the header's names and values cannot hold; the file is "
             "damaged");
  expect_bad("{\"W\": {\"dtype\\u0000\": \"F32\", \"shape\": [1], \"data_offsets\": [0, 4]}}", 4,
             "the key \"dtype\\u0000\" (at byte 7 of");
  /* Names from the file are made safe to print. */
  expect_bad("{\"bad\\u001b[31m\": 1}", 0, "tensor 'bad?[31m' is a number");
  /* The error also says how to fix it. */
  expect_bad("{\"W\": 1}", 0, "export the weights again");
}

static void test_accepted_variants(void **state) {
  (void)state;
  expect_ok("{}", 0, 0);
  expect_ok("{\"__metadata__\": {\"format\": \"pt\"}}", 0, 0);
  expect_ok("  {\"A\": {\"dtype\": \"F32\", \"shape\": [1], \"data_offsets\": [0, 4]}}      ",
            4, 1);
  /* Zero-size tensors, gaps and trailing bytes are harmless. */
  expect_ok("{\"Z\": {\"dtype\": \"F32\", \"shape\": [0, 3], \"data_offsets\": [4, 4]},"
            " \"A\": {\"dtype\": \"F32\", \"shape\": [1], \"data_offsets\": [8, 12]},"
            " \"S\": {\"dtype\": \"F64\", \"shape\": [], \"data_offsets\": [16, 24]}}",
            40, 3);
  /* Metadata values are not read, so a NUL in one is harmless; other
   * escapes in names ("\u00e9", "\u0001") are fine. */
  expect_ok("{\"__metadata__\": {\"note\": \"a\\u0000b\"}, "
            "\"A\\u00e9\\u0001\": {\"dtype\": \"F32\", \"shape\": [1], \"data_offsets\": [0, 4]}}",
            4, 1);
  /* Unknown fields in an entry are ignored, as the reference does. */
  expect_ok("{\"A\": {\"dtype\": \"F32\", \"shape\": [1], \"data_offsets\": [0, 4], "
            "\"extra\": 1}}",
            4, 1);
  /* NUL padding at the end of the header. */
  size_t len;
  const char h[] = "{\"A\":{\"dtype\":\"BF16\",\"shape\":[2],\"data_offsets\":[0,4]}}\0\0\0";
  unsigned char data[4] = {0x80, 0x3F, 0x00, 0xC0};
  unsigned char *b = make_file(h, sizeof h - 1, data, 4, &len);
  CxrtWeights w;
  CxrtError err;
  assert_int_equal(read_both(b, len, &w, &err), 0);
  assert_true(w.tensors[0].data[0] == 1.0f && w.tensors[0].data[1] == -2.0f);
  assert_int_equal(w.tensors[0].rank, 1);
  assert_int_equal(w.tensors[0].dims[0], 2);
  cxrt_weights_free(&w);
  free(b);
}

static void test_bad_paths(void **state) {
  (void)state;
  CxrtWeights w;
  CxrtError err;
  const char *missing = tmp_path("does-not-exist.safetensors");
  assert_int_equal(cxrt_safetensors_read(missing, &w, &err), -1);
  assert_string_equal(err.file, missing);
  assert_non_null(strstr(err.msg, "cannot open the weights file: No such file"));
  assert_int_equal(cxrt_safetensors_read(tmpdir, &w, &err), -1);
  assert_non_null(strstr(err.msg, "is a folder"));
  assert_null(w.tensors);
}

/* Weights are read from regular files only: a pipe has no size to check
 * the header against (and /dev/zero no end), and a FIFO without a writer
 * must be refused, not block the open. */
static void test_read_not_regular(void **state) {
  (void)state;
  CxrtError err;
  CxrtWeights r;
  int fds[2];
  assert_int_equal(pipe(fds), 0);
  assert_int_equal(write(fds[1], "12345678", 8), 8);
  close(fds[1]);
  char dev[64];
  snprintf(dev, sizeof dev, "/dev/fd/%d", fds[0]);
  assert_int_equal(cxrt_safetensors_read(dev, &r, &err), -1);
  assert_string_equal(err.file, dev);
  assert_non_null(strstr(err.msg, "this is a FIFO (a named pipe or a pipe), not a regular file"));
  close(fds[0]);

  const char *fifo = tmp_path("writerless.fifo");
  assert_int_equal(mkfifo(fifo, 0600), 0);
  alarm(20); /* a blocking open would hang here */
  assert_int_equal(cxrt_safetensors_read(fifo, &r, &err), -1);
  alarm(0);
  assert_non_null(strstr(err.msg, "not a regular file; weights are read from a .safetensors file"));
  remove(fifo);

  assert_int_equal(cxrt_safetensors_read("/dev/zero", &r, &err), -1);
  assert_non_null(strstr(err.msg, "this is a character device, not a regular file"));
  assert_null(r.tensors);
}

/* Every single-byte corruption and every truncation of a valid file
 * either loads or fails with a message: never a crash or a bad read
 * (run under valgrind or the sanitizers to see the latter). */
static void test_corruption_sweep(void **state) {
  (void)state;
  CxrtWeights w = {0};
  w.ntensors = 3;
  w.tensors = calloc(3, sizeof *w.tensors);
  fill(&w.tensors[0], "E", 2, 3, 2, 0, 0, 1.0f);
  fill(&w.tensors[1], "b", 1, 2, 0, 0, 0, 2.0f);
  fill(&w.tensors[2], "s", 0, 0, 0, 0, 0, 3.0f);
  CxrtError err;
  const char *path = tmp_path("sweep.safetensors");
  assert_int_equal(cxrt_safetensors_write(path, &w, &err), 0);
  size_t len;
  unsigned char *good = read_bytes(path, &len);
  unsigned char *b = malloc(len);
  static const unsigned char values[] = {0x00, 0xff, '"', '{', '}', '[', ']', ',', ':', '9',
                                         '-', 'e', '.', 0x80, 0xc3, ' '};
  int failed = 0, loaded = 0;
  for (size_t pos = 0; pos < len; pos++) {
    for (size_t v = 0; v < sizeof values; v++) {
      memcpy(b, good, len);
      b[pos] = values[v];
      CxrtWeights r;
      memset(&err, 0, sizeof err);
      if (cxrt_safetensors_read_mem(b, len, "sweep", &r, &err) == 0) {
        loaded++;
        cxrt_weights_free(&r);
      } else {
        failed++;
        assert_true(err.msg[0] != 0);
      }
    }
  }
  for (size_t cut = 0; cut < len; cut++) {
    CxrtWeights r;
    memset(&err, 0, sizeof err);
    assert_int_equal(cxrt_safetensors_read_mem(good, cut, "cut", &r, &err), -1);
    assert_true(err.msg[0] != 0);
  }
  assert_true(failed > 0 && loaded > 0);
  free(b);
  free(good);
  remove(path);
  cxrt_weights_free(&w);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_round_trip),
      cmocka_unit_test(test_write_empty_set),
      cmocka_unit_test(test_write_failures),
      cmocka_unit_test(test_f16),
      cmocka_unit_test(test_bf16),
      cmocka_unit_test(test_f64),
      cmocka_unit_test(test_f32_bytes),
      cmocka_unit_test(test_bad_prefix),
      cmocka_unit_test(test_bad_text),
      cmocka_unit_test(test_bad_entries),
      cmocka_unit_test(test_accepted_variants),
      cmocka_unit_test(test_bad_paths),
      cmocka_unit_test(test_read_not_regular),
      cmocka_unit_test(test_corruption_sweep),
  };
  return cmocka_run_group_tests(tests, setup_dir, teardown_dir);
}
