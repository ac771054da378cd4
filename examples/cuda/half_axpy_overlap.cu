//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=32
//possible (read-write|write-read) race on y\[
//
// half_axpy.cu that also reads its neighbour's y: thread i reads y[i + 1],
// which thread i + 1 writes.
#include <cuda_fp16.h>

__global__ void axpy(__half a, const __half *x, __half *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 1 < n)
    y[i] = a * x[i] + y[i + 1];
}
