#!/bin/sh
# The installed tree, run by `make installcheck` (installcheck-local in
# Makefile.am), hence also by `make distcheck` after its `make install`.
# The environment gives the install folders as make has them (prefix,
# bindir, libdir, includedir, pkgdatadir, mandir: configure's, or those of
# `make installcheck prefix=DIR`), DESTDIR (possibly empty), top_srcdir,
# CC and PKG_CONFIG.  tests/install_prefix.sh runs it on both kinds of
# install in `make check`.  By hand:
#   make install DESTDIR=/tmp/d && make installcheck DESTDIR=/tmp/d
CORTEX="${DESTDIR}${bindir}/cortex"
export CORTEX
unset CORTEX_PATH
. "${top_srcdir}/tests/load_lib.sh"

# With DESTDIR, the library is not where the binary's rpath points.
LD_LIBRARY_PATH="${DESTDIR}${libdir}${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export LD_LIBRARY_PATH

# --- the files --------------------------------------------------------------------
for f in "$CORTEX" "${DESTDIR}${pkgdatadir}/cx/nn.cx" "${DESTDIR}${includedir}/cortex/cxrt.h" \
         "${DESTDIR}${libdir}/pkgconfig/cortex.pc" "${DESTDIR}${mandir}/man1/cortex.1" \
         "${DESTDIR}${libdir}/libcortexrt.so"; do
  checks=$((checks + 1))
  [ -e "$f" ] || fail "not installed: $f"
done
checks=$((checks + 1))
[ -x "$CORTEX" ] || fail "$CORTEX is not executable"

# --- the installed command ---------------------------------------------------------------
expect_status 0 "$CORTEX" --version
expect_out "cortex [0-9]"
# treelstm.cx imports "nn.cx": found in the installed stdlib folder.
expect_status 0 "$CORTEX" check "$EX/treelstm.cx"
expect_status 0 "$CORTEX" run "$EX/treelstm.cx" -D H=8 --data "$EX/data/sst_dev_50.txt" --seed 1 --limit 2 --format json
expect_out '^{"index": 1, "nodes": 25, "outputs": {"logits": \['
expect_status 0 "$CORTEX" viz "$EX/treefc.cx" --data "$EX/data/sst_dev_50.txt" --index 0
expect_out '^digraph'

# The stdlib and the library are found relative to the executable
# (PREFIX/bin/cortex -> PREFIX/share/cortex/cx, PREFIX/lib), so an
# installed tree can be moved: a copy of bin/, lib/ and share/ with an
# extra module that exists nowhere else, run without LD_LIBRARY_PATH.
reloc="$WORK/reloc"
mkdir -p "$reloc/bin" "$reloc/lib" "$reloc/share/cortex"
cp "$CORTEX" "$reloc/bin/cortex"
cp -P "${DESTDIR}${libdir}"/libcortexrt.so* "$reloc/lib/"
cp -R "${DESTDIR}${pkgdatadir}/cx" "$reloc/share/cortex/cx"
cp -R "${DESTDIR}${libdir}/cortex" "$reloc/lib/cortex"
cp "${DESTDIR}${pkgdatadir}/cx/nn.cx" "$reloc/share/cortex/cx/installcheck_probe.cx"
sed 's/import "nn.cx"/import "installcheck_probe.cx"/' "$EX/treelstm.cx" >"$WORK/probe_model.cx"
checks=$((checks + 1))
grep -q 'installcheck_probe.cx' "$WORK/probe_model.cx" || fail "treelstm.cx no longer imports nn.cx"
expect_status 0 env -u LD_LIBRARY_PATH "$reloc/bin/cortex" check "$WORK/probe_model.cx"
expect_status 0 env -u LD_LIBRARY_PATH "$reloc/bin/cortex" run "$EX/treefc.cx" -D H=4 \
  --data "$EX/data/sst_dev_50.txt" --seed 1 --limit 1
expect_status 1 "$CORTEX" check "$WORK/probe_model.cx"
expect_err "installcheck_probe.cx"
# cortex build finds the runtime archive relative to itself too
# (PREFIX/bin/cortex -> PREFIX/lib/cortex/libcortexbuild.a).
mkdir -p "$WORK/reloc_lib"
expect_status 0 env -u LD_LIBRARY_PATH "$reloc/bin/cortex" build "$EX/treefc.cx" -D H=4 --shared \
  -o "$WORK/reloc_lib/libtreefc.so"
checks=$((checks + 1))
[ -f "$WORK/reloc_lib/libtreefc.so" ] && [ -f "$WORK/reloc_lib/treefc.h" ] || fail "the moved cortex built no library"

# --- a built model in a C program --------------------------------------------------------
# What docs/embedding.md tells a C user: the library and its header from
# the installed cortex, the program compiled with -I. -L. -lNAME and an
# $ORIGIN rpath, no libcortexrt; its outputs are cortex run --jit's.
B="$WORK/embed"
mkdir -p "$B"
expect_status 0 "$CORTEX" build "$EX/treefc.cx" -D H=8 --shared -o "$B/libtreefc.so"
expect_status 0 "$CORTEX" init-weights "$EX/treefc.cx" -D H=8 --seed 4 -o "$B/w.safetensors"
checks=$((checks + 1))
# shellcheck disable=SC2016
if (cd "$B" && ${CC:-cc} -Wall -Wextra -Werror -o embed "$EX/embed/embed.c" -I. -L. -ltreefc -Wl,-rpath,'$ORIGIN') \
  >"$WORK/cc_embed.log" 2>&1; then
  expect_status 0 env -u LD_LIBRARY_PATH "$B/embed" "$B/w.safetensors"
  cp "$OUT" "$WORK/embed.json"
  printf '(1 (2 a) (3 b))\n(0 (1 c) (2 (3 a) (4 d)))\n' >"$WORK/trees.txt"
  expect_status 0 "$CORTEX" run "$EX/treefc.cx" -D H=8 --data "$WORK/trees.txt" --weights "$B/w.safetensors" \
    --format json --jit
  checks=$((checks + 1))
  cmp -s "$OUT" "$WORK/embed.json" || fail "the embedded model prints other outputs than cortex run --jit"
