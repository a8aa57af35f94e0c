#!/usr/bin/env python3
"""cxgen.py: random well-formed .cx programs and data for them, for the
differential fuzzing of the compiler (tests/fuzz_diff.py).  Standard
library only; everything is deterministic from the seed.

    cxgen.py SEED DIR [--opt NAME=VALUE ...]

writes DIR/model.cx and DIR/data.graph.  As a module: generate(seed,
options) returns a Program (its .render() is the .cx text, its .data the
graph-format text) whose statements and expressions fuzz_diff.py's
minimizer rewrites.

What a program holds (see Options for the knobs):
  - consts (some dims are written through them), params of rank 0 to 3
    with small random dims (in 45% of the programs one dim of 16..70,
    often the state's, so that products become packed GEMMs with
    several row blocks and rest tiles);
  - one input of kind tree[2] (full binary, or with unary nodes),
    tree[*], dag or seq, with int fields (known value ranges) and vector
    fields;
  - fns with shape variables, bound afresh at every call, some returning
    tuples, some taking an int;
  - one rec returning a tensor or a tuple of rank 0..3 components, whose
    body has lets, if/else-if/else chains on leaf(n), n.arity, int fields
    and consts, and returns; half of them in the classic form (a leaf
    branch that reads only the word, then the children's cell), and
    gates now and then (Gen.gates: the shapes the compiler's fused GEMMs,
    leaf tables, leaf-child products and flat edges look for);
  - outputs per structure and per node, tensor and int (argmax, fields,
    arity); every argmax output has a companion output holding the
    vector it is taken of (NAME_val), so that a near tie can be told
    from a wrong index;
  - language v2 (Options.recs, Options.readouts): a second rec, bottom-up
    or local, reading the first; outputs with node-set reductions over
    both recs (sum, max, mean over NAME.nodes), and a softmax attention in
    a block output whose max is a readout the sums read.
Expressions: every built-in of the language, @ (matrix-vector and
matrix-matrix), rows P[i] and P[i][j] with constant and run-time indices
(fields, arity, int arithmetic, argmax of exactly computed vectors),
static slices, reductions over children (sum, max, mean), child states
and child fields.

Numerics: every expression carries a rough RMS estimate ("scale"); a
value that grows past SCALE_MAX is squashed (tanh) or scaled down, exp
only sees bounded arguments, log, sqrt and divisors get arguments bounded
away from zero (1 + x*x, 1 + abs(x), 0.5 + sigmoid(x), exp(tanh(x))), and
scalars made by sum/mean/dot (which can cancel) only enter products
through such a positive form.  So float32 and the interpreter's double
accumulation agree to 1e-5 norm-wise on every correct program, and a
difference is a bug, not rounding.

Extending (language v2, once the compiled backend runs it):
Program.recs is a list and Rec has a direction; a new construct is a
production in Gen.tensor1 (gated by an Options field) plus, if it needs
data, a field in Input.  The second rec's reads are Gen.aux_reads;
node-set reductions are Gen.node_reduce, in a Scope of ctx 'readout'
(its node is k); top-down recs would add a parent access next to
Gen.state_nodes and a 'root' atom to Cond (with root facts beside its
arity sets)."""
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_structures  # noqa: E402

SCALE_MAX = 3.0


class Options:
    """Generator knobs; each is a NAME=VALUE for --opt."""

    def __init__(self, **kw):
        # Input kinds to choose from.
        self.kinds = "tree2,treeN,dag,seq"
        # A matrix product whose operands do not depend on the node and
        # read a row at an index that does not either (W @ P[1], P3[1] @ x
        # with x a param, a fn's ones([A, 3]) @ P[D]): issue #19 finding 1,
        # where the compiled code read the row index before it set it (row
        # 0 at -O3, garbage or a crash at -O0) until the 'compiler' branch's
        # fix (ir/schedule.c, "Schedule: an invariant product's loop after
        # its row-index lets").  inv_rows=0 keeps the construct out, as it
        # was before that fix landed.
        self.inv_rows = 1
        # argmax of a child's vector as a row index inside a reduction
        # (sum(k in n.children) P[argmax(k.v)]), which crashed the
        # interpreter until language v2's eval_int
        # (tests/regress/differential/interp_argmax_child_index.cx).
        self.child_argmax = 1
        # A chain of this many lets t_i = tanh(t_{i-1}) in rec bodies (now
        # and then), which the state then uses: issue #19 finding 2, 60
        # chained tanh an internal compiler error ("inlining failed in call
        # to 'always_inline' 'cx_vtanhf'") until the 'compiler' branch's
        # inline budget per function.  Off by default: chains in several
        # branches are the unit-wide variant that budget does not bound
        # (tests/regress/differential/inline_unit_growth_branches.cx);
        # tanh_chain=60 once that is fixed.
        self.tanh_chain = 0
        # Language v2 (the compiled backend fuses several bottom-up and
        # local recs into one pass, ir/fuse.c): now and then a second rec
        # (bottom-up or local) that reads the first at the node and its
        # children, and outputs with node-set reductions (sum, max, mean
        # over NAME.nodes, a softmax attention whose max is a readout the
        # others read) of both recs' states, per structure and per node.
        # Drawn from a random stream of their own after the rest, so that
        # recs=0 readouts=0 gives the programs of before.
        self.recs = 1
        self.readouts = 1
        # Node ints (n.index, n.depth, n.height of n, n.child[K] and a
        # children reduction's k) as row indices and run-time divisions
        # (x / max(y, 1), y a node int or a field) in recs and per-node
        # outputs, which the compiled backend runs since issue 16's items
        # 1 and 4.  Drawn from a random stream of their own, so that
        # node_ints=0 gives the programs of before.
        self.node_ints = 1
        # Reductions over the node's parents (sum/max/mean(p in
        # n.parents) of the first rec's state at p, p's fields and rows by
        # them, E[p.word]) in the second rec, bottom-up or local: the
        # other edges of a bottom-up numbering and their row checks,
        # which the compiled backend runs since this option.  Off by
        # default, so that the programs of the check profile's seeds stay
        # as they were; tests/differential_fuzz.sh runs seeds of its own
        # with parents=1.
        self.parents = 0
        # Sizes.
        self.max_lets = 6           # lets per body
        self.max_depth = 4          # expression depth
        self.max_branches = 3       # if/else-if chain length
        self.max_fns = 2
        self.max_outputs = 3
        self.max_structs = 8
        self.max_nodes = 30
        self.big_dims = 1           # now and then dims of 16..70
        for k, v in kw.items():
            self.set(k, v)

    def set(self, name, value):
        """Raises ValueError for an unknown name or a value of the wrong kind."""
        if not hasattr(self, name):
            raise ValueError("unknown option %r (known: %s)" % (name, ", ".join(sorted(vars(self)))))
        cur = getattr(self, name)
        try:
            setattr(self, name, value if isinstance(cur, str) else int(value))
        except ValueError:
            raise ValueError("%s takes an integer, not %r" % (name, value)) from None


# ---------------------------------------------------------------------------
# Expressions
# ---------------------------------------------------------------------------

class E:
    """A typed expression.  op is one of
      lit    args [text]                      a scalar literal (float or compile-time int)
      name   args [text]                      a let, a fn parameter, a param, a const as a scalar
      field  args [node, f]                   n.v (a vector field)
      state  args [node, comp(, rec)]         node(NODE) or node(NODE).comp; rec: another rec's name
      nred   args [kind, var, input, body]    sum/max/mean(var in INPUT.nodes) body (a readout)
      comp   args [var, comp]                 r.comp of a tuple let
      index  args [x, I]                      x[i]
      slice  args [x, lo, hi]                 x[lo:hi]
      call   args [fname, *E]                 built-ins and fns; zeros/ones take a shape text
      bin    args [opch, a, b]
      neg    args [a]
      red    args [kind, var, body]           sum/max/mean(var in n.children) body
                                              (var "p": in n.parents)
    shape is a tuple of dims (ints; shape-variable names inside fns), None
    for an int (argmax) or a tuple; tuple the [(comp, shape)] of a
    tuple-valued fn call; scale an RMS estimate; pos a lower bound > 0
    when known."""

    __slots__ = ("op", "args", "shape", "scale", "pos", "tuple")

    def __init__(self, op, args, shape, scale=1.0, pos=None, tup=None):
        self.op, self.args, self.shape, self.scale, self.pos, self.tuple = op, args, shape, scale, pos, tup

    def kids(self):
        return [a for a in self.args if isinstance(a, (E, I))]

    def render(self, P):
        op, a = self.op, self.args
        if op in ("lit", "name"):
            return a[0]
        if op == "field":
            return "%s.%s" % (a[0], a[1])
        if op == "state":
            s = "%s(%s)" % (a[2] if len(a) > 2 else P.rec.name, a[0])
            return s + ("." + a[1] if a[1] else "")
        if op == "comp":
            return "%s.%s" % (a[0], a[1])
        if op == "index":
            return "%s[%s]" % (a[0].render(P), a[1].render(P))
        if op == "slice":
            return "%s[%s:%s]" % (a[0].render(P), P.dim(a[1]), P.dim(a[2]))
        if op == "call":
            if a[0] in ("zeros", "ones"):
                return "%s([%s])" % (a[0], ", ".join(P.dim(d) for d in a[1]))
            return "%s(%s)" % (a[0], ", ".join(x.render(P) for x in a[1:]))
        if op == "bin":
            return "(%s %s %s)" % (a[1].render(P), a[0], a[2].render(P))
        if op == "neg":
            return "(-%s)" % a[0].render(P)
        if op == "red":
            return "(%s(%s in n.%s) (%s))" % (a[0], a[1], "parents" if a[1] == "p" else "children", a[2].render(P))
        if op == "nred":
            return "(%s(%s in %s.nodes) (%s))" % (a[0], a[1], a[2], a[3].render(P))
        raise AssertionError(op)


class I:
    """A run-time or compile-time int expression with its value range
    [lo, hi].  op: lit (args [value]), const (args [name, value]),
    field (args [node, f]), arity (args [node]), argmax (args [E]),
    bin (args [opch, I, I]), nint (args [node, 'depth'|'height'|'index']),
    max1 (args [I]: max(I, 1)).  const_only: no run-time part."""

    __slots__ = ("op", "args", "lo", "hi")

    def __init__(self, op, args, lo, hi):
        self.op, self.args, self.lo, self.hi = op, args, lo, hi

    def kids(self):
        return [x for x in self.args if isinstance(x, (E, I))]

    def const_only(self):
        if self.op in ("lit", "const"):
            return True
        if self.op == "bin":
            return self.args[1].const_only() and self.args[2].const_only()
        return False

    def render(self, P):
        op, a = self.op, self.args
        if op == "lit":
            return str(a[0])
        if op == "const":
            return a[0]
        if op == "field":
            return "%s.%s" % (a[0], a[1])
        if op == "arity":
            return "%s.arity" % a[0]
        if op == "nint":
            return "%s.%s" % (a[0], a[1])
        if op == "max1":
            return "max(%s, 1)" % a[0].render(P)
        if op == "argmax":
            return "argmax(%s)" % a[0].render(P)
        if op == "bin":
            return "(%s %s %s)" % (a[1].render(P), a[0], a[2].render(P))
        if op == "name":
            return a[0]
        raise AssertionError(op)


