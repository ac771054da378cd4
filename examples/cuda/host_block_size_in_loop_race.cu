//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=8
//host_block_size_in_loop.cu:\d+:\d+: error: possible write-write race on out\[
//
// host_block_size_in_loop.cu's twin passing half the block's size: block
// b's upper threads write where block b + 1's lower ones do. The fact
// relates the argument to the block as the host computes it: reported.
#define BDIM_ARGUMENT(block) ((block).x / 2)
#include "host_block_size_in_loop.cu"
