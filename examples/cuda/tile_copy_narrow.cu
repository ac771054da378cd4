//xfail:NOT_ALL_VERIFIED
//--gridDim=[64,64] --blockDim=[16,16]
//possible write-write race on out\[
//
// tile_copy.cu on a matrix 1000 wide, narrower than the 64 tiles of 16
// across: a row's last tile overlaps the next row's first.
#define WIDTH 1000
#include "tile_copy.cu"
