//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=1
//host_launch_guard_in_loop.cu:\d+:\d+: error: possible write-write race on a\[
//
// host_launch_guard_in_loop.cu's twin launching from n = 128: threads t
// and t + 128 write one element. The loop's test allows it: reported.
#define SMALLEST 128
#include "host_launch_guard_in_loop.cu"
