#!/bin/sh
# Several bottom-up and local passes in the compiled backend (their
# fusion, ir/fuse.c) against the interpreter, on random structures of
# every input kind (tests/gen_structures.py, fixed seeds): trees of any
# arity, binary trees, DAGs with shared nodes and sequences, a 100,000-
# element one among them, each in batches of 1, 7 and all the structures,
# with the optimizations on and, for the binary trees, each of leaf
# splitting, packed GEMMs and leaf-product tables off; the v2 int forms
# (float(), min/max of ints, k.index) the same way, and node-set
# reductions reading several passes (tests/passes/readouts_*.cx, a
# 100,000-node tree and sequence among the data), and top-down passes
# (tests/passes/topdown_*.cx: trees, DAGs with `p in n.parents`, sequences,
# node ints, n.arity and leaf(n) read inside them, a 100,000-element
# sequence and a 100,000-deep tree), top-down passes reading their node's
# children and outputs reducing over children and parents
# (tests/v2_reductions/*.cx).  Outputs agree
# norm-wise within 1e-5 (tests/json_close.py).  A built executable prints
# what `cortex run --jit` prints, --trace heads every pass with the
# compiled code, and `--stage loops` labels each kernel with every pass's
# branch.
. "${top_srcdir:-.}/tests/load_lib.sh"
command -v python3 >/dev/null || { echo "python3 is required for this test (apt-get install python3)"; exit 1; }
GEN="$top_srcdir/tests/gen_structures.py"
P="$top_srcdir/tests/passes"
MODEL_DIR=$P


for seed in 1; do
  python3 "$GEN" tree "$seed" 24 300 6 >"$WORK/trees.graph"
  diff_data "random trees, seed $seed" passes_tree "$WORK/trees.graph" graph
  python3 "$GEN" binary "$seed" 24 300 2 >"$WORK/binary.graph"
  diff_data "random binary trees, seed $seed" passes_binary "$WORK/binary.graph" graph
  python3 "$GEN" dag "$seed" 24 300 4 >"$WORK/dags.graph"
  diff_data "random DAGs, seed $seed" passes_dag "$WORK/dags.graph" graph
done
python3 "$GEN" seq 1 6 300 1 >"$WORK/seqs.txt"
diff_data "random sequences" passes_seq "$WORK/seqs.txt" seq
for opt in -fno-leaf-split -fno-gemm-pack -fno-leaf-prod; do
  diff_data "random binary trees, $opt" passes_binary "$WORK/binary.graph" graph $opt
done
# The v2 int forms: float(), min and max of ints, k.index in a children
# reduction, in kernels, a guard and row indices.
diff_data "int forms, random trees" intforms_tree "$WORK/trees.graph" graph
diff_data "int forms, random DAGs" intforms_dag "$WORK/dags.graph" graph
diff_data "int forms, random sequences" intforms_seq "$WORK/seqs.txt" seq
for opt in -fno-leaf-split -fno-gemm-pack -O0; do
  diff_data "int forms, random trees, $opt" intforms_tree "$WORK/trees.graph" graph $opt
done
# Weighted sums of products over children and parents (TBCNN's position
# weights), which the compiled backend refactors to one product per node
# of a weighted sum (ir/refactor.c), and written as they are with the
# refactoring off.
for opt in "" -fno-sum-matmul; do
  diff_data "weighted sums, random trees $opt" weighted_tree "$WORK/trees.graph" graph $opt
  diff_data "weighted sums, random DAGs $opt" weighted_dag "$WORK/dags.graph" graph $opt
done
# Node-set reductions in models of several recs: readouts whose elements
# read every pass (sum, max, mean, a readout reading another), structure-
# level, block and per-node outputs reading them, over every input kind.
diff_data "readouts, random trees" readouts_tree "$WORK/trees.graph" graph
diff_data "readouts, random binary trees" readouts_binary "$WORK/binary.graph" graph
diff_data "readouts, random DAGs" readouts_dag "$WORK/dags.graph" graph
diff_data "readouts, random sequences" readouts_seq "$WORK/seqs.txt" seq
for opt in -fno-leaf-split -fno-gemm-pack -O0; do
  diff_data "readouts, random binary trees, $opt" readouts_binary "$WORK/binary.graph" graph $opt
