#!/bin/sh
# cortex run --jit --handover (driver/handover.c): the interpreter serves
# the first structures while the model compiles on a thread, then the
# compiled code runs the rest.  The output is, structure by structure,
# exactly the interpreter's for the first K (K from --time) and exactly
# --jit's for the rest (JSON, %.9g: the two backends differ in the last
# digits, which is why the handover is opt-in); the interpreter may run
# everything (the compile still ends and fills the cache); a compile
# error, a stop signal and a usage error behave as without it.
. "${top_srcdir:-.}/tests/load_lib.sh"
command -v python3 >/dev/null || { echo "python3 is required for this test (apt-get install python3)"; exit 1; }
T="$WORK/tmp"
mkdir -p "$T"
for k in 1 2 3 4 5 6; do cat "$EX/data/sst_dev_50.txt"; done >"$WORK/long.txt"
M="$EX/treelstm.cx"
expect_status 0 "$CORTEX" run "$M" -D H=32 --data "$WORK/long.txt" --seed 2 --format json -o "$WORK/interp.json"
expect_status 0 "$CORTEX" run "$M" -D H=32 --data "$WORK/long.txt" --seed 2 --jit --no-cache --format json -o "$WORK/jit.json"
n=$(wc -l <"$WORK/jit.json")

# check_handover TAG: $WORK/h.json against the interpreter's first K and --jit's rest
check_handover() {
  checks=$((checks + 1))
  k=$(sed -n 's/^time: handover: interpreted \([0-9]*\) structures.*compiled \([0-9]*\)$/\1 \2/p' "$ERR")
  [ -n "$k" ] || { fail "$1: --time does not say who ran how many: $(cat "$ERR")"; return; }
  # shellcheck disable=SC2086
  set -- "$1" $k
  checks=$((checks + 1))
  [ $(($2 + $3)) = "$n" ] || fail "$1: $2 + $3 structures, expected $n"
  { head -n "$2" "$WORK/interp.json"; tail -n +"$(($2 + 1))" "$WORK/jit.json"; } >"$WORK/want.json"
  checks=$((checks + 1))
  cmp -s "$WORK/want.json" "$WORK/h.json" || fail "$1: the output is not the interpreter's $2 then --jit's $3"
  K=$2
}

# A cold compile: both backends run, wherever the handover falls (how
# many the interpreter serves depends on the machine's speed and load)
expect_status 0 env TMPDIR="$T" "$CORTEX" run "$M" -D H=32 --data "$WORK/long.txt" --seed 2 --jit --handover --no-cache --time \
  --format json -o "$WORK/h.json"
check_handover "cold, --no-cache"
# and with the split fixed (CORTEX_HANDOVER_AT: the interpreter serves
# exactly 100, then waits for the compile), both sides for certain
expect_status 0 env TMPDIR="$T" CORTEX_HANDOVER_AT=100 "$CORTEX" run "$M" -D H=32 --data "$WORK/long.txt" --seed 2 --jit \
  --handover --no-cache --time --format json -o "$WORK/h.json"
check_handover "cold, CORTEX_HANDOVER_AT=100"
checks=$((checks + 1))
[ "$K" = 100 ] || fail "CORTEX_HANDOVER_AT=100: the interpreter ran $K of $n structures"
# Through the cache: a miss, then a hit (the compiled code from the start, or nearly)
expect_status 0 env TMPDIR="$T" "$CORTEX" run "$M" -D H=32 --data "$WORK/long.txt" --seed 2 --jit --handover --time \
  --format json -o "$WORK/h.json"
check_handover "a cache miss"
expect_err "cache: miss"
expect_status 0 env TMPDIR="$T" "$CORTEX" run "$M" -D H=32 --data "$WORK/long.txt" --seed 2 --jit --handover --time \
  --format json -o "$WORK/h.json"
check_handover "a cache hit"
expect_err "cache: hit"
# --no-handover (the default) undoes --handover
expect_status 0 "$CORTEX" run "$M" -D H=32 --data "$WORK/long.txt" --seed 2 --jit --handover --no-handover --format json \
  -o "$WORK/h.json"
checks=$((checks + 1))
cmp -s "$WORK/jit.json" "$WORK/h.json" || fail "--no-handover: not --jit's output"

# The interpreter runs everything before the compile ends: its output, and
# the compile still fills the cache
expect_status 0 env TMPDIR="$T" CORTEX_HANDOVER_AT=5 "$CORTEX" run "$M" -D H=24 --data "$WORK/long.txt" --seed 2 --limit 1 --jit \
  --handover --time
expect_err "time: handover: interpreted 1 structures"
expect_status 0 "$CORTEX" run "$M" -D H=24 --data "$WORK/long.txt" --seed 2 --limit 1 --jit --time
expect_err "cache: hit"
checks=$((checks + 1))
[ -z "$(ls -A "$T")" ] || fail "the handovers left in TMPDIR: $(ls -A "$T")"

# A compile error while the interpreter serves: reported once, status 1
expect_status 1 env TMPDIR="$T" CORTEX_MARCH=bogus "$CORTEX" run "$M" -D H=32 --data "$WORK/long.txt" --seed 2 --jit --handover \
  --no-cache -o "$WORK/bad.txt"
