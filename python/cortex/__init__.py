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
    """Every error the binding reports: a model that does not compile, bad
    weights, a malformed tree or argument (of any type), an error of the C API."""


def _type_name(v):
    return type(v).__name__


def _int(v, what):
    """v as a Python int: an int or a NumPy integer, not a bool, a float or a string."""
    if isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, np.integer)):
        raise CortexError("%s must be an int, got %r (%s)" % (what, v, _type_name(v)))
    return int(v)


_INT32 = (-2 ** 31, 2 ** 31 - 1)


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
    try:
        os.makedirs(root, exist_ok=True)
        tmp = tempfile.mkdtemp(prefix=".build-", dir=root)
    except OSError as e:
        raise CortexError("cannot create the library cache folder %s: %s (set $CORTEX_CACHE_DIR)" % (root, e.strerror))
    try:
        cmd = [cortex, "build", model_path, "--shared", "--name", name, "-o", os.path.join(tmp, "lib%s.so" % name)] + dflags + iflags
        try:
            p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
        except OSError as e:
            raise CortexError("cannot run %s: %s" % (cortex, e.strerror))
        if p.returncode != 0:
            # A model the compiled code does not run yet (language v2's
            # top-down recs, ...): cortex build's advice is the command
            # line's ("run without --jit"); say what it means here.
            lacks = re.search(r"the compiled backend does not run (.*?) yet", p.stderr)
            if lacks:
                raise CortexError("%s: cortex.load runs a model through the compiled code (cortex build --shared), "
                                  "which does not run %s yet; the interpreter runs it: cortex run %s --data FILE"
                                  % (model_path, lacks.group(1), model_path))
            raise CortexError("cortex build failed (%s):\n%s" % (" ".join(cmd), p.stderr.strip()))
        try:
            os.rename(tmp, final)   # atomic; another process may have won the race
        except OSError as e:
            if not os.path.exists(so):
                raise CortexError("cannot move the built library into %s: %s" % (final, e.strerror))
    finally:
        if os.path.isdir(tmp):
            shutil.rmtree(tmp, ignore_errors=True)
    return so, header, name


# --- the header's constants -------------------------------------------------------------

def _read_header(header, name):
    consts = {}
    comments = {}
    # a value may be parenthesized: #define NAME_MAX_ARITY (-1)
    pat = re.compile(r"#define\s+%s_(\w+)\s+\(?(-?\d+)\)?(?:\s*/\*\s*(.*?)\s*\*/)?" % re.escape(name))
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


_MAX_NODES = 1000000   # per tree, as cortex run's default --max-nodes (docs/formats.md)
_END = object()        # _from_nested: the walk leaves the container below this mark


def _where(path):
    return "".join("[%d]" % i for i in path) if path else "the root"


