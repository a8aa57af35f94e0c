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
  long long r_16;
  long long k_17;
  float acc15_18;
  long long li_19;
  long long i_20;
  long long ix1_21;
  long long li_22;
  long long i_23;
  long long j_24;
  float v6_25;
  float v7_26;
  float v11_27;
  float v12_28;
  float v16_29;
  float v17_30;
  float v18_31;
  float v19_32;
  float v20_33;
  long long toff;
  float * t0;
  float * t1;
  float * t2;
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
  float *[3] gtab9;
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
  float * P_b_i;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_187;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_188;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_189;
  float  __attribute__((vector_size(sizeof (float) * 16))) v6_190;
  float * P_b_o;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_191;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_192;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_193;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_194;
  float * P_b_u;
  float  __attribute__((vector_size(sizeof (float) * 16))) v16_195;
  float  __attribute__((vector_size(sizeof (float) * 16))) v16_196;
  float  __attribute__((vector_size(sizeof (float) * 16))) v16_197;
  float  __attribute__((vector_size(sizeof (float) * 16))) v16_198;
  float  __attribute__((vector_size(sizeof (float) * 16)))[8] vbuf199;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr200;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr201;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr202;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr203;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr204;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr205;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr206;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr207;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr208;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr209;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr210;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr211;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_212;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_213;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_214;
  float  __attribute__((vector_size(sizeof (float) * 16))) v7_215;
  float  __attribute__((vector_size(sizeof (float) * 16))) v12_216;
  float  __attribute__((vector_size(sizeof (float) * 16))) v12_217;
  float  __attribute__((vector_size(sizeof (float) * 16))) v12_218;
  float  __attribute__((vector_size(sizeof (float) * 16))) v12_219;
  float  __attribute__((vector_size(sizeof (float) * 16))) v17_220;
  float  __attribute__((vector_size(sizeof (float) * 16))) v17_221;
  float  __attribute__((vector_size(sizeof (float) * 16))) v17_222;
  float  __attribute__((vector_size(sizeof (float) * 16))) v17_223;
  float  __attribute__((vector_size(sizeof (float) * 16))) v18_224;
  float  __attribute__((vector_size(sizeof (float) * 16))) v18_225;
  float  __attribute__((vector_size(sizeof (float) * 16))) v18_226;
  float  __attribute__((vector_size(sizeof (float) * 16))) v18_227;
  float * S_1;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr228;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr229;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr230;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr231;
  float  __attribute__((vector_size(sizeof (float) * 16))) v19_232;
  float  __attribute__((vector_size(sizeof (float) * 16))) v19_233;
  float  __attribute__((vector_size(sizeof (float) * 16))) v19_234;
  float  __attribute__((vector_size(sizeof (float) * 16))) v19_235;
  float  __attribute__((vector_size(sizeof (float) * 16))) v20_236;
  float  __attribute__((vector_size(sizeof (float) * 16))) v20_237;
  float  __attribute__((vector_size(sizeof (float) * 16))) v20_238;
  float  __attribute__((vector_size(sizeof (float) * 16))) v20_239;
  float * S_0;

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
  child_start = f->child_start;
  PK_0 = f->packed[(long long)0];
  ifields = f->ifields;
  P_E = f->params[(long long)0];
  P_b_i = f->params[(long long)9];
  P_b_o = f->params[(long long)10];
  P_b_u = f->params[(long long)11];
  S_1 = f->states[(long long)1];
  S_0 = f->states[(long long)0];
  goto start0;

start0:
  n_2 = end_1 - start_0;
  ebase_3 = (long long)child_start[start_0];
  gdir8 = (long long)f->level & (long long)1;
  gtab9[(long long)0] = t0;
  gtab9[(long long)1] = t1;
  gtab9[(long long)2] = t2;
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
  return;

gmem27:
  if (gm10 < (long long)3) goto gmbody28; else goto gmafter29;

gmbody28:
  gme11 = gm10 + gdir8 * ((long long)2 - (long long)2 * gm10);
  gmt12 = gtab9[gme11];
  gpw1 = &PK_0[((gr4 + gme11 * (long long)256) * (long long)256)];
  gprow5 = gr4 + gme11 * (long long)256;
  gtx33 = &gtx32[(long long)0];
  gtl35 = &gtl34[(long long)0];
  gto37 = &gto36[(long long)0];
  gtl35[(long long)0] = (long long)256;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile38;

