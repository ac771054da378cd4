//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=[4,*]
//possible write-write race on out\[
//
// host_launch_checked_input.cu with a check too weak: an offset of 32
// passes it, and row 0 then overlaps the header.
#define SMALLEST_OFFSET 32
#include "host_launch_checked_input.cu"
