# the backend interface (backend/backend.h): both backends through one table.
check_PROGRAMS += tests/test_backend
tests_test_backend_SOURCES = tests/test_backend.c
tests_test_backend_CFLAGS = $(CX_TEST_FLAGS)
tests_test_backend_LDADD = tests/libcxtestutil.la $(CX_TEST_LIBS)
TESTS += tests/test_backend
