/* cuda_fp16.h -- gpuverify's half precision, under the toolkit's header name: __half and __half2,
 * their arithmetic, comparisons, conversions, shuffles and atomics.
 *
 * A __half holds a clang _Float16, so its arithmetic is floating-point arithmetic as for float
 * (functions of the bits the verifier knows nothing more about; see docs/builtins.md). Conversions
 * with a rounding mode other than C's are functions of their own.
 */
#ifndef __GV_CUDA_FP16_H
#define __GV_CUDA_FP16_H
/* Every function declared here is the implementation's: `leaf` (LLVM's nocallback) tells the
 * translator so, apart from a function of the user's that is declared and not defined. */
#pragma clang attribute push(__attribute__((leaf)), apply_to = function)

#include "cuda.h"

#define __GV_FP16_FN static inline __attribute__((always_inline, host, device))

typedef struct __half_raw {
  unsigned short x;
} __half_raw;
typedef struct __half2_raw {
  unsigned short x, y;
} __half2_raw;

struct __attribute__((aligned(2))) __half {
  _Float16 __gv_value;

  __half() = default;
  __attribute__((always_inline, host, device)) __half(const __half_raw &r)
      : __gv_value(__builtin_bit_cast(_Float16, r.x)) {}
  __attribute__((always_inline, host, device)) __half(float f) : __gv_value((_Float16)f) {}
  __attribute__((always_inline, host, device)) __half(double f) : __gv_value((_Float16)f) {}
  __attribute__((always_inline, host, device)) __half(int i) : __gv_value((_Float16)i) {}
  __attribute__((always_inline, host, device)) __half(unsigned int i) : __gv_value((_Float16)i) {}
  __attribute__((always_inline, host, device)) __half(short i) : __gv_value((_Float16)i) {}
  __attribute__((always_inline, host, device)) __half(unsigned short i) : __gv_value((_Float16)i) {}
  __attribute__((always_inline, host, device)) __half(long long i) : __gv_value((_Float16)i) {}
  __attribute__((always_inline, host, device)) __half(unsigned long long i) : __gv_value((_Float16)i) {}
  __attribute__((always_inline, host, device)) operator float() const { return (float)__gv_value; }
  __attribute__((always_inline, host, device)) operator __half_raw() const {
    __half_raw r;
    r.x = __builtin_bit_cast(unsigned short, __gv_value);
    return r;
  }
};

struct __attribute__((aligned(4))) __half2 {
  __half x, y;

  __half2() = default;
  __attribute__((always_inline, host, device)) __half2(const __half &a, const __half &b) : x(a), y(b) {}
  __attribute__((always_inline, host, device)) __half2(const __half2_raw &r) {
    x = __half_raw{r.x};
    y = __half_raw{r.y};
  }
  __attribute__((always_inline, host, device)) operator __half2_raw() const {
    __half2_raw r;
    r.x = __half_raw(x).x;
    r.y = __half_raw(y).x;
    return r;
  }
};

typedef struct __half half;
typedef struct __half2 half2;

