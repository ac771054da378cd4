/* cuda_bf16.h -- gpuverify's bfloat16, under the toolkit's header name: __nv_bfloat16 and
 * __nv_bfloat162, their arithmetic, comparisons and conversions.
 *
 * A __nv_bfloat16 holds a clang __bf16, so its arithmetic is floating-point arithmetic as for
 * float (functions of the bits; see docs/builtins.md).
 */
#ifndef __GV_CUDA_BF16_H
#define __GV_CUDA_BF16_H

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

#undef __GV_BF16_FN
#endif /* __GV_CUDA_BF16_H */
