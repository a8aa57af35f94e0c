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
  P_b_i = f->params[(long long)14];
  P_b_o = f->params[(long long)17];
  P_b_u = f->params[(long long)18];
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
cx_branch1_internal (struct JitFrame * f, int start, int end)
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
  long long cs_9;
  long long c0_10;
  long long c1_11;
  long long r_12;
  long long k_13;
  float acc17_14;
  long long li_15;
  long long i_16;
  long long cs_17;
  long long c0_18;
  long long c1_19;
  long long r_20;
  long long k_21;
  float acc25_22;
  long long li_23;
  long long i_24;
  long long cs_25;
  long long c0_26;
  long long c1_27;
  long long r_28;
  long long k_29;
  float acc33_30;
  long long li_31;
  long long i_32;
  long long cs_33;
  long long c0_34;
  long long c1_35;
  long long r_36;
  long long k_37;
  float acc41_38;
  long long li_39;
  long long i_40;
  long long cs_41;
  long long c0_42;
  long long c1_43;
  long long li_44;
  long long i_45;
  long long j_46;
  float v10_47;
  float v11_48;
  float v18_49;
  float v19_50;
  float v26_51;
  float v27_52;
  float v34_53;
  float v35_54;
  float v42_55;
  float v43_56;
  float v44_57;
  float v45_58;
  long long cs_59;
  long long c0_60;
  float v46_61;
  float v47_62;
  long long c1_63;
  float v48_64;
  float v49_65;
  float v50_66;
  long long toff;
  float * t0;
  float * t1;
  float * t2;
  float * t3;
  float * t4;
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
  float *[5] gtab9;
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
  float *[8] gtx32;
  float * * gtx33;
  long long[2] gtl34;
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
  float * gx56;
  float * gp57;
  bool lpok58;
  bool lpok83;
  int * gperm114;
  long long jv120;
  float * P_b_i;
  float  __attribute__((vector_size(sizeof (float) * 16))) v10_124;
  float  __attribute__((vector_size(sizeof (float) * 16))) v10_125;
  float  __attribute__((vector_size(sizeof (float) * 16))) v10_126;
  float  __attribute__((vector_size(sizeof (float) * 16))) v10_127;
  float * P_b_fl;
  float  __attribute__((vector_size(sizeof (float) * 16))) v18_128;
  float  __attribute__((vector_size(sizeof (float) * 16))) v18_129;
  float  __attribute__((vector_size(sizeof (float) * 16))) v18_130;
  float  __attribute__((vector_size(sizeof (float) * 16))) v18_131;
  float * P_b_fr;
  float  __attribute__((vector_size(sizeof (float) * 16))) v26_132;
  float  __attribute__((vector_size(sizeof (float) * 16))) v26_133;
  float  __attribute__((vector_size(sizeof (float) * 16))) v26_134;
  float  __attribute__((vector_size(sizeof (float) * 16))) v26_135;
  float * P_b_o;
  float  __attribute__((vector_size(sizeof (float) * 16))) v34_136;
  float  __attribute__((vector_size(sizeof (float) * 16))) v34_137;
  float  __attribute__((vector_size(sizeof (float) * 16))) v34_138;
  float  __attribute__((vector_size(sizeof (float) * 16))) v34_139;
  float * P_b_u;
  float  __attribute__((vector_size(sizeof (float) * 16))) v42_140;
  float  __attribute__((vector_size(sizeof (float) * 16))) v42_141;
  float  __attribute__((vector_size(sizeof (float) * 16))) v42_142;
  float  __attribute__((vector_size(sizeof (float) * 16))) v42_143;
  float  __attribute__((vector_size(sizeof (float) * 16)))[16] vbuf144;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr145;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr146;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr147;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr148;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr149;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr150;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr151;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr152;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr153;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr154;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr155;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr156;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr157;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr158;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr159;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr160;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr161;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr162;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr163;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr164;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_165;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_166;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_167;
  float  __attribute__((vector_size(sizeof (float) * 16))) v11_168;
  float  __attribute__((vector_size(sizeof (float) * 16))) v19_169;
  float  __attribute__((vector_size(sizeof (float) * 16))) v19_170;
  float  __attribute__((vector_size(sizeof (float) * 16))) v19_171;
  float  __attribute__((vector_size(sizeof (float) * 16))) v19_172;
  float  __attribute__((vector_size(sizeof (float) * 16))) v27_173;
  float  __attribute__((vector_size(sizeof (float) * 16))) v27_174;
  float  __attribute__((vector_size(sizeof (float) * 16))) v27_175;
  float  __attribute__((vector_size(sizeof (float) * 16))) v27_176;
  float  __attribute__((vector_size(sizeof (float) * 16))) v35_177;
  float  __attribute__((vector_size(sizeof (float) * 16))) v35_178;
  float  __attribute__((vector_size(sizeof (float) * 16))) v35_179;
  float  __attribute__((vector_size(sizeof (float) * 16))) v35_180;
  float  __attribute__((vector_size(sizeof (float) * 16))) v43_181;
  float  __attribute__((vector_size(sizeof (float) * 16))) v43_182;
  float  __attribute__((vector_size(sizeof (float) * 16))) v43_183;
  float  __attribute__((vector_size(sizeof (float) * 16))) v43_184;
  float  __attribute__((vector_size(sizeof (float) * 16))) v44_185;
  float  __attribute__((vector_size(sizeof (float) * 16))) v44_186;
  float  __attribute__((vector_size(sizeof (float) * 16))) v44_187;
  float  __attribute__((vector_size(sizeof (float) * 16))) v44_188;
  float * S_1;
  float  __attribute__((vector_size(sizeof (float) * 16))) v45_189;
  float  __attribute__((vector_size(sizeof (float) * 16))) v45_190;
  float  __attribute__((vector_size(sizeof (float) * 16))) v45_191;
  float  __attribute__((vector_size(sizeof (float) * 16))) v45_192;
  float  __attribute__((vector_size(sizeof (float) * 16))) v46_193;
  float  __attribute__((vector_size(sizeof (float) * 16))) v46_194;
  float  __attribute__((vector_size(sizeof (float) * 16))) v46_195;
  float  __attribute__((vector_size(sizeof (float) * 16))) v46_196;
  float  __attribute__((vector_size(sizeof (float) * 16))) v47_197;
  float  __attribute__((vector_size(sizeof (float) * 16))) v47_198;
  float  __attribute__((vector_size(sizeof (float) * 16))) v47_199;
  float  __attribute__((vector_size(sizeof (float) * 16))) v47_200;
  float  __attribute__((vector_size(sizeof (float) * 16))) v48_201;
  float  __attribute__((vector_size(sizeof (float) * 16))) v48_202;
  float  __attribute__((vector_size(sizeof (float) * 16))) v48_203;
  float  __attribute__((vector_size(sizeof (float) * 16))) v48_204;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr205;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr206;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr207;
  float  __attribute__((vector_size(sizeof (float) * 16))) vr208;
  float  __attribute__((vector_size(sizeof (float) * 16))) v49_209;
  float  __attribute__((vector_size(sizeof (float) * 16))) v49_210;
  float  __attribute__((vector_size(sizeof (float) * 16))) v49_211;
  float  __attribute__((vector_size(sizeof (float) * 16))) v49_212;
  float  __attribute__((vector_size(sizeof (float) * 16))) v50_213;
  float  __attribute__((vector_size(sizeof (float) * 16))) v50_214;
  float  __attribute__((vector_size(sizeof (float) * 16))) v50_215;
  float  __attribute__((vector_size(sizeof (float) * 16))) v50_216;

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
  child_start = f->child_start;
  PK_1 = f->packed[(long long)1];
  children = f->children;
  S_0 = f->states[(long long)0];
  P_b_i = f->params[(long long)14];
  P_b_fl = f->params[(long long)15];
  P_b_fr = f->params[(long long)16];
  P_b_o = f->params[(long long)17];
  P_b_u = f->params[(long long)18];
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
  gtab9[(long long)4] = t4;
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
  if (gm10 < (long long)5) goto gmbody28; else goto gmafter29;

gmbody28:
  gme11 = gm10 + gdir8 * ((long long)4 - (long long)2 * gm10);
  gmt12 = gtab9[gme11];
  gpw1 = &PK_1[((gr4 + gme11 * (long long)256) * (long long)512)];
  gprow5 = gr4 + gme11 * (long long)256;
  gtx33 = &gtx32[(long long)0];
  gtl35 = &gtl34[(long long)0];
  gto37 = &gto36[(long long)0];
  gts39 = &gts38[(long long)0];
  glit41 = &glit40[(long long)0];
  gslot43 = &gslot42[(long long)0];
  gtl35[(long long)0] = (long long)256;
  gtl35[(long long)1] = (long long)256;
  gnhi3 = n_2;
  gli2 = (long long)0;
  goto gtile44;

