//xfail:NOT_ALL_VERIFIED
//--blockDim=[64,2] --gridDim=[4,4] --cuda-path=${CUDA_TOOLKIT}
//wmma_tiles.cu:\d+:\d+: error: possible write-write race on d\[
//
// wmma_tiles.cu's twin: the warps' output tiles start 8 columns apart, so
// neighbouring warps store to the same elements.
#define OVERLAPPING_TILES
#include "wmma_tiles.cu"
