//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4 --pointer-bitwidth=64
//size_t_is_64_bits.cu:15:\d+: error: possible write-write race on out\[0\]
//
// size_t_is_64_bits.cu with every thread writing out[0]: a race wherever
// a * b exceeds 32 bits (a = b = 65536). At the default 32 bits
// (GPUVerify's) the product wraps, the branch is never taken, and the kernel
// verifies: a race on every CUDA 12 device that the 32-bit model misses.
#define FLAG out[0]
#include "size_t_is_64_bits.cu"
