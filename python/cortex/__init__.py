"""Cortex models from Python: ctypes over the library `cortex build --shared` makes.

    import cortex
    m = cortex.load("examples/treelstm.cx", defines={"H": 64}, seed=1)
    out = m.run(["(3 (2 It) (4 (2 works) (2 .)))", ("It", ("works", "."))])
    out["logits"]      # np.ndarray [2, 5]: per-structure outputs, stacked
    out["sentiment"]   # [np.ndarray [5], np.ndarray [5]]: per-node outputs, node order

No compiled extension: the model is compiled by the `cortex` program into a
shared library (cached), and called through ctypes.  Needs NumPy.  See
docs/python.md.
"""
import ctypes
import hashlib
import os
import re
import shutil
import subprocess
import tempfile

import numpy as np

__all__ = ["CortexError", "Model", "load", "parse_ptb", "find_cortex"]

_ERRLEN = 4096


class CortexError(Exception):
    """An error of the Cortex C API, of the build, or of the input."""


# --- locating the compiler and the cache ------------------------------------------------

def find_cortex(cortex=None):
    """The `cortex` program: CORTEX (argument), $CORTEX, `cortex` on PATH, or the
    build tree's ./cortex (the package lives in <top>/python/cortex)."""
    if cortex:
        return cortex
    env = os.environ.get("CORTEX")
    if env:
        return env
    on_path = shutil.which("cortex")
    if on_path:
        return on_path
    here = os.path.dirname(os.path.abspath(__file__))
    tree = os.path.normpath(os.path.join(here, "..", "..", "cortex"))
    if os.access(tree, os.X_OK):
        return tree
    raise CortexError("cannot find the cortex program: pass cortex=, set $CORTEX or put cortex on PATH")


def _cache_root():
    base = os.environ.get("CORTEX_CACHE_DIR")
    if base:
        return os.path.join(base, "python")
    return os.path.join(os.path.expanduser("~"), ".cache", "cortex", "python")


def _c_name(model_path):
    stem = os.path.splitext(os.path.basename(model_path))[0]
    name = re.sub(r"[^A-Za-z0-9_]", "_", stem) or "model"
    if name[0].isdigit():
        name = "m_" + name
    return name


def _build(model_path, defines, includes, cortex):
    """Builds (or finds in the cache) lib<name>.so; returns (so path, header path, name)."""
    model_path = os.path.abspath(model_path)
    try:
        st = os.stat(model_path)
    except OSError as e:
        raise CortexError("cannot read model %s: %s" % (model_path, e.strerror))
    name = _c_name(model_path)
    dflags = []
    for k in sorted(defines):
        dflags += ["-D", "%s=%d" % (k, int(defines[k]))]
    iflags = []
    for d in includes:
        iflags += ["-I", os.path.abspath(d)]
    cortex_path = shutil.which(cortex) or cortex
    try:
        cst = os.stat(cortex_path)
        cortex_id = "%s:%d:%d" % (os.path.abspath(cortex_path), cst.st_mtime_ns, cst.st_size)
    except OSError:
        cortex_id = cortex
    key = "\0".join([model_path, str(st.st_mtime_ns), str(st.st_size), " ".join(dflags), " ".join(iflags), cortex_id])
    digest = hashlib.sha256(key.encode()).hexdigest()[:24]
    root = _cache_root()
    final = os.path.join(root, "%s-%s" % (name, digest))
    so = os.path.join(final, "lib%s.so" % name)
    header = os.path.join(final, "%s.h" % name)
    if os.path.exists(so) and os.path.exists(header):
        return so, header, name
    os.makedirs(root, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix=".build-", dir=root)
    try:
        cmd = [cortex, "build", model_path, "--shared", "--name", name, "-o", os.path.join(tmp, "lib%s.so" % name)] + dflags + iflags
        try:
            p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
        except OSError as e:
            raise CortexError("cannot run %s: %s" % (cortex, e.strerror))
        if p.returncode != 0:
            raise CortexError("cortex build failed (%s):\n%s" % (" ".join(cmd), p.stderr.strip()))
        try:
            os.rename(tmp, final)   # atomic; another process may have won the race
        except OSError:
            if not os.path.exists(so):
                raise
    finally:
        if os.path.isdir(tmp):
            shutil.rmtree(tmp, ignore_errors=True)
    return so, header, name


# --- the header's constants -------------------------------------------------------------

