# The installed tree, checked by `make installcheck` (and so by `make
# distcheck`, which installs, runs installcheck, then uninstalls); the rule
# is installcheck-local in Makefile.am.
EXTRA_DIST += tests/install.sh
# tests/install_prefix.sh: make install prefix=DIR and DESTDIR=DIR, each
# followed by make installcheck and make uninstall, in make check.
TESTS += tests/install_prefix.sh
# `make install prefix=DIR` relinks cortex for DIR's libdir, and libtool
# moves the build tree's ./cortex aside while it does: a test starting
# then fails with status 127 (the CI failure of 2026-12-01: cli.sh,
# limits.sh, test_alloc_fail).  So this one runs after every other test.
tests/install_prefix.log: $(TEST_LOGS:tests/install_prefix.log=)
EXTRA_DIST += tests/install_prefix.sh
AM_TESTS_ENVIRONMENT += MAKE='$(MAKE)'; export MAKE;
