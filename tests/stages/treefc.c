struct JitFrame;

union cx_vmath_bits;

union cx_vf;

union cx_vd;

struct JitFrame
{
  float * * params;
  float * * packed;
  float * * states;
  float * * vfields;
  int * child_start;
  int * children;
  int * ifields;
  int * group_start;
  float * scratch;
  long long * err;
  long long node_cap;
  long long edge_cap;
  int nlevels;
  int nkernels;
  int level;
  int * * lp_slot;
  float * * lp_data;
  int * lp_perm;
  int part;
  int nparts;
  void (*) (void *) sync;
  void * sync_arg;
};

union cx_vmath_bits
{
  long long i;
  double d;
};

union cx_vf
{
  float  __attribute__((vector_size(sizeof (float) * 16))) v;
  float[16] a;
};

union cx_vd
{
  double  __attribute__((vector_size(sizeof (double) * 8))) v;
  double[8] a;
};

extern float
expf (float x); /* (imported) */

extern float
tanhf (float x); /* (imported) */

extern float
logf (float x); /* (imported) */

extern float
sqrtf (float x); /* (imported) */

extern float
fabsf (float x); /* (imported) */

extern double
exp (double x); /* (imported) */

extern double
log (double x); /* (imported) */

static inline double
cx_vexpd (double x)
{
  double xc;
  double t;
  double k;
  double r;
  double p;
  union cx_vmath_bits ut;
  union cx_vmath_bits us;

entry:
  xc = x;
  if (xc < (double)-104.000000) goto s0; else goto j0;

s0:
  xc = (double)-104.000000;
  goto j0;

j0:
  if (xc > (double)89.000000) goto s1; else goto j1;

s1:
  xc = (double)89.000000;
  goto j1;

j1:
  t = xc * (double)1.442695 + (double)6755399441055744.000000;
  k = t - (double)6755399441055744.000000;
  r = xc - k * (double)0.693147;
  r = r - k * (double)0.000000;
  p = (double)0.000000;
  p = p * r + (double)0.000000;
  p = p * r + (double)0.000003;
  p = p * r + (double)0.000025;
  p = p * r + (double)0.000198;
  p = p * r + (double)0.001389;
  p = p * r + (double)0.008333;
  p = p * r + (double)0.041667;
  p = p * r + (double)0.166667;
  p = p * r + (double)0.500000;
  p = p * r + (double)1.000000;
  p = p * r + (double)1.000000;
  ut.d = t;
  us.i = ut.i + (long long)1023 << (long long)52;
  return p * us.d;
}

static inline float
cx_vexpf (float x)
{
entry:
  return (float)cx_vexpd (((double)x));
}

static inline float
cx_vtanhf (float x)
{
  float a;
  double e;
  float t;

entry:
  a = abs (x);
  e = cx_vexpd (((double)(a + a)));
  t = (float)((e - (double)1.000000) / (e + (double)1.000000));
  if (a < (float)0.000061) goto s0; else goto j0;

s0:
  t = a;
  goto j0;

j0:
  return copysignf (t, x);
}

static inline float
cx_vsigmoidf (float x)
{
  double e;
  double num;

entry:
  e = cx_vexpd (((double)-(abs (x))));
  num = (double)1.000000;
  if (x < (float)0.000000) goto s0; else goto j0;

s0:
  num = e;
  goto j0;

j0:
  return (float)(num / ((double)1.000000 + e));
}

static inline float
cx_sigmoid (float x)
{
  float e;

entry:
  if (x >= (float)0.000000) goto pos; else goto neg;

pos:
  return (float)1.000000 / ((float)1.000000 + expf ((-(x))));

neg:
  e = expf (x);
  return e / ((float)1.000000 + e);
}

static inline float
cx_fmax (float a, float b)
{
entry:
  if (a > b || a != a) goto then; else goto else;

then:
  return a;

else:
  return b;
}

static inline float
cx_fmin (float a, float b)
{
entry:
  if (a < b || a != a) goto then; else goto else;

then:
  return a;

else:
  return b;
}

static inline float
cx_relu (float x)
{
entry:
  if (x > (float)0.000000 || x != x) goto then; else goto else;

then:
  return x;

else:
  return (float)0.000000;
}

