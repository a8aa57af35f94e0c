#!/usr/bin/python3
"""The fourteen zoo models as PyTorch modules, written the way PyTorch
users write them, plus a small benchmark driver: the eight of MODELS.md, the
sequence GRU (examples/seqgru.cx, nn.GRU's form) and
the five language v2 models of examples/ (bitreelstm, bigru, attn_treelstm,
rntn, tbcnn: several recursions, top-down passes, readouts over all nodes,
tensor contractions), these from the papers' equations as the examples'
header comments state them.

Each module uses the usual building blocks: nn.Embedding for E, nn.Linear
(with a bias where MODELS.md has one), fused gate matrices where that is the
common style (Tai et al.'s `ioux`/`iouh`, nn.LSTMCell), and `nn.Linear(2H, .)`
over `cat(h_l, h_r)` for binary compositions.  So their state_dict keys are
PyTorch's names (`ioux.weight`, `cell.bias_hh`, ...), not MODELS.md's.  Two
ways lead from them to Cortex (docs/pytorch.md):

  * bind the keys in the .cx file: `param W_i : [H, H] = "ioux.weight"[0:H];`
    tests/pytorch/<model>_torch.cx does that for every model below, and loads
    `tools/cortex-export` of `model.state_dict()` unchanged;
  * or rename in Python: `model.models_md_state_dict()` returns the tensors
    under MODELS.md's names, which examples/<model>.cx loads as it is.

Every module has two forward modes, which compute the same numbers:

  forward_nodes(structs)   per node, recursive and memoized: how tutorials
                           write a TreeLSTM (one small matmul per node)
  forward_levels(structs)  level-batched: the nodes of all structures are
                           grouped by height (0 = leaves) and each level is
                           one matmul per weight; the strongest hand-written
                           baseline (Looks et al.'s "dynamic batching" done
                           by hand).  A top-down pass groups the nodes by
                           depth (0 = roots), a local pass is one level of
                           every node, a readout over a structure's nodes is
                           a segmented reduction over the batch

Both return, per structure, a dict {output name: tensor} with the names and
shapes of the example's outputs (`cortex run --format json`): a per-structure
output is a tensor, a per-node output a tensor whose first axis runs over
the nodes in node order.

Structures come from bench/cxdata.py, which reads the same files as
`cortex run --data` with the same vocabulary rule and node order.

Benchmark / inspection driver (Debian's torch: /usr/bin/python3):

  bench/torch_zoo.py treelstm --data examples/data/sst_dev_50.txt -D H=256
  bench/torch_zoo.py childsum_treelstm --data examples/data/ewt_dev_30.conllu \\
      --mode levels --batch 10 --repeat 5
  bench/torch_zoo.py treelstm --data ... --format json   # cortex-style JSON Lines

(for timings, run it with `env -u OPENBLAS_CORETYPE` when that is set, or
with OPENBLAS_CORETYPE=SkylakeX where OpenBLAS does not know the processor
and falls back to its generic kernels: bench/README.md, "OpenBLAS's kernels").
"""

import argparse
import json
import math
import os
import sys
import time
import warnings

import torch
from torch import nn

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cxdata  # noqa: E402

sys.setrecursionlimit(max(10000, sys.getrecursionlimit()))
# segment_max uses Tensor.scatter_reduce, which torch 1.13 calls beta.
warnings.filterwarnings("ignore", message="scatter_reduce")


# ---------------------------------------------------------------------------
# Level plans: several structures flattened and sorted by height
# ---------------------------------------------------------------------------

class LevelPlan:
    """The nodes of `structs`, sorted by height (stably, so within a level
    structure after structure and node order inside each).

    Positions index that order.  For level k, nodes [start, end) of it:
      fields[name]     an int64 tensor over all positions (e.g. word ids)
      kids(k, j)       positions of the j-th children of the level's nodes
                       (binary trees: every node of a level >= 1 has two)
      edges(k)         (child positions, parent index within the level) over
                       all the level's child edges, for sums over children
      nodes_of[s]      positions of structure s's nodes, in node order
      root_of          positions of the roots
      struct_of        the structure of every position (for readouts over a
                       structure's nodes: segmented sums and maxima)
    Children always sit in earlier levels, so a level can be computed once
    the levels before it are.

    For top-down passes (trees and sequences: one parent per node):
      down[d]          (positions, their parents' positions) of the nodes of
                       depth d (0 = the roots, whose parents are -1)
    Parents always sit in the depth before.  And over all the child edges:
      edge_child, edge_parent   positions
      edge_index, edge_arity    the child's position among its parent's
                                children, and the parent's number of children
    for a local pass that reads a node's children (one level: every node)."""

    def __init__(self, structs, fields=("word",)):
        gid = []  # (height, structure, node)
        for s, st in enumerate(structs):
            for i, h in enumerate(st.height()):
                gid.append((h, s, i))
        gid.sort()
        self.n = len(gid)
        pos = {}
        for p, (h, s, i) in enumerate(gid):
            pos[(s, i)] = p
        self.levels = []
        k = 0
        while k < len(gid):
            e = k
            while e < len(gid) and gid[e][0] == gid[k][0]:
                e += 1
            self.levels.append((k, e))
            k = e
        self.fields = {}
        for f in fields:
            self.fields[f] = torch.tensor([structs[s].fields[f][i] for _, s, i in gid],
                                          dtype=torch.long)
        self._kids = []
        self._edges = []
        for (a, b) in self.levels:
            ch = [structs[s].children[i] for _, s, i in gid[a:b]]
            arity = max(len(c) for c in ch)
            kids = []
            for j in range(arity):
                if all(len(c) > j for c in ch):
                    kids.append(torch.tensor([pos[(gid[a + q][1], c[j])] for q, c in enumerate(ch)],
                                             dtype=torch.long))
            self._kids.append(kids)
            ec, ep = [], []
            for q, c in enumerate(ch):
                for kid in c:
                    ec.append(pos[(gid[a + q][1], kid)])
                    ep.append(q)
            self._edges.append((torch.tensor(ec, dtype=torch.long),
                                torch.tensor(ep, dtype=torch.long)))
        self.nodes_of = [torch.tensor([pos[(s, i)] for i in range(len(st))], dtype=torch.long)
                         for s, st in enumerate(structs)]
        self.root_of = torch.tensor([pos[(s, st.root)] for s, st in enumerate(structs)],
                                    dtype=torch.long)
        self.struct_of = torch.tensor([s for _, s, _ in gid], dtype=torch.long)
        self.nstructs = len(structs)
        ec, ep, ei, ea = [], [], [], []
        for s, st in enumerate(structs):
            for i, ch in enumerate(st.children):
                for j, k in enumerate(ch):
                    ec.append(pos[(s, k)])
                    ep.append(pos[(s, i)])
                    ei.append(j)
                    ea.append(len(ch))
        self.edge_child, self.edge_parent, self.edge_index, self.edge_arity = (
            torch.tensor(v, dtype=torch.long) for v in (ec, ep, ei, ea))
        self.down = None  # a DAG node may have several parents: no top-down levels
        if all(len(p) <= 1 for st in structs for p in st.parents()):
            bydepth = {}
            for p, (h, s, i) in enumerate(gid):
                par = structs[s].parents()[i]
                bydepth.setdefault(structs[s].depth()[i], []).append(
                    (p, pos[(s, par[0])] if par else -1))
            self.down = [(torch.tensor([p for p, _ in bydepth[d]], dtype=torch.long),
                          torch.tensor([q for _, q in bydepth[d]], dtype=torch.long))
                         for d in range(len(bydepth))]

    def kids(self, k, j):
        return self._kids[k][j]

    def edges(self, k):
        return self._edges[k]

    def field(self, name, k=None):
        t = self.fields[name]
        if k is None:
            return t
        a, b = self.levels[k]
        return t[a:b]


