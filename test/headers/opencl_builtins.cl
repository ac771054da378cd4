// Exercises opencl.h and annotations.h: types, vectors, work-item functions, barriers and fences,
// the built-in library, conversions, vload/vstore, atomics, async copies, images and annotations.
// check_headers.sh compiles it (32- and 64-bit) and greps the bitcode for each EXPECT line.
//
// EXPECT: @__gv_local_id(
// EXPECT: @__gv_group_id(
// EXPECT: @__gv_local_size(
// EXPECT: @__gv_num_groups(
// EXPECT: @__gv_global_offset(
// EXPECT: @__gv_work_dim(
// EXPECT: call spir_func void @__gv_barrier(i32 noundef 1, i32 noundef 0)
// EXPECT: call spir_func void @__gv_barrier(i32 noundef 0, i32 noundef 1)
// EXPECT: call spir_func void @__gv_barrier(i32 noundef 1, i32 noundef 1)
// EXPECT: @__gv_mem_fence(
// EXPECT: @__gv_assert(
// EXPECT: @__gv_global_assert(
// EXPECT: @__gv_candidate_assert(
// EXPECT: @__gv_candidate_global_assert(
// EXPECT: @__gv_assume(
// EXPECT: @__gv_invariant(
// EXPECT: @__gv_global_invariant(
// EXPECT: @__gv_candidate_invariant(
// EXPECT: @__gv_candidate_global_invariant(
// EXPECT: @__gv_function_wide_invariant(
// EXPECT: @__gv_function_wide_candidate_invariant(
// EXPECT: @__gv_requires(
// EXPECT: @__gv_global_requires(
// EXPECT: @__gv_ensures(
// EXPECT: @__gv_global_ensures(
// EXPECT: @__gv_implies(
// EXPECT: @__gv_ite(
// EXPECT: @__gv_enabled(
// EXPECT: @__gv_dominator_enabled(
// EXPECT: @__gv_other_int(
// EXPECT: @__gv_other_bool(
// EXPECT: @__gv_return_val_int(
// EXPECT: @__gv_return_val_bool(
// EXPECT: @__gv_return_val_int4(
// EXPECT: @__gv_old_int(
// EXPECT: @__gv_old_bool(
// EXPECT: @_Z9__gv_readPU3AS1VKv(
// EXPECT: @_Z10__gv_writePU3AS3VKv(
// EXPECT: @_Z9__gv_readPU3AS1VKv(
// EXPECT: @_Z11__gv_atomicPU3AS3VKv(
// EXPECT: @_Z17__gv_read_implies
// EXPECT: @_Z18__gv_write_implies
// EXPECT: @_Z19__gv_atomic_implies
// EXPECT: @_Z22__gv_read_offset_bytes
// EXPECT: @_Z23__gv_write_offset_bytes
// EXPECT: @_Z21__gv_ptr_offset_bytes
// EXPECT: @_Z13__gv_ptr_base
// EXPECT: @_Z19__gv_other_ptr_base
// EXPECT: @_Z25__gv_requires_fresh_array
// EXPECT: @_Z19__gv_array_snapshotPU3AS3VKvS0_(
// EXPECT: @_Z27__gv_atomic_has_taken_value
// EXPECT: @__gv_barrier_invariant_1(
// EXPECT: @__gv_barrier_invariant_3(
// EXPECT: @__gv_barrier_invariant_binary_1(
// EXPECT: @__gv_barrier_invariant_binary_2(
// EXPECT: @__gv_add_noovfl_int(
// EXPECT: @__gv_add_noovfl_unsigned_int(
// EXPECT: @__gv_uf_my_uf(
// EXPECT: @__gv_uf_my_uf2(
// EXPECT-RE: define .*@__gv_axiom_[0-9]+\(
// EXPECT: @__gv_atomic_add_global_int(
// EXPECT: @__gv_atomic_sub_local_uint(
// EXPECT: @__gv_atomic_xchg_global_float(
// EXPECT: @__gv_atomic_min_local_int(
// EXPECT: @__gv_atomic_max_global_uint(
// EXPECT: @__gv_atomic_inc_global_uint(
// EXPECT: @__gv_atomic_dec_local_int(
// EXPECT: @__gv_atomic_cmpxchg_local_uint(
// EXPECT: @__gv_atomic_and_global_int(
// EXPECT: @__gv_atomic_or_local_int(
// EXPECT: @__gv_atomic_xor_global_uint(
// EXPECT: @__gv_atomic_add_global_long(
// EXPECT: @__gv_atomic_inc_local_ulong(
// EXPECT: @__gv_async_copy_global_to_local_float(
// EXPECT: @__gv_async_copy_local_to_global_float4(
// EXPECT: @__gv_async_strided_copy_global_to_local_int(
// EXPECT: @__gv_async_strided_copy_local_to_global_uchar16(
// EXPECT: @__gv_wait_group_events(
// EXPECT: @_Z4sqrtf(
// EXPECT: @_Z11read_imagef

