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
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc57;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc58;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc59;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc60;
  li_7 = gli2 + (long long)1;
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc61;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc62;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc63;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc64;
  li_7 = gli2 + (long long)2;
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc65;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc66;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc67;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc68;
  li_7 = gli2 + (long long)3;
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
  gx97 = (float *)&P_E[(ix1_9 * (long long)256)];
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
  gx105 = (float *)&P_E[(ix1_9 * (long long)256)];
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
  gx113 = (float *)&P_E[(ix1_9 * (long long)256)];
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
  gx121 = (float *)&P_E[(ix1_9 * (long long)256)];
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
  if (gk138 < (long long)256) goto gbody141; else goto gafter142;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc122;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc123;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc124;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc125;
  li_7 = gli2 + (long long)1;
  if (li_7 > gnhi3 - (long long)1) goto gclamp155; else goto gclampj156;

gclamp155:
  li_7 = gnhi3 - (long long)1;
  goto gclampj156;

gclampj156:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc126;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc127;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc128;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc129;
  li_7 = gli2 + (long long)2;
  if (li_7 > gnhi3 - (long long)1) goto gclamp157; else goto gclampj158;

gclamp157:
  li_7 = gnhi3 - (long long)1;
  goto gclampj158;

gclampj158:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc130;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc131;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc132;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc133;
  li_7 = gli2 + (long long)3;
  if (li_7 > gnhi3 - (long long)1) goto gclamp159; else goto gclampj160;

gclamp159:
  li_7 = gnhi3 - (long long)1;
  goto gclampj160;

gclampj160:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc134;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc135;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc136;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc137;
  goto gtdone90;

for161:
  if (li_22 < n_2) goto body162; else goto after163;

body162:
  i_23 = start_0 + li_22;
  gj7 = (long long)0;
  goto for164;

after163:
  gq6 += (long long)1;
  goto grow24;

for164:
  if (gj7 < (long long)64) goto body165; else goto after166;

body165:
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
  goto for164;

after166:
  li_22 += (long long)1;
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
  float v2_7;
  double acc2_8;
  long long cs_9;
  long long nk_10;
  long long kk_11;
  long long ck_12;
  long long e_13;
  long long r_14;
  long long k_15;
  float acc6_16;
  long long li_17;
  long long i_18;
  long long r_19;
  long long k_20;
  float acc13_21;
  long long li_22;
  long long i_23;
  long long r_24;
  long long k_25;
  float acc20_26;
  long long li_27;
  long long i_28;
  long long r_29;
  long long k_30;
  float acc26_31;
  long long ne_32;
  long long e_33;
  long long ck_34;
  long long li_35;
  long long i_36;
  long long j_37;
  float v7_38;
  float v8_39;
  float v9_40;
  float v14_41;
  float v15_42;
  float v16_43;
  float v21_44;
  float v22_45;
  float v23_46;
  float v32_47;
  double acc32_48;
  long long cs_49;
  long long nk_50;
  long long kk_51;
  long long ck_52;
  long long e_53;
  float v27k_54;
  float v29k_55;
  float v30k_56;
  float v31k_57;
  float v33_58;
  float v34_59;
  float v35_60;
  float v36_61;
  long long toff;
  float * t0;
  float * t1;
  float * t2;
  float * t3;
  float * t4;
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
  float * gx31;
  float * gx32;
  float * gx33;
  float * gx34;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc47;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc48;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc49;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc50;
  long long gk51;
  float * gp52;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw56;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw57;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw58;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw59;
  float gxs60;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb61;
  float gxs62;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb63;
  float gxs64;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb65;
  float gxs66;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb67;
  float * gx70;
  float * gx73;
  float * gx76;
  float * gx79;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc92;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc93;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc94;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc95;
  long long gk96;
  float * gp97;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw101;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw102;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw103;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw104;
  float gxs105;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb106;
  float gxs107;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb108;
  float gxs109;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb110;
  float gxs111;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb112;
  float * PK_2;
  float * gpw119;
  long long gli120;
  long long gnhi121;
  long long gr122;
  long long gprow123;
  long long gq124;
  long long gj125;
  long long gdir126;
  float * gx133;
  float * gx134;
  float * gx135;
  float * gx136;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc137;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc138;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc139;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc140;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc141;
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
  long long gk153;
  float * gp154;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw158;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw159;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw160;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw161;
  float gxs162;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb163;
  float gxs164;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb165;
  float gxs166;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb167;
  float gxs168;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb169;
  float * gx172;
  float * gx175;
  float * gx178;
  float * gx181;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc182;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc183;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc184;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc197;
  long long gk198;
  float * gp199;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw203;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw204;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw205;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw206;
  float gxs207;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb208;
  float gxs209;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb210;
  float gxs211;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb212;
  float gxs213;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb214;
  float * F_1;
  float * P_b_i;
  float * F_2;
  float * P_b_o;
  float * F_3;
  float * P_b_u;
  float * F_4;
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
  toff += f->edge_cap * (long long)256 + (long long)15 & (long long)-16;
  child_start = f->child_start;
  children = f->children;
  S_0 = f->states[(long long)0];
  PK_1 = f->packed[(long long)1];
  PK_2 = f->packed[(long long)2];
  F_1 = f->vfields[(long long)1];
  P_b_i = f->params[(long long)9];
  F_2 = f->vfields[(long long)2];
  P_b_o = f->params[(long long)10];
  F_3 = f->vfields[(long long)3];
  P_b_u = f->params[(long long)11];
  F_4 = f->vfields[(long long)4];
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
  acc2_8 = (double)0.000000;
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
  acc2_8 = acc2_8 + (double)S_0[(ck_12 * (long long)256 + j_6)];
  kk_11 += (long long)1;
  goto for7;