gmafter29:
  li_44 = (long long)0;
  goto for117;

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
  gp57 = gpw1;
  lpok58 = (bool)0;
  if (f->lp_slot != (int * *)NULL) goto lpchk59; else goto lpdec60;

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
  c1_11 = (long long)children[(cs_9 + (long long)1)];
  glit41[gt30] = li_7;
  gx55 = (float *)&S_0[(c0_10 * (long long)256)];
  gtx33[(gt30 + (long long)0)] = gx55;
  gx56 = (float *)&S_0[(c1_11 * (long long)256)];
  gtx33[(gt30 + (long long)4)] = gx56;
  gt30 += (long long)1;
  goto gt49;

lpchk59:
  lpok58 = (bool)1;
  gt30 = (long long)0;
  goto gt61;

lpdec60:
  if (lpok58) goto lphit64; else goto lpmiss65;

gt61:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb63; else goto gtend62;

gtend62:
  goto lpdec60;

gtb63:
  gslot43[gt30] = (long long)f->lp_slot[(long long)0][(start_0 + glit41[gt30])];
  lpok58 = lpok58 && gslot43[gt30] >= (long long)0;
  gt30 += (long long)1;
  goto gt61;

lphit64:
  gt30 = (long long)0;
  goto gt67;

lpmiss65:
  if (gtn31 == (long long)4) goto gtcall71; else goto gtnext72;

lpjoin66:
  gp57 = &gp57[(long long)16384];
  lpok83 = (bool)0;
  if (f->lp_slot != (int * *)NULL) goto lpchk84; else goto lpdec85;

gt67:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb69; else goto gtend68;

gtend68:
  goto lpjoin66;

gtb69:
  gto37[(gt30 * (long long)4 + (long long)0)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(gslot43[gt30] * (long long)1280 + gprow5 + (long long)0)]);
  gto37[(gt30 * (long long)4 + (long long)1)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(gslot43[gt30] * (long long)1280 + gprow5 + (long long)16)]);
  gto37[(gt30 * (long long)4 + (long long)2)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(gslot43[gt30] * (long long)1280 + gprow5 + (long long)32)]);
  gto37[(gt30 * (long long)4 + (long long)3)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(gslot43[gt30] * (long long)1280 + gprow5 + (long long)48)]);
  gt30 += (long long)1;
  goto gt67;

gtcalled70:
  asm ("" : "+r" (gtn31) :  : )
  if (f->lp_slot != (int * *)NULL) goto lpwl77; else goto lpjoin66;

gtcall71:
  (void)cx_tile4_4_64_p0 (gp57, (&gtx33[(long long)0]), (long long)4, (&gtl35[(long long)0]), (long long)1, ((float *)&gto37[(long long)0]));
  goto gtcalled70;

gtnext72:
  if (gtn31 == (long long)3) goto gtcall73; else goto gtnext74;

gtcall73:
  (void)cx_tile3_4_64_p0 (gp57, (&gtx33[(long long)0]), (long long)4, (&gtl35[(long long)0]), (long long)1, ((float *)&gto37[(long long)0]));
  goto gtcalled70;

gtnext74:
  if (gtn31 == (long long)2) goto gtcall75; else goto gtnext76;

gtcall75:
  (void)cx_tile2_4_64_p0 (gp57, (&gtx33[(long long)0]), (long long)4, (&gtl35[(long long)0]), (long long)1, ((float *)&gto37[(long long)0]));
  goto gtcalled70;

gtnext76:
  (void)cx_tile1_4_64_p0 (gp57, (&gtx33[(long long)0]), (long long)4, (&gtl35[(long long)0]), (long long)1, ((float *)&gto37[(long long)0]));
  goto gtcalled70;

lpwl77:
  gt30 = (long long)0;
  goto gt78;

gt78:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb80; else goto gtend79;

gtend79:
  goto lpjoin66;

gtb80:
  if (gslot43[gt30] <= (long long)-2) goto lpwr81; else goto lpwn82;

lpwr81:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - gslot43[gt30]) * (long long)1280 + gprow5 + (long long)0)]) = gto37[(gt30 * (long long)4 + (long long)0)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - gslot43[gt30]) * (long long)1280 + gprow5 + (long long)16)]) = gto37[(gt30 * (long long)4 + (long long)1)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - gslot43[gt30]) * (long long)1280 + gprow5 + (long long)32)]) = gto37[(gt30 * (long long)4 + (long long)2)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)0][(((long long)-2 - gslot43[gt30]) * (long long)1280 + gprow5 + (long long)48)]) = gto37[(gt30 * (long long)4 + (long long)3)];
  goto lpwn82;

lpwn82:
  gt30 += (long long)1;
  goto gt78;

lpchk84:
  lpok83 = (bool)1;
  gt30 = (long long)0;
  goto gt86;

lpdec85:
  if (lpok83) goto lphit89; else goto lpmiss90;

gt86:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb88; else goto gtend87;

gtend87:
  goto lpdec85;

gtb88:
  gslot43[gt30] = (long long)f->lp_slot[(long long)1][(start_0 + glit41[gt30])];
  lpok83 = lpok83 && gslot43[gt30] >= (long long)0;
  gt30 += (long long)1;
  goto gt86;

lphit89:
  gt30 = (long long)0;
  goto gt92;

lpmiss90:
  if (gtn31 == (long long)4) goto gtcall96; else goto gtnext97;

lpjoin91:
  gp57 = &gp57[(long long)16384];
  gt30 = (long long)0;
  goto gt108;

gt92:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb94; else goto gtend93;

gtend93:
  goto lpjoin91;

gtb94:
  gts39[(gt30 * (long long)4 + (long long)0)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(gslot43[gt30] * (long long)1280 + gprow5 + (long long)0)]);
  gts39[(gt30 * (long long)4 + (long long)1)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(gslot43[gt30] * (long long)1280 + gprow5 + (long long)16)]);
  gts39[(gt30 * (long long)4 + (long long)2)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(gslot43[gt30] * (long long)1280 + gprow5 + (long long)32)]);
  gts39[(gt30 * (long long)4 + (long long)3)] = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(gslot43[gt30] * (long long)1280 + gprow5 + (long long)48)]);
  gt30 += (long long)1;
  goto gt92;

gtcalled95:
  asm ("" : "+r" (gtn31) :  : )
  if (f->lp_slot != (int * *)NULL) goto lpwl102; else goto lpjoin91;

gtcall96:
  (void)cx_tile4_4_64_p0 (gp57, (&gtx33[(long long)4]), (long long)4, (&gtl35[(long long)1]), (long long)1, ((float *)&gts39[(long long)0]));
  goto gtcalled95;

gtnext97:
  if (gtn31 == (long long)3) goto gtcall98; else goto gtnext99;

gtcall98:
  (void)cx_tile3_4_64_p0 (gp57, (&gtx33[(long long)4]), (long long)4, (&gtl35[(long long)1]), (long long)1, ((float *)&gts39[(long long)0]));
  goto gtcalled95;

gtnext99:
  if (gtn31 == (long long)2) goto gtcall100; else goto gtnext101;

gtcall100:
  (void)cx_tile2_4_64_p0 (gp57, (&gtx33[(long long)4]), (long long)4, (&gtl35[(long long)1]), (long long)1, ((float *)&gts39[(long long)0]));
  goto gtcalled95;

gtnext101:
  (void)cx_tile1_4_64_p0 (gp57, (&gtx33[(long long)4]), (long long)4, (&gtl35[(long long)1]), (long long)1, ((float *)&gts39[(long long)0]));
  goto gtcalled95;

lpwl102:
  gt30 = (long long)0;
  goto gt103;

gt103:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb105; else goto gtend104;

gtend104:
  goto lpjoin91;

gtb105:
  if (gslot43[gt30] <= (long long)-2) goto lpwr106; else goto lpwn107;

lpwr106:
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - gslot43[gt30]) * (long long)1280 + gprow5 + (long long)0)]) = gts39[(gt30 * (long long)4 + (long long)0)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - gslot43[gt30]) * (long long)1280 + gprow5 + (long long)16)]) = gts39[(gt30 * (long long)4 + (long long)1)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - gslot43[gt30]) * (long long)1280 + gprow5 + (long long)32)]) = gts39[(gt30 * (long long)4 + (long long)2)];
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&f->lp_data[(long long)1][(((long long)-2 - gslot43[gt30]) * (long long)1280 + gprow5 + (long long)48)]) = gts39[(gt30 * (long long)4 + (long long)3)];
  goto lpwn107;

lpwn107:
  gt30 += (long long)1;
  goto gt103;

gt108:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb110; else goto gtend109;

gtend109:
  gt30 = (long long)0;
  goto gt111;

