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
  goto for161;

gtile30:
  if (gli2 + (long long)3 < gnhi3) goto gtbody31; else goto gtafter32;

gtbody31:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then33; else goto else34;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then92; else goto else93;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then100; else goto else101;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then108; else goto else109;

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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then116; else goto else117;

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
  goto for164;

after166:
  li_22 += (long long)1;
  goto for161;
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
  float acc11_6;
  long long li_7;
  long long i_8;
  long long cs_9;
  long long c0_10;
  long long r_11;
  long long k_12;
  float acc16_13;
  long long li_14;
  long long i_15;
  long long cs_16;
  long long c0_17;
  long long r_18;
  long long k_19;
  float acc21_20;
  long long li_21;
  long long i_22;
  long long cs_23;
  long long c0_24;
  long long r_25;
  long long k_26;
  float acc26_27;
  long long li_28;
  long long i_29;
  long long cs_30;
  long long c0_31;
  long long li_32;
  long long i_33;
  long long j_34;
  float v12_35;
  float v13_36;
  float v14_37;
  float v17_38;
  float v18_39;
  float v19_40;
  float v22_41;
  float v23_42;
  float v24_43;
  float v27_44;
  float v28_45;
  float v29_46;
  float v30_47;
  long long cs_48;
  long long c0_49;
  float v31_50;
  float v32_51;
  float v33_52;
  float v34_53;
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
  int * children;
  long long glit35;
  float * S_0;
  float * gx36;
  long long glit39;
  float * gx40;
  long long glit43;
  float * gx44;
  long long glit47;
  float * gx48;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc49;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc50;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc51;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc52;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc53;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc54;
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
  long long gk65;
  float * gp66;
  bool lpok67;
  long long lpslot68;
  long long lpslot69;
  long long lpslot70;
  long long lpslot71;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot100;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot101;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot102;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot103;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot104;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot105;
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
  long long glit129;
  float * gx130;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc131;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc132;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc133;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc134;
  long long gk135;
  float * gp136;
  bool lpok137;
  long long lpslot138;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw147;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw148;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw149;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw150;
  float gxs151;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb152;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot155;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot156;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot157;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot158;
  long long glit165;
  float * gx166;
  long long glit169;
  float * gx170;
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
  bool lpok181;
  long long lpslot182;
  long long lpslot183;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw192;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw193;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw194;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw195;
  float gxs196;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb197;
  float gxs198;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb199;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot204;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot205;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot206;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot207;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot208;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot209;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot210;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot211;
  long long glit220;
  float * gx221;
  long long glit224;
  float * gx225;
  long long glit228;
  float * gx229;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc230;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc231;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc232;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc233;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc234;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc235;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc236;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc237;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc238;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc239;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc240;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc241;
  long long gk242;
  float * gp243;
  bool lpok244;
  long long lpslot245;
  long long lpslot246;
  long long lpslot247;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw256;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw257;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw258;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw259;
  float gxs260;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb261;
  float gxs262;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb263;
  float gxs264;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb265;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot272;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot273;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot274;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot275;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot276;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot277;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot278;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot279;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot280;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot281;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot282;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot283;
  float * F_1;
  float * P_b_i;
  float * F_2;
  float * P_b_f;
  float * F_3;
  float * P_b_o;
  float * F_4;
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
  children = f->children;
  S_0 = f->states[(long long)0];
  F_1 = f->vfields[(long long)1];
  P_b_i = f->params[(long long)9];
  F_2 = f->vfields[(long long)2];
  P_b_f = f->params[(long long)10];
  F_3 = f->vfields[(long long)3];
  P_b_o = f->params[(long long)11];
  F_4 = f->vfields[(long long)4];
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
  gpw1 = &PK_1[((gr4 + gme11 * (long long)256) * (long long)256)];
  gprow5 = gr4 + gme11 * (long long)256;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile30;

gmafter29:
  li_32 = (long long)0;
  goto for290;

gtile30:
  if (gli2 + (long long)3 < gnhi3) goto gtbody31; else goto gtafter32;

gtbody31:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm33; else goto gpermj34;

gtafter32:
  if (gnhi3 - gli2 == (long long)1) goto gtrest125; else goto gtnext126;

gperm33:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj34;

