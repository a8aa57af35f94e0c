/* safetensors: read (F32, F16, BF16, F64 -> F32) and write (F32).
 *
 * Layout: an 8-byte little-endian u64 N, N bytes of UTF-8 JSON (an object
 * mapping tensor names to {"dtype", "shape", "data_offsets": [begin, end]}
 * plus an optional "__metadata__" object of strings), then the data
 * section; offsets are relative to its first byte.  See docs/formats.md.
 *
 * Weights files come from the internet, so the reader trusts nothing:
 * the whole header is validated (UTF-8, JSON, every field, sizes with
 * overflow checks, bounds, overlaps, duplicates) before a single data
 * byte is read, and every data read is bounded by the file's real size.
 * Memory allocated for tensors is therefore bounded by the file's size
 * (at most twice it, for F16/BF16).  The JSON itself is parsed by cJSON
 * (nesting-limited, so no stack overflow) on a NUL-terminated copy of the
 * header, so the parser can never read past it.
 *
 * cJSON's parse records its error position in a global of the library
 * (global_error, cJSON.c), written by every parse: the runtime's parses
 * hold json_lock, so that concurrent loads in one program (NAME_load on
 * several threads) do not race there.  A program that parses JSON with
 * its own copy of libcjson at the same time still writes that global;
 * nothing here reads it (the error position comes from the parse's own
 * end pointer). */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "stdlib/cxrt.h"
#include "stdlib/errstr.h"

/* The reference implementation refuses larger headers too; a real header
 * is a few hundred bytes per tensor. */
#define MAX_HEADER_BYTES 100000000ull
/* JSON numbers are doubles: integers above 2^53 are not exact, so no
 * offset or dimension may exceed it (9 PB, far beyond any weights file). */
#define MAX_EXACT_INT 9007199254740992.0

/* ---- dtypes ------------------------------------------------------------- */

typedef enum { DT_F32, DT_F16, DT_BF16, DT_F64, DT_UNSUPPORTED } DtKind;

typedef struct {
  const char *name;
  unsigned size; /* bytes per element; 0 for sub-byte types */
  DtKind kind;
} Dtype;

/* Every dtype the safetensors specification names, so that a file with a
 * valid but unsupported dtype gets a different message from one with a
 * misspelled dtype. */
static const Dtype dtypes[] = {
    {"F32", 4, DT_F32},          {"F16", 2, DT_F16},         {"BF16", 2, DT_BF16},
    {"F64", 8, DT_F64},          {"BOOL", 1, DT_UNSUPPORTED}, {"U8", 1, DT_UNSUPPORTED},
    {"I8", 1, DT_UNSUPPORTED},   {"I16", 2, DT_UNSUPPORTED}, {"U16", 2, DT_UNSUPPORTED},
    {"I32", 4, DT_UNSUPPORTED},  {"U32", 4, DT_UNSUPPORTED}, {"I64", 8, DT_UNSUPPORTED},
    {"U64", 8, DT_UNSUPPORTED},  {"F8_E5M2", 1, DT_UNSUPPORTED},
    {"F8_E4M3", 1, DT_UNSUPPORTED}, {"F8_E8M0", 1, DT_UNSUPPORTED},
    {"F6_E2M3", 0, DT_UNSUPPORTED}, {"F6_E3M2", 0, DT_UNSUPPORTED},
    {"F4", 0, DT_UNSUPPORTED},   {"C64", 8, DT_UNSUPPORTED},
};

static const Dtype *find_dtype(const char *s) {
  for (size_t i = 0; i < sizeof dtypes / sizeof dtypes[0]; i++)
    if (strcmp(dtypes[i].name, s) == 0) return &dtypes[i];
  return NULL;
}

/* ---- conversions (exact; endian-independent) -------------------------- */

static uint32_t le32(const unsigned char *p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t le64(const unsigned char *p) {
  return (uint64_t)le32(p) | (uint64_t)le32(p + 4) << 32;
}

static float f32_from_bits(uint32_t u) {
  float f;
  memcpy(&f, &u, sizeof f);
  return f;
}

/* IEEE binary16 -> binary32, exact for every input: normals are re-biased,
 * subnormals (value = mantissa * 2^-24) are normalized, infinities stay
 * infinite and NaNs keep their sign and payload (shifted into place). */
static float half_to_float(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000) << 16;
  uint32_t exp = (h >> 10) & 0x1f;
  uint32_t mant = h & 0x3ff;
  uint32_t bits;
  if (exp == 0x1f) {
    bits = sign | 0x7f800000u | (mant << 13);
  } else if (exp != 0) {
    bits = sign | ((exp - 15 + 127) << 23) | (mant << 13);
  } else if (mant == 0) {
    bits = sign; /* +-0 */
  } else {
    /* Subnormal: shift the mantissa until its leading 1 reaches the
     * implicit-bit position, lowering the exponent once per shift. */
    int e = -1;
    do {
      mant <<= 1;
      e++;
    } while (!(mant & 0x400));
    bits = sign | ((uint32_t)(127 - 15 - e) << 23) | ((mant & 0x3ff) << 13);
  }
  return f32_from_bits(bits);
}

