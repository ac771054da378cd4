//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --warp-sync=32 --warp-method=two-pass
//possible write-write race on flags\[
//
// warp_divergent_writes.cu with the two-pass method: the pass over threads
// of one warp still finds the race between the two sides of the branch.
#include "warp_divergent_writes.cu"
