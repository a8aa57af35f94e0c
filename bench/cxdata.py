"""Readers for the data files `cortex run --data` reads, in plain Python.

They give the same structures, the same node order and the same word ids as
the runtime (docs/formats.md), so that a PyTorch model fed by them computes
exactly what `cortex run` computes:

  PTB/SST trees  nodes in pre-order (the order of the opening brackets);
                 fields `label` (every node) and `word` (leaves; -1 inside)
  CoNLL-U        nodes in token order; comment lines, multi-word token lines
                 (3-4) and empty nodes (8.1) skipped; `word` = FORM's id;
                 children = the tokens whose HEAD is the node, in token order
  graph format   `ID: CHILD ... | name=INT vec=F,F word=TOKEN`, nodes in line
                 order, a blank line between structures
  sequences      one a line; element i's only child is element i-1

Word ids: without a vocabulary file, by first appearance (node order,
structure after structure); with one (`Vocab.load`), id = line number - 1
and unknown words map to `unk` (or are an error without it).

Standard library only (no NumPy, no torch).  Used by bench/torch_zoo.py,
bench/compare.py, tests/pytorch/parity.py and tools/train_treelstm.py, which
also take from here the list of models the compiled backend does not run
yet (jit_deferred) and the way to recognize its refusal (jit_refusal).
"""

import importlib.util
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# `cortex run --jit` ends it "; run without --jit", `cortex bench` (which
# times the compiled code unless told --interp) "; time the interpreter
# with --interp".
_REFUSAL = re.compile(r"the compiled backend does not run (.+?) yet; "
                      r"(?:run without --jit|time the interpreter with --interp)")


