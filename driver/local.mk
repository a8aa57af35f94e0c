# driver/: the `cortex` command.
bin_PROGRAMS += cortex
cortex_SOURCES = driver/main.c driver/driver.h driver/common.c driver/cmd_check.c \
	driver/cmd_ir.c driver/cmd_run.c driver/cmd_init.c
cortex_CFLAGS = $(AM_CFLAGS) $(GCCJIT_CFLAGS)
cortex_LDADD = $(CX_COMPILER_LIBS) libcortexrt.la $(GCCJIT_LIBS) $(CJSON_LIBS) $(LIBEDIT_LIBS) -lm
