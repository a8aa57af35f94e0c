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
  float acc9_6;
  long long li_7;
  long long i_8;
  long long ix1_9;
  long long r_10;
  long long k_11;
  float acc12_12;
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
  float v10_25;
  float v11_26;
  float v13_27;
  float v14_28;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) v10_187;
  float  __attribute__((vector_size(sizeof (float) * 16))) v10_188;
  float  __attribute__((vector_size(sizeof (float) * 16))) v10_189;
  float  __attribute__((vector_size(sizeof (float) * 16))) v10_190;
  float * P_b_o;
  float  __attribute__((vector_size(sizeof (float) * 16))) v13_191;
  float  __attribute__((vector_size(sizeof (float) * 16))) v13_192;
  float  __attribute__((vector_size(sizeof (float) * 16))) v13_193;
  float  __attribute__((vector_size(sizeof (float) * 16))) v13_194;
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
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_212;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_213;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_214;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_215;
  float  __attribute__((vector_size(sizeof (float) * 16))) v14_216;
  float  __attribute__((vector_size(sizeof (float) * 16))) v14_217;
  float  __attribute__((vector_size(sizeof (float) * 16))) v14_218;
  float  __attribute__((vector_size(sizeof (float) * 16))) v14_219;
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
  P_b_o = f->params[(long long)11];
  P_b_u = f->params[(long long)12];
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
  if (ix1_9 < (long long)0 || ix1_9 >= (long long)22000) goto then46; else goto else47;

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
  v10_187 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_22 * (long long)256 + j_24)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_i[j_24]);
  v10_188 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_22 * (long long)256 + j_24 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_i[(j_24 + (long long)16)]);
  v10_189 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_22 * (long long)256 + j_24 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_i[(j_24 + (long long)32)]);
  v10_190 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_22 * (long long)256 + j_24 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_i[(j_24 + (long long)48)]);
  v13_191 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_22 * (long long)256 + j_24)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_o[j_24]);
  v13_192 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_22 * (long long)256 + j_24 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_o[(j_24 + (long long)16)]);
  v13_193 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_22 * (long long)256 + j_24 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_o[(j_24 + (long long)32)]);
  v13_194 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_22 * (long long)256 + j_24 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_o[(j_24 + (long long)48)]);
  v16_195 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)256 + j_24)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_u[j_24]);
  v16_196 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)256 + j_24 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_u[(j_24 + (long long)16)]);
  v16_197 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)256 + j_24 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_u[(j_24 + (long long)32)]);
  v16_198 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_22 * (long long)256 + j_24 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_u[(j_24 + (long long)48)]);
  vbuf199[(long long)0] = v10_187;
  vbuf199[(long long)1] = v10_188;
  vbuf199[(long long)2] = v10_189;
  vbuf199[(long long)3] = v10_190;
  vbuf199[(long long)4] = v13_191;
  vbuf199[(long long)5] = v13_192;
  vbuf199[(long long)6] = v13_193;
  vbuf199[(long long)7] = v13_194;
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
  v11_212 = vr200;
  v11_213 = vr201;
  v11_214 = vr202;
  v11_215 = vr203;
  v14_216 = vr204;
  v14_217 = vr205;
  v14_218 = vr206;
  v14_219 = vr207;
  v17_220 = vr208;
  v17_221 = vr209;
  v17_222 = vr210;
  v17_223 = vr211;
  v18_224 = v11_212 * v17_220;
  v18_225 = v11_213 * v17_221;
  v18_226 = v11_214 * v17_222;
  v18_227 = v11_215 * v17_223;
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
  v20_236 = v14_216 * v19_232;
  v20_237 = v14_217 * v19_233;
  v20_238 = v14_218 * v19_234;
  v20_239 = v14_219 * v19_235;
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
cx_branch1_internal (struct JitFrame * f, int start, int end)
{
  long long start_0;
  long long end_1;
  long long n_2;
  long long ebase_3;
  long long r_4;
  long long k_5;
  float acc11_6;
  long long li_7;
  long long i_8;
  long long cs_9;
  long long c0_10;
  long long r_11;
  long long k_12;
  float acc16_13;
  long long li_14;
  long long i_15;
  long long cs_16;
  long long c0_17;
  long long r_18;
  long long k_19;
  float acc21_20;
  long long li_21;
  long long i_22;
  long long cs_23;
  long long c0_24;
  long long r_25;
  long long k_26;
  float acc26_27;
  long long li_28;
  long long i_29;
  long long cs_30;
  long long c0_31;
  long long li_32;
  long long i_33;
  long long j_34;
  float v12_35;
  float v13_36;
  float v14_37;
  float v17_38;
  float v18_39;
  float v19_40;
  float v22_41;
  float v23_42;
  float v24_43;
  float v27_44;
  float v28_45;
  float v29_46;
  float v30_47;
  long long cs_48;
  long long c0_49;
  float v31_50;
  float v32_51;
  float v33_52;
  float v34_53;
  long long toff;
  float * t0;
  float * t1;
  float * t2;
  float * t3;
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
  float *[4] gtab9;
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
  float  __attribute__((vector_size(sizeof (float) * 16)))[16] gts38;
  float  __attribute__((vector_size(sizeof (float) * 16))) * gts39;
  long long[4] glit40;
  long long * glit41;
  long long[4] gslot42;
  long long * gslot43;
  int * gperm52;
  int * children;
  float * S_0;
  float * gx55;
  float * gp56;
  bool lpok57;
  int * gperm85;
  long long jv91;
  float * F_1;
  float  __attribute__((vector_size(sizeof (float) * 16))) v12_95;
  float  __attribute__((vector_size(sizeof (float) * 16))) v12_96;
  float  __attribute__((vector_size(sizeof (float) * 16))) v12_97;
  float  __attribute__((vector_size(sizeof (float) * 16))) v12_98;
  float * P_b_i;
  float  __attribute__((vector_size(sizeof (float) * 16))) v13_99;
  float  __attribute__((vector_size(sizeof (float) * 16))) v13_100;
  float  __attribute__((vector_size(sizeof (float) * 16))) v13_101;
  float  __attribute__((vector_size(sizeof (float) * 16))) v13_102;
  float * F_2;
  float  __attribute__((vector_size(sizeof (float) * 16))) v17_103;
  float  __attribute__((vector_size(sizeof (float) * 16))) v17_104;
  float  __attribute__((vector_size(sizeof (float) * 16))) v17_105;
  float  __attribute__((vector_size(sizeof (float) * 16))) v17_106;
  float * P_b_f;
  float  __attribute__((vector_size(sizeof (float) * 16))) v18_107;
  float  __attribute__((vector_size(sizeof (float) * 16))) v18_108;
  float  __attribute__((vector_size(sizeof (float) * 16))) v18_109;
  float  __attribute__((vector_size(sizeof (float) * 16))) v18_110;
  float * F_3;
  float  __attribute__((vector_size(sizeof (float) * 16))) v22_111;
  float  __attribute__((vector_size(sizeof (float) * 16))) v22_112;
  float  __attribute__((vector_size(sizeof (float) * 16))) v22_113;
  float  __attribute__((vector_size(sizeof (float) * 16))) v22_114;
  float * P_b_o;
  float  __attribute__((vector_size(sizeof (float) * 16))) v23_115;
  float  __attribute__((vector_size(sizeof (float) * 16))) v23_116;
  float  __attribute__((vector_size(sizeof (float) * 16))) v23_117;
  float  __attribute__((vector_size(sizeof (float) * 16))) v23_118;
  float * F_4;
  float  __attribute__((vector_size(sizeof (float) * 16))) v27_119;
  float  __attribute__((vector_size(sizeof (float) * 16))) v27_120;
  float  __attribute__((vector_size(sizeof (float) * 16))) v27_121;
  float  __attribute__((vector_size(sizeof (float) * 16))) v27_122;
  float * P_b_u;
  float  __attribute__((vector_size(sizeof (float) * 16))) v28_123;
  float  __attribute__((vector_size(sizeof (float) * 16))) v28_124;
  float  __attribute__((vector_size(sizeof (float) * 16))) v28_125;
  float  __attribute__((vector_size(sizeof (float) * 16))) v28_126;
  float  __attribute__((vector_size(sizeof (float) * 16)))[12] vbuf127;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr128;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr129;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr130;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr131;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr132;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr133;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr134;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr135;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr136;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr137;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr138;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr139;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr140;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr141;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr142;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr143;
  float  __attribute__((vector_size(sizeof (float) * 16))) v14_144;
  float  __attribute__((vector_size(sizeof (float) * 16))) v14_145;
  float  __attribute__((vector_size(sizeof (float) * 16))) v14_146;
  float  __attribute__((vector_size(sizeof (float) * 16))) v14_147;
  float  __attribute__((vector_size(sizeof (float) * 16))) v19_148;
  float  __attribute__((vector_size(sizeof (float) * 16))) v19_149;
  float  __attribute__((vector_size(sizeof (float) * 16))) v19_150;
  float  __attribute__((vector_size(sizeof (float) * 16))) v19_151;
  float  __attribute__((vector_size(sizeof (float) * 16))) v24_152;
  float  __attribute__((vector_size(sizeof (float) * 16))) v24_153;
  float  __attribute__((vector_size(sizeof (float) * 16))) v24_154;
  float  __attribute__((vector_size(sizeof (float) * 16))) v24_155;
  float  __attribute__((vector_size(sizeof (float) * 16))) v29_156;
  float  __attribute__((vector_size(sizeof (float) * 16))) v29_157;
  float  __attribute__((vector_size(sizeof (float) * 16))) v29_158;
  float  __attribute__((vector_size(sizeof (float) * 16))) v29_159;
  float * S_1;
  float  __attribute__((vector_size(sizeof (float) * 16))) v30_160;
  float  __attribute__((vector_size(sizeof (float) * 16))) v30_161;
  float  __attribute__((vector_size(sizeof (float) * 16))) v30_162;
  float  __attribute__((vector_size(sizeof (float) * 16))) v30_163;
  float  __attribute__((vector_size(sizeof (float) * 16))) v31_164;
  float  __attribute__((vector_size(sizeof (float) * 16))) v31_165;
  float  __attribute__((vector_size(sizeof (float) * 16))) v31_166;
  float  __attribute__((vector_size(sizeof (float) * 16))) v31_167;
  float  __attribute__((vector_size(sizeof (float) * 16))) v32_168;
  float  __attribute__((vector_size(sizeof (float) * 16))) v32_169;
  float  __attribute__((vector_size(sizeof (float) * 16))) v32_170;
  float  __attribute__((vector_size(sizeof (float) * 16))) v32_171;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr172;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr173;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr174;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr175;
  float  __attribute__((vector_size(sizeof (float) * 16))) v33_176;
  float  __attribute__((vector_size(sizeof (float) * 16))) v33_177;
  float  __attribute__((vector_size(sizeof (float) * 16))) v33_178;
  float  __attribute__((vector_size(sizeof (float) * 16))) v33_179;
  float  __attribute__((vector_size(sizeof (float) * 16))) v34_180;
  float  __attribute__((vector_size(sizeof (float) * 16))) v34_181;
  float  __attribute__((vector_size(sizeof (float) * 16))) v34_182;
  float  __attribute__((vector_size(sizeof (float) * 16))) v34_183;

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
  child_start = f->child_start;
  PK_1 = f->packed[(long long)1];
  children = f->children;
  S_0 = f->states[(long long)0];
  F_1 = f->vfields[(long long)1];
  P_b_i = f->params[(long long)9];
  F_2 = f->vfields[(long long)2];
  P_b_f = f->params[(long long)10];
  F_3 = f->vfields[(long long)3];
  P_b_o = f->params[(long long)11];
  F_4 = f->vfields[(long long)4];
  P_b_u = f->params[(long long)12];
  S_1 = f->states[(long long)1];
  goto start0;

start0:
  n_2 = end_1 - start_0;
  ebase_3 = (long long)child_start[start_0];
  gdir8 = (long long)f->level & (long long)1;
  gtab9[(long long)0] = t0;
  gtab9[(long long)1] = t1;
  gtab9[(long long)2] = t2;
  gtab9[(long long)3] = t3;
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
  if (gm10 < (long long)4) goto gmbody28; else goto gmafter29;

gmbody28:
  gme11 = gm10 + gdir8 * ((long long)3 - (long long)2 * gm10);
  gmt12 = gtab9[gme11];
  gpw1 = &PK_1[((gr4 + gme11 * (long long)256) * (long long)256)];
  gprow5 = gr4 + gme11 * (long long)256;
  gtx33 = &gtx32[(long long)0];
  gtl35 = &gtl34[(long long)0];
  gto37 = &gto36[(long long)0];
  gts39 = &gts38[(long long)0];
  glit41 = &glit40[(long long)0];
  gslot43 = &gslot42[(long long)0];
  gtl35[(long long)0] = (long long)256;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile44;

gmafter29:
  li_32 = (long long)0;
  goto for88;

gtile44:
  if (gli2 < gnhi3) goto gtbody45; else goto gtafter48;

gtbody45:
  gtn31 = gnhi3 - gli2;
  if (gtn31 > (long long)4) goto gtpart46; else goto gtgo47;

gtpart46:
  gtn31 = (long long)4;
  goto gtgo47;

gtgo47:
  asm ("" : "+r" (gtn31) :  : )
  gt30 = (long long)0;
  goto gt49;

gtafter48:
  gm10 += (long long)1;
  goto gmem27;

gt49:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb51; else goto gtend50;

gtend50:
  gp56 = gpw1;
  lpok57 = (bool)0;
  if (f->lp_slot != (int * *)NULL) goto lpchk58; else goto lpdec59;

gtb51:
  li_7 = gli2 + gt30;
  gperm52 = f->lp_perm;
  asm ("" : "+r" (gperm52) :  : )
  if (gperm52 != (int *)NULL) goto gperm53; else goto gpermj54;

gperm53:
  li_7 = (long long)gperm52[(start_0 + li_7)] - start_0;
  goto gpermj54;

gpermj54:
  i_8 = start_0 + li_7;
  cs_9 = (long long)child_start[i_8];
  c0_10 = (long long)children[cs_9];
  glit41[gt30] = li_7;
  gx55 = (float *)&S_0[(c0_10 * (long long)256)];
  gtx33[(gt30 + (long long)0)] = gx55;
  gt30 += (long long)1;
  goto gt49;

lpchk58:
  lpok57 = (bool)1;
  gt30 = (long long)0;
  goto gt60;

lpdec59:
  if (lpok57) goto lphit63; else goto lpmiss64;

gt60:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb62; else goto gtend61;

gtend61:
  goto lpdec59;

gtb62:
  gslot43[gt30] = (long long)f->lp_slot[(long long)0][(start_0 + glit41[gt30])];
  lpok57 = lpok57 && gslot43[gt30] >= (long long)0;
  gt30 += (long long)1;
  goto gt60;

lphit63:
  gt30 = (long long)0;
  goto gt66;

lpmiss64:
  if (gtn31 == (long long)4) goto gtcall70; else goto gtnext71;

lpjoin65:
  gp56 = &gp56[(long long)16384];
  gt30 = (long long)0;
  goto gt82;

gt66:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb68; else goto gtend67;

gtend67:
  goto lpjoin65;

gtb68:
  gto37[(gt30 * (long long)4 + (long long)0)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(gslot43[gt30] * (long long)1024 + gprow5 + (long long)0)]);
  gto37[(gt30 * (long long)4 + (long long)1)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(gslot43[gt30] * (long long)1024 + gprow5 + (long long)16)]);
  gto37[(gt30 * (long long)4 + (long long)2)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(gslot43[gt30] * (long long)1024 + gprow5 + (long long)32)]);
  gto37[(gt30 * (long long)4 + (long long)3)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(gslot43[gt30] * (long long)1024 + gprow5 + (long long)48)]);
  gt30 += (long long)1;
  goto gt66;

