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
  int * ifields;
  float * P_E;
  float * gx27;
  float * gx33;
  float * gx39;
  float * gx45;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc46;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc47;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc48;
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
  long long gk62;
  float * gp63;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw67;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw68;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw69;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw70;
  float gxs71;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb72;
  float gxs73;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb74;
  float gxs75;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb76;
  float gxs77;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb78;
  float * gx106;
  float * gx114;
  float * gx122;
  float * gx130;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc131;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc132;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc133;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc134;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc135;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc136;
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
  long long gk147;
  float * gp148;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw152;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw153;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw154;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw155;
  float gxs156;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb157;
  float gxs158;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb159;
  float gxs160;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb161;
  float gxs162;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb163;
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
  gq6 = (long long)0;
  goto grow13;

grow13:
  if (gq6 < (long long)4) goto grbody14; else goto grafter15;

grbody14:
  gr4 = (gq6 + gdir8 * ((long long)3 - (long long)2 * gq6)) * (long long)64;
  gm10 = (long long)0;
  goto gmem16;

grafter15:
  return;

gmem16:
  if (gm10 < (long long)3) goto gmbody17; else goto gmafter18;

gmbody17:
  gme11 = gm10 + gdir8 * ((long long)2 - (long long)2 * gm10);
  gmt12 = gtab9[gme11];
  gpw1 = &PK_0[((gr4 + gme11 * (long long)256) * (long long)256)];
  gprow5 = gr4 + gme11 * (long long)256;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile19;

gmafter18:
  li_22 = (long long)0;
  goto for190;

gtile19:
  if (gli2 + (long long)3 < gnhi3) goto gtbody20; else goto gtafter21;

gtbody20:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then22; else goto else23;

gtafter21:
  if (gnhi3 - gli2 > (long long)0) goto gtclamp100; else goto gtdone99;

then22:
  if (f->err[(long long)0] == (long long)0) goto rowerr25; else goto join26;

else23:
  goto join24;

join24:
  gx27 = (float *)&P_E[(ix1_9 * (long long)256)];
  li_7 = gli2 + (long long)1;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then28; else goto else29;

rowerr25:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join26;

join26:
  ix1_9 = (long long)0;
  goto join24;

then28:
  if (f->err[(long long)0] == (long long)0) goto rowerr31; else goto join32;

else29:
  goto join30;

join30:
  gx33 = (float *)&P_E[(ix1_9 * (long long)256)];
  li_7 = gli2 + (long long)2;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then34; else goto else35;

rowerr31:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join32;

join32:
  ix1_9 = (long long)0;
  goto join30;

then34:
  if (f->err[(long long)0] == (long long)0) goto rowerr37; else goto join38;

else35:
  goto join36;

join36:
  gx39 = (float *)&P_E[(ix1_9 * (long long)256)];
  li_7 = gli2 + (long long)3;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then40; else goto else41;

rowerr37:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join38;

join38:
  ix1_9 = (long long)0;
  goto join36;

then40:
  if (f->err[(long long)0] == (long long)0) goto rowerr43; else goto join44;

else41:
  goto join42;

join42:
  gx45 = (float *)&P_E[(ix1_9 * (long long)256)];
  gacc46 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc47 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc48 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
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
  gp63 = gpw1;
  gk62 = (long long)0;
  goto gfor64;

rowerr43:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join44;

join44:
  ix1_9 = (long long)0;
  goto join42;

gfor64:
  if (gk62 < (long long)256) goto gbody65; else goto gafter66;

gbody65:
  gw67 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp63[(long long)0]);
  gw68 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp63[(long long)16]);
  gw69 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp63[(long long)32]);
  gw70 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp63[(long long)48]);
  gxs71 = gx27[(gk62 + (long long)0)];
  gxb72 = {gxs71, gxs71, gxs71, gxs71, gxs71, gxs71, gxs71, gxs71, gxs71, gxs71, gxs71, gxs71, gxs71, gxs71, gxs71, gxs71};
  gacc46 += gw67 * gxb72;
  gacc47 += gw68 * gxb72;
  gacc48 += gw69 * gxb72;
  gacc49 += gw70 * gxb72;
  gxs73 = gx33[(gk62 + (long long)0)];
  gxb74 = {gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73};
  gacc50 += gw67 * gxb74;
  gacc51 += gw68 * gxb74;
  gacc52 += gw69 * gxb74;
  gacc53 += gw70 * gxb74;
  gxs75 = gx39[(gk62 + (long long)0)];
  gxb76 = {gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75};
  gacc54 += gw67 * gxb76;
  gacc55 += gw68 * gxb76;
  gacc56 += gw69 * gxb76;
  gacc57 += gw70 * gxb76;
  gxs77 = gx45[(gk62 + (long long)0)];
  gxb78 = {gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77};
  gacc58 += gw67 * gxb78;
  gacc59 += gw68 * gxb78;
  gacc60 += gw69 * gxb78;
  gacc61 += gw70 * gxb78;
  gp63 = &gp63[(long long)64];
  gk62 += (long long)1;
  goto gfor64;

gafter66:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then79; else goto else80;

then79:
  if (f->err[(long long)0] == (long long)0) goto rowerr82; else goto join83;

else80:
  goto join81;

join81:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc46;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc47;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc48;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc49;
  li_7 = gli2 + (long long)1;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then84; else goto else85;

rowerr82:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join83;

join83:
  ix1_9 = (long long)0;
  goto join81;

then84:
  if (f->err[(long long)0] == (long long)0) goto rowerr87; else goto join88;

else85:
  goto join86;

join86:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc50;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc51;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc52;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc53;
  li_7 = gli2 + (long long)2;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then89; else goto else90;

rowerr87:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join88;

join88:
  ix1_9 = (long long)0;
  goto join86;

then89:
  if (f->err[(long long)0] == (long long)0) goto rowerr92; else goto join93;

else90:
  goto join91;

join91:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc54;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc55;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc56;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc57;
  li_7 = gli2 + (long long)3;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then94; else goto else95;

rowerr92:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join93;

join93:
  ix1_9 = (long long)0;
  goto join91;

then94:
  if (f->err[(long long)0] == (long long)0) goto rowerr97; else goto join98;

else95:
  goto join96;

join96:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc58;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc59;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc60;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc61;
  gli2 += (long long)4;
  goto gtile19;

rowerr97:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join98;

join98:
  ix1_9 = (long long)0;
  goto join96;

gtdone99:
  gm10 += (long long)1;
  goto gmem16;

