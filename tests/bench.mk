# cortex bench: the JSON and text reports and usage errors (tests/bench.sh;
# no timing assertions).  bench/compare.py, the PyTorch comparison, is run
# by hand: see bench/README.md.
TESTS += tests/bench.sh
EXTRA_DIST += tests/bench.sh
