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
  long long r_4;
  long long k_5;
  float acc9_6;
  long long li_7;
  long long i_8;
  long long ix1_9;
  long long r_10;
  long long k_11;
  float acc12_12;
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
  float v10_25;
  float v11_26;
  float v13_27;
  float v14_28;
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
  P_b_o = f->params[(long long)11];
  P_b_u = f->params[(long long)12];
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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then33; else goto else34;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then39; else goto else40;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then45; else goto else46;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then51; else goto else52;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then90; else goto else91;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then95; else goto else96;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then100; else goto else101;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then105; else goto else106;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then112; else goto else113;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then120; else goto else121;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then128; else goto else129;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then136; else goto else137;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then175; else goto else176;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then182; else goto else183;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then189; else goto else190;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then196; else goto else197;

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
  v10_25 = t0[(li_22 * (long long)256 + j_24)] + P_b_i[j_24];
  v11_26 = cx_vsigmoidf (v10_25);
  v13_27 = t1[(li_22 * (long long)256 + j_24)] + P_b_o[j_24];
  v14_28 = cx_vsigmoidf (v13_27);
  v16_29 = t2[(li_22 * (long long)256 + j_24)] + P_b_u[j_24];
  v17_30 = cx_vtanhf (v16_29);
  v18_31 = v11_26 * v17_30;
  S_1[(i_23 * (long long)256 + j_24)] = v18_31;
  v19_32 = cx_vtanhf (v18_31);
  v20_33 = v14_28 * v19_32;
  S_0[(i_23 * (long long)256 + j_24)] = v20_33;
  gj7 += (long long)1;
  goto for204;

after206:
  li_22 += (long long)1;
  goto for201;
}

