//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --kernel-name=pairs
//error: possible write-write race on out\[
//note: assumed from the host code \(its launch\) of 'pairs': gap == .*min\(max\(value, 16\), 4096\)
//
// host_size_clamped_by_macro.cu with the lower bound at 16: a gap of 16
// makes thread t + 16's first write the same element as thread t's second.
#define SMALLEST_GAP 16
#include "host_size_clamped_by_macro.cu"
