# lang/base/: the base layer, below the parser: source manager, diagnostics,
# arenas, interning, the AST and its printers (libcxbase).
libcxbase_la_SOURCES += \
	lang/base/arena.c lang/base/arena.h \
	lang/base/intern.c lang/base/intern.h \
	lang/base/source.c lang/base/source.h \
	lang/base/diag.c lang/base/diag.h \
	lang/base/ast.h lang/base/ast.c lang/base/ast_print.c
