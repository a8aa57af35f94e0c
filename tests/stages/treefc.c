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
  long long li_4;
  long long i_5;
  long long j_6;
  long long ix1_7;
  int * child_start;
  int * ifields;
  long long jv9;
  float * P_E;
  float * S_0;

entry:
  start_0 = (long long)start;
  end_1 = (long long)end;
  child_start = f->child_start;
  ifields = f->ifields;
  P_E = f->params[(long long)0];
  S_0 = f->states[(long long)0];
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
  ix1_7 = (long long)ifields[i_5];
  if (ix1_7 < (long long)0 || ix1_7 >= (long long)22000) goto then4; else goto else5;

after3:
  return;

then4:
  if (f->err[(long long)0] == (long long)0) goto rowerr7; else goto join8;

else5:
  goto join6;

join6:
  jv9 = (long long)0;
  goto for10;

rowerr7:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_7;
  f->err[(long long)4] = (long long)0;
  goto join8;

join8:
  ix1_7 = (long long)0;
  goto join6;

for10:
  if (jv9 < (long long)256) goto body11; else goto after12;

body11:
  j_6 = (long long)0 + jv9;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_5 * (long long)256 + j_6)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_E[(ix1_7 * (long long)256 + j_6)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_5 * (long long)256 + j_6 + (long long)16)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_E[(ix1_7 * (long long)256 + j_6 + (long long)16)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_5 * (long long)256 + j_6 + (long long)32)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_E[(ix1_7 * (long long)256 + j_6 + (long long)32)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_5 * (long long)256 + j_6 + (long long)48)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_E[(ix1_7 * (long long)256 + j_6 + (long long)48)]);
  jv9 += (long long)64;
  goto for10;

after12:
  li_4 += (long long)1;
  goto for1;
}

extern void
cx_branch1_internal (struct JitFrame * f, int start, int end)
{
  long long start_0;
  long long end_1;
  long long n_2;
  long long ebase_3;
  long long li_4;
  long long i_5;
  long long j_6;
  float v3_7;
  long long cs_8;
  long long c0_9;
  long long c1_10;
  long long r_11;
  long long k_12;
  float acc5_13;
  long long li_14;
  long long i_15;
  long long li_16;
  long long i_17;
  long long j_18;
  float v6_19;
  float v7_20;
  long long toff;
  float * t0;
  float * t1;
  int * child_start;
  int * children;
  long long jv4;
  float * S_0;
  float  __attribute__((vector_size(sizeof (float) * 16))) v3_8;
  float  __attribute__((vector_size(sizeof (float) * 16))) v3_9;
  float  __attribute__((vector_size(sizeof (float) * 16))) v3_10;
  float  __attribute__((vector_size(sizeof (float) * 16))) v3_11;
  float * PK_0;
  float * gpw12;
  long long gli13;
  long long gnhi14;
  long long gr15;
  long long gprow16;
  long long gq17;
  long long gj18;
  long long gdir19;
  long long gt23;
  long long gtn24;
  float *[4] gtx25;
  float * * gtx26;
  long long[1] gtl27;
  long long * gtl28;
  float  __attribute__((vector_size(sizeof (float) * 16)))[16] gto29;
  float  __attribute__((vector_size(sizeof (float) * 16))) * gto30;
  float * gx39;
  long long jv171;
  float * P_b;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_175;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_176;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_177;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_178;
  float  __attribute__((vector_size(sizeof (float) * 16)))[4] vbuf179;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr180;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr181;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr182;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr183;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_184;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_185;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_186;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_187;

entry:
  start_0 = (long long)start;
  end_1 = (long long)end;
  toff = (long long)0;
  t0 = &f->scratch[toff];
  toff += f->node_cap * (long long)256 + (long long)15 & (long long)-16;
  t1 = &f->scratch[toff];
  toff += f->node_cap * (long long)256 + (long long)15 & (long long)-16;
  child_start = f->child_start;
  children = f->children;
  S_0 = f->states[(long long)0];
  PK_0 = f->packed[(long long)0];
  P_b = f->params[(long long)2];
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
  c0_9 = (long long)children[cs_8];
  c1_10 = (long long)children[(cs_8 + (long long)1)];
  jv4 = (long long)0;
  goto for5;

after3:
  gdir19 = (long long)f->level & (long long)1;
  gq17 = (long long)0;
  goto grow20;

for5:
  if (jv4 < (long long)256) goto body6; else goto after7;

body6:
  j_6 = (long long)0 + jv4;
  v3_8 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c0_9 * (long long)256 + j_6)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c1_10 * (long long)256 + j_6)]);
  v3_9 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c0_9 * (long long)256 + j_6 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c1_10 * (long long)256 + j_6 + (long long)16)]);
  v3_10 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c0_9 * (long long)256 + j_6 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c1_10 * (long long)256 + j_6 + (long long)32)]);
  v3_11 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c0_9 * (long long)256 + j_6 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c1_10 * (long long)256 + j_6 + (long long)48)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)256 + j_6)]) = v3_8;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)256 + j_6 + (long long)16)]) = v3_9;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)256 + j_6 + (long long)32)]) = v3_10;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)256 + j_6 + (long long)48)]) = v3_11;
  jv4 += (long long)64;
  goto for5;