/* count elements of dtype k at src (little-endian) to floats. */
static void convert(DtKind k, const unsigned char *src, float *dst, size_t count) {
  switch (k) {
  case DT_F32:
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(dst, src, count * 4);
#else
    for (size_t i = 0; i < count; i++) dst[i] = f32_from_bits(le32(src + 4 * i));
#endif
    break;
  case DT_F16:
    for (size_t i = 0; i < count; i++)
      dst[i] = half_to_float((uint16_t)(src[2 * i] | src[2 * i + 1] << 8));
    break;
  case DT_BF16:
    /* bfloat16 is the top half of a binary32: exact. */
    for (size_t i = 0; i < count; i++)
      dst[i] = f32_from_bits((uint32_t)(src[2 * i] | src[2 * i + 1] << 8) << 16);
    break;
  case DT_F64:
    for (size_t i = 0; i < count; i++) {
      uint64_t u = le64(src + 8 * i);
      double d;
      memcpy(&d, &u, sizeof d);
      /* Round to nearest; out of range gives +-inf, as IEEE 754 (C
       * Annex F, which GCC and Clang follow on every target we build
       * for) specifies. */
      dst[i] = (float)d;
    }
    break;
  case DT_UNSUPPORTED:
    break;
  }
}

/* ---- header validation ------------------------------------------------- */

typedef struct {
  const char *name; /* points into the cJSON tree */
  const Dtype *dtype;
  int rank;
  int64_t dims[CXRT_MAX_RANK];
  uint64_t numel;
  uint64_t begin, end;
} Entry;

typedef struct {
  const char *file; /* for CxrtError.file */
  CxrtError *err;
} Ctx;

#define FAIL(ctx, ...) cxrt_errorf((ctx)->err, (ctx)->file, 0, 0, __VA_ARGS__)

/* Strict UTF-8 (RFC 3629): no overlong forms, no surrogates, nothing above
 * U+10FFFF, no NUL.  Returns the offset of the first bad byte, or len. */
static size_t utf8_check(const unsigned char *s, size_t len) {
  size_t i = 0;
  while (i < len) {
    unsigned c = s[i];
    if (c == 0) return i;
    if (c < 0x80) {
      i++;
      continue;
    }
    size_t n;
    unsigned lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) n = 1;
    else if (c == 0xE0) n = 2, lo = 0xA0;
    else if (c >= 0xE1 && c <= 0xEC) n = 2;
    else if (c == 0xED) n = 2, hi = 0x9F; /* no UTF-16 surrogates */
    else if (c >= 0xEE && c <= 0xEF) n = 2;
    else if (c == 0xF0) n = 3, lo = 0x90;
    else if (c >= 0xF1 && c <= 0xF3) n = 3;
    else if (c == 0xF4) n = 3, hi = 0x8F;
    else return i;
    if (len - i - 1 < n) return i;
    if (s[i + 1] < lo || s[i + 1] > hi) return i;
    for (size_t k = 2; k <= n; k++)
      if ((s[i + k] & 0xC0) != 0x80) return i;
    i += n + 1;
  }
  return len;
}

static const char *json_kind(const cJSON *j) {
  if (cJSON_IsObject(j)) return "an object";
  if (cJSON_IsArray(j)) return "an array";
  if (cJSON_IsString(j)) return "a string";
  if (cJSON_IsNumber(j)) return "a number";
  if (cJSON_IsBool(j)) return "a boolean";
  if (cJSON_IsNull(j)) return "null";
  return "an invalid value";
}

/* A JSON number that is an exact non-negative integer a double can hold. */
static bool json_uint(const cJSON *j, uint64_t *out) {
  if (!cJSON_IsNumber(j)) return false;
  double d = j->valuedouble;
  if (!(d >= 0 && d <= MAX_EXACT_INT) || d != (double)(uint64_t)d) return false;
  *out = (uint64_t)d;
  return true;
}

