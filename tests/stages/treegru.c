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
  long long ix2_9;
  long long li_10;
  long long i_11;
  long long j_12;
  float v6_13;
  float v7_14;
  long long toff;
  float * t0;
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
  int * ifields;
  float * P_E;
  float * gx20;
  float * gx26;
  float * gx32;
  float * gx38;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc54;
  long long gk55;
  float * gp56;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw60;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw61;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw62;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw63;
  float gxs64;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb65;
  float gxs66;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb67;
  float gxs68;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb69;
  float gxs70;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb71;
  float * gx99;
  float * gx107;
  float * gx115;
  float * gx123;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc138;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc139;
  long long gk140;
  float * gp141;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw145;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw146;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw147;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw148;
  float gxs149;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb150;
  float gxs151;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb152;
  float gxs153;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb154;
  float gxs155;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb156;
  float * P_b_x;
  float * S_0;

entry:
  start_0 = (long long)start;
  end_1 = (long long)end;
  toff = (long long)0;
  t0 = &f->scratch[toff];
  toff += f->node_cap * (long long)256 + (long long)15 & (long long)-16;
  child_start = f->child_start;
  PK_0 = f->packed[(long long)0];
  ifields = f->ifields;
  P_E = f->params[(long long)0];
  P_b_x = f->params[(long long)2];
  S_0 = f->states[(long long)0];
  goto start0;

start0:
  n_2 = end_1 - start_0;
  ebase_3 = (long long)child_start[start_0];
  gdir8 = (long long)f->level & (long long)1;
  gq6 = (long long)0;
  goto grow9;

grow9:
  if (gq6 < (long long)4) goto grbody10; else goto grafter11;

grbody10:
  gr4 = (gq6 + gdir8 * ((long long)3 - (long long)2 * gq6)) * (long long)64;
  gpw1 = &PK_0[((gr4 + (long long)0) * (long long)256)];
  gprow5 = gr4 + (long long)0;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile12;

grafter11:
  return;

gtile12:
  if (gli2 + (long long)3 < gnhi3) goto gtbody13; else goto gtafter14;

gtbody13:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then15; else goto else16;

gtafter14:
  if (gnhi3 - gli2 > (long long)0) goto gtclamp93; else goto gtdone92;

then15:
  if (f->err[(long long)0] == (long long)0) goto rowerr18; else goto join19;

else16:
  goto join17;

join17:
  gx20 = (float *)&P_E[(ix2_9 * (long long)256)];
  li_7 = gli2 + (long long)1;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then21; else goto else22;

rowerr18:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join19;

join19:
  ix2_9 = (long long)0;
  goto join17;

then21:
  if (f->err[(long long)0] == (long long)0) goto rowerr24; else goto join25;

else22:
  goto join23;

join23:
  gx26 = (float *)&P_E[(ix2_9 * (long long)256)];
  li_7 = gli2 + (long long)2;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then27; else goto else28;

rowerr24:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join25;

join25:
  ix2_9 = (long long)0;
  goto join23;

then27:
  if (f->err[(long long)0] == (long long)0) goto rowerr30; else goto join31;

else28:
  goto join29;

join29:
  gx32 = (float *)&P_E[(ix2_9 * (long long)256)];
  li_7 = gli2 + (long long)3;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then33; else goto else34;

rowerr30:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join31;

join31:
  ix2_9 = (long long)0;
  goto join29;

then33:
  if (f->err[(long long)0] == (long long)0) goto rowerr36; else goto join37;

else34:
  goto join35;

join35:
  gx38 = (float *)&P_E[(ix2_9 * (long long)256)];
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
  gacc54 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp56 = gpw1;
  gk55 = (long long)0;
  goto gfor57;

rowerr36:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join37;

join37:
  ix2_9 = (long long)0;
  goto join35;

gfor57:
  if (gk55 < (long long)256) goto gbody58; else goto gafter59;

gbody58:
  gw60 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp56[(long long)0]);
  gw61 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp56[(long long)16]);
  gw62 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp56[(long long)32]);
  gw63 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp56[(long long)48]);
  gxs64 = gx20[(gk55 + (long long)0)];
  gxb65 = {gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64};
  gacc39 += gw60 * gxb65;
  gacc40 += gw61 * gxb65;
  gacc41 += gw62 * gxb65;
  gacc42 += gw63 * gxb65;
  gxs66 = gx26[(gk55 + (long long)0)];
  gxb67 = {gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66};
  gacc43 += gw60 * gxb67;
  gacc44 += gw61 * gxb67;
  gacc45 += gw62 * gxb67;
  gacc46 += gw63 * gxb67;
  gxs68 = gx32[(gk55 + (long long)0)];
  gxb69 = {gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68};
  gacc47 += gw60 * gxb69;
  gacc48 += gw61 * gxb69;
  gacc49 += gw62 * gxb69;
  gacc50 += gw63 * gxb69;
  gxs70 = gx38[(gk55 + (long long)0)];
  gxb71 = {gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70};
  gacc51 += gw60 * gxb71;
  gacc52 += gw61 * gxb71;
  gacc53 += gw62 * gxb71;
  gacc54 += gw63 * gxb71;
  gp56 = &gp56[(long long)64];
  gk55 += (long long)1;
  goto gfor57;

gafter59:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then72; else goto else73;

then72:
  if (f->err[(long long)0] == (long long)0) goto rowerr75; else goto join76;

else73:
  goto join74;

join74:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc39;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc40;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc41;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc42;
  li_7 = gli2 + (long long)1;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then77; else goto else78;

rowerr75:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join76;

join76:
  ix2_9 = (long long)0;
  goto join74;

then77:
  if (f->err[(long long)0] == (long long)0) goto rowerr80; else goto join81;

else78:
  goto join79;

join79:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc43;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc44;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc45;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc46;
  li_7 = gli2 + (long long)2;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then82; else goto else83;

rowerr80:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join81;

join81:
  ix2_9 = (long long)0;
  goto join79;

then82:
  if (f->err[(long long)0] == (long long)0) goto rowerr85; else goto join86;

else83:
  goto join84;

join84:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc47;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc48;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc49;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc50;
  li_7 = gli2 + (long long)3;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then87; else goto else88;

rowerr85:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join86;

join86:
  ix2_9 = (long long)0;
  goto join84;

then87:
  if (f->err[(long long)0] == (long long)0) goto rowerr90; else goto join91;

else88:
  goto join89;

join89:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc51;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc52;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc53;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc54;
  gli2 += (long long)4;
  goto gtile12;

rowerr90:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join91;

join91:
  ix2_9 = (long long)0;
  goto join89;

gtdone92:
  li_10 = (long long)0;
  goto for183;

gtclamp93:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then94; else goto else95;

then94:
  if (f->err[(long long)0] == (long long)0) goto rowerr97; else goto join98;

else95:
  goto join96;

