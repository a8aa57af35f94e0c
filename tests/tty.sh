#!/bin/sh
# cortex on a real terminal (a tmux pane): keys are sent as a user types
# them and the screen is read back.  The REPL: a multi-line entry is one
# history line, recalled whole with Up (also from the history file in a
# later session), Ctrl-C, the -D warning for a typed const.  cortex run:
# the progress bar on a long run, and --no-progress.  Needs tmux
# (./bootstrap installs it); without it the test fails, never skips.
. "${top_srcdir:-.}/tests/load_lib.sh"
if ! command -v tmux >/dev/null 2>&1; then
  echo "FAIL: tmux is not installed (apt-get install tmux; ./bootstrap installs it)"
  exit 1
fi

SOCK="$WORK/tmux.sock"
STATE="$WORK/state"
mkdir -p "$STATE"
trap 'tmux -S "$SOCK" kill-server >/dev/null 2>&1; rm -rf "$WORK"' EXIT
tm() { tmux -S "$SOCK" "$@"; }

# start NAME ARGS...: cortex repl ARGS in a new 160x40 pane, history in $STATE.
start() {
  name=$1
  shift
  tm new-session -d -s "$name" -x 160 -y 40 \
    "env XDG_STATE_HOME='$STATE' HOME='$STATE' TERM=xterm '$CORTEX' repl $*; sleep 30"
  wait_for "$name" 'Ctrl-D quits'
}

screen() { tm capture-pane -p -J -t "$1"; }

# wait_for NAME TEXT: until the pane shows TEXT (fixed string), 10 s at most.
wait_for() {
  n=0
  while ! screen "$1" | grep -q -F -e "$2"; do
    n=$((n + 1))
    if [ "$n" -gt 100 ]; then
      return 1
    fi
    sleep 0.1
  done
}

# expect_screen NAME TEXT WHAT: the pane shows TEXT within 10 s.
expect_screen() {
  checks=$((checks + 1))
  wait_for "$1" "$2" || { fail "$3: the terminal never showed '$2'"; screen "$1" | sed 's/^/  screen: /' >&2; }
}

# The lines of the screen from the last prompt line (cx> ...) on, without
# trailing blanks and blank lines.
after_prompt() {
  screen "$1" | sed 's/ *$//' | awk '/^cx>/{buf=""} {buf = buf $0 "\n"} END {printf "%s", buf}' |
    sed -e :a -e '/^\n*$/{$d;N;ba' -e '}'
}

# expect_after NAME WANT WHAT: within 5 s, the screen after the last prompt
# line (the prompt line included) is exactly WANT.
expect_after() {
  checks=$((checks + 1))
  n=0
  while [ "$(after_prompt "$1")" != "$2" ] && [ "$n" -lt 50 ]; do
    sleep 0.1
    n=$((n + 1))
  done
  [ "$(after_prompt "$1")" = "$2" ] || { fail "$3"; after_prompt "$1" | sed 's/^/  after the prompt: /' >&2; }
}

# --- a multi-line entry comes back whole --------------------------------------
start a
# (send-keys: a ';' at the end of a key needs a backslash)
tm send-keys -t a 'const H = 4\;' Enter
expect_screen a 'const H = 4' "a const"
tm send-keys -t a 'fn f(x : [H]) -> [H] {' Enter '  return x + 1.0\;' Enter '}' Enter
expect_screen a 'fn f' "a fn typed over three lines"
tm send-keys -t a Up
want=$(printf 'cx> fn f(x : [H]) -> [H] {\n  return x + 1.0;\n}')
expect_after a "$want" "Up did not recall the three lines of the fn as one entry"
tm send-keys -t a Enter
expect_screen a 'fn f  (replaces the previous one)' "the recalled entry, run again"
# An entry dropped with Ctrl-C is not history: Up gives the fn again.
tm send-keys -t a 'param W : [H,' Enter
expect_after a "$(printf 'cx> param W : [H,\n...')" "a continued entry did not get the ... prompt"
tm send-keys -t a C-c
expect_after a "cx>" "Ctrl-C did not drop the continued entry"
tm send-keys -t a 'H' Enter
expect_screen a '4 : int' "an expression after Ctrl-C"
tm send-keys -t a Up Up
expect_after a "$want" "Up Up after a cancelled entry did not recall the fn"
# (a Ctrl-C flushes the terminal's input: the next key waits for the prompt)
tm send-keys -t a C-c
expect_after a "cx>" "Ctrl-C did not give an empty prompt"
tm send-keys -t a C-d
checks=$((checks + 1))
n=0
while ! [ -s "$STATE/cortex/history" ] && [ "$n" -lt 50 ]; do
  sleep 0.1
  n=$((n + 1))
done
[ -s "$STATE/cortex/history" ] || fail "no history file written"

# --- and from the history file, in the next session --------------------------------
start b
tm send-keys -t b Up Up
expect_after b "$want" "the next session's Up Up did not recall the fn from the history file"
tm send-keys -t b C-c
expect_after b "cx>" "Ctrl-C did not give an empty prompt"
tm send-keys -t b C-d

# --- -D on the command line and a typed const -----------------------------------
start c -D H=8
tm send-keys -t c 'const H = 16\;' Enter
expect_screen c "warning: 'H' is set to 8 by -D H=8 on the command line; the typed value 16 is not used (:unset H to use it)" \
  "a typed const that -D overrides"
expect_screen c 'const H = 8 (set by -D H=8)' "the value in use"
tm send-keys -t c ':unset H' Enter
expect_screen c 'const H = 16' ":unset H"
tm send-keys -t c C-d

# --- cortex run's progress bar ------------------------------------------------------
# 2,500 structures (over CXRT_PROGRESS_MIN_ITEMS), outputs to a file: the
# bar is drawn on the terminal's stderr and ends with the final count.
# The first drawing waits CXRT_PROGRESS_INTERVAL (0.1 s): at H = 2 a Zen 5
# ran the 2,500 in less and drew nothing, so H = 8 (about 1 s there).
i=0
while [ "$i" -lt 50 ]; do
  cat "$EX/data/sst_dev_50.txt"
  i=$((i + 1))
done >"$WORK/sst2500.txt"
run="'$CORTEX' run '$EX/treefc.cx' -D H=8 --data '$WORK/sst2500.txt' --seed 1"
tm new-session -d -s p -x 160 -y 40 "$run -o '$WORK/p1.txt'; echo RUN1 DONE \$?; sleep 30"
expect_screen p "RUN1 DONE 0" "a long run to a file"
checks=$((checks + 1))
screen p | grep -q '^run \[####################\] 2500/2500 .* in [0-9]*:[0-9][0-9]' ||
  { fail "no final progress bar on the terminal"; screen p | sed 's/^/  screen: /' >&2; }
tm new-session -d -s q -x 160 -y 40 "$run -o '$WORK/p2.txt' --no-progress; echo RUN2 DONE \$?; sleep 30"
expect_screen q "RUN2 DONE 0" "a long run with --no-progress"
checks=$((checks + 1))
screen q | grep -q 'run \[' && { fail "--no-progress drew a progress bar"; screen q | sed 's/^/  screen: /' >&2; }
checks=$((checks + 1))
cmp -s "$WORK/p1.txt" "$WORK/p2.txt" || fail "--no-progress changed the outputs"
finish
