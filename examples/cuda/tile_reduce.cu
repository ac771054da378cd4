//pass
//--blockDim=128 --gridDim=16
//
// A warp reduction with cooperative groups: the block is cut into tiles of
// 32 threads, cg::reduce sums each tile's values (the same result for the
// whole tile), and the tile's rank 0 writes it.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void tile_sum(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  int sum = cg::reduce(tile, v, cg::plus<int>());
  if (tile.thread_rank() == 0)
    out[blockIdx.x * tile.meta_group_size() + tile.meta_group_rank()] = sum;
}
