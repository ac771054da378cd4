//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=16 --cuda-path=${CUDA_TOOLKIT}
//warp_shuffle_divergent.cu:13:12: error: warp-synchronous operation may be reached by non-uniform control flow
//
// warp_shuffle_reduction.cu's shuffle under `if (lane < 16)` with a full
// mask: the lanes 16-31 the mask names never reach it. Reported at the
// kernel's line, not inside clang's CUDA headers where __shfl_down_sync is
// defined.
__global__ void reduce(const float *in, float *out) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    if ((threadIdx.x & 31) < 16)
      v += __shfl_down_sync(0xffffffff, v, o);
  if ((threadIdx.x & 31) == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = v;
}
