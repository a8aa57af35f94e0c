#!/usr/bin/python3
"""Cortex vs PyTorch on the zoo models: milliseconds per call, side by side.

For each model and size (H = 256 and 512; MV-RNN and RNTN, whose cost per
node is cubic in H, 64 and 128) and each batch size B (1 and 10), a call
runs B consecutive structures of the data:

  Cortex           `cortex bench MODEL.cx --batch B --calls N --format json`:
                   linearize + execute through the compiled code (libgccjit),
                   one thread (--threads T: T threads, `cortex bench --threads T`;
                   --weights-dtype bf16: its panels in bf16, the opt-in of
                   `cortex bench --weights-dtype`; PyTorch stays f32)
  PyTorch nodes    bench/torch_zoo.py's forward_nodes: per node, recursive
  PyTorch levels   forward_levels: level-batched, one matmul per weight and
                   height level (its level plan is built before timing, as
                   bench/torch_zoo.py does: it is structure, not compute);
                   for the sequence LSTM and GRU (seqlstm, seqgru) the fused
                   nn.LSTM / nn.GRU over the batch as one PackedSequence
                   (the input projections of every element in one GEMM
                   before the recurrence; the packing is structure too)

PyTorch runs eager, torch.set_num_threads(1), under torch.inference_mode.
Both sides use the same data file (same vocabulary rule: word ids by first
appearance), the same structures in the same order (call i runs full batch
i mod (n / B), i.e. structures [k B, (k + 1) B)), the same call count N and
the same weights: the PyTorch module's random initialization
(torch.manual_seed), exported with tools/cortex-export under MODELS.md's
names (models_md_state_dict) and loaded by examples/MODEL.cx.

Each (model, H, B) row is measured in R rounds (default 3), alternating the
sides in one process tree: Cortex, PyTorch nodes, PyTorch levels, Cortex,
...  (PyTorch lives in one worker process that this script starts and
feeds; Cortex is a `cortex bench` process per measurement.)  A side's value
is the median over the rounds of its per-round median ms per call.  N is
chosen per row from a short pilot so that the slowest side takes about
--seconds seconds per round, at least --min-calls and at most one pass over
the data (or 100 calls, for the small grid data).

The lower bound per row: the contraction FLOPs of the structures of a call
(matrix-vector products, tensor contractions, dot products and weighted
sums over children or nodes; counted from the model's param shapes, the
node arities and which node is the root, in the minimal algebraic form) at
the machine's FMA peak plus the bytes of the weights (every param but the
embedding) once per call at the read bandwidth of where they fit: L2 when
they fit in one core's L2 (T cores' L2s for T threads), else beyond L2.
The peak and the bandwidths are measured by bench/probe.c (one core's
AVX-512 FMA chains; reads of a buffer half an L2 and one 8 L2s big; on 1
and on T pinned threads), which this script builds with gcc and runs once,
caching its JSON line in bench/results/probe.json (not committed: it
is this machine's; --reprobe: again;
--peak-gflops / --l2-gbs / --beyond-l2-gbs override a number).  Each row
has the bound for 1 thread (lower_bound_ms) and for T threads
(lower_bound_T_ms, with T = max(--threads, 2)); the CPU model (lscpu
"Model name") is in the text and the JSON.

A model that the compiled backend does not run yet (JIT_DEFERRED of
tests/ref/compare.py, the single list) is refused by `cortex bench`: its
rows measure the PyTorch sides and print "Cortex: deferred (<the
refusal>)"; they measure Cortex as soon as `cortex bench` accepts it.

The PyTorch worker runs with OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE removed
from its environment (they slow OpenBLAS's sgemm; they stay set for Cortex
and for the tests), with OMP/OPENBLAS/MKL_NUM_THREADS=1, and, by default
(--torch-blas auto), with Debian's OpenBLAS (libopenblas0-pthread) put
first on LD_LIBRARY_PATH when it is installed: Debian's python3-torch calls
whatever libblas.so.3 the system selects, and the reference BLAS (libblas3)
runs sgemm at about 2.5 GFLOP/s, which no PyTorch user would benchmark
against.  The BLAS the worker really loaded is reported, with the kernels
OpenBLAS chose (openblas_get_corename).  OpenBLAS 0.3.21 (Debian 12) does
not know every processor: on an Emerald Rapids Xeon it falls back to its
generic SSE3 kernels ("Prescott"), whose sgemm is 3-7x slower there; then
(--torch-coretype auto) the worker is restarted with OPENBLAS_CORETYPE
naming the kernels the processor runs (SkylakeX with AVX-512, Haswell with
AVX2), and the JSON says so (torch.env_openblas_coretype).

    /usr/bin/python3 bench/compare.py                 # the full run (~20 min)
    /usr/bin/python3 bench/compare.py --quick         # a short run (~3-4 min)
    /usr/bin/python3 bench/compare.py --models treelstm --sizes 512 --batches 10

Writes bench/results/compare.{json,svg} (--quick: compare-quick.*) and
prints the table.  See bench/README.md.
"""

import argparse
import datetime
import json
import math
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import cxdata  # noqa: E402

SST_DEV = "/work/shared/data/sst/dev.txt"
EWT_DEV = "/work/shared/data/ud/en_ewt-ud-dev.conllu"
GRID = os.path.join(ROOT, "examples", "data", "grid10.graph")
OPENBLAS_DIR = "/usr/lib/x86_64-linux-gnu/openblas-pthread"
C_CLASSES = 5  # the C of every example with a classifier

