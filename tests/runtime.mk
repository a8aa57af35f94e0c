# tests for runtime: data readers and the vocabulary.  They read the real
# SST and UD files from $(CORTEX_SHARED) (set by AM_TESTS_ENVIRONMENT).
check_PROGRAMS += tests/test_readers tests/test_vocab
tests_test_readers_SOURCES = tests/test_readers.c
tests_test_readers_CFLAGS = $(CX_TEST_FLAGS)
tests_test_readers_LDADD = libcortexrt.la $(CMOCKA_LIBS) $(CJSON_LIBS) -lm
tests_test_vocab_SOURCES = tests/test_vocab.c
tests_test_vocab_CFLAGS = $(CX_TEST_FLAGS)
tests_test_vocab_LDADD = libcortexrt.la $(CMOCKA_LIBS) $(CJSON_LIBS) -lm
TESTS += tests/test_readers tests/test_vocab
