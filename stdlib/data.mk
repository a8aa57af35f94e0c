# stdlib/: data readers, vocabulary, structures
libcortexrt_la_SOURCES += \
	stdlib/error.c \
	stdlib/data_internal.h \
	stdlib/data.c \
	stdlib/vocab.c \
	stdlib/ptb.c \
	stdlib/conllu.c \
	stdlib/graph.c \
	stdlib/seqdata.c