join96:
  gx99 = (float *)&P_E[(ix2_9 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (li_7 > gnhi3 - (long long)1) goto gclamp100; else goto gclampj101;

rowerr97:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join98;

join98:
  ix2_9 = (long long)0;
  goto join96;

gclamp100:
  li_7 = gnhi3 - (long long)1;
  goto gclampj101;

gclampj101:
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then102; else goto else103;

then102:
  if (f->err[(long long)0] == (long long)0) goto rowerr105; else goto join106;

else103:
  goto join104;

join104:
  gx107 = (float *)&P_E[(ix2_9 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (li_7 > gnhi3 - (long long)1) goto gclamp108; else goto gclampj109;

rowerr105:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join106;

join106:
  ix2_9 = (long long)0;
  goto join104;

gclamp108:
  li_7 = gnhi3 - (long long)1;
  goto gclampj109;

gclampj109:
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then110; else goto else111;

then110:
  if (f->err[(long long)0] == (long long)0) goto rowerr113; else goto join114;

else111:
  goto join112;

join112:
  gx115 = (float *)&P_E[(ix2_9 * (long long)256)];
  li_7 = gli2 + (long long)3;
  if (li_7 > gnhi3 - (long long)1) goto gclamp116; else goto gclampj117;

rowerr113:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join114;

join114:
  ix2_9 = (long long)0;
  goto join112;

gclamp116:
  li_7 = gnhi3 - (long long)1;
  goto gclampj117;

gclampj117:
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then118; else goto else119;

then118:
  if (f->err[(long long)0] == (long long)0) goto rowerr121; else goto join122;

else119:
  goto join120;

join120:
  gx123 = (float *)&P_E[(ix2_9 * (long long)256)];
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
  gacc138 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc139 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp141 = gpw1;
  gk140 = (long long)0;
  goto gfor142;

rowerr121:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join122;

join122:
  ix2_9 = (long long)0;
  goto join120;

gfor142:
  if (gk140 < (long long)256) goto gbody143; else goto gafter144;

gbody143:
  gw145 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp141[(long long)0]);
  gw146 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp141[(long long)16]);
  gw147 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp141[(long long)32]);
  gw148 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp141[(long long)48]);
  gxs149 = gx99[(gk140 + (long long)0)];
  gxb150 = {gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149};
  gacc124 += gw145 * gxb150;
  gacc125 += gw146 * gxb150;
  gacc126 += gw147 * gxb150;
  gacc127 += gw148 * gxb150;
  gxs151 = gx107[(gk140 + (long long)0)];
  gxb152 = {gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151, gxs151};
  gacc128 += gw145 * gxb152;
  gacc129 += gw146 * gxb152;
  gacc130 += gw147 * gxb152;
  gacc131 += gw148 * gxb152;
  gxs153 = gx115[(gk140 + (long long)0)];
  gxb154 = {gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153, gxs153};
  gacc132 += gw145 * gxb154;
  gacc133 += gw146 * gxb154;
  gacc134 += gw147 * gxb154;
  gacc135 += gw148 * gxb154;
  gxs155 = gx123[(gk140 + (long long)0)];
  gxb156 = {gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155};
  gacc136 += gw145 * gxb156;
  gacc137 += gw146 * gxb156;
  gacc138 += gw147 * gxb156;
  gacc139 += gw148 * gxb156;
  gp141 = &gp141[(long long)64];
  gk140 += (long long)1;
  goto gfor142;

gafter144:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then157; else goto else158;

then157:
  if (f->err[(long long)0] == (long long)0) goto rowerr160; else goto join161;

else158:
  goto join159;

join159:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc124;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc125;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc126;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc127;
  li_7 = gli2 + (long long)1;
  if (li_7 > gnhi3 - (long long)1) goto gclamp162; else goto gclampj163;

rowerr160:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join161;

join161:
  ix2_9 = (long long)0;
  goto join159;

gclamp162:
  li_7 = gnhi3 - (long long)1;
  goto gclampj163;

gclampj163:
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then164; else goto else165;

then164:
  if (f->err[(long long)0] == (long long)0) goto rowerr167; else goto join168;

else165:
  goto join166;

join166:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc128;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc129;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc130;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc131;
  li_7 = gli2 + (long long)2;
  if (li_7 > gnhi3 - (long long)1) goto gclamp169; else goto gclampj170;

rowerr167:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join168;

join168:
  ix2_9 = (long long)0;
  goto join166;

gclamp169:
  li_7 = gnhi3 - (long long)1;
  goto gclampj170;

gclampj170:
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then171; else goto else172;

then171:
  if (f->err[(long long)0] == (long long)0) goto rowerr174; else goto join175;

else172:
  goto join173;

join173:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc132;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc133;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc134;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc135;
  li_7 = gli2 + (long long)3;
  if (li_7 > gnhi3 - (long long)1) goto gclamp176; else goto gclampj177;

rowerr174:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join175;

join175:
  ix2_9 = (long long)0;
  goto join173;

gclamp176:
  li_7 = gnhi3 - (long long)1;
  goto gclampj177;

gclampj177:
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then178; else goto else179;

then178:
  if (f->err[(long long)0] == (long long)0) goto rowerr181; else goto join182;

else179:
  goto join180;

join180:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc136;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc137;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc138;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc139;
  goto gtdone92;

rowerr181:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join182;

join182:
  ix2_9 = (long long)0;
  goto join180;

for183:
  if (li_10 < n_2) goto body184; else goto after185;

body184:
  i_11 = start_0 + li_10;
  gj7 = (long long)0;
  goto for186;

after185:
  gq6 += (long long)1;
  goto grow9;

for186:
  if (gj7 < (long long)64) goto body187; else goto after188;

body187:
  j_12 = gr4 + gj7;
  v6_13 = t0[(li_10 * (long long)256 + j_12)] + P_b_x[j_12];
  v7_14 = cx_vtanhf (v6_13);
  S_0[(i_11 * (long long)256 + j_12)] = v7_14;
  gj7 += (long long)1;
  goto for186;

after188:
  li_10 += (long long)1;
  goto for183;
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
  float acc7_6;
  long long li_7;
  long long i_8;
  long long cs_9;
  long long c0_10;
  long long c1_11;
  long long r_12;
  long long k_13;
  float acc15_14;
  long long li_15;
  long long i_16;
  long long cs_17;
  long long c0_18;
  long long c1_19;
  long long r_20;
  long long k_21;
  float acc23_22;
  long long li_23;
  long long i_24;
  long long cs_25;
  long long c0_26;
  long long c1_27;
  long long li_28;
  long long i_29;
  long long j_30;
  float v8_31;
  float v9_32;
  float v16_33;
  float v17_34;
  float v24_35;
  float v25_36;
  float v29_37;
  long long cs_38;
  long long c0_39;
  float v30_40;
  long long c1_41;
  long long r_42;
  long long k_43;
  float acc33_44;
  long long li_45;
  long long i_46;
  long long li_47;
  long long i_48;
  long long j_49;
  float v34_50;
  float v35_51;
  float v36_52;
  long long cs_53;
  long long c0_54;
  long long c1_55;
  float v37_56;
  float v39_57;
  float v41_58;
  float v42_59;
  float v43_60;
  long long toff;
  float * t0;
  float * t1;
  float * t2;
  float * t3;
  float * t4;
  float * t5;
  float * t6;
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
  float *[3] gtab9;
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
  float * P_b_z;
  float * P_b_rl;
  float * P_b_rr;
  float * PK_2;
  float * gpw397;
  long long gli398;
  long long gnhi399;
  long long gr400;
  long long gprow401;
  long long gq402;
  long long gj403;
  long long gdir404;
  float * gx411;
  float * gx412;
  float * gx413;
  float * gx414;
  float * gx415;
  float * gx416;
  float * gx417;
  float * gx418;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc419;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc420;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc421;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc422;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc423;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc424;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc425;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc426;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc427;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc428;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc429;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc430;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc431;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc432;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc433;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc434;
  long long gk435;
  float * gp436;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw440;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw441;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw442;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw443;
  float gxs444;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb445;
  float gxs446;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb447;
  float gxs448;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb449;
  float gxs450;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb451;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw455;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw456;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw457;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw458;
  float gxs459;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb460;
  float gxs461;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb462;
  float gxs463;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb464;
  float gxs465;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb466;
  float * gx470;
  float * gx471;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc472;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc473;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc474;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc475;
  long long gk476;
  float * gp477;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw481;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw482;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw483;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw484;
  float gxs485;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb486;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw490;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw491;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw492;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw493;
  float gxs494;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb495;
  float * gx498;
  float * gx499;
  float * gx500;
  float * gx501;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc502;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc503;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc504;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc505;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc506;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc507;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc508;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc509;
  long long gk510;
  float * gp511;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw515;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw516;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw517;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw518;
  float gxs519;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb520;
  float gxs521;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb522;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw526;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw527;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw528;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw529;
  float gxs530;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb531;
  float gxs532;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb533;
  float * gx536;
  float * gx537;
  float * gx538;
  float * gx539;
  float * gx540;
  float * gx541;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc542;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc543;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc544;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc545;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc546;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc547;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc548;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc549;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc550;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc551;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc552;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc553;
  long long gk554;
  float * gp555;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw559;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw560;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw561;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw562;
  float gxs563;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb564;
  float gxs565;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb566;
  float gxs567;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb568;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw572;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw573;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw574;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw575;
  float gxs576;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb577;
  float gxs578;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb579;
  float gxs580;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb581;
  float * P_b_h;

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
  toff += f->node_cap * (long long)256 + (long long)15 & (long long)-16;
  t6 = &f->scratch[toff];
  toff += f->node_cap * (long long)256 + (long long)15 & (long long)-16;
  child_start = f->child_start;
  PK_1 = f->packed[(long long)1];
  children = f->children;
  S_0 = f->states[(long long)0];
  P_b_z = f->params[(long long)9];
  P_b_rl = f->params[(long long)10];
  P_b_rr = f->params[(long long)11];
  PK_2 = f->packed[(long long)2];
  P_b_h = f->params[(long long)14];
  goto start0;

