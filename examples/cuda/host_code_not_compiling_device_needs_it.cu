//xfail:CLANG_ERROR
//--blockDim=64 --gridDim=4
//host_code_not_compiling_device_needs_it.cu:14:\d+: error: use of undeclared identifier 'fancy_intrinsic'
//
// host_code_not_compiling.cu's limit: code that does not compile is left
// out only if no kernel needs it. Here the function is a device function
// (its attribute comes from a macro, which no text scan would see): a body
// left out would change what the kernel does, so the compile is refused
// with clang's errors, as before. (Code left out calls a host function
// that device code may not call, so clang itself tells the two apart.)
#define DEVICE_INLINE __device__ inline

DEVICE_INLINE float transformed(float x) {
  return fancy_intrinsic(x);
}

__global__ void apply(float *a) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = transformed(a[i]);
}

int main() { cudaFutureApiCall(); return 0; }
