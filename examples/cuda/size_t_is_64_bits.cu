//pass
//--blockDim=64 --gridDim=4 --pointer-bitwidth=64
//
// Every CUDA 12 device is 64-bit: size_t has 64 bits, as it has here
// (--pointer-bitwidth=64; GPUVerify's default, kept, is 32). A product of
// two unsigned values fits, and a check that it exceeds 32 bits can be
// true. Each thread writes its own flag.
#ifndef FLAG
#define FLAG out[blockIdx.x * blockDim.x + threadIdx.x]
#endif

__global__ void flagLargeProducts(int *out, unsigned a, unsigned b) {
  size_t n = (size_t)a * b;
  if (n > 0xffffffffu)
    FLAG = threadIdx.x;
}
