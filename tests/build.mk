# The compiled-code cache, cortex build (executables, shared libraries and
# their C API, examples/embed) and the compiled backend against the
# interpreter on random structures.
check_PROGRAMS += tests/test_sha256 tests/test_compiled tests/test_cache
tests_test_sha256_SOURCES = tests/test_sha256.c stdlib/sha256.c stdlib/sha256.h
tests_test_sha256_CFLAGS = $(AM_CFLAGS) $(CMOCKA_CFLAGS)
tests_test_sha256_LDADD = $(CMOCKA_LIBS)
tests_test_compiled_SOURCES = tests/test_compiled.c
tests_test_compiled_CFLAGS = $(CX_TEST_FLAGS)
tests_test_compiled_LDADD = $(CX_TEST_LIBS)
tests_test_cache_SOURCES = tests/test_cache.c
tests_test_cache_CFLAGS = $(CX_TEST_FLAGS)
tests_test_cache_LDADD = $(CX_TEST_LIBS) -lpthread
# tests/build.sh compiles programs against built libraries with $(CC).
AM_TESTS_ENVIRONMENT += CC='$(CC)'; export CC;
# tests/embed_tsan.sh: ThreadSanitizer on tests/embed_check.c, registered
# only in a --enable-sanitizers=thread build (.ci/run's third stage), so no
# other build reports it as skipped.
AM_TESTS_ENVIRONMENT += SAN_CFLAGS='$(SAN_CFLAGS)'; export SAN_CFLAGS;
TESTS += tests/test_sha256 tests/test_compiled tests/test_cache tests/cache.sh tests/build.sh tests/differential_random.sh tests/differential_passes.sh tests/v2_compiled.sh tests/nodeints.sh tests/v2_reductions.sh
if TSAN_BUILD
TESTS += tests/embed_tsan.sh
endif
EXTRA_DIST += tests/cache.sh tests/build.sh tests/embed_tsan.sh tests/differential_random.sh tests/differential_passes.sh tests/passes tests/v2_compiled.sh tests/v2_compiled tests/nodeints.sh tests/nodeints tests/v2_reductions.sh tests/v2_reductions tests/gen_structures.py \
	tests/json_close.py tests/embed_check.c
