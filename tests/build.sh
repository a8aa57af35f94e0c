#!/bin/sh
# cortex build: executables print exactly what `cortex run --jit` prints
# (every input kind, every output format, weights files, vocabularies,
# errors) and depend on neither libgccjit nor libcortexrt.so; a shared
# library exports only its NAME_* API, the example examples/embed/embed.c
# compiled against it prints what cortex run prints, its API rejects
# malformed structures, 8 threads x 1,000 runs on one loaded model all
# equal the sequential result (tests/embed_check.c), concurrent loads are
# race-free under helgrind, the library needs only libc, libm and
# libcjson at run time, and two built models live in one process.
. "${top_srcdir:-.}/tests/load_lib.sh"
CC=${CC:-cc}
command -v "$CC" >/dev/null 2>&1 || { echo "SKIP: no C compiler ($CC) to compile programs against a built library"; exit 77; }
B="$WORK/b"
mkdir -p "$B"

# same FILE1 FILE2 WHAT: byte for byte.
same() {
  checks=$((checks + 1))
  cmp -s "$1" "$2" || { fail "$3"; diff "$1" "$2" | head -n 6 >&2; }
}

# --- executables ------------------------------------------------------------------------
# build_and_compare MODEL DATA [options for both...]
build_and_compare() {
  m=$1 d=$2
  shift 2
  expect_status 0 "$CORTEX" build "$EX/$m.cx" -D H=8 -o "$B/$m"
  expect_no_err
  for fmt in json text; do
    expect_status 0 "$CORTEX" run "$EX/$m.cx" -D H=8 --jit --data "$EX/data/$d" --seed 3 --format $fmt --batch 4 "$@"
    cp "$OUT" "$WORK/want"
    expect_status 0 "$B/$m" --data "$EX/data/$d" --seed 3 --format $fmt --batch 4 "$@"
    same "$WORK/want" "$OUT" "$m --format $fmt: the built program prints other outputs than cortex run --jit"
  done
}
build_and_compare treelstm sst_dev_50.txt
build_and_compare childsum_treelstm ewt_dev_30.conllu --with-text
build_and_compare dagrnn grid10.graph
build_and_compare seqlstm seqs.txt --format tsv --limit 2
build_and_compare mvrnn sst_dev_50.txt --format tsv --with-text
# top-down passes (phases over the reversed structure) in built programs
build_and_compare bitreelstm sst_dev_50.txt
build_and_compare bigru seqs.txt --limit 5

# Leaf tables (docs/performance.md): every mode prints the same bytes, in
# cortex run --jit and in the built program (the built program's default
# is auto, so the comparison above already used them; off and on here).
expect_status 0 "$CORTEX" run "$EX/treelstm.cx" -D H=8 --jit --data "$EX/data/sst_dev_50.txt" --seed 3 \
  --format json --batch 4 --leaf-table auto
cp "$OUT" "$WORK/want"
for lt in off on; do
  expect_status 0 "$CORTEX" run "$EX/treelstm.cx" -D H=8 --jit --data "$EX/data/sst_dev_50.txt" --seed 3 \
    --format json --batch 4 --leaf-table $lt
  same "$WORK/want" "$OUT" "cortex run --jit --leaf-table $lt prints other outputs than auto"
  expect_status 0 "$B/treelstm" --data "$EX/data/sst_dev_50.txt" --seed 3 --format json --batch 4 --leaf-table=$lt
  same "$WORK/want" "$OUT" "built treelstm --leaf-table $lt prints other outputs than auto"
done
# Threads: big levels cut in chunks (50 structures a batch: the leaf
# level has hundreds of nodes); the same bytes as one thread.
for t in 2 4; do
  expect_status 0 "$CORTEX" run "$EX/treelstm.cx" -D H=8 --jit --data "$EX/data/sst_dev_50.txt" --seed 3 \
    --format json --batch 50 --leaf-table off --threads $t
  same "$WORK/want" "$OUT" "cortex run --jit --threads $t prints other outputs than one thread"
  expect_status 0 "$B/treelstm" --data "$EX/data/sst_dev_50.txt" --seed 3 --format json --batch 50 --threads=$t
  same "$WORK/want" "$OUT" "built treelstm --threads $t prints other outputs than one thread"
