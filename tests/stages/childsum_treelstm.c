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
  long long r_16;
  long long k_17;
  float acc15_18;
  long long li_19;
  long long i_20;
  long long ix1_21;
  long long li_22;
  long long i_23;
  long long j_24;
  float v6_25;
  float v7_26;
  float v11_27;
  float v12_28;
  float v16_29;
  float v17_30;
  float v18_31;
  float v19_32;
  float v20_33;
  long long toff;
  float * t0;
  float * t1;
  float * t2;
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
  float *[3] gtab9;
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
  float * P_b_i;
  float * P_b_o;
  float * P_b_u;
  float * S_1;
  float * S_0;

entry:
  start_0 = (long long)start;
  end_1 = (long long)end;
  toff = (long long)0;
  t0 = &f->scratch[toff];
  toff += f->node_cap * (long long)256 + (long long)15 & (long long)-16;
  t1 = &f->scratch[toff];
  toff += f->node_cap * (long long)256 + (long long)15 & (long long)-16;
  t2 = &f->scratch[toff];
  toff += f->node_cap * (long long)256 + (long long)15 & (long long)-16;
  child_start = f->child_start;
  PK_0 = f->packed[(long long)0];
  ifields = f->ifields;
  P_E = f->params[(long long)0];
  P_b_i = f->params[(long long)9];
  P_b_o = f->params[(long long)10];
  P_b_u = f->params[(long long)11];
  S_1 = f->states[(long long)1];
  S_0 = f->states[(long long)0];
  goto start0;

start0:
  n_2 = end_1 - start_0;
  ebase_3 = (long long)child_start[start_0];
  gdir8 = (long long)f->level & (long long)1;
  gtab9[(long long)0] = t0;
  gtab9[(long long)1] = t1;
  gtab9[(long long)2] = t2;
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
  grlo13 = (long long)4 * grp17 / grP16;
  grhi14 = (long long)4 * (grp17 + (long long)1) / grP16;
  grfhi15 = grhi14;
  if (grhi14 > (long long)4) goto gset22; else goto gsetj23;

gset22:
  grfhi15 = (long long)4;
  goto gsetj23;

gsetj23:
  gq6 = grlo13;
  goto grow24;

grow24:
  if (gq6 < grfhi15) goto grbody25; else goto grafter26;

grbody25:
  gr4 = (gq6 + gdir8 * (grlo13 + grfhi15 - (long long)1 - (long long)2 * gq6)) * (long long)64;
  gm10 = (long long)0;
  goto gmem27;

grafter26:
  return;

gmem27:
  if (gm10 < (long long)3) goto gmbody28; else goto gmafter29;

gmbody28:
  gme11 = gm10 + gdir8 * ((long long)2 - (long long)2 * gm10);
  gmt12 = gtab9[gme11];
  gpw1 = &PK_0[((gr4 + gme11 * (long long)256) * (long long)256)];
  gprow5 = gr4 + gme11 * (long long)256;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile30;

gmafter29:
  li_22 = (long long)0;
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
  gx38 = (float *)&P_E[(ix1_9 * (long long)256)];
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
  gx44 = (float *)&P_E[(ix1_9 * (long long)256)];
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
  gx50 = (float *)&P_E[(ix1_9 * (long long)256)];
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
  gx56 = (float *)&P_E[(ix1_9 * (long long)256)];
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
  if (gk73 < (long long)256) goto gbody76; else goto gafter77;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc57;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc58;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc59;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc60;
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc61;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc62;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc63;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc64;
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc65;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc66;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc67;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc68;
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc69;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc70;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc71;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc72;
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
  gx117 = (float *)&P_E[(ix1_9 * (long long)256)];
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
  gx125 = (float *)&P_E[(ix1_9 * (long long)256)];
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
  gx133 = (float *)&P_E[(ix1_9 * (long long)256)];
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
  gx141 = (float *)&P_E[(ix1_9 * (long long)256)];
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
  if (gk158 < (long long)256) goto gbody161; else goto gafter162;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc142;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc143;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc144;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc145;
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc146;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc147;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc148;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc149;
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc150;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc151;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc152;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc153;
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc154;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc155;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc156;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc157;
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
  if (li_22 < n_2) goto body202; else goto after203;

body202:
  i_23 = start_0 + li_22;
  gj7 = (long long)0;
  goto for204;

after203:
  gq6 += (long long)1;
  goto grow24;

for204:
  if (gj7 < (long long)64) goto body205; else goto after206;

body205:
  j_24 = gr4 + gj7;
  v6_25 = t0[(li_22 * (long long)256 + j_24)] + P_b_i[j_24];
  v7_26 = cx_vsigmoidf (v6_25);
  v11_27 = t1[(li_22 * (long long)256 + j_24)] + P_b_o[j_24];
  v12_28 = cx_vsigmoidf (v11_27);
  v16_29 = t2[(li_22 * (long long)256 + j_24)] + P_b_u[j_24];
  v17_30 = cx_vtanhf (v16_29);
  v18_31 = v7_26 * v17_30;
  S_1[(i_23 * (long long)256 + j_24)] = v18_31;
  v19_32 = cx_vtanhf (v18_31);
  v20_33 = v12_28 * v19_32;
  S_0[(i_23 * (long long)256 + j_24)] = v20_33;
  gj7 += (long long)1;
  goto for204;

after206:
  li_22 += (long long)1;
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
  float v5_7;
  double acc5_8;
  long long cs_9;
  long long nk_10;
  long long kk_11;
  long long ck_12;
  long long e_13;
  long long r_14;
  long long k_15;
  float acc11_16;
  long long li_17;
  long long i_18;
  long long ix1_19;
  long long r_20;
  long long k_21;
  float acc19_22;
  long long li_23;
  long long i_24;
  long long ix1_25;
  long long r_26;
  long long k_27;
  float acc27_28;
  long long li_29;
  long long i_30;
  long long ix1_31;
  long long r_32;
  long long k_33;
  float acc31_34;
  long long li_35;
  long long i_36;
  long long ix1_37;
  long long r_38;
  long long k_39;
  float acc33_40;
  long long ne_41;
  long long e_42;
  long long ck_43;
  long long li_44;
  long long i_45;
  long long j_46;
  float v12_47;
  float v13_48;
  float v20_49;
  float v21_50;
  float v28_51;
  float v29_52;
  float v39_53;
  double acc39_54;
  long long cs_55;
  long long nk_56;
  long long kk_57;
  long long ck_58;
  long long e_59;
  float v34k_60;
  float v36k_61;
  float v37k_62;
  float v38k_63;
  float v40_64;
  float v41_65;
  float v42_66;
  float v43_67;
  long long toff;
  float * t0;
  float * t1;
  float * t2;
  float * t3;
  float * t4;
  float * t5;
  int * child_start;
  int * children;
  float * S_0;
  float * PK_1;
  float * gpw10;
  long long gli11;
  long long gnhi12;
  long long gr13;
  long long gprow14;
  long long gq15;
  long long gj16;
  long long gdir17;
  float *[3] gtab18;
  long long gm19;
  long long gme20;
  float * gmt21;
  int * ifields;
  float * P_E;
  float * gx36;
  float * gx37;
  float * gx43;
  float * gx44;
  float * gx50;
  float * gx51;
  float * gx57;
  float * gx58;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc73;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc74;
  long long gk75;
  float * gp76;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw80;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw81;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw82;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw83;
  float gxs84;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb85;
  float gxs86;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb87;
  float gxs88;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb89;
  float gxs90;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb91;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw95;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw96;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw97;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw98;
  float gxs99;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb100;
  float gxs101;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb102;
  float gxs103;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb104;
  float gxs105;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb106;
  float * gx134;
  float * gx135;
  float * gx143;
  float * gx144;
  float * gx152;
  float * gx153;
  float * gx161;
  float * gx162;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc175;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc176;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc177;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc178;
  long long gk179;
  float * gp180;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw184;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw185;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw186;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw187;
  float gxs188;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb189;
  float gxs190;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb191;
  float gxs192;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb193;
  float gxs194;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb195;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw199;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw200;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw201;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw202;
  float gxs203;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb204;
  float gxs205;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb206;
  float gxs207;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb208;
  float gxs209;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb210;
  float * PK_2;
  float * gpw237;
  long long gli238;
  long long gnhi239;
  long long gr240;
  long long gprow241;
  long long gq242;
  long long gj243;
  long long gdir244;
  float * gx256;
  float * gx262;
  float * gx268;
  float * gx274;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc287;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc288;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc289;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc290;
  long long gk291;
  float * gp292;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw296;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw297;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw298;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw299;
  float gxs300;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb301;
  float gxs302;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb303;
  float gxs304;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb305;
  float gxs306;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb307;
  float * gx335;
  float * gx343;
  float * gx351;
  float * gx359;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc372;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc373;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc374;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc375;
  long long gk376;
  float * gp377;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw381;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw382;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw383;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw384;
  float gxs385;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb386;
  float gxs387;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb388;
  float gxs389;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb390;
  float gxs391;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb392;
  float * PK_3;
  float * gpw419;
  long long gli420;
  long long gnhi421;
  long long gr422;
  long long gprow423;
  long long gq424;
  long long gj425;
  long long gdir426;
  float * gx433;
  float * gx434;
  float * gx435;
  float * gx436;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc437;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc438;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc439;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc440;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc441;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc442;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc443;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc444;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc445;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc446;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc447;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc448;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc449;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc450;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc451;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc452;
  long long gk453;
  float * gp454;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw458;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw459;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw460;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw461;
  float gxs462;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb463;
  float gxs464;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb465;
  float gxs466;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb467;
  float gxs468;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb469;
  float * gx472;
  float * gx475;
  float * gx478;
  float * gx481;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc482;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc483;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc484;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc485;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc486;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc487;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc488;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc489;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc490;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc491;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc492;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc493;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc494;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc495;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc496;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc497;
  long long gk498;
  float * gp499;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw503;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw504;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw505;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw506;
  float gxs507;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb508;
  float gxs509;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb510;
  float gxs511;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb512;
  float gxs513;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb514;
  float * P_b_i;
  float * P_b_o;
  float * P_b_u;
  float * P_b_f;
  float * S_1;

