#!/bin/sh
# cortex viz (a structure as Graphviz DOT, with the linearizer's order)
# and cortex ir --stage ra --dot (the RA-IR dataflow graphs).
. "${top_srcdir:-.}/tests/load_lib.sh"

SST="$EX/data/sst_dev_50.txt"
have_dot=no
command -v dot >/dev/null 2>&1 && have_dot=yes

# check_order FILE: every edge goes from a parent computed later (a higher
# linearized id and a higher level) to its child, ids are a permutation of
# 0..N-1, and each rank=same group holds exactly the nodes of one level.
check_order() {
  checks=$((checks + 1))
  awk '
    /^  n[0-9]+ \[label=/ {
      node = substr($1, 2)
      if (match($0, /#[0-9]+ @L[0-9]+"/)) {
        s = substr($0, RSTART + 1, RLENGTH - 2); split(s, a, " @L")
        id[node] = a[1] + 0; lv[node] = a[2] + 0; n++
        if (a[1] in seen) { print "duplicate id " a[1]; bad = 1 }
        seen[a[1]] = 1
      } else { print "no #ID @Ln in " $0; bad = 1 }
    }
    /^  n[0-9]+ -> n[0-9]+;/ {
      p = substr($1, 2); c = $3; sub(/;$/, "", c); c = substr(c, 2)
      if (!(id[p] > id[c]) || !(lv[p] > lv[c])) { print "edge " p " -> " c " out of order"; bad = 1 }
    }
    /rank=same; \/\* L[0-9]+ \*\// {
      l = $4; sub(/^L/, "", l)
      for (i = 6; i < NF; i++) { m = $i; sub(/;$/, "", m); m = substr(m, 2)
        if (lv[m] != l + 0) { print "node " m " in rank L" l " but at L" lv[m]; bad = 1 }
        ranked++ }
    }
    END {
      for (i = 0; i < n; i++) if (!(i in seen)) { print "id " i " missing"; bad = 1 }
      if (ranked != n) { print ranked " nodes ranked, " n " nodes"; bad = 1 }
      if (n == 0) { print "no nodes"; bad = 1 }
      exit bad
    }' "$1" >"$WORK/order.log" 2>&1 || { fail "order check of $1"; sed 's/^/  /' "$WORK/order.log" | head -n 10 >&2; }
}

# valid_dot FILE: Graphviz accepts it (when installed).
valid_dot() {
  [ "$have_dot" = yes ] || return 0
  checks=$((checks + 1))
  dot -Tsvg "$1" >"$WORK/valid.svg" 2>"$WORK/valid.err" || { fail "dot rejects $1"; head -n 5 "$WORK/valid.err" >&2; }
}

# --- help and usage --------------------------------------------------------------
expect_status 0 "$CORTEX" viz --help
expect_out "Usage: cortex viz"
expect_status 0 "$CORTEX" --help
expect_out "viz"
expect_status 2 "$CORTEX" viz "$EX/treelstm.cx"
expect_err "no data given"
expect_status 2 "$CORTEX" viz "$EX/treelstm.cx" --data "$SST" --index x
expect_err "--index expects a structure number"
expect_status 2 "$CORTEX" viz "$EX/treelstm.cx" --data "$SST" -o "$WORK/out.jpeg"
expect_err "use .dot, .gv, .svg, .png or .pdf"
expect_status 1 "$CORTEX" viz "$EX/treelstm.cx" --data "$SST" --index 50
expect_err "--index 50 is out of range: '$SST' holds 50 structures (0 to 49)"

# --- a binary tree: labels, shapes, levels, order -------------------------------------
expect_status 0 "$CORTEX" viz "$EX/treelstm.cx" --data "$SST" --index 1 --seed 1
expect_no_err
cp "$OUT" "$WORK/t1.dot"
expect_out '^digraph "sst_dev_50.txt #1" {'
expect_out 'structure #1: 25 nodes, 9 levels'
# The root: internal, computed last; a leaf: its token, the file's int
# fields, computed first.
expect_out '^  n0 \[label="0 (root)\\nword=-1 label=2\\n#24 @L8", shape=box, penwidth=2,'
expect_out '^  n2 \[label="2: No\\nword=12 label=1\\n#0 @L0", shape=ellipse, penwidth=1, fillcolor="#8dd3c7"'
expect_out '^  n0 -> n1;$'
expect_out '^  { rank=same; /\* L0 \*/ n2; n3; n6; n10; n11; n12; n14; n17; n18; n20; n22; n23; n24; }$'
expect_out 'subgraph cluster_legend'
expect_out 'branch 0: leaf\\n13 nodes'
expect_out 'branch 1: internal\\n12 nodes'
expect_out 'L0 (leaves): 13 nodes, #0-#12'
check_order "$WORK/t1.dot"
valid_dot "$WORK/t1.dot"

# -o FILE.dot writes the same text; the index defaults to 0.
expect_status 0 "$CORTEX" viz "$EX/treelstm.cx" --data "$SST" --index 1 -o "$WORK/t1b.dot"
checks=$((checks + 1))
cmp -s "$WORK/t1.dot" "$WORK/t1b.dot" || fail "-o t1b.dot differs from standard output"
expect_status 0 "$CORTEX" viz "$EX/treelstm.cx" --data "$SST"
expect_out 'structure #0:'

# --- other structures: n-ary trees (CoNLL-U), DAGs, sequences ----------------------------
expect_status 0 "$CORTEX" viz "$EX/childsum_treelstm.cx" --data "$EX/data/ewt_dev_30.conllu" --index 2
expect_out 'upos='
expect_out 'branch 0: all'
cp "$OUT" "$WORK/cs.dot"
check_order "$WORK/cs.dot"
valid_dot "$WORK/cs.dot"
# One numbering: CoNLL-U nodes are labelled with their token IDs, the
# numbers head= uses, so every child's head= is its parent's label (and
# the root's 0); PTB nodes keep cortex run's node numbers, from 0.
checks=$((checks + 1))
awk '
  /^  n[0-9]+ \[label="/ {
    node = substr($1, 2); s = $0; sub(/^[^"]*"/, "", s)
    num[node] = s + 0
    if (match($0, /head=[0-9]+/)) head[node] = substr($0, RSTART + 5, RLENGTH - 5) + 0
    if ($0 ~ /\(root\)/) root = node
  }
  /^  n[0-9]+ -> n[0-9]+;/ {
    p = substr($1, 2); c = $3; sub(/;$/, "", c); c = substr(c, 2); edges++
    if (head[c] != num[p]) { print "node labelled " num[c] " has head=" head[c] " but its parent is labelled " num[p]; bad = 1 }
  }
  END {
    if (head[root] != 0) { print "the root has head=" head[root]; bad = 1 }
    if (!edges) { print "no edges"; bad = 1 }
    exit bad
  }' "$WORK/cs.dot" >"$WORK/heads.log" 2>&1 || { fail "CoNLL-U labels and head= disagree"; head -n 5 "$WORK/heads.log" >&2; }
expect_out '^  n0 \[label="1: '
expect_out 'nodes numbered from 1, as head= numbers them'
expect_out 'tooltip="token 1, node 0 of cortex run (line '
expect_status 0 "$CORTEX" viz "$EX/treelstm.cx" --data "$SST" --index 0
expect_out '^  n0 \[label="0 (root)'
checks=$((checks + 1))
grep -q 'numbered from 1' "$OUT" && fail "PTB nodes numbered from 1"
expect_status 0 "$CORTEX" viz "$EX/dagrnn.cx" --data "$EX/data/grid10.graph" --index 0
expect_out 'nodes, 19 levels'
cp "$OUT" "$WORK/dag.dot"
check_order "$WORK/dag.dot"
valid_dot "$WORK/dag.dot"
expect_status 0 "$CORTEX" viz "$EX/seqlstm.cx" --data "$EX/data/seqs.txt" --index 0
cp "$OUT" "$WORK/seq.dot"
check_order "$WORK/seq.dot"
valid_dot "$WORK/seq.dot"

# --- language v2: each pass's levels ------------------------------------------------------
# check_pass FILE K DIR: in pass K's cluster (DOT names pK_...), ids are a
# permutation of 0..N-1, each rank=same group holds the nodes of one
# level, and every edge goes the way the pass runs: bottom-up, a parent
# is computed after its children and at a higher level (its height);
# top-down, before them and at a lower level (its depth); local, all at
# level 0.
check_pass() {
  checks=$((checks + 1))
  awk -v pre="p$2_" -v dir="$3" '
    index($1, pre "n") == 1 && /\[label=/ {
      node = substr($1, length(pre) + 2)
      if (match($0, /#[0-9]+ @L[0-9]+"/)) {
        s = substr($0, RSTART + 1, RLENGTH - 2); split(s, a, " @L")
        id[node] = a[1] + 0; lv[node] = a[2] + 0; n++
        if (a[1] in seen) { print "duplicate id " a[1]; bad = 1 }
        seen[a[1]] = 1
        if (dir == "local" && a[2] != 0) { print "local pass: node " node " at L" a[2]; bad = 1 }
      } else { print "no #ID @Ln in " $0; bad = 1 }
    }
    index($1, pre "n") == 1 && $2 == "->" {
      p = substr($1, length(pre) + 2); c = $3; sub(/;$/, "", c); c = substr(c, length(pre) + 2)
      if (dir == "up" && (!(id[p] > id[c]) || !(lv[p] > lv[c]))) { print "edge " p " -> " c " not bottom-up"; bad = 1 }
      if (dir == "down" && (!(id[p] < id[c]) || !(lv[p] < lv[c]))) { print "edge " p " -> " c " not top-down"; bad = 1 }
      edges++
    }
    /rank=same; \/\* L[0-9]+ \*\// && index($0, " " pre "n") {
      l = $4; sub(/^L/, "", l)
      for (i = 6; i < NF; i++) { m = $i; sub(/;$/, "", m); m = substr(m, length(pre) + 2)
        if (lv[m] != l + 0) { print "node " m " in rank L" l " but at L" lv[m]; bad = 1 }
        ranked++ }
    }
    END {
      for (i = 0; i < n; i++) if (!(i in seen)) { print "id " i " missing"; bad = 1 }
      if (ranked != n) { print ranked " nodes ranked, " n " nodes"; bad = 1 }
      if (n == 0 || edges == 0) { print "no nodes or edges"; bad = 1 }
      exit bad
    }' "$1" >"$WORK/pass.log" 2>&1 || { fail "pass $2 ($3) of $1"; sed 's/^/  /' "$WORK/pass.log" | head -n 10 >&2; }
}

# A bottom-up and a top-down rec (bidirectional TreeLSTM): one cluster per
# pass, labelled with the rec, its direction and its levels.
expect_status 0 "$CORTEX" viz "$EX/bitreelstm.cx" --data "$SST" --index 1
expect_no_err
cp "$OUT" "$WORK/bi.dot"
expect_out 'label="bitreelstm on sst_dev_50.txt, structure #1: 25 nodes, 2 passes\\none cluster per pass'
expect_out '^  subgraph cluster_pass0 {$'
expect_out '^  label="pass 0: rec up (bottom-up, by height), 9 levels"'
expect_out '^  label="pass 1: rec down (top-down, by depth), 9 levels"'
# the same node in both: a leaf computed first bottom-up, last top-down
# levels (its depth); the root last bottom-up, first top-down
expect_out '^  p0_n2 \[label="2: No\\nword=12 label=1\\n#0 @L0", shape=ellipse, penwidth=1,'
expect_out '^  p0_n0 \[label="0 (root)\\nword=-1 label=2\\n#24 @L8", shape=box, penwidth=2,'
expect_out '^  p1_n0 \[label="0 (root)\\nword=-1 label=2\\n#0 @L0", shape=ellipse, penwidth=1,'
expect_out 'p1_lg0 \[label="branch 0: root\\n1 node"'
expect_out 'p1_lg1 \[label="branch 1: nonroot\\n24 nodes"'
expect_out 'p1_lg[0-9]* \[label="L0 (root): 1 node, #0"'
expect_out 'p0_lg[0-9]* \[label="L0 (leaves): 13 nodes, #0-#12"'
expect_out '^  p0_n0 -> p0_n1;$'
expect_out '^  p1_n0 -> p1_n1;$'
check_pass "$WORK/bi.dot" 0 up
check_pass "$WORK/bi.dot" 1 down
valid_dot "$WORK/bi.dot"
expect_status 0 "$CORTEX" viz "$EX/bitreelstm.cx" --data "$SST" --index 1 -o "$WORK/bi2.dot"
checks=$((checks + 1))
cmp -s "$WORK/bi.dot" "$WORK/bi2.dot" || fail "v2: -o bi2.dot differs from standard output"
# A bidirectional GRU over sequences: forward, then backward.
expect_status 0 "$CORTEX" viz "$EX/bigru.cx" --data "$EX/data/seqs.txt" --index 0
cp "$OUT" "$WORK/bigru.dot"
expect_out 'label="pass 0: rec fwd (bottom-up, by height)'
expect_out 'label="pass 1: rec bwd (top-down, by depth)'
check_pass "$WORK/bigru.dot" 0 up
check_pass "$WORK/bigru.dot" 1 down
valid_dot "$WORK/bigru.dot"
# A local pass (attention scores) is one level; a readout is no pass.
expect_status 0 "$CORTEX" viz "$EX/attn_treelstm.cx" --data "$EX/data/ewt_dev_30.conllu" --index 2
cp "$OUT" "$WORK/attn.dot"
expect_out 'structure #2: 29 nodes, 2 passes'
expect_out 'label="pass 1: rec score (local), 1 level"'
expect_out 'p1_lg1 \[label="L0 (all nodes): 29 nodes, #0-#28"'
check_pass "$WORK/attn.dot" 0 up
check_pass "$WORK/attn.dot" 1 local
valid_dot "$WORK/attn.dot"
# Data the model cannot run on is the error cortex run gives.
expect_status 1 "$CORTEX" viz "$EX/attn_treelstm.cx" --data "$SST" --index 3
expect_err "field 'word' = -1 is out of range for E"

# --- rendering through Graphviz ----------------------------------------------------------
if [ "$have_dot" = yes ]; then
  expect_status 0 "$CORTEX" viz "$EX/treelstm.cx" --data "$SST" --index 3 -o "$WORK/t3.svg"
  expect_no_err
  checks=$((checks + 1))
  grep -q '<svg' "$WORK/t3.svg" || fail "t3.svg is not SVG"
  expect_status 0 "$CORTEX" viz "$EX/treelstm.cx" --data "$SST" --index 3 -o "$WORK/t3.png"
  checks=$((checks + 1))
  [ "$(head -c 4 "$WORK/t3.png" | tail -c 3)" = PNG ] || fail "t3.png is not PNG"
  expect_status 0 "$CORTEX" viz "$EX/bitreelstm.cx" --data "$SST" --index 3 -o "$WORK/bi3.svg"
  expect_no_err
  checks=$((checks + 1))
  grep -q '<svg' "$WORK/bi3.svg" && grep -q 'pass 1: rec down' "$WORK/bi3.svg" || fail "bi3.svg lacks the top-down pass"
fi
# No temporary files left beside the outputs.
checks=$((checks + 1))
ls "$WORK" | grep -q '\.tmp\.' && fail "temporary files left: $(ls "$WORK")"

# A dot that fails: an error, and the previous file is left as it was.
mkdir -p "$WORK/faildot" "$WORK/nodot"
printf '#!/bin/sh\ncat >/dev/null\necho "dot: broken" >&2\nexit 3\n' >"$WORK/faildot/dot"
chmod +x "$WORK/faildot/dot"
echo previous >"$WORK/keep.svg"
expect_status 1 env PATH="$WORK/faildot:$PATH" "$CORTEX" viz "$EX/treelstm.cx" --data "$SST" -o "$WORK/keep.svg"
expect_err "failed (exit status 3)"
expect_err "dot: broken"
checks=$((checks + 1))
[ "$(cat "$WORK/keep.svg")" = previous ] || fail "keep.svg was replaced by a failed render"

# No dot at all: a clear error before any work, the file untouched.  PATH
# is a folder with only the tools the libtool wrapper script uses.
for t in ls sed; do
  p=$(command -v $t) && ln -s "$p" "$WORK/nodot/$t"
done
expect_status 1 env PATH="$WORK/nodot" "$CORTEX" viz "$EX/treelstm.cx" --data "$SST" -o "$WORK/keep.svg"
expect_err "Graphviz's 'dot' program is not installed (apt-get install graphviz)"
expect_err "-o FILE.dot"
checks=$((checks + 1))
[ "$(cat "$WORK/keep.svg")" = previous ] || fail "keep.svg was replaced without dot"
expect_status 0 env PATH="$WORK/nodot" "$CORTEX" viz "$EX/treelstm.cx" --data "$SST" -o "$WORK/nodot.dot"
expect_no_err

# --- cortex ir --stage ra --dot --------------------------------------------------------------
expect_status 0 "$CORTEX" ir "$EX/treelstm.cx" --stage ra --dot
expect_no_err
cp "$OUT" "$WORK/ra.dot"
expect_out '^digraph "treelstm RA-IR" {'
expect_out 'subgraph cluster_b0 {'
expect_out 'label="branch 0: leaf"'
expect_out 'subgraph cluster_b1guard {'
expect_out 'label="branch 1: internal"'
expect_out 'subgraph cluster_o0 {'
expect_out 'param W_i\\n\[256, 256\]'
expect_out 'state child\[0\]\.h\\n\[256\]'
expect_out '^  b1i[0-9]* -> b1ret \[label="c"\];'
valid_dot "$WORK/ra.dot"
# Per-child instructions: a cluster of their own, dashed.
expect_status 0 "$CORTEX" ir "$EX/childsum_treelstm.cx" --dot
expect_out 'subgraph cluster_b0ik {'
expect_out 'per child: \[256\]", shape=[a-z]*, style="filled[,a-z]*,dashed"'
expect_out 'reduce sum'
cp "$OUT" "$WORK/ra_cs.dot"
valid_dot "$WORK/ra_cs.dot"
expect_status 0 "$CORTEX" ir "$EX/treelstm.cx" --dot -o "$WORK/ra2.dot"
checks=$((checks + 1))
cmp -s "$WORK/ra.dot" "$WORK/ra2.dot" || fail "ir --dot -o differs from standard output"
expect_status 2 "$CORTEX" ir "$EX/treelstm.cx" --stage ast --dot
expect_err "--dot draws the RA-IR"
finish
