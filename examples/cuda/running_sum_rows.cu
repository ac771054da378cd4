//pass
//--gridDim=16 --blockDim=64
//
// Each thread smooths one row of a width x width image with a running sum
// (the CUDA SDK's box filter): the row's first element before the loop, the
// others in a loop from 1. Inference finds that the loop writes within the
// row from its element 0 on (rule accessSpan), which covers the write
// before the loop too.
#ifndef LAST
#define LAST(x) (x)
#endif

__global__ void running_sum_rows(const float *in, float *out, int width) {
  __requires(width == 1024);
  unsigned int y = blockIdx.x * blockDim.x + threadIdx.x;
  float t = in[y * width];
  out[y * width] = t;
  for (int x = 1; x < width; x++) {
    t += in[y * width + x];
    out[y * width + LAST(x)] = t;
  }
}
