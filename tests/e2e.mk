# End-to-end tests through the cortex command.
TESTS += tests/cli.sh tests/examples.sh tests/ref_numerics.sh tests/run_options.sh tests/stages.sh
EXTRA_DIST += tests/lib.sh tests/load_lib.sh tests/cli.sh tests/examples.sh tests/ref_numerics.sh tests/run_options.sh tests/ref tests/stages.sh tests/stages

# Parity with PyTorch (needs Debian's python3-torch; prints why and
# succeeds when torch is absent).  Not part of make check: it takes 2-3
# minutes (thirteen models, 208 comparisons) and needs torch.
check-pytorch: cortex$(EXEEXT)
	$(AM_V_at)top_srcdir='$(abs_top_srcdir)' CORTEX='$(abs_top_builddir)/cortex' \
	  $(SHELL) '$(abs_top_srcdir)/tests/pytorch/check.sh'
.PHONY: check-pytorch
EXTRA_DIST += tests/pytorch tools/demo.sh tools/test_failures.sh tools/cortex-export tools/sst_accuracy.py \
	tools/train_treelstm.py tools/init_weights.py bench
# tests/cli_docs.sh: every option of the source in --help, cli.md and the
# man page; every command in the man page's SYNOPSIS.
TESTS += tests/cli_docs.sh
EXTRA_DIST += tests/cli_docs.sh
# tests/tty.sh: the command on a real terminal (tmux): the REPL's history,
# Ctrl-C and warnings, cortex run's progress bar and --no-progress.
TESTS += tests/tty.sh
EXTRA_DIST += tests/tty.sh
