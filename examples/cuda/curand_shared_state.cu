//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=64
//possible (read-write|write-read|write-write) race on states\[
//
// curand_per_thread.cu drawing from one state per block: the threads of a
// block advance the same generator state concurrently.

#include <curand_kernel.h>

__global__ void sample(curandState *states, float *out, unsigned long long seed) {
  unsigned int id = blockIdx.x * blockDim.x + threadIdx.x;
  float x = curand_uniform(&states[blockIdx.x]);
  float y = curand_uniform(&states[blockIdx.x]);
  out[id] = (x * x + y * y <= 1.0f) ? 1.0f : 0.0f;
}
