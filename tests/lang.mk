# tests for lang/ core
check_PROGRAMS += tests/test_lang
tests_test_lang_SOURCES = tests/test_lang.c
tests_test_lang_CFLAGS = $(CX_TEST_FLAGS)
tests_test_lang_LDADD = libcxbase.la $(CMOCKA_LIBS)
TESTS += tests/test_lang
