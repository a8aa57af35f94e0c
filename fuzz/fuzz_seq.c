/* Fuzz target: sequence files (see fuzz_data.c). */
#include "fuzz/fuzz.h"

int cxfuzz_seq(const uint8_t *data, size_t size) { return cxfuzz_data(data, size, CXRT_FMT_SEQ); }

CXFUZZ_TARGET(cxfuzz_seq)
