#!/usr/bin/env python3
"""Sentiment accuracy of `cortex run --format json` output on SST trees.

    cortex run examples/treelstm.cx --data test.txt ... --format json -o out.jsonl
    tools/sst_accuracy.py out.jsonl test.txt
    cortex run ... --format json | tools/sst_accuracy.py - test.txt \\
        --reference examples/treelstm_sst/pytorch_metrics.json

The JSON Lines need a per-structure output `logits` (5 values, the root's
class scores) and, for the phrase accuracy, a per-node output `sentiment`
(argmax, one per node in PTB pre-order), as examples/treelstm.cx has.  The
labels come from the PTB file: each bracket's integer, in pre-order.

Measures (the same as tools/train_treelstm.py computes in PyTorch):
  root fine-grained   argmax(logits) == the root's label (5 classes)
  root binary         roots labelled 0, 1 (negative) or 3, 4 (positive) only,
                      neutral (2) excluded; predicted positive when
                      softmax(logits) has more mass on {3, 4} than on {0, 1}
  phrases             sentiment(n) == label of n, over every node

With --reference (pytorch_metrics.json, written by tools/train_treelstm.py)
PyTorch's numbers for the same split are printed beside Cortex's.
Standard library only.
"""

import argparse
import json
import math
import os
import re
import sys

LABEL = re.compile(r"\(\s*(-?\d+)")


def read_labels(path):
    """Per tree, its labels in pre-order (the order of the opening brackets)."""
    out = []
    with open(path, encoding="utf-8-sig") as f:
        for line in f:
            if line.strip():
                out.append([int(x) for x in LABEL.findall(line)])
    return out


def read_jsonl(path):
    f = sys.stdin if path == "-" else open(path, encoding="utf-8")
    try:
        return [json.loads(line) for line in f if line.strip()]
    finally:
        if f is not sys.stdin:
            f.close()


def softmax(z):
    m = max(z)
    e = [math.exp(v - m) for v in z]
    s = sum(e)
    return [v / s for v in e]


def accuracies(objs, labels):
    fine = binary = nbin = phr = nphr = 0
    has_nodes = True
    for obj, lab in zip(objs, labels):
        out = obj["outputs"]
        z = out["logits"]
        if len(z) != 5:
            raise SystemExit("logits has %d values; SST needs 5 classes" % len(z))
        if any(v is None for v in z):
            raise SystemExit("structure %d has non-finite logits" % obj["index"])
        y = lab[0]
        fine += int(max(range(5), key=lambda k: z[k]) == y)
        if y != 2:
            p = softmax(z)
            nbin += 1
            binary += int((p[3] + p[4] > p[0] + p[1]) == (y > 2))
        sent = out.get("sentiment")
        if sent is None:
            has_nodes = False
            continue
        if len(sent) != len(lab):
            raise SystemExit("structure %d: %d nodes in the output, %d brackets in the tree"
                             % (obj["index"], len(sent), len(lab)))
        phr += sum(int(a == b) for a, b in zip(sent, lab))
        nphr += len(lab)
    n = len(objs)
    res = {"fine": fine / n, "binary": binary / nbin if nbin else float("nan"),
           "roots": n, "binary_roots": nbin}
    res["counts"] = {"fine": fine, "binary": binary}
    if has_nodes and nphr:
        res["phrases"] = phr / nphr
        res["nodes"] = nphr
        res["counts"]["phrases"] = phr
    return res


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("json", help="cortex run --format json output ('-' for stdin)")
    ap.add_argument("ptb", help="the PTB file it ran on (for the labels)")
    ap.add_argument("--reference", help="pytorch_metrics.json, to print PyTorch's numbers too")
    ap.add_argument("--split", help="which split of --reference (default: from the PTB "
                                    "file's name, test or dev)")
    ap.add_argument("--format", choices=("text", "json"), default="text")
    args = ap.parse_args()

    objs = read_jsonl(args.json)
    labels = read_labels(args.ptb)
    if not objs:
        raise SystemExit("no structures in %s" % args.json)
    objs.sort(key=lambda o: o["index"])
    if len(objs) != len(labels):
        print("sst_accuracy: warning: %d structures in the output, %d trees in %s; "
              "scoring the first %d" % (len(objs), len(labels), args.ptb, len(objs)),
              file=sys.stderr)
    labels = labels[:len(objs)]
    res = accuracies(objs, labels)

    ref = None
    if args.reference:
        with open(args.reference, encoding="utf-8") as f:
            metrics = json.load(f)
        split = args.split or next((s for s in ("test", "dev")
                                    if s in os.path.basename(args.ptb)), None)
        ref = metrics.get(split) if split else None
        if ref is None:
            print("sst_accuracy: warning: no %r numbers in %s (use --split)"
                  % (split, args.reference), file=sys.stderr)
        elif ref.get("roots") != res["roots"]:
            print("sst_accuracy: warning: PyTorch's %s numbers are over %s trees, these over %d"
                  % (split, ref.get("roots"), res["roots"]), file=sys.stderr)

    if args.format == "json":
        print(json.dumps({"cortex": res, "pytorch": ref}))
        return 0
    c = res["counts"]
    rows = [("root fine-grained (5 classes)", "fine", "%d/%d" % (c["fine"], res["roots"])),
            ("root binary (neutral excluded)", "binary",
             "%d/%d" % (c["binary"], res["binary_roots"]))]
    if "phrases" in res:
        rows.append(("all phrases, fine-grained", "phrases",
                     "%d/%d" % (c["phrases"], res["nodes"])))
    print("%-32s %8s %14s%s" % ("SST accuracy (%d trees)" % res["roots"], "Cortex", "",
                                "  %8s" % "PyTorch" if ref else ""))
    for label, key, frac in rows:
        line = "%-32s %7.2f%% %14s" % (label, 100 * res[key], "(" + frac + ")")
        if ref:
            line += "  %7.2f%%" % (100 * ref[key]) if key in ref else "  %8s" % "-"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
