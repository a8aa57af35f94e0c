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
  int * children;
  long long glit24;
  float * S_0;
  float * gx25;
  float * gx26;
  long long glit29;
  float * gx30;
  float * gx31;
  long long glit34;
  float * gx35;
  float * gx36;
  long long glit39;
  float * gx40;
  float * gx41;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc54;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc55;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc56;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc57;
  long long gk58;
  float * gp59;
  bool lpok60;
  long long lpslot61;
  long long lpslot62;
  long long lpslot63;
  long long lpslot64;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw73;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw74;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw75;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw76;
  float gxs77;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb78;
  float gxs79;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb80;
  float gxs81;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb82;
  float gxs83;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb84;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot105;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot106;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot107;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot108;
  bool lpok109;
  long long lpslot110;
  long long lpslot111;
  long long lpslot112;
  long long lpslot113;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw122;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw123;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw124;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw125;
  float gxs126;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb127;
  float gxs128;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb129;
  float gxs130;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb131;
  float gxs132;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb133;
  long long glit155;
  float * gx156;
  float * gx157;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc158;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc159;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc160;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc161;
  long long gk162;
  float * gp163;
  bool lpok164;
  long long lpslot165;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw174;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw175;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw176;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw177;
  float gxs178;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb179;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot182;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot183;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot184;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot185;
  bool lpok186;
  long long lpslot187;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw196;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw197;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw198;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw199;
  float gxs200;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb201;
  long long glit210;
  float * gx211;
  float * gx212;
  long long glit215;
  float * gx216;
  float * gx217;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc218;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc219;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc220;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc221;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc222;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc223;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc224;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc225;
  long long gk226;
  float * gp227;
  bool lpok228;
  long long lpslot229;
  long long lpslot230;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw239;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw240;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw241;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw242;
  float gxs243;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb244;
  float gxs245;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb246;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot251;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot252;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot253;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot254;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot255;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot256;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot257;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot258;
  bool lpok259;
  long long lpslot260;
  long long lpslot261;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw270;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw271;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw272;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw273;
  float gxs274;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb275;
  float gxs276;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb277;
  long long glit290;
  float * gx291;
  float * gx292;
  long long glit295;
  float * gx296;
  float * gx297;
  long long glit300;
  float * gx301;
  float * gx302;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc303;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc304;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc305;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc306;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc307;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc308;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc309;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc310;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc311;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc312;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc313;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc314;
  long long gk315;
  float * gp316;
  bool lpok317;
  long long lpslot318;
  long long lpslot319;
  long long lpslot320;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw329;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw330;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw331;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw332;
  float gxs333;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb334;
  float gxs335;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb336;
  float gxs337;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb338;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot345;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot346;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot347;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot348;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot349;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot350;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot351;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot352;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot353;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot354;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot355;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot356;
  bool lpok357;
  long long lpslot358;
  long long lpslot359;
  long long lpslot360;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw369;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw370;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw371;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw372;
  float gxs373;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb374;
  float gxs375;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb376;
  float gxs377;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb378;
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
  if (gm10 < (long long)5) goto gmbody17; else goto gmafter18;

gmbody17:
  gme11 = gm10 + gdir8 * ((long long)4 - (long long)2 * gm10);
  gmt12 = gtab9[gme11];
  gpw1 = &PK_1[((gr4 + gme11 * (long long)256) * (long long)512)];
  gprow5 = gr4 + gme11 * (long long)256;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile19;

gmafter18:
  li_44 = (long long)0;
  goto for391;

gtile19:
  if (gli2 + (long long)3 < gnhi3) goto gtbody20; else goto gtafter21;

gtbody20:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm22; else goto gpermj23;

gtafter21:
  if (gnhi3 - gli2 == (long long)1) goto gtrest151; else goto gtnext152;

gperm22:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj23;

gpermj23:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit24 = li_7;
  gx25 = (float *)&S_0[(c0_10 * (long long)256)];
  gx26 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm27; else goto gpermj28;

gperm27:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj28;

gpermj28:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit29 = li_7;
  gx30 = (float *)&S_0[(c0_10 * (long long)256)];
  gx31 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm32; else goto gpermj33;

gperm32:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj33;

gpermj33:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit34 = li_7;
  gx35 = (float *)&S_0[(c0_10 * (long long)256)];
  gx36 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)3;
  if (f->lp_perm != (int *)NULL) goto gperm37; else goto gpermj38;

gperm37:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj38;

gpermj38:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit39 = li_7;
  gx40 = (float *)&S_0[(c0_10 * (long long)256)];
  gx41 = (float *)&S_0[(c1_11 * (long long)256)];
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
  gacc54 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc55 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc56 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc57 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp59 = gpw1;
  lpok60 = (bool)0;
  lpslot61 = (long long)-1;
  lpslot62 = (long long)-1;
  lpslot63 = (long long)-1;
  lpslot64 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk65; else goto lpdec66;

lpchk65:
  lpslot61 = (long long)f->lp_slot[(long long)0][(start_0 + glit24)];
  lpslot62 = (long long)f->lp_slot[(long long)0][(start_0 + glit29)];
  lpslot63 = (long long)f->lp_slot[(long long)0][(start_0 + glit34)];
  lpslot64 = (long long)f->lp_slot[(long long)0][(start_0 + glit39)];
  lpok60 = lpslot61 >= (long long)0 && lpslot62 >= (long long)0 && lpslot63 >= (long long)0 && lpslot64 >= (long long)0;
  goto lpdec66;

lpdec66:
  if (lpok60) goto lphit67; else goto lpmiss68;