start0:
  n_2 = end_1 - start_0;
  ebase_3 = (long long)child_start[start_0];
  gdir8 = (long long)f->level & (long long)1;
  gtab9[(long long)0] = t0;
  gtab9[(long long)1] = t2;
  gtab9[(long long)2] = t3;
  gq6 = (long long)0;
  goto grow13;

grow13:
  if (gq6 < (long long)4) goto grbody14; else goto grafter15;

grbody14:
  gr4 = (gq6 + gdir8 * ((long long)3 - (long long)2 * gq6)) * (long long)64;
  gm10 = (long long)0;
  goto gmem16;

grafter15:
  gdir404 = (long long)f->level & (long long)1;
  gq402 = (long long)0;
  goto grow405;

gmem16:
  if (gm10 < (long long)3) goto gmbody17; else goto gmafter18;

gmbody17:
  gme11 = gm10 + gdir8 * ((long long)2 - (long long)2 * gm10);
  gmt12 = gtab9[gme11];
  gpw1 = &PK_1[((gr4 + gme11 * (long long)256) * (long long)512)];
  gprow5 = gr4 + gme11 * (long long)256;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile19;

gmafter18:
  li_28 = (long long)0;
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
  gacc42 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot61 * (long long)768 + gprow5 + (long long)0)]);
  gacc43 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot61 * (long long)768 + gprow5 + (long long)16)]);
  gacc44 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot61 * (long long)768 + gprow5 + (long long)32)]);
  gacc45 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot61 * (long long)768 + gprow5 + (long long)48)]);
  gacc46 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot62 * (long long)768 + gprow5 + (long long)0)]);
  gacc47 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot62 * (long long)768 + gprow5 + (long long)16)]);
  gacc48 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot62 * (long long)768 + gprow5 + (long long)32)]);
  gacc49 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot62 * (long long)768 + gprow5 + (long long)48)]);
  gacc50 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot63 * (long long)768 + gprow5 + (long long)0)]);
  gacc51 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot63 * (long long)768 + gprow5 + (long long)16)]);
  gacc52 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot63 * (long long)768 + gprow5 + (long long)32)]);
  gacc53 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot63 * (long long)768 + gprow5 + (long long)48)]);
  gacc54 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot64 * (long long)768 + gprow5 + (long long)0)]);
  gacc55 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot64 * (long long)768 + gprow5 + (long long)16)]);
  gacc56 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot64 * (long long)768 + gprow5 + (long long)32)]);
  gacc57 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot64 * (long long)768 + gprow5 + (long long)48)]);
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot61) * (long long)768 + gprow5 + (long long)0)]) = gacc42;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot61) * (long long)768 + gprow5 + (long long)16)]) = gacc43;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot61) * (long long)768 + gprow5 + (long long)32)]) = gacc44;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot61) * (long long)768 + gprow5 + (long long)48)]) = gacc45;
  goto lpwn86;

lpwn86:
  if (lpslot62 <= (long long)-2) goto lpwr87; else goto lpwn88;

lpwr87:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot62) * (long long)768 + gprow5 + (long long)0)]) = gacc46;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot62) * (long long)768 + gprow5 + (long long)16)]) = gacc47;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot62) * (long long)768 + gprow5 + (long long)32)]) = gacc48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot62) * (long long)768 + gprow5 + (long long)48)]) = gacc49;
  goto lpwn88;

lpwn88:
  if (lpslot63 <= (long long)-2) goto lpwr89; else goto lpwn90;

lpwr89:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot63) * (long long)768 + gprow5 + (long long)0)]) = gacc50;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot63) * (long long)768 + gprow5 + (long long)16)]) = gacc51;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot63) * (long long)768 + gprow5 + (long long)32)]) = gacc52;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot63) * (long long)768 + gprow5 + (long long)48)]) = gacc53;
  goto lpwn90;

lpwn90:
  if (lpslot64 <= (long long)-2) goto lpwr91; else goto lpwn92;

lpwr91:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot64) * (long long)768 + gprow5 + (long long)0)]) = gacc54;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot64) * (long long)768 + gprow5 + (long long)16)]) = gacc55;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot64) * (long long)768 + gprow5 + (long long)32)]) = gacc56;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot64) * (long long)768 + gprow5 + (long long)48)]) = gacc57;
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
  gacc42 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot110 * (long long)768 + gprow5 + (long long)0)]);
  gacc43 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot110 * (long long)768 + gprow5 + (long long)16)]);
  gacc44 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot110 * (long long)768 + gprow5 + (long long)32)]);
  gacc45 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot110 * (long long)768 + gprow5 + (long long)48)]);
  gacc46 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot111 * (long long)768 + gprow5 + (long long)0)]);
  gacc47 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot111 * (long long)768 + gprow5 + (long long)16)]);
  gacc48 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot111 * (long long)768 + gprow5 + (long long)32)]);
  gacc49 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot111 * (long long)768 + gprow5 + (long long)48)]);
  gacc50 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot112 * (long long)768 + gprow5 + (long long)0)]);
  gacc51 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot112 * (long long)768 + gprow5 + (long long)16)]);
  gacc52 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot112 * (long long)768 + gprow5 + (long long)32)]);
  gacc53 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot112 * (long long)768 + gprow5 + (long long)48)]);
  gacc54 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot113 * (long long)768 + gprow5 + (long long)0)]);
  gacc55 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot113 * (long long)768 + gprow5 + (long long)16)]);
  gacc56 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot113 * (long long)768 + gprow5 + (long long)32)]);
  gacc57 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot113 * (long long)768 + gprow5 + (long long)48)]);
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot110) * (long long)768 + gprow5 + (long long)0)]) = gacc42;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot110) * (long long)768 + gprow5 + (long long)16)]) = gacc43;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot110) * (long long)768 + gprow5 + (long long)32)]) = gacc44;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot110) * (long long)768 + gprow5 + (long long)48)]) = gacc45;
  goto lpwn135;

lpwn135:
  if (lpslot111 <= (long long)-2) goto lpwr136; else goto lpwn137;

lpwr136:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot111) * (long long)768 + gprow5 + (long long)0)]) = gacc46;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot111) * (long long)768 + gprow5 + (long long)16)]) = gacc47;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot111) * (long long)768 + gprow5 + (long long)32)]) = gacc48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot111) * (long long)768 + gprow5 + (long long)48)]) = gacc49;
  goto lpwn137;

