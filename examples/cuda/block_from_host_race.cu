//xfail:NOT_ALL_VERIFIED
//--gridDim=64
//block_from_host.cu:21:\d+: error: possible (read-write|write-read) race on staged\[
//
// block_from_host.cu with each thread reading its neighbour's staged
// element without a barrier: the block of 256 comes from the host code.
#define SHARED_STAGING
#include "block_from_host.cu"
