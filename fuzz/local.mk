# fuzz/: libFuzzer targets for every kind of untrusted input, and their
# seed corpora.  `make fuzz` (a developer target, clang only) builds and
# runs them: see fuzz/run.sh and docs/reliability.md.  The targets' code
# is also compiled into tests/test_regress (tests/reliability.mk), which
# replays the seeds and the saved findings in `make check`.
FUZZ_SECONDS = 60
FUZZ_JOBS = 2
FUZZ_TARGETS = frontend ptb conllu graph seq vocab safetensors repl

EXTRA_DIST += docs/reliability.md fuzz/run.sh fuzz/corpus fuzz/frontend.dict \
	fuzz/graph.dict fuzz/conllu.dict fuzz/ptb.dict fuzz/safetensors.dict

fuzz: parser/cx_parse.c parser/cx_parse.h parser/cx_scan.c config.h
	@srcdir='$(srcdir)' builddir='$(builddir)' \
	FUZZ_SECONDS='$(FUZZ_SECONDS)' FUZZ_JOBS='$(FUZZ_JOBS)' FUZZ_TARGETS='$(FUZZ_TARGETS)' \
	FUZZ_SOURCES='$(libcxbase_la_SOURCES) $(libcxparser_la_SOURCES) $(nodist_libcxparser_la_SOURCES) $(libcxsema_la_SOURCES) $(libcxir_la_SOURCES) $(libcxinterp_la_SOURCES) $(libcortexrt_la_SOURCES) $(libcxjit_la_SOURCES) $(libcxbackend_la_SOURCES) $(libcxrepl_la_SOURCES)' \
	CJSON_CFLAGS='$(CJSON_CFLAGS)' CJSON_LIBS='$(CJSON_LIBS)' \
	GCCJIT_CFLAGS='$(GCCJIT_CFLAGS)' GCCJIT_LIBS='$(GCCJIT_LIBS)' CC='$(CC)' \
	$(SHELL) $(srcdir)/fuzz/run.sh

clean-local: clean-fuzz
clean-fuzz:
	-rm -rf fuzz/out

.PHONY: fuzz clean-fuzz
