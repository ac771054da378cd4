//xfail:NOT_ALL_VERIFIED
//
//host_arguments_through_wrapper.cu:\d+:\d+: error: possible write-write race on a\[
//
// host_arguments_through_wrapper.cu without its main: a library, whose
// `run` other files call with any stride. Nothing is assumed of it, and
// stride 0 makes every thread write a[0].
#define NO_MAIN
#include "host_arguments_through_wrapper.cu"
