//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=16
//possible write-write race on out\[
//
// tile_reduce.cu where rank 0 of each tile writes to its block's first
// element: the four tiles of a block write the same element.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void tile_sum(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  int sum = cg::reduce(tile, v, cg::plus<int>());
  if (tile.thread_rank() == 0)
    out[blockIdx.x * tile.meta_group_size()] = sum;
}