lphit67:
  gacc42 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot61 * (long long)1280 + gprow5 + (long long)0)]);
  gacc43 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot61 * (long long)1280 + gprow5 + (long long)16)]);
  gacc44 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot61 * (long long)1280 + gprow5 + (long long)32)]);
  gacc45 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot61 * (long long)1280 + gprow5 + (long long)48)]);
  gacc46 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot62 * (long long)1280 + gprow5 + (long long)0)]);
  gacc47 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot62 * (long long)1280 + gprow5 + (long long)16)]);
  gacc48 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot62 * (long long)1280 + gprow5 + (long long)32)]);
  gacc49 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot62 * (long long)1280 + gprow5 + (long long)48)]);
  gacc50 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot63 * (long long)1280 + gprow5 + (long long)0)]);
  gacc51 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot63 * (long long)1280 + gprow5 + (long long)16)]);
  gacc52 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot63 * (long long)1280 + gprow5 + (long long)32)]);
  gacc53 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot63 * (long long)1280 + gprow5 + (long long)48)]);
  gacc54 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot64 * (long long)1280 + gprow5 + (long long)0)]);
  gacc55 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot64 * (long long)1280 + gprow5 + (long long)16)]);
  gacc56 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot64 * (long long)1280 + gprow5 + (long long)32)]);
  gacc57 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot64 * (long long)1280 + gprow5 + (long long)48)]);
  gp59 = &gp59[(long long)16384];
  goto lpjoin69;

lpmiss68:
  gk58 = (long long)0;
  goto gfor70;

lpjoin69:
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
  gtot105 = gacc54;
  gtot106 = gacc55;
  gtot107 = gacc56;
  gtot108 = gacc57;
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
  gacc54 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc55 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc56 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc57 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok109 = (bool)0;
  lpslot110 = (long long)-1;
  lpslot111 = (long long)-1;
  lpslot112 = (long long)-1;
  lpslot113 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk114; else goto lpdec115;

gfor70:
  if (gk58 < (long long)256) goto gbody71; else goto gafter72;

gbody71:
  gw73 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp59[(long long)0]);
  gw74 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp59[(long long)16]);
  gw75 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp59[(long long)32]);
  gw76 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp59[(long long)48]);
  gxs77 = gx25[(gk58 + (long long)0)];
  gxb78 = {gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77};
  gacc42 += gw73 * gxb78;
  gacc43 += gw74 * gxb78;
  gacc44 += gw75 * gxb78;
  gacc45 += gw76 * gxb78;
  gxs79 = gx30[(gk58 + (long long)0)];
  gxb80 = {gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79};
  gacc46 += gw73 * gxb80;
  gacc47 += gw74 * gxb80;
  gacc48 += gw75 * gxb80;
  gacc49 += gw76 * gxb80;
  gxs81 = gx35[(gk58 + (long long)0)];
  gxb82 = {gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81};
  gacc50 += gw73 * gxb82;
  gacc51 += gw74 * gxb82;
  gacc52 += gw75 * gxb82;
  gacc53 += gw76 * gxb82;
  gxs83 = gx40[(gk58 + (long long)0)];
  gxb84 = {gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83};
  gacc54 += gw73 * gxb84;
  gacc55 += gw74 * gxb84;
  gacc56 += gw75 * gxb84;
  gacc57 += gw76 * gxb84;
  gp59 = &gp59[(long long)64];
  gk58 += (long long)1;
  goto gfor70;

gafter72:
  if (lpslot61 <= (long long)-2) goto lpwr85; else goto lpwn86;

lpwr85:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot61) * (long long)1280 + gprow5 + (long long)0)]) = gacc42;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot61) * (long long)1280 + gprow5 + (long long)16)]) = gacc43;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot61) * (long long)1280 + gprow5 + (long long)32)]) = gacc44;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot61) * (long long)1280 + gprow5 + (long long)48)]) = gacc45;
  goto lpwn86;

lpwn86:
  if (lpslot62 <= (long long)-2) goto lpwr87; else goto lpwn88;

lpwr87:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot62) * (long long)1280 + gprow5 + (long long)0)]) = gacc46;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot62) * (long long)1280 + gprow5 + (long long)16)]) = gacc47;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot62) * (long long)1280 + gprow5 + (long long)32)]) = gacc48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot62) * (long long)1280 + gprow5 + (long long)48)]) = gacc49;
  goto lpwn88;

lpwn88:
  if (lpslot63 <= (long long)-2) goto lpwr89; else goto lpwn90;

lpwr89:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot63) * (long long)1280 + gprow5 + (long long)0)]) = gacc50;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot63) * (long long)1280 + gprow5 + (long long)16)]) = gacc51;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot63) * (long long)1280 + gprow5 + (long long)32)]) = gacc52;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot63) * (long long)1280 + gprow5 + (long long)48)]) = gacc53;
  goto lpwn90;

lpwn90:
  if (lpslot64 <= (long long)-2) goto lpwr91; else goto lpwn92;

lpwr91:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot64) * (long long)1280 + gprow5 + (long long)0)]) = gacc54;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot64) * (long long)1280 + gprow5 + (long long)16)]) = gacc55;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot64) * (long long)1280 + gprow5 + (long long)32)]) = gacc56;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot64) * (long long)1280 + gprow5 + (long long)48)]) = gacc57;
  goto lpwn92;

lpwn92:
  goto lpjoin69;

