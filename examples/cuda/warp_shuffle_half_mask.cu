//pass
//--blockDim=256 --gridDim=16
//
// warp_shuffle_divergent.cu with the mask that says who takes part: the
// lower half-warp's lanes (0x0000ffff) shuffle among themselves, with a
// width of 16, and no lane waits for one that does not come.
__global__ void reduce(const float *in, float *out) {
  unsigned lane = threadIdx.x & 31;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (lane < 16)
    for (int o = 8; o > 0; o /= 2)
      v += __shfl_down_sync(0x0000ffff, v, o, 16);
  if (lane == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = v;
}
