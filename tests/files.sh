#!/bin/sh
# Files in and out (docs/cli.md, "Output files" and "Input files"):
#   - output files: a regular file is replaced through a temporary file and
#     a rename, a symlink's target is replaced and the link kept, a device
#     or a FIFO is written in place (never replaced), a folder is an error;
#     for run -o, --dump, init-weights -o, ir -o, viz -o, build -o (an
#     executable, a shared library and its NAME.h);
#   - standard output on /dev/full: every command exits 1 with "error
#     writing standard output" (checked at close, as GNU tools do);
#   - SIGINT, SIGTERM, SIGHUP during a command leave no temporary file;
#   - inputs: a FIFO or a device as --weights (or in place of a cached
#     KEY.so) is refused without blocking; data and models from a FIFO are
#     read, /dev/zero and endless streams stop at --max-input-size;
#     out of memory in the compiler is an error, not an abort.
# The devices are only ever reached through symlinks in the test folder,
# so that a regression replaces a link, never /dev/full itself (CI runs as
# root); the end checks that /dev/full and /dev/null are still devices.
. "${top_srcdir:-.}/tests/load_lib.sh"
M="$EX/treefc.cx"
D="$EX/data/sst_dev_50.txt"
RUN="$CORTEX run $M -D H=3 --data $D --seed 1 --limit 3 --format json"

have_full=no
[ -c /dev/full ] && have_full=yes
ln -s /dev/null "$WORK/null"
[ "$have_full" = yes ] && ln -s /dev/full "$WORK/full"

# no_temps DIR: no temporary file of the writer is left in DIR.
no_temps() {
  checks=$((checks + 1))
  left=$(ls -A "$1" | grep -e '\.tmp\.' -e '\.ver-' || true)
  [ -z "$left" ] || fail "temporary files left in $1: $left"
}
# still_link LINK: LINK is still a symbolic link.
still_link() {
  checks=$((checks + 1))
  [ -L "$1" ] || fail "$1 is no longer a symbolic link"
}
# full_stdout STATUS PROG CMD...: CMD with standard output on /dev/full.
full_stdout() {
  want=$1
  prog=$2
  shift 2
  checks=$((checks + 1))
  "$@" >/dev/full 2>"$ERR"
  got=$?
  if [ "$got" != "$want" ]; then
    fail "stdout on /dev/full: exit status $got, expected $want: $*"
    sed 's/^/  stderr: /' "$ERR" | head -n 5 >&2
  fi
  if [ "$want" = 1 ]; then
    expect_err "$prog: error writing standard output: No space left on device"
  fi
}

# The reference outputs: interpreted, compiled.
expect_status 0 $RUN
cp "$OUT" "$WORK/ref.json"
expect_status 0 $RUN --jit
cp "$OUT" "$WORK/ref-jit.json"

# ---- standard output on /dev/full ---------------------------------------------
if [ "$have_full" = yes ]; then
  full_stdout 1 cortex "$CORTEX" --help
  full_stdout 1 cortex "$CORTEX" --version
  full_stdout 1 cortex "$CORTEX" run --help
  full_stdout 1 cortex "$CORTEX" check --help
  for stage in ast ra loops c; do
    full_stdout 1 cortex "$CORTEX" ir "$EX/treefc.cx" --stage "$stage"
  done
  full_stdout 1 cortex "$CORTEX" ir "$EX/treefc.cx" --stage ra --dot
  full_stdout 1 cortex $RUN
  full_stdout 1 cortex $RUN --jit
  full_stdout 1 cortex "$CORTEX" bench "$M" -D H=3 --data "$D" --calls 1 --warmup 0 --batch 1 --interp
  full_stdout 1 cortex "$CORTEX" viz "$M" --data "$D"
  printf ':help\n' >"$WORK/help.cxr"
  checks=$((checks + 1))
  "$CORTEX" repl <"$WORK/help.cxr" >/dev/full 2>"$ERR" && fail "repl: exit status 0 with stdout on /dev/full"
  expect_err "cortex: error writing standard output"  # the REPL flushes as it goes: the reason is lost
  # Nothing written, nothing lost: check prints nothing on success.
  full_stdout 0 cortex "$CORTEX" check "$M"
