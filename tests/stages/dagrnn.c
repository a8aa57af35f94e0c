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
  int * ifields;
  float * P_E;
  float * gx31;
  float * gx37;
  float * gx43;
  float * gx49;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc65;
  long long gk66;
  float * gp67;
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
  float * gx110;
  float * gx118;
  float * gx126;
  float * gx134;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc147;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc148;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc149;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc150;
  long long gk151;
  float * gp152;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw156;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw157;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw158;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw159;
  float gxs160;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb161;
  float gxs162;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb163;
  float gxs164;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb165;
  float gxs166;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb167;
  float * P_b;
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
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile23;

grafter22:
  return;

gtile23:
  if (gli2 + (long long)3 < gnhi3) goto gtbody24; else goto gtafter25;

gtbody24:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then26; else goto else27;

gtafter25:
  if (gnhi3 - gli2 > (long long)0) goto gtclamp104; else goto gtdone103;

then26:
  if (f->err[(long long)0] == (long long)0) goto rowerr29; else goto join30;

else27:
  goto join28;

join28:
  gx31 = (float *)&P_E[(ix2_9 * (long long)256)];
  li_7 = gli2 + (long long)1;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then32; else goto else33;

rowerr29:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join30;

join30:
  ix2_9 = (long long)0;
  goto join28;

then32:
  if (f->err[(long long)0] == (long long)0) goto rowerr35; else goto join36;

else33:
  goto join34;

join34:
  gx37 = (float *)&P_E[(ix2_9 * (long long)256)];
  li_7 = gli2 + (long long)2;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then38; else goto else39;

rowerr35:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join36;

join36:
  ix2_9 = (long long)0;
  goto join34;

then38:
  if (f->err[(long long)0] == (long long)0) goto rowerr41; else goto join42;

else39:
  goto join40;

join40:
  gx43 = (float *)&P_E[(ix2_9 * (long long)256)];
  li_7 = gli2 + (long long)3;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then44; else goto else45;

rowerr41:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join42;

join42:
  ix2_9 = (long long)0;
  goto join40;

then44:
  if (f->err[(long long)0] == (long long)0) goto rowerr47; else goto join48;

else45:
  goto join46;

join46:
  gx49 = (float *)&P_E[(ix2_9 * (long long)256)];
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
  gacc65 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp67 = gpw1;
  gk66 = (long long)0;
  goto gfor68;

rowerr47:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join48;

join48:
  ix2_9 = (long long)0;
  goto join46;

gfor68:
  if (gk66 < (long long)256) goto gbody69; else goto gafter70;

gbody69:
  gw71 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp67[(long long)0]);
  gw72 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp67[(long long)16]);
  gw73 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp67[(long long)32]);
  gw74 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp67[(long long)48]);
  gxs75 = gx31[(gk66 + (long long)0)];
  gxb76 = {gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75, gxs75};
  gacc50 += gw71 * gxb76;
  gacc51 += gw72 * gxb76;
  gacc52 += gw73 * gxb76;
  gacc53 += gw74 * gxb76;
  gxs77 = gx37[(gk66 + (long long)0)];
  gxb78 = {gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77};
  gacc54 += gw71 * gxb78;
  gacc55 += gw72 * gxb78;
  gacc56 += gw73 * gxb78;
  gacc57 += gw74 * gxb78;
  gxs79 = gx43[(gk66 + (long long)0)];
  gxb80 = {gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79};
  gacc58 += gw71 * gxb80;
  gacc59 += gw72 * gxb80;
  gacc60 += gw73 * gxb80;
  gacc61 += gw74 * gxb80;
  gxs81 = gx49[(gk66 + (long long)0)];
  gxb82 = {gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81};
  gacc62 += gw71 * gxb82;
  gacc63 += gw72 * gxb82;
  gacc64 += gw73 * gxb82;
  gacc65 += gw74 * gxb82;
  gp67 = &gp67[(long long)64];
  gk66 += (long long)1;
  goto gfor68;

gafter70:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then83; else goto else84;

then83:
  if (f->err[(long long)0] == (long long)0) goto rowerr86; else goto join87;

else84:
  goto join85;

join85:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc50;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc51;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc52;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc53;
  li_7 = gli2 + (long long)1;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then88; else goto else89;

rowerr86:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join87;

join87:
  ix2_9 = (long long)0;
  goto join85;

then88:
  if (f->err[(long long)0] == (long long)0) goto rowerr91; else goto join92;

else89:
  goto join90;

join90:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc54;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc55;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc56;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc57;
  li_7 = gli2 + (long long)2;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then93; else goto else94;