# model -> (data, sizes, label).  Data "grid": the first structure of
# grid10.graph (the 10x10 grid), written 10 times to a temporary file so
# that a batch of 10 exists; "sst-seq": the SST dev sentences (the leaves of
# each tree, in order), one sequence a line.  The v2 models' data follow
# their papers: SST trees for the bidirectional TreeLSTM (Teng and Zhang
# evaluate on SST) and the RNTN (which SST was built for); SST sentences
# for the BiGRU; dependency trees (EWT) for the Child-Sum TreeLSTM with
# attention (Tai et al.'s Child-Sum cell is their dependency-tree model)
# and TBCNN (Mou et al. convolve over program ASTs, not available here, and
# over dependency trees in their sentence model, d-TBCNN, EMNLP 2015: trees
# of any arity with a word at every node).
MODELS = {
    "treefc": ("sst", (256, 512), "TreeFC"),
    "treernn": ("sst", (256, 512), "TreeRNN"),
    "treelstm": ("sst", (256, 512), "TreeLSTM"),
    "treegru": ("sst", (256, 512), "TreeGRU"),
    "childsum_treelstm": ("ewt", (256, 512), "Child-Sum TreeLSTM"),
    "dagrnn": ("grid", (256, 512), "DAG-RNN"),
    "mvrnn": ("sst", (64, 128), "MV-RNN"),
    "bitreelstm": ("sst", (256, 512), "BiTreeLSTM"),
    "bigru": ("sst-seq", (256, 512), "BiGRU"),
    "attn_treelstm": ("ewt", (256, 512), "Child-Sum + attn"),
    "rntn": ("sst", (64, 128), "RNTN"),
    "tbcnn": ("ewt", (256, 512), "TBCNN"),
    "seqlstm": ("sst-seq", (256, 512), "seq LSTM"),
    "seqgru": ("sst-seq", (256, 512), "seq GRU"),
}


# ---------------------------------------------------------------------------
# The lower bound: contraction FLOPs per node (k = its number of children,
# root = whether it is the root) and per structure (readouts), and the
# weights' floats (every param but E), from the param shapes of
# examples/*.cx.  A matrix-vector product with an [M, N] matrix is 2 M N
# FLOPs, a dot product of two [N] vectors 2 N, a weighted sum of k [N]
# vectors 2 k N.  TBCNN's F is H here (compare.py runs it with -D F=H).
# ---------------------------------------------------------------------------

def node_flops(model, H, k, root=False):
    mv = 2 * H * H  # one [H, H] @ [H]
    C = C_CLASSES
    if model == "bitreelstm":   # up as treelstm; down 4 W x + 4 U h_p (U @ 0 at the root
        up = 3 * mv if k == 0 else 10 * mv                # folds away); classifier [C, 2H]
        return up + (4 * mv if root else 8 * mv) + 2 * C * 2 * H  # on every node
    if model == "bigru":        # per direction 3 W x + 3 U h_p; U @ 0 folds at the first
        return (3 * mv if k == 0 else 6 * mv) + (3 * mv if root else 6 * mv)  # step of each
    if model == "attn_treelstm":  # childsum_treelstm + score W_a h, w_a . tanh(...), and
        return node_flops("childsum_treelstm", H, k) + mv + 2 * H + 2 * H  # the sum e_k h_k
    if model == "rntn":         # (V @ v) @ v, V [H, 2H, 2H], over the H(2H+1) pairs v_i v_j,
        P = H * (2 * H + 1)     # i <= j (ir/quadform.c): the pairs P, the product 2 H P;
        return (0 if k == 0 else P + 2 * H * P + 4 * H * H) + 2 * C * H  # W v 4H^2; classifier
    if model == "tbcnn":        # W_t x_n; W_l (sum_k eta_l x_k) + W_r (sum_k eta_r x_k):
        return mv if k == 0 else 3 * mv + 4 * k * H  # the eta-weighted sums, 2 k H each
    if model == "treefc":       # W (h_l + h_r)
        return mv if k else 0
    if model == "treernn":      # W_l h_l + W_r h_r
        return 2 * mv if k else 0
    if model == "treelstm":     # leaf W_i, W_o, W_u x; internal 5 gates x 2 children;
        c = 2 * C_CLASSES * H   # + the classifier on every node (sentiment(n))
        return (3 * mv if k == 0 else 10 * mv) + c
    if model == "treegru":      # leaf W_x x; internal z, r_l, r_r (2 each) + W_l, W_r
        return mv if k == 0 else 8 * mv
    if model == "childsum_treelstm":  # leaf W_i, W_o, W_u x; internal also W_f x,
        return 3 * mv if k == 0 else (7 + k) * mv  # U_i, U_o, U_u hs, U_f h_k per child
    if model == "mvrnn":        # B a, A b, W [H, 2H] @ [2H], W_M [H, 2H] @ [2H, H]
        return 0 if k == 0 else 2 * mv + 2 * mv + 4 * H * H * H
    if model == "dagrnn":       # U E[feat] + W (sum of the children's h)
        return mv * (2 if k else 1)
    if model == "seqlstm":      # 4 W x + 4 U h_p (U @ 0 folds at the first element)
        return 4 * mv if k == 0 else 8 * mv
    if model == "seqgru":       # 3 W x + 3 U h_p
        return 3 * mv if k == 0 else 6 * mv
    raise KeyError(model)


def struct_flops(model, H):
    """Readouts, once per structure: the classifier over the attention's
    (or the pooling's) sentence vector."""
    return 2 * C_CLASSES * H if model in ("attn_treelstm", "tbcnn") else 0


def stream_floats(model, H):
    """The weight floats Cortex reads per call: the model's (weight_floats),
    but for the RNTN, whose V [H, 2H, 2H] is folded to its H(2H+1) pairs
    i <= j (ir/quadform.c)."""
    if model == "rntn":
        return weight_floats(model, H) - 4 * H ** 3 + H * H * (2 * H + 1)
    return weight_floats(model, H)


def call_flops(model, H, structs):
    return sum(struct_flops(model, H) + sum(node_flops(model, H, len(ch), i == st.root)
                                            for i, ch in enumerate(st.children))
               for st in structs)


