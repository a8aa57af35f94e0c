/* Fuzz target: the front end, the RA-IR and the compiler, from .cx text.
 *
 * The input is lexed, parsed (a module that parses without errors must
 * print as source that parses again and prints the same), checked,
 * lowered and optimized; every lowered program must pass the verifier and
 * print.  A program that got this far and is small (params and values of
 * at most about a million elements) is then interpreted on a tiny fixed
 * structure of its input kind, with fields of the kinds it declares.
 * When also the input is at most 4 KiB and the program has at most
 * MAX_JIT_INSTRS RA-IR instructions, it is compiled with jit_compile (the
 * code `cortex run --jit --no-cache` runs: loop schedule, codegen,
 * libgccjit) at -O0, or -O1 for one input in four, and the compiled code
 * runs on the same structure.  A compile costs 50 to 300 ms, the rest
 * well under 1 ms: the budget keeps the exec rate useful.  A compile
 * error is fine; an "internal ..." diagnostic (libgccjit's errors come as
 * "internal compiler error: libgccjit: ...") aborts at once.
 * CXFUZZ_NO_JIT=1 leaves the compiler out.
 * Imports resolve in the source tree's stdlib/cx only (the input's own
 * folder does not exist), so the target reads no other files. */
#include "fuzz/fuzz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend/interp/interp.h"
#include "backend/jit/jit.h"
#include "ir/ir.h"
#include "lang/sema/session.h"
#include "parser/parser.h"

#ifndef CX_SRC_STDLIB_DIR
#define CX_SRC_STDLIB_DIR "stdlib/cx"
#endif

enum { MAX_ELEMS = 1 << 20, MAX_WORK = 1 << 24, MAX_DIM = 4096 };
/* The compile budget (besides small_enough). */
enum { MAX_JIT_INPUT = 4096, MAX_JIT_INSTRS = 400 };

/* Diagnostics are formatted (as the printing sink would) and dropped;
 * an internal error ("internal: ...", "internal compiler error: ...")
 * aborts at once (the stack shows who reported it): they are bugs. */
static void drop(void *user, const CxDiagEngine *eng, const CxDiagnostic *d) {
  (void)user;
  char line[256];
  diag_format_line(eng, d, line, sizeof line);
  if (strncmp(d->message, "internal", 8) == 0) cxfuzz_fail("an internal error was reported: %s", line);
}

static char *print_source(const AstModule *m) {
  char *buf = NULL;
  size_t size = 0;
  FILE *f = open_memstream(&buf, &size);
  if (!f) return NULL;
  ast_print_source(f, m);
  fclose(f);
  return buf;
}

/* print(parse(print(m))) == print(m). */
static void check_reprint(CxSession *s, const AstModule *m) {
  char *a = print_source(m);
  if (!a) return;
  int errors = s->diag.errors;
  int id = src_add_buffer(&s->src, "/nonexistent-cortex-fuzz/reprinted.cx", a, strlen(a));
  CxParseEnv env = {&s->arena, &s->names, &s->diag, 0};
  AstModule *m2 = cx_parse_module(&env, id);
  CXFUZZ_CHECK(m2 && s->diag.errors == errors, "the printed source does not parse:\n%s", a);
  char *b = print_source(m2);
  CXFUZZ_CHECK(b && strcmp(a, b) == 0, "printing is not stable:\n--- first ---\n%s\n--- second ---\n%s", a,
               b ? b : "");
  free(a);
  free(b);
}

static int64_t numel(const CxShape *sh) {
  int64_t n = 1;
  for (int d = 0; d < sh->rank; d++) {
    if (sh->dims[d] < 0 || (sh->dims[d] > 0 && n > INT64_MAX / sh->dims[d])) return -1;
    n *= sh->dims[d];
  }
  return n;
}

