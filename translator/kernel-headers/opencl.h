/* opencl.h -- gpuverify's OpenCL C 1.2 kernel header.
 *
 * Force-included by the driver (-include opencl.h, with -cl-no-stdinc: clang's opencl-c.h is not
 * used). Provides the OpenCL C 1.2 types, constants and built-in library for clang-19, written so
 * that the translator sees:
 *   - calls to the __gv_* intrinsics (declared here and in annotations.h) for everything it models:
 *     work-item geometry, barriers and fences, annotations, atomics, async copies;
 *   - plain loads/stores for vloadN/vstoreN (always-inlined element accesses);
 *   - calls to bodiless, overloadable (mangled) declarations for the rest of the library (math,
 *     common, integer, geometric, relational, images, printf, rounding/saturating conversions),
 *     which it may treat as uninterpreted functions.
 * Wrapper functions are static, always_inline, so clang inlines them even at -O0 and only the
 * intrinsic calls remain in the bitcode.
 *
 * Intrinsics declared in this file (besides those of annotations.h):
 *   Atomics, SPACE in {global, local}:
 *     T    __gv_atomic_OP_SPACE_TN(volatile __SPACE T *p, T v)
 *            OP in {add, sub, xchg, min, max, and, or, xor}, TN/T in {int, uint, long, ulong}
 *     float __gv_atomic_xchg_SPACE_float(volatile __SPACE float *p, float v)
 *     T    __gv_atomic_inc_SPACE_TN(volatile __SPACE T *p), __gv_atomic_dec_SPACE_TN(...)
 *     T    __gv_atomic_cmpxchg_SPACE_TN(volatile __SPACE T *p, T cmp, T v)
 *     (atomic_* maps to the int/uint/float intrinsics, atom_* to int/uint/long/ulong.)
 *   Async copies, for every element type E in {char, uchar, short, ushort, int, uint, long, ulong,
 *   float, double} and its vectors E2, E3, E4, E8, E16:
 *     event_t __gv_async_copy_global_to_local_E(__local E *dst, const __global E *src,
 *                                               size_t num_elements, event_t event)
 *     event_t __gv_async_copy_local_to_global_E(__global E *dst, const __local E *src,
 *                                               size_t num_elements, event_t event)
 *     event_t __gv_async_strided_copy_global_to_local_E(__local E *dst, const __global E *src,
 *                                               size_t num_elements, size_t src_stride, event_t)
 *     event_t __gv_async_strided_copy_local_to_global_E(__global E *dst, const __local E *src,
 *                                               size_t num_elements, size_t dst_stride, event_t)
 *     void __gv_wait_group_events(int num_events, event_t *event_list)
 *   event_t is a macro for __gv_event_t, a typedef of unsigned int (not clang's opaque event type).
 *   Return value of vector type: int4 __gv_return_val_int4(void).
 */
#ifndef __GV_OPENCL_H
#define __GV_OPENCL_H
/* Every function declared here is the implementation's: `leaf` (LLVM's nocallback) tells the
 * translator so, apart from a function of the user's that is declared and not defined. */
#pragma clang attribute push(__attribute__((leaf)), apply_to = function)

#ifndef __OPENCL_VERSION__
#define __OPENCL_VERSION__ 120
#endif

/* =============================================================================================
 * Types
 * =========================================================================================== */
typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
typedef __INTPTR_TYPE__ intptr_t;
typedef __UINTPTR_TYPE__ uintptr_t;

#define __GV_VECTOR_TYPES(T)                                                                      \
  typedef T T##2 __attribute__((ext_vector_type(2)));                                              \
  typedef T T##3 __attribute__((ext_vector_type(3)));                                              \
  typedef T T##4 __attribute__((ext_vector_type(4)));                                              \
  typedef T T##8 __attribute__((ext_vector_type(8)));                                              \
  typedef T T##16 __attribute__((ext_vector_type(16)));
__GV_VECTOR_TYPES(char)
__GV_VECTOR_TYPES(uchar)
__GV_VECTOR_TYPES(short)
__GV_VECTOR_TYPES(ushort)
__GV_VECTOR_TYPES(int)
__GV_VECTOR_TYPES(uint)
__GV_VECTOR_TYPES(long)
__GV_VECTOR_TYPES(ulong)
__GV_VECTOR_TYPES(float)
__GV_VECTOR_TYPES(double)
__GV_VECTOR_TYPES(half)
#undef __GV_VECTOR_TYPES

/* Events are plain integers for gpuverify (clang's built-in event_t is an opaque target type). */
typedef unsigned int __gv_event_t;
#define event_t __gv_event_t

typedef uint cl_mem_fence_flags;

#ifndef NULL
#define NULL ((void *)0)
#endif

#include "annotations.h"

#define __GV_INLINE_OVL static inline __attribute__((always_inline, overloadable))
#define __GV_CNFN __attribute__((overloadable, const))

/* =============================================================================================
 * Constants
 * =========================================================================================== */
#define CLK_LOCAL_MEM_FENCE 1
#define CLK_GLOBAL_MEM_FENCE 2
#define CLK_IMAGE_MEM_FENCE 4

#define CHAR_BIT 8
#define SCHAR_MAX 127
#define SCHAR_MIN (-127 - 1)
#define CHAR_MAX SCHAR_MAX
#define CHAR_MIN SCHAR_MIN
#define UCHAR_MAX 255
#define SHRT_MAX 32767
#define SHRT_MIN (-32767 - 1)
#define USHRT_MAX 65535
#define INT_MAX 2147483647
#define INT_MIN (-2147483647 - 1)
#define UINT_MAX 0xffffffffU
#define LONG_MAX 0x7fffffffffffffffL
#define LONG_MIN (-0x7fffffffffffffffL - 1)
#define ULONG_MAX 0xffffffffffffffffUL

#define FLT_DIG 6
#define FLT_MANT_DIG 24
#define FLT_MAX_10_EXP +38
#define FLT_MAX_EXP +128
#define FLT_MIN_10_EXP -37
#define FLT_MIN_EXP -125
#define FLT_RADIX 2
#define FLT_MAX 0x1.fffffep127f
#define FLT_MIN 0x1.0p-126f
#define FLT_EPSILON 0x1.0p-23f

#define DBL_DIG 15
#define DBL_MANT_DIG 53
#define DBL_MAX_10_EXP +308
#define DBL_MAX_EXP +1024
#define DBL_MIN_10_EXP -307
#define DBL_MIN_EXP -1021
#define DBL_MAX 0x1.fffffffffffffp1023
#define DBL_MIN 0x1.0p-1022
#define DBL_EPSILON 0x1.0p-52

#define M_E_F 2.71828182845904523536f
#define M_LOG2E_F 1.44269504088896340736f
#define M_LOG10E_F 0.434294481903251827651f
#define M_LN2_F 0.693147180559945309417f
#define M_LN10_F 2.30258509299404568402f
#define M_PI_F 3.14159265358979323846f
#define M_PI_2_F 1.57079632679489661923f
#define M_PI_4_F 0.785398163397448309616f
#define M_1_PI_F 0.318309886183790671538f
#define M_2_PI_F 0.636619772367581343076f
#define M_2_SQRTPI_F 1.12837916709551257390f
#define M_SQRT2_F 1.41421356237309504880f
#define M_SQRT1_2_F 0.707106781186547524401f

#define M_E 2.71828182845904523536
#define M_LOG2E 1.44269504088896340736
#define M_LOG10E 0.434294481903251827651
#define M_LN2 0.693147180559945309417
#define M_LN10 2.30258509299404568402
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_PI_4 0.785398163397448309616
#define M_1_PI 0.318309886183790671538
#define M_2_PI 0.636619772367581343076
#define M_2_SQRTPI 1.12837916709551257390
#define M_SQRT2 1.41421356237309504880
#define M_SQRT1_2 0.707106781186547524401

#define MAXFLOAT FLT_MAX
#define HUGE_VALF __builtin_huge_valf()
#define HUGE_VAL __builtin_huge_val()
#define INFINITY __builtin_inff()
#define NAN __builtin_nanf("")
#define FP_ILOGB0 INT_MIN
#define FP_ILOGBNAN INT_MAX

/* Sampler fields */
#define CLK_ADDRESS_NONE 0
#define CLK_ADDRESS_CLAMP_TO_EDGE 2
#define CLK_ADDRESS_CLAMP 4
#define CLK_ADDRESS_REPEAT 6
#define CLK_ADDRESS_MIRRORED_REPEAT 8
#define CLK_NORMALIZED_COORDS_FALSE 0
#define CLK_NORMALIZED_COORDS_TRUE 1
#define CLK_FILTER_NEAREST 0x10
#define CLK_FILTER_LINEAR 0x20