lpchk114:
  lpslot110 = (long long)f->lp_slot[(long long)1][(start_0 + glit24)];
  lpslot111 = (long long)f->lp_slot[(long long)1][(start_0 + glit29)];
  lpslot112 = (long long)f->lp_slot[(long long)1][(start_0 + glit34)];
  lpslot113 = (long long)f->lp_slot[(long long)1][(start_0 + glit39)];
  lpok109 = lpslot110 >= (long long)0 && lpslot111 >= (long long)0 && lpslot112 >= (long long)0 && lpslot113 >= (long long)0;
  goto lpdec115;

lpdec115:
  if (lpok109) goto lphit116; else goto lpmiss117;

lphit116:
  gacc42 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot110 * (long long)1280 + gprow5 + (long long)0)]);
  gacc43 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot110 * (long long)1280 + gprow5 + (long long)16)]);
  gacc44 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot110 * (long long)1280 + gprow5 + (long long)32)]);
  gacc45 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot110 * (long long)1280 + gprow5 + (long long)48)]);
  gacc46 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot111 * (long long)1280 + gprow5 + (long long)0)]);
  gacc47 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot111 * (long long)1280 + gprow5 + (long long)16)]);
  gacc48 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot111 * (long long)1280 + gprow5 + (long long)32)]);
  gacc49 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot111 * (long long)1280 + gprow5 + (long long)48)]);
  gacc50 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot112 * (long long)1280 + gprow5 + (long long)0)]);
  gacc51 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot112 * (long long)1280 + gprow5 + (long long)16)]);
  gacc52 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot112 * (long long)1280 + gprow5 + (long long)32)]);
  gacc53 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot112 * (long long)1280 + gprow5 + (long long)48)]);
  gacc54 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot113 * (long long)1280 + gprow5 + (long long)0)]);
  gacc55 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot113 * (long long)1280 + gprow5 + (long long)16)]);
  gacc56 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot113 * (long long)1280 + gprow5 + (long long)32)]);
  gacc57 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot113 * (long long)1280 + gprow5 + (long long)48)]);
  gp59 = &gp59[(long long)16384];
  goto lpjoin118;

lpmiss117:
  gk58 = (long long)0;
  goto gfor119;

lpjoin118:
  gtot93 += gacc42;
  gtot94 += gacc43;
  gtot95 += gacc44;
  gtot96 += gacc45;
  gtot97 += gacc46;
  gtot98 += gacc47;
  gtot99 += gacc48;
  gtot100 += gacc49;
  gtot101 += gacc50;
  gtot102 += gacc51;
  gtot103 += gacc52;
  gtot104 += gacc53;
  gtot105 += gacc54;
  gtot106 += gacc55;
  gtot107 += gacc56;
  gtot108 += gacc57;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm142; else goto gpermj143;

gfor119:
  if (gk58 < (long long)256) goto gbody120; else goto gafter121;

gbody120:
  gw122 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp59[(long long)0]);
  gw123 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp59[(long long)16]);
  gw124 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp59[(long long)32]);
  gw125 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp59[(long long)48]);
  gxs126 = gx26[(gk58 + (long long)0)];
  gxb127 = {gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126};
  gacc42 += gw122 * gxb127;
  gacc43 += gw123 * gxb127;
  gacc44 += gw124 * gxb127;
  gacc45 += gw125 * gxb127;
  gxs128 = gx31[(gk58 + (long long)0)];
  gxb129 = {gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128};
  gacc46 += gw122 * gxb129;
  gacc47 += gw123 * gxb129;
  gacc48 += gw124 * gxb129;
  gacc49 += gw125 * gxb129;
  gxs130 = gx36[(gk58 + (long long)0)];
  gxb131 = {gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130};
  gacc50 += gw122 * gxb131;
  gacc51 += gw123 * gxb131;
  gacc52 += gw124 * gxb131;
  gacc53 += gw125 * gxb131;
  gxs132 = gx41[(gk58 + (long long)0)];
  gxb133 = {gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132};
  gacc54 += gw122 * gxb133;
  gacc55 += gw123 * gxb133;
  gacc56 += gw124 * gxb133;
  gacc57 += gw125 * gxb133;
  gp59 = &gp59[(long long)64];
  gk58 += (long long)1;
  goto gfor119;

gafter121:
  if (lpslot110 <= (long long)-2) goto lpwr134; else goto lpwn135;

lpwr134:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot110) * (long long)1280 + gprow5 + (long long)0)]) = gacc42;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot110) * (long long)1280 + gprow5 + (long long)16)]) = gacc43;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot110) * (long long)1280 + gprow5 + (long long)32)]) = gacc44;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot110) * (long long)1280 + gprow5 + (long long)48)]) = gacc45;
  goto lpwn135;

lpwn135:
  if (lpslot111 <= (long long)-2) goto lpwr136; else goto lpwn137;

lpwr136:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot111) * (long long)1280 + gprow5 + (long long)0)]) = gacc46;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot111) * (long long)1280 + gprow5 + (long long)16)]) = gacc47;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot111) * (long long)1280 + gprow5 + (long long)32)]) = gacc48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot111) * (long long)1280 + gprow5 + (long long)48)]) = gacc49;
  goto lpwn137;

lpwn137:
  if (lpslot112 <= (long long)-2) goto lpwr138; else goto lpwn139;

lpwr138:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot112) * (long long)1280 + gprow5 + (long long)0)]) = gacc50;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot112) * (long long)1280 + gprow5 + (long long)16)]) = gacc51;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot112) * (long long)1280 + gprow5 + (long long)32)]) = gacc52;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot112) * (long long)1280 + gprow5 + (long long)48)]) = gacc53;
  goto lpwn139;

