# backend/: the reference interpreter (interp/) and the libgccjit compiler (jit/).
libcxinterp_la_SOURCES += backend/interp/interp.h backend/interp/interp.c
