#!/usr/bin/env python3
"""fuzz_diff.py: differential fuzzing of the compiler.  Each seed gives a
random well-formed program and data (tests/cxgen.py); the program runs
through the interpreter (the reference) and through the compiled code
(`cortex run --jit`, a random batch size, thread count, leaf-table mode,
libgccjit optimization level and now and then -f flags of the schedule),
in two configurations sharing one compile (the second a cache hit), and
every few seeds through `cortex build`.  Checks:

  - both runs succeed (an internal compiler error, a crash or any failure
    of the compiled side is a finding; a program the interpreter rejects
    is a generator bug and also fails);
  - the numbers agree (tests/json_close.py: norm-wise 1e-5, absolute
    1e-6).  An argmax output that differs is a near tie, counted and
    skipped, when the interpreter's values at both indices (its companion
    output NAME_val, written by the generator) are that close; otherwise a
    finding;
  - the two compiled configurations print the same bytes (the batch, the
    threads and the leaf tables never change a result, docs/architecture.md)
    and so does the built executable.

A run the interpreter stops for a NaN or an Inf is skipped and counted
(the generator keeps values in range, so this is rare); the compiled
code must then stop too, and may not stop on a run the interpreter
finishes.

On a finding it prints the seed and the command, writes the program,
the data and repro.sh to FINDINGS/seed-N/, and minimizes them (unless
--no-minimize): structures of the data, outputs, ifs and lets, then
every expression replaced by a same-shaped operand or zeros, as long as
the same failure remains; the result is FINDINGS/seed-N/min/, with
regress.cx in the form tests/regress/differential/ keeps (README there).

    fuzz_diff.py [--cortex PATH] (--seeds A:B | --time SECONDS [--start N])
                 [--jobs J] [--findings DIR] [--no-minimize]
                 [--minimize-seconds S] [--build-every N] [--opt NAME=VALUE]...
                 [--profile check|campaign] [--verbose]
    fuzz_diff.py [--cortex PATH] --replay tests/regress/differential
    fuzz_diff.py --self-test

Exit status 0 when there is no finding, 1 otherwise, 2 for a usage error."""
import concurrent.futures
import copy
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cxgen  # noqa: E402
import json_close  # noqa: E402

# -f flags of the schedule a run may take (docs/cli.md); one set per compile.
FLAGS = [
    "-fno-gemm-pack", "-fno-gemm-fuse", "-fno-gemm-epilogue", "-fno-gemm-sweep",
    "-fgemm-nodes=1", "-fgemm-nodes=2", "-fgemm-nodes=3", "-fgemm-nodes=5", "-fgemm-nodes=8",
    "-fgemm-rows=16", "-fgemm-rows=32", "-fgemm-rows=48",
    "-fno-sum-matmul", "-fno-flat-edges", "-fno-col-vec", "-fno-leaf-prod", "-fno-leaf-const",
    "-fno-vec-math", "-fno-leaf-split", "-fno-fuse-elementwise", "-fno-batch-matmul",
    "-fno-merge-matmul-sum", "-fno-state-home", "-fno-vec-dot",
    "-fdot-lanes=1", "-fdot-lanes=4", "-fgemm-kernel=1", "-fgemm-kernel=2",
]

# Generator settings per profile: make check keeps programs small (compile
# time is most of the cost), the campaign lets them grow.
PROFILES = {
    "check": dict(max_lets=4, max_depth=3, max_branches=2, max_fns=2, max_outputs=3,
                  max_structs=6, max_nodes=24),
    "campaign": {},
}


class Config:
    """How one seed's program is run: derived from the seed alone."""

    def __init__(self, seed, build_every):
        r = random.Random(seed * 1000003 + 17)
        self.opt_level = r.choice([0, 0, 0, 0, 0, 1, 3, 3])
        flags = sorted(r.sample(FLAGS, r.choice([1, 1, 2]))) if r.random() < 0.3 else []
        # (not two values of one flag)
        self.flags = [f for i, f in enumerate(flags) if f.split("=")[0] not in [g.split("=")[0] for g in flags[:i]]]
        self.runs = []
        for _ in range(2):
            self.runs.append(dict(batch=r.choice([1, 1, 2, 3, 5, 1000]),
                                  threads=r.choice([1, 1, 2, 3]),
                                  leaf_table=r.choice(["auto", "auto", "on", "off"])))
        self.build = build_every > 0 and seed % build_every == 0

    def jit_args(self, run):
        return (["--jit", "--batch", str(run["batch"]), "--threads", str(run["threads"]),
                 "--leaf-table", run["leaf_table"], "-fopt-level=%d" % self.opt_level] + self.flags)

    def describe(self, run):
        return " ".join(self.jit_args(run))


class Result:
    def __init__(self, kind, detail="", stats=None, code=None, err=""):
        self.kind = kind          # ok, skip-nonfinite, finding kinds below
        self.detail = detail
        self.stats = stats or {}
        self.run = 0              # which of Config.runs failed
        # What the minimizer keeps: the kind, and for a failed command its
        # exit status and first error with numbers and names blanked.
        self.sig = kind
        if code is not None:
            m = re.search(r"error: (.*)", err)
            msg = re.sub(r"'[^']*'|\d+", "_", m.group(1)) if m else ""
            self.sig = "%s %s %s" % (kind, code, msg)


