//pass
//--blockDim=256 --gridDim=16
//
// Each warp of the block sums its part of a shared array in a tree, a
// tile's sync() between the levels (the CUDA samples' simpleCudaGraphs and
// MonteCarloMultiGPU): the sync orders the accesses of one tile's threads,
// and each thread touches only its own tile's part. Inferred: the loop's
// invariants say so, with no hand annotation.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

#define N 256
#ifndef FIRST_STRIDE
#define FIRST_STRIDE(tile) ((tile).size() / 2)
#endif

__global__ void tileSums(float *out, const float *in) {
  __shared__ float s[N];
  cg::thread_block cta = cg::this_thread_block();
  unsigned t = cta.thread_rank();
  s[t] = in[blockIdx.x * N + t];
  cg::sync(cta);
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cta);
  float sum = s[t];
  for (int i = FIRST_STRIDE(tile); i > 0; i >>= 1) {
    if (tile.thread_rank() < i) {
      sum += s[t + i];
      s[t] = sum;
    }
    tile.sync();
  }
  cg::sync(cta);
  if (t == 0) {
    float total = 0;
    for (int w = 0; w < N; w += 32)
      total += s[w];
    out[blockIdx.x] = total;
  }
}