gtcalled69:
  asm ("" : "+r" (gtn31) :  : )
  if (f->lp_slot != (int * *)NULL) goto lpwl76; else goto lpjoin65;

gtcall70:
  (void)cx_tile4_4_64_p0 (gp56, (&gtx33[(long long)0]), (long long)4, (&gtl35[(long long)0]), (long long)1, ((float *)&gto37[(long long)0]));
  goto gtcalled69;

gtnext71:
  if (gtn31 == (long long)3) goto gtcall72; else goto gtnext73;

gtcall72:
  (void)cx_tile3_4_64_p0 (gp56, (&gtx33[(long long)0]), (long long)4, (&gtl35[(long long)0]), (long long)1, ((float *)&gto37[(long long)0]));
  goto gtcalled69;

gtnext73:
  if (gtn31 == (long long)2) goto gtcall74; else goto gtnext75;

gtcall74:
  (void)cx_tile2_4_64_p0 (gp56, (&gtx33[(long long)0]), (long long)4, (&gtl35[(long long)0]), (long long)1, ((float *)&gto37[(long long)0]));
  goto gtcalled69;

gtnext75:
  (void)cx_tile1_4_64_p0 (gp56, (&gtx33[(long long)0]), (long long)4, (&gtl35[(long long)0]), (long long)1, ((float *)&gto37[(long long)0]));
  goto gtcalled69;

