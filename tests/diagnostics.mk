# golden diagnostics: tests/diagnostics/*.cx are bad programs, each stating
# the first diagnostic `cortex check` must print (see tests/diagnostics.sh);
# docs/diagnostics.md shows their output class by class.
TESTS += tests/diagnostics.sh
EXTRA_DIST += tests/diagnostics.sh tests/diagnostics docs/diagnostics.md
