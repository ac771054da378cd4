//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//scratch_array_in_small_loop.cu:\d+:\d+: error: possible write-write race on tile\[
//
// scratch_array_in_small_loop.cu with a thread's four elements two apart:
// thread t's last two are thread t + 1's first two.
#define TILE_INDEX(t, i) (((t) << 2) + 2 * (i))
#include "scratch_array_in_small_loop.cu"
