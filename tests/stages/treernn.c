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
  long long grlo9;
  long long grhi10;
  long long grfhi11;
  long long grP12;
  long long grp13;
  int * children;
  long long glit28;
  float * S_0;
  float * gx29;
  float * gx30;
  long long glit33;
  float * gx34;
  float * gx35;
  long long glit38;
  float * gx39;
  float * gx40;
  long long glit43;
  float * gx44;
  float * gx45;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc46;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc47;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc48;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc49;
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
  long long gk62;
  float * gp63;
  bool lpok64;
  long long lpslot65;
  long long lpslot66;
  long long lpslot67;
  long long lpslot68;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw77;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw78;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw79;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw80;
  float gxs81;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb82;
  float gxs83;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb84;
  float gxs85;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb86;
  float gxs87;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb88;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot97;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot98;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot99;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot100;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot101;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot102;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot103;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot104;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot105;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot106;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot107;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot108;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot109;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot110;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot111;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot112;
  bool lpok113;
  long long lpslot114;
  long long lpslot115;
  long long lpslot116;
  long long lpslot117;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw126;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw127;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw128;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw129;
  float gxs130;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb131;
  float gxs132;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb133;
  float gxs134;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb135;
  float gxs136;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb137;
  long long glit159;
  float * gx160;
  float * gx161;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc162;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc163;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc164;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc165;
  long long gk166;
  float * gp167;
  bool lpok168;
  long long lpslot169;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw178;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw179;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw180;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw181;
  float gxs182;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb183;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot186;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot187;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot188;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot189;
  bool lpok190;
  long long lpslot191;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw200;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw201;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw202;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw203;
  float gxs204;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb205;
  long long glit214;
  float * gx215;
  float * gx216;
  long long glit219;
  float * gx220;
  float * gx221;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc222;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc223;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc224;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc225;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc226;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc227;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc228;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc229;
  long long gk230;
  float * gp231;
  bool lpok232;
  long long lpslot233;
  long long lpslot234;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw243;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw244;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw245;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw246;
  float gxs247;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb248;
  float gxs249;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb250;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot255;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot256;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot257;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot258;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot259;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot260;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot261;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot262;
  bool lpok263;
  long long lpslot264;
  long long lpslot265;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw274;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw275;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw276;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw277;
  float gxs278;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb279;
  float gxs280;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb281;
  long long glit294;
  float * gx295;
  float * gx296;
  long long glit299;
  float * gx300;
  float * gx301;
  long long glit304;
  float * gx305;
  float * gx306;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc307;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc308;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc309;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc310;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc311;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc312;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc313;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc314;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc315;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc316;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc317;
  float  __attribute__((vector_size(sizeof (float) * 16))) gacc318;
  long long gk319;
  float * gp320;
  bool lpok321;
  long long lpslot322;
  long long lpslot323;
  long long lpslot324;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw333;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw334;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw335;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw336;
  float gxs337;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb338;
  float gxs339;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb340;
  float gxs341;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb342;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot349;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot350;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot351;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot352;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot353;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot354;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot355;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot356;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot357;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot358;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot359;
  float  __attribute__((vector_size(sizeof (float) * 16))) gtot360;
  bool lpok361;
  long long lpslot362;
  long long lpslot363;
  long long lpslot364;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw373;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw374;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw375;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw376;
  float gxs377;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb378;
  float gxs379;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb380;
  float gxs381;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb382;
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
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile23;

grafter22:
  return;

gtile23:
  if (gli2 + (long long)3 < gnhi3) goto gtbody24; else goto gtafter25;

gtbody24:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm26; else goto gpermj27;

gtafter25:
  if (gnhi3 - gli2 == (long long)1) goto gtrest155; else goto gtnext156;

gperm26:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj27;

gpermj27:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit28 = li_7;
  gx29 = (float *)&S_0[(c0_10 * (long long)256)];
  gx30 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm31; else goto gpermj32;

gperm31:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj32;

gpermj32:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit33 = li_7;
  gx34 = (float *)&S_0[(c0_10 * (long long)256)];
  gx35 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm36; else goto gpermj37;

gperm36:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj37;

gpermj37:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit38 = li_7;
  gx39 = (float *)&S_0[(c0_10 * (long long)256)];
  gx40 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)3;
  if (f->lp_perm != (int *)NULL) goto gperm41; else goto gpermj42;

gperm41:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj42;

gpermj42:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit43 = li_7;
  gx44 = (float *)&S_0[(c0_10 * (long long)256)];
  gx45 = (float *)&S_0[(c1_11 * (long long)256)];
  gacc46 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc47 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc48 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc49 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
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
  gp63 = gpw1;
  lpok64 = (bool)0;
  lpslot65 = (long long)-1;
  lpslot66 = (long long)-1;
  lpslot67 = (long long)-1;
  lpslot68 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk69; else goto lpdec70;

lpchk69:
  lpslot65 = (long long)f->lp_slot[(long long)0][(start_0 + glit28)];
  lpslot66 = (long long)f->lp_slot[(long long)0][(start_0 + glit33)];
  lpslot67 = (long long)f->lp_slot[(long long)0][(start_0 + glit38)];
  lpslot68 = (long long)f->lp_slot[(long long)0][(start_0 + glit43)];
  lpok64 = lpslot65 >= (long long)0 && lpslot66 >= (long long)0 && lpslot67 >= (long long)0 && lpslot68 >= (long long)0;
  goto lpdec70;

lpdec70:
  if (lpok64) goto lphit71; else goto lpmiss72;