done
# Top-down passes (ir/fuse.c's phases over the reversed structure): a
# tree model of three phases (bottom-up, top-down with a local pass,
# bottom-up), a DAG model with `p in n.parents` reductions and a second
# sweep, and a sequence model whose first and last phases are top-down.
diff_data "top-down, random trees" topdown_tree "$WORK/trees.graph" graph
diff_data "top-down, random binary trees" topdown_tree "$WORK/binary.graph" graph
diff_data "top-down, random DAGs" topdown_dag "$WORK/dags.graph" graph
diff_data "top-down, random sequences" topdown_seq "$WORK/seqs.txt" seq
# node ints in the bottom-up phase and the outputs beside a top-down one,
# and a model whose only rec is top-down (a single, reversed phase)
diff_data "top-down with node ints, random trees" topdown_nodeints "$WORK/trees.graph" graph
diff_data "top-down only, random sequences" topdown_only_seq "$WORK/seqs.txt" seq
# Node ints, n.arity and leaf(n) inside top-down recs, of n, n.parent and
# p in n.parents, in guards and bodies: the reversed phase reads the real
# structure's (CxrtLinearizeSpec.node_ints_of), trees, DAGs, sequences.
diff_data "top-down reading node ints, random trees" topdown_ints_tree "$WORK/trees.graph" graph
diff_data "top-down reading node ints, random binary trees" topdown_ints_tree "$WORK/binary.graph" graph
diff_data "top-down reading node ints, random DAGs" topdown_ints_dag "$WORK/dags.graph" graph
diff_data "top-down reading node ints, random sequences" topdown_ints_seq "$WORK/seqs.txt" seq
for opt in -fno-leaf-split -O0; do
  diff_data "top-down reading node ints, random trees, $opt" topdown_ints_tree "$WORK/trees.graph" graph $opt
  diff_data "top-down reading node ints, random DAGs, $opt" topdown_ints_dag "$WORK/dags.graph" graph $opt
  diff_data "top-down reading node ints, random sequences, $opt" topdown_ints_seq "$WORK/seqs.txt" seq $opt
done
for opt in -fno-leaf-split -fno-gemm-pack -fno-hoist -O0 "--threads 2"; do
  diff_data "top-down, random trees, $opt" topdown_tree "$WORK/trees.graph" graph $opt
  diff_data "top-down, random DAGs, $opt" topdown_dag "$WORK/dags.graph" graph $opt
done
# A 100,000-element sequence and a 100,000-deep tree (a chain: every
# node has at most one child) top-down under --jit: 100,000 depth levels
# of each phase, no C recursion, the reversed structure and the gathers
# linear.
python3 "$GEN" seq 12 2 100000 1 >"$WORK/long_td.txt"
diff_data "top-down, a 100,000-element sequence" topdown_seq "$WORK/long_td.txt" seq
python3 -c '
n = 100000
print("# a chain of %d nodes, then a two-node tree" % n)
for i in range(n):
    print("c%d: %s | word=w%d" % (i, "c%d" % (i + 1) if i + 1 < n else "", i % 50))
print("\nc0: c1 | word=w3\nc1: | word=w4")
' >"$WORK/deep.graph"
diff_data "top-down, a 100,000-deep tree" topdown_tree "$WORK/deep.graph" graph
# A top-down rec reading its node's children (which the reversed
# structure does not have: the frame's other edges), by n.child[0] or a
# children reduction.
sed 's/return (tanh(Wd @ up(n) + bd), up(n));/if leaf(n) { return (up(n), up(n)); }\n    return (up(n.child[0]), up(n));/' \
  "$P/topdown_tree.cx" >"$WORK/tdchild.cx"
MODEL_DIR=$WORK diff_data "top-down reading n.child[0], random trees" tdchild "$WORK/trees.graph" graph
MODEL_DIR=$WORK diff_data "top-down reading n.child[0], random binary trees" tdchild "$WORK/binary.graph" graph
sed 's/return (tanh(Wd @ up(n) + bd), up(n));/return (up(n) + sum(k in n.children) up(k), up(n));/' \
  "$P/topdown_tree.cx" >"$WORK/tdred.cx"
MODEL_DIR=$WORK diff_data "top-down reducing over the children, random trees" tdred "$WORK/trees.graph" graph
MODEL_DIR=$WORK diff_data "top-down reducing over the children, random binary trees" tdred "$WORK/binary.graph" graph
MODEL_DIR=$WORK diff_data "top-down reducing over the children, a 100,000-deep tree" tdred "$WORK/deep.graph" graph
# ... and per-node outputs reducing over their node's children and
# parents (tests/v2_reductions/, which also run on the example data).
for m in treen dag seq; do
  case $m in treen) d=trees.graph f=graph ;; dag) d=dags.graph f=graph ;; seq) d=seqs.txt f=seq ;; esac
  MODEL_DIR=$top_srcdir/tests/v2_reductions diff_data "outputs and top-down recs reading children, random $m" $m "$WORK/$d" $f
