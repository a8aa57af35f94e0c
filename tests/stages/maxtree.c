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
cx_branch0_all_leaf (struct JitFrame * f, int start, int end)
{
  long long start_0;
  long long end_1;
  long long n_2;
  long long ebase_3;
  long long r_4;
  long long k_5;
  float acc5_6;
  long long li_7;
  long long i_8;
  long long ix1_9;
  long long r_10;
  long long k_11;
  float acc10_12;
  long long li_13;
  long long i_14;
  long long ix1_15;
  long long li_16;
  long long i_17;
  long long j_18;
  float v6_19;
  float v7_20;
  float v11_21;
  float v12_22;
  float v13_23;
  long long toff;
  float * t0;
  float * t1;
  int * child_start;
  float * PK_0;
  float * gpw1;
  long long gli2;
  long long gnhi3;
  long long gr4;
  long long gprow5;
  long long gq6;
  long long gj7;
  long long gdir8;
  float *[2] gtab9;
  long long gm10;
  long long gme11;
  float * gmt12;
  long long grlo13;
  long long grhi14;
  long long grfhi15;
  long long grP16;
  long long grp17;
  int * ifields;
  float * P_E;
  float * gx38;
  float * gx44;
  float * gx50;
  float * gx56;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc57;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc58;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc59;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc60;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc61;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc62;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc63;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc64;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc65;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc66;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc67;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc68;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc69;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc70;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc71;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc72;
  long long gk73;
  float * gp74;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw78;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw79;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw80;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw81;
  float gxs82;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb83;
  float gxs84;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb85;
  float gxs86;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb87;
  float gxs88;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb89;
  float * gx117;
  float * gx125;
  float * gx133;
  float * gx141;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc142;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc143;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc144;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc145;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc146;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc147;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc148;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc149;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc150;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc151;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc152;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc153;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc154;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc155;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc156;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc157;
  long long gk158;
  float * gp159;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw163;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw164;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw165;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw166;
  float gxs167;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb168;
  float gxs169;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb170;
  float gxs171;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb172;
  float gxs173;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb174;
  float * P_b_g;
  float * P_b;
  float * S_0;

entry:
  start_0 = (long long)start;
  end_1 = (long long)end;
  toff = (long long)0;
  t0 = &f->scratch[toff];
  toff += f->node_cap * (long long)64 + (long long)15 & (long long)-16;
  t1 = &f->scratch[toff];
  toff += f->node_cap * (long long)64 + (long long)15 & (long long)-16;
  child_start = f->child_start;
  PK_0 = f->packed[(long long)0];
  ifields = f->ifields;
  P_E = f->params[(long long)0];
  P_b_g = f->params[(long long)5];
  P_b = f->params[(long long)4];
  S_0 = f->states[(long long)0];
  goto start0;

start0:
  n_2 = end_1 - start_0;
  ebase_3 = (long long)child_start[start_0];
  gdir8 = (long long)f->level & (long long)1;
  gtab9[(long long)0] = t0;
  gtab9[(long long)1] = t1;
  grP16 = (long long)f->nparts;
  if ((long long)f->nparts <= (long long)1) goto gset18; else goto gsetj19;

gset18:
  grP16 = (long long)1;
  goto gsetj19;

gsetj19:
  grp17 = (long long)f->part;
  if ((long long)f->nparts <= (long long)1) goto gset20; else goto gsetj21;

gset20:
  grp17 = (long long)0;
  goto gsetj21;

gsetj21:
  grlo13 = (long long)1 * grp17 / grP16;
  grhi14 = (long long)1 * (grp17 + (long long)1) / grP16;
  grfhi15 = grhi14;
  if (grhi14 > (long long)1) goto gset22; else goto gsetj23;

gset22:
  grfhi15 = (long long)1;
  goto gsetj23;

gsetj23:
  gq6 = grlo13;
  goto grow24;

grow24:
  if (gq6 < grfhi15) goto grbody25; else goto grafter26;

grbody25:
  gr4 = gq6 * (long long)64;
  gm10 = (long long)0;
  goto gmem27;

grafter26:
  return;

gmem27:
  if (gm10 < (long long)2) goto gmbody28; else goto gmafter29;

gmbody28:
  gme11 = gm10 + gdir8 * ((long long)1 - (long long)2 * gm10);
  gmt12 = gtab9[gme11];
  gpw1 = &PK_0[((gr4 + gme11 * (long long)64) * (long long)64)];
  gprow5 = gr4 + gme11 * (long long)64;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile30;

gmafter29:
  li_16 = (long long)0;
  goto for201;

gtile30:
  if (gli2 + (long long)3 < gnhi3) goto gtbody31; else goto gtafter32;

gtbody31:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then33; else goto else34;

gtafter32:
  if (gnhi3 - gli2 > (long long)0) goto gtclamp111; else goto gtdone110;

then33:
  if (f->err[(long long)0] == (long long)0) goto rowerr36; else goto join37;

else34:
  goto join35;

join35:
  gx38 = (float *)&P_E[(ix1_9 * (long long)64)];
  li_7 = gli2 + (long long)1;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then39; else goto else40;

rowerr36:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join37;

join37:
  ix1_9 = (long long)0;
  goto join35;

then39:
  if (f->err[(long long)0] == (long long)0) goto rowerr42; else goto join43;

else40:
  goto join41;

join41:
  gx44 = (float *)&P_E[(ix1_9 * (long long)64)];
  li_7 = gli2 + (long long)2;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then45; else goto else46;

rowerr42:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join43;

join43:
  ix1_9 = (long long)0;
  goto join41;

then45:
  if (f->err[(long long)0] == (long long)0) goto rowerr48; else goto join49;

else46:
  goto join47;

join47:
  gx50 = (float *)&P_E[(ix1_9 * (long long)64)];
  li_7 = gli2 + (long long)3;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then51; else goto else52;

rowerr48:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join49;

join49:
  ix1_9 = (long long)0;
  goto join47;

then51:
  if (f->err[(long long)0] == (long long)0) goto rowerr54; else goto join55;

else52:
  goto join53;

join53:
  gx56 = (float *)&P_E[(ix1_9 * (long long)64)];
  gacc57 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc58 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc59 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc60 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc61 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc62 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc63 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc64 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc65 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc66 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc67 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc68 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc69 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc70 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc71 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc72 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp74 = gpw1;
  gk73 = (long long)0;
  goto gfor75;

rowerr54:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join55;

join55:
  ix1_9 = (long long)0;
  goto join53;

gfor75:
  if (gk73 < (long long)64) goto gbody76; else goto gafter77;

gbody76:
  gw78 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp74[(long long)0]);
  gw79 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp74[(long long)16]);
  gw80 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp74[(long long)32]);
  gw81 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp74[(long long)48]);
  gxs82 = gx38[(gk73 + (long long)0)];
  gxb83 = {gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82};
  gacc57 += gw78 * gxb83;
  gacc58 += gw79 * gxb83;
  gacc59 += gw80 * gxb83;
  gacc60 += gw81 * gxb83;
  gxs84 = gx44[(gk73 + (long long)0)];
  gxb85 = {gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84};
  gacc61 += gw78 * gxb85;
  gacc62 += gw79 * gxb85;
  gacc63 += gw80 * gxb85;
  gacc64 += gw81 * gxb85;
  gxs86 = gx50[(gk73 + (long long)0)];
  gxb87 = {gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86};
  gacc65 += gw78 * gxb87;
  gacc66 += gw79 * gxb87;
  gacc67 += gw80 * gxb87;
  gacc68 += gw81 * gxb87;
  gxs88 = gx56[(gk73 + (long long)0)];
  gxb89 = {gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88};
  gacc69 += gw78 * gxb89;
  gacc70 += gw79 * gxb89;
  gacc71 += gw80 * gxb89;
  gacc72 += gw81 * gxb89;
  gp74 = &gp74[(long long)64];
  gk73 += (long long)1;
  goto gfor75;

gafter77:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then90; else goto else91;

then90:
  if (f->err[(long long)0] == (long long)0) goto rowerr93; else goto join94;

else91:
  goto join92;

join92:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc57;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc58;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc59;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc60;
  li_7 = gli2 + (long long)1;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then95; else goto else96;

rowerr93:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join94;

join94:
  ix1_9 = (long long)0;
  goto join92;

then95:
  if (f->err[(long long)0] == (long long)0) goto rowerr98; else goto join99;

else96:
  goto join97;

join97:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc61;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc62;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc63;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc64;
  li_7 = gli2 + (long long)2;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then100; else goto else101;

rowerr98:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join99;

join99:
  ix1_9 = (long long)0;
  goto join97;

then100:
  if (f->err[(long long)0] == (long long)0) goto rowerr103; else goto join104;

else101:
  goto join102;

join102:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc65;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc66;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc67;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc68;
  li_7 = gli2 + (long long)3;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then105; else goto else106;

rowerr103:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join104;

join104:
  ix1_9 = (long long)0;
  goto join102;

then105:
  if (f->err[(long long)0] == (long long)0) goto rowerr108; else goto join109;

else106:
  goto join107;

join107:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc69;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc70;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc71;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc72;
  gli2 += (long long)4;
  goto gtile30;

rowerr108:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join109;

join109:
  ix1_9 = (long long)0;
  goto join107;

gtdone110:
  gm10 += (long long)1;
  goto gmem27;

gtclamp111:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then112; else goto else113;

then112:
  if (f->err[(long long)0] == (long long)0) goto rowerr115; else goto join116;

else113:
  goto join114;

join114:
  gx117 = (float *)&P_E[(ix1_9 * (long long)64)];
  li_7 = gli2 + (long long)1;
  if (li_7 > gnhi3 - (long long)1) goto gclamp118; else goto gclampj119;

rowerr115:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join116;

join116:
  ix1_9 = (long long)0;
  goto join114;

gclamp118:
  li_7 = gnhi3 - (long long)1;
  goto gclampj119;

gclampj119:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then120; else goto else121;

then120:
  if (f->err[(long long)0] == (long long)0) goto rowerr123; else goto join124;

else121:
  goto join122;

join122:
  gx125 = (float *)&P_E[(ix1_9 * (long long)64)];
  li_7 = gli2 + (long long)2;
  if (li_7 > gnhi3 - (long long)1) goto gclamp126; else goto gclampj127;

rowerr123:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join124;

join124:
  ix1_9 = (long long)0;
  goto join122;

gclamp126:
  li_7 = gnhi3 - (long long)1;
  goto gclampj127;

gclampj127:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then128; else goto else129;

then128:
  if (f->err[(long long)0] == (long long)0) goto rowerr131; else goto join132;

else129:
  goto join130;

join130:
  gx133 = (float *)&P_E[(ix1_9 * (long long)64)];
  li_7 = gli2 + (long long)3;
  if (li_7 > gnhi3 - (long long)1) goto gclamp134; else goto gclampj135;

rowerr131:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join132;

join132:
  ix1_9 = (long long)0;
  goto join130;

gclamp134:
  li_7 = gnhi3 - (long long)1;
  goto gclampj135;

gclampj135:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then136; else goto else137;

