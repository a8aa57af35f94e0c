#!/bin/sh
# The compiled-code cache of `cortex run --jit` (backend/jit/cache.c): a
# miss compiles and stores, a hit only verifies and loads; the key changes
# with -D values and options; --no-cache compiles in memory; the folder
# comes from CORTEX_CACHE_DIR, XDG_CACHE_HOME or HOME and is private; a
# corrupt, tampered, foreign-looking or badly permissioned entry is
# rejected, removed and rebuilt, never loaded; `--time` says which.  Also
# the interpreter's hint after a run of over a second.
. "${top_srcdir:-.}/tests/load_lib.sh"

C="$WORK/cc"
CORTEX_CACHE_DIR="$C"
export CORTEX_CACHE_DIR
MODEL="$EX/treelstm.cx"
DATA="$EX/data/sst_dev_50.txt"

# jit [cortex options...]: a compiled run of treelstm at H=8, JSON, --time.
jit() {
  expect_status 0 "$CORTEX" run "$MODEL" -D H=8 --data "$DATA" --seed 2 --format json --jit --time "$@"
}

# state WANT: the `cache:` line of the last run.
state() {
  checks=$((checks + 1))
  got=$(sed -n 's/^cache: //p' "$ERR")
  [ "$got" = "$1" ] || { fail "cache: '$got', expected '$1'"; sed 's/^/  stderr: /' "$ERR" | head -n 8 >&2; }
}

mode_of() { stat -c %a "$1"; }
count_so() { find "$C" -maxdepth 1 -name '*.so' | wc -l; }

# --- miss, then hit ---------------------------------------------------------------
jit
state miss
expect_err "time: parse "
expect_err "time: compile "
expect_err "time: linearize "
expect_err "time: execute "
cp "$OUT" "$WORK/first.json"
cp "$ERR" "$WORK/stderr.miss"
checks=$((checks + 1))
[ "$(mode_of "$C")" = 700 ] || fail "the cache folder has mode $(mode_of "$C"), expected 700"
so=$(find "$C" -maxdepth 1 -name '*.so')
meta=${so%.so}.meta
checks=$((checks + 1))
[ -f "$so" ] && [ -f "$meta" ] || fail "no KEY.so and KEY.meta in the cache folder"
checks=$((checks + 1))
[ "$(mode_of "$so")" = 600 ] && [ "$(mode_of "$meta")" = 600 ] || fail "cache files are not private (mode 600)"
checks=$((checks + 1))
grep -q "^sha256 [0-9a-f]\{64\}$" "$meta" || fail "the meta file records no SHA-256"

jit
state hit
expect_err "time: cache hit "
checks=$((checks + 1))
cmp -s "$OUT" "$WORK/first.json" || fail "a cache hit prints other outputs"
echo "treelstm -D H=8: cache hit $(sed -n 's/^time: cache hit //p' "$ERR"), miss (compile) $(sed -n 's/^time: compile //p' "$WORK/stderr.miss")"

# The in-memory compile gives the same outputs.
jit --no-cache
state off
checks=$((checks + 1))
cmp -s "$OUT" "$WORK/first.json" || fail "--no-cache prints other outputs than the cached code"

# --- the key -------------------------------------------------------------------------
# Another -D value: another entry.
expect_status 0 "$CORTEX" run "$MODEL" -D H=6 --data "$DATA" --seed 2 --format json --jit --time
state miss
checks=$((checks + 1))
[ "$(count_so)" = 2 ] || fail "-D H=6 did not make a second entry ($(count_so) .so files)"
# Options: the schedule's, the -march, -O0.
CORTEX_JIT_OPTIONS=dot_lanes=4 jit
state miss
CORTEX_JIT_OPTIONS=dot_lanes=4 jit
state hit
CORTEX_MARCH=x86-64 jit
state miss
jit -O0
state miss
jit -O0
state hit
# The same model through another path is another source: a miss.
cp "$MODEL" "$WORK/copy.cx"
cp "$EX/../stdlib/cx/nn.cx" "$WORK/nn.cx" 2>/dev/null || true
expect_status 0 "$CORTEX" run "$WORK/copy.cx" -D H=8 --data "$DATA" --seed 2 --format json --jit --time
state miss
# An edited import: a miss.
if [ -f "$WORK/nn.cx" ]; then
  echo "// edited" >>"$WORK/nn.cx"
  expect_status 0 "$CORTEX" run "$WORK/copy.cx" -D H=8 --data "$DATA" --seed 2 --format json --jit --time
  state miss
fi
jit
state hit

