//pass
//--blockDim=16 --gridDim=*
//host_launch_counted_loop.cu:\d+:\d+: note: assumed from the host code \(its launch\) of 'tiles': .*gridDim.x == blk.*blk
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// The host launches once per value of a loop's counter (a wavefront's
// blocks, as Needleman-Wunsch's kernel1 is launched): blk runs from 1 to
// width, so the blocks' tiles stay before the trailer that block 0 writes
// at tile `width`. The counter's range at the launch comes from the loop's
// test (blk == 1 || blk <= width), and the grid, left free, is the counter
// (gridDim.x == blk), so every launch of the loop is verified.
#include <cstdlib>
#include <cuda_runtime.h>

#ifndef LAST
#define LAST width
#endif

__global__ void tiles(int *a, int blk, int width) {
  a[blockIdx.x * 16 + threadIdx.x] = blk;
  if (blockIdx.x == 0)
    a[width * 16 + threadIdx.x] = -1;
}

int main(int argc, char **argv) {
  int width = atoi(argv[1]);
  if (width > 4096)
    return 1;
  int *a;
  cudaMalloc(&a, (width + 2) * 16 * sizeof(int));
  for (int blk = 1; blk <= LAST; blk++)
    tiles<<<blk, 16>>>(a, blk, width);
  cudaDeviceSynchronize();
  return 0;
}
