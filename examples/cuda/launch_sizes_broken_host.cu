//xfail:CLANG_ERROR
//--cuda-path=none
//launch_sizes_broken_host.cu:\d+:\d+: error: use of undeclared identifier 'undeclared_size'
//
// No sizes given, and host code that does not compile: the run shows
// clang's error (exit code 2), not a request for --blockDim and --gridDim.
__global__ void fill(int *out) { out[blockIdx.x * blockDim.x + threadIdx.x] = 1; }

int main() {
  int *out = 0;
  fill<<<undeclared_size, 64>>>(out);
  return 0;
}
