#!/usr/bin/env python3
"""The Python binding (python/cortex): PTB strings, nested tuples and parent
arrays describing the same trees give identical outputs, equal to
`cortex run --jit --format json` within 1e-6; weights files and vocabularies;
errors raise cortex.CortexError.  Run by tests/python_binding.sh (no pytest)."""
import json
import os
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # keep python/ free of __pycache__
top = os.environ.get("top_srcdir", os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.join(top, "python"))
import numpy as np  # noqa: E402
import cortex  # noqa: E402

CORTEX = os.environ.get("CORTEX", os.path.join(top, "cortex"))
EX = os.path.join(top, "examples")
work = tempfile.mkdtemp(prefix="cortex-py.")
checks = failures = 0


def check(ok, what):
    global checks, failures
    checks += 1
    if not ok:
        failures += 1
        print("FAIL: " + what, file=sys.stderr)


def raises(fn, what, needle=None):
    try:
        fn()
    except cortex.CortexError as e:
        check(needle is None or needle in str(e), "%s: message %r lacks %r" % (what, str(e), needle))
        return
    except Exception as e:  # noqa: BLE001
        check(False, "%s: raised %s, not CortexError: %s" % (what, type(e).__name__, e))
        return
    check(False, what + ": no error")


PTB = ["(3 (2 It) (4 (2 works) (2 .)))",
       "(1 (2 a) (2 (3 (2 b) (1 c)) (2 .)))",
       "(2 (2 It) (2 .))"]
NESTED = [("It", ("works", ".")),
          ("a", (("b", "c"), ".")),
          ("It", ".")]
PARENTS = [{"parent": [-1, 0, 0, 2, 2], "word": [None, "It", None, "works", "."]},
           {"parent": [-1, 0, 0, 2, 3, 3, 2], "word": [None, "a", None, None, "b", "c", "."]},
           {"parent": [-1, 0, 0], "word": [None, "It", "."]}]


def cortex_run(model, data_file, extra):
    p = subprocess.run([CORTEX, "run", model, "--jit", "--data", data_file, "--format", "json"] + extra,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    check(p.returncode == 0, "cortex run %s failed: %s" % (model, p.stderr))
    return [json.loads(line)["outputs"] for line in p.stdout.splitlines() if line.strip()]


def same(a, b, what):
    check(set(a) == set(b), what + ": other output names")
    for k in a:
        x, y = a[k], b.get(k)
        if isinstance(x, list):
            ok = isinstance(y, list) and len(x) == len(y) and all(
                np.asarray(u).shape == np.asarray(v).shape and np.array_equal(u, v) for u, v in zip(x, y))
        else:
            ok = y is not None and x.shape == y.shape and np.array_equal(x, y)
        check(ok, "%s: output %s differs" % (what, k))


def matches_json(got, want, what):
    for s, outs in enumerate(want):
        for k, v in outs.items():
            g = got[k][s]
            v = np.asarray(v, dtype=np.float64)
            ok = np.shape(g) == v.shape and np.allclose(np.asarray(g, dtype=np.float64), v, rtol=1e-6, atol=1e-6)
            check(ok, "%s: structure %d output %s: %s, cortex run says %s" % (what, s, k, g, v.tolist()))


data = os.path.join(work, "trees.txt")
with open(data, "w") as f:
    f.write("\n".join(PTB) + "\n")

for name in ("treefc", "treelstm"):
    model = os.path.join(EX, name + ".cx")
    m = cortex.load(model, defines={"H": 8}, seed=3, cortex=CORTEX)
    a = m.run(PTB)
    b = m.run(NESTED)
    c = m.run(PARENTS)
    same(a, b, name + ": PTB vs nested tuples")
    same(a, c, name + ": PTB vs parent arrays")
    for k, (oname, idx, size, per_node, is_int, shape) in m.outputs.items():
        if per_node:
            check(isinstance(a[k], list) and [len(x) for x in a[k]] == [5, 7, 3], name + ": per-node " + k + " shapes")
        else:
            check(a[k].shape == (3,) + shape, name + ": per-structure " + k + " shape " + str(a[k].shape))
    matches_json(a, cortex_run(model, data, ["-D", "H=8", "--seed", "3"]), name + " (seed)")
    # one structure at a time gives what the batch gives
    one = m.run(PTB[1])
    for k in a:
        check(np.array_equal(one[k][0], a[k][1]), name + ": batch of one differs for " + k)
    # word ids as ints are the vocabulary's ids
    ids = (m.vocab["It"], (m.vocab["works"], m.vocab["."]))
    same(m.run([ids]), m.run([NESTED[0]]), name + ": word ids vs tokens")
    m.close()

# weights file + fixed vocabulary with an unknown-word token
model = os.path.join(EX, "treelstm.cx")
w = os.path.join(work, "w.safetensors")
subprocess.run([CORTEX, "init-weights", model, "-D", "H=8", "--seed", "9", "-o", w], check=True)
vocab = os.path.join(work, "vocab.txt")
with open(vocab, "w") as f:
    f.write("<unk>\nthe\n.\nIt\n")
m = cortex.load(model, weights=w, defines={"H": 8}, vocab=vocab, unk="<unk>", cortex=CORTEX)
got = m.run(PTB)
matches_json(got, cortex_run(model, data, ["-D", "H=8", "--weights", w, "--vocab", vocab, "--unk", "<unk>"]),
             "treelstm (weights, vocab)")
check(m.word_id("nope") == 0 and m.word_id("It") == 3, "vocab file ids / unk")
m2 = cortex.load(model, weights=w, defines={"H": 8}, vocab=vocab, cortex=CORTEX)
raises(lambda: m2.run(["(2 (2 zzz) (2 .))"]), "unknown word without unk", "zzz")

# errors
raises(lambda: m.run(["(3 (2 It) (4 (2 works)"]), "bad PTB (unbalanced)")
raises(lambda: m.run(["(x (2 It))"]), "bad PTB (label)", "label")
raises(lambda: m.run(["(2 It) extra"]), "bad PTB (trailing)")
raises(lambda: m.run([(10 ** 6, 1)]), "word id out of range")
raises(lambda: m.run([{"parent": [-1, 0, 0, 0], "word": [-1, 1, 1, 1]}]), "too many children")
raises(lambda: m.run([{"parent": [-1, -1], "word": [1, 1]}]), "two roots", "root")
raises(lambda: m.run([("a", [])]), "empty tuple")
raises(lambda: cortex.load(os.path.join(work, "missing.cx"), cortex=CORTEX), "missing model")
bad = os.path.join(work, "bad.cx")
with open(bad, "w") as f:
    f.write("model bad;\nthis is not cortex\n")
raises(lambda: cortex.load(bad, cortex=CORTEX), "model that does not compile", "cortex build failed")
raises(lambda: cortex.load(model, weights=os.path.join(work, "nope.safetensors"), defines={"H": 8}, cortex=CORTEX),
       "missing weights file")

# the cache: a second load reuses the library; another define builds another
m3 = cortex.load(model, defines={"H": 8}, seed=1, cortex=CORTEX)
check(m3.library_path == m.library_path, "the cache did not reuse the library")
m4 = cortex.load(model, defines={"H": 4}, seed=1, cortex=CORTEX)
check(m4.library_path != m.library_path, "another -D did not build another library")
cache = os.environ.get("CORTEX_CACHE_DIR")
if cache:
    check(m.library_path.startswith(os.path.join(cache, "python")), "library outside $CORTEX_CACHE_DIR/python")

print("%d passed, %d failed" % (checks - failures, failures))
sys.exit(1 if failures else 0)
