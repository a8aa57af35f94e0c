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
  long long li_8;
  long long i_9;
  long long j_10;
  int * child_start;
  int * ifields;
  long long jv9;
  float * P_E;
  float * S_0;
  long long jv16;
  float * P_A0;
  float * S_1;

entry:
  start_0 = (long long)start;
  end_1 = (long long)end;
  child_start = f->child_start;
  ifields = f->ifields;
  P_E = f->params[(long long)0];
  S_0 = f->states[(long long)0];
  P_A0 = f->params[(long long)1];
  S_1 = f->states[(long long)1];
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
  li_8 = (long long)0;
  goto for13;

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
  if (jv9 < (long long)64) goto body11; else goto after12;

body11:
  j_6 = (long long)0 + jv9;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_5 * (long long)64 + j_6)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_E[(ix1_7 * (long long)64 + j_6)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_5 * (long long)64 + j_6 + (long long)16)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_E[(ix1_7 * (long long)64 + j_6 + (long long)16)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_5 * (long long)64 + j_6 + (long long)32)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_E[(ix1_7 * (long long)64 + j_6 + (long long)32)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_5 * (long long)64 + j_6 + (long long)48)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_E[(ix1_7 * (long long)64 + j_6 + (long long)48)]);
  jv9 += (long long)64;
  goto for10;

after12:
  li_4 += (long long)1;
  goto for1;

for13:
  if (li_8 < n_2) goto body14; else goto after15;

body14:
  i_9 = start_0 + li_8;
  jv16 = (long long)0;
  goto for17;

after15:
  return;

for17:
  if (jv16 < (long long)4096) goto body18; else goto after19;

body18:
  j_10 = (long long)0 + jv16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_9 * (long long)4096 + j_10)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_A0[j_10]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_9 * (long long)4096 + j_10 + (long long)16)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_A0[(j_10 + (long long)16)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_9 * (long long)4096 + j_10 + (long long)32)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_A0[(j_10 + (long long)32)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_9 * (long long)4096 + j_10 + (long long)48)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_A0[(j_10 + (long long)48)]);
  jv16 += (long long)64;
  goto for17;

after19:
  li_8 += (long long)1;
  goto for13;
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
  float acc5_6;
  long long li_7;
  long long i_8;
  long long cs_9;
  long long c1_10;
  long long c0_11;
  long long r_12;
  long long k_13;
  float acc6_14;
  long long li_15;
  long long i_16;
  long long cs_17;
  long long c0_18;
  long long c1_19;
  long long r_20;
  long long k_21;
  float acc8_22;
  long long li_23;
  long long i_24;
  long long r_25;
  long long c_26;
  long long k_27;
  float acc14_28;
  long long li_29;
  long long i_30;
  long long cs_31;
  long long c0_32;
  long long c1_33;
  long long li_34;
  long long i_35;
  long long j_36;
  float v10_37;
  float v11_38;
  long long toff;
  float * t0;
  float * t1;
  float * t2;
  int * child_start;
  int * children;
  double[8] lanes7;
  long long k0;
  long long l;
  float * S_1;
  float * S_0;
  double[8] lanes20;
  long long k0;
  long long l;
  double[8] lanes33;
  long long k0;
  long long l;
  float * P_W;
  bool lcleaf49;
  bool lcleaf50;
  float * PK_0;
  float * PK_1;
  long long cgr68;
  long long cghi69;
  long long cgc70;
  long long cgchi71;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc78;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc79;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc80;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc81;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc82;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc83;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc84;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc85;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc86;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc87;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc88;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc89;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc90;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc91;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc92;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc93;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc94;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc95;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc96;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc97;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc98;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc99;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc100;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc101;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb105;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb106;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb107;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb108;
  float * P_W_M;
  float cga109;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab110;
  float cga111;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab112;
  float cga113;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab114;
  float cga115;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab116;
  float cga117;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab118;
  float cga119;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab120;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc124;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc125;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc126;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc127;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb131;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb132;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb133;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb134;
  float cga135;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab136;
  double[8] lanes143;
  long long k0;
  long long l;
  long long cgr164;
  long long cghi165;
  long long cgc166;
  long long cgchi167;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc174;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc175;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc176;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc177;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc178;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc179;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc180;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc181;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc182;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc183;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc184;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc185;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc186;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc187;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc188;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc189;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc190;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc191;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc192;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc193;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc194;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc195;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc196;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc197;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb201;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb202;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb203;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb204;
  float cga205;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab206;
  float cga207;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab208;
  float cga209;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab210;
  float cga211;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab212;
  float cga213;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab214;
  float cga215;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab216;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc220;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc221;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc222;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc223;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb227;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb228;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb229;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb230;
  float cga231;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab232;
  double[8] lanes239;
  long long k0;
  long long l;
  long long cgr254;
  long long cghi255;
  long long cgc256;
  long long cgchi257;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc264;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc265;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc266;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc267;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc268;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc269;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc270;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc271;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc272;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc273;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc274;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc275;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc276;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc277;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc278;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc279;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc280;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc281;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc282;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc283;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc284;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc285;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc286;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc287;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb291;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb292;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb293;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb294;
  float cga295;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab296;
  float cga297;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab298;
  float cga299;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab300;
  float cga301;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab302;
  float cga303;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab304;
  float cga305;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab306;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc310;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc311;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc312;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc313;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb317;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb318;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb319;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb320;
  float cga321;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab322;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc326;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc327;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc328;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc329;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc330;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc331;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc332;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc333;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc334;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc335;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc336;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc337;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc338;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc339;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc340;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc341;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc342;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc343;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc344;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc345;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc346;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc347;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc348;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc349;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb353;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb354;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb355;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb356;
  float cga357;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab358;
  float cga359;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab360;
  float cga361;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab362;
  float cga363;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab364;
  float cga365;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab366;
  float cga367;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab368;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc372;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc373;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc374;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgacc375;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb379;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb380;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb381;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgb382;
  float cga383;
  float  __attribute__((vector_size(sizeof (float) * 16))) cgab384;
  double[8] lanes391;
  long long k0;
  long long l;
  long long jv407;
  float * P_bias;
  float  __attribute__((vector_size(sizeof (float) * 16))) v10_411;
  float  __attribute__((vector_size(sizeof (float) * 16))) v10_412;
  float  __attribute__((vector_size(sizeof (float) * 16))) v10_413;
  float  __attribute__((vector_size(sizeof (float) * 16))) v10_414;
  float  __attribute__((vector_size(sizeof (float) * 16)))[4] vbuf415;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr416;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr417;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr418;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr419;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_420;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_421;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_422;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_423;

entry:
  start_0 = (long long)start;
  end_1 = (long long)end;
  toff = (long long)0;
  t0 = &f->scratch[toff];
  toff += f->node_cap * (long long)64 + (long long)15 & (long long)-16;
  t1 = &f->scratch[toff];
  toff += f->node_cap * (long long)64 + (long long)15 & (long long)-16;
  t2 = &f->scratch[toff];
  toff += f->node_cap * (long long)64 + (long long)15 & (long long)-16;
  child_start = f->child_start;
  children = f->children;
  S_1 = f->states[(long long)1];
  S_0 = f->states[(long long)0];
  P_W = f->params[(long long)2];
  PK_0 = f->packed[(long long)0];
  PK_1 = f->packed[(long long)1];
  P_W_M = f->params[(long long)4];
  P_bias = f->params[(long long)3];
  goto start0;

start0:
  n_2 = end_1 - start_0;
  ebase_3 = (long long)child_start[start_0];
  li_7 = (long long)0;
  goto for1;

for1:
  if (li_7 < n_2) goto body2; else goto after3;

body2:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c1_10 = (long long)children[(cs_9 + (long long)1)];
  c0_11 = (long long)children[cs_9];
  r_4 = (long long)0;
  goto for4;

after3:
  li_15 = (long long)0;
  goto for14;

for4:
  if (r_4 < (long long)64) goto body5; else goto after6;