gpermj34:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit35 = li_7;
  gx36 = (float *)&S_0[(c0_10 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm37; else goto gpermj38;

gperm37:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj38;

gpermj38:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit39 = li_7;
  gx40 = (float *)&S_0[(c0_10 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm41; else goto gpermj42;

gperm41:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj42;

gpermj42:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit43 = li_7;
  gx44 = (float *)&S_0[(c0_10 * (long long)256)];
  li_7 = gli2 + (long long)3;
  if (f->lp_perm != (int *)NULL) goto gperm45; else goto gpermj46;

gperm45:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj46;

gpermj46:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit47 = li_7;
  gx48 = (float *)&S_0[(c0_10 * (long long)256)];
  gacc49 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc50 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc51 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc52 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc53 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc54 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
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
  gp66 = gpw1;
  lpok67 = (bool)0;
  lpslot68 = (long long)-1;
  lpslot69 = (long long)-1;
  lpslot70 = (long long)-1;
  lpslot71 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk72; else goto lpdec73;

lpchk72:
  lpslot68 = (long long)f->lp_slot[(long long)0][(start_0 + glit35)];
  lpslot69 = (long long)f->lp_slot[(long long)0][(start_0 + glit39)];
  lpslot70 = (long long)f->lp_slot[(long long)0][(start_0 + glit43)];
  lpslot71 = (long long)f->lp_slot[(long long)0][(start_0 + glit47)];
  lpok67 = lpslot68 >= (long long)0 && lpslot69 >= (long long)0 && lpslot70 >= (long long)0 && lpslot71 >= (long long)0;
  goto lpdec73;

lpdec73:
  if (lpok67) goto lphit74; else goto lpmiss75;

lphit74:
  gacc49 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot68 * (long long)1024 + gprow5 + (long long)0)]);
  gacc50 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot68 * (long long)1024 + gprow5 + (long long)16)]);
  gacc51 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot68 * (long long)1024 + gprow5 + (long long)32)]);
  gacc52 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot68 * (long long)1024 + gprow5 + (long long)48)]);
  gacc53 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot69 * (long long)1024 + gprow5 + (long long)0)]);
  gacc54 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot69 * (long long)1024 + gprow5 + (long long)16)]);
  gacc55 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot69 * (long long)1024 + gprow5 + (long long)32)]);
  gacc56 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot69 * (long long)1024 + gprow5 + (long long)48)]);
  gacc57 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot70 * (long long)1024 + gprow5 + (long long)0)]);
  gacc58 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot70 * (long long)1024 + gprow5 + (long long)16)]);
  gacc59 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot70 * (long long)1024 + gprow5 + (long long)32)]);
  gacc60 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot70 * (long long)1024 + gprow5 + (long long)48)]);
  gacc61 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot71 * (long long)1024 + gprow5 + (long long)0)]);
  gacc62 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot71 * (long long)1024 + gprow5 + (long long)16)]);
  gacc63 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot71 * (long long)1024 + gprow5 + (long long)32)]);
  gacc64 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot71 * (long long)1024 + gprow5 + (long long)48)]);
  gp66 = &gp66[(long long)16384];
  goto lpjoin76;

lpmiss75:
  gk65 = (long long)0;
  goto gfor77;

lpjoin76:
  gtot100 = gacc49;
  gtot101 = gacc50;
  gtot102 = gacc51;
  gtot103 = gacc52;
  gtot104 = gacc53;
  gtot105 = gacc54;
  gtot106 = gacc55;
  gtot107 = gacc56;
  gtot108 = gacc57;
  gtot109 = gacc58;
  gtot110 = gacc59;
  gtot111 = gacc60;
  gtot112 = gacc61;
  gtot113 = gacc62;
  gtot114 = gacc63;
  gtot115 = gacc64;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm116; else goto gpermj117;

gfor77:
  if (gk65 < (long long)256) goto gbody78; else goto gafter79;

