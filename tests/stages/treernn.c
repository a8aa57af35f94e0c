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
  long long li_4;
  long long i_5;
  long long j_6;
  long long ix1_7;
  int * child_start;
  int * ifields;
  float * S_0;
  float * P_E;

entry:
  start_0 = (long long)start;
  end_1 = (long long)end;
  child_start = f->child_start;
  ifields = f->ifields;
  S_0 = f->states[(long long)0];
  P_E = f->params[(long long)0];
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
  j_6 = (long long)0;
  goto for9;

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

for9:
  if (j_6 < (long long)256) goto body10; else goto after11;

body10:
  S_0[(i_5 * (long long)256 + j_6)] = P_E[(ix1_7 * (long long)256 + j_6)];
  j_6 += (long long)1;
  goto for9;

after11:
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
  int * children;
  long long glit17;
  float * S_0;
  float * gx18;
  float * gx19;
  long long glit22;
  float * gx23;
  float * gx24;
  long long glit27;
  float * gx28;
  float * gx29;
  long long glit32;
  float * gx33;
  float * gx34;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc35;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc36;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc37;
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
  long long gk51;
  float * gp52;
  bool lpok53;
  long long lpslot54;
  long long lpslot55;
  long long lpslot56;
  long long lpslot57;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw66;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw67;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw68;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw69;
  float gxs70;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb71;
  float gxs72;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb73;
  float gxs74;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb75;
  float gxs76;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb77;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot86;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot87;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot88;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot89;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot90;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot91;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot92;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot93;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot94;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot95;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot96;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot97;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot98;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot99;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot100;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot101;
  bool lpok102;
  long long lpslot103;
  long long lpslot104;
  long long lpslot105;
  long long lpslot106;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw115;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw116;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw117;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw118;
  float gxs119;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb120;
  float gxs121;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb122;
  float gxs123;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb124;
  float gxs125;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb126;
  long long glit148;
  float * gx149;
  float * gx150;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc151;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc152;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc153;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc154;
  long long gk155;
  float * gp156;
  bool lpok157;
  long long lpslot158;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw167;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw168;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw169;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw170;
  float gxs171;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb172;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot175;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot176;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot177;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot178;
  bool lpok179;
  long long lpslot180;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw189;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw190;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw191;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw192;
  float gxs193;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb194;
  long long glit203;
  float * gx204;
  float * gx205;
  long long glit208;
  float * gx209;
  float * gx210;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc211;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc212;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc213;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc214;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc215;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc216;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc217;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc218;
  long long gk219;
  float * gp220;
  bool lpok221;
  long long lpslot222;
  long long lpslot223;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw232;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw233;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw234;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw235;
  float gxs236;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb237;
  float gxs238;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb239;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot244;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot245;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot246;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot247;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot248;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot249;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot250;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot251;
  bool lpok252;
  long long lpslot253;
  long long lpslot254;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw263;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw264;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw265;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw266;
  float gxs267;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb268;
  float gxs269;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb270;
  long long glit283;
  float * gx284;
  float * gx285;
  long long glit288;
  float * gx289;
  float * gx290;
  long long glit293;
  float * gx294;
  float * gx295;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc296;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc297;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc298;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc299;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc300;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc301;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc302;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc303;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc304;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc305;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc306;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc307;
  long long gk308;
  float * gp309;
  bool lpok310;
  long long lpslot311;
  long long lpslot312;
  long long lpslot313;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw322;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw323;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw324;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw325;
  float gxs326;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb327;
  float gxs328;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb329;
  float gxs330;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb331;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot338;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot339;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot340;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot341;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot342;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot343;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot344;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot345;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot346;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot347;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot348;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot349;
  bool lpok350;
  long long lpslot351;
  long long lpslot352;
  long long lpslot353;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw362;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw363;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw364;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw365;
  float gxs366;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb367;
  float gxs368;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb369;
  float gxs370;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb371;
  float * P_b;

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
  gq6 = (long long)0;
  goto grow9;

grow9:
  if (gq6 < (long long)4) goto grbody10; else goto grafter11;

grbody10:
  gr4 = (gq6 + gdir8 * ((long long)3 - (long long)2 * gq6)) * (long long)64;
  gpw1 = &PK_0[((gr4 + (long long)0) * (long long)512)];
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
  if (f->lp_perm != (int *)NULL) goto gperm15; else goto gpermj16;

gtafter14:
  if (gnhi3 - gli2 == (long long)1) goto gtrest144; else goto gtnext145;

gperm15:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj16;

gpermj16:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit17 = li_7;
  gx18 = (float *)&S_0[(c0_10 * (long long)256)];
  gx19 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm20; else goto gpermj21;

gperm20:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj21;

gpermj21:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit22 = li_7;
  gx23 = (float *)&S_0[(c0_10 * (long long)256)];
  gx24 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm25; else goto gpermj26;

gperm25:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj26;

gpermj26:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit27 = li_7;
  gx28 = (float *)&S_0[(c0_10 * (long long)256)];
  gx29 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)3;
  if (f->lp_perm != (int *)NULL) goto gperm30; else goto gpermj31;

gperm30:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj31;

gpermj31:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit32 = li_7;
  gx33 = (float *)&S_0[(c0_10 * (long long)256)];
  gx34 = (float *)&S_0[(c1_11 * (long long)256)];
  gacc35 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc36 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc37 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
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
  gp52 = gpw1;
  lpok53 = (bool)0;
  lpslot54 = (long long)-1;
  lpslot55 = (long long)-1;
  lpslot56 = (long long)-1;
  lpslot57 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk58; else goto lpdec59;

