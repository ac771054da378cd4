//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-read race on buffer\[
//
// cp_async_double_buffer.cu waiting for all but the two latest groups: the
// copy of tile k may still be in flight when the threads read it.
#define PENDING_GROUPS 2
#include "cp_async_double_buffer.cu"