body5:
  lanes7[(long long)0] = (double)0.000000;
  lanes7[(long long)1] = (double)0.000000;
  lanes7[(long long)2] = (double)0.000000;
  lanes7[(long long)3] = (double)0.000000;
  lanes7[(long long)4] = (double)0.000000;
  lanes7[(long long)5] = (double)0.000000;
  lanes7[(long long)6] = (double)0.000000;
  lanes7[(long long)7] = (double)0.000000;
  k0 = (long long)0;
  goto for8;

after6:
  li_7 += (long long)1;
  goto for1;

for8:
  if (k0 < (long long)64) goto body9; else goto after10;

body9:
  l = (long long)0;
  goto for11;

after10:
  acc5_6 = (float)(lanes7[(long long)0] + lanes7[(long long)1] + lanes7[(long long)2] + lanes7[(long long)3] + lanes7[(long long)4] + lanes7[(long long)5] + lanes7[(long long)6] + lanes7[(long long)7]);
  t0[(li_7 * (long long)64 + r_4)] = acc5_6;
  r_4 += (long long)1;
  goto for4;

for11:
  if (l < (long long)8) goto body12; else goto after13;

body12:
  k_5 = k0 + l;
  lanes7[l] += (double)S_1[(c1_10 * (long long)4096 + r_4 * (long long)64 + k_5)] * (double)S_0[(c0_11 * (long long)64 + k_5)];
  l += (long long)1;
  goto for11;

after13:
  k0 += (long long)8;
  goto for8;

for14:
  if (li_15 < n_2) goto body15; else goto after16;

body15:
  i_16 = start_0 + li_15;
  cs_17 = (long long)child_start[i_16];
  c0_18 = (long long)children[cs_17];
  c1_19 = (long long)children[(cs_17 + (long long)1)];
  r_12 = (long long)0;
  goto for17;

after16:
  r_20 = (long long)0;
  goto for27;

for17:
  if (r_12 < (long long)64) goto body18; else goto after19;

body18:
  lanes20[(long long)0] = (double)0.000000;
  lanes20[(long long)1] = (double)0.000000;
  lanes20[(long long)2] = (double)0.000000;
  lanes20[(long long)3] = (double)0.000000;
  lanes20[(long long)4] = (double)0.000000;
  lanes20[(long long)5] = (double)0.000000;
  lanes20[(long long)6] = (double)0.000000;
  lanes20[(long long)7] = (double)0.000000;
  k0 = (long long)0;
  goto for21;

after19:
  li_15 += (long long)1;
  goto for14;

for21:
  if (k0 < (long long)64) goto body22; else goto after23;

body22:
  l = (long long)0;
  goto for24;

after23:
  acc6_14 = (float)(lanes20[(long long)0] + lanes20[(long long)1] + lanes20[(long long)2] + lanes20[(long long)3] + lanes20[(long long)4] + lanes20[(long long)5] + lanes20[(long long)6] + lanes20[(long long)7]);
  t1[(li_15 * (long long)64 + r_12)] = acc6_14;
  r_12 += (long long)1;
  goto for17;

for24:
  if (l < (long long)8) goto body25; else goto after26;

body25:
  k_13 = k0 + l;
  lanes20[l] += (double)S_1[(c0_18 * (long long)4096 + r_12 * (long long)64 + k_13)] * (double)S_0[(c1_19 * (long long)64 + k_13)];
  l += (long long)1;
  goto for24;

after26:
  k0 += (long long)8;
  goto for21;

for27:
  if (r_20 < (long long)64) goto body28; else goto after29;

body28:
  li_23 = (long long)0;
  goto for30;

after29:
  li_29 = (long long)0;
  goto for46;

for30:
  if (li_23 < n_2) goto body31; else goto after32;

body31:
  i_24 = start_0 + li_23;
  lanes33[(long long)0] = (double)0.000000;
  lanes33[(long long)1] = (double)0.000000;
  lanes33[(long long)2] = (double)0.000000;
  lanes33[(long long)3] = (double)0.000000;
  lanes33[(long long)4] = (double)0.000000;
  lanes33[(long long)5] = (double)0.000000;
  lanes33[(long long)6] = (double)0.000000;
  lanes33[(long long)7] = (double)0.000000;
  k0 = (long long)0;
  goto for34;

after32:
  r_20 += (long long)1;
  goto for27;

for34:
  if (k0 < (long long)64) goto body35; else goto after36;

body35:
  l = (long long)0;
  goto for37;

after36:
  k0 = (long long)0;
  goto for40;

for37:
  if (l < (long long)8) goto body38; else goto after39;

body38:
  k_21 = k0 + l;
  lanes33[l] += (double)P_W[(r_20 * (long long)128 + k_21)] * (double)t0[(li_23 * (long long)64 + k_21)];
  l += (long long)1;
  goto for37;

after39:
  k0 += (long long)8;
  goto for34;

for40:
  if (k0 < (long long)64) goto body41; else goto after42;

body41:
  l = (long long)0;
  goto for43;

after42:
  acc8_22 = (float)(lanes33[(long long)0] + lanes33[(long long)1] + lanes33[(long long)2] + lanes33[(long long)3] + lanes33[(long long)4] + lanes33[(long long)5] + lanes33[(long long)6] + lanes33[(long long)7]);
  t2[(li_23 * (long long)64 + r_20)] = acc8_22;
  li_23 += (long long)1;
  goto for30;

for43:
  if (l < (long long)8) goto body44; else goto after45;

body44:
  k_21 = k0 + l;
  lanes33[l] += (double)P_W[(r_20 * (long long)128 + k_21 + (long long)64)] * (double)t1[(li_23 * (long long)64 + k_21)];
  l += (long long)1;
  goto for43;

after45:
  k0 += (long long)8;
  goto for40;

for46:
  if (li_29 < n_2) goto body47; else goto after48;

body47:
  i_30 = start_0 + li_29;
  cs_31 = (long long)child_start[i_30];
  c0_32 = (long long)children[cs_31];
  c1_33 = (long long)children[(cs_31 + (long long)1)];
  lcleaf49 = c0_32 >= (long long)f->group_start[(long long)0] && c0_32 < (long long)f->group_start[(long long)1];
  lcleaf50 = c1_33 >= (long long)f->group_start[(long long)0] && c1_33 < (long long)f->group_start[(long long)1];
  if (lcleaf49 && lcleaf50) goto lcthen52; else goto lcelse53;

after48:
  li_34 = (long long)0;
  goto for404;

lcjoin51:
  li_29 += (long long)1;
  goto for46;

lcthen52:
  r_25 = (long long)0;
  goto for54;

lcelse53:
  if (!(lcleaf49) && lcleaf50) goto lcthen60; else goto lcelse61;

for54:
  if (r_25 < (long long)64) goto body55; else goto after56;

body55:
  c_26 = (long long)0;
  goto for57;

after56:
  goto lcjoin51;

for57:
  if (c_26 < (long long)64) goto body58; else goto after59;

body58:
  S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)] = PK_0[(r_25 * (long long)64 + c_26)] + PK_1[(r_25 * (long long)64 + c_26)];
  c_26 += (long long)1;
  goto for57;

after59:
  r_25 += (long long)1;
  goto for54;

lcthen60:
  r_25 = (long long)0;
  goto for62;

lcelse61:
  if (lcleaf49 && !(lcleaf50)) goto lcthen156; else goto lcelse157;

for62:
  if (r_25 < (long long)64) goto body63; else goto after64;

body63:
  c_26 = (long long)0;
  goto for65;

after64:
  cghi69 = (long long)64;
  cgchi71 = (long long)64;
  cgc70 = (long long)0;
  goto cgcol72;

for65:
  if (c_26 < (long long)64) goto body66; else goto after67;

body66:
  S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)] = PK_1[(r_25 * (long long)64 + c_26)];
  c_26 += (long long)1;
  goto for65;

after67:
  r_25 += (long long)1;
  goto for62;

cgcol72:
  if (cgc70 + (long long)63 < cgchi71) goto cgcb73; else goto cgca74;

cgcb73:
  cgr68 = (long long)0;
  goto cgrow75;

cgca74:
  r_25 = (long long)0;
  goto for137;

cgrow75:
  if (cgr68 + (long long)5 < cghi69) goto cgrb76; else goto cgra77;

