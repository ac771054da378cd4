//xfail:NOT_ALL_VERIFIED
//
//host_arguments_through_wrapper.cu:\d+:\d+: error: possible write-write race on a\[
//
// host_arguments_through_wrapper.cu's twin: main calls the wrapper with
// stride 0, and every thread writes a[0].
#define STRIDE_ZERO
#include "host_arguments_through_wrapper.cu"