gtclamp100:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then101; else goto else102;

then101:
  if (f->err[(long long)0] == (long long)0) goto rowerr104; else goto join105;

else102:
  goto join103;

join103:
  gx106 = (float *)&P_E[(ix1_9 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (li_7 > gnhi3 - (long long)1) goto gclamp107; else goto gclampj108;

rowerr104:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join105;

join105:
  ix1_9 = (long long)0;
  goto join103;

gclamp107:
  li_7 = gnhi3 - (long long)1;
  goto gclampj108;

gclampj108:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then109; else goto else110;

then109:
  if (f->err[(long long)0] == (long long)0) goto rowerr112; else goto join113;

else110:
  goto join111;

join111:
  gx114 = (float *)&P_E[(ix1_9 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (li_7 > gnhi3 - (long long)1) goto gclamp115; else goto gclampj116;

rowerr112:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join113;

join113:
  ix1_9 = (long long)0;
  goto join111;

gclamp115:
  li_7 = gnhi3 - (long long)1;
  goto gclampj116;

gclampj116:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then117; else goto else118;

then117:
  if (f->err[(long long)0] == (long long)0) goto rowerr120; else goto join121;

else118:
  goto join119;

join119:
  gx122 = (float *)&P_E[(ix1_9 * (long long)256)];
  li_7 = gli2 + (long long)3;
  if (li_7 > gnhi3 - (long long)1) goto gclamp123; else goto gclampj124;

rowerr120:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join121;

join121:
  ix1_9 = (long long)0;
  goto join119;

gclamp123:
  li_7 = gnhi3 - (long long)1;
  goto gclampj124;

gclampj124:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then125; else goto else126;

then125:
  if (f->err[(long long)0] == (long long)0) goto rowerr128; else goto join129;

else126:
  goto join127;

join127:
  gx130 = (float *)&P_E[(ix1_9 * (long long)256)];
  gacc131 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc132 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc133 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc134 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc135 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc136 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
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
  gp148 = gpw1;
  gk147 = (long long)0;
  goto gfor149;

rowerr128:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join129;

join129:
  ix1_9 = (long long)0;
  goto join127;

gfor149:
  if (gk147 < (long long)256) goto gbody150; else goto gafter151;

gbody150:
  gw152 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp148[(long long)0]);
  gw153 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp148[(long long)16]);
  gw154 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp148[(long long)32]);
  gw155 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp148[(long long)48]);
  gxs156 = gx106[(gk147 + (long long)0)];
  gxb157 = {gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156};
  gacc131 += gw152 * gxb157;
  gacc132 += gw153 * gxb157;
  gacc133 += gw154 * gxb157;
  gacc134 += gw155 * gxb157;
  gxs158 = gx114[(gk147 + (long long)0)];
  gxb159 = {gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158, gxs158};
  gacc135 += gw152 * gxb159;
  gacc136 += gw153 * gxb159;
  gacc137 += gw154 * gxb159;
  gacc138 += gw155 * gxb159;
  gxs160 = gx122[(gk147 + (long long)0)];
  gxb161 = {gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160};
  gacc139 += gw152 * gxb161;
  gacc140 += gw153 * gxb161;
  gacc141 += gw154 * gxb161;
  gacc142 += gw155 * gxb161;
  gxs162 = gx130[(gk147 + (long long)0)];
  gxb163 = {gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162};
  gacc143 += gw152 * gxb163;
  gacc144 += gw153 * gxb163;
  gacc145 += gw154 * gxb163;
  gacc146 += gw155 * gxb163;
  gp148 = &gp148[(long long)64];
  gk147 += (long long)1;
  goto gfor149;

gafter151:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then164; else goto else165;

then164:
  if (f->err[(long long)0] == (long long)0) goto rowerr167; else goto join168;

else165:
  goto join166;

join166:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc131;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc132;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc133;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc134;
  li_7 = gli2 + (long long)1;
  if (li_7 > gnhi3 - (long long)1) goto gclamp169; else goto gclampj170;

rowerr167:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join168;

join168:
  ix1_9 = (long long)0;
  goto join166;

gclamp169:
  li_7 = gnhi3 - (long long)1;
  goto gclampj170;

gclampj170:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then171; else goto else172;

then171:
  if (f->err[(long long)0] == (long long)0) goto rowerr174; else goto join175;

else172:
  goto join173;

join173:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc135;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc136;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc137;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc138;
  li_7 = gli2 + (long long)2;
  if (li_7 > gnhi3 - (long long)1) goto gclamp176; else goto gclampj177;

rowerr174:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join175;

join175:
  ix1_9 = (long long)0;
  goto join173;

gclamp176:
  li_7 = gnhi3 - (long long)1;
  goto gclampj177;

gclampj177:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then178; else goto else179;

then178:
  if (f->err[(long long)0] == (long long)0) goto rowerr181; else goto join182;

else179:
  goto join180;

join180:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc139;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc140;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc141;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc142;
  li_7 = gli2 + (long long)3;
  if (li_7 > gnhi3 - (long long)1) goto gclamp183; else goto gclampj184;

rowerr181:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join182;

join182:
  ix1_9 = (long long)0;
  goto join180;

gclamp183:
  li_7 = gnhi3 - (long long)1;
  goto gclampj184;

gclampj184:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then185; else goto else186;

then185:
  if (f->err[(long long)0] == (long long)0) goto rowerr188; else goto join189;

else186:
  goto join187;

join187:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc143;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc144;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc145;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gacc146;
  goto gtdone99;

rowerr188:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join189;

join189:
  ix1_9 = (long long)0;
  goto join187;

for190:
  if (li_22 < n_2) goto body191; else goto after192;

body191:
  i_23 = start_0 + li_22;
  gj7 = (long long)0;
  goto for193;

after192:
  gq6 += (long long)1;
  goto grow13;

for193:
  if (gj7 < (long long)64) goto body194; else goto after195;

body194:
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
  goto for193;

