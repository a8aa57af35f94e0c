# tests for ir/ (RA-IR) and the shared test helpers
noinst_LTLIBRARIES += tests/libcxtestutil.la
tests_libcxtestutil_la_SOURCES = tests/testutil.c tests/testutil.h
tests_libcxtestutil_la_CFLAGS = $(CX_TEST_FLAGS)

check_PROGRAMS += tests/test_ir
tests_test_ir_SOURCES = tests/test_ir.c
tests_test_ir_CFLAGS = $(CX_TEST_FLAGS)
tests_test_ir_LDADD = tests/libcxtestutil.la $(CX_TEST_LIBS)
TESTS += tests/test_ir
