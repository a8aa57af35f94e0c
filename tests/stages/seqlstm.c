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
  int * ifields;
  int * children;
  long long glit29;
  float * P_E;
  float * gx30;
  float * S_0;
  float * gx31;
  long long glit39;
  float * gx40;
  float * gx41;
  long long glit49;
  float * gx50;
  float * gx51;
  long long glit59;
  float * gx60;
  float * gx61;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc75;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc76;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc77;
  long long gk78;
  float * gp79;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw83;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw84;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw85;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw86;
  float gxs87;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb88;
  float gxs89;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb90;
  float gxs91;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb92;
  float gxs93;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb94;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot105;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot106;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot107;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot108;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot109;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot110;
  bool lpok111;
  long long lpslot112;
  long long lpslot113;
  long long lpslot114;
  long long lpslot115;
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
  long long glit182;
  float * gx183;
  float * gx184;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc185;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc186;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc187;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc188;
  long long gk189;
  float * gp190;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw194;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw195;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw196;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw197;
  float gxs198;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb199;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot200;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot201;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot202;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot203;
  bool lpok204;
  long long lpslot205;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw214;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw215;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw216;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw217;
  float gxs218;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb219;
  long long glit238;
  float * gx239;
  float * gx240;
  long long glit248;
  float * gx249;
  float * gx250;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc251;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc252;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc253;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc254;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc255;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc256;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc257;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc258;
  long long gk259;
  float * gp260;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw264;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw265;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw266;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw267;
  float gxs268;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb269;
  float gxs270;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb271;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot272;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot273;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot274;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot275;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot276;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot277;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot278;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot279;
  bool lpok280;
  long long lpslot281;
  long long lpslot282;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw291;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw292;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw293;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw294;
  float gxs295;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb296;
  float gxs297;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb298;
  long long glit326;
  float * gx327;
  float * gx328;
  long long glit336;
  float * gx337;
  float * gx338;
  long long glit346;
  float * gx347;
  float * gx348;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc349;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc350;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc351;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc352;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc353;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc354;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc355;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc356;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc357;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc358;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc359;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc360;
  long long gk361;
  float * gp362;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw366;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw367;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw368;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw369;
  float gxs370;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb371;
  float gxs372;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb373;
  float gxs374;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb375;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot376;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot377;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot378;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot379;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot380;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot381;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot382;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot383;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot384;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot385;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot386;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot387;
  bool lpok388;
  long long lpslot389;
  long long lpslot390;
  long long lpslot391;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw400;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw401;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw402;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw403;
  float gxs404;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb405;
  float gxs406;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb407;
  float gxs408;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb409;
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
  gpw1 = &PK_1[((gr4 + gme11 * (long long)256) * (long long)512)];
  gprow5 = gr4 + gme11 * (long long)256;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile19;

gmafter18:
  li_36 = (long long)0;
  goto for437;

gtile19:
  if (gli2 + (long long)3 < gnhi3) goto gtbody20; else goto gtafter21;

gtbody20:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm22; else goto gpermj23;

gtafter21:
  if (gnhi3 - gli2 == (long long)1) goto gtrest173; else goto gtnext174;

gperm22:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj23;

gpermj23:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then24; else goto else25;

then24:
  if (f->err[(long long)0] == (long long)0) goto rowerr27; else goto join28;

else25:
  goto join26;

