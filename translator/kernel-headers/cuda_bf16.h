/* cuda_bf16.h -- gpuverify's bfloat16, under the toolkit's header name: __nv_bfloat16 and
 * __nv_bfloat162, their arithmetic, comparisons and conversions.
 *
 * A __nv_bfloat16 holds a clang __bf16, so its arithmetic is floating-point arithmetic as for
 * float (functions of the bits; see docs/builtins.md).
 */
#ifndef __GV_CUDA_BF16_H
#define __GV_CUDA_BF16_H
/* Every function declared here is the implementation's: `leaf` (LLVM's nocallback) tells the
 * translator so, apart from a function of the user's that is declared and not defined. */
#pragma clang attribute push(__attribute__((leaf)), apply_to = function)

#include "cuda_fp16.h"

#define __GV_BF16_FN static inline __attribute__((always_inline, host, device))

typedef struct __nv_bfloat16_raw {
  unsigned short x;
} __nv_bfloat16_raw;

struct __attribute__((aligned(2))) __nv_bfloat16 {
  __bf16 __gv_value;

  __nv_bfloat16() = default;
  __attribute__((always_inline, host, device)) __nv_bfloat16(const __nv_bfloat16_raw &r)
      : __gv_value(__builtin_bit_cast(__bf16, r.x)) {}
  __attribute__((always_inline, host, device)) __nv_bfloat16(float f) : __gv_value((__bf16)f) {}
  __attribute__((always_inline, host, device)) __nv_bfloat16(double f) : __gv_value((__bf16)f) {}
  __attribute__((always_inline, host, device)) __nv_bfloat16(int i) : __gv_value((__bf16)(float)i) {}
  __attribute__((always_inline, host, device)) operator float() const { return (float)__gv_value; }
  __attribute__((always_inline, host, device)) operator __nv_bfloat16_raw() const {
    __nv_bfloat16_raw r;
    r.x = __builtin_bit_cast(unsigned short, __gv_value);
    return r;
  }
};

struct __attribute__((aligned(4))) __nv_bfloat162 {
  __nv_bfloat16 x, y;
  __nv_bfloat162() = default;
  __attribute__((always_inline, host, device)) __nv_bfloat162(const __nv_bfloat16 &a, const __nv_bfloat16 &b)
      : x(a), y(b) {}
};

typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

__GV_BF16_FN __nv_bfloat16 __float2bfloat16(float f) { return __nv_bfloat16(f); }
__GV_BF16_FN __nv_bfloat16 __float2bfloat16_rn(float f) { return __nv_bfloat16(f); }
__GV_BF16_FN float __bfloat162float(__nv_bfloat16 h) { return (float)h.__gv_value; }
__GV_BF16_FN __nv_bfloat162 __floats2bfloat162_rn(float a, float b) {
  return __nv_bfloat162(__nv_bfloat16(a), __nv_bfloat16(b));
}
__GV_BF16_FN __nv_bfloat162 __float22bfloat162_rn(float2 f) {
  return __nv_bfloat162(__nv_bfloat16(f.x), __nv_bfloat16(f.y));
}
__GV_BF16_FN float2 __bfloat1622float2(__nv_bfloat162 h) {
  return make_float2(__bfloat162float(h.x), __bfloat162float(h.y));
}
__GV_BF16_FN __nv_bfloat162 __halves2bfloat162(__nv_bfloat16 a, __nv_bfloat16 b) { return __nv_bfloat162(a, b); }
__GV_BF16_FN __nv_bfloat162 __bfloat162bfloat162(__nv_bfloat16 a) { return __nv_bfloat162(a, a); }
__GV_BF16_FN __nv_bfloat16 __low2bfloat16(__nv_bfloat162 h) { return h.x; }
__GV_BF16_FN __nv_bfloat16 __high2bfloat16(__nv_bfloat162 h) { return h.y; }
__GV_BF16_FN unsigned short __bfloat16_as_ushort(__nv_bfloat16 h) {
  return __builtin_bit_cast(unsigned short, h.__gv_value);
}
__GV_BF16_FN __nv_bfloat16 __ushort_as_bfloat16(unsigned short i) { return __nv_bfloat16_raw{i}; }
/* The toolkit's constants, by their bit patterns. */
#define CUDART_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7F80U)
#define CUDART_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7F7FU)
#define CUDART_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000U)
#define CUDART_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)
#define CUDART_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3F80U)

