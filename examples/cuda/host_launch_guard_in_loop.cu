//pass
//--blockDim=256 --gridDim=1
//host_launch_guard_in_loop.cu:\d+:\d+: note: assumed from the host code \(its launch\) of 'fold': where n > 255
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// The host launches in a loop over sizes, and only for some of them: the
// test decides the launch in the same iteration, so its condition holds of
// the size that launch passes (each thread's element is its own once n is
// at least the block).
#include <cstdlib>
#include <cuda_runtime.h>

#ifndef SMALLEST
#define SMALLEST 256
#endif

__global__ void fold(float *a, int n) {
  unsigned t = threadIdx.x;
  a[t % n] = t;
}

int main(int argc, char **argv) {
  int largest = atoi(argv[1]);
  float *a;
  cudaMalloc(&a, largest * sizeof(float));
  for (int n = 64; n <= largest; n *= 2) {
    if (n >= SMALLEST)
      fold<<<1, 256>>>(a, n);
  }
  cudaDeviceSynchronize();
  return 0;
}
