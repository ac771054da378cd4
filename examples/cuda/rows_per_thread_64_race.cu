//xfail:NOT_ALL_VERIFIED
//--pointer-bitwidth=64 --blockDim=64 --gridDim=16
//rows_per_thread_64.cu:19:\d+: error: possible write-write race on A\[
//
// rows_per_thread_64.cu with each thread writing one element past its row,
// the first of the next thread's.
#define ROW_END (WIDTH + 1)
#include "rows_per_thread_64.cu"
