/* The cortex command: dispatches to a subcommand.
 *
 * Exit status: 0 success, 1 a user error (bad model, data or weights),
 * 2 bad command-line usage (also a bad CORTEX_JIT_OPTIONS). */
#include "config.h"

#include <stdbool.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include "driver/driver.h"
#include "lang/base/arena.h"
#include "stdlib/program.h"

typedef struct Command {
  const char *name;
  int (*run)(int argc, char **argv);
  const char *summary;
  bool compiles;        /* may compile: CORTEX_JIT_OPTIONS is checked first */
} Command;

static const Command commands[] = {
    {"check", cmd_check, "check a model for errors", false},
    {"run", cmd_run, "run a model on data (interpreted by default)", true},
    {"bench", cmd_bench, "time a model on data: milliseconds per batch, compiled or interpreted", true},
    {"build", cmd_build, "compile a model into a native program or a shared library", true},
    {"ir", cmd_ir, "print a model at a stage of the compiler: ast, ra, loops or c (--stage)", true},
    {"init-weights", cmd_init_weights, "write deterministic random weights for a model", false},
    {"repl", cmd_repl, "an interactive session: build a model, evaluate, run", true},
    {"viz", cmd_viz, "draw a data structure as a Graphviz graph, with its computation order", false},
};

static void usage(FILE *out) {
  fprintf(out,
          "Usage: cortex COMMAND [OPTIONS] MODEL.cx ...\n"
          "\n"
          "Cortex compiles recursive neural networks (TreeLSTM, TreeRNN, DAG-RNN, ...)\n"
          "written in the .cx language.\n"
          "\n"
          "Commands:\n");
  for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
    fprintf(out, "  %-14s %s\n", commands[i].name, commands[i].summary);
  fprintf(out,
          "\n"
          "Options:\n"
          "  -h, --help     show this help (cortex COMMAND --help, or cortex help COMMAND,\n"
          "                 for a command)\n"
          "  -V, --version  show the version\n"
          "\n"
          "Example:\n"
          "  cortex run examples/treelstm.cx --data examples/data/sst_dev_50.txt --seed 1\n");
}

/* The command, with the compiler's out-of-memory unwinding to here
 * (lang/arena.h): a model or data set too big for the machine is an
 * error, not an abort. */
static int run_command(const Command *c, int argc, char **argv) {
  static CxOomGuard g;
  cx_oom_push(&g);
  if (setjmp(g.jb)) {
    cx_oom_pop(&g);
    cxrt_temp_cleanup(); /* the unwound writers' temporary files */
    driver_front_options_cleanup();
    fprintf(stderr,
            "cortex: error: out of memory (allocating %zu bytes); the model or the data is too big for "
            "the memory this process may use\n",
            g.size);
    return EXIT_USER;
  }
  int status = c->run(argc, argv);
  cx_oom_pop(&g);
  driver_front_options_cleanup();
  return status;
}

static int dispatch(int argc, char **argv) {
  if (argc < 2) {
    usage(stderr);
    return EXIT_USAGE;
  }
  enum { NCOMMANDS = sizeof commands / sizeof *commands };
  const char *cmd = argv[1];
  /* cortex help COMMAND: that command's --help, as git help does. */
  if (strcmp(cmd, "help") == 0 && argc > 2) {
    for (size_t i = 0; i < NCOMMANDS; i++)
      if (strcmp(argv[2], commands[i].name) == 0) {
        char *help_argv[] = {argv[2], "--help", NULL};
        return commands[i].run(2, help_argv);
      }
    cmd = argv[2]; /* reported below as an unknown command */
  } else if (strcmp(cmd, "-h") == 0 || strcmp(cmd, "--help") == 0 || strcmp(cmd, "help") == 0) {
    usage(stdout);
    return EXIT_OK;
  }
  if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "-V") == 0) {
    printf("cortex %s\n", PACKAGE_VERSION);
    return EXIT_OK;
  }
  for (size_t i = 0; i < NCOMMANDS && cmd == argv[1]; i++) {
    if (strcmp(cmd, commands[i].name) != 0) continue;
    /* A bad CORTEX_JIT_OPTIONS is a usage error before any work (not
       for --help, which must always work). */
    bool help = false;
    for (int a = 2; a < argc; a++) help = help || strcmp(argv[a], "-h") == 0 || strcmp(argv[a], "--help") == 0;
    if (commands[i].compiles && !help && driver_check_env_options(cmd) != 0) return EXIT_USAGE;
    return run_command(&commands[i], argc - 1, argv + 1);
  }
  /* An option before the command, or an unknown command: the closest of
   * the options or of the commands.  At most 80 bytes of it are quoted. */
  bool option = cmd[0] == '-';
  static const char *const options[] = {"--help", "--version", "-h", "-V"};
  const char *names[NCOMMANDS];
  for (size_t i = 0; i < NCOMMANDS; i++) names[i] = commands[i].name;
  const char *close = option ? diag_closest(cmd, options, 4) : diag_closest(cmd, names, NCOMMANDS);
  size_t n = strlen(cmd), keep = n > 80 ? 77 : n;
  while (keep < n && keep > 0 && ((unsigned char)cmd[keep] & 0xC0) == 0x80) keep--; /* a whole UTF-8 character */
  fprintf(stderr, "cortex: unknown %s '%.*s%s'", option ? "option" : "command", (int)keep, cmd, keep < n ? "..." : "");
  if (close) fprintf(stderr, "; did you mean '%s'?", close);
  fprintf(stderr, option ? "\nTry 'cortex --help' for more information.\n"
                         : "\nTry 'cortex --help' for the list of commands.\n");
  return EXIT_USAGE;
}

int main(int argc, char **argv) {
  cx_program_signals();
  int status = dispatch(argc, argv);
  return cx_program_close_stdout("cortex", status, driver_stdout_errno);
}