rowerr91:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join92;

join92:
  ix2_9 = (long long)0;
  goto join90;

then93:
  if (f->err[(long long)0] == (long long)0) goto rowerr96; else goto join97;

else94:
  goto join95;

join95:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc58;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc59;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc60;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc61;
  li_7 = gli2 + (long long)3;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then98; else goto else99;

rowerr96:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join97;

join97:
  ix2_9 = (long long)0;
  goto join95;

then98:
  if (f->err[(long long)0] == (long long)0) goto rowerr101; else goto join102;

else99:
  goto join100;

join100:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc62;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc63;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc64;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc65;
  gli2 += (long long)4;
  goto gtile23;

rowerr101:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join102;

join102:
  ix2_9 = (long long)0;
  goto join100;

gtdone103:
  li_10 = (long long)0;
  goto for194;

gtclamp104:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then105; else goto else106;

then105:
  if (f->err[(long long)0] == (long long)0) goto rowerr108; else goto join109;

else106:
  goto join107;

join107:
  gx110 = (float *)&P_E[(ix2_9 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (li_7 > gnhi3 - (long long)1) goto gclamp111; else goto gclampj112;

rowerr108:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join109;

join109:
  ix2_9 = (long long)0;
  goto join107;

gclamp111:
  li_7 = gnhi3 - (long long)1;
  goto gclampj112;

gclampj112:
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then113; else goto else114;

then113:
  if (f->err[(long long)0] == (long long)0) goto rowerr116; else goto join117;

else114:
  goto join115;

join115:
  gx118 = (float *)&P_E[(ix2_9 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (li_7 > gnhi3 - (long long)1) goto gclamp119; else goto gclampj120;

rowerr116:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join117;

join117:
  ix2_9 = (long long)0;
  goto join115;

gclamp119:
  li_7 = gnhi3 - (long long)1;
  goto gclampj120;

gclampj120:
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then121; else goto else122;

then121:
  if (f->err[(long long)0] == (long long)0) goto rowerr124; else goto join125;

else122:
  goto join123;

join123:
  gx126 = (float *)&P_E[(ix2_9 * (long long)256)];
  li_7 = gli2 + (long long)3;
  if (li_7 > gnhi3 - (long long)1) goto gclamp127; else goto gclampj128;

rowerr124:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join125;

join125:
  ix2_9 = (long long)0;
  goto join123;

gclamp127:
  li_7 = gnhi3 - (long long)1;
  goto gclampj128;

gclampj128:
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then129; else goto else130;

then129:
  if (f->err[(long long)0] == (long long)0) goto rowerr132; else goto join133;

else130:
  goto join131;

join131:
  gx134 = (float *)&P_E[(ix2_9 * (long long)256)];
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
  gacc147 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc148 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc149 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc150 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp152 = gpw1;
  gk151 = (long long)0;
  goto gfor153;

rowerr132:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join133;

join133:
  ix2_9 = (long long)0;
  goto join131;

gfor153:
  if (gk151 < (long long)256) goto gbody154; else goto gafter155;

gbody154:
  gw156 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp152[(long long)0]);
  gw157 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp152[(long long)16]);
  gw158 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp152[(long long)32]);
  gw159 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp152[(long long)48]);
  gxs160 = gx110[(gk151 + (long long)0)];
  gxb161 = {gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160, gxs160};
  gacc135 += gw156 * gxb161;
  gacc136 += gw157 * gxb161;
  gacc137 += gw158 * gxb161;
  gacc138 += gw159 * gxb161;
  gxs162 = gx118[(gk151 + (long long)0)];
  gxb163 = {gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162, gxs162};
  gacc139 += gw156 * gxb163;
  gacc140 += gw157 * gxb163;
  gacc141 += gw158 * gxb163;
  gacc142 += gw159 * gxb163;
  gxs164 = gx126[(gk151 + (long long)0)];
  gxb165 = {gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164, gxs164};
  gacc143 += gw156 * gxb165;
  gacc144 += gw157 * gxb165;
  gacc145 += gw158 * gxb165;
  gacc146 += gw159 * gxb165;
  gxs166 = gx134[(gk151 + (long long)0)];
  gxb167 = {gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166, gxs166};
  gacc147 += gw156 * gxb167;
  gacc148 += gw157 * gxb167;
  gacc149 += gw158 * gxb167;
  gacc150 += gw159 * gxb167;
  gp152 = &gp152[(long long)64];
  gk151 += (long long)1;
  goto gfor153;

gafter155:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then168; else goto else169;

then168:
  if (f->err[(long long)0] == (long long)0) goto rowerr171; else goto join172;

