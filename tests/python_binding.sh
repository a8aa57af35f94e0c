#!/bin/sh
# The Python binding (python/cortex, ctypes over `cortex build --shared`):
# tests/python_binding.py.  Needs python3 with NumPy (./bootstrap installs
# python3-numpy); without them this test fails rather than skips.
. "${top_srcdir:-.}/tests/load_lib.sh"
# $PYTHON, or the first of python3 and /usr/bin/python3 that has NumPy.
PY=
for c in ${PYTHON:-python3 /usr/bin/python3}; do
  if command -v "$c" >/dev/null 2>&1 && "$c" -c 'import numpy' 2>/dev/null; then PY=$c; break; fi
done
if [ -z "$PY" ]; then
  echo "FAIL: no python3 with NumPy (tried ${PYTHON:-python3 /usr/bin/python3}): the Python binding test needs one; install python3-numpy (./bootstrap does)" >&2
  exit 1
fi
export CORTEX top_srcdir
checks=1
"$PY" "$top_srcdir/tests/python_binding.py" || fail "tests/python_binding.py"
finish
