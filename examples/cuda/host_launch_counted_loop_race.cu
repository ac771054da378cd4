//xfail:NOT_ALL_VERIFIED
//--blockDim=16 --gridDim=8
//possible write-write race on a\[
//
// host_launch_counted_loop.cu with one launch too many: at blk = width + 1
// (8 blocks, width 7), block 7 writes the tile block 0 writes as the
// trailer.
#define LAST width + 1
#include "host_launch_counted_loop.cu"
