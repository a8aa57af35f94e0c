#!/bin/sh
# valgrind memcheck over a representative set of cortex commands: check,
# ir, init-weights and run (text and JSON output, seeded and loaded
# weights, --dump, --vocab) on every example, and the error paths (bad
# model, bad data, bad weights, NaN, bad usage).  Every command must give
# valgrind zero errors and zero definite or indirect leaks.  Not part of
# `make check` (it takes minutes); .ci/run runs it after the builds:
#
#   top_srcdir=. top_builddir=. CORTEX=./cortex sh tests/valgrind.sh
#
# ./cortex is a libtool wrapper script (it links the shared libcortexrt),
# so valgrind runs through `libtool --mode=execute`, which runs the real
# binary with the uninstalled libraries.  Sizes are cut with -D so that
# memcheck's slowdown stays affordable.  The interpreter only: LSan-style
# leak reports from libgccjit are expected (tests/lsan.supp) and the JIT
# is checked under ASan by the sanitizer build instead.
. "${top_srcdir:-.}/tests/load_lib.sh"
: "${top_builddir:=.}"
if ! command -v valgrind >/dev/null 2>&1; then
  echo "valgrind.sh: valgrind is not installed: sudo apt-get install -y valgrind" >&2
  exit 1
fi
LIBTOOL=${LIBTOOL:-$top_builddir/libtool}
[ -x "$LIBTOOL" ] || LIBTOOL="$top_builddir/libtool"

# --error-exitcode=99: cortex's own exit status 1 (a user error) must stay
# distinguishable from a valgrind error.  -q logs only problems, one file
# per process, so an empty log is the second proof of a clean run.
VG_LOGS="$WORK/vg"
mkdir -p "$VG_LOGS"
runs=0
vg() { # vg STATUS ARGS...: cortex ARGS under memcheck, expecting STATUS
  want=$1
  shift
  runs=$((runs + 1))
  expect_status "$want" "$LIBTOOL" --mode=execute valgrind -q --error-exitcode=99 --leak-check=full \
    --errors-for-leak-kinds=definite,indirect --show-leak-kinds=definite,indirect \
    --log-file="$VG_LOGS/$runs.%p" "$CORTEX" "$@"
  for log in "$VG_LOGS/$runs".*; do
    [ -s "$log" ] || continue
    fail "valgrind reports on: cortex $*"
    head -n 40 "$log" | sed 's/^/  valgrind: /' >&2
  done
}

SMALL="-D H=8 -D V=1000 -D F=8 -D VOCAB=1000"
data_of() {
  case $1 in
    childsum_treelstm | attn_treelstm | tbcnn) echo "$EX/data/ewt_dev_30.conllu" ;;
    bigru) echo "$EX/data/seqs.txt" ;;
    dagrnn) echo "$EX/data/grid10.graph" ;;
    seqlstm | seqgru) echo "$EX/data/seqs.txt" ;;
    *) echo "$EX/data/sst_dev_50.txt" ;;
  esac
}

for m in "$EX"/*.cx; do
  name=$(basename "$m" .cx)
  d=$(data_of "$name")
  # shellcheck disable=SC2086
  {
    vg 0 check $SMALL "$m"
    vg 0 ir $SMALL "$m" --stage ast
    vg 0 ir $SMALL "$m" --stage ra
    vg 0 run $SMALL "$m" --data "$d" --seed 3 --limit 3
    vg 0 run $SMALL "$m" --data "$d" --seed 3 --limit 3 --format json --with-text
    vg 0 init-weights $SMALL "$m" --seed 3 -o "$WORK/$name.safetensors"
    vg 0 run $SMALL "$m" --data "$d" --weights "$WORK/$name.safetensors" --limit 2 --format tsv
  }
done

# --dump, --vocab and --unk, --trace, -o.
M="$EX/treefc.cx"
D="$EX/data/sst_dev_50.txt"
vg 0 run -D H=4 "$M" --data "$D" --seed 1 --limit 2 --dump "$WORK/d.graph" -o "$WORK/out.txt"
vg 0 run -D H=4 "$M" --data "$WORK/d.graph" --seed 1 --limit 2 --trace
printf 'the\n,\n.\n<unk>\n' >"$WORK/v.txt"
vg 0 run -D H=4 "$M" --data "$D" --seed 1 --limit 2 --vocab "$WORK/v.txt" --unk '<unk>'

# Error paths: each exits 1 (2 for usage) after freeing what it built.
printf 'model m;\nconst H = 4\nparam W : [H, H];\n' >"$WORK/syntax.cx"
vg 1 check "$WORK/syntax.cx"
printf 'model m;\nparam W : [4, 4];\ninput t : tree[2] { word : int };\nrec node(n) -> [4] { return W @ x; }\noutput o = node(t.root);\n' \
  >"$WORK/sema.cx"
vg 1 check "$WORK/sema.cx"
printf '(0 (0 a) (0 b)\n' >"$WORK/unbalanced.txt"
vg 1 run -D H=4 "$M" --data "$WORK/unbalanced.txt" --seed 1
printf '(0 (0 a) (0 b) (0 c))\n' >"$WORK/ternary.txt"
vg 1 run -D H=4 "$M" --data "$WORK/ternary.txt" --seed 1
vg 1 run -D H=4 "$M" --data "$D" --weights "$WORK/treernn.safetensors"
vg 1 run -D H=4 "$M" --data "$D" --weights "$WORK/v.txt"
vg 1 run -D H=4 "$M" --data "$D" --seed 1 --vocab "$WORK/v.txt"
printf 'model m;\ninput s : seq { x : [1] };\nrec node(n) -> [1] { return exp(n.x); }\noutput o = node(s.root);\n' >"$WORK/nan.cx"
printf '0: | x=1000.0\n' >"$WORK/big.graph"
vg 1 run "$WORK/nan.cx" --data "$WORK/big.graph" --seed 1
vg 0 run "$WORK/nan.cx" --data "$WORK/big.graph" --seed 1 --allow-nan --format json
vg 2 run "$M" --no-such-option

echo "$runs cortex commands under valgrind"
finish