/* =============================================================================================
 * Work-item functions
 * =========================================================================================== */
__GV_INLINE uint get_work_dim(void) { return __gv_work_dim(); }
__GV_INLINE size_t get_local_id(uint d) { return __gv_local_id(d); }
__GV_INLINE size_t get_group_id(uint d) { return __gv_group_id(d); }
__GV_INLINE size_t get_local_size(uint d) { return __gv_local_size(d); }
__GV_INLINE size_t get_num_groups(uint d) { return __gv_num_groups(d); }
__GV_INLINE size_t get_global_offset(uint d) { return __gv_global_offset(d); }
__GV_INLINE size_t get_global_size(uint d) { return __gv_num_groups(d) * __gv_local_size(d); }
__GV_INLINE size_t get_global_id(uint d) {
  return __gv_group_id(d) * __gv_local_size(d) + __gv_local_id(d) + __gv_global_offset(d);
}
__GV_INLINE size_t get_enqueued_local_size(uint d) { return __gv_local_size(d); }
__GV_INLINE size_t get_local_linear_id(void) {
  return (__gv_local_id(2) * __gv_local_size(1) + __gv_local_id(1)) * __gv_local_size(0) +
         __gv_local_id(0);
}
__GV_INLINE size_t get_global_linear_id(void) {
  return ((get_global_id(2) - __gv_global_offset(2)) * get_global_size(1) +
          (get_global_id(1) - __gv_global_offset(1))) * get_global_size(0) +
         (get_global_id(0) - __gv_global_offset(0));
}

/* =============================================================================================
 * Synchronisation (macros, so that constant flags give constant intrinsic arguments)
 * =========================================================================================== */
#define __GV_LOCAL_FENCE(flags) (((flags) & CLK_LOCAL_MEM_FENCE) != 0)
#define __GV_GLOBAL_FENCE(flags) (((flags) & CLK_GLOBAL_MEM_FENCE) != 0)
#define barrier(flags) __gv_barrier(__GV_LOCAL_FENCE(flags), __GV_GLOBAL_FENCE(flags))
#define work_group_barrier(flags, ...) __gv_barrier(__GV_LOCAL_FENCE(flags), __GV_GLOBAL_FENCE(flags))
#define mem_fence(flags) __gv_mem_fence(__GV_LOCAL_FENCE(flags), 2 * __GV_GLOBAL_FENCE(flags))
#define read_mem_fence(flags) __gv_mem_fence(__GV_LOCAL_FENCE(flags), 2 * __GV_GLOBAL_FENCE(flags))
#define write_mem_fence(flags) __gv_mem_fence(__GV_LOCAL_FENCE(flags), 2 * __GV_GLOBAL_FENCE(flags))

/* =============================================================================================
 * Sub-groups (cl_khr_subgroups, OpenCL C 3.0's __opencl_c_subgroups): the work-items of a
 * sub-group are consecutive linear local ids, as many as --sub-group-size says (else
 * --warp-sync's size, else 32). The collectives are the warp-level operations of
 * translator/src/encode/Warps.h with every lane of the sub-group in the mask: each work-item of
 * the sub-group must reach them (checked). Scans give each work-item a value of its own, arbitrary
 * (each work-item's depends on the others'); the shuffles (cl_khr_subgroup_shuffle and
 * _shuffle_relative) are CUDA's, within the sub-group.
 * =========================================================================================== */
#if defined(cl_khr_subgroups) || defined(__opencl_c_subgroups)
void __gv_sub_group_barrier(int local_fence, int global_fence);
uint __gv_shfl_idx(uint mask, uint value, int lane, int width);
uint __gv_shfl_up(uint mask, uint value, uint delta, int width);
uint __gv_shfl_down(uint mask, uint value, uint delta, int width);
uint __gv_shfl_xor(uint mask, uint value, int lane_mask, int width);
/* A new arbitrary value of the work-item's own at each call (Intrinsic ArbitraryValue). */
uint __gv_arbitrary_uint(void) __asm__("__gv_arbitrary.i32");
int __gv_vote_all(uint mask, int predicate);
int __gv_vote_any(uint mask, int predicate);
/* The operator: as gpuverify/WarpReductions.def numbers them (15: one the run cannot compute). */
uint __gv_warp_reduce(uint mask, uint value, int op);
#define __GV_SUB_GROUP 0xffffffffu
#define sub_group_barrier(flags, ...) __gv_sub_group_barrier(__GV_LOCAL_FENCE(flags), __GV_GLOBAL_FENCE(flags))
__GV_INLINE uint get_max_sub_group_size(void) { return __gv_warp_size(); }
__GV_INLINE uint get_num_sub_groups(void) {
  uint n = (uint)(__gv_local_size(0) * __gv_local_size(1) * __gv_local_size(2));
  return (n + __gv_warp_size() - 1u) / __gv_warp_size();
}
__GV_INLINE uint get_enqueued_num_sub_groups(void) { return get_num_sub_groups(); }
__GV_INLINE uint get_sub_group_id(void) { return (uint)get_local_linear_id() / __gv_warp_size(); }
__GV_INLINE uint get_sub_group_local_id(void) { return (uint)get_local_linear_id() % __gv_warp_size(); }
__GV_INLINE uint get_sub_group_size(void) {
  uint n = (uint)(__gv_local_size(0) * __gv_local_size(1) * __gv_local_size(2));
  uint first = get_sub_group_id() * __gv_warp_size();
  return n - first < __gv_warp_size() ? n - first : __gv_warp_size();
}
__GV_INLINE int sub_group_all(int predicate) { return __gv_vote_all(__GV_SUB_GROUP, predicate); }
__GV_INLINE int sub_group_any(int predicate) { return __gv_vote_any(__GV_SUB_GROUP, predicate); }
/* broadcast: the value of the sub-group's work-item `id`; reduce: one value for the sub-group. */
#define __GV_SUB_GROUP_32(T)                                                                       \
  __GV_INLINE_OVL T sub_group_broadcast(T x, uint id) {                                            \
    return __builtin_bit_cast(T, __gv_shfl_idx(__GV_SUB_GROUP, __builtin_bit_cast(uint, x), (int)id, \
                                               (int)__gv_warp_size()));                            \
  }                                                                                                 \
  __GV_INLINE_OVL T sub_group_reduce_add(T x) {                                                    \
    return __builtin_bit_cast(T, __gv_warp_reduce(__GV_SUB_GROUP, __builtin_bit_cast(uint, x), 15)); \
  }                                                                                                 \
  __GV_INLINE_OVL T sub_group_reduce_min(T x) {                                                    \
    return __builtin_bit_cast(T, __gv_warp_reduce(__GV_SUB_GROUP, __builtin_bit_cast(uint, x), 15)); \
  }                                                                                                 \
  __GV_INLINE_OVL T sub_group_reduce_max(T x) {                                                    \
    return __builtin_bit_cast(T, __gv_warp_reduce(__GV_SUB_GROUP, __builtin_bit_cast(uint, x), 15)); \
  }                                                                                                 \
  __GV_SUB_GROUP_SCANS(T, 32)                                                                       \
  __GV_SUB_GROUP_SHUFFLES(T, 32)
