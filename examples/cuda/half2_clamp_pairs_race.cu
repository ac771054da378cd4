//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//half2_clamp_pairs_race.cu:12:\d+: error: possible write-write race on out\[
//
// half2_clamp.cu writing out[i / 2]: two threads write each pair.
#include <cuda_fp16.h>

__global__ void clamp_pairs(const __half2 *in, __half2 *out, int *rounded, __half2 lo, __half2 hi) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __half2 v = __hmin2(__hmax2(in[i], lo), hi);
  rounded[i] = __half2int_rz(__low2half(v));
  out[i / 2] = __hadd2(h2sqrt(v), __hgt2(v, lo));
}
