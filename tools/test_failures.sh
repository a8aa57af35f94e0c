#!/bin/sh
# tools/test_failures.sh [DIR]: the end of the log of every test that
# failed in the build tree DIR (default .), to stderr.  bootstrap check
# and .ci/run call it when make check fails, so that a CI log, of which
# only the end is kept, says why a test failed and not only which.
dir=${1:-.}
for trs in $(find "$dir" -name '*.trs' -not -path '*/_san/*' -not -path '*/_tsan/*' 2>/dev/null); do
  grep -q '^:test-result: \(FAIL\|ERROR\)' "$trs" || continue
  echo "==== the end of ${trs%.trs}.log ====" >&2
  tail -n "${LINES_PER_TEST:-30}" "${trs%.trs}.log" >&2
done