static inline long long
cx_idiv (long long x, long long y)
{
entry:
  if (y == (long long)0 || y == (long long)-1 && x == (long long)-9223372036854775808) goto then; else goto else;

then:
  return (long long)0;

else:
  return x / y;
}

static inline long long
cx_imod (long long x, long long y)
{
entry:
  if (y == (long long)0 || y == (long long)-1 && x == (long long)-9223372036854775808) goto then; else goto else;

then:
  return (long long)0;

else:
  return x % y;
}

extern void
cx_branch0_leaf (struct JitFrame * f, int start, int end)
{
  long long start_0;
  long long end_1;
  long long n_2;
  long long ebase_3;
  long long li_4;
  long long i_5;
  long long j_6;
  long long ix1_7;
  int * child_start;
  int * ifields;
  float * S_0;
  float * P_E;

entry:
  start_0 = (long long)start;
  end_1 = (long long)end;
  child_start = f->child_start;
  ifields = f->ifields;
  S_0 = f->states[(long long)0];
  P_E = f->params[(long long)0];
  goto start0;

start0:
  n_2 = end_1 - start_0;
  ebase_3 = (long long)child_start[start_0];
  li_4 = (long long)0;
  goto for1;

for1:
  if (li_4 < n_2) goto body2; else goto after3;

body2:
  i_5 = start_0 + li_4;
  ix1_7 = (long long)ifields[i_5];
  if (ix1_7 < (long long)0 || ix1_7 >= (long long)22000) goto then4; else goto else5;

after3:
  return;

then4:
  if (f->err[(long long)0] == (long long)0) goto rowerr7; else goto join8;

else5:
  goto join6;

join6:
  j_6 = (long long)0;
  goto for9;

rowerr7:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_7;
  f->err[(long long)4] = (long long)0;
  goto join8;

join8:
  ix1_7 = (long long)0;
  goto join6;

for9:
  if (j_6 < (long long)256) goto body10; else goto after11;

body10:
  S_0[(i_5 * (long long)256 + j_6)] = P_E[(ix1_7 * (long long)256 + j_6)];
  j_6 += (long long)1;
  goto for9;

after11:
  li_4 += (long long)1;
  goto for1;
}

