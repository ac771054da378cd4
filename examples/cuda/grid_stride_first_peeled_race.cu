//xfail:NOT_ALL_VERIFIED
//--gridDim=[1,8] --blockDim=[64]
//possible write-write race on out\[
//
// grid_stride_first_peeled.cu with slices half as far apart as they are
// long: the second half of one row's slice is the first half of the next
// row's.
__global__ void strided_fill(float *out, unsigned n) {
  __requires(n == 4096);
  out += (n / 2) * blockIdx.y;
  unsigned i0 = threadIdx.x + blockIdx.x * blockDim.x;
  unsigned stride = gridDim.x * blockDim.x;
  if (i0 < n)
    out[i0] = 0.0f;
  for (unsigned i = i0 + stride; i < n; i += stride)
    out[i] = (float)i;
}