class Cond:
    """A structural condition: atoms leaf, arity (op, k), field (f, mod,
    op, k), const (text, value); and, or, not.  facts(arities) gives the
    sets of arities possible when it holds and when it fails."""

    def __init__(self, op, *args):
        self.op, self.args = op, args

    def render(self):
        op, a = self.op, self.args
        if op == "leaf":
            return "leaf(n)"
        if op == "arity":
            return "n.arity %s %d" % (a[0], a[1])
        if op == "field":
            f, mod, cmp, k = a
            lhs = "n.%s" % f if mod is None else "n.%s %% %d" % (f, mod)
            return "%s %s %d" % (lhs, cmp, k)
        if op == "const":
            return a[0]
        if op == "not":
            return "!(%s)" % a[0].render()
        if op in ("and", "or"):
            return "(%s) %s (%s)" % (a[0].render(), "&&" if op == "and" else "||", a[1].render())
        raise AssertionError(op)

    def facts(self, ar):
        """(set when true, set when false) of arities, ar the possible ones."""
        op, a = self.op, self.args
        if op == "leaf":
            t = {x for x in ar if x == 0}
            return t, ar - t
        if op == "arity":
            t = {x for x in ar if compare(x, a[0], a[1])}
            return t, ar - t
        if op in ("field", "const"):
            return set(ar), set(ar)
        if op == "not":
            t, f = a[0].facts(ar)
            return f, t
        ta, fa = a[0].facts(ar)
        tb, fb = a[1].facts(ar)
        if op == "and":
            return ta & tb, fa | fb
        return ta | tb, fa & fb


def compare(x, op, k):
    return {"==": x == k, "!=": x != k, "<": x < k, "<=": x <= k, ">": x > k, ">=": x >= k}[op]


# ---------------------------------------------------------------------------
# Statements and declarations
# ---------------------------------------------------------------------------

class Let:
    def __init__(self, name, expr):
        self.name, self.expr = name, expr


class Return:
    def __init__(self, exprs):
        self.exprs = exprs          # one E, or several for a tuple


class If:
    def __init__(self, cond, then, els):
        self.cond, self.then, self.els = cond, then, els   # els: list of stmts or None


class Fn:
    def __init__(self, name, svars, params, ret, body):
        # params: [(name, shape or ('int', rows))]; ret: shape or [(comp, shape)]
        self.name, self.svars, self.params, self.ret, self.body = name, svars, params, ret, body


class Rec:
    def __init__(self, name, ret):
        self.name = name
        self.ret = ret                # [(comp, shape)], comp None for a plain tensor state
        self.direction = "up"         # v2: 'down', 'local'
        self.body = []


class Output:
    def __init__(self, name, per_node, expr, is_int=False, lets=None):
        self.name, self.per_node, self.expr, self.is_int = name, per_node, expr, is_int
        self.lets = lets or []        # [Let]: a block output (its readouts)


class Input:
    def __init__(self, name, kind, int_fields, vec_fields, data_arities):
        self.name = name
        self.kind = kind              # tree2, treeN, dag, seq
        self.int_fields = int_fields  # [(name, values)]: values in range(values)
        self.vec_fields = vec_fields  # [(name, dim)]
        self.arities = data_arities   # the set of arities the data has

    def decl(self):
        return {"tree2": "tree[2]", "treeN": "tree[*]", "dag": "dag", "seq": "seq"}[self.kind]


class Program:
    def __init__(self, seed, opts):
        self.seed, self.opts = seed, opts
        self.consts = []              # (name, value)
        self.params = {}              # name -> shape
        self.fns = []
        self.recs = []
        self.outputs = []
        self.input = None
        self.data = ""
        self.run_seed = 1

    @property
    def rec(self):
        return self.recs[0]

    def dim(self, d):
        if isinstance(d, str):
            return d
        for name, v in self.consts:
            if v == d:
                return name
        return str(d)

    def shape_text(self, shape):
        return "[%s]" % ", ".join(self.dim(d) for d in shape)

    def render(self):
        used = set()
        out = []
        w = out.append
        w("// cxgen seed %d (tests/cxgen.py)" % self.seed)
        w("model fuzz%d;" % self.seed)
        for name, v in self.consts:
            w("const %s = %d;" % (name, v))
        body = []
        for f in self.fns:
            body += self.render_fn(f, used)
        for r in self.recs:
            body += self.render_rec(r, used)
        for o in self.outputs:
            text = o.expr.render(self)
            collect_names(o.expr, used)
            head = "output %s%s" % (o.name, "(n)" if o.per_node else "")
            if not o.lets:
                body.append("%s = %s;" % (head, text))
                continue
            body.append(head + " {")
            for lt in o.lets:
                collect_names(lt.expr, used)
                body.append("  let %s = %s;" % (lt.name, lt.expr.render(self)))
            body += ["  return %s;" % text, "}"]
        for name in sorted(self.params, key=param_order):
            if name in used:
                w("param %s : %s;" % (name, self.shape_text(self.params[name])))
        inp = self.input
        fields = ["%s : int" % f for f, _ in inp.int_fields] + \
                 ["%s : %s" % (f, self.shape_text((d,))) for f, d in inp.vec_fields]
        w("input %s : %s { %s };" % (inp.name, inp.decl(), ", ".join(fields)))
        return "\n".join(out + body) + "\n"

    def type_text(self, t):
        if isinstance(t, list):
            return "(%s)" % ", ".join("%s : %s" % (c, self.shape_text(s)) for c, s in t)
        if isinstance(t, tuple) and len(t) == 2 and t[0] == "int":
            return "int"
        return self.shape_text(t)

    def render_fn(self, f, used):
        ps = ", ".join("%s : %s" % (n, self.type_text(t)) for n, t in f.params)
        sv = "<%s>" % ", ".join(f.svars) if f.svars else ""
        head = "fn %s%s(%s) -> %s {" % (f.name, sv, ps, self.type_text(f.ret))
        return [head] + self.render_stmts(f.body, used, "  ") + ["}"]

    def render_rec(self, r, used):
        ret = self.type_text(r.ret if r.ret[0][0] else r.ret[0][1])
        return ["rec %s(n) -> %s {" % (r.name, ret)] + self.render_stmts(r.body, used, "  ") + ["}"]

    def render_stmts(self, stmts, used, ind):
        lines = []
        for s in stmts:
            if isinstance(s, Let):
                collect_names(s.expr, used)
                lines.append("%slet %s = %s;" % (ind, s.name, s.expr.render(self)))
            elif isinstance(s, Return):
                for e in s.exprs:
                    collect_names(e, used)
                if len(s.exprs) == 1:
                    lines.append("%sreturn %s;" % (ind, s.exprs[0].render(self)))
                else:
                    lines.append("%sreturn (%s);" % (ind, ", ".join(e.render(self) for e in s.exprs)))
            else:
                lines += self.render_if(s, used, ind, "if")
        return lines

    def render_if(self, s, used, ind, kw):
        lines = ["%s%s %s {" % (ind, kw, s.cond.render())] + self.render_stmts(s.then, used, ind + "  ")
        if s.els is None:
            return lines + [ind + "}"]
        if len(s.els) == 1 and isinstance(s.els[0], If):
            chained = self.render_if(s.els[0], used, ind, "} else if")
            return lines + chained
        return lines + [ind + "} else {"] + self.render_stmts(s.els, used, ind + "  ") + [ind + "}"]


def param_order(name):
    return (len(name), name)


def collect_names(e, used):
    if isinstance(e, E):
        if e.op == "name":
            used.add(e.args[0])
        if e.op == "call":
            used.add(e.args[0])
    for k in e.kids():
        collect_names(k, used)


def walk_stmts(stmts):
    """Every statement, nested ones included, with the list holding it."""
    for s in stmts:
        yield s
        if isinstance(s, If):
            yield from walk_stmts(s.then)
            if s.els:
                yield from walk_stmts(s.els)


# ---------------------------------------------------------------------------
# Scopes
# ---------------------------------------------------------------------------

class Scope:
    """What an expression may use.  ctx: 'rec', 'fn', 'out_root',
    'out_node'.  vars: [(name, type, scale)] with type a shape, a tuple
    [(comp, shape)] or ('int', rows).  node: the node whose fields are
    read ('n', 't.root', None in a fn); arities: possible arities of that
    node (rec only); red: the reduction variable while generating a
    reduction body; keyed: an int field that is the only thing of the
    node read (a leaf branch that is a function of the word, which the
    compiler tabulates: leaf tables, leaf-child products)."""

    def __init__(self, ctx, node, arities=None):
        self.ctx, self.node, self.arities = ctx, node, arities
        self.vars = []
        self.red = None
        self.keyed = None
        self.mixes = []         # the lets that mix gates (Gen.gates)
        self.chains = []        # the ends of tanh chains (Gen.tanh_chain)
        self.dims = []          # dims for free choices
        self.aux = None         # the second rec, in its own body and where it may be read
        self.nred = False       # node-set reductions allowed (Options.readouts)

    def child_ks(self, P):
        """Children n.child[K] that exist on every node that reaches here."""
        if self.ctx != "rec" or not self.arities:
            return []
        lim = min(self.arities)
        if P.input.kind == "tree2":
            lim = min(lim, 2)
        if P.input.kind == "seq":
            lim = min(lim, 1)
        return list(range(lim))

    def copy(self):
        s = Scope(self.ctx, self.node, self.arities)
        s.vars = list(self.vars)
        s.red = self.red
        s.keyed = self.keyed
        s.mixes = list(self.mixes)
        s.chains = list(self.chains)
        s.dims = self.dims
        s.aux = self.aux
        s.nred = self.nred
        return s


# ---------------------------------------------------------------------------
# The generator
# ---------------------------------------------------------------------------

UNARY = ["tanh", "sigmoid", "relu", "abs", "exp", "log", "sqrt", "neg"]


