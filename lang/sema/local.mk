# lang/sema/: semantic analysis, sessions and imports, above the parser
# (libcxsema).
libcxsema_la_SOURCES += \
	lang/sema/session.h \
	lang/sema/sema_internal.h \
	lang/sema/sema.c \
	lang/sema/sema_expr.c \
	lang/sema/sema_node.c \
	lang/sema/sema_stmt.c \
	lang/sema/sema_util.c \
	lang/sema/builtins.c \
	lang/sema/module.c \
	lang/sema/session.c
