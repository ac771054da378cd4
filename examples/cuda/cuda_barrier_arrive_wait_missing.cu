//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=8
//possible write-read race on warpSums\[
//
// cuda_barrier_arrive_wait.cu without the barrier: warp 0 may read a warp's
// sum before its first lane stores it.
#define SYNCHRONISE
#include "cuda_barrier_arrive_wait.cu"
