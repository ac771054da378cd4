//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//coalesced_rank_race.cu:15:\d+: error: possible write-write race on out\[
//
// coalesced_broadcast.cu indexing by the rank in the group: the two warps
// of a block have groups with the same ranks, and write the same elements.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void broadcast_positive(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = in[i];
  if (x > 0) {
    cg::coalesced_group active = cg::coalesced_threads();
    out[blockIdx.x * 32 + active.thread_rank()] = active.shfl(x, 0);
  }
}
