# examples/: the model zoo and its data.
EXTRA_DIST += examples
