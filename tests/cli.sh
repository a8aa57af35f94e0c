#!/bin/sh
# The cortex command line: help, version, usage errors and their exit
# statuses (0 ok, 1 user error, 2 usage).
. "${top_srcdir:-.}/tests/load_lib.sh"

expect_status 0 "$CORTEX" --help
expect_out "Usage: cortex COMMAND"
expect_status 0 "$CORTEX" --version
expect_out "cortex [0-9]"
for cmd in check run ir init-weights repl viz build bench; do
  expect_status 0 "$CORTEX" "$cmd" --help
  expect_out "Usage: cortex $cmd"
done
expect_status 2 "$CORTEX"
expect_status 2 "$CORTEX" chek
expect_err "unknown command 'chek'; did you mean 'check'?"
expect_status 2 "$CORTEX" check
expect_err "no model given"
expect_status 2 "$CORTEX" check --bogus "$EX/treefc.cx"
expect_err "unknown option '--bogus'"
expect_status 2 "$CORTEX" ir "$EX/treefc.cx" --stage nope
expect_err "unknown stage 'nope'"
expect_status 2 "$CORTEX" run "$EX/treefc.cx" --seed 1
expect_err "no data given"
expect_status 2 "$CORTEX" run "$EX/treefc.cx" --data "$EX/data/sst_dev_50.txt"
expect_err "no weights"
expect_status 2 "$CORTEX" run "$EX/treefc.cx" --data "$EX/data/sst_dev_50.txt" --seed x1
expect_err "--seed expects a non-negative integer"
expect_status 2 "$CORTEX" run "$EX/treefc.cx" --data "$EX/data/sst_dev_50.txt" --seed 1 --format xml
expect_err "unknown output format 'xml'"
expect_status 1 "$CORTEX" check "$WORK/missing.cx"
expect_err "missing.cx"
expect_status 1 "$CORTEX" run "$EX/treefc.cx" --data "$WORK/missing.txt" --seed 1
expect_err "missing.txt"

# Unknown options: "did you mean", from the options each command's help
# lists, like unknown commands.
D="$EX/data/sst_dev_50.txt"
expect_status 2 "$CORTEX" run "$EX/treefc.cx" --data "$D" --seeed 1
expect_err "cortex run: unknown option '--seeed'; did you mean '--seed'?"
expect_status 2 "$CORTEX" run "$EX/treefc.cx" --data "$D" --seed 1 --no-cahce
expect_err "unknown option '--no-cahce'; did you mean '--no-cache'?"
expect_status 2 "$CORTEX" run "$EX/treefc.cx" --data "$D" --seed 1 --frmat=json
expect_err "unknown option '--frmat=json'; did you mean '--format'?"
expect_status 2 "$CORTEX" check --Werorr "$EX/treefc.cx"
expect_err "cortex check: unknown option '--Werorr'; did you mean '-Werror'?"
expect_status 2 "$CORTEX" ir "$EX/treefc.cx" --stgae ra
expect_err "cortex ir: unknown option '--stgae'; did you mean '--stage'?"
expect_status 2 "$CORTEX" init-weights "$EX/treefc.cx" --sed 1 -o "$WORK/w.safetensors"
expect_err "cortex init-weights: unknown option '--sed'; did you mean '--seed'?"
expect_status 2 "$CORTEX" build "$EX/treefc.cx" -o "$WORK/x" --shraed
expect_err "cortex build: unknown option '--shraed'; did you mean '--shared'?"
expect_status 2 "$CORTEX" build "$EX/treefc.cx" -o "$WORK/x" -march=native
expect_err "unknown option '-march=native'; did you mean '--march'?"
expect_status 2 "$CORTEX" bench "$EX/treefc.cx" --data "$D" --warmpu 1
expect_err "cortex bench: unknown option '--warmpu'; did you mean '--warmup'?"
expect_status 2 "$CORTEX" viz "$EX/treefc.cx" --data "$D" --indx 1
expect_err "cortex viz: unknown option '--indx'; did you mean '--index'?"
expect_status 2 "$CORTEX" repl --dtaa "$D" </dev/null
expect_err "cortex repl: unknown option '--dtaa'; did you mean '--data'?"
expect_status 2 "$CORTEX" run "$EX/treefc.cx" --data "$D" --seed 1 --zzzzzz
expect_err "cortex run: unknown option '--zzzzzz'"
checks=$((checks + 1))
grep -q 'did you mean' "$ERR" && fail "a suggestion for an option nothing is close to"
expect_status 2 "$CORTEX" --hepl
expect_err "cortex: unknown option '--hepl'; did you mean '--help'?"

