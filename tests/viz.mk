# tests for `cortex viz` and `cortex ir --dot` (Graphviz output).
TESTS += tests/viz.sh
EXTRA_DIST += tests/viz.sh
