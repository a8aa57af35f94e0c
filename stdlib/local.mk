# stdlib/: the runtime library (libcortexrt) and the .cx standard library.
libcortexrt_la_SOURCES += stdlib/cxrt.h
stdlibcxdir = $(pkgdatadir)/cx
dist_stdlibcx_DATA =