lpchk58:
  lpslot54 = (long long)f->lp_slot[(long long)0][(start_0 + glit17)];
  lpslot55 = (long long)f->lp_slot[(long long)0][(start_0 + glit22)];
  lpslot56 = (long long)f->lp_slot[(long long)0][(start_0 + glit27)];
  lpslot57 = (long long)f->lp_slot[(long long)0][(start_0 + glit32)];
  lpok53 = lpslot54 >= (long long)0 && lpslot55 >= (long long)0 && lpslot56 >= (long long)0 && lpslot57 >= (long long)0;
  goto lpdec59;

lpdec59:
  if (lpok53) goto lphit60; else goto lpmiss61;

lphit60:
  gacc35 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot54 * (long long)256 + gprow5 + (long long)0)]);
  gacc36 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot54 * (long long)256 + gprow5 + (long long)16)]);
  gacc37 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot54 * (long long)256 + gprow5 + (long long)32)]);
  gacc38 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot54 * (long long)256 + gprow5 + (long long)48)]);
  gacc39 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot55 * (long long)256 + gprow5 + (long long)0)]);
  gacc40 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot55 * (long long)256 + gprow5 + (long long)16)]);
  gacc41 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot55 * (long long)256 + gprow5 + (long long)32)]);
  gacc42 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot55 * (long long)256 + gprow5 + (long long)48)]);
  gacc43 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot56 * (long long)256 + gprow5 + (long long)0)]);
  gacc44 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot56 * (long long)256 + gprow5 + (long long)16)]);
  gacc45 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot56 * (long long)256 + gprow5 + (long long)32)]);
  gacc46 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot56 * (long long)256 + gprow5 + (long long)48)]);
  gacc47 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot57 * (long long)256 + gprow5 + (long long)0)]);
  gacc48 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot57 * (long long)256 + gprow5 + (long long)16)]);
  gacc49 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot57 * (long long)256 + gprow5 + (long long)32)]);
  gacc50 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot57 * (long long)256 + gprow5 + (long long)48)]);
  gp52 = &gp52[(long long)16384];
  goto lpjoin62;

lpmiss61:
  gk51 = (long long)0;
  goto gfor63;

lpjoin62:
  gtot86 = gacc35;
  gtot87 = gacc36;
  gtot88 = gacc37;
  gtot89 = gacc38;
  gtot90 = gacc39;
  gtot91 = gacc40;
  gtot92 = gacc41;
  gtot93 = gacc42;
  gtot94 = gacc43;
  gtot95 = gacc44;
  gtot96 = gacc45;
  gtot97 = gacc46;
  gtot98 = gacc47;
  gtot99 = gacc48;
  gtot100 = gacc49;
  gtot101 = gacc50;
  gacc35 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc36 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc37 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
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
  lpok102 = (bool)0;
  lpslot103 = (long long)-1;
  lpslot104 = (long long)-1;
  lpslot105 = (long long)-1;
  lpslot106 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk107; else goto lpdec108;

gfor63:
  if (gk51 < (long long)256) goto gbody64; else goto gafter65;

gbody64:
  gw66 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp52[(long long)0]);
  gw67 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp52[(long long)16]);
  gw68 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp52[(long long)32]);
  gw69 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp52[(long long)48]);
  gxs70 = gx18[(gk51 + (long long)0)];
  gxb71 = {gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70, gxs70};
  gacc35 += gw66 * gxb71;
  gacc36 += gw67 * gxb71;
  gacc37 += gw68 * gxb71;
  gacc38 += gw69 * gxb71;
  gxs72 = gx23[(gk51 + (long long)0)];
  gxb73 = {gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72, gxs72};
  gacc39 += gw66 * gxb73;
  gacc40 += gw67 * gxb73;
  gacc41 += gw68 * gxb73;
  gacc42 += gw69 * gxb73;
  gxs74 = gx28[(gk51 + (long long)0)];
  gxb75 = {gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74};
  gacc43 += gw66 * gxb75;
  gacc44 += gw67 * gxb75;
  gacc45 += gw68 * gxb75;
  gacc46 += gw69 * gxb75;
  gxs76 = gx33[(gk51 + (long long)0)];
  gxb77 = {gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76};
  gacc47 += gw66 * gxb77;
  gacc48 += gw67 * gxb77;
  gacc49 += gw68 * gxb77;
  gacc50 += gw69 * gxb77;
  gp52 = &gp52[(long long)64];
  gk51 += (long long)1;
  goto gfor63;

gafter65:
  if (lpslot54 <= (long long)-2) goto lpwr78; else goto lpwn79;

lpwr78:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot54) * (long long)256 + gprow5 + (long long)0)]) = gacc35;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot54) * (long long)256 + gprow5 + (long long)16)]) = gacc36;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot54) * (long long)256 + gprow5 + (long long)32)]) = gacc37;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot54) * (long long)256 + gprow5 + (long long)48)]) = gacc38;
  goto lpwn79;

lpwn79:
  if (lpslot55 <= (long long)-2) goto lpwr80; else goto lpwn81;

lpwr80:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot55) * (long long)256 + gprow5 + (long long)0)]) = gacc39;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot55) * (long long)256 + gprow5 + (long long)16)]) = gacc40;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot55) * (long long)256 + gprow5 + (long long)32)]) = gacc41;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot55) * (long long)256 + gprow5 + (long long)48)]) = gacc42;
  goto lpwn81;

lpwn81:
  if (lpslot56 <= (long long)-2) goto lpwr82; else goto lpwn83;

lpwr82:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot56) * (long long)256 + gprow5 + (long long)0)]) = gacc43;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot56) * (long long)256 + gprow5 + (long long)16)]) = gacc44;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot56) * (long long)256 + gprow5 + (long long)32)]) = gacc45;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot56) * (long long)256 + gprow5 + (long long)48)]) = gacc46;
  goto lpwn83;

lpwn83:
  if (lpslot57 <= (long long)-2) goto lpwr84; else goto lpwn85;

