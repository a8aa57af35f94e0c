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
  float * gx97;
  float * gx105;
  float * gx113;
  float * gx121;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc122;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc123;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc124;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc125;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc126;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc127;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc128;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc129;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc130;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc131;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc132;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc133;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc134;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc135;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc136;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc137;
  long long gk138;
  float * gp139;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw143;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw144;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw145;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw146;
  float gxs147;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb148;
  float gxs149;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb150;
  float gxs151;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb152;
  float gxs153;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb154;
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
  goto for161;

gtile30:
  if (gli2 + (long long)3 < gnhi3) goto gtbody31; else goto gtafter32;

gtbody31:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then33; else goto else34;

gtafter32:
  if (gnhi3 - gli2 > (long long)0) goto gtclamp91; else goto gtdone90;

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
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc57;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc58;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc59;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc60;
  li_7 = gli2 + (long long)1;
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc61;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc62;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc63;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc64;
  li_7 = gli2 + (long long)2;
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc65;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc66;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc67;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc68;
  li_7 = gli2 + (long long)3;
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

gtdone90:
  gm10 += (long long)1;
  goto gmem27;

gtclamp91:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then92; else goto else93;

then92:
  if (f->err[(long long)0] == (long long)0) goto rowerr95; else goto join96;

else93:
  goto join94;

join94:
  gx97 = (float *)&P_E[(ix1_9 * (long long)64)];
  li_7 = gli2 + (long long)1;
  if (li_7 > gnhi3 - (long long)1) goto gclamp98; else goto gclampj99;

rowerr95:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join96;

join96:
  ix1_9 = (long long)0;
  goto join94;

gclamp98:
  li_7 = gnhi3 - (long long)1;
  goto gclampj99;

gclampj99:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then100; else goto else101;

then100:
  if (f->err[(long long)0] == (long long)0) goto rowerr103; else goto join104;

else101:
  goto join102;

join102:
  gx105 = (float *)&P_E[(ix1_9 * (long long)64)];
  li_7 = gli2 + (long long)2;
  if (li_7 > gnhi3 - (long long)1) goto gclamp106; else goto gclampj107;

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

gclamp106:
  li_7 = gnhi3 - (long long)1;
  goto gclampj107;

gclampj107:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then108; else goto else109;

then108:
  if (f->err[(long long)0] == (long long)0) goto rowerr111; else goto join112;

else109:
  goto join110;

join110:
  gx113 = (float *)&P_E[(ix1_9 * (long long)64)];
  li_7 = gli2 + (long long)3;
  if (li_7 > gnhi3 - (long long)1) goto gclamp114; else goto gclampj115;

rowerr111:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join112;

join112:
  ix1_9 = (long long)0;
  goto join110;

gclamp114:
  li_7 = gnhi3 - (long long)1;
  goto gclampj115;

gclampj115:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then116; else goto else117;

then116:
  if (f->err[(long long)0] == (long long)0) goto rowerr119; else goto join120;

else117:
  goto join118;

join118:
  gx121 = (float *)&P_E[(ix1_9 * (long long)64)];
  gacc122 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc123 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc124 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc125 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc126 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc127 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc128 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc129 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc130 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc131 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc132 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc133 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc134 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc135 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc136 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc137 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp139 = gpw1;
  gk138 = (long long)0;
  goto gfor140;

rowerr119:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join120;

join120:
  ix1_9 = (long long)0;
  goto join118;

gfor140:
  if (gk138 < (long long)64) goto gbody141; else goto gafter142;

gbody141:
  gw143 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp139[(long long)0]);
  gw144 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp139[(long long)16]);
  gw145 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp139[(long long)32]);
  gw146 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp139[(long long)48]);
  gxs147 = gx97[(gk138 + (long long)0)];
  gxb148 = {gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147};
  gacc122 += gw143 * gxb148;
  gacc123 += gw144 * gxb148;
  gacc124 += gw145 * gxb148;
  gacc125 += gw146 * gxb148;
  gxs149 = gx105[(gk138 + (long long)0)];
  gxb150 = {gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149};
  gacc126 += gw143 * gxb150;
  gacc127 += gw144 * gxb150;
  gacc128 += gw145 * gxb150;
  gacc129 += gw146 * gxb150;
  gxs151 = gx113[(gk138 + (long long)0)];
  gxb152 = {gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151};
  gacc130 += gw143 * gxb152;
  gacc131 += gw144 * gxb152;
  gacc132 += gw145 * gxb152;
  gacc133 += gw146 * gxb152;
  gxs153 = gx121[(gk138 + (long long)0)];
  gxb154 = {gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153};
  gacc134 += gw143 * gxb154;
  gacc135 += gw144 * gxb154;
  gacc136 += gw145 * gxb154;
  gacc137 += gw146 * gxb154;
  gp139 = &gp139[(long long)64];
  gk138 += (long long)1;
  goto gfor140;

