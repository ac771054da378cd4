//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=4 -DLEAVE_OUT_DOWNSWEEP_BARRIER
//work_efficient_scan.cu:4[3-5]:[0-9]+: error: possible (read-write|write-read|write-write) race on temp\[
//
// work_efficient_scan.cu without the barrier between the downsweep's steps:
// a thread reads an element another thread wrote in the step before.
#include "work_efficient_scan.cu"