def _read_header(header, name):
    consts = {}
    comments = {}
    pat = re.compile(r"#define\s+%s_(\w+)\s+(-?\d+)(?:\s*/\*\s*(.*?)\s*\*/)?" % re.escape(name))
    with open(header) as f:
        for line in f:
            mm = pat.match(line.strip())
            if mm:
                consts[mm.group(1)] = int(mm.group(2))
                if mm.group(3):
                    comments[mm.group(1)] = mm.group(3)
    fields = []   # (name, column, dim or None for int)
    outputs = []  # (name, index, size, per_node, is_int, shape)
    for k, v in consts.items():
        if k.startswith("FIELD_") and not k.endswith("_DIM"):
            fname = k[len("FIELD_"):]
            dim = consts.get(k + "_DIM") if comments.get(k, "int") != "int" else None
            fields.append((fname, v, dim))
        elif k.startswith("OUTPUT_") and (k + "_SIZE") in consts:
            oname = k[len("OUTPUT_"):]
            size = consts[k + "_SIZE"]
            c = comments.get(k, "")
            is_int = c.startswith("int")
            sm = re.search(r"\[([^\]]*)\]", c)
            shape = (size,)
            if sm is not None:
                dims = [int(x) for x in sm.group(1).replace(" ", "").split(",") if x]
                if not dims and size == 1:
                    shape = ()   # a scalar, as "int []"
                elif dims and int(np.prod(dims)) == size:
                    shape = tuple(dims)
            outputs.append((oname, v, size, bool(consts.get(k + "_PER_NODE", 0)), is_int, shape))
    fields.sort(key=lambda t: t[1])
    outputs.sort(key=lambda t: t[1])
    if "NUM_FIELDS" not in consts or "NUM_OUTPUTS" not in consts:
        raise CortexError("%s: not a Cortex model header" % header)
    return consts, fields, outputs


# --- input forms --------------------------------------------------------------------------

_PTB_TOKEN = re.compile(r"\s*(\(|\)|[^\s()]+)")


def parse_ptb(text):
    """Parses one PTB bracket tree: returns (parents, words, labels) in pre-order,
    words as token strings (None on internal nodes)."""
    toks = []
    pos = 0
    text = text.strip()
    while pos < len(text):
        mm = _PTB_TOKEN.match(text, pos)
        if not mm:
            break
        toks.append(mm.group(1))
        pos = mm.end()
    parents, words, labels = [], [], []
    stack = []   # [node, has_children, has_word]
    i = 0
    done = False
    while i < len(toks):
        t = toks[i]
        if done:
            raise CortexError("PTB: text after the end of the tree: %r" % t)
        if t == "(":
            if stack and stack[-1][2]:
                raise CortexError("PTB: unexpected '(' after a word: a bracket holds either one word or subtrees")
            if i + 1 >= len(toks) or toks[i + 1] in "()":
                raise CortexError("PTB: expected an integer label after '('")
            try:
                label = int(toks[i + 1])
            except ValueError:
                raise CortexError("PTB: expected an integer label after '(', got %r" % toks[i + 1])
            node = len(parents)
            parents.append(stack[-1][0] if stack else -1)
            if stack:
                stack[-1][1] = True
            words.append(None)
            labels.append(label)
            stack.append([node, False, False])
            i += 2
            continue
        if t == ")":
            if not stack:
                raise CortexError("PTB: unbalanced ')'")
            node, has_children, has_word = stack.pop()
            if not has_children and not has_word:
                raise CortexError("PTB: a bracket holds a label but no word or subtree")
            if not stack:
                done = True
            i += 1
            continue
        # a word
        if not stack:
            raise CortexError("PTB: word %r outside brackets" % t)
        if stack[-1][2]:
            raise CortexError("PTB: second word %r in one bracket" % t)
        if stack[-1][1]:
            raise CortexError("PTB: word %r after a subtree" % t)
        stack[-1][2] = True
        words[stack[-1][0]] = t
        i += 1
    if stack or not parents:
        raise CortexError("PTB: unbalanced or empty tree: %r" % text[:60])
    return parents, words, labels


def _from_nested(tree):
    parents, words = [], []

    def walk(t, parent):
        node = len(parents)
        parents.append(parent)
        if isinstance(t, (tuple, list)):
            if not t:
                raise CortexError("nested tree: an empty tuple is not a node")
            words.append(None)
            for c in t:
                walk(c, node)
        elif isinstance(t, (str, int, np.integer)):
            words.append(t)
        else:
            raise CortexError("nested tree: a leaf must be a token (str) or a word id (int), got %r" % (t,))

    walk(tree, -1)
    return parents, words


# --- ctypes structures ------------------------------------------------------------------

