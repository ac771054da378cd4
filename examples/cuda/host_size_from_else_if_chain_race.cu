//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --kernel-name=pairs
//host_size_from_else_if_chain.cu:\d+:\d+: error: possible write-write race on out\[
//
// host_size_from_else_if_chain.cu letting gaps down to 16 through: a
// thread's second element is another's first.
#define SMALLEST_GAP 16
#include "host_size_from_else_if_chain.cu"