join26:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit29 = li_7;
  gx30 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx31 = (float *)&S_0[(c0_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm32; else goto gpermj33;

rowerr27:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join28;

join28:
  ix1_9 = (long long)0;
  goto join26;

gperm32:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj33;

gpermj33:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then34; else goto else35;

then34:
  if (f->err[(long long)0] == (long long)0) goto rowerr37; else goto join38;

else35:
  goto join36;

join36:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit39 = li_7;
  gx40 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx41 = (float *)&S_0[(c0_11 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm42; else goto gpermj43;

rowerr37:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join38;

join38:
  ix1_9 = (long long)0;
  goto join36;

gperm42:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj43;

gpermj43:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then44; else goto else45;

then44:
  if (f->err[(long long)0] == (long long)0) goto rowerr47; else goto join48;

else45:
  goto join46;

join46:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit49 = li_7;
  gx50 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx51 = (float *)&S_0[(c0_11 * (long long)256)];
  li_7 = gli2 + (long long)3;
  if (f->lp_perm != (int *)NULL) goto gperm52; else goto gpermj53;

rowerr47:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join48;

join48:
  ix1_9 = (long long)0;
  goto join46;

gperm52:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj53;

gpermj53:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then54; else goto else55;

then54:
  if (f->err[(long long)0] == (long long)0) goto rowerr57; else goto join58;

else55:
  goto join56;

join56:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit59 = li_7;
  gx60 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx61 = (float *)&S_0[(c0_11 * (long long)256)];
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
  gacc75 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc76 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc77 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp79 = gpw1;
  gk78 = (long long)0;
  goto gfor80;

rowerr57:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join58;

join58:
  ix1_9 = (long long)0;
  goto join56;

gfor80:
  if (gk78 < (long long)256) goto gbody81; else goto gafter82;

gbody81:
  gw83 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp79[(long long)0]);
  gw84 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp79[(long long)16]);
  gw85 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp79[(long long)32]);
  gw86 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp79[(long long)48]);
  gxs87 = gx30[(gk78 + (long long)0)];
  gxb88 = {gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87};
  gacc62 += gw83 * gxb88;
  gacc63 += gw84 * gxb88;
  gacc64 += gw85 * gxb88;
  gacc65 += gw86 * gxb88;
  gxs89 = gx40[(gk78 + (long long)0)];
  gxb90 = {gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89};
  gacc66 += gw83 * gxb90;
  gacc67 += gw84 * gxb90;
  gacc68 += gw85 * gxb90;
  gacc69 += gw86 * gxb90;
  gxs91 = gx50[(gk78 + (long long)0)];
  gxb92 = {gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91};
  gacc70 += gw83 * gxb92;
  gacc71 += gw84 * gxb92;
  gacc72 += gw85 * gxb92;
  gacc73 += gw86 * gxb92;
  gxs93 = gx60[(gk78 + (long long)0)];
  gxb94 = {gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93};
  gacc74 += gw83 * gxb94;
  gacc75 += gw84 * gxb94;
  gacc76 += gw85 * gxb94;
  gacc77 += gw86 * gxb94;
  gp79 = &gp79[(long long)64];
  gk78 += (long long)1;
  goto gfor80;

gafter82:
  gtot95 = gacc62;
  gtot96 = gacc63;
  gtot97 = gacc64;
  gtot98 = gacc65;
  gtot99 = gacc66;
  gtot100 = gacc67;
  gtot101 = gacc68;
  gtot102 = gacc69;
  gtot103 = gacc70;
  gtot104 = gacc71;
  gtot105 = gacc72;
  gtot106 = gacc73;
  gtot107 = gacc74;
  gtot108 = gacc75;
  gtot109 = gacc76;
  gtot110 = gacc77;
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
  gacc75 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc76 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc77 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok111 = (bool)0;
  lpslot112 = (long long)-1;
  lpslot113 = (long long)-1;
  lpslot114 = (long long)-1;
  lpslot115 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk116; else goto lpdec117;

lpchk116:
  lpslot112 = (long long)f->lp_slot[(long long)0][(start_0 + glit29)];
  lpslot113 = (long long)f->lp_slot[(long long)0][(start_0 + glit39)];
  lpslot114 = (long long)f->lp_slot[(long long)0][(start_0 + glit49)];
  lpslot115 = (long long)f->lp_slot[(long long)0][(start_0 + glit59)];
  lpok111 = lpslot112 >= (long long)0 && lpslot113 >= (long long)0 && lpslot114 >= (long long)0 && lpslot115 >= (long long)0;
  goto lpdec117;

lpdec117:
  if (lpok111) goto lphit118; else goto lpmiss119;

lphit118:
  gacc62 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot112 * (long long)1024 + gprow5 + (long long)0)]);
  gacc63 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot112 * (long long)1024 + gprow5 + (long long)16)]);
  gacc64 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot112 * (long long)1024 + gprow5 + (long long)32)]);
  gacc65 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot112 * (long long)1024 + gprow5 + (long long)48)]);
  gacc66 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot113 * (long long)1024 + gprow5 + (long long)0)]);
  gacc67 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot113 * (long long)1024 + gprow5 + (long long)16)]);
  gacc68 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot113 * (long long)1024 + gprow5 + (long long)32)]);
  gacc69 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot113 * (long long)1024 + gprow5 + (long long)48)]);
  gacc70 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot114 * (long long)1024 + gprow5 + (long long)0)]);
  gacc71 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot114 * (long long)1024 + gprow5 + (long long)16)]);
  gacc72 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot114 * (long long)1024 + gprow5 + (long long)32)]);
  gacc73 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot114 * (long long)1024 + gprow5 + (long long)48)]);
  gacc74 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot115 * (long long)1024 + gprow5 + (long long)0)]);
  gacc75 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot115 * (long long)1024 + gprow5 + (long long)16)]);
  gacc76 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot115 * (long long)1024 + gprow5 + (long long)32)]);
  gacc77 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot115 * (long long)1024 + gprow5 + (long long)48)]);
  gp79 = &gp79[(long long)16384];
  goto lpjoin120;

lpmiss119:
  gk78 = (long long)0;
  goto gfor121;

