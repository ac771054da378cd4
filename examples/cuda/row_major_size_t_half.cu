//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[8,8] --pointer-bitwidth=64
//row_major_size_t.cu:20:\d+: error: possible write-write race on out\[
//
// row_major_size_t.cu writing column col / 2: two threads of a row write
// each element.
#define COLUMN (col / 2)
#include "row_major_size_t.cu"
