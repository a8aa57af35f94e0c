# lang/: semantic analysis, sessions and imports (libcxsema)
libcxsema_la_SOURCES += \
	lang/sema_internal.h \
	lang/sema.c \
	lang/sema_expr.c \
	lang/sema_stmt.c \
	lang/sema_util.c \
	lang/builtins.c \
	lang/module.c \
	lang/session.c
