//pass
//--blockDim=64 --gridDim=4 --cuda-path=${CUDA_TOOLKIT}
//
// examples/cuda/toolkit_guards_and_version.cu against the toolkit's own
// headers: they define the guards and CUDART_VERSION, gpuverify says nvcc's
// __CUDACC_VER_MAJOR__ (the toolkit's version).
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#ifdef __DRIVER_TYPES_H__
template <typename T> void check(T result, const char *call, const char *file, int line) {
  if (result) {
    fprintf(stderr, "CUDA error at %s:%d \"%s\": %s\n", file, line, call, cudaGetErrorName(result));
    exit(EXIT_FAILURE);
  }
}
#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
#endif

#if !defined(__CUDACC_VER_MAJOR__) || __CUDACC_VER_MAJOR__ < 12 || CUDART_VERSION < 12000
#error "this file needs CUDA 12"
#endif

__global__ void scale(const float *in, float *out, float factor) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __ldg(in + i) * factor;
}

int main() {
  float *in, *out;
  checkCudaErrors(cudaMalloc(&in, 256 * sizeof(float)));
  checkCudaErrors(cudaMalloc(&out, 256 * sizeof(float)));
  scale<<<4, 64>>>(in, out, 2.0f);
  checkCudaErrors(cudaGetLastError());
  return 0;
}
