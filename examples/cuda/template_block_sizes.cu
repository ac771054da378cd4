//pass
//--kernel-name=reverseTile
//sizes from the launch of 'reverseTile<128>' in the host code: grid \(32, 1, 1\), block \(128, 1, 1\) \(as --gridDim and --blockDim for 'reverseTile<128>': the kernels' launches differ
//sizes from the launch of 'reverseTile<256>' in the host code: grid \(16, 1, 1\), block \(256, 1, 1\)
//finished with 2 verified, 0 errors
//
// A kernel templated on its tile, each instantiation launched with blocks
// of its tile's size: no one size fits both (256 threads run past a tile
// of 128 into the next block's elements), so each is verified at the sizes
// of its own launch, as a program of its own.
#include <cuda_runtime.h>

#ifndef SECOND_BLOCK
#define SECOND_BLOCK 256
#endif

template <int TILE> __global__ void reverseTile(float *data) {
  __shared__ float tile[TILE];
  int base = blockIdx.x * TILE;
  tile[threadIdx.x] = data[base + threadIdx.x];
  __syncthreads();
  data[base + threadIdx.x] = tile[TILE - 1 - threadIdx.x];
}

int main() {
  float *d;
  cudaMalloc(&d, 4096 * sizeof(float));
  reverseTile<128><<<4096 / 128, 128>>>(d);
  reverseTile<256><<<4096 / 256, SECOND_BLOCK>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}