done
expect_status 2 "$B/treelstm" --data "$EX/data/sst_dev_50.txt" --seed 3 --threads 0
expect_err "--threads expects an integer from 1 to 256, not '0'"
expect_status 2 "$B/treelstm" --data "$EX/data/sst_dev_50.txt" --seed 3 --leaf-table maybe
expect_err "--leaf-table expects auto, on or off, not 'maybe'"
expect_status 0 "$B/treelstm" --help
expect_out "--leaf-table M"

checks=$((checks + 1))
[ -x "$B/treelstm" ] || fail "the built program is not executable"
if command -v readelf >/dev/null 2>&1; then
  readelf -d "$B/treelstm" >"$WORK/dyn"
  checks=$((checks + 1))
  grep -q 'NEEDED.*\(gccjit\|cortexrt\)' "$WORK/dyn" && fail "the built program needs libgccjit or libcortexrt.so"
fi

# Weights, a vocabulary with an unknown-word token, an output file, --limit.
expect_status 0 "$CORTEX" init-weights "$EX/treelstm.cx" -D H=8 --seed 9 -o "$WORK/w.safetensors"
printf '<unk>\nthe\na\n.\n,\n' >"$WORK/vocab.txt"
expect_status 0 "$CORTEX" run "$EX/treelstm.cx" -D H=8 --jit --data "$EX/data/sst_dev_50.txt" \
  --weights "$WORK/w.safetensors" --vocab "$WORK/vocab.txt" --unk '<unk>' --limit 7 --format json -o "$WORK/want"
expect_status 0 "$B/treelstm" --data "$EX/data/sst_dev_50.txt" --weights="$WORK/w.safetensors" \
  --vocab "$WORK/vocab.txt" --unk '<unk>' --limit 7 --format json -o "$WORK/got"
same "$WORK/want" "$WORK/got" "built treelstm with --weights, --vocab, --unk, -o"
checks=$((checks + 1))
[ "$(wc -l <"$WORK/got")" = 7 ] || fail "--limit 7 did not print 7 structures"

# A moved program still runs (nothing points into the build tree).
cp "$B/treelstm" "$WORK/moved"
expect_status 0 env -u LD_LIBRARY_PATH "$WORK/moved" --data "$EX/data/sst_dev_50.txt" --seed 3 --limit 1

# Usage, help and errors.
expect_status 0 "$B/treelstm" --help
expect_out "Usage: treelstm --data FILE"
expect_out "treelstm"
expect_status 2 "$B/treelstm" --seed 1
expect_err "no data given"
expect_status 2 "$B/treelstm" --data x --seed 1 --frobnicate
expect_err "unknown option '--frobnicate'"
checks=$((checks + 1))
grep -q 'did you mean' "$ERR" && fail "a built program suggested an option nothing is close to"
# A typo gets the closest option, as cortex run gives it; a long argument
# is quoted cut to 80 bytes, not echoed whole.
expect_status 2 "$B/treelstm" --data x --seeed 1
expect_err "treelstm: unknown option '--seeed'; did you mean '--seed'?"
expect_status 2 "$B/treelstm" --data x --seed 1 --threds=2
expect_err "unknown option '--threds=2'; did you mean '--threads'?"
big=$(head -c 130000 /dev/zero | tr '\0' x)
for args in "--seed $big" "--seed 1 --$big"; do
  checks=$((checks + 1))
  # shellcheck disable=SC2086
  "$B/treelstm" --data x $args >"$OUT" 2>"$ERR"
  st=$?
  [ "$st" = 2 ] || fail "built program, a 130 KB argument (${args%% *}): exit status $st, expected 2"
  [ "$(wc -c <"$ERR")" -lt 300 ] || fail "built program echoed a 130 KB argument: $(wc -c <"$ERR") bytes of stderr"
  expect_err "xxx...'"
