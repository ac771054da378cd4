//xfail:NOT_ALL_VERIFIED
//--blockDim=[32] --gridDim=[4]
//possible write-write race on out\[
//
// An unrolled loop (#pragma unroll) followed by a loop left as it is: the
// second loop's counter must keep counting. Its third iteration has every
// thread of a block write its own id to out[blockIdx.x].
__global__ void unrolled_then_loop(const int *in, int *out, int n) {
  __requires(n == 4);
  __shared__ int tile[4 * 32];
#pragma unroll
  for (int i = 0; i < 4; i++)
    tile[i * 32 + threadIdx.x] = in[i * 32 + threadIdx.x];
  for (int i = 0; i < n; i++)
    if (i == 2)
      out[blockIdx.x] = tile[threadIdx.x] + threadIdx.x;
}