static int cmp_str_ptr(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static int cmp_entry_offsets(const void *a, const void *b) {
  const Entry *x = *(const Entry *const *)a, *y = *(const Entry *const *)b;
  if (x->begin != y->begin) return x->begin < y->begin ? -1 : 1;
  if (x->end != y->end) return x->end < y->end ? -1 : 1;
  return 0;
}

static const char HINT_CORRUPT[] =
    "; the file is damaged or was not written by a safetensors writer: export the "
    "weights again (e.g. safetensors.torch.save_file(model.state_dict(), PATH))";

static int check_metadata(Ctx *ctx, const cJSON *meta) {
  if (!cJSON_IsObject(meta))
    return FAIL(ctx, "\"__metadata__\" in the safetensors header is %s, but must be an "
                     "object of strings%s",
                json_kind(meta), HINT_CORRUPT);
  for (const cJSON *m = meta->child; m; m = m->next)
    if (!cJSON_IsString(m)) {
      char q[128];
      return FAIL(ctx, "\"__metadata__\" entry '%s' is %s, but metadata values must be "
                       "strings%s",
                  cxrt_safe_name(q, sizeof q, m->string), json_kind(m), HINT_CORRUPT);
    }
  return 0;
}

/* Validates one tensor entry against the data section's length. */
static int check_entry(Ctx *ctx, const cJSON *item, uint64_t data_len, Entry *e) {
  char q[128], shape[160];
  const char *name = cxrt_safe_name(q, sizeof q, item->string);
  memset(e, 0, sizeof *e);
  e->name = item->string;
  if (!cJSON_IsObject(item))
    return FAIL(ctx, "header entry for tensor '%s' is %s, not an object with \"dtype\", "
                     "\"shape\" and \"data_offsets\"%s",
                name, json_kind(item), HINT_CORRUPT);

  /* Walk the fields once, so that a repeated field is caught: two parsers
   * could otherwise disagree on which copy counts. */
  const cJSON *jdtype = NULL, *jshape = NULL, *joffs = NULL;
  for (const cJSON *f = item->child; f; f = f->next) {
    const cJSON **slot = NULL;
    if (strcmp(f->string, "dtype") == 0) slot = &jdtype;
    else if (strcmp(f->string, "shape") == 0) slot = &jshape;
    else if (strcmp(f->string, "data_offsets") == 0) slot = &joffs;
    else continue; /* unknown fields are ignored, as the reference does */
    if (*slot)
      return FAIL(ctx, "tensor '%s' has \"%s\" twice in the header%s", name, f->string,
                  HINT_CORRUPT);
    *slot = f;
  }

  if (!jdtype)
    return FAIL(ctx, "tensor '%s' has no \"dtype\" in the header%s", name, HINT_CORRUPT);
  if (!cJSON_IsString(jdtype))
    return FAIL(ctx, "tensor '%s' has a \"dtype\" that is %s, not a string such as \"F32\"%s",
                name, json_kind(jdtype), HINT_CORRUPT);
  char qd[128];
  e->dtype = find_dtype(jdtype->valuestring);
  if (!e->dtype)
    return FAIL(ctx, "tensor '%s' has unknown dtype '%s'; safetensors dtypes are F32, F16, "
                     "BF16, F64, I64, ...%s",
                name, cxrt_safe_name(qd, sizeof qd, jdtype->valuestring), HINT_CORRUPT);
  if (e->dtype->kind == DT_UNSUPPORTED)
    return FAIL(ctx, "tensor '%s' has dtype %s, which Cortex cannot load: params are f32 "
                     "and the loader converts only F32, F16, BF16 and F64; save the file "
                     "with that tensor converted (PyTorch: t.float()) or without it",
                name, e->dtype->name);

  if (!jshape)
    return FAIL(ctx, "tensor '%s' has no \"shape\" in the header%s", name, HINT_CORRUPT);
  if (!cJSON_IsArray(jshape))
    return FAIL(ctx, "tensor '%s' has a \"shape\" that is %s, not an array of "
                     "non-negative integers%s",
                name, json_kind(jshape), HINT_CORRUPT);
  int rank = cJSON_GetArraySize(jshape);
  if (rank > CXRT_MAX_RANK)
    return FAIL(ctx, "tensor '%s' has rank %d, but Cortex supports tensors of rank at most "
                     "%d; reshape it before saving",
                name, rank, CXRT_MAX_RANK);
  e->rank = rank;
  int k = 0;
  for (const cJSON *d = jshape->child; d; d = d->next, k++) {
    uint64_t v;
    if (!json_uint(d, &v))
      return FAIL(ctx, "tensor '%s' has a \"shape\" whose element %d is not a non-negative "
                       "integer%s",
                  name, k, HINT_CORRUPT);
    e->dims[k] = (int64_t)v;
  }
  uint64_t numel = 1;
  for (k = 0; k < rank; k++)
    if (__builtin_mul_overflow(numel, (uint64_t)e->dims[k], &numel))
      return FAIL(ctx, "tensor '%s' has shape %s, whose element count overflows%s", name,
                  cxrt_shape_str(shape, sizeof shape, rank, e->dims), HINT_CORRUPT);
  e->numel = numel;
  uint64_t bytes;
  if (__builtin_mul_overflow(numel, (uint64_t)e->dtype->size, &bytes))
    return FAIL(ctx, "tensor '%s' has shape %s, whose byte size overflows%s", name,
                cxrt_shape_str(shape, sizeof shape, rank, e->dims), HINT_CORRUPT);

  if (!joffs)
    return FAIL(ctx, "tensor '%s' has no \"data_offsets\" in the header%s", name,
                HINT_CORRUPT);
  if (!cJSON_IsArray(joffs) || cJSON_GetArraySize(joffs) != 2 ||
      !json_uint(joffs->child, &e->begin) || !json_uint(joffs->child->next, &e->end))
    return FAIL(ctx, "tensor '%s' has \"data_offsets\" that are not two non-negative "
                     "integers [begin, end]%s",
                name, HINT_CORRUPT);
  if (e->begin > e->end)
    return FAIL(ctx, "tensor '%s' has data_offsets [%llu, %llu]: begin is after end%s", name,
                (unsigned long long)e->begin, (unsigned long long)e->end, HINT_CORRUPT);
  if (e->end > data_len)
    return FAIL(ctx, "tensor '%s' has data_offsets [%llu, %llu], but the file has only %llu "
                     "bytes of data after the header; the file is truncated (download or "
                     "copy it again)",
                name, (unsigned long long)e->begin, (unsigned long long)e->end,
                (unsigned long long)data_len);
  if (e->end - e->begin != bytes)
    return FAIL(ctx, "tensor '%s' has %llu bytes of data (data_offsets [%llu, %llu]), but "
                     "dtype %s and shape %s need %llu bytes%s",
                name, (unsigned long long)(e->end - e->begin), (unsigned long long)e->begin,
                (unsigned long long)e->end, e->dtype->name,
                cxrt_shape_str(shape, sizeof shape, rank, e->dims), (unsigned long long)bytes,
                HINT_CORRUPT);
  return 0;
}

static pthread_mutex_t json_lock = PTHREAD_MUTEX_INITIALIZER;

/* cJSON decodes "\u0000" into its NUL-terminated strings, which then end
 * there: the key "b\u0000x" would load as tensor 'b', and a file with
 * "b" and "b\u0000evil" would be "'b' appears twice".  So the header's
 * raw text (valid JSON, as cJSON just parsed it) is scanned for strings
 * holding that escape: every key, and every string value but those
 * inside "__metadata__", whose values Cortex does not read.  Returns the
 * byte offset of the first such string's opening quote, or n; *len: its
 * length with the quotes; *key: it is an object key (*top: of the
 * top-level object, so a tensor name). */
static size_t find_nul_escape(const char *t, size_t n, size_t *len, bool *key, bool *top) {
  int depth = 0;
  bool in_meta = false; /* inside the value of the top-level "__metadata__" */
  for (size_t i = 0; i < n; i++) {
    char c = t[i];
    if (c == '{' || c == '[') {
      depth++;
      continue;
    }
    if (c == '}' || c == ']') {
      if (--depth <= 1) in_meta = false;
      continue;
    }
    if (c != '"') continue;
    size_t start = i;
    bool nul = false;
    for (i++; i < n && t[i] != '"'; i++)
      if (t[i] == '\\') {
        i++;
        if (i + 4 < n && t[i] == 'u' && memcmp(t + i + 1, "0000", 4) == 0) nul = true;
      }
    size_t j = i + 1;
    while (j < n && (t[j] == ' ' || t[j] == '\t' || t[j] == '\n' || t[j] == '\r')) j++;
    bool is_key = j < n && t[j] == ':';
    if (is_key && depth == 1)
      in_meta = i - start - 1 == 12 && memcmp(t + start + 1, "__metadata__", 12) == 0;
    if (nul && (is_key || !in_meta)) {
      *len = i + 1 - start;
      *key = is_key;
      *top = is_key && depth == 1;
      return start;
    }
  }
  return n;
}

/* Parses and validates the header (hdr[0..n)); on success *root owns the
 * JSON tree that entries' names point into. */
static int parse_header(Ctx *ctx, const unsigned char *hdr, size_t n, uint64_t data_len,
                        cJSON **root_out, Entry **entries_out, int *count_out) {
  *root_out = NULL;
  *entries_out = NULL;
  *count_out = 0;
  /* Some writers pad with NULs rather than spaces: harmless, so accept
   * them at the end (and only there). */
  while (n > 0 && hdr[n - 1] == 0) n--;
  if (n == 0)
    return FAIL(ctx, "the safetensors header is empty; a header is a JSON object such as "
                     "{\"W\": {\"dtype\": \"F32\", \"shape\": [2], \"data_offsets\": [0, 8]}}%s",
                HINT_CORRUPT);
  size_t bad = utf8_check(hdr, n);
  if (bad < n)
    return FAIL(ctx, "the safetensors header is not valid UTF-8 (%s at byte %zu of the "
                     "header)%s",
                hdr[bad] == 0 ? "a NUL byte" : "an invalid byte sequence", bad, HINT_CORRUPT);

  char *text = malloc(n + 1);
  if (!text) return FAIL(ctx, "out of memory reading a %zu-byte safetensors header", n);
  memcpy(text, hdr, n);
  text[n] = 0;
  const char *end = NULL;
  /* Length n + 1 includes the terminator, which cJSON then requires right
   * after the value (and trailing whitespace): no trailing garbage.
   * cJSON says nothing of why a parse failed; errno does: nothing in a
   * parse sets ENOMEM but a failed malloc. */
  pthread_mutex_lock(&json_lock);
  errno = 0;
  cJSON *root = cJSON_ParseWithLengthOpts(text, n + 1, &end, 1);
  int parse_errno = errno;
  pthread_mutex_unlock(&json_lock);
  if (!root && parse_errno == ENOMEM) {
    free(text);
    return FAIL(ctx, "out of memory parsing a %zu-byte safetensors header", n);
  }
  if (!root) {
    size_t at = end && end >= text && end <= text + n ? (size_t)(end - text) : 0;
    char near[48];
    size_t k = 0;
    for (size_t i = at; i < n && k < 24; i++)
      near[k++] = (text[i] >= 0x20 && text[i] < 0x7f) ? text[i] : '?';
    near[k] = 0;
    free(text);
    if (k == 0)
      return FAIL(ctx, "the safetensors header is not valid JSON (it ends before the JSON "
                       "value is complete)%s",
                  HINT_CORRUPT);
    return FAIL(ctx, "the safetensors header is not valid JSON (error at byte %zu of the "
                     "header, near '%s')%s",
                at, near, HINT_CORRUPT);
  }
  size_t slen;
  bool key, top;
  size_t at = find_nul_escape(text, n, &slen, &key, &top);
  if (at < n) {
    /* The string as written in the file (escapes and all), cut to fit. */
    char raw[128], q[128];
    size_t k = slen < sizeof raw ? slen : sizeof raw - 1;
    memcpy(raw, text + at, k);
    raw[k] = 0;
    cxrt_safe_name(q, sizeof q, raw);
    free(text);
    cJSON_Delete(root);
    if (top)
      return FAIL(ctx, "the tensor name %s (at byte %zu of the safetensors header) holds a NUL "
                       "character (\\u0000), which a tensor name cannot hold; rename the "
                       "tensor without it and export the weights again", q, at);
    return FAIL(ctx, "the %s %s (at byte %zu of the safetensors header) holds a NUL character "
                     "(\\u0000), which the header's names and values cannot hold%s",
                key ? "key" : "string", q, at, HINT_CORRUPT);
  }
  free(text);
  *root_out = root;
  if (!cJSON_IsObject(root))
    return FAIL(ctx, "the safetensors header is %s, but must be a JSON object mapping "
                     "tensor names to their dtype, shape and data_offsets%s",
                json_kind(root), HINT_CORRUPT);

  int count = 0;
  for (const cJSON *it = root->child; it; it = it->next) count++;
  Entry *entries = calloc((size_t)count + 1, sizeof *entries);
  const char **names = calloc((size_t)count + 1, sizeof *names);
  Entry **order = calloc((size_t)count + 1, sizeof *order);
  int rc = 0, nent = 0, nnames = 0;
  if (!entries || !names || !order) {
    rc = FAIL(ctx, "out of memory reading the safetensors header");
    goto done;
  }
  for (const cJSON *it = root->child; it; it = it->next) {
    names[nnames++] = it->string;
    if (strcmp(it->string, "__metadata__") == 0) {
      if ((rc = check_metadata(ctx, it))) goto done;
      continue;
    }
    if ((rc = check_entry(ctx, it, data_len, &entries[nent]))) goto done;
    order[nent] = &entries[nent];
    nent++;
  }

  /* Duplicate keys: JSON allows them, but which copy wins differs from
   * parser to parser, so refuse the ambiguity. */
  qsort(names, (size_t)nnames, sizeof *names, cmp_str_ptr);
  for (int i = 1; i < nnames; i++)
    if (strcmp(names[i - 1], names[i]) == 0) {
      char q[128];
      rc = FAIL(ctx, "'%s' appears twice in the safetensors header%s",
                cxrt_safe_name(q, sizeof q, names[i]), HINT_CORRUPT);
      goto done;
    }

  /* Overlapping data: sorted by begin, each tensor must end before the
   * next begins. */
  qsort(order, (size_t)nent, sizeof *order, cmp_entry_offsets);
  for (int i = 1; i < nent; i++)
    if (order[i - 1]->end > order[i]->begin) {
      char qa[128], qb[128];
      rc = FAIL(ctx, "tensors '%s' (data_offsets [%llu, %llu]) and '%s' (data_offsets "
                     "[%llu, %llu]) overlap in the data section%s",
                cxrt_safe_name(qa, sizeof qa, order[i - 1]->name),
                (unsigned long long)order[i - 1]->begin, (unsigned long long)order[i - 1]->end,
                cxrt_safe_name(qb, sizeof qb, order[i]->name),
                (unsigned long long)order[i]->begin, (unsigned long long)order[i]->end,
                HINT_CORRUPT);
      goto done;
    }

done:
  free(names);
  free(order);
  if (rc) {
    free(entries);
    return rc;
  }
  *entries_out = entries;
  *count_out = nent;
  return 0;
}

/* ---- loading data ------------------------------------------------------ */

/* Where the data section is: a FILE positioned anywhere, or memory. */
typedef struct {
  FILE *f;
  uint64_t data_start; /* file offset of the data section */
  const unsigned char *mem; /* data section in memory */
} Source;

static int read_at(Ctx *ctx, Source *src, const Entry *e, uint64_t off, void *dst,
                   size_t len) {
  if (src->mem) {
    memcpy(dst, src->mem + off, len);
    return 0;
  }
  uint64_t pos = src->data_start + off;
  if (pos > (uint64_t)INT64_MAX || fseeko(src->f, (off_t)pos, SEEK_SET) != 0 ||
      fread(dst, 1, len, src->f) != len) {
    char q[128];
    return FAIL(ctx, "cannot read the data of tensor '%s': %s; was the file changed or "
                     "truncated while being read?",
                cxrt_safe_name(q, sizeof q, e->name),
                ferror(src->f) ? CX_STRERROR(errno) : "unexpected end of file");
  }
  return 0;
}

static int load_data(Ctx *ctx, Source *src, const Entry *e, CxrtTensor *t);

/* Allocates t and fills it; on failure t is left empty. */
static int load_tensor(Ctx *ctx, Source *src, const Entry *e, CxrtTensor *t) {
  char q[128];
  if (cxrt_tensor_alloc(t, e->name, e->rank, e->dims, NULL))
    return FAIL(ctx, "out of memory loading tensor '%s' (%llu elements)",
                cxrt_safe_name(q, sizeof q, e->name), (unsigned long long)e->numel);
  if (load_data(ctx, src, e, t)) {
    cxrt_tensor_free(t);
    return -1;
  }
  return 0;
}

static int load_data(Ctx *ctx, Source *src, const Entry *e, CxrtTensor *t) {
  char q[128];
  size_t n = (size_t)e->numel;
  if (e->dtype->kind == DT_F32) {
    /* Straight into the tensor: no second copy of the largest case. */
    if (src->mem) {
      convert(DT_F32, src->mem + e->begin, t->data, n);
      return 0;
    }
    if (read_at(ctx, src, e, e->begin, t->data, n * 4)) return -1;
#if !(defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__)
    convert(DT_F32, (const unsigned char *)t->data, t->data, n); /* byte swap in place */
#endif
    return 0;
  }
  if (src->mem) {
    convert(e->dtype->kind, src->mem + e->begin, t->data, n);
    return 0;
  }
  /* Other dtypes from a file: convert a bounded chunk at a time. */
  enum { CHUNK = 1 << 16 };
  unsigned char *buf = malloc(CHUNK);
  if (!buf) return FAIL(ctx, "out of memory loading tensor '%s'", cxrt_safe_name(q, sizeof q, e->name));
  size_t per = CHUNK / e->dtype->size;
  for (size_t done = 0; done < n;) {
    size_t k = n - done < per ? n - done : per;
    if (read_at(ctx, src, e, e->begin + done * e->dtype->size, buf, k * e->dtype->size)) {
      free(buf);
      return -1;
    }
    convert(e->dtype->kind, buf, t->data + done, k);
    done += k;
  }
  free(buf);
  return 0;
}

/* Validates the header then loads every tensor, in header order. */
static int load_all(Ctx *ctx, const unsigned char *hdr, size_t hlen, uint64_t data_len,
                    Source *src, const char *name, CxrtWeights *out) {
  cJSON *root;
  Entry *entries;
  int count;
  if (parse_header(ctx, hdr, hlen, data_len, &root, &entries, &count)) {
    cJSON_Delete(root);
    return -1;
  }
  CxrtWeights w = {0};
  w.tensors = calloc((size_t)count + 1, sizeof *w.tensors);
  if (!w.tensors || (name && !(w.path = strdup(name)))) {
    FAIL(ctx, "out of memory loading weights");
    goto fail;
  }
  for (int i = 0; i < count; i++) {
    if (load_tensor(ctx, src, &entries[i], &w.tensors[i])) goto fail;
    w.ntensors = i + 1;
  }
  free(entries);
  cJSON_Delete(root);
  *out = w;
  return 0;
fail:
  cxrt_weights_free(&w);
  free(entries);
  cJSON_Delete(root);
  return -1;
}

/* Checks the 8-byte length prefix against the total size. */
static int check_prefix(Ctx *ctx, const unsigned char *first8, uint64_t total, uint64_t *hlen) {
  uint64_t n = le64(first8);
  if (n > MAX_HEADER_BYTES)
    return FAIL(ctx, "the safetensors header length is %llu bytes, more than the 100 MB "
                     "limit; this is not a safetensors file, or it is damaged",
                (unsigned long long)n);
  if (n > total - 8)
    return FAIL(ctx, "the safetensors header length is %llu bytes, larger than the rest of "
                     "the file (%llu bytes); the file is truncated or not a safetensors file",
                (unsigned long long)n, (unsigned long long)(total - 8));
  *hlen = n;
  return 0;
}

int cxrt_safetensors_read_mem(const void *buf, size_t len, const char *name, CxrtWeights *out,
                              CxrtError *err) {
  Ctx ctx = {name ? name : "", err};
  memset(out, 0, sizeof *out);
  const unsigned char *p = buf;
  if (!p && len) return FAIL(&ctx, "no weights buffer (NULL pointer)");
  if (len < 8)
    return FAIL(&ctx, "the weights are too short to be safetensors (%zu bytes; the format "
                      "starts with an 8-byte header length)",
                len);
  uint64_t hlen;
  if (check_prefix(&ctx, p, len, &hlen)) return -1;
  Source src = {.mem = p + 8 + hlen};
  return load_all(&ctx, p + 8, (size_t)hlen, len - 8 - hlen, &src, name, out);
}

int cxrt_safetensors_read(const char *path, CxrtWeights *out, CxrtError *err) {
  Ctx ctx = {path, err};
  memset(out, 0, sizeof *out);
  /* O_NONBLOCK: a FIFO with no writer must not block the open; what is
   * not a regular file is refused below, before anything is read. */
  int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0)
    return FAIL(&ctx, "cannot open the weights file: %s; check the path given to --weights",
                CX_STRERROR(errno));
  struct stat st;
  if (fstat(fd, &st) != 0) {
    int e = errno;
    close(fd);
    return FAIL(&ctx, "cannot read the weights file: %s", CX_STRERROR(e));
  }
  if (S_ISDIR(st.st_mode)) {
    close(fd);
    return FAIL(&ctx, "this is a folder, not a safetensors file; give the path of the "
                      ".safetensors file inside it");
  }
  if (!S_ISREG(st.st_mode)) {
    /* A FIFO or a device has no size to check the header against (and
     * /dev/zero no end): weights are read from regular files. */
    close(fd);
    return FAIL(&ctx, "this is %s, not a regular file; weights are read from a .safetensors "
                      "file (save them to one first)",
                cxrt_file_kind(st.st_mode));
  }
  int flags = fcntl(fd, F_GETFL);
  FILE *f = flags >= 0 && fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0 ? fdopen(fd, "rb") : NULL;
  if (!f) {
    int e = errno;
    close(fd);
    return FAIL(&ctx, "cannot read the weights file: %s", CX_STRERROR(e));
  }
  uint64_t total = (uint64_t)st.st_size;
  unsigned char first8[8];
  if (total < 8) {
    fclose(f);
    return FAIL(&ctx, "the weights are too short to be safetensors (%llu bytes; the format "
                      "starts with an 8-byte header length)",
                (unsigned long long)total);
  }
  uint64_t hlen;
  unsigned char *hdr = NULL;
  int rc = -1;
  if (fread(first8, 1, 8, f) != 8) {
    FAIL(&ctx, "cannot read the weights file: %s",
         ferror(f) ? CX_STRERROR(errno) : "unexpected end of file");
    goto out;
  }
  if (check_prefix(&ctx, first8, total, &hlen)) goto out;
  /* Bounded by the 100 MB limit and by the file's size, checked above. */
  hdr = malloc(hlen ? (size_t)hlen : 1);
  if (!hdr) {
    FAIL(&ctx, "out of memory reading a %llu-byte safetensors header",
         (unsigned long long)hlen);
    goto out;
  }
  if (fread(hdr, 1, (size_t)hlen, f) != hlen) {
    FAIL(&ctx, "cannot read the safetensors header: %s; was the file truncated while being "
               "read?",
         ferror(f) ? CX_STRERROR(errno) : "unexpected end of file");
    goto out;
  }
  Source src = {.f = f, .data_start = 8 + hlen};
  rc = load_all(&ctx, hdr, (size_t)hlen, total - 8 - hlen, &src, path, out);
out:
  free(hdr);
  fclose(f);
  return rc;
}