/* Whether interpreting p on a 4-node structure stays cheap. */
static bool small_enough(const IrProgram *p) {
  int64_t total = 0, work = 0;
  for (int i = 0; i < p->nparams; i++) {
    int64_t n = numel(&p->params[i].shape);
    if (n < 0 || n > MAX_ELEMS || (total += n) > MAX_ELEMS) return false;
  }
  for (int f = 0; f < p->nfields; f++)
    if (p->fields[f].is_vec && (p->fields[f].dim < 1 || p->fields[f].dim > MAX_DIM)) return false;
  for (int b = 0; b < p->nbranches + p->noutputs; b++) {
    const IrBlock *blk = b < p->nbranches ? &p->branches[b].body : &p->outputs[b - p->nbranches].body;
    for (int i = 0; i < blk->n; i++) {
      const IrInstr *ins = &blk->instrs[i];
      if (ins->type.kind != IRT_TENSOR) continue;
      int64_t n = numel(&ins->type.shape);
      if (n < 0 || n > MAX_ELEMS) return false;
      int64_t cost = n;
      if (ins->op == IR_MATMUL || ins->op == IR_DOT || ins->op == IR_SUM || ins->op == IR_MEAN ||
          ins->op == IR_SOFTMAX || ins->op == IR_LOG_SOFTMAX)
        for (int a = 0; a < ins->nargs; a++) {
          int64_t m = numel(&blk->instrs[ins->args[a]].type.shape);
          if (m < 0 || m > MAX_ELEMS) return false;
          cost += m * (ins->op == IR_MATMUL ? n : 1) / (ins->op == IR_MATMUL && a == 1 ? m : 1);
        }
      if ((work += 4 * cost) > MAX_WORK) return false;
    }
  }
  return true;
}

/* A tiny structure of the model's input kind in the graph format: a
 * chain for seq and tree[1], a diamond for dag, else a root with two
 * leaves; every field with small values. */
static char *structure_text(const IrProgram *p) {
  char *buf = NULL;
  size_t size = 0;
  FILE *f = open_memstream(&buf, &size);
  if (!f) return NULL;
  static const char *const chain[] = {"0:", "1: 0", "2: 1", "3: 2"};
  static const char *const diamond[] = {"0:", "1: 0", "2: 0", "3: 1 2"};
  static const char *const binary[] = {"0:", "1:", "2: 0 1", NULL};
  const char *const *lines = p->input_kind == CXRT_SEQ || p->max_arity == 1 ? chain
                             : p->input_kind == CXRT_DAG                     ? diamond
                                                                             : binary;
  for (int v = 0; v < 4 && lines[v]; v++) {
    fprintf(f, "%s |", lines[v]);
    for (int i = 0; i < p->nfields; i++) {
      const IrField *fd = &p->fields[i];
      fprintf(f, " %s=", fd->name);
      if (!fd->is_vec) {
        fprintf(f, "%d", (v + i) % 2);
        continue;
      }
      for (int j = 0; j < fd->dim; j++) fprintf(f, "%s%.2f", j ? "," : "", 0.25 * ((v + j) % 5) - 0.5);
    }
    fputc('\n', f);
  }
  fclose(f);
  return buf;
}

/* CXFUZZ_VERBOSE=1: say how far an input got (reproducing, seeding). */
static bool verbose(void) {
  static int v = -1;
  if (v < 0) v = getenv("CXFUZZ_VERBOSE") != NULL;
  return v;
}

static bool env_set(const char *name) { return getenv(name) != NULL; }

static int instr_count(const IrProgram *p) {
  int n = 0;
  for (int b = 0; b < p->nbranches; b++) n += p->branches[b].body.n;
  for (int b = 0; b < p->noutputs; b++) n += p->outputs[b].body.n;
  return n;
}

/* The tiny structure read and bound, and params with small values. */
typedef struct Fixture {
  CxrtDataset d;
  int *map;
  CxrtTensor *params;
  bool read;
} Fixture;

