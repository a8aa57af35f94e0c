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
  float acc4_6;
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
  float * P_b;
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
  P_b = f->params[(long long)3];
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
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then39; else goto else40;

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
  v6_180 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_10 * (long long)256 + j_12)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[j_12]);
  v6_181 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_10 * (long long)256 + j_12 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[(j_12 + (long long)16)]);
  v6_182 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_10 * (long long)256 + j_12 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[(j_12 + (long long)32)]);
  v6_183 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_10 * (long long)256 + j_12 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[(j_12 + (long long)48)]);
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
cx_branch0_all_nonleaf (struct JitFrame * f, int start, int end)
{
  long long start_0;
  long long end_1;
  long long n_2;
  long long ebase_3;
  long long li_4;
  long long i_5;
  long long j_6;
  float v3_7;
  double acc3_8;
  long long cs_9;
  long long nk_10;
  long long kk_11;
  long long ck_12;
  long long e_13;
  long long r_14;
  long long k_15;
  float acc4_16;
  long long li_17;
  long long i_18;
  long long li_19;
  long long i_20;
  long long j_21;
  float v5_22;
  float v7_23;
  float v8_24;
  long long toff;
  float * t0;
  float * t1;
  int * child_start;
  double[256] red4;
  int * children;
  float * S_0;
  float * PK_1;
  float * gpw17;
  long long gli18;
  long long gnhi19;
  long long gr20;
  long long gprow21;
  long long gq22;
  long long gj23;
  long long gdir24;
  long long gt28;
  long long gtn29;
  float *[4] gtx30;
  float * * gtx31;
  long long[1] gtl32;
  long long * gtl33;
  float  __attribute__((vector_size(sizeof (float) * 16)))[16] gto34;
  float  __attribute__((vector_size(sizeof (float) * 16))) * gto35;
  float * gx44;
  long long jv58;
  float * F_1;
  float  __attribute__((vector_size(sizeof (float) * 16))) v5_62;
  float  __attribute__((vector_size(sizeof (float) * 16))) v5_63;
  float  __attribute__((vector_size(sizeof (float) * 16))) v5_64;
  float  __attribute__((vector_size(sizeof (float) * 16))) v5_65;
  float * P_b;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_66;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_67;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_68;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_69;
  float  __attribute__((vector_size(sizeof (float) * 16)))[4] vbuf70;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr71;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr72;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr73;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr74;
  float  __attribute__((vector_size(sizeof (float) * 16))) v8_75;
  float  __attribute__((vector_size(sizeof (float) * 16))) v8_76;
  float  __attribute__((vector_size(sizeof (float) * 16))) v8_77;
  float  __attribute__((vector_size(sizeof (float) * 16))) v8_78;

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
  PK_1 = f->packed[(long long)1];
  F_1 = f->vfields[(long long)1];
  P_b = f->params[(long long)3];
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
  goto for5;

after3:
  gdir24 = (long long)f->level & (long long)1;
  gq22 = (long long)0;
  goto grow25;

for5:
  if (j_6 < (long long)256) goto body6; else goto after7;

body6:
  acc3_8 = (double)0.000000;
  red4[(j_6 - (long long)0)] = acc3_8;
  j_6 += (long long)1;
  goto for5;

after7:
  kk_11 = (long long)0;
  goto for8;

for8:
  if (kk_11 < nk_10) goto body9; else goto after10;

body9:
  j_6 = (long long)0;
  goto for11;

after10:
  j_6 = (long long)0;
  goto for14;

for11:
  if (j_6 < (long long)256) goto body12; else goto after13;

body12:
  acc3_8 = red4[(j_6 - (long long)0)];
  ck_12 = (long long)children[(cs_9 + kk_11)];
  e_13 = cs_9 + kk_11 - ebase_3;
  acc3_8 = acc3_8 + (double)S_0[(ck_12 * (long long)256 + j_6)];
  red4[(j_6 - (long long)0)] = acc3_8;
  j_6 += (long long)1;
  goto for11;

after13:
  kk_11 += (long long)1;
  goto for8;

for14:
  if (j_6 < (long long)256) goto body15; else goto after16;

body15:
  acc3_8 = red4[(j_6 - (long long)0)];
  v3_7 = (float)acc3_8;
  t0[(li_4 * (long long)256 + j_6)] = v3_7;
  j_6 += (long long)1;
  goto for14;

after16:
  li_4 += (long long)1;
  goto for1;

grow25:
  if (gq22 < (long long)4) goto grbody26; else goto grafter27;

grbody26:
  gr20 = (gq22 + gdir24 * ((long long)3 - (long long)2 * gq22)) * (long long)64;
  gpw17 = &PK_1[((gr20 + (long long)0) * (long long)256)];
  gprow21 = gr20 + (long long)0;
  gtx31 = &gtx30[(long long)0];
  gtl33 = &gtl32[(long long)0];
  gto35 = &gto34[(long long)0];
  gtl33[(long long)0] = (long long)256;
  gnhi19 = n_2;
  gli18 = (long long)0;
  goto gtile36;

grafter27:
  return;

gtile36:
  if (gli18 < gnhi19) goto gtbody37; else goto gtafter40;

gtbody37:
  gtn29 = gnhi19 - gli18;
  if (gtn29 > (long long)4) goto gtpart38; else goto gtgo39;

gtpart38:
  gtn29 = (long long)4;
  goto gtgo39;

gtgo39:
  asm ("" : "+r" (gtn29) :  : )
  gt28 = (long long)0;
  goto gt41;

gtafter40:
  li_19 = (long long)0;
  goto for55;

gt41:
  asm ("" : "+r" (gt28) :  : )
  if (gt28 < gtn29) goto gtb43; else goto gtend42;

gtend42:
  if (gtn29 == (long long)4) goto gtcall46; else goto gtnext47;

gtb43:
  li_17 = gli18 + gt28;
  i_18 = start_0 + li_17;
  gx44 = (float *)&t0[(li_17 * (long long)256)];
  gtx31[(gt28 + (long long)0)] = gx44;
  gt28 += (long long)1;
  goto gt41;

gtcalled45:
  asm ("" : "+r" (gtn29) :  : )
  gt28 = (long long)0;
  goto gt52;

gtcall46:
  (void)cx_tile4_4_64_p0 (gpw17, (&gtx31[(long long)0]), (long long)4, (&gtl33[(long long)0]), (long long)1, ((float *)&gto35[(long long)0]));
  goto gtcalled45;

gtnext47:
  if (gtn29 == (long long)3) goto gtcall48; else goto gtnext49;

gtcall48:
  (void)cx_tile3_4_64_p0 (gpw17, (&gtx31[(long long)0]), (long long)4, (&gtl33[(long long)0]), (long long)1, ((float *)&gto35[(long long)0]));
  goto gtcalled45;

gtnext49:
  if (gtn29 == (long long)2) goto gtcall50; else goto gtnext51;

gtcall50:
  (void)cx_tile2_4_64_p0 (gpw17, (&gtx31[(long long)0]), (long long)4, (&gtl33[(long long)0]), (long long)1, ((float *)&gto35[(long long)0]));
  goto gtcalled45;

gtnext51:
  (void)cx_tile1_4_64_p0 (gpw17, (&gtx31[(long long)0]), (long long)4, (&gtl33[(long long)0]), (long long)1, ((float *)&gto35[(long long)0]));
  goto gtcalled45;

gt52:
  asm ("" : "+r" (gt28) :  : )
  if (gt28 < gtn29) goto gtb54; else goto gtend53;

gtend53:
  gli18 += gtn29;
  goto gtile36;

gtb54:
  li_17 = gli18 + gt28;
  r_14 = gr20 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gto35[(gt28 * (long long)4 + (long long)0)];
  r_14 = gr20 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gto35[(gt28 * (long long)4 + (long long)1)];
  r_14 = gr20 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gto35[(gt28 * (long long)4 + (long long)2)];
  r_14 = gr20 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gto35[(gt28 * (long long)4 + (long long)3)];
  gt28 += (long long)1;
  goto gt52;

for55:
  if (li_19 < n_2) goto body56; else goto after57;

body56:
  i_20 = start_0 + li_19;
  jv58 = (long long)0;
  goto for59;

after57:
  gq22 += (long long)1;
  goto grow25;

for59:
  if (jv58 < (long long)64) goto body60; else goto after61;

body60:
  j_21 = gr20 + jv58;
  v5_62 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_1[(i_20 * (long long)256 + j_21)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_19 * (long long)256 + j_21)]);
  v5_63 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_1[(i_20 * (long long)256 + j_21 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_19 * (long long)256 + j_21 + (long long)16)]);
  v5_64 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_1[(i_20 * (long long)256 + j_21 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_19 * (long long)256 + j_21 + (long long)32)]);
  v5_65 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_1[(i_20 * (long long)256 + j_21 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_19 * (long long)256 + j_21 + (long long)48)]);
  v7_66 = v5_62 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[j_21]);
  v7_67 = v5_63 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[(j_21 + (long long)16)]);
  v7_68 = v5_64 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[(j_21 + (long long)32)]);
  v7_69 = v5_65 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[(j_21 + (long long)48)]);
  vbuf70[(long long)0] = v7_66;
  vbuf70[(long long)1] = v7_67;
  vbuf70[(long long)2] = v7_68;
  vbuf70[(long long)3] = v7_69;
  (void)cx_vtanh_a_p0 (((float *)&vbuf70[(long long)0]), (long long)64);
  vr71 = vbuf70[(long long)0];
  vr72 = vbuf70[(long long)1];
  vr73 = vbuf70[(long long)2];
  vr74 = vbuf70[(long long)3];
  v8_75 = vr71;
  v8_76 = vr72;
  v8_77 = vr73;
  v8_78 = vr74;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_20 * (long long)256 + j_21)]) = v8_75;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_20 * (long long)256 + j_21 + (long long)16)]) = v8_76;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_20 * (long long)256 + j_21 + (long long)32)]) = v8_77;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_20 * (long long)256 + j_21 + (long long)48)]) = v8_78;
  jv58 += (long long)64;
  goto for59;

