//pass
//--blockDim=[16,16] --gridDim=[2,2]
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// A thread's 4 x 4 register tile, as SGEMM tutorials write it: a nest of
// two small loops accumulates into `acc[i][j]`, another writes the tile
// out. Each inner loop is unrolled unasked, then the outer loop, innermost
// once its inner loop went: sixteen stores with known offsets and sixteen
// values, not a private array. With the tile's columns one too narrow
// (small_loop_nest_unrolled_race.cu) neighbouring threads' tiles overlap.
#define TM 4
#define TN 4
#ifndef COLUMN_STRIDE
#define COLUMN_STRIDE TN
#endif

__global__ void registerTile(const float *a, const float *b, float *c, int k) {
  int row = (blockIdx.y * blockDim.y + threadIdx.y) * TM;
  int column = (blockIdx.x * blockDim.x + threadIdx.x) * COLUMN_STRIDE;
  int width = gridDim.x * blockDim.x * TN;
  float acc[TM][TN];
  for (int i = 0; i < TM; i++)
    for (int j = 0; j < TN; j++)
      acc[i][j] = 0.0f;
  for (int p = 0; p < k; p++)
    for (int i = 0; i < TM; i++)
      for (int j = 0; j < TN; j++)
        acc[i][j] += a[(row + i) * k + p] * b[p * width + column + j];
  for (int i = 0; i < TM; i++)
    for (int j = 0; j < TN; j++)
      c[(row + i) * width + column + j] = acc[i][j];
}