# A malformed -D is a usage error (status 2, like any malformed argument),
# on every command that takes -D.
for cmd in check run ir init-weights build bench viz; do
  expect_status 2 "$CORTEX" "$cmd" "$EX/treefc.cx" -D H
  expect_err "cortex $cmd: malformed -D 'H': expected NAME=INT, e.g. -D H=512"
done
expect_status 2 "$CORTEX" check "$EX/treefc.cx" -DH=x
expect_err "malformed -D 'H=x'"
expect_status 2 "$CORTEX" check "$EX/treefc.cx" -D 9H=1
expect_err "malformed -D '9H=1'"
expect_status 2 "$CORTEX" check "$EX/treefc.cx" -D H=99999999999999999999
expect_err "cortex check: -D 'H=99999999999999999999': the value does not fit in a 64-bit int"
expect_status 2 "$CORTEX" repl -D H= </dev/null
expect_err "cortex repl: malformed -D 'H='"
expect_status 0 "$CORTEX" check "$EX/treefc.cx" -D H=+4 -D V=012
expect_status 1 "$CORTEX" check "$EX/treefc.cx" -D H=0

# A usage error quotes at most 80 bytes of an argument, not all of it
# (checked by hand: expect_status would echo the command line).
big=$(head -c 130000 /dev/zero | tr '\0' x)
for args in "--seed $big" "--seed 1 --$big"; do
  checks=$((checks + 1))
  # shellcheck disable=SC2086
  "$CORTEX" run "$EX/treefc.cx" --data "$D" $args >"$OUT" 2>"$ERR"
  st=$?
  [ "$st" = 2 ] || fail "a 130 KB argument (${args%% *}): exit status $st, expected 2"
  [ "$(wc -c <"$ERR")" -lt 300 ] || fail "a 130 KB argument (${args%% *}) was echoed: $(wc -c <"$ERR") bytes of stderr"
  expect_err "xxx...'"
done
expect_err "cortex run: unknown option '--xxxxxxxx"
checks=$((checks + 1))
"$CORTEX" "$big" >"$OUT" 2>"$ERR"
[ "$(wc -c <"$ERR")" -lt 300 ] || fail "a 130 KB unknown command was echoed: $(wc -c <"$ERR") bytes of stderr"
# (cut at a UTF-8 character: 2-byte characters never split)
euro=$(printf '%080d' 0 | sed 's/0/\xc3\xa9/g')
expect_status 2 "$CORTEX" run "$EX/treefc.cx" --data "$D" --seed "$euro"
checks=$((checks + 1))
if command -v iconv >/dev/null 2>&1; then
  iconv -f UTF-8 -t UTF-8 "$ERR" >/dev/null 2>&1 || fail "the cut argument is not valid UTF-8"
fi
"$CORTEX" "$euro" >"$OUT" 2>"$ERR"
checks=$((checks + 1))
if command -v iconv >/dev/null 2>&1; then
  iconv -f UTF-8 -t UTF-8 "$ERR" >/dev/null 2>&1 || fail "the cut command is not valid UTF-8"
fi
expect_err "...'"

