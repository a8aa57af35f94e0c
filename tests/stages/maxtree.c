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
  float v4_7;
  long long cs_8;
  long long nk_9;
  long long kk_10;
  long long ck_11;
  long long e_12;
  long long r_13;
  long long k_14;
  float acc10_15;
  long long li_16;
  long long i_17;
  long long ix1_18;
  long long r_19;
  long long k_20;
  float acc15_21;
  long long li_22;
  long long i_23;
  long long ix1_24;
  long long li_25;
  long long i_26;
  long long j_27;
  float v11_28;
  float v12_29;
  float v16_30;
  float v17_31;
  float v18_32;
  float v20_33;
  float v21_34;
  float v22_35;
  long long toff;
  float * t0;
  float * t1;
  float * t2;
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
  int * ifields;
  float * P_E;
  float * gx32;
  float * gx33;
  float * gx39;
  float * gx40;
  float * gx46;
  float * gx47;
  float * gx53;
  float * gx54;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc55;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc56;
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
  long long gk71;
  float * gp72;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw76;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw77;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw78;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw79;
  float gxs80;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb81;
  float gxs82;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb83;
  float gxs84;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb85;
  float gxs86;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb87;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw91;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw92;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw93;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw94;
  float gxs95;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb96;
  float gxs97;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb98;
  float gxs99;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb100;
  float gxs101;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb102;
  float * gx130;
  float * gx131;
  float * gx139;
  float * gx140;
  float * gx148;
  float * gx149;
  float * gx157;
  float * gx158;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc159;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc160;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc161;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc162;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc163;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc164;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc165;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc166;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc167;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc168;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc169;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc170;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc171;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc172;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc173;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc174;
  long long gk175;
  float * gp176;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw180;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw181;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw182;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw183;
  float gxs184;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb185;
  float gxs186;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb187;
  float gxs188;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb189;
  float gxs190;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb191;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw195;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw196;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw197;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw198;
  float gxs199;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb200;
  float gxs201;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb202;
  float gxs203;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb204;
  float gxs205;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb206;
  float * PK_2;
  float * gpw233;
  long long gli234;
  long long gnhi235;
  long long gr236;
  long long gprow237;
  long long gq238;
  long long gj239;
  long long gdir240;
  float * gx252;
  float * gx258;
  float * gx264;
  float * gx270;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc271;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc272;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc273;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc274;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc275;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc276;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc277;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc278;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc279;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc280;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc281;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc282;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc283;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc284;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc285;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc286;
  long long gk287;
  float * gp288;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw292;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw293;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw294;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw295;
  float gxs296;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb297;
  float gxs298;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb299;
  float gxs300;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb301;
  float gxs302;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb303;
  float * gx331;
  float * gx339;
  float * gx347;
  float * gx355;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc356;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc357;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc358;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc359;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc360;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc361;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc362;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc363;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc364;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc365;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc366;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc367;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc368;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc369;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc370;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc371;
  long long gk372;
  float * gp373;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw377;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw378;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw379;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw380;
  float gxs381;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb382;
  float gxs383;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb384;
  float gxs385;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb386;
  float gxs387;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb388;
  float * P_b_g;
  float * P_b;

entry:
  start_0 = (long long)start;
  end_1 = (long long)end;
  toff = (long long)0;
  t0 = &f->scratch[toff];
  toff += f->node_cap * (long long)64 + (long long)15 & (long long)-16;
  t1 = &f->scratch[toff];
  toff += f->node_cap * (long long)64 + (long long)15 & (long long)-16;
  t2 = &f->scratch[toff];
  toff += f->node_cap * (long long)64 + (long long)15 & (long long)-16;
  child_start = f->child_start;
  children = f->children;
  S_0 = f->states[(long long)0];
  PK_1 = f->packed[(long long)1];
  ifields = f->ifields;
  P_E = f->params[(long long)0];
  PK_2 = f->packed[(long long)2];
  P_b_g = f->params[(long long)5];
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
  v4_7 = (float)0.000000;
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
  if (kk_10 == (long long)0 || S_0[(ck_11 * (long long)64 + j_6)] > v4_7) goto then10; else goto else11;

after9:
  t0[(li_4 * (long long)64 + j_6)] = v4_7;
  j_6 += (long long)1;
  goto for4;

then10:
  v4_7 = S_0[(ck_11 * (long long)64 + j_6)];
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
  gpw13 = &PK_1[((gr16 + (long long)0) * (long long)128)];
  gprow17 = gr16 + (long long)0;
  gnhi15 = n_2;
  gli14 = (long long)0;
  goto gtile24;

grafter23:
  gdir240 = (long long)f->level & (long long)1;
  gq238 = (long long)0;
  goto grow241;

gtile24:
  if (gli14 + (long long)3 < gnhi15) goto gtbody25; else goto gtafter26;

gtbody25:
  li_16 = gli14 + (long long)0;
  i_17 = start_0 + li_16;
  ix1_18 = (long long)ifields[i_17];
  if (ix1_18 < (long long)0 || ix1_18 >= (long long)6000) goto then27; else goto else28;

gtafter26:
  if (gnhi15 - gli14 > (long long)0) goto gtclamp124; else goto gtdone123;

then27:
  if (f->err[(long long)0] == (long long)0) goto rowerr30; else goto join31;

else28:
  goto join29;

join29:
  gx32 = (float *)&P_E[(ix1_18 * (long long)64)];
  gx33 = (float *)&t0[(li_16 * (long long)64)];
  li_16 = gli14 + (long long)1;
  i_17 = start_0 + li_16;
  ix1_18 = (long long)ifields[i_17];
  if (ix1_18 < (long long)0 || ix1_18 >= (long long)6000) goto then34; else goto else35;

rowerr30:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_17;
  f->err[(long long)3] = ix1_18;
  f->err[(long long)4] = (long long)1;
  goto join31;

join31:
  ix1_18 = (long long)0;
  goto join29;

