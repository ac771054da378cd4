//xfail:NOT_ALL_VERIFIED
//--blockDim=[32,2] --gridDim=[8] --warp-sync=32
//possible write-read race on tile\[
//
// warp_rows_loop.cu with each warp reading the other warp's row: warps do
// not run in lock-step with each other, and no barrier orders the row's
// writes before the reads.
__global__ void warp_rows(const float *in, float *out) {
  __shared__ float tile[2][32];
  tile[threadIdx.y][threadIdx.x] = in[blockIdx.x * 64 + threadIdx.y * 32 + threadIdx.x];
  float sum = 0;
  for (int i = 0; i < 32; i++)
    sum += tile[1 - threadIdx.y][i];
  out[blockIdx.x * 64 + threadIdx.y * 32 + threadIdx.x] = sum;
}