extern void
cx_branch1_internal (struct JitFrame * f, int start, int end)
{
  long long start_0;
  long long end_1;
  long long n_2;
  long long ebase_3;
  long long r_4;
  long long k_5;
  float acc19_6;
  long long li_7;
  long long i_8;
  long long ix1_9;
  long long cs_10;
  long long c0_11;
  long long r_12;
  long long k_13;
  float acc24_14;
  long long li_15;
  long long i_16;
  long long ix1_17;
  long long cs_18;
  long long c0_19;
  long long r_20;
  long long k_21;
  float acc29_22;
  long long li_23;
  long long i_24;
  long long ix1_25;
  long long cs_26;
  long long c0_27;
  long long r_28;
  long long k_29;
  float acc34_30;
  long long li_31;
  long long i_32;
  long long ix1_33;
  long long cs_34;
  long long c0_35;
  long long li_36;
  long long i_37;
  long long j_38;
  float v20_39;
  float v21_40;
  float v25_41;
  float v26_42;
  float v30_43;
  float v31_44;
  float v35_45;
  float v36_46;
  float v37_47;
  long long cs_48;
  long long c0_49;
  float v38_50;
  float v39_51;
  float v40_52;
  float v41_53;
  long long toff;
  float * t0;
  float * t1;
  float * t2;
  float * t3;
  int * child_start;
  float * PK_1;
  float * gpw1;
  long long gli2;
  long long gnhi3;
  long long gr4;
  long long gprow5;
  long long gq6;
  long long gj7;
  long long gdir8;
  float *[4] gtab9;
  long long gm10;
  long long gme11;
  float * gmt12;
  long long grlo13;
  long long grhi14;
  long long grfhi15;
  long long grP16;
  long long grp17;
  int * ifields;
  int * children;
  long long glit40;
  float * P_E;
  float * gx41;
  float * S_0;
  float * gx42;
  long long glit50;
  float * gx51;
  float * gx52;
  long long glit60;
  float * gx61;
  float * gx62;
  long long glit70;
  float * gx71;
  float * gx72;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc73;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc74;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc75;
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
  float gxs102;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb103;
  float gxs104;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb105;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot106;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot107;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot108;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot109;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot110;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot111;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot112;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot113;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot114;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot115;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot116;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot117;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot118;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot119;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot120;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot121;
  bool lpok122;
  long long lpslot123;
  long long lpslot124;
  long long lpslot125;
  long long lpslot126;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw135;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw136;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw137;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw138;
  float gxs139;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb140;
  float gxs141;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb142;
  float gxs143;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb144;
  float gxs145;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb146;
  long long glit193;
  float * gx194;
  float * gx195;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc196;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc197;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc198;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc199;
  long long gk200;
  float * gp201;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw205;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw206;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw207;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw208;
  float gxs209;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb210;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot211;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot212;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot213;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot214;
  bool lpok215;
  long long lpslot216;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw225;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw226;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw227;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw228;
  float gxs229;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb230;
  long long glit249;
  float * gx250;
  float * gx251;
  long long glit259;
  float * gx260;
  float * gx261;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc262;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc263;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc264;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc265;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc266;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc267;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc268;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc269;
  long long gk270;
  float * gp271;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw275;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw276;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw277;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw278;
  float gxs279;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb280;
  float gxs281;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb282;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot283;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot284;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot285;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot286;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot287;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot288;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot289;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot290;
  bool lpok291;
  long long lpslot292;
  long long lpslot293;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw302;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw303;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw304;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw305;
  float gxs306;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb307;
  float gxs308;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb309;
  long long glit337;
  float * gx338;
  float * gx339;
  long long glit347;
  float * gx348;
  float * gx349;
  long long glit357;
  float * gx358;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot387;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot388;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot389;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot390;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot391;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot392;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot393;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot394;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot395;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot396;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot397;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot398;
  bool lpok399;
  long long lpslot400;
  long long lpslot401;
  long long lpslot402;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw411;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw412;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw413;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw414;
  float gxs415;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb416;
  float gxs417;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb418;
  float gxs419;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb420;
  float * P_b_i;
  float * P_b_f;
  float * P_b_o;
  float * P_b_u;
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
  child_start = f->child_start;
  PK_1 = f->packed[(long long)1];
  ifields = f->ifields;
  children = f->children;
  P_E = f->params[(long long)0];
  S_0 = f->states[(long long)0];
  P_b_i = f->params[(long long)9];
  P_b_f = f->params[(long long)10];
  P_b_o = f->params[(long long)11];
  P_b_u = f->params[(long long)12];
  S_1 = f->states[(long long)1];
  goto start0;

start0:
  n_2 = end_1 - start_0;
  ebase_3 = (long long)child_start[start_0];
  gdir8 = (long long)f->level & (long long)1;
  gtab9[(long long)0] = t0;
  gtab9[(long long)1] = t1;
  gtab9[(long long)2] = t2;
  gtab9[(long long)3] = t3;
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
  if (gm10 < (long long)4) goto gmbody28; else goto gmafter29;

gmbody28:
  gme11 = gm10 + gdir8 * ((long long)3 - (long long)2 * gm10);
  gmt12 = gtab9[gme11];
  gpw1 = &PK_1[((gr4 + gme11 * (long long)256) * (long long)512)];
  gprow5 = gr4 + gme11 * (long long)256;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile30;

gmafter29:
  li_36 = (long long)0;
  goto for448;

gtile30:
  if (gli2 + (long long)3 < gnhi3) goto gtbody31; else goto gtafter32;

gtbody31:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm33; else goto gpermj34;

gtafter32:
  if (gnhi3 - gli2 == (long long)1) goto gtrest184; else goto gtnext185;

gperm33:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj34;

gpermj34:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then35; else goto else36;

then35:
  if (f->err[(long long)0] == (long long)0) goto rowerr38; else goto join39;

else36:
  goto join37;

join37:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit40 = li_7;
  gx41 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx42 = (float *)&S_0[(c0_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm43; else goto gpermj44;

rowerr38:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join39;

join39:
  ix1_9 = (long long)0;
  goto join37;

gperm43:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj44;

gpermj44:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then45; else goto else46;

then45:
  if (f->err[(long long)0] == (long long)0) goto rowerr48; else goto join49;

else46:
  goto join47;

join47:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit50 = li_7;
  gx51 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx52 = (float *)&S_0[(c0_11 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm53; else goto gpermj54;

rowerr48:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join49;

join49:
  ix1_9 = (long long)0;
  goto join47;

gperm53:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj54;

gpermj54:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then55; else goto else56;

then55:
  if (f->err[(long long)0] == (long long)0) goto rowerr58; else goto join59;

else56:
  goto join57;

join57:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit60 = li_7;
  gx61 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx62 = (float *)&S_0[(c0_11 * (long long)256)];
  li_7 = gli2 + (long long)3;
  if (f->lp_perm != (int *)NULL) goto gperm63; else goto gpermj64;

rowerr58:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join59;

join59:
  ix1_9 = (long long)0;
  goto join57;

gperm63:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj64;

gpermj64:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then65; else goto else66;

then65:
  if (f->err[(long long)0] == (long long)0) goto rowerr68; else goto join69;

else66:
  goto join67;

join67:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit70 = li_7;
  gx71 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx72 = (float *)&S_0[(c0_11 * (long long)256)];
  gacc73 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc74 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc75 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
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
  gp90 = gpw1;
  gk89 = (long long)0;
  goto gfor91;

rowerr68:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join69;

join69:
  ix1_9 = (long long)0;
  goto join67;

gfor91:
  if (gk89 < (long long)256) goto gbody92; else goto gafter93;

gbody92:
  gw94 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp90[(long long)0]);
  gw95 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp90[(long long)16]);
  gw96 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp90[(long long)32]);
  gw97 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp90[(long long)48]);
  gxs98 = gx41[(gk89 + (long long)0)];
  gxb99 = {gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98};
  gacc73 += gw94 * gxb99;
  gacc74 += gw95 * gxb99;
  gacc75 += gw96 * gxb99;
  gacc76 += gw97 * gxb99;
  gxs100 = gx51[(gk89 + (long long)0)];
  gxb101 = {gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100};
  gacc77 += gw94 * gxb101;
  gacc78 += gw95 * gxb101;
  gacc79 += gw96 * gxb101;
  gacc80 += gw97 * gxb101;
  gxs102 = gx61[(gk89 + (long long)0)];
  gxb103 = {gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102};
  gacc81 += gw94 * gxb103;
  gacc82 += gw95 * gxb103;
  gacc83 += gw96 * gxb103;
  gacc84 += gw97 * gxb103;
  gxs104 = gx71[(gk89 + (long long)0)];
  gxb105 = {gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104};
  gacc85 += gw94 * gxb105;
  gacc86 += gw95 * gxb105;
  gacc87 += gw96 * gxb105;
  gacc88 += gw97 * gxb105;
  gp90 = &gp90[(long long)64];
  gk89 += (long long)1;
  goto gfor91;

gafter93:
  gtot106 = gacc73;
  gtot107 = gacc74;
  gtot108 = gacc75;
  gtot109 = gacc76;
  gtot110 = gacc77;
  gtot111 = gacc78;
  gtot112 = gacc79;
  gtot113 = gacc80;
  gtot114 = gacc81;
  gtot115 = gacc82;
  gtot116 = gacc83;
  gtot117 = gacc84;
  gtot118 = gacc85;
  gtot119 = gacc86;
  gtot120 = gacc87;
  gtot121 = gacc88;
  gacc73 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc74 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc75 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
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
  lpok122 = (bool)0;
  lpslot123 = (long long)-1;
  lpslot124 = (long long)-1;
  lpslot125 = (long long)-1;
  lpslot126 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk127; else goto lpdec128;

lpchk127:
  lpslot123 = (long long)f->lp_slot[(long long)0][(start_0 + glit40)];
  lpslot124 = (long long)f->lp_slot[(long long)0][(start_0 + glit50)];
  lpslot125 = (long long)f->lp_slot[(long long)0][(start_0 + glit60)];
  lpslot126 = (long long)f->lp_slot[(long long)0][(start_0 + glit70)];
  lpok122 = lpslot123 >= (long long)0 && lpslot124 >= (long long)0 && lpslot125 >= (long long)0 && lpslot126 >= (long long)0;
  goto lpdec128;

lpdec128:
  if (lpok122) goto lphit129; else goto lpmiss130;

lphit129:
  gacc73 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot123 * (long long)1024 + gprow5 + (long long)0)]);
  gacc74 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot123 * (long long)1024 + gprow5 + (long long)16)]);
  gacc75 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot123 * (long long)1024 + gprow5 + (long long)32)]);
  gacc76 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot123 * (long long)1024 + gprow5 + (long long)48)]);
  gacc77 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot124 * (long long)1024 + gprow5 + (long long)0)]);
  gacc78 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot124 * (long long)1024 + gprow5 + (long long)16)]);
  gacc79 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot124 * (long long)1024 + gprow5 + (long long)32)]);
  gacc80 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot124 * (long long)1024 + gprow5 + (long long)48)]);
  gacc81 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot125 * (long long)1024 + gprow5 + (long long)0)]);
  gacc82 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot125 * (long long)1024 + gprow5 + (long long)16)]);
  gacc83 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot125 * (long long)1024 + gprow5 + (long long)32)]);
  gacc84 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot125 * (long long)1024 + gprow5 + (long long)48)]);
  gacc85 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot126 * (long long)1024 + gprow5 + (long long)0)]);
  gacc86 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot126 * (long long)1024 + gprow5 + (long long)16)]);
  gacc87 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot126 * (long long)1024 + gprow5 + (long long)32)]);
  gacc88 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot126 * (long long)1024 + gprow5 + (long long)48)]);
  gp90 = &gp90[(long long)16384];
  goto lpjoin131;

