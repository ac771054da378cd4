//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//grid_sync_divergent.cu:18:[0-9]+: error: barrier may be reached by non-uniform control flow
//
// A grid-wide sync that only the even blocks reach: the odd blocks never
// arrive, so the grid deadlocks. Every thread of each block agrees on the
// branch, which would be enough for __syncthreads(), but not for a grid sync.

#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void even_blocks(int *a) {
  cg::grid_group grid = cg::this_grid();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (blockIdx.x % 2 == 0) {
    int next = a[i + 1];
    grid.sync();

    a[i] = next;
    grid.sync();
  }
}
