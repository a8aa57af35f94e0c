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
. "${top_srcdir:-.}/tests/load_lib.sh"
: "${top_builddir:=.}"
: "${MAKE:=make}"

submake() {
  env -u MAKEFLAGS -u MFLAGS ${MAKE} -C "$top_builddir" --no-print-directory "$@"
}

# Files left under DIR (symlinks included), one per line.
left_in() {
  find "$1" \( -type f -o -type l \) -print | sort
}

# install_check HOW TREE PREFIX: make install HOW (prefix=DIR or
# DESTDIR=DIR) puts the tree in TREE; its cortex.pc names PREFIX (the
# final prefix, without DESTDIR); make installcheck HOW passes; make
# uninstall HOW leaves no file in TREE.
install_check() {
  ic_how=$1 ic_tree=$2 ic_prefix=$3 # (not $want: expect_status sets it)
  expect_status 0 submake install "$ic_how"
  checks=$((checks + 1))
  [ -x "$ic_tree/bin/cortex" ] && [ -f "$ic_tree/lib/pkgconfig/cortex.pc" ] && [ -f "$ic_tree/lib/cortex/libcortexbuild.a" ] ||
    fail "make install $ic_how did not install bin/cortex, lib/pkgconfig/cortex.pc and lib/cortex/libcortexbuild.a in $ic_tree"
  checks=$((checks + 1))
  grep -q "^prefix=$ic_prefix\$" "$ic_tree/lib/pkgconfig/cortex.pc" ||
    fail "cortex.pc of make install $ic_how says $(grep '^prefix=' "$ic_tree/lib/pkgconfig/cortex.pc"), not prefix=$ic_prefix"
  expect_status 0 submake installcheck "$ic_how"
  expect_out '^[0-9]* passed, 0 failed$'
  expect_status 0 submake uninstall "$ic_how"
  checks=$((checks + 1))
  left_in "$ic_tree" >"$WORK/left"
  [ -s "$WORK/left" ] && { fail "make uninstall $ic_how left files:"; head -n 10 "$WORK/left" >&2; }
}

# make install prefix=DIR: the prefix overridden after configure.
P="$WORK/prefix"
install_check "prefix=$P" "$P" "$P"
# make install DESTDIR=DIR: a staged install of configure's prefix.
D="$WORK/stage"
prefix=$(sed -n 's/^prefix = //p' "$top_builddir/Makefile")
checks=$((checks + 1))
[ -n "$prefix" ] || fail "no prefix in $top_builddir/Makefile"
install_check "DESTDIR=$D" "$D$prefix" "$prefix"

# The build tree's cortex.pc is configure's again after a plain make.
expect_status 0 submake cortex.pc
checks=$((checks + 1))
grep -q "^prefix=$prefix\$" "$top_builddir/cortex.pc" || fail "cortex.pc was not remade for prefix $prefix"
finish
