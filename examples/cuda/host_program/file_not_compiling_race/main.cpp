#include <cuda_runtime.h>

#include "../two_files/spread.h"

int main() {
  float *a;
  cudaMalloc(&a, 4 * 64 * 4 * sizeof(float));
  run(a, 4);
  cudaFree(a);
  return 0;
}