after7:
  li_4 += (long long)1;
  goto for1;

grow20:
  if (gq17 < (long long)4) goto grbody21; else goto grafter22;

grbody21:
  gr15 = (gq17 + gdir19 * ((long long)3 - (long long)2 * gq17)) * (long long)64;
  gpw12 = &PK_0[((gr15 + (long long)0) * (long long)256)];
  gprow16 = gr15 + (long long)0;
  gtx26 = &gtx25[(long long)0];
  gtl28 = &gtl27[(long long)0];
  gto30 = &gto29[(long long)0];
  gtl28[(long long)0] = (long long)256;
  gnhi14 = n_2;
  gli13 = (long long)0;
  goto gtile31;

grafter22:
  return;

gtile31:
  if (gli13 < gnhi14) goto gtbody32; else goto gtafter35;

gtbody32:
  gtn24 = gnhi14 - gli13;
  if (gtn24 > (long long)4) goto gtpart33; else goto gtgo34;

gtpart33:
  gtn24 = (long long)4;
  goto gtgo34;

gtgo34:
  asm ("" : "+r" (gtn24) :  : )
  gt23 = (long long)0;
  goto gt36;

gtafter35:
  li_16 = (long long)0;
  goto for168;

gt36:
  asm ("" : "+r" (gt23) :  : )
  if (gt23 < gtn24) goto gtb38; else goto gtend37;

gtend37:
  if (gtn24 == (long long)4) goto gtcall41; else goto gtnext42;

gtb38:
  li_14 = gli13 + gt23;
  i_15 = start_0 + li_14;
  gx39 = (float *)&t0[(li_14 * (long long)256)];
  gtx26[(gt23 + (long long)0)] = gx39;
  gt23 += (long long)1;
  goto gt36;

gtcalled40:
  asm ("" : "+r" (gtn24) :  : )
  gt23 = (long long)0;
  goto gt165;

gtcall41:
  (void)cx_tile4_4_64_p0 (gpw12, (&gtx26[(long long)0]), (long long)4, (&gtl28[(long long)0]), (long long)1, ((float *)&gto30[(long long)0]));
  goto gtcalled40;

gtnext42:
  if (gtn24 == (long long)3) goto gtcall83; else goto gtnext84;

gtcall83:
  (void)cx_tile3_4_64_p0 (gpw12, (&gtx26[(long long)0]), (long long)4, (&gtl28[(long long)0]), (long long)1, ((float *)&gto30[(long long)0]));
  goto gtcalled40;

gtnext84:
  if (gtn24 == (long long)2) goto gtcall118; else goto gtnext119;

gtcall118:
  (void)cx_tile2_4_64_p0 (gpw12, (&gtx26[(long long)0]), (long long)4, (&gtl28[(long long)0]), (long long)1, ((float *)&gto30[(long long)0]));
  goto gtcalled40;

gtnext119:
  (void)cx_tile1_4_64_p0 (gpw12, (&gtx26[(long long)0]), (long long)4, (&gtl28[(long long)0]), (long long)1, ((float *)&gto30[(long long)0]));
  goto gtcalled40;

gt165:
  asm ("" : "+r" (gt23) :  : )
  if (gt23 < gtn24) goto gtb167; else goto gtend166;

gtend166:
  gli13 += gtn24;
  goto gtile31;

gtb167:
  li_14 = gli13 + gt23;
  r_11 = gr15 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gto30[(gt23 * (long long)4 + (long long)0)];
  r_11 = gr15 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gto30[(gt23 * (long long)4 + (long long)1)];
  r_11 = gr15 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gto30[(gt23 * (long long)4 + (long long)2)];
  r_11 = gr15 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_14 * (long long)256 + r_11)]) = gto30[(gt23 * (long long)4 + (long long)3)];
  gt23 += (long long)1;
  goto gt165;

for168:
  if (li_16 < n_2) goto body169; else goto after170;

body169:
  i_17 = start_0 + li_16;
  jv171 = (long long)0;
  goto for172;