__GV_BF16_FN __nv_bfloat16 __hadd(__nv_bfloat16 a, __nv_bfloat16 b) {
  return __nv_bfloat16_raw{__builtin_bit_cast(unsigned short, (__bf16)(a.__gv_value + b.__gv_value))};
}
__GV_BF16_FN __nv_bfloat16 __hsub(__nv_bfloat16 a, __nv_bfloat16 b) {
  return __nv_bfloat16_raw{__builtin_bit_cast(unsigned short, (__bf16)(a.__gv_value - b.__gv_value))};
}
__GV_BF16_FN __nv_bfloat16 __hmul(__nv_bfloat16 a, __nv_bfloat16 b) {
  return __nv_bfloat16_raw{__builtin_bit_cast(unsigned short, (__bf16)(a.__gv_value * b.__gv_value))};
}
__GV_BF16_FN __nv_bfloat16 __hdiv(__nv_bfloat16 a, __nv_bfloat16 b) {
  return __nv_bfloat16_raw{__builtin_bit_cast(unsigned short, (__bf16)(a.__gv_value / b.__gv_value))};
}
__GV_CU_DECL __bf16 __gv_bf16_fma(__bf16, __bf16, __bf16);
__GV_CU_DECL __bf16 __gv_bf16_max(__bf16, __bf16);
__GV_CU_DECL __bf16 __gv_bf16_min(__bf16, __bf16);
__GV_BF16_FN __nv_bfloat16 __hfma(__nv_bfloat16 a, __nv_bfloat16 b, __nv_bfloat16 c) {
  return __nv_bfloat16_raw{
      __builtin_bit_cast(unsigned short, __gv_bf16_fma(a.__gv_value, b.__gv_value, c.__gv_value))};
}
__GV_BF16_FN __nv_bfloat16 __hneg(__nv_bfloat16 a) {
  return __nv_bfloat16_raw{__builtin_bit_cast(unsigned short, (__bf16)(-a.__gv_value))};
}
__GV_BF16_FN bool __heq(__nv_bfloat16 a, __nv_bfloat16 b) { return a.__gv_value == b.__gv_value; }
__GV_BF16_FN bool __hlt(__nv_bfloat16 a, __nv_bfloat16 b) { return a.__gv_value < b.__gv_value; }
__GV_BF16_FN bool __hgt(__nv_bfloat16 a, __nv_bfloat16 b) { return a.__gv_value > b.__gv_value; }
__GV_BF16_FN __nv_bfloat16 __hmax(__nv_bfloat16 a, __nv_bfloat16 b) {
  return __nv_bfloat16_raw{__builtin_bit_cast(unsigned short, __gv_bf16_max(a.__gv_value, b.__gv_value))};
}
__GV_BF16_FN __nv_bfloat16 __hmin(__nv_bfloat16 a, __nv_bfloat16 b) {
  return __nv_bfloat16_raw{__builtin_bit_cast(unsigned short, __gv_bf16_min(a.__gv_value, b.__gv_value))};
}
__GV_BF16_FN __nv_bfloat162 __hadd2(__nv_bfloat162 a, __nv_bfloat162 b) {
  return __nv_bfloat162(__hadd(a.x, b.x), __hadd(a.y, b.y));
}
__GV_BF16_FN __nv_bfloat162 __hmul2(__nv_bfloat162 a, __nv_bfloat162 b) {
  return __nv_bfloat162(__hmul(a.x, b.x), __hmul(a.y, b.y));
}
__GV_BF16_FN __nv_bfloat162 __hfma2(__nv_bfloat162 a, __nv_bfloat162 b, __nv_bfloat162 c) {
  return __nv_bfloat162(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));
}

