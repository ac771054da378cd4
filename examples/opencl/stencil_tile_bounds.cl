//pass
//--local_size=64 --num_groups=16 --check-array-bounds
//
// A three-point stencil that stages its input in a __local tile with a
// one-element halo on each side. With --check-array-bounds every access to
// an array of known size (the tile, the private weights) is proved to stay
// inside it; stencil_tile_bounds_overflow.cl declares the tile without its
// halo.
#define GROUP 64
#ifndef TILE
#define TILE (GROUP + 2)
#endif

__kernel void stencil(__global const float *in, __global float *out, int n) {
  __requires(n == GROUP * 16);
  __local float tile[TILE];
  float weights[3] = {0.25f, 0.5f, 0.25f};
  int gid = get_global_id(0), lid = get_local_id(0);
  tile[lid + 1] = in[gid];
  if (lid == 0)
    tile[0] = gid > 0 ? in[gid - 1] : 0.0f;
  if (lid == GROUP - 1)
    tile[GROUP + 1] = gid + 1 < n ? in[gid + 1] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  float sum = 0.0f;
  for (int k = 0; k < 3; ++k)
    sum += weights[k] * tile[lid + k];
  out[gid] = sum;
}
