//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4 --cuda-path=${CUDA_TOOLKIT}
//placement_new_without_include_race.cu:\d+:\d+: error: possible write-write race on out\[
//
// placement_new_without_include.cu's twin: two threads construct into the
// same slot.
#include <cuda_runtime.h>

template <typename T> __host__ __device__ void construct(T *slot, T value) { new (slot) T(value); }

__global__ void load(const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  construct(&out[i / 2], in[i]);
}
