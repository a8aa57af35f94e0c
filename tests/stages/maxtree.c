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
  float acc5_6;
  long long li_7;
  long long i_8;
  long long ix1_9;
  long long r_10;
  long long k_11;
  float acc10_12;
  long long li_13;
  long long i_14;
  long long ix1_15;
  long long li_16;
  long long i_17;
  long long j_18;
  float v6_19;
  float v7_20;
  float v11_21;
  float v12_22;
  float v13_23;
  long long toff;
  float * t0;
  float * t1;
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
  float *[2] gtab9;
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
  float *[4] gtx32;
  float * * gtx33;
  long long[1] gtl34;
  long long * gtl35;
  float  __attribute__((vector_size(sizeof (float) * 16)))[16] gto36;
  float  __attribute__((vector_size(sizeof (float) * 16))) * gto37;
  int * ifields;
  float * P_E;
  float * gx51;
  long long jv183;
  float * P_b_g;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_187;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_188;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_189;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_190;
  float * P_b;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_191;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_192;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_193;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_194;
  float  __attribute__((vector_size(sizeof (float) * 16)))[4] vbuf195;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr196;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr197;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr198;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr199;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr200;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr201;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr202;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr203;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_204;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_205;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_206;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_207;
  float  __attribute__((vector_size(sizeof (float) * 16))) v12_208;
  float  __attribute__((vector_size(sizeof (float) * 16))) v12_209;
  float  __attribute__((vector_size(sizeof (float) * 16))) v12_210;
  float  __attribute__((vector_size(sizeof (float) * 16))) v12_211;
  float  __attribute__((vector_size(sizeof (float) * 16))) v13_212;
  float  __attribute__((vector_size(sizeof (float) * 16))) v13_213;
  float  __attribute__((vector_size(sizeof (float) * 16))) v13_214;
  float  __attribute__((vector_size(sizeof (float) * 16))) v13_215;
  float * S_0;

entry:
  start_0 = (long long)start;
  end_1 = (long long)end;
  toff = (long long)0;
  t0 = &f->scratch[toff];
  toff += f->node_cap * (long long)64 + (long long)15 & (long long)-16;
  t1 = &f->scratch[toff];
  toff += f->node_cap * (long long)64 + (long long)15 & (long long)-16;
  child_start = f->child_start;
  PK_0 = f->packed[(long long)0];
  ifields = f->ifields;
  P_E = f->params[(long long)0];
  P_b_g = f->params[(long long)5];
  P_b = f->params[(long long)4];
  S_0 = f->states[(long long)0];
  goto start0;

start0:
  n_2 = end_1 - start_0;
  ebase_3 = (long long)child_start[start_0];
  gdir8 = (long long)f->level & (long long)1;
  gtab9[(long long)0] = t0;
  gtab9[(long long)1] = t1;
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
  grlo13 = (long long)1 * grp17 / grP16;
  grhi14 = (long long)1 * (grp17 + (long long)1) / grP16;
  grfhi15 = grhi14;
  if (grhi14 > (long long)1) goto gset22; else goto gsetj23;

gset22:
  grfhi15 = (long long)1;
  goto gsetj23;

gsetj23:
  gq6 = grlo13;
  goto grow24;

grow24:
  if (gq6 < grfhi15) goto grbody25; else goto grafter26;

grbody25:
  gr4 = gq6 * (long long)64;
  gm10 = (long long)0;
  goto gmem27;

grafter26:
  return;

gmem27:
  if (gm10 < (long long)2) goto gmbody28; else goto gmafter29;

gmbody28:
  gme11 = gm10 + gdir8 * ((long long)1 - (long long)2 * gm10);
  gmt12 = gtab9[gme11];
  gpw1 = &PK_0[((gr4 + gme11 * (long long)64) * (long long)64)];
  gprow5 = gr4 + gme11 * (long long)64;
  gtx33 = &gtx32[(long long)0];
  gtl35 = &gtl34[(long long)0];
  gto37 = &gto36[(long long)0];
  gtl35[(long long)0] = (long long)64;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile38;

gmafter29:
  li_16 = (long long)0;
  goto for180;

gtile38:
  if (gli2 < gnhi3) goto gtbody39; else goto gtafter42;

gtbody39:
  gtn31 = gnhi3 - gli2;
  if (gtn31 > (long long)4) goto gtpart40; else goto gtgo41;

gtpart40:
  gtn31 = (long long)4;
  goto gtgo41;

gtgo41:
  asm ("" : "+r" (gtn31) :  : )
  gt30 = (long long)0;
  goto gt43;

gtafter42:
  gm10 += (long long)1;
  goto gmem27;

gt43:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb45; else goto gtend44;

gtend44:
  if (gtn31 == (long long)4) goto gtcall53; else goto gtnext54;

gtb45:
  li_7 = gli2 + gt30;
  i_8 = start_0 + li_7;
  ix1_9 = (long long)ifields[i_8];
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)6000) goto then46; else goto else47;

then46:
  if (f->err[(long long)0] == (long long)0) goto rowerr49; else goto join50;

else47:
  goto join48;

join48:
  gx51 = (float *)&P_E[(ix1_9 * (long long)64)];
  gtx33[(gt30 + (long long)0)] = gx51;
  gt30 += (long long)1;
  goto gt43;

rowerr49:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_8;
  f->err[(long long)3] = ix1_9;
  f->err[(long long)4] = (long long)0;
  goto join50;

join50:
  ix1_9 = (long long)0;
  goto join48;

gtcalled52:
  asm ("" : "+r" (gtn31) :  : )
  gt30 = (long long)0;
  goto gt177;

gtcall53:
  (void)cx_tile4_4_64_p0 (gpw1, (&gtx33[(long long)0]), (long long)4, (&gtl35[(long long)0]), (long long)1, ((float *)&gto37[(long long)0]));
  goto gtcalled52;

gtnext54:
  if (gtn31 == (long long)3) goto gtcall95; else goto gtnext96;

gtcall95:
  (void)cx_tile3_4_64_p0 (gpw1, (&gtx33[(long long)0]), (long long)4, (&gtl35[(long long)0]), (long long)1, ((float *)&gto37[(long long)0]));
  goto gtcalled52;

gtnext96:
  if (gtn31 == (long long)2) goto gtcall130; else goto gtnext131;

gtcall130:
  (void)cx_tile2_4_64_p0 (gpw1, (&gtx33[(long long)0]), (long long)4, (&gtl35[(long long)0]), (long long)1, ((float *)&gto37[(long long)0]));
  goto gtcalled52;

gtnext131:
  (void)cx_tile1_4_64_p0 (gpw1, (&gtx33[(long long)0]), (long long)4, (&gtl35[(long long)0]), (long long)1, ((float *)&gto37[(long long)0]));
  goto gtcalled52;

gt177:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb179; else goto gtend178;

gtend178:
  gli2 += gtn31;
  goto gtile38;

gtb179:
  li_7 = gli2 + gt30;
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)0)];
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)1)];
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)2)];
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)64 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)3)];
  gt30 += (long long)1;
  goto gt177;

for180:
  if (li_16 < n_2) goto body181; else goto after182;

body181:
  i_17 = start_0 + li_16;
  jv183 = (long long)0;
  goto for184;

after182:
  gq6 += (long long)1;
  goto grow24;

for184:
  if (jv183 < (long long)64) goto body185; else goto after186;