cgrb76:
  r_25 = cgr68 + (long long)0;
  c_26 = cgc70 + (long long)0;
  cgacc78 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)0;
  c_26 = cgc70 + (long long)16;
  cgacc79 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)0;
  c_26 = cgc70 + (long long)32;
  cgacc80 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)0;
  c_26 = cgc70 + (long long)48;
  cgacc81 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)1;
  c_26 = cgc70 + (long long)0;
  cgacc82 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)1;
  c_26 = cgc70 + (long long)16;
  cgacc83 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)1;
  c_26 = cgc70 + (long long)32;
  cgacc84 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)1;
  c_26 = cgc70 + (long long)48;
  cgacc85 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)2;
  c_26 = cgc70 + (long long)0;
  cgacc86 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)2;
  c_26 = cgc70 + (long long)16;
  cgacc87 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)2;
  c_26 = cgc70 + (long long)32;
  cgacc88 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)2;
  c_26 = cgc70 + (long long)48;
  cgacc89 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)3;
  c_26 = cgc70 + (long long)0;
  cgacc90 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)3;
  c_26 = cgc70 + (long long)16;
  cgacc91 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)3;
  c_26 = cgc70 + (long long)32;
  cgacc92 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)3;
  c_26 = cgc70 + (long long)48;
  cgacc93 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)4;
  c_26 = cgc70 + (long long)0;
  cgacc94 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)4;
  c_26 = cgc70 + (long long)16;
  cgacc95 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)4;
  c_26 = cgc70 + (long long)32;
  cgacc96 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)4;
  c_26 = cgc70 + (long long)48;
  cgacc97 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)5;
  c_26 = cgc70 + (long long)0;
  cgacc98 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)5;
  c_26 = cgc70 + (long long)16;
  cgacc99 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)5;
  c_26 = cgc70 + (long long)32;
  cgacc100 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)5;
  c_26 = cgc70 + (long long)48;
  cgacc101 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  k_27 = (long long)0;
  goto cgk102;

cgra77:
  goto cgrow121;

cgk102:
  if (k_27 < (long long)64) goto cgkb103; else goto cgka104;

cgkb103:
  c_26 = cgc70 + (long long)0;
  cgb105 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc70 + (long long)16;
  cgb106 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc70 + (long long)32;
  cgb107 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc70 + (long long)48;
  cgb108 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)0;
  cga109 = P_W_M[(r_25 * (long long)128 + k_27)];
  cgab110 = {cga109, cga109, cga109, cga109, cga109, cga109, cga109, cga109, cga109, cga109, cga109, cga109, cga109, cga109, cga109, cga109};
  cgacc78 += cgb105 * cgab110;
  cgacc79 += cgb106 * cgab110;
  cgacc80 += cgb107 * cgab110;
  cgacc81 += cgb108 * cgab110;
  r_25 = cgr68 + (long long)1;
  cga111 = P_W_M[(r_25 * (long long)128 + k_27)];
  cgab112 = {cga111, cga111, cga111, cga111, cga111, cga111, cga111, cga111, cga111, cga111, cga111, cga111, cga111, cga111, cga111, cga111};
  cgacc82 += cgb105 * cgab112;
  cgacc83 += cgb106 * cgab112;
  cgacc84 += cgb107 * cgab112;
  cgacc85 += cgb108 * cgab112;
  r_25 = cgr68 + (long long)2;
  cga113 = P_W_M[(r_25 * (long long)128 + k_27)];
  cgab114 = {cga113, cga113, cga113, cga113, cga113, cga113, cga113, cga113, cga113, cga113, cga113, cga113, cga113, cga113, cga113, cga113};
  cgacc86 += cgb105 * cgab114;
  cgacc87 += cgb106 * cgab114;
  cgacc88 += cgb107 * cgab114;
  cgacc89 += cgb108 * cgab114;
  r_25 = cgr68 + (long long)3;
  cga115 = P_W_M[(r_25 * (long long)128 + k_27)];
  cgab116 = {cga115, cga115, cga115, cga115, cga115, cga115, cga115, cga115, cga115, cga115, cga115, cga115, cga115, cga115, cga115, cga115};
  cgacc90 += cgb105 * cgab116;
  cgacc91 += cgb106 * cgab116;
  cgacc92 += cgb107 * cgab116;
  cgacc93 += cgb108 * cgab116;
  r_25 = cgr68 + (long long)4;
  cga117 = P_W_M[(r_25 * (long long)128 + k_27)];
  cgab118 = {cga117, cga117, cga117, cga117, cga117, cga117, cga117, cga117, cga117, cga117, cga117, cga117, cga117, cga117, cga117, cga117};
  cgacc94 += cgb105 * cgab118;
  cgacc95 += cgb106 * cgab118;
  cgacc96 += cgb107 * cgab118;
  cgacc97 += cgb108 * cgab118;
  r_25 = cgr68 + (long long)5;
  cga119 = P_W_M[(r_25 * (long long)128 + k_27)];
  cgab120 = {cga119, cga119, cga119, cga119, cga119, cga119, cga119, cga119, cga119, cga119, cga119, cga119, cga119, cga119, cga119, cga119};
  cgacc98 += cgb105 * cgab120;
  cgacc99 += cgb106 * cgab120;
  cgacc100 += cgb107 * cgab120;
  cgacc101 += cgb108 * cgab120;
  k_27 += (long long)1;
  goto cgk102;

cgka104:
  r_25 = cgr68 + (long long)0;
  c_26 = cgc70 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc78;
  r_25 = cgr68 + (long long)0;
  c_26 = cgc70 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc79;
  r_25 = cgr68 + (long long)0;
  c_26 = cgc70 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc80;
  r_25 = cgr68 + (long long)0;
  c_26 = cgc70 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc81;
  r_25 = cgr68 + (long long)1;
  c_26 = cgc70 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc82;
  r_25 = cgr68 + (long long)1;
  c_26 = cgc70 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc83;
  r_25 = cgr68 + (long long)1;
  c_26 = cgc70 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc84;
  r_25 = cgr68 + (long long)1;
  c_26 = cgc70 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc85;
  r_25 = cgr68 + (long long)2;
  c_26 = cgc70 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc86;
  r_25 = cgr68 + (long long)2;
  c_26 = cgc70 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc87;
  r_25 = cgr68 + (long long)2;
  c_26 = cgc70 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc88;
  r_25 = cgr68 + (long long)2;
  c_26 = cgc70 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc89;
  r_25 = cgr68 + (long long)3;
  c_26 = cgc70 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc90;
  r_25 = cgr68 + (long long)3;
  c_26 = cgc70 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc91;
  r_25 = cgr68 + (long long)3;
  c_26 = cgc70 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc92;
  r_25 = cgr68 + (long long)3;
  c_26 = cgc70 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc93;
  r_25 = cgr68 + (long long)4;
  c_26 = cgc70 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc94;
  r_25 = cgr68 + (long long)4;
  c_26 = cgc70 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc95;
  r_25 = cgr68 + (long long)4;
  c_26 = cgc70 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc96;
  r_25 = cgr68 + (long long)4;
  c_26 = cgc70 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc97;
  r_25 = cgr68 + (long long)5;
  c_26 = cgc70 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc98;
  r_25 = cgr68 + (long long)5;
  c_26 = cgc70 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc99;
  r_25 = cgr68 + (long long)5;
  c_26 = cgc70 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc100;
  r_25 = cgr68 + (long long)5;
  c_26 = cgc70 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc101;
  cgr68 += (long long)6;
  goto cgrow75;

cgrow121:
  if (cgr68 + (long long)0 < cghi69) goto cgrb122; else goto cgra123;

cgrb122:
  r_25 = cgr68 + (long long)0;
  c_26 = cgc70 + (long long)0;
  cgacc124 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)0;
  c_26 = cgc70 + (long long)16;
  cgacc125 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)0;
  c_26 = cgc70 + (long long)32;
  cgacc126 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)0;
  c_26 = cgc70 + (long long)48;
  cgacc127 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  k_27 = (long long)0;
  goto cgk128;

cgra123:
  cgc70 += (long long)64;
  goto cgcol72;

cgk128:
  if (k_27 < (long long)64) goto cgkb129; else goto cgka130;

