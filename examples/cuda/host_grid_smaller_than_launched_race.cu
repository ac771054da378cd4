//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=8
//host_grid_smaller_than_launched.cu:\d+:\d+: error: possible write-write race on out\[
//
// host_grid_smaller_than_launched.cu's twin whose rows start half a row
// apart: with the n the launch allows (256), block b's upper half writes
// where block b + 1's lower half does. Reported.
#define ROW_START(n) (blockIdx.x * ((n) / 2))
#include "host_grid_smaller_than_launched.cu"