body185:
  j_18 = gr4 + jv183;
  v6_187 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_16 * (long long)64 + j_18)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_g[j_18]);
  v6_188 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_16 * (long long)64 + j_18 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_g[(j_18 + (long long)16)]);
  v6_189 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_16 * (long long)64 + j_18 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_g[(j_18 + (long long)32)]);
  v6_190 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_16 * (long long)64 + j_18 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_g[(j_18 + (long long)48)]);
  v11_191 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + j_18)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[j_18]);
  v11_192 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + j_18 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[(j_18 + (long long)16)]);
  v11_193 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + j_18 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[(j_18 + (long long)32)]);
  v11_194 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + j_18 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[(j_18 + (long long)48)]);
  vbuf195[(long long)0] = v6_187;
  vbuf195[(long long)1] = v6_188;
  vbuf195[(long long)2] = v6_189;
  vbuf195[(long long)3] = v6_190;
  (void)cx_vsigmoid_a_p0 (((float *)&vbuf195[(long long)0]), (long long)64);
  vr196 = vbuf195[(long long)0];
  vr197 = vbuf195[(long long)1];
  vr198 = vbuf195[(long long)2];
  vr199 = vbuf195[(long long)3];
  vbuf195[(long long)0] = v11_191;
  vbuf195[(long long)1] = v11_192;
  vbuf195[(long long)2] = v11_193;
  vbuf195[(long long)3] = v11_194;
  (void)cx_vtanh_a_p0 (((float *)&vbuf195[(long long)0]), (long long)64);
  vr200 = vbuf195[(long long)0];
  vr201 = vbuf195[(long long)1];
  vr202 = vbuf195[(long long)2];
  vr203 = vbuf195[(long long)3];
  v7_204 = vr196;
  v7_205 = vr197;
  v7_206 = vr198;
  v7_207 = vr199;
  v12_208 = vr200;
  v12_209 = vr201;
  v12_210 = vr202;
  v12_211 = vr203;
  v13_212 = v7_204 * v12_208;
  v13_213 = v7_205 * v12_209;
  v13_214 = v7_206 * v12_210;
  v13_215 = v7_207 * v12_211;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_17 * (long long)64 + j_18)]) = v13_212;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_17 * (long long)64 + j_18 + (long long)16)]) = v13_213;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_17 * (long long)64 + j_18 + (long long)32)]) = v13_214;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_17 * (long long)64 + j_18 + (long long)48)]) = v13_215;
  jv183 += (long long)64;
  goto for184;

after186:
  li_16 += (long long)1;
  goto for180;
}

extern void
cx_tile4_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc55;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc56;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc57;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc58;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc59;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc60;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc61;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc62;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc63;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc64;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc65;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc66;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc67;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc68;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc69;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc70;
  float * p71;
  long long k;
  long long s72;
  long long len;
  float * x76;
  float * x77;
  float * x78;
  float * x79;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw83;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw84;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw85;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw86;
  float gxs87;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb88;
  float gxs89;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb90;
  float gxs91;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb92;
  float gxs93;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb94;

entry:
  acc55 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc56 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc57 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc58 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc59 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc60 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc61 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc62 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc63 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc64 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc65 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc66 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc67 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc68 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc69 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc70 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p71 = pp;
  s72 = (long long)0;
  goto seg73;

seg73:
  if (s72 < nsegs) goto segbody74; else goto segdone75;

segbody74:
  x76 = px[(s72 * xs + (long long)0)];
  x77 = px[(s72 * xs + (long long)1)];
  x78 = px[(s72 * xs + (long long)2)];
  x79 = px[(s72 * xs + (long long)3)];
  len = lens[s72];
  k = (long long)0;
  goto gfor80;

segdone75:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc55;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc56;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc57;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc58;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)64]) = acc59;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)80]) = acc60;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)96]) = acc61;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)112]) = acc62;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)128]) = acc63;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)144]) = acc64;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)160]) = acc65;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)176]) = acc66;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)192]) = acc67;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)208]) = acc68;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)224]) = acc69;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)240]) = acc70;
  return;

gfor80:
  if (k < len) goto gbody81; else goto gafter82;

gbody81:
  gw83 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p71[(long long)0]);
  gw84 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p71[(long long)16]);
  gw85 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p71[(long long)32]);
  gw86 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p71[(long long)48]);
  gxs87 = x76[(k + (long long)0)];
  gxb88 = {gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87, gxs87};
  acc55 += gw83 * gxb88;
  acc56 += gw84 * gxb88;
  acc57 += gw85 * gxb88;
  acc58 += gw86 * gxb88;
  gxs89 = x77[(k + (long long)0)];
  gxb90 = {gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89, gxs89};
  acc59 += gw83 * gxb90;
  acc60 += gw84 * gxb90;
  acc61 += gw85 * gxb90;
  acc62 += gw86 * gxb90;
  gxs91 = x78[(k + (long long)0)];
  gxb92 = {gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91, gxs91};
  acc63 += gw83 * gxb92;
  acc64 += gw84 * gxb92;
  acc65 += gw85 * gxb92;
  acc66 += gw86 * gxb92;
  gxs93 = x79[(k + (long long)0)];
  gxb94 = {gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93, gxs93};
  acc67 += gw83 * gxb94;
  acc68 += gw84 * gxb94;
  acc69 += gw85 * gxb94;
  acc70 += gw86 * gxb94;
  p71 = &p71[(long long)64];
  k += (long long)1;
  goto gfor80;

gafter82:
  s72 += (long long)1;
  goto seg73;
}

extern void
cx_tile3_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc97;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc98;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc99;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc100;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc101;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc102;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc103;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc104;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc105;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc106;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc107;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc108;
  float * p109;
  long long k;
  long long s110;
  long long len;
  float * x114;
  float * x115;
  float * x116;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw120;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw121;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw122;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw123;
  float gxs124;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb125;
  float gxs126;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb127;
  float gxs128;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb129;

entry:
  acc97 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc98 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc99 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc100 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc101 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc102 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc103 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc104 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc105 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc106 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc107 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc108 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p109 = pp;
  s110 = (long long)0;
  goto seg111;

seg111:
  if (s110 < nsegs) goto segbody112; else goto segdone113;

segbody112:
  x114 = px[(s110 * xs + (long long)0)];
  x115 = px[(s110 * xs + (long long)1)];
  x116 = px[(s110 * xs + (long long)2)];
  len = lens[s110];
  k = (long long)0;
  goto gfor117;

segdone113:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc97;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc98;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc99;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc100;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)64]) = acc101;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)80]) = acc102;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)96]) = acc103;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)112]) = acc104;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)128]) = acc105;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)144]) = acc106;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)160]) = acc107;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)176]) = acc108;
  return;

gfor117:
  if (k < len) goto gbody118; else goto gafter119;

gbody118:
  gw120 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p109[(long long)0]);
  gw121 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p109[(long long)16]);
  gw122 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p109[(long long)32]);
  gw123 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p109[(long long)48]);
  gxs124 = x114[(k + (long long)0)];
  gxb125 = {gxs124, gxs124, gxs124, gxs124, gxs124, gxs124, gxs124, gxs124, gxs124, gxs124, gxs124, gxs124, gxs124, gxs124, gxs124, gxs124};
  acc97 += gw120 * gxb125;
  acc98 += gw121 * gxb125;
  acc99 += gw122 * gxb125;
  acc100 += gw123 * gxb125;
  gxs126 = x115[(k + (long long)0)];
  gxb127 = {gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126, gxs126};
  acc101 += gw120 * gxb127;
  acc102 += gw121 * gxb127;
  acc103 += gw122 * gxb127;
  acc104 += gw123 * gxb127;
  gxs128 = x116[(k + (long long)0)];
  gxb129 = {gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128, gxs128};
  acc105 += gw120 * gxb129;
  acc106 += gw121 * gxb129;
  acc107 += gw122 * gxb129;
  acc108 += gw123 * gxb129;
  p109 = &p109[(long long)64];
  k += (long long)1;
  goto gfor117;

gafter119:
  s110 += (long long)1;
  goto seg111;
}