cgkb129:
  c_26 = cgc70 + (long long)0;
  cgb131 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc70 + (long long)16;
  cgb132 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc70 + (long long)32;
  cgb133 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc70 + (long long)48;
  cgb134 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  r_25 = cgr68 + (long long)0;
  cga135 = P_W_M[(r_25 * (long long)128 + k_27)];
  cgab136 = {cga135, cga135, cga135, cga135, cga135, cga135, cga135, cga135, cga135, cga135, cga135, cga135, cga135, cga135, cga135, cga135};
  cgacc124 += cgb131 * cgab136;
  cgacc125 += cgb132 * cgab136;
  cgacc126 += cgb133 * cgab136;
  cgacc127 += cgb134 * cgab136;
  k_27 += (long long)1;
  goto cgk128;

cgka130:
  r_25 = cgr68 + (long long)0;
  c_26 = cgc70 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc124;
  r_25 = cgr68 + (long long)0;
  c_26 = cgc70 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc125;
  r_25 = cgr68 + (long long)0;
  c_26 = cgc70 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc126;
  r_25 = cgr68 + (long long)0;
  c_26 = cgc70 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc127;
  cgr68 += (long long)1;
  goto cgrow121;

for137:
  if (r_25 < cghi69) goto body138; else goto after139;

body138:
  c_26 = cgc70;
  goto for140;

after139:
  goto lcjoin51;

for140:
  if (c_26 < (long long)64) goto body141; else goto after142;

body141:
  lanes143[(long long)0] = (double)0.000000;
  lanes143[(long long)1] = (double)0.000000;
  lanes143[(long long)2] = (double)0.000000;
  lanes143[(long long)3] = (double)0.000000;
  lanes143[(long long)4] = (double)0.000000;
  lanes143[(long long)5] = (double)0.000000;
  lanes143[(long long)6] = (double)0.000000;
  lanes143[(long long)7] = (double)0.000000;
  k0 = (long long)0;
  goto for144;

after142:
  r_25 += (long long)1;
  goto for137;

for144:
  if (k0 < (long long)64) goto body145; else goto after146;

body145:
  l = (long long)0;
  goto for147;

after146:
  k0 = (long long)0;
  goto for150;

for147:
  if (l < (long long)8) goto body148; else goto after149;

body148:
  k_27 = k0 + l;
  lanes143[l] += (double)P_W_M[(r_25 * (long long)128 + k_27)] * (double)S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)];
  l += (long long)1;
  goto for147;

after149:
  k0 += (long long)8;
  goto for144;

for150:
  if (k0 < (long long)64) goto body151; else goto after152;

body151:
  l = (long long)0;
  goto for153;

after152:
  acc14_28 = (float)(lanes143[(long long)0] + lanes143[(long long)1] + lanes143[(long long)2] + lanes143[(long long)3] + lanes143[(long long)4] + lanes143[(long long)5] + lanes143[(long long)6] + lanes143[(long long)7]);
  S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)] = acc14_28;
  c_26 += (long long)1;
  goto for140;

for153:
  if (l < (long long)8) goto body154; else goto after155;

body154:
  k_27 = k0 + l;
  lanes143[l] += (double)P_W_M[(r_25 * (long long)128 + k_27 + (long long)64)] * (double)S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)];
  l += (long long)1;
  goto for153;

after155:
  k0 += (long long)8;
  goto for150;

lcthen156:
  r_25 = (long long)0;
  goto for158;

lcelse157:
  goto lcthen252;

for158:
  if (r_25 < (long long)64) goto body159; else goto after160;

body159:
  c_26 = (long long)0;
  goto for161;

after160:
  cghi165 = (long long)64;
  cgchi167 = (long long)64;
  cgc166 = (long long)0;
  goto cgcol168;

for161:
  if (c_26 < (long long)64) goto body162; else goto after163;

body162:
  S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)] = PK_0[(r_25 * (long long)64 + c_26)];
  c_26 += (long long)1;
  goto for161;

after163:
  r_25 += (long long)1;
  goto for158;

cgcol168:
  if (cgc166 + (long long)63 < cgchi167) goto cgcb169; else goto cgca170;

cgcb169:
  cgr164 = (long long)0;
  goto cgrow171;

cgca170:
  r_25 = (long long)0;
  goto for233;

cgrow171:
  if (cgr164 + (long long)5 < cghi165) goto cgrb172; else goto cgra173;

cgrb172:
  r_25 = cgr164 + (long long)0;
  c_26 = cgc166 + (long long)0;
  cgacc174 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)0;
  c_26 = cgc166 + (long long)16;
  cgacc175 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)0;
  c_26 = cgc166 + (long long)32;
  cgacc176 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)0;
  c_26 = cgc166 + (long long)48;
  cgacc177 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)1;
  c_26 = cgc166 + (long long)0;
  cgacc178 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)1;
  c_26 = cgc166 + (long long)16;
  cgacc179 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)1;
  c_26 = cgc166 + (long long)32;
  cgacc180 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)1;
  c_26 = cgc166 + (long long)48;
  cgacc181 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)2;
  c_26 = cgc166 + (long long)0;
  cgacc182 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)2;
  c_26 = cgc166 + (long long)16;
  cgacc183 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)2;
  c_26 = cgc166 + (long long)32;
  cgacc184 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)2;
  c_26 = cgc166 + (long long)48;
  cgacc185 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)3;
  c_26 = cgc166 + (long long)0;
  cgacc186 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)3;
  c_26 = cgc166 + (long long)16;
  cgacc187 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)3;
  c_26 = cgc166 + (long long)32;
  cgacc188 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)3;
  c_26 = cgc166 + (long long)48;
  cgacc189 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)4;
  c_26 = cgc166 + (long long)0;
  cgacc190 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)4;
  c_26 = cgc166 + (long long)16;
  cgacc191 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)4;
  c_26 = cgc166 + (long long)32;
  cgacc192 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)4;
  c_26 = cgc166 + (long long)48;
  cgacc193 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)5;
  c_26 = cgc166 + (long long)0;
  cgacc194 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)5;
  c_26 = cgc166 + (long long)16;
  cgacc195 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)5;
  c_26 = cgc166 + (long long)32;
  cgacc196 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)5;
  c_26 = cgc166 + (long long)48;
  cgacc197 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  k_27 = (long long)0;
  goto cgk198;

cgra173:
  goto cgrow217;

cgk198:
  if (k_27 < (long long)64) goto cgkb199; else goto cgka200;

cgkb199:
  c_26 = cgc166 + (long long)0;
  cgb201 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc166 + (long long)16;
  cgb202 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc166 + (long long)32;
  cgb203 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc166 + (long long)48;
  cgb204 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)0;
  cga205 = P_W_M[(r_25 * (long long)128 + k_27 + (long long)64)];
  cgab206 = {cga205, cga205, cga205, cga205, cga205, cga205, cga205, cga205, cga205, cga205, cga205, cga205, cga205, cga205, cga205, cga205};
  cgacc174 += cgb201 * cgab206;
  cgacc175 += cgb202 * cgab206;
  cgacc176 += cgb203 * cgab206;
  cgacc177 += cgb204 * cgab206;
  r_25 = cgr164 + (long long)1;
  cga207 = P_W_M[(r_25 * (long long)128 + k_27 + (long long)64)];
  cgab208 = {cga207, cga207, cga207, cga207, cga207, cga207, cga207, cga207, cga207, cga207, cga207, cga207, cga207, cga207, cga207, cga207};
  cgacc178 += cgb201 * cgab208;
  cgacc179 += cgb202 * cgab208;
  cgacc180 += cgb203 * cgab208;
  cgacc181 += cgb204 * cgab208;
  r_25 = cgr164 + (long long)2;
  cga209 = P_W_M[(r_25 * (long long)128 + k_27 + (long long)64)];
  cgab210 = {cga209, cga209, cga209, cga209, cga209, cga209, cga209, cga209, cga209, cga209, cga209, cga209, cga209, cga209, cga209, cga209};
  cgacc182 += cgb201 * cgab210;
  cgacc183 += cgb202 * cgab210;
  cgacc184 += cgb203 * cgab210;
  cgacc185 += cgb204 * cgab210;
  r_25 = cgr164 + (long long)3;
  cga211 = P_W_M[(r_25 * (long long)128 + k_27 + (long long)64)];
  cgab212 = {cga211, cga211, cga211, cga211, cga211, cga211, cga211, cga211, cga211, cga211, cga211, cga211, cga211, cga211, cga211, cga211};
  cgacc186 += cgb201 * cgab212;
  cgacc187 += cgb202 * cgab212;
  cgacc188 += cgb203 * cgab212;
  cgacc189 += cgb204 * cgab212;
  r_25 = cgr164 + (long long)4;
  cga213 = P_W_M[(r_25 * (long long)128 + k_27 + (long long)64)];
  cgab214 = {cga213, cga213, cga213, cga213, cga213, cga213, cga213, cga213, cga213, cga213, cga213, cga213, cga213, cga213, cga213, cga213};
  cgacc190 += cgb201 * cgab214;
  cgacc191 += cgb202 * cgab214;
  cgacc192 += cgb203 * cgab214;
  cgacc193 += cgb204 * cgab214;
  r_25 = cgr164 + (long long)5;
  cga215 = P_W_M[(r_25 * (long long)128 + k_27 + (long long)64)];
  cgab216 = {cga215, cga215, cga215, cga215, cga215, cga215, cga215, cga215, cga215, cga215, cga215, cga215, cga215, cga215, cga215, cga215};
  cgacc194 += cgb201 * cgab216;
  cgacc195 += cgb202 * cgab216;
  cgacc196 += cgb203 * cgab216;
  cgacc197 += cgb204 * cgab216;
  k_27 += (long long)1;
  goto cgk198;

