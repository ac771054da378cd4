//pass
//--blockDim=256 --gridDim=16 --warp-sync=32
//
// The last steps of a reduction run within one warp and without
// __syncthreads(): the threads of a warp run in lock-step, so each step's
// reads happen before the step's writes (--warp-sync=32 says so).
__global__ void warp_reduce(int *out, const int *in) {
  __shared__ volatile int partial[256];
  unsigned t = threadIdx.x;
  partial[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  if (t < 32) {
    partial[t] += partial[t + 32];
    partial[t] += partial[t + 16];
    partial[t] += partial[t + 8];
    partial[t] += partial[t + 4];
    partial[t] += partial[t + 2];
    partial[t] += partial[t + 1];
  }
  if (t == 0)
    out[blockIdx.x] = partial[0];
}
