/* The compiled-code cache loads exactly the bytes it verified (issue 19,
 * finding 7).  With a loop renaming two libraries over KEY.so, the cache
 * once hashed one file and dlopen'ed the other by its path: 2 runs in 450
 * executed the other library's constructor before the "changed while it
 * was loaded" warning.  Here a thread renames, as fast as it can, the
 * real entry and a library whose constructor sets an environment
 * variable over KEY.so, while this thread looks the entry up 2,000
 * times (jit_cache_lookup: verify and load, nothing removed): the
 * constructor must never run, and both outcomes (the real entry loaded,
 * the other one rejected) must occur, so that the race was run.  The
 * other library is built with $CC (tests/build.mk exports it). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "backend/jit/jit.h"
#include "parser/parser.h"

static const char *const src =
    "model race;\n"
    "const H = 4;\n"
    "param E : [20, H];\n"
    "param W : [H, H];\n"
    "input t : tree[2] { word : int };\n"
    "rec node(n) -> [H] {\n"
    "  if leaf(n) { return E[n.word]; }\n"
    "  return tanh(W @ node(n.child[0]) + node(n.child[1]));\n"
    "}\n"
    "output root = node(t.root);\n";

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

typedef struct Renamer {
  const char *dir, *key;
  atomic_bool stop;
  long flips;
} Renamer;

static void *renamer(void *arg) {
  Renamer *r = arg;
  char target[4200], good[4200], evil[4200], tmp[4200];
  snprintf(target, sizeof target, "%s/%s.so", r->dir, r->key);
  snprintf(good, sizeof good, "%s/good.so", r->dir);
  snprintf(evil, sizeof evil, "%s/evil.so", r->dir);
  snprintf(tmp, sizeof tmp, "%s/flip.so", r->dir);
  /* the other library in place for 50 us, the real one for 150 us: most
     lookups find the real one, and a load by path after the hash of the
     real one still meets the other one often */
  while (!atomic_load(&r->stop)) {
    bool to_good = r->flips % 2;
    unlink(tmp);
    if (link(to_good ? good : evil, tmp) == 0 && rename(tmp, target) == 0) r->flips++;
    /* (a spin: a sleep would last a scheduler tick) */
    double until = now_s() + (to_good ? 150e-6 : 50e-6);
    while (now_s() < until && !atomic_load(&r->stop)) {
    }
  }
  /* leave the real entry in place */
  unlink(tmp);
  if (link(good, tmp) == 0) rename(tmp, target);
  return NULL;
}

static void test_loads_what_it_hashed(void **state) {
  (void)state;
  CxSession s;
  session_init(&s);
  s.diag.warnings_enabled = false;
  int id = src_add_buffer(&s.src, "race.cx", src, strlen(src));
  CxParseEnv env = {&s.arena, &s.names, &s.diag, 0};
  AstModule *mod = cx_parse_module(&env, id);
  CxProgram *prog = cx_check_module(&s, mod);
  assert_non_null(prog);
  IrProgram *ir = ir_lower(&s, prog);
  assert_non_null(ir);
  assert_int_equal(ir_optimize(ir, &s.diag), 0);

  char dir[] = "/tmp/cortex-cache-race-XXXXXX";
  assert_non_null(mkdtemp(dir));
  JitOptions o;
  jit_default_options(&o);
  o.opt_level = 0;
  JitCacheInfo info;
  JitModel *m = jit_compile_cached(&s, ir, &o, dir, "", &info);
  assert_non_null(m);
  assert_int_equal(info.state, JIT_CACHE_MISS);
  jit_free(m);

  char path[4200], cmd[8600];
  snprintf(path, sizeof path, "%s/%s.so", dir, info.key);
  char good[4200];
  snprintf(good, sizeof good, "%s/good.so", dir);
  assert_int_equal(link(path, good), 0);
  snprintf(path, sizeof path, "%s/evil.c", dir);
  FILE *f = fopen(path, "w");
  assert_non_null(f);
  fputs("#include <stdlib.h>\n"
        "__attribute__((constructor)) static void evil(void) { setenv(\"CX_EVIL_RAN\", \"1\", 1); }\n"
        "int cx_model(void) { return 0; }\n",
        f);
  fclose(f);
  const char *cc = getenv("CC");
  snprintf(cmd, sizeof cmd, "%s -shared -fPIC -o %s/evil.so %s", cc && *cc ? cc : "cc", dir, path);
  assert_int_equal(system(cmd), 0);
  unsetenv("CX_EVIL_RAN");

  Renamer r = {dir, info.key, false, 0};
  pthread_t t;
  assert_int_equal(pthread_create(&t, NULL, renamer, &r), 0);
  int loaded = 0, rejected = 0, absent = 0, evil_ran = 0;
  double t0 = now_s();
  for (int i = 0; i < 2000 && now_s() - t0 < 20; i++) {
    bool rej = false;
    char why[8192] = "";
    JitModel *h = jit_cache_lookup(&s, ir, &o, dir, info.key, &rej, why, sizeof why);
    if (getenv("CX_EVIL_RAN")) {
      evil_ran++;
      unsetenv("CX_EVIL_RAN");
    }
    if (h) loaded++;
    else if (rej) rejected++;
    else absent++;
    jit_free(h);
  }
  atomic_store(&r.stop, true);
  pthread_join(t, NULL);
  printf("lookups: %d loaded, %d rejected, %d absent; %ld renames; the other constructor ran %d times\n", loaded,
         rejected, absent, r.flips, evil_ran);
  assert_int_equal(evil_ran, 0);
  assert_int_equal(absent, 0);
  assert_true(loaded > 0);
  assert_true(rejected > 0);

  snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
  assert_int_equal(system(cmd), 0);
  ir_program_free(ir);
  session_free(&s);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_loads_what_it_hashed),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
