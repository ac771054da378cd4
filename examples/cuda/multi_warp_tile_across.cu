//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4
//multi_warp_tile_across.cu:16:\d+: error: possible write-read race on s\[
//
// multi_warp_tile.cu reading the other tile's elements: a tile's sync does
// not wait for the other tile's writes.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void rotate_within_tiles(float *data) {
  __shared__ float s[256];
  cg::thread_block_tile<128> tile = cg::tiled_partition<128>(cg::this_thread_block());
  s[threadIdx.x] = data[blockIdx.x * 256 + threadIdx.x];
  tile.sync();
  data[blockIdx.x * 256 + threadIdx.x] =
      s[(threadIdx.x + 128) % 256];
}
