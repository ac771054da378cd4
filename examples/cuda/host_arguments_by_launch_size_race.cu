//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//host_arguments_by_launch_size.cu:\d+:\d+: error: possible write-write race on a\[
//
// host_arguments_by_launch_size.cu verified with a grid of 4: the launch
// with that grid passes stride 0, and every thread of a block writes the
// same element.
#include "host_arguments_by_launch_size.cu"
