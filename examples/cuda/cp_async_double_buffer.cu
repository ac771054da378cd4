//pass
//--blockDim=64 --gridDim=4
//
// A double-buffered loop as GEMM and attention kernels write it, with
// cp.async in inline PTX: while the threads read tile k from one buffer,
// the 16-byte copies of tile k + 1 into the other are in flight. Each
// iteration commits its copy as a group and waits for all but the latest
// group (cp.async.wait_group 1), so tile k is complete before the barrier
// that publishes it; a second barrier keeps the next iteration's copy from
// overwriting a buffer still being read. The copies stay pending across
// the barriers between, and the invariants say which buffer's copy is in
// flight at the loop head. cp_async_double_buffer_wait_2.cu and
// cp_async_double_buffer_one_barrier.cu break it.
#include <cuda_runtime.h>

#ifndef PENDING_GROUPS
#define PENDING_GROUPS 1
#endif
#ifndef SECOND_BARRIER
#define SECOND_BARRIER __syncthreads()
#endif
#define TILE 64

__device__ __forceinline__ void copy16(void *shared, const void *global) {
  unsigned s = static_cast<unsigned>(__cvta_generic_to_shared(shared));
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(s), "l"(global));
}
__device__ __forceinline__ void commitGroup() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N> __device__ __forceinline__ void waitGroup() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N)); }

__global__ void rowsum_pipelined(const float4 *in, float *out, int tiles) {
  __shared__ float4 buffer[2][TILE];
  unsigned t = threadIdx.x;
  const float4 *rows = in + (size_t)blockIdx.x * tiles * TILE;
  copy16(&buffer[0][t], &rows[t]);
  commitGroup();
  float sum = 0;
  for (int k = 0; k < tiles; ++k) {
    if (k + 1 < tiles)
      copy16(&buffer[(k + 1) & 1][t], &rows[(size_t)(k + 1) * TILE + t]);
    commitGroup();
    waitGroup<PENDING_GROUPS>();
    __syncthreads();
    float4 v = buffer[k & 1][(t + 1) % TILE];
    sum += v.x + v.y + v.z + v.w;
    SECOND_BARRIER;
  }
  out[blockIdx.x * TILE + t] = sum;
}
