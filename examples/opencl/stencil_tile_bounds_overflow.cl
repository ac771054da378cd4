//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16 --check-array-bounds
//stencil_tile_bounds.cl:19:17: error: possible array out-of-bounds access on array tile
//
// stencil_tile_bounds.cl with a tile of one element per work-item, no room
// for the halo: the last work-item writes past its end.
#define TILE 64
#include "stencil_tile_bounds.cl"