lpwn139:
  if (lpslot113 <= (long long)-2) goto lpwr140; else goto lpwn141;

lpwr140:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot113) * (long long)1280 + gprow5 + (long long)0)]) = gacc54;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot113) * (long long)1280 + gprow5 + (long long)16)]) = gacc55;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot113) * (long long)1280 + gprow5 + (long long)32)]) = gacc56;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot113) * (long long)1280 + gprow5 + (long long)48)]) = gacc57;
  goto lpwn141;

lpwn141:
  goto lpjoin118;

gperm142:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj143;

gpermj143:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot93;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot94;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot95;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot96;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm144; else goto gpermj145;

gperm144:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj145;

gpermj145:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot97;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot98;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot99;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot100;
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm146; else goto gpermj147;

gperm146:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj147;

gpermj147:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot101;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot102;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot103;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot104;
  li_7 = gli2 + (long long)3;
  if (f->lp_perm != (int *)NULL) goto gperm148; else goto gpermj149;

gperm148:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj149;

gpermj149:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot105;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot106;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot107;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot108;
  gli2 += (long long)4;
  goto gtile19;

gtdone150:
  gm10 += (long long)1;
  goto gmem16;

gtrest151:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm153; else goto gpermj154;

gtnext152:
  if (gnhi3 - gli2 == (long long)2) goto gtrest206; else goto gtnext207;

gperm153:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj154;

gpermj154:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit155 = li_7;
  gx156 = (float *)&S_0[(c0_10 * (long long)256)];
  gx157 = (float *)&S_0[(c1_11 * (long long)256)];
  gacc158 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc159 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc160 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc161 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp163 = gpw1;
  lpok164 = (bool)0;
  lpslot165 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk166; else goto lpdec167;

lpchk166:
  lpslot165 = (long long)f->lp_slot[(long long)0][(start_0 + glit155)];
  lpok164 = lpslot165 >= (long long)0;
  goto lpdec167;

lpdec167:
  if (lpok164) goto lphit168; else goto lpmiss169;

lphit168:
  gacc158 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot165 * (long long)1280 + gprow5 + (long long)0)]);
  gacc159 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot165 * (long long)1280 + gprow5 + (long long)16)]);
  gacc160 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot165 * (long long)1280 + gprow5 + (long long)32)]);
  gacc161 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot165 * (long long)1280 + gprow5 + (long long)48)]);
  gp163 = &gp163[(long long)16384];
  goto lpjoin170;

lpmiss169:
  gk162 = (long long)0;
  goto gfor171;

lpjoin170:
  gtot182 = gacc158;
  gtot183 = gacc159;
  gtot184 = gacc160;
  gtot185 = gacc161;
  gacc158 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc159 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc160 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc161 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok186 = (bool)0;
  lpslot187 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk188; else goto lpdec189;

gfor171:
  if (gk162 < (long long)256) goto gbody172; else goto gafter173;

gbody172:
  gw174 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp163[(long long)0]);
  gw175 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp163[(long long)16]);
  gw176 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp163[(long long)32]);
  gw177 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp163[(long long)48]);
  gxs178 = gx156[(gk162 + (long long)0)];
  gxb179 = {gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178, gxs178};
  gacc158 += gw174 * gxb179;
  gacc159 += gw175 * gxb179;
  gacc160 += gw176 * gxb179;
  gacc161 += gw177 * gxb179;
  gp163 = &gp163[(long long)64];
  gk162 += (long long)1;
  goto gfor171;

gafter173:
  if (lpslot165 <= (long long)-2) goto lpwr180; else goto lpwn181;

lpwr180:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot165) * (long long)1280 + gprow5 + (long long)0)]) = gacc158;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot165) * (long long)1280 + gprow5 + (long long)16)]) = gacc159;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot165) * (long long)1280 + gprow5 + (long long)32)]) = gacc160;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot165) * (long long)1280 + gprow5 + (long long)48)]) = gacc161;
  goto lpwn181;

lpwn181:
  goto lpjoin170;

lpchk188:
  lpslot187 = (long long)f->lp_slot[(long long)1][(start_0 + glit155)];
  lpok186 = lpslot187 >= (long long)0;
  goto lpdec189;

lpdec189:
  if (lpok186) goto lphit190; else goto lpmiss191;

lphit190:
  gacc158 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot187 * (long long)1280 + gprow5 + (long long)0)]);
  gacc159 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot187 * (long long)1280 + gprow5 + (long long)16)]);
  gacc160 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot187 * (long long)1280 + gprow5 + (long long)32)]);
  gacc161 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot187 * (long long)1280 + gprow5 + (long long)48)]);
  gp163 = &gp163[(long long)16384];
  goto lpjoin192;

lpmiss191:
  gk162 = (long long)0;
  goto gfor193;

lpjoin192:
  gtot182 += gacc158;
  gtot183 += gacc159;
  gtot184 += gacc160;
  gtot185 += gacc161;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm204; else goto gpermj205;

gfor193:
  if (gk162 < (long long)256) goto gbody194; else goto gafter195;

gbody194:
  gw196 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp163[(long long)0]);
  gw197 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp163[(long long)16]);
  gw198 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp163[(long long)32]);
  gw199 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp163[(long long)48]);
  gxs200 = gx157[(gk162 + (long long)0)];
  gxb201 = {gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200};
  gacc158 += gw196 * gxb201;
  gacc159 += gw197 * gxb201;
  gacc160 += gw198 * gxb201;
  gacc161 += gw199 * gxb201;
  gp163 = &gp163[(long long)64];
  gk162 += (long long)1;
  goto gfor193;