def per_struct(plan, root_outputs, node_outputs, struct_outputs=None):
    """Splits position-ordered tensors into per-structure output dicts:
    root_outputs are read at each root, struct_outputs are [structures, ...]
    (readouts over the nodes), node_outputs are read at every node (in node
    order)."""
    out = []
    for s in range(len(plan.nodes_of)):
        d = {}
        for name, t in root_outputs.items():
            d[name] = t[plan.root_of[s]]
        for name, t in (struct_outputs or {}).items():
            d[name] = t[s]
        for name, t in node_outputs.items():
            d[name] = t[plan.nodes_of[s]]
        out.append(d)
    return out


def segment_sum(plan, x):
    """[positions, ...] -> [structures, ...]: the sum over each structure's
    nodes (a readout `sum(k in t.nodes)`)."""
    return torch.zeros((plan.nstructs,) + x.shape[1:], dtype=x.dtype).index_add(0, plan.struct_of, x)


def segment_max(plan, x):
    """The elementwise maximum over each structure's nodes (`max(k in t.nodes)`)."""
    idx = plan.struct_of.view((-1,) + (1,) * (x.dim() - 1)).expand_as(x)
    return torch.zeros((plan.nstructs,) + x.shape[1:], dtype=x.dtype).scatter_reduce(
        0, idx, x, reduce="amax", include_self=False)


def memo(cell):
    """Memoized recursion over one structure: state(i) computes node i from
    its children's states, each once (a DAG node read twice too)."""
    cache = {}

    def state(i):
        if i not in cache:
            cache[i] = cell(i, state)
        return cache[i]

    return state


def stack_nodes(st, state, pick=lambda s: s):
    return torch.stack([pick(state(i)) for i in range(len(st))])


# ---------------------------------------------------------------------------
# TreeFC: leaf h = E[w]; internal h = tanh(W (h_l + h_r) + b)
# ---------------------------------------------------------------------------

class TreeFC(nn.Module):
    example = "treefc"
    data = "ptb"

    def __init__(self, V, H):
        super().__init__()
        self.H = H
        self.embedding = nn.Embedding(V, H)
        self.compose = nn.Linear(H, H)

    def forward_nodes(self, structs):
        out = []
        for st in structs:
            def cell(i, state):
                ch = st.children[i]
                if not ch:
                    return self.embedding.weight[st.word[i]]
                return torch.tanh(self.compose(state(ch[0]) + state(ch[1])))
            s = memo(cell)
            out.append({"h_root": s(st.root), "h": stack_nodes(st, s)})
        return out

    def forward_levels(self, structs, plan=None):
        plan = plan or LevelPlan(structs)
        h = torch.zeros(plan.n, self.H)
        for k, (a, b) in enumerate(plan.levels):
            if k == 0:
                h[a:b] = self.embedding(plan.field("word", 0))
            else:
                h[a:b] = torch.tanh(self.compose(h[plan.kids(k, 0)] + h[plan.kids(k, 1)]))
        return per_struct(plan, {"h_root": h}, {"h": h})

    def models_md_state_dict(self):
        return {"E": self.embedding.weight, "W": self.compose.weight, "b": self.compose.bias}


# ---------------------------------------------------------------------------
# TreeRNN: internal h = tanh(W_l h_l + W_r h_r + b), written as one
# nn.Linear(2H, H) over cat(h_l, h_r) (Socher's W [H, 2H])
# ---------------------------------------------------------------------------

class TreeRNN(nn.Module):
    example = "treernn"
    data = "ptb"

    def __init__(self, V, H):
        super().__init__()
        self.H = H
        self.embedding = nn.Embedding(V, H)
        self.compose = nn.Linear(2 * H, H)

    def forward_nodes(self, structs):
        out = []
        for st in structs:
            def cell(i, state):
                ch = st.children[i]
                if not ch:
                    return self.embedding.weight[st.word[i]]
                return torch.tanh(self.compose(torch.cat([state(ch[0]), state(ch[1])])))
            s = memo(cell)
            out.append({"h_root": s(st.root), "h": stack_nodes(st, s)})
        return out

    def forward_levels(self, structs, plan=None):
        plan = plan or LevelPlan(structs)
        h = torch.zeros(plan.n, self.H)
        for k, (a, b) in enumerate(plan.levels):
            if k == 0:
                h[a:b] = self.embedding(plan.field("word", 0))
            else:
                lr = torch.cat([h[plan.kids(k, 0)], h[plan.kids(k, 1)]], dim=1)
                h[a:b] = torch.tanh(self.compose(lr))
        return per_struct(plan, {"h_root": h}, {"h": h})

    def models_md_state_dict(self):
        H, W = self.H, self.compose.weight
        return {"E": self.embedding.weight, "W_l": W[:, :H], "W_r": W[:, H:],
                "b": self.compose.bias}


# ---------------------------------------------------------------------------
# Binary TreeLSTM (Tai et al. 2015, N-ary, N = 2) with a classifier.
# Fused gates: leaf [i; o; u] = ioux x + bias[:3H]; internal
# [i; o; u; fl; fr] = comp_l h_l + comp_r h_r + bias.  MODELS.md shares
# b_i, b_o, b_u between leaves and internal nodes, hence one bias vector.
# ---------------------------------------------------------------------------