gafter142:
  li_7 = gli2 + (long long)0;
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc122;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc123;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc124;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc125;
  li_7 = gli2 + (long long)1;
  if (li_7 > gnhi3 - (long long)1) goto gclamp155; else goto gclampj156;

gclamp155:
  li_7 = gnhi3 - (long long)1;
  goto gclampj156;

gclampj156:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc126;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc127;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc128;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc129;
  li_7 = gli2 + (long long)2;
  if (li_7 > gnhi3 - (long long)1) goto gclamp157; else goto gclampj158;

gclamp157:
  li_7 = gnhi3 - (long long)1;
  goto gclampj158;

gclampj158:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc130;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc131;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc132;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc133;
  li_7 = gli2 + (long long)3;
  if (li_7 > gnhi3 - (long long)1) goto gclamp159; else goto gclampj160;

gclamp159:
  li_7 = gnhi3 - (long long)1;
  goto gclampj160;

gclampj160:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc134;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc135;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc136;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gacc137;
  goto gtdone90;

for161:
  if (li_16 < n_2) goto body162; else goto after163;

body162:
  i_17 = start_0 + li_16;
  gj7 = (long long)0;
  goto for164;

after163:
  gq6 += (long long)1;
  goto grow24;

for164:
  if (gj7 < (long long)64) goto body165; else goto after166;

body165:
  j_18 = gr4 + gj7;
  v6_19 = t0[(li_16 * (long long)64 + j_18)] + P_b_g[j_18];
  v7_20 = cx_vsigmoidf (v6_19);
  v11_21 = t1[(li_16 * (long long)64 + j_18)] + P_b[j_18];
  v12_22 = cx_vtanhf (v11_21);
  v13_23 = v7_20 * v12_22;
  S_0[(i_17 * (long long)64 + j_18)] = v13_23;
  gj7 += (long long)1;
  goto for164;

after166:
  li_16 += (long long)1;
  goto for161;
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
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc31;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc32;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc33;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc34;
  li_16 = gli14 + (long long)1;
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc35;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc36;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc37;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc38;
  li_16 = gli14 + (long long)2;
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc39;
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc40;
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc41;
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gacc42;
  li_16 = gli14 + (long long)3;
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
  float * gx52;
  float * gx55;
  float * gx58;
  float * gx61;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc62;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc63;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc64;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc65;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc66;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc67;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc68;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc69;
  long long gk70;
  float * gp71;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw75;
  float gxs76;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb77;
  float gxs78;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb79;
  float gxs80;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb81;
  float gxs82;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb83;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw84;
  float gxs85;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb86;
  float gxs87;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb88;
  float gxs89;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb90;
  float gxs91;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb92;
  float * P_b_s;
  float * gx111;
  float * gx112;
  float * gx113;
  float * gx114;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc115;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc116;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc117;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc118;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc119;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc120;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc121;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc122;
  long long gk123;
  float * gp124;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw128;
  float gxs129;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb130;
  float gxs131;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb132;
  float gxs133;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb134;
  float gxs135;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb136;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw137;
  float gxs138;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb139;
  float gxs140;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb141;
  float gxs142;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb143;
  float gxs144;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb145;
  union cx_vf gu146;
  union cx_vf gu147;
  union cx_vf gu148;
  union cx_vf gu149;
  float * gx152;
  float * gx155;
  float * gx158;
  float * gx161;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc162;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc163;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc164;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc165;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc166;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc167;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc168;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc169;
  long long gk170;
  float * gp171;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw175;
  float gxs176;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb177;
  float gxs178;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb179;
  float gxs180;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb181;
  float gxs182;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb183;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw184;
  float gxs185;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb186;
  float gxs187;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb188;
  float gxs189;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb190;
  float gxs191;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb192;
  union cx_vf gu193;
  union cx_vf gu196;
  union cx_vf gu199;
  union cx_vf gu202;

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
  goto grow105;

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
  if (gnhi3 - gli2 > (long long)0) goto gtclamp51; else goto gtdone50;

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
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gacc19;
  li_4 = gli2 + (long long)1;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gacc20;
  li_4 = gli2 + (long long)2;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gacc21;
  li_4 = gli2 + (long long)3;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gacc22;
  gli2 += (long long)4;
  goto gtile12;