gmafter29:
  li_22 = (long long)0;
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
  gx51 = (float *)&P_E[(ix1_9 * (long long)256)];
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
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)0)];
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)1)];
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)2)];
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)3)];
  gt30 += (long long)1;
  goto gt177;

for180:
  if (li_22 < n_2) goto body181; else goto after182;

body181:
  i_23 = start_0 + li_22;
  jv183 = (long long)0;
  goto for184;

after182:
  gq6 += (long long)1;
  goto grow24;

for184:
  if (jv183 < (long long)64) goto body185; else goto after186;

body185:
  j_24 = gr4 + jv183;
  v6_187 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_22 * (long long)256 + j_24)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_i[j_24]);
  v6_188 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_22 * (long long)256 + j_24 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_i[(j_24 + (long long)16)]);
  v6_189 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_22 * (long long)256 + j_24 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_i[(j_24 + (long long)32)]);
  v6_190 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_22 * (long long)256 + j_24 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_i[(j_24 + (long long)48)]);
  v11_191 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_22 * (long long)256 + j_24)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_o[j_24]);
  v11_192 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_22 * (long long)256 + j_24 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_o[(j_24 + (long long)16)]);
  v11_193 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_22 * (long long)256 + j_24 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_o[(j_24 + (long long)32)]);
  v11_194 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_22 * (long long)256 + j_24 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_o[(j_24 + (long long)48)]);
  v16_195 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)256 + j_24)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_u[j_24]);
  v16_196 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)256 + j_24 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_u[(j_24 + (long long)16)]);
  v16_197 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)256 + j_24 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_u[(j_24 + (long long)32)]);
  v16_198 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)256 + j_24 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_u[(j_24 + (long long)48)]);
  vbuf199[(long long)0] = v6_187;
  vbuf199[(long long)1] = v6_188;
  vbuf199[(long long)2] = v6_189;
  vbuf199[(long long)3] = v6_190;
  vbuf199[(long long)4] = v11_191;
  vbuf199[(long long)5] = v11_192;
  vbuf199[(long long)6] = v11_193;
  vbuf199[(long long)7] = v11_194;
  (void)cx_vsigmoid_a_p0 (((float *)&vbuf199[(long long)0]), (long long)128);
  vr200 = vbuf199[(long long)0];
  vr201 = vbuf199[(long long)1];
  vr202 = vbuf199[(long long)2];
  vr203 = vbuf199[(long long)3];
  vr204 = vbuf199[(long long)4];
  vr205 = vbuf199[(long long)5];
  vr206 = vbuf199[(long long)6];
  vr207 = vbuf199[(long long)7];
  vbuf199[(long long)0] = v16_195;
  vbuf199[(long long)1] = v16_196;
  vbuf199[(long long)2] = v16_197;
  vbuf199[(long long)3] = v16_198;
  (void)cx_vtanh_a_p0 (((float *)&vbuf199[(long long)0]), (long long)64);
  vr208 = vbuf199[(long long)0];
  vr209 = vbuf199[(long long)1];
  vr210 = vbuf199[(long long)2];
  vr211 = vbuf199[(long long)3];
  v7_212 = vr200;
  v7_213 = vr201;
  v7_214 = vr202;
  v7_215 = vr203;
  v12_216 = vr204;
  v12_217 = vr205;
  v12_218 = vr206;
  v12_219 = vr207;
  v17_220 = vr208;
  v17_221 = vr209;
  v17_222 = vr210;
  v17_223 = vr211;
  v18_224 = v7_212 * v17_220;
  v18_225 = v7_213 * v17_221;
  v18_226 = v7_214 * v17_222;
  v18_227 = v7_215 * v17_223;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_23 * (long long)256 + j_24)]) = v18_224;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_23 * (long long)256 + j_24 + (long long)16)]) = v18_225;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_23 * (long long)256 + j_24 + (long long)32)]) = v18_226;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_23 * (long long)256 + j_24 + (long long)48)]) = v18_227;
  vbuf199[(long long)0] = v18_224;
  vbuf199[(long long)1] = v18_225;
  vbuf199[(long long)2] = v18_226;
  vbuf199[(long long)3] = v18_227;
  (void)cx_vtanh_a_p0 (((float *)&vbuf199[(long long)0]), (long long)64);
  vr228 = vbuf199[(long long)0];
  vr229 = vbuf199[(long long)1];
  vr230 = vbuf199[(long long)2];
  vr231 = vbuf199[(long long)3];
  v19_232 = vr228;
  v19_233 = vr229;
  v19_234 = vr230;
  v19_235 = vr231;
  v20_236 = v12_216 * v19_232;
  v20_237 = v12_217 * v19_233;
  v20_238 = v12_218 * v19_234;
  v20_239 = v12_219 * v19_235;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_23 * (long long)256 + j_24)]) = v20_236;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_23 * (long long)256 + j_24 + (long long)16)]) = v20_237;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_23 * (long long)256 + j_24 + (long long)32)]) = v20_238;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_23 * (long long)256 + j_24 + (long long)48)]) = v20_239;
  jv183 += (long long)64;
  goto for184;

