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
  float * gx24;
  float * gx25;
  float * gx26;
  float * gx27;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc28;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc29;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc30;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc31;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc32;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc33;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc34;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc35;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc36;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc37;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc38;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc39;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc40;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc41;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc42;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc43;
  long long gk44;
  float * gp45;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw49;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw50;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw51;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw52;
  float gxs53;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb54;
  float gxs55;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb56;
  float gxs57;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb58;
  float gxs59;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb60;
  float * gx63;
  float * gx66;
  float * gx69;
  float * gx72;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc73;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc74;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc75;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc76;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc77;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc78;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc79;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc80;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc81;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc82;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc83;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc84;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc85;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc86;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc87;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc88;
  long long gk89;
  float * gp90;
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
  float * F_1;
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
  goto for4;

after3:
  gdir17 = (long long)f->level & (long long)1;
  gq15 = (long long)0;
  goto grow18;

for4:
  if (j_6 < (long long)256) goto body5; else goto after6;

body5:
  acc3_8 = (double)0.000000;
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
  acc3_8 = acc3_8 + (double)S_0[(ck_12 * (long long)256 + j_6)];
  kk_11 += (long long)1;
  goto for7;

after9:
  v3_7 = (float)acc3_8;
  t0[(li_4 * (long long)256 + j_6)] = v3_7;
  j_6 += (long long)1;
  goto for4;

grow18:
  if (gq15 < (long long)4) goto grbody19; else goto grafter20;

grbody19:
  gr13 = (gq15 + gdir17 * ((long long)3 - (long long)2 * gq15)) * (long long)64;
  gpw10 = &PK_1[((gr13 + (long long)0) * (long long)256)];
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
  gx24 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)1;
  i_18 = start_0 + li_17;
  gx25 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)2;
  i_18 = start_0 + li_17;
  gx26 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)3;
  i_18 = start_0 + li_17;
  gx27 = (float *)&t0[(li_17 * (long long)256)];
  gacc28 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc29 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc30 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc31 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc32 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc33 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc34 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc35 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc36 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc37 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc38 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc39 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc40 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc41 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc42 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc43 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp45 = gpw10;
  gk44 = (long long)0;
  goto gfor46;

gtafter23:
  if (gnhi12 - gli11 > (long long)0) goto gtclamp62; else goto gtdone61;

gfor46:
  if (gk44 < (long long)256) goto gbody47; else goto gafter48;

gbody47:
  gw49 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp45[(long long)0]);
  gw50 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp45[(long long)16]);
  gw51 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp45[(long long)32]);
  gw52 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp45[(long long)48]);
  gxs53 = gx24[(gk44 + (long long)0)];
  gxb54 = {gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53};
  gacc28 += gw49 * gxb54;
  gacc29 += gw50 * gxb54;
  gacc30 += gw51 * gxb54;
  gacc31 += gw52 * gxb54;
  gxs55 = gx25[(gk44 + (long long)0)];
  gxb56 = {gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55};
  gacc32 += gw49 * gxb56;
  gacc33 += gw50 * gxb56;
  gacc34 += gw51 * gxb56;
  gacc35 += gw52 * gxb56;
  gxs57 = gx26[(gk44 + (long long)0)];
  gxb58 = {gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57};
  gacc36 += gw49 * gxb58;
  gacc37 += gw50 * gxb58;
  gacc38 += gw51 * gxb58;
  gacc39 += gw52 * gxb58;
  gxs59 = gx27[(gk44 + (long long)0)];
  gxb60 = {gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59};
  gacc40 += gw49 * gxb60;
  gacc41 += gw50 * gxb60;
  gacc42 += gw51 * gxb60;
  gacc43 += gw52 * gxb60;
  gp45 = &gp45[(long long)64];
  gk44 += (long long)1;
  goto gfor46;

gafter48:
  li_17 = gli11 + (long long)0;
  i_18 = start_0 + li_17;
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc28;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc29;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc30;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc31;
  li_17 = gli11 + (long long)1;
  i_18 = start_0 + li_17;
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc32;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc33;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc34;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc35;
  li_17 = gli11 + (long long)2;
  i_18 = start_0 + li_17;
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc36;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc37;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc38;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc39;
  li_17 = gli11 + (long long)3;
  i_18 = start_0 + li_17;
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc40;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc41;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc42;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc43;
  gli11 += (long long)4;
  goto gtile21;

gtdone61:
  li_19 = (long long)0;
  goto for112;

gtclamp62:
  li_17 = gli11 + (long long)0;
  i_18 = start_0 + li_17;
  gx63 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)1;
  if (li_17 > gnhi12 - (long long)1) goto gclamp64; else goto gclampj65;

gclamp64:
  li_17 = gnhi12 - (long long)1;
  goto gclampj65;

gclampj65:
  i_18 = start_0 + li_17;
  gx66 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)2;
  if (li_17 > gnhi12 - (long long)1) goto gclamp67; else goto gclampj68;

gclamp67:
  li_17 = gnhi12 - (long long)1;
  goto gclampj68;