after195:
  li_22 += (long long)1;
  goto for190;
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
  int * children;
  long long glit24;
  float * S_0;
  float * gx25;
  long long glit28;
  float * gx29;
  long long glit32;
  float * gx33;
  long long glit36;
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
  bool lpok56;
  long long lpslot57;
  long long lpslot58;
  long long lpslot59;
  long long lpslot60;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw69;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw70;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw71;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw72;
  float gxs73;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb74;
  float gxs75;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb76;
  float gxs77;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb78;
  float gxs79;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb80;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot89;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot90;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot91;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot92;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot93;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot94;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot95;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot96;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot97;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot98;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot99;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot100;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot101;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot102;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot103;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot104;
  long long glit118;
  float * gx119;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc120;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc121;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc122;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc123;
  long long gk124;
  float * gp125;
  bool lpok126;
  long long lpslot127;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw136;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw137;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw138;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw139;
  float gxs140;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb141;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot144;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot145;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot146;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot147;
  long long glit154;
  float * gx155;
  long long glit158;
  float * gx159;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc160;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc161;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc162;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc163;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc164;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc165;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc166;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc167;
  long long gk168;
  float * gp169;
  bool lpok170;
  long long lpslot171;
  long long lpslot172;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw181;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw182;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw183;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw184;
  float gxs185;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb186;
  float gxs187;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb188;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot193;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot194;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot195;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot196;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot197;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot198;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot199;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot200;
  long long glit209;
  float * gx210;
  long long glit213;
  float * gx214;
  long long glit217;
  float * gx218;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc219;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc220;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc221;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc222;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc223;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc224;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc225;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc226;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc227;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc228;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc229;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc230;
  long long gk231;
  float * gp232;
  bool lpok233;
  long long lpslot234;
  long long lpslot235;
  long long lpslot236;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw245;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw246;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw247;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw248;
  float gxs249;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb250;
  float gxs251;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb252;
  float gxs253;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb254;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot261;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot262;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot263;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot264;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot265;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot266;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot267;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot268;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot269;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot270;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot271;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot272;
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
  gq6 = (long long)0;
  goto grow13;

grow13:
  if (gq6 < (long long)4) goto grbody14; else goto grafter15;

grbody14:
  gr4 = (gq6 + gdir8 * ((long long)3 - (long long)2 * gq6)) * (long long)64;
  gm10 = (long long)0;
  goto gmem16;

grafter15:
  return;

gmem16:
  if (gm10 < (long long)4) goto gmbody17; else goto gmafter18;

gmbody17:
  gme11 = gm10 + gdir8 * ((long long)3 - (long long)2 * gm10);
  gmt12 = gtab9[gme11];
  gpw1 = &PK_1[((gr4 + gme11 * (long long)256) * (long long)256)];
  gprow5 = gr4 + gme11 * (long long)256;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile19;

gmafter18:
  li_32 = (long long)0;
  goto for279;

gtile19:
  if (gli2 + (long long)3 < gnhi3) goto gtbody20; else goto gtafter21;

gtbody20:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm22; else goto gpermj23;

gtafter21:
  if (gnhi3 - gli2 == (long long)1) goto gtrest114; else goto gtnext115;

gperm22:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj23;

gpermj23:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit24 = li_7;
  gx25 = (float *)&S_0[(c0_10 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm26; else goto gpermj27;

gperm26:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj27;

gpermj27:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit28 = li_7;
  gx29 = (float *)&S_0[(c0_10 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm30; else goto gpermj31;

gperm30:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj31;

gpermj31:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit32 = li_7;
  gx33 = (float *)&S_0[(c0_10 * (long long)256)];
  li_7 = gli2 + (long long)3;
  if (f->lp_perm != (int *)NULL) goto gperm34; else goto gpermj35;

gperm34:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj35;

gpermj35:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit36 = li_7;
  gx37 = (float *)&S_0[(c0_10 * (long long)256)];
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
  lpok56 = (bool)0;
  lpslot57 = (long long)-1;
  lpslot58 = (long long)-1;
  lpslot59 = (long long)-1;
  lpslot60 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk61; else goto lpdec62;

lpchk61:
  lpslot57 = (long long)f->lp_slot[(long long)0][(start_0 + glit24)];
  lpslot58 = (long long)f->lp_slot[(long long)0][(start_0 + glit28)];
  lpslot59 = (long long)f->lp_slot[(long long)0][(start_0 + glit32)];
  lpslot60 = (long long)f->lp_slot[(long long)0][(start_0 + glit36)];
  lpok56 = lpslot57 >= (long long)0 && lpslot58 >= (long long)0 && lpslot59 >= (long long)0 && lpslot60 >= (long long)0;
  goto lpdec62;

lpdec62:
  if (lpok56) goto lphit63; else goto lpmiss64;

lphit63:
  gacc38 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot57 * (long long)1024 + gprow5 + (long long)0)]);
  gacc39 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot57 * (long long)1024 + gprow5 + (long long)16)]);
  gacc40 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot57 * (long long)1024 + gprow5 + (long long)32)]);
  gacc41 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot57 * (long long)1024 + gprow5 + (long long)48)]);
  gacc42 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot58 * (long long)1024 + gprow5 + (long long)0)]);
  gacc43 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot58 * (long long)1024 + gprow5 + (long long)16)]);
  gacc44 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot58 * (long long)1024 + gprow5 + (long long)32)]);
  gacc45 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot58 * (long long)1024 + gprow5 + (long long)48)]);
  gacc46 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot59 * (long long)1024 + gprow5 + (long long)0)]);
  gacc47 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot59 * (long long)1024 + gprow5 + (long long)16)]);
  gacc48 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot59 * (long long)1024 + gprow5 + (long long)32)]);
  gacc49 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot59 * (long long)1024 + gprow5 + (long long)48)]);
  gacc50 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot60 * (long long)1024 + gprow5 + (long long)0)]);
  gacc51 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot60 * (long long)1024 + gprow5 + (long long)16)]);
  gacc52 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot60 * (long long)1024 + gprow5 + (long long)32)]);
  gacc53 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot60 * (long long)1024 + gprow5 + (long long)48)]);
  gp55 = &gp55[(long long)16384];
  goto lpjoin65;

lpmiss64:
  gk54 = (long long)0;
  goto gfor66;

lpjoin65:
  gtot89 = gacc38;
  gtot90 = gacc39;
  gtot91 = gacc40;
  gtot92 = gacc41;
  gtot93 = gacc42;
  gtot94 = gacc43;
  gtot95 = gacc44;
  gtot96 = gacc45;
  gtot97 = gacc46;
  gtot98 = gacc47;
  gtot99 = gacc48;
  gtot100 = gacc49;
  gtot101 = gacc50;
  gtot102 = gacc51;
  gtot103 = gacc52;
  gtot104 = gacc53;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm105; else goto gpermj106;

