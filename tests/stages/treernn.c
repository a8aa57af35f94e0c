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
  long long r_4;
  long long k_5;
  float acc7_6;
  long long li_7;
  long long i_8;
  long long cs_9;
  long long c0_10;
  long long c1_11;
  long long li_12;
  long long i_13;
  long long j_14;
  float v8_15;
  float v9_16;
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
  float *[8] gtx25;
  float * * gtx26;
  long long[2] gtl27;
  long long * gtl28;
  float  __attribute__((vector_size(sizeof (float) * 16)))[16] gto29;
  float  __attribute__((vector_size(sizeof (float) * 16))) * gto30;
  float  __attribute__((vector_size(sizeof (float) * 16)))[16] gts31;
  float  __attribute__((vector_size(sizeof (float) * 16))) * gts32;
  long long[4] glit33;
  long long * glit34;
  long long[4] gslot35;
  long long * gslot36;
  int * gperm45;
  int * children;
  float * S_0;
  float * gx48;
  float * gx49;
  float * gp50;
  bool lpok51;
  bool lpok194;
  int * gperm225;
  long long jv231;
  float * P_b;
  float  __attribute__((vector_size(sizeof (float) * 16))) v8_235;
  float  __attribute__((vector_size(sizeof (float) * 16))) v8_236;
  float  __attribute__((vector_size(sizeof (float) * 16))) v8_237;
  float  __attribute__((vector_size(sizeof (float) * 16))) v8_238;
  float  __attribute__((vector_size(sizeof (float) * 16)))[4] vbuf239;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr240;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr241;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr242;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr243;
  float  __attribute__((vector_size(sizeof (float) * 16))) v9_244;
  float  __attribute__((vector_size(sizeof (float) * 16))) v9_245;
  float  __attribute__((vector_size(sizeof (float) * 16))) v9_246;
  float  __attribute__((vector_size(sizeof (float) * 16))) v9_247;

entry:
  start_0 = (long long)start;
  end_1 = (long long)end;
  toff = (long long)0;
  t0 = &f->scratch[toff];
  toff += f->node_cap * (long long)256 + (long long)15 & (long long)-16;
  child_start = f->child_start;
  PK_0 = f->packed[(long long)0];
  children = f->children;
  S_0 = f->states[(long long)0];
  P_b = f->params[(long long)3];
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
  gpw1 = &PK_0[((gr4 + (long long)0) * (long long)512)];
  gprow5 = gr4 + (long long)0;
  gtx26 = &gtx25[(long long)0];
  gtl28 = &gtl27[(long long)0];
  gto30 = &gto29[(long long)0];
  gts32 = &gts31[(long long)0];
  glit34 = &glit33[(long long)0];
  gslot36 = &gslot35[(long long)0];
  gtl28[(long long)0] = (long long)256;
  gtl28[(long long)1] = (long long)256;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile37;

grafter22:
  return;

gtile37:
  if (gli2 < gnhi3) goto gtbody38; else goto gtafter41;

gtbody38:
  gtn24 = gnhi3 - gli2;
  if (gtn24 > (long long)4) goto gtpart39; else goto gtgo40;

gtpart39:
  gtn24 = (long long)4;
  goto gtgo40;

gtgo40:
  asm ("" : "+r" (gtn24) :  : )
  gt23 = (long long)0;
  goto gt42;

gtafter41:
  li_12 = (long long)0;
  goto for228;

gt42:
  asm ("" : "+r" (gt23) :  : )
  if (gt23 < gtn24) goto gtb44; else goto gtend43;

gtend43:
  gp50 = gpw1;
  lpok51 = (bool)0;
  if (f->lp_slot != (int * *)NULL) goto lpchk52; else goto lpdec53;

gtb44:
  li_7 = gli2 + gt23;
  gperm45 = f->lp_perm;
  asm ("" : "+r" (gperm45) :  : )
  if (gperm45 != (int *)NULL) goto gperm46; else goto gpermj47;

gperm46:
  li_7 = (long long)gperm45[(start_0 + li_7)] - start_0;
  goto gpermj47;

gpermj47:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit34[gt23] = li_7;
  gx48 = (float *)&S_0[(c0_10 * (long long)256)];
  gtx26[(gt23 + (long long)0)] = gx48;
  gx49 = (float *)&S_0[(c1_11 * (long long)256)];
  gtx26[(gt23 + (long long)4)] = gx49;
  gt23 += (long long)1;
  goto gt42;

