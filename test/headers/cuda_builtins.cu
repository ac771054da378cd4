// Exercises cuda.h and annotations.h: qualifiers, built-in variables, vector types, barriers and
// fences, atomics, math, textures, cooperative groups, curand types and annotations.
// check_headers.sh compiles it (32- and 64-bit) and greps the bitcode for each EXPECT line.
//
// EXPECT: @__gv_local_id(i32 noundef 0)
// EXPECT: @__gv_local_id(i32 noundef 1)
// EXPECT: @__gv_group_id(i32 noundef 0)
// EXPECT: @__gv_local_size(i32 noundef 0)
// EXPECT: @__gv_num_groups(i32 noundef 2)
// EXPECT: call void @__gv_barrier(i32 noundef 1, i32 noundef 1)
// EXPECT: call void @__gv_grid_barrier()
// EXPECT: @__gv_syncthreads_count(
// EXPECT: @__gv_syncthreads_and(
// EXPECT: @__gv_syncthreads_or(
// EXPECT: call void @__gv_mem_fence(i32 noundef 1, i32 noundef 1)
// EXPECT: call void @__gv_mem_fence(i32 noundef 1, i32 noundef 2)
// EXPECT: @__gv_assert(
// EXPECT: @__gv_global_assert(
// EXPECT: @__gv_assume(
// EXPECT: @__gv_invariant(
// EXPECT: @__gv_global_invariant(
// EXPECT: @__gv_requires(
// EXPECT: @__gv_ensures(
// EXPECT: @__gv_implies(
// EXPECT: @__gv_enabled(
// EXPECT: @__gv_other_int(
// EXPECT: @__gv_return_val_ptr(
// EXPECT: @__gv_return_val_funptr(
// EXPECT: @__gv_read(ptr
// EXPECT: @__gv_write(ptr
// EXPECT: @__gv_read_offset_bytes(ptr
// EXPECT: @__gv_write_implies(ptr
// EXPECT: @__gv_array_snapshot(ptr
// EXPECT: @__gv_barrier_invariant_2(
// EXPECT-RE: define .*@__gv_axiom_[0-9]+\(
// EXPECT: @__gv_atomic_add_int(
// EXPECT: @__gv_atomic_add_uint(
// EXPECT: @__gv_atomic_add_ulonglong(
// EXPECT: @__gv_atomic_add_float(
// EXPECT: @__gv_atomic_sub_int(
// EXPECT: @__gv_atomic_xchg_uint(
// EXPECT: @__gv_atomic_xchg_float(
// EXPECT: @__gv_atomic_min_int(
// EXPECT: @__gv_atomic_max_uint(
// EXPECT: @__gv_atomic_inc_uint(
// EXPECT: @__gv_atomic_dec_uint(
// EXPECT: @__gv_atomic_cmpxchg_int(
// EXPECT: @__gv_atomic_and_uint(
// EXPECT: @__gv_atomic_or_int(
// EXPECT: @__gv_atomic_xor_ulonglong(
// EXPECT: @sqrtf(
// EXPECT: @_Z3minii(
// EXPECT: @llvm.nvvm.texsurf.handle.internal

#include <cuda.h>
#include "cuda.h"
#include <cuda_runtime.h>
#include <device_launch_parameters.h>
#include <cooperative_groups.h>
#include <gpuverify.h>

namespace cg = cooperative_groups;

__axiom(blockDim.x == 64);

texture<float, 2, cudaReadModeElementType> texF;
texture<unsigned char, 2, cudaReadModeNormalizedFloat> texU;
texture<uint, 1> texI;

__constant__ float coeffs[16];

typedef float (*unary_fn)(float);

__device__ float twice(float x) { return 2.0f * x; }

__device__ unary_fn pick(int i) {
  __requires(i == 0);
  __ensures(__return_val_funptr(unary_fn) == twice);
  return twice;
}

__device__ int *identity(int *p) {
  __ensures(__implies(__enabled(), __return_val_ptr() == p));
  return p;
}

__device__ __forceinline__ int helper(int x) {
  __requires(x >= 0);
  __ensures(__return_val_int() == x + 1);
  return x + 1;
}

__global__ void __launch_bounds__(256) annotated(int *A, int *B, int n) {
  __requires(n > 0);
  __shared__ int s[64];
  __shared__ int ghost[64];
  unsigned tid = threadIdx.x;
  __assume(n < 1000);
  __assert(blockDim.x == 64);
  __global_assert(__uniform_int(n));
  for (int i = 0; __invariant(i >= 0), __global_invariant(__no_read(B)),
                  __invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(int) == tid)),
                  i < n;
       i++) {
    A[tid] = i;
  }
  __assert(__read(A) | __write(A) | (__read_offset_bytes(A) == 0) | 1);
  s[tid] = (int)tid;
  __array_snapshot(ghost, s);
  __read_permission(int, ghost[tid]);
  __barrier_invariant_2(s[tid] == ghost[tid], tid, (tid + 1) % 64);
  __syncthreads();
  B[tid] = helper(n) + __other_int(n) + identity(A)[0] + (int)pick(0)(1.0f);
  assert(B[tid] > 0);
}

