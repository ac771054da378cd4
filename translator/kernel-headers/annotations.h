/* annotations.h -- gpuverify's kernel annotation API, shared by OpenCL (opencl.h) and CUDA (cuda.h).
 *
 * Every annotation is a macro (or an inline function) over an intrinsic whose name starts with
 * "__gv_". The intrinsics are only declared; the translator recognises calls to them by name and
 * models them. Declarations are plain C names, except the pointer intrinsics in OpenCL, which are
 * declared __attribute__((overloadable)) once per address space and are therefore Itanium-mangled
 * (e.g. _Z9__gv_readPU3AS1VKv); the translator demangles the base name. In CUDA every intrinsic is
 * extern "C" __device__.
 *
 * Conventions:
 *  - Boolean arguments of intrinsics are C ints (0/1); the macros convert with !!(e).
 *  - The macros never use &&, || or ?: (they would create control flow and break the detection of
 *    loop heads); combinations use __gv_implies, __gv_ite or bitwise & and | on 0/1 ints.
 *  - Pointer arguments are "const volatile void *" (any pointer converts to it implicitly).
 *
 * __axiom(E) defines a function named __gv_axiom_<counter> that returns !!(E); the translator turns
 * every defined function whose name starts with "__gv_axiom_" into an axiom. The size axioms
 * (-D__LOCAL_SIZE_0=... etc.) are NOT expressed in these headers: the translator gets the sizes
 * directly from the driver.
 *
 * DECLARE_UF_UNARY(F, A, R) / DECLARE_UF_BINARY(F, A, B, R) declare an uninterpreted function: an
 * always-inlined wrapper F calling the intrinsic __gv_uf_F (no body, unmangled C name).
 */
#ifndef __GV_ANNOTATIONS_H
#define __GV_ANNOTATIONS_H

/* ---------------------------------------------------------------------------------------------
 * Language plumbing
 * ------------------------------------------------------------------------------------------- */
#if defined(__CUDA__)
#define __GV_CUDA 1
#define __GV_DECL extern "C" __attribute__((device))
#define __GV_INLINE static inline __attribute__((always_inline, device))
#define __GV_PTR const volatile void *
#elif defined(__OPENCL_C_VERSION__) || defined(__OPENCL_VERSION__)
#define __GV_OPENCL 1
#define __GV_DECL
#define __GV_INLINE static inline __attribute__((always_inline))
#define __GV_OVL __attribute__((overloadable))
#else
#error "gpuverify annotations.h: compile as OpenCL C (-x cl) or CUDA (-x cuda)"
#endif

#define __GV_CAT_(a, b) a##b
#define __GV_CAT(a, b) __GV_CAT_(a, b)

typedef __SIZE_TYPE__ __gv_size_t;

/* ---------------------------------------------------------------------------------------------
 * Work-item geometry (declared here because __same_group needs the group ids).
 *   OpenCL: size_t __gv_local_id(unsigned dim)     CUDA: unsigned int __gv_local_id(unsigned dim)
 * ------------------------------------------------------------------------------------------- */
#ifdef __GV_CUDA
typedef unsigned int __gv_dim_t;
#else
typedef __gv_size_t __gv_dim_t;
#endif
/* These are pure (attribute const: no memory effects), so LLVM may CSE or hoist them. */
#define __GV_PURE __attribute__((const))
__GV_DECL __gv_dim_t __gv_local_id(unsigned int dim) __GV_PURE;
__GV_DECL __gv_dim_t __gv_group_id(unsigned int dim) __GV_PURE;
__GV_DECL __gv_dim_t __gv_local_size(unsigned int dim) __GV_PURE;
__GV_DECL __gv_dim_t __gv_num_groups(unsigned int dim) __GV_PURE;
__GV_DECL __gv_dim_t __gv_global_offset(unsigned int dim) __GV_PURE;
__GV_DECL unsigned int __gv_work_dim(void) __GV_PURE;
__GV_DECL unsigned int __gv_warp_size(void) __GV_PURE;