gfor66:
  if (gk54 < (long long)256) goto gbody67; else goto gafter68;

gbody67:
  gw69 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp55[(long long)0]);
  gw70 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp55[(long long)16]);
  gw71 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp55[(long long)32]);
  gw72 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp55[(long long)48]);
  gxs73 = gx25[(gk54 + (long long)0)];
  gxb74 = {gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73, gxs73};
  gacc38 += gw69 * gxb74;
  gacc39 += gw70 * gxb74;
  gacc40 += gw71 * gxb74;
  gacc41 += gw72 * gxb74;
  gxs75 = gx29[(gk54 + (long long)0)];
  gxb76 = {gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75};
  gacc42 += gw69 * gxb76;
  gacc43 += gw70 * gxb76;
  gacc44 += gw71 * gxb76;
  gacc45 += gw72 * gxb76;
  gxs77 = gx33[(gk54 + (long long)0)];
  gxb78 = {gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77};
  gacc46 += gw69 * gxb78;
  gacc47 += gw70 * gxb78;
  gacc48 += gw71 * gxb78;
  gacc49 += gw72 * gxb78;
  gxs79 = gx37[(gk54 + (long long)0)];
  gxb80 = {gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79};
  gacc50 += gw69 * gxb80;
  gacc51 += gw70 * gxb80;
  gacc52 += gw71 * gxb80;
  gacc53 += gw72 * gxb80;
  gp55 = &gp55[(long long)64];
  gk54 += (long long)1;
  goto gfor66;

gafter68:
  if (lpslot57 <= (long long)-2) goto lpwr81; else goto lpwn82;

lpwr81:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot57) * (long long)1024 + gprow5 + (long long)0)]) = gacc38;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot57) * (long long)1024 + gprow5 + (long long)16)]) = gacc39;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot57) * (long long)1024 + gprow5 + (long long)32)]) = gacc40;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot57) * (long long)1024 + gprow5 + (long long)48)]) = gacc41;
  goto lpwn82;

lpwn82:
  if (lpslot58 <= (long long)-2) goto lpwr83; else goto lpwn84;

lpwr83:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot58) * (long long)1024 + gprow5 + (long long)0)]) = gacc42;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot58) * (long long)1024 + gprow5 + (long long)16)]) = gacc43;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot58) * (long long)1024 + gprow5 + (long long)32)]) = gacc44;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot58) * (long long)1024 + gprow5 + (long long)48)]) = gacc45;
  goto lpwn84;

lpwn84:
  if (lpslot59 <= (long long)-2) goto lpwr85; else goto lpwn86;

lpwr85:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot59) * (long long)1024 + gprow5 + (long long)0)]) = gacc46;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot59) * (long long)1024 + gprow5 + (long long)16)]) = gacc47;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot59) * (long long)1024 + gprow5 + (long long)32)]) = gacc48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot59) * (long long)1024 + gprow5 + (long long)48)]) = gacc49;
  goto lpwn86;

lpwn86:
  if (lpslot60 <= (long long)-2) goto lpwr87; else goto lpwn88;

lpwr87:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot60) * (long long)1024 + gprow5 + (long long)0)]) = gacc50;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot60) * (long long)1024 + gprow5 + (long long)16)]) = gacc51;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot60) * (long long)1024 + gprow5 + (long long)32)]) = gacc52;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot60) * (long long)1024 + gprow5 + (long long)48)]) = gacc53;
  goto lpwn88;

lpwn88:
  goto lpjoin65;

gperm105:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj106;

gpermj106:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot89;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot90;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot91;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot92;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm107; else goto gpermj108;

gperm107:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj108;

gpermj108:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot93;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot94;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot95;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot96;
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm109; else goto gpermj110;

gperm109:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj110;

gpermj110:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot97;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot98;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot99;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot100;
  li_7 = gli2 + (long long)3;
  if (f->lp_perm != (int *)NULL) goto gperm111; else goto gpermj112;

gperm111:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj112;

gpermj112:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot101;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot102;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot103;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot104;
  gli2 += (long long)4;
  goto gtile19;

gtdone113:
  gm10 += (long long)1;
  goto gmem16;

gtrest114:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm116; else goto gpermj117;

gtnext115:
  if (gnhi3 - gli2 == (long long)2) goto gtrest150; else goto gtnext151;

gperm116:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj117;

gpermj117:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit118 = li_7;
  gx119 = (float *)&S_0[(c0_10 * (long long)256)];
  gacc120 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc121 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc122 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc123 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp125 = gpw1;
  lpok126 = (bool)0;
  lpslot127 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk128; else goto lpdec129;

lpchk128:
  lpslot127 = (long long)f->lp_slot[(long long)0][(start_0 + glit118)];
  lpok126 = lpslot127 >= (long long)0;
  goto lpdec129;

lpdec129:
  if (lpok126) goto lphit130; else goto lpmiss131;

lphit130:
  gacc120 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot127 * (long long)1024 + gprow5 + (long long)0)]);
  gacc121 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot127 * (long long)1024 + gprow5 + (long long)16)]);
  gacc122 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot127 * (long long)1024 + gprow5 + (long long)32)]);
  gacc123 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot127 * (long long)1024 + gprow5 + (long long)48)]);
  gp125 = &gp125[(long long)16384];
  goto lpjoin132;

lpmiss131:
  gk124 = (long long)0;
  goto gfor133;

lpjoin132:
  gtot144 = gacc120;
  gtot145 = gacc121;
  gtot146 = gacc122;
  gtot147 = gacc123;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm148; else goto gpermj149;

gfor133:
  if (gk124 < (long long)256) goto gbody134; else goto gafter135;

gbody134:
  gw136 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp125[(long long)0]);
  gw137 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp125[(long long)16]);
  gw138 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp125[(long long)32]);
  gw139 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp125[(long long)48]);
  gxs140 = gx119[(gk124 + (long long)0)];
  gxb141 = {gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140};
  gacc120 += gw136 * gxb141;
  gacc121 += gw137 * gxb141;
  gacc122 += gw138 * gxb141;
  gacc123 += gw139 * gxb141;
  gp125 = &gp125[(long long)64];
  gk124 += (long long)1;
  goto gfor133;

gafter135:
  if (lpslot127 <= (long long)-2) goto lpwr142; else goto lpwn143;

