#!/bin/sh
# Generated code that grows linearly with the model (issue 17), checked on
# the text of `cortex ir --stage c`, never on timings (bench/compile_time.sh
# measures those):
# - cx_classify makes one comparison per branch: a model of 60 `n.word ==
#   K` cases has at most 61 `==` in it (the exclusive guards of the loop IR
#   repeat every earlier condition: 1,952 before, the chain that made a
#   250-branch compile take minutes in GCC), and its compiled outputs are
#   the interpreter's.
# - the lines per kernel are bounded (docs/performance.md, "Compile time
#   (issue 17)"): every kernel function (branch, output, hoist) of every
#   example and both stress models is at most 2,100 lines plus 750 per
#   packed GEMM in it (`gemm panel` in `--stage loops`; 2,000 until the
#   element loops were written as vector code in the C itself, up to four
#   vectors a step: MV-RNN's internal kernel, no packed GEMM, went from
#   1,980 to 2,013 lines);
# - a kernel does not grow with its children by a GEMM per child: in
#   bench/stress/arity10.cx (a branch per arity 1..9, a forget gate
#   `U_f @ h_j` per child) every branch has as many GEMMs as the arity-2
#   one, and each child more adds at most 100 lines (measured: 25, the
#   epilogue's terms of that child; a GEMM per child added ~1,000);
# - a hoist kernel that compiles to an earlier one's code is one function
#   (arity10: 40 hoists of 4 distinct products, 4 functions);
# - those merged per-child GEMMs (one GEMM over (node, child) pairs) and
#   shared hoists compute what the interpreter does, at batches 1, 3 and
#   10, with two threads, and without the merge (-fno-flat-edges).
. "${top_srcdir:-.}/tests/load_lib.sh"
command -v python3 >/dev/null || { echo "python3 is required for this test (apt-get install python3)"; exit 1; }
CORTEX_MARCH=x86-64-v4
export CORTEX_MARCH

python3 - "$WORK/cases.cx" <<'PY'
import sys
L = ["model many_cases;", "param E : [80, 4];", "param W : [4, 4];",
     "input t : tree[2] { word : int };", "rec node(n) -> [4] {",
     "  if leaf(n) { return E[n.word]; }",
     "  let x = W @ (node(n.child[0]) + node(n.child[1]));"]
L += ["  if n.word == %d { return tanh(x + E[%d]); }" % (k, 79 - k) for k in range(60)]
L += ["  return x;", "}", "output h(n) = node(n);"]
open(sys.argv[1], "w").write("\n".join(L) + "\n")
PY
expect_status 0 "$CORTEX" ir "$WORK/cases.cx" --stage c
n=$(sed -n '/^cx_classify (/,/^}/p' "$OUT" | grep -o '==' | wc -l)
checks=$((checks + 1))
[ "$n" -ge 60 ] && [ "$n" -le 61 ] || fail "60 cases: $n comparisons in cx_classify, expected 60 or 61 (one per branch)"
python3 "$top_srcdir/tests/gen_structures.py" binary 3 40 60 2 >"$WORK/trees.graph"
expect_status 0 "$CORTEX" run "$WORK/cases.cx" --data "$WORK/trees.graph" --data-format graph --seed 2 --format json
cp "$OUT" "$WORK/want.json"
expect_status 0 "$CORTEX" run "$WORK/cases.cx" --data "$WORK/trees.graph" --data-format graph --seed 2 --format json --jit --batch 7
checks=$((checks + 1))
python3 "$top_srcdir/tests/json_close.py" "$WORK/want.json" "$OUT" || fail "60 cases: the compiled outputs differ from the interpreter's"

# kernel_lines MODEL.cx [ARGS]: "NAME LINES GEMMS" per kernel function
kernel_lines() {
  m=$1
  shift
  "$CORTEX" ir "$m" --stage loops "$@" >"$WORK/loops" 2>"$WORK/err" || return 1
  "$CORTEX" ir "$m" --stage c "$@" >"$WORK/c" 2>"$WORK/err" || return 1
  awk '/^kernel / { k = $2; sub(/\(.*/, "", k); g[k] = 0 } /^ *gemm panel/ { g[k]++ }
       END { for (k in g) print "L", k, g[k] }' "$WORK/loops" >"$WORK/kl"
  awk '/^cx_(branch|out|hoist)[A-Za-z0-9_]* \(/ { n = $1; sub(/^cx_/, "", n); c = 0; in_fn = 1 }
       in_fn { c++ } in_fn && /^}/ { print "C", n, c; in_fn = 0 }' "$WORK/c" >>"$WORK/kl"
  awk '$1 == "L" { g[$2] = $3 } $1 == "C" { c[$2] = $3 } END { for (k in c) print k, c[k], g[k] + 0 }' "$WORK/kl" | sort
}

