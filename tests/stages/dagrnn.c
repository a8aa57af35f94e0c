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
  float * gx90;
  float * gx98;
  float * gx106;
  float * gx114;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc115;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc116;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc117;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc118;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc119;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc120;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc121;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc122;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc123;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc124;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc125;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc126;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc127;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc128;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc129;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc130;
  long long gk131;
  float * gp132;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw136;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw137;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw138;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw139;
  float gxs140;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb141;
  float gxs142;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb143;
  float gxs144;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb145;
  float gxs146;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb147;
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
  if (gnhi3 - gli2 > (long long)0) goto gtclamp84; else goto gtdone83;

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
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc50;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc51;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc52;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc53;
  li_7 = gli2 + (long long)1;
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc54;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc55;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc56;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc57;
  li_7 = gli2 + (long long)2;
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc58;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc59;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc60;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc61;
  li_7 = gli2 + (long long)3;
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

gtdone83:
  li_10 = (long long)0;
  goto for154;

gtclamp84:
  li_7 = gli2 + (long long)0;
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then85; else goto else86;

then85:
  if (f->err[(long long)0] == (long long)0) goto rowerr88; else goto join89;

else86:
  goto join87;

join87:
  gx90 = (float *)&P_E[(ix2_9 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (li_7 > gnhi3 - (long long)1) goto gclamp91; else goto gclampj92;

rowerr88:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join89;

join89:
  ix2_9 = (long long)0;
  goto join87;

gclamp91:
  li_7 = gnhi3 - (long long)1;
  goto gclampj92;

gclampj92:
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then93; else goto else94;

then93:
  if (f->err[(long long)0] == (long long)0) goto rowerr96; else goto join97;

else94:
  goto join95;

join95:
  gx98 = (float *)&P_E[(ix2_9 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (li_7 > gnhi3 - (long long)1) goto gclamp99; else goto gclampj100;

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

gclamp99:
  li_7 = gnhi3 - (long long)1;
  goto gclampj100;

gclampj100:
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then101; else goto else102;

then101:
  if (f->err[(long long)0] == (long long)0) goto rowerr104; else goto join105;

else102:
  goto join103;

join103:
  gx106 = (float *)&P_E[(ix2_9 * (long long)256)];
  li_7 = gli2 + (long long)3;
  if (li_7 > gnhi3 - (long long)1) goto gclamp107; else goto gclampj108;

rowerr104:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join105;

join105:
  ix2_9 = (long long)0;
  goto join103;

gclamp107:
  li_7 = gnhi3 - (long long)1;
  goto gclampj108;

gclampj108:
  i_8 = start_0 + li_7;
  ix2_9 = (long long)ifields[i_8];
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)16) goto then109; else goto else110;

then109:
  if (f->err[(long long)0] == (long long)0) goto rowerr112; else goto join113;

else110:
  goto join111;

join111:
  gx114 = (float *)&P_E[(ix2_9 * (long long)256)];
  gacc115 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc116 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc117 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc118 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc119 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc120 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc121 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc122 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc123 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc124 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc125 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc126 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc127 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc128 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc129 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc130 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp132 = gpw1;
  gk131 = (long long)0;
  goto gfor133;

rowerr112:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix2_9;
  f->err[(long long)4] = (long long)0;
  goto join113;

join113:
  ix2_9 = (long long)0;
  goto join111;

gfor133:
  if (gk131 < (long long)256) goto gbody134; else goto gafter135;

gbody134:
  gw136 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp132[(long long)0]);
  gw137 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp132[(long long)16]);
  gw138 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp132[(long long)32]);
  gw139 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp132[(long long)48]);
  gxs140 = gx90[(gk131 + (long long)0)];
  gxb141 = {gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140, gxs140};
  gacc115 += gw136 * gxb141;
  gacc116 += gw137 * gxb141;
  gacc117 += gw138 * gxb141;
  gacc118 += gw139 * gxb141;
  gxs142 = gx98[(gk131 + (long long)0)];
  gxb143 = {gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142};
  gacc119 += gw136 * gxb143;
  gacc120 += gw137 * gxb143;
  gacc121 += gw138 * gxb143;
  gacc122 += gw139 * gxb143;
  gxs144 = gx106[(gk131 + (long long)0)];
  gxb145 = {gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144};
  gacc123 += gw136 * gxb145;
  gacc124 += gw137 * gxb145;
  gacc125 += gw138 * gxb145;
  gacc126 += gw139 * gxb145;
  gxs146 = gx114[(gk131 + (long long)0)];
  gxb147 = {gxs146, gxs146, gxs146, gxs146, gxs146, gxs146, gxs146, gxs146, gxs146, gxs146, gxs146, gxs146, gxs146, gxs146, gxs146, gxs146};
  gacc127 += gw136 * gxb147;
  gacc128 += gw137 * gxb147;
  gacc129 += gw138 * gxb147;
  gacc130 += gw139 * gxb147;
  gp132 = &gp132[(long long)64];
  gk131 += (long long)1;
  goto gfor133;

