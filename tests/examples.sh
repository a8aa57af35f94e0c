#!/bin/sh
# Every example checks clean (no errors, no warnings) and runs on its data.
. "${top_srcdir:-.}/tests/load_lib.sh"

for m in "$EX"/*.cx; do
  expect_status 0 "$CORTEX" check -Werror "$m"
  expect_no_err
done

run() { # run MODEL DATA OUTPUT-NAME [FLAGS...]
  model=$1 data=$2 output=$3
  shift 3
  expect_status 0 "$CORTEX" run "$EX/$model.cx" --data "$EX/data/$data" --seed 7 --format json "$@"
  expect_out "\"$output\""
  lines=$(wc -l <"$OUT")
  [ "$lines" -ge 3 ] || fail "$model: only $lines structures printed"
}
run treefc sst_dev_50.txt h_root
run treernn sst_dev_50.txt h_root
run treelstm sst_dev_50.txt logits
run treegru sst_dev_50.txt h_root
run mvrnn sst_dev_50.txt p
run childsum_treelstm ewt_dev_30.conllu h_root
run dagrnn grid10.graph h_root
run seqlstm seqs.txt h_last
run seqgru seqs.txt h_last

# The language v2 zoo (several recs, top-down passes, readouts, the tensor
# contraction), at smaller sizes: the interpreter computes in double, node
# by node, and the RNTN's tensor alone is H * 2H * 2H.
run bitreelstm sst_dev_50.txt sentiment -D H=32
run bigru seqs.txt h_seq -D H=32
run attn_treelstm ewt_dev_30.conllu alpha -D H=32
run rntn sst_dev_50.txt sentiment -D H=16
run tbcnn ewt_dev_30.conllu pooled -D H=32 -D F=32
# ... and on the real files in ../shared/data (SST dev, UD EWT dev).
if [ -d "$SHARED/data" ]; then
  for spec in "bitreelstm sst/dev.txt" "rntn sst/dev.txt" "attn_treelstm ud/en_ewt-ud-dev.conllu" \
              "tbcnn ud/en_ewt-ud-dev.conllu"; do
    set -- $spec
    expect_status 0 "$CORTEX" run "$EX/$1.cx" --data "$SHARED/data/$2" --seed 3 --limit 20 --format json \
      -D H=16 -D F=16
    lines=$(wc -l <"$OUT")
    [ "$lines" -eq 20 ] || fail "$1 on $2: $lines structures printed, expected 20"
  done
else
  fail "no shared data at $SHARED/data (set CORTEX_SHARED)"
fi
# The tutorial's models (docs/tutorial.md) check clean, and its
# bidirectional TreeLSTM, built step by step, computes what
# examples/bitreelstm.cx does (the same h, sentiment and logits, to the
# bit); its readout `sentence` is the mean of h over the tree's nodes.
for m in "$EX"/tutorial/*.cx; do
  expect_status 0 "$CORTEX" check -Werror "$m"
  expect_no_err
done
expect_status 0 "$CORTEX" run "$EX/bitreelstm.cx" --data "$EX/data/sst_dev_50.txt" --seed 5 --format json -D H=8
cp "$OUT" "$WORK/bitreelstm.json"
expect_status 0 "$CORTEX" run "$EX/tutorial/bitree.cx" --data "$EX/data/sst_dev_50.txt" --seed 5 --format json -D H=8
checks=$((checks + 1))
python3 -c '
import json, sys
want = [json.loads(line) for line in open(sys.argv[1])]
got = [json.loads(line) for line in open(sys.argv[2])]
assert len(want) == len(got) == 50, (len(want), len(got))
for w, g in zip(want, got):
    for k in ("logits", "h", "sentiment"):
        assert g["outputs"][k] == w["outputs"][k], (g["index"], k)
    h = g["outputs"]["h"]
    mean = [sum(col) / len(h) for col in zip(*h)]
    assert max(abs(a - b) for a, b in zip(mean, g["outputs"]["sentence"])) < 1e-6, g["index"]
' "$WORK/bitreelstm.json" "$OUT" || fail "examples/tutorial/bitree.cx does not compute what examples/bitreelstm.cx does"

# The attention weights of every tree sum to one.
expect_status 0 "$CORTEX" run "$EX/attn_treelstm.cx" --data "$EX/data/ewt_dev_30.conllu" --seed 7 --format json -D H=16
checks=$((checks + 1))
python3 -c '
import json, sys
for line in open(sys.argv[1]):
    a = json.loads(line)["outputs"]["alpha"]
    assert abs(sum(a) - 1) < 1e-5, sum(a)
' "$OUT" || fail "attn_treelstm: alpha does not sum to 1"
# ... and the compiled code computes them (its readouts read two recs,
# fused into one pass): the same outputs, per node too, in batches of 1,
# 7 and all the trees.
cp "$OUT" "$WORK/attn.json"
for b in 1 7 1000; do
  expect_status 0 "$CORTEX" run "$EX/attn_treelstm.cx" --data "$EX/data/ewt_dev_30.conllu" --seed 7 --format json \
    -D H=16 --jit --batch "$b"
  checks=$((checks + 1))
  python3 "$top_srcdir/tests/json_close.py" "$WORK/attn.json" "$OUT" ||
    fail "attn_treelstm --jit --batch $b: the outputs differ from the interpreter's"
done
# A node-set reduction that only structure-level outputs read is written
# at the root alone (the sentence vector v); one that a per-node output
# reads (the softmax's sum z, in alpha(n)) at every node; and TBCNN's
# pooled vector, read by pooled and logits, at the root: with the same
# outputs as the interpreter's, in batches of 1, 7 and all the trees.
expect_status 0 "$CORTEX" ir --stage loops "$EX/attn_treelstm.cx" -D H=16
expect_out "r1 = sum of its rows per structure, in node order, for every node of it"
expect_out "r2 = sum of its rows per structure, in node order, at its root (only structure-level outputs read it)"
# (the score's dot(w_a, ...) in double, in independent partial sums)
expect_out "sum(k in 0..16) w_a\[k\] \* t[0-9]*\[li \* 16 + k\]    // 8 double partial sums"
expect_status 0 "$CORTEX" ir --stage loops "$EX/tbcnn.cx" -D H=16 -D F=16
expect_out "r0 = max of its rows per structure, in node order, at its root (only structure-level outputs read it)"
expect_status 0 "$CORTEX" run "$EX/tbcnn.cx" --data "$EX/data/ewt_dev_30.conllu" --seed 7 --format json -D H=16 -D F=16
cp "$OUT" "$WORK/tbcnn.json"
for b in 1 7 1000; do
  expect_status 0 "$CORTEX" run "$EX/tbcnn.cx" --data "$EX/data/ewt_dev_30.conllu" --seed 7 --format json \
    -D H=16 -D F=16 --jit --batch "$b"
  checks=$((checks + 1))
  python3 "$top_srcdir/tests/json_close.py" "$WORK/tbcnn.json" "$OUT" ||
    fail "tbcnn --jit --batch $b: the outputs differ from the interpreter's"
done

# The top-down models compiled (ir/fuse.c's phases over the reversed
# structure): the interpreter's outputs, per node too, in batches of 1, 7
# and all the structures, and on two threads.
for mdb in "bitreelstm sst_dev_50.txt" "bigru seqs.txt"; do
  model=${mdb% *} data=${mdb#* }
  expect_status 0 "$CORTEX" run "$EX/$model.cx" --data "$EX/data/$data" --seed 7 --format json -D H=16
  cp "$OUT" "$WORK/$model.want.json"
  for bt in "1 1" "7 2" "1000 1"; do
    b=${bt% *} th=${bt#* }
    expect_status 0 "$CORTEX" run "$EX/$model.cx" --data "$EX/data/$data" --seed 7 --format json -D H=16 \
      --jit --batch "$b" --threads "$th"
    checks=$((checks + 1))
    python3 "$top_srcdir/tests/json_close.py" "$WORK/$model.want.json" "$OUT" ||
      fail "$model --jit --batch $b --threads $th: the outputs differ from the interpreter's"
  done
done
finish