after61:
  li_19 += (long long)1;
  goto for55;
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
  float acc4_6;
  long long li_7;
  long long i_8;
  long long ix2_9;
  long long li_10;
  long long i_11;
  long long j_12;
  float v6_13;
  float v7_14;
  float * PK_0;
  float * P_U;

entry:
  PK_0 = f->packed[(long long)0];
  P_U = f->params[(long long)1];
  goto start0;

start0:
  r_4 = (long long)0;
  k_5 = (long long)0;
  (void)cx_packseg_p0 (PK_0, (&P_U[(r_4 * (long long)256 + k_5)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)256);
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
  long long li_4;
  long long i_5;
  long long j_6;
  float v3_7;
  double acc3_8;
  long long cs_9;
  long long nk_10;
  long long kk_11;
  long long ck_12;
  long long e_13;
  long long r_14;
  long long k_15;
  float acc4_16;
  long long li_17;
  long long i_18;
  long long li_19;
  long long i_20;
  long long j_21;
  float v5_22;
  float v7_23;
  float v8_24;
  float * PK_1;
  float * P_W;

entry:
  PK_1 = f->packed[(long long)1];
  P_W = f->params[(long long)2];
  goto start0;

start0:
  r_14 = (long long)0;
  k_15 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_W[(r_14 * (long long)256 + k_15)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)256);
  return;
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
  long long ix2_6;
  float * PK_2;
  float * P_U;

