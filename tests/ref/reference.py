#!/usr/bin/env python3
"""Independent NumPy reference for the numerics of Cortex's eight example models.

This script implements the eight models of MODELS.md (TreeFC, TreeRNN, binary
TreeLSTM, TreeGRU, Child-Sum TreeLSTM, MV-RNN, DAG-RNN, sequential LSTM)
directly from the equations, in float64, without reading any .cx file. It
writes a small test case per model into tests/ref/:

  <model>.data                  3 to 5 small structures in the format the model
                                reads (PTB text, CoNLL-U, graph format, sequences)
  <model>.weights.safetensors   hand-set F32 weights, under MODELS.md's names
  <model>.flags                 the -D overrides that give the small sizes
  <model>.expected.json         JSON Lines, the shape of `cortex run --format json`

<model> is the stem of the example in examples/. An end-to-end test runs

  ./cortex run examples/<model>.cx --data tests/ref/<model>.data \
      --weights tests/ref/<model>.weights.safetensors $(cat tests/ref/<model>.flags) \
      --format json

and compares the result with <model>.expected.json, numerically: exact for ints,
relative and absolute tolerance for floats (see compare.py). Cortex computes in
float32. This script checks that a float32 evaluation of the same math stays
inside compare.py's default tolerance.

Run it only to regenerate the fixtures:  python3 tests/ref/reference.py
It needs Python 3 and NumPy, and nothing else. On Debian, /usr/bin/python3 with
python3-numpy works.

Self-checks that run on every invocation:
  - the TreeLSTM and the Child-Sum TreeLSTM are computed twice: node by node
    with memoized recursion, and level by level in batches with the five gate
    matrices fused. The two must agree to 1e-12;
  - a TreeLSTM leaf computed by hand (H = 2; see hand_checked_treelstm_leaf);
  - each safetensors file is read back and compared;
  - argmax outputs have a margin, so float32 rounding cannot flip them;
  - a float32 evaluation stays within compare.py's tolerance.
"""

import json
import math
import os
import struct
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))

# compare.py's default tolerance: |got - want| <= ATOL + RTOL * |want|.
RTOL = 1e-4
ATOL = 1e-5


# ---------------------------------------------------------------------------
# Hand-set weights
# ---------------------------------------------------------------------------

def det_tensor(shape, k, scale=0.5):
    """The k-th tensor of a model: w[i] = scale * sin(1.37 * i + 0.61 * k + 0.2),
    scale = 0.5 unless the spec says otherwise.

    i is the row-major flat index. A step of 1.37 rad makes neighbouring
    elements nearly uncorrelated (with a smooth 0.37 every node of the
    TreeLSTM fixture got the same class). Because of the index, no matrix is
    symmetric, and because of the offset k, no two tensors are equal
    (make_weights asserts both), so a transposed matrix or a swapped tensor
    cannot go unnoticed. Rounded to float32, which is what the safetensors
    file stores and what Cortex reads."""
    n = int(np.prod(shape)) if shape else 1
    i = np.arange(n, dtype=np.float64)
    v = scale * np.sin(1.37 * i + 0.61 * k + 0.2)
    return v.astype(np.float32).reshape(shape)


def make_weights(specs):
    """specs: list of (name, shape) or (name, shape, scale), in declaration
    order."""
    w = {s[0]: det_tensor(s[1], k, *s[2:]) for k, s in enumerate(specs)}
    for name, a in w.items():
        if a.ndim == 2 and a.shape[0] == a.shape[1]:
            assert not np.allclose(a, a.T, atol=1e-3), name
    vals = sorted(tuple(a.ravel()[:2]) for a in w.values())
    assert len(set(vals)) == len(vals)
    return w


def write_safetensors(path, tensors):
    """Writes F32 tensors in the safetensors format. The file is an 8-byte
    little-endian header length, then the JSON header
    {name: {"dtype", "shape", "data_offsets": [begin, end]}} with its keys
    sorted and padded with spaces to a multiple of 8, then the data. The data
    is contiguous, in the header's key order, little-endian."""
    names = sorted(tensors)
    header = {}
    blobs = []
    off = 0
    for name in names:
        a = np.ascontiguousarray(tensors[name], dtype="<f4")
        b = a.tobytes()
        header[name] = {"dtype": "F32", "shape": list(a.shape),
                        "data_offsets": [off, off + len(b)]}
        blobs.append(b)
        off += len(b)
    h = json.dumps(header, sort_keys=True, separators=(",", ":")).encode("utf-8")
    h += b" " * ((-len(h)) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(h)))
        f.write(h)
        for b in blobs:
            f.write(b)


def read_safetensors(path):
    """Reads back what write_safetensors wrote (for the self-check)."""
    with open(path, "rb") as f:
        data = f.read()
    (hlen,) = struct.unpack("<Q", data[:8])
    assert hlen % 8 == 0
    header = json.loads(data[8:8 + hlen].decode("utf-8"))
    base = 8 + hlen
    out = {}
    end_max = 0
    for name, meta in header.items():
        assert meta["dtype"] == "F32"
        b, e = meta["data_offsets"]
        end_max = max(end_max, e)
        out[name] = np.frombuffer(data[base + b:base + e], dtype="<f4").reshape(meta["shape"])
    assert base + end_max == len(data)
    return out


# ---------------------------------------------------------------------------
# Structures and readers
# ---------------------------------------------------------------------------
#
# A structure is a dict: "nodes", a list of dicts in node order (the order of
# per-node outputs), each with "children" (a list of node indices in child
# order) and its int fields; and "root", the index of the unique node that no
# other node has as a child.

class Vocab:
    """Built in order of first appearance, as the runtime does without --vocab."""

    def __init__(self):
        self.ids = {}

    def id(self, tok):
        if tok not in self.ids:
            self.ids[tok] = len(self.ids)
        return self.ids[tok]


