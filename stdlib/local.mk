# stdlib/: the runtime library (libcortexrt) and the .cx standard library.
libcortexrt_la_SOURCES += stdlib/cxrt.h stdlib/output.c stdlib/atomic.c
stdlibcxdir = $(pkgdatadir)/cx
dist_stdlibcx_DATA = stdlib/cx/nn.cx
libcortexrt_la_SOURCES += stdlib/linearize.c
libcortexrt_la_SOURCES += stdlib/progress.c
