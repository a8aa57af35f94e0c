# tests for the progress bar (stdlib/progress.c).
check_PROGRAMS += tests/test_progress
tests_test_progress_SOURCES = tests/test_progress.c
tests_test_progress_CFLAGS = $(CX_TEST_FLAGS)
tests_test_progress_LDADD = libcortexrt.la $(CMOCKA_LIBS) $(CJSON_LIBS) -lm
TESTS += tests/test_progress