gbody78:
  gw80 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp66[(long long)0]);
  gw81 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp66[(long long)16]);
  gw82 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp66[(long long)32]);
  gw83 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp66[(long long)48]);
  gxs84 = gx36[(gk65 + (long long)0)];
  gxb85 = {gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84};
  gacc49 += gw80 * gxb85;
  gacc50 += gw81 * gxb85;
  gacc51 += gw82 * gxb85;
  gacc52 += gw83 * gxb85;
  gxs86 = gx40[(gk65 + (long long)0)];
  gxb87 = {gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86};
  gacc53 += gw80 * gxb87;
  gacc54 += gw81 * gxb87;
  gacc55 += gw82 * gxb87;
  gacc56 += gw83 * gxb87;
  gxs88 = gx44[(gk65 + (long long)0)];
  gxb89 = {gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88};
  gacc57 += gw80 * gxb89;
  gacc58 += gw81 * gxb89;
  gacc59 += gw82 * gxb89;
  gacc60 += gw83 * gxb89;
  gxs90 = gx48[(gk65 + (long long)0)];
  gxb91 = {gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90};
  gacc61 += gw80 * gxb91;
  gacc62 += gw81 * gxb91;
  gacc63 += gw82 * gxb91;
  gacc64 += gw83 * gxb91;
  gp66 = &gp66[(long long)64];
  gk65 += (long long)1;
  goto gfor77;

gafter79:
  if (lpslot68 <= (long long)-2) goto lpwr92; else goto lpwn93;

lpwr92:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot68) * (long long)1024 + gprow5 + (long long)0)]) = gacc49;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot68) * (long long)1024 + gprow5 + (long long)16)]) = gacc50;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot68) * (long long)1024 + gprow5 + (long long)32)]) = gacc51;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot68) * (long long)1024 + gprow5 + (long long)48)]) = gacc52;
  goto lpwn93;

lpwn93:
  if (lpslot69 <= (long long)-2) goto lpwr94; else goto lpwn95;

lpwr94:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot69) * (long long)1024 + gprow5 + (long long)0)]) = gacc53;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot69) * (long long)1024 + gprow5 + (long long)16)]) = gacc54;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot69) * (long long)1024 + gprow5 + (long long)32)]) = gacc55;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot69) * (long long)1024 + gprow5 + (long long)48)]) = gacc56;
  goto lpwn95;

lpwn95:
  if (lpslot70 <= (long long)-2) goto lpwr96; else goto lpwn97;

lpwr96:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot70) * (long long)1024 + gprow5 + (long long)0)]) = gacc57;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot70) * (long long)1024 + gprow5 + (long long)16)]) = gacc58;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot70) * (long long)1024 + gprow5 + (long long)32)]) = gacc59;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot70) * (long long)1024 + gprow5 + (long long)48)]) = gacc60;
  goto lpwn97;

lpwn97:
  if (lpslot71 <= (long long)-2) goto lpwr98; else goto lpwn99;

lpwr98:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot71) * (long long)1024 + gprow5 + (long long)0)]) = gacc61;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot71) * (long long)1024 + gprow5 + (long long)16)]) = gacc62;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot71) * (long long)1024 + gprow5 + (long long)32)]) = gacc63;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot71) * (long long)1024 + gprow5 + (long long)48)]) = gacc64;
  goto lpwn99;

lpwn99:
  goto lpjoin76;

gperm116:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj117;

gpermj117:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot100;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot101;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot102;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot103;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm118; else goto gpermj119;

gperm118:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj119;

gpermj119:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot104;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot105;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot106;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot107;
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm120; else goto gpermj121;

gperm120:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj121;

gpermj121:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot108;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot109;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot110;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot111;
  li_7 = gli2 + (long long)3;
  if (f->lp_perm != (int *)NULL) goto gperm122; else goto gpermj123;

gperm122:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj123;

gpermj123:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot112;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot113;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot114;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot115;
  gli2 += (long long)4;
  goto gtile30;

gtdone124:
  gm10 += (long long)1;
  goto gmem27;

gtrest125:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm127; else goto gpermj128;

gtnext126:
  if (gnhi3 - gli2 == (long long)2) goto gtrest161; else goto gtnext162;

gperm127:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj128;

gpermj128:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit129 = li_7;
  gx130 = (float *)&S_0[(c0_10 * (long long)256)];
  gacc131 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc132 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc133 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc134 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp136 = gpw1;
  lpok137 = (bool)0;
  lpslot138 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk139; else goto lpdec140;

lpchk139:
  lpslot138 = (long long)f->lp_slot[(long long)0][(start_0 + glit129)];
  lpok137 = lpslot138 >= (long long)0;
  goto lpdec140;

