//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//device_memcpy_runtime_length.cu:23:\d+: error: possible write-write race on out\[
//
// device_memcpy_runtime_length.cu copying one float too many: the next
// thread's first.
#define COPIED_BOUND 65
#include "device_memcpy_runtime_length.cu"
