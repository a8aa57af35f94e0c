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
  long long gt18;
  long long gtn19;
  float *[4] gtx20;
  float * * gtx21;
  long long[1] gtl22;
  long long * gtl23;
  float  __attribute__((vector_size(sizeof (float) * 16)))[16] gto24;
  float  __attribute__((vector_size(sizeof (float) * 16))) * gto25;
  float * gx34;
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
  gtx21 = &gtx20[(long long)0];
  gtl23 = &gtl22[(long long)0];
  gto25 = &gto24[(long long)0];
  gtl23[(long long)0] = (long long)256;
  gnhi9 = n_2;
  gli8 = (long long)0;
  goto gtile26;

grafter17:
  return;

gtile26:
  if (gli8 < gnhi9) goto gtbody27; else goto gtafter30;

gtbody27:
  gtn19 = gnhi9 - gli8;
  if (gtn19 > (long long)4) goto gtpart28; else goto gtgo29;

gtpart28:
  gtn19 = (long long)4;
  goto gtgo29;

gtgo29:
  asm ("" : "+r" (gtn19) :  : )
  gt18 = (long long)0;
  goto gt31;

gtafter30:
  li_16 = (long long)0;
  goto for163;

gt31:
  asm ("" : "+r" (gt18) :  : )
  if (gt18 < gtn19) goto gtb33; else goto gtend32;

gtend32:
  if (gtn19 == (long long)4) goto gtcall36; else goto gtnext37;

gtb33:
  li_14 = gli8 + gt18;
  i_15 = start_0 + li_14;
  gx34 = (float *)&t0[(li_14 * (long long)256)];
  gtx21[(gt18 + (long long)0)] = gx34;
  gt18 += (long long)1;
  goto gt31;

gtcalled35:
  asm ("" : "+r" (gtn19) :  : )
  gt18 = (long long)0;
  goto gt160;

gtcall36:
  (void)cx_tile4_4_64_p0 (gpw7, (&gtx21[(long long)0]), (long long)4, (&gtl23[(long long)0]), (long long)1, ((float *)&gto25[(long long)0]));
  goto gtcalled35;

gtnext37:
  if (gtn19 == (long long)3) goto gtcall78; else goto gtnext79;

gtcall78:
  (void)cx_tile3_4_64_p0 (gpw7, (&gtx21[(long long)0]), (long long)4, (&gtl23[(long long)0]), (long long)1, ((float *)&gto25[(long long)0]));
  goto gtcalled35;

gtnext79:
  if (gtn19 == (long long)2) goto gtcall113; else goto gtnext114;

gtcall113:
  (void)cx_tile2_4_64_p0 (gpw7, (&gtx21[(long long)0]), (long long)4, (&gtl23[(long long)0]), (long long)1, ((float *)&gto25[(long long)0]));
  goto gtcalled35;

gtnext114:
  (void)cx_tile1_4_64_p0 (gpw7, (&gtx21[(long long)0]), (long long)4, (&gtl23[(long long)0]), (long long)1, ((float *)&gto25[(long long)0]));
  goto gtcalled35;

gt160:
  asm ("" : "+r" (gt18) :  : )
  if (gt18 < gtn19) goto gtb162; else goto gtend161;

gtend161:
  gli8 += gtn19;
  goto gtile26;

gtb162:
  li_14 = gli8 + gt18;
  r_11 = gr10 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gto25[(gt18 * (long long)4 + (long long)0)];
  r_11 = gr10 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gto25[(gt18 * (long long)4 + (long long)1)];
  r_11 = gr10 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gto25[(gt18 * (long long)4 + (long long)2)];
  r_11 = gr10 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gto25[(gt18 * (long long)4 + (long long)3)];
  gt18 += (long long)1;
  goto gt160;

for163:
  if (li_16 < n_2) goto body164; else goto after165;

body164:
  i_17 = start_0 + li_16;
  gj13 = (long long)0;
  goto for166;

after165:
  gq12 += (long long)1;
  goto grow15;

for166:
  if (gj13 < (long long)64) goto body167; else goto after168;

body167:
  j_18 = gr10 + gj13;
  v6_19 = t1[(li_16 * (long long)256 + j_18)] + P_b[j_18];
  v7_20 = cx_vtanhf (v6_19);
  S_0[(i_17 * (long long)256 + j_18)] = v7_20;
  gj13 += (long long)1;
  goto for166;

after168:
  li_16 += (long long)1;
  goto for163;
}

