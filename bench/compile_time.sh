#!/bin/sh
# bench/compile_time.sh [--cortex PATH] [--runs N] [MODEL.cx ...]: what a
# cold compile costs (issue 17).
#
# For each model (default: every example, examples/tutorial/ and the
# stress models of bench/stress/), prints a Markdown row: the kernels
# (branch and output kernels of `cortex ir --stage c`), the lines of
# generated C (`cortex ir --stage c | wc -l`), the lines per kernel, and
# the cold compile (`cortex run --jit --no-cache --time`, its "compile"
# line: schedule, code generation and GCC; the front end is "parse"),
# the best of N runs (default 3) in ms.  A model --jit refuses gets its
# reason instead.  The data is the first structure of the example data
# of the model's input kind (tree[2]: SST, tree[*]: EWT, dag: the grid,
# seq: sequences), weights `--seed 1`.  A benchmark, not a test: it prints
# numbers and asserts nothing (tests/compile_size.sh asserts the bound on
# the lines per kernel).  To add a model, pass it, or drop it into
# bench/stress/.
#
#   sh bench/compile_time.sh                       # ./cortex, a few minutes
#   sh bench/compile_time.sh --cortex /work/base7/cortex --runs 1 bench/stress/*.cx
set -eu

top=$(cd "$(dirname "$0")/.." && pwd)
CORTEX=$top/cortex
RUNS=3
while [ $# -gt 0 ]; do
  case $1 in
  --cortex) CORTEX=$2; shift 2 ;;
  --runs) RUNS=$2; shift 2 ;;
  -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  --) shift; break ;;
  -*) echo "compile_time.sh: unknown option '$1' (try --help)" >&2; exit 2 ;;
  *) break ;;
  esac
done
[ $# -gt 0 ] || set -- "$top"/examples/*.cx "$top"/examples/tutorial/*.cx "$top"/bench/stress/*.cx
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

D=$top/examples/data
head -n 1 "$D/sst_dev_50.txt" >"$work/tree2.txt"
awk 'NF == 0 { exit } { print }' "$D/ewt_dev_30.conllu" >"$work/treeN.conllu"
echo >>"$work/treeN.conllu"
head -n 1 "$D/seqs.txt" >"$work/seq.txt"

echo "CPU: $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1), $(nproc) CPUs;" \
  "load average $(cut -d' ' -f1-3 /proc/loadavg) at the start; $(date -u '+%Y-%m-%d %H:%M UTC')"
echo
echo "| model | kernels | C lines | lines/kernel | cold compile ms (best of $RUNS) |"
echo "| --- | ---: | ---: | ---: | ---: |"
for m in "$@"; do
  name=$(basename "$m" .cx)
  case $(sed -n 's/^input [A-Za-z_0-9]* *: *\([a-z]*\(\[[^]]*\]\)\{0,1\}\).*/\1/p' "$m" | head -n 1) in
  'tree[*]') data=$work/treeN.conllu ;;
  dag) data=$D/grid10.graph ;;
  seq) data=$work/seq.txt ;;
  *) data=$work/tree2.txt ;;
  esac
  if ! "$CORTEX" ir "$m" --stage c >"$work/c" 2>"$work/err"; then
    echo "| $name | - | - | - | $(head -n 1 "$work/err" | sed 's/^[^:]*:[0-9:]* //; s/|/\\|/g') |"
    continue
  fi
  lines=$(wc -l <"$work/c")
  kernels=$(grep -c '^cx_\(branch\|out\)[A-Za-z0-9_]* (' "$work/c" || true)
  best=
  i=0
  while [ "$i" -lt "$RUNS" ]; do
    i=$((i + 1))
    if ! "$CORTEX" run "$m" --data "$data" --seed 1 --jit --no-cache --time >/dev/null 2>"$work/err"; then
      best="failed: $(grep -v '^time\|^cache' "$work/err" | head -n 1)"
      break
    fi
    ms=$(sed -n 's/^time: compile \([0-9.]*\) ms$/\1/p' "$work/err")
    best=$(awk -v a="$best" -v b="$ms" 'BEGIN { if (a == "" || b + 0 < a + 0) printf "%.0f", b; else print a }')
  done
  echo "| $name | $kernels | $lines | $((lines / (kernels > 0 ? kernels : 1))) | $best |"
done