extern void
cx_branch1_internal (struct JitFrame * f, int start, int end)
{
  long long start_0;
  long long end_1;
  long long n_2;
  long long ebase_3;
  long long li_4;
  long long i_5;
  long long j_6;
  float v3_7;
  long long cs_8;
  long long c0_9;
  long long c1_10;
  long long r_11;
  long long k_12;
  float acc5_13;
  long long li_14;
  long long i_15;
  long long li_16;
  long long i_17;
  long long j_18;
  float v6_19;
  float v7_20;
  long long toff;
  float * t0;
  float * t1;
  int * child_start;
  int * children;
  float * S_0;
  float * PK_0;
  float * gpw7;
  long long gli8;
  long long gnhi9;
  long long gr10;
  long long gprow11;
  long long gq12;
  long long gj13;
  long long gdir14;
  float * gx21;
  float * gx22;
  float * gx23;
  float * gx24;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc25;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc26;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc27;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc28;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc29;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc30;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc31;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc32;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc33;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc34;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc35;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc36;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc37;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc38;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc39;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc40;
  long long gk41;
  float * gp42;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw46;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw47;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw48;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw49;
  float gxs50;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb51;
  float gxs52;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb53;
  float gxs54;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb55;
  float gxs56;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb57;
  float * gx61;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc62;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc63;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc64;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc65;
  long long gk66;
  float * gp67;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw71;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw72;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw73;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw74;
  float gxs75;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb76;
  float * gx79;
  float * gx80;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc81;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc82;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc83;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc84;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc85;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc86;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc87;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc88;
  long long gk89;
  float * gp90;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw94;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw95;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw96;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw97;
  float gxs98;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb99;
  float gxs100;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb101;
  float * gx104;
  float * gx105;
  float * gx106;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc107;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc108;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc109;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc110;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc111;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc112;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc113;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc114;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc115;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc116;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc117;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc118;
  long long gk119;
  float * gp120;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw124;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw125;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw126;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw127;
  float gxs128;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb129;
  float gxs130;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb131;
  float gxs132;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb133;
  float * P_b;

entry:
  start_0 = (long long)start;
  end_1 = (long long)end;
  toff = (long long)0;
  t0 = &f->scratch[toff];
  toff += f->node_cap * (long long)256 + (long long)15 & (long long)-16;
  t1 = &f->scratch[toff];
  toff += f->node_cap * (long long)256 + (long long)15 & (long long)-16;
  child_start = f->child_start;
  children = f->children;
  S_0 = f->states[(long long)0];
  PK_0 = f->packed[(long long)0];
  P_b = f->params[(long long)2];
  goto start0;

start0:
  n_2 = end_1 - start_0;
  ebase_3 = (long long)child_start[start_0];
  li_4 = (long long)0;
  goto for1;

for1:
  if (li_4 < n_2) goto body2; else goto after3;

body2:
  i_5 = start_0 + li_4;
  cs_8 = (long long)child_start[i_5];
  c0_9 = (long long)children[cs_8];
  c1_10 = (long long)children[(cs_8 + (long long)1)];
  j_6 = (long long)0;
  goto for4;

after3:
  gdir14 = (long long)f->level & (long long)1;
  gq12 = (long long)0;
  goto grow15;

for4:
  if (j_6 < (long long)256) goto body5; else goto after6;

body5:
  v3_7 = S_0[(c0_9 * (long long)256 + j_6)] + S_0[(c1_10 * (long long)256 + j_6)];
  t0[(li_4 * (long long)256 + j_6)] = v3_7;
  j_6 += (long long)1;
  goto for4;

after6:
  li_4 += (long long)1;
  goto for1;

grow15:
  if (gq12 < (long long)4) goto grbody16; else goto grafter17;

grbody16:
  gr10 = (gq12 + gdir14 * ((long long)3 - (long long)2 * gq12)) * (long long)64;
  gpw7 = &PK_0[((gr10 + (long long)0) * (long long)256)];
  gprow11 = gr10 + (long long)0;
  gnhi9 = n_2;
  gli8 = (long long)0;
  goto gtile18;

grafter17:
  return;

gtile18:
  if (gli8 + (long long)3 < gnhi9) goto gtbody19; else goto gtafter20;

gtbody19:
  li_14 = gli8 + (long long)0;
  i_15 = start_0 + li_14;
  gx21 = (float *)&t0[(li_14 * (long long)256)];
  li_14 = gli8 + (long long)1;
  i_15 = start_0 + li_14;
  gx22 = (float *)&t0[(li_14 * (long long)256)];
  li_14 = gli8 + (long long)2;
  i_15 = start_0 + li_14;
  gx23 = (float *)&t0[(li_14 * (long long)256)];
  li_14 = gli8 + (long long)3;
  i_15 = start_0 + li_14;
  gx24 = (float *)&t0[(li_14 * (long long)256)];
  gacc25 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc26 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc27 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc28 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc29 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc30 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc31 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc32 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc33 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc34 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc35 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc36 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc37 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc38 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc39 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc40 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp42 = gpw7;
  gk41 = (long long)0;
  goto gfor43;

gtafter20:
  if (gnhi9 - gli8 == (long long)1) goto gtrest59; else goto gtnext60;

gfor43:
  if (gk41 < (long long)256) goto gbody44; else goto gafter45;

gbody44:
  gw46 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp42[(long long)0]);
  gw47 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp42[(long long)16]);
  gw48 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp42[(long long)32]);
  gw49 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp42[(long long)48]);
  gxs50 = gx21[(gk41 + (long long)0)];
  gxb51 = {gxs50, gxs50, gxs50, gxs50, gxs50, gxs50, gxs50, gxs50, gxs50, gxs50, gxs50, gxs50, gxs50, gxs50, gxs50, gxs50};
  gacc25 += gw46 * gxb51;
  gacc26 += gw47 * gxb51;
  gacc27 += gw48 * gxb51;
  gacc28 += gw49 * gxb51;
  gxs52 = gx22[(gk41 + (long long)0)];
  gxb53 = {gxs52, gxs52, gxs52, gxs52, gxs52, gxs52, gxs52, gxs52, gxs52, gxs52, gxs52, gxs52, gxs52, gxs52, gxs52, gxs52};
  gacc29 += gw46 * gxb53;
  gacc30 += gw47 * gxb53;
  gacc31 += gw48 * gxb53;
  gacc32 += gw49 * gxb53;
  gxs54 = gx23[(gk41 + (long long)0)];
  gxb55 = {gxs54, gxs54, gxs54, gxs54, gxs54, gxs54, gxs54, gxs54, gxs54, gxs54, gxs54, gxs54, gxs54, gxs54, gxs54, gxs54};
  gacc33 += gw46 * gxb55;
  gacc34 += gw47 * gxb55;
  gacc35 += gw48 * gxb55;
  gacc36 += gw49 * gxb55;
  gxs56 = gx24[(gk41 + (long long)0)];
  gxb57 = {gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56};
  gacc37 += gw46 * gxb57;
  gacc38 += gw47 * gxb57;
  gacc39 += gw48 * gxb57;
  gacc40 += gw49 * gxb57;
  gp42 = &gp42[(long long)64];
  gk41 += (long long)1;
  goto gfor43;

