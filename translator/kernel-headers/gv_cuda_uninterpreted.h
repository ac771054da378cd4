/* gv_cuda_uninterpreted.h -- device functions of the CUDA toolkit that gpuverify models as
 * uninterpreted: declared here (the toolkit's signatures), never defined, so that each call is a
 * function of its arguments the verifier knows nothing more about (docs/builtins.md, "Other
 * functions without a body"). Sound for races and divergence: the value is whatever the hardware
 * computes, the same for the same arguments. Included by cuda.h; kernels compiled against the
 * toolkit itself get the toolkit's definitions instead.
 */
#ifndef __GV_CUDA_UNINTERPRETED_H
#define __GV_CUDA_UNINTERPRETED_H
/* Every function declared here is the implementation's: `leaf` (LLVM's nocallback) tells the
 * translator so, apart from a function of the user's that is declared and not defined. */
#pragma clang attribute push(__attribute__((leaf)), apply_to = function)

#define __GV_CU_UF __attribute__((device))

/* The rounding modes of the conversions and operations that take one (as the toolkit's
 * crt/math_functions.h declares them). */
enum cudaRoundMode { cudaRoundNearest, cudaRoundZero, cudaRoundPosInf, cudaRoundMinInf };


/* Integer intrinsics: byte and half-word dot products, funnel shifts, byte swaps, the SIMD video instructions (__vadd4, __vcmpgtu2, __vabsdiffu4, ...) and the fused add-min/max of sm_90. */
__GV_CU_UF unsigned int __vabs2(unsigned int);
__GV_CU_UF unsigned int __vabsss2(unsigned int);
__GV_CU_UF unsigned int __vadd2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vaddss2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vaddus2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vavgs2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vavgu2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vhaddu2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmpeq2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmpges2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmpgeu2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmpgts2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmpgtu2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmples2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmpleu2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmplts2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmpltu2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmpne2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vabsdiffu2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vmaxs2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vmaxu2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vmins2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vminu2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vseteq2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsetges2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsetgeu2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsetgts2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsetgtu2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsetles2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsetleu2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsetlts2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsetltu2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsetne2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsadu2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsub2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsubss2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsubus2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vneg2(unsigned int);
__GV_CU_UF unsigned int __vnegss2(unsigned int);
__GV_CU_UF unsigned int __vabsdiffs2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsads2(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vabs4(unsigned int);
__GV_CU_UF unsigned int __vabsss4(unsigned int);
__GV_CU_UF unsigned int __vadd4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vaddss4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vaddus4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vavgs4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vavgu4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vhaddu4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmpeq4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmpges4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmpgeu4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmpgts4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmpgtu4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmples4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmpleu4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmplts4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmpltu4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vcmpne4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vabsdiffu4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vmaxs4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vmaxu4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vmins4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vminu4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vseteq4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsetles4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsetleu4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsetlts4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsetltu4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsetges4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsetgeu4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsetgts4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsetgtu4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsetne4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsadu4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsub4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsubss4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsubus4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vneg4(unsigned int);
__GV_CU_UF unsigned int __vnegss4(unsigned int);
__GV_CU_UF unsigned int __vabsdiffs4(unsigned int, unsigned int);
__GV_CU_UF unsigned int __vsads4(unsigned int, unsigned int);
__GV_CU_UF int __vimax_s32_relu(const int, const int);
__GV_CU_UF unsigned int __vimax_s16x2_relu(const unsigned int, const unsigned int);
__GV_CU_UF int __vimin_s32_relu(const int, const int);
__GV_CU_UF unsigned int __vimin_s16x2_relu(const unsigned int, const unsigned int);
__GV_CU_UF int __vimax3_s32(const int, const int, const int);
__GV_CU_UF unsigned int __vimax3_s16x2(const unsigned int, const unsigned int, const unsigned int);
__GV_CU_UF unsigned int __vimax3_u32(const unsigned int, const unsigned int, const unsigned int);
__GV_CU_UF unsigned int __vimax3_u16x2(const unsigned int, const unsigned int, const unsigned int);
__GV_CU_UF int __vimin3_s32(const int, const int, const int);
__GV_CU_UF unsigned int __vimin3_s16x2(const unsigned int, const unsigned int, const unsigned int);
__GV_CU_UF unsigned int __vimin3_u32(const unsigned int, const unsigned int, const unsigned int);
__GV_CU_UF unsigned int __vimin3_u16x2(const unsigned int, const unsigned int, const unsigned int);
__GV_CU_UF int __vimax3_s32_relu(const int, const int, const int);
__GV_CU_UF unsigned int __vimax3_s16x2_relu(const unsigned int, const unsigned int, const unsigned int);
__GV_CU_UF int __vimin3_s32_relu(const int, const int, const int);
__GV_CU_UF unsigned int __vimin3_s16x2_relu(const unsigned int, const unsigned int, const unsigned int);
__GV_CU_UF int __viaddmax_s32(const int, const int, const int);
__GV_CU_UF unsigned int __viaddmax_s16x2(const unsigned int, const unsigned int, const unsigned int);
__GV_CU_UF unsigned int __viaddmax_u32(const unsigned int, const unsigned int, const unsigned int);
__GV_CU_UF unsigned int __viaddmax_u16x2(const unsigned int, const unsigned int, const unsigned int);
__GV_CU_UF int __viaddmin_s32(const int, const int, const int);
__GV_CU_UF unsigned int __viaddmin_s16x2(const unsigned int, const unsigned int, const unsigned int);
__GV_CU_UF unsigned int __viaddmin_u32(const unsigned int, const unsigned int, const unsigned int);
__GV_CU_UF unsigned int __viaddmin_u16x2(const unsigned int, const unsigned int, const unsigned int);
__GV_CU_UF int __viaddmax_s32_relu(const int, const int, const int);
__GV_CU_UF unsigned int __viaddmax_s16x2_relu(const unsigned int, const unsigned int, const unsigned int);
__GV_CU_UF int __viaddmin_s32_relu(const int, const int, const int);
__GV_CU_UF unsigned int __viaddmin_s16x2_relu(const unsigned int, const unsigned int, const unsigned int);
__GV_CU_UF int __vibmax_s32(const int, const int, bool *const);
__GV_CU_UF unsigned int __vibmax_u32(const unsigned int, const unsigned int, bool *const);
__GV_CU_UF int __vibmin_s32(const int, const int, bool *const);
__GV_CU_UF unsigned int __vibmin_u32(const unsigned int, const unsigned int, bool *const);
__GV_CU_UF unsigned int __vibmax_s16x2(const unsigned int, const unsigned int, bool *const, bool *const);
__GV_CU_UF unsigned int __vibmax_u16x2(const unsigned int, const unsigned int, bool *const, bool *const);
__GV_CU_UF unsigned int __vibmin_s16x2(const unsigned int, const unsigned int, bool *const, bool *const);
__GV_CU_UF unsigned int __vibmin_u16x2(const unsigned int, const unsigned int, bool *const, bool *const);
__GV_CU_UF unsigned short __nv_bswap16(unsigned short);
__GV_CU_UF unsigned int __nv_bswap32(unsigned int);
__GV_CU_UF unsigned long long __nv_bswap64(unsigned long long);
__GV_CU_UF unsigned int __funnelshift_lc(unsigned int, unsigned int, unsigned int);
__GV_CU_UF unsigned int __funnelshift_rc(unsigned int, unsigned int, unsigned int);
__GV_CU_UF int __dp2a_lo(int, int, int);
__GV_CU_UF int __dp2a_lo(short2, char4, int);
__GV_CU_UF unsigned int __dp2a_lo(unsigned int, unsigned int, unsigned int);
__GV_CU_UF unsigned int __dp2a_lo(ushort2, uchar4, unsigned int);
__GV_CU_UF int __dp2a_hi(int, int, int);
__GV_CU_UF int __dp2a_hi(short2, char4, int);
__GV_CU_UF unsigned int __dp2a_hi(unsigned int, unsigned int, unsigned int);
__GV_CU_UF unsigned int __dp2a_hi(ushort2, uchar4, unsigned int);
__GV_CU_UF int __dp4a(char4, char4, int);
__GV_CU_UF int __dp4a(int, int, int);
__GV_CU_UF unsigned int __dp4a(uchar4, uchar4, unsigned int);
__GV_CU_UF unsigned int __dp4a(unsigned int, unsigned int, unsigned int);

/* Single-precision math (norms, reciprocal norms, Bessel functions of integer order, ...). */
__GV_CU_UF float scalblnf(float, long);
__GV_CU_UF float rhypotf(float, float);
__GV_CU_UF float rnormf(int, const float *);
__GV_CU_UF float normf(int, const float *);
__GV_CU_UF float norm3df(float, float, float);
__GV_CU_UF float rnorm3df(float, float, float);
__GV_CU_UF float norm4df(float, float, float, float);
__GV_CU_UF float rnorm4df(float, float, float, float);
__GV_CU_UF float jnf(int, float);
__GV_CU_UF float ynf(int, float);
__GV_CU_UF float cyl_bessel_i0f(float);
__GV_CU_UF float cyl_bessel_i1f(float);
__GV_CU_UF float nanf(const char *);
__GV_CU_UF int __isinff(float);
__GV_CU_UF int __isnanf(float);
__GV_CU_UF int __finitef(float);
__GV_CU_UF int __signbitf(float);

/* Double-precision math, and the rounding-mode overloads. */
__GV_CU_UF double scalbln(double, long);
__GV_CU_UF double rhypot(double, double);
__GV_CU_UF double norm3d(double, double, double);
__GV_CU_UF double rnorm3d(double, double, double);
__GV_CU_UF double norm4d(double, double, double, double);
__GV_CU_UF double rnorm4d(double, double, double, double);
__GV_CU_UF double norm(int, const double *);
__GV_CU_UF double rnorm(int, const double *);
__GV_CU_UF void sincospi(const float, float *const, float *const);
__GV_CU_UF double jn(int, double);
__GV_CU_UF float jn(const int, const float);
__GV_CU_UF double yn(int, double);
__GV_CU_UF float yn(const int, const float);
__GV_CU_UF double cyl_bessel_i0(double);
__GV_CU_UF float cyl_bessel_i0(const float);
__GV_CU_UF double cyl_bessel_i1(double);
__GV_CU_UF float cyl_bessel_i1(const float);
__GV_CU_UF double copysign(const double, const float);
__GV_CU_UF double copysign(const float, const double);
__GV_CU_UF double nan(const char *);
__GV_CU_UF int __finite(double);
__GV_CU_UF int __signbit(double);
__GV_CU_UF int __isnan(double);
__GV_CU_UF int __isinf(double);
__GV_CU_UF double fma(double, double, double, enum cudaRoundMode);
__GV_CU_UF int __signbitl(long double);
__GV_CU_UF int __finitel(long double);
__GV_CU_UF int __isinfl(long double);
__GV_CU_UF int __isnanl(long double);
__GV_CU_UF double fdivide(double, double);
__GV_CU_UF double dmul(double, double, enum cudaRoundMode);
__GV_CU_UF double dadd(double, double, enum cudaRoundMode);
__GV_CU_UF double dsub(double, double, enum cudaRoundMode);

/* Fast and rounded single-precision intrinsics (__tanhf, __fmaf_ieee_*, the float2 forms). */
__GV_CU_UF float __tanhf(float);
__GV_CU_UF float __fmaf_ieee_rn(float, float, float);
__GV_CU_UF float __fmaf_ieee_rd(float, float, float);
__GV_CU_UF float __fmaf_ieee_ru(float, float, float);
__GV_CU_UF float __fmaf_ieee_rz(float, float, float);
__GV_CU_UF float2 __ffma2_rn(float2, float2, float2);
__GV_CU_UF float2 __ffma2_rz(float2, float2, float2);
__GV_CU_UF float2 __ffma2_rd(float2, float2, float2);
__GV_CU_UF float2 __ffma2_ru(float2, float2, float2);
__GV_CU_UF float2 __fadd2_rn(float2, float2);
__GV_CU_UF float2 __fadd2_rz(float2, float2);
__GV_CU_UF float2 __fadd2_rd(float2, float2);
__GV_CU_UF float2 __fadd2_ru(float2, float2);
__GV_CU_UF float2 __fmul2_rn(float2, float2);
__GV_CU_UF float2 __fmul2_rz(float2, float2);
__GV_CU_UF float2 __fmul2_rd(float2, float2);
__GV_CU_UF float2 __fmul2_ru(float2, float2);

/* Conversions with a rounding mode given as an argument. */
__GV_CU_UF int double2int(double, enum cudaRoundMode);
__GV_CU_UF unsigned int double2uint(double, enum cudaRoundMode);
__GV_CU_UF long long double2ll(double, enum cudaRoundMode);
__GV_CU_UF unsigned long long double2ull(double, enum cudaRoundMode);
__GV_CU_UF double ll2double(long long, enum cudaRoundMode);
__GV_CU_UF double ull2double(unsigned long long, enum cudaRoundMode);
__GV_CU_UF double int2double(int, enum cudaRoundMode);
__GV_CU_UF double uint2double(unsigned int, enum cudaRoundMode);
__GV_CU_UF double float2double(float, enum cudaRoundMode);

#undef __GV_CU_UF
#pragma clang attribute pop
#endif
