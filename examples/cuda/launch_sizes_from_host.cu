//pass
//
//launch_sizes_from_host.cu:\d+:\d+: note: sizes from the launch of 'scale' in the host code: grid \(8, 1, 1\), block \(128, 1, 1\) \(as --gridDim and --blockDim\)
//Verified
//
// No sizes on the command line: the kernel is verified for the sizes its
// host code launches it with, <<<N / THREADS, THREADS>>> with constants, and
// the run says where they came from. (GPUVerify needs --blockDim and
// --gridDim.) Each thread scales two elements, `threads` apart.
#include <cuda_runtime.h>

#define N 1024
#define THREADS 128

__global__ void scale(float *data, float a) {
  unsigned i = blockIdx.x * (2 * blockDim.x) + threadIdx.x;
  data[i] *= a;
  data[i + blockDim.x] *= a;
}

int main() {
  float *data;
  cudaMalloc(&data, 2 * N * sizeof(float));
  scale<<<N / THREADS, THREADS>>>(data, 2.0f);
  cudaDeviceSynchronize();
  cudaFree(data);
  return 0;
}