lphit71:
  gacc46 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot65 * (long long)256 + gprow5 + (long long)0)]);
  gacc47 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot65 * (long long)256 + gprow5 + (long long)16)]);
  gacc48 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot65 * (long long)256 + gprow5 + (long long)32)]);
  gacc49 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot65 * (long long)256 + gprow5 + (long long)48)]);
  gacc50 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot66 * (long long)256 + gprow5 + (long long)0)]);
  gacc51 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot66 * (long long)256 + gprow5 + (long long)16)]);
  gacc52 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot66 * (long long)256 + gprow5 + (long long)32)]);
  gacc53 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot66 * (long long)256 + gprow5 + (long long)48)]);
  gacc54 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot67 * (long long)256 + gprow5 + (long long)0)]);
  gacc55 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot67 * (long long)256 + gprow5 + (long long)16)]);
  gacc56 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot67 * (long long)256 + gprow5 + (long long)32)]);
  gacc57 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot67 * (long long)256 + gprow5 + (long long)48)]);
  gacc58 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot68 * (long long)256 + gprow5 + (long long)0)]);
  gacc59 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot68 * (long long)256 + gprow5 + (long long)16)]);
  gacc60 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot68 * (long long)256 + gprow5 + (long long)32)]);
  gacc61 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot68 * (long long)256 + gprow5 + (long long)48)]);
  gp63 = &gp63[(long long)16384];
  goto lpjoin73;

lpmiss72:
  gk62 = (long long)0;
  goto gfor74;

lpjoin73:
  gtot97 = gacc46;
  gtot98 = gacc47;
  gtot99 = gacc48;
  gtot100 = gacc49;
  gtot101 = gacc50;
  gtot102 = gacc51;
  gtot103 = gacc52;
  gtot104 = gacc53;
  gtot105 = gacc54;
  gtot106 = gacc55;
  gtot107 = gacc56;
  gtot108 = gacc57;
  gtot109 = gacc58;
  gtot110 = gacc59;
  gtot111 = gacc60;
  gtot112 = gacc61;
  gacc46 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc47 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc48 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc49 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
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
  lpok113 = (bool)0;
  lpslot114 = (long long)-1;
  lpslot115 = (long long)-1;
  lpslot116 = (long long)-1;
  lpslot117 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk118; else goto lpdec119;

gfor74:
  if (gk62 < (long long)256) goto gbody75; else goto gafter76;

gbody75:
  gw77 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp63[(long long)0]);
  gw78 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp63[(long long)16]);
  gw79 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp63[(long long)32]);
  gw80 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp63[(long long)48]);
  gxs81 = gx29[(gk62 + (long long)0)];
  gxb82 = {gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81, gxs81};
  gacc46 += gw77 * gxb82;
  gacc47 += gw78 * gxb82;
  gacc48 += gw79 * gxb82;
  gacc49 += gw80 * gxb82;
  gxs83 = gx34[(gk62 + (long long)0)];
  gxb84 = {gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83, gxs83};
  gacc50 += gw77 * gxb84;
  gacc51 += gw78 * gxb84;
  gacc52 += gw79 * gxb84;
  gacc53 += gw80 * gxb84;
  gxs85 = gx39[(gk62 + (long long)0)];
  gxb86 = {gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85, gxs85};
  gacc54 += gw77 * gxb86;
  gacc55 += gw78 * gxb86;
  gacc56 += gw79 * gxb86;
  gacc57 += gw80 * gxb86;
  gxs87 = gx44[(gk62 + (long long)0)];
  gxb88 = {gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87};
  gacc58 += gw77 * gxb88;
  gacc59 += gw78 * gxb88;
  gacc60 += gw79 * gxb88;
  gacc61 += gw80 * gxb88;
  gp63 = &gp63[(long long)64];
  gk62 += (long long)1;
  goto gfor74;

gafter76:
  if (lpslot65 <= (long long)-2) goto lpwr89; else goto lpwn90;

lpwr89:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot65) * (long long)256 + gprow5 + (long long)0)]) = gacc46;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot65) * (long long)256 + gprow5 + (long long)16)]) = gacc47;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot65) * (long long)256 + gprow5 + (long long)32)]) = gacc48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot65) * (long long)256 + gprow5 + (long long)48)]) = gacc49;
  goto lpwn90;

lpwn90:
  if (lpslot66 <= (long long)-2) goto lpwr91; else goto lpwn92;

lpwr91:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot66) * (long long)256 + gprow5 + (long long)0)]) = gacc50;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot66) * (long long)256 + gprow5 + (long long)16)]) = gacc51;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot66) * (long long)256 + gprow5 + (long long)32)]) = gacc52;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot66) * (long long)256 + gprow5 + (long long)48)]) = gacc53;
  goto lpwn92;

lpwn92:
  if (lpslot67 <= (long long)-2) goto lpwr93; else goto lpwn94;

lpwr93:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot67) * (long long)256 + gprow5 + (long long)0)]) = gacc54;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot67) * (long long)256 + gprow5 + (long long)16)]) = gacc55;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot67) * (long long)256 + gprow5 + (long long)32)]) = gacc56;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot67) * (long long)256 + gprow5 + (long long)48)]) = gacc57;
  goto lpwn94;

lpwn94:
  if (lpslot68 <= (long long)-2) goto lpwr95; else goto lpwn96;

lpwr95:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot68) * (long long)256 + gprow5 + (long long)0)]) = gacc58;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot68) * (long long)256 + gprow5 + (long long)16)]) = gacc59;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot68) * (long long)256 + gprow5 + (long long)32)]) = gacc60;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot68) * (long long)256 + gprow5 + (long long)48)]) = gacc61;
  goto lpwn96;

lpwn96:
  goto lpjoin73;

