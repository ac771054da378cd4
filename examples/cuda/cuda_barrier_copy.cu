//pass
//--blockDim=64 --gridDim=4
//
// libcu++'s cuda::barrier with an asynchronous copy bound to it: each
// thread copies its 16 bytes of the tile (cuda::memcpy_async), and
// arrive_and_wait() both completes the copies bound to the barrier and
// synchronises the block, after which the neighbours' elements are read.
// The barrier is the block's: init() is given the block's size (a
// precondition gpuverify checks). cuda_barrier_copy_syncthreads.cu and
// cuda_barrier_init_half.cu break it.
#include <cuda/barrier>

#ifndef EXPECTED
#define EXPECTED blockDim.x
#endif
#ifndef ARRIVE_AND_WAIT
#define ARRIVE_AND_WAIT bar.arrive_and_wait()
#endif

__global__ void shift(const float4 *in, float *out) {
  __shared__ float4 tile[64];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (threadIdx.x == 0)
    init(&bar, EXPECTED);
  __syncthreads();
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  cuda::memcpy_async(&tile[threadIdx.x], &in[i], cuda::aligned_size_t<16>(sizeof(float4)), bar);
  ARRIVE_AND_WAIT;
  float4 v = tile[(threadIdx.x + 1) % blockDim.x];
  out[i] = v.x + v.w;
}
