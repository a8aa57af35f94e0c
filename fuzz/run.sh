#!/bin/sh
# make fuzz: builds every fuzz target with clang, libFuzzer, ASan and UBSan
# and runs each for FUZZ_SECONDS seconds, FUZZ_JOBS targets at a time.
#
#   make fuzz                                 every target, 60 s each
#   make fuzz FUZZ_SECONDS=600 FUZZ_TARGETS="ptb graph"
#
# The project's sources are compiled here with clang (the libtool
# libraries are built with $CC and no coverage instrumentation) into
# fuzz/out/ in the build folder, which also holds the growing corpora
# (fuzz/out/corpus/TARGET/, seeded from fuzz/corpus/TARGET/ in the
# source folder, which libFuzzer only reads), the logs and the findings
# (fuzz/out/findings/TARGET-crash-*, -leak-*, -timeout-*, -oom-*).
# Exits 1 when a target found something, or when clang or its fuzzer
# runtime is missing (with the command that installs them).
#
# Reproduce a finding:  fuzz/out/fuzz_TARGET FILE     (the fuzzing build)
#                       tests/test_regress TARGET FILE (the gcc build)
# and keep it as a regression test in tests/regress/TARGET/.
#
# Environment (set by fuzz/local.mk): srcdir, builddir, FUZZ_SOURCES (the
# libraries' sources, as listed in the Makefile), CJSON_CFLAGS, CJSON_LIBS,
# GCCJIT_CFLAGS, GCCJIT_LIBS.
set -u
srcdir=${srcdir:-.}
builddir=${builddir:-.}
seconds=${FUZZ_SECONDS:-60}
jobs=${FUZZ_JOBS:-2}
targets=${FUZZ_TARGETS:-frontend ptb conllu graph seq vocab safetensors repl}
CLANG=${FUZZ_CC:-clang}
abs_srcdir=$(cd "$srcdir" && pwd)
out=$builddir/fuzz/out
mkdir -p "$out/obj" "$out/findings" || exit 1

missing() {
  echo "make fuzz: $1" >&2
  echo "make fuzz needs clang and its libFuzzer runtime; on Debian 12 install them with:" >&2
  echo "  sudo apt-get install -y clang libclang-rt-14-dev" >&2
  exit 1
}
command -v "$CLANG" >/dev/null 2>&1 || missing "$CLANG is not installed."
printf 'int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n);\nint LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n) { return d && n > 1 && d[0] == 1; }\n' \
  >"$out/probe.c"
"$CLANG" -fsanitize=fuzzer,address,undefined "$out/probe.c" -o "$out/probe" >"$out/probe.log" 2>&1 ||
  { cat "$out/probe.log" >&2; missing "$CLANG cannot link a libFuzzer program (the fuzzer runtime is missing)."; }

# ---- build -------------------------------------------------------------------
# libgccjit.h lives in GCC's private include folder, beside GCC's own
# stdatomic.h and friends, which clang must not see (its stdatomic.h
# includes the next one on the path): a folder of its own holds a link
# to libgccjit.h alone.
jit_inc=""
for d in $(echo "${GCCJIT_CFLAGS:-}" | sed -n 's/.*-I\([^ ]*\).*/\1/p'); do
  if [ -f "$d/libgccjit.h" ]; then
    mkdir -p "$out/jitinc" && ln -sf "$d/libgccjit.h" "$out/jitinc/libgccjit.h" && jit_inc="-I$out/jitinc"
  fi
done
SAN="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
CFLAGS="-g -O1 $SAN -DHAVE_CONFIG_H -I$builddir -I$srcdir \
  -DCX_STDLIB_DIR=\"$abs_srcdir/stdlib/cx\" -DCX_SRC_STDLIB_DIR=\"$abs_srcdir/stdlib/cx\" ${CJSON_CFLAGS:-} $jit_inc"
compile() { # compile SRC OBJ EXTRA_FLAGS: only when SRC or a header is newer
  if [ ! -f "$2" ] || [ "$1" -nt "$2" ] || [ -n "$(find "$srcdir" "$builddir/parser" -name '*.h' -newer "$2" 2>/dev/null | head -n 1)" ]; then
    echo "  CLANG    $1"
    # shellcheck disable=SC2086
    "$CLANG" $CFLAGS $3 -c "$1" -o "$2" 2>"$2.log" && return
    cat "$2.log" >&2
    return 1
  fi
}
# Every source is built with clang, the JIT (backend/jit/) too: fuzz_frontend
# compiles the programs that pass sema and lowering, so the code generator
# must be instrumented, for coverage (libFuzzer steers towards new codegen
# paths) and for ASan and UBSan (an overflow in codegen.c is reported
# where it happens).  Objects compiled with gcc would link (same C ABI)
# but run blind, so no gcc fallback: the JIT's one GCC-only construct,
# __builtin_cpu_supports("x86-64-v4") in jit_march, has a clang branch
# (#if defined(__clang__), codegen.c) that tests the features instead.
# libgccjit itself (a shared library) is not instrumented.
echo "make fuzz: building with $CLANG -fsanitize=fuzzer,address,undefined"
objs=""
for s in ${FUZZ_SOURCES:-}; do
  case $s in *.c) ;; *) continue ;; esac
  if [ -f "$builddir/$s" ]; then src=$builddir/$s; else src=$srcdir/$s; fi
  obj=$out/obj/$(echo "$s" | tr / _ | sed 's/\.c$/.o/')
  # A library file that does not compile is left out (with its errors
  # above): only the targets that need it fail to link.
  if compile "$src" "$obj" "-fsanitize=fuzzer-no-link -w"; then
    objs="$objs $obj"
  else
    rm -f "$obj"
    echo "make fuzz: $s does not compile; left out" >&2
  fi
