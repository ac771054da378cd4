//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,4] --gridDim=[8,8]
//possible write-write race on tile\[
//
// unrolled_tile_load.cu with a right halo two steps wide in a row one step
// wider than the columns: a thread writes the first element of the next
// row, which the thread below writes too (with a value of its own).
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
  for (int i = STEPS + 1; i < STEPS + 3; i++)
    tile[threadIdx.y][threadIdx.x + i * WIDTH] = blockIdx.x < 7 ? row[STEPS * WIDTH] : 0;
  __syncthreads();
  dst[y * 1024 + blockIdx.x * STEPS * WIDTH + threadIdx.x] =
      tile[threadIdx.y][threadIdx.x + WIDTH - 1] + tile[threadIdx.y][threadIdx.x + WIDTH + 1];
}