lpmiss130:
  gk89 = (long long)0;
  goto gfor132;

lpjoin131:
  gtot106 += gacc73;
  gtot107 += gacc74;
  gtot108 += gacc75;
  gtot109 += gacc76;
  gtot110 += gacc77;
  gtot111 += gacc78;
  gtot112 += gacc79;
  gtot113 += gacc80;
  gtot114 += gacc81;
  gtot115 += gacc82;
  gtot116 += gacc83;
  gtot117 += gacc84;
  gtot118 += gacc85;
  gtot119 += gacc86;
  gtot120 += gacc87;
  gtot121 += gacc88;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm155; else goto gpermj156;

gfor132:
  if (gk89 < (long long)256) goto gbody133; else goto gafter134;

gbody133:
  gw135 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp90[(long long)0]);
  gw136 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp90[(long long)16]);
  gw137 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp90[(long long)32]);
  gw138 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp90[(long long)48]);
  gxs139 = gx42[(gk89 + (long long)0)];
  gxb140 = {gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139};
  gacc73 += gw135 * gxb140;
  gacc74 += gw136 * gxb140;
  gacc75 += gw137 * gxb140;
  gacc76 += gw138 * gxb140;
  gxs141 = gx52[(gk89 + (long long)0)];
  gxb142 = {gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141};
  gacc77 += gw135 * gxb142;
  gacc78 += gw136 * gxb142;
  gacc79 += gw137 * gxb142;
  gacc80 += gw138 * gxb142;
  gxs143 = gx62[(gk89 + (long long)0)];
  gxb144 = {gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143};
  gacc81 += gw135 * gxb144;
  gacc82 += gw136 * gxb144;
  gacc83 += gw137 * gxb144;
  gacc84 += gw138 * gxb144;
  gxs145 = gx72[(gk89 + (long long)0)];
  gxb146 = {gxs145, gxs145, gxs145, gxs145, gxs145, gxs145, gxs145, gxs145, gxs145, gxs145, gxs145, gxs145, gxs145, gxs145, gxs145, gxs145};
  gacc85 += gw135 * gxb146;
  gacc86 += gw136 * gxb146;
  gacc87 += gw137 * gxb146;
  gacc88 += gw138 * gxb146;
  gp90 = &gp90[(long long)64];
  gk89 += (long long)1;
  goto gfor132;

gafter134:
  if (lpslot123 <= (long long)-2) goto lpwr147; else goto lpwn148;

lpwr147:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot123) * (long long)1024 + gprow5 + (long long)0)]) = gacc73;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot123) * (long long)1024 + gprow5 + (long long)16)]) = gacc74;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot123) * (long long)1024 + gprow5 + (long long)32)]) = gacc75;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot123) * (long long)1024 + gprow5 + (long long)48)]) = gacc76;
  goto lpwn148;

lpwn148:
  if (lpslot124 <= (long long)-2) goto lpwr149; else goto lpwn150;

lpwr149:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot124) * (long long)1024 + gprow5 + (long long)0)]) = gacc77;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot124) * (long long)1024 + gprow5 + (long long)16)]) = gacc78;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot124) * (long long)1024 + gprow5 + (long long)32)]) = gacc79;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot124) * (long long)1024 + gprow5 + (long long)48)]) = gacc80;
  goto lpwn150;

lpwn150:
  if (lpslot125 <= (long long)-2) goto lpwr151; else goto lpwn152;

lpwr151:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot125) * (long long)1024 + gprow5 + (long long)0)]) = gacc81;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot125) * (long long)1024 + gprow5 + (long long)16)]) = gacc82;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot125) * (long long)1024 + gprow5 + (long long)32)]) = gacc83;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot125) * (long long)1024 + gprow5 + (long long)48)]) = gacc84;
  goto lpwn152;

lpwn152:
  if (lpslot126 <= (long long)-2) goto lpwr153; else goto lpwn154;

lpwr153:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot126) * (long long)1024 + gprow5 + (long long)0)]) = gacc85;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot126) * (long long)1024 + gprow5 + (long long)16)]) = gacc86;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot126) * (long long)1024 + gprow5 + (long long)32)]) = gacc87;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot126) * (long long)1024 + gprow5 + (long long)48)]) = gacc88;
  goto lpwn154;

lpwn154:
  goto lpjoin131;

gperm155:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj156;

gpermj156:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then157; else goto else158;

then157:
  if (f->err[(long long)0] == (long long)0) goto rowerr160; else goto join161;

else158:
  goto join159;

join159:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot106;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot107;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot108;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot109;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm162; else goto gpermj163;

rowerr160:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join161;

join161:
  ix1_9 = (long long)0;
  goto join159;

gperm162:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj163;

gpermj163:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then164; else goto else165;

then164:
  if (f->err[(long long)0] == (long long)0) goto rowerr167; else goto join168;

else165:
  goto join166;

join166:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot110;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot111;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot112;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot113;
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm169; else goto gpermj170;

rowerr167:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join168;

join168:
  ix1_9 = (long long)0;
  goto join166;

gperm169:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj170;

gpermj170:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then171; else goto else172;

then171:
  if (f->err[(long long)0] == (long long)0) goto rowerr174; else goto join175;

