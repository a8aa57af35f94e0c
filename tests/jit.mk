# tests for the schedule (loop IR) and backend/jit: the compiled code
# against the interpreter, in C (test_jit) and through the cortex command
# on every example (differential.sh).
check_PROGRAMS += tests/test_jit
tests_test_jit_SOURCES = tests/test_jit.c
tests_test_jit_CFLAGS = $(CX_TEST_FLAGS)
tests_test_jit_LDADD = $(CX_TEST_LIBS)
TESTS += tests/test_jit tests/differential.sh tests/ablation.sh tests/jit_views.sh tests/compile_signals.sh
# --weights-dtype bf16 (docs/performance.md)
TESTS += tests/bf16.sh
EXTRA_DIST += tests/bf16.sh
# Row-split levels on 2 and 3 threads, on and off: one thread's bytes.
TESTS += tests/rowsplit.sh
EXTRA_DIST += tests/rowsplit.sh
EXTRA_DIST += tests/differential.sh tests/ablation.sh tests/jit_views.sh tests/jit_views.py tests/compile_signals.sh \
	tests/signal_run.py
# Differential fuzzing: random programs (tests/cxgen.py) through both
# backends (tests/fuzz_diff.py); tools/fuzz_differential.sh runs a longer
# campaign.
TESTS += tests/differential_fuzz.sh
EXTRA_DIST += tests/differential_fuzz.sh tests/cxgen.py tests/fuzz_diff.py tools/fuzz_differential.sh
# backend/jit/vmath.c's exp, tanh and sigmoid against libm (ulp bounds,
# IEEE special values, vectorization).
check_PROGRAMS += tests/test_vmath
tests_test_vmath_SOURCES = tests/test_vmath.c
tests_test_vmath_CFLAGS = $(CX_TEST_FLAGS)
tests_test_vmath_LDADD = $(CX_TEST_LIBS)
TESTS += tests/test_vmath
# Generated code linear in the model (issue 17): cx_classify's one
# comparison per branch.
TESTS += tests/compile_size.sh
EXTRA_DIST += tests/compile_size.sh
# A model compiled in parts, in parallel (backend/jit/parallel.c): the
# same results as one unit, errors once, stop signals clean up.
TESTS += tests/parallel_compile.sh
EXTRA_DIST += tests/parallel_compile.sh tests/parallel/arity10.cx
# cortex run --jit --handover: the interpreter serves while the model
# compiles, then the compiled code runs the rest.
TESTS += tests/handover.sh
EXTRA_DIST += tests/handover.sh