/* Conversions */
__GV_FP16_FN __half __float2half(float f) { return __half(f); }
__GV_FP16_FN __half __float2half_rn(float f) { return __half(f); }
__GV_FP16_FN __half __double2half(double f) { return __half(f); }
__GV_FP16_FN float __half2float(__half h) { return (float)h.__gv_value; }
__GV_FP16_FN __half2 __float2half2_rn(float f) { return __half2(__half(f), __half(f)); }
__GV_FP16_FN __half2 __floats2half2_rn(float a, float b) { return __half2(__half(a), __half(b)); }
__GV_FP16_FN __half2 __float22half2_rn(float2 f) { return __half2(__half(f.x), __half(f.y)); }
__GV_FP16_FN float2 __half22float2(__half2 h) { return make_float2(__half2float(h.x), __half2float(h.y)); }
__GV_FP16_FN float __low2float(__half2 h) { return __half2float(h.x); }
__GV_FP16_FN float __high2float(__half2 h) { return __half2float(h.y); }
__GV_FP16_FN __half __low2half(__half2 h) { return h.x; }
__GV_FP16_FN __half __high2half(__half2 h) { return h.y; }
__GV_FP16_FN __half2 __halves2half2(__half a, __half b) { return __half2(a, b); }
__GV_FP16_FN __half2 __half2half2(__half a) { return __half2(a, a); }
__GV_FP16_FN __half2 __lows2half2(__half2 a, __half2 b) { return __half2(a.x, b.x); }
__GV_FP16_FN __half2 __highs2half2(__half2 a, __half2 b) { return __half2(a.y, b.y); }
__GV_FP16_FN __half2 __lowhigh2highlow(__half2 a) { return __half2(a.y, a.x); }
__GV_FP16_FN short __half_as_short(__half h) { return __builtin_bit_cast(short, h.__gv_value); }
__GV_FP16_FN unsigned short __half_as_ushort(__half h) { return __builtin_bit_cast(unsigned short, h.__gv_value); }
__GV_FP16_FN __half __short_as_half(short i) { return __half_raw{(unsigned short)i}; }
__GV_FP16_FN __half __ushort_as_half(unsigned short i) { return __half_raw{i}; }
/* The toolkit's constants, by their bit patterns. */
#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7C00U)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#define CUDART_NEG_ZERO_FP16 __ushort_as_half((unsigned short)0x8000U)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000U)
#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3C00U)
/* Integer conversions: _rz is C's; the other rounding modes are functions of their own. */
__GV_CU_DECL int __gv_half2int_rn(_Float16);
__GV_CU_DECL int __gv_half2int_rd(_Float16);
__GV_CU_DECL int __gv_half2int_ru(_Float16);
__GV_FP16_FN int __half2int_rz(__half h) { return (int)h.__gv_value; }
__GV_FP16_FN int __half2int_rn(__half h) { return __gv_half2int_rn(h.__gv_value); }
__GV_FP16_FN int __half2int_rd(__half h) { return __gv_half2int_rd(h.__gv_value); }
__GV_FP16_FN int __half2int_ru(__half h) { return __gv_half2int_ru(h.__gv_value); }
__GV_FP16_FN unsigned int __half2uint_rz(__half h) { return (unsigned int)h.__gv_value; }
__GV_FP16_FN __half __int2half_rn(int i) { return __half(i); }
__GV_FP16_FN __half __uint2half_rn(unsigned int i) { return __half(i); }

/* Arithmetic */
__GV_FP16_FN __half __gv_make_half(_Float16 v) {
  __half h;
  h.__gv_value = v;
  return h;
}
__GV_FP16_FN __half __hadd(__half a, __half b) { return __gv_make_half(a.__gv_value + b.__gv_value); }
__GV_FP16_FN __half __hsub(__half a, __half b) { return __gv_make_half(a.__gv_value - b.__gv_value); }
__GV_FP16_FN __half __hmul(__half a, __half b) { return __gv_make_half(a.__gv_value * b.__gv_value); }
__GV_FP16_FN __half __hdiv(__half a, __half b) { return __gv_make_half(a.__gv_value / b.__gv_value); }
__GV_FP16_FN __half __hneg(__half a) { return __gv_make_half(-a.__gv_value); }
/* Fused, or with IEEE rules of their own for signed zeros and NaNs: functions of their own. */
__GV_CU_DECL _Float16 __gv_hfma(_Float16, _Float16, _Float16);
__GV_CU_DECL _Float16 __gv_habs(_Float16);
__GV_CU_DECL _Float16 __gv_hmax(_Float16, _Float16);
__GV_CU_DECL _Float16 __gv_hmin(_Float16, _Float16);
__GV_FP16_FN __half __hfma(__half a, __half b, __half c) {
  return __gv_make_half(__gv_hfma(a.__gv_value, b.__gv_value, c.__gv_value));
}
__GV_FP16_FN __half __habs(__half a) { return __gv_make_half(__gv_habs(a.__gv_value)); }
__GV_FP16_FN __half __hmax(__half a, __half b) { return __gv_make_half(__gv_hmax(a.__gv_value, b.__gv_value)); }
__GV_FP16_FN __half __hmin(__half a, __half b) { return __gv_make_half(__gv_hmin(a.__gv_value, b.__gv_value)); }
__GV_FP16_FN bool __heq(__half a, __half b) { return a.__gv_value == b.__gv_value; }
__GV_FP16_FN bool __hne(__half a, __half b) { return a.__gv_value != b.__gv_value; }
__GV_FP16_FN bool __hlt(__half a, __half b) { return a.__gv_value < b.__gv_value; }
__GV_FP16_FN bool __hle(__half a, __half b) { return a.__gv_value <= b.__gv_value; }
__GV_FP16_FN bool __hgt(__half a, __half b) { return a.__gv_value > b.__gv_value; }
__GV_FP16_FN bool __hge(__half a, __half b) { return a.__gv_value >= b.__gv_value; }
__GV_FP16_FN bool __hisnan(__half a) { return a.__gv_value != a.__gv_value; }
__GV_FP16_FN __half2 __hadd2(__half2 a, __half2 b) { return __half2(__hadd(a.x, b.x), __hadd(a.y, b.y)); }
__GV_FP16_FN __half2 __hsub2(__half2 a, __half2 b) { return __half2(__hsub(a.x, b.x), __hsub(a.y, b.y)); }
__GV_FP16_FN __half2 __hmul2(__half2 a, __half2 b) { return __half2(__hmul(a.x, b.x), __hmul(a.y, b.y)); }
__GV_FP16_FN __half2 __h2div(__half2 a, __half2 b) { return __half2(__hdiv(a.x, b.x), __hdiv(a.y, b.y)); }
__GV_FP16_FN __half2 __hfma2(__half2 a, __half2 b, __half2 c) {
  return __half2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}