else172:
  goto join173;

join173:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot114;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot115;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot116;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot117;
  li_7 = gli2 + (long long)3;
  if (f->lp_perm != (int *)NULL) goto gperm176; else goto gpermj177;

rowerr174:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join175;

join175:
  ix1_9 = (long long)0;
  goto join173;

gperm176:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj177;

gpermj177:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then178; else goto else179;

then178:
  if (f->err[(long long)0] == (long long)0) goto rowerr181; else goto join182;

else179:
  goto join180;

join180:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot118;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot119;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot120;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot121;
  gli2 += (long long)4;
  goto gtile30;

rowerr181:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join182;

join182:
  ix1_9 = (long long)0;
  goto join180;

gtdone183:
  gm10 += (long long)1;
  goto gmem27;

gtrest184:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm186; else goto gpermj187;

gtnext185:
  if (gnhi3 - gli2 == (long long)2) goto gtrest240; else goto gtnext241;

gperm186:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj187;

gpermj187:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then188; else goto else189;

then188:
  if (f->err[(long long)0] == (long long)0) goto rowerr191; else goto join192;

else189:
  goto join190;

join190:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit193 = li_7;
  gx194 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx195 = (float *)&S_0[(c0_11 * (long long)256)];
  gacc196 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc197 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc198 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc199 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp201 = gpw1;
  gk200 = (long long)0;
  goto gfor202;

rowerr191:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join192;

join192:
  ix1_9 = (long long)0;
  goto join190;

gfor202:
  if (gk200 < (long long)256) goto gbody203; else goto gafter204;

gbody203:
  gw205 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp201[(long long)0]);
  gw206 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp201[(long long)16]);
  gw207 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp201[(long long)32]);
  gw208 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp201[(long long)48]);
  gxs209 = gx194[(gk200 + (long long)0)];
  gxb210 = {gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209};
  gacc196 += gw205 * gxb210;
  gacc197 += gw206 * gxb210;
  gacc198 += gw207 * gxb210;
  gacc199 += gw208 * gxb210;
  gp201 = &gp201[(long long)64];
  gk200 += (long long)1;
  goto gfor202;

gafter204:
  gtot211 = gacc196;
  gtot212 = gacc197;
  gtot213 = gacc198;
  gtot214 = gacc199;
  gacc196 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc197 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc198 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc199 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok215 = (bool)0;
  lpslot216 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk217; else goto lpdec218;

lpchk217:
  lpslot216 = (long long)f->lp_slot[(long long)0][(start_0 + glit193)];
  lpok215 = lpslot216 >= (long long)0;
  goto lpdec218;

lpdec218:
  if (lpok215) goto lphit219; else goto lpmiss220;

lphit219:
  gacc196 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot216 * (long long)1024 + gprow5 + (long long)0)]);
  gacc197 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot216 * (long long)1024 + gprow5 + (long long)16)]);
  gacc198 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot216 * (long long)1024 + gprow5 + (long long)32)]);
  gacc199 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot216 * (long long)1024 + gprow5 + (long long)48)]);
  gp201 = &gp201[(long long)16384];
  goto lpjoin221;

lpmiss220:
  gk200 = (long long)0;
  goto gfor222;

lpjoin221:
  gtot211 += gacc196;
  gtot212 += gacc197;
  gtot213 += gacc198;
  gtot214 += gacc199;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm233; else goto gpermj234;

gfor222:
  if (gk200 < (long long)256) goto gbody223; else goto gafter224;

gbody223:
  gw225 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp201[(long long)0]);
  gw226 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp201[(long long)16]);
  gw227 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp201[(long long)32]);
  gw228 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp201[(long long)48]);
  gxs229 = gx195[(gk200 + (long long)0)];
  gxb230 = {gxs229, gxs229, gxs229, gxs229, gxs229, gxs229, gxs229, gxs229, gxs229, gxs229, gxs229, gxs229, gxs229, gxs229, gxs229, gxs229};
  gacc196 += gw225 * gxb230;
  gacc197 += gw226 * gxb230;
  gacc198 += gw227 * gxb230;
  gacc199 += gw228 * gxb230;
  gp201 = &gp201[(long long)64];
  gk200 += (long long)1;
  goto gfor222;

gafter224:
  if (lpslot216 <= (long long)-2) goto lpwr231; else goto lpwn232;

lpwr231:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot216) * (long long)1024 + gprow5 + (long long)0)]) = gacc196;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot216) * (long long)1024 + gprow5 + (long long)16)]) = gacc197;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot216) * (long long)1024 + gprow5 + (long long)32)]) = gacc198;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot216) * (long long)1024 + gprow5 + (long long)48)]) = gacc199;
  goto lpwn232;

lpwn232:
  goto lpjoin221;

gperm233:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj234;

gpermj234:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then235; else goto else236;

then235:
  if (f->err[(long long)0] == (long long)0) goto rowerr238; else goto join239;

else236:
  goto join237;

join237:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot211;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot212;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot213;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot214;
  goto gtdone183;

rowerr238:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join239;

join239:
  ix1_9 = (long long)0;
  goto join237;

gtrest240:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm242; else goto gpermj243;

gtnext241:
  if (gnhi3 - gli2 == (long long)3) goto gtrest328; else goto gtnext329;

gperm242:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj243;

gpermj243:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then244; else goto else245;

then244:
  if (f->err[(long long)0] == (long long)0) goto rowerr247; else goto join248;

else245:
  goto join246;