def weight_floats(model, H):
    if model == "treefc":
        return H * H + H
    if model == "treernn":
        return 2 * H * H + H
    if model == "treelstm":
        return 13 * H * H + 5 * H + C_CLASSES * H + C_CLASSES
    if model == "treegru":
        return 9 * H * H + 5 * H
    if model == "childsum_treelstm":
        return 8 * H * H + 4 * H
    if model == "mvrnn":
        return 5 * H * H + H
    if model == "dagrnn":
        return 2 * H * H + H
    C = C_CLASSES
    if model == "bitreelstm":
        return 21 * H * H + 9 * H + 2 * C * H + C
    if model == "bigru":
        return 12 * H * H + 6 * H
    if model == "attn_treelstm":
        return 9 * H * H + 6 * H + C * H + C
    if model == "rntn":
        return 4 * H ** 3 + 2 * H * H + H + C * H + C
    if model == "tbcnn":
        return 3 * H * H + H + C * H + C
    if model == "seqlstm":
        return 8 * H * H + 4 * H
    if model == "seqgru":
        return 6 * H * H + 4 * H
    raise KeyError(model)


# ---------------------------------------------------------------------------
# The PyTorch worker: one process, fed JSON lines on stdin
# ---------------------------------------------------------------------------

def worker_main():
    import runpy

    import torch
    import torch_zoo

    torch.set_num_threads(1)
    exporter = runpy.run_path(os.path.join(ROOT, "tools", "cortex-export"))
    out = sys.stdout
    sys.stdout = sys.stderr  # nothing but replies on the protocol stream
    st = {}

    def reply(obj):
        out.write(json.dumps(obj) + "\n")
        out.flush()

    for line in sys.stdin:
        req = json.loads(line)
        cmd = req["cmd"]
        try:
            if cmd == "info":
                a = torch.randn(64, 64)
                _ = a @ a  # load the BLAS
                with open("/proc/self/maps") as f:
                    libs = sorted({ln.split()[-1] for ln in f
                                   if "blas" in ln.lower() and "/" in ln})
                reply({"torch": torch.__version__, "threads": torch.get_num_threads(),
                       "blas": libs, "python": sys.version.split()[0],
                       "openblas_core": openblas_core(libs),
                       "env_openblas_coretype": os.environ.get("OPENBLAS_CORETYPE")})
            elif cmd == "setup":
                cls = torch_zoo.ZOO[req["model"]]
                structs, vocab = torch_zoo.read_structs(cls, req["data"])
                V = torch_zoo.model_size(cls, structs, vocab)
                torch.manual_seed(req.get("seed", 1))
                model = cls(V, req["H"]).eval()
                md = {k: v.detach().clone().contiguous() for k, v in model.models_md_state_dict().items()}
                exporter["export"](md, req["weights"])
                nonemb = sum(v.numel() for k, v in md.items() if k != "E")
                st = {"model": model, "cls": cls, "structs": structs, "plans": {}}
                reply({"V": V, "nstructs": len(structs), "weight_floats": nonemb,
                       "consts": torch_zoo.cortex_consts(model, V)})
            elif cmd == "time":
                B, N, mode = req["batch"], req["calls"], req["mode"]
                structs, model = st["structs"], st["model"]
                nfull = len(structs) // B
                nb = min(nfull, max(N, req["warmup"]))  # batches used: warmup w -> w % nfull,
                batches = [structs[k * B:(k + 1) * B] for k in range(nb)]  # call i -> i % nfull
                field = getattr(st["cls"], "field", "word")
                if mode == "levels":
                    for k in range(nb):
                        if (B, k) not in st["plans"]:
                            plan = st["plans"][(B, k)] = torch_zoo.LevelPlan(batches[k], fields=(field,))
                            if hasattr(model, "prepare_plan"):  # structure too: the packed batch
                                model.prepare_plan(plan, batches[k])
                order = [w % nfull for w in range(req["warmup"])] + [i % nfull for i in range(N)]
                times = []
                with torch.inference_mode():
                    for i, k in enumerate(order):
                        t0 = time.perf_counter()
                        if mode == "nodes":
                            model.forward_nodes(batches[k])
                        else:
                            model.forward_levels(batches[k], st["plans"][(B, k)])
                        t1 = time.perf_counter()
                        if i >= req["warmup"]:
                            times.append((t1 - t0) * 1e3)
                reply({"times_ms": times})
            elif cmd == "quit":
                reply({})
                return 0
            else:
                reply({"error": "unknown command %r" % cmd})
        except Exception as e:  # report, keep serving
            import traceback
            traceback.print_exc()
            reply({"error": "%s: %s" % (type(e).__name__, e)})
    return 0


def openblas_core(libs):
    """The kernel set the loaded OpenBLAS chose (openblas_get_corename), or
    None when no OpenBLAS is loaded."""
    import ctypes
    for path in libs:
        if "openblas" in os.path.basename(path):
            try:
                f = ctypes.CDLL(path).openblas_get_corename
            except (OSError, AttributeError):
                continue
            f.restype = ctypes.c_char_p
            return f().decode()
    return None


# OpenBLAS's DYNAMIC_ARCH falls back to its generic SSE3 kernels ("Prescott")
# on a processor it does not know: OpenBLAS 0.3.21 (Debian 12) does not know
# Emerald Rapids, and its sgemm then runs 3-7x slower than with the
# AVX-512 kernels.  --torch-coretype auto then names the kernels the
# processor can run: SkylakeX with AVX-512, Haswell with AVX2.
GENERIC_CORES = ("Prescott", "Core2", "Katmai", "Coppermine", "Northwood", "Banias", "Atom")


def best_coretype():
    try:
        with open("/proc/cpuinfo") as f:
            flags = next((ln.split(":", 1)[1].split() for ln in f if ln.startswith("flags")), [])
    except OSError:
        return None
    return "SkylakeX" if "avx512f" in flags else "Haswell" if "avx2" in flags else None


