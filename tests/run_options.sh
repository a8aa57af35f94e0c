#!/bin/sh
# cortex run: output formats, --dump round trip, vocabulary, -D, --trace,
# --output, data errors with their positions, compiler options (-f and
# CORTEX_JIT_OPTIONS).
. "${top_srcdir:-.}/tests/load_lib.sh"
M="$EX/treefc.cx"
D="$EX/data/sst_dev_50.txt"

# JSON Lines: one object per structure, node counts, per-node arrays.
expect_status 0 "$CORTEX" run "$M" -D H=3 --data "$D" --seed 1 --limit 2 --format json
[ "$(wc -l <"$OUT")" -eq 2 ] || fail "json: expected 2 lines"
expect_out '^{"index": 0, "nodes": 25, "outputs": {"h_root": \[[-0-9.e]*, [-0-9.e]*, [-0-9.e]*\], "h": \[\['
cp "$OUT" "$WORK/a.json"

# TSV: a header, one row per node (the model has a per-node output).
expect_status 0 "$CORTEX" run "$M" -D H=3 --data "$D" --seed 1 --limit 1 --format tsv
expect_out '^index	node	h_root	h$'
[ "$(wc -l <"$OUT")" -eq 26 ] || fail "tsv: expected 1 + 25 rows"

# Text.
expect_status 0 "$CORTEX" run "$M" -D H=3 --data "$D" --seed 1 --limit 1
expect_out '^#0 (25 nodes)$'
expect_out '^  h_root = \['

# Tokens of any bytes (a graph file's \xHH escapes): JSON stays valid
# UTF-8 (a byte that is not UTF-8 is U+FFFD) that a strict parser reads
# back to the words; TSV escapes tab, newline, CR and backslash; the
# text format keeps every structure on its line.
printf '%s\n' '0: 1 2 | word="a\xffb"' '1: 3 4 | word="t\tab"' '2: | word="q\"\\ \x01x\n"' \
  '3: | word="c\rd"' '4: | word=e' >"$WORK/bytes.graph"
for j in --interp --jit; do
  for f in json tsv text; do
    expect_status 0 "$CORTEX" run "$M" -D H=2 --data "$WORK/bytes.graph" --seed 1 --format $f --with-text $j
    cp "$OUT" "$WORK/bytes.$f"
  done
  checks=$((checks + 1))
  python3 - "$WORK/bytes" <<'PY' || fail "--with-text $j: a token is not escaped as docs/formats.md says"
import json, sys
base = sys.argv[1]
def no_constant(name):
    raise ValueError("not JSON: " + name)
lines = open(base + ".json", "rb").read().split(b"\n")
assert lines[-1] == b"" and len(lines) == 2, lines
obj = json.loads(lines[0].decode("utf-8", errors="strict"), parse_constant=no_constant)
assert obj["text"] == "a\ufffdb t\tab q\"\\ \x01x\n c\rd e", obj["text"]
tsv = open(base + ".tsv", "rb").read().split(b"\n")
assert len(tsv) == 7 and tsv[-1] == b"", tsv
assert tsv[1].split(b"\t")[2] == b'a\xffb t\\tab q"\\\\ \x01x\\n c\\rd e', tsv[1]
text = open(base + ".text", "rb").read().split(b"\n")
assert text[0] == b'#0 (5 nodes) a\\xFFb t\\tab q"\\ \\x01x\\n c\\rd e', text[0]
assert len(text) == 8 and text[1].startswith(b"  h_root = ["), text
PY
done

# A node that lacks a child its branch reads: the same error, word for
# word, from the interpreter and the compiled code.
printf '%s\n' '0: 1 2 | word=a' '1: 3 | word=b' '2: | word=c' '3: | word=d' >"$WORK/unary.graph"
expect_status 1 "$CORTEX" run "$M" -D H=2 --data "$WORK/unary.graph" --seed 1
cp "$ERR" "$WORK/unary.interp"
expect_err "unary.graph:2:1: error: node 1 of structure 0 ($WORK/unary.graph:2:1, 'b') has 1 child but branch 'internal' of rec 'node' reads n.child[1] ($M:29:3); guard that branch with a test of n.arity (e.g. \`if n.arity == 2\`) or check the data"
expect_status 1 "$CORTEX" run "$M" -D H=2 --data "$WORK/unary.graph" --seed 1 --jit
checks=$((checks + 1))
cmp -s "$ERR" "$WORK/unary.interp" || { fail "a missing child: --jit reports it otherwise than the interpreter"; diff "$WORK/unary.interp" "$ERR" >&2; }