then34:
  if (f->err[(long long)0] == (long long)0) goto rowerr37; else goto join38;

else35:
  goto join36;

join36:
  gx39 = (float *)&P_E[(ix1_18 * (long long)64)];
  gx40 = (float *)&t0[(li_16 * (long long)64)];
  li_16 = gli14 + (long long)2;
  i_17 = start_0 + li_16;
  ix1_18 = (long long)ifields[i_17];
  if (ix1_18 < (long long)0 || ix1_18 >= (long long)6000) goto then41; else goto else42;

rowerr37:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_17;
  f->err[(long long)3] = ix1_18;
  f->err[(long long)4] = (long long)1;
  goto join38;

join38:
  ix1_18 = (long long)0;
  goto join36;

then41:
  if (f->err[(long long)0] == (long long)0) goto rowerr44; else goto join45;

else42:
  goto join43;

join43:
  gx46 = (float *)&P_E[(ix1_18 * (long long)64)];
  gx47 = (float *)&t0[(li_16 * (long long)64)];
  li_16 = gli14 + (long long)3;
  i_17 = start_0 + li_16;
  ix1_18 = (long long)ifields[i_17];
  if (ix1_18 < (long long)0 || ix1_18 >= (long long)6000) goto then48; else goto else49;

rowerr44:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_17;
  f->err[(long long)3] = ix1_18;
  f->err[(long long)4] = (long long)1;
  goto join45;

join45:
  ix1_18 = (long long)0;
  goto join43;

then48:
  if (f->err[(long long)0] == (long long)0) goto rowerr51; else goto join52;

else49:
  goto join50;

join50:
  gx53 = (float *)&P_E[(ix1_18 * (long long)64)];
  gx54 = (float *)&t0[(li_16 * (long long)64)];
  gacc55 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc56 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
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
  gp72 = gpw13;
  gk71 = (long long)0;
  goto gfor73;

rowerr51:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_17;
  f->err[(long long)3] = ix1_18;
  f->err[(long long)4] = (long long)1;
  goto join52;

join52:
  ix1_18 = (long long)0;
  goto join50;

gfor73:
  if (gk71 < (long long)64) goto gbody74; else goto gafter75;

gbody74:
  gw76 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp72[(long long)0]);
  gw77 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp72[(long long)16]);
  gw78 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp72[(long long)32]);
  gw79 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp72[(long long)48]);
  gxs80 = gx32[(gk71 + (long long)0)];
  gxb81 = {gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80};
  gacc55 += gw76 * gxb81;
  gacc56 += gw77 * gxb81;
  gacc57 += gw78 * gxb81;
  gacc58 += gw79 * gxb81;
  gxs82 = gx39[(gk71 + (long long)0)];
  gxb83 = {gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82};
  gacc59 += gw76 * gxb83;
  gacc60 += gw77 * gxb83;
  gacc61 += gw78 * gxb83;
  gacc62 += gw79 * gxb83;
  gxs84 = gx46[(gk71 + (long long)0)];
  gxb85 = {gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84};
  gacc63 += gw76 * gxb85;
  gacc64 += gw77 * gxb85;
  gacc65 += gw78 * gxb85;
  gacc66 += gw79 * gxb85;
  gxs86 = gx53[(gk71 + (long long)0)];
  gxb87 = {gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86};
  gacc67 += gw76 * gxb87;
  gacc68 += gw77 * gxb87;
  gacc69 += gw78 * gxb87;
  gacc70 += gw79 * gxb87;
  gp72 = &gp72[(long long)64];
  gk71 += (long long)1;
  goto gfor73;

gafter75:
  gk71 = (long long)0;
  goto gfor88;

gfor88:
  if (gk71 < (long long)64) goto gbody89; else goto gafter90;

gbody89:
  gw91 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp72[(long long)0]);
  gw92 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp72[(long long)16]);
  gw93 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp72[(long long)32]);
  gw94 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp72[(long long)48]);
  gxs95 = gx33[(gk71 + (long long)0)];
  gxb96 = {gxs95, gxs95, gxs95, gxs95, gxs95, gxs95, gxs95, gxs95, gxs95, gxs95, gxs95, gxs95, gxs95, gxs95, gxs95, gxs95};
  gacc55 += gw91 * gxb96;
  gacc56 += gw92 * gxb96;
  gacc57 += gw93 * gxb96;
  gacc58 += gw94 * gxb96;
  gxs97 = gx40[(gk71 + (long long)0)];
  gxb98 = {gxs97, gxs97, gxs97, gxs97, gxs97, gxs97, gxs97, gxs97, gxs97, gxs97, gxs97, gxs97, gxs97, gxs97, gxs97, gxs97};
  gacc59 += gw91 * gxb98;
  gacc60 += gw92 * gxb98;
  gacc61 += gw93 * gxb98;
  gacc62 += gw94 * gxb98;
  gxs99 = gx47[(gk71 + (long long)0)];
  gxb100 = {gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99};
  gacc63 += gw91 * gxb100;
  gacc64 += gw92 * gxb100;
  gacc65 += gw93 * gxb100;
  gacc66 += gw94 * gxb100;
  gxs101 = gx54[(gk71 + (long long)0)];
  gxb102 = {gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101};
  gacc67 += gw91 * gxb102;
  gacc68 += gw92 * gxb102;
  gacc69 += gw93 * gxb102;
  gacc70 += gw94 * gxb102;
  gp72 = &gp72[(long long)64];
  gk71 += (long long)1;
  goto gfor88;

gafter90:
  li_16 = gli14 + (long long)0;
  i_17 = start_0 + li_16;
  ix1_18 = (long long)ifields[i_17];
  if (ix1_18 < (long long)0 || ix1_18 >= (long long)6000) goto then103; else goto else104;

then103:
  if (f->err[(long long)0] == (long long)0) goto rowerr106; else goto join107;

else104:
  goto join105;

