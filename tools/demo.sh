#!/bin/sh
# The main job of ./bootstrap demo: check every example, show the compiler's
# view of the TreeLSTM, then classify the SST test split with the trained
# TreeLSTM (compiled) and compare its accuracy with PyTorch's.
set -e
cd "$(dirname "$0")/.."
cortex=./cortex
shared=${CORTEX_SHARED:-../shared}
sst=examples/treelstm_sst
flags="-D H=150 -D V=8736 --vocab $sst/vocab.txt --unk <unk> --weights $sst/weights.safetensors"
test_file="$shared/data/sst/test.txt"
if [ ! -f "$test_file" ]; then
  echo "(no $test_file: using the SST dev slice shipped in examples/data)"
  test_file=examples/data/sst_dev_50.txt
fi

echo "== cortex check: every example model"
for m in examples/*.cx; do
  $cortex check "$m"
  echo "  ok  $m"
done

echo
echo "== cortex ir examples/treelstm.cx --stage ast (first 24 lines)"
$cortex ir examples/treelstm.cx --stage ast | head -n 24

echo
echo "== cortex ir examples/treelstm.cx --stage loops (the leaf kernel)"
$cortex ir examples/treelstm.cx --stage loops | sed -n '/^kernel branch0_leaf/,/^$/p'

echo
echo "== The trained TreeLSTM ($sst) on $test_file, compiled (--jit)"
out=$(mktemp "${TMPDIR:-/tmp}/cortex-demo.XXXXXX")
trap 'rm -f "$out"' EXIT
# shellcheck disable=SC2086
$cortex run examples/treelstm.cx $flags --data "$test_file" --jit --batch 10 --time --format json -o "$out"
echo
echo "   gold  predicted  sentence (0 = very negative .. 4 = very positive)"
# shellcheck disable=SC2086
$cortex run examples/treelstm.cx $flags --data "$test_file" --jit --limit 12 --format tsv --with-text |
  awk -F '\t' 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
               $(col["node"]) == 0 { printf "%s\t%s\n", $(col["sentiment"]), $(col["text"]) }' >"$out.pred"
head -n 12 "$test_file" | sed 's/^(\([0-9]\).*/\1/' | paste - "$out.pred" |
  awk -F '\t' '{ printf "   %s     %s          %s\n", $1, $2, $3 }'
rm -f "$out.pred"
echo
echo "== Accuracy on the whole split: Cortex (compiled) and PyTorch (same weights)"
python3 tools/sst_accuracy.py "$out" "$test_file" --reference "$sst/pytorch_metrics.json"
