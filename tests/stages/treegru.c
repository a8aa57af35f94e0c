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
  long long grlo9;
  long long grhi10;
  long long grfhi11;
  long long grP12;
  long long grp13;
  long long gt23;
  long long gtn24;
  float *[4] gtx25;
  float * * gtx26;
  long long[1] gtl27;
  long long * gtl28;
  float  __attribute__((vector_size(sizeof (float) * 16)))[16] gto29;
  float  __attribute__((vector_size(sizeof (float) * 16))) * gto30;
  int * ifields;
  float * P_E;
  float * gx44;
  long long jv176;
  float * P_b_x;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_180;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_181;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_182;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_183;
  float  __attribute__((vector_size(sizeof (float) * 16)))[4] vbuf184;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr185;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr186;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr187;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr188;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_189;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_190;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_191;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_192;
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
  grP12 = (long long)f->nparts;
  if ((long long)f->nparts <= (long long)1) goto gset14; else goto gsetj15;

gset14:
  grP12 = (long long)1;
  goto gsetj15;

gsetj15:
  grp13 = (long long)f->part;
  if ((long long)f->nparts <= (long long)1) goto gset16; else goto gsetj17;

gset16:
  grp13 = (long long)0;
  goto gsetj17;

gsetj17:
  grlo9 = (long long)4 * grp13 / grP12;
  grhi10 = (long long)4 * (grp13 + (long long)1) / grP12;
  grfhi11 = grhi10;
  if (grhi10 > (long long)4) goto gset18; else goto gsetj19;

gset18:
  grfhi11 = (long long)4;
  goto gsetj19;

gsetj19:
  gq6 = grlo9;
  goto grow20;

grow20:
  if (gq6 < grfhi11) goto grbody21; else goto grafter22;

grbody21:
  gr4 = (gq6 + gdir8 * (grlo9 + grfhi11 - (long long)1 - (long long)2 * gq6)) * (long long)64;
  gpw1 = &PK_0[((gr4 + (long long)0) * (long long)256)];
  gprow5 = gr4 + (long long)0;
  gtx26 = &gtx25[(long long)0];
  gtl28 = &gtl27[(long long)0];
  gto30 = &gto29[(long long)0];
  gtl28[(long long)0] = (long long)256;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile31;

grafter22:
  return;

gtile31:
  if (gli2 < gnhi3) goto gtbody32; else goto gtafter35;

gtbody32:
  gtn24 = gnhi3 - gli2;
  if (gtn24 > (long long)4) goto gtpart33; else goto gtgo34;

gtpart33:
  gtn24 = (long long)4;
  goto gtgo34;

gtgo34:
  asm ("" : "+r" (gtn24) :  : )
  gt23 = (long long)0;
  goto gt36;

gtafter35:
  li_10 = (long long)0;
  goto for173;

gt36:
  asm ("" : "+r" (gt23) :  : )
  if (gt23 < gtn24) goto gtb38; else goto gtend37;

gtend37:
  if (gtn24 == (long long)4) goto gtcall46; else goto gtnext47;

gtb38:
  li_7 = gli2 + gt23;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then39; else goto else40;

then39:
  if (f->err[(long long)0] == (long long)0) goto rowerr42; else goto join43;

else40:
  goto join41;

join41:
  gx44 = (float *)&P_E[(ix2_9 * (long long)256)];
  gtx26[(gt23 + (long long)0)] = gx44;
  gt23 += (long long)1;
  goto gt36;

rowerr42:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join43;

join43:
  ix2_9 = (long long)0;
  goto join41;

gtcalled45:
  asm ("" : "+r" (gtn24) :  : )
  gt23 = (long long)0;
  goto gt170;

gtcall46:
  (void)cx_tile4_4_64_p0 (gpw1, (&gtx26[(long long)0]), (long long)4, (&gtl28[(long long)0]), (long long)1, ((float *)&gto30[(long long)0]));
  goto gtcalled45;

gtnext47:
  if (gtn24 == (long long)3) goto gtcall88; else goto gtnext89;

gtcall88:
  (void)cx_tile3_4_64_p0 (gpw1, (&gtx26[(long long)0]), (long long)4, (&gtl28[(long long)0]), (long long)1, ((float *)&gto30[(long long)0]));
  goto gtcalled45;

gtnext89:
  if (gtn24 == (long long)2) goto gtcall123; else goto gtnext124;

gtcall123:
  (void)cx_tile2_4_64_p0 (gpw1, (&gtx26[(long long)0]), (long long)4, (&gtl28[(long long)0]), (long long)1, ((float *)&gto30[(long long)0]));
  goto gtcalled45;

gtnext124:
  (void)cx_tile1_4_64_p0 (gpw1, (&gtx26[(long long)0]), (long long)4, (&gtl28[(long long)0]), (long long)1, ((float *)&gto30[(long long)0]));
  goto gtcalled45;

gt170:
  asm ("" : "+r" (gt23) :  : )
  if (gt23 < gtn24) goto gtb172; else goto gtend171;

gtend171:
  gli2 += gtn24;
  goto gtile31;

gtb172:
  li_7 = gli2 + gt23;
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gto30[(gt23 * (long long)4 + (long long)0)];
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gto30[(gt23 * (long long)4 + (long long)1)];
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gto30[(gt23 * (long long)4 + (long long)2)];
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gto30[(gt23 * (long long)4 + (long long)3)];
  gt23 += (long long)1;
  goto gt170;

for173:
  if (li_10 < n_2) goto body174; else goto after175;

body174:
  i_11 = start_0 + li_10;
  jv176 = (long long)0;
  goto for177;

after175:
  gq6 += (long long)1;
  goto grow20;

for177:
  if (jv176 < (long long)64) goto body178; else goto after179;

