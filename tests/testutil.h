/* Helpers shared by the tests that compile models from strings. */
#ifndef CX_TESTUTIL_H
#define CX_TESTUTIL_H

#include "ir/ir.h"
#include "lang/sema/session.h"
#include "stdlib/cxrt.h"

/* Diagnostics of a session kept as text ("file:line:col: error: msg"). */
typedef struct TestDiags {
  char lines[64][512];
  int n;
} TestDiags;

/* A session whose diagnostics go to d (may be NULL: dropped). */
void tu_session(CxSession *s, TestDiags *d);
/* Parses and checks model text; NULL on errors. */
CxProgram *tu_check(CxSession *s, const char *text);
/* Check + lower + (optionally) optimize; NULL on errors. */
IrProgram *tu_ir(CxSession *s, const char *text, bool optimize);
/* The printed RA-IR as a malloc'd string. */
char *tu_ir_text(const IrProgram *p);
/* Reads data from a string (format given) with a fresh vocabulary. */
int tu_data(const char *text, CxrtDataFormat fmt, const IrProgram *p, CxrtDataset *d, int *field_map,
            CxrtVocab **vocab, CxrtError *err);
/* Param tensors filled with a deterministic, asymmetric pattern. */
CxrtTensor *tu_params(const IrProgram *p, float scale);
/* Number of lines of text that contain needle. */
int tu_count(const char *text, const char *needle);

#endif
