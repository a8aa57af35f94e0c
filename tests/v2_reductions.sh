#!/bin/sh
# Two v2 forms in the compiled backend against the interpreter, on the
# example data of every input kind (SST binary trees, CoNLL-U trees, the
# 10x10 grid DAGs, sequences) with --seed 1, in batches of 1, 7 and all
# the structures, with one and two threads:
# - per-node outputs that reduce over their node's children and parents
#   (sum, max of a matrix product, mean weighted by k.index; a leaf's
#   children and a root's parents are the empty reduction);
# - top-down recs that read their node's children's states of earlier
#   recs (n.child[K], `k in n.children`, k.index, a child's arity or
#   depth), one of them another top-down rec's (tests/v2_reductions/*.cx,
#   tests/v2_compiled/down_children.cx);
# - bottom-up and local recs that read their node's parent and reduce over
#   its parents (tests/v2_reductions/parents.cx).
# Outputs agree within tests/json_close.py's tolerances, and the compiled
# outputs are identical whatever the batch and the threads.  A built
# executable prints what `cortex run` prints; a node without the child a
# top-down branch reads is reported as the interpreter reports it, and so
# is a row index out of range from the data of a child in a top-down rec,
# of a parent in an output or in a bottom-up or local rec.
. "${top_srcdir:-.}/tests/load_lib.sh"
command -v python3 >/dev/null || { echo "python3 is required for this test (apt-get install python3)"; exit 1; }
T="$top_srcdir/tests/v2_reductions"
D="$EX/data"

# diff_model TAG MODEL.cx DATA: at --batch 1, 7 and all, one and two threads
diff_model() { diff_runs "$1" "$2" "$3" "1:1 7:1 7:2 100000:2" --seed 1; }

diff_model "SST binary trees" "$T/tree2.cx" "$D/sst_dev_50.txt"
diff_model "SST binary trees" "$top_srcdir/tests/v2_compiled/down_children.cx" "$D/sst_dev_50.txt"
diff_model "CoNLL-U trees" "$T/treen.cx" "$D/ewt_dev_30.conllu"
diff_model "grid DAGs" "$T/dag.cx" "$D/grid10.graph"
diff_model "sequences" "$T/seq.cx" "$D/seqs.txt"

# A built executable prints what cortex run prints: the interpreter's
# numbers (within the tolerances), and --jit's exactly.
expect_status 0 "$CORTEX" build "$T/tree2.cx" -o "$WORK/tree2"
expect_status 0 "$CORTEX" run "$T/tree2.cx" --data "$D/sst_dev_50.txt" --seed 1 --format json
cp "$OUT" "$WORK/want.json"
expect_status 0 "$CORTEX" run "$T/tree2.cx" --data "$D/sst_dev_50.txt" --seed 1 --jit
cp "$OUT" "$WORK/jit.txt"
expect_status 0 "$WORK/tree2" --data "$D/sst_dev_50.txt" --seed 1
checks=$((checks + 1))
cmp -s "$WORK/jit.txt" "$OUT" || fail "the built tree2 prints other numbers than cortex run --jit"
expect_status 0 "$WORK/tree2" --data "$D/sst_dev_50.txt" --seed 1 --format json
checks=$((checks + 1))
python3 "$top_srcdir/tests/json_close.py" "$WORK/want.json" "$OUT" || fail "the built tree2 differs from cortex run"

# A top-down branch reading a child that a node does not have (a leaf of
# a CoNLL-U tree): the interpreter's message, after the same structures.
sed 's/  if leaf(n) { return tanh(Wd @ down(n.parent) + up(n)); }//' "$T/treen.cx" >"$WORK/nochild.cx"
expect_status 1 "$CORTEX" run "$WORK/nochild.cx" --data "$D/ewt_dev_30.conllu" --seed 1
cp "$OUT" "$WORK/i.out"
grep -v warning "$ERR" | grep "error:" >"$WORK/i.err"
grep -q "has 0 children but branch 'nonroot' of rec 'down' reads n.child\[0\]" "$WORK/i.err" ||
  fail "the interpreter does not report the missing child: $(cat "$WORK/i.err")"
