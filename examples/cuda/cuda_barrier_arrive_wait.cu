//pass
//--blockDim=256 --gridDim=8
//
// The block reduction of NVIDIA's simpleAWBarrier sample: each warp sums
// its values with shuffles, its first lane stores the warp's sum, and a
// cuda::barrier's arrive() and wait() -- nothing between them but the token,
// so arrive_and_wait() -- separate those stores from warp 0's reads.
// cuda_barrier_arrive_wait_missing.cu drops the barrier;
// cuda_barrier_arrive_wait_split.cu reads between arrive() and wait().
#include <cooperative_groups.h>
#include <cuda/barrier>
namespace cg = cooperative_groups;

#ifndef SYNCHRONISE
#define SYNCHRONISE                                                                                                   \
  auto token = barrier.arrive();                                                                                      \
  barrier.wait(std::move(token))
#endif

__device__ void reduceBlockData(cuda::barrier<cuda::thread_scope_block> &barrier, cg::thread_block_tile<32> &tile32,
                                double &threadSum, double *result) {
  __shared__ double warpSums[32];
  for (int offset = tile32.size() / 2; offset > 0; offset /= 2)
    threadSum += tile32.shfl_down(threadSum, offset);
  if (tile32.thread_rank() == 0)
    warpSums[tile32.meta_group_rank()] = threadSum;
  SYNCHRONISE;
  if (tile32.meta_group_rank() == 0) {
    double beta = tile32.thread_rank() < tile32.meta_group_size() ? warpSums[tile32.thread_rank()] : 0.0;
    for (int offset = tile32.size() / 2; offset > 0; offset /= 2)
      beta += tile32.shfl_down(beta, offset);
    if (tile32.thread_rank() == 0)
      *result = beta;
  }
}

__global__ void dotProductAWBarrier(const float *vecA, const float *vecB, double *partialResults, int size) {
  cg::thread_block cta = cg::this_thread_block();
  cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
  __shared__ cuda::barrier<cuda::thread_scope_block> barrier;
  if (threadIdx.x == 0)
    init(&barrier, blockDim.x);
  __syncthreads();
  double threadSum = 0.0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size; i += gridDim.x * blockDim.x)
    threadSum += (double)(vecA[i] * vecB[i]);
  reduceBlockData(barrier, tile32, threadSum, &partialResults[blockIdx.x]);
}
