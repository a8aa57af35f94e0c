# tests/: cmocka unit tests and end-to-end scripts, all run by `make check`.
# Each area keeps its tests in its own fragment.
CX_TEST_FLAGS = $(AM_CFLAGS) $(CMOCKA_CFLAGS) $(GCCJIT_CFLAGS) $(CJSON_CFLAGS)
CX_TEST_LIBS = $(CX_COMPILER_LIBS) libcortexrt.la $(CMOCKA_LIBS) $(GCCJIT_LIBS) $(CJSON_LIBS) -lm

include tests/lang.mk
include tests/parser.mk
include tests/sema.mk
include tests/ir.mk
include tests/loops.mk
include tests/backend.mk
include tests/interp.mk
include tests/runtime.mk
include tests/weights.mk
include tests/diagnostics.mk
include tests/e2e.mk
include tests/linearize.mk
include tests/progress.mk
include tests/viz.mk
include tests/install.mk
include tests/reliability.mk
include tests/limits.mk
include tests/files.mk
include tests/repl.mk
include tests/jit.mk
include tests/bench.mk
include tests/build.mk
include tests/python.mk
