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
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then26; else goto else27;

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
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then32; else goto else33;

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
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then38; else goto else39;

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
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then44; else goto else45;

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
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then85; else goto else86;

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
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then93; else goto else94;

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
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then101; else goto else102;

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
  if (ix2_9 < (long long)0 || ix2_9 >= (long long)22000) goto then109; else goto else110;

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
  v6_13 = t0[(li_10 * (long long)256 + j_12)] + P_b_x[j_12];
  v7_14 = cx_vtanhf (v6_13);
  S_0[(i_11 * (long long)256 + j_12)] = v7_14;
  gj7 += (long long)1;
  goto for157;

after159:
  li_10 += (long long)1;
  goto for154;
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
  int * children;
  long long glit35;
  float * S_0;
  float * gx36;
  float * gx37;
  long long glit40;
  float * gx41;
  float * gx42;
  long long glit45;
  float * gx46;
  float * gx47;
  long long glit50;
  float * gx51;
  float * gx52;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc68;
  long long gk69;
  float * gp70;
  bool lpok71;
  long long lpslot72;
  long long lpslot73;
  long long lpslot74;
  long long lpslot75;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw84;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw85;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw86;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw87;
  float gxs88;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb89;
  float gxs90;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb91;
  float gxs92;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb93;
  float gxs94;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb95;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot104;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot105;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot106;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot107;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot108;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot109;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot110;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot111;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot112;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot113;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot114;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot115;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot116;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot117;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot118;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot119;
  bool lpok120;
  long long lpslot121;
  long long lpslot122;
  long long lpslot123;
  long long lpslot124;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw133;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw134;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw135;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw136;
  float gxs137;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb138;
  float gxs139;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb140;
  float gxs141;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb142;
  float gxs143;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb144;
  long long glit166;
  float * gx167;
  float * gx168;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc169;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc170;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc171;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc172;
  long long gk173;
  float * gp174;
  bool lpok175;
  long long lpslot176;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw185;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw186;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw187;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw188;
  float gxs189;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb190;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot193;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot194;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot195;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot196;
  bool lpok197;
  long long lpslot198;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw207;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw208;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw209;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw210;
  float gxs211;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb212;
  long long glit221;
  float * gx222;
  float * gx223;
  long long glit226;
  float * gx227;
  float * gx228;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc229;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc230;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc231;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc232;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc233;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc234;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc235;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc236;
  long long gk237;
  float * gp238;
  bool lpok239;
  long long lpslot240;
  long long lpslot241;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw250;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw251;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw252;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw253;
  float gxs254;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb255;
  float gxs256;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb257;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot262;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot263;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot264;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot265;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot266;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot267;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot268;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot269;
  bool lpok270;
  long long lpslot271;
  long long lpslot272;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw281;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw282;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw283;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw284;
  float gxs285;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb286;
  float gxs287;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb288;
  long long glit301;
  float * gx302;
  float * gx303;
  long long glit306;
  float * gx307;
  float * gx308;
  long long glit311;
  float * gx312;
  float * gx313;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc314;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc315;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc316;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc317;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc318;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc319;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc320;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc321;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc322;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc323;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc324;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc325;
  long long gk326;
  float * gp327;
  bool lpok328;
  long long lpslot329;
  long long lpslot330;
  long long lpslot331;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw340;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw341;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw342;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw343;
  float gxs344;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb345;
  float gxs346;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb347;
  float gxs348;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb349;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot356;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot357;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot358;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot359;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot360;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot361;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot362;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot363;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot364;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot365;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot366;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot367;
  bool lpok368;
  long long lpslot369;
  long long lpslot370;
  long long lpslot371;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw380;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw381;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw382;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw383;
  float gxs384;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb385;
  float gxs386;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb387;
  float gxs388;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb389;
  float * P_b_z;
  float * P_b_rl;
  float * P_b_rr;
  float * PK_2;
  float * gpw408;
  long long gli409;
  long long gnhi410;
  long long gr411;
  long long gprow412;
  long long gq413;
  long long gj414;
  long long gdir415;
  long long grlo418;
  long long grhi419;
  long long grfhi420;
  long long grP421;
  long long grp422;
  float * gx435;
  float * gx436;
  float * gx437;
  float * gx438;
  float * gx439;
  float * gx440;
  float * gx441;
  float * gx442;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc443;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc444;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc445;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc446;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc447;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc448;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc449;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc450;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc451;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc452;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc453;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc454;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc455;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc456;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc457;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc458;
  long long gk459;
  float * gp460;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw464;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw465;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw466;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw467;
  float gxs468;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb469;
  float gxs470;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb471;
  float gxs472;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb473;
  float gxs474;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb475;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw479;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw480;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw481;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw482;
  float gxs483;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb484;
  float gxs485;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb486;
  float gxs487;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb488;
  float gxs489;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb490;
  float * gx494;
  float * gx495;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc496;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc497;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc498;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc499;
  long long gk500;
  float * gp501;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw505;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw506;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw507;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw508;
  float gxs509;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb510;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw514;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw515;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw516;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw517;
  float gxs518;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb519;
  float * gx522;
  float * gx523;
  float * gx524;
  float * gx525;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc526;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc527;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc528;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc529;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc530;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc531;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc532;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc533;
  long long gk534;
  float * gp535;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw539;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw540;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw541;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw542;
  float gxs543;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb544;
  float gxs545;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb546;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw550;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw551;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw552;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw553;
  float gxs554;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb555;
  float gxs556;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb557;
  float * gx560;
  float * gx561;
  float * gx562;
  float * gx563;
  float * gx564;
  float * gx565;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc566;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc567;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc568;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc569;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc570;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc571;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc572;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc573;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc574;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc575;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc576;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc577;
  long long gk578;
  float * gp579;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw583;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw584;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw585;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw586;
  float gxs587;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb588;
  float gxs589;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb590;
  float gxs591;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb592;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw596;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw597;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw598;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw599;
  float gxs600;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb601;
  float gxs602;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb603;
  float gxs604;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb605;
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
  gdir415 = (long long)f->level & (long long)1;
  if (f->sync != (void (*) (void *))NULL) goto gsync416; else goto gsyncj417;

gmem27:
  if (gm10 < (long long)3) goto gmbody28; else goto gmafter29;

gmbody28:
  gme11 = gm10 + gdir8 * ((long long)2 - (long long)2 * gm10);
  gmt12 = gtab9[gme11];
  gpw1 = &PK_1[((gr4 + gme11 * (long long)256) * (long long)512)];
  gprow5 = gr4 + gme11 * (long long)256;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile30;

gmafter29:
  li_28 = (long long)0;
  goto for402;

gtile30:
  if (gli2 + (long long)3 < gnhi3) goto gtbody31; else goto gtafter32;

gtbody31:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm33; else goto gpermj34;

gtafter32:
  if (gnhi3 - gli2 == (long long)1) goto gtrest162; else goto gtnext163;

gperm33:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj34;

gpermj34:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit35 = li_7;
  gx36 = (float *)&S_0[(c0_10 * (long long)256)];
  gx37 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm38; else goto gpermj39;

gperm38:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj39;

gpermj39:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit40 = li_7;
  gx41 = (float *)&S_0[(c0_10 * (long long)256)];
  gx42 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm43; else goto gpermj44;

gperm43:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj44;

gpermj44:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit45 = li_7;
  gx46 = (float *)&S_0[(c0_10 * (long long)256)];
  gx47 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)3;
  if (f->lp_perm != (int *)NULL) goto gperm48; else goto gpermj49;

gperm48:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj49;

gpermj49:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit50 = li_7;
  gx51 = (float *)&S_0[(c0_10 * (long long)256)];
  gx52 = (float *)&S_0[(c1_11 * (long long)256)];
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
  gacc68 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp70 = gpw1;
  lpok71 = (bool)0;
  lpslot72 = (long long)-1;
  lpslot73 = (long long)-1;
  lpslot74 = (long long)-1;
  lpslot75 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk76; else goto lpdec77;

lpchk76:
  lpslot72 = (long long)f->lp_slot[(long long)0][(start_0 + glit35)];
  lpslot73 = (long long)f->lp_slot[(long long)0][(start_0 + glit40)];
  lpslot74 = (long long)f->lp_slot[(long long)0][(start_0 + glit45)];
  lpslot75 = (long long)f->lp_slot[(long long)0][(start_0 + glit50)];
  lpok71 = lpslot72 >= (long long)0 && lpslot73 >= (long long)0 && lpslot74 >= (long long)0 && lpslot75 >= (long long)0;
  goto lpdec77;