def find_root(nodes):
    is_child = [False] * len(nodes)
    for nd in nodes:
        for k in nd["children"]:
            is_child[k] = True
    roots = [i for i, c in enumerate(is_child) if not c]
    assert len(roots) == 1, roots
    return roots[0]


def read_ptb(text, vocab):
    """PTB bracket trees, one per line. Nodes in pre-order (the order of the
    opening brackets). label = the bracket's int; word = the leaf token's id,
    -1 at internal nodes."""
    structs = []
    for line in text.splitlines():
        if not line.strip():
            continue
        toks = line.replace("(", " ( ").replace(")", " ) ").split()
        pos = 0
        nodes = []

        def parse():
            nonlocal pos
            assert toks[pos] == "("
            pos += 1
            label = int(toks[pos])
            pos += 1
            me = len(nodes)
            nodes.append({"label": label, "word": -1, "children": []})
            if toks[pos] != "(":
                nodes[me]["word"] = vocab.id(toks[pos])
                pos += 1
            else:
                while toks[pos] == "(":
                    nodes[me]["children"].append(parse())
            assert toks[pos] == ")"
            pos += 1
            return me

        parse()
        assert pos == len(toks)
        structs.append({"nodes": nodes, "root": find_root(nodes)})
    return structs


def read_conllu(text, vocab):
    """CoNLL-U: nodes are the tokens in token order. Comment lines,
    multi-word token lines (ID 3-4) and empty nodes (ID 8.1) are skipped.
    word = FORM's id. The root is the token with HEAD 0, and a token's
    children are the tokens whose HEAD is it, in token order."""
    structs = []
    for block in text.split("\n\n"):
        toks = []
        for line in block.splitlines():
            if not line or line.startswith("#"):
                continue
            cols = line.split("\t")
            assert len(cols) == 10, line
            if "-" in cols[0] or "." in cols[0]:
                continue
            toks.append((int(cols[0]), cols[1], int(cols[6])))
        if not toks:
            continue
        nodes = [{"word": vocab.id(form), "children": []} for _, form, _ in toks]
        for idx, (tid, _, head) in enumerate(toks):
            assert tid == idx + 1
            if head > 0:
                nodes[head - 1]["children"].append(idx)
        root = find_root(nodes)
        assert toks[root][2] == 0
        structs.append({"nodes": nodes, "root": root})
    return structs


def read_graph(text):
    """Graph format: `ID: CHILD CHILD ... | field=INT`, # comments, blank
    lines between structures. Nodes in line order."""
    structs = []
    cur = []

    def flush():
        if not cur:
            return
        index = {nid: i for i, (nid, _, _) in enumerate(cur)}
        nodes = []
        for nid, ch, fields in cur:
            nd = {"children": [index[c] for c in ch]}
            nd.update(fields)
            nodes.append(nd)
        structs.append({"nodes": nodes, "root": find_root(nodes)})
        cur.clear()

    for line in text.splitlines():
        if line.startswith("#"):
            continue
        if not line.strip():
            flush()
            continue
        head, _, rest = line.partition("|")
        nid, _, ch = head.partition(":")
        fields = {}
        for kv in rest.split():
            k, _, v = kv.partition("=")
            fields[k] = int(v)
        cur.append((nid.strip(), ch.split(), fields))
    flush()
    return structs


def read_seq(text, vocab):
    """Sequences, one a line. Element i's only child is element i-1; the
    root is the last element."""
    structs = []
    for line in text.splitlines():
        words = line.split()
        if not words:
            continue
        nodes = [{"word": vocab.id(w), "children": [i - 1] if i > 0 else []}
                 for i, w in enumerate(words)]
        structs.append({"nodes": nodes, "root": find_root(nodes)})
    return structs


# ---------------------------------------------------------------------------
# The models (MODELS.md), node by node, memoized
# ---------------------------------------------------------------------------
#
# Each model function takes a structure and the weights (arrays of float64, or
# of float32 for the rounding check) and returns the outputs in the order the
# example declares them: a list of (name, kind, value) where kind is "struct"
# or "node". A per-node value is a list over the nodes in node order.

def sigmoid(x):
    return 1.0 / (1.0 + np.exp(-x))


def evaluate(st, cell):
    """cell(i, state) -> the state of node i, where state(j) gives the state
    of a child j. Memoized; it recurses on children only."""
    memo = {}

    def state(i):
        if i not in memo:
            memo[i] = cell(i, state)
        return memo[i]

    return state


def treefc(st, w):
    nodes = st["nodes"]

    def cell(i, state):
        nd = nodes[i]
        if not nd["children"]:
            return w["E"][nd["word"]]
        l, r = nd["children"]
        return np.tanh(w["W"] @ (state(l) + state(r)) + w["b"])

    s = evaluate(st, cell)
    return [("h_root", "struct", s(st["root"])),
            ("h", "node", [s(i) for i in range(len(nodes))])]


def treernn(st, w):
    nodes = st["nodes"]

    def cell(i, state):
        nd = nodes[i]
        if not nd["children"]:
            return w["E"][nd["word"]]
        l, r = nd["children"]
        return np.tanh(w["W_l"] @ state(l) + w["W_r"] @ state(r) + w["b"])

    s = evaluate(st, cell)
    return [("h_root", "struct", s(st["root"])),
            ("h", "node", [s(i) for i in range(len(nodes))])]


def treelstm_cell(nodes, w):
    def cell(i, state):
        nd = nodes[i]
        if not nd["children"]:
            x = w["E"][nd["word"]]
            ig = sigmoid(w["W_i"] @ x + w["b_i"])
            og = sigmoid(w["W_o"] @ x + w["b_o"])
            u = np.tanh(w["W_u"] @ x + w["b_u"])
            c = ig * u
            return (og * np.tanh(c), c)
        l, r = nd["children"]
        hl, cl = state(l)
        hr, cr = state(r)

        def g(name):
            return w["U_%s_l" % name] @ hl + w["U_%s_r" % name] @ hr + w["b_%s" % name]

        ig, fl, fr, og = sigmoid(g("i")), sigmoid(g("fl")), sigmoid(g("fr")), sigmoid(g("o"))
        u = np.tanh(g("u"))
        c = ig * u + fl * cl + fr * cr
        return (og * np.tanh(c), c)

    return cell


