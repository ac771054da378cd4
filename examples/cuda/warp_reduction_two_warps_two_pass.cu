//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=16 --warp-sync=32 --warp-method=two-pass
//possible (read-write|write-read) race on partial\[
//thread (3[2-9]|[45][0-9]|6[0-3]) in thread block
//
// warp_reduction_two_warps.cu with the two-pass method: the pass over
// threads of different warps finds the race between warps 0 and 1.
#include "warp_reduction_two_warps.cu"