else169:
  goto join170;

join170:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc135;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc136;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc137;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc138;
  li_7 = gli2 + (long long)1;
  if (li_7 > gnhi3 - (long long)1) goto gclamp173; else goto gclampj174;

rowerr171:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join172;

join172:
  ix2_9 = (long long)0;
  goto join170;

gclamp173:
  li_7 = gnhi3 - (long long)1;
  goto gclampj174;

gclampj174:
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then175; else goto else176;

then175:
  if (f->err[(long long)0] == (long long)0) goto rowerr178; else goto join179;

else176:
  goto join177;

join177:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc139;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc140;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc141;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc142;
  li_7 = gli2 + (long long)2;
  if (li_7 > gnhi3 - (long long)1) goto gclamp180; else goto gclampj181;

rowerr178:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join179;

join179:
  ix2_9 = (long long)0;
  goto join177;

gclamp180:
  li_7 = gnhi3 - (long long)1;
  goto gclampj181;

gclampj181:
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then182; else goto else183;

then182:
  if (f->err[(long long)0] == (long long)0) goto rowerr185; else goto join186;

else183:
  goto join184;

join184:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc143;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc144;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc145;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc146;
  li_7 = gli2 + (long long)3;
  if (li_7 > gnhi3 - (long long)1) goto gclamp187; else goto gclampj188;

rowerr185:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join186;

join186:
  ix2_9 = (long long)0;
  goto join184;

gclamp187:
  li_7 = gnhi3 - (long long)1;
  goto gclampj188;

gclampj188:
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then189; else goto else190;

then189:
  if (f->err[(long long)0] == (long long)0) goto rowerr192; else goto join193;

else190:
  goto join191;

join191:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc147;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc148;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc149;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc150;
  goto gtdone103;

rowerr192:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join193;

join193:
  ix2_9 = (long long)0;
  goto join191;

for194:
  if (li_10 < n_2) goto body195; else goto after196;

body195:
  i_11 = start_0 + li_10;
  gj7 = (long long)0;
  goto for197;

after196:
  gq6 += (long long)1;
  goto grow20;

for197:
  if (gj7 < (long long)64) goto body198; else goto after199;

body198:
  j_12 = gr4 + gj7;
  v6_13 = t0[(li_10 * (long long)256 + j_12)] + P_b[j_12];
  v7_14 = cx_vtanhf (v6_13);
  S_0[(i_11 * (long long)256 + j_12)] = v7_14;
  gj7 += (long long)1;
  goto for197;

after199:
  li_10 += (long long)1;
  goto for194;
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
  float v7_7;
  double acc7_8;
  long long cs_9;
  long long nk_10;
  long long kk_11;
  long long ck_12;
  long long e_13;
  long long r_14;
  long long k_15;
  float acc9_16;
  long long li_17;
  long long i_18;
  long long ix2_19;
  long long li_20;
  long long i_21;
  long long j_22;
  float v11_23;
  float v12_24;
  long long toff;
  float * t0;
  float * t1;
  int * child_start;
  int * children;
  float * S_0;
  float * PK_1;
  float * gpw10;
  long long gli11;
  long long gnhi12;
  long long gr13;
  long long gprow14;
  long long gq15;
  long long gj16;
  long long gdir17;
  int * ifields;
  float * P_E;
  float * gx29;
  float * gx30;
  float * gx36;
  float * gx37;
  float * gx43;
  float * gx44;
  float * gx50;
  float * gx51;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc65;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc66;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc67;
  long long gk68;
  float * gp69;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gw88;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw89;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw90;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw91;
  float gxs92;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb93;
  float gxs94;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb95;
  float gxs96;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb97;
  float gxs98;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb99;
  float * gx127;
  float * gx128;
  float * gx136;
  float * gx137;
  float * gx145;
  float * gx146;
  float * gx154;
  float * gx155;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc156;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc157;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc158;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc159;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc160;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc161;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc162;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc163;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc164;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc165;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc166;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc167;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc168;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc169;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc170;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc171;
  long long gk172;
  float * gp173;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw177;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw178;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw179;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw180;
  float gxs181;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb182;
  float gxs183;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb184;
  float gxs185;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb186;
  float gxs187;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb188;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw192;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw193;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw194;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw195;
  float gxs196;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb197;
  float gxs198;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb199;
  float gxs200;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb201;
  float gxs202;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb203;
  float * P_b;

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
  ifields = f->ifields;
  P_E = f->params[(long long)0];
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
  goto for4;

after3:
  gdir17 = (long long)f->level & (long long)1;
  gq15 = (long long)0;
  goto grow18;