lpdec77:
  if (lpok71) goto lphit78; else goto lpmiss79;

lphit78:
  gacc53 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot72 * (long long)768 + gprow5 + (long long)0)]);
  gacc54 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot72 * (long long)768 + gprow5 + (long long)16)]);
  gacc55 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot72 * (long long)768 + gprow5 + (long long)32)]);
  gacc56 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot72 * (long long)768 + gprow5 + (long long)48)]);
  gacc57 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot73 * (long long)768 + gprow5 + (long long)0)]);
  gacc58 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot73 * (long long)768 + gprow5 + (long long)16)]);
  gacc59 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot73 * (long long)768 + gprow5 + (long long)32)]);
  gacc60 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot73 * (long long)768 + gprow5 + (long long)48)]);
  gacc61 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot74 * (long long)768 + gprow5 + (long long)0)]);
  gacc62 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot74 * (long long)768 + gprow5 + (long long)16)]);
  gacc63 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot74 * (long long)768 + gprow5 + (long long)32)]);
  gacc64 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot74 * (long long)768 + gprow5 + (long long)48)]);
  gacc65 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot75 * (long long)768 + gprow5 + (long long)0)]);
  gacc66 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot75 * (long long)768 + gprow5 + (long long)16)]);
  gacc67 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot75 * (long long)768 + gprow5 + (long long)32)]);
  gacc68 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot75 * (long long)768 + gprow5 + (long long)48)]);
  gp70 = &gp70[(long long)16384];
  goto lpjoin80;

lpmiss79:
  gk69 = (long long)0;
  goto gfor81;

lpjoin80:
  gtot104 = gacc53;
  gtot105 = gacc54;
  gtot106 = gacc55;
  gtot107 = gacc56;
  gtot108 = gacc57;
  gtot109 = gacc58;
  gtot110 = gacc59;
  gtot111 = gacc60;
  gtot112 = gacc61;
  gtot113 = gacc62;
  gtot114 = gacc63;
  gtot115 = gacc64;
  gtot116 = gacc65;
  gtot117 = gacc66;
  gtot118 = gacc67;
  gtot119 = gacc68;
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
  gacc68 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok120 = (bool)0;
  lpslot121 = (long long)-1;
  lpslot122 = (long long)-1;
  lpslot123 = (long long)-1;
  lpslot124 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk125; else goto lpdec126;

gfor81:
  if (gk69 < (long long)256) goto gbody82; else goto gafter83;

gbody82:
  gw84 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp70[(long long)0]);
  gw85 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp70[(long long)16]);
  gw86 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp70[(long long)32]);
  gw87 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp70[(long long)48]);
  gxs88 = gx36[(gk69 + (long long)0)];
  gxb89 = {gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88, gxs88};
  gacc53 += gw84 * gxb89;
  gacc54 += gw85 * gxb89;
  gacc55 += gw86 * gxb89;
  gacc56 += gw87 * gxb89;
  gxs90 = gx41[(gk69 + (long long)0)];
  gxb91 = {gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90, gxs90};
  gacc57 += gw84 * gxb91;
  gacc58 += gw85 * gxb91;
  gacc59 += gw86 * gxb91;
  gacc60 += gw87 * gxb91;
  gxs92 = gx46[(gk69 + (long long)0)];
  gxb93 = {gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92, gxs92};
  gacc61 += gw84 * gxb93;
  gacc62 += gw85 * gxb93;
  gacc63 += gw86 * gxb93;
  gacc64 += gw87 * gxb93;
  gxs94 = gx51[(gk69 + (long long)0)];
  gxb95 = {gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94, gxs94};
  gacc65 += gw84 * gxb95;
  gacc66 += gw85 * gxb95;
  gacc67 += gw86 * gxb95;
  gacc68 += gw87 * gxb95;
  gp70 = &gp70[(long long)64];
  gk69 += (long long)1;
  goto gfor81;

gafter83:
  if (lpslot72 <= (long long)-2) goto lpwr96; else goto lpwn97;

lpwr96:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot72) * (long long)768 + gprow5 + (long long)0)]) = gacc53;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot72) * (long long)768 + gprow5 + (long long)16)]) = gacc54;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot72) * (long long)768 + gprow5 + (long long)32)]) = gacc55;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot72) * (long long)768 + gprow5 + (long long)48)]) = gacc56;
  goto lpwn97;

lpwn97:
  if (lpslot73 <= (long long)-2) goto lpwr98; else goto lpwn99;

lpwr98:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot73) * (long long)768 + gprow5 + (long long)0)]) = gacc57;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot73) * (long long)768 + gprow5 + (long long)16)]) = gacc58;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot73) * (long long)768 + gprow5 + (long long)32)]) = gacc59;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot73) * (long long)768 + gprow5 + (long long)48)]) = gacc60;
  goto lpwn99;

lpwn99:
  if (lpslot74 <= (long long)-2) goto lpwr100; else goto lpwn101;

lpwr100:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot74) * (long long)768 + gprow5 + (long long)0)]) = gacc61;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot74) * (long long)768 + gprow5 + (long long)16)]) = gacc62;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot74) * (long long)768 + gprow5 + (long long)32)]) = gacc63;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot74) * (long long)768 + gprow5 + (long long)48)]) = gacc64;
  goto lpwn101;

lpwn101:
  if (lpslot75 <= (long long)-2) goto lpwr102; else goto lpwn103;

lpwr102:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot75) * (long long)768 + gprow5 + (long long)0)]) = gacc65;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot75) * (long long)768 + gprow5 + (long long)16)]) = gacc66;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot75) * (long long)768 + gprow5 + (long long)32)]) = gacc67;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot75) * (long long)768 + gprow5 + (long long)48)]) = gacc68;
  goto lpwn103;

lpwn103:
  goto lpjoin80;

lpchk125:
  lpslot121 = (long long)f->lp_slot[(long long)1][(start_0 + glit35)];
  lpslot122 = (long long)f->lp_slot[(long long)1][(start_0 + glit40)];
  lpslot123 = (long long)f->lp_slot[(long long)1][(start_0 + glit45)];
  lpslot124 = (long long)f->lp_slot[(long long)1][(start_0 + glit50)];
  lpok120 = lpslot121 >= (long long)0 && lpslot122 >= (long long)0 && lpslot123 >= (long long)0 && lpslot124 >= (long long)0;
  goto lpdec126;

lpdec126:
  if (lpok120) goto lphit127; else goto lpmiss128;

lphit127:
  gacc53 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot121 * (long long)768 + gprow5 + (long long)0)]);
  gacc54 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot121 * (long long)768 + gprow5 + (long long)16)]);
  gacc55 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot121 * (long long)768 + gprow5 + (long long)32)]);
  gacc56 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot121 * (long long)768 + gprow5 + (long long)48)]);
  gacc57 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot122 * (long long)768 + gprow5 + (long long)0)]);
  gacc58 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot122 * (long long)768 + gprow5 + (long long)16)]);
  gacc59 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot122 * (long long)768 + gprow5 + (long long)32)]);
  gacc60 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot122 * (long long)768 + gprow5 + (long long)48)]);
  gacc61 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot123 * (long long)768 + gprow5 + (long long)0)]);
  gacc62 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot123 * (long long)768 + gprow5 + (long long)16)]);
  gacc63 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot123 * (long long)768 + gprow5 + (long long)32)]);
  gacc64 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot123 * (long long)768 + gprow5 + (long long)48)]);
  gacc65 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot124 * (long long)768 + gprow5 + (long long)0)]);
  gacc66 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot124 * (long long)768 + gprow5 + (long long)16)]);
  gacc67 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot124 * (long long)768 + gprow5 + (long long)32)]);
  gacc68 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot124 * (long long)768 + gprow5 + (long long)48)]);
  gp70 = &gp70[(long long)16384];
  goto lpjoin129;

lpmiss128:
  gk69 = (long long)0;
  goto gfor130;

