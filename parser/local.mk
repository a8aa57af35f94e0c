# parser/: flex + bison front end (libcxparser).
#
# The grammar and the scanner are generated into the build tree
# (parser/cx_parse.[ch], parser/cx_scan.c), so VPATH builds and distcheck
# work from a read-only source tree; the generated files are not
# distributed (configure requires bison >= 3.8 and flex).  Explicit rules
# call $(BISON) and $(FLEX) directly: Automake's yacc support would pass
# -y, which bison 3.8 discourages.
libcxparser_la_SOURCES += \
	parser/parser.h parser/parse_internal.h parser/parse.c
nodist_libcxparser_la_SOURCES = \
	parser/cx_parse.c parser/cx_parse.h parser/cx_scan.c
# Generated code is not written to our warning standard.
libcxparser_la_CFLAGS = $(AM_CFLAGS) -Wno-sign-compare -Wno-unused-function \
	-Wno-missing-prototypes
EXTRA_DIST += parser/cx_parse.y parser/cx_scan.l
BUILT_SOURCES += parser/cx_parse.c parser/cx_parse.h parser/cx_scan.c
CLEANFILES += parser/cx_parse.c parser/cx_parse.h parser/cx_parse.stamp \
	parser/cx_parse.stamp.tmp parser/cx_scan.c

# bison writes two files in one run: a stamp makes that one make target, so
# a parallel make never runs bison twice (the pattern of bison's own
# examples/c/reccalc).
parser/cx_parse.stamp: $(srcdir)/parser/cx_parse.y
	$(AM_V_GEN)rm -f $@ $@.tmp
	$(AM_V_at)$(MKDIR_P) parser
	$(AM_V_at)touch $@.tmp
	$(AM_V_at)$(BISON) -Wall -Werror -o parser/cx_parse.c \
	  --header=parser/cx_parse.h $(srcdir)/parser/cx_parse.y
	$(AM_V_at)mv $@.tmp $@

parser/cx_parse.c parser/cx_parse.h: parser/cx_parse.stamp
	@test -f $@ || rm -f parser/cx_parse.stamp
	@test -f $@ || $(MAKE) $(AM_MAKEFLAGS) parser/cx_parse.stamp

parser/cx_scan.c: $(srcdir)/parser/cx_scan.l
	$(AM_V_GEN)$(MKDIR_P) parser
	$(AM_V_at)$(FLEX) -o $@ $(srcdir)/parser/cx_scan.l

# Dependency tracking learns these only after a first compile; spell them
# out so that building just libcxparser.la from a clean tree is ordered.
parser/libcxparser_la-parse.lo parser/libcxparser_la-cx_scan.lo \
parser/libcxparser_la-cx_parse.lo: parser/cx_parse.h
