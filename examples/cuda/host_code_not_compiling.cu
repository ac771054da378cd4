//pass
//--blockDim=64 --gridDim=4
//host_code_not_compiling.cu:\d+:\d+: warning: gpuverify left out 2 statements of 'main' \(host code that does not compile with gpuverify: unknown type name 'cudaFutureApiHandle'\)
//GPUVerify kernel analyser finished with 1 verified, 0 errors
//
// Host code that gpuverify's headers cannot compile (an API newer than
// they model) no longer stops the device side: the statements clang
// rejects are left out, the rest of main still instantiates the template
// kernel, and the kernel is verified. A warning says what was left out.
template <typename T> __global__ void scaled(T *a, T factor) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = a[i] * factor;
}

int main() {
  float *a;
  cudaMalloc(&a, 256 * sizeof(float));
  cudaFutureApiHandle handle;
  cudaFutureApiCreate(&handle, a);
  scaled<float><<<4, 64>>>(a, 2.0f);
  return 0;
}
