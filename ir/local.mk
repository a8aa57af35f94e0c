# ir/: the recursive IR, its passes, the schedule and the loop IR.
libcxir_la_SOURCES += ir/ir.h ir/ir.c ir/lower.c ir/passes.c ir/verify.c
libcxir_la_SOURCES += ir/loops.h ir/schedule.c ir/schedule_internal.h ir/loops_build.c ir/sched_classify.c ir/sched_gen.c ir/sched_leaf.c ir/fuse.c ir/gemm.c ir/leafconst.c ir/leafprod.c ir/refactor.c ir/quadform.c ir/hoist.c ir/leaftable.c ir/rowsplit.c ir/dotpairs.c ir/loops_print.c ir/loops_query.c ir/loops_verify.c
libcxir_la_SOURCES += ir/ir_dot.h ir/ir_dot.c
