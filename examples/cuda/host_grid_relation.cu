//pass
//--blockDim=[16,16] --gridDim=[4,4]
//host_grid_relation.cu:\d+:\d+: note: assumed from the host code \(its launch\) of 'transpose': gridDim.x == \(width \+ 15\) / 16, gridDim.y == \(height \+ 15\) / 16 \(--all-inputs checks every value\)
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// What the host code knows beyond constants: the sizes come from the
// command line, and the grid is rounded up from them. Verified with a
// 4x4 grid, the launch says width and height are at most 64, so
// `x * height + y` cannot wrap around (with any width it can: see
// host_grid_relation_all_inputs.cu). The relation, not a range, is assumed.
#include <cstdlib>
#include <cuda_runtime.h>

__global__ void transpose(float *out, const float *in, int width, int height) {
  int x = blockIdx.x * 16 + threadIdx.x;
  int y = blockIdx.y * 16 + threadIdx.y;
#ifdef DROP_ROW_GUARD
  if (x < width)
#else
  if (x < width && y < height)
#endif
    out[x * height + y] = in[y * width + x];
}

int main(int argc, char **argv) {
  int width = atoi(argv[1]), height = atoi(argv[2]);
  float *in, *out;
  cudaMalloc(&in, width * height * sizeof(float));
  cudaMalloc(&out, width * height * sizeof(float));
  dim3 grid((width + 15) / 16, (height + 15) / 16);
  transpose<<<grid, dim3(16, 16)>>>(out, in, width, height);
  cudaDeviceSynchronize();
  return 0;
}
