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

# (attn_binary: node-set reductions, a per-structure and a per-node output;
# bitreelstm: a top-down pass, in a shared library; treelstm last: the
# tests after the loop use its model)
for name, model in (("attn_binary", os.path.join(top, "tests", "v2_compiled", "attn_binary.cx")),
                    ("bitreelstm", os.path.join(EX, "bitreelstm.cx")),
                    ("treefc", os.path.join(EX, "treefc.cx")), ("treelstm", os.path.join(EX, "treelstm.cx"))):
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

# A model of several recs whose readouts read two of them (the attention
# of examples/attn_treelstm.cx, fused into one compiled pass): the
# binding's outputs, alpha per node included, are cortex run's, compiled
# and interpreted; a word on every node (E[n.word] at internal ones too).
ATTN = [{"parent": [-1, 0, 0, 2, 2], "word": ["It", "works", "and", "runs", "."]},
        {"parent": [-1, 0, 1, 1, 0, 4, 4], "word": ["a", "b", "c", "It", ".", "d", "works"]},
        {"parent": [-1], "word": ["x"]}]
attn_data = os.path.join(work, "attn.graph")
with open(attn_data, "w") as f:
    for t in ATTN:
        n = len(t["parent"])
        for v in range(n):
            kids = " ".join("n%d" % c for c in range(n) if t["parent"][c] == v)
            f.write("n%d: %s | word=%s\n" % (v, kids, t["word"][v]))
        f.write("\n")
