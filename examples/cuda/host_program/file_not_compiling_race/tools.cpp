// Calls run with stride 0, and uses an API no header here declares.
#include <cuda_runtime.h>

#include "../two_files/spread.h"

void clearAll(float *a) {
  run(a, 0);
  cudaNotARuntimeFunction(a);
}