done
# One option table (stdlib/runopts.c) for both: the same options in the
# same order with the same value names, the same messages for bad values.
# --max-input-size is among cortex run's front-end options (every command
# that reads a file has it) and among a built program's data options:
# both list it, in different places.
# help_opts FILE: the options a --help lists, one a line, without their text.
help_opts() {
  sed -n 's/^  \(-[^ ].*\)/\1/p' "$1" | sed 's/   .*//'
}
expect_status 0 "$CORTEX" run --help
help_opts "$OUT" >"$WORK/run_opts"
expect_status 0 "$B/treelstm" --help
help_opts "$OUT" >"$WORK/built_opts"
# The front-end options of every command that reads a model (front_usage,
# driver/common.c), all that `cortex check --help` lists: no built program
# has them.
expect_status 0 "$CORTEX" check --help
help_opts "$OUT" >"$WORK/front_opts"
for f in run_opts built_opts front_opts; do
  checks=$((checks + 1))
  grep -q -x -e '--max-input-size=SIZE' "$WORK/$f" || fail "$f: no --max-input-size=SIZE in the --help"
done
# Of the table's options, those only cortex run has (the backend, the
# cache, tracing, dumping the structures) are named here, so that moving
# an option from one side to the other is a change this test sees.
checks=$((checks + 1))
grep -v -x -F -f "$WORK/front_opts" "$WORK/run_opts" |
  grep -v -x -e '--interp' -e '--jit' -e '--handover' -e '--no-handover' -e '--max-nodes N' -e '--dump FILE' \
    -e '--no-cache' -e '--trace' -e '--no-progress' >"$WORK/run_opts_built"
grep -v -x -e '--max-input-size=SIZE' "$WORK/built_opts" | cmp -s - "$WORK/run_opts_built" ||
  fail "a built program's --help lists other options than cortex run's (less those only cortex run has)"
for bad in "--batch 0" "--limit=x" "--format yaml" "--data-format csv" "--seed -1" "--threads 999" \
  "--max-input-size lots"; do
  # shellcheck disable=SC2086
  expect_status 2 "$CORTEX" run "$EX/treelstm.cx" --data x $bad
  sed -n 's/^cortex run: //p' "$ERR" >"$WORK/run_msg"
  # shellcheck disable=SC2086
  expect_status 2 "$B/treelstm" --data x $bad
  sed -n 's/^treelstm: //p' "$ERR" >"$WORK/built_msg"
  checks=$((checks + 1))
  [ -s "$WORK/run_msg" ] && cmp -s "$WORK/run_msg" "$WORK/built_msg" ||
    fail "$bad: cortex run says '$(cat "$WORK/run_msg")', the built program '$(cat "$WORK/built_msg")'"
done
expect_status 1 "$B/treelstm" --data "$WORK/none.txt" --seed 1
expect_err "none.txt"
expect_status 1 "$B/treelstm" --data "$EX/data/sst_dev_50.txt" --weights "$WORK/vocab.txt"
expect_err "vocab.txt"
# A word id beyond the embedding: the message cortex run prints, after
# the structures before it.
expect_status 0 "$CORTEX" build "$EX/treefc.cx" -D H=4 -D V=30 -o "$B/small"
expect_status 1 "$CORTEX" run "$EX/treefc.cx" -D H=4 -D V=30 --jit --data "$EX/data/sst_dev_50.txt" --seed 1 \
  --format json
cp "$OUT" "$WORK/want.out"
cp "$ERR" "$WORK/want.err"
expect_status 1 "$B/small" --data "$EX/data/sst_dev_50.txt" --seed 1 --format json
same "$WORK/want.out" "$OUT" "outputs before a bad word id"
same "$WORK/want.err" "$ERR" "the message for a bad word id"
expect_err "is out of range for E, which has 30 rows"

# cortex build's own usage.
expect_status 2 "$CORTEX" build "$EX/treefc.cx"
expect_err "no output given"
expect_status 2 "$CORTEX" build "$EX/treefc.cx" --shared -o "$B/libx.so" --name 9lives
expect_err "not a C identifier"
echo "model broken; param W : [2, 3]; this is not a declaration" >"$WORK/bad.cx"
expect_status 1 "$CORTEX" build "$WORK/bad.cx" -o "$B/bad"
expect_err "bad.cx:1:"
checks=$((checks + 1))
[ -e "$B/bad" ] && fail "a failed build left a file"
expect_status 0 "$CORTEX" build --help
expect_out "cortex build MODEL.cx -o NAME"