for4:
  if (j_6 < (long long)256) goto body5; else goto after6;

body5:
  acc7_8 = (double)0.000000;
  kk_11 = (long long)0;
  goto for7;

after6:
  li_4 += (long long)1;
  goto for1;

for7:
  if (kk_11 < nk_10) goto body8; else goto after9;

body8:
  ck_12 = (long long)children[(cs_9 + kk_11)];
  e_13 = cs_9 + kk_11 - ebase_3;
  acc7_8 = acc7_8 + (double)S_0[(ck_12 * (long long)256 + j_6)];
  kk_11 += (long long)1;
  goto for7;

after9:
  v7_7 = (float)acc7_8;
  t0[(li_4 * (long long)256 + j_6)] = v7_7;
  j_6 += (long long)1;
  goto for4;

grow18:
  if (gq15 < (long long)4) goto grbody19; else goto grafter20;

grbody19:
  gr13 = (gq15 + gdir17 * ((long long)3 - (long long)2 * gq15)) * (long long)64;
  gpw10 = &PK_1[((gr13 + (long long)0) * (long long)512)];
  gprow14 = gr13 + (long long)0;
  gnhi12 = n_2;
  gli11 = (long long)0;
  goto gtile21;

grafter20:
  return;

gtile21:
  if (gli11 + (long long)3 < gnhi12) goto gtbody22; else goto gtafter23;

gtbody22:
  li_17 = gli11 + (long long)0;
  i_18 = start_0 + li_17;
  ix2_19 = (long long)ifields[i_18];
  if (ix2_19 < (long long)0 || ix2_19 >= (long long)16) goto then24; else goto else25;

gtafter23:
  if (gnhi12 - gli11 > (long long)0) goto gtclamp121; else goto gtdone120;

then24:
  if (f->err[(long long)0] == (long long)0) goto rowerr27; else goto join28;

else25:
  goto join26;

join26:
  gx29 = (float *)&P_E[(ix2_19 * (long long)256)];
  gx30 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)1;
  i_18 = start_0 + li_17;
  ix2_19 = (long long)ifields[i_18];
  if (ix2_19 < (long long)0 || ix2_19 >= (long long)16) goto then31; else goto else32;

rowerr27:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix2_19;
  f->err[(long long)4] = (long long)1;
  goto join28;

join28:
  ix2_19 = (long long)0;
  goto join26;

then31:
  if (f->err[(long long)0] == (long long)0) goto rowerr34; else goto join35;

else32:
  goto join33;

join33:
  gx36 = (float *)&P_E[(ix2_19 * (long long)256)];
  gx37 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)2;
  i_18 = start_0 + li_17;
  ix2_19 = (long long)ifields[i_18];
  if (ix2_19 < (long long)0 || ix2_19 >= (long long)16) goto then38; else goto else39;

rowerr34:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix2_19;
  f->err[(long long)4] = (long long)1;
  goto join35;

join35:
  ix2_19 = (long long)0;
  goto join33;

then38:
  if (f->err[(long long)0] == (long long)0) goto rowerr41; else goto join42;

else39:
  goto join40;

join40:
  gx43 = (float *)&P_E[(ix2_19 * (long long)256)];
  gx44 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)3;
  i_18 = start_0 + li_17;
  ix2_19 = (long long)ifields[i_18];
  if (ix2_19 < (long long)0 || ix2_19 >= (long long)16) goto then45; else goto else46;

rowerr41:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix2_19;
  f->err[(long long)4] = (long long)1;
  goto join42;

join42:
  ix2_19 = (long long)0;
  goto join40;

then45:
  if (f->err[(long long)0] == (long long)0) goto rowerr48; else goto join49;

else46:
  goto join47;

join47:
  gx50 = (float *)&P_E[(ix2_19 * (long long)256)];
  gx51 = (float *)&t0[(li_17 * (long long)256)];
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
  gacc65 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc66 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc67 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp69 = gpw10;
  gk68 = (long long)0;
  goto gfor70;

rowerr48:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix2_19;
  f->err[(long long)4] = (long long)1;
  goto join49;

join49:
  ix2_19 = (long long)0;
  goto join47;

gfor70:
  if (gk68 < (long long)256) goto gbody71; else goto gafter72;

