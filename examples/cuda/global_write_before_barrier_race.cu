//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=64
//global_write_before_barrier.cu:19:\d+: error: possible write-(write|read) race on out\[
//note: confirmed by running the kernel: thread \d+ of block \d+ writes out\[\d+\] at \S*global_write_before_barrier.cu:15:\d+
//
// global_write_before_barrier.cu with the loop writing one block further
// on: the next block's first elements, which that block writes before its
// barrier. The run that confirms it names that write (the counterexample's
// second access may be the loop's: the log at the head holds either).
#define SECOND_HALF blockDim.x
#include "global_write_before_barrier.cu"