lpjoin129:
  gtot104 += gacc53;
  gtot105 += gacc54;
  gtot106 += gacc55;
  gtot107 += gacc56;
  gtot108 += gacc57;
  gtot109 += gacc58;
  gtot110 += gacc59;
  gtot111 += gacc60;
  gtot112 += gacc61;
  gtot113 += gacc62;
  gtot114 += gacc63;
  gtot115 += gacc64;
  gtot116 += gacc65;
  gtot117 += gacc66;
  gtot118 += gacc67;
  gtot119 += gacc68;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm153; else goto gpermj154;

gfor130:
  if (gk69 < (long long)256) goto gbody131; else goto gafter132;

gbody131:
  gw133 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp70[(long long)0]);
  gw134 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp70[(long long)16]);
  gw135 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp70[(long long)32]);
  gw136 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp70[(long long)48]);
  gxs137 = gx37[(gk69 + (long long)0)];
  gxb138 = {gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137, gxs137};
  gacc53 += gw133 * gxb138;
  gacc54 += gw134 * gxb138;
  gacc55 += gw135 * gxb138;
  gacc56 += gw136 * gxb138;
  gxs139 = gx42[(gk69 + (long long)0)];
  gxb140 = {gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139, gxs139};
  gacc57 += gw133 * gxb140;
  gacc58 += gw134 * gxb140;
  gacc59 += gw135 * gxb140;
  gacc60 += gw136 * gxb140;
  gxs141 = gx47[(gk69 + (long long)0)];
  gxb142 = {gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141, gxs141};
  gacc61 += gw133 * gxb142;
  gacc62 += gw134 * gxb142;
  gacc63 += gw135 * gxb142;
  gacc64 += gw136 * gxb142;
  gxs143 = gx52[(gk69 + (long long)0)];
  gxb144 = {gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143, gxs143};
  gacc65 += gw133 * gxb144;
  gacc66 += gw134 * gxb144;
  gacc67 += gw135 * gxb144;
  gacc68 += gw136 * gxb144;
  gp70 = &gp70[(long long)64];
  gk69 += (long long)1;
  goto gfor130;

gafter132:
  if (lpslot121 <= (long long)-2) goto lpwr145; else goto lpwn146;

lpwr145:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot121) * (long long)768 + gprow5 + (long long)0)]) = gacc53;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot121) * (long long)768 + gprow5 + (long long)16)]) = gacc54;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot121) * (long long)768 + gprow5 + (long long)32)]) = gacc55;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot121) * (long long)768 + gprow5 + (long long)48)]) = gacc56;
  goto lpwn146;

lpwn146:
  if (lpslot122 <= (long long)-2) goto lpwr147; else goto lpwn148;

lpwr147:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot122) * (long long)768 + gprow5 + (long long)0)]) = gacc57;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot122) * (long long)768 + gprow5 + (long long)16)]) = gacc58;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot122) * (long long)768 + gprow5 + (long long)32)]) = gacc59;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot122) * (long long)768 + gprow5 + (long long)48)]) = gacc60;
  goto lpwn148;

lpwn148:
  if (lpslot123 <= (long long)-2) goto lpwr149; else goto lpwn150;

lpwr149:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot123) * (long long)768 + gprow5 + (long long)0)]) = gacc61;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot123) * (long long)768 + gprow5 + (long long)16)]) = gacc62;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot123) * (long long)768 + gprow5 + (long long)32)]) = gacc63;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot123) * (long long)768 + gprow5 + (long long)48)]) = gacc64;
  goto lpwn150;

lpwn150:
  if (lpslot124 <= (long long)-2) goto lpwr151; else goto lpwn152;

lpwr151:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot124) * (long long)768 + gprow5 + (long long)0)]) = gacc65;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot124) * (long long)768 + gprow5 + (long long)16)]) = gacc66;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot124) * (long long)768 + gprow5 + (long long)32)]) = gacc67;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot124) * (long long)768 + gprow5 + (long long)48)]) = gacc68;
  goto lpwn152;

lpwn152:
  goto lpjoin129;

gperm153:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj154;

gpermj154:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot104;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot105;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot106;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot107;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm155; else goto gpermj156;

gperm155:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj156;

gpermj156:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot108;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot109;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot110;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot111;
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm157; else goto gpermj158;

gperm157:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj158;

gpermj158:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot112;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot113;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot114;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot115;
  li_7 = gli2 + (long long)3;
  if (f->lp_perm != (int *)NULL) goto gperm159; else goto gpermj160;

gperm159:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj160;

gpermj160:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot116;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot117;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot118;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot119;
  gli2 += (long long)4;
  goto gtile30;

gtdone161:
  gm10 += (long long)1;
  goto gmem27;

gtrest162:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm164; else goto gpermj165;

gtnext163:
  if (gnhi3 - gli2 == (long long)2) goto gtrest217; else goto gtnext218;

gperm164:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj165;

gpermj165:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit166 = li_7;
  gx167 = (float *)&S_0[(c0_10 * (long long)256)];
  gx168 = (float *)&S_0[(c1_11 * (long long)256)];
  gacc169 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc170 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc171 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc172 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp174 = gpw1;
  lpok175 = (bool)0;
  lpslot176 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk177; else goto lpdec178;

lpchk177:
  lpslot176 = (long long)f->lp_slot[(long long)0][(start_0 + glit166)];
  lpok175 = lpslot176 >= (long long)0;
  goto lpdec178;

lpdec178:
  if (lpok175) goto lphit179; else goto lpmiss180;

lphit179:
  gacc169 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot176 * (long long)768 + gprow5 + (long long)0)]);
  gacc170 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot176 * (long long)768 + gprow5 + (long long)16)]);
  gacc171 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot176 * (long long)768 + gprow5 + (long long)32)]);
  gacc172 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot176 * (long long)768 + gprow5 + (long long)48)]);
  gp174 = &gp174[(long long)16384];
  goto lpjoin181;

lpmiss180:
  gk173 = (long long)0;
  goto gfor182;

lpjoin181:
  gtot193 = gacc169;
  gtot194 = gacc170;
  gtot195 = gacc171;
  gtot196 = gacc172;
  gacc169 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc170 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc171 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc172 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok197 = (bool)0;
  lpslot198 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk199; else goto lpdec200;

gfor182:
  if (gk173 < (long long)256) goto gbody183; else goto gafter184;

gbody183:
  gw185 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp174[(long long)0]);
  gw186 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp174[(long long)16]);
  gw187 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp174[(long long)32]);
  gw188 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp174[(long long)48]);
  gxs189 = gx167[(gk173 + (long long)0)];
  gxb190 = {gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189, gxs189};
  gacc169 += gw185 * gxb190;
  gacc170 += gw186 * gxb190;
  gacc171 += gw187 * gxb190;
  gacc172 += gw188 * gxb190;
  gp174 = &gp174[(long long)64];
  gk173 += (long long)1;
  goto gfor182;

gafter184:
  if (lpslot176 <= (long long)-2) goto lpwr191; else goto lpwn192;

lpwr191:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot176) * (long long)768 + gprow5 + (long long)0)]) = gacc169;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot176) * (long long)768 + gprow5 + (long long)16)]) = gacc170;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot176) * (long long)768 + gprow5 + (long long)32)]) = gacc171;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot176) * (long long)768 + gprow5 + (long long)48)]) = gacc172;
  goto lpwn192;

lpwn192:
  goto lpjoin181;

lpchk199:
  lpslot198 = (long long)f->lp_slot[(long long)1][(start_0 + glit166)];
  lpok197 = lpslot198 >= (long long)0;
  goto lpdec200;

lpdec200:
  if (lpok197) goto lphit201; else goto lpmiss202;

lphit201:
  gacc169 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot198 * (long long)768 + gprow5 + (long long)0)]);
  gacc170 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot198 * (long long)768 + gprow5 + (long long)16)]);
  gacc171 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot198 * (long long)768 + gprow5 + (long long)32)]);
  gacc172 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot198 * (long long)768 + gprow5 + (long long)48)]);
  gp174 = &gp174[(long long)16384];
  goto lpjoin203;

lpmiss202:
  gk173 = (long long)0;
  goto gfor204;

lpjoin203:
  gtot193 += gacc169;
  gtot194 += gacc170;
  gtot195 += gacc171;
  gtot196 += gacc172;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm215; else goto gpermj216;

