//xfail:NOT_ALL_VERIFIED
//--local_size=[16,16] --num_groups=[4,4]
//possible write-write race on tile\[
//
// The kernel of tile_2d.cl with a copy-and-paste slip: the row of the tile is
// indexed with get_local_id(0) instead of get_local_id(1).
//
// RACY (write-write, intra-group). Work-items (x, 0), (x, 1), ..., (x, 15)
// of a group all write tile[x][x], each with its own input value.

#define TILE 16

__kernel void mirror_tiles(__global const int *in, __global int *out) {
  __local int tile[TILE][TILE];
  size_t x = get_local_id(0);
  size_t y = get_local_id(1);
  size_t pos = get_global_id(1) * get_global_size(0) + get_global_id(0);
  tile[x][x] = in[pos];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[pos] = tile[y][TILE - 1 - x];
}