gafter135:
  li_7 = gli2 + (long long)0;
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc115;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc116;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc117;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc118;
  li_7 = gli2 + (long long)1;
  if (li_7 > gnhi3 - (long long)1) goto gclamp148; else goto gclampj149;

gclamp148:
  li_7 = gnhi3 - (long long)1;
  goto gclampj149;

gclampj149:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc119;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc120;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc121;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc122;
  li_7 = gli2 + (long long)2;
  if (li_7 > gnhi3 - (long long)1) goto gclamp150; else goto gclampj151;

gclamp150:
  li_7 = gnhi3 - (long long)1;
  goto gclampj151;

gclampj151:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc123;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc124;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc125;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc126;
  li_7 = gli2 + (long long)3;
  if (li_7 > gnhi3 - (long long)1) goto gclamp152; else goto gclampj153;

gclamp152:
  li_7 = gnhi3 - (long long)1;
  goto gclampj153;

gclampj153:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc127;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc128;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc129;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gacc130;
  goto gtdone83;

for154:
  if (li_10 < n_2) goto body155; else goto after156;

body155:
  i_11 = start_0 + li_10;
  gj7 = (long long)0;
  goto for157;

after156:
  gq6 += (long long)1;
  goto grow20;

for157:
  if (gj7 < (long long)64) goto body158; else goto after159;

body158:
  j_12 = gr4 + gj7;
  v6_13 = t0[(li_10 * (long long)256 + j_12)] + P_b[j_12];
  v7_14 = cx_vtanhf (v6_13);
  S_0[(i_11 * (long long)256 + j_12)] = v7_14;
  gj7 += (long long)1;
  goto for157;

after159:
  li_10 += (long long)1;
  goto for154;
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
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc28;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc29;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc30;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc31;
  li_17 = gli11 + (long long)1;
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc32;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc33;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc34;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc35;
  li_17 = gli11 + (long long)2;
  r_14 = gr13 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc36;
  r_14 = gr13 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc37;
  r_14 = gr13 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc38;
  r_14 = gr13 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_17 * (long long)256 + r_14)]) = gacc39;
  li_17 = gli11 + (long long)3;
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
  float * gx78;
  float * gx86;
  float * gx94;
  float * gx102;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc103;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc104;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc105;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc106;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc107;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc108;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc109;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc110;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc111;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc112;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc113;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc114;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc115;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc116;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc117;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc118;
  long long gk119;
  float * gp120;
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
  if (gnhi3 - gli2 > (long long)0) goto gtclamp72; else goto gtdone71;

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
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc38;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc39;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc40;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc41;
  li_4 = gli2 + (long long)1;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc42;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc43;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc44;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc45;
  li_4 = gli2 + (long long)2;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc46;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc47;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc48;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc49;
  li_4 = gli2 + (long long)3;
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

gtdone71:
  gq6 += (long long)1;
  goto grow8;

gtclamp72:
  li_4 = gli2 + (long long)0;
  i_5 = (long long)nodes[li_4];
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then73; else goto else74;

then73:
  if (f->err[(long long)0] == (long long)0) goto rowerr76; else goto join77;

else74:
  goto join75;

join75:
  gx78 = (float *)&P_E[(ix2_6 * (long long)256)];
  li_4 = gli2 + (long long)1;
  if (li_4 > gnhi3 - (long long)1) goto gclamp79; else goto gclampj80;

rowerr76:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join77;

join77:
  ix2_6 = (long long)0;
  goto join75;

gclamp79:
  li_4 = gnhi3 - (long long)1;
  goto gclampj80;

gclampj80:
  i_5 = (long long)nodes[li_4];
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then81; else goto else82;

then81:
  if (f->err[(long long)0] == (long long)0) goto rowerr84; else goto join85;