extern void
cx_tile4_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc38;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc39;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc40;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc41;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc42;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc43;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc44;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc45;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc46;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc47;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc48;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc49;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc50;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc51;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc52;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc53;
  float * p54;
  long long k;
  long long s55;
  long long len;
  float * x59;
  float * x60;
  float * x61;
  float * x62;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw66;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw67;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw68;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw69;
  float gxs70;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb71;
  float gxs72;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb73;
  float gxs74;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb75;
  float gxs76;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb77;

entry:
  acc38 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc39 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc40 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc41 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc42 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc43 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc44 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc45 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc46 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc47 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc48 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc49 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc50 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc51 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc52 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc53 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p54 = pp;
  s55 = (long long)0;
  goto seg56;

seg56:
  if (s55 < nsegs) goto segbody57; else goto segdone58;

segbody57:
  x59 = px[(s55 * xs + (long long)0)];
  x60 = px[(s55 * xs + (long long)1)];
  x61 = px[(s55 * xs + (long long)2)];
  x62 = px[(s55 * xs + (long long)3)];
  len = lens[s55];
  k = (long long)0;
  goto gfor63;

segdone58:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc38;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc39;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc40;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc41;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)64]) = acc42;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)80]) = acc43;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)96]) = acc44;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)112]) = acc45;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)128]) = acc46;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)144]) = acc47;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)160]) = acc48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)176]) = acc49;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)192]) = acc50;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)208]) = acc51;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)224]) = acc52;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)240]) = acc53;
  return;

gfor63:
  if (k < len) goto gbody64; else goto gafter65;

gbody64:
  gw66 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p54[(long long)0]);
  gw67 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p54[(long long)16]);
  gw68 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p54[(long long)32]);
  gw69 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p54[(long long)48]);
  gxs70 = x59[(k + (long long)0)];
  gxb71 = {gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70};
  acc38 += gw66 * gxb71;
  acc39 += gw67 * gxb71;
  acc40 += gw68 * gxb71;
  acc41 += gw69 * gxb71;
  gxs72 = x60[(k + (long long)0)];
  gxb73 = {gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72};
  acc42 += gw66 * gxb73;
  acc43 += gw67 * gxb73;
  acc44 += gw68 * gxb73;
  acc45 += gw69 * gxb73;
  gxs74 = x61[(k + (long long)0)];
  gxb75 = {gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74};
  acc46 += gw66 * gxb75;
  acc47 += gw67 * gxb75;
  acc48 += gw68 * gxb75;
  acc49 += gw69 * gxb75;
  gxs76 = x62[(k + (long long)0)];
  gxb77 = {gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76};
  acc50 += gw66 * gxb77;
  acc51 += gw67 * gxb77;
  acc52 += gw68 * gxb77;
  acc53 += gw69 * gxb77;
  p54 = &p54[(long long)64];
  k += (long long)1;
  goto gfor63;

gafter65:
  s55 += (long long)1;
  goto seg56;
}

extern void
cx_tile3_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc80;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc81;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc82;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc83;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc84;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc85;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc86;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc87;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc88;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc89;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc90;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc91;
  float * p92;
  long long k;
  long long s93;
  long long len;
  float * x97;
  float * x98;
  float * x99;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw103;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw104;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw105;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw106;
  float gxs107;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb108;
  float gxs109;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb110;
  float gxs111;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb112;

entry:
  acc80 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc81 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc82 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc83 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc84 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc85 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc86 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc87 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc88 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc89 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc90 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc91 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p92 = pp;
  s93 = (long long)0;
  goto seg94;

seg94:
  if (s93 < nsegs) goto segbody95; else goto segdone96;

segbody95:
  x97 = px[(s93 * xs + (long long)0)];
  x98 = px[(s93 * xs + (long long)1)];
  x99 = px[(s93 * xs + (long long)2)];
  len = lens[s93];
  k = (long long)0;
  goto gfor100;

segdone96:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc80;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc81;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc82;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc83;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)64]) = acc84;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)80]) = acc85;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)96]) = acc86;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)112]) = acc87;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)128]) = acc88;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)144]) = acc89;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)160]) = acc90;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)176]) = acc91;
  return;

gfor100:
  if (k < len) goto gbody101; else goto gafter102;

gbody101:
  gw103 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p92[(long long)0]);
  gw104 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p92[(long long)16]);
  gw105 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p92[(long long)32]);
  gw106 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p92[(long long)48]);
  gxs107 = x97[(k + (long long)0)];
  gxb108 = {gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107};
  acc80 += gw103 * gxb108;
  acc81 += gw104 * gxb108;
  acc82 += gw105 * gxb108;
  acc83 += gw106 * gxb108;
  gxs109 = x98[(k + (long long)0)];
  gxb110 = {gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109};
  acc84 += gw103 * gxb110;
  acc85 += gw104 * gxb110;
  acc86 += gw105 * gxb110;
  acc87 += gw106 * gxb110;
  gxs111 = x99[(k + (long long)0)];
  gxb112 = {gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111};
  acc88 += gw103 * gxb112;
  acc89 += gw104 * gxb112;
  acc90 += gw105 * gxb112;
  acc91 += gw106 * gxb112;
  p92 = &p92[(long long)64];
  k += (long long)1;
  goto gfor100;