for b in 1 7; do
  expect_status 1 "$CORTEX" run "$WORK/nochild.cx" --data "$D/ewt_dev_30.conllu" --seed 1 --jit --batch "$b"
  grep -v warning "$ERR" | grep "error:" >"$WORK/j.err"
  checks=$((checks + 2))
  cmp -s "$WORK/i.err" "$WORK/j.err" || fail "--batch $b: the missing child is reported otherwise: $(cat "$WORK/j.err")"
  cmp -s "$WORK/i.out" "$OUT" || fail "--batch $b: not the same structures before the missing child"
done

# Row indices from the data of those nodes: a top-down rec's children's,
# an output's parents' (the row checks follow the other edges).
sed 's/Ud @ up(n.child\[0\])/Ud @ E[n.child[0].word]/' "$T/treen.cx" >"$WORK/rowchild.cx"
diff_runs "row index of a child in a top-down rec" "$WORK/rowchild.cx" "$D/ewt_dev_30.conllu" "1:1 7:2" --seed 1
sed 's/output p(n) = sum(p in n.parents) down2(p);/output p(n) = sum(p in n.parents) E[p.word];/' "$T/treen.cx" >"$WORK/rowparent.cx"
diff_runs "row index of a parent in an output" "$WORK/rowparent.cx" "$D/ewt_dev_30.conllu" "1:1 7:2" --seed 1

# Bottom-up and local recs reading their node's parent (tests/v2_reductions/parents.cx);
# the local rec `arc`, in a phase of its own that reads only earlier
# phases' states, runs as one level
diff_model "parents in bottom-up and local recs" "$T/parents.cx" "$D/ewt_dev_30.conllu"
expect_status 0 "$CORTEX" ir "$T/parents.cx" --stage loops
expect_out "phase 1 (arc): linearize the batch (one level)"
expect_out "phase 2 (psum): linearize the batch (levels by height)"

# A parent's word out of F's range, and one of a child's, and of an
# output's parent: the interpreter's message, after the same structures.
sed 's/const V = 22000;/const V = 22000;\nconst R = 40;\nparam F : [R, H];/; s/Ud @ up(n.child\[0\])/Ud @ F[n.child[0].word]/' \
  "$T/treen.cx" >"$WORK/badchild.cx"
sed 's/const V = 22000;/const V = 22000;\nconst R = 40;\nparam F : [R, H];/; s/output p(n) = sum(p in n.parents) down2(p);/output p(n) = sum(p in n.parents) F[p.word];/' \
  "$T/treen.cx" >"$WORK/badparent.cx"
for m in "$WORK/badchild.cx" "$WORK/badparent.cx" "$T/parents.cx"; do
  expect_status 1 "$CORTEX" run "$m" --data "$D/ewt_dev_30.conllu" --seed 1 -D R=40 --format json
  cp "$OUT" "$WORK/i.json"
  grep -v warning "$ERR" | grep "error:" >"$WORK/i.err"
  grep -q "is out of range for F, which has 40 rows" "$WORK/i.err" ||
    fail "$(basename "$m"): the interpreter does not report F's row: $(cat "$WORK/i.err")"
  for b in 1 7; do
    expect_status 1 "$CORTEX" run "$m" --data "$D/ewt_dev_30.conllu" --seed 1 -D R=40 --format json --jit --batch "$b"
    grep -v warning "$ERR" | grep "error:" >"$WORK/j.err"
    checks=$((checks + 2))
    cmp -s "$WORK/i.err" "$WORK/j.err" || fail "$(basename "$m") --batch $b: the bad row is reported otherwise: $(cat "$WORK/j.err")"
    python3 "$top_srcdir/tests/json_close.py" "$WORK/i.json" "$OUT" ||
      fail "$(basename "$m") --batch $b: not the same structures before the bad row"
  done
done

finish
