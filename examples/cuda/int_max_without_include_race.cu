//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//\A(?![\s\S]*do not compile)
//int_max_without_include.cu:\d+:\d+: error: possible (read-write|write-read) race on smallest\[
//
// int_max_without_include.cu's twin: the barrier between the reduction's
// steps is gone.
#define FORGET_BARRIER
#include "int_max_without_include.cu"