lpwr142:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot127) * (long long)1024 + gprow5 + (long long)0)]) = gacc120;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot127) * (long long)1024 + gprow5 + (long long)16)]) = gacc121;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot127) * (long long)1024 + gprow5 + (long long)32)]) = gacc122;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot127) * (long long)1024 + gprow5 + (long long)48)]) = gacc123;
  goto lpwn143;

lpwn143:
  goto lpjoin132;

gperm148:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj149;

gpermj149:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot144;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot145;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot146;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot147;
  goto gtdone113;

gtrest150:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm152; else goto gpermj153;

gtnext151:
  if (gnhi3 - gli2 == (long long)3) goto gtrest205; else goto gtnext206;

gperm152:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj153;

gpermj153:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit154 = li_7;
  gx155 = (float *)&S_0[(c0_10 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm156; else goto gpermj157;

gperm156:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj157;

gpermj157:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit158 = li_7;
  gx159 = (float *)&S_0[(c0_10 * (long long)256)];
  gacc160 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc161 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc162 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc163 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc164 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc165 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc166 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc167 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp169 = gpw1;
  lpok170 = (bool)0;
  lpslot171 = (long long)-1;
  lpslot172 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk173; else goto lpdec174;

lpchk173:
  lpslot171 = (long long)f->lp_slot[(long long)0][(start_0 + glit154)];
  lpslot172 = (long long)f->lp_slot[(long long)0][(start_0 + glit158)];
  lpok170 = lpslot171 >= (long long)0 && lpslot172 >= (long long)0;
  goto lpdec174;

lpdec174:
  if (lpok170) goto lphit175; else goto lpmiss176;

lphit175:
  gacc160 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot171 * (long long)1024 + gprow5 + (long long)0)]);
  gacc161 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot171 * (long long)1024 + gprow5 + (long long)16)]);
  gacc162 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot171 * (long long)1024 + gprow5 + (long long)32)]);
  gacc163 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot171 * (long long)1024 + gprow5 + (long long)48)]);
  gacc164 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot172 * (long long)1024 + gprow5 + (long long)0)]);
  gacc165 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot172 * (long long)1024 + gprow5 + (long long)16)]);
  gacc166 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot172 * (long long)1024 + gprow5 + (long long)32)]);
  gacc167 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot172 * (long long)1024 + gprow5 + (long long)48)]);
  gp169 = &gp169[(long long)16384];
  goto lpjoin177;

lpmiss176:
  gk168 = (long long)0;
  goto gfor178;

lpjoin177:
  gtot193 = gacc160;
  gtot194 = gacc161;
  gtot195 = gacc162;
  gtot196 = gacc163;
  gtot197 = gacc164;
  gtot198 = gacc165;
  gtot199 = gacc166;
  gtot200 = gacc167;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm201; else goto gpermj202;

gfor178:
  if (gk168 < (long long)256) goto gbody179; else goto gafter180;

gbody179:
  gw181 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp169[(long long)0]);
  gw182 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp169[(long long)16]);
  gw183 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp169[(long long)32]);
  gw184 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp169[(long long)48]);
  gxs185 = gx155[(gk168 + (long long)0)];
  gxb186 = {gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185};
  gacc160 += gw181 * gxb186;
  gacc161 += gw182 * gxb186;
  gacc162 += gw183 * gxb186;
  gacc163 += gw184 * gxb186;
  gxs187 = gx159[(gk168 + (long long)0)];
  gxb188 = {gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187};
  gacc164 += gw181 * gxb188;
  gacc165 += gw182 * gxb188;
  gacc166 += gw183 * gxb188;
  gacc167 += gw184 * gxb188;
  gp169 = &gp169[(long long)64];
  gk168 += (long long)1;
  goto gfor178;

gafter180:
  if (lpslot171 <= (long long)-2) goto lpwr189; else goto lpwn190;

lpwr189:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot171) * (long long)1024 + gprow5 + (long long)0)]) = gacc160;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot171) * (long long)1024 + gprow5 + (long long)16)]) = gacc161;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot171) * (long long)1024 + gprow5 + (long long)32)]) = gacc162;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot171) * (long long)1024 + gprow5 + (long long)48)]) = gacc163;
  goto lpwn190;

lpwn190:
  if (lpslot172 <= (long long)-2) goto lpwr191; else goto lpwn192;

lpwr191:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot172) * (long long)1024 + gprow5 + (long long)0)]) = gacc164;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot172) * (long long)1024 + gprow5 + (long long)16)]) = gacc165;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot172) * (long long)1024 + gprow5 + (long long)32)]) = gacc166;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot172) * (long long)1024 + gprow5 + (long long)48)]) = gacc167;
  goto lpwn192;

lpwn192:
  goto lpjoin177;

gperm201:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj202;

gpermj202:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot193;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot194;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot195;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot196;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm203; else goto gpermj204;

gperm203:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj204;

gpermj204:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot197;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot198;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot199;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot200;
  goto gtdone113;

gtrest205:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm207; else goto gpermj208;

gtnext206:
  goto gtdone113;

gperm207:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj208;

gpermj208:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit209 = li_7;
  gx210 = (float *)&S_0[(c0_10 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm211; else goto gpermj212;

gperm211:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj212;

gpermj212:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit213 = li_7;
  gx214 = (float *)&S_0[(c0_10 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm215; else goto gpermj216;

gperm215:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj216;

gpermj216:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit217 = li_7;
  gx218 = (float *)&S_0[(c0_10 * (long long)256)];
  gacc219 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc220 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc221 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc222 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc223 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc224 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc225 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc226 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc227 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc228 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc229 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc230 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp232 = gpw1;
  lpok233 = (bool)0;
  lpslot234 = (long long)-1;
  lpslot235 = (long long)-1;
  lpslot236 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk237; else goto lpdec238;

lpchk237:
  lpslot234 = (long long)f->lp_slot[(long long)0][(start_0 + glit209)];
  lpslot235 = (long long)f->lp_slot[(long long)0][(start_0 + glit213)];
  lpslot236 = (long long)f->lp_slot[(long long)0][(start_0 + glit217)];
  lpok233 = lpslot234 >= (long long)0 && lpslot235 >= (long long)0 && lpslot236 >= (long long)0;
  goto lpdec238;

lpdec238:
  if (lpok233) goto lphit239; else goto lpmiss240;

lphit239:
  gacc219 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot234 * (long long)1024 + gprow5 + (long long)0)]);
  gacc220 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot234 * (long long)1024 + gprow5 + (long long)16)]);
  gacc221 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot234 * (long long)1024 + gprow5 + (long long)32)]);
  gacc222 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot234 * (long long)1024 + gprow5 + (long long)48)]);
  gacc223 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot235 * (long long)1024 + gprow5 + (long long)0)]);
  gacc224 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot235 * (long long)1024 + gprow5 + (long long)16)]);
  gacc225 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot235 * (long long)1024 + gprow5 + (long long)32)]);
  gacc226 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot235 * (long long)1024 + gprow5 + (long long)48)]);
  gacc227 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot236 * (long long)1024 + gprow5 + (long long)0)]);
  gacc228 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot236 * (long long)1024 + gprow5 + (long long)16)]);
  gacc229 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot236 * (long long)1024 + gprow5 + (long long)32)]);
  gacc230 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot236 * (long long)1024 + gprow5 + (long long)48)]);
  gp232 = &gp232[(long long)16384];
  goto lpjoin241;