extern void
cx_tile2_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc132;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc133;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc134;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc135;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc136;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc137;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc138;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc139;
  float * p140;
  long long k;
  long long s141;
  long long len;
  float * x145;
  float * x146;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw150;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw151;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw152;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw153;
  float gxs154;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb155;
  float gxs156;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb157;

entry:
  acc132 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc133 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc134 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc135 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc136 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc137 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc138 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc139 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p140 = pp;
  s141 = (long long)0;
  goto seg142;

seg142:
  if (s141 < nsegs) goto segbody143; else goto segdone144;

segbody143:
  x145 = px[(s141 * xs + (long long)0)];
  x146 = px[(s141 * xs + (long long)1)];
  len = lens[s141];
  k = (long long)0;
  goto gfor147;

segdone144:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc132;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc133;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc134;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc135;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)64]) = acc136;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)80]) = acc137;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)96]) = acc138;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)112]) = acc139;
  return;

gfor147:
  if (k < len) goto gbody148; else goto gafter149;

gbody148:
  gw150 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p140[(long long)0]);
  gw151 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p140[(long long)16]);
  gw152 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p140[(long long)32]);
  gw153 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p140[(long long)48]);
  gxs154 = x145[(k + (long long)0)];
  gxb155 = {gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154, gxs154};
  acc132 += gw150 * gxb155;
  acc133 += gw151 * gxb155;
  acc134 += gw152 * gxb155;
  acc135 += gw153 * gxb155;
  gxs156 = x146[(k + (long long)0)];
  gxb157 = {gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156, gxs156};
  acc136 += gw150 * gxb157;
  acc137 += gw151 * gxb157;
  acc138 += gw152 * gxb157;
  acc139 += gw153 * gxb157;
  p140 = &p140[(long long)64];
  k += (long long)1;
  goto gfor147;

gafter149:
  s141 += (long long)1;
  goto seg142;
}

extern void
cx_tile1_4_64_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc158;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc159;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc160;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc161;
  float * p162;
  long long k;
  long long s163;
  long long len;
  float * x167;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw171;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw172;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw173;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw174;
  float gxs175;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb176;

entry:
  acc158 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc159 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc160 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc161 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p162 = pp;
  s163 = (long long)0;
  goto seg164;

seg164:
  if (s163 < nsegs) goto segbody165; else goto segdone166;

segbody165:
  x167 = px[(s163 * xs + (long long)0)];
  len = lens[s163];
  k = (long long)0;
  goto gfor168;

segdone166:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc158;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc159;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc160;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc161;
  return;

gfor168:
  if (k < len) goto gbody169; else goto gafter170;

gbody169:
  gw171 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p162[(long long)0]);
  gw172 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p162[(long long)16]);
  gw173 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p162[(long long)32]);
  gw174 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p162[(long long)48]);
  gxs175 = x167[(k + (long long)0)];
  gxb176 = {gxs175, gxs175, gxs175, gxs175, gxs175, gxs175, gxs175, gxs175, gxs175, gxs175, gxs175, gxs175, gxs175, gxs175, gxs175, gxs175};
  acc158 += gw171 * gxb176;
  acc159 += gw172 * gxb176;
  acc160 += gw173 * gxb176;
  acc161 += gw174 * gxb176;
  p162 = &p162[(long long)64];
  k += (long long)1;
  goto gfor168;

gafter170:
  s163 += (long long)1;
  goto seg164;
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
  float v1_7;
  long long cs_8;
  long long nk_9;
  long long kk_10;
  long long ck_11;
  long long e_12;
  long long r_13;
  long long k_14;
  float acc5_15;
  long long li_16;
  long long i_17;
  long long li_18;
  long long i_19;
  long long j_20;
  float v6_21;
  float v7_22;
  float v8_23;
  float v11_24;
  float v12_25;
  float v13_26;
  float v15_27;
  float v16_28;
  float v17_29;
  long long toff;
  float * t0;
  float * t1;
  int * child_start;
  int * children;
  float * S_0;
  float * PK_1;
  float * gpw13;
  long long gli14;
  long long gnhi15;
  long long gr16;
  long long gprow17;
  long long gq18;
  long long gj19;
  long long gdir20;
  long long gt24;
  long long gtn25;
  float *[4] gtx26;
  float * * gtx27;
  long long[1] gtl28;
  long long * gtl29;
  float  __attribute__((vector_size(sizeof (float) * 16)))[16] gto30;
  float  __attribute__((vector_size(sizeof (float) * 16))) * gto31;
  float * gx40;
  long long jv54;
  float * F_1;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_58;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_59;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_60;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_61;
  float * P_b_g;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_62;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_63;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_64;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_65;
  float * F_2;
  float * P_b;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_66;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_67;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_68;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_69;
  float  __attribute__((vector_size(sizeof (float) * 16)))[4] vbuf70;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr71;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr72;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr73;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr74;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr75;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr76;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr77;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr78;
  float  __attribute__((vector_size(sizeof (float) * 16))) v8_79;
  float  __attribute__((vector_size(sizeof (float) * 16))) v8_80;
  float  __attribute__((vector_size(sizeof (float) * 16))) v8_81;
  float  __attribute__((vector_size(sizeof (float) * 16))) v8_82;
  float  __attribute__((vector_size(sizeof (float) * 16))) v12_83;
  float  __attribute__((vector_size(sizeof (float) * 16))) v12_84;
  float  __attribute__((vector_size(sizeof (float) * 16))) v12_85;
  float  __attribute__((vector_size(sizeof (float) * 16))) v12_86;
  float  __attribute__((vector_size(sizeof (float) * 16))) v13_87;
  float  __attribute__((vector_size(sizeof (float) * 16))) v13_88;
  float  __attribute__((vector_size(sizeof (float) * 16))) v13_89;
  float  __attribute__((vector_size(sizeof (float) * 16))) v13_90;
  float  __attribute__((vector_size(sizeof (float) * 16))) v15_91;
  float  __attribute__((vector_size(sizeof (float) * 16))) v15_92;
  float  __attribute__((vector_size(sizeof (float) * 16))) v15_93;
  float  __attribute__((vector_size(sizeof (float) * 16))) v15_94;
  float  __attribute__((vector_size(sizeof (float) * 16))) v16_95;
  float  __attribute__((vector_size(sizeof (float) * 16))) v16_96;
  float  __attribute__((vector_size(sizeof (float) * 16))) v16_97;
  float  __attribute__((vector_size(sizeof (float) * 16))) v16_98;
  float  __attribute__((vector_size(sizeof (float) * 16))) v17_99;
  float  __attribute__((vector_size(sizeof (float) * 16))) v17_100;
  float  __attribute__((vector_size(sizeof (float) * 16))) v17_101;
  float  __attribute__((vector_size(sizeof (float) * 16))) v17_102;

entry:
  start_0 = (long long)start;
  end_1 = (long long)end;
  toff = (long long)0;
  t0 = &f->scratch[toff];
  toff += f->node_cap * (long long)64 + (long long)15 & (long long)-16;
  t1 = &f->scratch[toff];
  toff += f->node_cap * (long long)64 + (long long)15 & (long long)-16;
  child_start = f->child_start;
  children = f->children;
  S_0 = f->states[(long long)0];
  PK_1 = f->packed[(long long)1];
  F_1 = f->vfields[(long long)1];
  P_b_g = f->params[(long long)5];
  F_2 = f->vfields[(long long)2];
  P_b = f->params[(long long)4];
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
  cs_8 = (long long)child_start[i_5];
  nk_9 = (long long)child_start[(i_5 + (long long)1)] - cs_8;
  j_6 = (long long)0;
  goto for4;

after3:
  gdir20 = (long long)f->level & (long long)1;
  gq18 = (long long)0;
  goto grow21;

for4:
  if (j_6 < (long long)64) goto body5; else goto after6;

body5:
  v1_7 = (float)0.000000;
  kk_10 = (long long)0;
  goto for7;