/* ---- writing ------------------------------------------------------------ */

static int cmp_tensor_name(const void *a, const void *b) {
  const CxrtTensor *x = *(const CxrtTensor *const *)a, *y = *(const CxrtTensor *const *)b;
  return strcmp(x->name, y->name);
}

/* Sorted pointers to w's tensors, after checking that they can be written. */
static int check_for_write(Ctx *ctx, const CxrtWeights *w, const CxrtTensor ***sorted) {
  *sorted = NULL;
  if (w->ntensors < 0 || (w->ntensors > 0 && !w->tensors))
    return FAIL(ctx, "cannot write weights: invalid tensor list");
  const CxrtTensor **s = calloc((size_t)w->ntensors + 1, sizeof *s);
  if (!s) return FAIL(ctx, "out of memory writing weights");
  for (int i = 0; i < w->ntensors; i++) {
    const CxrtTensor *t = &w->tensors[i];
    char q[128], shape[160];
    if (!t->name) {
      free(s);
      return FAIL(ctx, "cannot write weights: tensor %d has no name", i);
    }
    const char *name = cxrt_safe_name(q, sizeof q, t->name);
    size_t len = strlen(t->name);
    int64_t n = cxrt_tensor_numel(t);
    const char *why = NULL;
    if (utf8_check((const unsigned char *)t->name, len) != len)
      why = "its name is not valid UTF-8";
    else if (strcmp(t->name, "__metadata__") == 0)
      why = "the name __metadata__ is reserved by the format";
    else if (n < 0 || (uint64_t)n > MAX_EXACT_INT / 4)
      why = "its rank or shape is invalid";
    else if (n > 0 && !t->data)
      why = "it has no data";
    if (why) {
      free(s);
      return FAIL(ctx, "cannot write tensor '%s' (shape %s): %s", name,
                  cxrt_shape_str(shape, sizeof shape, t->rank < 0 ? 0 : t->rank, t->dims),
                  why);
    }
    s[i] = t;
  }
  qsort(s, (size_t)w->ntensors, sizeof *s, cmp_tensor_name);
  for (int i = 1; i < w->ntensors; i++)
    if (strcmp(s[i - 1]->name, s[i]->name) == 0) {
      char q[128];
      cxrt_safe_name(q, sizeof q, s[i]->name);
      free(s);
      return FAIL(ctx, "cannot write weights: two tensors are named '%s'", q);
    }
  *sorted = s;
  return 0;
}