fi

# ---- output files ---------------------------------------------------------------
# A symlink to /dev/null: written through, the link stays.
expect_status 0 $RUN -o "$WORK/null"
still_link "$WORK/null"
expect_status 0 $RUN --dump "$WORK/null"
expect_status 0 "$CORTEX" init-weights "$M" -D H=3 --seed 1 -o "$WORK/null"
expect_status 0 "$CORTEX" ir "$M" -o "$WORK/null"
still_link "$WORK/null"
no_temps "$WORK"

# A symlink to /dev/full: a clear error, the link stays.
if [ "$have_full" = yes ]; then
  ln -s /dev/full "$WORK/full.dot"
  for cmd in "$RUN -o" "$RUN --dump" "$CORTEX init-weights $M -D H=3 --seed 1 -o" "$CORTEX ir $M -o"; do
    expect_status 1 $cmd "$WORK/full"
    expect_err "No space left on device"
    still_link "$WORK/full"
  done
  expect_status 1 "$CORTEX" viz "$M" --data "$D" -o "$WORK/full.dot"
  expect_err "No space left on device"
  still_link "$WORK/full.dot"
  no_temps "$WORK"
fi

# A FIFO: written in place for the reader at the other end.  (Readers and
# writers of the FIFO run under timeout: were the FIFO replaced, its
# other end would wait for ever.)
mkfifo "$WORK/fifo"
timeout 60 cat "$WORK/fifo" >"$WORK/from-fifo" &
reader=$!
expect_status 0 $RUN -o "$WORK/fifo"
wait $reader
checks=$((checks + 1))
cmp -s "$WORK/from-fifo" "$WORK/ref.json" || fail "run -o FIFO: the reader got other bytes"
checks=$((checks + 1))
[ -p "$WORK/fifo" ] || fail "run -o FIFO replaced the FIFO"
expect_status 0 "$CORTEX" init-weights "$M" -D H=3 --seed 1 -o "$WORK/w.safetensors"
timeout 60 cat "$WORK/fifo" >"$WORK/from-fifo" &
reader=$!
expect_status 0 "$CORTEX" init-weights "$M" -D H=3 --seed 1 -o "$WORK/fifo"
wait $reader
checks=$((checks + 1))
cmp -s "$WORK/from-fifo" "$WORK/w.safetensors" || fail "init-weights -o FIFO: the reader got other bytes"
no_temps "$WORK"

# A symlink to a regular file (relative, into another folder): the target
# is replaced, keeping its permission bits, and the link stays.
mkdir "$WORK/a" "$WORK/b"
echo previous >"$WORK/b/target"
chmod 640 "$WORK/b/target"
ln -s ../b/target "$WORK/a/link"
expect_status 0 $RUN -o "$WORK/a/link"
still_link "$WORK/a/link"
checks=$((checks + 1))
cmp -s "$WORK/b/target" "$WORK/ref.json" || fail "run -o LINK: the target does not hold the output"
checks=$((checks + 1))
[ "$(stat -c %a "$WORK/b/target")" = 640 ] || fail "run -o LINK: the target's mode changed to $(stat -c %a "$WORK/b/target")"
no_temps "$WORK/a"
no_temps "$WORK/b"
# A dangling link: its target is created.
ln -s new-target "$WORK/a/dangling"
expect_status 0 "$CORTEX" init-weights "$M" -D H=3 --seed 1 -o "$WORK/a/dangling"
still_link "$WORK/a/dangling"
checks=$((checks + 1))
cmp -s "$WORK/a/new-target" "$WORK/w.safetensors" || fail "init-weights -o DANGLING: the target was not created"
# A new file gets 0666 less the umask.
(umask 077 && $RUN -o "$WORK/private.json" >/dev/null 2>&1)
checks=$((checks + 1))
[ "$(stat -c %a "$WORK/private.json")" = 600 ] || fail "umask 077: a new output file has mode $(stat -c %a "$WORK/private.json")"
(umask 022 && $RUN -o "$WORK/public.json" >/dev/null 2>&1)
checks=$((checks + 1))
[ "$(stat -c %a "$WORK/public.json")" = 644 ] || fail "umask 022: a new output file has mode $(stat -c %a "$WORK/public.json")"
# A folder is an error naming it.
mkdir "$WORK/folder"
expect_status 1 $RUN -o "$WORK/folder"
expect_err "Is a directory"
no_temps "$WORK"