class Worker:
    def __init__(self, blas, coretype=None):
        env = dict(os.environ)
        for k in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE"):
            env.pop(k, None)  # for the PyTorch side only
        if coretype:
            env["OPENBLAS_CORETYPE"] = coretype
        for k in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
            env[k] = "1"
        self.blas_note = "system libblas.so.3"
        if blas == "openblas" or (blas == "auto" and os.path.exists(os.path.join(OPENBLAS_DIR, "libblas.so.3"))):
            if not os.path.exists(os.path.join(OPENBLAS_DIR, "libblas.so.3")):
                raise SystemExit("--torch-blas openblas: %s/libblas.so.3 is missing "
                                 "(apt-get install libopenblas0-pthread)" % OPENBLAS_DIR)
            env["LD_LIBRARY_PATH"] = OPENBLAS_DIR + (":" + env["LD_LIBRARY_PATH"]
                                                     if env.get("LD_LIBRARY_PATH") else "")
            self.blas_note = "OpenBLAS via LD_LIBRARY_PATH=" + OPENBLAS_DIR
        self.p = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--worker"],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env,
                                  universal_newlines=True, cwd=ROOT)

    def ask(self, **req):
        self.p.stdin.write(json.dumps(req) + "\n")
        self.p.stdin.flush()
        line = self.p.stdout.readline()
        if not line:
            raise SystemExit("the PyTorch worker died (see its messages above)")
        r = json.loads(line)
        if "error" in r:
            raise SystemExit("PyTorch worker: " + r["error"])
        return r

    def close(self):
        try:
            self.ask(cmd="quit")
        except (SystemExit, BrokenPipeError):
            pass
        self.p.wait(timeout=30)


# ---------------------------------------------------------------------------
# The Cortex side
# ---------------------------------------------------------------------------

def cortex_bench(cortex, model, consts, data, weights, B, calls, warmup, deferrable=(), threads=1,
                 dtype="f32"):
    """cortex bench's JSON line; or, for a model of `deferrable` that the
    compiled backend refuses, its refusal (a string)."""
    cmd = [cortex, "bench", os.path.join(ROOT, "examples", model + ".cx"), "--data", data,
           "--weights", weights]
    if threads > 1:
        cmd += ["--threads", str(threads)]
    if dtype != "f32":
        cmd += ["--weights-dtype", dtype]
    for k, v in sorted(consts.items()):
        cmd += ["-D", "%s=%d" % (k, v)]
    cmd += ["--batch", str(B), "--calls", str(calls), "--warmup", str(warmup), "--format", "json"]
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    if r.returncode != 0:
        refusal = cxdata.jit_refusal(r.stderr) if r.returncode == 1 else None
        if refusal and model in deferrable:
            return refusal
        raise SystemExit("cortex bench failed (exit %d): %s\n%s%s" % (
            r.returncode, " ".join(cmd), r.stderr, "(and tests/ref/compare.py's JIT_DEFERRED does not list %s)\n"
            % model if refusal else ""))
    return json.loads(r.stdout.strip().splitlines()[-1])


# ---------------------------------------------------------------------------
# The run
# ---------------------------------------------------------------------------

def data_file(kind, tmp):
    if kind == "sst":
        return SST_DEV
    if kind == "ewt":
        return EWT_DEV
    if kind == "sst-seq":  # the SST dev sentences, one a line
        path = os.path.join(tmp, "sst_dev_sentences.seq")
        with open(path, "w", encoding="utf-8") as f:
            for st in cxdata.read_ptb(SST_DEV, cxdata.Vocab()):
                f.write(" ".join(st.tokens) + "\n")
        return path
    # The 10x10 grid: grid10.graph's first structure, ten times.
    lines, started = [], False
    with open(GRID) as f:
        for line in f:
            if line.startswith("#") and not started:
                continue
            if not line.strip():
                if started:
                    break
                continue
            started = True
            lines.append(line.rstrip("\n"))
    path = os.path.join(tmp, "grid10x10_x10.graph")
    with open(path, "w") as f:
        f.write("\n\n".join("\n".join(lines) for _ in range(10)) + "\n")
    return path


def call_batches(nstructs, B, calls):
    nfull = nstructs // B
    return [i % nfull for i in range(calls)]


