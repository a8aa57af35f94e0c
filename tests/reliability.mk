# Hostile input and long runs (docs/reliability.md).
#
# test_regress replays every fuzz seed (fuzz/corpus/TARGET/) and every
# saved finding (tests/regress/TARGET/) through the fuzz targets' own
# entry points, built here with the project's compiler and flags (so
# under ASan and UBSan with --enable-sanitizers).
check_PROGRAMS += tests/test_regress
tests_test_regress_SOURCES = tests/test_regress.c fuzz/fuzz.h fuzz/fuzz_data.c \
	fuzz/fuzz_frontend.c fuzz/fuzz_ptb.c fuzz/fuzz_conllu.c fuzz/fuzz_graph.c \
	fuzz/fuzz_seq.c fuzz/fuzz_vocab.c fuzz/fuzz_safetensors.c fuzz/fuzz_repl.c
tests_test_regress_CFLAGS = $(CX_TEST_FLAGS)
tests_test_regress_LDADD = libcxrepl.la $(CX_TEST_LIBS)
TESTS += tests/test_regress
EXTRA_DIST += tests/regress

# Numerical robustness of the interpreter: overflow in exp, tanh,
# sigmoid, softmax and log_softmax gives PyTorch's IEEE results.
check_PROGRAMS += tests/test_interp_numerics
tests_test_interp_numerics_SOURCES = tests/test_interp_numerics.c
tests_test_interp_numerics_CFLAGS = $(CX_TEST_FLAGS)
tests_test_interp_numerics_LDADD = tests/libcxtestutil.la $(CX_TEST_LIBS)
TESTS += tests/test_interp_numerics

# Sanitizer builds: LeakSanitizer ignores libgccjit's own allocations
# (tests/lsan.supp says why); every other leak still fails the test.
AM_TESTS_ENVIRONMENT += \
	if test -n '$(SAN_CFLAGS)'; then \
	  LSAN_OPTIONS="suppressions=$(abs_top_srcdir)/tests/lsan.supp:print_suppressions=0$${LSAN_OPTIONS:+:$$LSAN_OPTIONS}"; \
	  export LSAN_OPTIONS; \
	fi;
EXTRA_DIST += tests/lsan.supp

# valgrind memcheck over the cortex command (.ci/run; too slow for make check).
EXTRA_DIST += tests/valgrind.sh

# Allocation failures (docs/reliability.md): every allocation of each
# runtime entry point fails once, in turn; tests/failalloc.c interposes
# malloc and friends in this program only (exported, so that a library
# it dlopens allocates through it too).
check_PROGRAMS += tests/test_alloc_fail
tests_test_alloc_fail_SOURCES = tests/test_alloc_fail.c tests/failalloc.c tests/failalloc.h
tests_test_alloc_fail_CFLAGS = $(CX_TEST_FLAGS)
tests_test_alloc_fail_LDFLAGS = -export-dynamic
tests_test_alloc_fail_LDADD = tests/libcxtestutil.la $(CX_TEST_LIBS) -ldl
TESTS += tests/test_alloc_fail

# NaN and Inf: the backends fail on the same runs (docs/reliability.md).
TESTS += tests/nonfinite.sh
EXTRA_DIST += tests/nonfinite.sh