gfor204:
  if (gk173 < (long long)256) goto gbody205; else goto gafter206;

gbody205:
  gw207 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp174[(long long)0]);
  gw208 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp174[(long long)16]);
  gw209 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp174[(long long)32]);
  gw210 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp174[(long long)48]);
  gxs211 = gx168[(gk173 + (long long)0)];
  gxb212 = {gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211, gxs211};
  gacc169 += gw207 * gxb212;
  gacc170 += gw208 * gxb212;
  gacc171 += gw209 * gxb212;
  gacc172 += gw210 * gxb212;
  gp174 = &gp174[(long long)64];
  gk173 += (long long)1;
  goto gfor204;

gafter206:
  if (lpslot198 <= (long long)-2) goto lpwr213; else goto lpwn214;

lpwr213:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot198) * (long long)768 + gprow5 + (long long)0)]) = gacc169;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot198) * (long long)768 + gprow5 + (long long)16)]) = gacc170;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot198) * (long long)768 + gprow5 + (long long)32)]) = gacc171;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot198) * (long long)768 + gprow5 + (long long)48)]) = gacc172;
  goto lpwn214;

lpwn214:
  goto lpjoin203;

gperm215:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj216;

gpermj216:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot193;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot194;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot195;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot196;
  goto gtdone161;

gtrest217:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm219; else goto gpermj220;

gtnext218:
  if (gnhi3 - gli2 == (long long)3) goto gtrest297; else goto gtnext298;

gperm219:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj220;

gpermj220:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit221 = li_7;
  gx222 = (float *)&S_0[(c0_10 * (long long)256)];
  gx223 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm224; else goto gpermj225;

gperm224:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj225;

gpermj225:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit226 = li_7;
  gx227 = (float *)&S_0[(c0_10 * (long long)256)];
  gx228 = (float *)&S_0[(c1_11 * (long long)256)];
  gacc229 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc230 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc231 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc232 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc233 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc234 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc235 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc236 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp238 = gpw1;
  lpok239 = (bool)0;
  lpslot240 = (long long)-1;
  lpslot241 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk242; else goto lpdec243;

lpchk242:
  lpslot240 = (long long)f->lp_slot[(long long)0][(start_0 + glit221)];
  lpslot241 = (long long)f->lp_slot[(long long)0][(start_0 + glit226)];
  lpok239 = lpslot240 >= (long long)0 && lpslot241 >= (long long)0;
  goto lpdec243;

lpdec243:
  if (lpok239) goto lphit244; else goto lpmiss245;

lphit244:
  gacc229 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot240 * (long long)768 + gprow5 + (long long)0)]);
  gacc230 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot240 * (long long)768 + gprow5 + (long long)16)]);
  gacc231 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot240 * (long long)768 + gprow5 + (long long)32)]);
  gacc232 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot240 * (long long)768 + gprow5 + (long long)48)]);
  gacc233 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot241 * (long long)768 + gprow5 + (long long)0)]);
  gacc234 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot241 * (long long)768 + gprow5 + (long long)16)]);
  gacc235 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot241 * (long long)768 + gprow5 + (long long)32)]);
  gacc236 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot241 * (long long)768 + gprow5 + (long long)48)]);
  gp238 = &gp238[(long long)16384];
  goto lpjoin246;

lpmiss245:
  gk237 = (long long)0;
  goto gfor247;

lpjoin246:
  gtot262 = gacc229;
  gtot263 = gacc230;
  gtot264 = gacc231;
  gtot265 = gacc232;
  gtot266 = gacc233;
  gtot267 = gacc234;
  gtot268 = gacc235;
  gtot269 = gacc236;
  gacc229 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc230 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc231 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc232 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc233 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc234 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc235 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc236 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok270 = (bool)0;
  lpslot271 = (long long)-1;
  lpslot272 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk273; else goto lpdec274;

gfor247:
  if (gk237 < (long long)256) goto gbody248; else goto gafter249;

gbody248:
  gw250 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp238[(long long)0]);
  gw251 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp238[(long long)16]);
  gw252 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp238[(long long)32]);
  gw253 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp238[(long long)48]);
  gxs254 = gx222[(gk237 + (long long)0)];
  gxb255 = {gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254, gxs254};
  gacc229 += gw250 * gxb255;
  gacc230 += gw251 * gxb255;
  gacc231 += gw252 * gxb255;
  gacc232 += gw253 * gxb255;
  gxs256 = gx227[(gk237 + (long long)0)];
  gxb257 = {gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256, gxs256};
  gacc233 += gw250 * gxb257;
  gacc234 += gw251 * gxb257;
  gacc235 += gw252 * gxb257;
  gacc236 += gw253 * gxb257;
  gp238 = &gp238[(long long)64];
  gk237 += (long long)1;
  goto gfor247;

gafter249:
  if (lpslot240 <= (long long)-2) goto lpwr258; else goto lpwn259;

lpwr258:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot240) * (long long)768 + gprow5 + (long long)0)]) = gacc229;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot240) * (long long)768 + gprow5 + (long long)16)]) = gacc230;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot240) * (long long)768 + gprow5 + (long long)32)]) = gacc231;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot240) * (long long)768 + gprow5 + (long long)48)]) = gacc232;
  goto lpwn259;

lpwn259:
  if (lpslot241 <= (long long)-2) goto lpwr260; else goto lpwn261;

lpwr260:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot241) * (long long)768 + gprow5 + (long long)0)]) = gacc233;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot241) * (long long)768 + gprow5 + (long long)16)]) = gacc234;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot241) * (long long)768 + gprow5 + (long long)32)]) = gacc235;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot241) * (long long)768 + gprow5 + (long long)48)]) = gacc236;
  goto lpwn261;

lpwn261:
  goto lpjoin246;

lpchk273:
  lpslot271 = (long long)f->lp_slot[(long long)1][(start_0 + glit221)];
  lpslot272 = (long long)f->lp_slot[(long long)1][(start_0 + glit226)];
  lpok270 = lpslot271 >= (long long)0 && lpslot272 >= (long long)0;
  goto lpdec274;

lpdec274:
  if (lpok270) goto lphit275; else goto lpmiss276;

lphit275:
  gacc229 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot271 * (long long)768 + gprow5 + (long long)0)]);
  gacc230 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot271 * (long long)768 + gprow5 + (long long)16)]);
  gacc231 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot271 * (long long)768 + gprow5 + (long long)32)]);
  gacc232 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot271 * (long long)768 + gprow5 + (long long)48)]);
  gacc233 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot272 * (long long)768 + gprow5 + (long long)0)]);
  gacc234 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot272 * (long long)768 + gprow5 + (long long)16)]);
  gacc235 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot272 * (long long)768 + gprow5 + (long long)32)]);
  gacc236 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot272 * (long long)768 + gprow5 + (long long)48)]);
  gp238 = &gp238[(long long)16384];
  goto lpjoin277;

lpmiss276:
  gk237 = (long long)0;
  goto gfor278;

lpjoin277:
  gtot262 += gacc229;
  gtot263 += gacc230;
  gtot264 += gacc231;
  gtot265 += gacc232;
  gtot266 += gacc233;
  gtot267 += gacc234;
  gtot268 += gacc235;
  gtot269 += gacc236;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm293; else goto gpermj294;

gfor278:
  if (gk237 < (long long)256) goto gbody279; else goto gafter280;

gbody279:
  gw281 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp238[(long long)0]);
  gw282 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp238[(long long)16]);
  gw283 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp238[(long long)32]);
  gw284 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp238[(long long)48]);
  gxs285 = gx223[(gk237 + (long long)0)];
  gxb286 = {gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285, gxs285};
  gacc229 += gw281 * gxb286;
  gacc230 += gw282 * gxb286;
  gacc231 += gw283 * gxb286;
  gacc232 += gw284 * gxb286;
  gxs287 = gx228[(gk237 + (long long)0)];
  gxb288 = {gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287, gxs287};
  gacc233 += gw281 * gxb288;
  gacc234 += gw282 * gxb288;
  gacc235 += gw283 * gxb288;
  gacc236 += gw284 * gxb288;
  gp238 = &gp238[(long long)64];
  gk237 += (long long)1;
  goto gfor278;

gafter280:
  if (lpslot271 <= (long long)-2) goto lpwr289; else goto lpwn290;