lpwn137:
  if (lpslot112 <= (long long)-2) goto lpwr138; else goto lpwn139;

lpwr138:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot112) * (long long)768 + gprow5 + (long long)0)]) = gacc50;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot112) * (long long)768 + gprow5 + (long long)16)]) = gacc51;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot112) * (long long)768 + gprow5 + (long long)32)]) = gacc52;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot112) * (long long)768 + gprow5 + (long long)48)]) = gacc53;
  goto lpwn139;

lpwn139:
  if (lpslot113 <= (long long)-2) goto lpwr140; else goto lpwn141;

lpwr140:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot113) * (long long)768 + gprow5 + (long long)0)]) = gacc54;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot113) * (long long)768 + gprow5 + (long long)16)]) = gacc55;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot113) * (long long)768 + gprow5 + (long long)32)]) = gacc56;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot113) * (long long)768 + gprow5 + (long long)48)]) = gacc57;
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
  gacc158 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot165 * (long long)768 + gprow5 + (long long)0)]);
  gacc159 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot165 * (long long)768 + gprow5 + (long long)16)]);
  gacc160 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot165 * (long long)768 + gprow5 + (long long)32)]);
  gacc161 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot165 * (long long)768 + gprow5 + (long long)48)]);
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot165) * (long long)768 + gprow5 + (long long)0)]) = gacc158;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot165) * (long long)768 + gprow5 + (long long)16)]) = gacc159;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot165) * (long long)768 + gprow5 + (long long)32)]) = gacc160;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot165) * (long long)768 + gprow5 + (long long)48)]) = gacc161;
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
  gacc158 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot187 * (long long)768 + gprow5 + (long long)0)]);
  gacc159 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot187 * (long long)768 + gprow5 + (long long)16)]);
  gacc160 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot187 * (long long)768 + gprow5 + (long long)32)]);
  gacc161 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot187 * (long long)768 + gprow5 + (long long)48)]);
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot187) * (long long)768 + gprow5 + (long long)0)]) = gacc158;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot187) * (long long)768 + gprow5 + (long long)16)]) = gacc159;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot187) * (long long)768 + gprow5 + (long long)32)]) = gacc160;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot187) * (long long)768 + gprow5 + (long long)48)]) = gacc161;
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
  gacc218 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot229 * (long long)768 + gprow5 + (long long)0)]);
  gacc219 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot229 * (long long)768 + gprow5 + (long long)16)]);
  gacc220 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot229 * (long long)768 + gprow5 + (long long)32)]);
  gacc221 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot229 * (long long)768 + gprow5 + (long long)48)]);
  gacc222 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot230 * (long long)768 + gprow5 + (long long)0)]);
  gacc223 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot230 * (long long)768 + gprow5 + (long long)16)]);
  gacc224 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot230 * (long long)768 + gprow5 + (long long)32)]);
  gacc225 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot230 * (long long)768 + gprow5 + (long long)48)]);
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot229) * (long long)768 + gprow5 + (long long)0)]) = gacc218;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot229) * (long long)768 + gprow5 + (long long)16)]) = gacc219;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot229) * (long long)768 + gprow5 + (long long)32)]) = gacc220;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot229) * (long long)768 + gprow5 + (long long)48)]) = gacc221;
  goto lpwn248;

lpwn248:
  if (lpslot230 <= (long long)-2) goto lpwr249; else goto lpwn250;

lpwr249:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot230) * (long long)768 + gprow5 + (long long)0)]) = gacc222;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot230) * (long long)768 + gprow5 + (long long)16)]) = gacc223;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot230) * (long long)768 + gprow5 + (long long)32)]) = gacc224;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot230) * (long long)768 + gprow5 + (long long)48)]) = gacc225;
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
  gacc218 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot260 * (long long)768 + gprow5 + (long long)0)]);
  gacc219 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot260 * (long long)768 + gprow5 + (long long)16)]);
  gacc220 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot260 * (long long)768 + gprow5 + (long long)32)]);
  gacc221 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot260 * (long long)768 + gprow5 + (long long)48)]);
  gacc222 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot261 * (long long)768 + gprow5 + (long long)0)]);
  gacc223 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot261 * (long long)768 + gprow5 + (long long)16)]);
  gacc224 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot261 * (long long)768 + gprow5 + (long long)32)]);
  gacc225 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot261 * (long long)768 + gprow5 + (long long)48)]);
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot260) * (long long)768 + gprow5 + (long long)0)]) = gacc218;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot260) * (long long)768 + gprow5 + (long long)16)]) = gacc219;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot260) * (long long)768 + gprow5 + (long long)32)]) = gacc220;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot260) * (long long)768 + gprow5 + (long long)48)]) = gacc221;
  goto lpwn279;

lpwn279:
  if (lpslot261 <= (long long)-2) goto lpwr280; else goto lpwn281;

lpwr280:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot261) * (long long)768 + gprow5 + (long long)0)]) = gacc222;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot261) * (long long)768 + gprow5 + (long long)16)]) = gacc223;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot261) * (long long)768 + gprow5 + (long long)32)]) = gacc224;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot261) * (long long)768 + gprow5 + (long long)48)]) = gacc225;
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
  gacc303 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot318 * (long long)768 + gprow5 + (long long)0)]);
  gacc304 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot318 * (long long)768 + gprow5 + (long long)16)]);
  gacc305 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot318 * (long long)768 + gprow5 + (long long)32)]);
  gacc306 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot318 * (long long)768 + gprow5 + (long long)48)]);
  gacc307 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot319 * (long long)768 + gprow5 + (long long)0)]);
  gacc308 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot319 * (long long)768 + gprow5 + (long long)16)]);
  gacc309 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot319 * (long long)768 + gprow5 + (long long)32)]);
  gacc310 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot319 * (long long)768 + gprow5 + (long long)48)]);
  gacc311 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot320 * (long long)768 + gprow5 + (long long)0)]);
  gacc312 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot320 * (long long)768 + gprow5 + (long long)16)]);
  gacc313 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot320 * (long long)768 + gprow5 + (long long)32)]);
  gacc314 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot320 * (long long)768 + gprow5 + (long long)48)]);
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot318) * (long long)768 + gprow5 + (long long)0)]) = gacc303;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot318) * (long long)768 + gprow5 + (long long)16)]) = gacc304;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot318) * (long long)768 + gprow5 + (long long)32)]) = gacc305;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot318) * (long long)768 + gprow5 + (long long)48)]) = gacc306;
  goto lpwn340;

lpwn340:
  if (lpslot319 <= (long long)-2) goto lpwr341; else goto lpwn342;

lpwr341:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot319) * (long long)768 + gprow5 + (long long)0)]) = gacc307;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot319) * (long long)768 + gprow5 + (long long)16)]) = gacc308;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot319) * (long long)768 + gprow5 + (long long)32)]) = gacc309;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot319) * (long long)768 + gprow5 + (long long)48)]) = gacc310;
  goto lpwn342;

lpwn342:
  if (lpslot320 <= (long long)-2) goto lpwr343; else goto lpwn344;

