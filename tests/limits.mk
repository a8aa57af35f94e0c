# Limits with clear errors: sizes, nesting, long lines, files that are
# not what they claim (tests/limits.sh).
TESTS += tests/limits.sh
EXTRA_DIST += tests/limits.sh