for m in "$EX"/*.cx "$EX"/tutorial/*.cx "$top_srcdir"/bench/stress/*.cx; do
  # top-down recs are not compiled yet (their C is refused): nothing to bound
  kernel_lines "$m" >"$WORK/sizes" || { grep -q 'top-down' "$WORK/err" || fail "$m: $(head -n 1 "$WORK/err")"; continue; }
  checks=$((checks + 1))
  [ -s "$WORK/sizes" ] || fail "$m: no kernel functions in its C"
  while read -r k lines gemms; do
    checks=$((checks + 1))
    [ "$lines" -le $((2100 + 750 * gemms)) ] ||
      fail "$(basename "$m") $k: $lines lines of C for $gemms GEMMs, over the bound 2,100 + 750 per GEMM"
  done <"$WORK/sizes"
done

A10=$top_srcdir/bench/stress/arity10.cx
kernel_lines "$A10" >"$WORK/sizes" || fail "arity10: $(head -n 1 "$WORK/err")"
g2=$(awk '$1 == "branch2_case" { print $3 }' "$WORK/sizes")
prev=
for a in 2 3 4 5 6 7 8 9; do
  set -- $(awk -v k="branch${a}_case" '$1 == k { print $2, $3 }' "$WORK/sizes")
  checks=$((checks + 1))
  [ "${2:-}" = "$g2" ] || fail "arity10 branch $a: ${2:-no} GEMMs where the arity-2 branch has $g2 (a GEMM per child?)"
  if [ -n "$prev" ]; then
    checks=$((checks + 1))
    [ "$1" -le $((prev + 100)) ] || fail "arity10 branch $a: $1 lines, $((${1} - prev)) more than arity $((a - 1)) for one child more (at most 100)"
  fi
  prev=$1
done
checks=$((checks + 1))
grep -q 'by consecutive children merged' "$WORK/loops" || fail "arity10: no per-child products merged in --stage loops"
# its 40 hoist kernels (W_i, W_o, W_u, W_f @ E[n.word] in each of ten
# branches) are four distinct products: four functions
checks=$((checks + 1))
[ "$(grep -c '^kernel hoist' "$WORK/loops")" -eq 40 ] || fail "arity10: $(grep -c '^kernel hoist' "$WORK/loops") hoist kernels, expected 40"
n=$(grep -c '^cx_hoist[0-9a-z_]* (' "$WORK/c")
checks=$((checks + 1))
[ "$n" -eq 4 ] || fail "arity10: $n hoist functions in its C, expected 4 (one per distinct product)"
# and hoists of different products stay apart: Child-Sum's four (W_i,
# W_o, W_u, W_f @ x) are four functions
kernel_lines "$EX/childsum_treelstm.cx" >/dev/null || fail "childsum: $(head -n 1 "$WORK/err")"
h=$(grep -c '^kernel hoist' "$WORK/loops")
n=$(grep -c '^cx_hoist[0-9a-z_]* (' "$WORK/c")
checks=$((checks + 1))
[ "$h" -ge 2 ] && [ "$n" -eq "$h" ] || fail "childsum: $n hoist functions for $h hoist kernels of distinct products"
kernel_lines "$A10" -fno-flat-edges >"$WORK/sizes" || fail "arity10 -fno-flat-edges: $(head -n 1 "$WORK/err")"
checks=$((checks + 1))
! grep -q 'by consecutive children merged' "$WORK/loops" || fail "arity10 -fno-flat-edges: products still merged"

# the merged GEMMs' results (H = 16: a quick compile; EWT has nodes of 1-9 children)
expect_status 0 "$CORTEX" run "$A10" -D H=16 --data "$EX/data/ewt_dev_30.conllu" --seed 3 --format json
cp "$OUT" "$WORK/want.json"
for run in "--batch 1" "--batch 3" "--batch 10" "--batch 10 --threads 2" "--batch 3 -fno-flat-edges"; do
  # $run is deliberately split into words.
  # shellcheck disable=SC2086
  expect_status 0 "$CORTEX" run "$A10" -D H=16 --data "$EX/data/ewt_dev_30.conllu" --seed 3 --format json --jit $run
  checks=$((checks + 1))
  python3 "$top_srcdir/tests/json_close.py" "$WORK/want.json" "$OUT" || fail "arity10 $run: the compiled outputs differ from the interpreter's"
done

finish
