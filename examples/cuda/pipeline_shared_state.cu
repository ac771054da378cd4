//xfail:GPUVERIFYVCGEN_ERROR
//--blockDim=64 --gridDim=4
//a cuda::pipeline shared by a group \(cuda::pipeline_shared_state\) is not supported yet
//
// A pipeline of the whole block (cuda::make_pipeline(block, &state)): its
// producer_commit and consumer_wait are a split barrier of the block, which
// the two-thread encoding does not model yet. gpuverify's <cuda/pipeline>
// declares it so that the file compiles, and refuses the kernel that uses
// it; a pipeline of one thread (pipeline_double_buffer.cu) is modelled.
#include <cooperative_groups.h>
#include <cuda/pipeline>
namespace cg = cooperative_groups;

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
