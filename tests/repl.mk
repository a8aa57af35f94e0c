# tests for the REPL: its core through cmocka, and scripted sessions
# through `cortex repl < script.cxr`.
check_PROGRAMS += tests/test_repl
tests_test_repl_SOURCES = tests/test_repl.c
tests_test_repl_CFLAGS = $(CX_TEST_FLAGS)
tests_test_repl_LDADD = libcxrepl.la $(CX_TEST_LIBS)
# (tests/tty.sh, in e2e.mk, drives the REPL on a real terminal.)
TESTS += tests/test_repl tests/repl_session.sh
EXTRA_DIST += tests/repl_session.sh tests/repl/basic.cxr tests/repl/error.cxr