after6:
  li_4 += (long long)1;
  goto for1;

for7:
  if (kk_10 < nk_9) goto body8; else goto after9;

body8:
  ck_11 = (long long)children[(cs_8 + kk_10)];
  e_12 = cs_8 + kk_10 - ebase_3;
  if (kk_10 == (long long)0 || S_0[(ck_11 * (long long)64 + j_6)] > v1_7) goto then10; else goto else11;

after9:
  t0[(li_4 * (long long)64 + j_6)] = v1_7;
  j_6 += (long long)1;
  goto for4;

then10:
  v1_7 = S_0[(ck_11 * (long long)64 + j_6)];
  goto join12;

else11:
  goto join12;

join12:
  kk_10 += (long long)1;
  goto for7;

grow21:
  if (gq18 < (long long)1) goto grbody22; else goto grafter23;

grbody22:
  gr16 = gq18 * (long long)64;
  gpw13 = &PK_1[((gr16 + (long long)0) * (long long)64)];
  gprow17 = gr16 + (long long)0;
  gtx27 = &gtx26[(long long)0];
  gtl29 = &gtl28[(long long)0];
  gto31 = &gto30[(long long)0];
  gtl29[(long long)0] = (long long)64;
  gnhi15 = n_2;
  gli14 = (long long)0;
  goto gtile32;

grafter23:
  return;

gtile32:
  if (gli14 < gnhi15) goto gtbody33; else goto gtafter36;

gtbody33:
  gtn25 = gnhi15 - gli14;
  if (gtn25 > (long long)4) goto gtpart34; else goto gtgo35;

gtpart34:
  gtn25 = (long long)4;
  goto gtgo35;

gtgo35:
  asm ("" : "+r" (gtn25) :  : )
  gt24 = (long long)0;
  goto gt37;

gtafter36:
  li_18 = (long long)0;
  goto for51;

gt37:
  asm ("" : "+r" (gt24) :  : )
  if (gt24 < gtn25) goto gtb39; else goto gtend38;

gtend38:
  if (gtn25 == (long long)4) goto gtcall42; else goto gtnext43;

gtb39:
  li_16 = gli14 + gt24;
  i_17 = start_0 + li_16;
  gx40 = (float *)&t0[(li_16 * (long long)64)];
  gtx27[(gt24 + (long long)0)] = gx40;
  gt24 += (long long)1;
  goto gt37;

gtcalled41:
  asm ("" : "+r" (gtn25) :  : )
  gt24 = (long long)0;
  goto gt48;

gtcall42:
  (void)cx_tile4_4_64_p0 (gpw13, (&gtx27[(long long)0]), (long long)4, (&gtl29[(long long)0]), (long long)1, ((float *)&gto31[(long long)0]));
  goto gtcalled41;

gtnext43:
  if (gtn25 == (long long)3) goto gtcall44; else goto gtnext45;

gtcall44:
  (void)cx_tile3_4_64_p0 (gpw13, (&gtx27[(long long)0]), (long long)4, (&gtl29[(long long)0]), (long long)1, ((float *)&gto31[(long long)0]));
  goto gtcalled41;

gtnext45:
  if (gtn25 == (long long)2) goto gtcall46; else goto gtnext47;

gtcall46:
  (void)cx_tile2_4_64_p0 (gpw13, (&gtx27[(long long)0]), (long long)4, (&gtl29[(long long)0]), (long long)1, ((float *)&gto31[(long long)0]));
  goto gtcalled41;

gtnext47:
  (void)cx_tile1_4_64_p0 (gpw13, (&gtx27[(long long)0]), (long long)4, (&gtl29[(long long)0]), (long long)1, ((float *)&gto31[(long long)0]));
  goto gtcalled41;

gt48:
  asm ("" : "+r" (gt24) :  : )
  if (gt24 < gtn25) goto gtb50; else goto gtend49;

gtend49:
  gli14 += gtn25;
  goto gtile32;

gtb50:
  li_16 = gli14 + gt24;
  r_13 = gr16 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gto31[(gt24 * (long long)4 + (long long)0)];
  r_13 = gr16 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gto31[(gt24 * (long long)4 + (long long)1)];
  r_13 = gr16 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gto31[(gt24 * (long long)4 + (long long)2)];
  r_13 = gr16 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_16 * (long long)64 + r_13)]) = gto31[(gt24 * (long long)4 + (long long)3)];
  gt24 += (long long)1;
  goto gt48;

for51:
  if (li_18 < n_2) goto body52; else goto after53;

body52:
  i_19 = start_0 + li_18;
  jv54 = (long long)0;
  goto for55;

after53:
  gq18 += (long long)1;
  goto grow21;

for55:
  if (jv54 < (long long)64) goto body56; else goto after57;

body56:
  j_20 = gr16 + jv54;
  v6_58 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_1[(i_19 * (long long)64 + j_20)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_18 * (long long)64 + j_20)]);
  v6_59 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_1[(i_19 * (long long)64 + j_20 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_18 * (long long)64 + j_20 + (long long)16)]);
  v6_60 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_1[(i_19 * (long long)64 + j_20 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_18 * (long long)64 + j_20 + (long long)32)]);
  v6_61 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_1[(i_19 * (long long)64 + j_20 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_18 * (long long)64 + j_20 + (long long)48)]);
  v7_62 = v6_58 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_g[j_20]);
  v7_63 = v6_59 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_g[(j_20 + (long long)16)]);
  v7_64 = v6_60 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_g[(j_20 + (long long)32)]);
  v7_65 = v6_61 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_g[(j_20 + (long long)48)]);
  v11_66 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_2[(i_19 * (long long)64 + j_20)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[j_20]);
  v11_67 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_2[(i_19 * (long long)64 + j_20 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[(j_20 + (long long)16)]);
  v11_68 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_2[(i_19 * (long long)64 + j_20 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[(j_20 + (long long)32)]);
  v11_69 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_2[(i_19 * (long long)64 + j_20 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b[(j_20 + (long long)48)]);
  vbuf70[(long long)0] = v7_62;
  vbuf70[(long long)1] = v7_63;
  vbuf70[(long long)2] = v7_64;
  vbuf70[(long long)3] = v7_65;
  (void)cx_vsigmoid_a_p0 (((float *)&vbuf70[(long long)0]), (long long)64);
  vr71 = vbuf70[(long long)0];
  vr72 = vbuf70[(long long)1];
  vr73 = vbuf70[(long long)2];
  vr74 = vbuf70[(long long)3];
  vbuf70[(long long)0] = v11_66;
  vbuf70[(long long)1] = v11_67;
  vbuf70[(long long)2] = v11_68;
  vbuf70[(long long)3] = v11_69;
  (void)cx_vtanh_a_p0 (((float *)&vbuf70[(long long)0]), (long long)64);
  vr75 = vbuf70[(long long)0];
  vr76 = vbuf70[(long long)1];
  vr77 = vbuf70[(long long)2];
  vr78 = vbuf70[(long long)3];
  v8_79 = vr71;
  v8_80 = vr72;
  v8_81 = vr73;
  v8_82 = vr74;
  v12_83 = vr75;
  v12_84 = vr76;
  v12_85 = vr77;
  v12_86 = vr78;
  v13_87 = v8_79 * v12_83;
  v13_88 = v8_80 * v12_84;
  v13_89 = v8_81 * v12_85;
  v13_90 = v8_82 * v12_86;
  v15_91 = {(float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000} - v8_79;
  v15_92 = {(float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000} - v8_80;
  v15_93 = {(float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000} - v8_81;
  v15_94 = {(float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000, (float)1.000000} - v8_82;
  v16_95 = v15_91 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_18 * (long long)64 + j_20)]);
  v16_96 = v15_92 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_18 * (long long)64 + j_20 + (long long)16)]);
  v16_97 = v15_93 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_18 * (long long)64 + j_20 + (long long)32)]);
  v16_98 = v15_94 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_18 * (long long)64 + j_20 + (long long)48)]);
  v17_99 = v13_87 + v16_95;
  v17_100 = v13_88 + v16_96;
  v17_101 = v13_89 + v16_97;
  v17_102 = v13_90 + v16_98;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_19 * (long long)64 + j_20)]) = v17_99;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_19 * (long long)64 + j_20 + (long long)16)]) = v17_100;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_19 * (long long)64 + j_20 + (long long)32)]) = v17_101;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_19 * (long long)64 + j_20 + (long long)48)]) = v17_102;
  jv54 += (long long)64;
  goto for55;

