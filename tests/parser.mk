# tests for parser/ (flex + bison front end) and the AST printers
check_PROGRAMS += tests/test_lexer tests/test_parser
tests_test_lexer_SOURCES = tests/test_lexer.c
tests_test_lexer_CFLAGS = $(CX_TEST_FLAGS)
tests_test_lexer_LDADD = libcxparser.la libcxbase.la $(CMOCKA_LIBS)
tests_test_parser_SOURCES = tests/test_parser.c
tests_test_parser_CFLAGS = $(CX_TEST_FLAGS)
tests_test_parser_LDADD = libcxparser.la libcxbase.la $(CMOCKA_LIBS)
TESTS += tests/test_lexer tests/test_parser