entry:
  start_0 = (long long)start;
  end_1 = (long long)end;
  toff = (long long)0;
  t0 = &f->scratch[toff];
  toff += f->node_cap * (long long)256 + (long long)15 & (long long)-16;
  t1 = &f->scratch[toff];
  toff += f->node_cap * (long long)256 + (long long)15 & (long long)-16;
  t2 = &f->scratch[toff];
  toff += f->node_cap * (long long)256 + (long long)15 & (long long)-16;
  t3 = &f->scratch[toff];
  toff += f->node_cap * (long long)256 + (long long)15 & (long long)-16;
  t4 = &f->scratch[toff];
  toff += f->node_cap * (long long)256 + (long long)15 & (long long)-16;
  t5 = &f->scratch[toff];
  toff += f->edge_cap * (long long)256 + (long long)15 & (long long)-16;
  child_start = f->child_start;
  children = f->children;
  S_0 = f->states[(long long)0];
  PK_1 = f->packed[(long long)1];
  ifields = f->ifields;
  P_E = f->params[(long long)0];
  PK_2 = f->packed[(long long)2];
  PK_3 = f->packed[(long long)3];
  P_b_i = f->params[(long long)9];
  P_b_o = f->params[(long long)10];
  P_b_u = f->params[(long long)11];
  P_b_f = f->params[(long long)12];
  S_1 = f->states[(long long)1];
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
  cs_9 = (long long)child_start[i_5];
  nk_10 = (long long)child_start[(i_5 + (long long)1)] - cs_9;
  j_6 = (long long)0;
  goto for4;

after3:
  gdir17 = (long long)f->level & (long long)1;
  gtab18[(long long)0] = t1;
  gtab18[(long long)1] = t2;
  gtab18[(long long)2] = t3;
  gq15 = (long long)0;
  goto grow22;

for4:
  if (j_6 < (long long)256) goto body5; else goto after6;

body5:
  acc5_8 = (double)0.000000;
  kk_11 = (long long)0;
  goto for7;

after6:
  li_4 += (long long)1;
  goto for1;

for7:
  if (kk_11 < nk_10) goto body8; else goto after9;

body8:
  ck_12 = (long long)children[(cs_9 + kk_11)];
  e_13 = cs_9 + kk_11 - ebase_3;
  acc5_8 = acc5_8 + (double)S_0[(ck_12 * (long long)256 + j_6)];
  kk_11 += (long long)1;
  goto for7;

after9:
  v5_7 = (float)acc5_8;
  t0[(li_4 * (long long)256 + j_6)] = v5_7;
  j_6 += (long long)1;
  goto for4;

grow22:
  if (gq15 < (long long)4) goto grbody23; else goto grafter24;

grbody23:
  gr13 = (gq15 + gdir17 * ((long long)3 - (long long)2 * gq15)) * (long long)64;
  gm19 = (long long)0;
  goto gmem25;

grafter24:
  gdir244 = (long long)f->level & (long long)1;
  gq242 = (long long)0;
  goto grow245;

gmem25:
  if (gm19 < (long long)3) goto gmbody26; else goto gmafter27;

gmbody26:
  gme20 = gm19 + gdir17 * ((long long)2 - (long long)2 * gm19);
  gmt21 = gtab18[gme20];
  gpw10 = &PK_1[((gr13 + gme20 * (long long)256) * (long long)512)];
  gprow14 = gr13 + gme20 * (long long)256;
  gnhi12 = n_2;
  gli11 = (long long)0;
  goto gtile28;

gmafter27:
  gq15 += (long long)1;
  goto grow22;

gtile28:
  if (gli11 + (long long)3 < gnhi12) goto gtbody29; else goto gtafter30;

gtbody29:
  li_17 = gli11 + (long long)0;
  i_18 = start_0 + li_17;
  ix1_19 = (long long)ifields[i_18];
  if (ix1_19 < (long long)0 || ix1_19 >= (long long)6000) goto then31; else goto else32;

gtafter30:
  if (gnhi12 - gli11 > (long long)0) goto gtclamp128; else goto gtdone127;

then31:
  if (f->err[(long long)0] == (long long)0) goto rowerr34; else goto join35;

else32:
  goto join33;

join33:
  gx36 = (float *)&P_E[(ix1_19 * (long long)256)];
  gx37 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)1;
  i_18 = start_0 + li_17;
  ix1_19 = (long long)ifields[i_18];
  if (ix1_19 < (long long)0 || ix1_19 >= (long long)6000) goto then38; else goto else39;

rowerr34:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix1_19;
  f->err[(long long)4] = (long long)1;
  goto join35;

join35:
  ix1_19 = (long long)0;
  goto join33;

then38:
  if (f->err[(long long)0] == (long long)0) goto rowerr41; else goto join42;

else39:
  goto join40;

join40:
  gx43 = (float *)&P_E[(ix1_19 * (long long)256)];
  gx44 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)2;
  i_18 = start_0 + li_17;
  ix1_19 = (long long)ifields[i_18];
  if (ix1_19 < (long long)0 || ix1_19 >= (long long)6000) goto then45; else goto else46;

rowerr41:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix1_19;
  f->err[(long long)4] = (long long)1;
  goto join42;

join42:
  ix1_19 = (long long)0;
  goto join40;

then45:
  if (f->err[(long long)0] == (long long)0) goto rowerr48; else goto join49;

else46:
  goto join47;

join47:
  gx50 = (float *)&P_E[(ix1_19 * (long long)256)];
  gx51 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)3;
  i_18 = start_0 + li_17;
  ix1_19 = (long long)ifields[i_18];
  if (ix1_19 < (long long)0 || ix1_19 >= (long long)6000) goto then52; else goto else53;

rowerr48:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix1_19;
  f->err[(long long)4] = (long long)1;
  goto join49;

join49:
  ix1_19 = (long long)0;
  goto join47;

then52:
  if (f->err[(long long)0] == (long long)0) goto rowerr55; else goto join56;

else53:
  goto join54;

join54:
  gx57 = (float *)&P_E[(ix1_19 * (long long)256)];
  gx58 = (float *)&t0[(li_17 * (long long)256)];
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
  gacc73 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc74 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp76 = gpw10;
  gk75 = (long long)0;
  goto gfor77;

rowerr55:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix1_19;
  f->err[(long long)4] = (long long)1;
  goto join56;

join56:
  ix1_19 = (long long)0;
  goto join54;

gfor77:
  if (gk75 < (long long)256) goto gbody78; else goto gafter79;

gbody78:
  gw80 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp76[(long long)0]);
  gw81 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp76[(long long)16]);
  gw82 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp76[(long long)32]);
  gw83 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp76[(long long)48]);
  gxs84 = gx36[(gk75 + (long long)0)];
  gxb85 = {gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84};
  gacc59 += gw80 * gxb85;
  gacc60 += gw81 * gxb85;
  gacc61 += gw82 * gxb85;
  gacc62 += gw83 * gxb85;
  gxs86 = gx43[(gk75 + (long long)0)];
  gxb87 = {gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86};
  gacc63 += gw80 * gxb87;
  gacc64 += gw81 * gxb87;
  gacc65 += gw82 * gxb87;
  gacc66 += gw83 * gxb87;
  gxs88 = gx50[(gk75 + (long long)0)];
  gxb89 = {gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88};
  gacc67 += gw80 * gxb89;
  gacc68 += gw81 * gxb89;
  gacc69 += gw82 * gxb89;
  gacc70 += gw83 * gxb89;
  gxs90 = gx57[(gk75 + (long long)0)];
  gxb91 = {gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90};
  gacc71 += gw80 * gxb91;
  gacc72 += gw81 * gxb91;
  gacc73 += gw82 * gxb91;
  gacc74 += gw83 * gxb91;
  gp76 = &gp76[(long long)64];
  gk75 += (long long)1;
  goto gfor77;

gafter79:
  gk75 = (long long)0;
  goto gfor92;

gfor92:
  if (gk75 < (long long)256) goto gbody93; else goto gafter94;

