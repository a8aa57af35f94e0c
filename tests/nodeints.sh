#!/bin/sh
# Node ints and run-time int divisions in the compiled backend (issue 16,
# items 1 and 4) against the interpreter: n.index, n.depth, n.height and
# root(n) of n, n.child[K] and a children reduction's k, in guards,
# bodies, a local rec and per-node outputs, on random trees (batches of
# 1, 7 and all, one and two threads: the compiled outputs identical
# whatever the batch), a DAG and sequences; a built program; and a zero
# divisor from the data, put on one node after another: the compiled
# code fails exactly as the interpreter does (status, message, the
# structures printed before it).
. "${top_srcdir:-.}/tests/load_lib.sh"
command -v python3 >/dev/null || { echo "python3 is required for this test (apt-get install python3)"; exit 1; }
GEN="$top_srcdir/tests/gen_structures.py"
T="$top_srcdir/tests/nodeints"

# diff_model TAG MODEL.cx DATA FORMAT [cortex options...]
diff_model() {
  tag=$1 m=$2 d=$3 fmt=$4
  shift 4
  diff_runs "$tag" "$m" "$d" "1:1 7:2 1000:1" --data-format "$fmt" --seed 5 "$@"
}

for seed in 1 2; do
  python3 "$GEN" tree "$seed" 24 300 5 >"$WORK/trees.graph"
  diff_model "node ints, random trees, seed $seed" "$T/ints.cx" "$WORK/trees.graph" graph
  diff_model "node ints in readouts and a local rec, seed $seed" "$T/readout.cx" "$WORK/trees.graph" graph
done
python3 "$GEN" dag 1 20 60 3 >"$WORK/dags.graph"
diff_model "node ints, random DAGs" "$T/dag.cx" "$WORK/dags.graph" graph
python3 "$GEN" seq 1 20 300 0 >"$WORK/seqs.txt"
diff_model "node ints, sequences" "$T/seq.cx" "$WORK/seqs.txt" seq

# A 100,000-element sequence and a 100,000-node tree: node ints of
# 100,000 levels.
python3 "$GEN" seq 11 2 100000 1 >"$WORK/long.txt"
diff_model "node ints, a 100,000-element sequence" "$T/seq.cx" "$WORK/long.txt" seq
python3 "$GEN" tree 3 2 100000 6 >"$WORK/big.graph"
diff_model "node ints, a 100,000-node tree" "$T/ints.cx" "$WORK/big.graph" graph

# A row index from node ints out of range (E[n.depth * 30] at a leaf of depth 2):
# the interpreter's message, from the row checks.
sed 's/return tanh(E\[n.word\] + b \* float(n.depth % 3));/return tanh(E[n.depth * 30] + b);/' "$T/ints.cx" >"$WORK/rows.cx"
expect_status 1 "$CORTEX" run "$WORK/rows.cx" --data "$WORK/trees.graph" --data-format graph --seed 5
cp "$ERR" "$WORK/want.err"
expect_status 1 "$CORTEX" run "$WORK/rows.cx" --data "$WORK/trees.graph" --data-format graph --seed 5 --jit
checks=$((checks + 1))
grep -q "row .* is out of range for E" "$WORK/want.err" && cmp -s "$WORK/want.err" "$ERR" ||
  fail "a row index from node ints out of range under --jit: $(cat "$WORK/want.err") / $(cat "$ERR")"

# The int outputs are the structure facts themselves: check a few by hand
# (a chain a -> b -> c under a root r with two children).
printf 'r: a x | word=w1\na: b | word=w2\nb: c | word=w3\nc: | word=w4\nx: | word=w5\n' >"$WORK/chain.graph"
expect_status 0 "$CORTEX" run "$T/ints.cx" --data "$WORK/chain.graph" --data-format graph --seed 5 --format json --jit
checks=$((checks + 1))
python3 -c '
import json, sys
o = json.loads(open(sys.argv[1]).read())["outputs"]
assert o["depth"] == [0, 1, 2, 3, 1], o["depth"]
' "$OUT" || fail "ints.cx --jit: the depths of the chain are wrong"

# A built program runs the node ints through the runtime archive.
diff_built "the node ints" "$T/ints.cx" "$WORK/trees.graph" graph