# --- a shared library, the example and the C API ------------------------------------------
expect_status 0 "$CORTEX" build "$EX/treefc.cx" -D H=8 --shared -o "$B/libtreefc.so"
expect_no_err
checks=$((checks + 1))
[ -f "$B/treefc.h" ] || fail "no treefc.h beside libtreefc.so"
if command -v nm >/dev/null 2>&1; then
  nm -D --defined-only "$B/libtreefc.so" | awk '{print $3}' | grep -v '^$' | sort >"$WORK/syms"
  checks=$((checks + 1))
  grep -v '^treefc_' "$WORK/syms" >"$WORK/other" && { fail "libtreefc.so exports more than treefc_*:"; head -n 5 "$WORK/other" >&2; }
  checks=$((checks + 1))
  [ "$(wc -l <"$WORK/syms")" = 7 ] || fail "libtreefc.so exports $(wc -l <"$WORK/syms") functions, expected 7"
fi
if command -v readelf >/dev/null 2>&1; then
  readelf -d "$B/libtreefc.so" >"$WORK/dyn"
  checks=$((checks + 1))
  grep -q 'NEEDED.*\(gccjit\|cortexrt\)' "$WORK/dyn" && fail "libtreefc.so needs libgccjit or libcortexrt.so"
  # Exactly the run-time dependencies docs/embedding.md lists: libc, libm
  # and cJSON's libcjson.so.1 (Debian ships cJSON only as a shared
  # library; libpthread is part of libc since glibc 2.34).
  checks=$((checks + 1))
  sed -n 's/.*NEEDED.*\[\(.*\)\]/\1/p' "$WORK/dyn" | grep -v '^\(libc\.so\.6\|libm\.so\.6\|libpthread\.so\.0\|libcjson\.so\.1\)$' \
    >"$WORK/needed" && { fail "libtreefc.so needs libraries docs/embedding.md does not list:"; cat "$WORK/needed" >&2; }
fi

# examples/embed/embed.c against it: the outputs of cortex run.
checks=$((checks + 1))
if "$CC" -Wall -Wextra -Werror -o "$B/embed" "$EX/embed/embed.c" -I"$B" -L"$B" -ltreefc -Wl,-rpath,"$B" \
  >"$WORK/cc.log" 2>&1; then
  expect_status 0 "$CORTEX" init-weights "$EX/treefc.cx" -D H=8 --seed 4 -o "$WORK/wfc.safetensors"
  expect_status 0 "$B/embed" "$WORK/wfc.safetensors"
  cp "$OUT" "$WORK/embed.json"
  printf '(1 (2 a) (3 b))\n(0 (1 c) (2 (3 a) (4 d)))\n' >"$WORK/trees.txt"
  expect_status 0 "$CORTEX" run "$EX/treefc.cx" -D H=8 --data "$WORK/trees.txt" --weights "$WORK/wfc.safetensors" \
    --format json --jit
  same "$OUT" "$WORK/embed.json" "examples/embed prints other outputs than cortex run --jit"
  expect_status 0 "$CORTEX" run "$EX/treefc.cx" -D H=8 --data "$WORK/trees.txt" --weights "$WORK/wfc.safetensors" \
    --format json
  checks=$((checks + 1))
  python3 "$top_srcdir/tests/json_close.py" "$OUT" "$WORK/embed.json" ||
    fail "examples/embed's outputs are not within 1e-5 of the interpreter's"
else
  fail "examples/embed/embed.c does not compile against treefc.h"
  head -n 20 "$WORK/cc.log" >&2
fi

