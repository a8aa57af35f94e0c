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
  P_b_i = f->params[(long long)14];
  P_b_o = f->params[(long long)17];
  P_b_u = f->params[(long long)18];
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
cx_branch1_internal (struct JitFrame * f, int start, int end)
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
  long long cs_9;
  long long c0_10;
  long long c1_11;
  long long r_12;
  long long k_13;
  float acc17_14;
  long long li_15;
  long long i_16;
  long long cs_17;
  long long c0_18;
  long long c1_19;
  long long r_20;
  long long k_21;
  float acc25_22;
  long long li_23;
  long long i_24;
  long long cs_25;
  long long c0_26;
  long long c1_27;
  long long r_28;
  long long k_29;
  float acc33_30;
  long long li_31;
  long long i_32;
  long long cs_33;
  long long c0_34;
  long long c1_35;
  long long r_36;
  long long k_37;
  float acc41_38;
  long long li_39;
  long long i_40;
  long long cs_41;
  long long c0_42;
  long long c1_43;
  long long li_44;
  long long i_45;
  long long j_46;
  float v10_47;
  float v11_48;
  float v18_49;
  float v19_50;
  float v26_51;
  float v27_52;
  float v34_53;
  float v35_54;
  float v42_55;
  float v43_56;
  float v44_57;
  float v45_58;
  long long cs_59;
  long long c0_60;
  float v46_61;
  float v47_62;
  long long c1_63;
  float v48_64;
  float v49_65;
  float v50_66;
  long long toff;
  float * t0;
  float * t1;
  float * t2;
  float * t3;
  float * t4;
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
  float *[5] gtab9;
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
  float * gx37;
  long long glit40;
  float * gx41;
  float * gx42;
  long long glit45;
  float * gx46;
  float * gx47;
  long long glit50;
  float * gx51;
  float * gx52;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc65;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc66;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc67;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc68;
  long long gk69;
  float * gp70;
  bool lpok71;
  long long lpslot72;
  long long lpslot73;
  long long lpslot74;
  long long lpslot75;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw84;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw85;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw86;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw87;
  float gxs88;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb89;
  float gxs90;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb91;
  float gxs92;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb93;
  float gxs94;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb95;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot116;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot117;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot118;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot119;
  bool lpok120;
  long long lpslot121;
  long long lpslot122;
  long long lpslot123;
  long long lpslot124;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw133;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw134;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw135;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw136;
  float gxs137;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb138;
  float gxs139;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb140;
  float gxs141;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb142;
  float gxs143;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb144;
  long long glit166;
  float * gx167;
  float * gx168;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc169;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc170;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc171;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc172;
  long long gk173;
  float * gp174;
  bool lpok175;
  long long lpslot176;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw185;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw186;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw187;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw188;
  float gxs189;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb190;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot193;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot194;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot195;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot196;
  bool lpok197;
  long long lpslot198;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw207;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw208;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw209;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw210;
  float gxs211;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb212;
  long long glit221;
  float * gx222;
  float * gx223;
  long long glit226;
  float * gx227;
  float * gx228;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc229;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc230;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc231;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc232;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc233;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc234;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc235;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc236;
  long long gk237;
  float * gp238;
  bool lpok239;
  long long lpslot240;
  long long lpslot241;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw250;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw251;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw252;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw253;
  float gxs254;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb255;
  float gxs256;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb257;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot262;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot263;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot264;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot265;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot266;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot267;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot268;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot269;
  bool lpok270;
  long long lpslot271;
  long long lpslot272;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw281;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw282;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw283;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw284;
  float gxs285;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb286;
  float gxs287;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb288;
  long long glit301;
  float * gx302;
  float * gx303;
  long long glit306;
  float * gx307;
  float * gx308;
  long long glit311;
  float * gx312;
  float * gx313;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc314;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc315;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc316;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc317;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc318;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc319;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc320;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc321;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc322;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc323;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc324;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc325;
  long long gk326;
  float * gp327;
  bool lpok328;
  long long lpslot329;
  long long lpslot330;
  long long lpslot331;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw340;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw341;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw342;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw343;
  float gxs344;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb345;
  float gxs346;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb347;
  float gxs348;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb349;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot356;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot357;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot358;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot359;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot360;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot361;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot362;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot363;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot364;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot365;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot366;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot367;
  bool lpok368;
  long long lpslot369;
  long long lpslot370;
  long long lpslot371;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw380;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw381;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw382;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw383;
  float gxs384;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb385;
  float gxs386;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb387;
  float gxs388;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb389;
  float * P_b_i;
  float * P_b_fl;
  float * P_b_fr;
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
  t4 = &f->scratch[toff];
  toff += f->node_cap * (long long)256 + (long long)15 & (long long)-16;
  child_start = f->child_start;
  PK_1 = f->packed[(long long)1];
  children = f->children;
  S_0 = f->states[(long long)0];
  P_b_i = f->params[(long long)14];
  P_b_fl = f->params[(long long)15];
  P_b_fr = f->params[(long long)16];
  P_b_o = f->params[(long long)17];
  P_b_u = f->params[(long long)18];
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
  gtab9[(long long)4] = t4;
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
  if (gm10 < (long long)5) goto gmbody28; else goto gmafter29;

gmbody28:
  gme11 = gm10 + gdir8 * ((long long)4 - (long long)2 * gm10);
  gmt12 = gtab9[gme11];
  gpw1 = &PK_1[((gr4 + gme11 * (long long)256) * (long long)512)];
  gprow5 = gr4 + gme11 * (long long)256;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile30;

gmafter29:
  li_44 = (long long)0;
  goto for402;

gtile30:
  if (gli2 + (long long)3 < gnhi3) goto gtbody31; else goto gtafter32;

gtbody31:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm33; else goto gpermj34;

gtafter32:
  if (gnhi3 - gli2 == (long long)1) goto gtrest162; else goto gtnext163;

gperm33:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj34;

gpermj34:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit35 = li_7;
  gx36 = (float *)&S_0[(c0_10 * (long long)256)];
  gx37 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm38; else goto gpermj39;

gperm38:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj39;

gpermj39:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit40 = li_7;
  gx41 = (float *)&S_0[(c0_10 * (long long)256)];
  gx42 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm43; else goto gpermj44;

gperm43:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj44;

gpermj44:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit45 = li_7;
  gx46 = (float *)&S_0[(c0_10 * (long long)256)];
  gx47 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)3;
  if (f->lp_perm != (int *)NULL) goto gperm48; else goto gpermj49;

gperm48:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj49;

gpermj49:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit50 = li_7;
  gx51 = (float *)&S_0[(c0_10 * (long long)256)];
  gx52 = (float *)&S_0[(c1_11 * (long long)256)];
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
  gacc65 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc66 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc67 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc68 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp70 = gpw1;
  lpok71 = (bool)0;
  lpslot72 = (long long)-1;
  lpslot73 = (long long)-1;
  lpslot74 = (long long)-1;
  lpslot75 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk76; else goto lpdec77;

lpchk76:
  lpslot72 = (long long)f->lp_slot[(long long)0][(start_0 + glit35)];
  lpslot73 = (long long)f->lp_slot[(long long)0][(start_0 + glit40)];
  lpslot74 = (long long)f->lp_slot[(long long)0][(start_0 + glit45)];
  lpslot75 = (long long)f->lp_slot[(long long)0][(start_0 + glit50)];
  lpok71 = lpslot72 >= (long long)0 && lpslot73 >= (long long)0 && lpslot74 >= (long long)0 && lpslot75 >= (long long)0;
  goto lpdec77;

lpdec77:
  if (lpok71) goto lphit78; else goto lpmiss79;

lphit78:
  gacc53 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot72 * (long long)1280 + gprow5 + (long long)0)]);
  gacc54 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot72 * (long long)1280 + gprow5 + (long long)16)]);
  gacc55 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot72 * (long long)1280 + gprow5 + (long long)32)]);
  gacc56 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot72 * (long long)1280 + gprow5 + (long long)48)]);
  gacc57 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot73 * (long long)1280 + gprow5 + (long long)0)]);
  gacc58 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot73 * (long long)1280 + gprow5 + (long long)16)]);
  gacc59 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot73 * (long long)1280 + gprow5 + (long long)32)]);
  gacc60 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot73 * (long long)1280 + gprow5 + (long long)48)]);
  gacc61 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot74 * (long long)1280 + gprow5 + (long long)0)]);
  gacc62 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot74 * (long long)1280 + gprow5 + (long long)16)]);
  gacc63 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot74 * (long long)1280 + gprow5 + (long long)32)]);
  gacc64 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot74 * (long long)1280 + gprow5 + (long long)48)]);
  gacc65 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot75 * (long long)1280 + gprow5 + (long long)0)]);
  gacc66 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot75 * (long long)1280 + gprow5 + (long long)16)]);
  gacc67 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot75 * (long long)1280 + gprow5 + (long long)32)]);
  gacc68 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot75 * (long long)1280 + gprow5 + (long long)48)]);
  gp70 = &gp70[(long long)16384];
  goto lpjoin80;

lpmiss79:
  gk69 = (long long)0;
  goto gfor81;

lpjoin80:
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
  gtot116 = gacc65;
  gtot117 = gacc66;
  gtot118 = gacc67;
  gtot119 = gacc68;
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
  gacc65 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc66 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc67 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc68 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok120 = (bool)0;
  lpslot121 = (long long)-1;
  lpslot122 = (long long)-1;
  lpslot123 = (long long)-1;
  lpslot124 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk125; else goto lpdec126;

gfor81:
  if (gk69 < (long long)256) goto gbody82; else goto gafter83;

gbody82:
  gw84 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp70[(long long)0]);
  gw85 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp70[(long long)16]);
  gw86 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp70[(long long)32]);
  gw87 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp70[(long long)48]);
  gxs88 = gx36[(gk69 + (long long)0)];
  gxb89 = {gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88};
  gacc53 += gw84 * gxb89;
  gacc54 += gw85 * gxb89;
  gacc55 += gw86 * gxb89;
  gacc56 += gw87 * gxb89;
  gxs90 = gx41[(gk69 + (long long)0)];
  gxb91 = {gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90};
  gacc57 += gw84 * gxb91;
  gacc58 += gw85 * gxb91;
  gacc59 += gw86 * gxb91;
  gacc60 += gw87 * gxb91;
  gxs92 = gx46[(gk69 + (long long)0)];
  gxb93 = {gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92};
  gacc61 += gw84 * gxb93;
  gacc62 += gw85 * gxb93;
  gacc63 += gw86 * gxb93;
  gacc64 += gw87 * gxb93;
  gxs94 = gx51[(gk69 + (long long)0)];
  gxb95 = {gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94};
  gacc65 += gw84 * gxb95;
  gacc66 += gw85 * gxb95;
  gacc67 += gw86 * gxb95;
  gacc68 += gw87 * gxb95;
  gp70 = &gp70[(long long)64];
  gk69 += (long long)1;
  goto gfor81;

gafter83:
  if (lpslot72 <= (long long)-2) goto lpwr96; else goto lpwn97;

lpwr96:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot72) * (long long)1280 + gprow5 + (long long)0)]) = gacc53;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot72) * (long long)1280 + gprow5 + (long long)16)]) = gacc54;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot72) * (long long)1280 + gprow5 + (long long)32)]) = gacc55;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot72) * (long long)1280 + gprow5 + (long long)48)]) = gacc56;
  goto lpwn97;