lpwl76:
  gt30 = (long long)0;
  goto gt77;

gt77:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb79; else goto gtend78;

gtend78:
  goto lpjoin65;

gtb79:
  if (gslot43[gt30] <= (long long)-2) goto lpwr80; else goto lpwn81;

lpwr80:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - gslot43[gt30]) * (long long)1024 + gprow5 + (long long)0)]) = gto37[(gt30 * (long long)4 + (long long)0)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - gslot43[gt30]) * (long long)1024 + gprow5 + (long long)16)]) = gto37[(gt30 * (long long)4 + (long long)1)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - gslot43[gt30]) * (long long)1024 + gprow5 + (long long)32)]) = gto37[(gt30 * (long long)4 + (long long)2)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - gslot43[gt30]) * (long long)1024 + gprow5 + (long long)48)]) = gto37[(gt30 * (long long)4 + (long long)3)];
  goto lpwn81;

lpwn81:
  gt30 += (long long)1;
  goto gt77;

gt82:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb84; else goto gtend83;

gtend83:
  gli2 += gtn31;
  goto gtile44;

gtb84:
  li_7 = gli2 + gt30;
  gperm85 = f->lp_perm;
  asm ("" : "+r" (gperm85) :  : )
  if (gperm85 != (int *)NULL) goto gperm86; else goto gpermj87;

