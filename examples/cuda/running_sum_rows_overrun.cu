//xfail:NOT_ALL_VERIFIED
//--gridDim=16 --blockDim=64
//possible write-write race on out\[
//
// running_sum_rows.cu writing each sum one element to the right: the last
// lands on the next row's first element, which the next thread writes.
#define LAST(x) ((x) + 1)
#include "running_sum_rows.cu"