lpwr289:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot271) * (long long)768 + gprow5 + (long long)0)]) = gacc229;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot271) * (long long)768 + gprow5 + (long long)16)]) = gacc230;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot271) * (long long)768 + gprow5 + (long long)32)]) = gacc231;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot271) * (long long)768 + gprow5 + (long long)48)]) = gacc232;
  goto lpwn290;

lpwn290:
  if (lpslot272 <= (long long)-2) goto lpwr291; else goto lpwn292;

lpwr291:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot272) * (long long)768 + gprow5 + (long long)0)]) = gacc233;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot272) * (long long)768 + gprow5 + (long long)16)]) = gacc234;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot272) * (long long)768 + gprow5 + (long long)32)]) = gacc235;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot272) * (long long)768 + gprow5 + (long long)48)]) = gacc236;
  goto lpwn292;

lpwn292:
  goto lpjoin277;

gperm293:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj294;

gpermj294:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot262;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot263;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot264;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot265;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm295; else goto gpermj296;

gperm295:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj296;

gpermj296:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot266;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot267;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot268;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot269;
  goto gtdone161;

gtrest297:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm299; else goto gpermj300;

gtnext298:
  goto gtdone161;

gperm299:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj300;

gpermj300:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit301 = li_7;
  gx302 = (float *)&S_0[(c0_10 * (long long)256)];
  gx303 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm304; else goto gpermj305;

gperm304:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj305;

gpermj305:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit306 = li_7;
  gx307 = (float *)&S_0[(c0_10 * (long long)256)];
  gx308 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm309; else goto gpermj310;

gperm309:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj310;

gpermj310:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit311 = li_7;
  gx312 = (float *)&S_0[(c0_10 * (long long)256)];
  gx313 = (float *)&S_0[(c1_11 * (long long)256)];
  gacc314 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc315 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc316 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc317 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc318 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc319 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc320 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc321 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc322 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc323 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc324 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc325 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp327 = gpw1;
  lpok328 = (bool)0;
  lpslot329 = (long long)-1;
  lpslot330 = (long long)-1;
  lpslot331 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk332; else goto lpdec333;

lpchk332:
  lpslot329 = (long long)f->lp_slot[(long long)0][(start_0 + glit301)];
  lpslot330 = (long long)f->lp_slot[(long long)0][(start_0 + glit306)];
  lpslot331 = (long long)f->lp_slot[(long long)0][(start_0 + glit311)];
  lpok328 = lpslot329 >= (long long)0 && lpslot330 >= (long long)0 && lpslot331 >= (long long)0;
  goto lpdec333;

lpdec333:
  if (lpok328) goto lphit334; else goto lpmiss335;

lphit334:
  gacc314 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot329 * (long long)768 + gprow5 + (long long)0)]);
  gacc315 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot329 * (long long)768 + gprow5 + (long long)16)]);
  gacc316 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot329 * (long long)768 + gprow5 + (long long)32)]);
  gacc317 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot329 * (long long)768 + gprow5 + (long long)48)]);
  gacc318 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot330 * (long long)768 + gprow5 + (long long)0)]);
  gacc319 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot330 * (long long)768 + gprow5 + (long long)16)]);
  gacc320 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot330 * (long long)768 + gprow5 + (long long)32)]);
  gacc321 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot330 * (long long)768 + gprow5 + (long long)48)]);
  gacc322 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot331 * (long long)768 + gprow5 + (long long)0)]);
  gacc323 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot331 * (long long)768 + gprow5 + (long long)16)]);
  gacc324 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot331 * (long long)768 + gprow5 + (long long)32)]);
  gacc325 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot331 * (long long)768 + gprow5 + (long long)48)]);
  gp327 = &gp327[(long long)16384];
  goto lpjoin336;

lpmiss335:
  gk326 = (long long)0;
  goto gfor337;

lpjoin336:
  gtot356 = gacc314;
  gtot357 = gacc315;
  gtot358 = gacc316;
  gtot359 = gacc317;
  gtot360 = gacc318;
  gtot361 = gacc319;
  gtot362 = gacc320;
  gtot363 = gacc321;
  gtot364 = gacc322;
  gtot365 = gacc323;
  gtot366 = gacc324;
  gtot367 = gacc325;
  gacc314 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc315 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc316 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc317 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc318 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc319 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc320 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc321 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc322 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc323 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc324 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc325 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok368 = (bool)0;
  lpslot369 = (long long)-1;
  lpslot370 = (long long)-1;
  lpslot371 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk372; else goto lpdec373;

gfor337:
  if (gk326 < (long long)256) goto gbody338; else goto gafter339;

gbody338:
  gw340 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp327[(long long)0]);
  gw341 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp327[(long long)16]);
  gw342 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp327[(long long)32]);
  gw343 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp327[(long long)48]);
  gxs344 = gx302[(gk326 + (long long)0)];
  gxb345 = {gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344, gxs344};
  gacc314 += gw340 * gxb345;
  gacc315 += gw341 * gxb345;
  gacc316 += gw342 * gxb345;
  gacc317 += gw343 * gxb345;
  gxs346 = gx307[(gk326 + (long long)0)];
  gxb347 = {gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346, gxs346};
  gacc318 += gw340 * gxb347;
  gacc319 += gw341 * gxb347;
  gacc320 += gw342 * gxb347;
  gacc321 += gw343 * gxb347;
  gxs348 = gx312[(gk326 + (long long)0)];
  gxb349 = {gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348, gxs348};
  gacc322 += gw340 * gxb349;
  gacc323 += gw341 * gxb349;
  gacc324 += gw342 * gxb349;
  gacc325 += gw343 * gxb349;
  gp327 = &gp327[(long long)64];
  gk326 += (long long)1;
  goto gfor337;

gafter339:
  if (lpslot329 <= (long long)-2) goto lpwr350; else goto lpwn351;

lpwr350:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot329) * (long long)768 + gprow5 + (long long)0)]) = gacc314;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot329) * (long long)768 + gprow5 + (long long)16)]) = gacc315;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot329) * (long long)768 + gprow5 + (long long)32)]) = gacc316;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot329) * (long long)768 + gprow5 + (long long)48)]) = gacc317;
  goto lpwn351;

lpwn351:
  if (lpslot330 <= (long long)-2) goto lpwr352; else goto lpwn353;

lpwr352:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot330) * (long long)768 + gprow5 + (long long)0)]) = gacc318;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot330) * (long long)768 + gprow5 + (long long)16)]) = gacc319;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot330) * (long long)768 + gprow5 + (long long)32)]) = gacc320;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot330) * (long long)768 + gprow5 + (long long)48)]) = gacc321;
  goto lpwn353;

lpwn353:
  if (lpslot331 <= (long long)-2) goto lpwr354; else goto lpwn355;

lpwr354:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot331) * (long long)768 + gprow5 + (long long)0)]) = gacc322;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot331) * (long long)768 + gprow5 + (long long)16)]) = gacc323;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot331) * (long long)768 + gprow5 + (long long)32)]) = gacc324;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot331) * (long long)768 + gprow5 + (long long)48)]) = gacc325;
  goto lpwn355;

lpwn355:
  goto lpjoin336;

lpchk372:
  lpslot369 = (long long)f->lp_slot[(long long)1][(start_0 + glit301)];
  lpslot370 = (long long)f->lp_slot[(long long)1][(start_0 + glit306)];
  lpslot371 = (long long)f->lp_slot[(long long)1][(start_0 + glit311)];
  lpok368 = lpslot369 >= (long long)0 && lpslot370 >= (long long)0 && lpslot371 >= (long long)0;
  goto lpdec373;

lpdec373:
  if (lpok368) goto lphit374; else goto lpmiss375;

lphit374:
  gacc314 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot369 * (long long)768 + gprow5 + (long long)0)]);
  gacc315 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot369 * (long long)768 + gprow5 + (long long)16)]);
  gacc316 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot369 * (long long)768 + gprow5 + (long long)32)]);
  gacc317 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot369 * (long long)768 + gprow5 + (long long)48)]);
  gacc318 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot370 * (long long)768 + gprow5 + (long long)0)]);
  gacc319 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot370 * (long long)768 + gprow5 + (long long)16)]);
  gacc320 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot370 * (long long)768 + gprow5 + (long long)32)]);
  gacc321 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot370 * (long long)768 + gprow5 + (long long)48)]);
  gacc322 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot371 * (long long)768 + gprow5 + (long long)0)]);
  gacc323 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot371 * (long long)768 + gprow5 + (long long)16)]);
  gacc324 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot371 * (long long)768 + gprow5 + (long long)32)]);
  gacc325 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot371 * (long long)768 + gprow5 + (long long)48)]);
  gp327 = &gp327[(long long)16384];
  goto lpjoin376;