gtdone50:
  li_6 = (long long)0;
  goto for99;

gtclamp51:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  gx52 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)1;
  if (li_4 > gnhi3 - (long long)1) goto gclamp53; else goto gclampj54;

gclamp53:
  li_4 = gnhi3 - (long long)1;
  goto gclampj54;

gclampj54:
  i_5 = (long long)nodes[li_4];
  gx55 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)2;
  if (li_4 > gnhi3 - (long long)1) goto gclamp56; else goto gclampj57;

gclamp56:
  li_4 = gnhi3 - (long long)1;
  goto gclampj57;

gclampj57:
  i_5 = (long long)nodes[li_4];
  gx58 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)3;
  if (li_4 > gnhi3 - (long long)1) goto gclamp59; else goto gclampj60;

gclamp59:
  li_4 = gnhi3 - (long long)1;
  goto gclampj60;

gclampj60:
  i_5 = (long long)nodes[li_4];
  gx61 = (float *)&S_0[(i_5 * (long long)64)];
  gacc62 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc63 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc64 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc65 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc66 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc67 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc68 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc69 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp71 = gpw1;
  gk70 = (long long)0;
  goto gfor72;

gfor72:
  if (gk70 < (long long)64) goto gbody73; else goto gafter74;

gbody73:
  gw75 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp71[(long long)0]);
  gxs76 = gx52[(gk70 + (long long)0)];
  gxb77 = {gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76};
  gacc62 += gw75 * gxb77;
  gxs78 = gx55[(gk70 + (long long)0)];
  gxb79 = {gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78};
  gacc63 += gw75 * gxb79;
  gxs80 = gx58[(gk70 + (long long)0)];
  gxb81 = {gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80};
  gacc64 += gw75 * gxb81;
  gxs82 = gx61[(gk70 + (long long)0)];
  gxb83 = {gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82};
  gacc65 += gw75 * gxb83;
  gw84 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp71[(long long)16]);
  gxs85 = gx52[(gk70 + (long long)1)];
  gxb86 = {gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85};
  gacc66 += gw84 * gxb86;
  gxs87 = gx55[(gk70 + (long long)1)];
  gxb88 = {gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87};
  gacc67 += gw84 * gxb88;
  gxs89 = gx58[(gk70 + (long long)1)];
  gxb90 = {gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89};
  gacc68 += gw84 * gxb90;
  gxs91 = gx61[(gk70 + (long long)1)];
  gxb92 = {gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91};
  gacc69 += gw84 * gxb92;
  gp71 = &gp71[(long long)32];
  gk70 += (long long)2;
  goto gfor72;

gafter74:
  gacc62 += gacc66;
  gacc63 += gacc67;
  gacc64 += gacc68;
  gacc65 += gacc69;
  li_4 = gli2 + (long long)0;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gacc62;
  li_4 = gli2 + (long long)1;
  if (li_4 > gnhi3 - (long long)1) goto gclamp93; else goto gclampj94;

gclamp93:
  li_4 = gnhi3 - (long long)1;
  goto gclampj94;

gclampj94:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gacc63;
  li_4 = gli2 + (long long)2;
  if (li_4 > gnhi3 - (long long)1) goto gclamp95; else goto gclampj96;

gclamp95:
  li_4 = gnhi3 - (long long)1;
  goto gclampj96;

gclampj96:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gacc64;
  li_4 = gli2 + (long long)3;
  if (li_4 > gnhi3 - (long long)1) goto gclamp97; else goto gclampj98;

gclamp97:
  li_4 = gnhi3 - (long long)1;
  goto gclampj98;

gclampj98:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gacc65;
  goto gtdone50;

for99:
  if (li_6 < count_0) goto body100; else goto after101;

body100:
  i_7 = (long long)nodes[li_6];
  gj7 = (long long)0;
  goto for102;

