//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=8
//arch_gated_path_race.cu:29:[0-9]+: error: possible write-read race on partial\[
//
// The sm_80 path lost its barrier: thread 0 reads the partial sums while the
// other warps' leaders write them. The shuffle path before sm_80 is right, so
// the file verifies with --cuda-arch=sm_70; at the default (sm_90) the race is
// reported.
#include <cuda_runtime.h>

__global__ void block_sum(const unsigned *in, unsigned *out) {
  __shared__ unsigned partial[8];
  unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  unsigned v = in[blockIdx.x * blockDim.x + threadIdx.x];
#if __CUDA_ARCH__ >= 800
  v = __reduce_add_sync(0xffffffffu, v);
  if (lane == 0)
    partial[warp] = v;
#else
  for (int d = 16; d > 0; d /= 2)
    v += __shfl_down_sync(0xffffffffu, v, d);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
#endif
  if (threadIdx.x == 0) {
    unsigned sum = 0;
    for (int w = 0; w < 8; ++w)
      sum += partial[w];
    out[blockIdx.x] = sum;
  }
}