done
[ -n "$objs" ] || { echo "make fuzz: FUZZ_SOURCES is empty (run it through make fuzz)" >&2; exit 1; }
rm -f "$out/libcx.a"
# shellcheck disable=SC2086
ar rcs "$out/libcx.a" $objs || exit 1
compile "$srcdir/fuzz/fuzz_data.c" "$out/obj/fuzz_data.o" "-fsanitize=fuzzer-no-link" || exit 1
built=""
broken=""
for t in $targets; do
  [ -f "$srcdir/fuzz/fuzz_$t.c" ] || { echo "make fuzz: no target fuzz/fuzz_$t.c" >&2; exit 1; }
  rm -f "$out/fuzz_$t"
  # shellcheck disable=SC2086
  if compile "$srcdir/fuzz/fuzz_$t.c" "$out/obj/fuzz_$t.o" "-fsanitize=fuzzer -DCXFUZZ_LIBFUZZER" &&
    "$CLANG" $SAN -fsanitize=fuzzer "$out/obj/fuzz_$t.o" "$out/obj/fuzz_data.o" "$out/libcx.a" \
      ${CJSON_LIBS:--lcjson} ${GCCJIT_LIBS:-} -lm -lpthread -o "$out/fuzz_$t"; then
    built="$built $t"
  else
    broken="$broken $t"
    echo "make fuzz: fuzz_$t does not build; it is skipped" >&2
  fi
done
targets=$built

# ---- run -------------------------------------------------------------------------
maxlen() {
  case $1 in
    safetensors) echo 16384 ;;
    *) echo 8192 ;;
  esac
}
run_one() {
  t=$1
  mkdir -p "$out/corpus/$t"
  # The first folder receives new inputs; the checked-in seeds are only read.
  dict=""
  [ -f "$srcdir/fuzz/$t.dict" ] && dict="-dict=$srcdir/fuzz/$t.dict"
  # libgccjit keeps ~16 KB per compile after every release call: the
  # LeakSanitizer rule of the test suite (tests/lsan.supp) drops
  # allocations made inside libgccjit.so; every other leak is a finding.
  # shellcheck disable=SC2086
  LSAN_OPTIONS="suppressions=$abs_srcdir/tests/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
  "$out/fuzz_$t" $dict -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -malloc_limit_mb=2048 \
    -max_len="$(maxlen "$t")" -print_final_stats=1 -artifact_prefix="$out/findings/$t-" \
    "$out/corpus/$t" "$srcdir/fuzz/corpus/$t" >"$out/$t.log" 2>&1
  echo $? >"$out/$t.status"
}
echo "make fuzz: running ${seconds}s per target, $jobs at a time: $targets"
running=0
for t in $targets; do
  rm -f "$out/findings/$t-"*
  run_one "$t" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs" ]; then
    wait
    running=0
  fi
done
wait

# ---- report ------------------------------------------------------------------------
status=0
for t in $broken; do
  printf 'fuzz_%-12s not built (see the errors above)\n' "$t"
  status=1
done
for t in $targets; do
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/$t.log" | tail -n 1)
  secs=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$out/$t.log" | tail -n 1)
  cov=$(grep -o 'cov: [0-9]*' "$out/$t.log" | tail -n 1)
  corpus=$(find "$out/corpus/$t" -type f | wc -l)
  found=$(find "$out/findings" -name "$t-*" ! -name "$t-slow-unit-*" -type f | wc -l)
  printf 'fuzz_%-12s %10s executions in %ss, %s, corpus %d, findings: %d\n' "$t" "${execs:-?}" \
    "${secs:-?}" "${cov:-cov: ?}" "$corpus" "$found"
  # fuzz_frontend says how many inputs reached the compiler.
  grep '^cxfuzz: stats:' "$out/$t.log" | tail -n 1 | sed 's/^cxfuzz: stats:/   /'
  if [ "$found" -gt 0 ] || [ "$(cat "$out/$t.status")" != 0 ]; then
    status=1
    find "$out/findings" -name "$t-*" ! -name "$t-slow-unit-*" -type f | sed 's/^/    /'
    grep -E '^(==[0-9]+==ERROR|SUMMARY|cxfuzz:)' "$out/$t.log" | head -n 5 | sed 's/^/    /'
    echo "    log: $out/$t.log"
  fi
done
exit $status
