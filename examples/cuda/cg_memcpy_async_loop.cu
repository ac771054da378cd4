//pass
//--blockDim=64 --gridDim=4
//
// cooperative_groups::memcpy_async in a loop: each iteration copies the
// next row of tiles into one shared buffer, waits for it, reads a
// neighbour's element, and synchronises before the next copy overwrites
// the buffer. cg_memcpy_async_loop_one_barrier.cu breaks it.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
namespace cg = cooperative_groups;

#ifndef LAST_SYNC
#define LAST_SYNC block.sync()
#endif
#define TILE 64

__global__ void rowsum(const float *in, float *out, int tiles) {
  __shared__ float buffer[TILE];
  cg::thread_block block = cg::this_thread_block();
  unsigned t = threadIdx.x;
  const float *rows = in + (size_t)blockIdx.x * tiles * TILE;
  float sum = 0;
  for (int k = 0; k < tiles; ++k) {
    cg::memcpy_async(block, buffer, rows + (size_t)k * TILE, sizeof(float) * TILE);
    cg::wait(block);
    sum += buffer[(t + 1) % TILE];
    LAST_SYNC;
  }
  out[blockIdx.x * TILE + t] = sum;
}