lpdec140:
  if (lpok137) goto lphit141; else goto lpmiss142;

lphit141:
  gacc131 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot138 * (long long)1024 + gprow5 + (long long)0)]);
  gacc132 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot138 * (long long)1024 + gprow5 + (long long)16)]);
  gacc133 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot138 * (long long)1024 + gprow5 + (long long)32)]);
  gacc134 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot138 * (long long)1024 + gprow5 + (long long)48)]);
  gp136 = &gp136[(long long)16384];
  goto lpjoin143;

lpmiss142:
  gk135 = (long long)0;
  goto gfor144;

lpjoin143:
  gtot155 = gacc131;
  gtot156 = gacc132;
  gtot157 = gacc133;
  gtot158 = gacc134;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm159; else goto gpermj160;

gfor144:
  if (gk135 < (long long)256) goto gbody145; else goto gafter146;

gbody145:
  gw147 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp136[(long long)0]);
  gw148 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp136[(long long)16]);
  gw149 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp136[(long long)32]);
  gw150 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp136[(long long)48]);
  gxs151 = gx130[(gk135 + (long long)0)];
  gxb152 = {gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151};
  gacc131 += gw147 * gxb152;
  gacc132 += gw148 * gxb152;
  gacc133 += gw149 * gxb152;
  gacc134 += gw150 * gxb152;
  gp136 = &gp136[(long long)64];
  gk135 += (long long)1;
  goto gfor144;

gafter146:
  if (lpslot138 <= (long long)-2) goto lpwr153; else goto lpwn154;

lpwr153:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot138) * (long long)1024 + gprow5 + (long long)0)]) = gacc131;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot138) * (long long)1024 + gprow5 + (long long)16)]) = gacc132;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot138) * (long long)1024 + gprow5 + (long long)32)]) = gacc133;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot138) * (long long)1024 + gprow5 + (long long)48)]) = gacc134;
  goto lpwn154;

lpwn154:
  goto lpjoin143;

gperm159:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj160;

gpermj160:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot155;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot156;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot157;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot158;
  goto gtdone124;

gtrest161:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm163; else goto gpermj164;

gtnext162:
  if (gnhi3 - gli2 == (long long)3) goto gtrest216; else goto gtnext217;

gperm163:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj164;

gpermj164:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit165 = li_7;
  gx166 = (float *)&S_0[(c0_10 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm167; else goto gpermj168;

gperm167:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj168;

gpermj168:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit169 = li_7;
  gx170 = (float *)&S_0[(c0_10 * (long long)256)];
  gacc171 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc172 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc173 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc174 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc175 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc176 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc177 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc178 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp180 = gpw1;
  lpok181 = (bool)0;
  lpslot182 = (long long)-1;
  lpslot183 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk184; else goto lpdec185;

lpchk184:
  lpslot182 = (long long)f->lp_slot[(long long)0][(start_0 + glit165)];
  lpslot183 = (long long)f->lp_slot[(long long)0][(start_0 + glit169)];
  lpok181 = lpslot182 >= (long long)0 && lpslot183 >= (long long)0;
  goto lpdec185;

lpdec185:
  if (lpok181) goto lphit186; else goto lpmiss187;

lphit186:
  gacc171 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot182 * (long long)1024 + gprow5 + (long long)0)]);
  gacc172 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot182 * (long long)1024 + gprow5 + (long long)16)]);
  gacc173 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot182 * (long long)1024 + gprow5 + (long long)32)]);
  gacc174 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot182 * (long long)1024 + gprow5 + (long long)48)]);
  gacc175 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot183 * (long long)1024 + gprow5 + (long long)0)]);
  gacc176 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot183 * (long long)1024 + gprow5 + (long long)16)]);
  gacc177 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot183 * (long long)1024 + gprow5 + (long long)32)]);
  gacc178 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot183 * (long long)1024 + gprow5 + (long long)48)]);
  gp180 = &gp180[(long long)16384];
  goto lpjoin188;

lpmiss187:
  gk179 = (long long)0;
  goto gfor189;

lpjoin188:
  gtot204 = gacc171;
  gtot205 = gacc172;
  gtot206 = gacc173;
  gtot207 = gacc174;
  gtot208 = gacc175;
  gtot209 = gacc176;
  gtot210 = gacc177;
  gtot211 = gacc178;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm212; else goto gpermj213;