after57:
  li_18 += (long long)1;
  goto for51;
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
cx_out_tag (struct JitFrame * f, int * nodes, int count, float * out)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc3_3;
  long long li_4;
  long long i_5;
  long long li_6;
  long long i_7;
  long long j_8;
  float v4_9;
  long long li_10;
  long long i_11;
  long long best5_12;
  float bestv5_13;
  long long j_14;
  float x5_15;
  long long toff;
  float * t0;
  float * t1;
  float * PK_2;
  float * gpw1;
  long long gli2;
  long long gnhi3;
  long long gr4;
  long long gprow5;
  long long gq6;
  long long gj7;
  long long gdir8;
  long long gt12;
  long long gtn13;
  float *[4] gtx14;
  float * * gtx15;
  long long[1] gtl16;
  long long * gtl17;
  float  __attribute__((vector_size(sizeof (float) * 16)))[4] gto18;
  float  __attribute__((vector_size(sizeof (float) * 16))) * gto19;
  float * S_0;
  float * gx28;
  long long jv188;
  float * P_b_s;
  float  __attribute__((vector_size(sizeof (float) * 16))) v4_192;
  long long gt196;
  long long gtn197;
  float *[4] gtx198;
  float * * gtx199;
  long long[1] gtl200;
  long long * gtl201;
  float  __attribute__((vector_size(sizeof (float) * 16)))[4] gto202;
  float  __attribute__((vector_size(sizeof (float) * 16))) * gto203;
  float * gx212;
  union cx_vf gu223;

entry:
  count_0 = (long long)count;
  toff = (long long)0;
  t0 = &f->scratch[toff];
  toff += count_0 * (long long)17 + (long long)15 & (long long)-16;
  t1 = &f->scratch[toff];
  toff += count_0 * (long long)17 + (long long)15 & (long long)-16;
  PK_2 = f->packed[(long long)2];
  S_0 = f->states[(long long)0];
  P_b_s = f->params[(long long)7];
  goto start0;

start0:
  gdir8 = (long long)f->level & (long long)1;
  gq6 = (long long)0;
  goto grow9;

grow9:
  if (gq6 < (long long)1) goto grbody10; else goto grafter11;

grbody10:
  gr4 = gq6 * (long long)16;
  gpw1 = &PK_2[((gr4 + (long long)0) * (long long)64)];
  gprow5 = gr4 + (long long)0;
  gtx15 = &gtx14[(long long)0];
  gtl17 = &gtl16[(long long)0];
  gto19 = &gto18[(long long)0];
  gtl17[(long long)0] = (long long)64;
  gnhi3 = count_0;
  gli2 = (long long)0;
  goto gtile20;

grafter11:
  gq6 = (long long)1;
  goto grow193;

gtile20:
  if (gli2 < gnhi3) goto gtbody21; else goto gtafter24;

gtbody21:
  gtn13 = gnhi3 - gli2;
  if (gtn13 > (long long)4) goto gtpart22; else goto gtgo23;

gtpart22:
  gtn13 = (long long)4;
  goto gtgo23;

gtgo23:
  asm ("" : "+r" (gtn13) :  : )
  gt12 = (long long)0;
  goto gt25;

gtafter24:
  li_6 = (long long)0;
  goto for185;

gt25:
  asm ("" : "+r" (gt12) :  : )
  if (gt12 < gtn13) goto gtb27; else goto gtend26;

gtend26:
  if (gtn13 == (long long)4) goto gtcall30; else goto gtnext31;

gtb27:
  li_4 = gli2 + gt12;
  i_5 = (long long)nodes[li_4];
  gx28 = (float *)&S_0[(i_5 * (long long)64)];
  gtx15[(gt12 + (long long)0)] = gx28;
  gt12 += (long long)1;
  goto gt25;

gtcalled29:
  asm ("" : "+r" (gtn13) :  : )
  gt12 = (long long)0;
  goto gt182;

gtcall30:
  (void)cx_tile4_1_16_p0 (gpw1, (&gtx15[(long long)0]), (long long)4, (&gtl17[(long long)0]), (long long)1, ((float *)&gto19[(long long)0]));
  goto gtcalled29;

gtnext31:
  if (gtn13 == (long long)3) goto gtcall82; else goto gtnext83;

gtcall82:
  (void)cx_tile3_1_16_p0 (gpw1, (&gtx15[(long long)0]), (long long)4, (&gtl17[(long long)0]), (long long)1, ((float *)&gto19[(long long)0]));
  goto gtcalled29;

gtnext83:
  if (gtn13 == (long long)2) goto gtcall125; else goto gtnext126;

gtcall125:
  (void)cx_tile2_1_16_p0 (gpw1, (&gtx15[(long long)0]), (long long)4, (&gtl17[(long long)0]), (long long)1, ((float *)&gto19[(long long)0]));
  goto gtcalled29;

gtnext126:
  (void)cx_tile1_1_16_p0 (gpw1, (&gtx15[(long long)0]), (long long)4, (&gtl17[(long long)0]), (long long)1, ((float *)&gto19[(long long)0]));
  goto gtcalled29;

gt182:
  asm ("" : "+r" (gt12) :  : )
  if (gt12 < gtn13) goto gtb184; else goto gtend183;

gtend183:
  gli2 += gtn13;
  goto gtile20;

gtb184:
  li_4 = gli2 + gt12;
  r_1 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_4 * (long long)17 + r_1)]) = gto19[(gt12 * (long long)1 + (long long)0)];
  gt12 += (long long)1;
  goto gt182;

for185:
  if (li_6 < count_0) goto body186; else goto after187;

body186:
  i_7 = (long long)nodes[li_6];
  jv188 = (long long)0;
  goto for189;

after187:
  gq6 += (long long)1;
  goto grow9;

for189:
  if (jv188 < (long long)16) goto body190; else goto after191;

body190:
  j_8 = gr4 + jv188;
  v4_192 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_6 * (long long)17 + j_8)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_s[j_8]);
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_6 * (long long)17 + j_8)]) = v4_192;
  jv188 += (long long)16;
  goto for189;

after191:
  li_6 += (long long)1;
  goto for185;

grow193:
  if (gq6 < (long long)2) goto grbody194; else goto grafter195;

grbody194:
  gr4 = gq6 * (long long)16;
  gpw1 = &PK_2[((gr4 + (long long)0) * (long long)64)];
  gprow5 = gr4 + (long long)0;
  gtx199 = &gtx198[(long long)0];
  gtl201 = &gtl200[(long long)0];
  gto203 = &gto202[(long long)0];
  gtl201[(long long)0] = (long long)64;
  gnhi3 = count_0;
  gli2 = (long long)0;
  goto gtile204;

grafter195:
  li_10 = (long long)0;
  goto for230;

gtile204:
  if (gli2 < gnhi3) goto gtbody205; else goto gtafter208;

gtbody205:
  gtn197 = gnhi3 - gli2;
  if (gtn197 > (long long)4) goto gtpart206; else goto gtgo207;

gtpart206:
  gtn197 = (long long)4;
  goto gtgo207;

