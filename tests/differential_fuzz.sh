#!/bin/sh
# Differential fuzzing of the compiler in make check: 300 random programs
# of fixed seeds (tests/cxgen.py: params of rank 0-3, rows and slices with
# constant and run-time indices, every built-in, @, tuples, fns with shape
# variables, branches, reductions, every input kind, a second rec and
# node-set reductions over both recs' states), each run through
# the interpreter and the compiled code (random batch, threads, leaf-table
# mode, -fopt-level and -f flags; every 25th also through cortex build),
# the numbers compared by tests/fuzz_diff.py (docs/reliability.md,
# "Differential fuzzing of the compiler").  A finding is kept in
# tests/fuzz-findings/seed-N/ of the build folder, minimized, with a
# repro.sh.  FUZZ_DIFF_SEEDS=A:B runs other seeds (FUZZ_DIFF_PARENT_SEEDS
# those with parents=1).  Before them, the
# saved findings of tests/regress/differential/ are replayed.
. "${top_srcdir:-.}/tests/load_lib.sh"
command -v python3 >/dev/null || { echo "python3 is required for this test (apt-get install python3)"; exit 1; }
# (fuzz_diff.py imports cxgen.py and json_close.py: no __pycache__ in the sources)
PYTHONDONTWRITEBYTECODE=1
export PYTHONDONTWRITEBYTECODE
# The oracle's own checks (near ties, the minimizer), then the saved
# findings (tests/regress/differential, README there).
checks=$((checks + 1))
python3 "$top_srcdir/tests/fuzz_diff.py" --self-test || fail "fuzz_diff.py --self-test"
checks=$((checks + 1))
python3 "$top_srcdir/tests/fuzz_diff.py" --cortex "$CORTEX" --replay "$top_srcdir/tests/regress/differential" ||
  fail "tests/regress/differential: a saved finding fails"
findings="${top_builddir:-.}/tests/fuzz-findings"
rm -rf "$findings"
checks=$((checks + 1))
python3 "$top_srcdir/tests/fuzz_diff.py" --cortex "$CORTEX" --seeds "${FUZZ_DIFF_SEEDS:-1:301}" \
  --profile check --jobs 2 --findings "$findings" --minimize-seconds 120 ||
  fail "differential fuzzing: findings in $findings (each with the program, the data, repro.sh and min/)"
# and 120 with reductions over the parents in the second rec (cxgen.py,
# Options.parents: the other edges of a bottom-up numbering, in a phase
# of their own)
checks=$((checks + 1))
python3 "$top_srcdir/tests/fuzz_diff.py" --cortex "$CORTEX" --seeds "${FUZZ_DIFF_PARENT_SEEDS:-1:121}" --opt parents=1 \
  --profile check --jobs 2 --findings "$findings/parents" --minimize-seconds 120 ||
  fail "differential fuzzing with parents=1: findings in $findings/parents"
finish
