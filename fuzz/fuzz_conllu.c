/* Fuzz target: CoNLL-U files (see fuzz_data.c). */
#include "fuzz/fuzz.h"

int cxfuzz_conllu(const uint8_t *data, size_t size) { return cxfuzz_data(data, size, CXRT_FMT_CONLLU); }

CXFUZZ_TARGET(cxfuzz_conllu)
