/* The cortex command: dispatches to a subcommand.
 *
 * Exit status: 0 success, 1 a user error (bad model, data or weights),
 * 2 bad command-line usage. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "driver/driver.h"

typedef struct Command {
  const char *name;
  int (*run)(int argc, char **argv);
  const char *summary;
} Command;

static const Command commands[] = {
    {"check", cmd_check, "check a model for errors"},
    {"run", cmd_run, "run a model on data (interpreted by default)"},
    {"bench", cmd_bench, "time a model on data: milliseconds per batch, compiled or interpreted"},
    {"build", cmd_build, "compile a model into a native program or a shared library"},
    {"ir", cmd_ir, "print a model's intermediate representation (ast, ra)"},
    {"init-weights", cmd_init_weights, "write deterministic random weights for a model"},
    {"repl", cmd_repl, "an interactive session: build a model, evaluate, run"},
    {"viz", cmd_viz, "draw a data structure as a Graphviz graph, with its computation order"},
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
          "  -h, --help     show this help (cortex COMMAND --help for a command)\n"
          "  --version      show the version\n"
          "\n"
          "Example:\n"
          "  cortex run examples/treelstm.cx --data examples/data/sst_dev_50.txt --seed 1\n");
}

int main(int argc, char **argv) {
  if (argc < 2) {
    usage(stderr);
    return EXIT_USAGE;
  }
  const char *cmd = argv[1];
  if (strcmp(cmd, "-h") == 0 || strcmp(cmd, "--help") == 0 || strcmp(cmd, "help") == 0) {
    usage(stdout);
    return EXIT_OK;
  }
  if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "-V") == 0) {
    printf("cortex %s\n", PACKAGE_VERSION);
    return EXIT_OK;
  }
  for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
    if (strcmp(cmd, commands[i].name) == 0) return commands[i].run(argc - 1, argv + 1);
  const char *names[sizeof commands / sizeof *commands];
  for (size_t i = 0; i < sizeof commands / sizeof *commands; i++) names[i] = commands[i].name;
  const char *close = diag_closest(cmd, names, (int)(sizeof commands / sizeof *commands));
  fprintf(stderr, "cortex: unknown command '%s'", cmd);
  if (close) fprintf(stderr, "; did you mean '%s'?", close);
  fprintf(stderr, "\nTry 'cortex --help' for the list of commands.\n");
  return EXIT_USAGE;
}
