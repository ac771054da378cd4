//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[2,2]
//error: possible write-write race on c\[
//
// small_loop_nest_unrolled.cu with each thread's columns starting 3 apart
// for a tile 4 wide: thread x writes column 3x + 3, thread x + 1 too.
#define COLUMN_STRIDE 3
#include "small_loop_nest_unrolled.cu"