gfor189:
  if (gk179 < (long long)256) goto gbody190; else goto gafter191;

gbody190:
  gw192 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp180[(long long)0]);
  gw193 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp180[(long long)16]);
  gw194 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp180[(long long)32]);
  gw195 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp180[(long long)48]);
  gxs196 = gx166[(gk179 + (long long)0)];
  gxb197 = {gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196};
  gacc171 += gw192 * gxb197;
  gacc172 += gw193 * gxb197;
  gacc173 += gw194 * gxb197;
  gacc174 += gw195 * gxb197;
  gxs198 = gx170[(gk179 + (long long)0)];
  gxb199 = {gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198};
  gacc175 += gw192 * gxb199;
  gacc176 += gw193 * gxb199;
  gacc177 += gw194 * gxb199;
  gacc178 += gw195 * gxb199;
  gp180 = &gp180[(long long)64];
  gk179 += (long long)1;
  goto gfor189;

gafter191:
  if (lpslot182 <= (long long)-2) goto lpwr200; else goto lpwn201;

lpwr200:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot182) * (long long)1024 + gprow5 + (long long)0)]) = gacc171;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot182) * (long long)1024 + gprow5 + (long long)16)]) = gacc172;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot182) * (long long)1024 + gprow5 + (long long)32)]) = gacc173;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot182) * (long long)1024 + gprow5 + (long long)48)]) = gacc174;
  goto lpwn201;

lpwn201:
  if (lpslot183 <= (long long)-2) goto lpwr202; else goto lpwn203;

lpwr202:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot183) * (long long)1024 + gprow5 + (long long)0)]) = gacc175;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot183) * (long long)1024 + gprow5 + (long long)16)]) = gacc176;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot183) * (long long)1024 + gprow5 + (long long)32)]) = gacc177;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot183) * (long long)1024 + gprow5 + (long long)48)]) = gacc178;
  goto lpwn203;

lpwn203:
  goto lpjoin188;

gperm212:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj213;

gpermj213:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot204;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot205;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot206;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot207;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm214; else goto gpermj215;

gperm214:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj215;

gpermj215:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot208;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot209;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot210;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot211;
  goto gtdone124;

gtrest216:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm218; else goto gpermj219;

gtnext217:
  goto gtdone124;

gperm218:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj219;

gpermj219:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit220 = li_7;
  gx221 = (float *)&S_0[(c0_10 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm222; else goto gpermj223;

gperm222:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj223;

gpermj223:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit224 = li_7;
  gx225 = (float *)&S_0[(c0_10 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm226; else goto gpermj227;

gperm226:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj227;

gpermj227:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit228 = li_7;
  gx229 = (float *)&S_0[(c0_10 * (long long)256)];
  gacc230 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc231 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc232 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc233 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc234 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc235 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc236 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc237 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc238 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc239 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc240 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc241 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp243 = gpw1;
  lpok244 = (bool)0;
  lpslot245 = (long long)-1;
  lpslot246 = (long long)-1;
  lpslot247 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk248; else goto lpdec249;

lpchk248:
  lpslot245 = (long long)f->lp_slot[(long long)0][(start_0 + glit220)];
  lpslot246 = (long long)f->lp_slot[(long long)0][(start_0 + glit224)];
  lpslot247 = (long long)f->lp_slot[(long long)0][(start_0 + glit228)];
  lpok244 = lpslot245 >= (long long)0 && lpslot246 >= (long long)0 && lpslot247 >= (long long)0;
  goto lpdec249;

lpdec249:
  if (lpok244) goto lphit250; else goto lpmiss251;

lphit250:
  gacc230 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot245 * (long long)1024 + gprow5 + (long long)0)]);
  gacc231 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot245 * (long long)1024 + gprow5 + (long long)16)]);
  gacc232 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot245 * (long long)1024 + gprow5 + (long long)32)]);
  gacc233 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot245 * (long long)1024 + gprow5 + (long long)48)]);
  gacc234 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot246 * (long long)1024 + gprow5 + (long long)0)]);
  gacc235 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot246 * (long long)1024 + gprow5 + (long long)16)]);
  gacc236 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot246 * (long long)1024 + gprow5 + (long long)32)]);
  gacc237 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot246 * (long long)1024 + gprow5 + (long long)48)]);
  gacc238 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot247 * (long long)1024 + gprow5 + (long long)0)]);
  gacc239 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot247 * (long long)1024 + gprow5 + (long long)16)]);
  gacc240 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot247 * (long long)1024 + gprow5 + (long long)32)]);
  gacc241 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot247 * (long long)1024 + gprow5 + (long long)48)]);
  gp243 = &gp243[(long long)16384];
  goto lpjoin252;