lpjoin120:
  gtot95 += gacc62;
  gtot96 += gacc63;
  gtot97 += gacc64;
  gtot98 += gacc65;
  gtot99 += gacc66;
  gtot100 += gacc67;
  gtot101 += gacc68;
  gtot102 += gacc69;
  gtot103 += gacc70;
  gtot104 += gacc71;
  gtot105 += gacc72;
  gtot106 += gacc73;
  gtot107 += gacc74;
  gtot108 += gacc75;
  gtot109 += gacc76;
  gtot110 += gacc77;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm144; else goto gpermj145;

gfor121:
  if (gk78 < (long long)256) goto gbody122; else goto gafter123;

gbody122:
  gw124 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp79[(long long)0]);
  gw125 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp79[(long long)16]);
  gw126 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp79[(long long)32]);
  gw127 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp79[(long long)48]);
  gxs128 = gx31[(gk78 + (long long)0)];
  gxb129 = {gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128};
  gacc62 += gw124 * gxb129;
  gacc63 += gw125 * gxb129;
  gacc64 += gw126 * gxb129;
  gacc65 += gw127 * gxb129;
  gxs130 = gx41[(gk78 + (long long)0)];
  gxb131 = {gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130};
  gacc66 += gw124 * gxb131;
  gacc67 += gw125 * gxb131;
  gacc68 += gw126 * gxb131;
  gacc69 += gw127 * gxb131;
  gxs132 = gx51[(gk78 + (long long)0)];
  gxb133 = {gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132};
  gacc70 += gw124 * gxb133;
  gacc71 += gw125 * gxb133;
  gacc72 += gw126 * gxb133;
  gacc73 += gw127 * gxb133;
  gxs134 = gx61[(gk78 + (long long)0)];
  gxb135 = {gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134};
  gacc74 += gw124 * gxb135;
  gacc75 += gw125 * gxb135;
  gacc76 += gw126 * gxb135;
  gacc77 += gw127 * gxb135;
  gp79 = &gp79[(long long)64];
  gk78 += (long long)1;
  goto gfor121;

gafter123:
  if (lpslot112 <= (long long)-2) goto lpwr136; else goto lpwn137;

lpwr136:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot112) * (long long)1024 + gprow5 + (long long)0)]) = gacc62;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot112) * (long long)1024 + gprow5 + (long long)16)]) = gacc63;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot112) * (long long)1024 + gprow5 + (long long)32)]) = gacc64;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot112) * (long long)1024 + gprow5 + (long long)48)]) = gacc65;
  goto lpwn137;

lpwn137:
  if (lpslot113 <= (long long)-2) goto lpwr138; else goto lpwn139;

lpwr138:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot113) * (long long)1024 + gprow5 + (long long)0)]) = gacc66;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot113) * (long long)1024 + gprow5 + (long long)16)]) = gacc67;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot113) * (long long)1024 + gprow5 + (long long)32)]) = gacc68;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot113) * (long long)1024 + gprow5 + (long long)48)]) = gacc69;
  goto lpwn139;

lpwn139:
  if (lpslot114 <= (long long)-2) goto lpwr140; else goto lpwn141;

lpwr140:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot114) * (long long)1024 + gprow5 + (long long)0)]) = gacc70;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot114) * (long long)1024 + gprow5 + (long long)16)]) = gacc71;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot114) * (long long)1024 + gprow5 + (long long)32)]) = gacc72;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot114) * (long long)1024 + gprow5 + (long long)48)]) = gacc73;
  goto lpwn141;

lpwn141:
  if (lpslot115 <= (long long)-2) goto lpwr142; else goto lpwn143;

lpwr142:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot115) * (long long)1024 + gprow5 + (long long)0)]) = gacc74;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot115) * (long long)1024 + gprow5 + (long long)16)]) = gacc75;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot115) * (long long)1024 + gprow5 + (long long)32)]) = gacc76;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot115) * (long long)1024 + gprow5 + (long long)48)]) = gacc77;
  goto lpwn143;

lpwn143:
  goto lpjoin120;

gperm144:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj145;

gpermj145:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then146; else goto else147;

then146:
  if (f->err[(long long)0] == (long long)0) goto rowerr149; else goto join150;

else147:
  goto join148;

join148:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot95;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot96;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot97;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot98;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm151; else goto gpermj152;

rowerr149:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join150;

join150:
  ix1_9 = (long long)0;
  goto join148;

gperm151:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj152;

gpermj152:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then153; else goto else154;

then153:
  if (f->err[(long long)0] == (long long)0) goto rowerr156; else goto join157;

else154:
  goto join155;

join155:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot99;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot100;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot101;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot102;
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm158; else goto gpermj159;

rowerr156:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join157;

join157:
  ix1_9 = (long long)0;
  goto join155;

