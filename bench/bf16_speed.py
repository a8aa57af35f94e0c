#!/usr/bin/env python3
"""bf16 weight panels against f32: `cortex bench` per tree model, interleaved.

    bench/bf16_speed.py                          # H = 512, batch 1, 5 rounds
    bench/bf16_speed.py --models treefc,treernn --batch 10 --rounds 7
    bench/bf16_speed.py --cortex ./cortex --base /work/base7/cortex
    bench/bf16_speed.py --no-dot                 # bf16 with and without vdpbf16ps
    bench/bf16_speed.py --side perblock=-fno-gemm-pairs-once   # another bf16 side

For each model, `rounds` times: `cortex bench --weights-dtype f32`, then
`--weights-dtype bf16` (and, with --base, the other build's f32 first;
with --no-dot, bf16 with -fno-gemm-bf16-dot, then each --side's bf16),
each over the same structures (--limit, a warm-up pass over all of them
first so the leaf tables are filled), random weights (--seed 1).  Prints
the minimum over the rounds of each side's median ms per call and the
ratios, with the load average before and after (the machine is shared:
interleaving and minimums are what make a ratio mean something), and
the ratios of each round's pair (f32 / bf16, base / f32): their median
and range show how much the load moved a ratio.  Standard library only.
"""

import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SST_DEV = "/work/shared/data/sst/dev.txt"
EWT_DEV = "/work/shared/data/ud/en_ewt-ud-dev.conllu"
GRID = os.path.join(ROOT, "examples", "data", "grid10.graph")
# the tree models the compiled backend runs at H = 512 (bench/compare.py's
# list, less the small-H MV-RNN and RNTN and the sequence models)
DATA = {"treefc": SST_DEV, "treernn": SST_DEV, "treelstm": SST_DEV, "treegru": SST_DEV,
        "childsum_treelstm": EWT_DEV, "tbcnn": EWT_DEV, "dagrnn": GRID,
        "bitreelstm": SST_DEV, "attn_treelstm": EWT_DEV}


def bench(cortex, model, H, B, limit, dtype, flags=()):
    # TBCNN's feature size F is H, as in compare.py (its default F is 256)
    cmd = [cortex, "bench", os.path.join(ROOT, "examples", model + ".cx"), "--data", DATA[model], "--seed", "1",
           "-D", "H=%d" % H] + (["-D", "F=%d" % H] if model == "tbcnn" else []) + [
           "--batch", str(B), "--limit", str(limit), "--warmup", str(max(1, limit // B)),
           "--calls", str(3 * max(1, limit // B)), "--format", "json", "--no-progress"]
    if dtype:
        cmd += ["--weights-dtype", dtype]
    cmd += list(flags)
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    if r.returncode != 0:
        raise SystemExit("cortex bench failed (exit %d): %s\n%s" % (r.returncode, " ".join(cmd), r.stderr))
    return json.loads(r.stdout.strip().splitlines()[-1])["median_ms"]


def load():
    with open("/proc/loadavg") as f:
        return f.read().split()[0]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cortex", default=os.path.join(ROOT, "cortex"))
    ap.add_argument("--base", help="another cortex (e.g. main's build), timed in f32 alongside")
    ap.add_argument("--models", default=",".join(DATA))
    ap.add_argument("--H", type=int, default=512)
    ap.add_argument("--batch", type=int, default=1)
    ap.add_argument("--limit", type=int, default=100, help="structures (default 100)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--no-dot", action="store_true",
                    help="also time bf16 without AVX512-BF16's dot products (-fno-gemm-bf16-dot): the 'widen' side")
    ap.add_argument("--side", action="append", default=[], metavar="NAME=FLAGS",
                    help="also time bf16 with these compiler flags, e.g. once=-fno-gemm-pairs-once (repeatable)")
    ap.add_argument("--format", choices=("text", "json"), default="text")
    args = ap.parse_args()
    extra_sides = []
    for spec in args.side:
        name, eq, flags = spec.partition("=")
        if not eq or not name or name in ("base", "f32", "bf16", "widen"):
            ap.error("--side expects NAME=FLAGS with a new NAME, not %r" % spec)
        extra_sides.append((name, args.cortex, "bf16", tuple(flags.split())))
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
    load0 = load()
    rows = []
    for model in args.models.split(","):
        if model not in DATA:
            raise SystemExit("unknown model %r (expected one of %s)" % (model, ", ".join(DATA)))
        sides = ([("base", args.base, None, ())] if args.base else []) + [("f32", args.cortex, "f32", ()),
                                                                         ("bf16", args.cortex, "bf16", ())]
        if args.no_dot:
            sides.append(("widen", args.cortex, "bf16", ("-fno-gemm-bf16-dot",)))
        sides += extra_sides
        best, runs = {}, {}
        for _ in range(args.rounds):
            for name, exe, dtype, flags in sides:
                ms = bench(exe, model, args.H, args.batch, args.limit, dtype, flags)
                best[name] = min(best.get(name, ms), ms)
                runs.setdefault(name, []).append(ms)
        # the ratio of each round's pair (timed a few seconds apart, so
        # under the same load): its median and range say how far the
        # ratio of the minimums can be trusted on a shared machine
        paired = sorted(a / b for a, b in zip(runs["f32"], runs["bf16"]))
        row = {"model": model, "H": args.H, "batch": args.batch, "ms": best,
               "bf16_over_f32": best["f32"] / best["bf16"],
               "bf16_over_f32_rounds": {"median": paired[len(paired) // 2], "min": paired[0], "max": paired[-1]}}
        if args.base:
            paired_base = sorted(a / b for a, b in zip(runs["base"], runs["f32"]))
            row["f32_over_base_rounds"] = {"median": paired_base[len(paired_base) // 2], "min": paired_base[0],
                                           "max": paired_base[-1]}
        if args.no_dot:
            row["widen_over_f32"] = best["f32"] / best["widen"]
        for name, _, _, _ in extra_sides:
            row[name + "_over_f32"] = best["f32"] / best[name]
        if args.base:
            row["f32_over_base"] = best["base"] / best["f32"]
            row["bf16_over_base"] = best["base"] / best["bf16"]
        rows.append(row)
        if args.format == "text":
            pb = row.get("f32_over_base_rounds")
            extra = ("   base %8.3f  f32 %.2fx [%.2f %.2f-%.2f]  bf16 %.2fx over base" % (
                best["base"], row["f32_over_base"], pb["median"], pb["min"], pb["max"], row["bf16_over_base"])
                     if args.base else "")
            if args.no_dot:
                extra = "   widen %8.3f ms  %.2fx" % (best["widen"], row["widen_over_f32"]) + extra
            for name, _, _, _ in extra_sides:
                extra += "   %s %8.3f ms  %.2fx" % (name, best[name], row[name + "_over_f32"])
            pr = row["bf16_over_f32_rounds"]
            print("%-18s H=%d B=%d  f32 %8.3f ms  bf16 %8.3f ms  %.2fx [%.2f %.2f-%.2f]%s" % (
                model, args.H, args.batch, best["f32"], best["bf16"], row["bf16_over_f32"], pr["median"], pr["min"],
                pr["max"], extra), flush=True)
    load1 = load()
    if args.format == "json":
        print(json.dumps({"cpu": cpu, "load": [load0, load1], "rounds": args.rounds, "rows": rows}))
    else:
        print("(%s; minimum of %d interleaved rounds of medians, then [the median, lowest and highest of the\n"
              " rounds' own ratios]; load average %s -> %s)" % (cpu, args.rounds, load0, load1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