class BinaryTreeLSTM(nn.Module):
    example = "treelstm"
    data = "ptb"
    GATES = ("i", "o", "u", "fl", "fr")  # row blocks of comp_l, comp_r, bias

    def __init__(self, V, H, C=5):
        super().__init__()
        self.H = H
        self.embedding = nn.Embedding(V, H)
        self.ioux = nn.Linear(H, 3 * H, bias=False)
        self.comp_l = nn.Linear(H, 5 * H, bias=False)
        self.comp_r = nn.Linear(H, 5 * H, bias=False)
        self.bias = nn.Parameter(torch.empty(5 * H).uniform_(-1 / math.sqrt(H), 1 / math.sqrt(H)))
        self.classifier = nn.Linear(H, C)

    def leaf(self, x):
        H = self.H
        iou = self.ioux(x) + self.bias[:3 * H]
        i, o, u = iou.split(H, dim=-1)
        c = torch.sigmoid(i) * torch.tanh(u)
        return torch.sigmoid(o) * torch.tanh(c), c

    def compose(self, hl, cl, hr, cr):
        g = self.comp_l(hl) + self.comp_r(hr) + self.bias
        i, o, u, fl, fr = g.split(self.H, dim=-1)
        c = (torch.sigmoid(i) * torch.tanh(u) + torch.sigmoid(fl) * cl
             + torch.sigmoid(fr) * cr)
        return torch.sigmoid(o) * torch.tanh(c), c

    def states_nodes(self, st):
        """state(i) -> (h, c) of node i of `st`, recursive and memoized."""
        def cell(i, state):
            ch = st.children[i]
            if not ch:
                return self.leaf(self.embedding.weight[st.word[i]])
            (hl, cl), (hr, cr) = state(ch[0]), state(ch[1])
            return self.compose(hl, cl, hr, cr)
        return memo(cell)

    def forward_nodes(self, structs):
        out = []
        for st in structs:
            s = self.states_nodes(st)
            logits = self.classifier(stack_nodes(st, s, lambda hc: hc[0]))
            out.append({"logits": logits[st.root], "sentiment": logits.argmax(dim=1)})
        return out

    def states_levels(self, plan):
        """(h, c) of every node, in plan position order."""
        h = torch.zeros(plan.n, self.H)
        c = torch.zeros(plan.n, self.H)
        for k, (a, b) in enumerate(plan.levels):
            if k == 0:
                h[a:b], c[a:b] = self.leaf(self.embedding(plan.field("word", 0)))
            else:
                L, R = plan.kids(k, 0), plan.kids(k, 1)
                h[a:b], c[a:b] = self.compose(h[L], c[L], h[R], c[R])
        return h, c

    def forward_levels(self, structs, plan=None):
        plan = plan or LevelPlan(structs)
        h, _ = self.states_levels(plan)
        logits = self.classifier(h)
        return per_struct(plan, {"logits": logits}, {"sentiment": logits.argmax(dim=1)})

    def node_logits(self, structs):
        """Per structure, the [nodes, C] logits whose argmax is `sentiment`
        (tests/pytorch/parity.py excuses a float32 tie between the top two)."""
        plan = LevelPlan(structs)
        logits = self.classifier(self.states_levels(plan)[0])
        return [logits[p] for p in plan.nodes_of]

    def models_md_state_dict(self):
        H = self.H
        d = {"E": self.embedding.weight, "W_s": self.classifier.weight,
             "b_s": self.classifier.bias}
        for j, g in enumerate(("i", "o", "u")):
            d["W_" + g] = self.ioux.weight[j * H:(j + 1) * H]
        for j, g in enumerate(self.GATES):
            d["U_%s_l" % g] = self.comp_l.weight[j * H:(j + 1) * H]
            d["U_%s_r" % g] = self.comp_r.weight[j * H:(j + 1) * H]
            d["b_" + g] = self.bias[j * H:(j + 1) * H]
        return d


# ---------------------------------------------------------------------------
# TreeGRU (binary): gates [z; r_l; r_r] = Linear(2H, 3H) over cat(h_l, h_r);
# candidate = Linear(2H, H) over cat(r_l * h_l, r_r * h_r)
# ---------------------------------------------------------------------------

class TreeGRU(nn.Module):
    example = "treegru"
    data = "ptb"

    def __init__(self, V, H):
        super().__init__()
        self.H = H
        self.embedding = nn.Embedding(V, H)
        self.leaf = nn.Linear(H, H)
        self.gates = nn.Linear(2 * H, 3 * H)
        self.cand = nn.Linear(2 * H, H)

    def compose(self, hl, hr):
        z, rl, rr = torch.sigmoid(self.gates(torch.cat([hl, hr], dim=-1))).split(self.H, dim=-1)
        hh = torch.tanh(self.cand(torch.cat([rl * hl, rr * hr], dim=-1)))
        return z * (hl + hr) / 2 + (1 - z) * hh

    def forward_nodes(self, structs):
        out = []
        for st in structs:
            def cell(i, state):
                ch = st.children[i]
                if not ch:
                    return torch.tanh(self.leaf(self.embedding.weight[st.word[i]]))
                return self.compose(state(ch[0]), state(ch[1]))
            s = memo(cell)
            out.append({"h_root": s(st.root), "h": stack_nodes(st, s)})
        return out

    def forward_levels(self, structs, plan=None):
        plan = plan or LevelPlan(structs)
        h = torch.zeros(plan.n, self.H)
        for k, (a, b) in enumerate(plan.levels):
            if k == 0:
                h[a:b] = torch.tanh(self.leaf(self.embedding(plan.field("word", 0))))
            else:
                h[a:b] = self.compose(h[plan.kids(k, 0)], h[plan.kids(k, 1)])
        return per_struct(plan, {"h_root": h}, {"h": h})

    def models_md_state_dict(self):
        H, G, Wc = self.H, self.gates.weight, self.cand.weight
        d = {"E": self.embedding.weight, "W_x": self.leaf.weight, "b_x": self.leaf.bias,
             "W_l": Wc[:, :H], "W_r": Wc[:, H:], "b_h": self.cand.bias}
        for j, g in enumerate(("z", "rl", "rr")):
            d["U_%s_l" % g] = G[j * H:(j + 1) * H, :H]
            d["U_%s_r" % g] = G[j * H:(j + 1) * H, H:]
            d["b_" + g] = self.gates.bias[j * H:(j + 1) * H]
        return d


# ---------------------------------------------------------------------------
# Child-Sum TreeLSTM, in the style of Tai et al.'s reference code
# (ioux / iouh / fx / fh; gate order i, o, u)
# ---------------------------------------------------------------------------