gperm158:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj159;

gpermj159:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then160; else goto else161;

then160:
  if (f->err[(long long)0] == (long long)0) goto rowerr163; else goto join164;

else161:
  goto join162;

join162:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot103;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot104;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot105;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot106;
  li_7 = gli2 + (long long)3;
  if (f->lp_perm != (int *)NULL) goto gperm165; else goto gpermj166;

rowerr163:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join164;

join164:
  ix1_9 = (long long)0;
  goto join162;

gperm165:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj166;

gpermj166:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then167; else goto else168;

then167:
  if (f->err[(long long)0] == (long long)0) goto rowerr170; else goto join171;

else168:
  goto join169;

join169:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot107;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot108;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot109;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot110;
  gli2 += (long long)4;
  goto gtile19;

rowerr170:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join171;

join171:
  ix1_9 = (long long)0;
  goto join169;

gtdone172:
  gm10 += (long long)1;
  goto gmem16;

gtrest173:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm175; else goto gpermj176;

gtnext174:
  if (gnhi3 - gli2 == (long long)2) goto gtrest229; else goto gtnext230;

gperm175:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj176;

gpermj176:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then177; else goto else178;

then177:
  if (f->err[(long long)0] == (long long)0) goto rowerr180; else goto join181;

else178:
  goto join179;

join179:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit182 = li_7;
  gx183 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx184 = (float *)&S_0[(c0_11 * (long long)256)];
  gacc185 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc186 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc187 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc188 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp190 = gpw1;
  gk189 = (long long)0;
  goto gfor191;

rowerr180:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join181;

join181:
  ix1_9 = (long long)0;
  goto join179;

gfor191:
  if (gk189 < (long long)256) goto gbody192; else goto gafter193;

gbody192:
  gw194 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp190[(long long)0]);
  gw195 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp190[(long long)16]);
  gw196 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp190[(long long)32]);
  gw197 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp190[(long long)48]);
  gxs198 = gx183[(gk189 + (long long)0)];
  gxb199 = {gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198};
  gacc185 += gw194 * gxb199;
  gacc186 += gw195 * gxb199;
  gacc187 += gw196 * gxb199;
  gacc188 += gw197 * gxb199;
  gp190 = &gp190[(long long)64];
  gk189 += (long long)1;
  goto gfor191;

gafter193:
  gtot200 = gacc185;
  gtot201 = gacc186;
  gtot202 = gacc187;
  gtot203 = gacc188;
  gacc185 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc186 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc187 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc188 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok204 = (bool)0;
  lpslot205 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk206; else goto lpdec207;

lpchk206:
  lpslot205 = (long long)f->lp_slot[(long long)0][(start_0 + glit182)];
  lpok204 = lpslot205 >= (long long)0;
  goto lpdec207;

lpdec207:
  if (lpok204) goto lphit208; else goto lpmiss209;

lphit208:
  gacc185 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot205 * (long long)1024 + gprow5 + (long long)0)]);
  gacc186 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot205 * (long long)1024 + gprow5 + (long long)16)]);
  gacc187 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot205 * (long long)1024 + gprow5 + (long long)32)]);
  gacc188 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot205 * (long long)1024 + gprow5 + (long long)48)]);
  gp190 = &gp190[(long long)16384];
  goto lpjoin210;

lpmiss209:
  gk189 = (long long)0;
  goto gfor211;

lpjoin210:
  gtot200 += gacc185;
  gtot201 += gacc186;
  gtot202 += gacc187;
  gtot203 += gacc188;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm222; else goto gpermj223;

gfor211:
  if (gk189 < (long long)256) goto gbody212; else goto gafter213;

gbody212:
  gw214 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp190[(long long)0]);
  gw215 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp190[(long long)16]);
  gw216 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp190[(long long)32]);
  gw217 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp190[(long long)48]);
  gxs218 = gx184[(gk189 + (long long)0)];
  gxb219 = {gxs218, gxs218, gxs218, gxs218, gxs218, gxs218, gxs218, gxs218, gxs218, gxs218, gxs218, gxs218, gxs218, gxs218, gxs218, gxs218};
  gacc185 += gw214 * gxb219;
  gacc186 += gw215 * gxb219;
  gacc187 += gw216 * gxb219;
  gacc188 += gw217 * gxb219;
  gp190 = &gp190[(long long)64];
  gk189 += (long long)1;
  goto gfor211;

gafter213:
  if (lpslot205 <= (long long)-2) goto lpwr220; else goto lpwn221;

lpwr220:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot205) * (long long)1024 + gprow5 + (long long)0)]) = gacc185;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot205) * (long long)1024 + gprow5 + (long long)16)]) = gacc186;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot205) * (long long)1024 + gprow5 + (long long)32)]) = gacc187;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot205) * (long long)1024 + gprow5 + (long long)48)]) = gacc188;
  goto lpwn221;

