//xfail:NOT_ALL_VERIFIED
//--global_size=1024 --local_size=64
//possible write-write race on out\[
//
// guarded_loop_then_write.cl writing one element per row: the work-items of
// a row all write it.
#define OUT_INDEX(row, col) (row)
#include "guarded_loop_then_write.cl"
