//pass
//--blockDim=64 --gridDim=[4,*]
//host_launch_checked_input.cu:\d+:\d+: note: assumed from the host code \(the same at its 2 launches\) of 'fillRows': .*gridDim.y == \(height\).*the way to line \d+ was taken
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// Input checked the way command-line tools check it: a flag cleared on a
// bad value, tested once all is parsed, and the launch in a function of its
// own (called twice) whose grid's x a loop rounds up to a power of two. The
// rows start after a 64-element header and end before a trailer, so the
// kernel is race-free where offset >= 64 and the grid has `height` rows.
// Both come from the host code: the launch is reached only with ok set
// (the way the flag was set says which checks passed), and the grid's y,
// kept as it was round the loop that doubles its x, is the row count.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#ifndef SMALLEST_OFFSET
#define SMALLEST_OFFSET 64
#endif

__global__ void fillRows(float *out, int offset, int height) {
  if (blockIdx.x == 0) {
    out[offset + blockIdx.y * 64 + threadIdx.x] = (float)blockIdx.y;
    if (blockIdx.y == 0) {
      out[threadIdx.x] = 0.0f;                         // the header
      out[offset + height * 64 + threadIdx.x] = -1.0f; // the trailer
    }
  }
}

void launchRows(float *out, int offset, int height) {
  dim3 grid, block(64);
  grid.y = height;
  unsigned wanted = (offset + 63) / 64;
  for (grid.x = 1; grid.x < wanted; grid.x *= 2)
    ;
  fillRows<<<grid, block>>>(out, offset, height);
}

int main(int argc, char **argv) {
  bool ok = true;
  int offset = 64, height = 8;
  if (argc > 2) {
    offset = atoi(argv[1]);
    if (offset < SMALLEST_OFFSET || offset > (1 << 20)) {
      fprintf(stderr, "offset out of range: %d\n", offset);
      ok = false;
    }
    height = atoi(argv[2]);
    if (height < 1 || height > 1024) {
      fprintf(stderr, "height out of range: %d\n", height);
      ok = false;
    }
  }
  if (!ok)
    return 1;
  size_t size = ((size_t)offset + (height + 1) * 64) * sizeof(float);
  float *out, *copy;
  cudaMalloc(&out, size);
  cudaMalloc(&copy, size);
  launchRows(out, offset, height);
  launchRows(copy, offset, height);
  cudaDeviceSynchronize();
  return 0;
}
