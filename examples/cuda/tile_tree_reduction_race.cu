//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=16
//tile_tree_reduction.cu:\d+:\d+: error: possible (read-write|write-read) race on s\[
//
// tile_tree_reduction.cu's twin starting at a stride of a whole tile: lane
// 0 reads the next tile's first element while that tile's lane 0 writes
// it, and the tiles do not sync with each other. Reported.
#define FIRST_STRIDE(tile) ((tile).size())
#include "tile_tree_reduction.cu"