# cortex build: an executable and a shared library through a link, into a
# FIFO and into /dev/full; the mode of a new executable.
ln -s ../b/prog "$WORK/a/prog-link"
expect_status 0 sh -c 'umask 022 && exec "$@"' sh "$CORTEX" build "$M" -D H=3 -o "$WORK/a/prog-link"
still_link "$WORK/a/prog-link"
checks=$((checks + 1))
[ "$(stat -c %a "$WORK/b/prog")" = 755 ] || fail "build -o: the executable has mode $(stat -c %a "$WORK/b/prog")"
# Rebuilt over a file that was not executable: executable all the same.
chmod 644 "$WORK/b/prog"
expect_status 0 sh -c 'umask 022 && exec "$@"' sh "$CORTEX" build "$M" -D H=3 -o "$WORK/a/prog-link"
checks=$((checks + 1))
[ "$(stat -c %a "$WORK/b/prog")" = 755 ] || fail "build -o over a 644 file: mode $(stat -c %a "$WORK/b/prog")"
expect_status 0 "$WORK/b/prog" --data "$D" --seed 1 --limit 3 --format json
checks=$((checks + 1))
cmp -s "$OUT" "$WORK/ref-jit.json" || fail "the built program prints other bytes"
timeout 60 cat "$WORK/fifo" >"$WORK/prog-from-fifo" &
reader=$!
expect_status 0 "$CORTEX" build "$M" -D H=3 -o "$WORK/fifo"
wait $reader
chmod +x "$WORK/prog-from-fifo"
expect_status 0 "$WORK/prog-from-fifo" --data "$D" --seed 1 --limit 3 --format json
checks=$((checks + 1))
cmp -s "$OUT" "$WORK/ref-jit.json" || fail "build -o FIFO: the program read from the FIFO prints other bytes"
if [ "$have_full" = yes ]; then
  expect_status 1 "$CORTEX" build "$M" -D H=3 -o "$WORK/full"
  expect_err "No space left on device"
  still_link "$WORK/full"
  expect_status 1 "$CORTEX" build "$M" -D H=3 --shared --name fx -o "$WORK/full"
  expect_err "No space left on device"
  # The executable's standard output on /dev/full.
  full_stdout 1 prog "$WORK/b/prog" --data "$D" --seed 1 --limit 3
  expect_status 1 "$WORK/b/prog" --data "$D" --seed 1 -o "$WORK/full"
  expect_err "No space left on device"
fi
expect_status 0 "$CORTEX" build "$M" -D H=3 --shared -o "$WORK/a/libfx.so"
checks=$((checks + 1))
[ -f "$WORK/a/fx.h" ] && [ -f "$WORK/a/libfx.so" ] || fail "build --shared: libfx.so or fx.h missing"
no_temps "$WORK"
no_temps "$WORK/a"
no_temps "$WORK/b"