after186:
  li_22 += (long long)1;
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
  float v2_7;
  double acc2_8;
  long long cs_9;
  long long nk_10;
  long long kk_11;
  long long ck_12;
  long long e_13;
  long long r_14;
  long long k_15;
  float acc6_16;
  long long li_17;
  long long i_18;
  long long r_19;
  long long k_20;
  float acc13_21;
  long long li_22;
  long long i_23;
  long long r_24;
  long long k_25;
  float acc20_26;
  long long li_27;
  long long i_28;
  long long r_29;
  long long k_30;
  float acc26_31;
  long long ne_32;
  long long e_33;
  long long ck_34;
  long long li_35;
  long long i_36;
  long long j_37;
  float v7_38;
  float v8_39;
  float v9_40;
  float v14_41;
  float v15_42;
  float v16_43;
  float v21_44;
  float v22_45;
  float v23_46;
  float v32_47;
  double acc32_48;
  long long cs_49;
  long long nk_50;
  long long kk_51;
  long long ck_52;
  long long e_53;
  float v27k_54;
  float v29k_55;
  float v30k_56;
  float v31k_57;
  float v33_58;
  float v34_59;
  float v35_60;
  float v36_61;
  long long toff;
  float * t0;
  float * t1;
  float * t2;
  float * t3;
  float * t4;
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
  float *[3] gtab25;
  long long gm26;
  long long gme27;
  float * gmt28;
  long long gt35;
  long long gtn36;
  float *[4] gtx37;
  float * * gtx38;
  long long[1] gtl39;
  long long * gtl40;
  float  __attribute__((vector_size(sizeof (float) * 16)))[16] gto41;
  float  __attribute__((vector_size(sizeof (float) * 16))) * gto42;
  float * gx51;
  float * PK_2;
  float * gpw62;
  long long gli63;
  long long gnhi64;
  long long gr65;
  long long gprow66;
  long long gq67;
  long long gj68;
  long long gdir69;
  long long gt73;
  long long gtn74;
  float *[4] gtx75;
  float * * gtx76;
  long long[1] gtl77;
  long long * gtl78;
  float  __attribute__((vector_size(sizeof (float) * 16)))[16] gto79;
  float  __attribute__((vector_size(sizeof (float) * 16))) * gto80;
  float * gx89;
  double[256] red103;
  float * F_4;
  float * P_b_f;
  float * S_1;
  float * F_1;
  float * P_b_i;
  float * F_2;
  float * P_b_o;
  float * F_3;
  float * P_b_u;

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
  toff += f->edge_cap * (long long)256 + (long long)15 & (long long)-16;
  child_start = f->child_start;
  children = f->children;
  S_0 = f->states[(long long)0];
  PK_1 = f->packed[(long long)1];
  PK_2 = f->packed[(long long)2];
  F_4 = f->vfields[(long long)4];
  P_b_f = f->params[(long long)12];
  S_1 = f->states[(long long)1];
  F_1 = f->vfields[(long long)1];
  P_b_i = f->params[(long long)9];
  F_2 = f->vfields[(long long)2];
  P_b_o = f->params[(long long)10];
  F_3 = f->vfields[(long long)3];
  P_b_u = f->params[(long long)11];
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
  gtab25[(long long)0] = t1;
  gtab25[(long long)1] = t2;
  gtab25[(long long)2] = t3;
  gq22 = (long long)0;
  goto grow29;

for5:
  if (j_6 < (long long)256) goto body6; else goto after7;