lpmiss251:
  gk242 = (long long)0;
  goto gfor253;

lpjoin252:
  gtot272 = gacc230;
  gtot273 = gacc231;
  gtot274 = gacc232;
  gtot275 = gacc233;
  gtot276 = gacc234;
  gtot277 = gacc235;
  gtot278 = gacc236;
  gtot279 = gacc237;
  gtot280 = gacc238;
  gtot281 = gacc239;
  gtot282 = gacc240;
  gtot283 = gacc241;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm284; else goto gpermj285;

gfor253:
  if (gk242 < (long long)256) goto gbody254; else goto gafter255;

gbody254:
  gw256 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp243[(long long)0]);
  gw257 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp243[(long long)16]);
  gw258 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp243[(long long)32]);
  gw259 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp243[(long long)48]);
  gxs260 = gx221[(gk242 + (long long)0)];
  gxb261 = {gxs260, gxs260, gxs260, gxs260, gxs260, gxs260, gxs260, gxs260, gxs260, gxs260, gxs260, gxs260, gxs260, gxs260, gxs260, gxs260};
  gacc230 += gw256 * gxb261;
  gacc231 += gw257 * gxb261;
  gacc232 += gw258 * gxb261;
  gacc233 += gw259 * gxb261;
  gxs262 = gx225[(gk242 + (long long)0)];
  gxb263 = {gxs262, gxs262, gxs262, gxs262, gxs262, gxs262, gxs262, gxs262, gxs262, gxs262, gxs262, gxs262, gxs262, gxs262, gxs262, gxs262};
  gacc234 += gw256 * gxb263;
  gacc235 += gw257 * gxb263;
  gacc236 += gw258 * gxb263;
  gacc237 += gw259 * gxb263;
  gxs264 = gx229[(gk242 + (long long)0)];
  gxb265 = {gxs264, gxs264, gxs264, gxs264, gxs264, gxs264, gxs264, gxs264, gxs264, gxs264, gxs264, gxs264, gxs264, gxs264, gxs264, gxs264};
  gacc238 += gw256 * gxb265;
  gacc239 += gw257 * gxb265;
  gacc240 += gw258 * gxb265;
  gacc241 += gw259 * gxb265;
  gp243 = &gp243[(long long)64];
  gk242 += (long long)1;
  goto gfor253;

gafter255:
  if (lpslot245 <= (long long)-2) goto lpwr266; else goto lpwn267;

lpwr266:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot245) * (long long)1024 + gprow5 + (long long)0)]) = gacc230;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot245) * (long long)1024 + gprow5 + (long long)16)]) = gacc231;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot245) * (long long)1024 + gprow5 + (long long)32)]) = gacc232;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot245) * (long long)1024 + gprow5 + (long long)48)]) = gacc233;
  goto lpwn267;

lpwn267:
  if (lpslot246 <= (long long)-2) goto lpwr268; else goto lpwn269;

lpwr268:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot246) * (long long)1024 + gprow5 + (long long)0)]) = gacc234;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot246) * (long long)1024 + gprow5 + (long long)16)]) = gacc235;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot246) * (long long)1024 + gprow5 + (long long)32)]) = gacc236;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot246) * (long long)1024 + gprow5 + (long long)48)]) = gacc237;
  goto lpwn269;

lpwn269:
  if (lpslot247 <= (long long)-2) goto lpwr270; else goto lpwn271;

lpwr270:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot247) * (long long)1024 + gprow5 + (long long)0)]) = gacc238;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot247) * (long long)1024 + gprow5 + (long long)16)]) = gacc239;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot247) * (long long)1024 + gprow5 + (long long)32)]) = gacc240;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot247) * (long long)1024 + gprow5 + (long long)48)]) = gacc241;
  goto lpwn271;