gtgo207:
  asm ("" : "+r" (gtn197) :  : )
  gt196 = (long long)0;
  goto gt209;

gtafter208:
  li_6 = (long long)0;
  goto for224;

gt209:
  asm ("" : "+r" (gt196) :  : )
  if (gt196 < gtn197) goto gtb211; else goto gtend210;

gtend210:
  if (gtn197 == (long long)4) goto gtcall214; else goto gtnext215;

gtb211:
  li_4 = gli2 + gt196;
  i_5 = (long long)nodes[li_4];
  gx212 = (float *)&S_0[(i_5 * (long long)64)];
  gtx199[(gt196 + (long long)0)] = gx212;
  gt196 += (long long)1;
  goto gt209;

gtcalled213:
  asm ("" : "+r" (gtn197) :  : )
  gt196 = (long long)0;
  goto gt220;

gtcall214:
  (void)cx_tile4_1_16_p0 (gpw1, (&gtx199[(long long)0]), (long long)4, (&gtl201[(long long)0]), (long long)1, ((float *)&gto203[(long long)0]));
  goto gtcalled213;

gtnext215:
  if (gtn197 == (long long)3) goto gtcall216; else goto gtnext217;

gtcall216:
  (void)cx_tile3_1_16_p0 (gpw1, (&gtx199[(long long)0]), (long long)4, (&gtl201[(long long)0]), (long long)1, ((float *)&gto203[(long long)0]));
  goto gtcalled213;

gtnext217:
  if (gtn197 == (long long)2) goto gtcall218; else goto gtnext219;

gtcall218:
  (void)cx_tile2_1_16_p0 (gpw1, (&gtx199[(long long)0]), (long long)4, (&gtl201[(long long)0]), (long long)1, ((float *)&gto203[(long long)0]));
  goto gtcalled213;

gtnext219:
  (void)cx_tile1_1_16_p0 (gpw1, (&gtx199[(long long)0]), (long long)4, (&gtl201[(long long)0]), (long long)1, ((float *)&gto203[(long long)0]));
  goto gtcalled213;

gt220:
  asm ("" : "+r" (gt196) :  : )
  if (gt196 < gtn197) goto gtb222; else goto gtend221;

gtend221:
  gli2 += gtn197;
  goto gtile204;

gtb222:
  li_4 = gli2 + gt196;
  r_1 = gr4 + (long long)0;
  gu223.v = gto203[(gt196 * (long long)1 + (long long)0)];
  r_1 = gr4 + (long long)0;
  acc3_3 = gu223.a[(long long)0];
  t0[(li_4 * (long long)17 + r_1)] = acc3_3;
  gt196 += (long long)1;
  goto gt220;

for224:
  if (li_6 < count_0) goto body225; else goto after226;

body225:
  i_7 = (long long)nodes[li_6];
  gj7 = (long long)0;
  goto for227;

after226:
  gq6 += (long long)1;
  goto grow193;

for227:
  if (gj7 < (long long)1) goto body228; else goto after229;

body228:
  j_8 = gr4 + gj7;
  v4_9 = t0[(li_6 * (long long)17 + j_8)] + P_b_s[j_8];
  t1[(li_6 * (long long)17 + j_8)] = v4_9;
  gj7 += (long long)1;
  goto for227;

after229:
  li_6 += (long long)1;
  goto for224;

for230:
  if (li_10 < count_0) goto body231; else goto after232;

body231:
  i_11 = (long long)nodes[li_10];
  best5_12 = (long long)0;
  bestv5_13 = t1[(li_10 * (long long)17)];
  j_14 = (long long)1;
  goto for233;

after232:
  return;

for233:
  if (j_14 < (long long)17) goto body234; else goto after235;

body234:
  x5_15 = t1[(li_10 * (long long)17 + j_14)];
  if (x5_15 > bestv5_13 || x5_15 != x5_15 && !(bestv5_13 != bestv5_13)) goto then236; else goto else237;

after235:
  out[li_10] = (float)best5_12;
  li_10 += (long long)1;
  goto for230;

then236:
  best5_12 = j_14;
  bestv5_13 = x5_15;
  goto join238;

else237:
  goto join238;

join238:
  j_14 += (long long)1;
  goto for233;
}

extern void
cx_tile4_1_16_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc32;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc33;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc34;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc35;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc36;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc37;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc38;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc39;
  float * p40;
  long long k;
  long long s41;
  long long len;
  float * x45;
  float * x46;
  float * x47;
  float * x48;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw52;
  float gxs53;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb54;
  float gxs55;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb56;
  float gxs57;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb58;
  float gxs59;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb60;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw61;
  float gxs62;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb63;
  float gxs64;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb65;
  float gxs66;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb67;
  float gxs68;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb69;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw73;
  float gxs74;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb75;
  float gxs76;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb77;
  float gxs78;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb79;
  float gxs80;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb81;

entry:
  acc32 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc33 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc34 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc35 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc36 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc37 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc38 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc39 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p40 = pp;
  s41 = (long long)0;
  goto seg42;

seg42:
  if (s41 < nsegs) goto segbody43; else goto segdone44;

segbody43:
  x45 = px[(s41 * xs + (long long)0)];
  x46 = px[(s41 * xs + (long long)1)];
  x47 = px[(s41 * xs + (long long)2)];
  x48 = px[(s41 * xs + (long long)3)];
  len = lens[s41];
  k = (long long)0;
  goto gfor49;

segdone44:
  acc32 += acc36;
  acc33 += acc37;
  acc34 += acc38;
  acc35 += acc39;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc33;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc34;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)48]) = acc35;
  return;

gfor49:
  if (k < len / (long long)2 * (long long)2) goto gbody50; else goto gafter51;

gbody50:
  gw52 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p40[(long long)0]);
  gxs53 = x45[(k + (long long)0)];
  gxb54 = {gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53, gxs53};
  acc32 += gw52 * gxb54;
  gxs55 = x46[(k + (long long)0)];
  gxb56 = {gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55, gxs55};
  acc33 += gw52 * gxb56;
  gxs57 = x47[(k + (long long)0)];
  gxb58 = {gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57, gxs57};
  acc34 += gw52 * gxb58;
  gxs59 = x48[(k + (long long)0)];
  gxb60 = {gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59, gxs59};
  acc35 += gw52 * gxb60;
  gw61 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p40[(long long)16]);
  gxs62 = x45[(k + (long long)1)];
  gxb63 = {gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62, gxs62};
  acc36 += gw61 * gxb63;
  gxs64 = x46[(k + (long long)1)];
  gxb65 = {gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64, gxs64};
  acc37 += gw61 * gxb65;
  gxs66 = x47[(k + (long long)1)];
  gxb67 = {gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66, gxs66};
  acc38 += gw61 * gxb67;
  gxs68 = x48[(k + (long long)1)];
  gxb69 = {gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68, gxs68};
  acc39 += gw61 * gxb69;
  p40 = &p40[(long long)32];
  k += (long long)2;
  goto gfor49;

gafter51:
  goto gfor70;

gfor70:
  if (k < len) goto gbody71; else goto gafter72;

gbody71:
  gw73 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p40[(long long)0]);
  gxs74 = x45[(k + (long long)0)];
  gxb75 = {gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74, gxs74};
  acc32 += gw73 * gxb75;
  gxs76 = x46[(k + (long long)0)];
  gxb77 = {gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76, gxs76};
  acc33 += gw73 * gxb77;
  gxs78 = x47[(k + (long long)0)];
  gxb79 = {gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78, gxs78};
  acc34 += gw73 * gxb79;
  gxs80 = x48[(k + (long long)0)];
  gxb81 = {gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80, gxs80};
  acc35 += gw73 * gxb81;
  p40 = &p40[(long long)16];
  k += (long long)1;
  goto gfor70;

