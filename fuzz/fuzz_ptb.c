/* Fuzz target: PTB/SST bracket trees (see fuzz_data.c). */
#include "fuzz/fuzz.h"

int cxfuzz_ptb(const uint8_t *data, size_t size) { return cxfuzz_data(data, size, CXRT_FMT_PTB); }

CXFUZZ_TARGET(cxfuzz_ptb)
