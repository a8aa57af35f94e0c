/* cortex repl [MODEL.cx]: the experimenter's REPL.
 *
 * This file is the terminal layer; the REPL itself is driver/repl.c.  On
 * a terminal, lines are read with libedit (its readline-compatible API):
 * line editing, history kept across sessions ($XDG_STATE_HOME/cortex/
 * history, else ~/.cortex_history; never an error when it cannot be
 * written; one history line per entry, newlines and all), tab completion
 * from repl_complete (file names after :load, :data and :weights), Ctrl-C
 * to drop the current input or stop a :run, Ctrl-D to quit.
 *
 * Ctrl-C: libedit's own signal handling would re-raise SIGINT to the whole
 * process group and then retry the read, so it is off (rl_catch_signals).
 * SIGINT only sets a flag, without SA_RESTART; the read in repl_getc sees
 * EINTR and reports end of input, and readline returns NULL with the flag
 * set, which tells Ctrl-C from Ctrl-D.  repl_getc reads UTF-8 itself
 * (libedit takes what rl_getc_function returns as one character).
 *
 * When standard input is not a terminal (`cortex repl < script.cxr`), lines
 * are read plainly, without prompts, and the first error ends the session
 * with status 1. */
#include "config.h"

#include <editline/readline.h>
#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "driver/driver.h"
#include "lang/base/arena.h"
#include "driver/repl.h"

/* atomics, not volatile sig_atomic_t: with :handover the SIGINT handler
 * may run on the compile thread (driver/handover.h), and a lock-free
 * atomic is both signal-safe and safe between threads */
static atomic_int got_sigint, got_winch;

static void on_sigint(int sig) {
  (void)sig;
  got_sigint = 1;
}

static void on_winch(int sig) {
  (void)sig;
  got_winch = 1;
}

static void install(int sig, void (*fn)(int)) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = fn;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0; /* no SA_RESTART: a blocked read returns EINTR */
  sigaction(sig, &sa, NULL);
}

/* ---- reading keys ---------------------------------------------------------- */

/* 1: a byte; 0: end of input or Ctrl-C (got_sigint tells which). */
static int read_byte(FILE *in, unsigned char *b) {
  for (;;) {
    ssize_t n = read(fileno(in), b, 1);
    if (n == 1) return 1;
    if (n == 0) return 0;
    if (errno != EINTR) return 0;
    if (got_sigint) return 0;
    if (got_winch) {
      got_winch = 0;
      rl_resize_terminal();
    }
  }
}

static int repl_getc(FILE *in) {
  unsigned char b;
  if (!read_byte(in, &b)) return EOF;
  if (b < 0x80) return b;
  int more = b >= 0xF0 ? 3 : b >= 0xE0 ? 2 : b >= 0xC0 ? 1 : 0;
  if (!more || b >= 0xF8) return 0xFFFD;
  int cp = b & (0x3F >> more);
  for (int i = 0; i < more; i++) {
    if (!read_byte(in, &b)) return EOF;
    if ((b & 0xC0) != 0x80) return 0xFFFD;
    cp = (cp << 6) | (b & 0x3F);
  }
  return cp;
}

/* ---- completion ---------------------------------------------------------- */

static Repl *active;
static char **matches;
static int next_match;

static char *match_gen(const char *text, int state) {
  (void)text;
  if (state == 0) next_match = 0;
  if (!matches || !matches[next_match]) return NULL;
  return strdup(matches[next_match++]);
}

static char **complete(const char *text, int start, int end) {
  (void)text;
  char *line = strndup(rl_line_buffer ? rl_line_buffer : "", (size_t)end);
  if (!line) return NULL;
  repl_free_completions(matches);
  matches = NULL;
  int n = repl_complete(active, line, start, &matches);
  rl_attempted_completion_over = n >= 0; /* -1: libedit completes file names */
  /* A completed command or file name is followed by a space; a name in
   * code is not ("[H, H]"). */
  rl_completion_append_character = line[strspn(line, " \t")] == ':' ? ' ' : '\0';
  free(line);
  if (n <= 0) return NULL;
  return rl_completion_matches(text, match_gen);
}

/* ---- history ---------------------------------------------------------------- */

static char *history_path(void) {
  const char *xdg = getenv("XDG_STATE_HOME");
  char *p = NULL;
  if (xdg && *xdg) {
    mkdir(xdg, 0700); /* errors show up when the file is written: ignored */
    size_t n = strlen(xdg) + sizeof "/cortex/history";
    p = malloc(n);
    if (!p) return NULL;
    snprintf(p, n, "%s/cortex", xdg);
    mkdir(p, 0700);
    snprintf(p, n, "%s/cortex/history", xdg);
    return p;
  }
  const char *home = getenv("HOME");
  if (!home || !*home) return NULL;
  size_t n = strlen(home) + sizeof "/.cortex_history";
  p = malloc(n);
  if (p) snprintf(p, n, "%s/.cortex_history", home);
  return p;
}

/* ---- the command -------------------------------------------------------------- */