join105:
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc55;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc56;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc57;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc58;
  li_16 = gli14 + (long long)1;
  i_17 = start_0 + li_16;
  ix1_18 = (long long)ifields[i_17];
  if (ix1_18 < (long long)0 || ix1_18 >= (long long)6000) goto then108; else goto else109;

rowerr106:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_17;
  f->err[(long long)3] = ix1_18;
  f->err[(long long)4] = (long long)1;
  goto join107;

join107:
  ix1_18 = (long long)0;
  goto join105;

then108:
  if (f->err[(long long)0] == (long long)0) goto rowerr111; else goto join112;

else109:
  goto join110;

join110:
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc59;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc60;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc61;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc62;
  li_16 = gli14 + (long long)2;
  i_17 = start_0 + li_16;
  ix1_18 = (long long)ifields[i_17];
  if (ix1_18 < (long long)0 || ix1_18 >= (long long)6000) goto then113; else goto else114;

rowerr111:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_17;
  f->err[(long long)3] = ix1_18;
  f->err[(long long)4] = (long long)1;
  goto join112;

join112:
  ix1_18 = (long long)0;
  goto join110;

then113:
  if (f->err[(long long)0] == (long long)0) goto rowerr116; else goto join117;

else114:
  goto join115;

join115:
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc63;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc64;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc65;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc66;
  li_16 = gli14 + (long long)3;
  i_17 = start_0 + li_16;
  ix1_18 = (long long)ifields[i_17];
  if (ix1_18 < (long long)0 || ix1_18 >= (long long)6000) goto then118; else goto else119;

rowerr116:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_17;
  f->err[(long long)3] = ix1_18;
  f->err[(long long)4] = (long long)1;
  goto join117;

join117:
  ix1_18 = (long long)0;
  goto join115;

then118:
  if (f->err[(long long)0] == (long long)0) goto rowerr121; else goto join122;

else119:
  goto join120;

join120:
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc67;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc68;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc69;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc70;
  gli14 += (long long)4;
  goto gtile24;

rowerr121:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_17;
  f->err[(long long)3] = ix1_18;
  f->err[(long long)4] = (long long)1;
  goto join122;

join122:
  ix1_18 = (long long)0;
  goto join120;

gtdone123:
  gq18 += (long long)1;
  goto grow21;

gtclamp124:
  li_16 = gli14 + (long long)0;
  i_17 = start_0 + li_16;
  ix1_18 = (long long)ifields[i_17];
  if (ix1_18 < (long long)0 || ix1_18 >= (long long)6000) goto then125; else goto else126;

then125:
  if (f->err[(long long)0] == (long long)0) goto rowerr128; else goto join129;

else126:
  goto join127;

join127:
  gx130 = (float *)&P_E[(ix1_18 * (long long)64)];
  gx131 = (float *)&t0[(li_16 * (long long)64)];
  li_16 = gli14 + (long long)1;
  if (li_16 > gnhi15 - (long long)1) goto gclamp132; else goto gclampj133;

rowerr128:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_17;
  f->err[(long long)3] = ix1_18;
  f->err[(long long)4] = (long long)1;
  goto join129;

join129:
  ix1_18 = (long long)0;
  goto join127;

gclamp132:
  li_16 = gnhi15 - (long long)1;
  goto gclampj133;

gclampj133:
  i_17 = start_0 + li_16;
  ix1_18 = (long long)ifields[i_17];
  if (ix1_18 < (long long)0 || ix1_18 >= (long long)6000) goto then134; else goto else135;

then134:
  if (f->err[(long long)0] == (long long)0) goto rowerr137; else goto join138;

else135:
  goto join136;

join136:
  gx139 = (float *)&P_E[(ix1_18 * (long long)64)];
  gx140 = (float *)&t0[(li_16 * (long long)64)];
  li_16 = gli14 + (long long)2;
  if (li_16 > gnhi15 - (long long)1) goto gclamp141; else goto gclampj142;

rowerr137:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_17;
  f->err[(long long)3] = ix1_18;
  f->err[(long long)4] = (long long)1;
  goto join138;

join138:
  ix1_18 = (long long)0;
  goto join136;

gclamp141:
  li_16 = gnhi15 - (long long)1;
  goto gclampj142;

gclampj142:
  i_17 = start_0 + li_16;
  ix1_18 = (long long)ifields[i_17];
  if (ix1_18 < (long long)0 || ix1_18 >= (long long)6000) goto then143; else goto else144;

then143:
  if (f->err[(long long)0] == (long long)0) goto rowerr146; else goto join147;

else144:
  goto join145;

join145:
  gx148 = (float *)&P_E[(ix1_18 * (long long)64)];
  gx149 = (float *)&t0[(li_16 * (long long)64)];
  li_16 = gli14 + (long long)3;
  if (li_16 > gnhi15 - (long long)1) goto gclamp150; else goto gclampj151;

rowerr146:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_17;
  f->err[(long long)3] = ix1_18;
  f->err[(long long)4] = (long long)1;
  goto join147;

join147:
  ix1_18 = (long long)0;
  goto join145;

gclamp150:
  li_16 = gnhi15 - (long long)1;
  goto gclampj151;

gclampj151:
  i_17 = start_0 + li_16;
  ix1_18 = (long long)ifields[i_17];
  if (ix1_18 < (long long)0 || ix1_18 >= (long long)6000) goto then152; else goto else153;

then152:
  if (f->err[(long long)0] == (long long)0) goto rowerr155; else goto join156;

else153:
  goto join154;

join154:
  gx157 = (float *)&P_E[(ix1_18 * (long long)64)];
  gx158 = (float *)&t0[(li_16 * (long long)64)];
  gacc159 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc160 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc161 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc162 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc163 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc164 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc165 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc166 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc167 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc168 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc169 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc170 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc171 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc172 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc173 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc174 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp176 = gpw13;
  gk175 = (long long)0;
  goto gfor177;