body178:
  j_12 = gr4 + jv176;
  v6_180 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_10 * (long long)256 + j_12)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_x[j_12]);
  v6_181 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_10 * (long long)256 + j_12 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_x[(j_12 + (long long)16)]);
  v6_182 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_10 * (long long)256 + j_12 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_x[(j_12 + (long long)32)]);
  v6_183 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_10 * (long long)256 + j_12 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_x[(j_12 + (long long)48)]);
  vbuf184[(long long)0] = v6_180;
  vbuf184[(long long)1] = v6_181;
  vbuf184[(long long)2] = v6_182;
  vbuf184[(long long)3] = v6_183;
  (void)cx_vtanh_a_p0 (((float *)&vbuf184[(long long)0]), (long long)64);
  vr185 = vbuf184[(long long)0];
  vr186 = vbuf184[(long long)1];
  vr187 = vbuf184[(long long)2];
  vr188 = vbuf184[(long long)3];
  v7_189 = vr185;
  v7_190 = vr186;
  v7_191 = vr187;
  v7_192 = vr188;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_11 * (long long)256 + j_12)]) = v7_189;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_11 * (long long)256 + j_12 + (long long)16)]) = v7_190;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_11 * (long long)256 + j_12 + (long long)32)]) = v7_191;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_11 * (long long)256 + j_12 + (long long)48)]) = v7_192;
  jv176 += (long long)64;
  goto for177;

after179:
  li_10 += (long long)1;
  goto for173;
}

extern void
cx_tile4_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
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
  float  __attribute__((vector_size(sizeof (float) * 16))) acc59;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc60;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc61;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc62;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc63;
  float * p64;
  long long k;
  long long s65;
  long long len;
  float * x69;
  float * x70;
  float * x71;
  float * x72;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw76;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw77;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw78;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw79;
  float gxs80;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb81;
  float gxs82;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb83;
  float gxs84;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb85;
  float gxs86;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb87;

entry:
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
  acc59 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc60 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc61 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc62 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc63 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p64 = pp;
  s65 = (long long)0;
  goto seg66;

seg66:
  if (s65 < nsegs) goto segbody67; else goto segdone68;

segbody67:
  x69 = px[(s65 * xs + (long long)0)];
  x70 = px[(s65 * xs + (long long)1)];
  x71 = px[(s65 * xs + (long long)2)];
  x72 = px[(s65 * xs + (long long)3)];
  len = lens[s65];
  k = (long long)0;
  goto gfor73;

segdone68:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc49;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc50;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc51;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)64]) = acc52;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)80]) = acc53;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)96]) = acc54;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)112]) = acc55;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)128]) = acc56;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)144]) = acc57;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)160]) = acc58;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)176]) = acc59;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)192]) = acc60;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)208]) = acc61;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)224]) = acc62;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)240]) = acc63;
  return;

gfor73:
  if (k < len) goto gbody74; else goto gafter75;

gbody74:
  gw76 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p64[(long long)0]);
  gw77 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p64[(long long)16]);
  gw78 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p64[(long long)32]);
  gw79 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p64[(long long)48]);
  gxs80 = x69[(k + (long long)0)];
  gxb81 = {gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80};
  acc48 += gw76 * gxb81;
  acc49 += gw77 * gxb81;
  acc50 += gw78 * gxb81;
  acc51 += gw79 * gxb81;
  gxs82 = x70[(k + (long long)0)];
  gxb83 = {gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82, gxs82};
  acc52 += gw76 * gxb83;
  acc53 += gw77 * gxb83;
  acc54 += gw78 * gxb83;
  acc55 += gw79 * gxb83;
  gxs84 = x71[(k + (long long)0)];
  gxb85 = {gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84, gxs84};
  acc56 += gw76 * gxb85;
  acc57 += gw77 * gxb85;
  acc58 += gw78 * gxb85;
  acc59 += gw79 * gxb85;
  gxs86 = x72[(k + (long long)0)];
  gxb87 = {gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86, gxs86};
  acc60 += gw76 * gxb87;
  acc61 += gw77 * gxb87;
  acc62 += gw78 * gxb87;
  acc63 += gw79 * gxb87;
  p64 = &p64[(long long)64];
  k += (long long)1;
  goto gfor73;

gafter75:
  s65 += (long long)1;
  goto seg66;
}

extern void
cx_tile3_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc90;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc91;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc92;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc93;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc94;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc95;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc96;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc97;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc98;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc99;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc100;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc101;
  float * p102;
  long long k;
  long long s103;
  long long len;
  float * x107;
  float * x108;
  float * x109;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw113;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw114;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw115;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw116;
  float gxs117;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb118;
  float gxs119;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb120;
  float gxs121;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb122;

entry:
  acc90 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc91 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc92 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc93 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc94 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc95 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc96 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc97 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc98 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc99 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc100 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc101 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p102 = pp;
  s103 = (long long)0;
  goto seg104;

seg104:
  if (s103 < nsegs) goto segbody105; else goto segdone106;

segbody105:
  x107 = px[(s103 * xs + (long long)0)];
  x108 = px[(s103 * xs + (long long)1)];
  x109 = px[(s103 * xs + (long long)2)];
  len = lens[s103];
  k = (long long)0;
  goto gfor110;

segdone106:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc90;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc91;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc92;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc93;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)64]) = acc94;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)80]) = acc95;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)96]) = acc96;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)112]) = acc97;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)128]) = acc98;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)144]) = acc99;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)160]) = acc100;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)176]) = acc101;
  return;

gfor110:
  if (k < len) goto gbody111; else goto gafter112;

gbody111:
  gw113 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p102[(long long)0]);
  gw114 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p102[(long long)16]);
  gw115 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p102[(long long)32]);
  gw116 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p102[(long long)48]);
  gxs117 = x107[(k + (long long)0)];
  gxb118 = {gxs117, gxs117, gxs117, gxs117, gxs117, gxs117, gxs117, gxs117, gxs117, gxs117, gxs117, gxs117, gxs117, gxs117, gxs117, gxs117};
  acc90 += gw113 * gxb118;
  acc91 += gw114 * gxb118;
  acc92 += gw115 * gxb118;
  acc93 += gw116 * gxb118;
  gxs119 = x108[(k + (long long)0)];
  gxb120 = {gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119};
  acc94 += gw113 * gxb120;
  acc95 += gw114 * gxb120;
  acc96 += gw115 * gxb120;
  acc97 += gw116 * gxb120;
  gxs121 = x109[(k + (long long)0)];
  gxb122 = {gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121};
  acc98 += gw113 * gxb122;
  acc99 += gw114 * gxb122;
  acc100 += gw115 * gxb122;
  acc101 += gw116 * gxb122;
  p102 = &p102[(long long)64];
  k += (long long)1;
  goto gfor110;