lpwn97:
  if (lpslot73 <= (long long)-2) goto lpwr98; else goto lpwn99;

lpwr98:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot73) * (long long)1280 + gprow5 + (long long)0)]) = gacc57;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot73) * (long long)1280 + gprow5 + (long long)16)]) = gacc58;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot73) * (long long)1280 + gprow5 + (long long)32)]) = gacc59;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot73) * (long long)1280 + gprow5 + (long long)48)]) = gacc60;
  goto lpwn99;

lpwn99:
  if (lpslot74 <= (long long)-2) goto lpwr100; else goto lpwn101;

lpwr100:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot74) * (long long)1280 + gprow5 + (long long)0)]) = gacc61;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot74) * (long long)1280 + gprow5 + (long long)16)]) = gacc62;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot74) * (long long)1280 + gprow5 + (long long)32)]) = gacc63;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot74) * (long long)1280 + gprow5 + (long long)48)]) = gacc64;
  goto lpwn101;

lpwn101:
  if (lpslot75 <= (long long)-2) goto lpwr102; else goto lpwn103;

lpwr102:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot75) * (long long)1280 + gprow5 + (long long)0)]) = gacc65;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot75) * (long long)1280 + gprow5 + (long long)16)]) = gacc66;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot75) * (long long)1280 + gprow5 + (long long)32)]) = gacc67;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot75) * (long long)1280 + gprow5 + (long long)48)]) = gacc68;
  goto lpwn103;

lpwn103:
  goto lpjoin80;

lpchk125:
  lpslot121 = (long long)f->lp_slot[(long long)1][(start_0 + glit35)];
  lpslot122 = (long long)f->lp_slot[(long long)1][(start_0 + glit40)];
  lpslot123 = (long long)f->lp_slot[(long long)1][(start_0 + glit45)];
  lpslot124 = (long long)f->lp_slot[(long long)1][(start_0 + glit50)];
  lpok120 = lpslot121 >= (long long)0 && lpslot122 >= (long long)0 && lpslot123 >= (long long)0 && lpslot124 >= (long long)0;
  goto lpdec126;

lpdec126:
  if (lpok120) goto lphit127; else goto lpmiss128;

lphit127:
  gacc53 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot121 * (long long)1280 + gprow5 + (long long)0)]);
  gacc54 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot121 * (long long)1280 + gprow5 + (long long)16)]);
  gacc55 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot121 * (long long)1280 + gprow5 + (long long)32)]);
  gacc56 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot121 * (long long)1280 + gprow5 + (long long)48)]);
  gacc57 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot122 * (long long)1280 + gprow5 + (long long)0)]);
  gacc58 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot122 * (long long)1280 + gprow5 + (long long)16)]);
  gacc59 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot122 * (long long)1280 + gprow5 + (long long)32)]);
  gacc60 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot122 * (long long)1280 + gprow5 + (long long)48)]);
  gacc61 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot123 * (long long)1280 + gprow5 + (long long)0)]);
  gacc62 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot123 * (long long)1280 + gprow5 + (long long)16)]);
  gacc63 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot123 * (long long)1280 + gprow5 + (long long)32)]);
  gacc64 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot123 * (long long)1280 + gprow5 + (long long)48)]);
  gacc65 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot124 * (long long)1280 + gprow5 + (long long)0)]);
  gacc66 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot124 * (long long)1280 + gprow5 + (long long)16)]);
  gacc67 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot124 * (long long)1280 + gprow5 + (long long)32)]);
  gacc68 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot124 * (long long)1280 + gprow5 + (long long)48)]);
  gp70 = &gp70[(long long)16384];
  goto lpjoin129;

lpmiss128:
  gk69 = (long long)0;
  goto gfor130;

lpjoin129:
  gtot104 += gacc53;
  gtot105 += gacc54;
  gtot106 += gacc55;
  gtot107 += gacc56;
  gtot108 += gacc57;
  gtot109 += gacc58;
  gtot110 += gacc59;
  gtot111 += gacc60;
  gtot112 += gacc61;
  gtot113 += gacc62;
  gtot114 += gacc63;
  gtot115 += gacc64;
  gtot116 += gacc65;
  gtot117 += gacc66;
  gtot118 += gacc67;
  gtot119 += gacc68;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm153; else goto gpermj154;

gfor130:
  if (gk69 < (long long)256) goto gbody131; else goto gafter132;

gbody131:
  gw133 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp70[(long long)0]);
  gw134 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp70[(long long)16]);
  gw135 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp70[(long long)32]);
  gw136 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp70[(long long)48]);
  gxs137 = gx37[(gk69 + (long long)0)];
  gxb138 = {gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137};
  gacc53 += gw133 * gxb138;
  gacc54 += gw134 * gxb138;
  gacc55 += gw135 * gxb138;
  gacc56 += gw136 * gxb138;
  gxs139 = gx42[(gk69 + (long long)0)];
  gxb140 = {gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139};
  gacc57 += gw133 * gxb140;
  gacc58 += gw134 * gxb140;
  gacc59 += gw135 * gxb140;
  gacc60 += gw136 * gxb140;
  gxs141 = gx47[(gk69 + (long long)0)];
  gxb142 = {gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141};
  gacc61 += gw133 * gxb142;
  gacc62 += gw134 * gxb142;
  gacc63 += gw135 * gxb142;
  gacc64 += gw136 * gxb142;
  gxs143 = gx52[(gk69 + (long long)0)];
  gxb144 = {gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143};
  gacc65 += gw133 * gxb144;
  gacc66 += gw134 * gxb144;
  gacc67 += gw135 * gxb144;
  gacc68 += gw136 * gxb144;
  gp70 = &gp70[(long long)64];
  gk69 += (long long)1;
  goto gfor130;

gafter132:
  if (lpslot121 <= (long long)-2) goto lpwr145; else goto lpwn146;

lpwr145:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot121) * (long long)1280 + gprow5 + (long long)0)]) = gacc53;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot121) * (long long)1280 + gprow5 + (long long)16)]) = gacc54;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot121) * (long long)1280 + gprow5 + (long long)32)]) = gacc55;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot121) * (long long)1280 + gprow5 + (long long)48)]) = gacc56;
  goto lpwn146;

lpwn146:
  if (lpslot122 <= (long long)-2) goto lpwr147; else goto lpwn148;

lpwr147:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot122) * (long long)1280 + gprow5 + (long long)0)]) = gacc57;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot122) * (long long)1280 + gprow5 + (long long)16)]) = gacc58;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot122) * (long long)1280 + gprow5 + (long long)32)]) = gacc59;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot122) * (long long)1280 + gprow5 + (long long)48)]) = gacc60;
  goto lpwn148;

lpwn148:
  if (lpslot123 <= (long long)-2) goto lpwr149; else goto lpwn150;

lpwr149:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot123) * (long long)1280 + gprow5 + (long long)0)]) = gacc61;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot123) * (long long)1280 + gprow5 + (long long)16)]) = gacc62;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot123) * (long long)1280 + gprow5 + (long long)32)]) = gacc63;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot123) * (long long)1280 + gprow5 + (long long)48)]) = gacc64;
  goto lpwn150;

lpwn150:
  if (lpslot124 <= (long long)-2) goto lpwr151; else goto lpwn152;

lpwr151:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot124) * (long long)1280 + gprow5 + (long long)0)]) = gacc65;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot124) * (long long)1280 + gprow5 + (long long)16)]) = gacc66;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot124) * (long long)1280 + gprow5 + (long long)32)]) = gacc67;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot124) * (long long)1280 + gprow5 + (long long)48)]) = gacc68;
  goto lpwn152;

lpwn152:
  goto lpjoin129;

gperm153:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj154;

gpermj154:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot104;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot105;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot106;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot107;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm155; else goto gpermj156;

gperm155:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj156;

gpermj156:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot108;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot109;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot110;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot111;
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm157; else goto gpermj158;

gperm157:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj158;

gpermj158:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot112;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot113;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot114;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot115;
  li_7 = gli2 + (long long)3;
  if (f->lp_perm != (int *)NULL) goto gperm159; else goto gpermj160;

gperm159:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj160;

gpermj160:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot116;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot117;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot118;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot119;
  gli2 += (long long)4;
  goto gtile30;

gtdone161:
  gm10 += (long long)1;
  goto gmem27;

gtrest162:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm164; else goto gpermj165;

gtnext163:
  if (gnhi3 - gli2 == (long long)2) goto gtrest217; else goto gtnext218;

gperm164:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj165;

gpermj165:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit166 = li_7;
  gx167 = (float *)&S_0[(c0_10 * (long long)256)];
  gx168 = (float *)&S_0[(c1_11 * (long long)256)];
  gacc169 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc170 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc171 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc172 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp174 = gpw1;
  lpok175 = (bool)0;
  lpslot176 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk177; else goto lpdec178;

lpchk177:
  lpslot176 = (long long)f->lp_slot[(long long)0][(start_0 + glit166)];
  lpok175 = lpslot176 >= (long long)0;
  goto lpdec178;

lpdec178:
  if (lpok175) goto lphit179; else goto lpmiss180;

lphit179:
  gacc169 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot176 * (long long)1280 + gprow5 + (long long)0)]);
  gacc170 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot176 * (long long)1280 + gprow5 + (long long)16)]);
  gacc171 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot176 * (long long)1280 + gprow5 + (long long)32)]);
  gacc172 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot176 * (long long)1280 + gprow5 + (long long)48)]);
  gp174 = &gp174[(long long)16384];
  goto lpjoin181;

lpmiss180:
  gk173 = (long long)0;
  goto gfor182;

lpjoin181:
  gtot193 = gacc169;
  gtot194 = gacc170;
  gtot195 = gacc171;
  gtot196 = gacc172;
  gacc169 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc170 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc171 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc172 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok197 = (bool)0;
  lpslot198 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk199; else goto lpdec200;

gfor182:
  if (gk173 < (long long)256) goto gbody183; else goto gafter184;

gbody183:
  gw185 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp174[(long long)0]);
  gw186 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp174[(long long)16]);
  gw187 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp174[(long long)32]);
  gw188 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp174[(long long)48]);
  gxs189 = gx167[(gk173 + (long long)0)];
  gxb190 = {gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189};
  gacc169 += gw185 * gxb190;
  gacc170 += gw186 * gxb190;
  gacc171 += gw187 * gxb190;
  gacc172 += gw188 * gxb190;
  gp174 = &gp174[(long long)64];
  gk173 += (long long)1;
  goto gfor182;

gafter184:
  if (lpslot176 <= (long long)-2) goto lpwr191; else goto lpwn192;

lpwr191:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot176) * (long long)1280 + gprow5 + (long long)0)]) = gacc169;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot176) * (long long)1280 + gprow5 + (long long)16)]) = gacc170;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot176) * (long long)1280 + gprow5 + (long long)32)]) = gacc171;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot176) * (long long)1280 + gprow5 + (long long)48)]) = gacc172;
  goto lpwn192;

lpwn192:
  goto lpjoin181;

lpchk199:
  lpslot198 = (long long)f->lp_slot[(long long)1][(start_0 + glit166)];
  lpok197 = lpslot198 >= (long long)0;
  goto lpdec200;