then136:
  if (f->err[(long long)0] == (long long)0) goto rowerr139; else goto join140;

else137:
  goto join138;

join138:
  gx141 = (float *)&P_E[(ix1_9 * (long long)64)];
  gacc142 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc143 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc144 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc145 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc146 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc147 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc148 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc149 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc150 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc151 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc152 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc153 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc154 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc155 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc156 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc157 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp159 = gpw1;
  gk158 = (long long)0;
  goto gfor160;

rowerr139:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join140;

join140:
  ix1_9 = (long long)0;
  goto join138;

gfor160:
  if (gk158 < (long long)64) goto gbody161; else goto gafter162;

gbody161:
  gw163 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp159[(long long)0]);
  gw164 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp159[(long long)16]);
  gw165 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp159[(long long)32]);
  gw166 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp159[(long long)48]);
  gxs167 = gx117[(gk158 + (long long)0)];
  gxb168 = {gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167};
  gacc142 += gw163 * gxb168;
  gacc143 += gw164 * gxb168;
  gacc144 += gw165 * gxb168;
  gacc145 += gw166 * gxb168;
  gxs169 = gx125[(gk158 + (long long)0)];
  gxb170 = {gxs169, gxs169, gxs169, gxs169, gxs169, gxs169, gxs169, gxs169, gxs169, gxs169, gxs169, gxs169, gxs169, gxs169, gxs169, gxs169};
  gacc146 += gw163 * gxb170;
  gacc147 += gw164 * gxb170;
  gacc148 += gw165 * gxb170;
  gacc149 += gw166 * gxb170;
  gxs171 = gx133[(gk158 + (long long)0)];
  gxb172 = {gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171};
  gacc150 += gw163 * gxb172;
  gacc151 += gw164 * gxb172;
  gacc152 += gw165 * gxb172;
  gacc153 += gw166 * gxb172;
  gxs173 = gx141[(gk158 + (long long)0)];
  gxb174 = {gxs173, gxs173, gxs173, gxs173, gxs173, gxs173, gxs173, gxs173, gxs173, gxs173, gxs173, gxs173, gxs173, gxs173, gxs173, gxs173};
  gacc154 += gw163 * gxb174;
  gacc155 += gw164 * gxb174;
  gacc156 += gw165 * gxb174;
  gacc157 += gw166 * gxb174;
  gp159 = &gp159[(long long)64];
  gk158 += (long long)1;
  goto gfor160;

gafter162:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then175; else goto else176;

then175:
  if (f->err[(long long)0] == (long long)0) goto rowerr178; else goto join179;

else176:
  goto join177;

join177:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc142;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc143;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc144;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc145;
  li_7 = gli2 + (long long)1;
  if (li_7 > gnhi3 - (long long)1) goto gclamp180; else goto gclampj181;

rowerr178:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join179;

join179:
  ix1_9 = (long long)0;
  goto join177;

gclamp180:
  li_7 = gnhi3 - (long long)1;
  goto gclampj181;

gclampj181:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then182; else goto else183;

then182:
  if (f->err[(long long)0] == (long long)0) goto rowerr185; else goto join186;

else183:
  goto join184;

join184:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc146;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc147;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc148;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc149;
  li_7 = gli2 + (long long)2;
  if (li_7 > gnhi3 - (long long)1) goto gclamp187; else goto gclampj188;

rowerr185:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join186;

join186:
  ix1_9 = (long long)0;
  goto join184;

gclamp187:
  li_7 = gnhi3 - (long long)1;
  goto gclampj188;

gclampj188:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then189; else goto else190;

then189:
  if (f->err[(long long)0] == (long long)0) goto rowerr192; else goto join193;

else190:
  goto join191;

join191:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc150;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc151;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc152;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc153;
  li_7 = gli2 + (long long)3;
  if (li_7 > gnhi3 - (long long)1) goto gclamp194; else goto gclampj195;

rowerr192:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join193;

join193:
  ix1_9 = (long long)0;
  goto join191;

gclamp194:
  li_7 = gnhi3 - (long long)1;
  goto gclampj195;

gclampj195:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then196; else goto else197;

then196:
  if (f->err[(long long)0] == (long long)0) goto rowerr199; else goto join200;

else197:
  goto join198;

join198:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc154;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc155;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc156;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc157;
  goto gtdone110;

rowerr199:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join200;

join200:
  ix1_9 = (long long)0;
  goto join198;

for201:
  if (li_16 < n_2) goto body202; else goto after203;

body202:
  i_17 = start_0 + li_16;
  gj7 = (long long)0;
  goto for204;

after203:
  gq6 += (long long)1;
  goto grow24;

for204:
  if (gj7 < (long long)64) goto body205; else goto after206;

body205:
  j_18 = gr4 + gj7;
  v6_19 = t0[(li_16 * (long long)64 + j_18)] + P_b_g[j_18];
  v7_20 = cx_vsigmoidf (v6_19);
  v11_21 = t1[(li_16 * (long long)64 + j_18)] + P_b[j_18];
  v12_22 = cx_vtanhf (v11_21);
  v13_23 = v7_20 * v12_22;
  S_0[(i_17 * (long long)64 + j_18)] = v13_23;
  gj7 += (long long)1;
  goto for204;

after206:
  li_16 += (long long)1;
  goto for201;
}

extern void
cx_branch0_all_nonleaf (struct JitFrame * f, int start, int end)
{
  long long start_0;
  long long end_1;
  long long n_2;
  long long ebase_3;
  long long li_4;
  long long i_5;
  long long j_6;
  float v1_7;
  long long cs_8;
  long long nk_9;
  long long kk_10;
  long long ck_11;
  long long e_12;
  long long r_13;
  long long k_14;
  float acc5_15;
  long long li_16;
  long long i_17;
  long long li_18;
  long long i_19;
  long long j_20;
  float v6_21;
  float v7_22;
  float v8_23;
  float v11_24;
  float v12_25;
  float v13_26;
  float v15_27;
  float v16_28;
  float v17_29;
  long long toff;
  float * t0;
  float * t1;
  int * child_start;
  int * children;
  float * S_0;
  float * PK_1;
  float * gpw13;
  long long gli14;
  long long gnhi15;
  long long gr16;
  long long gprow17;
  long long gq18;
  long long gj19;
  long long gdir20;
  float * gx27;
  float * gx28;
  float * gx29;
  float * gx30;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc41;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc42;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc43;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc44;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc45;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc46;
  long long gk47;
  float * gp48;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw52;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw53;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw54;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw55;
  float gxs56;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb57;
  float gxs58;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb59;
  float gxs60;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb61;
  float gxs62;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb63;
  float * gx66;
  float * gx69;
  float * gx72;
  float * gx75;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc76;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc77;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc78;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc79;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc80;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc81;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc82;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc83;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc84;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc85;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc86;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc87;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc88;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc89;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc90;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc91;
  long long gk92;
  float * gp93;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw97;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw98;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw99;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw100;
  float gxs101;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb102;
  float gxs103;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb104;
  float gxs105;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb106;
  float gxs107;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb108;
  float * F_1;
  float * P_b_g;
  float * F_2;
  float * P_b;

entry:
  start_0 = (long long)start;
  end_1 = (long long)end;
  toff = (long long)0;
  t0 = &f->scratch[toff];
  toff += f->node_cap * (long long)64 + (long long)15 & (long long)-16;
  t1 = &f->scratch[toff];
  toff += f->node_cap * (long long)64 + (long long)15 & (long long)-16;
  child_start = f->child_start;
  children = f->children;
  S_0 = f->states[(long long)0];
  PK_1 = f->packed[(long long)1];
  F_1 = f->vfields[(long long)1];
  P_b_g = f->params[(long long)5];
  F_2 = f->vfields[(long long)2];
  P_b = f->params[(long long)4];
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
  nk_9 = (long long)child_start[(i_5 + (long long)1)] - cs_8;
  j_6 = (long long)0;
  goto for4;

after3:
  gdir20 = (long long)f->level & (long long)1;
  gq18 = (long long)0;
  goto grow21;

for4:
  if (j_6 < (long long)64) goto body5; else goto after6;

body5:
  v1_7 = (float)0.000000;
  kk_10 = (long long)0;
  goto for7;

after6:
  li_4 += (long long)1;
  goto for1;

for7:
  if (kk_10 < nk_9) goto body8; else goto after9;

body8:
  ck_11 = (long long)children[(cs_8 + kk_10)];
  e_12 = cs_8 + kk_10 - ebase_3;
  if (kk_10 == (long long)0 || S_0[(ck_11 * (long long)64 + j_6)] > v1_7) goto then10; else goto else11;

after9:
  t0[(li_4 * (long long)64 + j_6)] = v1_7;
  j_6 += (long long)1;
  goto for4;

then10:
  v1_7 = S_0[(ck_11 * (long long)64 + j_6)];
  goto join12;

else11:
  goto join12;

join12:
  kk_10 += (long long)1;
  goto for7;

grow21:
  if (gq18 < (long long)1) goto grbody22; else goto grafter23;

grbody22:
  gr16 = gq18 * (long long)64;
  gpw13 = &PK_1[((gr16 + (long long)0) * (long long)64)];
  gprow17 = gr16 + (long long)0;
  gnhi15 = n_2;
  gli14 = (long long)0;
  goto gtile24;

grafter23:
  return;

gtile24:
  if (gli14 + (long long)3 < gnhi15) goto gtbody25; else goto gtafter26;

gtbody25:
  li_16 = gli14 + (long long)0;
  i_17 = start_0 + li_16;
  gx27 = (float *)&t0[(li_16 * (long long)64)];
  li_16 = gli14 + (long long)1;
  i_17 = start_0 + li_16;
  gx28 = (float *)&t0[(li_16 * (long long)64)];
  li_16 = gli14 + (long long)2;
  i_17 = start_0 + li_16;
  gx29 = (float *)&t0[(li_16 * (long long)64)];
  li_16 = gli14 + (long long)3;
  i_17 = start_0 + li_16;
  gx30 = (float *)&t0[(li_16 * (long long)64)];
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
  gacc41 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc42 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc43 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc44 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc45 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc46 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp48 = gpw13;
  gk47 = (long long)0;
  goto gfor49;

gtafter26:
  if (gnhi15 - gli14 > (long long)0) goto gtclamp65; else goto gtdone64;

gfor49:
  if (gk47 < (long long)64) goto gbody50; else goto gafter51;

gbody50:
  gw52 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp48[(long long)0]);
  gw53 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp48[(long long)16]);
  gw54 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp48[(long long)32]);
  gw55 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp48[(long long)48]);
  gxs56 = gx27[(gk47 + (long long)0)];
  gxb57 = {gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56, gxs56};
  gacc31 += gw52 * gxb57;
  gacc32 += gw53 * gxb57;
  gacc33 += gw54 * gxb57;
  gacc34 += gw55 * gxb57;
  gxs58 = gx28[(gk47 + (long long)0)];
  gxb59 = {gxs58, gxs58, gxs58, gxs58, gxs58, gxs58, gxs58, gxs58, gxs58, gxs58, gxs58, gxs58, gxs58, gxs58, gxs58, gxs58};
  gacc35 += gw52 * gxb59;
  gacc36 += gw53 * gxb59;
  gacc37 += gw54 * gxb59;
  gacc38 += gw55 * gxb59;
  gxs60 = gx29[(gk47 + (long long)0)];
  gxb61 = {gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60};
  gacc39 += gw52 * gxb61;
  gacc40 += gw53 * gxb61;
  gacc41 += gw54 * gxb61;
  gacc42 += gw55 * gxb61;
  gxs62 = gx30[(gk47 + (long long)0)];
  gxb63 = {gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62};
  gacc43 += gw52 * gxb63;
  gacc44 += gw53 * gxb63;
  gacc45 += gw54 * gxb63;
  gacc46 += gw55 * gxb63;
  gp48 = &gp48[(long long)64];
  gk47 += (long long)1;
  goto gfor49;

