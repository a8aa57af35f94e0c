#!/bin/sh
# ThreadSanitizer on the concurrency test of tests/build.sh: a library
# built by `cortex build --shared`, 8 threads x 1,000 runs on one loaded
# model (tests/embed_check.c).  Runs only in a --enable-sanitizers=thread
# build (.ci/run stage 3), where libcortexbuild.a, the runtime linked into
# the library (its workspace pool included), is instrumented; the model
# code libgccjit generates is not.  libgccjit runs only in `cortex build`,
# one thread, before the threads start.  Then the runtime's thread pool
# (`cortex run --jit --threads 4`, big levels cut in chunks; then small
# levels split by rows on 2 and 3 threads) in the instrumented cortex
# itself.  A report fails the test.
. "${top_srcdir:-.}/tests/load_lib.sh"
case "${SAN_CFLAGS:-}" in
*-fsanitize=thread*) ;;
*) echo "FAIL: this test needs a ThreadSanitizer build (configure --enable-sanitizers=thread)"; exit 1 ;;
esac
CC=${CC:-cc}
B="$WORK/b"
mkdir -p "$B"
expect_status 0 "$CORTEX" build "$EX/treefc.cx" -D H=8 --shared -o "$B/libtreefc.so"
expect_no_err
expect_status 0 "$CORTEX" init-weights "$EX/treefc.cx" -D H=8 --seed 4 -o "$WORK/wfc.safetensors"
checks=$((checks + 1))
if "$CC" $SAN_CFLAGS -g -o "$B/embed_check" "$top_srcdir/tests/embed_check.c" -I"$B" -L"$B" -ltreefc \
  -Wl,-rpath,"$B" -lpthread >"$WORK/cc.log" 2>&1; then
  TSAN_OPTIONS="halt_on_error=1:exitcode=66${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
  export TSAN_OPTIONS
  expect_status 0 "$B/embed_check" "$WORK/wfc.safetensors" "$WORK/check.json" "$WORK/check.graph"
  expect_out "8000 concurrent runs (8 threads) equal the sequential one"
  checks=$((checks + 1))
  grep -q 'ThreadSanitizer' "$ERR" && { fail "ThreadSanitizer report"; head -n 40 "$ERR" >&2; }
  # The runtime in the library is instrumented (else TSan sees nothing).
  if command -v nm >/dev/null 2>&1; then
    checks=$((checks + 1))
    nm -u "$B/libtreefc.so" | grep -q '__tsan_' || fail "libtreefc.so has no ThreadSanitizer instrumentation"
  fi
else
  fail "tests/embed_check.c does not compile against treefc.h with $SAN_CFLAGS"
  head -n 20 "$WORK/cc.log" >&2
fi

# The thread pool: 50 trees in one batch, leaf tables off, so the leaf
# level (about 900 nodes) and the lower internal levels run in 4 chunks.
TSAN_OPTIONS="halt_on_error=1:exitcode=66${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
export TSAN_OPTIONS
for t in 1 4; do
  expect_status 0 "$CORTEX" run --jit "$EX/treelstm.cx" -D H=16 --data "$EX/data/sst_dev_50.txt" --seed 2 \
    --batch 50 --leaf-table off --threads "$t" --format json
  cp "$OUT" "$WORK/threads$t.json"
  checks=$((checks + 1))
  grep -q 'ThreadSanitizer' "$ERR" && { fail "ThreadSanitizer report (--threads $t)"; head -n 40 "$ERR" >&2; }
done
checks=$((checks + 1))
cmp -s "$WORK/threads1.json" "$WORK/threads4.json" || fail "--threads 4 differs from --threads 1"

# Row-split levels (stdlib/compiled_pool.c): batch 1, every small level
# on 2 and 3 pinned threads (forced: this machine may have fewer cores),
# TreeGRU's barrier inside the internal kernel, the spin-then-condvar
# hand-offs; the same bytes as one thread.
for t in 1 2 3; do
  CORTEX_ROW_SPLIT=force
  export CORTEX_ROW_SPLIT
  expect_status 0 "$CORTEX" run --jit "$EX/treegru.cx" -D H=40 --data "$EX/data/sst_dev_50.txt" --seed 2 \
    --batch 1 --threads "$t" --format json
  unset CORTEX_ROW_SPLIT
  cp "$OUT" "$WORK/rows$t.json"
  checks=$((checks + 1))
  grep -q 'ThreadSanitizer' "$ERR" && { fail "ThreadSanitizer report (row split, --threads $t)"; head -n 40 "$ERR" >&2; }
done
for t in 2 3; do
  checks=$((checks + 1))
  cmp -s "$WORK/rows1.json" "$WORK/rows$t.json" || fail "row split on $t threads differs from 1 thread"
done
finish