after9:
  v2_7 = (float)acc2_8;
  t0[(li_4 * (long long)256 + j_6)] = v2_7;
  j_6 += (long long)1;
  goto for4;

grow22:
  if (gq15 < (long long)4) goto grbody23; else goto grafter24;

grbody23:
  gr13 = (gq15 + gdir17 * ((long long)3 - (long long)2 * gq15)) * (long long)64;
  gm19 = (long long)0;
  goto gmem25;

grafter24:
  ne_32 = (long long)child_start[end_1] - ebase_3;
  gdir126 = (long long)f->level & (long long)1;
  gq124 = (long long)0;
  goto grow127;

gmem25:
  if (gm19 < (long long)3) goto gmbody26; else goto gmafter27;

gmbody26:
  gme20 = gm19 + gdir17 * ((long long)2 - (long long)2 * gm19);
  gmt21 = gtab18[gme20];
  gpw10 = &PK_1[((gr13 + gme20 * (long long)256) * (long long)256)];
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
  gx31 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)1;
  i_18 = start_0 + li_17;
  gx32 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)2;
  i_18 = start_0 + li_17;
  gx33 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)3;
  i_18 = start_0 + li_17;
  gx34 = (float *)&t0[(li_17 * (long long)256)];
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
  gacc47 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc48 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc49 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc50 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp52 = gpw10;
  gk51 = (long long)0;
  goto gfor53;

gtafter30:
  if (gnhi12 - gli11 > (long long)0) goto gtclamp69; else goto gtdone68;

gfor53:
  if (gk51 < (long long)256) goto gbody54; else goto gafter55;

gbody54:
  gw56 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp52[(long long)0]);
  gw57 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp52[(long long)16]);
  gw58 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp52[(long long)32]);
  gw59 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp52[(long long)48]);
  gxs60 = gx31[(gk51 + (long long)0)];
  gxb61 = {gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60, gxs60};
  gacc35 += gw56 * gxb61;
  gacc36 += gw57 * gxb61;
  gacc37 += gw58 * gxb61;
  gacc38 += gw59 * gxb61;
  gxs62 = gx32[(gk51 + (long long)0)];
  gxb63 = {gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62};
  gacc39 += gw56 * gxb63;
  gacc40 += gw57 * gxb63;
  gacc41 += gw58 * gxb63;
  gacc42 += gw59 * gxb63;
  gxs64 = gx33[(gk51 + (long long)0)];
  gxb65 = {gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64};
  gacc43 += gw56 * gxb65;
  gacc44 += gw57 * gxb65;
  gacc45 += gw58 * gxb65;
  gacc46 += gw59 * gxb65;
  gxs66 = gx34[(gk51 + (long long)0)];
  gxb67 = {gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66};
  gacc47 += gw56 * gxb67;
  gacc48 += gw57 * gxb67;
  gacc49 += gw58 * gxb67;
  gacc50 += gw59 * gxb67;
  gp52 = &gp52[(long long)64];
  gk51 += (long long)1;
  goto gfor53;

gafter55:
  li_17 = gli11 + (long long)0;
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc35;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc36;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc37;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc38;
  li_17 = gli11 + (long long)1;
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc39;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc40;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc41;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc42;
  li_17 = gli11 + (long long)2;
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc43;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc44;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc45;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc46;
  li_17 = gli11 + (long long)3;
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc47;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc48;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc49;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc50;
  gli11 += (long long)4;
  goto gtile28;

gtdone68:
  gm19 += (long long)1;
  goto gmem25;

gtclamp69:
  li_17 = gli11 + (long long)0;
  i_18 = start_0 + li_17;
  gx70 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)1;
  if (li_17 > gnhi12 - (long long)1) goto gclamp71; else goto gclampj72;

gclamp71:
  li_17 = gnhi12 - (long long)1;
  goto gclampj72;

gclampj72:
  i_18 = start_0 + li_17;
  gx73 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)2;
  if (li_17 > gnhi12 - (long long)1) goto gclamp74; else goto gclampj75;

gclamp74:
  li_17 = gnhi12 - (long long)1;
  goto gclampj75;

gclampj75:
  i_18 = start_0 + li_17;
  gx76 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)3;
  if (li_17 > gnhi12 - (long long)1) goto gclamp77; else goto gclampj78;

gclamp77:
  li_17 = gnhi12 - (long long)1;
  goto gclampj78;

gclampj78:
  i_18 = start_0 + li_17;
  gx79 = (float *)&t0[(li_17 * (long long)256)];
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
  gacc92 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc93 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc94 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc95 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp97 = gpw10;
  gk96 = (long long)0;
  goto gfor98;

gfor98:
  if (gk96 < (long long)256) goto gbody99; else goto gafter100;

