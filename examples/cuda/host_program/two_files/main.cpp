// The program's main: spread.cu is verified with the stride it passes
// (the other folders' main.cpp include this one with another STRIDE).
#include <cuda_runtime.h>

#include "spread.h"

#ifndef STRIDE
#define STRIDE 4
#endif

int main() {
  float *a;
  cudaMalloc(&a, 4 * 64 * 4 * sizeof(float));
  run(a, STRIDE);
  cudaFree(a);
  return 0;
}
