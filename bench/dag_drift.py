#!/usr/bin/python3
"""dag_drift.py [--cortex ./cortex] [--shape window|chain] [--nodes 100000]
[--arity 10] [--H 256] [--seed 1]: how far float32 implementations of the
DAG-RNN drift from a float64 reference along a deep DAG (issue 19,
finding 9; the numbers are in docs/reliability.md, "Drift on deep
DAGs").

The DAG, NODES levels deep, its last node the only root, feature ids in
0..15 at random: with --shape window (the default) node v depends on
the ARITY nodes before it (v - 1, ..., v - ARITY), a recurrence of order
ARITY; with --shape chain on v - 1 and on ARITY - 1 other earlier nodes
drawn at random.  The weights are
`cortex init-weights examples/dagrnn.cx --seed SEED` (-D H=H).  The state
of node v is the root of the prefix 0..v, so `cortex run` on a file
holding the prefixes that end at the nodes of interest gives their
states, interpreted and compiled.  Computed here in Python:
  float64        the reference: h_v = tanh(U E[f_v] + W (sum_k h_k) + b)
  float64 per k  the same with W applied to every child, then summed (the
                 interpreter's order): another float64 rounding
  numpy float32  float32 throughout, BLAS sgemv
  torch float32  PyTorch, float32 throughout (when torch is installed)
Prints, per node of interest, each one's largest absolute difference from
the float64 reference (the states are tanh outputs in [-1, 1]: 2 is a
state of the opposite sign), and the float64 orders' difference.  Needs
/usr/bin/python3 with python3-numpy (and python3-torch for the witness).
Takes a few minutes at the default size (the interpreter)."""
import argparse
import json
import os
import random
import struct
import subprocess
import sys
import tempfile

import numpy as np

ap = argparse.ArgumentParser()
ap.add_argument("--cortex", default="./cortex")
ap.add_argument("--model", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples",
                                                "dagrnn.cx"))
ap.add_argument("--nodes", type=int, default=100000)
ap.add_argument("--arity", type=int, default=10)
ap.add_argument("--H", type=int, default=256)
ap.add_argument("--seed", type=int, default=1)
ap.add_argument("--at", default="100,500,1000,2000,5000,10000,20000,50000,100000",
                help="the nodes of interest (1-based counts: the state of node N - 1)")
ap.add_argument("--shape", choices=("window", "chain"), default="window")
ap.add_argument("--interp-max", type=int, default=20000,
                help="the interpreter only for the nodes of interest up to this one (it is the slow part)")
args = ap.parse_args()

N, A, H = args.nodes, args.arity, args.H
at = [n for n in (int(x) for x in args.at.split(",")) if 1 <= n <= N]
rng = random.Random(1234)
if args.shape == "window":
    children = [list(range(v - 1, max(v - A, 0) - 1, -1)) for v in range(N)]
else:
    children = [[]] + [[v - 1] + rng.sample(range(v - 1), min(A - 1, v - 1)) for v in range(1, N)]
feat = [rng.randrange(16) for _ in range(N)]

tmp = tempfile.mkdtemp(prefix="dag-drift-")


def prefixes(path, ns):
    with open(path, "w") as f:
        for n in ns:
            for v in range(n):
                f.write("n%d: %s | feat=%d\n" % (v, " ".join("n%d" % c for c in children[v]), feat[v]))
            f.write("\n")
    return path


graph = prefixes(os.path.join(tmp, "prefixes.graph"), at)
at_interp = [n for n in at if n <= args.interp_max]
graph_interp = prefixes(os.path.join(tmp, "interp.graph"), at_interp)
weights = os.path.join(tmp, "w.safetensors")
subprocess.run([args.cortex, "init-weights", args.model, "-D", "H=%d" % H, "--seed", str(args.seed), "-o", weights],
               check=True)


def read_safetensors(path):
    data = open(path, "rb").read()
    n = struct.unpack("<Q", data[:8])[0]
    header = json.loads(data[8:8 + n])
    out = {}
    for name, t in header.items():
        if name == "__metadata__":
            continue
        assert t["dtype"] == "F32", t
        a, b = t["data_offsets"]
        out[name] = np.frombuffer(data[8 + n + a:8 + n + b], dtype="<f4").reshape(t["shape"])
    return out


w = read_safetensors(weights)


def states(dtype, per_child=False):
    E, U, W, b = (w[k].astype(dtype) for k in ("E", "U", "W", "b"))
    UE = E @ U.T  # U @ E[f] for every feature id
    h = np.zeros((N, H), dtype=dtype)
    for v in range(N):
        kids = children[v]
        if per_child:
            rec = np.zeros(H, dtype=dtype)
            for k in kids:
                rec += W @ h[k]
        else:
            rec = W @ h[kids].sum(axis=0) if kids else np.zeros(H, dtype=dtype)
        h[v] = np.tanh(UE[feat[v]] + rec + b)
    return h


def torch_states():
    try:
        import torch
    except ImportError:
        return None
    torch.set_num_threads(1)
    E, U, W, b = (torch.from_numpy(w[k].copy()) for k in ("E", "U", "W", "b"))
    UE = E @ U.T
    h = torch.zeros((N, H), dtype=torch.float32)
    with torch.no_grad():
        for v in range(N):
            kids = children[v]
            rec = W @ h[kids].sum(0) if kids else torch.zeros(H)
            h[v] = torch.tanh(UE[feat[v]] + rec + b)
    return h.numpy()


def cortex_roots(data, extra):
    out = subprocess.run([args.cortex, "run", args.model, "-D", "H=%d" % H, "--data", data, "--weights", weights,
                          "--format", "json", "-w"] + extra, check=True, capture_output=True, text=True).stdout
    return [np.array(json.loads(line)["outputs"]["h_root"], dtype=np.float64) for line in out.splitlines()]


ref = states(np.float64)
rows = [("float64 per child", states(np.float64, per_child=True)), ("numpy float32", states(np.float32))]
t = torch_states()
if t is not None:
    rows.append(("torch float32", t))
cols = {}
for name, h in rows:
    cols[name] = [float(np.max(np.abs(h[n - 1].astype(np.float64) - ref[n - 1]))) for n in at]
roots = cortex_roots(graph, ["--jit", "--no-cache", "--batch", str(len(at))])
cols["cortex --jit"] = [float(np.max(np.abs(r - ref[n - 1]))) for r, n in zip(roots, at)]
roots = cortex_roots(graph_interp, []) if at_interp else []
cols["cortex interpreter"] = [float(np.max(np.abs(r - ref[n - 1]))) for r, n in zip(roots, at_interp)]
cols["interp vs --jit"] = [float(np.max(np.abs(r - j))) for r, j in zip(roots, cortex_roots(graph_interp, [
    "--jit", "--no-cache", "--batch", str(len(at_interp))]))] if at_interp else []

names = list(cols)
print("DAG-RNN, H = %d, %d nodes, --shape %s, %d children a node: the largest |state - float64| (last column: "
      "|interpreter - compiled|)" % (H, N, args.shape, A))
print("%8s  " % "node" + "  ".join("%18s" % c for c in names))
for i, n in enumerate(at):
    print("%8d  " % (n - 1) + "  ".join("%18.3g" % cols[c][i] if i < len(cols[c]) else "%18s" % "-" for c in names))