lpmiss375:
  gk326 = (long long)0;
  goto gfor377;

lpjoin376:
  gtot356 += gacc314;
  gtot357 += gacc315;
  gtot358 += gacc316;
  gtot359 += gacc317;
  gtot360 += gacc318;
  gtot361 += gacc319;
  gtot362 += gacc320;
  gtot363 += gacc321;
  gtot364 += gacc322;
  gtot365 += gacc323;
  gtot366 += gacc324;
  gtot367 += gacc325;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm396; else goto gpermj397;

gfor377:
  if (gk326 < (long long)256) goto gbody378; else goto gafter379;

gbody378:
  gw380 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp327[(long long)0]);
  gw381 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp327[(long long)16]);
  gw382 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp327[(long long)32]);
  gw383 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp327[(long long)48]);
  gxs384 = gx303[(gk326 + (long long)0)];
  gxb385 = {gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384, gxs384};
  gacc314 += gw380 * gxb385;
  gacc315 += gw381 * gxb385;
  gacc316 += gw382 * gxb385;
  gacc317 += gw383 * gxb385;
  gxs386 = gx308[(gk326 + (long long)0)];
  gxb387 = {gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386, gxs386};
  gacc318 += gw380 * gxb387;
  gacc319 += gw381 * gxb387;
  gacc320 += gw382 * gxb387;
  gacc321 += gw383 * gxb387;
  gxs388 = gx313[(gk326 + (long long)0)];
  gxb389 = {gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388, gxs388};
  gacc322 += gw380 * gxb389;
  gacc323 += gw381 * gxb389;
  gacc324 += gw382 * gxb389;
  gacc325 += gw383 * gxb389;
  gp327 = &gp327[(long long)64];
  gk326 += (long long)1;
  goto gfor377;

gafter379:
  if (lpslot369 <= (long long)-2) goto lpwr390; else goto lpwn391;

lpwr390:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot369) * (long long)768 + gprow5 + (long long)0)]) = gacc314;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot369) * (long long)768 + gprow5 + (long long)16)]) = gacc315;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot369) * (long long)768 + gprow5 + (long long)32)]) = gacc316;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot369) * (long long)768 + gprow5 + (long long)48)]) = gacc317;
  goto lpwn391;

lpwn391:
  if (lpslot370 <= (long long)-2) goto lpwr392; else goto lpwn393;

lpwr392:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot370) * (long long)768 + gprow5 + (long long)0)]) = gacc318;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot370) * (long long)768 + gprow5 + (long long)16)]) = gacc319;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot370) * (long long)768 + gprow5 + (long long)32)]) = gacc320;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot370) * (long long)768 + gprow5 + (long long)48)]) = gacc321;
  goto lpwn393;

lpwn393:
  if (lpslot371 <= (long long)-2) goto lpwr394; else goto lpwn395;

lpwr394:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot371) * (long long)768 + gprow5 + (long long)0)]) = gacc322;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot371) * (long long)768 + gprow5 + (long long)16)]) = gacc323;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot371) * (long long)768 + gprow5 + (long long)32)]) = gacc324;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot371) * (long long)768 + gprow5 + (long long)48)]) = gacc325;
  goto lpwn395;

lpwn395:
  goto lpjoin376;

gperm396:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj397;

gpermj397:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot356;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot357;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot358;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot359;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm398; else goto gpermj399;

gperm398:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj399;

gpermj399:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot360;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot361;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot362;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot363;
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm400; else goto gpermj401;

gperm400:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj401;

gpermj401:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot364;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot365;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot366;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gtot367;
  goto gtdone161;

for402:
  if (li_28 < n_2) goto body403; else goto after404;

body403:
  i_29 = start_0 + li_28;
  cs_38 = (long long)child_start[i_29];
  c0_39 = (long long)children[cs_38];
  c1_41 = (long long)children[(cs_38 + (long long)1)];
  gj7 = (long long)0;
  goto for405;

after404:
  gq6 += (long long)1;
  goto grow24;

for405:
  if (gj7 < (long long)64) goto body406; else goto after407;

body406:
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
  goto for405;

after407:
  li_28 += (long long)1;
  goto for402;

gsync416:
  (void)f->sync (f->sync_arg);
  goto gsyncj417;

gsyncj417:
  grP421 = (long long)f->nparts;
  if ((long long)f->nparts <= (long long)1) goto gset423; else goto gsetj424;

gset423:
  grP421 = (long long)1;
  goto gsetj424;

gsetj424:
  grp422 = (long long)f->part;
  if ((long long)f->nparts <= (long long)1) goto gset425; else goto gsetj426;

gset425:
  grp422 = (long long)0;
  goto gsetj426;

gsetj426:
  grlo418 = (long long)4 * grp422 / grP421;
  grhi419 = (long long)4 * (grp422 + (long long)1) / grP421;
  grfhi420 = grhi419;
  if (grhi419 > (long long)4) goto gset427; else goto gsetj428;

gset427:
  grfhi420 = (long long)4;
  goto gsetj428;

gsetj428:
  gq413 = grlo418;
  goto grow429;

grow429:
  if (gq413 < grfhi420) goto grbody430; else goto grafter431;

grbody430:
  gr411 = (gq413 + gdir415 * (grlo418 + grfhi420 - (long long)1 - (long long)2 * gq413)) * (long long)64;
  gpw408 = &PK_2[((gr411 + (long long)0) * (long long)512)];
  gprow412 = gr411 + (long long)0;
  gnhi410 = n_2;
  gli409 = (long long)0;
  goto gtile432;

grafter431:
  return;

gtile432:
  if (gli409 + (long long)3 < gnhi410) goto gtbody433; else goto gtafter434;

gtbody433:
  li_45 = gli409 + (long long)0;
  i_46 = start_0 + li_45;
  gx435 = (float *)&t4[(li_45 * (long long)256)];
  gx436 = (float *)&t5[(li_45 * (long long)256)];
  li_45 = gli409 + (long long)1;
  i_46 = start_0 + li_45;
  gx437 = (float *)&t4[(li_45 * (long long)256)];
  gx438 = (float *)&t5[(li_45 * (long long)256)];
  li_45 = gli409 + (long long)2;
  i_46 = start_0 + li_45;
  gx439 = (float *)&t4[(li_45 * (long long)256)];
  gx440 = (float *)&t5[(li_45 * (long long)256)];
  li_45 = gli409 + (long long)3;
  i_46 = start_0 + li_45;
  gx441 = (float *)&t4[(li_45 * (long long)256)];
  gx442 = (float *)&t5[(li_45 * (long long)256)];
  gacc443 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc444 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc445 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc446 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc447 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc448 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc449 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc450 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc451 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc452 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc453 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc454 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc455 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc456 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc457 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc458 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp460 = gpw408;
  gk459 = (long long)0;
  goto gfor461;

gtafter434:
  if (gnhi410 - gli409 == (long long)1) goto gtrest492; else goto gtnext493;

gfor461:
  if (gk459 < (long long)256) goto gbody462; else goto gafter463;

