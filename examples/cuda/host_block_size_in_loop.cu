//pass
//--blockDim=256 --gridDim=8
//host_block_size_in_loop.cu:\d+:\d+: note: assumed from the host code \(its launch\) of 'pairSums': blockDim.x == bdim \(--all-inputs checks every value\)
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// The host launches in a loop, halving the grid and then the block (the
// CUDA samples' dwtHaar1D), and passes the block's size as an argument:
// whatever size a launch has, the argument is that size. The block is
// carried round the loop as one packed value, its x and y together; the
// fact is about its x.
#include <cstdlib>
#include <cuda_runtime.h>

#ifndef BDIM_ARGUMENT
#define BDIM_ARGUMENT(block) (block).x
#endif

__global__ void pairSums(float *out, const float *in, int bdim) {
  unsigned i = blockIdx.x * bdim + threadIdx.x;
  out[i] = in[2 * i] + in[2 * i + 1];
}

int main(int argc, char **argv) {
  unsigned n = 1u << atoi(argv[1]);
  float *a, *b;
  cudaMalloc(&a, n * sizeof(float));
  cudaMalloc(&b, n * sizeof(float));
  dim3 block(256), grid(n / 512 > 0 ? n / 512 : 1);
  while (n > 1) {
    pairSums<<<grid, block>>>(b, a, BDIM_ARGUMENT(block));
    float *t = a;
    a = b;
    b = t;
    n /= 2;
    if (grid.x > 1)
      grid.x /= 2;
    else
      block.x /= 2;
  }
  cudaDeviceSynchronize();
  return 0;
}