gbody93:
  gw95 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp76[(long long)0]);
  gw96 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp76[(long long)16]);
  gw97 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp76[(long long)32]);
  gw98 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp76[(long long)48]);
  gxs99 = gx37[(gk75 + (long long)0)];
  gxb100 = {gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99, gxs99};
  gacc59 += gw95 * gxb100;
  gacc60 += gw96 * gxb100;
  gacc61 += gw97 * gxb100;
  gacc62 += gw98 * gxb100;
  gxs101 = gx44[(gk75 + (long long)0)];
  gxb102 = {gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101, gxs101};
  gacc63 += gw95 * gxb102;
  gacc64 += gw96 * gxb102;
  gacc65 += gw97 * gxb102;
  gacc66 += gw98 * gxb102;
  gxs103 = gx51[(gk75 + (long long)0)];
  gxb104 = {gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103, gxs103};
  gacc67 += gw95 * gxb104;
  gacc68 += gw96 * gxb104;
  gacc69 += gw97 * gxb104;
  gacc70 += gw98 * gxb104;
  gxs105 = gx58[(gk75 + (long long)0)];
  gxb106 = {gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105};
  gacc71 += gw95 * gxb106;
  gacc72 += gw96 * gxb106;
  gacc73 += gw97 * gxb106;
  gacc74 += gw98 * gxb106;
  gp76 = &gp76[(long long)64];
  gk75 += (long long)1;
  goto gfor92;

gafter94:
  li_17 = gli11 + (long long)0;
  i_18 = start_0 + li_17;
  ix1_19 = (long long)ifields[i_18];
  if (ix1_19 < (long long)0 || ix1_19 >= (long long)6000) goto then107; else goto else108;

then107:
  if (f->err[(long long)0] == (long long)0) goto rowerr110; else goto join111;

else108:
  goto join109;

join109:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc59;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc60;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc61;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc62;
  li_17 = gli11 + (long long)1;
  i_18 = start_0 + li_17;
  ix1_19 = (long long)ifields[i_18];
  if (ix1_19 < (long long)0 || ix1_19 >= (long long)6000) goto then112; else goto else113;

rowerr110:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix1_19;
  f->err[(long long)4] = (long long)1;
  goto join111;

join111:
  ix1_19 = (long long)0;
  goto join109;

then112:
  if (f->err[(long long)0] == (long long)0) goto rowerr115; else goto join116;

else113:
  goto join114;

join114:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc63;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc64;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc65;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc66;
  li_17 = gli11 + (long long)2;
  i_18 = start_0 + li_17;
  ix1_19 = (long long)ifields[i_18];
  if (ix1_19 < (long long)0 || ix1_19 >= (long long)6000) goto then117; else goto else118;

rowerr115:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix1_19;
  f->err[(long long)4] = (long long)1;
  goto join116;

join116:
  ix1_19 = (long long)0;
  goto join114;

then117:
  if (f->err[(long long)0] == (long long)0) goto rowerr120; else goto join121;

else118:
  goto join119;

join119:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc67;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc68;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc69;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc70;
  li_17 = gli11 + (long long)3;
  i_18 = start_0 + li_17;
  ix1_19 = (long long)ifields[i_18];
  if (ix1_19 < (long long)0 || ix1_19 >= (long long)6000) goto then122; else goto else123;

rowerr120:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix1_19;
  f->err[(long long)4] = (long long)1;
  goto join121;

join121:
  ix1_19 = (long long)0;
  goto join119;

then122:
  if (f->err[(long long)0] == (long long)0) goto rowerr125; else goto join126;

else123:
  goto join124;

join124:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc71;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc72;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc73;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc74;
  gli11 += (long long)4;
  goto gtile28;

rowerr125:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix1_19;
  f->err[(long long)4] = (long long)1;
  goto join126;

join126:
  ix1_19 = (long long)0;
  goto join124;

gtdone127:
  gm19 += (long long)1;
  goto gmem25;

gtclamp128:
  li_17 = gli11 + (long long)0;
  i_18 = start_0 + li_17;
  ix1_19 = (long long)ifields[i_18];
  if (ix1_19 < (long long)0 || ix1_19 >= (long long)6000) goto then129; else goto else130;

then129:
  if (f->err[(long long)0] == (long long)0) goto rowerr132; else goto join133;

else130:
  goto join131;

join131:
  gx134 = (float *)&P_E[(ix1_19 * (long long)256)];
  gx135 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)1;
  if (li_17 > gnhi12 - (long long)1) goto gclamp136; else goto gclampj137;

rowerr132:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix1_19;
  f->err[(long long)4] = (long long)1;
  goto join133;

join133:
  ix1_19 = (long long)0;
  goto join131;

gclamp136:
  li_17 = gnhi12 - (long long)1;
  goto gclampj137;

gclampj137:
  i_18 = start_0 + li_17;
  ix1_19 = (long long)ifields[i_18];
  if (ix1_19 < (long long)0 || ix1_19 >= (long long)6000) goto then138; else goto else139;

then138:
  if (f->err[(long long)0] == (long long)0) goto rowerr141; else goto join142;

else139:
  goto join140;

join140:
  gx143 = (float *)&P_E[(ix1_19 * (long long)256)];
  gx144 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)2;
  if (li_17 > gnhi12 - (long long)1) goto gclamp145; else goto gclampj146;

rowerr141:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix1_19;
  f->err[(long long)4] = (long long)1;
  goto join142;

join142:
  ix1_19 = (long long)0;
  goto join140;

gclamp145:
  li_17 = gnhi12 - (long long)1;
  goto gclampj146;

gclampj146:
  i_18 = start_0 + li_17;
  ix1_19 = (long long)ifields[i_18];
  if (ix1_19 < (long long)0 || ix1_19 >= (long long)6000) goto then147; else goto else148;

then147:
  if (f->err[(long long)0] == (long long)0) goto rowerr150; else goto join151;

else148:
  goto join149;

join149:
  gx152 = (float *)&P_E[(ix1_19 * (long long)256)];
  gx153 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)3;
  if (li_17 > gnhi12 - (long long)1) goto gclamp154; else goto gclampj155;

rowerr150:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix1_19;
  f->err[(long long)4] = (long long)1;
  goto join151;

join151:
  ix1_19 = (long long)0;
  goto join149;

gclamp154:
  li_17 = gnhi12 - (long long)1;
  goto gclampj155;

gclampj155:
  i_18 = start_0 + li_17;
  ix1_19 = (long long)ifields[i_18];
  if (ix1_19 < (long long)0 || ix1_19 >= (long long)6000) goto then156; else goto else157;

then156:
  if (f->err[(long long)0] == (long long)0) goto rowerr159; else goto join160;

else157:
  goto join158;

join158:
  gx161 = (float *)&P_E[(ix1_19 * (long long)256)];
  gx162 = (float *)&t0[(li_17 * (long long)256)];
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
  gacc175 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc176 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc177 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc178 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp180 = gpw10;
  gk179 = (long long)0;
  goto gfor181;

rowerr159:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix1_19;
  f->err[(long long)4] = (long long)1;
  goto join160;

join160:
  ix1_19 = (long long)0;
  goto join158;

gfor181:
  if (gk179 < (long long)256) goto gbody182; else goto gafter183;

gbody182:
  gw184 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp180[(long long)0]);
  gw185 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp180[(long long)16]);
  gw186 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp180[(long long)32]);
  gw187 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp180[(long long)48]);
  gxs188 = gx134[(gk179 + (long long)0)];
  gxb189 = {gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188, gxs188};
  gacc163 += gw184 * gxb189;
  gacc164 += gw185 * gxb189;
  gacc165 += gw186 * gxb189;
  gacc166 += gw187 * gxb189;
  gxs190 = gx143[(gk179 + (long long)0)];
  gxb191 = {gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190, gxs190};
  gacc167 += gw184 * gxb191;
  gacc168 += gw185 * gxb191;
  gacc169 += gw186 * gxb191;
  gacc170 += gw187 * gxb191;
  gxs192 = gx152[(gk179 + (long long)0)];
  gxb193 = {gxs192, gxs192, gxs192, gxs192, gxs192, gxs192, gxs192, gxs192, gxs192, gxs192, gxs192, gxs192, gxs192, gxs192, gxs192, gxs192};
  gacc171 += gw184 * gxb193;
  gacc172 += gw185 * gxb193;
  gacc173 += gw186 * gxb193;
  gacc174 += gw187 * gxb193;
  gxs194 = gx161[(gk179 + (long long)0)];
  gxb195 = {gxs194, gxs194, gxs194, gxs194, gxs194, gxs194, gxs194, gxs194, gxs194, gxs194, gxs194, gxs194, gxs194, gxs194, gxs194, gxs194};
  gacc175 += gw184 * gxb195;
  gacc176 += gw185 * gxb195;
  gacc177 += gw186 * gxb195;
  gacc178 += gw187 * gxb195;
  gp180 = &gp180[(long long)64];
  gk179 += (long long)1;
  goto gfor181;

gafter183:
  gk179 = (long long)0;
  goto gfor196;

gfor196:
  if (gk179 < (long long)256) goto gbody197; else goto gafter198;