/* Barriers and fences (the arguments are 0/1; a fence's global_fence is 2 where it orders the
 * thread's accesses for other groups too: __threadfence, OpenCL's global mem_fence). */
__GV_DECL void __gv_barrier(int local_fence, int global_fence);
__GV_DECL void __gv_grid_barrier(void);
__GV_DECL void __gv_mem_fence(int local_fence, int global_fence);

/* ---------------------------------------------------------------------------------------------
 * Scalar annotation intrinsics
 * ------------------------------------------------------------------------------------------- */
__GV_DECL void __gv_assert(int);
__GV_DECL void __gv_global_assert(int);
__GV_DECL void __gv_candidate_assert(int);
__GV_DECL void __gv_candidate_global_assert(int);
__GV_DECL void __gv_assume(int);
__GV_DECL void __gv_invariant(int);
__GV_DECL void __gv_global_invariant(int);
__GV_DECL void __gv_candidate_invariant(int);
__GV_DECL void __gv_candidate_global_invariant(int);
__GV_DECL void __gv_function_wide_invariant(int);
__GV_DECL void __gv_function_wide_candidate_invariant(int);
__GV_DECL void __gv_requires(int);
__GV_DECL void __gv_global_requires(int);
__GV_DECL void __gv_ensures(int);
__GV_DECL void __gv_global_ensures(int);
__GV_DECL int __gv_implies(int, int);
__GV_DECL int __gv_ite(int, int, int);
__GV_DECL int __gv_enabled(void);
__GV_DECL int __gv_dominator_enabled(void);
__GV_DECL int __gv_other_int(int);
__GV_DECL int __gv_other_bool(int);
__GV_DECL int __gv_return_val_int(void);
__GV_DECL int __gv_return_val_bool(void);
__GV_DECL int __gv_old_int(int);
__GV_DECL int __gv_old_bool(int);
__GV_DECL void __gv_axiom(int);

/* Return values of pointer / function-pointer type (for postconditions). OpenCL C has no
 * function pointers, and its pointer-returning functions mostly return __global pointers. */
#ifdef __GV_CUDA
typedef void (*__gv_funptr_t)(void);
__GV_DECL void *__gv_return_val_ptr(void);
__GV_DECL __gv_funptr_t __gv_return_val_funptr(void);
#define __return_val_funptr(T) ((T)__gv_return_val_funptr())
#else
__GV_DECL __global void *__gv_return_val_ptr(void);
#endif

/* Arithmetic helpers: the sum, under the assumption that it does not overflow. */
__GV_DECL char __gv_add_noovfl_char(char, char);
__GV_DECL short __gv_add_noovfl_short(short, short);
__GV_DECL int __gv_add_noovfl_int(int, int);
__GV_DECL long __gv_add_noovfl_long(long, long);
__GV_DECL unsigned char __gv_add_noovfl_unsigned_char(unsigned char, unsigned char);
__GV_DECL unsigned short __gv_add_noovfl_unsigned_short(unsigned short, unsigned short);
__GV_DECL unsigned int __gv_add_noovfl_unsigned_int(unsigned int, unsigned int);
__GV_DECL unsigned long __gv_add_noovfl_unsigned_long(unsigned long, unsigned long);

/* The abstract operator of the barrier-invariants paper (section 5): known only to have identity 0
   and to be at least each operand (unsigned). +, max and | on unsigned values are such operators (+
   where it does not overflow): a kernel proved with it is proved for each of them. Associativity is
   not assumed, so a specification must group its sums as the kernel computes them. */
__GV_DECL unsigned char __gv_abstract_op_unsigned_char(unsigned char, unsigned char);
__GV_DECL unsigned short __gv_abstract_op_unsigned_short(unsigned short, unsigned short);
__GV_DECL unsigned int __gv_abstract_op_unsigned_int(unsigned int, unsigned int);
__GV_DECL unsigned long __gv_abstract_op_unsigned_long(unsigned long, unsigned long);

