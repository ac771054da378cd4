//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=16 --warp-sync=32
//possible (read-write|write-read) race on partial\[
//
// warp_reduction.cu with its last steps run by 64 threads: two warps, and
// nothing orders thread 32's writes after thread 0's reads of them.
__global__ void warp_reduce(int *out, const int *in) {
  __shared__ volatile int partial[256];
  unsigned t = threadIdx.x;
  partial[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  if (t < 64) {
    partial[t] += partial[t + 32];
    partial[t] += partial[t + 16];
  }
  if (t == 0)
    out[blockIdx.x] = partial[0];
}
