//pass
//--blockDim=256 --gridDim=8
//
// A block sum with a path per architecture, as current code writes it: from
// sm_80 a warp reduces with one redux.sync (__reduce_add_sync), before it with
// shuffles. Kernels are compiled for sm_90 unless --cuda-arch says otherwise,
// so the path verified is the one a current GPU runs.
#include <cuda_runtime.h>

#ifndef SM80_BARRIER
#define SM80_BARRIER __syncthreads()
#endif

__global__ void block_sum(const unsigned *in, unsigned *out) {
  __shared__ unsigned partial[8];
  unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  unsigned v = in[blockIdx.x * blockDim.x + threadIdx.x];
#if __CUDA_ARCH__ >= 800
  v = __reduce_add_sync(0xffffffffu, v);
  if (lane == 0)
    partial[warp] = v;
  SM80_BARRIER;
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
