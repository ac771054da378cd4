//pass
//--blockDim=256 --gridDim=4
//
// A tile staged in shared memory with the pipeline primitives (cp.async):
// each thread copies its element asynchronously, commits the copy as a
// batch, waits for it, and only then does the barrier make the tile
// visible to its neighbours. A barrier alone does not complete a copy:
// cp_async_tile_no_wait.cu and cp_async_tile_wait_prior_1.cu break it.
#include <cuda_pipeline_primitives.h>

#ifndef WAIT
#define WAIT __pipeline_wait_prior(0)
#endif

__global__ void shift_tile(const float *in, float *out) {
  __shared__ float tile[256];
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  __pipeline_memcpy_async(&tile[threadIdx.x], &in[i], sizeof(float));
  __pipeline_commit();
  WAIT;
  __syncthreads();
  out[i] = tile[(threadIdx.x + 1) % blockDim.x];
}