lpwn271:
  goto lpjoin252;

gperm284:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj285;

gpermj285:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot272;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot273;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot274;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot275;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm286; else goto gpermj287;

gperm286:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj287;

gpermj287:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot276;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot277;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot278;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot279;
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm288; else goto gpermj289;

gperm288:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj289;

gpermj289:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot280;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot281;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot282;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot283;
  goto gtdone124;

for290:
  if (li_32 < n_2) goto body291; else goto after292;

body291:
  i_33 = start_0 + li_32;
  cs_48 = (long long)child_start[i_33];
  c0_49 = (long long)children[cs_48];
  gj7 = (long long)0;
  goto for293;

after292:
  gq6 += (long long)1;
  goto grow24;

for293:
  if (gj7 < (long long)64) goto body294; else goto after295;

body294:
  j_34 = gr4 + gj7;
  v12_35 = F_1[(i_33 * (long long)256 + j_34)] + t0[(li_32 * (long long)256 + j_34)];
  v13_36 = v12_35 + P_b_i[j_34];
  v14_37 = cx_vsigmoidf (v13_36);
  v17_38 = F_2[(i_33 * (long long)256 + j_34)] + t1[(li_32 * (long long)256 + j_34)];
  v18_39 = v17_38 + P_b_f[j_34];
  v19_40 = cx_vsigmoidf (v18_39);
  v22_41 = F_3[(i_33 * (long long)256 + j_34)] + t2[(li_32 * (long long)256 + j_34)];
  v23_42 = v22_41 + P_b_o[j_34];
  v24_43 = cx_vsigmoidf (v23_42);
  v27_44 = F_4[(i_33 * (long long)256 + j_34)] + t3[(li_32 * (long long)256 + j_34)];
  v28_45 = v27_44 + P_b_u[j_34];
  v29_46 = cx_vtanhf (v28_45);
  v30_47 = v19_40 * S_1[(c0_49 * (long long)256 + j_34)];
  v31_50 = v14_37 * v29_46;
  v32_51 = v30_47 + v31_50;
  S_1[(i_33 * (long long)256 + j_34)] = v32_51;
  v33_52 = cx_vtanhf (v32_51);
  v34_53 = v24_43 * v33_52;
  S_0[(i_33 * (long long)256 + j_34)] = v34_53;
  gj7 += (long long)1;
  goto for293;

after295:
  li_32 += (long long)1;
  goto for290;
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
  float acc11_6;
  long long li_7;
  long long i_8;
  long long cs_9;
  long long c0_10;
  long long r_11;
  long long k_12;
  float acc16_13;
  long long li_14;
  long long i_15;
  long long cs_16;
  long long c0_17;
  long long r_18;
  long long k_19;
  float acc21_20;
  long long li_21;
  long long i_22;
  long long cs_23;
  long long c0_24;
  long long r_25;
  long long k_26;
  float acc26_27;
  long long li_28;
  long long i_29;
  long long cs_30;
  long long c0_31;
  long long li_32;
  long long i_33;
  long long j_34;
  float v12_35;
  float v13_36;
  float v14_37;
  float v17_38;
  float v18_39;
  float v19_40;
  float v22_41;
  float v23_42;
  float v24_43;
  float v27_44;
  float v28_45;
  float v29_46;
  float v30_47;
  long long cs_48;
  long long c0_49;
  float v31_50;
  float v32_51;
  float v33_52;
  float v34_53;
  float * PK_1;
  float * P_U_i;
  float * P_U_f;
  float * P_U_o;
  float * P_U_u;

entry:
  PK_1 = f->packed[(long long)1];
  P_U_i = f->params[(long long)5];
  P_U_f = f->params[(long long)6];
  P_U_o = f->params[(long long)7];
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
  r_11 = (long long)0;
  goto pr7;

pk4:
  if (k_5 < (long long)256) goto pkb5; else goto pka6;

pkb5:
  PK_1[(((r_4 + (long long)0) / (long long)64 * (long long)256 + k_5 + (long long)0) * (long long)64 + (r_4 + (long long)0) % (long long)64)] = P_U_i[(r_4 * (long long)256 + k_5)];
  k_5 += (long long)1;
  goto pk4;

pka6:
  r_4 += (long long)1;
  goto pr1;

pr7:
  if (r_11 < (long long)256) goto prb8; else goto pra9;

