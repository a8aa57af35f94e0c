#!/bin/sh
# The compiled backend against the interpreter on random structures
# (tests/gen_structures.py, fixed seeds): trees of 1..500 nodes with up to
# 8 children a node (Child-Sum TreeLSTM), full binary trees with deep
# spines (TreeLSTM, TreeGRU, TreeRNN, TreeFC, MV-RNN), DAGs with shared
# nodes (DAG-RNN), and a 100,000-element sequence (sequence LSTM), each in
# batches of 1, 7 and all the structures.  Every output must agree within
# a relative error of 1e-5 (norm-wise, tests/json_close.py) or an
# absolute error of 1e-6.
. "${top_srcdir:-.}/tests/load_lib.sh"
command -v python3 >/dev/null || { echo "python3 is required for this test (apt-get install python3)"; exit 1; }
GEN="$top_srcdir/tests/gen_structures.py"


for seed in 1 2 3; do
  python3 "$GEN" tree "$seed" 24 500 8 >"$WORK/trees.graph"
  diff_data "random trees, seed $seed" childsum_treelstm "$WORK/trees.graph" graph -D H=16
  python3 "$GEN" dag "$seed" 24 500 4 >"$WORK/dags.graph"
  diff_data "random DAGs, seed $seed" dagrnn "$WORK/dags.graph" graph -D H=16
  python3 "$GEN" binary "$seed" 24 500 2 >"$WORK/binary.graph"
  case $seed in
  1) models="treelstm treegru" ;;
  2) models="treernn treefc mvrnn" ;;
  *) models="treelstm mvrnn" ;;
  esac
  for m in $models; do
    diff_data "random binary trees, seed $seed" $m "$WORK/binary.graph" graph -D H=16
  done
done
# At the examples' own sizes, once.
python3 "$GEN" tree 7 8 500 8 >"$WORK/trees.graph"
diff_data "random trees, full size" childsum_treelstm "$WORK/trees.graph" graph
python3 "$GEN" dag 7 8 500 4 >"$WORK/dags.graph"
diff_data "random DAGs, full size" dagrnn "$WORK/dags.graph" graph

# A 100,000-element sequence (and a few short ones): 100,000 levels.
python3 "$GEN" seq 11 4 100000 1 >"$WORK/long.txt"
diff_data "a 100,000-element sequence" seqlstm "$WORK/long.txt" seq -D H=16

finish