lpdec200:
  if (lpok197) goto lphit201; else goto lpmiss202;

lphit201:
  gacc169 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot198 * (long long)1280 + gprow5 + (long long)0)]);
  gacc170 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot198 * (long long)1280 + gprow5 + (long long)16)]);
  gacc171 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot198 * (long long)1280 + gprow5 + (long long)32)]);
  gacc172 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot198 * (long long)1280 + gprow5 + (long long)48)]);
  gp174 = &gp174[(long long)16384];
  goto lpjoin203;

lpmiss202:
  gk173 = (long long)0;
  goto gfor204;

lpjoin203:
  gtot193 += gacc169;
  gtot194 += gacc170;
  gtot195 += gacc171;
  gtot196 += gacc172;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm215; else goto gpermj216;

gfor204:
  if (gk173 < (long long)256) goto gbody205; else goto gafter206;

gbody205:
  gw207 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp174[(long long)0]);
  gw208 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp174[(long long)16]);
  gw209 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp174[(long long)32]);
  gw210 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp174[(long long)48]);
  gxs211 = gx168[(gk173 + (long long)0)];
  gxb212 = {gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211};
  gacc169 += gw207 * gxb212;
  gacc170 += gw208 * gxb212;
  gacc171 += gw209 * gxb212;
  gacc172 += gw210 * gxb212;
  gp174 = &gp174[(long long)64];
  gk173 += (long long)1;
  goto gfor204;

gafter206:
  if (lpslot198 <= (long long)-2) goto lpwr213; else goto lpwn214;

lpwr213:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot198) * (long long)1280 + gprow5 + (long long)0)]) = gacc169;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot198) * (long long)1280 + gprow5 + (long long)16)]) = gacc170;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot198) * (long long)1280 + gprow5 + (long long)32)]) = gacc171;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot198) * (long long)1280 + gprow5 + (long long)48)]) = gacc172;
  goto lpwn214;

lpwn214:
  goto lpjoin203;

gperm215:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj216;

gpermj216:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot193;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot194;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot195;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot196;
  goto gtdone161;

gtrest217:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm219; else goto gpermj220;

gtnext218:
  if (gnhi3 - gli2 == (long long)3) goto gtrest297; else goto gtnext298;

gperm219:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj220;

gpermj220:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit221 = li_7;
  gx222 = (float *)&S_0[(c0_10 * (long long)256)];
  gx223 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm224; else goto gpermj225;

gperm224:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj225;

gpermj225:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit226 = li_7;
  gx227 = (float *)&S_0[(c0_10 * (long long)256)];
  gx228 = (float *)&S_0[(c1_11 * (long long)256)];
  gacc229 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc230 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc231 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc232 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc233 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc234 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc235 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc236 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp238 = gpw1;
  lpok239 = (bool)0;
  lpslot240 = (long long)-1;
  lpslot241 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk242; else goto lpdec243;

lpchk242:
  lpslot240 = (long long)f->lp_slot[(long long)0][(start_0 + glit221)];
  lpslot241 = (long long)f->lp_slot[(long long)0][(start_0 + glit226)];
  lpok239 = lpslot240 >= (long long)0 && lpslot241 >= (long long)0;
  goto lpdec243;

lpdec243:
  if (lpok239) goto lphit244; else goto lpmiss245;

lphit244:
  gacc229 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot240 * (long long)1280 + gprow5 + (long long)0)]);
  gacc230 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot240 * (long long)1280 + gprow5 + (long long)16)]);
  gacc231 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot240 * (long long)1280 + gprow5 + (long long)32)]);
  gacc232 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot240 * (long long)1280 + gprow5 + (long long)48)]);
  gacc233 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot241 * (long long)1280 + gprow5 + (long long)0)]);
  gacc234 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot241 * (long long)1280 + gprow5 + (long long)16)]);
  gacc235 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot241 * (long long)1280 + gprow5 + (long long)32)]);
  gacc236 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot241 * (long long)1280 + gprow5 + (long long)48)]);
  gp238 = &gp238[(long long)16384];
  goto lpjoin246;

lpmiss245:
  gk237 = (long long)0;
  goto gfor247;

lpjoin246:
  gtot262 = gacc229;
  gtot263 = gacc230;
  gtot264 = gacc231;
  gtot265 = gacc232;
  gtot266 = gacc233;
  gtot267 = gacc234;
  gtot268 = gacc235;
  gtot269 = gacc236;
  gacc229 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc230 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc231 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc232 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc233 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc234 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc235 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc236 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok270 = (bool)0;
  lpslot271 = (long long)-1;
  lpslot272 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk273; else goto lpdec274;

gfor247:
  if (gk237 < (long long)256) goto gbody248; else goto gafter249;

gbody248:
  gw250 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp238[(long long)0]);
  gw251 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp238[(long long)16]);
  gw252 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp238[(long long)32]);
  gw253 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp238[(long long)48]);
  gxs254 = gx222[(gk237 + (long long)0)];
  gxb255 = {gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254};
  gacc229 += gw250 * gxb255;
  gacc230 += gw251 * gxb255;
  gacc231 += gw252 * gxb255;
  gacc232 += gw253 * gxb255;
  gxs256 = gx227[(gk237 + (long long)0)];
  gxb257 = {gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256};
  gacc233 += gw250 * gxb257;
  gacc234 += gw251 * gxb257;
  gacc235 += gw252 * gxb257;
  gacc236 += gw253 * gxb257;
  gp238 = &gp238[(long long)64];
  gk237 += (long long)1;
  goto gfor247;

gafter249:
  if (lpslot240 <= (long long)-2) goto lpwr258; else goto lpwn259;

lpwr258:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot240) * (long long)1280 + gprow5 + (long long)0)]) = gacc229;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot240) * (long long)1280 + gprow5 + (long long)16)]) = gacc230;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot240) * (long long)1280 + gprow5 + (long long)32)]) = gacc231;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot240) * (long long)1280 + gprow5 + (long long)48)]) = gacc232;
  goto lpwn259;

lpwn259:
  if (lpslot241 <= (long long)-2) goto lpwr260; else goto lpwn261;

lpwr260:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot241) * (long long)1280 + gprow5 + (long long)0)]) = gacc233;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot241) * (long long)1280 + gprow5 + (long long)16)]) = gacc234;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot241) * (long long)1280 + gprow5 + (long long)32)]) = gacc235;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot241) * (long long)1280 + gprow5 + (long long)48)]) = gacc236;
  goto lpwn261;

lpwn261:
  goto lpjoin246;

lpchk273:
  lpslot271 = (long long)f->lp_slot[(long long)1][(start_0 + glit221)];
  lpslot272 = (long long)f->lp_slot[(long long)1][(start_0 + glit226)];
  lpok270 = lpslot271 >= (long long)0 && lpslot272 >= (long long)0;
  goto lpdec274;

lpdec274:
  if (lpok270) goto lphit275; else goto lpmiss276;

lphit275:
  gacc229 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot271 * (long long)1280 + gprow5 + (long long)0)]);
  gacc230 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot271 * (long long)1280 + gprow5 + (long long)16)]);
  gacc231 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot271 * (long long)1280 + gprow5 + (long long)32)]);
  gacc232 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot271 * (long long)1280 + gprow5 + (long long)48)]);
  gacc233 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot272 * (long long)1280 + gprow5 + (long long)0)]);
  gacc234 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot272 * (long long)1280 + gprow5 + (long long)16)]);
  gacc235 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot272 * (long long)1280 + gprow5 + (long long)32)]);
  gacc236 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot272 * (long long)1280 + gprow5 + (long long)48)]);
  gp238 = &gp238[(long long)16384];
  goto lpjoin277;

lpmiss276:
  gk237 = (long long)0;
  goto gfor278;

lpjoin277:
  gtot262 += gacc229;
  gtot263 += gacc230;
  gtot264 += gacc231;
  gtot265 += gacc232;
  gtot266 += gacc233;
  gtot267 += gacc234;
  gtot268 += gacc235;
  gtot269 += gacc236;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm293; else goto gpermj294;

gfor278:
  if (gk237 < (long long)256) goto gbody279; else goto gafter280;

gbody279:
  gw281 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp238[(long long)0]);
  gw282 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp238[(long long)16]);
  gw283 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp238[(long long)32]);
  gw284 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp238[(long long)48]);
  gxs285 = gx223[(gk237 + (long long)0)];
  gxb286 = {gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285};
  gacc229 += gw281 * gxb286;
  gacc230 += gw282 * gxb286;
  gacc231 += gw283 * gxb286;
  gacc232 += gw284 * gxb286;
  gxs287 = gx228[(gk237 + (long long)0)];
  gxb288 = {gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287};
  gacc233 += gw281 * gxb288;
  gacc234 += gw282 * gxb288;
  gacc235 += gw283 * gxb288;
  gacc236 += gw284 * gxb288;
  gp238 = &gp238[(long long)64];
  gk237 += (long long)1;
  goto gfor278;

gafter280:
  if (lpslot271 <= (long long)-2) goto lpwr289; else goto lpwn290;

lpwr289:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot271) * (long long)1280 + gprow5 + (long long)0)]) = gacc229;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot271) * (long long)1280 + gprow5 + (long long)16)]) = gacc230;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot271) * (long long)1280 + gprow5 + (long long)32)]) = gacc231;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot271) * (long long)1280 + gprow5 + (long long)48)]) = gacc232;
  goto lpwn290;

lpwn290:
  if (lpslot272 <= (long long)-2) goto lpwr291; else goto lpwn292;

lpwr291:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot272) * (long long)1280 + gprow5 + (long long)0)]) = gacc233;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot272) * (long long)1280 + gprow5 + (long long)16)]) = gacc234;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot272) * (long long)1280 + gprow5 + (long long)32)]) = gacc235;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot272) * (long long)1280 + gprow5 + (long long)48)]) = gacc236;
  goto lpwn292;

lpwn292:
  goto lpjoin277;

gperm293:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj294;

gpermj294:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot262;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot263;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot264;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot265;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm295; else goto gpermj296;

gperm295:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj296;

gpermj296:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot266;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot267;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot268;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot269;
  goto gtdone161;

gtrest297:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm299; else goto gpermj300;

gtnext298:
  goto gtdone161;

gperm299:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj300;

gpermj300:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit301 = li_7;
  gx302 = (float *)&S_0[(c0_10 * (long long)256)];
  gx303 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm304; else goto gpermj305;

gperm304:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj305;

gpermj305:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit306 = li_7;
  gx307 = (float *)&S_0[(c0_10 * (long long)256)];
  gx308 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm309; else goto gpermj310;

gperm309:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj310;

gpermj310:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit311 = li_7;
  gx312 = (float *)&S_0[(c0_10 * (long long)256)];
  gx313 = (float *)&S_0[(c1_11 * (long long)256)];
  gacc314 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc315 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc316 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc317 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc318 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc319 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc320 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc321 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc322 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc323 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc324 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc325 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp327 = gpw1;
  lpok328 = (bool)0;
  lpslot329 = (long long)-1;
  lpslot330 = (long long)-1;
  lpslot331 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk332; else goto lpdec333;

