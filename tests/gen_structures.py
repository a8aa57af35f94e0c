#!/usr/bin/env python3
"""gen_structures.py KIND SEED COUNT MAXNODES MAXARITY: random structures in
the Cortex graph format (docs/formats.md) on stdout, for the differential
tests (tests/differential_random.sh).  Deterministic for a seed.

KIND:
  tree    trees of 1..MAXNODES nodes (both ends always included), a node
          has 0..MAXARITY children; field word (tokens w0..w49)
  binary  full binary trees (every internal node has exactly two
          children) of at most MAXNODES nodes; field word
  dag     DAGs of 1..MAXNODES nodes: a node's children are up to MAXARITY
          earlier nodes, often shared, one root; field feat in 0..15
  seq     (graph format not used) COUNT sequences, the first MAXNODES
          tokens long, the others short: one a line

Node lines are written in a shuffled order with arbitrary IDs, so the
readers' forward references and the node order are exercised too.

As a module (tests/cxgen.py): tree, binary and dag return a structure as
the children lists of nodes 0..n-1, from the random.Random they are given."""
import random
import sys


def tree(rng, n, maxarity):
    children = [[] for _ in range(n)]
    for v in range(1, n):
        while True:
            p = rng.randrange(v)
            if len(children[p]) < maxarity:
                break
        children[p].append(v)
    for c in children:
        rng.shuffle(c)
    return children


def binary(rng, n):
    children = [[]]
    leaves = [0]
    while len(children) + 2 <= n:
        # Mostly random leaves, sometimes the newest one (deep spines).
        i = len(leaves) - 1 if rng.random() < 0.3 else rng.randrange(len(leaves))
        leaf = leaves.pop(i)
        a, b = len(children), len(children) + 1
        children += [[], []]
        children[leaf] = [a, b]
        leaves += [a, b]
    return children


def dag(rng, n, maxarity):
    # Node n-1 is the root; children are earlier nodes.
    children = [[] for _ in range(n)]
    has_parent = [False] * n
    for v in range(1, n):
        k = rng.randint(0, min(maxarity, v))
        children[v] = rng.sample(range(v), k)
        for c in children[v]:
            has_parent[c] = True
    for v in range(n - 1):
        if not has_parent[v]:
            p = rng.randrange(v + 1, n)
            children[p].append(v)
            has_parent[v] = True
    return children


def write(rng, children, field):
    n = len(children)
    ids = ["n%d_%d" % (v, rng.randrange(1000)) for v in range(n)]
    order = list(range(n))
    rng.shuffle(order)
    for v in order:
        kids = " ".join(ids[c] for c in children[v])
        print("%s: %s | %s" % (ids[v], kids, field(v)))
    print()


def main(argv):
    kind, seed, count, maxn, maxarity = argv[1], int(argv[2]), int(argv[3]), int(argv[4]), int(argv[5])
    rng = random.Random(seed)
    if kind == "seq":
        for i in range(count):
            n = maxn if i == 0 else rng.randint(1, 20)
            print(" ".join("w%d" % rng.randrange(50) for _ in range(n)))
        return
    print("# %s, seed %d: %d structures of at most %d nodes" % (kind, seed, count, maxn))
    sizes = [1, maxn] + [rng.randint(1, maxn) for _ in range(max(0, count - 2))]
    for n in sizes[:count]:
        if kind == "tree":
            write(rng, tree(rng, n, maxarity), lambda v: "word=w%d" % rng.randrange(50))
        elif kind == "binary":
            write(rng, binary(rng, n), lambda v: "word=w%d" % rng.randrange(50))
        elif kind == "dag":
            write(rng, dag(rng, n, maxarity), lambda v: "feat=%d" % rng.randrange(16))
        else:
            sys.exit("unknown kind " + kind)


if __name__ == "__main__":
    main(sys.argv)