gbody462:
  gw464 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp460[(long long)0]);
  gw465 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp460[(long long)16]);
  gw466 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp460[(long long)32]);
  gw467 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp460[(long long)48]);
  gxs468 = gx435[(gk459 + (long long)0)];
  gxb469 = {gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468, gxs468};
  gacc443 += gw464 * gxb469;
  gacc444 += gw465 * gxb469;
  gacc445 += gw466 * gxb469;
  gacc446 += gw467 * gxb469;
  gxs470 = gx437[(gk459 + (long long)0)];
  gxb471 = {gxs470, gxs470, gxs470, gxs470, gxs470, gxs470, gxs470, gxs470, gxs470, gxs470, gxs470, gxs470, gxs470, gxs470, gxs470, gxs470};
  gacc447 += gw464 * gxb471;
  gacc448 += gw465 * gxb471;
  gacc449 += gw466 * gxb471;
  gacc450 += gw467 * gxb471;
  gxs472 = gx439[(gk459 + (long long)0)];
  gxb473 = {gxs472, gxs472, gxs472, gxs472, gxs472, gxs472, gxs472, gxs472, gxs472, gxs472, gxs472, gxs472, gxs472, gxs472, gxs472, gxs472};
  gacc451 += gw464 * gxb473;
  gacc452 += gw465 * gxb473;
  gacc453 += gw466 * gxb473;
  gacc454 += gw467 * gxb473;
  gxs474 = gx441[(gk459 + (long long)0)];
  gxb475 = {gxs474, gxs474, gxs474, gxs474, gxs474, gxs474, gxs474, gxs474, gxs474, gxs474, gxs474, gxs474, gxs474, gxs474, gxs474, gxs474};
  gacc455 += gw464 * gxb475;
  gacc456 += gw465 * gxb475;
  gacc457 += gw466 * gxb475;
  gacc458 += gw467 * gxb475;
  gp460 = &gp460[(long long)64];
  gk459 += (long long)1;
  goto gfor461;

gafter463:
  gk459 = (long long)0;
  goto gfor476;

gfor476:
  if (gk459 < (long long)256) goto gbody477; else goto gafter478;

gbody477:
  gw479 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp460[(long long)0]);
  gw480 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp460[(long long)16]);
  gw481 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp460[(long long)32]);
  gw482 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp460[(long long)48]);
  gxs483 = gx436[(gk459 + (long long)0)];
  gxb484 = {gxs483, gxs483, gxs483, gxs483, gxs483, gxs483, gxs483, gxs483, gxs483, gxs483, gxs483, gxs483, gxs483, gxs483, gxs483, gxs483};
  gacc443 += gw479 * gxb484;
  gacc444 += gw480 * gxb484;
  gacc445 += gw481 * gxb484;
  gacc446 += gw482 * gxb484;
  gxs485 = gx438[(gk459 + (long long)0)];
  gxb486 = {gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485, gxs485};
  gacc447 += gw479 * gxb486;
  gacc448 += gw480 * gxb486;
  gacc449 += gw481 * gxb486;
  gacc450 += gw482 * gxb486;
  gxs487 = gx440[(gk459 + (long long)0)];
  gxb488 = {gxs487, gxs487, gxs487, gxs487, gxs487, gxs487, gxs487, gxs487, gxs487, gxs487, gxs487, gxs487, gxs487, gxs487, gxs487, gxs487};
  gacc451 += gw479 * gxb488;
  gacc452 += gw480 * gxb488;
  gacc453 += gw481 * gxb488;
  gacc454 += gw482 * gxb488;
  gxs489 = gx442[(gk459 + (long long)0)];
  gxb490 = {gxs489, gxs489, gxs489, gxs489, gxs489, gxs489, gxs489, gxs489, gxs489, gxs489, gxs489, gxs489, gxs489, gxs489, gxs489, gxs489};
  gacc455 += gw479 * gxb490;
  gacc456 += gw480 * gxb490;
  gacc457 += gw481 * gxb490;
  gacc458 += gw482 * gxb490;
  gp460 = &gp460[(long long)64];
  gk459 += (long long)1;
  goto gfor476;

gafter478:
  li_45 = gli409 + (long long)0;
  r_42 = gr411 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc443;
  r_42 = gr411 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc444;
  r_42 = gr411 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc445;
  r_42 = gr411 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc446;
  li_45 = gli409 + (long long)1;
  r_42 = gr411 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc447;
  r_42 = gr411 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc448;
  r_42 = gr411 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc449;
  r_42 = gr411 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc450;
  li_45 = gli409 + (long long)2;
  r_42 = gr411 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc451;
  r_42 = gr411 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc452;
  r_42 = gr411 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc453;
  r_42 = gr411 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc454;
  li_45 = gli409 + (long long)3;
  r_42 = gr411 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc455;
  r_42 = gr411 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc456;
  r_42 = gr411 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc457;
  r_42 = gr411 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc458;
  gli409 += (long long)4;
  goto gtile432;

gtdone491:
  li_47 = (long long)0;
  goto for606;

gtrest492:
  li_45 = gli409 + (long long)0;
  i_46 = start_0 + li_45;
  gx494 = (float *)&t4[(li_45 * (long long)256)];
  gx495 = (float *)&t5[(li_45 * (long long)256)];
  gacc496 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc497 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc498 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc499 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp501 = gpw408;
  gk500 = (long long)0;
  goto gfor502;

gtnext493:
  if (gnhi410 - gli409 == (long long)2) goto gtrest520; else goto gtnext521;

gfor502:
  if (gk500 < (long long)256) goto gbody503; else goto gafter504;

gbody503:
  gw505 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp501[(long long)0]);
  gw506 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp501[(long long)16]);
  gw507 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp501[(long long)32]);
  gw508 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp501[(long long)48]);
  gxs509 = gx494[(gk500 + (long long)0)];
  gxb510 = {gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509, gxs509};
  gacc496 += gw505 * gxb510;
  gacc497 += gw506 * gxb510;
  gacc498 += gw507 * gxb510;
  gacc499 += gw508 * gxb510;
  gp501 = &gp501[(long long)64];
  gk500 += (long long)1;
  goto gfor502;

gafter504:
  gk500 = (long long)0;
  goto gfor511;

gfor511:
  if (gk500 < (long long)256) goto gbody512; else goto gafter513;

gbody512:
  gw514 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp501[(long long)0]);
  gw515 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp501[(long long)16]);
  gw516 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp501[(long long)32]);
  gw517 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp501[(long long)48]);
  gxs518 = gx495[(gk500 + (long long)0)];
  gxb519 = {gxs518, gxs518, gxs518, gxs518, gxs518, gxs518, gxs518, gxs518, gxs518, gxs518, gxs518, gxs518, gxs518, gxs518, gxs518, gxs518};
  gacc496 += gw514 * gxb519;
  gacc497 += gw515 * gxb519;
  gacc498 += gw516 * gxb519;
  gacc499 += gw517 * gxb519;
  gp501 = &gp501[(long long)64];
  gk500 += (long long)1;
  goto gfor511;

gafter513:
  li_45 = gli409 + (long long)0;
  r_42 = gr411 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc496;
  r_42 = gr411 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc497;
  r_42 = gr411 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc498;
  r_42 = gr411 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc499;
  goto gtdone491;

gtrest520:
  li_45 = gli409 + (long long)0;
  i_46 = start_0 + li_45;
  gx522 = (float *)&t4[(li_45 * (long long)256)];
  gx523 = (float *)&t5[(li_45 * (long long)256)];
  li_45 = gli409 + (long long)1;
  i_46 = start_0 + li_45;
  gx524 = (float *)&t4[(li_45 * (long long)256)];
  gx525 = (float *)&t5[(li_45 * (long long)256)];
  gacc526 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc527 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc528 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc529 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc530 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc531 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc532 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc533 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp535 = gpw408;
  gk534 = (long long)0;
  goto gfor536;

gtnext521:
  if (gnhi410 - gli409 == (long long)3) goto gtrest558; else goto gtnext559;

gfor536:
  if (gk534 < (long long)256) goto gbody537; else goto gafter538;

gbody537:
  gw539 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp535[(long long)0]);
  gw540 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp535[(long long)16]);
  gw541 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp535[(long long)32]);
  gw542 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp535[(long long)48]);
  gxs543 = gx522[(gk534 + (long long)0)];
  gxb544 = {gxs543, gxs543, gxs543, gxs543, gxs543, gxs543, gxs543, gxs543, gxs543, gxs543, gxs543, gxs543, gxs543, gxs543, gxs543, gxs543};
  gacc526 += gw539 * gxb544;
  gacc527 += gw540 * gxb544;
  gacc528 += gw541 * gxb544;
  gacc529 += gw542 * gxb544;
  gxs545 = gx524[(gk534 + (long long)0)];
  gxb546 = {gxs545, gxs545, gxs545, gxs545, gxs545, gxs545, gxs545, gxs545, gxs545, gxs545, gxs545, gxs545, gxs545, gxs545, gxs545, gxs545};
  gacc530 += gw539 * gxb546;
  gacc531 += gw540 * gxb546;
  gacc532 += gw541 * gxb546;
  gacc533 += gw542 * gxb546;
  gp535 = &gp535[(long long)64];
  gk534 += (long long)1;
  goto gfor536;