# --- bad entries: rejected, removed, rebuilt, never loaded -----------------------------
# One flipped byte in the middle of the .so.
size=$(stat -c %s "$so")
python3 - "$so" <<'PY'
import sys
p = sys.argv[1]
b = bytearray(open(p, "rb").read())
b[len(b) // 2] ^= 0x40
open(p, "wb").write(b)
PY
jit
state miss
expect_err "rejected the cached code"
expect_err "does not match the hash"
checks=$((checks + 1))
cmp -s "$OUT" "$WORK/first.json" || fail "outputs after a corrupt entry differ"
jit
state hit

# A truncated .so.
head -c $((size / 3)) "$so" >"$WORK/trunc" && cat "$WORK/trunc" >"$so"
jit
state miss
expect_err "rejected the cached code"
jit
state hit

# Writable by the group: refused, and the rebuilt file is private again.
chmod g+w "$so"
jit
state miss
expect_err "writable by group or others"
checks=$((checks + 1))
[ "$(mode_of "$so")" = 600 ] || fail "the rebuilt .so has mode $(mode_of "$so")"
jit
state hit
chmod o+w "$meta"
jit
state miss
expect_err "writable by group or others"

# A meta file that records another key.
sed 's/^key \(.\)/key x/' "$meta" >"$WORK/meta" && cat "$WORK/meta" >"$meta"
jit
state miss
expect_err "records another key"
jit
state hit

# A symbolic link in place of the .so.
cp "$so" "$WORK/elsewhere.so"
rm -f "$so"
ln -s "$WORK/elsewhere.so" "$so"
jit
state miss
expect_err "symbolic link"
checks=$((checks + 1))
[ -L "$so" ] && fail "the link was not replaced by a file"
jit
state hit

# A missing .so (the meta left alone): simply a miss.
rm -f "$so"
jit
state miss
jit
state hit

# The folder writable by others: not used at all.
chmod 777 "$C"
jit
state off
expect_err "not using the compiled-code cache"
expect_err "chmod 700"
checks=$((checks + 1))
cmp -s "$OUT" "$WORK/first.json" || fail "outputs without a usable cache differ"
chmod 700 "$C"
jit
state hit

# --- where the folder is -----------------------------------------------------------------
expect_status 0 env -u CORTEX_CACHE_DIR XDG_CACHE_HOME="$WORK/xdg" "$CORTEX" run "$MODEL" -D H=8 --data "$DATA" \
  --seed 2 --jit --time
state miss
checks=$((checks + 1))
[ -n "$(find "$WORK/xdg/cortex" -name '*.so' 2>/dev/null)" ] || fail "nothing cached in \$XDG_CACHE_HOME/cortex"
expect_status 0 env -u CORTEX_CACHE_DIR -u XDG_CACHE_HOME HOME="$WORK/home" "$CORTEX" run "$MODEL" -D H=8 \
  --data "$DATA" --seed 2 --jit --time
state miss
checks=$((checks + 1))
[ "$(mode_of "$WORK/home/.cache/cortex")" = 700 ] || fail "\$HOME/.cache/cortex was not created with mode 700"
expect_status 0 env -u CORTEX_CACHE_DIR -u XDG_CACHE_HOME -u HOME "$CORTEX" run "$MODEL" -D H=8 --data "$DATA" \
  --seed 2 --jit --time
state off

# --- the interpreter's hint ------------------------------------------------------------------
# The note waits for a run of over a second: treelstm at H=192 interprets
# the 50 sentences in about 2 s on a slow machine, under a second on a
# fast one, which gets a bigger H until the run takes 2 s or more (the
# runs below must stay over the second too).
slow() {
  expect_status 0 "$CORTEX" run "$MODEL" -D H=$H --data "$DATA" --seed 1 "$@"
}
for H in 192 384 768; do
  slow
  secs=$(sed -n 's/^cortex: note: interpreted in \([0-9.]*\) s.*/\1/p' "$ERR")
  [ -n "$secs" ] && awk "BEGIN { exit !($secs >= 2) }" && break
done
expect_err "cortex: note: interpreted in "
expect_err "; --jit or cortex build would be faster"
checks=$((checks + 1))
[ "$(wc -l <"$ERR")" = 1 ] || fail "the hint is not one line"
slow --jit
checks=$((checks + 1))
grep -q "note: interpreted" "$ERR" && fail "a compiled run printed the interpreter's hint"
slow
expect_err "; --jit (or cortex build) runs this model about "
checks=$((checks + 1))
grep -q "runs this model about [0-9.]*x faster$" "$ERR" || fail "the hint has no factor: $(cat "$ERR")"
# A short run says nothing.
expect_status 0 "$CORTEX" run "$MODEL" -D H=8 --data "$DATA" --seed 1 --limit 3
expect_no_err

finish
