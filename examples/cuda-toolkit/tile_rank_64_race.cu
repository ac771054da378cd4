//xfail:NOT_ALL_VERIFIED
//--pointer-bitwidth=64 --blockDim=256 --gridDim=64 --cuda-path=${CUDA_TOOLKIT}
//tile_rank_64.cu:24:\d+: error: possible write-write race on out\[
//
// tile_rank_64.cu with two lanes of a warp writing its row.
#define RACE
#include "tile_rank_64.cu"
