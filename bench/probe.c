/* bench/probe: what this machine can do, for the lower bounds of
 * bench/compare.py: one core's FMA peak (independent AVX-512 FMA chains,
 * AVX2 where there is no AVX-512), the read bandwidth of a buffer that
 * fits in one core's L2 and of one 8x bigger (beyond L2), each on 1 and
 * on T threads pinned to T different CPUs, and whether the T CPUs share
 * FMA units (T threads' peak under 0.75 T times one thread's: vCPUs
 * that are hyperthreads of one core, or an oversubscribed host).
 *
 *   gcc -O2 -pthread -o probe bench/probe.c && ./probe [T]
 *
 * prints one JSON line; compare.py builds it, runs it once and caches the
 * line in bench/results/probe.json.  The numbers are the best of a few
 * short runs, timed in each thread's CPU time (so that a loaded machine
 * does not halve them: caches shared with other work still may). */
#define _GNU_SOURCE
#include <immintrin.h>
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define MAX_T 64

/* The calling thread's CPU time: on a machine shared with other work the
 * rate per CPU-second is still the core's (two hyperthreads running at
 * once on one core still show half each). */
static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* 12 independent chains of FMAs (registers, spelled out: a loop over an
 * array of vectors is kept in memory at -O2): FLOPs = iters * 12 * lanes * 2. */
#define FMA12(F, V)                                                                                                   \
  a0 = F(a0, m, c), a1 = F(a1, m, c), a2 = F(a2, m, c), a3 = F(a3, m, c), a4 = F(a4, m, c), a5 = F(a5, m, c),       \
  a6 = F(a6, m, c), a7 = F(a7, m, c), a8 = F(a8, m, c), a9 = F(a9, m, c), a10 = F(a10, m, c), a11 = F(a11, m, c)
__attribute__((target("avx512f"))) static double fma512(int64_t iters) {
  __m512 m = _mm512_set1_ps(0.999999f), c = _mm512_set1_ps(1e-7f);
  __m512 a0 = _mm512_set1_ps(0), a1 = _mm512_set1_ps(1), a2 = _mm512_set1_ps(2), a3 = _mm512_set1_ps(3),
         a4 = _mm512_set1_ps(4), a5 = _mm512_set1_ps(5), a6 = _mm512_set1_ps(6), a7 = _mm512_set1_ps(7),
         a8 = _mm512_set1_ps(8), a9 = _mm512_set1_ps(9), a10 = _mm512_set1_ps(10), a11 = _mm512_set1_ps(11);
  for (int64_t n = 0; n < iters; n++) FMA12(_mm512_fmadd_ps, __m512);
  __m512 s = _mm512_add_ps(_mm512_add_ps(_mm512_add_ps(a0, a1), _mm512_add_ps(a2, a3)),
                           _mm512_add_ps(_mm512_add_ps(a4, a5), _mm512_add_ps(a6, a7)));
  s = _mm512_add_ps(s, _mm512_add_ps(_mm512_add_ps(a8, a9), _mm512_add_ps(a10, a11)));
  return _mm512_reduce_add_ps(s);
}

__attribute__((target("avx2,fma"))) static double fma256(int64_t iters) {
  __m256 m = _mm256_set1_ps(0.999999f), c = _mm256_set1_ps(1e-7f);
  __m256 a0 = _mm256_set1_ps(0), a1 = _mm256_set1_ps(1), a2 = _mm256_set1_ps(2), a3 = _mm256_set1_ps(3),
         a4 = _mm256_set1_ps(4), a5 = _mm256_set1_ps(5), a6 = _mm256_set1_ps(6), a7 = _mm256_set1_ps(7),
         a8 = _mm256_set1_ps(8), a9 = _mm256_set1_ps(9), a10 = _mm256_set1_ps(10), a11 = _mm256_set1_ps(11);
  for (int64_t n = 0; n < iters; n++) FMA12(_mm256_fmadd_ps, __m256);
  __m256 s = _mm256_add_ps(_mm256_add_ps(_mm256_add_ps(a0, a1), _mm256_add_ps(a2, a3)),
                           _mm256_add_ps(_mm256_add_ps(a4, a5), _mm256_add_ps(a6, a7)));
  s = _mm256_add_ps(s, _mm256_add_ps(_mm256_add_ps(a8, a9), _mm256_add_ps(a10, a11)));
  float f[8];
  _mm256_storeu_ps(f, s);
  return f[0];
}