lpwr343:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot320) * (long long)768 + gprow5 + (long long)0)]) = gacc311;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot320) * (long long)768 + gprow5 + (long long)16)]) = gacc312;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot320) * (long long)768 + gprow5 + (long long)32)]) = gacc313;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot320) * (long long)768 + gprow5 + (long long)48)]) = gacc314;
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
  gacc303 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot358 * (long long)768 + gprow5 + (long long)0)]);
  gacc304 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot358 * (long long)768 + gprow5 + (long long)16)]);
  gacc305 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot358 * (long long)768 + gprow5 + (long long)32)]);
  gacc306 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot358 * (long long)768 + gprow5 + (long long)48)]);
  gacc307 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot359 * (long long)768 + gprow5 + (long long)0)]);
  gacc308 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot359 * (long long)768 + gprow5 + (long long)16)]);
  gacc309 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot359 * (long long)768 + gprow5 + (long long)32)]);
  gacc310 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot359 * (long long)768 + gprow5 + (long long)48)]);
  gacc311 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot360 * (long long)768 + gprow5 + (long long)0)]);
  gacc312 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot360 * (long long)768 + gprow5 + (long long)16)]);
  gacc313 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot360 * (long long)768 + gprow5 + (long long)32)]);
  gacc314 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot360 * (long long)768 + gprow5 + (long long)48)]);
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot358) * (long long)768 + gprow5 + (long long)0)]) = gacc303;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot358) * (long long)768 + gprow5 + (long long)16)]) = gacc304;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot358) * (long long)768 + gprow5 + (long long)32)]) = gacc305;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot358) * (long long)768 + gprow5 + (long long)48)]) = gacc306;
  goto lpwn380;

lpwn380:
  if (lpslot359 <= (long long)-2) goto lpwr381; else goto lpwn382;

lpwr381:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot359) * (long long)768 + gprow5 + (long long)0)]) = gacc307;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot359) * (long long)768 + gprow5 + (long long)16)]) = gacc308;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot359) * (long long)768 + gprow5 + (long long)32)]) = gacc309;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot359) * (long long)768 + gprow5 + (long long)48)]) = gacc310;
  goto lpwn382;

lpwn382:
  if (lpslot360 <= (long long)-2) goto lpwr383; else goto lpwn384;

lpwr383:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot360) * (long long)768 + gprow5 + (long long)0)]) = gacc311;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot360) * (long long)768 + gprow5 + (long long)16)]) = gacc312;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot360) * (long long)768 + gprow5 + (long long)32)]) = gacc313;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot360) * (long long)768 + gprow5 + (long long)48)]) = gacc314;
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
  if (li_28 < n_2) goto body392; else goto after393;

body392:
  i_29 = start_0 + li_28;
  cs_38 = (long long)child_start[i_29];
  c0_39 = (long long)children[cs_38];
  c1_41 = (long long)children[(cs_38 + (long long)1)];
  gj7 = (long long)0;
  goto for394;

after393:
  gq6 += (long long)1;
  goto grow13;

for394:
  if (gj7 < (long long)64) goto body395; else goto after396;

body395:
  j_30 = gr4 + gj7;
  v8_31 = t0[(li_28 * (long long)256 + j_30)] + P_b_z[j_30];
  v9_32 = cx_vsigmoidf (v8_31);
  t1[(li_28 * (long long)256 + j_30)] = v9_32;
  v16_33 = t2[(li_28 * (long long)256 + j_30)] + P_b_rl[j_30];
  v17_34 = cx_vsigmoidf (v16_33);
  v24_35 = t3[(li_28 * (long long)256 + j_30)] + P_b_rr[j_30];
  v25_36 = cx_vsigmoidf (v24_35);
  v29_37 = v17_34 * S_0[(c0_39 * (long long)256 + j_30)];
  t4[(li_28 * (long long)256 + j_30)] = v29_37;
  v30_40 = v25_36 * S_0[(c1_41 * (long long)256 + j_30)];
  t5[(li_28 * (long long)256 + j_30)] = v30_40;
  gj7 += (long long)1;
  goto for394;

after396:
  li_28 += (long long)1;
  goto for391;

grow405:
  if (gq402 < (long long)4) goto grbody406; else goto grafter407;

grbody406:
  gr400 = (gq402 + gdir404 * ((long long)3 - (long long)2 * gq402)) * (long long)64;
  gpw397 = &PK_2[((gr400 + (long long)0) * (long long)512)];
  gprow401 = gr400 + (long long)0;
  gnhi399 = n_2;
  gli398 = (long long)0;
  goto gtile408;

grafter407:
  return;

gtile408:
  if (gli398 + (long long)3 < gnhi399) goto gtbody409; else goto gtafter410;

gtbody409:
  li_45 = gli398 + (long long)0;
  i_46 = start_0 + li_45;
  gx411 = (float *)&t4[(li_45 * (long long)256)];
  gx412 = (float *)&t5[(li_45 * (long long)256)];
  li_45 = gli398 + (long long)1;
  i_46 = start_0 + li_45;
  gx413 = (float *)&t4[(li_45 * (long long)256)];
  gx414 = (float *)&t5[(li_45 * (long long)256)];
  li_45 = gli398 + (long long)2;
  i_46 = start_0 + li_45;
  gx415 = (float *)&t4[(li_45 * (long long)256)];
  gx416 = (float *)&t5[(li_45 * (long long)256)];
  li_45 = gli398 + (long long)3;
  i_46 = start_0 + li_45;
  gx417 = (float *)&t4[(li_45 * (long long)256)];
  gx418 = (float *)&t5[(li_45 * (long long)256)];
  gacc419 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc420 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc421 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc422 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc423 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc424 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc425 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc426 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc427 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc428 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc429 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc430 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc431 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc432 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc433 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc434 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp436 = gpw397;
  gk435 = (long long)0;
  goto gfor437;

gtafter410:
  if (gnhi399 - gli398 == (long long)1) goto gtrest468; else goto gtnext469;

gfor437:
  if (gk435 < (long long)256) goto gbody438; else goto gafter439;

gbody438:
  gw440 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp436[(long long)0]);
  gw441 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp436[(long long)16]);
  gw442 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp436[(long long)32]);
  gw443 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp436[(long long)48]);
  gxs444 = gx411[(gk435 + (long long)0)];
  gxb445 = {gxs444, gxs444, gxs444, gxs444, gxs444, gxs444, gxs444, gxs444, gxs444, gxs444, gxs444, gxs444, gxs444, gxs444, gxs444, gxs444};
  gacc419 += gw440 * gxb445;
  gacc420 += gw441 * gxb445;
  gacc421 += gw442 * gxb445;
  gacc422 += gw443 * gxb445;
  gxs446 = gx413[(gk435 + (long long)0)];
  gxb447 = {gxs446, gxs446, gxs446, gxs446, gxs446, gxs446, gxs446, gxs446, gxs446, gxs446, gxs446, gxs446, gxs446, gxs446, gxs446, gxs446};
  gacc423 += gw440 * gxb447;
  gacc424 += gw441 * gxb447;
  gacc425 += gw442 * gxb447;
  gacc426 += gw443 * gxb447;
  gxs448 = gx415[(gk435 + (long long)0)];
  gxb449 = {gxs448, gxs448, gxs448, gxs448, gxs448, gxs448, gxs448, gxs448, gxs448, gxs448, gxs448, gxs448, gxs448, gxs448, gxs448, gxs448};
  gacc427 += gw440 * gxb449;
  gacc428 += gw441 * gxb449;
  gacc429 += gw442 * gxb449;
  gacc430 += gw443 * gxb449;
  gxs450 = gx417[(gk435 + (long long)0)];
  gxb451 = {gxs450, gxs450, gxs450, gxs450, gxs450, gxs450, gxs450, gxs450, gxs450, gxs450, gxs450, gxs450, gxs450, gxs450, gxs450, gxs450};
  gacc431 += gw440 * gxb451;
  gacc432 += gw441 * gxb451;
  gacc433 += gw442 * gxb451;
  gacc434 += gw443 * gxb451;
  gp436 = &gp436[(long long)64];
  gk435 += (long long)1;
  goto gfor437;

gafter439:
  gk435 = (long long)0;
  goto gfor452;

gfor452:
  if (gk435 < (long long)256) goto gbody453; else goto gafter454;