gbody99:
  gw101 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp97[(long long)0]);
  gw102 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp97[(long long)16]);
  gw103 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp97[(long long)32]);
  gw104 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp97[(long long)48]);
  gxs105 = gx70[(gk96 + (long long)0)];
  gxb106 = {gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105, gxs105};
  gacc80 += gw101 * gxb106;
  gacc81 += gw102 * gxb106;
  gacc82 += gw103 * gxb106;
  gacc83 += gw104 * gxb106;
  gxs107 = gx73[(gk96 + (long long)0)];
  gxb108 = {gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107, gxs107};
  gacc84 += gw101 * gxb108;
  gacc85 += gw102 * gxb108;
  gacc86 += gw103 * gxb108;
  gacc87 += gw104 * gxb108;
  gxs109 = gx76[(gk96 + (long long)0)];
  gxb110 = {gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109};
  gacc88 += gw101 * gxb110;
  gacc89 += gw102 * gxb110;
  gacc90 += gw103 * gxb110;
  gacc91 += gw104 * gxb110;
  gxs111 = gx79[(gk96 + (long long)0)];
  gxb112 = {gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111};
  gacc92 += gw101 * gxb112;
  gacc93 += gw102 * gxb112;
  gacc94 += gw103 * gxb112;
  gacc95 += gw104 * gxb112;
  gp97 = &gp97[(long long)64];
  gk96 += (long long)1;
  goto gfor98;

gafter100:
  li_17 = gli11 + (long long)0;
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc80;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc81;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc82;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc83;
  li_17 = gli11 + (long long)1;
  if (li_17 > gnhi12 - (long long)1) goto gclamp113; else goto gclampj114;

gclamp113:
  li_17 = gnhi12 - (long long)1;
  goto gclampj114;

gclampj114:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc84;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc85;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc86;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc87;
  li_17 = gli11 + (long long)2;
  if (li_17 > gnhi12 - (long long)1) goto gclamp115; else goto gclampj116;

gclamp115:
  li_17 = gnhi12 - (long long)1;
  goto gclampj116;

gclampj116:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc88;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc89;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc90;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc91;
  li_17 = gli11 + (long long)3;
  if (li_17 > gnhi12 - (long long)1) goto gclamp117; else goto gclampj118;

gclamp117:
  li_17 = gnhi12 - (long long)1;
  goto gclampj118;

gclampj118:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc92;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc93;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc94;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt21[(li_17 * (long long)256 + r_14)]) = gacc95;
  goto gtdone68;

grow127:
  if (gq124 < (long long)4) goto grbody128; else goto grafter129;

grbody128:
  gr122 = (gq124 + gdir126 * ((long long)3 - (long long)2 * gq124)) * (long long)64;
  gpw119 = &PK_2[((gr122 + (long long)0) * (long long)256)];
  gprow123 = gr122 + (long long)0;
  gnhi121 = ne_32;
  gli120 = (long long)0;
  goto gtile130;

grafter129:
  li_35 = (long long)0;
  goto for221;

gtile130:
  if (gli120 + (long long)3 < gnhi121) goto gtbody131; else goto gtafter132;

gtbody131:
  e_33 = gli120 + (long long)0;
  ck_34 = (long long)children[(ebase_3 + e_33)];
  gx133 = (float *)&S_0[(ck_34 * (long long)256)];
  e_33 = gli120 + (long long)1;
  ck_34 = (long long)children[(ebase_3 + e_33)];
  gx134 = (float *)&S_0[(ck_34 * (long long)256)];
  e_33 = gli120 + (long long)2;
  ck_34 = (long long)children[(ebase_3 + e_33)];
  gx135 = (float *)&S_0[(ck_34 * (long long)256)];
  e_33 = gli120 + (long long)3;
  ck_34 = (long long)children[(ebase_3 + e_33)];
  gx136 = (float *)&S_0[(ck_34 * (long long)256)];
  gacc137 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc138 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc139 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc140 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc141 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
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
  gp154 = gpw119;
  gk153 = (long long)0;
  goto gfor155;

gtafter132:
  if (gnhi121 - gli120 > (long long)0) goto gtclamp171; else goto gtdone170;

gfor155:
  if (gk153 < (long long)256) goto gbody156; else goto gafter157;

gbody156:
  gw158 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp154[(long long)0]);
  gw159 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp154[(long long)16]);
  gw160 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp154[(long long)32]);
  gw161 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp154[(long long)48]);
  gxs162 = gx133[(gk153 + (long long)0)];
  gxb163 = {gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162};
  gacc137 += gw158 * gxb163;
  gacc138 += gw159 * gxb163;
  gacc139 += gw160 * gxb163;
  gacc140 += gw161 * gxb163;
  gxs164 = gx134[(gk153 + (long long)0)];
  gxb165 = {gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164};
  gacc141 += gw158 * gxb165;
  gacc142 += gw159 * gxb165;
  gacc143 += gw160 * gxb165;
  gacc144 += gw161 * gxb165;
  gxs166 = gx135[(gk153 + (long long)0)];
  gxb167 = {gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166};
  gacc145 += gw158 * gxb167;
  gacc146 += gw159 * gxb167;
  gacc147 += gw160 * gxb167;
  gacc148 += gw161 * gxb167;
  gxs168 = gx136[(gk153 + (long long)0)];
  gxb169 = {gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168};
  gacc149 += gw158 * gxb169;
  gacc150 += gw159 * gxb169;
  gacc151 += gw160 * gxb169;
  gacc152 += gw161 * gxb169;
  gp154 = &gp154[(long long)64];
  gk153 += (long long)1;
  goto gfor155;

