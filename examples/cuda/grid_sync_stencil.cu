//pass
//--blockDim=64 --gridDim=16
//
// One smoothing step over a global array, in place, by a cooperative launch:
// every thread reads its neighbours, the whole grid synchronises, then each
// thread writes its own element. The neighbours of a block's first and last
// thread belong to the blocks beside it.
//
// RACE-FREE. The reads of all blocks happen before the grid-wide sync and
// every write after it; after it each thread writes only its own element.

#include <cooperative_groups.h>

namespace cg = cooperative_groups;

#ifndef SYNC
#define SYNC grid.sync()
#endif

__global__ void smooth(float *a, int n) {
  __requires(n == 64 * 16);
  cg::grid_group grid = cg::this_grid();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float left = i > 0 ? a[i - 1] : a[i];
  float right = i < n - 1 ? a[i + 1] : a[i];
  float mine = a[i];
  SYNC;
  a[i] = (left + mine + right) / 3.0f;
}
