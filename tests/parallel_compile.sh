#!/bin/sh
# A model compiled in parts, in parallel (backend/jit/parallel.c, issue 17):
# - the same results as one unit: every example the compiled backend runs,
#   compiled with -fjobs=1 (one unit) and 2 parts (TreeLSTM: 3 too), prints the same
#   JSON (%.9g, every float's round-trip digits), through the cache and
#   without it, and --time says how many parts there were;
# - a part that fails (CORTEX_JIT_FAIL_PART: gcc rejects an option in
#   that part only) is an error reported once, exit 1, and leaves no
#   temporary folder or file; a bad -march (every part fails) too;
# - a stop signal during a parallel compile kills every compile process
#   (no assembler, linker or compiler of ours is left) and leaves nothing
#   in TMPDIR or the cache folder.
. "${top_srcdir:-.}/tests/load_lib.sh"
command -v python3 >/dev/null || { echo "python3 is required for this test (apt-get install python3)"; exit 1; }
T="$WORK/tmp"
mkdir -p "$T"

# run_jobs TAG JOBS MODEL DATA [ARGS...]: the JSON of a --jit run in $WORK/TAG.JOBS.json
run_jobs() {
  tag=$1 j=$2 model=$3 data=$4
  shift 4
  expect_status 0 env TMPDIR="$T" "$CORTEX" run "$model" --data "$data" --seed 3 --jit --no-cache --time -fjobs="$j" \
    --format json -o "$WORK/$tag.$j.json" "$@"
  checks=$((checks + 1))
  grep -q "^time: compile parts " "$ERR" || fail "$tag -fjobs=$j: --time does not say the parts"
  parts=$(sed -n 's/^time: compile parts \([0-9]*\).*/\1/p' "$ERR")
}

