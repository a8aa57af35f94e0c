#!/usr/bin/env python3
"""json_close.py WANT GOT [RTOL ATOL]: two JSON Lines outputs of cortex run
(or of a built program) hold the same structures, keys and lists, and every
number agrees within ATOL or within RTOL relative to its vector (default
1e-5 and 1e-6: the tolerance between the interpreter, which accumulates in
double, and the compiled code, whose GEMMs accumulate in float as BLAS
does).

Relative to its vector: the numbers of a list of numbers (a state, an
output row) are compared with RTOL times the largest magnitude in that
list, the norm-wise relative error of numerical linear algebra.  A float
dot product's rounding error is bounded by the magnitudes of its terms,
not of its result, so an element that happens to be near zero carries the
absolute error of its neighbours; an element-wise relative test would
reject correct float code there.  A lone number is compared with its own
magnitude.  Prints at most ten differences and exits 1 when there is any.

As a module (tests/fuzz_diff.py): compare_outputs(want, got) returns the
list of differences."""
import json
import sys

RTOL = 1e-5
ATOL = 1e-6


def compare(w, g, path, errors, rtol=RTOL, atol=ATOL, scale=None):
    """Appends to errors every way g differs from w (see the module doc)."""
    if isinstance(w, dict):
        if not isinstance(g, dict) or sorted(w) != sorted(g):
            errors.append("%s: keys %r, expected %r" % (path, g if not isinstance(g, dict) else sorted(g), sorted(w)))
            return
        for k in w:
            compare(w[k], g[k], path + "." + k, errors, rtol, atol)
    elif isinstance(w, list):
        if not isinstance(g, list) or len(g) != len(w):
            errors.append("%s: expected a list of %d" % (path, len(w)))
            return
        nums = [abs(x) for x in w if isinstance(x, (int, float)) and not isinstance(x, bool)]
        vec_scale = max(nums) if nums and len(nums) == len(w) else None
        for i, (x, y) in enumerate(zip(w, g)):
            compare(x, y, "%s[%d]" % (path, i), errors, rtol, atol, vec_scale)
    elif isinstance(w, bool) or not isinstance(w, (int, float)):
        if w != g:
            errors.append("%s: %r, expected %r" % (path, g, w))
    elif isinstance(g, bool) or not isinstance(g, (int, float)):
        errors.append("%s: %r, expected a number" % (path, g))
    else:
        d = abs(g - w)
        if d > atol and d > rtol * (abs(w) if scale is None else scale):
            errors.append("%s: got %.9g, expected %.9g" % (path, g, w))


def compare_outputs(want, got, want_name="the expected output", rtol=RTOL, atol=ATOL):
    """want, got: lists of parsed JSON Lines; returns the differences."""
    errors = []
    if not want:
        errors.append("%s is empty" % want_name)
    if len(got) != len(want):
        errors.append("%d structures, expected %d" % (len(got), len(want)))
    for w, g in zip(want, got):
        compare(w, g, "structure %s" % w.get("index"), errors, rtol, atol)
    return errors


def main(argv):
    want_path, got_path = argv[1], argv[2]
    rtol = float(argv[3]) if len(argv) > 3 else RTOL
    atol = float(argv[4]) if len(argv) > 4 else ATOL
    want = [json.loads(l) for l in open(want_path) if l.strip()]
    got = [json.loads(l) for l in open(got_path) if l.strip()]
    errors = compare_outputs(want, got, want_path, rtol, atol)
    for e in errors[:10]:
        print("  " + e)
    if len(errors) > 10:
        print("  ... and %d more" % (len(errors) - 10))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
