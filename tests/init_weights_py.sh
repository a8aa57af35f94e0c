#!/bin/sh
# The seeded initialization is specified in docs/formats.md precisely
# enough to reimplement; tools/init_weights.py is that reimplementation.
# Check that it and the C runtime write byte-identical files.
# Exit 77 (automake: SKIP) only when there is no python3.
set -u
srcdir=${top_srcdir:-.}
builddir=${top_builddir:-.}
PY=${PYTHON3:-python3}
if ! command -v "$PY" >/dev/null 2>&1; then
  echo "SKIP: no python3 ($PY) to run tools/init_weights.py"
  exit 77
fi
dump="$builddir/tests/test_init_dump"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cx-initpy.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

fail=0
check() { # SEED PARAM...
  seed=$1
  shift
  if ! "$dump" "$seed" "$tmp/c.safetensors" "$@"; then
    echo "FAIL: test_init_dump $seed $*"
    fail=1
    return
  fi
  if ! "$PY" "$srcdir/tools/init_weights.py" --seed "$seed" -o "$tmp/py.safetensors" "$@"; then
    echo "FAIL: init_weights.py --seed $seed $*"
    fail=1
    return
  fi
  if cmp "$tmp/c.safetensors" "$tmp/py.safetensors"; then
    echo "ok: seed $seed: $*"
  else
    echo "FAIL: C and Python differ for seed $seed: $*"
    fail=1
  fi
}

# Scalars, vectors, matrices, rank 3, odd element counts, zero-size dims.
check 0 s: b:7 W:5x3 T:2x3x5 E:50x16 z:0x4
check 42 E:100x16 W_i:16x16 U_i_l:16x16 b_i:16 W_s:5x16 b_s:5
check 18446744073709551615 W:33x65 b:1
# Shared keys and row slices: gates stored as one tensor, a gap, a bound name.
check 7 W_i=lstm.w@0:4:4x3 W_f=lstm.w@4:8:4x3 W_o=lstm.w@12:16:4x3 lin=encoder.lin.weight:6x4
# A non-ASCII name hashes by its UTF-8 bytes.
check 3 'émbed:4x2' 'Ω:3'
# Enough values to meet every branch of the sin/cos folding many times.
check 12345 big:300x200
exit $fail