lpwn221:
  goto lpjoin210;

gperm222:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj223;

gpermj223:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then224; else goto else225;

then224:
  if (f->err[(long long)0] == (long long)0) goto rowerr227; else goto join228;

else225:
  goto join226;

join226:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot200;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot201;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot202;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot203;
  goto gtdone172;

rowerr227:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join228;

join228:
  ix1_9 = (long long)0;
  goto join226;

gtrest229:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm231; else goto gpermj232;

gtnext230:
  if (gnhi3 - gli2 == (long long)3) goto gtrest317; else goto gtnext318;

gperm231:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj232;

gpermj232:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then233; else goto else234;

then233:
  if (f->err[(long long)0] == (long long)0) goto rowerr236; else goto join237;

else234:
  goto join235;

join235:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit238 = li_7;
  gx239 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx240 = (float *)&S_0[(c0_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm241; else goto gpermj242;

rowerr236:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join237;

join237:
  ix1_9 = (long long)0;
  goto join235;

gperm241:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj242;

gpermj242:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then243; else goto else244;

then243:
  if (f->err[(long long)0] == (long long)0) goto rowerr246; else goto join247;

else244:
  goto join245;

join245:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit248 = li_7;
  gx249 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx250 = (float *)&S_0[(c0_11 * (long long)256)];
  gacc251 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc252 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc253 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc254 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc255 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc256 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc257 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc258 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp260 = gpw1;
  gk259 = (long long)0;
  goto gfor261;

rowerr246:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join247;

join247:
  ix1_9 = (long long)0;
  goto join245;

gfor261:
  if (gk259 < (long long)256) goto gbody262; else goto gafter263;

gbody262:
  gw264 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp260[(long long)0]);
  gw265 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp260[(long long)16]);
  gw266 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp260[(long long)32]);
  gw267 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp260[(long long)48]);
  gxs268 = gx239[(gk259 + (long long)0)];
  gxb269 = {gxs268, gxs268, gxs268, gxs268, gxs268, gxs268, gxs268, gxs268, gxs268, gxs268, gxs268, gxs268, gxs268, gxs268, gxs268, gxs268};
  gacc251 += gw264 * gxb269;
  gacc252 += gw265 * gxb269;
  gacc253 += gw266 * gxb269;
  gacc254 += gw267 * gxb269;
  gxs270 = gx249[(gk259 + (long long)0)];
  gxb271 = {gxs270, gxs270, gxs270, gxs270, gxs270, gxs270, gxs270, gxs270, gxs270, gxs270, gxs270, gxs270, gxs270, gxs270, gxs270, gxs270};
  gacc255 += gw264 * gxb271;
  gacc256 += gw265 * gxb271;
  gacc257 += gw266 * gxb271;
  gacc258 += gw267 * gxb271;
  gp260 = &gp260[(long long)64];
  gk259 += (long long)1;
  goto gfor261;

gafter263:
  gtot272 = gacc251;
  gtot273 = gacc252;
  gtot274 = gacc253;
  gtot275 = gacc254;
  gtot276 = gacc255;
  gtot277 = gacc256;
  gtot278 = gacc257;
  gtot279 = gacc258;
  gacc251 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc252 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc253 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc254 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc255 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc256 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc257 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc258 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok280 = (bool)0;
  lpslot281 = (long long)-1;
  lpslot282 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk283; else goto lpdec284;

lpchk283:
  lpslot281 = (long long)f->lp_slot[(long long)0][(start_0 + glit238)];
  lpslot282 = (long long)f->lp_slot[(long long)0][(start_0 + glit248)];
  lpok280 = lpslot281 >= (long long)0 && lpslot282 >= (long long)0;
  goto lpdec284;

lpdec284:
  if (lpok280) goto lphit285; else goto lpmiss286;

lphit285:
  gacc251 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot281 * (long long)1024 + gprow5 + (long long)0)]);
  gacc252 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot281 * (long long)1024 + gprow5 + (long long)16)]);
  gacc253 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot281 * (long long)1024 + gprow5 + (long long)32)]);
  gacc254 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot281 * (long long)1024 + gprow5 + (long long)48)]);
  gacc255 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot282 * (long long)1024 + gprow5 + (long long)0)]);
  gacc256 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot282 * (long long)1024 + gprow5 + (long long)16)]);
  gacc257 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot282 * (long long)1024 + gprow5 + (long long)32)]);
  gacc258 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot282 * (long long)1024 + gprow5 + (long long)48)]);
  gp260 = &gp260[(long long)16384];
  goto lpjoin287;

lpmiss286:
  gk259 = (long long)0;
  goto gfor288;