# Finding kinds: "rejected" (the interpreter refuses the program: a
# generator or front-end bug), "jit-error" (compiled side fails: ICE, crash,
# error), "mismatch" (numbers), "config-differs" (two compiled runs differ),
# "build-error", "build-differs".
FINDINGS = ("rejected", "jit-error", "mismatch", "config-differs", "build-error", "build-differs")


class Runner:
    def __init__(self, cortex, workdir, timeout=300):
        self.cortex = cortex
        self.workdir = workdir
        self.timeout = timeout
        self.env = dict(os.environ)
        self.env["CORTEX_CACHE_DIR"] = os.path.join(workdir, "cache")
        self.env.pop("CORTEX_JIT_OPTIONS", None)

    def run(self, args, cwd):
        try:
            p = subprocess.run(args, cwd=cwd, env=self.env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               timeout=self.timeout)
            return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            return "timeout", "", "timed out after %d s" % self.timeout

    def cortex_run(self, d, P, extra):
        return self.run([self.cortex, "run", "-w", "model.cx", "--data", "data.graph", "--data-format", "graph",
                         "--seed", str(P.run_seed), "--format", "json"] + extra, d)


def write_program(d, P):
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "model.cx"), "w") as f:
        f.write(P.render())
    with open(os.path.join(d, "data.graph"), "w") as f:
        f.write(P.data)


def parse_lines(text):
    return [json.loads(l) for l in text.splitlines() if l.strip()]


def nonfinite(err):
    """The error of a run stopped for a NaN or an Inf (the interpreter's
    'produced', the compiled code's 'is')."""
    return re.search(r"(produced|is) (-?Inf|NaN)\b", err) is not None


def first_lines(text, n=3):
    return "\n".join(text.strip().splitlines()[:n])


def resolve_ties(want, got, P):
    """Argmax outputs that differ only at a near tie take the interpreter's
    index; returns how many were resolved."""
    ties = 0
    names = [o.name for o in P.outputs if o.is_int and o.name + "_val" in {x.name for x in P.outputs}]
    for w, g in zip(want, got):
        wo, go = w.get("outputs", {}), g.get("outputs", {})
        for name in names:
            if name not in wo or name not in go or name + "_val" not in wo:
                continue
            wi, gi, vals = wo[name], go[name], wo[name + "_val"]
            if isinstance(wi, list):
                if not isinstance(gi, list) or len(gi) != len(wi):
                    continue
                for k in range(len(wi)):
                    if wi[k] != gi[k] and near_tie(vals[k], wi[k], gi[k]):
                        gi[k] = wi[k]
                        ties += 1
            elif wi != gi and near_tie(vals, wi, gi):
                go[name] = wi
                ties += 1
    return ties


def near_tie(v, i, j):
    if not isinstance(j, int) or not 0 <= j < len(v):
        return False
    scale = max(abs(x) for x in v)
    return abs(v[i] - v[j]) <= json_close.RTOL * scale + json_close.ATOL


def check_program(R, P, cfg, d, only=None):
    """Runs one program; returns a Result.  only: the kind of failure the
    minimizer looks for (skips the checks that cannot show it)."""
    write_program(d, P)
    st = {"compiles": 0, "runs": 0, "builds": 0, "ties": 0}
    code, want_text, err = R.cortex_run(d, P, [])
    st["runs"] += 1
    if code != 0:
        if code == 1 and nonfinite(err):
            # The compiled code must stop as well (not compared further).
            run = cfg.runs[0]
            c2, _, e2 = R.cortex_run(d, P, cfg.jit_args(run))
            st["runs"] += 1
            if c2 != 1 or not nonfinite(e2):
                return Result("jit-error", "%s: the interpreter stopped for a NaN or an Inf, the compiled code: "
                              "exit %s: %s" % (cfg.describe(run), c2, first_lines(e2, 6)), st, c2, e2)
            return Result("skip-nonfinite", first_lines(err), st)
        return Result("rejected", "interpreter: exit %s: %s" % (code, first_lines(err, 6)), st, code, err)
    want = parse_lines(want_text)
    outs = []
    runs = cfg.runs if only not in ("mismatch", "jit-error") else cfg.runs[:1]
    if only == "config-differs":
        runs = cfg.runs
    for i, run in enumerate(runs):
        code, got_text, err = R.cortex_run(d, P, cfg.jit_args(run))
        st["runs"] += 1
        if i == 0:
            st["compiles"] += 1
        if code != 0:
            # (also a NaN or an Inf the interpreter did not stop for: both
            # backends check the same values, docs/language.md)
            r = Result("jit-error", "%s: exit %s: %s" % (cfg.describe(run), code, first_lines(err, 6)), st,
                       code, err)
            r.run = i
            return r
        got = parse_lines(got_text)
        st["ties"] += resolve_ties(want, got, P)
        errors = json_close.compare_outputs(want, got)
        if errors:
            r = Result("mismatch", "%s:\n    %s" % (cfg.describe(run), "\n    ".join(errors[:6])), st)
            r.run = i
            return r
        outs.append((run, got_text))
    if only in ("mismatch", "jit-error"):
        return Result("ok", "", st)
    if len(outs) == 2 and outs[0][1] != outs[1][1]:
        return Result("config-differs", "%s and %s print different bytes:\n    %s" % (
            cfg.describe(outs[0][0]), cfg.describe(outs[1][0]), first_diff(outs[0][1], outs[1][1])), st)
    if cfg.build and only in (None, "build-error", "build-differs"):
        r = check_build(R, P, cfg, d, outs[0], st)
        if r is not None:
            return r
    return Result("ok", "", st)


