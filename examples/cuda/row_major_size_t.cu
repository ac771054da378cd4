//pass
//--blockDim=[16,16] --gridDim=[8,8] --pointer-bitwidth=64
//
// The most common indexing of CUDA as written today: a row times a width the
// host passes, plus a column below it, in 64 bits (size_t). Two threads'
// elements differ because each offset has one row and one column, which the
// solver cannot see through the product of two unknowns (it gave up); the
// access states them (translator/src/encode/RowMajor.h).
#ifndef COLUMN
#define COLUMN col
#endif
#ifndef LAST_COLUMN
#define LAST_COLUMN (col < width)
#endif

__global__ void scale(float *out, const float *in, int width, int height) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (LAST_COLUMN && row < height)
    out[(size_t)row * width + COLUMN] = 2.0f * in[(size_t)row * width + col];
}
