//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//\A(?![\s\S]*do not compile)
//curand_host_generator.cu:\d+:\d+: error: possible (write-write|read-write|write-read) race on counts\[
//
// curand_host_generator.cu's twin: a block's threads add into one counter
// without an atomic.
#define SHARED_COUNTER
#include "curand_host_generator.cu"