gafter112:
  s103 += (long long)1;
  goto seg104;
}

extern void
cx_tile2_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc125;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc126;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc127;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc128;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc129;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc130;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc131;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc132;
  float * p133;
  long long k;
  long long s134;
  long long len;
  float * x138;
  float * x139;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw143;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw144;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw145;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw146;
  float gxs147;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb148;
  float gxs149;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb150;

entry:
  acc125 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc126 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc127 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc128 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc129 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc130 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc131 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc132 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p133 = pp;
  s134 = (long long)0;
  goto seg135;

seg135:
  if (s134 < nsegs) goto segbody136; else goto segdone137;

segbody136:
  x138 = px[(s134 * xs + (long long)0)];
  x139 = px[(s134 * xs + (long long)1)];
  len = lens[s134];
  k = (long long)0;
  goto gfor140;

segdone137:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc125;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc126;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc127;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc128;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)64]) = acc129;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)80]) = acc130;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)96]) = acc131;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)112]) = acc132;
  return;

gfor140:
  if (k < len) goto gbody141; else goto gafter142;

gbody141:
  gw143 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p133[(long long)0]);
  gw144 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p133[(long long)16]);
  gw145 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p133[(long long)32]);
  gw146 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p133[(long long)48]);
  gxs147 = x138[(k + (long long)0)];
  gxb148 = {gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147};
  acc125 += gw143 * gxb148;
  acc126 += gw144 * gxb148;
  acc127 += gw145 * gxb148;
  acc128 += gw146 * gxb148;
  gxs149 = x139[(k + (long long)0)];
  gxb150 = {gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149};
  acc129 += gw143 * gxb150;
  acc130 += gw144 * gxb150;
  acc131 += gw145 * gxb150;
  acc132 += gw146 * gxb150;
  p133 = &p133[(long long)64];
  k += (long long)1;
  goto gfor140;

gafter142:
  s134 += (long long)1;
  goto seg135;
}

extern void
cx_tile1_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc151;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc152;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc153;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc154;
  float * p155;
  long long k;
  long long s156;
  long long len;
  float * x160;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw164;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw165;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw166;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw167;
  float gxs168;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb169;

entry:
  acc151 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc152 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc153 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc154 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p155 = pp;
  s156 = (long long)0;
  goto seg157;

seg157:
  if (s156 < nsegs) goto segbody158; else goto segdone159;

segbody158:
  x160 = px[(s156 * xs + (long long)0)];
  len = lens[s156];
  k = (long long)0;
  goto gfor161;

segdone159:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc151;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc152;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc153;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc154;
  return;

gfor161:
  if (k < len) goto gbody162; else goto gafter163;

gbody162:
  gw164 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p155[(long long)0]);
  gw165 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p155[(long long)16]);
  gw166 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p155[(long long)32]);
  gw167 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p155[(long long)48]);
  gxs168 = x160[(k + (long long)0)];
  gxb169 = {gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168, gxs168};
  acc151 += gw164 * gxb169;
  acc152 += gw165 * gxb169;
  acc153 += gw166 * gxb169;
  acc154 += gw167 * gxb169;
  p155 = &p155[(long long)64];
  k += (long long)1;
  goto gfor161;