def check_build(R, P, cfg, d, first, st):
    run, jit_text = first
    st["builds"] += 1
    code, _, err = R.run([R.cortex, "build", "-w", "model.cx", "-o", "prog", "-fopt-level=%d" % cfg.opt_level]
                         + cfg.flags, d)
    if code != 0:
        return Result("build-error", "cortex build: exit %s: %s" % (code, first_lines(err, 6)), st, code, err)
    code, out, err = R.run(["./prog", "--data", "data.graph", "--data-format", "graph", "--seed", str(P.run_seed),
                            "--format", "json", "--batch", str(run["batch"]), "--threads", str(run["threads"]),
                            "--leaf-table", run["leaf_table"]], d)
    if code != 0:
        return Result("build-error", "the built program: exit %s: %s" % (code, first_lines(err, 6)), st,
                      code, err)
    if out != jit_text:
        return Result("build-differs", "the built program and %s print different bytes:\n    %s" % (
            cfg.describe(run), first_diff(jit_text, out)), st)
    return None


def first_diff(a, b):
    for i, (x, y) in enumerate(zip(a.splitlines(), b.splitlines())):
        if x != y:
            return "line %d:\n      %s\n      %s" % (i + 1, x[:300], y[:300])
    return "(one output is longer)"


# ---------------------------------------------------------------------------
# Minimization
# ---------------------------------------------------------------------------

def bodies(P):
    for f in P.fns:
        yield f.body
    for r in P.recs:
        yield r.body


def stmt_lists(stmts):
    """Every statement list (the body and the branches' lists)."""
    yield stmts
    for s in stmts:
        if isinstance(s, cxgen.If):
            yield from stmt_lists(s.then)
            if s.els:
                yield from stmt_lists(s.els)


def expr_sites(P):
    """(holder, key) for every expression, outermost first: holder[key] (a
    list and an index) or getattr(holder, key)."""
    roots = []
    for b in bodies(P):
        for s in cxgen.walk_stmts(b):
            if isinstance(s, cxgen.Let):
                roots.append((s, "expr"))
            elif isinstance(s, cxgen.Return):
                for i in range(len(s.exprs)):
                    roots.append((s.exprs, i))
    for o in P.outputs:
        roots.append((o, "expr"))
    out = []

    def visit(h, k):
        out.append((h, k))
        x = get(h, k)
        for i, a in enumerate(x.args):
            if isinstance(a, (cxgen.E, cxgen.I)):
                visit(x.args, i)
    for h, k in roots:
        visit(h, k)
    return out


def get(h, k):
    return h[k] if isinstance(h, list) else getattr(h, k)


def put(h, k, v):
    if isinstance(h, list):
        h[k] = v
    else:
        setattr(h, k, v)


def replacements(x):
    """Simpler stand-ins for expression x (same shape)."""
    out = []
    if isinstance(x, cxgen.I):
        for k in x.kids():
            if isinstance(k, cxgen.I):
                out.append(k)
        if not (x.op == "lit" and x.args[0] == 0):
            out.append(cxgen.I("lit", [0], 0, 0))
        return out
    if x.tuple is not None or x.shape is None:
        return out
    for k in x.kids():
        if isinstance(k, cxgen.E) and k.shape == x.shape and k.tuple is None:
            out.append(k)
    if not (x.op == "call" and x.args[0] in ("zeros", "ones")) and x.op != "lit":
        out.append(cxgen.E("call", ["zeros", x.shape], x.shape, 0.0))
        out.append(cxgen.E("call", ["ones", x.shape], x.shape, 1.0))
    return out


def uses_name(P, name):
    """Whether a let, a fn or a tuple let of that name is used anywhere."""
    used = set()
    for b in bodies(P):
        for s in cxgen.walk_stmts(b):
            if isinstance(s, cxgen.Let):
                names_in(s.expr, used)
            elif isinstance(s, cxgen.Return):
                for e in s.exprs:
                    names_in(e, used)
    for o in P.outputs:
        names_in(o.expr, used)
    return name in used


