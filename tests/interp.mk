# tests for backend/interp
check_PROGRAMS += tests/test_interp
tests_test_interp_SOURCES = tests/test_interp.c
tests_test_interp_CFLAGS = $(CX_TEST_FLAGS)
tests_test_interp_LDADD = tests/libcxtestutil.la $(CX_TEST_LIBS)
TESTS += tests/test_interp