gafter157:
  e_33 = gli120 + (long long)0;
  r_29 = gr122 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc137;
  r_29 = gr122 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc138;
  r_29 = gr122 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc139;
  r_29 = gr122 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc140;
  e_33 = gli120 + (long long)1;
  r_29 = gr122 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc141;
  r_29 = gr122 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc142;
  r_29 = gr122 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc143;
  r_29 = gr122 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc144;
  e_33 = gli120 + (long long)2;
  r_29 = gr122 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc145;
  r_29 = gr122 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc146;
  r_29 = gr122 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc147;
  r_29 = gr122 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc148;
  e_33 = gli120 + (long long)3;
  r_29 = gr122 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc149;
  r_29 = gr122 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc150;
  r_29 = gr122 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc151;
  r_29 = gr122 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc152;
  gli120 += (long long)4;
  goto gtile130;

gtdone170:
  gq124 += (long long)1;
  goto grow127;

gtclamp171:
  e_33 = gli120 + (long long)0;
  ck_34 = (long long)children[(ebase_3 + e_33)];
  gx172 = (float *)&S_0[(ck_34 * (long long)256)];
  e_33 = gli120 + (long long)1;
  if (e_33 > gnhi121 - (long long)1) goto gclamp173; else goto gclampj174;

gclamp173:
  e_33 = gnhi121 - (long long)1;
  goto gclampj174;

gclampj174:
  ck_34 = (long long)children[(ebase_3 + e_33)];
  gx175 = (float *)&S_0[(ck_34 * (long long)256)];
  e_33 = gli120 + (long long)2;
  if (e_33 > gnhi121 - (long long)1) goto gclamp176; else goto gclampj177;

gclamp176:
  e_33 = gnhi121 - (long long)1;
  goto gclampj177;

gclampj177:
  ck_34 = (long long)children[(ebase_3 + e_33)];
  gx178 = (float *)&S_0[(ck_34 * (long long)256)];
  e_33 = gli120 + (long long)3;
  if (e_33 > gnhi121 - (long long)1) goto gclamp179; else goto gclampj180;

gclamp179:
  e_33 = gnhi121 - (long long)1;
  goto gclampj180;

gclampj180:
  ck_34 = (long long)children[(ebase_3 + e_33)];
  gx181 = (float *)&S_0[(ck_34 * (long long)256)];
  gacc182 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc183 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc184 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
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
  gacc197 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp199 = gpw119;
  gk198 = (long long)0;
  goto gfor200;

gfor200:
  if (gk198 < (long long)256) goto gbody201; else goto gafter202;

gbody201:
  gw203 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp199[(long long)0]);
  gw204 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp199[(long long)16]);
  gw205 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp199[(long long)32]);
  gw206 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp199[(long long)48]);
  gxs207 = gx172[(gk198 + (long long)0)];
  gxb208 = {gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207, gxs207};
  gacc182 += gw203 * gxb208;
  gacc183 += gw204 * gxb208;
  gacc184 += gw205 * gxb208;
  gacc185 += gw206 * gxb208;
  gxs209 = gx175[(gk198 + (long long)0)];
  gxb210 = {gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209, gxs209};
  gacc186 += gw203 * gxb210;
  gacc187 += gw204 * gxb210;
  gacc188 += gw205 * gxb210;
  gacc189 += gw206 * gxb210;
  gxs211 = gx178[(gk198 + (long long)0)];
  gxb212 = {gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211};
  gacc190 += gw203 * gxb212;
  gacc191 += gw204 * gxb212;
  gacc192 += gw205 * gxb212;
  gacc193 += gw206 * gxb212;
  gxs213 = gx181[(gk198 + (long long)0)];
  gxb214 = {gxs213, gxs213, gxs213, gxs213, gxs213, gxs213, gxs213, gxs213, gxs213, gxs213, gxs213, gxs213, gxs213, gxs213, gxs213, gxs213};
  gacc194 += gw203 * gxb214;
  gacc195 += gw204 * gxb214;
  gacc196 += gw205 * gxb214;
  gacc197 += gw206 * gxb214;
  gp199 = &gp199[(long long)64];
  gk198 += (long long)1;
  goto gfor200;

gafter202:
  e_33 = gli120 + (long long)0;
  r_29 = gr122 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc182;
  r_29 = gr122 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc183;
  r_29 = gr122 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc184;
  r_29 = gr122 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc185;
  e_33 = gli120 + (long long)1;
  if (e_33 > gnhi121 - (long long)1) goto gclamp215; else goto gclampj216;

gclamp215:
  e_33 = gnhi121 - (long long)1;
  goto gclampj216;

gclampj216:
  r_29 = gr122 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc186;
  r_29 = gr122 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc187;
  r_29 = gr122 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc188;
  r_29 = gr122 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc189;
  e_33 = gli120 + (long long)2;
  if (e_33 > gnhi121 - (long long)1) goto gclamp217; else goto gclampj218;

gclamp217:
  e_33 = gnhi121 - (long long)1;
  goto gclampj218;

gclampj218:
  r_29 = gr122 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc190;
  r_29 = gr122 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc191;
  r_29 = gr122 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc192;
  r_29 = gr122 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc193;
  e_33 = gli120 + (long long)3;
  if (e_33 > gnhi121 - (long long)1) goto gclamp219; else goto gclampj220;

gclamp219:
  e_33 = gnhi121 - (long long)1;
  goto gclampj220;

gclampj220:
  r_29 = gr122 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc194;
  r_29 = gr122 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc195;
  r_29 = gr122 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc196;
  r_29 = gr122 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gacc197;
  goto gtdone170;

for221:
  if (li_35 < n_2) goto body222; else goto after223;

