/* Tensors: element counts, aligned allocation, shape and name formatting.
 *
 * Every tensor's data is 64-byte aligned (one cache line, and the widest
 * vector register the JIT targets) so that generated kernels may use
 * aligned loads on the first element of any row-major tensor. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "stdlib/cxrt.h"

int64_t cxrt_tensor_numel(const CxrtTensor *t) {
  if (!t || t->rank < 0 || t->rank > CXRT_MAX_RANK) return -1;
  int64_t n = 1;
  for (int i = 0; i < t->rank; i++) {
    if (t->dims[i] < 0) return -1;
    if (__builtin_mul_overflow(n, t->dims[i], &n)) return -1;
  }
  return n;
}

void cxrt_tensor_free(CxrtTensor *t) {
  if (!t) return;
  free(t->name);
  free(t->data);
  memset(t, 0, sizeof *t);
}

int cxrt_tensor_alloc(CxrtTensor *t, const char *name, int rank, const int64_t *dims,
                      CxrtError *err) {
  memset(t, 0, sizeof *t);
  if (rank < 0 || rank > CXRT_MAX_RANK)
    return cxrt_errorf(err, NULL, 0, 0, "tensor rank %d is out of range (0 to %d)", rank,
                       CXRT_MAX_RANK);
  CxrtTensor tmp = {.rank = rank};
  for (int i = 0; i < rank; i++) tmp.dims[i] = dims[i];
  int64_t n = cxrt_tensor_numel(&tmp);
  /* Room for the rounding up below as well as the byte count. */
  if (n < 0 || (uint64_t)n > (SIZE_MAX - 64) / sizeof(float)) {
    char shape[128];
    return cxrt_errorf(err, NULL, 0, 0, "tensor shape %s is invalid or too large",
                       cxrt_shape_str(shape, sizeof shape, rank, dims));
  }
  /* C11 aligned_alloc wants a size that is a multiple of the alignment;
   * at least one line so that data is never NULL. */
  size_t bytes = (size_t)n * sizeof(float);
  size_t rounded = bytes == 0 ? 64 : (bytes + 63) & ~(size_t)63;
  float *data = aligned_alloc(64, rounded);
  char *copy = NULL;
  if (data && name) copy = strdup(name);
  if (!data || (name && !copy)) {
    free(data);
    free(copy);
    return cxrt_errorf(err, NULL, 0, 0, "out of memory allocating a tensor of %zu bytes",
                       bytes);
  }
  memset(data, 0, rounded);
  tmp.name = copy;
  tmp.data = data;
  *t = tmp;
  return 0;
}

char *cxrt_shape_str(char *buf, size_t size, int rank, const int64_t *dims) {
  if (size == 0) return buf;
  size_t len = 0;
  buf[0] = 0;
  /* snprintf returns the length it wanted: clamp so a long shape is cut,
   * never written past the end. */
#define APPEND(...)                                                       \
  do {                                                                    \
    if (len < size) {                                                     \
      int k_ = snprintf(buf + len, size - len, __VA_ARGS__);              \
      if (k_ > 0) len = (size_t)k_ < size - len ? len + (size_t)k_ : size; \
    }                                                                     \
  } while (0)
  APPEND("[");
  if (rank > CXRT_MAX_RANK) rank = CXRT_MAX_RANK;
  for (int i = 0; i < rank; i++) APPEND("%s%lld", i ? ", " : "", (long long)dims[i]);
  APPEND("]");
#undef APPEND
  return buf;
}

char *cxrt_safe_name(char *buf, size_t size, const char *name) {
  if (size == 0) return buf;
  if (!name) name = "(null)";
  /* Keep the quoted name short: messages hold several of them. */
  size_t limit = size - 1 < 100 ? size - 1 : 100;
  size_t n = strlen(name);
  bool cut = n > limit;
  if (cut) {
    limit = limit > 3 ? limit - 3 : 0;
    n = limit;
    /* Back up to a UTF-8 lead byte so the cut leaves no partial character. */
    while (n > 0 && ((unsigned char)name[n] & 0xC0) == 0x80) n--;
  }
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)name[i];
    buf[i] = (c < 0x20 || c == 0x7f) ? '?' : (char)c;
  }
  buf[n] = 0;
  if (cut && n + 3 < size) memcpy(buf + n, "...", 4);
  return buf;
}