gbody71:
  gw73 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp69[(long long)0]);
  gw74 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp69[(long long)16]);
  gw75 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp69[(long long)32]);
  gw76 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp69[(long long)48]);
  gxs77 = gx29[(gk68 + (long long)0)];
  gxb78 = {gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77, gxs77};
  gacc52 += gw73 * gxb78;
  gacc53 += gw74 * gxb78;
  gacc54 += gw75 * gxb78;
  gacc55 += gw76 * gxb78;
  gxs79 = gx36[(gk68 + (long long)0)];
  gxb80 = {gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79, gxs79};
  gacc56 += gw73 * gxb80;
  gacc57 += gw74 * gxb80;
  gacc58 += gw75 * gxb80;
  gacc59 += gw76 * gxb80;
  gxs81 = gx43[(gk68 + (long long)0)];
  gxb82 = {gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81};
  gacc60 += gw73 * gxb82;
  gacc61 += gw74 * gxb82;
  gacc62 += gw75 * gxb82;
  gacc63 += gw76 * gxb82;
  gxs83 = gx50[(gk68 + (long long)0)];
  gxb84 = {gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83};
  gacc64 += gw73 * gxb84;
  gacc65 += gw74 * gxb84;
  gacc66 += gw75 * gxb84;
  gacc67 += gw76 * gxb84;
  gp69 = &gp69[(long long)64];
  gk68 += (long long)1;
  goto gfor70;

gafter72:
  gk68 = (long long)0;
  goto gfor85;

gfor85:
  if (gk68 < (long long)256) goto gbody86; else goto gafter87;

gbody86:
  gw88 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp69[(long long)0]);
  gw89 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp69[(long long)16]);
  gw90 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp69[(long long)32]);
  gw91 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp69[(long long)48]);
  gxs92 = gx30[(gk68 + (long long)0)];
  gxb93 = {gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92};
  gacc52 += gw88 * gxb93;
  gacc53 += gw89 * gxb93;
  gacc54 += gw90 * gxb93;
  gacc55 += gw91 * gxb93;
  gxs94 = gx37[(gk68 + (long long)0)];
  gxb95 = {gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94};
  gacc56 += gw88 * gxb95;
  gacc57 += gw89 * gxb95;
  gacc58 += gw90 * gxb95;
  gacc59 += gw91 * gxb95;
  gxs96 = gx44[(gk68 + (long long)0)];
  gxb97 = {gxs96, gxs96, gxs96, gxs96, gxs96, gxs96, gxs96, gxs96, gxs96, gxs96, gxs96, gxs96, gxs96, gxs96, gxs96, gxs96};
  gacc60 += gw88 * gxb97;
  gacc61 += gw89 * gxb97;
  gacc62 += gw90 * gxb97;
  gacc63 += gw91 * gxb97;
  gxs98 = gx51[(gk68 + (long long)0)];
  gxb99 = {gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98};
  gacc64 += gw88 * gxb99;
  gacc65 += gw89 * gxb99;
  gacc66 += gw90 * gxb99;
  gacc67 += gw91 * gxb99;
  gp69 = &gp69[(long long)64];
  gk68 += (long long)1;
  goto gfor85;

gafter87:
  li_17 = gli11 + (long long)0;
  i_18 = start_0 + li_17;
  ix2_19 = (long long)ifields[i_18];
  if (ix2_19 < (long long)0 || ix2_19 >= (long long)16) goto then100; else goto else101;

then100:
  if (f->err[(long long)0] == (long long)0) goto rowerr103; else goto join104;

else101:
  goto join102;

join102:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc52;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc53;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc54;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc55;
  li_17 = gli11 + (long long)1;
  i_18 = start_0 + li_17;
  ix2_19 = (long long)ifields[i_18];
  if (ix2_19 < (long long)0 || ix2_19 >= (long long)16) goto then105; else goto else106;

rowerr103:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix2_19;
  f->err[(long long)4] = (long long)1;
  goto join104;

join104:
  ix2_19 = (long long)0;
  goto join102;

then105:
  if (f->err[(long long)0] == (long long)0) goto rowerr108; else goto join109;

else106:
  goto join107;

join107:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc56;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc57;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc58;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc59;
  li_17 = gli11 + (long long)2;
  i_18 = start_0 + li_17;
  ix2_19 = (long long)ifields[i_18];
  if (ix2_19 < (long long)0 || ix2_19 >= (long long)16) goto then110; else goto else111;

rowerr108:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix2_19;
  f->err[(long long)4] = (long long)1;
  goto join109;

join109:
  ix2_19 = (long long)0;
  goto join107;

then110:
  if (f->err[(long long)0] == (long long)0) goto rowerr113; else goto join114;

else111:
  goto join112;

join112:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc60;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc61;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc62;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc63;
  li_17 = gli11 + (long long)3;
  i_18 = start_0 + li_17;
  ix2_19 = (long long)ifields[i_18];
  if (ix2_19 < (long long)0 || ix2_19 >= (long long)16) goto then115; else goto else116;

