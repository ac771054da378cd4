//xfail:NOT_ALL_VERIFIED
//--blockDim=16 --gridDim=*
//possible write-write race on a\[
//
// host_launch_counted_loop.cu with one launch too many: at blk = width + 1,
// block `width` writes the tile block 0 writes as the trailer.
#define LAST width + 1
#include "host_launch_counted_loop.cu"
