#!/usr/bin/python3
"""PyTorch <-> Cortex parity for the fourteen zoo models.

For the eight models of MODELS.md and the five language v2 models of
examples/ (bitreelstm, bigru, attn_treelstm, rntn, tbcnn), this script

  1. builds the PyTorch module of bench/torch_zoo.py with random weights
     (torch.manual_seed(SEED); PyTorch's default initialization), in float32;
  2. saves `model.state_dict()` with torch.save and converts it with
     tools/cortex-export (the PyTorch names), and saves the MODELS.md-named
     tensors (`model.models_md_state_dict()`) the same way;
  3. runs the module on the example's data, both per node (recursive) and
     level-batched (all structures at once);
  4. runs Cortex on the same data file, for two model files:
       examples/<model>.cx          with the MODELS.md-named weights
       tests/pytorch/<variant>.cx   with the exported state_dict as it is,
                                    bound by `param W : [..] = "key"[lo:hi];`
     each with every backend `cortex run` offers: the interpreter, the
     interpreter with --batch 10, and --jit when `cortex run --help` lists it;
  5. prints one row per (model, .cx, backend, torch mode) and exits 0 when
     every row passes.

A model that the compiled backend does not run yet (JIT_DEFERRED of
tests/ref/compare.py, the single list) may be refused under --jit: its --jit
rows print "deferred: <the refusal>" and count apart, never as a pass.  The
rows run the model all the same, so they become real comparisons as soon as
`cortex run --jit` accepts it.  A refusal of any other model, or any other
failure, fails.

Error measure (per output, the maximum over all its elements):

    err = |cortex - torch| / max(|torch|, 1)

i.e. a relative error for elements of magnitude >= 1 and an absolute one
below, because float32 results near zero carry absolute, not relative,
rounding noise (both sides compute in float32, with different summation
orders).  An output passes when err <= 1e-5.  Integer outputs (argmax) must
be equal; a node where they differ is excused only if PyTorch's two top
logits there are within 1e-5 * max(|logit|, 1) of each other (a tie that
float32 rounding may break either way), and is reported.

Data: examples/data/sst_dev_50.txt (binary-tree models),
examples/data/ewt_dev_30.conllu (Child-Sum, with attention, TBCNN),
examples/data/grid10.graph (DAG-RNN), examples/data/seqs.txt (the
sequential LSTM and the BiGRU); word ids by first appearance, as `cortex
run` builds them without --vocab; -D V= (the RNTN: -D VOCAB=) the number of
distinct tokens.

    /usr/bin/python3 tests/pytorch/parity.py [--cortex ./cortex] [MODEL ...]

Needs torch (Debian's python3-torch: run it with /usr/bin/python3).
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(ROOT, "bench"))

import torch  # noqa: E402
import cxdata  # noqa: E402
import torch_zoo  # noqa: E402

TOL = 1e-5
SEED = 20240611

# model -> (data file, hidden size, variant .cx in tests/pytorch/, other
# sizes: the module's keyword arguments; torch_zoo.cortex_consts makes the -D flags)
CASES = {
    "treefc": ("examples/data/sst_dev_50.txt", 128, "treefc_torch.cx", {}),
    "treernn": ("examples/data/sst_dev_50.txt", 128, "treernn_torch.cx", {}),
    "treelstm": ("examples/data/sst_dev_50.txt", 128, "treelstm_torch.cx", {}),
    "treegru": ("examples/data/sst_dev_50.txt", 128, "treegru_torch.cx", {}),
    "childsum_treelstm": ("examples/data/ewt_dev_30.conllu", 128, "childsum_fused.cx", {}),
    "mvrnn": ("examples/data/sst_dev_50.txt", 32, "mvrnn_torch.cx", {}),
    "dagrnn": ("examples/data/grid10.graph", 128, "dagrnn_torch.cx", {}),
    "seqlstm": ("examples/data/seqs.txt", 128, "seqlstm_torch.cx", {}),
    "seqgru": ("examples/data/seqs.txt", 128, "seqgru_torch.cx", {}),
    "bitreelstm": ("examples/data/sst_dev_50.txt", 128, "bitreelstm_torch.cx", {}),
    "bigru": ("examples/data/seqs.txt", 128, "bigru_torch.cx", {}),
    "attn_treelstm": ("examples/data/ewt_dev_30.conllu", 128, "attn_treelstm_torch.cx", {}),
    "rntn": ("examples/data/sst_dev_50.txt", 32, "rntn_torch.cx", {}),
    # F != H, so that a transposed [F, H] matrix cannot pass.
    "tbcnn": ("examples/data/ewt_dev_30.conllu", 128, "tbcnn_torch.cx", {"F": 96}),
}


def backends(cortex):
    out = [("interp", []), ("interp-b10", ["--batch", "10"])]
    helptext = subprocess.run([cortex, "run", "--help"], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, universal_newlines=True).stdout
    if "--jit" in helptext:
        out += [("jit", ["--jit"]), ("jit-b10", ["--jit", "--batch", "10"])]
    return out


def export(tensors, path, tmp):
    """torch.save + tools/cortex-export, as a user would do it."""
    pt = os.path.join(tmp, os.path.basename(path) + ".pt")
    torch.save(tensors, pt)
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "cortex-export"), pt,
                        "-o", path], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    if r.returncode != 0:
        raise SystemExit("cortex-export failed on %s:\n%s" % (pt, r.stderr))


def run_cortex(cortex, cx, data, weights, flags, extra):
    cmd = [cortex, "run", cx, "--data", data, "--weights", weights, "--format", "json"] \
        + flags + extra
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True, cwd=ROOT)
    if r.returncode != 0:
        refusal = cxdata.jit_refusal(r.stderr) if r.returncode == 1 and not r.stdout else None
        return None, refusal or "exit %d: %s" % (r.returncode, r.stderr.strip()[-600:]), refusal
    return [json.loads(line) for line in r.stdout.splitlines() if line.strip()], None, None


def compare(got, want, logits=None):
    """got: cortex JSON objects; want: torch output dicts.  Returns
    ({output: (err or mismatches, note)}, failed)."""
    failed = False
    res = {}
    if len(got) != len(want):
        return {"structures": (None, "cortex %d, torch %d" % (len(got), len(want)))}, True
    names = list(want[0])
    for name in names:
        worst, note = 0.0, ""
        ints = want[0][name].dtype in (torch.int64, torch.int32)
        for s, (g, wd) in enumerate(zip(got, want)):
            w = wd[name]
            if name not in g["outputs"]:
                return {name: (None, "missing in cortex output")}, True
            gv = g["outputs"][name]
            if ints:
                gt = torch.tensor(gv, dtype=torch.long)
                bad = (gt != w).nonzero().flatten().tolist()
                for i in bad:
                    z = logits[s][i]
                    top2 = z.topk(2).values
                    if (top2[0] - top2[1]).abs() <= TOL * max(top2[0].abs().item(), 1.0):
                        note = "tie excused"
                    else:
                        worst += 1
                continue
            try:
                gt = torch.tensor(gv, dtype=torch.float64)
            except (TypeError, ValueError):  # null = NaN/Inf
                return {name: (None, "non-finite values in cortex output")}, True
            wt = w.detach().to(torch.float64)
            if gt.shape != wt.shape:
                return {name: (None, "shape %s vs torch %s" % (list(gt.shape),
                                                               list(wt.shape)))}, True
            err = ((gt - wt).abs() / wt.abs().clamp(min=1.0)).max().item() if wt.numel() else 0
            worst = max(worst, err)
        if ints:
            failed |= worst > 0
            res[name] = (int(worst), note)
        else:
            failed |= not worst <= TOL
            res[name] = (worst, note)
    return res, failed


def fmt_res(res):
    parts = []
    for name, (v, note) in res.items():
        if v is None:
            parts.append("%s: %s" % (name, note))
        elif isinstance(v, int):
            parts.append("%s %d diff%s" % (name, v, " (%s)" % note if note else ""))
        else:
            parts.append("%s %.1e" % (name, v))
    return ", ".join(parts)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("models", nargs="*", help="a subset of: " + " ".join(CASES))
    ap.add_argument("--cortex", default=os.environ.get("CORTEX", os.path.join(ROOT, "cortex")))
    ap.add_argument("--keep", help="keep the exported weights in this folder")
    args = ap.parse_args()
    for m in args.models:
        if m not in CASES:
            ap.error("unknown model %r" % m)
    if not os.access(args.cortex, os.X_OK):
        print("parity: %s is not an executable (build it: make -j2 cortex)" % args.cortex)
        return 2
    torch.set_num_threads(1)
    bks = backends(args.cortex)
    deferrable = cxdata.jit_deferred()
    tmp = args.keep or tempfile.mkdtemp(prefix="cortex-parity.")
    os.makedirs(tmp, exist_ok=True)
    rows = []
    all_ok = True
    t_start = time.time()
    print("PyTorch %s vs %s; err = max |cortex - torch| / max(|torch|, 1), pass at <= %g"
          % (torch.__version__, args.cortex, TOL))
    print("%-18s %-24s %-10s %-6s %-4s %s" % ("model", ".cx", "backend", "torch", "ok",
                                              "max error per output"))
    for name in (args.models or list(CASES)):
        data, H, variant, consts = CASES[name]
        cls = torch_zoo.ZOO[name]
        structs, vocab = torch_zoo.read_structs(cls, os.path.join(ROOT, data))
        V = torch_zoo.model_size(cls, structs, vocab)
        torch.manual_seed(SEED)
        model = cls(V, H, **consts).eval()
        w_torch = os.path.join(tmp, name + ".torch.safetensors")
        w_md = os.path.join(tmp, name + ".models_md.safetensors")
        export(model.state_dict(), w_torch, tmp)
        export({k: v.detach().clone().contiguous() for k, v in model.models_md_state_dict().items()},
               w_md, tmp)
        with torch.no_grad():
            outs = {"nodes": model.forward_nodes(structs), "levels": model.forward_levels(structs)}
            logits = model.node_logits(structs) if hasattr(model, "node_logits") else None
        flags = []
        for k, v in torch_zoo.cortex_consts(model, V).items():
            flags += ["-D", "%s=%d" % (k, v)]
        for cx, weights in (("examples/%s.cx" % name, w_md),
                            ("tests/pytorch/%s" % variant, w_torch)):
            for bk, extra in bks:
                got, err, refusal = run_cortex(args.cortex, cx, data, weights, flags, extra)
                for mode in ("nodes", "levels"):
                    if got is not None:
                        res, failed = compare(got, outs[mode], logits)
                        status, text = "FAIL" if failed else "ok", fmt_res(res)
                        if not failed and "--jit" in extra and name in deferrable:
                            text += " (tests/ref/compare.py still lists it in JIT_DEFERRED)"
                    elif refusal and "--jit" in extra and name in deferrable:
                        status, text = "-", "deferred: " + refusal
                    elif refusal:
                        status, text = "FAIL", refusal + " (and tests/ref/compare.py's JIT_DEFERRED does not list it)"
                    else:
                        status, text = "FAIL", err
                    all_ok &= status != "FAIL"
                    print("%-18s %-24s %-10s %-6s %-4s %s" % (
                        name, os.path.basename(cx), bk, mode, status, text))
                    sys.stdout.flush()
                    rows.append((name, cx, bk, mode, status))
    n_ok = sum(1 for r in rows if r[4] == "ok")
    n_def = sum(1 for r in rows if r[4] == "-")
    print("%d of %d comparisons passed, %d failed%s (%.0f s)%s" % (
        n_ok, len(rows), len(rows) - n_ok - n_def,
        ", %d deferred (--jit rows of models the compiled backend refuses)" % n_def if n_def else "",
        time.time() - t_start, "" if args.keep else "; weights were in " + tmp + " (removed)"))
    if not args.keep:
        for f in os.listdir(tmp):
            os.unlink(os.path.join(tmp, f))
        os.rmdir(tmp)
    return 0 if all_ok else 1


if __name__ == "__main__":
    sys.exit(main())