lpchk118:
  lpslot114 = (long long)f->lp_slot[(long long)1][(start_0 + glit28)];
  lpslot115 = (long long)f->lp_slot[(long long)1][(start_0 + glit33)];
  lpslot116 = (long long)f->lp_slot[(long long)1][(start_0 + glit38)];
  lpslot117 = (long long)f->lp_slot[(long long)1][(start_0 + glit43)];
  lpok113 = lpslot114 >= (long long)0 && lpslot115 >= (long long)0 && lpslot116 >= (long long)0 && lpslot117 >= (long long)0;
  goto lpdec119;

lpdec119:
  if (lpok113) goto lphit120; else goto lpmiss121;

lphit120:
  gacc46 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot114 * (long long)256 + gprow5 + (long long)0)]);
  gacc47 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot114 * (long long)256 + gprow5 + (long long)16)]);
  gacc48 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot114 * (long long)256 + gprow5 + (long long)32)]);
  gacc49 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot114 * (long long)256 + gprow5 + (long long)48)]);
  gacc50 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot115 * (long long)256 + gprow5 + (long long)0)]);
  gacc51 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot115 * (long long)256 + gprow5 + (long long)16)]);
  gacc52 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot115 * (long long)256 + gprow5 + (long long)32)]);
  gacc53 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot115 * (long long)256 + gprow5 + (long long)48)]);
  gacc54 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot116 * (long long)256 + gprow5 + (long long)0)]);
  gacc55 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot116 * (long long)256 + gprow5 + (long long)16)]);
  gacc56 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot116 * (long long)256 + gprow5 + (long long)32)]);
  gacc57 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot116 * (long long)256 + gprow5 + (long long)48)]);
  gacc58 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot117 * (long long)256 + gprow5 + (long long)0)]);
  gacc59 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot117 * (long long)256 + gprow5 + (long long)16)]);
  gacc60 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot117 * (long long)256 + gprow5 + (long long)32)]);
  gacc61 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot117 * (long long)256 + gprow5 + (long long)48)]);
  gp63 = &gp63[(long long)16384];
  goto lpjoin122;

lpmiss121:
  gk62 = (long long)0;
  goto gfor123;

lpjoin122:
  gtot97 += gacc46;
  gtot98 += gacc47;
  gtot99 += gacc48;
  gtot100 += gacc49;
  gtot101 += gacc50;
  gtot102 += gacc51;
  gtot103 += gacc52;
  gtot104 += gacc53;
  gtot105 += gacc54;
  gtot106 += gacc55;
  gtot107 += gacc56;
  gtot108 += gacc57;
  gtot109 += gacc58;
  gtot110 += gacc59;
  gtot111 += gacc60;
  gtot112 += gacc61;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm146; else goto gpermj147;

gfor123:
  if (gk62 < (long long)256) goto gbody124; else goto gafter125;

gbody124:
  gw126 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp63[(long long)0]);
  gw127 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp63[(long long)16]);
  gw128 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp63[(long long)32]);
  gw129 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp63[(long long)48]);
  gxs130 = gx30[(gk62 + (long long)0)];
  gxb131 = {gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130, gxs130};
  gacc46 += gw126 * gxb131;
  gacc47 += gw127 * gxb131;
  gacc48 += gw128 * gxb131;
  gacc49 += gw129 * gxb131;
  gxs132 = gx35[(gk62 + (long long)0)];
  gxb133 = {gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132, gxs132};
  gacc50 += gw126 * gxb133;
  gacc51 += gw127 * gxb133;
  gacc52 += gw128 * gxb133;
  gacc53 += gw129 * gxb133;
  gxs134 = gx40[(gk62 + (long long)0)];
  gxb135 = {gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134, gxs134};
  gacc54 += gw126 * gxb135;
  gacc55 += gw127 * gxb135;
  gacc56 += gw128 * gxb135;
  gacc57 += gw129 * gxb135;
  gxs136 = gx45[(gk62 + (long long)0)];
  gxb137 = {gxs136, gxs136, gxs136, gxs136, gxs136, gxs136, gxs136, gxs136, gxs136, gxs136, gxs136, gxs136, gxs136, gxs136, gxs136, gxs136};
  gacc58 += gw126 * gxb137;
  gacc59 += gw127 * gxb137;
  gacc60 += gw128 * gxb137;
  gacc61 += gw129 * gxb137;
  gp63 = &gp63[(long long)64];
  gk62 += (long long)1;
  goto gfor123;

gafter125:
  if (lpslot114 <= (long long)-2) goto lpwr138; else goto lpwn139;

lpwr138:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot114) * (long long)256 + gprow5 + (long long)0)]) = gacc46;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot114) * (long long)256 + gprow5 + (long long)16)]) = gacc47;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot114) * (long long)256 + gprow5 + (long long)32)]) = gacc48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot114) * (long long)256 + gprow5 + (long long)48)]) = gacc49;
  goto lpwn139;

lpwn139:
  if (lpslot115 <= (long long)-2) goto lpwr140; else goto lpwn141;

lpwr140:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot115) * (long long)256 + gprow5 + (long long)0)]) = gacc50;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot115) * (long long)256 + gprow5 + (long long)16)]) = gacc51;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot115) * (long long)256 + gprow5 + (long long)32)]) = gacc52;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot115) * (long long)256 + gprow5 + (long long)48)]) = gacc53;
  goto lpwn141;

lpwn141:
  if (lpslot116 <= (long long)-2) goto lpwr142; else goto lpwn143;

lpwr142:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot116) * (long long)256 + gprow5 + (long long)0)]) = gacc54;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot116) * (long long)256 + gprow5 + (long long)16)]) = gacc55;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot116) * (long long)256 + gprow5 + (long long)32)]) = gacc56;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot116) * (long long)256 + gprow5 + (long long)48)]) = gacc57;
  goto lpwn143;

