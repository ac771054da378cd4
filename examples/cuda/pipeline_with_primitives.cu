//xfail:GPUVERIFYVCGEN_ERROR
//--blockDim=64 --gridDim=4
//a cuda::pipeline and cp.async groups committed or waited for outside it in one kernel are not supported yet
//
// A cuda::pipeline beside the pipeline primitives' own commit: the
// pipeline's consumer_wait() counts only its own stages, and a group
// committed outside it would shift which group that wait completes (on the
// hardware too): refused.
#include <cuda/pipeline>
#include <cuda_pipeline_primitives.h>

__global__ void mixed(const float *a, const float *b, float *out) {
  __shared__ float as[64], bs[64];
  unsigned t = threadIdx.x;
  auto pipe = cuda::make_pipeline();
  __pipeline_memcpy_async(&bs[t], &b[blockIdx.x * 64 + t], sizeof(float));
  __pipeline_commit();
  cuda::memcpy_async(&as[t], &a[blockIdx.x * 64 + t], sizeof(float), pipe);
  pipe.producer_commit();
  pipe.consumer_wait();
  __pipeline_wait_prior(0);
  __syncthreads();
  out[blockIdx.x * 64 + t] = as[63 - t] + bs[63 - t];
}
