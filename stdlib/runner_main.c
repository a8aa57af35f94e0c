/* main() of the executables `cortex build MODEL.cx -o NAME` makes: the
 * model's code (cx_model, generated) linked with this file and the
 * runtime from libcortexbuild.a.  Not part of libcortexrt.so. */
#include "stdlib/cxrt.h"

int32_t cx_model(const uint8_t **blob, int64_t *len, void **entries, int32_t cap);

int main(int argc, char **argv) { return cxrt_runner_main(argc, argv, cx_model); }
