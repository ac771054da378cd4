//pass
//--blockDim=[16,16] --gridDim=[4,4]
//host_sizes_read_from_file.cu:\d+:\d+: note: assumed from the host code \(its launch\) of 'transpose': gridDim.x == \(width \+ 15\) / 16, gridDim.y == \(height \+ 15\) / 16
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// Sizes read from a file into variables whose addresses a helper takes,
// then used for buffers, the grid and the arguments: each use loads them
// again after calls (cudaMalloc, printf) that cannot change them (no
// pointer to them is kept), so the grid's w and the argument's w are one
// value, and the launch's relation bounds it.
#include <cstdio>
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

static bool readSize(const char *path, int *w, int *h) {
  FILE *file = fopen(path, "r");
  if (!file)
    return false;
  bool read = fscanf(file, "%d %d", w, h) == 2;
  fclose(file);
  return read;
}

int main(int argc, char **argv) {
  int w, h;
  if (argc < 2 || !readSize(argv[1], &w, &h))
    return 1;
  float *in, *out;
  cudaMalloc(&in, w * h * sizeof(float));
  cudaMalloc(&out, w * h * sizeof(float));
  printf("transposing %d x %d\n", w, h);
  dim3 grid((w + 15) / 16, (h + 15) / 16);
  transpose<<<grid, dim3(16, 16)>>>(out, in, w, h);
  cudaDeviceSynchronize();
  return 0;
}
