//pass
//--pointer-bitwidth=64 --blockDim=256 --gridDim=64 --cuda-path=${CUDA_TOOLKIT}
//
// Each warp of a block sums one row, and the warp's first lane writes the
// sum. At 64 bits the toolkit's thread_block_tile keeps its fields in a
// union with a pointer, so the tile passed by value to cg::reduce is a
// structure value holding a pointer made from the fields' bits: read back,
// it must be those bits (the warp's rank), not an arbitrary address.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void rowSums(const float *in, float *out, int n, int d) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int row = blockIdx.x * warp.meta_group_size() + warp.meta_group_rank();
  if (row < n) {
    float sum = 0;
    for (int j = warp.thread_rank(); j < d; j += warp.size())
      sum += in[row * d + j];
    sum = cg::reduce(warp, sum, cg::plus<float>());
#ifdef RACE
    if (warp.thread_rank() < 2) // two lanes write one row
      out[row] = sum + warp.thread_rank();
#else
    if (warp.thread_rank() == 0)
      out[row] = sum;
#endif
  }
}
