#!/bin/sh
# Golden diagnostics: every tests/diagnostics/*.cx is one bad program that
# states, in its leading comments, what `cortex check` must report first
# (Wren-style inline expectations):
#
#   // expect: 12:9: error: unknown name 'W_x'; did you mean 'W_i'?
#   // expect-prefix: 3:8: error: cannot find imported file 'nope.cx' (looked in: .
#   // expect-note: 5:7: note: 'W' first declared here
#   // args: -D H=0
#   // status: 0
#   // errors: 3
#
# expect          the first diagnostic line, exactly, without the file name
#                 ("LINE:COL: SEVERITY: MESSAGE"); a diagnostic in another
#                 file keeps that file's path ("lib/b.cx:1:8: error: ..."),
#                 one without a location reads "cortex: error: ...".
# expect-prefix   instead of expect, for messages that contain absolute
#                 paths: the first diagnostic line must start with this.
# expect-note     (repeatable) a line that must also be printed.
# args            extra arguments for cortex check (split on blanks).
# status          the exit status: 1 by default, 0 for a program whose
#                 only diagnostics are warnings.
# errors          the exact number of errors (error recovery: several
#                 independent mistakes in one file are all reported).
#
# Programs run from inside tests/diagnostics/, so paths in messages read as
# a user would see them.  Helper files (imported by the programs) live in
# tests/diagnostics/lib/ and are not run.  No program may be skipped: one
# without an expectation fails.
. "${top_srcdir:-.}/tests/load_lib.sh"

DIR="$top_srcdir/tests/diagnostics"
case $CORTEX in
  /*) ;;
  */*) CORTEX="$(pwd)/$CORTEX" ;;
esac

# The value of the first "// KEY: " line of a file ("" if none).
directive() {
  sed -n "s|^// $1: ||p" "$2" | head -n 1
}

# The diagnostic lines of $ERR (not the source and caret lines, which
# start with blanks), each without the "FILE:" prefix of the program.
diagnostics() {
  while IFS= read -r line; do
    case $line in
      " "*|"") continue ;;
    esac
    printf '%s\n' "${line#"$1":}"
  done <"$ERR"
}

ran=0
for path in "$DIR"/*.cx; do
  [ -f "$path" ] || continue
  ran=$((ran + 1))
  name=${path##*/}
  checks=$((checks + 1))
  problems=

  want=$(directive expect "$path")
  prefix=$(directive expect-prefix "$path")
  args=$(directive args "$path")
  status=$(directive status "$path")
  errors=$(directive errors "$path")
  : "${status:=1}"
  if [ -z "$want" ] && [ -z "$prefix" ]; then
    fail "$name: no '// expect:' or '// expect-prefix:' line"
    continue
  fi

  set -f
  # shellcheck disable=SC2086 # args is split on purpose
  (cd "$DIR" && exec "$CORTEX" check --color=never $args "$name") >"$OUT" 2>"$ERR"
  got_status=$?
  set +f
  diagnostics "$name" >"$WORK/diags"
  first=$(head -n 1 "$WORK/diags")

  if [ "$got_status" != "$status" ]; then
    problems="$problems
  exit status $got_status, expected $status"
  fi
  if grep -q 'internal compiler error' "$ERR"; then
    problems="$problems
  internal compiler error"
  fi
  if [ -n "$want" ] && [ "$first" != "$want" ]; then
    problems="$problems
  expected: $want
  got:      $first"
  fi
  if [ -n "$prefix" ]; then
    case $first in
      "$prefix"*) ;;
      *) problems="$problems
  expected a line starting with: $prefix
  got:                           $first" ;;
    esac
  fi
  # Every expect-note line must be among the diagnostics.
  sed -n 's|^// expect-note: ||p' "$path" >"$WORK/notes"
  while IFS= read -r note; do
    grep -q -x -F -e "$note" "$WORK/diags" || problems="$problems
  missing:  $note"
  done <"$WORK/notes"
  if [ -n "$errors" ]; then
    n=$(grep -c ': error: ' "$WORK/diags")
    [ "$n" = "$errors" ] || problems="$problems
  $n errors reported, expected $errors"
  fi

  if [ -n "$problems" ]; then
    fail "$name:$problems"
    sed 's/^/  stderr: /' "$ERR" | head -n 30 >&2
  fi
done

if [ "$ran" -eq 0 ]; then
  checks=$((checks + 1))
  fail "no programs in $DIR"
fi
finish
