#!/bin/sh
# Language v2 in the compiled backend against the interpreter, on random
# structures (tests/gen_structures.py, fixed seeds), each in batches of 1,
# 7 and all the structures, with one and two threads: the contraction
# shapes of `@` (tests/v2_compiled/contract.cx, examples/rntn.cx, and a
# built RNTN program) and node-set reductions (tests/v2_compiled/
# readout.cx: sum, max, mean, a softmax attention, per-node outputs
# reading them; a built program; the forms --jit still refuses).  Every
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
  diff_runs "$tag" "$m" "$d" "1:1 7:2 1000:1" --data-format graph --seed 5 "$@"
}

for seed in 1 2; do
  python3 "$GEN" tree "$seed" 24 300 5 >"$WORK/trees.graph"
  diff_model "contractions, random trees, seed $seed" "$T/contract.cx" "$WORK/trees.graph"
  python3 "$GEN" binary "$seed" 24 300 2 >"$WORK/binary.graph"
  diff_model "RNTN, random binary trees, seed $seed" "$EX/rntn.cx" "$WORK/binary.graph" -D H=8 -D VOCAB=50
  diff_model "node-set reductions, random trees, seed $seed" "$T/readout.cx" "$WORK/trees.graph"
done

# (--batch 1 runs each structure alone and --batch 1000 all of them in one
# batch: diff_model's cmp makes sure a structure's reductions do not
# depend on the batch it is in.)
# What --jit does not run yet is refused with the interpreter's advice.
cat >"$WORK/root.cx" <<'CX'
model root;
param E : [50, 4];
input t : tree[*] { word : int };
rec node(n) -> [4] { return tanh(sum(k in n.children) node(k) + E[n.word]); }
output s = sum(k in t.nodes) (node(k) * node(t.root));
CX
expect_status 1 "$CORTEX" run "$WORK/root.cx" --data "$WORK/trees.graph" --data-format graph --seed 5 --jit
expect_err "the compiled backend does not run node-set reductions that read the root yet; run without --jit"
sed 's/(node(k) \* node(t.root))/(node(k) + E[k.word])/' "$WORK/root.cx" >"$WORK/row.cx"
expect_status 1 "$CORTEX" run "$WORK/row.cx" --data "$WORK/trees.graph" --data-format graph --seed 5 --jit
expect_err "the compiled backend does not run row indices from the data in node-set reductions yet"

# A built program prints what cortex run prints (the RNTN's tensor layer).
expect_status 0 "$CORTEX" build "$EX/rntn.cx" -D H=8 -D VOCAB=50 -o "$WORK/rntn"
expect_status 0 "$CORTEX" run "$EX/rntn.cx" -D H=8 -D VOCAB=50 --data "$WORK/binary.graph" --seed 5 --format json
cp "$OUT" "$WORK/want.json"
expect_status 0 "$WORK/rntn" --data "$WORK/binary.graph" --seed 5 --format json
checks=$((checks + 1))
python3 "$top_srcdir/tests/json_close.py" "$WORK/want.json" "$OUT" || fail "the built RNTN differs from cortex run"

# A built program with node-set reductions prints what cortex run prints.
expect_status 0 "$CORTEX" build "$T/readout.cx" -o "$WORK/readout"
expect_status 0 "$CORTEX" run "$T/readout.cx" --data "$WORK/trees.graph" --data-format graph --seed 5 --format json
cp "$OUT" "$WORK/want.json"
expect_status 0 "$WORK/readout" --data "$WORK/trees.graph" --data-format graph --seed 5 --format json
checks=$((checks + 1))
python3 "$top_srcdir/tests/json_close.py" "$WORK/want.json" "$OUT" || fail "the built readout model differs from cortex run"

finish