gtb110:
  gto37[(gt30 * (long long)4 + (long long)0)] += gts39[(gt30 * (long long)4 + (long long)0)];
  gto37[(gt30 * (long long)4 + (long long)1)] += gts39[(gt30 * (long long)4 + (long long)1)];
  gto37[(gt30 * (long long)4 + (long long)2)] += gts39[(gt30 * (long long)4 + (long long)2)];
  gto37[(gt30 * (long long)4 + (long long)3)] += gts39[(gt30 * (long long)4 + (long long)3)];
  gt30 += (long long)1;
  goto gt108;

gt111:
  asm ("" : "+r" (gt30) :  : )
  if (gt30 < gtn31) goto gtb113; else goto gtend112;

gtend112:
  gli2 += gtn31;
  goto gtile44;

gtb113:
  li_7 = gli2 + gt30;
  gperm114 = f->lp_perm;
  asm ("" : "+r" (gperm114) :  : )
  if (gperm114 != (int *)NULL) goto gperm115; else goto gpermj116;

gperm115:
  li_7 = (long long)gperm114[(start_0 + li_7)] - start_0;
  goto gpermj116;

gpermj116:
  r_4 = gr4 + (long long)0;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)0)];
  r_4 = gr4 + (long long)16;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)1)];
  r_4 = gr4 + (long long)32;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)2)];
  r_4 = gr4 + (long long)48;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&gmt12[(li_7 * (long long)256 + r_4)]) = gto37[(gt30 * (long long)4 + (long long)3)];
  gt30 += (long long)1;
  goto gt111;

for117:
  if (li_44 < n_2) goto body118; else goto after119;

body118:
  i_45 = start_0 + li_44;
  cs_59 = (long long)child_start[i_45];
  c0_60 = (long long)children[cs_59];
  c1_63 = (long long)children[(cs_59 + (long long)1)];
  jv120 = (long long)0;
  goto for121;

after119:
  gq6 += (long long)1;
  goto grow24;

for121:
  if (jv120 < (long long)64) goto body122; else goto after123;

body122:
  j_46 = gr4 + jv120;
  v10_124 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_44 * (long long)256 + j_46)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_i[j_46]);
  v10_125 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_44 * (long long)256 + j_46 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_i[(j_46 + (long long)16)]);
  v10_126 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_44 * (long long)256 + j_46 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_i[(j_46 + (long long)32)]);
  v10_127 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t0[(li_44 * (long long)256 + j_46 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_i[(j_46 + (long long)48)]);
  v18_128 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_44 * (long long)256 + j_46)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_fl[j_46]);
  v18_129 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_44 * (long long)256 + j_46 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_fl[(j_46 + (long long)16)]);
  v18_130 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_44 * (long long)256 + j_46 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_fl[(j_46 + (long long)32)]);
  v18_131 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t1[(li_44 * (long long)256 + j_46 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_fl[(j_46 + (long long)48)]);
  v26_132 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_44 * (long long)256 + j_46)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_fr[j_46]);
  v26_133 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_44 * (long long)256 + j_46 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_fr[(j_46 + (long long)16)]);
  v26_134 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_44 * (long long)256 + j_46 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_fr[(j_46 + (long long)32)]);
  v26_135 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t2[(li_44 * (long long)256 + j_46 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_fr[(j_46 + (long long)48)]);
  v34_136 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t3[(li_44 * (long long)256 + j_46)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_o[j_46]);
  v34_137 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t3[(li_44 * (long long)256 + j_46 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_o[(j_46 + (long long)16)]);
  v34_138 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t3[(li_44 * (long long)256 + j_46 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_o[(j_46 + (long long)32)]);
  v34_139 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t3[(li_44 * (long long)256 + j_46 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_o[(j_46 + (long long)48)]);
  v42_140 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_44 * (long long)256 + j_46)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_u[j_46]);
  v42_141 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_44 * (long long)256 + j_46 + (long long)16)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_u[(j_46 + (long long)16)]);
  v42_142 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_44 * (long long)256 + j_46 + (long long)32)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_u[(j_46 + (long long)32)]);
  v42_143 = *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&t4[(li_44 * (long long)256 + j_46 + (long long)48)]) + *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&P_b_u[(j_46 + (long long)48)]);
  vbuf144[(long long)0] = v10_124;
  vbuf144[(long long)1] = v10_125;
  vbuf144[(long long)2] = v10_126;
  vbuf144[(long long)3] = v10_127;
  vbuf144[(long long)4] = v18_128;
  vbuf144[(long long)5] = v18_129;
  vbuf144[(long long)6] = v18_130;
  vbuf144[(long long)7] = v18_131;
  vbuf144[(long long)8] = v26_132;
  vbuf144[(long long)9] = v26_133;
  vbuf144[(long long)10] = v26_134;
  vbuf144[(long long)11] = v26_135;
  vbuf144[(long long)12] = v34_136;
  vbuf144[(long long)13] = v34_137;
  vbuf144[(long long)14] = v34_138;
  vbuf144[(long long)15] = v34_139;
  (void)cx_vsigmoid_a_p0 (((float *)&vbuf144[(long long)0]), (long long)256);
  vr145 = vbuf144[(long long)0];
  vr146 = vbuf144[(long long)1];
  vr147 = vbuf144[(long long)2];
  vr148 = vbuf144[(long long)3];
  vr149 = vbuf144[(long long)4];
  vr150 = vbuf144[(long long)5];
  vr151 = vbuf144[(long long)6];
  vr152 = vbuf144[(long long)7];
  vr153 = vbuf144[(long long)8];
  vr154 = vbuf144[(long long)9];
  vr155 = vbuf144[(long long)10];
  vr156 = vbuf144[(long long)11];
  vr157 = vbuf144[(long long)12];
  vr158 = vbuf144[(long long)13];
  vr159 = vbuf144[(long long)14];
  vr160 = vbuf144[(long long)15];
  vbuf144[(long long)0] = v42_140;
  vbuf144[(long long)1] = v42_141;
  vbuf144[(long long)2] = v42_142;
  vbuf144[(long long)3] = v42_143;
  (void)cx_vtanh_a_p0 (((float *)&vbuf144[(long long)0]), (long long)64);
  vr161 = vbuf144[(long long)0];
  vr162 = vbuf144[(long long)1];
  vr163 = vbuf144[(long long)2];
  vr164 = vbuf144[(long long)3];
  v11_165 = vr145;
  v11_166 = vr146;
  v11_167 = vr147;
  v11_168 = vr148;
  v19_169 = vr149;
  v19_170 = vr150;
  v19_171 = vr151;
  v19_172 = vr152;
  v27_173 = vr153;
  v27_174 = vr154;
  v27_175 = vr155;
  v27_176 = vr156;
  v35_177 = vr157;
  v35_178 = vr158;
  v35_179 = vr159;
  v35_180 = vr160;
  v43_181 = vr161;
  v43_182 = vr162;
  v43_183 = vr163;
  v43_184 = vr164;
  v44_185 = v11_165 * v43_181;
  v44_186 = v11_166 * v43_182;
  v44_187 = v11_167 * v43_183;
  v44_188 = v11_168 * v43_184;
  v45_189 = v19_169 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_60 * (long long)256 + j_46)]);
  v45_190 = v19_170 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_60 * (long long)256 + j_46 + (long long)16)]);
  v45_191 = v19_171 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_60 * (long long)256 + j_46 + (long long)32)]);
  v45_192 = v19_172 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c0_60 * (long long)256 + j_46 + (long long)48)]);
  v46_193 = v44_185 + v45_189;
  v46_194 = v44_186 + v45_190;
  v46_195 = v44_187 + v45_191;
  v46_196 = v44_188 + v45_192;
  v47_197 = v27_173 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_63 * (long long)256 + j_46)]);
  v47_198 = v27_174 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_63 * (long long)256 + j_46 + (long long)16)]);
  v47_199 = v27_175 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_63 * (long long)256 + j_46 + (long long)32)]);
  v47_200 = v27_176 * *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(c1_63 * (long long)256 + j_46 + (long long)48)]);
  v48_201 = v46_193 + v47_197;
  v48_202 = v46_194 + v47_198;
  v48_203 = v46_195 + v47_199;
  v48_204 = v46_196 + v47_200;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_45 * (long long)256 + j_46)]) = v48_201;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_45 * (long long)256 + j_46 + (long long)16)]) = v48_202;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_45 * (long long)256 + j_46 + (long long)32)]) = v48_203;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_1[(i_45 * (long long)256 + j_46 + (long long)48)]) = v48_204;
  vbuf144[(long long)0] = v48_201;
  vbuf144[(long long)1] = v48_202;
  vbuf144[(long long)2] = v48_203;
  vbuf144[(long long)3] = v48_204;
  (void)cx_vtanh_a_p0 (((float *)&vbuf144[(long long)0]), (long long)64);
  vr205 = vbuf144[(long long)0];
  vr206 = vbuf144[(long long)1];
  vr207 = vbuf144[(long long)2];
  vr208 = vbuf144[(long long)3];
  v49_209 = vr205;
  v49_210 = vr206;
  v49_211 = vr207;
  v49_212 = vr208;
  v50_213 = v35_177 * v49_209;
  v50_214 = v35_178 * v49_210;
  v50_215 = v35_179 * v49_211;
  v50_216 = v35_180 * v49_212;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_45 * (long long)256 + j_46)]) = v50_213;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_45 * (long long)256 + j_46 + (long long)16)]) = v50_214;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_45 * (long long)256 + j_46 + (long long)32)]) = v50_215;
  *((float  __attribute__((vector_size(sizeof (float) * 16)))  __attribute__((aligned(4))) *)&S_0[(i_45 * (long long)256 + j_46 + (long long)48)]) = v50_216;
  jv120 += (long long)64;
  goto for121;

