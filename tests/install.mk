# The installed tree, checked by `make installcheck` (and so by `make
# distcheck`, which installs, runs installcheck, then uninstalls); the rule
# is installcheck-local in Makefile.am.
EXTRA_DIST += tests/install.sh
