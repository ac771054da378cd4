//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-read race on tile\[
//
// cuda_barrier_copy.cu with __syncthreads() for arrive_and_wait(): the
// copies bound to the barrier are still in flight after it.
#define ARRIVE_AND_WAIT __syncthreads()
#include "cuda_barrier_copy.cu"