def jit_deferred():
    """{model: reason} of the models `cortex run --jit` refuses today:
    JIT_DEFERRED of tests/ref/compare.py, the project's single list."""
    spec = importlib.util.spec_from_file_location(
        "cortex_ref_compare", os.path.join(ROOT, "tests", "ref", "compare.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return dict(mod.JIT_DEFERRED)


def jit_refusal(stderr):
    """The compiled backend's refusal in a cortex command's stderr (the
    whole message, e.g. "the compiled backend does not run top-down recs
    yet; run without --jit", or from cortex bench "...; time the
    interpreter with --interp"), or None."""
    m = _REFUSAL.search(stderr)
    return m.group(0) if m else None

UPOS = ("ADJ ADP ADV AUX CCONJ DET INTJ NOUN NUM PART PRON PROPN PUNCT SCONJ "
        "SYM VERB X").split()


class Vocab:
    """Token -> id.  Grows by first appearance unless frozen (loaded)."""

    def __init__(self):
        self.ids = {}
        self.words = []
        self.frozen = False
        self.unk = None

    @classmethod
    def load(cls, path, unk=None):
        v = cls()
        with open(path, encoding="utf-8") as f:
            text = f.read()
        if text.startswith("\ufeff"):
            text = text[1:]
        lines = text.split("\n")
        while lines and lines[-1].rstrip("\r") == "":
            lines.pop()
        for n, line in enumerate(lines, 1):
            tok = line[:-1] if line.endswith("\r") else line
            if tok == "":
                raise ValueError("%s:%d: empty line in the vocabulary" % (path, n))
            if tok in v.ids:
                raise ValueError("%s:%d: duplicate token %r" % (path, n, tok))
            v.ids[tok] = len(v.words)
            v.words.append(tok)
        v.frozen = True
        if unk is not None:
            if unk not in v.ids:
                raise ValueError("--unk token %r is not in %s" % (unk, path))
            v.unk = v.ids[unk]
        return v

    def save(self, path):
        with open(path, "w", encoding="utf-8") as f:
            for w in self.words:
                f.write(w + "\n")

    def id(self, tok):
        i = self.ids.get(tok)
        if i is not None:
            return i
        if self.frozen:
            if self.unk is None:
                raise KeyError("unknown word %r (no unk token)" % tok)
            return self.unk
        self.ids[tok] = len(self.words)
        self.words.append(tok)
        return self.ids[tok]

    def __len__(self):
        return len(self.words)


class Struct:
    """One input structure.

    children[i]  the node indices of node i's children, in child order
    fields[name] a list over the nodes (ints, or lists of floats)
    root         the unique node that is no node's child
    tokens       the words (for --with-text style display), may be empty
    """

    def __init__(self, children, fields, tokens=()):
        self.children = children
        self.fields = fields
        self.tokens = list(tokens)
        is_child = [False] * len(children)
        for ch in children:
            for k in ch:
                is_child[k] = True
        roots = [i for i, c in enumerate(is_child) if not c]
        if len(roots) != 1:
            raise ValueError("a structure needs exactly one root, found %d" % len(roots))
        self.root = roots[0]
        self._height = None
        self._depth = None
        self._parents = None

    def __len__(self):
        return len(self.children)

    @property
    def word(self):
        return self.fields["word"]

    @property
    def label(self):
        return self.fields["label"]

    def height(self):
        """height[i]: 0 for a leaf, 1 + the children's maximum otherwise."""
        if self._height is None:
            h = [-1] * len(self.children)
            for i in self.postorder():
                h[i] = 1 + max((h[k] for k in self.children[i]), default=-1)
            self._height = h
        return self._height

    def parents(self):
        """parents[i]: the nodes that have i as a child, in node order (one
        in a tree or a sequence, none at the root; any number in a DAG)."""
        if self._parents is None:
            par = [[] for _ in self.children]
            for i, ch in enumerate(self.children):
                for k in ch:
                    if not par[k] or par[k][-1] != i:
                        par[k].append(i)
            self._parents = par
        return self._parents

    def depth(self):
        """depth[i]: 0 at the root, 1 + the parents' maximum otherwise (the
        longest path from the root, as LANGUAGE.md defines n.depth)."""
        if self._depth is None:
            d = [0] * len(self.children)
            for i in reversed(self.postorder()):  # every node before its descendants
                for k in self.children[i]:
                    d[k] = max(d[k], d[i] + 1)
            self._depth = d
        return self._depth

    def postorder(self):
        """Every node once, children before parents (iterative: no recursion
        limit on long sequences or deep DAGs)."""
        seen = [False] * len(self.children)
        out = []
        for start in range(len(self.children)):
            if seen[start]:
                continue
            stack = [(start, 0)]
            seen[start] = True
            while stack:
                i, k = stack[-1]
                if k < len(self.children[i]):
                    stack[-1] = (i, k + 1)
                    c = self.children[i][k]
                    if not seen[c]:
                        seen[c] = True
                        stack.append((c, 0))
                else:
                    stack.pop()
                    out.append(i)
        return out


_PTB_TOKEN = re.compile(r"\(|\)|[^\s()]+")


def parse_ptb_line(line, vocab):
    toks = _PTB_TOKEN.findall(line)
    children, labels, words, leaves = [], [], [], []
    stack = []
    pos = 0
    while pos < len(toks):
        t = toks[pos]
        if t == "(":
            me = len(children)
            children.append([])
            labels.append(int(toks[pos + 1]))
            words.append(-1)
            if stack:
                children[stack[-1]].append(me)
            stack.append(me)
            pos += 2
        elif t == ")":
            stack.pop()
            pos += 1
        else:  # a leaf token
            words[stack[-1]] = vocab.id(t)
            leaves.append(t)
            pos += 1
    return Struct(children, {"label": labels, "word": words}, leaves)


def read_ptb(path, vocab, limit=None):
    out = []
    with open(path, encoding="utf-8-sig") as f:
        for line in f:
            if not line.strip():
                continue
            out.append(parse_ptb_line(line, vocab))
            if limit and len(out) >= limit:
                break
    return out


def read_conllu(path, vocab, limit=None):
    out = []
    with open(path, encoding="utf-8-sig") as f:
        text = f.read().replace("\r\n", "\n")
    for block in re.split(r"\n\s*\n", text):
        toks = []
        for line in block.split("\n"):
            if not line.strip() or line.startswith("#"):
                continue
            cols = line.split("\t")
            if len(cols) != 10:
                raise ValueError("CoNLL-U line without ten columns: %r" % line)
            if "-" in cols[0] or "." in cols[0]:
                continue
            toks.append(cols)
        if not toks:
            continue
        n = len(toks)
        children = [[] for _ in range(n)]
        words, upos, heads = [], [], []
        for i, cols in enumerate(toks):
            words.append(vocab.id(cols[1]))
            upos.append(UPOS.index(cols[3]) if cols[3] in UPOS else -1)
            head = int(cols[6])
            heads.append(head)
            if head > 0:
                children[head - 1].append(i)
        out.append(Struct(children, {"word": words, "upos": upos, "head": heads},
                          [c[1] for c in toks]))
        if limit and len(out) >= limit:
            break
    return out


def read_graph(path, vocab=None, limit=None):
    out = []
    cur = []

    def flush():
        if not cur:
            return
        index = {nid: i for i, (nid, _, _) in enumerate(cur)}
        children = [[index[c] for c in ch] for _, ch, _ in cur]
        names = list(cur[0][2])
        fields = {k: [f[k] for _, _, f in cur] for k in names}
        out.append(Struct(children, fields))
        cur.clear()

    with open(path, encoding="utf-8-sig") as f:
        for line in f:
            line = line.rstrip("\r\n")
            if line.lstrip().startswith("#"):
                continue
            if not line.strip():
                flush()
                continue
            head, _, rest = line.partition("|")
            nid, _, ch = head.partition(":")
            fields = {}
            for kv in rest.split():
                k, _, v = kv.partition("=")
                if k == "word" and vocab is not None and not re.fullmatch(r"-?\d+", v):
                    fields[k] = vocab.id(v.strip('"'))
                elif "," in v or "." in v or "e" in v.lower():
                    fields[k] = [float(x) for x in v.split(",")]
                else:
                    fields[k] = int(v)
            cur.append((nid.strip(), ch.split(), fields))
    flush()
    return out[:limit] if limit else out


def read_seq(path, vocab, limit=None):
    out = []
    with open(path, encoding="utf-8-sig") as f:
        for line in f:
            words = line.split()
            if not words:
                continue
            children = [[i - 1] if i > 0 else [] for i in range(len(words))]
            out.append(Struct(children, {"word": [vocab.id(w) for w in words]}, words))
            if limit and len(out) >= limit:
                break
    return out


def read(path, vocab, fmt=None, limit=None):
    """The format from `fmt`, else the extension, else the first line (as
    `cortex run` decides)."""
    if fmt is None:
        ext = os.path.splitext(path)[1].lower()
        fmt = {".ptb": "ptb", ".conllu": "conllu", ".conll": "conllu", ".graph": "graph",
               ".g": "graph", ".seq": "seq"}.get(ext)
    if fmt is None:
        with open(path, encoding="utf-8-sig") as f:
            for line in f:
                if not line.strip() or line.startswith("#"):
                    continue
                if line.lstrip().startswith("("):
                    fmt = "ptb"
                elif len(line.rstrip("\r\n").split("\t")) == 10:
                    fmt = "conllu"
                elif re.match(r"\s*[^\s:|]+:", line):
                    fmt = "graph"
                else:
                    fmt = "seq"
                break
    reader = {"ptb": read_ptb, "conllu": read_conllu, "graph": read_graph, "seq": read_seq}[fmt]
    return reader(path, vocab, limit=limit)
