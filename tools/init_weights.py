#!/usr/bin/env python3
"""Cortex's seeded initialization, reimplemented from docs/formats.md.

Writes the safetensors file that `cortex init-weights MODEL.cx --seed N`
writes, bit for bit, using only the standard library.  It exists to prove
the specification complete (tests/init_weights_py.sh compares it with the
C runtime) and to let other tools produce the same weights.

    init_weights.py --seed 42 -o w.safetensors E:100x16 W:16x32 b:16 s:
    PARAM = NAME[=KEY][@LO:HI]:DIMS   DIMS = D0xD1x... ("" for a scalar)
"""
import argparse
import json
import math
import struct
import sys

M64 = (1 << 64) - 1


def fnv1a64(name):
    h = 0xCBF29CE484222325
    for b in name.encode("utf-8"):
        h = ((h ^ b) * 0x100000001B3) & M64
    return h


def stream(state):
    """splitmix64 uniforms in [0, 1): the top 53 bits times 2^-53."""
    while True:
        state = (state + 0x9E3779B97F4A7C15) & M64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        yield ((z ^ (z >> 31)) >> 11) * 2.0**-53


LN2, SQRT_HALF, HALF_PI = 0.6931471805599453, 0.7071067811865476, 1.5707963267948966
L = [1.0 / (2 * k + 1) for k in range(12)]
S, C = [1.0], [1.0]
for k in range(1, 10):
    S.append(S[-1] / float(-(2 * k) * (2 * k + 1)))
    C.append(C[-1] / float(-(2 * k - 1) * (2 * k)))


def horner(coef, x):
    p = coef[-1]
    for c in reversed(coef[:-1]):
        p = p * x + c
    return p


def det_log(x):  # x in (0, 1]
    m, e = math.frexp(x)
    if m < SQRT_HALF:
        m, e = m * 2.0, e - 1
    s = (m - 1.0) / (m + 1.0)
    return 2.0 * s * horner(L, s * s) + float(e) * LN2


def det_cos_sin_2pi(u):  # u in [0, 1)
    v = 4.0 * u
    q = math.floor(v)
    t = v - q
    if t <= 0.5:
        a = t * HALF_PI
        sa, ca = a * horner(S, a * a), horner(C, a * a)
    else:
        a = (1.0 - t) * HALF_PI
        sa, ca = horner(C, a * a), a * horner(S, a * a)
    return [(ca, sa), (-sa, ca), (-ca, -sa), (sa, -ca)][q]


def normals(name, seed, n, std):
    """n float32 values of std * N(0,1), as little-endian bytes."""
    out = bytearray()
    u = stream(seed ^ fnv1a64(name))
    for i in range(0, n, 2):
        u1, u2 = next(u), next(u)
        r = math.sqrt(-2.0 * det_log(1.0 - u1))
        cs, sn = det_cos_sin_2pi(u2)
        out += struct.pack("<f", (r * cs) * std)
        if i + 1 < n:
            out += struct.pack("<f", (r * sn) * std)
    return out


def init(params, seed):
    """params: [(name, key, lo, hi, dims)] -> {key: (dims, bytearray)}."""
    tensors = {}
    for name, key, lo, hi, dims in params:
        if key not in tensors:  # stored shape: whole params' shape, else max rows
            group = [p for p in params if p[1] == key]
            whole = [p for p in group if p[3] is None]
            shape = list(whole[0][4]) if whole else [max(p[3] for p in group)] + list(dims[1:])
            tensors[key] = (shape, bytearray(4 * math.prod(shape)))
        shape, data = tensors[key]
        std = 1.0 / math.sqrt(float(math.prod(dims[1:]))) if len(dims) >= 2 else 0.1
        vals = normals(name, seed, math.prod(dims), std)
        at = 4 * (lo if hi is not None else 0) * math.prod(shape[1:])
        data[at:at + len(vals)] = vals
    return tensors


def write_safetensors(path, tensors):
    header, blobs, off = {"__metadata__": {"format": "pt"}}, [], 0
    for key in sorted(tensors, key=lambda k: k.encode("utf-8")):
        shape, data = tensors[key]
        header[key] = {"dtype": "F32", "shape": shape, "data_offsets": [off, off + len(data)]}
        blobs.append(data)
        off += len(data)
    h = json.dumps(header, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    h += b" " * (-len(h) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(h)) + h + b"".join(blobs))


def parse_param(spec):
    rest, _, dims = spec.rpartition(":")
    dims = [int(d) for d in dims.split("x")] if dims else []
    rest, at, rows = rest.rpartition("@") if "@" in rest else (rest, "", "")
    name, _, key = rest.partition("=")
    lo, hi = (int(x) for x in rows.split(":")) if at else (0, None)
    return name, key or name, lo, hi, dims


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("params", nargs="+", help="NAME[=KEY][@LO:HI]:DIMS")
    args = ap.parse_args()
    write_safetensors(args.output, init([parse_param(p) for p in args.params], args.seed & M64))


if __name__ == "__main__":
    sys.exit(main())