after123:
  li_44 += (long long)1;
  goto for117;
}

extern void
cx_out_logits (struct JitFrame * f, int * nodes, int count, float * out)
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
  long long toff;
  float * t0;
  long long rlo1;
  long long rhi2;
  long long rmid3;
  long long r10_0;
  long long r10_1;
  long long r10_2;
  long long r10_3;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc11_0;
  double tacc11_0;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp11_0;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc11_1;
  double tacc11_1;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp11_1;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc11_2;
  double tacc11_2;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp11_2;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc11_3;
  double tacc11_3;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp11_3;
  float * P_W_s;
  float * pw12;
  float * pw13;
  float * pw14;
  float * pw15;
  float * S_0;
  float * px16;
  long long kv17;
  union cx_vd ud21;
  union cx_vd ud22;
  union cx_vd ud23;
  union cx_vd ud24;
  union cx_vd ud25;
  union cx_vd ud26;
  union cx_vd ud27;
  union cx_vd ud28;
  union cx_vd ud29;
  union cx_vd ud30;
  union cx_vd vud31;
  union cx_vd vud32;
  float vsum33;
  union cx_vd vud34;
  union cx_vd vud35;
  float vsum36;
  union cx_vd vud37;
  union cx_vd vud38;
  float vsum39;
  union cx_vd vud40;
  union cx_vd vud41;
  float vsum42;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc49_0;
  double tacc49_0;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp49_0;
  float * pw50;
  float * px51;
  long long kv52;
  union cx_vd ud56;
  union cx_vd ud57;
  union cx_vd ud58;
  union cx_vd ud59;
  union cx_vd vud60;
  union cx_vd vud61;
  float vsum62;
  float * P_b_s;

entry:
  count_0 = (long long)count;
  toff = (long long)0;
  t0 = &f->scratch[toff];
  toff += count_0 * (long long)5 + (long long)15 & (long long)-16;
  P_W_s = f->params[(long long)19];
  S_0 = f->states[(long long)0];
  P_b_s = f->params[(long long)20];
  goto start0;

start0:
  rlo1 = (long long)0;
  rhi2 = (long long)5;
  rmid3 = rhi2 - (rhi2 - rlo1) % (long long)4;
  r_1 = rlo1;
  goto for4;

for4:
  if (r_1 < rmid3) goto body5; else goto after6;

body5:
  li_4 = (long long)0;
  goto for7;

after6:
  r_1 = rmid3;
  goto for43;

for7:
  if (li_4 < count_0) goto body8; else goto after9;

body8:
  i_5 = (long long)nodes[li_4];
  r10_0 = r_1 + (long long)0;
  r10_1 = r_1 + (long long)1;
  r10_2 = r_1 + (long long)2;
  r10_3 = r_1 + (long long)3;
  vacc11_0 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc11_0 = (double)0.000000;
  vcmp11_0 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  vacc11_1 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc11_1 = (double)0.000000;
  vcmp11_1 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  vacc11_2 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc11_2 = (double)0.000000;
  vcmp11_2 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  vacc11_3 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc11_3 = (double)0.000000;
  vcmp11_3 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  pw12 = (float *)&P_W_s[(r10_0 * (long long)256)];
  pw13 = (float *)&P_W_s[(r10_1 * (long long)256)];
  pw14 = (float *)&P_W_s[(r10_2 * (long long)256)];
  pw15 = (float *)&P_W_s[(r10_3 * (long long)256)];
  px16 = (float *)&S_0[(i_5 * (long long)256)];
  kv17 = (long long)0;
  goto vfor18;

after9:
  r_1 += (long long)4;
  goto for4;

vfor18:
  if (kv17 < (long long)256) goto vbody19; else goto vafter20;

vbody19:
  ud21.a[(long long)0] = (double)px16[(kv17 + (long long)0)];
  ud21.a[(long long)1] = (double)px16[(kv17 + (long long)1)];
  ud21.a[(long long)2] = (double)px16[(kv17 + (long long)2)];
  ud21.a[(long long)3] = (double)px16[(kv17 + (long long)3)];
  ud21.a[(long long)4] = (double)px16[(kv17 + (long long)4)];
  ud21.a[(long long)5] = (double)px16[(kv17 + (long long)5)];
  ud21.a[(long long)6] = (double)px16[(kv17 + (long long)6)];
  ud21.a[(long long)7] = (double)px16[(kv17 + (long long)7)];
  ud22.a[(long long)0] = (double)pw12[(kv17 + (long long)0)];
  ud22.a[(long long)1] = (double)pw12[(kv17 + (long long)1)];
  ud22.a[(long long)2] = (double)pw12[(kv17 + (long long)2)];
  ud22.a[(long long)3] = (double)pw12[(kv17 + (long long)3)];
  ud22.a[(long long)4] = (double)pw12[(kv17 + (long long)4)];
  ud22.a[(long long)5] = (double)pw12[(kv17 + (long long)5)];
  ud22.a[(long long)6] = (double)pw12[(kv17 + (long long)6)];
  ud22.a[(long long)7] = (double)pw12[(kv17 + (long long)7)];
  vacc11_0 += ud22.v * ud21.v;
  ud23.a[(long long)0] = (double)pw13[(kv17 + (long long)0)];
  ud23.a[(long long)1] = (double)pw13[(kv17 + (long long)1)];
  ud23.a[(long long)2] = (double)pw13[(kv17 + (long long)2)];
  ud23.a[(long long)3] = (double)pw13[(kv17 + (long long)3)];
  ud23.a[(long long)4] = (double)pw13[(kv17 + (long long)4)];
  ud23.a[(long long)5] = (double)pw13[(kv17 + (long long)5)];
  ud23.a[(long long)6] = (double)pw13[(kv17 + (long long)6)];
  ud23.a[(long long)7] = (double)pw13[(kv17 + (long long)7)];
  vacc11_1 += ud23.v * ud21.v;
  ud24.a[(long long)0] = (double)pw14[(kv17 + (long long)0)];
  ud24.a[(long long)1] = (double)pw14[(kv17 + (long long)1)];
  ud24.a[(long long)2] = (double)pw14[(kv17 + (long long)2)];
  ud24.a[(long long)3] = (double)pw14[(kv17 + (long long)3)];
  ud24.a[(long long)4] = (double)pw14[(kv17 + (long long)4)];
  ud24.a[(long long)5] = (double)pw14[(kv17 + (long long)5)];
  ud24.a[(long long)6] = (double)pw14[(kv17 + (long long)6)];
  ud24.a[(long long)7] = (double)pw14[(kv17 + (long long)7)];
  vacc11_2 += ud24.v * ud21.v;
  ud25.a[(long long)0] = (double)pw15[(kv17 + (long long)0)];
  ud25.a[(long long)1] = (double)pw15[(kv17 + (long long)1)];
  ud25.a[(long long)2] = (double)pw15[(kv17 + (long long)2)];
  ud25.a[(long long)3] = (double)pw15[(kv17 + (long long)3)];
  ud25.a[(long long)4] = (double)pw15[(kv17 + (long long)4)];
  ud25.a[(long long)5] = (double)pw15[(kv17 + (long long)5)];
  ud25.a[(long long)6] = (double)pw15[(kv17 + (long long)6)];
  ud25.a[(long long)7] = (double)pw15[(kv17 + (long long)7)];
  vacc11_3 += ud25.v * ud21.v;
  ud26.a[(long long)0] = (double)px16[(kv17 + (long long)8)];
  ud26.a[(long long)1] = (double)px16[(kv17 + (long long)9)];
  ud26.a[(long long)2] = (double)px16[(kv17 + (long long)10)];
  ud26.a[(long long)3] = (double)px16[(kv17 + (long long)11)];
  ud26.a[(long long)4] = (double)px16[(kv17 + (long long)12)];
  ud26.a[(long long)5] = (double)px16[(kv17 + (long long)13)];
  ud26.a[(long long)6] = (double)px16[(kv17 + (long long)14)];
  ud26.a[(long long)7] = (double)px16[(kv17 + (long long)15)];
  ud27.a[(long long)0] = (double)pw12[(kv17 + (long long)8)];
  ud27.a[(long long)1] = (double)pw12[(kv17 + (long long)9)];
  ud27.a[(long long)2] = (double)pw12[(kv17 + (long long)10)];
  ud27.a[(long long)3] = (double)pw12[(kv17 + (long long)11)];
  ud27.a[(long long)4] = (double)pw12[(kv17 + (long long)12)];
  ud27.a[(long long)5] = (double)pw12[(kv17 + (long long)13)];
  ud27.a[(long long)6] = (double)pw12[(kv17 + (long long)14)];
  ud27.a[(long long)7] = (double)pw12[(kv17 + (long long)15)];
  vcmp11_0 += ud27.v * ud26.v;
  ud28.a[(long long)0] = (double)pw13[(kv17 + (long long)8)];
  ud28.a[(long long)1] = (double)pw13[(kv17 + (long long)9)];
  ud28.a[(long long)2] = (double)pw13[(kv17 + (long long)10)];
  ud28.a[(long long)3] = (double)pw13[(kv17 + (long long)11)];
  ud28.a[(long long)4] = (double)pw13[(kv17 + (long long)12)];
  ud28.a[(long long)5] = (double)pw13[(kv17 + (long long)13)];
  ud28.a[(long long)6] = (double)pw13[(kv17 + (long long)14)];
  ud28.a[(long long)7] = (double)pw13[(kv17 + (long long)15)];
  vcmp11_1 += ud28.v * ud26.v;
  ud29.a[(long long)0] = (double)pw14[(kv17 + (long long)8)];
  ud29.a[(long long)1] = (double)pw14[(kv17 + (long long)9)];
  ud29.a[(long long)2] = (double)pw14[(kv17 + (long long)10)];
  ud29.a[(long long)3] = (double)pw14[(kv17 + (long long)11)];
  ud29.a[(long long)4] = (double)pw14[(kv17 + (long long)12)];
  ud29.a[(long long)5] = (double)pw14[(kv17 + (long long)13)];
  ud29.a[(long long)6] = (double)pw14[(kv17 + (long long)14)];
  ud29.a[(long long)7] = (double)pw14[(kv17 + (long long)15)];
  vcmp11_2 += ud29.v * ud26.v;
  ud30.a[(long long)0] = (double)pw15[(kv17 + (long long)8)];
  ud30.a[(long long)1] = (double)pw15[(kv17 + (long long)9)];
  ud30.a[(long long)2] = (double)pw15[(kv17 + (long long)10)];
  ud30.a[(long long)3] = (double)pw15[(kv17 + (long long)11)];
  ud30.a[(long long)4] = (double)pw15[(kv17 + (long long)12)];
  ud30.a[(long long)5] = (double)pw15[(kv17 + (long long)13)];
  ud30.a[(long long)6] = (double)pw15[(kv17 + (long long)14)];
  ud30.a[(long long)7] = (double)pw15[(kv17 + (long long)15)];
  vcmp11_3 += ud30.v * ud26.v;
  kv17 += (long long)16;
  goto vfor18;

