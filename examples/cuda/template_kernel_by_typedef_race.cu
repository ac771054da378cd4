//xfail:NOT_ALL_VERIFIED
//--kernel-name=spread<wide> --blockDim=64 --gridDim=4
//possible write-write race on out\[
//
// template_kernel_by_typedef.cu's kernel, its wide instantiation selected by
// the typedef: two threads write each element.
typedef float narrow;
typedef double wide;

template <typename T> __global__ void spread(T *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  // Each thread its own element, but the wide instantiation halves the index.
  out[sizeof(T) == 8 ? i / 2 : i] = T(i);
}

int main() {
  float *a;
  double *b;
  cudaMalloc(&a, 256 * sizeof(float));
  cudaMalloc(&b, 256 * sizeof(double));
  spread<narrow><<<4, 64>>>(a);
  spread<wide><<<4, 64>>>(b);
  return 0;
}
