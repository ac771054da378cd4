//pass
//--blockDim=[16,4] --gridDim=[8,8]
//
// Each thread loads its columns of one row of a shared tile, plus a halo
// on either side, in loops the source asks to unroll (as CUDA's
// convolutionSeparable does). Unrolled, each copy of the store writes a
// known element; as loops, the halo loops would need invariants saying that
// the earlier loops' writes stayed within the thread's row.
#define STEPS 4
#define WIDTH 16

__global__ void tile_load(const float *src, float *dst) {
  __shared__ float tile[4][(STEPS + 2) * WIDTH];
  int y = blockIdx.y * 4 + threadIdx.y;
  const float *row = src + y * 1024 + blockIdx.x * STEPS * WIDTH + threadIdx.x;
#pragma unroll
  for (int i = 1; i <= STEPS; i++)
    tile[threadIdx.y][threadIdx.x + i * WIDTH] = row[(i - 1) * WIDTH];
#pragma unroll
  for (int i = 0; i < 1; i++)
    tile[threadIdx.y][threadIdx.x + i * WIDTH] = blockIdx.x > 0 ? row[-WIDTH] : 0;
#pragma unroll
  for (int i = STEPS + 1; i < STEPS + 2; i++)
    tile[threadIdx.y][threadIdx.x + i * WIDTH] = blockIdx.x < 7 ? row[STEPS * WIDTH] : 0;
  __syncthreads();
  dst[y * 1024 + blockIdx.x * STEPS * WIDTH + threadIdx.x] =
      tile[threadIdx.y][threadIdx.x + WIDTH - 1] + tile[threadIdx.y][threadIdx.x + WIDTH + 1];
}