class ChildSumTreeLSTM(nn.Module):
    example = "childsum_treelstm"
    data = "conllu"

    def __init__(self, V, H):
        super().__init__()
        self.H = H
        self.emb = nn.Embedding(V, H)
        self.ioux = nn.Linear(H, 3 * H)
        self.iouh = nn.Linear(H, 3 * H, bias=False)
        self.fx = nn.Linear(H, H)
        self.fh = nn.Linear(H, H, bias=False)

    def node_forward(self, x, child_h, child_c):
        """x [H]; child_h, child_c [K, H] (K = 0 at a leaf)."""
        h_sum = child_h.sum(dim=0)
        i, o, u = (self.ioux(x) + self.iouh(h_sum)).split(self.H, dim=-1)
        i, o, u = torch.sigmoid(i), torch.sigmoid(o), torch.tanh(u)
        f = torch.sigmoid(self.fh(child_h) + self.fx(x).repeat(len(child_h), 1))
        c = i * u + (f * child_c).sum(dim=0)
        return o * torch.tanh(c), c

    def states_nodes(self, st):
        """state(i) -> (h, c) of node i of `st`, recursive and memoized."""
        def cell(i, state):
            kids = [state(k) for k in st.children[i]]
            if kids:
                ch = torch.stack([h for h, _ in kids])
                cc = torch.stack([c for _, c in kids])
            else:
                ch = cc = torch.zeros(0, self.H)
            return self.node_forward(self.emb.weight[st.word[i]], ch, cc)
        return memo(cell)

    def forward_nodes(self, structs):
        out = []
        for st in structs:
            s = self.states_nodes(st)
            out.append({"h_root": s(st.root)[0], "h": stack_nodes(st, s, lambda hc: hc[0])})
        return out

    def forward_levels(self, structs, plan=None):
        plan = plan or LevelPlan(structs)
        h, _ = self.states_levels(plan)
        return per_struct(plan, {"h_root": h}, {"h": h})

    def states_levels(self, plan):
        """(h, c) of every node, in plan position order."""
        h = torch.zeros(plan.n, self.H)
        c = torch.zeros(plan.n, self.H)
        for k, (a, b) in enumerate(plan.levels):
            x = self.emb(plan.field("word", k))
            iou = self.ioux(x)
            fx = self.fx(x)
            child, parent = plan.edges(k)
            if len(child):
                h_sum = torch.zeros(b - a, self.H).index_add(0, parent, h[child])
                iou = iou + self.iouh(h_sum)
                f = torch.sigmoid(self.fh(h[child]) + fx[parent])
                fc = torch.zeros(b - a, self.H).index_add(0, parent, f * c[child])
            else:
                fc = 0
            i, o, u = iou.split(self.H, dim=-1)
            c[a:b] = torch.sigmoid(i) * torch.tanh(u) + fc
            h[a:b] = torch.sigmoid(o) * torch.tanh(c[a:b])
        return h, c

    def models_md_state_dict(self):
        H = self.H
        d = {"E": self.emb.weight, "W_f": self.fx.weight, "b_f": self.fx.bias,
             "U_f": self.fh.weight}
        for j, g in enumerate(("i", "o", "u")):
            d["W_" + g] = self.ioux.weight[j * H:(j + 1) * H]
            d["U_" + g] = self.iouh.weight[j * H:(j + 1) * H]
            d["b_" + g] = self.ioux.bias[j * H:(j + 1) * H]
        return d


# ---------------------------------------------------------------------------
# MV-RNN (Socher et al. 2012): vector a and matrix A per node
# ---------------------------------------------------------------------------

class MVRNN(nn.Module):
    example = "mvrnn"
    data = "ptb"

    def __init__(self, V, H):
        super().__init__()
        self.H = H
        self.embedding = nn.Embedding(V, H)
        # Socher et al. start every word matrix at the identity plus noise.
        self.A0 = nn.Parameter(torch.eye(H) + 0.1 * torch.randn(H, H) / math.sqrt(H))
        self.compose = nn.Linear(2 * H, H)             # W, bias
        self.compose_M = nn.Linear(2 * H, H, bias=False)  # W_M

    def forward_nodes(self, structs):
        out = []
        for st in structs:
            def cell(i, state):
                ch = st.children[i]
                if not ch:
                    return self.embedding.weight[st.word[i]], self.A0
                (a, A), (b, B) = state(ch[0]), state(ch[1])
                p = torch.tanh(self.compose(torch.cat([B @ a, A @ b])))
                P = self.compose_M.weight @ torch.cat([A, B])
                return p, P
            s = memo(cell)
            p, P = s(st.root)
            out.append({"p": p, "P": P})
        return out

    def forward_levels(self, structs, plan=None):
        plan = plan or LevelPlan(structs)
        H = self.H
        a = torch.zeros(plan.n, H)
        A = torch.zeros(plan.n, H, H)
        for k, (s, e) in enumerate(plan.levels):
            if k == 0:
                a[s:e] = self.embedding(plan.field("word", 0))
                A[s:e] = self.A0
            else:
                L, R = plan.kids(k, 0), plan.kids(k, 1)
                Ba = torch.bmm(A[R], a[L].unsqueeze(2)).squeeze(2)
                Ab = torch.bmm(A[L], a[R].unsqueeze(2)).squeeze(2)
                a[s:e] = torch.tanh(self.compose(torch.cat([Ba, Ab], dim=1)))
                A[s:e] = torch.matmul(self.compose_M.weight, torch.cat([A[L], A[R]], dim=1))
        return per_struct(plan, {"p": a, "P": A}, {})

    def models_md_state_dict(self):
        return {"E": self.embedding.weight, "A0": self.A0, "W": self.compose.weight,
                "bias": self.compose.bias, "W_M": self.compose_M.weight}


# ---------------------------------------------------------------------------
# DAG-RNN (Shuai et al.): h_v = tanh(U E[feat] + b + sum_p W h_p)
# ---------------------------------------------------------------------------

class DAGRNN(nn.Module):
    example = "dagrnn"
    data = "graph"
    field = "feat"

    def __init__(self, V, H):
        super().__init__()
        self.H = H
        self.embedding = nn.Embedding(V, H)
        self.input = nn.Linear(H, H)               # U, b
        self.recur = nn.Linear(H, H, bias=False)   # W, shared by all predecessors

    def forward_nodes(self, structs):
        out = []
        for st in structs:
            def cell(i, state):
                pre = self.input(self.embedding.weight[st.fields["feat"][i]])
                for k in st.children[i]:
                    pre = pre + self.recur(state(k))
                return torch.tanh(pre)
            s = memo(cell)
            out.append({"h_root": s(st.root), "h": stack_nodes(st, s)})
        return out

    def forward_levels(self, structs, plan=None):
        plan = plan or LevelPlan(structs, fields=("feat",))
        h = torch.zeros(plan.n, self.H)
        for k, (a, b) in enumerate(plan.levels):
            pre = self.input(self.embedding(plan.field("feat", k)))
            child, parent = plan.edges(k)
            if len(child):
                pre = pre.index_add(0, parent, self.recur(h[child]))
            h[a:b] = torch.tanh(pre)
        return per_struct(plan, {"h_root": h}, {"h": h})

    def models_md_state_dict(self):
        return {"E": self.embedding.weight, "U": self.input.weight, "b": self.input.bias,
                "W": self.recur.weight}