gafter51:
  li_16 = gli14 + (long long)0;
  i_17 = start_0 + li_16;
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc31;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc32;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc33;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc34;
  li_16 = gli14 + (long long)1;
  i_17 = start_0 + li_16;
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc35;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc36;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc37;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc38;
  li_16 = gli14 + (long long)2;
  i_17 = start_0 + li_16;
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc39;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc40;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc41;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc42;
  li_16 = gli14 + (long long)3;
  i_17 = start_0 + li_16;
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc43;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc44;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc45;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc46;
  gli14 += (long long)4;
  goto gtile24;

gtdone64:
  li_18 = (long long)0;
  goto for115;

gtclamp65:
  li_16 = gli14 + (long long)0;
  i_17 = start_0 + li_16;
  gx66 = (float *)&t0[(li_16 * (long long)64)];
  li_16 = gli14 + (long long)1;
  if (li_16 > gnhi15 - (long long)1) goto gclamp67; else goto gclampj68;

gclamp67:
  li_16 = gnhi15 - (long long)1;
  goto gclampj68;

gclampj68:
  i_17 = start_0 + li_16;
  gx69 = (float *)&t0[(li_16 * (long long)64)];
  li_16 = gli14 + (long long)2;
  if (li_16 > gnhi15 - (long long)1) goto gclamp70; else goto gclampj71;

gclamp70:
  li_16 = gnhi15 - (long long)1;
  goto gclampj71;

gclampj71:
  i_17 = start_0 + li_16;
  gx72 = (float *)&t0[(li_16 * (long long)64)];
  li_16 = gli14 + (long long)3;
  if (li_16 > gnhi15 - (long long)1) goto gclamp73; else goto gclampj74;

gclamp73:
  li_16 = gnhi15 - (long long)1;
  goto gclampj74;

gclampj74:
  i_17 = start_0 + li_16;
  gx75 = (float *)&t0[(li_16 * (long long)64)];
  gacc76 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc77 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc78 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc79 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc80 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc81 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc82 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc83 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc84 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc85 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc86 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc87 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc88 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc89 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc90 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc91 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp93 = gpw13;
  gk92 = (long long)0;
  goto gfor94;

gfor94:
  if (gk92 < (long long)64) goto gbody95; else goto gafter96;

gbody95:
  gw97 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp93[(long long)0]);
  gw98 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp93[(long long)16]);
  gw99 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp93[(long long)32]);
  gw100 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp93[(long long)48]);
  gxs101 = gx66[(gk92 + (long long)0)];
  gxb102 = {gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101};
  gacc76 += gw97 * gxb102;
  gacc77 += gw98 * gxb102;
  gacc78 += gw99 * gxb102;
  gacc79 += gw100 * gxb102;
  gxs103 = gx69[(gk92 + (long long)0)];
  gxb104 = {gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103};
  gacc80 += gw97 * gxb104;
  gacc81 += gw98 * gxb104;
  gacc82 += gw99 * gxb104;
  gacc83 += gw100 * gxb104;
  gxs105 = gx72[(gk92 + (long long)0)];
  gxb106 = {gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105};
  gacc84 += gw97 * gxb106;
  gacc85 += gw98 * gxb106;
  gacc86 += gw99 * gxb106;
  gacc87 += gw100 * gxb106;
  gxs107 = gx75[(gk92 + (long long)0)];
  gxb108 = {gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107};
  gacc88 += gw97 * gxb108;
  gacc89 += gw98 * gxb108;
  gacc90 += gw99 * gxb108;
  gacc91 += gw100 * gxb108;
  gp93 = &gp93[(long long)64];
  gk92 += (long long)1;
  goto gfor94;

gafter96:
  li_16 = gli14 + (long long)0;
  i_17 = start_0 + li_16;
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc76;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc77;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc78;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc79;
  li_16 = gli14 + (long long)1;
  if (li_16 > gnhi15 - (long long)1) goto gclamp109; else goto gclampj110;

gclamp109:
  li_16 = gnhi15 - (long long)1;
  goto gclampj110;

gclampj110:
  i_17 = start_0 + li_16;
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc80;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc81;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc82;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc83;
  li_16 = gli14 + (long long)2;
  if (li_16 > gnhi15 - (long long)1) goto gclamp111; else goto gclampj112;

gclamp111:
  li_16 = gnhi15 - (long long)1;
  goto gclampj112;

gclampj112:
  i_17 = start_0 + li_16;
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc84;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc85;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc86;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc87;
  li_16 = gli14 + (long long)3;
  if (li_16 > gnhi15 - (long long)1) goto gclamp113; else goto gclampj114;

gclamp113:
  li_16 = gnhi15 - (long long)1;
  goto gclampj114;

gclampj114:
  i_17 = start_0 + li_16;
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc88;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc89;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc90;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc91;
  goto gtdone64;

for115:
  if (li_18 < n_2) goto body116; else goto after117;

body116:
  i_19 = start_0 + li_18;
  gj19 = (long long)0;
  goto for118;

after117:
  gq18 += (long long)1;
  goto grow21;

for118:
  if (gj19 < (long long)64) goto body119; else goto after120;

body119:
  j_20 = gr16 + gj19;
  v6_21 = F_1[(i_19 * (long long)64 + j_20)] + t1[(li_18 * (long long)64 + j_20)];
  v7_22 = v6_21 + P_b_g[j_20];
  v8_23 = cx_vsigmoidf (v7_22);
  v11_24 = F_2[(i_19 * (long long)64 + j_20)] + P_b[j_20];
  v12_25 = cx_vtanhf (v11_24);
  v13_26 = v8_23 * v12_25;
  v15_27 = (float)1.000000 - v8_23;
  v16_28 = v15_27 * t0[(li_18 * (long long)64 + j_20)];
  v17_29 = v13_26 + v16_28;
  S_0[(i_19 * (long long)64 + j_20)] = v17_29;
  gj19 += (long long)1;
  goto for118;

after120:
  li_18 += (long long)1;
  goto for115;
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
  if (j_3 < (long long)64) goto body5; else goto after6;

body5:
  out[(li_1 * (long long)64 + j_3)] = S_0[(i_2 * (long long)64 + j_3)];
  j_3 += (long long)1;
  goto for4;

after6:
  li_1 += (long long)1;
  goto for1;
}

extern void
cx_out_tag (struct JitFrame * f, int * nodes, int count, float * out)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc3_3;
  long long li_4;
  long long i_5;
  long long li_6;
  long long i_7;
  long long j_8;
  float v4_9;
  long long li_10;
  long long i_11;
  long long best5_12;
  float bestv5_13;
  long long j_14;
  float x5_15;
  long long toff;
  float * t0;
  float * t1;
  float * PK_2;
  float * gpw1;
  long long gli2;
  long long gnhi3;
  long long gr4;
  long long gprow5;
  long long gq6;
  long long gj7;
  long long gdir8;
  float * S_0;
  float * gx15;
  float * gx16;
  float * gx17;
  float * gx18;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc19;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc20;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc21;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc22;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc23;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc24;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc25;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc26;
  long long gk27;
  float * gp28;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw32;
  float gxs33;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb34;
  float gxs35;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb36;
  float gxs37;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb38;
  float gxs39;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb40;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw41;
  float gxs42;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb43;
  float gxs44;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb45;
  float gxs46;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb47;
  float gxs48;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb49;
  float * gx53;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc54;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc55;
  long long gk56;
  float * gp57;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw61;
  float gxs62;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb63;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw64;
  float gxs65;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb66;
  float * gx69;
  float * gx70;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc71;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc72;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc73;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc74;
  long long gk75;
  float * gp76;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw80;
  float gxs81;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb82;
  float gxs83;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb84;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw85;
  float gxs86;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb87;
  float gxs88;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb89;
  float * gx92;
  float * gx93;
  float * gx94;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc95;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc96;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc97;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc98;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc99;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc100;
  long long gk101;
  float * gp102;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw106;
  float gxs107;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb108;
  float gxs109;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb110;
  float gxs111;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb112;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw113;
  float gxs114;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb115;
  float gxs116;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb117;
  float gxs118;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb119;
  float * P_b_s;
  float * gx132;
  float * gx133;
  float * gx134;
  float * gx135;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc136;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc137;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc138;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc139;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc140;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc141;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc142;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc143;
  long long gk144;
  float * gp145;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw149;
  float gxs150;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb151;
  float gxs152;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb153;
  float gxs154;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb155;
  float gxs156;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb157;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw158;
  float gxs159;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb160;
  float gxs161;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb162;
  float gxs163;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb164;
  float gxs165;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb166;
  union cx_vf gu167;
  union cx_vf gu168;
  union cx_vf gu169;
  union cx_vf gu170;
  float * gx174;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc175;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc176;
  long long gk177;
  float * gp178;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw182;
  float gxs183;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb184;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw185;
  float gxs186;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb187;
  union cx_vf gu188;
  float * gx191;
  float * gx192;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc193;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc194;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc195;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc196;
  long long gk197;
  float * gp198;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw202;
  float gxs203;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb204;
  float gxs205;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb206;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw207;
  float gxs208;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb209;
  float gxs210;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb211;
  union cx_vf gu212;
  union cx_vf gu213;
  float * gx216;
  float * gx217;
  float * gx218;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc219;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc220;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc221;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc222;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc223;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc224;
  long long gk225;
  float * gp226;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw230;
  float gxs231;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb232;
  float gxs233;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb234;
  float gxs235;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb236;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw237;
  float gxs238;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb239;
  float gxs240;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb241;
  float gxs242;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb243;
  union cx_vf gu244;
  union cx_vf gu245;
  union cx_vf gu246;

entry:
  count_0 = (long long)count;
  toff = (long long)0;
  t0 = &f->scratch[toff];
  toff += count_0 * (long long)17 + (long long)15 & (long long)-16;
  t1 = &f->scratch[toff];
  toff += count_0 * (long long)17 + (long long)15 & (long long)-16;
  PK_2 = f->packed[(long long)2];
  S_0 = f->states[(long long)0];
  P_b_s = f->params[(long long)7];
  goto start0;

start0:
  gdir8 = (long long)f->level & (long long)1;
  gq6 = (long long)0;
  goto grow9;

grow9:
  if (gq6 < (long long)1) goto grbody10; else goto grafter11;