rowerr155:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_17;
  f->err[(long long)3] = ix1_18;
  f->err[(long long)4] = (long long)1;
  goto join156;

join156:
  ix1_18 = (long long)0;
  goto join154;

gfor177:
  if (gk175 < (long long)64) goto gbody178; else goto gafter179;

gbody178:
  gw180 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp176[(long long)0]);
  gw181 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp176[(long long)16]);
  gw182 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp176[(long long)32]);
  gw183 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp176[(long long)48]);
  gxs184 = gx130[(gk175 + (long long)0)];
  gxb185 = {gxs184, gxs184, gxs184, gxs184, gxs184, gxs184, gxs184, gxs184, gxs184, gxs184, gxs184, gxs184, gxs184, gxs184, gxs184, gxs184};
  gacc159 += gw180 * gxb185;
  gacc160 += gw181 * gxb185;
  gacc161 += gw182 * gxb185;
  gacc162 += gw183 * gxb185;
  gxs186 = gx139[(gk175 + (long long)0)];
  gxb187 = {gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186};
  gacc163 += gw180 * gxb187;
  gacc164 += gw181 * gxb187;
  gacc165 += gw182 * gxb187;
  gacc166 += gw183 * gxb187;
  gxs188 = gx148[(gk175 + (long long)0)];
  gxb189 = {gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188};
  gacc167 += gw180 * gxb189;
  gacc168 += gw181 * gxb189;
  gacc169 += gw182 * gxb189;
  gacc170 += gw183 * gxb189;
  gxs190 = gx157[(gk175 + (long long)0)];
  gxb191 = {gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190};
  gacc171 += gw180 * gxb191;
  gacc172 += gw181 * gxb191;
  gacc173 += gw182 * gxb191;
  gacc174 += gw183 * gxb191;
  gp176 = &gp176[(long long)64];
  gk175 += (long long)1;
  goto gfor177;

gafter179:
  gk175 = (long long)0;
  goto gfor192;

gfor192:
  if (gk175 < (long long)64) goto gbody193; else goto gafter194;

gbody193:
  gw195 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp176[(long long)0]);
  gw196 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp176[(long long)16]);
  gw197 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp176[(long long)32]);
  gw198 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp176[(long long)48]);
  gxs199 = gx131[(gk175 + (long long)0)];
  gxb200 = {gxs199, gxs199, gxs199, gxs199, gxs199, gxs199, gxs199, gxs199, gxs199, gxs199, gxs199, gxs199, gxs199, gxs199, gxs199, gxs199};
  gacc159 += gw195 * gxb200;
  gacc160 += gw196 * gxb200;
  gacc161 += gw197 * gxb200;
  gacc162 += gw198 * gxb200;
  gxs201 = gx140[(gk175 + (long long)0)];
  gxb202 = {gxs201, gxs201, gxs201, gxs201, gxs201, gxs201, gxs201, gxs201, gxs201, gxs201, gxs201, gxs201, gxs201, gxs201, gxs201, gxs201};
  gacc163 += gw195 * gxb202;
  gacc164 += gw196 * gxb202;
  gacc165 += gw197 * gxb202;
  gacc166 += gw198 * gxb202;
  gxs203 = gx149[(gk175 + (long long)0)];
  gxb204 = {gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203};
  gacc167 += gw195 * gxb204;
  gacc168 += gw196 * gxb204;
  gacc169 += gw197 * gxb204;
  gacc170 += gw198 * gxb204;
  gxs205 = gx158[(gk175 + (long long)0)];
  gxb206 = {gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205};
  gacc171 += gw195 * gxb206;
  gacc172 += gw196 * gxb206;
  gacc173 += gw197 * gxb206;
  gacc174 += gw198 * gxb206;
  gp176 = &gp176[(long long)64];
  gk175 += (long long)1;
  goto gfor192;

gafter194:
  li_16 = gli14 + (long long)0;
  i_17 = start_0 + li_16;
  ix1_18 = (long long)ifields[i_17];
  if (ix1_18 < (long long)0 || ix1_18 >= (long long)6000) goto then207; else goto else208;

then207:
  if (f->err[(long long)0] == (long long)0) goto rowerr210; else goto join211;

else208:
  goto join209;

join209:
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc159;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc160;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc161;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc162;
  li_16 = gli14 + (long long)1;
  if (li_16 > gnhi15 - (long long)1) goto gclamp212; else goto gclampj213;

rowerr210:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_17;
  f->err[(long long)3] = ix1_18;
  f->err[(long long)4] = (long long)1;
  goto join211;

join211:
  ix1_18 = (long long)0;
  goto join209;

gclamp212:
  li_16 = gnhi15 - (long long)1;
  goto gclampj213;

gclampj213:
  i_17 = start_0 + li_16;
  ix1_18 = (long long)ifields[i_17];
  if (ix1_18 < (long long)0 || ix1_18 >= (long long)6000) goto then214; else goto else215;

then214:
  if (f->err[(long long)0] == (long long)0) goto rowerr217; else goto join218;

else215:
  goto join216;

join216:
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc163;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc164;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc165;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc166;
  li_16 = gli14 + (long long)2;
  if (li_16 > gnhi15 - (long long)1) goto gclamp219; else goto gclampj220;

rowerr217:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_17;
  f->err[(long long)3] = ix1_18;
  f->err[(long long)4] = (long long)1;
  goto join218;

join218:
  ix1_18 = (long long)0;
  goto join216;

gclamp219:
  li_16 = gnhi15 - (long long)1;
  goto gclampj220;

gclampj220:
  i_17 = start_0 + li_16;
  ix1_18 = (long long)ifields[i_17];
  if (ix1_18 < (long long)0 || ix1_18 >= (long long)6000) goto then221; else goto else222;

then221:
  if (f->err[(long long)0] == (long long)0) goto rowerr224; else goto join225;

else222:
  goto join223;

