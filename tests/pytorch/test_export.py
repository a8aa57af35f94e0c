#!/usr/bin/python3
"""Tests of tools/cortex-export: the file layout (safetensors specification
and docs/formats.md), every kind of input it accepts, dtype handling, the
atomic write, and that Cortex loads what it writes.

    /usr/bin/python3 tests/pytorch/test_export.py [--cortex ./cortex]
"""

import argparse
import json
import os
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(ROOT, "bench"))

import torch  # noqa: E402
from torch import nn  # noqa: E402

EXPORT = os.path.join(ROOT, "tools", "cortex-export")
FAILS = []


def check(cond, what):
    print("%s %s" % ("ok  " if cond else "FAIL", what))
    if not cond:
        FAILS.append(what)


def run_export(*args):
    r = subprocess.run([sys.executable, EXPORT] + list(args), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True)
    return r.returncode, r.stderr


def read_st(path):
    """Parses a safetensors file strictly; returns (header, {name: tensor}, raw header)."""
    with open(path, "rb") as f:
        data = f.read()
    (n,) = struct.unpack("<Q", data[:8])
    raw = data[8:8 + n]
    header = json.loads(raw.decode("utf-8"))
    base = 8 + n
    out = {}
    sizes = {"F32": (4, torch.float32), "F16": (2, torch.float16), "BF16": (2, torch.bfloat16),
             "F64": (8, torch.float64)}
    for name, e in header.items():
        if name == "__metadata__":
            continue
        b, end = e["data_offsets"]
        size, dt = sizes[e["dtype"]]
        buf = bytearray(data[base + b:base + end])
        t = torch.frombuffer(buf, dtype=dt) if buf else torch.empty(0, dtype=dt)
        out[name] = t.reshape(e["shape"])
    return header, out, raw, len(data) - base


