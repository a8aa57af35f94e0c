#!/bin/sh
# NaN and Inf: both backends (and built programs) fail on the same runs
# (docs/reliability.md, "NaN and Inf"): a non-finite weight is an error
# at load naming the param, the element and the file; a run fails when a
# node's state or an output is non-finite, not when an intermediate value
# was (tanh(exp(1000)) is 1 in both); --allow-nan continues in all.
. "${top_srcdir:-.}/tests/load_lib.sh"
M="$EX/treefc.cx"
printf '(1 (2 a) (3 b))\n' >"$WORK/t.txt"

# Weights with an Inf at element 3 ([1, 1]) of W.
expect_status 0 "$CORTEX" init-weights "$M" -D H=2 -D V=8 --seed 1 -o "$WORK/w.safetensors"
python3 - "$WORK/w.safetensors" "$WORK/inf.safetensors" <<'PY'
import json, struct, sys
b = bytearray(open(sys.argv[1], "rb").read())
n = struct.unpack("<Q", b[:8])[0]
begin = json.loads(b[8:8 + n])["W"]["data_offsets"][0]
at = 8 + n + begin + 4 * 3
b[at:at + 4] = struct.pack("<f", float("inf"))
open(sys.argv[2], "wb").write(b)
PY
expect_status 0 "$CORTEX" build "$M" -D H=2 -D V=8 -o "$WORK/treefc"
want="holds Inf at element 3 [1, 1] (tensor 'W' of $WORK/inf.safetensors); the weights must be finite"
for run in "$CORTEX run $M -D H=2 -D V=8 --interp" "$CORTEX run $M -D H=2 -D V=8 --jit" "$WORK/treefc"; do
  expect_status 1 $run --data "$WORK/t.txt" --weights "$WORK/inf.safetensors"
  expect_err "error: param W ("
  expect_err "$want"
  expect_status 0 $run --data "$WORK/t.txt" --weights "$WORK/inf.safetensors" --allow-nan --format json
  expect_out '"h_root": \[0.58804'
done

# An Inf that tanh absorbs (tanh(exp(1000)) = 1) fails neither backend;
# one that reaches the state fails both.
cat >"$WORK/absorbed.cx" <<'CX'
model absorbed;
input t : tree[2] { x : [2] };
rec node(n) -> [2] {
  if leaf(n) { return tanh(exp(n.x)); }
  return tanh(node(n.child[0]) + node(n.child[1]));
}
output h_root = node(t.root);
CX
sed 's/return tanh(exp(n.x));/return exp(n.x);/; s/model absorbed/model reaches/' "$WORK/absorbed.cx" >"$WORK/reaches.cx"
printf '0: 1 2 | x=0,0\n1: | x=1000,1\n2: | x=1,1\n' >"$WORK/x.graph"
for j in --interp --jit; do
  expect_status 0 "$CORTEX" run "$WORK/absorbed.cx" --data "$WORK/x.graph" --seed 1 $j --format json
  expect_out '"h_root": \[0.963409841, 0.962781608\]'
  expect_status 1 "$CORTEX" run "$WORK/reaches.cx" --data "$WORK/x.graph" --seed 1 $j
  expect_err "node 1 of structure 0 ($WORK/x.graph:2:1)"
  expect_err "pass --allow-nan to continue"
  expect_status 0 "$CORTEX" run "$WORK/reaches.cx" --data "$WORK/x.graph" --seed 1 $j --allow-nan --format json
  expect_out '"h_root": \[1, 0.99996'
done
expect_status 1 "$CORTEX" run "$WORK/reaches.cx" --data "$WORK/x.graph" --seed 1 --interp
expect_err "reaches.cx:4:23: error: 'exp' produced Inf at node 1"

# A NaN or Inf in the data is the data's fault: the reader rejects it at
# its line:col (as the weights reader does a non-finite weight), before
# the model runs and could blame itself; --allow-nan does not change that.
printf '0: 1 2 | x=0,0\n1: | x=1,nan\n2: | x=1,1\n' >"$WORK/nan.graph"
printf '0: 1 2 | x=0,0\n1: | x=1,1\n2: | x=-inf,1\n' >"$WORK/inf.graph"
expect_status 1 "$CORTEX" run "$WORK/absorbed.cx" --data "$WORK/nan.graph" --seed 1 --allow-nan
expect_err "nan.graph:2:10: error: field 'x' has the non-finite value 'nan'; vector values must be finite numbers"
expect_status 1 "$CORTEX" run "$WORK/absorbed.cx" --data "$WORK/inf.graph" --seed 1
expect_err "inf.graph:3:8: error: field 'x' has the non-finite value '-inf'"
finish