lpchk332:
  lpslot329 = (long long)f->lp_slot[(long long)0][(start_0 + glit301)];
  lpslot330 = (long long)f->lp_slot[(long long)0][(start_0 + glit306)];
  lpslot331 = (long long)f->lp_slot[(long long)0][(start_0 + glit311)];
  lpok328 = lpslot329 >= (long long)0 && lpslot330 >= (long long)0 && lpslot331 >= (long long)0;
  goto lpdec333;

lpdec333:
  if (lpok328) goto lphit334; else goto lpmiss335;

lphit334:
  gacc314 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot329 * (long long)1280 + gprow5 + (long long)0)]);
  gacc315 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot329 * (long long)1280 + gprow5 + (long long)16)]);
  gacc316 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot329 * (long long)1280 + gprow5 + (long long)32)]);
  gacc317 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot329 * (long long)1280 + gprow5 + (long long)48)]);
  gacc318 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot330 * (long long)1280 + gprow5 + (long long)0)]);
  gacc319 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot330 * (long long)1280 + gprow5 + (long long)16)]);
  gacc320 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot330 * (long long)1280 + gprow5 + (long long)32)]);
  gacc321 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot330 * (long long)1280 + gprow5 + (long long)48)]);
  gacc322 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot331 * (long long)1280 + gprow5 + (long long)0)]);
  gacc323 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot331 * (long long)1280 + gprow5 + (long long)16)]);
  gacc324 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot331 * (long long)1280 + gprow5 + (long long)32)]);
  gacc325 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot331 * (long long)1280 + gprow5 + (long long)48)]);
  gp327 = &gp327[(long long)16384];
  goto lpjoin336;

lpmiss335:
  gk326 = (long long)0;
  goto gfor337;

lpjoin336:
  gtot356 = gacc314;
  gtot357 = gacc315;
  gtot358 = gacc316;
  gtot359 = gacc317;
  gtot360 = gacc318;
  gtot361 = gacc319;
  gtot362 = gacc320;
  gtot363 = gacc321;
  gtot364 = gacc322;
  gtot365 = gacc323;
  gtot366 = gacc324;
  gtot367 = gacc325;
  gacc314 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc315 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc316 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc317 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc318 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc319 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc320 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc321 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc322 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc323 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc324 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc325 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok368 = (bool)0;
  lpslot369 = (long long)-1;
  lpslot370 = (long long)-1;
  lpslot371 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk372; else goto lpdec373;

gfor337:
  if (gk326 < (long long)256) goto gbody338; else goto gafter339;

gbody338:
  gw340 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp327[(long long)0]);
  gw341 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp327[(long long)16]);
  gw342 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp327[(long long)32]);
  gw343 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp327[(long long)48]);
  gxs344 = gx302[(gk326 + (long long)0)];
  gxb345 = {gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344};
  gacc314 += gw340 * gxb345;
  gacc315 += gw341 * gxb345;
  gacc316 += gw342 * gxb345;
  gacc317 += gw343 * gxb345;
  gxs346 = gx307[(gk326 + (long long)0)];
  gxb347 = {gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346};
  gacc318 += gw340 * gxb347;
  gacc319 += gw341 * gxb347;
  gacc320 += gw342 * gxb347;
  gacc321 += gw343 * gxb347;
  gxs348 = gx312[(gk326 + (long long)0)];
  gxb349 = {gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348};
  gacc322 += gw340 * gxb349;
  gacc323 += gw341 * gxb349;
  gacc324 += gw342 * gxb349;
  gacc325 += gw343 * gxb349;
  gp327 = &gp327[(long long)64];
  gk326 += (long long)1;
  goto gfor337;

gafter339:
  if (lpslot329 <= (long long)-2) goto lpwr350; else goto lpwn351;

lpwr350:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot329) * (long long)1280 + gprow5 + (long long)0)]) = gacc314;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot329) * (long long)1280 + gprow5 + (long long)16)]) = gacc315;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot329) * (long long)1280 + gprow5 + (long long)32)]) = gacc316;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot329) * (long long)1280 + gprow5 + (long long)48)]) = gacc317;
  goto lpwn351;

lpwn351:
  if (lpslot330 <= (long long)-2) goto lpwr352; else goto lpwn353;

lpwr352:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot330) * (long long)1280 + gprow5 + (long long)0)]) = gacc318;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot330) * (long long)1280 + gprow5 + (long long)16)]) = gacc319;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot330) * (long long)1280 + gprow5 + (long long)32)]) = gacc320;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot330) * (long long)1280 + gprow5 + (long long)48)]) = gacc321;
  goto lpwn353;

lpwn353:
  if (lpslot331 <= (long long)-2) goto lpwr354; else goto lpwn355;

lpwr354:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot331) * (long long)1280 + gprow5 + (long long)0)]) = gacc322;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot331) * (long long)1280 + gprow5 + (long long)16)]) = gacc323;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot331) * (long long)1280 + gprow5 + (long long)32)]) = gacc324;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot331) * (long long)1280 + gprow5 + (long long)48)]) = gacc325;
  goto lpwn355;

lpwn355:
  goto lpjoin336;

lpchk372:
  lpslot369 = (long long)f->lp_slot[(long long)1][(start_0 + glit301)];
  lpslot370 = (long long)f->lp_slot[(long long)1][(start_0 + glit306)];
  lpslot371 = (long long)f->lp_slot[(long long)1][(start_0 + glit311)];
  lpok368 = lpslot369 >= (long long)0 && lpslot370 >= (long long)0 && lpslot371 >= (long long)0;
  goto lpdec373;

lpdec373:
  if (lpok368) goto lphit374; else goto lpmiss375;

lphit374:
  gacc314 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot369 * (long long)1280 + gprow5 + (long long)0)]);
  gacc315 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot369 * (long long)1280 + gprow5 + (long long)16)]);
  gacc316 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot369 * (long long)1280 + gprow5 + (long long)32)]);
  gacc317 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot369 * (long long)1280 + gprow5 + (long long)48)]);
  gacc318 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot370 * (long long)1280 + gprow5 + (long long)0)]);
  gacc319 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot370 * (long long)1280 + gprow5 + (long long)16)]);
  gacc320 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot370 * (long long)1280 + gprow5 + (long long)32)]);
  gacc321 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot370 * (long long)1280 + gprow5 + (long long)48)]);
  gacc322 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot371 * (long long)1280 + gprow5 + (long long)0)]);
  gacc323 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot371 * (long long)1280 + gprow5 + (long long)16)]);
  gacc324 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot371 * (long long)1280 + gprow5 + (long long)32)]);
  gacc325 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot371 * (long long)1280 + gprow5 + (long long)48)]);
  gp327 = &gp327[(long long)16384];
  goto lpjoin376;

lpmiss375:
  gk326 = (long long)0;
  goto gfor377;

lpjoin376:
  gtot356 += gacc314;
  gtot357 += gacc315;
  gtot358 += gacc316;
  gtot359 += gacc317;
  gtot360 += gacc318;
  gtot361 += gacc319;
  gtot362 += gacc320;
  gtot363 += gacc321;
  gtot364 += gacc322;
  gtot365 += gacc323;
  gtot366 += gacc324;
  gtot367 += gacc325;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm396; else goto gpermj397;

gfor377:
  if (gk326 < (long long)256) goto gbody378; else goto gafter379;

gbody378:
  gw380 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp327[(long long)0]);
  gw381 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp327[(long long)16]);
  gw382 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp327[(long long)32]);
  gw383 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp327[(long long)48]);
  gxs384 = gx303[(gk326 + (long long)0)];
  gxb385 = {gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384};
  gacc314 += gw380 * gxb385;
  gacc315 += gw381 * gxb385;
  gacc316 += gw382 * gxb385;
  gacc317 += gw383 * gxb385;
  gxs386 = gx308[(gk326 + (long long)0)];
  gxb387 = {gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386};
  gacc318 += gw380 * gxb387;
  gacc319 += gw381 * gxb387;
  gacc320 += gw382 * gxb387;
  gacc321 += gw383 * gxb387;
  gxs388 = gx313[(gk326 + (long long)0)];
  gxb389 = {gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388};
  gacc322 += gw380 * gxb389;
  gacc323 += gw381 * gxb389;
  gacc324 += gw382 * gxb389;
  gacc325 += gw383 * gxb389;
  gp327 = &gp327[(long long)64];
  gk326 += (long long)1;
  goto gfor377;

gafter379:
  if (lpslot369 <= (long long)-2) goto lpwr390; else goto lpwn391;

lpwr390:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot369) * (long long)1280 + gprow5 + (long long)0)]) = gacc314;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot369) * (long long)1280 + gprow5 + (long long)16)]) = gacc315;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot369) * (long long)1280 + gprow5 + (long long)32)]) = gacc316;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot369) * (long long)1280 + gprow5 + (long long)48)]) = gacc317;
  goto lpwn391;

lpwn391:
  if (lpslot370 <= (long long)-2) goto lpwr392; else goto lpwn393;

lpwr392:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot370) * (long long)1280 + gprow5 + (long long)0)]) = gacc318;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot370) * (long long)1280 + gprow5 + (long long)16)]) = gacc319;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot370) * (long long)1280 + gprow5 + (long long)32)]) = gacc320;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot370) * (long long)1280 + gprow5 + (long long)48)]) = gacc321;
  goto lpwn393;

lpwn393:
  if (lpslot371 <= (long long)-2) goto lpwr394; else goto lpwn395;

lpwr394:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot371) * (long long)1280 + gprow5 + (long long)0)]) = gacc322;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot371) * (long long)1280 + gprow5 + (long long)16)]) = gacc323;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot371) * (long long)1280 + gprow5 + (long long)32)]) = gacc324;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot371) * (long long)1280 + gprow5 + (long long)48)]) = gacc325;
  goto lpwn395;

lpwn395:
  goto lpjoin376;

gperm396:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj397;

gpermj397:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot356;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot357;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot358;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot359;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm398; else goto gpermj399;

gperm398:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj399;

gpermj399:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot360;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot361;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot362;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot363;
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm400; else goto gpermj401;

gperm400:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj401;

gpermj401:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot364;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot365;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot366;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot367;
  goto gtdone161;

for402:
  if (li_44 < n_2) goto body403; else goto after404;

body403:
  i_45 = start_0 + li_44;
  cs_59 = (long long)child_start[i_45];
  c0_60 = (long long)children[cs_59];
  c1_63 = (long long)children[(cs_59 + (long long)1)];
  gj7 = (long long)0;
  goto for405;

after404:
  gq6 += (long long)1;
  goto grow24;

for405:
  if (gj7 < (long long)64) goto body406; else goto after407;

body406:
  j_46 = gr4 + gj7;
  v10_47 = t0[(li_44 * (long long)256 + j_46)] + P_b_i[j_46];
  v11_48 = cx_vsigmoidf (v10_47);
  v18_49 = t1[(li_44 * (long long)256 + j_46)] + P_b_fl[j_46];
  v19_50 = cx_vsigmoidf (v18_49);
  v26_51 = t2[(li_44 * (long long)256 + j_46)] + P_b_fr[j_46];
  v27_52 = cx_vsigmoidf (v26_51);
  v34_53 = t3[(li_44 * (long long)256 + j_46)] + P_b_o[j_46];
  v35_54 = cx_vsigmoidf (v34_53);
  v42_55 = t4[(li_44 * (long long)256 + j_46)] + P_b_u[j_46];
  v43_56 = cx_vtanhf (v42_55);
  v44_57 = v11_48 * v43_56;
  v45_58 = v19_50 * S_1[(c0_60 * (long long)256 + j_46)];
  v46_61 = v44_57 + v45_58;
  v47_62 = v27_52 * S_1[(c1_63 * (long long)256 + j_46)];
  v48_64 = v46_61 + v47_62;
  S_1[(i_45 * (long long)256 + j_46)] = v48_64;
  v49_65 = cx_vtanhf (v48_64);
  v50_66 = v35_54 * v49_65;
  S_0[(i_45 * (long long)256 + j_46)] = v50_66;
  gj7 += (long long)1;
  goto for405;