# ---- signals ----------------------------------------------------------------------
# run_and_signal SIG OUTFILE CMD...: starts CMD, waits until its temporary
# file OUTFILE.tmp.* exists (the signal then surely lands mid-write), sends
# SIG; CMD must die of it (status 128 + N) and leave no temporary file.
# (A shell without job control starts background commands with SIGINT
# ignored, which cortex respects, as nohup'ed commands need: env gives it
# back its default.)
run_and_signal() {
  sig=$1
  outfile=$2
  shift 2
  env --default-signal="$sig" "$@" >/dev/null 2>"$WORK/sig.err" &
  pid=$!
  tries=0
  while ! ls "$outfile".tmp.* >/dev/null 2>&1; do
    tries=$((tries + 1))
    if ! kill -0 $pid 2>/dev/null || [ $tries -gt 1200 ]; then
      break
    fi
    sleep 0.05
  done
  checks=$((checks + 1))
  if ls "$outfile".tmp.* >/dev/null 2>&1; then
    kill -"$sig" $pid
    { wait $pid; } 2>/dev/null
    st=$?
    case $sig in INT) want=130 ;; TERM) want=143 ;; HUP) want=129 ;; esac
    [ "$st" = "$want" ] || fail "$sig during '$*': exit status $st, expected $want"
  else
    kill $pid 2>/dev/null
    { wait $pid; } 2>/dev/null
    fail "no temporary file appeared for $outfile: $*"
  fi
  no_temps "$(dirname "$outfile")"
}
# A long interpreted run (about a minute unless stopped): 1,000 trees.
for k in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do cat "$D"; done >"$WORK/long.txt"
mkdir "$WORK/sig"
echo previous >"$WORK/sig/out.json"
run_and_signal INT "$WORK/sig/out.json" "$CORTEX" run "$M" --data "$WORK/long.txt" --seed 1 -o "$WORK/sig/out.json"
checks=$((checks + 1))
[ "$(cat "$WORK/sig/out.json")" = previous ] || fail "SIGINT: the previous output file was touched"
run_and_signal TERM "$WORK/sig/new.json" "$CORTEX" run "$M" --data "$WORK/long.txt" --seed 1 -o "$WORK/sig/new.json"
checks=$((checks + 1))
[ ! -e "$WORK/sig/new.json" ] || fail "SIGTERM: a half-written output file was left"
# (--dump is written and renamed before the run starts, too fast to catch
# reliably: the signal lands on -o, and the dump must be whole.)
run_and_signal HUP "$WORK/sig/o2.json" "$CORTEX" run "$M" --data "$WORK/long.txt" --seed 1 \
  --dump "$WORK/sig/dump.graph" -o "$WORK/sig/o2.json"
expect_status 0 "$CORTEX" run "$M" --data "$WORK/sig/dump.graph" --seed 1 --limit 1
# After a compile (gcc's driver, run in-process, installs handlers of its
# own, which must not stay): the output of run --jit.
run_and_signal INT "$WORK/sig/jit.json" "$CORTEX" run "$EX/treelstm.cx" -D H=512 --data "$WORK/long.txt" --seed 1 \
  --jit --no-cache -o "$WORK/sig/jit.json"
# During a compile (libgccjit links into the temporary file): whether the
# compile stops or the signal is acted on after it (tests/test_jit.c), no
# temporary file stays, and a program is there only if it is complete.
"$CORTEX" build "$M" -o "$WORK/sig/prog" >/dev/null 2>&1 &
pid=$!
while ! ls "$WORK/sig/prog".tmp.* >/dev/null 2>&1 && kill -0 $pid 2>/dev/null; do sleep 0.02; done
kill -TERM $pid 2>/dev/null
wait $pid
st=$?
no_temps "$WORK/sig"
if [ "$st" = 0 ]; then
  expect_status 0 "$WORK/sig/prog" --data "$D" --seed 1 --limit 1
else
  checks=$((checks + 1))
  [ "$st" = 143 ] && [ ! -e "$WORK/sig/prog" ] || fail "SIGTERM during build: status $st, or a program was left"
fi