gbody197:
  gw199 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp180[(long long)0]);
  gw200 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp180[(long long)16]);
  gw201 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp180[(long long)32]);
  gw202 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp180[(long long)48]);
  gxs203 = gx135[(gk179 + (long long)0)];
  gxb204 = {gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203, gxs203};
  gacc163 += gw199 * gxb204;
  gacc164 += gw200 * gxb204;
  gacc165 += gw201 * gxb204;
  gacc166 += gw202 * gxb204;
  gxs205 = gx144[(gk179 + (long long)0)];
  gxb206 = {gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205, gxs205};
  gacc167 += gw199 * gxb206;
  gacc168 += gw200 * gxb206;
  gacc169 += gw201 * gxb206;
  gacc170 += gw202 * gxb206;
  gxs207 = gx153[(gk179 + (long long)0)];
  gxb208 = {gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207};
  gacc171 += gw199 * gxb208;
  gacc172 += gw200 * gxb208;
  gacc173 += gw201 * gxb208;
  gacc174 += gw202 * gxb208;
  gxs209 = gx162[(gk179 + (long long)0)];
  gxb210 = {gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209};
  gacc175 += gw199 * gxb210;
  gacc176 += gw200 * gxb210;
  gacc177 += gw201 * gxb210;
  gacc178 += gw202 * gxb210;
  gp180 = &gp180[(long long)64];
  gk179 += (long long)1;
  goto gfor196;

gafter198:
  li_17 = gli11 + (long long)0;
  i_18 = start_0 + li_17;
  ix1_19 = (long long)ifields[i_18];
  if (ix1_19 < (long long)0 || ix1_19 >= (long long)6000) goto then211; else goto else212;

then211:
  if (f->err[(long long)0] == (long long)0) goto rowerr214; else goto join215;

else212:
  goto join213;

join213:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc163;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc164;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc165;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc166;
  li_17 = gli11 + (long long)1;
  if (li_17 > gnhi12 - (long long)1) goto gclamp216; else goto gclampj217;

rowerr214:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix1_19;
  f->err[(long long)4] = (long long)1;
  goto join215;

join215:
  ix1_19 = (long long)0;
  goto join213;

gclamp216:
  li_17 = gnhi12 - (long long)1;
  goto gclampj217;

gclampj217:
  i_18 = start_0 + li_17;
  ix1_19 = (long long)ifields[i_18];
  if (ix1_19 < (long long)0 || ix1_19 >= (long long)6000) goto then218; else goto else219;

then218:
  if (f->err[(long long)0] == (long long)0) goto rowerr221; else goto join222;

else219:
  goto join220;

join220:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc167;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc168;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc169;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc170;
  li_17 = gli11 + (long long)2;
  if (li_17 > gnhi12 - (long long)1) goto gclamp223; else goto gclampj224;

rowerr221:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix1_19;
  f->err[(long long)4] = (long long)1;
  goto join222;

join222:
  ix1_19 = (long long)0;
  goto join220;

gclamp223:
  li_17 = gnhi12 - (long long)1;
  goto gclampj224;

gclampj224:
  i_18 = start_0 + li_17;
  ix1_19 = (long long)ifields[i_18];
  if (ix1_19 < (long long)0 || ix1_19 >= (long long)6000) goto then225; else goto else226;

then225:
  if (f->err[(long long)0] == (long long)0) goto rowerr228; else goto join229;

else226:
  goto join227;

join227:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc171;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc172;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc173;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc174;
  li_17 = gli11 + (long long)3;
  if (li_17 > gnhi12 - (long long)1) goto gclamp230; else goto gclampj231;

rowerr228:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix1_19;
  f->err[(long long)4] = (long long)1;
  goto join229;

join229:
  ix1_19 = (long long)0;
  goto join227;

gclamp230:
  li_17 = gnhi12 - (long long)1;
  goto gclampj231;

gclampj231:
  i_18 = start_0 + li_17;
  ix1_19 = (long long)ifields[i_18];
  if (ix1_19 < (long long)0 || ix1_19 >= (long long)6000) goto then232; else goto else233;

then232:
  if (f->err[(long long)0] == (long long)0) goto rowerr235; else goto join236;

else233:
  goto join234;

join234:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc175;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc176;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc177;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc178;
  goto gtdone127;

rowerr235:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix1_19;
  f->err[(long long)4] = (long long)1;
  goto join236;

join236:
  ix1_19 = (long long)0;
  goto join234;

grow245:
  if (gq242 < (long long)4) goto grbody246; else goto grafter247;

grbody246:
  gr240 = (gq242 + gdir244 * ((long long)3 - (long long)2 * gq242)) * (long long)64;
  gpw237 = &PK_2[((gr240 + (long long)0) * (long long)256)];
  gprow241 = gr240 + (long long)0;
  gnhi239 = n_2;
  gli238 = (long long)0;
  goto gtile248;

grafter247:
  ne_41 = (long long)child_start[end_1] - ebase_3;
  gdir426 = (long long)f->level & (long long)1;
  gq424 = (long long)0;
  goto grow427;

gtile248:
  if (gli238 + (long long)3 < gnhi239) goto gtbody249; else goto gtafter250;

gtbody249:
  li_35 = gli238 + (long long)0;
  i_36 = start_0 + li_35;
  ix1_37 = (long long)ifields[i_36];
  if (ix1_37 < (long long)0 || ix1_37 >= (long long)6000) goto then251; else goto else252;

gtafter250:
  if (gnhi239 - gli238 > (long long)0) goto gtclamp329; else goto gtdone328;

then251:
  if (f->err[(long long)0] == (long long)0) goto rowerr254; else goto join255;

else252:
  goto join253;

join253:
  gx256 = (float *)&P_E[(ix1_37 * (long long)256)];
  li_35 = gli238 + (long long)1;
  i_36 = start_0 + li_35;
  ix1_37 = (long long)ifields[i_36];
  if (ix1_37 < (long long)0 || ix1_37 >= (long long)6000) goto then257; else goto else258;

rowerr254:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_36;
  f->err[(long long)3] = ix1_37;
  f->err[(long long)4] = (long long)1;
  goto join255;

join255:
  ix1_37 = (long long)0;
  goto join253;

then257:
  if (f->err[(long long)0] == (long long)0) goto rowerr260; else goto join261;

else258:
  goto join259;

join259:
  gx262 = (float *)&P_E[(ix1_37 * (long long)256)];
  li_35 = gli238 + (long long)2;
  i_36 = start_0 + li_35;
  ix1_37 = (long long)ifields[i_36];
  if (ix1_37 < (long long)0 || ix1_37 >= (long long)6000) goto then263; else goto else264;

rowerr260:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_36;
  f->err[(long long)3] = ix1_37;
  f->err[(long long)4] = (long long)1;
  goto join261;

join261:
  ix1_37 = (long long)0;
  goto join259;

then263:
  if (f->err[(long long)0] == (long long)0) goto rowerr266; else goto join267;

else264:
  goto join265;

join265:
  gx268 = (float *)&P_E[(ix1_37 * (long long)256)];
  li_35 = gli238 + (long long)3;
  i_36 = start_0 + li_35;
  ix1_37 = (long long)ifields[i_36];
  if (ix1_37 < (long long)0 || ix1_37 >= (long long)6000) goto then269; else goto else270;

rowerr266:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_36;
  f->err[(long long)3] = ix1_37;
  f->err[(long long)4] = (long long)1;
  goto join267;

join267:
  ix1_37 = (long long)0;
  goto join265;

then269:
  if (f->err[(long long)0] == (long long)0) goto rowerr272; else goto join273;

else270:
  goto join271;

join271:
  gx274 = (float *)&P_E[(ix1_37 * (long long)256)];
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
  gacc287 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc288 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc289 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc290 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp292 = gpw237;
  gk291 = (long long)0;
  goto gfor293;

rowerr272:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_36;
  f->err[(long long)3] = ix1_37;
  f->err[(long long)4] = (long long)1;
  goto join273;

join273:
  ix1_37 = (long long)0;
  goto join271;

gfor293:
  if (gk291 < (long long)256) goto gbody294; else goto gafter295;

gbody294:
  gw296 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp292[(long long)0]);
  gw297 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp292[(long long)16]);
  gw298 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp292[(long long)32]);
  gw299 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp292[(long long)48]);
  gxs300 = gx256[(gk291 + (long long)0)];
  gxb301 = {gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300, gxs300};
  gacc275 += gw296 * gxb301;
  gacc276 += gw297 * gxb301;
  gacc277 += gw298 * gxb301;
  gacc278 += gw299 * gxb301;
  gxs302 = gx262[(gk291 + (long long)0)];
  gxb303 = {gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302, gxs302};
  gacc279 += gw296 * gxb303;
  gacc280 += gw297 * gxb303;
  gacc281 += gw298 * gxb303;
  gacc282 += gw299 * gxb303;
  gxs304 = gx268[(gk291 + (long long)0)];
  gxb305 = {gxs304, gxs304, gxs304, gxs304, gxs304, gxs304, gxs304, gxs304, gxs304, gxs304, gxs304, gxs304, gxs304, gxs304, gxs304, gxs304};
  gacc283 += gw296 * gxb305;
  gacc284 += gw297 * gxb305;
  gacc285 += gw298 * gxb305;
  gacc286 += gw299 * gxb305;
  gxs306 = gx274[(gk291 + (long long)0)];
  gxb307 = {gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306};
  gacc287 += gw296 * gxb307;
  gacc288 += gw297 * gxb307;
  gacc289 += gw298 * gxb307;
  gacc290 += gw299 * gxb307;
  gp292 = &gp292[(long long)64];
  gk291 += (long long)1;
  goto gfor293;

gafter295:
  li_35 = gli238 + (long long)0;
  i_36 = start_0 + li_35;
  ix1_37 = (long long)ifields[i_36];
  if (ix1_37 < (long long)0 || ix1_37 >= (long long)6000) goto then308; else goto else309;

