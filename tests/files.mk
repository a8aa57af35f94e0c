# Files in and out: output files (regular, links, devices, FIFOs), standard
# output on /dev/full, signals during a write, input limits, FIFOs and
# devices as inputs (tests/files.sh; docs/cli.md, "Files").
TESTS += tests/files.sh
EXTRA_DIST += tests/files.sh
