//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4
//possible write-read race on tile\[
//
// cg_memcpy_async_tile.cu with block.sync() for cg::wait: a barrier does not
// complete the copy.
#define WAIT block.sync()
#include "cg_memcpy_async_tile.cu"
