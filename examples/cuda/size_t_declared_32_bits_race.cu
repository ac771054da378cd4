//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//gpuverify: note: .*size_t_declared_32_bits.cu:12:22 declares a 32-bit size_t
//size_t_declared_32_bits.cu:17:\d+: error: possible (read-write|write-read|write-write) race on data
//
// size_t_declared_32_bits.cu with each thread's neighbour's element: still
// reported at the 32 bits the file's size_t asks for.
#define INDEX (blockIdx.x * blockDim.x + threadIdx.x + (threadIdx.x & 1))
#include "size_t_declared_32_bits.cu"