gafter195:
  if (lpslot187 <= (long long)-2) goto lpwr202; else goto lpwn203;

lpwr202:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot187) * (long long)1280 + gprow5 + (long long)0)]) = gacc158;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot187) * (long long)1280 + gprow5 + (long long)16)]) = gacc159;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot187) * (long long)1280 + gprow5 + (long long)32)]) = gacc160;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot187) * (long long)1280 + gprow5 + (long long)48)]) = gacc161;
  goto lpwn203;

lpwn203:
  goto lpjoin192;

gperm204:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj205;

gpermj205:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot182;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot183;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot184;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot185;
  goto gtdone150;

gtrest206:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm208; else goto gpermj209;

gtnext207:
  if (gnhi3 - gli2 == (long long)3) goto gtrest286; else goto gtnext287;

gperm208:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj209;

gpermj209:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit210 = li_7;
  gx211 = (float *)&S_0[(c0_10 * (long long)256)];
  gx212 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm213; else goto gpermj214;

gperm213:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj214;

gpermj214:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit215 = li_7;
  gx216 = (float *)&S_0[(c0_10 * (long long)256)];
  gx217 = (float *)&S_0[(c1_11 * (long long)256)];
  gacc218 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc219 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc220 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc221 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc222 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc223 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc224 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc225 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp227 = gpw1;
  lpok228 = (bool)0;
  lpslot229 = (long long)-1;
  lpslot230 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk231; else goto lpdec232;

lpchk231:
  lpslot229 = (long long)f->lp_slot[(long long)0][(start_0 + glit210)];
  lpslot230 = (long long)f->lp_slot[(long long)0][(start_0 + glit215)];
  lpok228 = lpslot229 >= (long long)0 && lpslot230 >= (long long)0;
  goto lpdec232;

lpdec232:
  if (lpok228) goto lphit233; else goto lpmiss234;

lphit233:
  gacc218 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot229 * (long long)1280 + gprow5 + (long long)0)]);
  gacc219 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot229 * (long long)1280 + gprow5 + (long long)16)]);
  gacc220 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot229 * (long long)1280 + gprow5 + (long long)32)]);
  gacc221 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot229 * (long long)1280 + gprow5 + (long long)48)]);
  gacc222 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot230 * (long long)1280 + gprow5 + (long long)0)]);
  gacc223 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot230 * (long long)1280 + gprow5 + (long long)16)]);
  gacc224 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot230 * (long long)1280 + gprow5 + (long long)32)]);
  gacc225 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot230 * (long long)1280 + gprow5 + (long long)48)]);
  gp227 = &gp227[(long long)16384];
  goto lpjoin235;

lpmiss234:
  gk226 = (long long)0;
  goto gfor236;

lpjoin235:
  gtot251 = gacc218;
  gtot252 = gacc219;
  gtot253 = gacc220;
  gtot254 = gacc221;
  gtot255 = gacc222;
  gtot256 = gacc223;
  gtot257 = gacc224;
  gtot258 = gacc225;
  gacc218 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc219 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc220 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc221 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc222 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc223 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc224 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc225 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok259 = (bool)0;
  lpslot260 = (long long)-1;
  lpslot261 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk262; else goto lpdec263;

gfor236:
  if (gk226 < (long long)256) goto gbody237; else goto gafter238;

gbody237:
  gw239 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp227[(long long)0]);
  gw240 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp227[(long long)16]);
  gw241 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp227[(long long)32]);
  gw242 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp227[(long long)48]);
  gxs243 = gx211[(gk226 + (long long)0)];
  gxb244 = {gxs243, gxs243, gxs243, gxs243, gxs243, gxs243, gxs243, gxs243, gxs243, gxs243, gxs243, gxs243, gxs243, gxs243, gxs243, gxs243};
  gacc218 += gw239 * gxb244;
  gacc219 += gw240 * gxb244;
  gacc220 += gw241 * gxb244;
  gacc221 += gw242 * gxb244;
  gxs245 = gx216[(gk226 + (long long)0)];
  gxb246 = {gxs245, gxs245, gxs245, gxs245, gxs245, gxs245, gxs245, gxs245, gxs245, gxs245, gxs245, gxs245, gxs245, gxs245, gxs245, gxs245};
  gacc222 += gw239 * gxb246;
  gacc223 += gw240 * gxb246;
  gacc224 += gw241 * gxb246;
  gacc225 += gw242 * gxb246;
  gp227 = &gp227[(long long)64];
  gk226 += (long long)1;
  goto gfor236;

gafter238:
  if (lpslot229 <= (long long)-2) goto lpwr247; else goto lpwn248;

lpwr247:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot229) * (long long)1280 + gprow5 + (long long)0)]) = gacc218;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot229) * (long long)1280 + gprow5 + (long long)16)]) = gacc219;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot229) * (long long)1280 + gprow5 + (long long)32)]) = gacc220;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot229) * (long long)1280 + gprow5 + (long long)48)]) = gacc221;
  goto lpwn248;

lpwn248:
  if (lpslot230 <= (long long)-2) goto lpwr249; else goto lpwn250;

lpwr249:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot230) * (long long)1280 + gprow5 + (long long)0)]) = gacc222;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot230) * (long long)1280 + gprow5 + (long long)16)]) = gacc223;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot230) * (long long)1280 + gprow5 + (long long)32)]) = gacc224;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot230) * (long long)1280 + gprow5 + (long long)48)]) = gacc225;
  goto lpwn250;

lpwn250:
  goto lpjoin235;