after407:
  li_44 += (long long)1;
  goto for402;
}

extern void
cx_out_logits (struct JitFrame * f, int * nodes, int count, float * out)
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
  long long toff;
  float * t0;
  long long rlo1;
  long long rhi2;
  long long rmid3;
  long long r10_0;
  long long r10_1;
  long long r10_2;
  long long r10_3;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc11_0;
  double tacc11_0;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp11_0;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc11_1;
  double tacc11_1;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp11_1;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc11_2;
  double tacc11_2;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp11_2;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc11_3;
  double tacc11_3;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp11_3;
  float * P_W_s;
  float * pw12;
  float * pw13;
  float * pw14;
  float * pw15;
  float * S_0;
  float * px16;
  long long kv17;
  union cx_vd ud21;
  union cx_vd ud22;
  union cx_vd ud23;
  union cx_vd ud24;
  union cx_vd ud25;
  union cx_vd ud26;
  union cx_vd ud27;
  union cx_vd ud28;
  union cx_vd ud29;
  union cx_vd ud30;
  union cx_vd vud31;
  union cx_vd vud32;
  float vsum33;
  union cx_vd vud34;
  union cx_vd vud35;
  float vsum36;
  union cx_vd vud37;
  union cx_vd vud38;
  float vsum39;
  union cx_vd vud40;
  union cx_vd vud41;
  float vsum42;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc49_0;
  double tacc49_0;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp49_0;
  float * pw50;
  float * px51;
  long long kv52;
  union cx_vd ud56;
  union cx_vd ud57;
  union cx_vd ud58;
  union cx_vd ud59;
  union cx_vd vud60;
  union cx_vd vud61;
  float vsum62;
  float * P_b_s;

entry:
  count_0 = (long long)count;
  toff = (long long)0;
  t0 = &f->scratch[toff];
  toff += count_0 * (long long)5 + (long long)15 & (long long)-16;
  P_W_s = f->params[(long long)19];
  S_0 = f->states[(long long)0];
  P_b_s = f->params[(long long)20];
  goto start0;

start0:
  rlo1 = (long long)0;
  rhi2 = (long long)5;
  rmid3 = rhi2 - (rhi2 - rlo1) % (long long)4;
  r_1 = rlo1;
  goto for4;

for4:
  if (r_1 < rmid3) goto body5; else goto after6;

body5:
  li_4 = (long long)0;
  goto for7;

after6:
  r_1 = rmid3;
  goto for43;

for7:
  if (li_4 < count_0) goto body8; else goto after9;

body8:
  i_5 = (long long)nodes[li_4];
  r10_0 = r_1 + (long long)0;
  r10_1 = r_1 + (long long)1;
  r10_2 = r_1 + (long long)2;
  r10_3 = r_1 + (long long)3;
  vacc11_0 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc11_0 = (double)0.000000;
  vcmp11_0 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  vacc11_1 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc11_1 = (double)0.000000;
  vcmp11_1 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  vacc11_2 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc11_2 = (double)0.000000;
  vcmp11_2 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  vacc11_3 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc11_3 = (double)0.000000;
  vcmp11_3 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  pw12 = (float *)&P_W_s[(r10_0 * (long long)256)];
  pw13 = (float *)&P_W_s[(r10_1 * (long long)256)];
  pw14 = (float *)&P_W_s[(r10_2 * (long long)256)];
  pw15 = (float *)&P_W_s[(r10_3 * (long long)256)];
  px16 = (float *)&S_0[(i_5 * (long long)256)];
  kv17 = (long long)0;
  goto vfor18;

after9:
  r_1 += (long long)4;
  goto for4;

vfor18:
  if (kv17 < (long long)256) goto vbody19; else goto vafter20;

vbody19:
  ud21.a[(long long)0] = (double)px16[(kv17 + (long long)0)];
  ud21.a[(long long)1] = (double)px16[(kv17 + (long long)1)];
  ud21.a[(long long)2] = (double)px16[(kv17 + (long long)2)];
  ud21.a[(long long)3] = (double)px16[(kv17 + (long long)3)];
  ud21.a[(long long)4] = (double)px16[(kv17 + (long long)4)];
  ud21.a[(long long)5] = (double)px16[(kv17 + (long long)5)];
  ud21.a[(long long)6] = (double)px16[(kv17 + (long long)6)];
  ud21.a[(long long)7] = (double)px16[(kv17 + (long long)7)];
  ud22.a[(long long)0] = (double)pw12[(kv17 + (long long)0)];
  ud22.a[(long long)1] = (double)pw12[(kv17 + (long long)1)];
  ud22.a[(long long)2] = (double)pw12[(kv17 + (long long)2)];
  ud22.a[(long long)3] = (double)pw12[(kv17 + (long long)3)];
  ud22.a[(long long)4] = (double)pw12[(kv17 + (long long)4)];
  ud22.a[(long long)5] = (double)pw12[(kv17 + (long long)5)];
  ud22.a[(long long)6] = (double)pw12[(kv17 + (long long)6)];
  ud22.a[(long long)7] = (double)pw12[(kv17 + (long long)7)];
  vacc11_0 += ud22.v * ud21.v;
  ud23.a[(long long)0] = (double)pw13[(kv17 + (long long)0)];
  ud23.a[(long long)1] = (double)pw13[(kv17 + (long long)1)];
  ud23.a[(long long)2] = (double)pw13[(kv17 + (long long)2)];
  ud23.a[(long long)3] = (double)pw13[(kv17 + (long long)3)];
  ud23.a[(long long)4] = (double)pw13[(kv17 + (long long)4)];
  ud23.a[(long long)5] = (double)pw13[(kv17 + (long long)5)];
  ud23.a[(long long)6] = (double)pw13[(kv17 + (long long)6)];
  ud23.a[(long long)7] = (double)pw13[(kv17 + (long long)7)];
  vacc11_1 += ud23.v * ud21.v;
  ud24.a[(long long)0] = (double)pw14[(kv17 + (long long)0)];
  ud24.a[(long long)1] = (double)pw14[(kv17 + (long long)1)];
  ud24.a[(long long)2] = (double)pw14[(kv17 + (long long)2)];
  ud24.a[(long long)3] = (double)pw14[(kv17 + (long long)3)];
  ud24.a[(long long)4] = (double)pw14[(kv17 + (long long)4)];
  ud24.a[(long long)5] = (double)pw14[(kv17 + (long long)5)];
  ud24.a[(long long)6] = (double)pw14[(kv17 + (long long)6)];
  ud24.a[(long long)7] = (double)pw14[(kv17 + (long long)7)];
  vacc11_2 += ud24.v * ud21.v;
  ud25.a[(long long)0] = (double)pw15[(kv17 + (long long)0)];
  ud25.a[(long long)1] = (double)pw15[(kv17 + (long long)1)];
  ud25.a[(long long)2] = (double)pw15[(kv17 + (long long)2)];
  ud25.a[(long long)3] = (double)pw15[(kv17 + (long long)3)];
  ud25.a[(long long)4] = (double)pw15[(kv17 + (long long)4)];
  ud25.a[(long long)5] = (double)pw15[(kv17 + (long long)5)];
  ud25.a[(long long)6] = (double)pw15[(kv17 + (long long)6)];
  ud25.a[(long long)7] = (double)pw15[(kv17 + (long long)7)];
  vacc11_3 += ud25.v * ud21.v;
  ud26.a[(long long)0] = (double)px16[(kv17 + (long long)8)];
  ud26.a[(long long)1] = (double)px16[(kv17 + (long long)9)];
  ud26.a[(long long)2] = (double)px16[(kv17 + (long long)10)];
  ud26.a[(long long)3] = (double)px16[(kv17 + (long long)11)];
  ud26.a[(long long)4] = (double)px16[(kv17 + (long long)12)];
  ud26.a[(long long)5] = (double)px16[(kv17 + (long long)13)];
  ud26.a[(long long)6] = (double)px16[(kv17 + (long long)14)];
  ud26.a[(long long)7] = (double)px16[(kv17 + (long long)15)];
  ud27.a[(long long)0] = (double)pw12[(kv17 + (long long)8)];
  ud27.a[(long long)1] = (double)pw12[(kv17 + (long long)9)];
  ud27.a[(long long)2] = (double)pw12[(kv17 + (long long)10)];
  ud27.a[(long long)3] = (double)pw12[(kv17 + (long long)11)];
  ud27.a[(long long)4] = (double)pw12[(kv17 + (long long)12)];
  ud27.a[(long long)5] = (double)pw12[(kv17 + (long long)13)];
  ud27.a[(long long)6] = (double)pw12[(kv17 + (long long)14)];
  ud27.a[(long long)7] = (double)pw12[(kv17 + (long long)15)];
  vcmp11_0 += ud27.v * ud26.v;
  ud28.a[(long long)0] = (double)pw13[(kv17 + (long long)8)];
  ud28.a[(long long)1] = (double)pw13[(kv17 + (long long)9)];
  ud28.a[(long long)2] = (double)pw13[(kv17 + (long long)10)];
  ud28.a[(long long)3] = (double)pw13[(kv17 + (long long)11)];
  ud28.a[(long long)4] = (double)pw13[(kv17 + (long long)12)];
  ud28.a[(long long)5] = (double)pw13[(kv17 + (long long)13)];
  ud28.a[(long long)6] = (double)pw13[(kv17 + (long long)14)];
  ud28.a[(long long)7] = (double)pw13[(kv17 + (long long)15)];
  vcmp11_1 += ud28.v * ud26.v;
  ud29.a[(long long)0] = (double)pw14[(kv17 + (long long)8)];
  ud29.a[(long long)1] = (double)pw14[(kv17 + (long long)9)];
  ud29.a[(long long)2] = (double)pw14[(kv17 + (long long)10)];
  ud29.a[(long long)3] = (double)pw14[(kv17 + (long long)11)];
  ud29.a[(long long)4] = (double)pw14[(kv17 + (long long)12)];
  ud29.a[(long long)5] = (double)pw14[(kv17 + (long long)13)];
  ud29.a[(long long)6] = (double)pw14[(kv17 + (long long)14)];
  ud29.a[(long long)7] = (double)pw14[(kv17 + (long long)15)];
  vcmp11_2 += ud29.v * ud26.v;
  ud30.a[(long long)0] = (double)pw15[(kv17 + (long long)8)];
  ud30.a[(long long)1] = (double)pw15[(kv17 + (long long)9)];
  ud30.a[(long long)2] = (double)pw15[(kv17 + (long long)10)];
  ud30.a[(long long)3] = (double)pw15[(kv17 + (long long)11)];
  ud30.a[(long long)4] = (double)pw15[(kv17 + (long long)12)];
  ud30.a[(long long)5] = (double)pw15[(kv17 + (long long)13)];
  ud30.a[(long long)6] = (double)pw15[(kv17 + (long long)14)];
  ud30.a[(long long)7] = (double)pw15[(kv17 + (long long)15)];
  vcmp11_3 += ud30.v * ud26.v;
  kv17 += (long long)16;
  goto vfor18;

