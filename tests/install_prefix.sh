#!/bin/sh
# Installing to a prefix, both ways a user or a packager does it, checked
# with the installed tree's own `make installcheck` (tests/install.sh: the
# installed cortex on the examples, a model built with `cortex build
# --shared` and a C program compiled against its NAME.h, a program linked
# with `pkg-config --cflags --libs cortex`), then `make uninstall`:
#   make install prefix=DIR      (prefix overridden after configure)
#   make install DESTDIR=DIR     (a staged install of configure's prefix)
# Runs make in the build tree ($MAKE, else make) without the parent's
# MAKEFLAGS, so the nested make neither joins nor warns about its jobserver.
. "${top_srcdir:-.}/tests/lib.sh"
: "${top_builddir:=.}"
: "${MAKE:=make}"

submake() {
  env -u MAKEFLAGS -u MFLAGS ${MAKE} -C "$top_builddir" --no-print-directory "$@"
}

# Files left under DIR (symlinks included), one per line.
left_in() {
  find "$1" \( -type f -o -type l \) -print | sort
}

# --- make install prefix=DIR -------------------------------------------------
P="$WORK/prefix"
expect_status 0 submake install prefix="$P"
checks=$((checks + 1))
[ -x "$P/bin/cortex" ] && [ -f "$P/lib/pkgconfig/cortex.pc" ] && [ -f "$P/lib/cortex/libcortexbuild.a" ] ||
  fail "make install prefix=$P did not install bin/cortex, lib/pkgconfig/cortex.pc and lib/cortex/libcortexbuild.a"
# cortex.pc says where it was installed, not where configure pointed.
checks=$((checks + 1))
grep -q "^prefix=$P\$" "$P/lib/pkgconfig/cortex.pc" ||
  fail "cortex.pc of make install prefix=$P says $(grep '^prefix=' "$P/lib/pkgconfig/cortex.pc")"
expect_status 0 submake installcheck prefix="$P"
expect_out '^[0-9]* passed, 0 failed$'
expect_status 0 submake uninstall prefix="$P"
checks=$((checks + 1))
left_in "$P" >"$WORK/left"
[ -s "$WORK/left" ] && { fail "make uninstall prefix=$P left files:"; head -n 10 "$WORK/left" >&2; }

# --- make install DESTDIR=DIR ------------------------------------------------
D="$WORK/stage"
expect_status 0 submake install DESTDIR="$D"
prefix=$(sed -n 's/^prefix = //p' "$top_builddir/Makefile")
checks=$((checks + 1))
[ -n "$prefix" ] && [ -x "$D$prefix/bin/cortex" ] || fail "make install DESTDIR=$D did not install $D$prefix/bin/cortex"
# The staged cortex.pc names the final prefix, without DESTDIR.
checks=$((checks + 1))
grep -q "^prefix=$prefix\$" "$D$prefix/lib/pkgconfig/cortex.pc" ||
  fail "cortex.pc of make install DESTDIR=$D says $(grep '^prefix=' "$D$prefix/lib/pkgconfig/cortex.pc")"
expect_status 0 submake installcheck DESTDIR="$D"
expect_out '^[0-9]* passed, 0 failed$'
expect_status 0 submake uninstall DESTDIR="$D"
checks=$((checks + 1))
left_in "$D" >"$WORK/left"
[ -s "$WORK/left" ] && { fail "make uninstall DESTDIR=$D left files:"; head -n 10 "$WORK/left" >&2; }

# The build tree's cortex.pc is configure's again after a plain make.
expect_status 0 submake cortex.pc
checks=$((checks + 1))
grep -q "^prefix=$prefix\$" "$top_builddir/cortex.pc" || fail "cortex.pc was not remade for prefix $prefix"
finish
