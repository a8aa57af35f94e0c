# What tests/*.sh source to get the helpers of tests/lib.sh: loads it and
# fails the test at once unless all of it loaded.  A lib.sh cut short (a
# merge once took a function's closing brace: bash reports the syntax
# error and goes on) would leave every helper after the break undefined,
# and a test calling one would print "command not found" and pass.
cortex_test_via_loader=1
. "${top_srcdir:-.}/tests/lib.sh"
command -v cortex_test_lib_loaded >/dev/null 2>&1 || {
  echo "FAIL: tests/lib.sh did not load whole (cut short, or a syntax error in it): the helpers after the break are undefined" >&2
  exit 1
}