done

# A row index the data determines is checked before anything runs, with
# the interpreter's message, min and max included.
sed 's/E\[max(min(n.word \* 3 - 40, V - 1), 0)\]/E[max(n.word * 3 - 40, 0)]/' "$P/intforms_tree.cx" >"$WORK/rows.cx"
expect_status 1 "$CORTEX" run "$WORK/rows.cx" --data "$WORK/trees.graph" --data-format graph --seed 5 --limit 3
cp "$ERR" "$WORK/want.err"
expect_status 1 "$CORTEX" run "$WORK/rows.cx" --data "$WORK/trees.graph" --data-format graph --seed 5 --limit 3 --jit
checks=$((checks + 1))
grep -q "is out of range for E" "$WORK/want.err" && cmp -s "$WORK/want.err" "$ERR" ||
  fail "a bad row index under --jit is not reported as the interpreter reports it"
# The row checks of a top-down rec reading node ints, n.arity and
# n.parent's (over the reversed structure, in the interpreter's parents-
# first order): the same first bad node and message as the interpreter.
cat >"$WORK/tdrows.cx" <<'EOM'
model tdrows;
const H = 4;
param E : [12, H];
param Ud : [H, H];
input t : tree[*] { word : int };
rec down(n) -> [H] {
  if root(n) { return E[0]; }
  if leaf(n) { return tanh(Ud @ down(n.parent) + E[IDX]); }
  return tanh(Ud @ down(n.parent));
}
output d(n) = down(n);
EOM
for idx in 'n.depth + n.arity' 'n.parent.depth + n.parent.index' 'n.parent.word % 3 + n.parent.height' \
  'n.index * 4 + n.parent.arity'; do
  sed "s/IDX/$idx/" "$WORK/tdrows.cx" >"$WORK/tdrows2.cx"
  expect_status 1 "$CORTEX" run "$WORK/tdrows2.cx" --data "$WORK/trees.graph" --data-format graph --seed 5 --limit 6
  cp "$ERR" "$WORK/want.err"
  expect_status 1 "$CORTEX" run "$WORK/tdrows2.cx" --data "$WORK/trees.graph" --data-format graph --seed 5 --limit 6 --jit
  checks=$((checks + 1))
  grep -q "is out of range for E" "$WORK/want.err" && cmp -s "$WORK/want.err" "$ERR" ||
    fail "top-down row index $idx: a bad row under --jit is not reported as the interpreter reports it"
done
# A run-time divisor that is 0 at some node (n.word / n.arity at a leaf)
# is reported as the interpreter reports it: the runtime checks the
# divisors the data determines before the batch runs (tests/nodeints.sh
# has more).
cat >"$WORK/div.cx" <<'EOM'
model div;
param E : [8, 2];
input t : tree[*] { word : int };
rec r(n) -> [2] { return E[n.word / n.arity % 8] + sum(k in n.children) r(k); }
output o = r(t.root);
EOM
expect_status 1 "$CORTEX" run "$WORK/div.cx" --data "$WORK/trees.graph" --data-format graph --seed 5
cp "$ERR" "$WORK/want.err"
expect_status 1 "$CORTEX" run "$WORK/div.cx" --data "$WORK/trees.graph" --data-format graph --seed 5 --jit
checks=$((checks + 1))
grep -q "error: int division by zero at node" "$WORK/want.err" && cmp -s "$WORK/want.err" "$ERR" ||
  fail "a zero divisor under --jit is not reported as the interpreter reports it: $(cat "$ERR")"

# A 100,000-element sequence: 100,000 levels of every pass (the model
# compiled above, from the cache).
python3 "$GEN" seq 11 2 100000 1 >"$WORK/long.txt"
diff_data "a 100,000-element sequence" passes_seq "$WORK/long.txt" seq
# ... with readouts (each a segmented reduction over the batch: one
# element row per node, then one segment per structure), and a 100,000-
# node tree of any arity.
diff_data "readouts, a 100,000-element sequence" readouts_seq "$WORK/long.txt" seq
python3 "$GEN" tree 3 2 100000 6 >"$WORK/big.graph"
diff_data "readouts, a 100,000-node tree" readouts_tree "$WORK/big.graph" graph