for m in treefc:sst_dev_50.txt treernn:sst_dev_50.txt treelstm:sst_dev_50.txt treegru:sst_dev_50.txt \
  childsum_treelstm:ewt_dev_30.conllu mvrnn:sst_dev_50.txt dagrnn:grid10.graph seqlstm:seqs.txt rntn:sst_dev_50.txt; do
  name=${m%%:*} data=$EX/data/${m#*:}
  run_jobs "$name" 1 "$EX/$name.cx" "$data"
  checks=$((checks + 1))
  [ "$parts" = 1 ] || fail "$name -fjobs=1: $parts parts, expected 1"
  js=2
  [ "$name" = treelstm ] && js="2 3"
  for j in $js; do
    run_jobs "$name" $j "$EX/$name.cx" "$data"
    checks=$((checks + 1))
    [ "${parts:-0}" -ge 2 ] || fail "$name -fjobs=$j: $parts parts, expected 2 or more"
    checks=$((checks + 1))
    cmp -s "$WORK/$name.1.json" "$WORK/$name.$j.json" ||
      fail "$name: -fjobs=$j prints other results than one unit: $(diff "$WORK/$name.1.json" "$WORK/$name.$j.json" | head -n 4)"
  done
done
# Many kernels of different sizes split 4 ways: a branch per arity 0..5
# (the shape of the stress model tests/parallel/arity10.cx, which takes
# minutes to compile on a loaded machine: bench/parallel_compile.sh)
python3 - "$WORK/arity.cx" <<'EOF'
import sys
s = ["const H = 8;", "param E : [6000, H];", "param W : [H, H];", "input t : tree[*] { word : int };",
     "rec node(n) -> [H] {", "  if leaf(n) { return tanh(W @ E[n.word]); }"]
for a in range(1, 6):
    s.append("  if n.arity == %d { return tanh(W @ (%s) + E[n.word]); }"
             % (a, " + ".join("node(n.child[%d])" % k for k in range(a))))
s += ["  return tanh(W @ sum(c in n.children) node(c));", "}", "output h_root = node(t.root);", "output h(n) = node(n);"]
open(sys.argv[1], "w").write("\n".join(s) + "\n")
EOF
run_jobs arity 1 "$WORK/arity.cx" "$EX/data/ewt_dev_30.conllu"
run_jobs arity 4 "$WORK/arity.cx" "$EX/data/ewt_dev_30.conllu"
checks=$((checks + 1))
[ "${parts:-0}" = 4 ] || fail "arity model -fjobs=4: $parts parts, expected 4"
checks=$((checks + 1))
cmp -s "$WORK/arity.1.json" "$WORK/arity.4.json" || fail "arity model: -fjobs=4 prints other results than one unit"
# Through the cache: a miss compiled in parts, then a hit of that entry
for pass in miss hit; do
  expect_status 0 env TMPDIR="$T" "$CORTEX" run "$EX/treelstm.cx" --data "$EX/data/sst_dev_50.txt" --seed 3 --jit \
    --time -fjobs=2 --format json -o "$WORK/treelstm.cache.json"
  checks=$((checks + 1))
  cmp -s "$WORK/treelstm.1.json" "$WORK/treelstm.cache.json" || fail "treelstm: the cache's $pass prints other results"
done
expect_err "time: cache hit"
checks=$((checks + 1))
[ -z "$(ls -A "$T")" ] || fail "the compiles left in TMPDIR: $(ls -A "$T")"
# The library's calls of its own functions (tiles, vector math, packing)
# are direct, not through the PLT (-Bsymbolic), in parts and in one unit
# (objdump: binutils, which libgccjit needs to assemble and link)
expect_status 0 "$CORTEX" run "$EX/treefc.cx" --data "$EX/data/sst_dev_50.txt" --seed 3 --jit -fjobs=1 -o "$WORK/treefc.cache.json"
for so in "$CORTEX_CACHE_DIR"/*.so; do
  checks=$((checks + 1))
  objdump -d "$so" | grep -q 'call.*<cx_tile' || fail "$so: no call of a GEMM tile function"
  checks=$((checks + 1))
  ! objdump -d "$so" | grep -q 'call.*<cx_[a-z0-9_]*@plt>' || fail "$so: calls its own functions through the PLT"
done

# A part that fails: its error once, exit 1, nothing left behind
for q in 0 1; do
  # (a size not compiled above: a cache miss)
  expect_status 1 env TMPDIR="$T" CORTEX_JIT_FAIL_PART=$q "$CORTEX" run "$EX/treelstm.cx" -D H=40 \
    --data "$EX/data/sst_dev_50.txt" --seed 3 --jit -fjobs=2
  checks=$((checks + 1))
  n=$(grep -c "error: internal compiler error: libgccjit: compiling the model" "$ERR")
  [ "$n" = 1 ] || fail "part $q failing: the error is reported $n times"
  checks=$((checks + 1))
  n=$(grep -c "unrecognized command-line option .-fcortex-test-failure" "$ERR")
  [ "$n" = 1 ] || fail "part $q failing: gcc's message is shown $n times"
  checks=$((checks + 1))
  [ -z "$(ls -A "$T")" ] || fail "part $q failing left in TMPDIR: $(ls -A "$T")"
  checks=$((checks + 1))
  ls -A "$CORTEX_CACHE_DIR" | grep -q tmp && fail "part $q failing left in the cache: $(ls -A "$CORTEX_CACHE_DIR")"
done
expect_status 1 env TMPDIR="$T" CORTEX_MARCH=bogus "$CORTEX" run "$EX/treefc.cx" --data "$EX/data/sst_dev_50.txt" \
  --seed 3 --jit --no-cache -fjobs=3
checks=$((checks + 1))
n=$(grep -c "bad value .bogus. for .-march=. switch" "$ERR")
[ "$n" = 1 ] || fail "a bad -march in every part: gcc's message is shown $n times"
expect_err "compiling the model"
checks=$((checks + 1))
[ -z "$(ls -A "$T")" ] || fail "a bad -march left in TMPDIR: $(ls -A "$T")"

# A stop signal during a parallel compile: every compile process goes.
# The model of tests/compile_signals.sh (write_slow_model): 160 kernels
# to split.
write_slow_model "$WORK/slow.cx" "$WORK/t.graph"
for sig in INT TERM; do
  want=130
  [ $sig = TERM ] && want=143
  r=$(python3 "$top_srcdir/tests/signal_run.py" $sig "$T" "$CORTEX" run "$WORK/slow.cx" --data "$WORK/t.graph" --seed 1 \
    --jit -fjobs=3 -w)
  # no process of the compile is left: a compile process (a fork of
  # cortex: its command line names slow.cx), an assembler or a linker
  # (their arguments are files in TMPDIR)
  sleep 0.2
  checks=$((checks + 1))
  left=$(ps -eo pid=,args= | grep -F -e "$T/" -e "$WORK/slow.cx" | grep -v grep)
  [ -z "$left" ] || fail "SIG$sig during a parallel compile left processes: $left"
  check_stop "SIG$sig during a parallel compile" $want "$r"
  checks=$((checks + 1))
  ls -A "$CORTEX_CACHE_DIR" | grep -q tmp && fail "SIG$sig left in the cache: $(ls -A "$CORTEX_CACHE_DIR")"
done
finish
