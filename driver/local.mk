# driver/: the `cortex` command.
bin_PROGRAMS += cortex
cortex_SOURCES = driver/main.c
cortex_CFLAGS = $(AM_CFLAGS) $(GCCJIT_CFLAGS)
cortex_LDADD = $(CX_COMPILER_LIBS) libcortexrt.la $(GCCJIT_LIBS) $(CJSON_LIBS) $(LIBEDIT_LIBS) -lm