gafter72:
  s41 += (long long)1;
  goto seg42;
}

extern void
cx_tile3_1_16_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc84;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc85;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc86;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc87;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc88;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc89;
  float * p90;
  long long k;
  long long s91;
  long long len;
  float * x95;
  float * x96;
  float * x97;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw101;
  float gxs102;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb103;
  float gxs104;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb105;
  float gxs106;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb107;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw108;
  float gxs109;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb110;
  float gxs111;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb112;
  float gxs113;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb114;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw118;
  float gxs119;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb120;
  float gxs121;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb122;
  float gxs123;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb124;

entry:
  acc84 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc85 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc86 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc87 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc88 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc89 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p90 = pp;
  s91 = (long long)0;
  goto seg92;

seg92:
  if (s91 < nsegs) goto segbody93; else goto segdone94;

segbody93:
  x95 = px[(s91 * xs + (long long)0)];
  x96 = px[(s91 * xs + (long long)1)];
  x97 = px[(s91 * xs + (long long)2)];
  len = lens[s91];
  k = (long long)0;
  goto gfor98;

segdone94:
  acc84 += acc87;
  acc85 += acc88;
  acc86 += acc89;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc84;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc85;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)32]) = acc86;
  return;

gfor98:
  if (k < len / (long long)2 * (long long)2) goto gbody99; else goto gafter100;

gbody99:
  gw101 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p90[(long long)0]);
  gxs102 = x95[(k + (long long)0)];
  gxb103 = {gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102, gxs102};
  acc84 += gw101 * gxb103;
  gxs104 = x96[(k + (long long)0)];
  gxb105 = {gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104, gxs104};
  acc85 += gw101 * gxb105;
  gxs106 = x97[(k + (long long)0)];
  gxb107 = {gxs106, gxs106, gxs106, gxs106, gxs106, gxs106, gxs106, gxs106, gxs106, gxs106, gxs106, gxs106, gxs106, gxs106, gxs106, gxs106};
  acc86 += gw101 * gxb107;
  gw108 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p90[(long long)16]);
  gxs109 = x95[(k + (long long)1)];
  gxb110 = {gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109, gxs109};
  acc87 += gw108 * gxb110;
  gxs111 = x96[(k + (long long)1)];
  gxb112 = {gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111, gxs111};
  acc88 += gw108 * gxb112;
  gxs113 = x97[(k + (long long)1)];
  gxb114 = {gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113, gxs113};
  acc89 += gw108 * gxb114;
  p90 = &p90[(long long)32];
  k += (long long)2;
  goto gfor98;

gafter100:
  goto gfor115;

gfor115:
  if (k < len) goto gbody116; else goto gafter117;

gbody116:
  gw118 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p90[(long long)0]);
  gxs119 = x95[(k + (long long)0)];
  gxb120 = {gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119, gxs119};
  acc84 += gw118 * gxb120;
  gxs121 = x96[(k + (long long)0)];
  gxb122 = {gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121, gxs121};
  acc85 += gw118 * gxb122;
  gxs123 = x97[(k + (long long)0)];
  gxb124 = {gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123, gxs123};
  acc86 += gw118 * gxb124;
  p90 = &p90[(long long)16];
  k += (long long)1;
  goto gfor115;

gafter117:
  s91 += (long long)1;
  goto seg92;
}

extern void
cx_tile2_1_16_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc127;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc128;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc129;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc130;
  float * p131;
  long long k;
  long long s132;
  long long len;
  float * x136;
  float * x137;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw141;
  float gxs142;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb143;
  float gxs144;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb145;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw146;
  float gxs147;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb148;
  float gxs149;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb150;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw154;
  float gxs155;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb156;
  float gxs157;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb158;

entry:
  acc127 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc128 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc129 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc130 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p131 = pp;
  s132 = (long long)0;
  goto seg133;

seg133:
  if (s132 < nsegs) goto segbody134; else goto segdone135;

segbody134:
  x136 = px[(s132 * xs + (long long)0)];
  x137 = px[(s132 * xs + (long long)1)];
  len = lens[s132];
  k = (long long)0;
  goto gfor138;

segdone135:
  acc127 += acc129;
  acc128 += acc130;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc127;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)16]) = acc128;
  return;

gfor138:
  if (k < len / (long long)2 * (long long)2) goto gbody139; else goto gafter140;

gbody139:
  gw141 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p131[(long long)0]);
  gxs142 = x136[(k + (long long)0)];
  gxb143 = {gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142, gxs142};
  acc127 += gw141 * gxb143;
  gxs144 = x137[(k + (long long)0)];
  gxb145 = {gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144, gxs144};
  acc128 += gw141 * gxb145;
  gw146 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p131[(long long)16]);
  gxs147 = x136[(k + (long long)1)];
  gxb148 = {gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147, gxs147};
  acc129 += gw146 * gxb148;
  gxs149 = x137[(k + (long long)1)];
  gxb150 = {gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149, gxs149};
  acc130 += gw146 * gxb150;
  p131 = &p131[(long long)32];
  k += (long long)2;
  goto gfor138;

gafter140:
  goto gfor151;

gfor151:
  if (k < len) goto gbody152; else goto gafter153;

gbody152:
  gw154 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p131[(long long)0]);
  gxs155 = x136[(k + (long long)0)];
  gxb156 = {gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155, gxs155};
  acc127 += gw154 * gxb156;
  gxs157 = x137[(k + (long long)0)];
  gxb158 = {gxs157, gxs157, gxs157, gxs157, gxs157, gxs157, gxs157, gxs157, gxs157, gxs157, gxs157, gxs157, gxs157, gxs157, gxs157, gxs157};
  acc128 += gw154 * gxb158;
  p131 = &p131[(long long)16];
  k += (long long)1;
  goto gfor151;

gafter153:
  s132 += (long long)1;
  goto seg133;
}

extern void
cx_tile1_1_16_p0 (float * pp, float * * px, long long xs, long long * lens, long long nsegs, float * out)
{
  float  __attribute__((vector_size(sizeof (float) * 16))) acc159;
  float  __attribute__((vector_size(sizeof (float) * 16))) acc160;
  float * p161;
  long long k;
  long long s162;
  long long len;
  float * x166;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw170;
  float gxs171;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb172;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw173;
  float gxs174;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb175;
  float  __attribute__((vector_size(sizeof (float) * 16))) gw179;
  float gxs180;
  float  __attribute__((vector_size(sizeof (float) * 16))) gxb181;

entry:
  acc159 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  acc160 = {(float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000, (float)0.000000};
  p161 = pp;
  s162 = (long long)0;
  goto seg163;

seg163:
  if (s162 < nsegs) goto segbody164; else goto segdone165;

segbody164:
  x166 = px[(s162 * xs + (long long)0)];
  len = lens[s162];
  k = (long long)0;
  goto gfor167;

segdone165:
  acc159 += acc160;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(long long)0]) = acc159;
  return;

gfor167:
  if (k < len / (long long)2 * (long long)2) goto gbody168; else goto gafter169;

gbody168:
  gw170 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p161[(long long)0]);
  gxs171 = x166[(k + (long long)0)];
  gxb172 = {gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171, gxs171};
  acc159 += gw170 * gxb172;
  gw173 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p161[(long long)16]);
  gxs174 = x166[(k + (long long)1)];
  gxb175 = {gxs174, gxs174, gxs174, gxs174, gxs174, gxs174, gxs174, gxs174, gxs174, gxs174, gxs174, gxs174, gxs174, gxs174, gxs174, gxs174};
  acc160 += gw173 * gxb175;
  p161 = &p161[(long long)32];
  k += (long long)2;
  goto gfor167;

gafter169:
  goto gfor176;

gfor176:
  if (k < len) goto gbody177; else goto gafter178;