after101:
  gq6 += (long long)1;
  goto grow9;

for102:
  if (gj7 < (long long)16) goto body103; else goto after104;

body103:
  j_8 = gr4 + gj7;
  v4_9 = t0[(li_6 * (long long)17 + j_8)] + P_b_s[j_8];
  t1[(li_6 * (long long)17 + j_8)] = v4_9;
  gj7 += (long long)1;
  goto for102;

after104:
  li_6 += (long long)1;
  goto for99;

grow105:
  if (gq6 < (long long)2) goto grbody106; else goto grafter107;

grbody106:
  gr4 = gq6 * (long long)16;
  gpw1 = &PK_2[((gr4 + (long long)0) * (long long)64)];
  gprow5 = gr4 + (long long)0;
  gnhi3 = count_0;
  gli2 = (long long)0;
  goto gtile108;

grafter107:
  li_10 = (long long)0;
  goto for209;

gtile108:
  if (gli2 + (long long)3 < gnhi3) goto gtbody109; else goto gtafter110;

gtbody109:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  gx111 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  gx112 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  gx113 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)3;
  i_5 = (long long)nodes[li_4];
  gx114 = (float *)&S_0[(i_5 * (long long)64)];
  gacc115 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc116 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc117 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc118 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc119 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc120 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc121 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc122 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp124 = gpw1;
  gk123 = (long long)0;
  goto gfor125;

gtafter110:
  if (gnhi3 - gli2 > (long long)0) goto gtclamp151; else goto gtdone150;

gfor125:
  if (gk123 < (long long)64) goto gbody126; else goto gafter127;

gbody126:
  gw128 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp124[(long long)0]);
  gxs129 = gx111[(gk123 + (long long)0)];
  gxb130 = {gxs129, gxs129, gxs129, gxs129, gxs129, gxs129, gxs129, gxs129, gxs129, gxs129, gxs129, gxs129, gxs129, gxs129, gxs129, gxs129};
  gacc115 += gw128 * gxb130;
  gxs131 = gx112[(gk123 + (long long)0)];
  gxb132 = {gxs131, gxs131, gxs131, gxs131, gxs131, gxs131, gxs131, gxs131, gxs131, gxs131, gxs131, gxs131, gxs131, gxs131, gxs131, gxs131};
  gacc116 += gw128 * gxb132;
  gxs133 = gx113[(gk123 + (long long)0)];
  gxb134 = {gxs133, gxs133, gxs133, gxs133, gxs133, gxs133, gxs133, gxs133, gxs133, gxs133, gxs133, gxs133, gxs133, gxs133, gxs133, gxs133};
  gacc117 += gw128 * gxb134;
  gxs135 = gx114[(gk123 + (long long)0)];
  gxb136 = {gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135};
  gacc118 += gw128 * gxb136;
  gw137 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp124[(long long)16]);
  gxs138 = gx111[(gk123 + (long long)1)];
  gxb139 = {gxs138, gxs138, gxs138, gxs138, gxs138, gxs138, gxs138, gxs138, gxs138, gxs138, gxs138, gxs138, gxs138, gxs138, gxs138, gxs138};
  gacc119 += gw137 * gxb139;
  gxs140 = gx112[(gk123 + (long long)1)];
  gxb141 = {gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140};
  gacc120 += gw137 * gxb141;
  gxs142 = gx113[(gk123 + (long long)1)];
  gxb143 = {gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142};
  gacc121 += gw137 * gxb143;
  gxs144 = gx114[(gk123 + (long long)1)];
  gxb145 = {gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144};
  gacc122 += gw137 * gxb145;
  gp124 = &gp124[(long long)32];
  gk123 += (long long)2;
  goto gfor125;

gafter127:
  gacc115 += gacc119;
  gacc116 += gacc120;
  gacc117 += gacc121;
  gacc118 += gacc122;
  li_4 = gli2 + (long long)0;
  r_1 = gr4 + (long long)0;
  gu146.v = gacc115;
  r_1 = gr4 + (long long)0;
  acc3_3 = gu146.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  li_4 = gli2 + (long long)1;
  r_1 = gr4 + (long long)0;
  gu147.v = gacc116;
  r_1 = gr4 + (long long)0;
  acc3_3 = gu147.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  li_4 = gli2 + (long long)2;
  r_1 = gr4 + (long long)0;
  gu148.v = gacc117;
  r_1 = gr4 + (long long)0;
  acc3_3 = gu148.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  li_4 = gli2 + (long long)3;
  r_1 = gr4 + (long long)0;
  gu149.v = gacc118;
  r_1 = gr4 + (long long)0;
  acc3_3 = gu149.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  gli2 += (long long)4;
  goto gtile108;