def treelstm(st, w):
    nodes = st["nodes"]
    s = evaluate(st, treelstm_cell(nodes, w))
    logits = [w["W_s"] @ s(i)[0] + w["b_s"] for i in range(len(nodes))]
    return [("logits", "struct", logits[st["root"]]),
            ("sentiment", "node", [int(np.argmax(z)) for z in logits])]


def treegru(st, w):
    nodes = st["nodes"]

    def cell(i, state):
        nd = nodes[i]
        if not nd["children"]:
            return np.tanh(w["W_x"] @ w["E"][nd["word"]] + w["b_x"])
        l, r = nd["children"]
        hl, hr = state(l), state(r)
        z = sigmoid(w["U_z_l"] @ hl + w["U_z_r"] @ hr + w["b_z"])
        rl = sigmoid(w["U_rl_l"] @ hl + w["U_rl_r"] @ hr + w["b_rl"])
        rr = sigmoid(w["U_rr_l"] @ hl + w["U_rr_r"] @ hr + w["b_rr"])
        hh = np.tanh(w["W_l"] @ (rl * hl) + w["W_r"] @ (rr * hr) + w["b_h"])
        return z * (hl + hr) / 2 + (1 - z) * hh

    s = evaluate(st, cell)
    return [("h_root", "struct", s(st["root"])),
            ("h", "node", [s(i) for i in range(len(nodes))])]


def childsum_cell(nodes, w):
    def cell(i, state):
        nd = nodes[i]
        x = w["E"][nd["word"]]
        kids = [state(k) for k in nd["children"]]
        H = x.shape[0]
        hs = np.zeros(H, dtype=x.dtype)
        fc = np.zeros(H, dtype=x.dtype)
        for hk, ck in kids:
            hs = hs + hk
        for hk, ck in kids:
            fk = sigmoid(w["W_f"] @ x + w["U_f"] @ hk + w["b_f"])
            fc = fc + fk * ck
        ig = sigmoid(w["W_i"] @ x + w["U_i"] @ hs + w["b_i"])
        og = sigmoid(w["W_o"] @ x + w["U_o"] @ hs + w["b_o"])
        u = np.tanh(w["W_u"] @ x + w["U_u"] @ hs + w["b_u"])
        c = ig * u + fc
        return (og * np.tanh(c), c)

    return cell


def childsum_treelstm(st, w):
    nodes = st["nodes"]
    s = evaluate(st, childsum_cell(nodes, w))
    return [("h_root", "struct", s(st["root"])[0]),
            ("h", "node", [s(i)[0] for i in range(len(nodes))])]


def mvrnn(st, w):
    nodes = st["nodes"]

    def cell(i, state):
        nd = nodes[i]
        if not nd["children"]:
            return (w["E"][nd["word"]], w["A0"])
        l, r = nd["children"]
        a, A = state(l)
        b, B = state(r)
        p = np.tanh(w["W"] @ np.concatenate([B @ a, A @ b]) + w["bias"])
        P = w["W_M"] @ np.concatenate([A, B], axis=0)
        return (p, P)

    s = evaluate(st, cell)
    p, P = s(st["root"])
    return [("p", "struct", p), ("P", "struct", P)]


def dagrnn(st, w):
    nodes = st["nodes"]

    def cell(i, state):
        nd = nodes[i]
        acc = w["U"] @ w["E"][nd["feat"]]
        for k in nd["children"]:
            acc = acc + w["W"] @ state(k)
        return np.tanh(acc + w["b"])

    s = evaluate(st, cell)
    return [("h_root", "struct", s(st["root"])),
            ("h", "node", [s(i) for i in range(len(nodes))])]


def seqlstm(st, w):
    nodes = st["nodes"]

    def cell(i, state):
        nd = nodes[i]
        x = w["E"][nd["word"]]
        if nd["children"]:
            hp, cp = state(nd["children"][0])
        else:
            hp = np.zeros_like(x)
            cp = np.zeros_like(x)

        def pre(g):
            return w["W_" + g] @ x + w["U_" + g] @ hp + w["b_" + g]

        ig, fg, og = sigmoid(pre("i")), sigmoid(pre("f")), sigmoid(pre("o"))
        u = np.tanh(pre("u"))
        c = fg * cp + ig * u
        return (og * np.tanh(c), c)

    s = evaluate(st, cell)
    return [("h_last", "struct", s(st["root"])[0]),
            ("h", "node", [s(i)[0] for i in range(len(nodes))])]


# ---------------------------------------------------------------------------
# Second, independent formulations (level by level, batched, fused gates)
# ---------------------------------------------------------------------------

# ---------------------------------------------------------------------------
# Language v2 models (several recs, top-down passes, readouts, contractions)
# ---------------------------------------------------------------------------
#
# These five come from their papers (see each example's header), not from
# MODELS.md. A top-down state is memoized over the parent, which a tree or a
# sequence node has at most one of.

def parent_of(st):
    """parent[i]: the node that has i as a child (None at the root)."""
    par = [None] * len(st["nodes"])
    for i, nd in enumerate(st["nodes"]):
        for k in nd["children"]:
            assert par[k] is None, "not a tree"
            par[k] = i
    return par


def evaluate_down(st, cell):
    """cell(i, parent_state) -> the state of node i; parent_state is None at
    the root. Memoized, recursing on the parent only."""
    par = parent_of(st)
    memo = {}

    def state(i):
        if i not in memo:
            memo[i] = cell(i, None if par[i] is None else state(par[i]))
        return memo[i]

    return state