__GV_FP16_FN __half2 __hneg2(__half2 a) { return __half2(__hneg(a.x), __hneg(a.y)); }
__GV_FP16_FN __half2 __habs2(__half2 a) { return __half2(__habs(a.x), __habs(a.y)); }

/* Math: functions of their own. */
#define __GV_FP16_MATH(NAME)                                                                       \
  __GV_CU_DECL _Float16 __gv_##NAME(_Float16);                                                     \
  __GV_FP16_FN __half NAME(__half a) { return __gv_make_half(__gv_##NAME(a.__gv_value)); }                 \
  __GV_FP16_FN __half2 NAME##2(__half2 a) { return __half2(NAME(a.x), NAME(a.y)); }
__GV_FP16_MATH(hsqrt)
__GV_FP16_MATH(hrsqrt)
__GV_FP16_MATH(hrcp)
__GV_FP16_MATH(hexp)
__GV_FP16_MATH(hexp2)
__GV_FP16_MATH(hlog)
__GV_FP16_MATH(hlog2)
__GV_FP16_MATH(hsin)
__GV_FP16_MATH(hcos)
__GV_FP16_MATH(hfloor)
__GV_FP16_MATH(hceil)
__GV_FP16_MATH(htrunc)
__GV_FP16_MATH(hrint)
#undef __GV_FP16_MATH

/* Operators (as the toolkit's, unless __CUDA_NO_HALF_OPERATORS__) */
#ifndef __CUDA_NO_HALF_OPERATORS__
__GV_FP16_FN __half operator+(const __half &a, const __half &b) { return __hadd(a, b); }
__GV_FP16_FN __half operator-(const __half &a, const __half &b) { return __hsub(a, b); }
__GV_FP16_FN __half operator*(const __half &a, const __half &b) { return __hmul(a, b); }
__GV_FP16_FN __half operator/(const __half &a, const __half &b) { return __hdiv(a, b); }
__GV_FP16_FN __half operator-(const __half &a) { return __hneg(a); }
__GV_FP16_FN __half operator+(const __half &a) { return a; }
__GV_FP16_FN __half &operator+=(__half &a, const __half &b) { return a = __hadd(a, b); }
__GV_FP16_FN __half &operator-=(__half &a, const __half &b) { return a = __hsub(a, b); }
__GV_FP16_FN __half &operator*=(__half &a, const __half &b) { return a = __hmul(a, b); }
__GV_FP16_FN __half &operator/=(__half &a, const __half &b) { return a = __hdiv(a, b); }
__GV_FP16_FN bool operator==(const __half &a, const __half &b) { return __heq(a, b); }
__GV_FP16_FN bool operator!=(const __half &a, const __half &b) { return __hne(a, b); }
__GV_FP16_FN bool operator<(const __half &a, const __half &b) { return __hlt(a, b); }
__GV_FP16_FN bool operator<=(const __half &a, const __half &b) { return __hle(a, b); }
__GV_FP16_FN bool operator>(const __half &a, const __half &b) { return __hgt(a, b); }
__GV_FP16_FN bool operator>=(const __half &a, const __half &b) { return __hge(a, b); }
__GV_FP16_FN __half2 operator+(const __half2 &a, const __half2 &b) { return __hadd2(a, b); }
__GV_FP16_FN __half2 operator-(const __half2 &a, const __half2 &b) { return __hsub2(a, b); }
__GV_FP16_FN __half2 operator*(const __half2 &a, const __half2 &b) { return __hmul2(a, b); }
__GV_FP16_FN __half2 operator/(const __half2 &a, const __half2 &b) { return __h2div(a, b); }
__GV_FP16_FN __half2 &operator+=(__half2 &a, const __half2 &b) { return a = __hadd2(a, b); }
__GV_FP16_FN __half2 &operator-=(__half2 &a, const __half2 &b) { return a = __hsub2(a, b); }
__GV_FP16_FN __half2 &operator*=(__half2 &a, const __half2 &b) { return a = __hmul2(a, b); }
#endif

/* Shuffles: a __half in the low half of a 32-bit lane value, a __half2 as its 32 bits. */
#define __GV_FP16_SHUFFLE(NAME, OPERAND)                                                           \
  __GV_FP16_FN __half NAME(unsigned int m, __half v, OPERAND o, int w = __WARP_SIZE) {            \
    return __ushort_as_half((unsigned short)NAME(m, (unsigned int)__half_as_ushort(v), o, w));     \
  }                                                                                                 \
  __GV_FP16_FN __half2 NAME(unsigned int m, __half2 v, OPERAND o, int w = __WARP_SIZE) {          \
    return __builtin_bit_cast(__half2, NAME(m, __builtin_bit_cast(unsigned int, v), o, w));        \
  }
__GV_FP16_SHUFFLE(__shfl_sync, int)
__GV_FP16_SHUFFLE(__shfl_up_sync, unsigned int)
__GV_FP16_SHUFFLE(__shfl_down_sync, unsigned int)
__GV_FP16_SHUFFLE(__shfl_xor_sync, int)
#undef __GV_FP16_SHUFFLE

/* Atomics: read-modify-writes of the 16 or 32 bits. Named fadd, not add: a
   floating-point counter takes values again (2048 + 1 == 2048 in half), so
   its results must not count as an integer counter's. */
__GV_CU_DECL unsigned short __gv_atomic_fadd_half(unsigned short *p, unsigned short v);
__GV_CU_DECL unsigned int __gv_atomic_fadd_half2(unsigned int *p, unsigned int v);
__GV_FP16_FN __half atomicAdd(__half *p, __half v) {
  return __ushort_as_half(__gv_atomic_fadd_half((unsigned short *)p, __half_as_ushort(v)));
}
__GV_FP16_FN __half2 atomicAdd(__half2 *p, __half2 v) {
  return __builtin_bit_cast(__half2,
                            __gv_atomic_fadd_half2((unsigned int *)p, __builtin_bit_cast(unsigned int, v)));
}

#define __GV_HALF_UF __attribute__((device))
/* the rest of cuda_fp16.h: uninterpreted (declared only, with the toolkit's signatures): rounding-mode conversions, saturating and relu arithmetic, the __half2 comparisons and math, ... */
__GV_HALF_UF __half __float2half_rz(const float);
__GV_HALF_UF __half __float2half_rd(const float);
__GV_HALF_UF __half __float2half_ru(const float);
__GV_HALF_UF signed char __half2char_rz(const __half);
__GV_HALF_UF unsigned char __half2uchar_rz(const __half);
__GV_HALF_UF short __half2short_rz(const __half);
__GV_HALF_UF unsigned short __half2ushort_rz(const __half);
__GV_HALF_UF long long __half2ll_rz(const __half);
__GV_HALF_UF unsigned long long __half2ull_rz(const __half);
__GV_HALF_UF __half2 make_half2(const __half, const __half);
__GV_HALF_UF __half __int2half_rz(const int);
__GV_HALF_UF __half __int2half_rd(const int);
__GV_HALF_UF __half __int2half_ru(const int);
__GV_HALF_UF short __half2short_rn(const __half);
__GV_HALF_UF short __half2short_rd(const __half);
__GV_HALF_UF short __half2short_ru(const __half);
__GV_HALF_UF __half __short2half_rn(const short);
__GV_HALF_UF __half __short2half_rz(const short);
__GV_HALF_UF __half __short2half_rd(const short);
__GV_HALF_UF __half __short2half_ru(const short);
__GV_HALF_UF unsigned int __half2uint_rn(const __half);
__GV_HALF_UF unsigned int __half2uint_rd(const __half);
__GV_HALF_UF unsigned int __half2uint_ru(const __half);
__GV_HALF_UF __half __uint2half_rz(const unsigned int);
__GV_HALF_UF __half __uint2half_rd(const unsigned int);
__GV_HALF_UF __half __uint2half_ru(const unsigned int);
__GV_HALF_UF unsigned short __half2ushort_rn(const __half);
__GV_HALF_UF unsigned short __half2ushort_rd(const __half);
__GV_HALF_UF unsigned short __half2ushort_ru(const __half);
__GV_HALF_UF __half __ushort2half_rn(const unsigned short);
__GV_HALF_UF __half __ushort2half_rz(const unsigned short);
__GV_HALF_UF __half __ushort2half_rd(const unsigned short);
__GV_HALF_UF __half __ushort2half_ru(const unsigned short);
__GV_HALF_UF unsigned long long __half2ull_rn(const __half);
__GV_HALF_UF unsigned long long __half2ull_rd(const __half);
__GV_HALF_UF unsigned long long __half2ull_ru(const __half);
__GV_HALF_UF __half __ull2half_rn(const unsigned long long);
__GV_HALF_UF __half __ull2half_rz(const unsigned long long);
__GV_HALF_UF __half __ull2half_rd(const unsigned long long);
__GV_HALF_UF __half __ull2half_ru(const unsigned long long);
__GV_HALF_UF long long __half2ll_rn(const __half);
__GV_HALF_UF long long __half2ll_rd(const __half);
__GV_HALF_UF long long __half2ll_ru(const __half);
__GV_HALF_UF __half __ll2half_rn(const long long);
__GV_HALF_UF __half __ll2half_rz(const long long);
__GV_HALF_UF __half __ll2half_rd(const long long);
__GV_HALF_UF __half __ll2half_ru(const long long);
__GV_HALF_UF __half2 h2trunc(const __half2);
__GV_HALF_UF __half2 h2ceil(const __half2);
__GV_HALF_UF __half2 h2floor(const __half2);
__GV_HALF_UF __half2 h2rint(const __half2);
__GV_HALF_UF int __hisinf(const __half);
__GV_HALF_UF __half2 __low2half2(const __half2);
__GV_HALF_UF __half2 __high2half2(const __half2);
__GV_HALF_UF __half2 __hmax2(const __half2, const __half2);
__GV_HALF_UF __half2 __hmin2(const __half2, const __half2);
__GV_HALF_UF __half2 __heq2(const __half2, const __half2);
__GV_HALF_UF __half2 __hne2(const __half2, const __half2);
__GV_HALF_UF __half2 __hle2(const __half2, const __half2);
__GV_HALF_UF __half2 __hge2(const __half2, const __half2);
__GV_HALF_UF __half2 __hlt2(const __half2, const __half2);
__GV_HALF_UF __half2 __hgt2(const __half2, const __half2);
__GV_HALF_UF __half2 __hequ2(const __half2, const __half2);
__GV_HALF_UF __half2 __hneu2(const __half2, const __half2);
__GV_HALF_UF __half2 __hleu2(const __half2, const __half2);
__GV_HALF_UF __half2 __hgeu2(const __half2, const __half2);
__GV_HALF_UF __half2 __hltu2(const __half2, const __half2);
__GV_HALF_UF __half2 __hgtu2(const __half2, const __half2);
__GV_HALF_UF unsigned int __heq2_mask(const __half2, const __half2);
__GV_HALF_UF unsigned int __hne2_mask(const __half2, const __half2);
__GV_HALF_UF unsigned int __hle2_mask(const __half2, const __half2);
__GV_HALF_UF unsigned int __hge2_mask(const __half2, const __half2);
__GV_HALF_UF unsigned int __hlt2_mask(const __half2, const __half2);
__GV_HALF_UF unsigned int __hgt2_mask(const __half2, const __half2);
__GV_HALF_UF unsigned int __hequ2_mask(const __half2, const __half2);
__GV_HALF_UF unsigned int __hneu2_mask(const __half2, const __half2);
__GV_HALF_UF unsigned int __hleu2_mask(const __half2, const __half2);
__GV_HALF_UF unsigned int __hgeu2_mask(const __half2, const __half2);
__GV_HALF_UF unsigned int __hltu2_mask(const __half2, const __half2);
__GV_HALF_UF unsigned int __hgtu2_mask(const __half2, const __half2);
__GV_HALF_UF __half2 __hisnan2(const __half2);
__GV_HALF_UF __half2 __hadd2_rn(const __half2, const __half2);
__GV_HALF_UF __half2 __hsub2_rn(const __half2, const __half2);
__GV_HALF_UF __half2 __hmul2_rn(const __half2, const __half2);
__GV_HALF_UF __half2 __hadd2_sat(const __half2, const __half2);
__GV_HALF_UF __half2 __hsub2_sat(const __half2, const __half2);
__GV_HALF_UF __half2 __hmul2_sat(const __half2, const __half2);
__GV_HALF_UF __half2 __hfma2_sat(const __half2, const __half2, const __half2);
__GV_HALF_UF __half __hadd_rn(const __half, const __half);
__GV_HALF_UF __half __hsub_rn(const __half, const __half);
__GV_HALF_UF __half __hmul_rn(const __half, const __half);
__GV_HALF_UF __half __hadd_sat(const __half, const __half);
__GV_HALF_UF __half __hsub_sat(const __half, const __half);
__GV_HALF_UF __half __hmul_sat(const __half, const __half);
__GV_HALF_UF __half __hfma_sat(const __half, const __half, const __half);
__GV_HALF_UF bool __hbeq2(const __half2, const __half2);
__GV_HALF_UF bool __hbne2(const __half2, const __half2);
__GV_HALF_UF bool __hble2(const __half2, const __half2);
__GV_HALF_UF bool __hbge2(const __half2, const __half2);
__GV_HALF_UF bool __hblt2(const __half2, const __half2);
__GV_HALF_UF bool __hbgt2(const __half2, const __half2);
__GV_HALF_UF bool __hbequ2(const __half2, const __half2);
__GV_HALF_UF bool __hbneu2(const __half2, const __half2);
__GV_HALF_UF bool __hbleu2(const __half2, const __half2);
__GV_HALF_UF bool __hbgeu2(const __half2, const __half2);
__GV_HALF_UF bool __hbltu2(const __half2, const __half2);
__GV_HALF_UF bool __hbgtu2(const __half2, const __half2);
__GV_HALF_UF bool __hequ(const __half, const __half);
__GV_HALF_UF bool __hneu(const __half, const __half);
__GV_HALF_UF bool __hleu(const __half, const __half);
__GV_HALF_UF bool __hgeu(const __half, const __half);
__GV_HALF_UF bool __hltu(const __half, const __half);
__GV_HALF_UF bool __hgtu(const __half, const __half);
__GV_HALF_UF __half __hmax_nan(const __half, const __half);
__GV_HALF_UF __half __hmin_nan(const __half, const __half);
__GV_HALF_UF __half __hfma_relu(const __half, const __half, const __half);
__GV_HALF_UF __half2 __hmax2_nan(const __half2, const __half2);
__GV_HALF_UF __half2 __hmin2_nan(const __half2, const __half2);
__GV_HALF_UF __half2 __hfma2_relu(const __half2, const __half2, const __half2);
__GV_HALF_UF __half2 __hcmadd(const __half2, const __half2, const __half2);
__GV_HALF_UF __half hlog10(const __half);
__GV_HALF_UF __half htanh_approx(const __half);
__GV_HALF_UF __half2 h2tanh_approx(const __half2);
__GV_HALF_UF __half htanh(const __half);
__GV_HALF_UF __half2 h2tanh(const __half2);
__GV_HALF_UF __half hexp10(const __half);
__GV_HALF_UF __half2 h2sqrt(const __half2);
__GV_HALF_UF __half2 h2rsqrt(const __half2);
__GV_HALF_UF __half2 h2rcp(const __half2);
__GV_HALF_UF __half2 h2log(const __half2);
__GV_HALF_UF __half2 h2log2(const __half2);
__GV_HALF_UF __half2 h2log10(const __half2);
__GV_HALF_UF __half2 h2exp(const __half2);
__GV_HALF_UF __half2 h2exp2(const __half2);
__GV_HALF_UF __half2 h2exp10(const __half2);
__GV_HALF_UF __half2 h2cos(const __half2);
__GV_HALF_UF __half2 h2sin(const __half2);
#undef __GV_HALF_UF

#undef __GV_FP16_FN
#pragma clang attribute pop
#endif /* __GV_CUDA_FP16_H */