# cortex init-weights says what it wrote, on stderr (stdout stays empty).
expect_status 0 "$CORTEX" init-weights "$EX/treefc.cx" -D H=2 -D V=3 --seed 1 -o "$WORK/w.safetensors"
expect_err "cortex: wrote 3 params (12 floats) to $WORK/w.safetensors"
checks=$((checks + 1))
[ -s "$OUT" ] && fail "init-weights wrote to stdout"
expect_status 0 "$CORTEX" init-weights "$EX/treelstm.cx" --seed 1 -o "$WORK/w2.safetensors"
expect_err "cortex: wrote 21 params (6.5 M floats) to $WORK/w2.safetensors"

# cortex --help: every command, with every stage of ir.
expect_status 0 "$CORTEX" --help
for c in check run bench build ir init-weights repl viz; do
  expect_out "^  $c  "
done
expect_out "^  ir .*ast, ra, loops or c"
expect_out "-V, --version"
# cortex help COMMAND is COMMAND --help.
expect_status 0 "$CORTEX" help run
expect_out "^Usage: cortex run MODEL.cx"
expect_status 2 "$CORTEX" help rnu
expect_err "cortex: unknown command 'rnu'; did you mean 'run'?"
# Language v2 through the command: the passes in `ir --stage ra` and
# `--dot`, the compiled stages, build and viz refused with the reason,
# --trace heading each pass, a run-time int division by zero.
expect_status 0 "$CORTEX" ir "$EX/bitreelstm.cx" -D H=2 --stage ra
expect_out "^pass 0 up (bottom-up) -> (h : \[2\], c : \[2\])"
expect_out "^pass 1 down (top-down) -> (h : \[2\], c : \[2\])"
expect_out "branch 0 root when"
expect_out "state down(parent).h"
expect_status 0 "$CORTEX" ir "$EX/attn_treelstm.cx" -D H=2 --stage ra
expect_out "^readout r0 (per structure, for output sentence)"
expect_out "reduce max over nodes"
expect_status 0 "$CORTEX" ir "$EX/bitreelstm.cx" -D H=2 --dot
expect_out "subgraph cluster_pass1"
expect_out "pass 1: rec down (top-down)"
# The top-down pass compiled: its kernels named by the pass and the level
# kind (the root group of the reversed structure), its phase on each.
expect_status 0 "$CORTEX" ir "$EX/bitreelstm.cx" -D H=2 --stage loops
expect_out "^kernel down_branch[0-9]*_root(nodes \[start, end)):    // branch [0-9]* 'root', phase 1 (down, top-down"
expect_out "^kernel down_branch[0-9]*_[a-z0-9_]*(nodes \[start, end)):    // branch [0-9]* '[a-z0-9 ]*', phase 1 (down, top-down"
expect_out "^kernel branch0_leaf(nodes \[start, end)):    // branch 0 'leaf', phase 0 (up, bottom-up"
expect_out "phase 1, branch [0-9]* root"
expect_status 0 "$CORTEX" ir "$EX/bitreelstm.cx" -D H=2 --stage c
expect_out "cx_down_branch[0-9]*_root"
# A top-down rec reading its children compiles: its kernels read the
# frame's other edges (the real children beside the reversed structure),
# and cortex build makes a program of it.
expect_status 0 "$CORTEX" ir "$top_srcdir/tests/v2_compiled/down_children.cx" --stage loops
expect_out "o0 = others\[ocs\]"
expect_status 0 "$CORTEX" ir "$top_srcdir/tests/v2_compiled/down_children.cx" --stage c
expect_status 0 "$CORTEX" build "$top_srcdir/tests/v2_compiled/down_children.cx" -o "$WORK/downch"
checks=$((checks + 1))
[ -x "$WORK/downch" ] || fail "cortex build made no program of a top-down rec reading its children"
# viz draws each pass (tests/viz.sh)
expect_status 0 "$CORTEX" viz "$EX/bigru.cx" --data "$EX/data/seqs.txt" -o "$WORK/v.dot"
checks=$((checks + 1))
grep -q 'pass 1: rec bwd (top-down' "$WORK/v.dot" || fail "viz of bigru lacks its top-down pass"
expect_status 0 "$CORTEX" run "$EX/bigru.cx" -D H=2 --data "$EX/data/seqs.txt" --seed 1 --limit 1 --trace
expect_err "trace #0 pass 0 rec fwd (bottom-up)"
expect_err "trace #0 pass 1 rec bwd (top-down)"
# the backward pass starts at the root, the last element
last=$(grep -A1 "pass 1 rec bwd" "$ERR" | tail -n 1)
checks=$((checks + 1))
case $last in "trace #0 node 12 [root]"*) ;; *) fail "bwd does not start at the last element: $last" ;; esac
cat >"$WORK/div.cx" <<'CX'
input t : tree[2] { word : int };
rec r(n) -> [] {
  if leaf(n) { return zeros([]); }
  return float(10 / n.depth);
}
output o(n) = r(n);
CX
expect_status 1 "$CORTEX" run "$WORK/div.cx" --data "$EX/data/sst_dev_50.txt" --seed 1
expect_err "div.cx:4:16: error: int division by zero at node 0 of structure 0"
# An output file that is an input is a usage error before anything is
# read or written (gcc: "input file is the same as output file"), also
# through a link; the input is left as it was.
printf '(3 (2 a) (4 b))\n' >"$WORK/in.ptb"
cp "$EX/treefc.cx" "$WORK/m.cx"
ln -sf "$WORK/in.ptb" "$WORK/link.ptb"
for args in "-o $WORK/in.ptb" "--dump $WORK/in.ptb" "-o $WORK/m.cx" "-o $WORK/link.ptb"; do
  # shellcheck disable=SC2086
  expect_status 2 "$CORTEX" run "$WORK/m.cx" -D H=4 --seed 1 --data "$WORK/in.ptb" $args
  expect_err "writing it would destroy it; choose another output file"
