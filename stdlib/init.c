/* Deterministic initialization of a model's params (`--seed N`,
 * `cortex init-weights`).  docs/formats.md ("Seeded initialization")
 * specifies the algorithm exactly and tools/init_weights.py reproduces it
 * bit for bit; change neither without the other.
 *
 * "The same on every machine" rules out the C library's log, sin and cos:
 * their last bit differs between libms (glibc, musl, macOS).  So the
 * normals are made from +, -, *, / and sqrt only, which IEEE 754 rounds
 * exactly, plus frexp and floor, which are exact: log by the atanh series
 * and sin/cos by Taylor polynomials, both to well below one ulp of double
 * before the result is rounded to float.  Two things could still change
 * the bits and are ruled out here:
 *  - contraction of a*b+c into a fused multiply-add (GCC does it by
 *    default in GNU C mode when the target has FMA, e.g. -march=haswell
 *    or any aarch64): switched off for this file below;
 *  - -ffast-math, which reorders arithmetic: refused at compile time. */
#include "config.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stdlib/cxrt.h"

#ifdef __FAST_MATH__
#error "stdlib/init.c must not be compiled with -ffast-math: seeded weights would differ from machine to machine"
#endif
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__)
#pragma GCC optimize("fp-contract=off")
#endif

/* ---- random numbers ------------------------------------------------------ */

/* FNV-1a, 64-bit, over the bytes of the param's name. */
static uint64_t fnv1a64(const char *s) {
  uint64_t h = 0xCBF29CE484222325ull;
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    h ^= *p;
    h *= 0x100000001B3ull;
  }
  return h;
}

/* splitmix64 (Steele, Lea, Flood 2014; the seeding generator of
 * xoshiro): passes BigCrush, one addition and two multiplications. */