lpwr84:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot57) * (long long)256 + gprow5 + (long long)0)]) = gacc47;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot57) * (long long)256 + gprow5 + (long long)16)]) = gacc48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot57) * (long long)256 + gprow5 + (long long)32)]) = gacc49;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot57) * (long long)256 + gprow5 + (long long)48)]) = gacc50;
  goto lpwn85;

lpwn85:
  goto lpjoin62;

lpchk107:
  lpslot103 = (long long)f->lp_slot[(long long)1][(start_0 + glit17)];
  lpslot104 = (long long)f->lp_slot[(long long)1][(start_0 + glit22)];
  lpslot105 = (long long)f->lp_slot[(long long)1][(start_0 + glit27)];
  lpslot106 = (long long)f->lp_slot[(long long)1][(start_0 + glit32)];
  lpok102 = lpslot103 >= (long long)0 && lpslot104 >= (long long)0 && lpslot105 >= (long long)0 && lpslot106 >= (long long)0;
  goto lpdec108;

lpdec108:
  if (lpok102) goto lphit109; else goto lpmiss110;

lphit109:
  gacc35 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot103 * (long long)256 + gprow5 + (long long)0)]);
  gacc36 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot103 * (long long)256 + gprow5 + (long long)16)]);
  gacc37 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot103 * (long long)256 + gprow5 + (long long)32)]);
  gacc38 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot103 * (long long)256 + gprow5 + (long long)48)]);
  gacc39 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot104 * (long long)256 + gprow5 + (long long)0)]);
  gacc40 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot104 * (long long)256 + gprow5 + (long long)16)]);
  gacc41 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot104 * (long long)256 + gprow5 + (long long)32)]);
  gacc42 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot104 * (long long)256 + gprow5 + (long long)48)]);
  gacc43 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot105 * (long long)256 + gprow5 + (long long)0)]);
  gacc44 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot105 * (long long)256 + gprow5 + (long long)16)]);
  gacc45 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot105 * (long long)256 + gprow5 + (long long)32)]);
  gacc46 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot105 * (long long)256 + gprow5 + (long long)48)]);
  gacc47 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot106 * (long long)256 + gprow5 + (long long)0)]);
  gacc48 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot106 * (long long)256 + gprow5 + (long long)16)]);
  gacc49 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot106 * (long long)256 + gprow5 + (long long)32)]);
  gacc50 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot106 * (long long)256 + gprow5 + (long long)48)]);
  gp52 = &gp52[(long long)16384];
  goto lpjoin111;

lpmiss110:
  gk51 = (long long)0;
  goto gfor112;

lpjoin111:
  gtot86 += gacc35;
  gtot87 += gacc36;
  gtot88 += gacc37;
  gtot89 += gacc38;
  gtot90 += gacc39;
  gtot91 += gacc40;
  gtot92 += gacc41;
  gtot93 += gacc42;
  gtot94 += gacc43;
  gtot95 += gacc44;
  gtot96 += gacc45;
  gtot97 += gacc46;
  gtot98 += gacc47;
  gtot99 += gacc48;
  gtot100 += gacc49;
  gtot101 += gacc50;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm135; else goto gpermj136;

gfor112:
  if (gk51 < (long long)256) goto gbody113; else goto gafter114;

gbody113:
  gw115 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp52[(long long)0]);
  gw116 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp52[(long long)16]);
  gw117 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp52[(long long)32]);
  gw118 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp52[(long long)48]);
  gxs119 = gx19[(gk51 + (long long)0)];
  gxb120 = {gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119};
  gacc35 += gw115 * gxb120;
  gacc36 += gw116 * gxb120;
  gacc37 += gw117 * gxb120;
  gacc38 += gw118 * gxb120;
  gxs121 = gx24[(gk51 + (long long)0)];
  gxb122 = {gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121};
  gacc39 += gw115 * gxb122;
  gacc40 += gw116 * gxb122;
  gacc41 += gw117 * gxb122;
  gacc42 += gw118 * gxb122;
  gxs123 = gx29[(gk51 + (long long)0)];
  gxb124 = {gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123};
  gacc43 += gw115 * gxb124;
  gacc44 += gw116 * gxb124;
  gacc45 += gw117 * gxb124;
  gacc46 += gw118 * gxb124;
  gxs125 = gx34[(gk51 + (long long)0)];
  gxb126 = {gxs125, gxs125, gxs125, gxs125, gxs125, gxs125, gxs125, gxs125, gxs125, gxs125, gxs125, gxs125, gxs125, gxs125, gxs125, gxs125};
  gacc47 += gw115 * gxb126;
  gacc48 += gw116 * gxb126;
  gacc49 += gw117 * gxb126;
  gacc50 += gw118 * gxb126;
  gp52 = &gp52[(long long)64];
  gk51 += (long long)1;
  goto gfor112;

gafter114:
  if (lpslot103 <= (long long)-2) goto lpwr127; else goto lpwn128;

lpwr127:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot103) * (long long)256 + gprow5 + (long long)0)]) = gacc35;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot103) * (long long)256 + gprow5 + (long long)16)]) = gacc36;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot103) * (long long)256 + gprow5 + (long long)32)]) = gacc37;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot103) * (long long)256 + gprow5 + (long long)48)]) = gacc38;
  goto lpwn128;

lpwn128:
  if (lpslot104 <= (long long)-2) goto lpwr129; else goto lpwn130;

lpwr129:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot104) * (long long)256 + gprow5 + (long long)0)]) = gacc39;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot104) * (long long)256 + gprow5 + (long long)16)]) = gacc40;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot104) * (long long)256 + gprow5 + (long long)32)]) = gacc41;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot104) * (long long)256 + gprow5 + (long long)48)]) = gacc42;
  goto lpwn130;

lpwn130:
  if (lpslot105 <= (long long)-2) goto lpwr131; else goto lpwn132;