vafter20:
  vud31.v = vacc11_0;
  vud32.v = vcmp11_0;
  vsum33 = (float)(vud31.a[(long long)0] + vud32.a[(long long)0] + vud31.a[(long long)4] + vud32.a[(long long)4] + vud31.a[(long long)2] + vud32.a[(long long)2] + vud31.a[(long long)6] + vud32.a[(long long)6] + vud31.a[(long long)1] + vud32.a[(long long)1] + vud31.a[(long long)5] + vud32.a[(long long)5] + vud31.a[(long long)3] + vud32.a[(long long)3] + vud31.a[(long long)7] + vud32.a[(long long)7] + (double)tacc11_0);
  vud34.v = vacc11_1;
  vud35.v = vcmp11_1;
  vsum36 = (float)(vud34.a[(long long)0] + vud35.a[(long long)0] + vud34.a[(long long)4] + vud35.a[(long long)4] + vud34.a[(long long)2] + vud35.a[(long long)2] + vud34.a[(long long)6] + vud35.a[(long long)6] + vud34.a[(long long)1] + vud35.a[(long long)1] + vud34.a[(long long)5] + vud35.a[(long long)5] + vud34.a[(long long)3] + vud35.a[(long long)3] + vud34.a[(long long)7] + vud35.a[(long long)7] + (double)tacc11_1);
  vud37.v = vacc11_2;
  vud38.v = vcmp11_2;
  vsum39 = (float)(vud37.a[(long long)0] + vud38.a[(long long)0] + vud37.a[(long long)4] + vud38.a[(long long)4] + vud37.a[(long long)2] + vud38.a[(long long)2] + vud37.a[(long long)6] + vud38.a[(long long)6] + vud37.a[(long long)1] + vud38.a[(long long)1] + vud37.a[(long long)5] + vud38.a[(long long)5] + vud37.a[(long long)3] + vud38.a[(long long)3] + vud37.a[(long long)7] + vud38.a[(long long)7] + (double)tacc11_2);
  vud40.v = vacc11_3;
  vud41.v = vcmp11_3;
  vsum42 = (float)(vud40.a[(long long)0] + vud41.a[(long long)0] + vud40.a[(long long)4] + vud41.a[(long long)4] + vud40.a[(long long)2] + vud41.a[(long long)2] + vud40.a[(long long)6] + vud41.a[(long long)6] + vud40.a[(long long)1] + vud41.a[(long long)1] + vud40.a[(long long)5] + vud41.a[(long long)5] + vud40.a[(long long)3] + vud41.a[(long long)3] + vud40.a[(long long)7] + vud41.a[(long long)7] + (double)tacc11_3);
  acc3_3 = vsum33;
  t0[(li_4 * (long long)5 + r10_0)] = acc3_3;
  acc3_3 = vsum36;
  t0[(li_4 * (long long)5 + r10_1)] = acc3_3;
  acc3_3 = vsum39;
  t0[(li_4 * (long long)5 + r10_2)] = acc3_3;
  acc3_3 = vsum42;
  t0[(li_4 * (long long)5 + r10_3)] = acc3_3;
  li_4 += (long long)1;
  goto for7;

for43:
  if (r_1 < rhi2) goto body44; else goto after45;

body44:
  li_4 = (long long)0;
  goto for46;

after45:
  li_6 = (long long)0;
  goto for63;

for46:
  if (li_4 < count_0) goto body47; else goto after48;

body47:
  i_5 = (long long)nodes[li_4];
  vacc49_0 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc49_0 = (double)0.000000;
  vcmp49_0 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  pw50 = (float *)&P_W_s[(r_1 * (long long)256)];
  px51 = (float *)&S_0[(i_5 * (long long)256)];
  kv52 = (long long)0;
  goto vfor53;

after48:
  r_1 += (long long)1;
  goto for43;

vfor53:
  if (kv52 < (long long)256) goto vbody54; else goto vafter55;

vbody54:
  ud56.a[(long long)0] = (double)px51[(kv52 + (long long)0)];
  ud56.a[(long long)1] = (double)px51[(kv52 + (long long)1)];
  ud56.a[(long long)2] = (double)px51[(kv52 + (long long)2)];
  ud56.a[(long long)3] = (double)px51[(kv52 + (long long)3)];
  ud56.a[(long long)4] = (double)px51[(kv52 + (long long)4)];
  ud56.a[(long long)5] = (double)px51[(kv52 + (long long)5)];
  ud56.a[(long long)6] = (double)px51[(kv52 + (long long)6)];
  ud56.a[(long long)7] = (double)px51[(kv52 + (long long)7)];
  ud57.a[(long long)0] = (double)pw50[(kv52 + (long long)0)];
  ud57.a[(long long)1] = (double)pw50[(kv52 + (long long)1)];
  ud57.a[(long long)2] = (double)pw50[(kv52 + (long long)2)];
  ud57.a[(long long)3] = (double)pw50[(kv52 + (long long)3)];
  ud57.a[(long long)4] = (double)pw50[(kv52 + (long long)4)];
  ud57.a[(long long)5] = (double)pw50[(kv52 + (long long)5)];
  ud57.a[(long long)6] = (double)pw50[(kv52 + (long long)6)];
  ud57.a[(long long)7] = (double)pw50[(kv52 + (long long)7)];
  vacc49_0 += ud57.v * ud56.v;
  ud58.a[(long long)0] = (double)px51[(kv52 + (long long)8)];
  ud58.a[(long long)1] = (double)px51[(kv52 + (long long)9)];
  ud58.a[(long long)2] = (double)px51[(kv52 + (long long)10)];
  ud58.a[(long long)3] = (double)px51[(kv52 + (long long)11)];
  ud58.a[(long long)4] = (double)px51[(kv52 + (long long)12)];
  ud58.a[(long long)5] = (double)px51[(kv52 + (long long)13)];
  ud58.a[(long long)6] = (double)px51[(kv52 + (long long)14)];
  ud58.a[(long long)7] = (double)px51[(kv52 + (long long)15)];
  ud59.a[(long long)0] = (double)pw50[(kv52 + (long long)8)];
  ud59.a[(long long)1] = (double)pw50[(kv52 + (long long)9)];
  ud59.a[(long long)2] = (double)pw50[(kv52 + (long long)10)];
  ud59.a[(long long)3] = (double)pw50[(kv52 + (long long)11)];
  ud59.a[(long long)4] = (double)pw50[(kv52 + (long long)12)];
  ud59.a[(long long)5] = (double)pw50[(kv52 + (long long)13)];
  ud59.a[(long long)6] = (double)pw50[(kv52 + (long long)14)];
  ud59.a[(long long)7] = (double)pw50[(kv52 + (long long)15)];
  vcmp49_0 += ud59.v * ud58.v;
  kv52 += (long long)16;
  goto vfor53;

