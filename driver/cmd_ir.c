/* cortex ir MODEL.cx --stage ast|ra: the program at a chosen stage. */
#include "driver/driver.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "parser/parser.h"

static void ir_usage(FILE *out) {
  fprintf(out, "Usage: cortex ir [OPTIONS] MODEL.cx --stage STAGE\n"
               "\n"
               "Prints the model at a stage of the compiler:\n"
               "  ast     the checked syntax tree, with the shape of every expression\n"
               "  ra      the recursive IR: one dataflow graph per branch of the rec,\n"
               "          after constant folding, CSE and DCE (-O0: before them)\n"
               "\n"
               "Options:\n"
               "  --stage STAGE        ast or ra (default ra)\n"
               "  -o FILE              write to FILE instead of standard output\n"
               "  -O0                  do not optimize the RA-IR\n");
  front_usage(out);
}

int cmd_ir(int argc, char **argv) {
  FrontOptions fo = {0};
  const char *stage = "ra", *outpath = NULL;
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
    } else if (strncmp(a, "--stage=", 8) == 0) {
      stage = a + 8;
    } else if (a[0] == '-' && a[1]) {
      return usage_error("ir", "unknown option '%s'", a);
    } else if (fo.model) {
      return usage_error("ir", "more than one model given ('%s' and '%s')", fo.model, a);
    } else {
      fo.model = a;
    }
  }
  if (!fo.model) return usage_error("ir", "no model given (e.g. cortex ir examples/treelstm.cx --stage ra)");
  bool ast = strcmp(stage, "ast") == 0, ra = strcmp(stage, "ra") == 0;
  if (!ast && !ra) return usage_error("ir", "unknown stage '%s' (expected ast or ra)", stage);

  CxSession s;
  driver_session(&s, &fo);
  int status = EXIT_USER;
  CxProgram *prog = driver_load(&s, &fo);
  FILE *out = stdout;
  if (prog && outpath && !(out = fopen(outpath, "w"))) {
    status = user_error("cannot write '%s': %s", outpath, strerror(errno));
    prog = NULL;
  }
  if (prog && ast) {
    ast_dump(out, prog->main, true);
    status = EXIT_OK;
  } else if (prog && ra) {
    IrProgram *ir = driver_lower(&s, prog, &fo);
    if (ir) {
      ir_print(out, ir);
      ir_program_free(ir);
      status = EXIT_OK;
    }
  }
  if (out && out != stdout) fclose(out);
  session_free(&s);
  free(fo.defines);
  free(fo.include_dirs);
  return status;
}