/* Every work-item takes part (the reduction checks it); the result is its own. */
#define __GV_SUB_GROUP_SCAN(T, BITS, NAME)                                                         \
  __GV_INLINE_OVL T NAME(T x) {                                                                     \
    (void)__gv_warp_reduce(__GV_SUB_GROUP, (uint)__builtin_bit_cast(__GV_SUB_GROUP_BITS_##BITS, x), 15); \
    return __builtin_bit_cast(T, __GV_SUB_GROUP_ARBITRARY_##BITS);                                  \
  }
#define __GV_SUB_GROUP_BITS_32 uint
#define __GV_SUB_GROUP_BITS_64 ulong
#define __GV_SUB_GROUP_ARBITRARY_32 __gv_arbitrary_uint()
#define __GV_SUB_GROUP_ARBITRARY_64 (((ulong)__gv_arbitrary_uint() << 32) | __gv_arbitrary_uint())
#define __GV_SUB_GROUP_SCANS(T, BITS)                                                              \
  __GV_SUB_GROUP_SCAN(T, BITS, sub_group_scan_inclusive_add)                                       \
  __GV_SUB_GROUP_SCAN(T, BITS, sub_group_scan_inclusive_min)                                       \
  __GV_SUB_GROUP_SCAN(T, BITS, sub_group_scan_inclusive_max)                                       \
  __GV_SUB_GROUP_SCAN(T, BITS, sub_group_scan_exclusive_add)                                       \
  __GV_SUB_GROUP_SCAN(T, BITS, sub_group_scan_exclusive_min)                                       \
  __GV_SUB_GROUP_SCAN(T, BITS, sub_group_scan_exclusive_max)
/* The value of the work-item the second argument names (in 32-bit halves for 64-bit types). */
#define __GV_SUB_GROUP_SHUFFLE_32(T, NAME, INTRINSIC)                                              \
  __GV_INLINE_OVL T NAME(T x, uint a) {                                                             \
    return __builtin_bit_cast(                                                                      \
        T, INTRINSIC(__GV_SUB_GROUP, __builtin_bit_cast(uint, x), a, (int)__gv_warp_size()));       \
  }
#define __GV_SUB_GROUP_SHUFFLE_64(T, NAME, INTRINSIC)                                              \
  __GV_INLINE_OVL T NAME(T x, uint a) {                                                             \
    ulong bits = __builtin_bit_cast(ulong, x);                                                      \
    ulong lo = INTRINSIC(__GV_SUB_GROUP, (uint)bits, a, (int)__gv_warp_size());                    \
    ulong hi = INTRINSIC(__GV_SUB_GROUP, (uint)(bits >> 32), a, (int)__gv_warp_size());            \
    return __builtin_bit_cast(T, (hi << 32) | lo);                                                  \
  }
#define __GV_SUB_GROUP_SHUFFLES(T, BITS)                                                           \
  __GV_SUB_GROUP_SHUFFLE_##BITS(T, sub_group_shuffle, __gv_shfl_idx)                               \
  __GV_SUB_GROUP_SHUFFLE_##BITS(T, sub_group_shuffle_xor, __gv_shfl_xor)                           \
  __GV_SUB_GROUP_SHUFFLE_##BITS(T, sub_group_shuffle_up, __gv_shfl_up)                             \
  __GV_SUB_GROUP_SHUFFLE_##BITS(T, sub_group_shuffle_down, __gv_shfl_down)
#define __GV_SUB_GROUP_64(T)                                                                       \
  __GV_INLINE_OVL T sub_group_broadcast(T x, uint id) {                                            \
    ulong bits = __builtin_bit_cast(ulong, x);                                                      \
    uint lo = __gv_shfl_idx(__GV_SUB_GROUP, (uint)bits, (int)id, (int)__gv_warp_size());           \
    uint hi = __gv_shfl_idx(__GV_SUB_GROUP, (uint)(bits >> 32), (int)id, (int)__gv_warp_size());   \
    return __builtin_bit_cast(T, ((ulong)hi << 32) | lo);                                           \
  }                                                                                                 \
  __GV_INLINE_OVL T sub_group_reduce_add(T x) {                                                    \
    ulong bits = __builtin_bit_cast(ulong, x);                                                      \
    uint lo = __gv_warp_reduce(__GV_SUB_GROUP, (uint)bits, 15);                                    \
    uint hi = __gv_warp_reduce(__GV_SUB_GROUP, (uint)(bits >> 32), 15);                            \
    return __builtin_bit_cast(T, ((ulong)hi << 32) | lo);                                           \
  }                                                                                                 \
  __GV_INLINE_OVL T sub_group_reduce_min(T x) { return sub_group_reduce_add(x); }                  \
  __GV_INLINE_OVL T sub_group_reduce_max(T x) { return sub_group_reduce_add(x); }                  \
  __GV_SUB_GROUP_SCANS(T, 64)                                                                       \
  __GV_SUB_GROUP_SHUFFLES(T, 64)
__GV_SUB_GROUP_32(int)
__GV_SUB_GROUP_32(uint)
__GV_SUB_GROUP_32(float)
__GV_SUB_GROUP_64(long)
__GV_SUB_GROUP_64(ulong)
__GV_SUB_GROUP_64(double)
#undef __GV_SUB_GROUP_32
#undef __GV_SUB_GROUP_64
#undef __GV_SUB_GROUP_SCAN
#undef __GV_SUB_GROUP_SCANS
#undef __GV_SUB_GROUP_SHUFFLE_32
#undef __GV_SUB_GROUP_SHUFFLE_64
#undef __GV_SUB_GROUP_SHUFFLES
#endif

/* =============================================================================================
 * Type iteration helpers for the library declarations.
 *   M(S, N, X): S scalar element type, N in {<empty>, 2, 3, 4, 8, 16}, X extra argument.
 *   S##N is then the (vector) type.
 * =========================================================================================== */
#define __GV_N6(M, S, X) M(S, , X) M(S, 2, X) M(S, 3, X) M(S, 4, X) M(S, 8, X) M(S, 16, X)
#define __GV_V5(M, S, X) M(S, 2, X) M(S, 3, X) M(S, 4, X) M(S, 8, X) M(S, 16, X)
#define __GV_FLOATS(M, X) __GV_N6(M, float, X) __GV_N6(M, double, X)
#define __GV_FLOATVS(M, X) __GV_V5(M, float, X) __GV_V5(M, double, X)
#define __GV_INTS(M, X)                                                                           \
  __GV_N6(M, char, X) __GV_N6(M, uchar, X) __GV_N6(M, short, X) __GV_N6(M, ushort, X)             \
  __GV_N6(M, int, X) __GV_N6(M, uint, X) __GV_N6(M, long, X) __GV_N6(M, ulong, X)
#define __GV_INTVS(M, X)                                                                          \
  __GV_V5(M, char, X) __GV_V5(M, uchar, X) __GV_V5(M, short, X) __GV_V5(M, ushort, X)             \
  __GV_V5(M, int, X) __GV_V5(M, uint, X) __GV_V5(M, long, X) __GV_V5(M, ulong, X)
#define __GV_SIGNED_INTS(M, X)                                                                    \
  __GV_N6(M, char, X) __GV_N6(M, short, X) __GV_N6(M, int, X) __GV_N6(M, long, X)
#define __GV_ALLTYPES(M, X) __GV_INTS(M, X) __GV_FLOATS(M, X)

#define __GV_PASTE2_(a, b) a##b
#define __GV_PASTE2(a, b) __GV_PASTE2_(a, b)

/* Unsigned counterpart of an integer element type: __GV_U_##S */
#define __GV_U_char uchar
#define __GV_U_uchar uchar
#define __GV_U_short ushort
#define __GV_U_ushort ushort
#define __GV_U_int uint
#define __GV_U_uint uint
#define __GV_U_long ulong
#define __GV_U_ulong ulong
#define __GV_UTYPE(S, N) __GV_PASTE2(__GV_U_##S, N)

/* Result of a relational function on doubles: int for scalars, longN for vectors. */
#define __GV_DREL_ int
#define __GV_DREL_2 long2
#define __GV_DREL_3 long3
#define __GV_DREL_4 long4
#define __GV_DREL_8 long8
#define __GV_DREL_16 long16
/* Integer type of the same element width as S (for select and relational results) */
#define __GV_SAMEW_char char
#define __GV_SAMEW_uchar char
#define __GV_SAMEW_short short
#define __GV_SAMEW_ushort short
#define __GV_SAMEW_int int
#define __GV_SAMEW_uint int
#define __GV_SAMEW_float int
#define __GV_SAMEW_long long
#define __GV_SAMEW_ulong long
#define __GV_SAMEW_double long
#define __GV_ITYPE(S, N) __GV_PASTE2(__GV_SAMEW_##S, N)
#define __GV_UITYPE(S, N) __GV_PASTE2(__GV_PASTE2(u, __GV_SAMEW_##S), N)

/* Declaration shapes */
#define __GV_D_F1(S, N, F) S##N __GV_CNFN F(S##N);
#define __GV_D_F2(S, N, F) S##N __GV_CNFN F(S##N, S##N);
#define __GV_D_F3(S, N, F) S##N __GV_CNFN F(S##N, S##N, S##N);
#define __GV_D_F2S(S, N, F) S##N __GV_CNFN F(S##N, S);
#define __GV_D_F3SS(S, N, F) S##N __GV_CNFN F(S##N, S, S);
#define __GV_D_F3VVS(S, N, F) S##N __GV_CNFN F(S##N, S##N, S);
#define __GV_D_FSV(S, N, F) S##N __GV_CNFN F(S, S##N);
#define __GV_D_FSSV(S, N, F) S##N __GV_CNFN F(S, S, S##N);
#define __GV_D_FI(S, N, F) S##N __GV_CNFN F(S##N, int##N);
#define __GV_D_FVI(S, N, F) S##N __GV_CNFN F(S##N, int);
#define __GV_D_IF(S, N, F) int##N __GV_CNFN F(S##N);
#define __GV_D_UI1(S, N, F) __GV_UTYPE(S, N) __GV_CNFN F(S##N);
#define __GV_D_UI2(S, N, F) __GV_UTYPE(S, N) __GV_CNFN F(S##N, S##N);
/* Math functions with a result written through a pointer (sincos, fract, ...): the write is an
 * ordinary store, race-checked like any other; both results are pure functions of the inputs. */
#define __GV_D_PTR_AS(S, N, F, PT, AS)                                                            \
  __GV_INLINE_OVL S##N F(S##N __gv_x, AS PT *__gv_p) {                                              \
    *__gv_p = __gv_##F##_out(__gv_x);                                                               \
    return __gv_##F##_value(__gv_x);                                                                \
  }
#define __GV_D_PTR(S, N, F, PT)                                                                   \
  S##N __GV_CNFN __gv_##F##_value(S##N);                                                            \
  PT __GV_CNFN __gv_##F##_out(S##N);                                                                \
  __GV_D_PTR_AS(S, N, F, PT, __global) __GV_D_PTR_AS(S, N, F, PT, __local)                         \
  __GV_D_PTR_AS(S, N, F, PT, __private)
#define __GV_D_PTRSELF(S, N, F) __GV_D_PTR(S, N, F, S##N)
#define __GV_D_PTRINT(S, N, F) __GV_D_PTR(S, N, F, int##N)
#define __GV_D_REMQUO_AS(S, N, F, AS)                                                             \
  __GV_INLINE_OVL S##N F(S##N __gv_x, S##N __gv_y, AS int##N *__gv_p) {                             \
    *__gv_p = __gv_##F##_out(__gv_x, __gv_y);                                                       \
    return __gv_##F##_value(__gv_x, __gv_y);                                                        \
  }
#define __GV_D_REMQUO(S, N, F)                                                                    \
  S##N __GV_CNFN __gv_##F##_value(S##N, S##N);                                                      \
  int##N __GV_CNFN __gv_##F##_out(S##N, S##N);                                                      \
  __GV_D_REMQUO_AS(S, N, F, __global) __GV_D_REMQUO_AS(S, N, F, __local)                           \
  __GV_D_REMQUO_AS(S, N, F, __private)

/* =============================================================================================
 * Math functions (float and double, scalar and vector)
 * =========================================================================================== */
__GV_FLOATS(__GV_D_F1, acos)
__GV_FLOATS(__GV_D_F1, acosh)
__GV_FLOATS(__GV_D_F1, acospi)
__GV_FLOATS(__GV_D_F1, asin)
__GV_FLOATS(__GV_D_F1, asinh)
__GV_FLOATS(__GV_D_F1, asinpi)
__GV_FLOATS(__GV_D_F1, atan)
__GV_FLOATS(__GV_D_F1, atanh)
__GV_FLOATS(__GV_D_F1, atanpi)
__GV_FLOATS(__GV_D_F1, cbrt)
__GV_FLOATS(__GV_D_F1, ceil)
__GV_FLOATS(__GV_D_F1, cos)
__GV_FLOATS(__GV_D_F1, cosh)
__GV_FLOATS(__GV_D_F1, cospi)
__GV_FLOATS(__GV_D_F1, erfc)
__GV_FLOATS(__GV_D_F1, erf)
__GV_FLOATS(__GV_D_F1, exp)
__GV_FLOATS(__GV_D_F1, exp2)
__GV_FLOATS(__GV_D_F1, exp10)
__GV_FLOATS(__GV_D_F1, expm1)
__GV_FLOATS(__GV_D_F1, fabs)
__GV_FLOATS(__GV_D_F1, floor)
__GV_FLOATS(__GV_D_F1, lgamma)
__GV_FLOATS(__GV_D_F1, log)
__GV_FLOATS(__GV_D_F1, log2)
__GV_FLOATS(__GV_D_F1, log10)
__GV_FLOATS(__GV_D_F1, log1p)
__GV_FLOATS(__GV_D_F1, logb)
__GV_FLOATS(__GV_D_F1, rint)
__GV_FLOATS(__GV_D_F1, round)
__GV_FLOATS(__GV_D_F1, rsqrt)
__GV_FLOATS(__GV_D_F1, sin)
__GV_FLOATS(__GV_D_F1, sinh)
__GV_FLOATS(__GV_D_F1, sinpi)
__GV_FLOATS(__GV_D_F1, sqrt)
__GV_FLOATS(__GV_D_F1, tan)
__GV_FLOATS(__GV_D_F1, tanh)
__GV_FLOATS(__GV_D_F1, tanpi)
__GV_FLOATS(__GV_D_F1, tgamma)
__GV_FLOATS(__GV_D_F1, trunc)

__GV_FLOATS(__GV_D_F2, atan2)
__GV_FLOATS(__GV_D_F2, atan2pi)
__GV_FLOATS(__GV_D_F2, copysign)
__GV_FLOATS(__GV_D_F2, fdim)
__GV_FLOATS(__GV_D_F2, fmax)
__GV_FLOATS(__GV_D_F2, fmin)
__GV_FLOATS(__GV_D_F2, fmod)
__GV_FLOATS(__GV_D_F2, hypot)
__GV_FLOATS(__GV_D_F2, maxmag)
__GV_FLOATS(__GV_D_F2, minmag)
__GV_FLOATS(__GV_D_F2, nextafter)
__GV_FLOATS(__GV_D_F2, pow)
__GV_FLOATS(__GV_D_F2, powr)
__GV_FLOATS(__GV_D_F2, remainder)
__GV_FLOATVS(__GV_D_F2S, fmax)
__GV_FLOATVS(__GV_D_F2S, fmin)

__GV_FLOATS(__GV_D_F3, fma)
__GV_FLOATS(__GV_D_F3, mad)

__GV_FLOATS(__GV_D_PTRSELF, fract)
__GV_FLOATS(__GV_D_PTRSELF, modf)
__GV_FLOATS(__GV_D_PTRSELF, sincos)
__GV_FLOATS(__GV_D_PTRINT, frexp)
__GV_FLOATS(__GV_D_PTRINT, lgamma_r)
__GV_FLOATS(__GV_D_REMQUO, remquo)

__GV_FLOATS(__GV_D_IF, ilogb)
__GV_FLOATS(__GV_D_FI, ldexp)
__GV_FLOATVS(__GV_D_FVI, ldexp)
__GV_FLOATS(__GV_D_FI, pown)
__GV_FLOATS(__GV_D_FI, rootn)
#define __GV_D_NANF(S, N, F) float##N __GV_CNFN nan(uint##N);
#define __GV_D_NAND(S, N, F) double##N __GV_CNFN nan(ulong##N);
__GV_N6(__GV_D_NANF, float, )
__GV_N6(__GV_D_NAND, double, )

/* half_ and native_ variants (float only) */
#define __GV_HALF_NATIVE(F)                                                                       \
  __GV_N6(__GV_D_F1, float, half_##F) __GV_N6(__GV_D_F1, float, native_##F)
#define __GV_HALF_NATIVE2(F)                                                                      \
  __GV_N6(__GV_D_F2, float, half_##F) __GV_N6(__GV_D_F2, float, native_##F)
__GV_HALF_NATIVE(cos)
__GV_HALF_NATIVE(exp)
__GV_HALF_NATIVE(exp2)
__GV_HALF_NATIVE(exp10)
__GV_HALF_NATIVE(log)
__GV_HALF_NATIVE(log2)
__GV_HALF_NATIVE(log10)
__GV_HALF_NATIVE(recip)
__GV_HALF_NATIVE(rsqrt)
__GV_HALF_NATIVE(sin)
__GV_HALF_NATIVE(sqrt)
__GV_HALF_NATIVE(tan)
__GV_HALF_NATIVE2(divide)
__GV_HALF_NATIVE2(powr)

/* =============================================================================================
 * Common functions (float and double)
 * =========================================================================================== */
__GV_FLOATS(__GV_D_F3, clamp)
__GV_FLOATVS(__GV_D_F3SS, clamp)
__GV_FLOATS(__GV_D_F1, degrees)
__GV_FLOATS(__GV_D_F1, radians)
__GV_FLOATS(__GV_D_F1, sign)
__GV_FLOATS(__GV_D_F2, max)
__GV_FLOATVS(__GV_D_F2S, max)
__GV_FLOATS(__GV_D_F2, min)
__GV_FLOATVS(__GV_D_F2S, min)
__GV_FLOATS(__GV_D_F3, mix)
__GV_FLOATVS(__GV_D_F3VVS, mix)
__GV_FLOATS(__GV_D_F2, step)
__GV_FLOATVS(__GV_D_FSV, step)
__GV_FLOATS(__GV_D_F3, smoothstep)
__GV_FLOATVS(__GV_D_FSSV, smoothstep)

/* =============================================================================================
 * Integer functions (char, uchar, short, ushort, int, uint, long, ulong; scalar and vector)
 * =========================================================================================== */
__GV_INTS(__GV_D_UI1, abs)
__GV_INTS(__GV_D_UI2, abs_diff)
__GV_INTS(__GV_D_F2, add_sat)
__GV_INTS(__GV_D_F2, sub_sat)
__GV_INTS(__GV_D_F2, hadd)
__GV_INTS(__GV_D_F2, rhadd)
__GV_INTS(__GV_D_F3, clamp)
__GV_INTVS(__GV_D_F3SS, clamp)
__GV_INTS(__GV_D_F1, clz)
__GV_INTS(__GV_D_F1, popcount)
__GV_INTS(__GV_D_F3, mad_hi)
__GV_INTS(__GV_D_F3, mad_sat)
__GV_INTS(__GV_D_F2, max)
__GV_INTVS(__GV_D_F2S, max)
__GV_INTS(__GV_D_F2, min)
__GV_INTVS(__GV_D_F2S, min)
__GV_INTS(__GV_D_F2, mul_hi)
__GV_INTS(__GV_D_F2, rotate)
__GV_N6(__GV_D_F3, int, mad24)
__GV_N6(__GV_D_F3, uint, mad24)
__GV_N6(__GV_D_F2, int, mul24)
__GV_N6(__GV_D_F2, uint, mul24)
#define __GV_D_UPSAMPLE(S, N, R) R##N __GV_CNFN upsample(S##N, __GV_UTYPE(S, N));
__GV_N6(__GV_D_UPSAMPLE, char, short)
__GV_N6(__GV_D_UPSAMPLE, uchar, ushort)
__GV_N6(__GV_D_UPSAMPLE, short, int)
__GV_N6(__GV_D_UPSAMPLE, ushort, uint)
__GV_N6(__GV_D_UPSAMPLE, int, long)
__GV_N6(__GV_D_UPSAMPLE, uint, ulong)

/* =============================================================================================
 * Geometric functions
 * =========================================================================================== */
#define __GV_GEOM(S, N, X)                                                                        \
  S __GV_CNFN dot(S##N, S##N);                                                                      \
  S __GV_CNFN distance(S##N, S##N);                                                                 \
  S __GV_CNFN length(S##N);                                                                         \
  S##N __GV_CNFN normalize(S##N);
#define __GV_FAST_GEOM(S, N, X)                                                                   \
  S __GV_CNFN fast_distance(S##N, S##N);                                                            \
  S __GV_CNFN fast_length(S##N);                                                                    \
  S##N __GV_CNFN fast_normalize(S##N);
#define __GV_GEOM_N(M, S) M(S, , ) M(S, 2, ) M(S, 3, ) M(S, 4, )
__GV_GEOM_N(__GV_GEOM, float)
__GV_GEOM_N(__GV_GEOM, double)
__GV_GEOM_N(__GV_FAST_GEOM, float)
float3 __GV_CNFN cross(float3, float3);
float4 __GV_CNFN cross(float4, float4);
double3 __GV_CNFN cross(double3, double3);
double4 __GV_CNFN cross(double4, double4);

/* =============================================================================================
 * Relational functions
 * =========================================================================================== */
#define __GV_D_REL2F(S, N, F) int##N __GV_CNFN F(float##N, float##N);
#define __GV_D_REL1F(S, N, F) int##N __GV_CNFN F(float##N);
#define __GV_D_REL2D(S, N, F) __GV_DREL_##N __GV_CNFN F(double##N, double##N);
#define __GV_D_REL1D(S, N, F) __GV_DREL_##N __GV_CNFN F(double##N);
#define __GV_REL2(F) __GV_N6(__GV_D_REL2F, float, F) __GV_N6(__GV_D_REL2D, double, F)
#define __GV_REL1(F) __GV_N6(__GV_D_REL1F, float, F) __GV_N6(__GV_D_REL1D, double, F)
__GV_REL2(isequal)
__GV_REL2(isnotequal)
__GV_REL2(isgreater)
__GV_REL2(isgreaterequal)
__GV_REL2(isless)
__GV_REL2(islessequal)
__GV_REL2(islessgreater)
__GV_REL2(isordered)
__GV_REL2(isunordered)
__GV_REL1(isfinite)
__GV_REL1(isinf)
__GV_REL1(isnan)
__GV_REL1(isnormal)
__GV_REL1(signbit)
#define __GV_D_ANYALL(S, N, X) int __GV_CNFN any(S##N); int __GV_CNFN all(S##N);
__GV_SIGNED_INTS(__GV_D_ANYALL, )
__GV_ALLTYPES(__GV_D_F3, bitselect)
#define __GV_D_SELECT(S, N, X)                                                                    \
  S##N __GV_CNFN select(S##N, S##N, __GV_ITYPE(S, N));                                              \
  S##N __GV_CNFN select(S##N, S##N, __GV_UITYPE(S, N));
__GV_ALLTYPES(__GV_D_SELECT, )

/* shuffle / shuffle2: gentypeM shuffle(gentypeN x, ugentypeM mask), N, M in {2, 4, 8, 16} */
#define __GV_D_SHUFFLE_NM(S, N, M)                                                                \
  S##M __GV_CNFN shuffle(S##N, __GV_UITYPE(S, M));                                                  \
  S##M __GV_CNFN shuffle2(S##N, S##N, __GV_UITYPE(S, M));
#define __GV_D_SHUFFLE(S, N, X)                                                                   \
  __GV_D_SHUFFLE_NM(S, N, 2) __GV_D_SHUFFLE_NM(S, N, 4) __GV_D_SHUFFLE_NM(S, N, 8)                  \
  __GV_D_SHUFFLE_NM(S, N, 16)
#define __GV_SHUFFLE_N(S) __GV_D_SHUFFLE(S, 2, ) __GV_D_SHUFFLE(S, 4, ) __GV_D_SHUFFLE(S, 8, )     \
  __GV_D_SHUFFLE(S, 16, )
__GV_SHUFFLE_N(char)
__GV_SHUFFLE_N(uchar)
__GV_SHUFFLE_N(short)
__GV_SHUFFLE_N(ushort)
__GV_SHUFFLE_N(int)
__GV_SHUFFLE_N(uint)
__GV_SHUFFLE_N(long)
__GV_SHUFFLE_N(ulong)
__GV_SHUFFLE_N(float)
__GV_SHUFFLE_N(double)

/* =============================================================================================
 * Conversions and reinterpretation
 *   convert_T / convert_TN (and _rtz, which is the default rounding of float -> integer):
 *       exact, a cast (scalars) or __builtin_convertvector (vectors).
 *   convert_TN_rte/_rtp/_rtn, and every _sat variant: bodiless overloadable declarations
 *       (uninterpreted for the verifier).
 *   as_TN: __builtin_astype.
 * =========================================================================================== */
#define convert_char(x) ((char)(x))
#define convert_uchar(x) ((uchar)(x))
#define convert_short(x) ((short)(x))
#define convert_ushort(x) ((ushort)(x))
#define convert_int(x) ((int)(x))
#define convert_uint(x) ((uint)(x))
#define convert_long(x) ((long)(x))
#define convert_ulong(x) ((ulong)(x))
#define convert_float(x) ((float)(x))
#define convert_double(x) ((double)(x))
#define convert_char_rtz(x) ((char)(x))
#define convert_uchar_rtz(x) ((uchar)(x))
#define convert_short_rtz(x) ((short)(x))
#define convert_ushort_rtz(x) ((ushort)(x))
#define convert_int_rtz(x) ((int)(x))
#define convert_uint_rtz(x) ((uint)(x))
#define convert_long_rtz(x) ((long)(x))
#define convert_ulong_rtz(x) ((ulong)(x))
#define convert_char2(x) __builtin_convertvector((x), char2)
#define convert_char3(x) __builtin_convertvector((x), char3)
#define convert_char4(x) __builtin_convertvector((x), char4)
#define convert_char8(x) __builtin_convertvector((x), char8)
#define convert_char16(x) __builtin_convertvector((x), char16)
#define convert_uchar2(x) __builtin_convertvector((x), uchar2)
#define convert_uchar3(x) __builtin_convertvector((x), uchar3)
#define convert_uchar4(x) __builtin_convertvector((x), uchar4)
#define convert_uchar8(x) __builtin_convertvector((x), uchar8)
#define convert_uchar16(x) __builtin_convertvector((x), uchar16)
#define convert_short2(x) __builtin_convertvector((x), short2)
#define convert_short3(x) __builtin_convertvector((x), short3)
#define convert_short4(x) __builtin_convertvector((x), short4)
#define convert_short8(x) __builtin_convertvector((x), short8)
#define convert_short16(x) __builtin_convertvector((x), short16)
#define convert_ushort2(x) __builtin_convertvector((x), ushort2)
#define convert_ushort3(x) __builtin_convertvector((x), ushort3)
#define convert_ushort4(x) __builtin_convertvector((x), ushort4)
#define convert_ushort8(x) __builtin_convertvector((x), ushort8)
#define convert_ushort16(x) __builtin_convertvector((x), ushort16)
#define convert_int2(x) __builtin_convertvector((x), int2)
#define convert_int3(x) __builtin_convertvector((x), int3)
#define convert_int4(x) __builtin_convertvector((x), int4)
#define convert_int8(x) __builtin_convertvector((x), int8)
#define convert_int16(x) __builtin_convertvector((x), int16)
#define convert_uint2(x) __builtin_convertvector((x), uint2)
#define convert_uint3(x) __builtin_convertvector((x), uint3)
#define convert_uint4(x) __builtin_convertvector((x), uint4)
#define convert_uint8(x) __builtin_convertvector((x), uint8)
#define convert_uint16(x) __builtin_convertvector((x), uint16)
#define convert_long2(x) __builtin_convertvector((x), long2)
#define convert_long3(x) __builtin_convertvector((x), long3)
#define convert_long4(x) __builtin_convertvector((x), long4)
#define convert_long8(x) __builtin_convertvector((x), long8)
#define convert_long16(x) __builtin_convertvector((x), long16)
#define convert_ulong2(x) __builtin_convertvector((x), ulong2)
#define convert_ulong3(x) __builtin_convertvector((x), ulong3)
#define convert_ulong4(x) __builtin_convertvector((x), ulong4)
#define convert_ulong8(x) __builtin_convertvector((x), ulong8)
#define convert_ulong16(x) __builtin_convertvector((x), ulong16)
#define convert_float2(x) __builtin_convertvector((x), float2)
#define convert_float3(x) __builtin_convertvector((x), float3)
#define convert_float4(x) __builtin_convertvector((x), float4)
#define convert_float8(x) __builtin_convertvector((x), float8)
#define convert_float16(x) __builtin_convertvector((x), float16)
#define convert_double2(x) __builtin_convertvector((x), double2)
#define convert_double3(x) __builtin_convertvector((x), double3)
#define convert_double4(x) __builtin_convertvector((x), double4)
#define convert_double8(x) __builtin_convertvector((x), double8)
#define convert_double16(x) __builtin_convertvector((x), double16)
#define convert_char2_rtz(x) __builtin_convertvector((x), char2)
#define convert_char3_rtz(x) __builtin_convertvector((x), char3)
#define convert_char4_rtz(x) __builtin_convertvector((x), char4)
#define convert_char8_rtz(x) __builtin_convertvector((x), char8)
#define convert_char16_rtz(x) __builtin_convertvector((x), char16)
#define convert_uchar2_rtz(x) __builtin_convertvector((x), uchar2)
#define convert_uchar3_rtz(x) __builtin_convertvector((x), uchar3)
#define convert_uchar4_rtz(x) __builtin_convertvector((x), uchar4)
#define convert_uchar8_rtz(x) __builtin_convertvector((x), uchar8)
#define convert_uchar16_rtz(x) __builtin_convertvector((x), uchar16)
#define convert_short2_rtz(x) __builtin_convertvector((x), short2)
#define convert_short3_rtz(x) __builtin_convertvector((x), short3)
#define convert_short4_rtz(x) __builtin_convertvector((x), short4)
#define convert_short8_rtz(x) __builtin_convertvector((x), short8)
#define convert_short16_rtz(x) __builtin_convertvector((x), short16)
#define convert_ushort2_rtz(x) __builtin_convertvector((x), ushort2)
#define convert_ushort3_rtz(x) __builtin_convertvector((x), ushort3)
#define convert_ushort4_rtz(x) __builtin_convertvector((x), ushort4)
#define convert_ushort8_rtz(x) __builtin_convertvector((x), ushort8)
#define convert_ushort16_rtz(x) __builtin_convertvector((x), ushort16)
#define convert_int2_rtz(x) __builtin_convertvector((x), int2)
#define convert_int3_rtz(x) __builtin_convertvector((x), int3)
#define convert_int4_rtz(x) __builtin_convertvector((x), int4)
#define convert_int8_rtz(x) __builtin_convertvector((x), int8)
#define convert_int16_rtz(x) __builtin_convertvector((x), int16)
#define convert_uint2_rtz(x) __builtin_convertvector((x), uint2)
#define convert_uint3_rtz(x) __builtin_convertvector((x), uint3)
#define convert_uint4_rtz(x) __builtin_convertvector((x), uint4)
#define convert_uint8_rtz(x) __builtin_convertvector((x), uint8)
#define convert_uint16_rtz(x) __builtin_convertvector((x), uint16)
#define convert_long2_rtz(x) __builtin_convertvector((x), long2)
#define convert_long3_rtz(x) __builtin_convertvector((x), long3)
#define convert_long4_rtz(x) __builtin_convertvector((x), long4)
#define convert_long8_rtz(x) __builtin_convertvector((x), long8)
#define convert_long16_rtz(x) __builtin_convertvector((x), long16)
#define convert_ulong2_rtz(x) __builtin_convertvector((x), ulong2)
#define convert_ulong3_rtz(x) __builtin_convertvector((x), ulong3)
#define convert_ulong4_rtz(x) __builtin_convertvector((x), ulong4)
#define convert_ulong8_rtz(x) __builtin_convertvector((x), ulong8)
#define convert_ulong16_rtz(x) __builtin_convertvector((x), ulong16)

/* Declared variants: for destination D and suffix SFX, one overload per source type. */
#define __GV_CONV_DECLS_FOR(D, N, SFX)                                                            \
  D##N __GV_CNFN convert_##D##N##SFX(char##N);                                                      \
  D##N __GV_CNFN convert_##D##N##SFX(uchar##N);                                                     \
  D##N __GV_CNFN convert_##D##N##SFX(short##N);                                                     \
  D##N __GV_CNFN convert_##D##N##SFX(ushort##N);                                                    \
  D##N __GV_CNFN convert_##D##N##SFX(int##N);                                                       \
  D##N __GV_CNFN convert_##D##N##SFX(uint##N);                                                      \
  D##N __GV_CNFN convert_##D##N##SFX(long##N);                                                      \
  D##N __GV_CNFN convert_##D##N##SFX(ulong##N);                                                     \
  D##N __GV_CNFN convert_##D##N##SFX(float##N);                                                     \
  D##N __GV_CNFN convert_##D##N##SFX(double##N);
#define __GV_CONV_DECLS_N(D, N, X)                                                                \
  __GV_CONV_DECLS_FOR(D, N, _sat) __GV_CONV_DECLS_FOR(D, N, _sat_rte)                             \
  __GV_CONV_DECLS_FOR(D, N, _sat_rtz) __GV_CONV_DECLS_FOR(D, N, _sat_rtp)                         \
  __GV_CONV_DECLS_FOR(D, N, _sat_rtn) __GV_CONV_DECLS_FOR(D, N, _rte)                             \
  __GV_CONV_DECLS_FOR(D, N, _rtp) __GV_CONV_DECLS_FOR(D, N, _rtn)
__GV_N6(__GV_CONV_DECLS_N, char, )
__GV_N6(__GV_CONV_DECLS_N, uchar, )
__GV_N6(__GV_CONV_DECLS_N, short, )
__GV_N6(__GV_CONV_DECLS_N, ushort, )
__GV_N6(__GV_CONV_DECLS_N, int, )
__GV_N6(__GV_CONV_DECLS_N, uint, )
__GV_N6(__GV_CONV_DECLS_N, long, )
__GV_N6(__GV_CONV_DECLS_N, ulong, )
/* float/double destinations: no _sat variants in OpenCL C */
#define __GV_CONV_DECLS_FN(D, N, X)                                                               \
  __GV_CONV_DECLS_FOR(D, N, _rte) __GV_CONV_DECLS_FOR(D, N, _rtz)                                 \
  __GV_CONV_DECLS_FOR(D, N, _rtp) __GV_CONV_DECLS_FOR(D, N, _rtn)
__GV_N6(__GV_CONV_DECLS_FN, float, )
__GV_N6(__GV_CONV_DECLS_FN, double, )

#define as_char(x) __builtin_astype((x), char)
#define as_char2(x) __builtin_astype((x), char2)
#define as_char3(x) __builtin_astype((x), char3)
#define as_char4(x) __builtin_astype((x), char4)
#define as_char8(x) __builtin_astype((x), char8)
#define as_char16(x) __builtin_astype((x), char16)
#define as_uchar(x) __builtin_astype((x), uchar)
#define as_uchar2(x) __builtin_astype((x), uchar2)
#define as_uchar3(x) __builtin_astype((x), uchar3)
#define as_uchar4(x) __builtin_astype((x), uchar4)
#define as_uchar8(x) __builtin_astype((x), uchar8)
#define as_uchar16(x) __builtin_astype((x), uchar16)
#define as_short(x) __builtin_astype((x), short)
#define as_short2(x) __builtin_astype((x), short2)
#define as_short3(x) __builtin_astype((x), short3)
#define as_short4(x) __builtin_astype((x), short4)
#define as_short8(x) __builtin_astype((x), short8)
#define as_short16(x) __builtin_astype((x), short16)
#define as_ushort(x) __builtin_astype((x), ushort)
#define as_ushort2(x) __builtin_astype((x), ushort2)
#define as_ushort3(x) __builtin_astype((x), ushort3)
#define as_ushort4(x) __builtin_astype((x), ushort4)
#define as_ushort8(x) __builtin_astype((x), ushort8)
#define as_ushort16(x) __builtin_astype((x), ushort16)
#define as_int(x) __builtin_astype((x), int)
#define as_int2(x) __builtin_astype((x), int2)
#define as_int3(x) __builtin_astype((x), int3)
#define as_int4(x) __builtin_astype((x), int4)
#define as_int8(x) __builtin_astype((x), int8)
#define as_int16(x) __builtin_astype((x), int16)
#define as_uint(x) __builtin_astype((x), uint)
#define as_uint2(x) __builtin_astype((x), uint2)
#define as_uint3(x) __builtin_astype((x), uint3)
#define as_uint4(x) __builtin_astype((x), uint4)
#define as_uint8(x) __builtin_astype((x), uint8)
#define as_uint16(x) __builtin_astype((x), uint16)
#define as_long(x) __builtin_astype((x), long)
#define as_long2(x) __builtin_astype((x), long2)
#define as_long3(x) __builtin_astype((x), long3)
#define as_long4(x) __builtin_astype((x), long4)
#define as_long8(x) __builtin_astype((x), long8)
#define as_long16(x) __builtin_astype((x), long16)
#define as_ulong(x) __builtin_astype((x), ulong)
#define as_ulong2(x) __builtin_astype((x), ulong2)
#define as_ulong3(x) __builtin_astype((x), ulong3)
#define as_ulong4(x) __builtin_astype((x), ulong4)
#define as_ulong8(x) __builtin_astype((x), ulong8)
#define as_ulong16(x) __builtin_astype((x), ulong16)
#define as_float(x) __builtin_astype((x), float)
#define as_float2(x) __builtin_astype((x), float2)
#define as_float3(x) __builtin_astype((x), float3)
#define as_float4(x) __builtin_astype((x), float4)
#define as_float8(x) __builtin_astype((x), float8)
#define as_float16(x) __builtin_astype((x), float16)
#define as_double(x) __builtin_astype((x), double)
#define as_double2(x) __builtin_astype((x), double2)
#define as_double3(x) __builtin_astype((x), double3)
#define as_double4(x) __builtin_astype((x), double4)
#define as_double8(x) __builtin_astype((x), double8)
#define as_double16(x) __builtin_astype((x), double16)

/* =============================================================================================
 * vloadN / vstoreN: always-inlined element loads and stores
 * =========================================================================================== */
#define __GV_LD2(q) q[0], q[1]
#define __GV_LD3(q) q[0], q[1], q[2]
#define __GV_LD4(q) q[0], q[1], q[2], q[3]
#define __GV_LD8(q) __GV_LD4(q), q[4], q[5], q[6], q[7]
#define __GV_LD16(q) __GV_LD8(q), q[8], q[9], q[10], q[11], q[12], q[13], q[14], q[15]
#define __GV_ST2(q, v) q[0] = v.s0; q[1] = v.s1;
#define __GV_ST3(q, v) __GV_ST2(q, v) q[2] = v.s2;
#define __GV_ST4(q, v) __GV_ST3(q, v) q[3] = v.s3;
#define __GV_ST8(q, v) __GV_ST4(q, v) q[4] = v.s4; q[5] = v.s5; q[6] = v.s6; q[7] = v.s7;
#define __GV_ST16(q, v)                                                                           \
  __GV_ST8(q, v) q[8] = v.s8; q[9] = v.s9; q[10] = v.sA; q[11] = v.sB; q[12] = v.sC;              \
  q[13] = v.sD; q[14] = v.sE; q[15] = v.sF;
#define __GV_VLOAD(S, N, AS)                                                                      \
  __GV_INLINE_OVL S##N vload##N(size_t __gv_off, const AS S *__gv_p) {                              \
    const AS S *__gv_q = __gv_p + __gv_off * N;                                                     \
    return (S##N)(__GV_LD##N(__gv_q));                                                              \
  }
#define __GV_VSTORE(S, N, AS)                                                                     \
  __GV_INLINE_OVL void vstore##N(S##N __gv_v, size_t __gv_off, AS S *__gv_p) {                      \
    AS S *__gv_q = __gv_p + __gv_off * N;                                                           \
    __GV_ST##N(__gv_q, __gv_v)                                                                      \
  }
#define __GV_VLOADSTORE_N(S, N)                                                                   \
  __GV_VLOAD(S, N, __global) __GV_VLOAD(S, N, __local) __GV_VLOAD(S, N, __constant)                \
  __GV_VLOAD(S, N, __private) __GV_VSTORE(S, N, __global) __GV_VSTORE(S, N, __local)               \
  __GV_VSTORE(S, N, __private)
#define __GV_VLOADSTORE(S)                                                                        \
  __GV_VLOADSTORE_N(S, 2) __GV_VLOADSTORE_N(S, 3) __GV_VLOADSTORE_N(S, 4)                          \
  __GV_VLOADSTORE_N(S, 8) __GV_VLOADSTORE_N(S, 16)
__GV_VLOADSTORE(char)
__GV_VLOADSTORE(uchar)
__GV_VLOADSTORE(short)
__GV_VLOADSTORE(ushort)
__GV_VLOADSTORE(int)
__GV_VLOADSTORE(uint)
__GV_VLOADSTORE(long)
__GV_VLOADSTORE(ulong)
__GV_VLOADSTORE(float)
__GV_VLOADSTORE(double)

/* half <-> float loads and stores: declarations only */
#define __GV_D_VHALF_AS(N, AS)                                                                    \
  float##N __attribute__((overloadable)) vload_half##N(size_t, const AS half *);                   \
  float##N __attribute__((overloadable)) vloada_half##N(size_t, const AS half *);                  \
  void __attribute__((overloadable)) vstore_half##N(float##N, size_t, AS half *);                  \
  void __attribute__((overloadable)) vstorea_half##N(float##N, size_t, AS half *);
#define __GV_D_VHALF(S, N, X)                                                                     \
  __GV_D_VHALF_AS(N, __global) __GV_D_VHALF_AS(N, __local) __GV_D_VHALF_AS(N, __private)           \
  float##N __attribute__((overloadable)) vload_half##N(size_t, const __constant half *);           \
  float##N __attribute__((overloadable)) vloada_half##N(size_t, const __constant half *);
__GV_N6(__GV_D_VHALF, float, )

/* =============================================================================================
 * Atomics
 * =========================================================================================== */
#define __GV_ATOMIC_BIN_DECL(OP, AS, T)                                                           \
  T __gv_atomic_##OP##_##AS##_##T(volatile __##AS T *p, T v);
#define __GV_ATOMIC_UN_DECL(OP, AS, T) T __gv_atomic_##OP##_##AS##_##T(volatile __##AS T *p);
#define __GV_ATOMIC_CAS_DECL(AS, T)                                                               \
  T __gv_atomic_cmpxchg_##AS##_##T(volatile __##AS T *p, T cmp, T v);
#define __GV_ATOMIC_BIN_FN(NAME, OP, AS, T)                                                       \
  __GV_INLINE_OVL T NAME(volatile __##AS T *__gv_p, T __gv_v) {                                     \
    return __gv_atomic_##OP##_##AS##_##T(__gv_p, __gv_v);                                           \
  }
#define __GV_ATOMIC_UN_FN(NAME, OP, AS, T)                                                        \
  __GV_INLINE_OVL T NAME(volatile __##AS T *__gv_p) { return __gv_atomic_##OP##_##AS##_##T(__gv_p); }
#define __GV_ATOMIC_CAS_FN(NAME, AS, T)                                                           \
  __GV_INLINE_OVL T NAME(volatile __##AS T *__gv_p, T __gv_c, T __gv_v) {                           \
    return __gv_atomic_cmpxchg_##AS##_##T(__gv_p, __gv_c, __gv_v);                                  \
  }
#define __GV_ATOMICS_DECL(AS, T)                                                                  \
  __GV_ATOMIC_BIN_DECL(add, AS, T) __GV_ATOMIC_BIN_DECL(sub, AS, T)                               \
  __GV_ATOMIC_BIN_DECL(xchg, AS, T) __GV_ATOMIC_BIN_DECL(min, AS, T)                              \
  __GV_ATOMIC_BIN_DECL(max, AS, T) __GV_ATOMIC_BIN_DECL(and, AS, T)                               \
  __GV_ATOMIC_BIN_DECL(or, AS, T) __GV_ATOMIC_BIN_DECL(xor, AS, T)                                \
  __GV_ATOMIC_UN_DECL(inc, AS, T) __GV_ATOMIC_UN_DECL(dec, AS, T) __GV_ATOMIC_CAS_DECL(AS, T)
#define __GV_ATOMICS_FN(PFX, AS, T)                                                               \
  __GV_ATOMIC_BIN_FN(PFX##_add, add, AS, T) __GV_ATOMIC_BIN_FN(PFX##_sub, sub, AS, T)             \
  __GV_ATOMIC_BIN_FN(PFX##_xchg, xchg, AS, T) __GV_ATOMIC_BIN_FN(PFX##_min, min, AS, T)           \
  __GV_ATOMIC_BIN_FN(PFX##_max, max, AS, T) __GV_ATOMIC_BIN_FN(PFX##_and, and, AS, T)             \
  __GV_ATOMIC_BIN_FN(PFX##_or, or, AS, T) __GV_ATOMIC_BIN_FN(PFX##_xor, xor, AS, T)               \
  __GV_ATOMIC_UN_FN(PFX##_inc, inc, AS, T) __GV_ATOMIC_UN_FN(PFX##_dec, dec, AS, T)               \
  __GV_ATOMIC_CAS_FN(PFX##_cmpxchg, AS, T)
#define __GV_ATOMICS(AS)                                                                          \
  __GV_ATOMICS_DECL(AS, int) __GV_ATOMICS_DECL(AS, uint) __GV_ATOMICS_DECL(AS, long)              \
  __GV_ATOMICS_DECL(AS, ulong) __GV_ATOMIC_BIN_DECL(xchg, AS, float)                              \
  __GV_ATOMICS_FN(atomic, AS, int) __GV_ATOMICS_FN(atomic, AS, uint)                              \
  __GV_ATOMIC_BIN_FN(atomic_xchg, xchg, AS, float)                                                \
  __GV_ATOMICS_FN(atom, AS, int) __GV_ATOMICS_FN(atom, AS, uint) __GV_ATOMICS_FN(atom, AS, long)  \
  __GV_ATOMICS_FN(atom, AS, ulong)
__GV_ATOMICS(global)
__GV_ATOMICS(local)

/* AMD's cl_ext_atomic_counters_32 (the AMD APP SDK's kernels): a counter is a global uint
 * incremented and decremented atomically, by atomic_inc and atomic_dec above. */
#define cl_ext_atomic_counters_32 1
typedef volatile __global uint *counter32_t;

/* =============================================================================================
 * Async copies between global and local memory
 * =========================================================================================== */
void __gv_wait_group_events(int num_events, event_t *event_list);
__GV_INLINE void wait_group_events(int __gv_n, event_t *__gv_list) {
  __gv_wait_group_events(__gv_n, __gv_list);
}
#define __GV_ASYNC(S, N, X)                                                                       \
  event_t __gv_async_copy_global_to_local_##S##N(__local S##N *dst, const __global S##N *src,       \
                                                 size_t num_elements, event_t event);               \
  event_t __gv_async_copy_local_to_global_##S##N(__global S##N *dst, const __local S##N *src,       \
                                                 size_t num_elements, event_t event);               \
  event_t __gv_async_strided_copy_global_to_local_##S##N(__local S##N *dst,                         \
                                                         const __global S##N *src,                  \
                                                         size_t num_elements, size_t stride,        \
                                                         event_t event);                            \
  event_t __gv_async_strided_copy_local_to_global_##S##N(__global S##N *dst,                        \
                                                         const __local S##N *src,                   \
                                                         size_t num_elements, size_t stride,        \
                                                         event_t event);                            \
  __GV_INLINE_OVL event_t async_work_group_copy(__local S##N *__gv_dst,                             \
                                                const __global S##N *__gv_src, size_t __gv_n,       \
                                                event_t __gv_e) {                                   \
    return __gv_async_copy_global_to_local_##S##N(__gv_dst, __gv_src, __gv_n, __gv_e);              \
  }                                                                                                 \
  __GV_INLINE_OVL event_t async_work_group_copy(__global S##N *__gv_dst,                            \
                                                const __local S##N *__gv_src, size_t __gv_n,        \
                                                event_t __gv_e) {                                   \
    return __gv_async_copy_local_to_global_##S##N(__gv_dst, __gv_src, __gv_n, __gv_e);              \
  }                                                                                                 \
  __GV_INLINE_OVL event_t async_work_group_strided_copy(__local S##N *__gv_dst,                     \
                                                        const __global S##N *__gv_src,              \
                                                        size_t __gv_n, size_t __gv_stride,          \
                                                        event_t __gv_e) {                           \
    return __gv_async_strided_copy_global_to_local_##S##N(__gv_dst, __gv_src, __gv_n, __gv_stride,  \
                                                          __gv_e);                                  \
  }                                                                                                 \
  __GV_INLINE_OVL event_t async_work_group_strided_copy(__global S##N *__gv_dst,                    \
                                                        const __local S##N *__gv_src,               \
                                                        size_t __gv_n, size_t __gv_stride,          \
                                                        event_t __gv_e) {                           \
    return __gv_async_strided_copy_local_to_global_##S##N(__gv_dst, __gv_src, __gv_n, __gv_stride,  \
                                                          __gv_e);                                  \
  }                                                                                                 \
  __GV_INLINE_OVL void prefetch(const __global S##N *__gv_p, size_t __gv_n) {                       \
    (void)__gv_p;                                                                                   \
    (void)__gv_n;                                                                                   \
  }
__GV_ALLTYPES(__GV_ASYNC, )

/* =============================================================================================
 * Images (minimal): declarations only
 * =========================================================================================== */
#define __GV_D_READ_IMAGE(R, F, IMG, IC, FC)                                                      \
  R __attribute__((overloadable)) F(read_only IMG, sampler_t, IC);                                  \
  R __attribute__((overloadable)) F(read_only IMG, sampler_t, FC);                                  \
  R __attribute__((overloadable)) F(read_only IMG, IC);
#define __GV_D_IMAGES(IMG, IC, FC)                                                                \
  __GV_D_READ_IMAGE(float4, read_imagef, IMG, IC, FC)                                             \
  __GV_D_READ_IMAGE(int4, read_imagei, IMG, IC, FC)                                               \
  __GV_D_READ_IMAGE(uint4, read_imageui, IMG, IC, FC)                                             \
  int __GV_CNFN get_image_width(read_only IMG);                                                     \
  int __GV_CNFN get_image_width(write_only IMG);                                                    \
  int __GV_CNFN get_image_height(read_only IMG);                                                    \
  int __GV_CNFN get_image_height(write_only IMG);                                                   \
  int __GV_CNFN get_image_channel_data_type(read_only IMG);                                         \
  int __GV_CNFN get_image_channel_data_type(write_only IMG);                                        \
  int __GV_CNFN get_image_channel_order(read_only IMG);                                             \
  int __GV_CNFN get_image_channel_order(write_only IMG);
__GV_D_IMAGES(image2d_t, int2, float2)
__GV_D_IMAGES(image3d_t, int4, float4)
void __attribute__((overloadable)) write_imagef(write_only image2d_t, int2, float4);
void __attribute__((overloadable)) write_imagei(write_only image2d_t, int2, int4);
void __attribute__((overloadable)) write_imageui(write_only image2d_t, int2, uint4);
int2 __GV_CNFN get_image_dim(read_only image2d_t);
int2 __GV_CNFN get_image_dim(write_only image2d_t);
int4 __GV_CNFN get_image_dim(read_only image3d_t);
int __GV_CNFN get_image_depth(read_only image3d_t);

/* =============================================================================================
 * printf and other annotations that need OpenCL types
 * =========================================================================================== */
int printf(__constant const char *restrict __gv_format, ...);

int4 __gv_return_val_int4(void);
#define __return_val_int4() __gv_return_val_int4()

#pragma clang attribute pop
#endif /* __GV_OPENCL_H */
