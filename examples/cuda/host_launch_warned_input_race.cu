//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out\[
//
// An input that is only warned about (the run goes on with it): the host
// code tests it on one of the two ways into the join that gives `stride`
// its value, and either way may be the one taken. Where stride is 0 every
// thread writes out[0], and that run is one the host allows.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void strided(int *out, int stride) { out[threadIdx.x * stride] = threadIdx.x; }

int main(int argc, char **argv) {
  int stride = 1;
  if (argc > 1) {
    stride = atoi(argv[1]);
    if (stride < 1)
      fprintf(stderr, "warning: stride %d makes threads share elements\n", stride);
  }
  int *out;
  cudaMalloc(&out, 64 * 64 * sizeof(int));
  strided<<<1, 64>>>(out, stride);
  cudaDeviceSynchronize();
  return 0;
}
