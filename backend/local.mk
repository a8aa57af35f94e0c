# backend/: the reference interpreter (interp/) and the libgccjit compiler (jit/).
libcxinterp_la_SOURCES += backend/interp/interp.h backend/interp/interp.c
# backend/jit/: the loop IR compiled with libgccjit, and the run API.
noinst_LTLIBRARIES += libcxjit.la
libcxjit_la_SOURCES = backend/jit/jit.h backend/jit/jit_internal.h backend/jit/codegen_internal.h \
	backend/jit/codegen.c backend/jit/gen_expr.c backend/jit/gen_dot.c backend/jit/gen_gemm.c \
	backend/jit/gen_colgemm.c backend/jit/gen_elems.c backend/jit/gen_velems.c backend/jit/gen_func.c backend/jit/gen_entry.c backend/jit/options.c backend/jit/jit.c \
	backend/jit/child.c \
	backend/jit/parallel.c \
	backend/jit/vmath.h backend/jit/vmath.c
libcxjit_la_CFLAGS = $(AM_CFLAGS) $(GCCJIT_CFLAGS)
libcxjit_la_LIBADD = $(GCCJIT_LIBS)
# The model's description for the runtime (blob.c), the compiled-code
# cache (cache.c, keyed and checked with SHA-256) and cortex build (build.c).
libcxjit_la_SOURCES += backend/jit/blob.c backend/jit/cache.c backend/jit/build.c \
	stdlib/sha256.h stdlib/sha256.c
EXTRA_DIST += docs/embedding.md
# vmath.c: the vectorizable exp, tanh and sigmoid.
EXTRA_DIST += docs/vector-math.md
# backend/backend.[ch]: one table of entry points per backend (the
# interpreter, the compiled code), through which the driver, cortex bench
# and the REPL run a model.
noinst_LTLIBRARIES += libcxbackend.la
libcxbackend_la_SOURCES = backend/backend.h backend/backend.c
libcxbackend_la_CFLAGS = $(AM_CFLAGS) $(GCCJIT_CFLAGS)