# A built executable prints what cortex run --jit prints, byte for byte.
expect_status 0 "$CORTEX" build "$P/passes_tree.cx" -o "$WORK/passes_tree"
expect_no_err
expect_status 0 "$CORTEX" run "$P/passes_tree.cx" --jit --data "$WORK/trees.graph" --seed 3 --batch 5
cp "$OUT" "$WORK/want.txt"
expect_status 0 "$WORK/passes_tree" --data "$WORK/trees.graph" --seed 3 --batch 5
checks=$((checks + 1))
cmp -s "$WORK/want.txt" "$OUT" || fail "passes_tree: the built program prints other outputs than cortex run --jit"

# ... and a built one with the int forms (min and max in its row checks).
expect_status 0 "$CORTEX" build "$P/intforms_tree.cx" -o "$WORK/intforms"
expect_status 0 "$CORTEX" run "$P/intforms_tree.cx" --jit --data "$WORK/trees.graph" --seed 3 --batch 5
cp "$OUT" "$WORK/want.txt"
expect_status 0 "$WORK/intforms" --data "$WORK/trees.graph" --seed 3 --batch 5
checks=$((checks + 1))
cmp -s "$WORK/want.txt" "$OUT" || fail "intforms_tree: the built program prints other outputs than cortex run --jit"

# ... and attn_treelstm (readouts of two recs): a built executable, and a
# shared library whose header lists its outputs (its Python binding:
# tests/python_binding.py).
expect_status 0 "$CORTEX" build "$EX/attn_treelstm.cx" -D H=8 -o "$WORK/attn"
expect_status 0 "$CORTEX" run "$EX/attn_treelstm.cx" -D H=8 --jit --data "$EX/data/ewt_dev_30.conllu" --seed 3 \
  --batch 4 --format json
cp "$OUT" "$WORK/want.txt"
expect_status 0 "$WORK/attn" --data "$EX/data/ewt_dev_30.conllu" --seed 3 --batch 4 --format json
checks=$((checks + 1))
cmp -s "$WORK/want.txt" "$OUT" || fail "attn_treelstm: the built program prints other outputs than cortex run --jit"
expect_status 0 "$CORTEX" build "$EX/attn_treelstm.cx" -D H=8 --shared -o "$WORK/libattn.so"
checks=$((checks + 1))
grep -q "define attn_OUTPUT_sentence 0 " "$WORK/attn.h" && grep -q "define attn_OUTPUT_alpha 2 " "$WORK/attn.h" ||
  fail "attn.h does not list the outputs that read the readouts"

# A shared library's header lists the outputs, which read every pass.
expect_status 0 "$CORTEX" build "$P/passes_tree.cx" --shared -o "$WORK/libpt.so"
checks=$((checks + 1))
grep -q "define pt_OUTPUT_score 2 " "$WORK/pt.h" && grep -q "define pt_OUTPUT_both 3 " "$WORK/pt.h" ||
  fail "pt.h does not list the outputs of every pass"

# --trace heads every pass and shows its states from the compiled code.
expect_status 0 "$CORTEX" run "$P/passes_tree.cx" --jit --data "$WORK/trees.graph" --seed 3 --limit 1 --trace
expect_err "trace #0 pass 0 rec a (bottom-up)"
expect_err "trace #0 pass 1 rec b (bottom-up)"
expect_err "trace #0 pass 2 rec c (local)"
expect_err " h=["
expect_err " m=["
# ... listing each pass's nodes in the interpreter's order (children first;
# a top-down pass parents first), whatever the batch
for m in passes_tree topdown_dag; do
  d="$WORK/trees.graph"
  [ "$m" = topdown_dag ] && d="$WORK/dags.graph"
  "$CORTEX" run "$P/$m.cx" --data "$d" --seed 3 --limit 3 --trace >/dev/null 2>"$WORK/ti.err"
  "$CORTEX" run "$P/$m.cx" --jit --batch 2 --data "$d" --seed 3 --limit 3 --trace >/dev/null 2>"$WORK/tj.err"
  grep '^trace' "$WORK/ti.err" | sed 's/\] .*/]/' >"$WORK/ti.order"
  grep '^trace' "$WORK/tj.err" | sed 's/\] .*/]/' >"$WORK/tj.order"
  checks=$((checks + 1))
  [ -s "$WORK/ti.order" ] && cmp -s "$WORK/ti.order" "$WORK/tj.order" ||
    fail "$m --trace: the compiled code lists the nodes in another order: $(diff "$WORK/ti.order" "$WORK/tj.order" | head -n 4)"
done
# --stage loops: one kernel per combination of the passes' branches.
expect_status 0 "$CORTEX" ir "$P/passes_binary.cx" --stage loops
expect_out "kernel branch1_internal_internal_all(nodes \[start, end))"
expect_out "// branch 1 'internal+internal+all'"
finish