#ifndef __CUDA_NO_BFLOAT16_OPERATORS__
__GV_BF16_FN __nv_bfloat16 operator+(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hadd(a, b); }
__GV_BF16_FN __nv_bfloat16 operator-(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hsub(a, b); }
__GV_BF16_FN __nv_bfloat16 operator*(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hmul(a, b); }
__GV_BF16_FN __nv_bfloat16 operator/(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hdiv(a, b); }
__GV_BF16_FN __nv_bfloat16 operator-(const __nv_bfloat16 &a) { return __hneg(a); }
__GV_BF16_FN __nv_bfloat16 &operator+=(__nv_bfloat16 &a, const __nv_bfloat16 &b) { return a = __hadd(a, b); }
__GV_BF16_FN __nv_bfloat16 &operator*=(__nv_bfloat16 &a, const __nv_bfloat16 &b) { return a = __hmul(a, b); }
__GV_BF16_FN bool operator==(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __heq(a, b); }
__GV_BF16_FN bool operator<(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hlt(a, b); }
__GV_BF16_FN bool operator>(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hgt(a, b); }
__GV_BF16_FN __nv_bfloat162 operator+(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __hadd2(a, b); }
__GV_BF16_FN __nv_bfloat162 operator*(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __hmul2(a, b); }
#endif

#define __GV_BF16_SHUFFLE(NAME, OPERAND)                                                           \
  __GV_BF16_FN __nv_bfloat16 NAME(unsigned int m, __nv_bfloat16 v, OPERAND o, int w = __WARP_SIZE) { \
    return __ushort_as_bfloat16((unsigned short)NAME(m, (unsigned int)__bfloat16_as_ushort(v), o, w)); \
  }
__GV_BF16_SHUFFLE(__shfl_sync, int)
__GV_BF16_SHUFFLE(__shfl_up_sync, unsigned int)
__GV_BF16_SHUFFLE(__shfl_down_sync, unsigned int)
__GV_BF16_SHUFFLE(__shfl_xor_sync, int)
#undef __GV_BF16_SHUFFLE

/* Atomics: read-modify-writes of the 16 or 32 bits (fadd: see cuda_fp16.h). */
__GV_CU_DECL unsigned short __gv_atomic_fadd_bfloat16(unsigned short *p, unsigned short v);
__GV_CU_DECL unsigned int __gv_atomic_fadd_bfloat162(unsigned int *p, unsigned int v);
__GV_BF16_FN __nv_bfloat16 atomicAdd(__nv_bfloat16 *p, __nv_bfloat16 v) {
  return __ushort_as_bfloat16(__gv_atomic_fadd_bfloat16((unsigned short *)p, __bfloat16_as_ushort(v)));
}
__GV_BF16_FN __nv_bfloat162 atomicAdd(__nv_bfloat162 *p, __nv_bfloat162 v) {
  return __builtin_bit_cast(__nv_bfloat162,
                            __gv_atomic_fadd_bfloat162((unsigned int *)p, __builtin_bit_cast(unsigned int, v)));
}