lpchk52:
  lpok51 = (bool)1;
  gt23 = (long long)0;
  goto gt54;

lpdec53:
  if (lpok51) goto lphit57; else goto lpmiss58;

gt54:
  asm ("" : "+r" (gt23) :  : )
  if (gt23 < gtn24) goto gtb56; else goto gtend55;

gtend55:
  goto lpdec53;

gtb56:
  gslot36[gt23] = (long long)f->lp_slot[(long long)0][(start_0 + glit34[gt23])];
  lpok51 = lpok51 && gslot36[gt23] >= (long long)0;
  gt23 += (long long)1;
  goto gt54;

lphit57:
  gt23 = (long long)0;
  goto gt60;

lpmiss58:
  if (gtn24 == (long long)4) goto gtcall64; else goto gtnext65;

lpjoin59:
  gp50 = &gp50[(long long)16384];
  lpok194 = (bool)0;
  if (f->lp_slot != (int * *)NULL) goto lpchk195; else goto lpdec196;

gt60:
  asm ("" : "+r" (gt23) :  : )
  if (gt23 < gtn24) goto gtb62; else goto gtend61;

gtend61:
  goto lpjoin59;

gtb62:
  gto30[(gt23 * (long long)4 + (long long)0)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(gslot36[gt23] * (long long)256 + gprow5 + (long long)0)]);
  gto30[(gt23 * (long long)4 + (long long)1)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(gslot36[gt23] * (long long)256 + gprow5 + (long long)16)]);
  gto30[(gt23 * (long long)4 + (long long)2)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(gslot36[gt23] * (long long)256 + gprow5 + (long long)32)]);
  gto30[(gt23 * (long long)4 + (long long)3)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(gslot36[gt23] * (long long)256 + gprow5 + (long long)48)]);
  gt23 += (long long)1;
  goto gt60;

gtcalled63:
  asm ("" : "+r" (gtn24) :  : )
  if (f->lp_slot != (int * *)NULL) goto lpwl188; else goto lpjoin59;

gtcall64:
  (void)cx_tile4_4_64_p0 (gp50, (&gtx26[(long long)0]), (long long)4, (&gtl28[(long long)0]), (long long)1, ((float *)&gto30[(long long)0]));
  goto gtcalled63;

gtnext65:
  if (gtn24 == (long long)3) goto gtcall106; else goto gtnext107;

gtcall106:
  (void)cx_tile3_4_64_p0 (gp50, (&gtx26[(long long)0]), (long long)4, (&gtl28[(long long)0]), (long long)1, ((float *)&gto30[(long long)0]));
  goto gtcalled63;

gtnext107:
  if (gtn24 == (long long)2) goto gtcall141; else goto gtnext142;

gtcall141:
  (void)cx_tile2_4_64_p0 (gp50, (&gtx26[(long long)0]), (long long)4, (&gtl28[(long long)0]), (long long)1, ((float *)&gto30[(long long)0]));
  goto gtcalled63;

gtnext142:
  (void)cx_tile1_4_64_p0 (gp50, (&gtx26[(long long)0]), (long long)4, (&gtl28[(long long)0]), (long long)1, ((float *)&gto30[(long long)0]));
  goto gtcalled63;

lpwl188:
  gt23 = (long long)0;
  goto gt189;

gt189:
  asm ("" : "+r" (gt23) :  : )
  if (gt23 < gtn24) goto gtb191; else goto gtend190;

gtend190:
  goto lpjoin59;

gtb191:
  if (gslot36[gt23] <= (long long)-2) goto lpwr192; else goto lpwn193;

lpwr192:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - gslot36[gt23]) * (long long)256 + gprow5 + (long long)0)]) = gto30[(gt23 * (long long)4 + (long long)0)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - gslot36[gt23]) * (long long)256 + gprow5 + (long long)16)]) = gto30[(gt23 * (long long)4 + (long long)1)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - gslot36[gt23]) * (long long)256 + gprow5 + (long long)32)]) = gto30[(gt23 * (long long)4 + (long long)2)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - gslot36[gt23]) * (long long)256 + gprow5 + (long long)48)]) = gto30[(gt23 * (long long)4 + (long long)3)];
  goto lpwn193;

