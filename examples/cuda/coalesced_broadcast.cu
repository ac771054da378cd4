//pass
//--blockDim=64 --gridDim=4
//
// cooperative_groups::coalesced_threads() inside a branch: the lanes that
// took it form a group (their __activemask()), whose first lane's value is
// broadcast with a shuffle and whose size and ranks are counted with
// __popc. Lanes that see each other in __activemask() ran it together, so
// they hold the same mask and the shuffle is not divergent. Each thread
// writes its own element.
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void broadcast_positive(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = in[i];
  if (x > 0) {
    cg::coalesced_group active = cg::coalesced_threads();
    int first = active.shfl(x, 0);
    active.sync();
    out[i] = first + active.thread_rank() * active.size() + active.shfl_up(x, 1);
  }
}
