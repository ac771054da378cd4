//pass
//--blockDim=64 --gridDim=4
//
// Host helpers as NVIDIA's helper_cuda.h writes them (checkCudaErrors exists
// only #ifdef __DRIVER_TYPES_H__, the toolkit's driver_types.h guard), and
// code gated on the CUDA version, as a kernel collection's common.h gates its
// own __ldcs: gpuverify's headers say CUDA 12.8 and define the guards of the
// toolkit headers they stand in for, so this compiles and the current path is
// verified, with or without a toolkit installed.
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
