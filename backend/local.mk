# backend/: the reference interpreter (interp/) and the libgccjit compiler (jit/).
