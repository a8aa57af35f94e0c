#!/bin/sh
# --weights-dtype bf16 (-fgemm-bf16): its usage errors, the trained SST
# TreeLSTM's logits against f32 within the tolerance below, at AVX-512's
# and AVX2's vector widths, with and without AVX512-BF16's dot products,
# bit-identical across --threads, baked into a built program.  (tests/test_jit.c proves the panels hold exactly the
# weights rounded to nearest even.)
. "${top_srcdir:-.}/tests/load_lib.sh"
T="$EX/treelstm_sst"
M="$EX/treelstm.cx"
D="$EX/data/sst_dev_50.txt"
RUN="run $M -D H=150 -D V=8736 --weights $T/weights.safetensors --vocab $T/vocab.txt --unk <unk> --data $D --format json"

# Usage errors: status 2, what was expected, the closest value.
expect_status 2 "$CORTEX" run "$M" --seed 1 --data "$D" --jit --weights-dtype bf61
expect_err "--weights-dtype expects f32 or bf16, not 'bf61'; did you mean 'bf16'?"
expect_status 2 "$CORTEX" bench "$M" --seed 1 --data "$D" --weights-dtype=F32
expect_err "not 'F32'; did you mean 'f32'?"
expect_status 2 "$CORTEX" build "$M" -o "$WORK/x" --weights-dtype float16
expect_err "--weights-dtype expects f32 or bf16, not 'float16'"
expect_status 2 "$CORTEX" run "$M" --seed 1 --data "$D" --weights-dtype
expect_err "option '--weights-dtype' needs an argument"
# the interpreter has no panels: bf16 asks for --jit
expect_status 2 "$CORTEX" run "$M" --seed 1 --data "$D" --weights-dtype bf16
expect_err "--weights-dtype bf16 (-fgemm-bf16) is for the compiled code: add --jit"
expect_status 2 "$CORTEX" bench "$M" --seed 1 --data "$D" --interp --weights-dtype bf16
expect_err "add --jit"
# f32 is the default, and the last of --weights-dtype and -f[no-]gemm-bf16 wins
expect_status 0 "$CORTEX" ir "$M" --stage loops --weights-dtype bf16
expect_out "^options: gemm_bf16=1 gemm_bf16_dot=[01] gemm_pairs_once=1$"
expect_status 0 "$CORTEX" ir "$M" --stage loops --weights-dtype bf16 -fno-gemm-bf16-dot
expect_out "^options: gemm_bf16=1 gemm_bf16_dot=0 gemm_pairs_once=1$"
expect_status 0 "$CORTEX" ir "$M" --stage loops --weights-dtype bf16 -fno-gemm-bf16
checks=$((checks + 1))
! grep -q gemm_bf16 "$OUT" || fail "-fno-gemm-bf16 after --weights-dtype bf16 did not win"

# f32 against bf16.  bf16 keeps 8 significant bits: rounding to nearest
# even moves each weight by at most 2^-9 of itself.  A root's logits
# come through a few products per level (the gates, the cell, the
# classifier), each off by at most 2^-9 of its terms' magnitudes, with
# the gates' squashing in between; the tolerance is 4 * 2^-9 = 0.0078 of
# the root's largest |logit|, plus 1e-5 (bench/bf16_accuracy.py measures
# 0.0025, 1.25 * 2^-9, over the 2210 test trees).  And bf16 is not f32:
# some logit differs by more than 1e-6 (which also shows the cache key
# tells the dtypes apart: both runs share this test's cache).
# within_tolerance FILE: FILE's logits against f32.json's
within_tolerance() {
  checks=$((checks + 1))
  python3 - "$WORK/f32.json" "$1" <<'PY'
import json, sys
a = [json.loads(l) for l in open(sys.argv[1])]
b = [json.loads(l) for l in open(sys.argv[2])]
assert len(a) == len(b) == 50, (len(a), len(b))
tol, moved = 4 * 2 ** -9, 0.0
for x, y in zip(a, b):
    za, zb = x["outputs"]["logits"], y["outputs"]["logits"]
    big = max(abs(v) for v in za)
    for p, q in zip(za, zb):
        moved = max(moved, abs(p - q))
        if abs(p - q) > tol * big + 1e-5:
            sys.exit("structure %d: f32 %r, bf16 %r (tolerance %g)" % (x["index"], za, zb, tol * big + 1e-5))
if moved <= 1e-6:
    sys.exit("bf16 logits equal f32's: the panels are not bf16")
PY
}
expect_status 0 "$CORTEX" $RUN --jit
cp "$OUT" "$WORK/f32.json"
for march in "" x86-64-v3; do
  CORTEX_MARCH=$march expect_status 0 "$CORTEX" $RUN --jit --weights-dtype bf16
  cp "$OUT" "$WORK/bf16$march.json"
  within_tolerance "$OUT" || fail "bf16 ($march) logits beyond the tolerance of f32's"
