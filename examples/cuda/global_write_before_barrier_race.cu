//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=64
//global_write_before_barrier.cu:19:\d+: error: possible write-(write|read) race on out\[
//Write by thread \d+ in thread block \d+ \(global id \d+\), \S*global_write_before_barrier.cu:15:\d+:
//
// global_write_before_barrier.cu with the loop writing one block further
// on: the next block's first elements, which that block writes before its
// barrier.
#define SECOND_HALF blockDim.x
#include "global_write_before_barrier.cu"