lpwn143:
  if (lpslot117 <= (long long)-2) goto lpwr144; else goto lpwn145;

lpwr144:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot117) * (long long)256 + gprow5 + (long long)0)]) = gacc58;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot117) * (long long)256 + gprow5 + (long long)16)]) = gacc59;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot117) * (long long)256 + gprow5 + (long long)32)]) = gacc60;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot117) * (long long)256 + gprow5 + (long long)48)]) = gacc61;
  goto lpwn145;

lpwn145:
  goto lpjoin122;

gperm146:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj147;

gpermj147:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot97;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot98;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot99;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot100;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm148; else goto gpermj149;

gperm148:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj149;

gpermj149:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot101;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot102;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot103;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot104;
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm150; else goto gpermj151;

gperm150:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj151;

gpermj151:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot105;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot106;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot107;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot108;
  li_7 = gli2 + (long long)3;
  if (f->lp_perm != (int *)NULL) goto gperm152; else goto gpermj153;

gperm152:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj153;

gpermj153:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot109;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot110;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot111;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot112;
  gli2 += (long long)4;
  goto gtile23;

gtdone154:
  li_12 = (long long)0;
  goto for395;

gtrest155:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm157; else goto gpermj158;

gtnext156:
  if (gnhi3 - gli2 == (long long)2) goto gtrest210; else goto gtnext211;

gperm157:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj158;

gpermj158:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit159 = li_7;
  gx160 = (float *)&S_0[(c0_10 * (long long)256)];
  gx161 = (float *)&S_0[(c1_11 * (long long)256)];
  gacc162 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc163 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc164 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc165 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp167 = gpw1;
  lpok168 = (bool)0;
  lpslot169 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk170; else goto lpdec171;

lpchk170:
  lpslot169 = (long long)f->lp_slot[(long long)0][(start_0 + glit159)];
  lpok168 = lpslot169 >= (long long)0;
  goto lpdec171;

lpdec171:
  if (lpok168) goto lphit172; else goto lpmiss173;

lphit172:
  gacc162 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot169 * (long long)256 + gprow5 + (long long)0)]);
  gacc163 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot169 * (long long)256 + gprow5 + (long long)16)]);
  gacc164 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot169 * (long long)256 + gprow5 + (long long)32)]);
  gacc165 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot169 * (long long)256 + gprow5 + (long long)48)]);
  gp167 = &gp167[(long long)16384];
  goto lpjoin174;

lpmiss173:
  gk166 = (long long)0;
  goto gfor175;

lpjoin174:
  gtot186 = gacc162;
  gtot187 = gacc163;
  gtot188 = gacc164;
  gtot189 = gacc165;
  gacc162 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc163 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc164 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc165 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok190 = (bool)0;
  lpslot191 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk192; else goto lpdec193;

gfor175:
  if (gk166 < (long long)256) goto gbody176; else goto gafter177;

gbody176:
  gw178 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp167[(long long)0]);
  gw179 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp167[(long long)16]);
  gw180 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp167[(long long)32]);
  gw181 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp167[(long long)48]);
  gxs182 = gx160[(gk166 + (long long)0)];
  gxb183 = {gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182, gxs182};
  gacc162 += gw178 * gxb183;
  gacc163 += gw179 * gxb183;
  gacc164 += gw180 * gxb183;
  gacc165 += gw181 * gxb183;
  gp167 = &gp167[(long long)64];
  gk166 += (long long)1;
  goto gfor175;

gafter177:
  if (lpslot169 <= (long long)-2) goto lpwr184; else goto lpwn185;

lpwr184:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot169) * (long long)256 + gprow5 + (long long)0)]) = gacc162;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot169) * (long long)256 + gprow5 + (long long)16)]) = gacc163;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot169) * (long long)256 + gprow5 + (long long)32)]) = gacc164;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot169) * (long long)256 + gprow5 + (long long)48)]) = gacc165;
  goto lpwn185;

lpwn185:
  goto lpjoin174;

lpchk192:
  lpslot191 = (long long)f->lp_slot[(long long)1][(start_0 + glit159)];
  lpok190 = lpslot191 >= (long long)0;
  goto lpdec193;

lpdec193:
  if (lpok190) goto lphit194; else goto lpmiss195;

lphit194:
  gacc162 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot191 * (long long)256 + gprow5 + (long long)0)]);
  gacc163 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot191 * (long long)256 + gprow5 + (long long)16)]);
  gacc164 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot191 * (long long)256 + gprow5 + (long long)32)]);
  gacc165 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot191 * (long long)256 + gprow5 + (long long)48)]);
  gp167 = &gp167[(long long)16384];
  goto lpjoin196;

lpmiss195:
  gk166 = (long long)0;
  goto gfor197;

lpjoin196:
  gtot186 += gacc162;
  gtot187 += gacc163;
  gtot188 += gacc164;
  gtot189 += gacc165;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm208; else goto gpermj209;

gfor197:
  if (gk166 < (long long)256) goto gbody198; else goto gafter199;

gbody198:
  gw200 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp167[(long long)0]);
  gw201 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp167[(long long)16]);
  gw202 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp167[(long long)32]);
  gw203 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp167[(long long)48]);
  gxs204 = gx161[(gk166 + (long long)0)];
  gxb205 = {gxs204, gxs204, gxs204, gxs204, gxs204, gxs204, gxs204, gxs204, gxs204, gxs204, gxs204, gxs204, gxs204, gxs204, gxs204, gxs204};
  gacc162 += gw200 * gxb205;
  gacc163 += gw201 * gxb205;
  gacc164 += gw202 * gxb205;
  gacc165 += gw203 * gxb205;
  gp167 = &gp167[(long long)64];
  gk166 += (long long)1;
  goto gfor197;