def names_in(x, used):
    if x.op == "name":
        used.add(x.args[0])
    if x.op == "comp":
        used.add(x.args[0])
    if isinstance(x, cxgen.E) and x.op == "call":
        used.add(x.args[0])
    for k in x.kids():
        names_in(k, used)


def substitute(x, name, value):
    """x with every use of the let `name` replaced by a copy of value."""
    if x.op == "name" and x.args[0] == name:
        return copy.deepcopy(value)
    for i, a in enumerate(x.args):
        if isinstance(a, (cxgen.E, cxgen.I)):
            x.args[i] = substitute(a, name, value)
    return x


def candidates(P):
    """Each yields a modified copy of P (lazily, one at a time)."""
    # Structures of the data.
    structs = split_structs(P.data)
    if len(structs) > 1:
        n = len(structs)
        chunk = n // 2
        while chunk >= 1:
            for start in range(0, n, chunk):
                keep = structs[:start] + structs[start + chunk:]
                if keep:
                    Q = copy.deepcopy(P)
                    Q.data = join_structs(P.data, keep)
                    yield "drop %d structure(s)" % chunk, Q
            chunk //= 2
    # Outputs (an argmax keeps its companion).
    if len(P.outputs) > 1:
        for o in P.outputs:
            Q = copy.deepcopy(P)
            Q.outputs = [x for x in Q.outputs if x.name != o.name and x.name != o.name + "_val"]
            if Q.outputs:
                yield "drop output %s" % o.name, Q
    # Statements after a return (left by keeping one side of an if).
    for bi in range(len(list(bodies(P)))):
        for li, lst in enumerate(stmt_lists(list(bodies(P))[bi])):
            for si, st in enumerate(lst[:-1]):
                if isinstance(st, cxgen.Return):
                    Q = copy.deepcopy(P)
                    del list(stmt_lists(list(bodies(Q))[bi]))[li][si + 1:]
                    yield "drop unreachable statements", Q
                    break
    # Ifs: keep one side.  Lets: drop when unused, else inline.
    for bi in range(len(list(bodies(P)))):
        nlists = len(list(stmt_lists(list(bodies(P))[bi])))
        for li in range(nlists):
            n = len(list(stmt_lists(list(bodies(P))[bi]))[li])
            for si in range(n):
                s = list(stmt_lists(list(bodies(P))[bi]))[li][si]
                if isinstance(s, cxgen.If):
                    for side in ("then", "els"):
                        if getattr(s, side) is None:
                            continue
                        Q = copy.deepcopy(P)
                        lst = list(stmt_lists(list(bodies(Q))[bi]))[li]
                        s2 = lst[si]
                        lst[si:si + 1] = getattr(s2, side)
                        yield "keep the %s side of an if" % side, Q
                elif isinstance(s, cxgen.Let):
                    Q = copy.deepcopy(P)
                    lst = list(stmt_lists(list(bodies(Q))[bi]))[li]
                    s2 = lst.pop(si)
                    if not uses_name(Q, s2.name):
                        yield "drop let %s" % s.name, Q
                    elif s.expr.op != "call" or getattr(s.expr, "tuple", None) is None:
                        for b in bodies(Q):
                            for t in cxgen.walk_stmts(b):
                                if isinstance(t, cxgen.Let):
                                    t.expr = substitute(t.expr, s2.name, s2.expr)
                                elif isinstance(t, cxgen.Return):
                                    t.exprs = [substitute(e, s2.name, s2.expr) for e in t.exprs]
                        for o in Q.outputs:
                            o.expr = substitute(o.expr, s2.name, s2.expr)
                        yield "inline let %s" % s.name, Q
    # Unused fns.
    for f in P.fns:
        if not uses_name(P, f.name) and not any(uses_fn(g, f.name) for g in P.fns if g is not f):
            Q = copy.deepcopy(P)
            Q.fns = [g for g in Q.fns if g.name != f.name]
            yield "drop fn %s" % f.name, Q
    # Expressions.
    n = len(expr_sites(P))
    for i in range(n):
        h, k = expr_sites(P)[i]
        x = get(h, k)
        for j, _ in enumerate(replacements(x)):
            Q = copy.deepcopy(P)
            h2, k2 = expr_sites(Q)[i]
            rep = replacements(get(h2, k2))[j]
            put(h2, k2, rep)
            yield "simplify an expression", Q
    # Nodes of the data: make an internal node a leaf (drop its subtree).
    for si, lines in enumerate(split_structs(P.data)):
        for li, line in enumerate(lines):
            m = re.match(r"^(\S+):\s*([^|]*)\|", line)
            if m and m.group(2).strip():
                new = prune(lines, li)
                if new is not None:
                    Q = copy.deepcopy(P)
                    structs = split_structs(P.data)
                    structs[si] = new
                    Q.data = join_structs(P.data, structs)
                    yield "make a node a leaf", Q


def uses_fn(f, name):
    used = set()
    for s in cxgen.walk_stmts(f.body):
        if isinstance(s, cxgen.Let):
            names_in(s.expr, used)
        elif isinstance(s, cxgen.Return):
            for e in s.exprs:
                names_in(e, used)
    return name in used