lpwn193:
  gt23 += (long long)1;
  goto gt189;

lpchk195:
  lpok194 = (bool)1;
  gt23 = (long long)0;
  goto gt197;

lpdec196:
  if (lpok194) goto lphit200; else goto lpmiss201;

gt197:
  asm ("" : "+r" (gt23) :  : )
  if (gt23 < gtn24) goto gtb199; else goto gtend198;

gtend198:
  goto lpdec196;

gtb199:
  gslot36[gt23] = (long long)f->lp_slot[(long long)1][(start_0 + glit34[gt23])];
  lpok194 = lpok194 && gslot36[gt23] >= (long long)0;
  gt23 += (long long)1;
  goto gt197;

lphit200:
  gt23 = (long long)0;
  goto gt203;

lpmiss201:
  if (gtn24 == (long long)4) goto gtcall207; else goto gtnext208;

lpjoin202:
  gp50 = &gp50[(long long)16384];
  gt23 = (long long)0;
  goto gt219;

gt203:
  asm ("" : "+r" (gt23) :  : )
  if (gt23 < gtn24) goto gtb205; else goto gtend204;

gtend204:
  goto lpjoin202;

gtb205:
  gts32[(gt23 * (long long)4 + (long long)0)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(gslot36[gt23] * (long long)256 + gprow5 + (long long)0)]);
  gts32[(gt23 * (long long)4 + (long long)1)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(gslot36[gt23] * (long long)256 + gprow5 + (long long)16)]);
  gts32[(gt23 * (long long)4 + (long long)2)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(gslot36[gt23] * (long long)256 + gprow5 + (long long)32)]);
  gts32[(gt23 * (long long)4 + (long long)3)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(gslot36[gt23] * (long long)256 + gprow5 + (long long)48)]);
  gt23 += (long long)1;
  goto gt203;

gtcalled206:
  asm ("" : "+r" (gtn24) :  : )
  if (f->lp_slot != (int * *)NULL) goto lpwl213; else goto lpjoin202;

gtcall207:
  (void)cx_tile4_4_64_p0 (gp50, (&gtx26[(long long)4]), (long long)4, (&gtl28[(long long)1]), (long long)1, ((float *)&gts32[(long long)0]));
  goto gtcalled206;

gtnext208:
  if (gtn24 == (long long)3) goto gtcall209; else goto gtnext210;

gtcall209:
  (void)cx_tile3_4_64_p0 (gp50, (&gtx26[(long long)4]), (long long)4, (&gtl28[(long long)1]), (long long)1, ((float *)&gts32[(long long)0]));
  goto gtcalled206;

gtnext210:
  if (gtn24 == (long long)2) goto gtcall211; else goto gtnext212;

gtcall211:
  (void)cx_tile2_4_64_p0 (gp50, (&gtx26[(long long)4]), (long long)4, (&gtl28[(long long)1]), (long long)1, ((float *)&gts32[(long long)0]));
  goto gtcalled206;

gtnext212:
  (void)cx_tile1_4_64_p0 (gp50, (&gtx26[(long long)4]), (long long)4, (&gtl28[(long long)1]), (long long)1, ((float *)&gts32[(long long)0]));
  goto gtcalled206;

lpwl213:
  gt23 = (long long)0;
  goto gt214;

gt214:
  asm ("" : "+r" (gt23) :  : )
  if (gt23 < gtn24) goto gtb216; else goto gtend215;

gtend215:
  goto lpjoin202;

gtb216:
  if (gslot36[gt23] <= (long long)-2) goto lpwr217; else goto lpwn218;

lpwr217:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - gslot36[gt23]) * (long long)256 + gprow5 + (long long)0)]) = gts32[(gt23 * (long long)4 + (long long)0)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - gslot36[gt23]) * (long long)256 + gprow5 + (long long)16)]) = gts32[(gt23 * (long long)4 + (long long)1)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - gslot36[gt23]) * (long long)256 + gprow5 + (long long)32)]) = gts32[(gt23 * (long long)4 + (long long)2)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - gslot36[gt23]) * (long long)256 + gprow5 + (long long)48)]) = gts32[(gt23 * (long long)4 + (long long)3)];
  goto lpwn218;

lpwn218:
  gt23 += (long long)1;
  goto gt214;