grbody10:
  gr4 = gq6 * (long long)16;
  gpw1 = &PK_2[((gr4 + (long long)0) * (long long)64)];
  gprow5 = gr4 + (long long)0;
  gnhi3 = count_0;
  gli2 = (long long)0;
  goto gtile12;

grafter11:
  gq6 = (long long)1;
  goto grow126;

gtile12:
  if (gli2 + (long long)3 < gnhi3) goto gtbody13; else goto gtafter14;

gtbody13:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  gx15 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  gx16 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  gx17 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)3;
  i_5 = (long long)nodes[li_4];
  gx18 = (float *)&S_0[(i_5 * (long long)64)];
  gacc19 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc20 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc21 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc22 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc23 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc24 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc25 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc26 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp28 = gpw1;
  gk27 = (long long)0;
  goto gfor29;

gtafter14:
  if (gnhi3 - gli2 == (long long)1) goto gtrest51; else goto gtnext52;

gfor29:
  if (gk27 < (long long)64) goto gbody30; else goto gafter31;

gbody30:
  gw32 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp28[(long long)0]);
  gxs33 = gx15[(gk27 + (long long)0)];
  gxb34 = {gxs33, gxs33, gxs33, gxs33, gxs33, gxs33, gxs33, gxs33, gxs33, gxs33, gxs33, gxs33, gxs33, gxs33, gxs33, gxs33};
  gacc19 += gw32 * gxb34;
  gxs35 = gx16[(gk27 + (long long)0)];
  gxb36 = {gxs35, gxs35, gxs35, gxs35, gxs35, gxs35, gxs35, gxs35, gxs35, gxs35, gxs35, gxs35, gxs35, gxs35, gxs35, gxs35};
  gacc20 += gw32 * gxb36;
  gxs37 = gx17[(gk27 + (long long)0)];
  gxb38 = {gxs37, gxs37, gxs37, gxs37, gxs37, gxs37, gxs37, gxs37, gxs37, gxs37, gxs37, gxs37, gxs37, gxs37, gxs37, gxs37};
  gacc21 += gw32 * gxb38;
  gxs39 = gx18[(gk27 + (long long)0)];
  gxb40 = {gxs39, gxs39, gxs39, gxs39, gxs39, gxs39, gxs39, gxs39, gxs39, gxs39, gxs39, gxs39, gxs39, gxs39, gxs39, gxs39};
  gacc22 += gw32 * gxb40;
  gw41 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp28[(long long)16]);
  gxs42 = gx15[(gk27 + (long long)1)];
  gxb43 = {gxs42, gxs42, gxs42, gxs42, gxs42, gxs42, gxs42, gxs42, gxs42, gxs42, gxs42, gxs42, gxs42, gxs42, gxs42, gxs42};
  gacc23 += gw41 * gxb43;
  gxs44 = gx16[(gk27 + (long long)1)];
  gxb45 = {gxs44, gxs44, gxs44, gxs44, gxs44, gxs44, gxs44, gxs44, gxs44, gxs44, gxs44, gxs44, gxs44, gxs44, gxs44, gxs44};
  gacc24 += gw41 * gxb45;
  gxs46 = gx17[(gk27 + (long long)1)];
  gxb47 = {gxs46, gxs46, gxs46, gxs46, gxs46, gxs46, gxs46, gxs46, gxs46, gxs46, gxs46, gxs46, gxs46, gxs46, gxs46, gxs46};
  gacc25 += gw41 * gxb47;
  gxs48 = gx18[(gk27 + (long long)1)];
  gxb49 = {gxs48, gxs48, gxs48, gxs48, gxs48, gxs48, gxs48, gxs48, gxs48, gxs48, gxs48, gxs48, gxs48, gxs48, gxs48, gxs48};
  gacc26 += gw41 * gxb49;
  gp28 = &gp28[(long long)32];
  gk27 += (long long)2;
  goto gfor29;

gafter31:
  gacc19 += gacc23;
  gacc20 += gacc24;
  gacc21 += gacc25;
  gacc22 += gacc26;
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gacc19;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gacc20;
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gacc21;
  li_4 = gli2 + (long long)3;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gacc22;
  gli2 += (long long)4;
  goto gtile12;

gtdone50:
  li_6 = (long long)0;
  goto for120;

gtrest51:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  gx53 = (float *)&S_0[(i_5 * (long long)64)];
  gacc54 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc55 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp57 = gpw1;
  gk56 = (long long)0;
  goto gfor58;

gtnext52:
  if (gnhi3 - gli2 == (long long)2) goto gtrest67; else goto gtnext68;

gfor58:
  if (gk56 < (long long)64) goto gbody59; else goto gafter60;

gbody59:
  gw61 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp57[(long long)0]);
  gxs62 = gx53[(gk56 + (long long)0)];
  gxb63 = {gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62};
  gacc54 += gw61 * gxb63;
  gw64 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp57[(long long)16]);
  gxs65 = gx53[(gk56 + (long long)1)];
  gxb66 = {gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65};
  gacc55 += gw64 * gxb66;
  gp57 = &gp57[(long long)32];
  gk56 += (long long)2;
  goto gfor58;

gafter60:
  gacc54 += gacc55;
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gacc54;
  goto gtdone50;

gtrest67:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  gx69 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  gx70 = (float *)&S_0[(i_5 * (long long)64)];
  gacc71 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc72 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc73 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc74 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp76 = gpw1;
  gk75 = (long long)0;
  goto gfor77;

gtnext68:
  if (gnhi3 - gli2 == (long long)3) goto gtrest90; else goto gtnext91;

gfor77:
  if (gk75 < (long long)64) goto gbody78; else goto gafter79;

gbody78:
  gw80 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp76[(long long)0]);
  gxs81 = gx69[(gk75 + (long long)0)];
  gxb82 = {gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81};
  gacc71 += gw80 * gxb82;
  gxs83 = gx70[(gk75 + (long long)0)];
  gxb84 = {gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83};
  gacc72 += gw80 * gxb84;
  gw85 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp76[(long long)16]);
  gxs86 = gx69[(gk75 + (long long)1)];
  gxb87 = {gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86};
  gacc73 += gw85 * gxb87;
  gxs88 = gx70[(gk75 + (long long)1)];
  gxb89 = {gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88};
  gacc74 += gw85 * gxb89;
  gp76 = &gp76[(long long)32];
  gk75 += (long long)2;
  goto gfor77;

gafter79:
  gacc71 += gacc73;
  gacc72 += gacc74;
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gacc71;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gacc72;
  goto gtdone50;

gtrest90:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  gx92 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  gx93 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  gx94 = (float *)&S_0[(i_5 * (long long)64)];
  gacc95 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc96 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc97 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc98 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc99 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc100 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp102 = gpw1;
  gk101 = (long long)0;
  goto gfor103;

gtnext91:
  goto gtdone50;

gfor103:
  if (gk101 < (long long)64) goto gbody104; else goto gafter105;

gbody104:
  gw106 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp102[(long long)0]);
  gxs107 = gx92[(gk101 + (long long)0)];
  gxb108 = {gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107};
  gacc95 += gw106 * gxb108;
  gxs109 = gx93[(gk101 + (long long)0)];
  gxb110 = {gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109};
  gacc96 += gw106 * gxb110;
  gxs111 = gx94[(gk101 + (long long)0)];
  gxb112 = {gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111};
  gacc97 += gw106 * gxb112;
  gw113 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp102[(long long)16]);
  gxs114 = gx92[(gk101 + (long long)1)];
  gxb115 = {gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114};
  gacc98 += gw113 * gxb115;
  gxs116 = gx93[(gk101 + (long long)1)];
  gxb117 = {gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116};
  gacc99 += gw113 * gxb117;
  gxs118 = gx94[(gk101 + (long long)1)];
  gxb119 = {gxs118, gxs118, gxs118, gxs118, gxs118, gxs118, gxs118, gxs118, gxs118, gxs118, gxs118, gxs118, gxs118, gxs118, gxs118, gxs118};
  gacc100 += gw113 * gxb119;
  gp102 = &gp102[(long long)32];
  gk101 += (long long)2;
  goto gfor103;

gafter105:
  gacc95 += gacc98;
  gacc96 += gacc99;
  gacc97 += gacc100;
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gacc95;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gacc96;
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gacc97;
  goto gtdone50;

for120:
  if (li_6 < count_0) goto body121; else goto after122;

body121:
  i_7 = (long long)nodes[li_6];
  gj7 = (long long)0;
  goto for123;

after122:
  gq6 += (long long)1;
  goto grow9;

for123:
  if (gj7 < (long long)16) goto body124; else goto after125;

body124:
  j_8 = gr4 + gj7;
  v4_9 = t0[(li_6 * (long long)17 + j_8)] + P_b_s[j_8];
  t1[(li_6 * (long long)17 + j_8)] = v4_9;
  gj7 += (long long)1;
  goto for123;

after125:
  li_6 += (long long)1;
  goto for120;

grow126:
  if (gq6 < (long long)2) goto grbody127; else goto grafter128;

grbody127:
  gr4 = gq6 * (long long)16;
  gpw1 = &PK_2[((gr4 + (long long)0) * (long long)64)];
  gprow5 = gr4 + (long long)0;
  gnhi3 = count_0;
  gli2 = (long long)0;
  goto gtile129;

grafter128:
  li_10 = (long long)0;
  goto for253;

gtile129:
  if (gli2 + (long long)3 < gnhi3) goto gtbody130; else goto gtafter131;

gtbody130:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  gx132 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  gx133 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  gx134 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)3;
  i_5 = (long long)nodes[li_4];
  gx135 = (float *)&S_0[(i_5 * (long long)64)];
  gacc136 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc137 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc138 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc139 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc140 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc141 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc142 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc143 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp145 = gpw1;
  gk144 = (long long)0;
  goto gfor146;

gtafter131:
  if (gnhi3 - gli2 == (long long)1) goto gtrest172; else goto gtnext173;

gfor146:
  if (gk144 < (long long)64) goto gbody147; else goto gafter148;

gbody147:
  gw149 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp145[(long long)0]);
  gxs150 = gx132[(gk144 + (long long)0)];
  gxb151 = {gxs150, gxs150, gxs150, gxs150, gxs150, gxs150, gxs150, gxs150, gxs150, gxs150, gxs150, gxs150, gxs150, gxs150, gxs150, gxs150};
  gacc136 += gw149 * gxb151;
  gxs152 = gx133[(gk144 + (long long)0)];
  gxb153 = {gxs152, gxs152, gxs152, gxs152, gxs152, gxs152, gxs152, gxs152, gxs152, gxs152, gxs152, gxs152, gxs152, gxs152, gxs152, gxs152};
  gacc137 += gw149 * gxb153;
  gxs154 = gx134[(gk144 + (long long)0)];
  gxb155 = {gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154};
  gacc138 += gw149 * gxb155;
  gxs156 = gx135[(gk144 + (long long)0)];
  gxb157 = {gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156};
  gacc139 += gw149 * gxb157;
  gw158 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp145[(long long)16]);
  gxs159 = gx132[(gk144 + (long long)1)];
  gxb160 = {gxs159, gxs159, gxs159, gxs159, gxs159, gxs159, gxs159, gxs159, gxs159, gxs159, gxs159, gxs159, gxs159, gxs159, gxs159, gxs159};
  gacc140 += gw158 * gxb160;
  gxs161 = gx133[(gk144 + (long long)1)];
  gxb162 = {gxs161, gxs161, gxs161, gxs161, gxs161, gxs161, gxs161, gxs161, gxs161, gxs161, gxs161, gxs161, gxs161, gxs161, gxs161, gxs161};
  gacc141 += gw158 * gxb162;
  gxs163 = gx134[(gk144 + (long long)1)];
  gxb164 = {gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163};
  gacc142 += gw158 * gxb164;
  gxs165 = gx135[(gk144 + (long long)1)];
  gxb166 = {gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165};
  gacc143 += gw158 * gxb166;
  gp145 = &gp145[(long long)32];
  gk144 += (long long)2;
  goto gfor146;