__global__ void builtins(float *f, float4 *f4, int *ip, unsigned *up, unsigned long long *ull,
                         double *d) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = threadIdx.y + blockIdx.y + blockDim.y + gridDim.x + gridDim.y + gridDim.z;
  dim3 t = threadIdx;
  uint3 b = blockIdx;
  dim3 grid(2, 2);
  float x = f[gid];
  // math
  x = sqrtf(x) + rsqrtf(x) + expf(x) + __expf(x) + logf(x) + __logf(x) + powf(x, 2.0f) +
      sinf(x) + cosf(x) + __sinf(x) + __cosf(x) + fabsf(x) + floorf(x) + ceilf(x) + fminf(x, 1.0f) +
      fmaxf(x, 1.0f) + fmaf(x, x, x) + __fmul_rn(x, x) + __fadd_rn(x, x) + __fdividef(x, 2.0f) +
      __saturatef(x) + truncf(x) + roundf(x) + (float)lrintf(x) + __int2float_rn(3) +
      sqrt(x) + exp(x) + min(x, 1.0f) + max(x, 2.0f) + (float)isnan(x) + coeffs[gid % 16];
  float sv, cv;
  sincosf(x, &sv, &cv);
  double dd = sqrt(d[gid]) + exp(d[gid]) + pow(d[gid], 2.0) + fabs(d[gid]) + rint(d[gid]);
  int k = __float2int_rn(x) + __float2int_rz(x) + min(ip[gid], 4) + max(ip[gid], 5) +
          abs(ip[gid]) + __clz(ip[gid]) + __popc(up[gid]) + __ffs(ip[gid]) + __mul24(ip[0], 3) +
          (int)__umul24(2u, 3u) + __mulhi(ip[1], 7) + (int)__umulhi(2u, 3u) + (int)__brev(1u) +
          (int)min(gid, 5u) + warpSize;
  // vector types
  float4 v = make_float4(x, x, x, x);
  float3 v3 = make_float3(v) + make_float3(1.0f, 2.0f, 3.0f) * 2.0f;
  v += make_float4(v3, 1.0f) * x - v / 2.0f;
  int2 i2 = make_int2(1, 2) + make_int2(3);
  uchar4 c4 = make_uchar4(1, 2, 3, 4);
  double2 d2 = make_double2(1.0, 2.0);
  longlong2 ll2 = make_longlong2(1, 2);
  x += dot(v3, v3) + length(v3) + normalize(v3).x + lerp(x, x, 0.5f) + clamp(x, 0.0f, 1.0f);
  // textures
  x += tex2D(texF, x, x) + tex2D(texU, 1.0f, 2.0f) + (float)tex1Dfetch(texI, 3);
  // atomics
  int a = atomicAdd(ip, 1) + atomicSub(ip, 1) + atomicExch(ip, 2) + atomicMin(ip, 3) +
          atomicMax(ip, 4) + atomicCAS(ip, 1, 2) + atomicAnd(ip, 1) + atomicOr(ip, 1) +
          atomicXor(ip, 1);
  unsigned u = atomicAdd(up, 1u) + atomicExch(up, 2u) + atomicMax(up, 3u) + atomicInc(up, 10u) +
               atomicDec(up, 10u) + atomicAnd(up, 1u) + atomicCAS(up, 1u, 2u);
  unsigned long long w = atomicAdd(ull, 1ull) + atomicXor(ull, 1ull) + atomicCAS(ull, 1ull, 2ull);
  float af = atomicAdd(f, 1.0f) + atomicExch(f, 2.0f);
  // barriers and fences
  __syncthreads();
  int cnt = __syncthreads_count(x > 0) + __syncthreads_and(x > 0) + __syncthreads_or(x > 0);
  __threadfence();
  __threadfence_block();
  __threadfence_system();
  float l = __ldg(&f[gid]);
  f[gid] = x + sv + cv + l + af + (float)dd + (float)(k + a + cnt) + (float)c4.x + (float)d2.y;
  f4[gid] = v;
  up[gid] = u + y + t.x + b.y + grid.x + (unsigned)i2.x + (unsigned)ll2.x;
  ull[gid] = w;
  printf("gid %u %f\n", gid, x);
}

__global__ void groups(int *A, curandState *state) {
  cg::grid_group g = cg::this_grid();
  cg::thread_block blk = cg::this_thread_block();
  int idx = blockDim.x * blockIdx.x + threadIdx.x;
  int tmp = A[idx + 1];
  g.sync();
  A[idx] = tmp + (int)blk.thread_rank() + (int)blk.size();
  cg::synchronize(blk);
  blk.sync();
  cg::synchronize(g);
  A[idx] += (int)curand(&state[idx]);
}
