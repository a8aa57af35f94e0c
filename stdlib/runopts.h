/* The options of `cortex run` (driver/cmd_run.c) and of the executables
 * `cortex build` makes (stdlib/runner.c): one table, one parser and one
 * usage text, so that the two cannot drift apart.  Internal to Cortex
 * (not installed); in the runtime because a built executable has no
 * driver.  Each option says who has it: both, or only `cortex run` (the
 * backend, the cache, tracing, dumping the structures).
 *
 * A caller walks its argv, tries its own options first (the driver's
 * model and front-end options, -h), then cxrt_run_args_parse, and calls
 * cxrt_run_args_check when all are read.  Errors come back as text for
 * the caller to print with its own name ("cortex run: ..." or "NAME:
 * ..."); they are usage errors (exit status 2). */
#ifndef CXRT_RUNOPTS_H
#define CXRT_RUNOPTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "stdlib/cxrt.h"

/* Who has an option. */
enum { CXRT_RUN_CORTEX = 1, CXRT_RUN_BUILT = 2, CXRT_RUN_BOTH = 3 };

typedef struct CxrtRunArgs {
  /* data */
  const char *data, *vocab, *unk, *dump;
  CxrtDataFormat data_format;
  int64_t limit;
  int64_t max_nodes;        /* per structure; 0: the readers' default */
  int64_t max_input;        /* --max-input-size (built programs; cortex run has it
                               among the front-end options); 0: 1 GiB */
  /* weights */
  const char *weights;
  bool have_seed;
  uint64_t seed;
  /* execution */
  bool jit, no_cache, time, trace, allow_nan;
  bool handover;            /* --handover: the interpreter serves while --jit compiles */
  int batch;
  CxrtLeafTableMode leaf_table;
  int threads;
  /* output */
  CxrtOutputFormat format;
  bool with_text;
  const char *output;
  bool no_progress;
} CxrtRunArgs;

/* The option of `who` an unknown option most likely meant ("--seeed":
 * "--seed"), or NULL when none is close. */
const char *cxrt_run_option_closest(const char *arg, unsigned who);
/* Defaults: batch 1, everything else zero. */
void cxrt_run_args_init(CxrtRunArgs *a);
/* argv[*i] against the options `who` has, written "--opt VALUE" or
 * "--opt=VALUE": 1 when it was one (*i advanced past a separate value),
 * 0 when it is none of them, -1 on a bad or missing value (msg holds the
 * message). */
int cxrt_run_args_parse(CxrtRunArgs *a, unsigned who, int argc, char **argv, int *i, char *msg, size_t size);
/* What must hold once every option is read (data given, one source of
 * weights, --unk with --vocab, no output file that is an input: the
 * model file, NULL for a built program, among them): 0, or -1 with msg. */
int cxrt_run_args_check(const CxrtRunArgs *a, const char *model, char *msg, size_t size);
/* Why --unk without --vocab is a usage error (also bench's and viz's). */
#define CXRT_UNK_NEEDS_VOCAB                                                                              \
  "--unk needs --vocab FILE: without a vocabulary file every word of the data gets an id, in order of " \
  "first appearance, and none is unknown"
/* -1 with msg ("the output 'X' is the file of --data: writing it would
 * destroy it; ...") when the output file `out` is the input `in`
 * (what_in: "the model", "--data", ...), 0 otherwise or when either is
 * NULL. */
int cxrt_output_not_input(const char *what_out, const char *out, const char *what_in, const char *in, char *msg,
                          size_t size);
/* Whether `out` names an existing regular file that is the file `in`
 * names (the same device and inode: also through links). */
bool cxrt_same_file(const char *out, const char *in);
/* The option sections of the usage text (Data, Weights, Execution,
 * Output) for `who`. */
void cxrt_run_args_usage(FILE *out, unsigned who);

#endif