checks=$((checks + 1))
c=$(grep -c "internal compiler error: libgccjit: compiling the model" "$ERR")
[ "$c" = 1 ] || fail "a compile error during a handover: reported $c times"
checks=$((checks + 1))
[ ! -e "$WORK/bad.txt" ] || fail "a compile error during a handover left a half-written output"
checks=$((checks + 1))
[ -z "$(ls -A "$T")" ] || fail "a compile error during a handover left in TMPDIR: $(ls -A "$T")"

# Usage
expect_status 2 "$CORTEX" run "$M" -D H=32 --data "$WORK/long.txt" --seed 2 --handover
expect_err "--handover needs --jit"

# The REPL's :handover on (with :backend jit): a :run's first structures
# interpreted while the model compiles, the rest compiled, the next :run
# compiled from the start without compiling again
printf ':set H 32\n:data %s\n:seed 2\n:backend jit\n:handover on\n:time\n:run json\n:run json\n' "$WORK/long.txt" >"$WORK/h.cxr"
expect_status 0 env TMPDIR="$T" CORTEX_HANDOVER_AT=100 "$CORTEX" repl "$M" <"$WORK/h.cxr"
grep '^{' "$OUT" | head -n "$n" >"$WORK/h.json"
check_repl() { # TAG K: the first run's split, K from its timing line
  checks=$((checks + 1))
  { head -n "$2" "$WORK/interp.json"; tail -n +"$(($2 + 1))" "$WORK/jit.json"; } | cmp -s - "$WORK/h.json" ||
    fail "$1: the first :run is not the interpreter's $2 then --jit's rest"
  checks=$((checks + 1))
  grep '^{' "$OUT" | tail -n +"$((n + 1))" | cmp -s - "$WORK/jit.json" || fail "$1: the second :run is not --jit's"
}
check_repl "the REPL, CORTEX_HANDOVER_AT=100" 100
expect_out "time: handover: interpreted 100 structures, compiled 200"
checks=$((checks + 1))
[ "$(grep -c '^time: compile' "$OUT")" = 1 ] || fail "the REPL's handover: compiled $(grep -c '^time: compile' "$OUT") times, expected once"
# unforced: wherever the handover falls
expect_status 0 env TMPDIR="$T" "$CORTEX" repl "$M" <"$WORK/h.cxr"
grep '^{' "$OUT" | head -n "$n" >"$WORK/h.json"
k=$(sed -n 's/^time: handover: interpreted \([0-9]*\) structures.*/\1/p' "$OUT")
checks=$((checks + 1))
[ -n "$k" ] || fail "the REPL's handover: no timing line: $(cat "$OUT")"
[ -n "$k" ] && check_repl "the REPL, unforced" "$k"
printf ':handover maybe\n' >"$WORK/bad.cxr"
expect_status 1 "$CORTEX" repl "$M" <"$WORK/bad.cxr"
expect_err "expected on or off after :handover, not 'maybe'"
# Ctrl-C while the REPL waits for the compile after serving: the result
# printed, the compile stopped, the prompt back, nothing left in TMPDIR
write_slow_model "$WORK/slow.cx" "$WORK/t.graph"
printf ':load %s\n:data %s\n:seed 1\n:backend jit\n:handover on\n:run\n^C\n:quit\n' "$WORK/slow.cx" "$WORK/t.graph" |
  python3 "$top_srcdir/tests/signal_run.py" --repl "$T" "$CORTEX" repl -w >"$WORK/repl.txt"
checks=$((checks + 1))
grep -q "^  o = \[" "$WORK/repl.txt" || fail "the REPL's handover did not print the interpreted result before the Ctrl-C"
checks=$((checks + 1))
grep -q "the compile was stopped by SIGINT" "$WORK/repl.txt" || fail "the REPL's handover did not report the stopped compile"
checks=$((checks + 1))
set -- $(tail -n 1 "$WORK/repl.txt")
[ "$2" = 0 ] || fail "the REPL after a Ctrl-C in a handover: status $2, expected 0 (:quit)"
checks=$((checks + 1))
awk -v t="$4" 'BEGIN { exit !(t >= 0 && t < 5) }' || fail "the REPL took $4 s to return to its prompt after a Ctrl-C"
checks=$((checks + 1))
[ -z "$(ls -A "$T")" ] || fail "the REPL's handover left in TMPDIR: $(ls -A "$T")"
[ "$failures" = 0 ] || sed 's/^/  repl: /' "$WORK/repl.txt" >&2
rm -rf "${T:?}"/*

# A stop signal while the interpreter serves and the model compiles
for sig in INT TERM; do
  want=130
  [ $sig = TERM ] && want=143
  check_stop "SIG$sig during a handover" $want \
    "$(python3 "$top_srcdir/tests/signal_run.py" $sig "$T" "$CORTEX" run "$M" -D H=64 --data "$WORK/long.txt" --seed 1 \
      --jit --handover --no-cache -o "$WORK/sig.json")"
  checks=$((checks + 1))
  [ ! -e "$WORK/sig.json" ] || fail "SIG$sig during a handover left the output"
  checks=$((checks + 1))
  ls "$WORK" | grep -q "sig.json.tmp" && fail "SIG$sig during a handover left $(ls "$WORK" | grep sig.json)"
done
finish