/* The header JSON, built with cJSON (which escapes names correctly).
 * Integers go in as raw text: cJSON would print numbers above 2^31 with
 * %g, and "1e+15" is not an integer to strict readers. */
static bool add_raw(cJSON *array, const char *text) {
  cJSON *v = cJSON_CreateRaw(text);
  if (v && cJSON_AddItemToArray(array, v)) return true;
  cJSON_Delete(v);
  return false;
}

static char *build_header(const CxrtTensor **s, int n) {
  cJSON *root = cJSON_CreateObject();
  cJSON *meta = cJSON_AddObjectToObject(root, "__metadata__");
  bool ok = root && meta && cJSON_AddStringToObject(meta, "format", "pt");
  uint64_t off = 0;
  char num[32];
  for (int i = 0; ok && i < n; i++) {
    const CxrtTensor *t = s[i];
    uint64_t bytes = (uint64_t)cxrt_tensor_numel(t) * 4;
    /* Every cJSON_Add*ToObject below deletes what it created on failure;
     * the entry itself is deleted here if it could not be attached. */
    cJSON *e = cJSON_CreateObject();
    if (!e || !cJSON_AddItemToObject(root, t->name, e)) {
      cJSON_Delete(e);
      ok = false;
      break;
    }
    cJSON *shape, *offs;
    ok = cJSON_AddStringToObject(e, "dtype", "F32") &&
         (shape = cJSON_AddArrayToObject(e, "shape")) &&
         (offs = cJSON_AddArrayToObject(e, "data_offsets"));
    for (int d = 0; ok && d < t->rank; d++) {
      snprintf(num, sizeof num, "%lld", (long long)t->dims[d]);
      ok = add_raw(shape, num);
    }
    for (int k = 0; ok && k < 2; k++) {
      snprintf(num, sizeof num, "%llu", (unsigned long long)(k ? off + bytes : off));
      ok = add_raw(offs, num);
    }
    off += bytes;
  }
  char *text = ok ? cJSON_PrintUnformatted(root) : NULL;
  cJSON_Delete(root);
  return text;
}

