//xfail:NOT_ALL_VERIFIED
//--gridDim=[8,4] --blockDim=[64] --no-replay
//possible write-write race on out\[
//
// grid_stride_first_peeled_bounded.cu with n bounded only by its type, as CUDA's
// SobolQRNG is written: `n * blockIdx.y` is unsigned arithmetic and wraps
// for n above 2^32 / 3, so rows of blocks then write each other's elements
// (n = 1431655840: row 3 starts at element 224, which row 0 writes too).
#define N_BOUND 0xFFFFFFFFu
#include "grid_stride_first_peeled_bounded.cu"
