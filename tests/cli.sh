#!/bin/sh
# The cortex command line: help, version, usage errors and their exit
# statuses (0 ok, 1 user error, 2 usage).
. "${top_srcdir:-.}/tests/lib.sh"

expect_status 0 "$CORTEX" --help
expect_out "Usage: cortex COMMAND"
expect_status 0 "$CORTEX" --version
expect_out "cortex [0-9]"
for cmd in check run ir init-weights; do
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
finish
