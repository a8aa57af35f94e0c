/* Fuzz targets: one entry point per kind of untrusted input.
 *
 * Each target is a function of the input bytes that must return normally
 * (errors are fine: hostile input gets a clean error) and must not crash,
 * hang, leak or trip a sanitizer.  `make fuzz` (fuzz/run.sh) builds each
 * fuzz_TARGET.c with clang, -fsanitize=fuzzer,address,undefined and
 * -DCXFUZZ_LIBFUZZER, which adds libFuzzer's LLVMFuzzerTestOneInput; the
 * test suite builds the same files with the project's compiler into
 * tests/test_regress, which feeds every seed (fuzz/corpus/TARGET/) and
 * every saved finding (tests/regress/TARGET/) to the same function.
 *
 * Besides "no crash", the targets check properties a correct program has
 * (a dump read back gives the same data, loaded weights bind to their own
 * shapes, the verifier accepts every lowered program); a broken property
 * calls cxfuzz_fail, which aborts, so the fuzzer reports it as a crash. */
#ifndef CX_FUZZ_H
#define CX_FUZZ_H

#include <stddef.h>
#include <stdint.h>

#include "stdlib/cxrt.h"

typedef int (*CxFuzzFn)(const uint8_t *data, size_t size);

int cxfuzz_frontend(const uint8_t *data, size_t size);
int cxfuzz_ptb(const uint8_t *data, size_t size);
int cxfuzz_conllu(const uint8_t *data, size_t size);
int cxfuzz_graph(const uint8_t *data, size_t size);
int cxfuzz_seq(const uint8_t *data, size_t size);
int cxfuzz_vocab(const uint8_t *data, size_t size);
int cxfuzz_safetensors(const uint8_t *data, size_t size);
int cxfuzz_repl(const uint8_t *data, size_t size);

/* The data targets share one body (fuzz_data.c). */
int cxfuzz_data(const uint8_t *data, size_t size, CxrtDataFormat fmt);

/* Reports a broken property and aborts. */
_Noreturn void cxfuzz_fail(const char *what, ...) __attribute__((format(printf, 1, 2)));
#define CXFUZZ_CHECK(cond, ...) \
  do {                          \
    if (!(cond)) cxfuzz_fail(__VA_ARGS__); \
  } while (0)

/* libFuzzer's entry point, only in the clang fuzzing build. */
#ifdef CXFUZZ_LIBFUZZER
#define CXFUZZ_TARGET(fn)                                           \
  int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);     \
  int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {    \
    return fn(data, size);                                          \
  }
#else
#define CXFUZZ_TARGET(fn)
#endif

#endif