else82:
  goto join83;

join83:
  gx86 = (float *)&P_E[(ix2_6 * (long long)256)];
  li_4 = gli2 + (long long)2;
  if (li_4 > gnhi3 - (long long)1) goto gclamp87; else goto gclampj88;

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

gclamp87:
  li_4 = gnhi3 - (long long)1;
  goto gclampj88;

gclampj88:
  i_5 = (long long)nodes[li_4];
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then89; else goto else90;

then89:
  if (f->err[(long long)0] == (long long)0) goto rowerr92; else goto join93;

else90:
  goto join91;

join91:
  gx94 = (float *)&P_E[(ix2_6 * (long long)256)];
  li_4 = gli2 + (long long)3;
  if (li_4 > gnhi3 - (long long)1) goto gclamp95; else goto gclampj96;

rowerr92:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join93;

join93:
  ix2_6 = (long long)0;
  goto join91;

gclamp95:
  li_4 = gnhi3 - (long long)1;
  goto gclampj96;

gclampj96:
  i_5 = (long long)nodes[li_4];
  ix2_6 = (long long)ifields[i_5];
  if (ix2_6 < (long long)0 || ix2_6 >= (long long)16) goto then97; else goto else98;

then97:
  if (f->err[(long long)0] == (long long)0) goto rowerr100; else goto join101;

else98:
  goto join99;

join99:
  gx102 = (float *)&P_E[(ix2_6 * (long long)256)];
  gacc103 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc104 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc105 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc106 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc107 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc108 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc109 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc110 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc111 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc112 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc113 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc114 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc115 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc116 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc117 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc118 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp120 = gpw1;
  gk119 = (long long)0;
  goto gfor121;

rowerr100:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)3;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix2_6;
  f->err[(long long)4] = (long long)-3;
  goto join101;

join101:
  ix2_6 = (long long)0;
  goto join99;

gfor121:
  if (gk119 < (long long)256) goto gbody122; else goto gafter123;

gbody122:
  gw124 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp120[(long long)0]);
  gw125 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp120[(long long)16]);
  gw126 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp120[(long long)32]);
  gw127 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp120[(long long)48]);
  gxs128 = gx78[(gk119 + (long long)0)];
  gxb129 = {gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128};
  gacc103 += gw124 * gxb129;
  gacc104 += gw125 * gxb129;
  gacc105 += gw126 * gxb129;
  gacc106 += gw127 * gxb129;
  gxs130 = gx86[(gk119 + (long long)0)];
  gxb131 = {gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130};
  gacc107 += gw124 * gxb131;
  gacc108 += gw125 * gxb131;
  gacc109 += gw126 * gxb131;
  gacc110 += gw127 * gxb131;
  gxs132 = gx94[(gk119 + (long long)0)];
  gxb133 = {gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132};
  gacc111 += gw124 * gxb133;
  gacc112 += gw125 * gxb133;
  gacc113 += gw126 * gxb133;
  gacc114 += gw127 * gxb133;
  gxs134 = gx102[(gk119 + (long long)0)];
  gxb135 = {gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134};
  gacc115 += gw124 * gxb135;
  gacc116 += gw125 * gxb135;
  gacc117 += gw126 * gxb135;
  gacc118 += gw127 * gxb135;
  gp120 = &gp120[(long long)64];
  gk119 += (long long)1;
  goto gfor121;

gafter123:
  li_4 = gli2 + (long long)0;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc103;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc104;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc105;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc106;
  li_4 = gli2 + (long long)1;
  if (li_4 > gnhi3 - (long long)1) goto gclamp136; else goto gclampj137;

gclamp136:
  li_4 = gnhi3 - (long long)1;
  goto gclampj137;

gclampj137:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc107;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc108;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc109;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc110;
  li_4 = gli2 + (long long)2;
  if (li_4 > gnhi3 - (long long)1) goto gclamp138; else goto gclampj139;

gclamp138:
  li_4 = gnhi3 - (long long)1;
  goto gclampj139;

gclampj139:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc111;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc112;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc113;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc114;
  li_4 = gli2 + (long long)3;
  if (li_4 > gnhi3 - (long long)1) goto gclamp140; else goto gclampj141;

gclamp140:
  li_4 = gnhi3 - (long long)1;
  goto gclampj141;

gclampj141:
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc115;
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc116;
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc117;
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)256 + r_1)]) = gacc118;
  goto gtdone71;
}

