#!/bin/sh
# tools/fuzz_differential.sh SECONDS [fuzz_diff.py options...]: a campaign
# of differential fuzzing (tests/fuzz_diff.py, docs/reliability.md): random
# seeds from the clock until SECONDS have passed, bigger programs than make
# check's, two programs at a time.  Findings (program, data, repro.sh and
# the minimized min/) go to fuzz-findings/seed-N/ (--findings DIR to
# change); the exit status is 1 when there is any.  CORTEX names the cortex
# to test (default: ./cortex of the build folder this is run from).
#   tools/fuzz_differential.sh 3600
#   tools/fuzz_differential.sh 600 --start 42 --jobs 1 --opt kinds=dag,seq
if [ $# -lt 1 ]; then
  echo "usage: tools/fuzz_differential.sh SECONDS [tests/fuzz_diff.py options...]" >&2
  exit 2
fi
case $1 in
  ''|*[!0-9]*) echo "tools/fuzz_differential.sh: SECONDS must be a number of seconds, not '$1'" >&2; exit 2 ;;
esac
seconds=$1
shift
here=$(dirname "$0")
PYTHONDONTWRITEBYTECODE=1
export PYTHONDONTWRITEBYTECODE
exec python3 "$here/../tests/fuzz_diff.py" --cortex "${CORTEX:-./cortex}" --time "$seconds" \
  --profile campaign "$@"
