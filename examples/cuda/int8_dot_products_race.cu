//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//int8_dot_products_race.cu:1[01]:\d+: error: possible (write-read|read-write|write-write) race on acc\[
//
// int8_dot_products.cu accumulating into one element per block, without
// an atomic.
__global__ void dot4(const int *a, const int *b, int *acc, unsigned *diff) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  diff[i] = __vabsdiffu4(a[i], b[i]);
  acc[blockIdx.x] =
      __dp4a(a[i], b[i], acc[blockIdx.x]);
}
