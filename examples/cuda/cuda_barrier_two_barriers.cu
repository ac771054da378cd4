//xfail:GPUVERIFYVCGEN_ERROR
//--blockDim=64 --gridDim=4
//copies bound to a cuda::barrier, where the kernel may use several barrier objects, are not supported
//
// Copies bound to two barriers: arrive_and_wait() on one does not complete
// the copies bound to the other, which gpuverify does not tell apart yet,
// so the kernel is refused rather than verified.
#include <cuda/barrier>

__global__ void two_stages(const float4 *in, float *out) {
  __shared__ float4 tile[2][64];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar[2];
  if (threadIdx.x == 0) {
    init(&bar[0], blockDim.x);
    init(&bar[1], blockDim.x);
  }
  __syncthreads();
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  cuda::memcpy_async(&tile[0][threadIdx.x], &in[i], cuda::aligned_size_t<16>(sizeof(float4)), bar[0]);
  cuda::memcpy_async(&tile[1][threadIdx.x], &in[i + 64], cuda::aligned_size_t<16>(sizeof(float4)), bar[1]);
  bar[0].arrive_and_wait();
  float4 v = tile[0][(threadIdx.x + 1) % blockDim.x];
  out[i] = v.x + v.w;
}