# ---------------------------------------------------------------------------
# Sequential LSTM and GRU.  forward_nodes steps nn.LSTMCell / nn.GRUCell per
# element; forward_levels is the fused layer, nn.LSTM / nn.GRU over the
# batch as one PackedSequence (the way PyTorch users run sequences): it
# computes the input projections of every element in one GEMM before the
# recurrence and steps the sequences of the batch together.  The layer and
# the cell share their parameters (the layer is not a registered submodule:
# the state_dict keys stay the cell's, or the layer's for the GRU).
# ---------------------------------------------------------------------------

def prepare_packed(plan, structs):
    """The batch as a PackedSequence, built with the level plan (structure,
    not compute): the word ids in packed order, and for every packed row
    its plan position (element i of a sequence is its node i)."""
    words = [torch.tensor(st.word, dtype=torch.long) for st in structs]
    pos = [plan.nodes_of[s] for s in range(len(structs))]
    pw = nn.utils.rnn.pack_sequence(words, enforce_sorted=False)
    pp = nn.utils.rnn.pack_sequence(pos, enforce_sorted=False)
    plan.packed = (pw, pp.data)


def run_packed(layer, embedding, plan, structs, H):
    """Positions-ordered h of every element: one call of the fused layer."""
    if getattr(plan, "packed", None) is None:
        prepare_packed(plan, structs)
    pw, where = plan.packed
    x = nn.utils.rnn.PackedSequence(embedding(pw.data), pw.batch_sizes, pw.sorted_indices, pw.unsorted_indices)
    out, _ = layer(x)
    h = torch.empty(plan.n, H)
    h[where] = out.data
    return h


class SeqRNN(nn.Module):
    """What the sequence LSTM and GRU share: forward_nodes steps the cell
    (self.step, from self.zero_state) over each sequence, forward_levels
    runs the fused layer (self.layer()) over the packed batch."""
    data = "seq"

    def forward_nodes(self, structs):
        out = []
        for st in structs:
            x = self.embedding(torch.tensor(st.word)).unsqueeze(1)  # [T, 1, H]
            state = self.zero_state()
            hs = []
            for t in range(len(st)):
                state = self.step(x[t], state)
                hs.append(self.hidden(state)[0])
            out.append({"h_last": hs[st.root], "h": torch.stack(hs)})
        return out

    def prepare_plan(self, plan, structs):
        prepare_packed(plan, structs)

    def forward_levels(self, structs, plan=None):
        plan = plan or LevelPlan(structs)
        h = run_packed(self.layer(), self.embedding, plan, structs, self.H)
        return per_struct(plan, {"h_last": h}, {"h": h})


class SeqLSTM(SeqRNN):
    """nn.LSTMCell's gate order is i, f, g (= u), o, with two biases."""
    example = "seqlstm"

    def __init__(self, V, H):
        super().__init__()
        self.H = H
        self.embedding = nn.Embedding(V, H)
        self.cell = nn.LSTMCell(H, H)
        lstm = nn.LSTM(H, H)
        for name in ("weight_ih", "weight_hh", "bias_ih", "bias_hh"):
            setattr(lstm, name + "_l0", getattr(self.cell, name))
        self.fused = {"layer": lstm}  # a dict: not a submodule, no state_dict keys

    def zero_state(self):
        return torch.zeros(1, self.H), torch.zeros(1, self.H)

    def step(self, x, state):
        return self.cell(x, state)

    def hidden(self, state):
        return state[0]

    def layer(self):
        return self.fused["layer"]

    def models_md_state_dict(self):
        H, cell = self.H, self.cell
        d = {"E": self.embedding.weight}
        for j, g in enumerate(("i", "f", "u", "o")):
            rows = slice(j * H, (j + 1) * H)
            d["W_" + g] = cell.weight_ih[rows]
            d["U_" + g] = cell.weight_hh[rows]
            d["b_" + g] = cell.bias_ih[rows] + cell.bias_hh[rows]
        return d


class SeqGRU(SeqRNN):
    """nn.GRU (gate order r, z, n, two biases; the reset gate scales
    U_n h + b_hn), as examples/seqgru.cx writes it."""
    example = "seqgru"

    def __init__(self, V, H):
        super().__init__()
        self.H = H
        self.embedding = nn.Embedding(V, H)
        self.gru = nn.GRU(H, H)
        cell = nn.GRUCell(H, H)
        for name in ("weight_ih", "weight_hh", "bias_ih", "bias_hh"):
            setattr(cell, name, getattr(self.gru, name + "_l0"))
        self.fused = {"cell": cell}  # shares the layer's parameters

    def zero_state(self):
        return torch.zeros(1, self.H)

    def step(self, x, h):
        return self.fused["cell"](x, h)

    def hidden(self, h):
        return h

    def layer(self):
        return self.gru

    def models_md_state_dict(self):
        H, g = self.H, self.gru
        d = {"E": self.embedding.weight}
        for j, n in enumerate(("r", "z", "n")):
            rows = slice(j * H, (j + 1) * H)
            d["W_" + n] = g.weight_ih_l0[rows]
            d["U_" + n] = g.weight_hh_l0[rows]
        d["b_r"] = g.bias_ih_l0[0:H] + g.bias_hh_l0[0:H]
        d["b_z"] = g.bias_ih_l0[H:2 * H] + g.bias_hh_l0[H:2 * H]
        d["b_in"] = g.bias_ih_l0[2 * H:]
        d["b_hn"] = g.bias_hh_l0[2 * H:]
        return d


# ===========================================================================
# Language v2 models: several recursions, top-down passes, readouts over all
# nodes, tensor contractions.  Written from the papers' equations, as the
# header comments of examples/<model>.cx state them.  forward_levels runs a
# bottom-up pass by height (plan.levels), a top-down pass by depth
# (plan.down), a local pass as one level over every node (plan.edge_*), and
# a readout over a structure's nodes as a segmented reduction over the batch
# (segment_sum, segment_max).  Projections of an input that does not depend
# on the recursion are one matmul over every node of the batch, as nn.LSTM
# and nn.GRU do with their input weights.
# ===========================================================================

# ---------------------------------------------------------------------------
# Bidirectional TreeLSTM (Teng and Zhang 2017 style): the binary TreeLSTM
# above bottom-up; top-down, an nn.LSTMCell whose input is the node's
# bottom-up h and whose state is its parent's (zeros at the root); the
# classifier reads [h_up; h_down] at every node.
# ---------------------------------------------------------------------------

