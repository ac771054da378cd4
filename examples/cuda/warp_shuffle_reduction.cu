//pass
//--blockDim=256 --gridDim=16
//
// The reduction most CUDA code uses today: each warp sums its 32 values with
// __shfl_down_sync (no shared memory, no barrier), and lane 0 of each warp
// writes the warp's sum. All lanes take part in every shuffle (the loop is
// the same for every thread), and each warp writes its own element of out.
__global__ void reduce(const float *in, float *out) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if ((threadIdx.x & 31) == 0)
    out[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = v;
}
