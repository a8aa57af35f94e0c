/* cortex ir MODEL.cx --stage ast|ra|loops|c: the program at a chosen stage. */
#include "driver/driver.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "backend/jit/jit.h"
#include "ir/ir_dot.h"
#include "ir/loops.h"
#include "parser/parser.h"

static void ir_usage(FILE *out) {
  fprintf(out, "Usage: cortex ir [OPTIONS] MODEL.cx --stage STAGE\n"
               "\n"
               "Prints the model at a stage of the compiler:\n"
               "  ast     the checked syntax tree, with the shape of every expression\n"
               "  ra      the recursive IR: one dataflow graph per branch of the rec,\n"
               "          after constant folding, CSE and DCE (-O0: before them)\n"
               "  loops   the loop IR: one fused kernel per branch (and per output), its loops\n"
               "          over the nodes of a level, the elements and the rows of the weights\n"
               "  c       the code given to libgccjit, as C-like pseudo-source\n"
               "\n"
               "Options:\n"
               "  --stage STAGE        ast, ra, loops or c (default ra)\n"
               "  -o FILE              write to FILE instead of standard output\n"
               "  --dot                with --stage ra: a Graphviz graph (| dot -Tsvg > ra.svg)\n");
  front_usage(out);
}

int cmd_ir(int argc, char **argv) {
  FrontOptions fo = {0};
  const char *stage = "ra", *outpath = NULL;
  bool dot = false;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      ir_usage(stdout);
      return EXIT_OK;
    }
    int r = front_option(&fo, "ir", argc, argv, &i);
    if (r < 0) return EXIT_USAGE;
    if (r) continue;
    if (strcmp(a, "--stage") == 0 || strcmp(a, "-o") == 0) {
      if (i + 1 >= argc) return usage_error("ir", "option '%s' needs an argument", a);
      if (a[1] == 'o') outpath = argv[++i];
      else stage = argv[++i];
    } else if (strcmp(a, "--dot") == 0) {
      dot = true;
    } else if (strncmp(a, "--stage=", 8) == 0) {
      stage = a + 8;
    } else if (a[0] == '-' && a[1]) {
      return driver_unknown_option("ir", a, ir_usage);
    } else if (fo.model) {
      return usage_error("ir", "more than one model given ('%s' and '%s')", fo.model, a);
    } else {
      fo.model = a;
    }
  }
  if (!fo.model) return usage_error("ir", "no model given (e.g. cortex ir examples/treelstm.cx --stage ra)");
  bool ast = strcmp(stage, "ast") == 0, ra = strcmp(stage, "ra") == 0;
  bool loops = strcmp(stage, "loops") == 0, c = strcmp(stage, "c") == 0;
  if (!ast && !ra && !loops && !c)
    return usage_error("ir", "unknown stage '%s' (expected ast, ra, loops or c)", stage);
  if (dot && !ra) return usage_error("ir", "--dot draws the RA-IR: use it with --stage ra");
  if (driver_output_not_input("ir", outpath, "the model", fo.model)) return EXIT_USAGE;

  CxSession s;
  driver_session(&s, &fo);
  int status = EXIT_USER;
  CxProgram *prog = driver_load(&s, &fo);
  FILE *out = stdout;
  CxrtAtomicFile *af = NULL;
  CxrtError err = {0};
  if (prog && outpath) {
    /* The runtime's writer: replaced only when complete (stdlib/atomic.c). */
    if ((af = cxrt_atomic_open(outpath, &err))) out = cxrt_atomic_stream(af);
    else prog = NULL;
  }
  if (prog && ast) {
    ast_dump(out, prog->main, true);
    status = EXIT_OK;
  } else if (prog) {
    IrProgram *ir = driver_lower(&s, prog, &fo);
    if (ir && ra) {
      if (dot) ir_print_dot(out, ir);
      else ir_print(out, ir);
      status = EXIT_OK;
    } else if (ir && loops) {
      JitOptions jo; /* the schedule the JIT would use (CORTEX_JIT_OPTIONS too) */
      driver_jit_options(&fo, &jo);
      LoopProgram *lp = loop_schedule(ir, &jo.loops, &s.diag);
      if (lp) {
        loop_print(out, lp);
        loop_program_free(lp);
        status = EXIT_OK;
      }
    } else if (ir && c) {
      JitOptions jo;
      driver_jit_options(&fo, &jo);
      if (jit_dump_c(&s, ir, &jo, out) == 0) status = EXIT_OK;
    }
    ir_program_free(ir);
  }
  if (af && status == EXIT_OK && cxrt_atomic_commit(af, &err) != 0) status = EXIT_USER;
  else if (af && status != EXIT_OK) cxrt_atomic_abort(af);
  if (err.msg[0]) driver_print_error(&err, driver_color_stderr(fo.color));
  session_free(&s);
  front_options_free(&fo);
  return status;
}
