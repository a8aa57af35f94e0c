#!/bin/sh
# The interpreter against an independent NumPy reference (tests/ref/):
# hand-set weights, small sizes, every example.
. "${top_srcdir:-.}/tests/load_lib.sh"
command -v python3 >/dev/null || { echo "python3 is required for this test (apt-get install python3)"; exit 1; }
checks=1
cd "$top_srcdir" && python3 tests/ref/compare.py --cortex "$CORTEX" || failures=1
finish