lpmiss240:
  gk231 = (long long)0;
  goto gfor242;

lpjoin241:
  gtot261 = gacc219;
  gtot262 = gacc220;
  gtot263 = gacc221;
  gtot264 = gacc222;
  gtot265 = gacc223;
  gtot266 = gacc224;
  gtot267 = gacc225;
  gtot268 = gacc226;
  gtot269 = gacc227;
  gtot270 = gacc228;
  gtot271 = gacc229;
  gtot272 = gacc230;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm273; else goto gpermj274;

gfor242:
  if (gk231 < (long long)256) goto gbody243; else goto gafter244;

gbody243:
  gw245 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp232[(long long)0]);
  gw246 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp232[(long long)16]);
  gw247 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp232[(long long)32]);
  gw248 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp232[(long long)48]);
  gxs249 = gx210[(gk231 + (long long)0)];
  gxb250 = {gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249};
  gacc219 += gw245 * gxb250;
  gacc220 += gw246 * gxb250;
  gacc221 += gw247 * gxb250;
  gacc222 += gw248 * gxb250;
  gxs251 = gx214[(gk231 + (long long)0)];
  gxb252 = {gxs251, gxs251, gxs251, gxs251, gxs251, gxs251, gxs251, gxs251, gxs251, gxs251, gxs251, gxs251, gxs251, gxs251, gxs251, gxs251};
  gacc223 += gw245 * gxb252;
  gacc224 += gw246 * gxb252;
  gacc225 += gw247 * gxb252;
  gacc226 += gw248 * gxb252;
  gxs253 = gx218[(gk231 + (long long)0)];
  gxb254 = {gxs253, gxs253, gxs253, gxs253, gxs253, gxs253, gxs253, gxs253, gxs253, gxs253, gxs253, gxs253, gxs253, gxs253, gxs253, gxs253};
  gacc227 += gw245 * gxb254;
  gacc228 += gw246 * gxb254;
  gacc229 += gw247 * gxb254;
  gacc230 += gw248 * gxb254;
  gp232 = &gp232[(long long)64];
  gk231 += (long long)1;
  goto gfor242;

gafter244:
  if (lpslot234 <= (long long)-2) goto lpwr255; else goto lpwn256;

lpwr255:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot234) * (long long)1024 + gprow5 + (long long)0)]) = gacc219;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot234) * (long long)1024 + gprow5 + (long long)16)]) = gacc220;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot234) * (long long)1024 + gprow5 + (long long)32)]) = gacc221;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot234) * (long long)1024 + gprow5 + (long long)48)]) = gacc222;
  goto lpwn256;

lpwn256:
  if (lpslot235 <= (long long)-2) goto lpwr257; else goto lpwn258;

lpwr257:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot235) * (long long)1024 + gprow5 + (long long)0)]) = gacc223;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot235) * (long long)1024 + gprow5 + (long long)16)]) = gacc224;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot235) * (long long)1024 + gprow5 + (long long)32)]) = gacc225;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot235) * (long long)1024 + gprow5 + (long long)48)]) = gacc226;
  goto lpwn258;

lpwn258:
  if (lpslot236 <= (long long)-2) goto lpwr259; else goto lpwn260;

lpwr259:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot236) * (long long)1024 + gprow5 + (long long)0)]) = gacc227;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot236) * (long long)1024 + gprow5 + (long long)16)]) = gacc228;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot236) * (long long)1024 + gprow5 + (long long)32)]) = gacc229;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot236) * (long long)1024 + gprow5 + (long long)48)]) = gacc230;
  goto lpwn260;

lpwn260:
  goto lpjoin241;

gperm273:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj274;

gpermj274:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot261;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot262;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot263;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot264;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm275; else goto gpermj276;

gperm275:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj276;

gpermj276:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot265;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot266;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot267;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot268;
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm277; else goto gpermj278;

gperm277:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj278;

gpermj278:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot269;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot270;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot271;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot272;
  goto gtdone113;

for279:
  if (li_32 < n_2) goto body280; else goto after281;

body280:
  i_33 = start_0 + li_32;
  cs_48 = (long long)child_start[i_33];
  c0_49 = (long long)children[cs_48];
  gj7 = (long long)0;
  goto for282;

after281:
  gq6 += (long long)1;
  goto grow13;

for282:
  if (gj7 < (long long)64) goto body283; else goto after284;

body283:
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
  goto for282;

after284:
  li_32 += (long long)1;
  goto for279;
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
  if (arity_0 == (long long)0) goto then1; else goto else2;

then1:
  return (int)(long long)0;

else2:
  goto join3;

join3:
  if (!(arity_0 == (long long)0)) goto then4; else goto else5;

then4:
  return (int)(long long)1;

else5:
  goto join6;

join6:
  return (int)(long long)-1;
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
  if (gnhi3 - gli2 == (long long)1) goto gtrest92; else goto gtnext93;

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
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then71; else goto else72;

then71:
  if (f->err[(long long)0] == (long long)0) goto rowerr74; else goto join75;

else72:
  goto join73;

join73:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc38;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc39;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc40;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc41;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then76; else goto else77;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc42;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc43;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc44;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc45;
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then81; else goto else82;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc46;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc47;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc48;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc49;
  li_4 = gli2 + (long long)3;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then86; else goto else87;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc50;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc51;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc52;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc53;
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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then94; else goto else95;

gtnext93:
  if (gnhi3 - gli2 == (long long)2) goto gtrest120; else goto gtnext121;