def lstm_step(x, hp, cp, w, p):
    """One LSTM step with weights {p}W_g / {p}U_g / {p}b_g... named as in
    bitreelstm.cx: Wd_i, Ud_i, bd_i for g in i, f, o, u."""
    def pre(g):
        return w["W%s_%s" % (p, g)] @ x + w["U%s_%s" % (p, g)] @ hp + w["b%s_%s" % (p, g)]
    ig, fg, og = sigmoid(pre("i")), sigmoid(pre("f")), sigmoid(pre("o"))
    u = np.tanh(pre("u"))
    c = fg * cp + ig * u
    return (og * np.tanh(c), c)


def bitreelstm(st, w):
    """Teng and Zhang 2017 style: the binary TreeLSTM bottom-up, an LSTM
    top-down whose input is the node's bottom-up h and whose previous state
    is the parent's (zero at the root)."""
    nodes = st["nodes"]
    up = evaluate(st, treelstm_cell(nodes, w))

    def dcell(i, parent):
        x = up(i)[0]
        H = x.shape[0]
        hp, cp = parent if parent is not None else (np.zeros(H, x.dtype), np.zeros(H, x.dtype))
        return lstm_step(x, hp, cp, w, "d")

    down = evaluate_down(st, dcell)
    both = [np.concatenate([up(i)[0], down(i)[0]]) for i in range(len(nodes))]
    logits = [w["W_s"] @ b + w["b_s"] for b in both]
    return [("logits", "struct", logits[st["root"]]),
            ("h", "node", both),
            ("sentiment", "node", [int(np.argmax(z)) for z in logits])]


def gru_step(x, hp, w, d):
    """Cho et al. 2014 (nn.cx's gru_cell): h = z * h_p + (1 - z) * hh."""
    def g(name):
        return w["W%s_%s" % (d, name)], w["U%s_%s" % (d, name)], w["b%s_%s" % (d, name)]
    Wr, Ur, br = g("r")
    Wz, Uz, bz = g("z")
    Wh, Uh, bh = g("h")
    r = sigmoid(Wr @ x + Ur @ hp + br)
    z = sigmoid(Wz @ x + Uz @ hp + bz)
    hh = np.tanh(Wh @ x + Uh @ (r * hp) + bh)
    return z * hp + (1 - z) * hh


def bigru(st, w):
    """Forward over element i-1 (the child), backward over element i+1 (the
    parent). h_seq = [forward at the last element; backward at the first]."""
    nodes = st["nodes"]
    n = len(nodes)
    xs = [w["E"][nd["word"]] for nd in nodes]
    H = xs[0].shape[0]
    f = []
    for i in range(n):
        f.append(gru_step(xs[i], f[-1] if f else np.zeros(H, xs[0].dtype), w, "f"))
    b = [None] * n
    for i in reversed(range(n)):
        b[i] = gru_step(xs[i], b[i + 1] if i + 1 < n else np.zeros(H, xs[0].dtype), w, "b")
    assert st["root"] == n - 1
    return [("h_seq", "struct", np.concatenate([f[n - 1], b[0]])),
            ("h", "node", [np.concatenate([f[i], b[i]]) for i in range(n)])]


def attn_treelstm(st, w):
    """The Child-Sum TreeLSTM, then attention pooling over all nodes
    (Yang et al. 2016): a_j = w_a . tanh(W_a h_j + b_a), softmax over the
    tree's nodes, s = sum_j alpha_j h_j, logits = W_c s + b_c."""
    nodes = st["nodes"]
    s = evaluate(st, childsum_cell(nodes, w))
    hs = [s(i)[0] for i in range(len(nodes))]
    a = np.array([w["w_a"] @ np.tanh(w["W_a"] @ h + w["b_a"]) for h in hs])
    e = np.exp(a - a.max())
    alpha = e / e.sum()
    sent = sum(al * h for al, h in zip(alpha, hs))
    return [("sentence", "struct", sent),
            ("logits", "struct", w["W_c"] @ sent + w["b_c"]),
            ("alpha", "node", list(alpha))]


def rntn(st, w):
    """Socher et al. 2013: h = tanh(v^T V[a] v + W v + b), v = [h_l; h_r]."""
    nodes = st["nodes"]

    def cell(i, state):
        nd = nodes[i]
        if not nd["children"]:
            return w["E"][nd["word"]]
        l, r = nd["children"]
        v = np.concatenate([state(l), state(r)])
        bil = np.array([v @ w["V"][a] @ v for a in range(w["V"].shape[0])])
        return np.tanh(bil + w["W"] @ v + w["b"])

    h = evaluate(st, cell)
    logits = [w["W_s"] @ h(i) + w["b_s"] for i in range(len(nodes))]
    return [("logits", "struct", logits[st["root"]]),
            ("sentiment", "node", [int(np.argmax(z)) for z in logits])]


def tbcnn(st, w):
    """Mou et al. 2016: y(n) = tanh(W_t x_n + sum_k (eta_l W_l + eta_r W_r) x_k
    + b_conv) with eta_r = (p - 1)/(K - 1) for the p-th of K children (1/2
    for an only child), eta_l = 1 - eta_r; max pooling over all nodes."""
    nodes = st["nodes"]
    E = w["E"]
    ys = []
    for nd in nodes:
        acc = w["W_t"] @ E[nd["word"]] + w["b_conv"]
        K = len(nd["children"])
        for p, k in enumerate(nd["children"]):
            er = 0.5 if K == 1 else p / (K - 1)
            acc = acc + (er * w["W_r"] + (1 - er) * w["W_l"]) @ E[nodes[k]["word"]]
        ys.append(np.tanh(acc))
    pooled = np.max(np.stack(ys), axis=0)
    return [("pooled", "struct", pooled),
            ("logits", "struct", w["W_o"] @ pooled + w["b_o"]),
            ("y", "node", ys)]


def heights(nodes):
    """Height of each node: 0 at leaves, 1 + the max over the children. Found
    by iterating to a fixed point, with no recursion."""
    h = [0] * len(nodes)
    changed = True
    while changed:
        changed = False
        for i, nd in enumerate(nodes):
            want = 1 + max((h[k] for k in nd["children"]), default=-1)
            if want != h[i]:
                h[i] = want
                changed = True
    return h