cgka200:
  r_25 = cgr164 + (long long)0;
  c_26 = cgc166 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc174;
  r_25 = cgr164 + (long long)0;
  c_26 = cgc166 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc175;
  r_25 = cgr164 + (long long)0;
  c_26 = cgc166 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc176;
  r_25 = cgr164 + (long long)0;
  c_26 = cgc166 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc177;
  r_25 = cgr164 + (long long)1;
  c_26 = cgc166 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc178;
  r_25 = cgr164 + (long long)1;
  c_26 = cgc166 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc179;
  r_25 = cgr164 + (long long)1;
  c_26 = cgc166 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc180;
  r_25 = cgr164 + (long long)1;
  c_26 = cgc166 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc181;
  r_25 = cgr164 + (long long)2;
  c_26 = cgc166 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc182;
  r_25 = cgr164 + (long long)2;
  c_26 = cgc166 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc183;
  r_25 = cgr164 + (long long)2;
  c_26 = cgc166 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc184;
  r_25 = cgr164 + (long long)2;
  c_26 = cgc166 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc185;
  r_25 = cgr164 + (long long)3;
  c_26 = cgc166 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc186;
  r_25 = cgr164 + (long long)3;
  c_26 = cgc166 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc187;
  r_25 = cgr164 + (long long)3;
  c_26 = cgc166 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc188;
  r_25 = cgr164 + (long long)3;
  c_26 = cgc166 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc189;
  r_25 = cgr164 + (long long)4;
  c_26 = cgc166 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc190;
  r_25 = cgr164 + (long long)4;
  c_26 = cgc166 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc191;
  r_25 = cgr164 + (long long)4;
  c_26 = cgc166 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc192;
  r_25 = cgr164 + (long long)4;
  c_26 = cgc166 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc193;
  r_25 = cgr164 + (long long)5;
  c_26 = cgc166 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc194;
  r_25 = cgr164 + (long long)5;
  c_26 = cgc166 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc195;
  r_25 = cgr164 + (long long)5;
  c_26 = cgc166 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc196;
  r_25 = cgr164 + (long long)5;
  c_26 = cgc166 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc197;
  cgr164 += (long long)6;
  goto cgrow171;

cgrow217:
  if (cgr164 + (long long)0 < cghi165) goto cgrb218; else goto cgra219;

cgrb218:
  r_25 = cgr164 + (long long)0;
  c_26 = cgc166 + (long long)0;
  cgacc220 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)0;
  c_26 = cgc166 + (long long)16;
  cgacc221 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)0;
  c_26 = cgc166 + (long long)32;
  cgacc222 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)0;
  c_26 = cgc166 + (long long)48;
  cgacc223 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  k_27 = (long long)0;
  goto cgk224;

cgra219:
  cgc166 += (long long)64;
  goto cgcol168;

cgk224:
  if (k_27 < (long long)64) goto cgkb225; else goto cgka226;

cgkb225:
  c_26 = cgc166 + (long long)0;
  cgb227 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc166 + (long long)16;
  cgb228 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc166 + (long long)32;
  cgb229 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc166 + (long long)48;
  cgb230 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  r_25 = cgr164 + (long long)0;
  cga231 = P_W_M[(r_25 * (long long)128 + k_27 + (long long)64)];
  cgab232 = {cga231, cga231, cga231, cga231, cga231, cga231, cga231, cga231, cga231, cga231, cga231, cga231, cga231, cga231, cga231, cga231};
  cgacc220 += cgb227 * cgab232;
  cgacc221 += cgb228 * cgab232;
  cgacc222 += cgb229 * cgab232;
  cgacc223 += cgb230 * cgab232;
  k_27 += (long long)1;
  goto cgk224;

cgka226:
  r_25 = cgr164 + (long long)0;
  c_26 = cgc166 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc220;
  r_25 = cgr164 + (long long)0;
  c_26 = cgc166 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc221;
  r_25 = cgr164 + (long long)0;
  c_26 = cgc166 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc222;
  r_25 = cgr164 + (long long)0;
  c_26 = cgc166 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc223;
  cgr164 += (long long)1;
  goto cgrow217;

for233:
  if (r_25 < cghi165) goto body234; else goto after235;

body234:
  c_26 = cgc166;
  goto for236;

after235:
  goto lcjoin51;

for236:
  if (c_26 < (long long)64) goto body237; else goto after238;

body237:
  lanes239[(long long)0] = (double)0.000000;
  lanes239[(long long)1] = (double)0.000000;
  lanes239[(long long)2] = (double)0.000000;
  lanes239[(long long)3] = (double)0.000000;
  lanes239[(long long)4] = (double)0.000000;
  lanes239[(long long)5] = (double)0.000000;
  lanes239[(long long)6] = (double)0.000000;
  lanes239[(long long)7] = (double)0.000000;
  k0 = (long long)0;
  goto for240;

after238:
  r_25 += (long long)1;
  goto for233;

for240:
  if (k0 < (long long)64) goto body241; else goto after242;

body241:
  l = (long long)0;
  goto for243;

after242:
  k0 = (long long)0;
  goto for246;

for243:
  if (l < (long long)8) goto body244; else goto after245;

body244:
  k_27 = k0 + l;
  lanes239[l] += (double)P_W_M[(r_25 * (long long)128 + k_27)] * (double)S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)];
  l += (long long)1;
  goto for243;

after245:
  k0 += (long long)8;
  goto for240;

for246:
  if (k0 < (long long)64) goto body247; else goto after248;

body247:
  l = (long long)0;
  goto for249;

after248:
  acc14_28 = (float)(lanes239[(long long)0] + lanes239[(long long)1] + lanes239[(long long)2] + lanes239[(long long)3] + lanes239[(long long)4] + lanes239[(long long)5] + lanes239[(long long)6] + lanes239[(long long)7]);
  S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)] = acc14_28;
  c_26 += (long long)1;
  goto for236;

for249:
  if (l < (long long)8) goto body250; else goto after251;

body250:
  k_27 = k0 + l;
  lanes239[l] += (double)P_W_M[(r_25 * (long long)128 + k_27 + (long long)64)] * (double)S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)];
  l += (long long)1;
  goto for249;

after251:
  k0 += (long long)8;
  goto for246;

lcthen252:
  cghi255 = (long long)64;
  cgchi257 = (long long)64;
  cgc256 = (long long)0;
  goto cgcol258;

lcelse253:
  goto lcjoin51;

cgcol258:
  if (cgc256 + (long long)63 < cgchi257) goto cgcb259; else goto cgca260;

cgcb259:
  cgr254 = (long long)0;
  goto cgrow261;

cgca260:
  r_25 = (long long)0;
  goto for385;

cgrow261:
  if (cgr254 + (long long)5 < cghi255) goto cgrb262; else goto cgra263;

cgrb262:
  cgacc264 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc265 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc266 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc267 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc268 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc269 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc270 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc271 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc272 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc273 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc274 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc275 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc276 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc277 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc278 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc279 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc280 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc281 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc282 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc283 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc284 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc285 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc286 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc287 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  k_27 = (long long)0;
  goto cgk288;