gafter163:
  s156 += (long long)1;
  goto seg157;
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
  long long grlo13;
  long long grhi14;
  long long grfhi15;
  long long grP16;
  long long grp17;
  long long gt30;
  long long gtn31;
  float *[8] gtx32;
  float * * gtx33;
  long long[2] gtl34;
  long long * gtl35;
  float  __attribute__((vector_size(sizeof (float) * 16)))[16] gto36;
  float  __attribute__((vector_size(sizeof (float) * 16))) * gto37;
  float  __attribute__((vector_size(sizeof (float) * 16)))[16] gts38;
  float  __attribute__((vector_size(sizeof (float) * 16))) * gts39;
  long long[4] glit40;
  long long * glit41;
  long long[4] gslot42;
  long long * gslot43;
  int * gperm52;
  int * children;
  float * S_0;
  float * gx55;
  float * gx56;
  float * gp57;
  bool lpok58;
  bool lpok83;
  int * gperm114;
  long long jv120;
  float * P_b_z;
  float  __attribute__((vector_size(sizeof (float) * 16))) v8_124;
  float  __attribute__((vector_size(sizeof (float) * 16))) v8_125;
  float  __attribute__((vector_size(sizeof (float) * 16))) v8_126;
  float  __attribute__((vector_size(sizeof (float) * 16))) v8_127;
  float * P_b_rl;
  float  __attribute__((vector_size(sizeof (float) * 16))) v16_128;
  float  __attribute__((vector_size(sizeof (float) * 16))) v16_129;
  float  __attribute__((vector_size(sizeof (float) * 16))) v16_130;
  float  __attribute__((vector_size(sizeof (float) * 16))) v16_131;
  float * P_b_rr;
  float  __attribute__((vector_size(sizeof (float) * 16))) v24_132;
  float  __attribute__((vector_size(sizeof (float) * 16))) v24_133;
  float  __attribute__((vector_size(sizeof (float) * 16))) v24_134;
  float  __attribute__((vector_size(sizeof (float) * 16))) v24_135;
  float  __attribute__((vector_size(sizeof (float) * 16)))[12] vbuf136;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr137;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr138;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr139;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr140;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr141;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr142;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr143;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr144;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr145;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr146;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr147;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr148;
  float  __attribute__((vector_size(sizeof (float) * 16))) v9_149;
  float  __attribute__((vector_size(sizeof (float) * 16))) v9_150;
  float  __attribute__((vector_size(sizeof (float) * 16))) v9_151;
  float  __attribute__((vector_size(sizeof (float) * 16))) v9_152;
  float  __attribute__((vector_size(sizeof (float) * 16))) v17_153;
  float  __attribute__((vector_size(sizeof (float) * 16))) v17_154;
  float  __attribute__((vector_size(sizeof (float) * 16))) v17_155;
  float  __attribute__((vector_size(sizeof (float) * 16))) v17_156;
  float  __attribute__((vector_size(sizeof (float) * 16))) v25_157;
  float  __attribute__((vector_size(sizeof (float) * 16))) v25_158;
  float  __attribute__((vector_size(sizeof (float) * 16))) v25_159;
  float  __attribute__((vector_size(sizeof (float) * 16))) v25_160;
  float  __attribute__((vector_size(sizeof (float) * 16))) v29_161;
  float  __attribute__((vector_size(sizeof (float) * 16))) v29_162;
  float  __attribute__((vector_size(sizeof (float) * 16))) v29_163;
  float  __attribute__((vector_size(sizeof (float) * 16))) v29_164;
  float  __attribute__((vector_size(sizeof (float) * 16))) v30_165;
  float  __attribute__((vector_size(sizeof (float) * 16))) v30_166;
  float  __attribute__((vector_size(sizeof (float) * 16))) v30_167;
  float  __attribute__((vector_size(sizeof (float) * 16))) v30_168;
  float * PK_2;
  float * gpw169;
  long long gli170;
  long long gnhi171;
  long long gr172;
  long long gprow173;
  long long gq174;
  long long gj175;
  long long gdir176;
  long long grlo179;
  long long grhi180;
  long long grfhi181;
  long long grP182;
  long long grp183;
  long long gt193;
  long long gtn194;
  float *[8] gtx195;
  float * * gtx196;
  long long[2] gtl197;
  long long * gtl198;
  float  __attribute__((vector_size(sizeof (float) * 16)))[16] gto199;
  float  __attribute__((vector_size(sizeof (float) * 16))) * gto200;
  float * gx209;
  float * gx210;
  long long jv224;
  float * P_b_h;
  float  __attribute__((vector_size(sizeof (float) * 16))) v34_228;
  float  __attribute__((vector_size(sizeof (float) * 16))) v34_229;
  float  __attribute__((vector_size(sizeof (float) * 16))) v34_230;
  float  __attribute__((vector_size(sizeof (float) * 16))) v34_231;
  float  __attribute__((vector_size(sizeof (float) * 16))) v36_232;
  float  __attribute__((vector_size(sizeof (float) * 16))) v36_233;
  float  __attribute__((vector_size(sizeof (float) * 16))) v36_234;
  float  __attribute__((vector_size(sizeof (float) * 16))) v36_235;
  float  __attribute__((vector_size(sizeof (float) * 16))) v37_236;
  float  __attribute__((vector_size(sizeof (float) * 16))) v37_237;
  float  __attribute__((vector_size(sizeof (float) * 16))) v37_238;
  float  __attribute__((vector_size(sizeof (float) * 16))) v37_239;
  float  __attribute__((vector_size(sizeof (float) * 16))) v39_240;
  float  __attribute__((vector_size(sizeof (float) * 16))) v39_241;
  float  __attribute__((vector_size(sizeof (float) * 16))) v39_242;
  float  __attribute__((vector_size(sizeof (float) * 16))) v39_243;
  float  __attribute__((vector_size(sizeof (float) * 16))) v41_244;
  float  __attribute__((vector_size(sizeof (float) * 16))) v41_245;
  float  __attribute__((vector_size(sizeof (float) * 16))) v41_246;
  float  __attribute__((vector_size(sizeof (float) * 16))) v41_247;
  float  __attribute__((vector_size(sizeof (float) * 16)))[4] vbuf248;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr249;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr250;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr251;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr252;
  float  __attribute__((vector_size(sizeof (float) * 16))) v35_253;
  float  __attribute__((vector_size(sizeof (float) * 16))) v35_254;
  float  __attribute__((vector_size(sizeof (float) * 16))) v35_255;
  float  __attribute__((vector_size(sizeof (float) * 16))) v35_256;
  float  __attribute__((vector_size(sizeof (float) * 16))) v42_257;
  float  __attribute__((vector_size(sizeof (float) * 16))) v42_258;
  float  __attribute__((vector_size(sizeof (float) * 16))) v42_259;
  float  __attribute__((vector_size(sizeof (float) * 16))) v42_260;
  float  __attribute__((vector_size(sizeof (float) * 16))) v43_261;
  float  __attribute__((vector_size(sizeof (float) * 16))) v43_262;
  float  __attribute__((vector_size(sizeof (float) * 16))) v43_263;
  float  __attribute__((vector_size(sizeof (float) * 16))) v43_264;

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
  gdir176 = (long long)f->level & (long long)1;
  if (f->sync != (void (*) (void *))NULL) goto gsync177; else goto gsyncj178;

gmem27:
  if (gm10 < (long long)3) goto gmbody28; else goto gmafter29;

gmbody28:
  gme11 = gm10 + gdir8 * ((long long)2 - (long long)2 * gm10);
  gmt12 = gtab9[gme11];
  gpw1 = &PK_1[((gr4 + gme11 * (long long)256) * (long long)512)];
  gprow5 = gr4 + gme11 * (long long)256;
  gtx33 = &gtx32[(long long)0];
  gtl35 = &gtl34[(long long)0];
  gto37 = &gto36[(long long)0];
  gts39 = &gts38[(long long)0];
  glit41 = &glit40[(long long)0];
  gslot43 = &gslot42[(long long)0];
  gtl35[(long long)0] = (long long)256;
  gtl35[(long long)1] = (long long)256;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile44;

gmafter29:
  li_28 = (long long)0;
  goto for117;

gtile44:
  if (gli2 < gnhi3) goto gtbody45; else goto gtafter48;

gtbody45:
  gtn31 = gnhi3 - gli2;
  if (gtn31 > (long long)4) goto gtpart46; else goto gtgo47;

gtpart46:
  gtn31 = (long long)4;
  goto gtgo47;

gtgo47:
  asm ("" : "+r" (gtn31) :  : )
  gt30 = (long long)0;
  goto gt49;

gtafter48:
  gm10 += (long long)1;
  goto gmem27;

gt49:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb51; else goto gtend50;

gtend50:
  gp57 = gpw1;
  lpok58 = (bool)0;
  if (f->lp_slot != (int * *)NULL) goto lpchk59; else goto lpdec60;

gtb51:
  li_7 = gli2 + gt30;
  gperm52 = f->lp_perm;
  asm ("" : "+r" (gperm52) :  : )
  if (gperm52 != (int *)NULL) goto gperm53; else goto gpermj54;

gperm53:
  li_7 = (long long)gperm52[(start_0 + li_7)] - start_0;
  goto gpermj54;

