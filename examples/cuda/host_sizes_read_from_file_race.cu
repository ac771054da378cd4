//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[4,4]
//host_sizes_read_from_file.cu:\d+:\d+: error: possible write-write race on out\[
//
// host_sizes_read_from_file.cu's twin without the row guard: a height of
// 50 in the file gives the grid verified, and thread (x, 50) writes where
// thread (x + 1, 0) does. Reported.
#define DROP_ROW_GUARD
#include "host_sizes_read_from_file.cu"