def split_structs(data):
    structs, cur = [], []
    for line in data.splitlines():
        if line.startswith("#"):
            continue
        if not line.strip():
            if cur:
                structs.append(cur)
            cur = []
        else:
            cur.append(line)
    if cur:
        structs.append(cur)
    return structs


def join_structs(data, structs):
    head = [l for l in data.splitlines() if l.startswith("#")][:1]
    return "\n".join(head + ["\n".join(s) + "\n" for s in structs])


def prune(lines, li):
    """The structure with node li's children removed, and every node no
    longer reachable from the root dropped; None if nothing changes."""
    nodes = {}
    order = []
    for line in lines:
        m = re.match(r"^(\S+):\s*([^|]*)\|(.*)$", line)
        if not m:
            return None
        nodes[m.group(1)] = (m.group(2).split(), m.group(3))
        order.append(m.group(1))
    target = order[li]
    kids_of = {k: list(v[0]) for k, v in nodes.items()}
    kids_of[target] = []
    has_parent = {c for k in nodes for c in nodes[k][0]}
    roots = [k for k in order if k not in has_parent]
    if len(roots) != 1:
        return None
    seen, stack = set(), [roots[0]]
    while stack:
        v = stack.pop()
        if v in seen:
            continue
        seen.add(v)
        stack += kids_of[v]
    out = []
    for k in order:
        if k in seen:
            out.append("%s: %s |%s" % (k, " ".join(kids_of[k]), nodes[k][1]))
    return out


def minimize(R, P, cfg, first, d, budget, log):
    """Greedy reduction: keep any candidate that still fails as the Result
    `first` did (its sig)."""
    kind = first.kind
    t0 = time.time()
    tries = 0
    progress = True
    while progress and time.time() - t0 < budget:
        progress = False
        for what, Q in candidates(P):
            if time.time() - t0 > budget:
                break
            tries += 1
            if not Q.opts.inv_rows and cxgen.inv_row_products(Q):
                continue      # a construct the options keep out
            r = check_program(R, Q, cfg, d, only=kind)
            if r.sig == first.sig:
                P = Q
                progress = True
                log("  minimize: %s (%d lines, %d structures)" % (
                    what, len(P.render().splitlines()), len(split_structs(P.data))))
                break
    return P, tries


# ---------------------------------------------------------------------------
# Saved findings: tests/regress/differential/
# ---------------------------------------------------------------------------

def regress_text(P, cfg, kind, detail):
    """A minimized finding as a file for tests/regress/differential/."""
    run = cfg.runs[0]
    head = ["// fuzz_diff.py finding (%s), cxgen seed %d, minimized" % (kind, P.seed),
            "// seed: %d" % P.run_seed,
            "// run: %s" % cfg.describe(run)]
    head += ["// " + l for l in detail.splitlines()[:4]]
    return "\n".join(head) + "\n" + P.render()


def replay(R, folder, log):
    """Runs every NAME.cx of folder on NAME.graph: the interpreter, then
    the compiled code with each '// run:' line's options; the outputs
    must agree.  A file with a '// known:' line documents a bug not fixed
    yet: it must still fail (and says so), and fails the replay once it
    passes, so that the line is removed when the fix lands."""
    failures = 0
    folder = os.path.abspath(folder)
    names = sorted(f for f in os.listdir(folder) if f.endswith(".cx"))
    for name in names:
        path = os.path.join(folder, name)
        text = open(path).read()
        seed = re.search(r"^// seed: (\d+)", text, re.M)
        runs = re.findall(r"^// run: (.*)$", text, re.M)
        known = re.search(r"^// known: (.*)$", text, re.M)
        graph = path[:-3] + ".graph"
        if not seed or not runs or not os.path.exists(graph):
            log("FAIL %s: needs '// seed: N', '// run: OPTIONS' and %s" % (name, os.path.basename(graph)))
            failures += 1
            continue
        base = [R.cortex, "run", "-w", path, "--data", graph, "--data-format", "graph", "--seed", seed.group(1),
                "--format", "json"]
        code, want_text, err = R.run(base, folder)
        problem = None
        if code != 0:
            problem = "the interpreter: exit %s: %s" % (code, first_lines(err))
        else:
            for opts in runs:
                code, got_text, err = R.run(base + opts.split(), folder)
                if code != 0:
                    problem = "%s: exit %s: %s" % (opts, code, first_lines(err))
                    break
                errors = json_close.compare_outputs(parse_lines(want_text), parse_lines(got_text))
                if errors:
                    problem = "%s: %s" % (opts, "; ".join(errors[:2]))
                    break
        if known and problem:
            log("known %s: %s (%s)" % (name, known.group(1), problem.splitlines()[0]))
        elif known:
            log("FAIL %s: passes now; remove its '// known:' line (%s)" % (name, known.group(1)))
            failures += 1
        elif problem:
            log("FAIL %s: %s" % (name, problem))
            failures += 1
        else:
            log("ok %s" % name)
    return failures