after170:
  gq17 += (long long)1;
  goto grow20;

for172:
  if (jv171 < (long long)64) goto body173; else goto after174;

body173:
  j_18 = gr15 + jv171;
  v6_175 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)256 + j_18)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[j_18]);
  v6_176 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)256 + j_18 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[(j_18 + (long long)16)]);
  v6_177 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)256 + j_18 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[(j_18 + (long long)32)]);
  v6_178 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)256 + j_18 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[(j_18 + (long long)48)]);
  vbuf179[(long long)0] = v6_175;
  vbuf179[(long long)1] = v6_176;
  vbuf179[(long long)2] = v6_177;
  vbuf179[(long long)3] = v6_178;
  (void)cx_vtanh_a_p0 (((float *)&vbuf179[(long long)0]), (long long)64);
  vr180 = vbuf179[(long long)0];
  vr181 = vbuf179[(long long)1];
  vr182 = vbuf179[(long long)2];
  vr183 = vbuf179[(long long)3];
  v7_184 = vr180;
  v7_185 = vr181;
  v7_186 = vr182;
  v7_187 = vr183;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_17 * (long long)256 + j_18)]) = v7_184;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_17 * (long long)256 + j_18 + (long long)16)]) = v7_185;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_17 * (long long)256 + j_18 + (long long)32)]) = v7_186;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_17 * (long long)256 + j_18 + (long long)48)]) = v7_187;
  jv171 += (long long)64;
  goto for172;

after174:
  li_16 += (long long)1;
  goto for168;
}

extern void
cx_tile4_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc43;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc44;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc45;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc46;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc47;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc48;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc49;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc50;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc51;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc52;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc53;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc54;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc55;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc56;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc57;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc58;
  float * p59;
  long long k;
  long long s60;
  long long len;
  float * x64;
  float * x65;
  float * x66;
  float * x67;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw71;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw72;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw73;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw74;
  float gxs75;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb76;
  float gxs77;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb78;
  float gxs79;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb80;
  float gxs81;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb82;

entry:
  acc43 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc44 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc45 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc46 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc47 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc48 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc49 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc50 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc51 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc52 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc53 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc54 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc55 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc56 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc57 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc58 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p59 = pp;
  s60 = (long long)0;
  goto seg61;

seg61:
  if (s60 < nsegs) goto segbody62; else goto segdone63;

segbody62:
  x64 = px[(s60 * xs + (long long)0)];
  x65 = px[(s60 * xs + (long long)1)];
  x66 = px[(s60 * xs + (long long)2)];
  x67 = px[(s60 * xs + (long long)3)];
  len = lens[s60];
  k = (long long)0;
  goto gfor68;

segdone63:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc43;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc44;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc45;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc46;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)64]) = acc47;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)80]) = acc48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)96]) = acc49;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)112]) = acc50;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)128]) = acc51;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)144]) = acc52;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)160]) = acc53;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)176]) = acc54;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)192]) = acc55;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)208]) = acc56;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)224]) = acc57;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)240]) = acc58;
  return;

gfor68:
  if (k < len) goto gbody69; else goto gafter70;

gbody69:
  gw71 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p59[(long long)0]);
  gw72 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p59[(long long)16]);
  gw73 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p59[(long long)32]);
  gw74 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p59[(long long)48]);
  gxs75 = x64[(k + (long long)0)];
  gxb76 = {gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75};
  acc43 += gw71 * gxb76;
  acc44 += gw72 * gxb76;
  acc45 += gw73 * gxb76;
  acc46 += gw74 * gxb76;
  gxs77 = x65[(k + (long long)0)];
  gxb78 = {gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77};
  acc47 += gw71 * gxb78;
  acc48 += gw72 * gxb78;
  acc49 += gw73 * gxb78;
  acc50 += gw74 * gxb78;
  gxs79 = x66[(k + (long long)0)];
  gxb80 = {gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79};
  acc51 += gw71 * gxb80;
  acc52 += gw72 * gxb80;
  acc53 += gw73 * gxb80;
  acc54 += gw74 * gxb80;
  gxs81 = x67[(k + (long long)0)];
  gxb82 = {gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81};
  acc55 += gw71 * gxb82;
  acc56 += gw72 * gxb82;
  acc57 += gw73 * gxb82;
  acc58 += gw74 * gxb82;
  p59 = &p59[(long long)64];
  k += (long long)1;
  goto gfor68;

gafter70:
  s60 += (long long)1;
  goto seg61;
}

