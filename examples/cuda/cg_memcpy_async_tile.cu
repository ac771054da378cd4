//pass
//--blockDim=256 --gridDim=4
//
// A tile staged with cooperative_groups::memcpy_async, the block's
// collective asynchronous copy: which thread copies which part is the
// implementation's, so each thread is taken to copy an arbitrary element,
// pending until cg::wait, which completes the copy and synchronises the
// block. cg_memcpy_async_tile_sync_only.cu breaks it.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

#ifndef WAIT
#define WAIT cg::wait(block)
#endif

__global__ void shift_tile(const float *in, float *out) {
  __shared__ float tile[256];
  cg::thread_block block = cg::this_thread_block();
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  cg::memcpy_async(block, tile, in + blockIdx.x * blockDim.x, sizeof(float) * blockDim.x);
  WAIT;
  out[i] = tile[(threadIdx.x + 1) % blockDim.x];
}