body222:
  i_36 = start_0 + li_35;
  cs_49 = (long long)child_start[i_36];
  nk_50 = (long long)child_start[(i_36 + (long long)1)] - cs_49;
  j_37 = (long long)0;
  goto for224;

after223:
  return;

for224:
  if (j_37 < (long long)256) goto body225; else goto after226;

body225:
  v7_38 = F_1[(i_36 * (long long)256 + j_37)] + t1[(li_35 * (long long)256 + j_37)];
  v8_39 = v7_38 + P_b_i[j_37];
  v9_40 = cx_vsigmoidf (v8_39);
  v14_41 = F_2[(i_36 * (long long)256 + j_37)] + t2[(li_35 * (long long)256 + j_37)];
  v15_42 = v14_41 + P_b_o[j_37];
  v16_43 = cx_vsigmoidf (v15_42);
  v21_44 = F_3[(i_36 * (long long)256 + j_37)] + t3[(li_35 * (long long)256 + j_37)];
  v22_45 = v21_44 + P_b_u[j_37];
  v23_46 = cx_vtanhf (v22_45);
  acc32_48 = (double)0.000000;
  kk_51 = (long long)0;
  goto for227;

after226:
  li_35 += (long long)1;
  goto for221;

for227:
  if (kk_51 < nk_50) goto body228; else goto after229;

body228:
  ck_52 = (long long)children[(cs_49 + kk_51)];
  e_53 = cs_49 + kk_51 - ebase_3;
  v27k_54 = F_4[(i_36 * (long long)256 + j_37)] + t4[(e_53 * (long long)256 + j_37)];
  v29k_55 = v27k_54 + P_b_f[j_37];
  v30k_56 = cx_vsigmoidf (v29k_55);
  v31k_57 = v30k_56 * S_1[(ck_52 * (long long)256 + j_37)];
  acc32_48 = acc32_48 + (double)v31k_57;
  kk_51 += (long long)1;
  goto for227;

after229:
  v32_47 = (float)acc32_48;
  v33_58 = v9_40 * v23_46;
  v34_59 = v33_58 + v32_47;
  S_1[(i_36 * (long long)256 + j_37)] = v34_59;
  v35_60 = cx_vtanhf (v34_59);
  v36_61 = v16_43 * v35_60;
  S_0[(i_36 * (long long)256 + j_37)] = v36_61;
  j_37 += (long long)1;
  goto for224;
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
  float v2_7;
  double acc2_8;
  long long cs_9;
  long long nk_10;
  long long kk_11;
  long long ck_12;
  long long e_13;
  long long r_14;
  long long k_15;
  float acc6_16;
  long long li_17;
  long long i_18;
  long long r_19;
  long long k_20;
  float acc13_21;
  long long li_22;
  long long i_23;
  long long r_24;
  long long k_25;
  float acc20_26;
  long long li_27;
  long long i_28;
  long long r_29;
  long long k_30;
  float acc26_31;
  long long ne_32;
  long long e_33;
  long long ck_34;
  long long li_35;
  long long i_36;
  long long j_37;
  float v7_38;
  float v8_39;
  float v9_40;
  float v14_41;
  float v15_42;
  float v16_43;
  float v21_44;
  float v22_45;
  float v23_46;
  float v32_47;
  double acc32_48;
  long long cs_49;
  long long nk_50;
  long long kk_51;
  long long ck_52;
  long long e_53;
  float v27k_54;
  float v29k_55;
  float v30k_56;
  float v31k_57;
  float v33_58;
  float v34_59;
  float v35_60;
  float v36_61;
  float * PK_1;
  float * P_U_i;
  float * P_U_o;
  float * P_U_u;

entry:
  PK_1 = f->packed[(long long)1];
  P_U_i = f->params[(long long)5];
  P_U_o = f->params[(long long)6];
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
  r_19 = (long long)0;
  goto pr7;

pk4:
  if (k_15 < (long long)256) goto pkb5; else goto pka6;

pkb5:
  PK_1[(((r_14 + (long long)0) / (long long)64 * (long long)256 + k_15 + (long long)0) * (long long)64 + (r_14 + (long long)0) % (long long)64)] = P_U_i[(r_14 * (long long)256 + k_15)];
  k_15 += (long long)1;
  goto pk4;

pka6:
  r_14 += (long long)1;
  goto pr1;

pr7:
  if (r_19 < (long long)256) goto prb8; else goto pra9;

prb8:
  k_20 = (long long)0;
  goto pk10;

pra9:
  r_24 = (long long)0;
  goto pr13;

pk10:
  if (k_20 < (long long)256) goto pkb11; else goto pka12;

pkb11:
  PK_1[(((r_19 + (long long)256) / (long long)64 * (long long)256 + k_20 + (long long)0) * (long long)64 + (r_19 + (long long)256) % (long long)64)] = P_U_o[(r_19 * (long long)256 + k_20)];
  k_20 += (long long)1;
  goto pk10;

pka12:
  r_19 += (long long)1;
  goto pr7;

pr13:
  if (r_24 < (long long)256) goto prb14; else goto pra15;

prb14:
  k_25 = (long long)0;
  goto pk16;

pra15:
  return;

pk16:
  if (k_25 < (long long)256) goto pkb17; else goto pka18;

pkb17:
  PK_1[(((r_24 + (long long)512) / (long long)64 * (long long)256 + k_25 + (long long)0) * (long long)64 + (r_24 + (long long)512) % (long long)64)] = P_U_u[(r_24 * (long long)256 + k_25)];
  k_25 += (long long)1;
  goto pk16;