def probe_machine(T, again=False):
    """bench/probe.c's JSON line for T threads (built with gcc into a
    temporary directory), cached in bench/results/probe.json for the same
    CPU model and T unless `again`."""
    cache = os.path.join(HERE, "results", "probe.json")
    model = machine_info_lscpu().get("Model name")
    if not again and os.path.exists(cache):
        try:
            with open(cache) as f:
                p = json.load(f)
            if p.get("threads") == T and p.get("lscpu_model") == model:
                p["cached"] = True
                return p
        except (OSError, ValueError):
            pass
    d = tempfile.mkdtemp(prefix="cortex-probe.")
    try:
        exe = os.path.join(d, "probe")
        r = subprocess.run(["gcc", "-O2", "-pthread", "-o", exe, os.path.join(HERE, "probe.c")],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
        if r.returncode != 0:
            raise SystemExit("compare: cannot build bench/probe.c:\n" + r.stdout)
        print("compare: measuring the machine (bench/probe.c, %d threads, ~30 s)" % T)
        sys.stdout.flush()
        r = subprocess.run([exe, str(T)], stdout=subprocess.PIPE, universal_newlines=True)
        if r.returncode != 0:
            raise SystemExit("compare: bench/probe.c failed (exit %d)" % r.returncode)
        p = json.loads(r.stdout.strip().splitlines()[-1])
    finally:
        shutil.rmtree(d, ignore_errors=True)
    p["lscpu_model"] = model
    os.makedirs(os.path.dirname(cache), exist_ok=True)
    with open(cache + ".tmp", "w") as f:
        json.dump(p, f)
        f.write("\n")
    os.replace(cache + ".tmp", cache)
    p["cached"] = False
    return p


def lower_bounds(flops, weight_bytes, m, T):
    """(1-thread ms, T-thread ms): the FLOPs at the FMA peak plus the
    weights' bytes at the bandwidth of where they fit (L2, or beyond)."""
    one = flops / (m["peak_gflops"] * 1e9) + weight_bytes / (
        (m["l2_gbs"] if weight_bytes <= m["l2_bytes"] else m["beyond_l2_gbs"]) * 1e9)
    many = flops / (m["peak_gflops_T"] * 1e9) + weight_bytes / (
        (m["l2_gbs_T"] if weight_bytes <= T * m["l2_bytes"] else m["beyond_l2_gbs_T"]) * 1e9)
    return one * 1e3, many * 1e3


def machine_info_lscpu():
    info = {}
    try:
        out = subprocess.run(["lscpu"], stdout=subprocess.PIPE, universal_newlines=True).stdout
        for line in out.splitlines():
            k, _, v = line.partition(":")
            if k.strip() in ("Model name", "CPU(s)", "Thread(s) per core", "Core(s) per socket",
                             "L2 cache", "L3 cache", "Hypervisor vendor"):
                info[k.strip()] = v.strip()
    except OSError:
        pass
    return info


def machine_info():
    info = {"platform": platform.platform()}
    info.update(machine_info_lscpu())
    info["OPENBLAS_CORETYPE"] = os.environ.get("OPENBLAS_CORETYPE")
    info["OPENBLAS_L2_SIZE"] = os.environ.get("OPENBLAS_L2_SIZE")
    info["loadavg_at_start"] = loadavg()
    return info


def loadavg():
    """The 1-minute load average: above the 2 CPUs, other work shared the
    machine during the measurement."""
    try:
        with open("/proc/loadavg") as f:
            return float(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def cortex_source(cortex):
    """The commit of the tree the cortex binary sits in, and whether the
    tree had changes (git describe --dirty)."""
    try:
        r = subprocess.run(["git", "-C", os.path.dirname(os.path.abspath(cortex)), "describe", "--always",
                            "--dirty"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                           universal_newlines=True)
        return r.stdout.strip() or None
    except OSError:
        return None


def fmt_ms(x):
    if x is None:
        return "-"
    return "%.3f" % x if x < 10 else "%.2f" % x if x < 100 else "%.1f" % x


def print_table(rows, out=sys.stdout):
    hdr = ("%-18s %4s %3s %8s %10s %10s %10s %7s %9s %9s %8s  %s"
           % ("model", "H", "B", "nodes", "Cortex ms", "PT nodes", "PT levels", "ratio", "bound ms",
              "bound T", "Cx/bound", "target"))
    out.write(hdr + "\n" + "-" * len(hdr) + "\n")
    for r in rows:
        out.write("%-18s %4d %3d %8.1f %10s %10s %10s %7s %9s %9s %8s  %s\n" % (
            r["label"], r["H"], r["batch"], r["nodes_per_call"], fmt_ms(r["cortex_ms"]),
            fmt_ms(r["torch_nodes_ms"]), fmt_ms(r["torch_levels_ms"]),
            "-" if r["ratio"] is None else "%.2fx" % r["ratio"], fmt_ms(r["lower_bound_ms"]),
            fmt_ms(r.get("lower_bound_T_ms")),
            "-" if r["cortex_over_bound"] is None else "%.1fx" % r["cortex_over_bound"], r["target_text"]))
    out.flush()


def targets(r):
    """The issue's targets for a row: (text, met); met is None while the
    compiled backend refuses the model."""
    if r.get("cortex_deferred"):
        return "Cortex: deferred (%s)" % r["cortex_deferred"], None
    parts, met = [], True
    need = 3.0 if r["batch"] == 1 else 1.5 if r["batch"] == 10 else None
    if r["model"] in ("seqlstm", "seqgru"):  # issue 18: against the fused nn.LSTM / nn.GRU
        need = 3.0 if r["batch"] == 1 else 2.0 if r["batch"] == 10 else None
    if r["model"] == "mvrnn":  # the issue asks MV-RNN for at least parity
        need = 1.0
    if need:
        ok = r["ratio"] >= need
        met &= ok
        parts.append(">=%gx %s" % (need, "ok" if ok else "MISS"))
    if r["model"] == "treelstm" and r["batch"] == 10 and r["H"] == 512:
        ok = r["cortex_over_bound"] <= 2.0
        met &= ok
        parts.append("<=2x bound %s" % ("ok" if ok else "MISS"))
    return ", ".join(parts), met


# ---------------------------------------------------------------------------
# The plot: SVG written by hand (matplotlib is not installed for
# /usr/bin/python3 here; if it is, this is still used, for one look)
# ---------------------------------------------------------------------------

def svg_plot(rows, path, title):
    W = 1000
    n = len(rows)
    row_h = 22
    top = 70
    panel_h = n * row_h
    H_total = top + panel_h + 90
    left = 210
    mid = 640   # left panel: ms (log), right panel: ratio
    right_l, right_r = 680, 960
    vals = [v for r in rows for v in (r["cortex_ms"], r["torch_nodes_ms"], r["torch_levels_ms"],
                                      r["lower_bound_ms"]) if v and v > 0]
    lo = 10 ** math.floor(math.log10(min(vals)))
    hi = 10 ** math.ceil(math.log10(max(vals)))

    def xlog(v):
        return left + (math.log10(v) - math.log10(lo)) / (math.log10(hi) - math.log10(lo)) * (mid - left)

    rmax = max([4.0] + [r["ratio"] * 1.1 for r in rows if r["ratio"] is not None])

    def xr(v):
        return right_l + min(v, rmax) / rmax * (right_r - right_l)

    colors = {"cortex": "#d62728", "nodes": "#1f77b4", "levels": "#2ca02c", "bound": "#000000"}
    o = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" '
         'font-size="11">' % (W, H_total),
         '<rect width="100%" height="100%" fill="white"/>',
         '<text x="%d" y="20" font-size="14" font-weight="bold">%s</text>' % (left, title),
         '<text x="%d" y="%d" font-size="12">ms per call (log scale; lower is better)</text>'
         % (left, top - 22),
         '<text x="%d" y="%d" font-size="12">PyTorch best / Cortex (higher is better)</text>'
         % (right_l, top - 22)]
    # grid lines
    d = lo
    while d <= hi * 1.0001:
        x = xlog(d)
        o.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#ddd"/>' % (x, top - 5, x, top + panel_h))
        o.append('<text x="%.1f" y="%d" text-anchor="middle">%g</text>' % (x, top + panel_h + 14, d))
        d *= 10
    step = 1 if rmax <= 8 else 2 if rmax <= 16 else 5
    t = 0
    while t <= rmax:
        x = xr(t)
        o.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#ddd"/>' % (x, top - 5, x, top + panel_h))
        o.append('<text x="%.1f" y="%d" text-anchor="middle">%gx</text>' % (x, top + panel_h + 14, t))
        t += step
    for need, dash in ((1.0, "2,2"), (1.5, "6,3"), (3.0, "6,3")):
        x = xr(need)
        o.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#888" stroke-dasharray="%s"/>'
                 % (x, top - 5, x, top + panel_h, dash))
    o.append('<text x="%.1f" y="%d" fill="#555">B=10 target</text>' % (xr(1.5) + 2, top - 8))
    o.append('<text x="%.1f" y="%d" fill="#555">B=1 target</text>' % (xr(3.0) + 2, top - 8))
    for i, r in enumerate(rows):
        y = top + i * row_h
        if i % 2 == 0:
            o.append('<rect x="5" y="%d" width="%d" height="%d" fill="#f6f6f6"/>' % (y, W - 10, row_h))
        o.append('<text x="%d" y="%d" text-anchor="end">%s H=%d B=%d</text>'
                 % (left - 8, y + 15, r["label"], r["H"], r["batch"]))
        for j, (key, c) in enumerate((("cortex_ms", "cortex"), ("torch_nodes_ms", "nodes"),
                                      ("torch_levels_ms", "levels"))):
            v = r[key]
            if v:
                o.append('<rect x="%d" y="%d" width="%.1f" height="5" fill="%s"/>'
                         % (left, y + 3 + 6 * j, max(1.0, xlog(v) - left), colors[c]))
        xb = xlog(r["lower_bound_ms"])
        o.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="black" stroke-width="2"/>'
                 % (xb, y + 1, xb, y + row_h - 1))
        if r["ratio"] is None:  # the compiled backend refuses the model
            o.append('<text x="%d" y="%d" fill="#555">Cortex deferred</text>' % (right_l + 3, y + 15))
            continue
        xv = xr(r["ratio"])
        ok = r["target_met"]
        o.append('<rect x="%d" y="%d" width="%.1f" height="12" fill="%s"/>'
                 % (right_l, y + 5, max(1.0, xv - right_l), "#2ca02c" if ok else "#d62728"))
        o.append('<text x="%.1f" y="%d">%.2fx</text>' % (min(xv, right_r) + 3, y + 15, r["ratio"]))
    ly = top + panel_h + 36
    items = (("Cortex", colors["cortex"]), ("PyTorch per node", colors["nodes"]),
             ("PyTorch level-batched", colors["levels"]))
    x = left
    for name, c in items:
        o.append('<rect x="%d" y="%d" width="14" height="8" fill="%s"/>' % (x, ly - 8, c))
        o.append('<text x="%d" y="%d">%s</text>' % (x + 18, ly, name))
        x += 30 + 7 * len(name)
    o.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black" stroke-width="2"/>' % (x, ly - 10, x, ly + 2))
    o.append('<text x="%d" y="%d">lower bound</text>' % (x + 6, ly))
    o.append('<text x="%d" y="%d">ratio bars: green = the issue\'s target met (B=1: 3x, B=10: 1.5x; '
             'TreeLSTM H=512 B=10 also within 2x of the bound), red = not met</text>' % (right_l - 470, ly + 22))
    o.append("</svg>")
    with open(path + ".tmp", "w") as f:
        f.write("\n".join(o) + "\n")
    os.replace(path + ".tmp", path)