gafter45:
  li_14 = gli8 + (long long)0;
  r_11 = gr10 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc25;
  r_11 = gr10 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc26;
  r_11 = gr10 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc27;
  r_11 = gr10 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc28;
  li_14 = gli8 + (long long)1;
  r_11 = gr10 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc29;
  r_11 = gr10 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc30;
  r_11 = gr10 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc31;
  r_11 = gr10 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc32;
  li_14 = gli8 + (long long)2;
  r_11 = gr10 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc33;
  r_11 = gr10 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc34;
  r_11 = gr10 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc35;
  r_11 = gr10 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc36;
  li_14 = gli8 + (long long)3;
  r_11 = gr10 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc37;
  r_11 = gr10 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc38;
  r_11 = gr10 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc39;
  r_11 = gr10 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc40;
  gli8 += (long long)4;
  goto gtile18;

gtdone58:
  li_16 = (long long)0;
  goto for134;

gtrest59:
  li_14 = gli8 + (long long)0;
  i_15 = start_0 + li_14;
  gx61 = (float *)&t0[(li_14 * (long long)256)];
  gacc62 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc63 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc64 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc65 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp67 = gpw7;
  gk66 = (long long)0;
  goto gfor68;

gtnext60:
  if (gnhi9 - gli8 == (long long)2) goto gtrest77; else goto gtnext78;

gfor68:
  if (gk66 < (long long)256) goto gbody69; else goto gafter70;

gbody69:
  gw71 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp67[(long long)0]);
  gw72 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp67[(long long)16]);
  gw73 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp67[(long long)32]);
  gw74 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp67[(long long)48]);
  gxs75 = gx61[(gk66 + (long long)0)];
  gxb76 = {gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75};
  gacc62 += gw71 * gxb76;
  gacc63 += gw72 * gxb76;
  gacc64 += gw73 * gxb76;
  gacc65 += gw74 * gxb76;
  gp67 = &gp67[(long long)64];
  gk66 += (long long)1;
  goto gfor68;

gafter70:
  li_14 = gli8 + (long long)0;
  r_11 = gr10 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc62;
  r_11 = gr10 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc63;
  r_11 = gr10 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc64;
  r_11 = gr10 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc65;
  goto gtdone58;

gtrest77:
  li_14 = gli8 + (long long)0;
  i_15 = start_0 + li_14;
  gx79 = (float *)&t0[(li_14 * (long long)256)];
  li_14 = gli8 + (long long)1;
  i_15 = start_0 + li_14;
  gx80 = (float *)&t0[(li_14 * (long long)256)];
  gacc81 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc82 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc83 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc84 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc85 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc86 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc87 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc88 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp90 = gpw7;
  gk89 = (long long)0;
  goto gfor91;

gtnext78:
  if (gnhi9 - gli8 == (long long)3) goto gtrest102; else goto gtnext103;

gfor91:
  if (gk89 < (long long)256) goto gbody92; else goto gafter93;

gbody92:
  gw94 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp90[(long long)0]);
  gw95 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp90[(long long)16]);
  gw96 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp90[(long long)32]);
  gw97 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp90[(long long)48]);
  gxs98 = gx79[(gk89 + (long long)0)];
  gxb99 = {gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98};
  gacc81 += gw94 * gxb99;
  gacc82 += gw95 * gxb99;
  gacc83 += gw96 * gxb99;
  gacc84 += gw97 * gxb99;
  gxs100 = gx80[(gk89 + (long long)0)];
  gxb101 = {gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100};
  gacc85 += gw94 * gxb101;
  gacc86 += gw95 * gxb101;
  gacc87 += gw96 * gxb101;
  gacc88 += gw97 * gxb101;
  gp90 = &gp90[(long long)64];
  gk89 += (long long)1;
  goto gfor91;