gtdone150:
  li_6 = (long long)0;
  goto for203;

gtclamp151:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  gx152 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)1;
  if (li_4 > gnhi3 - (long long)1) goto gclamp153; else goto gclampj154;

gclamp153:
  li_4 = gnhi3 - (long long)1;
  goto gclampj154;

gclampj154:
  i_5 = (long long)nodes[li_4];
  gx155 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)2;
  if (li_4 > gnhi3 - (long long)1) goto gclamp156; else goto gclampj157;

gclamp156:
  li_4 = gnhi3 - (long long)1;
  goto gclampj157;

gclampj157:
  i_5 = (long long)nodes[li_4];
  gx158 = (float *)&S_0[(i_5 * (long long)64)];
  li_4 = gli2 + (long long)3;
  if (li_4 > gnhi3 - (long long)1) goto gclamp159; else goto gclampj160;

gclamp159:
  li_4 = gnhi3 - (long long)1;
  goto gclampj160;

gclampj160:
  i_5 = (long long)nodes[li_4];
  gx161 = (float *)&S_0[(i_5 * (long long)64)];
  gacc162 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc163 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc164 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc165 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc166 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc167 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc168 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc169 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp171 = gpw1;
  gk170 = (long long)0;
  goto gfor172;

gfor172:
  if (gk170 < (long long)64) goto gbody173; else goto gafter174;

gbody173:
  gw175 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp171[(long long)0]);
  gxs176 = gx152[(gk170 + (long long)0)];
  gxb177 = {gxs176, gxs176, gxs176, gxs176, gxs176, gxs176, gxs176, gxs176, gxs176, gxs176, gxs176, gxs176, gxs176, gxs176, gxs176, gxs176};
  gacc162 += gw175 * gxb177;
  gxs178 = gx155[(gk170 + (long long)0)];
  gxb179 = {gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178};
  gacc163 += gw175 * gxb179;
  gxs180 = gx158[(gk170 + (long long)0)];
  gxb181 = {gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180};
  gacc164 += gw175 * gxb181;
  gxs182 = gx161[(gk170 + (long long)0)];
  gxb183 = {gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182};
  gacc165 += gw175 * gxb183;
  gw184 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp171[(long long)16]);
  gxs185 = gx152[(gk170 + (long long)1)];
  gxb186 = {gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185};
  gacc166 += gw184 * gxb186;
  gxs187 = gx155[(gk170 + (long long)1)];
  gxb188 = {gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187};
  gacc167 += gw184 * gxb188;
  gxs189 = gx158[(gk170 + (long long)1)];
  gxb190 = {gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189};
  gacc168 += gw184 * gxb190;
  gxs191 = gx161[(gk170 + (long long)1)];
  gxb192 = {gxs191, gxs191, gxs191, gxs191, gxs191, gxs191, gxs191, gxs191, gxs191, gxs191, gxs191, gxs191, gxs191, gxs191, gxs191, gxs191};
  gacc169 += gw184 * gxb192;
  gp171 = &gp171[(long long)32];
  gk170 += (long long)2;
  goto gfor172;

gafter174:
  gacc162 += gacc166;
  gacc163 += gacc167;
  gacc164 += gacc168;
  gacc165 += gacc169;
  li_4 = gli2 + (long long)0;
  r_1 = gr4 + (long long)0;
  gu193.v = gacc162;
  r_1 = gr4 + (long long)0;
  acc3_3 = gu193.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  li_4 = gli2 + (long long)1;
  if (li_4 > gnhi3 - (long long)1) goto gclamp194; else goto gclampj195;

gclamp194:
  li_4 = gnhi3 - (long long)1;
  goto gclampj195;

gclampj195:
  r_1 = gr4 + (long long)0;
  gu196.v = gacc163;
  r_1 = gr4 + (long long)0;
  acc3_3 = gu196.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  li_4 = gli2 + (long long)2;
  if (li_4 > gnhi3 - (long long)1) goto gclamp197; else goto gclampj198;