vafter55:
  vud60.v = vacc49_0;
  vud61.v = vcmp49_0;
  vsum62 = (float)(vud60.a[(long long)0] + vud61.a[(long long)0] + vud60.a[(long long)4] + vud61.a[(long long)4] + vud60.a[(long long)2] + vud61.a[(long long)2] + vud60.a[(long long)6] + vud61.a[(long long)6] + vud60.a[(long long)1] + vud61.a[(long long)1] + vud60.a[(long long)5] + vud61.a[(long long)5] + vud60.a[(long long)3] + vud61.a[(long long)3] + vud60.a[(long long)7] + vud61.a[(long long)7] + (double)tacc49_0);
  acc3_3 = vsum62;
  t0[(li_4 * (long long)5 + r_1)] = acc3_3;
  li_4 += (long long)1;
  goto for46;

for63:
  if (li_6 < count_0) goto body64; else goto after65;

body64:
  i_7 = (long long)nodes[li_6];
  j_8 = (long long)0;
  goto for66;

after65:
  return;

for66:
  if (j_8 < (long long)5) goto body67; else goto after68;

body67:
  v4_9 = t0[(li_6 * (long long)5 + j_8)] + P_b_s[j_8];
  out[(li_6 * (long long)5 + j_8)] = v4_9;
  j_8 += (long long)1;
  goto for66;

after68:
  li_6 += (long long)1;
  goto for63;
}

extern void
cx_out_sentiment (struct JitFrame * f, int * nodes, int count, float * out)
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
  long long rlo1;
  long long rhi2;
  long long rmid3;
  long long r10_0;
  long long r10_1;
  long long r10_2;
  long long r10_3;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc11_0;
  double tacc11_0;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp11_0;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc11_1;
  double tacc11_1;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp11_1;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc11_2;
  double tacc11_2;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp11_2;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc11_3;
  double tacc11_3;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp11_3;
  float * P_W_s;
  float * pw12;
  float * pw13;
  float * pw14;
  float * pw15;
  float * S_0;
  float * px16;
  long long kv17;
  union cx_vd ud21;
  union cx_vd ud22;
  union cx_vd ud23;
  union cx_vd ud24;
  union cx_vd ud25;
  union cx_vd ud26;
  union cx_vd ud27;
  union cx_vd ud28;
  union cx_vd ud29;
  union cx_vd ud30;
  union cx_vd vud31;
  union cx_vd vud32;
  float vsum33;
  union cx_vd vud34;
  union cx_vd vud35;
  float vsum36;
  union cx_vd vud37;
  union cx_vd vud38;
  float vsum39;
  union cx_vd vud40;
  union cx_vd vud41;
  float vsum42;
  double  __attribute__((vector_size(sizeof (double) * 8))) vacc49_0;
  double tacc49_0;
  double  __attribute__((vector_size(sizeof (double) * 8))) vcmp49_0;
  float * pw50;
  float * px51;
  long long kv52;
  union cx_vd ud56;
  union cx_vd ud57;
  union cx_vd ud58;
  union cx_vd ud59;
  union cx_vd vud60;
  union cx_vd vud61;
  float vsum62;
  float * P_b_s;

entry:
  count_0 = (long long)count;
  toff = (long long)0;
  t0 = &f->scratch[toff];
  toff += count_0 * (long long)5 + (long long)15 & (long long)-16;
  t1 = &f->scratch[toff];
  toff += count_0 * (long long)5 + (long long)15 & (long long)-16;
  P_W_s = f->params[(long long)19];
  S_0 = f->states[(long long)0];
  P_b_s = f->params[(long long)20];
  goto start0;

start0:
  rlo1 = (long long)0;
  rhi2 = (long long)5;
  rmid3 = rhi2 - (rhi2 - rlo1) % (long long)4;
  r_1 = rlo1;
  goto for4;

for4:
  if (r_1 < rmid3) goto body5; else goto after6;

body5:
  li_4 = (long long)0;
  goto for7;

after6:
  r_1 = rmid3;
  goto for43;

for7:
  if (li_4 < count_0) goto body8; else goto after9;

body8:
  i_5 = (long long)nodes[li_4];
  r10_0 = r_1 + (long long)0;
  r10_1 = r_1 + (long long)1;
  r10_2 = r_1 + (long long)2;
  r10_3 = r_1 + (long long)3;
  vacc11_0 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc11_0 = (double)0.000000;
  vcmp11_0 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  vacc11_1 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc11_1 = (double)0.000000;
  vcmp11_1 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  vacc11_2 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc11_2 = (double)0.000000;
  vcmp11_2 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  vacc11_3 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc11_3 = (double)0.000000;
  vcmp11_3 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  pw12 = (float *)&P_W_s[(r10_0 * (long long)256)];
  pw13 = (float *)&P_W_s[(r10_1 * (long long)256)];
  pw14 = (float *)&P_W_s[(r10_2 * (long long)256)];
  pw15 = (float *)&P_W_s[(r10_3 * (long long)256)];
  px16 = (float *)&S_0[(i_5 * (long long)256)];
  kv17 = (long long)0;
  goto vfor18;

after9:
  r_1 += (long long)4;
  goto for4;

vfor18:
  if (kv17 < (long long)256) goto vbody19; else goto vafter20;