lpchk262:
  lpslot260 = (long long)f->lp_slot[(long long)1][(start_0 + glit210)];
  lpslot261 = (long long)f->lp_slot[(long long)1][(start_0 + glit215)];
  lpok259 = lpslot260 >= (long long)0 && lpslot261 >= (long long)0;
  goto lpdec263;

lpdec263:
  if (lpok259) goto lphit264; else goto lpmiss265;

lphit264:
  gacc218 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot260 * (long long)1280 + gprow5 + (long long)0)]);
  gacc219 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot260 * (long long)1280 + gprow5 + (long long)16)]);
  gacc220 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot260 * (long long)1280 + gprow5 + (long long)32)]);
  gacc221 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot260 * (long long)1280 + gprow5 + (long long)48)]);
  gacc222 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot261 * (long long)1280 + gprow5 + (long long)0)]);
  gacc223 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot261 * (long long)1280 + gprow5 + (long long)16)]);
  gacc224 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot261 * (long long)1280 + gprow5 + (long long)32)]);
  gacc225 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot261 * (long long)1280 + gprow5 + (long long)48)]);
  gp227 = &gp227[(long long)16384];
  goto lpjoin266;

lpmiss265:
  gk226 = (long long)0;
  goto gfor267;

lpjoin266:
  gtot251 += gacc218;
  gtot252 += gacc219;
  gtot253 += gacc220;
  gtot254 += gacc221;
  gtot255 += gacc222;
  gtot256 += gacc223;
  gtot257 += gacc224;
  gtot258 += gacc225;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm282; else goto gpermj283;

gfor267:
  if (gk226 < (long long)256) goto gbody268; else goto gafter269;

gbody268:
  gw270 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp227[(long long)0]);
  gw271 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp227[(long long)16]);
  gw272 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp227[(long long)32]);
  gw273 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp227[(long long)48]);
  gxs274 = gx212[(gk226 + (long long)0)];
  gxb275 = {gxs274, gxs274, gxs274, gxs274, gxs274, gxs274, gxs274, gxs274, gxs274, gxs274, gxs274, gxs274, gxs274, gxs274, gxs274, gxs274};
  gacc218 += gw270 * gxb275;
  gacc219 += gw271 * gxb275;
  gacc220 += gw272 * gxb275;
  gacc221 += gw273 * gxb275;
  gxs276 = gx217[(gk226 + (long long)0)];
  gxb277 = {gxs276, gxs276, gxs276, gxs276, gxs276, gxs276, gxs276, gxs276, gxs276, gxs276, gxs276, gxs276, gxs276, gxs276, gxs276, gxs276};
  gacc222 += gw270 * gxb277;
  gacc223 += gw271 * gxb277;
  gacc224 += gw272 * gxb277;
  gacc225 += gw273 * gxb277;
  gp227 = &gp227[(long long)64];
  gk226 += (long long)1;
  goto gfor267;

gafter269:
  if (lpslot260 <= (long long)-2) goto lpwr278; else goto lpwn279;

lpwr278:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot260) * (long long)1280 + gprow5 + (long long)0)]) = gacc218;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot260) * (long long)1280 + gprow5 + (long long)16)]) = gacc219;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot260) * (long long)1280 + gprow5 + (long long)32)]) = gacc220;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot260) * (long long)1280 + gprow5 + (long long)48)]) = gacc221;
  goto lpwn279;

lpwn279:
  if (lpslot261 <= (long long)-2) goto lpwr280; else goto lpwn281;

lpwr280:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot261) * (long long)1280 + gprow5 + (long long)0)]) = gacc222;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot261) * (long long)1280 + gprow5 + (long long)16)]) = gacc223;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot261) * (long long)1280 + gprow5 + (long long)32)]) = gacc224;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot261) * (long long)1280 + gprow5 + (long long)48)]) = gacc225;
  goto lpwn281;

lpwn281:
  goto lpjoin266;

gperm282:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj283;

gpermj283:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot251;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot252;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot253;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot254;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm284; else goto gpermj285;

gperm284:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj285;

gpermj285:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot255;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot256;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot257;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot258;
  goto gtdone150;

gtrest286:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm288; else goto gpermj289;

gtnext287:
  goto gtdone150;

gperm288:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj289;

gpermj289:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit290 = li_7;
  gx291 = (float *)&S_0[(c0_10 * (long long)256)];
  gx292 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm293; else goto gpermj294;

gperm293:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj294;

gpermj294:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit295 = li_7;
  gx296 = (float *)&S_0[(c0_10 * (long long)256)];
  gx297 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm298; else goto gpermj299;

gperm298:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj299;

gpermj299:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit300 = li_7;
  gx301 = (float *)&S_0[(c0_10 * (long long)256)];
  gx302 = (float *)&S_0[(c1_11 * (long long)256)];
  gacc303 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc304 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc305 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc306 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc307 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc308 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc309 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc310 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc311 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc312 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc313 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc314 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp316 = gpw1;
  lpok317 = (bool)0;
  lpslot318 = (long long)-1;
  lpslot319 = (long long)-1;
  lpslot320 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk321; else goto lpdec322;

lpchk321:
  lpslot318 = (long long)f->lp_slot[(long long)0][(start_0 + glit290)];
  lpslot319 = (long long)f->lp_slot[(long long)0][(start_0 + glit295)];
  lpslot320 = (long long)f->lp_slot[(long long)0][(start_0 + glit300)];
  lpok317 = lpslot318 >= (long long)0 && lpslot319 >= (long long)0 && lpslot320 >= (long long)0;
  goto lpdec322;

lpdec322:
  if (lpok317) goto lphit323; else goto lpmiss324;