def self_test():
    """The oracle's own checks (no cortex needed); returns the failures."""
    bad = []

    def check(cond, what):
        if not cond:
            bad.append(what)

    # Near ties: an argmax that differs where the values agree to 1e-5 of
    # the vector's scale is resolved; a real difference is not.
    P = cxgen.Program(0, cxgen.Options())
    P.outputs = [cxgen.Output("a", False, None, is_int=True), cxgen.Output("a_val", False, None),
                 cxgen.Output("b", True, None, is_int=True), cxgen.Output("b_val", True, None)]
    want = [{"index": 0, "outputs": {"a": 1, "a_val": [0.5, 2.0, 1.9999999], "b": [0, 1],
                                     "b_val": [[3.0, 1.0], [0.0, 1.0]]}}]
    got = json.loads(json.dumps(want))
    got[0]["outputs"]["a"] = 2
    check(resolve_ties(want, got, P) == 1 and got[0]["outputs"]["a"] == 1, "a near tie is resolved")
    got[0]["outputs"]["a"] = 0
    check(resolve_ties(want, got, P) == 0 and json_close.compare_outputs(want, got), "a wrong argmax is a finding")
    got = json.loads(json.dumps(want))
    got[0]["outputs"]["b"] = [1, 1]
    check(resolve_ties(want, got, P) == 0 and json_close.compare_outputs(want, got),
          "a wrong per-node argmax is a finding")
    # The data's structures split, join and prune back to valid structures.
    data = "# head\na: b c | w=1\nb: | w=2\nc: d | w=3\nd: | w=4\n\nx: | w=5\n"
    ss = split_structs(data)
    check(len(ss) == 2 and ss[1] == ["x: | w=5"], "split_structs")
    check(split_structs(join_structs(data, ss)) == ss, "join_structs")
    check(prune(ss[0], 2) == ["a: b c | w=1", "b:  | w=2", "c:  | w=3"], "prune: a node's subtree goes")
    # Every candidate of the minimizer renders (it is run only if it does).
    for seed in (2,):
        P = cxgen.generate(seed, cxgen.Options(**PROFILES["check"]))
        n = 0
        for what, Q in candidates(P):
            Q.render()
            n += 1
        check(n > 10, "seed %d has minimizer candidates" % seed)
    # The generator is deterministic, and keeps out what its options say.
    a, b = cxgen.generate(7), cxgen.generate(7)
    check(a.render() == b.render() and a.data == b.data, "the same seed gives the same program")
    for seed in range(1, 21):
        check(cxgen.inv_row_products(cxgen.generate(seed, cxgen.Options(inv_rows=0))) == 0,
              "seed %d: no product of Options.inv_rows with inv_rows=0" % seed)
    check(any(cxgen.inv_row_products(cxgen.generate(seed)) for seed in range(1, 41)),
          "the default programs have products of Options.inv_rows")
    chained = re.compile(r"let t\d+ = tanh\(t\d+\)")
    check(not any(chained.search(cxgen.generate(seed).render()) for seed in range(1, 21)),
          "no tanh chain unless Options.tanh_chain")
    on = cxgen.Options(tanh_chain=60)
    check(any(len(chained.findall(cxgen.generate(seed, on).render())) >= 59 for seed in range(1, 6)),
          "Options.tanh_chain=60 gives chains of 60")
    return bad


# ---------------------------------------------------------------------------
# The campaign
# ---------------------------------------------------------------------------

CONSTRUCTS = [
    ("sigmoid", r"\bsigmoid\("), ("tanh", r"\btanh\("), ("relu", r"\brelu\("), ("exp", r"\bexp\("),
    ("log", r"\blog\("), ("sqrt", r"\bsqrt\("), ("abs", r"\babs\("), ("softmax", r"\bsoftmax\("),
    ("log_softmax", r"\blog_softmax\("), ("argmax", r"\bargmax\("), ("sum", r"\bsum\((?!k in)"),
    ("mean", r"\bmean\((?!k in)"), ("dot", r"\bdot\("), ("max", r"\bmax\((?!k in)"),
    ("min", r"\bmin\("), ("concat", r"\bconcat\("), ("transpose", r"\btranspose\("),
    ("zeros", r"\bzeros\("), ("ones", r"\bones\("), ("sum(k in n.children)", r"\bsum\(k in n\."),
    ("max(k in n.children)", r"\bmax\(k in n\."), ("mean(k in n.children)", r"\bmean\(k in n\."),
    ("several recs", r"^rec aux\("), ("p in n.parents", r"\(p in n\.parents\)"),
    ("a row by a parent's field", r"\[p\.\w+"), ("sum(k in t.nodes)", r"\bsum\(k in \w+\.nodes"),
    ("max(k in t.nodes)", r"\bmax\(k in \w+\.nodes"), ("mean(k in t.nodes)", r"\bmean\(k in \w+\.nodes"),
    ("a readout read by readouts", r"^  let m\d+ = \(max\(k in"),
    ("@", r" @ "), ("slice x[a:b]", r"\[[^\]\[]*:[^\]\[]*\]"), ("fn", r"^fn "),
    ("tuple state", r"^rec \w+\(n\) -> \("), ("if", r"^\s+if "), ("else if", r"\} else if "),
    ("per-node output", r"^output \w+\(n\)"), ("n.child[K]", r"n\.child\["),
    ("run-time row P[n.f]", r"\[[^\]]*\bn\.\w+"), ("row of a row P[i][j]", r"\]\["),
    ("int arithmetic", r"\[\([^\]]*[%*/+]"),
    ("node ints", r"\.(depth|height|index)\b"),
    ("run-time int division", r"[/%] max\("),
]