join223:
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc167;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc168;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc169;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc170;
  li_16 = gli14 + (long long)3;
  if (li_16 > gnhi15 - (long long)1) goto gclamp226; else goto gclampj227;

rowerr224:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_17;
  f->err[(long long)3] = ix1_18;
  f->err[(long long)4] = (long long)1;
  goto join225;

join225:
  ix1_18 = (long long)0;
  goto join223;

gclamp226:
  li_16 = gnhi15 - (long long)1;
  goto gclampj227;

gclampj227:
  i_17 = start_0 + li_16;
  ix1_18 = (long long)ifields[i_17];
  if (ix1_18 < (long long)0 || ix1_18 >= (long long)6000) goto then228; else goto else229;

then228:
  if (f->err[(long long)0] == (long long)0) goto rowerr231; else goto join232;

else229:
  goto join230;

join230:
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc171;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc172;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc173;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc174;
  goto gtdone123;

rowerr231:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_17;
  f->err[(long long)3] = ix1_18;
  f->err[(long long)4] = (long long)1;
  goto join232;

join232:
  ix1_18 = (long long)0;
  goto join230;

grow241:
  if (gq238 < (long long)1) goto grbody242; else goto grafter243;

grbody242:
  gr236 = gq238 * (long long)64;
  gpw233 = &PK_2[((gr236 + (long long)0) * (long long)64)];
  gprow237 = gr236 + (long long)0;
  gnhi235 = n_2;
  gli234 = (long long)0;
  goto gtile244;

grafter243:
  return;

gtile244:
  if (gli234 + (long long)3 < gnhi235) goto gtbody245; else goto gtafter246;

gtbody245:
  li_22 = gli234 + (long long)0;
  i_23 = start_0 + li_22;
  ix1_24 = (long long)ifields[i_23];
  if (ix1_24 < (long long)0 || ix1_24 >= (long long)6000) goto then247; else goto else248;

gtafter246:
  if (gnhi235 - gli234 > (long long)0) goto gtclamp325; else goto gtdone324;

then247:
  if (f->err[(long long)0] == (long long)0) goto rowerr250; else goto join251;

else248:
  goto join249;

join249:
  gx252 = (float *)&P_E[(ix1_24 * (long long)64)];
  li_22 = gli234 + (long long)1;
  i_23 = start_0 + li_22;
  ix1_24 = (long long)ifields[i_23];
  if (ix1_24 < (long long)0 || ix1_24 >= (long long)6000) goto then253; else goto else254;

rowerr250:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_23;
  f->err[(long long)3] = ix1_24;
  f->err[(long long)4] = (long long)1;
  goto join251;

join251:
  ix1_24 = (long long)0;
  goto join249;

then253:
  if (f->err[(long long)0] == (long long)0) goto rowerr256; else goto join257;

else254:
  goto join255;

join255:
  gx258 = (float *)&P_E[(ix1_24 * (long long)64)];
  li_22 = gli234 + (long long)2;
  i_23 = start_0 + li_22;
  ix1_24 = (long long)ifields[i_23];
  if (ix1_24 < (long long)0 || ix1_24 >= (long long)6000) goto then259; else goto else260;

rowerr256:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_23;
  f->err[(long long)3] = ix1_24;
  f->err[(long long)4] = (long long)1;
  goto join257;

join257:
  ix1_24 = (long long)0;
  goto join255;

then259:
  if (f->err[(long long)0] == (long long)0) goto rowerr262; else goto join263;

else260:
  goto join261;

join261:
  gx264 = (float *)&P_E[(ix1_24 * (long long)64)];
  li_22 = gli234 + (long long)3;
  i_23 = start_0 + li_22;
  ix1_24 = (long long)ifields[i_23];
  if (ix1_24 < (long long)0 || ix1_24 >= (long long)6000) goto then265; else goto else266;

rowerr262:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_23;
  f->err[(long long)3] = ix1_24;
  f->err[(long long)4] = (long long)1;
  goto join263;

join263:
  ix1_24 = (long long)0;
  goto join261;

then265:
  if (f->err[(long long)0] == (long long)0) goto rowerr268; else goto join269;

else266:
  goto join267;

join267:
  gx270 = (float *)&P_E[(ix1_24 * (long long)64)];
  gacc271 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc272 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc273 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc274 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc275 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc276 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc277 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc278 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc279 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc280 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc281 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc282 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc283 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc284 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc285 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc286 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp288 = gpw233;
  gk287 = (long long)0;
  goto gfor289;

rowerr268:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_23;
  f->err[(long long)3] = ix1_24;
  f->err[(long long)4] = (long long)1;
  goto join269;

join269:
  ix1_24 = (long long)0;
  goto join267;

gfor289:
  if (gk287 < (long long)64) goto gbody290; else goto gafter291;

gbody290:
  gw292 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp288[(long long)0]);
  gw293 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp288[(long long)16]);
  gw294 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp288[(long long)32]);
  gw295 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp288[(long long)48]);
  gxs296 = gx252[(gk287 + (long long)0)];
  gxb297 = {gxs296, gxs296, gxs296, gxs296, gxs296, gxs296, gxs296, gxs296, gxs296, gxs296, gxs296, gxs296, gxs296, gxs296, gxs296, gxs296};
  gacc271 += gw292 * gxb297;
  gacc272 += gw293 * gxb297;
  gacc273 += gw294 * gxb297;
  gacc274 += gw295 * gxb297;
  gxs298 = gx258[(gk287 + (long long)0)];
  gxb299 = {gxs298, gxs298, gxs298, gxs298, gxs298, gxs298, gxs298, gxs298, gxs298, gxs298, gxs298, gxs298, gxs298, gxs298, gxs298, gxs298};
  gacc275 += gw292 * gxb299;
  gacc276 += gw293 * gxb299;
  gacc277 += gw294 * gxb299;
  gacc278 += gw295 * gxb299;
  gxs300 = gx264[(gk287 + (long long)0)];
  gxb301 = {gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300};
  gacc279 += gw292 * gxb301;
  gacc280 += gw293 * gxb301;
  gacc281 += gw294 * gxb301;
  gacc282 += gw295 * gxb301;
  gxs302 = gx270[(gk287 + (long long)0)];
  gxb303 = {gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302};
  gacc283 += gw292 * gxb303;
  gacc284 += gw293 * gxb303;
  gacc285 += gw294 * gxb303;
  gacc286 += gw295 * gxb303;
  gp288 = &gp288[(long long)64];
  gk287 += (long long)1;
  goto gfor289;