# --dump writes the graph format; running on it gives the same numbers.
expect_status 0 "$CORTEX" run "$M" -D H=3 --data "$D" --seed 1 --limit 2 --format json --dump "$WORK/d.graph"
expect_status 0 "$CORTEX" run "$M" -D H=3 --data "$WORK/d.graph" --seed 1 --limit 2 --format json
cmp -s "$OUT" "$WORK/a.json" || fail "--dump round trip changed the outputs"

# --output replaces the file only when complete.
echo previous >"$WORK/out.json"
expect_status 0 "$CORTEX" run "$M" -D H=3 --data "$D" --seed 1 --limit 2 --format json -o "$WORK/out.json"
cmp -s "$WORK/out.json" "$WORK/a.json" || fail "--output content differs from stdout"
echo previous >"$WORK/out.json"
printf '(0 (0 a) (0 b)\n' >"$WORK/bad.txt"
expect_status 1 "$CORTEX" run "$M" -D H=3 --data "$WORK/bad.txt" --seed 1 -o "$WORK/out.json"
[ "$(cat "$WORK/out.json")" = previous ] || fail "a failed run touched the --output file"
expect_err "bad.txt:1:"
expect_err "unbalanced brackets"
ls "$WORK" | grep -q tmp && fail "a temporary file was left behind"

# Vocabulary from a file, unknown words, --unk.
printf 'It\nworks\n<unk>\n' >"$WORK/vocab.txt"
printf '(0 (0 It) (0 fails))\n' >"$WORK/u.txt"
expect_status 1 "$CORTEX" run "$M" -D H=3 --data "$WORK/u.txt" --vocab "$WORK/vocab.txt" --seed 1
expect_err "u.txt:1:"
expect_err "unknown word 'fails'"
expect_status 0 "$CORTEX" run "$M" -D H=3 --data "$WORK/u.txt" --vocab "$WORK/vocab.txt" --unk '<unk>' --seed 1 --format json

# A word id beyond the embedding's rows names the token and V.
expect_status 1 "$CORTEX" run "$M" -D H=3 -D V=3 --data "$D" --seed 1
expect_err "field 'word' = 3 is out of range for E, which has 3 rows"
# In a batch with two bad structures, both backends stop at the first
# (line 3, whose bad word is its second element), although the other's
# comes first in the compiled code's order: it checks the rows level by
# level, and line 5's bad word is a first element (level 0).
printf 'a b\nb c\na d\na b\ne a\n' >"$WORK/bad2.seq"
for be in --jit --interp; do
  expect_status 1 "$CORTEX" run "$EX/seqlstm.cx" -D H=3 -D V=3 --data "$WORK/bad2.seq" --seed 1 --batch 5 $be
  expect_err "node 1 of structure 2 ($WORK/bad2.seq:3:3, 'd'): field 'word' = 3 is out of range for E"
  grep -q "bad2.seq:5:" "$ERR" && fail "$be: the error names the second bad structure, not the first"
done

# --data-format overrides detection; a wrong one is a clear error.
expect_status 1 "$CORTEX" run "$M" -D H=3 --data "$D" --data-format conllu --seed 1
expect_err "sst_dev_50.txt:1:"

# tree[2] rejects a ternary node with its position.
printf '(0 (0 a) (0 b) (0 c))\n' >"$WORK/t3.txt"
expect_status 1 "$CORTEX" run "$M" -D H=3 --data "$WORK/t3.txt" --seed 1
expect_err "t3.txt:1:1: error: node has 3 children but the model's input is tree[2]"

# --trace prints every node's state in node order.
expect_status 0 "$CORTEX" run "$M" -D H=3 --data "$D" --seed 1 --limit 1 --trace
[ "$(grep -c '^trace #0 node' "$ERR")" -eq 25 ] || fail "--trace: expected 25 lines"
grep -q "^trace #0 node 1 \[leaf\] 'It' state=\[" "$ERR" || fail "--trace: leaf line format"

# Weights: a missing tensor and a shape mismatch name the tensor and the model line.
expect_status 0 "$CORTEX" init-weights "$M" -D H=3 --seed 3 -o "$WORK/w.safetensors"
expect_status 0 "$CORTEX" run "$M" -D H=3 --data "$D" --weights "$WORK/w.safetensors" --limit 2 --format json
cmp -s "$OUT" "$WORK/a.json" && fail "seed 3 weights gave seed 1 outputs"
expect_status 0 "$CORTEX" run "$M" -D H=3 --data "$D" --seed 3 --limit 2 --format json
cp "$OUT" "$WORK/b.json"
expect_status 0 "$CORTEX" run "$M" -D H=3 --data "$D" --weights "$WORK/w.safetensors" --limit 2 --format json
cmp -s "$OUT" "$WORK/b.json" || fail "init-weights file differs from --seed"
expect_status 1 "$CORTEX" run "$M" -D H=4 --data "$D" --weights "$WORK/w.safetensors"
expect_err "tensor 'E' has shape [22000, 3] but param E is declared [22000, 4]"

