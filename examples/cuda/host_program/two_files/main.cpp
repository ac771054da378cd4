// The program's main: spread.cu is verified with what it passes.
#include <cuda_runtime.h>

#include "spread.h"

int main() {
  float *a;
  cudaMalloc(&a, 4 * 64 * 4 * sizeof(float));
  run(a, 4);
  cudaFree(a);
  return 0;
}
