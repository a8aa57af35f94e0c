# Files in and out: output files (regular, links, devices, FIFOs), standard
# output on /dev/full, signals during a write (tests/files.sh; docs/cli.md,
# "Output files").
TESTS += tests/files.sh
EXTRA_DIST += tests/files.sh