then94:
  if (f->err[(long long)0] == (long long)0) goto rowerr97; else goto join98;

else95:
  goto join96;

join96:
  gx99 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  if (gk104 < (long long)256) goto gbody107; else goto gafter108;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then115; else goto else116;

then115:
  if (f->err[(long long)0] == (long long)0) goto rowerr118; else goto join119;

else116:
  goto join117;

join117:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc100;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc101;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc102;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc103;
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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then122; else goto else123;

gtnext121:
  if (gnhi3 - gli2 == (long long)3) goto gtrest165; else goto gtnext166;

then122:
  if (f->err[(long long)0] == (long long)0) goto rowerr125; else goto join126;

else123:
  goto join124;

join124:
  gx127 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then128; else goto else129;

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
  gx133 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  if (gk142 < (long long)256) goto gbody145; else goto gafter146;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then155; else goto else156;

then155:
  if (f->err[(long long)0] == (long long)0) goto rowerr158; else goto join159;

else156:
  goto join157;

join157:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc134;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc135;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc136;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc137;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then160; else goto else161;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc138;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc139;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc140;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc141;
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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then167; else goto else168;

gtnext166:
  goto gtdone91;

then167:
  if (f->err[(long long)0] == (long long)0) goto rowerr170; else goto join171;

else168:
  goto join169;

join169:
  gx172 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then173; else goto else174;

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
  gx178 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then179; else goto else180;

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
  gx184 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  if (gk197 < (long long)256) goto gbody200; else goto gafter201;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then212; else goto else213;

then212:
  if (f->err[(long long)0] == (long long)0) goto rowerr215; else goto join216;

else213:
  goto join214;

join214:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc185;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc186;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc187;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc188;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then217; else goto else218;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc189;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc190;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc191;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc192;
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then222; else goto else223;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc193;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc194;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc195;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc196;
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
  if (gnhi3 - gli2 == (long long)1) goto gtrest92; else goto gtnext93;

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
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then71; else goto else72;

then71:
  if (f->err[(long long)0] == (long long)0) goto rowerr74; else goto join75;

else72:
  goto join73;

join73:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc38;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc39;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc40;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc41;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then76; else goto else77;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc42;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc43;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc44;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc45;
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then81; else goto else82;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc46;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc47;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc48;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc49;
  li_4 = gli2 + (long long)3;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then86; else goto else87;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc50;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc51;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc52;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc53;
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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then94; else goto else95;

gtnext93:
  if (gnhi3 - gli2 == (long long)2) goto gtrest120; else goto gtnext121;

then94:
  if (f->err[(long long)0] == (long long)0) goto rowerr97; else goto join98;

else95:
  goto join96;

join96:
  gx99 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  if (gk104 < (long long)256) goto gbody107; else goto gafter108;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then115; else goto else116;

then115:
  if (f->err[(long long)0] == (long long)0) goto rowerr118; else goto join119;

else116:
  goto join117;

join117:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc100;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc101;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc102;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc103;
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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then122; else goto else123;

gtnext121:
  if (gnhi3 - gli2 == (long long)3) goto gtrest165; else goto gtnext166;

then122:
  if (f->err[(long long)0] == (long long)0) goto rowerr125; else goto join126;

else123:
  goto join124;

join124:
  gx127 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then128; else goto else129;

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
  gx133 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  if (gk142 < (long long)256) goto gbody145; else goto gafter146;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then155; else goto else156;

then155:
  if (f->err[(long long)0] == (long long)0) goto rowerr158; else goto join159;

else156:
  goto join157;

join157:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc134;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc135;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc136;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc137;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then160; else goto else161;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc138;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc139;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc140;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc141;
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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then167; else goto else168;

gtnext166:
  goto gtdone91;

then167:
  if (f->err[(long long)0] == (long long)0) goto rowerr170; else goto join171;

else168:
  goto join169;

join169:
  gx172 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then173; else goto else174;

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
  gx178 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then179; else goto else180;

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
  gx184 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  if (gk197 < (long long)256) goto gbody200; else goto gafter201;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then212; else goto else213;

then212:
  if (f->err[(long long)0] == (long long)0) goto rowerr215; else goto join216;

else213:
  goto join214;

join214:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc185;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc186;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc187;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc188;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then217; else goto else218;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc189;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc190;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc191;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc192;
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then222; else goto else223;

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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc193;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc194;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc195;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc196;
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
  if (gnhi3 - gli2 == (long long)1) goto gtrest92; else goto gtnext93;

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
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then71; else goto else72;

then71:
  if (f->err[(long long)0] == (long long)0) goto rowerr74; else goto join75;

else72:
  goto join73;

join73:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc38;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc39;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc40;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc41;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then76; else goto else77;

rowerr74:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc42;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc43;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc44;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc45;
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then81; else goto else82;

rowerr79:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc46;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc47;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc48;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc49;
  li_4 = gli2 + (long long)3;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then86; else goto else87;

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

then86:
  if (f->err[(long long)0] == (long long)0) goto rowerr89; else goto join90;

else87:
  goto join88;

join88:
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

rowerr89:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then94; else goto else95;

gtnext93:
  if (gnhi3 - gli2 == (long long)2) goto gtrest120; else goto gtnext121;

then94:
  if (f->err[(long long)0] == (long long)0) goto rowerr97; else goto join98;

else95:
  goto join96;

join96:
  gx99 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  f->err[(long long)4] = (long long)-5;
  goto join98;

join98:
  ix1_6 = (long long)0;
  goto join96;

gfor106:
  if (gk104 < (long long)256) goto gbody107; else goto gafter108;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then115; else goto else116;

then115:
  if (f->err[(long long)0] == (long long)0) goto rowerr118; else goto join119;

else116:
  goto join117;

join117:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc100;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc101;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc102;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc103;
  goto gtdone91;

rowerr118:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
  goto join119;

join119:
  ix1_6 = (long long)0;
  goto join117;

gtrest120:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then122; else goto else123;

gtnext121:
  if (gnhi3 - gli2 == (long long)3) goto gtrest165; else goto gtnext166;

then122:
  if (f->err[(long long)0] == (long long)0) goto rowerr125; else goto join126;

else123:
  goto join124;

join124:
  gx127 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then128; else goto else129;

rowerr125:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
  goto join126;

join126:
  ix1_6 = (long long)0;
  goto join124;

then128:
  if (f->err[(long long)0] == (long long)0) goto rowerr131; else goto join132;

else129:
  goto join130;

