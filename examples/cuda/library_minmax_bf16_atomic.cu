//pass
//--blockDim=256 --gridDim=64
//
// Names of CUDA's device library that come up in kernels written against
// the toolkit: the C integer minimum umin (exact, like min), atomicAdd on
// __nv_bfloat16, and the CUDART_*_FP16 constants. Each thread clamps its
// index to 2^20, more than the 16384 threads launched, so the stores do
// not overlap. library_minmax_clamped_race.cu clamps to 255.
#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void clamp_store(float *out, __nv_bfloat16 *sum, __half *peak, const float *in) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[t];
  out[umin(t, 1u << 20)] = v;
  atomicAdd(sum, __float2bfloat16(v));
  if (t == 0)
    *peak = CUDART_INF_FP16;
}