class Gen:
    def __init__(self, seed, opts):
        self.rng = random.Random(seed)
        self.nrng = random.Random(seed * 1000003 + 11)  # Options.node_ints
        self.o = opts
        self.P = Program(seed, opts)
        self.nparams = 0
        self.nlets = 0
        self.nfns = 0
        self.fn_depth = 0
        self.cur_fn = None
        self.deps = Deps(self.P)

    # -- helpers -----------------------------------------------------------
    def chance(self, p):
        return self.rng.random() < p

    def pick(self, xs):
        return self.rng.choice(xs)

    def wpick(self, pairs):
        """pairs: [(weight, value)] with weight > 0."""
        pairs = [(w, v) for w, v in pairs if w > 0]
        t = self.rng.random() * sum(w for w, _ in pairs)
        for w, v in pairs:
            t -= w
            if t <= 0:
                return v
        return pairs[-1][1]

    def dim(self, sc):
        return self.pick(sc.dims)

    def new_name(self, prefix):
        self.nlets += 1
        return "%s%d" % (prefix, self.nlets)

    # -- params ------------------------------------------------------------
    def param(self, shape, reuse=0.5):
        shape = tuple(shape)
        same = [n for n, s in self.P.params.items() if s == shape]
        if same and self.chance(reuse):
            name = self.pick(same)
        else:
            self.nparams += 1
            name = "P%d" % self.nparams
            self.P.params[name] = shape
        return E("name", [name], shape, param_scale(shape))

    # -- int expressions ---------------------------------------------------
    def int_sources(self, sc, allow_argmax=True):
        """Run-time int leaves available in sc: (I, weight)."""
        P = self.P
        out = []
        if sc.ctx == "readout":
            # (a readout's element indexes params by constants only: the
            # compiled backend's row checks know branches and outputs)
            return out
        if sc.keyed:
            vals = dict(P.input.int_fields)[sc.keyed]
            out.append((3, I("field", [sc.node, sc.keyed], 0, vals - 1)))
        elif sc.node and sc.ctx != "fn":
            for f, vals in P.input.int_fields:
                out.append((3, I("field", [sc.node, f], 0, vals - 1)))
            if sc.ctx in ("rec", "out_node"):
                ar = sc.arities if sc.arities else P.input.arities
                # (a DAG node may have more children than Input.arities
                # says: see Gen.structure)
                hi = max(ar) if P.input.kind != "dag" else 1 << 20
                out.append((1, I("arity", [sc.node], min(ar), hi)))
            for k in sc.child_ks(P):
                for f, vals in P.input.int_fields:
                    out.append((1, I("field", ["n.child[%d]" % k, f], 0, vals - 1)))
            if sc.red:
                for f, vals in P.input.int_fields:
                    out.append((3, I("field", [sc.red, f], 0, vals - 1)))
        for name, t, _ in sc.vars:
            if isinstance(t, tuple) and len(t) == 2 and t[0] == "int":
                out.append((4, I("name", [name], 0, t[1] - 1)))
        if allow_argmax:
            ex = self.exact_vector(sc)
            if ex is not None:
                out.append((1, I("argmax", [ex], 0, ex.shape[0] - 1)))
        return out

    def node_int_sources(self, sc):
        """Node ints of n, its children and a children reduction's k (and
        the int fields, as divisors), for Options.node_ints: [I]."""
        P = self.P
        if not P.opts.node_ints or sc.keyed or sc.ctx not in ("rec", "out_node") or sc.node != "n":
            return []
        big = 1 << 20
        which = ["depth", "height"] + (["index"] if P.input.kind != "dag" else [])
        out = [I("nint", ["n", w], 0, big) for w in which]
        for k in sc.child_ks(P):
            out.append(I("nint", ["n.child[%d]" % k, self.nrng.choice(["depth", "height", "index"])], 0, big))
        if sc.red:
            # (p.index of `p in n.parents` is p's own index: none in a dag)
            own = sc.red == "p" and P.input.kind == "dag"
            out += [I("nint", [sc.red, w], 0, big) for w in ("depth", "height") + (() if own else ("index",))]
        if sc.red is None:
            out += [I("field", ["n", f], 0, vals - 1) for f, vals in P.input.int_fields]
        return out

    def node_int_index(self, rows, sc):
        """Now and then (Options.node_ints) a row index from node ints,
        possibly divided at run time: (a / max(b, 1)) % rows; else None."""
        srcs = self.node_int_sources(sc)
        if not srcs or rows <= 1 or self.nrng.random() >= 0.15:
            return None
        a = self.nrng.choice(srcs)
        if self.nrng.random() < 0.5:
            b = self.nrng.choice(srcs)
            opch = self.nrng.choice(["/", "%"])
            a = I("bin", [opch, a, I("max1", [b], 1, max(b.hi, 1))], 0, a.hi)
        return I("bin", ["%", a, I("lit", [rows], rows, rows)], 0, rows - 1)

    def index(self, rows, sc, runtime_ok=True):
        """An int expression with values in [0, rows)."""
        if rows == 1:
            # (x % 1 would fold to the constant 0 anyway)
            return I("lit", [0], 0, 0)
        if runtime_ok:
            ni = self.node_int_index(rows, sc)
            if ni is not None:
                return ni
        srcs = self.int_sources(sc) if runtime_ok else []
        if srcs and self.chance(0.7):
            base = self.wpick(srcs)
            if self.chance(0.3):
                base = self.int_arith(base, sc)
            if base.hi >= rows or self.chance(0.15):
                m = I("lit", [rows], rows, rows)
                if self.chance(0.3):
                    cn = self.const_named(rows)
                    if cn:
                        m = I("const", [cn, rows], rows, rows)
                base = I("bin", ["%", base, m], 0, rows - 1)
            return base
        c = self.rng.randrange(rows)
        if c > 0 and self.chance(0.3):
            # A compile-time expression: CONST - k.
            for name, v in self.P.consts:
                if v > c:
                    return I("bin", ["-", I("const", [name, v], v, v), I("lit", [v - c], v - c, v - c)], c, c)
        return I("lit", [c], c, c)

    def int_arith(self, a, sc):
        r = self.rng.random()
        if r < 0.4:
            k = self.rng.randint(1, 4)
            return I("bin", ["*", a, I("lit", [k], k, k)], a.lo * k, a.hi * k)
        if r < 0.7:
            k = self.rng.randint(1, 5)
            return I("bin", ["+", a, I("lit", [k], k, k)], a.lo + k, a.hi + k)
        if r < 0.85:
            k = self.rng.randint(2, 3)
            return I("bin", ["/", a, I("lit", [k], k, k)], a.lo // k, a.hi // k)
        srcs = self.int_sources(sc, allow_argmax=False)
        if srcs:
            b = self.wpick(srcs)
            return I("bin", ["+", a, b], a.lo + b.lo, a.hi + b.hi)
        return a

    def const_named(self, v):
        for name, cv in self.P.consts:
            if cv == v:
                return name
        return None

    def exact_vector(self, sc, depth=0):
        """A vector both backends compute bit for bit (for argmax), or None."""
        P = self.P
        opts = []
        if sc.node and sc.ctx != "fn" and not sc.keyed:
            for f, d in P.input.vec_fields:
                opts.append(E("field", [sc.node, f], (d,), 0.6))
            if sc.red and self.o.child_argmax:
                for f, d in P.input.vec_fields:
                    opts.append(E("field", [sc.red, f], (d,), 0.6))
        mats = [(n, s) for n, s in P.params.items() if len(s) == 2]
        if mats and depth == 0 and self.chance(0.5):
            n, s = self.pick(mats)
            opts.append(E("index", [E("name", [n], s, param_scale(s)),
                                    self.index(s[0], sc, runtime_ok=False)], (s[1],), param_scale(s)))
        if not opts:
            return None
        v = self.pick(opts)
        r = self.rng.random()
        if r < 0.15:
            v = E("neg", [v], v.shape, v.scale)
        elif r < 0.25:
            v = E("call", ["abs", v], v.shape, v.scale)
        elif r < 0.3 and depth == 0:
            w = self.exact_vector(sc, 1)
            if w is not None:
                v = E("call", ["concat", v, w], (v.shape[0] + w.shape[0],), v.scale)
        return v

    # -- tensors -----------------------------------------------------------
    def tensor(self, shape, sc, depth):
        e = self.tensor1(tuple(shape), sc, depth)
        if e.op == "lit" and "." not in e.args[0] or e.op == "name" and e.args[0] in dict(self.P.consts):
            # A compile-time int is a scalar only as an operand (x * 2), not
            # as a let, a return or a fn's argument.
            e = lit(e.scale)
        return self.bound(e)

    def bound(self, e):
        if e.scale > SCALE_MAX:
            if self.chance(0.6):
                return E("call", ["tanh", e], e.shape, min(1.0, e.scale))
            k = pow2_below(SCALE_MAX / e.scale)
            return E("bin", ["*", e, lit(k)], e.shape, e.scale * k)
        return e

    def inv_row_product(self, *xs):
        """True when a product of these operands would be the construct
        Options.inv_rows keeps out."""
        return not self.o.inv_rows and self.deps.inv_row_operands(xs)

    def terminals(self, shape, sc):
        """(weight, thunk) for leaves of this shape."""
        P = self.P
        out = []
        for name, t, s in sc.vars:
            if t == shape:
                out.append((6, lambda name=name, s=s: E("name", [name], shape, s)))
            elif isinstance(t, list):
                for c, cs in t:
                    if cs == shape:
                        out.append((4, lambda name=name, c=c: E("comp", [name, c], shape, 1.0)))
        if sc.ctx != "fn" and sc.node and not sc.keyed:
            for f, d in P.input.vec_fields:
                if shape == (d,):
                    out.append((3, lambda f=f: E("field", [sc.node, f], shape, 0.6)))
                    if sc.red:
                        out.append((3, lambda f=f: E("field", [sc.red, f], shape, 0.6)))
        for node, w in self.state_nodes(sc):
            for c, cs in P.rec.ret:
                if cs == shape:
                    out.append((w, lambda node=node, c=c: E("state", [node, c], shape, 1.0)))
        for rec, node, w in self.aux_reads(sc):
            for c, cs in rec.ret:
                if cs == shape:
                    out.append((w, lambda rec=rec, node=node, c=c: E("state", [node, c, rec.name], shape, 1.0)))
        if all(isinstance(d, int) for d in shape):
            out.append((2, lambda: self.param(shape)))
            if len(shape) <= 2:
                out.append((3, lambda: self.row(shape, sc)))
        if shape == ():
            out.append((2, lambda: self.scalar_lit()))
        out.append((0.3, lambda: E("call", ["zeros", shape], shape, 0.0)))
        out.append((0.3, lambda: E("call", ["ones", shape], shape, 1.0, pos=1.0)))
        return out

    def state_nodes(self, sc):
        """(node text, weight) whose rec state may be read here."""
        if sc.ctx == "rec":
            out = [("n.child[%d]" % k, 4) for k in sc.child_ks(self.P)]
            if sc.red:
                out.append((sc.red, 8))
            return out
        if sc.ctx == "out_root":
            return [(self.P.input.name + ".root", 6)]
        if sc.ctx == "out_node":
            return [("n", 6)]
        if sc.ctx == "readout":
            return [(sc.node, 6)]
        return []

    def aux_reads(self, sc):
        """(rec, node text, weight) of the second rec's reads here: in its
        own body the first rec at the node (and, through state_nodes, at
        its children) and itself at its children when it is bottom-up;
        elsewhere (outputs, readouts) the second rec where the first is
        read."""
        aux = sc.aux
        if aux is None:
            return []
        if sc.ctx == "rec":
            out = [(self.P.rec, "n", 6)]
            if aux.direction == "up":
                out += [(aux, node, w) for node, w in self.state_nodes(sc) if node != "p"]
            return out
        return [(aux, node, w) for node, w in self.state_nodes(sc)]

    def scalar_lit(self):
        r = self.rng.random()
        if r < 0.5:
            v = self.pick([0.5, 0.25, 1.5, 2.0, 0.75, 0.125, 3.0])
            return lit(v)
        if r < 0.7 and self.P.consts:
            name, v = self.pick(self.P.consts)
            # A const as a scalar: keep it small by dividing.
            e = E("name", [name], (), float(v), pos=float(v))
            return e
        k = self.rng.randint(1, 3)
        return E("lit", [str(k)], (), float(k), pos=float(k))

    def row(self, shape, sc):
        """P[i] (or P[i][j]) of a param with that row shape."""
        P = self.P
        r3 = len(shape) == 1 and self.chance(0.35)
        if r3 or len(shape) == 2:
            # A rank-3 param.
            if len(shape) == 2:
                rows = self.small_rows()
                pshape = (rows,) + shape
                p = self.param(pshape)
                i = self.index(rows, sc)
                return E("index", [p, i], shape, param_scale(pshape))
            rows, mid = self.small_rows(), self.small_rows()
            pshape = (rows, mid) + shape
            p = self.param(pshape)
            i = self.index(rows, sc)
            j = self.index(mid, sc)
            inner = E("index", [p, i], (mid,) + shape, param_scale(pshape))
            if self.chance(0.25) and rows > 1:
                # A slice of the param first: P[a:b][i][j].
                lo = self.rng.randrange(rows - 1)
                hi = self.rng.randint(lo + 1, rows)
                sl = E("slice", [p, lo, hi], (hi - lo,) + pshape[1:], p.scale)
                i = self.index(hi - lo, sc)
                inner = E("index", [sl, i], (mid,) + shape, p.scale)
            return E("index", [inner, j], shape, p.scale)
        # A rank-2 param (an embedding table) or, for a scalar, a vector param.
        rows = self.wpick([(3, self.small_rows()), (1, self.rng.randint(8, 40))])
        # Prefer a param whose rows match a field's range: E[n.word].
        for f, vals in P.input.int_fields:
            if self.chance(0.3):
                rows = vals
        p = self.param((rows,) + shape)
        return E("index", [p, self.index(rows, sc)], shape, p.scale)

    def small_rows(self):
        return self.rng.randint(1, 5)

    def tensor1(self, shape, sc, depth):
        terms = self.terminals(shape, sc)
        if depth <= 0:
            return self.wpick(terms)()
        rank = len(shape)
        concrete = all(isinstance(d, int) for d in shape)
        prods = [
            (4, lambda: self.wpick(terms)()),
            (4, lambda: self.unary(shape, sc, depth)),
            (5, lambda: self.binary(shape, sc, depth)),
            (1, lambda: self.minmax(shape, sc, depth)),
        ]
        if rank == 1:
            prods.append((4, lambda: self.matvec(shape, sc, depth)))
            prods.append((1, lambda: self.softmax(shape, sc, depth)))
        if rank == 2:
            prods.append((2, lambda: self.matmat(shape, sc, depth)))
            prods.append((1, lambda: self.transpose(shape, sc, depth)))
        if rank >= 1 and concrete:
            if shape[0] >= 2:
                prods.append((1.5, lambda: self.concat(shape, sc, depth)))
            prods.append((1.5, lambda: self.slice(shape, sc, depth)))
        if rank == 0:
            prods.append((3, lambda: self.scalar_reduce(sc, depth)))
        if sc.ctx == "rec" and not sc.red and not (sc.aux and sc.aux.direction == "local"):
            prods.append((3, lambda: self.child_reduce(shape, sc, depth)))
        if sc.ctx == "rec" and sc.aux is not None and not sc.red and self.o.parents:
            prods.append((3, lambda: self.parent_reduce(shape, sc, depth)))
        if (self.fn_depth == 0 or sc.ctx == "fn") and sc.ctx != "readout":
            prods.append((1.5, lambda: self.fn_call(shape, sc, depth)))
        if sc.nred:
            prods.append((4, lambda: self.node_reduce(shape, sc, depth)))
        return self.wpick(prods)()

    def sub(self, shape, sc, depth):
        return self.tensor(shape, sc, depth - 1)

    def unary(self, shape, sc, depth):
        f = self.pick(UNARY)
        x = self.sub(shape, sc, depth)
        if f == "neg":
            return E("neg", [x], shape, x.scale)
        if f == "tanh":
            return E("call", [f, x], shape, min(1.0, x.scale))
        if f == "sigmoid":
            return E("call", [f, x], shape, 0.6)
        if f in ("relu", "abs"):
            return E("call", [f, x], shape, x.scale)
        if f == "exp":
            if x.scale > 1.5:
                x = E("call", ["tanh", x], shape, 1.0)
            return E("call", [f, x], shape, math.exp(x.scale), pos=math.exp(-3 * x.scale))
        # log and sqrt of a positive form.
        p = self.positive(shape, sc, depth)
        if f == "log":
            return E("call", [f, p], shape, abs(math.log(max(p.scale, 1.0))) + 0.5)
        return E("call", [f, p], shape, math.sqrt(p.scale), pos=math.sqrt(p.pos))

    def positive(self, shape, sc, depth):
        """A value bounded away from zero (pos >= 0.3)."""
        x = self.sub(shape, sc, depth)
        r = self.rng.random()
        one = lit(1.0) if self.chance(0.5) else E("lit", ["1"], (), 1.0, pos=1.0)
        if r < 0.3:
            sq = E("bin", ["*", x, x], shape, x.scale * x.scale)
            return E("bin", ["+", one, sq], shape, 1 + x.scale * x.scale, pos=1.0)
        if r < 0.55:
            return E("bin", ["+", one, E("call", ["abs", x], shape, x.scale)], shape, 1 + x.scale, pos=1.0)
        if r < 0.8:
            return E("bin", ["+", lit(0.5), E("call", ["sigmoid", x], shape, 0.6)], shape, 1.1, pos=0.5)
        t = E("call", ["tanh", x], shape, min(1.0, x.scale))
        return E("call", ["exp", t], shape, 1.5, pos=0.36)

    def binary(self, shape, sc, depth):
        opch = self.pick(["+", "+", "-", "*", "*", "/"])
        # One side may be a scalar.
        side = self.rng.random() if shape != () else 1.0
        if side < 0.2:
            a, b = self.scalar_factor(sc, depth), self.sub(shape, sc, depth)
        elif side < 0.4:
            a, b = self.sub(shape, sc, depth), self.scalar_factor(sc, depth)
        else:
            a, b = self.sub(shape, sc, depth), self.sub(shape, sc, depth)
        if opch == "/":
            b = self.positive(b.shape, sc, 0) if b.pos is None or b.pos < 0.3 else b
            return E("bin", ["/", a, b], shape, a.scale / b.pos)
        if opch in "+-":
            pos = a.pos + b.pos if opch == "+" and a.pos and b.pos else None
            return E("bin", [opch, a, b], shape, a.scale + b.scale, pos=pos)
        pos = a.pos * b.pos if a.pos and b.pos else None
        return E("bin", ["*", a, b], shape, a.scale * b.scale, pos=pos)

    def scalar_factor(self, sc, depth):
        """A scalar for a product: a literal, a const or a positive form
        (a scalar from sum/dot may cancel to near zero)."""
        if self.chance(0.6):
            return self.scalar_lit()
        return self.positive((), sc, depth - 1)

    def minmax(self, shape, sc, depth):
        f = self.pick(["max", "min"])
        a = self.sub(shape, sc, depth)
        b = self.sub(shape, sc, depth) if self.chance(0.7) or shape == () else self.scalar_lit()
        if self.chance(0.5):
            a, b = b, a
        return E("call", [f, a, b], shape, max(a.scale, b.scale))

    def matvec(self, shape, sc, depth):
        k = self.dim(sc)
        w = self.sub((shape[0], k), sc, depth) if self.chance(0.2) else self.weight((shape[0], k), sc)
        x = self.sub((k,), sc, depth)
        if self.inv_row_product(w, x):
            return self.wpick(self.terminals(shape, sc))()
        return E("bin", ["@", w, x], shape, w.scale * x.scale * math.sqrt(dimval(k)))

    def weight(self, shape, sc):
        """A matrix for the left of '@': a param, its transpose, or a row of
        a rank-3 param."""
        r = self.rng.random()
        if all(isinstance(d, int) for d in shape):
            if r < 0.15:
                return self.row(shape, sc)
            if r < 0.25:
                t = self.param((shape[1], shape[0]))
                return E("call", ["transpose", t], shape, t.scale)
            return self.param(shape)
        ts = self.terminals(shape, sc)
        return self.wpick(ts)()

    def matmat(self, shape, sc, depth):
        k = self.dim(sc)
        a = self.weight((shape[0], k), sc) if self.chance(0.6) else self.sub((shape[0], k), sc, depth)
        b = self.sub((k, shape[1]), sc, depth)
        if self.inv_row_product(a, b):
            return self.wpick(self.terminals(shape, sc))()
        return E("bin", ["@", a, b], shape, a.scale * b.scale * math.sqrt(dimval(k)))

    def transpose(self, shape, sc, depth):
        x = self.sub((shape[1], shape[0]), sc, depth)
        return E("call", ["transpose", x], shape, x.scale)

    def concat(self, shape, sc, depth):
        n = shape[0]
        parts = []
        left = n
        while left > 0 and len(parts) < 3:
            d = left if len(parts) == 2 or left == 1 or self.chance(0.3) else self.rng.randint(1, left - 1)
            parts.append(d)
            left -= d
        if left:
            parts[-1] += left
        if len(parts) < 2:
            parts = [n - 1, 1] if n > 1 else parts
        xs = [self.sub((d,) + shape[1:], sc, depth) for d in parts]
        return E("call", ["concat"] + xs, shape, max(x.scale for x in xs))

    def slice(self, shape, sc, depth):
        extra = self.rng.randint(1, 4)
        full = (shape[0] + extra,) + shape[1:]
        x = self.sub(full, sc, depth)
        lo = self.rng.randint(0, extra)
        return E("slice", [x, lo, lo + shape[0]], shape, x.scale)

    def softmax(self, shape, sc, depth):
        f = self.pick(["softmax", "log_softmax"])
        x = self.sub(shape, sc, depth)
        if f == "softmax":
            return E("call", [f, x], shape, 1.0 / math.sqrt(dimval(shape[0])))
        return E("call", [f, x], shape, math.log(dimval(shape[0])) + 2 * x.scale)

    def scalar_reduce(self, sc, depth):
        f = self.pick(["sum", "mean", "dot", "dot"])
        if f == "dot":
            d = self.dim(sc)
            a, b = self.sub((d,), sc, depth), self.sub((d,), sc, depth)
            return E("call", ["dot", a, b], (), a.scale * b.scale * math.sqrt(dimval(d)))
        shape = self.pick([(self.dim(sc),), (self.dim(sc),), (self.dim(sc), self.dim(sc))])
        x = self.sub(shape, sc, depth)
        n = 1
        for d in shape:
            n *= dimval(d)
        return E("call", [f, x], (), x.scale * (math.sqrt(n) if f == "sum" else 1.0))

    def child_reduce(self, shape, sc, depth):
        kind = self.pick(["sum", "sum", "max", "mean"])
        inner = sc.copy()
        inner.red = "k"
        body = self.sub(shape, inner, depth)
        ar = max(self.P.input.arities)
        return E("red", [kind, "k", body], shape, body.scale * (ar if kind == "sum" else 1.0))

    def parent_reduce(self, shape, sc, depth):
        """sum/max/mean(p in n.parents) BODY in the second rec: BODY reads
        the first rec at p (never the second: its parent comes after it),
        p's fields, rows by them.  Empty at a root (0)."""
        kind = self.pick(["sum", "max", "mean", "mean"])
        inner = sc.copy()
        inner.red = "p"
        body = self.sub(shape, inner, depth)
        if not uses_state(body):
            body = E("bin", ["+", body, self.state_term(shape, inner, "p")], shape, body.scale + 1.0)
        ar = max(self.P.input.arities)
        return E("red", [kind, "p", body], shape, body.scale * (ar if kind == "sum" else 1.0))

    # -- fns ---------------------------------------------------------------
    def fn_call(self, shape, sc, depth):
        """A call to a fn returning this shape; a new fn when none fits."""
        cands = []
        for f in self.P.fns:
            if sc.ctx == "fn" and f is self.cur_fn:
                continue
            if sc.ctx == "fn" and self.P.fns.index(f) >= self.P.fns.index(self.cur_fn):
                continue
            if isinstance(f.ret, list):
                continue
            b = unify(f.ret, shape, {})
            if b is not None:
                cands.append((f, b))
        if cands and (self.chance(0.7) or len(self.P.fns) >= self.o.max_fns):
            f, b = self.pick(cands)
        elif sc.ctx != "fn" and len(self.P.fns) < self.o.max_fns and all(isinstance(d, int) for d in shape):
            f = self.make_fn(shape, sc)
            b = unify(f.ret, shape, {})
        else:
            return self.wpick(self.terminals(shape, sc))()
        return self.call_with(f, b, sc, depth)

    def call_with(self, f, b, sc, depth):
        b = dict(b)
        for v in f.svars:
            if v not in b:
                b[v] = self.pick([d for d in sc.dims if isinstance(d, int)] or [3])
        args = []
        for pname, t in f.params:
            if isinstance(t, tuple) and len(t) == 2 and t[0] == "int":
                args.append(self.index(t[1], sc))
            else:
                x = self.tensor(subst(t, b), sc, depth - 1)
                if x.scale > 1.5:
                    # A fn's body assumes arguments of about 1 (and its
                    # results, which may be a rec's state, stay bounded).
                    x = E("call", ["tanh", x], x.shape, 1.0)
                args.append(x)
        ret = f.ret
        if isinstance(ret, list):
            tup = [(c, subst(s, b)) for c, s in ret]
            call = E("call", [f.name] + args, None, 1.0, tup=tup)
        else:
            call = E("call", [f.name] + args, subst(ret, b), 1.0)
        if not self.o.inv_rows and self.deps.bad_products(call):
            # The fn multiplies an argument that reads such a row
            # (Options.inv_rows): pass a param (or ones) instead.
            for i, x in enumerate(args):
                if isinstance(x, E) and self.deps.flags(x)[1]:
                    args[i] = self.param(x.shape) if all(isinstance(d, int) for d in x.shape) else \
                        E("call", ["ones", x.shape], x.shape, 1.0, pos=1.0)
                elif isinstance(x, I) and not self.deps.flags(x)[0]:
                    args[i] = x   # an invariant int index: the fn's body keeps its rows out of products
            call.args[1:] = args
        return call

    def make_fn(self, want, sc, tuple_ret=None):
        """A fn whose return type binds to `want` (a concrete shape, or a
        tuple type [(comp, shape)])."""
        self.nfns += 1
        name = "f%d" % self.nfns
        svars = []
        var_of = {}

        def sym(d):
            # A concrete dim -> a shape variable (most of the time).
            if d in var_of:
                return var_of[d]
            if self.chance(0.8):
                v = "ABCMNLRS"[len(svars)]
                svars.append(v)
                var_of[d] = v
                return v
            return d
        if tuple_ret:
            ret = [(c, tuple(sym(d) for d in s)) for c, s in tuple_ret]
            shapes = [s for _, s in ret]
        else:
            ret = tuple(sym(d) for d in want)
            shapes = [ret]
        # Parameters: tensors over the same variables (and maybe another one).
        params = []
        pool = [s for s in shapes]
        if self.chance(0.4) and len(svars) < 6:
            v = "ABCMNLRS"[len(svars)]
            svars.append(v)
            pool.append((v,))
            if shapes[0]:
                pool.append((shapes[0][0], v))
        n = self.rng.randint(1, 3)
        for i in range(n):
            params.append(("x%d" % i, self.pick(pool)))
        if self.chance(0.25):
            params.append(("i", ("int", self.small_rows() + 1)))
        f = Fn(name, svars, params, ret, [])
        # Shape variables must occur in the parameters (they are bound there).
        bound = set()
        for _, t in params:
            if not (isinstance(t, tuple) and len(t) == 2 and t[0] == "int"):
                bound |= {d for d in t if isinstance(d, str)}
        for v in svars:
            if v not in bound:
                shp = next(s for s in pool if v in s)
                params.append(("x%d" % len(params), shp))
        self.P.fns.append(f)
        inner = Scope("fn", None)
        inner.dims = [d for d in svars] + [self.pick([2, 3, 4])]
        for pname, t in params:
            inner.vars.append((pname, t, 1.0))
        prev = self.cur_fn
        self.cur_fn = f
        self.fn_depth += 1
        body, _ = self.body(inner, ret, allow_if=False, max_lets=3)
        self.fn_depth -= 1
        self.cur_fn = prev
        f.body = body
        # Every fn parameter used keeps the unused-parameter warning away;
        # an unused one is fine (a warning), so nothing to do.
        return f

    # -- bodies ------------------------------------------------------------
    def body(self, sc, ret, allow_if=True, max_lets=None, level=0):
        """Statements ending in a return of type ret (a shape, or
        [(comp, shape)]); returns (stmts, scope)."""
        sc = sc.copy()
        stmts = []
        nl = self.rng.randint(0, self.o.max_lets if max_lets is None else max_lets)
        for _ in range(nl):
            if sc.ctx == "rec" and self.chance(0.12):
                stmts += self.gates(sc)
            else:
                stmts.append(self.let(sc))
        if sc.ctx == "rec" and self.o.tanh_chain > 0 and self.chance(0.5):
            stmts += self.tanh_chain(sc)
        if allow_if and level < 2 and self.chance(0.6):
            stmts += self.branches(sc, ret, level)
            if self.full_chain(stmts[-1]):
                return stmts, sc
        stmts.append(self.ret(sc, ret))
        return stmts, sc

    def full_chain(self, s):
        while s.els is not None and len(s.els) == 1 and isinstance(s.els[0], If):
            s = s.els[0]
        return s.els is not None

    def gates(self, sc):
        """Lets in the shape of a cell's gates: act(W1 @ x1 + W2 @ x2 + b)
        for two to four gates over the same per-node operands (children's
        states, their sums, a field, an embedding row), which the compiler
        turns into fused, packed GEMMs (with leaf-child products, leaf
        constants and flat edges when the children and leaves allow)."""
        P = self.P
        ops = []
        for k in sc.child_ks(P):
            for c, cs in P.rec.ret:
                if cs:
                    ops.append(E("state", ["n.child[%d]" % k, c], cs, 1.0))
        if not sc.red:
            for c, cs in P.rec.ret:
                if cs:
                    st = E("state", ["k", c], cs, 1.0)
                    ops.append(E("red", [self.pick(["sum", "mean"]), "k", st], cs, 1.0))
        if not sc.keyed:
            for f, d in P.input.vec_fields:
                ops.append(E("field", ["n", f], (d,), 0.6))
        f, vals = P.input.int_fields[0]
        d = self.dim(sc)
        emb = self.param((vals, d))
        ops.append(E("index", [emb, I("field", ["n", f], 0, vals - 1)], (d,), emb.scale))
        shapes = [cs for _, cs in P.rec.ret if 1 <= len(cs) <= 2] or [(self.dim(sc),)]
        tall = [cs for cs in shapes if cs[0] >= 16]
        target = self.pick(tall if tall and self.chance(0.7) else shapes)
        fit = [x for x in ops if len(x.shape) == len(target) and x.shape[1:] == target[1:]]
        if not fit:
            return [self.let(sc)]
        xs = [self.pick(fit) for _ in range(self.rng.randint(1, 2))]
        lets = []
        for g in range(self.rng.randint(2, 4)):
            terms = []
            for x in xs:
                w = self.param((target[0], x.shape[0]), reuse=0)
                terms.append(E("bin", ["@", w, x], target, 1.0))
            if self.chance(0.7):
                terms.append(self.param(target, reuse=0))
            e = terms[0]
            for t in terms[1:]:
                e = E("bin", ["+", e, t], target, e.scale + t.scale)
            act = self.pick(["sigmoid", "sigmoid", "tanh", "relu", None])
            if act:
                e = E("call", [act, e], target, 1.0)
            name = self.new_name("g")
            sc.vars.append((name, target, e.scale))
            self.note_let(name, e)
            lets.append(Let(name, e))
        kid = [(c, cs) for c, cs in P.rec.ret if cs == target]
        if kid and not sc.red and self.chance(0.4):
            # A per-child gate (Child-Sum's forget gates): a product with
            # each child's state inside the reduction, which no
            # refactoring takes out (flat edges).
            c, cs = self.pick(kid)
            c2, cs2 = self.pick(P.rec.ret)
            u = self.param((target[0], cs2[0]), reuse=0) if len(cs2) == len(target) and \
                cs2[1:] == target[1:] else None
            if u is not None:
                pre = E("bin", ["@", u, E("state", ["k", c2], cs2, 1.0)], target, 1.0)
                plain = [x for x in xs if x.op != "red"]
                if plain and self.chance(0.7):
                    w = self.param((target[0], plain[0].shape[0]), reuse=0)
                    pre = E("bin", ["+", pre, E("bin", ["@", w, plain[0]], target, 1.0)], target, 2.0)
                body = E("bin", ["*", E("call", ["sigmoid", pre], target, 0.6), E("state", ["k", c], cs, 1.0)],
                         target, 0.6)
                name = self.new_name("g")
                e = E("red", [self.pick(["sum", "mean", "max"]), "k", body], target, 0.6 * max(P.input.arities))
                e = self.bound(e)
                sc.vars.append((name, target, e.scale))
                self.note_let(name, e)
                lets.append(Let(name, e))
        # Their mix, which the state then uses (so that no gate is dead).
        mix = None
        for st in lets:
            g = E("name", [st.name], target, 1.0)
            if mix is None:
                mix = g
            elif self.chance(0.5):
                mix = E("bin", ["*", mix, E("call", [self.pick(["tanh", "sigmoid"]), g], target, 1.0)], target, 1.0)
            else:
                mix = E("bin", ["+", mix, g], target, mix.scale + 1.0)
        name = self.new_name("m")
        sc.vars.append((name, target, mix.scale))
        sc.mixes.append((name, target, mix.scale))
        self.note_let(name, mix)
        lets.append(Let(name, mix))
        return lets

    def tanh_chain(self, sc):
        """Options.tanh_chain lets t_i = tanh(t_{i-1}) from a bounded
        start of a state component's shape; the last is added to the
        state (ret_tensor1), so that no part of the chain is dead.  (tanh
        contracts: no rounding error grows along it.)"""
        shapes = [cs for _, cs in self.P.rec.ret]
        shape = self.pick([cs for cs in shapes if cs] or shapes)
        e = self.tensor(shape, sc, 1)
        lets = []
        for _ in range(self.o.tanh_chain):
            e = E("call", ["tanh", e], shape, 1.0)
            name = self.new_name("t")
            self.note_let(name, e)
            lets.append(Let(name, e))
            e = E("name", [name], shape, 1.0)
        sc.vars.append((name, shape, 1.0))
        sc.chains.append((name, shape, 1.0))
        return lets

    def let(self, sc):
        name = self.new_name("v")
        r = self.rng.random()
        if r < 0.15 and self.fn_depth == 0 and sc.ctx == "rec":
            # A tuple from a fn.
            comps = [(c, s) for c, s in self.state_like(sc)]
            f = None
            for g in self.P.fns:
                if isinstance(g.ret, list) and len(g.ret) == len(comps):
                    b = {}
                    for (_, gs), (_, s) in zip(g.ret, comps):
                        b = unify(gs, s, b)
                        if b is None:
                            break
                    if b is not None:
                        f = (g, b)
            if f is None and len(self.P.fns) < self.o.max_fns:
                g = self.make_fn(None, sc, tuple_ret=comps)
                b = {}
                for (_, gs), (_, s) in zip(g.ret, comps):
                    b = unify(gs, s, b)
                f = (g, b)
            if f is not None:
                e = self.call_with(f[0], f[1], sc, self.o.max_depth)
                sc.vars.append((name, e.tuple, 1.0))
                self.note_let(name, e)
                return Let(name, e)
        if r < 0.25:
            i = self.index(self.small_rows() + 2, sc)
            # An int let: used as an index later.
            sc.vars.append((name, ("int", i.hi + 1), 0))
            self.note_let(name, i)
            return Let(name, i)
        shape = self.some_shape(sc)
        e = self.tensor(shape, sc, self.rng.randint(1, self.o.max_depth))
        sc.vars.append((name, shape, e.scale))
        self.note_let(name, e)
        return Let(name, e)

    def note_let(self, name, e):
        self.deps.note_let(name, e)

    def state_like(self, sc):
        rec = self.P.rec
        comps = [(c or "h", s) for c, s in rec.ret]
        if len(comps) == 1:
            comps.append(("c", (self.dim(sc),)))
        return comps

    def some_shape(self, sc):
        rec = self.P.rec
        r = self.rng.random()
        if r < 0.4 and sc.ctx != "fn":
            return self.pick(rec.ret)[1]
        if r < 0.6:
            return ()
        if r < 0.9:
            return (self.dim(sc),)
        return (self.dim(sc), self.dim(sc))

    def ret(self, sc, ret):
        if isinstance(ret, list):
            if self.fn_depth == 0 and self.chance(0.15):
                # Return a fn's tuple as the state (if it contracts).
                e = self.tuple_call(sc, ret)
                if e is not None and max(self.deps.gain(r) for r in self.deps.inline(e)) <= 0.8:
                    return Return([e])
            return Return([self.ret_tensor(s, sc) for _, s in ret])
        return Return([self.ret_tensor(ret, sc)])

    def ret_tensor(self, shape, sc):
        if sc.keyed and all(isinstance(d, int) for d in shape) and self.chance(0.3):
            # A leaf state that is a param (MV-RNN's A0: leaf constants).
            return self.param(shape, reuse=0.2)
        return self.ret_tensor1(shape, sc)

    def tuple_call(self, sc, ret):
        comps = [(c or "h", s) for c, s in ret]
        for g in self.P.fns:
            if isinstance(g.ret, list) and len(g.ret) == len(comps):
                b = {}
                for (_, gs), (_, s) in zip(g.ret, comps):
                    b = unify(gs, s, b) if b is not None else None
                if b is not None:
                    return self.call_with(g, b, sc, self.o.max_depth)
        if len(self.P.fns) < self.o.max_fns:
            g = self.make_fn(None, sc, tuple_ret=comps)
            b = {}
            for (_, gs), (_, s) in zip(g.ret, comps):
                b = unify(gs, s, b)
            return self.call_with(g, b, sc, self.o.max_depth)
        return None

    def ret_tensor1(self, shape, sc):
        e = self.tensor(shape, sc, self.rng.randint(1, self.o.max_depth))
        if sc.ctx == "fn" and e.scale > 1.5:
            e = E("call", ["tanh", e], shape, 1.0)
        if sc.ctx == "rec" and sc.arities != {0} and not uses_state(e) and \
                not (sc.aux and sc.aux.direction == "local") and self.chance(0.8):
            # Mostly states that read the children's (the recursion).
            e = E("bin", ["+", e, self.child_term(shape, sc)], shape, e.scale + 1.0)
        for name, _, scale in [m for m in sc.chains if m[1] == shape][-1:]:
            e = E("bin", ["+", e, E("name", [name], shape, scale)], shape, e.scale + scale)
        mixes = [m for m in sc.mixes if m[1] == shape]
        if mixes and self.chance(0.8):
            name, _, scale = self.pick(mixes)
            e = E("bin", ["+", e, E("name", [name], shape, scale)], shape, e.scale + scale)
        if sc.ctx == "rec" and e.scale > 1.5:
            # States stay bounded whatever the depth of the structure.
            e = E("call", ["tanh", e], shape, 1.0)
        if sc.ctx == "rec":
            g = self.deps.gain(e)
            if g > 0.8:
                # ... and the recursion contracts (Deps.gain).
                k = pow2_below(0.8 / g)
                e = E("bin", ["*", e, lit(k)], shape, e.scale * k)
        return e

    def branches(self, sc, ret, level):
        """An if / else-if / else chain over the node's structure."""
        n = self.rng.randint(1, self.o.max_branches)
        chain = []
        for i in range(n):
            cond = self.cond(sc)
            t, f = cond.facts(sc.arities) if sc.arities is not None else (None, None)
            inner = sc.copy()
            inner.arities = t
            then, _ = self.body(inner, ret, level=level + 1)
            chain.append((cond, then))
            if sc.arities is not None:
                sc.arities = f
        if self.chance(0.5):
            inner = sc.copy()
            els, _ = self.body(inner, ret, level=level + 1)
            sc.arities = set()  # every node returned
        else:
            els = None
        node = None
        for cond, then in reversed(chain):
            node = If(cond, then, els)
            els = [node]
        return [node]

    def cond(self, sc, depth=0):
        P = self.P
        r = self.rng.random()
        if depth < 2 and r < 0.2:
            a, b = self.cond(sc, depth + 1), self.cond(sc, depth + 1)
            return Cond(self.pick(["and", "or"]), a, b)
        if depth < 2 and r < 0.27:
            return Cond("not", self.cond(sc, depth + 1))
        ar = sorted(sc.arities) if sc.arities else sorted(P.input.arities)
        r = self.rng.random()
        if r < 0.3:
            return Cond("leaf")
        if r < 0.65:
            k = self.pick(ar + [self.rng.randint(0, 3)])
            return Cond("arity", self.pick(["==", "!=", "<", ">=", ">", "<="]), k)
        if r < 0.95 and P.input.int_fields:
            f, vals = self.pick(P.input.int_fields)
            mod = self.pick([None, None, 2, 3]) if vals > 3 else None
            k = self.rng.randrange(mod if mod else vals)
            return Cond("field", f, mod, self.pick(["==", "!=", "<", ">="]), k)
        if not P.consts:
            return Cond("leaf")
        name, v = self.pick(P.consts)
        k = self.rng.randint(max(0, v - 2), v + 2)
        op = self.pick(["==", "<", ">", ">=", "<=", "!="])
        return Cond("const", "%s %s %d" % (name, op, k), compare(v, op, k))

    # -- the program -------------------------------------------------------
    def program(self):
        P, o = self.P, self.o
        rng = self.rng
        # Dims: a few small ones, now and then a big one.
        small = sorted(set(rng.randint(1, 8) for _ in range(3)))
        dims = small[:]
        big = None
        if o.big_dims and self.chance(0.45):
            # Packed GEMMs need 16 rows or more.
            big = self.pick([16, 17, 24, 32, 33, 48, 64, 65, 70])
            dims.append(big)
        names = ["H", "D", "K", "G"]
        for i, d in enumerate(dims):
            if self.chance(0.6):
                P.consts.append((names[i], d))
        # The input.
        kind = self.pick(o.kinds.split(","))
        int_fields = []
        for i in range(rng.randint(1, 3)):
            int_fields.append((["word", "lab", "tag"][i], self.pick([2, 3, 5, 7, 10, 16])))
        vec_fields = []
        for i in range(rng.randint(0, 2)):
            vec_fields.append((["v", "u"][i], self.pick(dims)))
        if kind == "tree2":
            ar = {0, 2} if self.chance(0.5) else {0, 1, 2}
        elif kind == "seq":
            ar = {0, 1}
        else:
            ar = set(range(0, rng.randint(2, 5) + 1))
        P.input = Input(self.pick(["t", "g", "s"]), kind, int_fields, vec_fields, ar)
        # The rec's type.
        ncomp = self.wpick([(5, 1), (4, 2), (1, 3)])
        comps = []
        for i in range(ncomp):
            shape = self.wpick([(8, (self.pick(dims),)), (1, ()), (1.5, (self.pick(dims), self.pick(dims))),
                                (0.4, (self.pick(small), self.pick(small), self.pick(small)))])
            if i == 0 and big and self.chance(0.6):
                shape = (big,) if self.chance(0.8) else (big, self.pick(small))
            comps.append((["h", "c", "m"][i] if ncomp > 1 else None, shape))
        rec = Rec("node", comps)
        P.recs.append(rec)
        sc = Scope("rec", "n", set(ar))
        sc.dims = dims
        ret = rec.ret if ncomp > 1 else comps[0][1]
        if self.chance(0.5):
            # The classic cell: a leaf from its word, the rest from the
            # children (TreeRNN, TreeLSTM, MV-RNN).
            leaf = sc.copy()
            leaf.arities = {0}
            leaf.keyed = int_fields[0][0]
            then, _ = self.body(leaf, ret, allow_if=False)
            rest = sc.copy()
            rest.arities = set(ar) - {0}
            gates = self.gates(rest)
            others, _ = self.body(rest, ret, level=1)
            rec.body = [If(Cond("leaf"), then, None)] + gates + others
        else:
            rec.body, _ = self.body(sc, ret)
        self.outputs(dims)
        if o.recs or o.readouts:
            # Language v2's additions, from a stream of their own (Options.recs).
            main, self.rng = self.rng, random.Random(P.seed * 1000003 + 7)
            aux = self.second_rec(dims, ar) if o.recs and self.chance(0.5) else None
            if o.readouts and self.chance(0.6):
                self.readout_outputs(dims, aux)
            self.rng = main
        self.data()
        return P

    def second_rec(self, dims, ar):
        """A second rec, bottom-up (reading its children) or local, reading
        the first at the node and at its children; its state a vector or a
        scalar.  The outputs made after it read it too."""
        P = self.P
        shape = self.wpick([(4, (self.pick(dims),)), (1, ()), (2, self.pick(P.rec.ret)[1])])
        aux = Rec("aux", [(None, shape)])
        aux.direction = "up" if self.chance(0.6) else "local"
        sc = Scope("rec", "n", set(ar))
        sc.dims = dims
        sc.aux = aux
        # One branch, few lets: the fusion copies the first rec's body into
        # a kernel per pair of branches, and GCC's growth limit for a whole
        # unit (docs/reliability.md, finding 5 of the sixth campaign, not
        # fixed) is reached sooner with every copy.
        aux.body, _ = self.body(sc, shape, allow_if=False, max_lets=2)
        P.recs.append(aux)
        for i in range(self.rng.randint(0, 1)):
            per_node = self.chance(0.5)
            osc = Scope("out_node" if per_node else "out_root", "n" if per_node else P.input.name + ".root", None)
            osc.dims = dims
            osc.aux = aux
            x = self.tensor(shape, osc, self.rng.randint(0, 2))
            P.outputs.append(Output("a%d" % (i + 1), per_node, E("bin", ["+", x, E("state", [osc.node if per_node
                                    else P.input.name + ".root", None, "aux"], shape, 1.0)], shape, x.scale + 1)))
        return aux

    def node_reduce(self, shape, sc, depth):
        """sum/max/mean(k in INPUT.nodes) BODY: a readout, BODY reading the
        recs' states (and vector fields) at k only, params by constant
        rows, no fns (Gen.int_sources)."""
        kind = self.pick(["sum", "max", "mean"])
        inner = Scope("readout", "k", None)
        inner.dims = sc.dims
        inner.aux = sc.aux
        body = self.sub(shape, inner, depth)
        if not uses_state(body):
            body = E("bin", ["+", body, self.state_term(shape, inner)], shape, body.scale + 1.0)
        scale = body.scale * (self.o.max_nodes if kind == "sum" else 1.0)
        return E("nred", [kind, "k", self.P.input.name, body], shape, scale)

    def readout_outputs(self, dims, aux):
        """Outputs with node-set reductions: a per-structure or per-node
        output whose expression has readouts, and (now and then) a softmax
        attention over the nodes as attn_treelstm writes it, in a block:
        m = max(k) s(k) a readout the two sums read."""
        P = self.P
        for i in range(self.rng.randint(1, 2)):
            per_node = self.chance(0.4)
            sc = Scope("out_node" if per_node else "out_root", "n" if per_node else P.input.name + ".root", None)
            sc.dims = dims
            sc.aux = aux
            sc.nred = True
            shape = self.wpick([(3, self.pick(P.rec.ret)[1]), (2, (self.pick(dims),)), (1, ())])
            x = self.node_reduce(shape, sc, self.rng.randint(1, 3))
            if self.chance(0.5):
                x = E("bin", ["+", self.bound(x), self.tensor(shape, sc, self.rng.randint(0, 2))], shape, x.scale + 1)
            P.outputs.append(Output("r%d" % (i + 1), per_node, self.bound(x)))
        if self.chance(0.6):
            per_node = self.chance(0.4)
            sc = Scope("out_node" if per_node else "out_root", "n" if per_node else P.input.name + ".root", None)
            sc.dims = dims
            sc.aux = aux
            inner = Scope("readout", "k", None)
            inner.dims = dims
            inner.aux = aux
            score = self.tensor((), inner, self.rng.randint(1, 3))
            if not uses_state(score):
                score = E("bin", ["+", score, self.state_term((), inner)], (), score.scale + 1.0)
            m = self.new_name("m")
            mlet = Let(m, E("nred", ["max", "k", P.input.name, score], (), score.scale))
            mref = E("name", [m], (), score.scale)
            w = E("call", ["exp", E("bin", ["-", score, mref], (), 2 * score.scale)], (), 1.0, pos=None)
            z = E("nred", ["sum", "k", P.input.name, w], (), 1.0, pos=1.0)
            if per_node:
                # the node's attention weight: exp(s(n) - m) / z
                here = rename_node(score, "k", "n")
                wn = E("call", ["exp", E("bin", ["-", here, mref], (), 2 * score.scale)], (), 1.0)
                x = E("bin", ["/", wn, z], (), 1.0)
            else:
                shape = self.wpick([(3, self.pick(P.rec.ret)[1]), (2, (self.pick(dims),))])
                val = self.tensor(shape, inner, self.rng.randint(0, 2))
                if not uses_state(val):
                    val = E("bin", ["+", val, self.state_term(shape, inner)], shape, val.scale + 1.0)
                v = E("nred", ["sum", "k", P.input.name, E("bin", ["*", w, val], shape, val.scale)], shape,
                      val.scale)
                x = E("bin", ["/", v, z], shape, val.scale)
            P.outputs.append(Output("att", per_node, x, lets=[mlet]))

    def outputs(self, dims):
        P = self.P
        n = self.rng.randint(1, self.o.max_outputs)
        for i in range(n):
            per_node = self.chance(0.4)
            sc = Scope("out_node" if per_node else "out_root", "n" if per_node else P.input.name + ".root",
                       None)
            sc.dims = dims
            name = "o%d" % (i + 1)
            r = self.rng.random()
            if r < 0.15:
                # argmax, and the vector it is taken of.
                d = self.pick(dims)
                x = self.tensor((d,), sc, self.rng.randint(1, 3))
                P.outputs.append(Output(name, per_node, E("call", ["argmax", x], None), is_int=True))
                P.outputs.append(Output(name + "_val", per_node, x))
                continue
            if r < 0.22 and per_node:
                srcs = self.int_sources(sc, allow_argmax=False)
                if srcs:
                    P.outputs.append(Output(name, per_node, self.wpick(srcs), is_int=True))
                    continue
            shape = self.wpick([(3, self.pick(P.rec.ret)[1]), (2, (self.pick(dims),)), (1, ()),
                                (0.5, (self.pick(dims), self.pick(dims)))])
            x = self.tensor(shape, sc, self.rng.randint(0, 3))
            if not uses_state(x) and self.chance(0.8):
                # Mostly outputs of the recursion's result.
                x = E("bin", ["+", x, self.state_term(shape, sc)], shape, x.scale + 1)
            P.outputs.append(Output(name, per_node, x))

    def child_term(self, shape, sc):
        """A term of this shape made of a child's state (of the rec whose
        body it is)."""
        ks = sc.child_ks(self.P)
        rec = sc.aux if sc.aux else self.P.rec
        named = [rec.name] if sc.aux else []
        comps = rec.ret
        c, cs = self.pick([x for x in comps if x[1] == shape] or comps)
        if ks and self.chance(0.6):
            st = E("state", ["n.child[%d]" % self.pick(ks), c] + named, cs, 1.0)
            if cs != shape:
                st = E("call", ["mean", st], (), 1.0)
        else:
            st = E("state", ["k", c] + named, cs, 1.0)
            if cs != shape:
                st = E("call", ["mean", st], (), 1.0)
            st = E("red", [self.pick(["sum", "max", "mean"]), "k", st], st.shape, 1.0)
        if st.shape != shape:
            st = E("bin", ["*", st, E("call", ["ones", shape], shape, 1.0)], shape, 1.0)
        return st

    def state_term(self, shape, sc, node=None):
        node = node or self.state_nodes(sc)[0][0]
        for c, cs in self.P.rec.ret:
            if cs == shape:
                return E("state", [node, c], shape, 1.0)
        c, cs = self.pick(self.P.rec.ret)
        st = E("state", [node, c], cs, 1.0)
        red = E("call", ["mean", st], (), 1.0)
        return red if shape == () else E("bin", ["*", red, E("call", ["ones", shape], shape, 1.0)], shape, 1.0)

    # -- data --------------------------------------------------------------
    def data(self):
        P, rng = self.P, self.rng
        inp = P.input
        lines = ["# cxgen seed %d: %s" % (P.seed, inp.decl())]
        nstruct = rng.randint(1, self.o.max_structs)
        if self.chance(0.15):
            nstruct = rng.randint(20, 40)     # big batches: threads, big groups
        quant = self.chance(0.3)              # vector values with exact ties
        for s in range(nstruct):
            n = rng.randint(1, self.o.max_nodes) if s else rng.randint(1, 3)
            children = self.structure(inp, n)
            ids = ["%s%d" % (self.pick("abcxyz"), v) for v in range(len(children))]
            order = list(range(len(children)))
            rng.shuffle(order)
            for v in order:
                fields = []
                for f, vals in inp.int_fields:
                    fields.append("%s=%d" % (f, rng.randrange(vals)))
                for f, d in inp.vec_fields:
                    if quant:
                        xs = ["%.3f" % (rng.randint(-8, 8) / 8) for _ in range(d)]
                    else:
                        xs = ["%.4f" % rng.uniform(-1, 1) for _ in range(d)]
                    fields.append("%s=%s" % (f, ",".join(xs)))
                kids = " ".join(ids[c] for c in children[v])
                lines.append("%s: %s | %s" % (ids[v], kids, " ".join(fields)))
            lines.append("")
        P.data = "\n".join(lines)
        P.run_seed = rng.randint(1, 1000)

    def structure(self, inp, n):
        """children lists of a structure of at most n nodes whose arities
        are in inp.arities (tests/gen_structures.py's shapes; a DAG node
        may get more children, when a node without a parent is given one)."""
        rng = self.rng
        if inp.kind == "seq":
            return [[]] + [[v - 1] for v in range(1, n)]
        if inp.kind == "dag":
            return gen_structures.dag(rng, n, max(inp.arities))
        if inp.arities == {0, 2}:
            return gen_structures.binary(rng, n)
        return gen_structures.tree(rng, n, max(inp.arities))


class Deps:
    """Which values depend on the node and which read a row at a
    node-invariant index (Options.inv_rows).  fn calls are seen through:
    their bodies are inlined (as the compiler does) before asking."""

    def __init__(self, P):
        self.P = P
        self.dep = set()      # lets (and "let.comp" of tuple lets) that depend on the node
        self.crow = set()     # ... that read such a row
        self.gains = {}       # let -> Deps.gain

    def flags(self, x):
        """(depends on the node, reads a row at a node-invariant index
        somewhere inside).  The second does not look at the first: the
        RA-IR's folding makes more values invariant than it seems (a mean
        over children of zeros is zeros), so Options.inv_rows keeps such
        rows out of every product."""
        if isinstance(x, I):
            if x.op in ("field", "arity", "nint"):
                return True, False
            if x.op == "name":
                return x.args[0] in self.dep, False
            return any(self.flags(k)[0] for k in x.kids()), False
        if x.op in ("field", "state"):
            return True, False
        if x.op == "red":
            return True, self.flags(x.args[2])[1]
        if x.op == "name":
            return x.args[0] in self.dep, x.args[0] in self.crow
        if x.op == "comp":
            key = "%s.%s" % tuple(x.args)
            return key in self.dep, key in self.crow
        if x.op == "call" and self.fn(x.args[0]):
            return merge(self.flags(r) for r in self.inline(x))
        d, c = merge(self.flags(k) for k in x.kids())
        if x.op == "index" and not self.flags(x.args[1])[0]:
            c = True
        return d, c

    def fn(self, name):
        for f in self.P.fns:
            if f.name == name:
                return f
        return None

    def inline(self, call):
        """The expressions a fn call returns, its parameters replaced by
        the arguments (one per tuple component)."""
        f = self.fn(call.args[0])
        env = dict(zip([n for n, _ in f.params], call.args[1:]))
        out = []
        for st in f.body:
            if isinstance(st, Let):
                env[st.name] = subst_names(st.expr, env)
            elif isinstance(st, Return):
                out = [subst_names(e, env) for e in st.exprs]
        return out

    def note_let(self, name, e):
        if isinstance(e, E) and e.tuple is not None and self.fn(e.args[0]):
            for (c, _), r in zip(e.tuple, self.inline(e)):
                self.note_let("%s.%s" % (name, c), r)
            return
        d, c = self.flags(e)
        if d:
            self.dep.add(name)
        if c:
            self.crow.add(name)
        if isinstance(e, E):
            self.gains[name] = self.gain(e)

    def gain(self, x):
        """How much x moves, at most and roughly (RMS), when the children's
        states move by 1: the rec's return keeps it below 1, so that the
        recursion contracts and float rounding cannot grow along a deep
        structure (an expansive recurrence is chaotic: two correct
        implementations end 1e-4 apart after 30 levels)."""
        if isinstance(x, I):
            return 0.0
        op, a = x.op, x.args
        if op == "state":
            return 1.0
        if op == "name":
            return self.gains.get(a[0], 0.0)
        if op == "comp":
            return self.gains.get("%s.%s" % (a[0], a[1]), 0.0)
        if op in ("lit", "field"):
            return 0.0
        if op in ("index", "slice"):
            return self.gain(a[0])
        if op == "neg":
            return self.gain(a[0])
        if op == "red":
            g = self.gain(a[2])
            return g * max(self.P.input.arities) if a[0] == "sum" else g
        if op == "bin":
            opch, l, r = a
            gl, gr = self.gain(l), self.gain(r)
            if opch in "+-":
                return gl + gr
            if opch == "*":
                return gl * r.scale + l.scale * gr
            if opch == "/":
                p = r.pos or 0.3
                return gl / p + l.scale * gr / (p * p)
            # @: the matrix's norm is about its RMS times sqrt(rows) + sqrt(cols)
            return matnorm(l) * gr + gl * vecnorm(r)
        if op == "call":
            f = a[0]
            if self.fn(f):
                return max([self.gain(r) for r in self.inline(x)] or [0.0])
            xs = a[1:]
            if f in ("zeros", "ones"):
                return 0.0
            g = max([self.gain(k) for k in xs if isinstance(k, E)] or [0.0])
            if f == "sigmoid":
                return 0.25 * g
            if f == "exp":
                return math.exp(min(xs[0].scale, 3.0)) * g
            if f == "log":
                return g / (xs[0].pos or 0.3)
            if f == "sqrt":
                return g / (2 * math.sqrt(xs[0].pos or 0.3))
            if f == "log_softmax":
                return 2 * g
            if f in ("sum", "dot"):
                n = 1
                for d in xs[0].shape:
                    n *= dimval(d)
                if f == "dot":
                    return math.sqrt(n) * (self.gain(xs[0]) * xs[1].scale + xs[0].scale * self.gain(xs[1]))
                return math.sqrt(n) * g
            return g          # tanh relu abs softmax mean max min concat transpose argmax
        return 0.0

    def inv_row_operands(self, xs):
        return any(self.flags(x)[1] for x in xs)

    def bad_products(self, x):
        """How many products in x (fn calls inlined) read such a row."""
        n = 0
        if isinstance(x, E):
            if x.op == "bin" and x.args[0] == "@" and self.inv_row_operands(x.args[1:]):
                n += 1
            if x.op == "call" and self.fn(x.args[0]):
                n += sum(self.bad_products(r) for r in self.inline(x))
        return n + sum(self.bad_products(k) for k in x.kids())


def matnorm(m):
    """About the spectral norm of a matrix of this RMS (a vector: its 2-norm)."""
    if m.shape is None or len(m.shape) == 0:
        return m.scale
    if len(m.shape) == 1:
        return vecnorm(m)
    return m.scale * (math.sqrt(dimval(m.shape[0])) + math.sqrt(dimval(m.shape[1])))


def vecnorm(v):
    """A factor for the right side of @: a vector's RMS, a matrix's norm."""
    if v.shape is None or len(v.shape) < 2:
        return v.scale
    return matnorm(v)


def merge(pairs):
    d = c = False
    for a, b in pairs:
        d, c = d or a, c or b
    return d, c


def subst_names(x, env):
    if x.op == "name" and x.args[0] in env:
        return env[x.args[0]]
    kids = [subst_names(a, env) if isinstance(a, (E, I)) else a for a in x.args]
    if isinstance(x, I):
        return I(x.op, kids, x.lo, x.hi)
    return E(x.op, kids, x.shape, x.scale, x.pos, x.tuple)


def inv_row_products(P):
    """How many products of P (fn calls inlined) are the construct
    Options.inv_rows keeps out: for the minimizer, whose rewrites must not
    wander into that known bug.  (A fn's own body has none: its products
    are checked where it is called.)"""
    D = Deps(P)
    count = [0]

    def visit(x):
        count[0] += D.bad_products(x)

    for body in [r.body for r in P.recs]:
        for st in walk_stmts(body):
            if isinstance(st, Let):
                visit(st.expr)
                D.note_let(st.name, st.expr)
            elif isinstance(st, Return):
                for x in st.exprs:
                    visit(x)
    for o in P.outputs:
        visit(o.expr)
    return count[0]


def rename_node(e, old, new):
    """A copy of e reading node `new` where it reads `old` (states and
    fields)."""
    if isinstance(e, I):
        args = [rename_node(a, old, new) if isinstance(a, (E, I)) else a for a in e.args]
        if e.op == "field" and args[0] == old:
            args[0] = new
        return I(e.op, args, e.lo, e.hi)
    args = [rename_node(a, old, new) if isinstance(a, (E, I)) else a for a in e.args]
    if e.op in ("state", "field") and args[0] == old:
        args[0] = new
    return E(e.op, args, e.shape, e.scale, e.pos, e.tuple)


def uses_state(e):
    if isinstance(e, E) and e.op == "state":
        return True
    return any(uses_state(k) for k in e.kids())


def lit(v):
    text = repr(float(v)) if v != int(v) else "%.1f" % v
    return E("lit", [text], (), abs(v), pos=v if v > 0 else None)


def pow2_below(x):
    k = 1.0
    while k > x:
        k /= 2
    return k


def dimval(d):
    return d if isinstance(d, int) else 4


def param_scale(shape):
    if len(shape) < 2:
        return 0.1
    fan = 1
    for d in shape[1:]:
        fan *= d
    return 1.0 / math.sqrt(fan)


def unify(pattern, shape, b):
    """Bind a fn's symbolic shape to a concrete one; None when impossible."""
    if b is None or pattern is None or shape is None or len(pattern) != len(shape):
        return None
    b = dict(b)
    for p, d in zip(pattern, shape):
        if isinstance(p, str):
            if b.get(p, d) != d:
                return None
            b[p] = d
        elif p != d:
            return None
    return b


def subst(shape, b):
    return tuple(b[d] if isinstance(d, str) else d for d in shape)


def generate(seed, opts=None):
    return Gen(seed, opts or Options()).program()


def main(argv):
    args = argv[1:]
    if len(args) < 2 or not args[0].isdigit():
        print("usage: cxgen.py SEED DIR [--opt NAME=VALUE ...]  (SEED a number)", file=sys.stderr)
        sys.exit(2)
    seed, out = int(args[0]), args[1]
    opts = Options()
    i = 2
    while i < len(args):
        if args[i] == "--opt" and i + 1 < len(args):
            k, _, v = args[i + 1].partition("=")
            try:
                opts.set(k, v)
            except ValueError as e:
                print("cxgen: --opt %s: %s" % (args[i + 1], e), file=sys.stderr)
                sys.exit(2)
            i += 2
        else:
            print("cxgen: unknown argument %r (usage: cxgen.py SEED DIR [--opt NAME=VALUE ...])" % args[i],
                  file=sys.stderr)
            sys.exit(2)
    os.makedirs(out, exist_ok=True)
    P = generate(seed, opts)
    with open(os.path.join(out, "model.cx"), "w") as f:
        f.write(P.render())
    with open(os.path.join(out, "data.graph"), "w") as f:
        f.write(P.data)
    print("seed %d: %s, run with --seed %d" % (seed, P.input.decl(), P.run_seed))


if __name__ == "__main__":
    main(sys.argv)
