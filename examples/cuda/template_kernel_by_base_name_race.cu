//xfail:NOT_ALL_VERIFIED
//--kernel-name=halved
//template_kernel_by_base_name_race.cu:13:\d+: error: possible write-write race on a\[
//GPUVerify kernel analyser finished with 1 verified, 1 error
//
// template_kernel_by_base_name.cu's twin: of the two instantiations that
// --kernel-name=halved selects, halved<0> is race-free and halved<1> writes
// each element from two threads; its race is reported.
#include <cuda_runtime.h>

template <int SHIFT> __global__ void halved(int *a) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i >> SHIFT] = i;
}

int main() {
  int *a;
  cudaMalloc(&a, 256 * sizeof(int));
  halved<0><<<4, 64>>>(a);
  halved<1><<<4, 64>>>(a);
  return 0;
}
