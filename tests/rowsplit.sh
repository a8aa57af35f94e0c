#!/bin/sh
# Row-split levels (ir/rowsplit.c, stdlib/compiled_pool.c): every example
# the compiled backend runs, at H = 40 (two full row blocks and a partial
# one) and H = 200 (uneven shares of the blocks), batches of 1 and 10:
# the outputs on 2 threads with the row split forced (CORTEX_ROW_SPLIT=
# force: this machine may have fewer cores than threads), off (=0) and
# automatic, and on 3 threads forced, are the bytes of one thread's.  And
# `cortex ir --stage loops` says which kernels are split and where the
# threads meet, `cortex bench` how many groups a call split.  (Speed: bench/, never here.)
. "${top_srcdir:-.}/tests/load_lib.sh"

same_bytes() { # WANT GOT TAG
  checks=$((checks + 1))
  cmp -s "$1" "$2" || fail "$3: other bytes than one thread"
}

rows_model() { # MODEL DATA [-D ...]
  m=$1 d=$2
  shift 2
  for b in 1 10; do
    expect_status 0 "$CORTEX" run "$EX/$m.cx" --data "$EX/data/$d" --seed 3 --format json --jit --batch "$b" "$@"
    cp "$OUT" "$WORK/want.json"
    for trs in 2:force 2:0 2:auto 3:force; do
      t=${trs%:*}
      CORTEX_ROW_SPLIT=${trs#*:}
      export CORTEX_ROW_SPLIT
      expect_status 0 "$CORTEX" run "$EX/$m.cx" --data "$EX/data/$d" --seed 3 --format json \
        --jit --batch "$b" --threads "$t" "$@"
      unset CORTEX_ROW_SPLIT
      same_bytes "$WORK/want.json" "$OUT" "$m $* --batch $b --threads $trs (CORTEX_ROW_SPLIT)"
    done
  done
}

for size in "-D H=40" "-D H=200"; do
  # $size is deliberately split into words.
  # shellcheck disable=SC2086
  for m in treefc treernn treelstm treegru; do rows_model $m sst_dev_50.txt $size; done
  # shellcheck disable=SC2086
  rows_model childsum_treelstm ewt_dev_30.conllu $size
  # shellcheck disable=SC2086
  rows_model seqlstm seqs.txt $size
done
rows_model dagrnn grid10.graph -D H=40

# The schedule's decision, per kernel.
expect_status 0 "$CORTEX" ir "$EX/treelstm.cx" --stage loops -D H=128
expect_out "// branch 1 'internal'; row split: threads take row blocks of its GEMMs"
expect_status 0 "$CORTEX" ir "$EX/treelstm.cx" --stage loops -D H=64
expect_out "// branch 1 'internal'; row split only when forced (panels under 256 KB"
expect_status 0 "$CORTEX" bench "$EX/treegru.cx" -D H=128 --data "$EX/data/sst_dev_50.txt" --batch 1 --calls 2 \
  --threads 2 --format json
expect_out '"row_split_groups": '
expect_status 0 "$CORTEX" ir "$EX/treegru.cx" --stage loops -D H=64
expect_out "// row split: the threads meet before it "
expect_status 0 "$CORTEX" ir "$EX/treelstm.cx" --stage loops -D H=5
expect_out "no row split .a loop outside the GEMMs runs on every row."

finish