gafter199:
  if (lpslot191 <= (long long)-2) goto lpwr206; else goto lpwn207;

lpwr206:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot191) * (long long)256 + gprow5 + (long long)0)]) = gacc162;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot191) * (long long)256 + gprow5 + (long long)16)]) = gacc163;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot191) * (long long)256 + gprow5 + (long long)32)]) = gacc164;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot191) * (long long)256 + gprow5 + (long long)48)]) = gacc165;
  goto lpwn207;

lpwn207:
  goto lpjoin196;

gperm208:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj209;

gpermj209:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot186;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot187;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot188;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot189;
  goto gtdone154;

gtrest210:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm212; else goto gpermj213;

gtnext211:
  if (gnhi3 - gli2 == (long long)3) goto gtrest290; else goto gtnext291;

gperm212:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj213;

gpermj213:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit214 = li_7;
  gx215 = (float *)&S_0[(c0_10 * (long long)256)];
  gx216 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm217; else goto gpermj218;

gperm217:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj218;

gpermj218:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit219 = li_7;
  gx220 = (float *)&S_0[(c0_10 * (long long)256)];
  gx221 = (float *)&S_0[(c1_11 * (long long)256)];
  gacc222 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc223 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc224 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc225 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc226 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc227 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc228 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc229 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp231 = gpw1;
  lpok232 = (bool)0;
  lpslot233 = (long long)-1;
  lpslot234 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk235; else goto lpdec236;

lpchk235:
  lpslot233 = (long long)f->lp_slot[(long long)0][(start_0 + glit214)];
  lpslot234 = (long long)f->lp_slot[(long long)0][(start_0 + glit219)];
  lpok232 = lpslot233 >= (long long)0 && lpslot234 >= (long long)0;
  goto lpdec236;

lpdec236:
  if (lpok232) goto lphit237; else goto lpmiss238;

lphit237:
  gacc222 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot233 * (long long)256 + gprow5 + (long long)0)]);
  gacc223 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot233 * (long long)256 + gprow5 + (long long)16)]);
  gacc224 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot233 * (long long)256 + gprow5 + (long long)32)]);
  gacc225 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot233 * (long long)256 + gprow5 + (long long)48)]);
  gacc226 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot234 * (long long)256 + gprow5 + (long long)0)]);
  gacc227 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot234 * (long long)256 + gprow5 + (long long)16)]);
  gacc228 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot234 * (long long)256 + gprow5 + (long long)32)]);
  gacc229 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot234 * (long long)256 + gprow5 + (long long)48)]);
  gp231 = &gp231[(long long)16384];
  goto lpjoin239;

lpmiss238:
  gk230 = (long long)0;
  goto gfor240;

lpjoin239:
  gtot255 = gacc222;
  gtot256 = gacc223;
  gtot257 = gacc224;
  gtot258 = gacc225;
  gtot259 = gacc226;
  gtot260 = gacc227;
  gtot261 = gacc228;
  gtot262 = gacc229;
  gacc222 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc223 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc224 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc225 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc226 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc227 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc228 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc229 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok263 = (bool)0;
  lpslot264 = (long long)-1;
  lpslot265 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk266; else goto lpdec267;

gfor240:
  if (gk230 < (long long)256) goto gbody241; else goto gafter242;

gbody241:
  gw243 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp231[(long long)0]);
  gw244 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp231[(long long)16]);
  gw245 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp231[(long long)32]);
  gw246 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp231[(long long)48]);
  gxs247 = gx215[(gk230 + (long long)0)];
  gxb248 = {gxs247, gxs247, gxs247, gxs247, gxs247, gxs247, gxs247, gxs247, gxs247, gxs247, gxs247, gxs247, gxs247, gxs247, gxs247, gxs247};
  gacc222 += gw243 * gxb248;
  gacc223 += gw244 * gxb248;
  gacc224 += gw245 * gxb248;
  gacc225 += gw246 * gxb248;
  gxs249 = gx220[(gk230 + (long long)0)];
  gxb250 = {gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249, gxs249};
  gacc226 += gw243 * gxb250;
  gacc227 += gw244 * gxb250;
  gacc228 += gw245 * gxb250;
  gacc229 += gw246 * gxb250;
  gp231 = &gp231[(long long)64];
  gk230 += (long long)1;
  goto gfor240;

gafter242:
  if (lpslot233 <= (long long)-2) goto lpwr251; else goto lpwn252;

lpwr251:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot233) * (long long)256 + gprow5 + (long long)0)]) = gacc222;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot233) * (long long)256 + gprow5 + (long long)16)]) = gacc223;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot233) * (long long)256 + gprow5 + (long long)32)]) = gacc224;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot233) * (long long)256 + gprow5 + (long long)48)]) = gacc225;
  goto lpwn252;

lpwn252:
  if (lpslot234 <= (long long)-2) goto lpwr253; else goto lpwn254;

lpwr253:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot234) * (long long)256 + gprow5 + (long long)0)]) = gacc226;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot234) * (long long)256 + gprow5 + (long long)16)]) = gacc227;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot234) * (long long)256 + gprow5 + (long long)32)]) = gacc228;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot234) * (long long)256 + gprow5 + (long long)48)]) = gacc229;
  goto lpwn254;

lpwn254:
  goto lpjoin239;

lpchk266:
  lpslot264 = (long long)f->lp_slot[(long long)1][(start_0 + glit214)];
  lpslot265 = (long long)f->lp_slot[(long long)1][(start_0 + glit219)];
  lpok263 = lpslot264 >= (long long)0 && lpslot265 >= (long long)0;
  goto lpdec267;