cgra263:
  goto cgrow307;

cgk288:
  if (k_27 < (long long)64) goto cgkb289; else goto cgka290;

cgkb289:
  c_26 = cgc256 + (long long)0;
  cgb291 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc256 + (long long)16;
  cgb292 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc256 + (long long)32;
  cgb293 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc256 + (long long)48;
  cgb294 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)0;
  cga295 = P_W_M[(r_25 * (long long)128 + k_27)];
  cgab296 = {cga295, cga295, cga295, cga295, cga295, cga295, cga295, cga295, cga295, cga295, cga295, cga295, cga295, cga295, cga295, cga295};
  cgacc264 += cgb291 * cgab296;
  cgacc265 += cgb292 * cgab296;
  cgacc266 += cgb293 * cgab296;
  cgacc267 += cgb294 * cgab296;
  r_25 = cgr254 + (long long)1;
  cga297 = P_W_M[(r_25 * (long long)128 + k_27)];
  cgab298 = {cga297, cga297, cga297, cga297, cga297, cga297, cga297, cga297, cga297, cga297, cga297, cga297, cga297, cga297, cga297, cga297};
  cgacc268 += cgb291 * cgab298;
  cgacc269 += cgb292 * cgab298;
  cgacc270 += cgb293 * cgab298;
  cgacc271 += cgb294 * cgab298;
  r_25 = cgr254 + (long long)2;
  cga299 = P_W_M[(r_25 * (long long)128 + k_27)];
  cgab300 = {cga299, cga299, cga299, cga299, cga299, cga299, cga299, cga299, cga299, cga299, cga299, cga299, cga299, cga299, cga299, cga299};
  cgacc272 += cgb291 * cgab300;
  cgacc273 += cgb292 * cgab300;
  cgacc274 += cgb293 * cgab300;
  cgacc275 += cgb294 * cgab300;
  r_25 = cgr254 + (long long)3;
  cga301 = P_W_M[(r_25 * (long long)128 + k_27)];
  cgab302 = {cga301, cga301, cga301, cga301, cga301, cga301, cga301, cga301, cga301, cga301, cga301, cga301, cga301, cga301, cga301, cga301};
  cgacc276 += cgb291 * cgab302;
  cgacc277 += cgb292 * cgab302;
  cgacc278 += cgb293 * cgab302;
  cgacc279 += cgb294 * cgab302;
  r_25 = cgr254 + (long long)4;
  cga303 = P_W_M[(r_25 * (long long)128 + k_27)];
  cgab304 = {cga303, cga303, cga303, cga303, cga303, cga303, cga303, cga303, cga303, cga303, cga303, cga303, cga303, cga303, cga303, cga303};
  cgacc280 += cgb291 * cgab304;
  cgacc281 += cgb292 * cgab304;
  cgacc282 += cgb293 * cgab304;
  cgacc283 += cgb294 * cgab304;
  r_25 = cgr254 + (long long)5;
  cga305 = P_W_M[(r_25 * (long long)128 + k_27)];
  cgab306 = {cga305, cga305, cga305, cga305, cga305, cga305, cga305, cga305, cga305, cga305, cga305, cga305, cga305, cga305, cga305, cga305};
  cgacc284 += cgb291 * cgab306;
  cgacc285 += cgb292 * cgab306;
  cgacc286 += cgb293 * cgab306;
  cgacc287 += cgb294 * cgab306;
  k_27 += (long long)1;
  goto cgk288;

cgka290:
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc264;
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc265;
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc266;
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc267;
  r_25 = cgr254 + (long long)1;
  c_26 = cgc256 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc268;
  r_25 = cgr254 + (long long)1;
  c_26 = cgc256 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc269;
  r_25 = cgr254 + (long long)1;
  c_26 = cgc256 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc270;
  r_25 = cgr254 + (long long)1;
  c_26 = cgc256 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc271;
  r_25 = cgr254 + (long long)2;
  c_26 = cgc256 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc272;
  r_25 = cgr254 + (long long)2;
  c_26 = cgc256 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc273;
  r_25 = cgr254 + (long long)2;
  c_26 = cgc256 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc274;
  r_25 = cgr254 + (long long)2;
  c_26 = cgc256 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc275;
  r_25 = cgr254 + (long long)3;
  c_26 = cgc256 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc276;
  r_25 = cgr254 + (long long)3;
  c_26 = cgc256 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc277;
  r_25 = cgr254 + (long long)3;
  c_26 = cgc256 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc278;
  r_25 = cgr254 + (long long)3;
  c_26 = cgc256 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc279;
  r_25 = cgr254 + (long long)4;
  c_26 = cgc256 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc280;
  r_25 = cgr254 + (long long)4;
  c_26 = cgc256 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc281;
  r_25 = cgr254 + (long long)4;
  c_26 = cgc256 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc282;
  r_25 = cgr254 + (long long)4;
  c_26 = cgc256 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc283;
  r_25 = cgr254 + (long long)5;
  c_26 = cgc256 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc284;
  r_25 = cgr254 + (long long)5;
  c_26 = cgc256 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc285;
  r_25 = cgr254 + (long long)5;
  c_26 = cgc256 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc286;
  r_25 = cgr254 + (long long)5;
  c_26 = cgc256 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc287;
  cgr254 += (long long)6;
  goto cgrow261;

cgrow307:
  if (cgr254 + (long long)0 < cghi255) goto cgrb308; else goto cgra309;

cgrb308:
  cgacc310 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc311 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc312 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  cgacc313 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  k_27 = (long long)0;
  goto cgk314;

cgra309:
  cgr254 = (long long)0;
  goto cgrow323;

cgk314:
  if (k_27 < (long long)64) goto cgkb315; else goto cgka316;

cgkb315:
  c_26 = cgc256 + (long long)0;
  cgb317 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc256 + (long long)16;
  cgb318 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc256 + (long long)32;
  cgb319 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc256 + (long long)48;
  cgb320 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)0;
  cga321 = P_W_M[(r_25 * (long long)128 + k_27)];
  cgab322 = {cga321, cga321, cga321, cga321, cga321, cga321, cga321, cga321, cga321, cga321, cga321, cga321, cga321, cga321, cga321, cga321};
  cgacc310 += cgb317 * cgab322;
  cgacc311 += cgb318 * cgab322;
  cgacc312 += cgb319 * cgab322;
  cgacc313 += cgb320 * cgab322;
  k_27 += (long long)1;
  goto cgk314;

cgka316:
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc310;
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc311;
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc312;
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc313;
  cgr254 += (long long)1;
  goto cgrow307;

cgrow323:
  if (cgr254 + (long long)5 < cghi255) goto cgrb324; else goto cgra325;

cgrb324:
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)0;
  cgacc326 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)16;
  cgacc327 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)32;
  cgacc328 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)48;
  cgacc329 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)1;
  c_26 = cgc256 + (long long)0;
  cgacc330 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)1;
  c_26 = cgc256 + (long long)16;
  cgacc331 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)1;
  c_26 = cgc256 + (long long)32;
  cgacc332 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)1;
  c_26 = cgc256 + (long long)48;
  cgacc333 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)2;
  c_26 = cgc256 + (long long)0;
  cgacc334 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)2;
  c_26 = cgc256 + (long long)16;
  cgacc335 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)2;
  c_26 = cgc256 + (long long)32;
  cgacc336 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)2;
  c_26 = cgc256 + (long long)48;
  cgacc337 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)3;
  c_26 = cgc256 + (long long)0;
  cgacc338 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)3;
  c_26 = cgc256 + (long long)16;
  cgacc339 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)3;
  c_26 = cgc256 + (long long)32;
  cgacc340 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)3;
  c_26 = cgc256 + (long long)48;
  cgacc341 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)4;
  c_26 = cgc256 + (long long)0;
  cgacc342 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)4;
  c_26 = cgc256 + (long long)16;
  cgacc343 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)4;
  c_26 = cgc256 + (long long)32;
  cgacc344 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)4;
  c_26 = cgc256 + (long long)48;
  cgacc345 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)5;
  c_26 = cgc256 + (long long)0;
  cgacc346 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)5;
  c_26 = cgc256 + (long long)16;
  cgacc347 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)5;
  c_26 = cgc256 + (long long)32;
  cgacc348 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)5;
  c_26 = cgc256 + (long long)48;
  cgacc349 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  k_27 = (long long)0;
  goto cgk350;

