#!/bin/sh
# The v1 examples' compiled forms do not drift: `cortex ir --stage ra`
# (also -O0, `.ra0`, and `--dot`, `.dot`), `--stage loops` and `--stage c`
# of every v1 example must print exactly the text in tests/stages/, which
# was taken from main before language v2 (several passes, top-down recs,
# readouts) was added to the RA-IR.  The
# schedule and the JIT consume the RA-IR, so a v1 program must keep the
# same RA-IR text and shape, and with it the same loop IR and C.
#
# The C stage depends on the vector width, so every stage is printed for
# one fixed target (CORTEX_MARCH=x86-64-v4, AVX-512), whatever the host.
#
# A change that is meant to alter these stages (a new optimization of
# the compiled code) regenerates them in the same commit, saying why:
#   tests/stages.sh --regen      (with CORTEX=./cortex from the top folder)
. "${top_srcdir:-.}/tests/load_lib.sh"
CORTEX_MARCH=x86-64-v4
export CORTEX_MARCH
DIR="$top_srcdir/tests/stages"

regen=false
[ "${1:-}" = --regen ] && regen=true

for m in "$EX"/*.cx "$EX"/tutorial/*.cx; do
  b=${m##*/}
  b=${b%.cx}
  # Only the v1 examples have goldens; a v2 example (several recs, ...)
  # is not compiled yet and is checked by tests/examples.sh.
  [ -f "$DIR/$b.ra" ] || $regen || continue
  for st in ra ra0 dot loops c; do
    case $st in
      ra0) args="-O0 --stage ra" ;;
      dot) args="--stage ra --dot" ;;
      *) args="--stage $st" ;;
    esac
    if $regen; then
      # shellcheck disable=SC2086 # args is split on purpose
      "$CORTEX" ir "$m" $args >"$DIR/$b.$st" || fail "$b: $args"
      continue
    fi
    # shellcheck disable=SC2086
    expect_status 0 "$CORTEX" ir "$m" $args
    checks=$((checks + 1))
    if ! cmp -s "$OUT" "$DIR/$b.$st"; then
      fail "$b: $args differs from tests/stages/$b.$st"
      diff "$DIR/$b.$st" "$OUT" | head -n 20 | sed 's/^/  /' >&2
    fi
  done
done
# Every golden belongs to an example that still exists.
for g in "$DIR"/*.ra; do
  b=${g##*/}
  b=${b%.ra}
  checks=$((checks + 1))
  [ -f "$EX/$b.cx" ] || [ -f "$EX/tutorial/$b.cx" ] || fail "tests/stages/$b.ra: no example $b.cx"
done
finish