lpdec267:
  if (lpok263) goto lphit268; else goto lpmiss269;

lphit268:
  gacc222 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot264 * (long long)256 + gprow5 + (long long)0)]);
  gacc223 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot264 * (long long)256 + gprow5 + (long long)16)]);
  gacc224 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot264 * (long long)256 + gprow5 + (long long)32)]);
  gacc225 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot264 * (long long)256 + gprow5 + (long long)48)]);
  gacc226 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot265 * (long long)256 + gprow5 + (long long)0)]);
  gacc227 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot265 * (long long)256 + gprow5 + (long long)16)]);
  gacc228 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot265 * (long long)256 + gprow5 + (long long)32)]);
  gacc229 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot265 * (long long)256 + gprow5 + (long long)48)]);
  gp231 = &gp231[(long long)16384];
  goto lpjoin270;

lpmiss269:
  gk230 = (long long)0;
  goto gfor271;

lpjoin270:
  gtot255 += gacc222;
  gtot256 += gacc223;
  gtot257 += gacc224;
  gtot258 += gacc225;
  gtot259 += gacc226;
  gtot260 += gacc227;
  gtot261 += gacc228;
  gtot262 += gacc229;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm286; else goto gpermj287;

gfor271:
  if (gk230 < (long long)256) goto gbody272; else goto gafter273;

gbody272:
  gw274 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp231[(long long)0]);
  gw275 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp231[(long long)16]);
  gw276 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp231[(long long)32]);
  gw277 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp231[(long long)48]);
  gxs278 = gx216[(gk230 + (long long)0)];
  gxb279 = {gxs278, gxs278, gxs278, gxs278, gxs278, gxs278, gxs278, gxs278, gxs278, gxs278, gxs278, gxs278, gxs278, gxs278, gxs278, gxs278};
  gacc222 += gw274 * gxb279;
  gacc223 += gw275 * gxb279;
  gacc224 += gw276 * gxb279;
  gacc225 += gw277 * gxb279;
  gxs280 = gx221[(gk230 + (long long)0)];
  gxb281 = {gxs280, gxs280, gxs280, gxs280, gxs280, gxs280, gxs280, gxs280, gxs280, gxs280, gxs280, gxs280, gxs280, gxs280, gxs280, gxs280};
  gacc226 += gw274 * gxb281;
  gacc227 += gw275 * gxb281;
  gacc228 += gw276 * gxb281;
  gacc229 += gw277 * gxb281;
  gp231 = &gp231[(long long)64];
  gk230 += (long long)1;
  goto gfor271;

gafter273:
  if (lpslot264 <= (long long)-2) goto lpwr282; else goto lpwn283;

lpwr282:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot264) * (long long)256 + gprow5 + (long long)0)]) = gacc222;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot264) * (long long)256 + gprow5 + (long long)16)]) = gacc223;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot264) * (long long)256 + gprow5 + (long long)32)]) = gacc224;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot264) * (long long)256 + gprow5 + (long long)48)]) = gacc225;
  goto lpwn283;

lpwn283:
  if (lpslot265 <= (long long)-2) goto lpwr284; else goto lpwn285;

lpwr284:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot265) * (long long)256 + gprow5 + (long long)0)]) = gacc226;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot265) * (long long)256 + gprow5 + (long long)16)]) = gacc227;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot265) * (long long)256 + gprow5 + (long long)32)]) = gacc228;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot265) * (long long)256 + gprow5 + (long long)48)]) = gacc229;
  goto lpwn285;

lpwn285:
  goto lpjoin270;

gperm286:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj287;

gpermj287:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot255;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot256;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot257;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot258;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm288; else goto gpermj289;

gperm288:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj289;

gpermj289:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot259;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot260;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot261;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot262;
  goto gtdone154;

gtrest290:
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm292; else goto gpermj293;

gtnext291:
  goto gtdone154;

gperm292:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj293;

gpermj293:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit294 = li_7;
  gx295 = (float *)&S_0[(c0_10 * (long long)256)];
  gx296 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm297; else goto gpermj298;

gperm297:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj298;

gpermj298:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit299 = li_7;
  gx300 = (float *)&S_0[(c0_10 * (long long)256)];
  gx301 = (float *)&S_0[(c1_11 * (long long)256)];
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm302; else goto gpermj303;

gperm302:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj303;

gpermj303:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit304 = li_7;
  gx305 = (float *)&S_0[(c0_10 * (long long)256)];
  gx306 = (float *)&S_0[(c1_11 * (long long)256)];
  gacc307 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc308 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc309 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc310 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc311 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc312 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc313 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc314 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc315 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc316 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc317 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc318 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gp320 = gpw1;
  lpok321 = (bool)0;
  lpslot322 = (long long)-1;
  lpslot323 = (long long)-1;
  lpslot324 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk325; else goto lpdec326;

lpchk325:
  lpslot322 = (long long)f->lp_slot[(long long)0][(start_0 + glit294)];
  lpslot323 = (long long)f->lp_slot[(long long)0][(start_0 + glit299)];
  lpslot324 = (long long)f->lp_slot[(long long)0][(start_0 + glit304)];
  lpok321 = lpslot322 >= (long long)0 && lpslot323 >= (long long)0 && lpslot324 >= (long long)0;
  goto lpdec326;

lpdec326:
  if (lpok321) goto lphit327; else goto lpmiss328;

