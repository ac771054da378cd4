//pass
//--blockDim=64 --gridDim=4
//
// `register`, which C++17 dropped and clang rejects there, is a warning for
// nvcc and means nothing: older code using it compiles and is verified.
__global__ void butterfly(float *a) {
  register unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  register float x = a[i];
  a[i] = x * x;
}