gafter148:
  gacc136 += gacc140;
  gacc137 += gacc141;
  gacc138 += gacc142;
  gacc139 += gacc143;
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  gu167.v = gacc136;
  r_1 = gr4 + (long long)0;
  acc3_3 = gu167.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  gu168.v = gacc137;
  r_1 = gr4 + (long long)0;
  acc3_3 = gu168.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  gu169.v = gacc138;
  r_1 = gr4 + (long long)0;
  acc3_3 = gu169.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  li_4 = gli2 + (long long)3;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  gu170.v = gacc139;
  r_1 = gr4 + (long long)0;
  acc3_3 = gu170.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  gli2 += (long long)4;
  goto gtile129;

gtdone171:
  li_6 = (long long)0;
  goto for247;

gtrest172:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  gx174 = (float *)&S_0[(i_5 * (long long)64)];
  gacc175 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc176 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp178 = gpw1;
  gk177 = (long long)0;
  goto gfor179;

gtnext173:
  if (gnhi3 - gli2 == (long long)2) goto gtrest189; else goto gtnext190;

gfor179:
  if (gk177 < (long long)64) goto gbody180; else goto gafter181;

gbody180:
  gw182 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp178[(long long)0]);
  gxs183 = gx174[(gk177 + (long long)0)];
  gxb184 = {gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183};
  gacc175 += gw182 * gxb184;
  gw185 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp178[(long long)16]);
  gxs186 = gx174[(gk177 + (long long)1)];
  gxb187 = {gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186};
  gacc176 += gw185 * gxb187;
  gp178 = &gp178[(long long)32];
  gk177 += (long long)2;
  goto gfor179;

gafter181:
  gacc175 += gacc176;
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  gu188.v = gacc175;
  r_1 = gr4 + (long long)0;
  acc3_3 = gu188.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  goto gtdone171;

gtrest189:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  gx191 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  gx192 = (float *)&S_0[(i_5 * (long long)64)];
  gacc193 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc194 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc195 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc196 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp198 = gpw1;
  gk197 = (long long)0;
  goto gfor199;

gtnext190:
  if (gnhi3 - gli2 == (long long)3) goto gtrest214; else goto gtnext215;

gfor199:
  if (gk197 < (long long)64) goto gbody200; else goto gafter201;

gbody200:
  gw202 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp198[(long long)0]);
  gxs203 = gx191[(gk197 + (long long)0)];
  gxb204 = {gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203};
  gacc193 += gw202 * gxb204;
  gxs205 = gx192[(gk197 + (long long)0)];
  gxb206 = {gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205};
  gacc194 += gw202 * gxb206;
  gw207 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp198[(long long)16]);
  gxs208 = gx191[(gk197 + (long long)1)];
  gxb209 = {gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208};
  gacc195 += gw207 * gxb209;
  gxs210 = gx192[(gk197 + (long long)1)];
  gxb211 = {gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210};
  gacc196 += gw207 * gxb211;
  gp198 = &gp198[(long long)32];
  gk197 += (long long)2;
  goto gfor199;

gafter201:
  gacc193 += gacc195;
  gacc194 += gacc196;
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  gu212.v = gacc193;
  r_1 = gr4 + (long long)0;
  acc3_3 = gu212.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  gu213.v = gacc194;
  r_1 = gr4 + (long long)0;
  acc3_3 = gu213.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  goto gtdone171;

gtrest214:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  gx216 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  gx217 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  gx218 = (float *)&S_0[(i_5 * (long long)64)];
  gacc219 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc220 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc221 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc222 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc223 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc224 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp226 = gpw1;
  gk225 = (long long)0;
  goto gfor227;

gtnext215:
  goto gtdone171;

gfor227:
  if (gk225 < (long long)64) goto gbody228; else goto gafter229;

gbody228:
  gw230 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp226[(long long)0]);
  gxs231 = gx216[(gk225 + (long long)0)];
  gxb232 = {gxs231, gxs231, gxs231, gxs231, gxs231, gxs231, gxs231, gxs231, gxs231, gxs231, gxs231, gxs231, gxs231, gxs231, gxs231, gxs231};
  gacc219 += gw230 * gxb232;
  gxs233 = gx217[(gk225 + (long long)0)];
  gxb234 = {gxs233, gxs233, gxs233, gxs233, gxs233, gxs233, gxs233, gxs233, gxs233, gxs233, gxs233, gxs233, gxs233, gxs233, gxs233, gxs233};
  gacc220 += gw230 * gxb234;
  gxs235 = gx218[(gk225 + (long long)0)];
  gxb236 = {gxs235, gxs235, gxs235, gxs235, gxs235, gxs235, gxs235, gxs235, gxs235, gxs235, gxs235, gxs235, gxs235, gxs235, gxs235, gxs235};
  gacc221 += gw230 * gxb236;
  gw237 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp226[(long long)16]);
  gxs238 = gx216[(gk225 + (long long)1)];
  gxb239 = {gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238};
  gacc222 += gw237 * gxb239;
  gxs240 = gx217[(gk225 + (long long)1)];
  gxb241 = {gxs240, gxs240, gxs240, gxs240, gxs240, gxs240, gxs240, gxs240, gxs240, gxs240, gxs240, gxs240, gxs240, gxs240, gxs240, gxs240};
  gacc223 += gw237 * gxb241;
  gxs242 = gx218[(gk225 + (long long)1)];
  gxb243 = {gxs242, gxs242, gxs242, gxs242, gxs242, gxs242, gxs242, gxs242, gxs242, gxs242, gxs242, gxs242, gxs242, gxs242, gxs242, gxs242};
  gacc224 += gw237 * gxb243;
  gp226 = &gp226[(long long)32];
  gk225 += (long long)2;
  goto gfor227;

gafter229:
  gacc219 += gacc222;
  gacc220 += gacc223;
  gacc221 += gacc224;
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  gu244.v = gacc219;
  r_1 = gr4 + (long long)0;
  acc3_3 = gu244.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  gu245.v = gacc220;
  r_1 = gr4 + (long long)0;
  acc3_3 = gu245.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  r_1 = gr4 + (long long)0;
  gu246.v = gacc221;
  r_1 = gr4 + (long long)0;
  acc3_3 = gu246.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  goto gtdone171;

for247:
  if (li_6 < count_0) goto body248; else goto after249;

body248:
  i_7 = (long long)nodes[li_6];
  gj7 = (long long)0;
  goto for250;

after249:
  gq6 += (long long)1;
  goto grow126;

for250:
  if (gj7 < (long long)1) goto body251; else goto after252;

body251:
  j_8 = gr4 + gj7;
  v4_9 = t0[(li_6 * (long long)17 + j_8)] + P_b_s[j_8];
  t1[(li_6 * (long long)17 + j_8)] = v4_9;
  gj7 += (long long)1;
  goto for250;

after252:
  li_6 += (long long)1;
  goto for247;

for253:
  if (li_10 < count_0) goto body254; else goto after255;

body254:
  i_11 = (long long)nodes[li_10];
  best5_12 = (long long)0;
  bestv5_13 = t1[(li_10 * (long long)17)];
  j_14 = (long long)1;
  goto for256;

after255:
  return;

for256:
  if (j_14 < (long long)17) goto body257; else goto after258;

body257:
  x5_15 = t1[(li_10 * (long long)17 + j_14)];
  if (x5_15 > bestv5_13 || x5_15 != x5_15 && !(bestv5_13 != bestv5_13)) goto then259; else goto else260;

after258:
  out[li_10] = (float)best5_12;
  li_10 += (long long)1;
  goto for253;

then259:
  best5_12 = j_14;
  bestv5_13 = x5_15;
  goto join261;

else260:
  goto join261;

join261:
  j_14 += (long long)1;
  goto for256;
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
  (void)cx_branch0_all_leaf (f, s, e);
  goto next4;

next4:
  s = gs[(level * (long long)2 + (long long)1)];
  e = gs[(level * (long long)2 + (long long)1 + (long long)1)];
  if (s < e) goto call5; else goto next6;

call5:
  (void)cx_branch0_all_nonleaf (f, s, e);
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
  long long r_4;
  long long k_5;
  float acc5_6;
  long long li_7;
  long long i_8;
  long long ix1_9;
  long long r_10;
  long long k_11;
  float acc10_12;
  long long li_13;
  long long i_14;
  long long ix1_15;
  long long li_16;
  long long i_17;
  long long j_18;
  float v6_19;
  float v7_20;
  float v11_21;
  float v12_22;
  float v13_23;
  float * PK_0;
  float * P_W_g;
  float * P_W;

entry:
  PK_0 = f->packed[(long long)0];
  P_W_g = f->params[(long long)2];
  P_W = f->params[(long long)1];
  goto start0;

start0:
  r_4 = (long long)0;
  goto pr1;

pr1:
  if (r_4 < (long long)64) goto prb2; else goto pra3;

prb2:
  k_5 = (long long)0;
  goto pk4;

pra3:
  r_10 = (long long)0;
  goto pr7;

pk4:
  if (k_5 < (long long)64) goto pkb5; else goto pka6;

pkb5:
  PK_0[(((r_4 + (long long)0) / (long long)64 * (long long)64 + k_5 + (long long)0) * (long long)64 + (r_4 + (long long)0) % (long long)64)] = P_W_g[(r_4 * (long long)64 + k_5)];
  k_5 += (long long)1;
  goto pk4;

pka6:
  r_4 += (long long)1;
  goto pr1;

pr7:
  if (r_10 < (long long)64) goto prb8; else goto pra9;

prb8:
  k_11 = (long long)0;
  goto pk10;

pra9:
  return;

pk10:
  if (k_11 < (long long)64) goto pkb11; else goto pka12;

pkb11:
  PK_0[(((r_10 + (long long)64) / (long long)64 * (long long)64 + k_11 + (long long)0) * (long long)64 + (r_10 + (long long)64) % (long long)64)] = P_W[(r_10 * (long long)64 + k_11)];
  k_11 += (long long)1;
  goto pk10;

pka12:
  r_10 += (long long)1;
  goto pr7;
}