then308:
  if (f->err[(long long)0] == (long long)0) goto rowerr311; else goto join312;

else309:
  goto join310;

join310:
  r_32 = gr240 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc275;
  r_32 = gr240 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc276;
  r_32 = gr240 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc277;
  r_32 = gr240 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc278;
  li_35 = gli238 + (long long)1;
  i_36 = start_0 + li_35;
  ix1_37 = (long long)ifields[i_36];
  if (ix1_37 < (long long)0 || ix1_37 >= (long long)6000) goto then313; else goto else314;

rowerr311:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_36;
  f->err[(long long)3] = ix1_37;
  f->err[(long long)4] = (long long)1;
  goto join312;

join312:
  ix1_37 = (long long)0;
  goto join310;

then313:
  if (f->err[(long long)0] == (long long)0) goto rowerr316; else goto join317;

else314:
  goto join315;

join315:
  r_32 = gr240 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc279;
  r_32 = gr240 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc280;
  r_32 = gr240 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc281;
  r_32 = gr240 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc282;
  li_35 = gli238 + (long long)2;
  i_36 = start_0 + li_35;
  ix1_37 = (long long)ifields[i_36];
  if (ix1_37 < (long long)0 || ix1_37 >= (long long)6000) goto then318; else goto else319;

rowerr316:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_36;
  f->err[(long long)3] = ix1_37;
  f->err[(long long)4] = (long long)1;
  goto join317;

join317:
  ix1_37 = (long long)0;
  goto join315;

then318:
  if (f->err[(long long)0] == (long long)0) goto rowerr321; else goto join322;

else319:
  goto join320;

join320:
  r_32 = gr240 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc283;
  r_32 = gr240 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc284;
  r_32 = gr240 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc285;
  r_32 = gr240 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc286;
  li_35 = gli238 + (long long)3;
  i_36 = start_0 + li_35;
  ix1_37 = (long long)ifields[i_36];
  if (ix1_37 < (long long)0 || ix1_37 >= (long long)6000) goto then323; else goto else324;

rowerr321:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_36;
  f->err[(long long)3] = ix1_37;
  f->err[(long long)4] = (long long)1;
  goto join322;

join322:
  ix1_37 = (long long)0;
  goto join320;

then323:
  if (f->err[(long long)0] == (long long)0) goto rowerr326; else goto join327;

else324:
  goto join325;

join325:
  r_32 = gr240 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc287;
  r_32 = gr240 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc288;
  r_32 = gr240 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc289;
  r_32 = gr240 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc290;
  gli238 += (long long)4;
  goto gtile248;

rowerr326:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_36;
  f->err[(long long)3] = ix1_37;
  f->err[(long long)4] = (long long)1;
  goto join327;

join327:
  ix1_37 = (long long)0;
  goto join325;

gtdone328:
  gq242 += (long long)1;
  goto grow245;

gtclamp329:
  li_35 = gli238 + (long long)0;
  i_36 = start_0 + li_35;
  ix1_37 = (long long)ifields[i_36];
  if (ix1_37 < (long long)0 || ix1_37 >= (long long)6000) goto then330; else goto else331;

then330:
  if (f->err[(long long)0] == (long long)0) goto rowerr333; else goto join334;

else331:
  goto join332;

join332:
  gx335 = (float *)&P_E[(ix1_37 * (long long)256)];
  li_35 = gli238 + (long long)1;
  if (li_35 > gnhi239 - (long long)1) goto gclamp336; else goto gclampj337;

rowerr333:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_36;
  f->err[(long long)3] = ix1_37;
  f->err[(long long)4] = (long long)1;
  goto join334;

join334:
  ix1_37 = (long long)0;
  goto join332;

gclamp336:
  li_35 = gnhi239 - (long long)1;
  goto gclampj337;

gclampj337:
  i_36 = start_0 + li_35;
  ix1_37 = (long long)ifields[i_36];
  if (ix1_37 < (long long)0 || ix1_37 >= (long long)6000) goto then338; else goto else339;

then338:
  if (f->err[(long long)0] == (long long)0) goto rowerr341; else goto join342;

else339:
  goto join340;

join340:
  gx343 = (float *)&P_E[(ix1_37 * (long long)256)];
  li_35 = gli238 + (long long)2;
  if (li_35 > gnhi239 - (long long)1) goto gclamp344; else goto gclampj345;

rowerr341:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_36;
  f->err[(long long)3] = ix1_37;
  f->err[(long long)4] = (long long)1;
  goto join342;

join342:
  ix1_37 = (long long)0;
  goto join340;

gclamp344:
  li_35 = gnhi239 - (long long)1;
  goto gclampj345;

gclampj345:
  i_36 = start_0 + li_35;
  ix1_37 = (long long)ifields[i_36];
  if (ix1_37 < (long long)0 || ix1_37 >= (long long)6000) goto then346; else goto else347;

then346:
  if (f->err[(long long)0] == (long long)0) goto rowerr349; else goto join350;

else347:
  goto join348;

join348:
  gx351 = (float *)&P_E[(ix1_37 * (long long)256)];
  li_35 = gli238 + (long long)3;
  if (li_35 > gnhi239 - (long long)1) goto gclamp352; else goto gclampj353;

rowerr349:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_36;
  f->err[(long long)3] = ix1_37;
  f->err[(long long)4] = (long long)1;
  goto join350;

join350:
  ix1_37 = (long long)0;
  goto join348;

gclamp352:
  li_35 = gnhi239 - (long long)1;
  goto gclampj353;

gclampj353:
  i_36 = start_0 + li_35;
  ix1_37 = (long long)ifields[i_36];
  if (ix1_37 < (long long)0 || ix1_37 >= (long long)6000) goto then354; else goto else355;

then354:
  if (f->err[(long long)0] == (long long)0) goto rowerr357; else goto join358;

else355:
  goto join356;

join356:
  gx359 = (float *)&P_E[(ix1_37 * (long long)256)];
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
  gacc372 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc373 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc374 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc375 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp377 = gpw237;
  gk376 = (long long)0;
  goto gfor378;

rowerr357:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_36;
  f->err[(long long)3] = ix1_37;
  f->err[(long long)4] = (long long)1;
  goto join358;

join358:
  ix1_37 = (long long)0;
  goto join356;

gfor378:
  if (gk376 < (long long)256) goto gbody379; else goto gafter380;

gbody379:
  gw381 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp377[(long long)0]);
  gw382 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp377[(long long)16]);
  gw383 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp377[(long long)32]);
  gw384 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp377[(long long)48]);
  gxs385 = gx335[(gk376 + (long long)0)];
  gxb386 = {gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385};
  gacc360 += gw381 * gxb386;
  gacc361 += gw382 * gxb386;
  gacc362 += gw383 * gxb386;
  gacc363 += gw384 * gxb386;
  gxs387 = gx343[(gk376 + (long long)0)];
  gxb388 = {gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387, gxs387};
  gacc364 += gw381 * gxb388;
  gacc365 += gw382 * gxb388;
  gacc366 += gw383 * gxb388;
  gacc367 += gw384 * gxb388;
  gxs389 = gx351[(gk376 + (long long)0)];
  gxb390 = {gxs389, gxs389, gxs389, gxs389, gxs389, gxs389, gxs389, gxs389, gxs389, gxs389, gxs389, gxs389, gxs389, gxs389, gxs389, gxs389};
  gacc368 += gw381 * gxb390;
  gacc369 += gw382 * gxb390;
  gacc370 += gw383 * gxb390;
  gacc371 += gw384 * gxb390;
  gxs391 = gx359[(gk376 + (long long)0)];
  gxb392 = {gxs391, gxs391, gxs391, gxs391, gxs391, gxs391, gxs391, gxs391, gxs391, gxs391, gxs391, gxs391, gxs391, gxs391, gxs391, gxs391};
  gacc372 += gw381 * gxb392;
  gacc373 += gw382 * gxb392;
  gacc374 += gw383 * gxb392;
  gacc375 += gw384 * gxb392;
  gp377 = &gp377[(long long)64];
  gk376 += (long long)1;
  goto gfor378;

gafter380:
  li_35 = gli238 + (long long)0;
  i_36 = start_0 + li_35;
  ix1_37 = (long long)ifields[i_36];
  if (ix1_37 < (long long)0 || ix1_37 >= (long long)6000) goto then393; else goto else394;

then393:
  if (f->err[(long long)0] == (long long)0) goto rowerr396; else goto join397;

else394:
  goto join395;

join395:
  r_32 = gr240 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc360;
  r_32 = gr240 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc361;
  r_32 = gr240 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc362;
  r_32 = gr240 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc363;
  li_35 = gli238 + (long long)1;
  if (li_35 > gnhi239 - (long long)1) goto gclamp398; else goto gclampj399;

rowerr396:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_36;
  f->err[(long long)3] = ix1_37;
  f->err[(long long)4] = (long long)1;
  goto join397;

join397:
  ix1_37 = (long long)0;
  goto join395;

gclamp398:
  li_35 = gnhi239 - (long long)1;
  goto gclampj399;

gclampj399:
  i_36 = start_0 + li_35;
  ix1_37 = (long long)ifields[i_36];
  if (ix1_37 < (long long)0 || ix1_37 >= (long long)6000) goto then400; else goto else401;