join246:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit249 = li_7;
  gx250 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx251 = (float *)&S_0[(c0_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm252; else goto gpermj253;

rowerr247:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join248;

join248:
  ix1_9 = (long long)0;
  goto join246;

gperm252:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj253;

gpermj253:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then254; else goto else255;

then254:
  if (f->err[(long long)0] == (long long)0) goto rowerr257; else goto join258;

else255:
  goto join256;

join256:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit259 = li_7;
  gx260 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx261 = (float *)&S_0[(c0_11 * (long long)256)];
  gacc262 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc263 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc264 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc265 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc266 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc267 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc268 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc269 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp271 = gpw1;
  gk270 = (long long)0;
  goto gfor272;

rowerr257:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join258;

join258:
  ix1_9 = (long long)0;
  goto join256;

gfor272:
  if (gk270 < (long long)256) goto gbody273; else goto gafter274;

gbody273:
  gw275 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp271[(long long)0]);
  gw276 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp271[(long long)16]);
  gw277 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp271[(long long)32]);
  gw278 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp271[(long long)48]);
  gxs279 = gx250[(gk270 + (long long)0)];
  gxb280 = {gxs279, gxs279, gxs279, gxs279, gxs279, gxs279, gxs279, gxs279, gxs279, gxs279, gxs279, gxs279, gxs279, gxs279, gxs279, gxs279};
  gacc262 += gw275 * gxb280;
  gacc263 += gw276 * gxb280;
  gacc264 += gw277 * gxb280;
  gacc265 += gw278 * gxb280;
  gxs281 = gx260[(gk270 + (long long)0)];
  gxb282 = {gxs281, gxs281, gxs281, gxs281, gxs281, gxs281, gxs281, gxs281, gxs281, gxs281, gxs281, gxs281, gxs281, gxs281, gxs281, gxs281};
  gacc266 += gw275 * gxb282;
  gacc267 += gw276 * gxb282;
  gacc268 += gw277 * gxb282;
  gacc269 += gw278 * gxb282;
  gp271 = &gp271[(long long)64];
  gk270 += (long long)1;
  goto gfor272;

gafter274:
  gtot283 = gacc262;
  gtot284 = gacc263;
  gtot285 = gacc264;
  gtot286 = gacc265;
  gtot287 = gacc266;
  gtot288 = gacc267;
  gtot289 = gacc268;
  gtot290 = gacc269;
  gacc262 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc263 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc264 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc265 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc266 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc267 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc268 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc269 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok291 = (bool)0;
  lpslot292 = (long long)-1;
  lpslot293 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk294; else goto lpdec295;

lpchk294:
  lpslot292 = (long long)f->lp_slot[(long long)0][(start_0 + glit249)];
  lpslot293 = (long long)f->lp_slot[(long long)0][(start_0 + glit259)];
  lpok291 = lpslot292 >= (long long)0 && lpslot293 >= (long long)0;
  goto lpdec295;

lpdec295:
  if (lpok291) goto lphit296; else goto lpmiss297;

lphit296:
  gacc262 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot292 * (long long)1024 + gprow5 + (long long)0)]);
  gacc263 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot292 * (long long)1024 + gprow5 + (long long)16)]);
  gacc264 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot292 * (long long)1024 + gprow5 + (long long)32)]);
  gacc265 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot292 * (long long)1024 + gprow5 + (long long)48)]);
  gacc266 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot293 * (long long)1024 + gprow5 + (long long)0)]);
  gacc267 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot293 * (long long)1024 + gprow5 + (long long)16)]);
  gacc268 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot293 * (long long)1024 + gprow5 + (long long)32)]);
  gacc269 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot293 * (long long)1024 + gprow5 + (long long)48)]);
  gp271 = &gp271[(long long)16384];
  goto lpjoin298;

lpmiss297:
  gk270 = (long long)0;
  goto gfor299;

lpjoin298:
  gtot283 += gacc262;
  gtot284 += gacc263;
  gtot285 += gacc264;
  gtot286 += gacc265;
  gtot287 += gacc266;
  gtot288 += gacc267;
  gtot289 += gacc268;
  gtot290 += gacc269;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm314; else goto gpermj315;

gfor299:
  if (gk270 < (long long)256) goto gbody300; else goto gafter301;

gbody300:
  gw302 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp271[(long long)0]);
  gw303 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp271[(long long)16]);
  gw304 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp271[(long long)32]);
  gw305 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp271[(long long)48]);
  gxs306 = gx251[(gk270 + (long long)0)];
  gxb307 = {gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306, gxs306};
  gacc262 += gw302 * gxb307;
  gacc263 += gw303 * gxb307;
  gacc264 += gw304 * gxb307;
  gacc265 += gw305 * gxb307;
  gxs308 = gx261[(gk270 + (long long)0)];
  gxb309 = {gxs308, gxs308, gxs308, gxs308, gxs308, gxs308, gxs308, gxs308, gxs308, gxs308, gxs308, gxs308, gxs308, gxs308, gxs308, gxs308};
  gacc266 += gw302 * gxb309;
  gacc267 += gw303 * gxb309;
  gacc268 += gw304 * gxb309;
  gacc269 += gw305 * gxb309;
  gp271 = &gp271[(long long)64];
  gk270 += (long long)1;
  goto gfor299;

gafter301:
  if (lpslot292 <= (long long)-2) goto lpwr310; else goto lpwn311;

lpwr310:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot292) * (long long)1024 + gprow5 + (long long)0)]) = gacc262;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot292) * (long long)1024 + gprow5 + (long long)16)]) = gacc263;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot292) * (long long)1024 + gprow5 + (long long)32)]) = gacc264;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot292) * (long long)1024 + gprow5 + (long long)48)]) = gacc265;
  goto lpwn311;

lpwn311:
  if (lpslot293 <= (long long)-2) goto lpwr312; else goto lpwn313;

lpwr312:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot293) * (long long)1024 + gprow5 + (long long)0)]) = gacc266;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot293) * (long long)1024 + gprow5 + (long long)16)]) = gacc267;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot293) * (long long)1024 + gprow5 + (long long)32)]) = gacc268;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot293) * (long long)1024 + gprow5 + (long long)48)]) = gacc269;
  goto lpwn313;

lpwn313:
  goto lpjoin298;

gperm314:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj315;

gpermj315:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then316; else goto else317;

then316:
  if (f->err[(long long)0] == (long long)0) goto rowerr319; else goto join320;

else317:
  goto join318;

join318:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot283;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot284;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot285;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot286;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm321; else goto gpermj322;

rowerr319:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join320;

join320:
  ix1_9 = (long long)0;
  goto join318;

gperm321:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj322;

gpermj322:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then323; else goto else324;

then323:
  if (f->err[(long long)0] == (long long)0) goto rowerr326; else goto join327;

else324:
  goto join325;

join325:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot287;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot288;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot289;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot290;
  goto gtdone183;

rowerr326:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join327;

join327:
  ix1_9 = (long long)0;
  goto join325;

gtrest328:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm330; else goto gpermj331;

