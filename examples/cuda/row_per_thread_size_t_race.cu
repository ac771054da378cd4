//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=16 --pointer-bitwidth=64
//row_per_thread_size_t.cu:17:\d+: error: possible write-write race on maps\[
//
// row_per_thread_size_t.cu with two threads to a row (i / 2).
#define ROW (i / 2)
#include "row_per_thread_size_t.cu"
