//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[4,4] --all-inputs
//host_grid_relation.cu:\d+:\d+: error: possible write-write race on out\[
//may wrap around
//
// host_grid_relation.cu under --all-inputs: nothing is taken from the host
// code, and a height of millions makes `x * height + y` wrap around onto
// another thread's element.
#include "host_grid_relation.cu"