#pragma OPENCL EXTENSION cl_khr_fp64 : enable

DECLARE_UF_UNARY(my_uf, int, int)
DECLARE_UF_BINARY(my_uf2, unsigned short, unsigned short, unsigned short)

__axiom(get_local_size(0) == 64);
__axiom(get_num_groups(0) > 0);

__constant sampler_t sampler = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;

int callee(__global int *p, int x) {
  __requires(x > 0);
  __global_requires(x < 1000);
  __requires_fresh_array(p);
  __ensures(__return_val_int() == x + 1);
  __global_ensures(__implies(__enabled(), __return_val_int() > 0));
  __ensures(__old_int(x) == x);
  __ensures(__old_bool(x > 0));
  return x + 1;
}

bool is_positive(int x) {
  __ensures(__return_val_bool() == (x > 0));
  return x > 0;
}

int4 inc4(int4 v) {
  __ensures(__return_val_int4().x == v.x + 1);
  return v + 1;
}

void fw(__global int *p, int n) {
  for (int i = 0; i < n; i++) {
    p[i] = 0;
  }
  __function_wide_invariant(n >= 0);
  __function_wide_candidate_invariant(n < 100);
}

__kernel void annotations(__global int *g, __local int *l, __local int *ghost,
                          __global uint *counter, int n) {
  __requires(n > 0);
  size_t tid = get_local_id(0);
  __assume(n < 1000);
  __assert(get_local_size(0) == 64);
  __global_assert(__uniform_int(n));
  __candidate_assert(__distinct_int(tid));
  __candidate_global_assert(__all(tid < get_local_size(0)));
  __assert(!__exclusive(tid < get_local_size(0)) | 1);
  __assert(__uniform_bool(__enabled()));
  __assert(__distinct_bool(tid == 0) | 1);
  __assert(__same_group);
  __assert(__other_bool(n > 0));
  __assert(__dominator_enabled() | 1);
  __assert(__ite(n > 5, 1, 2) > 0);
  __assert(__is_pow2(get_local_size(0)));
  __assert(__mod_pow2(tid, 64) == tid);

  for (int i = 0; __invariant(i >= 0), __global_invariant(__no_read(g)),
                  __candidate_invariant(__no_write(l)), __candidate_global_invariant(i <= n),
                  __invariant(__read_implies(g, __read_offset_bytes(g) / sizeof(int) == tid)),
                  __invariant(__write_implies(l, __write_offset_bytes(l) / sizeof(int) == tid)),
                  __invariant(__atomic_implies(counter, 1)), __invariant(!__atomic(l) | 1),
                  i < n;
       i++) {
    l[tid] = g[tid] + i;
  }
  __assert(__read(g) | __write(l) | 1);
  __assert(__ptr_offset_bytes(g) == 0);
  __assert(__ptr_base(g) != __ptr_base(l));
  __assert(__uniform_ptr_base(g));
  __assert(__distinct_ptr_base(g) | 1);
  __assert(__other_ptr_base(l) == __ptr_base(l));
  __assert(__atomic_has_taken_value(counter, 0, tid) | 1);
  g[tid] = callee(g, n) + is_positive(n) + inc4((int4)(1, 2, 3, 4)).x;
  fw(g, n);

  l[tid] = (int)tid;
  __array_snapshot(ghost, l);
  __read_permission(int, ghost[tid]);
  __barrier_invariant_1(l[tid] == ghost[tid], tid);
  __barrier_invariant_3(l[tid] == (int)tid, 0, 1, tid);
  __barrier_invariant_binary_1(l[tid] != l[__other_int(tid)], tid, __other_int(tid));
  __barrier_invariant_binary_2(l[tid] == (int)tid, tid, 0, tid, 1);
  barrier(CLK_LOCAL_MEM_FENCE);

  g[tid] = __add_noovfl_int(n, 1) + (int)__add_noovfl_unsigned_int((uint)n, 2u) + my_uf(n) +
           my_uf2(1, 2);
}