pka18:
  r_24 += (long long)1;
  goto pr13;
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
  float v2_7;
  double acc2_8;
  long long cs_9;
  long long nk_10;
  long long kk_11;
  long long ck_12;
  long long e_13;
  long long r_14;
  long long k_15;
  float acc6_16;
  long long li_17;
  long long i_18;
  long long r_19;
  long long k_20;
  float acc13_21;
  long long li_22;
  long long i_23;
  long long r_24;
  long long k_25;
  float acc20_26;
  long long li_27;
  long long i_28;
  long long r_29;
  long long k_30;
  float acc26_31;
  long long ne_32;
  long long e_33;
  long long ck_34;
  long long li_35;
  long long i_36;
  long long j_37;
  float v7_38;
  float v8_39;
  float v9_40;
  float v14_41;
  float v15_42;
  float v16_43;
  float v21_44;
  float v22_45;
  float v23_46;
  float v32_47;
  double acc32_48;
  long long cs_49;
  long long nk_50;
  long long kk_51;
  long long ck_52;
  long long e_53;
  float v27k_54;
  float v29k_55;
  float v30k_56;
  float v31k_57;
  float v33_58;
  float v34_59;
  float v35_60;
  float v36_61;
  float * PK_2;
  float * P_U_f;

entry:
  PK_2 = f->packed[(long long)2];
  P_U_f = f->params[(long long)8];
  goto start0;

start0:
  r_29 = (long long)0;
  goto pr1;

pr1:
  if (r_29 < (long long)256) goto prb2; else goto pra3;

prb2:
  k_30 = (long long)0;
  goto pk4;

pra3:
  return;

pk4:
  if (k_30 < (long long)256) goto pkb5; else goto pka6;

pkb5:
  PK_2[(((r_29 + (long long)0) / (long long)64 * (long long)256 + k_30 + (long long)0) * (long long)64 + (r_29 + (long long)0) % (long long)64)] = P_U_f[(r_29 * (long long)256 + k_30)];
  k_30 += (long long)1;
  goto pk4;

pka6:
  r_29 += (long long)1;
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
  float * P_W_i;

entry:
  PK_3 = f->packed[(long long)3];
  P_W_i = f->params[(long long)1];
  goto start0;

start0:
  r_1 = (long long)0;
  goto pr1;

pr1:
  if (r_1 < (long long)256) goto prb2; else goto pra3;

prb2:
  k_2 = (long long)0;
  goto pk4;

pra3:
  return;

pk4:
  if (k_2 < (long long)256) goto pkb5; else goto pka6;

pkb5:
  PK_3[(((r_1 + (long long)0) / (long long)64 * (long long)256 + k_2 + (long long)0) * (long long)64 + (r_1 + (long long)0) % (long long)64)] = P_W_i[(r_1 * (long long)256 + k_2)];
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
  float * P_W_o;

entry:
  PK_4 = f->packed[(long long)4];
  P_W_o = f->params[(long long)2];
  goto start0;

start0:
  r_1 = (long long)0;
  goto pr1;

pr1:
  if (r_1 < (long long)256) goto prb2; else goto pra3;

prb2:
  k_2 = (long long)0;
  goto pk4;

pra3:
  return;

pk4:
  if (k_2 < (long long)256) goto pkb5; else goto pka6;

pkb5:
  PK_4[(((r_1 + (long long)0) / (long long)64 * (long long)256 + k_2 + (long long)0) * (long long)64 + (r_1 + (long long)0) % (long long)64)] = P_W_o[(r_1 * (long long)256 + k_2)];
  k_2 += (long long)1;
  goto pk4;

pka6:
  r_1 += (long long)1;
  goto pr1;
}

static void
cx_pack_5 (struct JitFrame * f)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix1_6;
  float * PK_5;
  float * P_W_u;

entry:
  PK_5 = f->packed[(long long)5];
  P_W_u = f->params[(long long)3];
  goto start0;

start0:
  r_1 = (long long)0;
  goto pr1;

pr1:
  if (r_1 < (long long)256) goto prb2; else goto pra3;

prb2:
  k_2 = (long long)0;
  goto pk4;

pra3:
  return;

pk4:
  if (k_2 < (long long)256) goto pkb5; else goto pka6;

pkb5:
  PK_5[(((r_1 + (long long)0) / (long long)64 * (long long)256 + k_2 + (long long)0) * (long long)64 + (r_1 + (long long)0) % (long long)64)] = P_W_u[(r_1 * (long long)256 + k_2)];
  k_2 += (long long)1;
  goto pk4;

pka6:
  r_1 += (long long)1;
  goto pr1;
}

static void
cx_pack_6 (struct JitFrame * f)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix1_6;
  float * PK_6;
  float * P_W_f;

entry:
  PK_6 = f->packed[(long long)6];
  P_W_f = f->params[(long long)4];
  goto start0;

start0:
  r_1 = (long long)0;
  goto pr1;

pr1:
  if (r_1 < (long long)256) goto prb2; else goto pra3;

prb2:
  k_2 = (long long)0;
  goto pk4;

pra3:
  return;

pk4:
  if (k_2 < (long long)256) goto pkb5; else goto pka6;

