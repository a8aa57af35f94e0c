#!/bin/sh
# Cold compile, one unit against parts in parallel (backend/jit/parallel.c):
#   bench/parallel_compile.sh [CORTEX] [ROUNDS]
# For each model, -fjobs=1 and -fjobs=2 alternated ROUNDS times (default
# 3), `cortex run --jit --no-cache --time --limit 1`; prints per model and
# jobs the minimum wall ms, the compile processes' CPU ms summed and the
# largest part's, the link's CPU ms, and the speedup two free cores
# would give (one unit's CPU over the largest part's plus the link's).  The load
# average is printed: on a shared machine the wall times are noisy, the
# CPU times much less so.
set -u
CORTEX=${1:-./cortex}
ROUNDS=${2:-3}
top=$(dirname "$0")/..
EX=$top/examples
models="treelstm:sst_dev_50.txt rntn:sst_dev_50.txt mvrnn:sst_dev_50.txt childsum_treelstm:ewt_dev_30.conllu
dagrnn:grid10.graph arity10:ewt_dev_30.conllu"
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $(nproc) online"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-18s %5s %10s %10s %10s %8s\n' model jobs wall_ms cpu_ms largest link_cpu
for m in $models; do
  name=${m%%:*} data=$EX/data/${m#*:}
  file=$EX/$name.cx
  [ "$name" = arity10 ] && file=$top/tests/parallel/arity10.cx
  for j in 1 2; do eval "best_$j=; cpu_$j=; big_$j=; link_$j="; done
  r=0
  while [ $r -lt "$ROUNDS" ]; do
    for j in 1 2; do
      err=$("$CORTEX" run "$file" --data "$data" --seed 1 --limit 1 --jit --no-cache --time -fjobs=$j 2>&1 >/dev/null)
      wall=$(echo "$err" | sed -n 's/^time: compile \([0-9.]*\) ms$/\1/p')
      cpu=$(echo "$err" | sed -n 's/^time: compile parts [0-9]*, cpu \([0-9.]*\) ms.*/\1/p')
      big=$(echo "$err" | sed -n 's/.*largest part \([0-9.]*\) ms.*/\1/p')
      link=$(echo "$err" | sed -n 's/.*link [0-9.]* ms (cpu \([0-9.]*\) ms)$/\1/p')
      [ -n "$big" ] || big=$cpu
      [ -n "$link" ] || link=0
      eval "b=\${best_$j}"
      if [ -z "$b" ] || awk -v a="$wall" -v b="$b" 'BEGIN { exit !(a < b) }'; then
        eval "best_$j=$wall; cpu_$j=$cpu; big_$j=$big; link_$j=$link"
      fi
    done
    r=$((r + 1))
  done
  for j in 1 2; do
    eval "printf '%-18s %5s %10s %10s %10s %8s\n' $name $j \${best_$j} \${cpu_$j} \${big_$j} \${link_$j}"
  done
  awk -v c="$cpu_1" -v b="$big_2" -v l="$link_2" -v w1="$best_1" -v w2="$best_2" \
    'BEGIN { printf "%-18s speedup from CPU times %.2fx, wall %.2fx\n", "", c / (b + l), w1 / w2 }'
done
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