prb8:
  k_12 = (long long)0;
  goto pk10;

pra9:
  r_18 = (long long)0;
  goto pr13;

pk10:
  if (k_12 < (long long)256) goto pkb11; else goto pka12;

pkb11:
  PK_1[(((r_11 + (long long)256) / (long long)64 * (long long)256 + k_12 + (long long)0) * (long long)64 + (r_11 + (long long)256) % (long long)64)] = P_U_f[(r_11 * (long long)256 + k_12)];
  k_12 += (long long)1;
  goto pk10;

pka12:
  r_11 += (long long)1;
  goto pr7;

pr13:
  if (r_18 < (long long)256) goto prb14; else goto pra15;

prb14:
  k_19 = (long long)0;
  goto pk16;

pra15:
  r_25 = (long long)0;
  goto pr19;

pk16:
  if (k_19 < (long long)256) goto pkb17; else goto pka18;

pkb17:
  PK_1[(((r_18 + (long long)512) / (long long)64 * (long long)256 + k_19 + (long long)0) * (long long)64 + (r_18 + (long long)512) % (long long)64)] = P_U_o[(r_18 * (long long)256 + k_19)];
  k_19 += (long long)1;
  goto pk16;

pka18:
  r_18 += (long long)1;
  goto pr13;

pr19:
  if (r_25 < (long long)256) goto prb20; else goto pra21;

prb20:
  k_26 = (long long)0;
  goto pk22;

pra21:
  return;

pk22:
  if (k_26 < (long long)256) goto pkb23; else goto pka24;

pkb23:
  PK_1[(((r_25 + (long long)768) / (long long)64 * (long long)256 + k_26 + (long long)0) * (long long)64 + (r_25 + (long long)768) % (long long)64)] = P_U_u[(r_25 * (long long)256 + k_26)];
  k_26 += (long long)1;
  goto pk22;

pka24:
  r_25 += (long long)1;
  goto pr19;
}

static void
cx_pack_2 (struct JitFrame * f)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix1_6;
  float * PK_2;
  float * P_W_i;

entry:
  PK_2 = f->packed[(long long)2];
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
  PK_2[(((r_1 + (long long)0) / (long long)64 * (long long)256 + k_2 + (long long)0) * (long long)64 + (r_1 + (long long)0) % (long long)64)] = P_W_i[(r_1 * (long long)256 + k_2)];
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
  float * P_W_f;

entry:
  PK_3 = f->packed[(long long)3];
  P_W_f = f->params[(long long)2];
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
  PK_3[(((r_1 + (long long)0) / (long long)64 * (long long)256 + k_2 + (long long)0) * (long long)64 + (r_1 + (long long)0) % (long long)64)] = P_W_f[(r_1 * (long long)256 + k_2)];
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
  P_W_o = f->params[(long long)3];
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
  P_W_u = f->params[(long long)4];
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
  return;
}

extern void
cx_hoist0_branch1_internal (struct JitFrame * f, int * nodes, int count, float * out)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix1_6;
  float * PK_2;
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
  PK_2 = f->packed[(long long)2];
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
  gpw1 = &PK_2[((gr4 + (long long)0) * (long long)256)];
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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then14; else goto else15;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then20; else goto else21;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then26; else goto else27;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then32; else goto else33;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then73; else goto else74;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then81; else goto else82;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then89; else goto else90;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then97; else goto else98;

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
cx_hoist1_branch1_internal (struct JitFrame * f, int * nodes, int count, float * out)
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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then14; else goto else15;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then20; else goto else21;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then26; else goto else27;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then32; else goto else33;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then73; else goto else74;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then81; else goto else82;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then89; else goto else90;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then97; else goto else98;

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
cx_hoist2_branch1_internal (struct JitFrame * f, int * nodes, int count, float * out)
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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then14; else goto else15;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then20; else goto else21;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then26; else goto else27;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then32; else goto else33;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then73; else goto else74;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then81; else goto else82;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then89; else goto else90;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then97; else goto else98;

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
cx_hoist3_branch1_internal (struct JitFrame * f, int * nodes, int count, float * out)
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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then14; else goto else15;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then20; else goto else21;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then26; else goto else27;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then32; else goto else33;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then73; else goto else74;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then81; else goto else82;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then89; else goto else90;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then97; else goto else98;

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