entry:
  PK_2 = f->packed[(long long)2];
  P_U = f->params[(long long)1];
  goto start0;

start0:
  r_1 = (long long)0;
  k_2 = (long long)0;
  (void)cx_packseg_p0 (PK_2, (&P_U[(r_1 * (long long)256 + k_2)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)256);
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

extern void
cx_hoist0_branch0_all_nonleaf (struct JitFrame * f, int * nodes, int count, float * out)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix2_6;
  float * PK_2;
  float * gpw1;
  long long gli2;
  long long gnhi3;
  long long gr4;
  long long gprow5;
  long long gq6;
  long long gj7;
  long long gt11;
  long long gtn12;
  float *[4] gtx13;
  float * * gtx14;
  long long[1] gtl15;
  long long * gtl16;
  float  __attribute__((vector_size(sizeof (float) * 16)))[16] gto17;
  float  __attribute__((vector_size(sizeof (float) * 16))) * gto18;
  int * ifields;
  float * P_E;
  float * gx32;

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
  gtx14 = &gtx13[(long long)0];
  gtl16 = &gtl15[(long long)0];
  gto18 = &gto17[(long long)0];
  gtl16[(long long)0] = (long long)256;
  gnhi3 = count_0;
  gli2 = (long long)0;
  goto gtile19;

grafter10:
  return;

gtile19:
  if (gli2 < gnhi3) goto gtbody20; else goto gtafter23;

gtbody20:
  gtn12 = gnhi3 - gli2;
  if (gtn12 > (long long)4) goto gtpart21; else goto gtgo22;

gtpart21:
  gtn12 = (long long)4;
  goto gtgo22;

gtgo22:
  asm ("" : "+r" (gtn12) :  : )
  gt11 = (long long)0;
  goto gt24;

gtafter23:
  gq6 += (long long)1;
  goto grow8;

gt24:
  asm ("" : "+r" (gt11) :  : )
  if (gt11 < gtn12) goto gtb26; else goto gtend25;

gtend25:
  if (gtn12 == (long long)4) goto gtcall34; else goto gtnext35;

gtb26:
  li_4 = gli2 + gt11;
  i_5 = (long long)nodes[li_4];
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then27; else goto else28;

then27:
  if (f->err[(long long)0] == (long long)0) goto rowerr30; else goto join31;

else28:
  goto join29;

join29:
  gx32 = (float *)&P_E[(ix2_6 * (long long)256)];
  gtx14[(gt11 + (long long)0)] = gx32;
  gt11 += (long long)1;
  goto gt24;

rowerr30:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join31;

join31:
  ix2_6 = (long long)0;
  goto join29;

gtcalled33:
  asm ("" : "+r" (gtn12) :  : )
  gt11 = (long long)0;
  goto gt40;

gtcall34:
  (void)cx_tile4_4_64_p0 (gpw1, (&gtx14[(long long)0]), (long long)4, (&gtl16[(long long)0]), (long long)1, ((float *)&gto18[(long long)0]));
  goto gtcalled33;

gtnext35:
  if (gtn12 == (long long)3) goto gtcall36; else goto gtnext37;

gtcall36:
  (void)cx_tile3_4_64_p0 (gpw1, (&gtx14[(long long)0]), (long long)4, (&gtl16[(long long)0]), (long long)1, ((float *)&gto18[(long long)0]));
  goto gtcalled33;

gtnext37:
  if (gtn12 == (long long)2) goto gtcall38; else goto gtnext39;

gtcall38:
  (void)cx_tile2_4_64_p0 (gpw1, (&gtx14[(long long)0]), (long long)4, (&gtl16[(long long)0]), (long long)1, ((float *)&gto18[(long long)0]));
  goto gtcalled33;

gtnext39:
  (void)cx_tile1_4_64_p0 (gpw1, (&gtx14[(long long)0]), (long long)4, (&gtl16[(long long)0]), (long long)1, ((float *)&gto18[(long long)0]));
  goto gtcalled33;

gt40:
  asm ("" : "+r" (gt11) :  : )
  if (gt11 < gtn12) goto gtb42; else goto gtend41;

gtend41:
  gli2 += gtn12;
  goto gtile19;

gtb42:
  li_4 = gli2 + gt11;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gto18[(gt11 * (long long)4 + (long long)0)];
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gto18[(gt11 * (long long)4 + (long long)1)];
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gto18[(gt11 * (long long)4 + (long long)2)];
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gto18[(gt11 * (long long)4 + (long long)3)];
  gt11 += (long long)1;
  goto gt40;
}

