# Helpers for the shell tests: each check prints what failed and the test
# exits 1 at the end if any did.  Sourced by tests/*.sh through
# tests/load_lib.sh, which fails the test at once unless the whole of this
# file loaded (its last definition, cortex_test_lib_loaded, exists).
[ -n "${cortex_test_via_loader:-}" ] || {
  echo "FAIL: a test sources tests/lib.sh itself: source tests/load_lib.sh, which checks that lib.sh loaded whole" >&2
  exit 1
}
set -u
: "${CORTEX:=./cortex}"
: "${top_srcdir:=.}"
EX="$top_srcdir/examples"
SHARED="${CORTEX_SHARED:-$top_srcdir/../shared}"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cortex-test.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
# Every test gets its own, empty compiled-code cache (never the user's).
CORTEX_CACHE_DIR="$WORK/cache"
export CORTEX_CACHE_DIR
failures=0
checks=0
OUT="$WORK/stdout"
ERR="$WORK/stderr"

# A command the shell cannot find (a helper lost from this file, a typo in
# a test) fails the test instead of printing "command not found" and going
# on.  make check runs the tests with bash ($(SHELL)), which calls this
# hook in a subshell: it leaves the name in $WORK/not_found for finish.
# (dash has no such hook.)  Defined here, near the top, so that it exists
# even when the end of this file is lost.
command_not_found_handle() {
  echo "FAIL: $1: command not found" >&2
  echo "$1" >>"$WORK/not_found"
  return 127
}

fail() {
  failures=$((failures + 1))
  echo "FAIL: $*" >&2
}

# expect_status STATUS CMD...: runs CMD, keeps its output in $OUT/$ERR.
expect_status() {
  want=$1
  shift
  checks=$((checks + 1))
  "$@" >"$OUT" 2>"$ERR"
  got=$?
  if [ "$got" != "$want" ]; then
    fail "exit status $got, expected $want: $*"
    sed 's/^/  stderr: /' "$ERR" | head -n 20 >&2
  fi
}

expect_out() {
  checks=$((checks + 1))
  grep -q -e "$1" "$OUT" || { fail "stdout lacks '$1'"; head -n 20 "$OUT" | sed 's/^/  stdout: /' >&2; }
}

# expect_no_out TEXT: stdout does not match TEXT (a grep pattern).
expect_no_out() {
  checks=$((checks + 1))
  if grep -q -e "$1" "$OUT"; then fail "stdout has '$1'"; fi
}

expect_err() {
  checks=$((checks + 1))
  grep -q -F -e "$1" "$ERR" || { fail "stderr lacks '$1'"; head -n 20 "$ERR" | sed 's/^/  stderr: /' >&2; }
}

expect_no_err() {
  checks=$((checks + 1))
  [ ! -s "$ERR" ] || { fail "unexpected stderr"; head -n 20 "$ERR" | sed 's/^/  stderr: /' >&2; }
}

finish() {
  if [ -s "$WORK/not_found" ]; then
    nf=$(($(wc -l <"$WORK/not_found")))
    checks=$((checks + nf))
    failures=$((failures + nf))
    echo "FAIL: $nf command(s) not found: $(sort -u "$WORK/not_found" | paste -s -d ' ' -)" >&2
  fi
  passed=$((checks - failures))
  echo "$passed passed, $failures failed"
  [ "$failures" -eq 0 ]
}

# diff_data TAG MODEL DATA FORMAT [cortex options...]: MODEL (in
# $MODEL_DIR, default the examples) on DATA, interpreted and compiled at
# --batch 1, 7 and 1000, the same numbers (tests/json_close.py).
diff_data() {
  tag=$1 m=$2 d=$3 f=$4
  shift 4
  dd_model="${MODEL_DIR:-$EX}/$m.cx"
  expect_status 0 "$CORTEX" run "$dd_model" --data "$d" --data-format "$f" --seed 5 --format json "$@"
  cp "$OUT" "$WORK/want.json"
  for b in 1 7 1000; do
    expect_status 0 "$CORTEX" run "$dd_model" --data "$d" --data-format "$f" --seed 5 --format json --jit \
      --batch "$b" "$@"
    checks=$((checks + 1))
    python3 "$top_srcdir/tests/json_close.py" "$WORK/want.json" "$OUT" ||
      fail "$tag: $m --batch $b: the compiled outputs differ from the interpreter's"
  done
}

# diff_built TAG MODEL DATA FORMAT [-D NAME=VALUE...]: the program that
# `cortex build` makes of MODEL prints on DATA what `cortex run` prints
# (tests/json_close.py).
diff_built() {
  tag=$1 m=$2 d=$3 f=$4
  shift 4
  expect_status 0 "$CORTEX" build "$m" "$@" -o "$WORK/built"
  expect_status 0 "$CORTEX" run "$m" "$@" --data "$d" --data-format "$f" --seed 5 --format json
  cp "$OUT" "$WORK/want.json"
  expect_status 0 "$WORK/built" --data "$d" --data-format "$f" --seed 5 --format json
  checks=$((checks + 1))
  python3 "$top_srcdir/tests/json_close.py" "$WORK/want.json" "$OUT" || fail "$tag: the built program differs from cortex run"
}