class BiTreeLSTM(BinaryTreeLSTM):
    example = "bitreelstm"
    data = "ptb"

    def __init__(self, V, H, C=5):
        super().__init__(V, H, C)
        self.down = nn.LSTMCell(H, H)          # gates i, f, g (= u), o; two biases
        self.classifier = nn.Linear(2 * H, C)  # over [h_up; h_down]

    def forward_nodes(self, structs):
        out = []
        for st in structs:
            up = self.states_nodes(st)
            down = [None] * len(st)

            def visit(i, hc):  # top-down, recursive from the root
                hc = self.down(up(i)[0].unsqueeze(0), hc)
                down[i] = hc[0][0]
                for k in st.children[i]:
                    visit(k, hc)

            visit(st.root, None)  # LSTMCell: no state = zeros
            h = torch.stack([torch.cat([up(i)[0], down[i]]) for i in range(len(st))])
            logits = self.classifier(h)
            out.append({"logits": logits[st.root], "h": h, "sentiment": logits.argmax(dim=1)})
        return out

    def forward_levels(self, structs, plan=None):
        plan = plan or LevelPlan(structs)
        hu, _ = self.states_levels(plan)       # bottom-up, by height
        cell, H = self.down, self.H
        gx = nn.functional.linear(hu, cell.weight_ih, cell.bias_ih + cell.bias_hh)
        hd = torch.zeros(plan.n, H)
        cd = torch.zeros(plan.n, H)
        for d, (idx, par) in enumerate(plan.down):  # top-down, by depth
            g = gx[idx]
            if d:
                g = g + nn.functional.linear(hd[par], cell.weight_hh)
            i, f, u, o = g.split(H, dim=1)
            c = torch.sigmoid(i) * torch.tanh(u)
            if d:
                c = c + torch.sigmoid(f) * cd[par]
            hd[idx] = torch.sigmoid(o) * torch.tanh(c)
            cd[idx] = c
        h = torch.cat([hu, hd], dim=1)
        logits = self.classifier(h)
        return per_struct(plan, {"logits": logits}, {"h": h, "sentiment": logits.argmax(dim=1)})

    def node_logits(self, structs):
        return [self.classifier(o["h"]) for o in self.forward_levels(structs)]

    def models_md_state_dict(self):
        H, cell = self.H, self.down
        d = super().models_md_state_dict()  # E, the bottom-up weights, W_s, b_s
        for j, g in enumerate(("i", "f", "u", "o")):
            rows = slice(j * H, (j + 1) * H)
            d["Wd_" + g] = cell.weight_ih[rows]
            d["Ud_" + g] = cell.weight_hh[rows]
            d["bd_" + g] = cell.bias_ih[rows] + cell.bias_hh[rows]
        return d


# ---------------------------------------------------------------------------
# Bidirectional GRU over sequences (Schuster and Paliwal 1997, with the GRU
# of Cho et al. 2014): a forward and a backward ChoGRUCell.
# ---------------------------------------------------------------------------

class ChoGRUCell(nn.Module):
    """The GRU of Cho et al. 2014, as nn.cx's gru_cell: the reset gate scales
    the previous state before its matrix, hh = tanh(W_h x + U_h (r * h_p) + b_h),
    and h = z * h_p + (1 - z) * hh.  (nn.GRUCell resets after the matrix,
    r * (U_h h_p + b_hn): another function, so it is not used here.)
      ih     [r; z; h] input projections, with the biases b_r, b_z, b_h
      hh_rz  [r; z] of the previous state;  hh_h  U_h"""

    def __init__(self, H):
        super().__init__()
        self.H = H
        self.ih = nn.Linear(H, 3 * H)
        self.hh_rz = nn.Linear(H, 2 * H, bias=False)
        self.hh_h = nn.Linear(H, H, bias=False)

    def step(self, gx, h):
        """gx = self.ih(x), computed ahead for many elements; h = None at
        the first step (a zero state)."""
        xr, xz, xh = gx.split(self.H, dim=-1)
        if h is None:
            z = torch.sigmoid(xz)
            return (1 - z) * torch.tanh(xh)
        r, z = torch.sigmoid(torch.cat([xr, xz], dim=-1) + self.hh_rz(h)).split(self.H, dim=-1)
        return z * h + (1 - z) * torch.tanh(xh + self.hh_h(r * h))

    def forward(self, x, h=None):
        return self.step(self.ih(x), h)

    def models_md(self, d, p):
        """Adds W{p}_g, U{p}_g, b{p}_g (g = r, z, h) to d: bigru.cx's names."""
        H = self.H
        for j, g in enumerate(("r", "z", "h")):
            d["W%s_%s" % (p, g)] = self.ih.weight[j * H:(j + 1) * H]
            d["b%s_%s" % (p, g)] = self.ih.bias[j * H:(j + 1) * H]
        d["U%s_r" % p] = self.hh_rz.weight[:H]
        d["U%s_z" % p] = self.hh_rz.weight[H:]
        d["U%s_h" % p] = self.hh_h.weight


class BiGRU(nn.Module):
    example = "bigru"
    data = "seq"

    def __init__(self, V, H):
        super().__init__()
        self.H = H
        self.embedding = nn.Embedding(V, H)
        self.fwd = ChoGRUCell(H)
        self.bwd = ChoGRUCell(H)

    def forward_nodes(self, structs):
        out = []
        for st in structs:
            x = self.embedding(torch.tensor(st.word))
            n = len(st)
            f, b = [None] * n, [None] * n
            h = None
            for t in range(n):            # element t's child is element t - 1
                h = f[t] = self.fwd(x[t], h)
            h = None
            for t in reversed(range(n)):  # and its parent element t + 1
                h = b[t] = self.bwd(x[t], h)
            out.append({"h_seq": torch.cat([f[n - 1], b[0]]),
                        "h": torch.stack([torch.cat([f[t], b[t]]) for t in range(n)])})
        return out

    def forward_levels(self, structs, plan=None):
        # Height t = element t of every sequence long enough (the usual "step
        # the whole batch" loop), depth t = element n - 1 - t: the backward
        # direction steps the sequences' ends together.
        plan = plan or LevelPlan(structs)
        x = self.embedding(plan.field("word"))
        gf, gb = self.fwd.ih(x), self.bwd.ih(x)
        hf = torch.zeros(plan.n, self.H)
        hb = torch.zeros(plan.n, self.H)
        for k, (a, b) in enumerate(plan.levels):
            hf[a:b] = self.fwd.step(gf[a:b], hf[plan.kids(k, 0)] if k else None)
        for d, (idx, par) in enumerate(plan.down):
            hb[idx] = self.bwd.step(gb[idx], hb[par] if d else None)
        a, b = plan.levels[0]  # a sequence's only leaf, its first element: one per structure
        h_seq = torch.cat([hf[plan.root_of], hb[a:b]], dim=1)
        return per_struct(plan, {}, {"h": torch.cat([hf, hb], dim=1)}, {"h_seq": h_seq})

    def models_md_state_dict(self):
        d = {"E": self.embedding.weight}
        self.fwd.models_md(d, "f")
        self.bwd.models_md(d, "b")
        return d


