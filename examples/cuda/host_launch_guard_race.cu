//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=64 --kernel-name=rows
//host_launch_guard.cu:\d+:\d+: error: possible write-write race on out\[
//
// host_launch_guard.cu's twin: the host code launches `rows` for any
// positive width, and with one of millions `blockIdx.x * n` wraps around
// onto another block's row.
#define NO_WIDTH_TEST
#include "host_launch_guard.cu"