# Divisions by a data field: the same outputs when no divisor is 0 ...
python3 "$GEN" tree 4 12 40 4 | awk '/\|/ { n++; $0 = $0 " d=" (1 + n % 5) } { print }' >"$WORK/div.graph"
diff_model "run-time divisions" "$T/div.cx" "$WORK/div.graph" graph
# ... and when one is, on one node after another, the same failure.  In
# div.cx every node divides in the first guard (the interpreter evaluates
# a guard whole); div_body.cx, without that guard, divides in a leaf's
# body, in a children reduction (k.d) and in a per-node output.
sed 's|if leaf(n) \&\& (n.word / n.d) > 3 {|if leaf(n) \&\& n.word > 3 * n.d {|' "$T/div.cx" >"$WORK/div_body.cx"
nodes=$(grep -c '|' "$WORK/div.graph")
for m in "$T/div.cx" "$WORK/div_body.cx"; do
  for at in 1 2 3 5 8 13 21 34 55 89 $nodes; do
    awk -v at="$at" '/\|/ { n++; if (n == at) sub(/ d=[0-9]+$/, " d=0") } { print }' "$WORK/div.graph" >"$WORK/zero.graph"
    "$CORTEX" run "$m" --data "$WORK/zero.graph" --data-format graph --seed 5 --format json >"$WORK/i.out" 2>"$WORK/i.err"
    si=$?
    sed "s/: error.*//; s,^.*/,," "$WORK/i.err" >>"$WORK/where.txt"
    for b in 1 4; do
      "$CORTEX" run "$m" --data "$WORK/zero.graph" --data-format graph --seed 5 --format json --jit --batch "$b" \
        >"$WORK/j.out" 2>"$WORK/j.err"
      sj=$?
      checks=$((checks + 1))
      [ "$si" = 1 ] && [ "$sj" = 1 ] || fail "$m, zero divisor at node line $at, --batch $b: status $si and $sj, expected 1"
      grep -q "error: int \(division\|remainder\) by zero at node" "$WORK/i.err" ||
        fail "$m, zero divisor at node line $at: the interpreter says $(cat "$WORK/i.err")"
      cmp -s "$WORK/i.err" "$WORK/j.err" ||
        fail "$m, zero divisor at node line $at, --batch $b: the messages differ: $(cat "$WORK/i.err") / $(cat "$WORK/j.err")"
      [ "$(wc -l <"$WORK/i.out")" = "$(wc -l <"$WORK/j.out")" ] ||
        fail "$m, zero divisor at node line $at, --batch $b: not the same structures before the error"
    done
  done
done
# Every kind of division was reached: a guard, a leaf's body, a children
# reduction (k.d of a child), an internal node's body.
for what in "div.cx:16" "div_body.cx:20" "div_body.cx:22" "div_body.cx:23"; do
  checks=$((checks + 1))
  grep -q "$what:" "$WORK/where.txt" || fail "no zero divisor reached $what: $(sort -u "$WORK/where.txt")"
done

# A divisor computed from tensors (argmax) that may be 0 runs compiled, the
# kernel checking it: here it is 0 at some node, and --jit reports it as
# the interpreter does (tests/v2_compiled.sh compares them at length).
cat >"$WORK/argmax.cx" <<'CX'
model am;
param E : [50, 4];
input t : tree[*] { word : int };
rec node(n) -> [4] { return tanh(sum(k in n.children) node(k) + E[n.word] * float(7 / argmax(E[n.word]))); }
output h = node(t.root);
CX
diff_error_runs "argmax.cx" "$WORK/argmax.cx" "$WORK/trees.graph" "1 7" --data-format graph --seed 5
expect_err "int division by zero at node"
# A divisor in a condition of a model of several recs: that rec runs in a
# phase of its own (ir_pass_phases), so the checks evaluate its guards up
# to the node's branch and no other rec's, as the interpreter does.
cat >"$WORK/guard2.cx" <<'CX'
model g2;
param E : [50, 4];
input t : tree[*] { word : int, d : int };
rec a(n) -> [4] { return tanh(sum(k in n.children) a(k) + E[n.word]); }
rec b(n) -> [4] {
  if n.word / n.d > 3 { return a(n); }
  return a(n) * 2.0;
}
output h = b(t.root);
CX
diff_runs "a guard's divisor, several recs" "$WORK/guard2.cx" "$WORK/div.graph" "1:1 7:2" --data-format graph --seed 5
# ... with zero divisors in the data: none reached where an earlier guard
# holds (n.d == 0 first; a's branches around it), as interpreted ...
python3 "$GEN" tree 4 12 40 4 | awk '/\|/ { n++; $0 = $0 " d=" (n % 4) } { print }' >"$WORK/zdiv.graph"
cat >"$WORK/guard3.cx" <<'CX'
model g3;
param E : [50, 4];
param W, U : [4, 4];
input t : tree[*] { word : int, d : int };
rec a(n) -> [4] {
  if n.word > 10 { return tanh(U @ sum(k in n.children) a(k) + E[n.word]); }
  return tanh(W @ sum(k in n.children) a(k) + E[n.word]);
}
rec b(n) -> [4] {
  if n.d == 0 { return a(n); }
  if n.word / n.d > 3 { return tanh(U @ sum(k in n.children) b(k) + a(n)); }
  return a(n) * 2.0;
}
output h(n) = b(n);
CX
diff_runs "guards that divide after a guard that holds at d = 0" "$WORK/guard3.cx" "$WORK/zdiv.graph" "1:1 7:2" \
  --data-format graph --seed 5
