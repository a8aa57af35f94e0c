#!/bin/sh
# bench/ablation.sh [CORTEX]: what each optimization of the compiler buys.
#
# Runs `cortex bench` on five settings with every optimization on, then
# with each one turned off alone (the flags of docs/cli.md), and prints
# the median ms per call as a Markdown table (docs/performance.md, "What
# each optimization buys").  One thread, compiled code, weights from
# `cortex init-weights --seed 1`.  A benchmark, not a test: it prints
# numbers and asserts nothing; run it on a quiet machine.  The defaults
# run first and last: their spread is the noise of the run.
#
#   sh bench/ablation.sh              # ./cortex, about 4 minutes
set -eu

top=$(cd "$(dirname "$0")/.." && pwd)
CORTEX=${1:-$top/cortex}
SHARED=${SHARED:-$top/../shared}
SST=$SHARED/data/sst/dev.txt
EWT=$SHARED/data/ud/en_ewt-ud-dev.conllu
GRID=$top/examples/data/grid10.graph
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# name|model|H|V|data|batch|calls
SETTINGS="TreeLSTM 512, B=10|treelstm|512|22000|$SST|10|60
TreeRNN 512, B=1|treernn|512|22000|$SST|1|400
Child-Sum 256, B=10|childsum_treelstm|256|22000|$EWT|10|100
DAG-RNN 256, B=1|dagrnn|256|16|$GRID|1|400
MV-RNN 256, B=1|mvrnn|256|22000|$SST|1|20"

FLAGS="defaults
-fno-gemm-pack
-fno-gemm-fuse
-fno-gemm-sweep
-fno-gemm-epilogue
-fno-sum-matmul
-fno-flat-edges
-fno-col-vec
-fno-leaf-const
-fno-leaf-prod
-fno-vec-math
--leaf-table off
-fgemm-nodes=1
-fgemm-rows=32
defaults"

header="| flags |"
rule="|---|"
i=0
echo "$SETTINGS" | while IFS='|' read -r name model H V data batch calls; do
  i=$((i + 1))
  "$CORTEX" init-weights "$top/examples/$model.cx" -D "H=$H" -D "V=$V" --seed 1 -o "$work/w$i.safetensors"
done
while IFS='|' read -r name model H V data batch calls; do
  header="$header $name |"
  rule="$rule---|"
done <<EOF
$SETTINGS
EOF
echo "$header"
echo "$rule"
echo "$FLAGS" | while read -r flags; do
  row="| \`$flags\` |"
  i=0
  while IFS='|' read -r name model H V data batch calls; do
    i=$((i + 1))
    f=$flags
    [ "$f" = defaults ] && f=
    # (a slow setting, e.g. MV-RNN without column tiles, gets fewer calls)
    [ "$model" = mvrnn ] && [ "$f" = -fno-col-vec ] && calls=3
    # shellcheck disable=SC2086
    ms=$("$CORTEX" bench "$top/examples/$model.cx" --data "$data" --weights "$work/w$i.safetensors" \
      -D "H=$H" -D "V=$V" --batch "$batch" --calls "$calls" --warmup 3 --format json $f |
      sed -n 's/.*"median_ms": *\([0-9.]*\).*/\1/p' | tail -1 | awk '{printf "%.3g", $1}')
    row="$row $ms |"
  done <<EOF
$SETTINGS
EOF
  echo "$row"
done