lpwr131:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot105) * (long long)256 + gprow5 + (long long)0)]) = gacc43;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot105) * (long long)256 + gprow5 + (long long)16)]) = gacc44;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot105) * (long long)256 + gprow5 + (long long)32)]) = gacc45;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot105) * (long long)256 + gprow5 + (long long)48)]) = gacc46;
  goto lpwn132;

lpwn132:
  if (lpslot106 <= (long long)-2) goto lpwr133; else goto lpwn134;

lpwr133:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot106) * (long long)256 + gprow5 + (long long)0)]) = gacc47;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot106) * (long long)256 + gprow5 + (long long)16)]) = gacc48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot106) * (long long)256 + gprow5 + (long long)32)]) = gacc49;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot106) * (long long)256 + gprow5 + (long long)48)]) = gacc50;
  goto lpwn134;

lpwn134:
  goto lpjoin111;

gperm135:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj136;

gpermj136:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot86;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot87;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot88;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot89;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm137; else goto gpermj138;

gperm137:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj138;

gpermj138:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot90;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot91;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot92;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot93;
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm139; else goto gpermj140;

gperm139:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj140;

gpermj140:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot94;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot95;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot96;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot97;
  li_7 = gli2 + (long long)3;
  if (f->lp_perm != (int *)NULL) goto gperm141; else goto gpermj142;

gperm141:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj142;

gpermj142:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot98;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot99;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot100;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot101;
  gli2 += (long long)4;
  goto gtile12;

gtdone143:
  li_12 = (long long)0;
  goto for384;

gtrest144:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm146; else goto gpermj147;

gtnext145:
  if (gnhi3 - gli2 == (long long)2) goto gtrest199; else goto gtnext200;

gperm146:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj147;

gpermj147:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit148 = li_7;
  gx149 = (float *)&S_0[(c0_10 * (long long)256)];
  gx150 = (float *)&S_0[(c1_11 * (long long)256)];
  gacc151 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc152 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc153 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc154 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp156 = gpw1;
  lpok157 = (bool)0;
  lpslot158 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk159; else goto lpdec160;

lpchk159:
  lpslot158 = (long long)f->lp_slot[(long long)0][(start_0 + glit148)];
  lpok157 = lpslot158 >= (long long)0;
  goto lpdec160;

lpdec160:
  if (lpok157) goto lphit161; else goto lpmiss162;

lphit161:
  gacc151 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot158 * (long long)256 + gprow5 + (long long)0)]);
  gacc152 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot158 * (long long)256 + gprow5 + (long long)16)]);
  gacc153 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot158 * (long long)256 + gprow5 + (long long)32)]);
  gacc154 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot158 * (long long)256 + gprow5 + (long long)48)]);
  gp156 = &gp156[(long long)16384];
  goto lpjoin163;

lpmiss162:
  gk155 = (long long)0;
  goto gfor164;

lpjoin163:
  gtot175 = gacc151;
  gtot176 = gacc152;
  gtot177 = gacc153;
  gtot178 = gacc154;
  gacc151 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc152 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc153 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc154 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok179 = (bool)0;
  lpslot180 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk181; else goto lpdec182;

gfor164:
  if (gk155 < (long long)256) goto gbody165; else goto gafter166;

gbody165:
  gw167 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp156[(long long)0]);
  gw168 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp156[(long long)16]);
  gw169 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp156[(long long)32]);
  gw170 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp156[(long long)48]);
  gxs171 = gx149[(gk155 + (long long)0)];
  gxb172 = {gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171};
  gacc151 += gw167 * gxb172;
  gacc152 += gw168 * gxb172;
  gacc153 += gw169 * gxb172;
  gacc154 += gw170 * gxb172;
  gp156 = &gp156[(long long)64];
  gk155 += (long long)1;
  goto gfor164;

gafter166:
  if (lpslot158 <= (long long)-2) goto lpwr173; else goto lpwn174;

lpwr173:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot158) * (long long)256 + gprow5 + (long long)0)]) = gacc151;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot158) * (long long)256 + gprow5 + (long long)16)]) = gacc152;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot158) * (long long)256 + gprow5 + (long long)32)]) = gacc153;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot158) * (long long)256 + gprow5 + (long long)48)]) = gacc154;
  goto lpwn174;

lpwn174:
  goto lpjoin163;

lpchk181:
  lpslot180 = (long long)f->lp_slot[(long long)1][(start_0 + glit148)];
  lpok179 = lpslot180 >= (long long)0;
  goto lpdec182;

lpdec182:
  if (lpok179) goto lphit183; else goto lpmiss184;

lphit183:
  gacc151 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot180 * (long long)256 + gprow5 + (long long)0)]);
  gacc152 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot180 * (long long)256 + gprow5 + (long long)16)]);
  gacc153 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot180 * (long long)256 + gprow5 + (long long)32)]);
  gacc154 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot180 * (long long)256 + gprow5 + (long long)48)]);
  gp156 = &gp156[(long long)16384];
  goto lpjoin185;

lpmiss184:
  gk155 = (long long)0;
  goto gfor186;

lpjoin185:
  gtot175 += gacc151;
  gtot176 += gacc152;
  gtot177 += gacc153;
  gtot178 += gacc154;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm197; else goto gpermj198;

gfor186:
  if (gk155 < (long long)256) goto gbody187; else goto gafter188;

gbody187:
  gw189 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp156[(long long)0]);
  gw190 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp156[(long long)16]);
  gw191 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp156[(long long)32]);
  gw192 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp156[(long long)48]);
  gxs193 = gx150[(gk155 + (long long)0)];
  gxb194 = {gxs193, gxs193, gxs193, gxs193, gxs193, gxs193, gxs193, gxs193, gxs193, gxs193, gxs193, gxs193, gxs193, gxs193, gxs193, gxs193};
  gacc151 += gw189 * gxb194;
  gacc152 += gw190 * gxb194;
  gacc153 += gw191 * gxb194;
  gacc154 += gw192 * gxb194;
  gp156 = &gp156[(long long)64];
  gk155 += (long long)1;
  goto gfor186;