body6:
  acc2_8 = (double)0.000000;
  red4[(j_6 - (long long)0)] = acc2_8;
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
  acc2_8 = red4[(j_6 - (long long)0)];
  ck_12 = (long long)children[(cs_9 + kk_11)];
  e_13 = cs_9 + kk_11 - ebase_3;
  acc2_8 = acc2_8 + (double)S_0[(ck_12 * (long long)256 + j_6)];
  red4[(j_6 - (long long)0)] = acc2_8;
  j_6 += (long long)1;
  goto for11;

after13:
  kk_11 += (long long)1;
  goto for8;

for14:
  if (j_6 < (long long)256) goto body15; else goto after16;

body15:
  acc2_8 = red4[(j_6 - (long long)0)];
  v2_7 = (float)acc2_8;
  t0[(li_4 * (long long)256 + j_6)] = v2_7;
  j_6 += (long long)1;
  goto for14;

after16:
  li_4 += (long long)1;
  goto for1;

grow29:
  if (gq22 < (long long)4) goto grbody30; else goto grafter31;

grbody30:
  gr20 = (gq22 + gdir24 * ((long long)3 - (long long)2 * gq22)) * (long long)64;
  gm26 = (long long)0;
  goto gmem32;

grafter31:
  ne_32 = (long long)child_start[end_1] - ebase_3;
  gdir69 = (long long)f->level & (long long)1;
  gq67 = (long long)0;
  goto grow70;

gmem32:
  if (gm26 < (long long)3) goto gmbody33; else goto gmafter34;

gmbody33:
  gme27 = gm26 + gdir24 * ((long long)2 - (long long)2 * gm26);
  gmt28 = gtab25[gme27];
  gpw17 = &PK_1[((gr20 + gme27 * (long long)256) * (long long)256)];
  gprow21 = gr20 + gme27 * (long long)256;
  gtx38 = &gtx37[(long long)0];
  gtl40 = &gtl39[(long long)0];
  gto42 = &gto41[(long long)0];
  gtl40[(long long)0] = (long long)256;
  gnhi19 = n_2;
  gli18 = (long long)0;
  goto gtile43;

gmafter34:
  gq22 += (long long)1;
  goto grow29;

gtile43:
  if (gli18 < gnhi19) goto gtbody44; else goto gtafter47;

gtbody44:
  gtn36 = gnhi19 - gli18;
  if (gtn36 > (long long)4) goto gtpart45; else goto gtgo46;

gtpart45:
  gtn36 = (long long)4;
  goto gtgo46;

gtgo46:
  asm ("" : "+r" (gtn36) :  : )
  gt35 = (long long)0;
  goto gt48;

gtafter47:
  gm26 += (long long)1;
  goto gmem32;

gt48:
  asm ("" : "+r" (gt35) :  : )
  if (gt35 < gtn36) goto gtb50; else goto gtend49;

gtend49:
  if (gtn36 == (long long)4) goto gtcall53; else goto gtnext54;

gtb50:
  li_17 = gli18 + gt35;
  i_18 = start_0 + li_17;
  gx51 = (float *)&t0[(li_17 * (long long)256)];
  gtx38[(gt35 + (long long)0)] = gx51;
  gt35 += (long long)1;
  goto gt48;

gtcalled52:
  asm ("" : "+r" (gtn36) :  : )
  gt35 = (long long)0;
  goto gt59;

gtcall53:
  (void)cx_tile4_4_64_p0 (gpw17, (&gtx38[(long long)0]), (long long)4, (&gtl40[(long long)0]), (long long)1, ((float *)&gto42[(long long)0]));
  goto gtcalled52;

gtnext54:
  if (gtn36 == (long long)3) goto gtcall55; else goto gtnext56;

gtcall55:
  (void)cx_tile3_4_64_p0 (gpw17, (&gtx38[(long long)0]), (long long)4, (&gtl40[(long long)0]), (long long)1, ((float *)&gto42[(long long)0]));
  goto gtcalled52;

gtnext56:
  if (gtn36 == (long long)2) goto gtcall57; else goto gtnext58;

gtcall57:
  (void)cx_tile2_4_64_p0 (gpw17, (&gtx38[(long long)0]), (long long)4, (&gtl40[(long long)0]), (long long)1, ((float *)&gto42[(long long)0]));
  goto gtcalled52;