static void fixture_init(Fixture *fx, const IrProgram *p) {
  memset(fx, 0, sizeof *fx);
  fx->map = calloc((size_t)p->nfields + 1, sizeof *fx->map);
  fx->params = calloc((size_t)p->nparams + 1, sizeof *fx->params);
  char *text = structure_text(p);
  if (!text || !fx->map || !fx->params) {
    free(text);
    return;
  }
  CxrtReadOptions o = {CXRT_FMT_GRAPH, p->max_arity, p->input_kind, 0, 0};
  CxrtError err;
  if (cxrt_data_read_mem(text, strlen(text), "fuzz.graph", &o, NULL, &fx->d, &err) != 0) {
    /* Only an arity the structure cannot meet (tree[N] with fewer than 2
     * children) or a field shape the text cannot carry may fail here. */
    if (verbose()) fprintf(stderr, "cxfuzz: the tiny structure does not read: %s\n", err.msg);
    free(text);
    return;
  }
  free(text);
  fx->read = true;
  CXFUZZ_CHECK(cxrt_dataset_bind(&fx->d, &p->info, fx->map, &err) == 0, "the tiny structure does not bind: %s",
               err.msg);
  for (int i = 0; i < p->nparams; i++) {
    CXFUZZ_CHECK(cxrt_tensor_alloc(&fx->params[i], p->params[i].name, p->params[i].shape.rank,
                                   p->params[i].shape.dims, &err) == 0,
                 "cannot allocate param %s", p->params[i].name);
    int64_t n = cxrt_tensor_numel(&fx->params[i]);
    for (int64_t j = 0; j < n; j++) fx->params[i].data[j] = 0.125f * (float)((j * 7 + i * 3) % 13 - 6);
  }
}

static void fixture_free(Fixture *fx, const IrProgram *p) {
  if (fx->read) {
    cxrt_tensors_free(fx->params, p->nparams);
    cxrt_dataset_free(&fx->d);
  }
  free(fx->params);
  free(fx->map);
}

static void interpret(const IrProgram *p, const Fixture *fx, bool check_nan) {
  InterpOptions io = {.check_nonfinite = check_nan};
  Interp *in = interp_new(p, fx->params, &io);
  CxrtResult res = {0};
  CxrtError err;
  for (int32_t s = 0; s < fx->d.nstructs; s++)
    if (interp_run(in, &fx->d, s, fx->map, &res, &err) != 0) {
      CXFUZZ_CHECK(err.msg[0], "a failed run left no message");
      if (verbose()) fprintf(stderr, "cxfuzz: run error: %s\n", err.msg);
    } else if (verbose()) {
      fprintf(stderr, "cxfuzz: interpreted (%d outputs)\n", p->noutputs);
    }
  cxrt_result_free(&res);
  interp_free(in);
}

/* How far the inputs got, printed at exit by the libFuzzer build (the
 * "cxfuzz: stats" line of fuzz/out/frontend.log, which run.sh reports). */
static struct {
  long inputs, lowered, compiled, compile_errors, ran;
} stats;

#ifdef CXFUZZ_LIBFUZZER
static void print_stats(void) {
  fprintf(stderr, "cxfuzz: stats: %ld inputs, %ld lowered, %ld reached the compiler: %ld compiled (%ld ran), %ld compile errors\n",
          stats.inputs, stats.lowered, stats.compiled + stats.compile_errors, stats.compiled, stats.ran,
          stats.compile_errors);
}
#endif

/* Once: the stats at exit.  (libFuzzer's -timeout SIGALRM, which once
 * made libgccjit's embedded driver exit() the fuzzer, never reaches gcc:
 * backend/jit compiles in a child process that holds its signals.) */
static void first_compile(void) {
  static bool done;
  if (done) return;
  done = true;
#ifdef CXFUZZ_LIBFUZZER
  atexit(print_stats);
#endif
}

/* Compiles p as `cortex run --jit` does (but at -O0 or -O1) and runs the
 * compiled code on the fixture when it read. */
