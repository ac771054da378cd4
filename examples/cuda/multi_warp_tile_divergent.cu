//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4
//multi_warp_tile_divergent.cu:14:\d+: error: warp-synchronous operation may be reached by non-uniform control flow
//
// A tile of 64 threads whose first warp alone reaches tile.sync(): every
// thread of the tile must.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void half_sync(float *data) {
  cg::thread_block_tile<64> tile = cg::tiled_partition<64>(cg::this_thread_block());
  data[blockIdx.x * 256 + threadIdx.x] = 1.0f;
  if (tile.thread_rank() < 32)
    tile.sync();
}
