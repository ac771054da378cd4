//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//possible (read-write|write-read) race on a\[
//
// grid_sync_stencil.cu synchronising only its own block: a block's first
// thread reads the last element of the block before it, which that block's
// last thread may already have overwritten.
#define SYNC cg::this_thread_block().sync()
#include "grid_sync_stencil.cu"