gpermj54:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit41[gt30] = li_7;
  gx55 = (float *)&S_0[(c0_10 * (long long)256)];
  gtx33[(gt30 + (long long)0)] = gx55;
  gx56 = (float *)&S_0[(c1_11 * (long long)256)];
  gtx33[(gt30 + (long long)4)] = gx56;
  gt30 += (long long)1;
  goto gt49;

lpchk59:
  lpok58 = (bool)1;
  gt30 = (long long)0;
  goto gt61;

lpdec60:
  if (lpok58) goto lphit64; else goto lpmiss65;

gt61:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb63; else goto gtend62;

gtend62:
  goto lpdec60;

gtb63:
  gslot43[gt30] = (long long)f->lp_slot[(long long)0][(start_0 + glit41[gt30])];
  lpok58 = lpok58 && gslot43[gt30] >= (long long)0;
  gt30 += (long long)1;
  goto gt61;

lphit64:
  gt30 = (long long)0;
  goto gt67;

lpmiss65:
  if (gtn31 == (long long)4) goto gtcall71; else goto gtnext72;

lpjoin66:
  gp57 = &gp57[(long long)16384];
  lpok83 = (bool)0;
  if (f->lp_slot != (int * *)NULL) goto lpchk84; else goto lpdec85;

gt67:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb69; else goto gtend68;

gtend68:
  goto lpjoin66;

gtb69:
  gto37[(gt30 * (long long)4 + (long long)0)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(gslot43[gt30] * (long long)768 + gprow5 + (long long)0)]);
  gto37[(gt30 * (long long)4 + (long long)1)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(gslot43[gt30] * (long long)768 + gprow5 + (long long)16)]);
  gto37[(gt30 * (long long)4 + (long long)2)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(gslot43[gt30] * (long long)768 + gprow5 + (long long)32)]);
  gto37[(gt30 * (long long)4 + (long long)3)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(gslot43[gt30] * (long long)768 + gprow5 + (long long)48)]);
  gt30 += (long long)1;
  goto gt67;

gtcalled70:
  asm ("" : "+r" (gtn31) :  : )
  if (f->lp_slot != (int * *)NULL) goto lpwl77; else goto lpjoin66;

gtcall71:
  (void)cx_tile4_4_64_p0 (gp57, (&gtx33[(long long)0]), (long long)4, (&gtl35[(long long)0]), (long long)1, ((float *)&gto37[(long long)0]));
  goto gtcalled70;

gtnext72:
  if (gtn31 == (long long)3) goto gtcall73; else goto gtnext74;

gtcall73:
  (void)cx_tile3_4_64_p0 (gp57, (&gtx33[(long long)0]), (long long)4, (&gtl35[(long long)0]), (long long)1, ((float *)&gto37[(long long)0]));
  goto gtcalled70;

gtnext74:
  if (gtn31 == (long long)2) goto gtcall75; else goto gtnext76;

gtcall75:
  (void)cx_tile2_4_64_p0 (gp57, (&gtx33[(long long)0]), (long long)4, (&gtl35[(long long)0]), (long long)1, ((float *)&gto37[(long long)0]));
  goto gtcalled70;

gtnext76:
  (void)cx_tile1_4_64_p0 (gp57, (&gtx33[(long long)0]), (long long)4, (&gtl35[(long long)0]), (long long)1, ((float *)&gto37[(long long)0]));
  goto gtcalled70;

lpwl77:
  gt30 = (long long)0;
  goto gt78;

gt78:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb80; else goto gtend79;

gtend79:
  goto lpjoin66;

gtb80:
  if (gslot43[gt30] <= (long long)-2) goto lpwr81; else goto lpwn82;

lpwr81:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - gslot43[gt30]) * (long long)768 + gprow5 + (long long)0)]) = gto37[(gt30 * (long long)4 + (long long)0)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - gslot43[gt30]) * (long long)768 + gprow5 + (long long)16)]) = gto37[(gt30 * (long long)4 + (long long)1)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - gslot43[gt30]) * (long long)768 + gprow5 + (long long)32)]) = gto37[(gt30 * (long long)4 + (long long)2)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - gslot43[gt30]) * (long long)768 + gprow5 + (long long)48)]) = gto37[(gt30 * (long long)4 + (long long)3)];
  goto lpwn82;

lpwn82:
  gt30 += (long long)1;
  goto gt78;

lpchk84:
  lpok83 = (bool)1;
  gt30 = (long long)0;
  goto gt86;

lpdec85:
  if (lpok83) goto lphit89; else goto lpmiss90;

gt86:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb88; else goto gtend87;

gtend87:
  goto lpdec85;

gtb88:
  gslot43[gt30] = (long long)f->lp_slot[(long long)1][(start_0 + glit41[gt30])];
  lpok83 = lpok83 && gslot43[gt30] >= (long long)0;
  gt30 += (long long)1;
  goto gt86;

lphit89:
  gt30 = (long long)0;
  goto gt92;

lpmiss90:
  if (gtn31 == (long long)4) goto gtcall96; else goto gtnext97;

lpjoin91:
  gp57 = &gp57[(long long)16384];
  gt30 = (long long)0;
  goto gt108;

gt92:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb94; else goto gtend93;

gtend93:
  goto lpjoin91;

gtb94:
  gts39[(gt30 * (long long)4 + (long long)0)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(gslot43[gt30] * (long long)768 + gprow5 + (long long)0)]);
  gts39[(gt30 * (long long)4 + (long long)1)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(gslot43[gt30] * (long long)768 + gprow5 + (long long)16)]);
  gts39[(gt30 * (long long)4 + (long long)2)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(gslot43[gt30] * (long long)768 + gprow5 + (long long)32)]);
  gts39[(gt30 * (long long)4 + (long long)3)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(gslot43[gt30] * (long long)768 + gprow5 + (long long)48)]);
  gt30 += (long long)1;
  goto gt92;

gtcalled95:
  asm ("" : "+r" (gtn31) :  : )
  if (f->lp_slot != (int * *)NULL) goto lpwl102; else goto lpjoin91;

gtcall96:
  (void)cx_tile4_4_64_p0 (gp57, (&gtx33[(long long)4]), (long long)4, (&gtl35[(long long)1]), (long long)1, ((float *)&gts39[(long long)0]));
  goto gtcalled95;