lpjoin287:
  gtot272 += gacc251;
  gtot273 += gacc252;
  gtot274 += gacc253;
  gtot275 += gacc254;
  gtot276 += gacc255;
  gtot277 += gacc256;
  gtot278 += gacc257;
  gtot279 += gacc258;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm303; else goto gpermj304;

gfor288:
  if (gk259 < (long long)256) goto gbody289; else goto gafter290;

gbody289:
  gw291 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp260[(long long)0]);
  gw292 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp260[(long long)16]);
  gw293 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp260[(long long)32]);
  gw294 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp260[(long long)48]);
  gxs295 = gx240[(gk259 + (long long)0)];
  gxb296 = {gxs295, gxs295, gxs295, gxs295, gxs295, gxs295, gxs295, gxs295, gxs295, gxs295, gxs295, gxs295, gxs295, gxs295, gxs295, gxs295};
  gacc251 += gw291 * gxb296;
  gacc252 += gw292 * gxb296;
  gacc253 += gw293 * gxb296;
  gacc254 += gw294 * gxb296;
  gxs297 = gx250[(gk259 + (long long)0)];
  gxb298 = {gxs297, gxs297, gxs297, gxs297, gxs297, gxs297, gxs297, gxs297, gxs297, gxs297, gxs297, gxs297, gxs297, gxs297, gxs297, gxs297};
  gacc255 += gw291 * gxb298;
  gacc256 += gw292 * gxb298;
  gacc257 += gw293 * gxb298;
  gacc258 += gw294 * gxb298;
  gp260 = &gp260[(long long)64];
  gk259 += (long long)1;
  goto gfor288;

gafter290:
  if (lpslot281 <= (long long)-2) goto lpwr299; else goto lpwn300;

lpwr299:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot281) * (long long)1024 + gprow5 + (long long)0)]) = gacc251;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot281) * (long long)1024 + gprow5 + (long long)16)]) = gacc252;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot281) * (long long)1024 + gprow5 + (long long)32)]) = gacc253;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot281) * (long long)1024 + gprow5 + (long long)48)]) = gacc254;
  goto lpwn300;

lpwn300:
  if (lpslot282 <= (long long)-2) goto lpwr301; else goto lpwn302;

lpwr301:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot282) * (long long)1024 + gprow5 + (long long)0)]) = gacc255;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot282) * (long long)1024 + gprow5 + (long long)16)]) = gacc256;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot282) * (long long)1024 + gprow5 + (long long)32)]) = gacc257;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot282) * (long long)1024 + gprow5 + (long long)48)]) = gacc258;
  goto lpwn302;

lpwn302:
  goto lpjoin287;

gperm303:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj304;

gpermj304:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then305; else goto else306;

then305:
  if (f->err[(long long)0] == (long long)0) goto rowerr308; else goto join309;

else306:
  goto join307;

join307:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot272;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot273;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot274;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot275;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm310; else goto gpermj311;

rowerr308:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join309;

join309:
  ix1_9 = (long long)0;
  goto join307;

gperm310:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj311;

gpermj311:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then312; else goto else313;

then312:
  if (f->err[(long long)0] == (long long)0) goto rowerr315; else goto join316;

else313:
  goto join314;

join314:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot276;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot277;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot278;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot279;
  goto gtdone172;

rowerr315:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join316;

join316:
  ix1_9 = (long long)0;
  goto join314;

gtrest317:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm319; else goto gpermj320;

gtnext318:
  goto gtdone172;

gperm319:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj320;

gpermj320:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then321; else goto else322;

then321:
  if (f->err[(long long)0] == (long long)0) goto rowerr324; else goto join325;

else322:
  goto join323;