rowerr113:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix2_19;
  f->err[(long long)4] = (long long)1;
  goto join114;

join114:
  ix2_19 = (long long)0;
  goto join112;

then115:
  if (f->err[(long long)0] == (long long)0) goto rowerr118; else goto join119;

else116:
  goto join117;

join117:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc64;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc65;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc66;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc67;
  gli11 += (long long)4;
  goto gtile21;

rowerr118:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix2_19;
  f->err[(long long)4] = (long long)1;
  goto join119;

join119:
  ix2_19 = (long long)0;
  goto join117;

gtdone120:
  li_20 = (long long)0;
  goto for230;

gtclamp121:
  li_17 = gli11 + (long long)0;
  i_18 = start_0 + li_17;
  ix2_19 = (long long)ifields[i_18];
  if (ix2_19 < (long long)0 || ix2_19 >= (long long)16) goto then122; else goto else123;

then122:
  if (f->err[(long long)0] == (long long)0) goto rowerr125; else goto join126;

else123:
  goto join124;

join124:
  gx127 = (float *)&P_E[(ix2_19 * (long long)256)];
  gx128 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)1;
  if (li_17 > gnhi12 - (long long)1) goto gclamp129; else goto gclampj130;

rowerr125:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix2_19;
  f->err[(long long)4] = (long long)1;
  goto join126;

join126:
  ix2_19 = (long long)0;
  goto join124;

gclamp129:
  li_17 = gnhi12 - (long long)1;
  goto gclampj130;

gclampj130:
  i_18 = start_0 + li_17;
  ix2_19 = (long long)ifields[i_18];
  if (ix2_19 < (long long)0 || ix2_19 >= (long long)16) goto then131; else goto else132;

then131:
  if (f->err[(long long)0] == (long long)0) goto rowerr134; else goto join135;

else132:
  goto join133;

join133:
  gx136 = (float *)&P_E[(ix2_19 * (long long)256)];
  gx137 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)2;
  if (li_17 > gnhi12 - (long long)1) goto gclamp138; else goto gclampj139;

rowerr134:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix2_19;
  f->err[(long long)4] = (long long)1;
  goto join135;

join135:
  ix2_19 = (long long)0;
  goto join133;

gclamp138:
  li_17 = gnhi12 - (long long)1;
  goto gclampj139;

gclampj139:
  i_18 = start_0 + li_17;
  ix2_19 = (long long)ifields[i_18];
  if (ix2_19 < (long long)0 || ix2_19 >= (long long)16) goto then140; else goto else141;

then140:
  if (f->err[(long long)0] == (long long)0) goto rowerr143; else goto join144;

else141:
  goto join142;

join142:
  gx145 = (float *)&P_E[(ix2_19 * (long long)256)];
  gx146 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)3;
  if (li_17 > gnhi12 - (long long)1) goto gclamp147; else goto gclampj148;

rowerr143:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix2_19;
  f->err[(long long)4] = (long long)1;
  goto join144;

join144:
  ix2_19 = (long long)0;
  goto join142;

gclamp147:
  li_17 = gnhi12 - (long long)1;
  goto gclampj148;

gclampj148:
  i_18 = start_0 + li_17;
  ix2_19 = (long long)ifields[i_18];
  if (ix2_19 < (long long)0 || ix2_19 >= (long long)16) goto then149; else goto else150;

then149:
  if (f->err[(long long)0] == (long long)0) goto rowerr152; else goto join153;

else150:
  goto join151;

join151:
  gx154 = (float *)&P_E[(ix2_19 * (long long)256)];
  gx155 = (float *)&t0[(li_17 * (long long)256)];
  gacc156 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc157 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc158 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc159 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc160 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc161 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc162 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc163 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc164 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc165 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc166 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc167 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc168 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc169 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc170 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc171 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp173 = gpw10;
  gk172 = (long long)0;
  goto gfor174;

rowerr152:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix2_19;
  f->err[(long long)4] = (long long)1;
  goto join153;

join153:
  ix2_19 = (long long)0;
  goto join151;

gfor174:
  if (gk172 < (long long)256) goto gbody175; else goto gafter176;