# ---------------------------------------------------------------------------
# Child-Sum TreeLSTM with attention pooling (Tai et al. 2015; the attention
# of Yang et al. 2016 over the tree's nodes): the Child-Sum module above,
# then a_j = w_a . tanh(W_a h_j + b_a), alpha = softmax over the tree,
# sentence = sum_j alpha_j h_j, logits = W_c sentence + b_c.
# ---------------------------------------------------------------------------

class AttnChildSumTreeLSTM(ChildSumTreeLSTM):
    example = "attn_treelstm"
    data = "conllu"

    def __init__(self, V, H, C=5):
        super().__init__(V, H)
        self.attn = nn.Linear(H, H)             # W_a, b_a
        self.context = nn.Parameter(torch.empty(H).uniform_(-1 / math.sqrt(H), 1 / math.sqrt(H)))  # w_a
        self.classifier = nn.Linear(H, C)       # W_c, b_c

    def scores(self, h):
        return torch.tanh(self.attn(h)) @ self.context

    def forward_nodes(self, structs):
        out = []
        for st in structs:
            h = stack_nodes(st, self.states_nodes(st), lambda hc: hc[0])
            alpha = torch.softmax(self.scores(h), dim=0)
            sentence = alpha @ h
            out.append({"sentence": sentence, "logits": self.classifier(sentence), "alpha": alpha})
        return out

    def forward_levels(self, structs, plan=None):
        plan = plan or LevelPlan(structs)
        h, _ = self.states_levels(plan)
        a = self.scores(h)                          # every node of the batch at once
        e = torch.exp(a - segment_max(plan, a)[plan.struct_of])
        alpha = e / segment_sum(plan, e)[plan.struct_of]
        sentence = segment_sum(plan, alpha.unsqueeze(1) * h)
        return per_struct(plan, {}, {"alpha": alpha},
                          {"sentence": sentence, "logits": self.classifier(sentence)})

    def models_md_state_dict(self):
        d = super().models_md_state_dict()
        d.update({"W_a": self.attn.weight, "b_a": self.attn.bias, "w_a": self.context,
                  "W_c": self.classifier.weight, "b_c": self.classifier.bias})
        return d


# ---------------------------------------------------------------------------
# RNTN (Socher et al. 2013): h = tanh(v^T V[1:H] v + W v + b), v = [h_l; h_r].
# nn.Bilinear(2H, 2H, H) holds the tensor: its weight is V [H, 2H, 2H] and
# bilinear(v, v) is the tensor term.  Its forward (torch._trilinear) is 3-7x
# slower than two matmuls at H = 64-128, so both modes compute (V @ v) @ v.
# ---------------------------------------------------------------------------

class RNTN(nn.Module):
    example = "rntn"
    data = "ptb"
    vocab_const = "VOCAB"  # rntn.cx's V is the tensor

    def __init__(self, V, H, C=5):
        super().__init__()
        self.H = H
        self.embedding = nn.Embedding(V, H)
        self.tensor = nn.Bilinear(2 * H, 2 * H, H, bias=False)
        # nn.Bilinear's default U(+-1/sqrt(2H)) makes v^T V[a] v of order
        # sqrt(2H / 3) for unit-sized v: tanh saturates at every internal
        # node.  U(+-1/(2H)) keeps it of order 0.6.
        nn.init.uniform_(self.tensor.weight, -1 / (2 * H), 1 / (2 * H))
        self.compose = nn.Linear(2 * H, H)     # W, b
        self.classifier = nn.Linear(H, C)      # W_s, b_s

    def forward_nodes(self, structs):
        out = []
        for st in structs:
            def cell(i, state):
                ch = st.children[i]
                if not ch:
                    return self.embedding.weight[st.word[i]]
                v = torch.cat([state(ch[0]), state(ch[1])])
                return torch.tanh((self.tensor.weight @ v) @ v + self.compose(v))
            logits = self.classifier(stack_nodes(st, memo(cell)))
            out.append({"logits": logits[st.root], "sentiment": logits.argmax(dim=1)})
        return out

    def forward_levels(self, structs, plan=None):
        plan = plan or LevelPlan(structs)
        logits = self.classifier(self.states_levels(plan))
        return per_struct(plan, {"logits": logits}, {"sentiment": logits.argmax(dim=1)})

    def node_logits(self, structs):
        plan = LevelPlan(structs)
        logits = self.classifier(self.states_levels(plan))
        return [logits[p] for p in plan.nodes_of]

    def states_levels(self, plan):
        """h of every node, in plan position order."""
        H = self.H
        Vt = self.tensor.weight.view(H * 2 * H, 2 * H)  # [(a, b), c]
        h = torch.zeros(plan.n, H)
        for k, (a, b) in enumerate(plan.levels):
            if k == 0:
                h[a:b] = self.embedding(plan.field("word", 0))
                continue
            v = torch.cat([h[plan.kids(k, 0)], h[plan.kids(k, 1)]], dim=1)  # [m, 2H]
            # (V @ v) @ v for the whole level: one [m, 2H] x [2H, 2H^2] GEMM,
            # then a batched [H, 2H] @ [2H] per node.
            Vv = (v @ Vt.t()).view(-1, H, 2 * H)
            bil = torch.bmm(Vv, v.unsqueeze(2)).squeeze(2)
            h[a:b] = torch.tanh(bil + self.compose(v))
        return h

    def models_md_state_dict(self):
        return {"E": self.embedding.weight, "V": self.tensor.weight, "W": self.compose.weight,
                "b": self.compose.bias, "W_s": self.classifier.weight, "b_s": self.classifier.bias}


# ---------------------------------------------------------------------------
# TBCNN (Mou et al. 2016): a window is a node and its children; the j-th of
# K children weighs W_r by eta_r = j / (K - 1) (1/2 for an only child) and
# W_l by 1 - eta_r; max pooling over every node.  One fused projection
# [W_t; W_l; W_r] of every node's word.
# ---------------------------------------------------------------------------