static void
cx_pack_1 (struct JitFrame * f)
{
  long long start_0;
  long long end_1;
  long long n_2;
  long long ebase_3;
  long long li_4;
  long long i_5;
  long long j_6;
  float v1_7;
  long long cs_8;
  long long nk_9;
  long long kk_10;
  long long ck_11;
  long long e_12;
  long long r_13;
  long long k_14;
  float acc5_15;
  long long li_16;
  long long i_17;
  long long li_18;
  long long i_19;
  long long j_20;
  float v6_21;
  float v7_22;
  float v8_23;
  float v11_24;
  float v12_25;
  float v13_26;
  float v15_27;
  float v16_28;
  float v17_29;
  float * PK_1;
  float * P_U_g;

entry:
  PK_1 = f->packed[(long long)1];
  P_U_g = f->params[(long long)3];
  goto start0;

start0:
  r_13 = (long long)0;
  goto pr1;

pr1:
  if (r_13 < (long long)64) goto prb2; else goto pra3;

prb2:
  k_14 = (long long)0;
  goto pk4;

pra3:
  return;

pk4:
  if (k_14 < (long long)64) goto pkb5; else goto pka6;

pkb5:
  PK_1[(((r_13 + (long long)0) / (long long)64 * (long long)64 + k_14 + (long long)0) * (long long)64 + (r_13 + (long long)0) % (long long)64)] = P_U_g[(r_13 * (long long)64 + k_14)];
  k_14 += (long long)1;
  goto pk4;

pka6:
  r_13 += (long long)1;
  goto pr1;
}

static void
cx_pack_2 (struct JitFrame * f)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc3_3;
  long long li_4;
  long long i_5;
  long long li_6;
  long long i_7;
  long long j_8;
  float v4_9;
  long long li_10;
  long long i_11;
  long long best5_12;
  float bestv5_13;
  long long j_14;
  float x5_15;
  float * PK_2;
  float * P_W_s;

entry:
  PK_2 = f->packed[(long long)2];
  P_W_s = f->params[(long long)6];
  goto start0;

start0:
  r_1 = (long long)0;
  goto pr1;

pr1:
  if (r_1 < (long long)17) goto prb2; else goto pra3;

prb2:
  k_2 = (long long)0;
  goto pk4;

pra3:
  return;

pk4:
  if (k_2 < (long long)64) goto pkb5; else goto pka6;

pkb5:
  PK_2[(((r_1 + (long long)0) / (long long)16 * (long long)64 + k_2 + (long long)0) * (long long)16 + (r_1 + (long long)0) % (long long)16)] = P_W_s[(r_1 * (long long)64 + k_2)];
  k_2 += (long long)1;
  goto pk4;

pka6:
  r_1 += (long long)1;
  goto pr1;
}

static void
cx_pack_3 (struct JitFrame * f)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix1_6;
  float * PK_3;
  float * P_W_g;

entry:
  PK_3 = f->packed[(long long)3];
  P_W_g = f->params[(long long)2];
  goto start0;

start0:
  r_1 = (long long)0;
  goto pr1;

pr1:
  if (r_1 < (long long)64) goto prb2; else goto pra3;

prb2:
  k_2 = (long long)0;
  goto pk4;

pra3:
  return;

pk4:
  if (k_2 < (long long)64) goto pkb5; else goto pka6;

pkb5:
  PK_3[(((r_1 + (long long)0) / (long long)64 * (long long)64 + k_2 + (long long)0) * (long long)64 + (r_1 + (long long)0) % (long long)64)] = P_W_g[(r_1 * (long long)64 + k_2)];
  k_2 += (long long)1;
  goto pk4;

pka6:
  r_1 += (long long)1;
  goto pr1;
}

static void
cx_pack_4 (struct JitFrame * f)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix1_6;
  float * PK_4;
  float * P_W;

entry:
  PK_4 = f->packed[(long long)4];
  P_W = f->params[(long long)1];
  goto start0;

start0:
  r_1 = (long long)0;
  goto pr1;

pr1:
  if (r_1 < (long long)64) goto prb2; else goto pra3;

prb2:
  k_2 = (long long)0;
  goto pk4;

pra3:
  return;

pk4:
  if (k_2 < (long long)64) goto pkb5; else goto pka6;

pkb5:
  PK_4[(((r_1 + (long long)0) / (long long)64 * (long long)64 + k_2 + (long long)0) * (long long)64 + (r_1 + (long long)0) % (long long)64)] = P_W[(r_1 * (long long)64 + k_2)];
  k_2 += (long long)1;
  goto pk4;

pka6:
  r_1 += (long long)1;
  goto pr1;
}

extern void
cx_pack (struct JitFrame * f)
{
entry:
  (void)cx_pack_0 (f);
  (void)cx_pack_1 (f);
  (void)cx_pack_2 (f);
  (void)cx_pack_3 (f);
  (void)cx_pack_4 (f);
  return;
}

extern void
cx_hoist0_branch0_all_nonleaf (struct JitFrame * f, int * nodes, int count, float * out)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix1_6;
  float * PK_3;
  float * gpw1;
  long long gli2;
  long long gnhi3;
  long long gr4;
  long long gprow5;
  long long gq6;
  long long gj7;
  int * ifields;
  float * P_E;
  float * gx19;
  float * gx25;
  float * gx31;
  float * gx37;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc38;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc39;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc40;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc41;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc42;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc43;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc44;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc45;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc46;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc47;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc48;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc49;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc50;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc51;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc52;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc53;
  long long gk54;
  float * gp55;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw59;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw60;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw61;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw62;
  float gxs63;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb64;
  float gxs65;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb66;
  float gxs67;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb68;
  float gxs69;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb70;
  float * gx99;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc100;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc101;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc102;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc103;
  long long gk104;
  float * gp105;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw109;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw110;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw111;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw112;
  float gxs113;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb114;
  float * gx127;
  float * gx133;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc134;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc135;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc136;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc137;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc138;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc139;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc140;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc141;
  long long gk142;
  float * gp143;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw147;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw148;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw149;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw150;
  float gxs151;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb152;
  float gxs153;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb154;
  float * gx172;
  float * gx178;
  float * gx184;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc185;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc186;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc187;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc188;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc189;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc190;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc191;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc192;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc193;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc194;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc195;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc196;
  long long gk197;
  float * gp198;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw202;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw203;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw204;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw205;
  float gxs206;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb207;
  float gxs208;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb209;
  float gxs210;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb211;

entry:
  count_0 = (long long)count;
  PK_3 = f->packed[(long long)3];
  ifields = f->ifields;
  P_E = f->params[(long long)0];
  goto start0;

start0:
  gq6 = (long long)0;
  goto grow8;

grow8:
  if (gq6 < (long long)1) goto grbody9; else goto grafter10;

grbody9:
  gr4 = gq6 * (long long)64;
  gpw1 = &PK_3[((gr4 + (long long)0) * (long long)64)];
  gprow5 = gr4 + (long long)0;
  gnhi3 = count_0;
  gli2 = (long long)0;
  goto gtile11;

grafter10:
  return;

gtile11:
  if (gli2 + (long long)3 < gnhi3) goto gtbody12; else goto gtafter13;

gtbody12:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then14; else goto else15;

gtafter13:
  if (gnhi3 - gli2 == (long long)1) goto gtrest92; else goto gtnext93;

then14:
  if (f->err[(long long)0] == (long long)0) goto rowerr17; else goto join18;

else15:
  goto join16;

join16:
  gx19 = (float *)&P_E[(ix1_6 * (long long)64)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then20; else goto else21;

rowerr17:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join18;

join18:
  ix1_6 = (long long)0;
  goto join16;

then20:
  if (f->err[(long long)0] == (long long)0) goto rowerr23; else goto join24;

else21:
  goto join22;

join22:
  gx25 = (float *)&P_E[(ix1_6 * (long long)64)];
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then26; else goto else27;

rowerr23:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join24;

join24:
  ix1_6 = (long long)0;
  goto join22;

then26:
  if (f->err[(long long)0] == (long long)0) goto rowerr29; else goto join30;

else27:
  goto join28;

join28:
  gx31 = (float *)&P_E[(ix1_6 * (long long)64)];
  li_4 = gli2 + (long long)3;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then32; else goto else33;

rowerr29:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join30;

join30:
  ix1_6 = (long long)0;
  goto join28;

then32:
  if (f->err[(long long)0] == (long long)0) goto rowerr35; else goto join36;

else33:
  goto join34;

join34:
  gx37 = (float *)&P_E[(ix1_6 * (long long)64)];
  gacc38 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc39 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc40 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc41 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc42 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc43 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc44 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc45 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc46 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc47 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc48 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc49 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc50 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc51 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc52 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc53 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp55 = gpw1;
  gk54 = (long long)0;
  goto gfor56;

rowerr35:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join36;

join36:
  ix1_6 = (long long)0;
  goto join34;

gfor56:
  if (gk54 < (long long)64) goto gbody57; else goto gafter58;

gbody57:
  gw59 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp55[(long long)0]);
  gw60 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp55[(long long)16]);
  gw61 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp55[(long long)32]);
  gw62 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp55[(long long)48]);
  gxs63 = gx19[(gk54 + (long long)0)];
  gxb64 = {gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63};
  gacc38 += gw59 * gxb64;
  gacc39 += gw60 * gxb64;
  gacc40 += gw61 * gxb64;
  gacc41 += gw62 * gxb64;
  gxs65 = gx25[(gk54 + (long long)0)];
  gxb66 = {gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65};
  gacc42 += gw59 * gxb66;
  gacc43 += gw60 * gxb66;
  gacc44 += gw61 * gxb66;
  gacc45 += gw62 * gxb66;
  gxs67 = gx31[(gk54 + (long long)0)];
  gxb68 = {gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67};
  gacc46 += gw59 * gxb68;
  gacc47 += gw60 * gxb68;
  gacc48 += gw61 * gxb68;
  gacc49 += gw62 * gxb68;
  gxs69 = gx37[(gk54 + (long long)0)];
  gxb70 = {gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69};
  gacc50 += gw59 * gxb70;
  gacc51 += gw60 * gxb70;
  gacc52 += gw61 * gxb70;
  gacc53 += gw62 * gxb70;
  gp55 = &gp55[(long long)64];
  gk54 += (long long)1;
  goto gfor56;

gafter58:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then71; else goto else72;

then71:
  if (f->err[(long long)0] == (long long)0) goto rowerr74; else goto join75;

else72:
  goto join73;

join73:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc38;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc39;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc40;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc41;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then76; else goto else77;

rowerr74:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join75;

join75:
  ix1_6 = (long long)0;
  goto join73;

then76:
  if (f->err[(long long)0] == (long long)0) goto rowerr79; else goto join80;

else77:
  goto join78;

join78:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc42;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc43;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc44;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc45;
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then81; else goto else82;

rowerr79:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join80;

join80:
  ix1_6 = (long long)0;
  goto join78;

then81:
  if (f->err[(long long)0] == (long long)0) goto rowerr84; else goto join85;

else82:
  goto join83;

join83:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc46;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc47;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc48;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc49;
  li_4 = gli2 + (long long)3;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then86; else goto else87;

