#!/bin/sh
# Language v2 in the compiled backend against the interpreter, on random
# structures (tests/gen_structures.py, fixed seeds), each in batches of 1,
# 7 and all the structures, with one and two threads: the contraction
# shapes of `@` (tests/v2_compiled/contract.cx, examples/rntn.cx, and a
# built RNTN program) and node-set reductions (tests/v2_compiled/
# readout.cx: sum, max, mean, a softmax attention, per-node outputs
# reading them; readout_root.cx: elements reading the root and indexing
# params by the data, also on the examples' data, and their bad rows and
# zero divisors; built programs; ints from tensors whose bounds clear
# them, and divisors and row indices from tensors the kernels check).  Every
# output must agree within tests/json_close.py's tolerances, and the
# compiled outputs must be identical whatever the batch and the threads.
. "${top_srcdir:-.}/tests/load_lib.sh"
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

# More branch combinations than one fused phase takes: a rec starts a
# phase of its own.
diff_model "three recs of seven branches" "$T/many_branches.cx" "$WORK/trees.graph"
expect_status 0 "$CORTEX" ir "$T/many_branches.cx" --stage loops
expect_out "phase 1 (c): linearize the batch (levels by height); gather the states into its node numbering"
# A rec of more branches than a phase takes (257) beside another rec: a
# phase of its own and a kernel per branch, as a v1 rec of 257 branches
# (no program is refused for its combinations; about 9 s to compile).
diff_runs "a rec of 257 branches among two recs" "$T/wide_branches.cx" "$EX/data/sst_dev_50.txt" "1:1 1000:2" --seed 5 --limit 20
expect_status 0 "$CORTEX" ir "$T/wide_branches.cx" --stage loops
expect_out "^loops wide_branches: 259 kernels"
expect_out "phase 1 (scaled): "

# (--batch 1 runs each structure alone and --batch 1000 all of them in one
# batch: diff_model's cmp makes sure a structure's reductions do not
# depend on the batch it is in.)
# Elements that read the root and index params by the data: on random
# trees and DAGs, and on the data of the examples (SST's tree[2], whose
# inner nodes have no word, CoNLL-U, a DAG, sequences).
R="$T/readout_root.cx"
for seed in 1 2; do
  python3 "$GEN" tree "$seed" 24 300 5 >"$WORK/trees.graph"
  diff_model "node-set reductions reading the root and the data, random trees, seed $seed" "$R" "$WORK/trees.graph"
  python3 "$GEN" dag "$seed" 24 100 3 >"$WORK/dag.graph"
  sed 's/tree\[\*\] { word : int }/dag { feat : int }/; s/word/feat/g; s/const V = 50/const V = 16/' "$R" >"$WORK/root_dag.cx"
  diff_model "node-set reductions reading the root and the data, random DAGs, seed $seed" "$WORK/root_dag.cx" "$WORK/dag.graph"
done
MODEL_DIR="$WORK"
cp "$R" "$WORK/root_tree.cx"
diff_data "root and data readouts, CoNLL-U" root_tree "$EX/data/ewt_dev_30.conllu" conllu -D V=22000 --threads 2
sed 's/tree\[\*\]/tree[2]/; s/k\.word/max(k.word, 0)/g; s/t\.root\.word/max(t.root.word, 0)/g;
     s/return tanh(W @ sum(k in n.children) up(k) + F\[n.word\]);/if leaf(n) { return tanh(F[n.word]); } return tanh(W @ (up(n.child[0]) + up(n.child[1])));/' \
  "$R" >"$WORK/root_sst.cx"
diff_data "root and data readouts, SST" root_sst "$EX/data/sst_dev_50.txt" ptb -D V=22000 --threads 2
sed 's/tree\[\*\] { word : int }/dag { feat : int }/; s/word/feat/g; s/const V = 50/const V = 16/' "$R" >"$WORK/root_grid.cx"
diff_data "root and data readouts, grid DAG" root_grid "$EX/data/grid10.graph" graph --threads 2
sed 's/tree\[\*\] { word : int }/seq { word : int }/' "$R" >"$WORK/root_seq.cx"
diff_data "root and data readouts, sequences" root_seq "$EX/data/seqs.txt" seq -D V=22000 --threads 2
MODEL_DIR=

# A bad row or a zero divisor in an element (-D R=20: words >= 20; -D
# Z=0: leaves divide by 0): --jit stops at the structure the interpreter
# stops at, with its message, whatever the batch (never reading out of
# bounds), after printing the same structures.
for bad in "R=20" "Z=0"; do
  expect_status 1 "$CORTEX" run "$R" --data "$WORK/trees.graph" --data-format graph --seed 5 -D "$bad"
  cp "$ERR" "$WORK/want.err"
  wc -l <"$OUT" >"$WORK/want.lines"
  for b in 1 7 1000; do
    expect_status 1 "$CORTEX" run "$R" --data "$WORK/trees.graph" --data-format graph --seed 5 -D "$bad" --jit --batch "$b"
    checks=$((checks + 1))
    cmp -s "$WORK/want.err" "$ERR" || fail "-D $bad --batch $b: the compiled error differs: $(cat "$ERR")"
    checks=$((checks + 1))
    wc -l <"$OUT" | cmp -s "$WORK/want.lines" - || fail "-D $bad --batch $b: not the interpreter's structures before the error"
  done