lphit327:
  gacc307 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot322 * (long long)256 + gprow5 + (long long)0)]);
  gacc308 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot322 * (long long)256 + gprow5 + (long long)16)]);
  gacc309 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot322 * (long long)256 + gprow5 + (long long)32)]);
  gacc310 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot322 * (long long)256 + gprow5 + (long long)48)]);
  gacc311 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot323 * (long long)256 + gprow5 + (long long)0)]);
  gacc312 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot323 * (long long)256 + gprow5 + (long long)16)]);
  gacc313 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot323 * (long long)256 + gprow5 + (long long)32)]);
  gacc314 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot323 * (long long)256 + gprow5 + (long long)48)]);
  gacc315 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot324 * (long long)256 + gprow5 + (long long)0)]);
  gacc316 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot324 * (long long)256 + gprow5 + (long long)16)]);
  gacc317 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot324 * (long long)256 + gprow5 + (long long)32)]);
  gacc318 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(lpslot324 * (long long)256 + gprow5 + (long long)48)]);
  gp320 = &gp320[(long long)16384];
  goto lpjoin329;

lpmiss328:
  gk319 = (long long)0;
  goto gfor330;

lpjoin329:
  gtot349 = gacc307;
  gtot350 = gacc308;
  gtot351 = gacc309;
  gtot352 = gacc310;
  gtot353 = gacc311;
  gtot354 = gacc312;
  gtot355 = gacc313;
  gtot356 = gacc314;
  gtot357 = gacc315;
  gtot358 = gacc316;
  gtot359 = gacc317;
  gtot360 = gacc318;
  gacc307 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc308 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc309 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc310 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc311 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc312 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc313 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc314 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc315 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc316 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc317 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  gacc318 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  lpok361 = (bool)0;
  lpslot362 = (long long)-1;
  lpslot363 = (long long)-1;
  lpslot364 = (long long)-1;
  if (f->lp_slot != (int * *)NULL) goto lpchk365; else goto lpdec366;

gfor330:
  if (gk319 < (long long)256) goto gbody331; else goto gafter332;

gbody331:
  gw333 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp320[(long long)0]);
  gw334 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp320[(long long)16]);
  gw335 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp320[(long long)32]);
  gw336 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp320[(long long)48]);
  gxs337 = gx295[(gk319 + (long long)0)];
  gxb338 = {gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337, gxs337};
  gacc307 += gw333 * gxb338;
  gacc308 += gw334 * gxb338;
  gacc309 += gw335 * gxb338;
  gacc310 += gw336 * gxb338;
  gxs339 = gx300[(gk319 + (long long)0)];
  gxb340 = {gxs339, gxs339, gxs339, gxs339, gxs339, gxs339, gxs339, gxs339, gxs339, gxs339, gxs339, gxs339, gxs339, gxs339, gxs339, gxs339};
  gacc311 += gw333 * gxb340;
  gacc312 += gw334 * gxb340;
  gacc313 += gw335 * gxb340;
  gacc314 += gw336 * gxb340;
  gxs341 = gx305[(gk319 + (long long)0)];
  gxb342 = {gxs341, gxs341, gxs341, gxs341, gxs341, gxs341, gxs341, gxs341, gxs341, gxs341, gxs341, gxs341, gxs341, gxs341, gxs341, gxs341};
  gacc315 += gw333 * gxb342;
  gacc316 += gw334 * gxb342;
  gacc317 += gw335 * gxb342;
  gacc318 += gw336 * gxb342;
  gp320 = &gp320[(long long)64];
  gk319 += (long long)1;
  goto gfor330;

gafter332:
  if (lpslot322 <= (long long)-2) goto lpwr343; else goto lpwn344;

lpwr343:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot322) * (long long)256 + gprow5 + (long long)0)]) = gacc307;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot322) * (long long)256 + gprow5 + (long long)16)]) = gacc308;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot322) * (long long)256 + gprow5 + (long long)32)]) = gacc309;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot322) * (long long)256 + gprow5 + (long long)48)]) = gacc310;
  goto lpwn344;

lpwn344:
  if (lpslot323 <= (long long)-2) goto lpwr345; else goto lpwn346;

lpwr345:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot323) * (long long)256 + gprow5 + (long long)0)]) = gacc311;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot323) * (long long)256 + gprow5 + (long long)16)]) = gacc312;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot323) * (long long)256 + gprow5 + (long long)32)]) = gacc313;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot323) * (long long)256 + gprow5 + (long long)48)]) = gacc314;
  goto lpwn346;

lpwn346:
  if (lpslot324 <= (long long)-2) goto lpwr347; else goto lpwn348;

lpwr347:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot324) * (long long)256 + gprow5 + (long long)0)]) = gacc315;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot324) * (long long)256 + gprow5 + (long long)16)]) = gacc316;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot324) * (long long)256 + gprow5 + (long long)32)]) = gacc317;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - lpslot324) * (long long)256 + gprow5 + (long long)48)]) = gacc318;
  goto lpwn348;

lpwn348:
  goto lpjoin329;

lpchk365:
  lpslot362 = (long long)f->lp_slot[(long long)1][(start_0 + glit294)];
  lpslot363 = (long long)f->lp_slot[(long long)1][(start_0 + glit299)];
  lpslot364 = (long long)f->lp_slot[(long long)1][(start_0 + glit304)];
  lpok361 = lpslot362 >= (long long)0 && lpslot363 >= (long long)0 && lpslot364 >= (long long)0;
  goto lpdec366;

lpdec366:
  if (lpok361) goto lphit367; else goto lpmiss368;