rowerr84:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join85;

join85:
  ix1_6 = (long long)0;
  goto join83;

then86:
  if (f->err[(long long)0] == (long long)0) goto rowerr89; else goto join90;

else87:
  goto join88;

join88:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc50;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc51;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc52;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc53;
  gli2 += (long long)4;
  goto gtile11;

rowerr89:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join90;

join90:
  ix1_6 = (long long)0;
  goto join88;

gtdone91:
  gq6 += (long long)1;
  goto grow8;

gtrest92:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then94; else goto else95;

gtnext93:
  if (gnhi3 - gli2 == (long long)2) goto gtrest120; else goto gtnext121;

then94:
  if (f->err[(long long)0] == (long long)0) goto rowerr97; else goto join98;

else95:
  goto join96;

join96:
  gx99 = (float *)&P_E[(ix1_6 * (long long)64)];
  gacc100 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc101 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc102 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc103 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp105 = gpw1;
  gk104 = (long long)0;
  goto gfor106;

rowerr97:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join98;

join98:
  ix1_6 = (long long)0;
  goto join96;

gfor106:
  if (gk104 < (long long)64) goto gbody107; else goto gafter108;

gbody107:
  gw109 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp105[(long long)0]);
  gw110 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp105[(long long)16]);
  gw111 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp105[(long long)32]);
  gw112 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp105[(long long)48]);
  gxs113 = gx99[(gk104 + (long long)0)];
  gxb114 = {gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113};
  gacc100 += gw109 * gxb114;
  gacc101 += gw110 * gxb114;
  gacc102 += gw111 * gxb114;
  gacc103 += gw112 * gxb114;
  gp105 = &gp105[(long long)64];
  gk104 += (long long)1;
  goto gfor106;

gafter108:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then115; else goto else116;

then115:
  if (f->err[(long long)0] == (long long)0) goto rowerr118; else goto join119;

else116:
  goto join117;

join117:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc100;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc101;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc102;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc103;
  goto gtdone91;

rowerr118:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join119;

join119:
  ix1_6 = (long long)0;
  goto join117;

gtrest120:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then122; else goto else123;

gtnext121:
  if (gnhi3 - gli2 == (long long)3) goto gtrest165; else goto gtnext166;

then122:
  if (f->err[(long long)0] == (long long)0) goto rowerr125; else goto join126;

else123:
  goto join124;

join124:
  gx127 = (float *)&P_E[(ix1_6 * (long long)64)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then128; else goto else129;

rowerr125:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join126;

join126:
  ix1_6 = (long long)0;
  goto join124;

then128:
  if (f->err[(long long)0] == (long long)0) goto rowerr131; else goto join132;

else129:
  goto join130;

join130:
  gx133 = (float *)&P_E[(ix1_6 * (long long)64)];
  gacc134 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc135 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc136 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc137 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc138 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc139 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc140 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc141 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp143 = gpw1;
  gk142 = (long long)0;
  goto gfor144;

rowerr131:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join132;

join132:
  ix1_6 = (long long)0;
  goto join130;

gfor144:
  if (gk142 < (long long)64) goto gbody145; else goto gafter146;

gbody145:
  gw147 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp143[(long long)0]);
  gw148 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp143[(long long)16]);
  gw149 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp143[(long long)32]);
  gw150 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp143[(long long)48]);
  gxs151 = gx127[(gk142 + (long long)0)];
  gxb152 = {gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151};
  gacc134 += gw147 * gxb152;
  gacc135 += gw148 * gxb152;
  gacc136 += gw149 * gxb152;
  gacc137 += gw150 * gxb152;
  gxs153 = gx133[(gk142 + (long long)0)];
  gxb154 = {gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153};
  gacc138 += gw147 * gxb154;
  gacc139 += gw148 * gxb154;
  gacc140 += gw149 * gxb154;
  gacc141 += gw150 * gxb154;
  gp143 = &gp143[(long long)64];
  gk142 += (long long)1;
  goto gfor144;

gafter146:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then155; else goto else156;

then155:
  if (f->err[(long long)0] == (long long)0) goto rowerr158; else goto join159;

else156:
  goto join157;

join157:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc134;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc135;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc136;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc137;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then160; else goto else161;

rowerr158:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join159;

join159:
  ix1_6 = (long long)0;
  goto join157;

then160:
  if (f->err[(long long)0] == (long long)0) goto rowerr163; else goto join164;

else161:
  goto join162;

join162:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc138;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc139;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc140;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc141;
  goto gtdone91;

rowerr163:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join164;

join164:
  ix1_6 = (long long)0;
  goto join162;

gtrest165:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then167; else goto else168;

gtnext166:
  goto gtdone91;

then167:
  if (f->err[(long long)0] == (long long)0) goto rowerr170; else goto join171;

else168:
  goto join169;

join169:
  gx172 = (float *)&P_E[(ix1_6 * (long long)64)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then173; else goto else174;

rowerr170:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join171;

join171:
  ix1_6 = (long long)0;
  goto join169;

then173:
  if (f->err[(long long)0] == (long long)0) goto rowerr176; else goto join177;

else174:
  goto join175;

join175:
  gx178 = (float *)&P_E[(ix1_6 * (long long)64)];
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then179; else goto else180;

rowerr176:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join177;

join177:
  ix1_6 = (long long)0;
  goto join175;

then179:
  if (f->err[(long long)0] == (long long)0) goto rowerr182; else goto join183;

else180:
  goto join181;

join181:
  gx184 = (float *)&P_E[(ix1_6 * (long long)64)];
  gacc185 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc186 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc187 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc188 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc189 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc190 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc191 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc192 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc193 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc194 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc195 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc196 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp198 = gpw1;
  gk197 = (long long)0;
  goto gfor199;

rowerr182:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join183;

join183:
  ix1_6 = (long long)0;
  goto join181;

gfor199:
  if (gk197 < (long long)64) goto gbody200; else goto gafter201;

gbody200:
  gw202 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp198[(long long)0]);
  gw203 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp198[(long long)16]);
  gw204 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp198[(long long)32]);
  gw205 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp198[(long long)48]);
  gxs206 = gx172[(gk197 + (long long)0)];
  gxb207 = {gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206};
  gacc185 += gw202 * gxb207;
  gacc186 += gw203 * gxb207;
  gacc187 += gw204 * gxb207;
  gacc188 += gw205 * gxb207;
  gxs208 = gx178[(gk197 + (long long)0)];
  gxb209 = {gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208};
  gacc189 += gw202 * gxb209;
  gacc190 += gw203 * gxb209;
  gacc191 += gw204 * gxb209;
  gacc192 += gw205 * gxb209;
  gxs210 = gx184[(gk197 + (long long)0)];
  gxb211 = {gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210};
  gacc193 += gw202 * gxb211;
  gacc194 += gw203 * gxb211;
  gacc195 += gw204 * gxb211;
  gacc196 += gw205 * gxb211;
  gp198 = &gp198[(long long)64];
  gk197 += (long long)1;
  goto gfor199;

gafter201:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then212; else goto else213;

then212:
  if (f->err[(long long)0] == (long long)0) goto rowerr215; else goto join216;

else213:
  goto join214;

join214:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc185;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc186;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc187;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc188;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then217; else goto else218;

rowerr215:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join216;

join216:
  ix1_6 = (long long)0;
  goto join214;

then217:
  if (f->err[(long long)0] == (long long)0) goto rowerr220; else goto join221;

else218:
  goto join219;

join219:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc189;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc190;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc191;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc192;
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then222; else goto else223;

rowerr220:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join221;

join221:
  ix1_6 = (long long)0;
  goto join219;

then222:
  if (f->err[(long long)0] == (long long)0) goto rowerr225; else goto join226;

else223:
  goto join224;

join224:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc193;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc194;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc195;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc196;
  goto gtdone91;

rowerr225:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join226;

join226:
  ix1_6 = (long long)0;
  goto join224;
}

extern void
cx_hoist1_branch0_all_nonleaf (struct JitFrame * f, int * nodes, int count, float * out)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix1_6;
  float * PK_4;
  float * gpw1;
  long long gli2;
  long long gnhi3;
  long long gr4;
  long long gprow5;
  long long gq6;
  long long gj7;
  int * ifields;
  float * P_E;
  float * gx19;
  float * gx25;
  float * gx31;
  float * gx37;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc38;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc39;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc40;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc41;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc42;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc43;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc44;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc45;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc46;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc47;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc48;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc49;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc50;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc51;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc52;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc53;
  long long gk54;
  float * gp55;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw59;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw60;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw61;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw62;
  float gxs63;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb64;
  float gxs65;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb66;
  float gxs67;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb68;
  float gxs69;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb70;
  float * gx99;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc100;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc101;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc102;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc103;
  long long gk104;
  float * gp105;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw109;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw110;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw111;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw112;
  float gxs113;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb114;
  float * gx127;
  float * gx133;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc134;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc135;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc136;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc137;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc138;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc139;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc140;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc141;
  long long gk142;
  float * gp143;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw147;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw148;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw149;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw150;
  float gxs151;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb152;
  float gxs153;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb154;
  float * gx172;
  float * gx178;
  float * gx184;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc185;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc186;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc187;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc188;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc189;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc190;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc191;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc192;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc193;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc194;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc195;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc196;
  long long gk197;
  float * gp198;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw202;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw203;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw204;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw205;
  float gxs206;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb207;
  float gxs208;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb209;
  float gxs210;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb211;

entry:
  count_0 = (long long)count;
  PK_4 = f->packed[(long long)4];
  ifields = f->ifields;
  P_E = f->params[(long long)0];
  goto start0;

start0:
  gq6 = (long long)0;
  goto grow8;

grow8:
  if (gq6 < (long long)1) goto grbody9; else goto grafter10;

grbody9:
  gr4 = gq6 * (long long)64;
  gpw1 = &PK_4[((gr4 + (long long)0) * (long long)64)];
  gprow5 = gr4 + (long long)0;
  gnhi3 = count_0;
  gli2 = (long long)0;
  goto gtile11;

grafter10:
  return;

gtile11:
  if (gli2 + (long long)3 < gnhi3) goto gtbody12; else goto gtafter13;

gtbody12:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then14; else goto else15;

gtafter13:
  if (gnhi3 - gli2 == (long long)1) goto gtrest92; else goto gtnext93;

then14:
  if (f->err[(long long)0] == (long long)0) goto rowerr17; else goto join18;

else15:
  goto join16;

