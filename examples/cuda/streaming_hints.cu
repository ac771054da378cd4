//pass
//--blockDim=64 --gridDim=16
//
// Cache-hinted loads and stores (__ldcs, __stcs) are plain accesses,
// clock64() a new reading each time, CUDART_PI_F a constant of
// <math_constants.h>, atomicAdd_system an atomic: each thread scales its own
// element after a timed wait, and counts itself.
#include <math_constants.h>

__global__ void scale(float *a, unsigned *count) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  long long start = clock64();
  while (clock64() - start < 1000)
    __nanosleep(100);
  __stcs(&a[i], __ldcs(&a[i]) * CUDART_PI_F);
  atomicAdd_system(count, 1u);
}