gclampj68:
  i_18 = start_0 + li_17;
  gx69 = (float *)&t0[(li_17 * (long long)256)];
  li_17 = gli11 + (long long)3;
  if (li_17 > gnhi12 - (long long)1) goto gclamp70; else goto gclampj71;

gclamp70:
  li_17 = gnhi12 - (long long)1;
  goto gclampj71;

gclampj71:
  i_18 = start_0 + li_17;
  gx72 = (float *)&t0[(li_17 * (long long)256)];
  gacc73 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc74 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc75 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc76 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc77 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc78 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc79 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc80 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc81 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc82 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc83 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc84 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc85 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc86 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc87 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc88 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp90 = gpw10;
  gk89 = (long long)0;
  goto gfor91;

gfor91:
  if (gk89 < (long long)256) goto gbody92; else goto gafter93;

gbody92:
  gw94 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp90[(long long)0]);
  gw95 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp90[(long long)16]);
  gw96 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp90[(long long)32]);
  gw97 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp90[(long long)48]);
  gxs98 = gx63[(gk89 + (long long)0)];
  gxb99 = {gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98, gxs98};
  gacc73 += gw94 * gxb99;
  gacc74 += gw95 * gxb99;
  gacc75 += gw96 * gxb99;
  gacc76 += gw97 * gxb99;
  gxs100 = gx66[(gk89 + (long long)0)];
  gxb101 = {gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100, gxs100};
  gacc77 += gw94 * gxb101;
  gacc78 += gw95 * gxb101;
  gacc79 += gw96 * gxb101;
  gacc80 += gw97 * gxb101;
  gxs102 = gx69[(gk89 + (long long)0)];
  gxb103 = {gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102};
  gacc81 += gw94 * gxb103;
  gacc82 += gw95 * gxb103;
  gacc83 += gw96 * gxb103;
  gacc84 += gw97 * gxb103;
  gxs104 = gx72[(gk89 + (long long)0)];
  gxb105 = {gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104};
  gacc85 += gw94 * gxb105;
  gacc86 += gw95 * gxb105;
  gacc87 += gw96 * gxb105;
  gacc88 += gw97 * gxb105;
  gp90 = &gp90[(long long)64];
  gk89 += (long long)1;
  goto gfor91;

gafter93:
  li_17 = gli11 + (long long)0;
  i_18 = start_0 + li_17;
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc73;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc74;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc75;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc76;
  li_17 = gli11 + (long long)1;
  if (li_17 > gnhi12 - (long long)1) goto gclamp106; else goto gclampj107;

gclamp106:
  li_17 = gnhi12 - (long long)1;
  goto gclampj107;

gclampj107:
  i_18 = start_0 + li_17;
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc77;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc78;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc79;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc80;
  li_17 = gli11 + (long long)2;
  if (li_17 > gnhi12 - (long long)1) goto gclamp108; else goto gclampj109;

gclamp108:
  li_17 = gnhi12 - (long long)1;
  goto gclampj109;

gclampj109:
  i_18 = start_0 + li_17;
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc81;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc82;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc83;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc84;
  li_17 = gli11 + (long long)3;
  if (li_17 > gnhi12 - (long long)1) goto gclamp110; else goto gclampj111;

gclamp110:
  li_17 = gnhi12 - (long long)1;
  goto gclampj111;

gclampj111:
  i_18 = start_0 + li_17;
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc85;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc86;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc87;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc88;
  goto gtdone61;

for112:
  if (li_19 < n_2) goto body113; else goto after114;

body113:
  i_20 = start_0 + li_19;
  gj16 = (long long)0;
  goto for115;

after114:
  gq15 += (long long)1;
  goto grow18;

for115:
  if (gj16 < (long long)64) goto body116; else goto after117;

body116:
  j_21 = gr13 + gj16;
  v5_22 = F_1[(i_20 * (long long)256 + j_21)] + t1[(li_19 * (long long)256 + j_21)];
  v7_23 = v5_22 + P_b[j_21];
  v8_24 = cx_vtanhf (v7_23);
  S_0[(i_20 * (long long)256 + j_21)] = v8_24;
  gj16 += (long long)1;
  goto for115;

after117:
  li_19 += (long long)1;
  goto for112;
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
  goto pr1;

pr1:
  if (r_14 < (long long)256) goto prb2; else goto pra3;

prb2:
  k_15 = (long long)0;
  goto pk4;

pra3:
  return;

pk4:
  if (k_15 < (long long)256) goto pkb5; else goto pka6;

pkb5:
  PK_1[(((r_14 + (long long)0) / (long long)64 * (long long)256 + k_15 + (long long)0) * (long long)64 + (r_14 + (long long)0) % (long long)64)] = P_W[(r_14 * (long long)256 + k_15)];
  k_15 += (long long)1;
  goto pk4;

pka6:
  r_14 += (long long)1;
  goto pr1;
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
  PK_2[(((r_1 + (long long)0) / (long long)64 * (long long)256 + k_2 + (long long)0) * (long long)64 + (r_1 + (long long)0) % (long long)64)] = P_U[(r_1 * (long long)256 + k_2)];
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
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then14; else goto else15;

gtafter13:
  if (gnhi3 - gli2 == (long long)1) goto gtrest92; else goto gtnext93;

