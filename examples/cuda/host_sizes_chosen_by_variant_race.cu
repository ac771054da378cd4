//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=[8,8]
//host_sizes_chosen_by_variant.cu:\d+:\d+: error: possible write-write race on d\[
//
// host_sizes_chosen_by_variant.cu's twin: blocks' columns start 2 apart,
// and each thread also writes two columns on, into the next block's tile.
#define HALF_TILES
#include "host_sizes_chosen_by_variant.cu"