done
# bf16 weights times f32 states (-fno-gemm-bf16-dot): within it too.  On
# a CPU with AVX512-BF16 the default rounds the states as well (vdpbf16ps):
# other bits; elsewhere the default is this path.
expect_status 0 "$CORTEX" $RUN --jit --weights-dtype bf16 -fno-gemm-bf16-dot
cp "$OUT" "$WORK/widen.json"
within_tolerance "$OUT" || fail "bf16 -fno-gemm-bf16-dot logits beyond the tolerance of f32's"
checks=$((checks + 1))
if grep -qw avx512_bf16 /proc/cpuinfo; then
  ! cmp -s "$WORK/bf16.json" "$WORK/widen.json" || fail "AVX512-BF16: the default gave -fno-gemm-bf16-dot's bits"
else
  cmp -s "$WORK/bf16.json" "$WORK/widen.json" || fail "no AVX512-BF16: the default is not -fno-gemm-bf16-dot's path"
fi

# The same bits on 1 and 2 threads, batch 10.
expect_status 0 "$CORTEX" $RUN --jit --weights-dtype bf16 --batch 10
cp "$OUT" "$WORK/t1.json"
expect_status 0 "$CORTEX" $RUN --jit --weights-dtype bf16 --batch 10 --threads 2
checks=$((checks + 1))
cmp -s "$WORK/t1.json" "$OUT" || fail "bf16: --threads 2 differs from --threads 1"

# Built with bf16: the program prints what cortex run --jit --weights-dtype
# bf16 prints (the dtype is in the compiled code, not an option of it).
expect_status 0 "$CORTEX" build "$M" -D H=150 -D V=8736 --weights-dtype bf16 -o "$WORK/tl"
expect_status 0 "$WORK/tl" --weights "$T/weights.safetensors" --vocab "$T/vocab.txt" --unk '<unk>' --data "$D" \
  --format json
checks=$((checks + 1))
cmp -s "$WORK/bf16.json" "$OUT" || fail "the bf16 build prints other numbers than cortex run --weights-dtype bf16"

# Built for a named CPU (--march), which may lack AVX512-BF16: the bf16
# weights times f32 states, unless -fgemm-bf16-dot asks.
expect_status 0 "$CORTEX" build "$M" -D H=150 -D V=8736 --weights-dtype bf16 --march x86-64-v4 -o "$WORK/tl4"
expect_status 0 "$WORK/tl4" --weights "$T/weights.safetensors" --vocab "$T/vocab.txt" --unk '<unk>' --data "$D" \
  --format json
checks=$((checks + 1))
cmp -s "$WORK/widen.json" "$OUT" || fail "built with --march: not the -fno-gemm-bf16-dot numbers"
if grep -qw avx512_bf16 /proc/cpuinfo; then
  expect_status 0 "$CORTEX" build "$M" -D H=150 -D V=8736 --weights-dtype bf16 --march x86-64-v4 -fgemm-bf16-dot -o "$WORK/tl4d"
  expect_status 0 "$WORK/tl4d" --weights "$T/weights.safetensors" --vocab "$T/vocab.txt" --unk '<unk>' --data "$D" \
    --format json
  checks=$((checks + 1))
  cmp -s "$WORK/bf16.json" "$OUT" || fail "built with --march -fgemm-bf16-dot: not the dot products' numbers"
fi

