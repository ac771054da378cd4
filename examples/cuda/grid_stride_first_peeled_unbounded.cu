//xfail:NOT_ALL_VERIFIED
//--gridDim=[8,4] --blockDim=[64] --no-replay
//possible write-write race on out\[
//
// grid_stride_first_peeled_bounded.cu without its bound on n, as CUDA's
// SobolQRNG is written: `n * blockIdx.y` is unsigned arithmetic and wraps
// for n above 2^32 / 3, so rows of blocks then write each other's elements
// (n = 1431655840: row 3 starts at element 224, which row 0 writes too).
__global__ void strided_fill(unsigned n, float *out) {
  out = out + n * blockIdx.y;
  unsigned i0 = threadIdx.x + blockIdx.x * blockDim.x;
  unsigned stride = gridDim.x * blockDim.x;
  if (i0 < n)
    out[i0] = 0.0f;
  for (unsigned i = i0 + stride; i < n; i += stride)
    out[i] = (float)i;
}