gtnext329:
  goto gtdone183;

gperm330:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj331;

gpermj331:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then332; else goto else333;

then332:
  if (f->err[(long long)0] == (long long)0) goto rowerr335; else goto join336;

else333:
  goto join334;

join334:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit337 = li_7;
  gx338 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx339 = (float *)&S_0[(c0_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm340; else goto gpermj341;

rowerr335:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join336;

join336:
  ix1_9 = (long long)0;
  goto join334;

gperm340:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj341;

gpermj341:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then342; else goto else343;

then342:
  if (f->err[(long long)0] == (long long)0) goto rowerr345; else goto join346;

else343:
  goto join344;

join344:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit347 = li_7;
  gx348 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx349 = (float *)&S_0[(c0_11 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm350; else goto gpermj351;

rowerr345:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join346;

join346:
  ix1_9 = (long long)0;
  goto join344;

gperm350:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj351;

gpermj351:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then352; else goto else353;

then352:
  if (f->err[(long long)0] == (long long)0) goto rowerr355; else goto join356;

else353:
  goto join354;

join354:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit357 = li_7;
  gx358 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx359 = (float *)&S_0[(c0_11 * (long long)256)];
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
  gp373 = gpw1;
  gk372 = (long long)0;
  goto gfor374;

rowerr355:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join356;

join356:
  ix1_9 = (long long)0;
  goto join354;

gfor374:
  if (gk372 < (long long)256) goto gbody375; else goto gafter376;

gbody375:
  gw377 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp373[(long long)0]);
  gw378 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp373[(long long)16]);
  gw379 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp373[(long long)32]);
  gw380 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp373[(long long)48]);
  gxs381 = gx338[(gk372 + (long long)0)];
  gxb382 = {gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381};
  gacc360 += gw377 * gxb382;
  gacc361 += gw378 * gxb382;
  gacc362 += gw379 * gxb382;
  gacc363 += gw380 * gxb382;
  gxs383 = gx348[(gk372 + (long long)0)];
  gxb384 = {gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383, gxs383};
  gacc364 += gw377 * gxb384;
  gacc365 += gw378 * gxb384;
  gacc366 += gw379 * gxb384;
  gacc367 += gw380 * gxb384;
  gxs385 = gx358[(gk372 + (long long)0)];
  gxb386 = {gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385, gxs385};
  gacc368 += gw377 * gxb386;
  gacc369 += gw378 * gxb386;
  gacc370 += gw379 * gxb386;
  gacc371 += gw380 * gxb386;
  gp373 = &gp373[(long long)64];
  gk372 += (long long)1;
  goto gfor374;

gafter376:
  gtot387 = gacc360;
  gtot388 = gacc361;
  gtot389 = gacc362;
  gtot390 = gacc363;
  gtot391 = gacc364;
  gtot392 = gacc365;
  gtot393 = gacc366;
  gtot394 = gacc367;
  gtot395 = gacc368;
  gtot396 = gacc369;
  gtot397 = gacc370;
  gtot398 = gacc371;
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
  lpok399 = (bool)0;
  lpslot400 = (long long)-1;
  lpslot401 = (long long)-1;
  lpslot402 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk403; else goto lpdec404;

lpchk403:
  lpslot400 = (long long)f->lp_slot[(long long)0][(start_0 + glit337)];
  lpslot401 = (long long)f->lp_slot[(long long)0][(start_0 + glit347)];
  lpslot402 = (long long)f->lp_slot[(long long)0][(start_0 + glit357)];
  lpok399 = lpslot400 >= (long long)0 && lpslot401 >= (long long)0 && lpslot402 >= (long long)0;
  goto lpdec404;

lpdec404:
  if (lpok399) goto lphit405; else goto lpmiss406;

lphit405:
  gacc360 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot400 * (long long)1024 + gprow5 + (long long)0)]);
  gacc361 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot400 * (long long)1024 + gprow5 + (long long)16)]);
  gacc362 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot400 * (long long)1024 + gprow5 + (long long)32)]);
  gacc363 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot400 * (long long)1024 + gprow5 + (long long)48)]);
  gacc364 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot401 * (long long)1024 + gprow5 + (long long)0)]);
  gacc365 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot401 * (long long)1024 + gprow5 + (long long)16)]);
  gacc366 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot401 * (long long)1024 + gprow5 + (long long)32)]);
  gacc367 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot401 * (long long)1024 + gprow5 + (long long)48)]);
  gacc368 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot402 * (long long)1024 + gprow5 + (long long)0)]);
  gacc369 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot402 * (long long)1024 + gprow5 + (long long)16)]);
  gacc370 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot402 * (long long)1024 + gprow5 + (long long)32)]);
  gacc371 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot402 * (long long)1024 + gprow5 + (long long)48)]);
  gp373 = &gp373[(long long)16384];
  goto lpjoin407;

lpmiss406:
  gk372 = (long long)0;
  goto gfor408;

lpjoin407:
  gtot387 += gacc360;
  gtot388 += gacc361;
  gtot389 += gacc362;
  gtot390 += gacc363;
  gtot391 += gacc364;
  gtot392 += gacc365;
  gtot393 += gacc366;
  gtot394 += gacc367;
  gtot395 += gacc368;
  gtot396 += gacc369;
  gtot397 += gacc370;
  gtot398 += gacc371;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm427; else goto gpermj428;

gfor408:
  if (gk372 < (long long)256) goto gbody409; else goto gafter410;

gbody409:
  gw411 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp373[(long long)0]);
  gw412 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp373[(long long)16]);
  gw413 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp373[(long long)32]);
  gw414 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp373[(long long)48]);
  gxs415 = gx339[(gk372 + (long long)0)];
  gxb416 = {gxs415, gxs415, gxs415, gxs415, gxs415, gxs415, gxs415, gxs415, gxs415, gxs415, gxs415, gxs415, gxs415, gxs415, gxs415, gxs415};
  gacc360 += gw411 * gxb416;
  gacc361 += gw412 * gxb416;
  gacc362 += gw413 * gxb416;
  gacc363 += gw414 * gxb416;
  gxs417 = gx349[(gk372 + (long long)0)];
  gxb418 = {gxs417, gxs417, gxs417, gxs417, gxs417, gxs417, gxs417, gxs417, gxs417, gxs417, gxs417, gxs417, gxs417, gxs417, gxs417, gxs417};
  gacc364 += gw411 * gxb418;
  gacc365 += gw412 * gxb418;
  gacc366 += gw413 * gxb418;
  gacc367 += gw414 * gxb418;
  gxs419 = gx359[(gk372 + (long long)0)];
  gxb420 = {gxs419, gxs419, gxs419, gxs419, gxs419, gxs419, gxs419, gxs419, gxs419, gxs419, gxs419, gxs419, gxs419, gxs419, gxs419, gxs419};
  gacc368 += gw411 * gxb420;
  gacc369 += gw412 * gxb420;
  gacc370 += gw413 * gxb420;
  gacc371 += gw414 * gxb420;
  gp373 = &gp373[(long long)64];
  gk372 += (long long)1;
  goto gfor408;

