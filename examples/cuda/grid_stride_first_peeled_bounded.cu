//pass
//--gridDim=[8,4] --blockDim=[64]
//
// CUDA's SobolQRNG: each row of blocks (blockIdx.y) fills its own slice of
// out, n elements long, with a grid-stride loop whose first element each
// thread writes before the loop. Unlike grid_stride_first_peeled.cu, n is
// any value up to a bound: the invariant that every element the loop wrote
// lies in the row's slice must start one stride before the loop's first
// element.
#ifndef N_BOUND
#define N_BOUND (1u << 24)
#endif

__global__ void strided_fill(unsigned n, float *out) {
  __requires(n <= N_BOUND);
  out = out + n * blockIdx.y;
  unsigned i0 = threadIdx.x + blockIdx.x * blockDim.x;
  unsigned stride = gridDim.x * blockDim.x;
  if (i0 < n)
    out[i0] = 0.0f;
  for (unsigned i = i0 + stride; i < n; i += stride)
    out[i] = (float)i;
}
