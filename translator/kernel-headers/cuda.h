/* cuda.h -- gpuverify's CUDA kernel header.
 *
 * Force-included by the driver (-include cuda.h, with -nocudainc -nocudalib: neither the CUDA SDK
 * nor clang's CUDA wrapper headers are used). Kernels may also #include <cuda.h>, "cuda.h",
 * <cuda_runtime.h>, <device_launch_parameters.h> or <cooperative_groups.h>.
 *
 * What the translator sees in the bitcode:
 *   - calls to __gv_* intrinsics (extern "C", unmangled) for geometry, barriers, fences,
 *     annotations and atomics; the small wrappers in this file are always_inline, so clang
 *     inlines them even at -O0;
 *   - calls to bodiless __device__ declarations for the math library (C names such as sqrtf are
 *     unmangled; C++ overloads such as min(int, int) are mangled) and for texture fetches;
 *   - printf, which clang lowers to vprintf(format, argument-buffer) in device code;
 *   - texture references (texture<T, dim, mode>) are clang "device builtin texture" objects: a use
 *     appears as a call to llvm.nvvm.texsurf.handle.internal.p1(@tex), whose i64 result is passed
 *     to the texture fetch declaration.
 *
 * Intrinsics declared in this file (besides those of annotations.h):
 *   int  __gv_syncthreads_count(int), __gv_syncthreads_and(int), __gv_syncthreads_or(int)
 *        (each is a __syncthreads() barrier that also reduces the predicate over the block)
 *   Atomics (CUDA pointers are generic: no address-space suffix):
 *     T __gv_atomic_OP_TN(T *p, T v)     OP in {add, sub, xchg, min, max, and, or, xor}
 *     unsigned __gv_atomic_inc_uint(unsigned *p, unsigned limit)   (CUDA atomicInc semantics)
 *     unsigned __gv_atomic_dec_uint(unsigned *p, unsigned limit)   (CUDA atomicDec semantics)
 *     T __gv_atomic_cmpxchg_TN(T *p, T compare, T v)
 *     TN: int, uint (unsigned int), longlong, ulonglong, float, double; see the list below for
 *     which operation has which types.
 */
#ifndef __GV_CUDA_H
#define __GV_CUDA_H
/* Every function declared here is the implementation's: `leaf` (LLVM's nocallback) tells the
 * translator so, apart from a function of the user's that is declared and not defined. */
#pragma clang attribute push(__attribute__((leaf)), apply_to = function)

#if !defined(__CUDA__)
#error "gpuverify cuda.h: compile as CUDA (-x cuda)"
#endif

#ifndef __CUDACC__
#define __CUDACC__ 1
#endif

/* The CUDA version these headers model, as the toolkit's headers and nvcc say it, so that code
 * gated on the version takes the current path: CUDA 12.8. (With a toolkit, --cuda-path, the
 * toolkit's headers and clang say its own version instead.) */
#ifndef CUDA_VERSION
#define CUDA_VERSION 12080
#endif
#ifndef CUDART_VERSION
#define CUDART_VERSION 12080
#endif
#ifndef __CUDART_API_VERSION
#define __CUDART_API_VERSION 12080
#endif
#ifndef __CUDACC_VER_MAJOR__
#define __CUDACC_VER_MAJOR__ 12
#define __CUDACC_VER_MINOR__ 8
#define __CUDACC_VER_BUILD__ 0
#endif
/* The guards of the toolkit headers whose declarations this file holds: code that tests them
 * (NVIDIA's helper_cuda.h defines checkCudaErrors only #ifdef __DRIVER_TYPES_H__, and
 * findCudaDevice only #ifdef __CUDA_RUNTIME_H__) sees them declared. */
#define __DRIVER_TYPES_H__
#define __CUDA_RUNTIME_H__
#define __CUDA_RUNTIME_API_H__
#define __VECTOR_TYPES_H__
#define __DEVICE_LAUNCH_PARAMETERS_H__

/* =============================================================================================
 * Qualifiers
 * =========================================================================================== */
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
/* A const kernel parameter read in place rather than copied: the same values to the verifier (clang
 * 19 does not know the attribute). */
#define __grid_constant__
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
/* nvcc accepts `__shared__ alignas(16) float tile[64];` in a function (NVIDIA's samples write it);
 * clang does not take a C++11 attribute after the GNU attribute __shared__ there. alignas as the
 * GNU attribute means the same (an alignment that only increases) where alignas may appear, for a
 * type (alignas(float4)) or a constant (alignas(16), alignas(alignof(float4))). */
#if defined(__cplusplus) && !defined(__GV_KEEP_ALIGNAS)
namespace __gv_alignas {
template <class __GV_T> constexpr __SIZE_TYPE__ of() { return alignof(__GV_T); }
template <__SIZE_TYPE__ __GV_N> constexpr __SIZE_TYPE__ of() { return __GV_N ? __GV_N : 1; }
} // namespace __gv_alignas
#define alignas(...) __attribute__((aligned(::__gv_alignas::of<__VA_ARGS__>())))
#endif
#define __builtin_align__(n) __attribute__((aligned(n)))
#define __restrict__ __restrict
#define __device_builtin__
#define __cudart_builtin__
#define __host__device__ __host__ __device__
#define CUDARTAPI
#define CUDART_CB

#define __GV_CU_INLINE static inline __attribute__((always_inline, host, device))
/* The math library's overloads are device functions, as in CUDA: the host has libstdc++'s, and a
 * host and a device function of one signature are two overloads to clang. */
#define __GV_CU_DEVICE_INLINE static inline __attribute__((always_inline, device))
#define __GV_CU_DECL extern "C" __attribute__((device))
#define __GV_CU_FN __attribute__((device))

/* =============================================================================================
 * Basic types
 * =========================================================================================== */
typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
typedef __INT8_TYPE__ int8_t;
typedef __INT16_TYPE__ int16_t;
typedef __INT32_TYPE__ int32_t;
typedef __INT64_TYPE__ int64_t;
typedef __UINT8_TYPE__ uint8_t;
typedef __UINT16_TYPE__ uint16_t;
typedef __UINT32_TYPE__ uint32_t;
typedef __UINT64_TYPE__ uint64_t;
typedef __INTPTR_TYPE__ intptr_t;
typedef __UINTPTR_TYPE__ uintptr_t;

#ifndef NULL
#define NULL __null
#endif

#include "annotations.h"

/* =============================================================================================
 * Vector types: structs with x, y, z, w members, and make_<type>N constructors
 * =========================================================================================== */
#define __GV_CU_VECTOR_TYPES(NAME, T, A1, A2, A4)                                                 \
  struct __attribute__((aligned(A1))) NAME##1 { T x; };                                            \
  struct __attribute__((aligned(A2))) NAME##2 { T x, y; };                                         \
  struct NAME##3 { T x, y, z; };                                                                    \
  struct __attribute__((aligned(A4))) NAME##4 { T x, y, z, w; };                                   \
  typedef struct NAME##1 NAME##1;                                                                   \
  typedef struct NAME##2 NAME##2;                                                                   \
  typedef struct NAME##3 NAME##3;                                                                   \
  typedef struct NAME##4 NAME##4;                                                                   \
  __GV_CU_INLINE NAME##1 make_##NAME##1(T x) {                                                      \
    NAME##1 r;                                                                                      \
    r.x = x;                                                                                        \
    return r;                                                                                       \
  }                                                                                                 \
  __GV_CU_INLINE NAME##2 make_##NAME##2(T x, T y) {                                                 \
    NAME##2 r;                                                                                      \
    r.x = x;                                                                                        \
    r.y = y;                                                                                        \
    return r;                                                                                       \
  }                                                                                                 \
  __GV_CU_INLINE NAME##3 make_##NAME##3(T x, T y, T z) {                                            \
    NAME##3 r;                                                                                      \
    r.x = x;                                                                                        \
    r.y = y;                                                                                        \
    r.z = z;                                                                                        \
    return r;                                                                                       \
  }                                                                                                 \
  __GV_CU_INLINE NAME##4 make_##NAME##4(T x, T y, T z, T w) {                                       \
    NAME##4 r;                                                                                      \
    r.x = x;                                                                                        \
    r.y = y;                                                                                        \
    r.z = z;                                                                                        \
    r.w = w;                                                                                        \
    return r;                                                                                       \
  }
__GV_CU_VECTOR_TYPES(char, signed char, 1, 2, 4)
__GV_CU_VECTOR_TYPES(uchar, unsigned char, 1, 2, 4)
__GV_CU_VECTOR_TYPES(short, short, 2, 4, 8)
__GV_CU_VECTOR_TYPES(ushort, unsigned short, 2, 4, 8)
__GV_CU_VECTOR_TYPES(int, int, 4, 8, 16)
__GV_CU_VECTOR_TYPES(uint, unsigned int, 4, 8, 16)
__GV_CU_VECTOR_TYPES(long, long, sizeof(long), 2 * sizeof(long), 16)
__GV_CU_VECTOR_TYPES(ulong, unsigned long, sizeof(long), 2 * sizeof(long), 16)
__GV_CU_VECTOR_TYPES(longlong, long long, 8, 16, 16)
__GV_CU_VECTOR_TYPES(ulonglong, unsigned long long, 8, 16, 16)
__GV_CU_VECTOR_TYPES(float, float, 4, 8, 16)
__GV_CU_VECTOR_TYPES(double, double, 8, 16, 16)
#undef __GV_CU_VECTOR_TYPES