cgra325:
  goto cgrow369;

cgk350:
  if (k_27 < (long long)64) goto cgkb351; else goto cgka352;

cgkb351:
  c_26 = cgc256 + (long long)0;
  cgb353 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc256 + (long long)16;
  cgb354 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc256 + (long long)32;
  cgb355 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc256 + (long long)48;
  cgb356 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)0;
  cga357 = P_W_M[(r_25 * (long long)128 + k_27 + (long long)64)];
  cgab358 = {cga357, cga357, cga357, cga357, cga357, cga357, cga357, cga357, cga357, cga357, cga357, cga357, cga357, cga357, cga357, cga357};
  cgacc326 += cgb353 * cgab358;
  cgacc327 += cgb354 * cgab358;
  cgacc328 += cgb355 * cgab358;
  cgacc329 += cgb356 * cgab358;
  r_25 = cgr254 + (long long)1;
  cga359 = P_W_M[(r_25 * (long long)128 + k_27 + (long long)64)];
  cgab360 = {cga359, cga359, cga359, cga359, cga359, cga359, cga359, cga359, cga359, cga359, cga359, cga359, cga359, cga359, cga359, cga359};
  cgacc330 += cgb353 * cgab360;
  cgacc331 += cgb354 * cgab360;
  cgacc332 += cgb355 * cgab360;
  cgacc333 += cgb356 * cgab360;
  r_25 = cgr254 + (long long)2;
  cga361 = P_W_M[(r_25 * (long long)128 + k_27 + (long long)64)];
  cgab362 = {cga361, cga361, cga361, cga361, cga361, cga361, cga361, cga361, cga361, cga361, cga361, cga361, cga361, cga361, cga361, cga361};
  cgacc334 += cgb353 * cgab362;
  cgacc335 += cgb354 * cgab362;
  cgacc336 += cgb355 * cgab362;
  cgacc337 += cgb356 * cgab362;
  r_25 = cgr254 + (long long)3;
  cga363 = P_W_M[(r_25 * (long long)128 + k_27 + (long long)64)];
  cgab364 = {cga363, cga363, cga363, cga363, cga363, cga363, cga363, cga363, cga363, cga363, cga363, cga363, cga363, cga363, cga363, cga363};
  cgacc338 += cgb353 * cgab364;
  cgacc339 += cgb354 * cgab364;
  cgacc340 += cgb355 * cgab364;
  cgacc341 += cgb356 * cgab364;
  r_25 = cgr254 + (long long)4;
  cga365 = P_W_M[(r_25 * (long long)128 + k_27 + (long long)64)];
  cgab366 = {cga365, cga365, cga365, cga365, cga365, cga365, cga365, cga365, cga365, cga365, cga365, cga365, cga365, cga365, cga365, cga365};
  cgacc342 += cgb353 * cgab366;
  cgacc343 += cgb354 * cgab366;
  cgacc344 += cgb355 * cgab366;
  cgacc345 += cgb356 * cgab366;
  r_25 = cgr254 + (long long)5;
  cga367 = P_W_M[(r_25 * (long long)128 + k_27 + (long long)64)];
  cgab368 = {cga367, cga367, cga367, cga367, cga367, cga367, cga367, cga367, cga367, cga367, cga367, cga367, cga367, cga367, cga367, cga367};
  cgacc346 += cgb353 * cgab368;
  cgacc347 += cgb354 * cgab368;
  cgacc348 += cgb355 * cgab368;
  cgacc349 += cgb356 * cgab368;
  k_27 += (long long)1;
  goto cgk350;

cgka352:
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc326;
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc327;
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc328;
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc329;
  r_25 = cgr254 + (long long)1;
  c_26 = cgc256 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc330;
  r_25 = cgr254 + (long long)1;
  c_26 = cgc256 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc331;
  r_25 = cgr254 + (long long)1;
  c_26 = cgc256 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc332;
  r_25 = cgr254 + (long long)1;
  c_26 = cgc256 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc333;
  r_25 = cgr254 + (long long)2;
  c_26 = cgc256 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc334;
  r_25 = cgr254 + (long long)2;
  c_26 = cgc256 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc335;
  r_25 = cgr254 + (long long)2;
  c_26 = cgc256 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc336;
  r_25 = cgr254 + (long long)2;
  c_26 = cgc256 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc337;
  r_25 = cgr254 + (long long)3;
  c_26 = cgc256 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc338;
  r_25 = cgr254 + (long long)3;
  c_26 = cgc256 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc339;
  r_25 = cgr254 + (long long)3;
  c_26 = cgc256 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc340;
  r_25 = cgr254 + (long long)3;
  c_26 = cgc256 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc341;
  r_25 = cgr254 + (long long)4;
  c_26 = cgc256 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc342;
  r_25 = cgr254 + (long long)4;
  c_26 = cgc256 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc343;
  r_25 = cgr254 + (long long)4;
  c_26 = cgc256 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc344;
  r_25 = cgr254 + (long long)4;
  c_26 = cgc256 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc345;
  r_25 = cgr254 + (long long)5;
  c_26 = cgc256 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc346;
  r_25 = cgr254 + (long long)5;
  c_26 = cgc256 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc347;
  r_25 = cgr254 + (long long)5;
  c_26 = cgc256 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc348;
  r_25 = cgr254 + (long long)5;
  c_26 = cgc256 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc349;
  cgr254 += (long long)6;
  goto cgrow323;

cgrow369:
  if (cgr254 + (long long)0 < cghi255) goto cgrb370; else goto cgra371;

cgrb370:
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)0;
  cgacc372 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)16;
  cgacc373 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)32;
  cgacc374 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)48;
  cgacc375 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]);
  k_27 = (long long)0;
  goto cgk376;

cgra371:
  cgc256 += (long long)64;
  goto cgcol258;

cgk376:
  if (k_27 < (long long)64) goto cgkb377; else goto cgka378;

cgkb377:
  c_26 = cgc256 + (long long)0;
  cgb379 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc256 + (long long)16;
  cgb380 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc256 + (long long)32;
  cgb381 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  c_26 = cgc256 + (long long)48;
  cgb382 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)]);
  r_25 = cgr254 + (long long)0;
  cga383 = P_W_M[(r_25 * (long long)128 + k_27 + (long long)64)];
  cgab384 = {cga383, cga383, cga383, cga383, cga383, cga383, cga383, cga383, cga383, cga383, cga383, cga383, cga383, cga383, cga383, cga383};
  cgacc372 += cgb379 * cgab384;
  cgacc373 += cgb380 * cgab384;
  cgacc374 += cgb381 * cgab384;
  cgacc375 += cgb382 * cgab384;
  k_27 += (long long)1;
  goto cgk376;

cgka378:
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc372;
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc373;
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc374;
  r_25 = cgr254 + (long long)0;
  c_26 = cgc256 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)]) = cgacc375;
  cgr254 += (long long)1;
  goto cgrow369;

for385:
  if (r_25 < cghi255) goto body386; else goto after387;

body386:
  c_26 = cgc256;
  goto for388;

after387:
  goto lcjoin51;

for388:
  if (c_26 < (long long)64) goto body389; else goto after390;

body389:
  lanes391[(long long)0] = (double)0.000000;
  lanes391[(long long)1] = (double)0.000000;
  lanes391[(long long)2] = (double)0.000000;
  lanes391[(long long)3] = (double)0.000000;
  lanes391[(long long)4] = (double)0.000000;
  lanes391[(long long)5] = (double)0.000000;
  lanes391[(long long)6] = (double)0.000000;
  lanes391[(long long)7] = (double)0.000000;
  k0 = (long long)0;
  goto for392;

after390:
  r_25 += (long long)1;
  goto for385;

for392:
  if (k0 < (long long)64) goto body393; else goto after394;

body393:
  l = (long long)0;
  goto for395;

after394:
  k0 = (long long)0;
  goto for398;

for395:
  if (l < (long long)8) goto body396; else goto after397;