gbody175:
  gw177 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp173[(long long)0]);
  gw178 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp173[(long long)16]);
  gw179 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp173[(long long)32]);
  gw180 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp173[(long long)48]);
  gxs181 = gx127[(gk172 + (long long)0)];
  gxb182 = {gxs181, gxs181, gxs181, gxs181, gxs181, gxs181, gxs181, gxs181, gxs181, gxs181, gxs181, gxs181, gxs181, gxs181, gxs181, gxs181};
  gacc156 += gw177 * gxb182;
  gacc157 += gw178 * gxb182;
  gacc158 += gw179 * gxb182;
  gacc159 += gw180 * gxb182;
  gxs183 = gx136[(gk172 + (long long)0)];
  gxb184 = {gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183, gxs183};
  gacc160 += gw177 * gxb184;
  gacc161 += gw178 * gxb184;
  gacc162 += gw179 * gxb184;
  gacc163 += gw180 * gxb184;
  gxs185 = gx145[(gk172 + (long long)0)];
  gxb186 = {gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185, gxs185};
  gacc164 += gw177 * gxb186;
  gacc165 += gw178 * gxb186;
  gacc166 += gw179 * gxb186;
  gacc167 += gw180 * gxb186;
  gxs187 = gx154[(gk172 + (long long)0)];
  gxb188 = {gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187, gxs187};
  gacc168 += gw177 * gxb188;
  gacc169 += gw178 * gxb188;
  gacc170 += gw179 * gxb188;
  gacc171 += gw180 * gxb188;
  gp173 = &gp173[(long long)64];
  gk172 += (long long)1;
  goto gfor174;

gafter176:
  gk172 = (long long)0;
  goto gfor189;

gfor189:
  if (gk172 < (long long)256) goto gbody190; else goto gafter191;

gbody190:
  gw192 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp173[(long long)0]);
  gw193 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp173[(long long)16]);
  gw194 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp173[(long long)32]);
  gw195 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp173[(long long)48]);
  gxs196 = gx128[(gk172 + (long long)0)];
  gxb197 = {gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196, gxs196};
  gacc156 += gw192 * gxb197;
  gacc157 += gw193 * gxb197;
  gacc158 += gw194 * gxb197;
  gacc159 += gw195 * gxb197;
  gxs198 = gx137[(gk172 + (long long)0)];
  gxb199 = {gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198, gxs198};
  gacc160 += gw192 * gxb199;
  gacc161 += gw193 * gxb199;
  gacc162 += gw194 * gxb199;
  gacc163 += gw195 * gxb199;
  gxs200 = gx146[(gk172 + (long long)0)];
  gxb201 = {gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200, gxs200};
  gacc164 += gw192 * gxb201;
  gacc165 += gw193 * gxb201;
  gacc166 += gw194 * gxb201;
  gacc167 += gw195 * gxb201;
  gxs202 = gx155[(gk172 + (long long)0)];
  gxb203 = {gxs202, gxs202, gxs202, gxs202, gxs202, gxs202, gxs202, gxs202, gxs202, gxs202, gxs202, gxs202, gxs202, gxs202, gxs202, gxs202};
  gacc168 += gw192 * gxb203;
  gacc169 += gw193 * gxb203;
  gacc170 += gw194 * gxb203;
  gacc171 += gw195 * gxb203;
  gp173 = &gp173[(long long)64];
  gk172 += (long long)1;
  goto gfor189;

gafter191:
  li_17 = gli11 + (long long)0;
  i_18 = start_0 + li_17;
  ix2_19 = (long long)ifields[i_18];
  if (ix2_19 < (long long)0 || ix2_19 >= (long long)16) goto then204; else goto else205;

then204:
  if (f->err[(long long)0] == (long long)0) goto rowerr207; else goto join208;

else205:
  goto join206;

join206:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc156;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc157;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc158;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc159;
  li_17 = gli11 + (long long)1;
  if (li_17 > gnhi12 - (long long)1) goto gclamp209; else goto gclampj210;

rowerr207:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix2_19;
  f->err[(long long)4] = (long long)1;
  goto join208;

join208:
  ix2_19 = (long long)0;
  goto join206;

gclamp209:
  li_17 = gnhi12 - (long long)1;
  goto gclampj210;

gclampj210:
  i_18 = start_0 + li_17;
  ix2_19 = (long long)ifields[i_18];
  if (ix2_19 < (long long)0 || ix2_19 >= (long long)16) goto then211; else goto else212;

then211:
  if (f->err[(long long)0] == (long long)0) goto rowerr214; else goto join215;

else212:
  goto join213;

join213:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc160;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc161;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc162;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc163;
  li_17 = gli11 + (long long)2;
  if (li_17 > gnhi12 - (long long)1) goto gclamp216; else goto gclampj217;

rowerr214:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix2_19;
  f->err[(long long)4] = (long long)1;
  goto join215;

join215:
  ix2_19 = (long long)0;
  goto join213;

gclamp216:
  li_17 = gnhi12 - (long long)1;
  goto gclampj217;

