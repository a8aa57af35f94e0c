#!/bin/sh
# PyTorch interoperability checks (the lead wires `make check-pytorch`):
#   tests/pytorch/test_export.py  tools/cortex-export: layout, inputs, dtypes,
#                                 atomic writes, and Cortex loads its files
#   tests/pytorch/parity.py       the fourteen zoo models in PyTorch (per node
#                                 and level-batched) vs `cortex run` on the
#                                 same data and exported weights (--jit rows
#                                 of a model the compiled backend refuses
#                                 print "deferred: ...")
# Needs a Python with torch: $TORCH_PYTHON, else /usr/bin/python3 (Debian's
# python3-torch), else python3.  Without torch it prints why and exits 0.
#   CORTEX=./cortex sh tests/pytorch/check.sh
set -u
srcdir=${top_srcdir:-$(cd "$(dirname "$0")/../.." && pwd)}
builddir=${top_builddir:-$srcdir}
CORTEX=${CORTEX:-$builddir/cortex}
export CORTEX

PY=
for p in ${TORCH_PYTHON:-} /usr/bin/python3 python3; do
  if command -v "$p" >/dev/null 2>&1 && "$p" -c 'import torch' >/dev/null 2>&1; then
    PY=$p
    break
  fi
done
if [ -z "$PY" ]; then
  echo "skipped: torch not installed (tried \$TORCH_PYTHON, /usr/bin/python3 and python3;"
  echo "  on Debian: apt-get install python3-torch, or set TORCH_PYTHON)"
  exit 0
fi
if [ ! -x "$CORTEX" ]; then
  echo "FAIL: $CORTEX is not built (make cortex), or set CORTEX"
  exit 1
fi

status=0
echo "== tools/cortex-export ($PY)"
"$PY" "$srcdir/tests/pytorch/test_export.py" --cortex "$CORTEX" || status=1
echo "== PyTorch vs Cortex parity"
"$PY" "$srcdir/tests/pytorch/parity.py" --cortex "$CORTEX" || status=1
if [ $status = 0 ]; then echo "check-pytorch: all passed"; else echo "check-pytorch: FAILED"; fi
exit $status
