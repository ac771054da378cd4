//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//error: possible (read-write|write-read) race on smem\[
//
// small_loops_unrolled.cu without the barrier between reading the tile and
// writing it again: thread 16 (hi 2, lo 0) reads smem[0 * 66 + 2] while
// thread 2 (hi 0, lo 2) writes smem[0 * 8 + 2] in the same interval.
#define DROP_SECOND_BARRIER
#include "small_loops_unrolled.cu"
