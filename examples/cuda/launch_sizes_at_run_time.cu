//xfail:COMMAND_LINE_ERROR
//
//Must specify thread dimensions with --blockDim and --gridDim \(the host code launches 'fill' with sizes it computes at run time\)
//
// Sizes the host code computes from its input cannot be taken: the
// command line must give them.
#include <cuda_runtime.h>
#include <cstdlib>

__global__ void fill(int *out) { out[blockIdx.x * blockDim.x + threadIdx.x] = 1; }

int main(int argc, char **argv) {
  int n = atoi(argv[1]);
  int *out;
  cudaMalloc(&out, n * sizeof(int));
  fill<<<n / 256, 256>>>(out);
  return 0;
}