def treelstm_levels(st, w):
    """Binary TreeLSTM, the way a dynamic-batching runtime computes it: all
    the nodes of one height at once, as a [nodes, H] batch. The five internal
    gates are one fused [5H, 2H] product over [h_l; h_r]. Returns
    (h, c) as [num_nodes, H] arrays in node order."""
    nodes = st["nodes"]
    n = len(nodes)
    H = w["b_i"].shape[0]
    hgt = heights(nodes)
    Hs = np.zeros((n, H))
    Cs = np.zeros((n, H))
    gates = ["i", "fl", "fr", "o", "u"]
    if max(hgt) > 0:
        Ufused = np.vstack([np.hstack([w["U_%s_l" % g], w["U_%s_r" % g]]) for g in gates])
        bfused = np.concatenate([w["b_%s" % g] for g in gates])
    Wleaf = np.vstack([w["W_i"], w["W_o"], w["W_u"]])
    bleaf = np.concatenate([w["b_i"], w["b_o"], w["b_u"]])
    for level in range(max(hgt) + 1):
        ids = [i for i in range(n) if hgt[i] == level]
        if level == 0:
            X = w["E"][[nodes[i]["word"] for i in ids]]           # [m, H]
            G = X @ Wleaf.T + bleaf                                # [m, 3H]
            ig, og, u = sigmoid(G[:, :H]), sigmoid(G[:, H:2 * H]), np.tanh(G[:, 2 * H:])
            c = ig * u
        else:
            L = [nodes[i]["children"][0] for i in ids]
            R = [nodes[i]["children"][1] for i in ids]
            X = np.hstack([Hs[L], Hs[R]])                          # [m, 2H]
            G = X @ Ufused.T + bfused                              # [m, 5H]
            ig, fl, fr, og = (sigmoid(G[:, k * H:(k + 1) * H]) for k in range(4))
            u = np.tanh(G[:, 4 * H:])
            c = ig * u + fl * Cs[L] + fr * Cs[R]
        Hs[ids] = og * np.tanh(c)
        Cs[ids] = c
    return Hs, Cs


def childsum_levels(st, w):
    """Child-Sum TreeLSTM by levels. Sums over children are a 0/1 matrix
    product (segment sum), and the W x parts of the gates are one fused
    [4H, H] product."""
    nodes = st["nodes"]
    n = len(nodes)
    H = w["b_i"].shape[0]
    hgt = heights(nodes)
    Hs = np.zeros((n, H))
    Cs = np.zeros((n, H))
    Wx = np.vstack([w["W_i"], w["W_o"], w["W_u"], w["W_f"]])
    for level in range(max(hgt) + 1):
        ids = [i for i in range(n) if hgt[i] == level]
        m = len(ids)
        X = w["E"][[nodes[i]["word"] for i in ids]]
        WX = X @ Wx.T                                              # [m, 4H]
        S = np.zeros((m, n))                                       # child-sum matrix
        for r, i in enumerate(ids):
            for k in nodes[i]["children"]:
                S[r, k] = 1.0
        HS = S @ Hs
        pre = WX[:, :3 * H] + HS @ np.vstack([w["U_i"], w["U_o"], w["U_u"]]).T \
            + np.concatenate([w["b_i"], w["b_o"], w["b_u"]])
        ig, og, u = sigmoid(pre[:, :H]), sigmoid(pre[:, H:2 * H]), np.tanh(pre[:, 2 * H:])
        # f_k for every (parent, child) pair, then a segment sum of f_k * c_k.
        F = sigmoid(WX[:, None, 3 * H:] + (Hs @ w["U_f"].T)[None, :, :]
                    + w["b_f"])                                    # [m, n, H]
        FC = np.einsum("mk,mkh,kh->mh", S, F, Cs)
        c = ig * u + FC
        Hs[ids] = og * np.tanh(c)
        Cs[ids] = c
    return Hs, Cs


def hand_checked_treelstm_leaf():
    """A TreeLSTM leaf computed by hand, with H = 2, C = 3, and one word.

      x = E[0] = [0.5, -1]
      W_i = I, b_i = 0           -> i = [sigmoid(0.5), sigmoid(-1)]
                                      = [0.622459331, 0.268941421]
      W_o = 0, b_o = [0, 1]      -> o = [sigmoid(0), sigmoid(1)]
                                      = [0.5, 0.731058579]
      W_u = [[0, 1], [1, 0]], b_u = [0.5, 0]
                                 -> W_u x + b_u = [-1 + 0.5, 0.5] = [-0.5, 0.5]
                                 -> u = [tanh(-0.5), tanh(0.5)]
                                      = [-0.462117157, 0.462117157]
      c = i * u = [0.622459331 * -0.462117157, 0.268941421 * 0.462117157]
                = [-0.287649137, 0.124282445]
      tanh(c)   = [-0.279969646, 0.123646480]
      h = o * tanh(c) = [0.5 * -0.279969646, 0.731058579 * 0.123646480]
                      = [-0.139984823, 0.0903928199]
      W_s = [[1, 0], [0, 1], [1, -1]], b_s = [0, 0, 0.1]
      logits = [h0, h1, h0 - h1 + 0.1] = [-0.139984823, 0.0903928199, -0.130377643]
      sentiment = argmax(logits) = 1
    """
    Z = np.zeros((2, 2))
    I = np.eye(2)
    w = {"E": np.array([[0.5, -1.0]]),
         "W_i": I, "b_i": np.zeros(2),
         "W_o": Z, "b_o": np.array([0.0, 1.0]),
         "W_u": np.array([[0.0, 1.0], [1.0, 0.0]]), "b_u": np.array([0.5, 0.0]),
         "W_s": np.array([[1.0, 0.0], [0.0, 1.0], [1.0, -1.0]]),
         "b_s": np.array([0.0, 0.0, 0.1])}
    st = {"nodes": [{"word": 0, "children": []}], "root": 0}
    out = dict((name, v) for name, _, v in treelstm(st, w))
    assert np.allclose(out["logits"], [-0.139984823, 0.0903928199, -0.130377643],
                       rtol=0, atol=2e-9), out["logits"]
    assert out["sentiment"] == [1]
    h, c = treelstm_levels(st, w)
    assert np.allclose(h[0], [-0.139984823, 0.0903928199], rtol=0, atol=2e-9)
    assert np.allclose(c[0], [-0.287649137, 0.124282445], rtol=0, atol=2e-9)


