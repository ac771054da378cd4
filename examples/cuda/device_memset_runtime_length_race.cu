//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//device_memcpy_runtime_length.cu:25:\d+: error: possible write-write race on marks\[
//
// device_memcpy_runtime_length.cu marking one float past the end of the
// row: the next thread's first.
#define MARKED_END 65
#include "device_memcpy_runtime_length.cu"
