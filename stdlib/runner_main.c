/* main() of the executables `cortex build MODEL.cx -o NAME` makes: the
 * model's code (cx_model, generated) linked with this file and the
 * runtime from libcortexbuild.a.  Not part of libcortexrt.so. */
#include "stdlib/cxrt.h"
#include "stdlib/program.h"

int32_t cx_model(const uint8_t **blob, int64_t *len, void **entries, int32_t cap);

int main(int argc, char **argv) {
  cx_program_signals();
  const char *slash = argc > 0 && argv[0] ? strrchr(argv[0], '/') : NULL;
  int status = cxrt_runner_main(argc, argv, cx_model);
  return cx_program_close_stdout(slash ? slash + 1 : argc > 0 && argv[0] ? argv[0] : "model", status, 0);
}