gtnext97:
  if (gtn31 == (long long)3) goto gtcall98; else goto gtnext99;

gtcall98:
  (void)cx_tile3_4_64_p0 (gp57, (&gtx33[(long long)4]), (long long)4, (&gtl35[(long long)1]), (long long)1, ((float *)&gts39[(long long)0]));
  goto gtcalled95;

gtnext99:
  if (gtn31 == (long long)2) goto gtcall100; else goto gtnext101;

gtcall100:
  (void)cx_tile2_4_64_p0 (gp57, (&gtx33[(long long)4]), (long long)4, (&gtl35[(long long)1]), (long long)1, ((float *)&gts39[(long long)0]));
  goto gtcalled95;

gtnext101:
  (void)cx_tile1_4_64_p0 (gp57, (&gtx33[(long long)4]), (long long)4, (&gtl35[(long long)1]), (long long)1, ((float *)&gts39[(long long)0]));
  goto gtcalled95;

lpwl102:
  gt30 = (long long)0;
  goto gt103;

gt103:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb105; else goto gtend104;

gtend104:
  goto lpjoin91;

gtb105:
  if (gslot43[gt30] <= (long long)-2) goto lpwr106; else goto lpwn107;

lpwr106:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - gslot43[gt30]) * (long long)768 + gprow5 + (long long)0)]) = gts39[(gt30 * (long long)4 + (long long)0)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - gslot43[gt30]) * (long long)768 + gprow5 + (long long)16)]) = gts39[(gt30 * (long long)4 + (long long)1)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - gslot43[gt30]) * (long long)768 + gprow5 + (long long)32)]) = gts39[(gt30 * (long long)4 + (long long)2)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - gslot43[gt30]) * (long long)768 + gprow5 + (long long)48)]) = gts39[(gt30 * (long long)4 + (long long)3)];
  goto lpwn107;

lpwn107:
  gt30 += (long long)1;
  goto gt103;

gt108:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb110; else goto gtend109;

gtend109:
  gt30 = (long long)0;
  goto gt111;

gtb110:
  gto37[(gt30 * (long long)4 + (long long)0)] += gts39[(gt30 * (long long)4 + (long long)0)];
  gto37[(gt30 * (long long)4 + (long long)1)] += gts39[(gt30 * (long long)4 + (long long)1)];
  gto37[(gt30 * (long long)4 + (long long)2)] += gts39[(gt30 * (long long)4 + (long long)2)];
  gto37[(gt30 * (long long)4 + (long long)3)] += gts39[(gt30 * (long long)4 + (long long)3)];
  gt30 += (long long)1;
  goto gt108;

gt111:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb113; else goto gtend112;

gtend112:
  gli2 += gtn31;
  goto gtile44;

gtb113:
  li_7 = gli2 + gt30;
  gperm114 = f->lp_perm;
  asm ("" : "+r" (gperm114) :  : )
  if (gperm114 != (int *)NULL) goto gperm115; else goto gpermj116;

gperm115:
  li_7 = (long long)gperm114[(start_0 + li_7)] - start_0;
  goto gpermj116;

gpermj116:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)0)];
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)1)];
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)2)];
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)3)];
  gt30 += (long long)1;
  goto gt111;

for117:
  if (li_28 < n_2) goto body118; else goto after119;

body118:
  i_29 = start_0 + li_28;
  cs_38 = (long long)child_start[i_29];
  c0_39 = (long long)children[cs_38];
  c1_41 = (long long)children[(cs_38 + (long long)1)];
  jv120 = (long long)0;
  goto for121;

after119:
  gq6 += (long long)1;
  goto grow24;

for121:
  if (jv120 < (long long)64) goto body122; else goto after123;

body122:
  j_30 = gr4 + jv120;
  v8_124 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_28 * (long long)256 + j_30)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_z[j_30]);
  v8_125 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_28 * (long long)256 + j_30 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_z[(j_30 + (long long)16)]);
  v8_126 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_28 * (long long)256 + j_30 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_z[(j_30 + (long long)32)]);
  v8_127 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_28 * (long long)256 + j_30 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_z[(j_30 + (long long)48)]);
  v16_128 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_28 * (long long)256 + j_30)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_rl[j_30]);
  v16_129 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_28 * (long long)256 + j_30 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_rl[(j_30 + (long long)16)]);
  v16_130 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_28 * (long long)256 + j_30 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_rl[(j_30 + (long long)32)]);
  v16_131 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_28 * (long long)256 + j_30 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_rl[(j_30 + (long long)48)]);
  v24_132 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t3[(li_28 * (long long)256 + j_30)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_rr[j_30]);
  v24_133 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t3[(li_28 * (long long)256 + j_30 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_rr[(j_30 + (long long)16)]);
  v24_134 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t3[(li_28 * (long long)256 + j_30 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_rr[(j_30 + (long long)32)]);
  v24_135 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t3[(li_28 * (long long)256 + j_30 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_rr[(j_30 + (long long)48)]);
  vbuf136[(long long)0] = v8_124;
  vbuf136[(long long)1] = v8_125;
  vbuf136[(long long)2] = v8_126;
  vbuf136[(long long)3] = v8_127;
  vbuf136[(long long)4] = v16_128;
  vbuf136[(long long)5] = v16_129;
  vbuf136[(long long)6] = v16_130;
  vbuf136[(long long)7] = v16_131;
  vbuf136[(long long)8] = v24_132;
  vbuf136[(long long)9] = v24_133;
  vbuf136[(long long)10] = v24_134;
  vbuf136[(long long)11] = v24_135;
  (void)cx_vsigmoid_a_p0 (((float *)&vbuf136[(long long)0]), (long long)192);
  vr137 = vbuf136[(long long)0];
  vr138 = vbuf136[(long long)1];
  vr139 = vbuf136[(long long)2];
  vr140 = vbuf136[(long long)3];
  vr141 = vbuf136[(long long)4];
  vr142 = vbuf136[(long long)5];
  vr143 = vbuf136[(long long)6];
  vr144 = vbuf136[(long long)7];
  vr145 = vbuf136[(long long)8];
  vr146 = vbuf136[(long long)9];
  vr147 = vbuf136[(long long)10];
  vr148 = vbuf136[(long long)11];
  v9_149 = vr137;
  v9_150 = vr138;
  v9_151 = vr139;
  v9_152 = vr140;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_28 * (long long)256 + j_30)]) = v9_149;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_28 * (long long)256 + j_30 + (long long)16)]) = v9_150;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_28 * (long long)256 + j_30 + (long long)32)]) = v9_151;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_28 * (long long)256 + j_30 + (long long)48)]) = v9_152;
  v17_153 = vr141;
  v17_154 = vr142;
  v17_155 = vr143;
  v17_156 = vr144;
  v25_157 = vr145;
  v25_158 = vr146;
  v25_159 = vr147;
  v25_160 = vr148;
  v29_161 = v17_153 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c0_39 * (long long)256 + j_30)]);
  v29_162 = v17_154 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c0_39 * (long long)256 + j_30 + (long long)16)]);
  v29_163 = v17_155 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c0_39 * (long long)256 + j_30 + (long long)32)]);
  v29_164 = v17_156 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c0_39 * (long long)256 + j_30 + (long long)48)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_28 * (long long)256 + j_30)]) = v29_161;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_28 * (long long)256 + j_30 + (long long)16)]) = v29_162;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_28 * (long long)256 + j_30 + (long long)32)]) = v29_163;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_28 * (long long)256 + j_30 + (long long)48)]) = v29_164;
  v30_165 = v25_157 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c1_41 * (long long)256 + j_30)]);
  v30_166 = v25_158 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c1_41 * (long long)256 + j_30 + (long long)16)]);
  v30_167 = v25_159 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c1_41 * (long long)256 + j_30 + (long long)32)]);
  v30_168 = v25_160 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c1_41 * (long long)256 + j_30 + (long long)48)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(li_28 * (long long)256 + j_30)]) = v30_165;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(li_28 * (long long)256 + j_30 + (long long)16)]) = v30_166;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(li_28 * (long long)256 + j_30 + (long long)32)]) = v30_167;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t5[(li_28 * (long long)256 + j_30 + (long long)48)]) = v30_168;
  jv120 += (long long)64;
  goto for121;