# ---- inputs -----------------------------------------------------------------------
# A FIFO or a device as --weights: refused at once, never blocking.
RUNW="$CORTEX run $M -D H=3 --data $D --limit 3 --format json"
expect_status 1 timeout 20 $RUNW --weights "$WORK/fifo"
expect_err "is a FIFO (a named pipe or a pipe), not a regular file; weights are read from a .safetensors file"
expect_status 1 timeout 20 "$CORTEX" run "$M" -D H=3 --data "$D" --weights /dev/zero
expect_err "is a character device, not a regular file"
# Data from a FIFO: read once a writer opens it.
timeout 60 sh -c 'cat "$1" >"$2"' sh "$D" "$WORK/fifo" &
writer=$!
expect_status 0 timeout 20 "$CORTEX" run "$M" -D H=3 --data "$WORK/fifo" --seed 1 --limit 3 --format json
wait $writer
checks=$((checks + 1))
cmp -s "$OUT" "$WORK/ref.json" || fail "--data FIFO: other outputs"
# /dev/zero as data: the first NUL byte ends the read.
expect_status 1 timeout 20 "$CORTEX" run "$M" -D H=3 --data /dev/zero --seed 1
expect_err "/dev/zero:1:1: error: not a text file: it contains a NUL byte (at byte offset 0)"
# An endless stream of good text stops at the limit.
expect_status 1 sh -c 'yes "(0 (0 a) (0 b))" | timeout 20 "$@"' sh "$CORTEX" run "$M" -D H=3 --data /dev/stdin \
  --seed 1 --max-input-size=1M
expect_err "/dev/stdin has more than 1 MiB, the limit for an input file (is it an endless stream?); raise it with --max-input-size"
# A file over the limit, and the same with the limit raised (the model
# and its import, about 3 KB each, are under both).
cat "$D" "$D" >"$WORK/small.txt"
expect_status 1 "$CORTEX" run "$M" -D H=3 --data "$WORK/small.txt" --seed 1 --max-input-size 16K
expect_err "is $(wc -c <"$WORK/small.txt") bytes, more than the limit of 16 KiB for an input file"
expect_status 0 "$CORTEX" run "$M" -D H=3 --data "$WORK/small.txt" --seed 1 --max-input-size=32K
tr ' ()0-9' '\n\n\n\n' <"$WORK/small.txt" | grep -v '^$' | sort -u >"$WORK/big.vocab"
while [ "$(wc -c <"$WORK/big.vocab")" -le 20000 ]; do cat "$WORK/big.vocab" "$WORK/big.vocab" >"$WORK/v2"; mv "$WORK/v2" "$WORK/big.vocab"; done
expect_status 1 "$CORTEX" run "$M" -D H=3 --data "$D" --seed 1 --vocab "$WORK/big.vocab" --max-input-size 16K
expect_err "more than the limit of 16 KiB"
expect_status 2 "$CORTEX" run "$M" --data "$D" --seed 1 --max-input-size=lots
expect_err "--max-input-size expects a size such as 1048576, 64M, 1G or 2T, not 'lots'"
# Models: /dev/zero and a file over the limit (with imports the same).
expect_status 1 timeout 60 "$CORTEX" check /dev/zero
expect_err "cannot open '/dev/zero': it is larger than 1 GiB, the limit for an input file; raise it with --max-input-size"
expect_status 1 "$CORTEX" check "$M" --max-input-size 100
expect_err "it is larger than 100 bytes, the limit for an input file"
# Exactly at the limit is within it (the model or its import, the larger).
sz=$(wc -c <"$M")
nn=$(wc -c <"$top_srcdir/stdlib/cx/nn.cx")
[ "$nn" -gt "$sz" ] && sz=$nn
expect_status 0 "$CORTEX" check "$M" --max-input-size "$sz"
expect_status 1 "$CORTEX" check "$M" --max-input-size "$((sz - 1))"
expect_err "it is larger than $((sz - 1)) bytes"
dsz=$(wc -c <"$D")
[ "$dsz" -gt "$sz" ] || fail "the data file is expected to be the largest input"
expect_status 0 "$CORTEX" run "$M" -D H=3 --data "$D" --seed 1 --limit 1 --max-input-size "$dsz"
expect_status 0 sh -c 'cat "$1" | "$2" run "$3" -D H=3 --data /dev/stdin --seed 1 --limit 1 --max-input-size "$4"' \
  sh "$D" "$CORTEX" "$M" "$dsz"
