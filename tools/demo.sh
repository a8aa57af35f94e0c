#!/bin/sh
# The main job of ./bootstrap demo: check every example, show the typed
# syntax tree of the TreeLSTM, then run it on SST sentences.
set -e
cd "$(dirname "$0")/.."
cortex=./cortex

echo "== cortex check: every example model"
for m in examples/*.cx; do
  $cortex check "$m"
  echo "  ok  $m"
done

echo
echo "== cortex ir examples/treelstm.cx --stage ast (first 40 lines)"
$cortex ir examples/treelstm.cx --stage ast | head -n 40

echo
echo "== cortex ir examples/treelstm.cx --stage ra (the leaf branch)"
$cortex ir examples/treelstm.cx --stage ra | sed -n '/branch 0/,/branch 1/p' | head -n 30

echo
echo "== cortex run examples/treelstm.cx on 10 SST dev sentences (seeded random weights)"
echo "   predicted root sentiment (0 = very negative .. 4 = very positive) and sentence:"
$cortex run examples/treelstm.cx --data examples/data/sst_dev_50.txt --seed 1 --limit 10 \
    --format tsv --with-text |
  awk -F '\t' 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
               $(col["node"]) == 0 { printf "  %s  %s\n", $(col["sentiment"]), $(col["text"]) }'