extern void
cx_tile3_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc85;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc86;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc87;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc88;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc89;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc90;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc91;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc92;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc93;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc94;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc95;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc96;
  float * p97;
  long long k;
  long long s98;
  long long len;
  float * x102;
  float * x103;
  float * x104;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw108;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw109;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw110;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw111;
  float gxs112;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb113;
  float gxs114;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb115;
  float gxs116;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb117;

entry:
  acc85 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc86 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc87 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc88 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc89 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc90 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc91 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc92 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc93 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc94 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc95 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc96 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p97 = pp;
  s98 = (long long)0;
  goto seg99;

seg99:
  if (s98 < nsegs) goto segbody100; else goto segdone101;

segbody100:
  x102 = px[(s98 * xs + (long long)0)];
  x103 = px[(s98 * xs + (long long)1)];
  x104 = px[(s98 * xs + (long long)2)];
  len = lens[s98];
  k = (long long)0;
  goto gfor105;

segdone101:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc85;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc86;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc87;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc88;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)64]) = acc89;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)80]) = acc90;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)96]) = acc91;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)112]) = acc92;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)128]) = acc93;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)144]) = acc94;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)160]) = acc95;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)176]) = acc96;
  return;

gfor105:
  if (k < len) goto gbody106; else goto gafter107;

gbody106:
  gw108 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p97[(long long)0]);
  gw109 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p97[(long long)16]);
  gw110 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p97[(long long)32]);
  gw111 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p97[(long long)48]);
  gxs112 = x102[(k + (long long)0)];
  gxb113 = {gxs112, gxs112, gxs112, gxs112, gxs112, gxs112, gxs112, gxs112, gxs112, gxs112, gxs112, gxs112, gxs112, gxs112, gxs112, gxs112};
  acc85 += gw108 * gxb113;
  acc86 += gw109 * gxb113;
  acc87 += gw110 * gxb113;
  acc88 += gw111 * gxb113;
  gxs114 = x103[(k + (long long)0)];
  gxb115 = {gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114, gxs114};
  acc89 += gw108 * gxb115;
  acc90 += gw109 * gxb115;
  acc91 += gw110 * gxb115;
  acc92 += gw111 * gxb115;
  gxs116 = x104[(k + (long long)0)];
  gxb117 = {gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116, gxs116};
  acc93 += gw108 * gxb117;
  acc94 += gw109 * gxb117;
  acc95 += gw110 * gxb117;
  acc96 += gw111 * gxb117;
  p97 = &p97[(long long)64];
  k += (long long)1;
  goto gfor105;

gafter107:
  s98 += (long long)1;
  goto seg99;
}

extern void
cx_tile2_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc120;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc121;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc122;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc123;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc124;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc125;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc126;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc127;
  float * p128;
  long long k;
  long long s129;
  long long len;
  float * x133;
  float * x134;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw138;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw139;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw140;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw141;
  float gxs142;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb143;
  float gxs144;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb145;

entry:
  acc120 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc121 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc122 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc123 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc124 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc125 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc126 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc127 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p128 = pp;
  s129 = (long long)0;
  goto seg130;

seg130:
  if (s129 < nsegs) goto segbody131; else goto segdone132;

segbody131:
  x133 = px[(s129 * xs + (long long)0)];
  x134 = px[(s129 * xs + (long long)1)];
  len = lens[s129];
  k = (long long)0;
  goto gfor135;

segdone132:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc120;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc121;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc122;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc123;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)64]) = acc124;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)80]) = acc125;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)96]) = acc126;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)112]) = acc127;
  return;

gfor135:
  if (k < len) goto gbody136; else goto gafter137;

gbody136:
  gw138 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p128[(long long)0]);
  gw139 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p128[(long long)16]);
  gw140 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p128[(long long)32]);
  gw141 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p128[(long long)48]);
  gxs142 = x133[(k + (long long)0)];
  gxb143 = {gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142};
  acc120 += gw138 * gxb143;
  acc121 += gw139 * gxb143;
  acc122 += gw140 * gxb143;
  acc123 += gw141 * gxb143;
  gxs144 = x134[(k + (long long)0)];
  gxb145 = {gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144};
  acc124 += gw138 * gxb145;
  acc125 += gw139 * gxb145;
  acc126 += gw140 * gxb145;
  acc127 += gw141 * gxb145;
  p128 = &p128[(long long)64];
  k += (long long)1;
  goto gfor135;

gafter137:
  s129 += (long long)1;
  goto seg130;
}

extern void
cx_tile1_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc146;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc147;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc148;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc149;
  float * p150;
  long long k;
  long long s151;
  long long len;
  float * x155;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw159;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw160;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw161;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw162;
  float gxs163;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb164;

