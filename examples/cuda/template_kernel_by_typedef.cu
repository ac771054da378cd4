//pass
//--kernel-name=spread<narrow> --blockDim=64 --gridDim=4
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// --kernel-name may spell a template argument by a typedef, as the host
// code's launch does (`spread<narrow>`, `hmax<half2>`): the debug
// information names the instantiation `spread<float>`. Only that one is
// verified; spread<double> writes a shared word twice
// (template_kernel_by_typedef_race.cu selects it by its typedef).
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