gt219:
  asm ("" : "+r" (gt23) :  : )
  if (gt23 < gtn24) goto gtb221; else goto gtend220;

gtend220:
  gt23 = (long long)0;
  goto gt222;

gtb221:
  gto30[(gt23 * (long long)4 + (long long)0)] += gts32[(gt23 * (long long)4 + (long long)0)];
  gto30[(gt23 * (long long)4 + (long long)1)] += gts32[(gt23 * (long long)4 + (long long)1)];
  gto30[(gt23 * (long long)4 + (long long)2)] += gts32[(gt23 * (long long)4 + (long long)2)];
  gto30[(gt23 * (long long)4 + (long long)3)] += gts32[(gt23 * (long long)4 + (long long)3)];
  gt23 += (long long)1;
  goto gt219;

gt222:
  asm ("" : "+r" (gt23) :  : )
  if (gt23 < gtn24) goto gtb224; else goto gtend223;

gtend223:
  gli2 += gtn24;
  goto gtile37;

gtb224:
  li_7 = gli2 + gt23;
  gperm225 = f->lp_perm;
  asm ("" : "+r" (gperm225) :  : )
  if (gperm225 != (int *)NULL) goto gperm226; else goto gpermj227;

gperm226:
  li_7 = (long long)gperm225[(start_0 + li_7)] - start_0;
  goto gpermj227;

gpermj227:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gto30[(gt23 * (long long)4 + (long long)0)];
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gto30[(gt23 * (long long)4 + (long long)1)];
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gto30[(gt23 * (long long)4 + (long long)2)];
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gto30[(gt23 * (long long)4 + (long long)3)];
  gt23 += (long long)1;
  goto gt222;

for228:
  if (li_12 < n_2) goto body229; else goto after230;

body229:
  i_13 = start_0 + li_12;
  jv231 = (long long)0;
  goto for232;

after230:
  gq6 += (long long)1;
  goto grow20;

for232:
  if (jv231 < (long long)64) goto body233; else goto after234;

body233:
  j_14 = gr4 + jv231;
  v8_235 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_12 * (long long)256 + j_14)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[j_14]);
  v8_236 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_12 * (long long)256 + j_14 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[(j_14 + (long long)16)]);
  v8_237 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_12 * (long long)256 + j_14 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[(j_14 + (long long)32)]);
  v8_238 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_12 * (long long)256 + j_14 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[(j_14 + (long long)48)]);
  vbuf239[(long long)0] = v8_235;
  vbuf239[(long long)1] = v8_236;
  vbuf239[(long long)2] = v8_237;
  vbuf239[(long long)3] = v8_238;
  (void)cx_vtanh_a_p0 (((float *)&vbuf239[(long long)0]), (long long)64);
  vr240 = vbuf239[(long long)0];
  vr241 = vbuf239[(long long)1];
  vr242 = vbuf239[(long long)2];
  vr243 = vbuf239[(long long)3];
  v9_244 = vr240;
  v9_245 = vr241;
  v9_246 = vr242;
  v9_247 = vr243;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_13 * (long long)256 + j_14)]) = v9_244;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_13 * (long long)256 + j_14 + (long long)16)]) = v9_245;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_13 * (long long)256 + j_14 + (long long)32)]) = v9_246;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_13 * (long long)256 + j_14 + (long long)48)]) = v9_247;
  jv231 += (long long)64;
  goto for232;

after234:
  li_12 += (long long)1;
  goto for228;
}

extern void
cx_tile4_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc66;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc67;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc68;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc69;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc70;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc71;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc72;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc73;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc74;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc75;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc76;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc77;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc78;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc79;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc80;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc81;
  float * p82;
  long long k;
  long long s83;
  long long len;
  float * x87;
  float * x88;
  float * x89;
  float * x90;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw94;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw95;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw96;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw97;
  float gxs98;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb99;
  float gxs100;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb101;
  float gxs102;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb103;
  float gxs104;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb105;

entry:
  acc66 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc67 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc68 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc69 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc70 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc71 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc72 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc73 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc74 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc75 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc76 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc77 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc78 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc79 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc80 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc81 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p82 = pp;
  s83 = (long long)0;
  goto seg84;

seg84:
  if (s83 < nsegs) goto segbody85; else goto segdone86;