class _Structure(ctypes.Structure):
    _fields_ = [("nnodes", ctypes.c_int32),
                ("child_start", ctypes.POINTER(ctypes.c_int32)),
                ("children", ctypes.POINTER(ctypes.c_int32)),
                ("int_fields", ctypes.POINTER(ctypes.c_int32)),
                ("vec_fields", ctypes.POINTER(ctypes.POINTER(ctypes.c_float)))]


class _Batch(ctypes.Structure):
    _fields_ = [("count", ctypes.c_int32), ("structures", ctypes.POINTER(_Structure))]


_I32P = ctypes.POINTER(ctypes.c_int32)
_F32P = ctypes.POINTER(ctypes.c_float)


class Model:
    """A compiled model with loaded weights.  See load()."""

    def __init__(self, so, header, name, weights=None, seed=None, vocab=None, unk=None):
        self.name = name
        self.library_path = so
        self.header_path = header
        self._lib = lib = ctypes.CDLL(so)
        consts, fields, outputs = _read_header(header, name)
        self.constants = consts
        self.num_fields = consts["NUM_FIELDS"]
        self.max_arity = consts.get("MAX_ARITY", 0)
        self.fields = {f[0]: f for f in fields}
        self.outputs = {o[0]: o for o in outputs}
        self.output_names = [o[0] for o in outputs]

        def fn(suffix, res, args):
            f = getattr(lib, "%s_%s" % (name, suffix))
            f.restype, f.argtypes = res, args
            return f

        errt = [ctypes.c_char_p, ctypes.c_size_t]
        self._load = fn("load", ctypes.c_void_p, [ctypes.c_char_p] + errt)
        self._init = fn("init", ctypes.c_void_p, [ctypes.c_uint64] + errt)
        self._free = fn("free", None, [ctypes.c_void_p])
        self._run = fn("run", ctypes.c_int, [ctypes.c_void_p, ctypes.POINTER(_Batch), ctypes.POINTER(ctypes.c_void_p)] + errt)
        self._output = fn("output", _F32P, [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.POINTER(ctypes.c_int64)])
        self._outputs_free = fn("outputs_free", None, [ctypes.c_void_p])

        self.unk = unk
        self.vocab = {}
        self.vocab_fixed = vocab is not None
        if vocab is not None:
            if isinstance(vocab, (str, os.PathLike)):
                with open(vocab, encoding="utf-8") as f:
                    toks = [line.rstrip("\n").rstrip("\r") for line in f]
                toks = [t for t in toks if t != ""]
            else:
                toks = list(vocab)
            for t in toks:
                self.vocab.setdefault(t, len(self.vocab))
            if unk is not None and unk not in self.vocab:
                raise CortexError("the unknown-word token %r is not in the vocabulary" % unk)

        err = ctypes.create_string_buffer(_ERRLEN)
        self._m = None
        if weights is not None:
            m = self._load(os.fsencode(weights), err, _ERRLEN)
        else:
            m = self._init(int(seed or 0), err, _ERRLEN)
        if not m:
            raise CortexError(err.value.decode("utf-8", "replace"))
        self._m = m

    def close(self):
        if getattr(self, "_m", None):
            self._free(self._m)
            self._m = None

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __repr__(self):
        return "<cortex.Model %s: fields %s, outputs %s>" % (self.name, list(self.fields), self.output_names)

    # words ------------------------------------------------------------------------------
    def word_id(self, w):
        """The id of token w (str), as `cortex run` gives it; an int is an id already."""
        if w is None:
            return -1
        if isinstance(w, (int, np.integer)):
            return int(w)
        i = self.vocab.get(w)
        if i is not None:
            return i
        if self.vocab_fixed:
            if self.unk is not None:
                return self.vocab[self.unk]
            raise CortexError("word %r is not in the vocabulary (give unk=)" % w)
        i = len(self.vocab)
        self.vocab[w] = i
        return i

    # inputs -----------------------------------------------------------------------------
    def _normalize(self, tree):
        """-> (parents, {field: values}) with words still tokens."""
        if isinstance(tree, str):
            parents, words, labels = parse_ptb(tree)
            return parents, {"word": words, "label": labels}
        if isinstance(tree, dict):
            if "parent" not in tree:
                raise CortexError("a parent-array tree needs a 'parent' entry")
            parents = [int(p) for p in tree["parent"]]
            vals = {k: v for k, v in tree.items() if k != "parent"}
            return parents, vals
        if isinstance(tree, (tuple, list, int, np.integer)):
            parents, words = _from_nested(tree)
            return parents, {"word": words}
        raise CortexError("a tree is a PTB string, a nested tuple or a dict of parent arrays, got %s" % type(tree).__name__)

    def _structure(self, tree, keep):
        parents, vals = self._normalize(tree)
        n = len(parents)
        if n == 0:
            raise CortexError("a structure needs at least one node")
        kids = [[] for _ in range(n)]
        roots = 0
        for v, p in enumerate(parents):
            if p == -1:
                roots += 1
            elif 0 <= p < n:
                kids[p].append(v)
            else:
                raise CortexError("node %d: parent %d out of range" % (v, p))
        if roots != 1:
            raise CortexError("a tree needs exactly one root (parent -1), found %d" % roots)
        start = np.zeros(n + 1, dtype=np.int32)
        start[1:] = np.cumsum([len(k) for k in kids])
        children = np.array([c for k in kids for c in k] or [0], dtype=np.int32)
        ints = np.zeros((n, max(self.num_fields, 1)), dtype=np.int32)
        vecs = None
        for fname, col, dim in self.fields.values():
            v = vals.get(fname)
            if dim is None:
                if v is None:
                    if fname == "label":
                        v = [0] * n
                    else:
                        raise CortexError("the model reads field %r, which the tree does not give" % fname)
                if len(v) != n:
                    raise CortexError("field %r has %d values for %d nodes" % (fname, len(v), n))
                if fname == "word":
                    v = [self.word_id(w) for w in v]
                ints[:, col] = np.asarray(v, dtype=np.int64)
            else:
                if v is None:
                    raise CortexError("the model reads vector field %r, which the tree does not give" % fname)
                a = np.ascontiguousarray(np.asarray(v, dtype=np.float32).reshape(n, dim))
                if vecs is None:
                    vecs = (_F32P * max(self.num_fields, 1))()
                vecs[col] = a.ctypes.data_as(_F32P)
                keep.append(a)
        keep += [start, children, ints, vecs]
        s = _Structure(n, start.ctypes.data_as(_I32P), children.ctypes.data_as(_I32P),
                       ints.ctypes.data_as(_I32P) if self.num_fields else None, vecs)
        return s

    def run(self, trees):
        """Runs a batch of trees; returns {output name: array}.

        A tree is a PTB string, a nested tuple (leaves: tokens or word ids), or a dict
        {"parent": [...], "word": [...], ...} (parent -1 for the root).  Per-structure
        outputs come stacked [B, ...]; per-node outputs as a list of [nnodes, ...]
        arrays in node order (pre-order for PTB strings and nested tuples)."""
        if self._m is None:
            raise CortexError("the model is closed")
        if isinstance(trees, (str, dict)):
            trees = [trees]
        trees = list(trees)
        keep = []
        structs = (_Structure * max(len(trees), 1))()
        nnodes = []
        for i, t in enumerate(trees):
            structs[i] = self._structure(t, keep)
            nnodes.append(structs[i].nnodes)
        batch = _Batch(len(trees), structs)
        out = ctypes.c_void_p()
        err = ctypes.create_string_buffer(_ERRLEN)
        if self._run(self._m, ctypes.byref(batch), ctypes.byref(out), err, _ERRLEN) != 0:
            raise CortexError(err.value.decode("utf-8", "replace"))
        try:
            result = {}
            count = ctypes.c_int64()
            for oname, idx, size, per_node, is_int, shape in self.outputs.values():
                vals = []
                for s in range(len(trees)):
                    p = self._output(out, idx, s, ctypes.byref(count))
                    if not p:
                        raise CortexError("output %s of structure %d is missing" % (oname, s))
                    a = np.ctypeslib.as_array(p, shape=(count.value,)).copy() if count.value else np.zeros(0, np.float32)
                    if is_int:
                        a = a.astype(np.int64)
                    a = a.reshape(((nnodes[s],) if per_node else ()) + shape)
                    vals.append(a)
                if per_node:
                    result[oname] = vals
                else:
                    result[oname] = np.stack(vals) if vals else np.zeros((0,) + shape, np.int64 if is_int else np.float32)
            return result
        finally:
            self._outputs_free(out)


def load(model, weights=None, defines=None, cortex=None, vocab=None, unk=None, seed=None, includes=()):
    """Compiles MODEL (.cx) into a shared library (cached), loads it and its weights.

    weights: a safetensors file (NAME_load); otherwise the deterministic random
    weights of `cortex run --seed SEED` (NAME_init; seed 0 if not given).
    defines: {"H": 64} as -D H=64.  vocab: a file of one token per line (or a
    list of tokens) fixing word ids, with unk the token unknown words map to;
    without it, ids are given in order of first appearance across run() calls
    (Model.vocab), as `cortex run` does."""
    cx = find_cortex(cortex)
    so, header, name = _build(model, dict(defines or {}), list(includes), cx)
    return Model(so, header, name, weights=weights, seed=seed, vocab=vocab, unk=unk)