# ---------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cortex", default=os.environ.get("CORTEX", os.path.join(ROOT, "cortex")))
    ap.add_argument("--quick", action="store_true",
                    help="a short run: H = 256 (MV-RNN and RNTN 64), 2 rounds, ~0.3 s per side and round")
    ap.add_argument("--models", nargs="+", choices=sorted(MODELS), help="default: all")
    ap.add_argument("--sizes", nargs="+", type=int,
                    help="hidden sizes for every model (default: 256 512, MV-RNN and RNTN 64 128)")
    ap.add_argument("--batches", nargs="+", type=int, default=[1, 10])
    ap.add_argument("--rounds", type=int, help="rounds per row (default 3, --quick 2)")
    ap.add_argument("--seconds", type=float, help="target seconds per side and round (default 3, --quick 0.3)")
    ap.add_argument("--min-calls", type=int, help="at least this many calls (default 8, --quick 3)")
    ap.add_argument("--warmup", type=int, default=2, help="untimed calls before each measurement")
    ap.add_argument("--threads", type=int, default=1, help="Cortex threads (cortex bench --threads)")
    ap.add_argument("--weights-dtype", choices=("f32", "bf16"), default="f32",
                    help="Cortex's weight panels (cortex bench --weights-dtype; PyTorch stays f32)")
    ap.add_argument("--peak-gflops", type=float, help="one core's FMA peak (default: measured, bench/probe.c)")
    ap.add_argument("--l2-gbs", type=float, help="one core's L2 read bandwidth (default: measured)")
    ap.add_argument("--beyond-l2-gbs", type=float, help="one core's read bandwidth beyond L2 (default: measured)")
    ap.add_argument("--reprobe", action="store_true", help="measure the machine again (not the cached probe.json)")
    ap.add_argument("--torch-blas", choices=("auto", "openblas", "system"), default="auto",
                    help="auto: Debian's OpenBLAS when installed, else the system's libblas.so.3")
    ap.add_argument("--torch-coretype", default="auto", metavar="auto|none|NAME",
                    help="OPENBLAS_CORETYPE for the PyTorch worker: auto (default) names the best kernels "
                    "the processor runs when OpenBLAS falls back to its generic ones; none: OpenBLAS's "
                    "own choice; NAME: that one (e.g. SkylakeX)")
    ap.add_argument("--out", help="output prefix (default bench/results/compare, --quick: compare-quick)")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        return worker_main()

    rounds = args.rounds or (2 if args.quick else 3)
    seconds = args.seconds or (0.3 if args.quick else 3.0)
    min_calls = args.min_calls or (3 if args.quick else 8)
    out_prefix = args.out or os.path.join(HERE, "results", "compare-quick" if args.quick else "compare")
    if not os.access(args.cortex, os.X_OK):
        raise SystemExit("compare: %s is not an executable (build it: make -j2 cortex; or --cortex PATH)"
                         % args.cortex)
    for p in (SST_DEV, EWT_DEV):
        if not os.path.exists(p):
            raise SystemExit("compare: %s is missing (the shared data)" % p)
    os.makedirs(os.path.dirname(out_prefix) or ".", exist_ok=True)

    t_start = time.time()
    minfo = machine_info()
    TB = max(args.threads, 2)
    probe = probe_machine(TB, args.reprobe)
    mach = {"peak_gflops": args.peak_gflops or probe["fma_gflops_1"],
            "peak_gflops_T": probe["fma_gflops_T"] * (args.peak_gflops / probe["fma_gflops_1"]
                                                      if args.peak_gflops else 1.0),
            "l2_bytes": probe["l2_bytes"],
            "l2_gbs": args.l2_gbs or probe["l2_gbs_1"], "l2_gbs_T": probe["l2_gbs_T"],
            "beyond_l2_gbs": args.beyond_l2_gbs or probe["beyond_l2_gbs_1"],
            "beyond_l2_gbs_T": probe["beyond_l2_gbs_T"], "threads_T": TB}
    minfo["probe"] = probe
    cpu = minfo.get("Model name") or probe.get("cpu")
    deferrable = cxdata.jit_deferred()
    tmp = tempfile.mkdtemp(prefix="cortex-compare.")
    coretype = None if args.torch_coretype in ("auto", "none") else args.torch_coretype
    worker = Worker(args.torch_blas, coretype)
    try:
        tinfo = worker.ask(cmd="info")
        if args.torch_coretype == "auto" and tinfo["openblas_core"] in GENERIC_CORES and best_coretype():
            print("compare: OpenBLAS chose its generic %s kernels on this processor; the PyTorch worker "
                  "runs with OPENBLAS_CORETYPE=%s" % (tinfo["openblas_core"], best_coretype()))
            worker.close()
            worker = Worker(args.torch_blas, best_coretype())
            tinfo = worker.ask(cmd="info")
        tinfo["blas_setup"] = worker.blas_note
        if tinfo["env_openblas_coretype"]:
            tinfo["blas_setup"] += ", OPENBLAS_CORETYPE=" + tinfo["env_openblas_coretype"]
        print("compare: PyTorch %s, %d thread, BLAS %s (%s; OpenBLAS kernels: %s); Cortex %s" % (
            tinfo["torch"], tinfo["threads"], ", ".join(tinfo["blas"]) or "?", tinfo["blas_setup"],
            tinfo["openblas_core"] or "-", args.cortex))
        print("compare: CPU %s; %d rounds, ~%.1f s per side and round, Cortex on %d thread%s%s" % (
            cpu, rounds, seconds, args.threads, "" if args.threads == 1 else "s",
            ", bf16 weight panels" if args.weights_dtype == "bf16" else ""))
        print("compare: lower bounds at %.0f GFLOP/s + weights at %.0f GB/s (in L2, %d KiB) or %.0f GB/s "
              "(beyond) on 1 thread; %.0f GFLOP/s, %.0f or %.0f GB/s on %d%s (probe %s, load %.1f)" % (
                  mach["peak_gflops"], mach["l2_gbs"], mach["l2_bytes"] // 1024, mach["beyond_l2_gbs"],
                  mach["peak_gflops_T"], mach["l2_gbs_T"], mach["beyond_l2_gbs_T"], TB,
                  ", FMA units shared" if probe.get("fma_shared") else "",
                  "cached" if probe.get("cached") else "measured now", probe.get("loadavg") or 0))
        sys.stdout.flush()
        rows = []
        for model in (args.models or list(MODELS)):
            kind, sizes, label = MODELS[model]
            if args.quick and not args.sizes:
                sizes = sizes[:1]
            if args.sizes:
                sizes = args.sizes
            data = data_file(kind, tmp)
            structs = cxdata.read(data, cxdata.Vocab())
            for H in sizes:
                weights = os.path.join(tmp, "%s-%d.safetensors" % (model, H))
                s = worker.ask(cmd="setup", model=model, H=H, data=data, weights=weights, seed=1)
                if s["nstructs"] != len(structs):
                    raise SystemExit("%s: the worker read %d structures, this script %d"
                                     % (data, s["nstructs"], len(structs)))
                wf = weight_floats(model, H)
                if s["weight_floats"] != wf:
                    raise SystemExit("%s H=%d: %d weight floats in PyTorch, %d in the lower-bound formula"
                                     % (model, H, s["weight_floats"], wf))
                V, consts = s["V"], s["consts"]
                for B in args.batches:
                    nfull = len(structs) // B
                    if nfull == 0:
                        print("skip %s B=%d: only %d structures" % (model, B, len(structs)))
                        continue
                    # Pilot: 3 calls of each side; N so that the slowest side takes ~seconds.
                    pc = cortex_bench(args.cortex, model, consts, data, weights, B, 3, 1, deferrable,
                                      args.threads, args.weights_dtype)
                    deferred = pc if isinstance(pc, str) else None
                    pn = statistics.median(worker.ask(cmd="time", mode="nodes", batch=B, calls=3,
                                                      warmup=1)["times_ms"])
                    pl = statistics.median(worker.ask(cmd="time", mode="levels", batch=B, calls=3,
                                                      warmup=1)["times_ms"])
                    slowest = max(pn, pl, 0 if deferred else pc["median_ms"])
                    N = max(min_calls, min(max(nfull, 100), int(math.ceil(seconds * 1e3 / slowest))))
                    idx = call_batches(len(structs), B, N)
                    nodes = flops = 0
                    for k in idx:
                        nodes += sum(len(st) for st in structs[k * B:(k + 1) * B])
                        flops += call_flops(model, H, structs[k * B:(k + 1) * B])
                    nodes /= N
                    flops /= N
                    wbytes = (2 if args.weights_dtype == "bf16" else 4) * stream_floats(model, H)
                    bound_ms, bound_t_ms = lower_bounds(flops, wbytes, mach, TB)
                    per = {"cortex": [], "nodes": [], "levels": []}
                    extra = []
                    for rnd in range(rounds):
                        if not deferred:
                            c = cortex_bench(args.cortex, model, consts, data, weights, B, N, args.warmup,
                                             threads=args.threads, dtype=args.weights_dtype)
                            if abs(c["nodes_per_call"] - nodes) > 0.01 * max(1.0, nodes):
                                raise SystemExit("%s B=%d: cortex ran %.2f nodes per call, PyTorch %.2f: "
                                                 "not the same structures" % (model, B, c["nodes_per_call"],
                                                                              nodes))
                            per["cortex"].append(c["median_ms"])
                            extra.append({k: c.get(k) for k in ("min_ms", "max_ms", "linearize_ms",
                                                                "execute_ms", "compile_ms")})
                        for mode in ("nodes", "levels"):
                            t = worker.ask(cmd="time", mode=mode, batch=B, calls=N, warmup=args.warmup)["times_ms"]
                            per[mode].append(statistics.median(t))
                    cx = None if deferred else statistics.median(per["cortex"])
                    tn = statistics.median(per["nodes"])
                    tl = statistics.median(per["levels"])
                    r = {"model": model, "label": label, "H": H, "batch": B, "V": V, "consts": consts,
                         "data": {"grid": "examples/data/grid10.graph (first structure, x10)",
                                  "sst-seq": SST_DEV + " (the sentences, as sequences)"}.get(kind, data),
                         "calls": N, "rounds": rounds, "nodes_per_call": nodes, "flops_per_call": flops,
                         "weight_bytes": wbytes, "cortex_ms": cx, "torch_nodes_ms": tn, "torch_levels_ms": tl,
                         "ratio": None if deferred else min(tn, tl) / cx, "lower_bound_ms": bound_ms,
                         "lower_bound_T_ms": bound_t_ms, "threads": args.threads,
                         "weights_dtype": args.weights_dtype,
                         "cortex_over_bound": None if deferred else cx / (
                             bound_t_ms if args.threads > 1 else bound_ms), "round_medians_ms": per,
                         "cortex_detail": extra, "cortex_deferred": deferred}
                    r["target_text"], r["target_met"] = targets(r)
                    r["loadavg"] = loadavg()
                    rows.append(r)
                    print("%-18s H=%-4d B=%-3d N=%-5d %s, PyTorch nodes %s, levels %s ms%s; "
                          "bound %s ms (%.0f s)" % (
                              label, H, B, N, "Cortex: deferred (%s)" % deferred if deferred
                              else "Cortex %s ms" % fmt_ms(cx), fmt_ms(tn), fmt_ms(tl),
                              "" if deferred else ": %.2fx" % r["ratio"], fmt_ms(bound_ms),
                              time.time() - t_start))
                    sys.stdout.flush()
    finally:
        worker.close()
        shutil.rmtree(tmp, ignore_errors=True)

    print()
    print_table(rows)
    met = sum(1 for r in rows if r["target_met"])
    ndef = sum(1 for r in rows if r["cortex_deferred"])
    print("\n%d of %d rows meet the issue's targets%s; %.0f s in all" % (
        met, len(rows) - ndef, ", %d rows deferred (the compiled backend refuses the model)" % ndef
        if ndef else "", time.time() - t_start))
    doc = {
        "date": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
        "machine": minfo,
        "cpu": cpu,
        "torch": tinfo,
        "cortex": args.cortex,
        "cortex_source": cortex_source(args.cortex),
        "settings": {"rounds": rounds, "seconds": seconds, "min_calls": min_calls, "warmup": args.warmup,
                     "machine": mach, "threads": args.threads, "weights_dtype": args.weights_dtype,
                     "quick": args.quick,
                     "torch_blas": args.torch_blas},
        "rows": rows,
        "elapsed_s": time.time() - t_start,
        "loadavg_at_end": loadavg(),
    }
    with open(out_prefix + ".json.tmp", "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    os.replace(out_prefix + ".json.tmp", out_prefix + ".json")
    with open(out_prefix + ".txt.tmp", "w") as f:
        f.write("CPU %s; Cortex on %d thread(s); bounds at %.0f GFLOP/s, %.0f / %.0f GB/s (L2 / beyond) "
                "on 1 thread, %.0f GFLOP/s, %.0f / %.0f GB/s on %d (column bound T, "
                "lower_bound_T_ms in the JSON; Cx/bound against it when Cortex has threads)\n\n" % (cpu, args.threads, mach["peak_gflops"], mach["l2_gbs"],
                                      mach["beyond_l2_gbs"], mach["peak_gflops_T"], mach["l2_gbs_T"],
                                      mach["beyond_l2_gbs_T"], TB))
        print_table(rows, f)
    os.replace(out_prefix + ".txt.tmp", out_prefix + ".txt")
    svg_plot(rows, out_prefix + ".svg", "Cortex vs PyTorch %s, 1 thread (%s)"
             % (tinfo["torch"], doc["date"][:10]))
    print("wrote %s.json, %s.txt and %s.svg" % (out_prefix, out_prefix, out_prefix))
    return 0


if __name__ == "__main__":
    sys.exit(main())