segbody85:
  x87 = px[(s83 * xs + (long long)0)];
  x88 = px[(s83 * xs + (long long)1)];
  x89 = px[(s83 * xs + (long long)2)];
  x90 = px[(s83 * xs + (long long)3)];
  len = lens[s83];
  k = (long long)0;
  goto gfor91;

segdone86:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc66;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc67;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc68;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc69;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)64]) = acc70;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)80]) = acc71;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)96]) = acc72;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)112]) = acc73;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)128]) = acc74;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)144]) = acc75;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)160]) = acc76;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)176]) = acc77;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)192]) = acc78;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)208]) = acc79;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)224]) = acc80;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)240]) = acc81;
  return;

gfor91:
  if (k < len) goto gbody92; else goto gafter93;

gbody92:
  gw94 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p82[(long long)0]);
  gw95 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p82[(long long)16]);
  gw96 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p82[(long long)32]);
  gw97 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p82[(long long)48]);
  gxs98 = x87[(k + (long long)0)];
  gxb99 = {gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98};
  acc66 += gw94 * gxb99;
  acc67 += gw95 * gxb99;
  acc68 += gw96 * gxb99;
  acc69 += gw97 * gxb99;
  gxs100 = x88[(k + (long long)0)];
  gxb101 = {gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100};
  acc70 += gw94 * gxb101;
  acc71 += gw95 * gxb101;
  acc72 += gw96 * gxb101;
  acc73 += gw97 * gxb101;
  gxs102 = x89[(k + (long long)0)];
  gxb103 = {gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102};
  acc74 += gw94 * gxb103;
  acc75 += gw95 * gxb103;
  acc76 += gw96 * gxb103;
  acc77 += gw97 * gxb103;
  gxs104 = x90[(k + (long long)0)];
  gxb105 = {gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104};
  acc78 += gw94 * gxb105;
  acc79 += gw95 * gxb105;
  acc80 += gw96 * gxb105;
  acc81 += gw97 * gxb105;
  p82 = &p82[(long long)64];
  k += (long long)1;
  goto gfor91;

gafter93:
  s83 += (long long)1;
  goto seg84;
}

extern void
cx_tile3_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc108;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc109;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc110;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc111;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc112;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc113;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc114;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc115;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc116;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc117;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc118;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc119;
  float * p120;
  long long k;
  long long s121;
  long long len;
  float * x125;
  float * x126;
  float * x127;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw131;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw132;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw133;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw134;
  float gxs135;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb136;
  float gxs137;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb138;
  float gxs139;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb140;

entry:
  acc108 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc109 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc110 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc111 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc112 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc113 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc114 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc115 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc116 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc117 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc118 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc119 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p120 = pp;
  s121 = (long long)0;
  goto seg122;

seg122:
  if (s121 < nsegs) goto segbody123; else goto segdone124;

segbody123:
  x125 = px[(s121 * xs + (long long)0)];
  x126 = px[(s121 * xs + (long long)1)];
  x127 = px[(s121 * xs + (long long)2)];
  len = lens[s121];
  k = (long long)0;
  goto gfor128;

segdone124:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc108;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc109;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc110;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc111;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)64]) = acc112;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)80]) = acc113;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)96]) = acc114;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)112]) = acc115;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)128]) = acc116;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)144]) = acc117;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)160]) = acc118;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)176]) = acc119;
  return;

gfor128:
  if (k < len) goto gbody129; else goto gafter130;

gbody129:
  gw131 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p120[(long long)0]);
  gw132 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p120[(long long)16]);
  gw133 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p120[(long long)32]);
  gw134 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p120[(long long)48]);
  gxs135 = x125[(k + (long long)0)];
  gxb136 = {gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135, gxs135};
  acc108 += gw131 * gxb136;
  acc109 += gw132 * gxb136;
  acc110 += gw133 * gxb136;
  acc111 += gw134 * gxb136;
  gxs137 = x126[(k + (long long)0)];
  gxb138 = {gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137};
  acc112 += gw131 * gxb138;
  acc113 += gw132 * gxb138;
  acc114 += gw133 * gxb138;
  acc115 += gw134 * gxb138;
  gxs139 = x127[(k + (long long)0)];
  gxb140 = {gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139};
  acc116 += gw131 * gxb140;
  acc117 += gw132 * gxb140;
  acc118 += gw133 * gxb140;
  acc119 += gw134 * gxb140;
  p120 = &p120[(long long)64];
  k += (long long)1;
  goto gfor128;