gtnext58:
  (void)cx_tile1_4_64_p0 (gpw17, (&gtx38[(long long)0]), (long long)4, (&gtl40[(long long)0]), (long long)1, ((float *)&gto42[(long long)0]));
  goto gtcalled52;

gt59:
  asm ("" : "+r" (gt35) :  : )
  if (gt35 < gtn36) goto gtb61; else goto gtend60;

gtend60:
  gli18 += gtn36;
  goto gtile43;

gtb61:
  li_17 = gli18 + gt35;
  r_14 = gr20 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt28[(li_17 * (long long)256 + r_14)]) = gto42[(gt35 * (long long)4 + (long long)0)];
  r_14 = gr20 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt28[(li_17 * (long long)256 + r_14)]) = gto42[(gt35 * (long long)4 + (long long)1)];
  r_14 = gr20 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt28[(li_17 * (long long)256 + r_14)]) = gto42[(gt35 * (long long)4 + (long long)2)];
  r_14 = gr20 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt28[(li_17 * (long long)256 + r_14)]) = gto42[(gt35 * (long long)4 + (long long)3)];
  gt35 += (long long)1;
  goto gt59;

grow70:
  if (gq67 < (long long)4) goto grbody71; else goto grafter72;

grbody71:
  gr65 = (gq67 + gdir69 * ((long long)3 - (long long)2 * gq67)) * (long long)64;
  gpw62 = &PK_2[((gr65 + (long long)0) * (long long)256)];
  gprow66 = gr65 + (long long)0;
  gtx76 = &gtx75[(long long)0];
  gtl78 = &gtl77[(long long)0];
  gto80 = &gto79[(long long)0];
  gtl78[(long long)0] = (long long)256;
  gnhi64 = ne_32;
  gli63 = (long long)0;
  goto gtile81;

grafter72:
  li_35 = (long long)0;
  goto for100;

gtile81:
  if (gli63 < gnhi64) goto gtbody82; else goto gtafter85;

gtbody82:
  gtn74 = gnhi64 - gli63;
  if (gtn74 > (long long)4) goto gtpart83; else goto gtgo84;

gtpart83:
  gtn74 = (long long)4;
  goto gtgo84;

gtgo84:
  asm ("" : "+r" (gtn74) :  : )
  gt73 = (long long)0;
  goto gt86;

gtafter85:
  gq67 += (long long)1;
  goto grow70;

gt86:
  asm ("" : "+r" (gt73) :  : )
  if (gt73 < gtn74) goto gtb88; else goto gtend87;

gtend87:
  if (gtn74 == (long long)4) goto gtcall91; else goto gtnext92;

gtb88:
  e_33 = gli63 + gt73;
  ck_34 = (long long)children[(ebase_3 + e_33)];
  gx89 = (float *)&S_0[(ck_34 * (long long)256)];
  gtx76[(gt73 + (long long)0)] = gx89;
  gt73 += (long long)1;
  goto gt86;

gtcalled90:
  asm ("" : "+r" (gtn74) :  : )
  gt73 = (long long)0;
  goto gt97;

gtcall91:
  (void)cx_tile4_4_64_p0 (gpw62, (&gtx76[(long long)0]), (long long)4, (&gtl78[(long long)0]), (long long)1, ((float *)&gto80[(long long)0]));
  goto gtcalled90;

gtnext92:
  if (gtn74 == (long long)3) goto gtcall93; else goto gtnext94;

gtcall93:
  (void)cx_tile3_4_64_p0 (gpw62, (&gtx76[(long long)0]), (long long)4, (&gtl78[(long long)0]), (long long)1, ((float *)&gto80[(long long)0]));
  goto gtcalled90;

gtnext94:
  if (gtn74 == (long long)2) goto gtcall95; else goto gtnext96;

gtcall95:
  (void)cx_tile2_4_64_p0 (gpw62, (&gtx76[(long long)0]), (long long)4, (&gtl78[(long long)0]), (long long)1, ((float *)&gto80[(long long)0]));
  goto gtcalled90;

gtnext96:
  (void)cx_tile1_4_64_p0 (gpw62, (&gtx76[(long long)0]), (long long)4, (&gtl78[(long long)0]), (long long)1, ((float *)&gto80[(long long)0]));
  goto gtcalled90;

gt97:
  asm ("" : "+r" (gt73) :  : )
  if (gt73 < gtn74) goto gtb99; else goto gtend98;