expect_status 1 sh -c 'cat "$1" | "$2" run "$3" -D H=3 --data /dev/stdin --seed 1 --limit 1 --max-input-size "$4"' \
  sh "$D" "$CORTEX" "$M" "$((dsz - 1))"
expect_err "has more than $((dsz - 1)) bytes, the limit for an input file"
# The REPL: :load, :data and :weights of /dev/zero are errors, the session goes on.
printf ':load /dev/zero\n:data /dev/zero\n:weights /dev/zero\n1 + 2\n' >"$WORK/zero.cxr"
checks=$((checks + 1))
timeout 60 "$CORTEX" repl --max-input-size 1M <"$WORK/zero.cxr" >"$OUT" 2>"$ERR" && fail "repl :load /dev/zero: status 0"
expect_err "cannot open '/dev/zero': it is larger than 1 MiB"
for cmd in ':data /dev/zero' ':weights /dev/zero' '1 + 2'; do
  printf '%s\n' "$cmd" >"$WORK/one.cxr"
  timeout 60 "$CORTEX" repl <"$WORK/one.cxr" >"$OUT" 2>"$ERR"
  case $cmd in
  :data*) expect_err "cannot open '/dev/zero': not a regular file" ;;
  :weights*) expect_err "is a character device, not a regular file" ;;
  *) expect_out "^3" ;;
  esac
done
# Out of memory in the compiler is an error (not under the sanitizers,
# whose shadow memory ulimit -v would starve).
if [ -z "${SAN_CFLAGS:-}" ]; then
  expect_status 1 sh -c 'ulimit -v 300000 && exec "$@"' sh "$CORTEX" check /dev/zero
  expect_err "cannot open '/dev/zero': out of memory reading it"
  awk 'BEGIN { printf "model m;\nconst H = "; for (i = 0; i < 3000000; i++) printf "1+"; print "1;" }' >"$WORK/big.cx"
  expect_status 1 sh -c 'ulimit -v 600000 && exec "$@"' sh "$CORTEX" check "$WORK/big.cx"
  expect_err "cortex: error: out of memory (allocating"
fi

# A FIFO in place of a cached KEY.so or KEY.meta: refused with a warning
# (not a block), removed, compiled again.
CORTEX_CACHE_DIR="$WORK/fcache"
export CORTEX_CACHE_DIR
expect_status 0 $RUN --jit
so=$(ls "$WORK/fcache"/*.so)
rm -f "$so"
mkfifo "$so"
expect_status 0 timeout 60 $RUN --jit
expect_err "it is not a regular file"
checks=$((checks + 1))
cmp -s "$OUT" "$WORK/ref-jit.json" || fail "after the FIFO in the cache: other outputs"
checks=$((checks + 1))
[ -f "$so" ] && [ ! -p "$so" ] || fail "the FIFO in the cache was not replaced by a compiled entry"
meta=${so%.so}.meta
rm -f "$meta"
mkfifo "$meta"
expect_status 0 timeout 60 $RUN --jit
expect_err "it is not a regular file"
no_temps "$WORK/fcache"

# ---- the devices are still devices -------------------------------------------------
checks=$((checks + 1))
[ -c /dev/null ] || fail "/dev/null is no longer a character device"
if [ "$have_full" = yes ]; then
  checks=$((checks + 1))
  [ -c /dev/full ] || fail "/dev/full is no longer a character device"
fi
finish