gafter93:
  li_14 = gli8 + (long long)0;
  r_11 = gr10 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc81;
  r_11 = gr10 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc82;
  r_11 = gr10 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc83;
  r_11 = gr10 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc84;
  li_14 = gli8 + (long long)1;
  r_11 = gr10 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc85;
  r_11 = gr10 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc86;
  r_11 = gr10 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc87;
  r_11 = gr10 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc88;
  goto gtdone58;

gtrest102:
  li_14 = gli8 + (long long)0;
  i_15 = start_0 + li_14;
  gx104 = (float *)&t0[(li_14 * (long long)256)];
  li_14 = gli8 + (long long)1;
  i_15 = start_0 + li_14;
  gx105 = (float *)&t0[(li_14 * (long long)256)];
  li_14 = gli8 + (long long)2;
  i_15 = start_0 + li_14;
  gx106 = (float *)&t0[(li_14 * (long long)256)];
  gacc107 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc108 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc109 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc110 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc111 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc112 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc113 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc114 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc115 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc116 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc117 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc118 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp120 = gpw7;
  gk119 = (long long)0;
  goto gfor121;

gtnext103:
  goto gtdone58;

gfor121:
  if (gk119 < (long long)256) goto gbody122; else goto gafter123;

gbody122:
  gw124 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp120[(long long)0]);
  gw125 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp120[(long long)16]);
  gw126 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp120[(long long)32]);
  gw127 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp120[(long long)48]);
  gxs128 = gx104[(gk119 + (long long)0)];
  gxb129 = {gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128};
  gacc107 += gw124 * gxb129;
  gacc108 += gw125 * gxb129;
  gacc109 += gw126 * gxb129;
  gacc110 += gw127 * gxb129;
  gxs130 = gx105[(gk119 + (long long)0)];
  gxb131 = {gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130};
  gacc111 += gw124 * gxb131;
  gacc112 += gw125 * gxb131;
  gacc113 += gw126 * gxb131;
  gacc114 += gw127 * gxb131;
  gxs132 = gx106[(gk119 + (long long)0)];
  gxb133 = {gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132};
  gacc115 += gw124 * gxb133;
  gacc116 += gw125 * gxb133;
  gacc117 += gw126 * gxb133;
  gacc118 += gw127 * gxb133;
  gp120 = &gp120[(long long)64];
  gk119 += (long long)1;
  goto gfor121;

gafter123:
  li_14 = gli8 + (long long)0;
  r_11 = gr10 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc107;
  r_11 = gr10 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc108;
  r_11 = gr10 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc109;
  r_11 = gr10 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc110;
  li_14 = gli8 + (long long)1;
  r_11 = gr10 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc111;
  r_11 = gr10 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc112;
  r_11 = gr10 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc113;
  r_11 = gr10 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc114;
  li_14 = gli8 + (long long)2;
  r_11 = gr10 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc115;
  r_11 = gr10 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc116;
  r_11 = gr10 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc117;
  r_11 = gr10 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gacc118;
  goto gtdone58;

for134:
  if (li_16 < n_2) goto body135; else goto after136;

body135:
  i_17 = start_0 + li_16;
  gj13 = (long long)0;
  goto for137;

after136:
  gq12 += (long long)1;
  goto grow15;

for137:
  if (gj13 < (long long)64) goto body138; else goto after139;

body138:
  j_18 = gr10 + gj13;
  v6_19 = t1[(li_16 * (long long)256 + j_18)] + P_b[j_18];
  v7_20 = cx_vtanhf (v6_19);
  S_0[(i_17 * (long long)256 + j_18)] = v7_20;
  gj13 += (long long)1;
  goto for137;

after139:
  li_16 += (long long)1;
  goto for134;
}

