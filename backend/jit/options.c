/* JitOptions: the defaults, the -march from the CPU, the option names of
 * -fNAME and CORTEX_JIT_OPTIONS. */
#include "backend/jit/codegen_internal.h"

#include <errno.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ---- options ----------------------------------------------------------------------- */

/* The best x86-64 level this CPU runs, found once (pthread_once: the
 * compiler may run in a threaded host). */
static const char *cpu_march;

static void find_cpu_march(void) {
  const char *found;
  __builtin_cpu_init();
#if defined(__clang__)
  /* Only for the fuzzing build (fuzz/run.sh compiles the JIT with clang,
   * so that it is instrumented): clang 14 knows no level names and not
   * every feature of a level (f16c, lzcnt, movbe, xsave, cx16), so the
   * levels are told by the features it can test, which every CPU with
   * those also has.  The product is built with gcc: the branch below. */
  bool v2 = __builtin_cpu_supports("sse4.2") && __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("ssse3");
  bool v3 = v2 && __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("bmi") &&
            __builtin_cpu_supports("bmi2");
  bool v4 = v3 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
            __builtin_cpu_supports("avx512cd") && __builtin_cpu_supports("avx512dq") &&
            __builtin_cpu_supports("avx512vl");
  found = v4 ? "x86-64-v4" : v3 ? "x86-64-v3" : v2 ? "x86-64-v2" : "x86-64";
#else
  if (__builtin_cpu_supports("x86-64-v4")) found = "x86-64-v4";
  else if (__builtin_cpu_supports("x86-64-v3")) found = "x86-64-v3";
  else if (__builtin_cpu_supports("x86-64-v2")) found = "x86-64-v2";
  else found = "x86-64";
#endif
  cpu_march = found;
}

/* Does this CPU run AVX512-BF16 (vdpbf16ps, vcvtne2ps2bf16)? */
static bool cpu_bf16;
static void find_cpu_bf16(void) {
  __builtin_cpu_init();
#if defined(__clang__)
  cpu_bf16 = false; /* clang 14 cannot test it; the fuzzing build only */
#else
  cpu_bf16 = __builtin_cpu_supports("avx512bf16");
#endif
}
bool jit_cpu_bf16(void) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, find_cpu_bf16);
  return cpu_bf16;
}

const char *jit_march(const JitOptions *o) {
  if (o && o->march) return o->march;
  const char *env = getenv("CORTEX_MARCH");
  if (env && *env) return env;
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, find_cpu_march);
  return cpu_march;
}

/* The options by name: what -fNAME and CORTEX_JIT_OPTIONS set, with the
 * values each takes (a switch: 0 or 1; a number: min..max, and for
 * gemm_rows a multiple of 16).  The ranges are what the code generator
 * handles: dot_lanes is an array of partial sums per dot product,
 * gemm_kernel at most VDOT_MAX rows, a GEMM tile at most GEMM_MAX_NODES
 * nodes and GEMM_MAX_VECS vectors of rows, GCC's -O0 to -O3. */
typedef struct NamedOption {
  const char *name;
  size_t off;                /* offsetof in JitOptions */
  bool is_int;
  int min, max, step;        /* numbers: min..max, multiples of step */
} NamedOption;

#define LOOPB(f) {#f, offsetof(JitOptions, loops) + offsetof(LoopOptions, f), false, 0, 1, 1}
#define LOOPI(f, lo, hi, st) {#f, offsetof(JitOptions, loops) + offsetof(LoopOptions, f), true, lo, hi, st}
static const NamedOption named_options[] = {
    LOOPB(leaf_split), LOOPB(fuse_elementwise), LOOPB(batch_matmul), LOOPB(merge_matmul_sum),
    LOOPI(dot_lanes, 1, 64, 1), LOOPB(dot_double), LOOPB(state_home), LOOPB(vec_dot), LOOPI(gemm_kernel, 0, VDOT_MAX, 1),
    LOOPB(vec_hsum_double), LOOPI(dot_comp, 0, 2, 1), LOOPB(gemm_pack), LOOPB(gemm_fuse), LOOPB(gemm_sweep),
    LOOPB(gemm_bf16), LOOPB(gemm_bf16_dot), LOOPB(gemm_pairs_once),
    LOOPB(gemm_epilogue), LOOPB(leaf_const), LOOPB(leaf_prod), LOOPI(gemm_nodes, 1, GEMM_MAX_NODES, 1),
    LOOPI(gemm_rows, 16, 64, 16), LOOPB(vec_math), LOOPB(vec_math_float), LOOPB(sum_matmul), LOOPB(col_vec), LOOPB(flat_edges), LOOPB(hoist), LOOPB(elem_interchange), LOOPB(vec_elems),
    LOOPB(quad_form),
    {"opt_level", offsetof(JitOptions, opt_level), true, 0, 3, 1},
    {"debuginfo", offsetof(JitOptions, debuginfo), false, 0, 1, 1},
    {"print_errors", offsetof(JitOptions, print_errors), false, 0, 1, 1},
    {"dump_asm", offsetof(JitOptions, dump_asm), false, 0, 1, 1},
    {"jobs", offsetof(JitOptions, jobs), true, 0, 16, 1},
};
#undef LOOPB
#undef LOOPI
enum { NOPTIONS = sizeof named_options / sizeof *named_options };

