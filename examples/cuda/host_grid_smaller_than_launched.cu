//pass
//--blockDim=256 --gridDim=8
//host_grid_smaller_than_launched.cu:\d+:\d+: note: assumed from the host code \(one of its 2 launches\) of 'rowCopy'
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// Verified with fewer groups than the host launches (8 for its 4096): the
// grid's size is left out of every launch, and what else each launch says
// is kept. Of the two launches one cannot have the block verified (an odd
// n whose rounded-up trips are 1 gives a block of n, not 256), so the
// other's facts bound n, and `blockIdx.x * n + t` cannot wrap around.
#include <algorithm>
#include <cstdlib>
#include <cuda_runtime.h>

#ifndef ROW_START
#define ROW_START(n) (blockIdx.x * (n))
#endif

__global__ void rowCopy(float *out, const float *in, int n) {
  unsigned t = threadIdx.x;
  if (t < n)
    out[ROW_START(n) + t] = in[blockIdx.x * n + t];
}

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  float *in, *out;
  cudaMalloc(&in, 4096 * n * sizeof(float));
  cudaMalloc(&out, 4096 * n * sizeof(float));
  dim3 block(std::min(n, 256));
  int trips = (n + block.x - 1) / block.x;
  if (n % 2 == 0) {
    if (trips == 1)
      rowCopy<<<4096, block>>>(out, in, n);
  } else {
    if (trips == 1)
      rowCopy<<<4096, block>>>(out, in, n);
  }
  cudaDeviceSynchronize();
  return 0;
}