def _from_nested(tree):
    """Pre-order (parents, words) of a nested tuple, without recursion (a
    100,000-deep tree is fine).  A list or tuple used in several places is a
    subtree in each; one that contains itself (a cycle) raises, as does a tree
    of more than _MAX_NODES nodes (a shared subtree can make one of 2**40 from
    a few objects)."""
    parents, words = [], []
    stack = [(tree, -1, None)]
    path = []        # the child index of each open container below the root
    open_ = {}       # id -> depth in path of the containers being walked (the current node's ancestors)
    kept = []        # those containers, so that their ids stay theirs
    while stack:
        t, parent, idx = stack.pop()
        if t is _END:
            del open_[id(kept.pop())]
            if idx is not None:
                path.pop()
            continue
        if len(parents) >= _MAX_NODES:
            raise CortexError("nested tree: more than %d nodes, the limit per tree (cortex run's default "
                              "--max-nodes); split it into smaller trees (a list or tuple used in several "
                              "places is copied into each)" % _MAX_NODES)
        node = len(parents)
        parents.append(parent)
        if isinstance(t, (tuple, list)):
            if not t:
                raise CortexError("nested tree: an empty tuple is not a node")
            if id(t) in open_:
                here = path + [idx] if idx is not None else path
                raise CortexError("nested tree: the %s at %s is the %s at %s again, which contains it: the "
                                  "structure contains itself (a cycle), which no tree can; give each subtree "
                                  "its own list or tuple"
                                  % (_type_name(t), _where(here), _type_name(t), _where(path[:open_[id(t)]])))
            if idx is not None:
                path.append(idx)
            open_[id(t)] = len(path)
            kept.append(t)
            words.append(None)
            stack.append((_END, None, idx))
            stack.extend((c, node, i) for i, c in reversed(list(enumerate(t))))
        elif isinstance(t, str):
            if t.startswith("(") and any(c.isspace() for c in t):
                raise CortexError("nested tree: the leaf %r is a PTB string, not a token; a batch of trees "
                                  "is a list: m.run([...]) (a tuple is one nested tree)" % (t[:60],))
            words.append(t)
        elif isinstance(t, (int, np.integer)) and not isinstance(t, (bool, np.bool_)):
            words.append(int(t))
        else:
            raise CortexError("nested tree: a leaf must be a token (str) or a word id (int), got %r (%s)"
                              % (t, _type_name(t)))
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
        try:
            self._lib = lib = ctypes.CDLL(so)
            consts, fields, outputs = _read_header(header, name)
        except OSError as e:
            raise CortexError("cannot load the built model %s: %s" % (so, e))
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
        self._m = None
        if vocab is not None:
            if isinstance(vocab, (str, bytes, os.PathLike)):
                try:
                    with open(vocab, encoding="utf-8") as f:
                        toks = [line.rstrip("\n").rstrip("\r") for line in f]
                except (OSError, UnicodeDecodeError) as e:
                    raise CortexError("cannot read the vocabulary %s: %s" % (os.fsdecode(vocab), e))
                toks = [t for t in toks if t != ""]
            else:
                try:
                    toks = list(vocab)
                except TypeError:
                    raise CortexError("vocab must be a file name or a list of tokens, got %s" % _type_name(vocab))
                for t in toks:
                    if not isinstance(t, str):
                        raise CortexError("vocab: a token must be a str, got %r (%s)" % (t, _type_name(t)))
            for t in toks:
                self.vocab.setdefault(t, len(self.vocab))
            if unk is not None and unk not in self.vocab:
                raise CortexError("the unknown-word token %r is not in the vocabulary" % unk)
        elif unk is not None:
            raise CortexError("unk=%r needs vocab=: without a vocabulary every new word gets the next id" % (unk,))
        if weights is not None and seed is not None:
            raise CortexError("weights= and seed= both given: choose one (seed= draws random weights)")
        if seed is not None:
            seed = _int(seed, "seed")
            if not 0 <= seed < 2 ** 64:
                raise CortexError("seed must be from 0 to 2**64 - 1, got %d" % seed)

        err = ctypes.create_string_buffer(_ERRLEN)
        if weights is not None:
            if not isinstance(weights, (str, bytes, os.PathLike)):
                raise CortexError("weights must be the name of a safetensors file, got %s" % _type_name(weights))
            m = self._load(os.fsencode(weights), err, _ERRLEN)
        else:
            m = self._init(seed or 0, err, _ERRLEN)
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
        if isinstance(w, (int, np.integer)) and not isinstance(w, (bool, np.bool_)):
            return int(w)
        if not isinstance(w, str):
            raise CortexError("a word is a token (str), a word id (int) or None, got %r (%s)" % (w, _type_name(w)))
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
                raise CortexError("a parent-array tree needs a 'parent' entry (the parent of each node, -1 "
                                  "for the root); it has %s" % sorted(map(str, tree)))
            p = tree["parent"]
            if isinstance(p, (str, bytes, dict)) or not hasattr(p, "__len__"):
                raise CortexError("'parent' must be a list of ints, got %s" % _type_name(p))
            parents = [_int(x, "parent[%d]" % i) for i, x in enumerate(p)]
            vals = {k: v for k, v in tree.items() if k != "parent"}
            return parents, vals
        if isinstance(tree, (tuple, list, int, np.integer)) and not isinstance(tree, (bool, np.bool_)):
            parents, words = _from_nested(tree)
            return parents, {"word": words}
        raise CortexError("a tree is a PTB string, a nested tuple (or list) or a dict of parent arrays, got %r (%s)"
                          % (tree, _type_name(tree)))

    def _structure(self, tree, keep):
        parents, vals = self._normalize(tree)
        n = len(parents)
        if n == 0:
            raise CortexError("a structure needs at least one node")
        if n > _MAX_NODES:
            raise CortexError("%d nodes: more than %d, the limit per tree (cortex run's default --max-nodes); "
                              "split it into smaller trees" % (n, _MAX_NODES))
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
            if v is None:
                if dim is None and fname == "label":
                    v = [0] * n
                else:
                    others = sorted(k for k in vals if k not in self.fields)
                    raise CortexError("the model reads %sfield %r, which the tree does not give%s"
                                      % ("" if dim is None else "vector ", fname,
                                         " (it gives %s)" % ", ".join(map(repr, others)) if others else ""))
            if dim is None:
                if isinstance(v, (str, bytes, dict)) or not hasattr(v, "__len__"):
                    raise CortexError("field %r must be a list of %d values, got %s" % (fname, n, _type_name(v)))
                if len(v) != n:
                    raise CortexError("field %r has %d values for %d nodes" % (fname, len(v), n))
                if fname == "word":
                    v = [self.word_id(w) for w in v]
                else:
                    v = [-1 if x is None else _int(x, "field %r of node %d" % (fname, i)) for i, x in enumerate(v)]
                for i, x in enumerate(v):
                    if not _INT32[0] <= x <= _INT32[1]:
                        raise CortexError("field %r of node %d is %d, which does not fit in 32 bits" % (fname, i, x))
                ints[:, col] = np.asarray(v, dtype=np.int64)
            else:
                try:
                    a = np.asarray(v, dtype=np.float32)
                except (TypeError, ValueError) as e:
                    raise CortexError("vector field %r must be numbers, [%d, %d]: %s" % (fname, n, dim, e))
                if a.size != n * dim:
                    raise CortexError("vector field %r has shape %s; the tree has %d nodes of %d floats each: [%d, %d]"
                                      % (fname, list(a.shape), n, dim, n, dim))
                a = np.ascontiguousarray(a.reshape(n, dim))
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

        trees is a list (or any iterable) of trees, or one tree.  A tree is a PTB
        string, a nested tuple (an internal node is a tuple or list of its children, a
        leaf a token or a word id; a tuple given alone is one tree), or a dict
        {"parent": [...], "word": [...], ...} (parent -1 for the root).  Per-structure
        outputs come stacked [B, ...]; per-node outputs as a list of [nnodes, ...]
        arrays in node order (pre-order for PTB strings and nested tuples).  Any
        problem raises CortexError naming the tree ("tree 2: ...")."""
        if self._m is None:
            raise CortexError("the model is closed")
        if isinstance(trees, (str, dict, tuple)):
            trees = [trees]   # one tree
        elif isinstance(trees, (bytes, int, float, np.number, bool)) or trees is None or not hasattr(trees, "__iter__"):
            raise CortexError("run() takes a list of trees, or one tree: a PTB string, a nested tuple or a dict "
                              "of parent arrays; got %r (%s)" % (trees, _type_name(trees)))
        trees = list(trees)
        if len(trees) > _INT32[1]:
            raise CortexError("a batch of %d trees is too many (at most 2**31 - 1)" % len(trees))
        keep = []
        structs = (_Structure * max(len(trees), 1))()
        nnodes = []
        for i, t in enumerate(trees):
            try:
                structs[i] = self._structure(t, keep)
            except CortexError as e:
                raise CortexError("tree %d: %s" % (i, e)) from None
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
    if not isinstance(model, (str, os.PathLike)):
        raise CortexError("model must be the name of a .cx file, got %r (%s)" % (model, _type_name(model)))
    try:
        defs = dict(defines or {})
    except (TypeError, ValueError):
        raise CortexError("defines must be a dict of const names to ints, e.g. {\"H\": 64}, got %r" % (defines,))
    for k, v in defs.items():
        if not isinstance(k, str) or not re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", k):
            raise CortexError("defines: %r is not a const name" % (k,))
        defs[k] = _int(v, "defines[%r]" % k)
    if isinstance(includes, (str, os.PathLike)):
        includes = [includes]   # one folder, not its characters
    try:
        includes = [os.fspath(d) for d in includes]
    except TypeError:
        raise CortexError("includes must be a list of folders, got %r" % (includes,))
    cx = find_cortex(cortex)
    so, header, name = _build(model, defs, includes, cx)
    return Model(so, header, name, weights=weights, seed=seed, vocab=vocab, unk=unk)
