#!/bin/sh
# Views of params through the compiled code: rows, rows of rows, slices,
# slices of rows and transposes of rank-2 and rank-3 params, with constant
# and run-time indices, in every position (tests/jit_views.py writes one
# model per view), against the interpreter on random binary trees.  A
# constant row of a rank-3 param once read row 0 (issue 19, finding 1:
# `P5[1] @ P6`, the invariant product's loop ahead of its row index).
#
# The schedule and the code generator do the same at every -fopt-level,
# so the models are compiled at -fopt-level=0 (a fifth of the compile
# time), with the schedule's main paths on and off; the model of the
# issue also at the default level.
. "${top_srcdir:-.}/tests/load_lib.sh"
command -v python3 >/dev/null || { echo "python3 is required for this test (apt-get install python3)"; exit 1; }

python3 "$top_srcdir/tests/jit_views.py" "$WORK/views" >"$WORK/models" || fail "tests/jit_views.py"
python3 "$top_srcdir/tests/gen_structures.py" binary 4 6 15 2 >"$WORK/trees.graph"

# diff_views MODEL [cortex options...]
diff_views() {
  m=$1
  shift
  expect_status 0 "$CORTEX" run "$WORK/views/$m.cx" --data "$WORK/trees.graph" --seed 7 --format json -w
  cp "$OUT" "$WORK/want.json"
  for variant in "" -fno-batch-matmul -fno-gemm-pack; do
    # $variant is one option or none.
    # shellcheck disable=SC2086
    expect_status 0 "$CORTEX" run "$WORK/views/$m.cx" --data "$WORK/trees.graph" --seed 7 --format json -w \
      --jit --batch 3 "$@" $variant
    checks=$((checks + 1))
    python3 "$top_srcdir/tests/json_close.py" "$WORK/want.json" "$OUT" ||
      fail "$m $* $variant: the compiled outputs differ from the interpreter's"
  done
}

diff_views issue19_rank3_const_row
while read -r m; do
  diff_views "$m" -fopt-level=0
done <"$WORK/models"

finish