then400:
  if (f->err[(long long)0] == (long long)0) goto rowerr403; else goto join404;

else401:
  goto join402;

join402:
  r_32 = gr240 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc364;
  r_32 = gr240 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc365;
  r_32 = gr240 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc366;
  r_32 = gr240 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc367;
  li_35 = gli238 + (long long)2;
  if (li_35 > gnhi239 - (long long)1) goto gclamp405; else goto gclampj406;

rowerr403:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_36;
  f->err[(long long)3] = ix1_37;
  f->err[(long long)4] = (long long)1;
  goto join404;

join404:
  ix1_37 = (long long)0;
  goto join402;

gclamp405:
  li_35 = gnhi239 - (long long)1;
  goto gclampj406;

gclampj406:
  i_36 = start_0 + li_35;
  ix1_37 = (long long)ifields[i_36];
  if (ix1_37 < (long long)0 || ix1_37 >= (long long)6000) goto then407; else goto else408;

then407:
  if (f->err[(long long)0] == (long long)0) goto rowerr410; else goto join411;

else408:
  goto join409;

join409:
  r_32 = gr240 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc368;
  r_32 = gr240 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc369;
  r_32 = gr240 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc370;
  r_32 = gr240 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc371;
  li_35 = gli238 + (long long)3;
  if (li_35 > gnhi239 - (long long)1) goto gclamp412; else goto gclampj413;

rowerr410:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_36;
  f->err[(long long)3] = ix1_37;
  f->err[(long long)4] = (long long)1;
  goto join411;

join411:
  ix1_37 = (long long)0;
  goto join409;

gclamp412:
  li_35 = gnhi239 - (long long)1;
  goto gclampj413;

gclampj413:
  i_36 = start_0 + li_35;
  ix1_37 = (long long)ifields[i_36];
  if (ix1_37 < (long long)0 || ix1_37 >= (long long)6000) goto then414; else goto else415;

then414:
  if (f->err[(long long)0] == (long long)0) goto rowerr417; else goto join418;

else415:
  goto join416;

join416:
  r_32 = gr240 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc372;
  r_32 = gr240 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc373;
  r_32 = gr240 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc374;
  r_32 = gr240 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_35 * (long long)256 + r_32)]) = gacc375;
  goto gtdone328;

rowerr417:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_36;
  f->err[(long long)3] = ix1_37;
  f->err[(long long)4] = (long long)1;
  goto join418;

join418:
  ix1_37 = (long long)0;
  goto join416;

grow427:
  if (gq424 < (long long)4) goto grbody428; else goto grafter429;

grbody428:
  gr422 = (gq424 + gdir426 * ((long long)3 - (long long)2 * gq424)) * (long long)64;
  gpw419 = &PK_3[((gr422 + (long long)0) * (long long)256)];
  gprow423 = gr422 + (long long)0;
  gnhi421 = ne_41;
  gli420 = (long long)0;
  goto gtile430;

grafter429:
  li_44 = (long long)0;
  goto for521;

gtile430:
  if (gli420 + (long long)3 < gnhi421) goto gtbody431; else goto gtafter432;

gtbody431:
  e_42 = gli420 + (long long)0;
  ck_43 = (long long)children[(ebase_3 + e_42)];
  gx433 = (float *)&S_0[(ck_43 * (long long)256)];
  e_42 = gli420 + (long long)1;
  ck_43 = (long long)children[(ebase_3 + e_42)];
  gx434 = (float *)&S_0[(ck_43 * (long long)256)];
  e_42 = gli420 + (long long)2;
  ck_43 = (long long)children[(ebase_3 + e_42)];
  gx435 = (float *)&S_0[(ck_43 * (long long)256)];
  e_42 = gli420 + (long long)3;
  ck_43 = (long long)children[(ebase_3 + e_42)];
  gx436 = (float *)&S_0[(ck_43 * (long long)256)];
  gacc437 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc438 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc439 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc440 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc441 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc442 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc443 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc444 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc445 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc446 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc447 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc448 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc449 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc450 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc451 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc452 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp454 = gpw419;
  gk453 = (long long)0;
  goto gfor455;

gtafter432:
  if (gnhi421 - gli420 > (long long)0) goto gtclamp471; else goto gtdone470;

gfor455:
  if (gk453 < (long long)256) goto gbody456; else goto gafter457;

gbody456:
  gw458 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp454[(long long)0]);
  gw459 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp454[(long long)16]);
  gw460 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp454[(long long)32]);
  gw461 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp454[(long long)48]);
  gxs462 = gx433[(gk453 + (long long)0)];
  gxb463 = {gxs462, gxs462, gxs462, gxs462, gxs462, gxs462, gxs462, gxs462, gxs462, gxs462, gxs462, gxs462, gxs462, gxs462, gxs462, gxs462};
  gacc437 += gw458 * gxb463;
  gacc438 += gw459 * gxb463;
  gacc439 += gw460 * gxb463;
  gacc440 += gw461 * gxb463;
  gxs464 = gx434[(gk453 + (long long)0)];
  gxb465 = {gxs464, gxs464, gxs464, gxs464, gxs464, gxs464, gxs464, gxs464, gxs464, gxs464, gxs464, gxs464, gxs464, gxs464, gxs464, gxs464};
  gacc441 += gw458 * gxb465;
  gacc442 += gw459 * gxb465;
  gacc443 += gw460 * gxb465;
  gacc444 += gw461 * gxb465;
  gxs466 = gx435[(gk453 + (long long)0)];
  gxb467 = {gxs466, gxs466, gxs466, gxs466, gxs466, gxs466, gxs466, gxs466, gxs466, gxs466, gxs466, gxs466, gxs466, gxs466, gxs466, gxs466};
  gacc445 += gw458 * gxb467;
  gacc446 += gw459 * gxb467;
  gacc447 += gw460 * gxb467;
  gacc448 += gw461 * gxb467;
  gxs468 = gx436[(gk453 + (long long)0)];
  gxb469 = {gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468};
  gacc449 += gw458 * gxb469;
  gacc450 += gw459 * gxb469;
  gacc451 += gw460 * gxb469;
  gacc452 += gw461 * gxb469;
  gp454 = &gp454[(long long)64];
  gk453 += (long long)1;
  goto gfor455;

gafter457:
  e_42 = gli420 + (long long)0;
  ck_43 = (long long)children[(ebase_3 + e_42)];
  r_38 = gr422 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc437;
  r_38 = gr422 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc438;
  r_38 = gr422 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc439;
  r_38 = gr422 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc440;
  e_42 = gli420 + (long long)1;
  ck_43 = (long long)children[(ebase_3 + e_42)];
  r_38 = gr422 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc441;
  r_38 = gr422 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc442;
  r_38 = gr422 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc443;
  r_38 = gr422 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc444;
  e_42 = gli420 + (long long)2;
  ck_43 = (long long)children[(ebase_3 + e_42)];
  r_38 = gr422 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc445;
  r_38 = gr422 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc446;
  r_38 = gr422 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc447;
  r_38 = gr422 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc448;
  e_42 = gli420 + (long long)3;
  ck_43 = (long long)children[(ebase_3 + e_42)];
  r_38 = gr422 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc449;
  r_38 = gr422 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc450;
  r_38 = gr422 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc451;
  r_38 = gr422 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc452;
  gli420 += (long long)4;
  goto gtile430;

gtdone470:
  gq424 += (long long)1;
  goto grow427;

gtclamp471:
  e_42 = gli420 + (long long)0;
  ck_43 = (long long)children[(ebase_3 + e_42)];
  gx472 = (float *)&S_0[(ck_43 * (long long)256)];
  e_42 = gli420 + (long long)1;
  if (e_42 > gnhi421 - (long long)1) goto gclamp473; else goto gclampj474;

gclamp473:
  e_42 = gnhi421 - (long long)1;
  goto gclampj474;

gclampj474:
  ck_43 = (long long)children[(ebase_3 + e_42)];
  gx475 = (float *)&S_0[(ck_43 * (long long)256)];
  e_42 = gli420 + (long long)2;
  if (e_42 > gnhi421 - (long long)1) goto gclamp476; else goto gclampj477;

gclamp476:
  e_42 = gnhi421 - (long long)1;
  goto gclampj477;

gclampj477:
  ck_43 = (long long)children[(ebase_3 + e_42)];
  gx478 = (float *)&S_0[(ck_43 * (long long)256)];
  e_42 = gli420 + (long long)3;
  if (e_42 > gnhi421 - (long long)1) goto gclamp479; else goto gclampj480;

gclamp479:
  e_42 = gnhi421 - (long long)1;
  goto gclampj480;

gclampj480:
  ck_43 = (long long)children[(ebase_3 + e_42)];
  gx481 = (float *)&S_0[(ck_43 * (long long)256)];
  gacc482 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc483 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc484 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc485 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc486 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc487 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc488 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc489 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc490 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc491 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc492 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc493 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc494 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc495 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc496 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc497 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp499 = gpw419;
  gk498 = (long long)0;
  goto gfor500;

gfor500:
  if (gk498 < (long long)256) goto gbody501; else goto gafter502;

