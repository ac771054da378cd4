//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=16
//warp-synchronous operation may be reached by non-uniform control flow
//
// warp_shuffle_reduction.cu with the shuffle under `if (lane < 16)` but the
// mask still naming all 32 lanes: lanes 16 to 31 never reach the shuffle
// their mask makes the others wait for (undefined behaviour since Volta).
__global__ void reduce(const float *in, float *out) {
  unsigned lane = threadIdx.x & 31;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (lane < 16)
    v += __shfl_down_sync(0xffffffff, v, 16);
  if (lane == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = v;
}