done
expect_err "int division by zero at node"

# Ints computed from tensors whose bounds the compiler knows: a divisor
# that cannot be 0 (max(argmax(x), 1), as the interpreter's zero-divisor
# message advises) and a row index that cannot leave E (argmax of a
# [4] vector into E's 50 rows) run compiled.
cat >"$WORK/argdiv.cx" <<'CX'
model argdiv;
param E : [50, 4];
input t : tree[*] { word : int };
rec node(n) -> [4] { return tanh(sum(k in n.children) node(k) + E[n.word] * float(7 / (argmax(E[n.word]) + 1))); }
output s = sum(k in t.nodes) (float(k.word / max(argmax(node(k)), 1)) * node(k));
CX
diff_model "a divisor from tensors bounded away from 0" "$WORK/argdiv.cx" "$WORK/trees.graph"
sed 's/(float(k.word \/ max(argmax(node(k)), 1)) \* node(k))/E[argmax(node(k))]/' "$WORK/argdiv.cx" >"$WORK/argrow.cx"
diff_model "a row index from tensors within the rows" "$WORK/argrow.cx" "$WORK/trees.graph"

# Divisors from tensors that may be 0 (tests/v2_compiled/tensor_div.cx):
# the kernels check them.  None is 0 with the defaults: the outputs agree.
# With one of them let to be 0, --jit stops at the structure the
# interpreter stops at, at the same site with the same message, whatever
# the batch, after printing the same structures (diff_error_runs).
diff_model "divisors from tensors, checked by the kernels" "$T/tensor_div.cx" "$WORK/trees.graph"
for z in ZU ZD ZO ZR; do
  diff_error_runs "-D $z=0" "$T/tensor_div.cx" "$WORK/trees.graph" "1 7 1000" --data-format graph --seed 5 -D "$z=0"
  expect_err "by zero at node"
done

# A row index from tensors in a node-set reduction that leaves E at some
# element (argmax * 20 reaches 60 of E's 50 rows): the element kernel
# checks it, and --jit stops where the interpreter stops, as above.
sed 's/E\[argmax(node(k))\]/E[argmax(node(k)) * 20]/' "$WORK/argrow.cx" >"$WORK/argrow0.cx"
diff_error_runs "argrow0" "$WORK/argrow0.cx" "$WORK/trees.graph" "1 7 1000" --data-format graph --seed 5
expect_err "is out of range for E, which has 50 rows"

# A built program prints what cortex run prints (the RNTN's tensor layer;
# node-set reductions, with elements reading the root and the data too).
diff_built "the RNTN" "$EX/rntn.cx" "$WORK/binary.graph" graph -D H=8 -D VOCAB=50
diff_built "readouts" "$T/readout.cx" "$WORK/trees.graph" graph
diff_built "root and data readouts" "$R" "$WORK/trees.graph" graph
# ... and their row checks (-D R=20 is built in)
expect_status 0 "$CORTEX" build "$R" -D R=20 -o "$WORK/root_bad"
expect_status 1 "$CORTEX" run "$R" -D R=20 --data "$WORK/trees.graph" --data-format graph --seed 5
sed 's/^[^:]*readout_root.cx:/MODEL:/' "$ERR" >"$WORK/want.err"
expect_status 1 "$WORK/root_bad" --data "$WORK/trees.graph" --data-format graph --seed 5
checks=$((checks + 1))
sed 's/^[^:]*readout_root.cx:/MODEL:/' "$ERR" | cmp -s "$WORK/want.err" - ||
  fail "the built program's bad row differs: $(cat "$ERR")"

# ... and the checks their kernels make (a divisor from tensors, -D ZO=0
# built in)
expect_status 0 "$CORTEX" build "$T/tensor_div.cx" -D ZO=0 -o "$WORK/div_bad"
expect_status 1 "$CORTEX" run "$T/tensor_div.cx" -D ZO=0 --data "$WORK/trees.graph" --data-format graph --seed 5
expect_err "int division by zero at node"
norm_node "$ERR" | sed 's/^[^:]*tensor_div.cx:/MODEL:/' >"$WORK/want.err"
expect_status 1 "$WORK/div_bad" --data "$WORK/trees.graph" --data-format graph --seed 5
checks=$((checks + 1))
norm_node "$ERR" | sed 's/^[^:]*tensor_div.cx:/MODEL:/' | cmp -s "$WORK/want.err" - || fail "the built program's zero divisor differs: $(cat "$ERR")"

finish