else
  fail "examples/embed/embed.c does not build against the installed cortex's treefc.h with -I. -L. -ltreefc"
  head -n 10 "$WORK/cc_embed.log" >&2
fi

# libtool's description of the installed library names where it is.
checks=$((checks + 1))
grep -q "^libdir='${libdir}'\$" "${DESTDIR}${libdir}/libcortexrt.la" ||
  fail "libcortexrt.la does not name libdir='${libdir}': $(grep '^libdir=' "${DESTDIR}${libdir}/libcortexrt.la")"

# --- the man page ---------------------------------------------------------------------------
man1="${DESTDIR}${mandir}/man1/cortex.1"
checks=$((checks + 1))
grep -q '^\.TH CORTEX 1' "$man1" || fail "cortex.1 has no .TH CORTEX 1 header"
for section in NAME SYNOPSIS DESCRIPTION COMMANDS OPTIONS "EXIT STATUS" ENVIRONMENT FILES EXAMPLES "SEE ALSO"; do
  checks=$((checks + 1))
  grep -q "^\.SH \"*$section\"*\$" "$man1" || fail "cortex.1 lacks the section $section"
done
if command -v groff >/dev/null 2>&1; then
  checks=$((checks + 1))
  groff -man -Tutf8 -ww -z "$man1" >"$WORK/groff.log" 2>&1 || fail "groff fails on cortex.1"
  [ -s "$WORK/groff.log" ] && { fail "groff warns on cortex.1"; head -n 5 "$WORK/groff.log" >&2; }
fi

# --- pkg-config, the header and the library ---------------------------------------------------
: "${PKG_CONFIG:=pkg-config}"
if command -v "$PKG_CONFIG" >/dev/null 2>&1; then
  PKG_CONFIG_PATH="${DESTDIR}${libdir}/pkgconfig"
  export PKG_CONFIG_PATH
  # With DESTDIR, -I and -L must point into it.
  if [ -n "${DESTDIR}" ]; then PKG_CONFIG_SYSROOT_DIR="$DESTDIR"; export PKG_CONFIG_SYSROOT_DIR; fi
  expect_status 0 "$PKG_CONFIG" --libs cortex
  expect_out "-lcortexrt"
  expect_out "-L${DESTDIR}${libdir}"
  expect_status 0 "$PKG_CONFIG" --cflags cortex
  expect_out "-I${DESTDIR}${includedir}/cortex"
  expect_status 0 "$PKG_CONFIG" --modversion cortex
  expect_out '^[0-9]'
  # The file names the prefix the tree was installed with (make install
  # prefix=DIR overrides configure's; DESTDIR is not part of it: the
  # sysroot above adds it to the flags).
  expect_status 0 "$PKG_CONFIG" --variable=prefix cortex
  expect_out "^${prefix}\$"
  expect_status 0 "$PKG_CONFIG" --variable=stdlibdir cortex
  expect_out "^${pkgdatadir}/cx\$"
  cflags=$("$PKG_CONFIG" --cflags cortex)
  libs=$("$PKG_CONFIG" --libs cortex)
  cat >"$WORK/prog.c" <<'EOF'
#include <cxrt.h>
#include <stdio.h>
#include <string.h>
int main(void) {
  CxrtDataset d;
  CxrtError err;
  const char *text = "(3 (2 It) (4 (2 works) (2 .)))\n";
  if (cxrt_data_read_mem(text, strlen(text), "mem.ptb", NULL, NULL, &d, &err) != 0) {
    cxrt_error_print(stderr, &err);
    return 1;
  }
  char line[128];
  cxrt_progress_format(line, sizeof line, "read", d.structs[0].nnodes, 5, 1.0, true);
  printf("%d structure(s), %s\n", d.nstructs, line);
  cxrt_dataset_free(&d);
  return 0;
}
EOF
  checks=$((checks + 1))
  # shellcheck disable=SC2086
  # In a sanitizer build the installed libcortexrt is instrumented, so a
  # program linked with it needs the sanitizer runtime first (SAN_CFLAGS
  # is empty otherwise).
  if ${CC:-cc} ${SAN_CFLAGS:-} -o "$WORK/prog" "$WORK/prog.c" $cflags $libs >"$WORK/cc.log" 2>&1; then
    expect_status 0 "$WORK/prog"
    expect_out "^1 structure(s), read \[####################\] 5/5 5.0/s in 0:01$"
  else
    fail "cannot build a program with pkg-config --cflags --libs cortex"
    head -n 10 "$WORK/cc.log" >&2
  fi
else
  echo "SKIP: pkg-config checks ($PKG_CONFIG not found)"
fi
finish