class TBCNN(nn.Module):
    example = "tbcnn"
    data = "conllu"

    def __init__(self, V, H, F=None, C=5):
        super().__init__()
        F = F or H
        self.H, self.F = H, F
        self.consts = {"F": F}
        self.embedding = nn.Embedding(V, H)
        self.conv = nn.Linear(H, 3 * F, bias=False)  # [W_t; W_l; W_r]
        self.b_conv = nn.Parameter(torch.empty(F).uniform_(-1 / math.sqrt(H), 1 / math.sqrt(H)))
        self.out = nn.Linear(F, C)                    # W_o, b_o

    @staticmethod
    def eta_r(j, K):
        return 0.5 if K == 1 else j / (K - 1)

    def forward_nodes(self, structs):
        out = []
        for st in structs:
            proj = memo(lambda i, _: self.conv(self.embedding.weight[st.word[i]]).split(self.F))
            ys = []
            for i, ch in enumerate(st.children):
                acc = proj(i)[0] + self.b_conv
                for j, k in enumerate(ch):
                    er = self.eta_r(j, len(ch))
                    acc = acc + (1 - er) * proj(k)[1] + er * proj(k)[2]
                ys.append(torch.tanh(acc))
            y = torch.stack(ys)
            pooled = y.max(dim=0).values
            out.append({"pooled": pooled, "logits": self.out(pooled), "y": y})
        return out

    def forward_levels(self, structs, plan=None):
        # A local pass: one level, every node of the batch at once.
        plan = plan or LevelPlan(structs)
        pt, pl, pr = self.conv(self.embedding(plan.field("word"))).split(self.F, dim=1)
        K, j = plan.edge_arity, plan.edge_index
        er = torch.where(K == 1, torch.full(K.shape, 0.5),
                         j.float() / (K - 1).clamp(min=1).float()).unsqueeze(1)
        kid = plan.edge_child
        y = torch.tanh((pt + self.b_conv).index_add(0, plan.edge_parent,
                                                    (1 - er) * pl[kid] + er * pr[kid]))
        pooled = segment_max(plan, y)
        return per_struct(plan, {}, {"y": y}, {"pooled": pooled, "logits": self.out(pooled)})

    def models_md_state_dict(self):
        F, W = self.F, self.conv.weight
        return {"E": self.embedding.weight, "W_t": W[:F], "W_l": W[F:2 * F], "W_r": W[2 * F:],
                "b_conv": self.b_conv, "W_o": self.out.weight, "b_o": self.out.bias}


ZOO = {cls.example: cls for cls in (TreeFC, TreeRNN, BinaryTreeLSTM, TreeGRU,
                                    ChildSumTreeLSTM, MVRNN, DAGRNN, SeqLSTM, SeqGRU,
                                    BiTreeLSTM, BiGRU, AttnChildSumTreeLSTM, RNTN, TBCNN)}


def read_structs(cls, path, vocab=None, limit=None):
    """Reads `path` for model class `cls`; returns (structs, vocab)."""
    vocab = vocab if vocab is not None else cxdata.Vocab()
    return cxdata.read(path, vocab, fmt=cls.data, limit=limit), vocab


def cortex_consts(model, V):
    """The -D consts under which examples/<model>.cx matches the module: H,
    the vocabulary size (V, or the class's vocab_const) and the model's
    other sizes (TBCNN's F)."""
    d = {"H": model.H, getattr(model, "vocab_const", "V"): V}
    d.update(getattr(model, "consts", {}))
    return d


def model_size(cls, structs, vocab):
    """The smallest V that covers the data (what -D V=... needs)."""
    if cls.data == "graph":
        return 1 + max(f for st in structs for f in st.fields["feat"])
    return max(1, len(vocab))


# ---------------------------------------------------------------------------
# Output: the JSON Lines of `cortex run --format json`
# ---------------------------------------------------------------------------

def to_json(t):
    if t.dtype in (torch.int64, torch.int32):
        return t.tolist()
    if t.dim() == 0:
        return float("%.9g" % t.item())
    return [to_json(x) for x in t] if t.dim() > 1 else [float("%.9g" % v) for v in t.tolist()]


def json_line(index, st, outputs):
    return json.dumps({"index": index, "nodes": len(st),
                       "outputs": {k: to_json(v.detach()) for k, v in outputs.items()}})


def main():
    ap = argparse.ArgumentParser(description="PyTorch versions of the zoo models: run and time")
    ap.add_argument("model", choices=sorted(ZOO))
    ap.add_argument("--data", required=True)
    ap.add_argument("--vocab", help="one token a line (id = line - 1)")
    ap.add_argument("--unk")
    ap.add_argument("-D", action="append", default=[], metavar="NAME=INT",
                    help="H=..., V=..., C=..., F=... (tbcnn), VOCAB=... (rntn: the vocabulary); "
                    "V (VOCAB) defaults to what the data needs")
    ap.add_argument("--mode", choices=("nodes", "levels"), default="nodes")
    ap.add_argument("--batch", type=int, default=1, help="structures per forward call")
    ap.add_argument("--limit", type=int)
    ap.add_argument("--seed", type=int, default=1, help="torch.manual_seed")
    ap.add_argument("--state-dict", help="load this torch.save'd state_dict")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=1, help="time the whole data this many times")
    ap.add_argument("--format", choices=("time", "json"), default="time")
    args = ap.parse_args()

    torch.set_num_threads(args.threads)
    cls = ZOO[args.model]
    vocab = cxdata.Vocab.load(args.vocab, args.unk) if args.vocab else None
    structs, vocab = read_structs(cls, args.data, vocab, args.limit)
    sizes = dict(d.split("=", 1) for d in args.D)
    H = int(sizes.pop("H", 64 if cls in (MVRNN, RNTN) else 256))
    V = int(sizes.pop(getattr(cls, "vocab_const", "V"), model_size(cls, structs, vocab)))
    torch.manual_seed(args.seed)
    model = cls(V, H, **{k: int(v) for k, v in sizes.items()})
    if args.state_dict:
        model.load_state_dict(torch.load(args.state_dict, map_location="cpu"))
    model.eval()
    fwd = model.forward_nodes if args.mode == "nodes" else model.forward_levels
    batches = [structs[i:i + args.batch] for i in range(0, len(structs), args.batch)]
    if args.mode == "levels":  # plans are structure, not compute: build them once
        plans = [LevelPlan(b, fields=(getattr(cls, "field", "word"),)) for b in batches]
    times = []
    with torch.no_grad():
        for _ in range(args.repeat):
            outs = []
            t0 = time.perf_counter()
            for j, b in enumerate(batches):
                outs += fwd(b) if args.mode == "nodes" else fwd(b, plans[j])
            times.append(time.perf_counter() - t0)
    if args.format == "json":
        for i, (st, o) in enumerate(zip(structs, outs)):
            print(json_line(i, st, o))
        return 0
    best = min(times)
    print("%s  mode=%s batch=%d H=%d V=%d threads=%d: %d structures, %d nodes; best of %d: "
          "%.3f s total, %.3f ms per structure, %.2f us per node"
          % (args.model, args.mode, args.batch, H, V, args.threads, len(structs),
             sum(len(s) for s in structs), args.repeat, best, 1e3 * best / len(structs),
             1e6 * best / sum(len(s) for s in structs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
