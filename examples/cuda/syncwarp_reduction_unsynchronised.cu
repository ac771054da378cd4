//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=64
//possible (read-write|write-read) race on partial\[
//
// syncwarp_reduction.cu without the __syncwarp() in the loop: lane t reads
// partial[t + o], which lane t + o wrote in the step before, with nothing
// ordering the two (the warp's lanes need not run in lock-step).
__global__ void reduce(const int *in, int *out) {
  __shared__ int partial[32];
  unsigned t = threadIdx.x;
  partial[t] = in[blockIdx.x * blockDim.x + t];
  __syncwarp();
  for (unsigned o = 16; o > 0; o /= 2) {
    if (t < o)
      partial[t] += partial[t + o];
  }
  if (t == 0)
    out[blockIdx.x] = partial[0];
}