gbody453:
  gw455 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp436[(long long)0]);
  gw456 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp436[(long long)16]);
  gw457 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp436[(long long)32]);
  gw458 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp436[(long long)48]);
  gxs459 = gx412[(gk435 + (long long)0)];
  gxb460 = {gxs459, gxs459, gxs459, gxs459, gxs459, gxs459, gxs459, gxs459, gxs459, gxs459, gxs459, gxs459, gxs459, gxs459, gxs459, gxs459};
  gacc419 += gw455 * gxb460;
  gacc420 += gw456 * gxb460;
  gacc421 += gw457 * gxb460;
  gacc422 += gw458 * gxb460;
  gxs461 = gx414[(gk435 + (long long)0)];
  gxb462 = {gxs461, gxs461, gxs461, gxs461, gxs461, gxs461, gxs461, gxs461, gxs461, gxs461, gxs461, gxs461, gxs461, gxs461, gxs461, gxs461};
  gacc423 += gw455 * gxb462;
  gacc424 += gw456 * gxb462;
  gacc425 += gw457 * gxb462;
  gacc426 += gw458 * gxb462;
  gxs463 = gx416[(gk435 + (long long)0)];
  gxb464 = {gxs463, gxs463, gxs463, gxs463, gxs463, gxs463, gxs463, gxs463, gxs463, gxs463, gxs463, gxs463, gxs463, gxs463, gxs463, gxs463};
  gacc427 += gw455 * gxb464;
  gacc428 += gw456 * gxb464;
  gacc429 += gw457 * gxb464;
  gacc430 += gw458 * gxb464;
  gxs465 = gx418[(gk435 + (long long)0)];
  gxb466 = {gxs465, gxs465, gxs465, gxs465, gxs465, gxs465, gxs465, gxs465, gxs465, gxs465, gxs465, gxs465, gxs465, gxs465, gxs465, gxs465};
  gacc431 += gw455 * gxb466;
  gacc432 += gw456 * gxb466;
  gacc433 += gw457 * gxb466;
  gacc434 += gw458 * gxb466;
  gp436 = &gp436[(long long)64];
  gk435 += (long long)1;
  goto gfor452;

gafter454:
  li_45 = gli398 + (long long)0;
  i_46 = start_0 + li_45;
  r_42 = gr400 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc419;
  r_42 = gr400 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc420;
  r_42 = gr400 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc421;
  r_42 = gr400 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc422;
  li_45 = gli398 + (long long)1;
  i_46 = start_0 + li_45;
  r_42 = gr400 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc423;
  r_42 = gr400 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc424;
  r_42 = gr400 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc425;
  r_42 = gr400 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc426;
  li_45 = gli398 + (long long)2;
  i_46 = start_0 + li_45;
  r_42 = gr400 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc427;
  r_42 = gr400 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc428;
  r_42 = gr400 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc429;
  r_42 = gr400 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc430;
  li_45 = gli398 + (long long)3;
  i_46 = start_0 + li_45;
  r_42 = gr400 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc431;
  r_42 = gr400 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc432;
  r_42 = gr400 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc433;
  r_42 = gr400 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc434;
  gli398 += (long long)4;
  goto gtile408;

gtdone467:
  li_47 = (long long)0;
  goto for582;

gtrest468:
  li_45 = gli398 + (long long)0;
  i_46 = start_0 + li_45;
  gx470 = (float *)&t4[(li_45 * (long long)256)];
  gx471 = (float *)&t5[(li_45 * (long long)256)];
  gacc472 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc473 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc474 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc475 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp477 = gpw397;
  gk476 = (long long)0;
  goto gfor478;

gtnext469:
  if (gnhi399 - gli398 == (long long)2) goto gtrest496; else goto gtnext497;

gfor478:
  if (gk476 < (long long)256) goto gbody479; else goto gafter480;

gbody479:
  gw481 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp477[(long long)0]);
  gw482 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp477[(long long)16]);
  gw483 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp477[(long long)32]);
  gw484 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp477[(long long)48]);
  gxs485 = gx470[(gk476 + (long long)0)];
  gxb486 = {gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485};
  gacc472 += gw481 * gxb486;
  gacc473 += gw482 * gxb486;
  gacc474 += gw483 * gxb486;
  gacc475 += gw484 * gxb486;
  gp477 = &gp477[(long long)64];
  gk476 += (long long)1;
  goto gfor478;

gafter480:
  gk476 = (long long)0;
  goto gfor487;

gfor487:
  if (gk476 < (long long)256) goto gbody488; else goto gafter489;

gbody488:
  gw490 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp477[(long long)0]);
  gw491 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp477[(long long)16]);
  gw492 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp477[(long long)32]);
  gw493 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp477[(long long)48]);
  gxs494 = gx471[(gk476 + (long long)0)];
  gxb495 = {gxs494, gxs494, gxs494, gxs494, gxs494, gxs494, gxs494, gxs494, gxs494, gxs494, gxs494, gxs494, gxs494, gxs494, gxs494, gxs494};
  gacc472 += gw490 * gxb495;
  gacc473 += gw491 * gxb495;
  gacc474 += gw492 * gxb495;
  gacc475 += gw493 * gxb495;
  gp477 = &gp477[(long long)64];
  gk476 += (long long)1;
  goto gfor487;

gafter489:
  li_45 = gli398 + (long long)0;
  i_46 = start_0 + li_45;
  r_42 = gr400 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc472;
  r_42 = gr400 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc473;
  r_42 = gr400 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc474;
  r_42 = gr400 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc475;
  goto gtdone467;

gtrest496:
  li_45 = gli398 + (long long)0;
  i_46 = start_0 + li_45;
  gx498 = (float *)&t4[(li_45 * (long long)256)];
  gx499 = (float *)&t5[(li_45 * (long long)256)];
  li_45 = gli398 + (long long)1;
  i_46 = start_0 + li_45;
  gx500 = (float *)&t4[(li_45 * (long long)256)];
  gx501 = (float *)&t5[(li_45 * (long long)256)];
  gacc502 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc503 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc504 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc505 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc506 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc507 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc508 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc509 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp511 = gpw397;
  gk510 = (long long)0;
  goto gfor512;

gtnext497:
  if (gnhi399 - gli398 == (long long)3) goto gtrest534; else goto gtnext535;

gfor512:
  if (gk510 < (long long)256) goto gbody513; else goto gafter514;

gbody513:
  gw515 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp511[(long long)0]);
  gw516 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp511[(long long)16]);
  gw517 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp511[(long long)32]);
  gw518 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp511[(long long)48]);
  gxs519 = gx498[(gk510 + (long long)0)];
  gxb520 = {gxs519, gxs519, gxs519, gxs519, gxs519, gxs519, gxs519, gxs519, gxs519, gxs519, gxs519, gxs519, gxs519, gxs519, gxs519, gxs519};
  gacc502 += gw515 * gxb520;
  gacc503 += gw516 * gxb520;
  gacc504 += gw517 * gxb520;
  gacc505 += gw518 * gxb520;
  gxs521 = gx500[(gk510 + (long long)0)];
  gxb522 = {gxs521, gxs521, gxs521, gxs521, gxs521, gxs521, gxs521, gxs521, gxs521, gxs521, gxs521, gxs521, gxs521, gxs521, gxs521, gxs521};
  gacc506 += gw515 * gxb522;
  gacc507 += gw516 * gxb522;
  gacc508 += gw517 * gxb522;
  gacc509 += gw518 * gxb522;
  gp511 = &gp511[(long long)64];
  gk510 += (long long)1;
  goto gfor512;

gafter514:
  gk510 = (long long)0;
  goto gfor523;

gfor523:
  if (gk510 < (long long)256) goto gbody524; else goto gafter525;