vafter20:
  vud31.v = vacc11_0;
  vud32.v = vcmp11_0;
  vsum33 = (float)(vud31.a[(long long)0] + vud32.a[(long long)0] + vud31.a[(long long)4] + vud32.a[(long long)4] + vud31.a[(long long)2] + vud32.a[(long long)2] + vud31.a[(long long)6] + vud32.a[(long long)6] + vud31.a[(long long)1] + vud32.a[(long long)1] + vud31.a[(long long)5] + vud32.a[(long long)5] + vud31.a[(long long)3] + vud32.a[(long long)3] + vud31.a[(long long)7] + vud32.a[(long long)7] + (double)tacc11_0);
  vud34.v = vacc11_1;
  vud35.v = vcmp11_1;
  vsum36 = (float)(vud34.a[(long long)0] + vud35.a[(long long)0] + vud34.a[(long long)4] + vud35.a[(long long)4] + vud34.a[(long long)2] + vud35.a[(long long)2] + vud34.a[(long long)6] + vud35.a[(long long)6] + vud34.a[(long long)1] + vud35.a[(long long)1] + vud34.a[(long long)5] + vud35.a[(long long)5] + vud34.a[(long long)3] + vud35.a[(long long)3] + vud34.a[(long long)7] + vud35.a[(long long)7] + (double)tacc11_1);
  vud37.v = vacc11_2;
  vud38.v = vcmp11_2;
  vsum39 = (float)(vud37.a[(long long)0] + vud38.a[(long long)0] + vud37.a[(long long)4] + vud38.a[(long long)4] + vud37.a[(long long)2] + vud38.a[(long long)2] + vud37.a[(long long)6] + vud38.a[(long long)6] + vud37.a[(long long)1] + vud38.a[(long long)1] + vud37.a[(long long)5] + vud38.a[(long long)5] + vud37.a[(long long)3] + vud38.a[(long long)3] + vud37.a[(long long)7] + vud38.a[(long long)7] + (double)tacc11_2);
  vud40.v = vacc11_3;
  vud41.v = vcmp11_3;
  vsum42 = (float)(vud40.a[(long long)0] + vud41.a[(long long)0] + vud40.a[(long long)4] + vud41.a[(long long)4] + vud40.a[(long long)2] + vud41.a[(long long)2] + vud40.a[(long long)6] + vud41.a[(long long)6] + vud40.a[(long long)1] + vud41.a[(long long)1] + vud40.a[(long long)5] + vud41.a[(long long)5] + vud40.a[(long long)3] + vud41.a[(long long)3] + vud40.a[(long long)7] + vud41.a[(long long)7] + (double)tacc11_3);
  acc3_3 = vsum33;
  t0[(li_4 * (long long)5 + r10_0)] = acc3_3;
  acc3_3 = vsum36;
  t0[(li_4 * (long long)5 + r10_1)] = acc3_3;
  acc3_3 = vsum39;
  t0[(li_4 * (long long)5 + r10_2)] = acc3_3;
  acc3_3 = vsum42;
  t0[(li_4 * (long long)5 + r10_3)] = acc3_3;
  li_4 += (long long)1;
  goto for7;

for43:
  if (r_1 < rhi2) goto body44; else goto after45;

body44:
  li_4 = (long long)0;
  goto for46;

after45:
  li_6 = (long long)0;
  goto for63;

for46:
  if (li_4 < count_0) goto body47; else goto after48;

body47:
  i_5 = (long long)nodes[li_4];
  vacc49_0 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc49_0 = (double)0.000000;
  vcmp49_0 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  pw50 = (float *)&P_W_s[(r_1 * (long long)256)];
  px51 = (float *)&S_0[(i_5 * (long long)256)];
  kv52 = (long long)0;
  goto vfor53;

after48:
  r_1 += (long long)1;
  goto for43;

vfor53:
  if (kv52 < (long long)256) goto vbody54; else goto vafter55;

vbody54:
  ud56.a[(long long)0] = (double)px51[(kv52 + (long long)0)];
  ud56.a[(long long)1] = (double)px51[(kv52 + (long long)1)];
  ud56.a[(long long)2] = (double)px51[(kv52 + (long long)2)];
  ud56.a[(long long)3] = (double)px51[(kv52 + (long long)3)];
  ud56.a[(long long)4] = (double)px51[(kv52 + (long long)4)];
  ud56.a[(long long)5] = (double)px51[(kv52 + (long long)5)];
  ud56.a[(long long)6] = (double)px51[(kv52 + (long long)6)];
  ud56.a[(long long)7] = (double)px51[(kv52 + (long long)7)];
  ud57.a[(long long)0] = (double)pw50[(kv52 + (long long)0)];
  ud57.a[(long long)1] = (double)pw50[(kv52 + (long long)1)];
  ud57.a[(long long)2] = (double)pw50[(kv52 + (long long)2)];
  ud57.a[(long long)3] = (double)pw50[(kv52 + (long long)3)];
  ud57.a[(long long)4] = (double)pw50[(kv52 + (long long)4)];
  ud57.a[(long long)5] = (double)pw50[(kv52 + (long long)5)];
  ud57.a[(long long)6] = (double)pw50[(kv52 + (long long)6)];
  ud57.a[(long long)7] = (double)pw50[(kv52 + (long long)7)];
  vacc49_0 += ud57.v * ud56.v;
  ud58.a[(long long)0] = (double)px51[(kv52 + (long long)8)];
  ud58.a[(long long)1] = (double)px51[(kv52 + (long long)9)];
  ud58.a[(long long)2] = (double)px51[(kv52 + (long long)10)];
  ud58.a[(long long)3] = (double)px51[(kv52 + (long long)11)];
  ud58.a[(long long)4] = (double)px51[(kv52 + (long long)12)];
  ud58.a[(long long)5] = (double)px51[(kv52 + (long long)13)];
  ud58.a[(long long)6] = (double)px51[(kv52 + (long long)14)];
  ud58.a[(long long)7] = (double)px51[(kv52 + (long long)15)];
  ud59.a[(long long)0] = (double)pw50[(kv52 + (long long)8)];
  ud59.a[(long long)1] = (double)pw50[(kv52 + (long long)9)];
  ud59.a[(long long)2] = (double)pw50[(kv52 + (long long)10)];
  ud59.a[(long long)3] = (double)pw50[(kv52 + (long long)11)];
  ud59.a[(long long)4] = (double)pw50[(kv52 + (long long)12)];
  ud59.a[(long long)5] = (double)pw50[(kv52 + (long long)13)];
  ud59.a[(long long)6] = (double)pw50[(kv52 + (long long)14)];
  ud59.a[(long long)7] = (double)pw50[(kv52 + (long long)15)];
  vcmp49_0 += ud59.v * ud58.v;
  kv52 += (long long)16;
  goto vfor53;

vafter55:
  vud60.v = vacc49_0;
  vud61.v = vcmp49_0;
  vsum62 = (float)(vud60.a[(long long)0] + vud61.a[(long long)0] + vud60.a[(long long)4] + vud61.a[(long long)4] + vud60.a[(long long)2] + vud61.a[(long long)2] + vud60.a[(long long)6] + vud61.a[(long long)6] + vud60.a[(long long)1] + vud61.a[(long long)1] + vud60.a[(long long)5] + vud61.a[(long long)5] + vud60.a[(long long)3] + vud61.a[(long long)3] + vud60.a[(long long)7] + vud61.a[(long long)7] + (double)tacc49_0);
  acc3_3 = vsum62;
  t0[(li_4 * (long long)5 + r_1)] = acc3_3;
  li_4 += (long long)1;
  goto for46;

for63:
  if (li_6 < count_0) goto body64; else goto after65;

body64:
  i_7 = (long long)nodes[li_6];
  j_8 = (long long)0;
  goto for66;

after65:
  return;

for66:
  if (j_8 < (long long)5) goto body67; else goto after68;

body67:
  v4_9 = t0[(li_6 * (long long)5 + j_8)] + P_b_s[j_8];
  out[(li_6 * (long long)5 + j_8)] = v4_9;
  j_8 += (long long)1;
  goto for66;

after68:
  li_6 += (long long)1;
  goto for63;
}

extern void
cx_out_sentiment (struct JitFrame * f, int * nodes, int count, float * out)
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
  long long rlo1;
  long long rhi2;
  long long rmid3;
  long long r10_0;
  long long r10_1;
  long long r10_2;
  long long r10_3;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc11_0;
  double tacc11_0;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp11_0;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc11_1;
  double tacc11_1;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp11_1;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc11_2;
  double tacc11_2;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp11_2;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc11_3;
  double tacc11_3;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp11_3;
  float * P_W_s;
  float * pw12;
  float * pw13;
  float * pw14;
  float * pw15;
  float * S_0;
  float * px16;
  long long kv17;
  union cx_vd ud21;
  union cx_vd ud22;
  union cx_vd ud23;
  union cx_vd ud24;
  union cx_vd ud25;
  union cx_vd ud26;
  union cx_vd ud27;
  union cx_vd ud28;
  union cx_vd ud29;
  union cx_vd ud30;
  union cx_vd vud31;
  union cx_vd vud32;
  float vsum33;
  union cx_vd vud34;
  union cx_vd vud35;
  float vsum36;
  union cx_vd vud37;
  union cx_vd vud38;
  float vsum39;
  union cx_vd vud40;
  union cx_vd vud41;
  float vsum42;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc49_0;
  double tacc49_0;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp49_0;
  float * pw50;
  float * px51;
  long long kv52;
  union cx_vd ud56;
  union cx_vd ud57;
  union cx_vd ud58;
  union cx_vd ud59;
  union cx_vd vud60;
  union cx_vd vud61;
  float vsum62;
  float * P_b_s;

entry:
  count_0 = (long long)count;
  toff = (long long)0;
  t0 = &f->scratch[toff];
  toff += count_0 * (long long)5 + (long long)15 & (long long)-16;
  t1 = &f->scratch[toff];
  toff += count_0 * (long long)5 + (long long)15 & (long long)-16;
  P_W_s = f->params[(long long)19];
  S_0 = f->states[(long long)0];
  P_b_s = f->params[(long long)20];
  goto start0;

start0:
  rlo1 = (long long)0;
  rhi2 = (long long)5;
  rmid3 = rhi2 - (rhi2 - rlo1) % (long long)4;
  r_1 = rlo1;
  goto for4;

for4:
  if (r_1 < rmid3) goto body5; else goto after6;

body5:
  li_4 = (long long)0;
  goto for7;

after6:
  r_1 = rmid3;
  goto for43;

for7:
  if (li_4 < count_0) goto body8; else goto after9;

body8:
  i_5 = (long long)nodes[li_4];
  r10_0 = r_1 + (long long)0;
  r10_1 = r_1 + (long long)1;
  r10_2 = r_1 + (long long)2;
  r10_3 = r_1 + (long long)3;
  vacc11_0 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc11_0 = (double)0.000000;
  vcmp11_0 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  vacc11_1 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc11_1 = (double)0.000000;
  vcmp11_1 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  vacc11_2 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc11_2 = (double)0.000000;
  vcmp11_2 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  vacc11_3 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc11_3 = (double)0.000000;
  vcmp11_3 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  pw12 = (float *)&P_W_s[(r10_0 * (long long)256)];
  pw13 = (float *)&P_W_s[(r10_1 * (long long)256)];
  pw14 = (float *)&P_W_s[(r10_2 * (long long)256)];
  pw15 = (float *)&P_W_s[(r10_3 * (long long)256)];
  px16 = (float *)&S_0[(i_5 * (long long)256)];
  kv17 = (long long)0;
  goto vfor18;