lphit323:
  gacc303 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot318 * (long long)1280 + gprow5 + (long long)0)]);
  gacc304 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot318 * (long long)1280 + gprow5 + (long long)16)]);
  gacc305 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot318 * (long long)1280 + gprow5 + (long long)32)]);
  gacc306 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot318 * (long long)1280 + gprow5 + (long long)48)]);
  gacc307 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot319 * (long long)1280 + gprow5 + (long long)0)]);
  gacc308 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot319 * (long long)1280 + gprow5 + (long long)16)]);
  gacc309 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot319 * (long long)1280 + gprow5 + (long long)32)]);
  gacc310 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot319 * (long long)1280 + gprow5 + (long long)48)]);
  gacc311 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot320 * (long long)1280 + gprow5 + (long long)0)]);
  gacc312 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot320 * (long long)1280 + gprow5 + (long long)16)]);
  gacc313 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot320 * (long long)1280 + gprow5 + (long long)32)]);
  gacc314 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot320 * (long long)1280 + gprow5 + (long long)48)]);
  gp316 = &gp316[(long long)16384];
  goto lpjoin325;

lpmiss324:
  gk315 = (long long)0;
  goto gfor326;

lpjoin325:
  gtot345 = gacc303;
  gtot346 = gacc304;
  gtot347 = gacc305;
  gtot348 = gacc306;
  gtot349 = gacc307;
  gtot350 = gacc308;
  gtot351 = gacc309;
  gtot352 = gacc310;
  gtot353 = gacc311;
  gtot354 = gacc312;
  gtot355 = gacc313;
  gtot356 = gacc314;
  gacc303 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc304 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc305 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc306 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc307 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc308 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc309 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc310 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc311 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc312 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc313 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc314 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok357 = (bool)0;
  lpslot358 = (long long)-1;
  lpslot359 = (long long)-1;
  lpslot360 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk361; else goto lpdec362;

gfor326:
  if (gk315 < (long long)256) goto gbody327; else goto gafter328;

gbody327:
  gw329 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp316[(long long)0]);
  gw330 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp316[(long long)16]);
  gw331 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp316[(long long)32]);
  gw332 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp316[(long long)48]);
  gxs333 = gx291[(gk315 + (long long)0)];
  gxb334 = {gxs333, gxs333, gxs333, gxs333, gxs333, gxs333, gxs333, gxs333, gxs333, gxs333, gxs333, gxs333, gxs333, gxs333, gxs333, gxs333};
  gacc303 += gw329 * gxb334;
  gacc304 += gw330 * gxb334;
  gacc305 += gw331 * gxb334;
  gacc306 += gw332 * gxb334;
  gxs335 = gx296[(gk315 + (long long)0)];
  gxb336 = {gxs335, gxs335, gxs335, gxs335, gxs335, gxs335, gxs335, gxs335, gxs335, gxs335, gxs335, gxs335, gxs335, gxs335, gxs335, gxs335};
  gacc307 += gw329 * gxb336;
  gacc308 += gw330 * gxb336;
  gacc309 += gw331 * gxb336;
  gacc310 += gw332 * gxb336;
  gxs337 = gx301[(gk315 + (long long)0)];
  gxb338 = {gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337};
  gacc311 += gw329 * gxb338;
  gacc312 += gw330 * gxb338;
  gacc313 += gw331 * gxb338;
  gacc314 += gw332 * gxb338;
  gp316 = &gp316[(long long)64];
  gk315 += (long long)1;
  goto gfor326;

gafter328:
  if (lpslot318 <= (long long)-2) goto lpwr339; else goto lpwn340;

lpwr339:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot318) * (long long)1280 + gprow5 + (long long)0)]) = gacc303;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot318) * (long long)1280 + gprow5 + (long long)16)]) = gacc304;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot318) * (long long)1280 + gprow5 + (long long)32)]) = gacc305;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot318) * (long long)1280 + gprow5 + (long long)48)]) = gacc306;
  goto lpwn340;

lpwn340:
  if (lpslot319 <= (long long)-2) goto lpwr341; else goto lpwn342;

lpwr341:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot319) * (long long)1280 + gprow5 + (long long)0)]) = gacc307;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot319) * (long long)1280 + gprow5 + (long long)16)]) = gacc308;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot319) * (long long)1280 + gprow5 + (long long)32)]) = gacc309;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot319) * (long long)1280 + gprow5 + (long long)48)]) = gacc310;
  goto lpwn342;

lpwn342:
  if (lpslot320 <= (long long)-2) goto lpwr343; else goto lpwn344;

lpwr343:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot320) * (long long)1280 + gprow5 + (long long)0)]) = gacc311;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot320) * (long long)1280 + gprow5 + (long long)16)]) = gacc312;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot320) * (long long)1280 + gprow5 + (long long)32)]) = gacc313;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot320) * (long long)1280 + gprow5 + (long long)48)]) = gacc314;
  goto lpwn344;

lpwn344:
  goto lpjoin325;

lpchk361:
  lpslot358 = (long long)f->lp_slot[(long long)1][(start_0 + glit290)];
  lpslot359 = (long long)f->lp_slot[(long long)1][(start_0 + glit295)];
  lpslot360 = (long long)f->lp_slot[(long long)1][(start_0 + glit300)];
  lpok357 = lpslot358 >= (long long)0 && lpslot359 >= (long long)0 && lpslot360 >= (long long)0;
  goto lpdec362;

lpdec362:
  if (lpok357) goto lphit363; else goto lpmiss364;

