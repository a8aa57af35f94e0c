# tests for the loop IR: its verifier fed broken programs, its queries.
check_PROGRAMS += tests/test_loops
tests_test_loops_SOURCES = tests/test_loops.c
tests_test_loops_CFLAGS = $(CX_TEST_FLAGS)
tests_test_loops_LDADD = tests/libcxtestutil.la $(CX_TEST_LIBS)
TESTS += tests/test_loops