/* Read n floats `reps` times, summed in 8 vector accumulators. */
#define ADD8(ADD, LOAD, W)                                                                                          \
  s0 = ADD(s0, LOAD(p + i)), s1 = ADD(s1, LOAD(p + i + W)), s2 = ADD(s2, LOAD(p + i + 2 * W)),                      \
  s3 = ADD(s3, LOAD(p + i + 3 * W)), s4 = ADD(s4, LOAD(p + i + 4 * W)), s5 = ADD(s5, LOAD(p + i + 5 * W)),          \
  s6 = ADD(s6, LOAD(p + i + 6 * W)), s7 = ADD(s7, LOAD(p + i + 7 * W))
__attribute__((target("avx512f"))) static double read512(const float *p, size_t n, int reps) {
  __m512 s0 = _mm512_setzero_ps(), s1 = s0, s2 = s0, s3 = s0, s4 = s0, s5 = s0, s6 = s0, s7 = s0;
  for (int r = 0; r < reps; r++)
    for (size_t i = 0; i < n; i += 128) ADD8(_mm512_add_ps, _mm512_load_ps, 16);
  s0 = _mm512_add_ps(_mm512_add_ps(_mm512_add_ps(s0, s1), _mm512_add_ps(s2, s3)),
                     _mm512_add_ps(_mm512_add_ps(s4, s5), _mm512_add_ps(s6, s7)));
  return _mm512_reduce_add_ps(s0);
}

__attribute__((target("avx2"))) static double read256(const float *p, size_t n, int reps) {
  __m256 s0 = _mm256_setzero_ps(), s1 = s0, s2 = s0, s3 = s0, s4 = s0, s5 = s0, s6 = s0, s7 = s0;
  for (int r = 0; r < reps; r++)
    for (size_t i = 0; i < n; i += 64) ADD8(_mm256_add_ps, _mm256_load_ps, 8);
  s0 = _mm256_add_ps(_mm256_add_ps(_mm256_add_ps(s0, s1), _mm256_add_ps(s2, s3)),
                     _mm256_add_ps(_mm256_add_ps(s4, s5), _mm256_add_ps(s6, s7)));
  float f[8];
  _mm256_storeu_ps(f, s0);
  return f[0];
}

static int has512;
static volatile double sink;

typedef struct Job {
  int cpu;           /* pin to this CPU; -1: not pinned */
  int kind;          /* 0 FMA, 1 read */
  int64_t iters;     /* FMA iterations */
  float *buf;        /* read: this thread's buffer */
  size_t n;
  int reps;
  pthread_barrier_t *bar;
  double seconds;
} Job;

static void *job_main(void *arg) {
  Job *j = arg;
  if (j->cpu >= 0) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(j->cpu, &set);
    pthread_setaffinity_np(pthread_self(), sizeof set, &set);
  }
  if (j->kind == 1) sink += has512 ? read512(j->buf, j->n, 1) : read256(j->buf, j->n, 1); /* warm */
  pthread_barrier_wait(j->bar);
  double t0 = now_s();
  if (j->kind == 0) sink += has512 ? fma512(j->iters) : fma256(j->iters);
  else sink += has512 ? read512(j->buf, j->n, j->reps) : read256(j->buf, j->n, j->reps);
  j->seconds = now_s() - t0;
  return NULL;
}

/* Run the job on T threads at once (on cpus[0..T)), best of `tries`;
 * returns the slowest thread's seconds of the best try. */
static double run(int T, const int *cpus, int kind, int64_t iters, float **bufs, size_t n, int reps, int tries) {
  double best = 1e30;
  for (int t = 0; t < tries; t++) {
    pthread_t tid[MAX_T];
    Job jobs[MAX_T];
    pthread_barrier_t bar;
    pthread_barrier_init(&bar, NULL, (unsigned)T);
    for (int i = 0; i < T; i++) {
      jobs[i] = (Job){cpus ? cpus[i] : -1, kind, iters, bufs ? bufs[i] : NULL, n, reps, &bar, 0};
      pthread_create(&tid[i], NULL, job_main, &jobs[i]);
    }
    double worst = 0;
    for (int i = 0; i < T; i++) {
      pthread_join(tid[i], NULL);
      if (jobs[i].seconds > worst) worst = jobs[i].seconds;
    }
    pthread_barrier_destroy(&bar);
    if (worst < best) best = worst;
  }
  return best;
}

static long l2_bytes(void) {
  long v = sysconf(_SC_LEVEL2_CACHE_SIZE);
  if (v > 0) return v;
  FILE *f = fopen("/sys/devices/system/cpu/cpu0/cache/index2/size", "r");
  if (f) {
    long k = 0;
    char unit = 0;
    if (fscanf(f, "%ld%c", &k, &unit) >= 1) v = unit == 'M' ? k << 20 : k << 10;
    fclose(f);
  }
  return v > 0 ? v : 1L << 20;
}

