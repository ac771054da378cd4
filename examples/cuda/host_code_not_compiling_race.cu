//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//host_code_not_compiling_race.cu:\d+:\d+: warning: gpuverify left out 2 statements of 'main'
//host_code_not_compiling_race.cu:13:\d+: error: possible write-read race on a\[
//
// host_code_not_compiling.cu's twin: the kernel instantiated by the host
// code that remains reads its neighbour's element, which the neighbour
// writes: the race is reported.
template <typename T> __global__ void scaled(T *a, T factor) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = a[i] * factor;
  if (i > 0)
    a[i - 1] += a[i];
}

int main() {
  float *a;
  cudaMalloc(&a, 256 * sizeof(float));
  cudaFutureApiHandle handle;
  cudaFutureApiCreate(&handle, a);
  scaled<float><<<4, 64>>>(a, 2.0f);
  return 0;
}