extern void
cx_out_h_root (struct JitFrame * f, int * nodes, int count, float * out)
{
  long long count_0;
  long long li_1;
  long long i_2;
  long long j_3;
  float * S_0;

entry:
  count_0 = (long long)count;
  S_0 = f->states[(long long)0];
  goto start0;

start0:
  li_1 = (long long)0;
  goto for1;

for1:
  if (li_1 < count_0) goto body2; else goto after3;

body2:
  i_2 = (long long)nodes[li_1];
  j_3 = (long long)0;
  goto for4;

after3:
  return;

for4:
  if (j_3 < (long long)256) goto body5; else goto after6;

body5:
  out[(li_1 * (long long)256 + j_3)] = S_0[(i_2 * (long long)256 + j_3)];
  j_3 += (long long)1;
  goto for4;

after6:
  li_1 += (long long)1;
  goto for1;
}

extern void
cx_out_h (struct JitFrame * f, int * nodes, int count, float * out)
{
  long long count_0;
  long long li_1;
  long long i_2;
  long long j_3;
  float * S_0;

entry:
  count_0 = (long long)count;
  S_0 = f->states[(long long)0];
  goto start0;

start0:
  li_1 = (long long)0;
  goto for1;

for1:
  if (li_1 < count_0) goto body2; else goto after3;

body2:
  i_2 = (long long)nodes[li_1];
  j_3 = (long long)0;
  goto for4;

after3:
  return;

for4:
  if (j_3 < (long long)256) goto body5; else goto after6;

body5:
  out[(li_1 * (long long)256 + j_3)] = S_0[(i_2 * (long long)256 + j_3)];
  j_3 += (long long)1;
  goto for4;

after6:
  li_1 += (long long)1;
  goto for1;
}

extern int
cx_classify (int arity, int * fields)
{
  long long arity_0;

entry:
  arity_0 = (long long)arity;
  goto start0;

start0:
  if (arity_0 == (long long)0) goto then1; else goto next2;

then1:
  return (int)(long long)0;

next2:
  return (int)(long long)1;
}

extern void
cx_run (struct JitFrame * f)
{
  int * gs;
  long long nlevels;
  long long level;
  int s;
  int e;

entry:
  gs = f->group_start;
  nlevels = (long long)f->nlevels;
  level = (long long)0;
  goto level0;

level0:
  if (level < nlevels) goto groups1; else goto done2;

groups1:
  f->level = (int)level;
  s = gs[(level * (long long)2 + (long long)0)];
  e = gs[(level * (long long)2 + (long long)0 + (long long)1)];
  if (s < e) goto call3; else goto next4;

done2:
  return;

call3:
  (void)cx_branch0_leaf (f, s, e);
  goto next4;

next4:
  s = gs[(level * (long long)2 + (long long)1)];
  e = gs[(level * (long long)2 + (long long)1 + (long long)1)];
  if (s < e) goto call5; else goto next6;

call5:
  (void)cx_branch1_internal (f, s, e);
  goto next6;

next6:
  level += (long long)1;
  goto level0;
}

static void
cx_pack_0 (struct JitFrame * f)
{
  long long start_0;
  long long end_1;
  long long n_2;
  long long ebase_3;
  long long li_4;
  long long i_5;
  long long j_6;
  float v3_7;
  long long cs_8;
  long long c0_9;
  long long c1_10;
  long long r_11;
  long long k_12;
  float acc5_13;
  long long li_14;
  long long i_15;
  long long li_16;
  long long i_17;
  long long j_18;
  float v6_19;
  float v7_20;
  float * PK_0;
  float * P_W;

entry:
  PK_0 = f->packed[(long long)0];
  P_W = f->params[(long long)1];
  goto start0;

start0:
  r_11 = (long long)0;
  goto pr1;

pr1:
  if (r_11 < (long long)256) goto prb2; else goto pra3;

prb2:
  k_12 = (long long)0;
  goto pk4;

pra3:
  return;

pk4:
  if (k_12 < (long long)256) goto pkb5; else goto pka6;

pkb5:
  PK_0[(((r_11 + (long long)0) / (long long)64 * (long long)256 + k_12 + (long long)0) * (long long)64 + (r_11 + (long long)0) % (long long)64)] = P_W[(r_11 * (long long)256 + k_12)];
  k_12 += (long long)1;
  goto pk4;

pka6:
  r_11 += (long long)1;
  goto pr1;
}

extern void
cx_pack (struct JitFrame * f)
{
entry:
  (void)cx_pack_0 (f);
  return;
}