# The dot products' operands rounded to bf16 once per GEMM (ir/dotpairs.c),
# into a temp, in kernels that are not row-split: the Child-Sum TreeLSTM's
# internal nodes (the children's sum; each child's forget gate), TBCNN's
# convolution.  -fno-gemm-pairs-once rounds them at every row block, as
# before.  The same roundings and the same products in the same order:
# the same bits either way, at batch 1 and 7, on 1 and 2 threads.
CS="$EX/childsum_treelstm.cx"
expect_status 0 "$CORTEX" ir "$CS" --stage loops -D H=64 --weights-dtype bf16 -fgemm-bf16-dot
expect_out "^options: gemm_bf16=1 gemm_bf16_dot=1 gemm_pairs_once=1$"
expect_out "^  temps: .*t4\[edges, 64\] (%26), t5\[nodes, 32\] (%6), t6\[edges, 32\] (%26)$"
expect_out "// bf16 dot products: each operand rounded to bf16 pairs once, at the first row block, into t5$"
expect_out "// bf16 dot products: each operand rounded to bf16 pairs once, at the first row block, into t6$"
expect_status 0 "$CORTEX" ir "$CS" --stage loops -D H=64 --weights-dtype bf16 -fgemm-bf16-dot -fno-gemm-pairs-once
expect_out "^options: gemm_bf16=1 gemm_bf16_dot=1 gemm_pairs_once=0$"
expect_no_out "rounded to bf16 pairs once"
# the code for a named AVX-512 CPU (whatever this one has): tile functions
# reading pairs ("dp") beside those that round their operands ("d")
CORTEX_MARCH=x86-64-v4 expect_status 0 "$CORTEX" ir "$CS" --stage c -D H=64 --weights-dtype bf16 -fgemm-bf16-dot
expect_out "cx_tile[0-9]*_[0-9]*_[0-9]*dp_p"
CORTEX_MARCH=x86-64-v4 expect_status 0 "$CORTEX" ir "$CS" --stage c -D H=64 --weights-dtype bf16 -fgemm-bf16-dot \
  -fno-gemm-pairs-once
expect_out "cx_tile[0-9]*_[0-9]*_[0-9]*d_p"
expect_no_out "dp_p"
# A TreeRNN whose state is scaled by its own sum: the reduction across the
# rows keeps its internal kernel whole (not row-split), so its GEMM has
# both the pairs and the leaf-product tables (a table's rows skip the
# panel; a miss reads the pairs).
cat >"$WORK/rnnsum.cx" <<'EOF'
model rnnsum;
const H = 64;
const V = 22000;
param E : [V, H];
param W_l, W_r : [H, H];
param b : [H];
input t : tree[2] { word : int };
rec node(n) -> [H] {
  if leaf(n) {
    return E[n.word];
  }
  let z = tanh(W_l @ node(n.child[0]) + W_r @ node(n.child[1]) + b);
  return z * (1.0 + 0.1 * sum(z));
}
output h(n) = node(n);
EOF
expect_status 0 "$CORTEX" ir "$WORK/rnnsum.cx" --stage loops --weights-dtype bf16 -fgemm-bf16-dot
expect_out "rounded to bf16 pairs once, at the first row block, into t4$"
expect_out "// segment 1 (k 64..): leaf-product table 1"
# same_as_per_block WHAT ARGS...: cortex ARGS prints the same bits with
# -fno-gemm-pairs-once
same_as_per_block() {
  what=$1
  shift
  expect_status 0 "$CORTEX" "$@"
  cp "$OUT" "$WORK/once.json"
  expect_status 0 "$CORTEX" "$@" -fno-gemm-pairs-once
  checks=$((checks + 1))
  cmp -s "$WORK/once.json" "$OUT" || fail "$what: the pairs made once give other bits than per row block"
}
if grep -qw avx512_bf16 /proc/cpuinfo; then
  # the default on this CPU
  expect_status 0 "$CORTEX" ir "$CS" --stage loops -D H=64 --weights-dtype bf16
  expect_out "rounded to bf16 pairs once"
  for bt in "1 off" "1 auto" "5 auto"; do
    set -- $bt
    same_as_per_block "rnnsum, batch $1, leaf tables $2" run "$WORK/rnnsum.cx" --data "$D" --seed 4 --jit --weights-dtype bf16 \
      --format json --batch "$1" --leaf-table "$2"
  done
  for m in childsum_treelstm tbcnn; do
    for bt in "1 1" "7 1" "7 2"; do
      set -- $bt
      same_as_per_block "$m, batch $1, $2 threads" run "$EX/$m.cx" --data "$EX/data/ewt_dev_30.conllu" --seed 2 -D H=64 --jit \
        --weights-dtype bf16 --format json --batch "$1" --threads "$2"
    done
  done
fi

finish