join323:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit326 = li_7;
  gx327 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx328 = (float *)&S_0[(c0_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm329; else goto gpermj330;

rowerr324:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join325;

join325:
  ix1_9 = (long long)0;
  goto join323;

gperm329:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj330;

gpermj330:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then331; else goto else332;

then331:
  if (f->err[(long long)0] == (long long)0) goto rowerr334; else goto join335;

else332:
  goto join333;

join333:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit336 = li_7;
  gx337 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx338 = (float *)&S_0[(c0_11 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm339; else goto gpermj340;

rowerr334:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join335;

join335:
  ix1_9 = (long long)0;
  goto join333;

gperm339:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj340;

gpermj340:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then341; else goto else342;

then341:
  if (f->err[(long long)0] == (long long)0) goto rowerr344; else goto join345;

else342:
  goto join343;

join343:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  glit346 = li_7;
  gx347 = (float *)&P_E[(ix1_9 * (long long)256)];
  gx348 = (float *)&S_0[(c0_11 * (long long)256)];
  gacc349 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc350 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc351 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc352 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc353 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc354 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc355 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc356 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc357 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc358 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc359 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc360 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp362 = gpw1;
  gk361 = (long long)0;
  goto gfor363;

rowerr344:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join345;

join345:
  ix1_9 = (long long)0;
  goto join343;

gfor363:
  if (gk361 < (long long)256) goto gbody364; else goto gafter365;

gbody364:
  gw366 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp362[(long long)0]);
  gw367 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp362[(long long)16]);
  gw368 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp362[(long long)32]);
  gw369 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp362[(long long)48]);
  gxs370 = gx327[(gk361 + (long long)0)];
  gxb371 = {gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370};
  gacc349 += gw366 * gxb371;
  gacc350 += gw367 * gxb371;
  gacc351 += gw368 * gxb371;
  gacc352 += gw369 * gxb371;
  gxs372 = gx337[(gk361 + (long long)0)];
  gxb373 = {gxs372, gxs372, gxs372, gxs372, gxs372, gxs372, gxs372, gxs372, gxs372, gxs372, gxs372, gxs372, gxs372, gxs372, gxs372, gxs372};
  gacc353 += gw366 * gxb373;
  gacc354 += gw367 * gxb373;
  gacc355 += gw368 * gxb373;
  gacc356 += gw369 * gxb373;
  gxs374 = gx347[(gk361 + (long long)0)];
  gxb375 = {gxs374, gxs374, gxs374, gxs374, gxs374, gxs374, gxs374, gxs374, gxs374, gxs374, gxs374, gxs374, gxs374, gxs374, gxs374, gxs374};
  gacc357 += gw366 * gxb375;
  gacc358 += gw367 * gxb375;
  gacc359 += gw368 * gxb375;
  gacc360 += gw369 * gxb375;
  gp362 = &gp362[(long long)64];
  gk361 += (long long)1;
  goto gfor363;

gafter365:
  gtot376 = gacc349;
  gtot377 = gacc350;
  gtot378 = gacc351;
  gtot379 = gacc352;
  gtot380 = gacc353;
  gtot381 = gacc354;
  gtot382 = gacc355;
  gtot383 = gacc356;
  gtot384 = gacc357;
  gtot385 = gacc358;
  gtot386 = gacc359;
  gtot387 = gacc360;
  gacc349 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc350 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc351 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc352 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc353 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc354 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc355 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc356 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc357 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc358 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc359 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc360 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok388 = (bool)0;
  lpslot389 = (long long)-1;
  lpslot390 = (long long)-1;
  lpslot391 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk392; else goto lpdec393;

lpchk392:
  lpslot389 = (long long)f->lp_slot[(long long)0][(start_0 + glit326)];
  lpslot390 = (long long)f->lp_slot[(long long)0][(start_0 + glit336)];
  lpslot391 = (long long)f->lp_slot[(long long)0][(start_0 + glit346)];
  lpok388 = lpslot389 >= (long long)0 && lpslot390 >= (long long)0 && lpslot391 >= (long long)0;
  goto lpdec393;

lpdec393:
  if (lpok388) goto lphit394; else goto lpmiss395;

lphit394:
  gacc349 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot389 * (long long)1024 + gprow5 + (long long)0)]);
  gacc350 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot389 * (long long)1024 + gprow5 + (long long)16)]);
  gacc351 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot389 * (long long)1024 + gprow5 + (long long)32)]);
  gacc352 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot389 * (long long)1024 + gprow5 + (long long)48)]);
  gacc353 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot390 * (long long)1024 + gprow5 + (long long)0)]);
  gacc354 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot390 * (long long)1024 + gprow5 + (long long)16)]);
  gacc355 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot390 * (long long)1024 + gprow5 + (long long)32)]);
  gacc356 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot390 * (long long)1024 + gprow5 + (long long)48)]);
  gacc357 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot391 * (long long)1024 + gprow5 + (long long)0)]);
  gacc358 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot391 * (long long)1024 + gprow5 + (long long)16)]);
  gacc359 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot391 * (long long)1024 + gprow5 + (long long)32)]);
  gacc360 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot391 * (long long)1024 + gprow5 + (long long)48)]);
  gp362 = &gp362[(long long)16384];
  goto lpjoin396;

lpmiss395:
  gk361 = (long long)0;
  goto gfor397;

lpjoin396:
  gtot376 += gacc349;
  gtot377 += gacc350;
  gtot378 += gacc351;
  gtot379 += gacc352;
  gtot380 += gacc353;
  gtot381 += gacc354;
  gtot382 += gacc355;
  gtot383 += gacc356;
  gtot384 += gacc357;
  gtot385 += gacc358;
  gtot386 += gacc359;
  gtot387 += gacc360;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm416; else goto gpermj417;

gfor397:
  if (gk361 < (long long)256) goto gbody398; else goto gafter399;

