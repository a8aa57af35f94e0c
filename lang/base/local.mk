# lang/: source manager, diagnostics, arenas, interning, AST, semantic analysis.
libcxbase_la_SOURCES += \
	lang/arena.c lang/arena.h \
	lang/intern.c lang/intern.h \
	lang/source.c lang/source.h \
	lang/diag.c lang/diag.h \
	lang/ast.h lang/ast.c lang/ast_print.c lang/session.h
