#!/bin/sh
# Hoisting on against -fno-hoist (ir/hoist.c): `cortex bench` of the
# sequence LSTM and GRU on the SST dev sentences, the two builds' settings
# alternated ROUNDS times (default 5); prints, per row, the minimum over
# the rounds of each side's median ms per call and their ratio.
#   sh bench/hoist_ab.sh                      (from the top folder; ~10 min)
#   MODELS=seqgru SIZES=256 ROUNDS=7 sh bench/hoist_ab.sh
set -eu
CORTEX=${CORTEX:-./cortex}
SST_DEV=${SST_DEV:-/work/shared/data/sst/dev.txt}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/hoist_ab.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
data=$tmp/sst_dev_sentences.seq
python3 -c "
import sys; sys.path.insert(0, 'bench'); import cxdata
with open('$data', 'w', encoding='utf-8') as f:
    for st in cxdata.read_ptb('$SST_DEV', cxdata.Vocab()): f.write(' '.join(st.tokens) + '\n')"
median() { # FLAGS...: the median ms of one `cortex bench` run
  "$CORTEX" bench "examples/$m.cx" -D H="$H" --data "$data" --data-format seq --batch "$B" \
    --calls "$calls" --format json "$@" 2>/dev/null | tail -1 |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["median_ms"])'
}
grep -m1 'model name' /proc/cpuinfo || true
for m in ${MODELS:-seqlstm seqgru}; do
  for H in ${SIZES:-256 512}; do
    for B in 1 10; do
      calls=$([ "$B" = 1 ] && echo 300 || echo 40)
      on="" off=""
      r=0
      while [ "$r" -lt "${ROUNDS:-5}" ]; do
        on="$on $(median)"
        off="$off $(median -fno-hoist)"
        r=$((r + 1))
      done
      python3 -c "
on = min(float(x) for x in '$on'.split()); off = min(float(x) for x in '$off'.split())
print('%-8s H=%-4s B=%-3s hoisted %8.3f ms  -fno-hoist %8.3f ms  %.2fx' % ('$m', '$H', '$B', on, off, off / on))"
    done
  done
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