gbody177:
  gw179 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&p161[(long long)0]);
  gxs180 = x166[(k + (long long)0)];
  gxb181 = {gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180, gxs180};
  acc159 += gw179 * gxb181;
  p161 = &p161[(long long)16];
  k += (long long)1;
  goto gfor176;

gafter178:
  s162 += (long long)1;
  goto seg163;
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
  float acc5_6;
  long long li_7;
  long long i_8;
  long long ix1_9;
  long long r_10;
  long long k_11;
  float acc10_12;
  long long li_13;
  long long i_14;
  long long ix1_15;
  long long li_16;
  long long i_17;
  long long j_18;
  float v6_19;
  float v7_20;
  float v11_21;
  float v12_22;
  float v13_23;
  float * PK_0;
  float * P_W_g;
  float * P_W;

entry:
  PK_0 = f->packed[(long long)0];
  P_W_g = f->params[(long long)2];
  P_W = f->params[(long long)1];
  goto start0;

start0:
  r_4 = (long long)0;
  k_5 = (long long)0;
  (void)cx_packseg_p0 (PK_0, (&P_W_g[(r_4 * (long long)64 + k_5)]), (long long)64, (long long)1, (long long)64, (long long)64, (long long)0, (long long)0, (long long)64, (long long)64);
  r_10 = (long long)0;
  k_11 = (long long)0;
  (void)cx_packseg_p0 (PK_0, (&P_W[(r_10 * (long long)64 + k_11)]), (long long)64, (long long)1, (long long)64, (long long)64, (long long)64, (long long)0, (long long)64, (long long)64);
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
  float v1_7;
  long long cs_8;
  long long nk_9;
  long long kk_10;
  long long ck_11;
  long long e_12;
  long long r_13;
  long long k_14;
  float acc5_15;
  long long li_16;
  long long i_17;
  long long li_18;
  long long i_19;
  long long j_20;
  float v6_21;
  float v7_22;
  float v8_23;
  float v11_24;
  float v12_25;
  float v13_26;
  float v15_27;
  float v16_28;
  float v17_29;
  float * PK_1;
  float * P_U_g;

entry:
  PK_1 = f->packed[(long long)1];
  P_U_g = f->params[(long long)3];
  goto start0;

start0:
  r_13 = (long long)0;
  k_14 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_g[(r_13 * (long long)64 + k_14)]), (long long)64, (long long)1, (long long)64, (long long)64, (long long)0, (long long)0, (long long)64, (long long)64);
  return;
}

static void
cx_pack_2 (struct JitFrame * f)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc3_3;
  long long li_4;
  long long i_5;
  long long li_6;
  long long i_7;
  long long j_8;
  float v4_9;
  long long li_10;
  long long i_11;
  long long best5_12;
  float bestv5_13;
  long long j_14;
  float x5_15;
  float * PK_2;
  float * P_W_s;

entry:
  PK_2 = f->packed[(long long)2];
  P_W_s = f->params[(long long)6];
  goto start0;

start0:
  r_1 = (long long)0;
  k_2 = (long long)0;
  (void)cx_packseg_p0 (PK_2, (&P_W_s[(r_1 * (long long)64 + k_2)]), (long long)64, (long long)1, (long long)17, (long long)64, (long long)0, (long long)0, (long long)16, (long long)64);
  return;
}

static void
cx_pack_3 (struct JitFrame * f)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix1_6;
  float * PK_3;
  float * P_W_g;

entry:
  PK_3 = f->packed[(long long)3];
  P_W_g = f->params[(long long)2];
  goto start0;

start0:
  r_1 = (long long)0;
  k_2 = (long long)0;
  (void)cx_packseg_p0 (PK_3, (&P_W_g[(r_1 * (long long)64 + k_2)]), (long long)64, (long long)1, (long long)64, (long long)64, (long long)0, (long long)0, (long long)64, (long long)64);
  return;
}

static void
cx_pack_4 (struct JitFrame * f)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix1_6;
  float * PK_4;
  float * P_W;

entry:
  PK_4 = f->packed[(long long)4];
  P_W = f->params[(long long)1];
  goto start0;

start0:
  r_1 = (long long)0;
  k_2 = (long long)0;
  (void)cx_packseg_p0 (PK_4, (&P_W[(r_1 * (long long)64 + k_2)]), (long long)64, (long long)1, (long long)64, (long long)64, (long long)0, (long long)0, (long long)64, (long long)64);
  return;
}

extern void
cx_pack (struct JitFrame * f)
{
entry:
  (void)cx_pack_0 (f);
  (void)cx_pack_1 (f);
  (void)cx_pack_2 (f);
  (void)cx_pack_3 (f);
  (void)cx_pack_4 (f);
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
  long long ix1_6;
  float * PK_3;
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
  PK_3 = f->packed[(long long)3];
  ifields = f->ifields;
  P_E = f->params[(long long)0];
  goto start0;

start0:
  gq6 = (long long)0;
  goto grow8;

grow8:
  if (gq6 < (long long)1) goto grbody9; else goto grafter10;

grbody9:
  gr4 = gq6 * (long long)64;
  gpw1 = &PK_3[((gr4 + (long long)0) * (long long)64)];
  gprow5 = gr4 + (long long)0;
  gtx14 = &gtx13[(long long)0];
  gtl16 = &gtl15[(long long)0];
  gto18 = &gto17[(long long)0];
  gtl16[(long long)0] = (long long)64;
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
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then27; else goto else28;

then27:
  if (f->err[(long long)0] == (long long)0) goto rowerr30; else goto join31;

else28:
  goto join29;

join29:
  gx32 = (float *)&P_E[(ix1_6 * (long long)64)];
  gtx14[(gt11 + (long long)0)] = gx32;
  gt11 += (long long)1;
  goto gt24;

rowerr30:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-3;
  goto join31;

join31:
  ix1_6 = (long long)0;
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gto18[(gt11 * (long long)4 + (long long)0)];
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gto18[(gt11 * (long long)4 + (long long)1)];
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gto18[(gt11 * (long long)4 + (long long)2)];
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gto18[(gt11 * (long long)4 + (long long)3)];
  gt11 += (long long)1;
  goto gt40;
}

extern void
cx_hoist1_branch0_all_nonleaf (struct JitFrame * f, int * nodes, int count, float * out)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix1_6;
  float * PK_4;
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
  PK_4 = f->packed[(long long)4];
  ifields = f->ifields;
  P_E = f->params[(long long)0];
  goto start0;

start0:
  gq6 = (long long)0;
  goto grow8;

grow8:
  if (gq6 < (long long)1) goto grbody9; else goto grafter10;

grbody9:
  gr4 = gq6 * (long long)64;
  gpw1 = &PK_4[((gr4 + (long long)0) * (long long)64)];
  gprow5 = gr4 + (long long)0;
  gtx14 = &gtx13[(long long)0];
  gtl16 = &gtl15[(long long)0];
  gto18 = &gto17[(long long)0];
  gtl16[(long long)0] = (long long)64;
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
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then27; else goto else28;

then27:
  if (f->err[(long long)0] == (long long)0) goto rowerr30; else goto join31;

else28:
  goto join29;

join29:
  gx32 = (float *)&P_E[(ix1_6 * (long long)64)];
  gtx14[(gt11 + (long long)0)] = gx32;
  gt11 += (long long)1;
  goto gt24;

rowerr30:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-4;
  goto join31;

join31:
  ix1_6 = (long long)0;
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gto18[(gt11 * (long long)4 + (long long)0)];
  r_1 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gto18[(gt11 * (long long)4 + (long long)1)];
  r_1 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gto18[(gt11 * (long long)4 + (long long)2)];
  r_1 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&out[(li_4 * (long long)64 + r_1)]) = gto18[(gt11 * (long long)4 + (long long)3)];
  gt11 += (long long)1;
  goto gt40;
}

