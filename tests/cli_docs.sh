#!/bin/sh
# The docs and the help say what the command does, so they cannot drift:
#   - every option a command's source accepts (the string literals of
#     driver/cmd_*.c and the shared options of driver/common.c) is in that
#     command's --help, in docs/cli.md and in the man page (docs/cortex.1);
#   - every option of a command's --help is in docs/cli.md (in the
#     command's section, or among the options of every command that reads
#     a model) and in the man page (in the command's .SS section, or in
#     "Every command" or "Commands that read a model");
#   - the options of built programs (stdlib/runopts.c) are in the
#     `cortex build --help` text and in docs/cli.md's build section;
#   - the man page's SYNOPSIS and COMMANDS, cli.md's command table and
#     `cortex --help` name every command; `cortex --help` and the man page
#     every stage of `cortex ir`.
. "${top_srcdir:-.}/tests/load_lib.sh"
CLI="$top_srcdir/docs/cli.md"
MAN="$top_srcdir/docs/cortex.1"
SRC="$top_srcdir/driver"

commands="check run ir init-weights repl viz build bench"
src_of() {
  case $1 in
    init-weights) echo "$SRC/cmd_init.c" ;;
    *) echo "$SRC/cmd_$1.c" ;;
  esac
}

# The option-like string literals of C files ("--data", "-o", "--stage="),
# one per line, without '=' ("-h" and "--help" are everyone's).
src_options() {
  grep -o '"--*[A-Za-z][-A-Za-z0-9]*=\{0,1\}"' "$@" | tr -d '"=' | sort -u | grep -v -x -e '-h' -e '--help'
}

# The options of cortex run and built programs' one table
# (stdlib/runopts.c) that WHO has: CORTEX (cortex run) or BUILT.  An
# entry's first line names the option and who has it.
runopts_options() {
  grep -E "CXRT_RUN_(BOTH|$1)" "$top_srcdir/stdlib/runopts.c" | grep -o '"--*[A-Za-z][-A-Za-z0-9]*"' | tr -d '"' |
    sort -u
}

# The options a --help lists: the first column of its lines indented by
# two blanks ("  -o, --output FILE    ...").
help_options() {
  sed -n 's/^  \(-[^ ].*\)/\1/p' | sed 's/   .*//' | tr ',' '\n' |
    sed -n 's/^ *\(--*[A-Za-z][-A-Za-z0-9]*\).*/\1/p' | sort -u
}

# The man page as text with troff's escapes for '-' and fonts removed.
man_text() {
  sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' -e 's/\\(dq/"/g' "$@"
}

# has FILE OPT: FILE names OPT as a word (not as a prefix of a longer option).
has() {
  grep -q -e "\(^\|[^-A-Za-z0-9]\)$2\([^-A-Za-z0-9]\|\$\)" "$1"
}

# The text of cli.md's section "## TITLE" up to the next "## ".
cli_section() {
  awk -v t="## $1" '$0 == t {on = 1; next} on && /^## / {on = 0} on' "$CLI"
}

# The man page's section ".SS NAME" (quoted or not) up to the next .SS/.SH.
man_section() {
  man_text "$MAN" | awk -v t="$1" '
    /^\.S[SH] / {s = $0; sub(/^\.S[SH] /, "", s); gsub(/"/, "", s); on = (s == t); next}
    on'
}

cli_section "Options of every command that reads a model" >"$WORK/cli_model"
man_section "Commands that read a model" >"$WORK/man_model"
man_section "Every command" >>"$WORK/man_model"
checks=$((checks + 1))
[ -s "$WORK/cli_model" ] && [ -s "$WORK/man_model" ] || fail "cli.md or cortex.1 lost its section on the model options"
src_options "$SRC/common.c" >"$WORK/src_common"

for c in $commands; do
  expect_status 0 "$CORTEX" "$c" --help
  help_options <"$OUT" >"$WORK/help_$c"
  cli_section "cortex $c" >"$WORK/cli_$c"
  cat "$WORK/cli_model" >>"$WORK/cli_$c"
  man_section "$c" >"$WORK/man_$c"
  cat "$WORK/man_model" >>"$WORK/man_$c"
  checks=$((checks + 1))
  [ -s "$WORK/help_$c" ] || fail "cortex $c --help lists no options"
  checks=$((checks + 1))
  cli_section "cortex $c" | grep -q . || fail "docs/cli.md has no section '## cortex $c'"

  # Every option the source accepts: in --help, cli.md and the man page.
  # The shared options too, except two spellings documented in cli.md and
  # the man page only: -f (the prefix of -fNAME) and -fdiagnostics-color
  # (GCC's name for --color).
  { src_options "$(src_of "$c")"; [ "$c" = run ] && runopts_options CORTEX; } | cat - "$WORK/src_common" |
    sort -u >"$WORK/src_$c"
  while IFS= read -r o; do
    case $o in
      -f) continue ;;
      -fdiagnostics-color) ;;
      *)
        checks=$((checks + 1))
        grep -q -x -e "$o" "$WORK/help_$c" || fail "cortex $c accepts $o, but its --help does not list it"
        ;;
    esac
    checks=$((checks + 1))
    has "$WORK/cli_$c" "$o" || fail "cortex $c accepts $o, but docs/cli.md does not say so (its section or the model options)"
    checks=$((checks + 1))
    has "$WORK/man_$c" "$o" || fail "cortex $c accepts $o, but the man page does not say so (.SS $c or the model options)"
  done <"$WORK/src_$c"

  # Every option of --help: in cli.md and the man page.
  while IFS= read -r o; do
    case $o in
      -fNAME|-fno-NAME) o=-f ;;
    esac
    checks=$((checks + 1))
    grep -q -e "$o" "$WORK/cli_$c" || fail "cortex $c --help lists $o, but docs/cli.md does not"
    checks=$((checks + 1))
    grep -q -e "$o" "$WORK/man_$c" || fail "cortex $c --help lists $o, but the man page does not"
  done <"$WORK/help_$c"