# Paths of the compiler, as `cortex ir --stage loops` shows them (--paths).
PATHS = [
    ("packed GEMM", r"gemm panel"), ("horizontal fusion", r"reading the same operands fused"),
    ("GEMM epilogue", r"epilogue fused"), ("leaf table", r"leaf table:"),
    ("leaf-product table", r"leaf-product table"), ("leaf constant", r"the product with"),
    ("flat edges", r"edges, flat"), ("leaf split", r"specialized for leaves"),
    ("merged products", r"merged sum of matrix products"), ("column tiles", r"columns"),
    ("several branches", r"^kernel branch1"),
]


def count_constructs(text, counts):
    for name, rx in CONSTRUCTS:
        if re.search(rx, text, re.M):
            counts[name] = counts.get(name, 0) + 1


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(prog="fuzz_diff.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--cortex", default=os.environ.get("CORTEX", "./cortex"))
    ap.add_argument("--seeds", help="A:B, the seeds A to B-1")
    ap.add_argument("--time", type=float, help="run random seeds for this many seconds")
    ap.add_argument("--start", type=int, help="first seed with --time (default: from the clock)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--findings", default="fuzz-findings")
    ap.add_argument("--no-minimize", action="store_true")
    ap.add_argument("--minimize-seconds", type=float, default=300)
    ap.add_argument("--build-every", type=int, default=25)
    ap.add_argument("--opt", action="append", default=[])
    ap.add_argument("--profile", choices=sorted(PROFILES), default="campaign")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--timeout", type=float, default=300,
                    help="seconds a command may take (a compile at -O3 of a big program takes 10 to 60 s)")
    ap.add_argument("--paths", action="store_true",
                    help="also count the compiler's paths the programs take (cortex ir --stage loops)")
    ap.add_argument("--replay", metavar="DIR", help="run the saved findings of DIR (tests/regress/differential)")
    ap.add_argument("--self-test", action="store_true", help="check the oracle and the minimizer")
    a = ap.parse_args(argv[1:])
    if a.self_test:
        bad = self_test()
        for b in bad:
            print("fuzz_diff.py --self-test: FAIL: " + b)
        print("fuzz_diff.py --self-test: %s" % ("%d failures" % len(bad) if bad else "ok"))
        return 1 if bad else 0
    if a.replay:
        cortex = os.path.abspath(a.cortex) if os.sep in a.cortex else a.cortex
        work = tempfile.mkdtemp(prefix="cortex-fuzz.")
        try:
            bad = replay(Runner(cortex, work), a.replay, lambda m: print(m, flush=True))
        finally:
            shutil.rmtree(work, ignore_errors=True)
        return 1 if bad else 0
    if (a.seeds is None) == (a.time is None):
        ap.error("give --seeds A:B, --time SECONDS or --replay DIR")
    if a.seeds and not re.fullmatch(r"\d+:\d+", a.seeds):
        ap.error("--seeds takes A:B, the seeds A to B-1 (e.g. 1:301), not %r" % a.seeds)
    opts = cxgen.Options(**PROFILES[a.profile])
    for o in a.opt:
        k, _, v = o.partition("=")
        try:
            opts.set(k, v)
        except ValueError as e:
            ap.error("--opt %s: %s" % (o, e))
    cortex = os.path.abspath(a.cortex) if os.sep in a.cortex else a.cortex
    work = tempfile.mkdtemp(prefix="cortex-fuzz.")
    R = Runner(cortex, work, a.timeout)
    lock = threading.Lock()
    stats = {"programs": 0, "compiles": 0, "runs": 0, "builds": 0, "ties": 0, "skip-nonfinite": 0}
    kinds = {}
    constructs = {}
    paths = {}
    findings = []
    skipped = []
    t0 = time.time()

    def log(msg):
        with lock:
            print(msg, flush=True)

    def one(seed):
        d = os.path.join(work, "s%d" % seed)
        P = cxgen.generate(seed, opts)
        cfg = Config(seed, a.build_every)
        r = check_program(R, P, cfg, d)
        loops = ""
        if a.paths and r.kind == "ok":
            loops = R.run([R.cortex, "ir", "-w", "model.cx", "--stage", "loops"] + cfg.flags, d)[1]
        with lock:
            for name, rx in PATHS:
                if re.search(rx, loops, re.M):
                    paths[name] = paths.get(name, 0) + 1
            stats["programs"] += 1
            for k in ("compiles", "runs", "builds", "ties"):
                stats[k] += r.stats.get(k, 0)
            kinds[P.input.kind] = kinds.get(P.input.kind, 0) + 1
            count_constructs(P.render(), constructs)
            if r.kind == "skip-nonfinite":
                stats["skip-nonfinite"] += 1
                skipped.append(seed)
        if a.verbose:
            log("seed %d: %s %s" % (seed, r.kind, r.detail.splitlines()[0] if r.detail else ""))
        if r.kind in FINDINGS:
            report(seed, P, cfg, r, d)
        shutil.rmtree(d, ignore_errors=True)

    def report(seed, P, cfg, r, d):
        if r.run:
            # The failing configuration first: the minimizer and repro.sh use it.
            cfg.runs = [cfg.runs[r.run]] + cfg.runs[:r.run] + cfg.runs[r.run + 1:]
        out = os.path.join(a.findings, "seed-%d" % seed)
        write_program(out, P)
        run = cfg.runs[0]
        cmd = "cortex run model.cx --data data.graph --seed %d --format json" % P.run_seed
        with open(os.path.join(out, "repro.sh"), "w") as f:
            f.write("#!/bin/sh\n# fuzz_diff.py finding: %s, seed %d\n" % (r.kind, seed))
            f.write("# %s\n" % r.detail.replace("\n", "\n# "))
            f.write('CORTEX=${CORTEX:-cortex}\n')
            f.write('"$CORTEX" run model.cx --data data.graph --seed %d --format json > want.json\n' % P.run_seed)
            f.write('"$CORTEX" run model.cx --data data.graph --seed %d --format json %s > got.json\n'
                    % (P.run_seed, cfg.describe(run)))
            f.write('python3 "${top_srcdir:-.}/tests/json_close.py" want.json got.json\n')
        log("FINDING seed %d (%s): %s\n  program and data: %s\n  reference: %s\n  compiled:  %s %s" % (
            seed, r.kind, r.detail, out, cmd, cmd, cfg.describe(run)))
        with lock:
            findings.append((seed, r.kind))
        if not a.no_minimize and r.kind != "config-differs" and "exit timeout" not in r.detail:
            # (a timeout is not minimized: each try could take the timeout)
            dm = os.path.join(work, "m%d" % seed)
            Pm, tries = minimize(R, P, cfg, r, dm, a.minimize_seconds, log if a.verbose else (lambda m: None))
            r2 = check_program(R, Pm, cfg, dm, only=r.kind)
            write_program(os.path.join(out, "min"), Pm)
            with open(os.path.join(out, "min", "regress.cx"), "w") as f:
                f.write(regress_text(Pm, cfg, r.kind, r2.detail))
            log("  minimized in %d tries to %d lines, %d structures: %s/min\n  %s" % (
                tries, len(Pm.render().splitlines()), len(split_structs(Pm.data)), out,
                r2.detail.replace("\n", "\n  ")))
            shutil.rmtree(dm, ignore_errors=True)

    if a.seeds:
        lo, _, hi = a.seeds.partition(":")
        seeds = iter(range(int(lo), int(hi)))
        deadline = None
    else:
        start = a.start if a.start is not None else int(time.time()) % 1000000 * 1000
        seeds = iter(range(start, start + 10 ** 9))
        deadline = t0 + a.time
        log("fuzz_diff.py: seeds from %d for %g s" % (start, a.time))
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
            pending = set()
            for seed in seeds:
                if deadline is not None and time.time() > deadline:
                    break
                pending.add(ex.submit(one, seed))
                if len(pending) >= a.jobs * 2:
                    done, pending = concurrent.futures.wait(pending, return_when=concurrent.futures.FIRST_COMPLETED)
                    for f in done:
                        f.result()
            for f in concurrent.futures.as_completed(pending):
                f.result()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    el = time.time() - t0
    print("fuzz_diff.py: %d programs (%s) in %.1f s: %d compiles, %d runs, %d builds; "
          "%d argmax near ties skipped; %d runs stopped by NaN/Inf skipped; %d findings" % (
              stats["programs"], ", ".join("%s %d" % kv for kv in sorted(kinds.items())), el, stats["compiles"],
              stats["runs"], stats["builds"], stats["ties"], stats["skip-nonfinite"], len(findings)))
    print("constructs (programs using each): " + ", ".join("%s %d" % (n, constructs.get(n, 0)) for n, _ in CONSTRUCTS))
    if a.paths:
        print("compiler paths (programs taking each): " + ", ".join("%s %d" % (n, paths.get(n, 0)) for n, _ in PATHS))
    missing = [n for n, _ in CONSTRUCTS if not constructs.get(n)]
    if missing and stats["programs"] >= 100:
        print("fuzz_diff.py: no program used: " + ", ".join(missing))
    if skipped:
        print("stopped by NaN/Inf: seeds " + " ".join(str(x) for x in sorted(skipped)[:20]))
    for seed, kind in findings:
        print("  finding: seed %d, %s" % (seed, kind))
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