gclamp197:
  li_4 = gnhi3 - (long long)1;
  goto gclampj198;

gclampj198:
  r_1 = gr4 + (long long)0;
  gu199.v = gacc164;
  r_1 = gr4 + (long long)0;
  acc3_3 = gu199.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  li_4 = gli2 + (long long)3;
  if (li_4 > gnhi3 - (long long)1) goto gclamp200; else goto gclampj201;

gclamp200:
  li_4 = gnhi3 - (long long)1;
  goto gclampj201;

gclampj201:
  r_1 = gr4 + (long long)0;
  gu202.v = gacc165;
  r_1 = gr4 + (long long)0;
  acc3_3 = gu202.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  goto gtdone150;

for203:
  if (li_6 < count_0) goto body204; else goto after205;

body204:
  i_7 = (long long)nodes[li_6];
  gj7 = (long long)0;
  goto for206;

after205:
  gq6 += (long long)1;
  goto grow105;

for206:
  if (gj7 < (long long)1) goto body207; else goto after208;

body207:
  j_8 = gr4 + gj7;
  v4_9 = t0[(li_6 * (long long)17 + j_8)] + P_b_s[j_8];
  t1[(li_6 * (long long)17 + j_8)] = v4_9;
  gj7 += (long long)1;
  goto for206;

after208:
  li_6 += (long long)1;
  goto for203;

for209:
  if (li_10 < count_0) goto body210; else goto after211;

body210:
  i_11 = (long long)nodes[li_10];
  best5_12 = (long long)0;
  bestv5_13 = t1[(li_10 * (long long)17)];
  j_14 = (long long)1;
  goto for212;

after211:
  return;

for212:
  if (j_14 < (long long)17) goto body213; else goto after214;

body213:
  x5_15 = t1[(li_10 * (long long)17 + j_14)];
  if (x5_15 > bestv5_13 || x5_15 != x5_15 && !(bestv5_13 != bestv5_13)) goto then215; else goto else216;

after214:
  out[li_10] = (float)best5_12;
  li_10 += (long long)1;
  goto for209;

then215:
  best5_12 = j_14;
  bestv5_13 = x5_15;
  goto join217;

else216:
  goto join217;

join217:
  j_14 += (long long)1;
  goto for212;
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
  float * gx78;
  float * gx86;
  float * gx94;
  float * gx102;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc103;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc104;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc105;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc106;
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
  float gxs134;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb135;

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
  if (gnhi3 - gli2 > (long long)0) goto gtclamp72; else goto gtdone71;

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
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc38;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc39;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc40;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc41;
  li_4 = gli2 + (long long)1;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc42;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc43;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc44;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc45;
  li_4 = gli2 + (long long)2;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc46;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc47;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc48;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc49;
  li_4 = gli2 + (long long)3;
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

gtdone71:
  gq6 += (long long)1;
  goto grow8;

gtclamp72:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then73; else goto else74;

then73:
  if (f->err[(long long)0] == (long long)0) goto rowerr76; else goto join77;

else74:
  goto join75;

join75:
  gx78 = (float *)&P_E[(ix1_6 * (long long)64)];
  li_4 = gli2 + (long long)1;
  if (li_4 > gnhi3 - (long long)1) goto gclamp79; else goto gclampj80;

rowerr76:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join77;

join77:
  ix1_6 = (long long)0;
  goto join75;

gclamp79:
  li_4 = gnhi3 - (long long)1;
  goto gclampj80;

gclampj80:
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then81; else goto else82;

then81:
  if (f->err[(long long)0] == (long long)0) goto rowerr84; else goto join85;

else82:
  goto join83;

join83:
  gx86 = (float *)&P_E[(ix1_6 * (long long)64)];
  li_4 = gli2 + (long long)2;
  if (li_4 > gnhi3 - (long long)1) goto gclamp87; else goto gclampj88;

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

gclamp87:
  li_4 = gnhi3 - (long long)1;
  goto gclampj88;

gclampj88:
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then89; else goto else90;

then89:
  if (f->err[(long long)0] == (long long)0) goto rowerr92; else goto join93;

else90:
  goto join91;

