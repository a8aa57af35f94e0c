/* RA-IR as a Graphviz graph: `cortex ir MODEL.cx --stage ra --dot`. */
#ifndef CX_IR_DOT_H
#define CX_IR_DOT_H

#include <stdio.h>

#include "ir/ir.h"

/* Writes one DOT digraph: a cluster per branch (its guard in a nested
 * cluster, its per-child instructions in another) and per output; one
 * node per instruction labelled with its index, op, operands' details and
 * type; edges from each operand to its user; the state components a
 * branch returns as edges into a "return" node. */
void ir_print_dot(FILE *out, const IrProgram *p);

#endif