__kernel void workitems(__global size_t *out, __global float *f) {
  size_t i = get_global_id(0);
  out[i] = get_local_id(0) + get_group_id(1) + get_local_size(2) + get_num_groups(0) +
           get_global_size(0) + get_global_offset(0) + get_work_dim() + get_local_linear_id() +
           get_global_linear_id();
  barrier(CLK_LOCAL_MEM_FENCE);
  barrier(CLK_GLOBAL_MEM_FENCE);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  mem_fence(CLK_GLOBAL_MEM_FENCE);
  read_mem_fence(CLK_LOCAL_MEM_FENCE);
  write_mem_fence(CLK_LOCAL_MEM_FENCE);
  f[i] = MAXFLOAT + FLT_MAX + M_PI_F + (float)M_PI + HUGE_VALF + INFINITY + NAN + FLT_EPSILON +
         (float)(INT_MAX + UINT_MAX + CHAR_BIT + SHRT_MAX + UCHAR_MAX) + (float)DBL_MAX;
}

__kernel void library(__global float4 *f4, __global float *f, __global int *ip, __global uint *up,
                      __global double *d, __global char *cp, __local float *lf,
                      __read_only image2d_t img, __write_only image2d_t out) {
  size_t i = get_global_id(0);
  float x = f[i];
  float4 v = f4[i];
  double y = d[i];
  int k = ip[i];
  uint u = up[i];
  // math
  x = sqrt(x) + rsqrt(x) + exp(x) + exp2(x) + log(x) + log2(x) + pow(x, 2.0f) + pown(x, 3) +
      sin(x) + cos(x) + tan(x) + fabs(x) + floor(x) + ceil(x) + round(x) + trunc(x) +
      fmin(x, 1.0f) + fmax(x, 1.0f) + fma(x, x, x) + mad(x, x, x) + hypot(x, x) + atan2(x, x) +
      native_sin(x) + native_cos(x) + native_exp(x) + native_divide(x, 2.0f) + half_powr(x, x) +
      half_sqrt(x) + fmod(x, 2.0f) + rootn(x, 2) + ldexp(x, 2) + cbrt(x) + native_log2(x);
  float ipart;
  float s = sincos(x, &ipart) + fract(x, &ipart) + modf(x, &ipart);
  int ex;
  s += frexp(x, &ex) + (float)ilogb(x);
  y = sqrt(y) + exp(y) + pow(y, y) + fabs(y) + mad(y, y, y);
  v = sqrt(v) + exp(v) + fmax(v, 0.5f) + fmin(v, v) + native_cos(v) + pown(v, (int4)(2));
  // common
  x += clamp(x, 0.0f, 1.0f) + mix(x, x, 0.5f) + step(0.5f, x) + smoothstep(0.0f, 1.0f, x) +
       sign(x) + min(x, 1.0f) + max(x, 1.0f) + degrees(x) + radians(x);
  v = clamp(v, 0.0f, 1.0f) + mix(v, v, 0.5f) + max(v, v) + min(v, 0.5f);
  // integer
  k += abs(k) + abs_diff(k, 3) + add_sat(k, 1) + sub_sat(k, 1) + hadd(k, k) + rhadd(k, k) +
       clamp(k, 0, 10) + clz(k) + popcount(k) + mad_hi(k, k, k) + mul_hi(k, k) + rotate(k, 3) +
       mad24(k, k, k) + mul24(k, k) + min(k, 3) + max(k, 3) + (int)upsample((short)1, (ushort)2);
  u += min(u, 3u) + max(u, 2u) + clamp(u, 1u, 5u) + popcount(u) + mul24(u, u) + abs(u);
  int4 iv = (int4)(k, k, k, k);
  iv = max(iv, 2) + min(iv, iv) + clamp(iv, 0, 5) + (int)abs_diff(iv, iv).x;
  // geometric
  x += dot(v, v) + length(v) + distance(v, v) + fast_length(v) + dot(x, x);
  v = normalize(v) + cross(v, v) + fast_normalize(v);
  // relational
  int r = isnan(x) + isinf(x) + isfinite(x) + signbit(x) + isequal(x, x) + isless(x, 1.0f) +
          isgreater(y, y) + any(iv) + all(iv) + any(iv > 0);
  int4 r4 = isnan(v) + isless(v, v);
  v = select(v, v, r4) + bitselect(v, v, v);
  k = select(k, 1, r) + bitselect(k, k, k);
  // shuffle
  int4 sh = shuffle(iv, (uint4)(3, 2, 1, 0)) + shuffle2(iv, iv, (uint4)(0, 4, 1, 5));
  // conversions and reinterpretation
  int4 ci = convert_int4(v) + convert_int4_rtz(v) + convert_int4_sat(v) + convert_int4_rte(v);
  uchar4 cu = convert_uchar4_sat(v) + convert_uchar4(ci);
  float4 cf = convert_float4(ci) + convert_float4_rtn(ci) + as_float4(ci) + as_float4(r4);
  k += convert_int(x) + convert_int_sat_rte(x) + as_int(x) + (int)convert_float(u) +
       (int)as_uint(x) + (int)convert_long(k) + (int)as_float(k);
  // vload / vstore
  float4 lv = vload4(i, f) + vload4(0, lf);
  float3 l3 = vload3(1, f);
  vstore4(lv, i, f);
  vstore3(l3, 0, lf);
  vstore2(as_uint2(vload2(0, ip)), 1, up);
  vstore16(vload16(0, cp), 1, cp);
  float8 l8 = vload8(0, f);
  vstore8(l8, 2, f);
  float hl = vload_half(0, (__global half *)cp);
  vstore_half(hl, 1, (__global half *)cp);
  // images
  float4 px = read_imagef(img, sampler, (int2)(0, 0)) + read_imagef(img, sampler, (float2)(0, 0)) +
              convert_float4(read_imagei(img, sampler, (int2)(1, 1))) +
              convert_float4(read_imageui(img, (int2)(1, 1)));
  write_imagef(out, (int2)(0, 0), px);
  k += get_image_width(img) + get_image_height(out);
  // results
  f[i] = x + s + (float)y + (float)r;
  f4[i] = v + lv + cf + convert_float4(cu) + convert_float4(sh) + l8.lo;
  ip[i] = k + iv.x + ci.y;
  up[i] = u;
  d[i] = y;
  printf("%d %f\n", k, x);
}