entry:
  acc146 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc147 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc148 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc149 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p150 = pp;
  s151 = (long long)0;
  goto seg152;

seg152:
  if (s151 < nsegs) goto segbody153; else goto segdone154;

segbody153:
  x155 = px[(s151 * xs + (long long)0)];
  len = lens[s151];
  k = (long long)0;
  goto gfor156;

segdone154:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc146;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc147;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc148;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc149;
  return;

gfor156:
  if (k < len) goto gbody157; else goto gafter158;

gbody157:
  gw159 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p150[(long long)0]);
  gw160 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p150[(long long)16]);
  gw161 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p150[(long long)32]);
  gw162 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p150[(long long)48]);
  gxs163 = x155[(k + (long long)0)];
  gxb164 = {gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163, gxs163};
  acc146 += gw159 * gxb164;
  acc147 += gw160 * gxb164;
  acc148 += gw161 * gxb164;
  acc149 += gw162 * gxb164;
  p150 = &p150[(long long)64];
  k += (long long)1;
  goto gfor156;

gafter158:
  s151 += (long long)1;
  goto seg152;
}

extern void
cx_vtanh_a_p0 (float * p, long long n)
{
  long long i;

entry:
  i = (long long)0;
  goto test;

test:
  if (i < n) goto elem; else goto done;

elem:
  p[i] = cx_vtanhf (p[i]);
  i += (long long)1;
  goto test;

done:
  return;
}

extern void
cx_out_h_root (struct JitFrame * f, int * nodes, int count, float * out)
{
  long long count_0;
  long long li_1;
  long long i_2;
  long long j_3;
  long long jv4;
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
  jv4 = (long long)0;
  goto for5;

after3:
  return;

for5:
  if (jv4 < (long long)256) goto body6; else goto after7;

body6:
  j_3 = (long long)0 + jv4;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_1 * (long long)256 + j_3)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_2 * (long long)256 + j_3)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_1 * (long long)256 + j_3 + (long long)16)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_2 * (long long)256 + j_3 + (long long)16)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_1 * (long long)256 + j_3 + (long long)32)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_2 * (long long)256 + j_3 + (long long)32)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_1 * (long long)256 + j_3 + (long long)48)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_2 * (long long)256 + j_3 + (long long)48)]);
  jv4 += (long long)64;
  goto for5;

after7:
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
  long long jv4;
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
  jv4 = (long long)0;
  goto for5;

after3:
  return;

for5:
  if (jv4 < (long long)256) goto body6; else goto after7;

body6:
  j_3 = (long long)0 + jv4;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_1 * (long long)256 + j_3)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_2 * (long long)256 + j_3)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_1 * (long long)256 + j_3 + (long long)16)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_2 * (long long)256 + j_3 + (long long)16)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_1 * (long long)256 + j_3 + (long long)32)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_2 * (long long)256 + j_3 + (long long)32)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_1 * (long long)256 + j_3 + (long long)48)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_2 * (long long)256 + j_3 + (long long)48)]);
  jv4 += (long long)64;
  goto for5;

after7:
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
  long long li_4;
  long long i_5;
  long long j_6;
  float v3_7;
  long long cs_8;
  long long c0_9;
  long long c1_10;
  long long r_11;
  long long k_12;
  float acc5_13;
  long long li_14;
  long long i_15;
  long long li_16;
  long long i_17;
  long long j_18;
  float v6_19;
  float v7_20;
  float * PK_0;
  float * P_W;

entry:
  PK_0 = f->packed[(long long)0];
  P_W = f->params[(long long)1];
  goto start0;

start0:
  r_11 = (long long)0;
  k_12 = (long long)0;
  (void)cx_packseg_p0 (PK_0, (&P_W[(r_11 * (long long)256 + k_12)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)256);
  return;
}

extern void
cx_packseg_p0 (float * panel, float * src, long long rs, long long ks, long long nr, long long len, long long row_off, long long koff, long long rows, long long ktot)
{
  long long r;
  long long k;

entry:
  r = (long long)0;
  goto rt;

rt:
  if (r < nr) goto rb; else goto done;

rb:
  k = (long long)0;
  goto kt;

kt:
  if (k < len) goto kb; else goto ka;

kb:
  panel[(((r + row_off) / rows * ktot + k + koff) * rows + (r + row_off) % rows)] = src[(r * rs + k * ks)];
  k += (long long)1;
  goto kt;

ka:
  r += (long long)1;
  goto rt;

done:
  return;
}

extern void
cx_pack (struct JitFrame * f)
{
entry:
  (void)cx_pack_0 (f);
  return;
}