# Compiler options (issue 19): every -f name and value is checked, a bad
# one is a usage error (status 2) saying what it takes, before any work.
J="--data $D --seed 1 --limit 1 --jit --no-cache"
bad_f() { # OPTION MESSAGE
  # $J is split into words on purpose.
  # shellcheck disable=SC2086
  expect_status 2 "$CORTEX" run "$M" -D H=3 $J "$1"
  expect_err "$2"
}
bad_f -fopt-level=9 "cortex run: '-fopt-level=9' is out of range: it takes a number from 0 to 3"
bad_f -fgemm-nodes=0 "'-fgemm-nodes=0' is out of range: it takes a number from 1 to 8"
bad_f -fno-gemm-nodes "'-fno-gemm-nodes' is out of range: it takes a number from 1 to 8"
bad_f -fgemm-rows=40 "it takes a multiple of 16 from 16 to 64: 16, 32, 48 or 64"
bad_f -fdot-lanes=100 "'-fdot-lanes=100' is out of range: it takes a number from 1 to 64"
bad_f -fdot-lanes "'-fdot-lanes' needs a value (-fdot-lanes=N)"
bad_f -fdot-lanes=4x "'-fdot-lanes' needs a number after '=', not '4x'"
bad_f -fgemm-pack=2 "'-fgemm-pack=2' is neither on nor off: it is a switch: -fgemm-pack or -fno-gemm-pack"
bad_f -fno-gemm-pack=1 "'-fno-gemm-pack' takes no value"
bad_f -fgemm-nods=4 "unknown compiler option '-fgemm-nods'; did you mean '-fgemm-nodes'?"
bad_f -fno-gem-pack "unknown compiler option '-fno-gem-pack'; did you mean '-fno-gemm-pack'?"
bad_f -fzzzzzz "unknown compiler option '-fzzzzzz'; the options are -fleaf-split,"
# shellcheck disable=SC2086
expect_status 0 "$CORTEX" run "$M" -D H=3 $J -fopt-level=1 -fgemm-rows=48 -fdot-comp=0 -fno-vec-math
# CORTEX_JIT_OPTIONS: the same checks, named after the variable, status 2
# for every command that compiles, before any work; --help still works
# and commands that never compile do not read it.
bad_env() { # VALUE MESSAGE
  # shellcheck disable=SC2086
  expect_status 2 env CORTEX_JIT_OPTIONS="$1" "$CORTEX" run "$M" -D H=3 $J
  expect_err "$2"
}
bad_env garbage "cortex run: CORTEX_JIT_OPTIONS: unknown compiler option 'garbage'; the options are leaf_split,"
bad_env "gemm_pack=0,gemm_nodes=0" "CORTEX_JIT_OPTIONS: 'gemm_nodes=0' is out of range: it takes a number from 1 to 8"
bad_env "opt_level=9" "CORTEX_JIT_OPTIONS: 'opt_level=9' is out of range"
bad_env "gemm-nods=3" "CORTEX_JIT_OPTIONS: unknown compiler option 'gemm-nods'; did you mean 'gemm_nodes'?"
bad_env "vec_math=yes" "CORTEX_JIT_OPTIONS: 'vec_math' needs a number after '=', not 'yes'"
expect_status 2 env CORTEX_JIT_OPTIONS=garbage "$CORTEX" ir "$M" --stage loops
expect_err "cortex ir: CORTEX_JIT_OPTIONS: unknown compiler option 'garbage'"
expect_status 2 env CORTEX_JIT_OPTIONS=garbage "$CORTEX" build "$M" -o "$WORK/never"
[ -e "$WORK/never" ] && fail "a bad CORTEX_JIT_OPTIONS still built"
expect_status 2 env CORTEX_JIT_OPTIONS=garbage "$CORTEX" repl </dev/null
expect_status 0 env CORTEX_JIT_OPTIONS=garbage "$CORTEX" run --help
expect_status 0 env CORTEX_JIT_OPTIONS=garbage "$CORTEX" check "$M"
# shellcheck disable=SC2086
expect_status 0 env CORTEX_JIT_OPTIONS="gemm_pack=0, vec_math=0,opt_level=1" "$CORTEX" run "$M" -D H=3 $J
finish