# ---------------------------------------------------------------------------
# Fixtures
# ---------------------------------------------------------------------------

# PTB trees for the five binary-tree models. Vocabulary in order of first
# appearance (leaves in pre-order, left to right across the file):
#   the=0 cat=1 sat=2 dog=3 a=4 big=5 ran=6 far=7   (so V = 8)
# 0: a small tree; 1: a single node (the root is a leaf); 2: left-deep;
# 3: right-deep (height 6) that reuses words.
PTB_DATA = """\
(3 (2 the) (4 (3 cat) (1 sat)))
(1 dog)
(2 (1 (3 (0 (2 the) (2 a)) (4 big)) (2 dog)) (3 ran))
(4 (2 a) (3 (1 cat) (2 (0 ran) (4 (2 far) (3 (1 the) (2 sat))))))
"""

# CoNLL-U for the Child-Sum TreeLSTM. Vocabulary from FORM in token order,
# skipping multi-word token lines and empty nodes:
#   the=0 cat=1 sat=2 Stop=3 dog=4 's=5 big=6 friend=7 on=8 .=9   (so V = 10)
# 0: a chain, root last; 1: one token; 2: root in the middle with three
#    children, a multi-word token line (2-3) and an empty node (6.1) that the
#    reader must skip, height 3; 3: a chain 1 -> 2 -> 3 -> 4, root last.
CONLLU_DATA = """\
# newdoc id = cortex-ref
# sent_id = ref-1
# text = the cat sat
1\tthe\tthe\tDET\tDT\t_\t2\tdet\t_\t_
2\tcat\tcat\tNOUN\tNN\t_\t3\tnsubj\t_\t_
3\tsat\tsit\tVERB\tVBD\t_\t0\troot\t_\t_

# sent_id = ref-2
# text = Stop
1\tStop\tstop\tVERB\tVB\t_\t0\troot\t_\t_

# sent_id = ref-3
# text = the dog's big friend sat on the cat.
1\tthe\tthe\tDET\tDT\t_\t2\tdet\t_\t_
2-3\tdog's\t_\t_\t_\t_\t_\t_\t_\t_
2\tdog\tdog\tNOUN\tNN\t_\t5\tnmod:poss\t_\t_
3\t's\t's\tPART\tPOS\t_\t2\tcase\t_\t_
4\tbig\tbig\tADJ\tJJ\t_\t5\tamod\t_\t_
5\tfriend\tfriend\tNOUN\tNN\t_\t6\tnsubj\t_\t_
6\tsat\tsit\tVERB\tVBD\t_\t0\troot\t_\t_
6.1\tsat\tsit\tVERB\tVBD\t_\t_\t_\t6:conj\t_
7\ton\ton\tADP\tIN\t_\t9\tcase\t_\t_
8\tthe\tthe\tDET\tDT\t_\t9\tdet\t_\t_
9\tcat\tcat\tNOUN\tNN\t_\t6\tobl\t_\tSpaceAfter=No
10\t.\t.\tPUNCT\t.\t_\t6\tpunct\t_\t_

# sent_id = ref-4
# text = the big dog sat
1\tthe\tthe\tDET\tDT\t_\t2\tdet\t_\t_
2\tbig\tbig\tADJ\tJJ\t_\t3\tamod\t_\t_
3\tdog\tdog\tNOUN\tNN\t_\t4\tnsubj\t_\t_
4\tsat\tsit\tVERB\tVBD\t_\t0\troot\t_\t_

"""

# Graph format for the DAG-RNN. feat < V = 6.
# 0: one node; 1: a 2x3 grid (pixel (r, c) = r*3 + c lists the pixel above
#    and the pixel to the left); 2: a DAG with a shared node and a node with
#    three predecessors; 3: a tree-shaped DAG, unbalanced.
GRAPH_DATA = """\
# DAG-RNN reference structures: `ID: CHILD CHILD ... | feat=INT`
0: | feat=3

# a 2x3 grid, root 5
0: | feat=1
1: 0 | feat=4
2: 1 | feat=0
3: 0 | feat=5
4: 1 3 | feat=2
5: 2 4 | feat=3

0: | feat=2
1: 0 | feat=5
2: 0 1 | feat=1
3: 1 2 0 | feat=4
4: 3 | feat=0

0: | feat=5
1: 0 | feat=1
2: 1 | feat=2
3: 2 | feat=3
4: | feat=4
5: 3 4 | feat=0
"""

# Sequences for the sequential LSTM. Vocabulary in token order:
#   a=0 b=1 c=2 d=3 e=4 f=5 g=6 h=7   (so V = 8)
SEQ_DATA = """\
a b c d
e
a a b f g h c
h g
b
"""

# model -> (data text, reader, consts, param specs in MODELS.md order, model fn)
def ptb_reader(text):
    return read_ptb(text, Vocab())


def conllu_reader(text):
    return read_conllu(text, Vocab())


def seq_reader(text):
    return read_seq(text, Vocab())


def sq(H):
    return [H, H]