lphit367:
  gacc307 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot362 * (long long)256 + gprow5 + (long long)0)]);
  gacc308 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot362 * (long long)256 + gprow5 + (long long)16)]);
  gacc309 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot362 * (long long)256 + gprow5 + (long long)32)]);
  gacc310 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot362 * (long long)256 + gprow5 + (long long)48)]);
  gacc311 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot363 * (long long)256 + gprow5 + (long long)0)]);
  gacc312 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot363 * (long long)256 + gprow5 + (long long)16)]);
  gacc313 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot363 * (long long)256 + gprow5 + (long long)32)]);
  gacc314 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot363 * (long long)256 + gprow5 + (long long)48)]);
  gacc315 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot364 * (long long)256 + gprow5 + (long long)0)]);
  gacc316 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot364 * (long long)256 + gprow5 + (long long)16)]);
  gacc317 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot364 * (long long)256 + gprow5 + (long long)32)]);
  gacc318 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(lpslot364 * (long long)256 + gprow5 + (long long)48)]);
  gp320 = &gp320[(long long)16384];
  goto lpjoin369;

lpmiss368:
  gk319 = (long long)0;
  goto gfor370;

lpjoin369:
  gtot349 += gacc307;
  gtot350 += gacc308;
  gtot351 += gacc309;
  gtot352 += gacc310;
  gtot353 += gacc311;
  gtot354 += gacc312;
  gtot355 += gacc313;
  gtot356 += gacc314;
  gtot357 += gacc315;
  gtot358 += gacc316;
  gtot359 += gacc317;
  gtot360 += gacc318;
  li_7 = gli2 + (long long)0;
  if (f->lp_perm != (int *)NULL) goto gperm389; else goto gpermj390;

gfor370:
  if (gk319 < (long long)256) goto gbody371; else goto gafter372;

gbody371:
  gw373 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp320[(long long)0]);
  gw374 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp320[(long long)16]);
  gw375 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp320[(long long)32]);
  gw376 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gp320[(long long)48]);
  gxs377 = gx296[(gk319 + (long long)0)];
  gxb378 = {gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377, gxs377};
  gacc307 += gw373 * gxb378;
  gacc308 += gw374 * gxb378;
  gacc309 += gw375 * gxb378;
  gacc310 += gw376 * gxb378;
  gxs379 = gx301[(gk319 + (long long)0)];
  gxb380 = {gxs379, gxs379, gxs379, gxs379, gxs379, gxs379, gxs379, gxs379, gxs379, gxs379, gxs379, gxs379, gxs379, gxs379, gxs379, gxs379};
  gacc311 += gw373 * gxb380;
  gacc312 += gw374 * gxb380;
  gacc313 += gw375 * gxb380;
  gacc314 += gw376 * gxb380;
  gxs381 = gx306[(gk319 + (long long)0)];
  gxb382 = {gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381, gxs381};
  gacc315 += gw373 * gxb382;
  gacc316 += gw374 * gxb382;
  gacc317 += gw375 * gxb382;
  gacc318 += gw376 * gxb382;
  gp320 = &gp320[(long long)64];
  gk319 += (long long)1;
  goto gfor370;

gafter372:
  if (lpslot362 <= (long long)-2) goto lpwr383; else goto lpwn384;

lpwr383:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot362) * (long long)256 + gprow5 + (long long)0)]) = gacc307;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot362) * (long long)256 + gprow5 + (long long)16)]) = gacc308;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot362) * (long long)256 + gprow5 + (long long)32)]) = gacc309;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot362) * (long long)256 + gprow5 + (long long)48)]) = gacc310;
  goto lpwn384;

lpwn384:
  if (lpslot363 <= (long long)-2) goto lpwr385; else goto lpwn386;

lpwr385:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot363) * (long long)256 + gprow5 + (long long)0)]) = gacc311;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot363) * (long long)256 + gprow5 + (long long)16)]) = gacc312;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot363) * (long long)256 + gprow5 + (long long)32)]) = gacc313;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot363) * (long long)256 + gprow5 + (long long)48)]) = gacc314;
  goto lpwn386;

lpwn386:
  if (lpslot364 <= (long long)-2) goto lpwr387; else goto lpwn388;

lpwr387:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot364) * (long long)256 + gprow5 + (long long)0)]) = gacc315;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot364) * (long long)256 + gprow5 + (long long)16)]) = gacc316;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot364) * (long long)256 + gprow5 + (long long)32)]) = gacc317;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - lpslot364) * (long long)256 + gprow5 + (long long)48)]) = gacc318;
  goto lpwn388;

lpwn388:
  goto lpjoin369;

gperm389:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj390;

gpermj390:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot349;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot350;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot351;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot352;
  li_7 = gli2 + (long long)1;
  if (f->lp_perm != (int *)NULL) goto gperm391; else goto gpermj392;

gperm391:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj392;

gpermj392:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot353;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot354;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot355;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot356;
  li_7 = gli2 + (long long)2;
  if (f->lp_perm != (int *)NULL) goto gperm393; else goto gpermj394;

gperm393:
  li_7 = (long long)f->lp_perm[(start_0 + li_7)] - start_0;
  goto gpermj394;

gpermj394:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot357;
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot358;
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot359;
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_7 * (long long)256 + r_4)]) = gtot360;
  goto gtdone154;

for395:
  if (li_12 < n_2) goto body396; else goto after397;

body396:
  i_13 = start_0 + li_12;
  gj7 = (long long)0;
  goto for398;

after397:
  gq6 += (long long)1;
  goto grow20;

for398:
  if (gj7 < (long long)64) goto body399; else goto after400;

body399:
  j_14 = gr4 + gj7;
  v8_15 = t0[(li_12 * (long long)256 + j_14)] + P_b[j_14];
  v9_16 = cx_vtanhf (v8_15);
  S_0[(i_13 * (long long)256 + j_14)] = v9_16;
  gj7 += (long long)1;
  goto for398;

after400:
  li_12 += (long long)1;
  goto for395;
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

