#!/bin/sh
# Every example checks clean (no errors, no warnings) and runs on its data.
. "${top_srcdir:-.}/tests/lib.sh"

for m in "$EX"/*.cx; do
  expect_status 0 "$CORTEX" check -Werror "$m"
  expect_no_err
done

run() { # run MODEL DATA OUTPUT-NAME
  expect_status 0 "$CORTEX" run "$EX/$1.cx" --data "$EX/data/$2" --seed 7 --format json
  expect_out "\"$3\""
  lines=$(wc -l <"$OUT")
  [ "$lines" -ge 3 ] || fail "$1: only $lines structures printed"
}
run treefc sst_dev_50.txt h_root
run treernn sst_dev_50.txt h_root
run treelstm sst_dev_50.txt logits
run treegru sst_dev_50.txt h_root
run mvrnn sst_dev_50.txt p
run childsum_treelstm ewt_dev_30.conllu h_root
run dagrnn grid10.graph h_root
run seqlstm seqs.txt h_last
finish
