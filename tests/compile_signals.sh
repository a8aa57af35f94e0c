#!/bin/sh
# A compile can always be stopped (issue 19, finding 6): SIGINT, SIGTERM
# and SIGHUP during a long compile end cortex within a second, as a
# shell's job dies of the signal (status 128 + N), and leave no temporary
# folder (libgccjit's libgccjit-XXXXXX is made inside the compile's
# private cortex-jit-XXXXXX) and no temporary file (the cache's and
# cortex build's OUT.tmp.XXXXXX, the version script).  In the REPL a Ctrl-C during
# the compile of a :run returns to the prompt.  The model
# (write_slow_model, tests/lib.sh) compiles for many seconds, so a
# signal that is held until the compile ends fails the test
# (signal_run.py gives up after 20 s).
. "${top_srcdir:-.}/tests/load_lib.sh"
command -v python3 >/dev/null || { echo "python3 is required for this test (apt-get install python3)"; exit 1; }
RUN="python3 $top_srcdir/tests/signal_run.py"

write_slow_model "$WORK/slow.cx" "$WORK/t.graph"
T="$WORK/tmp"
mkdir -p "$T"

check_stop "run --jit --no-cache, SIGTERM" 143 \
  "$($RUN TERM "$T" "$CORTEX" run "$WORK/slow.cx" --data "$WORK/t.graph" --seed 1 --jit --no-cache -w)"
check_stop "run --jit (a cache miss), SIGINT" 130 \
  "$($RUN INT "$T" "$CORTEX" run "$WORK/slow.cx" --data "$WORK/t.graph" --seed 1 --jit -w)"
checks=$((checks + 1))
ls -A "$CORTEX_CACHE_DIR" | grep -q tmp && fail "the cache folder keeps a temporary file: $(ls -A "$CORTEX_CACHE_DIR")"
mkdir -p "$WORK/out"
check_stop "build, SIGHUP" 129 \
  "$($RUN HUP "$T" "$CORTEX" build "$WORK/slow.cx" -o "$WORK/out/slow" -w)"
checks=$((checks + 1))
[ -z "$(ls -A "$WORK/out" 2>/dev/null)" ] || fail "cortex build left: $(ls -A "$WORK/out")"

# After the compile, while the model runs: its library, kept for gdb
# (-fdebuginfo) in a file of TMPDIR registered with the
# runtime's temporary files, goes with the signal too (it was a folder
# that stayed).
for k in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do cat "$EX/data/sst_dev_50.txt"; done >"$WORK/long.txt"
TMPDIR="$T" env --default-signal=TERM "$CORTEX" run "$EX/treelstm.cx" -D H=512 --data "$WORK/long.txt" --seed 1 \
  --jit --no-cache -fdebuginfo -o "$WORK/out/run.json" >/dev/null 2>"$WORK/run.err" &
pid=$!
tries=0
while ! ls "$WORK/out"/run.json.tmp.* >/dev/null 2>&1 && kill -0 $pid 2>/dev/null && [ $tries -lt 1200 ]; do
  tries=$((tries + 1))
  sleep 0.05
done
kill -TERM $pid 2>/dev/null
{ wait $pid; } 2>/dev/null
st=$?
checks=$((checks + 1))
[ "$st" = 143 ] || fail "SIGTERM while a compiled model runs: status $st, expected 143 ($(cat "$WORK/run.err"))"
checks=$((checks + 1))
left="$(ls -A "$T") $(ls -A "$WORK/out")"
[ "$left" = " " ] || fail "SIGTERM while a compiled model runs left: $left"
rm -rf "${T:?}"/* "$WORK/out"/*

# The REPL: Ctrl-C during the compile of a :run, then the prompt again.
printf ':load %s\n:data %s\n:seed 1\n:backend jit\n:run\n^C\n:quit\n' "$WORK/slow.cx" "$WORK/t.graph" |
  $RUN --repl "$T" "$CORTEX" repl -w >"$WORK/repl.txt"
checks=$((checks + 1))
grep -q "the compile was stopped by SIGINT" "$WORK/repl.txt" || fail "the REPL did not report the stopped compile"
checks=$((checks + 1))
last=$(tail -n 1 "$WORK/repl.txt")
set -- $last
[ "$2" = 0 ] || fail "the REPL after a Ctrl-C in a compile: status $2, expected 0 (:quit)"
checks=$((checks + 1))
awk -v t="$4" 'BEGIN { exit !(t >= 0 && t < 5) }' || fail "the REPL took $4 s to return to its prompt"
[ "$failures" = 0 ] || sed 's/^/  repl: /' "$WORK/repl.txt" >&2
checks=$((checks + 1))
left=$(ls -A "$T")
[ -z "$left" ] || fail "the REPL left in TMPDIR: $left"

finish