join91:
  gx94 = (float *)&P_E[(ix1_6 * (long long)64)];
  li_4 = gli2 + (long long)3;
  if (li_4 > gnhi3 - (long long)1) goto gclamp95; else goto gclampj96;

rowerr92:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join93;

join93:
  ix1_6 = (long long)0;
  goto join91;

gclamp95:
  li_4 = gnhi3 - (long long)1;
  goto gclampj96;

gclampj96:
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then97; else goto else98;

then97:
  if (f->err[(long long)0] == (long long)0) goto rowerr100; else goto join101;

else98:
  goto join99;

join99:
  gx102 = (float *)&P_E[(ix1_6 * (long long)64)];
  gacc103 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc104 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc105 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc106 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
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
  gp120 = gpw1;
  gk119 = (long long)0;
  goto gfor121;

rowerr100:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join101;

join101:
  ix1_6 = (long long)0;
  goto join99;

gfor121:
  if (gk119 < (long long)64) goto gbody122; else goto gafter123;

gbody122:
  gw124 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp120[(long long)0]);
  gw125 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp120[(long long)16]);
  gw126 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp120[(long long)32]);
  gw127 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp120[(long long)48]);
  gxs128 = gx78[(gk119 + (long long)0)];
  gxb129 = {gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128};
  gacc103 += gw124 * gxb129;
  gacc104 += gw125 * gxb129;
  gacc105 += gw126 * gxb129;
  gacc106 += gw127 * gxb129;
  gxs130 = gx86[(gk119 + (long long)0)];
  gxb131 = {gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130};
  gacc107 += gw124 * gxb131;
  gacc108 += gw125 * gxb131;
  gacc109 += gw126 * gxb131;
  gacc110 += gw127 * gxb131;
  gxs132 = gx94[(gk119 + (long long)0)];
  gxb133 = {gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132};
  gacc111 += gw124 * gxb133;
  gacc112 += gw125 * gxb133;
  gacc113 += gw126 * gxb133;
  gacc114 += gw127 * gxb133;
  gxs134 = gx102[(gk119 + (long long)0)];
  gxb135 = {gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134};
  gacc115 += gw124 * gxb135;
  gacc116 += gw125 * gxb135;
  gacc117 += gw126 * gxb135;
  gacc118 += gw127 * gxb135;
  gp120 = &gp120[(long long)64];
  gk119 += (long long)1;
  goto gfor121;

gafter123:
  li_4 = gli2 + (long long)0;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc103;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc104;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc105;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc106;
  li_4 = gli2 + (long long)1;
  if (li_4 > gnhi3 - (long long)1) goto gclamp136; else goto gclampj137;

gclamp136:
  li_4 = gnhi3 - (long long)1;
  goto gclampj137;

gclampj137:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc107;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc108;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc109;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc110;
  li_4 = gli2 + (long long)2;
  if (li_4 > gnhi3 - (long long)1) goto gclamp138; else goto gclampj139;

gclamp138:
  li_4 = gnhi3 - (long long)1;
  goto gclampj139;

gclampj139:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc111;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc112;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc113;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc114;
  li_4 = gli2 + (long long)3;
  if (li_4 > gnhi3 - (long long)1) goto gclamp140; else goto gclampj141;

gclamp140:
  li_4 = gnhi3 - (long long)1;
  goto gclampj141;

gclampj141:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc115;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc116;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc117;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc118;
  goto gtdone71;
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
  float * gx78;
  float * gx86;
  float * gx94;
  float * gx102;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc103;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc104;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc105;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc106;
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
  float gxs134;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb135;

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
  if (gnhi3 - gli2 > (long long)0) goto gtclamp72; else goto gtdone71;

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
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc38;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc39;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc40;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc41;
  li_4 = gli2 + (long long)1;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc42;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc43;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc44;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc45;
  li_4 = gli2 + (long long)2;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc46;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc47;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc48;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc49;
  li_4 = gli2 + (long long)3;
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

gtdone71:
  gq6 += (long long)1;
  goto grow8;

gtclamp72:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then73; else goto else74;

then73:
  if (f->err[(long long)0] == (long long)0) goto rowerr76; else goto join77;

else74:
  goto join75;

join75:
  gx78 = (float *)&P_E[(ix1_6 * (long long)64)];
  li_4 = gli2 + (long long)1;
  if (li_4 > gnhi3 - (long long)1) goto gclamp79; else goto gclampj80;

