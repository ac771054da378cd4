//xfail:GPUVERIFYVCGEN_ERROR
//--blockDim=64 --gridDim=4
//a kernel that may make several cuda::pipeline objects is not supported yet
//
// Two pipelines of one thread over the same cp.async groups: libcu++ counts
// each pipeline's stages apart, so a consumer_wait() on one completes as
// many groups as that pipeline has outstanding, and the encoding (one count
// of the groups waited for) would be wrong for the other: refused.
#include <cuda/pipeline>

__global__ void two_streams(const float *a, const float *b, float *out) {
  __shared__ float as[64], bs[64];
  unsigned t = threadIdx.x;
  auto first = cuda::make_pipeline();
  auto second = cuda::make_pipeline();
  cuda::memcpy_async(&as[t], &a[blockIdx.x * 64 + t], sizeof(float), first);
  first.producer_commit();
  cuda::memcpy_async(&bs[t], &b[blockIdx.x * 64 + t], sizeof(float), second);
  second.producer_commit();
  first.consumer_wait();
  second.consumer_wait();
  __syncthreads();
  out[blockIdx.x * 64 + t] = as[63 - t] + bs[63 - t];
}
