//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//a precondition for this call might not hold
//
// cuda_barrier_copy.cu with a barrier expecting half the block: gpuverify
// models a cuda::barrier of the whole block only, and says so at init().
#define EXPECTED (blockDim.x / 2)
#include "cuda_barrier_copy.cu"