#define __GV_HALF_UF __attribute__((device))
/* the rest of cuda_bf16.h: uninterpreted (declared only, with the toolkit's signatures): rounding-mode conversions, saturating and relu arithmetic, the __half2 comparisons and math, ... */
__GV_HALF_UF float __low2float(const __nv_bfloat162);
__GV_HALF_UF float __high2float(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat16 htrunc(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 hceil(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 hfloor(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 hrint(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat162 h2trunc(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 h2ceil(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 h2floor(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 h2rint(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __lowhigh2highlow(const __nv_bfloat162);
__GV_HALF_UF int __hisinf(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat162 __hmax2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hmin2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __heq2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hne2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hle2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hge2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hlt2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hgt2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hequ2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hneu2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hleu2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hgeu2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hltu2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hgtu2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF unsigned int __heq2_mask(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF unsigned int __hne2_mask(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF unsigned int __hle2_mask(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF unsigned int __hge2_mask(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF unsigned int __hlt2_mask(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF unsigned int __hgt2_mask(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF unsigned int __hequ2_mask(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF unsigned int __hneu2_mask(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF unsigned int __hleu2_mask(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF unsigned int __hgeu2_mask(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF unsigned int __hltu2_mask(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF unsigned int __hgtu2_mask(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hisnan2(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hsub2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hadd2_rn(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hsub2_rn(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hmul2_rn(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __h2div(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __habs2(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hadd2_sat(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hsub2_sat(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hmul2_sat(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hfma2_sat(const __nv_bfloat162, const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hneg2(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat16 __habs(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 __hadd_rn(const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 __hsub_rn(const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 __hmul_rn(const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 __hadd_sat(const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 __hsub_sat(const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 __hmul_sat(const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 __hfma_sat(const __nv_bfloat16, const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF bool __hbeq2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF bool __hbne2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF bool __hble2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF bool __hbge2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF bool __hblt2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF bool __hbgt2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF bool __hbequ2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF bool __hbneu2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF bool __hbleu2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF bool __hbgeu2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF bool __hbltu2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF bool __hbgtu2(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF bool __hne(const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF bool __hle(const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF bool __hge(const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF bool __hequ(const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF bool __hneu(const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF bool __hleu(const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF bool __hgeu(const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF bool __hltu(const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF bool __hgtu(const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF bool __hisnan(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 __hmax_nan(const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 __hmin_nan(const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 __hfma_relu(const __nv_bfloat16, const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat162 __hmax2_nan(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hmin2_nan(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hfma2_relu(const __nv_bfloat162, const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __hcmadd(const __nv_bfloat162, const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat16 hsqrt(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 hrsqrt(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 hrcp(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 hlog(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 hlog2(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 hlog10(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 hexp(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 htanh_approx(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat162 h2tanh_approx(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat16 htanh(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat162 h2tanh(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat16 hexp2(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 hexp10(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 hcos(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 hsin(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat162 h2sqrt(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 h2rsqrt(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 h2rcp(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 h2log(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 h2log2(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 h2log10(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 h2exp(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 h2exp2(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 h2exp10(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 h2cos(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 h2sin(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat16 __double2bfloat16(const double);
__GV_HALF_UF __nv_bfloat16 __float2bfloat16_rz(const float);
__GV_HALF_UF __nv_bfloat16 __float2bfloat16_rd(const float);
__GV_HALF_UF __nv_bfloat16 __float2bfloat16_ru(const float);
__GV_HALF_UF __nv_bfloat162 __float2bfloat162_rn(const float);
__GV_HALF_UF signed char __bfloat162char_rz(const __nv_bfloat16);
__GV_HALF_UF unsigned char __bfloat162uchar_rz(const __nv_bfloat16);
__GV_HALF_UF int __bfloat162int_rn(const __nv_bfloat16);
__GV_HALF_UF int __bfloat162int_rz(const __nv_bfloat16);
__GV_HALF_UF int __bfloat162int_rd(const __nv_bfloat16);
__GV_HALF_UF int __bfloat162int_ru(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 __int2bfloat16_rn(const int);
__GV_HALF_UF __nv_bfloat16 __int2bfloat16_rz(const int);
__GV_HALF_UF __nv_bfloat16 __int2bfloat16_rd(const int);
__GV_HALF_UF __nv_bfloat16 __int2bfloat16_ru(const int);
__GV_HALF_UF short __bfloat162short_rn(const __nv_bfloat16);
__GV_HALF_UF short __bfloat162short_rz(const __nv_bfloat16);
__GV_HALF_UF short __bfloat162short_rd(const __nv_bfloat16);
__GV_HALF_UF short __bfloat162short_ru(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 __short2bfloat16_rn(const short);
__GV_HALF_UF __nv_bfloat16 __short2bfloat16_rz(const short);
__GV_HALF_UF __nv_bfloat16 __short2bfloat16_rd(const short);
__GV_HALF_UF __nv_bfloat16 __short2bfloat16_ru(const short);
__GV_HALF_UF unsigned int __bfloat162uint_rn(const __nv_bfloat16);
__GV_HALF_UF unsigned int __bfloat162uint_rz(const __nv_bfloat16);
__GV_HALF_UF unsigned int __bfloat162uint_rd(const __nv_bfloat16);
__GV_HALF_UF unsigned int __bfloat162uint_ru(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 __uint2bfloat16_rn(const unsigned int);
__GV_HALF_UF __nv_bfloat16 __uint2bfloat16_rz(const unsigned int);
__GV_HALF_UF __nv_bfloat16 __uint2bfloat16_rd(const unsigned int);
__GV_HALF_UF __nv_bfloat16 __uint2bfloat16_ru(const unsigned int);
__GV_HALF_UF unsigned short __bfloat162ushort_rn(const __nv_bfloat16);
__GV_HALF_UF unsigned short __bfloat162ushort_rz(const __nv_bfloat16);
__GV_HALF_UF unsigned short __bfloat162ushort_rd(const __nv_bfloat16);
__GV_HALF_UF unsigned short __bfloat162ushort_ru(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 __ushort2bfloat16_rn(const unsigned short);
__GV_HALF_UF __nv_bfloat16 __ushort2bfloat16_rz(const unsigned short);
__GV_HALF_UF __nv_bfloat16 __ushort2bfloat16_rd(const unsigned short);
__GV_HALF_UF __nv_bfloat16 __ushort2bfloat16_ru(const unsigned short);
__GV_HALF_UF unsigned long long __bfloat162ull_rn(const __nv_bfloat16);
__GV_HALF_UF unsigned long long __bfloat162ull_rz(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat162 make_bfloat162(const __nv_bfloat16, const __nv_bfloat16);
__GV_HALF_UF unsigned long long __bfloat162ull_rd(const __nv_bfloat16);
__GV_HALF_UF unsigned long long __bfloat162ull_ru(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 __ull2bfloat16_rn(const unsigned long long);
__GV_HALF_UF __nv_bfloat16 __ull2bfloat16_rz(const unsigned long long);
__GV_HALF_UF __nv_bfloat16 __ull2bfloat16_rd(const unsigned long long);
__GV_HALF_UF __nv_bfloat16 __ull2bfloat16_ru(const unsigned long long);
__GV_HALF_UF long long __bfloat162ll_rn(const __nv_bfloat16);
__GV_HALF_UF long long __bfloat162ll_rz(const __nv_bfloat16);
__GV_HALF_UF long long __bfloat162ll_rd(const __nv_bfloat16);
__GV_HALF_UF long long __bfloat162ll_ru(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 __ll2bfloat16_rn(const long long);
__GV_HALF_UF __nv_bfloat16 __ll2bfloat16_rz(const long long);
__GV_HALF_UF __nv_bfloat16 __ll2bfloat16_rd(const long long);
__GV_HALF_UF __nv_bfloat16 __ll2bfloat16_ru(const long long);
__GV_HALF_UF __nv_bfloat162 __lows2bfloat162(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __highs2bfloat162(const __nv_bfloat162, const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __low2bfloat162(const __nv_bfloat162);
__GV_HALF_UF __nv_bfloat162 __high2bfloat162(const __nv_bfloat162);
__GV_HALF_UF short __bfloat16_as_short(const __nv_bfloat16);
__GV_HALF_UF __nv_bfloat16 __short_as_bfloat16(const short);
#undef __GV_HALF_UF

#undef __GV_BF16_FN
#pragma clang attribute pop
#endif /* __GV_CUDA_BF16_H */