gafter102:
  s93 += (long long)1;
  goto seg94;
}

extern void
cx_tile2_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc115;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc116;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc117;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc118;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc119;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc120;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc121;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc122;
  float * p123;
  long long k;
  long long s124;
  long long len;
  float * x128;
  float * x129;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw133;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw134;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw135;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw136;
  float gxs137;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb138;
  float gxs139;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb140;

entry:
  acc115 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc116 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc117 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc118 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc119 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc120 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc121 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc122 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p123 = pp;
  s124 = (long long)0;
  goto seg125;

seg125:
  if (s124 < nsegs) goto segbody126; else goto segdone127;

segbody126:
  x128 = px[(s124 * xs + (long long)0)];
  x129 = px[(s124 * xs + (long long)1)];
  len = lens[s124];
  k = (long long)0;
  goto gfor130;

segdone127:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc115;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc116;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc117;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc118;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)64]) = acc119;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)80]) = acc120;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)96]) = acc121;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)112]) = acc122;
  return;

gfor130:
  if (k < len) goto gbody131; else goto gafter132;

gbody131:
  gw133 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p123[(long long)0]);
  gw134 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p123[(long long)16]);
  gw135 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p123[(long long)32]);
  gw136 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p123[(long long)48]);
  gxs137 = x128[(k + (long long)0)];
  gxb138 = {gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137};
  acc115 += gw133 * gxb138;
  acc116 += gw134 * gxb138;
  acc117 += gw135 * gxb138;
  acc118 += gw136 * gxb138;
  gxs139 = x129[(k + (long long)0)];
  gxb140 = {gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139};
  acc119 += gw133 * gxb140;
  acc120 += gw134 * gxb140;
  acc121 += gw135 * gxb140;
  acc122 += gw136 * gxb140;
  p123 = &p123[(long long)64];
  k += (long long)1;
  goto gfor130;

gafter132:
  s124 += (long long)1;
  goto seg125;
}

extern void
cx_tile1_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc141;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc142;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc143;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc144;
  float * p145;
  long long k;
  long long s146;
  long long len;
  float * x150;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw154;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw155;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw156;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw157;
  float gxs158;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb159;

entry:
  acc141 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc142 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc143 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc144 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p145 = pp;
  s146 = (long long)0;
  goto seg147;

seg147:
  if (s146 < nsegs) goto segbody148; else goto segdone149;

segbody148:
  x150 = px[(s146 * xs + (long long)0)];
  len = lens[s146];
  k = (long long)0;
  goto gfor151;

segdone149:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc141;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc142;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc143;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc144;
  return;

gfor151:
  if (k < len) goto gbody152; else goto gafter153;

gbody152:
  gw154 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p145[(long long)0]);
  gw155 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p145[(long long)16]);
  gw156 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p145[(long long)32]);
  gw157 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p145[(long long)48]);
  gxs158 = x150[(k + (long long)0)];
  gxb159 = {gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158};
  acc141 += gw154 * gxb159;
  acc142 += gw155 * gxb159;
  acc143 += gw156 * gxb159;
  acc144 += gw157 * gxb159;
  p145 = &p145[(long long)64];
  k += (long long)1;
  goto gfor151;

gafter153:
  s146 += (long long)1;
  goto seg147;
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
  k_12 = (long long)0;
  (void)cx_packseg_p0 (PK_0, (&P_W[(r_11 * (long long)256 + k_12)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)256);
  return;
}

extern void
cx_packseg_p0 (float * panel, float * src, long long rs, long long ks, long long nr, long long len, long long row_off, long long koff, long long rows, long long ktot)
{
  long long r;
  long long k;

entry:
  r = (long long)0;
  goto rt;

rt:
  if (r < nr) goto rb; else goto done;

rb:
  k = (long long)0;
  goto kt;

kt:
  if (k < len) goto kb; else goto ka;

kb:
  panel[(((r + row_off) / rows * ktot + k + koff) * rows + (r + row_off) % rows)] = src[(r * rs + k * ks)];
  k += (long long)1;
  goto kt;

ka:
  r += (long long)1;
  goto rt;

done:
  return;
}

extern void
cx_pack (struct JitFrame * f)
{
entry:
  (void)cx_pack_0 (f);
  return;
}