done
expect_status 2 "$CORTEX" run "$WORK/m.cx" -D H=4 --seed 1 --data "$WORK/in.ptb" -o "$WORK/x" --dump "$WORK/x"
expect_err "--output and --dump both write"
expect_status 2 "$CORTEX" ir "$WORK/m.cx" -o "$WORK/m.cx"
expect_err "cortex ir: the output '$WORK/m.cx' is the model"
expect_status 2 "$CORTEX" build "$WORK/m.cx" -o "$WORK/m.cx"
expect_err "is the model"
expect_status 2 "$CORTEX" viz "$WORK/m.cx" --data "$WORK/in.ptb" -o "$WORK/in.ptb"
expect_err "is the file of --data"
expect_status 2 "$CORTEX" init-weights "$WORK/m.cx" -o "$WORK/m.cx"
expect_err "is the model"
checks=$((checks + 2))
[ "$(cat "$WORK/in.ptb")" = "(3 (2 a) (4 b))" ] || fail "the data file was overwritten"
cmp -s "$WORK/m.cx" "$EX/treefc.cx" || fail "the model file was overwritten"
# --unk without --vocab would shift the data's word ids: a usage error
for cmd in run bench viz; do
  expect_status 2 "$CORTEX" $cmd "$WORK/m.cx" -D H=4 --seed 1 --data "$WORK/in.ptb" --unk b
  expect_err "--unk needs --vocab FILE"
