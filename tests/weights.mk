# tests for stdlib weights: safetensors I/O, binding, seeded initialization.
WEIGHTS_TEST_LIBS = libcortexrt.la $(CMOCKA_LIBS) $(CJSON_LIBS) -lm

check_PROGRAMS += tests/test_safetensors tests/test_weights tests/test_init_dump
tests_test_safetensors_SOURCES = tests/test_safetensors.c
tests_test_safetensors_CFLAGS = $(CX_TEST_FLAGS)
tests_test_safetensors_LDADD = $(WEIGHTS_TEST_LIBS)
tests_test_weights_SOURCES = tests/test_weights.c
tests_test_weights_CFLAGS = $(CX_TEST_FLAGS)
tests_test_weights_LDADD = $(WEIGHTS_TEST_LIBS)
# A helper, not a test: writes cxrt_init_weights' output for tests/init_weights_py.sh.
tests_test_init_dump_SOURCES = tests/test_init_dump.c
tests_test_init_dump_CFLAGS = $(AM_CFLAGS)
tests_test_init_dump_LDADD = $(WEIGHTS_TEST_LIBS)

TESTS += tests/test_safetensors tests/test_weights tests/init_weights_py.sh
EXTRA_DIST += tests/init_weights_py.sh tools/init_weights.py
