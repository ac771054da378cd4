//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//possible (read-write|write-read) race on a\[
//
// streaming_hints.cu reading the neighbour's element: a hinted load is a
// load like any other, and races with the neighbour's hinted store.
#include <math_constants.h>

__global__ void scale(float *a, unsigned *count) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  __stcs(&a[i], __ldcs(&a[i + 1]) * CUDART_PI_F);
  atomicAdd_system(count, 1u);
}
