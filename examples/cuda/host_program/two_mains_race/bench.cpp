// A second program in the folder, which passes stride 0.
#include <cuda_runtime.h>

#include "../two_files/spread.h"

int main() {
  float *a;
  cudaMalloc(&a, sizeof(float));
  run(a, 0);
  return 0;
}