vbody19:
  ud21.a[(long long)0] = (double)px16[(kv17 + (long long)0)];
  ud21.a[(long long)1] = (double)px16[(kv17 + (long long)1)];
  ud21.a[(long long)2] = (double)px16[(kv17 + (long long)2)];
  ud21.a[(long long)3] = (double)px16[(kv17 + (long long)3)];
  ud21.a[(long long)4] = (double)px16[(kv17 + (long long)4)];
  ud21.a[(long long)5] = (double)px16[(kv17 + (long long)5)];
  ud21.a[(long long)6] = (double)px16[(kv17 + (long long)6)];
  ud21.a[(long long)7] = (double)px16[(kv17 + (long long)7)];
  ud22.a[(long long)0] = (double)pw12[(kv17 + (long long)0)];
  ud22.a[(long long)1] = (double)pw12[(kv17 + (long long)1)];
  ud22.a[(long long)2] = (double)pw12[(kv17 + (long long)2)];
  ud22.a[(long long)3] = (double)pw12[(kv17 + (long long)3)];
  ud22.a[(long long)4] = (double)pw12[(kv17 + (long long)4)];
  ud22.a[(long long)5] = (double)pw12[(kv17 + (long long)5)];
  ud22.a[(long long)6] = (double)pw12[(kv17 + (long long)6)];
  ud22.a[(long long)7] = (double)pw12[(kv17 + (long long)7)];
  vacc11_0 += ud22.v * ud21.v;
  ud23.a[(long long)0] = (double)pw13[(kv17 + (long long)0)];
  ud23.a[(long long)1] = (double)pw13[(kv17 + (long long)1)];
  ud23.a[(long long)2] = (double)pw13[(kv17 + (long long)2)];
  ud23.a[(long long)3] = (double)pw13[(kv17 + (long long)3)];
  ud23.a[(long long)4] = (double)pw13[(kv17 + (long long)4)];
  ud23.a[(long long)5] = (double)pw13[(kv17 + (long long)5)];
  ud23.a[(long long)6] = (double)pw13[(kv17 + (long long)6)];
  ud23.a[(long long)7] = (double)pw13[(kv17 + (long long)7)];
  vacc11_1 += ud23.v * ud21.v;
  ud24.a[(long long)0] = (double)pw14[(kv17 + (long long)0)];
  ud24.a[(long long)1] = (double)pw14[(kv17 + (long long)1)];
  ud24.a[(long long)2] = (double)pw14[(kv17 + (long long)2)];
  ud24.a[(long long)3] = (double)pw14[(kv17 + (long long)3)];
  ud24.a[(long long)4] = (double)pw14[(kv17 + (long long)4)];
  ud24.a[(long long)5] = (double)pw14[(kv17 + (long long)5)];
  ud24.a[(long long)6] = (double)pw14[(kv17 + (long long)6)];
  ud24.a[(long long)7] = (double)pw14[(kv17 + (long long)7)];
  vacc11_2 += ud24.v * ud21.v;
  ud25.a[(long long)0] = (double)pw15[(kv17 + (long long)0)];
  ud25.a[(long long)1] = (double)pw15[(kv17 + (long long)1)];
  ud25.a[(long long)2] = (double)pw15[(kv17 + (long long)2)];
  ud25.a[(long long)3] = (double)pw15[(kv17 + (long long)3)];
  ud25.a[(long long)4] = (double)pw15[(kv17 + (long long)4)];
  ud25.a[(long long)5] = (double)pw15[(kv17 + (long long)5)];
  ud25.a[(long long)6] = (double)pw15[(kv17 + (long long)6)];
  ud25.a[(long long)7] = (double)pw15[(kv17 + (long long)7)];
  vacc11_3 += ud25.v * ud21.v;
  ud26.a[(long long)0] = (double)px16[(kv17 + (long long)8)];
  ud26.a[(long long)1] = (double)px16[(kv17 + (long long)9)];
  ud26.a[(long long)2] = (double)px16[(kv17 + (long long)10)];
  ud26.a[(long long)3] = (double)px16[(kv17 + (long long)11)];
  ud26.a[(long long)4] = (double)px16[(kv17 + (long long)12)];
  ud26.a[(long long)5] = (double)px16[(kv17 + (long long)13)];
  ud26.a[(long long)6] = (double)px16[(kv17 + (long long)14)];
  ud26.a[(long long)7] = (double)px16[(kv17 + (long long)15)];
  ud27.a[(long long)0] = (double)pw12[(kv17 + (long long)8)];
  ud27.a[(long long)1] = (double)pw12[(kv17 + (long long)9)];
  ud27.a[(long long)2] = (double)pw12[(kv17 + (long long)10)];
  ud27.a[(long long)3] = (double)pw12[(kv17 + (long long)11)];
  ud27.a[(long long)4] = (double)pw12[(kv17 + (long long)12)];
  ud27.a[(long long)5] = (double)pw12[(kv17 + (long long)13)];
  ud27.a[(long long)6] = (double)pw12[(kv17 + (long long)14)];
  ud27.a[(long long)7] = (double)pw12[(kv17 + (long long)15)];
  vcmp11_0 += ud27.v * ud26.v;
  ud28.a[(long long)0] = (double)pw13[(kv17 + (long long)8)];
  ud28.a[(long long)1] = (double)pw13[(kv17 + (long long)9)];
  ud28.a[(long long)2] = (double)pw13[(kv17 + (long long)10)];
  ud28.a[(long long)3] = (double)pw13[(kv17 + (long long)11)];
  ud28.a[(long long)4] = (double)pw13[(kv17 + (long long)12)];
  ud28.a[(long long)5] = (double)pw13[(kv17 + (long long)13)];
  ud28.a[(long long)6] = (double)pw13[(kv17 + (long long)14)];
  ud28.a[(long long)7] = (double)pw13[(kv17 + (long long)15)];
  vcmp11_1 += ud28.v * ud26.v;
  ud29.a[(long long)0] = (double)pw14[(kv17 + (long long)8)];
  ud29.a[(long long)1] = (double)pw14[(kv17 + (long long)9)];
  ud29.a[(long long)2] = (double)pw14[(kv17 + (long long)10)];
  ud29.a[(long long)3] = (double)pw14[(kv17 + (long long)11)];
  ud29.a[(long long)4] = (double)pw14[(kv17 + (long long)12)];
  ud29.a[(long long)5] = (double)pw14[(kv17 + (long long)13)];
  ud29.a[(long long)6] = (double)pw14[(kv17 + (long long)14)];
  ud29.a[(long long)7] = (double)pw14[(kv17 + (long long)15)];
  vcmp11_2 += ud29.v * ud26.v;
  ud30.a[(long long)0] = (double)pw15[(kv17 + (long long)8)];
  ud30.a[(long long)1] = (double)pw15[(kv17 + (long long)9)];
  ud30.a[(long long)2] = (double)pw15[(kv17 + (long long)10)];
  ud30.a[(long long)3] = (double)pw15[(kv17 + (long long)11)];
  ud30.a[(long long)4] = (double)pw15[(kv17 + (long long)12)];
  ud30.a[(long long)5] = (double)pw15[(kv17 + (long long)13)];
  ud30.a[(long long)6] = (double)pw15[(kv17 + (long long)14)];
  ud30.a[(long long)7] = (double)pw15[(kv17 + (long long)15)];
  vcmp11_3 += ud30.v * ud26.v;
  kv17 += (long long)16;
  goto vfor18;

vafter20:
  vud31.v = vacc11_0;
  vud32.v = vcmp11_0;
  vsum33 = (float)(vud31.a[(long long)0] + vud32.a[(long long)0] + vud31.a[(long long)4] + vud32.a[(long long)4] + vud31.a[(long long)2] + vud32.a[(long long)2] + vud31.a[(long long)6] + vud32.a[(long long)6] + vud31.a[(long long)1] + vud32.a[(long long)1] + vud31.a[(long long)5] + vud32.a[(long long)5] + vud31.a[(long long)3] + vud32.a[(long long)3] + vud31.a[(long long)7] + vud32.a[(long long)7] + (double)tacc11_0);
  vud34.v = vacc11_1;
  vud35.v = vcmp11_1;
  vsum36 = (float)(vud34.a[(long long)0] + vud35.a[(long long)0] + vud34.a[(long long)4] + vud35.a[(long long)4] + vud34.a[(long long)2] + vud35.a[(long long)2] + vud34.a[(long long)6] + vud35.a[(long long)6] + vud34.a[(long long)1] + vud35.a[(long long)1] + vud34.a[(long long)5] + vud35.a[(long long)5] + vud34.a[(long long)3] + vud35.a[(long long)3] + vud34.a[(long long)7] + vud35.a[(long long)7] + (double)tacc11_1);
  vud37.v = vacc11_2;
  vud38.v = vcmp11_2;
  vsum39 = (float)(vud37.a[(long long)0] + vud38.a[(long long)0] + vud37.a[(long long)4] + vud38.a[(long long)4] + vud37.a[(long long)2] + vud38.a[(long long)2] + vud37.a[(long long)6] + vud38.a[(long long)6] + vud37.a[(long long)1] + vud38.a[(long long)1] + vud37.a[(long long)5] + vud38.a[(long long)5] + vud37.a[(long long)3] + vud38.a[(long long)3] + vud37.a[(long long)7] + vud38.a[(long long)7] + (double)tacc11_2);
  vud40.v = vacc11_3;
  vud41.v = vcmp11_3;
  vsum42 = (float)(vud40.a[(long long)0] + vud41.a[(long long)0] + vud40.a[(long long)4] + vud41.a[(long long)4] + vud40.a[(long long)2] + vud41.a[(long long)2] + vud40.a[(long long)6] + vud41.a[(long long)6] + vud40.a[(long long)1] + vud41.a[(long long)1] + vud40.a[(long long)5] + vud41.a[(long long)5] + vud40.a[(long long)3] + vud41.a[(long long)3] + vud40.a[(long long)7] + vud41.a[(long long)7] + (double)tacc11_3);
  acc3_3 = vsum33;
  t0[(li_4 * (long long)5 + r10_0)] = acc3_3;
  acc3_3 = vsum36;
  t0[(li_4 * (long long)5 + r10_1)] = acc3_3;
  acc3_3 = vsum39;
  t0[(li_4 * (long long)5 + r10_2)] = acc3_3;
  acc3_3 = vsum42;
  t0[(li_4 * (long long)5 + r10_3)] = acc3_3;
  li_4 += (long long)1;
  goto for7;

for43:
  if (r_1 < rhi2) goto body44; else goto after45;

body44:
  li_4 = (long long)0;
  goto for46;

after45:
  li_6 = (long long)0;
  goto for63;

for46:
  if (li_4 < count_0) goto body47; else goto after48;