# diff_runs TAG MODEL.cx DATA "B:T ..." [cortex options...]: MODEL on
# DATA interpreted, then compiled at each --batch B --threads T, the same
# numbers (tests/json_close.py), and the compiled outputs identical
# whatever the batch and the threads (a structure's results do not depend
# on the batch it is in).
diff_runs() {
  tag=$1 m=$2 d=$3 runs=$4
  shift 4
  expect_status 0 "$CORTEX" run "$m" --data "$d" --format json "$@"
  cp "$OUT" "$WORK/want.json"
  first=
  for bt in $runs; do
    b=${bt%:*} th=${bt#*:}
    expect_status 0 "$CORTEX" run "$m" --data "$d" --format json --jit --batch "$b" --threads "$th" "$@"
    checks=$((checks + 1))
    python3 "$top_srcdir/tests/json_close.py" "$WORK/want.json" "$OUT" ||
      fail "$tag: $m --batch $b --threads $th: the compiled outputs differ from the interpreter's"
    if [ -z "$first" ]; then
      cp "$OUT" "$WORK/first.json"
      first=1
    else
      checks=$((checks + 1))
      cmp -s "$WORK/first.json" "$OUT" || fail "$tag: $m --batch $b --threads $th: not identical to --batch 1"
    fi
  done
}

# norm_node FILE: FILE with "node K of structure S (where)" as "node N of
# structure S": within a structure with several bad nodes the compiled
# kernels, running level by level, may name another of them than the
# interpreter (docs/architecture.md, "Checks the kernels make as they run").
norm_node() {
  sed 's/node [0-9]* of structure \([0-9]*\) ([^)]*)/node N of structure \1/' "$1"
}

# diff_error_runs TAG MODEL.cx DATA "B1 B2 ..." [cortex options...]: the
# model stops with an error, interpreted and compiled at each batch size:
# the same message at the same site and structure (norm_node), after the
# same structures printed.
diff_error_runs() {
  tag=$1 m=$2 d=$3 batches=$4
  shift 4
  expect_status 1 "$CORTEX" run "$m" --data "$d" "$@"
  norm_node "$ERR" >"$WORK/want.err"
  wc -l <"$OUT" >"$WORK/want.lines"
  for b in $batches; do
    expect_status 1 "$CORTEX" run "$m" --data "$d" --jit --batch "$b" "$@"
    checks=$((checks + 1))
    norm_node "$ERR" | cmp -s "$WORK/want.err" - || fail "$tag --batch $b: the compiled error differs: $(cat "$ERR")"
    checks=$((checks + 1))
    wc -l <"$OUT" | cmp -s "$WORK/want.lines" - || fail "$tag --batch $b: not the interpreter's structures before the error"
  done
}

# write_slow_model MODEL GRAPH: the stop-signal tests' subject, a model
# with 160 branches on a word (160 kernels: its compile takes many
# seconds, long after signal_run.py's signal), and a three-node graph.
write_slow_model() {
  python3 - "$1" <<'PYEOF'
import sys
s = ["const H = 8;", "param E : [400, H];", "input g : tree[2] { word : int };", "rec node(n) -> [H] {",
     "  if leaf(n) { return E[n.word]; }"]
s += ["  if n.word == %d { return node(n.child[0]) + E[%d]; }" % (i, i) for i in range(160)]
s += ["  return node(n.child[1]);", "}", "output o = node(g.root);"]
open(sys.argv[1], "w").write("\n".join(s) + "\n")
PYEOF
  printf '0: 1 2 | word=3\n1: | word=1\n2: | word=2\n' >"$2"
}

# check_stop TAG WANT-STATUS "signal_run.py output": the command died of
# its signal (WANT-STATUS) within 5 s and left nothing in $T, the
# TMPDIR it ran with (emptied for the next command).  (A stop takes
# 0.1-0.5 s on an idle machine; the bound only tells a prompt stop from
# one that waited for the compile, which takes far longer, with room for
# a loaded machine or a sanitizer build: 1.5 s failed under TSan at
# load 8.)
check_stop() {
  checks=$((checks + 1))
  # (word-split on purpose)
  # shellcheck disable=SC2086
  set -- "$1" "$2" $3 "" "" "" ""
  # $3 = status, $4 = S, $5 = seconds, $6 = T
  [ "$4" = "$2" ] || fail "$1: status $4, expected $2"
  checks=$((checks + 1))
  awk -v t="$6" 'BEGIN { exit !(t < 5) }' || fail "$1: took $6 s to stop"
  checks=$((checks + 1))
  left=$(ls -A "$T")
  [ -z "$left" ] || fail "$1: left in TMPDIR: $left"
  rm -rf "${T:?}"/*
}

# The last definition of this file, whatever is added above it:
# tests/load_lib.sh checks that it exists.
cortex_test_lib_loaded() { :; }