const char *jit_option_name(int i, bool *is_int) {
  if (i < 0 || i >= NOPTIONS) return NULL;
  if (is_int) *is_int = named_options[i].is_int;
  return named_options[i].name;
}

/* The option called name ('-' and '_' alike), or NULL. */
static const NamedOption *find_option(const char *name, size_t len) {
  for (int k = 0; k < NOPTIONS; k++) {
    const char *n = named_options[k].name;
    size_t i = 0;
    while (i < len && n[i] && (name[i] == n[i] || (name[i] == '-' && n[i] == '_'))) i++;
    if (i == len && !n[i]) return &named_options[k];
  }
  return NULL;
}

static void store_option(JitOptions *o, const NamedOption *op, int value) {
  char *field = (char *)o + op->off;
  if (op->is_int) memcpy(field, &value, sizeof value);
  else *(bool *)field = value != 0;
}

static bool option_value_ok(const NamedOption *op, long v) {
  return v >= op->min && v <= op->max && (v - op->min) % op->step == 0;
}

int jit_set_option(JitOptions *o, const char *name, int value) {
  const NamedOption *op = find_option(name, strlen(name));
  if (!op) return -1;
  if (!option_value_ok(op, value)) return -2;
  store_option(o, op, value);
  return 0;
}

/* An option's name as the user writes it: "gemm-nodes" on the command
 * line (flag), "gemm_nodes" in CORTEX_JIT_OPTIONS. */
static void spelled(char *buf, size_t size, const char *name, bool flag) {
  snprintf(buf, size, "%s", name);
  for (char *c = buf; *c; c++)
    if (flag && *c == '_') *c = '-';
}

/* What values op takes, for a message. */
static void option_values(char *buf, size_t size, const NamedOption *op, bool flag) {
  char nm[64];
  spelled(nm, sizeof nm, op->name, flag);
  if (!op->is_int) {
    if (flag) snprintf(buf, size, "it is a switch: -f%s or -fno-%s (or =1, =0)", nm, nm);
    else snprintf(buf, size, "it is a switch: %s, %s=1 or %s=0", nm, nm, nm);
  } else if (op->step > 1) {
    int n = snprintf(buf, size, "it takes a multiple of %d from %d to %d:", op->step, op->min, op->max);
    for (int v = op->min; v <= op->max && n > 0 && (size_t)n < size; v += op->step)
      n += snprintf(buf + n, size - (size_t)n, "%s %d", v == op->min ? "" : v + op->step > op->max ? " or" : ",", v);
  } else {
    snprintf(buf, size, "it takes a number from %d to %d", op->min, op->max);
  }
}