done

# Built programs: their options (stdlib/runopts.c's table, the entries
# built programs have) in `cortex build --help` and in cli.md's build
# section.
expect_status 0 "$CORTEX" build --help
cp "$OUT" "$WORK/build_help"
runopts_options BUILT >"$WORK/src_runner"
checks=$((checks + 1))
[ -s "$WORK/src_runner" ] || fail "no options of built programs found in stdlib/runopts.c"
checks=$((checks + 1))
grep -q -x -e --data "$WORK/src_runner" && ! grep -q -x -e --jit "$WORK/src_runner" ||
  fail "stdlib/runopts.c: built programs should have --data and not --jit"
while IFS= read -r o; do
  checks=$((checks + 1))
  has "$WORK/build_help" "$o" || fail "built programs accept $o, but cortex build --help does not say so"
  checks=$((checks + 1))
  has "$WORK/cli_build" "$o" || fail "built programs accept $o, but docs/cli.md's build section does not say so"
done <"$WORK/src_runner"

# Every command: in `cortex --help`, cli.md's table, the man page's
# SYNOPSIS and COMMANDS.
expect_status 0 "$CORTEX" --help
cp "$OUT" "$WORK/main_help"
man_section SYNOPSIS >"$WORK/man_synopsis"
man_section COMMANDS >"$WORK/man_commands"
for c in $commands; do
  checks=$((checks + 1))
  grep -q "^  $c  " "$WORK/main_help" || fail "cortex --help does not list $c"
  checks=$((checks + 1))
  grep -q "^| \[*\`$c\`" "$CLI" || fail "docs/cli.md's command table does not list $c"
  checks=$((checks + 1))
  grep -q "^\.B cortex $c\$" "$WORK/man_synopsis" || fail "the man page's SYNOPSIS does not list cortex $c"
  checks=$((checks + 1))
  grep -q "^\.B[IR]* \"*$c" "$WORK/man_commands" || fail "the man page's COMMANDS does not describe $c"
done
# ... and the stages of cortex ir (cmd_ir.c's: "ast", "ra", "loops", "c").
for st in ast ra loops c; do
  checks=$((checks + 1))
  grep -q "^  ir .*\(^\|[ (,:]\)$st\([ ,)]\|\$\)" "$WORK/main_help" || fail "cortex --help does not name the ir stage $st"
  checks=$((checks + 1))
  has "$WORK/man_ir" "$st" || fail "the man page's ir section does not name the stage $st"
done
# The --help texts docs/cli.md shows whole (build's and bench's) are the
# commands' own, line for line.
for c in build bench; do
  "$CORTEX" "$c" --help >"$WORK/help_$c"
  head -n 1 "$WORK/help_$c" >"$WORK/first_$c"
  awk -v first="$(cat "$WORK/first_$c")" '$0 == first { on = 1 } on && /^```$/ { exit } on { print }' "$CLI" >"$WORK/doc_$c"
  checks=$((checks + 1))
  cmp -s "$WORK/help_$c" "$WORK/doc_$c" ||
    fail "docs/cli.md's copy of 'cortex $c --help' differs from it: $(diff "$WORK/doc_$c" "$WORK/help_$c" | head -n 5)"
done
finish