gafter291:
  li_22 = gli234 + (long long)0;
  i_23 = start_0 + li_22;
  ix1_24 = (long long)ifields[i_23];
  if (ix1_24 < (long long)0 || ix1_24 >= (long long)6000) goto then304; else goto else305;

then304:
  if (f->err[(long long)0] == (long long)0) goto rowerr307; else goto join308;

else305:
  goto join306;

join306:
  r_19 = gr236 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc271;
  r_19 = gr236 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc272;
  r_19 = gr236 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc273;
  r_19 = gr236 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc274;
  li_22 = gli234 + (long long)1;
  i_23 = start_0 + li_22;
  ix1_24 = (long long)ifields[i_23];
  if (ix1_24 < (long long)0 || ix1_24 >= (long long)6000) goto then309; else goto else310;

rowerr307:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_23;
  f->err[(long long)3] = ix1_24;
  f->err[(long long)4] = (long long)1;
  goto join308;

join308:
  ix1_24 = (long long)0;
  goto join306;

then309:
  if (f->err[(long long)0] == (long long)0) goto rowerr312; else goto join313;

else310:
  goto join311;

join311:
  r_19 = gr236 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc275;
  r_19 = gr236 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc276;
  r_19 = gr236 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc277;
  r_19 = gr236 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc278;
  li_22 = gli234 + (long long)2;
  i_23 = start_0 + li_22;
  ix1_24 = (long long)ifields[i_23];
  if (ix1_24 < (long long)0 || ix1_24 >= (long long)6000) goto then314; else goto else315;

rowerr312:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_23;
  f->err[(long long)3] = ix1_24;
  f->err[(long long)4] = (long long)1;
  goto join313;

join313:
  ix1_24 = (long long)0;
  goto join311;

then314:
  if (f->err[(long long)0] == (long long)0) goto rowerr317; else goto join318;

else315:
  goto join316;

join316:
  r_19 = gr236 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc279;
  r_19 = gr236 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc280;
  r_19 = gr236 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc281;
  r_19 = gr236 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc282;
  li_22 = gli234 + (long long)3;
  i_23 = start_0 + li_22;
  ix1_24 = (long long)ifields[i_23];
  if (ix1_24 < (long long)0 || ix1_24 >= (long long)6000) goto then319; else goto else320;

rowerr317:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_23;
  f->err[(long long)3] = ix1_24;
  f->err[(long long)4] = (long long)1;
  goto join318;

join318:
  ix1_24 = (long long)0;
  goto join316;

then319:
  if (f->err[(long long)0] == (long long)0) goto rowerr322; else goto join323;

else320:
  goto join321;

join321:
  r_19 = gr236 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc283;
  r_19 = gr236 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc284;
  r_19 = gr236 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc285;
  r_19 = gr236 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc286;
  gli234 += (long long)4;
  goto gtile244;

rowerr322:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_23;
  f->err[(long long)3] = ix1_24;
  f->err[(long long)4] = (long long)1;
  goto join323;

join323:
  ix1_24 = (long long)0;
  goto join321;

gtdone324:
  li_25 = (long long)0;
  goto for415;

gtclamp325:
  li_22 = gli234 + (long long)0;
  i_23 = start_0 + li_22;
  ix1_24 = (long long)ifields[i_23];
  if (ix1_24 < (long long)0 || ix1_24 >= (long long)6000) goto then326; else goto else327;

then326:
  if (f->err[(long long)0] == (long long)0) goto rowerr329; else goto join330;

else327:
  goto join328;

join328:
  gx331 = (float *)&P_E[(ix1_24 * (long long)64)];
  li_22 = gli234 + (long long)1;
  if (li_22 > gnhi235 - (long long)1) goto gclamp332; else goto gclampj333;

rowerr329:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_23;
  f->err[(long long)3] = ix1_24;
  f->err[(long long)4] = (long long)1;
  goto join330;

join330:
  ix1_24 = (long long)0;
  goto join328;

gclamp332:
  li_22 = gnhi235 - (long long)1;
  goto gclampj333;

gclampj333:
  i_23 = start_0 + li_22;
  ix1_24 = (long long)ifields[i_23];
  if (ix1_24 < (long long)0 || ix1_24 >= (long long)6000) goto then334; else goto else335;

then334:
  if (f->err[(long long)0] == (long long)0) goto rowerr337; else goto join338;

else335:
  goto join336;

join336:
  gx339 = (float *)&P_E[(ix1_24 * (long long)64)];
  li_22 = gli234 + (long long)2;
  if (li_22 > gnhi235 - (long long)1) goto gclamp340; else goto gclampj341;

rowerr337:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_23;
  f->err[(long long)3] = ix1_24;
  f->err[(long long)4] = (long long)1;
  goto join338;

join338:
  ix1_24 = (long long)0;
  goto join336;

gclamp340:
  li_22 = gnhi235 - (long long)1;
  goto gclampj341;

gclampj341:
  i_23 = start_0 + li_22;
  ix1_24 = (long long)ifields[i_23];
  if (ix1_24 < (long long)0 || ix1_24 >= (long long)6000) goto then342; else goto else343;

then342:
  if (f->err[(long long)0] == (long long)0) goto rowerr345; else goto join346;

else343:
  goto join344;

join344:
  gx347 = (float *)&P_E[(ix1_24 * (long long)64)];
  li_22 = gli234 + (long long)3;
  if (li_22 > gnhi235 - (long long)1) goto gclamp348; else goto gclampj349;