gtend98:
  gli63 += gtn74;
  goto gtile81;

gtb99:
  e_33 = gli63 + gt73;
  r_29 = gr65 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gto80[(gt73 * (long long)4 + (long long)0)];
  r_29 = gr65 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gto80[(gt73 * (long long)4 + (long long)1)];
  r_29 = gr65 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gto80[(gt73 * (long long)4 + (long long)2)];
  r_29 = gr65 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(e_33 * (long long)256 + r_29)]) = gto80[(gt73 * (long long)4 + (long long)3)];
  gt73 += (long long)1;
  goto gt97;

for100:
  if (li_35 < n_2) goto body101; else goto after102;

body101:
  i_36 = start_0 + li_35;
  cs_49 = (long long)child_start[i_36];
  nk_50 = (long long)child_start[(i_36 + (long long)1)] - cs_49;
  j_37 = (long long)0;
  goto for104;

after102:
  return;

for104:
  if (j_37 < (long long)256) goto body105; else goto after106;

body105:
  acc32_48 = (double)0.000000;
  red103[(j_37 - (long long)0)] = acc32_48;
  j_37 += (long long)1;
  goto for104;

after106:
  kk_51 = (long long)0;
  goto for107;

for107:
  if (kk_51 < nk_50) goto body108; else goto after109;

body108:
  j_37 = (long long)0;
  goto for110;

after109:
  j_37 = (long long)0;
  goto for113;

for110:
  if (j_37 < (long long)256) goto body111; else goto after112;

body111:
  acc32_48 = red103[(j_37 - (long long)0)];
  ck_52 = (long long)children[(cs_49 + kk_51)];
  e_53 = cs_49 + kk_51 - ebase_3;
  v27k_54 = F_4[(i_36 * (long long)256 + j_37)] + t4[(e_53 * (long long)256 + j_37)];
  v29k_55 = v27k_54 + P_b_f[j_37];
  v30k_56 = cx_vsigmoidf (v29k_55);
  v31k_57 = v30k_56 * S_1[(ck_52 * (long long)256 + j_37)];
  acc32_48 = acc32_48 + (double)v31k_57;
  red103[(j_37 - (long long)0)] = acc32_48;
  j_37 += (long long)1;
  goto for110;

after112:
  kk_51 += (long long)1;
  goto for107;

for113:
  if (j_37 < (long long)256) goto body114; else goto after115;

body114:
  v7_38 = F_1[(i_36 * (long long)256 + j_37)] + t1[(li_35 * (long long)256 + j_37)];
  v8_39 = v7_38 + P_b_i[j_37];
  v9_40 = cx_vsigmoidf (v8_39);
  v14_41 = F_2[(i_36 * (long long)256 + j_37)] + t2[(li_35 * (long long)256 + j_37)];
  v15_42 = v14_41 + P_b_o[j_37];
  v16_43 = cx_vsigmoidf (v15_42);
  v21_44 = F_3[(i_36 * (long long)256 + j_37)] + t3[(li_35 * (long long)256 + j_37)];
  v22_45 = v21_44 + P_b_u[j_37];
  v23_46 = cx_vtanhf (v22_45);
  acc32_48 = red103[(j_37 - (long long)0)];
  v32_47 = (float)acc32_48;
  v33_58 = v9_40 * v23_46;
  v34_59 = v33_58 + v32_47;
  S_1[(i_36 * (long long)256 + j_37)] = v34_59;
  v35_60 = cx_vtanhf (v34_59);
  v36_61 = v16_43 * v35_60;
  S_0[(i_36 * (long long)256 + j_37)] = v36_61;
  j_37 += (long long)1;
  goto for113;

after115:
  li_35 += (long long)1;
  goto for100;
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
  long long r_16;
  long long k_17;
  float acc15_18;
  long long li_19;
  long long i_20;
  long long ix1_21;
  long long li_22;
  long long i_23;
  long long j_24;
  float v6_25;
  float v7_26;
  float v11_27;
  float v12_28;
  float v16_29;
  float v17_30;
  float v18_31;
  float v19_32;
  float v20_33;
  float * PK_0;
  float * P_W_i;
  float * P_W_o;
  float * P_W_u;

entry:
  PK_0 = f->packed[(long long)0];
  P_W_i = f->params[(long long)1];
  P_W_o = f->params[(long long)2];
  P_W_u = f->params[(long long)3];
  goto start0;

