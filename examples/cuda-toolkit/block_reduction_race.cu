//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=16 --cuda-path=${CUDA_TOOLKIT}
//block_reduction_race.cu:17:\d+: error: possible (read-write|write-read) race on s\[
//
// block_reduction.cu without the __syncthreads() between the steps.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void reduce(float *data) {
  __shared__ float s[256];
  cg::thread_block block = cg::this_thread_block();
  s[threadIdx.x] = data[blockIdx.x * 256 + threadIdx.x];
  block.sync();
  for (int o = 128; o > 0; o /= 2) {
    if (threadIdx.x < o)
      s[threadIdx.x] +=
          s[threadIdx.x + o];
  }
  if (threadIdx.x == 0)
    data[blockIdx.x * 256] = s[0];
}
