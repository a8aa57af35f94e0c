#!/bin/sh
# cortex bench: the JSON and text reports, the structures each call runs,
# --interp, --threads, --weights, and usage errors.  No timing assertions:
# only the shape of the output (and min <= median <= max).
. "${top_srcdir:-.}/tests/load_lib.sh"
M="$EX/treefc.cx"
D="$EX/data/sst_dev_50.txt"
FAST="-D H=4 --warmup 0"

# json_field LINE KEY: the value of a number or string field of a JSON line.
json_field() {
  printf '%s\n' "$1" | sed -n "s/.*\"$2\": \"\{0,1\}\([^,\"}]*\)\"\{0,1\}[,}].*/\1/p"
}

# check_json_line LINE BATCH CALLS BACKEND: every field there and sane.
check_json_line() {
  line=$1
  checks=$((checks + 1))
  for key in model batch threads calls median_ms min_ms max_ms backend nodes_per_call cpu cpus; do
    printf '%s\n' "$line" | grep -q "\"$key\": " || fail "JSON lacks \"$key\": $line"
  done
  [ "$(json_field "$line" model)" = treefc ] || fail "model: $line"
  [ "$(json_field "$line" batch)" = "$2" ] || fail "batch $2 expected: $line"
  [ "$(json_field "$line" calls)" = "$3" ] || fail "calls $3 expected: $line"
  [ "$(json_field "$line" backend)" = "$4" ] || fail "backend $4 expected: $line"
  [ "$(json_field "$line" threads)" = 1 ] || fail "threads 1 expected: $line"
  [ "$(json_field "$line" cpus)" = "$(getconf _NPROCESSORS_ONLN)" ] || fail "cpus $(getconf _NPROCESSORS_ONLN) expected: $line"
  printf '%s\n' "$line" | grep -q '^{.*}$' || fail "not one JSON object: $line"
  awk -v lo="$(json_field "$line" min_ms)" -v med="$(json_field "$line" median_ms)" \
    -v hi="$(json_field "$line" max_ms)" \
    'BEGIN { exit !(lo + 0 > 0 && lo + 0 <= med + 0 && med + 0 <= hi + 0) }' ||
    fail "expected 0 < min_ms <= median_ms <= max_ms: $line"
}

# The node counts of the first structures, from cortex run.
expect_status 0 "$CORTEX" run "$M" -D H=2 --data "$D" --seed 1 --limit 20 --format json
sed 's/.*"nodes": \([0-9]*\).*/\1/' "$OUT" >"$WORK/nodes"
n0=$(sed -n 1p "$WORK/nodes")
n1=$(sed -n 2p "$WORK/nodes")
first10=$(head -n 10 "$WORK/nodes" | awk '{ s += $1 } END { print s }')
second10=$(sed -n 11,20p "$WORK/nodes" | awk '{ s += $1 } END { print s }')

# JSON: one line per batch size, in the order given.
expect_status 0 "$CORTEX" bench "$M" --data "$D" $FAST --batch 1,10 --calls 2 --format json
[ "$(wc -l <"$OUT")" -eq 2 ] || fail "json: expected 2 lines, got $(wc -l <"$OUT")"
check_json_line "$(sed -n 1p "$OUT")" 1 2 jit
check_json_line "$(sed -n 2p "$OUT")" 10 2 jit
# Call i runs structures [i * B, (i + 1) * B): the mean nodes per call.
want1=$(awk -v a="$n0" -v b="$n1" 'BEGIN { printf "%.2f", (a + b) / 2 }')
want10=$(awk -v a="$first10" -v b="$second10" 'BEGIN { printf "%.2f", (a + b) / 2 }')
[ "$(json_field "$(sed -n 1p "$OUT")" nodes_per_call)" = "$want1" ] || fail "batch 1: nodes_per_call $want1 expected"
[ "$(json_field "$(sed -n 2p "$OUT")" nodes_per_call)" = "$want10" ] || fail "batch 10: nodes_per_call $want10 expected"
# The data is cycled through: 7 calls of 10 over 50 structures.
expect_status 0 "$CORTEX" bench "$M" --data "$D" $FAST --batch 10 --calls 7 --format json
check_json_line "$(cat "$OUT")" 10 7 jit
expect_out '"data_covered": true'
# Without --calls: every structure at least once.
expect_status 0 "$CORTEX" bench "$M" --data "$D" -D H=4 --batch 10 --min-time 0.01 --format json
calls=$(json_field "$(cat "$OUT")" calls)
[ "${calls:-0}" -ge 5 ] || fail "default calls: at least 5 expected (50 structures / 10), got $calls"