/* Bandwidth in GB/s of T threads each reading its own buffer of `bytes`. */
static double bandwidth(int T, const int *cpus, size_t bytes) {
  float *bufs[MAX_T];
  size_t n = bytes / sizeof(float) / 128 * 128;
  for (int i = 0; i < T; i++) {
    bufs[i] = aligned_alloc(64, n * sizeof(float));
    if (!bufs[i]) {
      fprintf(stderr, "probe: out of memory\n");
      exit(1);
    }
    for (size_t k = 0; k < n; k++) bufs[i][k] = 1.0f;
  }
  int reps = (int)(4e9 / (double)(n * sizeof(float))) + 1; /* ~4 GB per thread */
  double s = run(T, cpus, 1, 0, bufs, n, reps, 3);
  for (int i = 0; i < T; i++) free(bufs[i]);
  return (double)T * reps * n * sizeof(float) / s / 1e9;
}

static void cpu_model(char *out, size_t cap) {
  snprintf(out, cap, "?");
  FILE *f = fopen("/proc/cpuinfo", "r");
  if (!f) return;
  char line[512];
  while (fgets(line, sizeof line, f))
    if (!strncmp(line, "model name", 10)) {
      char *v = strchr(line, ':');
      if (v) {
        v++;
        while (*v == ' ') v++;
        v[strcspn(v, "\n")] = 0;
        snprintf(out, cap, "%s", v);
      }
      break;
    }
  fclose(f);
}

int main(int argc, char **argv) {
  int T = argc > 1 ? atoi(argv[1]) : 2;
  if (argc > 2 || T < 1 || T > MAX_T) {
    fprintf(stderr, "usage: probe [THREADS]  (THREADS from 1 to %d, default 2)\n", MAX_T);
    return 2;
  }
  __builtin_cpu_init();
  has512 = __builtin_cpu_supports("avx512f");
  if (!has512 && !(__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))) {
    fprintf(stderr, "probe: this CPU has neither AVX-512 nor AVX2+FMA\n");
    return 1;
  }
  cpu_set_t mask;
  int cpus[MAX_T], ncpu = 0;
  if (sched_getaffinity(0, sizeof mask, &mask) == 0)
    for (int c = 0; c < CPU_SETSIZE && ncpu < MAX_T; c++)
      if (CPU_ISSET(c, &mask)) cpus[ncpu++] = c;
  const int *pin = ncpu >= T ? cpus : NULL;
  int lanes = has512 ? 16 : 8;
  int64_t iters = 20000000;
  double f1 = (double)iters * 12 * lanes * 2 / run(1, pin, 0, iters, NULL, 0, 0, 5) / 1e9;
  double fT = (double)T * iters * 12 * lanes * 2 / run(T, pin, 0, iters, NULL, 0, 0, 5) / 1e9;
  long l2 = l2_bytes();
  double b1 = bandwidth(1, pin, (size_t)l2 / 2), bT = bandwidth(T, pin, (size_t)l2 / 2);
  double o1 = bandwidth(1, pin, (size_t)l2 * 8), oT = bandwidth(T, pin, (size_t)l2 * 8);
  char model[256];
  cpu_model(model, sizeof model);
  for (char *p = model; *p; p++)
    if (*p == '"' || *p == '\\') *p = ' ';
  double la = 0;
  FILE *f = fopen("/proc/loadavg", "r");
  if (f) {
    if (fscanf(f, "%lf", &la) != 1) la = 0;
    fclose(f);
  }
  /* T threads on T real cores: ~T times one; hyperthreads of one core share its FMA units: ~1x */
  int shared = T > 1 && fT < 0.75 * T * f1;
  printf("{\"cpu\": \"%s\", \"isa\": \"%s\", \"threads\": %d, \"pinned\": %s, \"fma_gflops_1\": %.1f, "
         "\"fma_gflops_T\": %.1f, \"fma_shared\": %s, \"l2_bytes\": %ld, \"l2_gbs_1\": %.1f, \"l2_gbs_T\": %.1f, "
         "\"beyond_l2_gbs_1\": %.1f, \"beyond_l2_gbs_T\": %.1f, \"loadavg\": %.2f}\n",
         model, has512 ? "avx512" : "avx2", T, pin ? "true" : "false", f1, fT, shared ? "true" : "false", l2, b1, bT,
         o1, oT, la);
  return 0;
}