/* ---------------------------------------------------------------------------------------------
 * Pointer annotation intrinsics
 * ------------------------------------------------------------------------------------------- */
#ifdef __GV_CUDA
__GV_DECL int __gv_read(__GV_PTR p);
__GV_DECL int __gv_write(__GV_PTR p);
__GV_DECL int __gv_atomic(__GV_PTR p);
__GV_DECL int __gv_read_implies(__GV_PTR p, int e);
__GV_DECL int __gv_write_implies(__GV_PTR p, int e);
__GV_DECL int __gv_atomic_implies(__GV_PTR p, int e);
__GV_DECL __gv_size_t __gv_read_offset_bytes(__GV_PTR p);
__GV_DECL __gv_size_t __gv_write_offset_bytes(__GV_PTR p);
__GV_DECL __gv_size_t __gv_ptr_offset_bytes(__GV_PTR p);
__GV_DECL int __gv_ptr_base(__GV_PTR p);
__GV_DECL int __gv_other_ptr_base(__GV_PTR p);
__GV_DECL void __gv_requires_fresh_array(__GV_PTR p);
__GV_DECL void __gv_reads_from(__GV_PTR p);
__GV_DECL void __gv_writes_to(__GV_PTR p);
__GV_DECL int __gv_atomic_has_taken_value(__GV_PTR p, __gv_size_t offset, __gv_size_t value);
__GV_DECL void __gv_array_snapshot(const volatile void *dst, __GV_PTR src);
#else
/* One overload per address space: __global, __local, __constant, __private. */
#define __GV_PTR_INTRINSICS(AS)                                                                    \
  int __GV_OVL __gv_read(const volatile AS void *p);                                              \
  int __GV_OVL __gv_write(const volatile AS void *p);                                             \
  int __GV_OVL __gv_atomic(const volatile AS void *p);                                            \
  int __GV_OVL __gv_read_implies(const volatile AS void *p, int e);                               \
  int __GV_OVL __gv_write_implies(const volatile AS void *p, int e);                              \
  int __GV_OVL __gv_atomic_implies(const volatile AS void *p, int e);                             \
  __gv_size_t __GV_OVL __gv_read_offset_bytes(const volatile AS void *p);                         \
  __gv_size_t __GV_OVL __gv_write_offset_bytes(const volatile AS void *p);                        \
  __gv_size_t __GV_OVL __gv_ptr_offset_bytes(const volatile AS void *p);                          \
  int __GV_OVL __gv_ptr_base(const volatile AS void *p);                                          \
  int __GV_OVL __gv_other_ptr_base(const volatile AS void *p);                                    \
  void __GV_OVL __gv_requires_fresh_array(const volatile AS void *p);                             \
  void __GV_OVL __gv_reads_from(const volatile AS void *p);                                       \
  void __GV_OVL __gv_writes_to(const volatile AS void *p);                                        \
  int __GV_OVL __gv_atomic_has_taken_value(const volatile AS void *p, __gv_size_t offset,         \
                                           __gv_size_t value);                                    \
  void __GV_OVL __gv_array_snapshot(const volatile AS void *dst, const volatile __global void *src); \
  void __GV_OVL __gv_array_snapshot(const volatile AS void *dst, const volatile __local void *src); \
  void __GV_OVL __gv_array_snapshot(const volatile AS void *dst,                                  \
                                    const volatile __constant void *src);                         \
  void __GV_OVL __gv_array_snapshot(const volatile AS void *dst, const volatile __private void *src);
__GV_PTR_INTRINSICS(__global)
__GV_PTR_INTRINSICS(__local)
__GV_PTR_INTRINSICS(__constant)
__GV_PTR_INTRINSICS(__private)
#undef __GV_PTR_INTRINSICS
#endif

