# stdlib/: data readers, vocabulary, structures
libcortexrt_la_SOURCES += \
	stdlib/error.c \
	stdlib/reader.h \
	stdlib/reader.c \
	stdlib/data.c \
	stdlib/vocab.c \
	stdlib/ptb.c \
	stdlib/conllu.c \
	stdlib/graph.c \
	stdlib/seqdata.c