pkb5:
  PK_6[(((r_1 + (long long)0) / (long long)64 * (long long)256 + k_2 + (long long)0) * (long long)64 + (r_1 + (long long)0) % (long long)64)] = P_W_f[(r_1 * (long long)256 + k_2)];
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
  (void)cx_pack_5 (f);
  (void)cx_pack_6 (f);
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
  if (gq6 < (long long)4) goto grbody9; else goto grafter10;

grbody9:
  gr4 = gq6 * (long long)64;
  gpw1 = &PK_3[((gr4 + (long long)0) * (long long)256)];
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
  gx19 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  gx25 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  gx31 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  gx37 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  if (gk54 < (long long)256) goto gbody57; else goto gafter58;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc38;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc39;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc40;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc41;
  li_4 = gli2 + (long long)1;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc42;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc43;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc44;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc45;
  li_4 = gli2 + (long long)2;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc46;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc47;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc48;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc49;
  li_4 = gli2 + (long long)3;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc50;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc51;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc52;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc53;
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
  gx78 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  gx86 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  gx94 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  gx102 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  if (gk119 < (long long)256) goto gbody122; else goto gafter123;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc103;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc104;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc105;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc106;
  li_4 = gli2 + (long long)1;
  if (li_4 > gnhi3 - (long long)1) goto gclamp136; else goto gclampj137;

gclamp136:
  li_4 = gnhi3 - (long long)1;
  goto gclampj137;

gclampj137:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc107;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc108;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc109;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc110;
  li_4 = gli2 + (long long)2;
  if (li_4 > gnhi3 - (long long)1) goto gclamp138; else goto gclampj139;

gclamp138:
  li_4 = gnhi3 - (long long)1;
  goto gclampj139;

gclampj139:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc111;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc112;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc113;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc114;
  li_4 = gli2 + (long long)3;
  if (li_4 > gnhi3 - (long long)1) goto gclamp140; else goto gclampj141;

gclamp140:
  li_4 = gnhi3 - (long long)1;
  goto gclampj141;

gclampj141:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc115;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc116;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc117;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc118;
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
  if (gq6 < (long long)4) goto grbody9; else goto grafter10;

grbody9:
  gr4 = gq6 * (long long)64;
  gpw1 = &PK_4[((gr4 + (long long)0) * (long long)256)];
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
  gx19 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  gx25 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  gx31 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  gx37 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  if (gk54 < (long long)256) goto gbody57; else goto gafter58;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc38;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc39;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc40;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc41;
  li_4 = gli2 + (long long)1;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc42;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc43;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc44;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc45;
  li_4 = gli2 + (long long)2;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc46;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc47;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc48;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc49;
  li_4 = gli2 + (long long)3;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc50;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc51;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc52;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc53;
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
  gx78 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  gx86 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  gx94 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  gx102 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  if (gk119 < (long long)256) goto gbody122; else goto gafter123;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc103;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc104;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc105;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc106;
  li_4 = gli2 + (long long)1;
  if (li_4 > gnhi3 - (long long)1) goto gclamp136; else goto gclampj137;

gclamp136:
  li_4 = gnhi3 - (long long)1;
  goto gclampj137;

gclampj137:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc107;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc108;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc109;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc110;
  li_4 = gli2 + (long long)2;
  if (li_4 > gnhi3 - (long long)1) goto gclamp138; else goto gclampj139;

gclamp138:
  li_4 = gnhi3 - (long long)1;
  goto gclampj139;

gclampj139:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc111;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc112;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc113;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc114;
  li_4 = gli2 + (long long)3;
  if (li_4 > gnhi3 - (long long)1) goto gclamp140; else goto gclampj141;

gclamp140:
  li_4 = gnhi3 - (long long)1;
  goto gclampj141;

gclampj141:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc115;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc116;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc117;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc118;
  goto gtdone71;
}

extern void
cx_hoist2_branch0_all_nonleaf (struct JitFrame * f, int * nodes, int count, float * out)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix1_6;
  float * PK_5;
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
  PK_5 = f->packed[(long long)5];
  ifields = f->ifields;
  P_E = f->params[(long long)0];
  goto start0;

start0:
  gq6 = (long long)0;
  goto grow8;

grow8:
  if (gq6 < (long long)4) goto grbody9; else goto grafter10;

grbody9:
  gr4 = gq6 * (long long)64;
  gpw1 = &PK_5[((gr4 + (long long)0) * (long long)256)];
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
  gx19 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then20; else goto else21;

rowerr17:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
  goto join18;

join18:
  ix1_6 = (long long)0;
  goto join16;

then20:
  if (f->err[(long long)0] == (long long)0) goto rowerr23; else goto join24;

else21:
  goto join22;

join22:
  gx25 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then26; else goto else27;

rowerr23:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
  goto join24;

join24:
  ix1_6 = (long long)0;
  goto join22;

then26:
  if (f->err[(long long)0] == (long long)0) goto rowerr29; else goto join30;

else27:
  goto join28;

join28:
  gx31 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)3;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then32; else goto else33;

rowerr29:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
  goto join30;

join30:
  ix1_6 = (long long)0;
  goto join28;

then32:
  if (f->err[(long long)0] == (long long)0) goto rowerr35; else goto join36;

else33:
  goto join34;

join34:
  gx37 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  f->err[(long long)4] = (long long)-5;
  goto join36;

join36:
  ix1_6 = (long long)0;
  goto join34;