join16:
  gx19 = (float *)&P_E[(ix1_6 * (long long)64)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then20; else goto else21;

rowerr17:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join18;

join18:
  ix1_6 = (long long)0;
  goto join16;

then20:
  if (f->err[(long long)0] == (long long)0) goto rowerr23; else goto join24;

else21:
  goto join22;

join22:
  gx25 = (float *)&P_E[(ix1_6 * (long long)64)];
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then26; else goto else27;

rowerr23:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join24;

join24:
  ix1_6 = (long long)0;
  goto join22;

then26:
  if (f->err[(long long)0] == (long long)0) goto rowerr29; else goto join30;

else27:
  goto join28;

join28:
  gx31 = (float *)&P_E[(ix1_6 * (long long)64)];
  li_4 = gli2 + (long long)3;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then32; else goto else33;

rowerr29:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join30;

join30:
  ix1_6 = (long long)0;
  goto join28;

then32:
  if (f->err[(long long)0] == (long long)0) goto rowerr35; else goto join36;

else33:
  goto join34;

join34:
  gx37 = (float *)&P_E[(ix1_6 * (long long)64)];
  gacc38 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc39 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc40 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc41 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc42 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc43 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc44 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc45 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc46 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc47 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc48 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc49 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc50 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc51 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc52 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc53 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp55 = gpw1;
  gk54 = (long long)0;
  goto gfor56;

rowerr35:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join36;

join36:
  ix1_6 = (long long)0;
  goto join34;

gfor56:
  if (gk54 < (long long)64) goto gbody57; else goto gafter58;

gbody57:
  gw59 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp55[(long long)0]);
  gw60 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp55[(long long)16]);
  gw61 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp55[(long long)32]);
  gw62 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp55[(long long)48]);
  gxs63 = gx19[(gk54 + (long long)0)];
  gxb64 = {gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63, gxs63};
  gacc38 += gw59 * gxb64;
  gacc39 += gw60 * gxb64;
  gacc40 += gw61 * gxb64;
  gacc41 += gw62 * gxb64;
  gxs65 = gx25[(gk54 + (long long)0)];
  gxb66 = {gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65, gxs65};
  gacc42 += gw59 * gxb66;
  gacc43 += gw60 * gxb66;
  gacc44 += gw61 * gxb66;
  gacc45 += gw62 * gxb66;
  gxs67 = gx31[(gk54 + (long long)0)];
  gxb68 = {gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67, gxs67};
  gacc46 += gw59 * gxb68;
  gacc47 += gw60 * gxb68;
  gacc48 += gw61 * gxb68;
  gacc49 += gw62 * gxb68;
  gxs69 = gx37[(gk54 + (long long)0)];
  gxb70 = {gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69, gxs69};
  gacc50 += gw59 * gxb70;
  gacc51 += gw60 * gxb70;
  gacc52 += gw61 * gxb70;
  gacc53 += gw62 * gxb70;
  gp55 = &gp55[(long long)64];
  gk54 += (long long)1;
  goto gfor56;

gafter58:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then71; else goto else72;

then71:
  if (f->err[(long long)0] == (long long)0) goto rowerr74; else goto join75;

else72:
  goto join73;

join73:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc38;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc39;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc40;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc41;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then76; else goto else77;

rowerr74:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join75;

join75:
  ix1_6 = (long long)0;
  goto join73;

then76:
  if (f->err[(long long)0] == (long long)0) goto rowerr79; else goto join80;

else77:
  goto join78;

join78:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc42;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc43;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc44;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc45;
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then81; else goto else82;

rowerr79:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join80;

join80:
  ix1_6 = (long long)0;
  goto join78;

then81:
  if (f->err[(long long)0] == (long long)0) goto rowerr84; else goto join85;

else82:
  goto join83;

join83:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc46;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc47;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc48;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc49;
  li_4 = gli2 + (long long)3;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then86; else goto else87;

rowerr84:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join85;

join85:
  ix1_6 = (long long)0;
  goto join83;

then86:
  if (f->err[(long long)0] == (long long)0) goto rowerr89; else goto join90;

else87:
  goto join88;

join88:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc50;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc51;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc52;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc53;
  gli2 += (long long)4;
  goto gtile11;

rowerr89:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join90;

join90:
  ix1_6 = (long long)0;
  goto join88;

gtdone91:
  gq6 += (long long)1;
  goto grow8;

gtrest92:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then94; else goto else95;

gtnext93:
  if (gnhi3 - gli2 == (long long)2) goto gtrest120; else goto gtnext121;

then94:
  if (f->err[(long long)0] == (long long)0) goto rowerr97; else goto join98;

else95:
  goto join96;

join96:
  gx99 = (float *)&P_E[(ix1_6 * (long long)64)];
  gacc100 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc101 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc102 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc103 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp105 = gpw1;
  gk104 = (long long)0;
  goto gfor106;

rowerr97:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join98;

join98:
  ix1_6 = (long long)0;
  goto join96;

gfor106:
  if (gk104 < (long long)64) goto gbody107; else goto gafter108;

gbody107:
  gw109 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp105[(long long)0]);
  gw110 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp105[(long long)16]);
  gw111 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp105[(long long)32]);
  gw112 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp105[(long long)48]);
  gxs113 = gx99[(gk104 + (long long)0)];
  gxb114 = {gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113};
  gacc100 += gw109 * gxb114;
  gacc101 += gw110 * gxb114;
  gacc102 += gw111 * gxb114;
  gacc103 += gw112 * gxb114;
  gp105 = &gp105[(long long)64];
  gk104 += (long long)1;
  goto gfor106;

gafter108:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then115; else goto else116;

then115:
  if (f->err[(long long)0] == (long long)0) goto rowerr118; else goto join119;

else116:
  goto join117;

join117:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc100;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc101;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc102;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc103;
  goto gtdone91;

rowerr118:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join119;

join119:
  ix1_6 = (long long)0;
  goto join117;

gtrest120:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then122; else goto else123;

gtnext121:
  if (gnhi3 - gli2 == (long long)3) goto gtrest165; else goto gtnext166;

then122:
  if (f->err[(long long)0] == (long long)0) goto rowerr125; else goto join126;

else123:
  goto join124;

join124:
  gx127 = (float *)&P_E[(ix1_6 * (long long)64)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then128; else goto else129;

rowerr125:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join126;

join126:
  ix1_6 = (long long)0;
  goto join124;

then128:
  if (f->err[(long long)0] == (long long)0) goto rowerr131; else goto join132;

else129:
  goto join130;

join130:
  gx133 = (float *)&P_E[(ix1_6 * (long long)64)];
  gacc134 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc135 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc136 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc137 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc138 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc139 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc140 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc141 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp143 = gpw1;
  gk142 = (long long)0;
  goto gfor144;

rowerr131:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join132;

join132:
  ix1_6 = (long long)0;
  goto join130;

gfor144:
  if (gk142 < (long long)64) goto gbody145; else goto gafter146;

gbody145:
  gw147 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp143[(long long)0]);
  gw148 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp143[(long long)16]);
  gw149 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp143[(long long)32]);
  gw150 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp143[(long long)48]);
  gxs151 = gx127[(gk142 + (long long)0)];
  gxb152 = {gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151};
  gacc134 += gw147 * gxb152;
  gacc135 += gw148 * gxb152;
  gacc136 += gw149 * gxb152;
  gacc137 += gw150 * gxb152;
  gxs153 = gx133[(gk142 + (long long)0)];
  gxb154 = {gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153};
  gacc138 += gw147 * gxb154;
  gacc139 += gw148 * gxb154;
  gacc140 += gw149 * gxb154;
  gacc141 += gw150 * gxb154;
  gp143 = &gp143[(long long)64];
  gk142 += (long long)1;
  goto gfor144;

gafter146:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then155; else goto else156;

then155:
  if (f->err[(long long)0] == (long long)0) goto rowerr158; else goto join159;

else156:
  goto join157;

join157:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc134;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc135;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc136;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc137;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then160; else goto else161;

rowerr158:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join159;

join159:
  ix1_6 = (long long)0;
  goto join157;

then160:
  if (f->err[(long long)0] == (long long)0) goto rowerr163; else goto join164;

else161:
  goto join162;

join162:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc138;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc139;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc140;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc141;
  goto gtdone91;

rowerr163:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join164;

join164:
  ix1_6 = (long long)0;
  goto join162;

gtrest165:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then167; else goto else168;

gtnext166:
  goto gtdone91;

then167:
  if (f->err[(long long)0] == (long long)0) goto rowerr170; else goto join171;

else168:
  goto join169;

join169:
  gx172 = (float *)&P_E[(ix1_6 * (long long)64)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then173; else goto else174;

rowerr170:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join171;

join171:
  ix1_6 = (long long)0;
  goto join169;

then173:
  if (f->err[(long long)0] == (long long)0) goto rowerr176; else goto join177;

else174:
  goto join175;

join175:
  gx178 = (float *)&P_E[(ix1_6 * (long long)64)];
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then179; else goto else180;

rowerr176:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join177;

join177:
  ix1_6 = (long long)0;
  goto join175;

then179:
  if (f->err[(long long)0] == (long long)0) goto rowerr182; else goto join183;

else180:
  goto join181;

join181:
  gx184 = (float *)&P_E[(ix1_6 * (long long)64)];
  gacc185 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc186 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc187 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc188 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc189 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc190 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc191 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc192 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc193 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc194 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc195 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc196 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp198 = gpw1;
  gk197 = (long long)0;
  goto gfor199;

rowerr182:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join183;

join183:
  ix1_6 = (long long)0;
  goto join181;

gfor199:
  if (gk197 < (long long)64) goto gbody200; else goto gafter201;

gbody200:
  gw202 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp198[(long long)0]);
  gw203 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp198[(long long)16]);
  gw204 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp198[(long long)32]);
  gw205 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp198[(long long)48]);
  gxs206 = gx172[(gk197 + (long long)0)];
  gxb207 = {gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206, gxs206};
  gacc185 += gw202 * gxb207;
  gacc186 += gw203 * gxb207;
  gacc187 += gw204 * gxb207;
  gacc188 += gw205 * gxb207;
  gxs208 = gx178[(gk197 + (long long)0)];
  gxb209 = {gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208, gxs208};
  gacc189 += gw202 * gxb209;
  gacc190 += gw203 * gxb209;
  gacc191 += gw204 * gxb209;
  gacc192 += gw205 * gxb209;
  gxs210 = gx184[(gk197 + (long long)0)];
  gxb211 = {gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210, gxs210};
  gacc193 += gw202 * gxb211;
  gacc194 += gw203 * gxb211;
  gacc195 += gw204 * gxb211;
  gacc196 += gw205 * gxb211;
  gp198 = &gp198[(long long)64];
  gk197 += (long long)1;
  goto gfor199;

gafter201:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then212; else goto else213;

then212:
  if (f->err[(long long)0] == (long long)0) goto rowerr215; else goto join216;

else213:
  goto join214;

join214:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc185;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc186;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc187;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc188;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then217; else goto else218;

rowerr215:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join216;

join216:
  ix1_6 = (long long)0;
  goto join214;

then217:
  if (f->err[(long long)0] == (long long)0) goto rowerr220; else goto join221;

else218:
  goto join219;

join219:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc189;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc190;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc191;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc192;
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then222; else goto else223;

rowerr220:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join221;

join221:
  ix1_6 = (long long)0;
  goto join219;

then222:
  if (f->err[(long long)0] == (long long)0) goto rowerr225; else goto join226;

else223:
  goto join224;

join224:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc193;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc194;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc195;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc196;
  goto gtdone91;

rowerr225:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join226;

join226:
  ix1_6 = (long long)0;
  goto join224;
}

