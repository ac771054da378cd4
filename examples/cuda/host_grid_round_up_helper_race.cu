//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[4,4]
//host_grid_round_up_helper.cu:\d+:\d+: error: possible write-write race on out\[
//
// host_grid_round_up_helper.cu's twin without the row guard: a height of
// 50 rounds up to the 4 block rows verified, and thread (x, 50) writes
// where thread (x + 1, 0) does. The join's relation allows it: reported.
#define DROP_ROW_GUARD
#include "host_grid_round_up_helper.cu"
