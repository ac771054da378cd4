//pass
//--blockDim=32 --gridDim=64
//
// A reduction in shared memory within one warp, with __syncwarp() between
// the steps: each step's writes are ordered before the next step's reads of
// the lanes of the warp (Volta and later need it: the lanes of a warp are
// not in lock-step).
__global__ void reduce(const int *in, int *out) {
  __shared__ int partial[32];
  unsigned t = threadIdx.x;
  partial[t] = in[blockIdx.x * blockDim.x + t];
  __syncwarp();
  for (unsigned o = 16; o > 0; o /= 2) {
    if (t < o)
      partial[t] += partial[t + o];
    __syncwarp();
  }
  if (t == 0)
    out[blockIdx.x] = partial[0];
}