body47:
  i_5 = (long long)nodes[li_4];
  vacc49_0 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  tacc49_0 = (double)0.000000;
  vcmp49_0 = {(double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000, (double)0.000000};
  pw50 = (float *)&P_W_s[(r_1 * (long long)256)];
  px51 = (float *)&S_0[(i_5 * (long long)256)];
  kv52 = (long long)0;
  goto vfor53;

after48:
  r_1 += (long long)1;
  goto for43;

vfor53:
  if (kv52 < (long long)256) goto vbody54; else goto vafter55;

vbody54:
  ud56.a[(long long)0] = (double)px51[(kv52 + (long long)0)];
  ud56.a[(long long)1] = (double)px51[(kv52 + (long long)1)];
  ud56.a[(long long)2] = (double)px51[(kv52 + (long long)2)];
  ud56.a[(long long)3] = (double)px51[(kv52 + (long long)3)];
  ud56.a[(long long)4] = (double)px51[(kv52 + (long long)4)];
  ud56.a[(long long)5] = (double)px51[(kv52 + (long long)5)];
  ud56.a[(long long)6] = (double)px51[(kv52 + (long long)6)];
  ud56.a[(long long)7] = (double)px51[(kv52 + (long long)7)];
  ud57.a[(long long)0] = (double)pw50[(kv52 + (long long)0)];
  ud57.a[(long long)1] = (double)pw50[(kv52 + (long long)1)];
  ud57.a[(long long)2] = (double)pw50[(kv52 + (long long)2)];
  ud57.a[(long long)3] = (double)pw50[(kv52 + (long long)3)];
  ud57.a[(long long)4] = (double)pw50[(kv52 + (long long)4)];
  ud57.a[(long long)5] = (double)pw50[(kv52 + (long long)5)];
  ud57.a[(long long)6] = (double)pw50[(kv52 + (long long)6)];
  ud57.a[(long long)7] = (double)pw50[(kv52 + (long long)7)];
  vacc49_0 += ud57.v * ud56.v;
  ud58.a[(long long)0] = (double)px51[(kv52 + (long long)8)];
  ud58.a[(long long)1] = (double)px51[(kv52 + (long long)9)];
  ud58.a[(long long)2] = (double)px51[(kv52 + (long long)10)];
  ud58.a[(long long)3] = (double)px51[(kv52 + (long long)11)];
  ud58.a[(long long)4] = (double)px51[(kv52 + (long long)12)];
  ud58.a[(long long)5] = (double)px51[(kv52 + (long long)13)];
  ud58.a[(long long)6] = (double)px51[(kv52 + (long long)14)];
  ud58.a[(long long)7] = (double)px51[(kv52 + (long long)15)];
  ud59.a[(long long)0] = (double)pw50[(kv52 + (long long)8)];
  ud59.a[(long long)1] = (double)pw50[(kv52 + (long long)9)];
  ud59.a[(long long)2] = (double)pw50[(kv52 + (long long)10)];
  ud59.a[(long long)3] = (double)pw50[(kv52 + (long long)11)];
  ud59.a[(long long)4] = (double)pw50[(kv52 + (long long)12)];
  ud59.a[(long long)5] = (double)pw50[(kv52 + (long long)13)];
  ud59.a[(long long)6] = (double)pw50[(kv52 + (long long)14)];
  ud59.a[(long long)7] = (double)pw50[(kv52 + (long long)15)];
  vcmp49_0 += ud59.v * ud58.v;
  kv52 += (long long)16;
  goto vfor53;

vafter55:
  vud60.v = vacc49_0;
  vud61.v = vcmp49_0;
  vsum62 = (float)(vud60.a[(long long)0] + vud61.a[(long long)0] + vud60.a[(long long)4] + vud61.a[(long long)4] + vud60.a[(long long)2] + vud61.a[(long long)2] + vud60.a[(long long)6] + vud61.a[(long long)6] + vud60.a[(long long)1] + vud61.a[(long long)1] + vud60.a[(long long)5] + vud61.a[(long long)5] + vud60.a[(long long)3] + vud61.a[(long long)3] + vud60.a[(long long)7] + vud61.a[(long long)7] + (double)tacc49_0);
  acc3_3 = vsum62;
  t0[(li_4 * (long long)5 + r_1)] = acc3_3;
  li_4 += (long long)1;
  goto for46;

for63:
  if (li_6 < count_0) goto body64; else goto after65;

body64:
  i_7 = (long long)nodes[li_6];
  j_8 = (long long)0;
  goto for66;

after65:
  li_10 = (long long)0;
  goto for69;

for66:
  if (j_8 < (long long)5) goto body67; else goto after68;

body67:
  v4_9 = t0[(li_6 * (long long)5 + j_8)] + P_b_s[j_8];
  t1[(li_6 * (long long)5 + j_8)] = v4_9;
  j_8 += (long long)1;
  goto for66;

after68:
  li_6 += (long long)1;
  goto for63;

for69:
  if (li_10 < count_0) goto body70; else goto after71;

body70:
  i_11 = (long long)nodes[li_10];
  best5_12 = (long long)0;
  bestv5_13 = t1[(li_10 * (long long)5)];
  j_14 = (long long)1;
  goto for72;

after71:
  return;

for72:
  if (j_14 < (long long)5) goto body73; else goto after74;

body73:
  x5_15 = t1[(li_10 * (long long)5 + j_14)];
  if (x5_15 > bestv5_13 || x5_15 != x5_15 && !(bestv5_13 != bestv5_13)) goto then75; else goto else76;

after74:
  out[li_10] = (float)best5_12;
  li_10 += (long long)1;
  goto for69;

then75:
  best5_12 = j_14;
  bestv5_13 = x5_15;
  goto join77;

else76:
  goto join77;

join77:
  j_14 += (long long)1;
  goto for72;
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
  long long r_4;
  long long k_5;
  float acc9_6;
  long long li_7;
  long long i_8;
  long long cs_9;
  long long c0_10;
  long long c1_11;
  long long r_12;
  long long k_13;
  float acc17_14;
  long long li_15;
  long long i_16;
  long long cs_17;
  long long c0_18;
  long long c1_19;
  long long r_20;
  long long k_21;
  float acc25_22;
  long long li_23;
  long long i_24;
  long long cs_25;
  long long c0_26;
  long long c1_27;
  long long r_28;
  long long k_29;
  float acc33_30;
  long long li_31;
  long long i_32;
  long long cs_33;
  long long c0_34;
  long long c1_35;
  long long r_36;
  long long k_37;
  float acc41_38;
  long long li_39;
  long long i_40;
  long long cs_41;
  long long c0_42;
  long long c1_43;
  long long li_44;
  long long i_45;
  long long j_46;
  float v10_47;
  float v11_48;
  float v18_49;
  float v19_50;
  float v26_51;
  float v27_52;
  float v34_53;
  float v35_54;
  float v42_55;
  float v43_56;
  float v44_57;
  float v45_58;
  long long cs_59;
  long long c0_60;
  float v46_61;
  float v47_62;
  long long c1_63;
  float v48_64;
  float v49_65;
  float v50_66;
  float * PK_1;
  float * P_U_i_l;
  float * P_U_i_r;
  float * P_U_fl_l;
  float * P_U_fl_r;
  float * P_U_fr_l;
  float * P_U_fr_r;
  float * P_U_o_l;
  float * P_U_o_r;
  float * P_U_u_l;
  float * P_U_u_r;

entry:
  PK_1 = f->packed[(long long)1];
  P_U_i_l = f->params[(long long)4];
  P_U_i_r = f->params[(long long)5];
  P_U_fl_l = f->params[(long long)6];
  P_U_fl_r = f->params[(long long)7];
  P_U_fr_l = f->params[(long long)8];
  P_U_fr_r = f->params[(long long)9];
  P_U_o_l = f->params[(long long)10];
  P_U_o_r = f->params[(long long)11];
  P_U_u_l = f->params[(long long)12];
  P_U_u_r = f->params[(long long)13];
  goto start0;

start0:
  r_4 = (long long)0;
  k_5 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_i_l[(r_4 * (long long)256 + k_5)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)0, (long long)64, (long long)512);
  r_4 = (long long)0;
  k_5 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_i_r[(r_4 * (long long)256 + k_5)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)0, (long long)256, (long long)64, (long long)512);
  r_12 = (long long)0;
  k_13 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_fl_l[(r_12 * (long long)256 + k_13)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)256, (long long)0, (long long)64, (long long)512);
  r_12 = (long long)0;
  k_13 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_fl_r[(r_12 * (long long)256 + k_13)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)256, (long long)256, (long long)64, (long long)512);
  r_20 = (long long)0;
  k_21 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_fr_l[(r_20 * (long long)256 + k_21)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)512, (long long)0, (long long)64, (long long)512);
  r_20 = (long long)0;
  k_21 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_fr_r[(r_20 * (long long)256 + k_21)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)512, (long long)256, (long long)64, (long long)512);
  r_28 = (long long)0;
  k_29 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_o_l[(r_28 * (long long)256 + k_29)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)768, (long long)0, (long long)64, (long long)512);
  r_28 = (long long)0;
  k_29 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_o_r[(r_28 * (long long)256 + k_29)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)768, (long long)256, (long long)64, (long long)512);
  r_36 = (long long)0;
  k_37 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_u_l[(r_36 * (long long)256 + k_37)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)1024, (long long)0, (long long)64, (long long)512);
  r_36 = (long long)0;
  k_37 = (long long)0;
  (void)cx_packseg_p0 (PK_1, (&P_U_u_r[(r_36 * (long long)256 + k_37)]), (long long)256, (long long)1, (long long)256, (long long)256, (long long)1024, (long long)256, (long long)64, (long long)512);
  return;
}

extern void
cx_pack (struct JitFrame * f)
{
entry:
  (void)cx_pack_0 (f);
  (void)cx_pack_1 (f);
  return;
}