MODELS = {
    "treefc": dict(
        data=PTB_DATA, reader=ptb_reader, consts={"H": 3, "V": 8},
        params=lambda H, V, C: [("E", [V, H]), ("W", sq(H)), ("b", [H])],
        fn=treefc),
    "treernn": dict(
        data=PTB_DATA, reader=ptb_reader, consts={"H": 3, "V": 8},
        params=lambda H, V, C: [("E", [V, H]), ("W_l", sq(H)), ("W_r", sq(H)), ("b", [H])],
        fn=treernn),
    "treelstm": dict(
        data=PTB_DATA, reader=ptb_reader, consts={"H": 4, "V": 8, "C": 3},
        params=lambda H, V, C: (
            [("E", [V, H]), ("W_i", sq(H)), ("W_o", sq(H)), ("W_u", sq(H))]
            + [("U_%s_%s" % (g, s), sq(H)) for g in ("i", "fl", "fr", "o", "u") for s in "lr"]
            + [("b_" + g, [H]) for g in ("i", "fl", "fr", "o", "u")]
            # A large W_s and a small b_s, so the argmax differs across nodes.
            + [("W_s", [C, H], 4.0), ("b_s", [C], 0.05)]),
        fn=treelstm),
    "treegru": dict(
        data=PTB_DATA, reader=ptb_reader, consts={"H": 3, "V": 8},
        params=lambda H, V, C: (
            [("E", [V, H]), ("W_x", sq(H)), ("b_x", [H])]
            + [("U_%s_%s" % (g, s), sq(H)) for g in ("z", "rl", "rr") for s in "lr"]
            + [("b_z", [H]), ("b_rl", [H]), ("b_rr", [H])]
            + [("W_l", sq(H)), ("W_r", sq(H)), ("b_h", [H])]),
        fn=treegru),
    "childsum_treelstm": dict(
        data=CONLLU_DATA, reader=conllu_reader, consts={"H": 4, "V": 10},
        params=lambda H, V, C: (
            [("E", [V, H])]
            + [("W_" + g, sq(H)) for g in "iouf"]
            + [("U_" + g, sq(H)) for g in "iouf"]
            + [("b_" + g, [H]) for g in "iouf"]),
        fn=childsum_treelstm),
    "mvrnn": dict(
        data=PTB_DATA, reader=ptb_reader, consts={"H": 3, "V": 8},
        params=lambda H, V, C: [("E", [V, H]), ("A0", sq(H)), ("W", [H, 2 * H]),
                                ("bias", [H]), ("W_M", [H, 2 * H])],
        fn=mvrnn),
    "dagrnn": dict(
        data=GRAPH_DATA, reader=read_graph, consts={"H": 3, "V": 6},
        params=lambda H, V, C: [("E", [V, H]), ("U", sq(H)), ("W", sq(H)), ("b", [H])],
        fn=dagrnn),
    "seqlstm": dict(
        data=SEQ_DATA, reader=seq_reader, consts={"H": 4, "V": 8},
        params=lambda H, V, C: (
            [("E", [V, H])]
            + [("W_" + g, sq(H)) for g in "ifou"]
            + [("U_" + g, sq(H)) for g in "ifou"]
            + [("b_" + g, [H]) for g in "ifou"]),
        fn=seqlstm),
    "bitreelstm": dict(
        data=PTB_DATA, reader=ptb_reader, consts={"H": 3, "V": 8, "C": 3},
        params=lambda H, V, C: (
            [("E", [V, H]), ("W_i", sq(H)), ("W_o", sq(H)), ("W_u", sq(H))]
            + [("U_%s_%s" % (g, s), sq(H)) for g in ("i", "fl", "fr", "o", "u") for s in "lr"]
            + [("b_" + g, [H]) for g in ("i", "fl", "fr", "o", "u")]
            + [("Wd_" + g, sq(H)) for g in "ifou"]
            + [("Ud_" + g, sq(H)) for g in "ifou"]
            + [("bd_" + g, [H]) for g in "ifou"]
            + [("W_s", [C, 2 * H], 4.0), ("b_s", [C], 0.05)]),
        fn=bitreelstm),
    "bigru": dict(
        data=SEQ_DATA, reader=seq_reader, consts={"H": 3, "V": 8},
        params=lambda H, V, C: (
            [("E", [V, H])]
            + [("W%s_%s" % (d, g), sq(H)) for d in "f" for g in "rzh"]
            + [("U%s_%s" % (d, g), sq(H)) for d in "f" for g in "rzh"]
            + [("b%s_%s" % (d, g), [H]) for d in "f" for g in "rzh"]
            + [("W%s_%s" % (d, g), sq(H)) for d in "b" for g in "rzh"]
            + [("U%s_%s" % (d, g), sq(H)) for d in "b" for g in "rzh"]
            + [("b%s_%s" % (d, g), [H]) for d in "b" for g in "rzh"]),
        fn=bigru),
    "attn_treelstm": dict(
        data=CONLLU_DATA, reader=conllu_reader, consts={"H": 4, "V": 10, "C": 3},
        params=lambda H, V, C: (
            [("E", [V, H])]
            + [("W_" + g, sq(H)) for g in "iouf"]
            + [("U_" + g, sq(H)) for g in "iouf"]
            + [("b_" + g, [H]) for g in "iouf"]
            # A large w_a so the attention weights differ across nodes.
            + [("W_a", sq(H)), ("b_a", [H]), ("w_a", [H], 3.0), ("W_c", [C, H]), ("b_c", [C])]),
        fn=attn_treelstm),
    "rntn": dict(
        data=PTB_DATA, reader=ptb_reader, consts={"H": 3, "VOCAB": 8, "C": 3},
        params=lambda H, V, C: [("E", [V, H]), ("V", [H, 2 * H, 2 * H]), ("W", [H, 2 * H]), ("b", [H]),
                                ("W_s", [C, H], 4.0), ("b_s", [C], 0.05)],
        fn=rntn),
    "tbcnn": dict(
        data=CONLLU_DATA, reader=conllu_reader, consts={"H": 4, "F": 3, "V": 10, "C": 3},
        params=lambda H, V, C: [("E", [V, H]), ("W_t", [3, H]), ("W_l", [3, H]), ("W_r", [3, H]),
                                ("b_conv", [3]), ("W_o", [C, 3]), ("b_o", [C])],
        fn=tbcnn),
}


# ---------------------------------------------------------------------------
# Output in the shape of `cortex run --format json`
# ---------------------------------------------------------------------------

