//pass
//--blockDim=128 --gridDim=32
//
// Half precision: y = a*x + y on __half values with the toolkit's
// intrinsics and operators, one element per thread.
#include <cuda_fp16.h>

__global__ void axpy(__half a, const __half *x, __half *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = __hfma(a, x[i], y[i]);
}
