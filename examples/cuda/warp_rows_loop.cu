//pass
//--blockDim=[32,2] --gridDim=[8] --warp-sync=32
//
// Each warp (threadIdx.y) fills its own row of a tile, one element per
// lane, then reads the row back in a loop with no barrier: the lanes of a
// warp run in lock-step, so each read comes after every lane's write, and
// the other warp never touches the row.
__global__ void warp_rows(const float *in, float *out) {
  __shared__ float tile[2][32];
  tile[threadIdx.y][threadIdx.x] = in[blockIdx.x * 64 + threadIdx.y * 32 + threadIdx.x];
  float sum = 0;
  for (int i = 0; i < 32; i++)
    sum += tile[threadIdx.y][i];
  out[blockIdx.x * 64 + threadIdx.y * 32 + threadIdx.x] = sum;
}