gafter188:
  if (lpslot180 <= (long long)-2) goto lpwr195; else goto lpwn196;

lpwr195:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot180) * (long long)256 + gprow5 + (long long)0)]) = gacc151;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot180) * (long long)256 + gprow5 + (long long)16)]) = gacc152;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot180) * (long long)256 + gprow5 + (long long)32)]) = gacc153;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot180) * (long long)256 + gprow5 + (long long)48)]) = gacc154;
  goto lpwn196;

lpwn196:
  goto lpjoin185;

gperm197:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj198;

gpermj198:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot175;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot176;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot177;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot178;
  goto gtdone143;

gtrest199:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm201; else goto gpermj202;

gtnext200:
  if (gnhi3 - gli2 == (long long)3) goto gtrest279; else goto gtnext280;

gperm201:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj202;

gpermj202:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit203 = li_7;
  gx204 = (float *)&S_0[(c0_10 * (long long)256)];
  gx205 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm206; else goto gpermj207;

gperm206:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj207;

gpermj207:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit208 = li_7;
  gx209 = (float *)&S_0[(c0_10 * (long long)256)];
  gx210 = (float *)&S_0[(c1_11 * (long long)256)];
  gacc211 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc212 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc213 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc214 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc215 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc216 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc217 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc218 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp220 = gpw1;
  lpok221 = (bool)0;
  lpslot222 = (long long)-1;
  lpslot223 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk224; else goto lpdec225;

lpchk224:
  lpslot222 = (long long)f->lp_slot[(long long)0][(start_0 + glit203)];
  lpslot223 = (long long)f->lp_slot[(long long)0][(start_0 + glit208)];
  lpok221 = lpslot222 >= (long long)0 && lpslot223 >= (long long)0;
  goto lpdec225;

lpdec225:
  if (lpok221) goto lphit226; else goto lpmiss227;

lphit226:
  gacc211 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot222 * (long long)256 + gprow5 + (long long)0)]);
  gacc212 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot222 * (long long)256 + gprow5 + (long long)16)]);
  gacc213 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot222 * (long long)256 + gprow5 + (long long)32)]);
  gacc214 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot222 * (long long)256 + gprow5 + (long long)48)]);
  gacc215 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot223 * (long long)256 + gprow5 + (long long)0)]);
  gacc216 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot223 * (long long)256 + gprow5 + (long long)16)]);
  gacc217 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot223 * (long long)256 + gprow5 + (long long)32)]);
  gacc218 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot223 * (long long)256 + gprow5 + (long long)48)]);
  gp220 = &gp220[(long long)16384];
  goto lpjoin228;

lpmiss227:
  gk219 = (long long)0;
  goto gfor229;

lpjoin228:
  gtot244 = gacc211;
  gtot245 = gacc212;
  gtot246 = gacc213;
  gtot247 = gacc214;
  gtot248 = gacc215;
  gtot249 = gacc216;
  gtot250 = gacc217;
  gtot251 = gacc218;
  gacc211 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc212 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc213 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc214 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc215 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc216 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc217 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc218 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok252 = (bool)0;
  lpslot253 = (long long)-1;
  lpslot254 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk255; else goto lpdec256;

gfor229:
  if (gk219 < (long long)256) goto gbody230; else goto gafter231;

gbody230:
  gw232 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp220[(long long)0]);
  gw233 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp220[(long long)16]);
  gw234 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp220[(long long)32]);
  gw235 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp220[(long long)48]);
  gxs236 = gx204[(gk219 + (long long)0)];
  gxb237 = {gxs236, gxs236, gxs236, gxs236, gxs236, gxs236, gxs236, gxs236, gxs236, gxs236, gxs236, gxs236, gxs236, gxs236, gxs236, gxs236};
  gacc211 += gw232 * gxb237;
  gacc212 += gw233 * gxb237;
  gacc213 += gw234 * gxb237;
  gacc214 += gw235 * gxb237;
  gxs238 = gx209[(gk219 + (long long)0)];
  gxb239 = {gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238, gxs238};
  gacc215 += gw232 * gxb239;
  gacc216 += gw233 * gxb239;
  gacc217 += gw234 * gxb239;
  gacc218 += gw235 * gxb239;
  gp220 = &gp220[(long long)64];
  gk219 += (long long)1;
  goto gfor229;

gafter231:
  if (lpslot222 <= (long long)-2) goto lpwr240; else goto lpwn241;

lpwr240:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot222) * (long long)256 + gprow5 + (long long)0)]) = gacc211;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot222) * (long long)256 + gprow5 + (long long)16)]) = gacc212;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot222) * (long long)256 + gprow5 + (long long)32)]) = gacc213;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot222) * (long long)256 + gprow5 + (long long)48)]) = gacc214;
  goto lpwn241;

lpwn241:
  if (lpslot223 <= (long long)-2) goto lpwr242; else goto lpwn243;

lpwr242:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot223) * (long long)256 + gprow5 + (long long)0)]) = gacc215;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot223) * (long long)256 + gprow5 + (long long)16)]) = gacc216;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot223) * (long long)256 + gprow5 + (long long)32)]) = gacc217;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot223) * (long long)256 + gprow5 + (long long)48)]) = gacc218;
  goto lpwn243;

lpwn243:
  goto lpjoin228;

lpchk255:
  lpslot253 = (long long)f->lp_slot[(long long)1][(start_0 + glit203)];
  lpslot254 = (long long)f->lp_slot[(long long)1][(start_0 + glit208)];
  lpok252 = lpslot253 >= (long long)0 && lpslot254 >= (long long)0;
  goto lpdec256;