gperm86:
  li_7 = (long long)gperm85[(start_0 + li_7)] - start_0;
  goto gpermj87;

gpermj87:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)0)];
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)1)];
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)2)];
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)3)];
  gt30 += (long long)1;
  goto gt82;

for88:
  if (li_32 < n_2) goto body89; else goto after90;

body89:
  i_33 = start_0 + li_32;
  cs_48 = (long long)child_start[i_33];
  c0_49 = (long long)children[cs_48];
  jv91 = (long long)0;
  goto for92;

after90:
  gq6 += (long long)1;
  goto grow24;

for92:
  if (jv91 < (long long)64) goto body93; else goto after94;

body93:
  j_34 = gr4 + jv91;
  v12_95 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_1[(i_33 * (long long)256 + j_34)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_32 * (long long)256 + j_34)]);
  v12_96 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_1[(i_33 * (long long)256 + j_34 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_32 * (long long)256 + j_34 + (long long)16)]);
  v12_97 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_1[(i_33 * (long long)256 + j_34 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_32 * (long long)256 + j_34 + (long long)32)]);
  v12_98 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_1[(i_33 * (long long)256 + j_34 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_32 * (long long)256 + j_34 + (long long)48)]);
  v13_99 = v12_95 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_i[j_34]);
  v13_100 = v12_96 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_i[(j_34 + (long long)16)]);
  v13_101 = v12_97 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_i[(j_34 + (long long)32)]);
  v13_102 = v12_98 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_i[(j_34 + (long long)48)]);
  v17_103 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_2[(i_33 * (long long)256 + j_34)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_32 * (long long)256 + j_34)]);
  v17_104 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_2[(i_33 * (long long)256 + j_34 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_32 * (long long)256 + j_34 + (long long)16)]);
  v17_105 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_2[(i_33 * (long long)256 + j_34 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_32 * (long long)256 + j_34 + (long long)32)]);
  v17_106 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_2[(i_33 * (long long)256 + j_34 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_32 * (long long)256 + j_34 + (long long)48)]);
  v18_107 = v17_103 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_f[j_34]);
  v18_108 = v17_104 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_f[(j_34 + (long long)16)]);
  v18_109 = v17_105 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_f[(j_34 + (long long)32)]);
  v18_110 = v17_106 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_f[(j_34 + (long long)48)]);
  v22_111 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_3[(i_33 * (long long)256 + j_34)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_32 * (long long)256 + j_34)]);
  v22_112 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_3[(i_33 * (long long)256 + j_34 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_32 * (long long)256 + j_34 + (long long)16)]);
  v22_113 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_3[(i_33 * (long long)256 + j_34 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_32 * (long long)256 + j_34 + (long long)32)]);
  v22_114 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_3[(i_33 * (long long)256 + j_34 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_32 * (long long)256 + j_34 + (long long)48)]);
  v23_115 = v22_111 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_o[j_34]);
  v23_116 = v22_112 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_o[(j_34 + (long long)16)]);
  v23_117 = v22_113 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_o[(j_34 + (long long)32)]);
  v23_118 = v22_114 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_o[(j_34 + (long long)48)]);
  v27_119 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_4[(i_33 * (long long)256 + j_34)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t3[(li_32 * (long long)256 + j_34)]);
  v27_120 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_4[(i_33 * (long long)256 + j_34 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t3[(li_32 * (long long)256 + j_34 + (long long)16)]);
  v27_121 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_4[(i_33 * (long long)256 + j_34 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t3[(li_32 * (long long)256 + j_34 + (long long)32)]);
  v27_122 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&F_4[(i_33 * (long long)256 + j_34 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t3[(li_32 * (long long)256 + j_34 + (long long)48)]);
  v28_123 = v27_119 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_u[j_34]);
  v28_124 = v27_120 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_u[(j_34 + (long long)16)]);
  v28_125 = v27_121 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_u[(j_34 + (long long)32)]);
  v28_126 = v27_122 + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_u[(j_34 + (long long)48)]);
  vbuf127[(long long)0] = v13_99;
  vbuf127[(long long)1] = v13_100;
  vbuf127[(long long)2] = v13_101;
  vbuf127[(long long)3] = v13_102;
  vbuf127[(long long)4] = v18_107;
  vbuf127[(long long)5] = v18_108;
  vbuf127[(long long)6] = v18_109;
  vbuf127[(long long)7] = v18_110;
  vbuf127[(long long)8] = v23_115;
  vbuf127[(long long)9] = v23_116;
  vbuf127[(long long)10] = v23_117;
  vbuf127[(long long)11] = v23_118;
  (void)cx_vsigmoid_a_p0 (((float *)&vbuf127[(long long)0]), (long long)192);
  vr128 = vbuf127[(long long)0];
  vr129 = vbuf127[(long long)1];
  vr130 = vbuf127[(long long)2];
  vr131 = vbuf127[(long long)3];
  vr132 = vbuf127[(long long)4];
  vr133 = vbuf127[(long long)5];
  vr134 = vbuf127[(long long)6];
  vr135 = vbuf127[(long long)7];
  vr136 = vbuf127[(long long)8];
  vr137 = vbuf127[(long long)9];
  vr138 = vbuf127[(long long)10];
  vr139 = vbuf127[(long long)11];
  vbuf127[(long long)0] = v28_123;
  vbuf127[(long long)1] = v28_124;
  vbuf127[(long long)2] = v28_125;
  vbuf127[(long long)3] = v28_126;
  (void)cx_vtanh_a_p0 (((float *)&vbuf127[(long long)0]), (long long)64);
  vr140 = vbuf127[(long long)0];
  vr141 = vbuf127[(long long)1];
  vr142 = vbuf127[(long long)2];
  vr143 = vbuf127[(long long)3];
  v14_144 = vr128;
  v14_145 = vr129;
  v14_146 = vr130;
  v14_147 = vr131;
  v19_148 = vr132;
  v19_149 = vr133;
  v19_150 = vr134;
  v19_151 = vr135;
  v24_152 = vr136;
  v24_153 = vr137;
  v24_154 = vr138;
  v24_155 = vr139;
  v29_156 = vr140;
  v29_157 = vr141;
  v29_158 = vr142;
  v29_159 = vr143;
  v30_160 = v19_148 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_49 * (long long)256 + j_34)]);
  v30_161 = v19_149 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_49 * (long long)256 + j_34 + (long long)16)]);
  v30_162 = v19_150 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_49 * (long long)256 + j_34 + (long long)32)]);
  v30_163 = v19_151 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_49 * (long long)256 + j_34 + (long long)48)]);
  v31_164 = v14_144 * v29_156;
  v31_165 = v14_145 * v29_157;
  v31_166 = v14_146 * v29_158;
  v31_167 = v14_147 * v29_159;
  v32_168 = v30_160 + v31_164;
  v32_169 = v30_161 + v31_165;
  v32_170 = v30_162 + v31_166;
  v32_171 = v30_163 + v31_167;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_33 * (long long)256 + j_34)]) = v32_168;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_33 * (long long)256 + j_34 + (long long)16)]) = v32_169;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_33 * (long long)256 + j_34 + (long long)32)]) = v32_170;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_33 * (long long)256 + j_34 + (long long)48)]) = v32_171;
  vbuf127[(long long)0] = v32_168;
  vbuf127[(long long)1] = v32_169;
  vbuf127[(long long)2] = v32_170;
  vbuf127[(long long)3] = v32_171;
  (void)cx_vtanh_a_p0 (((float *)&vbuf127[(long long)0]), (long long)64);
  vr172 = vbuf127[(long long)0];
  vr173 = vbuf127[(long long)1];
  vr174 = vbuf127[(long long)2];
  vr175 = vbuf127[(long long)3];
  v33_176 = vr172;
  v33_177 = vr173;
  v33_178 = vr174;
  v33_179 = vr175;
  v34_180 = v24_152 * v33_176;
  v34_181 = v24_153 * v33_177;
  v34_182 = v24_154 * v33_178;
  v34_183 = v24_155 * v33_179;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_33 * (long long)256 + j_34)]) = v34_180;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_33 * (long long)256 + j_34 + (long long)16)]) = v34_181;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_33 * (long long)256 + j_34 + (long long)32)]) = v34_182;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_33 * (long long)256 + j_34 + (long long)48)]) = v34_183;
  jv91 += (long long)64;
  goto for92;

