//pass
//--blockDim=128 --gridDim=8
//Verified
//
// Int8 dot products with __dp4a and the SIMD video intrinsics, declared by
// gv_cuda_uninterpreted.h: uninterpreted functions of their operands. Each
// thread accumulates into its own element.
__global__ void dot4(const int *a, const int *b, int *acc, unsigned *diff) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  acc[i] = __dp4a(a[i], b[i], acc[i]);
  diff[i] = __vabsdiffu4(a[i], b[i]);
}