gbody524:
  gw526 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp511[(long long)0]);
  gw527 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp511[(long long)16]);
  gw528 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp511[(long long)32]);
  gw529 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp511[(long long)48]);
  gxs530 = gx499[(gk510 + (long long)0)];
  gxb531 = {gxs530, gxs530, gxs530, gxs530, gxs530, gxs530, gxs530, gxs530, gxs530, gxs530, gxs530, gxs530, gxs530, gxs530, gxs530, gxs530};
  gacc502 += gw526 * gxb531;
  gacc503 += gw527 * gxb531;
  gacc504 += gw528 * gxb531;
  gacc505 += gw529 * gxb531;
  gxs532 = gx501[(gk510 + (long long)0)];
  gxb533 = {gxs532, gxs532, gxs532, gxs532, gxs532, gxs532, gxs532, gxs532, gxs532, gxs532, gxs532, gxs532, gxs532, gxs532, gxs532, gxs532};
  gacc506 += gw526 * gxb533;
  gacc507 += gw527 * gxb533;
  gacc508 += gw528 * gxb533;
  gacc509 += gw529 * gxb533;
  gp511 = &gp511[(long long)64];
  gk510 += (long long)1;
  goto gfor523;

gafter525:
  li_45 = gli398 + (long long)0;
  i_46 = start_0 + li_45;
  r_42 = gr400 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc502;
  r_42 = gr400 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc503;
  r_42 = gr400 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc504;
  r_42 = gr400 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc505;
  li_45 = gli398 + (long long)1;
  i_46 = start_0 + li_45;
  r_42 = gr400 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc506;
  r_42 = gr400 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc507;
  r_42 = gr400 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc508;
  r_42 = gr400 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc509;
  goto gtdone467;

gtrest534:
  li_45 = gli398 + (long long)0;
  i_46 = start_0 + li_45;
  gx536 = (float *)&t4[(li_45 * (long long)256)];
  gx537 = (float *)&t5[(li_45 * (long long)256)];
  li_45 = gli398 + (long long)1;
  i_46 = start_0 + li_45;
  gx538 = (float *)&t4[(li_45 * (long long)256)];
  gx539 = (float *)&t5[(li_45 * (long long)256)];
  li_45 = gli398 + (long long)2;
  i_46 = start_0 + li_45;
  gx540 = (float *)&t4[(li_45 * (long long)256)];
  gx541 = (float *)&t5[(li_45 * (long long)256)];
  gacc542 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc543 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc544 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc545 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc546 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc547 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc548 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc549 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc550 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc551 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc552 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc553 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp555 = gpw397;
  gk554 = (long long)0;
  goto gfor556;

gtnext535:
  goto gtdone467;

gfor556:
  if (gk554 < (long long)256) goto gbody557; else goto gafter558;

gbody557:
  gw559 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp555[(long long)0]);
  gw560 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp555[(long long)16]);
  gw561 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp555[(long long)32]);
  gw562 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp555[(long long)48]);
  gxs563 = gx536[(gk554 + (long long)0)];
  gxb564 = {gxs563, gxs563, gxs563, gxs563, gxs563, gxs563, gxs563, gxs563, gxs563, gxs563, gxs563, gxs563, gxs563, gxs563, gxs563, gxs563};
  gacc542 += gw559 * gxb564;
  gacc543 += gw560 * gxb564;
  gacc544 += gw561 * gxb564;
  gacc545 += gw562 * gxb564;
  gxs565 = gx538[(gk554 + (long long)0)];
  gxb566 = {gxs565, gxs565, gxs565, gxs565, gxs565, gxs565, gxs565, gxs565, gxs565, gxs565, gxs565, gxs565, gxs565, gxs565, gxs565, gxs565};
  gacc546 += gw559 * gxb566;
  gacc547 += gw560 * gxb566;
  gacc548 += gw561 * gxb566;
  gacc549 += gw562 * gxb566;
  gxs567 = gx540[(gk554 + (long long)0)];
  gxb568 = {gxs567, gxs567, gxs567, gxs567, gxs567, gxs567, gxs567, gxs567, gxs567, gxs567, gxs567, gxs567, gxs567, gxs567, gxs567, gxs567};
  gacc550 += gw559 * gxb568;
  gacc551 += gw560 * gxb568;
  gacc552 += gw561 * gxb568;
  gacc553 += gw562 * gxb568;
  gp555 = &gp555[(long long)64];
  gk554 += (long long)1;
  goto gfor556;

gafter558:
  gk554 = (long long)0;
  goto gfor569;

gfor569:
  if (gk554 < (long long)256) goto gbody570; else goto gafter571;

gbody570:
  gw572 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp555[(long long)0]);
  gw573 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp555[(long long)16]);
  gw574 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp555[(long long)32]);
  gw575 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp555[(long long)48]);
  gxs576 = gx537[(gk554 + (long long)0)];
  gxb577 = {gxs576, gxs576, gxs576, gxs576, gxs576, gxs576, gxs576, gxs576, gxs576, gxs576, gxs576, gxs576, gxs576, gxs576, gxs576, gxs576};
  gacc542 += gw572 * gxb577;
  gacc543 += gw573 * gxb577;
  gacc544 += gw574 * gxb577;
  gacc545 += gw575 * gxb577;
  gxs578 = gx539[(gk554 + (long long)0)];
  gxb579 = {gxs578, gxs578, gxs578, gxs578, gxs578, gxs578, gxs578, gxs578, gxs578, gxs578, gxs578, gxs578, gxs578, gxs578, gxs578, gxs578};
  gacc546 += gw572 * gxb579;
  gacc547 += gw573 * gxb579;
  gacc548 += gw574 * gxb579;
  gacc549 += gw575 * gxb579;
  gxs580 = gx541[(gk554 + (long long)0)];
  gxb581 = {gxs580, gxs580, gxs580, gxs580, gxs580, gxs580, gxs580, gxs580, gxs580, gxs580, gxs580, gxs580, gxs580, gxs580, gxs580, gxs580};
  gacc550 += gw572 * gxb581;
  gacc551 += gw573 * gxb581;
  gacc552 += gw574 * gxb581;
  gacc553 += gw575 * gxb581;
  gp555 = &gp555[(long long)64];
  gk554 += (long long)1;
  goto gfor569;

gafter571:
  li_45 = gli398 + (long long)0;
  i_46 = start_0 + li_45;
  r_42 = gr400 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc542;
  r_42 = gr400 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc543;
  r_42 = gr400 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc544;
  r_42 = gr400 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc545;
  li_45 = gli398 + (long long)1;
  i_46 = start_0 + li_45;
  r_42 = gr400 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc546;
  r_42 = gr400 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc547;
  r_42 = gr400 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc548;
  r_42 = gr400 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc549;
  li_45 = gli398 + (long long)2;
  i_46 = start_0 + li_45;
  r_42 = gr400 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc550;
  r_42 = gr400 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc551;
  r_42 = gr400 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc552;
  r_42 = gr400 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc553;
  goto gtdone467;

for582:
  if (li_47 < n_2) goto body583; else goto after584;

body583:
  i_48 = start_0 + li_47;
  cs_53 = (long long)child_start[i_48];
  c0_54 = (long long)children[cs_53];
  c1_55 = (long long)children[(cs_53 + (long long)1)];
  gj403 = (long long)0;
  goto for585;

after584:
  gq402 += (long long)1;
  goto grow405;

for585:
  if (gj403 < (long long)64) goto body586; else goto after587;

body586:
  j_49 = gr400 + gj403;
  v34_50 = t6[(li_47 * (long long)256 + j_49)] + P_b_h[j_49];
  v35_51 = cx_vtanhf (v34_50);
  v36_52 = S_0[(c0_54 * (long long)256 + j_49)] + S_0[(c1_55 * (long long)256 + j_49)];
  v37_56 = t1[(li_47 * (long long)256 + j_49)] * v36_52;
  v39_57 = v37_56 / (float)2.000000;
  v41_58 = (float)1.000000 - t1[(li_47 * (long long)256 + j_49)];
  v42_59 = v41_58 * v35_51;
  v43_60 = v39_57 + v42_59;
  S_0[(i_48 * (long long)256 + j_49)] = v43_60;
  gj403 += (long long)1;
  goto for585;

