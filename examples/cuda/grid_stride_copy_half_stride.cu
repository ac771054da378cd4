//xfail:NOT_ALL_VERIFIED
//--gridDim=64 --blockDim=256
//possible write-write race on out\[
//
// grid_stride_copy.cu striding by half the threads: thread t's second
// element is thread t + T/2's first.
#define STRIDE (blockDim.x * gridDim.x / 2)
#include "grid_stride_copy.cu"
