//pass
//--blockDim=128 --gridDim=8
//
// __half2 arithmetic from the rest of cuda_fp16.h (__hmax2, __hmin2,
// __hgt2, h2sqrt, rounding-mode conversions), declared with the toolkit's
// signatures and uninterpreted. Each thread writes its own pair.
#include <cuda_fp16.h>

__global__ void clamp_pairs(const __half2 *in, __half2 *out, int *rounded, __half2 lo, __half2 hi) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half2 v = __hmin2(__hmax2(in[i], lo), hi);
  out[i] = __hadd2(h2sqrt(v), __hgt2(v, lo));
  rounded[i] = __half2int_rz(__low2half(v));
}
