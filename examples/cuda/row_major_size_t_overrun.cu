//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[8,8] --pointer-bitwidth=64
//row_major_size_t.cu:20:\d+: error: possible write-write race on out\[
//
// row_major_size_t.cu with `col <= width`: the column one past the row's
// last is the next row's first, which another thread writes.
#define LAST_COLUMN (col <= width)
#include "row_major_size_t.cu"
