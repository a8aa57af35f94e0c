# tests for sema
check_PROGRAMS += tests/test_sema
tests_test_sema_SOURCES = tests/test_sema.c
tests_test_sema_CFLAGS = $(CX_TEST_FLAGS)
tests_test_sema_LDADD = libcxsema.la libcxparser.la libcxbase.la $(CMOCKA_LIBS)
TESTS += tests/test_sema
