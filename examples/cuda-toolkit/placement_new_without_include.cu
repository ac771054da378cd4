//pass
//--blockDim=64 --gridDim=4 --cuda-path=${CUDA_TOOLKIT}
//
// Placement new in a __host__ __device__ template without <new>, as CUB's
// block loads write it: clang's CUDA wrapper of <new> declares the device
// overloads, and it is searched before the host's C++ library.
#include <cuda_runtime.h>

template <typename T> __host__ __device__ void construct(T *slot, T value) { new (slot) T(value); }

__global__ void load(const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  construct(&out[i], in[i]);
}