gafter538:
  gk534 = (long long)0;
  goto gfor547;

gfor547:
  if (gk534 < (long long)256) goto gbody548; else goto gafter549;

gbody548:
  gw550 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp535[(long long)0]);
  gw551 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp535[(long long)16]);
  gw552 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp535[(long long)32]);
  gw553 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp535[(long long)48]);
  gxs554 = gx523[(gk534 + (long long)0)];
  gxb555 = {gxs554, gxs554, gxs554, gxs554, gxs554, gxs554, gxs554, gxs554, gxs554, gxs554, gxs554, gxs554, gxs554, gxs554, gxs554, gxs554};
  gacc526 += gw550 * gxb555;
  gacc527 += gw551 * gxb555;
  gacc528 += gw552 * gxb555;
  gacc529 += gw553 * gxb555;
  gxs556 = gx525[(gk534 + (long long)0)];
  gxb557 = {gxs556, gxs556, gxs556, gxs556, gxs556, gxs556, gxs556, gxs556, gxs556, gxs556, gxs556, gxs556, gxs556, gxs556, gxs556, gxs556};
  gacc530 += gw550 * gxb557;
  gacc531 += gw551 * gxb557;
  gacc532 += gw552 * gxb557;
  gacc533 += gw553 * gxb557;
  gp535 = &gp535[(long long)64];
  gk534 += (long long)1;
  goto gfor547;

gafter549:
  li_45 = gli409 + (long long)0;
  r_42 = gr411 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc526;
  r_42 = gr411 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc527;
  r_42 = gr411 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc528;
  r_42 = gr411 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc529;
  li_45 = gli409 + (long long)1;
  r_42 = gr411 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc530;
  r_42 = gr411 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc531;
  r_42 = gr411 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc532;
  r_42 = gr411 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc533;
  goto gtdone491;

gtrest558:
  li_45 = gli409 + (long long)0;
  i_46 = start_0 + li_45;
  gx560 = (float *)&t4[(li_45 * (long long)256)];
  gx561 = (float *)&t5[(li_45 * (long long)256)];
  li_45 = gli409 + (long long)1;
  i_46 = start_0 + li_45;
  gx562 = (float *)&t4[(li_45 * (long long)256)];
  gx563 = (float *)&t5[(li_45 * (long long)256)];
  li_45 = gli409 + (long long)2;
  i_46 = start_0 + li_45;
  gx564 = (float *)&t4[(li_45 * (long long)256)];
  gx565 = (float *)&t5[(li_45 * (long long)256)];
  gacc566 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc567 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc568 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc569 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc570 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc571 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc572 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc573 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc574 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc575 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc576 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc577 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp579 = gpw408;
  gk578 = (long long)0;
  goto gfor580;

gtnext559:
  goto gtdone491;

gfor580:
  if (gk578 < (long long)256) goto gbody581; else goto gafter582;

gbody581:
  gw583 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp579[(long long)0]);
  gw584 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp579[(long long)16]);
  gw585 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp579[(long long)32]);
  gw586 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp579[(long long)48]);
  gxs587 = gx560[(gk578 + (long long)0)];
  gxb588 = {gxs587, gxs587, gxs587, gxs587, gxs587, gxs587, gxs587, gxs587, gxs587, gxs587, gxs587, gxs587, gxs587, gxs587, gxs587, gxs587};
  gacc566 += gw583 * gxb588;
  gacc567 += gw584 * gxb588;
  gacc568 += gw585 * gxb588;
  gacc569 += gw586 * gxb588;
  gxs589 = gx562[(gk578 + (long long)0)];
  gxb590 = {gxs589, gxs589, gxs589, gxs589, gxs589, gxs589, gxs589, gxs589, gxs589, gxs589, gxs589, gxs589, gxs589, gxs589, gxs589, gxs589};
  gacc570 += gw583 * gxb590;
  gacc571 += gw584 * gxb590;
  gacc572 += gw585 * gxb590;
  gacc573 += gw586 * gxb590;
  gxs591 = gx564[(gk578 + (long long)0)];
  gxb592 = {gxs591, gxs591, gxs591, gxs591, gxs591, gxs591, gxs591, gxs591, gxs591, gxs591, gxs591, gxs591, gxs591, gxs591, gxs591, gxs591};
  gacc574 += gw583 * gxb592;
  gacc575 += gw584 * gxb592;
  gacc576 += gw585 * gxb592;
  gacc577 += gw586 * gxb592;
  gp579 = &gp579[(long long)64];
  gk578 += (long long)1;
  goto gfor580;

gafter582:
  gk578 = (long long)0;
  goto gfor593;

gfor593:
  if (gk578 < (long long)256) goto gbody594; else goto gafter595;

gbody594:
  gw596 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp579[(long long)0]);
  gw597 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp579[(long long)16]);
  gw598 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp579[(long long)32]);
  gw599 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp579[(long long)48]);
  gxs600 = gx561[(gk578 + (long long)0)];
  gxb601 = {gxs600, gxs600, gxs600, gxs600, gxs600, gxs600, gxs600, gxs600, gxs600, gxs600, gxs600, gxs600, gxs600, gxs600, gxs600, gxs600};
  gacc566 += gw596 * gxb601;
  gacc567 += gw597 * gxb601;
  gacc568 += gw598 * gxb601;
  gacc569 += gw599 * gxb601;
  gxs602 = gx563[(gk578 + (long long)0)];
  gxb603 = {gxs602, gxs602, gxs602, gxs602, gxs602, gxs602, gxs602, gxs602, gxs602, gxs602, gxs602, gxs602, gxs602, gxs602, gxs602, gxs602};
  gacc570 += gw596 * gxb603;
  gacc571 += gw597 * gxb603;
  gacc572 += gw598 * gxb603;
  gacc573 += gw599 * gxb603;
  gxs604 = gx565[(gk578 + (long long)0)];
  gxb605 = {gxs604, gxs604, gxs604, gxs604, gxs604, gxs604, gxs604, gxs604, gxs604, gxs604, gxs604, gxs604, gxs604, gxs604, gxs604, gxs604};
  gacc574 += gw596 * gxb605;
  gacc575 += gw597 * gxb605;
  gacc576 += gw598 * gxb605;
  gacc577 += gw599 * gxb605;
  gp579 = &gp579[(long long)64];
  gk578 += (long long)1;
  goto gfor593;

gafter595:
  li_45 = gli409 + (long long)0;
  r_42 = gr411 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc566;
  r_42 = gr411 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc567;
  r_42 = gr411 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc568;
  r_42 = gr411 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc569;
  li_45 = gli409 + (long long)1;
  r_42 = gr411 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc570;
  r_42 = gr411 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc571;
  r_42 = gr411 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc572;
  r_42 = gr411 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc573;
  li_45 = gli409 + (long long)2;
  r_42 = gr411 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc574;
  r_42 = gr411 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc575;
  r_42 = gr411 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc576;
  r_42 = gr411 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t6[(li_45 * (long long)256 + r_42)]) = gacc577;
  goto gtdone491;

for606:
  if (li_47 < n_2) goto body607; else goto after608;

body607:
  i_48 = start_0 + li_47;
  cs_53 = (long long)child_start[i_48];
  c0_54 = (long long)children[cs_53];
  c1_55 = (long long)children[(cs_53 + (long long)1)];
  gj414 = (long long)0;
  goto for609;

after608:
  gq413 += (long long)1;
  goto grow429;

for609:
  if (gj414 < (long long)64) goto body610; else goto after611;

body610:
  j_49 = gr411 + gj414;
  v34_50 = t6[(li_47 * (long long)256 + j_49)] + P_b_h[j_49];
  v35_51 = cx_vtanhf (v34_50);
  v36_52 = S_0[(c0_54 * (long long)256 + j_49)] + S_0[(c1_55 * (long long)256 + j_49)];
  v37_56 = t1[(li_47 * (long long)256 + j_49)] * v36_52;
  v39_57 = v37_56 / (float)2.000000;
  v41_58 = (float)1.000000 - t1[(li_47 * (long long)256 + j_49)];
  v42_59 = v41_58 * v35_51;
  v43_60 = v39_57 + v42_59;
  S_0[(i_48 * (long long)256 + j_49)] = v43_60;
  gj414 += (long long)1;
  goto for609;

after611:
  li_47 += (long long)1;
  goto for606;
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