start0:
  r_4 = (long long)0;
  k_5 = (long long)0;
  (void)cx_packseg_p0 (PK_0, (&P_W_i[(r_4 * (long long)256 + k_5)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)256);
  r_10 = (long long)0;
  k_11 = (long long)0;
  (void)cx_packseg_p0 (PK_0, (&P_W_o[(r_10 * (long long)256 + k_11)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)256, (long long)0, (long long)64, (long long)256);
  r_16 = (long long)0;
  k_17 = (long long)0;
  (void)cx_packseg_p0 (PK_0, (&P_W_u[(r_16 * (long long)256 + k_17)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)512, (long long)0, (long long)64, (long long)256);
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
  float v2_7;
  double acc2_8;
  long long cs_9;
  long long nk_10;
  long long kk_11;
  long long ck_12;
  long long e_13;
  long long r_14;
  long long k_15;
  float acc6_16;
  long long li_17;
  long long i_18;
  long long r_19;
  long long k_20;
  float acc13_21;
  long long li_22;
  long long i_23;
  long long r_24;
  long long k_25;
  float acc20_26;
  long long li_27;
  long long i_28;
  long long r_29;
  long long k_30;
  float acc26_31;
  long long ne_32;
  long long e_33;
  long long ck_34;
  long long li_35;
  long long i_36;
  long long j_37;
  float v7_38;
  float v8_39;
  float v9_40;
  float v14_41;
  float v15_42;
  float v16_43;
  float v21_44;
  float v22_45;
  float v23_46;
  float v32_47;
  double acc32_48;
  long long cs_49;
  long long nk_50;
  long long kk_51;
  long long ck_52;
  long long e_53;
  float v27k_54;
  float v29k_55;
  float v30k_56;
  float v31k_57;
  float v33_58;
  float v34_59;
  float v35_60;
  float v36_61;
  float * PK_1;
  float * P_U_i;
  float * P_U_o;
  float * P_U_u;

entry:
  PK_1 = f->packed[(long long)1];
  P_U_i = f->params[(long long)5];
  P_U_o = f->params[(long long)6];
  P_U_u = f->params[(long long)7];
  goto start0;

start0:
  r_14 = (long long)0;
  k_15 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_i[(r_14 * (long long)256 + k_15)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)256);
  r_19 = (long long)0;
  k_20 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_o[(r_19 * (long long)256 + k_20)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)256, (long long)0, (long long)64, (long long)256);
  r_24 = (long long)0;
  k_25 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_u[(r_24 * (long long)256 + k_25)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)512, (long long)0, (long long)64, (long long)256);
  return;
}