/* Uninterpreted functions */
#ifdef __GV_CUDA
#define __GV_UF_DECL extern "C" __attribute__((device))
#else
#define __GV_UF_DECL
#endif
#define DECLARE_UF_UNARY(NAME, ARG1_TYPE, RETURN_TYPE)                                            \
  __GV_UF_DECL RETURN_TYPE __gv_uf_##NAME(ARG1_TYPE);                                              \
  __GV_INLINE RETURN_TYPE NAME(ARG1_TYPE __gv_x) { return __gv_uf_##NAME(__gv_x); }
#define DECLARE_UF_BINARY(NAME, ARG1_TYPE, ARG2_TYPE, RETURN_TYPE)                                \
  __GV_UF_DECL RETURN_TYPE __gv_uf_##NAME(ARG1_TYPE, ARG2_TYPE);                                   \
  __GV_INLINE RETURN_TYPE NAME(ARG1_TYPE __gv_x, ARG2_TYPE __gv_y) {                               \
    return __gv_uf_##NAME(__gv_x, __gv_y);                                                          \
  }

/* ---------------------------------------------------------------------------------------------
 * User-facing annotation API (GPUVerify names)
 * ------------------------------------------------------------------------------------------- */
#define __GV_BOOL(e) (!!(e))

/* Assertions and assumptions */
#define __assert(e) __gv_assert(__GV_BOOL(e))
#define __global_assert(e) __gv_global_assert(__GV_BOOL(e))
#define __candidate_assert(e) __gv_candidate_assert(__GV_BOOL(e))
#define __candidate_global_assert(e) __gv_candidate_global_assert(__GV_BOOL(e))
#define __assume(e) __gv_assume(__GV_BOOL(e))

/* Loop invariants: place them at the loop head, e.g. while (__invariant(I), c) */
#define __invariant(e) __gv_invariant(__GV_BOOL(e))
#define __global_invariant(e) __gv_global_invariant(__GV_BOOL(e))
#define __candidate_invariant(e) __gv_candidate_invariant(__GV_BOOL(e))
#define __candidate_global_invariant(e) __gv_candidate_global_invariant(__GV_BOOL(e))
#define __function_wide_invariant(e) __gv_function_wide_invariant(__GV_BOOL(e))
#define __function_wide_candidate_invariant(e) __gv_function_wide_candidate_invariant(__GV_BOOL(e))

/* Contracts */
#define __requires(e) __gv_requires(__GV_BOOL(e))
#define __global_requires(e) __gv_global_requires(__GV_BOOL(e))
#define __ensures(e) __gv_ensures(__GV_BOOL(e))
#define __global_ensures(e) __gv_global_ensures(__GV_BOOL(e))
#define __return_val_int() __gv_return_val_int()
#define __return_val_bool() __gv_return_val_bool()
#define __return_val_ptr() __gv_return_val_ptr()
#define __old_int(x) __gv_old_int((int)(x))
#define __old_bool(x) __gv_old_bool(__GV_BOOL(x))

/* Logic helpers */
#define __implies(a, b) __gv_implies(__GV_BOOL(a), __GV_BOOL(b))
#define __ite(b, x, y) __gv_ite(__GV_BOOL(b), (int)(x), (int)(y))
#define __is_pow2(x) (((x) & ((x) - 1)) == 0)
#define __mod_pow2(x, y) ((x) & ((y) - 1))

/* Thread and enabledness predicates */
#define __enabled() __gv_enabled()
#define __dominator_enabled() __gv_dominator_enabled()
#define __other_int(x) __gv_other_int((int)(x))
#define __other_bool(x) __gv_other_bool(__GV_BOOL(x))
#define __uniform_int(x) ((int)(x) == __gv_other_int((int)(x)))
#define __uniform_bool(x) (__GV_BOOL(x) == __gv_other_bool(__GV_BOOL(x)))
#define __distinct_int(x) ((int)(x) != __gv_other_int((int)(x)))
#define __distinct_bool(x) (__GV_BOOL(x) != __gv_other_bool(__GV_BOOL(x)))
#define __all(x) (__GV_BOOL(x) & __gv_other_bool(__GV_BOOL(x)))
#define __exclusive(x) (!__all(x))
#define __GV_SAME_GROUP_DIM(d) ((int)__gv_group_id(d) == __gv_other_int((int)__gv_group_id(d)))
#define __same_group (__GV_SAME_GROUP_DIM(0) & __GV_SAME_GROUP_DIM(1) & __GV_SAME_GROUP_DIM(2))

/* Memory-access predicates */
#ifdef __GV_CUDA
/* Functions rather than macros in CUDA: libstdc++ (<iostream>) has functions of these names in
   namespace std, which a macro would break. */
static inline __attribute__((always_inline, host, device)) int __read(__GV_PTR p) { return __gv_read(p); }
static inline __attribute__((always_inline, host, device)) int __write(__GV_PTR p) { return __gv_write(p); }
#else
#define __read(p) __gv_read(p)
#define __write(p) __gv_write(p)
#endif
#define __atomic(p) __gv_atomic(p)
#define __no_read(p) (!__gv_read(p))
#define __no_write(p) (!__gv_write(p))
#define __read_implies(p, e) __gv_read_implies((p), __GV_BOOL(e))
#define __write_implies(p, e) __gv_write_implies((p), __GV_BOOL(e))
#define __atomic_implies(p, e) __gv_atomic_implies((p), __GV_BOOL(e))
#define __read_offset_bytes(p) __gv_read_offset_bytes(p)
#define __write_offset_bytes(p) __gv_write_offset_bytes(p)
#define __ptr_offset_bytes(p) __gv_ptr_offset_bytes(p)
#define __ptr_base(p) __gv_ptr_base(p)
#define __other_ptr_base(p) __gv_other_ptr_base(p)
#define __uniform_ptr_base(p) (__gv_ptr_base(p) == __gv_other_ptr_base(p))
#define __distinct_ptr_base(p) (__gv_ptr_base(p) != __gv_other_ptr_base(p))
#define __requires_fresh_array(p) __gv_requires_fresh_array(p)
#define __reads_from(p) __gv_reads_from(p)
#define __writes_to(p) __gv_writes_to(p)
#define __array_snapshot(dst, src) __gv_array_snapshot((dst), (src))
#define __atomic_has_taken_value(p, offset, value)                                                 \
  __gv_atomic_has_taken_value((p), (__gv_size_t)(offset), (__gv_size_t)(value))

/* Arithmetic helpers */
#define __add_noovfl_char(x, y) __gv_add_noovfl_char((x), (y))
#define __add_noovfl_short(x, y) __gv_add_noovfl_short((x), (y))
#define __add_noovfl_int(x, y) __gv_add_noovfl_int((x), (y))
#define __add_noovfl_long(x, y) __gv_add_noovfl_long((x), (y))
#define __add_noovfl_unsigned_char(x, y) __gv_add_noovfl_unsigned_char((x), (y))
#define __add_noovfl_unsigned_short(x, y) __gv_add_noovfl_unsigned_short((x), (y))
#define __add_noovfl_unsigned_int(x, y) __gv_add_noovfl_unsigned_int((x), (y))
#define __add_noovfl_unsigned_long(x, y) __gv_add_noovfl_unsigned_long((x), (y))
/* __add_noovfl(v0, ..., vn), n < 20: the sum of the values (of one unsigned type) does not wrap
   around, as GPUVerify's no-overflow predicates. Each partial sum, taken in the type of v0, is at
   least the previous one. */
#define __gv_sum_in_type(a, b) ((__typeof__(a))((a) + (b)))
#define __gv_no_wrap(a, b) (__gv_sum_in_type(a, b) >= (a))
#define __gv_sum_1(v0) (v0)
#define __gv_sum_2(v0, v1) __gv_sum_in_type(__gv_sum_1(v0), v1)
#define __gv_sum_3(v0, v1, v2) __gv_sum_in_type(__gv_sum_2(v0, v1), v2)
#define __gv_sum_4(v0, v1, v2, v3) __gv_sum_in_type(__gv_sum_3(v0, v1, v2), v3)
#define __gv_sum_5(v0, v1, v2, v3, v4) __gv_sum_in_type(__gv_sum_4(v0, v1, v2, v3), v4)
#define __gv_sum_6(v0, v1, v2, v3, v4, v5) __gv_sum_in_type(__gv_sum_5(v0, v1, v2, v3, v4), v5)
#define __gv_sum_7(v0, v1, v2, v3, v4, v5, v6) __gv_sum_in_type(__gv_sum_6(v0, v1, v2, v3, v4, v5), v6)
#define __gv_sum_8(v0, v1, v2, v3, v4, v5, v6, v7) __gv_sum_in_type(__gv_sum_7(v0, v1, v2, v3, v4, v5, v6), v7)
#define __gv_sum_9(v0, v1, v2, v3, v4, v5, v6, v7, v8) __gv_sum_in_type(__gv_sum_8(v0, v1, v2, v3, v4, v5, v6, v7), v8)
#define __gv_sum_10(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9) __gv_sum_in_type(__gv_sum_9(v0, v1, v2, v3, v4, v5, v6, v7, v8), v9)
#define __gv_sum_11(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10) __gv_sum_in_type(__gv_sum_10(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9), v10)
#define __gv_sum_12(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11) __gv_sum_in_type(__gv_sum_11(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10), v11)
#define __gv_sum_13(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12) __gv_sum_in_type(__gv_sum_12(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11), v12)
#define __gv_sum_14(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13) __gv_sum_in_type(__gv_sum_13(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12), v13)
#define __gv_sum_15(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14) __gv_sum_in_type(__gv_sum_14(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13), v14)
#define __gv_sum_16(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15) __gv_sum_in_type(__gv_sum_15(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14), v15)
#define __gv_sum_17(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16) __gv_sum_in_type(__gv_sum_16(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15), v16)
#define __gv_sum_18(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17) __gv_sum_in_type(__gv_sum_17(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16), v17)
#define __gv_sum_19(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18) __gv_sum_in_type(__gv_sum_18(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17), v18)
#define __gv_sum_20(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v19) __gv_sum_in_type(__gv_sum_19(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18), v19)
#define __gv_noovfl_1(v0) 1
#define __gv_noovfl_2(v0, v1) (__gv_noovfl_1(v0) && __gv_no_wrap(__gv_sum_1(v0), v1))
#define __gv_noovfl_3(v0, v1, v2) (__gv_noovfl_2(v0, v1) && __gv_no_wrap(__gv_sum_2(v0, v1), v2))
#define __gv_noovfl_4(v0, v1, v2, v3) (__gv_noovfl_3(v0, v1, v2) && __gv_no_wrap(__gv_sum_3(v0, v1, v2), v3))
#define __gv_noovfl_5(v0, v1, v2, v3, v4) (__gv_noovfl_4(v0, v1, v2, v3) && __gv_no_wrap(__gv_sum_4(v0, v1, v2, v3), v4))
#define __gv_noovfl_6(v0, v1, v2, v3, v4, v5) (__gv_noovfl_5(v0, v1, v2, v3, v4) && __gv_no_wrap(__gv_sum_5(v0, v1, v2, v3, v4), v5))
#define __gv_noovfl_7(v0, v1, v2, v3, v4, v5, v6) (__gv_noovfl_6(v0, v1, v2, v3, v4, v5) && __gv_no_wrap(__gv_sum_6(v0, v1, v2, v3, v4, v5), v6))
#define __gv_noovfl_8(v0, v1, v2, v3, v4, v5, v6, v7) (__gv_noovfl_7(v0, v1, v2, v3, v4, v5, v6) && __gv_no_wrap(__gv_sum_7(v0, v1, v2, v3, v4, v5, v6), v7))
#define __gv_noovfl_9(v0, v1, v2, v3, v4, v5, v6, v7, v8) (__gv_noovfl_8(v0, v1, v2, v3, v4, v5, v6, v7) && __gv_no_wrap(__gv_sum_8(v0, v1, v2, v3, v4, v5, v6, v7), v8))
#define __gv_noovfl_10(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9) (__gv_noovfl_9(v0, v1, v2, v3, v4, v5, v6, v7, v8) && __gv_no_wrap(__gv_sum_9(v0, v1, v2, v3, v4, v5, v6, v7, v8), v9))
#define __gv_noovfl_11(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10) (__gv_noovfl_10(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9) && __gv_no_wrap(__gv_sum_10(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9), v10))
#define __gv_noovfl_12(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11) (__gv_noovfl_11(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10) && __gv_no_wrap(__gv_sum_11(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10), v11))
#define __gv_noovfl_13(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12) (__gv_noovfl_12(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11) && __gv_no_wrap(__gv_sum_12(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11), v12))
#define __gv_noovfl_14(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13) (__gv_noovfl_13(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12) && __gv_no_wrap(__gv_sum_13(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12), v13))
#define __gv_noovfl_15(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14) (__gv_noovfl_14(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13) && __gv_no_wrap(__gv_sum_14(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13), v14))
#define __gv_noovfl_16(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15) (__gv_noovfl_15(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14) && __gv_no_wrap(__gv_sum_15(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14), v15))
#define __gv_noovfl_17(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16) (__gv_noovfl_16(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15) && __gv_no_wrap(__gv_sum_16(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15), v16))
#define __gv_noovfl_18(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17) (__gv_noovfl_17(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16) && __gv_no_wrap(__gv_sum_17(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16), v17))
#define __gv_noovfl_19(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18) (__gv_noovfl_18(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17) && __gv_no_wrap(__gv_sum_18(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17), v18))
#define __gv_noovfl_20(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18, v19) (__gv_noovfl_19(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18) && __gv_no_wrap(__gv_sum_19(v0, v1, v2, v3, v4, v5, v6, v7, v8, v9, v10, v11, v12, v13, v14, v15, v16, v17, v18), v19))
#define __gv_count_args_(_1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14, _15, _16, _17, _18, _19, _20, n, ...) n
#define __gv_count_args(...) __gv_count_args_(__VA_ARGS__, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)
#define __gv_paste_(a, b) a##b
#define __gv_paste(a, b) __gv_paste_(a, b)
#define __add_noovfl(...) __gv_paste(__gv_noovfl_, __gv_count_args(__VA_ARGS__))(__VA_ARGS__)
#define __abstract_op_unsigned_char(x, y) __gv_abstract_op_unsigned_char((x), (y))
#define __abstract_op_unsigned_short(x, y) __gv_abstract_op_unsigned_short((x), (y))
#define __abstract_op_unsigned_int(x, y) __gv_abstract_op_unsigned_int((x), (y))
#define __abstract_op_unsigned_long(x, y) __gv_abstract_op_unsigned_long((x), (y))

/* Barrier invariants: __barrier_invariant_N / __barrier_invariant_binary_N, N = 1..20 */
#include "gv_barrier_invariants.h"

/* __read_permission(T, X): a dummy volatile read of X, granting access permission to X for the
 * barrier-invariant access checks. A statement (a braced block, no loop). */
#define __read_permission(T, X)                                                                    \
  {                                                                                                 \
    volatile T __gv_read_permission_tmp __attribute__((unused)) = (X);                            \
  }

/* Axioms: a defined, used function whose name starts with __gv_axiom_ (see the top comment). */
#ifdef __GV_CUDA
#define __GV_AXIOM_QUAL extern "C" __attribute__((device, used))
#else
#define __GV_AXIOM_QUAL __attribute__((used))
#endif
#define __axiom(E)                                                                                 \
  __GV_AXIOM_QUAL int __GV_CAT(__gv_axiom_, __COUNTER__)(void) { return __GV_BOOL(E); }

#endif /* __GV_ANNOTATIONS_H */