rowerr345:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_23;
  f->err[(long long)3] = ix1_24;
  f->err[(long long)4] = (long long)1;
  goto join346;

join346:
  ix1_24 = (long long)0;
  goto join344;

gclamp348:
  li_22 = gnhi235 - (long long)1;
  goto gclampj349;

gclampj349:
  i_23 = start_0 + li_22;
  ix1_24 = (long long)ifields[i_23];
  if (ix1_24 < (long long)0 || ix1_24 >= (long long)6000) goto then350; else goto else351;

then350:
  if (f->err[(long long)0] == (long long)0) goto rowerr353; else goto join354;

else351:
  goto join352;

join352:
  gx355 = (float *)&P_E[(ix1_24 * (long long)64)];
  gacc356 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc357 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc358 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc359 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc360 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc361 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc362 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc363 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc364 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc365 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc366 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc367 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc368 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc369 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc370 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc371 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp373 = gpw233;
  gk372 = (long long)0;
  goto gfor374;

rowerr353:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_23;
  f->err[(long long)3] = ix1_24;
  f->err[(long long)4] = (long long)1;
  goto join354;

join354:
  ix1_24 = (long long)0;
  goto join352;

gfor374:
  if (gk372 < (long long)64) goto gbody375; else goto gafter376;

gbody375:
  gw377 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp373[(long long)0]);
  gw378 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp373[(long long)16]);
  gw379 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp373[(long long)32]);
  gw380 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp373[(long long)48]);
  gxs381 = gx331[(gk372 + (long long)0)];
  gxb382 = {gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381};
  gacc356 += gw377 * gxb382;
  gacc357 += gw378 * gxb382;
  gacc358 += gw379 * gxb382;
  gacc359 += gw380 * gxb382;
  gxs383 = gx339[(gk372 + (long long)0)];
  gxb384 = {gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383};
  gacc360 += gw377 * gxb384;
  gacc361 += gw378 * gxb384;
  gacc362 += gw379 * gxb384;
  gacc363 += gw380 * gxb384;
  gxs385 = gx347[(gk372 + (long long)0)];
  gxb386 = {gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385};
  gacc364 += gw377 * gxb386;
  gacc365 += gw378 * gxb386;
  gacc366 += gw379 * gxb386;
  gacc367 += gw380 * gxb386;
  gxs387 = gx355[(gk372 + (long long)0)];
  gxb388 = {gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387};
  gacc368 += gw377 * gxb388;
  gacc369 += gw378 * gxb388;
  gacc370 += gw379 * gxb388;
  gacc371 += gw380 * gxb388;
  gp373 = &gp373[(long long)64];
  gk372 += (long long)1;
  goto gfor374;

gafter376:
  li_22 = gli234 + (long long)0;
  i_23 = start_0 + li_22;
  ix1_24 = (long long)ifields[i_23];
  if (ix1_24 < (long long)0 || ix1_24 >= (long long)6000) goto then389; else goto else390;

then389:
  if (f->err[(long long)0] == (long long)0) goto rowerr392; else goto join393;

else390:
  goto join391;

join391:
  r_19 = gr236 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc356;
  r_19 = gr236 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc357;
  r_19 = gr236 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc358;
  r_19 = gr236 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc359;
  li_22 = gli234 + (long long)1;
  if (li_22 > gnhi235 - (long long)1) goto gclamp394; else goto gclampj395;

rowerr392:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_23;
  f->err[(long long)3] = ix1_24;
  f->err[(long long)4] = (long long)1;
  goto join393;

join393:
  ix1_24 = (long long)0;
  goto join391;

gclamp394:
  li_22 = gnhi235 - (long long)1;
  goto gclampj395;

gclampj395:
  i_23 = start_0 + li_22;
  ix1_24 = (long long)ifields[i_23];
  if (ix1_24 < (long long)0 || ix1_24 >= (long long)6000) goto then396; else goto else397;

then396:
  if (f->err[(long long)0] == (long long)0) goto rowerr399; else goto join400;

else397:
  goto join398;

join398:
  r_19 = gr236 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc360;
  r_19 = gr236 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc361;
  r_19 = gr236 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc362;
  r_19 = gr236 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc363;
  li_22 = gli234 + (long long)2;
  if (li_22 > gnhi235 - (long long)1) goto gclamp401; else goto gclampj402;

rowerr399:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_23;
  f->err[(long long)3] = ix1_24;
  f->err[(long long)4] = (long long)1;
  goto join400;

join400:
  ix1_24 = (long long)0;
  goto join398;

gclamp401:
  li_22 = gnhi235 - (long long)1;
  goto gclampj402;

gclampj402:
  i_23 = start_0 + li_22;
  ix1_24 = (long long)ifields[i_23];
  if (ix1_24 < (long long)0 || ix1_24 >= (long long)6000) goto then403; else goto else404;

then403:
  if (f->err[(long long)0] == (long long)0) goto rowerr406; else goto join407;

else404:
  goto join405;

join405:
  r_19 = gr236 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc364;
  r_19 = gr236 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc365;
  r_19 = gr236 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc366;
  r_19 = gr236 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc367;
  li_22 = gli234 + (long long)3;
  if (li_22 > gnhi235 - (long long)1) goto gclamp408; else goto gclampj409;

rowerr406:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_23;
  f->err[(long long)3] = ix1_24;
  f->err[(long long)4] = (long long)1;
  goto join407;

join407:
  ix1_24 = (long long)0;
  goto join405;

gclamp408:
  li_22 = gnhi235 - (long long)1;
  goto gclampj409;

gclampj409:
  i_23 = start_0 + li_22;
  ix1_24 = (long long)ifields[i_23];
  if (ix1_24 < (long long)0 || ix1_24 >= (long long)6000) goto then410; else goto else411;

then410:
  if (f->err[(long long)0] == (long long)0) goto rowerr413; else goto join414;

