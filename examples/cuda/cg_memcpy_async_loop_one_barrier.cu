//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible read-write race on buffer\[
//
// cg_memcpy_async_loop.cu without the block.sync() at the end of the loop:
// the next copy overwrites the buffer while other threads still read it.
#define LAST_SYNC (void)0
#include "cg_memcpy_async_loop.cu"