join130:
  gx133 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  f->err[(long long)4] = (long long)-5;
  goto join132;

join132:
  ix1_6 = (long long)0;
  goto join130;

gfor144:
  if (gk142 < (long long)256) goto gbody145; else goto gafter146;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then155; else goto else156;

then155:
  if (f->err[(long long)0] == (long long)0) goto rowerr158; else goto join159;

else156:
  goto join157;

join157:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc134;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc135;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc136;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc137;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then160; else goto else161;

rowerr158:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc138;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc139;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc140;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc141;
  goto gtdone91;

rowerr163:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
  goto join164;

join164:
  ix1_6 = (long long)0;
  goto join162;

gtrest165:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then167; else goto else168;

gtnext166:
  goto gtdone91;

then167:
  if (f->err[(long long)0] == (long long)0) goto rowerr170; else goto join171;

else168:
  goto join169;

join169:
  gx172 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then173; else goto else174;

rowerr170:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
  goto join171;

join171:
  ix1_6 = (long long)0;
  goto join169;

then173:
  if (f->err[(long long)0] == (long long)0) goto rowerr176; else goto join177;

else174:
  goto join175;

join175:
  gx178 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then179; else goto else180;

rowerr176:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
  goto join177;

join177:
  ix1_6 = (long long)0;
  goto join175;

then179:
  if (f->err[(long long)0] == (long long)0) goto rowerr182; else goto join183;

else180:
  goto join181;

join181:
  gx184 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  f->err[(long long)4] = (long long)-5;
  goto join183;

join183:
  ix1_6 = (long long)0;
  goto join181;

gfor199:
  if (gk197 < (long long)256) goto gbody200; else goto gafter201;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then212; else goto else213;

then212:
  if (f->err[(long long)0] == (long long)0) goto rowerr215; else goto join216;

else213:
  goto join214;

join214:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc185;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc186;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc187;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc188;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then217; else goto else218;

rowerr215:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc189;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc190;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc191;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc192;
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then222; else goto else223;

rowerr220:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc193;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc194;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc195;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc196;
  goto gtdone91;

rowerr225:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
  goto join226;

join226:
  ix1_6 = (long long)0;
  goto join224;
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
  if (gnhi3 - gli2 == (long long)1) goto gtrest92; else goto gtnext93;

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
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then71; else goto else72;

then71:
  if (f->err[(long long)0] == (long long)0) goto rowerr74; else goto join75;

else72:
  goto join73;

join73:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc38;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc39;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc40;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc41;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then76; else goto else77;

rowerr74:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc42;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc43;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc44;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc45;
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then81; else goto else82;

rowerr79:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc46;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc47;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc48;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc49;
  li_4 = gli2 + (long long)3;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then86; else goto else87;

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

then86:
  if (f->err[(long long)0] == (long long)0) goto rowerr89; else goto join90;

else87:
  goto join88;

join88:
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

rowerr89:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then94; else goto else95;

gtnext93:
  if (gnhi3 - gli2 == (long long)2) goto gtrest120; else goto gtnext121;

then94:
  if (f->err[(long long)0] == (long long)0) goto rowerr97; else goto join98;

else95:
  goto join96;

join96:
  gx99 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  f->err[(long long)4] = (long long)-6;
  goto join98;

join98:
  ix1_6 = (long long)0;
  goto join96;

gfor106:
  if (gk104 < (long long)256) goto gbody107; else goto gafter108;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then115; else goto else116;

then115:
  if (f->err[(long long)0] == (long long)0) goto rowerr118; else goto join119;

else116:
  goto join117;

join117:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc100;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc101;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc102;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc103;
  goto gtdone91;

rowerr118:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
  goto join119;

join119:
  ix1_6 = (long long)0;
  goto join117;

gtrest120:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then122; else goto else123;

gtnext121:
  if (gnhi3 - gli2 == (long long)3) goto gtrest165; else goto gtnext166;

then122:
  if (f->err[(long long)0] == (long long)0) goto rowerr125; else goto join126;

else123:
  goto join124;

join124:
  gx127 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then128; else goto else129;

rowerr125:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
  goto join126;

join126:
  ix1_6 = (long long)0;
  goto join124;

then128:
  if (f->err[(long long)0] == (long long)0) goto rowerr131; else goto join132;

else129:
  goto join130;

join130:
  gx133 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  f->err[(long long)4] = (long long)-6;
  goto join132;

join132:
  ix1_6 = (long long)0;
  goto join130;

gfor144:
  if (gk142 < (long long)256) goto gbody145; else goto gafter146;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then155; else goto else156;

then155:
  if (f->err[(long long)0] == (long long)0) goto rowerr158; else goto join159;

else156:
  goto join157;

join157:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc134;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc135;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc136;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc137;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then160; else goto else161;

rowerr158:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc138;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc139;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc140;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc141;
  goto gtdone91;

rowerr163:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
  goto join164;

join164:
  ix1_6 = (long long)0;
  goto join162;

gtrest165:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then167; else goto else168;

gtnext166:
  goto gtdone91;

then167:
  if (f->err[(long long)0] == (long long)0) goto rowerr170; else goto join171;

else168:
  goto join169;

join169:
  gx172 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then173; else goto else174;

rowerr170:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
  goto join171;

join171:
  ix1_6 = (long long)0;
  goto join169;

then173:
  if (f->err[(long long)0] == (long long)0) goto rowerr176; else goto join177;

else174:
  goto join175;

join175:
  gx178 = (float *)&P_E[(ix1_6 * (long long)256)];
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then179; else goto else180;

rowerr176:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
  goto join177;

join177:
  ix1_6 = (long long)0;
  goto join175;

then179:
  if (f->err[(long long)0] == (long long)0) goto rowerr182; else goto join183;

else180:
  goto join181;

join181:
  gx184 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  f->err[(long long)4] = (long long)-6;
  goto join183;

join183:
  ix1_6 = (long long)0;
  goto join181;

gfor199:
  if (gk197 < (long long)256) goto gbody200; else goto gafter201;

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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then212; else goto else213;

then212:
  if (f->err[(long long)0] == (long long)0) goto rowerr215; else goto join216;

else213:
  goto join214;

join214:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc185;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc186;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc187;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc188;
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then217; else goto else218;

rowerr215:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc189;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc190;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc191;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc192;
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then222; else goto else223;

rowerr220:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc193;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc194;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc195;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc196;
  goto gtdone91;

rowerr225:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
  goto join226;

join226:
  ix1_6 = (long long)0;
  goto join224;
}