attn = os.path.join(EX, "attn_treelstm.cx")
m = cortex.load(attn, defines={"H": 8}, seed=3, cortex=CORTEX)
a = m.run(ATTN)
check([len(x) for x in a["alpha"]] == [5, 7, 1], "attn_treelstm: per-node alpha shapes")
# tree[*]: the header's parenthesized (-1)
check(m.max_arity == -1 and m.constants.get("MAX_ARITY") == -1, "tree[*]: max_arity %r" % (m.max_arity,))
check(all(abs(float(np.sum(x)) - 1) < 1e-5 for x in a["alpha"]), "attn_treelstm: alpha does not sum to 1")
flags = ["-D", "H=8", "--seed", "3", "--data-format", "graph"]
matches_json(a, cortex_run(attn, attn_data, flags), "attn_treelstm (--jit)")
p = subprocess.run([CORTEX, "run", attn, "--data", attn_data, "--format", "json"] + flags,
                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
check(p.returncode == 0, "cortex run attn_treelstm failed: " + p.stderr)
matches_json(a, [json.loads(line)["outputs"] for line in p.stdout.splitlines() if line.strip()],
             "attn_treelstm (interpreted)")
m.close()
# top-down recs reading their node's children, outputs reducing over a
# node's children and parents (tests/v2_reductions/treen.cx): compiled
tn = os.path.join(top, "tests", "v2_reductions", "treen.cx")
m = cortex.load(tn, seed=3, cortex=CORTEX)
matches_json(m.run(ATTN), cortex_run(tn, attn_data, ["--seed", "3", "--data-format", "graph"]), "treen (--jit)")
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

# every user error is a CortexError, whatever the type of the argument
raises(lambda: m.run(123456), "run(int)", "takes a list of trees")
raises(lambda: m.run(None), "run(None)", "takes a list of trees")
raises(lambda: m.run(1.5), "run(float)", "takes a list of trees")
raises(lambda: m.run(b"(2 a)"), "run(bytes)", "takes a list of trees")
raises(lambda: m.run([1.5]), "a float as a tree", "got 1.5 (float)")
raises(lambda: m.run([None]), "None as a tree", "a tree is a PTB string")
raises(lambda: m.run(["(2 (2 It) (2 .))", ("a", 1.5)]), "a float leaf", "tree 1: nested tree: a leaf must be")
raises(lambda: m.run([("a", True)]), "a bool leaf", "got True (bool)")
raises(lambda: m.run(tuple(PTB)), "a tuple of PTB strings", "a batch of trees is a list")
raises(lambda: m.run([{"parent": 5}]), "parent not a list", "'parent' must be a list of ints")
raises(lambda: m.run([{"parent": [-1, 0.5]}]), "a float parent", "parent[1] must be an int")
raises(lambda: m.run([{"word": [1]}]), "no parent", "needs a 'parent' entry")
raises(lambda: m.run([{"parent": [-1, 0, 0], "word": 5}]), "word not a list", "must be a list of 3 values")
raises(lambda: m.run([{"parent": [-1, 0, 0], "word": [None, "a"]}]), "too few words", "has 2 values for 3 nodes")
raises(lambda: m.run([{"parent": [-1, 0, 0], "word": [None, "It", 1.5]}]), "a float word", "a word is a token")
raises(lambda: m.run([{"parent": [-1, 0, 0], "word": [None, 2 ** 40, 1]}]), "a word id beyond 32 bits",
       "does not fit in 32 bits")
raises(lambda: m.run([{"parent": [-1, 0, 0], "wrod": [None, 1, 1]}]), "a misspelt field", "(it gives 'wrod')")
raises(lambda: cortex.load(12, cortex=CORTEX), "load(int)", "model must be the name of a .cx file")
raises(lambda: cortex.load(model, defines={"H": "8"}, cortex=CORTEX), "a str define", "defines['H'] must be an int")
raises(lambda: cortex.load(model, defines={"H": 8.5}, cortex=CORTEX), "a float define", "must be an int, got 8.5")
raises(lambda: cortex.load(model, defines="H=8", cortex=CORTEX), "defines as a str", "defines must be a dict")
raises(lambda: cortex.load(model, defines={"8H": 8}, cortex=CORTEX), "a bad const name", "is not a const name")
raises(lambda: cortex.load(model, defines={"H": 8}, seed=-1, cortex=CORTEX), "a negative seed", "seed must be from 0")
raises(lambda: cortex.load(model, defines={"H": 8}, seed="1", cortex=CORTEX), "a str seed", "seed must be an int")
raises(lambda: cortex.load(model, defines={"H": 8}, weights=w, seed=1, cortex=CORTEX), "weights and seed",
       "both given")
raises(lambda: cortex.load(model, defines={"H": 8}, weights=3, cortex=CORTEX), "weights as an int",
       "weights must be the name of a safetensors file")
raises(lambda: cortex.load(model, defines={"H": 8}, vocab=5, cortex=CORTEX), "vocab as an int",
       "vocab must be a file name or a list of tokens")
raises(lambda: cortex.load(model, defines={"H": 8}, vocab=["a", 3], cortex=CORTEX), "an int in vocab",
       "a token must be a str")
raises(lambda: cortex.load(model, defines={"H": 8}, vocab=os.path.join(work, "nope.txt"), cortex=CORTEX),
       "a missing vocab file", "cannot read the vocabulary")
raises(lambda: cortex.load(model, defines={"H": 8}, unk="<unk>", cortex=CORTEX), "unk without vocab", "needs vocab=")
raises(lambda: cortex.load(model, defines={"H": 8}, includes=5, cortex=CORTEX), "includes as an int",
       "includes must be a list of folders")

# a structure as nested tuples, nested lists or both, given alone or in a list
mt = cortex.load(os.path.join(EX, "treefc.cx"), defines={"H": 8}, seed=3, cortex=CORTEX)
ref = mt.run([NESTED[0]])
same(mt.run(NESTED[0]), ref, "one nested tuple given alone")
same(mt.run([["It", ["works", "."]]]), ref, "nested lists")
same(mt.run([["It", ("works", ".")]]), ref, "nested lists and tuples")
same(mt.run(iter([NESTED[0]])), ref, "an iterator of trees")
# a deep tree (left-deep binary, 5,000 levels) needs no Python recursion
deep = "a"
for _ in range(5000):
    deep = (deep, "b")
try:
    got = mt.run([deep])
    check(got["h"][0].shape[0] == 10001, "the deep tree's per-node output has %d nodes" % got["h"][0].shape[0])
except Exception as e:  # noqa: BLE001
    check(False, "a 5,000-deep nested tuple raised %s: %s" % (type(e).__name__, e))
# a list or tuple used twice is a subtree in each place (a tree, not a DAG)
sub = ["works", "."]
same(mt.run([[sub, sub]]), mt.run([[["works", "."], ["works", "."]]]), "a shared sub-list")
# a list that contains itself, and a tree of 2**41 nodes made of 41 tuples, raise
# (not hang eating memory): in a child with 2 GiB of address space and a minute
# (the address space unbounded in a sanitizer build, whose shadow memory
# alone is terabytes of it; the minute still catches a hang)
CHILD = """
import os, resource, sys
if not os.environ.get("SAN_CFLAGS"):
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))
sys.path.insert(0, %r)
import cortex
m = cortex.load(%r, defines={"H": 4}, seed=1, cortex=%r)
l = ["a"]; l.append(l)
c = ("x", ["y", "z"]); c[1][1] = c
t = "a"
for _ in range(40):
    t = (t, t)
for what, tree in (("cycle", l), ("deep cycle", c), ("2**41 nodes", t)):
    try:
        m.run([tree])
        print(what, "ran")
    except cortex.CortexError as e:
        print(what, "CortexError:", e)
""" % (os.path.join(top, "python"), os.path.join(EX, "treefc.cx"), CORTEX)
try:
    p = subprocess.run([sys.executable, "-c", CHILD], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True, timeout=60, env=dict(os.environ, OPENBLAS_NUM_THREADS="1"))
    out = p.stdout
except subprocess.TimeoutExpired:
    out = "(timed out after 60 s)"
for want in ("cycle CortexError: tree 0: nested tree: the list at [1] is the list at the root again",
             "deep cycle CortexError: tree 0: nested tree: the tuple at [1][1] is the tuple at the root again",
             "the structure contains itself (a cycle)",
             "2**41 nodes CortexError: tree 0: nested tree: more than 1000000 nodes, the limit per tree"):
    check(want in out, "a structure that contains itself / is too big: %r lacks %r" % (out, want))
# includes given as one folder (a str), not its characters
inc = os.path.join(work, "inc")
os.makedirs(inc)
with open(os.path.join(inc, "extra.cx"), "w") as f:
    f.write("const H2 = 3;\n")
with open(os.path.join(work, "uses_extra.cx"), "w") as f:
    f.write(open(os.path.join(EX, "treefc.cx")).read() + "\nimport \"extra.cx\";\n")
try:
    cortex.load(os.path.join(work, "uses_extra.cx"), defines={"H": 4}, includes=inc, cortex=CORTEX).close()
    check(True, "")
except cortex.CortexError as e:
    check(False, "includes=str: %s" % e)
mt.close()

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