after94:
  li_32 += (long long)1;
  goto for88;
}

extern void
cx_out_h_last (struct JitFrame * f, int * nodes, int count, float * out)
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
  float acc9_6;
  long long li_7;
  long long i_8;
  long long ix1_9;
  long long r_10;
  long long k_11;
  float acc12_12;
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
  float v10_25;
  float v11_26;
  float v13_27;
  float v14_28;
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
  P_W_o = f->params[(long long)3];
  P_W_u = f->params[(long long)4];
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
  long long r_4;
  long long k_5;
  float acc11_6;
  long long li_7;
  long long i_8;
  long long cs_9;
  long long c0_10;
  long long r_11;
  long long k_12;
  float acc16_13;
  long long li_14;
  long long i_15;
  long long cs_16;
  long long c0_17;
  long long r_18;
  long long k_19;
  float acc21_20;
  long long li_21;
  long long i_22;
  long long cs_23;
  long long c0_24;
  long long r_25;
  long long k_26;
  float acc26_27;
  long long li_28;
  long long i_29;
  long long cs_30;
  long long c0_31;
  long long li_32;
  long long i_33;
  long long j_34;
  float v12_35;
  float v13_36;
  float v14_37;
  float v17_38;
  float v18_39;
  float v19_40;
  float v22_41;
  float v23_42;
  float v24_43;
  float v27_44;
  float v28_45;
  float v29_46;
  float v30_47;
  long long cs_48;
  long long c0_49;
  float v31_50;
  float v32_51;
  float v33_52;
  float v34_53;
  float * PK_1;
  float * P_U_i;
  float * P_U_f;
  float * P_U_o;
  float * P_U_u;

