/* JitOptions: the defaults, the -march from the CPU, the option names of
 * -fNAME and CORTEX_JIT_OPTIONS. */
#include "backend/jit/codegen_internal.h"

#include <pthread.h>
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

const char *jit_march(const JitOptions *o) {
  if (o && o->march) return o->march;
  const char *env = getenv("CORTEX_MARCH");
  if (env && *env) return env;
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, find_cpu_march);
  return cpu_march;
}

/* The options by name: what -fNAME and CORTEX_JIT_OPTIONS set. */
typedef struct NamedOption {
  const char *name;
  size_t off;                /* offsetof in JitOptions */
  bool is_int;
} NamedOption;

#define LOOPB(f) {#f, offsetof(JitOptions, loops) + offsetof(LoopOptions, f), false}
#define LOOPI(f) {#f, offsetof(JitOptions, loops) + offsetof(LoopOptions, f), true}
static const NamedOption named_options[] = {
    LOOPB(leaf_split), LOOPB(fuse_elementwise), LOOPB(batch_matmul), LOOPB(merge_matmul_sum),
    LOOPI(dot_lanes), LOOPB(dot_double), LOOPB(state_home), LOOPB(vec_dot), LOOPI(gemm_kernel),
    LOOPB(vec_hsum_double), LOOPI(dot_comp), LOOPB(gemm_pack), LOOPB(gemm_fuse), LOOPB(gemm_sweep), LOOPB(gemm_epilogue), LOOPB(leaf_const), LOOPB(leaf_prod), LOOPI(gemm_nodes),
    LOOPI(gemm_rows), LOOPB(vec_math), LOOPB(sum_matmul), LOOPB(col_vec), LOOPB(flat_edges),
    {"opt_level", offsetof(JitOptions, opt_level), true},
    {"debuginfo", offsetof(JitOptions, debuginfo), false},
    {"print_errors", offsetof(JitOptions, print_errors), false},
    {"dump_asm", offsetof(JitOptions, dump_asm), false},
};
#undef LOOPB
#undef LOOPI

const char *jit_option_name(int i, bool *is_int) {
  if (i < 0 || (size_t)i >= sizeof named_options / sizeof *named_options) return NULL;
  if (is_int) *is_int = named_options[i].is_int;
  return named_options[i].name;
}

int jit_set_option(JitOptions *o, const char *name, int value) {
  for (size_t k = 0; k < sizeof named_options / sizeof *named_options; k++) {
    const char *n = named_options[k].name, *p = name;
    while (*n && (*p == *n || (*p == '-' && *n == '_'))) n++, p++;
    if (*n || *p) continue;
    char *field = (char *)o + named_options[k].off;
    if (named_options[k].is_int) memcpy(field, &value, sizeof value);
    else *(bool *)field = value != 0;
    return 0;
  }
  return -1;
}

/* CORTEX_JIT_OPTIONS="gemm_pack=0,dot_lanes=1,...": jit_set_option by
 * name; unknown names are ignored (an environment variable outlives the
 * options it names). */
static void env_options(JitOptions *o) {
  const char *env = getenv("CORTEX_JIT_OPTIONS");
  if (!env) return;
  char buf[512];
  snprintf(buf, sizeof buf, "%s", env);
  char *save = NULL;
  for (char *tok = strtok_r(buf, ", ", &save); tok; tok = strtok_r(NULL, ", ", &save)) {
    char *eq = strchr(tok, '=');
    int v = eq ? atoi(eq + 1) : 1;
    if (eq) *eq = '\0';
    jit_set_option(o, tok, v);
  }
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
  env_options(o);
}
