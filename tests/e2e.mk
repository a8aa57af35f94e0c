# End-to-end tests through the cortex command.
TESTS += tests/cli.sh tests/examples.sh tests/ref_numerics.sh tests/run_options.sh
EXTRA_DIST += tests/lib.sh tests/cli.sh tests/examples.sh tests/ref_numerics.sh tests/run_options.sh tests/ref