gbody398:
  gw400 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp362[(long long)0]);
  gw401 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp362[(long long)16]);
  gw402 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp362[(long long)32]);
  gw403 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp362[(long long)48]);
  gxs404 = gx328[(gk361 + (long long)0)];
  gxb405 = {gxs404, gxs404, gxs404, gxs404, gxs404, gxs404, gxs404, gxs404, gxs404, gxs404, gxs404, gxs404, gxs404, gxs404, gxs404, gxs404};
  gacc349 += gw400 * gxb405;
  gacc350 += gw401 * gxb405;
  gacc351 += gw402 * gxb405;
  gacc352 += gw403 * gxb405;
  gxs406 = gx338[(gk361 + (long long)0)];
  gxb407 = {gxs406, gxs406, gxs406, gxs406, gxs406, gxs406, gxs406, gxs406, gxs406, gxs406, gxs406, gxs406, gxs406, gxs406, gxs406, gxs406};
  gacc353 += gw400 * gxb407;
  gacc354 += gw401 * gxb407;
  gacc355 += gw402 * gxb407;
  gacc356 += gw403 * gxb407;
  gxs408 = gx348[(gk361 + (long long)0)];
  gxb409 = {gxs408, gxs408, gxs408, gxs408, gxs408, gxs408, gxs408, gxs408, gxs408, gxs408, gxs408, gxs408, gxs408, gxs408, gxs408, gxs408};
  gacc357 += gw400 * gxb409;
  gacc358 += gw401 * gxb409;
  gacc359 += gw402 * gxb409;
  gacc360 += gw403 * gxb409;
  gp362 = &gp362[(long long)64];
  gk361 += (long long)1;
  goto gfor397;

gafter399:
  if (lpslot389 <= (long long)-2) goto lpwr410; else goto lpwn411;

lpwr410:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot389) * (long long)1024 + gprow5 + (long long)0)]) = gacc349;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot389) * (long long)1024 + gprow5 + (long long)16)]) = gacc350;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot389) * (long long)1024 + gprow5 + (long long)32)]) = gacc351;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot389) * (long long)1024 + gprow5 + (long long)48)]) = gacc352;
  goto lpwn411;

lpwn411:
  if (lpslot390 <= (long long)-2) goto lpwr412; else goto lpwn413;

lpwr412:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot390) * (long long)1024 + gprow5 + (long long)0)]) = gacc353;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot390) * (long long)1024 + gprow5 + (long long)16)]) = gacc354;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot390) * (long long)1024 + gprow5 + (long long)32)]) = gacc355;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot390) * (long long)1024 + gprow5 + (long long)48)]) = gacc356;
  goto lpwn413;

lpwn413:
  if (lpslot391 <= (long long)-2) goto lpwr414; else goto lpwn415;

lpwr414:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot391) * (long long)1024 + gprow5 + (long long)0)]) = gacc357;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot391) * (long long)1024 + gprow5 + (long long)16)]) = gacc358;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot391) * (long long)1024 + gprow5 + (long long)32)]) = gacc359;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot391) * (long long)1024 + gprow5 + (long long)48)]) = gacc360;
  goto lpwn415;

lpwn415:
  goto lpjoin396;

gperm416:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj417;

gpermj417:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then418; else goto else419;

then418:
  if (f->err[(long long)0] == (long long)0) goto rowerr421; else goto join422;

else419:
  goto join420;

join420:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot376;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot377;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot378;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot379;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm423; else goto gpermj424;

rowerr421:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join422;

join422:
  ix1_9 = (long long)0;
  goto join420;

gperm423:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj424;

gpermj424:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then425; else goto else426;

then425:
  if (f->err[(long long)0] == (long long)0) goto rowerr428; else goto join429;

else426:
  goto join427;

join427:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot380;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot381;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot382;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot383;
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm430; else goto gpermj431;

rowerr428:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join429;

join429:
  ix1_9 = (long long)0;
  goto join427;

gperm430:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj431;

gpermj431:
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then432; else goto else433;

then432:
  if (f->err[(long long)0] == (long long)0) goto rowerr435; else goto join436;

else433:
  goto join434;

join434:
  cs_10 = (long long)child_start[i_8];
  c0_11 = (long long)children[cs_10];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot384;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot385;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot386;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot387;
  goto gtdone172;

rowerr435:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)1;
  goto join436;

join436:
  ix1_9 = (long long)0;
  goto join434;

for437:
  if (li_36 < n_2) goto body438; else goto after439;

body438:
  i_37 = start_0 + li_36;
  cs_48 = (long long)child_start[i_37];
  c0_49 = (long long)children[cs_48];
  gj7 = (long long)0;
  goto for440;

after439:
  gq6 += (long long)1;
  goto grow13;

for440:
  if (gj7 < (long long)64) goto body441; else goto after442;

body441:
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
  goto for440;

after442:
  li_36 += (long long)1;
  goto for437;
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