after9:
  r_1 += (long long)4;
  goto for4;

vfor18:
  if (kv17 < (long long)256) goto vbody19; else goto vafter20;

vbody19:
  ud21.a[(long long)0] = (double)px16[(kv17 + (long long)0)];
  ud21.a[(long long)1] = (double)px16[(kv17 + (long long)1)];
  ud21.a[(long long)2] = (double)px16[(kv17 + (long long)2)];
  ud21.a[(long long)3] = (double)px16[(kv17 + (long long)3)];
  ud21.a[(long long)4] = (double)px16[(kv17 + (long long)4)];
  ud21.a[(long long)5] = (double)px16[(kv17 + (long long)5)];
  ud21.a[(long long)6] = (double)px16[(kv17 + (long long)6)];
  ud21.a[(long long)7] = (double)px16[(kv17 + (long long)7)];
  ud22.a[(long long)0] = (double)pw12[(kv17 + (long long)0)];
  ud22.a[(long long)1] = (double)pw12[(kv17 + (long long)1)];
  ud22.a[(long long)2] = (double)pw12[(kv17 + (long long)2)];
  ud22.a[(long long)3] = (double)pw12[(kv17 + (long long)3)];
  ud22.a[(long long)4] = (double)pw12[(kv17 + (long long)4)];
  ud22.a[(long long)5] = (double)pw12[(kv17 + (long long)5)];
  ud22.a[(long long)6] = (double)pw12[(kv17 + (long long)6)];
  ud22.a[(long long)7] = (double)pw12[(kv17 + (long long)7)];
  vacc11_0 += ud22.v * ud21.v;
  ud23.a[(long long)0] = (double)pw13[(kv17 + (long long)0)];
  ud23.a[(long long)1] = (double)pw13[(kv17 + (long long)1)];
  ud23.a[(long long)2] = (double)pw13[(kv17 + (long long)2)];
  ud23.a[(long long)3] = (double)pw13[(kv17 + (long long)3)];
  ud23.a[(long long)4] = (double)pw13[(kv17 + (long long)4)];
  ud23.a[(long long)5] = (double)pw13[(kv17 + (long long)5)];
  ud23.a[(long long)6] = (double)pw13[(kv17 + (long long)6)];
  ud23.a[(long long)7] = (double)pw13[(kv17 + (long long)7)];
  vacc11_1 += ud23.v * ud21.v;
  ud24.a[(long long)0] = (double)pw14[(kv17 + (long long)0)];
  ud24.a[(long long)1] = (double)pw14[(kv17 + (long long)1)];
  ud24.a[(long long)2] = (double)pw14[(kv17 + (long long)2)];
  ud24.a[(long long)3] = (double)pw14[(kv17 + (long long)3)];
  ud24.a[(long long)4] = (double)pw14[(kv17 + (long long)4)];
  ud24.a[(long long)5] = (double)pw14[(kv17 + (long long)5)];
  ud24.a[(long long)6] = (double)pw14[(kv17 + (long long)6)];
  ud24.a[(long long)7] = (double)pw14[(kv17 + (long long)7)];
  vacc11_2 += ud24.v * ud21.v;
  ud25.a[(long long)0] = (double)pw15[(kv17 + (long long)0)];
  ud25.a[(long long)1] = (double)pw15[(kv17 + (long long)1)];
  ud25.a[(long long)2] = (double)pw15[(kv17 + (long long)2)];
  ud25.a[(long long)3] = (double)pw15[(kv17 + (long long)3)];
  ud25.a[(long long)4] = (double)pw15[(kv17 + (long long)4)];
  ud25.a[(long long)5] = (double)pw15[(kv17 + (long long)5)];
  ud25.a[(long long)6] = (double)pw15[(kv17 + (long long)6)];
  ud25.a[(long long)7] = (double)pw15[(kv17 + (long long)7)];
  vacc11_3 += ud25.v * ud21.v;
  ud26.a[(long long)0] = (double)px16[(kv17 + (long long)8)];
  ud26.a[(long long)1] = (double)px16[(kv17 + (long long)9)];
  ud26.a[(long long)2] = (double)px16[(kv17 + (long long)10)];
  ud26.a[(long long)3] = (double)px16[(kv17 + (long long)11)];
  ud26.a[(long long)4] = (double)px16[(kv17 + (long long)12)];
  ud26.a[(long long)5] = (double)px16[(kv17 + (long long)13)];
  ud26.a[(long long)6] = (double)px16[(kv17 + (long long)14)];
  ud26.a[(long long)7] = (double)px16[(kv17 + (long long)15)];
  ud27.a[(long long)0] = (double)pw12[(kv17 + (long long)8)];
  ud27.a[(long long)1] = (double)pw12[(kv17 + (long long)9)];
  ud27.a[(long long)2] = (double)pw12[(kv17 + (long long)10)];
  ud27.a[(long long)3] = (double)pw12[(kv17 + (long long)11)];
  ud27.a[(long long)4] = (double)pw12[(kv17 + (long long)12)];
  ud27.a[(long long)5] = (double)pw12[(kv17 + (long long)13)];
  ud27.a[(long long)6] = (double)pw12[(kv17 + (long long)14)];
  ud27.a[(long long)7] = (double)pw12[(kv17 + (long long)15)];
  vcmp11_0 += ud27.v * ud26.v;
  ud28.a[(long long)0] = (double)pw13[(kv17 + (long long)8)];
  ud28.a[(long long)1] = (double)pw13[(kv17 + (long long)9)];
  ud28.a[(long long)2] = (double)pw13[(kv17 + (long long)10)];
  ud28.a[(long long)3] = (double)pw13[(kv17 + (long long)11)];
  ud28.a[(long long)4] = (double)pw13[(kv17 + (long long)12)];
  ud28.a[(long long)5] = (double)pw13[(kv17 + (long long)13)];
  ud28.a[(long long)6] = (double)pw13[(kv17 + (long long)14)];
  ud28.a[(long long)7] = (double)pw13[(kv17 + (long long)15)];
  vcmp11_1 += ud28.v * ud26.v;
  ud29.a[(long long)0] = (double)pw14[(kv17 + (long long)8)];
  ud29.a[(long long)1] = (double)pw14[(kv17 + (long long)9)];
  ud29.a[(long long)2] = (double)pw14[(kv17 + (long long)10)];
  ud29.a[(long long)3] = (double)pw14[(kv17 + (long long)11)];
  ud29.a[(long long)4] = (double)pw14[(kv17 + (long long)12)];
  ud29.a[(long long)5] = (double)pw14[(kv17 + (long long)13)];
  ud29.a[(long long)6] = (double)pw14[(kv17 + (long long)14)];
  ud29.a[(long long)7] = (double)pw14[(kv17 + (long long)15)];
  vcmp11_2 += ud29.v * ud26.v;
  ud30.a[(long long)0] = (double)pw15[(kv17 + (long long)8)];
  ud30.a[(long long)1] = (double)pw15[(kv17 + (long long)9)];
  ud30.a[(long long)2] = (double)pw15[(kv17 + (long long)10)];
  ud30.a[(long long)3] = (double)pw15[(kv17 + (long long)11)];
  ud30.a[(long long)4] = (double)pw15[(kv17 + (long long)12)];
  ud30.a[(long long)5] = (double)pw15[(kv17 + (long long)13)];
  ud30.a[(long long)6] = (double)pw15[(kv17 + (long long)14)];
  ud30.a[(long long)7] = (double)pw15[(kv17 + (long long)15)];
  vcmp11_3 += ud30.v * ud26.v;
  kv17 += (long long)16;
  goto vfor18;

vafter20:
  vud31.v = vacc11_0;
  vud32.v = vcmp11_0;
  vsum33 = (float)(vud31.a[(long long)0] + vud32.a[(long long)0] + vud31.a[(long long)4] + vud32.a[(long long)4] + vud31.a[(long long)2] + vud32.a[(long long)2] + vud31.a[(long long)6] + vud32.a[(long long)6] + vud31.a[(long long)1] + vud32.a[(long long)1] + vud31.a[(long long)5] + vud32.a[(long long)5] + vud31.a[(long long)3] + vud32.a[(long long)3] + vud31.a[(long long)7] + vud32.a[(long long)7] + (double)tacc11_0);
  vud34.v = vacc11_1;
  vud35.v = vcmp11_1;
  vsum36 = (float)(vud34.a[(long long)0] + vud35.a[(long long)0] + vud34.a[(long long)4] + vud35.a[(long long)4] + vud34.a[(long long)2] + vud35.a[(long long)2] + vud34.a[(long long)6] + vud35.a[(long long)6] + vud34.a[(long long)1] + vud35.a[(long long)1] + vud34.a[(long long)5] + vud35.a[(long long)5] + vud34.a[(long long)3] + vud35.a[(long long)3] + vud34.a[(long long)7] + vud35.a[(long long)7] + (double)tacc11_1);
  vud37.v = vacc11_2;
  vud38.v = vcmp11_2;
  vsum39 = (float)(vud37.a[(long long)0] + vud38.a[(long long)0] + vud37.a[(long long)4] + vud38.a[(long long)4] + vud37.a[(long long)2] + vud38.a[(long long)2] + vud37.a[(long long)6] + vud38.a[(long long)6] + vud37.a[(long long)1] + vud38.a[(long long)1] + vud37.a[(long long)5] + vud38.a[(long long)5] + vud37.a[(long long)3] + vud38.a[(long long)3] + vud37.a[(long long)7] + vud38.a[(long long)7] + (double)tacc11_2);
  vud40.v = vacc11_3;
  vud41.v = vcmp11_3;
  vsum42 = (float)(vud40.a[(long long)0] + vud41.a[(long long)0] + vud40.a[(long long)4] + vud41.a[(long long)4] + vud40.a[(long long)2] + vud41.a[(long long)2] + vud40.a[(long long)6] + vud41.a[(long long)6] + vud40.a[(long long)1] + vud41.a[(long long)1] + vud40.a[(long long)5] + vud41.a[(long long)5] + vud40.a[(long long)3] + vud41.a[(long long)3] + vud40.a[(long long)7] + vud41.a[(long long)7] + (double)tacc11_3);
  acc3_3 = vsum33;
  t0[(li_4 * (long long)5 + r10_0)] = acc3_3;
  acc3_3 = vsum36;
  t0[(li_4 * (long long)5 + r10_1)] = acc3_3;
  acc3_3 = vsum39;
  t0[(li_4 * (long long)5 + r10_2)] = acc3_3;
  acc3_3 = vsum42;
  t0[(li_4 * (long long)5 + r10_3)] = acc3_3;
  li_4 += (long long)1;
  goto for7;

for43:
  if (r_1 < rhi2) goto body44; else goto after45;

body44:
  li_4 = (long long)0;
  goto for46;

after45:
  li_6 = (long long)0;
  goto for63;

for46:
  if (li_4 < count_0) goto body47; else goto after48;

body47:
  i_5 = (long long)nodes[li_4];
  vacc49_0 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc49_0 = (double)0.000000;
  vcmp49_0 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  pw50 = (float *)&P_W_s[(r_1 * (long long)256)];
  px51 = (float *)&S_0[(i_5 * (long long)256)];
  kv52 = (long long)0;
  goto vfor53;