gfor56:
  if (gk54 < (long long)256) goto gbody57; else goto gafter58;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc38;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc39;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc40;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc41;
  li_4 = gli2 + (long long)1;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc42;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc43;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc44;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc45;
  li_4 = gli2 + (long long)2;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc46;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc47;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc48;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc49;
  li_4 = gli2 + (long long)3;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc50;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc51;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc52;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc53;
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
  gx78 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)1;
  if (li_4 > gnhi3 - (long long)1) goto gclamp79; else goto gclampj80;

rowerr76:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
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
  gx86 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)2;
  if (li_4 > gnhi3 - (long long)1) goto gclamp87; else goto gclampj88;

rowerr84:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
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
  gx94 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)3;
  if (li_4 > gnhi3 - (long long)1) goto gclamp95; else goto gclampj96;

rowerr92:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
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
  gx102 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  f->err[(long long)4] = (long long)-5;
  goto join101;

join101:
  ix1_6 = (long long)0;
  goto join99;

gfor121:
  if (gk119 < (long long)256) goto gbody122; else goto gafter123;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc103;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc104;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc105;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc106;
  li_4 = gli2 + (long long)1;
  if (li_4 > gnhi3 - (long long)1) goto gclamp136; else goto gclampj137;

gclamp136:
  li_4 = gnhi3 - (long long)1;
  goto gclampj137;

gclampj137:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc107;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc108;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc109;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc110;
  li_4 = gli2 + (long long)2;
  if (li_4 > gnhi3 - (long long)1) goto gclamp138; else goto gclampj139;

gclamp138:
  li_4 = gnhi3 - (long long)1;
  goto gclampj139;

gclampj139:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc111;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc112;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc113;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc114;
  li_4 = gli2 + (long long)3;
  if (li_4 > gnhi3 - (long long)1) goto gclamp140; else goto gclampj141;

gclamp140:
  li_4 = gnhi3 - (long long)1;
  goto gclampj141;

gclampj141:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc115;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc116;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc117;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc118;
  goto gtdone71;
}

extern void
cx_hoist3_branch0_all_nonleaf (struct JitFrame * f, int * nodes, int count, float * out)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix1_6;
  float * PK_6;
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
  PK_6 = f->packed[(long long)6];
  ifields = f->ifields;
  P_E = f->params[(long long)0];
  goto start0;

start0:
  gq6 = (long long)0;
  goto grow8;

grow8:
  if (gq6 < (long long)4) goto grbody9; else goto grafter10;

grbody9:
  gr4 = gq6 * (long long)64;
  gpw1 = &PK_6[((gr4 + (long long)0) * (long long)256)];
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
  gx19 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then20; else goto else21;

rowerr17:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
  goto join18;

join18:
  ix1_6 = (long long)0;
  goto join16;

then20:
  if (f->err[(long long)0] == (long long)0) goto rowerr23; else goto join24;

else21:
  goto join22;

join22:
  gx25 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then26; else goto else27;

rowerr23:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
  goto join24;

join24:
  ix1_6 = (long long)0;
  goto join22;

then26:
  if (f->err[(long long)0] == (long long)0) goto rowerr29; else goto join30;

else27:
  goto join28;

join28:
  gx31 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)3;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then32; else goto else33;

rowerr29:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
  goto join30;

join30:
  ix1_6 = (long long)0;
  goto join28;

then32:
  if (f->err[(long long)0] == (long long)0) goto rowerr35; else goto join36;

else33:
  goto join34;

join34:
  gx37 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  f->err[(long long)4] = (long long)-6;
  goto join36;

join36:
  ix1_6 = (long long)0;
  goto join34;

gfor56:
  if (gk54 < (long long)256) goto gbody57; else goto gafter58;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc38;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc39;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc40;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc41;
  li_4 = gli2 + (long long)1;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc42;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc43;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc44;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc45;
  li_4 = gli2 + (long long)2;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc46;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc47;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc48;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc49;
  li_4 = gli2 + (long long)3;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc50;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc51;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc52;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc53;
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
  gx78 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)1;
  if (li_4 > gnhi3 - (long long)1) goto gclamp79; else goto gclampj80;

rowerr76:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
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
  gx86 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)2;
  if (li_4 > gnhi3 - (long long)1) goto gclamp87; else goto gclampj88;

rowerr84:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
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
  gx94 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)3;
  if (li_4 > gnhi3 - (long long)1) goto gclamp95; else goto gclampj96;

rowerr92:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
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
  gx102 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  f->err[(long long)4] = (long long)-6;
  goto join101;

join101:
  ix1_6 = (long long)0;
  goto join99;

gfor121:
  if (gk119 < (long long)256) goto gbody122; else goto gafter123;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc103;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc104;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc105;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc106;
  li_4 = gli2 + (long long)1;
  if (li_4 > gnhi3 - (long long)1) goto gclamp136; else goto gclampj137;

gclamp136:
  li_4 = gnhi3 - (long long)1;
  goto gclampj137;

gclampj137:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc107;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc108;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc109;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc110;
  li_4 = gli2 + (long long)2;
  if (li_4 > gnhi3 - (long long)1) goto gclamp138; else goto gclampj139;

gclamp138:
  li_4 = gnhi3 - (long long)1;
  goto gclampj139;

gclampj139:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc111;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc112;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc113;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc114;
  li_4 = gli2 + (long long)3;
  if (li_4 > gnhi3 - (long long)1) goto gclamp140; else goto gclampj141;

gclamp140:
  li_4 = gnhi3 - (long long)1;
  goto gclampj141;

gclampj141:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc115;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc116;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc117;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc118;
  goto gtdone71;
}

