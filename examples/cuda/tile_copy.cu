//pass
//--gridDim=[64,64] --blockDim=[16,16]
//
// Each 16x16 block copies its tile of a width x width matrix row by row, in
// a loop repeated nreps times (the CUDA SDK's transpose benchmark). The
// preconditions fix width: every use of it in the kernel is then 1024, so
// the offsets the loops write move by a known stride and loop invariant
// inference finds that each work-item writes only its own column of the
// tile, however often the outer loop goes round.
#ifndef WIDTH
#define WIDTH 1024
#endif
#define TILE 16

__global__ void tile_copy(float *out, const float *in, int width, int nreps) {
  __requires(width == WIDTH);
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  int index = x + width * y;
  for (int r = 0; r < nreps; r++)
    for (int i = 0; i < TILE; i += TILE)
      out[index + i * width] = in[index + i * width];
}