static void
cx_pack_2 (struct JitFrame * f)
{
  long long start_0;
  long long end_1;
  long long n_2;
  long long ebase_3;
  long long li_4;
  long long i_5;
  long long j_6;
  float v2_7;
  double acc2_8;
  long long cs_9;
  long long nk_10;
  long long kk_11;
  long long ck_12;
  long long e_13;
  long long r_14;
  long long k_15;
  float acc6_16;
  long long li_17;
  long long i_18;
  long long r_19;
  long long k_20;
  float acc13_21;
  long long li_22;
  long long i_23;
  long long r_24;
  long long k_25;
  float acc20_26;
  long long li_27;
  long long i_28;
  long long r_29;
  long long k_30;
  float acc26_31;
  long long ne_32;
  long long e_33;
  long long ck_34;
  long long li_35;
  long long i_36;
  long long j_37;
  float v7_38;
  float v8_39;
  float v9_40;
  float v14_41;
  float v15_42;
  float v16_43;
  float v21_44;
  float v22_45;
  float v23_46;
  float v32_47;
  double acc32_48;
  long long cs_49;
  long long nk_50;
  long long kk_51;
  long long ck_52;
  long long e_53;
  float v27k_54;
  float v29k_55;
  float v30k_56;
  float v31k_57;
  float v33_58;
  float v34_59;
  float v35_60;
  float v36_61;
  float * PK_2;
  float * P_U_f;

entry:
  PK_2 = f->packed[(long long)2];
  P_U_f = f->params[(long long)8];
  goto start0;

start0:
  r_29 = (long long)0;
  k_30 = (long long)0;
  (void)cx_packseg_p0 (PK_2, (&P_U_f[(r_29 * (long long)256 + k_30)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)256);
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
  float * P_W_i;

entry:
  PK_3 = f->packed[(long long)3];
  P_W_i = f->params[(long long)1];
  goto start0;

start0:
  r_1 = (long long)0;
  k_2 = (long long)0;
  (void)cx_packseg_p0 (PK_3, (&P_W_i[(r_1 * (long long)256 + k_2)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)256);
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
  float * P_W_o;

entry:
  PK_4 = f->packed[(long long)4];
  P_W_o = f->params[(long long)2];
  goto start0;

start0:
  r_1 = (long long)0;
  k_2 = (long long)0;
  (void)cx_packseg_p0 (PK_4, (&P_W_o[(r_1 * (long long)256 + k_2)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)256);
  return;
}

static void
cx_pack_5 (struct JitFrame * f)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix1_6;
  float * PK_5;
  float * P_W_u;

entry:
  PK_5 = f->packed[(long long)5];
  P_W_u = f->params[(long long)3];
  goto start0;

start0:
  r_1 = (long long)0;
  k_2 = (long long)0;
  (void)cx_packseg_p0 (PK_5, (&P_W_u[(r_1 * (long long)256 + k_2)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)256);
  return;
}

static void
cx_pack_6 (struct JitFrame * f)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix1_6;
  float * PK_6;
  float * P_W_f;

entry:
  PK_6 = f->packed[(long long)6];
  P_W_f = f->params[(long long)4];
  goto start0;

start0:
  r_1 = (long long)0;
  k_2 = (long long)0;
  (void)cx_packseg_p0 (PK_6, (&P_W_f[(r_1 * (long long)256 + k_2)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)256);
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
  (void)cx_pack_5 (f);
  (void)cx_pack_6 (f);
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
  if (gq6 < (long long)4) goto grbody9; else goto grafter10;

grbody9:
  gr4 = gq6 * (long long)64;
  gpw1 = &PK_3[((gr4 + (long long)0) * (long long)256)];
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
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then27; else goto else28;

then27:
  if (f->err[(long long)0] == (long long)0) goto rowerr30; else goto join31;

else28:
  goto join29;

join29:
  gx32 = (float *)&P_E[(ix1_6 * (long long)256)];
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
  if (gq6 < (long long)4) goto grbody9; else goto grafter10;

grbody9:
  gr4 = gq6 * (long long)64;
  gpw1 = &PK_4[((gr4 + (long long)0) * (long long)256)];
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
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then27; else goto else28;

then27:
  if (f->err[(long long)0] == (long long)0) goto rowerr30; else goto join31;

else28:
  goto join29;

join29:
  gx32 = (float *)&P_E[(ix1_6 * (long long)256)];
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

extern void
cx_hoist2_branch0_all_nonleaf (struct JitFrame * f, int * nodes, int count, float * out)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix1_6;
  float * PK_5;
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
  PK_5 = f->packed[(long long)5];
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
  gpw1 = &PK_5[((gr4 + (long long)0) * (long long)256)];
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
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then27; else goto else28;

then27:
  if (f->err[(long long)0] == (long long)0) goto rowerr30; else goto join31;

else28:
  goto join29;

join29:
  gx32 = (float *)&P_E[(ix1_6 * (long long)256)];
  gtx14[(gt11 + (long long)0)] = gx32;
  gt11 += (long long)1;
  goto gt24;

rowerr30:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-5;
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

extern void
cx_hoist3_branch0_all_nonleaf (struct JitFrame * f, int * nodes, int count, float * out)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix1_6;
  float * PK_6;
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
  PK_6 = f->packed[(long long)6];
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
  gpw1 = &PK_6[((gr4 + (long long)0) * (long long)256)];
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
  ix1_6 = (long long)ifields[i_5];
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)6000) goto then27; else goto else28;

then27:
  if (f->err[(long long)0] == (long long)0) goto rowerr30; else goto join31;

else28:
  goto join29;

join29:
  gx32 = (float *)&P_E[(ix1_6 * (long long)256)];
  gtx14[(gt11 + (long long)0)] = gx32;
  gt11 += (long long)1;
  goto gt24;

rowerr30:
  f->err[(long long)0] = (long long)1;
  f->err[(long long)1] = (long long)2;
  f->err[(long long)2] = i_5;
  f->err[(long long)3] = ix1_6;
  f->err[(long long)4] = (long long)-6;
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

