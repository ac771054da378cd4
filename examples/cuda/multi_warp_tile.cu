//pass
//--blockDim=256 --gridDim=4
//
// Tiles of several warps (CUDA 12's thread_block_tile<128>): each tile's
// threads write their elements of shared memory, meet at tile.sync(), and
// read a neighbour's within their own tile. The tile's sync orders the
// accesses of its threads only; no thread reads across tiles.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void rotate_within_tiles(float *data) {
  __shared__ float s[256];
  cg::thread_block_tile<128> tile = cg::tiled_partition<128>(cg::this_thread_block());
  s[threadIdx.x] = data[blockIdx.x * 256 + threadIdx.x];
  tile.sync();
  unsigned base = tile.meta_group_rank() * tile.num_threads();
  data[blockIdx.x * 256 + threadIdx.x] = s[base + (tile.thread_rank() + 1) % 128];
}
