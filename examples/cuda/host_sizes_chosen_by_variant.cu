//pass
//--blockDim=32 --gridDim=[8,8]
//host_sizes_chosen_by_variant.cu:\d+:\d+: note: assumed from the host code \(the same at its 2 launches\) of 'tiles': gridDim.x == .*where
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// The sizes of two variants of a launch chosen by an `if` on a value read
// at run time (HeCBench's wmma: `impl`), then the launch in a loop that
// tests the variant again. The optimiser folds the two sizes into shifts
// by a choice (`m >> (impl == 0 ? 4 : 6)`), read as the choice of two
// shifts; the launch's facts then share three unknowns (impl, m, n), whose
// values are found one at a time (impl from the test, then m and n), so
// that `ld == n` and `gridDim.y == n / 16` are assumed and the tiles of
// neighbouring blocks cannot meet.
#include <cstdint>
#include <cstdlib>

__global__ void tiles(float *d, const uint32_t ld) {
  unsigned row = blockIdx.x * 16 + threadIdx.x % 16, column = blockIdx.y * 16 + threadIdx.x / 16;
#ifdef HALF_TILES
  column = blockIdx.y * 2 + threadIdx.x / 16;
#endif
  d[row * ld + column] = blockIdx.y;
  d[row * ld + column + 2] = blockIdx.y;
}

void run(int variant, uint32_t m, uint32_t n, int repeat) {
  if (variant == 0 && (m < 16 || n < 16 || m % 16 || n % 16))
    return;
  uint32_t ld = n;
  float *d;
  cudaMalloc(&d, m * n * sizeof(float));
  dim3 grid(1, 1, 1), block(1, 1, 1);
  if (variant == 0) {
    grid.x = m / 16;
    grid.y = n / 16;
    block.x = 32;
  } else {
    grid.x = m / 64;
    grid.y = n / 64;
    block.x = 128;
  }
  for (int w = 0; w < 30; w++)
    if (variant == 0)
      tiles<<<grid, block>>>(d, ld);
  for (int w = 0; w < repeat; w++)
    if (variant == 0)
      tiles<<<grid, block>>>(d, ld);
  cudaFree(d);
}

int main(int argc, char **argv) {
  run(atoi(argv[1]), atoi(argv[2]), atoi(argv[3]), atoi(argv[4]));
  return 0;
}
