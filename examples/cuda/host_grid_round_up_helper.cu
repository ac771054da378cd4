//pass
//--blockDim=[16,16] --gridDim=[4,4]
//host_grid_round_up_helper.cu:\d+:\d+: note: assumed from the host code \(its launch\) of 'transpose': gridDim.x == .*width.*, gridDim.y == .*height.* \(--all-inputs checks every value\)
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// The grid rounded up by a helper that chooses with an if (the CUDA
// samples' iDivUp): the host computes a value on two paths and joins them,
// and the launch's relation is read through the join. The file has no
// main (a library): what the wrapper is called with is unknown, but the
// relation between its width and the grid holds at every launch.
#include <cuda_runtime.h>

__global__ void transpose(unsigned *out, const unsigned *in, int width, int height) {
  unsigned x = blockIdx.x * 16 + threadIdx.x;
  unsigned y = blockIdx.y * 16 + threadIdx.y;
#ifdef DROP_ROW_GUARD
  if (x < width)
#else
  if (x < width && y < height)
#endif
    out[x * height + y] = in[y * width + x];
}

int iDivUp(int a, int b) { return (a % b != 0) ? (a / b + 1) : (a / b); }

void launchTranspose(unsigned *out, const unsigned *in, int width, int height) {
  dim3 grid(iDivUp(width, 16), iDivUp(height, 16));
  transpose<<<grid, dim3(16, 16)>>>(out, in, width, height);
}
