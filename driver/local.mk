# driver/: the `cortex` command.
bin_PROGRAMS += cortex
cortex_SOURCES = driver/main.c driver/driver.h driver/common.c driver/cmd_check.c \
	driver/cmd_ir.c driver/cmd_run.c driver/cmd_init.c driver/cmd_repl.c
cortex_CFLAGS = $(AM_CFLAGS) $(GCCJIT_CFLAGS) $(LIBEDIT_CFLAGS)
cortex_LDADD = libcxrepl.la $(CX_COMPILER_LIBS) libcortexrt.la $(GCCJIT_LIBS) $(CJSON_LIBS) $(LIBEDIT_LIBS) -lm

# The REPL core (no terminal), a library of its own for tests/test_repl.
noinst_LTLIBRARIES += libcxrepl.la
libcxrepl_la_SOURCES = driver/repl.c driver/repl.h driver/repl_internal.h driver/repl_commands.c driver/repl_run.c \
	driver/repl_complete.c driver/memfit.c driver/memfit.h \
	driver/load.c driver/load.h
# cortex run --jit --handover and the REPL's :handover: the interpreter
# serves while the model compiles
libcxrepl_la_SOURCES += driver/handover.h driver/handover.c
# cortex viz: a structure as a Graphviz graph.
cortex_SOURCES += driver/cmd_viz.c
cortex_SOURCES += driver/cmd_bench.c
# Installed, cortex finds libcortexrt without ldconfig (libtool leaves the
# rpath out for folders in ld.so.conf, such as /usr/local/lib, and expects
# `ldconfig` after `make install`): first beside its own folder
# (PREFIX/bin/../lib, so a moved tree keeps working, as the stdlib does),
# then in the configured libdir.
cortex_LDFLAGS = $(AM_LDFLAGS) -Wl,-rpath,'$$ORIGIN/../lib' -Wl,-rpath,$(libdir)
# cortex build: the runtime archive (stdlib/local.mk) it links into what
# it builds, found beside cortex in a build tree or in $(pkglibdir), and
# the libraries that archive needs.
cortex_SOURCES += driver/cmd_build.c
cortex_CFLAGS += -DCX_PKGLIB_DIR='"$(pkglibdir)"' -DCX_BUILD_LIBS='"$(CJSON_LIBS) -lm -lpthread"'
