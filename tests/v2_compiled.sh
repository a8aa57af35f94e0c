#!/bin/sh
# Language v2 in the compiled backend against the interpreter, on random
# structures (tests/gen_structures.py, fixed seeds), each in batches of 1,
# 7 and all the structures, with one and two threads: the contraction
# shapes of `@` (tests/v2_compiled/contract.cx, examples/rntn.cx, and a
# built RNTN program).  Every
# output must agree within tests/json_close.py's tolerances, and the
# compiled outputs must be identical whatever the batch and the threads.
. "${top_srcdir:-.}/tests/lib.sh"
command -v python3 >/dev/null || { echo "python3 is required for this test (apt-get install python3)"; exit 1; }
GEN="$top_srcdir/tests/gen_structures.py"
T="$top_srcdir/tests/v2_compiled"

# diff_model TAG MODEL.cx DATA [cortex options...]
diff_model() {
  tag=$1 m=$2 d=$3
  shift 3
  expect_status 0 "$CORTEX" run "$m" --data "$d" --data-format graph --seed 5 --format json "$@"
  cp "$OUT" "$WORK/want.json"
  first=
  for bt in "1 1" "7 2" "1000 1"; do
    b=${bt% *} th=${bt#* }
    expect_status 0 "$CORTEX" run "$m" --data "$d" --data-format graph --seed 5 --format json --jit \
      --batch "$b" --threads "$th" "$@"
    checks=$((checks + 1))
    python3 "$top_srcdir/tests/json_close.py" "$WORK/want.json" "$OUT" ||
      fail "$tag: $m --batch $b --threads $th: the compiled outputs differ from the interpreter's"
    if [ -z "$first" ]; then
      cp "$OUT" "$WORK/first.json"
      first=1
    else
      checks=$((checks + 1))
      cmp -s "$WORK/first.json" "$OUT" || fail "$tag: $m --batch $b --threads $th: not identical to --batch 1"
    fi
  done
}

for seed in 1 2; do
  python3 "$GEN" tree "$seed" 24 300 5 >"$WORK/trees.graph"
  diff_model "contractions, random trees, seed $seed" "$T/contract.cx" "$WORK/trees.graph"
  python3 "$GEN" binary "$seed" 24 300 2 >"$WORK/binary.graph"
  diff_model "RNTN, random binary trees, seed $seed" "$EX/rntn.cx" "$WORK/binary.graph" -D H=8 -D VOCAB=50
done

# A built program prints what cortex run prints (the RNTN's tensor layer).
expect_status 0 "$CORTEX" build "$EX/rntn.cx" -D H=8 -D VOCAB=50 -o "$WORK/rntn"
expect_status 0 "$CORTEX" run "$EX/rntn.cx" -D H=8 -D VOCAB=50 --data "$WORK/binary.graph" --seed 5 --format json
cp "$OUT" "$WORK/want.json"
expect_status 0 "$WORK/rntn" --data "$WORK/binary.graph" --seed 5 --format json
checks=$((checks + 1))
python3 "$top_srcdir/tests/json_close.py" "$WORK/want.json" "$OUT" || fail "the built RNTN differs from cortex run"

finish
