//pass
//--blockDim=64 --gridDim=4
//gpuverify: note: .*size_t_declared_32_bits.cu:12:22 declares a 32-bit size_t: verifying with 32-bit pointers
//
// Kernels written for GPUVerify's 32-bit default sometimes declare size_t
// themselves. clang refuses that typedef at CUDA's 64 bits, so the file is
// verified at 32 bits (as with --pointer-bitwidth=32), with a note saying so.
#ifndef INDEX
#define INDEX (blockIdx.x * blockDim.x + threadIdx.x)
#endif

typedef unsigned int size_t;

__global__ void scale(float *data, size_t n) {
  size_t i = INDEX;
  if (i < n)
    data[i] = 2.0f * data[i];
}