def layout_ok(path):
    header, tensors, raw, datalen = read_st(path)
    keys = [k for k in header if k != "__metadata__"]
    ok = len(raw) % 8 == 0 and raw.startswith(b"{") and raw.rstrip(b" ").endswith(b"}")
    ok &= list(header)[0] == "__metadata__" and header["__metadata__"].get("format") == "pt"
    ok &= keys == sorted(keys, key=lambda k: k.encode("utf-8"))
    off = 0
    for k in keys:
        b, e = header[k]["data_offsets"]
        ok &= b == off and e >= b
        off = e
    ok &= off == datalen
    return ok, header, tensors


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cortex", default=os.environ.get("CORTEX", os.path.join(ROOT, "cortex")))
    args = ap.parse_args()
    torch.manual_seed(0)
    tmp = tempfile.mkdtemp(prefix="cortex-export-test.")
    out = os.path.join(tmp, "w.safetensors")

    # 1. A state_dict with a float64 param and BatchNorm's int64 counter.
    m = nn.Sequential(nn.Linear(4, 3), nn.BatchNorm1d(3))
    m[0].weight.data = m[0].weight.data.double()
    sd = m.state_dict()
    torch.save(sd, os.path.join(tmp, "sd.pt"))
    rc, err = run_export(os.path.join(tmp, "sd.pt"), "-o", out)
    check(rc == 0, "state_dict exports")
    check("num_batches_tracked" in err and "skipped" in err, "int64 buffer skipped with a warning")
    ok, header, t = layout_ok(out)
    check(ok, "layout: 8-byte LE size, JSON padded to 8 with spaces, sorted keys, "
              "contiguous offsets from 0, __metadata__ format=pt")
    check(sorted(t) == sorted(k for k in sd if not k.endswith("num_batches_tracked")),
          "every float tensor written, nothing else")
    check(all(header[k]["dtype"] == "F32" for k in t), "float64 converted to F32 by default")
    check(all(torch.equal(t[k], sd[k].float()) for k in t), "values and shapes preserved")
    check(not [f for f in os.listdir(tmp) if ".tmp." in f], "no temporary file left behind")
    mode = os.stat(out).st_mode & 0o777
    umask = os.umask(0)
    os.umask(umask)
    check(mode == 0o666 & ~umask, "file mode 0666 minus the umask (not mkstemp's 0600)")

    # 2. --keep-dtype keeps F16, BF16, F64.
    d = {"h": torch.randn(2, 3).half(), "b": torch.randn(5).bfloat16(),
         "d": torch.randn(3, 2).double(), "s": torch.tensor(1.5), "z": torch.zeros(0, 4)}
    torch.save(d, os.path.join(tmp, "d.pt"))
    rc, err = run_export(os.path.join(tmp, "d.pt"), "-o", out, "--keep-dtype")
    ok, header, t = layout_ok(out)
    check(rc == 0 and ok, "plain dict of tensors with --keep-dtype")
    check([header[k]["dtype"] for k in ("b", "d", "h", "s", "z")] == ["BF16", "F64", "F16", "F32",
                                                                     "F32"],
          "--keep-dtype keeps BF16, F64, F16")
    check(all(torch.equal(t[k], d[k]) for k in d), "kept-dtype values exact, scalar shape [], "
                                                    "zero-size tensor")
    rc, err = run_export(os.path.join(tmp, "d.pt"), "-o", out)
    ok, header, t = layout_ok(out)
    check(all(header[k]["dtype"] == "F32" for k in t) and
          all(torch.equal(t[k], d[k].float()) for k in d), "F16/BF16/F64 converted to F32")

    # 3. A pickled module, a checkpoint dict, nested dicts, --strip-prefix, --key.
    torch.save(m, os.path.join(tmp, "module.pt"))
    rc, err = run_export(os.path.join(tmp, "module.pt"), "-o", out)
    ok, header, t = layout_ok(out)
    check(rc == 0 and "0.weight" in t and "1.running_mean" in t, "a pickled module (torch.save(model))")
    ck = {"epoch": 3, "model": {"module.enc.weight": torch.ones(2, 2)},
          "optimizer": {"state": {}, "param_groups": []}}
    torch.save(ck, os.path.join(tmp, "ck.pt"))
    rc, err = run_export(os.path.join(tmp, "ck.pt"), "-o", out, "--strip-prefix", "module.")
    ok, header, t = layout_ok(out)
    check(rc == 0 and list(t) == ["enc.weight"], "a checkpoint dict: its 'model' entry, prefix stripped")
    rc, err = run_export(os.path.join(tmp, "ck.pt"), "-o", out, "--key", "model")
    check(rc == 0, "--key selects a checkpoint entry")
    torch.save({"enc": {"W": torch.ones(3)}, "b": torch.zeros(2)}, os.path.join(tmp, "n.pt"))
    rc, err = run_export(os.path.join(tmp, "n.pt"), "-o", out)
    ok, header, t = layout_ok(out)
    check(rc == 0 and sorted(t) == ["b", "enc.W"], "nested dicts become dotted names")

    # 4. Failures leave the previous file untouched.
    before = open(out, "rb").read()
    torch.save({"x": torch.zeros(1, 1, 1, 1, 2)}, os.path.join(tmp, "r5.pt"))
    rc, err = run_export(os.path.join(tmp, "r5.pt"), "-o", out)
    check(rc != 0 and "rank 5" in err and open(out, "rb").read() == before,
          "rank > 4 is an error and leaves the existing file as it was")
    torch.save({"n": torch.arange(3)}, os.path.join(tmp, "i.pt"))
    rc, err = run_export(os.path.join(tmp, "i.pt"), "-o", out)
    check(rc != 0 and "no floating-point tensors" in err, "nothing to export is an error")

    # 5. Cortex loads what it writes: TreeFC's state_dict, as F32 and as F16.
    if os.access(args.cortex, os.X_OK):
        import torch_zoo
        data = os.path.join(ROOT, "examples", "data", "sst_dev_50.txt")
        structs, vocab = torch_zoo.read_structs(torch_zoo.TreeFC, data, limit=5)
        model = torch_zoo.TreeFC(len(vocab), 16).eval()
        for dtype, flag in ((torch.float32, []), (torch.float16, ["--keep-dtype"])):
            sd = {k: v.to(dtype) for k, v in model.state_dict().items()}
            torch.save(sd, os.path.join(tmp, "fc.pt"))
            rc, err = run_export(os.path.join(tmp, "fc.pt"), "-o", out, *flag)
            model.load_state_dict({k: v.float() for k, v in sd.items()})
            with torch.no_grad():
                want = model.forward_levels(structs)
            r = subprocess.run([args.cortex, "run", os.path.join(HERE, "treefc_torch.cx"),
                                "--data", data, "--limit", "5", "--weights", out, "-D", "H=16",
                                "-D", "V=%d" % len(vocab), "--format", "json"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               universal_newlines=True)
            got = [json.loads(x) for x in r.stdout.splitlines()]
            err = max(((torch.tensor(g["outputs"]["h_root"]) - w["h_root"]).abs().max().item()
                       for g, w in zip(got, want)), default=1.0)
            check(r.returncode == 0 and len(got) == 5 and err < 1e-5,
                  "cortex run loads the %s export and matches PyTorch (max abs err %.1e)"
                  % (str(dtype).replace("torch.", ""), err))
        # Byte for byte what Cortex's own writer (cortex init-weights) writes.
        ref = os.path.join(tmp, "init.safetensors")
        subprocess.run([args.cortex, "init-weights", os.path.join(ROOT, "examples", "treelstm.cx"),
                        "-D", "H=8", "-D", "V=20", "--seed", "3", "-o", ref], check=True)
        _, t, _, _ = read_st(ref)
        torch.save(t, os.path.join(tmp, "init.pt"))
        rc, err = run_export(os.path.join(tmp, "init.pt"), "-o", out)
        check(rc == 0 and open(out, "rb").read() == open(ref, "rb").read(),
              "same bytes as cortex init-weights for the same tensors")
    else:
        print("skip cortex loading checks: %s not built" % args.cortex)

    for f in os.listdir(tmp):
        os.unlink(os.path.join(tmp, f))
    os.rmdir(tmp)
    print("%d failure(s)" % len(FAILS))
    return 1 if FAILS else 0


if __name__ == "__main__":
    sys.exit(main())