lphit363:
  gacc303 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot358 * (long long)1280 + gprow5 + (long long)0)]);
  gacc304 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot358 * (long long)1280 + gprow5 + (long long)16)]);
  gacc305 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot358 * (long long)1280 + gprow5 + (long long)32)]);
  gacc306 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot358 * (long long)1280 + gprow5 + (long long)48)]);
  gacc307 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot359 * (long long)1280 + gprow5 + (long long)0)]);
  gacc308 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot359 * (long long)1280 + gprow5 + (long long)16)]);
  gacc309 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot359 * (long long)1280 + gprow5 + (long long)32)]);
  gacc310 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot359 * (long long)1280 + gprow5 + (long long)48)]);
  gacc311 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot360 * (long long)1280 + gprow5 + (long long)0)]);
  gacc312 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot360 * (long long)1280 + gprow5 + (long long)16)]);
  gacc313 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot360 * (long long)1280 + gprow5 + (long long)32)]);
  gacc314 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot360 * (long long)1280 + gprow5 + (long long)48)]);
  gp316 = &gp316[(long long)16384];
  goto lpjoin365;

lpmiss364:
  gk315 = (long long)0;
  goto gfor366;

lpjoin365:
  gtot345 += gacc303;
  gtot346 += gacc304;
  gtot347 += gacc305;
  gtot348 += gacc306;
  gtot349 += gacc307;
  gtot350 += gacc308;
  gtot351 += gacc309;
  gtot352 += gacc310;
  gtot353 += gacc311;
  gtot354 += gacc312;
  gtot355 += gacc313;
  gtot356 += gacc314;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm385; else goto gpermj386;

gfor366:
  if (gk315 < (long long)256) goto gbody367; else goto gafter368;

gbody367:
  gw369 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp316[(long long)0]);
  gw370 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp316[(long long)16]);
  gw371 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp316[(long long)32]);
  gw372 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp316[(long long)48]);
  gxs373 = gx292[(gk315 + (long long)0)];
  gxb374 = {gxs373, gxs373, gxs373, gxs373, gxs373, gxs373, gxs373, gxs373, gxs373, gxs373, gxs373, gxs373, gxs373, gxs373, gxs373, gxs373};
  gacc303 += gw369 * gxb374;
  gacc304 += gw370 * gxb374;
  gacc305 += gw371 * gxb374;
  gacc306 += gw372 * gxb374;
  gxs375 = gx297[(gk315 + (long long)0)];
  gxb376 = {gxs375, gxs375, gxs375, gxs375, gxs375, gxs375, gxs375, gxs375, gxs375, gxs375, gxs375, gxs375, gxs375, gxs375, gxs375, gxs375};
  gacc307 += gw369 * gxb376;
  gacc308 += gw370 * gxb376;
  gacc309 += gw371 * gxb376;
  gacc310 += gw372 * gxb376;
  gxs377 = gx302[(gk315 + (long long)0)];
  gxb378 = {gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377};
  gacc311 += gw369 * gxb378;
  gacc312 += gw370 * gxb378;
  gacc313 += gw371 * gxb378;
  gacc314 += gw372 * gxb378;
  gp316 = &gp316[(long long)64];
  gk315 += (long long)1;
  goto gfor366;

gafter368:
  if (lpslot358 <= (long long)-2) goto lpwr379; else goto lpwn380;

lpwr379:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot358) * (long long)1280 + gprow5 + (long long)0)]) = gacc303;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot358) * (long long)1280 + gprow5 + (long long)16)]) = gacc304;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot358) * (long long)1280 + gprow5 + (long long)32)]) = gacc305;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot358) * (long long)1280 + gprow5 + (long long)48)]) = gacc306;
  goto lpwn380;

lpwn380:
  if (lpslot359 <= (long long)-2) goto lpwr381; else goto lpwn382;

lpwr381:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot359) * (long long)1280 + gprow5 + (long long)0)]) = gacc307;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot359) * (long long)1280 + gprow5 + (long long)16)]) = gacc308;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot359) * (long long)1280 + gprow5 + (long long)32)]) = gacc309;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot359) * (long long)1280 + gprow5 + (long long)48)]) = gacc310;
  goto lpwn382;

lpwn382:
  if (lpslot360 <= (long long)-2) goto lpwr383; else goto lpwn384;

lpwr383:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot360) * (long long)1280 + gprow5 + (long long)0)]) = gacc311;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot360) * (long long)1280 + gprow5 + (long long)16)]) = gacc312;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot360) * (long long)1280 + gprow5 + (long long)32)]) = gacc313;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot360) * (long long)1280 + gprow5 + (long long)48)]) = gacc314;
  goto lpwn384;

lpwn384:
  goto lpjoin365;

gperm385:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj386;

gpermj386:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot345;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot346;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot347;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot348;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm387; else goto gpermj388;

gperm387:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj388;

gpermj388:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot349;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot350;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot351;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot352;
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm389; else goto gpermj390;

gperm389:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj390;

gpermj390:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot353;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot354;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot355;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot356;
  goto gtdone150;

for391:
  if (li_44 < n_2) goto body392; else goto after393;

body392:
  i_45 = start_0 + li_44;
  cs_59 = (long long)child_start[i_45];
  c0_60 = (long long)children[cs_59];
  c1_63 = (long long)children[(cs_59 + (long long)1)];
  gj7 = (long long)0;
  goto for394;

after393:
  gq6 += (long long)1;
  goto grow13;

for394:
  if (gj7 < (long long)64) goto body395; else goto after396;

body395:
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
  goto for394;

after396:
  li_44 += (long long)1;
  goto for391;
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