gbody501:
  gw503 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp499[(long long)0]);
  gw504 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp499[(long long)16]);
  gw505 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp499[(long long)32]);
  gw506 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp499[(long long)48]);
  gxs507 = gx472[(gk498 + (long long)0)];
  gxb508 = {gxs507, gxs507, gxs507, gxs507, gxs507, gxs507, gxs507, gxs507, gxs507, gxs507, gxs507, gxs507, gxs507, gxs507, gxs507, gxs507};
  gacc482 += gw503 * gxb508;
  gacc483 += gw504 * gxb508;
  gacc484 += gw505 * gxb508;
  gacc485 += gw506 * gxb508;
  gxs509 = gx475[(gk498 + (long long)0)];
  gxb510 = {gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509};
  gacc486 += gw503 * gxb510;
  gacc487 += gw504 * gxb510;
  gacc488 += gw505 * gxb510;
  gacc489 += gw506 * gxb510;
  gxs511 = gx478[(gk498 + (long long)0)];
  gxb512 = {gxs511, gxs511, gxs511, gxs511, gxs511, gxs511, gxs511, gxs511, gxs511, gxs511, gxs511, gxs511, gxs511, gxs511, gxs511, gxs511};
  gacc490 += gw503 * gxb512;
  gacc491 += gw504 * gxb512;
  gacc492 += gw505 * gxb512;
  gacc493 += gw506 * gxb512;
  gxs513 = gx481[(gk498 + (long long)0)];
  gxb514 = {gxs513, gxs513, gxs513, gxs513, gxs513, gxs513, gxs513, gxs513, gxs513, gxs513, gxs513, gxs513, gxs513, gxs513, gxs513, gxs513};
  gacc494 += gw503 * gxb514;
  gacc495 += gw504 * gxb514;
  gacc496 += gw505 * gxb514;
  gacc497 += gw506 * gxb514;
  gp499 = &gp499[(long long)64];
  gk498 += (long long)1;
  goto gfor500;

gafter502:
  e_42 = gli420 + (long long)0;
  ck_43 = (long long)children[(ebase_3 + e_42)];
  r_38 = gr422 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc482;
  r_38 = gr422 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc483;
  r_38 = gr422 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc484;
  r_38 = gr422 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc485;
  e_42 = gli420 + (long long)1;
  if (e_42 > gnhi421 - (long long)1) goto gclamp515; else goto gclampj516;

gclamp515:
  e_42 = gnhi421 - (long long)1;
  goto gclampj516;

gclampj516:
  ck_43 = (long long)children[(ebase_3 + e_42)];
  r_38 = gr422 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc486;
  r_38 = gr422 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc487;
  r_38 = gr422 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc488;
  r_38 = gr422 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc489;
  e_42 = gli420 + (long long)2;
  if (e_42 > gnhi421 - (long long)1) goto gclamp517; else goto gclampj518;

gclamp517:
  e_42 = gnhi421 - (long long)1;
  goto gclampj518;

gclampj518:
  ck_43 = (long long)children[(ebase_3 + e_42)];
  r_38 = gr422 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc490;
  r_38 = gr422 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc491;
  r_38 = gr422 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc492;
  r_38 = gr422 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc493;
  e_42 = gli420 + (long long)3;
  if (e_42 > gnhi421 - (long long)1) goto gclamp519; else goto gclampj520;

gclamp519:
  e_42 = gnhi421 - (long long)1;
  goto gclampj520;

gclampj520:
  ck_43 = (long long)children[(ebase_3 + e_42)];
  r_38 = gr422 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc494;
  r_38 = gr422 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc495;
  r_38 = gr422 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc496;
  r_38 = gr422 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(e_42 * (long long)256 + r_38)]) = gacc497;
  goto gtdone470;

for521:
  if (li_44 < n_2) goto body522; else goto after523;

body522:
  i_45 = start_0 + li_44;
  cs_55 = (long long)child_start[i_45];
  nk_56 = (long long)child_start[(i_45 + (long long)1)] - cs_55;
  j_46 = (long long)0;
  goto for524;

after523:
  return;

for524:
  if (j_46 < (long long)256) goto body525; else goto after526;

body525:
  v12_47 = t1[(li_44 * (long long)256 + j_46)] + P_b_i[j_46];
  v13_48 = cx_vsigmoidf (v12_47);
  v20_49 = t2[(li_44 * (long long)256 + j_46)] + P_b_o[j_46];
  v21_50 = cx_vsigmoidf (v20_49);
  v28_51 = t3[(li_44 * (long long)256 + j_46)] + P_b_u[j_46];
  v29_52 = cx_vtanhf (v28_51);
  acc39_54 = (double)0.000000;
  kk_57 = (long long)0;
  goto for527;

after526:
  li_44 += (long long)1;
  goto for521;

for527:
  if (kk_57 < nk_56) goto body528; else goto after529;

body528:
  ck_58 = (long long)children[(cs_55 + kk_57)];
  e_59 = cs_55 + kk_57 - ebase_3;
  v34k_60 = t4[(li_44 * (long long)256 + j_46)] + t5[(e_59 * (long long)256 + j_46)];
  v36k_61 = v34k_60 + P_b_f[j_46];
  v37k_62 = cx_vsigmoidf (v36k_61);
  v38k_63 = v37k_62 * S_1[(ck_58 * (long long)256 + j_46)];
  acc39_54 = acc39_54 + (double)v38k_63;
  kk_57 += (long long)1;
  goto for527;

after529:
  v39_53 = (float)acc39_54;
  v40_64 = v13_48 * v29_52;
  v41_65 = v40_64 + v39_53;
  S_1[(i_45 * (long long)256 + j_46)] = v41_65;
  v42_66 = cx_vtanhf (v41_65);
  v43_67 = v21_50 * v42_66;
  S_0[(i_45 * (long long)256 + j_46)] = v43_67;
  j_46 += (long long)1;
  goto for524;
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
  long long r_16;
  long long k_17;
  float acc15_18;
  long long li_19;
  long long i_20;
  long long ix1_21;
  long long li_22;
  long long i_23;
  long long j_24;
  float v6_25;
  float v7_26;
  float v11_27;
  float v12_28;
  float v16_29;
  float v17_30;
  float v18_31;
  float v19_32;
  float v20_33;
  float * PK_0;
  float * P_W_i;
  float * P_W_o;
  float * P_W_u;

entry:
  PK_0 = f->packed[(long long)0];
  P_W_i = f->params[(long long)1];
  P_W_o = f->params[(long long)2];
  P_W_u = f->params[(long long)3];
  goto start0;

start0:
  r_4 = (long long)0;
  goto pr1;

pr1:
  if (r_4 < (long long)256) goto prb2; else goto pra3;

prb2:
  k_5 = (long long)0;
  goto pk4;

pra3:
  r_10 = (long long)0;
  goto pr7;

pk4:
  if (k_5 < (long long)256) goto pkb5; else goto pka6;

pkb5:
  PK_0[(((r_4 + (long long)0) / (long long)64 * (long long)256 + k_5 + (long long)0) * (long long)64 + (r_4 + (long long)0) % (long long)64)] = P_W_i[(r_4 * (long long)256 + k_5)];
  k_5 += (long long)1;
  goto pk4;

pka6:
  r_4 += (long long)1;
  goto pr1;

pr7:
  if (r_10 < (long long)256) goto prb8; else goto pra9;

prb8:
  k_11 = (long long)0;
  goto pk10;

pra9:
  r_16 = (long long)0;
  goto pr13;

pk10:
  if (k_11 < (long long)256) goto pkb11; else goto pka12;

pkb11:
  PK_0[(((r_10 + (long long)256) / (long long)64 * (long long)256 + k_11 + (long long)0) * (long long)64 + (r_10 + (long long)256) % (long long)64)] = P_W_o[(r_10 * (long long)256 + k_11)];
  k_11 += (long long)1;
  goto pk10;

pka12:
  r_10 += (long long)1;
  goto pr7;

pr13:
  if (r_16 < (long long)256) goto prb14; else goto pra15;

prb14:
  k_17 = (long long)0;
  goto pk16;

pra15:
  return;

pk16:
  if (k_17 < (long long)256) goto pkb17; else goto pka18;

pkb17:
  PK_0[(((r_16 + (long long)512) / (long long)64 * (long long)256 + k_17 + (long long)0) * (long long)64 + (r_16 + (long long)512) % (long long)64)] = P_W_u[(r_16 * (long long)256 + k_17)];
  k_17 += (long long)1;
  goto pk16;

pka18:
  r_16 += (long long)1;
  goto pr13;
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
  float v5_7;
  double acc5_8;
  long long cs_9;
  long long nk_10;
  long long kk_11;
  long long ck_12;
  long long e_13;
  long long r_14;
  long long k_15;
  float acc11_16;
  long long li_17;
  long long i_18;
  long long ix1_19;
  long long r_20;
  long long k_21;
  float acc19_22;
  long long li_23;
  long long i_24;
  long long ix1_25;
  long long r_26;
  long long k_27;
  float acc27_28;
  long long li_29;
  long long i_30;
  long long ix1_31;
  long long r_32;
  long long k_33;
  float acc31_34;
  long long li_35;
  long long i_36;
  long long ix1_37;
  long long r_38;
  long long k_39;
  float acc33_40;
  long long ne_41;
  long long e_42;
  long long ck_43;
  long long li_44;
  long long i_45;
  long long j_46;
  float v12_47;
  float v13_48;
  float v20_49;
  float v21_50;
  float v28_51;
  float v29_52;
  float v39_53;
  double acc39_54;
  long long cs_55;
  long long nk_56;
  long long kk_57;
  long long ck_58;
  long long e_59;
  float v34k_60;
  float v36k_61;
  float v37k_62;
  float v38k_63;
  float v40_64;
  float v41_65;
  float v42_66;
  float v43_67;
  float * PK_1;
  float * P_W_i;
  float * P_U_i;
  float * P_W_o;
  float * P_U_o;
  float * P_W_u;
  float * P_U_u;