# The interpreter.
expect_status 0 "$CORTEX" bench "$M" --data "$D" $FAST --batch 1,10 --calls 1 --format json --interp
check_json_line "$(sed -n 1p "$OUT")" 1 1 interp
check_json_line "$(sed -n 2p "$OUT")" 10 1 interp

# Language v2 (two recs, one top-down): the interpreter times it.
expect_status 0 "$CORTEX" bench "$EX/bitreelstm.cx" --data "$D" $FAST --batch 1,10 --calls 1 --format json --interp
[ "$(wc -l <"$OUT")" -eq 2 ] || fail "v2 --interp: expected 2 lines, got $(wc -l <"$OUT")"
[ "$(json_field "$(sed -n 1p "$OUT")" model)" = bitreelstm ] || fail "v2 --interp: model bitreelstm expected: $(cat "$OUT")"
[ "$(json_field "$(sed -n 2p "$OUT")" backend)" = interp ] || fail "v2 --interp: backend interp expected: $(cat "$OUT")"
expect_no_err
# ... and the compiled code, the default, times its top-down pass too
expect_status 0 "$CORTEX" bench "$EX/bitreelstm.cx" --data "$D" $FAST --batch 1 --calls 1 --format json
[ "$(json_field "$(sed -n 1p "$OUT")" backend)" = jit ] || fail "v2 compiled: backend jit expected: $(cat "$OUT")"
# --threads: the compiled code runs on T threads and says so; the
# interpreter is single-threaded and says that.
expect_status 0 "$CORTEX" bench "$M" --data "$D" $FAST --batch 1 --calls 1 --format json --threads 2
[ "$(json_field "$(cat "$OUT")" threads)" = 2 ] || fail "threads 2 expected: $(cat "$OUT")"
expect_status 0 "$CORTEX" bench "$M" --data "$D" $FAST --batch 1 --calls 1 --format json --threads 2 --interp
check_json_line "$(cat "$OUT")" 1 1 interp
expect_out '"threads_requested": 2'
expect_err 'the interpreter runs single-threaded'

# A list of thread counts: every count timed in turn, --calls calls each,
# a row per batch size and count with the speedup over the first count.
expect_status 0 "$CORTEX" bench "$M" --data "$D" $FAST --batch 1,10 --calls 3 --format json --threads 1,2
[ "$(wc -l <"$OUT")" -eq 4 ] || fail "--threads 1,2: expected 4 JSON lines"
i=0
for want in "1 1" "1 2" "10 1" "10 2"; do
  i=$((i + 1))
  line=$(sed -n "${i}p" "$OUT")
  [ "$(json_field "$line" batch) $(json_field "$line" threads)" = "$want" ] || fail "line $i: batch, threads $want expected: $line"
  [ "$(json_field "$line" calls)" = 3 ] || fail "line $i: 3 calls expected: $line"
  [ "$(json_field "$line" speedup_vs_threads)" = 1 ] || fail "line $i: speedup_vs_threads 1 expected: $line"
done
line=$(sed -n 2p "$OUT")
awk -v r="$(json_field "$(sed -n 1p "$OUT")" median_ms)" -v t="$(json_field "$line" median_ms)" \
  -v s="$(json_field "$line" speedup)" 'BEGIN { exit !(s > 0 && (s - r / t) ^ 2 < 1e-4 * s * s) }' ||
  fail "speedup is not the first count's median over this one's: $(cat "$OUT")"