gafter410:
  if (lpslot400 <= (long long)-2) goto lpwr421; else goto lpwn422;

lpwr421:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot400) * (long long)1024 + gprow5 + (long long)0)]) = gacc360;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot400) * (long long)1024 + gprow5 + (long long)16)]) = gacc361;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot400) * (long long)1024 + gprow5 + (long long)32)]) = gacc362;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot400) * (long long)1024 + gprow5 + (long long)48)]) = gacc363;
  goto lpwn422;

lpwn422:
  if (lpslot401 <= (long long)-2) goto lpwr423; else goto lpwn424;

lpwr423:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot401) * (long long)1024 + gprow5 + (long long)0)]) = gacc364;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot401) * (long long)1024 + gprow5 + (long long)16)]) = gacc365;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot401) * (long long)1024 + gprow5 + (long long)32)]) = gacc366;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot401) * (long long)1024 + gprow5 + (long long)48)]) = gacc367;
  goto lpwn424;

lpwn424:
  if (lpslot402 <= (long long)-2) goto lpwr425; else goto lpwn426;

lpwr425:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot402) * (long long)1024 + gprow5 + (long long)0)]) = gacc368;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot402) * (long long)1024 + gprow5 + (long long)16)]) = gacc369;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot402) * (long long)1024 + gprow5 + (long long)32)]) = gacc370;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot402) * (long long)1024 + gprow5 + (long long)48)]) = gacc371;
  goto lpwn426;

lpwn426:
  goto lpjoin407;

gperm427:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj428;

gpermj428:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then429; else goto else430;

then429:
  if (f->err[(long long)0] == (long long)0) goto rowerr432; else goto join433;

else430:
  goto join431;

join431:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot387;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot388;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot389;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot390;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm434; else goto gpermj435;

rowerr432:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join433;

join433:
  ix1_9 = (long long)0;
  goto join431;

gperm434:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj435;

gpermj435:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then436; else goto else437;

then436:
  if (f->err[(long long)0] == (long long)0) goto rowerr439; else goto join440;

else437:
  goto join438;

join438:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot391;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot392;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot393;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot394;
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm441; else goto gpermj442;

rowerr439:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join440;

join440:
  ix1_9 = (long long)0;
  goto join438;

gperm441:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj442;

gpermj442:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then443; else goto else444;

then443:
  if (f->err[(long long)0] == (long long)0) goto rowerr446; else goto join447;

else444:
  goto join445;

join445:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot395;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot396;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot397;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot398;
  goto gtdone183;

rowerr446:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join447;

join447:
  ix1_9 = (long long)0;
  goto join445;

for448:
  if (li_36 < n_2) goto body449; else goto after450;

body449:
  i_37 = start_0 + li_36;
  cs_48 = (long long)child_start[i_37];
  c0_49 = (long long)children[cs_48];
  gj7 = (long long)0;
  goto for451;

after450:
  gq6 += (long long)1;
  goto grow24;

for451:
  if (gj7 < (long long)64) goto body452; else goto after453;

body452:
  j_38 = gr4 + gj7;
  v20_39 = t0[(li_36 * (long long)256 + j_38)] + P_b_i[j_38];
  v21_40 = cx_vsigmoidf (v20_39);
  v25_41 = t1[(li_36 * (long long)256 + j_38)] + P_b_f[j_38];
  v26_42 = cx_vsigmoidf (v25_41);
  v30_43 = t2[(li_36 * (long long)256 + j_38)] + P_b_o[j_38];
  v31_44 = cx_vsigmoidf (v30_43);
  v35_45 = t3[(li_36 * (long long)256 + j_38)] + P_b_u[j_38];
  v36_46 = cx_vtanhf (v35_45);
  v37_47 = v26_42 * S_1[(c0_49 * (long long)256 + j_38)];
  v38_50 = v21_40 * v36_46;
  v39_51 = v37_47 + v38_50;
  S_1[(i_37 * (long long)256 + j_38)] = v39_51;
  v40_52 = cx_vtanhf (v39_51);
  v41_53 = v31_44 * v40_52;
  S_0[(i_37 * (long long)256 + j_38)] = v41_53;
  gj7 += (long long)1;
  goto for451;

after453:
  li_36 += (long long)1;
  goto for448;
}

extern void
cx_out_h_last (struct JitFrame * f, int * nodes, int count, float * out)
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
  long long r_4;
  long long k_5;
  float acc9_6;
  long long li_7;
  long long i_8;
  long long ix1_9;
  long long r_10;
  long long k_11;
  float acc12_12;
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
  float v10_25;
  float v11_26;
  float v13_27;
  float v14_28;
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
  P_W_o = f->params[(long long)3];
  P_W_u = f->params[(long long)4];
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
  long long r_4;
  long long k_5;
  float acc19_6;
  long long li_7;
  long long i_8;
  long long ix1_9;
  long long cs_10;
  long long c0_11;
  long long r_12;
  long long k_13;
  float acc24_14;
  long long li_15;
  long long i_16;
  long long ix1_17;
  long long cs_18;
  long long c0_19;
  long long r_20;
  long long k_21;
  float acc29_22;
  long long li_23;
  long long i_24;
  long long ix1_25;
  long long cs_26;
  long long c0_27;
  long long r_28;
  long long k_29;
  float acc34_30;
  long long li_31;
  long long i_32;
  long long ix1_33;
  long long cs_34;
  long long c0_35;
  long long li_36;
  long long i_37;
  long long j_38;
  float v20_39;
  float v21_40;
  float v25_41;
  float v26_42;
  float v30_43;
  float v31_44;
  float v35_45;
  float v36_46;
  float v37_47;
  long long cs_48;
  long long c0_49;
  float v38_50;
  float v39_51;
  float v40_52;
  float v41_53;
  float * PK_1;
  float * P_W_i;
  float * P_U_i;
  float * P_W_f;
  float * P_U_f;
  float * P_W_o;
  float * P_U_o;
  float * P_W_u;
  float * P_U_u;