after48:
  r_1 += (long long)1;
  goto for43;

vfor53:
  if (kv52 < (long long)256) goto vbody54; else goto vafter55;

vbody54:
  ud56.a[(long long)0] = (double)px51[(kv52 + (long long)0)];
  ud56.a[(long long)1] = (double)px51[(kv52 + (long long)1)];
  ud56.a[(long long)2] = (double)px51[(kv52 + (long long)2)];
  ud56.a[(long long)3] = (double)px51[(kv52 + (long long)3)];
  ud56.a[(long long)4] = (double)px51[(kv52 + (long long)4)];
  ud56.a[(long long)5] = (double)px51[(kv52 + (long long)5)];
  ud56.a[(long long)6] = (double)px51[(kv52 + (long long)6)];
  ud56.a[(long long)7] = (double)px51[(kv52 + (long long)7)];
  ud57.a[(long long)0] = (double)pw50[(kv52 + (long long)0)];
  ud57.a[(long long)1] = (double)pw50[(kv52 + (long long)1)];
  ud57.a[(long long)2] = (double)pw50[(kv52 + (long long)2)];
  ud57.a[(long long)3] = (double)pw50[(kv52 + (long long)3)];
  ud57.a[(long long)4] = (double)pw50[(kv52 + (long long)4)];
  ud57.a[(long long)5] = (double)pw50[(kv52 + (long long)5)];
  ud57.a[(long long)6] = (double)pw50[(kv52 + (long long)6)];
  ud57.a[(long long)7] = (double)pw50[(kv52 + (long long)7)];
  vacc49_0 += ud57.v * ud56.v;
  ud58.a[(long long)0] = (double)px51[(kv52 + (long long)8)];
  ud58.a[(long long)1] = (double)px51[(kv52 + (long long)9)];
  ud58.a[(long long)2] = (double)px51[(kv52 + (long long)10)];
  ud58.a[(long long)3] = (double)px51[(kv52 + (long long)11)];
  ud58.a[(long long)4] = (double)px51[(kv52 + (long long)12)];
  ud58.a[(long long)5] = (double)px51[(kv52 + (long long)13)];
  ud58.a[(long long)6] = (double)px51[(kv52 + (long long)14)];
  ud58.a[(long long)7] = (double)px51[(kv52 + (long long)15)];
  ud59.a[(long long)0] = (double)pw50[(kv52 + (long long)8)];
  ud59.a[(long long)1] = (double)pw50[(kv52 + (long long)9)];
  ud59.a[(long long)2] = (double)pw50[(kv52 + (long long)10)];
  ud59.a[(long long)3] = (double)pw50[(kv52 + (long long)11)];
  ud59.a[(long long)4] = (double)pw50[(kv52 + (long long)12)];
  ud59.a[(long long)5] = (double)pw50[(kv52 + (long long)13)];
  ud59.a[(long long)6] = (double)pw50[(kv52 + (long long)14)];
  ud59.a[(long long)7] = (double)pw50[(kv52 + (long long)15)];
  vcmp49_0 += ud59.v * ud58.v;
  kv52 += (long long)16;
  goto vfor53;

vafter55:
  vud60.v = vacc49_0;
  vud61.v = vcmp49_0;
  vsum62 = (float)(vud60.a[(long long)0] + vud61.a[(long long)0] + vud60.a[(long long)4] + vud61.a[(long long)4] + vud60.a[(long long)2] + vud61.a[(long long)2] + vud60.a[(long long)6] + vud61.a[(long long)6] + vud60.a[(long long)1] + vud61.a[(long long)1] + vud60.a[(long long)5] + vud61.a[(long long)5] + vud60.a[(long long)3] + vud61.a[(long long)3] + vud60.a[(long long)7] + vud61.a[(long long)7] + (double)tacc49_0);
  acc3_3 = vsum62;
  t0[(li_4 * (long long)5 + r_1)] = acc3_3;
  li_4 += (long long)1;
  goto for46;

for63:
  if (li_6 < count_0) goto body64; else goto after65;

body64:
  i_7 = (long long)nodes[li_6];
  j_8 = (long long)0;
  goto for66;

after65:
  li_10 = (long long)0;
  goto for69;

for66:
  if (j_8 < (long long)5) goto body67; else goto after68;

body67:
  v4_9 = t0[(li_6 * (long long)5 + j_8)] + P_b_s[j_8];
  t1[(li_6 * (long long)5 + j_8)] = v4_9;
  j_8 += (long long)1;
  goto for66;

after68:
  li_6 += (long long)1;
  goto for63;

for69:
  if (li_10 < count_0) goto body70; else goto after71;

body70:
  i_11 = (long long)nodes[li_10];
  best5_12 = (long long)0;
  bestv5_13 = t1[(li_10 * (long long)5)];
  j_14 = (long long)1;
  goto for72;

after71:
  return;

for72:
  if (j_14 < (long long)5) goto body73; else goto after74;

body73:
  x5_15 = t1[(li_10 * (long long)5 + j_14)];
  if (x5_15 > bestv5_13 || x5_15 != x5_15 && !(bestv5_13 != bestv5_13)) goto then75; else goto else76;

after74:
  out[li_10] = (float)best5_12;
  li_10 += (long long)1;
  goto for69;

then75:
  best5_12 = j_14;
  bestv5_13 = x5_15;
  goto join77;

else76:
  goto join77;

join77:
  j_14 += (long long)1;
  goto for72;
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
  long long r_4;
  long long k_5;
  float acc9_6;
  long long li_7;
  long long i_8;
  long long cs_9;
  long long c0_10;
  long long c1_11;
  long long r_12;
  long long k_13;
  float acc17_14;
  long long li_15;
  long long i_16;
  long long cs_17;
  long long c0_18;
  long long c1_19;
  long long r_20;
  long long k_21;
  float acc25_22;
  long long li_23;
  long long i_24;
  long long cs_25;
  long long c0_26;
  long long c1_27;
  long long r_28;
  long long k_29;
  float acc33_30;
  long long li_31;
  long long i_32;
  long long cs_33;
  long long c0_34;
  long long c1_35;
  long long r_36;
  long long k_37;
  float acc41_38;
  long long li_39;
  long long i_40;
  long long cs_41;
  long long c0_42;
  long long c1_43;
  long long li_44;
  long long i_45;
  long long j_46;
  float v10_47;
  float v11_48;
  float v18_49;
  float v19_50;
  float v26_51;
  float v27_52;
  float v34_53;
  float v35_54;
  float v42_55;
  float v43_56;
  float v44_57;
  float v45_58;
  long long cs_59;
  long long c0_60;
  float v46_61;
  float v47_62;
  long long c1_63;
  float v48_64;
  float v49_65;
  float v50_66;
  float * PK_1;
  float * P_U_i_l;
  float * P_U_i_r;
  float * P_U_fl_l;
  float * P_U_fl_r;
  float * P_U_fr_l;
  float * P_U_fr_r;
  float * P_U_o_l;
  float * P_U_o_r;
  float * P_U_u_l;
  float * P_U_u_r;

entry:
  PK_1 = f->packed[(long long)1];
  P_U_i_l = f->params[(long long)4];
  P_U_i_r = f->params[(long long)5];
  P_U_fl_l = f->params[(long long)6];
  P_U_fl_r = f->params[(long long)7];
  P_U_fr_l = f->params[(long long)8];
  P_U_fr_r = f->params[(long long)9];
  P_U_o_l = f->params[(long long)10];
  P_U_o_r = f->params[(long long)11];
  P_U_u_l = f->params[(long long)12];
  P_U_u_r = f->params[(long long)13];
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
  PK_1[(((r_4 + (long long)0) / (long long)64 * (long long)512 + k_5 + (long long)0) * (long long)64 + (r_4 + (long long)0) % (long long)64)] = P_U_i_l[(r_4 * (long long)256 + k_5)];
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
  PK_1[(((r_4 + (long long)0) / (long long)64 * (long long)512 + k_5 + (long long)256) * (long long)64 + (r_4 + (long long)0) % (long long)64)] = P_U_i_r[(r_4 * (long long)256 + k_5)];
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
  PK_1[(((r_12 + (long long)256) / (long long)64 * (long long)512 + k_13 + (long long)0) * (long long)64 + (r_12 + (long long)256) % (long long)64)] = P_U_fl_l[(r_12 * (long long)256 + k_13)];
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
  PK_1[(((r_12 + (long long)256) / (long long)64 * (long long)512 + k_13 + (long long)256) * (long long)64 + (r_12 + (long long)256) % (long long)64)] = P_U_fl_r[(r_12 * (long long)256 + k_13)];
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
  PK_1[(((r_20 + (long long)512) / (long long)64 * (long long)512 + k_21 + (long long)0) * (long long)64 + (r_20 + (long long)512) % (long long)64)] = P_U_fr_l[(r_20 * (long long)256 + k_21)];
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
  PK_1[(((r_20 + (long long)512) / (long long)64 * (long long)512 + k_21 + (long long)256) * (long long)64 + (r_20 + (long long)512) % (long long)64)] = P_U_fr_r[(r_20 * (long long)256 + k_21)];
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
  PK_1[(((r_28 + (long long)768) / (long long)64 * (long long)512 + k_29 + (long long)0) * (long long)64 + (r_28 + (long long)768) % (long long)64)] = P_U_o_l[(r_28 * (long long)256 + k_29)];
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
  r_36 = (long long)0;
  goto pr49;

pk46:
  if (k_29 < (long long)256) goto pkb47; else goto pka48;

pkb47:
  PK_1[(((r_28 + (long long)768) / (long long)64 * (long long)512 + k_29 + (long long)256) * (long long)64 + (r_28 + (long long)768) % (long long)64)] = P_U_o_r[(r_28 * (long long)256 + k_29)];
  k_29 += (long long)1;
  goto pk46;

pka48:
  r_28 += (long long)1;
  goto pr43;

pr49:
  if (r_36 < (long long)256) goto prb50; else goto pra51;

prb50:
  k_37 = (long long)0;
  goto pk52;

pra51:
  r_36 = (long long)0;
  goto pr55;

pk52:
  if (k_37 < (long long)256) goto pkb53; else goto pka54;

pkb53:
  PK_1[(((r_36 + (long long)1024) / (long long)64 * (long long)512 + k_37 + (long long)0) * (long long)64 + (r_36 + (long long)1024) % (long long)64)] = P_U_u_l[(r_36 * (long long)256 + k_37)];
  k_37 += (long long)1;
  goto pk52;

pka54:
  r_36 += (long long)1;
  goto pr49;

pr55:
  if (r_36 < (long long)256) goto prb56; else goto pra57;

prb56:
  k_37 = (long long)0;
  goto pk58;

pra57:
  return;

pk58:
  if (k_37 < (long long)256) goto pkb59; else goto pka60;

pkb59:
  PK_1[(((r_36 + (long long)1024) / (long long)64 * (long long)512 + k_37 + (long long)256) * (long long)64 + (r_36 + (long long)1024) % (long long)64)] = P_U_u_r[(r_36 * (long long)256 + k_37)];
  k_37 += (long long)1;
  goto pk58;

pka60:
  r_36 += (long long)1;
  goto pr55;
}

extern void
cx_pack (struct JitFrame * f)
{
entry:
  (void)cx_pack_0 (f);
  (void)cx_pack_1 (f);
  return;
}

