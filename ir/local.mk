# ir/: the recursive IR, its passes, the schedule and the loop IR.
libcxir_la_SOURCES += ir/ir.h ir/ir.c ir/lower.c ir/passes.c ir/verify.c