entry:
  PK_1 = f->packed[(long long)1];
  P_W_i = f->params[(long long)1];
  P_U_i = f->params[(long long)5];
  P_W_f = f->params[(long long)2];
  P_U_f = f->params[(long long)6];
  P_W_o = f->params[(long long)3];
  P_U_o = f->params[(long long)7];
  P_W_u = f->params[(long long)4];
  P_U_u = f->params[(long long)8];
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
  r_4 = (long long)0;
  goto pr7;

pk4:
  if (k_5 < (long long)256) goto pkb5; else goto pka6;

pkb5:
  PK_1[(((r_4 + (long long)0) / (long long)64 * (long long)512 + k_5 + (long long)0) * (long long)64 + (r_4 + (long long)0) % (long long)64)] = P_W_i[(r_4 * (long long)256 + k_5)];
  k_5 += (long long)1;
  goto pk4;

pka6:
  r_4 += (long long)1;
  goto pr1;

pr7:
  if (r_4 < (long long)256) goto prb8; else goto pra9;

prb8:
  k_5 = (long long)0;
  goto pk10;

pra9:
  r_12 = (long long)0;
  goto pr13;

pk10:
  if (k_5 < (long long)256) goto pkb11; else goto pka12;

pkb11:
  PK_1[(((r_4 + (long long)0) / (long long)64 * (long long)512 + k_5 + (long long)256) * (long long)64 + (r_4 + (long long)0) % (long long)64)] = P_U_i[(r_4 * (long long)256 + k_5)];
  k_5 += (long long)1;
  goto pk10;

pka12:
  r_4 += (long long)1;
  goto pr7;

pr13:
  if (r_12 < (long long)256) goto prb14; else goto pra15;

prb14:
  k_13 = (long long)0;
  goto pk16;

pra15:
  r_12 = (long long)0;
  goto pr19;

pk16:
  if (k_13 < (long long)256) goto pkb17; else goto pka18;

pkb17:
  PK_1[(((r_12 + (long long)256) / (long long)64 * (long long)512 + k_13 + (long long)0) * (long long)64 + (r_12 + (long long)256) % (long long)64)] = P_W_f[(r_12 * (long long)256 + k_13)];
  k_13 += (long long)1;
  goto pk16;

pka18:
  r_12 += (long long)1;
  goto pr13;

pr19:
  if (r_12 < (long long)256) goto prb20; else goto pra21;

prb20:
  k_13 = (long long)0;
  goto pk22;

pra21:
  r_20 = (long long)0;
  goto pr25;

pk22:
  if (k_13 < (long long)256) goto pkb23; else goto pka24;

pkb23:
  PK_1[(((r_12 + (long long)256) / (long long)64 * (long long)512 + k_13 + (long long)256) * (long long)64 + (r_12 + (long long)256) % (long long)64)] = P_U_f[(r_12 * (long long)256 + k_13)];
  k_13 += (long long)1;
  goto pk22;

pka24:
  r_12 += (long long)1;
  goto pr19;

pr25:
  if (r_20 < (long long)256) goto prb26; else goto pra27;

prb26:
  k_21 = (long long)0;
  goto pk28;

pra27:
  r_20 = (long long)0;
  goto pr31;

pk28:
  if (k_21 < (long long)256) goto pkb29; else goto pka30;

pkb29:
  PK_1[(((r_20 + (long long)512) / (long long)64 * (long long)512 + k_21 + (long long)0) * (long long)64 + (r_20 + (long long)512) % (long long)64)] = P_W_o[(r_20 * (long long)256 + k_21)];
  k_21 += (long long)1;
  goto pk28;

pka30:
  r_20 += (long long)1;
  goto pr25;

pr31:
  if (r_20 < (long long)256) goto prb32; else goto pra33;

prb32:
  k_21 = (long long)0;
  goto pk34;

pra33:
  r_28 = (long long)0;
  goto pr37;

pk34:
  if (k_21 < (long long)256) goto pkb35; else goto pka36;

pkb35:
  PK_1[(((r_20 + (long long)512) / (long long)64 * (long long)512 + k_21 + (long long)256) * (long long)64 + (r_20 + (long long)512) % (long long)64)] = P_U_o[(r_20 * (long long)256 + k_21)];
  k_21 += (long long)1;
  goto pk34;

pka36:
  r_20 += (long long)1;
  goto pr31;

pr37:
  if (r_28 < (long long)256) goto prb38; else goto pra39;

prb38:
  k_29 = (long long)0;
  goto pk40;

pra39:
  r_28 = (long long)0;
  goto pr43;

pk40:
  if (k_29 < (long long)256) goto pkb41; else goto pka42;

pkb41:
  PK_1[(((r_28 + (long long)768) / (long long)64 * (long long)512 + k_29 + (long long)0) * (long long)64 + (r_28 + (long long)768) % (long long)64)] = P_W_u[(r_28 * (long long)256 + k_29)];
  k_29 += (long long)1;
  goto pk40;

pka42:
  r_28 += (long long)1;
  goto pr37;

pr43:
  if (r_28 < (long long)256) goto prb44; else goto pra45;

prb44:
  k_29 = (long long)0;
  goto pk46;

pra45:
  return;

pk46:
  if (k_29 < (long long)256) goto pkb47; else goto pka48;

pkb47:
  PK_1[(((r_28 + (long long)768) / (long long)64 * (long long)512 + k_29 + (long long)256) * (long long)64 + (r_28 + (long long)768) % (long long)64)] = P_U_u[(r_28 * (long long)256 + k_29)];
  k_29 += (long long)1;
  goto pk46;

pka48:
  r_28 += (long long)1;
  goto pr43;
}

extern void
cx_pack (struct JitFrame * f)
{
entry:
  (void)cx_pack_0 (f);
  (void)cx_pack_1 (f);
  return;
}