static void repl_usage(FILE *out) {
  fprintf(out, "Usage: cortex repl [OPTIONS] [MODEL.cx]\n"
               "\n"
               "An interactive session: enter declarations and expressions, :run the model\n"
               "on data.  :help inside lists the commands.  With standard input not a\n"
               "terminal (cortex repl < script.cxr) the lines are run without prompts and\n"
               "the first error ends the session with status 1.\n"
               "\n"
               "Options:\n"
               "  MODEL.cx             load a model first (like :load)\n"
               "  --data FILE          data to run on (like :data)\n"
               "  --weights FILE       weights (like :weights)\n"
               "  --seed N             random weights from seed N (like :seed)\n");
  front_usage(out);
}

int cmd_repl(int argc, char **argv) {
  FrontOptions fo = {0};
  const char *data = NULL, *weights = NULL, *seed = NULL;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
      repl_usage(stdout);
      return EXIT_OK;
    }
    int r = front_option(&fo, "repl", argc, argv, &i);
    if (r < 0) return EXIT_USAGE;
    if (r) continue;
    const char **slot = strcmp(a, "--data") == 0      ? &data
                        : strcmp(a, "--weights") == 0 ? &weights
                        : strcmp(a, "--seed") == 0    ? &seed
                                                      : NULL;
    if (slot) {
      if (i + 1 >= argc) return usage_error("repl", "option '%s' needs an argument", a);
      *slot = argv[++i];
    } else if (a[0] == '-' && a[1]) {
      return driver_unknown_option("repl", a, repl_usage);
    } else if (fo.model) {
      return usage_error("repl", "more than one model given ('%s' and '%s')", fo.model, a);
    } else {
      fo.model = a;
    }
  }
  if (weights && seed) return usage_error("repl", "--weights and --seed both given: choose one");

  bool interactive = isatty(STDIN_FILENO);
  ReplOptions ro = {
      .out = stdout,
      .err = stderr,
      .stdlib_dir = driver_stdlib_dir(),
      .search_dirs = fo.include_dirs,
      .nsearch = fo.nincludes,
      .defines = fo.defines,
      .ndefines = fo.ndefines,
      .color = driver_color_stderr(fo.color),
      .no_warnings = fo.no_warnings,
      .max_input = fo.max_input,
      .interrupt = interactive ? &got_sigint : NULL,
  };
  Repl *repl = repl_new(&ro);
  int status = EXIT_OK;
  /* The command line's model, data and weights are the first entries. */
  const struct { const char *cmd, *arg; } first[] = {
      {":load", fo.model}, {":data", data}, {":weights", weights}, {":seed", seed}};
  for (size_t k = 0; k < sizeof first / sizeof *first; k++) {
    if (!first[k].arg) continue;
    size_t n = strlen(first[k].cmd) + strlen(first[k].arg) + 2;
    char *e = cx_xmalloc(n);
    snprintf(e, n, "%s %s", first[k].cmd, first[k].arg);
    ReplStatus st = repl_eval(repl, e);
    free(e);
    if (st == REPL_ERROR && !interactive) {
      status = EXIT_USER;
      goto done;
    }
  }

  if (!interactive) {
    char *line = NULL;
    size_t cap = 0;
    ReplStatus st = REPL_OK;
    while (getline(&line, &cap, stdin) >= 0) {
      st = repl_feed(repl, line);
      if (st == REPL_ERROR || st == REPL_INTERRUPTED || st == REPL_QUIT) break;
    }
    free(line);
    if (st != REPL_QUIT && st != REPL_ERROR && st != REPL_INTERRUPTED) st = repl_finish(repl);
    status = st == REPL_ERROR || st == REPL_INTERRUPTED ? EXIT_USER : EXIT_OK;
    goto done;
  }

  install(SIGINT, on_sigint);
  install(SIGWINCH, on_winch);
  active = repl;
  rl_readline_name = "cortex";
  rl_catch_signals = 0;
  rl_getc_function = repl_getc;
  rl_attempted_completion_function = complete;
  /* No '.', '/', '-' or ':': "n.wo", file paths and ":lo" are one word. */
  static char breaks[] = " \t\n\"'`@$><=;|&{}()[],+*%!";
  rl_basic_word_break_characters = breaks;
  rl_completer_word_break_characters = breaks;
  using_history();
  stifle_history(2000);
  char *hist = history_path();
  if (hist) read_history(hist);
  printf("Cortex %s: enter declarations and expressions; :help lists the commands, Ctrl-D quits.\n",
         PACKAGE_VERSION);
  for (;;) {
    got_sigint = 0;
    char *line = readline(repl_pending(repl) ? "... " : "cx> ");
    if (!line) {
      if (got_sigint) { /* Ctrl-C: drop the input, stay */
        fputs("^C\n", stdout);
        repl_cancel(repl);
        continue;
      }
      fputc('\n', stdout); /* Ctrl-D */
      break;
    }
    ReplStatus st = repl_feed(repl, line);
    free(line);
    /* One history line per entry: a rec typed over five lines is recalled
     * whole (libedit shows and edits the newlines in it). */
    char *entry = repl_take_entry(repl);
    if (entry) add_history(entry);
    free(entry);
    if (st == REPL_QUIT) break;
  }
  if (hist) write_history(hist); /* a failure only loses the history */
  free(hist);
  repl_free_completions(matches);
  matches = NULL;
  active = NULL;

done:
  repl_free(repl);
  front_options_free(&fo);
  return status;
}
