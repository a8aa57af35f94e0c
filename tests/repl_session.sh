#!/bin/sh
# Scripted sessions of `cortex repl` (standard input not a terminal): the
# lines run without prompts, results go to stdout, diagnostics to stderr,
# and the first error ends the session with status 1.
. "${top_srcdir:-.}/tests/load_lib.sh"
R="$top_srcdir/tests/repl"

# A model built a declaration at a time, then run: the same numbers as
# `cortex run` on the same model (checked in tests/test_repl.c by value).
expect_status 0 "$CORTEX" repl <"$R/basic.cxr"
expect_no_err
expect_out '^random weights from seed 1$'
expect_out '^32 : int$'
expect_out '^param W : \[4, 4\]$'
expect_out '^rec node(n) -> \[4\]$'
expect_out '^  h(n)    \[\], per node$'
expect_out '^1 structure, 5 nodes$'
expect_out '^  h_root = \[0.600573, -0.119441, -0.588068, -0.581034\]$'
expect_out '^output h_root : \[2\]  (replaces the previous one)$'
expect_out '^const H = 2 (set by :set)$'
expect_out '"h_root": \[0.686172307, -0.936944008\]'
grep -q 'never read' "$OUT" && fail "lines after :quit were run"

# The first error: its diagnostic with the caret on the line typed, and
# nothing after it runs.
expect_status 1 "$CORTEX" repl <"$R/error.cxr"
expect_err "<repl:4>:1:15: error: unknown name 'Q'"
expect_err "    1 | param b : [H, Q];"
expect_err "      |               ^"
expect_out '^param W : \[4, 4\]$'
grep -q '^4 : int$' "$OUT" && fail "the session went on after an error"

# An entry left open at the end of the input is a syntax error.
printf 'fn f(x : [2]) -> [2] {\n  return x;\n' >"$WORK/open.cxr"
expect_status 1 "$CORTEX" repl <"$WORK/open.cxr"
expect_err "<repl:1>:2:12: error: expected a statement or '}' at end of input"

# :load with imports, the command line's model, data and seed, both
# backends.
printf ':load %s\n:set H 8\n:data %s\n:seed 1\n:run json\n:backend jit\n:run json\n' \
  "$EX/treelstm.cx" "$EX/data/sst_dev_50.txt" >"$WORK/load.cxr"
expect_status 0 "$CORTEX" repl <"$WORK/load.cxr"
expect_out '^loaded .*treelstm.cx (model treelstm): 1 import, 3 consts, 21 params, input t, rec node, 2 outputs$'
expect_out '^50 structures, 2112 nodes$'
# (README's sample: 0.0374737866, -0.101130009, ...; the compiled code may
# differ in the last digits: -0.101129994 with vec_math, docs/vector-math.md)
n=$(grep -c '^{"index": 0, "nodes": 25, "outputs": {"logits": \[0\.03747[0-9]*, -0\.1011[23]' "$OUT")
[ "$n" = 2 ] || fail "interp and jit runs differ from cortex run ($n of 2 match)"

# Language v2: a model of two recs (bottom-up, then top-down) loads, lists
# both with their directions and runs with the interpreter exactly as
# cortex run does; :backend jit runs it compiled.
printf ':load %s\n:set H 4\n:data %s\n:seed 1\n:shapes\n:run json\n' \
  "$EX/bitreelstm.cx" "$EX/data/sst_dev_50.txt" >"$WORK/v2.cxr"
expect_status 0 "$CORTEX" repl <"$WORK/v2.cxr"
expect_out '^loaded .*bitreelstm.cx (model bitreelstm): 1 import, 3 consts, 33 params, 1 fn, input t, 2 recs (up, down), 3 outputs$'
expect_out '^rec up(n) -> (h : \[4\], c : \[4\]), bottom-up (pass 0)$'
expect_out '^rec down(n) -> (h : \[4\], c : \[4\]), top-down (pass 1)$'
grep '^{"index"' "$OUT" >"$WORK/v2.repl"
"$CORTEX" run "$EX/bitreelstm.cx" -D H=4 --seed 1 --data "$EX/data/sst_dev_50.txt" --format json >"$WORK/v2.run" ||
  fail "cortex run of bitreelstm failed"
[ -s "$WORK/v2.run" ] && cmp -s "$WORK/v2.repl" "$WORK/v2.run" || fail "the REPL's :run of bitreelstm differs from cortex run"
# ... and the compiled code runs its top-down pass (what --jit prints)
printf ':load %s\n:set H 4\n:data %s\n:seed 1\n:backend jit\n:run json\n' "$EX/bitreelstm.cx" "$EX/data/sst_dev_50.txt" \
  >"$WORK/v2jit.cxr"
expect_status 0 "$CORTEX" repl <"$WORK/v2jit.cxr"
grep '^{"index"' "$OUT" >"$WORK/v2jit.repl"
"$CORTEX" run "$EX/bitreelstm.cx" -D H=4 --seed 1 --data "$EX/data/sst_dev_50.txt" --format json --jit >"$WORK/v2jit.run" ||
  fail "cortex run --jit of bitreelstm failed"
checks=$((checks + 1))
[ -s "$WORK/v2jit.run" ] && cmp -s "$WORK/v2jit.repl" "$WORK/v2jit.run" || fail "the REPL's jit :run of bitreelstm differs from cortex run --jit"
# a top-down rec reading its children (what --jit prints)
printf ':load %s\n:data %s\n:seed 1\n:backend jit\n:run json\n' "$top_srcdir/tests/v2_compiled/down_children.cx" \
  "$EX/data/sst_dev_50.txt" >"$WORK/v2ch.cxr"
expect_status 0 "$CORTEX" repl <"$WORK/v2ch.cxr"
grep '^{"index"' "$OUT" >"$WORK/v2ch.repl"
"$CORTEX" run "$top_srcdir/tests/v2_compiled/down_children.cx" --seed 1 --data "$EX/data/sst_dev_50.txt" --format json --jit \
  >"$WORK/v2ch.run" || fail "cortex run --jit of down_children failed"
checks=$((checks + 1))
[ -s "$WORK/v2ch.run" ] && cmp -s "$WORK/v2ch.repl" "$WORK/v2ch.run" || fail "the REPL's jit :run of down_children differs from cortex run --jit"

printf 'W_s @ b_i + b_s\n:shapes\n' >"$WORK/expr.cxr"
expect_status 0 "$CORTEX" repl -D H=8 "$EX/treelstm.cx" --seed 1 <"$WORK/expr.cxr"
expect_out '^\[.*\] : \[5\]$'
expect_out '^  W_s     \[5, 8\]$'
expect_out '^  sentiment(n)  int, per node$'

# Usage errors.
expect_status 2 "$CORTEX" repl --nope </dev/null
expect_err "cortex repl: unknown option '--nope'"
expect_status 1 "$CORTEX" repl "$WORK/missing.cx" </dev/null
expect_err "cannot open"
finish