entry:
  PK_1 = f->packed[(long long)1];
  P_U_i = f->params[(long long)5];
  P_U_f = f->params[(long long)6];
  P_U_o = f->params[(long long)7];
  P_U_u = f->params[(long long)8];
  goto start0;

start0:
  r_4 = (long long)0;
  k_5 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_i[(r_4 * (long long)256 + k_5)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)256);
  r_11 = (long long)0;
  k_12 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_f[(r_11 * (long long)256 + k_12)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)256, (long long)0, (long long)64, (long long)256);
  r_18 = (long long)0;
  k_19 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_o[(r_18 * (long long)256 + k_19)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)512, (long long)0, (long long)64, (long long)256);
  r_25 = (long long)0;
  k_26 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_u[(r_25 * (long long)256 + k_26)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)768, (long long)0, (long long)64, (long long)256);
  return;
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
  long long ix1_6;
  float * PK_2;
  float * P_W_i;

entry:
  PK_2 = f->packed[(long long)2];
  P_W_i = f->params[(long long)1];
  goto start0;

start0:
  r_1 = (long long)0;
  k_2 = (long long)0;
  (void)cx_packseg_p0 (PK_2, (&P_W_i[(r_1 * (long long)256 + k_2)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)256);
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
  float * P_W_f;

entry:
  PK_3 = f->packed[(long long)3];
  P_W_f = f->params[(long long)2];
  goto start0;

start0:
  r_1 = (long long)0;
  k_2 = (long long)0;
  (void)cx_packseg_p0 (PK_3, (&P_W_f[(r_1 * (long long)256 + k_2)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)256);
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
  P_W_o = f->params[(long long)3];
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
  P_W_u = f->params[(long long)4];
  goto start0;

start0:
  r_1 = (long long)0;
  k_2 = (long long)0;
  (void)cx_packseg_p0 (PK_5, (&P_W_u[(r_1 * (long long)256 + k_2)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)256);
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
  return;
}

extern void
cx_hoist0_branch1_internal (struct JitFrame * f, int * nodes, int count, float * out)
{
  long long count_0;
  long long r_1;
  long long k_2;
  float acc4_3;
  long long li_4;
  long long i_5;
  long long ix1_6;
  float * PK_2;
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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then27; else goto else28;

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
cx_hoist1_branch1_internal (struct JitFrame * f, int * nodes, int count, float * out)
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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then27; else goto else28;

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
cx_hoist2_branch1_internal (struct JitFrame * f, int * nodes, int count, float * out)
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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then27; else goto else28;

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
cx_hoist3_branch1_internal (struct JitFrame * f, int * nodes, int count, float * out)
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
  if (ix1_6 < (long long)0 || ix1_6 >= (long long)22000) goto then27; else goto else28;

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