lpdec256:
  if (lpok252) goto lphit257; else goto lpmiss258;

lphit257:
  gacc211 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot253 * (long long)256 + gprow5 + (long long)0)]);
  gacc212 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot253 * (long long)256 + gprow5 + (long long)16)]);
  gacc213 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot253 * (long long)256 + gprow5 + (long long)32)]);
  gacc214 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot253 * (long long)256 + gprow5 + (long long)48)]);
  gacc215 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot254 * (long long)256 + gprow5 + (long long)0)]);
  gacc216 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot254 * (long long)256 + gprow5 + (long long)16)]);
  gacc217 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot254 * (long long)256 + gprow5 + (long long)32)]);
  gacc218 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot254 * (long long)256 + gprow5 + (long long)48)]);
  gp220 = &gp220[(long long)16384];
  goto lpjoin259;

lpmiss258:
  gk219 = (long long)0;
  goto gfor260;

lpjoin259:
  gtot244 += gacc211;
  gtot245 += gacc212;
  gtot246 += gacc213;
  gtot247 += gacc214;
  gtot248 += gacc215;
  gtot249 += gacc216;
  gtot250 += gacc217;
  gtot251 += gacc218;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm275; else goto gpermj276;

gfor260:
  if (gk219 < (long long)256) goto gbody261; else goto gafter262;

gbody261:
  gw263 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp220[(long long)0]);
  gw264 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp220[(long long)16]);
  gw265 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp220[(long long)32]);
  gw266 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp220[(long long)48]);
  gxs267 = gx205[(gk219 + (long long)0)];
  gxb268 = {gxs267, gxs267, gxs267, gxs267, gxs267, gxs267, gxs267, gxs267, gxs267, gxs267, gxs267, gxs267, gxs267, gxs267, gxs267, gxs267};
  gacc211 += gw263 * gxb268;
  gacc212 += gw264 * gxb268;
  gacc213 += gw265 * gxb268;
  gacc214 += gw266 * gxb268;
  gxs269 = gx210[(gk219 + (long long)0)];
  gxb270 = {gxs269, gxs269, gxs269, gxs269, gxs269, gxs269, gxs269, gxs269, gxs269, gxs269, gxs269, gxs269, gxs269, gxs269, gxs269, gxs269};
  gacc215 += gw263 * gxb270;
  gacc216 += gw264 * gxb270;
  gacc217 += gw265 * gxb270;
  gacc218 += gw266 * gxb270;
  gp220 = &gp220[(long long)64];
  gk219 += (long long)1;
  goto gfor260;

gafter262:
  if (lpslot253 <= (long long)-2) goto lpwr271; else goto lpwn272;

lpwr271:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot253) * (long long)256 + gprow5 + (long long)0)]) = gacc211;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot253) * (long long)256 + gprow5 + (long long)16)]) = gacc212;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot253) * (long long)256 + gprow5 + (long long)32)]) = gacc213;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot253) * (long long)256 + gprow5 + (long long)48)]) = gacc214;
  goto lpwn272;

lpwn272:
  if (lpslot254 <= (long long)-2) goto lpwr273; else goto lpwn274;

lpwr273:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot254) * (long long)256 + gprow5 + (long long)0)]) = gacc215;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot254) * (long long)256 + gprow5 + (long long)16)]) = gacc216;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot254) * (long long)256 + gprow5 + (long long)32)]) = gacc217;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot254) * (long long)256 + gprow5 + (long long)48)]) = gacc218;
  goto lpwn274;

lpwn274:
  goto lpjoin259;

gperm275:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj276;

gpermj276:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot244;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot245;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot246;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot247;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm277; else goto gpermj278;

gperm277:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj278;

gpermj278:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot248;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot249;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot250;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot251;
  goto gtdone143;

gtrest279:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm281; else goto gpermj282;

gtnext280:
  goto gtdone143;

gperm281:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj282;

gpermj282:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit283 = li_7;
  gx284 = (float *)&S_0[(c0_10 * (long long)256)];
  gx285 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm286; else goto gpermj287;

gperm286:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj287;

gpermj287:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit288 = li_7;
  gx289 = (float *)&S_0[(c0_10 * (long long)256)];
  gx290 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm291; else goto gpermj292;

gperm291:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj292;

gpermj292:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit293 = li_7;
  gx294 = (float *)&S_0[(c0_10 * (long long)256)];
  gx295 = (float *)&S_0[(c1_11 * (long long)256)];
  gacc296 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc297 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc298 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc299 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc300 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc301 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc302 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc303 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc304 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc305 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc306 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc307 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp309 = gpw1;
  lpok310 = (bool)0;
  lpslot311 = (long long)-1;
  lpslot312 = (long long)-1;
  lpslot313 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk314; else goto lpdec315;

lpchk314:
  lpslot311 = (long long)f->lp_slot[(long long)0][(start_0 + glit283)];
  lpslot312 = (long long)f->lp_slot[(long long)0][(start_0 + glit288)];
  lpslot313 = (long long)f->lp_slot[(long long)0][(start_0 + glit293)];
  lpok310 = lpslot311 >= (long long)0 && lpslot312 >= (long long)0 && lpslot313 >= (long long)0;
  goto lpdec315;

lpdec315:
  if (lpok310) goto lphit316; else goto lpmiss317;