struct dim3 {
  unsigned int x, y, z;
  __attribute__((always_inline)) __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __attribute__((always_inline)) __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __attribute__((always_inline)) __host__ __device__ constexpr operator uint3() const { return uint3{x, y, z}; }
};
typedef struct dim3 dim3;

/* Commonly used typedefs of the CUDA samples */
typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;

/* =============================================================================================
 * Built-in variables threadIdx, blockIdx, blockDim, gridDim (read through property getters that
 * call the geometry intrinsics; -fdeclspec is required) and warpSize.
 * =========================================================================================== */
#define __GV_CU_BUILTIN_FIELD(FIELD, INTRINSIC, DIM)                                              \
  __declspec(property(get = __gv_get_##FIELD)) unsigned int FIELD;                                  \
  static inline __attribute__((always_inline, device)) unsigned int __gv_get_##FIELD(void) {        \
    return INTRINSIC(DIM);                                                                          \
  }
#define __GV_CU_BUILTIN_VAR(TYPE, VAR, INTRINSIC)                                                 \
  struct TYPE {                                                                                     \
    __GV_CU_BUILTIN_FIELD(x, INTRINSIC, 0)                                                          \
    __GV_CU_BUILTIN_FIELD(y, INTRINSIC, 1)                                                          \
    __GV_CU_BUILTIN_FIELD(z, INTRINSIC, 2)                                                          \
    __attribute__((always_inline, device)) operator uint3() const { return uint3{x, y, z}; }        \
    __attribute__((always_inline, device)) operator dim3() const { return dim3(x, y, z); }          \
                                                                                                    \
  private:                                                                                          \
    __attribute__((device)) TYPE() = delete;                                                        \
    __attribute__((device)) TYPE(const TYPE &) = delete;                                            \
    __attribute__((device)) void operator=(const TYPE &) const = delete;                            \
    __attribute__((device)) TYPE *operator&() const = delete;                                       \
  };                                                                                                \
  extern const __attribute__((device, weak)) TYPE VAR;
__GV_CU_BUILTIN_VAR(__gv_threadIdx_t, threadIdx, __gv_local_id)
__GV_CU_BUILTIN_VAR(__gv_blockIdx_t, blockIdx, __gv_group_id)
__GV_CU_BUILTIN_VAR(__gv_blockDim_t, blockDim, __gv_local_size)
__GV_CU_BUILTIN_VAR(__gv_gridDim_t, gridDim, __gv_num_groups)
#undef __GV_CU_BUILTIN_VAR
#undef __GV_CU_BUILTIN_FIELD

#ifndef __WARP_SIZE
#define __WARP_SIZE 32
#endif
static __attribute__((device)) const int warpSize = __WARP_SIZE;

/* =============================================================================================
 * Synchronisation
 * =========================================================================================== */
/* clang has a builtin named __syncthreads: a macro keeps it from being used. */
#define __syncthreads() __gv_barrier(1, 1)
// A construct gpuverify's headers declare but do not model ("a ..."): refused in a kernel that reaches it.
__GV_CU_DECL void __gv_unsupported(const char *what);
__GV_CU_DECL int __gv_syncthreads_count(int predicate);
__GV_CU_DECL int __gv_syncthreads_and(int predicate);
__GV_CU_DECL int __gv_syncthreads_or(int predicate);
__GV_CU_INLINE int __syncthreads_count(int __gv_p) { return __gv_syncthreads_count(__gv_p != 0); }
__GV_CU_INLINE int __syncthreads_and(int __gv_p) { return __gv_syncthreads_and(__gv_p != 0); }
__GV_CU_INLINE int __syncthreads_or(int __gv_p) { return __gv_syncthreads_or(__gv_p != 0); }
__GV_CU_INLINE void __threadfence(void) { __gv_mem_fence(1, 2); }
__GV_CU_INLINE void __threadfence_block(void) { __gv_mem_fence(1, 1); }
__GV_CU_INLINE void __threadfence_system(void) { __gv_mem_fence(1, 2); }

/* =============================================================================================
 * Warp-level primitives (CUDA 9 and later; the model is in translator/src/encode/Warps.h and
 * docs/builtins.md). Each takes the mask of the lanes that must call it together.
 * =========================================================================================== */
__GV_CU_DECL void __gv_warp_sync(unsigned int mask);
__GV_CU_DECL unsigned int __gv_shfl_idx(unsigned int mask, unsigned int value, int lane, int width);
__GV_CU_DECL unsigned int __gv_shfl_up(unsigned int mask, unsigned int value, unsigned int delta, int width);
__GV_CU_DECL unsigned int __gv_shfl_down(unsigned int mask, unsigned int value, unsigned int delta, int width);
__GV_CU_DECL unsigned int __gv_shfl_xor(unsigned int mask, unsigned int value, int laneMask, int width);
__GV_CU_DECL int __gv_vote_all(unsigned int mask, int predicate);
__GV_CU_DECL int __gv_vote_any(unsigned int mask, int predicate);
__GV_CU_DECL int __gv_vote_uni(unsigned int mask, int predicate);
__GV_CU_DECL unsigned int __gv_ballot(unsigned int mask, int predicate);
__GV_CU_DECL unsigned int __gv_match_any_32(unsigned int mask, unsigned int value);
__GV_CU_DECL unsigned int __gv_match_any_64(unsigned int mask, unsigned long long value);
__GV_CU_DECL unsigned int __gv_match_all_32(unsigned int mask, unsigned int value);
__GV_CU_DECL unsigned int __gv_match_all_64(unsigned int mask, unsigned long long value);
/* The operator: as gpuverify/WarpReductions.def numbers them. */
__GV_CU_DECL unsigned int __gv_warp_reduce(unsigned int mask, unsigned int value, int op);
__GV_CU_DECL unsigned int __gv_activemask(void);

__GV_CU_INLINE void __syncwarp(unsigned int __gv_mask = 0xffffffffu) { __gv_warp_sync(__gv_mask); }
__GV_CU_INLINE unsigned int __activemask(void) { return __gv_activemask(); }

/* Shuffles of 32-bit values go through the intrinsic as they are; 64-bit values as two 32-bit
 * halves (as CUDA's own header does). */
#define __GV_CU_SHUFFLE(NAME, INTRINSIC, OPERAND)                                                  \
  __GV_CU_INLINE unsigned int NAME(unsigned int __gv_m, unsigned int __gv_v, OPERAND __gv_o,        \
                                   int __gv_w = __WARP_SIZE) {                                      \
    return INTRINSIC(__gv_m, __gv_v, __gv_o, __gv_w);                                              \
  }                                                                                                 \
  __GV_CU_INLINE int NAME(unsigned int __gv_m, int __gv_v, OPERAND __gv_o, int __gv_w = __WARP_SIZE) { \
    return (int)INTRINSIC(__gv_m, (unsigned int)__gv_v, __gv_o, __gv_w);                           \
  }                                                                                                 \
  __GV_CU_INLINE float NAME(unsigned int __gv_m, float __gv_v, OPERAND __gv_o,                      \
                            int __gv_w = __WARP_SIZE) {                                             \
    return __builtin_bit_cast(float, INTRINSIC(__gv_m, __builtin_bit_cast(unsigned int, __gv_v),   \
                                               __gv_o, __gv_w));                                    \
  }                                                                                                 \
  __GV_CU_INLINE unsigned long long NAME(unsigned int __gv_m, unsigned long long __gv_v,            \
                                         OPERAND __gv_o, int __gv_w = __WARP_SIZE) {                \
    unsigned int __gv_lo = INTRINSIC(__gv_m, (unsigned int)__gv_v, __gv_o, __gv_w);                \
    unsigned int __gv_hi = INTRINSIC(__gv_m, (unsigned int)(__gv_v >> 32), __gv_o, __gv_w);        \
    return ((unsigned long long)__gv_hi << 32) | __gv_lo;                                           \
  }                                                                                                 \
  __GV_CU_INLINE long long NAME(unsigned int __gv_m, long long __gv_v, OPERAND __gv_o,              \
                                int __gv_w = __WARP_SIZE) {                                         \
    return (long long)NAME(__gv_m, (unsigned long long)__gv_v, __gv_o, __gv_w);                    \
  }                                                                                                 \
  __GV_CU_INLINE double NAME(unsigned int __gv_m, double __gv_v, OPERAND __gv_o,                    \
                             int __gv_w = __WARP_SIZE) {                                            \
    return __builtin_bit_cast(                                                                      \
        double, NAME(__gv_m, __builtin_bit_cast(unsigned long long, __gv_v), __gv_o, __gv_w));     \
  }                                                                                                 \
  __GV_CU_INLINE long NAME(unsigned int __gv_m, long __gv_v, OPERAND __gv_o, int __gv_w = __WARP_SIZE) { \
    return sizeof(long) == 8 ? (long)NAME(__gv_m, (unsigned long long)__gv_v, __gv_o, __gv_w)      \
                             : (long)NAME(__gv_m, (unsigned int)__gv_v, __gv_o, __gv_w);           \
  }                                                                                                 \
  __GV_CU_INLINE unsigned long NAME(unsigned int __gv_m, unsigned long __gv_v, OPERAND __gv_o,      \
                                    int __gv_w = __WARP_SIZE) {                                     \
    return (unsigned long)NAME(__gv_m, (long)__gv_v, __gv_o, __gv_w);                              \
  }
__GV_CU_SHUFFLE(__shfl_sync, __gv_shfl_idx, int)
__GV_CU_SHUFFLE(__shfl_up_sync, __gv_shfl_up, unsigned int)
__GV_CU_SHUFFLE(__shfl_down_sync, __gv_shfl_down, unsigned int)
__GV_CU_SHUFFLE(__shfl_xor_sync, __gv_shfl_xor, int)
#undef __GV_CU_SHUFFLE

__GV_CU_INLINE int __all_sync(unsigned int __gv_m, int __gv_p) { return __gv_vote_all(__gv_m, __gv_p); }
__GV_CU_INLINE int __any_sync(unsigned int __gv_m, int __gv_p) { return __gv_vote_any(__gv_m, __gv_p); }
__GV_CU_INLINE int __uni_sync(unsigned int __gv_m, int __gv_p) { return __gv_vote_uni(__gv_m, __gv_p); }
__GV_CU_INLINE unsigned int __ballot_sync(unsigned int __gv_m, int __gv_p) { return __gv_ballot(__gv_m, __gv_p); }

/* Match compares bit patterns. */
#define __GV_CU_MATCH(T, BITS, AS)                                                                 \
  __GV_CU_INLINE unsigned int __match_any_sync(unsigned int __gv_m, T __gv_v) {                     \
    return __gv_match_any_##BITS(__gv_m, __builtin_bit_cast(AS, __gv_v));                          \
  }                                                                                                 \
  __GV_CU_INLINE unsigned int __match_all_sync(unsigned int __gv_m, T __gv_v, int *__gv_pred) {     \
    unsigned int __gv_r = __gv_match_all_##BITS(__gv_m, __builtin_bit_cast(AS, __gv_v));           \
    *__gv_pred = __gv_r != 0;                                                                       \
    return __gv_r;                                                                                  \
  }
__GV_CU_MATCH(unsigned int, 32, unsigned int)
__GV_CU_MATCH(int, 32, unsigned int)
__GV_CU_MATCH(float, 32, unsigned int)
__GV_CU_MATCH(unsigned long long, 64, unsigned long long)
__GV_CU_MATCH(long long, 64, unsigned long long)
__GV_CU_MATCH(double, 64, unsigned long long)
#if __SIZEOF_LONG__ == 8
__GV_CU_MATCH(unsigned long, 64, unsigned long long)
__GV_CU_MATCH(long, 64, unsigned long long)
#else
__GV_CU_MATCH(unsigned long, 32, unsigned int)
__GV_CU_MATCH(long, 32, unsigned int)
#endif
#undef __GV_CU_MATCH

/* Warp reductions (sm_80): one result for the lanes of the mask. */
#define __GV_CU_REDUCE(NAME, T, OP)                                                                \
  __GV_CU_INLINE T NAME(unsigned int __gv_m, T __gv_v) {                                            \
    return (T)__gv_warp_reduce(__gv_m, (unsigned int)__gv_v, OP);                                   \
  }
__GV_CU_REDUCE(__reduce_add_sync, unsigned int, 0)
__GV_CU_REDUCE(__reduce_add_sync, int, 0)
__GV_CU_REDUCE(__reduce_min_sync, unsigned int, 2)
__GV_CU_REDUCE(__reduce_min_sync, int, 1)
__GV_CU_REDUCE(__reduce_max_sync, unsigned int, 4)
__GV_CU_REDUCE(__reduce_max_sync, int, 3)
__GV_CU_REDUCE(__reduce_and_sync, unsigned int, 5)
__GV_CU_REDUCE(__reduce_or_sync, unsigned int, 6)
__GV_CU_REDUCE(__reduce_xor_sync, unsigned int, 7)
#undef __GV_CU_REDUCE

/* The pre-CUDA-9 forms, deprecated and invalid on sm_70 and later: taken as their *_sync forms with
 * the whole warp's mask, so a call some lanes of the warp do not reach is reported. As in CUDA's
 * header, the shuffles exist only for architectures before sm_70 (--cuda-arch=sm_60). */
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 700
template <typename T> __GV_CU_INLINE T __shfl(T __gv_v, int __gv_l, int __gv_w = __WARP_SIZE) {
  return __shfl_sync(0xffffffffu, __gv_v, __gv_l, __gv_w);
}
template <typename T> __GV_CU_INLINE T __shfl_up(T __gv_v, unsigned int __gv_d, int __gv_w = __WARP_SIZE) {
  return __shfl_up_sync(0xffffffffu, __gv_v, __gv_d, __gv_w);
}
template <typename T> __GV_CU_INLINE T __shfl_down(T __gv_v, unsigned int __gv_d, int __gv_w = __WARP_SIZE) {
  return __shfl_down_sync(0xffffffffu, __gv_v, __gv_d, __gv_w);
}
template <typename T> __GV_CU_INLINE T __shfl_xor(T __gv_v, int __gv_l, int __gv_w = __WARP_SIZE) {
  return __shfl_xor_sync(0xffffffffu, __gv_v, __gv_l, __gv_w);
}
#endif
/* (__all and __any are GPUVerify's annotations: "for both threads", "for either thread".) */
__GV_CU_INLINE unsigned int __ballot(int __gv_p) { return __ballot_sync(0xffffffffu, __gv_p); }

/* glibc's <assert.h>, if a kernel includes it, would declare __assert, which GPUVerify's annotation
 * macro of that name breaks: its declarations are made here instead, as CUDA's own headers do
 * (host and device). Its assert(e) then fails by calling __assert_fail, which never returns. */
#define _ASSERT_H_DECLS
extern "C" __host__ __device__ void __assert_fail(const char *__assertion, const char *__file, unsigned int __line,
                                                  const char *__function) noexcept __attribute__((noreturn));
extern "C" __host__ __device__ void __assert_perror_fail(int __errnum, const char *__file, unsigned int __line,
                                                         const char *__function) noexcept __attribute__((noreturn));

/* memcpy and memset for device code (as clang's CUDA mode declares CUDA's: the host's, from
 * <string.h>, overload them on the target): clang turns calls of them into its memory intrinsics, which the translator expands into the loads
 * and stores they make (a loop of them when long or of a run-time length). */
extern "C" __device__ inline void *memcpy(void *__gv_d, const void *__gv_s, size_t __gv_n) noexcept {
  return __builtin_memcpy(__gv_d, __gv_s, __gv_n);
}
extern "C" __device__ inline void *memset(void *__gv_d, int __gv_c, size_t __gv_n) noexcept {
  return __builtin_memset(__gv_d, __gv_c, __gv_n);
}

/* Device-side heap (arbitrary pointers for the verifier) */
extern "C" __device__ void *malloc(size_t __gv_size);
extern "C" __device__ void free(void *__gv_p);

/* Placement new in device code (an object built in shared memory), as clang's CUDA wrappers
 * and nvcc's headers declare it: no <new> needed. Where clang's wrapper of <new> comes first
 * on the path (the host side's compile, and the device side's of a 64-bit one; the 32-bit
 * device side may find the wrapper but no C++ library behind it) it defines the same: there
 * it is included now, and defines them. */
#if (!defined(__CUDA_ARCH__) || defined(__LP64__)) && defined(__has_include)
#if __has_include(<new>)
#include <new>
#endif
#endif
#ifndef __CLANG_CUDA_WRAPPERS_NEW
__device__ inline void *operator new(size_t, void *__gv_p) noexcept { return __gv_p; }
__device__ inline void *operator new[](size_t, void *__gv_p) noexcept { return __gv_p; }
__device__ inline void operator delete(void *, void *) noexcept {}
__device__ inline void operator delete[](void *, void *) noexcept {}
#endif

/* assert(e) is an annotation (no __assert_fail, no unreachable) */
#undef assert
#define assert(e) __gv_assert(!!(e))

/* Read-only data cache load */
template <typename T> __GV_CU_INLINE T __ldg(const T *__gv_p) { return *__gv_p; }
/* The cache-hinted loads and stores: plain accesses */
template <typename T> __GV_CU_INLINE T __ldcg(const T *__gv_p) { return *__gv_p; }
template <typename T> __GV_CU_INLINE T __ldca(const T *__gv_p) { return *__gv_p; }
template <typename T> __GV_CU_INLINE T __ldcs(const T *__gv_p) { return *__gv_p; }
template <typename T> __GV_CU_INLINE T __ldlu(const T *__gv_p) { return *__gv_p; }
template <typename T> __GV_CU_INLINE T __ldcv(const T *__gv_p) { return *__gv_p; }
template <typename T> __GV_CU_INLINE void __stwb(T *__gv_p, T __gv_v) { *__gv_p = __gv_v; }
template <typename T> __GV_CU_INLINE void __stcg(T *__gv_p, T __gv_v) { *__gv_p = __gv_v; }
template <typename T> __GV_CU_INLINE void __stcs(T *__gv_p, T __gv_v) { *__gv_p = __gv_v; }
template <typename T> __GV_CU_INLINE void __stwt(T *__gv_p, T __gv_v) { *__gv_p = __gv_v; }
/* A generic pointer's address in PTX's shared or global state space, as
 * inline PTX takes it (`ld.shared.f32 %0, [%1];`, cp.async): the lowering
 * of PTX loads and stores reads the pointer back. An integer turned into a
 * pointer (__cvta_shared_to_generic) is not modelled and not declared. */
__GV_CU_INLINE size_t __cvta_generic_to_shared(const void *__gv_p) {
  return (size_t)(const __attribute__((address_space(3))) void *)__gv_p;
}
__GV_CU_INLINE size_t __cvta_generic_to_global(const void *__gv_p) {
  return (size_t)(const __attribute__((address_space(1))) void *)__gv_p;
}

/* Clocks: a value of its own at each reading (__gv_arbitrary.* calls, see
 * translator/src/passes/UndefinedValues.h). */
extern "C" __device__ long long __gv_clock64(void) __asm__("__gv_arbitrary.i64");
extern "C" __device__ unsigned long long __gv_globaltimer(void) __asm__("__gv_arbitrary.i64");
__GV_CU_INLINE long long clock64(void) { return __gv_clock64(); }
__GV_CU_DEVICE_INLINE long clock(void) { return (long)__gv_clock64(); }
/* __nanosleep waits; __trap ends the thread's run (an error where it is reached). */
__GV_CU_INLINE void __nanosleep(unsigned int __gv_ns) { (void)__gv_ns; }
__GV_CU_INLINE void __trap(void) { __builtin_trap(); }

/* printf: clang lowers device printf to vprintf(format, buffer) */
extern "C" __device__ int printf(const char *__gv_format, ...);

/* =============================================================================================
 * Atomics
 * =========================================================================================== */
/* Each with its block-scope form (atomicAdd_block, ...): atomic for the threads of one block only
 * (__gv_block_atomic_*: for two threads of different blocks, a read and a write of the element). */
#define __GV_CU_ATOMIC2(FN, OP, T, TN)                                                            \
  __GV_CU_DECL T __gv_atomic_##OP##_##TN(T *p, T v);                                               \
  __GV_CU_DECL T __gv_block_atomic_##OP##_##TN(T *p, T v);                                         \
  __GV_CU_INLINE T FN(T *__gv_p, T __gv_v) { return __gv_atomic_##OP##_##TN(__gv_p, __gv_v); }      \
  __GV_CU_DEVICE_INLINE T FN##_block(T *__gv_p, T __gv_v) { return __gv_block_atomic_##OP##_##TN(__gv_p, __gv_v); }
#define __GV_CU_ATOMIC_CAS(T, TN)                                                                 \
  __GV_CU_DECL T __gv_atomic_cmpxchg_##TN(T *p, T compare, T v);                                   \
  __GV_CU_DECL T __gv_block_atomic_cmpxchg_##TN(T *p, T compare, T v);                             \
  __GV_CU_INLINE T atomicCAS(T *__gv_p, T __gv_c, T __gv_v) {                                       \
    return __gv_atomic_cmpxchg_##TN(__gv_p, __gv_c, __gv_v);                                        \
  }                                                                                                 \
  __GV_CU_DEVICE_INLINE T atomicCAS_block(T *__gv_p, T __gv_c, T __gv_v) {                         \
    return __gv_block_atomic_cmpxchg_##TN(__gv_p, __gv_c, __gv_v);                                  \
  }
__GV_CU_ATOMIC2(atomicAdd, add, int, int)
__GV_CU_ATOMIC2(atomicAdd, add, unsigned int, uint)
__GV_CU_ATOMIC2(atomicAdd, add, unsigned long long, ulonglong)
__GV_CU_ATOMIC2(atomicAdd, add, float, float)
__GV_CU_ATOMIC2(atomicAdd, add, double, double)
__GV_CU_ATOMIC2(atomicSub, sub, int, int)
__GV_CU_ATOMIC2(atomicSub, sub, unsigned int, uint)
__GV_CU_ATOMIC2(atomicExch, xchg, int, int)
__GV_CU_ATOMIC2(atomicExch, xchg, unsigned int, uint)
__GV_CU_ATOMIC2(atomicExch, xchg, unsigned long long, ulonglong)
__GV_CU_ATOMIC2(atomicExch, xchg, float, float)
__GV_CU_ATOMIC2(atomicMin, min, int, int)
__GV_CU_ATOMIC2(atomicMin, min, unsigned int, uint)
__GV_CU_ATOMIC2(atomicMin, min, long long, longlong)
__GV_CU_ATOMIC2(atomicMin, min, unsigned long long, ulonglong)
__GV_CU_ATOMIC2(atomicMax, max, int, int)
__GV_CU_ATOMIC2(atomicMax, max, unsigned int, uint)
__GV_CU_ATOMIC2(atomicMax, max, long long, longlong)
__GV_CU_ATOMIC2(atomicMax, max, unsigned long long, ulonglong)
__GV_CU_ATOMIC2(atomicInc, inc, unsigned int, uint)
__GV_CU_ATOMIC2(atomicDec, dec, unsigned int, uint)
__GV_CU_ATOMIC2(atomicAnd, and, int, int)
__GV_CU_ATOMIC2(atomicAnd, and, unsigned int, uint)
__GV_CU_ATOMIC2(atomicAnd, and, unsigned long long, ulonglong)
__GV_CU_ATOMIC2(atomicOr, or, int, int)
__GV_CU_ATOMIC2(atomicOr, or, unsigned int, uint)
__GV_CU_ATOMIC2(atomicOr, or, unsigned long long, ulonglong)
__GV_CU_ATOMIC2(atomicXor, xor, int, int)
__GV_CU_ATOMIC2(atomicXor, xor, unsigned int, uint)
__GV_CU_ATOMIC2(atomicXor, xor, unsigned long long, ulonglong)
__GV_CU_ATOMIC_CAS(int, int)
__GV_CU_ATOMIC_CAS(unsigned int, uint)
__GV_CU_ATOMIC_CAS(unsigned long long, ulonglong)
/* System-scope atomics are atomic for every thread of the grid too. */
#define __GV_CU_SYSTEM_ATOMIC(FN)                                                                  \
  template <typename T, typename U> __GV_CU_INLINE T FN##_system(T *__gv_p, U __gv_v) { return FN(__gv_p, (T)__gv_v); }
__GV_CU_SYSTEM_ATOMIC(atomicAdd)
__GV_CU_SYSTEM_ATOMIC(atomicSub)
__GV_CU_SYSTEM_ATOMIC(atomicExch)
__GV_CU_SYSTEM_ATOMIC(atomicMin)
__GV_CU_SYSTEM_ATOMIC(atomicMax)
__GV_CU_SYSTEM_ATOMIC(atomicInc)
__GV_CU_SYSTEM_ATOMIC(atomicDec)
__GV_CU_SYSTEM_ATOMIC(atomicAnd)
__GV_CU_SYSTEM_ATOMIC(atomicOr)
__GV_CU_SYSTEM_ATOMIC(atomicXor)
#undef __GV_CU_SYSTEM_ATOMIC
/* CUDA's overloads are not templates: the compared and the new value convert to the element type. */
template <typename T, typename U, typename V> __GV_CU_INLINE T atomicCAS_system(T *__gv_p, U __gv_c, V __gv_v) {
  return atomicCAS(__gv_p, (T)__gv_c, (T)__gv_v);
}
#undef __GV_CU_ATOMIC2
#undef __GV_CU_ATOMIC_CAS

/* CUDA 12.8's generic atomics (__nv_atomic_*, nvcc builtins), with a memory order and a scope as
 * arguments. The order is not modelled: atomics never race with atomics, and an order can only
 * make more of the other accesses ordered, so ignoring it reports more, never fewer, races. The
 * scope: device and system are atomic for the grid; block and cluster for one block only (a
 * cluster's other blocks are treated as any other block: more races, never fewer); thread scope
 * is a plain access. Loads and stores are 4- or 8-byte atomics on the same bits. */
enum {
  __NV_ATOMIC_RELAXED,
  __NV_ATOMIC_CONSUME,
  __NV_ATOMIC_ACQUIRE,
  __NV_ATOMIC_RELEASE,
  __NV_ATOMIC_ACQ_REL,
  __NV_ATOMIC_SEQ_CST
};
enum {
  __NV_THREAD_SCOPE_THREAD,
  __NV_THREAD_SCOPE_BLOCK,
  __NV_THREAD_SCOPE_CLUSTER,
  __NV_THREAD_SCOPE_DEVICE,
  __NV_THREAD_SCOPE_SYSTEM
};
#define __GV_NV_ATOMIC_FETCH(NAME, FN, NEW)                                                       \
  template <typename T, typename U>                                                                 \
  __GV_CU_DEVICE_INLINE T __nv_atomic_fetch_##NAME(T *__gv_p, U __gv_u, int __gv_order,            \
                                                    int __gv_scope = __NV_THREAD_SCOPE_SYSTEM) {   \
    (void)__gv_order;                                                                               \
    T __gv_v = (T)__gv_u;                                                                           \
    if (__gv_scope >= __NV_THREAD_SCOPE_DEVICE)                                                     \
      return FN(__gv_p, __gv_v);                                                                    \
    if (__gv_scope != __NV_THREAD_SCOPE_THREAD)                                                     \
      return FN##_block(__gv_p, __gv_v);                                                            \
    T __gv_old = *__gv_p;                                                                           \
    *__gv_p = NEW;                                                                                  \
    return __gv_old;                                                                                \
  }
__GV_NV_ATOMIC_FETCH(add, atomicAdd, __gv_old + __gv_v)
__GV_NV_ATOMIC_FETCH(sub, atomicSub, __gv_old - __gv_v)
__GV_NV_ATOMIC_FETCH(min, atomicMin, __gv_v < __gv_old ? __gv_v : __gv_old)
__GV_NV_ATOMIC_FETCH(max, atomicMax, __gv_v > __gv_old ? __gv_v : __gv_old)
__GV_NV_ATOMIC_FETCH(and, atomicAnd, __gv_old & __gv_v)
__GV_NV_ATOMIC_FETCH(or, atomicOr, __gv_old | __gv_v)
__GV_NV_ATOMIC_FETCH(xor, atomicXor, __gv_old ^ __gv_v)
#undef __GV_NV_ATOMIC_FETCH
template <int N> struct __gv_atomic_word;
template <> struct __gv_atomic_word<4> { typedef unsigned int type; };
template <> struct __gv_atomic_word<8> { typedef unsigned long long type; };
template <typename W> __GV_CU_DEVICE_INLINE W __gv_atomic_word_exchange(W *__gv_w, W __gv_v, int __gv_scope) {
  if (__gv_scope >= __NV_THREAD_SCOPE_DEVICE)
    return atomicExch(__gv_w, __gv_v);
  if (__gv_scope != __NV_THREAD_SCOPE_THREAD)
    return atomicExch_block(__gv_w, __gv_v);
  W __gv_old = *__gv_w;
  *__gv_w = __gv_v;
  return __gv_old;
}
template <typename W> __GV_CU_DEVICE_INLINE W __gv_atomic_word_cas(W *__gv_w, W __gv_c, W __gv_v, int __gv_scope) {
  if (__gv_scope >= __NV_THREAD_SCOPE_DEVICE)
    return atomicCAS(__gv_w, __gv_c, __gv_v);
  if (__gv_scope != __NV_THREAD_SCOPE_THREAD)
    return atomicCAS_block(__gv_w, __gv_c, __gv_v);
  W __gv_old = *__gv_w;
  if (__gv_old == __gv_c)
    *__gv_w = __gv_v;
  return __gv_old;
}
template <typename T, typename W> __GV_CU_DEVICE_INLINE T __gv_atomic_from_word(W __gv_w) {
  T __gv_t;
  __builtin_memcpy(&__gv_t, &__gv_w, sizeof(T));
  return __gv_t;
}
template <typename T> __GV_CU_DEVICE_INLINE typename __gv_atomic_word<sizeof(T)>::type __gv_atomic_to_word(T __gv_t) {
  typename __gv_atomic_word<sizeof(T)>::type __gv_w;
  __builtin_memcpy(&__gv_w, &__gv_t, sizeof(T));
  return __gv_w;
}
template <typename T>
__GV_CU_DEVICE_INLINE T __nv_atomic_load_n(const T *__gv_p, int __gv_order, int __gv_scope = __NV_THREAD_SCOPE_SYSTEM) {
  (void)__gv_order;
  typedef typename __gv_atomic_word<sizeof(T)>::type W;
  if (__gv_scope == __NV_THREAD_SCOPE_THREAD)
    return *__gv_p;
  W *__gv_w = (W *)(void *)const_cast<T *>(__gv_p);
  W __gv_bits = __gv_scope >= __NV_THREAD_SCOPE_DEVICE ? atomicAdd(__gv_w, (W)0) : atomicAdd_block(__gv_w, (W)0);
  return __gv_atomic_from_word<T>(__gv_bits);
}
template <typename T, typename U>
__GV_CU_DEVICE_INLINE void __nv_atomic_store_n(T *__gv_p, U __gv_v, int __gv_order,
                                               int __gv_scope = __NV_THREAD_SCOPE_SYSTEM) {
  (void)__gv_order;
  typedef typename __gv_atomic_word<sizeof(T)>::type W;
  __gv_atomic_word_exchange((W *)(void *)__gv_p, __gv_atomic_to_word((T)__gv_v), __gv_scope);
}
template <typename T, typename U>
__GV_CU_DEVICE_INLINE T __nv_atomic_exchange_n(T *__gv_p, U __gv_v, int __gv_order,
                                               int __gv_scope = __NV_THREAD_SCOPE_SYSTEM) {
  (void)__gv_order;
  typedef typename __gv_atomic_word<sizeof(T)>::type W;
  return __gv_atomic_from_word<T>(
      __gv_atomic_word_exchange((W *)(void *)__gv_p, __gv_atomic_to_word((T)__gv_v), __gv_scope));
}
template <typename T, typename U>
__GV_CU_DEVICE_INLINE bool __nv_atomic_compare_exchange_n(T *__gv_p, T *__gv_expected, U __gv_desired, bool __gv_weak,
                                                          int __gv_success, int __gv_failure,
                                                          int __gv_scope = __NV_THREAD_SCOPE_SYSTEM) {
  (void)__gv_weak;
  (void)__gv_success;
  (void)__gv_failure;
  typedef typename __gv_atomic_word<sizeof(T)>::type W;
  W __gv_c = __gv_atomic_to_word(*__gv_expected);
  W __gv_old = __gv_atomic_word_cas((W *)(void *)__gv_p, __gv_c, __gv_atomic_to_word((T)__gv_desired), __gv_scope);
  if (__gv_old == __gv_c)
    return true;
  *__gv_expected = __gv_atomic_from_word<T>(__gv_old);
  return false;
}
template <typename T>
__GV_CU_DEVICE_INLINE void __nv_atomic_load(const T *__gv_p, T *__gv_ret, int __gv_order,
                                            int __gv_scope = __NV_THREAD_SCOPE_SYSTEM) {
  *__gv_ret = __nv_atomic_load_n(__gv_p, __gv_order, __gv_scope);
}
template <typename T>
__GV_CU_DEVICE_INLINE void __nv_atomic_store(T *__gv_p, T *__gv_v, int __gv_order,
                                             int __gv_scope = __NV_THREAD_SCOPE_SYSTEM) {
  __nv_atomic_store_n(__gv_p, *__gv_v, __gv_order, __gv_scope);
}
template <typename T>
__GV_CU_DEVICE_INLINE void __nv_atomic_exchange(T *__gv_p, T *__gv_v, T *__gv_ret, int __gv_order,
                                                int __gv_scope = __NV_THREAD_SCOPE_SYSTEM) {
  *__gv_ret = __nv_atomic_exchange_n(__gv_p, *__gv_v, __gv_order, __gv_scope);
}
template <typename T>
__GV_CU_DEVICE_INLINE bool __nv_atomic_compare_exchange(T *__gv_p, T *__gv_expected, T *__gv_desired, bool __gv_weak,
                                                        int __gv_success, int __gv_failure,
                                                        int __gv_scope = __NV_THREAD_SCOPE_SYSTEM) {
  return __nv_atomic_compare_exchange_n(__gv_p, __gv_expected, *__gv_desired, __gv_weak, __gv_success, __gv_failure,
                                        __gv_scope);
}
__GV_CU_DEVICE_INLINE void __nv_atomic_thread_fence(int __gv_order, int __gv_scope = __NV_THREAD_SCOPE_SYSTEM) {
  (void)__gv_order;
  if (__gv_scope >= __NV_THREAD_SCOPE_DEVICE)
    __threadfence();
  else
    __threadfence_block();
}

/* =============================================================================================
 * Math library: bodiless __device__ declarations (uninterpreted for the verifier)
 * =========================================================================================== */
/* float and double C functions, plus the C++ float overload of the double name */
#define __GV_CU_MATH1(F)                                                                          \
  __GV_CU_DECL float F##f(float);                                                                   \
  __GV_CU_DECL double F(double);                                                                    \
  __GV_CU_DEVICE_INLINE float F(float __gv_x) { return F##f(__gv_x); }
#define __GV_CU_MATH2(F)                                                                          \
  __GV_CU_DECL float F##f(float, float);                                                            \
  __GV_CU_DECL double F(double, double);                                                            \
  __GV_CU_DEVICE_INLINE float F(float __gv_x, float __gv_y) { return F##f(__gv_x, __gv_y); }
#define __GV_CU_MATH3(F)                                                                          \
  __GV_CU_DECL float F##f(float, float, float);                                                     \
  __GV_CU_DECL double F(double, double, double);                                                    \
  __GV_CU_DEVICE_INLINE float F(float __gv_x, float __gv_y, float __gv_z) {                                \
    return F##f(__gv_x, __gv_y, __gv_z);                                                            \
  }
__GV_CU_MATH1(acos)
__GV_CU_MATH1(acosh)
__GV_CU_MATH1(asin)
__GV_CU_MATH1(asinh)
__GV_CU_MATH1(atan)
__GV_CU_MATH1(atanh)
__GV_CU_MATH1(cbrt)
__GV_CU_MATH1(ceil)
__GV_CU_MATH1(cos)
__GV_CU_MATH1(cosh)
__GV_CU_MATH1(cospi)
__GV_CU_MATH1(erf)
__GV_CU_MATH1(erfc)
__GV_CU_MATH1(erfinv)
__GV_CU_MATH1(erfcinv)
__GV_CU_MATH1(erfcx)
__GV_CU_MATH1(exp)
__GV_CU_MATH1(exp2)
__GV_CU_MATH1(exp10)
__GV_CU_MATH1(expm1)
__GV_CU_MATH1(fabs)
__GV_CU_MATH1(floor)
__GV_CU_MATH1(j0)
__GV_CU_MATH1(j1)
__GV_CU_MATH1(lgamma)
__GV_CU_MATH1(log)
__GV_CU_MATH1(log2)
__GV_CU_MATH1(log10)
__GV_CU_MATH1(log1p)
__GV_CU_MATH1(logb)
__GV_CU_MATH1(nearbyint)
__GV_CU_MATH1(normcdf)
__GV_CU_MATH1(normcdfinv)
__GV_CU_MATH1(rcbrt)
__GV_CU_MATH1(rint)
__GV_CU_MATH1(round)
__GV_CU_MATH1(rsqrt)
__GV_CU_MATH1(sin)
__GV_CU_MATH1(sinh)
__GV_CU_MATH1(sinpi)
__GV_CU_MATH1(sqrt)
__GV_CU_MATH1(tan)
__GV_CU_MATH1(tanh)
__GV_CU_MATH1(tgamma)
__GV_CU_MATH1(trunc)
__GV_CU_MATH1(y0)
__GV_CU_MATH1(y1)
__GV_CU_MATH2(atan2)
__GV_CU_MATH2(copysign)
__GV_CU_MATH2(fdim)
__GV_CU_MATH2(fmax)
__GV_CU_MATH2(fmin)
__GV_CU_MATH2(fmod)
__GV_CU_MATH2(hypot)
__GV_CU_MATH2(nextafter)
__GV_CU_MATH2(pow)
__GV_CU_MATH2(remainder)
__GV_CU_MATH3(fma)
#undef __GV_CU_MATH1
#undef __GV_CU_MATH2
#undef __GV_CU_MATH3

__GV_CU_DECL float fdividef(float, float);
__GV_CU_DECL float frexpf(float, int *);
__GV_CU_DECL double frexp(double, int *);
__GV_CU_DECL float ldexpf(float, int);
__GV_CU_DECL double ldexp(double, int);
__GV_CU_DECL float scalbnf(float, int);
__GV_CU_DECL double scalbn(double, int);
__GV_CU_DECL float modff(float, float *);
__GV_CU_DECL double modf(double, double *);
__GV_CU_DECL float remquof(float, float, int *);
__GV_CU_DECL double remquo(double, double, int *);
__GV_CU_DECL void sincosf(float, float *, float *);
__GV_CU_DECL void sincos(double, double *, double *);
__GV_CU_DECL void sincospif(float, float *, float *);
__GV_CU_DECL void sincospi(double, double *, double *);
__GV_CU_DECL int ilogbf(float);
__GV_CU_DECL int ilogb(double);
__GV_CU_DECL long lrintf(float);
__GV_CU_DECL long lrint(double);
__GV_CU_DECL long long llrintf(float);
__GV_CU_DECL long long llrint(double);
__GV_CU_DECL long lroundf(float);
__GV_CU_DECL long lround(double);
__GV_CU_DECL long long llroundf(float);
__GV_CU_DECL long long llround(double);
__GV_CU_DECL float powif(float, int);
__GV_CU_DECL double powi(double, int);
__GV_CU_DEVICE_INLINE float frexp(float __gv_x, int *__gv_e) { return frexpf(__gv_x, __gv_e); }
__GV_CU_DEVICE_INLINE float ldexp(float __gv_x, int __gv_e) { return ldexpf(__gv_x, __gv_e); }
__GV_CU_DEVICE_INLINE float modf(float __gv_x, float *__gv_i) { return modff(__gv_x, __gv_i); }
__GV_CU_DEVICE_INLINE void sincos(float __gv_x, float *__gv_s, float *__gv_c) {
  sincosf(__gv_x, __gv_s, __gv_c);
}
__GV_CU_DEVICE_INLINE float pow(float __gv_x, int __gv_n) { return powif(__gv_x, __gv_n); }
__GV_CU_DEVICE_INLINE double pow(double __gv_x, int __gv_n) { return powi(__gv_x, __gv_n); }

/* Classification: exact, through clang builtins (plain floating-point compares) */
__GV_CU_DEVICE_INLINE bool isnan(float __gv_x) { return __builtin_isnan(__gv_x); }
__GV_CU_DEVICE_INLINE bool isnan(double __gv_x) { return __builtin_isnan(__gv_x); }
__GV_CU_DEVICE_INLINE bool isinf(float __gv_x) { return __builtin_isinf(__gv_x); }
__GV_CU_DEVICE_INLINE bool isinf(double __gv_x) { return __builtin_isinf(__gv_x); }
__GV_CU_DEVICE_INLINE bool isfinite(float __gv_x) { return __builtin_isfinite(__gv_x); }
__GV_CU_DEVICE_INLINE bool isfinite(double __gv_x) { return __builtin_isfinite(__gv_x); }
__GV_CU_DEVICE_INLINE bool signbit(float __gv_x) { return __builtin_signbit(__gv_x); }
__GV_CU_DEVICE_INLINE bool signbit(double __gv_x) { return __builtin_signbit(__gv_x); }

/* Integer abs, min, max (C++ overloads are mangled declarations) */
__GV_CU_DECL int abs(int);
__GV_CU_DECL long labs(long);
__GV_CU_DECL long long llabs(long long);
__GV_CU_FN long abs(long);
__GV_CU_FN long long abs(long long);
__GV_CU_DEVICE_INLINE float abs(float __gv_x) { return fabsf(__gv_x); }
__GV_CU_DEVICE_INLINE double abs(double __gv_x) { return fabs(__gv_x); }
#define __GV_CU_MINMAX(R, A, B)                                                                   \
  __GV_CU_FN R min(A, B);                                                                           \
  __GV_CU_FN R max(A, B);
__GV_CU_MINMAX(int, int, int)
__GV_CU_MINMAX(unsigned int, unsigned int, unsigned int)
__GV_CU_MINMAX(unsigned int, int, unsigned int)
__GV_CU_MINMAX(unsigned int, unsigned int, int)
__GV_CU_MINMAX(long, long, long)
__GV_CU_MINMAX(unsigned long, unsigned long, unsigned long)
__GV_CU_MINMAX(unsigned long, long, unsigned long)
__GV_CU_MINMAX(unsigned long, unsigned long, long)
__GV_CU_MINMAX(long long, long long, long long)
__GV_CU_MINMAX(unsigned long long, unsigned long long, unsigned long long)
__GV_CU_MINMAX(unsigned long long, long long, unsigned long long)
__GV_CU_MINMAX(unsigned long long, unsigned long long, long long)
__GV_CU_MINMAX(float, float, float)
__GV_CU_MINMAX(double, double, double)
__GV_CU_MINMAX(double, float, double)
__GV_CU_MINMAX(double, double, float)
#undef __GV_CU_MINMAX
/* The C names of the integer minima and maxima (exact models by name) */
__GV_CU_DECL unsigned int umin(unsigned int, unsigned int);
__GV_CU_DECL unsigned int umax(unsigned int, unsigned int);
__GV_CU_DECL long long llmin(long long, long long);
__GV_CU_DECL long long llmax(long long, long long);
__GV_CU_DECL unsigned long long ullmin(unsigned long long, unsigned long long);
__GV_CU_DECL unsigned long long ullmax(unsigned long long, unsigned long long);

/* Fast-math and correctly rounded intrinsics */
__GV_CU_DECL float __expf(float);
__GV_CU_DECL float __exp10f(float);
__GV_CU_DECL float __logf(float);
__GV_CU_DECL float __log2f(float);
__GV_CU_DECL float __log10f(float);
__GV_CU_DECL float __sinf(float);
__GV_CU_DECL float __cosf(float);
__GV_CU_DECL float __tanf(float);
__GV_CU_DECL void __sincosf(float, float *, float *);
__GV_CU_DECL float __powf(float, float);
__GV_CU_DECL float __fdividef(float, float);
__GV_CU_DECL float __saturatef(float);
__GV_CU_DECL float __frsqrt_rn(float);
#define __GV_CU_ROUNDED(R)                                                                        \
  __GV_CU_DECL float __fadd_##R(float, float);                                                      \
  __GV_CU_DECL float __fsub_##R(float, float);                                                      \
  __GV_CU_DECL float __fmul_##R(float, float);                                                      \
  __GV_CU_DECL float __fdiv_##R(float, float);                                                      \
  __GV_CU_DECL float __frcp_##R(float);                                                             \
  __GV_CU_DECL float __fsqrt_##R(float);                                                            \
  __GV_CU_DECL float __fmaf_##R(float, float, float);                                               \
  __GV_CU_DECL double __dadd_##R(double, double);                                                   \
  __GV_CU_DECL double __dsub_##R(double, double);                                                   \
  __GV_CU_DECL double __dmul_##R(double, double);                                                   \
  __GV_CU_DECL double __ddiv_##R(double, double);                                                   \
  __GV_CU_DECL double __drcp_##R(double);                                                           \
  __GV_CU_DECL double __dsqrt_##R(double);                                                          \
  __GV_CU_DECL double __fma_##R(double, double, double);                                            \
  __GV_CU_DECL int __float2int_##R(float);                                                          \
  __GV_CU_DECL unsigned int __float2uint_##R(float);                                                \
  __GV_CU_DECL long long __float2ll_##R(float);                                                     \
  __GV_CU_DECL unsigned long long __float2ull_##R(float);                                           \
  __GV_CU_DECL float __int2float_##R(int);                                                          \
  __GV_CU_DECL float __uint2float_##R(unsigned int);                                                \
  __GV_CU_DECL float __ll2float_##R(long long);                                                     \
  __GV_CU_DECL float __ull2float_##R(unsigned long long);                                           \
  __GV_CU_DECL int __double2int_##R(double);                                                        \
  __GV_CU_DECL unsigned int __double2uint_##R(double);                                              \
  __GV_CU_DECL long long __double2ll_##R(double);                                                   \
  __GV_CU_DECL unsigned long long __double2ull_##R(double);                                         \
  __GV_CU_DECL float __double2float_##R(double);                                                    \
  __GV_CU_DECL double __ll2double_##R(long long);                                                   \
  __GV_CU_DECL double __ull2double_##R(unsigned long long);
__GV_CU_ROUNDED(rn)
__GV_CU_ROUNDED(rz)
__GV_CU_ROUNDED(ru)
__GV_CU_ROUNDED(rd)
#undef __GV_CU_ROUNDED
__GV_CU_DECL double __int2double_rn(int);
__GV_CU_DECL double __uint2double_rn(unsigned int);
__GV_CU_DECL int __float_as_int(float);
__GV_CU_DECL float __int_as_float(int);
__GV_CU_DECL unsigned int __float_as_uint(float);
__GV_CU_DECL float __uint_as_float(unsigned int);
__GV_CU_DECL long long __double_as_longlong(double);
__GV_CU_DECL double __longlong_as_double(long long);
__GV_CU_DECL int __double2hiint(double);
__GV_CU_DECL int __double2loint(double);
__GV_CU_DECL double __hiloint2double(int, int);

/* Integer intrinsics */
__GV_CU_DECL int __clz(int);
__GV_CU_DECL int __clzll(long long);
__GV_CU_DECL int __popc(unsigned int);
__GV_CU_DECL int __popcll(unsigned long long);
__GV_CU_DECL int __ffs(int);
__GV_CU_DECL int __ffsll(long long);
__GV_CU_DECL unsigned int __brev(unsigned int);
__GV_CU_DECL unsigned long long __brevll(unsigned long long);
__GV_CU_DECL int __mul24(int, int);
__GV_CU_DECL unsigned int __umul24(unsigned int, unsigned int);
__GV_CU_DECL int __mulhi(int, int);
__GV_CU_DECL unsigned int __umulhi(unsigned int, unsigned int);
__GV_CU_DECL long long __mul64hi(long long, long long);
__GV_CU_DECL unsigned long long __umul64hi(unsigned long long, unsigned long long);
__GV_CU_DECL unsigned int __byte_perm(unsigned int, unsigned int, unsigned int);
__GV_CU_DECL unsigned int __sad(int, int, unsigned int);
__GV_CU_DECL unsigned int __usad(unsigned int, unsigned int, unsigned int);
__GV_CU_DECL int __hadd(int, int);
__GV_CU_DECL int __rhadd(int, int);
__GV_CU_DECL unsigned int __uhadd(unsigned int, unsigned int);
__GV_CU_DECL unsigned int __urhadd(unsigned int, unsigned int);
__GV_CU_DECL unsigned int __funnelshift_l(unsigned int, unsigned int, unsigned int);
__GV_CU_DECL unsigned int __funnelshift_r(unsigned int, unsigned int, unsigned int);

/* Arithmetic on vector types (helper_math-style operators and functions) */
#include "gv_cuda_vector_math.h"
#include "gv_cuda_uninterpreted.h"

/* =============================================================================================
 * Textures (texture references) and a few runtime types
 * =========================================================================================== */
enum cudaTextureReadMode { cudaReadModeElementType = 0, cudaReadModeNormalizedFloat = 1 };
enum cudaTextureFilterMode { cudaFilterModePoint = 0, cudaFilterModeLinear = 1 };
enum cudaTextureAddressMode {
  cudaAddressModeWrap = 0,
  cudaAddressModeClamp = 1,
  cudaAddressModeMirror = 2,
  cudaAddressModeBorder = 3
};
enum cudaChannelFormatKind {
  cudaChannelFormatKindSigned = 0,
  cudaChannelFormatKindUnsigned = 1,
  cudaChannelFormatKindFloat = 2,
  cudaChannelFormatKindNone = 3
};
#define cudaTextureType1D 0x01
#define cudaTextureType2D 0x02
#define cudaTextureType3D 0x03
#define cudaTextureTypeCubemap 0x0C
#define cudaTextureType1DLayered 0xF1
#define cudaTextureType2DLayered 0xF2
#define cudaTextureTypeCubemapLayered 0xFC
struct cudaChannelFormatDesc {
  int x, y, z, w;
  enum cudaChannelFormatKind f;
};
struct textureReference {
  int normalized;
  enum cudaTextureFilterMode filterMode;
  enum cudaTextureAddressMode addressMode[3];
  struct cudaChannelFormatDesc channelDesc;
};
typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;
/* The runtime API's host side (cudaMalloc, cudaMemcpy, streams, events, kernel launches), so that
 * a whole .cu file compiles; only device code is verified. */
#include "gv_cuda_runtime_api.h"

/* CUDA graphs' conditional nodes (12.4+): a kernel sets the value the graph's next
 * conditional node reads (the handle: gv_cuda_graph_api.h). Nothing of it is visible to the
 * kernels: a no-op here. */
__GV_CU_DEVICE_INLINE void cudaGraphSetConditional(cudaGraphConditionalHandle __gv_handle, unsigned int __gv_value) {
  (void)__gv_handle;
  (void)__gv_value;
}

template <class T, int texType = cudaTextureType1D,
          enum cudaTextureReadMode mode = cudaReadModeElementType>
struct __attribute__((device_builtin_texture_type)) texture : public textureReference {};

/* Result type of a fetch: T, or float(N) for 8/16-bit integer texels read as normalised floats */
template <class T, enum cudaTextureReadMode M> struct __gv_tex_result { typedef T type; };
#define __GV_CU_TEX_NORM(T, R)                                                                    \
  template <> struct __gv_tex_result<T, cudaReadModeNormalizedFloat> { typedef R type; };
__GV_CU_TEX_NORM(char, float)
__GV_CU_TEX_NORM(signed char, float)
__GV_CU_TEX_NORM(unsigned char, float)
__GV_CU_TEX_NORM(short, float)
__GV_CU_TEX_NORM(unsigned short, float)
__GV_CU_TEX_NORM(char1, float1)
__GV_CU_TEX_NORM(uchar1, float1)
__GV_CU_TEX_NORM(short1, float1)
__GV_CU_TEX_NORM(ushort1, float1)
__GV_CU_TEX_NORM(char2, float2)
__GV_CU_TEX_NORM(uchar2, float2)
__GV_CU_TEX_NORM(short2, float2)
__GV_CU_TEX_NORM(ushort2, float2)
__GV_CU_TEX_NORM(char4, float4)
__GV_CU_TEX_NORM(uchar4, float4)
__GV_CU_TEX_NORM(short4, float4)
__GV_CU_TEX_NORM(ushort4, float4)
#undef __GV_CU_TEX_NORM
#define __GV_CU_TEX_RESULT typename __gv_tex_result<T, M>::type
template <class T, int D, enum cudaTextureReadMode M>
__device__ __GV_CU_TEX_RESULT tex1Dfetch(texture<T, D, M> t, int x);
template <class T, int D, enum cudaTextureReadMode M>
__device__ __GV_CU_TEX_RESULT tex1D(texture<T, D, M> t, float x);
template <class T, int D, enum cudaTextureReadMode M>
__device__ __GV_CU_TEX_RESULT tex2D(texture<T, D, M> t, float x, float y);
template <class T, int D, enum cudaTextureReadMode M>
__device__ __GV_CU_TEX_RESULT tex3D(texture<T, D, M> t, float x, float y, float z);
template <class T, int D, enum cudaTextureReadMode M>
__device__ __GV_CU_TEX_RESULT tex1DLayered(texture<T, D, M> t, float x, int layer);
template <class T, int D, enum cudaTextureReadMode M>
__device__ __GV_CU_TEX_RESULT tex2DLayered(texture<T, D, M> t, float x, float y, int layer);
template <class T, int D, enum cudaTextureReadMode M>
__device__ __GV_CU_TEX_RESULT texCubemap(texture<T, D, M> t, float x, float y, float z);
template <class T, int D, enum cudaTextureReadMode M>
__device__ __GV_CU_TEX_RESULT tex2DLod(texture<T, D, M> t, float x, float y, float level);
template <class T, int D, enum cudaTextureReadMode M>
__device__ __GV_CU_TEX_RESULT tex3DLod(texture<T, D, M> t, float x, float y, float z, float level);
#undef __GV_CU_TEX_RESULT
/* Texture objects */
template <class T> __device__ T tex1Dfetch(cudaTextureObject_t t, int x);
template <class T> __device__ T tex1D(cudaTextureObject_t t, float x);
template <class T> __device__ T tex2D(cudaTextureObject_t t, float x, float y);
template <class T> __device__ T tex3D(cudaTextureObject_t t, float x, float y, float z);
/* The other fetches through texture objects (layered, cubemap, LOD, gradient, gather, the sparse
 * forms with `bool *isResident` and the forms returning through `T *`), with the toolkit's
 * signatures: uninterpreted, as the above (textures are read-only). */
template <class T> __device__ void tex1Dfetch(T *, cudaTextureObject_t, int);
template <class T> __device__ void tex1D(T *, cudaTextureObject_t, float);
template <class T> __device__ T tex2D(cudaTextureObject_t, float, float, bool *);
template <class T> __device__ void tex2D(T *, cudaTextureObject_t, float, float);
template <class T> __device__ void tex2D(T *, cudaTextureObject_t, float, float, bool *);
template <class T> __device__ T tex3D(cudaTextureObject_t, float, float, float, bool *);
template <class T> __device__ void tex3D(T *, cudaTextureObject_t, float, float, float);
template <class T> __device__ void tex3D(T *, cudaTextureObject_t, float, float, float, bool *);
template <class T> __device__ T tex1DLayered(cudaTextureObject_t, float, int);
template <class T> __device__ void tex1DLayered(T *, cudaTextureObject_t, float, int);
template <class T> __device__ T tex2DLayered(cudaTextureObject_t, float, float, int);
template <class T> __device__ T tex2DLayered(cudaTextureObject_t, float, float, int, bool *);
template <class T> __device__ void tex2DLayered(T *, cudaTextureObject_t, float, float, int);
template <class T> __device__ void tex2DLayered(T *, cudaTextureObject_t, float, float, int, bool *);
template <class T> __device__ T texCubemap(cudaTextureObject_t, float, float, float);
template <class T> __device__ void texCubemap(T *, cudaTextureObject_t, float, float, float);
template <class T> __device__ T texCubemapLayered(cudaTextureObject_t, float, float, float, int);
template <class T> __device__ void texCubemapLayered(T *, cudaTextureObject_t, float, float, float, int);
template <class T> __device__ T tex2Dgather(cudaTextureObject_t, float, float, bool *, int);
template <class T> __device__ T tex2Dgather(cudaTextureObject_t, float, float, int);
template <class T> __device__ void tex2Dgather(T *, cudaTextureObject_t, float, float, bool *, int);
template <class T> __device__ void tex2Dgather(T *, cudaTextureObject_t, float, float, int);
template <class T> __device__ T tex1DLod(cudaTextureObject_t, float, float);
template <class T> __device__ void tex1DLod(T *, cudaTextureObject_t, float, float);
template <class T> __device__ T tex2DLod(cudaTextureObject_t, float, float, float);
template <class T> __device__ T tex2DLod(cudaTextureObject_t, float, float, float, bool *);
template <class T> __device__ void tex2DLod(T *, cudaTextureObject_t, float, float, float);
template <class T> __device__ void tex2DLod(T *, cudaTextureObject_t, float, float, float, bool *);
template <class T> __device__ T tex3DLod(cudaTextureObject_t, float, float, float, float);
template <class T> __device__ T tex3DLod(cudaTextureObject_t, float, float, float, float, bool *);
template <class T> __device__ void tex3DLod(T *, cudaTextureObject_t, float, float, float, float);
template <class T> __device__ void tex3DLod(T *, cudaTextureObject_t, float, float, float, float, bool *);
template <class T> __device__ T tex1DLayeredLod(cudaTextureObject_t, float, int, float);
template <class T> __device__ void tex1DLayeredLod(T *, cudaTextureObject_t, float, int, float);
template <class T> __device__ T tex2DLayeredLod(cudaTextureObject_t, float, float, int, float);
template <class T> __device__ T tex2DLayeredLod(cudaTextureObject_t, float, float, int, float, bool *);
template <class T> __device__ void tex2DLayeredLod(T *, cudaTextureObject_t, float, float, int, float);
template <class T> __device__ void tex2DLayeredLod(T *, cudaTextureObject_t, float, float, int, float, bool *);
template <class T> __device__ T texCubemapLod(cudaTextureObject_t, float, float, float, float);
template <class T> __device__ void texCubemapLod(T *, cudaTextureObject_t, float, float, float, float);
template <class T> __device__ T texCubemapGrad(cudaTextureObject_t, float, float, float, float4, float4);
template <class T> __device__ void texCubemapGrad(T *, cudaTextureObject_t, float, float, float, float4, float4);
template <class T> __device__ T texCubemapLayeredLod(cudaTextureObject_t, float, float, float, int, float);
template <class T> __device__ void texCubemapLayeredLod(T *, cudaTextureObject_t, float, float, float, int, float);
template <class T> __device__ T tex1DGrad(cudaTextureObject_t, float, float, float);
template <class T> __device__ void tex1DGrad(T *, cudaTextureObject_t, float, float, float);
template <class T> __device__ T tex2DGrad(cudaTextureObject_t, float, float, float2, float2);
template <class T> __device__ T tex2DGrad(cudaTextureObject_t, float, float, float2, float2, bool *);
template <class T> __device__ void tex2DGrad(T *, cudaTextureObject_t, float, float, float2, float2);
template <class T> __device__ void tex2DGrad(T *, cudaTextureObject_t, float, float, float2, float2, bool *);
template <class T> __device__ T tex3DGrad(cudaTextureObject_t, float, float, float, float4, float4);
template <class T> __device__ T tex3DGrad(cudaTextureObject_t, float, float, float, float4, float4, bool *);
template <class T> __device__ void tex3DGrad(T *, cudaTextureObject_t, float, float, float, float4, float4);
template <class T> __device__ void tex3DGrad(T *, cudaTextureObject_t, float, float, float, float4, float4, bool *);
template <class T> __device__ T tex1DLayeredGrad(cudaTextureObject_t, float, int, float, float);
template <class T> __device__ void tex1DLayeredGrad(T *, cudaTextureObject_t, float, int, float, float);
template <class T> __device__ T tex2DLayeredGrad(cudaTextureObject_t, float, float, int, float2, float2);
template <class T> __device__ T tex2DLayeredGrad(cudaTextureObject_t, float, float, int, float2, float2, bool *);
template <class T> __device__ void tex2DLayeredGrad(T *, cudaTextureObject_t, float, float, int, float2, float2);
template <class T> __device__ void tex2DLayeredGrad(T *, cudaTextureObject_t, float, float, int, float2, float2, bool *);
template <class T> __device__ T texCubemapLayeredGrad(cudaTextureObject_t, float, float, float, int, float4, float4);
template <class T> __device__ void texCubemapLayeredGrad(T *, cudaTextureObject_t, float, float, float, int, float4, float4);

/* =============================================================================================
 * Cooperative groups (also available as <cooperative_groups.h>)
 * =========================================================================================== */
#include "cooperative_groups.h"

/* =============================================================================================
 * cuRAND device API (types and declarations; also available as <curand_kernel.h>)
 * =========================================================================================== */
#include "curand_kernel.h"

/* =============================================================================================
 * The host's C library, as the toolkit's cuda_runtime.h brings it to every .cu file that nvcc
 * compiles (crt/common_functions.h, crt/math_functions.h; driver_types.h brings <limits.h>):
 * host code calls clock(), memcpy(), malloc() and isfinite(), and both sides use INT_MAX,
 * without including a header.
 * =========================================================================================== */
#if __has_include(<limits.h>)
#include <limits.h>
#endif
#if __has_include(<stdlib.h>)
#include <stdlib.h>
#endif
#if __has_include(<string.h>)
#include <string.h>
#endif
#if __has_include(<time.h>)
#include <time.h>
#endif
#if __has_include(<math.h>)
#include <math.h>
#endif

#pragma clang attribute pop
#endif /* __GV_CUDA_H */