body396:
  k_27 = k0 + l;
  lanes391[l] += (double)P_W_M[(r_25 * (long long)128 + k_27)] * (double)S_1[(c0_32 * (long long)4096 + k_27 * (long long)64 + c_26)];
  l += (long long)1;
  goto for395;

after397:
  k0 += (long long)8;
  goto for392;

for398:
  if (k0 < (long long)64) goto body399; else goto after400;

body399:
  l = (long long)0;
  goto for401;

after400:
  acc14_28 = (float)(lanes391[(long long)0] + lanes391[(long long)1] + lanes391[(long long)2] + lanes391[(long long)3] + lanes391[(long long)4] + lanes391[(long long)5] + lanes391[(long long)6] + lanes391[(long long)7]);
  S_1[(i_30 * (long long)4096 + r_25 * (long long)64 + c_26)] = acc14_28;
  c_26 += (long long)1;
  goto for388;

for401:
  if (l < (long long)8) goto body402; else goto after403;

body402:
  k_27 = k0 + l;
  lanes391[l] += (double)P_W_M[(r_25 * (long long)128 + k_27 + (long long)64)] * (double)S_1[(c1_33 * (long long)4096 + k_27 * (long long)64 + c_26)];
  l += (long long)1;
  goto for401;

after403:
  k0 += (long long)8;
  goto for398;

for404:
  if (li_34 < n_2) goto body405; else goto after406;

body405:
  i_35 = start_0 + li_34;
  jv407 = (long long)0;
  goto for408;

after406:
  return;

for408:
  if (jv407 < (long long)64) goto body409; else goto after410;

body409:
  j_36 = (long long)0 + jv407;
  v10_411 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_34 * (long long)64 + j_36)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_bias[j_36]);
  v10_412 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_34 * (long long)64 + j_36 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_bias[(j_36 + (long long)16)]);
  v10_413 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_34 * (long long)64 + j_36 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_bias[(j_36 + (long long)32)]);
  v10_414 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_34 * (long long)64 + j_36 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_bias[(j_36 + (long long)48)]);
  vbuf415[(long long)0] = v10_411;
  vbuf415[(long long)1] = v10_412;
  vbuf415[(long long)2] = v10_413;
  vbuf415[(long long)3] = v10_414;
  (void)cx_vtanh_a_p0 (((float *)&vbuf415[(long long)0]), (long long)64);
  vr416 = vbuf415[(long long)0];
  vr417 = vbuf415[(long long)1];
  vr418 = vbuf415[(long long)2];
  vr419 = vbuf415[(long long)3];
  v11_420 = vr416;
  v11_421 = vr417;
  v11_422 = vr418;
  v11_423 = vr419;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_35 * (long long)64 + j_36)]) = v11_420;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_35 * (long long)64 + j_36 + (long long)16)]) = v11_421;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_35 * (long long)64 + j_36 + (long long)32)]) = v11_422;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_35 * (long long)64 + j_36 + (long long)48)]) = v11_423;
  jv407 += (long long)64;
  goto for408;

after410:
  li_34 += (long long)1;
  goto for404;
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
cx_out_p (struct JitFrame * f, int * nodes, int count, float * out)
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
  if (jv4 < (long long)64) goto body6; else goto after7;

body6:
  j_3 = (long long)0 + jv4;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_1 * (long long)64 + j_3)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_2 * (long long)64 + j_3)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_1 * (long long)64 + j_3 + (long long)16)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_2 * (long long)64 + j_3 + (long long)16)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_1 * (long long)64 + j_3 + (long long)32)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_2 * (long long)64 + j_3 + (long long)32)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_1 * (long long)64 + j_3 + (long long)48)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_2 * (long long)64 + j_3 + (long long)48)]);
  jv4 += (long long)64;
  goto for5;

after7:
  li_1 += (long long)1;
  goto for1;
}

extern void
cx_out_P (struct JitFrame * f, int * nodes, int count, float * out)
{
  long long count_0;
  long long li_1;
  long long i_2;
  long long j_3;
  long long jv4;
  float * S_1;

entry:
  count_0 = (long long)count;
  S_1 = f->states[(long long)1];
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
  if (jv4 < (long long)4096) goto body6; else goto after7;

body6:
  j_3 = (long long)0 + jv4;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_1 * (long long)4096 + j_3)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_2 * (long long)4096 + j_3)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_1 * (long long)4096 + j_3 + (long long)16)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_2 * (long long)4096 + j_3 + (long long)16)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_1 * (long long)4096 + j_3 + (long long)32)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_2 * (long long)4096 + j_3 + (long long)32)]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_1 * (long long)4096 + j_3 + (long long)48)]) = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_2 * (long long)4096 + j_3 + (long long)48)]);
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
  long long cs_9;
  long long c1_10;
  long long c0_11;
  long long r_12;
  long long k_13;
  float acc6_14;
  long long li_15;
  long long i_16;
  long long cs_17;
  long long c0_18;
  long long c1_19;
  long long r_20;
  long long k_21;
  float acc8_22;
  long long li_23;
  long long i_24;
  long long r_25;
  long long c_26;
  long long k_27;
  float acc14_28;
  long long li_29;
  long long i_30;
  long long cs_31;
  long long c0_32;
  long long c1_33;
  long long li_34;
  long long i_35;
  long long j_36;
  float v10_37;
  float v11_38;
  float lca;
  float * P_W_M;
  float * P_A0;
  float * PK_0;

entry:
  P_W_M = f->params[(long long)4];
  P_A0 = f->params[(long long)1];
  PK_0 = f->packed[(long long)0];
  goto start0;

start0:
  r_25 = (long long)0;
  goto for1;

for1:
  if (r_25 < (long long)64) goto body2; else goto after3;

body2:
  k_27 = (long long)0;
  goto for4;

after3:
  return;

for4:
  if (k_27 < (long long)64) goto body5; else goto after6;

body5:
  lca = P_W_M[(r_25 * (long long)128 + k_27)];
  c_26 = (long long)0;
  goto for7;

after6:
  r_25 += (long long)1;
  goto for1;

for7:
  if (c_26 < (long long)64) goto body8; else goto after9;

body8:
  PK_0[(r_25 * (long long)64 + c_26)] += lca * P_A0[(k_27 * (long long)64 + c_26)];
  c_26 += (long long)1;
  goto for7;

after9:
  k_27 += (long long)1;
  goto for4;
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
  float acc5_6;
  long long li_7;
  long long i_8;
  long long cs_9;
  long long c1_10;
  long long c0_11;
  long long r_12;
  long long k_13;
  float acc6_14;
  long long li_15;
  long long i_16;
  long long cs_17;
  long long c0_18;
  long long c1_19;
  long long r_20;
  long long k_21;
  float acc8_22;
  long long li_23;
  long long i_24;
  long long r_25;
  long long c_26;
  long long k_27;
  float acc14_28;
  long long li_29;
  long long i_30;
  long long cs_31;
  long long c0_32;
  long long c1_33;
  long long li_34;
  long long i_35;
  long long j_36;
  float v10_37;
  float v11_38;
  float lca;
  float * P_W_M;
  float * P_A0;
  float * PK_1;

entry:
  P_W_M = f->params[(long long)4];
  P_A0 = f->params[(long long)1];
  PK_1 = f->packed[(long long)1];
  goto start0;

start0:
  r_25 = (long long)0;
  goto for1;

for1:
  if (r_25 < (long long)64) goto body2; else goto after3;

body2:
  k_27 = (long long)0;
  goto for4;

after3:
  return;

for4:
  if (k_27 < (long long)64) goto body5; else goto after6;

body5:
  lca = P_W_M[(r_25 * (long long)128 + k_27 + (long long)64)];
  c_26 = (long long)0;
  goto for7;

after6:
  r_25 += (long long)1;
  goto for1;

for7:
  if (c_26 < (long long)64) goto body8; else goto after9;

body8:
  PK_1[(r_25 * (long long)64 + c_26)] += lca * P_A0[(k_27 * (long long)64 + c_26)];
  c_26 += (long long)1;
  goto for7;

after9:
  k_27 += (long long)1;
  goto for4;
}

extern void
cx_pack (struct JitFrame * f)
{
entry:
  (void)cx_pack_0 (f);
  (void)cx_pack_1 (f);
  return;
}