done
# empty file names; "-" is standard input
expect_status 2 "$CORTEX" run "$WORK/m.cx" -D H=4 --seed 1 --data "$WORK/in.ptb" -o ''
expect_err "--output expects a file name, not an empty string"
expect_status 0 "$CORTEX" run "$WORK/m.cx" -D H=4 --seed 1 --data "$WORK/in.ptb" --format json -o "$WORK/file.json"
expect_status 0 sh -c "\"\$0\" run \"\$1\" -D H=4 --seed 1 --data - --format json <\"\$2\"" "$CORTEX" "$WORK/m.cx" "$WORK/in.ptb"
checks=$((checks + 1))
cmp -s "$OUT" "$WORK/file.json" || fail "--data - did not read standard input as the file is read"
# a -D given twice: the last wins, with a warning when the value differs
expect_status 0 "$CORTEX" check "$WORK/m.cx" -D H=4 -D H=8 -D H=8
expect_err "cortex check: warning: -D H=8 replaces -D H=4 (the last one wins)"
checks=$((checks + 1))
[ "$(grep -c warning "$ERR")" = 1 ] || fail "one warning expected for -D H=4 -D H=8 -D H=8: $(cat "$ERR")"
# a UTF-8 byte-order mark before a model is not text
printf '\357\273\277' >"$WORK/bom.cx"
cat "$EX/treefc.cx" >>"$WORK/bom.cx"
expect_status 0 "$CORTEX" check "$WORK/bom.cx"
# a folder as the model or as an import
mkdir -p "$WORK/dir"
expect_status 1 "$CORTEX" check "$WORK/dir"
expect_err "it is a folder: give a .cx model file"
printf 'import "%s";\n' "$WORK/dir" >"$WORK/imp.cx"
expect_status 1 "$CORTEX" check "$WORK/imp.cx"
expect_err "cannot import '$WORK/dir': it is a folder, not a .cx file"
# bench's default batch sizes: those the data cannot fill are left out
expect_status 0 "$CORTEX" bench "$WORK/m.cx" -D H=4 --seed 1 --data "$WORK/in.ptb" --interp --calls 3 --no-progress
expect_err "note: batch 10 left out"
expect_out "data: $WORK/in.ptb, 1 structure;"
expect_status 1 "$CORTEX" bench "$WORK/m.cx" -D H=4 --seed 1 --data "$WORK/in.ptb" --interp --calls 3 --batch 1,10
expect_err "--batch 10 needs at least 10 structures"
# The weights' warning (an unused tensor) follows -w and -Werror
"$CORTEX" init-weights "$WORK/m.cx" -D H=4 --seed 1 -o "$WORK/w.safetensors" 2>/dev/null
python3 - "$WORK/w.safetensors" "$WORK/extra.safetensors" <<'PYEOF2'
import json, struct, sys
raw = open(sys.argv[1], "rb").read()
n = struct.unpack("<Q", raw[:8])[0]
hdr = json.loads(raw[8:8 + n]); data = raw[8 + n:]
hdr["opt.state"] = {"dtype": "F32", "shape": [1], "data_offsets": [len(data), len(data) + 4]}
h = json.dumps(hdr).encode(); h += b" " * (-len(h) % 8)
open(sys.argv[2], "wb").write(struct.pack("<Q", len(h)) + h + data + struct.pack("<f", 0.0))
PYEOF2
expect_status 0 "$CORTEX" run "$WORK/m.cx" -D H=4 --weights "$WORK/extra.safetensors" --data "$WORK/in.ptb"
expect_err "warning: unused tensor 'opt.state'"
expect_status 0 "$CORTEX" run "$WORK/m.cx" -D H=4 --weights "$WORK/extra.safetensors" --data "$WORK/in.ptb" -w
expect_no_err
expect_status 1 "$CORTEX" run "$WORK/m.cx" -D H=4 --weights "$WORK/extra.safetensors" --data "$WORK/in.ptb" -Werror
expect_err "warnings are errors (-Werror)"
expect_no_out "h_root"
# --threads is the compiled code's: without --jit a warning
expect_status 0 "$CORTEX" run "$WORK/m.cx" -D H=4 --seed 1 --data "$WORK/in.ptb" --threads 2
expect_err "warning: --threads 2 has no effect without --jit: the interpreter runs on one thread"
expect_status 0 "$CORTEX" run "$WORK/m.cx" -D H=4 --seed 1 --data "$WORK/in.ptb" --threads 1
finish
