//pass
//--local_size=[16,16] --num_groups=[4,4]
//
// Mirror each 16x16 tile of a 64x64 image horizontally, through a tile in
// local memory. Work-item (x, y) of a group handles row y, column x of the
// group's tile.
//
// RACE-FREE. Before the barrier, work-item (x, y) writes tile[y][x]: one
// element per work-item. After it, the work-items only read the tile. Each
// work-item reads and writes the image at its own global (x, y) position.
// tile_2d_race.cl gets the row index wrong.

#define TILE 16

__kernel void mirror_tiles(__global const int *in, __global int *out) {
  __local int tile[TILE][TILE];
  size_t x = get_local_id(0);
  size_t y = get_local_id(1);
  size_t pos = get_global_id(1) * get_global_size(0) + get_global_id(0);
  tile[y][x] = in[pos];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[pos] = tile[y][TILE - 1 - x];
}
