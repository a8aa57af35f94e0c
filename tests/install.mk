# The installed tree, checked by `make installcheck` (and so by `make
# distcheck`, which installs, runs installcheck, then uninstalls); the rule
# is installcheck-local in Makefile.am.
EXTRA_DIST += tests/install.sh
# tests/install_prefix.sh: make install prefix=DIR and DESTDIR=DIR, each
# followed by make installcheck and make uninstall, in make check.
TESTS += tests/install_prefix.sh
EXTRA_DIST += tests/install_prefix.sh
AM_TESTS_ENVIRONMENT += MAKE='$(MAKE)'; export MAKE;
