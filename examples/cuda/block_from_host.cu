//pass
//--gridDim=64
//the size from the launch of 'saxpy' in the host code: block \(256, 1, 1\) \(as --blockDim\)
//
// The grid is computed from the data (n from the command line), the block
// is fixed in the code: --gridDim alone, and the block comes from the
// launch in the host code, as the whole launch does when neither is given.
#include <cstdlib>
#include <cuda_runtime.h>

#define BLOCK 256

__global__ void saxpy(float a, const float *x, float *y, int n) {
#ifdef SHARED_STAGING
  // Each thread stages its element, then reads its neighbour's without a
  // barrier between.
  __shared__ float staged[BLOCK];
  staged[threadIdx.x] = x[blockIdx.x * blockDim.x + threadIdx.x];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * staged[(threadIdx.x + 1) % BLOCK] + y[i];
#else
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
#endif
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  float *x, *y;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));
  saxpy<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(2.0f, x, y, n);
  cudaDeviceSynchronize();
  cudaFree(x);
  cudaFree(y);
  return 0;
}