# The API's checks and 8 threads x 1,000 runs.
checks=$((checks + 1))
if "$CC" -Wall -Wextra -o "$B/embed_check" "$top_srcdir/tests/embed_check.c" -I"$B" -L"$B" -ltreefc \
  -Wl,-rpath,"$B" -lpthread >"$WORK/cc.log" 2>&1; then
  expect_status 0 "$B/embed_check" "$WORK/wfc.safetensors" "$WORK/check.json" "$WORK/check.graph"
  expect_out "8000 concurrent runs (8 threads) equal the sequential one"
  i=0
  : >"$WORK/w40.txt"
  while [ $i -lt 40 ]; do echo "w$i" >>"$WORK/w40.txt"; i=$((i + 1)); done
  expect_status 0 "$CORTEX" run "$EX/treefc.cx" -D H=8 --data "$WORK/check.graph" --vocab "$WORK/w40.txt" \
    --weights "$WORK/wfc.safetensors" --format json --jit --batch 5
  same "$OUT" "$WORK/check.json" "treefc_run prints other outputs than cortex run --jit"
else
  fail "tests/embed_check.c does not compile against treefc.h"
  head -n 20 "$WORK/cc.log" >&2
fi

# Concurrent NAME_load under valgrind's helgrind, which also sees the
# uninstrumented cJSON: its parse writes a global (the runtime holds a
# lock around it).  For x86-64-v2, as valgrind runs no AVX-512.
mkdir -p "$B/hg"
expect_status 0 "$CORTEX" build "$EX/treefc.cx" -D H=8 --shared --march x86-64-v2 -o "$B/hg/libtreefc.so"
checks=$((checks + 1))
if ! command -v valgrind >/dev/null 2>&1; then
  fail "valgrind is not installed (./bootstrap installs it): the helgrind check of concurrent loads cannot run"
elif "$CC" -g -o "$B/hg/embed_check" "$top_srcdir/tests/embed_check.c" -I"$B/hg" -L"$B/hg" -ltreefc \
  -Wl,-rpath,"$B/hg" -lpthread >"$WORK/cc.log" 2>&1; then
  expect_status 0 valgrind --tool=helgrind -q --error-exitcode=66 "$B/hg/embed_check" "$WORK/wfc.safetensors" --loads
  expect_out "20 concurrent loads (4 threads) run like the first one"
  checks=$((checks + 1))
  grep -q 'Possible data race' "$ERR" && { fail "helgrind: a race in concurrent treefc_load"; head -n 20 "$ERR" >&2; }
else
  fail "tests/embed_check.c does not compile against the x86-64-v2 treefc.h"
  head -n 20 "$WORK/cc.log" >&2
fi

# Two built models in one process, with seeded weights and --name.
expect_status 0 "$CORTEX" build "$EX/treernn.cx" -D H=4 --shared -o "$B/librnn.so" --name rnn
cat >"$WORK/two.c" <<'C'
#include <stdio.h>
#include "treefc.h"
#include "rnn.h"
int main(void) {
  char err[256];
  treefc_model *a = treefc_init(1, err, sizeof err);
  rnn_model *b = rnn_init(1, err, sizeof err);
  if (!a || !b) { printf("load: %s\n", err); return 1; }
  int32_t start[] = {0, 2, 2, 2}, kids[] = {1, 2}, words[] = {0, 1, 2};
  treefc_structure s = {3, start, kids, words, NULL};
  rnn_structure r = {3, start, kids, words, NULL};
  treefc_batch ba = {1, &s};
  rnn_batch bb = {1, &r};
  treefc_outputs *oa;
  rnn_outputs *ob;
  if (treefc_run(a, &ba, &oa, err, sizeof err) || rnn_run(b, &bb, &ob, err, sizeof err)) { printf("run: %s\n", err); return 1; }
  int64_t na, nb;
  treefc_output(oa, treefc_OUTPUT_h_root, 0, &na);
  rnn_output(ob, 0, 0, &nb);
  printf("%lld %lld\n", (long long)na, (long long)nb);
  treefc_outputs_free(oa);
  rnn_outputs_free(ob);
  treefc_free(a);
  rnn_free(b);
  return 0;
}
C
checks=$((checks + 1))
if "$CC" -o "$B/two" "$WORK/two.c" -I"$B" -L"$B" -ltreefc -lrnn -Wl,-rpath,"$B" >"$WORK/cc.log" 2>&1; then
  expect_status 0 "$B/two"
  expect_out "^8 4$"
else
  fail "a program with two built models does not link"
  head -n 20 "$WORK/cc.log" >&2
fi

finish
