//pass
//--kernel-name=strided
//note: sizes from the launch of 'strided<1>' in the host code: grid \(4, 1, 1\), block \(64, 1, 1\)
//GPUVerify kernel analyser finished with 2 verified, 0 errors
//
// --kernel-name with a template's base name selects every instantiation the
// host code launches (strided<1> and strided<2>), each verified; the racy
// kernel beside them is not asked for.
#include <cuda_runtime.h>

template <int STRIDE> __global__ void strided(int *a) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i * STRIDE] = i;
}

__global__ void racy(int *a) { a[0] = threadIdx.x; }

int main() {
  int *a;
  cudaMalloc(&a, 512 * sizeof(int));
  strided<1><<<4, 64>>>(a);
  strided<2><<<4, 64>>>(a);
  racy<<<4, 64>>>(a);
  return 0;
}
