/* The REPL core: `cortex repl` without the terminal.
 *
 * A Repl holds one compilation session and the model being built in it:
 * the declarations entered so far, one per name (a new `const H = 512;`,
 * `param W`, `rec` or `output` replaces the old one), kept as ASTs in the
 * session arena, in the order their names first appeared.  After every
 * entry the whole accumulated model is checked again; an entry that does
 * not check is reported (the caret on the line typed: each entry is its own
 * source buffer `<repl:N>`, N counting entries from 1) and leaves the
 * session as it was.
 *
 * The core never prints to stdout or stderr directly and never exits: it
 * writes results to opt.out and diagnostics to opt.err, and returns a
 * ReplStatus.  The terminal layer (cmd_repl.c) does line editing, history,
 * completion and signals; tests feed lines and read an open_memstream.
 *
 * Input is fed a line at a time with repl_feed: a code entry continues
 * while brackets, parentheses or braces are open (cx_open_brackets); a
 * line starting with ':' is a command (`:help` lists them).  Anything else
 * is one or more declarations, or one expression over consts, params and
 * fns, whose value and shape are printed. */
#ifndef CX_REPL_H
#define CX_REPL_H

#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

typedef struct Repl Repl;

typedef struct ReplOptions {
  FILE *out;                   /* results and listings (required) */
  FILE *err;                   /* diagnostics; NULL: out */
  const char *stdlib_dir;      /* the standard library folder for imports */
  const char *const *search_dirs; /* extra import folders (-I) */
  int nsearch;
  /* "NAME=INT" overrides, the command line's -D: like :set, they win over
   * the model's values (a typed const they replace is warned about);
   * :unset drops one, :reset brings them back. */
  const char *const *defines;
  int ndefines;
  bool color;                  /* colour in diagnostics */
  bool no_warnings;            /* drop warnings */
  int64_t max_input;           /* the largest model, data or vocabulary file read; 0: 1 GiB */
  /* Set (to non-zero) by the terminal's SIGINT handler, cleared by it
   * before each entry: a :run or :trace stops between two structures (two
   * batches with :backend jit) and clears it.  NULL: never set.  An
   * atomic: with :handover the handler may run on the compile thread. */
  atomic_int *interrupt;
} ReplOptions;

typedef enum ReplStatus {
  REPL_OK,            /* the entry was handled (or the line was blank) */
  REPL_MORE,          /* the entry is not complete: feed the next line */
  REPL_ERROR,         /* an error was reported; the session goes on */
  REPL_INTERRUPTED,   /* a :run was stopped by opt.interrupt */
  REPL_QUIT,          /* :quit */
} ReplStatus;

/* NULL only when opt->out is NULL. */
Repl *repl_new(const ReplOptions *opt);
void repl_free(Repl *r);

/* Feeds one line (a trailing newline is optional). */
ReplStatus repl_feed(Repl *r, const char *line);
/* True while an entry continues over several lines (the "... " prompt). */
bool repl_pending(const Repl *r);
/* Drops the lines of an unfinished entry (Ctrl-C). */
void repl_cancel(Repl *r);
/* The entry that the last repl_feed (or repl_finish) completed, whole:
 * its lines joined with '\n', without a final newline; NULL when no entry
 * was completed since the last call (a blank line, a continued or
 * cancelled entry).  The caller frees it.  The terminal adds it to the
 * history as one line, so a recalled multi-line entry comes back whole. */
char *repl_take_entry(Repl *r);
/* End of input: an unfinished entry is evaluated as it is, so its syntax
 * error is reported ("expected '}' before end of input"). */
ReplStatus repl_finish(Repl *r);
/* Evaluates one whole entry (a command or code, possibly several lines)
 * without the continuation logic. */
ReplStatus repl_eval(Repl *r, const char *entry);

/* Tab completion.  `line` is the input line up to the cursor and `start`
 * the offset of the word the caller will replace (it runs to the end of
 * `line`).  Completes the identifier at the end of the word; candidates
 * are whole replacements of the word ("n.wo" -> "n.word").  Returns the
 * number of candidates, sorted and unique, in *out (a NULL-terminated
 * malloc'd array of malloc'd strings; free with repl_free_completions), or
 * -1 when the word is a file name (after :load, :data and :weights): the
 * caller completes file names itself.  Candidates: commands at the start
 * of a line; after a '.' the input's fields, node forms (child, children,
 * arity, root) and the rec's components; otherwise keywords, builtins and
 * the names in scope (consts, params, fns, the input, the rec, outputs);
 * after :ir, :backend, :run, :set and :unset their arguments. */
int repl_complete(Repl *r, const char *line, int start, char ***out);
void repl_free_completions(char **list);

/* The number of entries so far (N of the last `<repl:N>`). */
int repl_entry_count(const Repl *r);

#endif