static void compile_and_run(CxSession *s, const IrProgram *p, const Fixture *fx, bool check_nan, int opt_level) {
  JitOptions o;
  jit_default_options(&o);
  o.opt_level = opt_level;
  o.check_nonfinite = check_nan;
  int errors = s->diag.errors;
  first_compile();
  JitModel *m = jit_compile(s, p, &o);
  if (!m) {
    stats.compile_errors++;
    /* drop() aborted on an internal error: this one is the user's. */
    CXFUZZ_CHECK(s->diag.errors > errors, "jit_compile failed without a message");
    if (verbose()) fprintf(stderr, "cxfuzz: compile error\n");
    return;
  }
  stats.compiled++;
  if (verbose()) fprintf(stderr, "cxfuzz: compiled at -O%d\n", opt_level);
  if (fx->read && fx->d.nstructs > 0) {
    stats.ran++;
    CxrtResult *res = calloc((size_t)fx->d.nstructs, sizeof *res);
    CxrtError err;
    memset(&err, 0, sizeof err);
    if (res && jit_run_batch(m, fx->params, &fx->d, 0, fx->d.nstructs, fx->map, res, &err) != 0) {
      CXFUZZ_CHECK(err.msg[0], "a failed compiled run left no message");
      CXFUZZ_CHECK(jit_valid_results(m) >= 0 && jit_valid_results(m) < fx->d.nstructs,
                   "a failed compiled run says %d of %d results are valid", jit_valid_results(m), fx->d.nstructs);
      if (verbose()) fprintf(stderr, "cxfuzz: compiled run error: %s\n", err.msg);
    } else if (res && verbose()) {
      fprintf(stderr, "cxfuzz: compiled code ran (%d structures)\n", fx->d.nstructs);
    }
    for (int32_t i = 0; res && i < fx->d.nstructs; i++) cxrt_result_free(&res[i]);
    free(res);
  }
  jit_free(m);
}

int cxfuzz_frontend(const uint8_t *data, size_t size) {
  CxSession s;
  session_init(&s);
  stats.inputs++;
  s.diag.sink = drop;
  s.stdlib_dir = CX_SRC_STDLIB_DIR;
  int id = src_add_buffer(&s.src, "/nonexistent-cortex-fuzz/fuzz.cx", (const char *)data, size);
  CxParseEnv env = {&s.arena, &s.names, &s.diag, 0};
  CxToken *toks;
  int ntoks = cx_lex(&env, id, &toks);
  CXFUZZ_CHECK(ntoks >= 1 && toks[ntoks - 1].kind == CX_TOK_EOF, "the token list does not end with EOF");
  s.diag.errors = 0;
  s.diag.limit_reached = false;
  AstModule *m = cx_parse_module(&env, id);
  CxProgram *prog = NULL;
  if (m && s.diag.errors == 0) {
    check_reprint(&s, m);
    prog = cx_check_module(&s, m);
  }
  if (prog && s.diag.errors == 0) {
    IrProgram *ir = ir_lower(&s, prog);
    CXFUZZ_CHECK(ir || s.diag.errors, "lowering failed without a message");
    if (ir) {
      stats.lowered++;
      CXFUZZ_CHECK(ir_verify(ir, &s.diag) == 0, "the verifier rejects the lowered program");
      CXFUZZ_CHECK(ir_optimize(ir, &s.diag) == 0, "the verifier rejects the optimized program");
      char *buf = NULL;
      size_t len = 0;
      FILE *f = open_memstream(&buf, &len);
      if (f) {
        ir_print(f, ir);
        fclose(f);
      }
      free(buf);
      if (small_enough(ir)) {
        Fixture fx;
        fixture_init(&fx, ir);
        if (fx.read) interpret(ir, &fx, size % 2 == 0);
        if (size <= MAX_JIT_INPUT && instr_count(ir) <= MAX_JIT_INSTRS && !env_set("CXFUZZ_NO_JIT"))
          compile_and_run(&s, ir, &fx, size % 2 == 0, size % 4 == 3 ? 1 : 0);
        else if (verbose()) fprintf(stderr, "cxfuzz: over the compile budget\n");
        fixture_free(&fx, ir);
      } else if (verbose()) {
        fprintf(stderr, "cxfuzz: lowered; too big to interpret or compile\n");
      }
      ir_program_free(ir);
    }
  }
  if (verbose() && !prog) fprintf(stderr, "cxfuzz: stopped with %d error(s)\n", s.diag.errors);
  session_free(&s);
  return 0;
}

CXFUZZ_TARGET(cxfuzz_frontend)
