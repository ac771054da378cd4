//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//a cuda::pipeline shared by a group \(cuda::pipeline_shared_state\) is not supported yet
//kernel 'reversed' is left out: the file's other kernels are verified without it
//possible write-write race on out\[
//finished with 0 verified, 1 error, 1 not supported
//
// Twin of one_kernel_refused.cu: 'reversed' is left out as there, and the
// race in 'scaled' (threads 2k and 2k+1 write one element) is still
// reported (exit 6).
#include <cooperative_groups.h>
#include <cuda/pipeline>
namespace cg = cooperative_groups;

__global__ void scaled(const float *in, float *out, float factor) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i / 2] = factor * in[i]; // two threads, one element
}

__global__ void reversed(const float *in, float *out) {
  __shared__ float tile[64];
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, 2> state;
  auto block = cg::this_thread_block();
  auto pipe = cuda::make_pipeline(block, &state);
  pipe.producer_acquire();
  cuda::memcpy_async(&tile[threadIdx.x], &in[blockIdx.x * 64 + threadIdx.x], sizeof(float), pipe);
  pipe.producer_commit();
  pipe.consumer_wait();
  out[blockIdx.x * 64 + threadIdx.x] = tile[63 - threadIdx.x];
  pipe.consumer_release();
}
