# tests for the linearizer (stdlib/linearize.c).
check_PROGRAMS += tests/test_linearize
tests_test_linearize_SOURCES = tests/test_linearize.c
tests_test_linearize_CFLAGS = $(CX_TEST_FLAGS)
tests_test_linearize_LDADD = libcortexrt.la $(CMOCKA_LIBS) $(CJSON_LIBS) -lm
TESTS += tests/test_linearize