__kernel void atomics(__global int *gi, __global uint *gu, __global float *gf,
                      __global long *gl, __local int *li, __local uint *lu, __local ulong *lul) {
  int a = atomic_add(gi, 1) + atomic_sub(li, 1) + atomic_xchg(gi, 2) + atomic_min(li, 3) +
          atomic_max(gi, 4) + atomic_inc(gi) + atomic_dec(li) + atomic_cmpxchg(gi, 1, 2) +
          atomic_and(gi, 1) + atomic_or(li, 1) + atomic_xor(gi, 1);
  uint b = atomic_add(gu, 1u) + atomic_sub(lu, 1u) + atomic_max(gu, 2u) + atomic_inc(gu) +
           atomic_cmpxchg(lu, 1u, 2u) + atomic_xor(gu, 3u) + atom_add(gu, 1u) + atom_inc(lu);
  float c = atomic_xchg(gf, 1.0f);
  long d = atom_add(gl, 1L) + atom_max(gl, 2L) + atom_cmpxchg(gl, 1L, 2L);
  ulong e = atom_inc(lul) + atom_xchg(lul, 5UL);
  int f = atom_add(gi, 1) + atom_dec(gi) + atom_and(li, 7) + atom_min(gi, 0);
  gi[get_global_id(0)] = a + (int)b + (int)c + (int)d + (int)e + f;
}

__kernel void async(__global float *gf, __global float4 *gf4, __global int *gi,
                    __global uchar16 *gc, __local float *lf, __local float4 *lf4, __local int *li,
                    __local uchar16 *lc) {
  event_t e = async_work_group_copy(lf, gf, 64, 0);
  event_t e2 = async_work_group_copy(gf4, lf4, 16, 0);
  event_t es[2];
  es[0] = async_work_group_strided_copy(li, gi, 8, 4, 0);
  es[1] = async_work_group_strided_copy(gc, lc, 8, 2, 0);
  wait_group_events(1, &e);
  wait_group_events(1, &e2);
  wait_group_events(2, es);
  prefetch(gf, 16);
}
