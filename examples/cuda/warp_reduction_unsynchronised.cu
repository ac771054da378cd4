//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=16
//possible (read-write|write-read) race on partial\[
//
// warp_reduction.cu without --warp-sync: nothing orders thread t's read of
// partial[t + 16] after thread t + 16's write of it.
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