after123:
  li_28 += (long long)1;
  goto for117;

gsync177:
  (void)f->sync (f->sync_arg);
  goto gsyncj178;

gsyncj178:
  grP182 = (long long)f->nparts;
  if ((long long)f->nparts <= (long long)1) goto gset184; else goto gsetj185;

gset184:
  grP182 = (long long)1;
  goto gsetj185;

gsetj185:
  grp183 = (long long)f->part;
  if ((long long)f->nparts <= (long long)1) goto gset186; else goto gsetj187;

gset186:
  grp183 = (long long)0;
  goto gsetj187;

gsetj187:
  grlo179 = (long long)4 * grp183 / grP182;
  grhi180 = (long long)4 * (grp183 + (long long)1) / grP182;
  grfhi181 = grhi180;
  if (grhi180 > (long long)4) goto gset188; else goto gsetj189;

gset188:
  grfhi181 = (long long)4;
  goto gsetj189;

gsetj189:
  gq174 = grlo179;
  goto grow190;

grow190:
  if (gq174 < grfhi181) goto grbody191; else goto grafter192;

grbody191:
  gr172 = (gq174 + gdir176 * (grlo179 + grfhi181 - (long long)1 - (long long)2 * gq174)) * (long long)64;
  gpw169 = &PK_2[((gr172 + (long long)0) * (long long)512)];
  gprow173 = gr172 + (long long)0;
  gtx196 = &gtx195[(long long)0];
  gtl198 = &gtl197[(long long)0];
  gto200 = &gto199[(long long)0];
  gtl198[(long long)0] = (long long)256;
  gtl198[(long long)1] = (long long)256;
  gnhi171 = n_2;
  gli170 = (long long)0;
  goto gtile201;

grafter192:
  return;

gtile201:
  if (gli170 < gnhi171) goto gtbody202; else goto gtafter205;

gtbody202:
  gtn194 = gnhi171 - gli170;
  if (gtn194 > (long long)4) goto gtpart203; else goto gtgo204;

gtpart203:
  gtn194 = (long long)4;
  goto gtgo204;

gtgo204:
  asm ("" : "+r" (gtn194) :  : )
  gt193 = (long long)0;
  goto gt206;

gtafter205:
  li_47 = (long long)0;
  goto for221;

gt206:
  asm ("" : "+r" (gt193) :  : )
  if (gt193 < gtn194) goto gtb208; else goto gtend207;

gtend207:
  if (gtn194 == (long long)4) goto gtcall212; else goto gtnext213;

gtb208:
  li_45 = gli170 + gt193;
  i_46 = start_0 + li_45;
  gx209 = (float *)&t4[(li_45 * (long long)256)];
  gtx196[(gt193 + (long long)0)] = gx209;
  gx210 = (float *)&t5[(li_45 * (long long)256)];
  gtx196[(gt193 + (long long)4)] = gx210;
  gt193 += (long long)1;
  goto gt206;

gtcalled211:
  asm ("" : "+r" (gtn194) :  : )
  gt193 = (long long)0;
  goto gt218;

gtcall212:
  (void)cx_tile4_4_64_p0 (gpw169, (&gtx196[(long long)0]), (long long)4, (&gtl198[(long long)0]), (long long)2, ((float *)&gto200[(long long)0]));
  goto gtcalled211;

gtnext213:
  if (gtn194 == (long long)3) goto gtcall214; else goto gtnext215;

gtcall214:
  (void)cx_tile3_4_64_p0 (gpw169, (&gtx196[(long long)0]), (long long)4, (&gtl198[(long long)0]), (long long)2, ((float *)&gto200[(long long)0]));
  goto gtcalled211;

gtnext215:
  if (gtn194 == (long long)2) goto gtcall216; else goto gtnext217;

gtcall216:
  (void)cx_tile2_4_64_p0 (gpw169, (&gtx196[(long long)0]), (long long)4, (&gtl198[(long long)0]), (long long)2, ((float *)&gto200[(long long)0]));
  goto gtcalled211;

gtnext217:
  (void)cx_tile1_4_64_p0 (gpw169, (&gtx196[(long long)0]), (long long)4, (&gtl198[(long long)0]), (long long)2, ((float *)&gto200[(long long)0]));
  goto gtcalled211;