static bool write_tensor_data(FILE *f, const CxrtTensor *t) {
  size_t n = (size_t)cxrt_tensor_numel(t);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  return fwrite(t->data, 4, n, f) == n;
#else
  for (size_t i = 0; i < n; i++) {
    uint32_t u;
    memcpy(&u, &t->data[i], 4);
    unsigned char b[4] = {u, u >> 8, u >> 16, u >> 24};
    if (fwrite(b, 1, 4, f) != 4) return false;
  }
  return true;
#endif
}

int cxrt_safetensors_write(const char *path, const CxrtWeights *w, CxrtError *err) {
  Ctx ctx = {path, err};
  const CxrtTensor **sorted;
  if (check_for_write(&ctx, w, &sorted)) return -1;
  char *header = build_header(sorted, w->ntensors);
  if (!header) {
    free(sorted);
    return FAIL(&ctx, "out of memory writing weights");
  }
  /* Pad with spaces to a multiple of 8, as the reference writer does, so
   * the data section starts 8-byte aligned in the file. */
  size_t hlen = strlen(header);
  size_t padded = (hlen + 7) & ~(size_t)7;

  /* The runtime's writer (atomic.c): a temporary file renamed into place
   * when complete, so the old weights stay intact on failure; a device
   * or a FIFO is written in place. */
  CxrtError werr;
  memset(&werr, 0, sizeof werr);
  CxrtAtomicFile *af = cxrt_atomic_open(path, &werr);
  bool ok = af != NULL;
  if (ok) {
    FILE *f = cxrt_atomic_stream(af);
    unsigned char len8[8];
    for (int i = 0; i < 8; i++) len8[i] = (unsigned char)((uint64_t)padded >> (8 * i));
    ok = fwrite(len8, 1, 8, f) == 8 && fwrite(header, 1, hlen, f) == hlen;
    for (size_t i = hlen; ok && i < padded; i++) ok = fputc(' ', f) != EOF;
    for (int i = 0; ok && i < w->ntensors; i++) ok = write_tensor_data(f, sorted[i]);
    if (ok) ok = cxrt_atomic_commit(af, &werr) == 0;
    else {
      int e = errno;
      cxrt_atomic_abort(af);
      cxrt_errorf(&werr, path, 0, 0, "cannot write '%s': %s; check the free disk space", path, CX_STRERROR(e));
    }
  }
  free(header);
  free(sorted);
  if (!ok) {
    if (err) *err = werr;
    return -1;
  }
  return 0;
}
