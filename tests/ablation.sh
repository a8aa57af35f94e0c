#!/bin/sh
# Every optimization of the compiler turned off in turn (and the
# microkernel's tile shapes varied): the compiled outputs still agree with
# the interpreter's (tests/json_close.py's tolerance) on every example, at
# H = 8 and at the example's size, batch 3.  `cortex ir --stage loops`
# shows each decision; this checks that none of them is needed for the
# right answer.
. "${top_srcdir:-.}/tests/load_lib.sh"
command -v python3 >/dev/null || { echo "python3 is required for this test (apt-get install python3)"; exit 1; }

# Each decision shows in --stage loops, and its flag removes it.
expect_status 0 "$CORTEX" ir "$EX/treelstm.cx" --stage loops
expect_out "gemm panel1\[1280, 512\]:.*5 matrix products reading the same operands fused"
expect_out "gemm_pack=1 gemm_fuse=1 gemm_sweep=1 gemm_epilogue=1 gemm_nodes=[34] gemm_rows=[36][24]"
expect_out "gemm panel1\[1280, 512\]:.*element-wise epilogue fused.*the panel walked backward on odd levels"
expect_out "// epilogue, after each row block of every member: j over the block's [36][24] rows"
expect_status 0 "$CORTEX" ir "$EX/treelstm.cx" --stage loops -fno-gemm-epilogue -fno-gemm-sweep
expect_no_out "epilogue fused"
expect_no_out "walked backward"
expect_out "gemm_sweep=0 gemm_epilogue=0"
expect_status 0 "$CORTEX" ir "$EX/treelstm.cx" --stage loops -fno-gemm-fuse -fgemm-nodes=6
expect_no_out "fused: one panel"
expect_out "gemm panel7\[256, 512\]:.*tiles of 6 nodes x [36][24] rows"
expect_status 0 "$CORTEX" ir "$EX/treelstm.cx" --stage loops -fno-gemm-pack
expect_no_out "gemm panel"
expect_out "gemm_pack=0"
expect_status 0 "$CORTEX" ir "$EX/dagrnn.cx" --stage loops
expect_out "1 reduction of W @ x_k refactored to W @ (reduction of x_k)"
expect_status 0 "$CORTEX" ir "$EX/dagrnn.cx" --stage loops -fno-sum-matmul
expect_no_out "refactored"
expect_status 0 "$CORTEX" ir "$EX/tbcnn.cx" --stage loops
expect_out "1 reduction of s_k \* (W @ x_k) + ... refactored to W @ (reduction of s_k x_k) + ..."
expect_out "merged sum of matrix products"
expect_out "for level in 0..1:    // one level: every pass is local and reads no other node's state"
expect_status 0 "$CORTEX" ir "$EX/tbcnn.cx" --stage loops -fno-sum-matmul
expect_no_out "refactored"
expect_status 0 "$CORTEX" ir "$EX/mvrnn.cx" --stage loops
expect_out "// segment 0, when c0 is a node of branch0_leaf (level 0): pack0 = the product with A0\[k \* 64 + c\]"
expect_out "// segment 1, when c1 is a node of branch0_leaf (level 0): pack1 = the product with A0"
expect_status 0 "$CORTEX" ir "$EX/mvrnn.cx" --stage loops -fno-leaf-const
expect_no_out "// segment 0, when"
expect_out "leaf_const=0"
expect_status 0 "$CORTEX" ir "$EX/treernn.cx" --stage loops
expect_out "// segment 0 (k 0..): leaf-product table 0: for child 0 in branch0_leaf's level-0 group, its sums by word"
expect_out "// segment 1 (k 256..): leaf-product table 1: for child 1 in branch0_leaf's level-0 group"
expect_out "leaf_const=1 leaf_prod=1"
expect_status 0 "$CORTEX" ir "$EX/treernn.cx" --stage loops -fno-leaf-prod
expect_no_out "leaf-product table"
expect_out "leaf_prod=0"
expect_status 0 "$CORTEX" ir "$EX/seqlstm.cx" --stage loops
expect_out "^  hoist0_branch1_internal(every node of branch1_internal); h0 = its rows by node id"
expect_out "^kernel hoist3_branch1_internal(nodes\[0..count)) -> out\[count, 256\]:    // hoisted product h3 of branch1_internal"
expect_out "4 child-independent matrix products hoisted before the level loop"
expect_out "hoisted product h0 of branch1_internal, by node id; hoist table: keyed by field 'word', 22000 rows"
expect_out "v[0-9]* = hoisted\[i \* 256 + j\] + t0\[li \* 256 + j\]"
# The RNTN's tensor layer, (V @ v) @ v, as one product over the pairs
# i <= j (ir/quadform.c); without it, D matrix-vector products per node.
expect_status 0 "$CORTEX" ir "$EX/rntn.cx" --stage loops
expect_out "1 quadratic form (V @ v) @ v as one product over the pairs i <= j"
expect_out "quad_form=1"
expect_status 0 "$CORTEX" ir "$EX/rntn.cx" --stage loops -fno-quad-form
expect_no_out "quadratic form"
expect_out "quad_form=0"
expect_out "leaf_prod=1 hoist=1"
expect_status 0 "$CORTEX" ir "$EX/seqlstm.cx" --stage loops -fno-hoist
expect_no_out "hoist[0-9]"
expect_no_out "hoisted"
expect_out "hoist=0"
# A hoisted row does not depend on the batch (one GEMM over every node of
# its kernel, whatever the tile): the outputs are byte for byte the same at
# batch 1, 3 and 10, for a sequence and for Child-Sum's internal nodes
# (whose leaves, in another kernel, keep their own products).
for md in seqlstm:seqs.txt seqgru:seqs.txt childsum_treelstm:ewt_dev_30.conllu; do
  m=${md%%:*} d=${md#*:}
  for b in 1 3 10; do
    expect_status 0 "$CORTEX" run "$EX/$m.cx" --data "$EX/data/$d" --seed 3 --format json --limit 12 -D H=64 --jit --batch $b
    cp "$OUT" "$WORK/hoist$b.json"
  done
  checks=$((checks + 1))
  cmp -s "$WORK/hoist1.json" "$WORK/hoist3.json" && cmp -s "$WORK/hoist1.json" "$WORK/hoist10.json" ||
    fail "$m: the hoisted products' outputs depend on the batch"
done
expect_status 2 "$CORTEX" ir "$EX/dagrnn.cx" --stage loops -fno-such-thing
expect_err "unknown compiler option '-fno-such-thing'"

# The interpreter's outputs, once per model and size.
MODELS="treefc:sst_dev_50.txt treernn:sst_dev_50.txt treelstm:sst_dev_50.txt treegru:sst_dev_50.txt
mvrnn:sst_dev_50.txt childsum_treelstm:ewt_dev_30.conllu dagrnn:grid10.graph seqlstm:seqs.txt seqgru:seqs.txt
tbcnn:ewt_dev_30.conllu rntn:sst_dev_50.txt"
n=0
for size in "" "-D H=8"; do
  for md in $MODELS; do
    m=${md%%:*} d=${md#*:}
    n=$((n + 1))
    # shellcheck disable=SC2086
    expect_status 0 "$CORTEX" run "$EX/$m.cx" --data "$EX/data/$d" --seed 3 --format json --limit 12 $size
    cp "$OUT" "$WORK/want$n.json"
  done
done

# A reduction over the children inside an element loop runs first, the
# element loop innermost, into an array (gen_elems.c): the Child-Sum
# TreeLSTM's two (the children's sum, the per-child forget gates).
expect_status 0 "$CORTEX" ir "$EX/childsum_treelstm.cx" --stage c
checks=$((checks + 1))
[ "$(grep -c 'double\[256\] red' "$OUT")" -eq 2 ] || fail "childsum_treelstm: not two interchanged reductions"
expect_status 0 "$CORTEX" ir "$EX/childsum_treelstm.cx" --stage c -fno-elem-interchange
expect_no_out "double\[256\] red"
# TBCNN's two position-weighted sums, whose children's E[k.word] carry a
# row check.
expect_status 0 "$CORTEX" ir "$EX/tbcnn.cx" --stage c
checks=$((checks + 1))
[ "$(grep -c 'double\[256\] red' "$OUT")" -eq 2 ] || fail "tbcnn: not two interchanged reductions"

# Element loops as vector code in the C (gen_velems.c): the TreeLSTM's
# gate epilogue (64 rows a block: four vectors of 16 with AVX-512) calls
# the vector sigmoid once for its four gates (4 x 64 floats) and tanh for
# u and for c; -fno-vec-elems leaves the loops to GCC.
expect_status 0 env CORTEX_MARCH=x86-64-v4 "$CORTEX" ir "$EX/treelstm.cx" --stage c
checks=$((checks + 1))
grep -q '(void)cx_vsigmoid_a_p0 (.*(long long)256);' "$OUT" && grep -q '(void)cx_vtanh_a_p0 (.*(long long)64);' "$OUT" ||
  fail "treelstm: the four sigmoid gates are not one vector call, or no vector tanh"
expect_status 0 env CORTEX_MARCH=x86-64-v4 "$CORTEX" ir "$EX/treelstm.cx" --stage c -fno-vec-elems
expect_no_out "cx_vsigmoid_a_p0"
# A step stays within 128 vector operations: the arity-10 stress model's
# nine-child branch (99 operations a vector) takes one vector a step, so
# its nine forget gates are one call on 9 x 16 floats, and its gate
# epilogue (25 operations) still four (i and o: 2 x 64 floats).
expect_status 0 env CORTEX_MARCH=x86-64-v4 "$CORTEX" ir "$top_srcdir/bench/stress/arity10.cx" --stage c
checks=$((checks + 1))
calls=$(awk '/^cx_branch9_case \(/,/^}/' "$OUT" | sed -n 's/.*(void)cx_vsigmoid_a_p[0-9]* (.*(long long)\([0-9]*\));/\1/p' | tr '\n' ' ')
[ "$calls" = "144 128 " ] || fail "arity10: the nine-child branch's sigmoid calls are on '$calls' floats, expected '144 128 '"

# Each flag against the interpreter, on every example where it changes the
# compiled program.  The compiled code depends on the model, its -D
# constants and the options, never on the data, and `cortex ir --stage c`
# prints exactly the program libgccjit is given: where a flag's program is
# byte for byte the default's, the run would repeat the default row's
# (first in the list), so it is not compiled again (half the pairs; this
# was make check's longest test: 1,382 s of wall on 2 cores).  Each
# -f[no-]NAME flag must change the program of some example, or it ablates
# nothing here; the tile shapes may equal this CPU's defaults.
n=0
for size in "" "-D H=8"; do
  for md in $MODELS; do
    n=$((n + 1))
    # shellcheck disable=SC2086
    expect_status 0 "$CORTEX" ir "$EX/${md%%:*}.cx" --stage c $size
    cp "$OUT" "$WORK/c$n.c"
  done
done
runs=0
for flags in "" -fno-gemm-pack -fno-gemm-fuse -fno-gemm-sweep -fno-gemm-epilogue -fno-leaf-const -fno-leaf-prod -fno-leaf-split -fno-fuse-elementwise -fno-batch-matmul \
  -fno-merge-matmul-sum -fno-state-home -fno-vec-dot -fno-vec-math -fvec-math-float -fno-sum-matmul -fno-col-vec -fno-flat-edges -fno-hoist -fno-elem-interchange -fno-vec-elems -fno-quad-form "-fgemm-nodes=1" "-fgemm-nodes=8 -fgemm-rows=16" \
  "-fgemm-rows=64"; do
  n=0
  changed=0
  for size in "" "-D H=8"; do
    for md in $MODELS; do
      m=${md%%:*} d=${md#*:}
      n=$((n + 1))
      if [ -n "$flags" ]; then
        # shellcheck disable=SC2086
        expect_status 0 "$CORTEX" ir "$EX/$m.cx" --stage c $size $flags
        cmp -s "$OUT" "$WORK/c$n.c" && continue
        changed=$((changed + 1))
      fi
      runs=$((runs + 1))
      # shellcheck disable=SC2086
      expect_status 0 "$CORTEX" run "$EX/$m.cx" --data "$EX/data/$d" --seed 3 --format json --limit 12 $size \
        --jit --batch 3 $flags
      checks=$((checks + 1))
      # (the ill-conditioned DAG-RNN grid at full size: see differential.sh)
      rtol=
      [ "$m $size" = "dagrnn " ] && rtol=3e-5
      python3 "$top_srcdir/tests/json_close.py" "$WORK/want$n.json" "$OUT" $rtol ||
        fail "$m $size $flags: the compiled outputs differ from the interpreter's"
    done
  done
  case "$flags" in
  -f*=*) ;;
  -f*)
    checks=$((checks + 1))
    [ "$changed" -gt 0 ] || fail "$flags changes the compiled program of no example: it ablates nothing"
    ;;
  esac
done
echo "ablation: $runs compiled runs checked against the interpreter"
finish