lphit316:
  gacc296 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot311 * (long long)256 + gprow5 + (long long)0)]);
  gacc297 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot311 * (long long)256 + gprow5 + (long long)16)]);
  gacc298 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot311 * (long long)256 + gprow5 + (long long)32)]);
  gacc299 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot311 * (long long)256 + gprow5 + (long long)48)]);
  gacc300 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot312 * (long long)256 + gprow5 + (long long)0)]);
  gacc301 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot312 * (long long)256 + gprow5 + (long long)16)]);
  gacc302 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot312 * (long long)256 + gprow5 + (long long)32)]);
  gacc303 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot312 * (long long)256 + gprow5 + (long long)48)]);
  gacc304 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot313 * (long long)256 + gprow5 + (long long)0)]);
  gacc305 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot313 * (long long)256 + gprow5 + (long long)16)]);
  gacc306 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot313 * (long long)256 + gprow5 + (long long)32)]);
  gacc307 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot313 * (long long)256 + gprow5 + (long long)48)]);
  gp309 = &gp309[(long long)16384];
  goto lpjoin318;

lpmiss317:
  gk308 = (long long)0;
  goto gfor319;

lpjoin318:
  gtot338 = gacc296;
  gtot339 = gacc297;
  gtot340 = gacc298;
  gtot341 = gacc299;
  gtot342 = gacc300;
  gtot343 = gacc301;
  gtot344 = gacc302;
  gtot345 = gacc303;
  gtot346 = gacc304;
  gtot347 = gacc305;
  gtot348 = gacc306;
  gtot349 = gacc307;
  gacc296 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc297 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc298 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc299 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc300 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc301 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc302 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc303 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc304 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc305 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc306 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc307 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok350 = (bool)0;
  lpslot351 = (long long)-1;
  lpslot352 = (long long)-1;
  lpslot353 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk354; else goto lpdec355;

gfor319:
  if (gk308 < (long long)256) goto gbody320; else goto gafter321;

gbody320:
  gw322 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp309[(long long)0]);
  gw323 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp309[(long long)16]);
  gw324 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp309[(long long)32]);
  gw325 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp309[(long long)48]);
  gxs326 = gx284[(gk308 + (long long)0)];
  gxb327 = {gxs326, gxs326, gxs326, gxs326, gxs326, gxs326, gxs326, gxs326, gxs326, gxs326, gxs326, gxs326, gxs326, gxs326, gxs326, gxs326};
  gacc296 += gw322 * gxb327;
  gacc297 += gw323 * gxb327;
  gacc298 += gw324 * gxb327;
  gacc299 += gw325 * gxb327;
  gxs328 = gx289[(gk308 + (long long)0)];
  gxb329 = {gxs328, gxs328, gxs328, gxs328, gxs328, gxs328, gxs328, gxs328, gxs328, gxs328, gxs328, gxs328, gxs328, gxs328, gxs328, gxs328};
  gacc300 += gw322 * gxb329;
  gacc301 += gw323 * gxb329;
  gacc302 += gw324 * gxb329;
  gacc303 += gw325 * gxb329;
  gxs330 = gx294[(gk308 + (long long)0)];
  gxb331 = {gxs330, gxs330, gxs330, gxs330, gxs330, gxs330, gxs330, gxs330, gxs330, gxs330, gxs330, gxs330, gxs330, gxs330, gxs330, gxs330};
  gacc304 += gw322 * gxb331;
  gacc305 += gw323 * gxb331;
  gacc306 += gw324 * gxb331;
  gacc307 += gw325 * gxb331;
  gp309 = &gp309[(long long)64];
  gk308 += (long long)1;
  goto gfor319;

gafter321:
  if (lpslot311 <= (long long)-2) goto lpwr332; else goto lpwn333;

lpwr332:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot311) * (long long)256 + gprow5 + (long long)0)]) = gacc296;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot311) * (long long)256 + gprow5 + (long long)16)]) = gacc297;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot311) * (long long)256 + gprow5 + (long long)32)]) = gacc298;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot311) * (long long)256 + gprow5 + (long long)48)]) = gacc299;
  goto lpwn333;

lpwn333:
  if (lpslot312 <= (long long)-2) goto lpwr334; else goto lpwn335;

lpwr334:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot312) * (long long)256 + gprow5 + (long long)0)]) = gacc300;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot312) * (long long)256 + gprow5 + (long long)16)]) = gacc301;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot312) * (long long)256 + gprow5 + (long long)32)]) = gacc302;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot312) * (long long)256 + gprow5 + (long long)48)]) = gacc303;
  goto lpwn335;

lpwn335:
  if (lpslot313 <= (long long)-2) goto lpwr336; else goto lpwn337;

lpwr336:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot313) * (long long)256 + gprow5 + (long long)0)]) = gacc304;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot313) * (long long)256 + gprow5 + (long long)16)]) = gacc305;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot313) * (long long)256 + gprow5 + (long long)32)]) = gacc306;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot313) * (long long)256 + gprow5 + (long long)48)]) = gacc307;
  goto lpwn337;

lpwn337:
  goto lpjoin318;

lpchk354:
  lpslot351 = (long long)f->lp_slot[(long long)1][(start_0 + glit283)];
  lpslot352 = (long long)f->lp_slot[(long long)1][(start_0 + glit288)];
  lpslot353 = (long long)f->lp_slot[(long long)1][(start_0 + glit293)];
  lpok350 = lpslot351 >= (long long)0 && lpslot352 >= (long long)0 && lpslot353 >= (long long)0;
  goto lpdec355;

lpdec355:
  if (lpok350) goto lphit356; else goto lpmiss357;

lphit356:
  gacc296 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot351 * (long long)256 + gprow5 + (long long)0)]);
  gacc297 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot351 * (long long)256 + gprow5 + (long long)16)]);
  gacc298 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot351 * (long long)256 + gprow5 + (long long)32)]);
  gacc299 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot351 * (long long)256 + gprow5 + (long long)48)]);
  gacc300 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot352 * (long long)256 + gprow5 + (long long)0)]);
  gacc301 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot352 * (long long)256 + gprow5 + (long long)16)]);
  gacc302 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot352 * (long long)256 + gprow5 + (long long)32)]);
  gacc303 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot352 * (long long)256 + gprow5 + (long long)48)]);
  gacc304 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot353 * (long long)256 + gprow5 + (long long)0)]);
  gacc305 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot353 * (long long)256 + gprow5 + (long long)16)]);
  gacc306 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot353 * (long long)256 + gprow5 + (long long)32)]);
  gacc307 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot353 * (long long)256 + gprow5 + (long long)48)]);
  gp309 = &gp309[(long long)16384];
  goto lpjoin358;

