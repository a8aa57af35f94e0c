/* Fuzz target: the graph text format (see fuzz_data.c). */
#include "fuzz/fuzz.h"

int cxfuzz_graph(const uint8_t *data, size_t size) { return cxfuzz_data(data, size, CXRT_FMT_GRAPH); }

CXFUZZ_TARGET(cxfuzz_graph)
