//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=64
//possible write-write race on out\[255\]
//
// library_minmax_bf16_atomic.cu with the index clamped to 255: every
// thread from 255 on stores to out[255].
#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void clamp_store(float *out, __nv_bfloat16 *sum, __half *peak, const float *in) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[t];
  out[umin(t, 255u)] = v;
  atomicAdd(sum, __float2bfloat16(v));
  if (t == 0)
    *peak = CUDART_INF_FP16;
}
