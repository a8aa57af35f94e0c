#!/usr/bin/env python3
"""jit_views.py DIR: writes the models of tests/jit_views.sh into DIR.

Views of params (rows, rows of rows, slices, slices of rows, transposes)
with constant and run-time indices, each in every position an expression
can take (matrix operand, vector operand, elementwise, reductions over the
elements and over the children, softmax, concat, argmax as an index,
outputs), in both branches of a tree cell.  A constant row of a rank-3
param once read row 0 in the compiled code (`P5[1] @ P6`, issue 19): the
product was invariant, and its loop was placed before the let of its row
index.  Every model here is run by the interpreter and by the compiled
code and the numbers compared.

One model per view: its state is a tuple with one component per
position, so a view costs one compile.  Prints the models' names."""
import os
import sys

H = 4
PARAMS = """const H = 4;
param A2 : [6, 4];
param A3 : [3, 4, 4];
param B3 : [3, 5, 4];
param D2 : [3, 6];
param W : [4, 4];
param U : [4, 8];
param E : [10, 4];
param b : [4];
input g : tree[2] { word : int };
"""

# [4, 4] matrices.  {w} is a run-time int (n.word, or a child's word).
MATRICES = [
    ("m_row3_const", "A3[1]"),
    ("m_row3_run", "A3[{w} % 3]"),
    ("m_row3_slice_const", "B3[2][1:5]"),
    ("m_row3_slice_run", "B3[{w} % 3][0:4]"),
    ("m_row3_transpose_const", "transpose(A3[2])"),
    ("m_row3_transpose_run", "transpose(A3[{w} % 3])"),
    ("m_slice3_row_const", "A3[1:3][1]"),
    ("m_slice3_row_run", "A3[0:2][{w} % 2]"),
    ("m_slice2", "A2[1:5]"),
    ("m_slice2_transpose", "transpose(A2[2:6])"),
    ("m_row3_argmax", "A3[argmax(D2[1][0:3])]"),
]

# [4] vectors.
VECTORS = [
    ("v_row2_const", "A2[3]"),
    ("v_row2_run", "A2[{w} % 6]"),
    ("v_rowrow3_const", "A3[2][1]"),
    ("v_rowrow3_run_const", "A3[{w} % 3][1]"),
    ("v_rowrow3_const_run", "A3[1][{w} % 4]"),
    ("v_rowrow3_run_run", "A3[{w} % 3][({w} + 1) % 4]"),
    ("v_row3_slice_row", "B3[1][1:5][2]"),
    ("v_slice3_row_row", "A3[1:3][1][3]"),
    ("v_row2_slice_const", "D2[2][1:5]"),
    ("v_row2_slice_run", "D2[{w} % 3][2:6]"),
    ("v_slice2_row_const", "A2[2:5][1]"),
    ("v_slice2_row_run", "A2[2:5][{w} % 3]"),
    ("v_row3_slice_row_run", "A3[2][1:3][{w} % 2]"),
    ("v_transpose_row", "transpose(A3[1])[2]"),
    ("v_row_argmax", "A3[argmax(A2[0][0:3])][1]"),
]


def matrix_positions(M, x, internal):
    """Expressions of shape [4] that use the [4, 4] matrix M; x is [4]."""
    out = [
        "%s @ %s" % (M, x),
        "%s @ A2[2]" % M,
        "%s @ A3[1][{w} %% 4]" % M,
        "(%s * %s) @ %s" % (M, M, x),
        "W @ (%s @ %s) + b" % (M, x),
        "(%s @ W) @ %s" % (M, x),
        "(W @ %s) @ A2[4]" % M,
        "sum(%s) * %s" % (M, x),
        "%s[1] + %s" % (M, x),
        "%s[{w} %% 4] * %s" % (M, x),
        "concat(%s[1:3] @ %s, %s[2:4])" % (M, x, x),
        "U @ concat(%s @ %s, %s)" % (M, x, x),
        "softmax(%s @ %s)" % (M, x),
    ]
    if internal:
        out += [
            "sum(k in n.children) %s @ node(k).c0" % M,
            "sum(k in n.children) %s @ node(k).c1" % M.replace("{w}", "k.word"),
            "max(k in n.children) tanh(%s)[2] * node(k).c2" % M.replace("{w}", "k.word"),
        ]
    return out


def vector_positions(v, x, internal):
    """Expressions of shape [4] that use the [4] vector v."""
    out = [
        "%s" % v,
        "W @ %s" % v,
        "W @ %s + U @ concat(%s, %s)" % (v, x, v),
        "%s + %s" % (v, x),
        "tanh(%s) * %s" % (v, x),
        "max(%s, %s)" % (v, x),
        "sum(%s) * %s" % (v, x),
        "mean(%s) * %s" % (v, x),
        "dot(%s, %s) * %s" % (v, x, x),
        "softmax(%s)" % v,
        "log_softmax(%s) + %s" % (v, x),
        "concat(%s[1:3], %s[0:2])" % (v, x),
        "A2[argmax(%s)] + %s" % (v, x),
        "transpose(A3[1]) @ %s" % v,
    ]
    if internal:
        out += [
            "sum(k in n.children) %s * node(k).c0" % v,
            "mean(k in n.children) %s * node(k).c1" % v.replace("{w}", "k.word"),
            "sum(k in n.children) W @ (%s * node(k).c2)" % v.replace("{w}", "k.word"),
        ]
    return out


def model(name, view, positions):
    leaf = positions(view, "E[n.word % 10]", False)
    internal = positions(view, "tanh(node(n.child[0]).c0 - node(n.child[1]).c1)", True)
    ncomp = len(internal)
    # The leaf branch has fewer positions: its extra components repeat
    # the first ones with other words.
    leaf = (leaf * (ncomp // len(leaf) + 1))[:ncomp]
    comps = ", ".join("c%d : [H]" % i for i in range(ncomp))

    def tup(exprs, w):
        return "(" + ", ".join("tanh(%s)" % e.replace("{w}", w) for e in exprs) + ")"

    lines = [
        "// %s: %s in every position (tests/jit_views.py)" % (name, view.replace("{w}", "W")),
        "model %s;" % name,
        PARAMS,
        "rec node(n) -> (%s) {" % comps,
        "  if leaf(n) { return %s; }" % tup(leaf, "n.word"),
        "  return %s;" % tup(internal, "n.child[1].word"),
        "}",
    ]
    for i in range(ncomp):
        lines.append("output o%d = node(g.root).c%d;" % (i, i))
    first = positions(view, "node(n).c0", False)[0].replace("{w}", "n.word")
    lines.append("output every(n) = %s;" % first)
    return "\n".join(lines) + "\n"


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    # The model of issue 19, finding 1, as it was reported.
    with open(os.path.join(out, "issue19_rank3_const_row.cx"), "w") as f:
        f.write("const H = 5; param P5 : [3, 5, 4]; param P6 : [4];\n"
                "input g : tree[2] { word : int }; rec node(n) -> [H] { return P5[1] @ P6; }\n"
                "output o_root = node(g.root);\n")
    print("issue19_rank3_const_row")
    for name, view in MATRICES:
        with open(os.path.join(out, name + ".cx"), "w") as f:
            f.write(model(name, view, matrix_positions))
        print(name)
    for name, view in VECTORS:
        with open(os.path.join(out, name + ".cx"), "w") as f:
            f.write(model(name, view, vector_positions))
        print(name)


main()
