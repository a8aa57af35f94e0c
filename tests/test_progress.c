/* Unit tests for the progress bar (stdlib/progress.c): the line format,
 * when it draws (enabled, long work, at most once per interval), the
 * padding over a longer previous line, and the final line.  Time is given
 * explicitly (the *_at functions) and output goes to a memory stream, so
 * nothing depends on a terminal or the clock. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stdlib/cxrt.h"

static char *buf;
static size_t buflen;
static FILE *mem;

static int open_mem(void **state) {
  (void)state;
  buf = NULL;
  buflen = 0;
  mem = open_memstream(&buf, &buflen);
  return mem ? 0 : -1;
}

static int close_mem(void **state) {
  (void)state;
  fclose(mem);
  free(buf);
  buf = NULL;
  return 0;
}

/* What the bar has written so far. */
static const char *written(void) {
  fflush(mem);
  return buf ? buf : "";
}

static void expect_line(const char *label, int64_t done, int64_t total, double elapsed, bool final,
                        const char *want) {
  char line[256];
  int n = cxrt_progress_format(line, sizeof line, label, done, total, elapsed, final);
  assert_string_equal(line, want);
  assert_int_equal(n, (int)strlen(want));
}

static void test_format(void **state) {
  (void)state;
  expect_line("run", 2500, 5000, 1.0, false, "run [##########..........] 2500/5000 2.5k/s ETA 0:01");
  expect_line("run", 1234, 5000, 0.5876, false, "run [####................] 1234/5000 2.1k/s ETA 0:02");
  expect_line("run", 5000, 5000, 2.0, true, "run [####################] 5000/5000 2.5k/s in 0:02");
  expect_line("run", 0, 5000, 0.5, false, "run [....................] 0/5000 0.0/s ETA ?:??");
  /* Rates: one decimal below 10, units k and M. */
  expect_line("x", 5, 100, 1.0, false, "x [#...................] 5/100 5.0/s ETA 0:19");
  expect_line("x", 150, 3000, 1.0, false, "x [#...................] 150/3000 150/s ETA 0:19");
  expect_line("x", 25000, 100000, 1.0, false, "x [#####...............] 25000/100000 25k/s ETA 0:03");
  expect_line("x", 3200000, 6400000, 1.0, false, "x [##########..........] 3200000/6400000 3.2M/s ETA 0:01");
  /* Hours; minutes. */
  expect_line("x", 1, 10000, 1.0, false, "x [....................] 1/10000 1.0/s ETA 2:46:39");
  expect_line("x", 100, 10000, 100.0, true, "x [....................] 100/10000 1.0/s in 1:40");
  /* No label; no total. */
  expect_line(NULL, 10, 20, 1.0, false, "[##########..........] 10/20 10/s ETA 0:01");
  expect_line("", 10, 20, 1.0, false, "[##########..........] 10/20 10/s ETA 0:01");
  expect_line("read", 1234, 0, 2.0, false, "read 1234 617/s 0:02");
  expect_line("read", 1234, 0, 2.0, true, "read 1234 617/s in 0:02");
  /* Past the total: the bar stays full. */
  expect_line("x", 30, 20, 1.0, false, "x [####################] 30/20 30/s ETA 0:00");
  /* A small buffer truncates like snprintf and returns the full length. */
  char small[8];
  int n = cxrt_progress_format(small, sizeof small, "run", 1, 2, 1.0, false);
  assert_string_equal(small, "run [##");
  assert_true(n > 8);
}

static void test_disabled_prints_nothing(void **state) {
  (void)state;
  CxrtProgress p;
  cxrt_progress_begin_at(&p, mem, false, 100000, "run", 0.0);
  for (int i = 1; i <= 100; i++) cxrt_progress_update_at(&p, i * 1000, i * 0.05);
  cxrt_progress_end_at(&p, 5.0);
  assert_string_equal(written(), "");
  /* A NULL stream is disabled too. */
  cxrt_progress_begin_at(&p, NULL, true, 100000, "run", 0.0);
  cxrt_progress_update_at(&p, 50000, 2.0);
  cxrt_progress_end_at(&p, 3.0);
}

static void test_short_work_is_quiet(void **state) {
  (void)state;
  CxrtProgress p;
  /* 2000 items are not "long": nothing within the first second. */
  cxrt_progress_begin_at(&p, mem, true, 2000, "run", 10.0);
  for (int i = 1; i <= 2000; i++) cxrt_progress_update_at(&p, i, 10.0 + i * 0.0004);
  cxrt_progress_end_at(&p, 10.9);
  assert_string_equal(written(), "");
}