gclampj217:
  i_18 = start_0 + li_17;
  ix2_19 = (long long)ifields[i_18];
  if (ix2_19 < (long long)0 || ix2_19 >= (long long)16) goto then218; else goto else219;

then218:
  if (f->err[(long long)0] == (long long)0) goto rowerr221; else goto join222;

else219:
  goto join220;

join220:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc164;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc165;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc166;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc167;
  li_17 = gli11 + (long long)3;
  if (li_17 > gnhi12 - (long long)1) goto gclamp223; else goto gclampj224;

rowerr221:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix2_19;
  f->err[(long long)4] = (long long)1;
  goto join222;

join222:
  ix2_19 = (long long)0;
  goto join220;

gclamp223:
  li_17 = gnhi12 - (long long)1;
  goto gclampj224;

gclampj224:
  i_18 = start_0 + li_17;
  ix2_19 = (long long)ifields[i_18];
  if (ix2_19 < (long long)0 || ix2_19 >= (long long)16) goto then225; else goto else226;

then225:
  if (f->err[(long long)0] == (long long)0) goto rowerr228; else goto join229;

else226:
  goto join227;

join227:
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc168;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc169;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc170;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc171;
  goto gtdone120;

rowerr228:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_18;
  f->err[(long long)3] = ix2_19;
  f->err[(long long)4] = (long long)1;
  goto join229;

join229:
  ix2_19 = (long long)0;
  goto join227;

for230:
  if (li_20 < n_2) goto body231; else goto after232;

body231:
  i_21 = start_0 + li_20;
  gj16 = (long long)0;
  goto for233;

after232:
  gq15 += (long long)1;
  goto grow18;

for233:
  if (gj16 < (long long)64) goto body234; else goto after235;

body234:
  j_22 = gr13 + gj16;
  v11_23 = t1[(li_20 * (long long)256 + j_22)] + P_b[j_22];
  v12_24 = cx_vtanhf (v11_23);
  S_0[(i_21 * (long long)256 + j_22)] = v12_24;
  gj16 += (long long)1;
  goto for233;

after235:
  li_20 += (long long)1;
  goto for230;
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
  PK_0[(((r_4 + (long long)0) / (long long)64 * (long long)256 + k_5 + (long long)0) * (long long)64 + (r_4 + (long long)0) % (long long)64)] = P_U[(r_4 * (long long)256 + k_5)];
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
  long long li_4;
  long long i_5;
  long long j_6;
  float v7_7;
  double acc7_8;
  long long cs_9;
  long long nk_10;
  long long kk_11;
  long long ck_12;
  long long e_13;
  long long r_14;
  long long k_15;
  float acc9_16;
  long long li_17;
  long long i_18;
  long long ix2_19;
  long long li_20;
  long long i_21;
  long long j_22;
  float v11_23;
  float v12_24;
  float * PK_1;
  float * P_U;
  float * P_W;

entry:
  PK_1 = f->packed[(long long)1];
  P_U = f->params[(long long)1];
  P_W = f->params[(long long)2];
  goto start0;

start0:
  r_14 = (long long)0;
  goto pr1;

pr1:
  if (r_14 < (long long)256) goto prb2; else goto pra3;

prb2:
  k_15 = (long long)0;
  goto pk4;

pra3:
  r_14 = (long long)0;
  goto pr7;

pk4:
  if (k_15 < (long long)256) goto pkb5; else goto pka6;

pkb5:
  PK_1[(((r_14 + (long long)0) / (long long)64 * (long long)512 + k_15 + (long long)0) * (long long)64 + (r_14 + (long long)0) % (long long)64)] = P_U[(r_14 * (long long)256 + k_15)];
  k_15 += (long long)1;
  goto pk4;

pka6:
  r_14 += (long long)1;
  goto pr1;

pr7:
  if (r_14 < (long long)256) goto prb8; else goto pra9;

prb8:
  k_15 = (long long)0;
  goto pk10;

pra9:
  return;

pk10:
  if (k_15 < (long long)256) goto pkb11; else goto pka12;

pkb11:
  PK_1[(((r_14 + (long long)0) / (long long)64 * (long long)512 + k_15 + (long long)256) * (long long)64 + (r_14 + (long long)0) % (long long)64)] = P_W[(r_14 * (long long)256 + k_15)];
  k_15 += (long long)1;
  goto pk10;

pka12:
  r_14 += (long long)1;
  goto pr7;
}

extern void
cx_pack (struct JitFrame * f)
{
entry:
  (void)cx_pack_0 (f);
  (void)cx_pack_1 (f);
  return;
}