then14:
  if (f->err[(long long)0] == (long long)0) goto rowerr17; else goto join18;

else15:
  goto join16;

join16:
  gx19 = (float *)&P_E[(ix2_6 * (long long)256)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then20; else goto else21;

rowerr17:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join18;

join18:
  ix2_6 = (long long)0;
  goto join16;

then20:
  if (f->err[(long long)0] == (long long)0) goto rowerr23; else goto join24;

else21:
  goto join22;

join22:
  gx25 = (float *)&P_E[(ix2_6 * (long long)256)];
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then26; else goto else27;

rowerr23:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join24;

join24:
  ix2_6 = (long long)0;
  goto join22;

then26:
  if (f->err[(long long)0] == (long long)0) goto rowerr29; else goto join30;

else27:
  goto join28;

join28:
  gx31 = (float *)&P_E[(ix2_6 * (long long)256)];
  li_4 = gli2 + (long long)3;
  i_5 = (long long)nodes[li_4];
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then32; else goto else33;

rowerr29:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join30;

join30:
  ix2_6 = (long long)0;
  goto join28;

then32:
  if (f->err[(long long)0] == (long long)0) goto rowerr35; else goto join36;

else33:
  goto join34;

join34:
  gx37 = (float *)&P_E[(ix2_6 * (long long)256)];
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
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join36;

join36:
  ix2_6 = (long long)0;
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
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then71; else goto else72;

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
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then76; else goto else77;

rowerr74:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join75;

join75:
  ix2_6 = (long long)0;
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
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then81; else goto else82;

rowerr79:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join80;

join80:
  ix2_6 = (long long)0;
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
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then86; else goto else87;

rowerr84:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join85;

join85:
  ix2_6 = (long long)0;
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
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join90;

join90:
  ix2_6 = (long long)0;
  goto join88;

gtdone91:
  gq6 += (long long)1;
  goto grow8;

gtrest92:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then94; else goto else95;

gtnext93:
  if (gnhi3 - gli2 == (long long)2) goto gtrest120; else goto gtnext121;

then94:
  if (f->err[(long long)0] == (long long)0) goto rowerr97; else goto join98;

else95:
  goto join96;

join96:
  gx99 = (float *)&P_E[(ix2_6 * (long long)256)];
  gacc100 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc101 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc102 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc103 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp105 = gpw1;
  gk104 = (long long)0;
  goto gfor106;

rowerr97:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join98;

join98:
  ix2_6 = (long long)0;
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
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then115; else goto else116;

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
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join119;

join119:
  ix2_6 = (long long)0;
  goto join117;

gtrest120:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then122; else goto else123;

gtnext121:
  if (gnhi3 - gli2 == (long long)3) goto gtrest165; else goto gtnext166;

then122:
  if (f->err[(long long)0] == (long long)0) goto rowerr125; else goto join126;

else123:
  goto join124;

join124:
  gx127 = (float *)&P_E[(ix2_6 * (long long)256)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then128; else goto else129;

rowerr125:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join126;

join126:
  ix2_6 = (long long)0;
  goto join124;

then128:
  if (f->err[(long long)0] == (long long)0) goto rowerr131; else goto join132;

else129:
  goto join130;

join130:
  gx133 = (float *)&P_E[(ix2_6 * (long long)256)];
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
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join132;

join132:
  ix2_6 = (long long)0;
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
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then155; else goto else156;

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
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then160; else goto else161;

rowerr158:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join159;

join159:
  ix2_6 = (long long)0;
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
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join164;

join164:
  ix2_6 = (long long)0;
  goto join162;

gtrest165:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then167; else goto else168;

gtnext166:
  goto gtdone91;

then167:
  if (f->err[(long long)0] == (long long)0) goto rowerr170; else goto join171;

else168:
  goto join169;

join169:
  gx172 = (float *)&P_E[(ix2_6 * (long long)256)];
  li_4 = gli2 + (long long)1;
  i_5 = (long long)nodes[li_4];
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then173; else goto else174;

rowerr170:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join171;

join171:
  ix2_6 = (long long)0;
  goto join169;

then173:
  if (f->err[(long long)0] == (long long)0) goto rowerr176; else goto join177;

else174:
  goto join175;

join175:
  gx178 = (float *)&P_E[(ix2_6 * (long long)256)];
  li_4 = gli2 + (long long)2;
  i_5 = (long long)nodes[li_4];
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then179; else goto else180;

rowerr176:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join177;

join177:
  ix2_6 = (long long)0;
  goto join175;

then179:
  if (f->err[(long long)0] == (long long)0) goto rowerr182; else goto join183;

else180:
  goto join181;

join181:
  gx184 = (float *)&P_E[(ix2_6 * (long long)256)];
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
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join183;

join183:
  ix2_6 = (long long)0;
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
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then212; else goto else213;

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
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then217; else goto else218;

rowerr215:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join216;

join216:
  ix2_6 = (long long)0;
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
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then222; else goto else223;

rowerr220:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join221;

join221:
  ix2_6 = (long long)0;
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
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join226;

join226:
  ix2_6 = (long long)0;
  goto join224;
}