int jit_parse_option(JitOptions *o, const char *text, bool flag, char *msg, size_t msglen) {
  bool no = flag && strncmp(text, "no-", 3) == 0;
  const char *name = no ? text + 3 : text;
  const char *eq = strchr(name, '=');
  size_t len = eq ? (size_t)(eq - name) : strlen(name);
  const NamedOption *op = len ? find_option(name, len) : NULL;
  if (!op) {
    const char *cands[NOPTIONS];
    char spelled_names[NOPTIONS][64], typed[128];
    for (int k = 0; k < NOPTIONS; k++) {
      spelled(spelled_names[k], sizeof spelled_names[k], named_options[k].name, flag);
      cands[k] = spelled_names[k];
    }
    snprintf(typed, sizeof typed, "%.*s", (int)(len < 100 ? len : 100), name);
    const char *close = len ? diag_closest(typed, cands, NOPTIONS) : NULL;
    char hint[1400] = "";
    if (close) {
      snprintf(hint, sizeof hint, "; did you mean '%s%s'?", flag ? (no ? "-fno-" : "-f") : "", close);
    } else {
      int n = snprintf(hint, sizeof hint, "; the options are");
      for (int k = 0; k < NOPTIONS && n > 0 && (size_t)n < sizeof hint; k++)
        n += snprintf(hint + n, sizeof hint - (size_t)n, "%s %s%s%s", k ? "," : "", flag ? "-f" : "", cands[k],
                      named_options[k].is_int ? "=N" : "");
    }
    snprintf(msg, msglen, "unknown compiler option '%s%s'%s", flag ? (no ? "-fno-" : "-f") : "", typed, hint);
    return -1;
  }
  char nm[64], values[256];
  spelled(nm, sizeof nm, op->name, flag);
  option_values(values, sizeof values, op, flag);
  long v = 1;
  if (no && eq) {
    snprintf(msg, msglen, "'-fno-%s' takes no value; %s", nm, values);
    return -1;
  }
  if (no) {
    v = 0;
  } else if (eq) {
    char *end;
    errno = 0;
    v = strtol(eq + 1, &end, 10);
    if (!eq[1] || *end || errno) {
      snprintf(msg, msglen, "'%s%s' needs a number after '=', not '%.40s'; %s", flag ? "-f" : "", nm, eq + 1, values);
      return -1;
    }
  } else if (op->is_int) {
    snprintf(msg, msglen, "'%s%s' needs a value (%s%s=N); %s", flag ? "-f" : "", nm, flag ? "-f" : "", nm, values);
    return -1;
  }
  if (!option_value_ok(op, v)) {
    snprintf(msg, msglen, "'%s%s%s' %s: %s", flag ? (no ? "-fno-" : "-f") : "", nm, no ? "" : eq ? eq : "",
             op->is_int ? "is out of range" : "is neither on nor off", values);
    return -1;
  }
  store_option(o, op, (int)v);
  return 0;
}

int jit_env_options(JitOptions *o, char *msg, size_t msglen) {
  const char *env = getenv("CORTEX_JIT_OPTIONS");
  if (!env) return 0;
  /* entries separated by commas (or spaces), each parsed on its own */
  for (const char *p = env; *p;) {
    size_t n = strcspn(p, ", ");
    if (n) {
      char entry[256];
      if (n >= sizeof entry) {
        snprintf(msg, msglen, "CORTEX_JIT_OPTIONS: the entry '%.40s...' is too long", p);
        return -1;
      }
      memcpy(entry, p, n);
      entry[n] = '\0';
      char why[512];
      if (jit_parse_option(o, entry, false, why, sizeof why) != 0) {
        snprintf(msg, msglen, "CORTEX_JIT_OPTIONS: %s (it is \"%.200s\"; entries are name or name=value, "
                              "separated by commas)", why, env);
        return -1;
      }
    }
    p += n;
    p += strspn(p, ", ");
  }
  return 0;
}

void jit_default_options(JitOptions *o) {
  memset(o, 0, sizeof *o);
  o->opt_level = 3;
  /* off by default, as gcc without -g: it costs 15-20% of the compile
     time (TreeLSTM: 1.08 -> 0.89 s) and only gdb uses it (-fdebuginfo) */
  o->debuginfo = false;
  o->check_nonfinite = true;
  loop_default_options(&o->loops);
  /* The GEMM tile for the registers: AVX-512 (32 of them) 4 nodes x 64
     rows, 16 accumulators, 4 panel loads and 4 broadcasts per 16 FMAs
     (TreeLSTM H = 512, batch 10: 3-4% faster than 4 x 32; 6 x 64 is 2%
     faster again but compiles 15-40% slower); AVX2 (16 registers)
     3 nodes x 32 rows, 12 accumulators. */
  bool wide = cg_march_width(jit_march(o)) == 16;
  o->loops.gemm_nodes = wide ? 4 : 3;
  o->loops.gemm_rows = wide ? 64 : 32;
  /* bf16 dot products where the host has them and the target is the
     host (an explicit -march or CORTEX_MARCH may name another CPU: then
     only -fgemm-bf16-dot turns them on) */
  const char *env = getenv("CORTEX_MARCH");
  o->loops.gemm_bf16_dot = wide && !o->march && !(env && *env) && jit_cpu_bf16();
  /* all of it, or nothing when an entry is bad: the drivers report that
     (jit_env_options) */
  char msg[16];
  JitOptions e = *o;
  if (jit_env_options(&e, msg, sizeof msg) == 0) *o = e;
}
