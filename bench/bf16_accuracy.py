#!/usr/bin/env python3
"""The trained SST TreeLSTM's accuracy with bf16 weight panels against f32.

    bench/bf16_accuracy.py                       # the test split
    bench/bf16_accuracy.py --data /work/shared/data/sst/dev.txt
    bench/bf16_accuracy.py --cortex ./cortex --format json

Runs `cortex run --jit` on examples/treelstm_sst (H = 150) twice, with
`--weights-dtype f32` and `--weights-dtype bf16`, and prints for both the
accuracies tools/sst_accuracy.py measures (root fine-grained, root binary,
all phrases), their differences in points, the largest |logit| deviation
of a root (absolute, and relative to that root's largest |logit|) and how
many root and phrase predictions changed.  Standard library only (it
imports tools/sst_accuracy.py).  docs/performance.md has its numbers.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import sst_accuracy  # noqa: E402

SST = os.path.join(ROOT, "examples", "treelstm_sst")


def run(cortex, data, dtype, out):
    cmd = [cortex, "run", os.path.join(ROOT, "examples", "treelstm.cx"), "-D", "H=150", "-D", "V=8736",
           "--weights", os.path.join(SST, "weights.safetensors"), "--vocab", os.path.join(SST, "vocab.txt"),
           "--unk", "<unk>", "--data", data, "--jit", "--weights-dtype", dtype, "--format", "json",
           "--no-progress", "-o", out]
    r = subprocess.run(cmd, stderr=subprocess.PIPE, universal_newlines=True)
    if r.returncode != 0:
        raise SystemExit("cortex run failed (exit %d): %s\n%s" % (r.returncode, " ".join(cmd), r.stderr))
    objs = sst_accuracy.read_jsonl(out)
    objs.sort(key=lambda o: o["index"])
    return objs


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cortex", default=os.path.join(ROOT, "cortex"))
    ap.add_argument("--data", default="/work/shared/data/sst/test.txt", help="SST trees (PTB format)")
    ap.add_argument("--format", choices=("text", "json"), default="text")
    args = ap.parse_args()
    labels = sst_accuracy.read_labels(args.data)
    with tempfile.TemporaryDirectory() as tmp:
        f32 = run(args.cortex, args.data, "f32", os.path.join(tmp, "f32.jsonl"))
        bf16 = run(args.cortex, args.data, "bf16", os.path.join(tmp, "bf16.jsonl"))
    if len(f32) != len(labels) or len(bf16) != len(labels):
        raise SystemExit("%d and %d structures in the outputs, %d trees in %s"
                         % (len(f32), len(bf16), len(labels), args.data))
    acc = {"f32": sst_accuracy.accuracies(f32, labels), "bf16": sst_accuracy.accuracies(bf16, labels)}
    max_abs = max_rel = 0.0
    root_flips = phrase_flips = 0
    for a, b in zip(f32, bf16):
        za, zb = a["outputs"]["logits"], b["outputs"]["logits"]
        d = max(abs(x - y) for x, y in zip(za, zb))
        max_abs = max(max_abs, d)
        max_rel = max(max_rel, d / max(abs(x) for x in za))
        root_flips += int(max(range(5), key=lambda k: za[k]) != max(range(5), key=lambda k: zb[k]))
        phrase_flips += sum(int(x != y) for x, y in zip(a["outputs"]["sentiment"], b["outputs"]["sentiment"]))
    keys = ("fine", "binary", "phrases")
    res = {"data": args.data, "trees": len(labels), "accuracy": acc,
           "points": {k: 100 * (acc["bf16"][k] - acc["f32"][k]) for k in keys},
           "max_logit_abs_dev": max_abs, "max_logit_rel_dev": max_rel,
           "root_predictions_changed": root_flips, "phrase_predictions_changed": phrase_flips,
           "nodes": acc["f32"]["nodes"]}
    if args.format == "json":
        print(json.dumps(res))
        return 0
    names = {"fine": "root fine-grained (5 classes)", "binary": "root binary (neutral excluded)",
             "phrases": "all phrases, fine-grained"}
    print("SST %s (%d trees)                f32       bf16   bf16 - f32"
          % (os.path.basename(args.data), len(labels)))
    for k in keys:
        print("%-34s %7.2f%%   %7.2f%%   %+6.2f points" % (names[k], 100 * acc["f32"][k], 100 * acc["bf16"][k],
                                                         res["points"][k]))
    print("max |logit deviation| of a root    %.3g (%.3g of that root's largest |logit|)" % (max_abs, max_rel))
    print("predictions changed                %d of %d roots, %d of %d phrases"
          % (root_flips, len(labels), phrase_flips, res["nodes"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
