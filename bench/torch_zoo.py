#!/usr/bin/python3
"""The eight zoo models of MODELS.md as PyTorch modules, written the way
PyTorch users write them, plus a small benchmark driver.

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
                           by hand)

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

(for timings, run it with `env -u OPENBLAS_CORETYPE` when that is set).
"""

import argparse
import json
import math
import os
import sys
import time

import torch
from torch import nn

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cxdata  # noqa: E402

sys.setrecursionlimit(max(10000, sys.getrecursionlimit()))


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
    Children always sit in earlier levels, so a level can be computed once
    the levels before it are."""

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


def per_struct(plan, root_outputs, node_outputs):
    """Splits position-ordered tensors into per-structure output dicts."""
    out = []
    for s in range(len(plan.nodes_of)):
        d = {}
        for name, t in root_outputs.items():
            d[name] = t[plan.root_of[s]]
        for name, t in node_outputs.items():
            d[name] = t[plan.nodes_of[s]]
        out.append(d)
    return out


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

    def forward_nodes(self, structs):
        out = []
        for st in structs:
            def cell(i, state):
                ch = st.children[i]
                if not ch:
                    return self.leaf(self.embedding.weight[st.word[i]])
                (hl, cl), (hr, cr) = state(ch[0]), state(ch[1])
                return self.compose(hl, cl, hr, cr)
            s = memo(cell)
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

    def forward_nodes(self, structs):
        out = []
        for st in structs:
            def cell(i, state):
                kids = [state(k) for k in st.children[i]]
                if kids:
                    ch = torch.stack([h for h, _ in kids])
                    cc = torch.stack([c for _, c in kids])
                else:
                    ch = cc = torch.zeros(0, self.H)
                return self.node_forward(self.emb.weight[st.word[i]], ch, cc)
            s = memo(cell)
            out.append({"h_root": s(st.root)[0], "h": stack_nodes(st, s, lambda hc: hc[0])})
        return out

    def forward_levels(self, structs, plan=None):
        plan = plan or LevelPlan(structs)
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
        return per_struct(plan, {"h_root": h}, {"h": h})

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
# Sequential LSTM: nn.LSTMCell (gate order i, f, g = u, o; two biases)
# ---------------------------------------------------------------------------

class SeqLSTM(nn.Module):
    example = "seqlstm"
    data = "seq"

    def __init__(self, V, H):
        super().__init__()
        self.H = H
        self.embedding = nn.Embedding(V, H)
        self.cell = nn.LSTMCell(H, H)

    def forward_nodes(self, structs):
        out = []
        for st in structs:
            x = self.embedding(torch.tensor(st.word)).unsqueeze(1)  # [T, 1, H]
            h = c = torch.zeros(1, self.H)
            hs = []
            for t in range(len(st)):
                h, c = self.cell(x[t], (h, c))
                hs.append(h[0])
            out.append({"h_last": hs[st.root], "h": torch.stack(hs)})
        return out

    def forward_levels(self, structs, plan=None):
        # Level t = position t of every sequence long enough: the usual
        # "step all sequences of the batch together" loop.
        plan = plan or LevelPlan(structs)
        h = torch.zeros(plan.n, self.H)
        c = torch.zeros(plan.n, self.H)
        for k, (a, b) in enumerate(plan.levels):
            x = self.embedding(plan.field("word", k))
            if k == 0:
                z = torch.zeros(b - a, self.H)
                h[a:b], c[a:b] = self.cell(x, (z, z))
            else:
                p = plan.kids(k, 0)
                h[a:b], c[a:b] = self.cell(x, (h[p], c[p]))
        return per_struct(plan, {"h_last": h}, {"h": h})

    def models_md_state_dict(self):
        H, cell = self.H, self.cell
        d = {"E": self.embedding.weight}
        for j, g in enumerate(("i", "f", "u", "o")):
            rows = slice(j * H, (j + 1) * H)
            d["W_" + g] = cell.weight_ih[rows]
            d["U_" + g] = cell.weight_hh[rows]
            d["b_" + g] = cell.bias_ih[rows] + cell.bias_hh[rows]
        return d


ZOO = {cls.example: cls for cls in (TreeFC, TreeRNN, BinaryTreeLSTM, TreeGRU,
                                    ChildSumTreeLSTM, MVRNN, DAGRNN, SeqLSTM)}


def read_structs(cls, path, vocab=None, limit=None):
    """Reads `path` for model class `cls`; returns (structs, vocab)."""
    vocab = vocab if vocab is not None else cxdata.Vocab()
    return cxdata.read(path, vocab, fmt=cls.data, limit=limit), vocab


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
                    help="H=..., V=..., C=... (V defaults to what the data needs)")
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
    H = int(sizes.pop("H", 256 if cls is not MVRNN else 64))
    V = int(sizes.pop("V", model_size(cls, structs, vocab)))
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
