# stdlib/: the runtime library (libcortexrt) and the .cx standard library.
libcortexrt_la_SOURCES += stdlib/cxrt.h stdlib/output.c stdlib/atomic.c stdlib/files.c stdlib/errstr.h
stdlibcxdir = $(pkgdatadir)/cx
dist_stdlibcx_DATA = stdlib/cx/nn.cx
libcortexrt_la_SOURCES += stdlib/linearize.c stdlib/facts.c
libcortexrt_la_SOURCES += stdlib/progress.c
# Compiled models without the compiler: the batch runner of generated
# code (stdlib/compiled.h is its contract with backend/jit), the main of
# built executables and the C API of built shared libraries.
libcortexrt_la_SOURCES += stdlib/compiled.h stdlib/compiled_internal.h stdlib/compiled.c stdlib/compiled_blob.c \
	stdlib/compiled_rows.c stdlib/compiled_leaf.c stdlib/compiled_pool.c stdlib/compiled_readout.c stdlib/compiled_phase.c stdlib/runner.c stdlib/embed.c \
	stdlib/runopts.h stdlib/runopts.c stdlib/closest.h
# What `cortex build` links into the programs and libraries it makes: the
# whole runtime again, position-independent, as a static archive, plus
# the runner's main (pulled in by executables only).  Static so that a
# built file depends on neither libgccjit nor the place libcortexrt.so
# was built or installed, and so that the runtime inside a built shared
# library stays private (only its NAME_* API is exported).  Installed in
# $(pkglibdir); the driver finds it beside itself in a build tree.
# Built without the sanitizers: built programs link no sanitizer runtime.
pkglib_LIBRARIES = libcortexbuild.a
libcortexbuild_a_SOURCES = $(libcortexrt_la_SOURCES) stdlib/runner_main.c
libcortexbuild_a_CFLAGS = $(WARN_CFLAGS) $(CJSON_CFLAGS) -fPIC
