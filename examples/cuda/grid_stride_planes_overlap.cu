//xfail:NOT_ALL_VERIFIED
//--gridDim=128 --blockDim=[128,3,1]
//possible write-write race on out\[
//
// grid_stride_planes.cu with planes half as long as what each one's loop
// writes: plane y's second half is plane y + 1's first.
#define PLANE (N / 2)
#include "grid_stride_planes.cu"