static uint64_t splitmix64(uint64_t *state) {
  uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* Uniform in [0, 1): the top 53 bits, exactly representable. */
static double uniform(uint64_t *state) {
  return (double)(splitmix64(state) >> 11) * 0x1.0p-53;
}

/* ---- elementary functions from exact operations -------------------------- */

enum { LOG_TERMS = 11, TRIG_TERMS = 9 };
static const double LN2 = 0.6931471805599453;       /* nearest double to ln 2 */
static const double SQRT_HALF = 0.7071067811865476; /* nearest double to sqrt(1/2) */
static const double HALF_PI = 1.5707963267948966;   /* nearest double to pi/2 */

/* Series coefficients, computed (not typed in) so that the Python script
 * computes the very same doubles:
 *   L[k] = 1 / (2k+1)
 *   S[0] = 1, S[k] = S[k-1] / -((2k)(2k+1))      (sin: (-1)^k / (2k+1)!)
 *   C[0] = 1, C[k] = C[k-1] / -((2k-1)(2k))      (cos: (-1)^k / (2k)!)  */
typedef struct {
  double L[LOG_TERMS + 1], S[TRIG_TERMS + 1], C[TRIG_TERMS + 1];
} Coefs;

static void coefs_init(Coefs *c) {
  for (int k = 0; k <= LOG_TERMS; k++) c->L[k] = 1.0 / (double)(2 * k + 1);
  c->S[0] = c->C[0] = 1.0;
  for (int k = 1; k <= TRIG_TERMS; k++) {
    c->S[k] = c->S[k - 1] / (double)(-(2 * k) * (2 * k + 1));
    c->C[k] = c->C[k - 1] / (double)(-(2 * k - 1) * (2 * k));
  }
}

/* p(x) = coef[n] x^n + ... + coef[0], by Horner from the top. */
static double horner(const double *coef, int n, double x) {
  double p = coef[n];
  for (int k = n - 1; k >= 0; k--) p = p * x + coef[k];
  return p;
}

/* ln x for x in (0, 1]: x = m 2^e with m in [sqrt(1/2), sqrt(2)), then
 * ln m = 2 atanh(s), s = (m-1)/(m+1), |s| <= 0.1716, so the series
 * 2s (1 + s^2/3 + s^4/5 + ...) converges to 1e-19 in 12 terms. */
static double det_log(const Coefs *c, double x) {
  int e;
  double m = frexp(x, &e); /* exact: m in [0.5, 1) */
  if (m < SQRT_HALF) {
    m = m * 2.0;
    e = e - 1;
  }
  double s = (m - 1.0) / (m + 1.0);
  double p = horner(c->L, LOG_TERMS, s * s);
  return 2.0 * s * p + (double)e * LN2;
}

/* cos(2 pi u) and sin(2 pi u) for u in [0, 1), u a multiple of 2^-53.
 * 4u = q + t exactly (q the quadrant); the angle t pi/2 in the quadrant
 * is folded to [0, pi/4] (t <= 1/2: sin, cos of t pi/2; else cos, sin of
 * (1-t) pi/2, also exact in t), where the Taylor series need 10 terms. */
static void det_cos_sin_2pi(const Coefs *c, double u, double *cos_out, double *sin_out) {
  double v = 4.0 * u;
  double qf = floor(v);
  double t = v - qf;
  double sa, ca; /* sin and cos of t pi/2 */
  if (t <= 0.5) {
    double a = t * HALF_PI, a2 = a * a;
    sa = a * horner(c->S, TRIG_TERMS, a2);
    ca = horner(c->C, TRIG_TERMS, a2);
  } else {
    double a = (1.0 - t) * HALF_PI, a2 = a * a;
    sa = horner(c->C, TRIG_TERMS, a2);
    ca = a * horner(c->S, TRIG_TERMS, a2);
  }
  switch ((int)qf) {
  case 0: *cos_out = ca, *sin_out = sa; break;
  case 1: *cos_out = -sa, *sin_out = ca; break;
  case 2: *cos_out = -ca, *sin_out = -sa; break;
  default: *cos_out = sa, *sin_out = -ca; break;
  }
}

/* n values of std * N(0, 1) from the stream that starts at state. Each
 * pair of uniforms (u1, u2) gives, by Box-Muller, two normals
 *   r = sqrt(-2 ln(1 - u1)),  z0 = r cos(2 pi u2),  z1 = r sin(2 pi u2)
 * (1 - u1 is in (0, 1], so the log is finite) which fill two consecutive
 * elements; for odd n the last z1 is dropped.  value = float(z * std). */
static void fill_normal(const Coefs *c, float *dst, int64_t n, uint64_t state, double std) {
  for (int64_t i = 0; i < n; i += 2) {
    double u1 = uniform(&state);
    double u2 = uniform(&state);
    double r = sqrt(-2.0 * det_log(c, 1.0 - u1));
    double cs, sn;
    det_cos_sin_2pi(c, u2, &cs, &sn);
    dst[i] = (float)((r * cs) * std);
    if (i + 1 < n) dst[i + 1] = (float)((r * sn) * std);
  }
}

/* ---- per param ------------------------------------------------------------ */

static const char *key_of(const CxrtParamInfo *p) { return p->key ? p->key : p->name; }

/* An error located at the param's declaration. */
static int param_error(const CxrtParamInfo *p, CxrtError *err, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int param_error(const CxrtParamInfo *p, CxrtError *err, const char *fmt, ...) {
  char msg[1400];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  return cxrt_errorf(err, p->model_file ? p->model_file : "", p->line, p->col, "%s", msg);
}

/* Shape of the tensor stored under key: the shape of the params that take
 * it whole (they must agree), else rows max(slice_hi) of the params that
 * slice it (their other dimensions must agree). */
static int stored_shape(const CxrtModelInfo *m, const char *key, int *rank, int64_t *dims,
                        CxrtError *err) {
  const CxrtParamInfo *whole = NULL, *first = NULL;
  int64_t rows = 0;
  char q1[128], q2[128], q3[128], s1[160], s2[160];
  for (int i = 0; i < m->nparams; i++) {
    const CxrtParamInfo *p = &m->params[i];
    if (strcmp(key_of(p), key) != 0) continue;
    if (p->slice_hi < 0) {
      if (whole && (whole->rank != p->rank ||
                    memcmp(whole->dims, p->dims, sizeof(int64_t) * (size_t)p->rank) != 0))
        return param_error(
            p, err, "params %s and %s both take tensor '%s' whole but declare different shapes",
            cxrt_safe_name(q1, sizeof q1, whole->name), cxrt_safe_name(q2, sizeof q2, p->name),
            cxrt_safe_name(q3, sizeof q3, key));
      whole = p;
    } else {
      if (p->rank < 1 || p->slice_lo < 0 || p->slice_hi - p->slice_lo != p->dims[0]) {
        snprintf(s1, sizeof s1, "[%lld, %lld)", (long long)p->slice_lo, (long long)p->slice_hi);
        return param_error(p, err,
                           "param %s takes rows %s of tensor '%s', which does not match its "
                           "declared first dimension",
                           cxrt_safe_name(q1, sizeof q1, p->name), s1,
                           cxrt_safe_name(q3, sizeof q3, key));
      }
      if (p->slice_hi > rows) rows = p->slice_hi;
    }
    /* Every param of the key must agree past the first dimension. */
    if (!first) {
      first = p;
    } else if (first->rank != p->rank ||
               (p->rank > 1 && memcmp(first->dims + 1, p->dims + 1,
                                      sizeof(int64_t) * (size_t)(p->rank - 1)) != 0)) {
      cxrt_shape_str(s1, sizeof s1, first->rank, first->dims);
      cxrt_shape_str(s2, sizeof s2, p->rank, p->dims);
      char both[340];
      snprintf(both, sizeof both, "%s and %s", s1, s2);
      return param_error(p, err,
                         "params %s and %s share tensor '%s' but their shapes %s do not fit "
                         "one tensor",
                         cxrt_safe_name(q1, sizeof q1, first->name),
                         cxrt_safe_name(q2, sizeof q2, p->name),
                         cxrt_safe_name(q3, sizeof q3, key), both);
    }
  }
  if (whole) {
    if (rows > (whole->rank > 0 ? whole->dims[0] : 0))
      return param_error(whole, err,
                         "param %s takes tensor '%s' whole, but another param takes rows "
                         "beyond its end",
                         cxrt_safe_name(q1, sizeof q1, whole->name),
                         cxrt_safe_name(q3, sizeof q3, key));
    *rank = whole->rank;
    memcpy(dims, whole->dims, sizeof(int64_t) * CXRT_MAX_RANK);
  } else {
    *rank = first->rank;
    memcpy(dims, first->dims, sizeof(int64_t) * CXRT_MAX_RANK);
    dims[0] = rows;
  }
  return 0;
}

int cxrt_init_weights(const CxrtModelInfo *m, uint64_t seed, CxrtWeights *out, CxrtError *err) {
  memset(out, 0, sizeof *out);
  for (int i = 0; i < m->nparams; i++) {
    const CxrtParamInfo *p = &m->params[i];
    CxrtTensor probe = {.rank = p->rank};
    if (p->rank >= 0 && p->rank <= CXRT_MAX_RANK)
      memcpy(probe.dims, p->dims, sizeof probe.dims);
    if (!p->name || cxrt_tensor_numel(&probe) < 0) {
      char q[128];
      return param_error(p, err, "param %s has an invalid shape",
                         cxrt_safe_name(q, sizeof q, p->name ? p->name : "(unnamed)"));
    }
  }
  Coefs c;
  coefs_init(&c);
  CxrtWeights w = {0};
  w.tensors = calloc((size_t)m->nparams + 1, sizeof *w.tensors);
  if (!w.tensors) return cxrt_errorf(err, NULL, 0, 0, "out of memory initializing weights");

  for (int i = 0; i < m->nparams; i++) {
    const CxrtParamInfo *p = &m->params[i];
    const char *key = key_of(p);
    CxrtTensor *t = (CxrtTensor *)cxrt_weights_find(&w, key);
    if (!t) {
      /* First param of this key: allocate the stored tensor (zeroed, so
       * rows no slice covers stay 0). */
      int rank = 0;
      int64_t dims[CXRT_MAX_RANK] = {0};
      if (stored_shape(m, key, &rank, dims, err)) goto fail;
      t = &w.tensors[w.ntensors];
      if (cxrt_tensor_alloc(t, key, rank, dims, err)) goto fail;
      w.ntensors++;
    }
    CxrtTensor shape = {.rank = p->rank};
    memcpy(shape.dims, p->dims, sizeof shape.dims);
    int64_t n = cxrt_tensor_numel(&shape);
    if (n == 0) continue; /* (and then fan_in below could overflow) */
    /* The param's own stream and scale; fan_in <= n, so no overflow. */
    int64_t fan_in = 1;
    for (int d = 1; d < p->rank; d++) fan_in *= p->dims[d];
    double std = p->rank >= 2 ? 1.0 / sqrt((double)fan_in) : 0.1;
    int64_t row = 1;
    for (int d = 1; d < t->rank; d++) row *= t->dims[d];
    int64_t at = p->slice_hi >= 0 ? p->slice_lo * row : 0;
    fill_normal(&c, t->data + at, n, seed ^ fnv1a64(p->name), std);
  }
  *out = w;
  return 0;
fail:
  cxrt_weights_free(&w);
  return -1;
}
