//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=16
//possible (write-write|read-write|write-read) race on tile\[
//
// nested_tile_update.cl with work-items 2k and 2k + 1 both updating
// column k, with no barrier in between.
__kernel void nested_tile_update(__global float *F) {
  long t = get_local_id(0);
  long column = get_group_id(0) * 32 + t;
  __local float tile[32][32];
  for (long block = 0; block < 512; block += 32) {
    for (long r = 0; r < 32; r++)
      tile[r][t] = F[(block + r) * 512 + column];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long r = 0; r < 32; r++)
      for (long k = 0; k < 64; k++)
        tile[r][t / 2] += 1.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long r = 0; r < 32; r++)
      F[(block + r) * 512 + column] = tile[r][t];
  }
}