gafter130:
  s121 += (long long)1;
  goto seg122;
}

extern void
cx_tile2_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc143;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc144;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc145;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc146;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc147;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc148;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc149;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc150;
  float * p151;
  long long k;
  long long s152;
  long long len;
  float * x156;
  float * x157;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw161;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw162;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw163;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw164;
  float gxs165;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb166;
  float gxs167;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb168;

entry:
  acc143 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc144 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc145 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc146 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc147 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc148 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc149 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc150 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p151 = pp;
  s152 = (long long)0;
  goto seg153;

seg153:
  if (s152 < nsegs) goto segbody154; else goto segdone155;

segbody154:
  x156 = px[(s152 * xs + (long long)0)];
  x157 = px[(s152 * xs + (long long)1)];
  len = lens[s152];
  k = (long long)0;
  goto gfor158;

segdone155:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc143;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc144;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc145;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc146;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)64]) = acc147;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)80]) = acc148;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)96]) = acc149;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)112]) = acc150;
  return;

gfor158:
  if (k < len) goto gbody159; else goto gafter160;

gbody159:
  gw161 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p151[(long long)0]);
  gw162 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p151[(long long)16]);
  gw163 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p151[(long long)32]);
  gw164 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p151[(long long)48]);
  gxs165 = x156[(k + (long long)0)];
  gxb166 = {gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165, gxs165};
  acc143 += gw161 * gxb166;
  acc144 += gw162 * gxb166;
  acc145 += gw163 * gxb166;
  acc146 += gw164 * gxb166;
  gxs167 = x157[(k + (long long)0)];
  gxb168 = {gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167, gxs167};
  acc147 += gw161 * gxb168;
  acc148 += gw162 * gxb168;
  acc149 += gw163 * gxb168;
  acc150 += gw164 * gxb168;
  p151 = &p151[(long long)64];
  k += (long long)1;
  goto gfor158;

gafter160:
  s152 += (long long)1;
  goto seg153;
}

extern void
cx_tile1_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc169;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc170;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc171;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc172;
  float * p173;
  long long k;
  long long s174;
  long long len;
  float * x178;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw182;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw183;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw184;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw185;
  float gxs186;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb187;

entry:
  acc169 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc170 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc171 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc172 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p173 = pp;
  s174 = (long long)0;
  goto seg175;

seg175:
  if (s174 < nsegs) goto segbody176; else goto segdone177;

segbody176:
  x178 = px[(s174 * xs + (long long)0)];
  len = lens[s174];
  k = (long long)0;
  goto gfor179;

segdone177:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc169;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc170;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc171;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc172;
  return;

gfor179:
  if (k < len) goto gbody180; else goto gafter181;

gbody180:
  gw182 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p173[(long long)0]);
  gw183 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p173[(long long)16]);
  gw184 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p173[(long long)32]);
  gw185 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p173[(long long)48]);
  gxs186 = x178[(k + (long long)0)];
  gxb187 = {gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186, gxs186};
  acc169 += gw182 * gxb187;
  acc170 += gw183 * gxb187;
  acc171 += gw184 * gxb187;
  acc172 += gw185 * gxb187;
  p173 = &p173[(long long)64];
  k += (long long)1;
  goto gfor179;

gafter181:
  s174 += (long long)1;
  goto seg175;
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
  long long r_4;
  long long k_5;
  float acc7_6;
  long long li_7;
  long long i_8;
  long long cs_9;
  long long c0_10;
  long long c1_11;
  long long li_12;
  long long i_13;
  long long j_14;
  float v8_15;
  float v9_16;
  float * PK_0;
  float * P_W_l;
  float * P_W_r;

entry:
  PK_0 = f->packed[(long long)0];
  P_W_l = f->params[(long long)1];
  P_W_r = f->params[(long long)2];
  goto start0;

start0:
  r_4 = (long long)0;
  k_5 = (long long)0;
  (void)cx_packseg_p0 (PK_0, (&P_W_l[(r_4 * (long long)256 + k_5)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)512);
  r_4 = (long long)0;
  k_5 = (long long)0;
  (void)cx_packseg_p0 (PK_0, (&P_W_r[(r_4 * (long long)256 + k_5)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)256, (long long)64, (long long)512);
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