gt218:
  asm ("" : "+r" (gt193) :  : )
  if (gt193 < gtn194) goto gtb220; else goto gtend219;

gtend219:
  gli170 += gtn194;
  goto gtile201;

gtb220:
  li_45 = gli170 + gt193;
  r_42 = gr172 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gto200[(gt193 * (long long)4 + (long long)0)];
  r_42 = gr172 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gto200[(gt193 * (long long)4 + (long long)1)];
  r_42 = gr172 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gto200[(gt193 * (long long)4 + (long long)2)];
  r_42 = gr172 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gto200[(gt193 * (long long)4 + (long long)3)];
  gt193 += (long long)1;
  goto gt218;

for221:
  if (li_47 < n_2) goto body222; else goto after223;

body222:
  i_48 = start_0 + li_47;
  cs_53 = (long long)child_start[i_48];
  c0_54 = (long long)children[cs_53];
  c1_55 = (long long)children[(cs_53 + (long long)1)];
  jv224 = (long long)0;
  goto for225;

after223:
  gq174 += (long long)1;
  goto grow190;

for225:
  if (jv224 < (long long)64) goto body226; else goto after227;

body226:
  j_49 = gr172 + jv224;
  v34_228 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_47 * (long long)256 + j_49)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_h[j_49]);
  v34_229 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_47 * (long long)256 + j_49 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_h[(j_49 + (long long)16)]);
  v34_230 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_47 * (long long)256 + j_49 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_h[(j_49 + (long long)32)]);
  v34_231 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_47 * (long long)256 + j_49 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_h[(j_49 + (long long)48)]);
  v36_232 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c0_54 * (long long)256 + j_49)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c1_55 * (long long)256 + j_49)]);
  v36_233 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c0_54 * (long long)256 + j_49 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c1_55 * (long long)256 + j_49 + (long long)16)]);
  v36_234 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c0_54 * (long long)256 + j_49 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c1_55 * (long long)256 + j_49 + (long long)32)]);
  v36_235 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c0_54 * (long long)256 + j_49 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(c1_55 * (long long)256 + j_49 + (long long)48)]);
  v37_236 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_47 * (long long)256 + j_49)]) * v36_232;
  v37_237 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_47 * (long long)256 + j_49 + (long long)16)]) * v36_233;
  v37_238 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_47 * (long long)256 + j_49 + (long long)32)]) * v36_234;
  v37_239 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_47 * (long long)256 + j_49 + (long long)48)]) * v36_235;
  v39_240 = v37_236 / {(float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000};
  v39_241 = v37_237 / {(float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000};
  v39_242 = v37_238 / {(float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000};
  v39_243 = v37_239 / {(float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000, (float)2.000000};
  v41_244 = {(float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000} - *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_47 * (long long)256 + j_49)]);
  v41_245 = {(float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000} - *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_47 * (long long)256 + j_49 + (long long)16)]);
  v41_246 = {(float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000} - *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_47 * (long long)256 + j_49 + (long long)32)]);
  v41_247 = {(float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000} - *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_47 * (long long)256 + j_49 + (long long)48)]);
  vbuf248[(long long)0] = v34_228;
  vbuf248[(long long)1] = v34_229;
  vbuf248[(long long)2] = v34_230;
  vbuf248[(long long)3] = v34_231;
  (void)cx_vtanh_a_p0 (((float *)&vbuf248[(long long)0]), (long long)64);
  vr249 = vbuf248[(long long)0];
  vr250 = vbuf248[(long long)1];
  vr251 = vbuf248[(long long)2];
  vr252 = vbuf248[(long long)3];
  v35_253 = vr249;
  v35_254 = vr250;
  v35_255 = vr251;
  v35_256 = vr252;
  v42_257 = v41_244 * v35_253;
  v42_258 = v41_245 * v35_254;
  v42_259 = v41_246 * v35_255;
  v42_260 = v41_247 * v35_256;
  v43_261 = v39_240 + v42_257;
  v43_262 = v39_241 + v42_258;
  v43_263 = v39_242 + v42_259;
  v43_264 = v39_243 + v42_260;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_48 * (long long)256 + j_49)]) = v43_261;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_48 * (long long)256 + j_49 + (long long)16)]) = v43_262;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_48 * (long long)256 + j_49 + (long long)32)]) = v43_263;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_48 * (long long)256 + j_49 + (long long)48)]) = v43_264;
  jv224 += (long long)64;
  goto for225;

after227:
  li_47 += (long long)1;
  goto for221;
}

extern void
cx_vsigmoid_a_p0 (float * p, long long n)
{
  long long i;

entry:
  i = (long long)0;
  goto test;

test:
  if (i < n) goto elem; else goto done;

elem:
  p[i] = cx_vsigmoidf (p[i]);
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
  k_5 = (long long)0;
  (void)cx_packseg_p0 (PK_0, (&P_W_x[(r_4 * (long long)256 + k_5)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)256);
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
  k_5 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_z_l[(r_4 * (long long)256 + k_5)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)512);
  r_4 = (long long)0;
  k_5 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_z_r[(r_4 * (long long)256 + k_5)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)256, (long long)64, (long long)512);
  r_12 = (long long)0;
  k_13 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_rl_l[(r_12 * (long long)256 + k_13)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)256, (long long)0, (long long)64, (long long)512);
  r_12 = (long long)0;
  k_13 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_rl_r[(r_12 * (long long)256 + k_13)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)256, (long long)256, (long long)64, (long long)512);
  r_20 = (long long)0;
  k_21 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_rr_l[(r_20 * (long long)256 + k_21)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)512, (long long)0, (long long)64, (long long)512);
  r_20 = (long long)0;
  k_21 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_rr_r[(r_20 * (long long)256 + k_21)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)512, (long long)256, (long long)64, (long long)512);
  return;
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
  k_43 = (long long)0;
  (void)cx_packseg_p0 (PK_2, (&P_W_l[(r_42 * (long long)256 + k_43)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)512);
  r_42 = (long long)0;
  k_43 = (long long)0;
  (void)cx_packseg_p0 (PK_2, (&P_W_r[(r_42 * (long long)256 + k_43)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)256, (long long)64, (long long)512);
  return;
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