# ... and one reached (no n.d == 0 first): the interpreter's error, at the
# same structure and site, after the same structures.
sed 's/  if n.d == 0 { return a(n); }/  if leaf(n) { return a(n); }/' "$WORK/guard3.cx" >"$WORK/guard4.cx"
diff_error_runs "guard4.cx" "$WORK/guard4.cx" "$WORK/zdiv.graph" "1 7" --data-format graph --seed 5
expect_err "int division by zero at node"
# ... and a guard's divisor bounded away from 0
sed 's|n.word / n.d|n.word / max(n.d, 1)|' "$WORK/guard2.cx" >"$WORK/guard2ok.cx"
diff_runs "a guard's divisor bounded away from 0, several recs" "$WORK/guard2ok.cx" "$WORK/div.graph" "1:1 7:2" \
  --data-format graph --seed 5

# A failing check whose value the passes fold away or nobody reads (a row
# read times 0.0, an unused division, a children reduction's row times
# 0.0, a second child times 0.0): -O0 and the optimized build fail alike,
# interpreted and compiled (the passes keep such checks live).
printf '0: 1 2 | word=1 d=1\n1: 3 | word=7 d=0\n2: | word=9 d=1\n3: | word=3 d=2\n' >"$WORK/fold.graph"
for body in "E[n.word] + G[n.word] * 0.0" \
            "E[n.word] + float(n.word / n.d) * zeros([4])" \
            "E[n.word] + sum(k in n.children) (G[k.word] * 0.0)"; do
  cat >"$WORK/fold.cx" <<CX
model fold;
param E : [50, 4];
param G : [2, 4];
input t : tree[*] { word : int, d : int };
rec node(n) -> [4] { return tanh(sum(k in n.children) node(k) + $body); }
output h = node(t.root);
CX
  for o in opt -O0; do
    diff_error_runs "$body $o" "$WORK/fold.cx" "$WORK/fold.graph" "1 4" --data-format graph --seed 5 ${o#opt}
    norm_node "$ERR" >"$WORK/fold$o.err"
  done
  checks=$((checks + 1))
  cmp -s "$WORK/foldopt.err" "$WORK/fold-O0.err" || fail "$body: -O0 and the optimized build fail differently: $(cat "$WORK/fold-O0.err") / $(cat "$WORK/foldopt.err")"
  checks=$((checks + 1))
  grep -q "error: .*\(out of range for G\|by zero\)" "$WORK/foldopt.err" || fail "$body: $(cat "$WORK/foldopt.err")"
done
cat >"$WORK/fold2.cx" <<'CX'
model fold2;
param E : [50, 4];
input t : tree[*] { word : int };
rec node(n) -> [4] {
  if leaf(n) { return E[n.word]; }
  return tanh(node(n.child[0]) + node(n.child[1]) * 0.0);
}
output h = node(t.root);
CX
for o in opt -O0; do
  diff_error_runs "a second child times 0.0 $o" "$WORK/fold2.cx" "$WORK/fold.graph" "1 4" --data-format graph --seed 5 ${o#opt}
  expect_err "has 1 child but branch 'internal' of rec 'node' reads n.child[1]"
done
# A missing child read by one rec of several (fused into one kernel):
# the compiled code names that rec's branch and place, as the
# interpreter does, not the fused kernel's ('all+case' of 'a+b').
cat >"$WORK/mc.cx" <<'CX'
model mc;
param E : [16, 4];
input g : tree[*] { feat : int };
rec a(n) -> [4] { return tanh(E[n.feat]); }
rec b(n) -> [4] {
  if n.arity >= 1 { return a(n.child[1]); }
  return a(n);
}
output o(n) = b(n);
CX
printf '0: 1 | feat=1\n1: | feat=2\n' >"$WORK/mc.graph"
diff_error_runs "a fused rec's missing child" "$WORK/mc.cx" "$WORK/mc.graph" "1 4" --data-format graph --seed 5
expect_err "branch 'case' of rec 'b' reads n.child[1] ($WORK/mc.cx:6:21)"
finish