expect_status 0 "$CORTEX" bench "$M" --data "$D" $FAST --batch 1 --calls 2 --threads 2,1
expect_out 'threads 2,1 in turn'
expect_out '^ *1 *2 *2 .* 1\.00x$'
expect_out '^ *1 *1 *2 .*x$'

# Text: a header, then a row per batch size.
expect_status 0 "$CORTEX" bench "$M" --data "$D" $FAST --batch 1,10 --calls 2
expect_out '^treefc (.*treefc.cx): compiled (libgccjit), 1 thread'
expect_out 'batch.*calls.*nodes/call.*median ms.*min ms.*max ms'
expect_out "^ *1 *2 *$(awk -v w="$want1" 'BEGIN { printf "%.1f", w }') "
expect_out "^ *10 *2 *$(awk -v w="$want10" 'BEGIN { printf "%.1f", w }') "
[ "$(wc -l <"$OUT")" -eq 6 ] || fail "text: expected 6 lines"
# the machine, for the tables measurements go into
cpus=$(getconf _NPROCESSORS_ONLN)
expect_out "^machine: .*, $cpus CPUs\{0,1\} online"
expect_no_err

# --weights, a vocabulary and -D.
expect_status 0 "$CORTEX" init-weights "$M" -D H=4 --seed 3 -o "$WORK/w.safetensors"
expect_status 0 "$CORTEX" bench "$M" --data "$D" $FAST --weights "$WORK/w.safetensors" --calls 1 --format json
[ "$(wc -l <"$OUT")" -eq 2 ] || fail "--weights: expected 2 lines (default --batch 1,10)"

# Usage errors: status 2 and a message naming the problem.
expect_status 2 "$CORTEX" bench --data "$D"
expect_err "no model given"
expect_status 2 "$CORTEX" bench "$M"
expect_err "no data given"
for bad in 0 1,,2 x 1, ,1 -1 99999999999; do
  expect_status 2 "$CORTEX" bench "$M" --data "$D" --batch "$bad"
  expect_err "--batch expects positive integers"
done
expect_status 2 "$CORTEX" bench "$M" --data "$D" --calls 0
expect_err "--calls expects a positive integer"
for bad in 0 1,,2 x 1, 257; do
  expect_status 2 "$CORTEX" bench "$M" --data "$D" --threads "$bad"
  expect_err "--threads expects positive integers (at most 256)"
done
expect_status 2 "$CORTEX" bench "$M" --data "$D" --threads 1,2 --interp
expect_err "a list of thread counts times the compiled code"
expect_status 2 "$CORTEX" bench "$M" --data "$D" --format tsv
expect_err "unknown output format 'tsv'"
expect_status 2 "$CORTEX" bench "$M" --data "$D" --min-time 0
expect_err "--min-time expects a positive number of seconds"
expect_status 2 "$CORTEX" bench "$M" --data "$D" --min-time 5 --max-time 2
expect_err "--max-time 2 is less than --min-time 5"
expect_status 2 "$CORTEX" bench "$M" --data "$D" --seed 1 --weights "$WORK/w.safetensors"
expect_err "--weights and --seed both given"
expect_status 2 "$CORTEX" bench "$M" --data "$D" --bogus
expect_err "unknown option '--bogus'"
expect_status 2 "$CORTEX" bench "$M" --data
expect_err "option '--data' needs an argument"
# A batch larger than the data is the user's error (status 1).
expect_status 1 "$CORTEX" bench "$M" --data "$D" -D H=4 --limit 5 --batch 10
expect_err "--batch 10 needs at least 10 structures"
expect_status 1 "$CORTEX" bench "$M" --data "$WORK/missing.txt" -D H=4
expect_err "missing.txt"
# Help.
expect_status 0 "$CORTEX" bench --help
expect_out '^Usage: cortex bench MODEL.cx --data FILE'
expect_status 0 "$CORTEX" --help
expect_out '^  bench '

finish