static void test_slow_work_shows_after_delay(void **state) {
  (void)state;
  CxrtProgress p;
  cxrt_progress_begin_at(&p, mem, true, 100, "run", 0.0);
  cxrt_progress_update_at(&p, 10, 0.5);
  cxrt_progress_update_at(&p, 19, 0.99);
  assert_string_equal(written(), "");
  cxrt_progress_update_at(&p, 20, 1.0);
  assert_string_equal(written(), "\rrun [####................] 20/100 20/s ETA 0:04");
  cxrt_progress_end_at(&p, 2.0);
  assert_string_equal(written(), "\rrun [####................] 20/100 20/s ETA 0:04"
                                 "\rrun [####................] 20/100 10/s in 0:02 \n");
}

static void test_rate_limit(void **state) {
  (void)state;
  CxrtProgress p;
  cxrt_progress_begin_at(&p, mem, true, 5000, "run", 0.0);
  cxrt_progress_update_at(&p, 100, 0.05);  /* before the first interval: no */
  assert_string_equal(written(), "");
  cxrt_progress_update_at(&p, 250, 0.10);  /* drawn */
  cxrt_progress_update_at(&p, 300, 0.15);  /* 0.05 s later: no */
  cxrt_progress_update_at(&p, 400, 0.19);  /* 0.09 s later: no */
  cxrt_progress_update_at(&p, 500, 0.20);  /* 0.10 s later: drawn */
  cxrt_progress_update_at(&p, 600, 0.25);  /* no */
  cxrt_progress_end_at(&p, 0.25);          /* the final state, always */
  assert_string_equal(written(), "\rrun [#...................] 250/5000 2.5k/s ETA 0:02"
                                 "\rrun [##..................] 500/5000 2.5k/s ETA 0:02"
                                 "\rrun [##..................] 600/5000 2.4k/s in 0:00 \n");
  /* A thousand updates in one second draw at most eleven times. */
  fflush(mem);
  size_t before = buflen;
  cxrt_progress_begin_at(&p, mem, true, 100000, "run", 0.0);
  for (int i = 1; i <= 1000; i++) cxrt_progress_update_at(&p, i * 10, i * 0.001);
  int draws = 0;
  const char *w = written();
  for (size_t i = before; i < buflen; i++) draws += w[i] == '\r';
  assert_true(draws >= 9 && draws <= 11);
  cxrt_progress_end_at(&p, 1.0);
}

static void test_pads_over_longer_line(void **state) {
  (void)state;
  CxrtProgress p;
  cxrt_progress_begin_at(&p, mem, true, 10000, "run", 0.0);
  cxrt_progress_update_at(&p, 1, 1.0);     /* ETA 2:46:39: a long line */
  cxrt_progress_update_at(&p, 10, 2.0);    /* ETA 33:18: one char shorter */
  const char *first = "\rrun [....................] 1/10000 1.0/s ETA 2:46:39";
  const char *second = "\rrun [....................] 10/10000 5.0/s ETA 33:18";
  char want[256];
  snprintf(want, sizeof want, "%s%s%*s", first, second, (int)(strlen(first) - strlen(second)), "");
  assert_string_equal(written(), want);
  cxrt_progress_end_at(&p, 2.0);
}

static void test_zeroed_is_inactive(void **state) {
  (void)state;
  CxrtProgress p = {0};
  cxrt_progress_update(&p, 5);
  cxrt_progress_end(&p);
  CxrtProgress q;
  cxrt_progress_begin_at(&q, mem, true, 5000, "run", 0.0);
  cxrt_progress_update_at(&q, 2500, 1.0);
  cxrt_progress_end_at(&q, 1.0);
  size_t len = strlen(written());
  cxrt_progress_end_at(&q, 2.0);            /* twice: nothing more */
  cxrt_progress_update_at(&q, 3000, 3.0);   /* after the end: nothing */
  assert_int_equal(strlen(written()), len);
  /* The real clock: an enabled, short job prints nothing. */
  cxrt_progress_begin(&q, mem, true, 10, "run");
  cxrt_progress_update(&q, 10);
  cxrt_progress_end(&q);
  assert_int_equal(strlen(written()), len);
  assert_true(cxrt_progress_clock() > 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_format),
    cmocka_unit_test_setup_teardown(test_disabled_prints_nothing, open_mem, close_mem),
    cmocka_unit_test_setup_teardown(test_short_work_is_quiet, open_mem, close_mem),
    cmocka_unit_test_setup_teardown(test_slow_work_shows_after_delay, open_mem, close_mem),
    cmocka_unit_test_setup_teardown(test_rate_limit, open_mem, close_mem),
    cmocka_unit_test_setup_teardown(test_pads_over_longer_line, open_mem, close_mem),
    cmocka_unit_test_setup_teardown(test_zeroed_is_inactive, open_mem, close_mem),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