entry:
  PK_1 = f->packed[(long long)1];
  P_W_i = f->params[(long long)1];
  P_U_i = f->params[(long long)5];
  P_W_o = f->params[(long long)2];
  P_U_o = f->params[(long long)6];
  P_W_u = f->params[(long long)3];
  P_U_u = f->params[(long long)7];
  goto start0;

start0:
  r_14 = (long long)0;
  goto pr1;

pr1:
  if (r_14 < (long long)256) goto prb2; else goto pra3;

prb2:
  k_15 = (long long)0;
  goto pk4;

pra3:
  r_14 = (long long)0;
  goto pr7;

pk4:
  if (k_15 < (long long)256) goto pkb5; else goto pka6;

pkb5:
  PK_1[(((r_14 + (long long)0) / (long long)64 * (long long)512 + k_15 + (long long)0) * (long long)64 + (r_14 + (long long)0) % (long long)64)] = P_W_i[(r_14 * (long long)256 + k_15)];
  k_15 += (long long)1;
  goto pk4;

pka6:
  r_14 += (long long)1;
  goto pr1;

pr7:
  if (r_14 < (long long)256) goto prb8; else goto pra9;

prb8:
  k_15 = (long long)0;
  goto pk10;

pra9:
  r_20 = (long long)0;
  goto pr13;

pk10:
  if (k_15 < (long long)256) goto pkb11; else goto pka12;

pkb11:
  PK_1[(((r_14 + (long long)0) / (long long)64 * (long long)512 + k_15 + (long long)256) * (long long)64 + (r_14 + (long long)0) % (long long)64)] = P_U_i[(r_14 * (long long)256 + k_15)];
  k_15 += (long long)1;
  goto pk10;

pka12:
  r_14 += (long long)1;
  goto pr7;

pr13:
  if (r_20 < (long long)256) goto prb14; else goto pra15;

prb14:
  k_21 = (long long)0;
  goto pk16;

pra15:
  r_20 = (long long)0;
  goto pr19;

pk16:
  if (k_21 < (long long)256) goto pkb17; else goto pka18;

pkb17:
  PK_1[(((r_20 + (long long)256) / (long long)64 * (long long)512 + k_21 + (long long)0) * (long long)64 + (r_20 + (long long)256) % (long long)64)] = P_W_o[(r_20 * (long long)256 + k_21)];
  k_21 += (long long)1;
  goto pk16;

pka18:
  r_20 += (long long)1;
  goto pr13;

pr19:
  if (r_20 < (long long)256) goto prb20; else goto pra21;

prb20:
  k_21 = (long long)0;
  goto pk22;

pra21:
  r_26 = (long long)0;
  goto pr25;

pk22:
  if (k_21 < (long long)256) goto pkb23; else goto pka24;

pkb23:
  PK_1[(((r_20 + (long long)256) / (long long)64 * (long long)512 + k_21 + (long long)256) * (long long)64 + (r_20 + (long long)256) % (long long)64)] = P_U_o[(r_20 * (long long)256 + k_21)];
  k_21 += (long long)1;
  goto pk22;

pka24:
  r_20 += (long long)1;
  goto pr19;

pr25:
  if (r_26 < (long long)256) goto prb26; else goto pra27;

prb26:
  k_27 = (long long)0;
  goto pk28;

pra27:
  r_26 = (long long)0;
  goto pr31;

pk28:
  if (k_27 < (long long)256) goto pkb29; else goto pka30;

pkb29:
  PK_1[(((r_26 + (long long)512) / (long long)64 * (long long)512 + k_27 + (long long)0) * (long long)64 + (r_26 + (long long)512) % (long long)64)] = P_W_u[(r_26 * (long long)256 + k_27)];
  k_27 += (long long)1;
  goto pk28;

pka30:
  r_26 += (long long)1;
  goto pr25;

pr31:
  if (r_26 < (long long)256) goto prb32; else goto pra33;

prb32:
  k_27 = (long long)0;
  goto pk34;

pra33:
  return;

pk34:
  if (k_27 < (long long)256) goto pkb35; else goto pka36;

pkb35:
  PK_1[(((r_26 + (long long)512) / (long long)64 * (long long)512 + k_27 + (long long)256) * (long long)64 + (r_26 + (long long)512) % (long long)64)] = P_U_u[(r_26 * (long long)256 + k_27)];
  k_27 += (long long)1;
  goto pk34;

pka36:
  r_26 += (long long)1;
  goto pr31;
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
  float v5_7;
  double acc5_8;
  long long cs_9;
  long long nk_10;
  long long kk_11;
  long long ck_12;
  long long e_13;
  long long r_14;
  long long k_15;
  float acc11_16;
  long long li_17;
  long long i_18;
  long long ix1_19;
  long long r_20;
  long long k_21;
  float acc19_22;
  long long li_23;
  long long i_24;
  long long ix1_25;
  long long r_26;
  long long k_27;
  float acc27_28;
  long long li_29;
  long long i_30;
  long long ix1_31;
  long long r_32;
  long long k_33;
  float acc31_34;
  long long li_35;
  long long i_36;
  long long ix1_37;
  long long r_38;
  long long k_39;
  float acc33_40;
  long long ne_41;
  long long e_42;
  long long ck_43;
  long long li_44;
  long long i_45;
  long long j_46;
  float v12_47;
  float v13_48;
  float v20_49;
  float v21_50;
  float v28_51;
  float v29_52;
  float v39_53;
  double acc39_54;
  long long cs_55;
  long long nk_56;
  long long kk_57;
  long long ck_58;
  long long e_59;
  float v34k_60;
  float v36k_61;
  float v37k_62;
  float v38k_63;
  float v40_64;
  float v41_65;
  float v42_66;
  float v43_67;
  float * PK_2;
  float * P_W_f;

entry:
  PK_2 = f->packed[(long long)2];
  P_W_f = f->params[(long long)4];
  goto start0;

start0:
  r_32 = (long long)0;
  goto pr1;

pr1:
  if (r_32 < (long long)256) goto prb2; else goto pra3;

prb2:
  k_33 = (long long)0;
  goto pk4;

pra3:
  return;

pk4:
  if (k_33 < (long long)256) goto pkb5; else goto pka6;

pkb5:
  PK_2[(((r_32 + (long long)0) / (long long)64 * (long long)256 + k_33 + (long long)0) * (long long)64 + (r_32 + (long long)0) % (long long)64)] = P_W_f[(r_32 * (long long)256 + k_33)];
  k_33 += (long long)1;
  goto pk4;

pka6:
  r_32 += (long long)1;
  goto pr1;
}

static void
cx_pack_3 (struct JitFrame * f)
{
  long long start_0;
  long long end_1;
  long long n_2;
  long long ebase_3;
  long long li_4;
  long long i_5;
  long long j_6;
  float v5_7;
  double acc5_8;
  long long cs_9;
  long long nk_10;
  long long kk_11;
  long long ck_12;
  long long e_13;
  long long r_14;
  long long k_15;
  float acc11_16;
  long long li_17;
  long long i_18;
  long long ix1_19;
  long long r_20;
  long long k_21;
  float acc19_22;
  long long li_23;
  long long i_24;
  long long ix1_25;
  long long r_26;
  long long k_27;
  float acc27_28;
  long long li_29;
  long long i_30;
  long long ix1_31;
  long long r_32;
  long long k_33;
  float acc31_34;
  long long li_35;
  long long i_36;
  long long ix1_37;
  long long r_38;
  long long k_39;
  float acc33_40;
  long long ne_41;
  long long e_42;
  long long ck_43;
  long long li_44;
  long long i_45;
  long long j_46;
  float v12_47;
  float v13_48;
  float v20_49;
  float v21_50;
  float v28_51;
  float v29_52;
  float v39_53;
  double acc39_54;
  long long cs_55;
  long long nk_56;
  long long kk_57;
  long long ck_58;
  long long e_59;
  float v34k_60;
  float v36k_61;
  float v37k_62;
  float v38k_63;
  float v40_64;
  float v41_65;
  float v42_66;
  float v43_67;
  float * PK_3;
  float * P_U_f;

entry:
  PK_3 = f->packed[(long long)3];
  P_U_f = f->params[(long long)8];
  goto start0;

start0:
  r_38 = (long long)0;
  goto pr1;

pr1:
  if (r_38 < (long long)256) goto prb2; else goto pra3;

prb2:
  k_39 = (long long)0;
  goto pk4;

pra3:
  return;

pk4:
  if (k_39 < (long long)256) goto pkb5; else goto pka6;

pkb5:
  PK_3[(((r_38 + (long long)0) / (long long)64 * (long long)256 + k_39 + (long long)0) * (long long)64 + (r_38 + (long long)0) % (long long)64)] = P_U_f[(r_38 * (long long)256 + k_39)];
  k_39 += (long long)1;
  goto pk4;

pka6:
  r_38 += (long long)1;
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

