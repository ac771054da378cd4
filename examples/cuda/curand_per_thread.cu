//pass
//--blockDim=256 --gridDim=64
//
// Monte Carlo sampling with one cuRAND generator state per thread.

#include <curand_kernel.h>

__global__ void sample(curandState *states, float *out, unsigned long long seed) {
  unsigned int id = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, id, 0, &states[id]);
  float x = curand_uniform(&states[id]);
  float y = curand_uniform(&states[id]);
  out[id] = (x * x + y * y <= 1.0f) ? 1.0f : 0.0f;
}