else411:
  goto join412;

join412:
  r_19 = gr236 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc368;
  r_19 = gr236 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc369;
  r_19 = gr236 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc370;
  r_19 = gr236 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)64 + r_19)]) = gacc371;
  goto gtdone324;

rowerr413:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_23;
  f->err[(long long)3] = ix1_24;
  f->err[(long long)4] = (long long)1;
  goto join414;

join414:
  ix1_24 = (long long)0;
  goto join412;

for415:
  if (li_25 < n_2) goto body416; else goto after417;

body416:
  i_26 = start_0 + li_25;
  gj239 = (long long)0;
  goto for418;

after417:
  gq238 += (long long)1;
  goto grow241;

for418:
  if (gj239 < (long long)64) goto body419; else goto after420;

body419:
  j_27 = gr236 + gj239;
  v11_28 = t1[(li_25 * (long long)64 + j_27)] + P_b_g[j_27];
  v12_29 = cx_vsigmoidf (v11_28);
  v16_30 = t2[(li_25 * (long long)64 + j_27)] + P_b[j_27];
  v17_31 = cx_vtanhf (v16_30);
  v18_32 = v12_29 * v17_31;
  v20_33 = (float)1.000000 - v12_29;
  v21_34 = v20_33 * t0[(li_25 * (long long)64 + j_27)];
  v22_35 = v18_32 + v21_34;
  S_0[(i_26 * (long long)64 + j_27)] = v22_35;
  gj239 += (long long)1;
  goto for418;

after420:
  li_25 += (long long)1;
  goto for415;
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
  float * PK_3;
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
  PK_3 = f->packed[(long long)3];
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
  gpw1 = &PK_3[((gr4 + (long long)0) * (long long)64)];
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
  gpw1 = &PK_3[((gr4 + (long long)0) * (long long)64)];
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
  float v4_7;
  long long cs_8;
  long long nk_9;
  long long kk_10;
  long long ck_11;
  long long e_12;
  long long r_13;
  long long k_14;
  float acc10_15;
  long long li_16;
  long long i_17;
  long long ix1_18;
  long long r_19;
  long long k_20;
  float acc15_21;
  long long li_22;
  long long i_23;
  long long ix1_24;
  long long li_25;
  long long i_26;
  long long j_27;
  float v11_28;
  float v12_29;
  float v16_30;
  float v17_31;
  float v18_32;
  float v20_33;
  float v21_34;
  float v22_35;
  float * PK_1;
  float * P_W_g;
  float * P_U_g;

entry:
  PK_1 = f->packed[(long long)1];
  P_W_g = f->params[(long long)2];
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
  r_13 = (long long)0;
  goto pr7;

pk4:
  if (k_14 < (long long)64) goto pkb5; else goto pka6;

pkb5:
  PK_1[(((r_13 + (long long)0) / (long long)64 * (long long)128 + k_14 + (long long)0) * (long long)64 + (r_13 + (long long)0) % (long long)64)] = P_W_g[(r_13 * (long long)64 + k_14)];
  k_14 += (long long)1;
  goto pk4;

pka6:
  r_13 += (long long)1;
  goto pr1;

pr7:
  if (r_13 < (long long)64) goto prb8; else goto pra9;

prb8:
  k_14 = (long long)0;
  goto pk10;

pra9:
  return;

pk10:
  if (k_14 < (long long)64) goto pkb11; else goto pka12;

pkb11:
  PK_1[(((r_13 + (long long)0) / (long long)64 * (long long)128 + k_14 + (long long)64) * (long long)64 + (r_13 + (long long)0) % (long long)64)] = P_U_g[(r_13 * (long long)64 + k_14)];
  k_14 += (long long)1;
  goto pk10;

pka12:
  r_13 += (long long)1;
  goto pr7;
}

static void
cx_pack_2 (struct JitFrame * f)
{
  long long start_0;
  long long end_1;
  long long n_2;
  long long ebase_3;
  long long li_4;
  long long i_5;
  long long j_6;
  float v4_7;
  long long cs_8;
  long long nk_9;
  long long kk_10;
  long long ck_11;
  long long e_12;
  long long r_13;
  long long k_14;
  float acc10_15;
  long long li_16;
  long long i_17;
  long long ix1_18;
  long long r_19;
  long long k_20;
  float acc15_21;
  long long li_22;
  long long i_23;
  long long ix1_24;
  long long li_25;
  long long i_26;
  long long j_27;
  float v11_28;
  float v12_29;
  float v16_30;
  float v17_31;
  float v18_32;
  float v20_33;
  float v21_34;
  float v22_35;
  float * PK_2;
  float * P_W;

entry:
  PK_2 = f->packed[(long long)2];
  P_W = f->params[(long long)1];
  goto start0;

start0:
  r_19 = (long long)0;
  goto pr1;

pr1:
  if (r_19 < (long long)64) goto prb2; else goto pra3;

prb2:
  k_20 = (long long)0;
  goto pk4;

pra3:
  return;

pk4:
  if (k_20 < (long long)64) goto pkb5; else goto pka6;

pkb5:
  PK_2[(((r_19 + (long long)0) / (long long)64 * (long long)64 + k_20 + (long long)0) * (long long)64 + (r_19 + (long long)0) % (long long)64)] = P_W[(r_19 * (long long)64 + k_20)];
  k_20 += (long long)1;
  goto pk4;

pka6:
  r_19 += (long long)1;
  goto pr1;
}

static void
cx_pack_3 (struct JitFrame * f)
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
  float * PK_3;
  float * P_W_s;

entry:
  PK_3 = f->packed[(long long)3];
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
  PK_3[(((r_1 + (long long)0) / (long long)16 * (long long)64 + k_2 + (long long)0) * (long long)16 + (r_1 + (long long)0) % (long long)16)] = P_W_s[(r_1 * (long long)64 + k_2)];
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
  return;
}