lpmiss357:
  gk308 = (long long)0;
  goto gfor359;

lpjoin358:
  gtot338 += gacc296;
  gtot339 += gacc297;
  gtot340 += gacc298;
  gtot341 += gacc299;
  gtot342 += gacc300;
  gtot343 += gacc301;
  gtot344 += gacc302;
  gtot345 += gacc303;
  gtot346 += gacc304;
  gtot347 += gacc305;
  gtot348 += gacc306;
  gtot349 += gacc307;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm378; else goto gpermj379;

gfor359:
  if (gk308 < (long long)256) goto gbody360; else goto gafter361;

gbody360:
  gw362 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp309[(long long)0]);
  gw363 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp309[(long long)16]);
  gw364 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp309[(long long)32]);
  gw365 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp309[(long long)48]);
  gxs366 = gx285[(gk308 + (long long)0)];
  gxb367 = {gxs366, gxs366, gxs366, gxs366, gxs366, gxs366, gxs366, gxs366, gxs366, gxs366, gxs366, gxs366, gxs366, gxs366, gxs366, gxs366};
  gacc296 += gw362 * gxb367;
  gacc297 += gw363 * gxb367;
  gacc298 += gw364 * gxb367;
  gacc299 += gw365 * gxb367;
  gxs368 = gx290[(gk308 + (long long)0)];
  gxb369 = {gxs368, gxs368, gxs368, gxs368, gxs368, gxs368, gxs368, gxs368, gxs368, gxs368, gxs368, gxs368, gxs368, gxs368, gxs368, gxs368};
  gacc300 += gw362 * gxb369;
  gacc301 += gw363 * gxb369;
  gacc302 += gw364 * gxb369;
  gacc303 += gw365 * gxb369;
  gxs370 = gx295[(gk308 + (long long)0)];
  gxb371 = {gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370, gxs370};
  gacc304 += gw362 * gxb371;
  gacc305 += gw363 * gxb371;
  gacc306 += gw364 * gxb371;
  gacc307 += gw365 * gxb371;
  gp309 = &gp309[(long long)64];
  gk308 += (long long)1;
  goto gfor359;

gafter361:
  if (lpslot351 <= (long long)-2) goto lpwr372; else goto lpwn373;

lpwr372:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot351) * (long long)256 + gprow5 + (long long)0)]) = gacc296;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot351) * (long long)256 + gprow5 + (long long)16)]) = gacc297;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot351) * (long long)256 + gprow5 + (long long)32)]) = gacc298;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot351) * (long long)256 + gprow5 + (long long)48)]) = gacc299;
  goto lpwn373;

lpwn373:
  if (lpslot352 <= (long long)-2) goto lpwr374; else goto lpwn375;

lpwr374:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot352) * (long long)256 + gprow5 + (long long)0)]) = gacc300;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot352) * (long long)256 + gprow5 + (long long)16)]) = gacc301;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot352) * (long long)256 + gprow5 + (long long)32)]) = gacc302;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot352) * (long long)256 + gprow5 + (long long)48)]) = gacc303;
  goto lpwn375;

lpwn375:
  if (lpslot353 <= (long long)-2) goto lpwr376; else goto lpwn377;

lpwr376:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot353) * (long long)256 + gprow5 + (long long)0)]) = gacc304;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot353) * (long long)256 + gprow5 + (long long)16)]) = gacc305;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot353) * (long long)256 + gprow5 + (long long)32)]) = gacc306;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot353) * (long long)256 + gprow5 + (long long)48)]) = gacc307;
  goto lpwn377;

lpwn377:
  goto lpjoin358;

gperm378:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj379;

gpermj379:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot338;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot339;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot340;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot341;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm380; else goto gpermj381;

gperm380:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj381;

gpermj381:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot342;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot343;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot344;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot345;
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm382; else goto gpermj383;

gperm382:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj383;

gpermj383:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot346;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot347;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot348;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot349;
  goto gtdone143;

for384:
  if (li_12 < n_2) goto body385; else goto after386;

body385:
  i_13 = start_0 + li_12;
  gj7 = (long long)0;
  goto for387;

after386:
  gq6 += (long long)1;
  goto grow9;

for387:
  if (gj7 < (long long)64) goto body388; else goto after389;

body388:
  j_14 = gr4 + gj7;
  v8_15 = t0[(li_12 * (long long)256 + j_14)] + P_b[j_14];
  v9_16 = cx_vtanhf (v8_15);
  S_0[(i_13 * (long long)256 + j_14)] = v9_16;
  gj7 += (long long)1;
  goto for387;

after389:
  li_12 += (long long)1;
  goto for384;
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
  PK_0[(((r_4 + (long long)0) / (long long)64 * (long long)512 + k_5 + (long long)0) * (long long)64 + (r_4 + (long long)0) % (long long)64)] = P_W_l[(r_4 * (long long)256 + k_5)];
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
  return;

pk10:
  if (k_5 < (long long)256) goto pkb11; else goto pka12;

pkb11:
  PK_0[(((r_4 + (long long)0) / (long long)64 * (long long)512 + k_5 + (long long)256) * (long long)64 + (r_4 + (long long)0) % (long long)64)] = P_W_r[(r_4 * (long long)256 + k_5)];
  k_5 += (long long)1;
  goto pk10;

pka12:
  r_4 += (long long)1;
  goto pr7;
}

extern void
cx_pack (struct JitFrame * f)
{
entry:
  (void)cx_pack_0 (f);
  return;
}