def fmt(v):
    if isinstance(v, (int, np.integer)):
        return str(int(v))
    if isinstance(v, (float, np.floating)):
        f = float(v)
        assert math.isfinite(f)
        return "%.9g" % f
    if isinstance(v, np.ndarray) and v.ndim == 0:
        return fmt(float(v))
    return "[" + ", ".join(fmt(x) for x in v) + "]"


def json_line(index, nnodes, outputs):
    body = ", ".join('"%s": %s' % (name, fmt(val)) for name, _, val in outputs)
    return '{"index": %d, "nodes": %d, "outputs": {%s}}' % (index, nnodes, body)


# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------

def flat_floats(v):
    if isinstance(v, (int, np.integer)):
        return []
    if isinstance(v, list):
        out = []
        for x in v:
            out.extend(flat_floats(x))
        return out
    return list(np.asarray(v, dtype=np.float64).ravel())


def flat_ints(v):
    if isinstance(v, (int, np.integer)):
        return [int(v)]
    if isinstance(v, list):
        out = []
        for x in v:
            out.extend(flat_ints(x))
        return out
    return []


def check_close(a, b, what):
    """a: float64 reference, b: float32 evaluation."""
    fa, fb = flat_floats(a), flat_floats(b)
    assert len(fa) == len(fb)
    for x, y in zip(fa, fb):
        # A quarter of compare.py's tolerance, so the tests have headroom.
        assert abs(x - y) <= (ATOL + RTOL * abs(x)) / 4, (what, x, y)


def check_argmax_margin(st, w):
    """No two top logits within 1e-3 at any node, so float32 cannot flip an
    argmax. Returns the set of classes predicted."""
    s = evaluate(st, treelstm_cell(st["nodes"], w))
    classes = set()
    for i in range(len(st["nodes"])):
        logits = w["W_s"] @ s(i)[0] + w["b_s"]
        z = np.sort(logits)
        assert z[-1] - z[-2] > 1e-3, (i, z)
        classes.add(int(np.argmax(logits)))
    return classes


def second_formulation_checks(name, structs, w64):
    if name == "treelstm":
        classes = set()
        for st in structs:
            Hs, Cs = treelstm_levels(st, w64)
            s = evaluate(st, treelstm_cell(st["nodes"], w64))
            for i in range(len(st["nodes"])):
                assert np.allclose(Hs[i], s(i)[0], rtol=0, atol=1e-12)
                assert np.allclose(Cs[i], s(i)[1], rtol=0, atol=1e-12)
            classes |= check_argmax_margin(st, w64)
        assert classes == set(range(w64["b_s"].shape[0])), classes  # every class occurs
    if name == "childsum_treelstm":
        for st in structs:
            Hs, Cs = childsum_levels(st, w64)
            s = evaluate(st, childsum_cell(st["nodes"], w64))
            for i in range(len(st["nodes"])):
                assert np.allclose(Hs[i], s(i)[0], rtol=0, atol=1e-12)
                assert np.allclose(Cs[i], s(i)[1], rtol=0, atol=1e-12)


def check_structs(name, structs, consts):
    """The fixtures are what they claim: 3 to 5 structures, one single node,
    ids inside V, and a structure of height >= 3."""
    assert 3 <= len(structs) <= 5, name
    assert any(len(st["nodes"]) == 1 for st in structs), name
    assert max(max(heights(st["nodes"])) for st in structs) >= 3, name
    for st in structs:
        for nd in st["nodes"]:
            key = "feat" if name == "dagrnn" else "word"
            if nd.get(key, -1) >= 0:
                assert nd[key] < consts.get("V", consts.get("VOCAB")), (name, nd)
            if name in ("treefc", "treernn", "treelstm", "treegru", "mvrnn", "bitreelstm", "rntn"):
                assert len(nd["children"]) in (0, 2)


# ---------------------------------------------------------------------------

def main(argv):
    """argv: the models to regenerate (default: all)."""
    hand_checked_treelstm_leaf()
    for name in argv:
        assert name in MODELS, name
    for name, m in MODELS.items():
        if argv and name not in argv:
            continue
        consts = m["consts"]
        specs = m["params"](consts["H"], consts.get("V", consts.get("VOCAB")), consts.get("C", 0))
        w32 = make_weights(specs)
        w64 = {k: v.astype(np.float64) for k, v in w32.items()}
        structs = m["reader"](m["data"])
        check_structs(name, structs, consts)
        second_formulation_checks(name, structs, w64)

        lines = []
        for idx, st in enumerate(structs):
            out64 = m["fn"](st, w64)
            out32 = m["fn"](st, w32)
            for (n64, k64, v64), (n32, _, v32) in zip(out64, out32):
                assert n64 == n32
                check_close(v64, v32, (name, idx, n64))
                # argmax outputs: float32 must not flip one
                assert flat_ints(v64) == flat_ints(v32), (name, idx, n64)
                if k64 == "node":
                    assert len(v64) == len(st["nodes"])
            lines.append(json_line(idx, len(st["nodes"]), out64))
            json.loads(lines[-1])  # valid JSON

        base = os.path.join(HERE, name)
        with open(base + ".data", "w", encoding="utf-8") as f:
            f.write(m["data"])
        wpath = base + ".weights.safetensors"
        write_safetensors(wpath, w32)
        back = read_safetensors(wpath)
        assert sorted(back) == sorted(w32)
        for k in w32:
            assert back[k].shape == w32[k].shape and np.array_equal(back[k], w32[k])
        with open(base + ".expected.json", "w") as f:
            f.write("\n".join(lines) + "\n")
        with open(base + ".flags", "w") as f:
            f.write(" ".join("-D %s=%d" % kv for kv in consts.items()) + "\n")
        print("%-18s %d structures, %d nodes, flags: %s" % (
            name, len(structs), sum(len(st["nodes"]) for st in structs),
            " ".join("-D %s=%d" % kv for kv in consts.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