after587:
  li_47 += (long long)1;
  goto for582;
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
  long long ix2_9;
  long long li_10;
  long long i_11;
  long long j_12;
  float v6_13;
  float v7_14;
  float * PK_0;
  float * P_W_x;

entry:
  PK_0 = f->packed[(long long)0];
  P_W_x = f->params[(long long)1];
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
  return;

pk4:
  if (k_5 < (long long)256) goto pkb5; else goto pka6;

pkb5:
  PK_0[(((r_4 + (long long)0) / (long long)64 * (long long)256 + k_5 + (long long)0) * (long long)64 + (r_4 + (long long)0) % (long long)64)] = P_W_x[(r_4 * (long long)256 + k_5)];
  k_5 += (long long)1;
  goto pk4;

pka6:
  r_4 += (long long)1;
  goto pr1;
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
  float acc7_6;
  long long li_7;
  long long i_8;
  long long cs_9;
  long long c0_10;
  long long c1_11;
  long long r_12;
  long long k_13;
  float acc15_14;
  long long li_15;
  long long i_16;
  long long cs_17;
  long long c0_18;
  long long c1_19;
  long long r_20;
  long long k_21;
  float acc23_22;
  long long li_23;
  long long i_24;
  long long cs_25;
  long long c0_26;
  long long c1_27;
  long long li_28;
  long long i_29;
  long long j_30;
  float v8_31;
  float v9_32;
  float v16_33;
  float v17_34;
  float v24_35;
  float v25_36;
  float v29_37;
  long long cs_38;
  long long c0_39;
  float v30_40;
  long long c1_41;
  long long r_42;
  long long k_43;
  float acc33_44;
  long long li_45;
  long long i_46;
  long long li_47;
  long long i_48;
  long long j_49;
  float v34_50;
  float v35_51;
  float v36_52;
  long long cs_53;
  long long c0_54;
  long long c1_55;
  float v37_56;
  float v39_57;
  float v41_58;
  float v42_59;
  float v43_60;
  float * PK_1;
  float * P_U_z_l;
  float * P_U_z_r;
  float * P_U_rl_l;
  float * P_U_rl_r;
  float * P_U_rr_l;
  float * P_U_rr_r;

entry:
  PK_1 = f->packed[(long long)1];
  P_U_z_l = f->params[(long long)3];
  P_U_z_r = f->params[(long long)4];
  P_U_rl_l = f->params[(long long)5];
  P_U_rl_r = f->params[(long long)6];
  P_U_rr_l = f->params[(long long)7];
  P_U_rr_r = f->params[(long long)8];
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
  PK_1[(((r_4 + (long long)0) / (long long)64 * (long long)512 + k_5 + (long long)0) * (long long)64 + (r_4 + (long long)0) % (long long)64)] = P_U_z_l[(r_4 * (long long)256 + k_5)];
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
  PK_1[(((r_4 + (long long)0) / (long long)64 * (long long)512 + k_5 + (long long)256) * (long long)64 + (r_4 + (long long)0) % (long long)64)] = P_U_z_r[(r_4 * (long long)256 + k_5)];
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
  PK_1[(((r_12 + (long long)256) / (long long)64 * (long long)512 + k_13 + (long long)0) * (long long)64 + (r_12 + (long long)256) % (long long)64)] = P_U_rl_l[(r_12 * (long long)256 + k_13)];
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
  PK_1[(((r_12 + (long long)256) / (long long)64 * (long long)512 + k_13 + (long long)256) * (long long)64 + (r_12 + (long long)256) % (long long)64)] = P_U_rl_r[(r_12 * (long long)256 + k_13)];
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
  PK_1[(((r_20 + (long long)512) / (long long)64 * (long long)512 + k_21 + (long long)0) * (long long)64 + (r_20 + (long long)512) % (long long)64)] = P_U_rr_l[(r_20 * (long long)256 + k_21)];
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
  return;

pk34:
  if (k_21 < (long long)256) goto pkb35; else goto pka36;

pkb35:
  PK_1[(((r_20 + (long long)512) / (long long)64 * (long long)512 + k_21 + (long long)256) * (long long)64 + (r_20 + (long long)512) % (long long)64)] = P_U_rr_r[(r_20 * (long long)256 + k_21)];
  k_21 += (long long)1;
  goto pk34;

pka36:
  r_20 += (long long)1;
  goto pr31;
}

static void
cx_pack_2 (struct JitFrame * f)
{
  long long start_0;
  long long end_1;
  long long n_2;
  long long ebase_3;
  long long r_4;
  long long k_5;
  float acc7_6;
  long long li_7;
  long long i_8;
  long long cs_9;
  long long c0_10;
  long long c1_11;
  long long r_12;
  long long k_13;
  float acc15_14;
  long long li_15;
  long long i_16;
  long long cs_17;
  long long c0_18;
  long long c1_19;
  long long r_20;
  long long k_21;
  float acc23_22;
  long long li_23;
  long long i_24;
  long long cs_25;
  long long c0_26;
  long long c1_27;
  long long li_28;
  long long i_29;
  long long j_30;
  float v8_31;
  float v9_32;
  float v16_33;
  float v17_34;
  float v24_35;
  float v25_36;
  float v29_37;
  long long cs_38;
  long long c0_39;
  float v30_40;
  long long c1_41;
  long long r_42;
  long long k_43;
  float acc33_44;
  long long li_45;
  long long i_46;
  long long li_47;
  long long i_48;
  long long j_49;
  float v34_50;
  float v35_51;
  float v36_52;
  long long cs_53;
  long long c0_54;
  long long c1_55;
  float v37_56;
  float v39_57;
  float v41_58;
  float v42_59;
  float v43_60;
  float * PK_2;
  float * P_W_l;
  float * P_W_r;

entry:
  PK_2 = f->packed[(long long)2];
  P_W_l = f->params[(long long)12];
  P_W_r = f->params[(long long)13];
  goto start0;

start0:
  r_42 = (long long)0;
  goto pr1;

pr1:
  if (r_42 < (long long)256) goto prb2; else goto pra3;

prb2:
  k_43 = (long long)0;
  goto pk4;

pra3:
  r_42 = (long long)0;
  goto pr7;

pk4:
  if (k_43 < (long long)256) goto pkb5; else goto pka6;

pkb5:
  PK_2[(((r_42 + (long long)0) / (long long)64 * (long long)512 + k_43 + (long long)0) * (long long)64 + (r_42 + (long long)0) % (long long)64)] = P_W_l[(r_42 * (long long)256 + k_43)];
  k_43 += (long long)1;
  goto pk4;

pka6:
  r_42 += (long long)1;
  goto pr1;

pr7:
  if (r_42 < (long long)256) goto prb8; else goto pra9;

prb8:
  k_43 = (long long)0;
  goto pk10;

pra9:
  return;

pk10:
  if (k_43 < (long long)256) goto pkb11; else goto pka12;

pkb11:
  PK_2[(((r_42 + (long long)0) / (long long)64 * (long long)512 + k_43 + (long long)256) * (long long)64 + (r_42 + (long long)0) % (long long)64)] = P_W_r[(r_42 * (long long)256 + k_43)];
  k_43 += (long long)1;
  goto pk10;

pka12:
  r_42 += (long long)1;
  goto pr7;
}

extern void
cx_pack (struct JitFrame * f)
{
entry:
  (void)cx_pack_0 (f);
  (void)cx_pack_1 (f);
  (void)cx_pack_2 (f);
  return;
}

