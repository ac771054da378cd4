//pass
//--local_size=32 --num_groups=16
//
// Each work-item owns a column of a tile in local memory and updates it
// element by element in a loop nested in another (as PolyBench's 3mm
// does): at the inner loop's head, the log still holds the elements of the
// column updated in earlier iterations of the outer loop.
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
        tile[r][t] += 1.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long r = 0; r < 32; r++)
      F[(block + r) * 512 + column] = tile[r][t];
  }
}
