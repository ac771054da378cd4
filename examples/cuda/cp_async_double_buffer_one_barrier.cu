//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible read-write race on buffer\[
//
// cp_async_double_buffer.cu without its second barrier: the copy issued at
// the top of the next iteration overwrites the buffer other threads may
// still be reading.
#define SECOND_BARRIER (void)0
#include "cp_async_double_buffer.cu"