rowerr76:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join77;

join77:
  ix1_6 = (long long)0;
  goto join75;

gclamp79:
  li_4 = gnhi3 - (long long)1;
  goto gclampj80;

gclampj80:
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then81; else goto else82;

then81:
  if (f->err[(long long)0] == (long long)0) goto rowerr84; else goto join85;

else82:
  goto join83;

join83:
  gx86 = (float *)&P_E[(ix1_6 * (long long)64)];
  li_4 = gli2 + (long long)2;
  if (li_4 > gnhi3 - (long long)1) goto gclamp87; else goto gclampj88;

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

gclamp87:
  li_4 = gnhi3 - (long long)1;
  goto gclampj88;

gclampj88:
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then89; else goto else90;

then89:
  if (f->err[(long long)0] == (long long)0) goto rowerr92; else goto join93;

else90:
  goto join91;

join91:
  gx94 = (float *)&P_E[(ix1_6 * (long long)64)];
  li_4 = gli2 + (long long)3;
  if (li_4 > gnhi3 - (long long)1) goto gclamp95; else goto gclampj96;

rowerr92:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join93;

join93:
  ix1_6 = (long long)0;
  goto join91;

gclamp95:
  li_4 = gnhi3 - (long long)1;
  goto gclampj96;

gclampj96:
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then97; else goto else98;

then97:
  if (f->err[(long long)0] == (long long)0) goto rowerr100; else goto join101;

else98:
  goto join99;

join99:
  gx102 = (float *)&P_E[(ix1_6 * (long long)64)];
  gacc103 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc104 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc105 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc106 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
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
  gp120 = gpw1;
  gk119 = (long long)0;
  goto gfor121;

rowerr100:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join101;

join101:
  ix1_6 = (long long)0;
  goto join99;

gfor121:
  if (gk119 < (long long)64) goto gbody122; else goto gafter123;

gbody122:
  gw124 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp120[(long long)0]);
  gw125 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp120[(long long)16]);
  gw126 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp120[(long long)32]);
  gw127 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp120[(long long)48]);
  gxs128 = gx78[(gk119 + (long long)0)];
  gxb129 = {gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128};
  gacc103 += gw124 * gxb129;
  gacc104 += gw125 * gxb129;
  gacc105 += gw126 * gxb129;
  gacc106 += gw127 * gxb129;
  gxs130 = gx86[(gk119 + (long long)0)];
  gxb131 = {gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130};
  gacc107 += gw124 * gxb131;
  gacc108 += gw125 * gxb131;
  gacc109 += gw126 * gxb131;
  gacc110 += gw127 * gxb131;
  gxs132 = gx94[(gk119 + (long long)0)];
  gxb133 = {gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132};
  gacc111 += gw124 * gxb133;
  gacc112 += gw125 * gxb133;
  gacc113 += gw126 * gxb133;
  gacc114 += gw127 * gxb133;
  gxs134 = gx102[(gk119 + (long long)0)];
  gxb135 = {gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134};
  gacc115 += gw124 * gxb135;
  gacc116 += gw125 * gxb135;
  gacc117 += gw126 * gxb135;
  gacc118 += gw127 * gxb135;
  gp120 = &gp120[(long long)64];
  gk119 += (long long)1;
  goto gfor121;

gafter123:
  li_4 = gli2 + (long long)0;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc103;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc104;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc105;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc106;
  li_4 = gli2 + (long long)1;
  if (li_4 > gnhi3 - (long long)1) goto gclamp136; else goto gclampj137;

gclamp136:
  li_4 = gnhi3 - (long long)1;
  goto gclampj137;

gclampj137:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc107;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc108;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc109;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc110;
  li_4 = gli2 + (long long)2;
  if (li_4 > gnhi3 - (long long)1) goto gclamp138; else goto gclampj139;

gclamp138:
  li_4 = gnhi3 - (long long)1;
  goto gclampj139;

gclampj139:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc111;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc112;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc113;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc114;
  li_4 = gli2 + (long long)3;
  if (li_4 > gnhi3 - (long long)1) goto gclamp140; else goto gclampj141;

gclamp140:
  li_4 = gnhi3 - (long long)1;
  goto gclampj141;

gclampj141:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc115;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc116;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc117;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gacc118;
  goto gtdone71;
}

